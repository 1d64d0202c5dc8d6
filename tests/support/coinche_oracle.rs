//! An independent referee for coinche and contree, written from RULES.md (sections `coinche`,
//! `contree`, `belote-classic`'s card values and play duties, "Broken play obligations") and the
//! contracts (docs/journal.md) alone, sharing no code with `src/`: the tests hold tapete to it.
//!
//! It reads a journal as JSON lines and computes, for every deal: the contract (value, trump,
//! multiplier, taker), the tricks and their winners, the card points and tricks of each side,
//! the belotes credited as `belote.declare` says, made or failed, each side's score under every
//! option of the two rulesets, redeals, the totals and the winner; and every renounce (a play
//! that broke a follow/beat/ruff/overtrump duty, proved by a later play of the same player),
//! with the `hand-lost` penalty as the coinche section words it.
//!
//! Restrictions, said plainly: journals with `undo`, `amend`, `misdeal` or `option` entries are
//! not read (the oracle answers `Err`); a user's ruleset (`ruleset_yaml`) neither; an option the
//! oracle does not know is an `Err` too, so that nothing is silently read otherwise.
//!
//! How the oracle reads the points RULES.md leaves open is said where it is decided, in comments
//! starting with "Reading:".

use serde_json::{json, Value};
use std::collections::BTreeMap;

// ---------------------------------------------------------------------------------------------
// Cards and the three ways of ranking and counting them.

/// Ranks, low to high in no particular game: an index into this array is a card's rank.
pub const RANKS: [&str; 8] = ["7", "8", "9", "10", "J", "Q", "K", "A"];
/// Suits as journals write them.
pub const SUITS: [&str; 4] = ["S", "H", "D", "C"];

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Hash)]
pub struct Card {
    pub rank: usize,
    pub suit: usize,
}

impl Card {
    pub fn parse(code: &str) -> Option<Card> {
        let suit = SUITS.iter().position(|s| code.ends_with(s))?;
        let rank = RANKS.iter().position(|r| *r == &code[..code.len() - 1])?;
        Some(Card { rank, suit })
    }

    pub fn code(self) -> String {
        format!("{}{}", RANKS[self.rank], SUITS[self.suit])
    }

    pub fn named(self, rank: &str) -> bool {
        RANKS[self.rank] == rank
    }
}

/// The 32 cards.
pub fn deck() -> Vec<Card> {
    (0..4).flat_map(|suit| (0..8).map(move |rank| Card { rank, suit })).collect()
}

/// What a contract is played in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    Trump(usize),
    AllTrump,
    NoTrump,
}

impl Mode {
    pub fn parse(s: &str) -> Option<Mode> {
        match s {
            "all" => Some(Mode::AllTrump),
            "none" => Some(Mode::NoTrump),
            _ => SUITS.iter().position(|x| *x == s).map(Mode::Trump),
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Mode::Trump(s) => SUITS[s],
            Mode::AllTrump => "all",
            Mode::NoTrump => "none",
        }
    }
}

/// RULES.md "Belote card values": trump order J 9 A 10 K Q 8 7, as a strength (higher beats).
fn trump_strength(c: Card) -> u8 {
    match RANKS[c.rank] {
        "J" => 7,
        "9" => 6,
        "A" => 5,
        "10" => 4,
        "K" => 3,
        "Q" => 2,
        "8" => 1,
        _ => 0,
    }
}

/// Plain order A 10 K Q J 9 8 7 (and no-trump's).
fn plain_strength(c: Card) -> u8 {
    match RANKS[c.rank] {
        "A" => 7,
        "10" => 6,
        "K" => 5,
        "Q" => 4,
        "J" => 3,
        "9" => 2,
        "8" => 1,
        _ => 0,
    }
}

/// The card's points in this mode (the table of RULES.md, every mode 152 in cards).
pub fn points(mode: Mode, c: Card) -> i64 {
    let r = RANKS[c.rank];
    let (trump, plain, no_trump, all_trump) = match r {
        "J" => (20, 2, 2, 13),
        "9" => (14, 0, 0, 9),
        "A" => (11, 11, 19, 6),
        "10" => (10, 10, 10, 5),
        "K" => (4, 4, 4, 3),
        "Q" => (3, 3, 3, 2),
        _ => (0, 0, 0, 0),
    };
    match mode {
        Mode::Trump(t) if c.suit == t => trump,
        Mode::Trump(_) => plain,
        Mode::AllTrump => all_trump,
        Mode::NoTrump => no_trump,
    }
}

/// Does `a`, played to a trick led in `led`, beat `best`, the trick's best card so far?
fn beats(mode: Mode, led: usize, a: Card, best: Card) -> bool {
    match mode {
        Mode::Trump(t) => {
            if a.suit == t && best.suit == t {
                trump_strength(a) > trump_strength(best)
            } else if a.suit == t {
                true
            } else if best.suit == t {
                false
            } else {
                // best is of the led suit (a discard never wins)
                a.suit == led && plain_strength(a) > plain_strength(best)
            }
        }
        Mode::AllTrump => a.suit == led && trump_strength(a) > trump_strength(best),
        Mode::NoTrump => a.suit == led && plain_strength(a) > plain_strength(best),
    }
}

/// The index (in the trick) of the card winning it so far.
pub fn winning(mode: Mode, trick: &[Card]) -> usize {
    let led = trick[0].suit;
    let mut best = 0;
    for i in 1..trick.len() {
        if beats(mode, led, trick[i], trick[best]) {
            best = i;
        }
    }
    best
}

/// The cards of `holding` that `seat` may play to `trick` (seat, card in order; four players,
/// partners opposite), RULES.md belote-classic "Play", `undertrump` as contree turns it off.
pub fn legal(mode: Mode, undertrump: bool, trick: &[(usize, Card)], holding: &[Card], seat: usize) -> Vec<Card> {
    let all = holding.to_vec();
    if trick.is_empty() {
        return all;
    }
    let led = trick[0].1.suit;
    let cards: Vec<Card> = trick.iter().map(|t| t.1).collect();
    let win = winning(mode, &cards);
    let best = cards[win];
    let partner_winning = trick[win].0 % 2 == seat % 2;
    let of_led: Vec<Card> = holding.iter().copied().filter(|c| c.suit == led).collect();
    match mode {
        Mode::NoTrump => {
            if of_led.is_empty() {
                all
            } else {
                of_led
            }
        }
        Mode::AllTrump => {
            // follow suit and beat the best card of the led suit if you can; void: anything
            if of_led.is_empty() {
                return all;
            }
            let higher: Vec<Card> =
                of_led.iter().copied().filter(|c| trump_strength(*c) > trump_strength(best)).collect();
            if higher.is_empty() {
                of_led
            } else {
                higher
            }
        }
        Mode::Trump(t) => {
            if !of_led.is_empty() {
                if led != t {
                    return of_led;
                }
                // following in trumps: beat the highest trump in the trick if you can
                let higher: Vec<Card> =
                    of_led.iter().copied().filter(|c| trump_strength(*c) > trump_strength(best)).collect();
                return if higher.is_empty() { of_led } else { higher };
            }
            if partner_winning {
                return all;
            }
            let trumps: Vec<Card> = holding.iter().copied().filter(|c| c.suit == t).collect();
            if trumps.is_empty() {
                return all;
            }
            let best_trump = cards.iter().copied().filter(|c| c.suit == t).max_by_key(|c| trump_strength(*c));
            match best_trump {
                None => trumps,
                Some(bt) => {
                    let higher: Vec<Card> =
                        trumps.iter().copied().filter(|c| trump_strength(*c) > trump_strength(bt)).collect();
                    if !higher.is_empty() {
                        higher
                    } else if undertrump {
                        trumps
                    } else {
                        all
                    }
                }
            }
        }
    }
}

/// The rule a breach broke, named (docs/journal.md) from the card played, the card that proves
/// it and the trick as it stood.
fn rule_of(mode: Mode, led: usize, played: Card, proof: Card) -> &'static str {
    if played.suit != led && proof.suit == led {
        return "follow-suit";
    }
    if played.suit == led && proof.suit == led {
        return "beat";
    }
    if let Mode::Trump(t) = mode {
        if played.suit != t && proof.suit == t {
            return "trump";
        }
        if played.suit == t && proof.suit == t {
            return "overtrump";
        }
    }
    "unnamed"
}

// ---------------------------------------------------------------------------------------------
// A hand's play: tricks, and the breaches later plays prove.

#[derive(Clone, Debug, PartialEq)]
pub struct Trick {
    /// Who led it.
    pub leader: usize,
    pub cards: Vec<Card>,
    pub winner: usize,
    /// Card points, the last trick's 10 included in the eighth.
    pub points: i64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Breach {
    /// 1-based trick of the play in breach.
    pub trick: usize,
    pub seat: usize,
    pub card: Card,
    /// The later play that proves it (trick, card), or None when a known holding proves it.
    pub proof: Option<(usize, Card)>,
    pub rule: &'static str,
    /// The index (among the hand's plays) at which it is proved: the order breaches are proved in.
    pub proved_at: usize,
}

/// The 32 plays of a complete hand (seat, card) in order, the first led by `leader`: the
/// tricks, and every breach. A player's holding at each play is what it plays from then on
/// (hands only shrink, and every card is played). `known` are cards a seat was seen to hold from
/// the start (belote-classic: the turned card the taker picked up): a breach a known card proves
/// has no proof play.
pub fn analyse(
    mode: Mode,
    undertrump: bool,
    leader: usize,
    plays: &[(usize, Card)],
    known: &[(usize, Card)],
) -> (Vec<Trick>, Vec<Breach>) {
    assert_eq!(plays.len(), 32, "analyse: a complete hand");
    let mut tricks = Vec::new();
    let mut breaches = Vec::new();
    let mut lead = leader;
    for t in 0..8 {
        let chunk = &plays[t * 4..t * 4 + 4];
        assert_eq!(chunk[0].0, lead, "analyse: trick {} led by the winner of the last", t + 1);
        for (i, &(seat, card)) in chunk.iter().enumerate() {
            let k = t * 4 + i;
            let holding: Vec<Card> = plays[k..].iter().filter(|p| p.0 == seat).map(|p| p.1).collect();
            let allowed = legal(mode, undertrump, &chunk[..i], &holding, seat);
            if allowed.contains(&card) {
                continue;
            }
            let led = chunk[0].1.suit;
            let shown = known.iter().find(|(s, c)| *s == seat && holding.contains(c) && allowed.contains(c));
            let breach = if let Some(&(_, c)) = shown {
                Breach { trick: t + 1, seat, card, proof: None, rule: rule_of(mode, led, card, c), proved_at: k }
            } else {
                let (j, &(_, c)) = plays
                    .iter()
                    .enumerate()
                    .skip(k + 1)
                    .find(|(_, p)| p.0 == seat && allowed.contains(&p.1))
                    .expect("a legal choice is played later in a complete hand");
                Breach {
                    trick: t + 1,
                    seat,
                    card,
                    proof: Some((j / 4 + 1, c)),
                    rule: rule_of(mode, led, card, c),
                    proved_at: j,
                }
            };
            breaches.push(breach);
        }
        let cards: Vec<Card> = chunk.iter().map(|p| p.1).collect();
        let w = chunk[winning(mode, &cards)].0;
        // the last trick's 10 counted in it, as `verify --json` writes a trick's points
        let pts: i64 = cards.iter().map(|c| points(mode, *c)).sum::<i64>() + if t == 7 { 10 } else { 0 };
        tricks.push(Trick { leader: lead, cards, winner: w, points: pts });
        lead = w;
    }
    breaches.sort_by_key(|b| (b.proved_at, b.trick));
    (tricks, breaches)
}

// ---------------------------------------------------------------------------------------------
// Options: RULES.md's defaults of each ruleset, overridden by the header's `options`.

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Declare {
    First,
    Both,
    None,
}

#[derive(Clone, Debug)]
pub struct Options {
    pub all_no_trump: bool,
    /// What an "80" needs: 82 or 80.
    pub eighty_needs: i64,
    pub max_bid: i64,
    /// `coinche_timing: in-turn` (contree) rather than `any-time`.
    pub in_turn: bool,
    /// `self_raise: never` rather than `new-suit`.
    pub self_raise_never: bool,
    pub undertrump: bool,
    pub declare: Declare,
    /// `belote.on_failure: defence`: the takers' belote goes to the defence when the contract fails.
    pub on_failure_defence: bool,
    /// `belote.all_trump: each-suit` (K and Q of each suit, 20 each) rather than `none`.
    pub all_trump_belote: bool,
    /// `rounding: nearest-10`.
    pub rounding: bool,
    /// `coinched_base: deal` (contree): a coinched contract's winner scores (160 + C) × m.
    pub deal_base: bool,
    /// `capot_failed: 500` rather than 412.
    pub capot_failed_500: bool,
    pub target: i64,
    /// `target_reach: reach` (at or over) rather than `exceed`.
    pub reach: bool,
    /// The surcoinche's multiplier: 4 or 3.
    pub surcoinche: i64,
    /// `scoring: bid-only` rather than `points-and-bid`.
    pub bid_only: bool,
    /// `renounce_penalty: hand-lost` rather than `flag-only`.
    pub hand_lost: bool,
}

impl Options {
    /// RULES.md "coinche".
    pub fn coinche() -> Options {
        Options {
            all_no_trump: true,
            eighty_needs: 82,
            max_bid: 180,
            in_turn: false,
            self_raise_never: false,
            undertrump: true,
            declare: Declare::First,
            on_failure_defence: false,
            all_trump_belote: false,
            rounding: false,
            deal_base: false,
            capot_failed_500: false,
            target: 2000,
            reach: false,
            surcoinche: 4,
            bid_only: false,
            hand_lost: true,
        }
    }

    /// RULES.md "contree": coinche with these option values.
    pub fn contree() -> Options {
        Options {
            all_no_trump: false,
            eighty_needs: 80,
            max_bid: 160,
            in_turn: true,
            self_raise_never: true,
            undertrump: false,
            declare: Declare::Both,
            on_failure_defence: true,
            rounding: true,
            deal_base: true,
            capot_failed_500: true,
            reach: true,
            ..Options::coinche()
        }
    }

    /// The options of a session header (`ruleset` coinche or contree, `options` overrides).
    pub fn of_header(header: &Value) -> Result<Options, String> {
        if header.get("ruleset_yaml").is_some() {
            return Err("the oracle reads only the bundled coinche and contree (no ruleset_yaml)".into());
        }
        let mut o = match header["ruleset"].as_str() {
            Some("coinche") => Options::coinche(),
            Some("contree") => Options::contree(),
            other => return Err(format!("the oracle knows coinche and contree, not {other:?}")),
        };
        let empty = serde_json::Map::new();
        for (key, v) in header["options"].as_object().unwrap_or(&empty) {
            o.set(key, v)?;
        }
        Ok(o)
    }

    /// One option, its value as a header or `--option` gives it (JSON, or a string).
    pub fn set(&mut self, key: &str, v: &Value) -> Result<(), String> {
        let s = match v {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        let bad = || format!("option {key}: the oracle does not know the value {v}");
        let int = || s.parse::<i64>().map_err(|_| bad());
        let boolean = || s.parse::<bool>().map_err(|_| bad());
        match key {
            "all_no_trump" => self.all_no_trump = boolean()?,
            "eighty_needs" => self.eighty_needs = int()?,
            "max_bid" => self.max_bid = int()?,
            "coinche_timing" => {
                self.in_turn = match s.as_str() {
                    "in-turn" => true,
                    "any-time" => false,
                    _ => return Err(bad()),
                }
            }
            "self_raise" => {
                self.self_raise_never = match s.as_str() {
                    "never" => true,
                    "new-suit" => false,
                    _ => return Err(bad()),
                }
            }
            "undertrump" => self.undertrump = boolean()?,
            "belote.declare" => {
                self.declare = match s.as_str() {
                    "first" => Declare::First,
                    "both" => Declare::Both,
                    "none" => Declare::None,
                    _ => return Err(bad()),
                }
            }
            // Reading: RULES.md names only `defence`; any other value keeps the belote with its holder.
            "belote.on_failure" => self.on_failure_defence = s == "defence",
            "belote.all_trump" => {
                self.all_trump_belote = match s.as_str() {
                    "each-suit" => true,
                    "none" => false,
                    _ => return Err(bad()),
                }
            }
            "rounding" => {
                self.rounding = match s.as_str() {
                    "nearest-10" => true,
                    "none" => false,
                    _ => return Err(bad()),
                }
            }
            // Reading: RULES.md names only `deal`; any other value is BGA's (C + total) × m.
            "coinched_base" => self.deal_base = s == "deal",
            "capot_failed" => {
                self.capot_failed_500 = match int()? {
                    500 => true,
                    412 => false,
                    _ => return Err(bad()),
                }
            }
            "target" => self.target = int()?,
            "target_reach" => {
                self.reach = match s.as_str() {
                    "reach" => true,
                    "exceed" => false,
                    _ => return Err(bad()),
                }
            }
            "surcoinche" => self.surcoinche = int()?,
            "scoring" => {
                self.bid_only = match s.as_str() {
                    "bid-only" => true,
                    "points-and-bid" => false,
                    _ => return Err(bad()),
                }
            }
            "renounce_penalty" => {
                self.hand_lost = match s.as_str() {
                    "hand-lost" => true,
                    "flag-only" => false,
                    _ => return Err(bad()),
                }
            }
            _ => return Err(format!("the oracle does not know the option {key}")),
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------------------------
// The auction.

/// A bid's level: a value 80..180, or capot (worth 250, above every value).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Level {
    Value(i64),
    Capot,
}

impl Level {
    fn worth(self) -> i64 {
        match self {
            Level::Value(v) => v,
            Level::Capot => 250,
        }
    }

    pub fn json(self) -> Value {
        match self {
            Level::Value(v) => json!(v),
            Level::Capot => json!("capot"),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Call {
    Pass,
    Bid(Level, Mode),
    Coinche,
    Surcoinche,
}

impl Call {
    /// The call of a `bid` entry (docs/journal.md, the coinche row), or why it is not one.
    pub fn of_entry(e: &Value) -> Result<Call, String> {
        match e["call"].as_str() {
            Some("pass") => Ok(Call::Pass),
            Some("coinche") => Ok(Call::Coinche),
            Some("surcoinche") => Ok(Call::Surcoinche),
            Some("bid") => {
                let level = match &e["value"] {
                    Value::String(s) if s == "capot" => Level::Capot,
                    v => Level::Value(v.as_i64().ok_or_else(|| format!("not a bid value: {v}"))?),
                };
                let mode = e["trump"].as_str().and_then(Mode::parse).ok_or("not a trump")?;
                Ok(Call::Bid(level, mode))
            }
            other => Err(format!("not a coinche call: {other:?}")),
        }
    }

    /// The `bid` entry of this call.
    pub fn entry(self, player: &str) -> Value {
        match self {
            Call::Pass => json!({"type": "bid", "player": player, "call": "pass"}),
            Call::Coinche => json!({"type": "bid", "player": player, "call": "coinche"}),
            Call::Surcoinche => json!({"type": "bid", "player": player, "call": "surcoinche"}),
            Call::Bid(level, mode) => {
                json!({"type": "bid", "player": player, "call": "bid", "value": level.json(), "trump": mode.code()})
            }
        }
    }
}

/// Why the auction refuses a call (the tests only need to tell them apart).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Refusal {
    NotYourTurn,
    AuctionOver,
    NotMultipleOfTen,
    OutOfRange,
    NoSuchDenomination,
    BelowStanding,
    SelfRaiseSameDenomination,
    NoBidToCoinche,
    CoincheByBiddersSide,
    AlreadyCoinched,
    BidAfterCoinche,
    SurcoincheByCoinchers,
    NoCoinche,
    NotAsked,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Standing {
    pub level: Level,
    pub mode: Mode,
    pub bidder: usize,
}

/// An auction (RULES.md coinche "Auction", "Coinche"), seats 0..4 in play order.
#[derive(Clone, Debug)]
pub struct Auction {
    in_turn: bool,
    self_raise_never: bool,
    max_bid: i64,
    all_no_trump: bool,
    surcoinche: i64,
    /// Who speaks next in turn.
    pub turn: usize,
    pub standing: Option<Standing>,
    /// Passes in a row (since the standing bid, or since the start).
    pub passes: usize,
    pub coincher: Option<usize>,
    /// Who of the bid's side surcoinched.
    pub surcoincher: Option<usize>,
    /// The bid's side's players who passed after the coinche.
    pub answered: Vec<usize>,
    /// With in-turn coinches: who answers next.
    pub next_answer: Option<usize>,
    pub multiplier: i64,
    /// Over: no call changes it any more (a redeal when there is no standing bid).
    pub closed: bool,
    /// With `self_raise: never`, the bidder's pass after the three passes that ended it (accepted once).
    bidder_passed_late: bool,
}

impl Auction {
    pub fn new(o: &Options, dealer: usize) -> Auction {
        Auction {
            in_turn: o.in_turn,
            self_raise_never: o.self_raise_never,
            max_bid: o.max_bid,
            all_no_trump: o.all_no_trump,
            surcoinche: o.surcoinche,
            turn: (dealer + 1) % 4,
            standing: None,
            passes: 0,
            coincher: None,
            surcoincher: None,
            answered: Vec::new(),
            next_answer: None,
            multiplier: 1,
            closed: false,
            bidder_passed_late: false,
        }
    }

    /// Everyone passed: the deal is void and the next dealer deals.
    pub fn is_redeal(&self) -> bool {
        self.closed && self.standing.is_none()
    }

    /// Is `call` by `seat` accepted now?
    pub fn check(&self, seat: usize, call: Call) -> Result<(), Refusal> {
        if self.closed {
            // With self_raise: never, the three passes end it, and the bidder's pass after them
            // is accepted and changes nothing.
            let late = self.self_raise_never
                && !self.bidder_passed_late
                && self.coincher.is_none()
                && self.standing.is_some_and(|b| b.bidder == seat)
                && self.passes == 3;
            return if call == Call::Pass && late { Ok(()) } else { Err(Refusal::AuctionOver) };
        }
        if self.coincher.is_some() {
            let bid_side = self.standing.unwrap().bidder % 2;
            return match call {
                Call::Bid(..) => Err(Refusal::BidAfterCoinche),
                Call::Coinche => Err(Refusal::AlreadyCoinched),
                Call::Surcoinche if seat % 2 != bid_side => Err(Refusal::SurcoincheByCoinchers),
                Call::Pass if seat % 2 != bid_side => Err(Refusal::NotAsked),
                _ if self.answered.contains(&seat) => Err(Refusal::NotAsked),
                _ if self.in_turn && self.next_answer != Some(seat) => Err(Refusal::NotYourTurn),
                _ => Ok(()),
            };
        }
        match call {
            Call::Surcoinche => Err(Refusal::NoCoinche),
            Call::Coinche => match self.standing {
                None => Err(Refusal::NoBidToCoinche),
                Some(b) if b.bidder % 2 == seat % 2 => Err(Refusal::CoincheByBiddersSide),
                Some(_) if self.in_turn && seat != self.turn => Err(Refusal::NotYourTurn),
                Some(_) => Ok(()),
            },
            Call::Pass if seat != self.turn => Err(Refusal::NotYourTurn),
            Call::Pass => Ok(()),
            Call::Bid(level, mode) => {
                if seat != self.turn {
                    return Err(Refusal::NotYourTurn);
                }
                if let Level::Value(v) = level {
                    if v % 10 != 0 {
                        return Err(Refusal::NotMultipleOfTen);
                    }
                    if !(80..=self.max_bid).contains(&v) {
                        return Err(Refusal::OutOfRange);
                    }
                }
                if matches!(mode, Mode::AllTrump | Mode::NoTrump) && !self.all_no_trump {
                    return Err(Refusal::NoSuchDenomination);
                }
                if let Some(b) = self.standing {
                    if level.worth() <= b.level.worth() {
                        return Err(Refusal::BelowStanding);
                    }
                    if b.bidder == seat && b.mode == mode {
                        return Err(Refusal::SelfRaiseSameDenomination);
                    }
                }
                Ok(())
            }
        }
    }

    /// Apply an accepted call.
    pub fn apply(&mut self, seat: usize, call: Call) {
        debug_assert_eq!(self.check(seat, call), Ok(()));
        if self.closed {
            self.bidder_passed_late = true;
            return;
        }
        if self.coincher.is_some() {
            match call {
                Call::Surcoinche => {
                    self.multiplier = self.surcoinche;
                    self.surcoincher = Some(seat);
                    self.closed = true;
                }
                _ => {
                    self.answered.push(seat);
                    // in turn: the contrer's partner is skipped
                    self.next_answer = Some((seat + 2) % 4);
                    if self.answered.len() == 2 {
                        self.closed = true;
                    }
                }
            }
            return;
        }
        match call {
            Call::Coinche => {
                self.coincher = Some(seat);
                self.multiplier = 2;
                self.next_answer = Some((seat + 1) % 4);
            }
            Call::Pass => {
                self.passes += 1;
                self.turn = (self.turn + 1) % 4;
                match self.standing {
                    None if self.passes == 4 => self.closed = true,
                    Some(_) if self.passes == 4 => self.closed = true,
                    Some(_) if self.passes == 3 && self.self_raise_never => self.closed = true,
                    _ => {}
                }
            }
            Call::Bid(level, mode) => {
                self.standing = Some(Standing { level, mode, bidder: seat });
                self.passes = 0;
                self.turn = (seat + 1) % 4;
            }
            Call::Surcoinche => unreachable!(),
        }
    }

    /// May the first card be led now (it closes the auction: the bidder's pass implied, or the
    /// pass of whoever has not answered a coinche)?
    pub fn card_closes(&self) -> bool {
        self.standing.is_some() && (self.closed || self.coincher.is_some() || self.passes == 3)
    }
}

// ---------------------------------------------------------------------------------------------
// Scoring (RULES.md coinche "Made", "Scores", contree).

/// A hand's outcome by side index (0: the side of seat 0).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outcome {
    /// Card points, the last trick's 10 included (adding up to 162).
    pub points: [i64; 2],
    pub tricks: [i64; 2],
    /// Belote credited to each side.
    pub belote: [i64; 2],
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Contract {
    pub level: Level,
    pub mode: Mode,
    pub multiplier: i64,
    pub taker: usize,
    /// Who coinched it, and who surcoinched it (journal.md: the contract's `coinche` and
    /// `surcoinche`, absent when nobody did).
    pub coincher: Option<usize>,
    pub surcoincher: Option<usize>,
}

/// Is the contract made?
pub fn made(o: &Options, c: &Contract, x: &Outcome) -> bool {
    let t = c.taker % 2;
    let capot = x.tricks[t] == 8;
    match c.level {
        Level::Capot => capot,
        Level::Value(v) => {
            // the contract is judged before rounding; a capot's total is 250
            let total = if capot { 250 } else { x.points[t] } + x.belote[t];
            let need = if v == 80 { o.eighty_needs } else { v };
            total >= need
        }
    }
}

/// Each side's score for a hand (by side index) when the contract is `made` or not.
pub fn score(o: &Options, c: &Contract, x: &Outcome, made: bool) -> [i64; 2] {
    let t = c.taker % 2;
    let d = 1 - t;
    let (bt, bd) = (x.belote[t], x.belote[d]);
    let m = c.multiplier;
    let takers_capot = x.tricks[t] == 8;
    // rounding: the takers' card points to the nearest ten, 5 up, the defence's 160 minus that;
    // 162 reads 160 everywhere
    let base = if o.rounding { 160 } else { 162 };
    let (r, rd) = if o.rounding {
        let r = (x.points[t] + 5) / 10 * 10;
        (r, 160 - r)
    } else {
        (x.points[t], x.points[d])
    };
    let (mut st, mut sd);
    if o.bid_only {
        // Reading: a capot bid is worth 250 under bid-only; the belote stays outside the
        // product, with its holder, except as `belote.on_failure` moves it on a failure.
        let c_m = c.level.worth() * m;
        if made {
            st = c_m + bt;
            sd = bd;
        } else {
            st = bt;
            sd = c_m + bd;
        }
    } else if made {
        let earned = match c.level {
            Level::Capot => 250 + 250,
            Level::Value(v) => v + if takers_capot { 250 } else { r },
        };
        if m == 1 {
            st = earned + bt;
            sd = rd + bd;
        } else if o.deal_base {
            // the winner of the contract (160 + C) × m (capot: (250 + C) × m, a capot bid 500 × m),
            // the loser 0; belote outside any product, to its holder when made.
            // Reading: "to its holder" gives the defence its own belote here too.
            let e = match c.level {
                Level::Capot => 500,
                Level::Value(v) => v + if takers_capot { 250 } else { base },
            };
            st = e * m + bt;
            sd = bd;
        } else {
            st = (earned + bt) * m;
            sd = 0; // its belote lost
        }
    } else {
        // a failed contract scores C + 162 for the defence even when it took all eight tricks
        let lost = match c.level {
            Level::Capot => 250 + if o.capot_failed_500 { 250 } else { base },
            Level::Value(v) => v + base,
        };
        st = bt; // the takers' belote, not multiplied
        sd = if m == 1 || o.deal_base { lost * m + bd } else { (lost + bd) * m };
    }
    if !made && o.on_failure_defence {
        // Reading: the takers' belote moved to the defence is never multiplied.
        sd += bt;
        st -= bt;
    }
    let mut s = [0; 2];
    s[t] = st;
    s[d] = sd;
    s
}

/// The scores and `made` of a hand, the renounce penalty applied: `offender` is the seat whose
/// breach (the first proved in the hand) sets the penalty.
pub fn settle(o: &Options, c: &Contract, x: &Outcome, offender: Option<usize>) -> ([i64; 2], bool) {
    let is_made = made(o, c, x);
    let play = score(o, c, x, is_made);
    let Some(off) = offender.filter(|_| o.hand_lost) else { return (play, is_made) };
    let t = c.taker % 2;
    let off_side = off % 2;
    // "as if the offending side had lost the contract with every card of the deal against it":
    // offending takers fail with the defence holding 162 card points; offending defenders see
    // the contract made with the takers holding 162 card points.
    // Reading: 162 card points, not a capot's 250 (as belote-classic's penalty is 162, not 252);
    // a capot bid is made ("capot bid included").
    let mut against = *x;
    against.points = [0; 2];
    against.points[1 - off_side] = 162;
    against.tricks = [0; 2];
    let pen_made = off_side != t;
    let pen = score(o, c, &against, pen_made);
    let mut s = [0; 2];
    s[off_side] = pen[off_side]; // the offenders score no more than their belote
    s[1 - off_side] = pen[1 - off_side].max(play[1 - off_side]); // never less than play gave them
                                                                 // Reading: the hand's result is the penalty's (offending takers: failed; defenders: made).
    (s, pen_made)
}

/// The belote credited to each side by the hand's plays (seat, card, what was said), RULES.md
/// coinche "Belote" and `belote.declare`.
pub fn belote_credits(o: &Options, mode: Mode, plays: &[(usize, Card, Option<String>)]) -> Vec<usize> {
    let suits: Vec<usize> = match mode {
        Mode::Trump(t) => vec![t],
        Mode::AllTrump if o.all_trump_belote => (0..4).collect(),
        _ => vec![],
    };
    let mut credited = Vec::new();
    for suit in suits {
        let pair: Vec<&(usize, Card, Option<String>)> =
            plays.iter().filter(|p| p.1.suit == suit && (p.1.named("K") || p.1.named("Q"))).collect();
        if pair.len() != 2 || pair[0].0 != pair[1].0 {
            continue;
        }
        let said = |i: usize, w: &str| pair[i].2.as_deref() == Some(w);
        let ok = match o.declare {
            Declare::None => true,
            // Reading: "belote" said with the first of the two is what counts; a word said only
            // with the second does not.
            Declare::First => said(0, "belote"),
            Declare::Both => said(0, "belote") && said(1, "rebelote"),
        };
        if ok {
            credited.push(pair[0].0);
        }
    }
    credited
}

// ---------------------------------------------------------------------------------------------
// The journal, read: the oracle's report.

#[derive(Clone, Debug, PartialEq)]
pub struct Hand {
    pub number: usize,
    pub dealer: String,
    /// `played` or `redeal`.
    pub outcome: &'static str,
    /// As `verify --json` writes it (absent for a redeal).
    pub contract: Option<Value>,
    pub result: Option<&'static str>,
    pub capot: Option<String>,
    pub score: BTreeMap<String, i64>,
    /// Played hands: (leader, cards, winner, points), as `verify --json` writes its `tricks`.
    pub tricks: Option<Vec<Trick>>,
    pub points: [i64; 2],
    pub tricks_won: [i64; 2],
    pub belote: [i64; 2],
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Infraction {
    pub hand: usize,
    pub trick: Option<usize>,
    pub player: String,
    pub rule: String,
    pub card: Option<String>,
    pub proof: Option<(usize, String)>,
}

impl Infraction {
    /// An infraction of `verify --json` in the same terms.
    pub fn of_json(v: &Value) -> Infraction {
        Infraction {
            hand: v["hand"].as_u64().unwrap_or(0) as usize,
            trick: v["trick"].as_u64().map(|t| t as usize),
            player: v["player"].as_str().unwrap_or("?").to_string(),
            rule: v["rule"].as_str().unwrap_or("?").to_string(),
            card: v["card"].as_str().map(str::to_string),
            proof: v["proof"]
                .as_object()
                .map(|p| (p["trick"].as_u64().unwrap_or(0) as usize, p["card"].as_str().unwrap_or("?").to_string())),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Report {
    /// In play order.
    pub players: Vec<String>,
    pub sides: Vec<String>,
    pub hands: Vec<Hand>,
    pub totals: BTreeMap<String, i64>,
    pub winner: Option<String>,
    pub infractions: Vec<Infraction>,
    /// Entries the oracle refused: (line, why).
    pub errors: Vec<(usize, String)>,
}

enum Phase {
    NoDeal,
    Auction(Auction),
    Play(Contract, Vec<(usize, Card, Option<String>)>),
}

/// Read a journal (the header first) as the oracle's referee.
pub fn referee(lines: &[Value]) -> Result<Report, String> {
    let header = lines.first().ok_or("an empty journal")?;
    let o = Options::of_header(header)?;
    let players: Vec<String> = header["players"]
        .as_array()
        .ok_or("no players")?
        .iter()
        .map(|p| p.as_str().unwrap_or("").to_string())
        .collect();
    if players.len() != 4 {
        return Err("coinche is for four players".into());
    }
    let seat_of = |name: &str| players.iter().position(|p| p == name);
    // partners sit opposite: the side of seat s is s % 2, named in seating order
    let sides = vec![format!("{}+{}", players[0], players[2]), format!("{}+{}", players[1], players[3])];
    if let Some(teams) = header["teams"].as_array() {
        for team in teams {
            let seats: Vec<usize> =
                team.as_array().into_iter().flatten().filter_map(|p| p.as_str().and_then(seat_of)).collect();
            if seats.len() != 2 || seats[0] % 2 != seats[1] % 2 {
                return Err(format!("teams must be partners opposite: {team}"));
            }
        }
    }
    let mut report = Report {
        players: players.clone(),
        sides: sides.clone(),
        hands: Vec::new(),
        totals: sides.iter().map(|s| (s.clone(), 0)).collect(),
        winner: None,
        infractions: Vec::new(),
        errors: Vec::new(),
    };
    let mut phase = Phase::NoDeal;
    let mut dealer = 0usize;
    let mut next_dealer: Option<usize> = None;
    let mut ended = false;
    let mut errors: Vec<(usize, String)> = Vec::new();
    for (i, e) in lines.iter().enumerate().skip(1) {
        let line = i + 1;
        let kind = e["type"].as_str().unwrap_or("");
        let mut refuse = |why: String| errors.push((line, why));
        if ended {
            refuse("after end".into());
            continue;
        }
        match kind {
            "note" => {}
            "end" => ended = true,
            "undo" | "amend" | "misdeal" | "option" => {
                return Err(format!("line {line}: the oracle does not read {kind}"))
            }
            "deal" => {
                let Some(d) = e["dealer"].as_str().and_then(seat_of) else {
                    refuse("unknown dealer".into());
                    continue;
                };
                if report.winner.is_some() {
                    refuse("the game is over".into());
                    continue;
                }
                if !matches!(phase, Phase::NoDeal) {
                    refuse("a deal before the hand is over".into());
                    continue;
                }
                if next_dealer.is_some_and(|n| n != d) {
                    refuse(format!("not the dealer's turn: {}", players[next_dealer.unwrap()]));
                    continue;
                }
                if e.get("turned").is_some() {
                    refuse("coinche turns no card".into());
                    continue;
                }
                dealer = d;
                next_dealer = Some((d + 1) % 4);
                phase = Phase::Auction(Auction::new(&o, d));
            }
            "bid" => {
                let Phase::Auction(a) = &mut phase else {
                    refuse("no auction now".into());
                    continue;
                };
                let Some(seat) = e["player"].as_str().and_then(seat_of) else {
                    refuse("unknown player".into());
                    continue;
                };
                let call = match Call::of_entry(e) {
                    Ok(c) => c,
                    Err(why) => {
                        refuse(why);
                        continue;
                    }
                };
                if let Err(r) = a.check(seat, call) {
                    refuse(format!("{r:?}"));
                    continue;
                }
                a.apply(seat, call);
                if a.is_redeal() {
                    report.hands.push(Hand {
                        number: report.hands.len() + 1,
                        dealer: players[dealer].clone(),
                        outcome: "redeal",
                        contract: None,
                        result: None,
                        capot: None,
                        score: sides.iter().map(|s| (s.clone(), 0)).collect(),
                        tricks: None,
                        points: [0; 2],
                        tricks_won: [0; 2],
                        belote: [0; 2],
                    });
                    phase = Phase::NoDeal;
                }
            }
            "play" | "tally" => {
                if let Phase::Auction(a) = &phase {
                    if !a.card_closes() {
                        refuse("the auction is not over".into());
                        continue;
                    }
                    let s = a.standing.unwrap();
                    let c = Contract {
                        level: s.level,
                        mode: s.mode,
                        multiplier: a.multiplier,
                        taker: s.bidder,
                        coincher: a.coincher,
                        surcoincher: a.surcoincher,
                    };
                    phase = Phase::Play(c, Vec::new());
                }
                let Phase::Play(c, plays) = &mut phase else {
                    refuse(format!("no {kind} now"));
                    continue;
                };
                let c = *c;
                let number = report.hands.len() + 1;
                let (outcome, tricks, offender) = if kind == "tally" {
                    if !plays.is_empty() {
                        refuse("a tally after plays".into());
                        continue;
                    }
                    match tally_outcome(e, &sides, &seat_of) {
                        Ok((x, renounce)) => {
                            if let Some(r) = renounce {
                                report.infractions.push(Infraction {
                                    hand: number,
                                    trick: None,
                                    player: players[r].clone(),
                                    rule: "renounce".into(),
                                    card: None,
                                    proof: None,
                                });
                            }
                            (x, None, renounce)
                        }
                        Err(why) => {
                            refuse(why);
                            continue;
                        }
                    }
                } else {
                    let Some(seat) = e["player"].as_str().and_then(seat_of) else {
                        refuse("unknown player".into());
                        continue;
                    };
                    let Some(card) = e["card"].as_str().and_then(Card::parse) else {
                        refuse("not a card".into());
                        continue;
                    };
                    // whose turn: the eldest leads the first trick, the winner of a trick the next
                    let cards: Vec<(usize, Card)> = plays.iter().map(|p| (p.0, p.1)).collect();
                    let expected = turn_in_play(c.mode, (dealer + 1) % 4, &cards);
                    if seat != expected {
                        refuse(format!("not {}'s turn to play", players[seat]));
                        continue;
                    }
                    if plays.iter().any(|p| p.1 == card) {
                        refuse("a card already played".into());
                        continue;
                    }
                    plays.push((seat, card, e["say"].as_str().map(str::to_string)));
                    if plays.len() < 32 {
                        continue;
                    }
                    let cards: Vec<(usize, Card)> = plays.iter().map(|p| (p.0, p.1)).collect();
                    let (tricks, breaches) = analyse(c.mode, o.undertrump, (dealer + 1) % 4, &cards, &[]);
                    let mut x = Outcome { points: [0; 2], tricks: [0; 2], belote: [0; 2] };
                    for t in &tricks {
                        x.points[t.winner % 2] += t.points;
                        x.tricks[t.winner % 2] += 1;
                    }
                    for holder in belote_credits(&o, c.mode, plays) {
                        x.belote[holder % 2] += 20;
                    }
                    for b in &breaches {
                        report.infractions.push(Infraction {
                            hand: number,
                            trick: Some(b.trick),
                            player: players[b.seat].clone(),
                            rule: b.rule.to_string(),
                            card: Some(b.card.code()),
                            proof: b.proof.map(|(t, c)| (t, c.code())),
                        });
                    }
                    (x, Some(tricks), breaches.first().map(|b| b.seat))
                };
                let (s, is_made) = settle(&o, &c, &outcome, offender);
                let capot = (0..2).find(|&i| outcome.tricks[i] == 8).map(|i| sides[i].clone());
                let score: BTreeMap<String, i64> = (0..2).map(|i| (sides[i].clone(), s[i])).collect();
                for (side, p) in &score {
                    *report.totals.get_mut(side).unwrap() += p;
                }
                report.hands.push(Hand {
                    number,
                    dealer: players[dealer].clone(),
                    outcome: "played",
                    contract: Some({
                        let mut contract = json!({
                            "value": c.level.json(),
                            "trump": c.mode.code(),
                            "multiplier": c.multiplier,
                            "taker": players[c.taker],
                        });
                        for (key, who) in [("coinche", c.coincher), ("surcoinche", c.surcoincher)] {
                            if let Some(p) = who {
                                contract[key] = json!(players[p]);
                            }
                        }
                        contract
                    }),
                    result: Some(if is_made { "made" } else { "failed" }),
                    capot,
                    score,
                    tricks,
                    points: outcome.points,
                    tricks_won: outcome.tricks,
                    belote: outcome.belote,
                });
                report.winner = winner(&o, &sides, &report.totals);
                phase = Phase::NoDeal;
            }
            other => refuse(format!("the oracle does not read {other:?} in coinche")),
        }
    }
    report.errors = errors;
    Ok(report)
}

/// Who plays next, given the hand's plays so far.
fn turn_in_play(mode: Mode, eldest: usize, plays: &[(usize, Card)]) -> usize {
    let mut lead = eldest;
    let full = plays.len() / 4;
    for t in 0..full {
        let cards: Vec<Card> = plays[t * 4..t * 4 + 4].iter().map(|p| p.1).collect();
        lead = plays[t * 4 + winning(mode, &cards)].0;
    }
    (lead + plays.len() % 4) % 4
}

type SeatOf<'a> = dyn Fn(&str) -> Option<usize> + 'a;

/// A `tally` entry's outcome (points and tricks by side, belote, renounce).
fn tally_outcome(e: &Value, sides: &[String], seat_of: &SeatOf) -> Result<(Outcome, Option<usize>), String> {
    let mut x = Outcome { points: [0; 2], tricks: [0; 2], belote: [0; 2] };
    for (i, side) in sides.iter().enumerate() {
        x.points[i] = e["points"][side].as_i64().ok_or_else(|| format!("tally: no points for {side}"))?;
        x.tricks[i] = e["tricks"][side].as_i64().ok_or_else(|| format!("tally: no tricks for {side}"))?;
    }
    if x.points[0] + x.points[1] != 162 || x.tricks[0] + x.tricks[1] != 8 {
        return Err("tally: the points add up to 162 and the tricks to 8".into());
    }
    let holders: Vec<&Value> = match &e["belote"] {
        Value::Null => vec![],
        Value::Array(a) => a.iter().collect(),
        v => vec![v],
    };
    for h in holders {
        let seat = h.as_str().and_then(seat_of).ok_or("tally: belote names no player")?;
        x.belote[seat % 2] += 20;
    }
    let renounce = match e["renounce"].as_str() {
        None => None,
        Some(p) => Some(seat_of(p).ok_or("tally: renounce names no player")?),
    };
    Ok((x, renounce))
}

/// RULES.md coinche "Game": won by exceeding the target (or reaching it); both over, the higher
/// total; equal, another deal.
pub fn winner(o: &Options, sides: &[String], totals: &BTreeMap<String, i64>) -> Option<String> {
    let over: Vec<&String> =
        sides.iter().filter(|s| if o.reach { totals[*s] >= o.target } else { totals[*s] > o.target }).collect();
    match over.as_slice() {
        [] => None,
        [one] => Some((*one).clone()),
        [a, b] if totals[*a] == totals[*b] => None,
        [a, b] => Some(if totals[*a] > totals[*b] { (*a).clone() } else { (*b).clone() }),
        _ => None,
    }
}

impl Report {
    /// The report in the shape of `verify --json` (docs/journal.md), with the exit status
    /// verify would give it: for reading a difference side by side.
    pub fn verify_json(&self) -> (i32, Value) {
        let hands: Vec<Value> = self
            .hands
            .iter()
            .map(|h| {
                let mut v = json!({"number": h.number, "dealer": h.dealer, "outcome": h.outcome, "score": h.score});
                if let Some(c) = &h.contract {
                    v["contract"] = c.clone();
                    v["result"] = json!(h.result);
                }
                if let Some(c) = &h.capot {
                    v["capot"] = json!(c);
                }
                if let Some(tricks) = &h.tricks {
                    v["tricks"] = tricks
                        .iter()
                        .map(|t| json!({"leader": self.players[t.leader], "cards": t.cards.iter().map(|c| c.code()).collect::<Vec<_>>(), "winner": self.players[t.winner], "points": t.points}))
                        .collect();
                }
                v
            })
            .collect();
        let infractions: Vec<Value> = self
            .infractions
            .iter()
            .map(|i| {
                json!({"hand": i.hand, "trick": i.trick, "player": i.player, "rule": i.rule, "card": i.card,
                       "proof": i.proof.as_ref().map(|(t, c)| json!({"trick": t, "card": c}))})
            })
            .collect();
        let errors: Vec<Value> = self.errors.iter().map(|(l, m)| json!({"line": l, "message": m})).collect();
        let ok = infractions.is_empty() && errors.is_empty();
        let v = json!({"ok": ok, "sides": self.sides, "hands": hands, "totals": self.totals, "winner": self.winner,
                       "infractions": infractions, "errors": errors});
        (if ok { 0 } else { 1 }, v)
    }
}
