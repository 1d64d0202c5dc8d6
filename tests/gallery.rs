//! The sentence gallery: every refusal, notice, question, misreading, infraction and form of
//! entry, the hand so far, the words of `judge` and `simulate`, and every error tapete can end
//! with and every warning about a journal, said in every language of the table, kept as a
//! snapshot (tests/snapshots) so that a change of wording is seen in review. Each list is held complete by an exhaustive match
//! (`index`): a new variant does not compile until it is placed here, and a test checks every
//! place has its sample.

use tapete::cards::{Card, DeckKind, Letters, Rank, Suit, Typing};
use tapete::engine::{
    Ask, BidValue, Call, CallWords, Contract, DealCard, Doubled, Event, EventKind, Facts, Form, HandMost, HandReport,
    HandSoFar, Infraction, Item, Lance, Line, MeldName, Misread, MostHand, Notice, Outcome, PotWin, Question, Reach,
    Refusal, Rule, Say, Seats, SquareResult, Stakes, Standing, StatKey, Trump,
};
use tapete::error::journal::{Kind as JournalKind, Problem as JournalProblem};
use tapete::error::{
    Bug, ConcoursProblem, ConfigProblem, Error, FileError, FileProblem, JudgeProblem, NameProblem, OptionProblem,
    Rescue, RulesetError, SaveProblem, SeatingProblem, SimulateProblem, StoreProblem, TeamsLineFault, WriteCause,
};
use tapete::error::{UsageProblem as U, Wanted};
use tapete::games::belote::judge::{PlayerJudgement, Ruling, Why};
use tapete::games::belote::melds::Combo;
use tapete::i18n::{Lang, Names};
use tapete::journal::Warning;
use tapete::ruleset::options::{OptKind, ValueProblem};
use tapete::ruleset::{Flaw, OptValue, RulesetProblem};
use tapete::simulate::{Ending, Engine, Stats};

fn c(code: &str, deck: DeckKind) -> Card {
    tapete::cards::parse_code(deck, code).unwrap()
}
fn f(code: &str) -> Card {
    c(code, DeckKind::French)
}
fn s(code: &str) -> Card {
    c(code, DeckKind::Spanish)
}
const HEARTS: Suit = Suit(1);

fn players() -> Vec<String> {
    ["Ana", "Luis", "Marta", "Pep"].iter().map(|p| p.to_string()).collect()
}
fn sides() -> Vec<String> {
    vec!["Ana+Marta".into(), "Luis+Pep".into()]
}

/// The four decks of the games (RULES.md) as a table typing `letters` reads them: the French 32
/// and 52, the Spanish 40 and 48.
fn typings(letters: Letters) -> [Typing; 4] {
    let ranks = |rs: &[u8]| rs.iter().map(|r| Rank(*r)).collect::<Vec<_>>();
    [
        Typing::new(DeckKind::French, letters, ranks(&[7, 8, 9, 10, 11, 12, 13, 14])),
        Typing::new(DeckKind::French, letters, ranks(&(2..=14).collect::<Vec<u8>>())),
        Typing::new(DeckKind::Spanish, letters, ranks(&[1, 2, 3, 4, 5, 6, 7, 10, 11, 12])),
        Typing::new(DeckKind::Spanish, letters, ranks(&(1..=12).collect::<Vec<u8>>())),
    ]
}

/// Every refusal, each with the deck its table plays with; cards typed with `letters` (the
/// language's own at a table) where a refusal says which.
fn refusals(letters: Letters) -> Vec<(Refusal, DeckKind)> {
    use DeckKind::{French as F, Spanish as S};
    use Refusal as R;
    let [french_32, french_52, spanish_40, spanish_48] = typings(letters);
    let foreign = match letters {
        Letters::En => ["RP", "VK"],
        Letters::Es => ["KH", "VK"],
        Letters::Fr => ["KH", "JC"],
    };
    vec![
        (R::UnknownPlayer { name: "Zorro".into() }, F),
        (R::NotACard { text: "banana".into(), typing: french_32 }, F),
        (R::NotACard { text: "banana".into(), typing: french_52 }, F),
        (R::NotACard { text: "banana".into(), typing: spanish_40 }, S),
        (R::NotACard { text: "banana".into(), typing: spanish_48 }, S),
        // Another language's letters: the card they mean there, in the table's own letters
        // (none when the other letters disagree: `JC` is a jack of clubs or of hearts).
        (R::NotACard { text: foreign[0].into(), typing: french_32 }, F),
        (R::NotACard { text: foreign[1].into(), typing: french_32 }, F),
        // A journal's code: English letters, every rank of the deck's kind.
        (R::NotACard { text: "ZZ".into(), typing: Typing::journal(F) }, F),
        (R::NotInDeck { card: f("6H"), size: 32 }, F),
        (R::UnknownSide { name: "Ana+Zoe".into(), sides: sides() }, F),
        (R::NotAMeld { text: "sixty".into() }, F),
        (R::NotALance { text: "luna".into() }, S),
        (R::NotASay { text: "hola".into() }, F),
        (R::NotACall { text: "maybe".into() }, F),
        (R::NotATrump { text: "X".into() }, F),
        (R::NotACount { count: 9 }, F),
        (R::NothingToUndo, F),
        (R::AmendWith { kind: EventKind::Undo }, F),
        (R::AmendNoLine { line: 41 }, F),
        (R::AmendRefusedLine { line: 4 }, F),
        (R::AmendBreaks { line: 12, why: Box::new(R::NotYourTurn { player: 1, trick: 2 }) }, F),
        (R::SessionEnded, F),
        (R::GameOver { winner: Some(0) }, F),
        (R::GameOver { winner: None }, F),
        (R::PartieNotOver, F),
        (R::NoPlace { kind: EventKind::Exchange, ruleset: "belote-classic".into() }, F),
        (R::UnknownOption { key: "colour".into(), known: vec!["target".into(), "overtrump".into()] }, F),
        (R::OptionValue { key: "target".into(), problem: ValueProblem::TooHigh { max: 5000, got: 9000 } }, F),
        (R::OptionValue { key: "target".into(), problem: ValueProblem::TooLow { min: 1, got: 0 } }, F),
        (
            R::OptionValue {
                key: "overtrump".into(),
                problem: ValueProblem::Kind { want: OptKind::Bool, got: "x".into() },
            },
            F,
        ),
        (
            R::OptionValue {
                key: "run_tie".into(),
                problem: ValueProblem::NotAChoice {
                    choices: vec![OptValue::Str("first".into()), OptValue::Str("split".into())],
                    got: "both".into(),
                },
            },
            F,
        ),
        (R::AnteTooLow { ante: 1, players: 3, min: 5 }, F),
        (R::Overflow, F),
        (R::LineTooLong { bytes: 5_000_000, max: 4 << 20 }, F),
        (R::JournalFull { max: 256 << 20 }, F),
        (R::NoHand, F),
        (R::HandNotFinished { hand: 3 }, F),
        (R::NotYourDeal { dealer: 2 }, F),
        (R::NeedsTurned, F),
        (R::MoscaSettles, F),
        (R::BiddingOver { taker: Some(1) }, F),
        (R::BiddingOver { taker: None }, F),
        (R::NotYourBid { bidder: 3 }, F),
        (R::CallNotHere { allowed: vec![Call::Pass, Call::Take] }, F),
        (R::PassNamesNoTrump, F),
        (R::TrumpIsTurned { turned: HEARTS }, F),
        (R::NameATrump, F),
        (R::OtherSuit { turned: HEARTS }, F),
        (R::AllOrNone, F),
        (R::NoTrumpInBestia, F),
        (R::NothingTurned, F),
        (R::BidNeedsValue, F),
        (R::ValueOnlyWithBid { call: Call::Pass }, F),
        (R::NotABidValue { text: "\"cent\"".into() }, F),
        (R::BidNeedsTrump, F),
        (R::CoincheNamesNoTrump { words: CallWords::Coinche }, F),
        (R::CoincheNamesNoTrump { words: CallWords::Contre }, F),
        (R::BidNotAbove { standing: BidValue::Points(100), lowest: Some(BidValue::Points(110)) }, F),
        (R::BidNotAbove { standing: BidValue::Points(180), lowest: None }, F),
        (R::BidNotAbove { standing: BidValue::Capot, lowest: None }, F),
        (R::BidNotTens { value: 95 }, F),
        (R::BidOutOfRange { value: 190, max: 180 }, F),
        (R::NoAllNoTrump, F),
        (R::SelfRaiseSameTrump { trump: Trump::Suit(HEARTS) }, F),
        (R::SelfRaiseNever, F),
        (R::CoincheOwnSide { bidder: 0, words: CallWords::Coinche }, F),
        (R::CoincheOwnSide { bidder: 0, words: CallWords::Contre }, F),
        (R::CoincheNoBid { words: CallWords::Coinche }, F),
        (R::CoincheNoBid { words: CallWords::Contre }, F),
        (R::AlreadyCoinched { by: 1, words: CallWords::Coinche }, F),
        (R::AlreadyCoinched { by: 1, words: CallWords::Contre }, F),
        (R::CoincheOutOfTurn { bidder: 2, words: CallWords::Coinche }, F),
        (R::CoincheOutOfTurn { bidder: 2, words: CallWords::Contre }, F),
        (R::BidAfterCoinche { coincher: 3, words: CallWords::Coinche }, F),
        (R::BidAfterCoinche { coincher: 3, words: CallWords::Contre }, F),
        (R::SurcoincheNoCoinche { words: CallWords::Coinche }, F),
        (R::SurcoincheNoCoinche { words: CallWords::Contre }, F),
        (R::SurcoincheByCoinchers { bidder: 0, words: CallWords::Coinche }, F),
        (R::SurcoincheByCoinchers { bidder: 0, words: CallWords::Contre }, F),
        (R::AnswerByBiddersSide { bidder: 0, words: CallWords::Coinche }, F),
        (R::AnswerByBiddersSide { bidder: 0, words: CallWords::Contre }, F),
        (R::AlreadyAnswered { player: 2, words: CallWords::Coinche }, F),
        (R::AlreadyAnswered { player: 2, words: CallWords::Contre }, F),
        (R::NoSwap { players: 4 }, F),
        (R::SwapAfterTake, F),
        (R::SwapTurnedSuitOnly, F),
        (R::AlreadySwapped, F),
        (R::SwapBeforeFirstCard, F),
        (R::TurnedIsSeven, F),
        (R::NoAnnouncements { ruleset: "belote-classic".into() }, F),
        (R::AnnounceAfterBidding, F),
        (R::AlreadyAnnounced { player: 0 }, F),
        (R::NothingToShow { player: 1 }, F),
        (R::AlreadyShown { player: 1 }, F),
        (R::NoBottom { players: 4 }, F),
        (R::BottomIsTurned { card: f("9S") }, F),
        (R::MisdealAfterPlay, F),
        (R::ShowBeforeFirstTrick, F),
        (R::CardIsOthers { card: f("JD"), owner: 2 }, F),
        (R::TallyAfterCards, F),
        (R::ShownForTally, F),
        (R::TallyNeedsPoints(tapete::engine::TallyShape { tricks: 8, points: Some(162) }), F),
        (R::TallyTwice { side: 0 }, F),
        (R::TallyNegative { side: 1 }, F),
        (R::TallyTricks { total: 7, want: 8 }, F),
        (R::TallyTricks { total: 1, want: 5 }, F),
        (R::TallyPoints { total: 160, want: 162, exact: true }, F),
        (R::TallyPoints { total: 170, want: 162, exact: false }, F),
        (R::TallyNoTricks { side: 0, points: 10 }, F),
        (R::TallyNoTricks { side: 0, points: 1 }, F),
        (R::TallyBelote { count: 2, most: 1 }, F),
        (R::TallyOut { player: 1 }, F),
        (R::TallyRenounceOut { player: 1 }, F),
        (R::TallyTricksOnly, F),
        (R::StillBidding { bidder: Some(2) }, F),
        (R::StillBidding { bidder: None }, F),
        (R::NotYourTurn { player: 1, trick: 3 }, F),
        (R::AlreadyPlayed { card: f("AS"), by: Some(0), trick: Some(1) }, F),
        (R::AlreadyPlayed { card: f("AS"), by: None, trick: None }, F),
        (R::OutOfPlay { card: f("7H") }, F),
        (R::KnownHeld { card: f("JH"), holder: 3 }, F),
        (R::InDiscards { card: f("QC"), owner: 2 }, F),
        (R::NothingToSay, F),
        (R::PanfiloOff, F),
        (R::PanfiloAlreadyShown, F),
        (R::RightAfterDeal, F),
        (R::MoscaSize { size: 5 }, F),
        (R::MoscaOneSuit { size: 5 }, F),
        (R::AlreadyMosca { player: 1 }, F),
        (R::MoscaOverlap { other: 2 }, F),
        (R::ExchangeNotNow, F),
        (R::PassedCannotExchange { player: 1 }, F),
        (R::ExchangeBeforeFirstCard, F),
        (R::AlreadyExchanged { player: 1 }, F),
        (R::ExchangeRange { max: 4, count: 5 }, F),
        (R::ExchangeRange { max: 1, count: 2 }, F),
        (R::ExchangeLeft { left: 2, count: 3 }, F),
        (R::ExchangeLeft { left: 1, count: 3 }, F),
        (R::AlreadyDealt { card: s("7O") }, S),
        (R::AllUp, S),
        (R::UpInOrder { next: 1 }, S),
        (R::DownAfterUp, S),
        (R::AlreadyDown { player: 2 }, S),
        (R::DownTwo { count: 1 }, S),
        (R::DownTwo { count: 3 }, S),
        (R::DownDiffer, S),
        (R::DrawAfterDeal, S),
        (R::NoPerejila { player: 1, perejila: s("7O") }, S),
        (R::WildAsDeOrosOnly, S),
        (R::AsDeOrosFaceDown { holder: 2 }, S),
        (R::WildEspadas, S),
        (R::WildPuntoAce, S),
        (R::WildPuntoFaceUp, S),
        (R::WildPuntoAceBefore { holder: 0 }, S),
        (R::StockLeft { left: 1 }, S),
        (R::StockLeft { left: 12 }, S),
        (R::ReshuffleAfterDeal, S),
        (R::WildFixed { card: s("1O"), lance: Lance::AsDeOros }, S),
        (R::StandAfterDeal, S),
        (R::AlreadyStood { player: 2 }, S),
        (R::HandSettled { hand: 3 }, S),
        (R::HoldsThirtyOne { player: 0, limit: 31 }, S),
        (R::OverThirtyOne { player: 2, count: 33, limit: 31 }, S),
        (R::WildSettled { hand: 3 }, S),
    ]
}

/// The place of each refusal in the gallery: a new variant does not compile until it has one.
fn refusal_index(r: &Refusal) -> usize {
    use Refusal as R;
    match r {
        R::UnknownPlayer { .. } => 0,
        R::NotACard { .. } => 1,
        R::NotInDeck { .. } => 2,
        R::UnknownSide { .. } => 3,
        R::NotAMeld { .. } => 4,
        R::NotALance { .. } => 5,
        R::NotASay { .. } => 6,
        R::NotACall { .. } => 7,
        R::NotATrump { .. } => 8,
        R::NotACount { .. } => 9,
        R::NothingToUndo => 10,
        R::AmendWith { .. } => 11,
        R::AmendNoLine { .. } => 12,
        R::AmendRefusedLine { .. } => 13,
        R::AmendBreaks { .. } => 14,
        R::SessionEnded => 15,
        R::GameOver { .. } => 16,
        R::PartieNotOver => 131,
        R::NoPlace { .. } => 17,
        R::UnknownOption { .. } => 18,
        R::OptionValue { .. } => 19,
        R::AnteTooLow { .. } => 20,
        R::Overflow => 21,
        R::LineTooLong { .. } => 22,
        R::JournalFull { .. } => 23,
        R::NoHand => 24,
        R::HandNotFinished { .. } => 25,
        R::NotYourDeal { .. } => 26,
        R::NeedsTurned => 27,
        R::MoscaSettles => 28,
        R::BiddingOver { .. } => 29,
        R::NotYourBid { .. } => 30,
        R::CallNotHere { .. } => 31,
        R::PassNamesNoTrump => 32,
        R::TrumpIsTurned { .. } => 33,
        R::NameATrump => 34,
        R::OtherSuit { .. } => 35,
        R::AllOrNone => 36,
        R::NoTrumpInBestia => 37,
        R::NoSwap { .. } => 38,
        R::SwapAfterTake => 39,
        R::SwapTurnedSuitOnly => 40,
        R::AlreadySwapped => 41,
        R::SwapBeforeFirstCard => 42,
        R::TurnedIsSeven => 43,
        R::NoAnnouncements { .. } => 44,
        R::AnnounceAfterBidding => 45,
        R::AlreadyAnnounced { .. } => 46,
        R::NothingToShow { .. } => 47,
        R::AlreadyShown { .. } => 48,
        R::NoBottom { .. } => 49,
        R::BottomIsTurned { .. } => 50,
        R::MisdealAfterPlay => 51,
        R::ShowBeforeFirstTrick => 52,
        R::CardIsOthers { .. } => 53,
        R::TallyAfterCards => 54,
        R::ShownForTally => 55,
        R::TallyNeedsPoints(_) => 56,
        R::TallyTwice { .. } => 57,
        R::TallyNegative { .. } => 58,
        R::TallyTricks { .. } => 59,
        R::TallyPoints { .. } => 60,
        R::TallyNoTricks { .. } => 61,
        R::TallyBelote { .. } => 62,
        R::TallyOut { .. } => 63,
        R::TallyRenounceOut { .. } => 64,
        R::TallyTricksOnly => 65,
        R::StillBidding { .. } => 66,
        R::NotYourTurn { .. } => 67,
        R::AlreadyPlayed { .. } => 68,
        R::OutOfPlay { .. } => 69,
        R::KnownHeld { .. } => 70,
        R::InDiscards { .. } => 71,
        R::NothingToSay => 72,
        R::PanfiloOff => 73,
        R::PanfiloAlreadyShown => 74,
        R::RightAfterDeal => 75,
        R::MoscaSize { .. } => 76,
        R::MoscaOneSuit { .. } => 77,
        R::AlreadyMosca { .. } => 78,
        R::MoscaOverlap { .. } => 79,
        R::ExchangeNotNow => 80,
        R::PassedCannotExchange { .. } => 81,
        R::ExchangeBeforeFirstCard => 82,
        R::AlreadyExchanged { .. } => 83,
        R::ExchangeRange { .. } => 84,
        R::ExchangeLeft { .. } => 85,
        R::AlreadyDealt { .. } => 86,
        R::AllUp => 87,
        R::UpInOrder { .. } => 88,
        R::DownAfterUp => 89,
        R::AlreadyDown { .. } => 90,
        R::DownTwo { .. } => 91,
        R::DownDiffer => 92,
        R::DrawAfterDeal => 93,
        R::NoPerejila { .. } => 94,
        R::WildAsDeOrosOnly => 95,
        R::AsDeOrosFaceDown { .. } => 96,
        R::WildEspadas => 97,
        R::WildPuntoAce => 98,
        R::WildPuntoFaceUp => 99,
        R::WildPuntoAceBefore { .. } => 100,
        R::StockLeft { .. } => 101,
        R::ReshuffleAfterDeal => 102,
        R::WildFixed { .. } => 103,
        R::StandAfterDeal => 104,
        R::AlreadyStood { .. } => 105,
        R::HandSettled { .. } => 106,
        R::HoldsThirtyOne { .. } => 107,
        R::OverThirtyOne { .. } => 108,
        R::WildSettled { .. } => 109,
        R::BidNeedsValue => 110,
        R::ValueOnlyWithBid { .. } => 111,
        R::NotABidValue { .. } => 112,
        R::BidNeedsTrump => 113,
        R::CoincheNamesNoTrump { .. } => 114,
        R::BidNotAbove { .. } => 115,
        R::BidNotTens { .. } => 116,
        R::BidOutOfRange { .. } => 117,
        R::NoAllNoTrump => 118,
        R::SelfRaiseSameTrump { .. } => 119,
        R::SelfRaiseNever => 120,
        R::CoincheOwnSide { .. } => 121,
        R::CoincheNoBid { .. } => 122,
        R::AlreadyCoinched { .. } => 123,
        R::CoincheOutOfTurn { .. } => 124,
        R::BidAfterCoinche { .. } => 125,
        R::SurcoincheNoCoinche { .. } => 126,
        R::SurcoincheByCoinchers { .. } => 127,
        R::AnswerByBiddersSide { .. } => 128,
        R::AlreadyAnswered { .. } => 129,
        R::NothingTurned => 130,
    }
}
const REFUSALS: usize = 132;

fn infraction(
    rule: Rule,
    facts: Facts,
    trick: Option<usize>,
    card: Option<Card>,
    proof: Option<(usize, Card)>,
) -> Infraction {
    Infraction { hand: 2, trick, player: 1, rule, card, proof, facts }
}

/// A hand of a chip board (perejila): the squares won, and the chips left on the board.
fn board_hand(number: usize, won: &[(Lance, usize, i64)], left: i64) -> Notice {
    let mut r = HandReport::new(number, 0, Outcome::Played, 4);
    let mut squares: Vec<SquareResult> =
        won.iter().map(|(lance, w, chips)| SquareResult { lance: *lance, winner: Some(*w), chips: *chips }).collect();
    squares.push(SquareResult { lance: Lance::Flor, winner: None, chips: 0 });
    r.squares = Some(squares);
    r.pot = Some(left);
    Notice::Hand(Box::new(r))
}

/// Every notice, with its deck (a hand's report with points has its own tests in summaries;
/// here only a chip board's, which counts the chips left).
/// A contract bid with a value (coinche), multiplied by `multiplier`, coinched and
/// surcoinched by `by`.
fn coinched(
    taker: usize,
    value: BidValue,
    trump: Trump,
    multiplier: u8,
    by: (Option<usize>, Option<usize>),
) -> Contract {
    let doubled = Doubled { coinche: by.0, surcoinche: by.1 };
    Contract { taker, trump, level: tapete::engine::Level::Bid(value), multiplier, doubled }
}

fn notices() -> Vec<(Notice, DeckKind)> {
    use tapete::engine::CallWords as W;
    use DeckKind::{French as F, Spanish as S};
    use Notice as N;
    let play = Facts::Play { led: Suit(3), witness: f("KC") };
    vec![
        (N::Antes { each: 2, pot: 8 }, F),
        (N::Antes { each: 1, pot: 1 }, F),
        (N::Stakes { each: 1, board: 36 }, S),
        (N::PanfiloPaid { player: 2, chips: 3 }, F),
        (N::PanfiloPaid { player: 2, chips: 1 }, F),
        (N::PotTaken { player: 0, chips: 8, how: PotWin::Alone }, F),
        (N::PotTaken { player: 0, chips: 1, how: PotWin::Mosca }, F),
        (N::PotTaken { player: 0, chips: 12, how: PotWin::AllTricks }, F),
        (N::EnBestia { player: 3, pays: 8 }, F),
        (N::RenouncePays { player: 1, chips: 16 }, F),
        (N::PotCarries { chips: 11 }, F),
        (N::PotCarries { chips: 1 }, F),
        (N::Void { pot: 8 }, F),
        (N::Redeal { hand: 4, dealer: 2 }, F),
        (
            N::Contract {
                contract: coinched(2, BidValue::Points(90), Trump::Suit(HEARTS), 1, (None, None)),
                words: W::Coinche,
            },
            F,
        ),
        (
            N::Contract {
                contract: coinched(2, BidValue::Points(90), Trump::Suit(HEARTS), 4, (Some(3), Some(2))),
                words: W::Coinche,
            },
            F,
        ),
        (N::Contract { contract: coinched(0, BidValue::Capot, Trump::All, 2, (Some(1), None)), words: W::Coinche }, F),
        (
            N::Contract {
                contract: coinched(1, BidValue::Points(80), Trump::Suit(Suit(0)), 4, (Some(2), Some(3))),
                words: W::Contre,
            },
            F,
        ),
        (N::Breach(infraction(Rule::FollowSuit, play.clone(), Some(3), Some(f("7S")), Some((5, f("KC"))))), F),
        (N::Breach(infraction(Rule::Beat, play.clone(), Some(3), Some(f("7C")), None)), F),
        (N::Breach(infraction(Rule::Trump, play.clone(), Some(1), Some(f("8D")), Some((2, f("9H"))))), F),
        (N::Breach(infraction(Rule::Overtrump, play, Some(6), Some(f("7H")), Some((7, f("JH"))))), F),
        (
            N::Breach(infraction(
                Rule::AnnounceNotHigher,
                Facts::Announcement { melds: vec![MeldName::Run(3)] },
                None,
                None,
                None,
            )),
            F,
        ),
        (
            N::Breach(infraction(
                Rule::AnnounceLate,
                Facts::Announcement { melds: vec![MeldName::Four] },
                None,
                None,
                None,
            )),
            F,
        ),
        (
            N::Breach(infraction(
                Rule::AnnounceOutOfTurn,
                Facts::Announcement { melds: vec![MeldName::Run(5)] },
                None,
                None,
                None,
            )),
            F,
        ),
        (
            N::Breach(infraction(
                Rule::ShowMismatch,
                Facts::Announcement { melds: vec![MeldName::Run(4), MeldName::Run(3)] },
                None,
                None,
                None,
            )),
            F,
        ),
        (
            N::Breach(infraction(
                Rule::FalseAnnouncement,
                Facts::Contradicted { melds: vec![MeldName::Run(3)], card: f("9D"), by: Some(2) },
                None,
                None,
                None,
            )),
            F,
        ),
        (
            N::Breach(infraction(
                Rule::FalseAnnouncement,
                Facts::Contradicted { melds: vec![MeldName::Run(3)], card: f("9D"), by: None },
                None,
                None,
                None,
            )),
            F,
        ),
        (
            N::Breach(infraction(
                Rule::FalseAnnouncement,
                Facts::Announcement { melds: vec![MeldName::Four] },
                None,
                None,
                None,
            )),
            F,
        ),
        (N::Breach(infraction(Rule::Renounce, Facts::Agreed, None, None, None)), F),
        (board_hand(5, &[(Lance::Punto, 1, 4)], 1), S),
        (board_hand(6, &[(Lance::Punto, 1, 4), (Lance::Parejas, 2, 4)], 0), S),
        (board_hand(7, &[], 36), S),
        (N::HandEnded { number: 3 }, F),
        (N::GameWon { side: 1 }, F),
        (N::OptionChanged { key: "stake".into() }, S),
        (N::Retracted { event: Event::Play { player: 1, card: f("7C"), say: None } }, F),
        (N::Retracted { event: Event::Bid { player: 2, call: Call::Take, trump: Some(Trump::Suit(HEARTS)) } }, F),
        (N::Amended { line: 41 }, F),
        (N::TrickTaken { trick: 3, tricks: 8, winner: 3, points: Some(24), so_far: [40, 62].into_iter().collect() }, F),
        (N::TrickTaken { trick: 2, tricks: 8, winner: 0, points: Some(0), so_far: [0, 30].into_iter().collect() }, F),
        (N::TrickTaken { trick: 3, tricks: 5, winner: 1, points: None, so_far: [1, 2].into_iter().collect() }, F),
        (N::Announcements { best: Some(2), split: vec![], scores: [50, 0].into_iter().collect() }, F),
        (N::Announcements { best: Some(0), split: vec![0, 1], scores: [10, 10].into_iter().collect() }, F),
        (N::Announcements { best: None, split: vec![], scores: [0, 0].into_iter().collect() }, F),
        (N::Tururu { player: 2, real: true }, S),
        (N::Tururu { player: 1, real: false }, S),
        (N::Count { player: 1, count: 23, reach: Reach::Open }, S),
        (N::Count { player: 1, count: 30, reach: Reach::Stood }, S),
        (N::Count { player: 2, count: 31, reach: Reach::ThirtyOne }, S),
        (N::Count { player: 3, count: 33, reach: Reach::Out }, S),
    ]
}

fn notice_index(n: &Notice) -> usize {
    use Notice as N;
    match n {
        N::Antes { .. } => 0,
        N::Stakes { .. } => 1,
        N::PanfiloPaid { .. } => 2,
        N::PotTaken { .. } => 3,
        N::EnBestia { .. } => 4,
        N::RenouncePays { .. } => 5,
        N::PotCarries { .. } => 6,
        N::Void { .. } => 7,
        N::Redeal { .. } => 8,
        N::Breach(_) => 9,
        N::Hand(_) => 10,
        N::HandEnded { .. } => 11,
        N::GameWon { .. } => 12,
        N::OptionChanged { .. } => 13,
        N::Retracted { .. } => 14,
        N::Amended { .. } => 15,
        N::TrickTaken { .. } => 16,
        N::Announcements { .. } => 17,
        N::Tururu { .. } => 18,
        N::Count { .. } => 19,
        N::Contract { .. } => 20,
    }
}
const NOTICES: usize = 21;

/// Every question, with its deck.
fn questions() -> Vec<(Question, DeckKind)> {
    use DeckKind::{French as F, Spanish as S};
    let take = |t: Option<Trump>| (Call::Take, t);
    vec![
        (Question::anyone(Ask::Deal { hand: 1, dealer: 0, card: DealCard::Turned }), F),
        (Question::anyone(Ask::Deal { hand: 2, dealer: 1, card: DealCard::TurnedBottom }), F),
        (Question::anyone(Ask::Deal { hand: 3, dealer: 2, card: DealCard::DealerUp }), F),
        (Question::anyone(Ask::Deal { hand: 4, dealer: 3, card: DealCard::Nothing }), S),
        (
            Question::of(
                1,
                Ask::Bid {
                    hand: 1,
                    round: 1,
                    turned: Some(f("8C")),
                    options: [(Call::Pass, None), take(None)].into_iter().collect(),
                },
            ),
            F,
        ),
        (
            Question::of(
                1,
                Ask::Bid {
                    hand: 1,
                    round: 3,
                    turned: Some(f("8C")),
                    options: [(Call::Pass, None), take(Some(Trump::All)), take(Some(Trump::NoTrump))]
                        .into_iter()
                        .collect(),
                },
            ),
            F,
        ),
        (
            Question::of(
                2,
                Ask::Bid {
                    hand: 1,
                    round: 1,
                    turned: Some(f("8C")),
                    options: [(Call::Pass, None), (Call::Play, None)].into_iter().collect(),
                },
            ),
            F,
        ),
        (
            Question::of(
                1,
                Ask::ContractBid {
                    hand: 2,
                    standing: None,
                    lowest: Some(BidValue::Points(80)),
                    max: 180,
                    capot: true,
                    coinched: None,
                    may_coinche: Seats::NONE,
                    may_surcoinche: Seats::NONE,
                    closing: None,
                    all_no_trump: true,
                    words: CallWords::Coinche,
                },
            ),
            F,
        ),
        (
            Question::of(
                0,
                Ask::ContractBid {
                    hand: 2,
                    standing: Some((0, BidValue::Points(100), Trump::Suit(HEARTS))),
                    lowest: Some(BidValue::Points(110)),
                    max: 160,
                    capot: true,
                    coinched: None,
                    may_coinche: Seats::of([1, 3]),
                    may_surcoinche: Seats::NONE,
                    closing: Some(1),
                    all_no_trump: false,
                    words: CallWords::Coinche,
                },
            ),
            F,
        ),
        (
            Question::anyone(Ask::ContractBid {
                hand: 2,
                standing: Some((0, BidValue::Capot, Trump::All)),
                lowest: None,
                max: 180,
                capot: false,
                coinched: Some(1),
                may_coinche: Seats::NONE,
                may_surcoinche: Seats::of([0, 2]),
                closing: Some(1),
                all_no_trump: true,
                words: CallWords::Coinche,
            }),
            F,
        ),
        // Contree's words: contre and surcontre.
        (
            Question::of(
                2,
                Ask::ContractBid {
                    hand: 2,
                    standing: Some((0, BidValue::Points(90), Trump::Suit(HEARTS))),
                    lowest: None,
                    max: 160,
                    capot: false,
                    coinched: Some(3),
                    may_coinche: Seats::NONE,
                    may_surcoinche: Seats::of([2]),
                    closing: Some(1),
                    all_no_trump: false,
                    words: CallWords::Contre,
                },
            ),
            F,
        ),
        (
            Question::of(
                3,
                Ask::ContractBid {
                    hand: 2,
                    standing: Some((2, BidValue::Points(150), Trump::Suit(HEARTS))),
                    lowest: Some(BidValue::Points(160)),
                    max: 160,
                    capot: true,
                    coinched: None,
                    may_coinche: Seats::of([3]),
                    may_surcoinche: Seats::NONE,
                    closing: None,
                    all_no_trump: false,
                    words: CallWords::Contre,
                },
            ),
            F,
        ),
        (Question::anyone(Ask::Swap { turned: f("JH") }).optional(), F),
        (
            Question::of(0, Ask::Announce { choices: vec![vec![], vec![MeldName::Four], vec![MeldName::Run(3)]] })
                .optional(),
            F,
        ),
        (Question::of(0, Ask::Show { melds: vec![MeldName::Run(4), MeldName::Run(3)] }).optional(), F),
        (
            Question::of(
                1,
                Ask::Card { hand: 1, trick: 1, tricks: 8, led: None, trump: Some(Trump::Suit(HEARTS)), contract: None },
            ),
            F,
        ),
        (
            Question::of(
                1,
                Ask::Card { hand: 1, trick: 4, tricks: 8, led: Some(Suit(0)), trump: Some(Trump::All), contract: None },
            ),
            F,
        ),
        (
            Question::of(
                1,
                Ask::Card {
                    hand: 1,
                    trick: 8,
                    tricks: 8,
                    led: Some(Suit(0)),
                    trump: Some(Trump::NoTrump),
                    contract: None,
                },
            ),
            F,
        ),
        // Coinche: the contract in play, compactly.
        (
            Question::of(
                1,
                Ask::Card {
                    hand: 1,
                    trick: 2,
                    tricks: 8,
                    led: Some(Suit(0)),
                    trump: Some(Trump::Suit(HEARTS)),
                    contract: Some(coinched(2, BidValue::Points(90), Trump::Suit(HEARTS), 4, (Some(3), Some(2)))),
                },
            ),
            F,
        ),
        (Question::anyone(Ask::Panfilo { card: f("JC") }).optional(), F),
        (Question::anyone(Ask::Mosca { cards: 5 }).optional(), F),
        (Question::of(3, Ask::Exchange { max: 4 }), F),
        (Question::of(3, Ask::Exchange { max: 1 }), F),
        (Question::of(1, Ask::Up), S),
        (Question::of(1, Ask::Down), S),
        (Question::of(2, Ask::Wild { lance: Lance::Flor, values: vec![s("1O"), s("2O")] }).optional(), S),
        (Question::of(2, Ask::Draw { count: 23 }), S),
        (Question::of(3, Ask::Say { card: f("KH"), word: Say::Belote }), F),
        (Question::of(3, Ask::Say { card: f("QH"), word: Say::Rebelote }), F),
        (Question::anyone(Ask::Over { winner: Some(0) }), F),
        (Question::anyone(Ask::Over { winner: None }), F),
    ]
}

fn ask_index(a: &Ask) -> usize {
    match a {
        Ask::Deal { .. } => 0,
        Ask::Bid { .. } => 1,
        Ask::Swap { .. } => 2,
        Ask::Announce { .. } => 3,
        Ask::Show { .. } => 4,
        Ask::Card { .. } => 5,
        Ask::Panfilo { .. } => 6,
        Ask::Mosca { .. } => 7,
        Ask::Exchange { .. } => 8,
        Ask::Up => 9,
        Ask::Down => 10,
        Ask::Wild { .. } => 11,
        Ask::Draw { .. } => 12,
        Ask::Say { .. } => 13,
        Ask::Over { .. } => 14,
        Ask::ContractBid { .. } => 15,
    }
}
const ASKS: usize = 16;

fn misreads() -> Vec<(Misread, DeckKind)> {
    use DeckKind::French as F;
    let q = Question::of(1, Ask::Exchange { max: 4 });
    vec![
        (Misread::Empty, F),
        (Misread::NotUnderstood { text: "perhaps".into(), question: Box::new(q) }, F),
        (
            Misread::NotUnderstood {
                text: "rebelote".into(),
                question: Box::new(Question::of(3, Ask::Say { card: f("KH"), word: Say::Belote })),
            },
            F,
        ),
        (
            Misread::NotUnderstood {
                text: "105 H".into(),
                question: Box::new(Question::of(
                    2,
                    Ask::ContractBid {
                        hand: 1,
                        standing: Some((1, BidValue::Points(100), Trump::Suit(HEARTS))),
                        lowest: Some(BidValue::Points(110)),
                        max: 180,
                        capot: true,
                        coinched: None,
                        may_coinche: Seats::of([0, 2]),
                        may_surcoinche: Seats::NONE,
                        closing: None,
                        all_no_trump: true,
                        words: CallWords::Coinche,
                    },
                )),
            },
            F,
        ),
        (Misread::Refused(Refusal::UnknownPlayer { name: "Lusi".into() }), F),
        (Misread::OptionForm, F),
        (Misread::TallyForm(Some(tapete::engine::TallyShape { tricks: 8, points: Some(162) })), F),
        (Misread::TallyForm(Some(tapete::engine::TallyShape { tricks: 5, points: None })), F),
        (Misread::TallyForm(None), F),
        (Misread::AmendForm, F),
        (Misread::NotText, F),
        (Misread::AmendWhat { line: 8 }, F),
        (
            Misread::NotABid {
                text: "50".into(),
                question: Box::new(Question::of(
                    1,
                    Ask::ContractBid {
                        hand: 1,
                        standing: None,
                        lowest: Some(BidValue::Points(80)),
                        max: 160,
                        capot: true,
                        coinched: None,
                        may_coinche: Seats::NONE,
                        may_surcoinche: Seats::NONE,
                        closing: None,
                        all_no_trump: false,
                        words: CallWords::Contre,
                    },
                )),
            },
            F,
        ),
        (Misread::WhoCalls { call: Call::Coinche, may: Seats::of([1, 3]), words: CallWords::Coinche }, F),
        (Misread::WhoCalls { call: Call::Surcoinche, may: Seats::of([0, 2]), words: CallWords::Coinche }, F),
        (Misread::WhoCalls { call: Call::Pass, may: Seats::of([0, 2]), words: CallWords::Coinche }, F),
        (Misread::WhoCalls { call: Call::Coinche, may: Seats::of([1, 3]), words: CallWords::Contre }, F),
        (Misread::WhoCalls { call: Call::Surcoinche, may: Seats::of([0, 2]), words: CallWords::Contre }, F),
        (Misread::WhoCalls { call: Call::Pass, may: Seats::of([0, 2]), words: CallWords::Contre }, F),
        (Misread::SideForm { dispute: false }, F),
        (Misread::SideForm { dispute: true }, F),
    ]
}

fn misread_index(m: &Misread) -> usize {
    match m {
        Misread::Empty => 0,
        Misread::NotUnderstood { .. } => 1,
        Misread::Refused(_) => 2,
        Misread::OptionForm => 3,
        Misread::TallyForm(_) => 4,
        Misread::AmendForm => 5,
        Misread::NotText => 6,
        Misread::AmendWhat { .. } => 7,
        Misread::NotABid { .. } => 8,
        Misread::WhoCalls { .. } => 9,
        Misread::SideForm { .. } => 10,
    }
}
const MISREADS: usize = 11;

/// The hand so far: a trick or none taken, and a hand with no tricks (a chip game); a belote
/// hand with cards on the table, a bestia hand in play, a perejila hand at treinta y una.
fn so_far() -> Vec<HandSoFar> {
    let line = |side, points| Line { side, item: Item::Cards, points };
    vec![
        HandSoFar { number: 3, tricks: (1, 8), lines: vec![line(0, 11)], tricks_won: vec![1, 0], ..Default::default() },
        HandSoFar {
            number: 3,
            tricks: (5, 8),
            lines: vec![line(0, 40), line(1, 31)],
            tricks_won: vec![3, 2],
            ..Default::default()
        },
        HandSoFar { number: 4, tricks: (0, 0), lines: vec![], tricks_won: vec![0, 0], ..Default::default() },
        HandSoFar {
            number: 5,
            dealer: 3,
            turn: Some(2),
            tricks: (2, 8),
            lines: vec![line(0, 30), line(1, 14)],
            tricks_won: vec![1, 1],
            trump: Some(Trump::Suit(HEARTS)),
            taker: Some(1),
            table: vec![(0, f("7H")), (1, f("9H"))],
            ..Default::default()
        },
        // Ana's 90 ♥, coinched by Luis and surcoinched by Marta (×4); the same under contrée's words.
        HandSoFar {
            number: 5,
            dealer: 3,
            turn: Some(1),
            tricks: (1, 8),
            lines: vec![line(0, 20), line(1, 0)],
            tricks_won: vec![1, 0],
            trump: Some(Trump::Suit(HEARTS)),
            taker: Some(0),
            contract: Some(coinched(0, BidValue::Points(90), Trump::Suit(HEARTS), 4, (Some(1), Some(2)))),
            ..Default::default()
        },
        HandSoFar {
            number: 5,
            dealer: 3,
            tricks: (0, 8),
            lines: vec![line(0, 0), line(1, 0)],
            tricks_won: vec![0, 0],
            trump: Some(Trump::Suit(HEARTS)),
            taker: Some(0),
            contract: Some(coinched(0, BidValue::Points(90), Trump::Suit(HEARTS), 4, (Some(1), Some(2)))),
            words: CallWords::Contre,
            ..Default::default()
        },
        HandSoFar {
            number: 6,
            dealer: 2,
            turn: Some(0),
            tricks: (1, 5),
            tricks_won: vec![1, 0],
            trump: Some(Trump::Suit(Suit(0))),
            table: vec![(3, f("AS"))],
            playing: Some(vec![0, 1, 3]),
            stakes: Some(Stakes { per_trick: 1, bestia: 8, doubling: true }),
            ..Default::default()
        },
        HandSoFar {
            number: 7,
            dealer: 3,
            turn: Some(1),
            lines: vec![Line { side: 0, item: Item::Ante, points: -9 }],
            tricks_won: vec![0, 0],
            counts: vec![(Reach::ThirtyOne, 31), (Reach::Open, 23), (Reach::Out, 33), (Reach::Stood, 9)],
            stock: Some(1),
            ..Default::default()
        },
    ]
}

/// What is at stake beyond the hand: the target and a litige (belote), the pot (bestia), the
/// squares (perejila).
fn at_stake() -> Vec<(Standing, DeckKind)> {
    let squares = Lance::ALL.iter().map(|l| (*l, if *l == Lance::NoDiez { 8 } else { 4 })).collect();
    vec![
        (Standing { totals: vec![620, 1001], target: Some(1000), held: 81, ..Default::default() }, DeckKind::French),
        (Standing { totals: vec![0, 0], target: Some(1000), held: 1, ..Default::default() }, DeckKind::French),
        (Standing { totals: vec![-3, 3], pot: Some(1), ..Default::default() }, DeckKind::French),
        (
            Standing { totals: vec![-9, -9], pot: Some(40), squares: Some(squares), ..Default::default() },
            DeckKind::Spanish,
        ),
    ]
}

fn forms() -> Vec<Form> {
    vec![
        Form::DealTurned,
        Form::DealBottom,
        Form::Misdeal,
        Form::Reshuffle,
        Form::DealDealerUp,
        Form::DealWho,
        Form::BidTake { third_round: false },
        Form::BidTake { third_round: true },
        Form::BidPlay,
        Form::BidContract { all_no_trump: true },
        Form::BidContract { all_no_trump: false },
        Form::Swap,
        Form::Announce,
        Form::Show,
        Form::PlaySay,
        Form::Play,
        Form::Tally(tapete::engine::TallyShape { tricks: 8, points: Some(162) }),
        Form::Tally(tapete::engine::TallyShape { tricks: 5, points: None }),
        Form::Exchange,
        Form::Mosca,
        Form::Panfilo,
        Form::Up,
        Form::Down,
        Form::Wild,
        Form::Draw,
        Form::Stand,
    ]
}

fn form_index(f: &Form) -> usize {
    match f {
        Form::DealTurned => 0,
        Form::DealBottom => 1,
        Form::Misdeal => 2,
        Form::Reshuffle => 3,
        Form::DealDealerUp => 4,
        Form::DealWho => 5,
        Form::BidTake { .. } => 6,
        Form::BidPlay => 7,
        Form::Swap => 8,
        Form::Announce => 9,
        Form::Show => 10,
        Form::PlaySay => 11,
        Form::Play => 12,
        Form::Tally(_) => 13,
        Form::Exchange => 14,
        Form::Mosca => 15,
        Form::Panfilo => 16,
        Form::Up => 17,
        Form::Down => 18,
        Form::Wild => 19,
        Form::Draw => 20,
        Form::Stand => 21,
        Form::BidContract { .. } => 22,
    }
}
const FORMS: usize = 23;

/// Every place of a list has a sample.
fn complete<T>(what: &str, samples: &[T], index: impl Fn(&T) -> usize, count: usize, except: &[usize]) {
    let mut seen = vec![false; count];
    for s in samples {
        seen[index(s)] = true;
    }
    let missing: Vec<usize> = (0..count).filter(|i| !seen[*i] && !except.contains(i)).collect();
    assert!(missing.is_empty(), "{what} without a sample in the gallery: places {missing:?}");
}

#[test]
fn every_ruling_question_and_form_has_its_place_in_the_gallery() {
    complete("refusals", &refusals(Letters::En), |(r, _)| refusal_index(r), REFUSALS, &[]);
    complete("notices", &notices(), |(n, _)| notice_index(n), NOTICES, &[]);
    complete("questions", &questions(), |(q, _)| ask_index(&q.ask), ASKS, &[]);
    complete("misreadings", &misreads(), |(m, _)| misread_index(m), MISREADS, &[]);
    complete("forms", &forms(), form_index, FORMS, &[]);
}

/// Every refusal and every misreading, as the table and the phones say them, is a sentence that
/// starts as a sentence does in every language (#38: Spanish refusals started in lower case): an
/// upper-case letter (after an opening ¿ or ¡), or what cannot be one, a quoted word, a name, a
/// card or a number.
#[test]
fn every_refusal_and_misreading_stands_as_a_sentence_in_every_language() {
    let (players, sides) = (players(), sides());
    let starts_well = |text: &str| {
        let mut chars = text.chars().skip_while(|c| matches!(c, '¿' | '¡'));
        match chars.next() {
            Some(c) => c.is_uppercase() || c.is_ascii_digit() || c == '\'',
            None => false,
        }
    };
    for lang in Lang::all() {
        let cat = lang.catalog();
        let letters = lang.letters();
        let x = |deck| Names { players: &players, sides: &sides, deck, letters };
        for (r, deck) in refusals(letters) {
            let said = cat.refusal_sentence(&r, &x(deck));
            assert!(starts_well(&said), "{lang:?} refusal {}: {said}", refusal_index(&r));
            // The same words as inside a line, but the first letter.
            assert_eq!(said.to_lowercase(), cat.refusal(&r, &x(deck)).to_lowercase());
        }
        for (m, deck) in misreads() {
            let said = cat.misread_sentence(&m, &x(deck));
            assert!(starts_well(&said), "{lang:?} misreading {}: {said}", misread_index(&m));
        }
    }
}

/// One language's gallery: each sentence on its own line, with what it says.
fn gallery(lang: Lang) -> String {
    let cat = lang.catalog();
    let (players, sides) = (players(), sides());
    let letters = lang.letters();
    let x = |deck| Names { players: &players, sides: &sides, deck, letters };
    let mut out = String::new();
    let mut say = |head: &str, text: String| {
        out.push_str(head);
        out.push_str(": ");
        out.push_str(&text);
        out.push('\n');
    };
    for (r, deck) in refusals(letters) {
        say(&format!("refusal {}", refusal_index(&r)), cat.refusal(&r, &x(deck)));
    }
    for (n, deck) in notices() {
        say(&format!("notice {}", notice_index(&n)), cat.notice(&n, &x(deck)));
    }
    for (q, deck) in questions() {
        say(&format!("question {}", ask_index(&q.ask)), cat.question(&q, &x(deck)));
    }
    for (m, deck) in misreads() {
        say(&format!("misreading {}", misread_index(&m)), cat.misread(&m, &x(deck)));
    }
    say("help", cat.help(&forms(), &x(DeckKind::French)));
    say("help, Spanish deck", cat.help(&[Form::Up, Form::Play], &x(DeckKind::Spanish)));
    for t in typings(letters) {
        say(&format!("legend, {} deck of {} ranks", t.deck.name(), t.ranks().len()), cat.legend(&t));
    }
    for other in Letters::ALL.into_iter().filter(|l| *l != letters) {
        let [french_32, ..] = typings(other);
        say(&format!("legend in {} letters", other.code()), cat.legend(&french_32));
    }
    for h in so_far() {
        say("so far", cat.so_far(&h, &x(DeckKind::French)));
    }
    for (st, deck) in at_stake() {
        say("at stake", cat.at_stake(&st, &x(deck)).join(" / "));
    }
    say("amend, which entry", cat.amend_pick());
    say("scoreboard, one earlier hand", cat.earlier_hands(1));
    say("scoreboard, earlier hands", cat.earlier_hands(19_980));
    say("served, from a phone", cat.phone_entry("Pep 7♣"));
    say("served, quit from a phone", cat.quit_from_phone());
    say("served, the question moved on", cat.moved_on());
    say("served, a play held for its word", cat.held_asking("Pep", tapete::engine::Say::Belote));
    say("served, held for rebelote", cat.held_asking("Pep", tapete::engine::Say::Rebelote));
    say("served, a page older than the table", cat.moved_since(&["Marta 7♣".into(), "Iker A♣".into()]));
    say("served, a page of another question", cat.moved_since(&[]));
    say("served, at", cat.serving_at("http://192.168.1.20:8080/", "042137"));
    say("served, offline", cat.offline());
    say("served, offline, an entry waiting", cat.offline_pending());
    say("served, wrong PIN", cat.wrong_pin());
    say("served, PIN prompt", cat.pin_prompt());
    say("served, PIN locked", cat.pin_locked());
    say("served, PINs guessed", cat.pin_guessed());
    say("served, someone guessing", cat.pin_guessing(30, "tapete resume /home/ana/mesa.jsonl --serve"));
    say(
        "concours served, someone guessing the organiser's PIN",
        cat.admin_guessed(
            30,
            "/home/ana/.tapete/concours/gran/admin-pin.json",
            "tapete concours serve --file /home/ana/.tapete/concours/gran.jsonl",
        ),
    );
    say("served, malformed", cat.malformed_entry());
    say("served, end asked to confirm", cat.end_confirm(30));
    say("served, end confirmed", cat.end_confirm_yes());
    say("served, end not confirmed", cat.end_confirm_no());
    say("served, closing", cat.closing(30));
    say("served, closing at the terminal", cat.closing_prompt(30));
    say("served, closed", cat.closed());
    say("served, whose phone", cat.seat_ask());
    say("served, a player's phone", cat.seat_is(Some("Pep")));
    say("served, the scorer's phone", cat.seat_is(None));
    say("served, what a seat means", cat.seat_means());
    say("served, the scorer's seat", cat.seat_scorer());
    say("served, no seat", cat.seat_none());
    say("served, a seat's turn", cat.your_turn("Pep"));
    say("served, another player's turn", cat.their_turn("Marta"));
    say("served, a bare answer out of turn", cat.not_your_turn(&["Marta".into()], "Pep"));
    say("served, out of turn, two may answer", cat.not_your_turn(&["Luis".into(), "Pep".into()], "Ana"));
    say("served, not a seat", cat.seat_unknown(&players));
    let (head, lines) = cat.phone_help(&forms(), &x(DeckKind::French));
    say("served, help on a phone", format!("{head}\n  {}", lines.join("\n  ")));
    say("served, tricks so far", cat.tricks_fold(3, 8));
    say("served, cards shown", cat.shown_fold());
    say("served, a trick taken", cat.trick_taken("Iker", Some(21)));
    say("served, a trick taken without points", cat.trick_taken("Iker", None));
    say("served, the trick on the table", cat.trick_in_play());
    say("served, the last hand", cat.last_hand_fold(5));
    say("served, the score", cat.score_fold());
    say("served, help", cat.help_fold());
    say("served, the one hand settled", cat.last_hands(1));
    say("served, the last hands", cat.last_hands(12));
    say("served, no hand yet", cat.no_hand_yet());
    say("served, a hand over", cat.hand_over(5));
    say("served, undone", cat.phone_undone("Marta 7♣"));
    say("served, amended", cat.phone_amended(12, "Marta 8♣"));
    say("served, the deal in two taps", cat.deal_taps().join(" / "));
    say("served, no bottom card", cat.no_bottom());
    say("resume, reopen?", cat.reopen_question(41));
    say("resume, yes and no", cat.yes_no().map(|words| words.join(" ")).join(" / "));
    say("resume, how to reopen", cat.reopen_how(41, "tapete resume mesa.jsonl --reopen"));
    out
}

#[test]
fn the_gallery_in_english() {
    insta::assert_snapshot!(gallery(Lang::En));
}

#[test]
fn the_gallery_in_spanish() {
    insta::assert_snapshot!(gallery(Lang::Es));
}

#[test]
fn the_gallery_in_french() {
    insta::assert_snapshot!(gallery(Lang::Fr));
}

// --- `judge` and `simulate`

/// Every ruling of `judge`; a beaten player for each reason a combination wins.
fn rulings() -> Vec<Ruling> {
    let whys =
        [Why::BrelanOverRun, Why::BrelanOrder, Why::MoreCards, Why::HigherTop, Why::TrumpRun, Why::NearestEldest];
    let mut all = vec![Ruling::Wins, Ruling::WithPartner];
    all.extend(whys.map(|why| Ruling::Beaten { by: 1, why }));
    all.extend([
        Ruling::NotHigher { by: 2 },
        Ruling::Lower { by: 3 },
        Ruling::Tied { shared: true },
        Ruling::Tied { shared: false },
        Ruling::Mismatch,
        Ruling::Nothing,
    ]);
    all
}

fn ruling_index(r: &Ruling) -> usize {
    match r {
        Ruling::Wins => 0,
        Ruling::WithPartner => 1,
        Ruling::Beaten { why, .. } => 2 + why_index(*why),
        Ruling::NotHigher { .. } => 8,
        Ruling::Lower { .. } => 9,
        Ruling::Tied { shared: true } => 10,
        Ruling::Tied { shared: false } => 11,
        Ruling::Mismatch => 12,
        Ruling::Nothing => 13,
    }
}

fn why_index(w: Why) -> usize {
    match w {
        Why::BrelanOverRun => 0,
        Why::BrelanOrder => 1,
        Why::MoreCards => 2,
        Why::HigherTop => 3,
        Why::TrumpRun => 4,
        Why::NearestEldest => 5,
    }
}
const RULINGS: usize = 14;

/// Every error tapete can end with, and what it carries: each variant of [`Error`], and each
/// variant of the problems inside it (a refusal as an error is one place: the refusals have
/// their own list; so is a ruleset's list of problems: `gallery_rulesets` has every flaw).
fn errors() -> Vec<Error> {
    use tapete::files::{FileKind, What};
    use JournalProblem as P;
    use JudgeProblem as J;
    let ana = || "Ana".to_string();
    let journal = || "/home/ana/.local/share/tapete/sessions/2026-11-22-1803-belote-classic.jsonl".to_string();
    let dir = || "/home/ana/.local/share/tapete/sessions".to_string();
    let file = |what, problem| FileError { path: "/home/ana/partida.jsonl".into(), what, problem };
    let in_journal = |line, problem| Error::Journal { path: "partida.jsonl".into(), line, problem };
    let field = |field: &str, kind| in_journal(9, P::FieldKind { field: field.into(), kind });
    let header = |error| Error::Header { path: "partida.jsonl".into(), error: Box::new(error) };
    let not_found = || std::io::Error::from(std::io::ErrorKind::NotFound);
    let moved = |deleted, rescued, lines| SaveProblem::Moved { journal: journal(), deleted, rescued, lines };
    let config =
        |line, problem| Error::Config { path: "/home/ana/.config/tapete/config.yaml".into(), line, column: 1, problem };
    vec![
        Error::Name(NameProblem::Empty),
        Error::Name(NameProblem::Control { name: "Ana\u{1b}[2J".into(), code: 0x1b }),
        Error::Name(NameProblem::Spaces { name: " Ana".into() }),
        Error::Name(NameProblem::TooLong { name: "Ana María de los Dolores Fernández de la Vega".into(), max: 40 }),
        Error::Name(NameProblem::Joins { name: "Ana+Marta".into() }),
        Error::Name(NameProblem::Twice { name: ana() }),
        Error::Name(NameProblem::Case { a: ana(), b: "ana".into() }),
        Error::Name(NameProblem::Word { name: "paso".into() }),
        Error::Name(NameProblem::Number { name: "42".into() }),
        Error::Name(NameProblem::Card { name: "7H".into() }),
        Error::Seating(SeatingProblem::Count { ruleset: "belote-classic".into(), counts: "4".into(), given: 3 }),
        Error::Seating(SeatingProblem::Count { ruleset: "bestia".into(), counts: "3, 4, 5".into(), given: 2 }),
        Error::Seating(SeatingProblem::NoTeams { ruleset: "bestia".into() }),
        Error::Seating(SeatingProblem::PairsOfFour { ruleset: "belote-es".into() }),
        Error::Seating(SeatingProblem::NotAPlayer { name: "Zoe".into(), players: players().join(", ") }),
        Error::Seating(SeatingProblem::TwoTeams { name: ana() }),
        Error::Seating(SeatingProblem::NoTeam { name: "Pep".into() }),
        Error::Seating(SeatingProblem::Opposite),
        Error::Judge(J::NoAnnouncements { ruleset: "belote-classic".into() }),
        Error::Judge(J::NotASuit { given: "X".into(), letters: Letters::En }),
        Error::Judge(J::NotASuit { given: "H".into(), letters: Letters::Fr }),
        Error::Judge(J::HandForm { given: "Ana 7H".into() }),
        Error::Judge(J::TwoHands { player: ana() }),
        Error::Judge(J::NotACard { player: ana(), text: "banana".into(), typing: typings(Letters::En)[0] }),
        Error::Judge(J::NotACard { player: ana(), text: "RP".into(), typing: typings(Letters::En)[0] }),
        Error::Judge(J::NotACard { player: ana(), text: "KH".into(), typing: typings(Letters::Es)[0] }),
        Error::Judge(J::NotACard { player: ana(), text: "banana".into(), typing: typings(Letters::En)[2] }),
        Error::Judge(J::NotInDeck { player: ana(), card: f("2H"), deck: DeckKind::French }),
        Error::Judge(J::Twice { player: ana(), card: f("7H"), deck: DeckKind::French }),
        Error::Judge(J::EldestNotAHand { name: "Zoe".into(), hands: players() }),
        Error::Judge(J::SaysForm { given: "Ana cuarta".into() }),
        Error::Judge(J::SaysNoHand { name: "Zoe".into() }),
        Error::Judge(J::NotAnAnnouncement { word: "sixty".into() }),
        Error::Judge(J::OneHand),
        Error::Judge(J::TooManyCards { player: ana(), count: 10, most: 9, players: 2 }),
        Error::Simulate(SimulateProblem::Breaches),
        Error::Usage(U::Missing {
            args: vec!["--ruleset <RULESET>".into(), "<NAME>".into()],
            command: "tapete concours new".into(),
        }),
        Error::Usage(U::UnknownArg {
            arg: "--jsn".into(),
            near: Some("--json".into()),
            command: "tapete verify".into(),
        }),
        Error::Usage(U::UnknownArg { arg: "-1".into(), near: None, command: "tapete board".into() }),
        Error::Usage(U::UnknownCommand {
            given: "lst".into(),
            near: Some("list".into()),
            command: "tapete rules".into(),
            commands: vec!["list".into(), "show".into(), "check".into()],
        }),
        Error::Usage(U::UnknownCommand {
            given: "frob".into(),
            near: None,
            command: "tapete".into(),
            commands: vec!["new".into(), "resume".into()],
        }),
        Error::Usage(U::NotOneOf {
            arg: "--lang <LANG>".into(),
            value: "xx".into(),
            valid: vec!["en".into(), "es".into(), "fr".into()],
        }),
        Error::Usage(U::NoValue { arg: "--deals <DEALS>".into() }),
        Error::Usage(U::BadValue { arg: "--deals <DEALS>".into(), value: "x".into(), wanted: Wanted::Whole }),
        Error::Usage(U::BadValue { arg: "--breaches <BREACHES>".into(), value: "x".into(), wanted: Wanted::Number }),
        Error::Usage(U::BadValue {
            arg: "--port <PORT>".into(),
            value: "70000".into(),
            wanted: Wanted::Range { lo: "0".into(), hi: "65535".into() },
        }),
        Error::Usage(U::BadValue {
            arg: "--at <AT>".into(),
            value: "noon".into(),
            wanted: Wanted::Reason("not a time".into()),
        }),
        Error::Usage(U::Twice { arg: "--json".into() }),
        Error::Usage(U::Conflict { arg: "--again".into(), other: "--players <PLAYERS>".into() }),
        Error::Usage(U::Other { text: "unexpected value 'x' for '--json'".into() }),
        Error::Store(StoreProblem::NoPlace),
        Error::Store(StoreProblem::FullMinute { dir: dir() }),
        Error::OptionForm { given: "target".into() },
        Error::Refused(Refusal::AnteTooLow { ante: 1, players: 3, min: 5 }),
        Error::Refused(Refusal::JournalFull { max: 256 << 20 }),
        Error::Ruleset(RulesetError::Problems(vec![
            RulesetProblem { file: "house.yaml".into(), carried: false, line: 3, column: 1, flaw: Flaw::NoRanks },
            RulesetProblem {
                file: "house.yaml".into(),
                carried: false,
                line: 12,
                column: 5,
                flaw: Flaw::TrickNeedsOrder,
            },
        ])),
        Error::Ruleset(RulesetError::Problems(vec![RulesetProblem {
            file: "2026-11-22-1803-house.jsonl".into(),
            carried: true,
            line: 3,
            column: 1,
            flaw: Flaw::NoRanks,
        }])),
        Error::Ruleset(RulesetError::Unknown {
            name: "belote-clasic".into(),
            bundled: vec!["belote-classic", "belote-es", "bestia", "perejila"],
            near: vec!["belote-classic"],
        }),
        Error::Ruleset(RulesetError::Unknown {
            name: "belote".into(),
            bundled: vec!["belote-classic", "belote-es", "bestia", "perejila"],
            near: vec!["belote-classic", "belote-es"],
        }),
        Error::Ruleset(RulesetError::Unknown {
            name: "tute".into(),
            bundled: vec!["belote-classic", "belote-es", "bestia", "perejila"],
            near: vec![],
        }),
        Error::Ruleset(RulesetError::File(FileError {
            path: "house.yaml".into(),
            what: What::Ruleset,
            problem: FileProblem::NotUtf8 { line: 2, column: 7 },
        })),
        Error::Option(OptionProblem::Unknown {
            ruleset: "belote-classic".into(),
            key: "colour".into(),
            known: vec!["target".into(), "all_no_trump".into()],
        }),
        Error::Option(OptionProblem::Value {
            key: "all_no_trump".into(),
            problem: ValueProblem::Kind { want: OptKind::Bool, got: "maybe".into() },
        }),
        Error::Option(OptionProblem::Value {
            key: "renounce_penalty".into(),
            problem: ValueProblem::NotAChoice {
                choices: vec![OptValue::Str("hand-lost".into()), OptValue::Str("flag-only".into())],
                got: "shoot".into(),
            },
        }),
        Error::Option(OptionProblem::Value { key: "target".into(), problem: ValueProblem::TooLow { min: 1, got: 0 } }),
        Error::Option(OptionProblem::Value {
            key: "target".into(),
            problem: ValueProblem::TooHigh { max: 5000, got: 9000 },
        }),
        in_journal(3, P::NotJson { detail: "expected value".into(), column: 1 }),
        in_journal(1, P::NotObject),
        field("card", JournalKind::Text),
        field("cards", JournalKind::Texts),
        field("count", JournalKind::Whole),
        field("entry", JournalKind::Object),
        field("points", JournalKind::Wholes),
        field("belote", JournalKind::TextOrTexts),
        field("teams", JournalKind::Teams),
        field("value", JournalKind::Any),
        in_journal(9, P::Shape { detail: "invalid value: integer `-3`, expected usize".into() }),
        in_journal(9, P::Missing { ty: "play".into(), field: "card".into() }),
        in_journal(9, P::At),
        in_journal(9, P::SecondHeader),
        in_journal(9, P::UnknownType { ty: "shuffle".into() }),
        in_journal(9, P::InAmend(Box::new(P::Missing { ty: "play".into(), field: "player".into() }))),
        in_journal(9, P::AmendOfAmend),
        in_journal(1, P::NotHeader),
        in_journal(1, P::Format { format: 2 }),
        in_journal(1, P::OptionValue { key: "target".into() }),
        in_journal(1, P::RulesetTooLarge { max: 1 << 20 }),
        in_journal(1, P::Lang { lang: "de".into() }),
        in_journal(1, P::CardLetters { letters: "de".into() }),
        in_journal(1, P::RulesetName),
        in_journal(1, P::Players(NameProblem::Joins { name: "Ana+Marta".into() })),
        in_journal(5, P::NotUtf8 { column: 31 }),
        in_journal(7, P::LineTooLong { max: 4 << 20 }),
        in_journal(1, P::RulesetMissing { ruleset: "house-belote".into() }),
        in_journal(412, P::Overflow),
        in_journal(120, P::Changed),
        header(Error::Seating(SeatingProblem::Opposite)),
        header(Error::Option(OptionProblem::Value {
            key: "target".into(),
            problem: ValueProblem::TooHigh { max: 5000, got: 9000 },
        })),
        Error::File(file(What::Journal, FileProblem::NotRegular { kind: FileKind::Directory })),
        Error::File(file(What::Journal, FileProblem::NotRegular { kind: FileKind::Fifo })),
        Error::File(file(What::Ruleset, FileProblem::NotRegular { kind: FileKind::Device })),
        Error::File(file(What::Configuration, FileProblem::NotRegular { kind: FileKind::Socket })),
        Error::File(file(What::Journal, FileProblem::NotRegular { kind: FileKind::Other })),
        Error::File(file(What::Journal, FileProblem::TooLarge { size: 300 << 20, max: 256 << 20 })),
        Error::File(file(What::Ruleset, FileProblem::TooLarge { size: 3 << 20, max: 1 << 20 })),
        Error::File(file(What::Configuration, FileProblem::TooLarge { size: 2 << 20, max: 1 << 20 })),
        Error::File(file(What::Journal, FileProblem::GrewPast { max: 256 << 20 })),
        Error::File(FileError { path: "standard input".into(), what: What::Journal, problem: FileProblem::Empty }),
        Error::File(file(What::Journal, FileProblem::NotUtf8 { line: 5, column: 31 })),
        Error::File(file(What::Journal, FileProblem::Io(not_found()))),
        Error::NeedsRuleset,
        Error::NeedsPlayers,
        Error::NothingToRepeat { dir: dir() },
        Error::NoSession { dir: dir() },
        Error::NoConfigPlace,
        Error::UnknownGame {
            given: "belot".into(),
            games: vec!["belote", "bestia", "perejila"],
            rulesets: vec!["belote-classic".into(), "belote-es".into(), "house-rules".into()],
            near: vec!["belote".into(), "belote-classic".into(), "belote-es".into()],
        },
        Error::NothingToReopen { journal: "mesa.jsonl".into() },
        Error::NoUnfinished { dir: dir(), board: false },
        Error::NoUnfinished { dir: dir(), board: true },
        Error::BindNotAddress { given: "192.168.1".into() },
        Error::PinForm { given: "12a4".into() },
        Error::NoRandom { message: "unexpected situation".into() },
        Error::BindNotHere {
            addr: "10.0.0.9:8080".into(),
            message: std::io::Error::from(std::io::ErrorKind::AddrNotAvailable).to_string(),
        },
        Error::Listen {
            addr: "0.0.0.0:8080".into(),
            message: std::io::Error::from(std::io::ErrorKind::AddrInUse).to_string(),
        },
        config(
            1,
            ConfigProblem::Yaml(
                "unknown field `langg`, expected one of `lang`, `ruleset`, `players`, `teams`, `options`".into(),
            ),
        ),
        config(6, ConfigProblem::OptionValue { key: "target".into() }),
        config(3, ConfigProblem::Players),
        config(4, ConfigProblem::Teams),
        Error::NotStarted { path: "partida.jsonl".into() },
        Error::InUse { path: journal() },
        Error::Exists { path: "partida.jsonl".into() },
        Error::Save(SaveProblem::Write { cause: WriteCause::DiskFull, journal: journal(), lines: 57 }),
        Error::Save(SaveProblem::Write { cause: WriteCause::Quota, journal: journal(), lines: 1 }),
        Error::Save(SaveProblem::Write { cause: WriteCause::SizeLimit, journal: journal(), lines: 57 }),
        Error::Save(SaveProblem::Write {
            cause: WriteCause::Other {
                kind: std::io::ErrorKind::PermissionDenied,
                detail: "Permission denied (os error 13)".into(),
            },
            journal: journal(),
            lines: 57,
        }),
        Error::Save(SaveProblem::Start { cause: WriteCause::DiskFull }),
        Error::Save(moved(true, Rescue::Beside(format!("{}.rescued.jsonl", journal())), 57)),
        Error::Save(moved(false, Rescue::Beside(format!("{}.rescued.jsonl", journal())), 1)),
        Error::Save(moved(true, Rescue::Elsewhere("/tmp/2026-11-22-1803-belote-classic.jsonl".into()), 57)),
        Error::Save(moved(true, Rescue::Printed { text: "{\"type\": \"session\"}\n".into() }, 57)),
        Error::Save(moved(false, Rescue::Printed { text: "{\"type\": \"session\"}\n".into() }, 1)),
        Error::Save(moved(
            true,
            Rescue::Unread { kind: std::io::ErrorKind::NotFound, detail: not_found().to_string() },
            57,
        )),
        Error::Save(moved(
            false,
            Rescue::Unread { kind: std::io::ErrorKind::NotFound, detail: not_found().to_string() },
            1,
        )),
        Error::Save(SaveProblem::Overflow { journal: journal() }),
        Error::Save(SaveProblem::Rewritten { journal: journal() }),
        Error::Io { path: journal(), source: not_found() },
        Error::Output(std::io::Error::from(std::io::ErrorKind::BrokenPipe)),
        Error::Internal(Box::new(Bug::Panicked)),
        Error::Internal(Box::new(Bug::SimulationRefused {
            entry: r#"{"type": "play", "player": "Luis", "card": "7S"}"#.into(),
            refusal: Refusal::NotYourTurn { player: 2, trick: 3 },
            players: players(),
            sides: sides(),
            deck: DeckKind::French,
        })),
        Error::Internal(Box::new(Bug::Encode("key must be a string".into()))),
        in_journal(1, P::NotConcours),
        in_journal(9, P::UnknownConcoursType { ty: "shuffle".into() }),
        Error::Concours(ConcoursProblem::Exists { path: "fiesta.jsonl".into() }),
        Error::Concours(ConcoursProblem::NoName),
        Error::Concours(ConcoursProblem::TooLarge { team: "Ana+Luis".into(), points: 99_999, max: 3264 }),
        Error::Concours(ConcoursProblem::TargetTie { points: 1010 }),
        Error::Concours(ConcoursProblem::AboveHands {
            team: "Ana+Luis".into(),
            points: 8321,
            hands: 4,
            most: 8320,
            hand: HandMost { hand: MostHand::CapotBidMade, terms: [250, 250, 20], multiplier: 4, after: 0 },
        }),
        Error::Concours(ConcoursProblem::AboveHands {
            team: "Ana+Luis".into(),
            points: 1200,
            hands: 1,
            most: 1026,
            hand: HandMost { hand: MostHand::ValueFailed, terms: [180, 162, 0], multiplier: 3, after: 0 },
        }),
        Error::Concours(ConcoursProblem::SumAboveHands {
            sum: 24_300,
            hands: 12,
            most: 24_240,
            hand: HandMost { hand: MostHand::CapotBidMade, terms: [250, 250, 0], multiplier: 4, after: 20 },
        }),
        Error::Concours(ConcoursProblem::SumAboveHands {
            sum: 2000,
            hands: 1,
            most: 1648,
            hand: HandMost { hand: MostHand::CapotBidFailed, terms: [412, 0, 0], multiplier: 4, after: 0 },
        }),
        Error::Concours(ConcoursProblem::AboveTarget {
            team: "Eva+Juan".into(),
            points: 5000,
            target: 2000,
            most: 4040,
            hand: HandMost { hand: MostHand::CapotBidMade, terms: [250, 0, 0], multiplier: 4, after: 20 },
        }),
        Error::Concours(ConcoursProblem::AboveTarget {
            team: "Eva+Juan".into(),
            points: 5000,
            target: 1000,
            most: 4440,
            hand: HandMost { hand: MostHand::CapotOnValue, terms: [180, 250, 0], multiplier: 4, after: 0 },
        }),
        Error::Concours(ConcoursProblem::TargetNotExceeded { target: 2000, best: 2000 }),
        Error::Concours(ConcoursProblem::NoCount { what: "held" }),
        Error::Concours(ConcoursProblem::NameTwice { name: "Los Primos".into() }),
        Error::Concours(ConcoursProblem::Impossible { what: "belotes", given: 13, max: 12 }),
        Error::Concours(ConcoursProblem::Impossible { what: "held", given: 1944, max: 972 }),
        Error::Concours(ConcoursProblem::LengthOption { key: "hands".into() }),
        Error::Concours(ConcoursProblem::FromIsConcours { path: "fiesta.jsonl".into() }),
        Error::Concours(ConcoursProblem::SameJournal { line: 7 }),
        Error::Concours(ConcoursProblem::FewTeams { given: 1 }),
        Error::Concours(ConcoursProblem::TeamForm { given: "Ana+Luis+Eva".into() }),
        Error::Concours(ConcoursProblem::PlayerTwice { player: "Ana".into() }),
        Error::Concours(ConcoursProblem::TeamTwice { team: "Luis+Ana".into() }),
        Error::Concours(ConcoursProblem::TeamsLine {
            path: "teams.csv".into(),
            line: 4,
            column: 18,
            fault: TeamsLineFault::Fields { given: 4 },
        }),
        Error::Concours(ConcoursProblem::TeamsLine {
            path: "teams.csv".into(),
            line: 4,
            column: 11,
            fault: TeamsLineFault::EmptyPlayer,
        }),
        Error::Concours(ConcoursProblem::TeamsLine {
            path: "teams.csv".into(),
            line: 4,
            column: 1,
            fault: TeamsLineFault::OpenQuote,
        }),
        Error::Concours(ConcoursProblem::TeamsLine {
            path: "teams.csv".into(),
            line: 9,
            column: 1,
            fault: TeamsLineFault::HeadsNotFirst,
        }),
        Error::Concours(ConcoursProblem::NotTeamsOfTwo { ruleset: "bestia".into() }),
        Error::Concours(ConcoursProblem::NoRounds),
        Error::Concours(ConcoursProblem::RotationRounds { rounds: 6, teams: 6 }),
        Error::Concours(ConcoursProblem::PartieLength),
        Error::Concours(ConcoursProblem::NoConcours { dir: "/home/ana/.local/share/tapete/sessions/concours".into() }),
        Error::Concours(ConcoursProblem::NotConcours { path: journal() }),
        Error::Concours(ConcoursProblem::Busy { path: journal(), seconds: 2 }),
        Error::Concours(ConcoursProblem::Served { path: journal(), url: "http://192.168.1.20:8080/".into() }),
        Error::Concours(ConcoursProblem::FromUnconfirmed),
        Error::Concours(ConcoursProblem::AllDrawn { rounds: 5 }),
        Error::Concours(ConcoursProblem::ResultsMissing { round: 2, tables: vec![3, 7] }),
        Error::Concours(ConcoursProblem::NotDrawn { round: 4, drawn: 2 }),
        Error::Concours(ConcoursProblem::NoRound),
        Error::Concours(ConcoursProblem::NoTable { table: 12, round: 2, tables: 10 }),
        Error::Concours(ConcoursProblem::HasResult { table: 3, round: 2, line: 14 }),
        Error::Concours(ConcoursProblem::Forfeited { table: 4, team: "Eva+Juan".into() }),
        Error::Concours(ConcoursProblem::UnknownTeam { given: "Ana+Lui".into(), near: Some("Ana+Luis".into()) }),
        Error::Concours(ConcoursProblem::UnknownTeam { given: "Zoe+Max".into(), near: None }),
        Error::Concours(ConcoursProblem::NotAtTable {
            team: "Ana+Luis".into(),
            table: 2,
            at: ["Eva+Juan".into(), "Marta+Pep".into()],
        }),
        Error::Concours(ConcoursProblem::ResultTeams {
            table: 2,
            round: 1,
            named: ["Marta+Pep".into(), "Eva+Juan".into()],
            at: ["Eva+Juan".into(), "Marta+Pep".into()],
        }),
        Error::Concours(ConcoursProblem::HasBye { team: "Rosa+Tomas".into(), round: 3 }),
        Error::Concours(ConcoursProblem::ScoreForm { given: "Ana+Luis:1012".into() }),
        Error::Concours(ConcoursProblem::ScoreCount { given: 1 }),
        Error::Concours(ConcoursProblem::Negative { team: "Ana+Luis".into(), points: -20 }),
        Error::Concours(ConcoursProblem::Sum {
            sum: 1950,
            expected: 1964,
            hands: 12,
            per_hand: 162,
            belotes: 1,
            belote: 20,
            capots: 0,
            capot: 90,
            held: 0,
        }),
        Error::Concours(ConcoursProblem::TargetNotReached { target: 1000, best: 872 }),
        Error::Concours(ConcoursProblem::FromRuleset {
            journal: "belote-es".into(),
            concours: "belote-classic".into(),
        }),
        Error::Concours(ConcoursProblem::FromOption {
            key: "hands".into(),
            journal: "8".into(),
            concours: "12".into(),
        }),
        Error::Concours(ConcoursProblem::FromTeams {
            sides: vec!["Ana+Marta".into(), "Luis+Pep".into()],
            at: ["Ana+Luis".into(), "Marta+Pep".into()],
        }),
        Error::Concours(ConcoursProblem::FromUnfinished { hands: 9, needed: 12 }),
        Error::Concours(ConcoursProblem::FromRefused { entries: 2 }),
        Error::Concours(ConcoursProblem::Withdrawn { team: "Ana+Luis".into(), round: 3 }),
        Error::Concours(ConcoursProblem::WithdrawRound { given: 1, earliest: 2, latest: 5 }),
        Error::Concours(ConcoursProblem::WithdrawPlayed { team: "Ana+Luis".into(), round: 2, table: 4 }),
        Error::Concours(ConcoursProblem::NothingToUndo),
        Error::Concours(ConcoursProblem::NoLine { line: 40, last: 31 }),
        Error::Concours(ConcoursProblem::AmendDraw { line: 2, round: 1 }),
        Error::Concours(ConcoursProblem::AmendKind { line: 9, kind: "result" }),
        Error::Concours(ConcoursProblem::AmendNothing { line: 9, kind: "result" }),
        Error::Concours(ConcoursProblem::AmendNothing { line: 12, kind: "withdraw" }),
        Error::Concours(ConcoursProblem::Line { line: 7, problem: Box::new(ConcoursProblem::NoRound) }),
        Error::Concours(ConcoursProblem::DrawTeams { round: 2 }),
        Error::Concours(ConcoursProblem::RedrawResult { round: 2, table: 3, line: 14 }),
        Error::Concours(ConcoursProblem::AddRotation),
        Error::Concours(ConcoursProblem::NoRoundToJoin { rounds: 4 }),
        Error::Concours(ConcoursProblem::AddRound { given: 2, next: 3 }),
    ]
}

/// The place of each error in the gallery, and of each problem it carries: a new variant of
/// [`Error`] or of a problem inside it does not compile until it has one.
fn error_index(e: &Error) -> usize {
    use tapete::files::{FileKind, What};
    use JournalKind as K;
    use JournalProblem as P;
    use JudgeProblem as J;
    match e {
        Error::Name(p) => match p {
            NameProblem::Empty => 0,
            NameProblem::Control { .. } => 1,
            NameProblem::Spaces { .. } => 2,
            NameProblem::TooLong { .. } => 3,
            NameProblem::Joins { .. } => 4,
            NameProblem::Twice { .. } => 5,
            NameProblem::Case { .. } => 6,
            NameProblem::Word { .. } => 7,
            NameProblem::Number { .. } => 8,
            NameProblem::Card { .. } => 9,
        },
        Error::Seating(p) => match p {
            SeatingProblem::Count { .. } => 10,
            SeatingProblem::NoTeams { .. } => 11,
            SeatingProblem::PairsOfFour { .. } => 12,
            SeatingProblem::NotAPlayer { .. } => 13,
            SeatingProblem::TwoTeams { .. } => 14,
            SeatingProblem::NoTeam { .. } => 15,
            SeatingProblem::Opposite => 16,
        },
        Error::Judge(p) => match p {
            J::NoAnnouncements { .. } => 17,
            J::NotASuit { .. } => 18,
            J::HandForm { .. } => 19,
            J::TwoHands { .. } => 20,
            J::NotACard { .. } => 21,
            J::NotInDeck { .. } => 22,
            J::Twice { .. } => 23,
            J::EldestNotAHand { .. } => 24,
            J::SaysForm { .. } => 25,
            J::SaysNoHand { .. } => 26,
            J::NotAnAnnouncement { .. } => 27,
            J::OneHand => 28,
            J::TooManyCards { .. } => 29,
        },
        Error::Simulate(SimulateProblem::Breaches) => 30,
        Error::Usage(u) => match u {
            U::Missing { .. } => 170,
            U::UnknownArg { near: Some(_), .. } => 171,
            U::UnknownArg { near: None, .. } => 172,
            U::UnknownCommand { near: Some(_), .. } => 173,
            U::UnknownCommand { near: None, .. } => 174,
            U::NotOneOf { .. } => 175,
            U::NoValue { .. } => 176,
            U::BadValue { wanted: Wanted::Whole, .. } => 177,
            U::BadValue { wanted: Wanted::Number, .. } => 178,
            U::BadValue { wanted: Wanted::Range { .. }, .. } => 179,
            U::BadValue { wanted: Wanted::Reason(_), .. } => 180,
            U::Twice { .. } => 181,
            U::Conflict { .. } => 182,
            U::Other { .. } => 183,
        },
        Error::Store(StoreProblem::NoPlace) => 31,
        Error::Store(StoreProblem::FullMinute { .. }) => 32,
        Error::OptionForm { .. } => 33,
        Error::Refused(_) => 34,
        Error::Ruleset(r) => match r {
            RulesetError::Problems(_) => 35,
            RulesetError::Unknown { near, .. } => match near.as_slice() {
                [_] => 36,
                [] => 115,
                [_, _, ..] => 193,
            },
            RulesetError::File(_) => 37,
        },
        Error::Option(p) => match p {
            OptionProblem::Unknown { .. } => 38,
            OptionProblem::Value { problem, .. } => match problem {
                ValueProblem::Kind { .. } => 39,
                ValueProblem::NotAChoice { .. } => 40,
                ValueProblem::TooLow { .. } => 41,
                ValueProblem::TooHigh { .. } => 42,
            },
        },
        Error::Journal { problem, .. } => match problem {
            P::NotJson { .. } => 43,
            P::NotObject => 44,
            P::FieldKind { kind, .. } => match kind {
                K::Text => 45,
                K::Texts => 46,
                K::Whole => 47,
                K::Object => 48,
                K::Wholes => 49,
                K::TextOrTexts => 50,
                K::Teams => 51,
                K::Any => 52,
            },
            P::Shape { .. } => 53,
            P::Missing { .. } => 54,
            P::At => 55,
            P::SecondHeader => 56,
            P::UnknownType { .. } => 57,
            P::InAmend(_) => 58,
            P::AmendOfAmend => 59,
            P::NotHeader => 60,
            P::Format { .. } => 61,
            P::OptionValue { .. } => 62,
            P::RulesetTooLarge { .. } => 63,
            P::Lang { .. } => 64,
            P::CardLetters { .. } => 112,
            P::RulesetName => 65,
            P::Players(_) => 66,
            P::NotUtf8 { .. } => 67,
            P::LineTooLong { .. } => 68,
            P::RulesetMissing { .. } => 69,
            P::Overflow => 70,
            P::Changed => 71,
            P::NotConcours => 117,
            P::UnknownConcoursType { .. } => 118,
        },
        Error::Header { .. } => 72,
        Error::File(f) => match &f.problem {
            FileProblem::NotRegular { kind } => match kind {
                FileKind::Directory => 73,
                FileKind::Fifo => 74,
                FileKind::Device => 75,
                FileKind::Socket => 76,
                FileKind::Other => 77,
            },
            // What a file is to tapete is named in this sentence: each kind has its place.
            FileProblem::TooLarge { .. } => match f.what {
                What::Journal => 78,
                What::Ruleset => 79,
                What::Configuration => 80,
            },
            FileProblem::GrewPast { .. } => 81,
            FileProblem::Empty => 191,
            FileProblem::NotUtf8 { .. } => 82,
            FileProblem::Io(_) => 83,
        },
        Error::NeedsRuleset => 84,
        Error::NeedsPlayers => 85,
        Error::NothingToRepeat { .. } => 86,
        Error::NoSession { .. } => 192,
        Error::NoConfigPlace => 195,
        Error::UnknownGame { .. } => 194,
        Error::NothingToReopen { .. } => 190,
        Error::NoUnfinished { board: false, .. } => 87,
        Error::NoUnfinished { board: true, .. } => 88,
        Error::Listen { .. } => 89,
        Error::BindNotAddress { .. } => 113,
        Error::BindNotHere { .. } => 114,
        Error::PinForm { .. } => 116,
        Error::NoRandom { .. } => 184,
        Error::Config { problem, .. } => match problem {
            ConfigProblem::Yaml(_) => 90,
            ConfigProblem::OptionValue { .. } => 91,
            ConfigProblem::Players => 92,
            ConfigProblem::Teams => 93,
        },
        Error::NotStarted { .. } => 94,
        Error::InUse { .. } => 95,
        Error::Exists { .. } => 96,
        Error::Save(p) => match p {
            SaveProblem::Write { cause, .. } => match cause {
                WriteCause::DiskFull => 97,
                WriteCause::Quota => 98,
                WriteCause::SizeLimit => 99,
                WriteCause::Other { .. } => 100,
            },
            SaveProblem::Start { .. } => 101,
            SaveProblem::Moved { rescued, .. } => match rescued {
                Rescue::Beside(_) => 102,
                Rescue::Elsewhere(_) => 103,
                Rescue::Printed { .. } => 104,
                Rescue::Unread { .. } => 105,
            },
            SaveProblem::Overflow { .. } => 106,
            SaveProblem::Rewritten { .. } => 207,
        },
        Error::Io { .. } => 107,
        Error::Output(_) => 108,
        Error::Concours(p) => match p {
            ConcoursProblem::FewTeams { .. } => 119,
            ConcoursProblem::TeamForm { .. } => 120,
            ConcoursProblem::PlayerTwice { .. } => 121,
            ConcoursProblem::TeamTwice { .. } => 122,
            ConcoursProblem::TeamsLine { fault, .. } => match fault {
                TeamsLineFault::Fields { .. } => 123,
                TeamsLineFault::EmptyPlayer => 196,
                TeamsLineFault::OpenQuote => 197,
                TeamsLineFault::HeadsNotFirst => 198,
            },
            ConcoursProblem::NotTeamsOfTwo { .. } => 124,
            ConcoursProblem::NoRounds => 125,
            ConcoursProblem::RotationRounds { .. } => 126,
            ConcoursProblem::PartieLength => 127,
            ConcoursProblem::NoConcours { .. } => 128,
            ConcoursProblem::NotConcours { .. } => 129,
            ConcoursProblem::AllDrawn { .. } => 130,
            ConcoursProblem::ResultsMissing { .. } => 131,
            ConcoursProblem::NotDrawn { .. } => 132,
            ConcoursProblem::NoRound => 133,
            ConcoursProblem::NoTable { .. } => 134,
            ConcoursProblem::HasResult { .. } => 135,
            ConcoursProblem::Forfeited { .. } => 136,
            ConcoursProblem::UnknownTeam { near: Some(_), .. } => 137,
            ConcoursProblem::UnknownTeam { near: None, .. } => 138,
            ConcoursProblem::NotAtTable { .. } => 139,
            ConcoursProblem::HasBye { .. } => 140,
            ConcoursProblem::ScoreForm { .. } => 141,
            ConcoursProblem::ScoreCount { .. } => 142,
            ConcoursProblem::Negative { .. } => 143,
            ConcoursProblem::Sum { .. } => 144,
            ConcoursProblem::TargetNotReached { .. } => 145,
            ConcoursProblem::FromRuleset { .. } => 146,
            ConcoursProblem::FromOption { .. } => 147,
            ConcoursProblem::FromTeams { .. } => 148,
            ConcoursProblem::FromUnfinished { .. } => 149,
            ConcoursProblem::FromRefused { .. } => 150,
            ConcoursProblem::Withdrawn { .. } => 151,
            ConcoursProblem::WithdrawRound { .. } => 152,
            ConcoursProblem::WithdrawPlayed { .. } => 153,
            ConcoursProblem::NothingToUndo => 154,
            ConcoursProblem::NoLine { .. } => 155,
            ConcoursProblem::AmendDraw { .. } => 156,
            ConcoursProblem::AmendKind { .. } => 157,
            ConcoursProblem::AmendNothing { kind: "withdraw", .. } => 199,
            ConcoursProblem::AmendNothing { .. } => 200,
            ConcoursProblem::RedrawResult { .. } => 201,
            ConcoursProblem::AddRotation => 202,
            ConcoursProblem::NoRoundToJoin { .. } => 203,
            ConcoursProblem::AddRound { .. } => 204,
            ConcoursProblem::Line { .. } => 158,
            ConcoursProblem::DrawTeams { .. } => 159,
            ConcoursProblem::Exists { .. } => 160,
            ConcoursProblem::NoName => 161,
            ConcoursProblem::TooLarge { .. } => 162,
            ConcoursProblem::TargetTie { .. } => 163,
            ConcoursProblem::AboveHands { .. } => 185,
            ConcoursProblem::SumAboveHands { .. } => 186,
            ConcoursProblem::AboveTarget { .. } => 187,
            ConcoursProblem::TargetNotExceeded { .. } => 188,
            ConcoursProblem::NoCount { .. } => 189,
            ConcoursProblem::NameTwice { .. } => 164,
            ConcoursProblem::Impossible { .. } => 165,
            ConcoursProblem::LengthOption { .. } => 166,
            ConcoursProblem::FromIsConcours { .. } => 167,
            ConcoursProblem::SameJournal { .. } => 168,
            ConcoursProblem::Busy { .. } => 169,
            ConcoursProblem::ResultTeams { .. } => 184,
            ConcoursProblem::Served { .. } => 205,
            ConcoursProblem::FromUnconfirmed => 206,
        },
        Error::Internal(bug) => match bug.as_ref() {
            Bug::Panicked => 109,
            Bug::SimulationRefused { .. } => 110,
            Bug::Encode(_) => 111,
        },
    }
}
const ERRORS: usize = 208;

/// Every warning about a journal that still replays.
fn warnings() -> Vec<Warning> {
    vec![Warning::CutLine { line: 9 }, Warning::RulesetChanged { ruleset: "house-belote".into() }]
}

fn warning_index(w: &Warning) -> usize {
    match w {
        Warning::CutLine { .. } => 0,
        Warning::RulesetChanged { .. } => 1,
    }
}
const WARNINGS: usize = 2;

/// Every way a simulated hand ends.
const ENDINGS: [Ending; 10] = [
    Ending::Result(tapete::engine::HandResult::Made),
    Ending::Result(tapete::engine::HandResult::Failed),
    Ending::Result(tapete::engine::HandResult::Litige),
    Ending::Result(tapete::engine::HandResult::Capot),
    Ending::Outcome(tapete::engine::Outcome::Played),
    Ending::Outcome(tapete::engine::Outcome::Redeal),
    Ending::Outcome(tapete::engine::Outcome::Void),
    Ending::Outcome(tapete::engine::Outcome::Taken),
    Ending::Outcome(tapete::engine::Outcome::Mosca),
    Ending::Outcome(tapete::engine::Outcome::Tururu),
];

fn ending_index(e: Ending) -> usize {
    use tapete::engine::{HandResult as R, Outcome as O};
    match e {
        Ending::Result(R::Made) => 0,
        Ending::Result(R::Failed) => 1,
        Ending::Result(R::Litige) => 2,
        Ending::Result(R::Capot) => 3,
        Ending::Outcome(O::Played) => 4,
        Ending::Outcome(O::Redeal) => 5,
        Ending::Outcome(O::Void) => 6,
        Ending::Outcome(O::Taken) => 7,
        Ending::Outcome(O::Mosca) => 8,
        Ending::Outcome(O::Tururu) => 9,
    }
}

/// A simulation's statistics: `engine` played `deals` deals, `n` hands of each ending.
fn simulated(engine: Engine, deals: usize, n: usize) -> Stats {
    Stats {
        ruleset: "belote-es".into(),
        players: 4,
        engine,
        deals,
        seconds: 0.25,
        hands_per_second: deals as f64 / 0.25,
        mean_score: sides().into_iter().zip([81.25, -3.5]).collect(),
        results: ENDINGS.iter().map(|e| (*e, n)).collect(),
        capots: n,
        belotes: 2 * n,
        infractions_found: 3,
        breaches_injected: 3,
        refused_entries: 0,
        applies: vec![StatKey::Capots, StatKey::Belotes],
    }
}

#[test]
fn every_ruling_and_ending_has_its_place_in_the_gallery() {
    complete("rulings", &rulings(), ruling_index, RULINGS, &[]);
    complete("endings", &ENDINGS, |e| ending_index(*e), ENDINGS.len(), &[]);
}

/// One language's words of `judge` and `simulate`.
fn judge_gallery(lang: Lang) -> String {
    let cat = lang.catalog();
    let (players, sides) = (players(), sides());
    let x = Names { players: &players, sides: &sides, deck: DeckKind::French, letters: Letters::En };
    let mut out = String::new();
    let mut say = |head: &str, text: String| {
        out.push_str(&format!("{head}: {text}\n"));
    };
    say("judge header", cat.judge_header(HEARTS, "Ana"));
    let run = Combo {
        name: MeldName::Run(4),
        cards: ["7H", "8H", "9H", "10H"].map(f).into_iter().collect(),
        top: f("10H").rank(),
        suit: Some(HEARTS),
    };
    let jacks = Combo {
        name: MeldName::Four,
        cards: ["JS", "JH", "JD", "JC"].map(f).into_iter().collect(),
        top: f("JS").rank(),
        suit: None,
    };
    let sevens = Combo {
        name: MeldName::Four,
        cards: ["7S", "7H", "7D", "7C"].map(f).into_iter().collect(),
        top: f("7S").rank(),
        suit: None,
    };
    for (c, v) in [(&run, 50), (&jacks, 200), (&sevens, 0)] {
        say("judge combination", cat.judge_combo(c, v, &x));
    }
    for r in rulings() {
        let line = PlayerJudgement { combos: vec![(run, 50, false)], said: None, standing: r.clone(), score: 0 };
        say(&format!("judge ruling {}", ruling_index(&r)), cat.judge_line("Ana", &line, &x));
    }
    let nothing = PlayerJudgement { combos: vec![], said: None, standing: Ruling::Nothing, score: 0 };
    say("judge nothing held", cat.judge_line("Pep", &nothing, &x));
    say("judge said", cat.judge_said("cuarta", true));
    say("judge said", cat.judge_said("quinta", false));
    say("judge sides", cat.judge_sides(&[("Ana+Marta".into(), 70), ("Luis+Pep".into(), 0)]));
    for (engine, deals, n) in [(Engine::Reducer, 40, 4), (Engine::Reducer, 1, 0)] {
        say("simulation", cat.simulation(&simulated(engine, deals, n)));
    }
    // A game with neither capots nor belotes (a chip game) does not say them.
    let chips = Stats { applies: vec![], ..simulated(Engine::Reducer, 40, 4) };
    say("simulation, no capots or belotes", cat.simulation(&chips));
    say("simulation progress", cat.simulation_progress().to_string());
    say("board at", cat.board_at("http://192.168.1.23:8080/", "partida.jsonl"));
    say("board also", cat.board_also(&["http://10.0.0.9:8080/".into(), "http://169.254.3.4:8080/".into()]));
    say("board no network", cat.board_no_network());
    say("board scan", cat.board_scan().to_string());
    say("board public peers", cat.public_peers());
    say("board accept failing", cat.board_accept_failing("Too many open files (os error 24)"));
    out
}

#[test]
fn the_judge_and_simulate_in_english() {
    insta::assert_snapshot!(judge_gallery(Lang::En));
}

#[test]
fn the_judge_and_simulate_in_spanish() {
    insta::assert_snapshot!(judge_gallery(Lang::Es));
}

#[test]
fn the_judge_and_simulate_in_french() {
    insta::assert_snapshot!(judge_gallery(Lang::Fr));
}

// --- every error and every warning

#[test]
fn every_error_and_warning_has_its_place_in_the_gallery() {
    complete("errors", &errors(), error_index, ERRORS, &[]);
    complete("warnings", &warnings(), warning_index, WARNINGS, &[]);
}

/// One language's errors and warnings about a journal, each on its own line (a ruleset's
/// problems on one line each).
fn errors_gallery(lang: Lang) -> String {
    let cat = lang.catalog();
    let mut out = String::new();
    for e in errors() {
        out.push_str(&format!("error {}: {}\n", error_index(&e), cat.error(&e, None)));
    }
    for w in warnings() {
        out.push_str(&format!("warning {}: {}\n", warning_index(&w), cat.warning(&w)));
    }
    out
}

#[test]
fn the_errors_in_english() {
    insta::assert_snapshot!(errors_gallery(Lang::En));
}

#[test]
fn the_errors_in_spanish() {
    insta::assert_snapshot!(errors_gallery(Lang::Es));
}

#[test]
fn the_errors_in_french() {
    insta::assert_snapshot!(errors_gallery(Lang::Fr));
}

/// The words of a concours's pages: the standings' short heads and ranking rule, a printed
/// sheet's words and checks (Belote's numbers; a game with no belote nor capot; a target), and
/// the projector board's.
fn concours_outputs_gallery(lang: Lang) -> String {
    use tapete::concours::Ranking;
    let cat = lang.catalog();
    let mut out = String::new();
    let mut say = |head: &str, text: String| {
        out.push_str(&format!("{head}: {text}\n"));
    };
    say("standings, short heads", cat.standings_heads_short().join(" | "));
    say("ranking, points", cat.ranking_rule(Ranking::Points));
    say("ranking, wins", cat.ranking_rule(Ranking::Wins));
    say("table", cat.table_title(7));
    let w = cat.sheet_words();
    say("sheet words", [w.hand, w.total, w.belotes, w.capots, w.held, w.signatures, w.no_partie].join(" | "));
    say("sheet check", cat.sheet_check(12, 162, 20, 90));
    say("sheet check, no belote nor capot", cat.sheet_check(5, 40, 0, 0));
    say("sheet target", cat.sheet_target(1000));
    let b = cat.board_words();
    say("board words", [b.standings, b.awaited, b.no_round, b.reload].join(" | "));
    out
}

#[test]
fn the_concours_outputs_in_english() {
    insta::assert_snapshot!(concours_outputs_gallery(Lang::En));
}

#[test]
fn the_concours_outputs_in_spanish() {
    insta::assert_snapshot!(concours_outputs_gallery(Lang::Es));
}

#[test]
fn the_concours_outputs_in_french() {
    insta::assert_snapshot!(concours_outputs_gallery(Lang::Fr));
}
