//! `tapete rules list|show|check`: the bundled rulesets, one in detail, or a file checked. `list`
//! and `show` take `--format json` (or `--json`).

use super::format::{chosen, TableOrJson, TextOrJson};
use crate::cards::{DeckKind, Letters, Rank};
use crate::error::{Error, Finished};
use crate::games::Rules;
use crate::i18n::{CardMode, Catalog, Duty, Lang, OptionKey, RulesShow};
use crate::ruleset::listing::{listing, Listing};
use crate::ruleset::{CardTable, Duties, OptionSpec, BUNDLED};
use crate::term::safe;
use clap::{Args, Subcommand};
use serde_json::json;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub(crate) struct RulesArgs {
    #[command(subcommand)]
    pub(crate) command: RulesCommand,
}

#[derive(Debug, Subcommand)]
pub(crate) enum RulesCommand {
    /// List the bundled rulesets.
    List {
        /// table: a table in the table's language; json: one JSON array (docs/cli.md).
        #[arg(long, value_enum, default_value = "table")]
        format: TableOrJson,
        /// The same as --format json.
        #[arg(long, conflicts_with = "format")]
        json: bool,
    },
    /// Show a ruleset: card order and points, duties, options with defaults.
    Show {
        /// A bundled name or the path of a ruleset file.
        #[arg(value_parser = super::ruleset_name::RulesetName, hide_possible_values = true)]
        ruleset: String,
        /// text: the rules in the table's language; json: one JSON object (docs/cli.md).
        #[arg(long, value_enum, default_value = "text")]
        format: TextOrJson,
        /// The same as --format json.
        #[arg(long, conflicts_with = "format")]
        json: bool,
    },
    /// Check a ruleset file: exit 0 when valid, 2 with FILE:LINE:COL per problem.
    Check {
        /// The ruleset file (YAML) to check.
        file: PathBuf,
    },
}

pub(crate) fn cmd_rules(
    args: &RulesArgs,
    lang: Lang,
    out: &mut dyn Write,
    width: Option<u16>,
) -> Result<Finished, Error> {
    let cat = lang.catalog();
    let text = match &args.command {
        RulesCommand::List { format, json } => match chosen(*format, *json) {
            TableOrJson::Table => list(cat, width)?,
            TableOrJson::Json => format!("{}\n", list_json()?),
        },
        RulesCommand::Show { ruleset, format, json } => match chosen(*format, *json) {
            TextOrJson::Text => show(&Rules::load(ruleset)?, cat),
            TextOrJson::Json => format!("{}\n", show_json(&Rules::load(ruleset)?)),
        },
        RulesCommand::Check { file } => {
            let r = Rules::load(&file.display().to_string())?;
            format!("{}\n", cat.ruleset_ok(&crate::term::path(file), &r.name, &r.game))
        }
    };
    let _ = write!(out, "{text}");
    Ok(Finished::Done)
}

/// The text of `rules list`: a table of the bundled rulesets, read from their heads (a ruleset is
/// loaded in full only when its head is not in the plain form the reader takes).
fn list(cat: &dyn Catalog, width: Option<u16>) -> Result<String, Error> {
    let mut t = crate::report::grid::new_table(width);
    t.set_header(cat.rules_heads().to_vec());
    for l in bundled_listings()? {
        // Every listed ruleset is bundled: what it is, in the table's language.
        let about = cat.bundled_about(&l.name).map(String::from).unwrap_or_else(|| safe(&l.description).into_owned());
        t.add_row(vec![l.name, l.game, players(&l.player_counts), about]);
    }
    Ok(format!("{t}\n"))
}

/// `rules list --format json`: an array of the bundled rulesets, in their order (docs/cli.md).
fn list_json() -> Result<serde_json::Value, Error> {
    let rows = bundled_listings()?
        .into_iter()
        .map(|l| json!({"name": l.name, "game": l.game, "players": l.player_counts, "description": l.description}))
        .collect();
    Ok(serde_json::Value::Array(rows))
}

/// The head of every bundled ruleset, in their order.
pub(crate) fn bundled_listings() -> Result<Vec<Listing>, Error> {
    BUNDLED
        .iter()
        .map(|(name, text)| match listing(text) {
            Some(l) => Ok(l),
            None => {
                let r = Rules::load(name)?;
                Ok(Listing {
                    name: r.name.clone(),
                    game: r.game.clone(),
                    player_counts: r.player_counts.clone(),
                    description: r.description.clone(),
                })
            }
        })
        .collect()
}

fn players(counts: &[u32]) -> String {
    counts.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(", ")
}

/// A card order and its points, the ranks in the letters of `letters` (`V 20 · 9 14 …`).
fn table_line(kind: DeckKind, letters: Letters, t: &CardTable) -> String {
    t.ranks_high_to_low()
        .map(|r| {
            let p = t.points[r.0 as usize];
            if p != 0 {
                format!("{} {}", letters.rank(kind, r), p)
            } else {
                letters.rank(kind, r).to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A mode's play duties, in the order `rules show` lists them.
fn duties(d: &Duties) -> Vec<Duty> {
    let mut v = Vec::new();
    if d.follow {
        v.push(Duty::Follow);
    }
    v.push(Duty::Head(d.head));
    if !d.head_when_ruffed {
        v.push(Duty::NoHeadOnceRuffed);
    }
    v.push(Duty::Ruff(d.ruff));
    if d.overtrump {
        v.push(Duty::Overtrump);
        v.push(if d.undertrump { Duty::Undertrump } else { Duty::NoUndertrump });
    }
    v
}

/// The text of `rules show`, in the table's language: what the ruleset is, its card orders, its
/// play duties and its options. The notes a ruleset file keeps for whoever maintains it (each
/// option's `description:`, in English, with its sources and decisions) are not shown: an option
/// is explained by the catalogues, and only an option no catalogue knows (in a user's own file)
/// by its file's words. What a ruleset file says in its own words (its description, an unknown option's
/// description, keys and word values) is shown through [`safe`]: a file may hold escapes,
/// bidirectional overrides and zero-width characters.
pub(crate) fn show(r: &Rules, cat: &dyn Catalog) -> String {
    let labels = Labels::of(cat);
    [about(r, cat), card_orders(r, cat, &labels), play_duties(r, cat, &labels), options(r, cat)].concat()
}

/// The labels of the modes and of the pánfilo, in one column as wide as the longest and a space.
struct Labels {
    modes: [String; 4],
    panfilo: String,
    width: usize,
}

const MODES: [CardMode; 4] = [CardMode::Trump, CardMode::Plain, CardMode::AllTrump, CardMode::NoTrump];

impl Labels {
    fn of(cat: &dyn Catalog) -> Labels {
        let modes = MODES.map(|m| cat.rules_show(&RulesShow::Mode(m)));
        let panfilo = cat.rules_show(&RulesShow::PanfiloLabel);
        let width = modes.iter().chain([&panfilo]).map(|l| l.chars().count()).max().unwrap_or(0) + 1;
        Labels { modes, panfilo, width }
    }
    /// A labelled line: the label in its column, then the text.
    fn line(&self, label: &str, text: &str) -> String {
        format!("  {label:<width$} {text}\n", width = self.width)
    }
    /// A mode's label (`MODES` lists the modes in their declared order).
    fn mode(&self, m: CardMode) -> &str {
        &self.modes[m as usize]
    }
}

/// The name, game and description; the deck; the players.
fn about(r: &Rules, cat: &dyn Catalog) -> String {
    let kind = r.deck_kind;
    let letters = cat.lang().letters();
    let codes = |ranks: &[Rank]| ranks.iter().map(|x| letters.rank(kind, *x)).collect::<Vec<_>>().join(" ");
    let extra = (!r.extra_ranks.is_empty()).then(|| codes(&r.extra_ranks));
    let deck = RulesShow::Deck { deck: kind, ranks: &codes(&r.ranks), extra: extra.as_deref() };
    let players = RulesShow::Players { counts: &players(&r.player_counts), teams: r.teams };
    // A bundled ruleset is said in the table's language; a user's own file in its own words.
    let about = match cat.bundled_about(&r.name).filter(|_| r.bundled) {
        Some(about) => about.to_string(),
        None => safe(&r.description).into_owned(),
    };
    format!("{} ({}): {about}\n{}\n{}\n", r.name, r.game, cat.rules_show(&deck), cat.rules_show(&players))
}

/// The card order and points of each mode the ruleset gives.
fn card_orders(r: &Rules, cat: &dyn Catalog, labels: &Labels) -> String {
    let mut s = format!("{}\n", cat.rules_show(&RulesShow::OrdersHeading));
    let tables = [&r.trump_table, &r.plain_table, &r.all_trump_table, &r.no_trump_table];
    for (mode, t) in MODES.into_iter().zip(tables) {
        if let Some(t) = t {
            s.push_str(&labels.line(labels.mode(mode), &table_line(r.deck_kind, cat.lang().letters(), t)));
        }
    }
    s
}

/// The play duties of each mode the ruleset gives, and the pánfilo when it is the highest trump.
fn play_duties(r: &Rules, cat: &dyn Catalog, labels: &Labels) -> String {
    let mut s = format!("{}\n", cat.rules_show(&RulesShow::DutiesHeading));
    let modes = [CardMode::Trump, CardMode::AllTrump, CardMode::NoTrump];
    for (mode, d) in modes.into_iter().zip([&r.trump_duties, &r.all_trump_duties, &r.no_trump_duties]) {
        if let Some(d) = d {
            s.push_str(&labels.line(labels.mode(mode), &cat.rules_show(&RulesShow::Duties(&duties(d)))));
        }
    }
    if let Some(card) = r.highest_trump() {
        let line = cat.rules_show(&RulesShow::Panfilo {
            card: &crate::i18n::Names { players: &[], sides: &[], deck: r.deck_kind, letters: cat.lang().letters() }
                .card(card),
        });
        s.push_str(&labels.line(&labels.panfilo, &line));
    }
    s
}

/// Each option: its key, default, choices or range, then what it means. The meaning of an option
/// a catalogue knows by its key is the game's, in the table's language, with each of its word
/// choices explained; the description a ruleset file gives is shown only for a key no catalogue
/// knows (the words of whoever wrote the file, made safe).
fn options(r: &Rules, cat: &dyn Catalog) -> String {
    let mut s = format!("{}\n", cat.rules_show(&RulesShow::OptionsHeading));
    let with: Vec<OptionKey> = r.options.keys().filter_map(|k| OptionKey::from_key(k)).collect();
    for (k, o) in &r.options {
        s.push_str(&option(k, o, &with, cat));
    }
    s
}

/// One option's lines: `  key = default [choices]` or `  key = default (range)`, then its
/// meaning and its explained choices, each on a line of its own.
fn option(key: &str, o: &OptionSpec, with: &[OptionKey], cat: &dyn Catalog) -> String {
    let values = match (&o.choices, o.min, o.max) {
        (Some(c), _, _) => {
            format!(" [{}]", c.iter().map(|x| safe(&x.to_string()).into_owned()).collect::<Vec<_>>().join("|"))
        }
        (None, None, None) => String::new(),
        (None, min, max) => format!(" ({})", cat.rules_show(&RulesShow::Range { min, max })),
    };
    let mut s = format!("  {} = {}{values}\n", safe(key), safe(&o.default.to_string()));
    let Some(known) = OptionKey::from_key(key) else {
        s.push_str(&format!("      {}\n", safe(&o.description)));
        return s;
    };
    s.push_str(&format!("      {}\n", cat.option_meaning(known, with)));
    for c in o.choices.iter().flatten() {
        if let Some(meaning) = cat.option_choice(known, &c.to_string()) {
            s.push_str(&format!("      {}{}{meaning}\n", safe(&c.to_string()), cat.colon()));
        }
    }
    s
}

/// `rules show --format json`: the ruleset as data, in the words of ruleset files (docs/cli.md):
/// cards by their English codes, each option's meaning in English.
fn show_json(r: &Rules) -> serde_json::Value {
    let kind = r.deck_kind;
    let code = |x: &Rank| crate::cards::rank_code(kind, *x);
    let table = |t: &CardTable| {
        let order: Vec<&str> = t.ranks_high_to_low().map(|x| code(&x)).collect();
        let points: serde_json::Map<String, serde_json::Value> =
            t.ranks_high_to_low().map(|x| (code(&x).to_string(), t.points[x.0 as usize].into())).collect();
        json!({"order": order, "points": points})
    };
    let mut cards = serde_json::Map::new();
    let tables = [("trump", &r.trump_table), ("plain", &r.plain_table), ("all_trump", &r.all_trump_table)];
    for (mode, t) in tables.into_iter().chain([("no_trump", &r.no_trump_table)]) {
        if let Some(t) = t {
            cards.insert(mode.into(), table(t));
        }
    }
    let mut duties = serde_json::Map::new();
    for (mode, d) in [("trump", &r.trump_duties), ("all_trump", &r.all_trump_duties), ("no_trump", &r.no_trump_duties)]
    {
        if let Some(d) = d {
            duties.insert(mode.into(), serde_json::to_value(d).unwrap_or_default());
        }
    }
    let en = Lang::En.catalog();
    let with: Vec<OptionKey> = r.options.keys().filter_map(|k| OptionKey::from_key(k)).collect();
    let options: serde_json::Map<String, serde_json::Value> = r
        .options
        .iter()
        .map(|(k, o)| {
            let meaning = match OptionKey::from_key(k) {
                Some(known) => en.option_meaning(known, &with),
                None => o.description.clone(),
            };
            let mut v = json!({"default": serde_json::to_value(&o.default).unwrap_or_default(), "meaning": meaning});
            if let Some(c) = &o.choices {
                v["choices"] = serde_json::to_value(c).unwrap_or_default();
            }
            if let Some(min) = o.min {
                v["min"] = min.into();
            }
            if let Some(max) = o.max {
                v["max"] = max.into();
            }
            (k.clone(), v)
        })
        .collect();
    let mut v = json!({
        "name": r.name,
        "game": r.game,
        "description": r.description,
        "deck": {
            "kind": kind,
            "ranks": r.ranks.iter().map(code).collect::<Vec<_>>(),
            "extra_ranks": r.extra_ranks.iter().map(code).collect::<Vec<_>>(),
        },
        "players": {"counts": r.player_counts, "teams": r.teams},
        "cards": cards,
        "duties": duties,
        "options": options,
    });
    if let Some(card) = r.highest_trump() {
        v["highest_trump"] = card.code(kind).into();
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The quick reader takes every bundled head, and reads what the full load reads.
    #[test]
    fn every_bundled_head_is_read_as_the_full_load_reads_it() {
        for (name, text) in BUNDLED {
            let quick = listing(text).unwrap_or_else(|| panic!("{name}: head not in the plain form"));
            let r = Rules::load(name).unwrap();
            assert_eq!(quick.name, r.name);
            assert_eq!(quick.game, r.game);
            assert_eq!(quick.player_counts, r.player_counts);
            assert_eq!(quick.description, r.description);
        }
    }

    /// Every option a game of the bundled rulesets reads has its words in every catalogue, so a
    /// user's file (which may carry only the options its game reads) never falls back to its own
    /// descriptions.
    #[test]
    fn every_option_a_game_reads_is_explained() {
        for (name, _) in BUNDLED {
            let r = Rules::load(name).unwrap();
            for known in crate::games::rules::every_known_option(&r.game) {
                let o = OptionKey::from_key(known.name).unwrap_or_else(|| panic!("{}: {}", r.game, known.name));
                if let crate::ruleset::options::Allowed::Words(words) = known.allowed {
                    for lang in Lang::all() {
                        for w in words {
                            assert!(lang.catalog().option_choice(o, w).is_some(), "{} {w} {lang:?}", known.name);
                        }
                    }
                }
            }
        }
    }

    /// Every bundled ruleset is said in every language, and in English as its file says it.
    #[test]
    fn every_bundled_ruleset_is_said_in_every_language() {
        for (name, _) in BUNDLED {
            let r = Rules::load(name).unwrap();
            assert_eq!(Lang::En.catalog().bundled_about(name), Some(r.description.as_str()), "{name}");
            for lang in Lang::all() {
                let about = lang.catalog().bundled_about(name).unwrap_or_else(|| panic!("{name} {lang:?}"));
                assert!(show(&r, lang.catalog()).starts_with(&format!("{name} ({}): {about}\n", r.game)));
            }
        }
        assert_eq!(Lang::Es.catalog().bundled_about("house-rules"), None);
    }

    /// A key no catalogue knows is shown with the file's description, made safe for a terminal.
    #[test]
    fn a_key_no_catalogue_knows_shows_the_files_own_words_made_safe() {
        let spec = OptionSpec {
            default: crate::ruleset::OptValue::Str("loud".into()),
            description: "Shout \u{1b}[2J 'belote'".into(),
            choices: Some(vec![
                crate::ruleset::OptValue::Str("loud".into()),
                crate::ruleset::OptValue::Str("soft".into()),
            ]),
            min: None,
            max: None,
        };
        let shown = option("house_rule", &spec, &[], Lang::Fr.catalog());
        assert_eq!(shown, "  house_rule = loud [loud|soft]\n      Shout \\u{1b}[2J 'belote'\n");
    }

    /// A known key: the catalogue's meaning and each word choice explained; a range in words.
    #[test]
    fn a_known_key_is_explained_by_the_catalogue() {
        let words = |w: &[&str]| Some(w.iter().map(|w| crate::ruleset::OptValue::Str(w.to_string())).collect());
        let spec = OptionSpec {
            default: crate::ruleset::OptValue::Str("exceed".into()),
            description: "ignored".into(),
            choices: words(&["exceed", "reach"]),
            min: None,
            max: None,
        };
        let shown = option("target_reach", &spec, &[OptionKey::TargetReach], Lang::En.catalog());
        assert_eq!(
            shown,
            "  target_reach = exceed [exceed|reach]\n      How a side's total wins against target.\n      \
             exceed: it must be over the target\n      reach: at or over the target is enough\n"
        );
        let spec = OptionSpec {
            default: crate::ruleset::OptValue::Int(0),
            description: "ignored".into(),
            choices: None,
            min: Some(0),
            max: None,
        };
        let shown = option("misdeal_penalty", &spec, &[], Lang::Es.catalog());
        assert!(
            shown.starts_with("  misdeal_penalty = 0 (como mínimo 0)\n      Una carta vista al repartir"),
            "{shown}"
        );
    }
}
