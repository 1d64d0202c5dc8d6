//! `tapete judge RULESET --trump H --eldest Ana --hand "Ana: 7H 8H 9H 10H" --hand "Luis: JC JD JH JS"`:
//! settle a disputed announcement without a session: each player's combinations and values,
//! which one wins and why, and what each player scores. `--says "Ana: cuarta"` also checks that
//! the cards make what was announced.
//!
//! Three steps: the arguments are read into a `Dispute` (or refused with a typed
//! [`JudgeProblem`]), the referee settles it ([`judge`], a typed [`Judgement`]), and the judgement
//! is rendered as text in the table's language or as JSON.

use super::format::{chosen, TextOrJson};
use crate::cards::{DeckKind, Letters, Suit, Typing};
use crate::cardset::CardSet;
use crate::error::{Error, Finished, JudgeProblem, SeatingProblem};
use crate::games::belote::judge::{judge, with_announcements, Judgement, Ruling, Why};
use crate::games::belote::melds::{MeldName, RunTie};
use crate::games::belote::spec::BeloteSpec;
use crate::games::Rules;
use crate::i18n::{Catalog, Lang, Names};
use crate::rules::seating::Seating;
use clap::Args;
use serde_json::{json, Value};
use std::io::Write;

#[derive(Debug, Args)]
pub(crate) struct JudgeArgs {
    /// A Belote ruleset with announcements (belote-es) or its file.
    #[arg(value_parser = super::ruleset_name::RulesetName, hide_possible_values = true)]
    pub(crate) ruleset: String,
    /// The trump suit: S, H, D or C (in the letters of --card-letters), a symbol or a suit's word.
    #[arg(long)]
    pub(crate) trump: String,
    /// The eldest hand (the player after the dealer): ties go to the player nearest them.
    #[arg(long)]
    pub(crate) eldest: Option<String>,
    /// A player's cards, "NAME: CARD CARD …", in play order (repeat for each player).
    #[arg(long = "hand", required = true)]
    pub(crate) hands: Vec<String>,
    /// Teams as partners joined by '+', comma-separated (4 players): --teams Ana+Marta,Luis+Pep.
    /// Partners score with the best combination of their side.
    #[arg(long, value_delimiter = ',')]
    pub(crate) teams: Vec<String>,
    /// Players at the table (default: the number of hands given); matters for `run_tie=split`.
    #[arg(long)]
    pub(crate) players: Option<usize>,
    /// A ruleset option, KEY=VALUE (e.g. run_tie=split).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub(crate) options: Vec<String>,
    /// What a player announced, "NAME: cuarta" (brelán, tercia, cuarta, quinta, run6 …), to check.
    #[arg(long = "says")]
    pub(crate) says: Vec<String>,
    /// The letters of --trump and the cards of --hand: en (A K Q J, S H D C), es (A R D V,
    /// P C D T) or fr (A R D V, P C K T); English unless told, whatever the language.
    #[arg(long, value_enum, value_name = "LANG", default_value = "en")]
    pub(crate) card_letters: Letters,
    /// text: the judgement in the table's language; json: one JSON object (docs/cli.md).
    #[arg(long, value_enum, default_value = "text")]
    pub(crate) format: TextOrJson,
    /// The same as --format json.
    #[arg(long, conflicts_with = "format")]
    pub(crate) json: bool,
}

pub(crate) fn cmd_judge(args: &JudgeArgs, lang: Lang, out: &mut dyn Write) -> Result<Finished, Error> {
    let rules = Rules::load(&args.ruleset)?;
    let dispute = Dispute::read(args, &rules)?;
    let judgement = dispute.settle();
    if chosen(args.format, args.json) == TextOrJson::Json {
        write_json(out, &dispute, &judgement);
    } else {
        write_text(out, &dispute, &judgement, lang.catalog());
    }
    let infraction = judgement.players.iter().any(|p| p.standing.is_infraction());
    Ok(if infraction { Finished::Infractions } else { Finished::Done })
}

/// A dispute as `judge` was asked to settle it: its arguments read and checked.
struct Dispute<'r> {
    rules: &'r Rules,
    spec: &'r BeloteSpec,
    trump: Suit,
    /// The players, in play order, and their cards.
    names: Vec<String>,
    holdings: Vec<CardSet>,
    eldest: usize,
    /// Players at the table (as many as hands unless told).
    table: usize,
    seats: Seating,
    /// What each player announced (`--says`), if given.
    said: Vec<Option<Said>>,
    tie: RunTie,
}

/// An announcement to check: the combinations named, and the words as given.
struct Said {
    melds: Vec<MeldName>,
    text: String,
}

impl<'r> Dispute<'r> {
    /// The arguments, checked in the order a person reads them: the ruleset and its options,
    /// the trump, the hands, the eldest, the table, the teams, the announcements.
    fn read(args: &JudgeArgs, rules: &'r Rules) -> Result<Dispute<'r>, Error> {
        let spec =
            with_announcements(rules).ok_or_else(|| JudgeProblem::NoAnnouncements { ruleset: rules.name.clone() })?;
        let given = crate::commands::new::parse_options(rules, &args.options)?;
        let options = rules.options(&given)?;
        let typing = Typing::new(rules.deck_kind, args.card_letters, rules.ranks.iter().copied());
        let trump = typing
            .suit_named(&args.trump)
            .ok_or_else(|| JudgeProblem::NotASuit { given: args.trump.clone(), letters: args.card_letters })?;
        let (names, holdings) = read_hands(rules, &typing, &args.hands)?;
        let eldest = match &args.eldest {
            Some(e) => names
                .iter()
                .position(|n| n == e)
                .ok_or_else(|| JudgeProblem::EldestNotAHand { name: e.clone(), hands: names.clone() })?,
            None => 0,
        };
        let table = check_table(rules, spec, args.players, &names, &holdings)?;
        let teams: Vec<Vec<String>> =
            args.teams.iter().map(|t| t.split('+').map(|p| p.trim().to_string()).collect()).collect();
        let seats = Seating::some_of(rules, &names, Some(teams.as_slice()).filter(|t| !t.is_empty()))?;
        let said = read_says(&args.says, &names)?;
        let tie = if options.str_or("run_tie", "first") == "split" { RunTie::Split } else { RunTie::First };
        Ok(Dispute { rules, spec, trump, names, holdings, eldest, table, seats, said, tie })
    }

    /// The referee's judgement of the hands.
    fn settle(&self) -> Judgement {
        let said: Vec<Option<Vec<MeldName>>> = self.said.iter().map(|s| s.as_ref().map(|s| s.melds.clone())).collect();
        judge(self.spec, &self.holdings, &said, self.trump, &self.seats, self.eldest, self.tie, self.table)
    }
}

/// The hands, `NAME: CARD CARD …` each: every card of the deck, none given twice.
fn read_hands(rules: &Rules, typing: &Typing, hands: &[String]) -> Result<(Vec<String>, Vec<CardSet>), JudgeProblem> {
    let mut names: Vec<String> = Vec::new();
    let mut holdings: Vec<CardSet> = Vec::new();
    for h in hands {
        let (name, cards) = h.split_once(':').ok_or_else(|| JudgeProblem::HandForm { given: h.clone() })?;
        let name = name.trim().to_string();
        if names.contains(&name) {
            return Err(JudgeProblem::TwoHands { player: name });
        }
        let set = read_cards(rules, typing, &name, cards, &holdings)?;
        names.push(name);
        holdings.push(set);
    }
    Ok((names, holdings))
}

/// One player's cards, typed in `typing`'s letters, none of them in `others` (the hands before)
/// or given twice.
fn read_cards(
    rules: &Rules,
    typing: &Typing,
    name: &str,
    cards: &str,
    others: &[CardSet],
) -> Result<CardSet, JudgeProblem> {
    let (player, deck) = (name.to_string(), rules.deck_kind);
    let mut set = CardSet::EMPTY;
    for c in cards.split_whitespace() {
        let card = typing.read(c).map_err(|e| JudgeProblem::NotACard {
            player: player.clone(),
            text: e.input,
            typing: *typing,
        })?;
        if !rules.ranks.contains(&card.rank()) {
            return Err(JudgeProblem::NotInDeck { player, card, deck });
        }
        if others.iter().any(|o| o.contains(card)) || set.contains(card) {
            return Err(JudgeProblem::Twice { player, card, deck });
        }
        set.insert(card);
    }
    Ok(set)
}

/// The players at the table: as many as hands unless told, within what the ruleset seats; two
/// hands at least, none holding more cards than a player is dealt there.
fn check_table(
    rules: &Rules,
    spec: &BeloteSpec,
    players: Option<usize>,
    names: &[String],
    holdings: &[CardSet],
) -> Result<usize, Error> {
    let n = names.len();
    if n < 2 {
        return Err(JudgeProblem::OneHand.into());
    }
    let table = players.unwrap_or(n);
    crate::rules::seating::check_count(rules, table)?;
    if table < n {
        let counts: Vec<String> = rules.player_counts.iter().map(|c| c.to_string()).collect();
        return Err(Error::Seating(SeatingProblem::Count {
            ruleset: rules.name.clone(),
            counts: counts.join(", "),
            given: n,
        }));
    }
    let most = spec.hand_size.get(&(table as u32)).copied().unwrap_or(8) as usize;
    match (0..n).find(|p| holdings[*p].len() as usize > most) {
        Some(p) => Err(JudgeProblem::TooManyCards {
            player: names[p].clone(),
            count: holdings[p].len() as usize,
            most,
            players: table,
        }
        .into()),
        None => Ok(table),
    }
}

/// The announcements to check, `NAME: cuarta` each (several joined by ',' or '+'), by seat.
fn read_says(says: &[String], names: &[String]) -> Result<Vec<Option<Said>>, JudgeProblem> {
    let mut said: Vec<Option<Said>> = names.iter().map(|_| None).collect();
    for s in says {
        let (name, words) = s.split_once(':').ok_or_else(|| JudgeProblem::SaysForm { given: s.clone() })?;
        let name = name.trim();
        let p = names.iter().position(|x| x == name).ok_or_else(|| JudgeProblem::SaysNoHand { name: name.into() })?;
        let melds = words
            .split([',', '+'])
            .map(|w| w.trim())
            .filter(|w| !w.is_empty())
            .map(|w| spoken_to_meld(w).ok_or_else(|| JudgeProblem::NotAnAnnouncement { word: w.into() }))
            .collect::<Result<Vec<_>, _>>()?;
        said[p] = Some(Said { melds, text: words.trim().to_string() });
    }
    Ok(said)
}

/// A combination as a player says it at the table (Spanish, French or the journal's own names).
fn spoken_to_meld(w: &str) -> Option<MeldName> {
    match w.trim().to_lowercase().as_str() {
        "brelan" | "brelán" | "four" | "carre" | "carré" => Some(MeldName::Four),
        "tercia" | "run3" | "tierce" => Some(MeldName::Run(3)),
        "cuarta" | "run4" => Some(MeldName::Run(4)),
        "quinta" | "run5" => Some(MeldName::Run(5)),
        other => MeldName::parse(other),
    }
}

/// The judgement in words: the trump and eldest, a line per player (and what they said), the
/// sides' points when partners play together.
fn write_text(out: &mut dyn Write, d: &Dispute, j: &Judgement, cat: &dyn Catalog) {
    let x = Names::of(&d.seats, DeckKind::French).typed_with(cat.lang().letters());
    let _ = writeln!(out, "{}", cat.judge_header(d.trump, &x.player(d.eldest)));
    for (p, pj) in j.players.iter().enumerate() {
        let _ = writeln!(out, "{}", cat.judge_line(&x.player(p), pj, &x));
        if let (Some((_, made)), Some(said)) = (&pj.said, &d.said[p]) {
            let _ = writeln!(out, "{}", cat.judge_said(&crate::term::safe(&said.text), *made));
        }
    }
    if d.seats.teams {
        let sides: Vec<(String, i64)> = (0..d.seats.sides.len()).map(|s| (x.side(s), j.sides[s])).collect();
        let _ = writeln!(out, "{}", cat.judge_sides(&sides));
    }
}

/// The judgement as JSON, each player's line in English as its `message`.
fn write_json(out: &mut dyn Write, d: &Dispute, j: &Judgement) {
    let players: Vec<Value> = (0..j.players.len()).map(|p| player_json(d, j, p)).collect();
    let sides: serde_json::Map<String, Value> =
        d.seats.sides.iter().zip(&j.sides).map(|(s, p)| (s.clone(), json!(p))).collect();
    let says: Vec<Value> = (0..j.players.len())
        .filter_map(|p| {
            let (_, made) = j.players[p].said.as_ref()?;
            Some(json!({
                "player": d.names[p],
                "said": d.said[p].as_ref().map(|s| &s.text),
                "made": made,
            }))
        })
        .collect();
    let v = json!({
        "ruleset": d.rules.name,
        "trump": crate::cards::suit_code(DeckKind::French, d.trump),
        "eldest": d.names[d.eldest],
        "players": players,
        "sides": sides,
        "winner": j.winner.map(|w| d.seats.sides[w].clone()),
        "says": says,
    });
    let _ = writeln!(out, "{}", serde_json::to_string_pretty(&v).unwrap_or_default());
}

/// One player's combinations, announcement and verdict, as JSON.
fn player_json(d: &Dispute, j: &Judgement, p: usize) -> Value {
    let en = Lang::En.catalog();
    let x = Names::of(&d.seats, DeckKind::French);
    let pj = &j.players[p];
    let name = |seat: &usize| Some(d.names[*seat].clone());
    let (verdict, by, why) = match &pj.standing {
        Ruling::Wins => ("wins", None, None),
        Ruling::WithPartner => ("with-partner", None, None),
        Ruling::Beaten { by, why } => ("beaten", name(by), Some(why_code(*why))),
        Ruling::Tied { .. } => ("tied", None, None),
        Ruling::Mismatch => ("show-mismatch", None, None),
        Ruling::NotHigher { by } => ("announce-not-higher", name(by), None),
        Ruling::Lower { by } => ("lower", name(by), None),
        Ruling::Nothing => ("nothing", None, None),
    };
    json!({
        "player": d.names[p],
        "side": d.seats.sides[d.seats.side_of[p]],
        "combinations": pj.combos.iter().map(|(c, v, scored)| json!({
            "name": c.name.code(),
            "cards": c.listed(d.spec).into_iter().map(|x| d.rules.code(x)).collect::<Vec<_>>(),
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
        "message": en.judge_line(&d.names[p], pj, &x),
        "score": pj.score,
    })
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
