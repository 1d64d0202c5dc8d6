//! Español: el asiento de un teléfono en una mesa servida.

use super::Es;
use crate::i18n::{numbered, SeatWords};

impl SeatWords for Es {
    fn seat_ask(&self) -> String {
        "¿De quién es este teléfono?".into()
    }

    fn seat_is(&self, seat: Option<&str>) -> String {
        match seat {
            Some(p) => format!("Este teléfono: {p}"),
            None => "Este teléfono: el anotador".into(),
        }
    }

    fn seat_means(&self) -> String {
        "El teléfono de un jugador: sus toques y respuestas sueltas son de ese jugador. Cualquiera puede seguir anotando lo que sea.".into()
    }

    fn seat_scorer(&self) -> String {
        "el anotador".into()
    }

    fn seat_none(&self) -> String {
        "nadie".into()
    }

    fn your_turn(&self, player: &str) -> String {
        format!("Te toca, {player}")
    }

    fn their_turn(&self, player: &str) -> String {
        format!("Le toca a {player}")
    }

    fn not_your_turn(&self, turn: &[String], seat: &str) -> String {
        format!("No anotado: le toca a {}, no a {seat}", turn.join(" o a "))
    }

    fn seat_unknown(&self, players: &[String]) -> String {
        format!(
            "No es un asiento de esta mesa: 'seat' es el número de un jugador ({}), 'scorer' o 'none'",
            numbered(players)
        )
    }
}
