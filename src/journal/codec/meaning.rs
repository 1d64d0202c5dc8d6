/*!
What each meaning of the declaration of the events ([`crate::engine::events`]) is in the journal
and to the referee: `decode` types a field's value for the session, `encode` writes it back. A
meaning takes the value its field's kind holds: a text (`&str`), a whole number (`i64`), any
value (`&Value`), a nested entry (`&Record`); a list or a map of texts is typed text by text.
*/

use super::{Cx, Record};
use crate::cards::{self, Card};
use crate::engine::{BidValue, Call, Event, Lance, MeldName, Refusal, Say, Seat, Side, Trump};
use crate::ruleset::options::{OptKind, ValueProblem};
use crate::ruleset::OptValue;
use serde_json::Value;

pub(crate) mod seat {
    use super::*;
    pub(crate) fn decode(text: &str, cx: &Cx) -> Result<Seat, Refusal> {
        cx.seat(text)
    }
    pub(crate) fn encode(seat: &Seat, cx: &Cx) -> String {
        cx.name(*seat).to_string()
    }
}

pub(crate) mod side {
    use super::*;
    pub(crate) fn decode(text: &str, cx: &Cx) -> Result<Side, Refusal> {
        cx.side(text)
    }
    pub(crate) fn encode(side: &Side, cx: &Cx) -> String {
        cx.sides[*side].clone()
    }
}

pub(crate) mod card {
    use super::*;
    pub(crate) fn decode(text: &str, cx: &Cx) -> Result<Card, Refusal> {
        cx.card(text)
    }
    pub(crate) fn encode(card: &Card, cx: &Cx) -> String {
        cx.code(*card)
    }
}

/// A call, with the line's `value` (a coinche bid's, which only a bid has).
pub(crate) mod call {
    use super::*;
    pub(crate) fn decode(text: &str, cx: &Cx, value: &Option<Value>) -> Result<Call, Refusal> {
        let call = match text {
            "pass" => Call::Pass,
            "take" => Call::Take,
            "play" => Call::Play,
            "coinche" => Call::Coinche,
            "surcoinche" => Call::Surcoinche,
            "bid" => {
                return match value {
                    Some(v) => super::level::decode(v, cx).map(Call::Bid),
                    None => Err(Refusal::BidNeedsValue),
                }
            }
            other => return Err(Refusal::NotACall { text: other.to_string() }),
        };
        match value {
            Some(_) => Err(Refusal::ValueOnlyWithBid { call }),
            None => Ok(call),
        }
    }
    pub(crate) fn encode(call: &Call, _: &Cx) -> String {
        match call {
            Call::Pass => "pass",
            Call::Take => "take",
            Call::Play => "play",
            Call::Bid(_) => "bid",
            Call::Coinche => "coinche",
            Call::Surcoinche => "surcoinche",
        }
        .into()
    }
}

/// A coinche bid's value: a whole number (the auction judges its range), or `"capot"`. It is
/// written beside the call and typed into it ([`Call::Bid`]).
pub(crate) mod level {
    use super::*;
    pub(crate) fn decode(value: &Value, _: &Cx) -> Result<BidValue, Refusal> {
        let v = match value {
            Value::Number(n) => n.as_u64().and_then(|n| u16::try_from(n).ok()).map(BidValue::Points),
            Value::String(s) if s == "capot" => Some(BidValue::Capot),
            _ => None,
        };
        v.ok_or_else(|| Refusal::NotABidValue { text: value.to_string() })
    }
    /// The value the journal writes beside `call`: a bid's, and nothing beside any other call.
    pub(crate) fn encode(call: &Call, _: &Cx) -> Option<Value> {
        match call {
            Call::Bid(BidValue::Points(v)) => Some(Value::from(*v)),
            Call::Bid(BidValue::Capot) => Some(Value::String("capot".into())),
            _ => None,
        }
    }
}

pub(crate) mod trump {
    use super::*;
    pub(crate) fn decode(text: &str, cx: &Cx) -> Result<Trump, Refusal> {
        match text.to_lowercase().as_str() {
            "all" => Ok(Trump::All),
            "none" => Ok(Trump::NoTrump),
            w => cards::parse_suit_code(cx.deck, w)
                .or_else(|| ["♠", "♥", "♦", "♣"].iter().position(|x| *x == w).map(|i| cards::Suit(i as u8)))
                .map(Trump::Suit)
                .ok_or_else(|| Refusal::NotATrump { text: text.to_string() }),
        }
    }
    pub(crate) fn encode(trump: &Trump, cx: &Cx) -> String {
        super::super::trump_code(*trump, cx.deck)
    }
}

pub(crate) mod say {
    use super::*;
    pub(crate) fn decode(text: &str, _: &Cx) -> Result<Say, Refusal> {
        match text {
            "belote" => Ok(Say::Belote),
            "rebelote" => Ok(Say::Rebelote),
            other => Err(Refusal::NotASay { text: other.to_string() }),
        }
    }
    pub(crate) fn encode(say: &Say, _: &Cx) -> String {
        match say {
            Say::Belote => "belote",
            Say::Rebelote => "rebelote",
        }
        .into()
    }
}

pub(crate) mod meld {
    use super::*;
    pub(crate) fn decode(text: &str, _: &Cx) -> Result<MeldName, Refusal> {
        match text {
            "brelan" | "brelán" => Ok(MeldName::Four),
            w => MeldName::parse(w).ok_or_else(|| Refusal::NotAMeld { text: w.to_string() }),
        }
    }
    pub(crate) fn encode(meld: &MeldName, _: &Cx) -> String {
        meld.code()
    }
}

pub(crate) mod lance {
    use super::*;
    pub(crate) fn decode(text: &str, _: &Cx) -> Result<Lance, Refusal> {
        Lance::parse(text).ok_or_else(|| Refusal::NotALance { text: text.to_string() })
    }
    pub(crate) fn encode(lance: &Lance, _: &Cx) -> String {
        lance.code().into()
    }
}

pub(crate) mod word {
    use super::*;
    pub(crate) fn decode(text: &str, _: &Cx) -> Result<String, Refusal> {
        Ok(text.to_string())
    }
    pub(crate) fn encode(word: &str, _: &Cx) -> String {
        word.to_string()
    }
}

pub(crate) mod count {
    use super::*;
    pub(crate) fn decode(n: i64, _: &Cx) -> Result<i64, Refusal> {
        Ok(n)
    }
    pub(crate) fn encode(n: &i64, _: &Cx) -> i64 {
        *n
    }
}

pub(crate) mod line {
    use super::*;
    pub(crate) fn decode(n: i64, _: &Cx) -> Result<usize, Refusal> {
        Ok(usize::try_from(n).unwrap_or(0))
    }
    pub(crate) fn encode(line: &usize, _: &Cx) -> i64 {
        *line as i64
    }
}

/// The value of the option named `key`: true or false, a whole number or a word.
pub(crate) mod option {
    use super::*;
    pub(crate) fn decode(value: &Value, _: &Cx, key: &str) -> Result<OptValue, Refusal> {
        OptValue::from_json(value).ok_or_else(|| Refusal::OptionValue {
            key: key.to_string(),
            problem: ValueProblem::Kind { want: OptKind::Str, got: value.to_string() },
        })
    }
    pub(crate) fn encode(value: &OptValue, _: &Cx) -> Value {
        value.to_json()
    }
}

/// The entry an amend puts in place of another: neither an amend nor an undo.
pub(crate) mod entry {
    use super::*;
    pub(crate) fn decode<S: AsRef<str>>(record: &Record<S>, cx: &Cx) -> Result<Box<Event>, Refusal> {
        let entry = super::super::decode(record, cx)?;
        if matches!(entry, Event::Amend { .. } | Event::Undo) {
            return Err(Refusal::AmendWith { kind: entry.kind() });
        }
        Ok(Box::new(entry))
    }
    pub(crate) fn encode(entry: &Event, cx: &Cx) -> Box<Record> {
        Box::new(super::super::encode(entry, cx))
    }
}
