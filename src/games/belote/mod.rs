/*!
Belote, both bundled rulesets (RULES.md "belote-classic" and "belote-es"), hand after hand.

One state machine serves both: the ruleset's `belote:` section and the settings choose the bidding
rounds, who holds the turned card, the 7 swap, Spanish announcements, the scoring (contract with
litige and capot, or points with capote awards), the belote declaration and the renounce penalty.
Every entry is checked fully before anything changes, so a refused entry leaves the state as it
was. Scoring is in `score`; the random player of the simulator in [`sim`].
*/

mod announce;
pub mod fast;
pub mod judge;
pub mod melds;
pub(crate) mod partie;
mod score;
pub mod settings;
pub mod sim;
pub mod spec;
mod tally;

use crate::cards::{Card, Rank, Suit};
use crate::cardset::CardSet;
use crate::checked;
use crate::engine::{
    Ask, BidOptions, Call, DealCard, Event, Form, Game, HandReport, HandSoFar, Infraction, Item, Line, MeldName, Meta,
    Notice, Outcome, Question, Refusal, Say, Standing, Trump,
};
use crate::games::Rules;
use crate::rules::holdings::{self, PlayLog, PlayedTrick, Playing};
use crate::rules::seating::Seating;
use crate::rules::trick::{Mode, RulesCache, TrickRules, TrickState};
use crate::ruleset::Options;
use announce::{Book, Resolve, Timing};
use settings::Settings;
use spec::{Announcements, BeloteSpec, SecondRound, TurnedCard};
use std::sync::Arc;

const KING: Rank = Rank(13);
const QUEEN: Rank = Rank(12);
const SEVEN: Rank = Rank(7);

/// One item per player, inline up to four players (every Belote table): a deal allocates nothing
/// per player.
type PerSeat<T> = smallvec::SmallVec<[T; 4]>;

#[derive(Debug, Clone)]
struct Hand {
    number: usize,
    dealer: usize,
    eldest: usize,
    turned: Card,
    round: u8,
    rounds: u8,
    next_bidder: usize,
    passes_in_round: usize,
    taker: Option<usize>,
    mode: Option<Mode>,
    rules: Option<Arc<TrickRules>>,
    leader: usize,
    current: Playing,
    /// The trick in progress as the rules see it (its winner so far, what must be played).
    state: TrickState,
    tricks: Vec<PlayedTrick>,
    played: CardSet,
    played_by: PerSeat<CardSet>,
    out_of_play: CardSet,
    /// Cards seen in a player's hand (the turned card picked up or swapped for the 7): certain.
    known: PerSeat<CardSet>,
    /// Cards a player showed and has not played yet: claims the plays may contradict.
    claimed: PerSeat<CardSet>,
    /// Cards of shows the plays contradicted: they prove nothing.
    discredited: PerSeat<CardSet>,
    log: PlayLog,
    /// Plays of kings and queens: (seat, card, what was said), in order.
    honours: Vec<(usize, Card, Option<Say>)>,
    /// The announcements (belote-es).
    book: Book,
    swap_done: bool,
    /// A show was entered before the first card: the hand is being entered as a tally.
    shown_for_tally: bool,
    /// Who won the announcements has been said (belote-es).
    announcements_said: bool,
    first_line: usize,
    started_at: Option<String>,
}

impl Hand {
    /// Whose card the trick in progress waits for (the seats after its leader, in turn; no
    /// division: the leader and the cards in the trick are each fewer than the players).
    fn to_play(&self, n: usize) -> usize {
        let seat = self.leader + self.current.len();
        if seat >= n {
            seat - n
        } else {
            seat
        }
    }

    /// What each player is taken to hold now: certain holdings and claims not contradicted.
    fn holdings(&self) -> PerSeat<CardSet> {
        self.known.iter().zip(&self.claimed).map(|(k, c)| k.union(*c)).collect()
    }

    /// The play (or the end of the hand) contradicts `shower`'s show at `card`: the show's cards
    /// prove nothing any more, and a standing announcement is false.
    fn contradict(&mut self, shower: usize, card: Card, by: Option<usize>) -> Vec<Notice> {
        self.discredited[shower] = self.discredited[shower].union(self.claimed[shower]);
        self.claimed[shower] = CardSet::EMPTY;
        self.book.contradict(shower, card, by).map(Notice::Breach).into_iter().collect()
    }
}

#[derive(Debug, Clone)]
pub struct Belote {
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
    cur: Option<Box<Hand>>,
    overflow: bool,
    cache: RulesCache,
    /// Nobody reads the notices or more of a report than its tally ([`Game::lean`]).
    lean: bool,
    /// The last hand's allocations, for the next deal.
    spare: Spare,
    /// Cards a hand of this table holds (the ruleset's, for the players seated), asked at every
    /// card and question.
    hand_size: usize,
    /// The deck's ranks, a bit per rank.
    ranks: u32,
}

/// A finished hand kept for its allocations (the box, the tricks, the play log, the honours,
/// the book): the next deal empties and refills them, so a deal allocates nothing once one
/// hand was played. A copy of the game (a checkpoint) starts without one.
#[derive(Debug, Default)]
struct Spare(Option<Box<Hand>>);

impl Clone for Spare {
    fn clone(&self) -> Spare {
        Spare(None)
    }
}

/// The player other than `seat` whose holding (of `holdings`, one per seat) has `card`.
fn held_by_another(holdings: &[CardSet], seat: usize, card: Card) -> Option<usize> {
    holdings.iter().enumerate().find(|(o, k)| *o != seat && k.contains(card)).map(|(o, _)| o)
}

fn trump_of(mode: Mode) -> Trump {
    match mode {
        Mode::Trump(s) => Trump::Suit(s),
        Mode::AllTrump => Trump::All,
        Mode::NoTrump => Trump::NoTrump,
    }
}

impl Belote {
    pub fn new(rs: Arc<Rules>, spec: Arc<BeloteSpec>, opts: &Options, seats: Arc<Seating>) -> Belote {
        let nsides = seats.sides.len();
        let hand_size = spec.hand_size.get(&(seats.n() as u32)).copied().unwrap_or(8) as usize;
        let ranks = rs.ranks.iter().fold(0u32, |m, r| m | 1 << (r.0 & 31));
        Belote {
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
        }
    }

    fn n(&self) -> usize {
        self.seats.n()
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
    fn hand_mut(&mut self) -> Result<&mut Hand, Refusal> {
        match self.cur.as_deref_mut() {
            Some(h) => Ok(h),
            None => Err(Refusal::NoHand),
        }
    }

    /// A stock is left after the deal (2-3 players): its bottom card may be shown.
    fn has_stock(&self) -> bool {
        self.rs.ranks.len() * 4 > self.n() * self.hand_size() + 1
    }

    fn deal(
        &mut self,
        dealer: usize,
        turned: Option<Card>,
        bottom: Option<Card>,
        meta: Meta,
    ) -> Result<Vec<Notice>, Refusal> {
        if self.over {
            return Err(Refusal::GameOver { winner: self.winner });
        }
        if let Some(h) = &self.cur {
            return Err(Refusal::HandNotFinished { hand: h.number });
        }
        if let Some(nd) = self.next_dealer.filter(|nd| *nd != dealer) {
            return Err(Refusal::NotYourDeal { dealer: nd });
        }
        let Some(turned) = turned else { return Err(Refusal::NeedsTurned) };
        self.in_deck(turned)?;
        if let Some(b) = bottom {
            self.in_deck(b)?;
            if !self.has_stock() {
                return Err(Refusal::NoBottom { players: self.n() });
            }
            if b == turned {
                return Err(Refusal::BottomIsTurned { card: b });
            }
        }
        if let Some(p) = self.pending.take() {
            self.set = p;
        }
        self.hand_no += 1;
        let n = self.n();
        let eldest = (dealer + 1) % n;
        let (tricks, log, honours, book, spare) = match self.spare.0.take() {
            Some(mut old) => {
                let mut tricks = std::mem::take(&mut old.tricks);
                tricks.clear();
                let mut log = std::mem::take(&mut old.log);
                log.clear();
                let mut honours = std::mem::take(&mut old.honours);
                honours.clear();
                let book = std::mem::replace(&mut old.book, Book::new(0, 0, 0)).renew(self.hand_no, eldest, n);
                (tricks, log, honours, book, Some(old))
            }
            None => (Vec::with_capacity(12), PlayLog::new(), Vec::new(), Book::new(self.hand_no, eldest, n), None),
        };
        let hand = Hand {
            number: self.hand_no,
            dealer,
            eldest,
            turned,
            round: 1,
            rounds: if self.set.all_no_trump { 3 } else { 2 },
            next_bidder: eldest,
            passes_in_round: 0,
            taker: None,
            mode: None,
            rules: None,
            leader: eldest,
            current: Playing::new(),
            state: TrickState::EMPTY,
            tricks,
            played: CardSet::EMPTY,
            played_by: smallvec::smallvec![CardSet::EMPTY; n],
            out_of_play: bottom.into_iter().collect(),
            known: smallvec::smallvec![CardSet::EMPTY; n],
            claimed: smallvec::smallvec![CardSet::EMPTY; n],
            discredited: smallvec::smallvec![CardSet::EMPTY; n],
            log,
            honours,
            book,
            swap_done: false,
            shown_for_tally: false,
            announcements_said: false,
            first_line: meta.line,
            started_at: meta.at.map(String::from),
        };
        self.cur = Some(match spare {
            Some(mut b) => {
                *b = hand;
                b
            }
            None => Box::new(hand),
        });
        Ok(vec![])
    }

    fn bid(&mut self, seat: usize, call: Call, trump: Option<Trump>, meta: Meta) -> Result<Vec<Notice>, Refusal> {
        let n = self.n();
        let second_round = self.spec.second_round;
        let h = self.hand_mut()?;
        if h.taker.is_some() {
            return Err(Refusal::BiddingOver { taker: h.taker });
        }
        if seat != h.next_bidder {
            return Err(Refusal::NotYourBid { bidder: h.next_bidder });
        }
        let turned = h.turned.suit();
        let mode = match call {
            Call::Play => return Err(Refusal::CallNotHere { allowed: vec![Call::Pass, Call::Take] }),
            Call::Pass => {
                if trump.is_some() {
                    return Err(Refusal::PassNamesNoTrump);
                }
                None
            }
            Call::Take => Some(match (h.round, trump) {
                (1, None) => Mode::Trump(turned),
                (1, Some(Trump::Suit(s))) if s == turned => Mode::Trump(turned),
                (1, Some(_)) => return Err(Refusal::TrumpIsTurned { turned }),
                (2, Some(Trump::Suit(s))) if second_round == SecondRound::OtherSuit && s == turned => {
                    return Err(Refusal::OtherSuit { turned })
                }
                (2, Some(Trump::Suit(s))) => Mode::Trump(s),
                (2, _) => return Err(Refusal::NameATrump),
                (_, Some(Trump::All)) => Mode::AllTrump,
                (_, Some(Trump::NoTrump)) => Mode::NoTrump,
                (_, _) => return Err(Refusal::AllOrNone),
            }),
        };
        let Some(mode) = mode else {
            h.passes_in_round += 1;
            h.next_bidder = (h.next_bidder + 1) % n;
            if h.passes_in_round == n {
                h.passes_in_round = 0;
                h.round += 1;
                if h.round > h.rounds {
                    return Ok(self.redeal(meta));
                }
            }
            return Ok(vec![]);
        };
        let rules = self.cache.get(&self.rs, mode, self.set.overtrump, None);
        let turned_to = self.spec.turned_card.get(&(n as u32)).copied().unwrap_or(TurnedCard::Taker);
        let h = self.hand_mut()?;
        h.taker = Some(seat);
        h.mode = Some(mode);
        h.rules = Some(rules);
        match turned_to {
            TurnedCard::Taker => h.known[seat].insert(h.turned),
            TurnedCard::Table => h.out_of_play.insert(h.turned),
        }
        Ok(vec![])
    }

    /// A card exposed while dealing: the same dealer deals again; the dealer's side loses the
    /// misdeal penalty.
    fn misdeal(&mut self, meta: Meta) -> Result<Vec<Notice>, Refusal> {
        let Some(h) = self.cur.as_deref() else { return Err(Refusal::NoHand) };
        if !h.log.is_empty() || !h.current.is_empty() {
            return Err(Refusal::MisdealAfterPlay);
        }
        let Some(h) = self.cur.take() else { return Err(Refusal::NoHand) };
        let mut report = HandReport::new(h.number, h.dealer, Outcome::Redeal, self.seats.sides.len());
        report.add(self.seats.side_of[h.dealer], Item::Misdeal, -self.set.misdeal_penalty);
        for s in 0..self.totals.len() {
            checked::add(&mut self.overflow, &mut self.totals[s], report.score[s]);
        }
        report.notes.first_line = h.first_line;
        report.notes.last_line = meta.line;
        report.notes.started_at = h.started_at.clone();
        report.notes.ended_at = meta.at.map(String::from);
        self.next_dealer = Some(h.dealer);
        Ok(vec![Notice::Redeal { hand: h.number, dealer: h.dealer }, Notice::Hand(Box::new(report))])
    }

    fn redeal(&mut self, meta: Meta) -> Vec<Notice> {
        let Some(h) = self.cur.take() else { return vec![] };
        let mut report = HandReport::new(h.number, h.dealer, Outcome::Redeal, self.seats.sides.len());
        report.notes.first_line = h.first_line;
        report.notes.last_line = meta.line;
        report.notes.started_at = h.started_at.clone();
        report.notes.ended_at = meta.at.map(String::from);
        let dealer = match self.spec.all_pass {
            spec::AllPass::NextDealer => (h.dealer + 1) % self.n(),
            spec::AllPass::SameDealer => h.dealer,
        };
        self.next_dealer = Some(dealer);
        let number = h.number;
        self.spare = Spare(Some(h));
        vec![Notice::Redeal { hand: number, dealer }, Notice::Hand(Box::new(report))]
    }

    fn swap_seven(&mut self, seat: usize) -> Result<Vec<Notice>, Refusal> {
        let n = self.n();
        if !self.spec.swap_seven.contains(&(n as u32)) {
            return Err(Refusal::NoSwap { players: n });
        }
        let h = self.hand_mut()?;
        let Some(Mode::Trump(t)) = h.mode else {
            return Err(Refusal::SwapAfterTake);
        };
        if t != h.turned.suit() {
            return Err(Refusal::SwapTurnedSuitOnly);
        }
        if h.swap_done {
            return Err(Refusal::AlreadySwapped);
        }
        if !h.log.is_empty() || !h.current.is_empty() {
            return Err(Refusal::SwapBeforeFirstCard);
        }
        if h.turned.rank() == SEVEN {
            return Err(Refusal::TurnedIsSeven);
        }
        h.out_of_play.remove(h.turned);
        h.out_of_play.insert(Card::new(t, SEVEN));
        h.known[seat].insert(h.turned);
        h.swap_done = true;
        Ok(vec![])
    }

    fn announce(&mut self, seat: usize, melds: &[MeldName]) -> Result<Vec<Notice>, Refusal> {
        if !self.spanish() {
            return Err(Refusal::NoAnnouncements { ruleset: self.rs.name.clone() });
        }
        let h = self.hand_mut()?;
        if h.taker.is_none() {
            return Err(Refusal::AnnounceAfterBidding);
        }
        if h.book.announced(seat) {
            return Err(Refusal::AlreadyAnnounced { player: seat });
        }
        // Before any card, nobody can yet be ahead of the announcer in the first trick: the
        // announcement is judged when the first card is played, or in seat order by a tally.
        let n = h.played_by.len();
        let timing = if h.log.is_empty() && h.current.is_empty() && h.tricks.is_empty() {
            Timing::BeforeCards
        } else if !h.played_by[seat].is_empty() {
            Timing::Late
        } else if h.tricks.is_empty()
            && (0..(seat + n - h.eldest) % n).map(|k| (h.eldest + k) % n).any(|p| h.played_by[p].is_empty())
        {
            Timing::OutOfTurn
        } else {
            Timing::InTurn
        };
        Ok(h.book.announce(seat, melds.to_vec(), timing).map(Notice::Breach).into_iter().collect())
    }

    fn show(&mut self, seat: usize, cards: &[Card]) -> Result<Vec<Notice>, Refusal> {
        let shown: CardSet = cards.iter().copied().collect();
        for c in cards {
            self.in_deck(*c)?;
        }
        let n = self.n();
        let spec = self.spec.clone();
        let h = self.hand_mut()?;
        let trump = match h.mode {
            Some(Mode::Trump(t)) => Some(t),
            _ => None,
        };
        let ai = h.book.to_show(seat)?;
        // Shows come once the first trick is complete; before any card, only ahead of a tally
        // (journal.md: a tallied hand's shows are entered before it).
        let before_cards = h.log.is_empty() && h.current.is_empty();
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
        h.shown_for_tally |= h.tricks.is_empty();
        let mut notices: Vec<Notice> = h.book.show(ai, shown, &spec, trump).map(Notice::Breach).into_iter().collect();
        if !self.lean {
            notices.extend(self.announcements_settled());
        }
        Ok(notices)
    }

    /// Who won the announcements, said once when it is settled: the first trick is complete
    /// (nobody may announce any more) and every announcement still standing is shown. What the
    /// hand's end would award them as they stand.
    fn announcements_settled(&mut self) -> Option<Notice> {
        if self.lean {
            return None;
        }
        let h = self.cur.as_deref()?;
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
        let trump = match h.mode {
            Some(Mode::Trump(t)) => Some(t),
            _ => None,
        };
        let closed = h.book.clone().close(side_of);
        let award = melds::award(&self.spec, &closed.claims, trump, &self.seats, h.eldest, self.set.run_tie, self.n());
        let mut scores: crate::engine::PerSide = award.per_side;
        scores.resize(self.seats.sides.len(), 0);
        self.cur.as_deref_mut()?.announcements_said = true;
        Some(Notice::Announcements { best: award.best, split: award.split, scores })
    }

    fn play(&mut self, seat: usize, card: Card, say: Option<Say>, meta: Meta) -> Result<Vec<Notice>, Refusal> {
        self.in_deck(card)?;
        let n = self.n();
        let hand_size = self.hand_size();
        let last_trick = self.spec.last_trick as i64;
        let Belote { cur, seats, spec, .. } = self;
        let Some(h) = cur.as_deref_mut() else { return Err(Refusal::NoHand) };
        if h.rules.is_none() {
            return Err(Refusal::StillBidding { bidder: Some(h.next_bidder) });
        }
        if h.shown_for_tally {
            return Err(Refusal::ShownForTally);
        }
        let to_play = h.to_play(n);
        if seat != to_play {
            return Err(Refusal::NotYourTurn { player: to_play, trick: h.tricks.len() + 1 });
        }
        if h.played.contains(card) {
            let (trick, by) = h
                .tricks
                .iter()
                .enumerate()
                .find_map(|(i, t)| t.cards.iter().find(|(_, c)| *c == card).map(|(s, _)| (i + 1, *s)))
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
        // The hand's first card: the announcements made before it are judged as entered.
        let mut notices = Vec::new();
        if h.book.pending() {
            let trump = match h.mode {
                Some(Mode::Trump(t)) => Some(t),
                _ => None,
            };
            notices.extend(h.book.resolve(Resolve::FirstCard, spec, trump).into_iter().map(Notice::Breach));
        }
        // A card another player showed: the play is accepted and the show is false.
        if let Some(o) = held_by_another(&h.claimed, seat, card) {
            notices.extend(h.contradict(o, card, Some(seat)));
        }
        let Some(rules) = h.rules.as_ref() else {
            return Err(Refusal::StillBidding { bidder: Some(h.next_bidder) });
        };
        let mut before = [Card(0); 8];
        for (i, x) in h.current.iter().enumerate() {
            before[i] = x.1;
        }
        let before = &before[..h.current.len()];
        let partner_winning =
            seats.teams && !before.is_empty() && seats.partners(h.current[h.state.winner as usize].0, seat);
        h.known[seat].remove(card);
        h.claimed[seat].remove(card);
        let known = h.known[seat].union(h.claimed[seat]);
        let proved = h.log.record(rules, seat, h.tricks.len(), card, before, &h.state, partner_winning, known);
        h.played.insert(card);
        h.played_by[seat].insert(card);
        if card.rank() == KING || card.rank() == QUEEN {
            h.honours.push((seat, card, say));
        }
        rules.push(&mut h.state, card);
        h.current.push((seat, card));
        if proved && !self.lean {
            let order = h.played.len() as usize - 1;
            for b in h.log.breaches(rules, &h.holdings(), &h.discredited).iter().filter(|b| b.proven_at == order) {
                notices.push(Notice::Breach(holdings::infraction(h.number, rules, b, &h.tricks, &h.current)));
            }
        }
        if h.current.len() == n {
            let mut in_trick = [Card(0); 8];
            for (slot, x) in in_trick.iter_mut().zip(&h.current) {
                *slot = x.1;
            }
            let cards = &in_trick[..h.current.len().min(8)];
            let w = h.current[h.state.winner as usize].0;
            h.state = TrickState::EMPTY;
            let last = h.tricks.len() + 1 == hand_size;
            let points = rules.trick_points(cards) as i64 + if last { last_trick } else { 0 };
            let played = std::mem::take(&mut h.current);
            h.tricks.push(PlayedTrick { leader: h.leader, cards: played, winner: w, points });
            h.leader = w;
            if !self.lean {
                let mut so_far: crate::engine::PerSide = smallvec::smallvec![0; seats.sides.len()];
                for t in &h.tricks {
                    so_far[seats.side_of[t.winner]] += t.points;
                }
                let trick = h.tricks.len();
                notices.push(Notice::TrickTaken { trick, tricks: hand_size, winner: w, points: Some(points), so_far });
            }
            if last {
                let end = self.finish_hand(meta);
                if notices.is_empty() {
                    notices = end;
                } else {
                    notices.extend(end);
                }
            }
        }
        if !self.lean {
            notices.extend(self.announcements_settled());
        }
        Ok(notices)
    }

    /// The word a play of `card` by `seat` may carry (RULES.md belote-es: "belote" with the
    /// first of K and Q of a trump suit, "rebelote" with the second), when the settings require
    /// it said and the play would be taken: its turn, a card not played, held by no one else.
    /// Nothing when the first was played unsaid (no 20 is left to lose), or, king first, the
    /// queen comes first.
    fn word_to_say(&self, seat: usize, card: Card) -> Option<Say> {
        if !self.set.must_declare || self.over || self.in_deck(card).is_err() {
            return None;
        }
        let h = self.cur.as_deref()?;
        let mode = h.mode?;
        h.rules.as_ref()?;
        let trump = match mode {
            Mode::Trump(t) => card.suit() == t,
            Mode::AllTrump => true,
            Mode::NoTrump => false,
        };
        if !trump || (card.rank() != KING && card.rank() != QUEEN) || h.shown_for_tally {
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
            Some((_, _, Some(Say::Belote))) => Some(Say::Rebelote),
            Some(_) => None,
        }
    }

    /// Spanish announcements: may `seat` announce now (before their first card, not yet
    /// announced)? The lowest name rank still allowed (a brelán is 100, runs their length).
    fn may_announce(&self, h: &Hand, seat: usize) -> Option<u8> {
        if !self.spanish() || h.taker.is_none() {
            return None;
        }
        if !h.played_by[seat].is_empty() || h.book.fine[seat] || h.book.announced(seat) {
            return None;
        }
        Some(h.book.floor())
    }

    fn swap_possible(&self, h: &Hand) -> bool {
        self.spec.swap_seven.contains(&(self.n() as u32))
            && h.mode == Some(Mode::Trump(h.turned.suit()))
            && h.turned.rank() != SEVEN
            && !h.swap_done
            && h.log.is_empty()
            && h.current.is_empty()
    }

    /// The optional questions of the moment: a swap of the 7, shows, an announcement.
    fn optional_questions(&self) -> Vec<Question> {
        let mut qs = Vec::new();
        let Some(h) = self.cur.as_deref() else { return qs };
        if self.over || h.taker.is_none() {
            return qs;
        }
        if self.swap_possible(h) {
            qs.push(Question::anyone(Ask::Swap { turned: h.turned }).optional());
        }
        if !h.tricks.is_empty() {
            for a in h.book.awaiting_show(&self.seats.side_of) {
                qs.push(Question::of(a.seat, Ask::Show { melds: a.names.clone() }).optional());
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

    /// The question the game cannot go on without: the deal, a bid, a card (or the game is over).
    fn required_question(&self) -> Option<Question> {
        if self.over {
            return Some(Question::anyone(Ask::Over { winner: self.winner }));
        }
        let Some(h) = self.cur.as_deref() else {
            let dealer = self.next_dealer.unwrap_or(0);
            let card = if self.has_stock() { DealCard::TurnedBottom } else { DealCard::Turned };
            return Some(Question::anyone(Ask::Deal { hand: self.hand_no + 1, dealer, card }));
        };
        if h.taker.is_none() {
            let turned = h.turned.suit();
            let mut options: BidOptions = smallvec::smallvec![(Call::Pass, None)];
            match h.round {
                1 => options.push((Call::Take, None)),
                2 => {
                    for s in (0..4).map(Suit) {
                        if !(self.spec.second_round == SecondRound::OtherSuit && s == turned) {
                            options.push((Call::Take, Some(Trump::Suit(s))));
                        }
                    }
                }
                _ => {
                    options.push((Call::Take, Some(Trump::All)));
                    options.push((Call::Take, Some(Trump::NoTrump)));
                }
            }
            let ask = Ask::Bid { hand: h.number, round: h.round, turned: Some(h.turned), options };
            return Some(Question::of(h.next_bidder, ask));
        }
        let seat = h.to_play(self.n());
        let led = h.current.first().and_then(|x| h.rules.as_ref().map(|r| r.suit_of(x.1)));
        Some(Question::of(
            seat,
            Ask::Card {
                hand: h.number,
                trick: h.tricks.len() + 1,
                tricks: self.hand_size(),
                led,
                trump: h.mode.map(trump_of),
            },
        ))
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

    fn apply(&mut self, event: &Event, meta: Meta) -> Result<Vec<Notice>, Refusal> {
        if self.over && !matches!(event, Event::Deal { .. }) {
            return Err(Refusal::GameOver { winner: self.winner });
        }
        match event {
            Event::Deal { dealer, turned, bottom } => self.deal(*dealer, *turned, *bottom, meta),
            Event::Misdeal => self.misdeal(meta),
            Event::Bid { player, call, trump } => self.bid(*player, *call, *trump, meta),
            Event::SwapSeven { player } => self.swap_seven(*player),
            Event::Announce { player, melds } => self.announce(*player, melds),
            Event::Show { player, cards } => self.show(*player, cards),
            Event::Play { player, card, say } => self.play(*player, *card, *say, meta),
            Event::Tally(t) => self.tally(t, meta),
            other => Err(Refusal::NoPlace { kind: other.kind(), ruleset: self.rs.name.clone() }),
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
        let Some(h) = self.cur.as_deref() else { return vec![] };
        let mut out = h.book.infractions.clone();
        if let Some(rules) = &h.rules {
            for b in h.log.breaches(rules, &h.holdings(), &h.discredited) {
                out.push(holdings::infraction(h.number, rules, &b, &h.tricks, &h.current));
            }
        }
        out
    }

    fn hand_so_far(&self) -> Option<HandSoFar> {
        let h = self.cur.as_deref()?;
        let nsides = self.seats.sides.len();
        let mut lines = Vec::new();
        let mut tricks_won = vec![0; nsides];
        let mut points = vec![0i64; nsides];
        for t in &h.tricks {
            let s = self.seats.side_of[t.winner];
            points[s] += t.points;
            tricks_won[s] += 1;
        }
        for (side, p) in points.iter().enumerate() {
            lines.push(Line { side, item: Item::Cards, points: *p });
        }
        Some(HandSoFar {
            number: h.number,
            dealer: h.dealer,
            turn: self.required_question().and_then(|q| q.who),
            tricks: (h.tricks.len(), self.hand_size()),
            lines,
            tricks_won,
            trump: h.mode.map(trump_of),
            taker: h.taker,
            table: h.current.iter().copied().collect(),
            seen: h.played.iter().collect(),
            held: h.known.iter().enumerate().flat_map(|(s, cs)| cs.iter().map(move |c| (s, c))).collect(),
            ..HandSoFar::default()
        })
    }

    fn in_hand(&self) -> bool {
        self.cur.is_some()
    }

    fn overflowed(&self) -> bool {
        self.overflow
    }

    fn forms(&self) -> Vec<Form> {
        let deal = if self.has_stock() { Form::DealBottom } else { Form::DealTurned };
        let mut f = vec![deal, Form::Misdeal, Form::BidTake { third_round: self.set.all_no_trump }];
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
