//! English: the organiser's page of a served concours.

use super::En;
use crate::i18n::admin::AdminWords;

impl AdminWords for En {
    fn admin_title(&self, round: u32) -> String {
        format!("Organiser · round {round}")
    }
    fn admin_pin_prompt(&self) -> String {
        "the organiser's PIN".into()
    }
    fn admin_no_table(&self, table: u32, tables: u32) -> String {
        format!("there is no table {table} in this round: its tables are 1 to {tables}")
    }
    fn admin_withdraw_heading(&self) -> String {
        "Withdraw a team (from the next round)".into()
    }
    fn admin_withdraw_button(&self) -> String {
        "Withdraw".into()
    }
    fn admin_add_heading(&self) -> String {
        "Add a late team (from the next round)".into()
    }
    fn admin_add_player(&self, k: u32) -> String {
        if k == 1 {
            "player 1 (or the team: A+B)".into()
        } else {
            "player 2".into()
        }
    }
    fn admin_add_button(&self) -> String {
        "Add".into()
    }
    fn admin_draw_heading(&self) -> String {
        "Next round (once every result is in)".into()
    }
    fn admin_draw_button(&self, round: u32) -> String {
        format!("Draw round {round} and serve it")
    }
    fn admin_back(&self) -> String {
        "← every table".into()
    }
    fn admin_table_heading(&self, table: u32, teams: &str) -> String {
        format!("Table {table}: {teams}")
    }
    fn admin_entry_placeholder(&self) -> String {
        "an entry, as at the table: undo, amend LINE …".into()
    }
    fn admin_entry_button(&self) -> String {
        "Enter".into()
    }
    fn admin_result_heading(&self) -> String {
        "A table that kept paper: its result".into()
    }
    fn admin_belotes(&self) -> String {
        "belotes".into()
    }
    fn admin_capots(&self) -> String {
        "capots".into()
    }
    fn admin_held(&self) -> String {
        "held by a litige".into()
    }
    fn admin_result_button(&self) -> String {
        "Enter the result".into()
    }
    fn admin_number(&self, field: &str, given: &str) -> String {
        format!("{field}: '{given}' is not a number (a whole number, or nothing for 0)")
    }
    fn table_entered(&self, table: u32, entry: &str) -> String {
        format!("Table {table}: '{entry}' written")
    }
    fn table_stopped(&self, table: u32) -> String {
        format!("table {table} has stopped: nothing written")
    }
    fn admin_line(&self, url: &str, pin: &str) -> String {
        format!("The organiser's page: {url} PIN {pin}")
    }
    fn sheet_access(&self, address: &str, pin: &str) -> String {
        format!("Keep the partie on a phone: {address} PIN {pin}")
    }
    fn round_served(&self, round: u32, line: usize) -> String {
        format!("Round {round} drawn (line {line}) and served; its tables:")
    }
    fn admin_guessed(&self, budget: usize, file: &str, restart: &str) -> String {
        format!("The organiser's page: someone is guessing its PIN: {budget} wrong PINs within a minute, so no PIN is taken there until the minute is over (a browser that entered it goes on). To start again with a new PIN: stop this server (Ctrl-C), remove {file}, then run '{restart}'")
    }
}
