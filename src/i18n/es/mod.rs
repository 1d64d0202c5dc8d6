//! Spanish: the words of the cards and the games, the entry language's words, fixed texts, and
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

/// Spanish plurals: 1 alone takes the singular ("1 carta", "0 cartas", "2 cartas").
const PLURAL: Plural = Plural::new(|n| n == 1);

/// A count and its noun in the form that agrees with it: `counted(1, "carta", "cartas")` is "1 carta".
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

pub(crate) struct Es;

pub(super) static WORDS: Words = Words {
    pass: &["paso", "pasa"],
    take: &["tomo", "voy", "acepto"],
    play: &["juego", "juega", "voy"],
    all: &["todo", "todo-triunfo", "todo triunfo"],
    none: &["sin", "sin-triunfo", "sin triunfo"],
    capot: &["capot", "capote"],
    coinche: &["coinche", "contre", "contra"],
    surcoinche: &["surcoinche", "surcontre", "recontra"],
    announce: &["canto", "canta"],
    fine: &["bien", "está bien", "esta bien", "nada"],
    show: &["muestro", "enseño", "enseno"],
    swap: &["cambio7", "cambia"],
    exchange: &["cambio", "descarto"],
    mosca: &["mosca"],
    panfilo: &["panfilo", "pánfilo"],
    up: &["descubierta", "vista"],
    down: &["tapadas"],
    wild: &["comodín", "comodin"],
    draw: &["pido", "carta"],
    stand: &["me planto", "planto", "se planta", "plantado"],
    deal: &["reparto", "reparte", "dar"],
    misdeal: &["mal dada"],
    reshuffle: &["rebarajar", "baraja"],
    bottom: &["fondo"],
    undo: &["deshacer", "deshaz"],
    score: &["marcador", "tanteo"],
    help: &["ayuda"],
    quit: &["salir", "sal"],
    end: &["fin", "terminar"],
    note: &["nota"],
    confirm: &["confirmo", "confirmar", "confirma"],
    dispute: &["impugno", "impugnar", "impugna"],
    option: &["opción", "opcion"],
    tally: &["recuento"],
    renounce: &["renuncio", "renuncia"],
    amend: &["corregir", "corrige"],
    belote: &["belote"],
    rebelote: &["rebelote"],
    yes: &["sí", "si", "s"],
    no: &["no"],
    melds: &[
        ("brelán", MeldName::Four),
        ("brelan", MeldName::Four),
        ("tercia", MeldName::Run(3)),
        ("cuarta", MeldName::Run(4)),
        ("quinta", MeldName::Run(5)),
        ("sexta", MeldName::Run(6)),
        ("séptima", MeldName::Run(7)),
        ("septima", MeldName::Run(7)),
        ("octava", MeldName::Run(8)),
    ],
};

fn rank_word(c: Card, deck: DeckKind) -> &'static str {
    let r = c.rank().0;
    match deck {
        DeckKind::French => match r {
            14 => "as",
            13 => "rey",
            12 => "dama",
            11 => "jota",
            10 => "diez",
            9 => "nueve",
            8 => "ocho",
            7 => "siete",
            6 => "seis",
            5 => "cinco",
            4 => "cuatro",
            3 => "tres",
            _ => "dos",
        },
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
        return "nada".into();
    }
    m.iter().map(|x| Es.meld(*x)).collect::<Vec<_>>().join(" y ")
}

/// What an option's value must be: true or false, a whole number, a word.
fn kind(k: &OptKind) -> &'static str {
    match k {
        OptKind::Bool => "true o false",
        OptKind::Int => "un número entero",
        OptKind::Str => "una palabra",
    }
}

fn value_problem(key: &str, p: &ValueProblem) -> String {
    match p {
        ValueProblem::Kind { want, got } => format!("la opción {key} tiene que ser {} (no {})", kind(want), quote(got)),
        ValueProblem::NotAChoice { choices, got } => format!(
            "la opción {key} tiene que ser una de {} (no {})",
            choices.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(", "),
            quote(got)
        ),
        ValueProblem::TooLow { min, got } => format!("la opción {key} tiene que ser al menos {min} (no {got})"),
        ValueProblem::TooHigh { max, got } => format!("la opción {key} tiene que ser como mucho {max} (no {got})"),
    }
}

fn no_names() -> Names<'static> {
    Names { players: &[], sides: &[], deck: DeckKind::French, letters: crate::cards::Letters::En }
}

impl Terms for Es {
    fn lang(&self) -> Lang {
        Lang::Es
    }

    fn words(&self) -> &'static Words {
        &WORDS
    }

    fn plural(&self) -> Plural {
        PLURAL
    }

    fn rule(&self, r: crate::engine::Rule) -> &'static str {
        use crate::engine::Rule;
        match r {
            Rule::FollowSuit => "asistir",
            Rule::Beat => "montar",
            Rule::Trump => "fallar",
            Rule::Overtrump => "pisar",
            Rule::AnnounceNotHigher => "cante-no-mayor",
            Rule::AnnounceLate => "cante-tardío",
            Rule::AnnounceOutOfTurn => "cante-fuera-de-turno",
            Rule::ShowMismatch => "enseñado-falso",
            Rule::FalseAnnouncement => "cante-falso",
            Rule::Renounce => "renuncio",
        }
    }
    fn month(&self, m: u32) -> &'static str {
        const MONTHS: [&str; 12] =
            ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"];
        MONTHS.get((m as usize).wrapping_sub(1)).copied().unwrap_or("?")
    }
    fn text(&self, t: Text) -> &'static str {
        match t {
            Text::Hand => "Mano",
            Text::Dealer => "Reparte",
            Text::Contract => "Contrato",
            Text::Taker => "Toma",
            Text::Trump => "Triunfo",
            Text::Result => "Resultado",
            Text::Total => "total",
            Text::Announcements => "Cantes",
            Text::Squares => "Casillas",
            Text::Pot => "Plato",
            Text::Time => "Tiempo",
            Text::Winner => "Ganador:",
            Text::NoWinnerYet => "Todavía sin ganador.",
            Text::NoInfractions => "Sin infracciones.",
            Text::Started => "Empezó:",
            Text::Lasted => "duró",
            Text::Nobody => "nadie",
            Text::Stays => "se queda",
            Text::TypeAnEntry => "… escribir una entrada (deshacer, marcador, ayuda, salir)",
            Text::PhoneEntry => "escribir una entrada (o ayuda)",
            Text::AllTrump => "todo triunfo",
            Text::NoTrump => "sin triunfo",
            Text::Yes => "sí",
            Text::No => "no",
            Text::Tallied => "por recuento",
            Text::SessionOver => "La sesión ha terminado.",
            Text::QuickHand => "Mano rápida: sus puntos, sin cartas",
            Text::QuickPoints => "puntos",
            Text::QuickTricks => "bazas",
            Text::QuickBelote => "belote-rebelote",
            Text::QuickRenounce => "renuncio acordado",
            Text::QuickEnter => "Anotar la mano",
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
            DeckKind::French => ["picas", "corazones", "diamantes", "tréboles"],
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
            MeldName::Run(n) => format!("escalera de {n}"),
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
            Outcome::Played => "jugada",
            Outcome::Redeal => "se reparte de nuevo",
            Outcome::Void => "nula",
            Outcome::Taken => "se lleva el plato",
            Outcome::Mosca => "mosca",
            Outcome::Tururu => "tururú",
        }
    }

    fn result(&self, r: HandResult) -> &'static str {
        match r {
            HandResult::Made => "hecho",
            HandResult::Failed => "fallado",
            HandResult::Litige => "litigio",
            HandResult::Capot => "capote",
        }
    }

    fn item(&self, i: Item) -> String {
        match i {
            Item::Cards => "cartas".into(),
            Item::LastTrick => "diez de últimas".into(),
            Item::Belote => "belote".into(),
            Item::Combinations => "cantes".into(),
            Item::Capot => "capote".into(),
            Item::Misdeal => "carta vista al repartir".into(),
            Item::HeldLitige => "litigio pendiente".into(),
            Item::RenouncePenalty => "castigo del renuncio".into(),
            Item::Ante => "puesta".into(),
            Item::Panfilo => "pánfilo".into(),
            Item::Bestia => "bestia".into(),
            Item::Tricks => "bazas".into(),
            Item::Pot => "plato".into(),
            Item::Square(l) => self.lance(l).into(),
            Item::TururuRealBonus => "tururú real".into(),
            Item::Contract => "contrato".into(),
            Item::Coinche => "coinche".into(),
            Item::Rounding => "redondeo".into(),
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
