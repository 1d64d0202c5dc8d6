//! English: a phone's seat at a served table.

use super::En;
use crate::i18n::{numbered, SeatWords};

impl SeatWords for En {
    fn seat_ask(&self) -> String {
        "Whose phone is this?".into()
    }

    fn seat_is(&self, seat: Option<&str>) -> String {
        match seat {
            Some(p) => format!("This phone: {p}"),
            None => "This phone: the scorer".into(),
        }
    }

    fn seat_means(&self) -> String {
        "A player's phone: its taps and bare answers are that player's. Anyone may still enter anything.".into()
    }

    fn seat_scorer(&self) -> String {
        "the scorer".into()
    }

    fn seat_none(&self) -> String {
        "no one".into()
    }

    fn your_turn(&self, player: &str) -> String {
        format!("Your turn, {player}")
    }

    fn their_turn(&self, player: &str) -> String {
        format!("{player}'s turn")
    }

    fn not_your_turn(&self, turn: &[String], seat: &str) -> String {
        let whose: Vec<String> = turn.iter().map(|p| format!("{p}'s")).collect();
        format!("Not entered: it is {} turn, not {seat}'s", whose.join(" or "))
    }

    fn seat_unknown(&self, players: &[String]) -> String {
        format!("Not a seat of this table: 'seat' is a player's number ({}), 'scorer' or 'none'", numbered(players))
    }
}
