/*!
A contract as a value: what a hand's auction comes to and what its play is judged against — who
took, in what trump, what the takers must do (the level) and how much it counts (the
multiplier) — and what became of it once the hand is scored. Scoring, the hand's report,
statistics and the concours read it; none of them asks how the auction reached it.
*/

use super::event::{Seat, Trump};

/// The value of a contract bid (coinche): a number of points (80 to 180 by tens in the
/// bundled rulesets; the auction refuses the others), or `capot`, above every number: take
/// every trick. Its journal spelling is the number, or `"capot"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[doc(hidden)]
pub enum BidValue {
    Points(u16),
    Capot,
}

impl BidValue {
    /// The journal's spelling, as a text: `100`, `capot`.
    pub(crate) fn code(self) -> String {
        match self {
            BidValue::Points(v) => v.to_string(),
            BidValue::Capot => "capot".into(),
        }
    }
}

/// What the takers undertake.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[doc(hidden)]
pub enum Level {
    /// Score more than the best defending side; as many is a litige (belote-classic).
    BeatDefence,
    /// Nothing to make: every side keeps what it makes (belote-es, `contract: none`).
    Points,
    /// Score more than each other side, or keep only the belote (belote-es, `contract:
    /// beat-each-opponent`).
    BeatEachOpponent,
    /// Reach the value bid, their belote counted; `capot`: take every trick (coinche).
    Bid(BidValue),
}

/// A hand's contract, from the end of its auction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[doc(hidden)]
pub struct Contract {
    pub taker: Seat,
    pub trump: Trump,
    pub level: Level,
    /// What the hand's score is multiplied by: 1 where nobody can double; coinche: 1, 2 after a
    /// coinche, 4 after a surcoinche (3 with `surcoinche: 3`).
    pub multiplier: u8,
    /// Who coinched it, and who surcoinched it (coinche; nobody where nobody can double).
    pub doubled: Doubled,
}

/// Who said the calls that multiply a contract (coinche): the coinche, by an opponent of the
/// taker, and the surcoinche, by the taker or partner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[doc(hidden)]
pub struct Doubled {
    pub coinche: Option<Seat>,
    pub surcoinche: Option<Seat>,
}

/// The words a ruleset calls the contract's doubles by (RULES.md coinche, contree): coinche and
/// surcoinche (Board Game Arena's coinche), or contre and surcontre (the federation's contrée).
/// Both are read as input everywhere; this is how the table words them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[doc(hidden)]
pub enum CallWords {
    #[default]
    Coinche,
    Contre,
}

impl Contract {
    /// A contract nobody can double: multiplied by 1.
    pub(crate) fn plain(taker: Seat, trump: Trump, level: Level) -> Contract {
        Contract { taker, trump, level, multiplier: 1, doubled: Doubled::default() }
    }
}

/// What became of a contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[doc(hidden)]
pub enum HandResult {
    Made,
    Failed,
    Litige,
    Capot,
}

impl HandResult {
    pub(crate) fn code(self) -> &'static str {
        match self {
            HandResult::Made => "made",
            HandResult::Failed => "failed",
            HandResult::Litige => "litige",
            HandResult::Capot => "capot",
        }
    }
}

/// A contract at the end of its hand: what it was and what became of it (no result where its
/// level sets none: every side kept what it made).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[doc(hidden)]
pub struct Settled {
    pub contract: Contract,
    pub result: Option<HandResult>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Suit;

    #[test]
    fn a_contract_nobody_can_double_is_multiplied_by_one() {
        let c = Contract::plain(2, Trump::Suit(Suit(1)), Level::BeatDefence);
        assert_eq!(
            c,
            Contract {
                taker: 2,
                trump: Trump::Suit(Suit(1)),
                level: Level::BeatDefence,
                multiplier: 1,
                doubled: Doubled::default()
            }
        );
    }

    #[test]
    fn capot_is_above_every_value() {
        assert!(BidValue::Capot > BidValue::Points(180));
        assert!(BidValue::Points(90) > BidValue::Points(80));
        assert_eq!([BidValue::Points(80).code(), BidValue::Capot.code()], ["80", "capot"]);
    }

    #[test]
    fn a_result_has_the_journals_word() {
        let words: Vec<&str> =
            [HandResult::Made, HandResult::Failed, HandResult::Litige, HandResult::Capot].map(HandResult::code).into();
        assert_eq!(words, ["made", "failed", "litige", "capot"]);
    }
}
