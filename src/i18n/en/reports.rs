//! English: the words of reports: `judge`'s verdict, `stats`, `sessions`, `board`, the lines of
//! a summary.

use super::En;
use crate::engine::{HandResult, Outcome};
use crate::i18n::{Reports, Stats, Terms};
use crate::simulate::{Ending, Engine, Stats as SimStats};

impl Reports for En {
    fn judge_words(&self) -> &'static crate::i18n::JudgeWords {
        &JUDGE
    }

    fn stat_label(&self, key: crate::engine::StatKey) -> String {
        use crate::engine::StatKey;
        match key {
            StatKey::Sessions => "sessions".into(),
            StatKey::Won => "won".into(),
            StatKey::Hands => "hands".into(),
            StatKey::Taken => "taken".into(),
            StatKey::Made => "made".into(),
            StatKey::Failed => "failed".into(),
            StatKey::Litiges => "litiges".into(),
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
            StatKey::Square(l) => format!("square {}", self.lance(l)),
        }
    }

    fn sessions_none(&self, dir: &str) -> String {
        format!("No sessions in {dir} yet: start one with 'tapete new RULESET --players A,B,C,D'.")
    }

    fn sessions_heads(&self) -> [&'static str; 7] {
        ["started", "ruleset", "players", "hands", "status", "leader", "file"]
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

    fn stats_heads(&self) -> [&'static str; 2] {
        ["Player", "Team"]
    }

    fn board_at(&self, url: &str, journal: &str) -> String {
        format!("Live board of {journal} at {url} (read-only; Ctrl-C stops it)")
    }

    fn stats(&self, s: &Stats) -> String {
        if !s.contracts {
            return format!("Hands: {}", s.hands);
        }
        format!(
            "Hands: {} · made {} · failed {} · litige {} · capots {} · redeals {} · belotes {}",
            s.hands, s.made, s.failed, s.litige, s.capots, s.redeals, s.belotes
        )
    }

    fn best_announcement(&self, points: i64, who: &str, cards: &str) -> String {
        format!("Best announcement: {who} {cards} ({points})")
    }

    fn infractions_by_player(&self, list: &str) -> String {
        format!("Infractions: {list}")
    }

    fn not_applied(&self, count: usize) -> String {
        if count == 1 {
            "1 entry could not be applied:".into()
        } else {
            format!("{count} entries could not be applied:")
        }
    }

    fn infractions_count(&self, count: usize) -> String {
        if count == 1 {
            "1 infraction:".into()
        } else {
            format!("{count} infractions:")
        }
    }

    fn totals(&self, list: &str) -> String {
        format!("Totals: {list}")
    }

    fn simulation(&self, s: &SimStats) -> String {
        let engine = match s.engine {
            Engine::Reducer => "reducer",
            Engine::Fast => "fast",
        };
        let means: Vec<String> = s.mean_score.iter().map(|(side, v)| format!("{side} {v:.1}")).collect();
        let results: Vec<String> = s.results.iter().map(|(e, n)| format!("{} {n}", ending(*e))).collect();
        format!(
            "{} · {} players · {} deals in {:.3} s ({:.0} hands/s, {engine} engine)\n\
             mean score per hand: {}\n\
             results: {}\n\
             capots {} · belotes {} · breaches injected {} · infractions found {}",
            s.ruleset,
            s.players,
            s.deals,
            s.seconds,
            s.hands_per_second,
            means.join(", "),
            results.join(", "),
            s.capots,
            s.belotes,
            s.breaches_injected,
            s.infractions_found
        )
    }

    fn simulation_progress(&self) -> &'static str {
        "{bar:30} {human_pos}/{human_len} deals · {eta} left"
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

static JUDGE: crate::i18n::JudgeWords = crate::i18n::JudgeWords {
    four: "brelán of {}",
    worthless: "brelán of {} (worth nothing)",
    run: "{} to the {}",
    header: "Trump {} · eldest hand {}",
    nothing_held: "no combination",
    wins: "wins: their side scores all of its combinations",
    partner: "scores with the partner holding the best combination",
    beaten: "beaten by {}",
    tied_shared: "tied: the equal runs share the value",
    tied_none: "tied: with two players nobody scores",
    mismatch: "the cards do not make what was announced: scores nothing",
    not_higher: "announced lower by name than {}, who announced before: void (announce-not-higher)",
    lower: "holds only combinations lower by name than {}'s announcement before: could only say \"está bien\"",
    none: "nothing to score",
    scores: "scores {}",
    said_ok: "  said \"{}\": the cards make it",
    said_bad: "  said \"{}\": the cards do not make it (show-mismatch)",
    sides: "Sides: {}",
    why: [
        "any scoring brelán beats every run",
        "between brelanes the order is J, 9, A, 10, K, Q",
        "between runs, more cards win",
        "equal length: the higher top card wins",
        "equal runs: the run in trumps wins",
        "equal runs: the announcer nearest the eldest hand wins",
    ],
};
