//! English: the words of reports: `judge`'s verdict, `stats`, `sessions`, `board`, the lines of
//! a summary.

use super::{counted, En};
use crate::cards::{suit_short, DeckKind, Suit};
use crate::engine::{BidValue, CallWords, HandResult, MeldName, Outcome, Seat, StatKey, Trump};
use crate::games::belote::judge::{PlayerJudgement, Ruling, Why};
use crate::games::belote::melds::Combo;
use crate::i18n::{CardMode, Duty, Names, Reports, RulesShow, Stats, Terms};
use crate::ruleset::{Head, Ruff, TeamsRule};
use crate::simulate::{Ending, Engine, Stats as SimStats};

impl Reports for En {
    fn judge_header(&self, trump: Suit, eldest: &str) -> String {
        format!("Trump {} · eldest hand {eldest}", suit_short(DeckKind::French, trump))
    }

    fn judge_combo(&self, c: &Combo, value: i64, x: &Names) -> String {
        let top = x.letters.rank(x.deck, c.top);
        match c.name {
            MeldName::Four if value > 0 => format!("brelán of {top} ({value})"),
            MeldName::Four => format!("brelán of {top} (worth nothing)"),
            MeldName::Run(_) => {
                let suit = c.suit.map(|s| x.suit(s)).unwrap_or("");
                format!("{} to the {top}{suit} ({value})", self.meld(c.name))
            }
        }
    }

    fn judge_ruling(&self, r: &Ruling, x: &Names) -> String {
        match r {
            Ruling::Wins => "wins: their side scores all of its combinations".into(),
            Ruling::WithPartner => "scores with the partner holding the best combination".into(),
            Ruling::Beaten { by, why } => format!("beaten by {} ({})", x.player(*by), self.judge_why(*why)),
            Ruling::Tied { shared: true } => "tied: the equal runs share the value".into(),
            Ruling::Tied { shared: false } => "tied: with two players nobody scores".into(),
            Ruling::Mismatch => "the cards do not make what was announced: scores nothing".into(),
            Ruling::NotHigher { by } => format!(
                "announced lower by name than {}, who announced before: void (announce-not-higher)",
                x.player(*by)
            ),
            Ruling::Lower { by } => format!(
                "holds only combinations lower by name than {}'s announcement before: could only say \"está bien\"",
                x.player(*by)
            ),
            Ruling::Nothing => "nothing to score".into(),
        }
    }

    fn judge_why(&self, w: Why) -> &'static str {
        match w {
            Why::BrelanOverRun => "any scoring brelán beats every run",
            Why::BrelanOrder => "between brelanes the order is J, 9, A, 10, K, Q",
            Why::MoreCards => "between runs, more cards win",
            Why::HigherTop => "equal length: the higher top card wins",
            Why::TrumpRun => "equal runs: the run in trumps wins",
            Why::NearestEldest => "equal runs: the announcer nearest the eldest hand wins",
        }
    }

    fn judge_line(&self, player: &str, p: &PlayerJudgement, x: &Names) -> String {
        let combos: Vec<String> = p.combos.iter().map(|(c, v, _)| self.judge_combo(c, *v, x)).collect();
        let held = if combos.is_empty() { "no combination".into() } else { combos.join(", ") };
        format!("{player}: {held} — {} — scores {}", self.judge_ruling(&p.standing, x), p.score)
    }

    fn judge_said(&self, said: &str, made: bool) -> String {
        match made {
            true => format!("  said \"{said}\": the cards make it"),
            false => format!("  said \"{said}\": the cards do not make it (show-mismatch)"),
        }
    }

    fn judge_sides(&self, sides: &[(String, i64)]) -> String {
        let list: Vec<String> = sides.iter().map(|(s, p)| format!("{s} {p}")).collect();
        format!("Sides: {}", list.join(" · "))
    }

    fn stat_label(&self, key: crate::engine::StatKey) -> String {
        match key {
            StatKey::Sessions => "sessions".into(),
            StatKey::Won => "won".into(),
            StatKey::Hands => "hands".into(),
            StatKey::Taken => "taken".into(),
            StatKey::Made => "made".into(),
            StatKey::Failed => "failed".into(),
            StatKey::Litiges => "litiges".into(),
            StatKey::Coinches => "coinches".into(),
            StatKey::CoinchesMade => "coinched made".into(),
            StatKey::CoinchesFailed => "coinched failed".into(),
            StatKey::Surcoinches => "surcoinches".into(),
            StatKey::SurcoinchesMade => "surcoinched made".into(),
            StatKey::SurcoinchesFailed => "surcoinched failed".into(),
            StatKey::CapotsBid => "capots bid".into(),
            StatKey::CapotsUnbid => "capots unbid".into(),
            StatKey::Capots => "capots".into(),
            StatKey::Belotes => "belotes".into(),
            StatKey::Combinations => "combinations".into(),
            StatKey::Renounces => "renounces".into(),
            StatKey::EnBestia => "en bestia".into(),
            StatKey::Pots => "pots".into(),
            StatKey::Panfilos => "pánfilos".into(),
            StatKey::Moscas => "moscas".into(),
            StatKey::Tururus => "tururús".into(),
            StatKey::Chips => "chips".into(),
            StatKey::Square(l) => self.lance(l).into(),
        }
    }

    fn sessions_none(&self, dir: &str) -> String {
        format!("No sessions in {dir} yet: start one with 'tapete new RULESET --players A,B,C,D'.")
    }

    fn sessions_concours(&self, name: &str) -> String {
        format!("Concours {name}: the parties of its tables, round by round")
    }

    fn sessions_heads(&self) -> [&'static str; 7] {
        ["session", "started", "ruleset", "players", "hands", "status", "leader"]
    }

    fn session_status(&self, status: &crate::i18n::SessionStatus) -> String {
        use crate::i18n::SessionStatus as S;
        match status {
            S::Won(side) => format!("won by {side}"),
            S::Ended => "ended".into(),
            S::Unfinished => "unfinished".into(),
            S::NotStarted => "not started (no header)".into(),
            S::Unreadable(why) => format!("unreadable: {why}"),
        }
    }

    fn stats_levels(&self) -> String {
        "Contracts made/taken, by value".into()
    }

    fn bidding(
        &self,
        standing: Option<(Seat, BidValue, Trump)>,
        coinched: Option<Seat>,
        words: CallWords,
        x: &Names,
    ) -> String {
        let bid = match standing {
            Some((p, v, t)) => format!("bid: {} {} {}", x.player(p), v.code(), self.trump(t, x)),
            None => "no bid yet".into(),
        };
        match coinched {
            Some(c) => {
                let by = match words {
                    CallWords::Coinche => "coinched by",
                    CallWords::Contre => "contré by",
                };
                format!("{bid} · {by} {}", x.player(c))
            }
            None => bid,
        }
    }

    fn stats_heads(&self) -> [&'static str; 2] {
        ["Player", "Team"]
    }

    fn board_at(&self, url: &str, journal: &str) -> String {
        format!("Live board of {journal} at {url} (read-only; Ctrl-C stops it)")
    }

    fn board_also(&self, urls: &[String]) -> String {
        format!("Also at {}", urls.join(", "))
    }

    fn board_no_network(&self) -> String {
        "No network found but this computer's own: a phone or TV cannot open the board yet".into()
    }

    fn board_scan(&self) -> &'static str {
        "A phone on the same network opens it from this code:"
    }

    fn public_peers(&self) -> String {
        "Warning (--allow-public): every address that reaches this computer is answered, not only the private networks such as the table's: anyone who can reach it sees what is served here".into()
    }

    fn board_accept_failing(&self, cause: &str) -> String {
        format!(
            "The board cannot take more connections for now ({cause}); it keeps serving those it has and tries again"
        )
    }

    fn stats(&self, s: &Stats) -> String {
        // Redeals go with the bidding (a hand nobody takes).
        let parts = [
            (StatKey::Made, "made", s.made),
            (StatKey::Failed, "failed", s.failed),
            (StatKey::Litiges, "litige", s.litige),
            (StatKey::Capots, "capots", s.capots),
            (StatKey::Taken, "redeals", s.redeals),
            (StatKey::Belotes, "belotes", s.belotes),
        ];
        let mut out = format!("Hands: {}", s.hands);
        for (_, word, n) in parts.iter().filter(|(k, _, _)| s.applies.contains(k)) {
            out.push_str(&format!(" · {word} {n}"));
        }
        out
    }

    fn best_announcement(&self, points: i64, who: &str, cards: &str) -> String {
        format!("Best announcement: {who} {cards} ({points})")
    }

    fn infractions_by_player(&self, list: &str) -> String {
        format!("Infractions: {list}")
    }

    fn not_applied(&self, count: usize) -> String {
        format!("{} could not be applied:", counted(count, "entry", "entries"))
    }

    fn infractions_count(&self, count: usize) -> String {
        format!("{}:", counted(count, "infraction", "infractions"))
    }

    fn totals(&self, list: &str) -> String {
        format!("Totals: {list}")
    }

    fn simulation(&self, s: &SimStats) -> String {
        let engine = match s.engine {
            Engine::Reducer => "reducer",
        };
        let means: Vec<String> = s.mean_score.iter().map(|(side, v)| format!("{side} {v:.1}")).collect();
        let results: Vec<String> = s.results.iter().map(|(e, n)| format!("{} {n}", ending(*e))).collect();
        let mut counts = String::new();
        if s.applies.contains(&StatKey::Capots) {
            counts.push_str(&format!("capots {} · ", s.capots));
        }
        if s.applies.contains(&StatKey::Belotes) {
            counts.push_str(&format!("belotes {} · ", s.belotes));
        }
        format!(
            "{} · {} players · {} in {:.3} s ({:.0} hands/s, {engine} engine)\n\
             mean score per hand: {}\n\
             results: {}\n\
             {counts}breaches injected {} · infractions found {}",
            s.ruleset,
            s.players,
            counted(s.deals, "deal", "deals"),
            s.seconds,
            s.hands_per_second,
            means.join(", "),
            results.join(", "),
            s.breaches_injected,
            s.infractions_found
        )
    }

    fn simulation_progress(&self) -> &'static str {
        "{bar:30} {human_pos}/{human_len} deals · {eta} left"
    }

    fn rules_heads(&self) -> [&'static str; 4] {
        ["name", "game", "players", "description"]
    }

    fn bundled_about(&self, ruleset: &str) -> Option<&'static str> {
        Some(match ruleset {
            "belote-classic" => "Belote as on Board Game Arena - 4 players in two teams, take or pass on the turned card, game to 1000.",
            "belote-es" => "Spanish Belote for 2, 3 or 4 players (4 individually or in pairs) with brelanes, runs, belote and capote.",
            "bestia" => "La Bestia - 3 to 8 players, a chip pot, play or pass, exchanges, mosca and the pánfilo (J♣ top trump).",
            "perejila" => "Perejila - 2 to 8 players stake on nine squares; punto, lances, treinta y una and the tururú, with the 7 of oros wild.",
            "coinche" => "Coinche as on Board Game Arena - 4 players in two teams, bids 80 to 180 or capot, coinche and surcoinche, game to 2000.",
            "contree" => "Contree (FFB) - coinche with bids to 160, contre and surcontre in turn, no undertrump, scores rounded to tens, game to 2000.",
            _ => return None,
        })
    }

    fn rules_show(&self, part: &RulesShow) -> String {
        match part {
            RulesShow::Deck { deck, ranks, extra } => {
                let deck = match deck {
                    DeckKind::French => "French",
                    DeckKind::Spanish => "Spanish",
                };
                let more = extra.map(|e| format!(" (more: {e})")).unwrap_or_default();
                format!("Deck: {deck}, ranks {ranks}{more}")
            }
            RulesShow::Players { counts, teams } => {
                let teams = match teams {
                    TeamsRule::None => "everyone for themselves",
                    TeamsRule::Required => "two teams, partners opposite",
                    TeamsRule::Optional => "individually, or with 4 players in two pairs (partners opposite)",
                };
                format!("Players: {counts}; {teams}")
            }
            RulesShow::OrdersHeading => "Card order (high to low) and points:".into(),
            RulesShow::DutiesHeading => "Duties:".into(),
            RulesShow::OptionsHeading => "Options (default):".into(),
            RulesShow::Mode(m) => match m {
                CardMode::Trump => "trump",
                CardMode::Plain => "plain",
                CardMode::AllTrump => "all-trump",
                CardMode::NoTrump => "no-trump",
            }
            .into(),
            RulesShow::Duties(duties) => duties
                .iter()
                .map(|d| match d {
                    Duty::Follow => "follow suit",
                    Duty::Head(Head::Never) => "no duty to beat",
                    Duty::Head(Head::Trumps) => "beat when trumps are led",
                    Duty::Head(Head::Always) => "beat the best card of the led suit",
                    Duty::NoHeadOnceRuffed => "no duty to beat once trumped",
                    Duty::Ruff(Ruff::Never) => "void: anything",
                    Duty::Ruff(Ruff::Always) => "void: ruff",
                    Duty::Ruff(Ruff::UnlessPartnerWinning) => "void: ruff unless the partner is winning",
                    Duty::Overtrump => "overtrump",
                    Duty::Undertrump => "undertrump when unable to overtrump",
                    Duty::NoUndertrump => "no undertrump duty",
                })
                .collect::<Vec<_>>()
                .join("; "),
            RulesShow::PanfiloLabel => "pánfilo".into(),
            RulesShow::Panfilo { card } => format!("{card} is the highest trump (option panfilo)"),
            RulesShow::Range { min, max } => match (min, max) {
                (Some(a), Some(b)) => format!("{a} to {b}"),
                (Some(a), None) => format!("at least {a}"),
                (None, Some(b)) => format!("at most {b}"),
                (None, None) => String::new(),
            },
        }
    }

    fn ruleset_ok(&self, path: &str, name: &str, game: &str) -> String {
        format!("{path}: ok ({name}, game {game})")
    }
}

/// How hands ended, as `simulate` counts them (the codes of `--json`, with its `tururu`).
fn ending(e: Ending) -> &'static str {
    match e {
        Ending::Result(HandResult::Made) => "made",
        Ending::Result(HandResult::Failed) => "failed",
        Ending::Result(HandResult::Litige) => "litige",
        Ending::Result(HandResult::Capot) => "capot",
        Ending::Outcome(Outcome::Played) => "played",
        Ending::Outcome(Outcome::Redeal) => "redeal",
        Ending::Outcome(Outcome::Void) => "void",
        Ending::Outcome(Outcome::Taken) => "taken",
        Ending::Outcome(Outcome::Mosca) => "mosca",
        Ending::Outcome(Outcome::Tururu) => "tururu",
    }
}
