//! `tapete judge RULESET --trump H --eldest Ana --hand "Ana: 7H 8H 9H 10H" --hand "Luis: JC JD JH JS"`:
//! settle a disputed announcement without a session: each player's combinations and values,
//! which one wins and why, and what each player scores. `--says "Ana: cuarta"` also checks that
//! the cards make what was announced.

use crate::cards::{rank_code, suit_short, DeckKind, Suit};
use crate::cardset::CardSet;
use crate::error::Error;
use crate::rules::melds::{self, Combo, MeldName};
use crate::ruleset::{Announcements, BeloteSpec, Ruleset};
use clap::Args;
use serde_json::json;
use std::cmp::Ordering;
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

fn describe(spec: &BeloteSpec, c: &Combo) -> String {
    let k = DeckKind::French;
    match c.name {
        MeldName::Four => format!("brelán of {}", rank_code(k, c.top)),
        MeldName::Run(_) => format!(
            "{} to the {}{}",
            crate::i18n::Lang::En.catalog().meld(c.name),
            rank_code(k, c.top),
            c.suit.map(|s| suit_short(k, s)).unwrap_or("")
        ),
    }
    .replace("brelán of", if melds::value(spec, c) > 0 { "brelán of" } else { "brelán (worthless) of" })
}

/// Why `a` beats `b`, in a sentence.
fn why(spec: &BeloteSpec, a: &Combo, b: &Combo, trump: Suit) -> String {
    match (a.name, b.name) {
        (MeldName::Four, MeldName::Run(_)) => "any scoring brelán beats every run".into(),
        (MeldName::Four, MeldName::Four) => "between brelanes the order is J, 9, A, 10, K, Q".into(),
        (MeldName::Run(la), MeldName::Run(lb)) if la != lb => "between runs, more cards win".into(),
        (MeldName::Run(_), MeldName::Run(_)) if a.top != b.top => "equal length: the higher top card wins".into(),
        (MeldName::Run(_), MeldName::Run(_)) if a.suit == Some(trump) => "equal runs: the run in trumps wins".into(),
        _ => {
            let _ = spec;
            "equal".into()
        }
    }
}

pub fn cmd_judge(args: &JudgeArgs, out: &mut dyn Write) -> Result<i32, Error> {
    let r = Ruleset::load(&args.ruleset)?;
    let spec = r.belote.clone().filter(|b| b.announcements == Announcements::Spanish).ok_or_else(|| {
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
    let table_players = args.players.unwrap_or(n);
    let combos: Vec<Vec<Combo>> = holdings.iter().map(|h| melds::combos_in(&spec, *h, Some(trump))).collect();
    let scoring: Vec<Vec<Combo>> =
        combos.iter().map(|cs| cs.iter().filter(|c| melds::value(&spec, c) > 0).cloned().collect()).collect();
    // The best combination of each player, and the best of all.
    let order: Vec<usize> = (0..n).map(|k| (eldest + k) % n).collect();
    let mut best: Option<usize> = None;
    for &p in &order {
        if let Some(c) = scoring[p].first() {
            match best {
                None => best = Some(p),
                Some(b) if melds::compare(&spec, c, &scoring[b][0], Some(trump)) == Ordering::Greater => best = Some(p),
                _ => {}
            }
        }
    }
    let mut scores = vec![0i64; n];
    let mut verdict = String::from("Nobody holds a scoring combination.");
    let mut winner: Option<usize> = None;
    if let Some(b) = best {
        let top = &scoring[b][0];
        let tied: Vec<usize> = order
            .iter()
            .copied()
            .filter(|p| {
                *p != b && scoring[*p].first().is_some_and(|c| melds::compare(&spec, c, top, Some(trump)).is_eq())
            })
            .collect();
        if !tied.is_empty() && opts.str_or("run_tie", "first") == "split" {
            let mut all = vec![b];
            all.extend(tied.iter().copied());
            if table_players <= 2 {
                verdict = "Equal runs with two players and run_tie=split: nobody scores a combination.".into();
            } else {
                let each = melds::value(&spec, top) as i64 / all.len() as i64;
                for p in &all {
                    scores[*p] = each;
                }
                verdict = format!(
                    "Equal runs and run_tie=split: {} share its value, {each} each.",
                    all.iter().map(|p| names[*p].clone()).collect::<Vec<_>>().join(" and ")
                );
            }
        } else {
            winner = Some(b);
            scores[b] = scoring[b].iter().map(|c| melds::value(&spec, c) as i64).sum();
            let beaten: Vec<String> = order
                .iter()
                .copied()
                .filter(|p| *p != b)
                .filter_map(|p| scoring[p].first().map(|c| (p, c)))
                .map(|(p, c)| {
                    let reason = if melds::compare(&spec, top, c, Some(trump)).is_eq() {
                        format!("equal runs go to the announcer nearest the eldest hand ({})", names[eldest])
                    } else {
                        why(&spec, top, c, trump)
                    };
                    format!("{}'s {} ({reason})", names[p], describe(&spec, c))
                })
                .collect();
            verdict = if beaten.is_empty() {
                format!("{}'s {} wins: nobody else holds a scoring combination.", names[b], describe(&spec, top))
            } else {
                format!("{}'s {} wins over {}.", names[b], describe(&spec, top), beaten.join("; "))
            };
            verdict.push_str(&format!(" {} scores all of their combinations: {}.", names[b], scores[b]));
        }
    }
    // Announcements to check.
    let mut checks = Vec::new();
    for s in &args.says {
        let (name, said) =
            s.split_once(':').ok_or_else(|| Error::input(format!("--says '{s}': write \"NAME: cuarta\"")))?;
        let p = names
            .iter()
            .position(|x| x == name.trim())
            .ok_or_else(|| Error::input(format!("--says: {} has no --hand", name.trim())))?;
        let mut list = Vec::new();
        for w in said.split([',', '+']).map(|w| w.trim()).filter(|w| !w.is_empty()) {
            list.push(spoken_to_meld(w).ok_or_else(|| {
                Error::input(format!(
                    "--says: '{w}' is not an announcement (brelán, tercia, cuarta, quinta, run6, run7, run8)"
                ))
            })?);
        }
        let made = melds::make_announced(&spec, holdings[p], &list, Some(trump)).is_some();
        checks.push((names[p].clone(), said.trim().to_string(), made));
    }
    if args.json {
        let players: Vec<_> = (0..n)
            .map(|p| {
                json!({
                    "player": names[p],
                    "combinations": combos[p].iter().map(|c| json!({
                        "name": c.name.code(),
                        "cards": c.cards.iter().map(|x| r.code(*x)).collect::<Vec<_>>(),
                        "points": melds::value(&spec, c),
                    })).collect::<Vec<_>>(),
                    "score": scores[p],
                })
            })
            .collect();
        let v = json!({
            "ruleset": r.name,
            "trump": crate::cards::suit_code(DeckKind::French, trump),
            "players": players,
            "winner": winner.map(|w| names[w].clone()),
            "why": verdict,
            "says": checks.iter().map(|(p, s, ok)| json!({"player": p, "said": s, "made": ok})).collect::<Vec<_>>(),
        });
        let _ = writeln!(out, "{}", serde_json::to_string_pretty(&v).unwrap_or_default());
    } else {
        let _ = writeln!(out, "Trump {} · eldest hand {}", suit_short(DeckKind::French, trump), names[eldest]);
        for p in 0..n {
            let list = if combos[p].is_empty() {
                "no combination".to_string()
            } else {
                combos[p]
                    .iter()
                    .map(|c| format!("{} ({})", describe(&spec, c), melds::value(&spec, c)))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let _ = writeln!(out, "{}: {list}", names[p]);
        }
        let _ = writeln!(out, "{verdict}");
        for p in 0..n {
            let _ = writeln!(out, "  {} scores {}", names[p], scores[p]);
        }
        for (p, s, ok) in &checks {
            let _ = writeln!(
                out,
                "{p} said \"{s}\": {}",
                if *ok { "the cards make it" } else { "the cards do NOT make it (show-mismatch)" }
            );
        }
    }
    Ok(0)
}
