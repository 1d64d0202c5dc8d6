/*!
The verdict as `verify --json` prints it (docs/journal.md): names for seats, card codes for cards,
the contract's words for outcomes, results, rules and breakdown items. Built from the typed
verdict of a session; messages in the language asked for.
*/

use crate::engine::{BidValue, HandReport, Level};
use crate::i18n::{Catalog, Names};
use crate::journal::codec::trump_code;
use crate::session::{Session, Verdict};
use indexmap::IndexMap;
use serde::Serialize;

#[derive(Debug, Clone, Serialize, PartialEq)]
#[doc(hidden)]
pub struct TrickJson {
    pub(crate) leader: String,
    pub(crate) cards: Vec<String>,
    pub winner: String,
    pub(crate) points: i64,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[doc(hidden)]
pub struct MeldJson {
    pub player: String,
    pub cards: Vec<String>,
    pub(crate) points: i64,
    pub scored: bool,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[doc(hidden)]
pub struct SquareJson {
    pub winner: Option<String>,
    pub chips: i64,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[doc(hidden)]
pub struct LineJson {
    pub side: String,
    pub item: String,
    pub(crate) points: i64,
}

/// A coinche hand's contract: the value bid (a number or "capot"), its trump, the multiplier
/// and the taker; who coinched and who surcoinched it, when someone did.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub(crate) struct ContractJson {
    pub(crate) value: serde_json::Value,
    pub(crate) trump: String,
    pub(crate) multiplier: u8,
    pub(crate) taker: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) coinche: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) surcoinche: Option<String>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[doc(hidden)]
pub struct HandJson {
    pub number: usize,
    pub dealer: String,
    pub outcome: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trump: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub taker: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    /// Coinche: the contract bid (absent for a deal everyone passed, and in other games).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) contract: Option<ContractJson>,
    /// Coinche: the side that took all eight tricks, if one did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) capot: Option<String>,
    pub score: IndexMap<String, i64>,
    pub breakdown: Vec<LineJson>,
    /// Entered as a tally, without the cards (present only then).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub(crate) tallied: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tricks: Option<Vec<TrickJson>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub melds: Option<Vec<MeldJson>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chips: Option<IndexMap<String, i64>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pot: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lances: Option<IndexMap<String, SquareJson>>,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[doc(hidden)]
pub struct ProofJson {
    pub trick: usize,
    pub card: String,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[doc(hidden)]
pub struct InfractionJson {
    pub hand: usize,
    pub trick: Option<usize>,
    pub player: String,
    pub rule: String,
    pub card: Option<String>,
    pub proof: Option<ProofJson>,
    pub(crate) message: String,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[doc(hidden)]
pub struct ErrorJson {
    pub line: usize,
    pub message: String,
}

/// `verify --json`.
#[derive(Debug, Clone, Serialize)]
#[doc(hidden)]
pub struct VerdictJson {
    pub ok: bool,
    pub(crate) ruleset: String,
    pub(crate) sides: Vec<String>,
    pub hands: Vec<HandJson>,
    pub totals: IndexMap<String, i64>,
    pub winner: Option<String>,
    pub infractions: Vec<InfractionJson>,
    pub errors: Vec<ErrorJson>,
}

/// A side's (or, in chip games, a player's) name, as written in the journal.
fn raw_side(x: &Names, s: usize) -> String {
    x.sides.get(s).cloned().unwrap_or_default()
}
fn raw_player(x: &Names, s: usize) -> String {
    x.players.get(s).cloned().unwrap_or_default()
}

/// A coinche hand's contract (a contract bid), as the journal's hand object has it.
pub(crate) fn contract(h: &HandReport, x: &Names) -> Option<ContractJson> {
    h.contract.and_then(|c| match c.contract.level {
        Level::Bid(value) => Some(ContractJson {
            value: match value {
                BidValue::Points(v) => serde_json::Value::from(v),
                BidValue::Capot => serde_json::Value::from("capot"),
            },
            trump: trump_code(c.contract.trump, x.deck),
            multiplier: c.contract.multiplier,
            taker: raw_player(x, c.contract.taker),
            coinche: c.contract.doubled.coinche.map(|p| raw_player(x, p)),
            surcoinche: c.contract.doubled.surcoinche.map(|p| raw_player(x, p)),
        }),
        _ => None,
    })
}

#[doc(hidden)]
pub fn hand(h: &HandReport, x: &Names) -> HandJson {
    let code = |c: &crate::cards::Card| c.code(x.deck);
    let per_side =
        |v: &[i64]| -> IndexMap<String, i64> { v.iter().enumerate().map(|(s, p)| (raw_side(x, s), *p)).collect() };
    let per_player =
        |v: &[i64]| -> IndexMap<String, i64> { v.iter().enumerate().map(|(s, p)| (raw_player(x, s), *p)).collect() };
    HandJson {
        number: h.number,
        dealer: raw_player(x, h.dealer),
        outcome: h.outcome.code().into(),
        trump: h.trump().map(|t| trump_code(t, x.deck)),
        taker: h.contract.map(|c| raw_player(x, c.contract.taker)),
        result: h.contract.and_then(|c| c.result).map(|r| r.code().into()),
        contract: contract(h, x),
        capot: h.capot.map(|s| raw_side(x, s)),
        score: per_side(&h.score),
        breakdown: h
            .breakdown
            .iter()
            .map(|l| LineJson { side: raw_side(x, l.side), item: l.item.code().into(), points: l.points })
            .collect(),
        tallied: h.notes.tallied,
        tricks: h.tricks.as_ref().map(|ts| {
            ts.iter()
                .map(|t| TrickJson {
                    leader: raw_player(x, t.leader),
                    cards: t.cards.iter().map(code).collect(),
                    winner: raw_player(x, t.winner),
                    points: t.points,
                })
                .collect()
        }),
        melds: h.melds.as_ref().map(|ms| {
            ms.iter()
                .map(|m| MeldJson {
                    player: raw_player(x, m.player),
                    cards: m.cards.iter().map(code).collect(),
                    points: m.points,
                    scored: m.scored,
                })
                .collect()
        }),
        chips: h.chips.as_deref().map(per_player),
        pot: h.pot,
        lances: h.squares.as_ref().map(|sq| {
            sq.iter()
                .map(|s| {
                    (
                        s.lance.code().to_string(),
                        SquareJson { winner: s.winner.map(|w| raw_player(x, w)), chips: s.chips },
                    )
                })
                .collect()
        }),
    }
}

/// The verdict object of `verify --json`, messages in `cat`'s language.
pub(crate) fn verdict(session: &Session, v: &Verdict, cat: &dyn Catalog) -> VerdictJson {
    let x = Names::of(&session.seating, session.ruleset.deck_kind);
    VerdictJson {
        ok: v.ok(),
        ruleset: session.ruleset.name.clone(),
        sides: session.seating.sides.clone(),
        hands: v.hands.iter().map(|h| hand(h, &x)).collect(),
        totals: v.standing.totals.iter().enumerate().map(|(s, p)| (raw_side(&x, s), *p)).collect(),
        winner: v.standing.winner.map(|w| raw_side(&x, w)),
        infractions: v.infractions.iter().map(|i| infraction(i, &x, cat)).collect(),
        errors: v.errors.iter().map(|e| ErrorJson { line: e.line, message: cat.refusal(&e.refusal, &x) }).collect(),
    }
}

pub(crate) fn infraction(i: &crate::engine::Infraction, x: &Names, cat: &dyn Catalog) -> InfractionJson {
    InfractionJson {
        hand: i.hand,
        trick: i.trick,
        player: raw_player(x, i.player),
        rule: i.rule.code().into(),
        card: i.card.map(|c| c.code(x.deck)),
        proof: i.proof.map(|(trick, c)| ProofJson { trick, card: c.code(x.deck) }),
        message: cat.infraction(i, x),
    }
}

/// `verify --json` written as the journal is replayed: the opening keys, each hand as it is
/// settled, then the totals, winner, infractions, errors and `ok` (the keys of [`VerdictJson`],
/// `ok` last since it is known last).
pub(crate) struct Streamed<'w> {
    out: &'w mut dyn std::io::Write,
    /// The session's names as JSON, once the first key is written.
    quoted: Option<super::stream::Quoted>,
    buf: Vec<u8>,
    hands: usize,
    pub(crate) infractions: Vec<crate::engine::Infraction>,
}

impl<'w> Streamed<'w> {
    pub(crate) fn new(out: &'w mut dyn std::io::Write) -> Streamed<'w> {
        Streamed { out, quoted: None, buf: Vec::new(), hands: 0, infractions: Vec::new() }
    }

    fn start(&mut self, session: &Session) -> std::io::Result<()> {
        if self.quoted.is_none() {
            self.quoted = Some(super::stream::Quoted::of(&Names::of(&session.seating, session.ruleset.deck_kind)));
            write!(
                self.out,
                "{{\"ruleset\":{},\"sides\":{},\"hands\":[",
                serde_json::Value::from(session.ruleset.name.clone()),
                serde_json::Value::from(session.seating.sides.clone())
            )?;
        }
        Ok(())
    }

    pub(crate) fn hand(&mut self, session: &Session, h: &HandReport) -> std::io::Result<()> {
        self.start(session)?;
        if self.hands > 0 {
            self.out.write_all(b",")?;
        }
        self.hands += 1;
        if let Some(q) = &self.quoted {
            // The hand is put together in a buffer kept from hand to hand, then written at once.
            self.buf.clear();
            super::stream::hand(&mut self.buf, h, q)?;
            self.out.write_all(&self.buf)?;
        }
        self.infractions.extend(h.infractions.iter().cloned());
        Ok(())
    }

    pub(crate) fn finish(
        mut self,
        session: &Session,
        tail: &crate::session::Tail,
        cat: &dyn Catalog,
    ) -> std::io::Result<()> {
        self.start(session)?;
        let x = Names::of(&session.seating, session.ruleset.deck_kind);
        let standing = session.standing();
        let totals: IndexMap<String, i64> =
            standing.totals.iter().enumerate().map(|(s, p)| (raw_side(&x, s), *p)).collect();
        let mut all = self.infractions;
        all.extend(tail.infractions.iter().cloned());
        let infractions: Vec<InfractionJson> = all.iter().map(|i| infraction(i, &x, cat)).collect();
        let errors: Vec<ErrorJson> =
            tail.errors.iter().map(|e| ErrorJson { line: e.line, message: cat.refusal(&e.refusal, &x) }).collect();
        let ok = all.is_empty() && tail.errors.is_empty();
        let out = self.out;
        write!(out, "],\"totals\":")?;
        serde_json::to_writer(&mut *out, &totals)?;
        write!(out, ",\"winner\":")?;
        serde_json::to_writer(&mut *out, &standing.winner.map(|w| raw_side(&x, w)))?;
        write!(out, ",\"infractions\":")?;
        serde_json::to_writer(&mut *out, &infractions)?;
        write!(out, ",\"errors\":")?;
        serde_json::to_writer(&mut *out, &errors)?;
        writeln!(out, ",\"ok\":{ok}}}")
    }
}

impl crate::session::Session {
    /// The verdict as `verify --json` prints it, messages in English (for tests and tools that
    /// hold a session rather than a file).
    pub fn verdict_json(&self) -> VerdictJson {
        verdict(self, &self.verdict(), crate::i18n::Lang::En.catalog())
    }
}
