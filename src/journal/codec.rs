/*!
Journal records (names, card codes, words) to typed events and back, for one session's players
and deck. A record that names no player of the session or no card of the deck cannot be typed:
that is a refusal of the entry, not a broken journal.
*/

use super::lite::Plain;
use super::Record;
use crate::cards::{self, Card, DeckKind};
use crate::engine::{Event, EventKind, Refusal, Seat, Side, Trump};

/// What typing needs: the players (in seating order) and the deck.
#[derive(Debug, Clone, Copy)]
#[doc(hidden)]
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
    pub(crate) fn seat(&self, name: &str) -> Result<Seat, Refusal> {
        named(self.players, name).ok_or_else(|| Refusal::UnknownPlayer { name: name.to_string() })
    }

    /// The side named in a journal (exactly, else ignoring case).
    pub(crate) fn side(&self, name: &str) -> Result<Side, Refusal> {
        named(self.sides, name)
            .ok_or_else(|| Refusal::UnknownSide { name: name.to_string(), sides: self.sides.to_vec() })
    }

    pub(crate) fn card(&self, text: &str) -> Result<Card, Refusal> {
        cards::parse_card(self.deck, text)
            .map_err(|_| Refusal::NotACard { text: text.to_string(), typing: cards::Typing::journal(self.deck) })
    }

    pub(crate) fn name(&self, seat: Seat) -> &str {
        &self.players[seat]
    }

    pub(crate) fn code(&self, card: Card) -> String {
        card.code(self.deck)
    }
}

/// The journal's word for a trump.
pub(crate) fn trump_code(t: Trump, deck: DeckKind) -> String {
    match t {
        Trump::Suit(s) => cards::suit_code(deck, s).to_string(),
        Trump::All => "all".into(),
        Trump::NoTrump => "none".into(),
    }
}

mod meaning;

/// Makes, from the declaration of the events: [`decode`], `typed` and [`encode`].
macro_rules! codec {
    (
        keys { $($_keys:tt)* }
        events { $($_events:tt)* }
        unboxed { $(
            $(#[$_d:meta])* $V:ident $_code:literal $({
                $( $(#[$_fd:meta])* $f:ident: $p:ident $k:ident $m:ident $(($a:ident))? ),* $(,)?
                $(; $( $(#[$_jd:meta])* $jf:ident: $jp:ident $jk:ident $jm:ident ($ja:ident) ),* $(,)?)?
            })?
        )* }
        boxed { $(
            $(#[$_bd:meta])* $B:ident $_bcode:literal {
                $( $(#[$_bfd:meta])* $bf:ident: $bp:ident $bk:ident $bm:ident $(($ba:ident))? ),* $(,)?
            }
        )* }
        kept { $($_kept:tt)* }
    ) => {
        /// Type a journal record.
        pub(crate) fn decode<S: AsRef<str>>(r: &Record<S>, cx: &Cx) -> Result<Event, Refusal> {
            Ok(match r {
                $( Record::$V { $( $($f,)* $($($jf,)*)? )? } => make!(cx, Event::$V, [$($($f: $p $k $m $(($a))?,)*)?]), )*
                $( Record::$B { $($bf),* } => make!(cx, Box $B, [$($bf: $bp $bk $bm $(($ba))?,)*]), )*
            })
        }

        /// [`decode`] of a plain line of kind `kind` whose fields are there
        /// ([`Plain::entry_kind`]): the same checks in the same order. `None`: a kind the quick
        /// reader does not read.
        fn typed(kind: EventKind, p: &Plain<'_>, cx: &Cx) -> Result<Option<Event>, Refusal> {
            Ok(Some(match kind {
                $( EventKind::$V => quick!([$( $($f: $p $k,)* $($($jf: $jp $jk,)*)? )?] {
                    $(
                        $( let $f = plain!($p $k, p.$f); )*
                        $($( let $jf = plain!($jp $jk, p.$jf); )*)?
                    )?
                    make!(cx, Event::$V, [$($($f: $p $k $m $(($a))?,)*)?])
                }), )*
                $( EventKind::$B => quick!([$($bf: $bp $bk,)*] {
                    $( let $bf = plain!($bp $bk, p.$bf); )*
                    make!(cx, Box $B, [$($bf: $bp $bk $bm $(($ba))?,)*])
                }), )*
            }))
        }

        /// The journal record of a typed event.
        pub fn encode(e: &Event, cx: &Cx) -> Record {
            match e {
                $( Event::$V { $($($f),*)? } => Record::$V { $(
                    $($( $jf: meaning::$jm::encode($ja, cx), )*)?
                    $( $f: encode!($p $k $m, $f, cx), )*
                )? }, )*
                $( Event::$B(b) => {
                    let crate::engine::event::$B { $($bf),* } = &**b;
                    Record::$B { $( $bf: encode!($bp $bk $bm, $bf, cx) ),* }
                } )*
            }
        }
    };
}

/// The event made of the fields bound by their names, each typed in order (the first that does
/// not type is the refusal).
macro_rules! make {
    ($cx:ident, Event::$V:ident, [$($f:ident: $p:ident $k:ident $m:ident $(($a:ident))?,)*]) => {{
        $( let $f = decode!($p $k $m $(($a))?, $f, $cx); )*
        Event::$V { $($f),* }
    }};
    ($cx:ident, Box $B:ident, [$($f:ident: $p:ident $k:ident $m:ident $(($a:ident))?,)*]) => {{
        $( let $f = decode!($p $k $m $(($a))?, $f, $cx); )*
        Event::$B(Box::new(crate::engine::event::$B { $($f),* }))
    }};
}

/// A field typed: `$x` refers to it as a record holds it (its texts anything `AsRef<str>`).
macro_rules! decode {
    (opt $k:ident $m:ident $(($a:ident))?, $x:ident, $cx:ident) => {
        match $x {
            Some(x) => Some(decode!(one $k $m $(($a))?, x, $cx)),
            None => None,
        }
    };
    ($_p:ident text $m:ident $(($a:ident))?, $x:ident, $cx:ident) => {
        meaning::$m::decode($x.as_ref(), $cx $(, &$a)?)?
    };
    ($_p:ident texts $m:ident $(($a:ident))?, $x:ident, $cx:ident) => {
        $x.iter().map(|x| meaning::$m::decode(x.as_ref(), $cx $(, &$a)?)).collect::<Result<_, _>>()?
    };
    ($_p:ident text_or_texts $m:ident $(($a:ident))?, $x:ident, $cx:ident) => {
        decode!(one texts $m $(($a))?, $x, $cx)
    };
    ($_p:ident wholes $m:ident $(($a:ident))?, $x:ident, $cx:ident) => {
        $x.iter()
            .map(|(k, v)| Ok((meaning::$m::decode(k.as_ref(), $cx $(, &$a)?)?, *v)))
            .collect::<Result<_, _>>()?
    };
    ($_p:ident whole $m:ident $(($a:ident))?, $x:ident, $cx:ident) => {
        meaning::$m::decode(*$x, $cx $(, &$a)?)?
    };
    ($_p:ident $_k:ident $m:ident $(($a:ident))?, $x:ident, $cx:ident) => {
        meaning::$m::decode($x, $cx $(, &$a)?)?
    };
}

/// A field as a record holds it.
macro_rules! encode {
    (opt $k:ident $m:ident, $x:ident, $cx:ident) => {
        $x.as_ref().map(|x| encode!(one $k $m, x, $cx))
    };
    ($_p:ident texts $m:ident, $x:ident, $cx:ident) => {
        $x.iter().map(|x| meaning::$m::encode(x, $cx)).collect()
    };
    ($_p:ident text_or_texts $m:ident, $x:ident, $cx:ident) => {
        encode!(one texts $m, $x, $cx)
    };
    ($_p:ident wholes $m:ident, $x:ident, $cx:ident) => {
        $x.iter().map(|(k, v)| (meaning::$m::encode(k, $cx), *v)).collect()
    };
    ($_p:ident $_k:ident $m:ident, $x:ident, $cx:ident) => {
        meaning::$m::encode($x, $cx)
    };
}

/// `$then` when every field the event must have is of a kind the quick reader reads, else
/// `None` (no line of the event is plain: it holds a field the quick reader leaves to the full
/// one). A field it may lack is absent from a plain line whatever its kind.
macro_rules! quick {
    ([] $then:block) => {
        $then
    };
    ([$f:ident: one text, $($rest:tt)*] $then:block) => {
        quick!([$($rest)*] $then)
    };
    ([$f:ident: one texts, $($rest:tt)*] $then:block) => {
        quick!([$($rest)*] $then)
    };
    ([$f:ident: one whole, $($rest:tt)*] $then:block) => {
        quick!([$($rest)*] $then)
    };
    ([$f:ident: one scalar, $($rest:tt)*] $then:block) => {
        quick!([$($rest)*] $then)
    };
    ([$f:ident: opt $k:ident, $($rest:tt)*] $then:block) => {
        quick!([$($rest)*] $then)
    };
    ([$f:ident: some $k:ident, $($rest:tt)*] $then:block) => {
        quick!([$($rest)*] $then)
    };
    ([$($_other:tt)*] $then:block) => {
        return Ok(None)
    };
}

/// A field of a plain line as a record would hold it, by reference (its presence checked by
/// [`Plain::entry_kind`]); a field of a kind the quick reader does not read is absent.
macro_rules! plain {
    (one scalar, $x:expr) => {
        &match $x {
            Some(x) => x.value(),
            None => return Ok(None),
        }
    };
    (opt scalar, $x:expr) => {
        &$x.map(super::lite::Scalar::value)
    };
    (one $k:ident, $x:expr) => {
        &match $x {
            Some(x) => x,
            None => return Ok(None),
        }
    };
    (opt text, $x:expr) => {
        &$x
    };
    (opt texts, $x:expr) => {
        &$x
    };
    (opt whole, $x:expr) => {
        &$x
    };
    (some text, $x:expr) => {
        &$x.unwrap_or_default()
    };
    (some texts, $x:expr) => {
        &$x.unwrap_or_default()
    };
    (some whole, $x:expr) => {
        &$x.unwrap_or_default()
    };
    (opt $k:ident, $x:expr) => {
        &$x.map(|unread| -> super::kinds::In<super::kinds::$k, &str> { match unread {} })
    };
    (some $k:ident, $x:expr) => {
        &$x.map(|unread| -> super::kinds::In<super::kinds::$k, &str> { match unread {} }).unwrap_or_default()
    };
}

crate::engine::events::events!(codec);

/// The typed event of an event line read in one quick pass from its text, its time (`at`) and
/// its kind: the same event as [`decode`] gives for the line's record, with no record built.
/// `None`: the line does not have the plain shape, or is not an entry as it stands; the full
/// reader reads it (and says what is wrong with it).
pub(crate) fn decode_line<'t>(text: &'t str, cx: &Cx) -> Option<(Result<Event, Refusal>, Option<&'t str>, EventKind)> {
    let mut p = Plain::default();
    super::lite::read(text, &mut p)?;
    let kind = p.entry_kind()?;
    Some((typed(kind, &p, cx).transpose()?, p.at, kind))
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
            Record::Bid { player: "Luis".into(), call: "take".into(), trump: Some("H".into()), value: None },
            Record::Bid {
                player: "Luis".into(),
                call: "bid".into(),
                trump: Some("all".into()),
                value: Some(serde_json::json!(110)),
            },
            Record::Bid {
                player: "Pep".into(),
                call: "bid".into(),
                trump: Some("S".into()),
                value: Some("capot".into()),
            },
            Record::Bid { player: "Marta".into(), call: "coinche".into(), trump: None, value: None },
            Record::Bid { player: "Luis".into(), call: "surcoinche".into(), trump: None, value: None },
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
        // A bid's value is typed into its call, and only a bid has one.
        let bid = |call: &str, value: Option<serde_json::Value>| Record::<String>::Bid {
            player: "Luis".into(),
            call: call.into(),
            trump: Some("H".into()),
            value,
        };
        let hearts = Some(Trump::Suit(cards::Suit(1)));
        assert_eq!(
            decode(&bid("bid", Some(serde_json::json!(90))), &cx),
            Ok(Event::Bid {
                player: 1,
                call: crate::engine::Call::Bid(crate::engine::BidValue::Points(90)),
                trump: hearts
            })
        );
        assert_eq!(decode(&bid("bid", None), &cx), Err(Refusal::BidNeedsValue));
        assert_eq!(
            decode(&bid("take", Some(serde_json::json!(90))), &cx),
            Err(Refusal::ValueOnlyWithBid { call: crate::engine::Call::Take })
        );
        assert_eq!(
            decode(&bid("bid", Some(serde_json::json!("100"))), &cx),
            Err(Refusal::NotABidValue { text: "\"100\"".into() })
        );
        assert_eq!(
            decode(&bid("bid", Some(serde_json::json!(1e3))), &cx),
            Err(Refusal::NotABidValue { text: "1000.0".into() })
        );
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
                ("bid", r#""player": "Luis", "call": "bid", "value": 100, "trump": "H""#),
                ("bid", r#""player": "Luis", "call": "bid", "value": "capot", "trump": "none""#),
                ("bid", r#""player": "Luis", "call": "bid", "value": "CAPOT", "trump": "H""#),
                ("bid", r#""player": "Luis", "call": "bid", "value": 85, "trump": "H""#),
                ("bid", r#""player": "Luis", "call": "bid", "trump": "H""#),
                ("bid", r#""player": "Luis", "call": "pass", "value": 90"#),
                ("bid", r#""player": "Luis", "call": "bid", "value": -90, "trump": "H""#),
                ("bid", r#""player": "Marta", "call": "coinche""#),
                ("bid", r#""player": "Marta", "call": "surcoinche""#),
                ("option", r#""key": "target", "value": 2000"#),
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
                    Some((event, at, kind)) => {
                        plain += 1;
                        let entry = full.unwrap_or_else(|e| panic!("{line}: {e:?}"));
                        assert_eq!(kind, entry.record.kind(), "{line}");
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
