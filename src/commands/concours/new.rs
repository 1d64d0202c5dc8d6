//! `tapete concours new NAME --ruleset R (--teams "A+B,C+D,…" | --teams-file F.csv) --rounds N …`

use crate::concours::header::{pairing_code, ByePoints, Header, Length, Ranking, Team};
use crate::concours::pairing::Pairing;
use crate::error::{ConcoursProblem as P, Error, Finished, TeamsLineFault};
use crate::games::Rules;
use crate::i18n::LangChoice;
use crate::journal::Writer;
use clap::{Args, ValueEnum};
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Clone, Copy, ValueEnum)]
pub(crate) enum PairingArg {
    Swiss,
    Rotation,
    Random,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub(crate) enum RankingArg {
    Points,
    Wins,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub(crate) enum ByeArg {
    Half,
    Average,
    Zero,
}

#[derive(Debug, Args)]
pub(crate) struct NewArgs {
    /// The concours's name ("Fiesta de San Juan").
    pub(crate) name: String,
    /// The ruleset every table plays (a bundled name or a ruleset file).
    #[arg(long, value_parser = crate::commands::ruleset_name::RulesetName, hide_possible_values = true)]
    pub(crate) ruleset: String,
    /// The teams: "Ana+Luis,Marta+Pep,…".
    #[arg(long, value_delimiter = ',', required_unless_present = "teams_file")]
    pub(crate) teams: Vec<String>,
    /// A CSV file of teams, a line each: Team name,Player 1,Player 2 (the name may be empty); a
    /// first line of column heads (Team,Player 1,Player 2) is skipped.
    #[arg(long, conflicts_with = "teams")]
    pub(crate) teams_file: Option<PathBuf>,
    /// How many rounds.
    #[arg(long)]
    pub(crate) rounds: u32,
    /// A partie is this many hands played (default 12).
    #[arg(long)]
    pub(crate) hands: Option<u32>,
    /// A partie is played to this many points instead.
    #[arg(long)]
    pub(crate) target: Option<i64>,
    /// How the rounds after the first are paired: swiss (the standings' order, as few rematches
    /// as can be), rotation (every team meets every other) or random.
    #[arg(long, value_enum, default_value = "swiss")]
    pub(crate) pairing: PairingArg,
    /// What ranks teams first: their points, or the parties they won.
    #[arg(long, value_enum, default_value = "points")]
    pub(crate) ranking: RankingArg,
    /// What a bye scores: half a partie, the team's own average, or nothing (default: half; the
    /// average where contracts are bid with a value, as coinche's).
    #[arg(long, value_enum)]
    pub(crate) bye_points: Option<ByeArg>,
    /// The seed of the draws and of the last tie-break (default: from the clock).
    #[arg(long)]
    pub(crate) seed: Option<u64>,
    /// A ruleset option every table plays with.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub(crate) options: Vec<String>,
    /// Where to write the concours journal (default: the concours folder).
    #[arg(long)]
    pub(crate) file: Option<PathBuf>,
}

/// The fields of a CSV line split at `sep`, each with the column it starts at (from 1, in
/// characters): a field in double quotes may hold the separator, and `""` inside it is one quote.
/// A quote left open: the column it opened at.
fn csv_fields(line: &str, sep: char) -> Result<Vec<(String, usize)>, usize> {
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut chars = line.chars().enumerate().peekable();
    let (mut quoted, mut opened, mut start) = (false, 0, 1);
    while let Some((k, c)) = chars.next() {
        match c {
            '"' if quoted && chars.peek().map(|p| p.1) == Some('"') => {
                field.push('"');
                chars.next();
            }
            '"' if quoted => quoted = false,
            '"' if field.trim().is_empty() => {
                field.clear();
                quoted = true;
                opened = k + 1;
            }
            c if c == sep && !quoted => {
                fields.push((std::mem::take(&mut field).trim().to_string(), start));
                start = k + 2;
            }
            c => field.push(c),
        }
    }
    if quoted {
        return Err(opened);
    }
    fields.push((field.trim().to_string(), start));
    Ok(fields)
}

/// The teams of a CSV file: `Team name,Player 1,Player 2` a line (the name may be empty; a line of
/// two fields is two players; fields in double quotes as spreadsheets write them; `;` instead of
/// `,` when the file's first line has no comma, as spreadsheets in Spain and France save); a first
/// line of column heads (`Team,Player 1,Player 2`, in any of the table's languages) is skipped,
/// and so are blank lines and lines starting with `#`. A line that is none of these is refused
/// with its line and column.
fn teams_file(path: &std::path::Path) -> Result<Vec<Team>, Error> {
    let text = crate::files::read_text(path, crate::files::What::Configuration, 1 << 20)?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let first = text.lines().map(str::trim).find(|l| !l.is_empty() && !l.starts_with('#')).unwrap_or("");
    let sep = if !first.contains(',') && first.contains(';') { ';' } else { ',' };
    let mut teams = Vec::new();
    let mut seen = false;
    for (k, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        // Columns are counted in the line as the file has it, blanks before it included.
        let indent = raw.chars().take_while(|c| c.is_whitespace()).count();
        let bad = |column: usize, fault| {
            Error::Concours(P::TeamsLine { path: crate::term::path(path), line: k + 1, column: indent + column, fault })
        };
        let fields = csv_fields(line, sep).map_err(|column| bad(column, TeamsLineFault::OpenQuote))?;
        let words: Vec<&str> = fields.iter().map(|(f, _)| f.as_str()).collect();
        let is_first = !std::mem::replace(&mut seen, true);
        if crate::i18n::is_teams_heads(&words) {
            if is_first {
                continue;
            }
            return Err(bad(1, TeamsLineFault::HeadsNotFirst));
        }
        let (name, players) = match fields.as_slice() {
            [name, a, b] => (name.0.as_str(), [a, b]),
            [a, b] => ("", [a, b]),
            [_, _, _, extra, ..] => return Err(bad(extra.1, TeamsLineFault::Fields { given: fields.len() })),
            _ => return Err(bad(line.chars().count() + 1, TeamsLineFault::Fields { given: fields.len() })),
        };
        if let Some(empty) = players.iter().find(|p| p.0.is_empty()) {
            return Err(bad(empty.1, TeamsLineFault::EmptyPlayer));
        }
        let name = (!name.is_empty()).then(|| name.to_string());
        teams.push(Team { players: [players[0].0.clone(), players[1].0.clone()], name });
    }
    Ok(teams)
}

pub(super) fn teams_of(given: &[String]) -> Result<Vec<Team>, Error> {
    given
        .iter()
        .map(|t| {
            let parts: Vec<&str> = t.split('+').map(str::trim).collect();
            match parts.as_slice() {
                [a, b] if !a.is_empty() && !b.is_empty() => {
                    Ok(Team { players: [a.to_string(), b.to_string()], name: None })
                }
                _ => Err(Error::Concours(P::TeamForm { given: t.trim().to_string() })),
            }
        })
        .collect()
}

/// Teams that can meet: two or more, a player in one team only, no team twice, names an entry
/// would not read as something else.
fn check_teams(teams: &[Team], rules: &Rules) -> Result<(), Error> {
    if teams.len() < 2 {
        return Err(Error::Concours(P::FewTeams { given: teams.len() }));
    }
    crate::concours::header::check_distinct(&teams.iter().collect::<Vec<_>>()).map_err(Error::Concours)?;
    let players: Vec<String> = teams.iter().flat_map(|t| t.players.iter().cloned()).collect();
    crate::names::check_new(&players, rules.deck_kind, &crate::i18n::is_entry_word).map_err(Error::Name)
}

/// What a bye scores unless `--bye-points` says: half a partie where a partie's totals add up
/// hand by hand (Belote: 81 × H), the team's own average where contracts are bid with a value
/// (coinche, contree: a surcoinched capot scores 2,000 in one hand, and half of a partie's card
/// points says nothing of what a partie scores).
fn bye_default(rules: &Rules, options: &indexmap::IndexMap<String, crate::ruleset::OptValue>) -> ByePoints {
    let bound = rules.options(options).ok().and_then(|o| crate::games::partie_bound(rules, &o));
    if bound.is_some() {
        ByePoints::Average
    } else {
        ByePoints::Half
    }
}

/// The seeded order of `n` teams: a shuffle by the concours's seed (the last tie-break).
fn seeded_order(n: usize, seed: u64) -> Vec<usize> {
    let mut rng = crate::games::bot::Rng::new(seed ^ 0x5EED_0DE2);
    let mut order: Vec<usize> = (0..n).collect();
    for k in (1..n).rev() {
        let j = (rng.next_u64() % (k as u64 + 1)) as usize;
        order.swap(k, j);
    }
    order
}

pub(crate) fn run(a: &NewArgs, choice: LangChoice, out: &mut dyn Write) -> Result<Finished, Error> {
    let lang = choice.alone();
    if a.name.trim().is_empty() {
        return Err(Error::Concours(P::NoName));
    }
    if let Some(f) = a.file.as_deref().filter(|f| std::fs::symlink_metadata(f).is_ok()) {
        return Err(Error::Concours(P::Exists { path: crate::term::path(f) }));
    }
    let rules = Rules::load(&a.ruleset)?;
    let teams = match &a.teams_file {
        Some(f) => teams_file(f)?,
        None => teams_of(&a.teams)?,
    };
    check_teams(&teams, &rules)?;
    // The partie's length is --hands or --target, never an option beside them.
    if let Some(key) = a
        .options
        .iter()
        .filter_map(|o| o.split_once('=').map(|(k, _)| k.trim()))
        .find(|k| matches!(*k, "hands" | "target"))
    {
        return Err(Error::Concours(P::LengthOption { key: key.to_string() }));
    }
    if !crate::games::two_teams_of_two(&rules) {
        return Err(Error::Concours(P::NotTeamsOfTwo { ruleset: rules.name.clone() }));
    }
    if a.rounds == 0 {
        return Err(Error::Concours(P::NoRounds));
    }
    let pairing = match a.pairing {
        PairingArg::Swiss => Pairing::Swiss,
        PairingArg::Rotation => Pairing::Rotation,
        PairingArg::Random => Pairing::Random,
    };
    if pairing == Pairing::Rotation && a.rounds as usize >= teams.len() {
        return Err(Error::Concours(P::RotationRounds { rounds: a.rounds, teams: teams.len() }));
    }
    let length = match (a.hands, a.target) {
        (Some(_), Some(_)) | (Some(0), None) => return Err(Error::Concours(P::PartieLength)),
        // The Belote rulesets' option `hands` goes to 1000: a table could keep no longer partie.
        (Some(h), None) if h > 1000 => return Err(Error::Concours(P::PartieLength)),
        (_, Some(t)) if t <= 0 => return Err(Error::Concours(P::PartieLength)),
        (None, Some(t)) => Length::Target(t),
        (h, None) => Length::Hands(h.unwrap_or(12)),
    };
    let options = crate::commands::new::parse_options(&rules, &a.options)?;
    // The options must make a table the ruleset accepts.
    rules.options(&options)?;
    let default_bye = bye_default(&rules, &options);
    let seed = a.seed.unwrap_or_else(|| {
        let now = crate::clock::now();
        (now.timestamp() as u64).wrapping_mul(1_000_000_007) ^ u64::from(now.timestamp_subsec_nanos())
    });
    let header = Header {
        format: 1,
        name: a.name.trim().to_string(),
        ruleset: rules.name.clone(),
        ruleset_sha256: Some(rules.sha256.clone()),
        ruleset_yaml: (!rules.bundled).then(|| rules.text.clone()),
        options,
        order: seeded_order(teams.len(), seed),
        teams,
        rounds: a.rounds,
        length,
        pairing,
        ranking: match a.ranking {
            RankingArg::Points => Ranking::Points,
            RankingArg::Wins => Ranking::Wins,
        },
        bye_points: match a.bye_points {
            Some(ByeArg::Half) => ByePoints::Half,
            Some(ByeArg::Average) => ByePoints::Average,
            Some(ByeArg::Zero) => ByePoints::Zero,
            None => default_bye,
        },
        seed,
        lang: Some(lang.code().to_string()),
        at: Some(crate::clock::stamp()),
        index: Default::default(),
    };
    let _ = pairing_code(header.pairing);
    let json = crate::concours::codec::header_json(&header);
    let writer = match &a.file {
        Some(path) => Writer::create_json(path, &json)?,
        None => {
            let dir = crate::concours::file::dir()?;
            let stamp = crate::clock::now().format("%Y-%m-%d-%H%M").to_string();
            // The file's name holds the concours's name, cut to a length every file system takes.
            let short: String = header.name.chars().take(60).collect();
            Writer::create_json_in(&dir, &stamp, &short, &json)?
        }
    };
    let cat = lang.catalog();
    let _ = writeln!(
        out,
        "{}",
        cat.concours_started(&header.name, header.teams.len(), header.rounds, &crate::term::path(&writer.path))
    );
    Ok(Finished::Done)
}

#[cfg(test)]
mod tests {
    use super::csv_fields;

    fn texts(v: Vec<(String, usize)>) -> Vec<String> {
        v.into_iter().map(|(f, _)| f).collect()
    }

    #[test]
    fn a_csv_line_reads_as_spreadsheets_write_it() {
        let f = |l: &str| csv_fields(l, ',').map(texts);
        assert_eq!(f("Los Primos,Ana,Luis").unwrap(), ["Los Primos", "Ana", "Luis"]);
        assert_eq!(f(r#""Peña, del Moral",Ana,Luis"#).unwrap(), ["Peña, del Moral", "Ana", "Luis"]);
        assert_eq!(f(r#""El ""Moral""" , Ana , Luis"#).unwrap(), [r#"El "Moral""#, "Ana", "Luis"]);
        assert_eq!(f(",Ana,Luis").unwrap(), ["", "Ana", "Luis"]);
        assert_eq!(csv_fields("Club;Ana;Luis", ';').map(texts).unwrap(), ["Club", "Ana", "Luis"]);
    }

    #[test]
    fn heads_are_told_from_teams() {
        let heads = crate::i18n::is_teams_heads;
        assert!(heads(&["Team", "Player 1", "Player 2"]));
        assert!(heads(&["", "Joueuse 1", "Joueur 2"]));
        assert!(!heads(&["Jugador A1", "Jugador 2"]));
        assert!(!heads(&["Los Primos", "Player 1", "Player 2"]));
        assert!(!heads(&["Team", "Ana", "Luis"]));
        assert!(!heads(&["Ana", "Luis"]));
        assert!(!heads(&["Team", "Player 1", "Player 2", "Player 3"]));
    }

    #[test]
    fn each_field_knows_its_column_and_an_open_quote_where_it_opened() {
        let starts = |l: &str| csv_fields(l, ',').unwrap().into_iter().map(|(_, c)| c).collect::<Vec<_>>();
        assert_eq!(starts("Los Primos,Ana,Luis"), [1, 12, 16]);
        assert_eq!(starts(r#""Peña, del Moral",Ana,"""Luis""""#), [1, 19, 23]);
        assert_eq!(csv_fields(r#"Club,"Ana,Luis"#, ','), Err(6));
    }
}
