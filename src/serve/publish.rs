//! What a served table shows its phones, made on the writer's thread before each question and
//! swapped in whole ([`Shared`]): the board part of the page, the questions with their taps, the
//! folds (the hand in play, the last hand, the score, help), the banner of a hand just settled,
//! and `GET /state`'s document (`{"seq", "question", "board", "table"}`; docs/serve.md).

use crate::cards::Letters;
use crate::engine::Question;
use crate::http::Shared;
use crate::i18n::{Lang, Names};
use crate::report::asked::{asked, Asked};
use crate::report::{live, phone_folds, phone_tally};
use crate::session::Session;
use crate::table::served::Closing;
use bytes::Bytes;
use serde_json::json;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The table as the phones see it at one moment.
#[derive(Debug, Clone, Default)]
pub(crate) struct Snapshot {
    /// The journal's lines (the header included).
    pub(crate) seq: usize,
    pub(crate) title: String,
    pub(crate) board: String,
    /// The questions of the moment, the first the one asked (empty: the session is over).
    pub(crate) asked: Vec<Asked>,
    /// `GET /state`.
    pub(crate) state: Bytes,
    /// The last entries in force, the latest first: (journal line, the entry in words), for
    /// the page's amend (none once the session has ended).
    pub(crate) recent: Vec<(usize, String)>,
    /// The play held for its word, as the question's default answer sends it (`Pep KC`), or
    /// empty: what the page's forms post as `held`.
    pub(crate) held: String,
    /// Whether the table is open, closing (until when) or closed.
    pub(crate) closing: Closing,
    /// The players in seating order, as the page names them: the seats a phone may take.
    pub(crate) players: Vec<String>,
    /// The folds under the entry line, all closed.
    pub(crate) folds: String,
    /// The quick hand (a tally in a few taps) where a question takes a tally, else empty.
    pub(crate) quick: String,
    /// The hand settled last while the table was served: when, and what its banner says.
    pub(crate) settled: Option<(Instant, String)>,
    /// A concours's table whose partie is over (and not ended): the sides' word on its result.
    pub(crate) over: Option<Over>,
}

/// A concours's partie over: its sides, who sits on each, and what each has said of the result.
#[derive(Debug, Clone, Default)]
pub(crate) struct Over {
    pub(crate) sides: Vec<String>,
    pub(crate) members: Vec<Vec<usize>>,
    pub(crate) said: crate::session::Confirmations,
}

/// How long the banner of a hand just settled is shown.
pub(crate) const SETTLED: Duration = Duration::from_secs(8);

/// The variable a test sets to shorten (or lengthen) [`SETTLED`], in milliseconds; read only by
/// debug builds.
#[cfg_attr(not(debug_assertions), allow(dead_code))]
pub(crate) const TEST_SETTLED_VAR: &str = "TAPETE_TEST_SETTLED_MS";

/// How long the banner of a hand just settled is shown: [`SETTLED`], or in a debug build what
/// [`TEST_SETTLED_VAR`] says.
pub(crate) fn settled_window() -> Duration {
    #[cfg(debug_assertions)]
    if let Some(ms) = std::env::var(TEST_SETTLED_VAR).ok().and_then(|v| v.trim().parse::<u64>().ok()) {
        return Duration::from_millis(ms);
    }
    SETTLED
}

/// Entries the page offers to amend.
const RECENT: usize = 8;

/// Makes the snapshots, keeping the chart until the hands' scores change.
pub(crate) struct Publisher {
    shared: Arc<Shared<Snapshot>>,
    lang: Lang,
    letters: Letters,
    chart: Option<(Vec<Vec<i64>>, String)>,
    closing: Closing,
    /// The hands settled when the last snapshot was made (None before the first).
    hands: Option<usize>,
    settled: Option<(Instant, String)>,
    /// A concours's table: its sides confirm the result of a partie over.
    confirms: bool,
}

impl Publisher {
    pub(crate) fn new(shared: Arc<Shared<Snapshot>>, lang: Lang, letters: Letters) -> Publisher {
        Publisher {
            shared,
            lang,
            letters,
            chart: None,
            closing: Closing::Open,
            hands: None,
            settled: None,
            confirms: false,
        }
    }

    /// The publisher of a concours's table: once the partie is over its sides are asked to
    /// confirm the result ([`Snapshot::over`]).
    pub(crate) fn confirming(self) -> Publisher {
        Publisher { confirms: true, ..self }
    }
}

/// The table's state in `/state`: `open`, `closing` (the session has ended; an undo takes the
/// end back) or `closed`.
fn table_word(closing: Closing) -> &'static str {
    match closing {
        Closing::Open => "open",
        Closing::Until(_) => "closing",
        Closing::Closed => "closed",
    }
}

impl crate::table::served::Publish for Publisher {
    fn publish(&mut self, session: &Session, questions: &[&Question], seq: usize) {
        let cat = self.lang.catalog();
        let reports = session.reports();
        let same =
            |made: &Vec<Vec<i64>>| made.len() == reports.len() && made.iter().zip(reports).all(|(m, r)| *m == r.score);
        if !self.chart.as_ref().is_some_and(|(made, _)| same(made)) {
            self.chart = Some((reports.iter().map(|r| r.score.clone()).collect(), live::chart(session)));
        }
        let chart = self.chart.as_ref().map(|(_, c)| c.as_str()).unwrap_or_default();
        let asked: Vec<Asked> = questions.iter().map(|q| asked(session, q, cat, self.letters)).collect();
        let question = asked.split_first().map(|(first, next)| {
            let mut q = json!(first);
            q["next"] = json!(next);
            q
        });
        let state = json!({"seq": seq, "question": question, "board": live::board(session, cat),
            "table": table_word(self.closing)});
        let x = Names::of(&session.seating, session.ruleset.deck_kind).typed_with(self.letters);
        let held = crate::table::held::published(questions).map(|h| h.key(&x)).unwrap_or_default();
        let recent = if session.ended() { Vec::new() } else { session.recent_in_force(RECENT) };
        let recent = recent.into_iter().map(|(line, e)| (line, cat.entry(&e, &x))).collect();
        let sides: Vec<String> = (0..x.sides.len()).map(|s| x.side(s)).collect();
        // A hand settled since the last snapshot is the banner's; one undone takes it away.
        match self.hands {
            Some(before) if reports.len() > before => {
                self.settled = phone_folds::settled(session, cat, self.letters).map(|b| (Instant::now(), b));
            }
            Some(before) if reports.len() < before => self.settled = None,
            _ => {}
        }
        self.hands = Some(reports.len());
        let standing = session.standing();
        let over = (self.confirms && !session.ended() && (standing.over || standing.winner.is_some())).then(|| Over {
            sides: sides.clone(),
            members: session.seating.members.clone(),
            said: session.confirmations(),
        });
        self.shared.set(Snapshot {
            seq,
            title: format!("{} · {}", session.ruleset.name, sides.join(" vs ")),
            board: live::fragment_with(session, cat, chart),
            asked,
            state: state.to_string().into(),
            recent,
            held: held.clone(),
            closing: self.closing,
            players: (0..session.seating.n()).map(|p| x.player(p)).collect(),
            folds: phone_folds::folds(session, cat, self.letters),
            quick: phone_tally::quick(session, questions, (seq, &held), cat, self.letters),
            settled: self.settled.clone(),
            over,
        });
    }

    fn closing(&mut self, closing: Closing) {
        self.closing = closing;
    }
}
