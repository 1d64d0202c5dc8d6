/*!
Perejila (RULES.md "perejila", seed S3): nine squares staked at every deal, the punto from the
face-up cards, the tururú, then the lances in order, with the perejila as a wildcard.

The journal gives the cards (`up`, `down`, `draw`), the stands at treinta y una (`stand`) and
every choice of the perejila's holder (`wild`: the card it stands for from a lance on). A hand is
settled the moment it is decided: a tururú dealt, or every player stood, holding 31 or over it;
else when the next deal comes, which implies every stand (journals written before `stand`), or
the session ends. The punto first, then a tururú that takes every square, or else each lance
(judged in `lances`). Squares nobody wins keep their chips.

A card at treinta y una goes only to a player who may still ask for one: not one who stood, holds
31 or is over it (counted with the perejila's value in force), and no card, value or reshuffle
is taken once the hand is settled (#35): the settled hand is kept until the next deal to say so.
*/

mod lances;
pub(crate) mod sim;
pub(crate) mod spec;

use crate::cards::{Card, Rank, Suit};
use crate::cardset::CardSet;
use crate::checked;
use crate::engine::{
    Ask, DealCard, Event, Form, Game, HandCounts, HandReport, HandSoFar, Infraction, Item, Lance, Line, Meta, Notice,
    Outcome, PlayerCounts, Question, Reach, Refusal, SideCounts, SquareResult, Standing,
};
use crate::games::spare_report::SpareReport;
use crate::games::Rules;
use crate::rules::seating::Seating;
use crate::ruleset::Options;
use lances::Held;
use spec::PerejilaSpec;
use std::sync::Arc;

const OROS: Suit = Suit(0);
const ESPADAS: Suit = Suit(2);
/// The index of the flor among the lances (the perejila's value there does not carry on).
const FLOR: usize = 3;

/// Perejila's options, read once into types.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Settings {
    pub(crate) stake: i64,
    pub(crate) tururu_real_bonus: i64,
}

#[derive(Debug, Clone)]
struct Hand {
    number: usize,
    dealer: usize,
    /// Seats in deal order, from the eldest hand (asked at every question and for every lance).
    order: Order,
    up: Vec<Option<Card>>,
    down: Vec<Option<[Card; 2]>>,
    /// How many players have their card up, their cards down (asked at every entry).
    ups: usize,
    downs: usize,
    draws: Vec<Vec<Card>>,
    /// (seat, lance index, the card the perejila stands for from that lance on)
    wilds: Vec<(usize, usize, Card)>,
    seen: CardSet,
    /// After a reshuffle at treinta y una: the cards drawn since (every other card may be drawn).
    reshuffled: Option<CardSet>,
    /// Players who stood at treinta y una.
    stood: Vec<bool>,
    /// Each player's counts at treinta y una ([`Perejila::counts_31`]), counted again whenever
    /// their cards or their perejila's value change (the table asks them at every question).
    count31: Vec<(i32, i32)>,
    /// Each player's dealt cards for a lance while the perejila has no value
    /// ([`Perejila::cards_for`]), read again when their cards come (every lance reads them).
    held: Vec<Held>,
    /// Settled already (decided before the next deal): kept to refuse what comes after it with
    /// its reason.
    settled: bool,
    lines: Vec<Line>,
    first_line: usize,
    started_at: Option<String>,
    last_line: usize,
    last_at: Option<String>,
}

/// Seats in deal order (held inline: at most eight players).
type Order = smallvec::SmallVec<[usize; 8]>;

/// The refusal when no hand is dealt (made only when it is: a refusal has a destructor to run).
fn no_hand() -> Refusal {
    Refusal::NoHand
}

impl Hand {
    /// Every player has their card up.
    fn all_up(&self) -> bool {
        self.ups == self.up.len()
    }
    /// Every player has their cards down: the deal is complete.
    fn all_down(&self) -> bool {
        self.downs == self.down.len()
    }

    /// A hand just dealt, in the place of the one before (its buffers kept: no allocation per deal).
    fn reset(&mut self, number: usize, dealer: usize, order: Order, meta: Meta) {
        let n = order.len();
        let Hand {
            number: no,
            dealer: d,
            order: o,
            up,
            down,
            ups,
            downs,
            draws,
            wilds,
            seen,
            reshuffled,
            stood,
            count31,
            held,
            settled,
            lines,
            first_line,
            started_at,
            last_line,
            last_at,
        } = self;
        *no = number;
        *d = dealer;
        *o = order;
        up.clear();
        up.resize(n, None);
        down.clear();
        down.resize(n, None);
        *ups = 0;
        *downs = 0;
        draws.resize_with(n, Vec::new);
        draws.truncate(n);
        draws.iter_mut().for_each(Vec::clear);
        wilds.clear();
        *seen = CardSet::EMPTY;
        *reshuffled = None;
        stood.clear();
        stood.resize(n, false);
        count31.clear();
        count31.resize(n, (0, 0));
        held.clear();
        held.resize(n, Held::NONE);
        *settled = false;
        lines.clear();
        *first_line = meta.line;
        *started_at = meta.at.map(String::from);
        *last_line = meta.line;
        *last_at = meta.at.map(String::from);
    }
}

#[derive(Debug, Clone)]
pub(crate) struct Perejila {
    rs: Arc<Rules>,
    spec: PerejilaSpec,
    set: Settings,
    deck: CardSet,
    /// The perejila of that deck (looked up once: every lance asks for it).
    wild: Card,
    /// The ranks of the deck, for the escalera.
    ranks: Vec<Rank>,
    /// The plain card order's strength and points, by rank (read once: every lance asks).
    strength: [u8; 16],
    points: [i32; 16],
    /// Per rank: its positions in the escalera sequence (1 2 3 … 7 [8 9] S C R; the ace also
    /// after the rey), computed once from `ranks`.
    seq: [([usize; 2], usize); 16],
    pending: Option<(Settings, CardSet, Vec<Rank>)>,
    seats: Arc<Seating>,
    balances: Vec<i64>,
    /// Chips on each square, in lance order.
    board: [i64; 9],
    next_dealer: Option<usize>,
    hand_no: usize,
    cur: Option<Box<Hand>>,
    overflow: bool,
    /// Nobody reads the notices, nor more of a hand's report than its tally (the simulator,
    /// [`Game::lean`]): only a hand's report is said, without its breakdown and squares.
    lean: bool,
    /// The last hand's report once read (lean), for the next hand's buffers.
    spare_report: SpareReport,
}

/// `counts` emptied for a hand of `n` players, as [`HandCounts::new`] makes them, every buffer
/// kept (the squares each player won included).
fn renew_counts(counts: &mut HandCounts, n: usize) {
    counts.sides.clear();
    counts.sides.resize(n, SideCounts::default());
    counts.players.truncate(n);
    for p in counts.players.iter_mut() {
        let mut squares = std::mem::take(&mut p.squares);
        squares.clear();
        *p = PlayerCounts { squares, ..PlayerCounts::default() };
    }
    counts.players.resize_with(n, PlayerCounts::default);
}

/// The escalera positions of every rank of a deck (see [`Perejila::seq`]).
fn sequence(ranks: &[Rank]) -> [([usize; 2], usize); 16] {
    let mut seq: Vec<u8> = ranks.iter().map(|x| x.0).collect();
    seq.sort_unstable();
    let mut out = [([0usize; 2], 1usize); 16];
    for (r, slot) in out.iter_mut().enumerate() {
        let i = seq.iter().position(|x| *x as usize == r).unwrap_or(0);
        *slot = if r == 1 { ([0, seq.len()], 2) } else { ([i, 0], 1) };
    }
    out
}

impl Perejila {
    /// [`Game::apply`] with the refusal unboxed: the game's own code.
    #[inline(always)]
    fn step(&mut self, event: &Event, meta: Meta) -> Result<Vec<Notice>, Refusal> {
        match event {
            Event::Deal { bottom: Some(_), .. } => Err(Refusal::NoBottom { players: self.n() }),
            Event::Deal { dealer, .. } => self.deal(*dealer, meta),
            Event::Up { player, card } => self.up(*player, *card, meta),
            Event::Down { player, cards } => self.down(*player, cards, meta),
            Event::Wild { player, lance, as_card } => self.wild(*player, *lance, *as_card, meta),
            Event::Draw { player, card } => self.draw(*player, *card, meta),
            Event::Stand { player } => self.stand(*player, meta),
            Event::Reshuffle => self.reshuffle(meta),
            other => Err(Refusal::NoPlace { kind: other.kind(), ruleset: self.rs.name.clone() }),
        }
    }

    pub(crate) fn new(rs: Arc<Rules>, spec: PerejilaSpec, opts: &Options, seats: Arc<Seating>) -> Perejila {
        let n = seats.n();
        let deck: CardSet = rs.deck(n, opts).into_iter().collect();
        let table = rs.plain_table;
        Perejila {
            strength: table.map_or([0; 16], |t| t.strength),
            points: table.map_or([0; 16], |t| t.points),
            set: Settings { stake: opts.int("stake"), tururu_real_bonus: opts.int("tururu_real_bonus") },
            wild: Perejila::wildcard_of(&spec, deck.len()),
            deck,
            seq: sequence(&rs.deck_ranks(n, opts)),
            ranks: rs.deck_ranks(n, opts),
            rs,
            spec,
            pending: None,
            seats,
            balances: vec![0; n],
            board: [0; 9],
            next_dealer: None,
            hand_no: 0,
            cur: None,
            overflow: false,
            lean: false,
            spare_report: SpareReport::default(),
        }
    }

    fn n(&self) -> usize {
        self.seats.n()
    }
    fn wildcard(&self) -> Card {
        self.wild
    }
    /// The perejila of a deck of `cards` cards.
    fn wildcard_of(spec: &PerejilaSpec, cards: u32) -> Card {
        spec.wildcard.get(&cards).copied().unwrap_or(Card::new(OROS, Rank(7)))
    }
    /// Seats in deal order, from the eldest hand (made once a deal: see [`Hand::order`]).
    fn deal_order(&self, dealer: usize) -> Order {
        (1..=self.n()).map(|k| (dealer + k) % self.n()).collect()
    }
    /// The hand being played (dealt and not settled).
    fn open_hand(&self) -> Option<&Hand> {
        self.cur.as_deref().filter(|h| !h.settled)
    }
    fn open_hand_mut(&mut self) -> Result<&mut Hand, Refusal> {
        match self.cur.as_deref_mut() {
            Some(h) if h.settled => Err(Refusal::HandSettled { hand: h.number }),
            Some(h) => Ok(h),
            None => Err(Refusal::NoHand),
        }
    }

    /// Count `seat`'s cards at treinta y una again, and read their dealt cards again (after an
    /// entry that changed them).
    fn recount(&mut self, seat: usize) {
        if let Some(h) = self.cur.as_deref() {
            let counts = self.counts_31(h, seat);
            let held = self.dealt_cards(h, seat, 0);
            if let Some(h) = self.cur.as_deref_mut() {
                h.count31[seat] = counts;
                h.held[seat] = held;
            }
        }
    }

    /// Where `seat` is at treinta y una, and their count.
    fn reach(&self, h: &Hand, seat: usize) -> (Reach, i64) {
        let (count, least) = h.count31[seat];
        debug_assert_eq!((count, least), self.counts_31(h, seat), "counts at treinta y una kept up to date");
        let limit = self.spec.treinta_y_una;
        let reach = if least > limit {
            Reach::Out
        } else if h.stood[seat] {
            Reach::Stood
        } else if count == limit {
            Reach::ThirtyOne
        } else {
            Reach::Open
        };
        (reach, count as i64)
    }

    /// The tururú of the hand, once every card is dealt: its holder and whether it is real.
    fn tururu(&self, h: &Hand) -> Option<(usize, bool)> {
        if !h.all_down() {
            return None;
        }
        let t = self.best(&h.order, |s| self.tururu_of(h, s))?;
        Some((t, self.tururu_of(h, t).is_some_and(|x| x.0)))
    }

    /// After an entry of the hand: settle it at once when it is decided (a tururú dealt, or every
    /// player stood, holding 31 or over it). A tururú is looked for only when the entry may make
    /// one (the last face-down cards, a value given to the perejila): after a draw or a stand,
    /// a tururú would have settled the hand already.
    fn settle_if_decided(&mut self, meta: Meta, tururu: bool, notices: &mut Vec<Notice>) {
        let Some(h) = self.open_hand() else { return };
        if !h.all_down() {
            return;
        }
        let found = if tururu { self.tururu(h) } else { None };
        if let Some((player, real)) = found {
            if !self.lean {
                notices.push(Notice::Tururu { player, real });
            }
        } else if (0..self.n()).any(|s| !h.stood[s] && self.reach(h, s).0 == Reach::Open) {
            return;
        }
        // The tururú is known now (none after a draw or a stand: it would have settled the hand).
        self.settle(meta, notices, Some(found));
    }

    fn upcoming_dealer(&self) -> Option<usize> {
        match &self.cur {
            Some(h) => Some((h.dealer + 1) % self.n()),
            None => self.next_dealer,
        }
    }

    /// A deal (a card given as turned means nothing here and is let be, as journals have it).
    fn deal(&mut self, dealer: usize, meta: Meta) -> Result<Vec<Notice>, Refusal> {
        if let Some(next) = self.upcoming_dealer().filter(|d| *d != dealer) {
            return Err(Refusal::NotYourDeal { dealer: next });
        }
        let mut notices = if self.lean { Vec::new() } else { Vec::with_capacity(2) };
        self.settle(meta, &mut notices, None);
        if let Some((set, deck, ranks)) = self.pending.take() {
            self.set = set;
            self.wild = Perejila::wildcard_of(&self.spec, deck.len());
            self.deck = deck;
            self.seq = sequence(&ranks);
            self.ranks = ranks;
        }
        let n = self.n();
        let stake = self.set.stake;
        self.hand_no += 1;
        let order = self.deal_order(dealer);
        let h = match self.cur.take() {
            Some(mut h) => {
                h.reset(self.hand_no, dealer, order, meta);
                h
            }
            None => Box::new(Hand {
                number: self.hand_no,
                dealer,
                order,
                up: vec![None; n],
                down: vec![None; n],
                ups: 0,
                downs: 0,
                draws: vec![Vec::new(); n],
                wilds: Vec::new(),
                seen: CardSet::EMPTY,
                reshuffled: None,
                stood: vec![false; n],
                count31: vec![(0, 0); n],
                held: vec![Held::NONE; n],
                settled: false,
                lines: Vec::with_capacity(2 * n + 18),
                first_line: meta.line,
                started_at: meta.at.map(String::from),
                last_line: meta.line,
                last_at: meta.at.map(String::from),
            }),
        };
        let h = self.cur.insert(h);
        for s in 0..n {
            h.lines.push(Line { side: s, item: Item::Ante, points: -stake * 9 });
            checked::sub(&mut self.overflow, &mut self.balances[s], stake * 9);
        }
        for sq in self.board.iter_mut() {
            checked::add(&mut self.overflow, sq, stake * n as i64);
        }
        if !self.lean {
            notices.push(Notice::Stakes { each: stake, board: self.board.iter().sum() });
        }
        Ok(notices)
    }

    fn card(&self, c: Card, h: &Hand) -> Result<Card, Refusal> {
        if !self.deck.contains(c) {
            return Err(Refusal::NotInDeck { card: c, size: self.deck.len() as usize });
        }
        if h.seen.contains(c) {
            return Err(Refusal::AlreadyDealt { card: c });
        }
        Ok(c)
    }

    fn up(&mut self, seat: usize, card: Card, meta: Meta) -> Result<Vec<Notice>, Refusal> {
        let h = self.cur.as_deref().ok_or_else(no_hand)?;
        match h.order.iter().copied().find(|s| h.up[*s].is_none()) {
            None => return Err(Refusal::AllUp),
            Some(s) if s != seat => return Err(Refusal::UpInOrder { next: s }),
            _ => {}
        }
        let c = self.card(card, h)?;
        let h = self.cur.as_deref_mut().ok_or_else(no_hand)?;
        h.up[seat] = Some(c);
        h.ups += 1;
        h.seen.insert(c);
        h.last_line = meta.line;
        h.last_at = meta.at.map(String::from);
        self.recount(seat);
        Ok(vec![])
    }

    fn down(&mut self, seat: usize, cards: &[Card], meta: Meta) -> Result<Vec<Notice>, Refusal> {
        let h = self.cur.as_deref().ok_or_else(no_hand)?;
        if !h.all_up() {
            return Err(Refusal::DownAfterUp);
        }
        if h.down[seat].is_some() {
            return Err(Refusal::AlreadyDown { player: seat });
        }
        if cards.len() != 2 {
            return Err(Refusal::DownTwo { count: cards.len() });
        }
        let a = self.card(cards[0], h)?;
        let b = self.card(cards[1], h)?;
        if a == b {
            return Err(Refusal::DownDiffer);
        }
        let h = self.cur.as_deref_mut().ok_or_else(no_hand)?;
        h.down[seat] = Some([a, b]);
        h.downs += 1;
        h.seen.insert(a);
        h.seen.insert(b);
        h.last_line = meta.line;
        h.last_at = meta.at.map(String::from);
        self.recount(seat);
        let mut notices = vec![];
        self.settle_if_decided(meta, true, &mut notices);
        Ok(notices)
    }

    /// Whether `seat` may still ask for a card at treinta y una: not once a tururú settled the
    /// hand, nor after standing, holding 31 or going over it (counted with the perejila's value
    /// in force, as the lance counts), which is also all a hand settled otherwise can hold.
    fn may_draw(&self, h: &Hand, seat: usize) -> Result<(), Refusal> {
        let settled = || Refusal::HandSettled { hand: h.number };
        if h.settled && self.tururu(h).is_some() {
            return Err(settled());
        }
        let limit = i64::from(self.spec.treinta_y_una);
        match self.reach(h, seat) {
            (Reach::Stood, _) => Err(Refusal::AlreadyStood { player: seat }),
            (Reach::ThirtyOne, _) => Err(Refusal::HoldsThirtyOne { player: seat, limit }),
            (Reach::Out, count) => Err(Refusal::OverThirtyOne { player: seat, count, limit }),
            (Reach::Open, _) if h.settled => Err(settled()),
            (Reach::Open, _) => Ok(()),
        }
    }

    fn draw(&mut self, seat: usize, card: Card, meta: Meta) -> Result<Vec<Notice>, Refusal> {
        let h = self.cur.as_deref().ok_or_else(no_hand)?;
        if !h.all_down() {
            return Err(Refusal::DrawAfterDeal);
        }
        self.may_draw(h, seat)?;
        let c = match h.reshuffled {
            // After a reshuffle every card of the hand is back in the stock but those drawn since.
            Some(_) if !self.deck.contains(card) => {
                return Err(Refusal::NotInDeck { card, size: self.deck.len() as usize });
            }
            Some(since) if since.contains(card) => return Err(Refusal::AlreadyDealt { card }),
            Some(_) => card,
            None => self.card(card, h)?,
        };
        let h = self.cur.as_deref_mut().ok_or_else(no_hand)?;
        h.draws[seat].push(c);
        h.seen.insert(c);
        if let Some(since) = h.reshuffled.as_mut() {
            since.insert(c);
        }
        h.last_line = meta.line;
        h.last_at = meta.at.map(String::from);
        self.recount(seat);
        self.count_then_settle(seat, meta)
    }

    /// `seat` stands at treinta y una: asked for no more cards.
    fn stand(&mut self, seat: usize, meta: Meta) -> Result<Vec<Notice>, Refusal> {
        let h = self.open_hand_mut()?;
        if !h.all_down() {
            return Err(Refusal::StandAfterDeal);
        }
        if h.stood[seat] {
            return Err(Refusal::AlreadyStood { player: seat });
        }
        h.stood[seat] = true;
        h.last_line = meta.line;
        h.last_at = meta.at.map(String::from);
        self.count_then_settle(seat, meta)
    }

    /// After `seat`'s cards or stand changed: their count said (unless lean), then the hand
    /// settled if that decided it.
    fn count_then_settle(&mut self, seat: usize, meta: Meta) -> Result<Vec<Notice>, Refusal> {
        let h = self.cur.as_deref().ok_or_else(no_hand)?;
        let mut notices = Vec::new();
        if !self.lean {
            let (reach, count) = self.reach(h, seat);
            notices.reserve(2);
            notices.push(Notice::Count { player: seat, count, reach });
        }
        self.settle_if_decided(meta, false, &mut notices);
        Ok(notices)
    }

    /// The stock ran out at treinta y una: every card of the hand goes back and is drawn again
    /// (the counts so far are kept).
    fn reshuffle(&mut self, meta: Meta) -> Result<Vec<Notice>, Refusal> {
        let h = self.cur.as_deref().ok_or_else(no_hand)?;
        if h.settled {
            return Err(Refusal::HandSettled { hand: h.number });
        }
        if !h.all_down() {
            return Err(Refusal::ReshuffleAfterDeal);
        }
        let left = match h.reshuffled {
            Some(since) => self.deck.minus(since).len(),
            None => self.deck.minus(h.seen).len(),
        } as usize;
        if left > 0 {
            return Err(Refusal::StockLeft { left });
        }
        let h = self.cur.as_deref_mut().ok_or_else(no_hand)?;
        h.reshuffled = Some(CardSet::EMPTY);
        h.last_line = meta.line;
        h.last_at = meta.at.map(String::from);
        Ok(vec![])
    }

    fn wild(&mut self, seat: usize, lance: Lance, as_card: Card, meta: Meta) -> Result<Vec<Notice>, Refusal> {
        let li = lance.index();
        let w = self.wildcard();
        if !self.deck.contains(as_card) {
            return Err(Refusal::NotInDeck { card: as_card, size: self.deck.len() as usize });
        }
        // Once the hand is settled its lances are paid: a value is given late by undoing back to
        // before the entry that settled it.
        let h = self.open_hand().ok_or(match self.cur.as_deref() {
            Some(h) => Refusal::WildSettled { hand: h.number },
            None => Refusal::NoHand,
        })?;
        let holds = h.up[seat] == Some(w) || h.down[seat].is_some_and(|d| d.contains(&w));
        // A perejila drawn at treinta y una may take any value there (it was never used before).
        let drawn = lance == Lance::TreintaYUna && h.draws[seat].contains(&w);
        if !holds && !drawn {
            return Err(Refusal::NoPerejila { player: seat, perejila: w });
        }
        if lance == Lance::Punto {
            if as_card.rank().0 != 1 {
                return Err(Refusal::WildPuntoAce);
            }
            if h.up[seat] != Some(w) {
                return Err(Refusal::WildPuntoFaceUp);
            }
            if let Some(o) =
                h.order.iter().take_while(|s| **s != seat).find(|s| h.up[**s].is_some_and(|c| c.rank().0 == 1))
            {
                return Err(Refusal::WildPuntoAceBefore { holder: *o });
            }
        }
        if lance == Lance::AsDeOros {
            let one = Card::new(OROS, Rank(1));
            if as_card != one {
                return Err(Refusal::WildAsDeOrosOnly);
            }
            if let Some(o) = (0..self.n()).find(|o| h.down[*o].is_some_and(|d| d.contains(&one))) {
                return Err(Refusal::AsDeOrosFaceDown { holder: o });
            }
        }
        if lance == Lance::MayorDeEspadas && as_card.suit() != ESPADAS {
            return Err(Refusal::WildEspadas);
        }
        if li != FLOR && !drawn {
            if let Some((_, l, c)) = h.wilds.iter().find(|(_, l, c)| *l != FLOR && *c != as_card) {
                return Err(Refusal::WildFixed { card: *c, lance: Lance::ALL[*l] });
            }
        }
        let h = self.cur.as_deref_mut().ok_or_else(no_hand)?;
        h.wilds.push((seat, li, as_card));
        h.last_line = meta.line;
        h.last_at = meta.at.map(String::from);
        self.recount(seat);
        let mut notices = vec![];
        self.settle_if_decided(meta, true, &mut notices);
        Ok(notices)
    }

    /// Settle the hand in progress (once decided, at the next deal or at the end); the hand is
    /// kept, settled, until the next deal. `tururu`: the hand's tururú when the caller knows it.
    fn settle(&mut self, _meta: Meta, notices: &mut Vec<Notice>, tururu: Option<Option<(usize, bool)>>) {
        let Some(mut h) = self.cur.take() else { return };
        if h.settled {
            self.cur = Some(h);
            return;
        }
        let n = self.n();
        let order = h.order.clone();
        let complete = h.all_down();
        let mut winners: [Option<usize>; 9] = [None; 9];
        let mut outcome = Outcome::Played;
        if h.all_up() {
            winners[0] = self.punto(&h, &order);
        }
        if complete {
            match tururu.unwrap_or_else(|| self.tururu(&h)) {
                Some((t, real)) => {
                    outcome = Outcome::Tururu;
                    winners = [Some(t); 9];
                    let bonus = if real { self.set.tururu_real_bonus } else { 0 };
                    for s in (0..n).filter(|s| *s != t) {
                        h.lines.push(Line { side: s, item: Item::TururuRealBonus, points: -bonus });
                        h.lines.push(Line { side: t, item: Item::TururuRealBonus, points: bonus });
                        checked::sub(&mut self.overflow, &mut self.balances[s], bonus);
                        checked::add(&mut self.overflow, &mut self.balances[t], bonus);
                    }
                }
                None => {
                    for li in 1..8 {
                        winners[li] = self.lance_winner(&h, li);
                    }
                }
            }
        }
        let lean = self.lean;
        let mut report = self.new_report(h.number, h.dealer, outcome);
        let mut squares = if lean { Vec::new() } else { Vec::with_capacity(9) };
        for (i, lance) in Lance::ALL.iter().enumerate() {
            let chips = self.board[i];
            if let Some(w) = winners[i] {
                h.lines.push(Line { side: w, item: Item::Square(*lance), points: chips });
                checked::add(&mut self.overflow, &mut self.balances[w], chips);
                self.board[i] = 0;
                let counts = &mut report.counts.players[w];
                counts.squares.push(*lance);
                counts.tururu |= outcome == Outcome::Tururu && *lance == Lance::Tururu;
            }
            if !lean {
                squares.push(SquareResult { lance: *lance, winner: winners[i], chips });
            }
        }
        if lean {
            // Only the score is read: no breakdown.
            for l in &h.lines {
                report.score[l.side] += l.points;
            }
        } else {
            for l in &h.lines {
                report.add(l.side, l.item, l.points);
            }
            report.squares = Some(squares);
        }
        // The chips are the score (in the last report's buffer, when there was one).
        let mut chips = report.chips.take().unwrap_or_default();
        chips.clear();
        chips.extend_from_slice(&report.score);
        report.chips = Some(chips);
        report.pot = Some(self.board.iter().sum());
        report.notes.first_line = h.first_line;
        report.notes.last_line = h.last_line;
        report.notes.started_at = h.started_at.clone();
        report.notes.ended_at = h.last_at.clone();
        self.next_dealer = Some((h.dealer + 1) % n);
        h.settled = true;
        self.cur = Some(h);
        notices.push(Notice::Hand(report));
    }

    /// A new hand's report, its counts made for every player: the last one's buffers when it was
    /// handed back (lean), else a new one. Its chips, when kept from the last one, are to be
    /// filled.
    fn new_report(&mut self, number: usize, dealer: usize, outcome: Outcome) -> Box<HandReport> {
        let n = self.n();
        let mut report = match self.spare_report.take() {
            Some(mut r) => {
                let mut counts = std::mem::take(&mut r.counts);
                let chips = r.chips.take();
                r.renew(number, dealer, outcome, n);
                renew_counts(&mut counts, n);
                r.counts = counts;
                r.chips = chips;
                r
            }
            None => Box::new(HandReport::new(number, dealer, outcome, n)),
        };
        if report.counts.players.len() != n {
            report.counts = HandCounts::new(n, n);
        }
        report
    }

    /// The optional questions of the moment: once every player has a card up and cards down,
    /// the values the perejila's holder may give it.
    fn optional_questions(&self) -> Vec<Question> {
        let Some(h) = self.open_hand() else { return vec![] };
        if !h.all_up() || !h.all_down() {
            return vec![];
        }
        self.wild_offers(h)
            .into_iter()
            .map(|(holder, li, values)| Question::of(holder, Ask::Wild { lance: Lance::ALL[li], values }).optional())
            .collect()
    }

    /// The question the game cannot go on without: a card up, cards down, a draw at treinta y
    /// una (of the first player in deal order who may still draw; Enter stands), the next deal.
    fn required_question(&self) -> Option<Question> {
        let deal =
            |dealer: usize| Question::anyone(Ask::Deal { hand: self.hand_no + 1, dealer, card: DealCard::Nothing });
        let Some(h) = self.open_hand() else {
            return Some(deal(self.upcoming_dealer().unwrap_or(0)));
        };
        let order = &h.order;
        if !h.all_up() {
            if let Some(s) = order.iter().find(|s| h.up[**s].is_none()) {
                return Some(Question::of(*s, Ask::Up));
            }
        }
        if !h.all_down() {
            if let Some(s) = order.iter().find(|s| h.down[**s].is_none()) {
                return Some(Question::of(*s, Ask::Down));
            }
        }
        // A player who stood is never open: their count is not asked for.
        let open = order
            .iter()
            .filter(|s| !h.stood[**s])
            .map(|s| (*s, self.reach(h, *s)))
            .find(|(_, (reach, _))| *reach == Reach::Open);
        match open {
            Some((s, (_, count))) => Some(Question::of(s, Ask::Draw { count })),
            None => Some(deal(self.upcoming_dealer().unwrap_or(0))),
        }
    }
}

impl Game for Perejila {
    fn questions(&self) -> Vec<Question> {
        let mut qs = self.optional_questions();
        qs.extend(self.required_question());
        qs
    }

    fn next_question(&self) -> Option<Question> {
        self.required_question()
    }

    fn apply(&mut self, event: &Event, meta: Meta) -> Result<Vec<Notice>, Box<Refusal>> {
        self.step(event, meta).map_err(Box::new)
    }

    fn set_options(&mut self, options: &Options) -> Result<(), Refusal> {
        let set = Settings { stake: options.int("stake"), tururu_real_bonus: options.int("tururu_real_bonus") };
        let n = self.n();
        self.pending = Some((set, self.rs.deck(n, options).into_iter().collect(), self.rs.deck_ranks(n, options)));
        Ok(())
    }

    fn close(&mut self, meta: Meta) -> Vec<Notice> {
        let mut notices = Vec::new();
        self.settle(meta, &mut notices, None);
        notices
    }

    fn lean(&mut self) {
        self.lean = true;
    }

    fn recycle(&mut self, report: Box<HandReport>) {
        if self.lean {
            self.spare_report.keep(report);
        }
    }

    /// A chip game has no winner and is never over: the session goes on as long as the table
    /// plays.
    fn decided(&self) -> bool {
        false
    }

    fn standing(&self) -> Standing {
        Standing {
            totals: self.balances.clone(),
            pot: Some(self.board.iter().sum()),
            squares: Some(Lance::ALL.iter().copied().zip(self.board).collect()),
            ..Standing::default()
        }
    }

    fn open_infractions(&self) -> Vec<Infraction> {
        vec![]
    }

    fn hand_so_far(&self) -> Option<HandSoFar> {
        let h = self.open_hand()?;
        let dealt = h.all_down();
        let stock = match h.reshuffled {
            Some(since) => self.deck.minus(since).len(),
            None => self.deck.minus(h.seen).len(),
        } as usize;
        Some(HandSoFar {
            number: h.number,
            dealer: h.dealer,
            turn: self.required_question().and_then(|q| q.who),
            lines: h.lines.clone(),
            tricks_won: vec![0; self.n()],
            counts: if dealt { (0..self.n()).map(|s| self.reach(h, s)).collect() } else { vec![] },
            stock: Some(stock),
            seen: h.seen.iter().collect(),
            shown: (0..self.n())
                .map(|s| {
                    let up = h.up.get(s).copied().flatten();
                    let down = h.down.get(s).copied().flatten().into_iter().flatten();
                    let drawn = h.draws.get(s).into_iter().flatten().copied();
                    up.into_iter().chain(down).chain(drawn).collect()
                })
                .collect(),
            ..HandSoFar::default()
        })
    }

    fn in_hand(&self) -> bool {
        self.open_hand().is_some()
    }

    fn overflowed(&self) -> bool {
        self.overflow
    }

    fn forms(&self) -> Vec<Form> {
        vec![Form::DealWho, Form::Up, Form::Down, Form::Wild, Form::Draw, Form::Stand, Form::Reshuffle]
    }

    fn box_clone(&self) -> Box<dyn Game> {
        Box::new(self.clone())
    }
}
