/*!
What each player is known to hold, and renounce proofs.

Every play is recorded with the trick it was played to. A play of duty class `k`
([`crate::rules::trick::TrickRules::class`]) is a breach as soon as the player is known to have held,
at that moment, a card of a better class: either a holding known then (shown cards, the turned
card the taker picked up, bestia's dealer card) or a card the same player plays later in the same
hand (hands only shrink during play). The breach is flagged at once in the first case and at the
proving play in the second.

When the hand is over every card the player held is known, so the final verdict uses the exact
legal set: the proof is the first later play of a card that was a legal choice at the breach, or
null when a holding known at the breach was a legal choice (journal.md).
*/

use super::trick::{BreachRule, TrickRules, TrickState};
use crate::cards::Card;
use crate::cardset::CardSet;
use crate::engine::{Facts, Infraction, Rule};

/// The plays of one trick, (seat, card) in order: a fixed array and a length (17 bytes, `Copy`),
/// so a play is two stores and a taken trick a small copy, with no length check against a heap
/// buffer. The cards alone are a slice of their own ([`Playing::cards`]): what the trick rules
/// and the renounce log read. A trick holds at most 8 plays (a ruleset seats at most 8 players).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Playing {
    seats: [u8; 8],
    cards: [Card; 8],
    len: u8,
}

impl Default for Playing {
    fn default() -> Playing {
        Playing::new()
    }
}

impl Playing {
    pub(crate) const fn new() -> Playing {
        Playing { seats: [0; 8], cards: [Card(0); 8], len: 0 }
    }
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.len as usize
    }
    #[inline]
    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }
    #[inline]
    pub(crate) fn clear(&mut self) {
        self.len = 0;
    }
    /// Add a play; a ninth is dropped (no table seats that many).
    #[inline]
    pub(crate) fn push(&mut self, (seat, card): (usize, Card)) {
        let i = self.len as usize;
        if i < 8 {
            self.seats[i] = seat as u8;
            self.cards[i] = card;
            self.len += 1;
        }
    }
    /// Who made the `i`-th play (0-based, in play order).
    #[inline]
    pub(crate) fn seat(&self, i: usize) -> usize {
        self.seats[i & 7] as usize
    }
    /// The cards played, in order.
    #[inline]
    pub(crate) fn cards(&self) -> &[Card] {
        &self.cards[..self.len()]
    }
    /// The cards as the fixed array (the first [`Playing::len`] of them are played).
    #[inline]
    pub(crate) fn card_array(&self) -> [Card; 8] {
        self.cards
    }
    pub(crate) fn first(&self) -> Option<(usize, Card)> {
        self.iter().next()
    }
    /// The plays, (seat, card) in order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (usize, Card)> + '_ {
        self.seats[..self.len()].iter().zip(self.cards()).map(|(s, c)| (*s as usize, *c))
    }
    pub(crate) fn to_vec(self) -> Vec<(usize, Card)> {
        self.iter().collect()
    }
}

/// One play, kept compact (32 bytes: a hand's log fits in a few cache lines). The cards already
/// in its trick are not copied: they are the `before_len` plays recorded just before it
/// ([`PlayLog::before`]).
#[derive(Debug, Clone)]
struct PlayRecord {
    /// The cards of a better class at this play: holding any of them proves the play a breach.
    better: CardSet,
    known_before: CardSet,
    /// When the breach was first proved (sequence number of the proving play), or [`NOT_PROVEN`].
    proven_at: u16,
    seat: u8,
    /// 0-based trick index in the hand.
    trick: u8,
    card: Card,
    before_len: u8,
    class: u8,
    partner_winning: bool,
    /// Proved at once by a holding known before the play (not by a later play).
    by_known: bool,
}

/// A play's `proven_at` before anything proves it a breach.
const NOT_PROVEN: u16 = u16::MAX;

impl PlayRecord {
    fn proven_at(&self) -> Option<usize> {
        (self.proven_at != NOT_PROVEN).then_some(self.proven_at as usize)
    }
}

/// A proved breach of a play duty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Breach {
    pub(crate) seat: usize,
    /// 0-based trick index.
    pub(crate) trick: usize,
    pub(crate) card: Card,
    pub(crate) rule: BreachRule,
    /// The later play that proves it: (0-based trick, card); None when a known holding does.
    pub(crate) proof: Option<(usize, Card)>,
    /// The card that shows what should have been played (the proof, or the known card).
    pub(crate) witness: Card,
    /// Sequence number of the play at which the breach was first proved.
    pub(crate) proven_at: usize,
}

/// The plays of one hand and the breaches they prove.
#[derive(Debug, Clone, Default)]
pub(crate) struct PlayLog {
    plays: Vec<PlayRecord>,
    /// The plays a later play may still prove breaches (neither settled nor proved yet).
    open: Vec<usize>,
    /// Per seat (a table seats at most 8), every card that would prove one of its open plays a
    /// breach (the union of their `better` sets): a play outside it proves nothing and the open
    /// plays are not looked at.
    open_better: [CardSet; 8],
    /// Some play was proved a breach (else [`PlayLog::breaches`] has nothing to look at).
    any_proven: bool,
}

impl PlayLog {
    pub(crate) fn new() -> PlayLog {
        PlayLog::default()
    }

    /// Forget every play, keeping the room they took (the next hand's log allocates nothing).
    pub(crate) fn clear(&mut self) {
        self.plays.clear();
        self.open.clear();
        self.open_better = [CardSet::EMPTY; 8];
        self.any_proven = false;
    }

    /// Record a play. The first `before_len` cards of `before` are the cards already in the
    /// trick and `state` their [`TrickState`]; `known` is what the player was known to hold just
    /// before (without `card`). The trick's cards are the plays recorded just before this one,
    /// so only their number is kept (debug builds check the two agree): every card a game puts
    /// into a trick must be recorded here first, in order, or a breach's duty would be worked
    /// out from the wrong cards.
    /// Returns true when this play proves a breach (its own, by a known holding, or an earlier one).
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub(crate) fn record(
        &mut self,
        rules: &TrickRules,
        seat: usize,
        trick: usize,
        card: Card,
        before: [Card; 8],
        before_len: usize,
        state: &TrickState,
        partner_winning: bool,
        known: CardSet,
    ) -> bool {
        let order = self.plays.len();
        if order == 0 {
            // Room for a whole hand at the first play, not card by card (and nothing for a
            // hand that is redealt before its first card).
            self.plays.reserve(32);
        }
        let seat = seat & 7;
        let before_len = before_len.min(8).min(order);
        debug_assert!(
            self.plays[order - before_len..].iter().map(|p| p.card).eq(before[..before_len].iter().copied()),
            "the trick's cards are the plays recorded just before"
        );
        let mut proved = self.open_better[seat].contains(card) && self.prove_open(seat, card, order);
        // A lead (or a game with no duty to follow) is free: no card is better.
        let (class, better) = rules.class_of_play(state, partner_winning, card);
        // A play no card could better is settled: nothing shows it a breach.
        let settled = better.is_empty();
        let by_known = !known.intersect(better).is_empty();
        proved |= by_known;
        self.any_proven |= proved;
        if !settled && !by_known {
            self.open.push(order);
            self.open_better[seat] = self.open_better[seat].union(better);
        }
        self.plays.push(PlayRecord {
            better,
            known_before: known,
            proven_at: if by_known { order as u16 } else { NOT_PROVEN },
            seat: seat as u8,
            trick: trick as u8,
            card,
            before_len: before_len as u8,
            class,
            partner_winning,
            by_known,
        });
        proved
    }

    /// `card`, played by `seat` as play `order`, proves some of its open plays breaches: mark
    /// those, keep the others open. Whether any was marked. (Rare: out of the play's hot path.)
    #[cold]
    #[inline(never)]
    fn prove_open(&mut self, seat: usize, card: Card, order: usize) -> bool {
        let plays = &mut self.plays;
        let mut still = CardSet::EMPTY;
        let mut proved = false;
        self.open.retain(|&i| {
            let r = &mut plays[i];
            if r.seat as usize != seat {
                return true;
            }
            if r.better.contains(card) {
                r.proven_at = order as u16;
                proved = true;
                return false;
            }
            still = still.union(r.better);
            true
        });
        self.open_better[seat] = still;
        proved
    }

    /// The cards already in the trick at play `i`: the plays recorded just before it.
    fn before(&self, i: usize) -> ([Card; 8], usize) {
        let len = self.plays[i].before_len as usize;
        let mut cards = [Card(0); 8];
        for (c, p) in cards.iter_mut().zip(&self.plays[i - len..i]) {
            *c = p.card;
        }
        (cards, len)
    }

    /// The breaches proved so far, with their final rule and proof. `known_now[seat]` is what
    /// each player is still known to hold (cards shown and not yet played); `discredited[seat]`
    /// are cards once taken as held that the play has since contradicted (a false show): they
    /// prove nothing, and a breach proved only by them is withdrawn.
    pub(crate) fn breaches(&self, rules: &TrickRules, known_now: &[CardSet], discredited: &[CardSet]) -> Vec<Breach> {
        let mut out = Vec::new();
        if !self.any_proven {
            return out;
        }
        for (i, r) in self.plays.iter().enumerate() {
            let Some(proven_at) = r.proven_at() else {
                continue;
            };
            let seat = r.seat as usize;
            let (before, before_len) = self.before(i);
            let before = &before[..before_len];
            let later: Vec<(usize, &PlayRecord)> =
                self.plays.iter().enumerate().skip(i + 1).filter(|(_, p)| p.seat == r.seat).collect();
            let false_known = discredited.get(seat).copied().unwrap_or_default();
            let known_before = r.known_before.minus(false_known);
            let mut held = known_before.union(known_now.get(seat).copied().unwrap_or_default().minus(false_known));
            held.insert(r.card);
            for (_, p) in &later {
                held.insert(p.card);
            }
            let class_of = |c: Card| rules.class(c, before, r.partner_winning);
            let best = held.iter().map(class_of).min().unwrap_or(r.class);
            if best >= r.class {
                continue;
            }
            let known_legal = known_before.iter().find(|c| class_of(*c) == best);
            // A breach first proved by a holding now discredited is proved by the first later play
            // that shows a better card was held.
            let proven_at = match (r.by_known, known_before.iter().any(|c| class_of(c) < r.class)) {
                (true, false) => later.iter().find(|(_, p)| class_of(p.card) < r.class).map_or(proven_at, |(j, _)| *j),
                _ => proven_at,
            };
            let (proof, witness) = match known_legal {
                Some(k) => (None, k),
                None => match later.iter().find(|(_, p)| class_of(p.card) == best) {
                    Some((_, p)) => (Some((p.trick as usize, p.card)), p.card),
                    None => match held.iter().find(|c| class_of(*c) == best) {
                        Some(k) => (None, k),
                        None => continue,
                    },
                },
            };
            out.push(Breach {
                seat,
                trick: r.trick as usize,
                card: r.card,
                rule: rules.breach_rule(before, r.card, witness),
                proof,
                witness,
                proven_at,
            });
        }
        out
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.plays.is_empty()
    }
}

/// A completed (or, at the end of a journal, partial) trick.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PlayedTrick {
    pub(crate) leader: usize,
    pub(crate) cards: Playing,
    pub(crate) winner: usize,
    pub(crate) points: i64,
}

impl PlayedTrick {
    /// The trick as a hand's report lists it.
    pub(crate) fn record(&self) -> crate::engine::TrickRecord {
        crate::engine::TrickRecord {
            leader: self.leader,
            cards: self.cards.cards().iter().copied().collect(),
            winner: self.winner,
            points: self.points,
        }
    }

    /// The trick as the hand in play shows it: who played what, who took it, and its card points
    /// (`points`: where tricks carry some).
    pub(crate) fn taken(&self, points: bool) -> crate::engine::TrickTaken {
        crate::engine::TrickTaken {
            plays: self.cards.to_vec(),
            winner: self.winner,
            points: points.then_some(self.points),
        }
    }
}

impl BreachRule {
    /// The infraction's rule.
    pub fn rule(self) -> Rule {
        match self {
            BreachRule::FollowSuit => Rule::FollowSuit,
            BreachRule::Beat => Rule::Beat,
            BreachRule::Trump => Rule::Trump,
            BreachRule::Overtrump => Rule::Overtrump,
        }
    }
}

/// The infraction of hand `hand` for a breach; `tricks` are the hand's tricks so far and
/// `current` the trick being played (the breach's trick names the led suit).
pub(crate) fn infraction(
    hand: usize,
    rules: &TrickRules,
    b: &Breach,
    tricks: &[PlayedTrick],
    current: &Playing,
) -> Infraction {
    let first = tricks.get(b.trick).and_then(|t| t.cards.first()).or(current.first()).map(|x| x.1);
    let led = first.map(|c| rules.suit_of(c)).unwrap_or(b.card.suit());
    Infraction {
        hand,
        trick: Some(b.trick + 1),
        player: b.seat,
        rule: b.rule.rule(),
        card: Some(b.card),
        proof: b.proof.map(|(t, c)| (t + 1, c)),
        facts: Facts::Play { led, witness: b.witness },
    }
}
