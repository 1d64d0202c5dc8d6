//! `tapete new RULESET --players A,B,C,D [--teams A+C,B+D] [--option k=v]… [--file PATH]`:
//! start keeping score of a session at the table. What the command line leaves out comes from
//! `--again` (the last session's table) and then from the configuration file ([`crate::config`]).

use crate::cards::Letters;
use crate::clock;
use crate::error::{Error, Finished};
use crate::games::Rules;
use crate::i18n::{Lang, LangChoice, Names};
use crate::journal::{Header, Mended, Writer};
use crate::ruleset::{OptValue, OptionProblem, Ruleset};
use crate::session::Session;
use crate::table;
use clap::Args;
use indexmap::IndexMap;
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Debug, Args)]
pub(crate) struct NewArgs {
    /// A bundled ruleset (belote-classic, belote-es, bestia, perejila, coinche, contree) or a ruleset file
    /// (default: the last session's with --again, else the configuration's).
    #[arg(value_parser = super::ruleset_name::RulesetName, hide_possible_values = true)]
    pub(crate) ruleset: Option<String>,
    /// Players in play order, comma-separated (each sits to the right of the one before).
    #[arg(long, value_delimiter = ',')]
    pub(crate) players: Vec<String>,
    /// Start the last session's table again: its ruleset, players, teams, options and language.
    #[arg(long)]
    pub(crate) again: bool,
    /// Teams as partners joined by '+', comma-separated: --teams Ana+Marta,Luis+Pep.
    #[arg(long, value_delimiter = ',')]
    pub(crate) teams: Vec<String>,
    /// A ruleset option, KEY=VALUE (repeatable): --option target=501.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub(crate) options: Vec<String>,
    /// Where to write the journal (default: the sessions folder).
    #[arg(long)]
    pub(crate) file: Option<PathBuf>,
    /// The letters compact cards are typed with: en (A K Q J, S H D C), es (A R D V, P C D T),
    /// fr (A R D V, P C K T) (default: the last session's with --again, the configuration's,
    /// else the table's language).
    #[arg(long, value_enum, value_name = "LANG")]
    pub(crate) card_letters: Option<Letters>,
    #[command(flatten)]
    pub(crate) serve: crate::serve::ServeArgs,
}

/// Parse `--option KEY=VALUE` flags against a ruleset's options.
pub(crate) fn parse_options(r: &Ruleset, flags: &[String]) -> Result<IndexMap<String, OptValue>, Error> {
    let mut out = IndexMap::new();
    for f in flags {
        let (k, v) = f.split_once('=').ok_or_else(|| Error::OptionForm { given: f.clone() })?;
        let spec = r.options.get(k).ok_or_else(|| OptionProblem::Unknown {
            ruleset: r.name.clone(),
            key: k.to_string(),
            known: r.options.keys().cloned().collect(),
        })?;
        let value = spec.parse_text(v).map_err(|problem| OptionProblem::Value { key: k.to_string(), problem })?;
        out.insert(k.to_string(), value);
    }
    Ok(out)
}

/// The table a new session starts with: the command line first, then `--again`, then the
/// configuration file.
struct Table {
    ruleset: Arc<Rules>,
    players: Vec<String>,
    teams: Option<Vec<Vec<String>>>,
    options: IndexMap<String, OptValue>,
    lang: Lang,
    letters: Letters,
}

fn table_of(args: &NewArgs, choice: LangChoice) -> Result<Table, Error> {
    let config = crate::config::Config::load()?;
    let last = if args.again {
        // The newest journal that holds a session (one a crash left without its header does not).
        let dir = crate::store::sessions_dir()?;
        let mut found = None;
        for path in crate::store::list(&dir) {
            match crate::journal::Journal::read(&path) {
                Err(Error::NotStarted { .. }) => continue,
                read => {
                    found = Some((read?.header, path));
                    break;
                }
            }
        }
        Some(found.ok_or_else(|| Error::NothingToRepeat { dir: dir.display().to_string() })?)
    } else {
        None
    };
    let ruleset = match (&args.ruleset, &last, &config.ruleset) {
        (Some(r), _, _) => Rules::load(r)?,
        (None, Some((h, path)), _) => crate::session::Session::rules_of(h, None, &path.display().to_string())?,
        (None, None, Some(r)) => Rules::load(r)?,
        (None, None, None) => return Err(Error::NeedsRuleset),
    };
    let players = match (&last, args.players.is_empty()) {
        // `--players "Ana, Luis, Marta, Pep"`: the spaces around each name are not the name's
        // (an empty name between two commas stays empty, and is refused as one).
        (_, false) => args.players.iter().map(|p| p.trim().to_string()).collect(),
        (Some((h, _)), true) => h.players.clone(),
        (None, true) if !config.players.is_empty() => config.players.clone(),
        (None, true) => return Err(Error::NeedsPlayers),
    };
    let joined = |ts: &[String]| ts.iter().map(|t| t.split('+').map(|p| p.trim().to_string()).collect()).collect();
    let teams: Option<Vec<Vec<String>>> = if !args.teams.is_empty() {
        Some(joined(&args.teams))
    } else if let (Some((h, _)), true) = (&last, args.players.is_empty()) {
        h.teams.clone()
    } else if !config.teams.is_empty() && args.players.is_empty() {
        Some(joined(&config.teams))
    } else {
        None
    };
    // Options: the configuration's (for its own ruleset), the last session's, then the flags.
    let mut options = IndexMap::new();
    if last.is_none() && (args.ruleset.is_none() || args.ruleset == config.ruleset) {
        options.extend(parse_options(&ruleset, &config.options)?);
    }
    if let Some((h, _)) = &last {
        options.extend(h.options.clone());
    }
    options.extend(parse_options(&ruleset, &args.options)?);
    let lang =
        LangChoice { config: config.lang, ..choice }.of_session(last.as_ref().and_then(|(h, _)| h.lang.as_deref()));
    // The letters: the command line, the last session's, the configuration's, else the language's.
    let letters = args
        .card_letters
        .or(last.as_ref().and_then(|(h, _)| h.card_letters.as_deref().and_then(Letters::from_code)))
        .or(config.card_letters)
        .unwrap_or_else(|| lang.letters());
    Ok(Table { ruleset: Arc::new(ruleset), players, teams, options, lang, letters })
}

pub(crate) fn cmd_new(
    args: &NewArgs,
    choice: LangChoice,
    input: &mut dyn BufRead,
    prompts: &mut dyn Write,
    out: &mut dyn Write,
) -> Result<Finished, Error> {
    let Table { ruleset, players, teams, options, lang, letters } = table_of(args, choice)?;
    crate::names::check_new(&players, ruleset.deck_kind, &crate::i18n::is_entry_word).map_err(Error::Name)?;
    let header = Header {
        format: 1,
        ruleset: ruleset.name.clone(),
        ruleset_sha256: Some(ruleset.sha256.clone()),
        // A user's ruleset travels inside the journal: it verifies and resumes anywhere.
        ruleset_yaml: (!ruleset.bundled).then(|| ruleset.text.clone()),
        lang: Some(lang.code().to_string()),
        card_letters: Some(letters.code().to_string()),
        options,
        players,
        teams,
        at: Some(clock::stamp()),
    };
    // Check everything before creating a file: the table, and what serving it needs (#35).
    let mut session = Session::with_ruleset(header.clone(), ruleset.clone())?;
    let served = args.serve.start()?;
    let cat = lang.catalog();
    let mut writer = match &args.file {
        Some(path) if std::fs::symlink_metadata(path).is_ok() => {
            // A journal a crash left without its header may be started; any other file is kept.
            let (w, mended) = Writer::take_over(path, &header)?;
            if let Mended::CutAside { line, aside } = mended {
                let _ =
                    writeln!(prompts, "{}", cat.cut_aside(line, &crate::term::path(path), &crate::term::path(&aside)));
            }
            w
        }
        Some(path) => Writer::create(path, &header)?,
        None => {
            let dir = crate::store::sessions_dir()?;
            let stamp = clock::now().format("%Y-%m-%d-%H%M").to_string();
            Writer::create_in(&dir, &stamp, &ruleset.name, &header)?
        }
    };
    let x = Names::of(&session.seating, ruleset.deck_kind);
    let sides: Vec<String> = (0..x.sides.len()).map(|s| x.side(s)).collect();
    let _ = writeln!(prompts, "{}", cat.started(&ruleset.name, &sides.join(" vs "), &crate::term::path(&writer.path)));
    let ending = match served {
        Some(start) => crate::serve::run(start, &mut session, &mut writer, out, prompts, (lang, letters))?,
        None => table::run(&mut session, &mut writer, &mut table::asker(input, prompts, out), lang, letters)?,
    };
    Ok(match ending {
        table::Ending::Done => Finished::Done,
        table::Ending::Interrupted => Finished::Interrupted,
    })
}
