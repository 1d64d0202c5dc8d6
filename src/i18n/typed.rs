//! An event as one typed line of the entry language (docs/entries.md), in its canonical form:
//! the English keywords, which every table reads, the player first, and the cards in the
//! table's letters. What a phone's buttons send (each choice of a question, each card of the
//! deck), so the line means the same whatever question the table asks when it arrives.

use super::{typed_tally, Lang, Names};
use crate::engine::{Call, Event, Say, Trump};
use crate::ruleset::OptValue;

/// `e` typed in full, as [`crate::table`] reads it back.
pub(crate) fn typed_entry(e: &Event, x: &Names) -> String {
    let p = |s: &usize| x.player(*s);
    let cards = |cs: &[crate::cards::Card]| cs.iter().map(|c| x.code(*c)).collect::<Vec<_>>().join(" ");
    match e {
        Event::Deal { dealer, turned, bottom } => {
            let mut out = format!("deal {}", p(dealer));
            if let Some(c) = turned {
                out.push_str(&format!(" {}", x.code(*c)));
            }
            if let Some(b) = bottom {
                out.push_str(&format!(" bottom {}", x.code(*b)));
            }
            out
        }
        Event::Misdeal => "misdeal".into(),
        Event::Reshuffle => "reshuffle".into(),
        Event::Bid { player, call, trump } => {
            let call = match call {
                Call::Pass => "pass".into(),
                Call::Take => "take".into(),
                Call::Play => "play".into(),
                Call::Bid(v) => v.code(),
                Call::Coinche => "coinche".into(),
                Call::Surcoinche => "surcoinche".into(),
            };
            let trump = match trump {
                None => String::new(),
                Some(Trump::Suit(s)) => format!(" {}", x.letters.suit(x.deck, *s)),
                Some(Trump::All) => " all".into(),
                Some(Trump::NoTrump) => " none".into(),
            };
            format!("{} {call}{trump}", p(player))
        }
        Event::SwapSeven { player } => format!("{} swap", p(player)),
        Event::Announce { player, melds } => {
            let melds: Vec<String> = melds.iter().map(|m| m.code()).collect();
            format!("{} announce {}", p(player), melds.join(" ")).trim_end().to_string()
        }
        Event::Show { player, cards: cs } => format!("{} show {}", p(player), cards(cs)),
        Event::Play { player, card, say } => {
            let say = match say {
                Some(Say::Belote) => " belote",
                Some(Say::Rebelote) => " rebelote",
                None => "",
            };
            format!("{} {}{say}", p(player), x.code(*card))
        }
        Event::Exchange { player, count } => format!("{} exchange {count}", p(player)),
        Event::Mosca { player, cards: cs } => format!("{} mosca {}", p(player), cards(cs)),
        Event::Panfilo { player } => format!("{} panfilo", p(player)),
        Event::Up { player, card } => format!("{} up {}", p(player), x.code(*card)),
        Event::Down { player, cards: cs } => format!("{} down {}", p(player), cards(cs)),
        Event::Wild { player, lance, as_card } => format!("{} wild {} {}", p(player), lance.code(), x.code(*as_card)),
        Event::Draw { player, card } => format!("{} draw {}", p(player), x.code(*card)),
        Event::Stand { player } => format!("{} stand", p(player)),
        Event::SetOption { key, value } => {
            let value = match value {
                OptValue::Bool(b) => b.to_string(),
                OptValue::Int(n) => n.to_string(),
                OptValue::Str(s) => s.clone(),
            };
            format!("option {key}={value}")
        }
        Event::Note { text } => format!("note {text}"),
        Event::Confirm { side } => format!("confirm {}", x.side(*side)),
        Event::Dispute { side, text } => format!("dispute {} {text}", x.side(*side)),
        Event::Tally(t) => typed_tally(t, x, Lang::En.catalog().words()),
        Event::Amend { line, entry } => format!("amend {line} {}", typed_entry(entry, x)),
        Event::Undo => "undo".into(),
        Event::End => "end".into(),
    }
}
