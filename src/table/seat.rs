/*!
A seated phone's line (docs/serve.md, "Seats"): a phone that says whose it is has its bare answers
read as its player's. A line that says what it is (a command, `amend`, an entry that starts with
its word or names its player) is read as from any phone: a seat is a convenience, not an
authority. A bare answer is read against the questions its player may answer now, as the game
asks them: the question asked of that player, a question of no one player (the deal, who swaps
the 7, a pánfilo), and, in a contract auction, a coinche or surcoinche that player may say out of
turn (the players the question says may say it, narrowed to this one). A bare answer when none
is its player's is not read: it is refused, whose turn it is named.
*/

use super::answer::{Answer, Misread, Reader};
use crate::engine::{Ask, Question, Seat, Seats};

/// A seated phone's bare answer while none of the questions is its player's: whose they are
/// (the player asked, or the players who may answer a coinche).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct NotYours {
    /// The phone's player.
    pub(crate) seat: Seat,
    pub(crate) turn: Vec<Seat>,
}

/// `q` as player `seat` may answer it now, or None: the question asked of them, one of no one
/// player, or a contract auction's where they may coinche, surcoinche or lead the card that
/// closes it (a coinche or surcoinche then theirs alone, so a bare `coinche` names them).
fn as_seat(q: &Question, seat: Seat) -> Option<Question> {
    if let Ask::ContractBid { may_coinche, may_surcoinche, closing, .. } = &q.ask {
        let (coinche, surcoinche) = (may_coinche.contains(seat), may_surcoinche.contains(seat));
        if q.who != Some(seat) && !coinche && !surcoinche && *closing != Some(seat) {
            return None;
        }
        let only = |may: bool| if may { Seats::of([seat]) } else { Seats::NONE };
        let mut mine = q.clone();
        if let Ask::ContractBid { may_coinche, may_surcoinche, .. } = &mut mine.ask {
            *may_coinche = only(coinche);
            *may_surcoinche = only(surcoinche);
        }
        return Some(mine);
    }
    match q.who {
        Some(who) if who != seat => None,
        _ => Some(q.clone()),
    }
}

/// Whose the questions are, for a seat none of them is: the first player asked, else the players
/// who may answer a coinche.
fn whose(questions: &[&Question]) -> Vec<Seat> {
    if let Some(who) = questions.iter().find_map(|q| q.who) {
        return vec![who];
    }
    questions
        .iter()
        .find_map(|q| match &q.ask {
            Ask::ContractBid { may_surcoinche, may_coinche, .. } => {
                let may: Vec<Seat> = may_surcoinche.iter().chain(may_coinche.iter()).collect();
                (!may.is_empty()).then_some(may)
            }
            _ => None,
        })
        .unwrap_or_default()
}

/// `line` from a phone seated as `seat` (None: no seat, or the scorer's: read as typed), against
/// the questions of the moment. A bare answer is its player's: read against the questions they
/// may answer, then, if that reads nothing, with their name before it (`swap`, `KC belote`);
/// one that still comes to another player's entry at that player's question is not theirs to
/// give. `Err`: a bare answer when it is not the seat's turn.
pub(crate) fn read(
    reader: &Reader,
    line: &str,
    questions: &[&Question],
    seat: Option<Seat>,
) -> Result<Result<Answer, Misread>, NotYours> {
    let Some(seat) = seat.filter(|s| *s < reader.players.len()) else { return Ok(reader.read(line, questions)) };
    if !reader.is_bare(line) {
        return Ok(reader.read(line, questions));
    }
    let mine: Vec<Question> = questions.iter().filter_map(|q| as_seat(q, seat)).collect();
    if mine.is_empty() {
        let turn = whose(questions);
        if turn.is_empty() {
            return Ok(reader.read(line, questions));
        }
        return Err(NotYours { seat, turn });
    }
    let mine: Vec<&Question> = mine.iter().collect();
    let answer = match reader.read(line, &mine) {
        Ok(answer) => answer,
        Err(problem) => {
            let named = format!("{} {}", reader.players[seat], line.trim());
            return Ok(match reader.read(&named, &mine) {
                Ok(Answer::Event(e)) if e.player() == Some(seat) => Ok(Answer::Event(e)),
                _ => Err(problem),
            });
        }
    };
    match &answer {
        Answer::Event(e) => match e.player() {
            Some(p) if p != seat && questions.iter().any(|q| q.who == Some(p)) => Err(NotYours { seat, turn: vec![p] }),
            _ => Ok(Ok(answer)),
        },
        _ => Ok(Ok(answer)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{self, DeckKind, Typing};
    use crate::engine::{BidValue, Call, CallWords, DealCard, Event, Say, Trump};
    use crate::ruleset::Ruleset;

    fn players() -> Vec<String> {
        ["Ana", "Luis", "Marta", "Pep"].iter().map(|s| s.to_string()).collect()
    }

    fn reader<'a>(rs: &'a Ruleset, players: &'a [String]) -> Reader<'a> {
        Reader { players, sides: players, typing: Typing::journal(DeckKind::French), ruleset: rs, tally: None }
    }

    fn card(who: Seat) -> Question {
        Question::of(who, Ask::Card { hand: 1, trick: 1, tricks: 8, led: None, trump: None, contract: None })
    }

    fn c(code: &str) -> cards::Card {
        cards::parse_card(DeckKind::French, code).unwrap()
    }

    const PEP: Seat = 3;

    #[test]
    fn a_bare_answer_is_the_seat_s_player_s_and_refused_out_of_turn() {
        let rs = crate::games::Rules::load("belote-classic").unwrap();
        let players = players();
        let r = reader(&rs, &players);
        let play = |player, code: &str| Ok(Ok(Answer::Event(Event::Play { player, card: c(code), say: None })));
        // Pep's turn: his card.
        assert_eq!(read(&r, "7C", &[&card(PEP)], Some(PEP)), play(PEP, "7C"));
        // Marta's turn: a bare card from Pep's phone is not his to give; named, it is read as
        // typed (the referee judges it).
        assert_eq!(read(&r, "7C", &[&card(2)], Some(PEP)), Err(NotYours { seat: PEP, turn: vec![2] }));
        assert_eq!(read(&r, "Marta 7C", &[&card(2)], Some(PEP)), play(2, "7C"));
        assert_eq!(read(&r, "Ana 7C", &[&card(2)], Some(PEP)), play(0, "7C"));
        // Commands are nobody's.
        assert_eq!(read(&r, "undo", &[&card(2)], Some(PEP)), Ok(Ok(Answer::Undo)));
        // No seat (or the scorer's): as typed.
        assert_eq!(read(&r, "7C", &[&card(2)], None), play(2, "7C"));
        // A word said with the card, the seat's name put before it.
        assert_eq!(
            read(&r, "KH belote", &[&card(PEP)], Some(PEP)),
            Ok(Ok(Answer::Event(Event::Play { player: PEP, card: c("KH"), say: Some(Say::Belote) })))
        );
        // A question of no one player: the deal is anyone's.
        let deal = Question::anyone(Ask::Deal { hand: 1, dealer: 0, card: DealCard::Turned });
        assert_eq!(
            read(&r, "8C", &[&deal], Some(PEP)),
            Ok(Ok(Answer::Event(Event::Deal { dealer: 0, turned: Some(c("8C")), bottom: None })))
        );
        // Who swaps the 7: `swap` alone is the seat's.
        let swap = Question::anyone(Ask::Swap { turned: c("8C") }).optional();
        assert_eq!(
            read(&r, "swap", &[&swap, &card(2)], Some(PEP)),
            Ok(Ok(Answer::Event(Event::SwapSeven { player: PEP })))
        );
    }

    fn auction(who: Option<Seat>, may_coinche: &[Seat], may_surcoinche: &[Seat]) -> Question {
        let ask = Ask::ContractBid {
            hand: 1,
            standing: Some((1, BidValue::Points(90), Trump::Suit(cards::Suit(1)))),
            lowest: Some(BidValue::Points(100)),
            max: 160,
            capot: true,
            coinched: None,
            may_coinche: Seats::of(may_coinche.iter().copied()),
            may_surcoinche: Seats::of(may_surcoinche.iter().copied()),
            closing: None,
            all_no_trump: true,
            words: CallWords::Coinche,
        };
        Question { who, ask, optional: false }
    }

    #[test]
    fn a_coinche_out_of_turn_is_the_seat_s_when_its_player_may_say_it() {
        let rs = crate::games::Rules::load("coinche").unwrap();
        let players = players();
        let r = reader(&rs, &players);
        let bid = |player, call| Ok(Ok(Answer::Event(Event::Bid { player, call, trump: None })));
        // Marta to speak after Luis's 90♥; Ana and Marta may coinche (Luis's opponents).
        let q = auction(Some(2), &[0, 2], &[]);
        assert_eq!(read(&r, "coinche", &[&q], Some(0)), bid(0, Call::Coinche), "Ana, out of turn");
        assert_eq!(read(&r, "coinche", &[&q], Some(2)), bid(2, Call::Coinche), "Marta, in turn");
        // Without a seat two may say it: the line must name one.
        assert!(matches!(read(&r, "coinche", &[&q], None), Ok(Err(Misread::WhoCalls { .. }))));
        // Ana's pass or bid would be Marta's turn: not hers to give.
        assert_eq!(read(&r, "pass", &[&q], Some(0)), Err(NotYours { seat: 0, turn: vec![2] }));
        assert_eq!(read(&r, "100 S", &[&q], Some(0)), Err(NotYours { seat: 0, turn: vec![2] }));
        // Pep, Luis's partner, may not coinche: not his turn.
        assert_eq!(read(&r, "coinche", &[&q], Some(PEP)), Err(NotYours { seat: PEP, turn: vec![2] }));
        // After Ana's coinche, Luis and Pep answer in either order: Pep's pass is his.
        let answers = auction(None, &[], &[1, PEP]);
        assert_eq!(read(&r, "pass", &[&answers], Some(PEP)), bid(PEP, Call::Pass));
        assert_eq!(read(&r, "surcoinche", &[&answers], Some(1)), bid(1, Call::Surcoinche));
        assert_eq!(read(&r, "pass", &[&answers], Some(2)), Err(NotYours { seat: 2, turn: vec![1, PEP] }));
    }
}
