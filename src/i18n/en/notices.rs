//! English: what the table says as play goes on: notices, a hand's result, the hand so far,
//! the start and the end of a session, warnings about a journal.

use super::{agree, counted, En};
use crate::engine::{CallWords, Contract, HandLine, HandReport, HandSoFar, Level, Notice, PotWin, Reach, Standing};
use crate::i18n::{contract_notation, times};
use crate::i18n::{scores, Names, Notices, Questions, Refusals, Terms};

impl Notices for En {
    fn notice(&self, n: &Notice, x: &Names) -> String {
        match n {
            Notice::Antes { each, pot } => format!("Everyone antes {each}: the pot holds {pot}."),
            Notice::Stakes { each, board } => {
                format!("Everyone stakes {each} on each square; the board holds {board}.")
            }
            Notice::PanfiloPaid { player, chips } => {
                format!("{} shows the pánfilo and receives {}.", x.player(*player), counted(*chips, "chip", "chips"))
            }
            Notice::PotTaken { player, chips, how } => match how {
                PotWin::Alone => format!("{} alone plays and takes the pot of {chips}.", x.player(*player)),
                PotWin::Mosca => format!("{} wins the pot of {chips} with a mosca.", x.player(*player)),
                PotWin::AllTricks => format!("{} took every trick and takes the pot of {chips}.", x.player(*player)),
            },
            Notice::EnBestia { player, pays } => format!("{} is en bestia and pays {pays}.", x.player(*player)),
            Notice::RenouncePays { player, chips } => format!("{} pays {chips} for the renounce.", x.player(*player)),
            Notice::PotCarries { chips } => format!("The pot carries {chips}."),
            Notice::Void { pot } => format!("Everyone passed: the hand is void and the pot of {pot} stays."),
            Notice::Contract { contract, words } => {
                let by = doubled_by(contract, *words, x);
                let by = if by.is_empty() { String::new() } else { format!(" ({})", by.join(", ")) };
                format!("Contract: {}{by}.", contract_notation(contract, self, x).unwrap_or_default())
            }
            Notice::Redeal { hand, dealer } => {
                format!("Everyone passed: hand {hand} is dealt again by {}.", x.player(*dealer))
            }
            Notice::TrickTaken { trick, tricks, winner, points: Some(points), so_far } => format!(
                "Trick {trick}/{tricks} to {}: {} · {}.",
                x.player(*winner),
                counted(*points, "point", "points"),
                scores(so_far, x)
            ),
            Notice::TrickTaken { trick, tricks, winner, points: None, so_far } => {
                format!("Trick {trick}/{tricks} to {} · tricks: {}.", x.player(*winner), scores(so_far, x))
            }
            Notice::Announcements { best: None, .. } => "Announcements: none stands; nobody scores for them.".into(),
            Notice::Announcements { best: Some(best), split, scores: s } if split.is_empty() => {
                format!("Announcements: the best is {}'s · {}.", x.player(*best), scores(s, x))
            }
            Notice::Announcements { split, scores: s, .. } => {
                let who: Vec<String> = split.iter().map(|p| x.player(*p)).collect();
                format!("Announcements: equal best ({}), shared · {}.", who.join(", "), scores(s, x))
            }
            Notice::Tururu { player, real: true } => {
                format!("{} has a tururú real and takes every square.", x.player(*player))
            }
            Notice::Tururu { player, real: false } => {
                format!("{} has a tururú and takes every square.", x.player(*player))
            }
            Notice::Count { player, count, reach } => match reach {
                Reach::Open => format!("{} counts {count} at treinta y una.", x.player(*player)),
                Reach::Stood => format!("{} stands at {count}.", x.player(*player)),
                Reach::ThirtyOne => format!("{} has {count}: no more cards.", x.player(*player)),
                Reach::Out => format!("{} counts {count}: out of treinta y una.", x.player(*player)),
            },
            Notice::Breach(i) => self.infraction(i, x),
            Notice::Hand(r) => self.hand_line(r, x),
            Notice::HandEnded { number } => format!("Hand {number} is over."),
            Notice::GameWon { side } => format!("{} wins the game.", x.side(*side)),
            Notice::OptionChanged { key } => format!("Option {key} changes from the next deal on."),
            Notice::Amended { line } => {
                format!("Line {line} is corrected; the scores follow from the corrected entry.")
            }
            Notice::Retracted { event } => format!("Retracted: {}.", self.entry(event, x)),
        }
    }

    fn hand_line(&self, r: &HandReport, x: &Names) -> String {
        match r.line() {
            HandLine::Board { won, left } => {
                let won: Vec<String> = won
                    .iter()
                    .map(|(lance, w, chips)| format!("{} {} +{chips}", self.lance(*lance), x.player(*w)))
                    .collect();
                let stay = format!("{} {} on the board", counted(left, "chip", "chips"), agree(left, "stays", "stay"));
                if won.is_empty() {
                    format!("Hand {}: nobody won a square; {stay}.", r.number)
                } else {
                    format!("Hand {}: {}; {stay}.", r.number, won.join(", "))
                }
            }
            HandLine::Contract { result, score } => {
                format!(
                    "Hand {}: {} ({})",
                    r.number,
                    scores(score, x),
                    super::super::tallied_or(self.result(result), r, self)
                )
            }
            HandLine::Outcome { outcome, score } => {
                format!(
                    "Hand {} ({}): {}",
                    r.number,
                    super::super::outcome_or_tallied(outcome, r, self),
                    scores(score, x)
                )
            }
        }
    }

    fn so_far(&self, h: &HandSoFar, x: &Names) -> String {
        let mut s = match h.trick_count() {
            Some((played, all)) => format!("Hand {} so far: {} of {all}", h.number, counted(played, "trick", "tricks")),
            None => format!("Hand {} so far", h.number),
        };
        s.push_str(&format!(" · dealer {}", x.player(h.dealer)));
        match h.contract.map(|c| (c, c.level)) {
            Some((c, Level::Bid(v))) => {
                let by = doubled_by(&c, h.words, x);
                s.push_str(&format!(
                    " · contract {} {}{} taken by {}{}",
                    v.code(),
                    self.trump(c.trump, x),
                    times(c.multiplier),
                    x.player(c.taker),
                    if by.is_empty() { String::new() } else { format!(" ({})", by.join(", ")) }
                ))
            }
            _ => {
                if let Some(t) = h.trump {
                    s.push_str(&format!(" · trump {}", self.trump(t, x)));
                }
                if let Some(t) = h.taker {
                    s.push_str(&format!(" taken by {}", x.player(t)));
                }
            }
        }
        if let Some(p) = h.turn {
            s.push_str(&format!(" · {}'s turn", x.player(p)));
        }
        if !h.table.is_empty() {
            let cards: Vec<String> = h.table.iter().map(|(p, c)| format!("{} {}", x.player(*p), x.card(*c))).collect();
            s.push_str(&format!("\n  on the table: {}", cards.join(", ")));
        }
        if let (Some(playing), Some(st)) = (&h.playing, h.stakes) {
            let who: Vec<String> = playing.iter().map(|p| x.player(*p)).collect();
            let doubling = if st.doubling { ", doubling" } else { "" };
            s.push_str(&format!(
                "\n  playing: {} · a trick takes {} · en bestia pays {}{doubling}",
                who.join(", "),
                counted(st.per_trick, "chip", "chips"),
                st.bestia
            ));
        }
        if !h.counts.is_empty() {
            let counts: Vec<String> = h
                .counts
                .iter()
                .enumerate()
                .map(|(p, (reach, n))| {
                    let how = match reach {
                        Reach::Open => "",
                        Reach::Stood => " (stood)",
                        Reach::ThirtyOne => " (no more cards)",
                        Reach::Out => " (out)",
                    };
                    format!("{} {n}{how}", x.player(p))
                })
                .collect();
            s.push_str(&format!("\n  treinta y una: {}", counts.join(", ")));
        }
        if let Some(n) = h.stock {
            s.push_str(&format!("\n  stock: {}", counted(n, "card", "cards")));
        }
        for (side, part) in h.sides().iter().enumerate() {
            let tricks = part.tricks.map(|t| format!(", {}", counted(t, "trick", "tricks"))).unwrap_or_default();
            s.push_str(&format!("\n  {}: {}{tricks}", x.side(side), part.points));
        }
        s
    }

    fn at_stake(&self, st: &Standing, x: &Names) -> Vec<String> {
        let mut out = Vec::new();
        if let Some((target, to_go)) = st.to_go() {
            let sides: Vec<String> =
                to_go.iter().enumerate().map(|(s, n)| format!("{} {n} to go", x.side(s))).collect();
            out.push(format!("Target {target}: {}.", sides.join(", ")));
        }
        if st.held > 0 {
            out.push(format!("Litige: {} held for the winner of the next hand.", counted(st.held, "point", "points")));
        }
        match (&st.squares, st.pot) {
            (Some(squares), Some(all)) => {
                let each: Vec<String> = squares.iter().map(|(l, n)| format!("{} {n}", self.lance(*l))).collect();
                out.push(format!("Squares: {} ({} in all).", each.join(" · "), counted(all, "chip", "chips")));
            }
            (None, Some(pot)) => out.push(format!("Pot: {}.", counted(pot, "chip", "chips"))),
            _ => {}
        }
        out
    }

    fn started(&self, ruleset: &str, sides: &str, journal: &str) -> String {
        format!("New {ruleset} session: {sides} · journal {journal}")
    }

    fn resuming(&self, journal: &str, sides: &str) -> String {
        format!("Resuming {journal} · {sides}")
    }

    fn earlier_hands(&self, count: usize) -> String {
        match count {
            1 => "1 earlier hand not shown (tapete summary shows every hand)".to_string(),
            n => format!("{n} earlier hands not shown (tapete summary shows every hand)"),
        }
    }

    fn warning(&self, w: &crate::journal::Warning) -> String {
        use crate::journal::Warning;
        match w {
            Warning::CutLine { line } => {
                format!("warning: line {line} is incomplete and was ignored (cut short by a crash)")
            }
            Warning::RulesetChanged { ruleset } => {
                let r = crate::term::safe(ruleset);
                format!("warning: the ruleset {r} has changed since this session was recorded (its sha256 differs); replaying with the current rules")
            }
        }
    }

    fn cut_aside(&self, line: usize, journal: &str, aside: &str) -> String {
        format!("Line {line} of {journal} was cut short (the table stopped while writing it); its bytes were moved to {aside} and the journal goes on from line {line}.")
    }

    fn saved(&self, journal: &str) -> String {
        format!("Saved. Continue with: tapete resume {journal}")
    }

    fn ended(&self, journal: &str) -> String {
        format!("The session has ended. Journal: {journal}")
    }

    fn retracted_nothing(&self) -> String {
        "The last entry was retracted.".into()
    }
}

/// Who coinched and who surcoinched a contract, each as "coinched by Ana", in the ruleset's words.
fn doubled_by(contract: &Contract, words: CallWords, x: &Names) -> Vec<String> {
    let (coed, surcoed) = match words {
        CallWords::Coinche => ("coinched", "surcoinched"),
        CallWords::Contre => ("contré", "surcontré"),
    };
    let d = contract.doubled;
    [(d.coinche, coed), (d.surcoinche, surcoed)]
        .into_iter()
        .filter_map(|(p, w)| p.map(|p| format!("{w} by {}", x.player(p))))
        .collect()
}
