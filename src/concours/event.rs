//! What the organiser enters, one journal line each: a round's draw, a table's result, a
//! withdrawal, a late team, a round drawn again, an undo, an amend. Teams are indices into the
//! journal's teams here (the header's, then those its `add` lines name, in the order they first
//! appear); the journal writes their ids.

/// Where a result came from when it was not typed: a session journal of the table's partie,
/// by name and sha256 (no command opens that path again).
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub struct Provenance {
    pub journal: String,
    pub sha256: String,
}

/// A table's partie as handed in.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub struct Score {
    pub round: u32,
    pub table: u32,
    /// The teams the line names, in the order of `points` (the table's, as the draw seats
    /// them; none when the line does not name them).
    pub teams: Option<[usize; 2]>,
    /// The two teams' totals, in the table's order of teams.
    pub points: [i64; 2],
    pub belotes: u32,
    pub capots: u32,
    /// Points still held by a litige when the partie ended.
    pub held: i64,
    /// Hands played (a session journal's; typed results: the concours's H).
    pub hands: Option<u32>,
    pub from: Option<Provenance>,
}

/// One round's draw: `tables[0]` is table 1.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub struct Draw {
    pub(crate) round: u32,
    pub(crate) tables: Vec<[usize; 2]>,
    pub(crate) bye: Option<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub enum Event {
    Draw(Draw),
    Result(Score),
    Withdraw {
        team: usize,
        from_round: u32,
    },
    /// Late teams (each with its index), playing from `from_round` (the next round to draw): the
    /// rounds before score as byes that are not their own.
    Add {
        teams: Vec<(usize, super::header::Team)>,
        from_round: u32,
    },
    /// The current round drawn again (none of its results in), with `seed`; it replaces the
    /// round's draw in force.
    Redraw {
        draw: Draw,
        seed: u64,
    },
    /// Retracts the latest entry in force.
    Undo,
    /// Replaces the entry at journal line `line` (a result or a withdrawal).
    Amend {
        line: usize,
        event: Box<Event>,
    },
}

impl Event {
    /// The entry's type as the journal writes it.
    pub(crate) fn kind(&self) -> &'static str {
        match self {
            Event::Draw(_) => "draw",
            Event::Result(_) => "result",
            Event::Withdraw { .. } => "withdraw",
            Event::Add { .. } => "add",
            Event::Redraw { .. } => "redraw",
            Event::Undo => "undo",
            Event::Amend { .. } => "amend",
        }
    }
}

/// An event and the journal line it stands on.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub struct Entry {
    pub(crate) line: usize,
    pub(crate) at: Option<String>,
    pub(crate) event: Event,
}
