//! English: the words of the cards and the games, the entry language's words, fixed texts, and
//! what several domains share; each domain's sentences are in its own file.

mod admin;
mod concours;
mod endings;
mod errors;
mod notices;
mod options;
mod questions;
mod refusals;
mod reports;
mod seats;
mod sections;
mod tables;
mod usage;

use super::{Count, Lang, Names, Plural, Questions, Terms, Text, Words};
use crate::cards::{Card, DeckKind, Rank, Suit};
use crate::engine::{Call, Event, HandResult, Item, Lance, MeldName, Outcome, Trump};
use crate::ruleset::options::{OptKind, ValueProblem};
use crate::term::quote;

/// English plurals: 1 alone takes the singular ("1 card", "0 cards", "2 cards").
const PLURAL: Plural = Plural::new(|n| n == 1);

/// A count and its noun in the form that agrees with it: `counted(1, "card", "cards")` is "1 card".
fn counted(n: impl Count, one: &str, other: &str) -> String {
    PLURAL.count(n, one, other)
}

/// A size in bytes, in the largest unit it reaches: "512 bytes", "3 KiB".
fn size(n: u64) -> String {
    PLURAL.size(n, ("byte", "bytes"), ["KiB", "MiB", "GiB"])
}

/// The one of two forms that agrees with a count.
fn agree<'a>(n: impl Count, one: &'a str, other: &'a str) -> &'a str {
    PLURAL.agree(n, one, other)
}

pub(crate) struct En;

pub(super) static WORDS: Words = Words {
    pass: &["pass", "p"],
    take: &["take", "t"],
    play: &["play"],
    all: &["all", "all-trump"],
    none: &["none", "no-trump"],
    capot: &["capot"],
    coinche: &["coinche", "contre"],
    surcoinche: &["surcoinche", "surcontre"],
    announce: &["announce"],
    fine: &["nothing", "fine", "ok"],
    show: &["show"],
    swap: &["swap"],
    exchange: &["exchange", "x"],
    mosca: &["mosca"],
    panfilo: &["panfilo", "pánfilo"],
    up: &["up"],
    down: &["down"],
    wild: &["wild"],
    draw: &["draw"],
    stand: &["stand", "stands"],
    deal: &["deal"],
    misdeal: &["misdeal"],
    reshuffle: &["reshuffle"],
    bottom: &["bottom"],
    undo: &["undo"],
    score: &["score", "scores"],
    help: &["help"],
    quit: &["quit", "q", "exit"],
    end: &["end"],
    note: &["note"],
    confirm: &["confirm"],
    dispute: &["dispute"],
    option: &["option"],
    tally: &["tally"],
    renounce: &["renounce"],
    amend: &["amend"],
    belote: &["belote"],
    rebelote: &["rebelote"],
    yes: &["yes", "y"],
    no: &["no", "n"],
    melds: &[
        ("four", MeldName::Four),
        ("brelan", MeldName::Four),
        ("tierce", MeldName::Run(3)),
        ("third", MeldName::Run(3)),
        ("quarte", MeldName::Run(4)),
        ("quint", MeldName::Run(5)),
        ("quinte", MeldName::Run(5)),
    ],
};

fn rank_word(c: Card, deck: DeckKind) -> String {
    let r = c.rank().0;
    match deck {
        DeckKind::French => match r {
            14 => "ace",
            13 => "king",
            12 => "queen",
            11 => "jack",
            10 => "ten",
            9 => "nine",
            8 => "eight",
            7 => "seven",
            6 => "six",
            5 => "five",
            4 => "four",
            3 => "three",
            _ => "two",
        }
        .into(),
        DeckKind::Spanish => match r {
            1 => "as".into(),
            10 => "sota".into(),
            11 => "caballo".into(),
            12 => "rey".into(),
            n => n.to_string(),
        },
    }
}

fn meld_list(m: &[MeldName]) -> String {
    if m.is_empty() {
        return "nothing".into();
    }
    m.iter().map(|x| En.meld(*x)).collect::<Vec<_>>().join(" and ")
}

fn calls(c: &[Call]) -> String {
    c.iter()
        .map(|c| {
            En.choice(
                &Event::Bid { player: 0, call: *c, trump: None },
                &Names { players: &[], sides: &[], deck: DeckKind::French, letters: crate::cards::Letters::En },
            )
        })
        .collect::<Vec<_>>()
        .join(" or ")
}

/// What an option's value must be: true or false, a whole number, a word.
fn kind(k: &OptKind) -> &'static str {
    match k {
        OptKind::Bool => "true or false",
        OptKind::Int => "a whole number",
        OptKind::Str => "a word",
    }
}

fn value_problem(key: &str, p: &ValueProblem) -> String {
    match p {
        ValueProblem::Kind { want, got } => format!("option {key} must be {} (not {})", kind(want), quote(got)),
        ValueProblem::NotAChoice { choices, got } => format!(
            "option {key} must be one of {} (not {})",
            choices.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(", "),
            quote(got)
        ),
        ValueProblem::TooLow { min, got } => format!("option {key} must be at least {min} (not {got})"),
        ValueProblem::TooHigh { max, got } => format!("option {key} must be at most {max} (not {got})"),
    }
}

impl Terms for En {
    fn lang(&self) -> Lang {
        Lang::En
    }

    fn words(&self) -> &'static Words {
        &WORDS
    }

    fn plural(&self) -> Plural {
        PLURAL
    }

    fn month(&self, m: u32) -> &'static str {
        const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
        MONTHS.get((m as usize).wrapping_sub(1)).copied().unwrap_or("?")
    }
    fn text(&self, t: Text) -> &'static str {
        match t {
            Text::Hand => "Hand",
            Text::Dealer => "Dealer",
            Text::Contract => "Contract",
            Text::Taker => "Taker",
            Text::Trump => "Trump",
            Text::Result => "Result",
            Text::Total => "total",
            Text::Announcements => "Announcements",
            Text::Squares => "Squares",
            Text::Pot => "Pot",
            Text::Time => "Time",
            Text::Winner => "Winner:",
            Text::NoWinnerYet => "No winner yet.",
            Text::NoInfractions => "No infractions.",
            Text::Started => "Started:",
            Text::Lasted => "lasted",
            Text::Nobody => "nobody",
            Text::Stays => "stays",
            Text::TypeAnEntry => "… type an entry (undo, score, help, quit)",
            Text::PhoneEntry => "type an entry (or help)",
            Text::AllTrump => "all-trump",
            Text::NoTrump => "no-trump",
            Text::Yes => "yes",
            Text::No => "no",
            Text::Tallied => "tallied",
            Text::SessionOver => "The session has ended.",
            Text::QuickHand => "Quick hand: its points, no cards",
            Text::QuickPoints => "card points",
            Text::QuickTricks => "tricks",
            Text::QuickBelote => "belote-rebelote",
            Text::QuickRenounce => "renounce agreed",
            Text::QuickEnter => "Enter the hand",
        }
    }

    fn card_name(&self, c: Card, deck: DeckKind) -> String {
        format!("{} of {}", rank_word(c, deck), self.suit_name(c.suit(), deck))
    }

    fn rank_name(&self, r: Rank, deck: DeckKind) -> String {
        rank_word(Card::new(Suit(0), r), deck)
    }

    fn suit_name(&self, s: Suit, deck: DeckKind) -> &'static str {
        let suits = match deck {
            DeckKind::French => ["spades", "hearts", "diamonds", "clubs"],
            DeckKind::Spanish => ["oros", "copas", "espadas", "bastos"],
        };
        suits[s.0 as usize & 3]
    }

    fn meld(&self, m: MeldName) -> String {
        match m {
            MeldName::Four => "brelán".into(),
            MeldName::Run(3) => "tercia".into(),
            MeldName::Run(4) => "cuarta".into(),
            MeldName::Run(5) => "quinta".into(),
            MeldName::Run(n) => format!("run of {n}"),
        }
    }

    fn lance(&self, l: Lance) -> &'static str {
        match l {
            Lance::Punto => "punto",
            Lance::AsDeOros => "as de oros",
            Lance::MayorDeEspadas => "mayor de espadas",
            Lance::Flor => "flor",
            Lance::Escalera => "escalera",
            Lance::Parejas => "parejas",
            Lance::NoDiez => "no diez",
            Lance::TreintaYUna => "treinta y una",
            Lance::Tururu => "tururú",
        }
    }

    fn outcome(&self, o: Outcome) -> &'static str {
        match o {
            Outcome::Played => "played",
            Outcome::Redeal => "redeal",
            Outcome::Void => "void",
            Outcome::Taken => "taken",
            Outcome::Mosca => "mosca",
            Outcome::Tururu => "tururú",
        }
    }

    fn result(&self, r: HandResult) -> &'static str {
        match r {
            HandResult::Made => "made",
            HandResult::Failed => "failed",
            HandResult::Litige => "litige",
            HandResult::Capot => "capot",
        }
    }

    fn item(&self, i: Item) -> String {
        match i {
            Item::Cards => "cards".into(),
            Item::LastTrick => "last trick".into(),
            Item::Belote => "belote".into(),
            Item::Combinations => "combinations".into(),
            Item::Capot => "capot".into(),
            Item::Misdeal => "misdeal".into(),
            Item::HeldLitige => "held litige".into(),
            Item::RenouncePenalty => "renounce penalty".into(),
            Item::Ante => "ante".into(),
            Item::Panfilo => "pánfilo".into(),
            Item::Bestia => "bestia".into(),
            Item::Tricks => "tricks".into(),
            Item::Pot => "pot".into(),
            Item::Square(l) => self.lance(l).into(),
            Item::TururuRealBonus => "tururú real".into(),
            Item::Contract => "contract".into(),
            Item::Coinche => "coinche".into(),
            Item::Rounding => "rounding".into(),
        }
    }

    fn trump(&self, t: Trump, x: &Names) -> String {
        match t {
            Trump::Suit(s) => x.suit(s).into(),
            Trump::All => self.text(Text::AllTrump).into(),
            Trump::NoTrump => self.text(Text::NoTrump).into(),
        }
    }
}
