//! Français : la page d'une table servie sur un téléphone, au-delà de ses questions.

use super::Fr;
use crate::engine::Form;
use crate::i18n::{Names, Sections};

impl Sections for Fr {
    fn tricks_fold(&self, taken: usize, tricks: usize) -> String {
        format!("Plis joués\u{a0}: {taken} sur {tricks}")
    }

    fn shown_fold(&self) -> String {
        "Cartes vues jusqu'ici".into()
    }

    fn trick_taken(&self, winner: &str, points: Option<i64>) -> String {
        match points {
            Some(p) => format!("{winner} le prend ({p})"),
            None => format!("{winner} le prend"),
        }
    }

    fn trick_in_play(&self) -> String {
        "sur la table".into()
    }

    fn last_hand_fold(&self, number: usize) -> String {
        format!("Dernière donne\u{a0}: la {number}")
    }

    fn score_fold(&self) -> String {
        "Marque".into()
    }

    fn help_fold(&self) -> String {
        "Aide".into()
    }

    fn last_hands(&self, shown: usize) -> String {
        if shown == 1 {
            "La donne terminée".into()
        } else {
            format!("Les {shown} dernières donnes, la plus récente d'abord")
        }
    }

    fn no_hand_yet(&self) -> String {
        "Aucune donne terminée pour l'instant.".into()
    }

    fn hand_over(&self, number: usize) -> String {
        format!("La donne {number} est finie")
    }

    fn phone_undone(&self, entry: &str) -> String {
        format!("Annulé\u{a0}: {entry}")
    }

    fn phone_amended(&self, line: usize, entry: &str) -> String {
        format!("Ligne {line} corrigée\u{a0}: {entry}")
    }

    fn deal_taps(&self) -> [String; 2] {
        ["La carte retournée".into(), "Puis la carte du dessous".into()]
    }

    fn no_bottom(&self) -> String {
        "Pas de carte du dessous".into()
    }

    fn phone_help(&self, forms: &[Form], x: &Names) -> (String, Vec<String>) {
        self.helped(forms, x, true)
    }
}
