//! `tapete resume [FILE] [--ruleset FILE] [--card-letters LANG] [--reopen]`: continue a session
//! (default: the latest unfinished one; a session an `end` entry ended is taken back with
//! `--reopen`, or when the terminal says yes), in the language of its journal unless `--lang` says otherwise,
//! reading cards in the journal's letters unless `--card-letters` says otherwise. The journal is locked
//! first, so a second table on it stops at once, and a line cut short by a crash is moved aside
//! before anything is appended.

use super::sessions_cache::Stamp;
use crate::cards::Letters;
use crate::error::{Error, Finished};
use crate::i18n::{LangChoice, Names};
use crate::journal::{Journal, Mended, Writer};
use crate::session::Session;
use crate::table;
use clap::Args;
use std::io::{BufRead, Write};
use std::path::PathBuf;

#[derive(Debug, Args)]
pub(crate) struct ResumeArgs {
    /// The journal to continue: its path or its name as `tapete sessions` lists it (default:
    /// the latest unfinished session).
    pub(crate) file: Option<PathBuf>,
    /// The ruleset file of an older journal that names its ruleset by path.
    #[arg(long, value_name = "FILE")]
    pub(crate) ruleset: Option<PathBuf>,
    /// The letters compact cards are typed with this time: en, es or fr (default: the journal's
    /// `card_letters`; a journal without it was typed with English letters).
    #[arg(long, value_enum, value_name = "LANG")]
    pub(crate) card_letters: Option<Letters>,
    /// Take back the `end` that ended this session (an `undo` of it is written) and go on with
    /// it. At a terminal, resuming such a session asks.
    #[arg(long, requires = "file")]
    pub(crate) reopen: bool,
    #[command(flatten)]
    pub(crate) serve: crate::serve::ServeArgs,
}

/// Whether a person is at this terminal (standard input and error are terminals): a question
/// can be asked.
fn at_a_terminal() -> bool {
    use std::io::IsTerminal;
    std::io::stdin().is_terminal() && std::io::stderr().is_terminal()
}

/// At a terminal, resuming a session ended by its entry on `line`: take the end back? Yes or
/// no, as a list (or a line, `TAPETE_PLAIN`); Enter takes it back. The end of the input or
/// Ctrl-C leaves the session ended.
fn reopen_asked(asker: &mut table::Asker, cat: &dyn crate::i18n::Catalog, line: usize) -> Result<bool, Error> {
    let [yes, no] = cat.yes_no();
    let labels = [yes[0].to_string(), no[0].to_string()];
    loop {
        match asker.ask(&cat.reopen_question(line), Some(yes[0]), &labels, "")? {
            table::Reply::Pick(i) => return Ok(i == 0),
            table::Reply::Line(typed) => {
                let typed = typed.trim().to_lowercase();
                if typed.is_empty() || yes.contains(&typed.as_str()) {
                    return Ok(true);
                }
                if no.contains(&typed.as_str()) {
                    return Ok(false);
                }
            }
            table::Reply::NotText | table::Reply::Moved(_) => {}
            table::Reply::End | table::Reply::Interrupted | table::Reply::Phone(_) => return Ok(false),
        }
    }
}

pub(crate) fn unfinished(path: &std::path::Path) -> bool {
    unfinished_session(path).is_some()
}

/// The session of the journal at `path`, read as the table resumes it, when it is unfinished;
/// with the journal's size and time before it was read.
fn unfinished_session(path: &std::path::Path) -> Option<(Session, Option<Stamp>)> {
    let stamp = Stamp::of(path);
    // Only the standing is read: the old hands kept lean, as the table resumed keeps them.
    let s = Session::resume_file(path, None).ok()?;
    (!s.ended() && s.standing().winner.is_none() && !s.standing().over).then_some((s, stamp))
}

pub(crate) fn cmd_resume(
    args: &ResumeArgs,
    choice: LangChoice,
    input: &mut dyn BufRead,
    prompts: &mut dyn Write,
    out: &mut dyn Write,
) -> Result<Finished, Error> {
    // Without FILE, the last unfinished session: its journal was read to know it, and that
    // reading is kept when nothing changes the journal before it is opened for writing.
    let (path, read) = match &args.file {
        Some(p) => (crate::store::resolve(p), None),
        None => {
            let dir = crate::store::sessions_dir()?;
            let (path, read) = crate::store::list(&dir)
                .into_iter()
                .find_map(|p| unfinished_session(&p).map(|read| (p, read)))
                .ok_or_else(|| Error::NoUnfinished { dir: dir.display().to_string(), board: false })?;
            (path, Some(read).filter(|_| args.ruleset.is_none()))
        }
    };
    // What serving needs is checked before the journal is opened (and a cut line moved aside):
    // a start that fails leaves the journal as it was (#35).
    let served = args.serve.start()?;
    let (mut writer, mended) = Writer::open(&path)?;
    // The journal as it was read to be found, when opening it mended nothing and nothing
    // wrote to it since; else read again.
    let read =
        read.filter(|(_, stamp)| matches!(mended, Mended::Clean) && stamp.is_some() && *stamp == Stamp::of(&path));
    // Read streaming: the journal's entries are never all held at once (#28).
    let found = match read {
        Some((s, _)) => Ok(s),
        None => Session::resume_file(&path, args.ruleset.as_deref()),
    };
    let mut session = match found {
        Ok(s) => s,
        Err(e) => {
            // As a journal read whole would: the journal moved first, the line moved aside said.
            writer.check()?;
            if let (Mended::CutAside { line, aside }, Ok(j)) = (&mended, Journal::read(&path)) {
                let cat = choice.of_session(j.header.lang.as_deref()).catalog();
                let (journal, aside) = (crate::term::path(&path), crate::term::path(aside));
                let _ = writeln!(prompts, "{}", cat.cut_aside(*line, &journal, &aside));
            }
            return Err(e);
        }
    };
    writer.check()?;
    if args.reopen && table::ended_at(&session).is_none() {
        return Err(Error::NothingToReopen { journal: crate::term::path(&path) });
    }
    let lang = choice.of_session(session.header.lang.as_deref());
    let letters = args
        .card_letters
        .or(session.header.card_letters.as_deref().and_then(Letters::from_code))
        .unwrap_or(Letters::En);
    let cat = lang.catalog();
    if let Mended::CutAside { line, aside } = &mended {
        let _ = writeln!(prompts, "{}", cat.cut_aside(*line, &crate::term::path(&path), &crate::term::path(aside)));
    }
    let x = Names::of(&session.seating, session.ruleset.deck_kind);
    for w in &session.warnings {
        let _ = writeln!(prompts, "{}", cat.warning(w));
    }
    for e in session.errors() {
        let _ = writeln!(prompts, "✗ {}", crate::i18n::sentence(&cat.line_error(e.line, &cat.refusal(&e.refusal, &x))));
    }
    let sides: Vec<String> = (0..x.sides.len()).map(|s| x.side(s)).collect();
    let _ = writeln!(prompts, "{}", cat.resuming(&crate::term::path(&path), &sides.join(" vs ")));
    let _ = writeln!(prompts, "{}", table::scoreboard(&session, cat));
    if let Some(line) = table::ended_at(&session) {
        let mut asker = table::asker(input, prompts, out);
        let reopen = args.reopen || (at_a_terminal() && reopen_asked(&mut asker, cat, line)?);
        if !reopen || !table::reopen(&mut session, &mut writer, &mut asker, (lang, letters))? {
            if !at_a_terminal() && !args.reopen {
                let command = format!("tapete resume {} --reopen", crate::term::path(&path));
                asker.say(&cat.reopen_how(line, &command));
            }
            asker.say(&cat.ended(&crate::term::path(&path)));
            return Ok(Finished::Done);
        }
    }
    let ending = match served {
        Some(start) => crate::serve::run(start, &mut session, &mut writer, out, prompts, (lang, letters))?,
        None => table::run(&mut session, &mut writer, &mut table::asker(input, prompts, out), lang, letters)?,
    };
    Ok(match ending {
        table::Ending::Done => Finished::Done,
        table::Ending::Interrupted => Finished::Interrupted,
    })
}
