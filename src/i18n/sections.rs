/*!
A served table's page on a phone in words, beyond its questions: its folds (the tricks of the
hand in play, or the cards shown where a hand has no tricks; the last hand; the score; help), the
end of a hand, what an `undo` or an `amend` from the phone did, and the deal's two taps where
the bottom card is shown too. Nothing here names what only a terminal can do (Enter, `quit`).
*/

use crate::engine::Form;
use crate::i18n::{Names, Terms};

/// The sections of a phone's page.
#[doc(hidden)]
pub trait Sections: Terms {
    /// The fold of the hand in play's tricks: `taken` of `tricks` taken so far.
    fn tricks_fold(&self, taken: usize, tricks: usize) -> String;
    /// The fold of the cards each player has shown (a hand without tricks: perejila).
    fn shown_fold(&self) -> String;
    /// Who took a trick, and its card points when it has some.
    fn trick_taken(&self, winner: &str, points: Option<i64>) -> String;
    /// Beside the trick being played: its cards are on the table.
    fn trick_in_play(&self) -> String;
    /// The fold of the last hand settled.
    fn last_hand_fold(&self, number: usize) -> String;
    /// The fold of the score.
    fn score_fold(&self) -> String;
    /// The fold of help.
    fn help_fold(&self) -> String;
    /// Above the hands of the score: the last `shown` of them, the latest first.
    fn last_hands(&self, shown: usize) -> String;
    /// The score before any hand is settled.
    fn no_hand_yet(&self) -> String;
    /// The banner at the end of a hand.
    fn hand_over(&self, number: usize) -> String;
    /// A phone's `undo`, written: what it retracted (`entry`, in words).
    fn phone_undone(&self, entry: &str) -> String;
    /// A phone's `amend`, written: the line it amended and the entry that line now holds.
    fn phone_amended(&self, line: usize, entry: &str) -> String;
    /// The deal where the bottom card is shown too (two taps): above the turned card's taps,
    /// then above the bottom card's.
    fn deal_taps(&self) -> [String; 2];
    /// The tap that deals with no bottom card said.
    fn no_bottom(&self) -> String;
    /// Help on a phone: what may be entered from it (taps, the entry line, the folds), then each
    /// form of entry of this game, a line each, in the table's letters.
    fn phone_help(&self, forms: &[Form], x: &Names) -> (String, Vec<String>);
}
