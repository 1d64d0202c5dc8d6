//! `tapete concours …`: a concours run from one machine (`docs/concours.md`). Each subcommand is a
//! file; they share how a concours journal is found, read, replayed and appended to.

mod add;
mod amend;
mod board;
mod draw;
mod from;
mod new;
mod redraw;
mod result;
mod serve;
mod standings;
mod verify;
mod withdraw;

use crate::concours::file::{self, Read};
use crate::concours::{Arithmetic, Event, Replayed, Sum};
use crate::error::{ConcoursProblem, Error, Finished};
use crate::games::Rules;
use crate::i18n::{Lang, LangChoice};
use crate::journal::{Mended, Writer};
use clap::{Args, Subcommand};
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(Debug, Args)]
pub(crate) struct ConcoursArgs {
    #[command(subcommand)]
    pub(crate) command: Sub,
}

#[derive(Debug, Subcommand)]
pub(crate) enum Sub {
    /// Start a concours: its teams, ruleset, rounds and how rounds are paired and teams ranked.
    New(new::NewArgs),
    /// Draw the next round and print it (--round N prints round N again).
    Draw(draw::DrawArgs),
    /// Enter a table's result of the current round: typed totals, or a session journal.
    Result(result::ResultArgs),
    /// A team plays no more rounds.
    Withdraw(withdraw::WithdrawArgs),
    /// Late teams: they play from the next round to draw, the rounds before scored as byes.
    Add(add::AddArgs),
    /// Draw the current round again (with the next seed) while none of its results is in.
    Redraw(redraw::RedrawArgs),
    /// The standings, with every tie-break.
    Standings(standings::StandingsArgs),
    /// Serve the projector page: standings, the round's tables and the results awaited.
    Board(board::BoardArgs),
    /// Serve the current round from its tables: each table's partie on its phones, results
    /// entered once both sides confirm them, the projector at / (docs/concours.md).
    Serve(serve::ServeConcoursArgs),
    /// Retract the latest entry in force.
    Undo(FileArg),
    /// Replace a result or a withdrawal (with the flags of the command that wrote it).
    Amend(amend::AmendArgs),
    /// Replay a concours journal: every draw by the rules, every result consistent.
    Verify(verify::VerifyArgs),
}

/// `--file PATH`: the concours journal (default: the latest in the concours folder).
#[derive(Debug, Args, Clone)]
pub(crate) struct FileArg {
    /// The concours journal (default: the latest in the concours folder).
    #[arg(long)]
    pub(crate) file: Option<PathBuf>,
}

pub(crate) fn cmd_concours(
    a: &ConcoursArgs,
    choice: LangChoice,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Finished, Error> {
    match &a.command {
        Sub::New(n) => new::run(n, choice, out),
        Sub::Draw(d) => draw::run(d, choice, out, err),
        Sub::Result(r) => result::run(r, choice, out, err),
        Sub::Withdraw(w) => withdraw::run(w, choice, out, err),
        Sub::Add(x) => add::run(x, choice, out, err),
        Sub::Redraw(r) => redraw::run(r, choice, out, err),
        Sub::Standings(s) => standings::run(s, choice, out, err),
        Sub::Board(b) => board::run(b, choice, err),
        Sub::Serve(s) => serve::run(s, choice, out, err),
        Sub::Undo(f) => amend::undo(f, choice, out, err),
        Sub::Amend(m) => amend::run(m, choice, out, err),
        Sub::Verify(v) => verify::run(v, choice, out, err),
    }
}

impl ConcoursArgs {
    /// The concours journal the command names (`--file`, verify's FILE), if it names one.
    fn file(&self) -> Option<&Path> {
        match &self.command {
            Sub::New(_) => None,
            Sub::Draw(d) => d.file.file.as_deref(),
            Sub::Result(r) => r.file.file.as_deref(),
            Sub::Withdraw(w) => w.file.file.as_deref(),
            Sub::Add(x) => x.file.file.as_deref(),
            Sub::Redraw(r) => r.file.file.as_deref(),
            Sub::Standings(s) => s.file.file.as_deref(),
            Sub::Board(b) => b.file.file.as_deref(),
            Sub::Serve(s) => s.file.file.as_deref(),
            Sub::Undo(f) => f.file.as_deref(),
            Sub::Amend(m) => m.file.file.as_deref(),
            Sub::Verify(v) => v.file.as_deref().or(v.file_flag.as_deref()),
        }
    }

    /// The language a concours command speaks, its errors included: `--lang`, else the
    /// concours's own (`new`: the configuration's, else the locale's).
    pub(crate) fn lang(&self, choice: LangChoice) -> Lang {
        if matches!(self.command, Sub::New(_)) {
            return choice.alone();
        }
        let own = file::locate(self.file()).ok().and_then(|p| file::header_lang(&p));
        choice.of_session(own.as_deref())
    }
}

/// A concours as its journal holds it: the file, its rules and the fold of what was read.
#[doc(hidden)]
pub struct Loaded {
    pub(crate) path: PathBuf,
    /// What was read (the entries' times: a served round's clock starts at its draw's).
    pub(crate) read: Read,
    pub(crate) rules: Rules,
    pub replayed: Replayed,
    pub(crate) lang: Lang,
}

/// The rules a concours plays by: the ruleset its journal carries, else the bundled one it names.
pub(crate) fn rules_of(read: &Read, path: &Path) -> Result<Rules, Error> {
    let h = &read.header;
    let session = crate::journal::Header {
        format: 1,
        ruleset: h.ruleset.clone(),
        ruleset_sha256: h.ruleset_sha256.clone(),
        ruleset_yaml: h.ruleset_yaml.clone(),
        ..Default::default()
    };
    crate::session::Session::rules_of(&session, None, &path.display().to_string())
}

/// The arithmetic of a partie's typed totals, from the game, for the ruleset and the options
/// every table plays with: the sum they add up to, or the bounds the rules set on them (none
/// when those options do not read: no partie is checked).
pub(crate) fn arithmetic_of(rules: &Rules, header: &crate::concours::Header) -> Arithmetic {
    let Ok(options) = rules.options(&header.table_options()) else { return Arithmetic::default() };
    let sum = crate::games::partie_sum(rules, &options).map(|s| Sum {
        per_hand: s.per_hand,
        belote: s.belote,
        capot: s.capot,
        belotes_a_hand: s.belotes_a_hand,
        held_a_litige: s.held_a_litige,
    });
    Arithmetic { sum, bound: crate::games::partie_bound(rules, &options) }
}

/// Read and replay the concours at `path` (or the latest); a last line a crash cut short is said
/// on `err` (it is ignored, and moved aside by the next command that writes).
#[doc(hidden)]
pub fn load(file: Option<&Path>, choice: LangChoice, err: &mut dyn Write) -> Result<Loaded, Error> {
    let path = file::locate(file)?;
    let read = file::read(&path)?;
    let lang = choice.of_session(read.header.lang.as_deref());
    cut_said(&read, lang, err);
    loaded(path, read, lang)
}

/// Say that a cut-short last line was ignored.
pub(crate) fn cut_said(read: &Read, lang: Lang, err: &mut dyn Write) {
    if let Some(line) = read.cut {
        let _ = writeln!(err, "{}", lang.catalog().warning(&crate::journal::Warning::CutLine { line }));
    }
}

fn loaded(path: PathBuf, read: Read, lang: Lang) -> Result<Loaded, Error> {
    let rules = rules_of(&read, &path)?;
    let replayed =
        Replayed::of(read.header.clone(), arithmetic_of(&rules, &read.header), &read.entries, &mut |_, _, _| {})
            .map_err(Error::Concours)?;
    Ok(Loaded { path, read, rules, replayed, lang })
}

/// A concours held for writing: locked, its last line mended, read again under the lock.
pub(crate) struct Held {
    pub(crate) loaded: Loaded,
    pub(crate) writer: Writer,
}

/// How long a command waits for another that holds the concours journal (entering a result takes
/// milliseconds: only a command that does not end holds it this long).
const BUSY_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

pub(crate) fn hold(file: Option<&Path>, choice: LangChoice, err: &mut dyn Write) -> Result<Held, Error> {
    let path = file::locate(file)?;
    // The header tells the writer which last line reads, with the teams the journal's `add`
    // lines name (read before the lock: they only grow); the whole journal is read again under
    // the lock.
    let known = file::read(&path).ok().map(|r| r.header).or_else(|| file::header(&path));
    let writer = match known {
        Some(h) => Writer::open_waiting(&path, &file::reads(&h), BUSY_WAIT).map_err(|e| match e {
            // Held by a `concours serve`: where it is served.
            Error::InUse { path: p } => match serve::served_at(&path) {
                Some(url) => Error::Concours(ConcoursProblem::Served { path: p, url }),
                None => Error::Concours(ConcoursProblem::Busy { path: p, seconds: BUSY_WAIT.as_secs() }),
            },
            e => e,
        }),
        None => Err(file::read(&path)
            .err()
            .unwrap_or(Error::Concours(ConcoursProblem::NotConcours { path: crate::term::path(&path) }))),
    };
    let (writer, mended) = writer?;
    let read = file::read(&path)?;
    let lang = choice.of_session(read.header.lang.as_deref());
    if let Mended::CutAside { line, aside } = mended {
        let cat = lang.catalog();
        let _ = writeln!(err, "{}", cat.cut_aside(line, &crate::term::path(&path), &crate::term::path(&aside)));
    }
    Ok(Held { loaded: loaded(path, read, lang)?, writer })
}

impl Held {
    /// Apply `event` to the concours, then write it (fsynced); refused: nothing written.
    pub(crate) fn enter(&mut self, event: Event) -> Result<usize, Error> {
        let line = self.writer.lines() + 1;
        let mut next = self.loaded.replayed.clone();
        next.apply(&event, line).map_err(Error::Concours)?;
        // Ids from the concours as the entry leaves it (a late team's among them).
        let json = crate::concours::codec::entry_json(&next.concours.header, &event, Some(&crate::clock::stamp()));
        let written = self.writer.append_json(&json)?;
        self.loaded.replayed = next;
        Ok(written)
    }
}

/// The team of the concours a command names (id in either order, or name, case aside), or why
/// not.
pub(crate) fn team(c: &crate::concours::Concours, given: &str) -> Result<usize, Error> {
    c.team(given).ok_or_else(|| {
        let ids: Vec<String> = c.teams().map(|t| c.header.id(t)).collect();
        let near = crate::suggest::nearest(given, ids.iter().map(String::as_str)).map(str::to_string);
        Error::Concours(ConcoursProblem::UnknownTeam { given: given.to_string(), near })
    })
}
