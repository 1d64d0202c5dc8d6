/*!
A session: its header, its entries and the game state folded from them.

[`Session::apply`] is the one reducer: the table prompts, scripted input and `verify` replay all
call it. An entry it refuses changes nothing (the table asks again; a replay lists it under
`errors`). `undo` retracts the latest entry not yet retracted, and the state is rebuilt by folding
the entries still in force.
*/

use crate::error::Error;
use crate::games::belote::Belote;
use crate::games::bestia::Bestia;
use crate::games::perejila::Perejila;
use crate::journal::{effective, effective_and_idle, Entry, Event, Header, Journal};
use crate::report::{EntryError, Infraction, Verdict};
use crate::ruleset::{GameFamily, OptValue, Options, Ruleset};
use crate::seating::Seating;
use std::path::Path;
use std::sync::Arc;

#[derive(Debug, Clone)]
pub enum Game {
    Belote(Box<Belote>),
    Bestia(Box<Bestia>),
    Perejila(Box<Perejila>),
}

#[derive(Debug, Clone)]
pub struct Session {
    pub header: Header,
    pub ruleset: Arc<Ruleset>,
    pub options: Options,
    pub seating: Seating,
    /// Every entry accepted so far (undo entries included), in journal order.
    pub entries: Vec<Entry>,
    pub game: Game,
    pub errors: Vec<EntryError>,
    pub warnings: Vec<String>,
    pub ended: bool,
    /// The line of the first entry whose totals overflowed (the session cannot go on).
    pub overflow_line: Option<usize>,
    initial: Box<Game>,
    initial_options: Options,
}

impl Session {
    /// Start a session from a journal's header: its rules are those the journal carries or the
    /// bundled ruleset it names, or the file the user names (`ruleset_file`). Problems with the
    /// header are errors of line 1 of `journal`.
    pub fn start(header: Header) -> Result<Session, Error> {
        Session::open(header, None, "journal")
    }

    /// [`Session::start`] with the journal's name for messages and a ruleset file named by the user.
    pub fn open(header: Header, ruleset_file: Option<&Path>, journal: &str) -> Result<Session, Error> {
        let ruleset = Arc::new(Ruleset::for_journal(&header, ruleset_file, journal)?);
        Session::with_ruleset(header, ruleset).map_err(|e| match e {
            Error::Input(message) => Error::Journal { path: journal.to_string(), line: 1, message },
            e => e,
        })
    }

    pub fn with_ruleset(header: Header, ruleset: Arc<Ruleset>) -> Result<Session, Error> {
        let options = ruleset.options(&header.options)?;
        let seating = Seating::new(&ruleset, &header.players, header.teams.as_deref())?;
        let game = match ruleset.game {
            GameFamily::Belote => {
                Game::Belote(Box::new(Belote::new(ruleset.clone(), options.clone(), seating.clone())))
            }
            GameFamily::Bestia => {
                let min_pot = ruleset.bestia.as_ref().map(|b| b.min_pot).unwrap_or(5);
                let ante = options.int("ante");
                let n = seating.n() as i64;
                if ante * n < min_pot {
                    return Err(Error::input(format!(
                        "ante {ante} is too low: {n} players put {} chips in the pot, and it must hold at least {min_pot}",
                        ante * n
                    )));
                }
                Game::Bestia(Box::new(Bestia::new(ruleset.clone(), options.clone(), seating.clone())))
            }
            GameFamily::Perejila => {
                Game::Perejila(Box::new(Perejila::new(ruleset.clone(), options.clone(), seating.clone())))
            }
        };
        let mut warnings = Vec::new();
        if let (Some(want), false) = (&header.ruleset_sha256, ruleset.sha256.is_empty()) {
            if *want != ruleset.sha256 {
                warnings.push(format!(
                    "the ruleset {} has changed since this session was recorded (sha256 differs); replaying with the current rules",
                    header.ruleset
                ));
            }
        }
        Ok(Session {
            header,
            ruleset,
            options: options.clone(),
            seating,
            entries: Vec::new(),
            initial: Box::new(game.clone()),
            game,
            errors: Vec::new(),
            warnings,
            ended: false,
            overflow_line: None,
            initial_options: options,
        })
    }

    /// Replay a journal: every entry is applied; refused ones are listed in `errors`.
    pub fn replay(journal: &Journal) -> Result<Session, Error> {
        Session::replay_owned(journal.clone())
    }

    /// [`Session::replay`] taking the journal by value (no copy of its entries).
    pub fn replay_owned(journal: Journal) -> Result<Session, Error> {
        Session::replay_with(journal, None)
    }

    /// Replay a journal with the rules of a ruleset file the user names (`--ruleset`).
    pub fn replay_with(journal: Journal, ruleset_file: Option<&Path>) -> Result<Session, Error> {
        let shown = journal.path.display().to_string();
        let mut s = Session::open(journal.header, ruleset_file, &shown)?;
        s.warnings.extend(journal.warnings);
        s.entries = journal.entries;
        s.rebuild();
        if let Some(line) = s.overflow_line {
            return Err(Error::Journal {
                path: shown,
                line,
                message: "the chip or point totals overflow here; tapete stops rather than report a wrong total".into(),
            });
        }
        Ok(s)
    }

    fn rebuild(&mut self) {
        self.game = (*self.initial).clone();
        self.options = self.initial_options.clone();
        self.errors.clear();
        self.ended = false;
        self.overflow_line = None;
        let entries = std::mem::take(&mut self.entries);
        let (in_force, idle) = effective_and_idle(&entries);
        for e in idle {
            self.errors.push(EntryError { line: e.line, message: "there is nothing to undo".into() });
        }
        for e in in_force {
            if let Err(message) = self.fold(e) {
                self.errors.push(EntryError { line: e.line, message });
            }
            if self.overflow_line.is_none() && self.overflowed() {
                self.overflow_line = Some(e.line);
            }
        }
        self.errors.sort_by_key(|e| e.line);
        self.entries = entries;
    }

    /// Apply one new entry. On `Ok` it is part of the session (the caller writes it to the
    /// journal); on `Err` nothing changed and the message says why.
    pub fn apply(&mut self, entry: Entry) -> Result<Vec<String>, String> {
        if let Event::Undo = entry.event {
            let in_force = effective(&self.entries).len();
            if in_force == 0 {
                return Err("there is nothing to undo".into());
            }
            self.entries.push(entry);
            self.rebuild();
            return Ok(vec!["The last entry was retracted.".into()]);
        }
        let notices = self.fold(&entry)?;
        if self.overflowed() {
            self.overflow_line.get_or_insert(entry.line);
        }
        self.entries.push(entry);
        Ok(notices)
    }

    /// Whether a chip or point total has overflowed (the game's numbers are then wrong).
    fn overflowed(&self) -> bool {
        match &self.game {
            Game::Belote(g) => g.overflow,
            Game::Bestia(g) => g.overflow,
            Game::Perejila(g) => g.overflow,
        }
    }

    fn fold(&mut self, entry: &Entry) -> Result<Vec<String>, String> {
        if self.ended {
            return Err("the session has ended ('end' was entered)".into());
        }
        match &entry.event {
            Event::Note { .. } => Ok(vec![]),
            Event::End => {
                self.ended = true;
                Ok(vec![])
            }
            Event::Undo => Err("undo is handled by the session".into()),
            Event::SetOption { key, value } => {
                let v = OptValue::from_json(value)
                    .ok_or_else(|| format!("option {key}: the value must be true/false, a number or a word"))?;
                let mut next = self.options.clone();
                next.set(&self.ruleset, key, v).map_err(|e| e.to_string())?;
                self.options = next.clone();
                match &mut self.game {
                    Game::Belote(g) => g.set_option(next),
                    Game::Bestia(g) => g.set_option(next),
                    Game::Perejila(g) => g.set_option(next),
                }
                Ok(vec![format!("Option {key} changed from the next deal on.")])
            }
            _ => match &mut self.game {
                Game::Belote(g) => g.apply(entry),
                Game::Bestia(g) => g.apply(entry),
                Game::Perejila(g) => g.apply(entry),
            },
        }
    }

    /// The language of the messages the table shows (journals and verdicts are unaffected).
    pub fn set_lang(&mut self, lang: crate::i18n::Lang) {
        for g in [&mut self.game, &mut *self.initial] {
            match g {
                Game::Belote(b) => b.lang = lang,
                Game::Bestia(b) => b.lang = lang,
                Game::Perejila(p) => p.lang = lang,
            }
        }
    }

    /// Infractions so far, including those proved in a hand still in progress.
    pub fn infractions(&self) -> Vec<Infraction> {
        match &self.game {
            Game::Belote(g) => {
                let mut v = g.infractions.clone();
                v.extend(g.pending_infractions());
                v
            }
            Game::Bestia(g) => {
                let mut v = g.infractions.clone();
                v.extend(g.pending_infractions());
                v
            }
            Game::Perejila(_) => vec![],
        }
    }

    /// The verdict of `verify`.
    pub fn verdict(&self) -> Verdict {
        let infractions = self.infractions();
        let (hands, totals, winner) = match &self.game {
            Game::Belote(g) => (g.hands.clone(), g.totals_map(), g.winner_name()),
            Game::Bestia(g) => {
                let mut g = g.clone();
                g.finish_pending();
                (g.hands.clone(), g.totals_map(), None)
            }
            Game::Perejila(g) => {
                let mut g = g.clone();
                g.settle();
                (g.hands.clone(), g.totals_map(), None)
            }
        };
        Verdict {
            ok: infractions.is_empty() && self.errors.is_empty(),
            ruleset: self.ruleset.name.clone(),
            sides: self.seating.sides.clone(),
            hands,
            totals,
            winner,
            infractions,
            errors: self.errors.clone(),
            warnings: self.warnings.clone(),
        }
    }
}
