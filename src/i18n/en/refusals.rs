//! English: why an entry is refused (with "did you mean …?"), what a line that could not
//! be read was taken for, and the infractions.

use super::{agree, calls, counted, meld_list, value_problem, En};
use crate::cards::{Card, DeckKind, Typing};
use crate::engine::{Ask, Call, CallWords, Misread};
use crate::engine::{BidValue, Duty, Expected, Infraction, Lance, Offence, Proof, Refusal, Say, VoidReason};
use crate::i18n::{letters, list, Names, Questions, Refusals, Terms};
use crate::term::quote;

/// A contract's double and its answer as the ruleset calls them, the bid "doubled" and a player
/// "doubled" said with them.
fn doubles(words: CallWords) -> (&'static str, &'static str, &'static str, &'static str) {
    match words {
        CallWords::Coinche => ("coinche", "surcoinche", "coinched", "coinched"),
        CallWords::Contre => ("contre", "surcontre", "contré", "said contre"),
    }
}

impl Refusals for En {
    fn did_you_mean(&self, what: &str) -> String {
        format!(" — did you mean {what}?")
    }

    fn refusal_only(&self, r: &Refusal, x: &Names) -> String {
        let p = |s: &usize| x.player(*s);
        let c = |c: &Card| x.card(*c);
        match r {
            Refusal::UnknownPlayer { name } => {
                format!("{} is not a player here ({})", quote(name), list(&x.players.iter().map(|p| crate::term::safe(p).into_owned()).collect::<Vec<_>>()))
            }
            Refusal::NotACard { text, typing } => format!("{} {}", quote(text), self.not_a_card(typing)),
            Refusal::NotInDeck { card, size } => format!("{} is not in the {size}-card deck", c(card)),
            Refusal::NotAMeld { text } => {
                format!("{} is not an announcement: four (brelán), run3 … run8 (tercia, cuarta, quinta …)", quote(text))
            }
            Refusal::NotALance { text } => format!(
                "{} is not a lance: {}",
                quote(text),
                Lance::ALL.iter().map(|l| l.code()).collect::<Vec<_>>().join(", ")
            ),
            Refusal::NotASay { text } => format!("{} is not something to say with a card: belote or rebelote", quote(text)),
            Refusal::NotACall { text } => format!("{} is not a call: pass, take or play", quote(text)),
            Refusal::NotATrump { text } => format!("{} is not a trump: S, H, D, C, all or none", quote(text)),
            Refusal::NotACount { count } => format!("{count} is not a number of cards"),
            Refusal::UnknownSide { name, sides } => {
                format!("{} is not a side here ({})", quote(name), list(&sides.iter().map(|p| crate::term::safe(p).into_owned()).collect::<Vec<_>>()))
            }
            Refusal::AmendWith { kind } => {
                format!("an amend replaces an entry of play; it cannot put '{}' in its place", kind.code())
            }
            Refusal::AmendNoLine { line } => format!(
                "no entry in force stands at line {line} (retracted, an undo, or no such line): amend a line the list shows"
            ),
            Refusal::AmendRefusedLine { line } => format!(
                "the entry at line {line} was refused, so it is not in force and there is nothing to amend: type the right entry instead"
            ),
            Refusal::AmendBreaks { line, why } => {
                format!("with this correction the entry at line {line} would be refused: {}", self.refusal(why, x))
            }
            Refusal::TallyAfterCards => "a tally replaces the hand's cards: it comes after the bids and before the first card (undo the cards played to tally the hand)".into(),
            Refusal::ShownForTally => "shows were entered before the first card, so this hand is entered as a tally (undo the shows to enter its cards)".into(),
            Refusal::TallyNeedsPoints(shape) => format!("a Belote tally gives each side's card points and tricks, e.g. '{}'", crate::i18n::tally_example(*shape, x, self.words())),
            Refusal::TallyTwice { side } => format!("{} is named twice in the tally", x.side(*side)),
            Refusal::TallyNegative { side } => format!("{} is given a negative count", x.side(*side)),
            Refusal::TallyTricks { total, want } => format!("the tricks add up to {total}; a hand has {want}"),
            Refusal::TallyPoints { total, want, exact: true } => {
                format!("the card points add up to {total}; with every card played they add up to {want}")
            }
            Refusal::TallyPoints { total, want, exact: false } => {
                format!("the card points add up to {total}; at most {want} can be taken")
            }
            Refusal::TallyNoTricks { side, points } => {
                format!("{} took no trick but is given {}", x.side(*side), counted(*points, "card point", "card points"))
            }
            Refusal::TallyBelote { most: 0, .. } => "there is no belote without a trump suit".into(),
            Refusal::TallyBelote { count, most } => {
                format!("belote-rebelote is credited {}; this trump allows at most {most}", counted(*count, "time", "times"))
            }
            Refusal::TallyOut { player } => format!("{} is not in this hand (passed), so takes no trick", p(player)),
            Refusal::TallyRenounceOut { player } => format!("{} passed and played no card, so cannot have renounced", p(player)),
            Refusal::TallyTricksOnly => "a La Bestia tally counts tricks by player, not card points: tally Ana 2 Luis 3 Marta 0".into(),
            Refusal::NothingToUndo => "there is nothing to undo".into(),
            Refusal::SessionEnded => "the session has ended ('end' was entered)".into(),
            Refusal::PartieNotOver => "the partie is not over: a side confirms or disputes its result once its hands are played".into(),
            Refusal::GameOver { winner: Some(w) } => format!("the game is over: {} won", x.side(*w)),
            Refusal::GameOver { winner: None } => "the game is over: its hands are played, a draw".into(),
            Refusal::NoPlace { kind, ruleset } => format!("a '{}' entry has no place in {ruleset}", kind.code()),
            Refusal::UnknownOption { key, known } => {
                format!("there is no option {}; the options are {}", quote(key), known.join(", "))
            }
            Refusal::OptionValue { key, problem } => value_problem(key, problem),
            Refusal::AnteTooLow { ante, players, min } => format!(
                "ante {ante} is too low: {} put {} in the pot, and it must hold at least {min}",
                counted(*players, "player", "players"),
                counted(ante * *players as i64, "chip", "chips")
            ),
            Refusal::Overflow => "this entry makes a chip or point total overflow; it was not saved, and the table stops here.".into(),
            Refusal::LineTooLong { bytes, max } => format!(
                "this entry would take {} in the journal, and a journal line holds at most {} ({}): it was not saved; split a long note into several",
                counted(*bytes, "byte", "bytes"),
                super::size(*max as u64),
                counted(*max, "byte", "bytes")
            ),
            Refusal::JournalFull { max } => format!(
                "the journal has reached its size limit ({}): this entry was not saved; end this session and go on in a new one (tapete new --again)",
                super::size(*max)
            ),
            Refusal::NoHand => "no hand is being played: enter the deal first".into(),
            Refusal::HandNotFinished { hand } => format!("hand {hand} is not finished"),
            Refusal::NotYourDeal { dealer } => format!("it is {}'s deal", p(dealer)),
            Refusal::NothingTurned => "nothing is turned up at this deal: deal, or deal and the dealer's name".into(),
            Refusal::NeedsTurned => "the deal needs the card turned up".into(),
            Refusal::MoscaSettles => "nobody plays a hand won by a mosca: enter another mosca or the next deal".into(),
            Refusal::BiddingOver { taker: Some(t) } => format!("the bidding is over: {} took", p(t)),
            Refusal::BiddingOver { taker: None } => "the play-or-pass round is over".into(),
            Refusal::NotYourBid { bidder } => format!("it is {}'s turn to bid", p(bidder)),
            Refusal::CallNotHere { allowed } => format!("that is not a call here: {}", calls(allowed)),
            Refusal::PassNamesNoTrump => "a pass names no trump".into(),
            Refusal::TrumpIsTurned { turned } => {
                format!("in the first round the trump is the turned card's suit ({})", x.suit(*turned))
            }
            Refusal::NameATrump => {
                let [s, h, d, c] = letters::suit_letters(x.deck, x.letters);
                format!("in the second round a take names the trump: {s}, {h}, {d} or {c}")
            }
            Refusal::OtherSuit { turned } => {
                format!("in the second round the trump must differ from the turned suit ({})", x.suit(*turned))
            }
            Refusal::AllOrNone => "in the third round a take is 'all' (all-trump) or 'none' (no-trump)".into(),
            Refusal::BidNeedsValue => "a bid says its value: 80 to 180 by tens, or capot".into(),
            Refusal::ValueOnlyWithBid { call } => format!("only a bid has a value; '{}' has none", calls(&[*call])),
            Refusal::NotABidValue { text } => format!("{} is not a bid value: 80 to 180 by tens, or capot", quote(text)),
            Refusal::BidNeedsTrump => {
                let [s, h, d, c] = letters::suit_letters(x.deck, x.letters);
                format!("a bid names its trump: {s}, {h}, {d} or {c} (or all, none where they are bid)")
            }
            Refusal::CoincheNamesNoTrump { words } => {
                let (co, sur, ..) = doubles(*words);
                format!("a {co} or a {sur} names no trump")
            }
            Refusal::BidNotAbove { standing: BidValue::Capot, .. } => "nothing is bid above a capot".into(),
            Refusal::BidNotAbove { standing, lowest: Some(l) } => format!("a bid must be above the standing {}: {} or more, or capot", standing.code(), l.code()),
            Refusal::BidNotAbove { standing, lowest: None } => format!("a bid must be above the standing {}: only capot is", standing.code()),
            Refusal::BidNotTens { value } => format!("{value} is not a multiple of ten: bids go by tens"),
            Refusal::BidOutOfRange { value, max } => format!("{value} is not a bid: a bid is 80 to {max}, or capot"),
            Refusal::NoAllNoTrump => "all-trump and no-trump are not bid in this game (option all_no_trump)".into(),
            Refusal::SelfRaiseSameTrump { trump } => format!("a player raises their own bid only in another trump, not {}", self.trump(*trump, x)),
            Refusal::SelfRaiseNever => "a player does not raise their own bid in this game (option self_raise: never)".into(),
            Refusal::CoincheOwnSide { bidder, words } => format!("only an opponent of {} (who holds the bid) may {}", p(bidder), doubles(*words).0),
            Refusal::CoincheNoBid { words } => format!("there is no bid to {}", doubles(*words).0),
            Refusal::AlreadyCoinched { by, words } => format!("the bid is already {}, by {}", doubles(*words).2, p(by)),
            Refusal::CoincheOutOfTurn { bidder, words } => format!("a {} is said in turn in this game, and it is {}'s turn (option coinche_timing: in-turn)", doubles(*words).0, p(bidder)),
            Refusal::BidAfterCoinche { coincher, words } => {
                let (_, sur, _, said) = doubles(*words);
                format!("{} {said}: no more bids; the bidder's side answers, pass or {sur}", p(coincher))
            }
            Refusal::SurcoincheNoCoinche { words } => {
                let (co, sur, ..) = doubles(*words);
                format!("there is no {co} for a {sur} to answer")
            }
            Refusal::SurcoincheByCoinchers { bidder, words } => format!("only {}'s side may {}", p(bidder), doubles(*words).1),
            Refusal::AnswerByBiddersSide { bidder, words } => {
                let (co, sur, ..) = doubles(*words);
                format!("after a {co} only {} and partner answer, pass or {sur}", p(bidder))
            }
            Refusal::AlreadyAnswered { player, words } => format!("{} has already answered the {}", p(player), doubles(*words).0),
            Refusal::NoTrumpInBestia => "bestia bids name no trump: play or pass".into(),
            Refusal::NoSwap { players } => format!("there is no 7 swap with {}", counted(*players, "player", "players")),
            Refusal::SwapAfterTake => "the 7 swap comes after a take".into(),
            Refusal::SwapTurnedSuitOnly => "the 7 may be swapped only when trump is the turned card's suit".into(),
            Refusal::AlreadySwapped => "the turned card was already swapped".into(),
            Refusal::SwapBeforeFirstCard => "the 7 swap must be made before the first card is led".into(),
            Refusal::TurnedIsSeven => "the turned card is the 7 itself".into(),
            Refusal::NoAnnouncements { ruleset } => {
                format!("{ruleset} has no announcements (belote and rebelote are said with the cards)")
            }
            Refusal::AnnounceAfterBidding => "announcements come after the bidding".into(),
            Refusal::AlreadyAnnounced { player } => format!("{} has already announced in this hand", p(player)),
            Refusal::NothingToShow { player } => format!("{} has announced nothing to show", p(player)),
            Refusal::ShowBeforeFirstTrick => "combinations are shown once everyone has played to the first trick".into(),
            Refusal::NoBottom { players } => format!("with {} no stock is left after the deal: there is no bottom card", counted(*players, "player", "players")),
            Refusal::BottomIsTurned { card } => format!("the bottom card cannot be the card turned up ({})", c(card)),
            Refusal::MisdealAfterPlay => "a misdeal is entered after the deal and before the first card is played".into(),
            Refusal::AlreadyShown { player } => format!("{} has already shown", p(player)),
            Refusal::CardIsOthers { card, owner } => format!("{} is {}'s card", c(card), p(owner)),
            Refusal::StillBidding { bidder: Some(b) } => format!("the bidding is not over: it is {}'s turn to bid", p(b)),
            Refusal::StillBidding { bidder: None } => "no card is played before play-or-pass is over".into(),
            Refusal::NotYourTurn { player, trick } => format!("it is {}'s turn to play in trick {trick}", p(player)),
            Refusal::AlreadyPlayed { card, by: Some(by), trick: Some(t) } => {
                format!("{} was already played by {} in trick {t}", c(card), p(by))
            }
            Refusal::AlreadyPlayed { card, .. } => format!("{} was already played in this hand", c(card)),
            Refusal::OutOfPlay { card } => format!("{} is out of play in this hand", c(card)),
            Refusal::InDiscards { card, owner } => format!("{} was seen in {}'s hand and is theirs or among the discards: only a player whose exchange took from the discards after that may hold it", c(card), p(owner)),
            Refusal::KnownHeld { card, holder } => format!("{} is known to be in {}'s hand", c(card), p(holder)),
            Refusal::NothingToSay => "nothing is said with a card in bestia".into(),
            Refusal::PanfiloOff => "the pánfilo is off in this session (option panfilo)".into(),
            Refusal::PanfiloAlreadyShown => "the pánfilo was already shown in this hand".into(),
            Refusal::RightAfterDeal => "the pánfilo and moscas are shown right after the deal, before anyone plays or passes".into(),
            Refusal::MoscaSize { size } => format!("a mosca is {} of one suit", counted(*size, "different card", "different cards")),
            Refusal::MoscaOneSuit { size } => {
                format!("a mosca is {} of one suit of this deck (the pánfilo counts only for clubs)", counted(*size, "card", "cards"))
            }
            Refusal::AlreadyMosca { player } => format!("{} has already shown a mosca", p(player)),
            Refusal::MoscaOverlap { other } => format!("those cards overlap {}'s mosca", p(other)),
            Refusal::ExchangeNotNow => "exchanges come after play or pass, between the players who play".into(),
            Refusal::PassedCannotExchange { player } => format!("{} passed and cannot exchange", p(player)),
            Refusal::ExchangeBeforeFirstCard => "exchanges are made before the first card is led".into(),
            Refusal::AlreadyExchanged { player } => format!("{} has already exchanged", p(player)),
            Refusal::ExchangeRange { max, count } => format!("a player exchanges 0 to {}, not {count}", counted(*max, "card", "cards")),
            Refusal::ExchangeLeft { left, count } => format!(
                "only {} {} left to exchange (the stock, then the discards of those who passed), not {count}",
                counted(*left, "card", "cards"),
                agree(*left, "is", "are")
            ),
            Refusal::AlreadyDealt { card } => format!("{} has already been dealt in this hand", c(card)),
            Refusal::AllUp => "every player already has a face-up card".into(),
            Refusal::UpInOrder { next } => format!("the face-up cards go in deal order: {}'s is next", p(next)),
            Refusal::DownAfterUp => "the face-down cards come after every face-up card".into(),
            Refusal::AlreadyDown { player } => format!("{} already has two face-down cards", p(player)),
            Refusal::DownTwo { count } => format!("a player gets two face-down cards, not {count}"),
            Refusal::DownDiffer => "the two face-down cards must differ".into(),
            Refusal::DrawAfterDeal => "cards are drawn for treinta y una after every player has three".into(),
            Refusal::StandAfterDeal => "a player stands at treinta y una once every player has three cards".into(),
            Refusal::AlreadyStood { player } => format!("{} has already stood at treinta y una", p(player)),
            Refusal::HandSettled { hand } => format!("hand {hand} is settled: the next deal comes"),
            Refusal::HoldsThirtyOne { player, limit } => format!("{} holds {limit} at treinta y una: no more cards", p(player)),
            Refusal::OverThirtyOne { player, count, limit } => {
                format!("{} is over {limit} at treinta y una ({count}): out, no more cards", p(player))
            }
            Refusal::WildSettled { hand } => format!(
                "hand {hand} is settled: to give the perejila a value late, undo back to before the entry that settled it, then give the value"
            ),
            Refusal::NoPerejila { player, perejila } => format!("{} does not hold the perejila ({})", p(player), c(perejila)),
            Refusal::WildAsDeOrosOnly => "in the as de oros the perejila can only be the as de oros (1O)".into(),
            Refusal::AsDeOrosFaceDown { holder } => {
                format!("{} holds the as de oros face down: the perejila cannot stand for it", p(holder))
            }
            Refusal::WildPuntoAce => "in the punto the perejila counts only as an ace".into(),
            Refusal::WildPuntoFaceUp => "in the punto only a face-up perejila counts".into(),
            Refusal::WildPuntoAceBefore { holder } => format!("{} dealt an ace face up before the perejila: it cannot count as an ace in the punto", p(holder)),
            Refusal::StockLeft { left } => format!("the stock still holds {}: a reshuffle comes when it runs out", counted(*left, "card", "cards")),
            Refusal::ReshuffleAfterDeal => "a reshuffle comes at treinta y una, once every card is dealt".into(),
            Refusal::WildEspadas => "in mayor de espadas the perejila stands for an espadas card".into(),
            Refusal::WildFixed { card, lance } => format!(
                "the perejila already stands for {} from {} on: it keeps that value for the rest of the hand",
                c(card),
                self.lance(*lance)
            ),
        }
    }

    fn misread(&self, m: &Misread, x: &Names) -> String {
        match m {
            Misread::Empty => "type an answer".into(),
            Misread::NotText => "that line is not UTF-8 text, so none of it was read: type it again".into(),
            Misread::Refused(r) => self.refusal(r, x),
            Misread::SideForm { dispute } => if *dispute { "dispute SIDE TEXT: the side (its name, or one of its players) and why, e.g. dispute Ana+Marta hand 3 was 92".into() } else { "confirm SIDE: the side's name, or one of its players, e.g. confirm Ana+Marta".into() },
            Misread::AmendForm => format!("amend LINE ENTRY, e.g. amend 41 Pep {} belote (the line as the list of entries shows it); amend alone lists the recent entries", x.code(letters::AMEND_EXAMPLE)),
            Misread::AmendWhat { line } => format!("type what replaces line {line} on the same line: amend {line} CARD (a play by the same player) or amend {line} ENTRY, e.g. amend {line} {}", x.code(letters::AMEND_EXAMPLE)),
            Misread::TallyForm(Some(shape)) if shape.points.is_some() => format!("tally SIDE POINTS/TRICKS … [belote PLAYER] [renounce PLAYER], e.g. {} belote {}", crate::i18n::tally_example(*shape, x, self.words()), x.player(0)),
            Misread::TallyForm(Some(shape)) => format!("tally PLAYER TRICKS …, e.g. {}", crate::i18n::tally_example(*shape, x, self.words())),
            Misread::TallyForm(None) => "tally SIDE POINTS/TRICKS … [belote PLAYER] [renounce PLAYER]; La Bestia: tally PLAYER TRICKS …".into(),
            Misread::OptionForm => "option KEY=VALUE, e.g. option target=501".into(),
            Misread::WhoCalls { call, may, words } => {
                let names: Vec<String> = may.iter().map(|p| x.player(p).to_string()).collect();
                let (both, first) = (crate::i18n::joined(&names, "and"), names.first().cloned().unwrap_or_default());
                let (co, sur, ..) = doubles(*words);
                match call {
                    Call::Coinche => format!("{both} may both {co}: type who does, e.g. {first} {co}"),
                    Call::Surcoinche => format!("{both} may both {sur}: type who does, e.g. {first} {sur}"),
                    _ => format!("{both} both answer the {co}: type who passes, e.g. {first} pass"),
                }
            }
            Misread::NotUnderstood { text, question } | Misread::NotABid { text, question } => {
                let want = match question.ask.expected() {
                    Expected::Call(options) => format!("a call: {}", self.calls(options, x).join(", ")),
                    Expected::DealOrDealer => "'deal', or the dealer's name".into(),
                    Expected::TurnedCard => {
                        let c = x.code(letters::TURNED_EXAMPLE);
                        format!("the card turned up ({c}), or deal with the dealer's name first (deal Ana {c})")
                    }
                    Expected::Player => "a player's name".into(),
                    Expected::PlayerAndCards => "a player's name and the cards".into(),
                    Expected::Announcement => "an announcement (brelán, tercia, cuarta, quinta …) or está bien".into(),
                    Expected::Count { max } => format!("a number of cards, 0 to {max}"),
                    Expected::EndOrQuit => "'end' or 'quit'".into(),
                    Expected::ContractCall { lowest, capot, all_no_trump, closing } => {
                        let mut can = Vec::new();
                        if let Some(l) = lowest {
                            can.push(format!("a bid ({} or more and its trump{})", l.code(), if all_no_trump { ", all or none" } else { "" }));
                        }
                        if capot {
                            can.push("capot and its trump".to_string());
                        }
                        if let Ask::ContractBid { may_coinche, may_surcoinche, words, .. } = &question.ask {
                            let (co, sur) = match words {
                                CallWords::Coinche => ("coinche", "surcoinche"),
                                CallWords::Contre => ("contre", "surcontre"),
                            };
                            if !may_coinche.is_empty() {
                                can.push(co.into());
                            }
                            can.push("pass".into());
                            if !may_surcoinche.is_empty() {
                                can.push(sur.into());
                            }
                        }
                        if closing {
                            can.push("the first card led".to_string());
                        }
                        crate::i18n::joined(&can, "or")
                    }
                    Expected::Card => "a card".into(),
                    Expected::Say(say) => {
                        let w = if say == Say::Belote { "belote" } else { "rebelote" };
                        format!("'{w}', or Enter: not said")
                    }
                };
                match m {
                    Misread::NotABid { .. } => format!("{} is not a bid: type {want}", quote(text)),
                    _ => format!("{} is not understood here: type {want}, or 'help'", quote(text)),
                }
            }
        }
    }

    fn infraction(&self, i: &Infraction, x: &Names) -> String {
        let who = x.player(i.player);
        match i.offence() {
            Offence::Agreed => format!("{who} renounced, as the table agreed in the tally"),
            Offence::Play { duty, led, trick, played, proof } => {
                let led = x.suit(led);
                let duty = match duty {
                    Duty::FollowSuit => format!("did not follow {led}"),
                    Duty::Beat => format!("did not beat the best {led}"),
                    Duty::Trump => "did not trump".into(),
                    Duty::Overtrump => "did not overtrump".into(),
                };
                let proof = match proof {
                    Proof::Played { trick: t, card: c } => format!("they played {} in trick {t}", x.card(c)),
                    Proof::Held(witness) => format!("they were known to hold {}", x.card(witness)),
                };
                let played = played.map(|c| x.card(c)).unwrap_or_default();
                format!("{who} {duty} in trick {trick} (played {played}); {proof}")
            }
            Offence::Contradicted { melds, card, by } => {
                let said = meld_list(melds);
                let card = x.card(card);
                match by {
                    Some(b) => format!(
                        "{who} showed {card} for {said}, but {} played it: the announcement is false and void",
                        x.player(b)
                    ),
                    None => format!(
                        "{who} showed {card} for {said} and never played it: the announcement is false and void"
                    ),
                }
            }
            Offence::Void { melds, why } => {
                let said = meld_list(melds);
                match why {
                    VoidReason::Late => {
                        format!("{who} announced {said} after playing a card: the announcement is void")
                    }
                    VoidReason::NotHigher => format!(
                        "{who} announced {said}, lower than an announcement already made: the announcement is void"
                    ),
                    VoidReason::OutOfTurn => {
                        format!("{who} announced {said} before their turn: the announcement is void")
                    }
                    VoidReason::ShowMismatch => {
                        format!("{who} announced {said} but the cards shown do not make it: the announcement is void")
                    }
                    VoidReason::NotShown => {
                        format!("{who} announced {said} and did not show it: the announcement is void")
                    }
                }
            }
        }
    }
}

impl En {
    /// Why a typed text is no card, after the text: the table's letters and its deck's ranks.
    pub(super) fn not_a_card(&self, t: &Typing) -> String {
        match t.deck {
            DeckKind::French => format!(
                "is not a card of the French deck: type a rank ({}{}) and a suit ({} or ♠ ♥ ♦ ♣), e.g. {}, '{}'",
                letters::french_ranks(t),
                if letters::t_for_ten(t.deck, t.letters) { ", T for 10" } else { "" },
                letters::suit_letters(t.deck, t.letters).join(" "),
                letters::french_examples(t.letters),
                self.card_name(letters::refusal_card(t.deck), t.deck)
            ),
            DeckKind::Spanish => format!(
                "is not a card of the Spanish deck: type a rank ({}, S sota, C caballo, R rey) and a suit (O oros, C copas, E espadas, B bastos), e.g. 1O, RE, 'as de oros'",
                letters::spanish_numbers(t)
            ),
        }
    }
}
