/*!
The session journal (format 1, `docs/journal.md`): JSON Lines, the header first, then one event
per line.

- [`read`]: the reader. Only a regular file under a size cap is read, line by line under a line
  cap; every complete line is kept, a cut-short last line is reported and ignored, a malformed
  line is an error naming the line and what is wrong with it (never the line's content).
  [`decoded`] decodes its lines on a second thread; [`follow`] reads only what another process
  appended since its last look.
- [`mod@write`]: the one writer. It holds an exclusive lock on the journal, appends and fsyncs every
  entry before the prompt moves on, checks before reporting anything saved that the path still
  names the file it holds, mends a cut-short last line before appending, and leaves the journal
  whole when the disk is full.

Entries are never deleted: `undo` is itself an entry that retracts the latest entry not yet
retracted ([`effective`]).
*/

pub mod codec;
pub mod decoded;
pub mod follow;
mod lite;
pub mod read;
pub mod write;

pub use crate::error::journal::Problem;
pub use read::{parse_event_line, Journal};
pub use write::{Mended, Writer};

use crate::ruleset::OptValue;
use indexmap::IndexMap;
use serde_json::{Map, Value};

/// The first line of a journal.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Header {
    pub format: u32,
    /// A bundled ruleset's name, or a user's ruleset's own name (its text is then in `ruleset_yaml`).
    pub ruleset: String,
    pub ruleset_sha256: Option<String>,
    /// The whole text of a user's ruleset: the journal carries its rules.
    pub ruleset_yaml: Option<String>,
    /// The table's language (`en`, `es`, `fr`).
    pub lang: Option<String>,
    /// The letters compact cards are typed with at the table (`en`, `es`, `fr`); none: `en`,
    /// as every journal written before the field.
    pub card_letters: Option<String>,
    pub options: IndexMap<String, OptValue>,
    pub players: Vec<String>,
    pub teams: Option<Vec<Vec<String>>>,
    pub at: Option<String>,
}

/// One event of a session as the journal writes it: names and card codes, as typed
/// (`codec` turns it into a typed event for the session's seating and deck). Its text is
/// owned (`String`) once read; a reader that folds lines as it reads them borrows it instead.
#[derive(Debug, Clone, PartialEq)]
pub enum Record<S = String> {
    Deal {
        dealer: S,
        turned: Option<S>,
        bottom: Option<S>,
    },
    Misdeal,
    Reshuffle,
    Bid {
        player: S,
        call: S,
        trump: Option<S>,
    },
    SwapSeven {
        player: S,
    },
    Announce {
        player: S,
        melds: Vec<S>,
    },
    Show {
        player: S,
        cards: Vec<S>,
    },
    Play {
        player: S,
        card: S,
        say: Option<S>,
    },
    Exchange {
        player: S,
        count: i64,
    },
    Mosca {
        player: S,
        cards: Vec<S>,
    },
    Panfilo {
        player: S,
    },
    Up {
        player: S,
        card: S,
    },
    Down {
        player: S,
        cards: Vec<S>,
    },
    Wild {
        player: S,
        lance: S,
        as_card: S,
    },
    Draw {
        player: S,
        card: S,
    },
    Stand {
        player: S,
    },
    SetOption {
        key: S,
        value: Value,
    },
    Note {
        text: S,
    },
    /// A hand's outcome without its cards: card points and tricks by side (belote), tricks by
    /// player (bestia); who is credited with belote-rebelote; a renounce the table agreed on.
    Tally {
        points: Vec<(S, i64)>,
        tricks: Vec<(S, i64)>,
        belote: Vec<S>,
        renounce: Option<S>,
    },
    /// The entry at journal line `line` replaced by `entry`.
    Amend {
        line: i64,
        entry: Box<Record<S>>,
    },
    Undo,
    End,
}

impl<S> Record<S> {
    /// The same record with each of its texts turned by `f`.
    pub fn map<T>(self, f: &impl Fn(S) -> T) -> Record<T> {
        let os = |s: Option<S>| s.map(f);
        let ol = |l: Vec<S>| l.into_iter().map(f).collect();
        let by = |l: Vec<(S, i64)>| l.into_iter().map(|(k, v)| (f(k), v)).collect();
        match self {
            Record::Deal { dealer, turned, bottom } => {
                Record::Deal { dealer: f(dealer), turned: os(turned), bottom: os(bottom) }
            }
            Record::Misdeal => Record::Misdeal,
            Record::Reshuffle => Record::Reshuffle,
            Record::Bid { player, call, trump } => Record::Bid { player: f(player), call: f(call), trump: os(trump) },
            Record::SwapSeven { player } => Record::SwapSeven { player: f(player) },
            Record::Announce { player, melds } => Record::Announce { player: f(player), melds: ol(melds) },
            Record::Show { player, cards } => Record::Show { player: f(player), cards: ol(cards) },
            Record::Play { player, card, say } => Record::Play { player: f(player), card: f(card), say: os(say) },
            Record::Exchange { player, count } => Record::Exchange { player: f(player), count },
            Record::Mosca { player, cards } => Record::Mosca { player: f(player), cards: ol(cards) },
            Record::Panfilo { player } => Record::Panfilo { player: f(player) },
            Record::Up { player, card } => Record::Up { player: f(player), card: f(card) },
            Record::Down { player, cards } => Record::Down { player: f(player), cards: ol(cards) },
            Record::Wild { player, lance, as_card } => {
                Record::Wild { player: f(player), lance: f(lance), as_card: f(as_card) }
            }
            Record::Draw { player, card } => Record::Draw { player: f(player), card: f(card) },
            Record::Stand { player } => Record::Stand { player: f(player) },
            Record::SetOption { key, value } => Record::SetOption { key: f(key), value },
            Record::Note { text } => Record::Note { text: f(text) },
            Record::Tally { points, tricks, belote, renounce } => {
                Record::Tally { points: by(points), tricks: by(tricks), belote: ol(belote), renounce: os(renounce) }
            }
            Record::Amend { line, entry } => Record::Amend { line, entry: Box::new(entry.map(f)) },
            Record::Undo => Record::Undo,
            Record::End => Record::End,
        }
    }
}

impl Record<std::borrow::Cow<'_, str>> {
    /// The record with its text owned.
    pub fn into_owned(self) -> Record {
        self.map(&std::borrow::Cow::into_owned)
    }
}

impl<S: AsRef<str>> Record<S> {
    pub fn type_name(&self) -> &'static str {
        match self {
            Record::Deal { .. } => "deal",
            Record::Misdeal => "misdeal",
            Record::Reshuffle => "reshuffle",
            Record::Bid { .. } => "bid",
            Record::SwapSeven { .. } => "swap-seven",
            Record::Announce { .. } => "announce",
            Record::Show { .. } => "show",
            Record::Play { .. } => "play",
            Record::Exchange { .. } => "exchange",
            Record::Mosca { .. } => "mosca",
            Record::Panfilo { .. } => "panfilo",
            Record::Up { .. } => "up",
            Record::Down { .. } => "down",
            Record::Wild { .. } => "wild",
            Record::Draw { .. } => "draw",
            Record::Stand { .. } => "stand",
            Record::SetOption { .. } => "option",
            Record::Note { .. } => "note",
            Record::Tally { .. } => "tally",
            Record::Amend { .. } => "amend",
            Record::Undo => "undo",
            Record::End => "end",
        }
    }
    /// The player an event is about, if any.
    pub fn player(&self) -> Option<&str> {
        match self {
            Record::Bid { player, .. }
            | Record::SwapSeven { player }
            | Record::Announce { player, .. }
            | Record::Show { player, .. }
            | Record::Play { player, .. }
            | Record::Exchange { player, .. }
            | Record::Mosca { player, .. }
            | Record::Panfilo { player }
            | Record::Up { player, .. }
            | Record::Down { player, .. }
            | Record::Wild { player, .. }
            | Record::Draw { player, .. }
            | Record::Stand { player } => Some(player.as_ref()),
            Record::Deal { dealer, .. } => Some(dealer.as_ref()),
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
    pub record: Record,
}

/// The entries in force: every `undo` retracts the latest entry not yet retracted.
pub fn effective(entries: &[Entry]) -> Vec<&Entry> {
    effective_and_idle(entries).0
}

/// [`effective`], and the `undo` entries that found nothing to retract.
pub fn effective_and_idle(entries: &[Entry]) -> (Vec<&Entry>, Vec<&Entry>) {
    let mut out: Vec<&Entry> = Vec::with_capacity(entries.len());
    let mut idle = Vec::new();
    for e in entries {
        match e.record {
            Record::Undo => {
                if out.pop().is_none() {
                    idle.push(e);
                }
            }
            _ => out.push(e),
        }
    }
    (out, idle)
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
    if let Some(y) = &h.ruleset_yaml {
        m.insert("ruleset_yaml".into(), y.clone().into());
    }
    if let Some(l) = &h.lang {
        m.insert("lang".into(), l.clone().into());
    }
    if let Some(l) = &h.card_letters {
        m.insert("card_letters".into(), l.clone().into());
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
    m.insert("type".into(), e.record.type_name().into());
    let s = |v: &String| Value::String(v.clone());
    let list = |v: &Vec<String>| Value::Array(v.iter().map(|x| Value::String(x.clone())).collect());
    match &e.record {
        Record::Deal { dealer, turned, bottom } => {
            m.insert("dealer".into(), s(dealer));
            if let Some(t) = turned {
                m.insert("turned".into(), s(t));
            }
            if let Some(b) = bottom {
                m.insert("bottom".into(), s(b));
            }
        }
        Record::Bid { player, call, trump } => {
            m.insert("player".into(), s(player));
            m.insert("call".into(), s(call));
            if let Some(t) = trump {
                m.insert("trump".into(), s(t));
            }
        }
        Record::SwapSeven { player } | Record::Panfilo { player } | Record::Stand { player } => {
            m.insert("player".into(), s(player));
        }
        Record::Announce { player, melds } => {
            m.insert("player".into(), s(player));
            m.insert("melds".into(), list(melds));
        }
        Record::Show { player, cards } | Record::Mosca { player, cards } | Record::Down { player, cards } => {
            m.insert("player".into(), s(player));
            m.insert("cards".into(), list(cards));
        }
        Record::Play { player, card, say } => {
            m.insert("player".into(), s(player));
            m.insert("card".into(), s(card));
            if let Some(x) = say {
                m.insert("say".into(), s(x));
            }
        }
        Record::Exchange { player, count } => {
            m.insert("player".into(), s(player));
            m.insert("count".into(), (*count).into());
        }
        Record::Up { player, card } | Record::Draw { player, card } => {
            m.insert("player".into(), s(player));
            m.insert("card".into(), s(card));
        }
        Record::Wild { player, lance, as_card } => {
            m.insert("player".into(), s(player));
            m.insert("lance".into(), s(lance));
            m.insert("as".into(), s(as_card));
        }
        Record::SetOption { key, value } => {
            m.insert("key".into(), s(key));
            m.insert("value".into(), value.clone());
        }
        Record::Note { text } => {
            m.insert("text".into(), s(text));
        }
        Record::Tally { points, tricks, belote, renounce } => {
            let by = |l: &Vec<(String, i64)>| Value::Object(l.iter().map(|(k, v)| (k.clone(), (*v).into())).collect());
            if !points.is_empty() {
                m.insert("points".into(), by(points));
            }
            m.insert("tricks".into(), by(tricks));
            match belote.as_slice() {
                [] => {}
                [one] => {
                    m.insert("belote".into(), s(one));
                }
                many => {
                    m.insert("belote".into(), list(&many.to_vec()));
                }
            }
            if let Some(r) = renounce {
                m.insert("renounce".into(), s(r));
            }
        }
        Record::Amend { line, entry } => {
            m.insert("line".into(), (*line).into());
            m.insert("entry".into(), event_json(&Entry { line: 0, at: None, record: (**entry).clone() }));
        }
        Record::Undo | Record::End | Record::Misdeal | Record::Reshuffle => {}
    }
    if let Some(at) = &e.at {
        m.insert("at".into(), at.clone().into());
    }
    Value::Object(m)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_retracts_latest_not_yet_retracted() {
        let mk = |line, record| Entry { line, at: None, record };
        let entries = vec![
            mk(2, Record::Note { text: "a".into() }),
            mk(3, Record::Note { text: "b".into() }),
            mk(4, Record::Note { text: "c".into() }),
            mk(5, Record::Undo),
            mk(6, Record::Undo),
            mk(7, Record::Note { text: "d".into() }),
        ];
        let eff: Vec<usize> = effective(&entries).iter().map(|e| e.line).collect();
        assert_eq!(eff, vec![2, 7]);
    }
}

/// Something a reader should know about a journal that still replays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Warning {
    /// The last line was cut short (a crash while writing it) and is ignored.
    CutLine { line: usize },
    /// The ruleset's text differs from the one the session was recorded with.
    RulesetChanged { ruleset: String },
}
