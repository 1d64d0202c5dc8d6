//! `tapete concours serve [--port P] [--bind ADDR] [--allow-public] [--round-minutes M] [--file F]`:
//! every table of the current round on its phones, from this process (`serve::concours`), and the
//! concours journal written by it alone: held for writing as long as it serves (another process
//! that would write it is told where it is served: [`serving_path`]), a table's result appended
//! once both its sides have confirmed it, as `concours result --from` appends one (`from`: the
//! table's journal and its sha256). Stopped by Ctrl-C (every journal is fsynced at each entry).

use super::result::ScoreFlags;
use super::withdraw::WithdrawFlags;
use super::{hold, FileArg, Held};
use crate::concours::Event;
use crate::error::{ConcoursProblem as P, Error, Finished};
use crate::i18n::LangChoice;
use crate::report::concours_board;
use crate::report::sheets::Access;
use crate::serve::concours::admin::Asked;
use crate::serve::concours::{self as served, table, Board};
use crate::serve::ServeArgs;
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;

#[derive(Debug, Args)]
pub(crate) struct ServeConcoursArgs {
    /// The port (default: 8080, or the next free one).
    #[arg(long)]
    pub(crate) port: Option<u16>,
    /// One address to serve on (default: every address of this computer). Whatever the address,
    /// only peers on private networks (the hall's) and this computer are answered.
    #[arg(long)]
    pub(crate) bind: Option<String>,
    /// Answer peers outside the private networks too (anyone who can reach this computer).
    #[arg(long)]
    pub(crate) allow_public: bool,
    /// The round's clock, in minutes from its draw: shown on the projector (not stored).
    #[arg(long, value_name = "M")]
    pub(crate) round_minutes: Option<u32>,
    #[command(flatten)]
    pub(crate) file: FileArg,
}

/// The file beside a concours journal that says where it is served (`NAME.jsonl.serving`: the
/// projector's address), while a `concours serve` holds it.
pub(crate) fn serving_path(journal: &Path) -> PathBuf {
    let mut name = journal.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    name.push(".serving");
    journal.with_file_name(name)
}

/// The address a served concours is served at, if a `concours serve` said so.
pub(crate) fn served_at(journal: &Path) -> Option<String> {
    let text = std::fs::read_to_string(serving_path(journal)).ok()?;
    let url = text.lines().next()?.trim().to_string();
    (!url.is_empty()).then_some(url)
}

/// Removes the `.serving` file when the server stops (not on a kill: a file left holds nothing,
/// as it is read only while the journal's lock is held).
struct Serving(PathBuf);

impl Drop for Serving {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// Where each table of round `round` keeps its partie on a phone, for its printed sheet: its PIN
/// once the round has been served, and its address (whole while the concours is served).
pub(crate) fn access(journal: &Path, round: u32) -> std::collections::BTreeMap<u32, Access> {
    let url = served_at(journal);
    served::pins::read(&served::pins::path(&round_dir(journal, round)))
        .into_iter()
        .map(|(n, pin)| {
            let address = format!("{}t/{n}/", url.as_deref().unwrap_or("/"));
            (n, Access { address, pin })
        })
        .collect()
}

/// The folder of a concours's round: `concours/NAME/round-R/` beside its journal `NAME.jsonl`.
pub(crate) fn round_dir(journal: &Path, round: u32) -> PathBuf {
    journal.with_extension("").join(format!("round-{round}"))
}

/// The board of the concours as it stands: the standings, and the tables of `round` whose
/// result is in.
fn board(held: &Held, round: u32, seq: u64) -> Board {
    let c = &held.loaded.replayed.concours;
    let cat = held.loaded.lang.catalog();
    let done = c
        .rounds
        .get(round as usize - 1)
        .map(|r| (1..).zip(&r.tables).filter(|(_, t)| t.result.is_some()).map(|(n, _)| n).collect())
        .unwrap_or_default();
    let teams = (0..c.header.teams.len()).filter(|t| c.plays(*t, c.drawn() + 1)).map(|t| c.header.id(t)).collect();
    Board { fragment: concours_board::fragment(c, cat), standings: concours_board::state(c, seq), done, teams, seq }
}

/// When round `round`'s clock of `minutes` runs out: from its draw's time (now, if the draw has
/// none).
fn deadline(held: &Held, line: usize, minutes: u32) -> std::time::SystemTime {
    let drawn = held
        .loaded
        .read
        .entries
        .iter()
        .find(|e| e.line == line)
        .and_then(|e| e.at.as_deref())
        .and_then(|at| chrono::DateTime::parse_from_rfc3339(at).ok())
        .map(|t| std::time::SystemTime::from(t.with_timezone(&chrono::Utc)))
        .unwrap_or_else(std::time::SystemTime::now);
    drawn + std::time::Duration::from_secs(u64::from(minutes) * 60)
}

/// The round `held` is in now, as it is served: its tables (numbers, teams and players, journals),
/// its hands, where its PINs are kept, and its clock of `minutes`.
fn plan(held: &Held, minutes: Option<u32>) -> Result<served::Round, Error> {
    let c = &held.loaded.replayed.concours;
    let r = c.current().ok_or(Error::Concours(P::NoRound))?;
    let dir = round_dir(&held.loaded.path, r.number);
    let tables = (1..)
        .zip(&r.tables)
        .map(|(n, t)| table::Spec {
            number: n,
            teams: [c.header.id(t.teams[0]), c.header.id(t.teams[1])],
            players: [c.header.teams[t.teams[0]].players.clone(), c.header.teams[t.teams[1]].players.clone()],
            journal: dir.join(format!("table-{n}.jsonl")),
        })
        .collect();
    let hands = match c.header.length {
        crate::concours::Length::Hands(n) => n,
        crate::concours::Length::Target(_) => 0,
    };
    Ok(served::Round {
        number: r.number,
        hands,
        pins: served::pins::path(&dir),
        deadline: minutes.map(|m| deadline(held, r.line, m)),
        tables,
    })
}

/// The file the organiser's page's PIN is kept in: `concours/NAME/admin-pin.json`.
fn admin_pin_path(journal: &Path) -> PathBuf {
    journal.with_extension("").join("admin-pin.json")
}

pub(crate) fn run(
    a: &ServeConcoursArgs,
    choice: LangChoice,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Finished, Error> {
    let mut held = hold(a.file.file.as_deref(), choice, err)?;
    let lang = held.loaded.lang;
    let cat = lang.catalog();
    let plan_now = plan(&held, a.round_minutes)?;
    let mut round = plan_now.number;
    let h = &held.loaded.replayed.concours.header;
    let rules = held.loaded.rules.clone();
    let common = table::Common {
        header: crate::journal::Header {
            format: 1,
            ruleset: rules.name.clone(),
            ruleset_sha256: Some(rules.sha256.clone()),
            ruleset_yaml: (!rules.bundled).then(|| rules.text.clone()),
            lang: Some(lang.code().to_string()),
            card_letters: Some(lang.letters().code().to_string()),
            options: h.table_options(),
            players: vec![],
            teams: None,
            at: None,
        },
        rules: Arc::new(rules),
        lang,
        letters: lang.letters(),
    };
    let args = ServeArgs { serve: true, port: a.port, bind: a.bind.clone(), allow_public: a.allow_public, pin: None };
    let mut seq = 1;
    let admin_pin = admin_pin_path(&held.loaded.path);
    // The command that serves the concours again as now (said when someone guesses a PIN).
    let mut restart = format!("tapete concours serve --file {}", crate::term::path(&held.loaded.path));
    if let Some(m) = a.round_minutes {
        restart.push_str(&format!(" --round-minutes {m}"));
    }
    if let Some(b) = &a.bind {
        restart.push_str(&format!(" --bind {}", crate::term::safe(b)));
    }
    if let Some(p) = a.port {
        restart.push_str(&format!(" --port {p}"));
    }
    if a.allow_public {
        restart.push_str(" --allow-public");
    }
    let running = served::start(&args, (plan_now, admin_pin, restart), common, board(&held, round, seq))?;
    let serving = Serving(serving_path(&held.loaded.path));
    std::fs::write(&serving.0, format!("{}\n", running.url))
        .map_err(|e| Error::io(serving.0.display().to_string(), e))?;
    let mut lines = vec![cat.tables_serving(round, &running.url)];
    if !running.others.is_empty() {
        lines.push(cat.board_also(&running.others));
    }
    for (n, teams, url, pin) in &running.tables {
        lines.push(cat.table_line(*n, teams, url, pin));
    }
    lines.push(cat.admin_line(&format!("{}admin/", running.url), &running.admin_pin));
    let _ = writeln!(out, "{}", lines.join("\n"));
    let _ = out.flush();
    // The concours's one writer: a table's result once both its sides have confirmed it, and
    // what the organiser's page asks for.
    while let Ok(told) = running.told.recv() {
        let ask = match told {
            table::Told::Confirmed { table: n } => {
                let journal = round_dir(&held.loaded.path, round).join(format!("table-{n}.jsonl"));
                match enter_confirmed(&mut held, round, n, &journal) {
                    Ok(Some(line)) => {
                        let _ = writeln!(out, "{}", cat.confirmed_result(n, line));
                    }
                    Ok(None) => continue,
                    Err(e) => {
                        let _ = writeln!(err, "{}", cat.confirmed_refused(n, &cat.error(&e, None)));
                        continue;
                    }
                }
                None
            }
            table::Told::Organiser(ask) => Some(ask),
        };
        let answer = ask.map(|ask| {
            let outcome = organiser(&mut held, round, ask.asked, &running.rounds, a.round_minutes);
            if let Ok(said) = &outcome {
                let _ = writeln!(out, "{said}");
            }
            round = held.loaded.replayed.concours.current().map_or(round, |r| r.number);
            (ask.answer, outcome)
        });
        seq += 1;
        running.board.set(board(&held, round, seq));
        // The organiser's page answered once the board says what it did: the page it goes back
        // to and `/state` show the concours as it is now.
        if let Some((to, outcome)) = answer {
            let _ = to.send(outcome);
        }
        let c = &held.loaded.replayed.concours;
        if c.current().is_some_and(|r| r.number == round) && c.awaited().is_empty() {
            let _ = writeln!(out, "{}", cat.round_confirmed(round));
        }
        let _ = out.flush();
    }
    drop(serving);
    Ok(Finished::Done)
}

type Cat = &'static dyn crate::i18n::Catalog;

/// What the organiser's page asks for, entered in the concours as the command that writes it
/// would (`result`, `withdraw`, `add`, `draw`, with their checks): what was done, in words.
fn organiser(
    held: &mut Held,
    round: u32,
    asked: Asked,
    rounds: &served::Rounds,
    minutes: Option<u32>,
) -> Result<String, String> {
    let cat = held.loaded.lang.catalog();
    let said = |e: Error| cat.error(&e, None);
    match asked {
        Asked::Result { table, points, belotes, capots, held: litige } => {
            let c = &held.loaded.replayed.concours;
            // A number of the form (nothing: 0), or what it should be.
            fn number<T: std::str::FromStr + Default>(label: &str, given: &str, cat: Cat) -> Result<T, String> {
                if given.is_empty() {
                    return Ok(T::default());
                }
                given.parse().map_err(|_| cat.admin_number(label, given))
            }
            let r = c.current().ok_or(Error::Concours(P::NoRound)).map_err(said)?;
            let at = table.checked_sub(1).and_then(|k| r.tables.get(k as usize)).map(|t| t.teams);
            let Some(at) = at else {
                return Err(said(Error::Concours(P::NoTable { table, round, tables: r.tables.len() as u32 })));
            };
            let ids = [c.header.id(at[0]), c.header.id(at[1])];
            let flags = ScoreFlags {
                scores: vec![format!("{}={}", ids[0], points[0]), format!("{}={}", ids[1], points[1])],
                belotes: number(&cat.admin_belotes(), &belotes, cat)?,
                capots: number(&cat.admin_capots(), &capots, cat)?,
                held: number(&cat.admin_held(), &litige, cat)?,
                from: None,
            };
            let s = super::result::score(c, &held.loaded.rules, round, table, &flags).map_err(said)?;
            let line = held.enter(Event::Result(s.clone())).map_err(said)?;
            Ok(cat.result_recorded(round, table, (&ids[0], s.points[0]), (&ids[1], s.points[1]), line))
        }
        Asked::Withdraw { team } => {
            let c = &held.loaded.replayed.concours;
            let e = super::withdraw::event(c, &WithdrawFlags { team, from_round: None }).map_err(said)?;
            let line = held.enter(e.clone()).map_err(said)?;
            let Event::Withdraw { team, from_round } = e else { return Ok(String::new()) };
            let id = held.loaded.replayed.concours.header.id(team);
            Ok(cat.withdrawal_recorded(&id, from_round, line))
        }
        Asked::Add { team } => {
            let c = &held.loaded.replayed.concours;
            let e = super::add::event(c, held.loaded.rules.deck_kind, &[team]).map_err(said)?;
            let line = held.enter(e.clone()).map_err(said)?;
            Ok(super::add::said(&e, cat, line))
        }
        Asked::Draw => {
            let c = &held.loaded.replayed.concours;
            c.may_draw().map_err(|p| said(Error::Concours(p)))?;
            let d = crate::concours::draw::next(c);
            let line = held.enter(Event::Draw(d.clone())).map_err(said)?;
            let tables = plan(held, minutes).and_then(|p| rounds.serve(p)).map_err(said)?;
            let mut said = vec![cat.round_served(d.round, line)];
            for (n, teams, url, pin) in &tables {
                said.push(cat.table_line(*n, teams, url, pin));
            }
            Ok(said.join("\n"))
        }
    }
}

/// Table `n`'s partie, confirmed by both sides, entered in the concours as `result --from` enters
/// it (a result it already has from another state of the journal is amended); the line written,
/// or None when the concours holds this very journal's result already.
fn enter_confirmed(held: &mut Held, round: u32, n: u32, journal: &Path) -> Result<Option<usize>, Error> {
    let c = &held.loaded.replayed.concours;
    let t = &c.rounds[round as usize - 1].tables[n as usize - 1];
    let score = super::from::score(c, &held.loaded.rules, (round, n, t.teams), journal, true);
    let score = match (score, &t.result) {
        // The same journal's result is in already (a confirmation said again, a restart).
        (Err(Error::Concours(P::SameJournal { .. })), Some(_)) => return Ok(None),
        (s, _) => s?,
    };
    let event = match &t.result {
        Some((_, line)) => Event::Amend { line: *line, event: Box::new(Event::Result(score)) },
        None => Event::Result(score),
    };
    held.enter(event).map(Some)
}
