//! What the sides make of a partie's result at a served concours table (docs/concours.md, "From
//! the tables"): each side's `confirm` or `dispute`, read from the journal's entries in the order
//! they were written. Any other entry after them (an undo, an amend, a note: a correction) lapses
//! every confirmation and dispute made before it, so the sides confirm the corrected partie again.

use super::Session;
use crate::engine::Event;

/// Each side's word on the result, by side.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Confirmations {
    /// The sides that have confirmed since the last correction.
    pub(crate) confirmed: Vec<bool>,
    /// The sides that dispute it since the last correction, and why.
    pub(crate) disputed: Vec<Option<String>>,
}

impl Confirmations {
    /// Every side has confirmed (and none disputes).
    pub(crate) fn all_confirmed(&self) -> bool {
        !self.confirmed.is_empty() && self.confirmed.iter().all(|c| *c)
    }
}

impl Session {
    /// Each side's confirmation or dispute of the result, as the entries written so far leave
    /// them (entries the referee refused play no part).
    pub(crate) fn confirmations(&self) -> Confirmations {
        let sides = self.seating.sides.len();
        let mut c = Confirmations { confirmed: vec![false; sides], disputed: vec![None; sides] };
        let refused: std::collections::HashSet<usize> = self.errors.iter().chain(&self.idle).map(|e| e.line).collect();
        for stored in self.entries.iter() {
            if refused.contains(&stored.line()) {
                continue;
            }
            match self.entries.event(stored) {
                Ok(Event::Confirm { side }) if side < sides => {
                    c.confirmed[side] = true;
                    c.disputed[side] = None;
                }
                Ok(Event::Dispute { side, text }) if side < sides => {
                    c.confirmed[side] = false;
                    c.disputed[side] = Some(text);
                }
                Ok(_) => c = Confirmations { confirmed: vec![false; sides], disputed: vec![None; sides] },
                Err(_) => {}
            }
        }
        c
    }
}
