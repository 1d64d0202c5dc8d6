/*!
The words of reports: `judge`'s verdict, `tapete stats`, `tapete sessions`, `tapete board`,
`tapete rules`, the lines of a summary, and `simulate`'s statistics.
*/

use crate::cards::{DeckKind, Suit};
use crate::games::belote::judge::{PlayerJudgement, Ruling, Why};
use crate::games::belote::melds::Combo;
use crate::i18n::{Names, Terms};
use crate::ruleset::{Head, Ruff, TeamsRule};

/// The words of `judge`, `stats`, `sessions`, `board`, `rules`, a summary and `simulate`.
#[doc(hidden)]
pub trait Reports: Terms {
    /// `judge`'s first line: the trump and the eldest hand.
    fn judge_header(&self, trump: Suit, eldest: &str) -> String;
    /// A combination and its value: "cuarta to the 10♥ (50)", "brelán of J (200)", "brelán of 7
    /// (worth nothing)".
    fn judge_combo(&self, c: &Combo, value: i64, x: &Names) -> String;
    /// What a player comes to: "wins: …", "beaten by Luis (between runs, more cards win)".
    fn judge_ruling(&self, r: &Ruling, x: &Names) -> String;
    /// Why one combination beats another.
    fn judge_why(&self, w: Why) -> &'static str;
    /// A player's line: "P1: cuarta to the 10♥ (50) — wins: … — scores 50".
    fn judge_line(&self, player: &str, p: &PlayerJudgement, x: &Names) -> String;
    /// An announcement checked against the cards (`said` as given).
    fn judge_said(&self, said: &str, made: bool) -> String;
    /// The sides' points (partners play together): (side, points).
    fn judge_sides(&self, sides: &[(String, i64)]) -> String;
    /// A column of `tapete stats`.
    fn stat_label(&self, key: crate::engine::StatKey) -> String;
    /// `tapete stats`: the two tables' first column, and the journals not read.
    fn stats_heads(&self) -> [&'static str; 2];
    /// `tapete stats` of coinche: the caption of the table of contracts by level, whose cells
    /// are the contracts made and taken (`2/3`).
    fn stats_levels(&self) -> String;
    /// The board during coinche's auction: the standing bid (bidder, value, trump) or none yet,
    /// and who coinched it, in the words the ruleset calls its doubles by.
    fn bidding(
        &self,
        standing: Option<(crate::engine::Seat, crate::engine::BidValue, crate::engine::Trump)>,
        coinched: Option<crate::engine::Seat>,
        words: crate::engine::CallWords,
        x: &Names,
    ) -> String;
    /// `tapete sessions`: an empty sessions folder, the columns (the session's name first), and a
    /// journal's status.
    fn sessions_none(&self, dir: &str) -> String;
    /// `tapete sessions`: the heading of a concours's tables' parties (`name`: the concours's).
    fn sessions_concours(&self, name: &str) -> String;
    fn sessions_heads(&self) -> [&'static str; 7];
    fn session_status(&self, status: &SessionStatus) -> String;
    /// `tapete board`: where the live board is served.
    fn board_at(&self, url: &str, journal: &str) -> String;
    /// The board's other addresses on this computer's networks.
    fn board_also(&self, urls: &[String]) -> String;
    /// Listening on every network, and none found but this computer's own.
    fn board_no_network(&self) -> String;
    /// Over the QR code of the board's address.
    fn board_scan(&self) -> &'static str;
    /// A server started with `--allow-public`: it answers peers outside the private networks.
    fn public_peers(&self) -> String;
    /// The board could not accept a connection for want of a resource (`cause`, the system's
    /// words): it waits and goes on.
    fn board_accept_failing(&self, cause: &str) -> String;
    /// The statistics line of a summary.
    fn stats(&self, s: &Stats) -> String;
    fn best_announcement(&self, points: i64, who: &str, cards: &str) -> String;
    fn infractions_by_player(&self, list: &str) -> String;
    fn not_applied(&self, count: usize) -> String;
    fn infractions_count(&self, count: usize) -> String;
    fn totals(&self, list: &str) -> String;
    /// `simulate`: a run's statistics, one line each: the run, the mean score of each side, how
    /// the hands ended, what was counted.
    fn simulation(&self, s: &crate::simulate::Stats) -> String;
    /// `simulate`'s progress bar at a terminal: an indicatif template (`{bar:30}`, `{human_pos}`,
    /// `{human_len}`, `{eta}`) with this language's words.
    fn simulation_progress(&self) -> &'static str;
    /// `tapete rules list`: the columns (name, game, players, description).
    fn rules_heads(&self) -> [&'static str; 4];
    /// What a bundled ruleset is, in this language (`rules list` and `rules show`); `None` for a
    /// name tapete does not bundle, whose file's own `description:` is shown.
    fn bundled_about(&self, ruleset: &str) -> Option<&'static str>;
    /// `tapete rules show`: a part of what a ruleset says.
    fn rules_show(&self, part: &RulesShow) -> String;
    /// `tapete rules check`: the file is a ruleset tapete can play.
    fn ruleset_ok(&self, path: &str, name: &str, game: &str) -> String;
}

/// What `tapete rules show` says of a ruleset, part by part. The layout (the card orders and
/// points, the options with their defaults, ranges and meanings, the labels' column) is the
/// command's; the words are each language's (an option's meaning: [`crate::i18n::OptionWords`]).
#[derive(Debug, Clone, Copy)]
#[doc(hidden)]
pub enum RulesShow<'a> {
    /// The deck, its ranks (high to low as listed) and those options or player counts add.
    Deck {
        deck: DeckKind,
        ranks: &'a str,
        extra: Option<&'a str>,
    },
    /// The player counts (listed) and how the players sit.
    Players {
        counts: &'a str,
        teams: TeamsRule,
    },
    /// The headings of the card orders, of the play duties and of the options.
    OrdersHeading,
    DutiesHeading,
    OptionsHeading,
    /// The label of a mode's card order or duties.
    Mode(CardMode),
    /// A mode's play duties, in this order.
    Duties(&'a [Duty]),
    /// The label of the pánfilo's line, and the line: this card is the highest trump.
    PanfiloLabel,
    Panfilo {
        card: &'a str,
    },
    /// The whole numbers an option takes, from `min` to `max` (a ruleset gives either or both).
    Range {
        min: Option<i64>,
        max: Option<i64>,
    },
}

/// A trump mode, as a ruleset gives its card order and duties.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum CardMode {
    Trump,
    Plain,
    AllTrump,
    NoTrump,
}

/// A play duty as `rules show` lists it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum Duty {
    /// Follow the led suit.
    Follow,
    /// When a follower must beat the best card of the led suit.
    Head(Head),
    /// The duty to beat ends once the trick is trumped.
    NoHeadOnceRuffed,
    /// What a player void in the led suit must do.
    Ruff(Ruff),
    Overtrump,
    /// Unable to overtrump: play a lower trump.
    Undertrump,
    NoUndertrump,
}

/// What `tapete sessions` says of a journal.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub enum SessionStatus {
    /// Won by this side.
    Won(String),
    Ended,
    Unfinished,
    /// Created, its header never written.
    NotStarted,
    /// Cannot be read: the error, in words.
    Unreadable(String),
}

/// What a summary counts.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
#[doc(hidden)]
pub struct Stats {
    /// What the game counts (`games::stat_keys`): the others are not shown.
    #[serde(skip)]
    pub(crate) applies: Vec<crate::engine::StatKey>,
    pub(crate) hands: usize,
    pub(crate) made: usize,
    pub(crate) failed: usize,
    pub(crate) litige: usize,
    pub(crate) capots: usize,
    pub(crate) redeals: usize,
    pub(crate) belotes: usize,
}
