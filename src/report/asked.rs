/*!
The questions of the moment as a phone shows them (docs/serve.md): the same question data the
terminal asks from, worded by the catalogue, each answer it offers as a tap target that sends
one whole entry (`i18n::typed_entry`: its player named, English keywords, the table's letters),
so a tap means the same whatever the table asks when it arrives. A card question offers the
cards of the deck this hand has not used up; the deal offers the deck's cards where it takes one
(the turned card, the dealer's face-up card; then the bottom card where it is shown), or whoever
deals, with the card letters' legend.
*/

use crate::cards::{Card, DeckKind, Letters, Suit, Typing};
use crate::engine::{Ask, BidValue, Call, DealCard, Event, Question, Trump};
use crate::i18n::{typed_entry, Catalog, Names};
use crate::session::Session;
use serde::Serialize;

/// One thing to tap: what it says, and the entry it sends.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct Choice {
    pub(crate) label: String,
    pub(crate) entry: String,
    /// A heart or a diamond of a French deck (shown red).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub(crate) red: bool,
}

/// A question as a phone asks it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct Asked {
    /// Whose answer it is, when it is one player's.
    pub(crate) who: Option<String>,
    /// What is asked: `deal`, `bid`, `contract-bid` (coinche's auction), `swap`, `announce`, `show`, `card`, `panfilo`, `mosca`,
    /// `exchange`, `up`, `down`, `wild`, `draw`, `say`, `over`.
    pub(crate) ask: &'static str,
    /// The question in the session's language, as a phone asks it (no Enter, no `quit`).
    pub(crate) text: String,
    /// It may go unanswered: the next question's answer passes it by.
    pub(crate) optional: bool,
    /// The answers to tap.
    pub(crate) choices: Vec<Choice>,
    /// The answer Enter gives at the terminal, if any.
    pub(crate) default: Option<Choice>,
    /// The cards to tap (a card question): the deck's, less those this hand used up.
    pub(crate) cards: Vec<Choice>,
    /// Coinche's auction: a bid in two taps, its value then its trump.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) bid: Option<BidEntry>,
    /// The deal where the bottom card is shown too: a card of `cards` (the turned card), then
    /// the bottom card, posted beside it as the field `bottom` (none: not said).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub(crate) bottom: bool,
    /// The card letters' legend, beside a deal that takes a card.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) legend: Option<String>,
}

/// A bid as a phone makes it (coinche's auction): a value, then a trump. Each value is the
/// bidder's entry without its trump (`Ana 90`); the trump tapped is posted beside it as the
/// field `trump` and the table reads the two as one entry (`Ana 90 H`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct BidEntry {
    /// The values that may be bid now, from the lowest that beats the standing bid up to the
    /// ruleset's top value, then capot.
    pub(crate) values: Vec<Choice>,
    /// The trumps: the four suits, then all-trump and no-trump where the ruleset has them; each
    /// `entry` is the trump's word as the table types it (`H`, `all`).
    pub(crate) trumps: Vec<Choice>,
}

fn kind(a: &Ask) -> &'static str {
    match a {
        Ask::Deal { .. } => "deal",
        Ask::Bid { .. } => "bid",
        Ask::ContractBid { .. } => "contract-bid",
        Ask::Swap { .. } => "swap",
        Ask::Announce { .. } => "announce",
        Ask::Show { .. } => "show",
        Ask::Card { .. } => "card",
        Ask::Panfilo { .. } => "panfilo",
        Ask::Mosca { .. } => "mosca",
        Ask::Exchange { .. } => "exchange",
        Ask::Up => "up",
        Ask::Down => "down",
        Ask::Wild { .. } => "wild",
        Ask::Draw { .. } => "draw",
        Ask::Say { .. } => "say",
        Ask::Over { .. } => "over",
    }
}

/// Whether a card is shown red: hearts and diamonds of a French deck.
pub(crate) fn red(deck: DeckKind, c: Card) -> bool {
    red_suit(deck, c.suit())
}

/// The events a question offers to tap, beyond its own choices: a name for the name questions,
/// a count for an exchange, each value of a wildcard, the end of a won game.
fn offered(q: &Question, session: &Session) -> Vec<Event> {
    let players = 0..session.seating.n();
    match (&q.ask, q.who) {
        (Ask::Swap { .. }, _) => players.map(|player| Event::SwapSeven { player }).collect(),
        (Ask::Panfilo { .. }, _) => players.map(|player| Event::Panfilo { player }).collect(),
        (Ask::Exchange { max }, Some(player)) => (0..=*max).map(|count| Event::Exchange { player, count }).collect(),
        (Ask::Wild { lance, values }, Some(player)) => {
            values.iter().map(|v| Event::Wild { player, lance: *lance, as_card: *v }).collect()
        }
        (Ask::Draw { .. }, Some(player)) => vec![Event::Stand { player }],
        (Ask::Over { .. }, _) => vec![Event::End],
        // Whoever deals: the dealer in turn first.
        (Ask::Deal { dealer, card: DealCard::Nothing, .. }, _) => {
            let n = session.seating.n();
            (0..n).map(|k| Event::Deal { dealer: (dealer + k) % n, turned: None, bottom: None }).collect()
        }
        (Ask::ContractBid { may_coinche, may_surcoinche, coinched, .. }, who) => {
            let call = |player, call| Event::Bid { player, call, trump: None };
            // A pass from whoever the auction waits for; after a coinche, from either player of
            // the bid's side who has not answered, who may also surcoinche.
            let passing = match (who, coinched) {
                (Some(p), _) => vec![p],
                (None, Some(_)) => may_surcoinche.iter().collect(),
                (None, None) => vec![],
            };
            let mut out: Vec<Event> = passing.into_iter().map(|p| call(p, Call::Pass)).collect();
            out.extend(may_coinche.iter().map(|p| call(p, Call::Coinche)));
            out.extend(may_surcoinche.iter().map(|p| call(p, Call::Surcoinche)));
            out
        }
        _ => q.choices(),
    }
}

/// The cards a card question offers: every card of the deck in play this hand not yet used up
/// and not known to be in another player's hand; at a deal that takes a card, the whole deck.
fn cards(q: &Question, session: &Session) -> Vec<Card> {
    if deal_card(q) {
        return session.ruleset.deck(session.seating.n(), &session.options);
    }
    if q.who.is_none() {
        return vec![];
    }
    let single = matches!(q.ask, Ask::Card { .. } | Ask::Up | Ask::Draw { .. });
    if !single {
        return vec![];
    }
    let (seen, held) = session.game().hand_so_far().map(|h| (h.seen, h.held)).unwrap_or_default();
    // Not a card this hand used up, nor one known to be in another player's hand.
    let elsewhere = |c: &Card| held.iter().any(|(s, k)| k == c && Some(*s) != q.who);
    session
        .ruleset
        .deck(session.seating.n(), &session.options)
        .into_iter()
        .filter(|c| !seen.contains(c) && !elsewhere(c))
        .collect()
}

/// Whether `q` is a deal that takes a card (the turned card, the dealer's face-up card).
fn deal_card(q: &Question) -> bool {
    matches!(q.ask, Ask::Deal { card: DealCard::Turned | DealCard::TurnedBottom | DealCard::DealerUp, .. })
}

/// The event a tap on `card` sends for `q`.
fn card_event(q: &Question, card: Card) -> Option<Event> {
    if let Ask::Deal { dealer, .. } = q.ask {
        return Some(Event::Deal { dealer, turned: Some(card), bottom: None });
    }
    let player = q.who?;
    Some(match q.ask {
        Ask::Card { .. } => Event::Play { player, card, say: None },
        Ask::Up => Event::Up { player, card },
        Ask::Draw { .. } => Event::Draw { player, card },
        _ => return None,
    })
}

/// The bid a phone may make for `q`: coinche's auction while the player it waits for may still
/// bid (a value beats the standing bid, or capot may be bid).
fn bid_entry(q: &Question, session: &Session, cat: &dyn Catalog, x: &Names) -> Option<BidEntry> {
    let (Ask::ContractBid { lowest, max, capot, all_no_trump, .. }, Some(player)) = (&q.ask, q.who) else {
        return None;
    };
    let mut values: Vec<BidValue> = match lowest {
        Some(BidValue::Points(low)) => (*low..=*max).step_by(10).map(BidValue::Points).collect(),
        _ => Vec::new(),
    };
    if *capot {
        values.push(BidValue::Capot);
    }
    if values.is_empty() {
        return None;
    }
    let name = x.player(player);
    let deck = session.ruleset.deck_kind;
    let mut trumps: Vec<Choice> = (0..4)
        .map(Suit)
        .map(|s| Choice {
            label: x.suit(s).to_string(),
            entry: x.letters.suit(deck, s).to_string(),
            red: red_suit(deck, s),
        })
        .collect();
    if *all_no_trump {
        for (t, word) in [(Trump::All, "all"), (Trump::NoTrump, "none")] {
            trumps.push(Choice { label: cat.trump(t, x), entry: word.into(), red: false });
        }
    }
    let values =
        values.iter().map(|v| Choice { label: v.code(), entry: format!("{name} {}", v.code()), red: false }).collect();
    Some(BidEntry { values, trumps })
}

/// Whether a suit is shown red: hearts and diamonds of a French deck.
fn red_suit(deck: DeckKind, s: Suit) -> bool {
    deck == DeckKind::French && (s == Suit(1) || s == Suit(2))
}

/// `q` as a phone asks it, in `cat`'s words, its cards in `letters`.
pub(crate) fn asked(session: &Session, q: &Question, cat: &dyn Catalog, letters: Letters) -> Asked {
    let x = Names::of(&session.seating, session.ruleset.deck_kind).typed_with(letters);
    let deck = session.ruleset.deck_kind;
    // A call another player than the one asked may make (a coinche out of turn, an answer to a
    // coinche) says whose it is.
    let choice = |e: &Event| {
        let label = match (e, e.player()) {
            // Whoever deals, by name.
            (Event::Deal { dealer, turned: None, .. }, _) => x.player(*dealer),
            (_, Some(p)) if Some(p) != q.who && matches!(q.ask, Ask::ContractBid { .. }) => {
                format!("{}{}{}", x.player(p), cat.colon(), cat.choice_asked(e, q, &x))
            }
            _ => cat.choice_asked(e, q, &x),
        };
        Choice { label, entry: typed_entry(e, &x), red: false }
    };
    let cards = cards(q, session)
        .into_iter()
        .filter_map(|c| {
            let e = card_event(q, c)?;
            Some(Choice { label: x.card(c), entry: typed_entry(&e, &x), red: red(deck, c) })
        })
        .collect();
    Asked {
        who: q.who.map(|s| x.player(s)),
        ask: kind(&q.ask),
        text: cat.phone_question(q, &x),
        optional: q.optional,
        choices: offered(q, session).iter().map(choice).collect(),
        default: q.default().as_ref().map(choice),
        cards,
        bid: bid_entry(q, session, cat, &x),
        bottom: matches!(q.ask, Ask::Deal { card: DealCard::TurnedBottom, .. }),
        legend: deal_card(q).then(|| {
            let ranks = session.ruleset.deck_ranks(session.seating.n(), &session.options);
            cat.legend(&Typing::new(deck, letters, ranks))
        }),
    }
}
