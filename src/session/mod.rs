/*!
A session: its header, its entries and the game state folded from them.

[`Session::apply`] is the one reducer: the table, scripted input, `verify`, `summary` and the
simulator all go through it (a journal is replayed with [`Session::push`], which keeps a refused
line as an error where the table would refuse it). An entry is checked fully before anything
changes. `undo` retracts the latest entry in force: the state is restored from the checkpoint
taken before the deal of that entry's hand and the hand's other entries are folded again, so an
entry costs the same at the first hand and the four-hundredth.
*/

use crate::engine::{Event, Game, HandReport, Infraction, Meta, Notice, Question, Refusal, Standing};
use crate::error::Error;
use crate::games::Rules;
use crate::journal::codec::{self, Cx};
use crate::journal::{Entry, Header, Record};
use crate::rules::seating::Seating;
use crate::ruleset::{OptValue, Options};
mod confirm;
mod history;
pub(crate) mod partie;
mod replay;
mod spill;
mod stored;

pub(crate) use confirm::Confirmations;
use history::OldHands;
pub(crate) use replay::Tail;
use std::collections::HashMap;
use std::mem::ManuallyDrop;
use std::path::Path;
use std::sync::Arc;
use stored::{Entries, Places};

/// An entry of the journal that could not be applied.
#[derive(Debug, Clone, PartialEq)]
#[doc(hidden)]
pub struct EntryError {
    pub(crate) line: usize,
    pub(crate) refusal: Refusal,
}

/// Checkpoints kept besides the session's start: the states before the last few deals.
const RECENT_CHECKPOINTS: usize = 4;

/// Further back, one checkpoint is kept every this many entries in force (some 200 hands of
/// Belote): an amend far back folds again from the nearest, not from the session's start, so
/// it costs the entries after it and at most this many more (#28).
const SPARSE_EVERY: usize = 8192;

/// The state an amend restores when it is refused: of the hand reports, the errors and the
/// checkpoints only those the refold takes back (those after the checkpoint it starts from), so
/// that an amend costs the same at the first hand and the twenty-thousandth (#28).
struct Snapshot {
    game: Box<dyn Game>,
    options: Options,
    /// The reports from this place on.
    reports: (usize, Vec<HandReport>),
    errors: (usize, Vec<EntryError>),
    checkpoints: (usize, Vec<Checkpoint>),
    ended: bool,
    overflow_line: Option<usize>,
    amended: bool,
}

/// The state before a deal, to fold a hand again from.
#[derive(Debug, Clone)]
struct Checkpoint {
    in_force: usize,
    game: Box<dyn Game>,
    options: Options,
    reports: usize,
    errors: usize,
}

/// Everything a replay reports: hands, standing, infractions and entries not applied.
#[derive(Debug, Clone)]
#[doc(hidden)]
pub struct Verdict {
    pub hands: Vec<HandReport>,
    pub standing: Standing,
    pub infractions: Vec<Infraction>,
    pub errors: Vec<EntryError>,
}

impl Verdict {
    pub(crate) fn ok(&self) -> bool {
        self.infractions.is_empty() && self.errors.is_empty()
    }
}

#[derive(Debug)]
#[doc(hidden)]
pub struct Session {
    pub header: Header,
    pub ruleset: Arc<Rules>,
    /// The options in force now (an `option` entry changes them from the next deal).
    pub(crate) options: Options,
    pub seating: Arc<Seating>,
    game: Box<dyn Game>,
    entries: Entries,
    /// Indices into `entries` of the entries in force (not retracted), in order.
    in_force: Places,
    checkpoints: Vec<Checkpoint>,
    reports: Vec<HandReport>,
    errors: Vec<EntryError>,
    /// `undo` entries that found nothing to retract (no refold takes them back).
    idle: Vec<EntryError>,
    pub(crate) warnings: Vec<crate::journal::Warning>,
    ended: bool,
    /// The line of the first entry whose totals overflowed (the session cannot go on).
    pub(crate) overflow_line: Option<usize>,
    /// Streaming (the simulator): typed events are folded and forgotten, no undo, and the hand
    /// reports are taken by the caller ([`Session::drain_reports`]); memory stays flat.
    stream: bool,
    /// Entries folded in streaming mode (their journal lines, from 2).
    streamed: usize,
    /// An amend was accepted: refolds look for the replacements in force.
    amended: bool,
    /// Whether old hands are kept whole (a table resumed keeps them lean: [`history`]).
    old_hands: OldHands,
    /// The journal old entries are read back from (a table resumed: [`spill`]).
    source: Option<Arc<spill::Source>>,
    /// Lean streaming ([`Session::lean`]): the hand reports wait here in the boxes their notices
    /// brought them in, for [`Session::read_reports`] to hand back to the game (no copy, no
    /// allocation per hand). The boxes are the point: each goes back to the game as it came.
    #[allow(clippy::vec_box)]
    boxed: Option<Vec<Box<HandReport>>>,
    /// The notices of the entry [`Session::enter_event`] folded last: one buffer for every entry
    /// (emptied, not dropped), read by nobody but the hand's end.
    said: Vec<Notice>,
}

/// A game's entry applied by [`Game::apply_into`] into the session's one buffer `said` (left
/// empty after every entry), at journal line `line`: whether it said anything (a lean game says
/// nothing but a hand's end); an overflow marks `overflow_line`.
#[inline(always)]
fn game_entry<G: Game + ?Sized>(
    game: &mut G,
    event: &Event,
    line: usize,
    said: &mut Vec<Notice>,
    overflow_line: &mut Option<usize>,
) -> Result<bool, Box<Refusal>> {
    debug_assert!(said.is_empty());
    if let Err(refusal) = game.apply_into(event, Meta { line, at: None }, said) {
        // A game refusing pushes nothing (Game::apply_into); were one to, no notice of a
        // refused entry may reach the next entry's (a hand counted twice).
        said.clear();
        return Err(refusal);
    }
    if game.overflowed() {
        overflow_line.get_or_insert(line);
    }
    Ok(!said.is_empty())
}

/// An entry the session folds itself (a note, a confirmation, a dispute, an undo, the end, an
/// option) or that starts a checkpoint (the deal); every other entry is the game's own and goes
/// straight to it.
#[inline(always)]
fn session_own(event: &Event) -> bool {
    matches!(
        event,
        Event::Note { .. }
            | Event::Confirm { .. }
            | Event::Dispute { .. }
            | Event::Undo
            | Event::End
            | Event::SetOption { .. }
            | Event::Deal { .. }
    )
}

impl Session {
    /// The rules of a journal: the ruleset it carries (`ruleset_yaml`), else the bundled one it
    /// names. A file is opened only when the user names it (`file`, from `--ruleset`), never
    /// because a journal names a path. `journal` names the journal in messages.
    pub(crate) fn rules_of(header: &Header, file: Option<&Path>, journal: &str) -> Result<Rules, Error> {
        if let Some(f) = file {
            return Ok(Rules::load(&f.display().to_string())?);
        }
        if let Some(text) = &header.ruleset_yaml {
            let mut r = Rules::from_str(text, journal).map_err(|e| match e {
                crate::ruleset::RulesetError::Problems(mut ps) => {
                    ps.iter_mut().for_each(|p| p.carried = true);
                    crate::ruleset::RulesetError::Problems(ps)
                }
                e => e,
            })?;
            r.ruleset.origin = r.name.clone();
            return Ok(r);
        }
        match Rules::bundled(&header.ruleset) {
            Some(r) => Ok(r?),
            None => Err(Error::Journal {
                path: journal.to_string(),
                line: 1,
                problem: crate::journal::Problem::RulesetMissing { ruleset: header.ruleset.clone() },
            }),
        }
    }

    /// [`Session::start`] with the journal's name for messages and a ruleset file named by the
    /// user (`--ruleset`). Problems with the header are errors of line 1 of `journal`.
    pub(crate) fn open(header: Header, ruleset_file: Option<&Path>, journal: &str) -> Result<Session, Error> {
        let ruleset = Arc::new(Session::rules_of(&header, ruleset_file, journal)?);
        Session::with_ruleset(header, ruleset).map_err(|e| match e {
            e @ (Error::Name(_) | Error::Seating(_) | Error::Option(_) | Error::Refused(_)) => {
                Error::Header { path: journal.to_string(), error: Box::new(e) }
            }
            e => e,
        })
    }

    pub fn with_ruleset(header: Header, ruleset: Arc<Rules>) -> Result<Session, Error> {
        let options = ruleset.options(&header.options)?;
        let seating = Arc::new(Seating::new(&ruleset, &header.players, header.teams.as_deref())?);
        let game = crate::games::open(ruleset.clone(), &options, seating.clone()).map_err(Error::Refused)?;
        let mut warnings = Vec::new();
        if let (Some(want), false) = (&header.ruleset_sha256, ruleset.sha256.is_empty()) {
            let same = ruleset.bundled
                && crate::ruleset::SAME_RULES.iter().any(|(name, sha)| *name == ruleset.name && sha == want);
            if *want != ruleset.sha256 && !same {
                warnings.push(crate::journal::Warning::RulesetChanged { ruleset: header.ruleset.clone() });
            }
        }
        Ok(Session {
            header,
            ruleset,
            checkpoints: vec![Checkpoint {
                in_force: 0,
                game: game.clone(),
                options: options.clone(),
                reports: 0,
                errors: 0,
            }],
            options,
            seating,
            game,
            entries: Entries::default(),
            in_force: Places::default(),
            reports: Vec::new(),
            errors: Vec::new(),
            idle: Vec::new(),
            warnings,
            ended: false,
            overflow_line: None,
            stream: false,
            streamed: 0,
            amended: false,
            old_hands: OldHands::Whole,
            source: None,
            boxed: None,
            said: Vec::new(),
        })
    }

    /// What typing a record needs.
    pub(crate) fn cx(&self) -> Cx<'_> {
        Cx { players: &self.seating.players, sides: &self.seating.sides, deck: self.ruleset.deck_kind }
    }

    /// The journal record of an event of this session.
    pub fn record(&self, event: &Event) -> Record {
        codec::encode(event, &self.cx())
    }

    /// This session in streaming mode: [`Session::apply_event`] folds typed events without
    /// keeping them (no undo); hand reports wait in [`Session::drain_reports`].
    pub fn streaming(mut self) -> Session {
        self.stream = true;
        self.checkpoints.clear();
        self
    }

    /// This session's notices go unread and its hand reports are only tallied (the
    /// simulator): the game may leave out the rest ([`Game::lean`]).
    pub fn lean(mut self) -> Session {
        self.game.lean();
        self.boxed = Some(Vec::new());
        self
    }

    /// Streaming mode: fold one typed event, the same reducer as [`Session::apply`].
    #[inline]
    pub fn apply_event(&mut self, event: &Event) -> Result<Vec<Notice>, Box<Refusal>> {
        if let Event::Undo = event {
            return Err(Box::new(Refusal::NothingToUndo));
        }
        let line = self.streamed + 2;
        // The result is passed on as the game gave it, its refusal boxed (not unwrapped and
        // wrapped again: this runs for every entry of a simulation).
        let mut result = self.fold(event, line, None, 0);
        if let Ok(notices) = &mut result {
            self.streamed += 1;
            self.move_reports(notices);
        }
        result
    }

    /// [`Session::apply_event`] for a caller that reads no notice (the simulator, at every
    /// entry): the same fold, with a game's entry applied by [`Game::apply_into`] into the
    /// session's one buffer. Accepted: whether the entry said anything (a lean game says
    /// nothing but a hand's end, whose report then waits for [`Session::read_reports`]).
    /// (Made part of the simulator's entry: one call frame an entry.)
    #[inline(always)]
    #[doc(hidden)]
    pub fn enter_event(&mut self, event: &Event) -> Result<bool, Box<Refusal>> {
        self.enter_event_in(event, |g| Some(&mut **g))
    }

    /// [`Session::enter_event`] by a caller that knows the session's game is a `G` (the
    /// simulator's random player of that game): the same fold and the same [`Game::apply_into`],
    /// called on the game as a `G` (no dynamic call: the referee's code becomes part of the
    /// player's loop). Were the game another, it is called as any game.
    #[inline(always)]
    pub(crate) fn enter_event_as<G: Game>(&mut self, event: &Event) -> Result<bool, Box<Refusal>> {
        self.enter_event_in(event, |g| (&mut **g as &mut dyn std::any::Any).downcast_mut::<G>())
    }

    /// [`Session::enter_event`] with the game as `cast` gives it (else as any game).
    #[inline(always)]
    fn enter_event_in<G: Game + ?Sized>(
        &mut self,
        event: &Event,
        cast: impl FnOnce(&mut Box<dyn Game>) -> Option<&mut G>,
    ) -> Result<bool, Box<Refusal>> {
        if session_own(event) {
            return self.enter_own(event);
        }
        if self.ended {
            return Err(Box::new(Refusal::SessionEnded));
        }
        let line = self.streamed + 2;
        let Session { game, said, overflow_line, .. } = self;
        let applied = match cast(game) {
            Some(game) => game_entry(game, event, line, said, overflow_line),
            None => game_entry(&mut **game, event, line, said, overflow_line),
        };
        self.entered(applied)
    }

    /// [`Session::enter_event_as`] of an entry made from the game itself (the random player's
    /// card: its turn and legal cards read off the referee), the game looked at as a `G` once for
    /// both: `choose` reads the game and writes the entry into `entry` (the caller's, kept
    /// in place: an entry that holds nothing on the heap), or gives `Err` for none (then nothing
    /// is entered). The same fold as [`Session::enter_event`]. None when the session has ended
    /// or its game is not a `G`.
    #[inline(always)]
    pub(crate) fn enter_chosen_as<G: Game, T>(
        &mut self,
        entry: &mut ManuallyDrop<Event>,
        choose: impl FnOnce(&G, &mut ManuallyDrop<Event>) -> Result<(), T>,
    ) -> Option<Result<Result<bool, Box<Refusal>>, T>> {
        if self.ended {
            return None;
        }
        let line = self.streamed + 2;
        let Session { game, said, overflow_line, .. } = self;
        let game = (&mut **game as &mut dyn std::any::Any).downcast_mut::<G>()?;
        if let Err(none) = choose(game, entry) {
            return Some(Err(none));
        }
        let event: &Event = entry;
        Some(Ok(if session_own(event) {
            self.enter_own(event)
        } else {
            let applied = game_entry(game, event, line, said, overflow_line);
            self.entered(applied)
        }))
    }

    /// An entry of the game's applied ([`game_entry`]): counted, and its reports moved on when it
    /// said something.
    #[inline(always)]
    fn entered(&mut self, applied: Result<bool, Box<Refusal>>) -> Result<bool, Box<Refusal>> {
        let said = applied?;
        self.streamed += 1;
        if said {
            self.said_reports();
        }
        Ok(said)
    }

    /// [`Session::enter_event`] of an entry of the session's own or a deal (once a hand). A
    /// streaming session keeps no checkpoint before a deal: its deal is applied as the game's
    /// entries are, into the session's one buffer (no list of notices made and moved), the
    /// same fold as [`Session::apply_event`]'s.
    #[inline(never)]
    fn enter_own(&mut self, event: &Event) -> Result<bool, Box<Refusal>> {
        if !(self.stream && !self.ended && matches!(event, Event::Deal { .. })) {
            return Ok(!self.apply_event(event)?.is_empty());
        }
        let line = self.streamed + 2;
        let Session { game, said, overflow_line, .. } = self;
        let applied = game_entry(&mut **game, event, line, said, overflow_line);
        self.entered(applied)
    }

    /// The reports of the notices [`Session::enter_event`] was given, moved on; the buffer
    /// emptied for the next entry (its room kept).
    #[inline(never)]
    fn said_reports(&mut self) {
        let mut notices = std::mem::take(&mut self.said);
        self.move_said_reports(&mut notices);
        notices.clear();
        self.said = notices;
    }

    /// Each hand report settled since the last call, in order, read by `read` and then handed
    /// back to the game for its buffers ([`Game::recycle`]): the simulator's tally.
    pub fn read_reports(&mut self, mut read: impl FnMut(&HandReport)) {
        for r in self.reports.drain(..) {
            read(&r);
        }
        let Some(mut boxed) = self.boxed.take() else { return };
        for r in boxed.drain(..) {
            read(&r);
            self.game.recycle(r);
        }
        self.boxed = Some(boxed);
    }

    /// The hand reports settled since the last call (streaming mode keeps none).
    pub fn drain_reports(&mut self) -> std::vec::Drain<'_, HandReport> {
        if let Some(boxed) = self.boxed.as_mut() {
            self.reports.extend(boxed.drain(..).map(|r| *r));
        }
        self.reports.drain(..)
    }

    /// Apply one new entry (the table). On `Ok` it is part of the session (the caller writes it
    /// to the journal); on `Err` nothing changed.
    pub fn apply(&mut self, entry: Entry) -> Result<Vec<Notice>, Refusal> {
        self.keep_recent();
        let event = codec::decode(&entry.record, &self.cx())?;
        if let Event::Undo = event {
            return self.undo(entry.line, entry.at.as_deref());
        }
        if let Event::Amend { .. } = event {
            return self.amend(entry.line, entry.at.as_deref(), event);
        }
        let notices = self.fold(&event, entry.line, entry.at.as_deref(), self.in_force.len()).map_err(|r| *r)?;
        self.entries.push(entry.line, entry.at.as_deref(), Ok(event));
        self.in_force.push(self.entries.len() - 1);
        Ok(self.take_reports(notices))
    }

    /// Add an entry read from a journal: applied if it can be, else kept as an error (and still
    /// an entry `undo` can retract, as the journal has it).
    pub fn push(&mut self, entry: Entry) {
        let event = codec::decode(&entry.record, &self.cx());
        self.push_decoded(entry.line, entry.at.as_deref(), event);
    }

    /// [`Session::push`] of an entry already decoded (a journal read streaming): its line, its
    /// time and its event, or why it could not be read as one.
    pub(crate) fn push_decoded(&mut self, line: usize, at: Option<&str>, event: Result<Event, Refusal>) {
        self.keep_recent();
        if let Ok(Event::Undo) = event {
            if self.undo(line, at).is_err() {
                self.idle.push(EntryError { line, refusal: Refusal::NothingToUndo });
            }
            return;
        }
        if let Ok(amend @ Event::Amend { .. }) = event {
            if let Err(refusal) = self.amend(line, at, amend) {
                // Refused, it is still an entry of the journal that undo can retract.
                self.errors.push(EntryError { line, refusal: refusal.clone() });
                self.entries.push(line, at, Err(refusal));
                self.in_force.push(self.entries.len() - 1);
            }
            return;
        }
        let pos = self.in_force.len();
        let result = match &event {
            Ok(e) => self.fold(e, line, at, pos).map_err(|r| *r),
            Err(r) => Err(r.clone()),
        };
        match result {
            Ok(notices) => {
                self.take_reports(notices);
            }
            Err(refusal) => self.errors.push(EntryError { line, refusal }),
        }
        self.entries.push(line, at, event);
        self.in_force.push(self.entries.len() - 1);
    }

    fn undo(&mut self, line: usize, at: Option<&str>) -> Result<Vec<Notice>, Refusal> {
        let Some(last) = self.in_force.pop() else { return Err(Refusal::NothingToUndo) };
        // Retracting an amend puts its entry back: fold again from there.
        let from = match self.entries.amends(&self.entries[last]) {
            Some(line) => self.target_pos(line).unwrap_or(self.in_force.len()),
            None => self.in_force.len(),
        };
        self.refold_from(from);
        let retracted = self.entries.event(&self.entries[last]).ok();
        self.entries.push(line, at, Ok(Event::Undo));
        Ok(retracted.map(|event| vec![Notice::Retracted { event }]).unwrap_or_default())
    }

    /// The place among the entries in force of the entry at journal line `line` (an amend's
    /// line stands for the entry it amends).
    fn target_pos(&self, line: usize) -> Option<usize> {
        self.target_pos_from(line, 0)
    }

    /// [`Session::target_pos`], None for a line before `floor` (on the way too).
    fn target_pos_from(&self, line: usize, floor: usize) -> Option<usize> {
        if line < floor {
            return None;
        }
        let from = self.first_place_of(line);
        let k = from + self.in_force.iter_from(from).position(|i| self.entries[i].line() == line)?;
        match self.entries.amends(&self.entries[self.in_force.at(k)]) {
            Some(inner) if inner != line => self.target_pos_from(inner, floor),
            Some(_) => None,
            None => Some(k),
        }
    }

    /// Replace the entry in force at an amend's line with its entry, as if it had been entered in
    /// its place: the session is folded again from there. If that entry or any later one is then
    /// refused, nothing changes and the amend is refused with the reason.
    fn amend(&mut self, at_line: usize, at: Option<&str>, event: Event) -> Result<Vec<Notice>, Refusal> {
        let Event::Amend { line, .. } = event else { return Err(Refusal::AmendWith { kind: event.kind() }) };
        // After `end` only an undo is taken (docs/journal.md): an amend is another entry.
        if self.ended {
            return Err(Refusal::SessionEnded);
        }
        let Some(from) = self.target_pos(line) else { return Err(Refusal::AmendNoLine { line }) };
        let target_line = self.entries[self.in_force.at(from)].line();
        // A refused entry stays in the journal (undo can retract it) but is not in force.
        if self.entries.is_err(&self.entries[self.in_force.at(from)])
            || self.errors.iter().any(|e| e.line == target_line)
        {
            return Err(Refusal::AmendRefusedLine { line: target_line });
        }
        // The checkpoint the refold starts from ([`Session::refold_from`]): what comes after it
        // is what it changes.
        let kept = self.checkpoints.iter().rposition(|c| c.in_force <= from).unwrap_or(0);
        let (r, e) = self.checkpoints.get(kept).map_or((0, 0), |c| (c.reports, c.errors));
        let (r, e) = (r.min(self.reports.len()), e.min(self.errors.len()));
        let before = Snapshot {
            game: self.game.clone(),
            options: self.options.clone(),
            reports: (r, self.reports[r..].to_vec()),
            errors: (e, self.errors[e..].to_vec()),
            // A checkpoint taken in the refold can drop one of the last few before it.
            checkpoints: (
                kept.saturating_sub(RECENT_CHECKPOINTS + 1),
                self.checkpoints[kept.saturating_sub(RECENT_CHECKPOINTS + 1)..].to_vec(),
            ),
            ended: self.ended,
            overflow_line: self.overflow_line,
            amended: self.amended,
        };
        let refused_before: Vec<usize> = self.errors.iter().map(|e| e.line).collect();
        self.entries.push(at_line, at, Ok(event));
        self.in_force.push(self.entries.len() - 1);
        self.amended = true;
        let late = self.refold_from(from);
        // Entries already refused before stay as they were; the new entry itself must stand.
        let Some(bad) = late.into_iter().find(|e| e.line == target_line || !refused_before.contains(&e.line)) else {
            return Ok(vec![Notice::Amended { line: target_line }]);
        };
        self.entries.pop();
        self.in_force.pop();
        self.game = before.game;
        self.options = before.options;
        put_back(&mut self.reports, before.reports);
        put_back(&mut self.errors, before.errors);
        put_back(&mut self.checkpoints, before.checkpoints);
        self.ended = before.ended;
        self.overflow_line = before.overflow_line;
        self.amended = before.amended;
        Err(if bad.line == target_line {
            bad.refusal
        } else {
            Refusal::AmendBreaks { line: bad.line, why: Box::new(bad.refusal) }
        })
    }

    /// The replacements the amends in force make: entry index -> the event in its place.
    fn replacements(&self) -> HashMap<usize, Event> {
        self.replacements_from(0)
    }

    /// [`Session::replacements`], at least those of the entries in force from place `from` on.
    fn replacements_from(&self, from: usize) -> HashMap<usize, Event> {
        let mut out = HashMap::new();
        if !self.amended {
            return out;
        }
        let (start, floor) = self.replacing_from(from);
        for i in self.in_force.iter_from(start) {
            if let Some(Event::Amend { line, entry }) = self.entries.other(&self.entries[i]) {
                if let Some(k) = self.target_pos_from(*line, floor) {
                    out.insert(self.in_force.at(k), (**entry).clone());
                }
            }
        }
        out
    }

    /// Restore the latest checkpoint at or before place `from` among the entries in force and
    /// fold again every entry in force after it, amends in force applied. The refusals met at
    /// `from` or later.
    fn refold_from(&mut self, from: usize) -> Vec<EntryError> {
        while self.checkpoints.last().is_some_and(|c| c.in_force > from) {
            self.checkpoints.pop();
        }
        let cp = self.checkpoints.last().expect("the session's start is a checkpoint").clone();
        self.game = cp.game;
        self.options = cp.options;
        self.reports.truncate(cp.reports);
        self.errors.truncate(cp.errors);
        self.ended = false;
        self.overflow_line = None;
        let replaced = self.replacements_from(cp.in_force);
        let mut late = Vec::new();
        for k in cp.in_force..self.in_force.len() {
            let i = self.in_force.at(k);
            let line = self.entries[i].line();
            let at = self.entries.at(&self.entries[i]).map(String::from);
            let event = match replaced.get(&i) {
                Some(e) => Ok(e.clone()),
                None => self.entries.event(&self.entries[i]),
            };
            let result = match event {
                // An amend's work is done in its entry's place.
                Ok(Event::Amend { .. }) => Ok(vec![]),
                event => event.and_then(|e| self.fold(&e, line, at.as_deref(), k).map_err(|r| *r)),
            };
            match result {
                Ok(notices) => {
                    self.take_reports(notices);
                }
                Err(refusal) => {
                    if k >= from {
                        late.push(EntryError { line, refusal: refusal.clone() });
                    }
                    self.errors.push(EntryError { line, refusal });
                }
            }
        }
        late
    }

    /// Apply one event; `pos` is its place among the entries in force. The game's own entries
    /// (every card and call: most of a session) go straight to the game; the session's and the
    /// deal (a checkpoint) are [`Session::fold_entry`]'s.
    #[inline(always)]
    fn fold(&mut self, event: &Event, line: usize, at: Option<&str>, pos: usize) -> Result<Vec<Notice>, Box<Refusal>> {
        match event {
            _ if session_own(event) => self.fold_entry(event, line, at, pos),
            _ if self.ended => Err(Box::new(Refusal::SessionEnded)),
            _ => self.fold_game(event, Meta { line, at }),
        }
    }

    /// An entry of the game's own, applied by the game; its result passed on as the game gave
    /// it (see `apply_event`).
    #[inline(always)]
    fn fold_game(&mut self, event: &Event, meta: Meta) -> Result<Vec<Notice>, Box<Refusal>> {
        let result = self.game.apply(event, meta);
        if result.is_ok() && self.game.overflowed() {
            self.overflow_line.get_or_insert(meta.line);
        }
        result
    }

    /// [`Session::fold`] of any entry (the session's own, a deal, or the game's).
    #[inline(never)]
    fn fold_entry(
        &mut self,
        event: &Event,
        line: usize,
        at: Option<&str>,
        pos: usize,
    ) -> Result<Vec<Notice>, Box<Refusal>> {
        if self.ended {
            return Err(Box::new(Refusal::SessionEnded));
        }
        let meta = Meta { line, at };
        let notices = match event {
            Event::Note { .. } => vec![],
            // A side says what it makes of the partie's result: once it is over.
            Event::Confirm { .. } | Event::Dispute { .. } => {
                let standing = self.game.standing();
                if !standing.over && standing.winner.is_none() {
                    return Err(Box::new(Refusal::PartieNotOver));
                }
                vec![]
            }
            Event::Undo => return Err(Box::new(Refusal::NothingToUndo)),
            Event::End => {
                self.ended = true;
                self.game.close(meta)
            }
            Event::SetOption { key, value } => {
                let mut next = self.options.clone();
                self.set_option(&mut next, key, value)?;
                self.game.set_options(&next)?;
                self.options = next;
                vec![Notice::OptionChanged { key: key.clone() }]
            }
            Event::Deal { .. } => {
                // The state before a deal: undo folds a hand again from here.
                let fresh = !self.stream && self.checkpoints.last().is_none_or(|c| c.in_force != pos);
                if fresh {
                    self.checkpoints.push(Checkpoint {
                        in_force: pos,
                        game: self.game.clone(),
                        options: self.options.clone(),
                        reports: self.reports.len(),
                        errors: self.errors.len(),
                    });
                }
                match self.game.apply(event, meta) {
                    Ok(n) => {
                        // The start, a checkpoint every SPARSE_EVERY entries, and the last few
                        // deals are kept. The one leaving the last few stays when it opens a new
                        // stretch of SPARSE_EVERY entries since the one kept before it.
                        let len = self.checkpoints.len();
                        if fresh && len > RECENT_CHECKPOINTS + 1 {
                            let leaving = len - RECENT_CHECKPOINTS - 1;
                            let kept = self.checkpoints[leaving - 1].in_force / SPARSE_EVERY;
                            if self.checkpoints[leaving].in_force / SPARSE_EVERY == kept {
                                self.checkpoints.remove(leaving);
                            }
                        }
                        n
                    }
                    Err(r) => {
                        if fresh {
                            self.checkpoints.pop();
                        }
                        return Err(r);
                    }
                }
            }
            _ => return self.fold_game(event, meta),
        };
        if self.game.overflowed() {
            self.overflow_line.get_or_insert(line);
        }
        Ok(notices)
    }

    fn set_option(&self, options: &mut Options, key: &str, value: &OptValue) -> Result<(), Refusal> {
        let Some(spec) = self.ruleset.options.get(key) else {
            return Err(Refusal::UnknownOption {
                key: key.to_string(),
                known: self.ruleset.options.keys().cloned().collect(),
            });
        };
        spec.check_value(value).map_err(|problem| Refusal::OptionValue { key: key.to_string(), problem })?;
        options.put(key, value.clone());
        Ok(())
    }

    /// Move hand reports out of the notices into the session's list.
    #[inline]
    fn take_reports(&mut self, mut notices: Vec<Notice>) -> Vec<Notice> {
        self.move_reports(&mut notices);
        notices
    }

    /// [`Session::take_reports`] in place.
    #[inline]
    fn move_reports(&mut self, notices: &mut [Notice]) {
        // Most entries say nothing (and a lean game's say nothing but a hand's end).
        if !notices.is_empty() {
            self.move_said_reports(notices);
        }
    }

    /// [`Session::move_reports`] of notices that say something.
    #[inline(never)]
    fn move_said_reports(&mut self, notices: &mut [Notice]) {
        for n in notices.iter_mut() {
            if let Notice::Hand(report) = n {
                let number = report.number;
                if let Notice::Hand(report) = std::mem::replace(n, Notice::HandEnded { number }) {
                    match self.boxed.as_mut() {
                        Some(boxed) => boxed.push(report),
                        None => {
                            self.reports.push(*report);
                            self.lean_old_hand();
                        }
                    }
                }
            }
        }
    }

    /// What the game expects next.
    pub fn questions(&self) -> Vec<Question> {
        if self.ended {
            return vec![];
        }
        self.game.questions()
    }

    /// The question the game cannot go on without (the last of [`Session::questions`]).
    pub fn next_question(&self) -> Option<Question> {
        if self.ended {
            return None;
        }
        self.game.next_question()
    }

    pub(crate) fn ended(&self) -> bool {
        self.ended
    }

    pub fn standing(&self) -> Standing {
        self.game.standing()
    }

    /// The hands settled so far.
    pub fn reports(&self) -> &[HandReport] {
        &self.reports
    }

    pub(crate) fn errors(&self) -> &[EntryError] {
        &self.errors
    }

    pub(crate) fn game(&self) -> &dyn Game {
        self.game.as_ref()
    }

    /// How many entries the journal holds after its header (undo entries included).
    pub(crate) fn entry_count(&self) -> usize {
        self.entries.len()
    }

    /// The time of the latest entry that has one.
    pub(crate) fn last_time(&self) -> Option<&str> {
        let held = self.entries.held().iter().rev().find_map(|s| self.entries.at(s));
        held.or_else(|| self.entries.iter().rev().find_map(|s| self.entries.at(s)))
    }

    /// The entries in force as they now stand, with their journal lines: an amended entry as
    /// its amend put it (the amends themselves, and entries refused, are not listed).
    pub fn in_force_entries(&self) -> Vec<(usize, Event)> {
        let replaced = self.replacements();
        self.in_force.iter().filter_map(|i| self.as_in_force(i, &replaced)).collect()
    }

    /// The entry an `undo` would retract now, as written (an amend as the amend entry): the last
    /// entry in force.
    pub(crate) fn undoable(&self) -> Option<Event> {
        let last = self.in_force.last()?;
        self.entries.event(&self.entries[last]).ok()
    }

    /// The last `count` entries in force, the latest first (as [`Session::in_force_entries`]
    /// has them), without going through the others.
    pub(crate) fn recent_in_force(&self, count: usize) -> Vec<(usize, Event)> {
        // Those held first (a table resumed holds only its recent entries: [`spill`]).
        let held = self.in_force.base();
        let replaced = self.replacements_from(held);
        let recent = (held..self.in_force.len()).rev().map(|k| self.in_force.at(k));
        let out: Vec<_> = recent.filter_map(|i| self.as_in_force(i, &replaced)).take(count).collect();
        if out.len() == count || held == 0 {
            return out;
        }
        let replaced = self.replacements();
        self.in_force.iter().rev().filter_map(|i| self.as_in_force(i, &replaced)).take(count).collect()
    }

    /// Entry `i` as it stands in force, with its journal line; None for an amend or a refused entry.
    fn as_in_force(&self, i: usize, replaced: &HashMap<usize, Event>) -> Option<(usize, Event)> {
        let line = self.entries[i].line();
        if self.errors.iter().any(|e| e.line == line) {
            return None;
        }
        let event = replaced.get(&i).cloned().or_else(|| self.entries.event(&self.entries[i]).ok())?;
        (!matches!(event, Event::Amend { .. })).then_some((line, event))
    }

    /// Set the line of the entry just applied (once the journal has it).
    pub(crate) fn set_last_line(&mut self, line: usize) {
        if let Some(s) = self.entries.last_mut() {
            s.set_line(line);
        }
    }

    /// The event written at journal line `line`, as decoded (an amend as the amend entry).
    pub(crate) fn written_at(&self, line: usize) -> Option<Event> {
        // The lines of a session read from a journal grow: a line from the first held on is held.
        let held = self.entries.held();
        let stored = match held.first() {
            Some(first) if self.entries.base() > 0 && first.line() <= line => held.iter().find(|s| s.line() == line),
            _ => self.entries.iter().find(|s| s.line() == line),
        };
        stored.and_then(|s| self.entries.event(s).ok())
    }

    /// The session as it stood when its journal had `lines` lines (the header included): the
    /// entries written by then folded again from the start. Entries the referee refused are
    /// left out (they changed nothing).
    pub(crate) fn as_of(&self, lines: usize) -> Result<Session, Error> {
        let mut then = Session::with_ruleset(self.header.clone(), self.ruleset.clone())?;
        for stored in self.entries.iter().filter(|s| s.line() <= lines) {
            if let Ok(event) = self.entries.event(stored) {
                then.push_decoded(stored.line(), self.entries.at(stored), Ok(event));
            }
        }
        Ok(then)
    }

    /// The line and the time of the last entry.
    fn last_entry(&self) -> (usize, Option<String>) {
        self.entries.last().map(|s| (s.line(), self.entries.at(s).map(String::from))).unwrap_or((0, None))
    }

    /// What settling the open hand now would say, when it settles without more entries (a mosca
    /// hand once only the next deal can follow): the table shows it before it asks for the deal,
    /// which settles it in the journal. Nothing changes.
    pub(crate) fn settle_preview(&self) -> Vec<Notice> {
        if self.ended || !self.game.in_hand() {
            return vec![];
        }
        let last = self.last_entry();
        self.game.clone().close(Meta { line: last.0, at: last.1.as_deref() })
    }

    /// The verdict: every hand (the open one settled where the end of a journal settles it),
    /// the standing, the infractions and the entries not applied.
    pub fn verdict(&self) -> Verdict {
        // Old hands kept lean: the verdict of the session folded again, every hand whole.
        if let Some(whole) = self.with_every_hand_whole() {
            return whole.verdict();
        }
        let mut game = self.game.clone();
        let last = self.last_entry();
        let mut hands = self.reports.clone();
        let mut infractions: Vec<Infraction> = Vec::new();
        if !self.ended {
            infractions = game.open_infractions();
            for n in game.close(Meta { line: last.0, at: last.1.as_deref() }) {
                if let Notice::Hand(r) = n {
                    hands.push(*r);
                }
            }
        }
        let mut all: Vec<Infraction> = hands.iter().flat_map(|h| h.infractions.iter().cloned()).collect();
        all.extend(infractions);
        let mut errors = self.errors.clone();
        errors.extend(self.idle.iter().cloned());
        errors.sort_by_key(|e| e.line);
        Verdict { hands, standing: game.standing(), infractions: all, errors }
    }
}

/// Put back the tail of a list a refused amend's refold changed.
fn put_back<T>(list: &mut Vec<T>, (at, tail): (usize, Vec<T>)) {
    list.truncate(at);
    list.extend(tail);
}

#[cfg(test)]
mod turn_tests {
    use super::*;
    use crate::cardset::CardSet;
    use crate::engine::Turn;

    /// What the random players read instead of a question ([`Game::turn`], and the seat of
    /// [`Game::card_turn`]) is the required question's, before every entry of simulated nights of
    /// every Belote game (the turned-card and the contract auctions, announcements, shows).
    #[test]
    fn the_brief_turn_is_the_required_question_s_before_every_entry() {
        for (ruleset, teams) in [("belote-classic", true), ("coinche", true), ("belote-es", true), ("belote-es", false)]
        {
            let rules = Arc::new(Rules::load(ruleset).unwrap());
            let sim = crate::simulate::simulate(rules.clone(), 4, teams, Default::default(), 30, 5, 0.0).unwrap();
            assert!(sim.refused.is_empty());
            let mut s = Session::with_ruleset(sim.session.header.clone(), rules).unwrap();
            let (mut cards, mut bids) = (0, 0);
            for (line, event) in sim.session.in_force_entries() {
                let asked = s.game.next_question();
                assert_eq!(s.game.turn(), asked.as_ref().map(Turn::of), "{ruleset} before line {line}");
                match (&event, s.game.turn()) {
                    (Event::Play { player, .. }, Some(Turn::Card { seat })) => {
                        let (to_play, legal) = s.game.card_turn(&[CardSet(u64::MAX); 8]).unwrap();
                        assert_eq!((seat, to_play), (*player, *player), "{ruleset} line {line}");
                        assert!(!legal.is_empty());
                        cards += 1;
                    }
                    (Event::Bid { player, .. }, Some(Turn::Bid { seat, .. })) => {
                        assert_eq!(seat, *player, "{ruleset} line {line}");
                        bids += 1;
                    }
                    _ => assert!(!matches!(event, Event::Play { .. }) || ruleset == "coinche", "{ruleset} line {line}"),
                }
                s.apply_event(&event).unwrap();
            }
            assert!(cards > 30 * 20, "{ruleset}: {cards} cards");
            assert!(ruleset == "coinche" || bids > 30, "{ruleset}: {bids} bids");
        }
    }

    /// [`Game::decided`] (what the simulator asks every deal) says what the standing says: a
    /// winner or over, after every entry of parties played to a low target, and never for the
    /// chip games.
    #[test]
    fn decided_is_the_standing_s_winner_or_over_after_every_entry() {
        use crate::ruleset::OptValue;
        for (ruleset, target) in [
            ("belote-classic", Some(300)),
            ("coinche", Some(500)),
            ("belote-es", Some(200)),
            ("bestia", None),
            ("perejila", None),
        ] {
            let rules = Arc::new(Rules::load(ruleset).unwrap());
            let options: indexmap::IndexMap<String, OptValue> =
                target.map(|t| ("target".to_string(), OptValue::Int(t))).into_iter().collect();
            let sim = crate::simulate::simulate(
                rules.clone(),
                4,
                ruleset != "bestia" && ruleset != "perejila",
                options,
                60,
                3,
                0.0,
            )
            .unwrap();
            assert!(sim.refused.is_empty());
            let mut s = Session::with_ruleset(sim.session.header.clone(), rules).unwrap();
            let mut decided = false;
            for (line, event) in sim.session.in_force_entries() {
                s.apply_event(&event).unwrap();
                let st = s.game.standing();
                assert_eq!(s.game.decided(), st.winner.is_some() || st.over, "{ruleset} line {line}");
                decided |= s.game.decided();
            }
            // A target of a few hundred is reached within 60 deals; a chip game goes on.
            assert_eq!(decided, target.is_some(), "{ruleset}");
        }
    }
}
