/*!
Journal records (names, card codes, words) to typed events and back, for one session's players
and deck. A record that names no player of the session or no card of the deck cannot be typed:
that is a refusal of the entry, not a broken journal.
*/

use super::lite::{List, Plain};
use super::Record;
use crate::cards::{self, Card, DeckKind};
use crate::engine::{Call, Event, Lance, MeldName, Refusal, Say, Seat, Side, Tally, Trump};
use crate::ruleset::OptValue;

/// What typing needs: the players (in seating order) and the deck.
#[derive(Debug, Clone, Copy)]
pub struct Cx<'a> {
    pub players: &'a [String],
    /// The sides' names (a team's players joined by `+`, or a player's name).
    pub sides: &'a [String],
    pub deck: DeckKind,
}

/// Where `name` stands in `names`: exactly, else ignoring case.
fn named(names: &[String], name: &str) -> Option<usize> {
    names.iter().position(|p| p == name).or_else(|| {
        let lower = name.to_lowercase();
        names.iter().position(|p| p.to_lowercase() == lower)
    })
}

impl Cx<'_> {
    /// The seat of a player named in a journal (exactly, else ignoring case).
    pub fn seat(&self, name: &str) -> Result<Seat, Refusal> {
        named(self.players, name).ok_or_else(|| Refusal::UnknownPlayer { name: name.to_string() })
    }

    /// The side named in a journal (exactly, else ignoring case).
    pub fn side(&self, name: &str) -> Result<Side, Refusal> {
        named(self.sides, name)
            .ok_or_else(|| Refusal::UnknownSide { name: name.to_string(), sides: self.sides.to_vec() })
    }

    pub fn card(&self, text: &str) -> Result<Card, Refusal> {
        cards::parse_card(self.deck, text)
            .map_err(|_| Refusal::NotACard { text: text.to_string(), typing: cards::Typing::journal(self.deck) })
    }

    fn cards<S: AsRef<str>>(&self, list: &[S]) -> Result<Vec<Card>, Refusal> {
        list.iter().map(|c| self.card(c.as_ref())).collect()
    }

    pub fn name(&self, seat: Seat) -> &str {
        &self.players[seat]
    }

    pub fn code(&self, card: Card) -> String {
        card.code(self.deck)
    }
}

pub fn call(word: &str) -> Result<Call, Refusal> {
    match word {
        "pass" => Ok(Call::Pass),
        "take" => Ok(Call::Take),
        "play" => Ok(Call::Play),
        other => Err(Refusal::NotACall { text: other.to_string() }),
    }
}

pub fn call_code(c: Call) -> &'static str {
    match c {
        Call::Pass => "pass",
        Call::Take => "take",
        Call::Play => "play",
    }
}

pub fn trump(word: &str, deck: DeckKind) -> Result<Trump, Refusal> {
    match word.to_lowercase().as_str() {
        "all" => Ok(Trump::All),
        "none" => Ok(Trump::NoTrump),
        w => cards::parse_suit_code(deck, w)
            .or_else(|| ["♠", "♥", "♦", "♣"].iter().position(|x| *x == w).map(|i| cards::Suit(i as u8)))
            .map(Trump::Suit)
            .ok_or_else(|| Refusal::NotATrump { text: word.to_string() }),
    }
}

pub fn trump_code(t: Trump, deck: DeckKind) -> String {
    match t {
        Trump::Suit(s) => cards::suit_code(deck, s).to_string(),
        Trump::All => "all".into(),
        Trump::NoTrump => "none".into(),
    }
}

pub fn say(word: &str) -> Result<Say, Refusal> {
    match word {
        "belote" => Ok(Say::Belote),
        "rebelote" => Ok(Say::Rebelote),
        other => Err(Refusal::NotASay { text: other.to_string() }),
    }
}

pub fn say_code(s: Say) -> &'static str {
    match s {
        Say::Belote => "belote",
        Say::Rebelote => "rebelote",
    }
}

pub fn meld(word: &str) -> Result<MeldName, Refusal> {
    match word {
        "brelan" | "brelán" => Ok(MeldName::Four),
        w => MeldName::parse(w).ok_or_else(|| Refusal::NotAMeld { text: w.to_string() }),
    }
}

/// Type a journal record.
fn opt<S: AsRef<str>>(o: &Option<S>) -> Option<&str> {
    o.as_ref().map(|x| x.as_ref())
}

pub fn decode<S: AsRef<str>>(r: &Record<S>, cx: &Cx) -> Result<Event, Refusal> {
    Ok(match r {
        Record::Deal { dealer, turned, bottom } => Event::Deal {
            dealer: cx.seat(dealer.as_ref())?,
            turned: opt(turned).map(|c| cx.card(c)).transpose()?,
            bottom: opt(bottom).map(|c| cx.card(c)).transpose()?,
        },
        Record::Misdeal => Event::Misdeal,
        Record::Reshuffle => Event::Reshuffle,
        Record::Bid { player, call: c, trump: t } => Event::Bid {
            player: cx.seat(player.as_ref())?,
            call: call(c.as_ref())?,
            trump: opt(t).map(|t| trump(t, cx.deck)).transpose()?,
        },
        Record::SwapSeven { player } => Event::SwapSeven { player: cx.seat(player.as_ref())? },
        Record::Announce { player, melds } => Event::Announce {
            player: cx.seat(player.as_ref())?,
            melds: melds.iter().map(|m| meld(m.as_ref())).collect::<Result<_, _>>()?,
        },
        Record::Show { player, cards } => Event::Show { player: cx.seat(player.as_ref())?, cards: cx.cards(cards)? },
        Record::Play { player, card, say: s } => Event::Play {
            player: cx.seat(player.as_ref())?,
            card: cx.card(card.as_ref())?,
            say: opt(s).map(say).transpose()?,
        },
        Record::Exchange { player, count } => Event::Exchange { player: cx.seat(player.as_ref())?, count: *count },
        Record::Mosca { player, cards } => Event::Mosca { player: cx.seat(player.as_ref())?, cards: cx.cards(cards)? },
        Record::Panfilo { player } => Event::Panfilo { player: cx.seat(player.as_ref())? },
        Record::Up { player, card } => Event::Up { player: cx.seat(player.as_ref())?, card: cx.card(card.as_ref())? },
        Record::Down { player, cards } => Event::Down { player: cx.seat(player.as_ref())?, cards: cx.cards(cards)? },
        Record::Wild { player, lance, as_card } => Event::Wild {
            player: cx.seat(player.as_ref())?,
            lance: Lance::parse(lance.as_ref())
                .ok_or_else(|| Refusal::NotALance { text: lance.as_ref().to_string() })?,
            as_card: cx.card(as_card.as_ref())?,
        },
        Record::Draw { player, card } => {
            Event::Draw { player: cx.seat(player.as_ref())?, card: cx.card(card.as_ref())? }
        }
        Record::Stand { player } => Event::Stand { player: cx.seat(player.as_ref())? },
        Record::SetOption { key, value } => match OptValue::from_json(value) {
            Some(v) => Event::SetOption { key: key.as_ref().to_string(), value: v },
            None => {
                return Err(Refusal::OptionValue {
                    key: key.as_ref().to_string(),
                    problem: crate::ruleset::options::ValueProblem::Kind {
                        want: crate::ruleset::options::OptKind::Str,
                        got: value.to_string(),
                    },
                })
            }
        },
        Record::Note { text } => Event::Note { text: text.as_ref().to_string() },
        Record::Tally { points, tricks, belote, renounce } => {
            let by = |l: &[(S, i64)]| l.iter().map(|(k, v)| Ok((cx.side(k.as_ref())?, *v))).collect::<Result<_, _>>();
            Event::Tally(Box::new(Tally {
                points: by(points)?,
                tricks: by(tricks)?,
                belote: belote.iter().map(|p| cx.seat(p.as_ref())).collect::<Result<_, _>>()?,
                renounce: opt(renounce).map(|p| cx.seat(p)).transpose()?,
            }))
        }
        Record::Amend { line, entry } => {
            let entry = decode(entry, cx)?;
            if matches!(entry, Event::Amend { .. } | Event::Undo) {
                return Err(Refusal::AmendWith { kind: entry.kind() });
            }
            Event::Amend { line: usize::try_from(*line).unwrap_or(0), entry: Box::new(entry) }
        }
        Record::Undo => Event::Undo,
        Record::End => Event::End,
    })
}

/// The typed event of an event line read in one quick pass from its text, its time (`at`) and
/// its type:
/// the same event as [`decode`] gives for the line's record, with no record built. `None`: the
/// line does not have the plain shape, or is not an entry as it stands; the full reader reads
/// it (and says what is wrong with it).
pub fn decode_line<'t>(text: &'t str, cx: &Cx) -> Option<(Result<Event, Refusal>, Option<&'t str>, &'t str)> {
    let mut p = Plain::default();
    super::lite::read(text, &mut p)?;
    let ty = p.entry_type()?;
    Some((typed(ty, &p, cx), p.at, ty))
}

/// [`decode`] of a plain line of type `ty` whose fields are there ([`Plain::entry_type`]): the
/// same checks in the same order.
fn typed(ty: &str, p: &Plain<'_>, cx: &Cx) -> Result<Event, Refusal> {
    let player = || cx.seat(p.player.unwrap_or_default());
    let card = || cx.card(p.card.unwrap_or_default());
    let cards = |l: Option<List<'_>>| l.map(|l| l.iter().map(|c| cx.card(c)).collect()).unwrap_or(Ok(Vec::new()));
    let maybe_card = |c: Option<&str>| c.map(|c| cx.card(c)).transpose();
    Ok(match ty {
        "deal" => Event::Deal {
            dealer: cx.seat(p.dealer.unwrap_or_default())?,
            turned: maybe_card(p.turned)?,
            bottom: maybe_card(p.bottom)?,
        },
        "misdeal" => Event::Misdeal,
        "reshuffle" => Event::Reshuffle,
        "bid" => Event::Bid {
            player: player()?,
            call: call(p.call.unwrap_or_default())?,
            trump: p.trump.map(|t| trump(t, cx.deck)).transpose()?,
        },
        "swap-seven" => Event::SwapSeven { player: player()? },
        "announce" => Event::Announce {
            player: player()?,
            melds: p.melds.map(|l| l.iter().map(meld).collect()).unwrap_or(Ok(Vec::new()))?,
        },
        "show" => Event::Show { player: player()?, cards: cards(p.cards)? },
        "play" => Event::Play { player: player()?, card: card()?, say: p.say.map(say).transpose()? },
        "exchange" => Event::Exchange { player: player()?, count: p.count.unwrap_or_default() },
        "mosca" => Event::Mosca { player: player()?, cards: cards(p.cards)? },
        "panfilo" => Event::Panfilo { player: player()? },
        "up" => Event::Up { player: player()?, card: card()? },
        "down" => Event::Down { player: player()?, cards: cards(p.cards)? },
        "wild" => {
            let lance = p.lance.unwrap_or_default();
            Event::Wild {
                player: player()?,
                lance: Lance::parse(lance).ok_or_else(|| Refusal::NotALance { text: lance.to_string() })?,
                as_card: cx.card(p.as_card.unwrap_or_default())?,
            }
        }
        "draw" => Event::Draw { player: player()?, card: card()? },
        "stand" => Event::Stand { player: player()? },
        "note" => Event::Note { text: p.text.unwrap_or_default().to_string() },
        "undo" => Event::Undo,
        // `end`; `entry_type` lets no other type through.
        _ => Event::End,
    })
}

/// The journal record of a typed event.
pub fn encode(e: &Event, cx: &Cx) -> Record {
    let name = |s: &Seat| cx.name(*s).to_string();
    let codes = |cs: &[Card]| cs.iter().map(|c| cx.code(*c)).collect::<Vec<_>>();
    match e {
        Event::Deal { dealer, turned, bottom } => Record::Deal {
            dealer: name(dealer),
            turned: turned.map(|c| cx.code(c)),
            bottom: bottom.map(|c| cx.code(c)),
        },
        Event::Misdeal => Record::Misdeal,
        Event::Reshuffle => Record::Reshuffle,
        Event::Bid { player, call, trump } => Record::Bid {
            player: name(player),
            call: call_code(*call).into(),
            trump: trump.map(|t| trump_code(t, cx.deck)),
        },
        Event::SwapSeven { player } => Record::SwapSeven { player: name(player) },
        Event::Announce { player, melds } => {
            Record::Announce { player: name(player), melds: melds.iter().map(|m| m.code()).collect() }
        }
        Event::Show { player, cards } => Record::Show { player: name(player), cards: codes(cards) },
        Event::Play { player, card, say } => {
            Record::Play { player: name(player), card: cx.code(*card), say: say.map(|s| say_code(s).into()) }
        }
        Event::Exchange { player, count } => Record::Exchange { player: name(player), count: *count },
        Event::Mosca { player, cards } => Record::Mosca { player: name(player), cards: codes(cards) },
        Event::Panfilo { player } => Record::Panfilo { player: name(player) },
        Event::Up { player, card } => Record::Up { player: name(player), card: cx.code(*card) },
        Event::Down { player, cards } => Record::Down { player: name(player), cards: codes(cards) },
        Event::Wild { player, lance, as_card } => {
            Record::Wild { player: name(player), lance: lance.code().into(), as_card: cx.code(*as_card) }
        }
        Event::Draw { player, card } => Record::Draw { player: name(player), card: cx.code(*card) },
        Event::Stand { player } => Record::Stand { player: name(player) },
        Event::SetOption { key, value } => Record::SetOption { key: key.clone(), value: value.to_json() },
        Event::Note { text } => Record::Note { text: text.clone() },
        Event::Tally(t) => {
            let by = |l: &[(Side, i64)]| l.iter().map(|(k, v)| (cx.sides[*k].clone(), *v)).collect();
            Record::Tally {
                points: by(&t.points),
                tricks: by(&t.tricks),
                belote: t.belote.iter().map(name).collect(),
                renounce: t.renounce.as_ref().map(name),
            }
        }
        Event::Amend { line, entry } => Record::Amend { line: *line as i64, entry: Box::new(encode(entry, cx)) },
        Event::Undo => Record::Undo,
        Event::End => Record::End,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_type_and_come_back_the_same() {
        let players: Vec<String> = ["Ana María", "Luis", "Marta", "Pep"].iter().map(|s| s.to_string()).collect();
        let sides: Vec<String> = vec!["Ana María+Marta".into(), "Luis+Pep".into()];
        let cx = Cx { players: &players, sides: &sides, deck: DeckKind::French };
        for r in [
            Record::Deal { dealer: "Ana María".into(), turned: Some("8C".into()), bottom: None },
            Record::Bid { player: "Luis".into(), call: "take".into(), trump: Some("H".into()) },
            Record::Play { player: "Pep".into(), card: "KH".into(), say: Some("belote".into()) },
            Record::Announce { player: "Marta".into(), melds: vec!["four".into(), "run3".into()] },
            Record::Tally {
                points: vec![("Ana María+Marta".into(), 92), ("Luis+Pep".into(), 70)],
                tricks: vec![("Ana María+Marta".into(), 5), ("Luis+Pep".into(), 3)],
                belote: vec!["Pep".into()],
                renounce: None,
            },
            Record::Amend {
                line: 41,
                entry: Box::new(Record::Play { player: "Pep".into(), card: "QH".into(), say: None }),
            },
        ] {
            assert_eq!(encode(&decode(&r, &cx).unwrap(), &cx), r);
        }
        let bad: Record = Record::Play { player: "Zorro".into(), card: "7C".into(), say: None };
        assert_eq!(decode(&bad, &cx), Err(Refusal::UnknownPlayer { name: "Zorro".into() }));
    }

    /// Lines of every type the quick reader takes, refused or not: the direct decode gives the
    /// event (or refusal) and time that decoding the full reader's record gives.
    #[test]
    fn a_plain_line_decodes_straight_to_the_records_event() {
        let players: Vec<String> = ["Ana María", "Luis", "Marta", "Pep"].iter().map(|s| s.to_string()).collect();
        let sides: Vec<String> = vec!["Ana María+Marta".into(), "Luis+Pep".into()];
        let mut lines: Vec<String> = Vec::new();
        for deck in [DeckKind::French, DeckKind::Spanish] {
            let cx = Cx { players: &players, sides: &sides, deck };
            for (ty, fields) in [
                ("deal", r#""dealer": "Luis", "turned": "8C", "bottom": "12O""#),
                ("deal", r#""dealer": "ana maría""#),
                ("deal", r#""dealer": "Luis", "turned": "8X""#),
                ("misdeal", ""),
                ("reshuffle", ""),
                ("bid", r#""player": "Luis", "call": "take", "trump": "H""#),
                ("bid", r#""player": "Luis", "call": "take", "trump": "all""#),
                ("bid", r#""player": "Luis", "call": "grab""#),
                ("bid", r#""player": "Zorro", "call": "grab""#),
                ("bid", r#""player": "Luis", "call": "play", "trump": "Q""#),
                ("swap-seven", r#""player": "Pep""#),
                ("announce", r#""player": "Marta", "melds": ["four", "run3", "belote"]"#),
                ("announce", r#""player": "Marta", "melds": ["four", "nonsense"]"#),
                ("show", r#""player": "Marta", "cards": ["7C", "1O", "KH"]"#),
                ("show", r#""player": "Marta", "cards": []"#),
                ("play", r#""player": "Pep", "card": "KH", "say": "belote""#),
                ("play", r#""player": "Pep", "card": "3O", "say": "hello""#),
                ("play", r#""player": "Pep", "card": "KH", "at": "2026-11-22T20:00:00+01:00""#),
                ("play", r#""player": "Pep", "card": "KH", "at": "yesterday""#),
                ("play", r#""player": "Pep""#),
                ("exchange", r#""player": "Luis", "count": 3"#),
                ("mosca", r#""player": "Luis", "cards": ["1O", "3O"]"#),
                ("panfilo", r#""player": "Luis""#),
                ("up", r#""player": "Luis", "card": "7O""#),
                ("down", r#""player": "Luis", "cards": ["7O", "ZZ"]"#),
                ("wild", r#""player": "Luis", "lance": "primera", "as": "7O""#),
                ("wild", r#""player": "Luis", "lance": "tercera", "as": "7O""#),
                ("draw", r#""player": "Luis", "card": "5C""#),
                ("stand", r#""player": "Luis""#),
                ("note", r#""text": "café ♥""#),
                ("undo", ""),
                ("end", r#""by": "Ana", "n": 0"#),
                ("frobnicate", ""),
                ("session", ""),
            ] {
                let sep = if fields.is_empty() { "" } else { ", " };
                lines.push(format!(r#"{{"type": "{ty}"{sep}{fields}}}"#));
            }
            let mut plain = 0;
            for line in &lines {
                let full = super::super::read::parse_event_line_slowly(line, 2);
                match decode_line(line, &cx) {
                    Some((event, at, ty)) => {
                        plain += 1;
                        let entry = full.unwrap_or_else(|e| panic!("{line}: {e:?}"));
                        assert_eq!(ty, entry.record.type_name(), "{line}");
                        assert_eq!(event, decode(&entry.record, &cx), "{line}");
                        assert_eq!(at, entry.at.as_deref(), "{line}");
                    }
                    // Left to the full reader: not an entry as it stands.
                    None => assert!(full.is_err(), "{line}"),
                }
            }
            assert_eq!(plain, lines.len() - 4, "all but the four that are not entries");
            lines.clear();
        }
    }
}
