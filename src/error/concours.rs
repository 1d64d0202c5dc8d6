/*!
Why a concours command cannot do what was asked, as data: the catalogues (`i18n`) word each
problem in the concours's language. Teams are named by their ids (`Ana+Luis`), tables and rounds by
their numbers.
*/

use crate::engine::HandMost;

/// What a concours refuses, before anything is written.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub enum ConcoursProblem {
    /// `--file` names a file that exists: a concours starts in a new journal.
    Exists { path: String },
    /// The concours's name is empty.
    NoName,
    /// A total past what any partie scores.
    TooLarge { team: String, points: i64, max: i64 },
    /// A total past what a partie of `hands` hands scores where the totals follow from no sum
    /// (coinche): `most` = `hands` × the most one hand scores (`hand`).
    AboveHands { team: String, points: i64, hands: u32, most: i64, hand: HandMost },
    /// The two totals together past what `hands` hands give both teams: a hand gives the two
    /// together no more than its most (`hand`), `most` in all.
    SumAboveHands { sum: i64, hands: u32, most: i64, hand: HandMost },
    /// With a target (coinche), a total past what a partie to it reaches: `most` = the target
    /// and twice the most one hand scores (the hand that passes the target, and the one after
    /// equal totals past it).
    AboveTarget { team: String, points: i64, target: i64, most: i64, hand: HandMost },
    /// With a target won by exceeding it, neither total is over it: the partie is not over.
    TargetNotExceeded { target: i64, best: i64 },
    /// `--belotes`, `--capots` or `--held` (`what`) where the totals follow from no sum
    /// (coinche): the sheet gives the two totals only.
    NoCount { what: &'static str },
    /// With a target, equal totals at or over it: the partie goes on to another hand.
    TargetTie { points: i64 },
    /// Two teams answer to the same name (a name, or a name that is another team's id), case
    /// aside.
    NameTwice { name: String },
    /// More belotes or capots than hands, or held points a partie cannot hold (0 to `max`).
    Impossible { what: &'static str, given: i64, max: i64 },
    /// `--option hands` or `--option target`: the partie's length is `--hands` or `--target`.
    LengthOption { key: String },
    /// `--from` names a concours journal, not a session's.
    FromIsConcours { path: String },
    /// The same session journal (its sha256) is the result of line `line` already.
    SameJournal { line: usize },
    /// Fewer than two teams.
    FewTeams { given: usize },
    /// A team that is not two players joined by `+` (`Ana+Luis`).
    TeamForm { given: String },
    /// A player in two teams.
    PlayerTwice { player: String },
    /// The same team twice.
    TeamTwice { team: String },
    /// A line of the teams file that is not `Team name,Player 1,Player 2` (nor, first, a line
    /// of column heads): its line, the column where it goes wrong (from 1, in characters), and
    /// what is wrong.
    TeamsLine { path: String, line: usize, column: usize, fault: TeamsLineFault },
    /// The ruleset's sides are not two teams of two.
    NotTeamsOfTwo { ruleset: String },
    /// `--rounds` is 0.
    NoRounds,
    /// `--rounds` is not below the number of teams under `rotation`.
    RotationRounds { rounds: u32, teams: usize },
    /// `--hands` 0, or both `--hands` and `--target`.
    PartieLength,
    /// No concours in the concours folder.
    NoConcours { dir: String },
    /// The file is not a concours journal (a session's, say).
    NotConcours { path: String },
    /// Another tapete has held the concours journal for writing longer than a command waits
    /// (`seconds`): two commands entered at once are written one after the other, but a journal
    /// held by a command that does not end is refused rather than waited for.
    Busy { path: String, seconds: u64 },
    /// The concours is being served from its tables (`concours serve`, at `url`): its journal is
    /// that server's to write.
    Served { path: String, url: String },
    /// A served table's partie whose sides have not both confirmed it (a correction since).
    FromUnconfirmed,
    /// Every round is drawn.
    AllDrawn { rounds: u32 },
    /// The round's results are not all in: these tables are awaited.
    ResultsMissing { round: u32, tables: Vec<u32> },
    /// `draw --round N` for a round not drawn (`drawn` rounds are).
    NotDrawn { round: u32, drawn: u32 },
    /// A result before any draw.
    NoRound,
    /// A table the current round does not have.
    NoTable { table: u32, round: u32, tables: u32 },
    /// The table has its result already (journal line `line`).
    HasResult { table: u32, round: u32, line: usize },
    /// The table needs no result: a team at it withdrew (the other scores as a bye).
    Forfeited { table: u32, team: String },
    /// A name that is no team of the concours.
    UnknownTeam { given: String, near: Option<String> },
    /// A team that does not play at that table (`at`: the table's teams).
    NotAtTable { team: String, table: u32, at: [String; 2] },
    /// A result whose teams (`named`, in the order of its points) are not its table's as the
    /// draw seats them (`at`): swapped, or a team from elsewhere (a journal edited by hand).
    ResultTeams { table: u32, round: u32, named: [String; 2], at: [String; 2] },
    /// The team has the bye this round: it has no table.
    HasBye { team: String, round: u32 },
    /// A `--score` that is not `TEAM=POINTS`.
    ScoreForm { given: String },
    /// Not exactly two `--score`, one per team of the table.
    ScoreCount { given: usize },
    /// A negative total.
    Negative { team: String, points: i64 },
    /// Typed totals that do not add up: the game's arithmetic for `hands` hands.
    Sum {
        sum: i64,
        expected: i64,
        hands: u32,
        per_hand: i64,
        belotes: u32,
        belote: i64,
        capots: u32,
        capot: i64,
        held: i64,
    },
    /// With a target, neither team reached it: the partie is not over.
    TargetNotReached { target: i64, best: i64 },
    /// The session journal is of another ruleset.
    FromRuleset { journal: String, concours: String },
    /// The session journal's options differ from the concours's (`key`, each side's value).
    FromOption { key: String, journal: String, concours: String },
    /// The session journal's sides are not the table's teams.
    FromTeams { sides: Vec<String>, at: [String; 2] },
    /// The session's partie is not over (`hands` played of `needed`; a target not reached).
    FromUnfinished { hands: u32, needed: u32 },
    /// Entries of the session journal were refused on replay.
    FromRefused { entries: usize },
    /// The team is already withdrawn (from round `round`).
    Withdrawn { team: String, round: u32 },
    /// `--from-round` outside the rounds a withdrawal can start (`earliest` to `latest`).
    WithdrawRound { given: u32, earliest: u32, latest: u32 },
    /// The team's table of that round has its result: the partie was played.
    WithdrawPlayed { team: String, round: u32, table: u32 },
    /// Nothing to undo.
    NothingToUndo,
    /// No entry in force at that journal line (`last`: the journal's last line).
    NoLine { line: usize, last: usize },
    /// A draw is not amended (undo it while its round has no result).
    AmendDraw { line: usize, round: u32 },
    /// The amend's flags are not those of the entry at that line (`kind`: "result" or "withdraw").
    AmendKind { line: usize, kind: &'static str },
    /// An amend that gives nothing to change in the entry at that line (`kind`: "result" or
    /// "withdraw").
    AmendNothing { line: usize, kind: &'static str },
    /// A line of the journal the concours refuses on replay (edited by hand): its line and why.
    Line { line: usize, problem: Box<ConcoursProblem> },
    /// A recorded draw whose teams are not the round's (edited by hand).
    DrawTeams { round: u32 },
    /// A round is drawn again only while none of its results is in: table `table` has one
    /// (journal line `line`).
    RedrawResult { round: u32, table: u32, line: usize },
    /// A late team under `rotation`, whose schedule is its teams' from the start.
    AddRotation,
    /// Every round is drawn and the last has results: no round is left for a late team.
    NoRoundToJoin { rounds: u32 },
    /// An `add` line whose round is not the next round to draw (`next`; edited by hand).
    AddRound { given: u32, next: u32 },
}

/// What is wrong with a line of a teams file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum TeamsLineFault {
    /// Not two or three fields (`given`); the column is where the first field too many starts, or
    /// the line's end.
    Fields { given: usize },
    /// A player's field is empty.
    EmptyPlayer,
    /// A double quote opened at the column is not closed.
    OpenQuote,
    /// A line of column heads (`Team,Player 1,Player 2`) below the first line.
    HeadsNotFirst,
}
