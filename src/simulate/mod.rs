/*!
The simulator: seeded random legal play of whole hands, entered through the same
[`Session::apply`] as the table and `verify`. Each game's random player (a
`crate::games::bot::Bot`) deals real hands and plays a random legal card each turn (the referee's own legal
set). With a breach rate a random player breaks a duty now and then, and what was injected is
recorded so tests can check the referee proves every one.
*/

use crate::cards::Card;
use crate::engine::{Event, HandReport, HandResult, Outcome, Question, Refusal, Turn};
use crate::error::{Bug, Error};
use crate::games::bot::Play;
#[doc(hidden)]
pub use crate::games::bot::Rng;
use crate::games::Rules;
use crate::journal::{Entry, Header, Writer};
use crate::rules::seating::Seating;
use crate::ruleset::{OptValue, Options, Ruleset};
use crate::session::Session;
use indexmap::IndexMap;
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Arc;

/// A duty broken on purpose: (hand number, 1-based trick, player, card).
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub struct Injected {
    pub hand: usize,
    pub trick: usize,
    pub player: usize,
    pub card: Card,
}

/// A simulated session and what the simulator did to it.
#[doc(hidden)]
pub struct Simulation {
    pub session: Session,
    pub injected: Vec<Injected>,
    /// Entries the reducer refused: always empty unless the simulator or the referee is wrong.
    pub refused: Vec<Bug>,
    /// Deals entered so far (the hand number of the current deal), kept where the session is
    /// kept whole (an injected breach names its hand); a streaming simulation counts none.
    pub(crate) deals: usize,
    /// Streaming: the session keeps nothing; each hand's report goes into the tally (and each
    /// entry into the journal, when one is written) as it is settled.
    stream: Option<Stream>,
}

struct Stream {
    tally: Tally,
    injected: usize,
    journal: Option<Writer>,
    write_error: Option<Error>,
}

impl Simulation {
    /// Enter an event (by reference: nothing is cloned or moved per entry); false (and recorded)
    /// when the referee refuses it. (Made part of its caller's code, the random player's
    /// `Play::enter`: one call frame less at every entry.)
    #[inline(always)]
    pub fn enter(&mut self, event: &Event) -> bool {
        self.enter_in(event, |s| s.enter_event(event))
    }

    /// [`Simulation::enter`], a streaming entry applied by `enter` (the session's
    /// [`Session::enter_event`], or its game called as the type the player knows).
    #[inline(always)]
    fn enter_in(&mut self, event: &Event, enter: impl FnOnce(&mut Session) -> Result<bool, Box<Refusal>>) -> bool {
        if self.stream.is_some() {
            let result = enter(&mut self.session);
            return self.streamed(event, result);
        }
        self.enter_whole(event)
    }

    /// What a streaming entry's `result` leaves: a hand's report tallied, the entry written to
    /// the journal (when one is), a refusal recorded; whether it was accepted.
    #[inline(always)]
    fn streamed(&mut self, event: &Event, result: Result<bool, Box<Refusal>>) -> bool {
        // Only a streaming simulation comes here.
        let Some(st) = self.stream.as_mut() else { return result.is_ok() };
        match result {
            Ok(said) => {
                // A hand's report comes with a notice of its end: most entries have none.
                if said {
                    self.session.read_reports(|r| st.tally.add(r));
                }
                if let (Some(w), None) = (st.journal.as_mut(), &st.write_error) {
                    let record = self.session.record(event);
                    if let Err(e) = w.append(&Entry { line: 0, at: None, record }) {
                        st.write_error = Some(e);
                    }
                }
                true
            }
            Err(r) => {
                self.refused.push(self.bug(event, *r));
                false
            }
        }
    }

    /// [`Simulation::enter`] of a session kept whole: the full reducer, entry and all.
    fn enter_whole(&mut self, event: &Event) -> bool {
        let record = self.session.record(event);
        let entry = Entry { line: self.session.entry_count() + 2, at: None, record };
        match self.session.apply(entry) {
            Ok(_) => {
                self.deals += usize::from(matches!(event, Event::Deal { .. }));
                true
            }
            Err(r) => {
                self.refused.push(self.bug(event, r));
                false
            }
        }
    }

    /// The bug an entry refused by the referee is: the entry as a journal line, the refusal, and
    /// the table's names to word it.
    fn bug(&self, event: &Event, refusal: Refusal) -> Bug {
        let record = self.session.record(event);
        let entry = crate::journal::event_json(&Entry { line: 0, at: None, record }).to_string();
        Bug::SimulationRefused {
            entry,
            refusal,
            players: self.session.seating.players.clone(),
            sides: self.session.seating.sides.clone(),
            deck: self.session.ruleset.deck_kind,
        }
    }

    /// The question the game cannot go on without (the last of its list).
    pub(crate) fn next(&self) -> Option<Question> {
        self.session.next_question()
    }
}

fn names(n: usize) -> Vec<String> {
    ["Ana", "Luis", "Marta", "Pep", "Olga", "Iker", "Nuria", "Xavi"].iter().take(n).map(|s| s.to_string()).collect()
}

impl Play for Simulation {
    fn next(&self) -> Option<Question> {
        Simulation::next(self)
    }
    #[inline]
    fn turn(&self) -> Option<Turn> {
        if self.session.ended() {
            return None;
        }
        self.session.game().turn()
    }
    fn options(&self) -> &Options {
        &self.session.options
    }
    fn seating(&self) -> &Seating {
        &self.session.seating
    }
    #[inline(always)]
    fn enter_as<G: crate::engine::Game>(&mut self, event: &Event) -> bool {
        Simulation::enter_in(
            self,
            event,
            #[inline(always)]
            |s| s.enter_event_as::<G>(event),
        )
    }
    #[inline(always)]
    fn enter_chosen_as<G: crate::engine::Game, T>(
        &mut self,
        entry: &mut std::mem::ManuallyDrop<Event>,
        choose: impl FnOnce(&G, &mut std::mem::ManuallyDrop<Event>) -> Result<(), T>,
    ) -> Option<Result<bool, T>> {
        if self.stream.is_none() {
            let game = (self.session.game() as &dyn std::any::Any).downcast_ref::<G>();
            if let Err(none) = choose(game.filter(|_| !self.session.ended())?, entry) {
                return Some(Err(none));
            }
            return Some(Ok(self.enter_whole(entry)));
        }
        Some(match self.session.enter_chosen_as::<G, T>(entry, choose)? {
            Ok(result) => Ok(self.streamed(entry, result)),
            Err(none) => Err(none),
        })
    }
    fn injected(&mut self, trick: usize, player: usize, card: Card) {
        match self.stream.as_mut() {
            Some(st) => st.injected += 1,
            None => self.injected.push(Injected { hand: self.deals, trick, player, card }),
        }
    }
}

/// Simulate `deals` deals of a ruleset, keeping the whole session (its entries, reports and
/// verdict) for tests to look at.
#[doc(hidden)]
pub fn simulate(
    ruleset: Arc<Rules>,
    players: usize,
    teams: bool,
    options: IndexMap<String, OptValue>,
    deals: usize,
    seed: u64,
    breaches: f64,
) -> Result<Simulation, Error> {
    let session = Session::with_ruleset(header(&ruleset, players, teams, options), ruleset.clone())?;
    let mut sim = Simulation { session, injected: Vec::new(), refused: Vec::new(), deals: 0, stream: None };
    play(&ruleset, &mut sim, deals, seed, breaches);
    Ok(sim)
}

/// What a streaming simulation comes to.
#[doc(hidden)]
pub struct Run {
    pub stats: Stats,
    /// The first entry the referee refused, if any (a bug in the simulator or the referee).
    pub refused: Option<Bug>,
}

/// Deals are played in chunks of this many, each its own seeded session: the same seed gives the
/// same statistics whatever the number of threads.
pub(crate) const CHUNK: usize = 10_000;

/// The seed of chunk `k` (chunk 0 keeps the run's seed).
pub(crate) fn chunk_seed(seed: u64, k: usize) -> u64 {
    if k == 0 {
        return seed;
    }
    Rng::new(seed ^ (k as u64).wrapping_mul(0xD6E8_FEB8_6659_FD93)).next_u64()
}

/// Run `f(chunk, deals in it, its seed)` for every chunk of `deals`, on up to `threads` threads;
/// the results in chunk order. With `progress` (the bar's words, an indicatif template), a long
/// run at a terminal shows a progress bar.
pub(crate) fn in_chunks<T: Send>(
    deals: usize,
    seed: u64,
    threads: usize,
    progress: Option<&str>,
    f: impl Fn(usize, usize, u64) -> T + Sync,
) -> Vec<T> {
    let chunks = deals.div_ceil(CHUNK).max(1);
    let size = |k: usize| if k + 1 == chunks { deals - k * CHUNK } else { CHUNK };
    let bar = progress.and_then(|words| bar(chunks, deals, words));
    let f = |k: usize, n: usize, s: u64| {
        let r = f(k, n, s);
        if let Some(b) = &bar {
            b.inc(n as u64);
        }
        r
    };
    let threads = threads.clamp(1, chunks);
    if threads == 1 {
        return (0..chunks).map(|k| f(k, size(k), chunk_seed(seed, k))).collect();
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let done: std::sync::Mutex<Vec<Option<T>>> = std::sync::Mutex::new((0..chunks).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                if k >= chunks {
                    break;
                }
                let r = f(k, size(k), chunk_seed(seed, k));
                if let Ok(mut d) = done.lock() {
                    d[k] = Some(r);
                }
            });
        }
    });
    done.into_inner().unwrap_or_default().into_iter().flatten().collect()
}

/// A progress bar on standard error for a long run (five chunks or more) at a terminal; none
/// when standard error is piped or redirected.
struct Bar(indicatif::ProgressBar);

impl std::ops::Deref for Bar {
    type Target = indicatif::ProgressBar;
    fn deref(&self) -> &indicatif::ProgressBar {
        &self.0
    }
}

/// The bar goes when the run ends, leaving the statistics alone on the screen.
impl Drop for Bar {
    fn drop(&mut self) {
        self.0.finish_and_clear();
    }
}

fn bar(chunks: usize, deals: usize, words: &str) -> Option<Bar> {
    use std::io::IsTerminal;
    if chunks < 5 || !std::io::stderr().is_terminal() {
        return None;
    }
    let bar = indicatif::ProgressBar::new(deals as u64);
    let style =
        indicatif::ProgressStyle::with_template(words).unwrap_or_else(|_| indicatif::ProgressStyle::default_bar());
    bar.set_style(style);
    Some(Bar(bar))
}

/// The threads to use by default: the machine's cores.
pub(crate) fn cores() -> usize {
    std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)
}

/// One chunk's outcome.
struct Part {
    tally: Tally,
    injected: usize,
    refused: Vec<Bug>,
    error: Option<Error>,
}

/// Simulate `deals` deals streaming, in seeded chunks over `threads` threads: statistics kept as
/// the hands are settled, nothing else, so memory does not grow with the deals; with `journal`,
/// each chunk's session is written there as it goes (`sim-SEED.jsonl`, `sim-SEED-K.jsonl`);
/// with `progress`, a long run at a terminal shows a progress bar in those words.
#[allow(clippy::too_many_arguments)]
#[doc(hidden)]
pub fn run(
    ruleset: Arc<Rules>,
    players: usize,
    teams: bool,
    options: IndexMap<String, OptValue>,
    deals: usize,
    seed: u64,
    breaches: f64,
    journal: Option<&std::path::Path>,
    threads: usize,
    progress: Option<&str>,
) -> Result<Run, Error> {
    let start = std::time::Instant::now();
    let header = header(&ruleset, players, teams, options);
    // Refuse a bad seating or options once, before any thread starts.
    let probe = Session::with_ruleset(header.clone(), ruleset.clone())?;
    let sides = probe.seating.sides.clone();
    let parts = in_chunks(deals, seed, threads, progress, |k, n, chunk_seed| {
        let fail = |e: Error| Part { tally: Tally::new(sides.len()), injected: 0, refused: vec![], error: Some(e) };
        let writer = match journal {
            Some(dir) => {
                let stamp = if k == 0 { format!("sim-{seed}") } else { format!("sim-{seed}-{k}") };
                match Writer::create_in(dir, &stamp, &ruleset.name, &header) {
                    Ok(w) => Some(w),
                    Err(e) => return fail(e),
                }
            }
            None => None,
        };
        let session = match Session::with_ruleset(header.clone(), ruleset.clone()) {
            Ok(s) => s.streaming().lean(),
            Err(e) => return fail(e),
        };
        let stream = Stream { tally: Tally::new(sides.len()), injected: 0, journal: writer, write_error: None };
        let mut sim = Simulation { session, injected: Vec::new(), refused: Vec::new(), deals: 0, stream: Some(stream) };
        play(&ruleset, &mut sim, n, chunk_seed, breaches);
        let st = sim.stream.take().expect("a streaming simulation");
        Part { tally: st.tally, injected: st.injected, refused: sim.refused, error: st.write_error }
    });
    let mut tally = Tally::new(sides.len());
    let (mut injected, mut refused) = (0, Vec::new());
    for p in parts {
        if let Some(e) = p.error {
            return Err(e);
        }
        tally.merge(p.tally);
        injected += p.injected;
        refused.extend(p.refused);
    }
    let stats = tally.stats(&probe, start.elapsed().as_secs_f64(), injected, refused.len());
    Ok(Run { stats, refused: refused.into_iter().next() })
}

/// The statistics of a session kept whole (a journal replayed as `verify` replays it, every
/// entry through the full reducer): what `simulate` says of the same seeded run, its timing
/// and the breaches it injected aside. The differential test of the simulator's lean run.
#[doc(hidden)]
pub fn stats_of(session: &Session) -> Stats {
    let verdict = session.verdict();
    let mut tally = Tally::new(session.seating.sides.len());
    for h in &verdict.hands {
        tally.add(h);
    }
    tally.stats(session, 0.0, 0, verdict.errors.len())
}

fn play(ruleset: &Arc<Rules>, sim: &mut Simulation, deals: usize, seed: u64, breaches: f64) {
    let mut bot = crate::games::bot(ruleset);
    let mut rng = Rng::new(seed);
    for _ in 0..deals {
        if sim.session.game().decided() {
            break;
        }
        bot.play_deal(sim, &mut rng, breaches);
    }
    sim.enter(&Event::End);
}

/// The header of a simulated session: named players, teams when asked, and the highest target
/// the ruleset allows (play on as long as asked).
fn header(ruleset: &Ruleset, players: usize, teams: bool, options: IndexMap<String, OptValue>) -> Header {
    let players_v = names(players);
    let teams_v = if teams && players == 4 {
        Some(vec![vec![players_v[0].clone(), players_v[2].clone()], vec![players_v[1].clone(), players_v[3].clone()]])
    } else {
        None
    };
    let mut options = options;
    // Play on as long as asked: the highest target the ruleset allows.
    if let Some(spec) = ruleset.options.get("target").filter(|_| !options.contains_key("target")) {
        options.insert("target".into(), OptValue::Int(spec.max.unwrap_or(1_000_000_000)));
    }
    Header {
        format: 1,
        ruleset: ruleset.name.clone(),
        ruleset_sha256: Some(ruleset.sha256.clone()),
        ruleset_yaml: (!ruleset.bundled).then(|| ruleset.text.clone()),
        options,
        players: players_v,
        teams: teams_v,
        ..Default::default()
    }
}

/// How a simulated hand ended: its contract's result, else how the deal went. Ordered, and
/// written in JSON, by its code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum Ending {
    Result(HandResult),
    Outcome(Outcome),
}

impl Ending {
    /// Every ending, by [`Ending::index`].
    const ALL: [Ending; 10] = [
        Ending::Result(HandResult::Made),
        Ending::Result(HandResult::Failed),
        Ending::Result(HandResult::Litige),
        Ending::Result(HandResult::Capot),
        Ending::Outcome(Outcome::Played),
        Ending::Outcome(Outcome::Redeal),
        Ending::Outcome(Outcome::Void),
        Ending::Outcome(Outcome::Taken),
        Ending::Outcome(Outcome::Mosca),
        Ending::Outcome(Outcome::Tururu),
    ];

    /// Its place in [`Ending::ALL`]: a tally counts hands in an array, not a map.
    fn index(self) -> usize {
        match self {
            Ending::Result(r) => match r {
                HandResult::Made => 0,
                HandResult::Failed => 1,
                HandResult::Litige => 2,
                HandResult::Capot => 3,
            },
            Ending::Outcome(o) => match o {
                Outcome::Played => 4,
                Outcome::Redeal => 5,
                Outcome::Void => 6,
                Outcome::Taken => 7,
                Outcome::Mosca => 8,
                Outcome::Tururu => 9,
            },
        }
    }

    /// A hand's ending: its result, else its outcome.
    pub(crate) fn of(h: &HandReport) -> Ending {
        match h.contract.and_then(|c| c.result) {
            Some(r) => Ending::Result(r),
            None => Ending::Outcome(h.outcome),
        }
    }
    pub(crate) fn code(self) -> &'static str {
        match self {
            Ending::Result(r) => r.code(),
            Ending::Outcome(o) => o.code(),
        }
    }
}

impl Ord for Ending {
    fn cmp(&self, other: &Ending) -> std::cmp::Ordering {
        self.code().cmp(other.code())
    }
}

impl PartialOrd for Ending {
    fn partial_cmp(&self, other: &Ending) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Serialize for Ending {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

/// Which engine played a simulation: always the reducer every front-end uses (the simulator has
/// no loop of its own). `simulate --json` says it (`"engine": "reducer"`, docs/cli.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
#[doc(hidden)]
pub enum Engine {
    Reducer,
}

/// Statistics gathered hand by hand.
#[derive(Debug, Clone)]
pub(crate) struct Tally {
    hands: usize,
    /// Hands by ending ([`Ending::index`]).
    results: [usize; 10],
    capots: usize,
    belotes: usize,
    infractions: usize,
    score: Vec<i64>,
}

impl Tally {
    pub(crate) fn new(sides: usize) -> Tally {
        Tally { hands: 0, results: [0; 10], capots: 0, belotes: 0, infractions: 0, score: vec![0; sides] }
    }

    /// Add another chunk's statistics.
    pub(crate) fn merge(&mut self, o: Tally) {
        self.hands += o.hands;
        for (t, v) in self.results.iter_mut().zip(o.results) {
            *t += v;
        }
        self.capots += o.capots;
        self.belotes += o.belotes;
        self.infractions += o.infractions;
        for (t, s) in self.score.iter_mut().zip(o.score) {
            *t += s;
        }
    }

    pub(crate) fn add(&mut self, h: &HandReport) {
        self.hands += 1;
        self.results[Ending::of(h).index()] += 1;
        self.capots += usize::from(h.counts.capot());
        self.belotes += h.counts.belotes() as usize;
        self.infractions += h.infractions.len();
        for (t, s) in self.score.iter_mut().zip(&h.score) {
            *t += s;
        }
    }

    fn stats(self, session: &Session, seconds: f64, injected: usize, refused: usize) -> Stats {
        let hands = self.hands;
        let mean_score = session
            .seating
            .sides
            .iter()
            .zip(&self.score)
            .map(|(name, total)| (name.clone(), *total as f64 / hands.max(1) as f64))
            .collect();
        Stats {
            ruleset: session.ruleset.name.clone(),
            players: session.seating.n(),
            engine: Engine::Reducer,
            deals: hands,
            seconds,
            hands_per_second: hands as f64 / seconds.max(1e-9),
            mean_score,
            // The endings some hand had, in the order of their codes.
            results: Ending::ALL
                .iter()
                .filter(|e| self.results[e.index()] > 0)
                .map(|e| (*e, self.results[e.index()]))
                .collect(),
            capots: self.capots,
            belotes: self.belotes,
            infractions_found: self.infractions,
            breaches_injected: injected,
            refused_entries: refused,
            applies: crate::games::stat_keys(&session.ruleset, &session.options),
        }
    }
}

/// What a simulation comes to.
#[derive(Debug, Clone, Serialize)]
#[doc(hidden)]
pub struct Stats {
    pub ruleset: String,
    pub players: usize,
    /// `reducer`: the one reducer played every entry.
    pub engine: Engine,
    pub deals: usize,
    pub seconds: f64,
    pub hands_per_second: f64,
    /// Side name → mean score per hand.
    pub mean_score: IndexMap<String, f64>,
    /// Result (or outcome) → hands.
    pub results: BTreeMap<Ending, usize>,
    pub capots: usize,
    pub belotes: usize,
    pub infractions_found: usize,
    pub breaches_injected: usize,
    pub refused_entries: usize,
    /// What the game counts (`games::stat_keys`): capots and belotes are said only where they
    /// can happen.
    #[serde(skip)]
    pub applies: Vec<crate::engine::StatKey>,
}
