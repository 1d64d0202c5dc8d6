//! English: a concours served from its tables.

use super::En;
use crate::i18n::tables::{TableStage, TablesWords};

impl TablesWords for En {
    fn seating_ask(&self) -> String {
        "Before the first deal: who deals first, and who plays after the dealer?".into()
    }
    fn seating_dealer(&self) -> String {
        "Deals first".into()
    }
    fn seating_next(&self) -> String {
        "Plays after the dealer".into()
    }
    fn seating_start(&self) -> String {
        "Start the partie".into()
    }
    fn not_seated(&self) -> String {
        "the table is not seated yet: choose who deals first and who plays after the dealer".into()
    }
    fn seating_bad(&self, players: &[String]) -> String {
        format!(
            "the first dealer and the player after the dealer are two of this table's players, one of each team: {}",
            players.join(", ")
        )
    }
    fn seated_already(&self) -> String {
        "the table is seated already".into()
    }
    fn confirm_ask(&self, side: &str) -> String {
        format!("The partie is over. {side}: confirm the result, or dispute it.")
    }
    fn confirm_button(&self) -> String {
        "Confirm the result".into()
    }
    fn dispute_button(&self) -> String {
        "Dispute".into()
    }
    fn dispute_placeholder(&self) -> String {
        "why (a hand, a total…)".into()
    }
    fn confirmed_by(&self, sides: &[String]) -> String {
        format!("Confirmed by {}", sides.join(" and "))
    }
    fn disputed_by(&self, side: &str, text: &str) -> String {
        format!("{side} disputes: {text}")
    }
    fn not_your_side(&self, side: &str) -> String {
        format!("a side confirms or disputes on a phone seated on that side: this phone is not {side}'s (say whose phone it is first)")
    }
    fn stage(&self, stage: TableStage) -> String {
        match stage {
            TableStage::Seating => "seating",
            TableStage::Playing => "playing",
            TableStage::Awaiting => "awaiting confirmation",
            TableStage::Disputed => "disputed",
            TableStage::Done => "done",
        }
        .into()
    }
    fn hands_of(&self, k: u32, h: u32) -> String {
        format!("hand {k} of {h}")
    }
    fn tables_of_round(&self, round: u32) -> String {
        format!("Round {round}: the tables")
    }
    fn tables_serving(&self, round: u32, url: &str) -> String {
        format!(
            "Serving round {round} of the concours at {url} (the projector); each table at its address with its PIN:"
        )
    }
    fn table_line(&self, table: u32, teams: &str, url: &str, pin: &str) -> String {
        format!("  table {table}: {teams} — {url} PIN {pin}")
    }
    fn confirmed_result(&self, table: u32, line: usize) -> String {
        format!("Table {table}: both sides confirmed; its result is line {line} of the concours")
    }
    fn confirmed_refused(&self, table: u32, why: &str) -> String {
        format!("Table {table}: both sides confirmed, but the concours refused the result: {why}")
    }
    fn round_confirmed(&self, round: u32) -> String {
        format!("Every result of round {round} is in: draw the next round on the organiser's page (/admin/): its tables are served at once")
    }
    fn table_guessed(&self, table: u32, budget: usize) -> String {
        format!("Table {table}: someone is guessing its PIN: {budget} wrong PINs within a minute, so no PIN is taken there until the minute is over (phones that entered it go on)")
    }
    fn round_clock(&self, minutes_left: i64) -> String {
        if minutes_left >= 0 {
            format!("{minutes_left} min left")
        } else {
            format!("{} min over time", -minutes_left)
        }
    }
}
