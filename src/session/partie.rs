//! A session journal read as a partie of a concours table (`concours result --from`): replayed
//! through the one reducer, as `verify` replays it, and summed up as the facts a concours checks
//! (its ruleset and options, its sides, its totals, the hands played, whether it is over, the
//! entries that could not be applied) with the sha256 of the file it came from.

use super::Session;
use crate::engine::Outcome;
use crate::error::Error;
use crate::journal::Journal;
use crate::ruleset::OptValue;
use indexmap::IndexMap;
use std::path::Path;

/// What a session journal comes to as a partie.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Partie {
    /// The ruleset's name.
    pub(crate) ruleset: String,
    /// Every option the session played with at its end (the ruleset's defaults and the
    /// journal's own).
    pub(crate) options: IndexMap<String, OptValue>,
    /// The players of each side, in seating order.
    pub(crate) sides: Vec<Vec<String>>,
    /// Each side's total at the end.
    pub(crate) totals: Vec<i64>,
    /// Hands played (a deal everyone passed is not one).
    pub(crate) hands: u32,
    /// The game is over: won, or its partie of `hands` hands played.
    pub(crate) over: bool,
    /// Entries the referee could not apply.
    pub(crate) refused: usize,
    /// Every side has confirmed the result (a served concours table), with no entry since.
    pub(crate) confirmed: bool,
    /// The sha256 of the journal file's bytes (hex).
    pub(crate) sha256: String,
}

/// Read and replay the session journal at `path`.
pub(crate) fn partie(path: &Path) -> Result<Partie, Error> {
    let bytes = crate::files::read_text(path, crate::files::What::Journal, crate::files::MAX_JOURNAL_BYTES)?;
    let sha256 = crate::ruleset::sha256_hex(bytes.as_bytes());
    let journal = Journal::parse(&bytes, path)?;
    let s = Session::replay(&journal)?;
    let v = s.verdict();
    let seats = &s.seating;
    Ok(Partie {
        ruleset: s.ruleset.name.clone(),
        options: s.options.iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
        sides: seats.members.iter().map(|m| m.iter().map(|&p| seats.players[p].clone()).collect()).collect(),
        totals: v.standing.totals.clone(),
        hands: v.hands.iter().filter(|h| h.outcome == Outcome::Played).count() as u32,
        over: v.standing.over || v.standing.winner.is_some(),
        refused: v.errors.len(),
        confirmed: s.confirmations().all_confirmed(),
        sha256,
    })
}
