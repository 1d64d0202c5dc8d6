/*!
The session journal (format 1, `shared/docs/journal.md`): JSON Lines, the header first, then one
event per line. The writer appends, flushes and fsyncs every entry before the prompt moves on, so
a crash loses at most the entry being typed. The reader keeps every complete line: a cut-short last
line is reported and ignored, a malformed line is an error naming the line and the field.

Entries are never deleted: `undo` is itself an entry that retracts the latest entry not yet
retracted ([`effective`]).
*/

use crate::error::Error;
use crate::ruleset::OptValue;
use indexmap::IndexMap;
use serde::Deserialize;
use serde_json::{Map, Value};
use std::borrow::Cow;
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The first line of a journal.
#[derive(Debug, Clone, PartialEq)]
pub struct Header {
    pub format: u32,
    pub ruleset: String,
    pub ruleset_sha256: Option<String>,
    pub options: IndexMap<String, OptValue>,
    pub players: Vec<String>,
    pub teams: Option<Vec<Vec<String>>>,
    pub at: Option<String>,
}

/// One event of a session.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    Deal { dealer: String, turned: Option<String> },
    Bid { player: String, call: String, trump: Option<String> },
    SwapSeven { player: String },
    Announce { player: String, melds: Vec<String> },
    Show { player: String, cards: Vec<String> },
    Play { player: String, card: String, say: Option<String> },
    Exchange { player: String, count: i64 },
    Mosca { player: String, cards: Vec<String> },
    Panfilo { player: String },
    Up { player: String, card: String },
    Down { player: String, cards: Vec<String> },
    Wild { player: String, lance: String, as_card: String },
    Draw { player: String, card: String },
    SetOption { key: String, value: Value },
    Note { text: String },
    Undo,
    End,
}

impl Event {
    pub fn type_name(&self) -> &'static str {
        match self {
            Event::Deal { .. } => "deal",
            Event::Bid { .. } => "bid",
            Event::SwapSeven { .. } => "swap-seven",
            Event::Announce { .. } => "announce",
            Event::Show { .. } => "show",
            Event::Play { .. } => "play",
            Event::Exchange { .. } => "exchange",
            Event::Mosca { .. } => "mosca",
            Event::Panfilo { .. } => "panfilo",
            Event::Up { .. } => "up",
            Event::Down { .. } => "down",
            Event::Wild { .. } => "wild",
            Event::Draw { .. } => "draw",
            Event::SetOption { .. } => "option",
            Event::Note { .. } => "note",
            Event::Undo => "undo",
            Event::End => "end",
        }
    }
    /// The player an event is about, if any.
    pub fn player(&self) -> Option<&str> {
        match self {
            Event::Bid { player, .. }
            | Event::SwapSeven { player }
            | Event::Announce { player, .. }
            | Event::Show { player, .. }
            | Event::Play { player, .. }
            | Event::Exchange { player, .. }
            | Event::Mosca { player, .. }
            | Event::Panfilo { player }
            | Event::Up { player, .. }
            | Event::Down { player, .. }
            | Event::Wild { player, .. }
            | Event::Draw { player, .. } => Some(player),
            Event::Deal { dealer, .. } => Some(dealer),
            _ => None,
        }
    }
}

/// An event with its place in the journal.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// 1-based line in the journal (0 for entries not yet written).
    pub line: usize,
    pub at: Option<String>,
    pub event: Event,
}

#[derive(Deserialize)]
struct Raw<'a> {
    #[serde(rename = "type", borrow)]
    ty: Option<Cow<'a, str>>,
    #[serde(borrow)]
    at: Option<Cow<'a, str>>,
    #[serde(borrow)]
    player: Option<Cow<'a, str>>,
    #[serde(borrow)]
    dealer: Option<Cow<'a, str>>,
    #[serde(borrow)]
    turned: Option<Cow<'a, str>>,
    #[serde(borrow)]
    card: Option<Cow<'a, str>>,
    #[serde(borrow)]
    call: Option<Cow<'a, str>>,
    #[serde(borrow)]
    trump: Option<Cow<'a, str>>,
    #[serde(borrow)]
    say: Option<Cow<'a, str>>,
    #[serde(borrow)]
    lance: Option<Cow<'a, str>>,
    #[serde(rename = "as", borrow)]
    as_card: Option<Cow<'a, str>>,
    #[serde(borrow)]
    key: Option<Cow<'a, str>>,
    text: Option<String>,
    cards: Option<Vec<String>>,
    melds: Option<Vec<String>>,
    count: Option<i64>,
    value: Option<Value>,
    format: Option<u32>,
    ruleset: Option<String>,
    ruleset_sha256: Option<String>,
    options: Option<IndexMap<String, Value>>,
    players: Option<Vec<String>>,
    teams: Option<Vec<Vec<String>>>,
}

fn need<T>(v: Option<T>, field: &str, ty: &str) -> Result<T, String> {
    v.ok_or_else(|| format!("a '{ty}' entry needs the field '{field}'"))
}

fn own(v: Option<Cow<'_, str>>) -> Option<String> {
    v.map(|c| c.into_owned())
}

/// Parse one journal line (not the header) into an entry.
pub fn parse_event_line(text: &str, line: usize) -> Result<Entry, String> {
    let raw: Raw = serde_json::from_str(text).map_err(|e| describe_json_error(&e))?;
    entry_from_raw(raw, line)
}

fn describe_json_error(e: &serde_json::Error) -> String {
    let msg = e.to_string();
    match msg.find(" at line ") {
        Some(i) => msg[..i].to_string(),
        None => msg,
    }
}

fn entry_from_raw(raw: Raw, line: usize) -> Result<Entry, String> {
    let ty = need(raw.ty, "type", "entry")?;
    let t: &str = &ty;
    let p = |v: Option<Cow<'_, str>>| need(own(v), "player", t);
    let event = match t {
        "deal" => Event::Deal { dealer: need(own(raw.dealer), "dealer", t)?, turned: own(raw.turned) },
        "bid" => Event::Bid { player: p(raw.player)?, call: need(own(raw.call), "call", t)?, trump: own(raw.trump) },
        "swap-seven" => Event::SwapSeven { player: p(raw.player)? },
        "announce" => Event::Announce { player: p(raw.player)?, melds: need(raw.melds, "melds", t)? },
        "show" => Event::Show { player: p(raw.player)?, cards: need(raw.cards, "cards", t)? },
        "play" => Event::Play { player: p(raw.player)?, card: need(own(raw.card), "card", t)?, say: own(raw.say) },
        "exchange" => Event::Exchange { player: p(raw.player)?, count: need(raw.count, "count", t)? },
        "mosca" => Event::Mosca { player: p(raw.player)?, cards: need(raw.cards, "cards", t)? },
        "panfilo" => Event::Panfilo { player: p(raw.player)? },
        "up" => Event::Up { player: p(raw.player)?, card: need(own(raw.card), "card", t)? },
        "down" => Event::Down { player: p(raw.player)?, cards: need(raw.cards, "cards", t)? },
        "wild" => Event::Wild {
            player: p(raw.player)?,
            lance: need(own(raw.lance), "lance", t)?,
            as_card: need(own(raw.as_card), "as", t)?,
        },
        "draw" => Event::Draw { player: p(raw.player)?, card: need(own(raw.card), "card", t)? },
        "option" => Event::SetOption { key: need(own(raw.key), "key", t)?, value: need(raw.value, "value", t)? },
        "note" => Event::Note { text: need(raw.text, "text", t)? },
        "undo" => Event::Undo,
        "end" => Event::End,
        "session" => return Err("a second 'session' header; a journal holds one session".into()),
        other => {
            return Err(format!(
                "unknown entry type '{other}'; known types: deal, bid, swap-seven, announce, show, play, exchange, mosca, panfilo, up, down, wild, draw, option, note, undo, end"
            ))
        }
    };
    Ok(Entry { line, at: own(raw.at), event })
}

fn parse_header(text: &str) -> Result<Header, String> {
    let raw: Raw = serde_json::from_str(text).map_err(|e| describe_json_error(&e))?;
    if raw.ty.as_deref() != Some("session") {
        return Err("the first line must be the session header ({\"type\":\"session\", ...})".into());
    }
    let format = need(raw.format, "format", "session")?;
    if format != 1 {
        return Err(format!("journal format {format} is not supported; this tapete reads format 1"));
    }
    let mut options = IndexMap::new();
    for (k, v) in raw.options.unwrap_or_default() {
        let ov = OptValue::from_json(&v)
            .ok_or_else(|| format!("option '{k}' must be true/false, a whole number or a word"))?;
        options.insert(k, ov);
    }
    Ok(Header {
        format,
        ruleset: need(raw.ruleset, "ruleset", "session")?,
        ruleset_sha256: raw.ruleset_sha256,
        options,
        players: need(raw.players, "players", "session")?,
        teams: raw.teams,
        at: own(raw.at),
    })
}

/// A journal as read from disk.
#[derive(Debug, Clone)]
pub struct Journal {
    pub path: PathBuf,
    pub header: Header,
    pub entries: Vec<Entry>,
    /// Warnings: a cut-short last line.
    pub warnings: Vec<String>,
}

impl Journal {
    /// Read a journal file.
    pub fn read(path: &Path) -> Result<Journal, Error> {
        let shown = path.display().to_string();
        let bytes = std::fs::read(path).map_err(|e| Error::io(&shown, e))?;
        let text = String::from_utf8_lossy(&bytes);
        Journal::parse(&text, path)
    }

    /// Parse journal text; `path` names it in messages.
    pub fn parse(text: &str, path: &Path) -> Result<Journal, Error> {
        let shown = path.display().to_string();
        let jerr = |line: usize, message: String| Error::Journal { path: shown.clone(), line, message };
        let ends_clean = text.ends_with('\n');
        let lines: Vec<&str> = text.split('\n').collect();
        let last_index = if ends_clean { lines.len().saturating_sub(1) } else { lines.len() };
        let mut header = None;
        let mut entries = Vec::new();
        let mut warnings = Vec::new();
        for (i, line) in lines.iter().enumerate().take(last_index) {
            let n = i + 1;
            let line = line.trim_end_matches('\r');
            if line.trim().is_empty() {
                continue;
            }
            let cut_short = !ends_clean && i + 1 == last_index;
            let parsed = if header.is_none() {
                parse_header(line).map(|h| {
                    header = Some(h);
                    None
                })
            } else {
                parse_event_line(line, n).map(Some)
            };
            match parsed {
                Ok(Some(e)) => entries.push(e),
                Ok(None) => {}
                Err(_) if cut_short && header.is_some() => {
                    warnings.push(format!("line {n} is incomplete and was ignored"));
                }
                Err(msg) => return Err(jerr(n, msg)),
            }
        }
        let header = header.ok_or_else(|| jerr(1, "the journal is empty: no session header".into()))?;
        Ok(Journal { path: path.to_path_buf(), header, entries, warnings })
    }
}

/// The entries in force: every `undo` retracts the latest entry not yet retracted.
pub fn effective(entries: &[Entry]) -> Vec<&Entry> {
    let mut out: Vec<&Entry> = Vec::with_capacity(entries.len());
    for e in entries {
        match e.event {
            Event::Undo => {
                out.pop();
            }
            _ => out.push(e),
        }
    }
    out
}

/// The JSON object of a header line.
pub fn header_json(h: &Header) -> Value {
    let mut m = Map::new();
    m.insert("type".into(), "session".into());
    m.insert("format".into(), h.format.into());
    m.insert("ruleset".into(), h.ruleset.clone().into());
    if let Some(s) = &h.ruleset_sha256 {
        m.insert("ruleset_sha256".into(), s.clone().into());
    }
    if !h.options.is_empty() {
        let o: Map<String, Value> = h.options.iter().map(|(k, v)| (k.clone(), v.to_json())).collect();
        m.insert("options".into(), Value::Object(o));
    }
    m.insert("players".into(), h.players.clone().into());
    if let Some(t) = &h.teams {
        m.insert("teams".into(), serde_json::to_value(t).unwrap_or(Value::Null));
    }
    if let Some(at) = &h.at {
        m.insert("at".into(), at.clone().into());
    }
    Value::Object(m)
}

/// The JSON object of an event line.
pub fn event_json(e: &Entry) -> Value {
    let mut m = Map::new();
    m.insert("type".into(), e.event.type_name().into());
    let s = |v: &String| Value::String(v.clone());
    let list = |v: &Vec<String>| Value::Array(v.iter().map(|x| Value::String(x.clone())).collect());
    match &e.event {
        Event::Deal { dealer, turned } => {
            m.insert("dealer".into(), s(dealer));
            if let Some(t) = turned {
                m.insert("turned".into(), s(t));
            }
        }
        Event::Bid { player, call, trump } => {
            m.insert("player".into(), s(player));
            m.insert("call".into(), s(call));
            if let Some(t) = trump {
                m.insert("trump".into(), s(t));
            }
        }
        Event::SwapSeven { player } | Event::Panfilo { player } => {
            m.insert("player".into(), s(player));
        }
        Event::Announce { player, melds } => {
            m.insert("player".into(), s(player));
            m.insert("melds".into(), list(melds));
        }
        Event::Show { player, cards } | Event::Mosca { player, cards } | Event::Down { player, cards } => {
            m.insert("player".into(), s(player));
            m.insert("cards".into(), list(cards));
        }
        Event::Play { player, card, say } => {
            m.insert("player".into(), s(player));
            m.insert("card".into(), s(card));
            if let Some(x) = say {
                m.insert("say".into(), s(x));
            }
        }
        Event::Exchange { player, count } => {
            m.insert("player".into(), s(player));
            m.insert("count".into(), (*count).into());
        }
        Event::Up { player, card } | Event::Draw { player, card } => {
            m.insert("player".into(), s(player));
            m.insert("card".into(), s(card));
        }
        Event::Wild { player, lance, as_card } => {
            m.insert("player".into(), s(player));
            m.insert("lance".into(), s(lance));
            m.insert("as".into(), s(as_card));
        }
        Event::SetOption { key, value } => {
            m.insert("key".into(), s(key));
            m.insert("value".into(), value.clone());
        }
        Event::Note { text } => {
            m.insert("text".into(), s(text));
        }
        Event::Undo | Event::End => {}
    }
    if let Some(at) = &e.at {
        m.insert("at".into(), at.clone().into());
    }
    Value::Object(m)
}

/// Appends entries to a journal file, each flushed and fsynced before `append` returns.
pub struct Writer {
    file: File,
    pub path: PathBuf,
    lines: usize,
}

impl Writer {
    /// Create a new journal with its header.
    pub fn create(path: &Path, header: &Header) -> Result<Writer, Error> {
        let shown = path.display().to_string();
        if let Some(dir) = path.parent() {
            if !dir.as_os_str().is_empty() {
                std::fs::create_dir_all(dir).map_err(|e| Error::io(dir.display().to_string(), e))?;
            }
        }
        let file = OpenOptions::new().write(true).create_new(true).open(path).map_err(|e| Error::io(&shown, e))?;
        let mut w = Writer { file, path: path.to_path_buf(), lines: 0 };
        w.write_line(&header_json(header))?;
        Ok(w)
    }

    /// Open an existing journal to append to it. A cut-short last line is ended first so the
    /// next entry starts on a line of its own.
    pub fn append_to(path: &Path, lines_so_far: usize) -> Result<Writer, Error> {
        let shown = path.display().to_string();
        let bytes = std::fs::read(path).map_err(|e| Error::io(&shown, e))?;
        let mut file = OpenOptions::new().append(true).open(path).map_err(|e| Error::io(&shown, e))?;
        let mut lines = lines_so_far;
        if !bytes.is_empty() && !bytes.ends_with(b"\n") {
            file.write_all(b"\n").map_err(|e| Error::io(&shown, e))?;
            lines = bytes.split(|b| *b == b'\n').count();
        }
        Ok(Writer { file, path: path.to_path_buf(), lines })
    }

    fn write_line(&mut self, v: &Value) -> Result<(), Error> {
        let shown = self.path.display().to_string();
        let mut text = serde_json::to_string(v).map_err(|e| Error::Internal(e.to_string()))?;
        text.push('\n');
        self.file.write_all(text.as_bytes()).map_err(|e| Error::io(&shown, e))?;
        self.file.flush().map_err(|e| Error::io(&shown, e))?;
        self.file.sync_data().map_err(|e| Error::io(&shown, e))?;
        self.lines += 1;
        Ok(())
    }

    /// Append one entry; returns its line number.
    pub fn append(&mut self, entry: &Entry) -> Result<usize, Error> {
        self.write_line(&event_json(entry))?;
        Ok(self.lines)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_cut_line() {
        let text = "{\"type\":\"session\",\"format\":1,\"ruleset\":\"belote-classic\",\"players\":[\"A\",\"B\",\"C\",\"D\"]}\n{\"type\":\"deal\",\"dealer\":\"A\",\"turned\":\"JH\"}\n{\"type\":\"bid\",\"pla";
        let j = Journal::parse(text, Path::new("x.jsonl")).unwrap();
        assert_eq!(j.entries.len(), 1);
        assert_eq!(j.warnings, vec!["line 3 is incomplete and was ignored".to_string()]);
        let back = event_json(&j.entries[0]);
        assert_eq!(back["dealer"], "A");
    }

    #[test]
    fn malformed_line_names_line_and_field() {
        let text = "{\"type\":\"session\",\"format\":1,\"ruleset\":\"bestia\",\"players\":[\"A\",\"B\",\"C\"]}\n{\"type\":\"play\",\"player\":\"A\"}\n";
        let e = Journal::parse(text, Path::new("x.jsonl")).unwrap_err().to_string();
        assert!(e.contains("line 2") && e.contains("'card'"), "{e}");
    }

    #[test]
    fn undo_retracts_latest_not_yet_retracted() {
        let mk = |line, event| Entry { line, at: None, event };
        let entries = vec![
            mk(2, Event::Note { text: "a".into() }),
            mk(3, Event::Note { text: "b".into() }),
            mk(4, Event::Note { text: "c".into() }),
            mk(5, Event::Undo),
            mk(6, Event::Undo),
            mk(7, Event::Note { text: "d".into() }),
        ];
        let eff: Vec<usize> = effective(&entries).iter().map(|e| e.line).collect();
        assert_eq!(eff, vec![2, 7]);
    }
}
