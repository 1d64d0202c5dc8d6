//! Spanish: what the table says as play goes on: notices, a hand's result, the hand so far,
//! the start and the end of a session, warnings about a journal.

use super::{agree, counted, Es};
use crate::engine::{CallWords, Contract, HandLine, HandReport, HandSoFar, Level, Notice, PotWin, Reach, Standing};
use crate::i18n::{contract_notation, times};
use crate::i18n::{scores, Names, Notices, Questions, Refusals, Terms};

impl Notices for Es {
    fn notice(&self, n: &Notice, x: &Names) -> String {
        match n {
            Notice::Antes { each, pot } => format!("Todos ponen {each}: el plato tiene {pot}."),
            Notice::Stakes { each, board } => format!("Todos ponen {each} en cada casilla; el tablero tiene {board}."),
            Notice::PanfiloPaid { player, chips } => {
                format!("{} enseña el pánfilo y cobra {}.", x.player(*player), counted(*chips, "ficha", "fichas"))
            }
            Notice::PotTaken { player, chips, how } => match how {
                PotWin::Alone => format!("{} juega solo y se lleva el plato de {chips}.", x.player(*player)),
                PotWin::Mosca => format!("{} gana el plato de {chips} con mosca.", x.player(*player)),
                PotWin::AllTricks => {
                    format!("{} hizo todas las bazas y se lleva el plato de {chips}.", x.player(*player))
                }
            },
            Notice::EnBestia { player, pays } => format!("{} queda en bestia y paga {pays}.", x.player(*player)),
            Notice::RenouncePays { player, chips } => format!("{} paga {chips} por el renuncio.", x.player(*player)),
            Notice::PotCarries { chips } => format!("{} {chips} en el plato.", agree(*chips, "Queda", "Quedan")),
            Notice::Void { pot } => format!("Todos pasan: mano nula, el plato de {pot} se queda."),
            Notice::Contract { contract, words } => {
                let by = doubled_by(contract, *words, x);
                let by = if by.is_empty() { String::new() } else { format!(" ({})", by.join(", ")) };
                format!("Contrato: {}{by}.", contract_notation(contract, self, x).unwrap_or_default())
            }
            Notice::Redeal { hand, dealer } => {
                format!("Todos pasan: la mano {hand} la vuelve a repartir {}.", x.player(*dealer))
            }
            Notice::TrickTaken { trick, tricks, winner, points: Some(points), so_far } => format!(
                "Baza {trick}/{tricks} para {}: {} · {}.",
                x.player(*winner),
                counted(*points, "punto", "puntos"),
                scores(so_far, x)
            ),
            Notice::TrickTaken { trick, tricks, winner, points: None, so_far } => {
                format!("Baza {trick}/{tricks} para {} · bazas: {}.", x.player(*winner), scores(so_far, x))
            }
            Notice::Announcements { best: None, .. } => "Cantes: no queda ninguno en pie; nadie cobra.".into(),
            Notice::Announcements { best: Some(best), split, scores: s } if split.is_empty() => {
                format!("Cantes: el mejor es de {} · {}.", x.player(*best), scores(s, x))
            }
            Notice::Announcements { split, scores: s, .. } => {
                let who: Vec<String> = split.iter().map(|p| x.player(*p)).collect();
                format!("Cantes: empate en el mejor ({}), se reparte · {}.", who.join(", "), scores(s, x))
            }
            Notice::Tururu { player, real: true } => {
                format!("{} tiene tururú real y se lleva todas las casillas.", x.player(*player))
            }
            Notice::Tururu { player, real: false } => {
                format!("{} tiene tururú y se lleva todas las casillas.", x.player(*player))
            }
            Notice::Count { player, count, reach } => match reach {
                Reach::Open => format!("{} lleva {count} a treinta y una.", x.player(*player)),
                Reach::Stood => format!("{} se planta con {count}.", x.player(*player)),
                Reach::ThirtyOne => format!("{} tiene {count}: no pide más.", x.player(*player)),
                Reach::Out => format!("{} se pasa con {count}: fuera de treinta y una.", x.player(*player)),
            },
            Notice::Breach(i) => self.infraction(i, x),
            Notice::Hand(r) => self.hand_line(r, x),
            Notice::HandEnded { number } => format!("Se acabó la mano {number}."),
            Notice::GameWon { side } => format!("{} gana la partida.", x.side(*side)),
            Notice::OptionChanged { key } => format!("La opción {key} cambia desde el próximo reparto."),
            Notice::Amended { line } => format!("Línea {line} corregida; la puntuación sale de la entrada corregida."),
            Notice::Retracted { event } => format!("Deshecho: {}.", self.entry(event, x)),
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
                    format!("{} {} en el tablero", agree(left, "queda", "quedan"), counted(left, "ficha", "fichas"));
                if won.is_empty() {
                    format!("Mano {}: nadie gana casilla; {stay}.", r.number)
                } else {
                    format!("Mano {}: {}; {stay}.", r.number, won.join(", "))
                }
            }
            HandLine::Contract { result, score } => {
                format!(
                    "Mano {}: {} ({})",
                    r.number,
                    scores(score, x),
                    super::super::tallied_or(self.result(result), r, self)
                )
            }
            HandLine::Outcome { outcome, score } => {
                format!(
                    "Mano {} ({}): {}",
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
                format!("Mano {} hasta ahora: {} de {all}", h.number, counted(played, "baza", "bazas"))
            }
            None => format!("Mano {} hasta ahora", h.number),
        };
        s.push_str(&format!(" · reparte {}", x.player(h.dealer)));
        match h.contract.map(|c| (c, c.level)) {
            Some((c, Level::Bid(v))) => {
                let by: String = doubled_by(&c, h.words, x).iter().map(|b| format!(", {b}")).collect();
                s.push_str(&format!(
                    " · contrato {} {}{} (toma {}{by})",
                    v.code(),
                    self.trump(c.trump, x),
                    times(c.multiplier),
                    x.player(c.taker)
                ))
            }
            _ => {
                if let Some(t) = h.trump {
                    s.push_str(&format!(" · triunfo {}", self.trump(t, x)));
                }
                if let Some(t) = h.taker {
                    s.push_str(&format!(" (toma {})", x.player(t)));
                }
            }
        }
        if let Some(p) = h.turn {
            s.push_str(&format!(" · turno de {}", x.player(p)));
        }
        if !h.table.is_empty() {
            let cards: Vec<String> = h.table.iter().map(|(p, c)| format!("{} {}", x.player(*p), x.card(*c))).collect();
            s.push_str(&format!("\n  en la mesa: {}", cards.join(", ")));
        }
        if let (Some(playing), Some(st)) = (&h.playing, h.stakes) {
            let who: Vec<String> = playing.iter().map(|p| x.player(*p)).collect();
            let doubling = if st.doubling { ", doblando" } else { "" };
            s.push_str(&format!(
                "\n  juegan: {} · cada baza cobra {} · en bestia se pagan {}{doubling}",
                who.join(", "),
                counted(st.per_trick, "ficha", "fichas"),
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
                        Reach::Stood => " (se plantó)",
                        Reach::ThirtyOne => " (no pide más)",
                        Reach::Out => " (fuera)",
                    };
                    format!("{} {n}{how}", x.player(p))
                })
                .collect();
            s.push_str(&format!("\n  treinta y una: {}", counts.join(", ")));
        }
        if let Some(n) = h.stock {
            s.push_str(&format!("\n  mazo: {}", counted(n, "carta", "cartas")));
        }
        for (side, part) in h.sides().iter().enumerate() {
            let tricks = part.tricks.map(|t| format!(", {}", counted(t, "baza", "bazas"))).unwrap_or_default();
            s.push_str(&format!("\n  {}: {}{tricks}", x.side(side), part.points));
        }
        s
    }

    fn at_stake(&self, st: &Standing, x: &Names) -> Vec<String> {
        let mut out = Vec::new();
        if let Some((target, to_go)) = st.to_go() {
            let sides: Vec<String> = to_go.iter().enumerate().map(|(s, n)| format!("{} {n}", x.side(s))).collect();
            out.push(format!("Para llegar a {target}: {}.", sides.join(", ")));
        }
        if st.held > 0 {
            out.push(format!(
                "Litigio: {} {} para quien gane la próxima mano.",
                counted(st.held, "punto", "puntos"),
                agree(st.held, "pendiente", "pendientes")
            ));
        }
        match (&st.squares, st.pot) {
            (Some(squares), Some(all)) => {
                let each: Vec<String> = squares.iter().map(|(l, n)| format!("{} {n}", self.lance(*l))).collect();
                out.push(format!("Casillas: {} ({} en total).", each.join(" · "), counted(all, "ficha", "fichas")));
            }
            (None, Some(pot)) => out.push(format!("Plato: {}.", counted(pot, "ficha", "fichas"))),
            _ => {}
        }
        out
    }

    fn started(&self, ruleset: &str, sides: &str, journal: &str) -> String {
        format!("Nueva sesión de {ruleset}: {sides} · diario {journal}")
    }

    fn resuming(&self, journal: &str, sides: &str) -> String {
        format!("Seguimos con {journal} · {sides}")
    }

    fn earlier_hands(&self, count: usize) -> String {
        match count {
            1 => "1 mano anterior no se muestra (tapete summary muestra todas las manos)".to_string(),
            n => format!("{n} manos anteriores no se muestran (tapete summary muestra todas las manos)"),
        }
    }

    fn warning(&self, w: &crate::journal::Warning) -> String {
        use crate::journal::Warning;
        match w {
            Warning::CutLine { line } => {
                format!("aviso: la línea {line} está incompleta (cortada por un fallo) y no se ha tenido en cuenta")
            }
            Warning::RulesetChanged { ruleset } => {
                let r = crate::term::safe(ruleset);
                format!("aviso: el reglamento {r} ha cambiado desde que se registró esta sesión (su sha256 es otro); la sesión se recalcula con las reglas actuales")
            }
        }
    }

    fn cut_aside(&self, line: usize, journal: &str, aside: &str) -> String {
        format!("La línea {line} de {journal} quedó cortada (la mesa se detuvo mientras la escribía); sus bytes están en {aside} y el diario sigue desde la línea {line}.")
    }

    fn saved(&self, journal: &str) -> String {
        format!("Guardado. Para seguir: tapete resume {journal}")
    }

    fn ended(&self, journal: &str) -> String {
        format!("La sesión ha terminado. Diario: {journal}")
    }

    fn retracted_nothing(&self) -> String {
        "Se retiró la última entrada.".into()
    }
}

/// Who coinched and who surcoinched a contract, each as "coinched by Ana", in the ruleset's words.
fn doubled_by(contract: &Contract, words: CallWords, x: &Names) -> Vec<String> {
    let (co, sur) = match words {
        CallWords::Coinche => ("coinche", "surcoinche"),
        CallWords::Contre => ("contre", "surcontre"),
    };
    let d = contract.doubled;
    [(d.coinche, co), (d.surcoinche, sur)]
        .into_iter()
        .filter_map(|(p, w)| p.map(|p| format!("{w} de {}", x.player(p))))
        .collect()
}
