/*!
What the table says as play goes on: notices, a hand's result, the hand so far, the start and
the end of a session, and warnings about a journal that still replays.
*/

use crate::engine::{HandReport, HandSoFar, Notice, Standing};
use crate::i18n::{Names, Terms};

/// What the table says as play goes on.
#[doc(hidden)]
pub trait Notices: Terms {
    fn notice(&self, n: &Notice, x: &Names) -> String;
    /// One line: a hand's result and what it added to each side.
    fn hand_line(&self, r: &HandReport, x: &Names) -> String;
    /// The hand so far (`score` in the middle of a hand, the board): who deals and whose turn
    /// it is, the trump and its taker, the cards on the table, what each side has taken.
    fn so_far(&self, h: &HandSoFar, x: &Names) -> String;
    /// What is at stake beyond the hand, a line each: each side's distance to the target, the
    /// points a litige holds, the pot, or the chips on each square.
    fn at_stake(&self, s: &Standing, x: &Names) -> Vec<String>;
    fn started(&self, ruleset: &str, sides: &str, journal: &str) -> String;
    fn resuming(&self, journal: &str, sides: &str) -> String;
    /// Above a scoreboard that shows the last hands only: how many earlier hands it leaves out.
    fn earlier_hands(&self, count: usize) -> String;
    /// A warning about a journal that still replays, without the "warning:" mark.
    fn warning(&self, w: &crate::journal::Warning) -> String;
    fn cut_aside(&self, line: usize, journal: &str, aside: &str) -> String;
    fn saved(&self, journal: &str) -> String;
    fn ended(&self, journal: &str) -> String;
    fn retracted_nothing(&self) -> String;
}
