//! Français : la page de l'organisateur d'un concours servi.

use super::Fr;
use crate::i18n::admin::AdminWords;

impl AdminWords for Fr {
    fn admin_title(&self, round: u32) -> String {
        format!("Organisation · tour {round}")
    }
    fn admin_pin_prompt(&self) -> String {
        "le PIN de l'organisateur".into()
    }
    fn admin_no_table(&self, table: u32, tables: u32) -> String {
        format!("il n'y a pas de table {table} dans ce tour\u{a0}: ses tables vont de 1 à {tables}")
    }
    fn admin_withdraw_heading(&self) -> String {
        "Retirer une équipe (dès le tour suivant)".into()
    }
    fn admin_withdraw_button(&self) -> String {
        "Retirer".into()
    }
    fn admin_add_heading(&self) -> String {
        "Ajouter une équipe arrivée en retard (dès le tour suivant)".into()
    }
    fn admin_add_player(&self, k: u32) -> String {
        if k == 1 {
            "joueur 1 (ou l'équipe\u{a0}: A+B)".into()
        } else {
            "joueur 2".into()
        }
    }
    fn admin_add_button(&self) -> String {
        "Ajouter".into()
    }
    fn admin_draw_heading(&self) -> String {
        "Tour suivant (une fois tous les résultats arrivés)".into()
    }
    fn admin_draw_button(&self, round: u32) -> String {
        format!("Tirer le tour {round} et le servir")
    }
    fn admin_back(&self) -> String {
        "← toutes les tables".into()
    }
    fn admin_table_heading(&self, table: u32, teams: &str) -> String {
        format!("Table {table}\u{a0}: {teams}")
    }
    fn admin_entry_placeholder(&self) -> String {
        "une saisie, comme à la table\u{a0}: annuler, corriger LIGNE …".into()
    }
    fn admin_entry_button(&self) -> String {
        "Saisir".into()
    }
    fn admin_result_heading(&self) -> String {
        "Une table qui a tenu la feuille\u{a0}: son résultat".into()
    }
    fn admin_belotes(&self) -> String {
        "belotes".into()
    }
    fn admin_capots(&self) -> String {
        "capots".into()
    }
    fn admin_held(&self) -> String {
        "retenus par un litige".into()
    }
    fn admin_result_button(&self) -> String {
        "Saisir le résultat".into()
    }
    fn admin_number(&self, field: &str, given: &str) -> String {
        format!("{field}\u{a0}: «\u{a0}{given}\u{a0}» n'est pas un nombre (un nombre entier, ou rien pour 0)")
    }
    fn table_entered(&self, table: u32, entry: &str) -> String {
        format!("Table {table}\u{a0}: «\u{a0}{entry}\u{a0}» saisi")
    }
    fn table_stopped(&self, table: u32) -> String {
        format!("la table {table} s'est arrêtée\u{a0}: rien n'est écrit")
    }
    fn admin_line(&self, url: &str, pin: &str) -> String {
        format!("La page de l'organisateur\u{a0}: {url} PIN {pin}")
    }
    fn sheet_access(&self, address: &str, pin: &str) -> String {
        format!("Tenez la partie sur un téléphone\u{a0}: {address} PIN {pin}")
    }
    fn round_served(&self, round: u32, line: usize) -> String {
        format!("Tour {round} tiré (ligne {line}) et servi\u{a0}; ses tables\u{a0}:")
    }
    fn admin_guessed(&self, budget: usize, file: &str, restart: &str) -> String {
        format!("La page de l'organisateur\u{a0}: quelqu'un devine son PIN\u{a0}: {budget}\u{a0}PIN erronés en une minute, aucun PIN n'y est donc pris avant la fin de la minute (le navigateur qui l'a saisi continue). Pour repartir avec un nouveau PIN\u{a0}: arrêtez ce serveur (Ctrl-C), supprimez {file}, puis lancez '{restart}'")
    }
}
