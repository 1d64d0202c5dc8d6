//! French: the words of reports: `judge`'s verdict, `stats`, `sessions`, `board`, the lines of
//! a summary.

use super::Fr;
use crate::engine::{HandResult, Outcome};
use crate::i18n::{Reports, Stats, Terms};
use crate::simulate::{Ending, Engine, Stats as SimStats};

impl Reports for Fr {
    fn judge_words(&self) -> &'static crate::i18n::JudgeWords {
        &JUDGE
    }

    fn stat_label(&self, key: crate::engine::StatKey) -> String {
        use crate::engine::StatKey;
        match key {
            StatKey::Sessions => "séances".into(),
            StatKey::Won => "gagnées".into(),
            StatKey::Hands => "donnes".into(),
            StatKey::Taken => "contrats".into(),
            StatKey::Made => "réussis".into(),
            StatKey::Failed => "chutés".into(),
            StatKey::Litiges => "litiges".into(),
            StatKey::Capots => "capots".into(),
            StatKey::Belotes => "belotes".into(),
            StatKey::Combinations => "combinaisons".into(),
            StatKey::Renounces => "renonces".into(),
            StatKey::EnBestia => "en bestia".into(),
            StatKey::Pots => "pots".into(),
            StatKey::Panfilos => "pánfilos".into(),
            StatKey::Moscas => "moscas".into(),
            StatKey::Tururus => "tururús".into(),
            StatKey::Chips => "jetons".into(),
            StatKey::Square(l) => format!("lance {}", self.lance(l)),
        }
    }

    fn sessions_none(&self, dir: &str) -> String {
        format!("Pas encore de session dans {dir} : commencez-en une avec 'tapete new RÈGLEMENT --players A,B,C,D'.")
    }

    fn sessions_heads(&self) -> [&'static str; 7] {
        ["début", "règlement", "joueurs", "donnes", "état", "en tête", "fichier"]
    }

    fn session_status(&self, status: &crate::i18n::SessionStatus) -> String {
        use crate::i18n::SessionStatus as S;
        match status {
            S::Won(side) => format!("gagnée par {side}"),
            S::Ended => "terminée".into(),
            S::Unfinished => "en cours".into(),
            S::NotStarted => "pas commencée (sans en-tête)".into(),
            S::Unreadable(why) => format!("illisible : {why}"),
        }
    }

    fn stats_heads(&self) -> [&'static str; 2] {
        ["Joueur", "Équipe"]
    }

    fn board_at(&self, url: &str, journal: &str) -> String {
        format!("Tableau en direct de {journal} sur {url} (lecture seule ; Ctrl-C l'arrête)")
    }

    fn stats(&self, s: &Stats) -> String {
        if !s.contracts {
            return format!("Donnes : {}", s.hands);
        }
        format!(
            "Donnes : {} · faites {} · chutées {} · litiges {} · capots {} · redonnes {} · belotes {}",
            s.hands, s.made, s.failed, s.litige, s.capots, s.redeals, s.belotes
        )
    }

    fn best_announcement(&self, points: i64, who: &str, cards: &str) -> String {
        format!("Meilleure annonce : {who} {cards} ({points})")
    }

    fn infractions_by_player(&self, list: &str) -> String {
        format!("Infractions : {list}")
    }

    fn not_applied(&self, count: usize) -> String {
        if count == 1 {
            "1 entrée n'a pas pu être appliquée :".into()
        } else {
            format!("{count} entrées n'ont pas pu être appliquées :")
        }
    }

    fn infractions_count(&self, count: usize) -> String {
        if count == 1 {
            "1 infraction :".into()
        } else {
            format!("{count} infractions :")
        }
    }

    fn totals(&self, list: &str) -> String {
        format!("Totaux : {list}")
    }

    fn simulation(&self, s: &SimStats) -> String {
        let engine = match s.engine {
            Engine::Reducer => "complet",
            Engine::Fast => "rapide",
        };
        let means: Vec<String> = s.mean_score.iter().map(|(side, v)| format!("{side} {}", decimal(*v, 1))).collect();
        let results: Vec<String> = s.results.iter().map(|(e, n)| format!("{} {n}", ending(*e))).collect();
        format!(
            "{} · {} joueurs · {} {} en {} s ({:.0} donnes/s, moteur {engine})\n\
             points moyens par donne : {}\n\
             résultats : {}\n\
             capots {} · belotes {} · fautes provoquées {} · infractions trouvées {}",
            s.ruleset,
            s.players,
            s.deals,
            if s.deals <= 1 { "donne" } else { "donnes" },
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
        "{bar:30} {human_pos}/{human_len} donnes · reste {eta}"
    }
}

/// How hands ended, as `simulate` counts them.
fn ending(e: Ending) -> &'static str {
    match e {
        Ending::Result(HandResult::Made) => "faites",
        Ending::Result(HandResult::Failed) => "chutées",
        Ending::Result(HandResult::Litige) => "litiges",
        Ending::Result(HandResult::Capot) => "capots",
        Ending::Outcome(Outcome::Played) => "jouées",
        Ending::Outcome(Outcome::Redeal) => "redonnes",
        Ending::Outcome(Outcome::Void) => "nulles",
        Ending::Outcome(Outcome::Taken) => "pots pris",
        Ending::Outcome(Outcome::Mosca) => "mouches",
        Ending::Outcome(Outcome::Tururu) => "tururús",
    }
}

/// A number with a decimal comma.
fn decimal(v: f64, places: usize) -> String {
    format!("{v:.places$}").replace('.', ",")
}

static JUDGE: crate::i18n::JudgeWords = crate::i18n::JudgeWords {
    four: "carré de {}",
    worthless: "carré de {} (ne vaut rien)",
    run: "{} au {}",
    header: "Atout {} · premier en main {}",
    nothing_held: "aucune combinaison",
    wins: "gagne : son camp compte toutes ses combinaisons",
    partner: "compte avec son partenaire, qui a la meilleure combinaison",
    beaten: "battu par {}",
    tied_shared: "égalité : les suites égales se partagent la valeur",
    tied_none: "égalité : à deux joueurs personne ne compte",
    mismatch: "les cartes ne font pas l'annonce : ne compte rien",
    not_higher: "a annoncé moins que {}, qui a annoncé avant : l'annonce est nulle",
    lower: "n'a que des combinaisons inférieures à l'annonce de {}, faite avant : ne pouvait que passer",
    none: "rien à compter",
    scores: "compte {}",
    said_ok: "  a annoncé « {} » : les cartes le font",
    said_bad: "  a annoncé « {} » : les cartes ne le font pas (annonce mal montrée)",
    sides: "Camps : {}",
    why: [
        "un carré qui vaut bat toute suite",
        "entre carrés l'ordre est V, 9, A, 10, R, D",
        "entre suites, la plus longue gagne",
        "à longueur égale, la plus haute carte gagne",
        "suites égales : celle à l'atout gagne",
        "suites égales : le plus près du premier en main gagne",
    ],
};
