/*!
Belote, both bundled rulesets (RULES.md "belote-classic" and "belote-es"), hand after hand.

A hand is in one phase at a time, and its type says which (`Hand`): its auction (`auction`,
the ruleset's: the turned-card auction today), which ends with a [`Contract`] or with everyone
passing, then its play (`play`), which starts from that contract and never asks how it was
reached. The ruleset's `belote:` section and the settings choose the bidding rounds, who holds
the turned card, the 7 swap, Spanish announcements, the contract's level (beat the defence with
litige and capot, or points with capote awards, or beat each opponent), the belote declaration
and the renounce penalty. Every entry is checked fully before anything changes, so a refused
entry leaves the state as it was. Scoring is in `score`; the random player of the simulator in
`sim`.
*/

mod announce;
mod auction;
mod bid_score;
pub(crate) mod coinche_sim;
pub(crate) mod contract_auction;
#[doc(hidden)]
#[doc(hidden)]
pub mod judge;
#[doc(hidden)]
pub mod melds;
pub(crate) mod partie;
mod play;
mod score;
pub(crate) mod settings;
pub(crate) mod sim;
pub(crate) mod spec;
mod tally;

use crate::cards::{Card, Rank};
use crate::cardset::CardSet;
use crate::checked;
use crate::engine::{
    Ask, Call, Contract, DealCard, Event, Form, Game, HandReport, HandSoFar, Infraction, Item, Line, MeldName, Meta,
    Notice, Outcome, Question, Refusal, Say, Standing, Trump,
};
use crate::games::spare_report::SpareReport;
use crate::games::Rules;
use crate::rules::holdings::{self, PlayedTrick};
use crate::rules::seating::Seating;
use crate::rules::trick::{Mode, RulesCache, TrickState};
use crate::ruleset::Options;
use announce::{Resolve, Timing};
use auction::{Auction, Called, Opening};
use play::{Play, Start};
use settings::Settings;
use spec::{Announcements, BeloteSpec, TurnedCard};
use std::sync::Arc;

const KING: Rank = Rank(13);
const QUEEN: Rank = Rank(12);
const SEVEN: Rank = Rank(7);

/// What a hand is from its deal on, whatever its phase.
#[derive(Debug, Clone, Default)]
struct Dealt {
    number: usize,
    dealer: usize,
    eldest: usize,
    first_line: usize,
    started_at: Option<String>,
}

/// The hand in progress: its auction, or its play under the contract the auction came to.
#[derive(Debug, Clone)]
enum Hand {
    /// Boxed as the play is: the hand moves in and out of `Belote::cur` at every entry, a
    /// pointer and not the auction's bytes.
    Auction(Box<Bidding>),
    Play(Box<Play>),
}

/// A hand being bid: dealt, and its auction open.
#[derive(Debug, Clone)]
struct Bidding {
    dealt: Dealt,
    auction: Auction,
    /// The stock's bottom card, shown at the deal (2-3 players): out of play.
    bottom: Option<Card>,
}

impl Hand {
    fn dealt(&self) -> &Dealt {
        match self {
            Hand::Auction(b) => &b.dealt,
            Hand::Play(p) => &p.dealt,
        }
    }
}

#[derive(Debug, Clone)]
pub(crate) struct Belote {
    rs: Arc<Rules>,
    spec: Arc<BeloteSpec>,
    set: Settings,
    pending: Option<Settings>,
    seats: Arc<Seating>,
    totals: Vec<i64>,
    held: i64,
    winner: Option<usize>,
    /// The game is over: won, or its partie of `hands` hands played.
    over: bool,
    /// Hands played (a deal everyone passed is not one).
    played: u32,
    next_dealer: Option<usize>,
    hand_no: usize,
    /// The hand in progress, in its phase (none between a hand's end and the next deal).
    cur: Option<Hand>,
    overflow: bool,
    cache: RulesCache,
    /// Nobody reads the notices or more of a report than its tally ([`Game::lean`]).
    lean: bool,
    /// The last hand's allocations, for the next play.
    spare: Spare,
    /// The last hand's auction box, once its play started, for the next deal's auction.
    spare_bidding: SpareBidding,
    /// The last hand's report once read (lean), for the next hand's.
    spare_report: SpareReport,
    /// Cards a hand of this table holds (the ruleset's, for the players seated), asked at every
    /// card and question.
    hand_size: usize,
    /// The deck's ranks, a bit per rank.
    ranks: u32,
    /// Who partners whom: bit `a * 8 + b` when seats `a` and `b` are partners (a play's duty
    /// to ruff may depend on it, at every card).
    partners: u64,
}

/// A finished hand's play kept for its allocations (the box, the tricks, the play log, the
/// honours, the book): the next play empties and refills them, so a hand allocates nothing once
/// one hand was played. A copy of the game (a checkpoint) starts without one.
#[derive(Debug, Default)]
struct Spare(Option<Box<Play>>);

impl Clone for Spare {
    fn clone(&self) -> Spare {
        Spare(None)
    }
}

/// A hand's auction box kept once its play started (or its deal was void): the next deal fills
/// it again, so a deal allocates nothing for its auction. A copy of the game starts without one.
#[derive(Debug, Default)]
struct SpareBidding(Option<Box<Bidding>>);

impl Clone for SpareBidding {
    fn clone(&self) -> SpareBidding {
        SpareBidding(None)
    }
}

/// The player other than `seat` whose holding (of `holdings`, one per seat) has `card`.
fn held_by_another(holdings: &play::Seats, seat: usize, card: Card) -> Option<usize> {
    holdings.iter().enumerate().find(|(o, k)| *o != seat && k.contains(card)).map(|(o, _)| o)
}

/// What a card's play reads of the table besides the hand in play (borrowed apart from it: the
/// hand is played in place, in the game).
#[derive(Clone, Copy)]
struct Table<'a> {
    seats: &'a Seating,
    spec: &'a BeloteSpec,
    /// [`Belote::partners`].
    partners: u64,
    lean: bool,
    hand_size: usize,
}

impl Table<'_> {
    /// `seat` plays `card` in hand `h`: checked in full before anything changes; the trick is
    /// taken when complete. Its notices are pushed onto `notices`; what the hand's end scores is
    /// the caller's. (Made part of the entry's own code: a card is most of a session's entries.)
    #[inline(always)]
    fn play_card(
        &self,
        h: &mut Play,
        seat: usize,
        card: Card,
        say: Option<Say>,
        notices: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        let Table { seats, spec, hand_size, .. } = *self;
        let n = seats.n();
        let last_trick = spec.last_trick as i64;
        if h.shown_for_tally {
            return Err(Refusal::ShownForTally);
        }
        let to_play = h.to_play(n);
        if seat != to_play {
            return Err(Refusal::NotYourTurn { player: to_play, trick: h.tricks.len() + 1 });
        }
        // Most plays are of a card not played yet, in play, and that nobody is known to hold or
        // showed: one look at the union of those sets settles them, and leaves every seat's
        // holdings as they are.
        let seen = h.played.union(h.out_of_play).union(h.held_any);
        let held = seen.contains(card) && Self::seen(h, seat, card)?;
        // The hand's first card: the announcements made before it are judged as entered.
        if h.book.pending() {
            Self::first_card(h, spec, notices);
        }
        if held {
            Self::held_card(h, seat, card, notices);
        }
        let rules = &*h.rules;
        let in_trick = h.current.len();
        let partner_winning =
            in_trick != 0 && self.partners & (1 << (h.current.seat(h.state.winner as usize) * 8 + seat)) != 0;
        let known = h.known[seat].union(h.claimed[seat]);
        let proved = h.log.record(
            rules,
            seat,
            h.tricks.len(),
            card,
            h.current.card_array(),
            in_trick,
            &h.state,
            partner_winning,
            known,
        );
        h.played.insert(card);
        h.played_by[seat].insert(card);
        if card.rank() == KING || card.rank() == QUEEN {
            h.honours.push((seat, card, say));
        }
        rules.push(&mut h.state, card);
        h.current.push((seat, card));
        if proved && !self.lean {
            Self::proved(h, notices);
        }
        if h.current.len() == n {
            let cards = h.current.cards();
            let w = h.current.seat(h.state.winner as usize);
            h.state = TrickState::EMPTY;
            let last = h.tricks.len() + 1 == hand_size;
            let points = rules.trick_points(cards) as i64 + if last { last_trick } else { 0 };
            let played = std::mem::take(&mut h.current);
            h.tricks.push(PlayedTrick { leader: h.leader, cards: played, winner: w, points });
            h.leader = w;
            if !self.lean {
                Self::taken(h, seats, hand_size, notices);
            }
        }
        Ok(())
    }

    /// The hand's first card: the announcements made before it are judged as entered. (Once a
    /// hand, and only with announcements: out of the card's hot path, as the other rare parts of
    /// a play below.)
    #[cold]
    #[inline(never)]
    fn first_card(h: &mut Play, spec: &BeloteSpec, notices: &mut Vec<Notice>) {
        let trump = h.trump_suit();
        notices.extend(h.book.resolve(Resolve::FirstCard, spec, trump).into_iter().map(Notice::Breach));
    }

    /// A card someone is known to hold or showed, played by `seat`: a card another player showed
    /// makes the play accepted and the show false; the holdings forget it.
    #[cold]
    #[inline(never)]
    fn held_card(h: &mut Play, seat: usize, card: Card, notices: &mut Vec<Notice>) {
        if let Some(o) = held_by_another(&h.claimed, seat, card) {
            notices.extend(h.contradict(o, card, Some(seat)));
        }
        h.known[seat].remove(card);
        h.claimed[seat].remove(card);
        h.sync_held();
    }

    /// The breaches the card just played proves, as notices (not lean).
    #[cold]
    #[inline(never)]
    fn proved(h: &Play, notices: &mut Vec<Notice>) {
        let rules = &*h.rules;
        let order = h.played.len() as usize - 1;
        for b in h.log.breaches(rules, &h.holdings(), &h.discredited).iter().filter(|b| b.proven_at == order) {
            notices.push(Notice::Breach(holdings::infraction(h.dealt.number, rules, b, &h.tricks, &h.current)));
        }
    }

    /// The notice of the trick just taken, the last of `h.tricks`, with each side's points so far
    /// (not lean).
    #[inline(never)]
    fn taken(h: &Play, seats: &Seating, hand_size: usize, notices: &mut Vec<Notice>) {
        let mut so_far: crate::engine::PerSide = smallvec::smallvec![0; seats.sides.len()];
        for t in &h.tricks {
            so_far[seats.side_of[t.winner]] += t.points;
        }
        if let Some(t) = h.tricks.last() {
            let trick = h.tricks.len();
            notices.push(Notice::TrickTaken {
                trick,
                tricks: hand_size,
                winner: t.winner,
                points: Some(t.points),
                so_far,
            });
        }
    }

    /// A card played, out of play, or known or shown to be held (the rare play
    /// [`Table::play_card`] looks at twice): refused when played, out of play or known to be
    /// another's; else whether someone is known to hold it or showed it.
    #[cold]
    #[inline(never)]
    fn seen(h: &Play, seat: usize, card: Card) -> Result<bool, Refusal> {
        if h.played.contains(card) {
            let (trick, by) = h
                .tricks
                .iter()
                .enumerate()
                .find_map(|(i, t)| t.cards.iter().find(|(_, c)| *c == card).map(|(s, _)| (i + 1, s)))
                .unwrap_or((
                    h.tricks.len() + 1,
                    h.current.iter().find(|(_, c)| *c == card).map(|x| x.0).unwrap_or(seat),
                ));
            return Err(Refusal::AlreadyPlayed { card, by: Some(by), trick: Some(trick) });
        }
        if h.out_of_play.contains(card) {
            return Err(Refusal::OutOfPlay { card });
        }
        if let Some(o) = held_by_another(&h.known, seat, card) {
            return Err(Refusal::KnownHeld { card, holder: o });
        }
        Ok(h.held_any.contains(card))
    }
}

impl Belote {
    /// [`Game::apply_into`] with the refusal unboxed: the game's own code. A card (most
    /// entries), a deal and a call push their notices onto `out` themselves; the other
    /// entries' come in a vector.
    #[inline(always)]
    fn step(&mut self, event: &Event, meta: Meta, out: &mut Vec<Notice>) -> Result<(), Refusal> {
        if self.over && !matches!(event, Event::Deal { .. }) {
            return Err(Refusal::GameOver { winner: self.winner });
        }
        if let Event::Play { player, card, say } = event {
            return self.play(*player, *card, *say, meta, out);
        }
        self.step_other(event, meta, out)
    }

    /// [`Belote::step`] of an entry other than a card, its notices pushed onto `out` (a deal, a
    /// call, an announcement and a show, once a deal and a few times, make no list of their own).
    /// (Only a dispatch: each entry's code is out of line, the rare ones' list of notices
    /// in [`Belote::step_rare`]'s frame, not this one's.)
    #[inline(never)]
    fn step_other(&mut self, event: &Event, meta: Meta, out: &mut Vec<Notice>) -> Result<(), Refusal> {
        match event {
            Event::Deal { dealer, turned, bottom } => self.deal(*dealer, *turned, *bottom, meta),
            Event::Bid { player, call, trump } => self.bid(*player, *call, *trump, meta, out),
            Event::Announce { player, melds } => self.announce(*player, melds, out),
            Event::Show { player, cards } => self.show(*player, cards, out),
            _ => self.step_rare(event, meta, out),
        }
    }

    /// [`Belote::step_other`] of a misdeal, a swap of the 7, a tally or an entry of no place
    /// here (a few times a session at most).
    #[inline(never)]
    fn step_rare(&mut self, event: &Event, meta: Meta, out: &mut Vec<Notice>) -> Result<(), Refusal> {
        let notices = match event {
            Event::Misdeal => self.misdeal(meta)?,
            Event::SwapSeven { player } => self.swap_seven(*player)?,
            Event::Tally(t) => self.tally(t, meta)?,
            other => return Err(Refusal::NoPlace { kind: other.kind(), ruleset: self.rs.name.clone() }),
        };
        out.extend(notices);
        Ok(())
    }

    pub(crate) fn new(rs: Arc<Rules>, spec: Arc<BeloteSpec>, opts: &Options, seats: Arc<Seating>) -> Belote {
        let nsides = seats.sides.len();
        let hand_size = spec.hand_size.get(&(seats.n() as u32)).copied().unwrap_or(8) as usize;
        let ranks = rs.ranks.iter().fold(0u32, |m, r| m | 1 << (r.0 & 31));
        let mut partners = 0u64;
        for a in 0..seats.n().min(8) {
            for b in 0..seats.n().min(8) {
                if seats.teams && seats.partners(a, b) {
                    partners |= 1 << (a * 8 + b);
                }
            }
        }
        Belote {
            partners,
            hand_size,
            ranks,
            set: Settings::read(&spec, opts),
            rs,
            spec,
            pending: None,
            seats,
            totals: vec![0; nsides],
            held: 0,
            winner: None,
            over: false,
            played: 0,
            next_dealer: None,
            hand_no: 0,
            cur: None,
            overflow: false,
            cache: RulesCache::default(),
            lean: false,
            spare: Spare::default(),
            spare_bidding: SpareBidding::default(),
            spare_report: SpareReport::default(),
        }
    }

    fn n(&self) -> usize {
        self.seats.n()
    }

    /// A new hand's report: the last one's buffers when it was handed back, else a new one.
    /// Boxed, as its notice carries it: a lean game's box comes back ([`Game::recycle`]) and is
    /// filled again, neither allocated nor copied per hand.
    fn new_report(&mut self, number: usize, dealer: usize, outcome: Outcome) -> Box<HandReport> {
        let sides = self.seats.sides.len();
        let mut r = match self.spare_report.take() {
            Some(mut r) if self.lean && r.scores_only => {
                // A lean report of this game's holds the score, the contract and its capot, the
                // infractions and the counts, and nothing else (no line, trick, combination nor
                // note: see `settle` and `redeal`): those alone are emptied.
                debug_assert!(r.breakdown.is_empty() && r.tricks.is_none() && r.melds.is_none());
                debug_assert!(r.notes == crate::engine::report::HandNotes::default());
                (r.number, r.dealer, r.outcome) = (number, dealer, outcome);
                (r.contract, r.capot) = (None, None);
                r.score.clear();
                r.score.resize(sides, 0);
                r.infractions.clear();
                // A played hand's counts are reset in place at its end ([`Belote::settle`]).
                if outcome != Outcome::Played {
                    r.counts.sides.clear();
                    r.counts.players.clear();
                }
                r
            }
            Some(mut r) => {
                let counts = std::mem::take(&mut r.counts);
                r.renew(number, dealer, outcome, sides);
                // A played hand's counts are reset in place at its end ([`Belote::settle`]):
                // their buffers are kept.
                if outcome == Outcome::Played {
                    r.counts = counts;
                }
                r
            }
            None => Box::new(HandReport::new(number, dealer, outcome, sides)),
        };
        // Nobody reads a lean game's lines: its report keeps the score alone.
        r.scores_only = self.lean;
        r
    }
    fn hand_size(&self) -> usize {
        self.hand_size
    }
    fn spanish(&self) -> bool {
        self.spec.announcements == Announcements::Spanish
    }
    fn in_deck(&self, card: Card) -> Result<(), Refusal> {
        if self.ranks & 1 << (card.rank().0 & 31) != 0 {
            Ok(())
        } else {
            Err(Refusal::NotInDeck { card, size: self.rs.ranks.len() * 4 })
        }
    }

    /// The hand in play, if the hand in progress is in play.
    fn in_play(&self) -> Option<&Play> {
        match self.cur.as_ref()? {
            Hand::Play(p) => Some(p),
            Hand::Auction(_) => None,
        }
    }

    /// A stock is left after the deal (2-3 players): its bottom card may be shown.
    fn has_stock(&self) -> bool {
        self.rs.ranks.len() * 4 > self.n() * self.hand_size() + 1
    }

    /// (Once a deal, kept out of the entry's own code: the card's path there stays as it is
    /// whatever the deal's and the bids' code.)
    #[inline(never)]
    fn deal(&mut self, dealer: usize, turned: Option<Card>, bottom: Option<Card>, meta: Meta) -> Result<(), Refusal> {
        if self.over {
            return Err(Refusal::GameOver { winner: self.winner });
        }
        if let Some(h) = &self.cur {
            return Err(Refusal::HandNotFinished { hand: h.dealt().number });
        }
        if let Some(nd) = self.next_dealer.filter(|nd| *nd != dealer) {
            return Err(Refusal::NotYourDeal { dealer: nd });
        }
        let n = self.n();
        let eldest = (dealer + 1) % n;
        // The auction as the settings in force stand now; the options of a pending change take
        // effect with this deal, if it is accepted.
        let set = self.pending.as_ref().unwrap_or(&self.set);
        let opening = Opening {
            kind: self.spec.auction,
            eldest,
            players: n,
            second_round: self.spec.second_round,
            all_no_trump: set.all_no_trump,
            level: set.level,
            contract: set.contract,
        };
        let auction = Auction::open(opening, turned)?;
        if let Some(t) = turned {
            self.in_deck(t)?;
        }
        if let Some(b) = bottom {
            self.in_deck(b)?;
            if !self.has_stock() {
                return Err(Refusal::NoBottom { players: n });
            }
            if Some(b) == turned {
                return Err(Refusal::BottomIsTurned { card: b });
            }
        }
        if let Some(set) = self.pending.take() {
            self.set = set;
        }
        self.hand_no += 1;
        let dealt = Dealt {
            number: self.hand_no,
            dealer,
            eldest,
            first_line: meta.line,
            started_at: meta.at.map(String::from),
        };
        let bidding = Bidding { dealt, auction, bottom };
        let boxed = match self.spare_bidding.0.take() {
            Some(mut b) => {
                *b = bidding;
                b
            }
            None => Box::new(bidding),
        };
        self.cur = Some(Hand::Auction(boxed));
        Ok(())
    }

    /// A call of the auction (kept out of the entry's own code, as the deal is), its notices
    /// pushed onto `out`.
    #[inline(never)]
    fn bid(
        &mut self,
        seat: usize,
        call: Call,
        trump: Option<Trump>,
        meta: Meta,
        out: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        let mut b = match self.cur.take() {
            None => return Err(Refusal::NoHand),
            Some(Hand::Play(p)) => {
                let taker = p.contract.taker;
                // `self_raise: never`: three passes ended the auction; the bidder's own pass,
                // before the first card, is taken and changes nothing (RULES.md coinche).
                let closing = self.spec.auction == spec::AuctionKind::Contract
                    && !self.set.contract.self_raise
                    && seat == taker
                    && p.before_cards()
                    && p.contract.multiplier == 1;
                self.cur = Some(Hand::Play(p));
                return match (closing, call) {
                    (true, Call::Pass) if trump.is_none() => Ok(()),
                    (true, Call::Bid(_)) => Err(Refusal::SelfRaiseNever),
                    _ => Err(Refusal::BiddingOver { taker: Some(taker) }),
                };
            }
            Some(Hand::Auction(b)) => b,
        };
        match b.auction.call(seat, call, trump) {
            Err(refusal) => {
                self.cur = Some(Hand::Auction(b));
                Err(refusal)
            }
            Ok(Called::Open) => {
                self.cur = Some(Hand::Auction(b));
                Ok(())
            }
            Ok(Called::AllPassed) => {
                let dealt = std::mem::take(&mut b.dealt);
                self.spare_bidding.0 = Some(b);
                self.redeal(dealt, meta, out);
                Ok(())
            }
            Ok(Called::Closed(contract)) => {
                let play = self.start_play_boxed(b, contract);
                self.cur = Some(Hand::Play(play));
                out.extend(self.contract_reached(contract));
                Ok(())
            }
        }
    }

    /// The notice of the end of an auction that reached a contract bid with a value (coinche):
    /// what it is, who coinched and surcoinched it, in the ruleset's words. None in the other
    /// auctions (their contract is said by the question that follows) and where nobody reads it.
    fn contract_reached(&self, contract: Contract) -> Option<Notice> {
        let bid = matches!(contract.level, crate::engine::Level::Bid(_));
        (bid && !self.lean).then_some(Notice::Contract { contract, words: self.set.contract.words })
    }

    /// The auction closed with `contract`: the hand is played under it, with the trick rules of
    /// its trump. The turned card goes where the ruleset puts it for this table: the taker's
    /// hand (a known holding) or the table (out of play, unless the 7 swap takes it).
    fn start_play(&mut self, b: Bidding, contract: Contract) -> Box<Play> {
        let start = self.start_of(b.auction.turned(), b.bottom, contract);
        self.play_from(b.dealt, contract, start)
    }

    /// [`Belote::start_play`] from the auction's box, which is kept for the next deal.
    fn start_play_boxed(&mut self, mut b: Box<Bidding>, contract: Contract) -> Box<Play> {
        let dealt = std::mem::take(&mut b.dealt);
        let start = self.start_of(b.auction.turned(), b.bottom, contract);
        self.spare_bidding.0 = Some(b);
        self.play_from(dealt, contract, start)
    }

    /// Where the cards are when the play under `contract` starts: the stock's `bottom` card out of
    /// play, the `turned` card where the ruleset puts it for this table.
    fn start_of(&self, turned: Option<Card>, bottom: Option<Card>, contract: Contract) -> Start {
        let mut start = Start { out_of_play: bottom.into_iter().collect(), known: None, turned };
        if let Some(card) = turned {
            match self.spec.turned_card.get(&(self.n() as u32)).copied().unwrap_or(TurnedCard::Taker) {
                TurnedCard::Taker => start.known = Some((contract.taker, card)),
                TurnedCard::Table => start.out_of_play.insert(card),
            }
        }
        start
    }

    /// The play of hand `dealt` under `contract`, the cards placed as `start` says.
    fn play_from(&mut self, dealt: Dealt, contract: Contract, start: Start) -> Box<Play> {
        let rules = self.cache.get(&self.rs, play::mode_of(contract.trump), self.set.duties, None);
        Play::start(dealt, contract, rules, start, self.n(), self.spare.0.take())
    }

    /// A card exposed while dealing: the same dealer deals again; the dealer's side loses the
    /// misdeal penalty.
    fn misdeal(&mut self, meta: Meta) -> Result<Vec<Notice>, Refusal> {
        let Some(h) = self.cur.take() else { return Err(Refusal::NoHand) };
        if let Hand::Play(p) = &h {
            if !p.before_cards() {
                self.cur = Some(h);
                return Err(Refusal::MisdealAfterPlay);
            }
        }
        let d = h.dealt();
        let mut report = HandReport::new(d.number, d.dealer, Outcome::Redeal, self.seats.sides.len());
        report.add(self.seats.side_of[d.dealer], Item::Misdeal, -self.set.misdeal_penalty);
        for s in 0..self.totals.len() {
            checked::add(&mut self.overflow, &mut self.totals[s], report.score[s]);
        }
        report.notes.first_line = d.first_line;
        report.notes.last_line = meta.line;
        report.notes.started_at = d.started_at.clone();
        report.notes.ended_at = meta.at.map(String::from);
        self.next_dealer = Some(d.dealer);
        let (number, dealer) = (d.number, d.dealer);
        if let Hand::Play(p) = h {
            self.spare = Spare(Some(p));
        }
        Ok(vec![Notice::Redeal { hand: number, dealer }, Notice::Hand(Box::new(report))])
    }

    /// Everyone passed: no contract, the deal is void and dealt again (its notices pushed onto
    /// `out`).
    #[inline(never)]
    fn redeal(&mut self, d: Dealt, meta: Meta, out: &mut Vec<Notice>) {
        let mut report = self.new_report(d.number, d.dealer, Outcome::Redeal);
        // Nobody reads a lean game's notes.
        if !self.lean {
            report.notes.first_line = d.first_line;
            report.notes.last_line = meta.line;
            report.notes.started_at = d.started_at;
            report.notes.ended_at = meta.at.map(String::from);
        }
        let dealer = match self.spec.all_pass {
            spec::AllPass::NextDealer => (d.dealer + 1) % self.n(),
            spec::AllPass::SameDealer => d.dealer,
        };
        self.next_dealer = Some(dealer);
        out.push(Notice::Redeal { hand: d.number, dealer });
        out.push(Notice::Hand(report));
    }

    fn swap_seven(&mut self, seat: usize) -> Result<Vec<Notice>, Refusal> {
        let n = self.n();
        if !self.spec.swap_seven.contains(&(n as u32)) {
            return Err(Refusal::NoSwap { players: n });
        }
        let p = match self.cur.as_mut() {
            None => return Err(Refusal::NoHand),
            Some(Hand::Auction(_)) => return Err(Refusal::SwapAfterTake),
            Some(Hand::Play(p)) => p,
        };
        let Mode::Trump(t) = p.mode() else {
            return Err(Refusal::SwapAfterTake);
        };
        // Only a deal with a card turned up has one to swap for.
        let Some(turned) = p.turned else { return Err(Refusal::NoSwap { players: n }) };
        if t != turned.suit() {
            return Err(Refusal::SwapTurnedSuitOnly);
        }
        if p.swap_done {
            return Err(Refusal::AlreadySwapped);
        }
        if !p.before_cards() {
            return Err(Refusal::SwapBeforeFirstCard);
        }
        if turned.rank() == SEVEN {
            return Err(Refusal::TurnedIsSeven);
        }
        p.out_of_play.remove(turned);
        p.out_of_play.insert(Card::new(t, SEVEN));
        p.known[seat].insert(turned);
        p.sync_held();
        p.swap_done = true;
        Ok(vec![])
    }

    /// `seat` announces `melds`; the infraction it makes, if any, pushed onto `out`.
    #[inline(never)]
    fn announce(&mut self, seat: usize, melds: &[MeldName], out: &mut Vec<Notice>) -> Result<(), Refusal> {
        if !self.spanish() {
            return Err(Refusal::NoAnnouncements { ruleset: self.rs.name.clone() });
        }
        let h = match self.cur.as_mut() {
            None => return Err(Refusal::NoHand),
            Some(Hand::Auction(_)) => return Err(Refusal::AnnounceAfterBidding),
            Some(Hand::Play(p)) => p,
        };
        if h.book.announced(seat) {
            return Err(Refusal::AlreadyAnnounced { player: seat });
        }
        // Before any card, nobody can yet be ahead of the announcer in the first trick: the
        // announcement is judged when the first card is played, or in seat order by a tally.
        let n = self.seats.n();
        let eldest = h.dealt.eldest;
        let timing = if h.before_cards() && h.tricks.is_empty() {
            Timing::BeforeCards
        } else if !h.played_by[seat].is_empty() {
            Timing::Late
        } else if h.tricks.is_empty()
            && (0..(seat + n - eldest) % n).map(|k| (eldest + k) % n).any(|p| h.played_by[p].is_empty())
        {
            Timing::OutOfTurn
        } else {
            Timing::InTurn
        };
        let names = announce::Names::from_slice(melds);
        out.extend(h.book.announce(seat, names, timing).map(Notice::Breach));
        Ok(())
    }

    /// `seat` shows `cards`; the infraction it makes and (unless lean) who won the
    /// announcements, once settled, pushed onto `out`.
    #[inline(never)]
    fn show(&mut self, seat: usize, cards: &[Card], out: &mut Vec<Notice>) -> Result<(), Refusal> {
        let shown: CardSet = cards.iter().copied().collect();
        for c in cards {
            self.in_deck(*c)?;
        }
        let n = self.n();
        let spec = &*self.spec;
        let h = match self.cur.as_mut() {
            None => return Err(Refusal::NoHand),
            // Nobody has announced anything before the first card.
            Some(Hand::Auction(_)) => return Err(Refusal::NothingToShow { player: seat }),
            Some(Hand::Play(p)) => p,
        };
        let trump = h.trump_suit();
        let ai = h.book.to_show(seat)?;
        // Shows come once the first trick is complete; before any card, only ahead of a tally
        // (journal.md: a tallied hand's shows are entered before it).
        let before_cards = h.before_cards();
        if h.tricks.is_empty() && !before_cards {
            return Err(Refusal::ShowBeforeFirstTrick);
        }
        for c in shown.iter() {
            if let Some(o) = (0..n).find(|o| {
                *o != seat && (h.played_by[*o].contains(c) || h.known[*o].contains(c) || h.claimed[*o].contains(c))
            }) {
                return Err(Refusal::CardIsOthers { card: c, owner: o });
            }
            if h.out_of_play.contains(c) {
                return Err(Refusal::OutOfPlay { card: c });
            }
        }
        h.claimed[seat] = h.claimed[seat].union(shown.minus(h.played_by[seat]));
        h.sync_held();
        h.shown_for_tally |= h.tricks.is_empty();
        out.extend(h.book.show(ai, shown, spec, trump).map(Notice::Breach));
        if !self.lean {
            out.extend(self.announcements_settled());
        }
        Ok(())
    }

    /// Who won the announcements, said once when it is settled: the first trick is complete
    /// (nobody may announce any more) and every announcement still standing is shown. What the
    /// hand's end would award them as they stand.
    fn announcements_settled(&mut self) -> Option<Notice> {
        if self.lean {
            return None;
        }
        let h = self.in_play()?;
        let side_of = &self.seats.side_of;
        if !self.spanish()
            || h.announcements_said
            || h.book.anns.is_empty()
            || h.tricks.is_empty()
            || h.book.pending()
            || h.book.any_awaiting_show(side_of)
        {
            return None;
        }
        let closed = h.book.clone().close(side_of);
        let award = melds::award(
            &self.spec,
            &closed.claims,
            h.trump_suit(),
            &self.seats,
            h.dealt.eldest,
            self.set.run_tie,
            self.n(),
        );
        let mut scores: crate::engine::PerSide = award.per_side;
        scores.resize(self.seats.sides.len(), 0);
        if let Some(Hand::Play(p)) = self.cur.as_mut() {
            p.announcements_said = true;
        }
        Some(Notice::Announcements { best: award.best, split: award.split, scores })
    }

    /// `seat` plays `card`: the hand in play is played in place (not taken out of the game and
    /// put back at every card); the hand's last card settles it. (Part of the entry's own code,
    /// one call frame: a card is most of a session's entries.)
    #[inline(always)]
    fn play(
        &mut self,
        seat: usize,
        card: Card,
        say: Option<Say>,
        meta: Meta,
        out: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        self.in_deck(card)?;
        if !matches!(self.cur, Some(Hand::Play(_))) {
            return self.play_to_close(seat, card, say, out);
        }
        let Belote { cur, seats, spec, partners, lean, hand_size, .. } = self;
        let Some(Hand::Play(p)) = cur else { return Err(Refusal::NoHand) };
        let table = Table { seats, spec, partners: *partners, lean: *lean, hand_size: *hand_size };
        table.play_card(p, seat, card, say, out)?;
        if p.tricks.len() == *hand_size {
            if let Some(Hand::Play(p)) = self.cur.take() {
                self.finish_hand(p, meta, out);
            }
        }
        if !self.lean {
            out.extend(self.announcements_settled());
        }
        Ok(())
    }

    /// A card while no hand is in play: the auction's closing card (coinche: the first card
    /// led, the eldest hand's, closes it), else refused. Once a hand, out of the entry's hot path.
    #[inline(never)]
    fn play_to_close(
        &mut self,
        seat: usize,
        card: Card,
        say: Option<Say>,
        out: &mut Vec<Notice>,
    ) -> Result<(), Refusal> {
        let b = match self.cur.take() {
            None => return Err(Refusal::NoHand),
            Some(Hand::Auction(b)) => b,
            Some(h @ Hand::Play(_)) => {
                self.cur = Some(h);
                return Err(Refusal::NoHand);
            }
        };
        match b.auction.closed_by_card() {
            Some(contract) if seat == b.dealt.eldest => {
                // The auction's box is held aside, its deal lent to the play: a refused card puts
                // the deal back in it (nothing is copied), a card taken keeps the box for the
                // next deal.
                let mut b = b;
                let dealt = std::mem::take(&mut b.dealt);
                let start = self.start_of(b.auction.turned(), b.bottom, contract);
                let mut p = self.play_from(dealt, contract, start);
                let mut notices = Vec::new();
                match self.table().play_card(&mut p, seat, card, say, &mut notices) {
                    Err(refusal) => {
                        b.dealt = std::mem::take(&mut p.dealt);
                        self.spare = Spare(Some(p));
                        self.cur = Some(Hand::Auction(b));
                        Err(refusal)
                    }
                    Ok(()) => {
                        self.spare_bidding.0 = Some(b);
                        self.cur = Some(Hand::Play(p));
                        // The hand's first card: no trick is taken, no announcement settled.
                        out.extend(self.contract_reached(contract));
                        out.extend(notices);
                        Ok(())
                    }
                }
            }
            Some(_) => {
                let eldest = b.dealt.eldest;
                self.cur = Some(Hand::Auction(b));
                Err(Refusal::NotYourTurn { player: eldest, trick: 1 })
            }
            None => {
                let bidder = b.auction.bidder();
                self.cur = Some(Hand::Auction(b));
                Err(Refusal::StillBidding { bidder })
            }
        }
    }

    /// What a card's play reads of the table besides the hand.
    fn table(&self) -> Table<'_> {
        Table {
            seats: &self.seats,
            spec: &self.spec,
            partners: self.partners,
            lean: self.lean,
            hand_size: self.hand_size,
        }
    }

    /// The word a play of `card` by `seat` may carry (RULES.md belote-es: "belote" with the
    /// first of K and Q of a trump suit, "rebelote" with the second), when the settings require
    /// it said and the play would be taken: its turn, a card not played, held by no one else.
    /// Nothing when the first was played unsaid (no 20 is left to lose), or, king first, the
    /// queen comes first.
    ///
    /// At a contract auction's closing question the first card led, the eldest hand's, closes
    /// the auction (RULES.md coinche): that card is asked about under the trump of the contract
    /// it closes, as the hand's first card.
    fn word_to_say(&self, seat: usize, card: Card) -> Option<Say> {
        if !(self.set.must_declare || self.set.declare_first) || self.over || self.in_deck(card).is_err() {
            return None;
        }
        let h = match self.cur.as_ref()? {
            Hand::Play(h) => h,
            Hand::Auction(b) => {
                let contract = b.auction.closed_by_card()?;
                // Nothing is played, held known or out of play yet (no card is turned up at a
                // contract auction): the pair is this player's to say, the queen first only
                // where the order allows it.
                let first = seat == b.dealt.eldest
                    && b.bottom != Some(card)
                    && self.honour_of_trump(play::mode_of(contract.trump), card)
                    && !(self.set.king_first && card.rank() == QUEEN);
                return first.then_some(Say::Belote);
            }
        };
        if !self.honour_of_trump(h.mode(), card) || h.shown_for_tally {
            return None;
        }
        let n = self.n();
        if h.to_play(n) != seat || h.played.contains(card) || h.out_of_play.contains(card) {
            return None;
        }
        if (0..n).any(|o| o != seat && h.known[o].contains(card)) {
            return None;
        }
        let other = Card::new(card.suit(), if card.rank() == KING { QUEEN } else { KING });
        // The other honour out of this player's reach: no pair, nothing to say.
        let elsewhere = (h.played.contains(other) && !h.played_by[seat].contains(other))
            || h.out_of_play.contains(other)
            || (0..n).any(|o| o != seat && h.known[o].contains(other));
        if elsewhere {
            return None;
        }
        match h.honours.iter().find(|(p, c, _)| *p == seat && *c == other) {
            None if self.set.king_first && card.rank() == QUEEN => None,
            None => Some(Say::Belote),
            // `belote.declare: first`: the rebelote is implied.
            Some(_) if self.set.declare_first => None,
            Some((_, _, Some(Say::Belote))) => Some(Say::Rebelote),
            Some(_) => None,
        }
    }

    /// `card` is the king or the queen of a trump of `mode` (all-trump: where each suit has its
    /// belote).
    fn honour_of_trump(&self, mode: Mode, card: Card) -> bool {
        let trump = match mode {
            Mode::Trump(t) => card.suit() == t,
            Mode::AllTrump => self.set.all_trump_belote,
            Mode::NoTrump => false,
        };
        trump && (card.rank() == KING || card.rank() == QUEEN)
    }

    /// Spanish announcements: may `seat` announce now (before their first card, not yet
    /// announced)? The lowest name rank still allowed (a brelán is 100, runs their length).
    fn may_announce(&self, h: &Play, seat: usize) -> Option<u8> {
        if !self.spanish() {
            return None;
        }
        if !h.played_by[seat].is_empty() || h.book.fine[seat] || h.book.announced(seat) {
            return None;
        }
        Some(h.book.floor())
    }

    /// The card the 7 of trump may be swapped for now, if any.
    fn swap_possible(&self, h: &Play) -> Option<Card> {
        let turned = h.turned?;
        (self.spec.swap_seven.contains(&(self.n() as u32))
            && h.mode() == Mode::Trump(turned.suit())
            && turned.rank() != SEVEN
            && !h.swap_done
            && h.before_cards())
        .then_some(turned)
    }

    /// The optional questions of the moment: a swap of the 7, shows, an announcement.
    fn optional_questions(&self) -> Vec<Question> {
        let mut qs = Vec::new();
        if self.over {
            return qs;
        }
        let Some(h) = self.in_play() else { return qs };
        if let Some(turned) = self.swap_possible(h) {
            qs.push(Question::anyone(Ask::Swap { turned }).optional());
        }
        if !h.tricks.is_empty() {
            for a in h.book.awaiting_show(&self.seats.side_of) {
                qs.push(Question::of(a.seat, Ask::Show { melds: a.names.to_vec() }).optional());
            }
        }
        let seat = h.to_play(self.n());
        if let Some(floor) = self.may_announce(h, seat) {
            let mut choices = vec![vec![]];
            if floor <= 100 {
                choices.push(vec![MeldName::Four]);
            }
            choices.extend((3u8..=8).filter(|n| *n >= floor).map(|n| vec![MeldName::Run(n)]));
            qs.push(Question::of(seat, Ask::Announce { choices }).optional());
        }
        qs
    }

    /// The question the game cannot go on without: the deal, a call, a card (or the game is over).
    fn required_question(&self) -> Option<Question> {
        if self.over {
            return Some(Question::anyone(Ask::Over { winner: self.winner }));
        }
        let h = match self.cur.as_ref() {
            None => {
                let dealer = self.next_dealer.unwrap_or(0);
                let card = match self.spec.auction {
                    spec::AuctionKind::Contract => DealCard::Nothing,
                    spec::AuctionKind::TurnedCard if self.has_stock() => DealCard::TurnedBottom,
                    spec::AuctionKind::TurnedCard => DealCard::Turned,
                };
                return Some(Question::anyone(Ask::Deal { hand: self.hand_no + 1, dealer, card }));
            }
            Some(Hand::Auction(b)) => return Some(b.auction.question(b.dealt.number)),
            Some(Hand::Play(p)) => p,
        };
        let seat = h.to_play(self.n());
        let led = h.current.first().map(|x| h.rules.suit_of(x.1));
        Some(Question::of(
            seat,
            Ask::Card {
                hand: h.dealt.number,
                trick: h.tricks.len() + 1,
                tricks: self.hand_size(),
                led,
                trump: Some(h.contract.trump),
                contract: matches!(h.contract.level, crate::engine::Level::Bid(_)).then_some(h.contract),
            },
        ))
    }
}

impl Belote {
    /// [`Game::turn`]: the deal and the card are read off the state; the auction's turn from its
    /// question.
    fn brief_turn(&self) -> Option<crate::engine::Turn> {
        use crate::engine::Turn;
        if self.over {
            return Some(Turn::Other);
        }
        Some(match self.cur.as_ref() {
            None => Turn::Deal { dealer: self.next_dealer.unwrap_or(0) },
            Some(Hand::Auction(b)) => b.auction.turn(b.dealt.number),
            Some(Hand::Play(p)) => Turn::Card { seat: p.to_play(self.n()) },
        })
    }

    /// [`Game::card_turn`]: the seat to play and its legal cards by the trick rules of the
    /// contract and the trick so far, as a play is judged ([`Belote::step`]); the first card
    /// of a hand whose auction it closes (coinche) is free.
    #[inline(always)]
    fn legal_turn(&self, hands: &[CardSet]) -> Option<(crate::engine::Seat, CardSet)> {
        let h = match self.cur.as_ref()? {
            Hand::Play(h) => h,
            Hand::Auction(b) => {
                let seat = b.dealt.eldest;
                return b.auction.closed_by_card().and_then(|_| Some((seat, *hands.get(seat)?)));
            }
        };
        let seat = h.to_play(self.n());
        let hand = *hands.get(seat)?;
        let partner_winning =
            !h.current.is_empty() && self.partners & (1 << (h.current.seat(h.state.winner as usize) * 8 + seat)) != 0;
        Some((seat, h.rules.legal_in(hand, &h.state, partner_winning)))
    }
}

impl Game for Belote {
    fn questions(&self) -> Vec<Question> {
        let mut qs = self.optional_questions();
        qs.extend(self.required_question());
        qs
    }

    fn next_question(&self) -> Option<Question> {
        self.required_question()
    }

    fn word_for(&self, seat: usize, card: Card) -> Option<Say> {
        self.word_to_say(seat, card)
    }

    fn turn(&self) -> Option<crate::engine::Turn> {
        self.brief_turn()
    }

    #[inline(always)]
    fn card_turn(&self, hands: &[CardSet]) -> Option<(crate::engine::Seat, CardSet)> {
        self.legal_turn(hands)
    }

    fn apply(&mut self, event: &Event, meta: Meta) -> Result<Vec<Notice>, Box<Refusal>> {
        let mut out = Vec::new();
        self.step(event, meta, &mut out).map_err(Box::new)?;
        Ok(out)
    }

    #[inline(always)]
    fn apply_into(&mut self, event: &Event, meta: Meta, out: &mut Vec<Notice>) -> Result<(), Box<Refusal>> {
        self.step(event, meta, out).map_err(Box::new)
    }

    fn recycle(&mut self, report: Box<HandReport>) {
        if self.lean {
            self.spare_report.keep(report);
        }
    }

    fn lean(&mut self) {
        self.lean = true;
    }

    fn set_options(&mut self, options: &Options) -> Result<(), Refusal> {
        self.pending = Some(Settings::read(&self.spec, options));
        Ok(())
    }

    fn close(&mut self, _meta: Meta) -> Vec<Notice> {
        vec![]
    }

    fn decided(&self) -> bool {
        self.winner.is_some() || self.over
    }

    fn standing(&self) -> Standing {
        Standing {
            totals: self.totals.clone(),
            pot: None,
            winner: self.winner,
            over: self.over,
            target: (self.set.hands == 0).then_some(self.set.target),
            held: self.held,
            squares: None,
        }
    }

    fn open_infractions(&self) -> Vec<Infraction> {
        let Some(h) = self.in_play() else { return vec![] };
        let mut out = h.book.infractions.clone();
        for b in h.log.breaches(&h.rules, &h.holdings(), &h.discredited) {
            out.push(holdings::infraction(h.dealt.number, &h.rules, &b, &h.tricks, &h.current));
        }
        out
    }

    fn hand_so_far(&self) -> Option<HandSoFar> {
        let h = self.cur.as_ref()?;
        let nsides = self.seats.sides.len();
        let d = h.dealt();
        let mut so_far = HandSoFar {
            number: d.number,
            dealer: d.dealer,
            turn: self.required_question().and_then(|q| q.who),
            tricks: (0, self.hand_size()),
            lines: (0..nsides).map(|side| Line { side, item: Item::Cards, points: 0 }).collect(),
            tricks_won: vec![0; nsides],
            ..HandSoFar::default()
        };
        // Bidding: no trump, no taker, no card yet.
        let Hand::Play(h) = h else { return Some(so_far) };
        for t in &h.tricks {
            let s = self.seats.side_of[t.winner];
            so_far.lines[s].points += t.points;
            so_far.tricks_won[s] += 1;
        }
        so_far.tricks.0 = h.tricks.len();
        so_far.trump = Some(h.contract.trump);
        so_far.taker = Some(h.contract.taker);
        so_far.contract = Some(h.contract);
        so_far.words = self.spec.calls;
        so_far.table = h.current.to_vec();
        so_far.seen = h.played.iter().collect();
        so_far.held = h.known.iter().enumerate().flat_map(|(s, cs)| cs.iter().map(move |c| (s, c))).collect();
        so_far.taken = h.tricks.iter().map(|t| t.taken(true)).collect();
        Some(so_far)
    }

    fn in_hand(&self) -> bool {
        self.cur.is_some()
    }

    fn overflowed(&self) -> bool {
        self.overflow
    }

    fn forms(&self) -> Vec<Form> {
        let mut f = match self.spec.auction {
            spec::AuctionKind::Contract => {
                vec![Form::DealWho, Form::Misdeal, Form::BidContract { all_no_trump: self.set.all_no_trump }]
            }
            spec::AuctionKind::TurnedCard => {
                let deal = if self.has_stock() { Form::DealBottom } else { Form::DealTurned };
                vec![deal, Form::Misdeal, Form::BidTake { third_round: self.set.all_no_trump }]
            }
        };
        if self.spec.swap_seven.contains(&(self.n() as u32)) {
            f.push(Form::Swap);
        }
        if self.spanish() {
            f.extend([Form::Announce, Form::Show]);
        }
        f.push(Form::PlaySay);
        f.push(Form::Tally(self.tally_shape()));
        f
    }

    fn box_clone(&self) -> Box<dyn Game> {
        Box::new(self.clone())
    }
}
