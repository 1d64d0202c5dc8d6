//! Spanish: the words of reports: `judge`'s verdict, `stats`, `sessions`, `board`, the lines of
//! a summary.

use super::{agree, counted, Es};
use crate::cards::{suit_short, DeckKind, Suit};
use crate::engine::{BidValue, CallWords, HandResult, MeldName, Outcome, Seat, StatKey, Trump};
use crate::games::belote::judge::{PlayerJudgement, Ruling, Why};
use crate::games::belote::melds::Combo;
use crate::i18n::{CardMode, Duty, Names, Reports, RulesShow, Stats, Terms};
use crate::ruleset::{Head, Ruff, TeamsRule};
use crate::simulate::{Ending, Engine, Stats as SimStats};

impl Reports for Es {
    fn judge_header(&self, trump: Suit, eldest: &str) -> String {
        format!("Triunfo {} · mano {eldest}", suit_short(DeckKind::French, trump))
    }

    fn judge_combo(&self, c: &Combo, value: i64, x: &Names) -> String {
        let top = x.letters.rank(x.deck, c.top);
        match c.name {
            MeldName::Four if value > 0 => format!("brelán de {top} ({value})"),
            MeldName::Four => format!("brelán de {top} (no vale nada)"),
            MeldName::Run(_) => {
                let suit = c.suit.map(|s| x.suit(s)).unwrap_or("");
                format!("{} al {top}{suit} ({value})", self.meld(c.name))
            }
        }
    }

    fn judge_ruling(&self, r: &Ruling, x: &Names) -> String {
        match r {
            Ruling::Wins => "gana: su bando cuenta todos sus cantes".into(),
            Ruling::WithPartner => "cuenta con su compañero, que tiene el mejor cante".into(),
            Ruling::Beaten { by, why } => format!("pierde ante {} ({})", x.player(*by), self.judge_why(*why)),
            Ruling::Tied { shared: true } => "empate: las escaleras iguales se reparten el valor".into(),
            Ruling::Tied { shared: false } => "empate: con dos jugadores nadie cuenta".into(),
            Ruling::Mismatch => "las cartas no hacen lo cantado: no cuenta nada".into(),
            Ruling::NotHigher { by } => format!("cantó menos que {}, que cantó antes: el cante no vale", x.player(*by)),
            Ruling::Lower { by } => format!(
                "solo tiene cantes menores que el de {}, que cantó antes: solo podía decir «está bien»",
                x.player(*by)
            ),
            Ruling::Nothing => "nada que contar".into(),
        }
    }

    fn judge_why(&self, w: Why) -> &'static str {
        match w {
            Why::BrelanOverRun => "cualquier brelán que vale gana a toda escalera",
            Why::BrelanOrder => "entre brelanes el orden es J, 9, A, 10, K, Q",
            Why::MoreCards => "entre escaleras gana la de más cartas",
            Why::HigherTop => "a igual largo gana la carta más alta",
            Why::TrumpRun => "escaleras iguales: gana la de triunfo",
            Why::NearestEldest => "escaleras iguales: gana quien está más cerca de la mano",
        }
    }

    fn judge_line(&self, player: &str, p: &PlayerJudgement, x: &Names) -> String {
        let combos: Vec<String> = p.combos.iter().map(|(c, v, _)| self.judge_combo(c, *v, x)).collect();
        let held = if combos.is_empty() { "ningún cante".into() } else { combos.join(", ") };
        format!("{player}: {held} — {} — cuenta {}", self.judge_ruling(&p.standing, x), p.score)
    }

    fn judge_said(&self, said: &str, made: bool) -> String {
        match made {
            true => format!("  cantó «{said}»: las cartas lo hacen"),
            false => format!("  cantó «{said}»: las cartas no lo hacen (cante mal enseñado)"),
        }
    }

    fn judge_sides(&self, sides: &[(String, i64)]) -> String {
        let list: Vec<String> = sides.iter().map(|(s, p)| format!("{s} {p}")).collect();
        format!("Bandos: {}", list.join(" · "))
    }

    fn stat_label(&self, key: crate::engine::StatKey) -> String {
        match key {
            StatKey::Sessions => "sesiones".into(),
            StatKey::Won => "ganadas".into(),
            StatKey::Hands => "manos".into(),
            StatKey::Taken => "contratos".into(),
            StatKey::Made => "cumplidos".into(),
            StatKey::Failed => "fallados".into(),
            StatKey::Litiges => "litigios".into(),
            StatKey::Coinches => "coinches".into(),
            StatKey::CoinchesMade => "con coinche cumplidos".into(),
            StatKey::CoinchesFailed => "con coinche fallados".into(),
            StatKey::Surcoinches => "surcoinches".into(),
            StatKey::SurcoinchesMade => "con surcoinche cumplidos".into(),
            StatKey::SurcoinchesFailed => "con surcoinche fallados".into(),
            StatKey::CapotsBid => "capotes cantados".into(),
            StatKey::CapotsUnbid => "capotes sin cantar".into(),
            StatKey::Capots => "capotes".into(),
            StatKey::Belotes => "belotes".into(),
            StatKey::Combinations => "combinaciones".into(),
            StatKey::Renounces => "renuncios".into(),
            StatKey::EnBestia => "en bestia".into(),
            StatKey::Pots => "platos".into(),
            StatKey::Panfilos => "pánfilos".into(),
            StatKey::Moscas => "moscas".into(),
            StatKey::Tururus => "tururús".into(),
            StatKey::Chips => "fichas".into(),
            StatKey::Square(l) => self.lance(l).into(),
        }
    }

    fn sessions_none(&self, dir: &str) -> String {
        format!("Aún no hay sesiones en {dir}: empieza una con 'tapete new REGLAMENTO --players A,B,C,D'.")
    }

    fn sessions_concours(&self, name: &str) -> String {
        format!("Concurso {name}: las partidas de sus mesas, ronda a ronda")
    }

    fn sessions_heads(&self) -> [&'static str; 7] {
        ["sesión", "empezó", "reglamento", "jugadores", "manos", "estado", "va ganando"]
    }

    fn session_status(&self, status: &crate::i18n::SessionStatus) -> String {
        use crate::i18n::SessionStatus as S;
        match status {
            S::Won(side) => format!("ganó {side}"),
            S::Ended => "terminada".into(),
            S::Unfinished => "sin terminar".into(),
            S::NotStarted => "sin empezar (sin cabecera)".into(),
            S::Unreadable(why) => format!("ilegible: {why}"),
        }
    }

    fn stats_levels(&self) -> String {
        "Contratos cumplidos/jugados, por valor".into()
    }

    fn bidding(
        &self,
        standing: Option<(Seat, BidValue, Trump)>,
        coinched: Option<Seat>,
        words: CallWords,
        x: &Names,
    ) -> String {
        let bid = match standing {
            Some((p, v, t)) => format!("apuesta: {} {} {}", x.player(p), v.code(), self.trump(t, x)),
            None => "aún sin apuesta".into(),
        };
        match coinched {
            Some(c) => {
                let by = match words {
                    CallWords::Coinche => "coinche de",
                    CallWords::Contre => "contre de",
                };
                format!("{bid} · {by} {}", x.player(c))
            }
            None => bid,
        }
    }

    fn stats_heads(&self) -> [&'static str; 2] {
        ["Jugador", "Pareja"]
    }

    fn board_at(&self, url: &str, journal: &str) -> String {
        format!("Marcador en directo de {journal} en {url} (solo lectura; Ctrl-C lo detiene)")
    }

    fn board_also(&self, urls: &[String]) -> String {
        format!("También en {}", urls.join(", "))
    }

    fn board_no_network(&self) -> String {
        "No hay más red que la de este ordenador: ningún móvil ni tele puede abrir el marcador por ahora".into()
    }

    fn board_scan(&self) -> &'static str {
        "Un móvil en la misma red lo abre con este código:"
    }

    fn public_peers(&self) -> String {
        "Aviso (--allow-public): se responde a cualquier dirección que llegue a este ordenador, no solo a las redes privadas como la de la mesa: cualquiera que llegue a él ve lo que se sirve aquí".into()
    }

    fn board_accept_failing(&self, cause: &str) -> String {
        format!("El marcador no puede aceptar más conexiones por ahora ({cause}); sigue sirviendo las que tiene y vuelve a intentarlo")
    }

    fn stats(&self, s: &Stats) -> String {
        // Redeals go with the bidding (a hand nobody takes).
        let parts = [
            (StatKey::Made, "hechas", s.made),
            (StatKey::Failed, "falladas", s.failed),
            (StatKey::Litiges, "litigios", s.litige),
            (StatKey::Capots, "capotes", s.capots),
            (StatKey::Taken, "repartos nulos", s.redeals),
            (StatKey::Belotes, "belotes", s.belotes),
        ];
        let mut out = format!("Manos: {}", s.hands);
        for (_, word, n) in parts.iter().filter(|(k, _, _)| s.applies.contains(k)) {
            out.push_str(&format!(" · {word} {n}"));
        }
        out
    }

    fn best_announcement(&self, points: i64, who: &str, cards: &str) -> String {
        format!("Mejor cante: {who} {cards} ({points})")
    }

    fn infractions_by_player(&self, list: &str) -> String {
        format!("Infracciones: {list}")
    }

    fn not_applied(&self, count: usize) -> String {
        format!("{} no se {} aplicar:", counted(count, "entrada", "entradas"), agree(count, "pudo", "pudieron"))
    }

    fn infractions_count(&self, count: usize) -> String {
        format!("{}:", counted(count, "infracción", "infracciones"))
    }

    fn totals(&self, list: &str) -> String {
        format!("Totales: {list}")
    }

    fn simulation(&self, s: &SimStats) -> String {
        let engine = match s.engine {
            Engine::Reducer => "completo",
        };
        let means: Vec<String> = s.mean_score.iter().map(|(side, v)| format!("{side} {}", decimal(*v, 1))).collect();
        let results: Vec<String> = s.results.iter().map(|(e, n)| format!("{} {n}", ending(*e))).collect();
        let mut counts = String::new();
        if s.applies.contains(&StatKey::Capots) {
            counts.push_str(&format!("capotes {} · ", s.capots));
        }
        if s.applies.contains(&StatKey::Belotes) {
            counts.push_str(&format!("belotes {} · ", s.belotes));
        }
        format!(
            "{} · {} jugadores · {} en {} s ({:.0} manos/s, motor {engine})\n\
             puntos medios por mano: {}\n\
             resultados: {}\n\
             {counts}faltas provocadas {} · infracciones halladas {}",
            s.ruleset,
            s.players,
            counted(s.deals, "mano", "manos"),
            decimal(s.seconds, 3),
            s.hands_per_second,
            means.join(" · "),
            results.join(" · "),
            s.breaches_injected,
            s.infractions_found
        )
    }

    fn simulation_progress(&self) -> &'static str {
        "{bar:30} {human_pos}/{human_len} manos · faltan {eta}"
    }

    fn rules_heads(&self) -> [&'static str; 4] {
        ["nombre", "juego", "jugadores", "descripción"]
    }

    fn bundled_about(&self, ruleset: &str) -> Option<&'static str> {
        Some(match ruleset {
            "belote-classic" => "Belote como en Board Game Arena: 4 jugadores en dos equipos, tomar o pasar sobre la muestra, partida a 1000.",
            "belote-es" => "Belote española para 2, 3 o 4 jugadores (4 individualmente o en parejas) con brelanes, escaleras, belote y capote.",
            "bestia" => "La Bestia: de 3 a 8 jugadores, un plato de fichas, jugar o pasar, cambios, mosca y el pánfilo (la jota de tréboles, el triunfo más alto).",
            "perejila" => "Perejila: de 2 a 8 jugadores apuestan en nueve casillas; punto, lances, treinta y una y el tururú, con el 7 de oros como comodín.",
            "coinche" => "Coinche como en Board Game Arena: 4 jugadores en dos equipos, pujas de 80 a 180 o capot, coinche y surcoinche, partida a 2000.",
            "contree" => "Contrée (FFB): coinche con pujas hasta 160, contre y surcontre por turno, sin obligación de fallar por debajo, tantos redondeados a la decena, partida a 2000.",
            _ => return None,
        })
    }

    fn rules_show(&self, part: &RulesShow) -> String {
        match part {
            RulesShow::Deck { deck, ranks, extra } => {
                let deck = match deck {
                    DeckKind::French => "francesa",
                    DeckKind::Spanish => "española",
                };
                let more = extra.map(|e| format!(" (más: {e})")).unwrap_or_default();
                format!("Baraja: {deck}, valores {ranks}{more}")
            }
            RulesShow::Players { counts, teams } => {
                let teams = match teams {
                    TeamsRule::None => "cada uno por su cuenta",
                    TeamsRule::Required => "dos equipos, los compañeros frente a frente",
                    TeamsRule::Optional => {
                        "individualmente o, con 4 jugadores, en dos parejas (los compañeros frente a frente)"
                    }
                };
                format!("Jugadores: {counts}; {teams}")
            }
            RulesShow::OrdersHeading => "Orden de las cartas (de mayor a menor) y puntos:".into(),
            RulesShow::DutiesHeading => "Obligaciones de juego:".into(),
            RulesShow::OptionsHeading => "Opciones (valor por defecto):".into(),
            RulesShow::Mode(m) => match m {
                CardMode::Trump => "triunfo",
                CardMode::Plain => "otro palo",
                CardMode::AllTrump => "todo triunfo",
                CardMode::NoTrump => "sin triunfo",
            }
            .into(),
            RulesShow::Duties(duties) => duties
                .iter()
                .map(|d| match d {
                    Duty::Follow => "asistir al palo",
                    Duty::Head(Head::Never) => "sin obligación de matar",
                    Duty::Head(Head::Trumps) => "matar cuando se sale de triunfo",
                    Duty::Head(Head::Always) => "matar la mejor carta del palo de salida",
                    Duty::NoHeadOnceRuffed => "sin obligación de matar una vez fallada la baza",
                    Duty::Ruff(Ruff::Never) => "sin cartas del palo: cualquiera",
                    Duty::Ruff(Ruff::Always) => "sin cartas del palo: fallar",
                    Duty::Ruff(Ruff::UnlessPartnerWinning) => {
                        "sin cartas del palo: fallar salvo que vaya ganando el compañero"
                    }
                    Duty::Overtrump => "pisar",
                    Duty::Undertrump => "fallar por debajo si no se puede pisar",
                    Duty::NoUndertrump => "sin obligación de fallar por debajo",
                })
                .collect::<Vec<_>>()
                .join("; "),
            RulesShow::PanfiloLabel => "pánfilo".into(),
            RulesShow::Panfilo { card } => format!("{card} es el triunfo más alto (opción panfilo)"),
            RulesShow::Range { min, max } => match (min, max) {
                (Some(a), Some(b)) => format!("de {a} a {b}"),
                (Some(a), None) => format!("como mínimo {a}"),
                (None, Some(b)) => format!("como máximo {b}"),
                (None, None) => String::new(),
            },
        }
    }

    fn ruleset_ok(&self, path: &str, name: &str, game: &str) -> String {
        format!("{path}: correcto ({name}, juego {game})")
    }
}

/// How hands ended, as `simulate` counts them.
fn ending(e: Ending) -> &'static str {
    match e {
        Ending::Result(HandResult::Made) => "hechas",
        Ending::Result(HandResult::Failed) => "falladas",
        Ending::Result(HandResult::Litige) => "litigios",
        Ending::Result(HandResult::Capot) => "capotes",
        Ending::Outcome(Outcome::Played) => "jugadas",
        Ending::Outcome(Outcome::Redeal) => "repartos nulos",
        Ending::Outcome(Outcome::Void) => "nulas",
        Ending::Outcome(Outcome::Taken) => "platos llevados",
        Ending::Outcome(Outcome::Mosca) => "moscas",
        Ending::Outcome(Outcome::Tururu) => "tururús",
    }
}

/// A number with a decimal comma.
fn decimal(v: f64, places: usize) -> String {
    format!("{v:.places$}").replace('.', ",")
}
