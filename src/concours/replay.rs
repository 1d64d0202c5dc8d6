//! The entries in force: `undo` retracts the latest entry in force, `amend` replaces a result or
//! a withdrawal as if it had been entered in its place (the concours is folded again; if any
//! entry would then be refused, the amend is refused and nothing changes). Nothing is deleted
//! from the file.

use super::event::{Draw, Entry, Event};
use super::header::Header;
use super::state::{Arithmetic, Concours};
use crate::error::ConcoursProblem as P;

#[derive(Debug, Clone)]
enum InForce {
    Plain(usize),
    /// An amend at journal line `line` of the entry at `target`, and what it replaced.
    Amend {
        line: usize,
        target: usize,
        previous: Event,
    },
}

/// What `undo` would retract: the latest entry in force (its line and type), or the latest
/// amend (its own line, and the line it replaced).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum Undoable {
    Entry { line: usize, kind: &'static str },
    Amend { line: usize, target: usize },
}

/// A concours and the entries in force that made it.
#[derive(Debug, Clone)]
#[doc(hidden)]
pub struct Replayed {
    /// The header as the journal has it (its teams and those its `add` lines name): every fold
    /// starts from it.
    header: Header,
    pub concours: Concours,
    /// The plain entries in force, by line, with what they hold now (amends applied).
    pub(crate) events: Vec<(usize, Event)>,
    stack: Vec<InForce>,
}

fn line_err(line: usize, problem: P) -> P {
    match problem {
        P::Line { .. } => problem,
        p => P::Line { line, problem: Box::new(p) },
    }
}

impl Replayed {
    pub(crate) fn new(header: Header, arithmetic: Arithmetic) -> Replayed {
        Replayed {
            header: header.clone(),
            concours: Concours::new(header, arithmetic),
            events: Vec::new(),
            stack: Vec::new(),
        }
    }

    /// Fold every entry of a journal; the first refused one is the error (with its line).
    /// `on_draw` sees each draw with the concours as it stood when the draw was written (a
    /// redraw: as it stood for drawing its round again).
    pub(crate) fn of(
        header: Header,
        arithmetic: Arithmetic,
        entries: &[Entry],
        on_draw: &mut dyn FnMut(&Concours, &Draw, usize),
    ) -> Result<Replayed, P> {
        let mut r = Replayed::new(header, arithmetic);
        for e in entries {
            match &e.event {
                Event::Draw(d) => on_draw(&r.concours, d, e.line),
                Event::Redraw { draw, .. } if r.concours.may_redraw().is_ok() => {
                    on_draw(&r.concours.before_redraw(), draw, e.line)
                }
                _ => {}
            }
            r.apply(&e.event, e.line).map_err(|p| line_err(e.line, p))?;
        }
        Ok(r)
    }

    fn refold(&self, events: &[(usize, Event)]) -> Result<Concours, P> {
        let mut c = Concours::new(self.header.clone(), self.concours.arithmetic());
        for (line, e) in events {
            c.apply(e, *line).map_err(|p| line_err(*line, p))?;
        }
        Ok(c)
    }

    /// Apply one entry written at `line`; refused: nothing changes.
    pub fn apply(&mut self, event: &Event, line: usize) -> Result<(), P> {
        match event {
            Event::Undo => {
                let top = self.stack.last().cloned().ok_or(P::NothingToUndo)?;
                let mut events = self.events.clone();
                match &top {
                    InForce::Plain(l) => events.retain(|(x, _)| x != l),
                    InForce::Amend { target, previous, .. } => {
                        if let Some(slot) = events.iter_mut().find(|(x, _)| x == target) {
                            slot.1 = previous.clone();
                        }
                    }
                }
                self.concours = self.refold(&events)?;
                self.events = events;
                self.stack.pop();
                Ok(())
            }
            Event::Amend { line: target, event: new } => {
                let last = self.events.last().map(|(l, _)| *l).unwrap_or(1);
                let Some(k) = self.events.iter().position(|(x, _)| x == target) else {
                    return Err(P::NoLine { line: *target, last });
                };
                let previous = self.events[k].1.clone();
                match (&previous, new.as_ref()) {
                    (Event::Draw(d) | Event::Redraw { draw: d, .. }, _) => {
                        return Err(P::AmendDraw { line: *target, round: d.round })
                    }
                    (Event::Result(_), Event::Result(_)) | (Event::Withdraw { .. }, Event::Withdraw { .. }) => {}
                    (Event::Result(_), _) => return Err(P::AmendKind { line: *target, kind: "result" }),
                    (Event::Withdraw { .. }, _) => return Err(P::AmendKind { line: *target, kind: "withdraw" }),
                    (_, _) => return Err(P::NoLine { line: *target, last }),
                }
                let mut events = self.events.clone();
                events[k].1 = (**new).clone();
                // A result's place is its own: the amend is folded as if entered there.
                self.concours = self.refold(&events)?;
                self.events = events;
                self.stack.push(InForce::Amend { line, target: *target, previous });
                Ok(())
            }
            e => {
                self.concours.apply(e, line)?;
                // A late team new to the journal joins the teams every fold starts from.
                if let Event::Add { teams, .. } = e {
                    for (k, t) in teams {
                        if *k == self.header.teams.len() {
                            self.header.teams.push(t.clone());
                        }
                    }
                }
                self.events.push((line, e.clone()));
                self.stack.push(InForce::Plain(line));
                Ok(())
            }
        }
    }

    /// What `undo` would retract: the entry in force last written, or the amend last written.
    pub(crate) fn undoable(&self) -> Option<Undoable> {
        match self.stack.last()? {
            InForce::Plain(l) => {
                self.events.iter().find(|(x, _)| x == l).map(|(x, e)| Undoable::Entry { line: *x, kind: e.kind() })
            }
            InForce::Amend { line, target, .. } => Some(Undoable::Amend { line: *line, target: *target }),
        }
    }

    /// The entry in force at journal line `line`.
    pub(crate) fn at_line(&self, line: usize) -> Option<&Event> {
        self.events.iter().find(|(x, _)| *x == line).map(|(_, e)| e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::concours::state::{sample, typed};

    fn replayed() -> Replayed {
        let c = sample(4, 12);
        let mut r = Replayed::new(c.header.clone(), c.arithmetic());
        r.apply(&Event::Draw(Draw { round: 1, tables: vec![[0, 1], [2, 3]], bye: None }), 2).unwrap();
        r.apply(&typed(1, 1, [1000, 944], 0), 3).unwrap();
        r
    }

    fn points(r: &Replayed, table: usize) -> Option<[i64; 2]> {
        r.concours.rounds[0].tables[table].result.as_ref().map(|(s, _)| s.points)
    }

    #[test]
    fn an_amend_replaces_a_result_in_its_place_and_an_undo_restores_it() {
        let mut r = replayed();
        r.apply(&typed(1, 2, [972, 972], 0), 4).unwrap();
        r.apply(&Event::Amend { line: 3, event: Box::new(typed(1, 1, [1100, 844], 0)) }, 5).unwrap();
        assert_eq!(points(&r, 0), Some([1100, 844]));
        // An amend that does not add up is refused and changes nothing.
        let bad = Event::Amend { line: 3, event: Box::new(typed(1, 1, [1100, 845], 0)) };
        assert!(matches!(r.apply(&bad, 6), Err(P::Line { line: 3, .. })));
        assert_eq!(points(&r, 0), Some([1100, 844]));
        // Undo the amend (line 5, of line 3): the result as first typed.
        assert_eq!(r.undoable(), Some(Undoable::Amend { line: 5, target: 3 }));
        r.apply(&Event::Undo, 6).unwrap();
        assert_eq!(r.undoable(), Some(Undoable::Entry { line: 4, kind: "result" }));
        assert_eq!(points(&r, 0), Some([1000, 944]));
        // Undo again: the latest plain entry (table 2's result) goes.
        r.apply(&Event::Undo, 7).unwrap();
        assert_eq!(points(&r, 1), None);
        assert_eq!(points(&r, 0), Some([1000, 944]));
    }

    #[test]
    fn a_draw_is_not_amended_and_nothing_is_undone_past_the_first_entry() {
        let mut r = replayed();
        let redraw = Event::Draw(Draw { round: 1, tables: vec![[0, 2], [1, 3]], bye: None });
        assert_eq!(
            r.apply(&Event::Amend { line: 2, event: Box::new(redraw) }, 4),
            Err(P::AmendDraw { line: 2, round: 1 })
        );
        assert_eq!(
            r.apply(&Event::Amend { line: 9, event: Box::new(typed(1, 1, [972, 972], 0)) }, 4),
            Err(P::NoLine { line: 9, last: 3 })
        );
        r.apply(&Event::Undo, 4).unwrap();
        r.apply(&Event::Undo, 5).unwrap();
        assert_eq!(r.concours.drawn(), 0);
        assert_eq!(r.apply(&Event::Undo, 6), Err(P::NothingToUndo));
    }
}
