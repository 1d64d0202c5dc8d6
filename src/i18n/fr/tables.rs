//! Français : un concours servi depuis ses tables.

use super::Fr;
use crate::i18n::tables::{TableStage, TablesWords};

impl TablesWords for Fr {
    fn seating_ask(&self) -> String {
        "Avant la première donne\u{a0}: qui donne en premier, et qui joue après le donneur\u{a0}?".into()
    }
    fn seating_dealer(&self) -> String {
        "Donne en premier".into()
    }
    fn seating_next(&self) -> String {
        "Joue après le donneur".into()
    }
    fn seating_start(&self) -> String {
        "Commencer la partie".into()
    }
    fn not_seated(&self) -> String {
        "la table n'est pas encore placée\u{a0}: choisissez qui donne en premier et qui joue après le donneur".into()
    }
    fn seating_bad(&self, players: &[String]) -> String {
        format!(
            "le premier donneur et le joueur suivant sont deux joueurs de cette table, un de chaque équipe\u{a0}: {}",
            players.join(", ")
        )
    }
    fn seated_already(&self) -> String {
        "la table est déjà placée".into()
    }
    fn confirm_ask(&self, side: &str) -> String {
        format!("La partie est finie. {side}\u{a0}: confirmez le résultat, ou contestez-le.")
    }
    fn confirm_button(&self) -> String {
        "Confirmer le résultat".into()
    }
    fn dispute_button(&self) -> String {
        "Contester".into()
    }
    fn dispute_placeholder(&self) -> String {
        "pourquoi (une donne, un total…)".into()
    }
    fn confirmed_by(&self, sides: &[String]) -> String {
        format!("Confirmé par {}", sides.join(" et "))
    }
    fn disputed_by(&self, side: &str, text: &str) -> String {
        format!("{side} conteste\u{a0}: {text}")
    }
    fn not_your_side(&self, side: &str) -> String {
        format!("un camp confirme ou conteste depuis un téléphone placé dans ce camp\u{a0}: ce téléphone n'est pas celui de {side} (dites d'abord à qui il est)")
    }
    fn stage(&self, stage: TableStage) -> String {
        match stage {
            TableStage::Seating => "en place",
            TableStage::Playing => "en jeu",
            TableStage::Awaiting => "à confirmer",
            TableStage::Disputed => "contestée",
            TableStage::Done => "terminée",
        }
        .into()
    }
    fn hands_of(&self, k: u32, h: u32) -> String {
        format!("donne {k} sur {h}")
    }
    fn tables_of_round(&self, round: u32) -> String {
        format!("Tour {round}\u{a0}: les tables")
    }
    fn tables_serving(&self, round: u32, url: &str) -> String {
        format!("Le tour {round} du concours est servi à {url} (le projecteur)\u{a0}; chaque table à son adresse avec son PIN\u{a0}:")
    }
    fn table_line(&self, table: u32, teams: &str, url: &str, pin: &str) -> String {
        format!("  table {table}\u{a0}: {teams} — {url} PIN {pin}")
    }
    fn confirmed_result(&self, table: u32, line: usize) -> String {
        format!("Table {table}\u{a0}: les deux camps ont confirmé\u{a0}; son résultat est la ligne {line} du concours")
    }
    fn confirmed_refused(&self, table: u32, why: &str) -> String {
        format!("Table {table}\u{a0}: les deux camps ont confirmé, mais le concours a refusé le résultat\u{a0}: {why}")
    }
    fn round_confirmed(&self, round: u32) -> String {
        format!("Tous les résultats du tour {round} sont là\u{a0}: tirez le tour suivant sur la page de l'organisateur (/admin/)\u{a0}: ses tables sont servies aussitôt")
    }
    fn table_guessed(&self, table: u32, budget: usize) -> String {
        format!("Table {table}\u{a0}: quelqu'un devine son PIN\u{a0}: {budget}\u{a0}PIN erronés en une minute, aucun PIN n'y est donc pris avant la fin de la minute (les téléphones qui l'ont saisi continuent)")
    }
    fn round_clock(&self, minutes_left: i64) -> String {
        if minutes_left >= 0 {
            format!("reste {minutes_left} min")
        } else {
            format!("{} min de dépassement", -minutes_left)
        }
    }
}
