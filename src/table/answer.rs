/*!
Reading what is typed at the table: a bare answer to the question asked (`7C`, `pass`, `3`), an
entry typed in full (`docs/entries.md`: `Pep 7C`, `Luis take H`, `deal Marta 8C`), or a command
(`undo`, `score`, `help`, `quit`). The words of every language of the table are read, whatever
its language; player names may hold spaces (the longest name a line starts with is taken).

A bare answer that does not fit the question asked is tried against the questions that follow
it: a card typed when an announcement is asked plays the card (and so says "está bien").
A line that starts with a player's name is the entry it spells, as the journal means it,
whatever the question: `Pep 10C` is Pep's play even when the deal is asked (and the referee
refuses it there, as `verify` would).
*/

use crate::cards::{Card, Typing};
use crate::engine::{
    Ask, BidValue, Call, CallWords, DealCard, Event, Lance, MeldName, Question, Refusal, Say, Seat, Seats,
};
use crate::engine::{Tally, Trump};
use crate::i18n::{any_meld, any_word, Words};
use crate::names::leading_player;
use crate::ruleset::Ruleset;

/// What a line means.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Answer {
    Event(Event),
    Undo,
    Score,
    Help,
    Quit,
    /// Enter on an optional question: ask the next one.
    Decline,
    /// `amend` alone (`line` none): pick an entry from the list, then type its replacement;
    /// `amend LINE` (`with` none): type the replacement of that line; `amend LINE TEXT` where
    /// TEXT is not an entry in full (a bare card): what it replaces is read from that line's entry.
    Amend {
        line: Option<usize>,
        with: Option<String>,
    },
}

pub(crate) use crate::engine::Misread;

/// What reading needs: the players, how the table types its cards (its deck and letters), the
/// ruleset (for option values).
pub(crate) struct Reader<'a> {
    pub(crate) players: &'a [String],
    /// The sides' names (a team's players joined by `+`, or a player's name).
    pub(crate) sides: &'a [String],
    pub(crate) typing: Typing,
    pub(crate) ruleset: &'a Ruleset,
    /// What a tally of this game adds up to (none: the game takes no tally), for the example
    /// of a tally that does not read.
    pub(crate) tally: Option<crate::engine::TallyShape>,
}

/// The lowest value a contract bid may have (RULES.md coinche: 80 to 180 by tens, or capot): a
/// number below it is no bid — typed before a suit it is a card (`9 H`), alone it is refused.
const LOWEST_BID: u16 = 80;

/// The words the doubles are called by at the questions of the moment (a contract auction's);
/// coinche where none asks.
fn call_words(questions: &[&Question]) -> CallWords {
    questions
        .iter()
        .find_map(|q| match q.ask {
            Ask::ContractBid { words, .. } => Some(words),
            _ => None,
        })
        .unwrap_or_default()
}

fn is(pick: impl Fn(&Words) -> &'static [&'static str], w: &str) -> bool {
    any_word(pick, w)
}

/// A typed line being read: its text, its words, the questions of the moment (asked first).
struct Typed<'t> {
    text: &'t str,
    words: Vec<&'t str>,
    questions: &'t [&'t Question],
}

/// What one attempt at reading a line comes to.
enum Step {
    /// The line is read (or refused) this way.
    Read(Result<Answer, Misread>),
    /// Not this way, for this reason: said if no later attempt reads the line.
    Problem(Misread),
    /// Not this way.
    Next,
}

/// One way of reading a line: what it reads, and the function that tries.
type Attempt<'r> = (&'static str, fn(&Reader<'r>, &Typed<'_>) -> Step);

impl<'r> Reader<'r> {
    /// How a line is read, in order: the first attempt that reads it wins.
    const ATTEMPTS: [Attempt<'r>; 8] = [
        ("a command word alone", Self::command),
        ("amend", Self::amend),
        ("an entry that starts with its word (tally, note, option, deal)", Self::keyword_entry),
        ("an entry that starts with a player's name", Self::named_line),
        ("a bare answer to the question asked", Self::bare_asked),
        ("a keyword before a player's name", Self::keyword_then_player),
        ("a bare answer to a later question", Self::bare_later),
        ("a mistyped player's name before an entry", Self::mistyped_name),
    ];
}

impl Reader<'_> {
    /// The words of a line, a player's name kept whole.
    fn tokens<'l>(&self, line: &'l str) -> Vec<&'l str> {
        let mut out = Vec::new();
        let mut rest = line.trim_start();
        while !rest.is_empty() {
            let len = match leading_player(self.players, rest) {
                Some((seat, _)) => self.players[seat].len(),
                None => rest.find(char::is_whitespace).unwrap_or(rest.len()),
            };
            out.push(&rest[..len]);
            rest = rest[len..].trim_start();
        }
        out
    }

    fn player(&self, word: &str) -> Option<usize> {
        let w = word.to_lowercase();
        self.players.iter().position(|p| p.to_lowercase() == w)
    }

    fn card(&self, text: &str) -> Result<Card, Misread> {
        self.typing
            .read(text)
            .map_err(|_| Misread::Refused(Refusal::NotACard { text: text.trim().to_string(), typing: self.typing }))
    }

    fn cards(&self, words: &[&str]) -> Result<Vec<Card>, Misread> {
        words.iter().map(|w| self.card(w)).collect()
    }

    /// A card with what is said with it (`KH belote`).
    fn card_say(&self, words: &[&str]) -> Result<(Card, Option<Say>), Misread> {
        let mut ws = words.to_vec();
        let say = match ws.last() {
            Some(w) if is(|x| x.belote, w) => Some(Say::Belote),
            Some(w) if is(|x| x.rebelote, w) => Some(Say::Rebelote),
            _ => None,
        };
        if say.is_some() {
            ws.pop();
        }
        Ok((self.card(&ws.join(" "))?, say))
    }

    fn trump(&self, word: &str) -> Option<Trump> {
        if is(|w| w.all, word) {
            return Some(Trump::All);
        }
        if is(|w| w.none, word) {
            return Some(Trump::NoTrump);
        }
        self.typing.suit_named(word).map(Trump::Suit)
    }

    /// A bid: `pass`, `take`, `take H`, `play`, or round 3's `all` / `none` alone.
    fn bid(&self, player: usize, words: &[&str]) -> Option<Event> {
        let first = words.first()?;
        let call = if is(|w| w.pass, first) {
            Call::Pass
        } else if is(|w| w.take, first) {
            Call::Take
        } else if is(|w| w.play, first) {
            Call::Play
        } else if words.len() == 1 && matches!(self.trump(first), Some(Trump::All | Trump::NoTrump)) {
            return Some(Event::Bid { player, call: Call::Take, trump: self.trump(first) });
        } else {
            return None;
        };
        let trump = match words.get(1) {
            Some(t) => Some(self.trump(t)?),
            None => None,
        };
        (words.len() <= 2).then_some(Event::Bid { player, call, trump })
    }

    /// A call of a contract auction (coinche), as docs/entries.md spells it: `90 H`, `110 all`,
    /// `100 TA`, `120 tout atout`, `capot S`, `pass`, `coinche` (`contre`), `surcoinche`
    /// (`surcontre`). None: the words are no such call — a number below 80 among them (`9 H` is a
    /// card), or no value first. A value without a trump it can be read with is refused here: no
    /// card starts with 80 or more, or with `capot`.
    fn contract_call(&self, words: &[&str], calls: CallWords) -> Option<Result<(Call, Option<Trump>), Misread>> {
        // A value and its trump typed together (`90H`, `100TA`) are two words.
        if let [one] = words {
            let digits = one.bytes().take_while(u8::is_ascii_digit).count();
            if digits > 0 && digits < one.len() && one[..digits].parse::<u16>().is_ok_and(|n| n >= LOWEST_BID) {
                return self.contract_call(&[&one[..digits], &one[digits..]], calls);
            }
        }
        let (first, rest) = words.split_first()?;
        let whole = words.join(" ");
        if is(|w| w.pass, &whole) {
            return Some(Ok((Call::Pass, None)));
        }
        if is(|w| w.coinche, &whole) {
            return Some(Ok((Call::Coinche, None)));
        }
        if is(|w| w.surcoinche, &whole) {
            return Some(Ok((Call::Surcoinche, None)));
        }
        if (is(|w| w.coinche, first) || is(|w| w.surcoinche, first)) && !rest.is_empty() {
            // `contre Pep`: the player named after the call (read as `Pep contre`).
            if let [name] = rest {
                if self.player(name).is_some() {
                    return None;
                }
            }
            return Some(Err(Misread::Refused(Refusal::CoincheNamesNoTrump { words: calls })));
        }
        let value = if is(|w| w.capot, first) {
            BidValue::Capot
        } else if !first.is_empty() && first.bytes().all(|b| b.is_ascii_digit()) {
            match first.parse::<u16>() {
                Ok(n) if n >= LOWEST_BID => BidValue::Points(n),
                Ok(_) => return None,
                Err(_) => return Some(Err(Misread::Refused(Refusal::NotABidValue { text: first.to_string() }))),
            }
        } else {
            return None;
        };
        match self.trump(&rest.join(" ")) {
            Some(trump) if !rest.is_empty() => Some(Ok((Call::Bid(value), Some(trump)))),
            _ => Some(Err(Misread::Refused(Refusal::BidNeedsTrump))),
        }
    }

    /// A bare answer at a contract auction's question: a call of the player it waits for (`90 H`,
    /// `capot S`, `pass`); `coinche` and `surcoinche` of the one player who may say them (when
    /// two may, the line must name one); at a closing question, a card is the first card led, by
    /// the player the question says leads it.
    /// A number below 80 is not a bid, and neither is a card before the auction can close.
    fn contract_bare(&self, q: &Question, words: &[&str]) -> Result<Option<Event>, Misread> {
        let Ask::ContractBid { may_coinche, may_surcoinche, closing, words: calls, .. } = &q.ask else {
            return Ok(None);
        };
        // Whoever the referee should hear it from when nobody in particular may say it (it
        // says why not).
        let anyone = q.who.or(may_surcoinche.iter().next()).unwrap_or(0);
        let one = |call: Call, may: Seats| -> Result<Seat, Misread> {
            let mut seats = may.iter();
            match (seats.next(), seats.next()) {
                (Some(p), None) => Ok(p),
                (Some(_), Some(_)) => Err(Misread::WhoCalls { call, may, words: *calls }),
                (None, _) => Ok(anyone),
            }
        };
        let bid = |player, call, trump| Ok(Some(Event::Bid { player, call, trump }));
        match self.contract_call(words, *calls) {
            Some(Ok((Call::Coinche, _))) => bid(one(Call::Coinche, *may_coinche)?, Call::Coinche, None),
            Some(Ok((Call::Surcoinche, _))) => bid(one(Call::Surcoinche, *may_surcoinche)?, Call::Surcoinche, None),
            Some(Ok((Call::Pass, _))) => match q.who {
                Some(p) => bid(p, Call::Pass, None),
                None => bid(one(Call::Pass, *may_surcoinche)?, Call::Pass, None),
            },
            Some(Ok((call, trump))) => bid(anyone, call, trump),
            Some(Err(m)) => Err(m),
            None => {
                if let (Some(leader), Ok((card, say))) = (*closing, self.card_say(words)) {
                    return Ok(Some(Event::Play { player: leader, card, say }));
                }
                let number = words.first().is_some_and(|w| w.bytes().all(|b| b.is_ascii_digit()));
                if number {
                    return Err(Misread::NotABid { text: words.join(" "), question: Box::new(q.clone()) });
                }
                Ok(None)
            }
        }
    }

    /// Combinations: `four run3`, `brelán tercia`, `cuarta`; "está bien" (and nothing) is none.
    fn melds(&self, words: &[&str]) -> Option<Vec<MeldName>> {
        let joined = words.join(" ");
        if words.is_empty() || is(|w| w.fine, &joined) {
            return Some(vec![]);
        }
        words.iter().map(|w| any_meld(w)).collect()
    }

    /// `tally Ana+Marta 92/5 Luis+Pep 70/3 belote Ana renounce Pep` (belote: card points and
    /// tricks by side), `tally Ana 2 Luis 3 Marta 0` (bestia: tricks by player). A player's name
    /// stands for their side.
    fn tally(&self, text: &str) -> Result<Event, Misread> {
        let number = |w: &str| w.parse::<i64>().map_err(|_| Misread::TallyForm(self.tally));
        let mut t = Tally::default();
        let mut rest = text.trim_start();
        while !rest.is_empty() {
            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            let word = &rest[..end];
            let (belote, renounce) = (is(|w| w.belote, word), is(|w| w.renounce, word));
            if belote || renounce {
                let (seat, after) = leading_player(self.players, &rest[end..]).ok_or_else(|| {
                    let name = rest[end..].split_whitespace().next().unwrap_or("").to_string();
                    Misread::Refused(Refusal::UnknownPlayer { name })
                })?;
                if belote {
                    t.belote.push(seat);
                } else {
                    t.renounce = Some(seat);
                }
                rest = after;
                continue;
            }
            let (side, after) = match leading_player(self.sides, rest) {
                Some(found) => found,
                None => match leading_player(self.players, rest) {
                    Some((seat, after)) => (self.side_of(seat), after),
                    None => {
                        let name = word.to_string();
                        return Err(Misread::Refused(Refusal::UnknownSide { name, sides: self.sides.to_vec() }));
                    }
                },
            };
            let end = after.find(char::is_whitespace).unwrap_or(after.len());
            match after[..end].split_once('/') {
                Some((p, k)) => {
                    t.points.push((side, number(p)?));
                    t.tricks.push((side, number(k)?));
                }
                None => t.tricks.push((side, number(&after[..end])?)),
            }
            rest = after[end..].trim_start();
        }
        if t.tricks.is_empty() {
            return Err(Misread::TallyForm(self.tally));
        }
        Ok(Event::Tally(Box::new(t)))
    }

    /// `confirm SIDE`, `dispute SIDE TEXT` (`dispute`): the side by its name or one of its
    /// players; a dispute says why.
    fn side_entry(&self, rest: &str, dispute: bool) -> Result<Event, Misread> {
        let form = Misread::SideForm { dispute };
        let (side, after) = match leading_player(self.sides, rest) {
            Some(found) => found,
            None => match leading_player(self.players, rest) {
                Some((seat, after)) => (self.side_of(seat), after),
                None if rest.is_empty() => return Err(form),
                None => {
                    let name = rest.split_whitespace().next().unwrap_or("").to_string();
                    return Err(Misread::Refused(Refusal::UnknownSide { name, sides: self.sides.to_vec() }));
                }
            },
        };
        let text = after.trim().to_string();
        match (dispute, text.is_empty()) {
            (false, true) => Ok(Event::Confirm { side }),
            (true, false) => Ok(Event::Dispute { side, text }),
            _ => Err(form),
        }
    }

    /// The side a player sits on: the side whose name holds theirs, else their own.
    fn side_of(&self, seat: usize) -> usize {
        let name = &self.players[seat];
        self.sides.iter().position(|s| s.split('+').any(|p| p == name)).unwrap_or(seat)
    }

    /// An entry typed in full with its player first (`Pep 7C`, `Luis take H`, `Ana show 10D JD QD`).
    fn player_entry(&self, player: usize, rest: &[&str], calls: CallWords) -> Result<Option<Event>, Misread> {
        let Some(first) = rest.first() else { return Ok(None) };
        let tail = &rest[1..];
        let e = if let Some(bid) = self.bid(player, rest) {
            bid
        } else if let Some(call) = self.contract_call(rest, calls) {
            let (call, trump) = call?;
            Event::Bid { player, call, trump }
        } else if is(|w| w.swap, first) && tail.is_empty() {
            Event::SwapSeven { player }
        } else if is(|w| w.announce, first) {
            match self.melds(tail) {
                Some(melds) => Event::Announce { player, melds },
                None => return Ok(None),
            }
        } else if is(|w| w.fine, &rest.join(" ")) {
            Event::Announce { player, melds: vec![] }
        } else if is(|w| w.show, first) {
            Event::Show { player, cards: self.cards(tail)? }
        } else if is(|w| w.exchange, first) {
            let Some(count) = tail.first().and_then(|n| n.parse().ok()).filter(|_| tail.len() == 1) else {
                return Ok(None);
            };
            Event::Exchange { player, count }
        } else if is(|w| w.mosca, first) {
            Event::Mosca { player, cards: self.cards(tail)? }
        } else if is(|w| w.panfilo, first) && tail.is_empty() {
            Event::Panfilo { player }
        } else if is(|w| w.up, first) {
            Event::Up { player, card: self.card(&tail.join(" "))? }
        } else if is(|w| w.down, first) {
            Event::Down { player, cards: self.cards(tail)? }
        } else if is(|w| w.stand, &rest.join(" ")) {
            Event::Stand { player }
        } else if is(|w| w.draw, first) {
            Event::Draw { player, card: self.card(&tail.join(" "))? }
        } else if is(|w| w.wild, first) {
            let Some(lance) = tail.first().and_then(|l| Lance::parse(&l.to_lowercase())) else { return Ok(None) };
            Event::Wild { player, lance, as_card: self.card(&tail[1..].join(" "))? }
        } else {
            // `PLAYER CARD [belote|rebelote]`: a play, whatever question is asked.
            let (card, say) = self.card_say(rest)?;
            Event::Play { player, card, say }
        };
        Ok(Some(e))
    }

    /// A name alone answering a question that takes one (who swaps the 7, who has pánfilo): the
    /// player; a slip of a player's name ("Lusi") is refused as an unknown player, so the refusal
    /// suggests the nearest name, not a card.
    fn name_answer(&self, words: &[&str]) -> Result<Option<usize>, Misread> {
        let [word] = words else { return Ok(None) };
        if let Some(p) = self.player(word) {
            return Ok(Some(p));
        }
        match crate::suggest::nearest(word, self.players.iter().map(String::as_str)) {
            Some(_) => Err(Misread::Refused(Refusal::UnknownPlayer { name: word.to_string() })),
            None => Ok(None),
        }
    }

    /// The value given to the wildcard: a card (`RO`, `rey de oros`), or a rank alone (`rey`,
    /// `roi`, `king`, `7`) when it is the rank of one value offered only. A rank several values
    /// share, or none, is not understood (the question, asked again, lists the values).
    fn wild_value(&self, q: &Question, words: &[&str], values: &[Card]) -> Result<Card, Misread> {
        let text = words.join(" ");
        let refused = match self.card(&text) {
            Ok(card) => return Ok(card),
            Err(m) => m,
        };
        let rank = match crate::cards::card_words(&text).as_slice() {
            [one] => self.typing.rank_word(one),
            _ => None,
        };
        let Some(rank) = rank else { return Err(refused) };
        match values.iter().filter(|v| v.rank() == rank).collect::<Vec<_>>()[..] {
            [value] => Ok(*value),
            _ => Err(Misread::NotUnderstood { text, question: Box::new(q.clone()) }),
        }
    }

    /// `deal [DEALER] [CARD] [bottom CARD]` (also `CARD CARD`: the turned card and the bottom).
    fn deal(&self, words: &[&str], dealer: usize) -> Result<Event, Misread> {
        let (dealer, rest) = match words.first().and_then(|w| self.player(w)) {
            Some(d) => (d, &words[1..]),
            None => (dealer, words),
        };
        let (rest, bottom) = match rest.iter().position(|w| is(|x| x.bottom, w)) {
            Some(i) => (&rest[..i], Some(self.card(&rest[i + 1..].join(" "))?)),
            None => match rest {
                [t, b] if self.card(&rest.join(" ")).is_err() && self.card(t).is_ok() => {
                    (&rest[..1], Some(self.card(b)?))
                }
                _ => (rest, None),
            },
        };
        let turned = if rest.is_empty() { None } else { Some(self.card(&rest.join(" "))?) };
        Ok(Event::Deal { dealer, turned, bottom })
    }

    /// A bare answer to question `q`: Ok(None) when the line is not one.
    fn bare(&self, q: &Question, words: &[&str]) -> Result<Option<Event>, Misread> {
        let who = q.who.unwrap_or(0);
        Ok(match &q.ask {
            Ask::Deal { dealer, card, .. } => {
                let ws = if words.first().is_some_and(|w| is(|x| x.deal, w)) { &words[1..] } else { words };
                match card {
                    DealCard::Nothing => match ws {
                        [] => Some(Event::Deal { dealer: *dealer, turned: None, bottom: None }),
                        [d] => self.player(d).map(|d| Event::Deal { dealer: d, turned: None, bottom: None }),
                        _ => None,
                    },
                    _ if ws.is_empty() => None,
                    _ => Some(self.deal(ws, *dealer)?),
                }
            }
            Ask::Bid { .. } => self.bid(who, words),
            Ask::ContractBid { .. } => self.contract_bare(q, words)?,
            Ask::Swap { .. } => self.name_answer(words)?.map(|p| Event::SwapSeven { player: p }),
            Ask::Panfilo { .. } => self.name_answer(words)?.map(|p| Event::Panfilo { player: p }),
            Ask::Announce { .. } => {
                let ws = if words.first().is_some_and(|w| is(|x| x.announce, w)) { &words[1..] } else { words };
                self.melds(ws).map(|melds| Event::Announce { player: who, melds })
            }
            // A combination has three cards at least: one card typed at a show question is a
            // play (the card question follows it), not a show.
            Ask::Show { .. } if self.card_say(words).is_ok() => None,
            Ask::Show { .. } => Some(Event::Show { player: who, cards: self.cards(words)? }),
            Ask::Card { .. } => {
                let (card, say) = self.card_say(words)?;
                Some(Event::Play { player: who, card, say })
            }
            Ask::Mosca { .. } => match words.first().and_then(|w| self.player(w)) {
                Some(p) => Some(Event::Mosca { player: p, cards: self.cards(&words[1..])? }),
                None => None,
            },
            Ask::Exchange { .. } => match words {
                [n] => n.parse().ok().map(|count| Event::Exchange { player: who, count }),
                _ => None,
            },
            Ask::Up => Some(Event::Up { player: who, card: self.card(&words.join(" "))? }),
            Ask::Down => Some(Event::Down { player: who, cards: self.cards(words)? }),
            Ask::Wild { lance, values } => {
                Some(Event::Wild { player: who, lance: *lance, as_card: self.wild_value(q, words, values)? })
            }
            Ask::Draw { .. } if is(|w| w.stand, &words.join(" ")) => Some(Event::Stand { player: who }),
            Ask::Draw { .. } => Some(Event::Draw { player: who, card: self.card(&words.join(" "))? }),
            // The word of the held play, or yes; no: not said. Anything else is the next entry.
            Ask::Say { card, word } => match words {
                [w] if is(|x| x.no, w) => Some(Event::Play { player: who, card: *card, say: None }),
                [w] if is(|x| x.yes, w)
                    || (*word == Say::Belote && is(|x| x.belote, w))
                    || (*word == Say::Rebelote && is(|x| x.rebelote, w)) =>
                {
                    Some(Event::Play { player: who, card: *card, say: Some(*word) })
                }
                _ => None,
            },
            Ask::Over { .. } => None,
        })
    }

    /// Read one line, given the questions being asked (the first is the one asked).
    pub(crate) fn read(&self, line: &str, questions: &[&Question]) -> Result<Answer, Misread> {
        let asked = questions.first().copied();
        let text = line.trim();
        if text.is_empty() {
            return match asked {
                Some(q) if q.optional => Ok(Answer::Decline),
                // Enter while both players of the bid's side may answer a coinche: whose pass?
                Some(Question { who: None, ask: Ask::ContractBid { may_surcoinche, words, .. }, .. }) => {
                    Err(Misread::WhoCalls { call: Call::Pass, may: *may_surcoinche, words: *words })
                }
                Some(q) => q.default().map(Answer::Event).ok_or(Misread::Empty),
                None => Err(Misread::Empty),
            };
        }
        let typed = Typed { text, words: self.tokens(text), questions };
        let mut first_problem: Option<Misread> = None;
        for (_, attempt) in Self::ATTEMPTS {
            match attempt(self, &typed) {
                Step::Read(read) => return read,
                Step::Problem(m) => {
                    first_problem.get_or_insert(m);
                }
                Step::Next => {}
            }
        }
        Self::not_read(text, first_problem, asked)
    }

    /// Read one line only as an entry that says what it is (a player's entry, an entry that
    /// starts with its word), whatever the question: a served table's terminal line typed at a
    /// question that has since changed. None: the line is a bare answer, a command, or nothing.
    pub(crate) fn read_full(&self, line: &str) -> Option<Answer> {
        let text = line.trim();
        if text.is_empty() {
            return None;
        }
        let typed = Typed { text, words: self.tokens(text), questions: &[] };
        for attempt in [Self::keyword_entry, Self::named_line, Self::keyword_then_player] {
            if let Step::Read(Ok(answer @ Answer::Event(_))) = attempt(self, &typed) {
                return Some(answer);
            }
        }
        None
    }

    /// Whether `line` is a bare answer: not a command, not `amend`, not an entry that starts with
    /// its word, nor one that names its player (first, after its keyword, or alone: who swaps
    /// the 7). What a seated phone's line is read as its player's (`table::seat`).
    pub(crate) fn is_bare(&self, line: &str) -> bool {
        let text = line.trim();
        if text.is_empty() {
            return false;
        }
        let typed = Typed { text, words: self.tokens(text), questions: &[] };
        if let [word] = typed.words[..] {
            if self.player(word).is_some() {
                return false;
            }
        }
        [Self::command, Self::amend, Self::keyword_entry, Self::named_line, Self::keyword_then_player]
            .iter()
            .all(|attempt| matches!(attempt(self, &typed), Step::Next))
    }

    /// A command word alone: undo, score, help, quit, end, misdeal, reshuffle.
    fn command(&self, t: &Typed) -> Step {
        // A command of two words: the Spanish misdeal, `mal dada`.
        if let [a, b] = t.words[..] {
            if is(|w| w.misdeal, &format!("{a} {b}")) {
                return Step::Read(Ok(Answer::Event(Event::Misdeal)));
            }
        }
        let [word] = t.words[..] else { return Step::Next };
        let answer = if is(|w| w.undo, word) {
            Answer::Undo
        } else if is(|w| w.score, word) {
            Answer::Score
        } else if is(|w| w.help, word) || word == "?" {
            Answer::Help
        } else if is(|w| w.quit, word) {
            Answer::Quit
        } else if is(|w| w.end, word) {
            Answer::Event(Event::End)
        } else if is(|w| w.misdeal, word) {
            Answer::Event(Event::Misdeal)
        } else if is(|w| w.reshuffle, word) {
            Answer::Event(Event::Reshuffle)
        } else {
            return Step::Next;
        };
        Step::Read(Ok(answer))
    }

    /// `amend` alone (the list of entries), `amend LINE`, `amend LINE ENTRY`, or `amend LINE
    /// TEXT` where TEXT is not an entry in full (a bare card: the table reads it against the
    /// entry on that line).
    fn amend(&self, t: &Typed) -> Step {
        if !is(|w| w.amend, t.words[0]) {
            return Step::Next;
        }
        let Some(number) = t.words.get(1) else { return Step::Read(Ok(Answer::Amend { line: None, with: None })) };
        let Ok(line) = number.parse::<usize>() else { return Step::Read(Err(Misread::AmendForm)) };
        let Some(rest) = t.words.get(2) else { return Step::Read(Ok(Answer::Amend { line: Some(line), with: None })) };
        // The replacement starts where the third word does.
        let start = rest.as_ptr() as usize - t.text.as_ptr() as usize;
        let with = &t.text[start..];
        Step::Read(Ok(match self.read(with, &[]) {
            Ok(Answer::Event(e)) if !matches!(e, Event::Amend { .. } | Event::Undo) => {
                Answer::Event(Event::Amend { line, entry: Box::new(e) })
            }
            _ => Answer::Amend { line: Some(line), with: Some(with.to_string()) },
        }))
    }

    /// `tally …`, `note TEXT`, `option KEY=VALUE`, `deal …`: entries that start with their word.
    fn keyword_entry(&self, t: &Typed) -> Step {
        let first = t.words[0];
        if is(|w| w.tally, first) {
            return Step::Read(self.tally(&t.text[first.len()..]).map(Answer::Event));
        }
        if is(|w| w.note, first) {
            let rest = t.text[first.len()..].trim().to_string();
            return Step::Read(Ok(Answer::Event(Event::Note { text: rest })));
        }
        if is(|w| w.option, first) {
            return Step::Read(self.option(&t.words).map(Answer::Event));
        }
        let dispute = is(|w| w.dispute, first);
        if dispute || is(|w| w.confirm, first) {
            return Step::Read(self.side_entry(t.text[first.len()..].trim(), dispute).map(Answer::Event));
        }
        if is(|w| w.deal, first) {
            let dealer = t
                .questions
                .iter()
                .find_map(|q| match q.ask {
                    Ask::Deal { dealer, .. } => Some(dealer),
                    _ => None,
                })
                .unwrap_or(0);
            return Step::Read(self.deal(&t.words[1..], dealer).map(Answer::Event));
        }
        Step::Next
    }

    /// `option KEY=VALUE`, checked against the ruleset.
    fn option(&self, words: &[&str]) -> Result<Event, Misread> {
        let (k, v) = words.get(1).and_then(|kv| kv.split_once('=')).ok_or(Misread::OptionForm)?;
        let Some(spec) = self.ruleset.options.get(k) else {
            return Err(Misread::Refused(Refusal::UnknownOption {
                key: k.to_string(),
                known: self.ruleset.options.keys().cloned().collect(),
            }));
        };
        let value = spec
            .parse_text(v)
            .map_err(|problem| Misread::Refused(Refusal::OptionValue { key: k.to_string(), problem }))?;
        Ok(Event::SetOption { key: k.to_string(), value })
    }

    /// A line that starts with a player's name is the entry it spells in the journal, whatever
    /// the question asked (`Pep 10C` is Pep's play, even at the deal question).
    fn named_line(&self, t: &Typed) -> Step {
        match self.player(t.words[0]).filter(|_| t.words.len() > 1) {
            Some(p) => Step::Read(self.named(p, t.text, &t.words, t.questions)),
            None => Step::Next,
        }
    }

    /// A bare answer to the question asked.
    fn bare_asked(&self, t: &Typed) -> Step {
        match t.questions.first() {
            Some(q) => Self::bare_step(self.bare(q, &t.words)),
            None => Step::Next,
        }
    }

    /// An entry's word before its player's name (docs/entries.md: every form is read in both
    /// orders): `show NAME CARDS`, `swap NAME`, `panfilo NAME`, `mosca NAME CARDS`, `exchange NAME
    /// N`, `wild NAME LANCE CARD`, `draw NAME CARD`, `take NAME H`, `play NAME`, `announce NAME
    /// MELDS`, `up NAME CARD`, `down NAME CARDS`, `stand NAME`, `pass NAME`, `coinche NAME`,
    /// `surcoinche NAME` (`contre`, `surcontre`).
    fn keyword_then_player(&self, t: &Typed) -> Step {
        let words = &t.words;
        let Some(p) = words.get(1).and_then(|w| self.player(w)) else { return Step::Next };
        let first = words[0];
        let keyword = [
            is(|w| w.show, first),
            is(|w| w.swap, first),
            is(|w| w.panfilo, first),
            is(|w| w.mosca, first),
            is(|w| w.exchange, first),
            is(|w| w.wild, first),
            is(|w| w.draw, first),
            is(|w| w.take, first),
            is(|w| w.play, first),
            is(|w| w.announce, first),
            is(|w| w.up, first),
            is(|w| w.down, first),
            is(|w| w.stand, first),
            is(|w| w.pass, first),
            is(|w| w.coinche, first),
            is(|w| w.surcoinche, first),
        ]
        .contains(&true);
        if !keyword {
            return Step::Next;
        }
        let mut reordered = vec![words[0]];
        reordered.extend_from_slice(&words[2..]);
        match self.player_entry(p, &reordered, call_words(t.questions)) {
            Ok(Some(e)) => Step::Read(Ok(Answer::Event(e))),
            Ok(None) => Step::Next,
            Err(m) => Step::Read(Err(m)),
        }
    }

    /// A bare answer to a question that follows the one asked.
    fn bare_later(&self, t: &Typed) -> Step {
        let mut problem = None;
        for q in t.questions.iter().skip(1) {
            match Self::bare_step(self.bare(q, &t.words)) {
                Step::Problem(m) => {
                    problem.get_or_insert(m);
                }
                Step::Next => {}
                read => return read,
            }
        }
        problem.map(Step::Problem).unwrap_or(Step::Next)
    }

    /// A mistyped name before an entry ("Lusi 7S"): the name is not a player's (the refusal
    /// then suggests the nearest).
    fn mistyped_name(&self, t: &Typed) -> Step {
        let first = t.words[0];
        if t.words.len() > 1
            && self.player(first).is_none()
            && crate::suggest::nearest(first, self.players.iter().map(String::as_str)).is_some()
        {
            return Step::Read(Err(Misread::Refused(Refusal::UnknownPlayer { name: first.to_string() })));
        }
        Step::Next
    }

    fn bare_step(bare: Result<Option<Event>, Misread>) -> Step {
        match bare {
            Ok(Some(e)) => Step::Read(Ok(Answer::Event(e))),
            Ok(None) => Step::Next,
            Err(m) => Step::Problem(m),
        }
    }

    /// A line that starts with player `p`'s name (`words[0]`): an entry in full
    /// (docs/entries.md), read as the journal reads it. Only a line that spells no entry of the
    /// journal may answer a question bare after the name: that player's (`Olga 3` at Olga's
    /// exchange, `Ana 1C 1B` at Ana's face-down cards, `Xavi 10D JD QD KD` at the cards Xavi
    /// shows) or the mosca's, whose answer is a name and cards.
    fn named(&self, p: usize, text: &str, words: &[&str], questions: &[&Question]) -> Result<Answer, Misread> {
        let problem = match self.player_entry(p, &words[1..], call_words(questions)) {
            Ok(Some(e)) => return Ok(Answer::Event(e)),
            Ok(None) => None,
            Err(m) => Some(m),
        };
        for q in questions {
            let bare = match q.ask {
                Ask::Mosca { .. } => self.bare(q, words),
                _ if q.who == Some(p) => self.bare(q, &words[1..]),
                _ => continue,
            };
            if let Ok(Some(e)) = bare {
                return Ok(Answer::Event(e));
            }
        }
        Self::not_read(text, problem, questions.first().copied())
    }

    /// Why a line was not read: the first problem found, or that it does not answer the question.
    fn not_read(text: &str, problem: Option<Misread>, asked: Option<&Question>) -> Result<Answer, Misread> {
        match (problem, asked) {
            (Some(m), Some(q)) if !matches!(q.ask, Ask::Bid { .. } | Ask::Over { .. }) => Err(m),
            (_, Some(q)) => Err(Misread::NotUnderstood { text: text.to_string(), question: Box::new(q.clone()) }),
            (Some(m), None) => Err(m),
            (None, None) => Err(Misread::Empty),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{self, DeckKind, Letters};

    fn reader(rs: &Ruleset, players: &[String]) -> Answer {
        let _ = (rs, players);
        Answer::Help
    }

    #[test]
    fn bare_answers_full_entries_and_commands() {
        let rs = crate::games::Rules::load("belote-classic").unwrap();
        let players: Vec<String> = ["Ana María", "Luis", "Marta", "Pep"].iter().map(|s| s.to_string()).collect();
        let _ = reader(&rs, &players);
        let sides: Vec<String> = players.clone();
        let r = Reader {
            players: &players,
            sides: &sides,
            typing: Typing::journal(DeckKind::French),
            ruleset: &rs,
            tally: None,
        };
        let card = Question::of(
            1,
            Ask::Card {
                hand: 1,
                trick: 1,
                tricks: 8,
                led: None,
                trump: Some(Trump::Suit(cards::Suit(3))),
                contract: None,
            },
        );
        let bid = Question::of(
            1,
            Ask::Bid {
                hand: 1,
                round: 2,
                turned: None,
                options: smallvec::smallvec![(Call::Pass, None), (Call::Take, None)],
            },
        );
        let e = |a: Result<Answer, Misread>| match a {
            Ok(Answer::Event(e)) => e,
            other => panic!("{other:?}"),
        };
        let c = |s: &str| cards::parse_card(DeckKind::French, s).unwrap();
        assert_eq!(e(r.read("7c", &[&card])), Event::Play { player: 1, card: c("7C"), say: None });
        assert_eq!(
            e(r.read("Pep KH belote", &[&card])),
            Event::Play { player: 3, card: c("KH"), say: Some(Say::Belote) }
        );
        assert_eq!(
            e(r.read("ana maría jack of hearts", &[&card])),
            Event::Play { player: 0, card: c("JH"), say: None }
        );
        assert_eq!(e(r.read("paso", &[&bid])), Event::Bid { player: 1, call: Call::Pass, trump: None });
        assert_eq!(
            e(r.read("Luis take H", &[&card])),
            Event::Bid { player: 1, call: Call::Take, trump: Some(Trump::Suit(cards::Suit(1))) }
        );
        assert_eq!(
            e(r.read("prends ♠", &[&bid])),
            Event::Bid { player: 1, call: Call::Take, trump: Some(Trump::Suit(cards::Suit(0))) }
        );
        assert_eq!(
            e(r.read("deal Marta 8C", &[&card])),
            Event::Deal { dealer: 2, turned: Some(c("8C")), bottom: None }
        );
        let with_bottom = Event::Deal { dealer: 2, turned: Some(c("8C")), bottom: Some(c("AS")) };
        assert_eq!(e(r.read("deal Marta 8C bottom AS", &[&card])), with_bottom);
        assert_eq!(e(r.read("reparto Marta 8C fondo as", &[&card])), with_bottom);
        assert_eq!(e(r.read("deal Marta 8C AS", &[&card])), with_bottom);
        assert_eq!(
            e(r.read("deal Marta eight of clubs", &[&card])),
            Event::Deal { dealer: 2, turned: Some(c("8C")), bottom: None }
        );
        assert_eq!(e(r.read("misdeal", &[&card])), Event::Misdeal);
        assert_eq!(e(r.read("maldonne", &[&card])), Event::Misdeal);
        assert_eq!(e(r.read("rebarajar", &[&card])), Event::Reshuffle);
        assert_eq!(r.read("deshacer", &[&card]), Ok(Answer::Undo));
        assert_eq!(r.read("aide", &[&card]), Ok(Answer::Help));
        assert_eq!(
            e(r.read("Pep announce four run3", &[&card])),
            Event::Announce { player: 3, melds: vec![MeldName::Four, MeldName::Run(3)] }
        );
        assert!(matches!(r.read("banana", &[&card]), Err(Misread::Refused(Refusal::NotACard { .. }))));
        assert!(matches!(r.read("banana", &[&bid]), Err(Misread::NotUnderstood { .. })));
    }

    #[test]
    fn an_entry_reads_the_same_with_its_word_before_its_players_name() {
        // docs/entries.md: every form is read in both orders (`Pep swap`, `swap Pep`).
        for (ruleset, pairs) in [
            (
                "belote-classic",
                &[("Pep swap", "swap Pep"), ("Luis take H", "take Luis H"), ("Ana pass", "pass Ana")][..],
            ),
            (
                "belote-es",
                &[
                    ("Ana announce four run3", "announce Ana four run3"),
                    ("Ana announce", "announce Ana"),
                    ("Ana show 10D JD QD", "show Ana 10D JD QD"),
                ][..],
            ),
            ("coinche", &[("Marta coinche", "coinche Marta"), ("Pep surcoinche", "surcoinche Pep")][..]),
            ("contree", &[("Marta contre", "contre Marta"), ("Luis surcontre", "surcontre Luis")][..]),
            ("bestia", &[("Ana play", "play Ana"), ("Olga exchange 3", "exchange Olga 3")][..]),
            (
                "perejila",
                &[("Ana up 7O", "up Ana 7O"), ("Ana down 1C 1B", "down Ana 1C 1B"), ("Marta stand", "stand Marta")][..],
            ),
        ] {
            let rs = crate::games::Rules::load(ruleset).unwrap();
            let players: Vec<String> = ["Ana", "Luis", "Marta", "Pep", "Olga"].iter().map(|s| s.to_string()).collect();
            let r = Reader {
                players: &players,
                sides: &players,
                typing: Typing::journal(rs.deck_kind),
                ruleset: &rs,
                tally: None,
            };
            // At a card's question, where neither line is a bare answer.
            let card =
                Question::of(1, Ask::Card { hand: 1, trick: 1, tricks: 8, led: None, trump: None, contract: None });
            for (named_first, word_first) in pairs {
                let full = r.read(named_first, &[&card]);
                assert!(matches!(full, Ok(Answer::Event(_))), "{ruleset}: {named_first} -> {full:?}");
                assert_eq!(r.read(word_first, &[&card]), full, "{ruleset}: {word_first}");
            }
        }
    }

    #[test]
    fn a_named_line_is_the_entry_it_spells() {
        let rs = crate::games::Rules::load("belote-classic").unwrap();
        let players: Vec<String> = ["Ana", "Luis", "Marta", "Pep"].iter().map(|s| s.to_string()).collect();
        let r = Reader {
            players: &players,
            sides: &players,
            typing: Typing::journal(DeckKind::French),
            ruleset: &rs,
            tally: None,
        };
        let c = |s: &str| cards::parse_card(DeckKind::French, s).unwrap();
        let deal = Question::anyone(Ask::Deal { hand: 1, dealer: 0, card: DealCard::Turned });
        let play = |player, card: &str| Ok(Answer::Event(Event::Play { player, card: c(card), say: None }));
        // At the deal question: a play by Pep (the referee refuses it), not Pep dealing 10♣.
        assert_eq!(r.read("Pep 10C", &[&deal]), play(3, "10C"));
        assert_eq!(r.read("Ana 10C", &[&deal]), play(0, "10C"));
        // The deal itself: the card alone, or `deal` and the dealer.
        let dealt = |dealer| Ok(Answer::Event(Event::Deal { dealer, turned: Some(c("10C")), bottom: None }));
        assert_eq!(r.read("10C", &[&deal]), dealt(0));
        assert_eq!(r.read("deal Pep 10C", &[&deal]), dealt(3));
        // A mosca (a name and its cards) takes `Pep 7H` as Pep's play too.
        let mosca = Question::anyone(Ask::Mosca { cards: 5 }).optional();
        assert_eq!(r.read("Pep 7H", &[&mosca, &deal]), play(3, "7H"));
        // A line that spells no entry may still answer its player's question bare.
        let exchange = Question::of(2, Ask::Exchange { max: 4 });
        assert_eq!(r.read("Marta 3", &[&exchange]), Ok(Answer::Event(Event::Exchange { player: 2, count: 3 })));
        let show = Question::of(1, Ask::Show { melds: vec![MeldName::Run(3)] }).optional();
        let shown = Event::Show { player: 1, cards: vec![c("10D"), c("JD"), c("QD")] };
        assert_eq!(r.read("Luis 10D JD QD", &[&show]), Ok(Answer::Event(shown)));
        let up = Question::of(0, Ask::Up);
        assert_eq!(r.read("Ana 7H", &[&up]), play(0, "7H"));
    }

    #[test]
    fn cards_and_bid_suits_are_read_in_the_tables_letters() {
        let rs = crate::games::Rules::load("belote-classic").unwrap();
        let players: Vec<String> = ["Ana", "Luis", "Marta", "Pep"].iter().map(|s| s.to_string()).collect();
        let c = |s: &str| cards::parse_card(DeckKind::French, s).unwrap();
        let card = Question::of(1, Ask::Card { hand: 1, trick: 1, tricks: 8, led: None, trump: None, contract: None });
        let bid = Question::of(
            1,
            Ask::Bid {
                hand: 1,
                round: 2,
                turned: None,
                options: smallvec::smallvec![(Call::Pass, None), (Call::Take, None)],
            },
        );
        let reader = |letters| Reader {
            players: &players,
            sides: &players,
            typing: Typing::new(DeckKind::French, letters, rs.ranks.iter().copied()),
            ruleset: &rs,
            tally: None,
        };
        let play = |player, card: &str, say| Ok(Answer::Event(Event::Play { player, card: c(card), say }));
        let take = |suit: u8| {
            Ok(Answer::Event(Event::Bid { player: 1, call: Call::Take, trump: Some(Trump::Suit(cards::Suit(suit))) }))
        };
        let (es, fr, en) = (reader(Letters::Es), reader(Letters::Fr), reader(Letters::En));
        // Spanish letters: R rey, V jota, P picas, C corazones; the same words and symbols.
        assert_eq!(es.read("RP", &[&card]), play(1, "KS", None));
        assert_eq!(es.read("Pep VC belote", &[&card]), play(3, "JH", Some(Say::Belote)));
        assert_eq!(es.read("8C", &[&card]), play(1, "8H", None));
        assert_eq!(es.read("valet de trèfle", &[&card]), play(1, "JC", None));
        assert_eq!(es.read("voy corazones", &[&bid]), take(1));
        assert_eq!(es.read("tomo P", &[&bid]), take(0));
        assert_eq!(es.read("Luis take ♦", &[&card]), take(2));
        // French letters: K carreau, T trèfle.
        assert_eq!(fr.read("VK", &[&card]), play(1, "JD", None));
        assert_eq!(fr.read("prends pique", &[&bid]), take(0));
        assert_eq!(fr.read("prends K", &[&bid]), take(2));
        // English letters, in any language of the words.
        assert_eq!(en.read("take spades", &[&bid]), take(0));
        assert_eq!(en.read("tomo C", &[&bid]), take(3));
        // Another language's letters are no card, and the refusal says which letters are read.
        let typing = Typing::new(DeckKind::French, Letters::Es, rs.ranks.iter().copied());
        assert_eq!(es.read("KH", &[&card]), Err(Misread::Refused(Refusal::NotACard { text: "KH".into(), typing })));
        assert!(matches!(en.read("RP", &[&card]), Err(Misread::Refused(Refusal::NotACard { .. }))));
        assert!(matches!(fr.read("prends H", &[&bid]), Err(Misread::NotUnderstood { .. })));
    }

    /// A contract auction's question (coinche): `who` asked, the standing bid, who may coinche
    /// or surcoinche, and whether a card led (by Luis) closes it.
    fn contract(
        who: Option<usize>,
        standing: Option<(usize, u16, Trump)>,
        coinche: &[usize],
        surcoinche: &[usize],
        closing: bool,
    ) -> Question {
        let standing = standing.map(|(p, v, t)| (p, BidValue::Points(v), t));
        let coinched = (!surcoinche.is_empty()).then_some(1);
        let lowest = match standing {
            _ if coinched.is_some() => None,
            None => Some(BidValue::Points(80)),
            Some((_, BidValue::Points(v), _)) => Some(BidValue::Points(v + 10)),
            Some(_) => None,
        };
        let ask = Ask::ContractBid {
            hand: 1,
            standing,
            lowest,
            max: 160,
            capot: coinched.is_none(),
            coinched,
            may_coinche: Seats::of(coinche.iter().copied()),
            may_surcoinche: Seats::of(surcoinche.iter().copied()),
            // Luis, the eldest hand, leads the card that closes it.
            closing: closing.then_some(1),
            all_no_trump: true,
            words: crate::engine::CallWords::Coinche,
        };
        Question { who, ask, optional: false }
    }

    #[test]
    fn coinche_calls_bare_and_in_full_in_every_tables_letters() {
        let rs = crate::games::Rules::load("belote-classic").unwrap();
        let players: Vec<String> = ["Ana", "Luis", "Marta", "Pep"].iter().map(|s| s.to_string()).collect();
        let c = |s: &str| cards::parse_card(DeckKind::French, s).unwrap();
        let reader = |letters| Reader {
            players: &players,
            sides: &players,
            typing: Typing::new(DeckKind::French, letters, rs.ranks.iter().copied()),
            ruleset: &rs,
            tally: None,
        };
        let (en, es, fr) = (reader(Letters::En), reader(Letters::Es), reader(Letters::Fr));
        let bid = |player, v: u16, t| {
            Ok(Answer::Event(Event::Bid { player, call: Call::Bid(BidValue::Points(v)), trump: Some(t) }))
        };
        let capot =
            |player, t| Ok(Answer::Event(Event::Bid { player, call: Call::Bid(BidValue::Capot), trump: Some(t) }));
        let call = |player, call| Ok(Answer::Event(Event::Bid { player, call, trump: None }));
        let play = |player, card: &str, say| Ok(Answer::Event(Event::Play { player, card: c(card), say }));
        let suit = |s: u8| Trump::Suit(cards::Suit(s));
        let (spades, hearts, diamonds) = (suit(0), suit(1), suit(2));
        // Luis speaks first: nobody has bid.
        let open = contract(Some(1), None, &[], &[], false);
        assert_eq!(en.read("90 H", &[&open]), bid(1, 90, hearts));
        assert_eq!(en.read("90h", &[&open]), bid(1, 90, hearts));
        assert_eq!(en.read("100 TA", &[&open]), bid(1, 100, Trump::All));
        assert_eq!(en.read("110 all", &[&open]), bid(1, 110, Trump::All));
        assert_eq!(en.read("120 none", &[&open]), bid(1, 120, Trump::NoTrump));
        assert_eq!(en.read("130 SA", &[&open]), bid(1, 130, Trump::NoTrump));
        assert_eq!(en.read("80 diamonds", &[&open]), bid(1, 80, diamonds));
        assert_eq!(en.read("capot S", &[&open]), capot(1, spades));
        assert_eq!(en.read("pass", &[&open]), call(1, Call::Pass));
        assert_eq!(en.read("", &[&open]), call(1, Call::Pass));
        // Entries in full, whoever is asked (the referee decides who may speak).
        assert_eq!(en.read("Ana 90 H", &[&open]), bid(0, 90, hearts));
        assert_eq!(en.read("Luis 110 all", &[&open]), bid(1, 110, Trump::All));
        assert_eq!(en.read("Pep capot S", &[&open]), capot(3, spades));
        assert_eq!(en.read("Marta coinche", &[&open]), call(2, Call::Coinche));
        assert_eq!(en.read("Marta contre", &[&open]), call(2, Call::Coinche));
        assert_eq!(en.read("Ana surcoinche", &[&open]), call(0, Call::Surcoinche));
        assert_eq!(en.read("Ana surcontre", &[&open]), call(0, Call::Surcoinche));
        assert_eq!(en.read("Ana pass", &[&open]), call(0, Call::Pass));
        // Not bids: below 80 before a suit is a card; alone, or not a card, it is refused.
        assert_eq!(en.read("Ana 9 H", &[&open]), play(0, "9H", None));
        assert_eq!(en.read("Ana 10 H", &[&open]), play(0, "10H", None));
        for text in ["50", "9 H", "70 S", "0"] {
            let not = Err(Misread::NotABid { text: text.into(), question: Box::new(open.clone()) });
            assert_eq!(en.read(text, &[&open]), not, "{text}");
        }
        let needs_trump = Err(Misread::Refused(Refusal::BidNeedsTrump));
        assert_eq!(en.read("90", &[&open]), needs_trump);
        assert_eq!(en.read("capot", &[&open]), needs_trump);
        assert_eq!(en.read("90 X", &[&open]), needs_trump);
        assert_eq!(en.read("Ana 100", &[&open]), needs_trump);
        assert_eq!(
            en.read("coinche H", &[&open]),
            Err(Misread::Refused(Refusal::CoincheNamesNoTrump { words: CallWords::Coinche }))
        );
        assert_eq!(en.read("99999 H", &[&open]), Err(Misread::Refused(Refusal::NotABidValue { text: "99999".into() })));
        assert!(matches!(en.read("take H", &[&open]), Err(Misread::NotUnderstood { .. })));
        // Ana bid 90♥; Luis and Pep may both coinche: a bare coinche must name one.
        let standing = contract(Some(1), Some((0, 90, hearts)), &[1, 3], &[], false);
        let both = Err(Misread::WhoCalls { call: Call::Coinche, may: Seats::of([1, 3]), words: CallWords::Coinche });
        assert_eq!(en.read("coinche", &[&standing]), both);
        assert_eq!(en.read("contre", &[&standing]), both);
        // At a contrée's question (its doubles called contre and surcontre) the misreadings carry
        // those words, whatever was typed, for the table to say them back.
        let mut contree = standing.clone();
        if let Ask::ContractBid { words, .. } = &mut contree.ask {
            *words = CallWords::Contre;
        }
        let contre_both =
            Err(Misread::WhoCalls { call: Call::Coinche, may: Seats::of([1, 3]), words: CallWords::Contre });
        assert_eq!(en.read("coinche", &[&contree]), contre_both);
        let named = Err(Misread::Refused(Refusal::CoincheNamesNoTrump { words: CallWords::Contre }));
        assert_eq!(en.read("contre H", &[&contree]), named);
        assert_eq!(en.read("Pep contre H", &[&contree]), named);
        assert_eq!(en.read("Pep coinche", &[&standing]), call(3, Call::Coinche));
        // The player may be named after the call too (`contre Pep` is `Pep contre`); a word
        // that is no player's after a double is still a trump it cannot name.
        assert_eq!(en.read("contre Pep", &[&contree]), call(3, Call::Coinche));
        assert_eq!(en.read("coinche Luis", &[&standing]), call(1, Call::Coinche));
        assert_eq!(en.read("contre Lusi", &[&contree]), named);
        assert_eq!(en.read("100 S", &[&standing]), bid(1, 100, spades));
        // In turn (contrée), only the player asked may: the bare word is theirs.
        let in_turn = contract(Some(1), Some((0, 90, hearts)), &[1], &[], false);
        assert_eq!(en.read("contre", &[&in_turn]), call(1, Call::Coinche));
        // Nobody may coinche (no bid): the referee is told, and says why.
        assert_eq!(en.read("coinche", &[&open]), call(1, Call::Coinche));
        // Luis coinched: Ana and Marta answer in either order, so a bare answer names its player.
        let answers = contract(None, Some((0, 90, hearts)), &[], &[0, 2], true);
        let who = |call| Err(Misread::WhoCalls { call, may: Seats::of([0, 2]), words: CallWords::Coinche });
        assert_eq!(en.read("surcoinche", &[&answers]), who(Call::Surcoinche));
        assert_eq!(en.read("surcoinche Marta", &[&answers]), call(2, Call::Surcoinche));
        assert_eq!(en.read("pass Ana", &[&answers]), call(0, Call::Pass));
        assert_eq!(en.read("pass", &[&answers]), who(Call::Pass));
        assert_eq!(en.read("", &[&answers]), who(Call::Pass));
        assert_eq!(en.read("Marta surcoinche", &[&answers]), call(2, Call::Surcoinche));
        assert_eq!(en.read("Ana pass", &[&answers]), call(0, Call::Pass));
        // The first card led answers too (the pass of whoever has not answered): the eldest's.
        assert_eq!(en.read("9 H", &[&answers]), play(1, "9H", None));
        // Ana passed: Marta alone answers.
        let marta = contract(Some(2), Some((0, 90, hearts)), &[], &[2], true);
        assert_eq!(en.read("surcontre", &[&marta]), call(2, Call::Surcoinche));
        assert_eq!(en.read("", &[&marta]), call(2, Call::Pass));
        // The bidder's closing question: a pass, or a card, the first card led by the eldest hand.
        let closing = contract(Some(0), Some((0, 90, hearts)), &[1, 3], &[], true);
        assert_eq!(en.read("pass", &[&closing]), call(0, Call::Pass));
        assert_eq!(en.read("9 H", &[&closing]), play(1, "9H", None));
        assert_eq!(en.read("KH belote", &[&closing]), play(1, "KH", Some(Say::Belote)));
        assert_eq!(en.read("Luis 7S", &[&closing]), play(1, "7S", None));
        assert_eq!(en.read("Pep coinche", &[&closing]), call(3, Call::Coinche));
        // French letters and words: C cœur, K carreau, P pique; TA, tout atout, SA, sans atout.
        assert_eq!(fr.read("90 C", &[&open]), bid(1, 90, hearts));
        assert_eq!(fr.read("80 K", &[&open]), bid(1, 80, diamonds));
        assert_eq!(fr.read("100 TA", &[&open]), bid(1, 100, Trump::All));
        assert_eq!(fr.read("100 tout atout", &[&open]), bid(1, 100, Trump::All));
        assert_eq!(fr.read("110 SA", &[&open]), bid(1, 110, Trump::NoTrump));
        assert_eq!(fr.read("110 sans atout", &[&open]), bid(1, 110, Trump::NoTrump));
        assert_eq!(fr.read("120 cœur", &[&open]), bid(1, 120, hearts));
        assert_eq!(fr.read("capot P", &[&open]), capot(1, spades));
        assert_eq!(fr.read("passe", &[&open]), call(1, Call::Pass));
        assert_eq!(fr.read("Marta contre", &[&open]), call(2, Call::Coinche));
        assert_eq!(fr.read("Ana surcontre", &[&answers]), call(0, Call::Surcoinche));
        assert_eq!(fr.read("Ana 9 C", &[&open]), play(0, "9H", None));
        assert_eq!(fr.read("90 H", &[&open]), needs_trump, "H is no suit in French letters");
        assert_eq!(fr.read("VC", &[&closing]), play(1, "JH", None));
        // Spanish letters and words: C corazones, P picas; todo triunfo, sin triunfo, capote.
        assert_eq!(es.read("90 C", &[&open]), bid(1, 90, hearts));
        assert_eq!(es.read("100 todo triunfo", &[&open]), bid(1, 100, Trump::All));
        assert_eq!(es.read("110 sin triunfo", &[&open]), bid(1, 110, Trump::NoTrump));
        assert_eq!(es.read("120 todo", &[&open]), bid(1, 120, Trump::All));
        assert_eq!(es.read("capote P", &[&open]), capot(1, spades));
        assert_eq!(es.read("paso", &[&open]), call(1, Call::Pass));
        assert_eq!(es.read("Marta contra", &[&open]), call(2, Call::Coinche));
        assert_eq!(es.read("Luis 9 C", &[&open]), play(1, "9H", None));
    }

    #[test]
    fn every_entry_typed_in_full_reads_back_as_itself_in_every_tables_letters() {
        use crate::engine::{Lance, MeldName, Tally};
        use crate::i18n::{typed_entry, Names};
        let players: Vec<String> = ["Ana María", "Luis", "Marta", "Pep"].iter().map(|s| s.to_string()).collect();
        let sides: Vec<String> = vec!["Ana María+Marta".into(), "Luis+Pep".into()];
        for (name, deck) in [("belote-es", DeckKind::French), ("perejila", DeckKind::Spanish)] {
            let rs = crate::games::Rules::load(name).unwrap();
            let c = |s: &str| cards::parse_card(deck, s).unwrap();
            let (a, b, k) = match deck {
                DeckKind::French => (c("KH"), c("10S"), c("JC")),
                DeckKind::Spanish => (c("RO"), c("7E"), c("SB")),
            };
            let events = [
                Event::Deal { dealer: 2, turned: Some(a), bottom: Some(b) },
                Event::Deal { dealer: 1, turned: None, bottom: None },
                Event::Misdeal,
                Event::Reshuffle,
                Event::Bid { player: 1, call: Call::Pass, trump: None },
                Event::Bid { player: 1, call: Call::Take, trump: Some(Trump::Suit(cards::Suit(2))) },
                Event::Bid { player: 3, call: Call::Take, trump: Some(Trump::All) },
                Event::Bid { player: 3, call: Call::Play, trump: None },
                Event::Bid {
                    player: 0,
                    call: Call::Bid(BidValue::Points(100)),
                    trump: Some(Trump::Suit(cards::Suit(1))),
                },
                Event::Bid { player: 1, call: Call::Bid(BidValue::Points(110)), trump: Some(Trump::All) },
                Event::Bid { player: 1, call: Call::Bid(BidValue::Points(160)), trump: Some(Trump::NoTrump) },
                Event::Bid { player: 3, call: Call::Bid(BidValue::Capot), trump: Some(Trump::Suit(cards::Suit(0))) },
                Event::Bid { player: 2, call: Call::Coinche, trump: None },
                Event::Bid { player: 0, call: Call::Surcoinche, trump: None },
                Event::SwapSeven { player: 0 },
                Event::Announce { player: 0, melds: vec![MeldName::Four, MeldName::Run(3)] },
                Event::Announce { player: 2, melds: vec![] },
                Event::Show { player: 0, cards: vec![a, b, k] },
                Event::Play { player: 0, card: a, say: Some(Say::Belote) },
                Event::Play { player: 3, card: k, say: None },
                Event::Exchange { player: 2, count: 3 },
                Event::Panfilo { player: 1 },
                Event::Up { player: 1, card: a },
                Event::Down { player: 1, cards: vec![b, k] },
                Event::Wild { player: 2, lance: Lance::AsDeOros, as_card: b },
                Event::Draw { player: 2, card: k },
                Event::Stand { player: 0 },
                Event::Note { text: "café con leche".into() },
                Event::Confirm { side: 1 },
                Event::Dispute { side: 0, text: "hand 3 was 92".into() },
                Event::Tally(Box::new(Tally {
                    points: vec![(0, 92), (1, 70)],
                    tricks: vec![(0, 5), (1, 3)],
                    belote: vec![3],
                    renounce: None,
                })),
                Event::Amend { line: 41, entry: Box::new(Event::Play { player: 3, card: a, say: None }) },
                Event::Undo,
                Event::End,
            ];
            for letters in Letters::ALL {
                let typing = Typing::new(deck, letters, rs.ranks.iter().copied());
                let r = Reader { players: &players, sides: &sides, typing, ruleset: &rs, tally: None };
                let x = Names { players: &players, sides: &sides, deck, letters };
                for e in &events {
                    let line = typed_entry(e, &x);
                    let read = match r.read(&line, &[]) {
                        Ok(Answer::Event(read)) => Some(read),
                        Ok(Answer::Undo) => Some(Event::Undo),
                        _ => None,
                    };
                    let want = match e {
                        Event::End => None, // `end` alone is the command that ends the session
                        e => Some(e.clone()),
                    };
                    if want.is_some() {
                        assert_eq!(read, want, "{name}, {letters:?} letters: {line:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_side_confirms_or_disputes_by_its_name_or_a_player_of_it_in_every_language() {
        let players: Vec<String> = ["Ana", "Luis", "Marta", "Pep"].iter().map(|s| s.to_string()).collect();
        let sides: Vec<String> = vec!["Ana+Marta".into(), "Luis+Pep".into()];
        let rs = crate::games::Rules::load("belote-classic").unwrap();
        let typing = Typing::new(DeckKind::French, Letters::En, rs.ranks.iter().copied());
        let r = Reader { players: &players, sides: &sides, typing, ruleset: &rs, tally: None };
        let ev = |e: Event| Ok(Answer::Event(e));
        assert_eq!(r.read("confirm Luis+Pep", &[]), ev(Event::Confirm { side: 1 }));
        assert_eq!(r.read("confirmo Marta", &[]), ev(Event::Confirm { side: 0 }));
        assert_eq!(r.read("confirme pep", &[]), ev(Event::Confirm { side: 1 }));
        assert_eq!(
            r.read("dispute Ana hand 3 was 92", &[]),
            ev(Event::Dispute { side: 0, text: "hand 3 was 92".into() })
        );
        assert_eq!(
            r.read("impugno Luis+Pep falta un capot", &[]),
            ev(Event::Dispute { side: 1, text: "falta un capot".into() })
        );
        assert_eq!(
            r.read("conteste Luis belote oubliée", &[]),
            ev(Event::Dispute { side: 1, text: "belote oubliée".into() })
        );
        // A dispute says why; a confirmation says nothing more; a side is named.
        assert_eq!(r.read("dispute Ana", &[]), Err(Misread::SideForm { dispute: true }));
        assert_eq!(r.read("confirm Ana yes", &[]), Err(Misread::SideForm { dispute: false }));
        assert_eq!(r.read("confirm", &[]), Err(Misread::SideForm { dispute: false }));
        assert!(matches!(r.read("confirm Rosa", &[]), Err(Misread::Refused(Refusal::UnknownSide { .. }))));
    }
}
