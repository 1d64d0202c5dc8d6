//! Coinche's player for the simulator: deals eight cards each (nothing turned up), bids from its
//! hand (trump strength and aces, past thresholds), overbids, coinches a bid its hand defends
//! well (out of turn where the ruleset allows it), sometimes surcoinches, closes the auction with
//! a pass or the first card led, says belote as the ruleset wants it, and plays a random legal
//! card (or, now and then, breaks a duty on purpose) — every entry through the referee.

use super::Belote;
use crate::cards::{Card, Rank, Suit};
use crate::cardset::CardSet;
use crate::engine::{Ask, BidValue, Call, Event, Question, Seat, Seats, Trump, Turn};
use crate::games::bot::{play_one, Bot, Breach, Play, Rng, Shoe};
use crate::games::Rules;
use crate::rules::trick::Mode;
use std::mem::ManuallyDrop;
use std::sync::Arc;

const JACK: Rank = Rank(11);
const NINE: Rank = Rank(9);
const ACE: Rank = Rank(14);
const TEN: Rank = Rank(10);
const KING: Rank = Rank(13);
const QUEEN: Rank = Rank(12);

pub(crate) struct CoincheBot {
    rs: Arc<Rules>,
    shoe: Shoe,
    /// What the session's options make of the play, read at the first deal: how the belote is
    /// said (`belote.declare`), and whether each suit has its belote at all-trump
    /// (`belote.all_trump: each-suit`).
    table: Option<(Declare, bool)>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Declare {
    First,
    Both,
    None,
}

impl CoincheBot {
    pub(crate) fn new(rs: Arc<Rules>) -> CoincheBot {
        CoincheBot { rs, shoe: Shoe::default(), table: None }
    }
}

/// A hand as its bidder weighs it: its cards' [`strengths`], its aces and the suit it would bid
/// capot in ([`capot_suit`]), worked out once at the deal (a hand does not change during the
/// auction, where every question weighs it again).
#[derive(Debug, Clone, Copy)]
struct Held {
    worth: [i64; 6],
    aces: u32,
    capot: Option<Trump>,
}

impl Held {
    fn new(cards: CardSet) -> Held {
        Held { worth: strengths(cards), aces: aces(cards), capot: capot_suit(cards) }
    }

    /// What the hand is worth with `trump`, in card points the bidder expects to take with a
    /// partner: the trumps by their strength (the jack and the nine above all), the aces and
    /// guarded tens of the other suits, and length in trumps.
    fn strength(&self, trump: Trump) -> i64 {
        self.worth[denomination(trump)]
    }
}

/// The place of a trump in [`strengths`]: the four suits, all-trump, no-trump.
fn denomination(trump: Trump) -> usize {
    match trump {
        Trump::Suit(s) => s.0 as usize & 3,
        Trump::All => 4,
        Trump::NoTrump => 5,
    }
}

/// [`Held::strength`] of a hand in every denomination at once (the four suits, all-trump, no-trump),
/// each suit looked at once: a suit counts as trump or not, and the rest adds up the same in
/// every suit contract (this runs at every bid).
fn strengths(hand: CardSet) -> [i64; 6] {
    let (mut as_trump, mut as_plain) = ([0i64; 4], [0i64; 4]);
    let (mut all, mut no_trump) = (0, 0);
    let lengths = suit_lengths(hand);
    for s in 0..4u8 {
        let has = |r: Rank| i64::from(hand.contains(Card::new(Suit(s), r)));
        let (jack, nine, ace, ten) = (has(JACK), has(NINE), has(ACE), has(TEN));
        let trumps = i64::from(lengths[s as usize]);
        // Length in trumps: beyond three, each is worth more.
        as_trump[s as usize] =
            25 * jack + 18 * nine + 12 * ace + 6 * (trumps - jack - nine - ace) + 8 * (trumps - 3).max(0);
        as_plain[s as usize] = 12 * ace + 6 * ten * ace;
        // All-trump: the jacks and nines of every suit, the aces a little.
        all += 16 * jack + 11 * nine + 4 * ace;
        // No-trump: aces, and the tens they guard.
        no_trump += 22 * ace + 12 * ten * ace;
    }
    let plain: i64 = as_plain.iter().sum();
    let suit = |t: usize| plain - as_plain[t] + as_trump[t];
    [suit(0), suit(1), suit(2), suit(3), all, no_trump]
}

/// How many cards of each suit a hand holds, counted in all four suits at once (a suit is 16 bits
/// of the set: the bits are summed in pairs, nibbles, bytes, then the two bytes of each suit).
fn suit_lengths(hand: CardSet) -> [u32; 4] {
    let x = hand.0;
    let x = x - ((x >> 1) & 0x5555_5555_5555_5555);
    let x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
    let x = (x + (x >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
    let x = x + (x >> 8);
    [0, 16, 32, 48].map(|shift| ((x >> shift) & 0xFF) as u32)
}

/// The bid the hand makes in its best denomination: the value it expects (by tens, 80 up) and
/// the trump, with some noise.
fn best_bid(hand: &Held, all_no_trump: bool, rng: &mut Rng) -> (i64, Trump) {
    const DENOMINATIONS: [Trump; 6] = [
        Trump::Suit(Suit(0)),
        Trump::Suit(Suit(1)),
        Trump::Suit(Suit(2)),
        Trump::Suit(Suit(3)),
        Trump::All,
        Trump::NoTrump,
    ];
    let denominations = &DENOMINATIONS[..if all_no_trump { 6 } else { 4 }];
    let (est, trump) =
        denominations.iter().map(|t| (hand.strength(*t), *t)).max_by_key(|(e, _)| *e).unwrap_or((0, Trump::All));
    // The partner's hand is worth some 20 points on average.
    let value = est + 20 + rng.below(21) as i64 - 10;
    (value / 10 * 10, trump)
}

/// What the bot calls at a contract question, for `seat` holding `hand`: a pass, a bid, a
/// coinche or a surcoinche, always one the question allows.
fn contract_call(q: &Question, seat: Seat, hand: &Held, rng: &mut Rng) -> (Call, Option<Trump>) {
    let Ask::ContractBid { standing, lowest, max, capot, may_coinche, may_surcoinche, all_no_trump, .. } = q.ask else {
        return (Call::Pass, None);
    };
    if may_surcoinche.contains(seat) {
        let (value, _) = best_bid(hand, all_no_trump, rng);
        let standing = standing.map_or(0, |s| worth(s.1));
        return if value >= standing && rng.chance(0.3) { (Call::Surcoinche, None) } else { (Call::Pass, None) };
    }
    if let (true, Some((_, value, trump))) = (may_coinche.contains(seat), standing) {
        if defends(hand, trump) + worth(value) >= 150 && rng.chance(0.6) {
            return (Call::Coinche, None);
        }
    }
    let partner_holds = standing.is_some_and(|s| (s.0 + 2) % 4 == seat);
    let mine = standing.is_some_and(|s| s.0 == seat);
    // A bid in the same denomination as one's own standing bid is not a raise the rules allow.
    let may_bid = |trump: Trump| standing.is_none_or(|s| !(mine && s.2 == trump));
    // A hand that may take every trick bids capot, over anyone's bid but the partner's.
    if let Some(trump) = hand.capot.filter(|t| capot && !partner_holds && may_bid(*t)) {
        return (Call::Bid(BidValue::Capot), Some(trump));
    }
    let (value, trump) = best_bid(hand, all_no_trump, rng);
    let trump_ok = may_bid(trump);
    if capot && value >= 180 && rng.chance(0.5) && trump_ok {
        return (Call::Bid(BidValue::Capot), Some(trump));
    }
    if let Some(BidValue::Points(low)) = lowest {
        let low = i64::from(low);
        let margin = if partner_holds || mine { 20 } else { 0 };
        if value >= low + margin && trump_ok {
            let v = value.min(i64::from(max));
            return (Call::Bid(BidValue::Points(v as u16)), Some(trump));
        }
    }
    (Call::Pass, None)
}

/// The suit a hand bids capot in: five trumps or more with the jack and the nine and two aces of
/// the other suits, or six trumps with the jack and an ace outside (a simple rule: such a hand
/// often takes every trick, and sometimes does not, so simulated nights have capot bids made and
/// failed).
fn capot_suit(hand: CardSet) -> Option<Trump> {
    let all_aces = aces(hand);
    let lengths = suit_lengths(hand);
    (0..4).map(Suit).find_map(|s| {
        let trumps = lengths[s.0 as usize & 3];
        let top = hand.contains(Card::new(s, JACK)) && hand.contains(Card::new(s, NINE));
        let aces = all_aces - u32::from(hand.contains(Card::new(s, ACE)));
        let jack = hand.contains(Card::new(s, JACK));
        ((trumps >= 5 && top && aces >= 2) || (trumps >= 6 && jack && aces >= 1)).then_some(Trump::Suit(s))
    })
}

/// How many aces a hand holds.
fn aces(hand: CardSet) -> u32 {
    (0..4).filter(|s| hand.contains(Card::new(Suit(*s), ACE))).count() as u32
}

/// What a value is worth to compare hands: capot as 250.
fn worth(v: BidValue) -> i64 {
    match v {
        BidValue::Points(p) => i64::from(p),
        BidValue::Capot => 250,
    }
}

/// How well a hand defends against `trump`: its trumps by strength and its aces.
fn defends(hand: &Held, trump: Trump) -> i64 {
    hand.strength(trump) + i64::from(hand.aces) * 8
}

impl Bot for CoincheBot {
    /// (A function of its own, not part of the bots' dispatch: the card loop keeps its registers.)
    #[inline(never)]
    fn play_deal<P: Play>(&mut self, sim: &mut P, rng: &mut Rng, breaches: f64) {
        let CoincheBot { rs, shoe, table } = self;
        let r = &**rs;
        let n = sim.seating().n();
        let (declare, all_trump_belote) = *table.get_or_insert_with(|| {
            let o = sim.options();
            let declare = match o.str_or("belote.declare", "none") {
                "first" => Declare::First,
                "both" => Declare::Both,
                _ => Declare::None,
            };
            (declare, o.str_or("belote.all_trump", "none") == "each-suit")
        });
        let Some(Turn::Deal { dealer }) = sim.turn() else { return };
        let deck = shoe.shuffled(r, n, sim.options(), rng);
        if !sim.enter_as::<Belote>(&ManuallyDrop::new(Event::Deal { dealer, turned: None, bottom: None })) {
            return;
        }
        let size = deck.len() / n;
        // Each player takes the next `size` cards of the deck, from the first seat.
        let mut hands = [CardSet::EMPTY; 4];
        for (h, cards) in hands.iter_mut().zip(deck.chunks_exact(size.max(1))) {
            *h = cards.iter().copied().collect();
        }
        let held = hands.map(Held::new);
        // The auction, question by question, until a card is asked for (or the deal is void).
        let contract_trump = loop {
            let Some(q) = sim.next() else { return };
            match q.ask {
                Ask::ContractBid { standing, closing, may_coinche, .. } => {
                    // Now and then an opponent coinches out of turn (when the ruleset allows it).
                    if let Some(c) = out_of_turn_coinche(&q, may_coinche, &held, rng) {
                        if !sim.enter_as::<Belote>(&ManuallyDrop::new(Event::Bid {
                            player: c,
                            call: Call::Coinche,
                            trump: None,
                        })) {
                            return;
                        }
                        continue;
                    }
                    // The first card led closes the auction where it may.
                    if closing.is_some() && rng.chance(0.3) {
                        break standing.map(|s| s.2);
                    }
                    let seat = match q.who {
                        Some(s) => s,
                        None => q_answerer(&q, rng),
                    };
                    let (call, trump) = contract_call(&q, seat, &held[seat], rng);
                    if !sim.enter_as::<Belote>(&ManuallyDrop::new(Event::Bid { player: seat, call, trump })) {
                        return;
                    }
                }
                Ask::Card { trump, .. } => break trump,
                _ => return,
            }
        };
        let Some(trump) = contract_trump else { return };
        let mode = match trump {
            Trump::Suit(s) => Mode::Trump(s),
            Trump::All => Mode::AllTrump,
            Trump::NoTrump => Mode::NoTrump,
        };
        // The kings and queens a belote is said with.
        let mut honours = CardSet::EMPTY;
        for s in (0..4).map(Suit) {
            let said = match mode {
                Mode::Trump(t) => s == t,
                Mode::AllTrump => all_trump_belote,
                Mode::NoTrump => false,
            };
            if said && declare != Declare::None {
                honours.insert(Card::new(s, KING));
                honours.insert(Card::new(s, QUEEN));
            }
        }
        let breach = Breach::maybe(rng, breaches, n * size);
        play_cards(sim, rng, hands, n, size, honours, declare, breach);
    }
}

/// The hand's cards, from the first to the last (or the first the referee refuses): each the
/// referee's turn, the player's choice and the referee's check of it. (A function of its own,
/// apart from the deal and the auction: the card loop keeps its registers.)
#[allow(clippy::too_many_arguments)]
#[inline(never)]
fn play_cards<P: Play>(
    sim: &mut P,
    rng: &mut Rng,
    mut hands: [CardSet; 4],
    n: usize,
    size: usize,
    honours: CardSet,
    declare: Declare,
    mut breach: Breach,
) {
    let mut entry = ManuallyDrop::new(Event::End);
    let mut played_honour = [CardSet::EMPTY; 4];
    let rebelote = declare == Declare::Both;
    // The referee says whose card it waits for and what that player's hand may play (the
    // bot follows no trick of its own).
    for trick_no in 1..=size {
        for _ in 0..n {
            // The referee's turn, the player's choice and the referee's check of it, the
            // game looked at once.
            let (hands, said) = (&mut hands, &mut played_honour);
            if !play_one::<Belote, _>(sim, &mut entry, hands, n, &mut breach, rng, honours, said, rebelote, trick_no) {
                return;
            }
        }
    }
}

/// An opponent of the standing bidder, other than the one asked, who coinches now out of turn
/// (rarely, and only with a hand that defends well).
fn out_of_turn_coinche(q: &Question, may: Seats, hands: &[Held; 4], rng: &mut Rng) -> Option<Seat> {
    let Ask::ContractBid { standing: Some((_, value, trump)), .. } = q.ask else { return None };
    may.iter()
        .filter(|s| Some(*s) != q.who)
        .find(|s| defends(&hands[*s], trump) + worth(value) >= 160 && rng.chance(0.3))
}

/// Who of the bid's side answers a coinche first, when either may.
fn q_answerer(q: &Question, rng: &mut Rng) -> Seat {
    let Ask::ContractBid { may_surcoinche, .. } = q.ask else { return 0 };
    let k = rng.below(may_surcoinche.iter().count());
    may_surcoinche.iter().nth(k).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(codes: &[&str]) -> CardSet {
        codes.iter().map(|c| crate::cards::parse_code(crate::cards::DeckKind::French, c).unwrap()).collect()
    }

    #[test]
    fn a_hand_of_five_trumps_with_the_jack_and_nine_and_two_aces_bids_capot() {
        // J 9 7 8 10 of hearts, the aces of spades and clubs: capot in hearts.
        let h = hand(&["JH", "9H", "7H", "8H", "10H", "AS", "AC", "7D"]);
        assert_eq!(capot_suit(h), Some(Trump::Suit(Suit(1))));
        let q = Question::of(
            0,
            Ask::ContractBid {
                hand: 1,
                standing: None,
                lowest: Some(BidValue::Points(80)),
                max: 180,
                capot: true,
                coinched: None,
                may_coinche: Seats::NONE,
                may_surcoinche: Seats::NONE,
                closing: None,
                all_no_trump: true,
                words: crate::engine::CallWords::Coinche,
            },
        );
        assert_eq!(
            contract_call(&q, 0, &Held::new(h), &mut Rng::new(1)),
            (Call::Bid(BidValue::Capot), Some(Trump::Suit(Suit(1))))
        );
        // Six trumps with the jack need one ace outside.
        assert_eq!(capot_suit(hand(&["JS", "QS", "7S", "8S", "10S", "KS", "AC", "7D"])), Some(Trump::Suit(Suit(0))));
        assert_eq!(capot_suit(hand(&["9S", "QS", "7S", "8S", "10S", "KS", "AC", "7D"])), None);
        // Five trumps: one ace short, or without the nine: no capot by this rule.
        assert_eq!(capot_suit(hand(&["JH", "9H", "7H", "8H", "10H", "AS", "KC", "7D"])), None);
        assert_eq!(capot_suit(hand(&["JH", "QH", "7H", "8H", "10H", "AS", "AC", "7D"])), None);
    }

    #[test]
    fn suit_lengths_count_each_suit_of_the_hand() {
        // Three spades, two hearts, none of diamonds, three clubs.
        let h = hand(&["JS", "9S", "7S", "AH", "10H", "AC", "KC", "7C"]);
        assert_eq!(suit_lengths(h), [3, 2, 0, 3]);
        assert_eq!(suit_lengths(CardSet::EMPTY), [0; 4]);
        // A whole suit of eight (7 to the ace).
        let spades = hand(&["7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"]);
        assert_eq!(suit_lengths(spades), [8, 0, 0, 0]);
    }

    #[test]
    fn a_hand_is_worth_most_in_its_long_strong_suit() {
        // J 9 A 10 of hearts and the ace of spades: hearts.
        let h = hand(&["JH", "9H", "AH", "10H", "AS", "7C", "8D", "7D"]);
        let h = Held::new(h);
        assert_eq!(h.strength(Trump::Suit(Suit(1))), 25 + 18 + 12 + 6 + 8 + 12);
        assert!(h.strength(Trump::Suit(Suit(1))) > h.strength(Trump::Suit(Suit(0))));
        // Every denomination as the suits add up in it: spades as trump (its ace; the ace of
        // hearts outside and the ten it guards), all-trump, no-trump.
        assert_eq!(h.strength(Trump::Suit(Suit(0))), 12 + (12 + 6));
        assert_eq!(h.strength(Trump::All), (16 + 11 + 4) + 4);
        assert_eq!(h.strength(Trump::NoTrump), (22 + 12) + 22);
        let mut rng = Rng::new(1);
        let (value, trump) = best_bid(&h, false, &mut rng);
        assert_eq!(trump, Trump::Suit(Suit(1)));
        assert!((90..=120).contains(&value), "{value}");
    }
}
