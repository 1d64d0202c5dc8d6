//! French: the words of reports: `judge`'s verdict, `stats`, `sessions`, `board`, the lines of
//! a summary.

use super::{agree, counted, Fr};
use crate::cards::{suit_short, DeckKind, Suit};
use crate::engine::{BidValue, CallWords, HandResult, MeldName, Outcome, Seat, StatKey, Trump};
use crate::games::belote::judge::{PlayerJudgement, Ruling, Why};
use crate::games::belote::melds::Combo;
use crate::i18n::{CardMode, Duty, Names, Reports, RulesShow, Stats, Terms};
use crate::ruleset::{Head, Ruff, TeamsRule};
use crate::simulate::{Ending, Engine, Stats as SimStats};

impl Reports for Fr {
    fn judge_header(&self, trump: Suit, eldest: &str) -> String {
        format!("Atout {} · premier en main {eldest}", suit_short(DeckKind::French, trump))
    }

    fn judge_combo(&self, c: &Combo, value: i64, x: &Names) -> String {
        let top = x.letters.rank(x.deck, c.top);
        match c.name {
            MeldName::Four if value > 0 => format!("carré de {top} ({value})"),
            MeldName::Four => format!("carré de {top} (ne vaut rien)"),
            MeldName::Run(_) => {
                let suit = c.suit.map(|s| x.suit(s)).unwrap_or("");
                format!("{} au {top}{suit} ({value})", self.meld(c.name))
            }
        }
    }

    fn judge_ruling(&self, r: &Ruling, x: &Names) -> String {
        match r {
            Ruling::Wins => "gagne\u{a0}: son camp compte toutes ses combinaisons".into(),
            Ruling::WithPartner => "compte avec son partenaire, qui a la meilleure combinaison".into(),
            Ruling::Beaten { by, why } => format!("battu par {} ({})", x.player(*by), self.judge_why(*why)),
            Ruling::Tied { shared: true } => "égalité\u{a0}: les suites égales se partagent la valeur".into(),
            Ruling::Tied { shared: false } => "égalité\u{a0}: à deux joueurs personne ne compte".into(),
            Ruling::Mismatch => "les cartes ne font pas l'annonce\u{a0}: ne compte rien".into(),
            Ruling::NotHigher { by } => {
                format!("a annoncé moins que {}, qui a annoncé avant\u{a0}: l'annonce est nulle", x.player(*by))
            }
            Ruling::Lower { by } => format!(
                "n'a que des combinaisons inférieures à l'annonce de {}, faite avant\u{a0}: ne pouvait que passer",
                x.player(*by)
            ),
            Ruling::Nothing => "rien à compter".into(),
        }
    }

    fn judge_why(&self, w: Why) -> &'static str {
        match w {
            Why::BrelanOverRun => "un carré qui vaut bat toute suite",
            Why::BrelanOrder => "entre carrés l'ordre est V, 9, A, 10, R, D",
            Why::MoreCards => "entre suites, la plus longue gagne",
            Why::HigherTop => "à longueur égale, la plus haute carte gagne",
            Why::TrumpRun => "suites égales\u{a0}: celle à l'atout gagne",
            Why::NearestEldest => "suites égales\u{a0}: le plus près du premier en main gagne",
        }
    }

    fn judge_line(&self, player: &str, p: &PlayerJudgement, x: &Names) -> String {
        let combos: Vec<String> = p.combos.iter().map(|(c, v, _)| self.judge_combo(c, *v, x)).collect();
        let held = if combos.is_empty() { "aucune combinaison".into() } else { combos.join(", ") };
        format!("{player}\u{a0}: {held} — {} — compte {}", self.judge_ruling(&p.standing, x), p.score)
    }

    fn judge_said(&self, said: &str, made: bool) -> String {
        match made {
            true => format!("  a annoncé « {said} »\u{a0}: les cartes le font"),
            false => format!("  a annoncé « {said} »\u{a0}: les cartes ne le font pas (annonce mal montrée)"),
        }
    }

    fn judge_sides(&self, sides: &[(String, i64)]) -> String {
        let list: Vec<String> = sides.iter().map(|(s, p)| format!("{s} {p}")).collect();
        format!("Camps\u{a0}: {}", list.join(" · "))
    }

    fn stat_label(&self, key: crate::engine::StatKey) -> String {
        match key {
            StatKey::Sessions => "séances".into(),
            StatKey::Won => "gagnées".into(),
            StatKey::Hands => "donnes".into(),
            StatKey::Taken => "contrats".into(),
            StatKey::Made => "réussis".into(),
            StatKey::Failed => "chutés".into(),
            StatKey::Litiges => "litiges".into(),
            StatKey::Coinches => "coinches".into(),
            StatKey::CoinchesMade => "coinchés réussis".into(),
            StatKey::CoinchesFailed => "coinchés chutés".into(),
            StatKey::Surcoinches => "surcoinches".into(),
            StatKey::SurcoinchesMade => "surcoinchés réussis".into(),
            StatKey::SurcoinchesFailed => "surcoinchés chutés".into(),
            StatKey::CapotsBid => "capots annoncés".into(),
            StatKey::CapotsUnbid => "capots non annoncés".into(),
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
            StatKey::Square(l) => self.lance(l).into(),
        }
    }

    fn sessions_none(&self, dir: &str) -> String {
        format!(
            "Pas encore de séance dans {dir}\u{a0}: commencez-en une avec 'tapete new RÈGLEMENT --players A,B,C,D'."
        )
    }

    fn sessions_concours(&self, name: &str) -> String {
        format!("Concours {name}\u{a0}: les parties de ses tables, tour par tour")
    }

    fn sessions_heads(&self) -> [&'static str; 7] {
        ["séance", "début", "règlement", "joueurs", "donnes", "état", "en tête"]
    }

    fn session_status(&self, status: &crate::i18n::SessionStatus) -> String {
        use crate::i18n::SessionStatus as S;
        match status {
            S::Won(side) => format!("gagnée par {side}"),
            S::Ended => "terminée".into(),
            S::Unfinished => "en cours".into(),
            S::NotStarted => "pas commencée (sans en-tête)".into(),
            S::Unreadable(why) => format!("illisible\u{a0}: {why}"),
        }
    }

    fn stats_levels(&self) -> String {
        "Contrats réussis/pris, par valeur".into()
    }

    fn bidding(
        &self,
        standing: Option<(Seat, BidValue, Trump)>,
        coinched: Option<Seat>,
        words: CallWords,
        x: &Names,
    ) -> String {
        let bid = match standing {
            Some((p, v, t)) => format!("annonce\u{a0}: {} {} {}", x.player(p), v.code(), self.trump(t, x)),
            None => "pas encore d'annonce".into(),
        };
        match coinched {
            Some(c) => {
                let by = match words {
                    CallWords::Coinche => "coinchée par",
                    CallWords::Contre => "contrée par",
                };
                format!("{bid} · {by} {}", x.player(c))
            }
            None => bid,
        }
    }

    fn stats_heads(&self) -> [&'static str; 2] {
        ["Joueur", "Équipe"]
    }

    fn board_at(&self, url: &str, journal: &str) -> String {
        format!("Tableau en direct de {journal} sur {url} (lecture seule\u{a0}; Ctrl-C l'arrête)")
    }

    fn board_also(&self, urls: &[String]) -> String {
        format!("Aussi sur {}", urls.join(", "))
    }

    fn board_no_network(&self) -> String {
        "Aucun réseau hormis celui de cet ordinateur\u{a0}: ni téléphone ni télé ne peut encore ouvrir le tableau"
            .into()
    }

    fn board_scan(&self) -> &'static str {
        "Un téléphone sur le même réseau l'ouvre avec ce code\u{a0}:"
    }

    fn public_peers(&self) -> String {
        "Attention (--allow-public)\u{a0}: toute adresse qui atteint cet ordinateur reçoit une réponse, pas seulement les réseaux privés comme celui de la table\u{a0}: quiconque l'atteint voit ce qui est servi ici".into()
    }

    fn board_accept_failing(&self, cause: &str) -> String {
        format!("Le tableau ne peut pas accepter d'autres connexions pour l'instant ({cause}) ; il continue de servir celles qu'il a et réessaie")
    }

    fn stats(&self, s: &Stats) -> String {
        // Redeals go with the bidding (a hand nobody takes).
        let parts = [
            (StatKey::Made, "faites", s.made),
            (StatKey::Failed, "chutées", s.failed),
            (StatKey::Litiges, "litiges", s.litige),
            (StatKey::Capots, "capots", s.capots),
            (StatKey::Taken, "redonnes", s.redeals),
            (StatKey::Belotes, "belotes", s.belotes),
        ];
        let mut out = format!("Donnes\u{a0}: {}", s.hands);
        for (_, word, n) in parts.iter().filter(|(k, _, _)| s.applies.contains(k)) {
            out.push_str(&format!(" · {word} {n}"));
        }
        out
    }

    fn best_announcement(&self, points: i64, who: &str, cards: &str) -> String {
        format!("Meilleure annonce\u{a0}: {who} {cards} ({points})")
    }

    fn infractions_by_player(&self, list: &str) -> String {
        format!("Infractions\u{a0}: {list}")
    }

    fn not_applied(&self, count: usize) -> String {
        format!(
            "{} {}\u{a0}:",
            counted(count, "entrée", "entrées"),
            agree(count, "n'a pas pu être appliquée", "n'ont pas pu être appliquées")
        )
    }

    fn infractions_count(&self, count: usize) -> String {
        format!("{}\u{a0}:", counted(count, "infraction", "infractions"))
    }

    fn totals(&self, list: &str) -> String {
        format!("Totaux\u{a0}: {list}")
    }

    fn simulation(&self, s: &SimStats) -> String {
        let engine = match s.engine {
            Engine::Reducer => "complet",
        };
        let means: Vec<String> = s.mean_score.iter().map(|(side, v)| format!("{side} {}", decimal(*v, 1))).collect();
        let results: Vec<String> = s.results.iter().map(|(e, n)| format!("{} {n}", ending(*e))).collect();
        let mut counts = String::new();
        if s.applies.contains(&StatKey::Capots) {
            counts.push_str(&format!("capots {} · ", s.capots));
        }
        if s.applies.contains(&StatKey::Belotes) {
            counts.push_str(&format!("belotes {} · ", s.belotes));
        }
        format!(
            "{} · {} joueurs · {} en {} s ({:.0} donnes/s, moteur {engine})\n\
             points moyens par donne\u{a0}: {}\n\
             résultats\u{a0}: {}\n\
             {counts}fautes provoquées {} · infractions trouvées {}",
            s.ruleset,
            s.players,
            counted(s.deals, "donne", "donnes"),
            decimal(s.seconds, 3),
            s.hands_per_second,
            means.join(" · "),
            results.join(" · "),
            s.breaches_injected,
            s.infractions_found
        )
    }

    fn simulation_progress(&self) -> &'static str {
        "{bar:30} {human_pos}/{human_len} donnes · reste {eta}"
    }

    fn rules_heads(&self) -> [&'static str; 4] {
        ["nom", "jeu", "joueurs", "description"]
    }

    fn bundled_about(&self, ruleset: &str) -> Option<&'static str> {
        Some(match ruleset {
            "belote-classic" => "La belote comme sur Board Game Arena\u{a0}: 4 joueurs en deux équipes, prendre ou passer sur la retournée, partie en 1000.",
            "belote-es" => "La belote espagnole à 2, 3 ou 4 joueurs (à 4, chacun pour soi ou par paires) avec brelans, suites, belote et capot.",
            "bestia" => "La Bestia\u{a0}: de 3 à 8 joueurs, un pot de jetons, jouer ou passer, échanges, mosca et le pánfilo (le valet de trèfle, atout maître).",
            "perejila" => "La Perejila\u{a0}: de 2 à 8 joueurs misent sur neuf cases\u{a0}; punto, lances, treinta y una et le tururú, le 7 de oros servant de joker.",
            "coinche" => "La coinche comme sur Board Game Arena\u{a0}: 4 joueurs en deux équipes, enchères de 80 à 180 ou capot, coinche et surcoinche, partie en 2000.",
            "contree" => "La contrée (FFB)\u{a0}: la coinche avec des enchères jusqu'à 160, contre et surcontre à son tour, sans sous-coupe, scores arrondis à la dizaine, partie en 2000.",
            _ => return None,
        })
    }

    fn rules_show(&self, part: &RulesShow) -> String {
        match part {
            RulesShow::Deck { deck, ranks, extra } => {
                let deck = match deck {
                    DeckKind::French => "français",
                    DeckKind::Spanish => "espagnol",
                };
                let more = extra.map(|e| format!(" (en plus\u{a0}: {e})")).unwrap_or_default();
                format!("Jeu\u{a0}: {deck}, valeurs {ranks}{more}")
            }
            RulesShow::Players { counts, teams } => {
                let teams = match teams {
                    TeamsRule::None => "chacun pour soi",
                    TeamsRule::Required => "deux équipes, partenaires face à face",
                    TeamsRule::Optional => "en individuel ou, à 4 joueurs, en deux paires (partenaires face à face)",
                };
                format!("Joueurs\u{a0}: {counts}\u{a0}; {teams}")
            }
            RulesShow::OrdersHeading => "Ordre des cartes (de la plus forte à la plus faible) et points\u{a0}:".into(),
            RulesShow::DutiesHeading => "Obligations de jeu\u{a0}:".into(),
            RulesShow::OptionsHeading => "Options (valeur par défaut)\u{a0}:".into(),
            RulesShow::Mode(m) => match m {
                CardMode::Trump => "atout",
                CardMode::Plain => "hors atout",
                CardMode::AllTrump => "tout atout",
                CardMode::NoTrump => "sans atout",
            }
            .into(),
            RulesShow::Duties(duties) => duties
                .iter()
                .map(|d| match d {
                    Duty::Follow => "fournir à la couleur",
                    Duty::Head(Head::Never) => "pas d'obligation de monter",
                    Duty::Head(Head::Trumps) => "monter quand on joue atout",
                    Duty::Head(Head::Always) => "monter sur la meilleure carte de la couleur jouée",
                    Duty::NoHeadOnceRuffed => "plus d'obligation de monter une fois le pli coupé",
                    Duty::Ruff(Ruff::Never) => "sans la couleur\u{a0}: n'importe quelle carte",
                    Duty::Ruff(Ruff::Always) => "sans la couleur\u{a0}: couper",
                    Duty::Ruff(Ruff::UnlessPartnerWinning) => {
                        "sans la couleur\u{a0}: couper sauf si le partenaire est maître"
                    }
                    Duty::Overtrump => "surcouper",
                    Duty::Undertrump => "sous-couper si l'on ne peut pas surcouper",
                    Duty::NoUndertrump => "pas d'obligation de sous-couper",
                })
                .collect::<Vec<_>>()
                .join("\u{a0}; "),
            RulesShow::PanfiloLabel => "pánfilo".into(),
            RulesShow::Panfilo { card } => format!("{card} est l'atout le plus fort (option panfilo)"),
            RulesShow::Range { min, max } => match (min, max) {
                (Some(a), Some(b)) => format!("de {a} à {b}"),
                (Some(a), None) => format!("au moins {a}"),
                (None, Some(b)) => format!("au plus {b}"),
                (None, None) => String::new(),
            },
        }
    }

    fn ruleset_ok(&self, path: &str, name: &str, game: &str) -> String {
        format!("{path}\u{a0}: valide ({name}, jeu {game})")
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
