//! French: what the table says as play goes on: notices, a hand's result, the hand so far,
//! the start and the end of a session, warnings about a journal.

use super::{agree, counted, Fr};
use crate::engine::{CallWords, Contract, HandLine, HandReport, HandSoFar, Level, Notice, PotWin, Reach, Standing};
use crate::i18n::{contract_notation, times};
use crate::i18n::{scores, Names, Notices, Questions, Refusals, Terms};

impl Notices for Fr {
    fn notice(&self, n: &Notice, x: &Names) -> String {
        match n {
            Notice::Antes { each, pot } => format!("Chacun mise {each}\u{a0}: le pot contient {pot}."),
            Notice::Stakes { each, board } => {
                format!("Chacun mise {each} sur chaque case\u{a0}; le plateau contient {board}.")
            }
            Notice::PanfiloPaid { player, chips } => {
                format!("{} montre le pamphile et reçoit {}.", x.player(*player), counted(*chips, "jeton", "jetons"))
            }
            Notice::PotTaken { player, chips, how } => match how {
                PotWin::Alone => format!("{} joue seul et prend le pot de {chips}.", x.player(*player)),
                PotWin::Mosca => format!("{} gagne le pot de {chips} avec une mouche.", x.player(*player)),
                PotWin::AllTricks => format!("{} a fait tous les plis et prend le pot de {chips}.", x.player(*player)),
            },
            Notice::EnBestia { player, pays } => format!("{} est en bête et paie {pays}.", x.player(*player)),
            Notice::RenouncePays { player, chips } => format!("{} paie {chips} pour la renonce.", x.player(*player)),
            Notice::PotCarries { chips } => format!("Il reste {chips} dans le pot."),
            Notice::Void { pot } => format!("Tout le monde passe\u{a0}: donne nulle, le pot de {pot} reste."),
            Notice::Contract { contract, words } => {
                let by = doubled_by(contract, *words, x);
                let by = if by.is_empty() { String::new() } else { format!(" ({})", by.join(", ")) };
                format!("Contrat\u{a0}: {}{by}.", contract_notation(contract, self, x).unwrap_or_default())
            }
            Notice::Redeal { hand, dealer } => {
                format!("Tout le monde passe\u{a0}: {} redonne la donne {hand}.", x.player(*dealer))
            }
            Notice::TrickTaken { trick, tricks, winner, points: Some(points), so_far } => format!(
                "Pli {trick}/{tricks} pour {}\u{a0}: {} · {}.",
                x.player(*winner),
                counted(*points, "point", "points"),
                scores(so_far, x)
            ),
            Notice::TrickTaken { trick, tricks, winner, points: None, so_far } => {
                format!("Pli {trick}/{tricks} pour {} · plis\u{a0}: {}.", x.player(*winner), scores(so_far, x))
            }
            Notice::Announcements { best: None, .. } => {
                "Annonces\u{a0}: aucune ne tient\u{a0}; personne ne marque pour elles.".into()
            }
            Notice::Announcements { best: Some(best), split, scores: s } if split.is_empty() => {
                format!("Annonces\u{a0}: la meilleure est celle de {} · {}.", x.player(*best), scores(s, x))
            }
            Notice::Announcements { split, scores: s, .. } => {
                let who: Vec<String> = split.iter().map(|p| x.player(*p)).collect();
                format!("Annonces\u{a0}: meilleures à égalité ({}), partagées · {}.", who.join(", "), scores(s, x))
            }
            Notice::Tururu { player, real: true } => {
                format!("{} a un tururú real et prend toutes les cases.", x.player(*player))
            }
            Notice::Tururu { player, real: false } => {
                format!("{} a un tururú et prend toutes les cases.", x.player(*player))
            }
            Notice::Count { player, count, reach } => match reach {
                Reach::Open => format!("{} compte {count} à la treinta y una.", x.player(*player)),
                Reach::Stood => format!("{} s'arrête à {count}.", x.player(*player)),
                Reach::ThirtyOne => format!("{} a {count}\u{a0}: plus de carte.", x.player(*player)),
                Reach::Out => format!("{} compte {count}\u{a0}: hors de la treinta y una.", x.player(*player)),
            },
            Notice::Breach(i) => self.infraction(i, x),
            Notice::Hand(r) => self.hand_line(r, x),
            Notice::HandEnded { number } => format!("La donne {number} est finie."),
            Notice::GameWon { side } => format!("{} gagne la partie.", x.side(*side)),
            Notice::OptionChanged { key } => format!("L'option {key} change à partir de la prochaine donne."),
            Notice::Amended { line } => {
                format!("Ligne {line} corrigée\u{a0}; les scores suivent de l'entrée corrigée.")
            }
            Notice::Retracted { event } => format!("Annulé\u{a0}: {}.", self.entry(event, x)),
        }
    }

    fn hand_line(&self, r: &HandReport, x: &Names) -> String {
        match r.line() {
            HandLine::Board { won, left } => {
                let won: Vec<String> = won
                    .iter()
                    .map(|(lance, w, chips)| format!("{} {} +{chips}", self.lance(*lance), x.player(*w)))
                    .collect();
                let stay =
                    format!("{} {} sur le plateau", counted(left, "jeton", "jetons"), agree(left, "reste", "restent"));
                if won.is_empty() {
                    format!("Donne {}\u{a0}: personne ne gagne de case\u{a0}; {stay}.", r.number)
                } else {
                    format!("Donne {}\u{a0}: {}\u{a0}; {stay}.", r.number, won.join(", "))
                }
            }
            HandLine::Contract { result, score } => {
                format!(
                    "Donne {}\u{a0}: {} ({})",
                    r.number,
                    scores(score, x),
                    super::super::tallied_or(self.result(result), r, self)
                )
            }
            HandLine::Outcome { outcome, score } => {
                format!(
                    "Donne {} ({})\u{a0}: {}",
                    r.number,
                    super::super::outcome_or_tallied(outcome, r, self),
                    scores(score, x)
                )
            }
        }
    }

    fn so_far(&self, h: &HandSoFar, x: &Names) -> String {
        let mut s = match h.trick_count() {
            Some((played, all)) => {
                format!("Donne {} en cours\u{a0}: {} sur {all}", h.number, counted(played, "pli", "plis"))
            }
            None => format!("Donne {} en cours", h.number),
        };
        s.push_str(&format!(" · donneur {}", x.player(h.dealer)));
        match h.contract.map(|c| (c, c.level)) {
            Some((c, Level::Bid(v))) => {
                let by: String = doubled_by(&c, h.words, x).iter().map(|b| format!(", {b}")).collect();
                s.push_str(&format!(
                    " · contrat {} {}{} (pris par {}{by})",
                    v.code(),
                    self.trump(c.trump, x),
                    times(c.multiplier),
                    x.player(c.taker)
                ))
            }
            _ => {
                if let Some(t) = h.trump {
                    s.push_str(&format!(" · atout {}", self.trump(t, x)));
                }
                if let Some(t) = h.taker {
                    s.push_str(&format!(" (pris par {})", x.player(t)));
                }
            }
        }
        if let Some(p) = h.turn {
            s.push_str(&format!(" · c'est à {}", x.player(p)));
        }
        if !h.table.is_empty() {
            let cards: Vec<String> = h.table.iter().map(|(p, c)| format!("{} {}", x.player(*p), x.card(*c))).collect();
            s.push_str(&format!("\n  sur la table\u{a0}: {}", cards.join(", ")));
        }
        if let (Some(playing), Some(st)) = (&h.playing, h.stakes) {
            let who: Vec<String> = playing.iter().map(|p| x.player(*p)).collect();
            let doubling = if st.doubling { ", en doublant" } else { "" };
            s.push_str(&format!(
                "\n  jouent\u{a0}: {} · un pli prend {} · en bête on paie {}{doubling}",
                who.join(", "),
                counted(st.per_trick, "jeton", "jetons"),
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
                        Reach::Stood => " (s'arrête)",
                        Reach::ThirtyOne => " (plus de carte)",
                        Reach::Out => " (hors jeu)",
                    };
                    format!("{} {n}{how}", x.player(p))
                })
                .collect();
            s.push_str(&format!("\n  treinta y una\u{a0}: {}", counts.join(", ")));
        }
        if let Some(n) = h.stock {
            s.push_str(&format!("\n  talon\u{a0}: {}", counted(n, "carte", "cartes")));
        }
        for (side, part) in h.sides().iter().enumerate() {
            let tricks = part.tricks.map(|t| format!(", {}", counted(t, "pli", "plis"))).unwrap_or_default();
            s.push_str(&format!("\n  {}\u{a0}: {}{tricks}", x.side(side), part.points));
        }
        s
    }

    fn at_stake(&self, st: &Standing, x: &Names) -> Vec<String> {
        let mut out = Vec::new();
        if let Some((target, to_go)) = st.to_go() {
            let sides: Vec<String> = to_go.iter().enumerate().map(|(s, n)| format!("{} {n}", x.side(s))).collect();
            out.push(format!("Pour atteindre {target}\u{a0}: {}.", sides.join(", ")));
        }
        if st.held > 0 {
            out.push(format!(
                "Litige\u{a0}: {} en suspens pour le gagnant de la donne suivante.",
                counted(st.held, "point", "points")
            ));
        }
        match (&st.squares, st.pot) {
            (Some(squares), Some(all)) => {
                let each: Vec<String> = squares.iter().map(|(l, n)| format!("{} {n}", self.lance(*l))).collect();
                out.push(format!("Cases\u{a0}: {} ({} en tout).", each.join(" · "), counted(all, "jeton", "jetons")));
            }
            (None, Some(pot)) => out.push(format!("Pot\u{a0}: {}.", counted(pot, "jeton", "jetons"))),
            _ => {}
        }
        out
    }

    fn started(&self, ruleset: &str, sides: &str, journal: &str) -> String {
        format!("Nouvelle séance de {ruleset}\u{a0}: {sides} · journal {journal}")
    }

    fn resuming(&self, journal: &str, sides: &str) -> String {
        format!("Reprise de {journal} · {sides}")
    }

    fn earlier_hands(&self, count: usize) -> String {
        match count {
            1 => "1 donne précédente n'est pas affichée (tapete summary affiche toutes les donnes)".to_string(),
            n => format!("{n} donnes précédentes ne sont pas affichées (tapete summary affiche toutes les donnes)"),
        }
    }

    fn warning(&self, w: &crate::journal::Warning) -> String {
        use crate::journal::Warning;
        match w {
            Warning::CutLine { line } => {
                format!("attention\u{a0}: la ligne {line} est incomplète (coupée par un arrêt brutal) et a été ignorée")
            }
            Warning::RulesetChanged { ruleset } => {
                let r = crate::term::safe(ruleset);
                format!("attention\u{a0}: le règlement {r} a changé depuis l'enregistrement de cette séance (son sha256 diffère)\u{a0}; la séance est rejouée avec les règles actuelles")
            }
        }
    }

    fn cut_aside(&self, line: usize, journal: &str, aside: &str) -> String {
        format!("La ligne {line} de {journal} a été coupée (la table s'est arrêtée en l'écrivant)\u{a0}; ses octets sont dans {aside} et le journal reprend à la ligne {line}.")
    }

    fn saved(&self, journal: &str) -> String {
        format!("Enregistré. Pour continuer\u{a0}: tapete resume {journal}")
    }

    fn ended(&self, journal: &str) -> String {
        format!("La séance est close. Journal\u{a0}: {journal}")
    }

    fn retracted_nothing(&self) -> String {
        "La dernière entrée a été retirée.".into()
    }
}

/// Who coinched and who surcoinched a contract, each as "coinched by Ana", in the ruleset's words.
fn doubled_by(contract: &Contract, words: CallWords, x: &Names) -> Vec<String> {
    let (coed, surcoed) = match words {
        CallWords::Coinche => ("coinché", "surcoinché"),
        CallWords::Contre => ("contré", "surcontré"),
    };
    let d = contract.doubled;
    [(d.coinche, coed), (d.surcoinche, surcoed)]
        .into_iter()
        .filter_map(|(p, w)| p.map(|p| format!("{w} par {}", x.player(p))))
        .collect()
}
