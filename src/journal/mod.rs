/*!
The session journal (format 1, `docs/journal.md`): JSON Lines, the header first, then one event
per line.

- [`read`]: the reader. Only a regular file under a size cap is read, line by line under a line
  cap; every complete line is kept, a cut-short last line is reported and ignored, a malformed
  line is an error naming the line and what is wrong with it (never the line's content).
  `decoded` decodes its lines on a second thread; [`follow`] reads only what another process
  appended since its last look.
- `write`: the one writer. It holds an exclusive lock on a file beside the journal (`lock`:
  `NAME.lock`; readers take none and never wait), appends and fsyncs every
  entry before the prompt moves on, checks before reporting anything saved that the path still
  names the file it holds, mends a cut-short last line before appending, and leaves the journal
  whole when the disk is full.

Entries are never deleted: `undo` is itself an entry that retracts the latest entry not yet
retracted (`effective`).
*/

#[doc(hidden)]
pub mod codec;
pub(crate) mod decoded;
#[doc(hidden)]
pub mod follow;
mod kinds;
mod lite;
pub(crate) mod lock;
#[doc(hidden)]
pub mod read;
mod record;
#[cfg(test)]
pub(crate) mod sample;
pub(crate) mod write;

pub(crate) use crate::error::journal::Problem;
#[doc(hidden)]
pub use read::{parse_event_line, Journal};
#[doc(hidden)]
pub use record::Record;
pub(crate) use write::{Mended, Writer};

use crate::ruleset::OptValue;
use indexmap::IndexMap;
use serde_json::{Map, Value};

/// The first line of a journal.
#[derive(Debug, Clone, PartialEq, Default)]
#[doc(hidden)]
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

/// An event with its place in the journal.
#[derive(Debug, Clone, PartialEq)]
#[doc(hidden)]
pub struct Entry {
    /// 1-based line in the journal (0 for entries not yet written).
    pub line: usize,
    pub at: Option<String>,
    pub record: Record,
}

/// The entries in force: every `undo` retracts the latest entry not yet retracted.
#[cfg(test)]
pub(crate) fn effective(entries: &[Entry]) -> Vec<&Entry> {
    effective_and_idle(entries).0
}

/// [`effective`], and the `undo` entries that found nothing to retract.
#[cfg(test)]
pub(crate) fn effective_and_idle(entries: &[Entry]) -> (Vec<&Entry>, Vec<&Entry>) {
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
#[doc(hidden)]
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
#[doc(hidden)]
pub fn event_json(e: &Entry) -> Value {
    let mut m = record::object(&e.record);
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
#[doc(hidden)]
pub enum Warning {
    /// The last line was cut short (a crash while writing it) and is ignored.
    CutLine { line: usize },
    /// The ruleset's text differs from the one the session was recorded with.
    RulesetChanged { ruleset: String },
}
