//! The words of a concours: what its commands refuse, what they print, and why a recorded draw
//! breaks the pairing rules.

use crate::concours::pairing::Breach;
use crate::concours::{Ranking, Undoable};
use crate::error::ConcoursProblem;
use crate::i18n::Terms;

/// The words of a table's printed sheet (`concours draw --format html`).
#[derive(Debug, Clone, Copy)]
#[doc(hidden)]
pub struct SheetWords {
    /// The grid's first column: the hand's number.
    pub hand: &'static str,
    /// The grid's last line.
    pub total: &'static str,
    /// What is written under the grid: belotes announced, capots made, points held by a litige
    /// when the partie ended.
    pub belotes: &'static str,
    pub capots: &'static str,
    pub held: &'static str,
    /// The heads of a hand's row where contracts are bid with a value (the hand report's
    /// contract): the value and trump, the taker, the multiplier, made or failed.
    pub contract: &'static str,
    pub taker: &'static str,
    pub multiplier: &'static str,
    pub result: &'static str,
    /// Where the players sign.
    pub signatures: &'static str,
    /// The last sheet's title: the teams without a partie this round.
    pub no_partie: &'static str,
}

/// The words of the projector board (`concours board`).
#[derive(Debug, Clone, Copy)]
#[doc(hidden)]
pub struct BoardWords {
    /// The standings' heading.
    pub standings: &'static str,
    /// A table whose result is not in yet.
    pub awaited: &'static str,
    /// Before round 1 is drawn.
    pub no_round: &'static str,
    /// The link that loads the page again (without scripts).
    pub reload: &'static str,
}

/// The column heads a spreadsheet writes above a teams file's lines (`Team,Player 1,Player 2`):
/// the words of the team's column and of a player's, in lower case (a head may add a number:
/// `Player 1`; case and accents do not matter when a file is read).
#[derive(Debug, Clone, Copy)]
#[doc(hidden)]
pub struct TeamsHeads {
    pub team: &'static [&'static str],
    pub player: &'static [&'static str],
}

/// The words of `tapete concours`.
#[doc(hidden)]
pub trait ConcoursWords: Terms {
    /// Why a concours command refused (nothing written).
    fn concours_problem(&self, p: &ConcoursProblem) -> String;
    /// Why a recorded draw breaks the pairing rules (`ids`: the teams' ids by index).
    fn breach(&self, b: &Breach, ids: &[String]) -> String;
    /// `concours new`: the concours started, where its journal is.
    fn concours_started(&self, name: &str, teams: usize, rounds: u32, path: &str) -> String;
    /// A draw's title: "Round 2 of 5".
    fn round_title(&self, round: u32, rounds: u32) -> String;
    /// A table of the draw: "Table 3: Ana+Luis – Marta+Pep".
    fn draw_line(&self, table: u32, a: &str, b: &str) -> String;
    /// The bye: "Bye: Eva+Juan".
    fn bye_line(&self, team: &str) -> String;
    /// A table whose partie will not be played: `gone` withdrew, `other` scores a bye.
    fn forfeit_line(&self, table: u32, gone: &str, other: &str) -> String;
    /// The draw was written.
    fn drawn(&self, round: u32, line: usize) -> String;
    /// A result was written: the table, both teams with their points, its journal line.
    fn result_recorded(&self, round: u32, table: u32, a: (&str, i64), b: (&str, i64), line: usize) -> String;
    /// A withdrawal was written.
    fn withdrawal_recorded(&self, team: &str, round: u32, line: usize) -> String;
    /// `concours undo`: the entry retracted (its line and type: draw, result, withdraw), or the
    /// amend (its line, and the line it had replaced).
    fn undone(&self, what: &Undoable) -> String;
    /// `concours amend`: line `line` replaced by the amend at `new_line`.
    fn amended(&self, line: usize, new_line: usize) -> String;
    /// The standings' title: the concours's name, after `results` results of round `round`.
    fn standings_title(&self, name: &str, round: u32, complete: bool) -> String;
    /// The standings' columns: rank, team, name, points, won, best, difference, against.
    fn standings_heads(&self) -> [&'static str; 8];
    /// The tables of round `round` whose result is awaited.
    fn awaited(&self, round: u32, tables: &[u32]) -> String;
    /// Every result of round `round` is in (`rounds`: the concours's rounds).
    fn round_done(&self, round: u32, rounds: u32) -> String;
    /// The standings' column of withdrawals (shown when a team withdrew).
    fn status_head(&self) -> &'static str;
    /// A withdrawn team's mark in the standings.
    fn withdrawn_mark(&self, round: u32) -> String;
    /// `concours verify`: every entry holds.
    fn verify_ok(&self, entries: usize, rounds: u32, results: usize) -> String;
    /// `concours verify`: a recorded draw that breaks the rules.
    fn verify_draw(&self, line: usize, round: u32, why: &str) -> String;
    /// The standings' columns on a narrow screen (the same as [`Self::standings_heads`], shorter).
    fn standings_heads_short(&self) -> [&'static str; 8];
    /// How the teams are ranked: the first criterion and the tie-breaks, in order.
    fn ranking_rule(&self, ranking: Ranking) -> String;
    /// A table's heading: "Table 3".
    fn table_title(&self, table: u32) -> String;
    /// The words of a printed sheet.
    fn sheet_words(&self) -> SheetWords;
    /// The totals check a sheet prints for a partie of `hands` hands: the two totals add up to
    /// `per_hand` × `hands`, plus `belote` per belote and `capot` per capot (0: the game has
    /// none), minus the points a litige still holds at the end.
    fn sheet_check(&self, hands: u32, per_hand: i64, belote: i64, capot: i64) -> String;
    /// The bounds a sheet prints where the totals follow from no sum (contracts bid with a
    /// value) for a partie of `hands` hands: each total, and the two together, at most `hands`
    /// times the most one hand scores (`hand`).
    fn sheet_bound(&self, hands: u32, hand: &crate::engine::HandMost) -> String;
    /// A partie to a target: when it ends.
    fn sheet_target(&self, target: i64) -> String;
    /// The words of the projector board.
    fn board_words(&self) -> BoardWords;
    /// The column heads of a teams file.
    fn teams_heads(&self) -> TeamsHeads;
    /// The standings' columns of byes (the team's own) and walkovers (parties its opponent
    /// withdrew from), shown when a team has one.
    fn bye_heads(&self) -> [&'static str; 2];
    /// A team's own byes under its name (the rounds, in order).
    fn bye_mark(&self, rounds: &[u32]) -> String;
    /// A team's walkovers under its name (the rounds, in order).
    fn walkover_mark(&self, rounds: &[u32]) -> String;
    /// The round in play's heading, apart from the standings: it counts once all its results
    /// are in.
    fn in_play_title(&self, round: u32, rounds: u32) -> String;
    /// A table of the round in play: its teams and their points once in, else awaited.
    fn in_play_line(&self, table: u32, a: &str, b: &str, points: Option<[i64; 2]>) -> String;
    /// `concours add`: late teams play from round `round` (written at journal line `line`); the
    /// rounds before score as byes that are not their own.
    fn added(&self, teams: &[String], round: u32, line: usize) -> String;
    /// After `concours add`: round `round` has no result yet and may be drawn again with them.
    fn redraw_hint(&self, round: u32) -> String;
    /// `concours redraw`: round `round` drawn again at journal line `line`, replacing the draw
    /// of line `old`.
    fn redrawn(&self, round: u32, line: usize, old: usize) -> String;
    /// A late team's mark in the standings: the round it joined, and the rounds before scored
    /// as byes (`missed`, those counted so far).
    fn joined_mark(&self, round: u32, missed: &[u32]) -> String;
    /// `draw --format …` while round `round`'s results are awaited (`tables`): the round is
    /// printed again, nothing drawn.
    fn draw_in_play(&self, round: u32, tables: &[u32]) -> String;
}
