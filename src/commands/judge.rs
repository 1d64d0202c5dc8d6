//! `tapete judge RULESET --trump H --eldest Ana --hand "Ana: 7H 8H 9H 10H" --hand "Luis: JC JD JH JS"`:
//! settle a disputed announcement without a session: each player's combinations and values,
//! which one wins and why, and what each player scores. `--says "Ana: cuarta"` also checks that
//! the cards make what was announced.

use crate::cards::DeckKind;
use crate::cardset::CardSet;
use crate::error::{Error, Finished, JudgeProblem, SeatingProblem};
use crate::games::belote::judge::{judge, Ruling, Why};
use crate::games::belote::melds::{MeldName, RunTie};
use crate::games::Rules;
use crate::i18n::{Lang, Names};
use crate::rules::seating::Seating;
use clap::Args;
use serde_json::json;
use std::io::Write;

#[derive(Debug, Args)]
pub struct JudgeArgs {
    /// A Belote ruleset with announcements (belote-es) or its file.
    pub ruleset: String,
    /// The trump suit: S, H, D or C.
    #[arg(long)]
    pub trump: String,
    /// The eldest hand (the player after the dealer): ties go to the player nearest them.
    #[arg(long)]
    pub eldest: Option<String>,
    /// A player's cards, "NAME: CARD CARD …", in play order (repeat for each player).
    #[arg(long = "hand", required = true)]
    pub hands: Vec<String>,
    /// Teams as partners joined by '+', comma-separated (4 players): --teams Ana+Marta,Luis+Pep.
    /// Partners score with the best combination of their side.
    #[arg(long, value_delimiter = ',')]
    pub teams: Vec<String>,
    /// Players at the table (default: the number of hands given); matters for `run_tie=split`.
    #[arg(long)]
    pub players: Option<usize>,
    /// A ruleset option, KEY=VALUE (e.g. run_tie=split).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// What a player announced, "NAME: cuarta" (brelán, tercia, cuarta, quinta, run6 …), to check.
    #[arg(long = "says")]
    pub says: Vec<String>,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

fn spoken_to_meld(w: &str) -> Option<MeldName> {
    match w.trim().to_lowercase().as_str() {
        "brelan" | "brelán" | "four" | "carre" | "carré" => Some(MeldName::Four),
        "tercia" | "run3" | "tierce" => Some(MeldName::Run(3)),
        "cuarta" | "run4" => Some(MeldName::Run(4)),
        "quinta" | "run5" => Some(MeldName::Run(5)),
        other => MeldName::parse(other),
    }
}

pub fn cmd_judge(args: &JudgeArgs, lang: Lang, out: &mut dyn Write) -> Result<Finished, Error> {
    let r = Rules::load(&args.ruleset)?;
    let spec = crate::games::belote::judge::with_announcements(&r).ok_or_else(|| {
        Error::input(format!("{} has no announcements to judge; judge takes belote-es or a ruleset like it", r.name))
    })?;
    let given = crate::commands::new::parse_options(&r, &args.options)?;
    let opts = r.options(&given)?;
    let trump = crate::cards::parse_suit_code(DeckKind::French, &args.trump)
        .ok_or_else(|| Error::input(format!("--trump '{}' is not a suit: S, H, D or C", args.trump)))?;
    let mut names: Vec<String> = Vec::new();
    let mut holdings: Vec<CardSet> = Vec::new();
    for h in &args.hands {
        let (name, cards) = h
            .split_once(':')
            .ok_or_else(|| Error::input(format!("--hand '{h}': write it as \"NAME: CARD CARD …\"")))?;
        let name = name.trim().to_string();
        if names.contains(&name) {
            return Err(Error::input(format!("two --hand flags for {name}")));
        }
        let mut set = CardSet::EMPTY;
        for c in cards.split_whitespace() {
            let card = r.parse_card(c).map_err(|e| Error::input(format!("--hand {name}: {e}")))?;
            if !r.ranks.contains(&card.rank()) {
                return Err(Error::input(format!(
                    "--hand {name}: {} is not in the 32-card deck",
                    card.short(r.deck_kind)
                )));
            }
            if holdings.iter().any(|o| o.contains(card)) || set.contains(card) {
                return Err(Error::input(format!("--hand {name}: {} is given twice", card.short(r.deck_kind))));
            }
            set.insert(card);
        }
        names.push(name);
        holdings.push(set);
    }
    let eldest = match &args.eldest {
        Some(e) => names
            .iter()
            .position(|n| n == e)
            .ok_or_else(|| Error::input(format!("--eldest {e} is not one of the hands ({})", names.join(", "))))?,
        None => 0,
    };
    let n = names.len();
    if n < 2 {
        return Err(Error::Judge(JudgeProblem::OneHand));
    }
    // The table: as many players as hands unless told, within what the ruleset seats; no hand
    // holds more cards than a player is dealt there.
    let table_players = args.players.unwrap_or(n);
    if table_players < n || !r.supports_players(table_players) {
        let counts: Vec<String> = r.player_counts.iter().map(|c| c.to_string()).collect();
        return Err(Error::Seating(SeatingProblem::Count {
            ruleset: r.name.clone(),
            counts: counts.join(", "),
            given: table_players.max(n),
        }));
    }
    let most = spec.hand_size.get(&(table_players as u32)).copied().unwrap_or(8) as usize;
    if let Some(p) = (0..n).find(|p| holdings[*p].len() as usize > most) {
        return Err(Error::Judge(JudgeProblem::TooManyCards {
            player: names[p].clone(),
            count: holdings[p].len() as usize,
            most,
            players: table_players,
        }));
    }
    let teams: Option<Vec<Vec<String>>> = if args.teams.is_empty() {
        None
    } else {
        Some(args.teams.iter().map(|t| t.split('+').map(|p| p.trim().to_string()).collect()).collect())
    };
    let seats = Seating::some_of(&r, &names, teams.as_deref())?;
    // Announcements to check.
    let mut said: Vec<Option<Vec<MeldName>>> = vec![None; n];
    let mut said_text: Vec<Option<String>> = vec![None; n];
    for s in &args.says {
        let (name, words) =
            s.split_once(':').ok_or_else(|| Error::input(format!("--says '{s}': write \"NAME: cuarta\"")))?;
        let p = names
            .iter()
            .position(|x| x == name.trim())
            .ok_or_else(|| Error::input(format!("--says: {} has no --hand", name.trim())))?;
        let mut list = Vec::new();
        for w in words.split([',', '+']).map(|w| w.trim()).filter(|w| !w.is_empty()) {
            list.push(spoken_to_meld(w).ok_or_else(|| {
                Error::input(format!(
                    "--says: '{w}' is not an announcement (brelán, tercia, cuarta, quinta, run6, run7, run8)"
                ))
            })?);
        }
        said[p] = Some(list);
        said_text[p] = Some(words.trim().to_string());
    }
    let tie = if opts.str_or("run_tie", "first") == "split" { RunTie::Split } else { RunTie::First };
    let j = judge(spec, &holdings, &said, trump, &seats, eldest, tie, table_players);
    let x = Names::of(&seats, DeckKind::French);
    let cat = lang.catalog();
    if args.json {
        let en = Lang::En.catalog();
        let players: Vec<_> = (0..n)
            .map(|p| {
                let pj = &j.players[p];
                let (verdict, by, why) = match &pj.standing {
                    Ruling::Wins => ("wins", None, None),
                    Ruling::WithPartner => ("with-partner", None, None),
                    Ruling::Beaten { by, why } => ("beaten", Some(names[*by].clone()), Some(why_code(*why))),
                    Ruling::Tied { .. } => ("tied", None, None),
                    Ruling::Mismatch => ("show-mismatch", None, None),
                    Ruling::NotHigher { by } => ("announce-not-higher", Some(names[*by].clone()), None),
                    Ruling::Lower { by } => ("lower", Some(names[*by].clone()), None),
                    Ruling::Nothing => ("nothing", None, None),
                };
                let combos: Vec<String> = pj.combos.iter().map(|c| en.judge_combo(&c.0, c.1, &x)).collect();
                json!({
                    "player": names[p],
                    "side": seats.sides[seats.side_of[p]],
                    "combinations": pj.combos.iter().map(|(c, v, scored)| json!({
                        "name": c.name.code(),
                        "cards": c.cards.iter().map(|x| r.code(*x)).collect::<Vec<_>>(),
                        "points": v,
                        "scored": scored,
                    })).collect::<Vec<_>>(),
                    "said": pj.said.as_ref().map(|(m, made)| json!({
                        "melds": m.iter().map(|x| x.code()).collect::<Vec<_>>(),
                        "made": made,
                    })),
                    "verdict": verdict,
                    "beaten_by": by,
                    "why": why,
                    "message": en.judge_line(&names[p], &combos, &pj.standing, pj.score, &x),
                    "score": pj.score,
                })
            })
            .collect();
        let sides: serde_json::Map<String, serde_json::Value> =
            seats.sides.iter().zip(&j.sides).map(|(s, p)| (s.clone(), json!(p))).collect();
        let v = json!({
            "ruleset": r.name,
            "trump": crate::cards::suit_code(DeckKind::French, trump),
            "eldest": names[eldest],
            "players": players,
            "sides": sides,
            "winner": j.winner.map(|w| seats.sides[w].clone()),
            "says": (0..n).filter_map(|p| j.players[p].said.as_ref().map(|(_, made)| json!({
                "player": names[p],
                "said": said_text[p],
                "made": made,
            }))).collect::<Vec<_>>(),
        });
        let _ = writeln!(out, "{}", serde_json::to_string_pretty(&v).unwrap_or_default());
    } else {
        let _ = writeln!(out, "{}", cat.judge_header(trump, &x.player(eldest)));
        for p in 0..n {
            let pj = &j.players[p];
            let combos: Vec<String> = pj.combos.iter().map(|c| cat.judge_combo(&c.0, c.1, &x)).collect();
            let _ = writeln!(out, "{}", cat.judge_line(&x.player(p), &combos, &pj.standing, pj.score, &x));
            if let (Some((_, made)), Some(text)) = (&pj.said, &said_text[p]) {
                let _ = writeln!(out, "{}", cat.judge_said(&crate::term::safe(text), *made));
            }
        }
        if seats.teams {
            let sides: Vec<(String, i64)> = (0..seats.sides.len()).map(|s| (x.side(s), j.sides[s])).collect();
            let _ = writeln!(out, "{}", cat.judge_sides(&sides));
        }
    }
    Ok(if j.players.iter().any(|p| p.standing.is_infraction()) { Finished::Infractions } else { Finished::Done })
}

fn why_code(w: Why) -> &'static str {
    match w {
        Why::BrelanOverRun => "brelan-over-run",
        Why::BrelanOrder => "brelan-order",
        Why::MoreCards => "more-cards",
        Why::HigherTop => "higher-top",
        Why::TrumpRun => "trump-run",
        Why::NearestEldest => "nearest-eldest",
    }
}
