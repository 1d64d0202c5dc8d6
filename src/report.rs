/*!
What a replay reports: hands, totals, the winner, infractions and entries that could not be
applied. [`Verdict`] serializes to exactly the `verify --json` object of journal.md; the extra
fields a summary needs (timings, statistics) are skipped in JSON.
*/

use indexmap::IndexMap;
use serde::Serialize;

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct TrickReport {
    pub leader: String,
    pub cards: Vec<String>,
    pub winner: String,
    pub points: i64,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct MeldReport {
    pub player: String,
    pub cards: Vec<String>,
    pub points: i64,
    pub scored: bool,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct LanceReport {
    pub winner: Option<String>,
    pub chips: i64,
}

#[derive(Debug, Clone, Serialize, Default)]
pub struct HandReport {
    pub number: usize,
    pub dealer: String,
    pub outcome: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trump: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub taker: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    pub score: IndexMap<String, i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tricks: Option<Vec<TrickReport>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub melds: Option<Vec<MeldReport>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chips: Option<IndexMap<String, i64>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pot: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lances: Option<IndexMap<String, LanceReport>>,
    /// For summaries: announcements as said (player: names), belotes scored, capot.
    #[serde(skip)]
    pub notes: HandNotes,
}

#[derive(Debug, Clone, Default)]
pub struct HandNotes {
    pub first_line: usize,
    pub last_line: usize,
    pub started_at: Option<String>,
    pub ended_at: Option<String>,
    pub announcements: Vec<String>,
    pub belotes: usize,
    pub capot: bool,
    pub best_meld: Option<(i64, String)>,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Proof {
    pub trick: usize,
    pub card: String,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Infraction {
    pub hand: usize,
    pub trick: Option<usize>,
    pub player: String,
    pub rule: String,
    pub card: Option<String>,
    pub proof: Option<Proof>,
    pub message: String,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct EntryError {
    pub line: usize,
    pub message: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct Verdict {
    pub ok: bool,
    pub ruleset: String,
    pub sides: Vec<String>,
    pub hands: Vec<HandReport>,
    pub totals: IndexMap<String, i64>,
    pub winner: Option<String>,
    pub infractions: Vec<Infraction>,
    pub errors: Vec<EntryError>,
    #[serde(skip)]
    pub warnings: Vec<String>,
}
