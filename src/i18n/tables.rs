/*!
A concours served from its tables (`tapete concours serve`, docs/concours.md "From the tables") in
words: a table's seating before its first deal, the sides' confirmation or dispute of a partie
over, the projector's line for each table, and what the organiser is told at the start.
*/

use crate::i18n::Terms;

/// Where a served concours's table stands, as the projector and `/state` say it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum TableStage {
    /// The table has not confirmed its seating and first dealer.
    Seating,
    /// Its partie is being played.
    Playing,
    /// Its partie is over; a side has yet to confirm.
    Awaiting,
    /// A side disputes the result.
    Disputed,
    /// Both sides confirmed: the result is in the concours.
    Done,
}

impl TableStage {
    /// The stage's word in `GET /state`.
    pub(crate) fn code(self) -> &'static str {
        match self {
            TableStage::Seating => "seating",
            TableStage::Playing => "playing",
            TableStage::Awaiting => "awaiting",
            TableStage::Disputed => "disputed",
            TableStage::Done => "done",
        }
    }
}

/// A concours served from its tables.
#[doc(hidden)]
pub trait TablesWords: Terms {
    /// Above the seating form: the table confirms who sits where before its first deal.
    fn seating_ask(&self) -> String;
    /// The seating form's two choices: who deals first, and who plays after the dealer.
    fn seating_dealer(&self) -> String;
    fn seating_next(&self) -> String;
    /// The seating form's button.
    fn seating_start(&self) -> String;
    /// An entry sent before the table is seated: nothing written.
    fn not_seated(&self) -> String;
    /// A seating whose two players are not of opposite teams (or not of this table): who may.
    fn seating_bad(&self, players: &[String]) -> String;
    /// A seating sent once the table is seated already.
    fn seated_already(&self) -> String;
    /// A seated phone's page once the partie is over: its side is asked to confirm.
    fn confirm_ask(&self, side: &str) -> String;
    /// The buttons: confirm the result, dispute it (with the reason typed beside it).
    fn confirm_button(&self) -> String;
    fn dispute_button(&self) -> String;
    fn dispute_placeholder(&self) -> String;
    /// The sides that have confirmed so far.
    fn confirmed_by(&self, sides: &[String]) -> String;
    /// A side disputes the result, and why.
    fn disputed_by(&self, side: &str, text: &str) -> String;
    /// A confirmation or dispute sent from a phone not seated on that side: nothing written.
    fn not_your_side(&self, side: &str) -> String;
    /// A table's stage on the projector.
    fn stage(&self, stage: TableStage) -> String;
    /// How far a partie is: hand `k` of `h` (`k` hands played).
    fn hands_of(&self, k: u32, h: u32) -> String;
    /// The projector's heading for the tables of round `round`.
    fn tables_of_round(&self, round: u32) -> String;
    /// What the organiser is told at the start: where the concours is served.
    fn tables_serving(&self, round: u32, url: &str) -> String;
    /// Then a line a table: its number, teams, address and PIN.
    fn table_line(&self, table: u32, teams: &str, url: &str, pin: &str) -> String;
    /// A result the tables confirmed, entered in the concours.
    fn confirmed_result(&self, table: u32, line: usize) -> String;
    /// A result the tables confirmed that the concours refused (the reason).
    fn confirmed_refused(&self, table: u32, why: &str) -> String;
    /// Every table of round `round` is done: the next round is drawn on the organiser's page.
    fn round_confirmed(&self, round: u32) -> String;
    /// Table `table`'s budget of wrong PINs is spent: someone is guessing its PIN.
    fn table_guessed(&self, table: u32, budget: usize) -> String;
    /// The round clock on the projector and the phones: minutes left (negative: over by).
    fn round_clock(&self, minutes_left: i64) -> String;
}
