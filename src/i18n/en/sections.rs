//! English: a served table's page on a phone, beyond its questions.

use super::En;
use crate::engine::Form;
use crate::i18n::{Names, Sections};

impl Sections for En {
    fn tricks_fold(&self, taken: usize, tricks: usize) -> String {
        format!("Tricks so far: {taken} of {tricks}")
    }

    fn shown_fold(&self) -> String {
        "Cards shown so far".into()
    }

    fn trick_taken(&self, winner: &str, points: Option<i64>) -> String {
        match points {
            Some(p) => format!("{winner} takes it ({p})"),
            None => format!("{winner} takes it"),
        }
    }

    fn trick_in_play(&self) -> String {
        "on the table".into()
    }

    fn last_hand_fold(&self, number: usize) -> String {
        format!("Last hand: hand {number}")
    }

    fn score_fold(&self) -> String {
        "Score".into()
    }

    fn help_fold(&self) -> String {
        "Help".into()
    }

    fn last_hands(&self, shown: usize) -> String {
        if shown == 1 {
            "The hand settled".into()
        } else {
            format!("The last {shown} hands, the latest first")
        }
    }

    fn no_hand_yet(&self) -> String {
        "No hand settled yet.".into()
    }

    fn hand_over(&self, number: usize) -> String {
        format!("Hand {number} is over")
    }

    fn phone_undone(&self, entry: &str) -> String {
        format!("Undone: {entry}")
    }

    fn phone_amended(&self, line: usize, entry: &str) -> String {
        format!("Line {line} amended: {entry}")
    }

    fn deal_taps(&self) -> [String; 2] {
        ["The card turned up".into(), "Then the bottom card".into()]
    }

    fn no_bottom(&self) -> String {
        "No bottom card shown".into()
    }

    fn phone_help(&self, forms: &[Form], x: &Names) -> (String, Vec<String>) {
        self.helped(forms, x, true)
    }
}
