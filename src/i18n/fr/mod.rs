//! French: the words of the cards and the games, the entry language's words, fixed texts, and
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

use super::{Count, Lang, Names, Plural, Terms, Text, Words};
use crate::cards::{Card, DeckKind, Rank, Suit};
use crate::engine::{HandResult, Item, Lance, MeldName, Outcome, Trump};
use crate::ruleset::options::{OptKind, ValueProblem};
use crate::term::quote;

/// French plurals: 0 and 1 take the singular ("0 point", "1 point", "2 points").
const PLURAL: Plural = Plural::new(|n| n < 2);

/// A count and its noun in the form that agrees with it: `counted(1, "carte", "cartes")` is "1 carte".
fn counted(n: impl Count, one: &str, other: &str) -> String {
    PLURAL.count(n, one, other)
}

/// A size in bytes, in the largest unit it reaches: "512 octets", "3 Kio".
fn size(n: u64) -> String {
    PLURAL.size(n, ("octet", "octets"), ["Kio", "Mio", "Gio"])
}

/// The one of two forms that agrees with a count.
fn agree<'a>(n: impl Count, one: &'a str, other: &'a str) -> &'a str {
    PLURAL.agree(n, one, other)
}

pub(crate) struct Fr;

pub(super) static WORDS: Words = Words {
    pass: &["passe", "je passe"],
    take: &["prends", "je prends", "prendre"],
    play: &["joue", "je joue"],
    all: &["tout", "tout-atout", "tout atout", "ta"],
    none: &["sans", "sans-atout", "sans atout", "sa"],
    capot: &["capot"],
    coinche: &["coinche", "contre", "je coinche", "je contre"],
    surcoinche: &["surcoinche", "surcontre"],
    announce: &["annonce"],
    fine: &["rien", "c'est bon"],
    show: &["montre"],
    swap: &["echange7", "échange7"],
    exchange: &["échange", "echange"],
    mosca: &["mouche"],
    panfilo: &["pamphile"],
    up: &["visible"],
    down: &["cachées", "cachees"],
    wild: &["joker"],
    draw: &["tire"],
    stand: &["reste", "je reste", "servi"],
    deal: &["donne"],
    misdeal: &["maldonne"],
    reshuffle: &["rebattre"],
    bottom: &["dessous"],
    undo: &["annuler", "annule"],
    score: &["marque", "points"],
    help: &["aide"],
    quit: &["quitter", "quitte"],
    end: &["fin", "terminer"],
    note: &["note"],
    confirm: &["confirme", "confirmer"],
    dispute: &["conteste", "contester"],
    option: &["option"],
    tally: &["décompte", "decompte"],
    renounce: &["renonce"],
    amend: &["corriger", "corrige"],
    belote: &["belote"],
    rebelote: &["rebelote"],
    yes: &["oui", "o"],
    no: &["non"],
    melds: &[
        ("carré", MeldName::Four),
        ("carre", MeldName::Four),
        ("tierce", MeldName::Run(3)),
        ("quarte", MeldName::Run(4)),
        ("cinquante", MeldName::Run(4)),
        ("quinte", MeldName::Run(5)),
        ("cent", MeldName::Run(5)),
    ],
};

fn rank_word(c: Card, deck: DeckKind) -> &'static str {
    let r = c.rank().0;
    match deck {
        DeckKind::French => match r {
            14 => "as",
            13 => "roi",
            12 => "dame",
            11 => "valet",
            10 => "dix",
            9 => "neuf",
            8 => "huit",
            7 => "sept",
            6 => "six",
            5 => "cinq",
            4 => "quatre",
            3 => "trois",
            _ => "deux",
        },
        // The Spanish deck in its own words.
        DeckKind::Spanish => match r {
            1 => "as",
            2 => "dos",
            3 => "tres",
            4 => "cuatro",
            5 => "cinco",
            6 => "seis",
            7 => "siete",
            8 => "ocho",
            9 => "nueve",
            10 => "sota",
            11 => "caballo",
            _ => "rey",
        },
    }
}

fn meld_list(m: &[MeldName]) -> String {
    if m.is_empty() {
        return "rien".into();
    }
    m.iter().map(|x| Fr.meld(*x)).collect::<Vec<_>>().join(" et ")
}

/// What an option's value must be: true or false, a whole number, a word.
fn kind(k: &OptKind) -> &'static str {
    match k {
        OptKind::Bool => "true ou false",
        OptKind::Int => "un nombre entier",
        OptKind::Str => "un mot",
    }
}

fn value_problem(key: &str, p: &ValueProblem) -> String {
    match p {
        ValueProblem::Kind { want, got } => format!("l'option {key} doit être {} (pas {})", kind(want), quote(got)),
        ValueProblem::NotAChoice { choices, got } => format!(
            "l'option {key} doit être l'une de {} (pas {})",
            choices.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(", "),
            quote(got)
        ),
        ValueProblem::TooLow { min, got } => format!("l'option {key} doit valoir au moins {min} (pas {got})"),
        ValueProblem::TooHigh { max, got } => format!("l'option {key} doit valoir au plus {max} (pas {got})"),
    }
}

fn no_names() -> Names<'static> {
    Names { players: &[], sides: &[], deck: DeckKind::French, letters: crate::cards::Letters::En }
}

impl Terms for Fr {
    fn lang(&self) -> Lang {
        Lang::Fr
    }

    fn words(&self) -> &'static Words {
        &WORDS
    }

    fn plural(&self) -> Plural {
        PLURAL
    }

    fn semicolon(&self) -> &'static str {
        "\u{a0}; "
    }
    fn colon(&self) -> &'static str {
        "\u{a0}: "
    }
    fn rule(&self, r: crate::engine::Rule) -> &'static str {
        use crate::engine::Rule;
        match r {
            Rule::FollowSuit => "fournir",
            Rule::Beat => "monter",
            Rule::Trump => "couper",
            Rule::Overtrump => "surcouper",
            Rule::AnnounceNotHigher => "annonce-pas-plus-haute",
            Rule::AnnounceLate => "annonce-tardive",
            Rule::AnnounceOutOfTurn => "annonce-hors-tour",
            Rule::ShowMismatch => "montrée-fausse",
            Rule::FalseAnnouncement => "fausse-annonce",
            Rule::Renounce => "renonce",
        }
    }
    fn month(&self, m: u32) -> &'static str {
        const MONTHS: [&str; 12] =
            ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."];
        MONTHS.get((m as usize).wrapping_sub(1)).copied().unwrap_or("?")
    }
    fn text(&self, t: Text) -> &'static str {
        match t {
            Text::Hand => "Donne",
            Text::Dealer => "Donneur",
            Text::Contract => "Contrat",
            Text::Taker => "Preneur",
            Text::Trump => "Atout",
            Text::Result => "Résultat",
            Text::Total => "total",
            Text::Announcements => "Annonces",
            Text::Squares => "Cases",
            Text::Pot => "Pot",
            Text::Time => "Durée",
            Text::Winner => "Vainqueur\u{a0}:",
            Text::NoWinnerYet => "Pas encore de vainqueur.",
            Text::NoInfractions => "Aucune infraction.",
            Text::Started => "Début\u{a0}:",
            Text::Lasted => "durée",
            Text::Nobody => "personne",
            Text::Stays => "reste",
            Text::TypeAnEntry => "… écrire une entrée (annuler, marque, aide, quitter)",
            Text::PhoneEntry => "écrire une entrée (ou aide)",
            Text::AllTrump => "tout atout",
            Text::NoTrump => "sans atout",
            Text::Yes => "oui",
            Text::No => "non",
            Text::Tallied => "au décompte",
            Text::SessionOver => "La séance est terminée.",
            Text::QuickHand => "Donne rapide\u{a0}: ses points, sans les cartes",
            Text::QuickPoints => "points",
            Text::QuickTricks => "plis",
            Text::QuickBelote => "belote-rebelote",
            Text::QuickRenounce => "renonce reconnue",
            Text::QuickEnter => "Noter la donne",
        }
    }

    fn card_name(&self, c: Card, deck: DeckKind) -> String {
        format!("{} de {}", rank_word(c, deck), self.suit_name(c.suit(), deck))
    }

    fn rank_name(&self, r: Rank, deck: DeckKind) -> String {
        rank_word(Card::new(Suit(0), r), deck).into()
    }

    fn suit_name(&self, s: Suit, deck: DeckKind) -> &'static str {
        let suits = match deck {
            DeckKind::French => ["pique", "cœur", "carreau", "trèfle"],
            // The Spanish deck in its own words.
            DeckKind::Spanish => ["oros", "copas", "espadas", "bastos"],
        };
        suits[s.0 as usize & 3]
    }

    fn meld(&self, m: MeldName) -> String {
        match m {
            MeldName::Four => "carré".into(),
            MeldName::Run(3) => "tierce".into(),
            MeldName::Run(4) => "quarte".into(),
            MeldName::Run(5) => "quinte".into(),
            MeldName::Run(n) => format!("suite de {n}"),
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
            Outcome::Played => "jouée",
            Outcome::Redeal => "redonnée",
            Outcome::Void => "nulle",
            Outcome::Taken => "pot pris",
            Outcome::Mosca => "mouche",
            Outcome::Tururu => "tururú",
        }
    }

    fn result(&self, r: HandResult) -> &'static str {
        match r {
            HandResult::Made => "faite",
            HandResult::Failed => "chutée",
            HandResult::Litige => "litige",
            HandResult::Capot => "capot",
        }
    }

    fn item(&self, i: Item) -> String {
        match i {
            Item::Cards => "cartes".into(),
            Item::LastTrick => "dix de der".into(),
            Item::Belote => "belote".into(),
            Item::Combinations => "annonces".into(),
            Item::Capot => "capot".into(),
            Item::Misdeal => "maldonne".into(),
            Item::HeldLitige => "litige en suspens".into(),
            Item::RenouncePenalty => "pénalité de renonce".into(),
            Item::Ante => "mise".into(),
            Item::Panfilo => "pamphile".into(),
            Item::Bestia => "bête".into(),
            Item::Tricks => "plis".into(),
            Item::Pot => "pot".into(),
            Item::Square(l) => self.lance(l).into(),
            Item::TururuRealBonus => "tururú real".into(),
            Item::Contract => "contrat".into(),
            Item::Coinche => "coinche".into(),
            Item::Rounding => "arrondi".into(),
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
