//! The organiser's page of a served concours (`/admin/`, docs/concours.md "From the tables") in
//! words: its headings, forms and buttons, and what came of what it asked.

use crate::i18n::Terms;

/// The organiser's page of a served concours.
#[doc(hidden)]
pub trait AdminWords: Terms {
    /// The page's title: the organiser's page of round `round`.
    fn admin_title(&self, round: u32) -> String;
    /// The PIN form's placeholder.
    fn admin_pin_prompt(&self) -> String;
    /// A table asked for that the round does not have (`tables` tables).
    fn admin_no_table(&self, table: u32, tables: u32) -> String;
    fn admin_withdraw_heading(&self) -> String;
    fn admin_withdraw_button(&self) -> String;
    /// The late team's form: heading, its two players' fields (`k`: 1 or 2; the first also
    /// takes the team as `A+B`), button.
    fn admin_add_heading(&self) -> String;
    fn admin_add_player(&self, k: u32) -> String;
    fn admin_add_button(&self) -> String;
    fn admin_draw_heading(&self) -> String;
    /// The button that draws round `round` (the next) and serves it.
    fn admin_draw_button(&self, round: u32) -> String;
    /// The link back to the round's tables.
    fn admin_back(&self) -> String;
    /// Table `table`'s view: its number and teams.
    fn admin_table_heading(&self, table: u32, teams: &str) -> String;
    /// The correction's field (an entry of the table's, as a phone types it) and its button.
    fn admin_entry_placeholder(&self) -> String;
    fn admin_entry_button(&self) -> String;
    /// The typed result of a table that kept paper: heading, fields, button.
    fn admin_result_heading(&self) -> String;
    fn admin_belotes(&self) -> String;
    fn admin_capots(&self) -> String;
    fn admin_held(&self) -> String;
    fn admin_result_button(&self) -> String;
    /// A number the result's form needs that is not one (`field`: the field's label).
    fn admin_number(&self, field: &str, given: &str) -> String;
    /// An entry the organiser sent to table `table`, written.
    fn table_entered(&self, table: u32, entry: &str) -> String;
    /// Table `table`'s writer has stopped: nothing written.
    fn table_stopped(&self, table: u32) -> String;
    /// What the organiser is told at the start: the organiser's page and its PIN.
    fn admin_line(&self, url: &str, pin: &str) -> String;
    /// A printed sheet's line: where the table keeps its partie on a phone, and its PIN.
    fn sheet_access(&self, address: &str, pin: &str) -> String;
    /// Round `round` drawn (its draw line `line`) and served: its tables follow.
    fn round_served(&self, round: u32, line: usize) -> String;
    /// At the terminal, once: the organiser's page's budget of wrong PINs (`budget` within a
    /// minute) is spent, so no PIN is taken there for now; a new PIN: stop the server, remove
    /// `file` (where the PIN is kept) and run `restart` (a command) again.
    fn admin_guessed(&self, budget: usize, file: &str, restart: &str) -> String;
}
