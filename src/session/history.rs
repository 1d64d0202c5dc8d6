/*!
The hands a long session keeps (#40). A table resumed keeps, of the hands settled before the last
[`RECENT_WHOLE`], what its scoreboard, board and phones show (number, outcome, contract, score,
breakdown, notes shown) and forgets what only a verdict reads: the tricks card by card, the melds,
the counts for statistics, the best meld and the times. A verdict asked of such a session is made
from its entries folded again from the start (the old ones read back from the journal:
[`super::spill`]), every hand whole.
*/

use super::Session;
use crate::engine::HandReport;

/// The hands settled last that are kept whole: more than any board or scoreboard lists.
pub(super) const RECENT_WHOLE: usize = 64;

/// Whether a session keeps every hand whole.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum OldHands {
    /// Every hand is kept whole.
    Whole,
    /// The hands before the last [`RECENT_WHOLE`] forget what only a verdict reads; `any`: some
    /// hand did.
    Lean { any: bool },
}

impl Session {
    /// This session, its hands before the last [`RECENT_WHOLE`] kept lean from now on.
    pub(super) fn keeping_old_hands_lean(mut self) -> Session {
        self.old_hands = OldHands::Lean { any: false };
        self
    }

    /// The hand just settled is kept: the one [`RECENT_WHOLE`] hands before it forgets what only
    /// a verdict reads, if this session keeps old hands lean.
    pub(super) fn lean_old_hand(&mut self) {
        let OldHands::Lean { any } = &mut self.old_hands else { return };
        let Some(k) = self.reports.len().checked_sub(RECENT_WHOLE + 1) else { return };
        *any |= forget(&mut self.reports[k]);
    }

    /// This session with every hand whole, when some hand was kept lean: its entries folded again
    /// from the start, as a replay of its journal would. `None`: every hand is whole.
    pub(super) fn with_every_hand_whole(&self) -> Option<Session> {
        if !matches!(self.old_hands, OldHands::Lean { any: true }) {
            return None;
        }
        let mut whole = Session::with_ruleset(self.header.clone(), self.ruleset.clone()).ok()?;
        for stored in self.entries.iter() {
            whole.push_decoded(stored.line(), self.entries.at(stored), self.entries.event(stored));
        }
        // An `undo` that found nothing to retract is not an entry: said as this session says it.
        whole.idle = self.idle.clone();
        Some(whole)
    }
}

/// Forget what only a verdict reads of a hand; whether there was anything.
fn forget(h: &mut HandReport) -> bool {
    let had = h.tricks.is_some()
        || h.melds.is_some()
        || !h.counts.sides.is_empty()
        || !h.counts.players.is_empty()
        || h.notes.best_meld.is_some()
        || h.notes.started_at.is_some()
        || h.notes.ended_at.is_some();
    h.tricks = None;
    h.melds = None;
    h.counts.sides = Vec::new();
    h.counts.players = Vec::new();
    h.notes.best_meld = None;
    h.notes.started_at = None;
    h.notes.ended_at = None;
    // What is kept, in no more room than it takes (a game's lists are made with room to grow).
    h.score.shrink_to_fit();
    h.breakdown.shrink_to_fit();
    h.infractions.shrink_to_fit();
    h.notes.announcements.shrink_to_fit();
    had
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::journal::read::parse_event_line;
    use crate::journal::Journal;

    /// Hands 1-4 of a shared example repeated into a journal of `hands` hands, and the line and
    /// text of the first play of its second hand.
    fn journal(hands: usize) -> (Journal, usize, String) {
        let (path, out, cycle) = crate::journal::sample::repeated_night("belote-classic-a.jsonl", hands);
        let k = cycle[1].iter().position(|l| l.contains("\"play\"")).unwrap();
        // The header is line 1, the first hand lines 2 on.
        let line = 2 + cycle[0].len() + k;
        (Journal::parse(&out, &path).unwrap(), line, cycle[1][k].to_string())
    }

    fn folded(j: &Journal, lean: bool) -> Session {
        let s = Session::open(j.header.clone(), None, "night").unwrap();
        let mut s = if lean { s.keeping_old_hands_lean() } else { s };
        for e in j.entries.clone() {
            s.push(e);
        }
        s
    }

    /// What is compared of two verdicts (a verdict has no equality of its own).
    fn said(s: &Session) -> String {
        let v = s.verdict();
        format!("{:?} {:?} {:?} {:?}", v.hands, v.standing, v.infractions, v.errors)
    }

    fn shown(h: &HandReport) -> String {
        let n = &h.notes;
        format!(
            "{} {:?} {:?} {:?} {:?} {} {:?}",
            h.number, h.outcome, h.contract, h.score, h.breakdown, n.tallied, n.announcements
        )
    }

    #[test]
    fn a_lean_night_shows_what_a_whole_one_shows_and_says_the_same_verdict() {
        let (j, line, play) = journal(RECENT_WHOLE + 16);
        let (mut whole, mut lean) = (folded(&j, false), folded(&j, true));
        let (w, l) = (whole.reports(), lean.reports());
        assert_eq!(w.len(), l.len());
        assert!(l.len() > RECENT_WHOLE + 8, "{}", l.len());
        // Every hand shows the same; the old ones have forgotten their tricks and counts.
        assert!(w.iter().zip(l).all(|(a, b)| shown(a) == shown(b)));
        let old = l.len() - RECENT_WHOLE;
        assert!(w[..old].iter().all(|h| h.tricks.is_some() && !h.counts.sides.is_empty()));
        assert!(l[..old].iter().all(|h| h.tricks.is_none() && h.counts.sides.is_empty()));
        assert_eq!(w[old..], l[old..]);
        assert_eq!(said(&whole), said(&lean));
        assert!(lean.verdict().hands.iter().all(|h| h.tricks.is_some()));

        // An amend far back (the same play in its place) and undos across hands' ends.
        let amend = format!("{{\"type\": \"amend\", \"line\": {line}, \"entry\": {play}}}");
        for s in [&mut whole, &mut lean] {
            s.apply(parse_event_line(&amend, 0).unwrap()).unwrap();
            for _ in 0..100 {
                s.apply(parse_event_line("{\"type\": \"undo\"}", 0).unwrap()).unwrap();
            }
        }
        assert_eq!(whole.reports().len(), lean.reports().len());
        assert!(whole.reports().iter().zip(lean.reports()).all(|(a, b)| shown(a) == shown(b)));
        assert_eq!(said(&whole), said(&lean));
    }

    #[test]
    fn a_short_lean_night_is_whole() {
        let (j, _, _) = journal(RECENT_WHOLE - 4);
        let lean = folded(&j, true);
        assert!(lean.reports().iter().all(|h| h.tricks.is_some()));
        assert!(lean.with_every_hand_whole().is_none());
    }
}
