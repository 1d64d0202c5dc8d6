/*!
La Bestia (RULES.md "bestia", seed S4): a chip pot, play or pass, exchanges, the pánfilo, mosca
and the bestia payments, hand after hand.

Chips are the score: every player antes at each deal; the pánfilo's holder receives a chip from
every other player; a mosca or a lone player takes the pot; after play, players en bestia pay the
pot (`bestia_payment`), a proved renounce pays it too (`renounce_penalty`), then tricks take their
chips (`per_trick`) and the rest carries over. Every move of chips is a breakdown line, and chips
are conserved: the balances plus the pot always sum to zero.
*/

pub(crate) mod sim;
pub(crate) mod spec;

use crate::cards::Card;
use crate::cardset::CardSet;
use crate::checked;
use crate::engine::{
    Ask, Call, DealCard, Event, Form, Game, HandReport, HandSoFar, Infraction, Item, Line, Meta, Notice, Outcome,
    PotWin, Question, Refusal, Say, Stakes, Standing, Tally, TallyShape, TrickRecord, Trump,
};
use crate::games::spare_report::SpareReport;
use crate::games::Rules;
use crate::rules::holdings::{self, PlayLog, PlayedTrick, Playing};
use crate::rules::seating::Seating;
use crate::rules::trick::{Mode, Overrides, RulesCache, TrickRules, TrickState};
use crate::ruleset::Options;
use spec::BestiaSpec;
use std::sync::Arc;

/// The players who play a hand, in deal order (held inline: at most eight players).
type Active = smallvec::SmallVec<[usize; 8]>;

/// Bestia's options, read once into types.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Settings {
    pub(crate) ante: i64,
    pub(crate) panfilo: bool,
    /// Several players en bestia: each pays the pot as it stands at their turn.
    pub(crate) doubling: bool,
    /// A trick takes a fifth of the pot (else one chip).
    pub(crate) fifth: bool,
    /// A proved renounce pays the pot.
    pub(crate) pays_pot: bool,
}

impl Settings {
    pub(crate) fn read(o: &Options) -> Settings {
        Settings {
            ante: o.int("ante"),
            panfilo: o.bool("panfilo"),
            doubling: o.str_or("bestia_payment", "equal") == "doubling",
            fifth: o.str_or("per_trick", "chip") == "fifth",
            pays_pot: o.str_or("renounce_penalty", "pays-pot") == "pays-pot",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    /// Dealt: pánfilo and mosca may be shown, then play or pass.
    Bidding,
    /// A mosca was shown: the hand is settled without play at the next deal or at the end.
    Mosca,
    /// Exchanges and tricks.
    Play,
}

#[derive(Debug, Clone)]
struct Hand {
    number: usize,
    dealer: usize,
    turned: Card,
    stage: Stage,
    /// What the hand counts for in statistics, as it happens.
    counts: crate::engine::HandCounts,
    /// Every chip this hand moved, player by player.
    lines: Vec<Line>,
    bids: Vec<Option<bool>>,
    /// The players who play, in deal order: set when the bidding ends (asked at every card).
    playing: Active,
    next_bidder: usize,
    bids_made: usize,
    panfilo_shown: bool,
    moscas: Vec<(usize, Vec<Card>)>,
    exchanged: Vec<Option<i64>>,
    exchanged_total: i64,
    rules: Arc<TrickRules>,
    leader: usize,
    current: Playing,
    /// The trick on the table, card by card (for the winner and the duties of the next card).
    state: TrickState,
    /// Its cards as they came (the first `current.len()`).
    table: [Card; 8],
    /// The leader's place among the players who play (`playing`).
    lead_at: usize,
    tricks: Vec<PlayedTrick>,
    played: CardSet,
    /// Cards seen in a player's hand (the turned card, the pánfilo) while they have not exchanged.
    known: Vec<CardSet>,
    /// Every card seen in a player's hand this hand (the turned card, the pánfilo, the moscas):
    /// the only cards `known` and `loose` can hold, so a card outside it may be anyone's.
    seen: CardSet,
    /// Cards seen in a player's hand that are now theirs or among the discards: the hand of a
    /// player who passed (from exchange 0), or of one who exchanged (from their exchange's number).
    loose: Vec<(CardSet, usize)>,
    /// The number of each player's exchange that reached the discards (the stock ran out).
    reached: Vec<Option<usize>>,
    /// Exchanges made so far, and the stock left.
    exchanges: usize,
    stock: i64,
    log: PlayLog,
    first_line: usize,
    started_at: Option<String>,
}

impl Hand {
    /// A hand just dealt, in the place of the one before: its vectors are kept (cleared), so a
    /// deal allocates nothing for them.
    #[allow(clippy::too_many_arguments)]
    fn reset(
        &mut self,
        number: usize,
        dealer: usize,
        turned: Card,
        n: usize,
        rules: Arc<TrickRules>,
        stock: i64,
        meta: Meta,
    ) {
        let Hand {
            number: no,
            dealer: d,
            turned: t,
            stage,
            counts,
            lines,
            bids,
            playing,
            next_bidder,
            bids_made,
            panfilo_shown,
            moscas,
            exchanged,
            exchanged_total,
            rules: r,
            leader,
            current,
            state,
            table,
            lead_at,
            tricks,
            played,
            known,
            seen,
            loose,
            reached,
            exchanges,
            stock: st,
            log,
            first_line,
            started_at,
        } = self;
        *no = number;
        *d = dealer;
        *t = turned;
        *stage = Stage::Bidding;
        counts.reset(n, n);
        lines.clear();
        refill(bids, n, None);
        playing.clear();
        *next_bidder = (dealer + 1) % n;
        *bids_made = 0;
        *panfilo_shown = false;
        moscas.clear();
        refill(exchanged, n, None);
        *exchanged_total = 0;
        *r = rules;
        *leader = (dealer + 1) % n;
        current.clear();
        *state = TrickState::EMPTY;
        *table = [Card(0); 8];
        *lead_at = 0;
        tricks.clear();
        *played = CardSet::EMPTY;
        refill(known, n, CardSet::EMPTY);
        known[dealer].insert(turned);
        *seen = CardSet::EMPTY;
        seen.insert(turned);
        refill(loose, n, (CardSet::EMPTY, 0));
        refill(reached, n, None);
        *exchanges = 0;
        *st = stock;
        log.clear();
        *first_line = meta.line;
        *started_at = meta.at.map(String::from);
    }
}

/// The refusal when no hand is dealt (made only when it is: a refusal has a destructor to run).
fn no_hand() -> Refusal {
    Refusal::NoHand
}

/// `v` made `n` copies of `x`, in the room it has.
fn refill<T: Clone>(v: &mut Vec<T>, n: usize, x: T) {
    if v.len() == n {
        v.fill(x);
    } else {
        v.clear();
        v.resize(n, x);
    }
}

/// The last hand settled, kept for its vectors (see [`Hand::reset`]); a clone of the game starts
/// without one.
#[derive(Debug, Default)]
struct Spare(Option<Box<Hand>>);

impl Clone for Spare {
    fn clone(&self) -> Spare {
        Spare(None)
    }
}

#[derive(Debug, Clone)]
pub(crate) struct Bestia {
    rs: Arc<Rules>,
    spec: BestiaSpec,
    set: Settings,
    /// The deck of this session (it grows with the players).
    deck: CardSet,
    pending: Option<(Settings, CardSet)>,
    seats: Arc<Seating>,
    balances: Vec<i64>,
    pot: i64,
    next_dealer: Option<usize>,
    hand_no: usize,
    cur: Option<Box<Hand>>,
    overflow: bool,
    cache: RulesCache,
    spare: Spare,
    /// Nobody reads the notices (the simulator, [`Game::lean`]): only a hand's report is said,
    /// without its breakdown and tricks (it still lists every infraction).
    lean: bool,
    /// The last hand's report once read (lean), for the next hand's buffers.
    spare_report: SpareReport,
}

impl Bestia {
    /// [`Game::apply`] with the refusal unboxed: the game's own code and its recursion.
    #[inline]
    fn step(&mut self, event: &Event, meta: Meta) -> Result<Vec<Notice>, Refusal> {
        // A mosca hand is settled as soon as anything other than another mosca comes.
        if !matches!(event, Event::Mosca { .. }) && self.cur.as_ref().is_some_and(|h| h.stage == Stage::Mosca) {
            let Event::Deal { dealer, .. } = event else {
                return Err(Refusal::MoscaSettles);
            };
            let next = self.upcoming_dealer().unwrap_or(*dealer);
            if *dealer != next {
                return Err(Refusal::NotYourDeal { dealer: next });
            }
            let mut trial = self.clone();
            let mut notices = trial.settle_mosca(meta);
            notices.extend(trial.step(event, meta)?);
            *self = trial;
            return Ok(notices);
        }
        match event {
            Event::Deal { bottom: Some(_), .. } => Err(Refusal::NoBottom { players: self.n() }),
            Event::Deal { dealer, turned, bottom: None } => self.deal(*dealer, *turned, meta),
            Event::Panfilo { player } => self.show_panfilo(*player),
            Event::Mosca { player, cards } => self.mosca(*player, cards),
            Event::Bid { player, call, trump } => self.bid(*player, *call, *trump, meta),
            Event::Exchange { player, count } => self.exchange(*player, *count),
            Event::Play { player, card, say } => self.play(*player, *card, *say, meta),
            Event::Tally(t) => self.tally(t, meta),
            other => Err(Refusal::NoPlace { kind: other.kind(), ruleset: self.rs.name.clone() }),
        }
    }

    /// A session of La Bestia; refused when the antes cannot fill the pot.
    pub(crate) fn new(
        rs: Arc<Rules>,
        spec: BestiaSpec,
        opts: &Options,
        seats: Arc<Seating>,
    ) -> Result<Bestia, Refusal> {
        let set = Settings::read(opts);
        let n = seats.n();
        if set.ante * (n as i64) < spec.min_pot {
            return Err(Refusal::AnteTooLow { ante: set.ante, players: n, min: spec.min_pot });
        }
        let deck = rs.deck(n, opts).into_iter().collect();
        Ok(Bestia {
            rs,
            spec,
            set,
            deck,
            pending: None,
            seats,
            balances: vec![0; n],
            pot: 0,
            next_dealer: None,
            hand_no: 0,
            cur: None,
            overflow: false,
            cache: RulesCache::default(),
            spare: Spare::default(),
            lean: false,
            spare_report: SpareReport::default(),
        })
    }

    fn n(&self) -> usize {
        self.seats.n()
    }
    fn panfilo(&self) -> Option<Card> {
        self.set.panfilo.then_some(self.spec.panfilo_card)
    }
    fn in_deck(&self, card: Card) -> Result<(), Refusal> {
        if self.deck.contains(card) {
            Ok(())
        } else {
            Err(Refusal::NotInDeck { card, size: self.deck.len() as usize })
        }
    }

    /// Move chips for `seat` (positive: received), with the pot on the other side when `pot`.
    fn chips(&mut self, h: &mut Hand, seat: usize, item: Item, amount: i64, pot: bool) {
        h.lines.push(Line { side: seat, item, points: amount });
        let c = &mut h.counts.players[seat];
        match item {
            Item::Bestia if amount < 0 => c.en_bestia = true,
            Item::Pot if amount > 0 => c.pot = true,
            Item::Panfilo if amount > 0 => c.panfilo = true,
            _ => {}
        }
        checked::add(&mut self.overflow, &mut self.balances[seat], amount);
        if pot {
            checked::sub(&mut self.overflow, &mut self.pot, amount);
        }
    }

    /// The players who play, in deal order from the eldest hand (asked at every card: no Vec).
    fn active_seats<'a>(&self, h: &'a Hand) -> impl Iterator<Item = usize> + Clone + 'a {
        let n = self.n();
        let dealer = h.dealer;
        (1..=n).map(move |k| (dealer + k) % n).filter(move |s| h.bids[*s] == Some(true))
    }

    fn active(&self, h: &Hand) -> Active {
        self.active_seats(h).collect()
    }

    /// Whose card it is: the player as many places after the trick's leader, among those who
    /// play, as cards are on the table (from the players set when the bidding ended: no Vec).
    fn to_play(&self, h: &Hand) -> usize {
        let playing = &h.playing;
        let n = playing.len();
        if n == 0 {
            return h.leader;
        }
        debug_assert_eq!(playing.get(h.lead_at), Some(&h.leader), "the leader's place kept");
        // Fewer cards are on the table than players play.
        let at = h.lead_at + h.current.len();
        playing[if at >= n { at - n } else { at }]
    }

    /// Who deals next: after the hand in progress, the next player.
    fn upcoming_dealer(&self) -> Option<usize> {
        match &self.cur {
            Some(h) => Some((h.dealer + 1) % self.n()),
            None => self.next_dealer,
        }
    }

    fn deal(&mut self, dealer: usize, turned: Option<Card>, meta: Meta) -> Result<Vec<Notice>, Refusal> {
        if let Some(h) = &self.cur {
            return Err(Refusal::HandNotFinished { hand: h.number });
        }
        if let Some(nd) = self.next_dealer.filter(|nd| *nd != dealer) {
            return Err(Refusal::NotYourDeal { dealer: nd });
        }
        let turned = turned.ok_or(Refusal::NeedsTurned)?;
        if let Some((p, _)) = &self.pending {
            // The pot must hold the minimum once every player antes (chips carried over count).
            if p.ante * self.n() as i64 + self.pot < self.spec.min_pot {
                return Err(Refusal::AnteTooLow { ante: p.ante, players: self.n(), min: self.spec.min_pot });
            }
        }
        let deck = self.pending.as_ref().map(|p| p.1).unwrap_or(self.deck);
        if !deck.contains(turned) {
            return Err(Refusal::NotInDeck { card: turned, size: deck.len() as usize });
        }
        if let Some((set, deck)) = self.pending.take() {
            self.set = set;
            self.deck = deck;
        }
        let n = self.n();
        let ante = self.set.ante;
        self.hand_no += 1;
        let rules = self.cache.get(&self.rs, Mode::Trump(turned.suit()), Overrides::NONE, self.panfilo());
        let stock = self.deck.len() as i64 - self.spec.hand_size as i64 * n as i64;
        let mut h = match self.spare.0.take() {
            Some(mut h) => {
                h.reset(self.hand_no, dealer, turned, n, rules, stock, meta);
                h
            }
            None => self.fresh_hand(dealer, turned, rules, stock, meta),
        };
        for s in 0..n {
            self.chips(&mut h, s, Item::Ante, -ante, true);
        }
        self.cur = Some(h);
        if self.lean {
            return Ok(vec![]);
        }
        Ok(vec![Notice::Antes { each: ante, pot: self.pot }])
    }

    /// The first hand of the session (the next ones reuse it: see [`Hand::reset`]).
    fn fresh_hand(&self, dealer: usize, turned: Card, rules: Arc<TrickRules>, stock: i64, meta: Meta) -> Box<Hand> {
        let n = self.n();
        let mut known = vec![CardSet::EMPTY; n];
        known[dealer].insert(turned);
        Box::new(Hand {
            number: self.hand_no,
            dealer,
            turned,
            stage: Stage::Bidding,
            counts: crate::engine::HandCounts::new(n, n),
            lines: Vec::new(),
            bids: vec![None; n],
            playing: Active::new(),
            next_bidder: (dealer + 1) % n,
            bids_made: 0,
            panfilo_shown: false,
            moscas: Vec::new(),
            exchanged: vec![None; n],
            exchanged_total: 0,
            rules,
            leader: (dealer + 1) % n,
            current: Playing::new(),
            state: TrickState::EMPTY,
            table: [Card(0); 8],
            lead_at: 0,
            tricks: Vec::new(),
            played: CardSet::EMPTY,
            known,
            seen: [turned].into_iter().collect(),
            loose: vec![(CardSet::EMPTY, 0); n],
            reached: vec![None; n],
            exchanges: 0,
            stock,
            log: PlayLog::new(),
            first_line: meta.line,
            started_at: meta.at.map(String::from),
        })
    }

    fn show_panfilo(&mut self, seat: usize) -> Result<Vec<Notice>, Refusal> {
        let card = self.panfilo().ok_or(Refusal::PanfiloOff)?;
        let n = self.n();
        let each = self.spec.panfilo_chips;
        let h = self.cur.as_deref().ok_or_else(no_hand)?;
        if h.panfilo_shown {
            return Err(Refusal::PanfiloAlreadyShown);
        }
        if h.stage != Stage::Bidding || h.bids_made > 0 {
            return Err(Refusal::RightAfterDeal);
        }
        if let Some(o) = (0..n).find(|o| *o != seat && h.known[*o].contains(card)) {
            return Err(Refusal::KnownHeld { card, holder: o });
        }
        let mut h = self.cur.take().ok_or_else(no_hand)?;
        h.panfilo_shown = true;
        h.known[seat].insert(card);
        h.seen.insert(card);
        for s in (0..n).filter(|s| *s != seat) {
            self.chips(&mut h, s, Item::Panfilo, -each, false);
            self.chips(&mut h, seat, Item::Panfilo, each, false);
        }
        self.cur = Some(h);
        if self.lean {
            return Ok(vec![]);
        }
        Ok(vec![Notice::PanfiloPaid { player: seat, chips: each * (n as i64 - 1) }])
    }

    fn mosca(&mut self, seat: usize, cards: &[Card]) -> Result<Vec<Notice>, Refusal> {
        let set: CardSet = cards.iter().copied().collect();
        let hand_size = self.spec.hand_size;
        let n = self.n();
        let h = self.cur.as_deref().ok_or_else(no_hand)?;
        if !(h.stage == Stage::Bidding && h.bids_made == 0 || h.stage == Stage::Mosca) {
            return Err(Refusal::RightAfterDeal);
        }
        if set.len() != hand_size || cards.len() as u32 != hand_size {
            return Err(Refusal::MoscaSize { size: hand_size as usize });
        }
        let suit = cards[0].suit();
        if set.iter().any(|c| c.suit() != suit || !self.deck.contains(c)) {
            return Err(Refusal::MoscaOneSuit { size: hand_size as usize });
        }
        if h.moscas.iter().any(|(s, _)| *s == seat) {
            return Err(Refusal::AlreadyMosca { player: seat });
        }
        if let Some((o, _)) = h.moscas.iter().find(|(_, cs)| cs.iter().any(|c| set.contains(*c))) {
            return Err(Refusal::MoscaOverlap { other: *o });
        }
        if let Some((o, c)) =
            (0..n).filter(|o| *o != seat).find_map(|o| set.iter().find(|c| h.known[o].contains(*c)).map(|c| (o, c)))
        {
            return Err(Refusal::KnownHeld { card: c, holder: o });
        }
        let h = self.cur.as_deref_mut().ok_or_else(no_hand)?;
        h.known[seat] = h.known[seat].union(set);
        h.seen = h.seen.union(set);
        h.moscas.push((seat, set.iter().collect()));
        h.stage = Stage::Mosca;
        Ok(vec![])
    }

    /// Which mosca wins: the trump flush, else the higher cards card by card, else the nearest
    /// the eldest hand.
    fn mosca_winner(&self, h: &Hand) -> usize {
        let n = self.n();
        let trump = h.turned.suit();
        let plain = self.rs.plain_table.expect("checked: a plain card order");
        let key = |(seat, cards): &(usize, Vec<Card>)| {
            let mut ranks: Vec<u8> = cards.iter().map(|c| plain.strength[c.rank().0 as usize]).collect();
            ranks.sort_unstable_by(|a, b| b.cmp(a));
            let is_trump = cards.first().map(|c| c.suit() == trump).unwrap_or(false);
            let distance = (seat + n - h.dealer - 1) % n;
            (is_trump, ranks, std::cmp::Reverse(distance))
        };
        h.moscas.iter().max_by_key(|m| key(m)).map(|m| m.0).unwrap_or(0)
    }

    fn settle_mosca(&mut self, meta: Meta) -> Vec<Notice> {
        let Some(mut h) = self.cur.take() else { return vec![] };
        let w = self.mosca_winner(&h);
        let won = self.pot;
        self.chips(&mut h, w, Item::Pot, won, true);
        h.counts.players[w].mosca = won > 0;
        let mut notices = Vec::with_capacity(2);
        if !self.lean {
            notices.push(Notice::PotTaken { player: w, chips: won, how: PotWin::Mosca });
        }
        notices.push(self.close_hand(h, Outcome::Mosca, meta, false, vec![]));
        notices
    }

    fn bid(&mut self, seat: usize, call: Call, trump: Option<Trump>, meta: Meta) -> Result<Vec<Notice>, Refusal> {
        if trump.is_some() {
            return Err(Refusal::NoTrumpInBestia);
        }
        let n = self.n();
        let h = self.cur.as_deref_mut().ok_or_else(no_hand)?;
        if h.stage != Stage::Bidding {
            return Err(Refusal::BiddingOver { taker: None });
        }
        if seat != h.next_bidder {
            return Err(Refusal::NotYourBid { bidder: h.next_bidder });
        }
        let plays = match call {
            Call::Play | Call::Take => true,
            Call::Pass => false,
            Call::Bid(_) | Call::Coinche | Call::Surcoinche => {
                return Err(Refusal::CallNotHere { allowed: vec![Call::Play, Call::Pass] })
            }
        };
        h.bids[seat] = Some(plays);
        h.bids_made += 1;
        if !plays {
            // A player who passes lays the cards down: only an exchange from the discards reaches them.
            h.loose[seat] = (h.known[seat], 0);
            h.known[seat] = CardSet::EMPTY;
        }
        h.next_bidder = (seat + 1) % n;
        if h.bids_made < n {
            return Ok(vec![]);
        }
        let h = self.cur.as_deref().ok_or_else(no_hand)?;
        let active = self.active(h);
        match active.len() {
            0 => {
                let h = self.cur.take().ok_or_else(no_hand)?;
                let pot = self.pot;
                let hand = self.close_hand(h, Outcome::Void, meta, false, vec![]);
                Ok(if self.lean { vec![hand] } else { vec![Notice::Void { pot }, hand] })
            }
            1 => {
                let mut h = self.cur.take().ok_or_else(no_hand)?;
                let w = active[0];
                let won = self.pot;
                self.chips(&mut h, w, Item::Pot, won, true);
                let hand = self.close_hand(h, Outcome::Taken, meta, false, vec![]);
                Ok(if self.lean {
                    vec![hand]
                } else {
                    vec![Notice::PotTaken { player: w, chips: won, how: PotWin::Alone }, hand]
                })
            }
            _ => {
                let h = self.cur.as_deref_mut().ok_or_else(no_hand)?;
                h.stage = Stage::Play;
                h.leader = active[0];
                h.lead_at = 0;
                h.playing = active;
                Ok(vec![])
            }
        }
    }

    /// Cards an active player may still take in an exchange: the stock, then the other players'
    /// discards (S4): the hands of those who passed and the cards discarded in earlier exchanges.
    /// Every card taken is replaced by one discarded, so this stays the stock plus the passers' hands.
    fn left_to_exchange(&self, h: &Hand) -> i64 {
        let n = self.n() as i64;
        let hand = self.spec.hand_size as i64;
        let passers = h.bids.iter().filter(|b| **b == Some(false)).count() as i64;
        (self.deck.len() as i64 - hand * n + hand * passers).max(0)
    }

    /// May `seat` hold `card`? Refused when the card was seen in another player's hand and has
    /// not left it, or left it for the discards where no exchange of `seat`'s could reach it.
    fn may_hold(&self, h: &Hand, seat: usize, card: Card) -> Result<(), Refusal> {
        if !h.seen.contains(card) {
            return Ok(());
        }
        for o in (0..self.n()).filter(|o| *o != seat) {
            if h.known[o].contains(card) {
                return Err(Refusal::KnownHeld { card, holder: o });
            }
            let (cards, from) = h.loose[o];
            if cards.contains(card) && h.reached[seat].is_none_or(|r| r <= from) {
                return Err(Refusal::InDiscards { card, owner: o });
            }
        }
        Ok(())
    }

    fn exchange(&mut self, seat: usize, count: i64) -> Result<Vec<Notice>, Refusal> {
        let max = self.spec.max_exchange as i64;
        let h = self.cur.as_deref().ok_or_else(no_hand)?;
        if h.stage != Stage::Play {
            return Err(Refusal::ExchangeNotNow);
        }
        if h.bids[seat] != Some(true) {
            return Err(Refusal::PassedCannotExchange { player: seat });
        }
        if !h.log.is_empty() {
            return Err(Refusal::ExchangeBeforeFirstCard);
        }
        if h.exchanged[seat].is_some() {
            return Err(Refusal::AlreadyExchanged { player: seat });
        }
        if !(0..=max).contains(&count) {
            return Err(Refusal::ExchangeRange { max, count });
        }
        let left = self.left_to_exchange(h);
        if count > left {
            return Err(Refusal::ExchangeLeft { left, count });
        }
        let h = self.cur.as_deref_mut().ok_or_else(no_hand)?;
        h.exchanged[seat] = Some(count);
        h.exchanged_total += count;
        if count > 0 {
            h.exchanges += 1;
            // Taken from the stock first; past it, from the discards.
            if count > h.stock {
                h.reached[seat] = Some(h.exchanges);
            }
            h.stock = (h.stock - count).max(0);
            // What was known of this hand may have been discarded.
            let (loose, _) = h.loose[seat];
            h.loose[seat] = (loose.union(h.known[seat]), h.exchanges);
            h.known[seat] = CardSet::EMPTY;
        }
        Ok(vec![])
    }

    fn play(&mut self, seat: usize, card: Card, say: Option<Say>, meta: Meta) -> Result<Vec<Notice>, Refusal> {
        if say.is_some() {
            return Err(Refusal::NothingToSay);
        }
        self.in_deck(card)?;
        let hand_size = self.spec.hand_size as usize;
        let h = self.cur.as_deref().ok_or_else(no_hand)?;
        if h.stage != Stage::Play {
            return Err(Refusal::StillBidding { bidder: (h.stage == Stage::Bidding).then_some(h.next_bidder) });
        }
        let to_play = self.to_play(h);
        let active = h.playing.len();
        if seat != to_play {
            return Err(Refusal::NotYourTurn { player: to_play, trick: h.tricks.len() + 1 });
        }
        if h.played.contains(card) {
            return Err(Refusal::AlreadyPlayed { card, by: None, trick: None });
        }
        self.may_hold(h, seat, card)?;
        let h = self.cur.as_deref_mut().ok_or_else(no_hand)?;
        let before = h.table;
        let in_trick = h.current.len().min(8);
        let mut state = h.state;
        debug_assert_eq!(state, h.rules.state_of(&before[..in_trick]), "the trick's state kept card by card");
        let mut known = h.known[seat];
        known.remove(card);
        let proved = h.log.record(&h.rules, seat, h.tricks.len(), card, before, in_trick, &state, false, known);
        h.known[seat] = known;
        h.played.insert(card);
        h.current.push((seat, card));
        if let Some(slot) = h.table.get_mut(in_trick) {
            *slot = card;
        }
        // The trick with this card, for its winner when it is complete.
        h.rules.push(&mut state, card);
        h.state = state;
        let mut notices = Vec::new();
        if proved && !self.lean {
            let order = h.played.len() as usize - 1;
            for b in h.log.breaches(&h.rules, &h.known, &[]).iter().filter(|b| b.proven_at == order) {
                notices.push(Notice::Breach(holdings::infraction(h.number, &h.rules, b, &h.tricks, &h.current)));
            }
        }
        if h.current.len() == active {
            let w = h.current.seat(state.winner as usize);
            h.tricks.push(PlayedTrick {
                leader: h.leader,
                cards: std::mem::take(&mut h.current),
                winner: w,
                points: 0,
            });
            h.leader = w;
            h.lead_at = (h.lead_at + state.winner as usize) % active;
            h.state = TrickState::EMPTY;
            if !self.lean {
                let mut so_far: crate::engine::PerSide = smallvec::smallvec![0; self.seats.n()];
                for t in &h.tricks {
                    so_far[t.winner] += 1;
                }
                let trick = h.tricks.len();
                notices.push(Notice::TrickTaken { trick, tricks: hand_size, winner: w, points: None, so_far });
            }
            if h.tricks.len() == hand_size {
                let settled = self.settle_play(meta);
                // Lean, nothing was said before: the settlement's list is the answer.
                if notices.is_empty() {
                    notices = settled;
                } else {
                    notices.extend(settled);
                }
            }
        }
        Ok(notices)
    }

    fn settle_play(&mut self, meta: Meta) -> Vec<Notice> {
        let Some(h) = self.cur.take() else { return vec![] };
        let n = self.n();
        let mut won: smallvec::SmallVec<[i64; 8]> = smallvec::smallvec![0; n];
        for t in &h.tricks {
            won[t.winner] += 1;
        }
        let breaches = h.log.breaches(&h.rules, &h.known, &[]);
        let infractions: Vec<Infraction> =
            breaches.iter().map(|b| holdings::infraction(h.number, &h.rules, b, &h.tricks, &Playing::new())).collect();
        let renouncer = breaches.iter().min_by_key(|b| (b.proven_at, b.trick)).map(|b| b.seat);
        self.settle_tricks(h, &won, renouncer, infractions, false, meta)
    }

    /// A tally (journal.md): each active player's tricks, adding up to the hand's, entered after
    /// the bids instead of the cards; settled as a played hand.
    fn tally(&mut self, t: &Tally, meta: Meta) -> Result<Vec<Notice>, Refusal> {
        let n = self.n();
        let h = self.cur.as_deref().ok_or_else(no_hand)?;
        if h.stage != Stage::Play {
            return Err(Refusal::StillBidding { bidder: None });
        }
        if !h.log.is_empty() || !h.current.is_empty() || !h.tricks.is_empty() {
            return Err(Refusal::TallyAfterCards);
        }
        if !t.belote.is_empty() {
            return Err(Refusal::NothingToSay);
        }
        if !t.points.is_empty() {
            return Err(Refusal::TallyTricksOnly);
        }
        let active = self.active(h);
        if let Some(player) = t.renounce.filter(|p| !active.contains(p)) {
            return Err(Refusal::TallyRenounceOut { player });
        }
        let mut won = vec![None; n];
        for &(seat, tricks) in &t.tricks {
            if won[seat].is_some() {
                return Err(Refusal::TallyTwice { side: seat });
            }
            if tricks < 0 {
                return Err(Refusal::TallyNegative { side: seat });
            }
            if tricks > 0 && !active.contains(&seat) {
                return Err(Refusal::TallyOut { player: seat });
            }
            won[seat] = Some(tricks);
        }
        let won: Vec<i64> = won.into_iter().map(|w| w.unwrap_or(0)).collect();
        let total: i64 = won.iter().sum();
        if total != self.spec.hand_size as i64 {
            return Err(Refusal::TallyTricks { total, want: self.spec.hand_size as usize });
        }
        let infractions: Vec<Infraction> = t
            .renounce
            .iter()
            .map(|&player| Infraction {
                hand: h.number,
                trick: None,
                player,
                rule: crate::engine::Rule::Renounce,
                card: None,
                proof: None,
                facts: crate::engine::Facts::Agreed,
            })
            .collect();
        let h = self.cur.take().ok_or_else(no_hand)?;
        Ok(self.settle_tricks(h, &won, t.renounce, infractions, true, meta))
    }

    /// Settle a hand from the tricks each player won: bestia payments, the renounce penalty,
    /// the winners' collection.
    fn settle_tricks(
        &mut self,
        mut h: Box<Hand>,
        won: &[i64],
        renouncer: Option<usize>,
        infractions: Vec<Infraction>,
        tallied: bool,
        meta: Meta,
    ) -> Vec<Notice> {
        let active = self.active(&h);
        let tricks = self.spec.hand_size as i64;
        let mut notices = Vec::new();
        let pot_at_end = self.pot;
        // Bestia payments, in play order from the leader of the first trick.
        for s in active.iter().copied().filter(|s| won[*s] == 0) {
            let pay = if self.set.doubling { self.pot } else { pot_at_end };
            self.chips(&mut h, s, Item::Bestia, -pay, true);
            if !self.lean {
                notices.push(Notice::EnBestia { player: s, pays: pay });
            }
        }
        // The renounce penalty: the first breach proved pays the pot as it stood when the tricks ended.
        if self.set.pays_pot {
            if let Some(seat) = renouncer {
                self.chips(&mut h, seat, Item::RenouncePenalty, -pot_at_end, true);
                if !self.lean {
                    notices.push(Notice::RenouncePays { player: seat, chips: pot_at_end });
                }
            }
        }
        // The winners collect.
        if let Some(all) = active.iter().copied().find(|s| won[*s] == tricks) {
            let take = self.pot;
            self.chips(&mut h, all, Item::Pot, take, true);
            if !self.lean {
                notices.push(Notice::PotTaken { player: all, chips: take, how: PotWin::AllTricks });
            }
        } else {
            let per = if self.set.fifth { self.pot / 5 } else { 1 };
            for s in active.iter().copied() {
                let take = checked::mul(&mut self.overflow, won[s], per).min(self.pot);
                self.chips(&mut h, s, Item::Tricks, take, true);
            }
        }
        if !self.lean {
            notices.push(Notice::PotCarries { chips: self.pot });
        }
        notices.push(self.close_hand(h, Outcome::Played, meta, !tallied, infractions));
        if let Some(Notice::Hand(r)) = notices.last_mut() {
            r.notes.tallied = tallied;
        }
        notices
    }

    fn close_hand(
        &mut self,
        mut h: Box<Hand>,
        outcome: Outcome,
        meta: Meta,
        played: bool,
        infractions: Vec<Infraction>,
    ) -> Notice {
        let n = self.n();
        let mut report = match self.spare_report.take() {
            Some(mut r) => {
                let chips = r.chips.take();
                let mut counts = std::mem::take(&mut r.counts);
                r.renew(h.number, h.dealer, outcome, n);
                r.chips = chips;
                // The hand's counts go to the report; the report's buffers, to the next hand.
                std::mem::swap(&mut counts, &mut h.counts);
                r.counts = counts;
                r
            }
            None => {
                let mut r = Box::new(HandReport::new(h.number, h.dealer, outcome, n));
                r.counts = std::mem::take(&mut h.counts);
                r
            }
        };
        if self.lean {
            // Only the score is read: no breakdown.
            for l in &h.lines {
                report.score[l.side] += l.points;
            }
        } else {
            for l in &h.lines {
                report.add(l.side, l.item, l.points);
            }
        }
        // The chips are the score (in the last report's buffer, when there was one).
        let mut chips = report.chips.take().unwrap_or_default();
        chips.clear();
        chips.extend_from_slice(&report.score);
        report.chips = Some(chips);
        report.pot = Some(self.pot);
        report.turned = Some(h.turned.suit());
        if played && !self.lean {
            // La Bestia counts tricks, not card points.
            report.tricks = Some(h.tricks.iter().map(|t| TrickRecord { points: 0, ..t.record() }).collect());
        }
        report.infractions = infractions;
        report.counts.renounces(&report.infractions);
        report.notes.first_line = h.first_line;
        report.notes.last_line = meta.line;
        report.notes.started_at = h.started_at.take();
        report.notes.ended_at = meta.at.map(String::from);
        self.next_dealer = Some((h.dealer + 1) % n);
        self.spare = Spare(Some(h));
        Notice::Hand(report)
    }

    fn exchange_pending(&self, h: &Hand) -> Option<usize> {
        if h.stage != Stage::Play || !h.log.is_empty() {
            return None;
        }
        self.active_seats(h).find(|s| h.exchanged[*s].is_none())
    }
}

impl Game for Bestia {
    fn questions(&self) -> Vec<Question> {
        let mut qs = Vec::new();
        if let Some(h) = self.cur.as_deref() {
            match h.stage {
                Stage::Bidding if h.bids_made == 0 => {
                    if let Some(card) = self.panfilo().filter(|_| !h.panfilo_shown) {
                        qs.push(Question::anyone(Ask::Panfilo { card }).optional());
                    }
                    qs.push(Question::anyone(Ask::Mosca { cards: self.spec.hand_size as usize }).optional());
                }
                Stage::Bidding => {}
                Stage::Mosca => {
                    qs.push(Question::anyone(Ask::Mosca { cards: self.spec.hand_size as usize }).optional());
                }
                Stage::Play => {
                    if let Some(s) = self.exchange_pending(h) {
                        let max = (self.spec.max_exchange as i64).min(self.left_to_exchange(h));
                        qs.push(Question::of(s, Ask::Exchange { max }));
                    }
                }
            }
        }
        qs.extend(self.next_question());
        qs
    }

    /// The last of [`Game::questions`], built alone (the simulator asks it at every step).
    fn next_question(&self) -> Option<Question> {
        let deal =
            |dealer: usize| Question::anyone(Ask::Deal { hand: self.hand_no + 1, dealer, card: DealCard::DealerUp });
        let Some(h) = self.cur.as_deref() else {
            return Some(deal(self.next_dealer.unwrap_or(0)));
        };
        Some(match h.stage {
            Stage::Bidding => {
                let ask = Ask::Bid {
                    hand: h.number,
                    round: 1,
                    turned: Some(h.turned),
                    options: smallvec::smallvec![(Call::Play, None), (Call::Pass, None)],
                };
                Question::of(h.next_bidder, ask)
            }
            Stage::Mosca => deal(self.upcoming_dealer().unwrap_or(0)),
            Stage::Play => {
                let led = h.current.first().map(|x| h.rules.suit_of(x.1));
                let ask = Ask::Card {
                    hand: h.number,
                    trick: h.tricks.len() + 1,
                    tricks: self.spec.hand_size as usize,
                    led,
                    trump: Some(Trump::Suit(h.turned.suit())),
                    contract: None,
                };
                Question::of(self.to_play(h), ask)
            }
        })
    }

    fn apply(&mut self, event: &Event, meta: Meta) -> Result<Vec<Notice>, Box<Refusal>> {
        self.step(event, meta).map_err(Box::new)
    }

    fn set_options(&mut self, options: &Options) -> Result<(), Refusal> {
        let set = Settings::read(options);
        let deck = self.rs.deck(self.n(), options).into_iter().collect();
        self.pending = Some((set, deck));
        Ok(())
    }

    fn close(&mut self, meta: Meta) -> Vec<Notice> {
        if self.cur.as_ref().is_some_and(|h| h.stage == Stage::Mosca) {
            return self.settle_mosca(meta);
        }
        vec![]
    }

    /// A chip game has no winner and is never over: the session goes on as long as the table
    /// plays.
    fn decided(&self) -> bool {
        false
    }

    fn standing(&self) -> Standing {
        Standing { totals: self.balances.clone(), pot: Some(self.pot), ..Standing::default() }
    }

    fn open_infractions(&self) -> Vec<Infraction> {
        match self.cur.as_deref() {
            Some(h) if h.stage == Stage::Play => h
                .log
                .breaches(&h.rules, &h.known, &[])
                .iter()
                .map(|b| holdings::infraction(h.number, &h.rules, b, &h.tricks, &h.current))
                .collect(),
            _ => vec![],
        }
    }

    fn hand_so_far(&self) -> Option<HandSoFar> {
        let h = self.cur.as_deref()?;
        let mut tricks_won = vec![0; self.n()];
        for t in &h.tricks {
            tricks_won[t.winner] += 1;
        }
        let play = h.stage == Stage::Play;
        Some(HandSoFar {
            number: h.number,
            dealer: h.dealer,
            turn: self.next_question().and_then(|q| q.who),
            tricks: (h.tricks.len(), self.spec.hand_size as usize),
            lines: h.lines.clone(),
            tricks_won,
            trump: Some(Trump::Suit(h.turned.suit())),
            table: h.current.to_vec(),
            playing: play.then(|| self.active(h).into_vec()),
            stakes: play.then_some(Stakes {
                per_trick: if self.set.fifth { self.pot / 5 } else { 1 },
                bestia: self.pot,
                doubling: self.set.doubling,
            }),
            seen: h.played.iter().collect(),
            held: h.known.iter().enumerate().flat_map(|(s, cs)| cs.iter().map(move |c| (s, c))).collect(),
            taken: h.tricks.iter().map(|t| t.taken(false)).collect(),
            ..HandSoFar::default()
        })
    }

    fn in_hand(&self) -> bool {
        self.cur.is_some()
    }

    fn lean(&mut self) {
        self.lean = true;
    }

    fn recycle(&mut self, report: Box<HandReport>) {
        if self.lean {
            self.spare_report.keep(report);
        }
    }

    fn overflowed(&self) -> bool {
        self.overflow
    }

    fn forms(&self) -> Vec<Form> {
        let mut f = vec![Form::DealDealerUp];
        if self.set.panfilo {
            f.push(Form::Panfilo);
        }
        f.extend([
            Form::Mosca,
            Form::BidPlay,
            Form::Exchange,
            Form::Play,
            Form::Tally(TallyShape { tricks: u8::try_from(self.spec.hand_size).unwrap_or(u8::MAX), points: None }),
        ]);
        f
    }

    fn box_clone(&self) -> Box<dyn Game> {
        Box::new(self.clone())
    }
}
