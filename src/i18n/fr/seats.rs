//! Français : la place d'un téléphone à une table servie.

use super::Fr;
use crate::i18n::{numbered, SeatWords};

impl SeatWords for Fr {
    fn seat_ask(&self) -> String {
        "À qui est ce téléphone\u{a0}?".into()
    }

    fn seat_is(&self, seat: Option<&str>) -> String {
        match seat {
            Some(p) => format!("Ce téléphone\u{a0}: {p}"),
            None => "Ce téléphone\u{a0}: le marqueur".into(),
        }
    }

    fn seat_means(&self) -> String {
        "Le téléphone d'un joueur\u{a0}: ses touches et ses réponses seules sont celles de ce joueur. Chacun peut toujours tout saisir.".into()
    }

    fn seat_scorer(&self) -> String {
        "le marqueur".into()
    }

    fn seat_none(&self) -> String {
        "personne".into()
    }

    fn your_turn(&self, player: &str) -> String {
        format!("À toi, {player}")
    }

    fn their_turn(&self, player: &str) -> String {
        format!("C'est à {player}")
    }

    fn not_your_turn(&self, turn: &[String], seat: &str) -> String {
        format!("Non noté\u{a0}: c'est à {}, pas à {seat}", turn.join(" ou à "))
    }

    fn seat_unknown(&self, players: &[String]) -> String {
        format!(
            "Pas une place de cette table\u{a0}: 'seat' est le numéro d'un joueur ({}), 'scorer' ou 'none'",
            numbered(players)
        )
    }
}
