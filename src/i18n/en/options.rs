//! English: what the options of the games mean (`rules show`).

use super::En;
use crate::i18n::{OptionKey, OptionWords};

impl OptionWords for En {
    fn option_meaning(&self, key: OptionKey, with: &[OptionKey]) -> String {
        use OptionKey as K;
        match key {
            K::Target if with.contains(&K::TargetReach) => {
                "The total that wins the game: after a hand, a side past it (over it, or at or over it, as \
                 target_reach says) wins; both past it, the higher total; equal totals, another deal."
            }
            K::Target => {
                "The total that wins the game: after a hand, a side at or over it wins; several sides over it, \
                 the higher total; equal totals, another hand."
            }
            K::Hands => {
                "A partie of this many hands (a concours): the session is over after them, won by the higher \
                 total whatever the target (equal totals: a draw); a deal everyone passed is not a hand. \
                 0: no limit."
            }
            K::AllNoTrump => {
                "All-trump (every suit is trump) and no-trump may be played besides a suit: after a turned card, \
                 in a third bidding round; in a contract auction, as a bid's trump."
            }
            K::BeloteMustDeclare => {
                "The belote (king and queen of trump in one hand) counts only when 'belote' and 'rebelote' are \
                 said with the two cards; otherwise playing both is enough."
            }
            K::BeloteOrder => "How belote and rebelote are said with the king and the queen of trump.",
            K::RunTie => "Runs still equal after their length, their top card and trump.",
            K::Overtrump => "A player ruffing a plain-suit trick already trumped must overtrump if able.",
            K::Contract => "What a taker must score to keep their points.",
            K::RenouncePenalty => "What a proved breach of a play duty (a renounce) costs.",
            K::MisdealPenalty => {
                "A card exposed while dealing: the same dealer deals again and the dealer's side loses this \
                 many points."
            }
            K::TargetReach => "How a side's total wins against target.",
            K::MaxBid => "The highest value a bid may have below capot (bids go up by tens from 80).",
            K::SelfRaise => "Whether a bidder may raise their own standing bid.",
            K::CoincheTiming => "When an opponent of the bidder may coinche (double) the standing bid.",
            K::Surcoinche => {
                "The multiplier of a surcoinched contract (a coinche doubles): 4, or 3 (a contract is then \
                 worth 1, 2 or 3 times)."
            }
            K::EightyNeeds => "The total the takers need to make an 80; every other contract needs its value.",
            K::Undertrump => {
                "A player void in the led suit who cannot overtrump an opponent's trump must still trump if \
                 able; otherwise they may discard."
            }
            K::BeloteDeclare => "What must be said for the belote (king and queen of trump in one hand) to count.",
            K::BeloteAllTrump => "The belote when every suit is trump, or none.",
            K::BeloteOnFailure => "Who scores the takers' belote when their contract fails.",
            K::Scoring => "What a contract scores.",
            K::Rounding => "How the card points are counted before the contract and the belote are added.",
            K::CoinchedBase => "What a coinched or surcoinched contract scores, before the multiplier.",
            K::CapotFailed => {
                "What the defence scores, before the multiplier and the belote, when a capot bid fails: \
                 412 (250 + 162) or 500."
            }
            K::Ante => "Chips every player puts in the pot before each deal.",
            K::DeckGrowth => {
                "Cards added to the deck for each player beyond three: 4 (the next lower rank) or 8 (two ranks)."
            }
            K::ThreePlayerDeck => "The deck for three players: 32 cards, or 28 without the 7s.",
            K::Panfilo => {
                "The pánfilo (the card named under Duties) is the highest trump whatever the trump suit; its \
                 holder shows it after the deal and receives chips from every other player."
            }
            K::BestiaPayment => "How several players en bestia (without a trick) pay the pot.",
            K::PerTrick => "What each trick takes from the pot; what is left carries over.",
            K::Stake => {
                "Chips every player stakes on each of the nine squares at every deal; the board's keeper may \
                 change it between hands."
            }
            K::Deck => {
                "The Spanish deck of 40 cards, or of 48 with the 8s and 9s (each with its own perejila, the \
                 wildcard)."
            }
            K::TururuRealBonus => {
                "Chips every other player pays, besides the squares, to the holder of a tururú real (two 7s and \
                 the perejila)."
            }
        }
        .into()
    }

    fn option_choice(&self, key: OptionKey, choice: &str) -> Option<String> {
        use OptionKey as K;
        let s = match (key, choice) {
            (K::BeloteOrder, "king-first") => "belote on the king, rebelote on the queen in a later trick",
            (K::BeloteOrder, "any") => "either card first",
            (K::RunTie, "first") => "the announcer nearest the eldest hand wins",
            (K::RunTie, "split") => "with two players nobody scores; with more, the tied sides share the value",
            (K::Contract, "none") => "every side keeps its points",
            (K::Contract, "beat-each-opponent") => {
                "a taker who does not score more than each other side scores 0 (keeping their belote)"
            }
            (K::RenouncePenalty, "hand-lost") => {
                "the offending side scores only its belote, as if every card point and combination of the hand \
                 had gone against it; the others never score less than play gave them"
            }
            (K::RenouncePenalty, "flag-only") => "the breach is flagged and the scores stand",
            (K::RenouncePenalty, "pays-pot") => "the offender pays the pot as it stood after the bestia payments",
            (K::TargetReach, "exceed") => "it must be over the target",
            (K::TargetReach, "reach") => "at or over the target is enough",
            (K::SelfRaise, "new-suit") => "yes, in another trump only (a suit, all-trump or no-trump)",
            (K::SelfRaise, "never") => "never",
            (K::CoincheTiming, "any-time") => "at any time while the bid stands, in turn or not",
            (K::CoincheTiming, "in-turn") => {
                "only in their turn to speak (the federation's contre); the bidder's side then answers in turn"
            }
            (K::BeloteDeclare, "first") => "'belote' with the first of the two cards played",
            (K::BeloteDeclare, "both") => "'belote' and 'rebelote', one with each card",
            (K::BeloteDeclare, "none") => "nothing: playing both is enough",
            (K::BeloteAllTrump, "none") => "no belote in all-trump or no-trump",
            (K::BeloteAllTrump, "each-suit") => "in all-trump, a belote in each suit; none in no-trump",
            (K::BeloteOnFailure, "takers") => "the takers keep it",
            (K::BeloteOnFailure, "defence") => "it goes to the defence",
            (K::Scoring, "points-and-bid") => {
                "made, the takers score the contract and their points, the defence its own points; failed, the \
                 defence scores the contract and every card point of the deal"
            }
            (K::Scoring, "bid-only") => {
                "the contract alone: to the takers if made, to the defence if failed; the belote to its holder"
            }
            (K::Rounding, "none") => "as counted",
            (K::Rounding, "nearest-10") => {
                "the takers' card points to the nearest ten (5 up), the defence's 160 minus that; the contract \
                 is judged before rounding"
            }
            (K::CoinchedBase, "points") => {
                "made, the contract and the takers' points; failed, the contract and every card point of the \
                 deal, to the defence"
            }
            (K::CoinchedBase, "deal") => "160 and the contract, to whichever side wins the contract",
            (K::BestiaPayment, "equal") => "each pays the pot as it stood when the tricks ended",
            (K::BestiaPayment, "doubling") => {
                "in play order from the leader, each pays the pot as it stands at their turn"
            }
            (K::PerTrick, "chip") => "1 chip",
            (K::PerTrick, "fifth") => "a fifth of the pot, rounded down",
            _ => return None,
        };
        Some(s.into())
    }
}
