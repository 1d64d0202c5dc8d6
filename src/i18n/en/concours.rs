//! English: the words of a concours.

use super::{counted, En};
use crate::concours::pairing::Breach;
use crate::concours::{Ranking, Undoable};
use crate::engine::{HandMost, MostHand};
use crate::error::{ConcoursProblem as P, TeamsLineFault as F};
use crate::i18n::{BoardWords, ConcoursWords, SheetWords, TeamsHeads};
use crate::term::quote;

/// An entry's kind as a noun: "the draw", "the result", …
fn entry(kind: &str) -> &'static str {
    match kind {
        "draw" => "the draw",
        "result" => "the result",
        "withdraw" => "the withdrawal",
        "add" => "the late entry",
        "redraw" => "the new draw",
        _ => "the correction",
    }
}

/// The hand that scores the most, and its arithmetic: "a capot bid made with every belote at ×4:
/// (250 + 250 + 20) × 4 = 2080".
fn most_hand(h: &HandMost) -> String {
    let m = h.multiplier;
    let what = match h.hand {
        MostHand::CapotBidMade => format!("a capot bid made with every belote at ×{m}"),
        MostHand::CapotBidFailed => format!("a capot bid failed at ×{m}, every belote to the defence"),
        MostHand::CapotOnValue => format!("the highest value made with every trick and every belote at ×{m}"),
        MostHand::ValueFailed => format!("the highest value failed at ×{m}, every belote to the defence"),
    };
    format!("{what}: {} = {}", h.written(), h.points())
}

fn list(tables: &[u32]) -> String {
    tables.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
}

impl ConcoursWords for En {
    fn concours_problem(&self, p: &P) -> String {
        match p {
            P::AboveHands { team, points, hands, most, hand } => format!(
                "{team} cannot score {points} in {}: a hand scores at most {}, so {hands} × {} = {most}",
                counted(*hands, "hand", "hands"),
                most_hand(hand),
                hand.points()
            ),
            P::SumAboveHands { sum, hands, most, hand } => format!(
                "the totals add up to {sum}, more than {} can give both teams: a hand gives them together at most {}, so {hands} × {} = {most}",
                counted(*hands, "hand", "hands"),
                most_hand(hand),
                hand.points()
            ),
            P::AboveTarget { team, points, target, most, hand } => format!(
                "{team} cannot score {points} in a partie to {target}: no team is past {target} before the hand that ends the partie (or the one after equal totals past it), and a hand scores at most {}, so {target} + 2 × {} = {most}",
                most_hand(hand),
                hand.points()
            ),
            P::TargetNotExceeded { target, best } => format!(
                "neither team is over {target} (the best total is {best}): a partie to {target} is won by a total over it, it is not over"
            ),
            P::NoCount { what } => format!(
                "--{what} checks nothing where contracts are bid with a value: the sheet gives the two totals only"
            ),
            P::Exists { path } => format!(
                "{path} already exists: a concours starts in a new journal (pass another --file, or leave it out for the concours folder)"
            ),
            P::NoName => "a concours needs a name ('tapete concours new \"Fiesta de San Juan\" …')".into(),
            P::TooLarge { team, points, max } => {
                format!("{team} cannot score {points}: a partie's total is at most {max}")
            }
            P::TargetTie { points } => {
                format!("both teams at {points}: equal totals over the target play another hand, the partie is not over")
            }
            P::NameTwice { name } => {
                format!("two teams answer to {} (case aside); give every team its own name", quote(name))
            }
            P::Impossible { what, given, max } => match *what {
                "held" => format!("--held {given}: the points a litige holds are 0 to {max} in this partie"),
                w => format!("--{w} {given}: a partie of this length has 0 to {max} {w}"),
            },
            P::LengthOption { key } => {
                format!("--option {key}: the partie's length is given with --hands H or --target T")
            }
            P::FromIsConcours { path } => {
                format!("{path} is a concours journal; --from takes the session journal a table kept of its partie")
            }
            P::SameJournal { line } => {
                format!("this session journal is the result of line {line} already (the same file, by its sha256)")
            }
            P::FewTeams { given } => format!("a concours needs 2 teams at least ({given} given)"),
            P::TeamForm { given } => {
                format!("{} is not a team: a team is two players joined by '+' (Ana+Luis)", quote(given))
            }
            P::PlayerTwice { player } => format!("{} plays in two teams; a player is in one team", quote(player)),
            P::TeamTwice { team } => format!("the team {} is given twice", quote(team)),
            P::TeamsLine { path, line, column, fault } => {
                let form = "a line of the teams file is 'Team name,Player 1,Player 2' (the name may be empty) or 'Player 1,Player 2'";
                match fault {
                    F::Fields { given } => {
                        format!("{path}:{line}:{column}: {}; {form}", counted(*given, "field", "fields"))
                    }
                    F::EmptyPlayer => format!("{path}:{line}:{column}: a player's name is empty; {form}"),
                    F::OpenQuote => format!("{path}:{line}:{column}: the double quote that opens this field is never closed"),
                    F::HeadsNotFirst => format!(
                        "{path}:{line}:{column}: column heads (Team,Player 1,Player 2) stand on the first line only; below it, {form}"
                    ),
                }
            }
            P::NotTeamsOfTwo { ruleset } => {
                format!("{ruleset} is not played by two teams of two; a concours needs a game of two teams of two")
            }
            P::NoRounds => "--rounds is 1 or more".into(),
            P::RotationRounds { rounds, teams } => format!(
                "a rotation of {teams} teams has at most {} rounds without a rematch ({rounds} asked); use fewer rounds or --pairing swiss",
                teams - 1
            ),
            P::PartieLength => "a partie is --hands H (1 to 1000) or --target T (1 or more), not both".into(),
            P::NoConcours { dir } => {
                format!("no concours in {dir}; start one with 'tapete concours new NAME --ruleset … --teams …' or pass --file")
            }
            P::Served { path, url } => format!(
                "{path} is being served from its tables at {url}: that server is its one writer; enter results on the tables' phones, or stop the server (Ctrl-C) first"
            ),
            P::FromUnconfirmed => "the table's partie is not confirmed by both sides (an entry since lapsed their confirmations)".into(),
            P::Busy { path, seconds } => format!(
                "{path} is in use: another tapete has been writing to it for over {seconds} seconds; try again when it is done"
            ),
            P::NotConcours { path } => format!("{path} is not a concours journal (its first line is not a concours header)"),
            P::AllDrawn { rounds } => {
                format!("all {} are drawn; 'tapete concours standings' gives the final ranking", counted(*rounds, "round", "rounds"))
            }
            P::ResultsMissing { round, tables } => format!(
                "round {round} is not over: the result of {} {} is awaited ('tapete concours result --table N …')",
                if tables.len() == 1 { "table" } else { "tables" },
                list(tables)
            ),
            P::NotDrawn { round, drawn } => {
                format!("round {round} is not drawn; {} drawn", counted(*drawn, "round is", "rounds are"))
            }
            P::NoRound => "no round is drawn yet; draw round 1 with 'tapete concours draw'".into(),
            P::NoTable { table, round, tables } => {
                format!("round {round} has no table {table}; its tables are 1 to {tables}")
            }
            P::HasResult { table, round, line } => format!(
                "table {table} of round {round} has its result already (line {line}); correct it with 'tapete concours amend {line} …'"
            ),
            P::Forfeited { table, team } => {
                format!("table {table} needs no result: {team} withdrew, and the other team scores a bye")
            }
            P::UnknownTeam { given, near } => match near {
                Some(n) => format!("no team is called {}; did you mean {n}?", quote(given)),
                None => format!("no team is called {}; name a team by its players (Ana+Luis) or its name", quote(given)),
            },
            P::NotAtTable { team, table, at } => {
                format!("{team} does not play at table {table}; its teams are {} and {}", at[0], at[1])
            }
            P::ResultTeams { table, round, named, at } => format!(
                "the result names {} – {}, but table {table} of round {round} is {} – {} (a result's points are in the order of its table's teams)",
                named[0], named[1], at[0], at[1]
            ),
            P::HasBye { team, round } => format!("{team} has the bye in round {round}: it has no table"),
            P::ScoreForm { given } => format!("--score takes TEAM=POINTS (got {})", quote(given)),
            P::ScoreCount { given } => {
                format!("a result is two --score, one for each team of the table ({given} given), or --from JOURNAL")
            }
            P::Negative { team, points } => format!("{team} cannot score {points}: a total is 0 or more"),
            P::Sum { sum, expected, hands, per_hand, belotes, belote, capots, capot, held } => format!(
                "the totals add up to {sum}, but a partie of {} makes {per_hand}×{hands} + {belote}×{belotes} (belotes) + {capot}×{capots} (capots) − {held} (held) = {expected}",
                counted(*hands, "hand", "hands")
            ),
            P::TargetNotReached { target, best } => {
                format!("neither team reached {target} (the best total is {best}): the partie is not over")
            }
            P::FromRuleset { journal, concours } => {
                format!("the session was played with {journal}, the concours with {concours}")
            }
            P::FromOption { key, journal, concours } => {
                format!("the session's option {key} is {journal}, the concours's is {concours}")
            }
            P::FromTeams { sides, at } => {
                format!("the session's teams are {}, the table's are {} and {}", sides.join(" and "), at[0], at[1])
            }
            P::FromUnfinished { hands, needed } => {
                format!("the session's partie is not over: {} of {needed} played", counted(*hands, "hand", "hands"))
            }
            P::FromRefused { entries } => format!(
                "{} of the session cannot be applied ('tapete verify' says which); the result is not taken",
                counted(*entries, "entry", "entries")
            ),
            P::Withdrawn { team, round } => format!("{team} has withdrawn already (from round {round})"),
            P::WithdrawRound { given, earliest, latest } if earliest > latest => {
                format!("no round is left to withdraw from (round {given} asked; the concours has {latest})")
            }
            P::WithdrawRound { given, earliest, latest } => {
                format!("a withdrawal starts from round {earliest} to {latest} (round {given} asked)")
            }
            P::WithdrawPlayed { team, round, table } => format!(
                "{team} played round {round} (table {table} has its result); withdraw it from round {}",
                round + 1
            ),
            P::NothingToUndo => "nothing to undo: the concours holds no entry".into(),
            P::NoLine { line, last } => {
                format!("line {line} holds no result or withdrawal in force (the journal has lines 1 to {last})")
            }
            P::AmendDraw { line, round } => format!(
                "line {line} is the draw of round {round}: a draw is not amended (undo it while its round has no result)"
            ),
            P::AmendKind { line, kind } => {
                format!("line {line} is {}: amend it with the flags of 'tapete concours {kind}'", entry(kind))
            }
            P::AmendNothing { line, kind: "withdraw" } => format!(
                "the amend changes nothing in line {line}: give the team or --from-round N, what differs from the withdrawal"
            ),
            P::AmendNothing { line, .. } => format!(
                "the amend changes nothing in line {line}: give what differs from the result (--score TEAM=P, --belotes K, --capots K, --held P, --table N, or --from JOURNAL); the rest is kept"
            ),
            P::RedrawResult { round, table, line } => format!(
                "round {round} has a result already (table {table}, line {line}): a round is drawn again only before any of its results"
            ),
            P::AddRotation => "a rotation's schedule is its teams' from the start: a late team joins a swiss or random concours".into(),
            P::NoRoundToJoin { rounds } => format!(
                "all {} are drawn and the last has results: no round is left for a late team",
                counted(*rounds, "round", "rounds")
            ),
            P::AddRound { given, next } => {
                format!("a late team plays from the next round to draw, {next} (round {given} given)")
            }
            P::Line { line, problem } => format!("line {line}: {}", self.concours_problem(problem)),
            P::DrawTeams { round } => {
                format!("the draw of round {round} does not seat every team that plays it once, and no other")
            }
        }
    }

    fn breach(&self, b: &Breach, ids: &[String]) -> String {
        let id = |t: &usize| ids.get(*t).cloned().unwrap_or_else(|| format!("#{}", t + 1));
        let bye = |t: &Option<usize>| t.as_ref().map(id).unwrap_or_else(|| "none".into());
        match b {
            Breach::Missing { team } => format!("{} plays the round but is neither at a table nor on the bye", id(team)),
            Breach::Twice { team } => format!("{} is drawn twice", id(team)),
            Breach::NotPlaying { team } => format!("{} has withdrawn but is drawn", id(team)),
            Breach::Unknown { team } => format!("team #{} is not registered", team + 1),
            Breach::WrongBye { expected: None, got } => {
                format!("an even number of teams plays the round: no bye, but {} has one", bye(got))
            }
            Breach::WrongBye { expected: Some(e), got: None } => {
                format!("no bye is drawn, but {} has it (the lowest-ranked team without one)", id(e))
            }
            Breach::WrongBye { expected, got } => {
                format!("the bye is {}, but the lowest-ranked team without one is {}", bye(got), bye(expected))
            }
            Breach::Rematches { drawn, fewest } => format!(
                "{} where {} would do",
                counted(*drawn, "rematch", "rematches"),
                counted(*fewest, "rematch", "rematches")
            ),
            Breach::Recency { drawn, least } => {
                format!("rematches more recent than needed (recency {drawn}, {least} possible)")
            }
            Breach::TopPair { team, drawn, expected } => format!(
                "table 1 holds the two best teams that may meet: {} plays {}, but may play {}",
                id(team),
                id(drawn),
                id(expected)
            ),
            Breach::Distance { drawn, least } => format!(
                "pairs farther apart in the standings than needed (sum of squared rank differences {drawn}, {least} possible)"
            ),
            Breach::OutOfOrder { table } => format!("table {table} holds a better-placed pair than the table before it"),
            Breach::NotSchedule { table } => format!("table {table} is not the rotation's schedule"),
        }
    }

    fn concours_started(&self, name: &str, teams: usize, rounds: u32, path: &str) -> String {
        format!(
            "Concours {} started: {}, {}. Journal: {path}\nDraw round 1 with 'tapete concours draw'.",
            quote(name),
            counted(teams, "team", "teams"),
            counted(rounds, "round", "rounds")
        )
    }

    fn round_title(&self, round: u32, rounds: u32) -> String {
        format!("Round {round} of {rounds}")
    }

    fn draw_line(&self, table: u32, a: &str, b: &str) -> String {
        format!("Table {table}: {a} – {b}")
    }

    fn bye_line(&self, team: &str) -> String {
        format!("Bye: {team}")
    }

    fn forfeit_line(&self, table: u32, gone: &str, other: &str) -> String {
        format!("Table {table}: {gone} withdrew; {other} scores a bye")
    }

    fn drawn(&self, round: u32, line: usize) -> String {
        format!("Round {round} drawn (journal line {line}).")
    }

    fn result_recorded(&self, round: u32, table: u32, a: (&str, i64), b: (&str, i64), line: usize) -> String {
        format!("Round {round}, table {table}: {} {} – {} {} (journal line {line}).", a.0, a.1, b.0, b.1)
    }

    fn withdrawal_recorded(&self, team: &str, round: u32, line: usize) -> String {
        format!("{team} plays no more from round {round} (journal line {line}).")
    }

    fn undone(&self, what: &Undoable) -> String {
        match *what {
            Undoable::Entry { line, kind } => format!("Undone: {} of line {line}.", entry(kind)),
            Undoable::Amend { line, target } => {
                format!("Undone: the correction of line {target} (journal line {line}).")
            }
        }
    }

    fn amended(&self, line: usize, new_line: usize) -> String {
        format!("Line {line} amended (journal line {new_line}).")
    }

    fn standings_title(&self, name: &str, round: u32, complete: bool) -> String {
        match (round, complete) {
            (0, _) => format!("{name} — standings before round 1"),
            (r, true) => format!("{name} — standings after round {r}"),
            (r, false) => format!("{name} — standings during round {r}"),
        }
    }

    fn standings_heads(&self) -> [&'static str; 8] {
        ["Rank", "Team", "Name", "Points", "Won", "Best", "Difference", "Against"]
    }

    fn awaited(&self, round: u32, tables: &[u32]) -> String {
        format!(
            "Round {round}: results awaited from {} {}.",
            if tables.len() == 1 { "table" } else { "tables" },
            list(tables)
        )
    }

    fn round_done(&self, round: u32, rounds: u32) -> String {
        if round >= rounds {
            format!("Round {round} is complete: the concours is over.")
        } else {
            format!("Round {round} is complete: draw round {} with 'tapete concours draw'.", round + 1)
        }
    }

    fn status_head(&self) -> &'static str {
        "Status"
    }

    fn withdrawn_mark(&self, round: u32) -> String {
        format!("withdrawn (round {round})")
    }

    fn verify_ok(&self, entries: usize, rounds: u32, results: usize) -> String {
        format!(
            "OK: {}, {} drawn by the rules, {} consistent.",
            counted(entries, "entry", "entries"),
            counted(rounds, "round", "rounds"),
            counted(results, "result", "results")
        )
    }

    fn verify_draw(&self, line: usize, round: u32, why: &str) -> String {
        format!("line {line}: the draw of round {round} breaks the rules: {why}")
    }

    fn standings_heads_short(&self) -> [&'static str; 8] {
        ["#", "Team", "Name", "Pts", "Won", "Best", "Diff", "Agst"]
    }

    fn ranking_rule(&self, ranking: Ranking) -> String {
        let first = match ranking {
            Ranking::Points => "points, then parties won",
            Ranking::Wins => "parties won, then points",
        };
        format!("Ranked by {first}, best partie, difference, fewer points against, and last a draw made at the start.")
    }

    fn table_title(&self, table: u32) -> String {
        format!("Table {table}")
    }

    fn sheet_words(&self) -> SheetWords {
        SheetWords {
            hand: "Hand",
            total: "Total",
            belotes: "Belotes",
            capots: "Capots",
            held: "Points still held by a litige at the end",
            contract: "Contract",
            taker: "Taker",
            multiplier: "×",
            result: "Made / failed",
            signatures: "Signatures",
            no_partie: "No partie this round",
        }
    }

    fn sheet_check(&self, hands: u32, per_hand: i64, belote: i64, capot: i64) -> String {
        let mut out = format!("Check: the two totals add up to {per_hand} × {hands} = {}", per_hand * i64::from(hands));
        if belote != 0 {
            out.push_str(&format!(", + {belote} per belote"));
        }
        if capot != 0 {
            out.push_str(&format!(", + {capot} per capot"));
        }
        out.push_str(", − the points still held.");
        out
    }

    fn sheet_bound(&self, hands: u32, hand: &HandMost) -> String {
        let most = hand.points() * i64::from(hands);
        format!(
            "Check: each total is 0 to {hands} × {} = {most}, and the two together at most {most} (a hand scores at most {}).",
            hand.points(),
            most_hand(hand)
        )
    }

    fn sheet_target(&self, target: i64) -> String {
        format!("The partie ends when a team reaches {target}.")
    }

    fn board_words(&self) -> BoardWords {
        BoardWords { standings: "Standings", awaited: "awaited", no_round: "No round drawn yet", reload: "Reload" }
    }

    fn draw_in_play(&self, round: u32, tables: &[u32]) -> String {
        format!(
            "Round {round} is in play (results awaited from {} {}): printed again, nothing drawn.",
            if tables.len() == 1 { "table" } else { "tables" },
            list(tables)
        )
    }

    fn teams_heads(&self) -> TeamsHeads {
        TeamsHeads { team: &["team", "team name", "name", "pair"], player: &["player", "player name", "name"] }
    }

    fn bye_heads(&self) -> [&'static str; 2] {
        ["Byes", "Walkovers"]
    }

    fn bye_mark(&self, rounds: &[u32]) -> String {
        match rounds {
            [r] => format!("bye in round {r}"),
            _ => format!("byes in rounds {}", list(rounds)),
        }
    }

    fn walkover_mark(&self, rounds: &[u32]) -> String {
        match rounds {
            [r] => format!("won by walkover in round {r}"),
            _ => format!("won by walkover in rounds {}", list(rounds)),
        }
    }

    fn in_play_title(&self, round: u32, rounds: u32) -> String {
        format!("Round {round} of {rounds}, in play (counted in the standings once all its results are in)")
    }

    fn in_play_line(&self, table: u32, a: &str, b: &str, points: Option<[i64; 2]>) -> String {
        match points {
            Some([x, y]) => format!("Table {table}: {a} {x} – {b} {y}"),
            None => format!("Table {table}: {a} – {b}: awaited"),
        }
    }

    fn added(&self, teams: &[String], round: u32, line: usize) -> String {
        let (who, verb, own) = match teams {
            [one] => (one.clone(), "plays", "its"),
            _ => (teams.join(", "), "play", "their"),
        };
        match round {
            1 => format!("{who} {verb} from round 1 (journal line {line})."),
            2 => format!("{who} {verb} from round 2 (journal line {line}); round 1 scores as a bye, not {own} own."),
            r => format!(
                "{who} {verb} from round {r} (journal line {line}); rounds 1 to {} score as byes, not {own} own.",
                r - 1
            ),
        }
    }

    fn redraw_hint(&self, round: u32) -> String {
        format!("Round {round} has no result yet: 'tapete concours redraw' draws it again with them.")
    }

    fn redrawn(&self, round: u32, line: usize, old: usize) -> String {
        format!("Round {round} drawn again (journal line {line}); the draw of line {old} is replaced.")
    }

    fn joined_mark(&self, round: u32, missed: &[u32]) -> String {
        match missed {
            [] => format!("joined in round {round}"),
            [r] => format!("joined in round {round} (round {r} as a bye)"),
            _ => format!("joined in round {round} (rounds {} as byes)", list(missed)),
        }
    }
}
