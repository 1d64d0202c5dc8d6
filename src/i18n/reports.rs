/*!
The words of reports: `judge`'s verdict, `tapete stats`, `tapete sessions`, `tapete board`, the
lines of a summary, and `simulate`'s statistics.
*/

use crate::engine::MeldName;
use crate::i18n::{Names, Terms};

/// The words of `judge`, `stats`, `sessions`, `board`, a summary and `simulate`.
pub trait Reports: Terms {
    /// The words of `judge`'s verdict (templates: each `{}` is filled in order).
    fn judge_words(&self) -> &'static JudgeWords;
    /// A combination: "cuarta to the 10♥ (50)", "brelán of J (200)".
    fn judge_combo(&self, c: &crate::games::belote::melds::Combo, value: i64, x: &Names) -> String {
        let w = self.judge_words();
        let top = crate::cards::rank_code(x.deck, c.top);
        match c.name {
            MeldName::Four if value > 0 => format!("{} ({value})", fill(w.four, &[top])),
            MeldName::Four => fill(w.worthless, &[top]),
            MeldName::Run(_) => {
                let top = format!("{top}{}", c.suit.map(|s| x.suit(s)).unwrap_or(""));
                format!("{} ({value})", fill(w.run, &[&self.meld(c.name), &top]))
            }
        }
    }
    fn judge_header(&self, trump: crate::cards::Suit, eldest: &str) -> String {
        let suit = crate::cards::suit_short(crate::cards::DeckKind::French, trump);
        fill(self.judge_words().header, &[suit, eldest])
    }
    /// "P1: cuarta to the 10♥ (50) — wins: … — scores 50".
    fn judge_line(
        &self,
        player: &str,
        combos: &[String],
        ruling: &crate::games::belote::judge::Ruling,
        score: i64,
        x: &Names,
    ) -> String {
        use crate::games::belote::judge::{Ruling, Why};
        let w = self.judge_words();
        let list = if combos.is_empty() { w.nothing_held.to_string() } else { combos.join(", ") };
        let ruling = match ruling {
            Ruling::Wins => w.wins.to_string(),
            Ruling::WithPartner => w.partner.to_string(),
            Ruling::Beaten { by, why } => {
                let why = match why {
                    Why::BrelanOverRun => w.why[0],
                    Why::BrelanOrder => w.why[1],
                    Why::MoreCards => w.why[2],
                    Why::HigherTop => w.why[3],
                    Why::TrumpRun => w.why[4],
                    Why::NearestEldest => w.why[5],
                };
                format!("{} ({why})", fill(w.beaten, &[&x.player(*by)]))
            }
            Ruling::Tied { shared: true } => w.tied_shared.to_string(),
            Ruling::Tied { shared: false } => w.tied_none.to_string(),
            Ruling::Mismatch => w.mismatch.to_string(),
            Ruling::NotHigher { by } => fill(w.not_higher, &[&x.player(*by)]),
            Ruling::Lower { by } => fill(w.lower, &[&x.player(*by)]),
            Ruling::Nothing => w.none.to_string(),
        };
        format!("{player}: {list} — {ruling} — {}", fill(w.scores, &[&score.to_string()]))
    }
    /// An announcement checked against the cards.
    fn judge_said(&self, said: &str, made: bool) -> String {
        let w = self.judge_words();
        fill(if made { w.said_ok } else { w.said_bad }, &[said])
    }
    fn judge_sides(&self, sides: &[(String, i64)]) -> String {
        let list: Vec<String> = sides.iter().map(|(s, p)| format!("{s} {p}")).collect();
        fill(self.judge_words().sides, &[&list.join(" · ")])
    }
    /// A column of `tapete stats`.
    fn stat_label(&self, key: crate::engine::StatKey) -> String;
    /// `tapete stats`: the two tables' first column, and the journals not read.
    fn stats_heads(&self) -> [&'static str; 2];
    /// `tapete sessions`: an empty sessions folder, the columns, and a journal's status.
    fn sessions_none(&self, dir: &str) -> String;
    fn sessions_heads(&self) -> [&'static str; 7];
    fn session_status(&self, status: &SessionStatus) -> String;
    /// `tapete board`: where the live board is served.
    fn board_at(&self, url: &str, journal: &str) -> String;
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
}

/// What `tapete sessions` says of a journal.
#[derive(Debug, Clone, PartialEq, Eq)]
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
pub struct Stats {
    /// Whether the hands have takers and results (belote); else only the hands are counted.
    #[serde(skip)]
    pub contracts: bool,
    pub hands: usize,
    pub made: usize,
    pub failed: usize,
    pub litige: usize,
    pub capots: usize,
    pub redeals: usize,
    pub belotes: usize,
}

/// The words of `judge`, one table per language.
pub struct JudgeWords {
    pub four: &'static str,
    pub worthless: &'static str,
    pub run: &'static str,
    pub header: &'static str,
    pub nothing_held: &'static str,
    pub wins: &'static str,
    pub partner: &'static str,
    pub beaten: &'static str,
    pub tied_shared: &'static str,
    pub tied_none: &'static str,
    pub mismatch: &'static str,
    /// Announced lower by name than {}'s announcement before it.
    pub not_higher: &'static str,
    /// Held only combinations lower by name than {}'s announcement before it.
    pub lower: &'static str,
    pub none: &'static str,
    pub scores: &'static str,
    /// Brelán over run, brelán order, more cards, higher top, trump run, nearest the eldest.
    pub why: [&'static str; 6],
    pub said_ok: &'static str,
    pub said_bad: &'static str,
    pub sides: &'static str,
}

/// A template with each `{}` replaced by the next value.
pub fn fill(template: &str, values: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    for v in values {
        match rest.find("{}") {
            Some(i) => {
                out.push_str(&rest[..i]);
                out.push_str(v);
                rest = &rest[i + 2..];
            }
            None => break,
        }
    }
    out.push_str(rest);
    out
}
