//! Spanish: the words of reports: `judge`'s verdict, `stats`, `sessions`, `board`, the lines of
//! a summary.

use super::Es;
use crate::engine::{HandResult, Outcome};
use crate::i18n::{Reports, Stats, Terms};
use crate::simulate::{Ending, Engine, Stats as SimStats};

impl Reports for Es {
    fn judge_words(&self) -> &'static crate::i18n::JudgeWords {
        &JUDGE
    }

    fn stat_label(&self, key: crate::engine::StatKey) -> String {
        use crate::engine::StatKey;
        match key {
            StatKey::Sessions => "sesiones".into(),
            StatKey::Won => "ganadas".into(),
            StatKey::Hands => "manos".into(),
            StatKey::Taken => "contratos".into(),
            StatKey::Made => "cumplidos".into(),
            StatKey::Failed => "fallados".into(),
            StatKey::Litiges => "litigios".into(),
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
            StatKey::Square(l) => format!("lance {}", self.lance(l)),
        }
    }

    fn sessions_none(&self, dir: &str) -> String {
        format!("Aún no hay sesiones en {dir}: empieza una con 'tapete new REGLAMENTO --players A,B,C,D'.")
    }

    fn sessions_heads(&self) -> [&'static str; 7] {
        ["empezó", "reglamento", "jugadores", "manos", "estado", "va ganando", "archivo"]
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

    fn stats_heads(&self) -> [&'static str; 2] {
        ["Jugador", "Pareja"]
    }

    fn board_at(&self, url: &str, journal: &str) -> String {
        format!("Marcador en directo de {journal} en {url} (solo lectura; Ctrl-C lo detiene)")
    }

    fn stats(&self, s: &Stats) -> String {
        if !s.contracts {
            return format!("Manos: {}", s.hands);
        }
        format!(
            "Manos: {} · hechas {} · falladas {} · litigios {} · capotes {} · repartos nulos {} · belotes {}",
            s.hands, s.made, s.failed, s.litige, s.capots, s.redeals, s.belotes
        )
    }

    fn best_announcement(&self, points: i64, who: &str, cards: &str) -> String {
        format!("Mejor cante: {who} {cards} ({points})")
    }

    fn infractions_by_player(&self, list: &str) -> String {
        format!("Infracciones: {list}")
    }

    fn not_applied(&self, count: usize) -> String {
        if count == 1 {
            "1 entrada no se pudo aplicar:".into()
        } else {
            format!("{count} entradas no se pudieron aplicar:")
        }
    }

    fn infractions_count(&self, count: usize) -> String {
        if count == 1 {
            "1 infracción:".into()
        } else {
            format!("{count} infracciones:")
        }
    }

    fn totals(&self, list: &str) -> String {
        format!("Totales: {list}")
    }

    fn simulation(&self, s: &SimStats) -> String {
        let engine = match s.engine {
            Engine::Reducer => "completo",
            Engine::Fast => "rápido",
        };
        let means: Vec<String> = s.mean_score.iter().map(|(side, v)| format!("{side} {}", decimal(*v, 1))).collect();
        let results: Vec<String> = s.results.iter().map(|(e, n)| format!("{} {n}", ending(*e))).collect();
        format!(
            "{} · {} jugadores · {} {} en {} s ({:.0} manos/s, motor {engine})\n\
             puntos medios por mano: {}\n\
             resultados: {}\n\
             capotes {} · belotes {} · faltas provocadas {} · infracciones halladas {}",
            s.ruleset,
            s.players,
            s.deals,
            if s.deals == 1 { "mano" } else { "manos" },
            decimal(s.seconds, 3),
            s.hands_per_second,
            means.join(" · "),
            results.join(" · "),
            s.capots,
            s.belotes,
            s.breaches_injected,
            s.infractions_found
        )
    }

    fn simulation_progress(&self) -> &'static str {
        "{bar:30} {human_pos}/{human_len} manos · faltan {eta}"
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

static JUDGE: crate::i18n::JudgeWords = crate::i18n::JudgeWords {
    four: "brelán de {}",
    worthless: "brelán de {} (no vale nada)",
    run: "{} al {}",
    header: "Triunfo {} · mano {}",
    nothing_held: "ningún cante",
    wins: "gana: su bando cuenta todos sus cantes",
    partner: "cuenta con su compañero, que tiene el mejor cante",
    beaten: "pierde ante {}",
    tied_shared: "empate: las escaleras iguales se reparten el valor",
    tied_none: "empate: con dos jugadores nadie cuenta",
    mismatch: "las cartas no hacen lo cantado: no cuenta nada",
    not_higher: "cantó menos que {}, que cantó antes: el cante no vale",
    lower: "solo tiene cantes menores que el de {}, que cantó antes: solo podía decir «está bien»",
    none: "nada que contar",
    scores: "cuenta {}",
    said_ok: "  cantó «{}»: las cartas lo hacen",
    said_bad: "  cantó «{}»: las cartas no lo hacen (cante mal enseñado)",
    sides: "Bandos: {}",
    why: [
        "cualquier brelán que vale gana a toda escalera",
        "entre brelanes el orden es J, 9, A, 10, K, Q",
        "entre escaleras gana la de más cartas",
        "a igual largo gana la carta más alta",
        "escaleras iguales: gana la de triunfo",
        "escaleras iguales: gana quien está más cerca de la mano",
    ],
};
