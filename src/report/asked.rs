/*!
The questions of the moment as a phone shows them (docs/serve.md): the same question data the
terminal asks from, worded by the catalogue, each answer it offers as a tap target that sends
one whole entry (`i18n::typed_entry`: its player named, English keywords, the table's letters),
so a tap means the same whatever the table asks when it arrives. A card question offers the
cards of the deck this hand has not used up.
*/

use crate::cards::{Card, DeckKind, Letters, Suit};
use crate::engine::{Ask, Event, Question};
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
    /// What is asked: `deal`, `bid`, `swap`, `announce`, `show`, `card`, `panfilo`, `mosca`,
    /// `exchange`, `up`, `down`, `wild`, `draw`, `say`, `over`.
    pub(crate) ask: &'static str,
    /// The question in the session's language.
    pub(crate) text: String,
    /// It may go unanswered: the next question's answer passes it by.
    pub(crate) optional: bool,
    /// The answers to tap.
    pub(crate) choices: Vec<Choice>,
    /// The answer Enter gives at the terminal, if any.
    pub(crate) default: Option<Choice>,
    /// The cards to tap (a card question): the deck's, less those this hand used up.
    pub(crate) cards: Vec<Choice>,
}

fn kind(a: &Ask) -> &'static str {
    match a {
        Ask::Deal { .. } => "deal",
        Ask::Bid { .. } => "bid",
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
    deck == DeckKind::French && (c.suit() == Suit(1) || c.suit() == Suit(2))
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
        _ => q.choices(),
    }
}

/// The cards a card question offers: every card of the deck in play this hand not yet used up
/// and not known to be in another player's hand.
fn cards(q: &Question, session: &Session) -> Vec<Card> {
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

/// The event a tap on `card` sends for `q`.
fn card_event(q: &Question, card: Card) -> Option<Event> {
    let player = q.who?;
    Some(match q.ask {
        Ask::Card { .. } => Event::Play { player, card, say: None },
        Ask::Up => Event::Up { player, card },
        Ask::Draw { .. } => Event::Draw { player, card },
        _ => return None,
    })
}

/// `q` as a phone asks it, in `cat`'s words, its cards in `letters`.
pub(crate) fn asked(session: &Session, q: &Question, cat: &dyn Catalog, letters: Letters) -> Asked {
    let x = Names::of(&session.seating, session.ruleset.deck_kind).typed_with(letters);
    let deck = session.ruleset.deck_kind;
    let choice = |e: &Event| Choice { label: cat.choice(e, &x), entry: typed_entry(e, &x), red: false };
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
        text: cat.question(q, &x),
        optional: q.optional,
        choices: offered(q, session).iter().map(choice).collect(),
        default: q.default().as_ref().map(choice),
        cards,
    }
}
