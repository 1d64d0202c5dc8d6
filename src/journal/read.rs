/*!
Reading a journal: only a regular file under `MAX_JOURNAL_BYTES`, line by line, each line under
`MAX_LINE_BYTES`. A UTF-8 byte-order mark and CRLF line ends are accepted.

Every complete line is kept. A last line without its line end that cannot be read is a line cut
short by a crash: it is reported and ignored. A file with nothing in it, or only a cut-short first
line, holds no session yet ([`Error::NotStarted`]). Any other line that cannot be read is an error
naming the line and what is wrong with it. No message repeats the content of the line: a journal
may be anything at all, and its bytes must not reach the terminal.
*/

use super::kinds::{self, Held};
use super::record::key;
use super::{Entry, Header, Record};
use crate::engine::EventKind;
use crate::error::journal::{Kind, Problem};
use crate::error::Error;
use crate::files::{self, MAX_JOURNAL_BYTES, MAX_RULESET_BYTES};
use crate::ruleset::OptValue;
use crate::term::scrub;
use indexmap::IndexMap;
use serde::Deserialize;
use serde_json::Value;
use std::borrow::Cow;
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

/// Lines longer than this are refused (the longest real line is a header carrying a user's
/// ruleset, at most 1 MiB of YAML).
pub(crate) const MAX_LINE_BYTES: usize = 4 << 20;

/// A journal as read from disk.
#[derive(Debug, Clone)]
#[doc(hidden)]
pub struct Journal {
    pub(crate) path: PathBuf,
    pub header: Header,
    pub entries: Vec<Entry>,
    /// Warnings: a cut-short last line.
    pub(crate) warnings: Vec<super::Warning>,
    /// The number of the last line read (complete or cut short).
    pub(crate) last_line: usize,
}

/// What reading a journal entry by entry leaves: its header, warnings and last line.
#[derive(Debug, Clone)]
pub(crate) struct Scanned {
    pub(crate) header: Header,
    pub(crate) warnings: Vec<super::Warning>,
    pub(crate) last_line: usize,
    /// The bytes read: a second read of the same file that stops there reads the same lines.
    pub(crate) bytes: u64,
}

/// Makes, from the declaration of the events and the header's fields (`$h`): the full reader's
/// fields (`Raw`, with the header's), what each field holds ([`FIELDS`]), an event line's fields
/// ([`EventFields`]) and its record ([`record_from_fields`]).
macro_rules! fields {
    (
        header { $( $h:ident: $ht:ty = $hk:ident, )* }
        keys { $( $key:ident $(= $name:literal)?: $kind:ident, )* }
        events { $(
            $(#[$_d:meta])* $V:ident $_code:literal $({
                $( $(#[$_fd:meta])* $f:ident: $p:ident $k:ident $_m:ident $(($_a:ident))? ),* $(,)?
                $(; $( $(#[$_jd:meta])* $jf:ident: $jp:ident $jk:ident $_jm:ident ($_ja:ident) ),* $(,)?)?
            })?
        )* }
        unboxed { $($_u:tt)* }
        boxed { $($_b:tt)* }
        kept { $($_k:tt)* }
    ) => {
        #[derive(Deserialize)]
        struct Raw<'a> {
            #[serde(rename = "type", borrow)]
            ty: Option<Cow<'a, str>>,
            #[serde(borrow)]
            at: Option<Cow<'a, str>>,
            $( $(#[serde(rename = $name)])? $key: Option<<kinds::$kind as Held>::Raw>, )*
            $( $h: Option<$ht>, )*
        }

        /// What each known field holds, to explain a line that does not read.
        const FIELDS: &[(&str, Kind)] = &[
            ("type", Kind::Text),
            ("at", Kind::Text),
            $( (key::$key, <kinds::$kind as Held>::KIND), )*
            $( (stringify!($h), Kind::$hk), )*
        ];

        /// The fields of an event line (a header's fields have no place in one).
        #[derive(Default)]
        pub(super) struct EventFields<'a> {
            pub(crate) ty: Option<Cow<'a, str>>,
            pub(crate) at: Option<Cow<'a, str>>,
            $( pub(crate) $key: Option<<kinds::$kind as Held>::Field<'a>>, )*
        }

        impl<'a> From<Raw<'a>> for EventFields<'a> {
            fn from(r: Raw<'a>) -> EventFields<'a> {
                EventFields { ty: r.ty, at: r.at, $( $key: r.$key.map(|x| field!($kind, x)), )* }
            }
        }

        // Each field of an event holds what its key does.
        const _: () = {
            #[allow(non_upper_case_globals)]
            mod held {
                use super::*;
                $( pub(crate) const $key: Kind = <kinds::$kind as Held>::KIND; )*
            }
            $($($( assert!(
                <kinds::$k as Held>::KIND as u8 == held::$f as u8,
                concat!("the field `", stringify!($f), "` of `", stringify!($V), "` holds what its key does")
            ); )*)?)*
            $($($($( assert!(
                <kinds::$jk as Held>::KIND as u8 == held::$jf as u8,
                concat!("the field `", stringify!($jf), "` of `", stringify!($V), "` holds what its key does")
            ); )*)?)?)*
        };

        /// An event line's record and time, borrowing the line's text.
        fn record_from_fields<'a>(raw: &mut EventFields<'a>) -> Result<Borrowed<'a>, Problem> {
            let ty = need(raw.ty.take(), "type", "entry")?;
            let t: &str = &ty;
            let event = match EventKind::parse(t) {
                $( Some(EventKind::$V) => Record::$V { $(
                    $( $f: take!($p $k, raw.$f.take(), key::$f, t), )*
                    $($( $jf: take!($jp $jk, raw.$jf.take(), key::$jf, t), )*)?
                )? }, )*
                None if t == "session" => return Err(Problem::SecondHeader),
                None => return Err(Problem::UnknownType { ty: t.to_string() }),
            };
            Ok((event, check_at(raw.at.take())?))
        }
    };
}

/// A field of a line as the full reader reads it, among the line's fields.
macro_rules! field {
    (text, $x:ident) => {
        Cow::Owned($x)
    };
    (texts, $x:ident) => {
        $x.into_iter().map(Cow::Owned).collect()
    };
    (wholes, $x:ident) => {
        $x.into_iter().map(|(k, v)| (Cow::Owned(k), v)).collect()
    };
    (text_or_texts, $x:ident) => {
        match $x {
            Value::String(s) => vec![Cow::Owned(s)],
            Value::Array(l) => l.into_iter().filter_map(|x| x.as_str().map(|s| Cow::Owned(s.to_string()))).collect(),
            _ => vec![],
        }
    };
    ($_k:ident, $x:ident) => {
        $x
    };
}

/// A field of a record from the line's: it must be there (`one`), may be absent (`opt`), or is
/// empty when absent (`some`).
macro_rules! take {
    (one $k:ident, $x:expr, $key:expr, $t:ident) => {
        held!($k, need($x, $key, $t)?)
    };
    (opt $k:ident, $x:expr, $key:expr, $t:ident) => {
        match $x {
            Some(x) => Some(held!($k, x)),
            None => None,
        }
    };
    (some $k:ident, $x:expr, $key:expr, $t:ident) => {
        match $x {
            Some(x) => held!($k, x),
            None => Default::default(),
        }
    };
}

/// What a record holds of a field: the field, or the entry an `object` holds.
macro_rules! held {
    (object, $x:expr) => {
        Box::new(amended(&$x)?.map(&Cow::Owned))
    };
    ($_k:ident, $x:expr) => {
        $x
    };
}

crate::engine::events::events!(
    fields,
    header {
        format: u32 = Whole,
        ruleset: String = Text,
        ruleset_sha256: String = Text,
        ruleset_yaml: String = Text,
        lang: String = Text,
        card_letters: String = Text,
        options: IndexMap<String, Value> = Object,
        players: Vec<String> = Texts,
        teams: Vec<Vec<String>> = Teams,
    }
);

/// Whether a value is of the kind a field holds.
fn fits(kind: Kind, v: &Value) -> bool {
    {
        let texts = |v: &Value| v.as_array().is_some_and(|a| a.iter().all(|x| x.is_string()));
        match kind {
            Kind::Text => v.is_string(),
            Kind::Texts => texts(v),
            Kind::Whole => v.as_i64().is_some(),
            Kind::Object => v.is_object(),
            Kind::Wholes => v.as_object().is_some_and(|o| o.values().all(|x| x.as_i64().is_some())),
            Kind::TextOrTexts => v.is_string() || texts(v),
            Kind::Teams => v.as_array().is_some_and(|a| a.iter().all(texts)),
            Kind::Any => true,
        }
    }
}

/// Why a line is not a journal entry, in words that do not repeat it.
fn explain(text: &str, serde_message: &str) -> Problem {
    let v: Value = match serde_json::from_str(text) {
        Err(e) => return Problem::NotJson { detail: scrub(&e.to_string()), column: e.column() },
        Ok(v) => v,
    };
    let Some(obj) = v.as_object() else {
        return Problem::NotObject;
    };
    for (field, kind) in FIELDS {
        if let Some(x) = obj.get(*field) {
            if !fits(*kind, x) {
                return Problem::FieldKind { field: field.to_string(), kind: *kind };
            }
        }
    }
    Problem::Shape { detail: scrub(serde_message) }
}

fn need<T>(v: Option<T>, field: &str, ty: &str) -> Result<T, Problem> {
    v.ok_or_else(|| Problem::Missing { ty: ty.to_string(), field: field.to_string() })
}

fn check_at(at: Option<Cow<'_, str>>) -> Result<Option<Cow<'_, str>>, Problem> {
    match at {
        None => Ok(None),
        Some(a) if is_time(&a) => Ok(Some(a)),
        Some(_) => Err(Problem::At),
    }
}

/// Whether a field name is one a journal line may hold (header or event).
pub(super) fn is_field(name: &str) -> bool {
    FIELDS.iter().any(|(f, _)| *f == name)
}

/// Parse one journal line (not the header) into an entry: the plain shape the writer produces
/// in one quick pass (`journal::lite`), anything else by the full reader.
#[doc(hidden)]
pub fn parse_event_line(text: &str, line: usize) -> Result<Entry, Problem> {
    let mut plain = super::lite::Plain::default();
    match super::lite::read(text, &mut plain) {
        Some(()) => entry_from_fields(&mut plain.into(), line),
        None => parse_event_line_slowly(text, line),
    }
}

/// A record and its time (`at`), borrowing a line's text.
type Borrowed<'a> = (Record<Cow<'a, str>>, Option<Cow<'a, str>>);

/// The kind of an event line that ended with `\n` when it has the plain shape and is an entry as
/// it stands (its fields there, its time one), read in one quick pass without building anything.
/// `None` leaves it to [`parse_event_line`] (which also says what is wrong with it).
pub(crate) fn plain_kind(text: &str) -> Option<EventKind> {
    let mut plain = super::lite::Plain::default();
    super::lite::read(text, &mut plain)?;
    plain.entry_kind()
}

/// Whether a line's time (`at`) is one: an RFC 3339 date and time.
pub(super) fn is_time(at: &str) -> bool {
    chrono::DateTime::parse_from_rfc3339(at).is_ok()
}

/// The full reader of an event line, which also explains a line that does not read.
pub(crate) fn parse_event_line_slowly(text: &str, line: usize) -> Result<Entry, Problem> {
    let raw: Raw = serde_json::from_str(text).map_err(|e| explain(text, &e.to_string()))?;
    entry_from_fields(&mut raw.into(), line)
}

fn entry_from_fields(raw: &mut EventFields, line: usize) -> Result<Entry, Problem> {
    let (record, at) = record_from_fields(raw)?;
    Ok(Entry { line, at: at.map(Cow::into_owned), record: record.into_owned() })
}

/// The entry an amend puts in place of another (its time, if it has one, is the amend's).
fn amended(inner: &Value) -> Result<Record, Problem> {
    let text = inner.to_string();
    let raw: Raw =
        serde_json::from_str(&text).map_err(|e| Problem::InAmend(Box::new(explain(&text, &e.to_string()))))?;
    let mut fields: EventFields = raw.into();
    if matches!(fields.ty.as_deref(), Some("amend" | "undo" | "session")) {
        return Err(Problem::AmendOfAmend);
    }
    fields.at = None;
    let (record, _) = record_from_fields(&mut fields).map_err(|e| Problem::InAmend(Box::new(e)))?;
    Ok(record.into_owned())
}

/// Parse the header line.
pub(crate) fn parse_header(text: &str) -> Result<Header, Problem> {
    let raw: Raw = serde_json::from_str(text).map_err(|e| explain(text, &e.to_string()))?;
    if raw.ty.as_deref() != Some("session") {
        return Err(Problem::NotHeader);
    }
    let format = need(raw.format, "format", "session")?;
    if format != 1 {
        return Err(Problem::Format { format });
    }
    let mut options = IndexMap::new();
    for (k, v) in raw.options.unwrap_or_default() {
        let ov = OptValue::from_json(&v).ok_or_else(|| Problem::OptionValue { key: k.clone() })?;
        options.insert(k, ov);
    }
    if let Some(y) = &raw.ruleset_yaml {
        if y.len() as u64 > MAX_RULESET_BYTES {
            return Err(Problem::RulesetTooLarge { max: MAX_RULESET_BYTES });
        }
    }
    if let Some(l) = &raw.lang {
        if !matches!(l.as_str(), "en" | "es" | "fr") {
            return Err(Problem::Lang { lang: l.clone() });
        }
    }
    if let Some(l) = &raw.card_letters {
        if crate::cards::Letters::from_code(l).is_none() {
            return Err(Problem::CardLetters { letters: l.clone() });
        }
    }
    let ruleset = need(raw.ruleset, "ruleset", "session")?;
    if ruleset.is_empty() || ruleset.len() > 4096 || ruleset.chars().any(crate::term::is_unsafe) {
        return Err(Problem::RulesetName);
    }
    let players = need(raw.players, "players", "session")?;
    crate::names::check_structure(&players).map_err(Problem::Players)?;
    Ok(Header {
        format,
        ruleset,
        ruleset_sha256: raw.ruleset_sha256,
        ruleset_yaml: raw.ruleset_yaml,
        lang: raw.lang,
        card_letters: raw.card_letters,
        options,
        players,
        teams: raw.teams,
        at: check_at(raw.at)?.map(Cow::into_owned),
    })
}

/// Whether the bytes of a last line (without its line end) are a line cut short by a crash: the
/// start of a JSON object that ends too soon, possibly inside a character. Anything else that does
/// not read is damage, reported as such.
pub(crate) fn cut_short(bytes: &[u8]) -> bool {
    let text = match std::str::from_utf8(bytes) {
        Ok(t) => t,
        // Cut inside a character: what comes before it must be the start of a line.
        Err(e) if e.error_len().is_none() => match std::str::from_utf8(&bytes[..e.valid_up_to()]) {
            Ok(t) => t,
            Err(_) => return false,
        },
        Err(_) => return false,
    };
    let text = text.trim_start_matches('\u{feff}').trim_end_matches('\r');
    text.trim_start().starts_with('{')
        && matches!(serde_json::from_str::<serde::de::IgnoredAny>(text), Err(e) if e.is_eof())
}

/// Hand each line of `r` (without its `\n`) to `on_line` with its number, whether it ended with
/// `\n`, and its text when it is known to be UTF-8, straight from the reader's buffer when the
/// line lies within it: the complete lines of a buffer are checked as UTF-8 at once, not one by
/// one. A line longer than `cap` bytes stops the reading with `Err(None)`; `on_line` stops it with
/// `Err(Some(e))`.
fn for_each_line<R: BufRead, E>(r: &mut R, cap: usize, on_line: &mut OnLine<'_, E>) -> Result<usize, LineStop<E>> {
    let mut buf: Vec<u8> = Vec::new();
    let mut n = 0;
    loop {
        let avail = r.fill_buf().map_err(LineStop::Io)?;
        if avail.is_empty() {
            if !buf.is_empty() {
                n += 1;
                on_line(n, &buf, false, None).map_err(LineStop::Stop)?;
            }
            return Ok(n);
        }
        match memchr::memchr(b'\n', avail) {
            Some(i) if buf.is_empty() => {
                // Every complete line in the buffer, checked as text at once (if that fails, each
                // line is handed over as bytes and checked alone).
                let whole = memchr::memrchr(b'\n', avail).unwrap_or(i);
                let block = &avail[..whole];
                let text = std::str::from_utf8(block).ok();
                let mut at = 0;
                for end in memchr::memchr_iter(b'\n', block).chain(std::iter::once(whole)) {
                    if end - at > cap {
                        return Err(LineStop::TooLong(n + 1));
                    }
                    n += 1;
                    on_line(n, &block[at..end], true, text.and_then(|t| t.get(at..end))).map_err(LineStop::Stop)?;
                    at = end + 1;
                }
                r.consume(whole + 1);
            }
            Some(i) => {
                if buf.len() + i > cap {
                    return Err(LineStop::TooLong(n + 1));
                }
                buf.extend_from_slice(&avail[..i]);
                r.consume(i + 1);
                n += 1;
                on_line(n, &buf, true, None).map_err(LineStop::Stop)?;
                buf.clear();
            }
            None => {
                let len = avail.len();
                if buf.len() + len > cap {
                    return Err(LineStop::TooLong(n + 1));
                }
                buf.extend_from_slice(avail);
                r.consume(len);
            }
        }
    }
}

/// An event line as [`Journal::read_lines`] hands it over.
pub(crate) enum Line<'a> {
    /// A line that ended with `\n`, known to be UTF-8 text (checked with the rest of its
    /// buffer), before the full reader sees it.
    Bytes(&'a str),
    /// A line of text.
    Text(&'a str),
}

/// What [`Journal::read_lines`] calls with each event line and its number.
pub(crate) type OnEventLine<'f> = dyn FnMut(Line<'_>, usize) -> Result<bool, Problem> + 'f;

/// What [`for_each_line`] calls with each line: its number, bytes, whether it ended with `\n`, and
/// its text if it is already known to be UTF-8.
type OnLine<'f, E> = dyn FnMut(usize, &[u8], bool, Option<&str>) -> Result<(), E> + 'f;

/// Why [`for_each_line`] stopped early.
enum LineStop<E> {
    Io(std::io::Error),
    TooLong(usize),
    Stop(E),
}

impl Journal {
    /// Read a journal file whole: a regular file of at most [`MAX_JOURNAL_BYTES`].
    pub fn read(path: &Path) -> Result<Journal, Error> {
        let (file, _) = files::open_regular(path, files::What::Journal, MAX_JOURNAL_BYTES, false)?;
        Journal::from_reader(BufReader::with_capacity(1 << 16, file.take(MAX_JOURNAL_BYTES + 1)), path)
    }

    /// Read journal text whole; `path` names it in messages.
    pub fn parse(text: &str, path: &Path) -> Result<Journal, Error> {
        Journal::from_reader(text.as_bytes(), path)
    }

    /// Read a journal file already open ([`files::open_regular`]) whole, from its start and at
    /// most `bytes` of it.
    pub(crate) fn read_held(file: &std::fs::File, bytes: u64, path: &Path) -> Result<Journal, Error> {
        Journal::from_reader(BufReader::with_capacity(1 << 16, files::At::start(file).take(bytes)), path)
    }

    fn from_reader<R: BufRead>(r: R, path: &Path) -> Result<Journal, Error> {
        let mut entries = Vec::new();
        let part = scan_part(r, path, Start::default(), &mut |line, n| match line {
            Line::Bytes(_) => Ok(false),
            Line::Text(text) => parse_event_line(text, n).map(|e| {
                entries.push(e);
                true
            }),
        })?;
        let header = part.header.ok_or(Error::NotStarted { path: path.display().to_string() })?;
        Ok(Journal { path: path.to_path_buf(), header, entries, warnings: part.warnings, last_line: part.last_line })
    }

    /// Read a journal file already open ([`files::open_regular`]) line by line, from its start
    /// and at most `bytes` of it, without keeping its entries: the header, then each event line
    /// with its number, a line that ended with `\n` first as [`Line::Bytes`] (`Ok(true)`: taken;
    /// `Ok(false)` or an error: hand it over as text), then as [`Line::Text`] once it is known
    /// to be text (`Ok(_)`: taken; `Err`: why it does not read, unless it is a last line cut
    /// short). `path` names it in messages. The file may be read so again, at once from other
    /// threads too: it is read by position.
    pub(crate) fn read_lines(
        file: &std::fs::File,
        bytes: u64,
        path: &Path,
        on_line: &mut OnEventLine<'_>,
    ) -> Result<Scanned, Error> {
        let r = BufReader::with_capacity(1 << 16, files::At::start(file).take(bytes));
        let part = scan_part(r, path, Start::default(), on_line)?;
        let header = part.header.ok_or(Error::NotStarted { path: path.display().to_string() })?;
        Ok(Scanned { header, warnings: part.warnings, last_line: part.last_line, bytes: part.bytes })
    }
}

/// A journal's header read alone, when it is the plain first line, and where its events start.
#[derive(Debug, Clone)]
pub(crate) struct Head {
    pub(crate) header: Header,
    /// The bytes of the header's line, its line end included.
    bytes: u64,
}

impl Head {
    /// Where the event lines start.
    pub(super) fn events(&self) -> Start {
        Start { lines: 1, bytes: self.bytes, events: true }
    }
}

/// The header of the journal `file` when its first line is one, whole, ended by `\n`, without
/// reading further. `None` for anything else (a blank or cut-short first line, a header that does
/// not read): [`Journal::read_lines`] reads it and says what is wrong.
pub(crate) fn read_head(file: &std::fs::File) -> Option<Head> {
    // A small buffer (zeroed before its first use): a header line is short but for a user's
    // ruleset, which takes a few reads.
    let mut r = BufReader::with_capacity(1 << 12, files::At::start(file).take(MAX_LINE_BYTES as u64 + 1));
    let mut line = Vec::new();
    r.read_until(b'\n', &mut line).ok()?;
    let bytes = line.len() as u64;
    let text = line.strip_suffix(b"\n")?;
    let text = text.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(text);
    let text = text.strip_suffix(b"\r").unwrap_or(text);
    let header = parse_header(std::str::from_utf8(text).ok()?).ok()?;
    Some(Head { header, bytes })
}

/// Where a reading starts: at the start of the file, or (a journal read in parts) at the start
/// of a line past the header, with `lines` lines and `bytes` bytes before it.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Start {
    pub(crate) lines: usize,
    pub(crate) bytes: u64,
    /// Past the header: every line is an event line.
    pub(crate) events: bool,
}

/// What reading a journal from a [`Start`] leaves: the header if it was read, warnings, the
/// number of the last line, and the bytes read.
pub(super) struct Part {
    pub(crate) header: Option<Header>,
    pub(crate) warnings: Vec<super::Warning>,
    pub(crate) last_line: usize,
    pub(crate) bytes: u64,
}

/// [`Journal::read_lines`] from `start`: `r` reads the file from there. Lines are numbered as
/// in the whole file.
pub(super) fn scan_part<R: BufRead>(
    mut r: R,
    path: &Path,
    start: Start,
    on_line: &mut OnEventLine<'_>,
) -> Result<Part, Error> {
    let shown = path.display().to_string();
    let jerr = |line: usize, problem: Problem| Error::Journal { path: shown.clone(), line, problem };
    let mut header: Option<Header> = None;
    let mut warnings = Vec::new();
    let mut total = start.bytes;
    let mut bytes_read = 0u64;
    let mut cut = false;
    let read_all = for_each_line(&mut r, MAX_LINE_BYTES, &mut |n, line, complete, checked| {
        let n = n + start.lines;
        bytes_read += line.len() as u64 + u64::from(complete);
        if cut {
            return Ok(());
        }
        total += line.len() as u64 + 1;
        if total > MAX_JOURNAL_BYTES + 1 {
            return Err(Error::File(files::FileError {
                path: shown.clone(),
                what: files::What::Journal,
                problem: files::FileProblem::GrewPast { max: MAX_JOURNAL_BYTES },
            }));
        }
        let mut bytes: &[u8] = line;
        let mut checked = checked;
        if n == 1 {
            bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
            checked = checked.map(|t| t.strip_prefix('\u{feff}').unwrap_or(t));
        }
        if bytes.last() == Some(&b'\r') {
            bytes = &bytes[..bytes.len() - 1];
            checked = checked.and_then(|t| t.strip_suffix('\r'));
        }
        let events = start.events || header.is_some();
        if let (true, Some(t)) = (complete && events, checked) {
            if matches!(on_line(Line::Bytes(t), n), Ok(true)) {
                return Ok(());
            }
        }
        let text = match checked.map_or_else(|| std::str::from_utf8(bytes), Ok) {
            Ok(t) => t,
            Err(_) if !complete && cut_short(bytes) => {
                if !events {
                    return Err(Error::NotStarted { path: shown.clone() });
                }
                warnings.push(super::Warning::CutLine { line: n });
                cut = true;
                return Ok(());
            }
            Err(e) => {
                let column = String::from_utf8_lossy(&bytes[..e.valid_up_to()]).chars().count() + 1;
                return Err(jerr(n, Problem::NotUtf8 { column }));
            }
        };
        if text.trim().is_empty() {
            return Ok(());
        }
        let parsed = if events {
            on_line(Line::Text(text), n).map(drop)
        } else {
            parse_header(text).map(|h| {
                header = Some(h);
            })
        };
        match parsed {
            Ok(()) => {}
            Err(_) if !complete && !events && cut_short(bytes) => {
                return Err(Error::NotStarted { path: shown.clone() })
            }
            Err(_) if !complete && cut_short(bytes) => warnings.push(super::Warning::CutLine { line: n }),
            Err(msg) => return Err(jerr(n, msg)),
        }
        Ok(())
    });
    let last_line = match read_all {
        Ok(n) => n + start.lines,
        Err(LineStop::Io(e)) => return Err(Error::io(&shown, e)),
        Err(LineStop::TooLong(n)) => {
            return Err(jerr(n + start.lines, Problem::LineTooLong { max: MAX_LINE_BYTES as u64 }))
        }
        Err(LineStop::Stop(e)) => return Err(e),
    };
    Ok(Part { header, warnings, last_line, bytes: bytes_read })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::journal::event_json;

    /// An error as the English catalogue says it.
    fn en(e: &Error) -> String {
        crate::i18n::Lang::En.catalog().error(e, None)
    }

    #[test]
    fn round_trip_and_cut_line() {
        let text = "{\"type\":\"session\",\"format\":1,\"ruleset\":\"belote-classic\",\"players\":[\"A\",\"B\",\"C\",\"D\"]}\n{\"type\":\"deal\",\"dealer\":\"A\",\"turned\":\"JH\"}\n{\"type\":\"bid\",\"pla";
        let j = Journal::parse(text, Path::new("x.jsonl")).unwrap();
        assert_eq!(j.entries.len(), 1);
        assert_eq!(j.warnings, vec![crate::journal::Warning::CutLine { line: 3 }]);
        let back = event_json(&j.entries[0]);
        assert_eq!(back["dealer"], "A");
    }

    #[test]
    fn malformed_line_names_line_and_field() {
        let text = "{\"type\":\"session\",\"format\":1,\"ruleset\":\"bestia\",\"players\":[\"A\",\"B\",\"C\"]}\n{\"type\":\"play\",\"player\":\"A\"}\n";
        let e = en(&Journal::parse(text, Path::new("x.jsonl")).unwrap_err());
        assert!(e.contains("line 2") && e.contains("'card'"), "{e}");
    }

    #[test]
    fn messages_never_repeat_the_line() {
        let head = "{\"type\":\"session\",\"format\":1,\"ruleset\":\"bestia\",\"players\":[\"A\",\"B\",\"C\"]}\n";
        for bad in [
            "{\"type\":\"play\",\"player\":\"A\",\"card\":[\"SECRET\"]}",
            "{\"type\":\"exchange\",\"player\":\"A\",\"count\":\"SECRET\"}",
            "{\"type\":\"SECRET\x1b[2J\"}",
            "root:x:0:0:SECRET:/root:/bin/bash",
            "[\"SECRET\"]",
        ] {
            let e = en(&Journal::parse(&format!("{head}{bad}\n"), Path::new("x.jsonl")).unwrap_err());
            assert!(e.contains("line 2"), "{e}");
            assert!(!e.contains('\x1b'), "{e}");
            if !bad.contains("\"type\":\"SECRET") {
                assert!(!e.contains("SECRET"), "{e}");
            }
        }
    }

    #[test]
    fn an_empty_file_or_a_cut_header_holds_no_session() {
        for text in ["", "\n\n", "{\"type\":\"session\",\"for"] {
            let e = Journal::parse(text, Path::new("x.jsonl")).unwrap_err();
            assert!(matches!(e, Error::NotStarted { .. }), "{text:?}: {e:?}");
        }
    }

    #[test]
    fn lines_across_buffers_are_checked_as_text_and_a_bad_one_is_named() {
        // Past one 64 KiB buffer, with characters of two, three and four bytes on every line.
        let head = "{\"type\":\"session\",\"format\":1,\"ruleset\":\"bestia\",\"players\":[\"A\",\"B\",\"C\"]}\n";
        let note = "{\"type\": \"note\", \"text\": \"café ♥ 🂡\"}\n";
        let mut text = head.as_bytes().to_vec();
        for _ in 0..3000 {
            text.extend_from_slice(note.as_bytes());
        }
        let mut f = tempfile::NamedTempFile::new().unwrap();
        std::io::Write::write_all(&mut f, &text).unwrap();
        let j = Journal::read(f.path()).unwrap();
        assert_eq!(j.entries.len(), 3000);
        assert!(j.entries.iter().all(|e| e.record == Record::Note { text: "café ♥ 🂡".into() }));
        // A byte that is not UTF-8 on line 2,502 (past the first buffer), after 28 ASCII characters.
        let at = head.len() + 2500 * note.len() + 28;
        text[at] = 0xFF;
        let mut f = tempfile::NamedTempFile::new().unwrap();
        std::io::Write::write_all(&mut f, &text).unwrap();
        let e = Journal::read(f.path()).unwrap_err();
        assert!(matches!(e, Error::Journal { line: 2502, problem: Problem::NotUtf8 { column: 29 }, .. }), "{e:?}");
    }

    #[test]
    fn a_byte_order_mark_and_crlf_are_read() {
        let text = "\u{feff}{\"type\":\"session\",\"format\":1,\"ruleset\":\"bestia\",\"players\":[\"A\",\"B\",\"C\"]}\r\n{\"type\":\"note\",\"text\":\"x\"}\r\n";
        let j = Journal::parse(text, Path::new("x.jsonl")).unwrap();
        assert_eq!(j.entries.len(), 1);
    }
}
