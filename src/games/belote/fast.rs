/*!
The simulator's fast path for contract Belote (belote-classic and rulesets like it, [`supports`]):
whole hands dealt, bid, played and scored on card sets with no journal. The rules are the
reducer's own: the bids made in the reducer's turned-card auction, which gives the contract,
legal cards from [`TrickRules::legal_in`] (checked against the duty classes on every bundled
ruleset), tricks won and card points from the same [`TrickRules`], and the hand scored under
its contract by the reducer's `score::contract_result` and `score::award_held`. What
it leaves out is what the reducer does for a table: questions, notices, the renounce log and the
report. A test replays the very same hands (recorded as events) through the reducer and checks
both reach the same totals.
*/

use super::auction::{Called, Opening, TurnedAuction};
use super::score::{award_held, contract_result, Played};
use super::settings::Settings;
use super::spec::{Announcements, AuctionKind, BeloteScoring, SecondRound, TurnedCard};
use crate::cards::{Card, Rank, Suit};
use crate::cardset::CardSet;
use crate::engine::{Call, Contract, Event, HandReport, HandResult, Level, Outcome, Trump};
use crate::games::bot::Rng;
use crate::games::{GameSpec, Rules};
use crate::rules::trick::{Mode, Overrides, TrickRules};

/// What the fast path counted.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[doc(hidden)]
pub struct Tally {
    pub deals: usize,
    pub redeals: usize,
    pub made: usize,
    pub failed: usize,
    pub litige: usize,
    pub capots: usize,
    pub(crate) belotes: usize,
    /// Team totals: seats 0+2, seats 1+3.
    pub totals: [i64; 2],
    /// Card points counted trick by trick (162 per played hand).
    pub points: i64,
}

impl Tally {
    /// Add another run's counts.
    pub(crate) fn merge(&mut self, o: &Tally) {
        self.deals += o.deals;
        self.redeals += o.redeals;
        self.made += o.made;
        self.failed += o.failed;
        self.litige += o.litige;
        self.capots += o.capots;
        self.belotes += o.belotes;
        self.totals[0] += o.totals[0];
        self.totals[1] += o.totals[1];
        self.points += o.points;
    }
}

/// Whether the fast path plays this ruleset as the reducer would with its default options: four
/// players in two teams, contracts to beat the defence, no announcements, no 7 swap, two bidding
/// rounds (any suit in the second), the belote counted without a word.
#[doc(hidden)]
pub fn supports(r: &Rules) -> bool {
    let off = |k: &str| r.options.get(k).is_none_or(|o| o.default == crate::ruleset::OptValue::Bool(false));
    matches!(&r.spec, GameSpec::Belote(b) if {
        b.scoring == BeloteScoring::Contract
            && b.auction == AuctionKind::TurnedCard
            && b.second_round == SecondRound::AnySuit
            && b.announcements == Announcements::None
            && b.turned_card.get(&4) == Some(&TurnedCard::Taker)
    }) && r.player_counts.contains(&4)
        && off("all_no_trump")
        && off("belote.must_declare")
}

/// Play `deals` deals. With `record`, every event is handed to it as it is made.
#[doc(hidden)]
pub fn belote(r: &Rules, deals: usize, seed: u64, mut record: Option<&mut dyn FnMut(Event)>) -> Tally {
    let GameSpec::Belote(spec) = &r.spec else { return Tally::default() };
    let opts = r.options(&Default::default()).expect("bundled defaults");
    let set = Settings::read(spec, &opts);
    let deck: Vec<Card> = r.deck(4, &opts);
    let rules: Vec<TrickRules> =
        (0..4).map(|s| TrickRules::new(r, Mode::Trump(Suit(s)), Overrides::NONE, None)).collect();
    let hand_size = spec.hand_size.get(&4).copied().unwrap_or(8) as usize;
    let last_trick = spec.last_trick as i64;
    let capot_bonus = spec.capot_bonus.unwrap_or(0) as i64;
    let belote_bonus = spec.belote_bonus as i64;
    let mut rng = Rng::new(seed);
    let mut cards = deck.clone();
    let mut t = Tally::default();
    let mut held = 0i64;
    let mut dealer = 0usize;
    for _ in 0..deals {
        t.deals += 1;
        rng.shuffle(&mut cards);
        let turned = cards[0];
        if let Some(rec) = record.as_deref_mut() {
            rec(Event::Deal { dealer, turned: Some(turned), bottom: None });
        }
        // The turned-card auction: take the turned suit, then name any suit.
        let opening = Opening {
            kind: spec.auction,
            eldest: (dealer + 1) % 4,
            players: 4,
            second_round: spec.second_round,
            all_no_trump: set.all_no_trump,
            level: set.level,
            contract: set.contract,
        };
        let mut auction = TurnedAuction::new(opening, turned);
        let contract = loop {
            let (seat, round) = (auction.bidder(), auction.round());
            let take = rng.chance(if round == 1 { 0.3 } else { 0.35 });
            let suit = if round == 1 { turned.suit() } else { Suit(rng.below(4) as u8) };
            if let Some(rec) = record.as_deref_mut() {
                rec(Event::Bid {
                    player: seat,
                    call: if take { Call::Take } else { Call::Pass },
                    trump: (take && round == 2).then_some(Trump::Suit(suit)),
                });
            }
            // A take of the turned suit in round 1, of any suit in round 2: never refused.
            match auction.advance(take.then_some(Trump::Suit(suit))) {
                Called::Open => {}
                Called::Closed(contract) => break Some(contract),
                Called::AllPassed => break None,
            }
        };
        // No contract: the deal is void. (Two rounds give a contract in a suit.)
        let Some(Contract { taker, trump: Trump::Suit(trump), level: Level::BeatDefence, .. }) = contract else {
            t.redeals += 1;
            dealer = (dealer + 1) % 4;
            continue;
        };
        // The hands: the taker holds the turned card.
        let mut hands = [CardSet::EMPTY; 4];
        let mut next = 1;
        for (seat, hand) in hands.iter_mut().enumerate() {
            if seat == taker {
                hand.insert(turned);
            }
            while (hand.len() as usize) < hand_size {
                hand.insert(cards[next]);
                next += 1;
            }
        }
        let rules = &rules[trump.0 as usize];
        let king = Card::new(trump, Rank(13));
        let queen = Card::new(trump, Rank(12));
        let belote_seat = (0..4).find(|s| hands[*s].contains(king) && hands[*s].contains(queen));
        let mut raw = [0i64; 2];
        let mut tricks_won = [0usize; 2];
        let mut leader = (dealer + 1) % 4;
        let mut trick = [Card(0); 4];
        for trick_no in 0..hand_size {
            let mut st = rules.start();
            for k in 0..4 {
                let seat = (leader + k) % 4;
                let partner_winning = k > 0 && (leader + st.winner as usize) % 2 == seat % 2;
                let legal = rules.legal_in(hands[seat], &st, partner_winning);
                let card = legal.nth(rng.below(legal.len() as usize) as u32).expect("a legal card");
                hands[seat].remove(card);
                trick[k] = card;
                rules.push(&mut st, card);
                if let Some(rec) = record.as_deref_mut() {
                    rec(Event::Play { player: seat, card, say: None });
                }
            }
            let winner = (leader + st.winner as usize) % 4;
            let mut points = rules.trick_points(&trick) as i64;
            if trick_no + 1 == hand_size {
                points += last_trick;
            }
            raw[winner % 2] += points;
            tricks_won[winner % 2] += 1;
            t.points += points;
            leader = winner;
        }
        let mut belote = [0i64; 2];
        if let Some(s) = belote_seat {
            belote[s % 2] += belote_bonus;
            t.belotes += 1;
        }
        // Scored by the reducer's own functions (score::contract_result, score::award_held).
        let mut report = HandReport::new(0, dealer, Outcome::Played, 2);
        let order = [(dealer + 1) % 2, dealer % 2];
        let played = Played {
            raw: &raw,
            belote: &belote,
            tricks_won: &tricks_won,
            hand_size,
            last: last_trick,
            last_side: Some(leader % 2),
            taker_side: taker % 2,
            order: &order,
            capot_bonus,
        };
        match contract_result(&played, &mut report) {
            HandResult::Litige => {
                t.litige += 1;
                held += raw[taker % 2];
            }
            result => {
                match result {
                    HandResult::Capot => t.capots += 1,
                    HandResult::Made => t.made += 1,
                    _ => t.failed += 1,
                }
                award_held(&mut held, &mut report);
            }
        }
        t.totals[0] += report.score[0];
        t.totals[1] += report.score[1];
        dealer = (dealer + 1) % 4;
    }
    t
}
