/*!
A set of cards as a 64-bit mask (bit = `suit * 16 + rank`): holdings, played cards and legal sets
are computed with a few bit operations and no allocation, which keeps the referee fast enough to
replay or simulate millions of hands.
*/

use crate::cards::{Card, Suit};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[doc(hidden)]
pub struct CardSet(pub u64);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);

    #[cfg(test)]
    pub(crate) fn single(card: Card) -> CardSet {
        CardSet(1u64 << card.0)
    }
    pub(crate) fn suit_mask(suit: Suit) -> CardSet {
        CardSet(0xFFFFu64 << (suit.0 as u32 * 16))
    }
    pub(crate) fn contains(self, card: Card) -> bool {
        self.0 & (1u64 << card.0) != 0
    }
    pub fn insert(&mut self, card: Card) {
        self.0 |= 1u64 << card.0;
    }
    pub fn remove(&mut self, card: Card) {
        self.0 &= !(1u64 << card.0);
    }
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub(crate) fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }
    pub fn intersect(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }
    pub(crate) fn minus(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }
    pub(crate) fn of_suit(self, suit: Suit) -> CardSet {
        self.intersect(CardSet::suit_mask(suit))
    }
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                None
            } else {
                let i = bits.trailing_zeros();
                bits &= bits - 1;
                Some(Card(i as u8))
            }
        })
    }
    /// The n-th card (in bit order), for random choices without allocation.
    pub fn nth(self, n: u32) -> Option<Card> {
        let mut bits = self.0;
        for _ in 0..n {
            bits &= bits.wrapping_sub(1);
        }
        (bits != 0).then(|| Card(bits.trailing_zeros() as u8))
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut s = CardSet::EMPTY;
        for c in iter {
            s.insert(c);
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Rank;

    #[test]
    fn set_operations() {
        let a = Card::new(Suit(1), Rank(14));
        let b = Card::new(Suit(3), Rank(7));
        let s: CardSet = [a, b].into_iter().collect();
        assert_eq!(s.len(), 2);
        assert!(s.contains(a) && s.contains(b));
        assert_eq!(s.of_suit(Suit(1)).iter().collect::<Vec<_>>(), vec![a]);
        assert_eq!(s.minus(CardSet::single(a)).iter().collect::<Vec<_>>(), vec![b]);
    }
}
