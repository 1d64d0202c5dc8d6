/*!
A hand of `verify --json` written straight to the output, byte for byte what serializing
[`super::json::hand`] writes, without building it: names are quoted once per session, card codes
and the contract's words are static, numbers are written with `itoa`. A long journal's verdict
is mostly hands, so this is where `verify --json` spends its writing.
*/

use crate::cards::{self, Card, DeckKind};
use crate::engine::{BidValue, HandReport, Level, Trump};
use crate::i18n::Names;
use std::io;

/// The session's names, each already a JSON string, and its deck's card codes.
#[doc(hidden)]
pub struct Quoted {
    players: Vec<String>,
    sides: Vec<String>,
    deck: DeckKind,
}

/// A string as JSON writes it (quotes and escapes).
fn quote(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| "\"\"".into())
}

impl Quoted {
    pub fn of(x: &Names) -> Quoted {
        Quoted {
            players: x.players.iter().map(|p| quote(p)).collect(),
            sides: x.sides.iter().map(|s| quote(s)).collect(),
            deck: x.deck,
        }
    }
    /// A seat's name as the verdict writes it (an unknown seat: the empty string).
    fn player(&self, seat: usize) -> &str {
        self.players.get(seat).map_or("\"\"", String::as_str)
    }
    fn side(&self, side: usize) -> &str {
        self.sides.get(side).map_or("\"\"", String::as_str)
    }
}

struct W<'a> {
    out: &'a mut Vec<u8>,
}

impl W<'_> {
    fn raw(&mut self, s: &str) -> io::Result<()> {
        self.out.extend_from_slice(s.as_bytes());
        Ok(())
    }
    fn int(&mut self, n: i64) -> io::Result<()> {
        self.raw(itoa::Buffer::new().format(n))
    }
    /// A word of the contract (`made`, `last-trick`, a suit code): plain ASCII, quoted.
    fn word(&mut self, s: &str) -> io::Result<()> {
        if s.bytes().all(|b| b >= 0x20 && b != b'"' && b != b'\\') {
            self.raw("\"")?;
            self.raw(s)?;
            self.raw("\"")
        } else {
            self.raw(&quote(s))
        }
    }
    fn card(&mut self, deck: DeckKind, c: Card) -> io::Result<()> {
        self.raw("\"")?;
        self.raw(cards::rank_code(deck, c.rank()))?;
        self.raw(cards::suit_code(deck, c.suit()))?;
        self.raw("\"")
    }
    fn cards(&mut self, deck: DeckKind, cs: &[Card]) -> io::Result<()> {
        self.raw("[")?;
        for (i, c) in cs.iter().enumerate() {
            if i > 0 {
                self.raw(",")?;
            }
            self.card(deck, *c)?;
        }
        self.raw("]")
    }
    /// An object keyed by names, as an `IndexMap` collects it: a key met again keeps its first
    /// place and takes the later value.
    fn map(&mut self, pairs: &[(&str, i64)]) -> io::Result<()> {
        self.raw("{")?;
        let mut first = true;
        for (i, (k, _)) in pairs.iter().enumerate() {
            if pairs[..i].iter().any(|(e, _)| e == k) {
                continue;
            }
            let v = pairs.iter().rev().find(|(e, _)| e == k).map_or(0, |(_, v)| *v);
            if !first {
                self.raw(",")?;
            }
            first = false;
            self.raw(k)?;
            self.raw(":")?;
            self.int(v)?;
        }
        self.raw("}")
    }
}

fn trump_word(t: Trump, deck: DeckKind) -> &'static str {
    match t {
        Trump::Suit(s) => cards::suit_code(deck, s),
        Trump::All => "all",
        Trump::NoTrump => "none",
    }
}

/// Write one hand of the verdict at the end of `out`.
#[doc(hidden)]
pub fn hand(out: &mut Vec<u8>, h: &HandReport, q: &Quoted) -> io::Result<()> {
    let mut w = W { out };
    let deck = q.deck;
    w.raw("{\"number\":")?;
    w.int(h.number as i64)?;
    w.raw(",\"dealer\":")?;
    w.raw(q.player(h.dealer))?;
    w.raw(",\"outcome\":")?;
    w.word(h.outcome.code())?;
    if let Some(t) = h.trump() {
        w.raw(",\"trump\":")?;
        w.word(trump_word(t, deck))?;
    }
    if let Some(c) = h.contract {
        w.raw(",\"taker\":")?;
        w.raw(q.player(c.contract.taker))?;
        if let Some(r) = c.result {
            w.raw(",\"result\":")?;
            w.word(r.code())?;
        }
        if let Level::Bid(value) = c.contract.level {
            w.raw(",\"contract\":{\"value\":")?;
            match value {
                BidValue::Points(v) => w.int(i64::from(v))?,
                BidValue::Capot => w.raw("\"capot\"")?,
            }
            w.raw(",\"trump\":")?;
            w.word(trump_word(c.contract.trump, deck))?;
            w.raw(",\"multiplier\":")?;
            w.int(i64::from(c.contract.multiplier))?;
            w.raw(",\"taker\":")?;
            w.raw(q.player(c.contract.taker))?;
            let d = c.contract.doubled;
            for (key, who) in [(",\"coinche\":", d.coinche), (",\"surcoinche\":", d.surcoinche)] {
                if let Some(p) = who {
                    w.raw(key)?;
                    w.raw(q.player(p))?;
                }
            }
            w.raw("}")?;
        }
    }
    if let Some(side) = h.capot {
        w.raw(",\"capot\":")?;
        w.raw(q.side(side))?;
    }
    w.raw(",\"score\":")?;
    let score: Vec<(&str, i64)> = h.score.iter().enumerate().map(|(s, p)| (q.side(s), *p)).collect();
    w.map(&score)?;
    w.raw(",\"breakdown\":[")?;
    for (i, l) in h.breakdown.iter().enumerate() {
        if i > 0 {
            w.raw(",")?;
        }
        w.raw("{\"side\":")?;
        w.raw(q.side(l.side))?;
        w.raw(",\"item\":")?;
        w.word(l.item.code())?;
        w.raw(",\"points\":")?;
        w.int(l.points)?;
        w.raw("}")?;
    }
    w.raw("]")?;
    if h.notes.tallied {
        w.raw(",\"tallied\":true")?;
    }
    if let Some(ts) = &h.tricks {
        w.raw(",\"tricks\":[")?;
        for (i, t) in ts.iter().enumerate() {
            if i > 0 {
                w.raw(",")?;
            }
            w.raw("{\"leader\":")?;
            w.raw(q.player(t.leader))?;
            w.raw(",\"cards\":")?;
            w.cards(deck, &t.cards)?;
            w.raw(",\"winner\":")?;
            w.raw(q.player(t.winner))?;
            w.raw(",\"points\":")?;
            w.int(t.points)?;
            w.raw("}")?;
        }
        w.raw("]")?;
    }
    if let Some(ms) = &h.melds {
        w.raw(",\"melds\":[")?;
        for (i, m) in ms.iter().enumerate() {
            if i > 0 {
                w.raw(",")?;
            }
            w.raw("{\"player\":")?;
            w.raw(q.player(m.player))?;
            w.raw(",\"cards\":")?;
            w.cards(deck, &m.cards)?;
            w.raw(",\"points\":")?;
            w.int(m.points)?;
            w.raw(if m.scored { ",\"scored\":true}" } else { ",\"scored\":false}" })?;
        }
        w.raw("]")?;
    }
    if let Some(chips) = &h.chips {
        w.raw(",\"chips\":")?;
        let per: Vec<(&str, i64)> = chips.iter().enumerate().map(|(s, c)| (q.player(s), *c)).collect();
        w.map(&per)?;
    }
    if let Some(pot) = h.pot {
        w.raw(",\"pot\":")?;
        w.int(pot)?;
    }
    if let Some(squares) = &h.squares {
        w.raw(",\"lances\":{")?;
        let mut first = true;
        for (i, s) in squares.iter().enumerate() {
            let code = s.lance.code();
            if squares[..i].iter().any(|e| e.lance.code() == code) {
                continue;
            }
            let last = squares.iter().rev().find(|e| e.lance.code() == code).unwrap_or(s);
            if !first {
                w.raw(",")?;
            }
            first = false;
            w.word(code)?;
            w.raw(":{\"winner\":")?;
            match last.winner {
                Some(p) => w.raw(q.player(p))?,
                None => w.raw("null")?,
            }
            w.raw(",\"chips\":")?;
            w.int(last.chips)?;
            w.raw("}")?;
        }
        w.raw("}")?;
    }
    w.raw("}")
}
