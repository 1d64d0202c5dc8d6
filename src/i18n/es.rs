//! Español.

use super::{list, scores, Catalog, Lang, Names, Stats, Text, Words};
use crate::cards::{Card, DeckKind};
use crate::engine::Misread;
use crate::engine::{
    Ask, Call, DealCard, Event, Facts, Form, HandReport, HandResult, HandSoFar, Infraction, Item, Lance, MeldName,
    Notice, Outcome, PotWin, Question, Refusal, Rule, Say, Trump,
};
use crate::error::journal::{Kind, Problem, KNOWN_TYPES};
use crate::error::{
    Error, JudgeProblem, NameProblem, OptionProblem, Rescue, RulesetError, SaveProblem, SeatingProblem, WriteCause,
};
use crate::ruleset::options::{OptKind, ValueProblem};
use crate::term::quote;

pub struct Es;

pub(super) static WORDS: Words = Words {
    pass: &["paso", "pasa"],
    take: &["tomo", "voy", "acepto"],
    play: &["juego", "juega", "voy"],
    all: &["todo", "todo-triunfo"],
    none: &["sin", "sin-triunfo"],
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
    deal: &["reparto", "reparte", "dar"],
    misdeal: &["maldada", "mal-dado"],
    reshuffle: &["rebarajar", "baraja"],
    bottom: &["fondo"],
    undo: &["deshacer", "deshaz"],
    score: &["marcador", "tanteo"],
    help: &["ayuda"],
    quit: &["salir", "sal"],
    end: &["fin", "terminar"],
    note: &["nota"],
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

fn value_problem(key: &str, p: &ValueProblem) -> String {
    let kind = |k: &OptKind| match k {
        OptKind::Bool => "true o false",
        OptKind::Int => "un número entero",
        OptKind::Str => "una palabra",
    };
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
    Names { players: &[], sides: &[], deck: DeckKind::French }
}

impl Catalog for Es {
    fn lang(&self) -> Lang {
        Lang::Es
    }
    fn words(&self) -> &'static Words {
        &WORDS
    }
    fn text(&self, t: Text) -> &'static str {
        match t {
            Text::Hand => "Mano",
            Text::Dealer => "Reparte",
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
            Text::AllTrump => "todo triunfo",
            Text::NoTrump => "sin triunfo",
            Text::Yes => "sí",
            Text::No => "no",
            Text::Tallied => "por recuento",
        }
    }

    fn card_name(&self, c: Card, deck: DeckKind) -> String {
        let suits = match deck {
            DeckKind::French => ["picas", "corazones", "diamantes", "tréboles"],
            DeckKind::Spanish => ["oros", "copas", "espadas", "bastos"],
        };
        format!("{} de {}", rank_word(c, deck), suits[c.suit().0 as usize & 3])
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
        }
    }
    fn trump(&self, t: Trump, x: &Names) -> String {
        match t {
            Trump::Suit(s) => x.suit(s).into(),
            Trump::All => self.text(Text::AllTrump).into(),
            Trump::NoTrump => self.text(Text::NoTrump).into(),
        }
    }

    fn question(&self, q: &Question, x: &Names) -> String {
        let who = q.who.map(|s| x.player(s)).unwrap_or_default();
        match &q.ask {
            Ask::Deal { hand, dealer, card } => {
                let what = match card {
                    DealCard::Turned => "¿carta vuelta?",
                    DealCard::TurnedBottom => "¿carta vuelta (y la carta del fondo, si se enseñó)?",
                    DealCard::DealerUp => "¿carta descubierta de quien reparte?",
                    DealCard::Nothing => "¿reparto?",
                };
                format!("Mano {hand} · reparte {} · {what}", x.player(*dealer))
            }
            Ask::Bid { round, turned, options, .. } => {
                if options.iter().any(|o| o.0 == Call::Play) {
                    format!(
                        "¿{who} juega o pasa?{}",
                        turned.map(|c| format!(" (triunfo {})", x.suit(c.suit()))).unwrap_or_default()
                    )
                } else {
                    let turned = turned.map(|c| format!(" · muestra {}", x.card(c))).unwrap_or_default();
                    format!("Subasta, vuelta {round}{turned} · ¿{who}?")
                }
            }
            Ask::Swap { turned } => {
                format!(
                    "¿Alguien cambia el 7 de triunfo por la muestra {}? (un nombre; Intro = nadie)",
                    x.card(*turned)
                )
            }
            Ask::Announce { .. } => format!("¿{who} canta? (Intro = está bien)"),
            Ask::Show { melds } => {
                format!("¿Qué cartas enseña {who} para {}? (las cartas; Intro = ahora no)", meld_list(melds))
            }
            Ask::Card { trick, tricks, led, trump, .. } => {
                let led = led.map(|s| format!(" · salida {}", x.suit(s))).unwrap_or_default();
                let trump = match trump {
                    Some(Trump::Suit(s)) => format!(" · triunfo {}", x.suit(*s)),
                    Some(t) => format!(" · {}", self.trump(*t, x)),
                    None => String::new(),
                };
                let tally = if *trick == 1 && led.is_empty() { " (o recuento)" } else { "" };
                format!("Baza {trick}/{tricks} · juega {who}{led}{trump} · ¿carta?{tally}")
            }
            Ask::Panfilo { card } => {
                format!("¿Quién enseña el pánfilo ({})? (un nombre; Intro = nadie)", x.card(*card))
            }
            Ask::Mosca { cards } => format!("¿Mosca? (un nombre y las {cards} cartas; Intro = ninguna)"),
            Ask::Exchange { max } => format!("¿Cuántas cartas cambia {who}? (de 0 a {max})"),
            Ask::Up => format!("{who} · ¿carta descubierta?"),
            Ask::Down => format!("{who} · ¿dos cartas tapadas?"),
            Ask::Wild { lance, values } => {
                let shown: Vec<String> = values.iter().take(8).map(|c| x.card(*c)).collect();
                let more = if values.len() > 8 { " …" } else { "" };
                format!("¿{who} usa la perejila en {} como {}{more}? (Intro = no)", self.lance(*lance), shown.join(" "))
            }
            Ask::Draw => format!("¿{who} pide carta para treinta y una? (la carta; Intro = se planta)"),
            Ask::Over { winner } => format!(
                "La partida ha terminado: ganó {}. Escribe 'fin' para cerrar la sesión, o 'salir'.",
                x.side(*winner)
            ),
        }
    }

    fn choice(&self, e: &Event, x: &Names) -> String {
        let p = |s: &usize| x.player(*s);
        match e {
            Event::Bid { call: Call::Pass, .. } => "paso".into(),
            Event::Bid { call: Call::Play, .. } => "juego".into(),
            Event::Bid { call: Call::Take, trump: None, .. } => "tomo".into(),
            Event::Bid { call: Call::Take, trump: Some(Trump::Suit(s)), .. } => format!("tomo {}", x.suit(*s)),
            Event::Bid { call: Call::Take, trump: Some(Trump::All), .. } => "tomo todo".into(),
            Event::Bid { call: Call::Take, trump: Some(Trump::NoTrump), .. } => "tomo sin".into(),
            Event::Announce { melds, .. } if melds.is_empty() => "está bien".into(),
            Event::Announce { melds, .. } => melds.iter().map(|m| self.meld(*m)).collect::<Vec<_>>().join(" "),
            Event::Exchange { count, .. } => count.to_string(),
            Event::Deal { turned: None, .. } => "reparto".into(),
            Event::Deal { dealer, turned: Some(c), bottom: None } => format!("reparto {} {}", p(dealer), x.card(*c)),
            Event::Deal { dealer, turned: Some(c), bottom: Some(b) } => {
                format!("reparto {} {} fondo {}", p(dealer), x.card(*c), x.card(*b))
            }
            Event::Misdeal => "maldada".into(),
            Event::Reshuffle => "rebarajar".into(),
            Event::SwapSeven { player } => format!("{} cambio7", p(player)),
            Event::Show { player, cards } => format!("{} muestro {}", p(player), x.cards(cards)),
            Event::Play { player, card, say } => format!(
                "{} {}{}",
                p(player),
                x.card(*card),
                match say {
                    Some(Say::Belote) => " belote",
                    Some(Say::Rebelote) => " rebelote",
                    None => "",
                }
            ),
            Event::Mosca { player, cards } => format!("{} mosca {}", p(player), x.cards(cards)),
            Event::Panfilo { player } => format!("{} pánfilo", p(player)),
            Event::Up { player, card } => format!("{} descubierta {}", p(player), x.card(*card)),
            Event::Down { player, cards } => format!("{} tapadas {}", p(player), x.cards(cards)),
            Event::Wild { player, lance, as_card } => {
                format!("{} comodín {} {}", p(player), lance.code(), x.card(*as_card))
            }
            Event::Draw { player, card } => format!("{} pido {}", p(player), x.card(*card)),
            Event::SetOption { key, value } => format!("opción {key}={value}"),
            Event::Note { text } => format!("nota {}", crate::term::safe(text)),
            Event::Tally(t) => super::typed_tally(t, x, self.words()),
            Event::Amend { line, entry } => format!("{} {line} {}", self.words().amend[0], self.choice(entry, x)),
            Event::Undo => "deshacer".into(),
            Event::End => "fin".into(),
        }
    }

    fn notice(&self, n: &Notice, x: &Names) -> String {
        match n {
            Notice::Antes { each, pot } => format!("Todos ponen {each}: el plato tiene {pot}."),
            Notice::Stakes { each, board } => format!("Todos ponen {each} en cada casilla; el tablero tiene {board}."),
            Notice::PanfiloPaid { player, chips } => {
                format!("{} enseña el pánfilo y cobra {chips} fichas.", x.player(*player))
            }
            Notice::PotTaken { player, chips, how } => match how {
                PotWin::Alone => format!("{} juega solo y se lleva el plato de {chips}.", x.player(*player)),
                PotWin::Mosca => format!("{} gana el plato de {chips} con mosca.", x.player(*player)),
                PotWin::AllTricks => {
                    format!("{} hizo todas las bazas y se lleva el plato de {chips}.", x.player(*player))
                }
            },
            Notice::EnBestia { player, pays } => format!("{} queda en bestia y paga {pays}.", x.player(*player)),
            Notice::RenouncePays { player, chips } => format!("{} paga {chips} por el renuncio.", x.player(*player)),
            Notice::PotCarries { chips } => format!("Quedan {chips} en el plato."),
            Notice::Void { pot } => format!("Todos pasan: mano nula, el plato de {pot} se queda."),
            Notice::Redeal { hand, dealer } => {
                format!("Todos pasan: la mano {hand} la vuelve a repartir {}.", x.player(*dealer))
            }
            Notice::Breach(i) => self.infraction(i, x),
            Notice::Hand(r) => self.hand_line(r, x),
            Notice::HandEnded { number } => format!("Se acabó la mano {number}."),
            Notice::GameWon { side } => format!("{} gana la partida.", x.side(*side)),
            Notice::OptionChanged { key } => format!("La opción {key} cambia desde el próximo reparto."),
            Notice::Amended { line } => format!("Línea {line} corregida; la puntuación sale de la entrada corregida."),
            Notice::Retracted { event } => format!("Deshecho: {}.", self.choice(event, x)),
        }
    }

    fn did_you_mean(&self, what: &str) -> String {
        format!(" — ¿querías decir {what}?")
    }

    fn refusal_only(&self, r: &Refusal, x: &Names) -> String {
        let p = |s: &usize| x.player(*s);
        let c = |c: &Card| x.card(*c);
        match r {
            Refusal::UnknownPlayer { name } => format!(
                "{} no juega aquí ({})",
                quote(name),
                list(&x.players.iter().map(|p| crate::term::safe(p).into_owned()).collect::<Vec<_>>())
            ),
            Refusal::NotACard { text, deck } => match deck {
                DeckKind::French => format!(
                    "{} no es una carta de la baraja francesa: escribe un valor (A K Q J 10 9 … 2, T por 10) y un palo (S H D C o ♠ ♥ ♦ ♣), p. ej. 10H, jh, T♥, 'jota de corazones'",
                    quote(text)
                ),
                DeckKind::Spanish => format!(
                    "{} no es una carta de la baraja española: escribe un valor (1-7, 8 9, S sota, C caballo, R rey) y un palo (O oros, C copas, E espadas, B bastos), p. ej. 1O, RE, 'as de oros'",
                    quote(text)
                ),
            },
            Refusal::NotInDeck { card, size } => format!("{} no está en la baraja de {size} cartas", c(card)),
            Refusal::NotAMeld { text } => format!("{} no es un cante: brelán, tercia, cuarta, quinta …", quote(text)),
            Refusal::NotALance { text } => format!(
                "{} no es un lance: {}",
                quote(text),
                Lance::ALL.iter().map(|l| l.code()).collect::<Vec<_>>().join(", ")
            ),
            Refusal::NotASay { text } => format!("{} no se dice con una carta: belote o rebelote", quote(text)),
            Refusal::NotACall { text } => format!("{} no es una voz: paso, tomo o juego", quote(text)),
            Refusal::NotATrump { text } => format!("{} no es un triunfo: S, H, D, C, todo o sin", quote(text)),
            Refusal::NotACount { count } => format!("{count} no es un número de cartas"),
            Refusal::UnknownSide { name, sides } => format!(
                "{} no es un bando de esta mesa ({})",
                quote(name),
                list(&sides.iter().map(|p| crate::term::safe(p).into_owned()).collect::<Vec<_>>())
            ),
            Refusal::AmendWith { kind } => {
                format!("una corrección sustituye una entrada de juego; no puede poner '{}' en su lugar", kind.code())
            }
            Refusal::AmendNoLine { line } => format!(
                "no hay ninguna entrada vigente en la línea {line} (deshecha, un deshacer o una línea que no existe): corrige una línea de la lista"
            ),
            Refusal::AmendRefusedLine { line } => format!(
                "la entrada de la línea {line} se rechazó, así que no está vigente y no hay nada que corregir: escribe la entrada buena"
            ),
            Refusal::AmendBreaks { line, why } => {
                format!("con esta corrección la entrada de la línea {line} sería rechazada: {}", self.refusal(why, x))
            }
            Refusal::TallyAfterCards => "un recuento sustituye las cartas de la mano: va después de las pujas y antes de la primera carta (deshaz las cartas jugadas para hacer el recuento)".into(),
            Refusal::ShownForTally => "se enseñaron combinaciones antes de la primera carta, así que esta mano se anota con un recuento (deshaz lo enseñado para anotar sus cartas)".into(),
            Refusal::TallyNeedsPoints => "un recuento de belote da los puntos y las bazas de cada bando, p. ej. 'recuento Ana+Marta 92/5 Luis+Pep 70/3'".into(),
            Refusal::TallyTwice { side } => format!("{} aparece dos veces en el recuento", x.side(*side)),
            Refusal::TallyNegative { side } => format!("{} tiene una cuenta negativa", x.side(*side)),
            Refusal::TallyTricks { total, want } => format!("las bazas suman {total}; una mano tiene {want}"),
            Refusal::TallyPoints { total, want, exact: true } => {
                format!("los puntos suman {total}; con todas las cartas jugadas suman {want}")
            }
            Refusal::TallyPoints { total, want, exact: false } => {
                format!("los puntos suman {total}; como mucho se pueden ganar {want}")
            }
            Refusal::TallyNoTricks { side, points } => {
                format!("{} no ganó ninguna baza pero tiene {points} puntos", x.side(*side))
            }
            Refusal::TallyBelote { most: 0, .. } => "sin palo de triunfo no hay belote".into(),
            Refusal::TallyBelote { count, most } => {
                format!("el belote se cuenta {count} veces; con este triunfo caben como mucho {most}")
            }
            Refusal::TallyOut { player } => format!("{} no juega esta mano (pasó), así que no gana bazas", p(player)),
            Refusal::TallyRenounceOut { player } => format!("{} pasó y no jugó ninguna carta, así que no pudo renunciar", p(player)),
            Refusal::TallyTricksOnly => "en La Bestia el recuento cuenta bazas por jugador, no puntos: recuento Ana 2 Luis 3 Marta 0".into(),
            Refusal::NothingToUndo => "no hay nada que deshacer".into(),
            Refusal::SessionEnded => "la sesión ha terminado (se escribió 'fin')".into(),
            Refusal::GameOver { winner } => format!("la partida ha terminado: ganó {}", x.side(*winner)),
            Refusal::NoPlace { kind, ruleset } => format!("una entrada '{}' no tiene sitio en {ruleset}", kind.code()),
            Refusal::UnknownOption { key, known } => format!("no hay opción {}; las opciones son {}", quote(key), known.join(", ")),
            Refusal::OptionValue { key, problem } => value_problem(key, problem),
            Refusal::AnteTooLow { ante, players, min } => format!(
                "una puesta de {ante} es poca: {players} jugadores ponen {} fichas y el plato necesita al menos {min}",
                ante * *players as i64
            ),
            Refusal::Overflow => "esta entrada desborda un total de fichas o puntos; no se ha guardado y la mesa se detiene aquí.".into(),
            Refusal::LineTooLong { bytes, max } => format!(
                "esta entrada ocuparía {bytes} bytes en el diario, y una línea del diario admite como mucho {} ({max} bytes): no se ha guardado; divide una nota larga en varias",
                crate::files::size(*max as u64)
            ),
            Refusal::JournalFull { max } => format!(
                "el diario ha llegado a su tamaño máximo ({}): esta entrada no se ha guardado; termina esta sesión y sigue en otra nueva (tapete new --again)",
                crate::files::size(*max)
            ),
            Refusal::NoHand => "no se está jugando ninguna mano: primero el reparto".into(),
            Refusal::HandNotFinished { hand } => format!("la mano {hand} no ha terminado"),
            Refusal::NotYourDeal { dealer } => format!("reparte {}", p(dealer)),
            Refusal::NeedsTurned => "el reparto necesita la carta vuelta".into(),
            Refusal::MoscaSettles => "nadie juega una mano ganada con mosca: escribe otra mosca o el siguiente reparto".into(),
            Refusal::BiddingOver { taker: Some(t) } => format!("la subasta ha terminado: tomó {}", p(t)),
            Refusal::BiddingOver { taker: None } => "la ronda de juego o paso ha terminado".into(),
            Refusal::NotYourBid { bidder } => format!("le toca hablar a {}", p(bidder)),
            Refusal::CallNotHere { allowed } => format!(
                "esa voz no vale aquí: {}",
                allowed.iter().map(|a| self.choice(&Event::Bid { player: 0, call: *a, trump: None }, &no_names())).collect::<Vec<_>>().join(" o ")
            ),
            Refusal::PassNamesNoTrump => "quien pasa no nombra triunfo".into(),
            Refusal::TrumpIsTurned { turned } => format!("en la primera vuelta el triunfo es el palo de la muestra ({})", x.suit(*turned)),
            Refusal::NameATrump => "en la segunda vuelta quien toma nombra el triunfo: S, H, D o C".into(),
            Refusal::OtherSuit { turned } => format!("en la segunda vuelta el triunfo no puede ser el palo de la muestra ({})", x.suit(*turned)),
            Refusal::AllOrNone => "en la tercera vuelta se toma 'todo' (todo triunfo) o 'sin' (sin triunfo)".into(),
            Refusal::NoTrumpInBestia => "en la bestia no se nombra triunfo: juego o paso".into(),
            Refusal::NoSwap { players } => format!("con {players} jugadores no se cambia el 7"),
            Refusal::SwapAfterTake => "el 7 se cambia después de que alguien tome".into(),
            Refusal::SwapTurnedSuitOnly => "el 7 solo se cambia cuando el triunfo es el palo de la muestra".into(),
            Refusal::AlreadySwapped => "la muestra ya se cambió".into(),
            Refusal::SwapBeforeFirstCard => "el 7 se cambia antes de la primera carta".into(),
            Refusal::TurnedIsSeven => "la muestra es el propio 7".into(),
            Refusal::NoAnnouncements { ruleset } => format!("en {ruleset} no se canta (belote y rebelote se dicen con las cartas)"),
            Refusal::AnnounceAfterBidding => "se canta después de la subasta".into(),
            Refusal::AlreadyAnnounced { player } => format!("{} ya ha cantado en esta mano", p(player)),
            Refusal::NothingToShow { player } => format!("{} no ha cantado nada que enseñar", p(player)),
            Refusal::ShowBeforeFirstTrick => "los cantes se enseñan cuando todos han jugado a la primera baza".into(),
            Refusal::NoBottom { players } => format!("con {players} jugadores no queda mazo tras el reparto: no hay carta del fondo"),
            Refusal::BottomIsTurned { card } => format!("la carta del fondo no puede ser la carta vuelta ({})", c(card)),
            Refusal::MisdealAfterPlay => "una maldada se anota tras el reparto y antes de jugar la primera carta".into(),
            Refusal::AlreadyShown { player } => format!("{} ya ha enseñado", p(player)),
            Refusal::CardIsOthers { card, owner } => format!("{} es de {}", c(card), p(owner)),
            Refusal::StillBidding { bidder: Some(b) } => format!("la subasta no ha terminado: le toca hablar a {}", p(b)),
            Refusal::StillBidding { bidder: None } => "no se juega carta antes de acabar el juego o paso".into(),
            Refusal::NotYourTurn { player, trick } => format!("le toca jugar a {} en la baza {trick}", p(player)),
            Refusal::AlreadyPlayed { card, by: Some(by), trick: Some(t) } => format!("{} ya la jugó {} en la baza {t}", c(card), p(by)),
            Refusal::AlreadyPlayed { card, .. } => format!("{} ya se jugó en esta mano", c(card)),
            Refusal::OutOfPlay { card } => format!("{} está fuera de juego en esta mano", c(card)),
            Refusal::InDiscards { card, owner } => format!("{} se vio en la mano de {} y es suya o está entre los descartes: solo la puede tener quien cambió después tomando de los descartes", c(card), p(owner)),
            Refusal::KnownHeld { card, holder } => format!("se sabe que {} está en la mano de {}", c(card), p(holder)),
            Refusal::NothingToSay => "en la bestia no se dice nada con las cartas".into(),
            Refusal::PanfiloOff => "el pánfilo no se juega en esta sesión (opción panfilo)".into(),
            Refusal::PanfiloAlreadyShown => "el pánfilo ya se enseñó en esta mano".into(),
            Refusal::RightAfterDeal => "el pánfilo y la mosca se enseñan justo después del reparto, antes de que nadie juegue o pase".into(),
            Refusal::MoscaSize { size } => format!("una mosca son {size} cartas distintas de un palo"),
            Refusal::MoscaOneSuit { size } => format!("una mosca son {size} cartas de un palo de esta baraja (el pánfilo solo cuenta en tréboles)"),
            Refusal::AlreadyMosca { player } => format!("{} ya ha enseñado una mosca", p(player)),
            Refusal::MoscaOverlap { other } => format!("esas cartas coinciden con la mosca de {}", p(other)),
            Refusal::ExchangeNotNow => "los cambios vienen después del juego o paso, entre quienes juegan".into(),
            Refusal::PassedCannotExchange { player } => format!("{} pasó y no puede cambiar", p(player)),
            Refusal::ExchangeBeforeFirstCard => "se cambia antes de la primera carta".into(),
            Refusal::AlreadyExchanged { player } => format!("{} ya ha cambiado", p(player)),
            Refusal::ExchangeRange { max, count } => format!("se cambian de 0 a {max} cartas, no {count}"),
            Refusal::ExchangeLeft { left, count } => format!(
                "solo quedan {left} cartas para cambiar (el mazo y luego los descartes de quienes pasaron), no {count}"
            ),
            Refusal::AlreadyDealt { card } => format!("{} ya se ha repartido en esta mano", c(card)),
            Refusal::AllUp => "todos tienen ya su carta descubierta".into(),
            Refusal::UpInOrder { next } => format!("las cartas descubiertas van en orden de reparto: le toca a {}", p(next)),
            Refusal::DownAfterUp => "las cartas tapadas van después de todas las descubiertas".into(),
            Refusal::AlreadyDown { player } => format!("{} ya tiene dos cartas tapadas", p(player)),
            Refusal::DownTwo { count } => format!("cada jugador recibe dos cartas tapadas, no {count}"),
            Refusal::DownDiffer => "las dos cartas tapadas tienen que ser distintas".into(),
            Refusal::DrawAfterDeal => "se pide carta para treinta y una cuando todos tienen tres".into(),
            Refusal::NoPerejila { player, perejila } => format!("{} no tiene la perejila ({})", p(player), c(perejila)),
            Refusal::WildAsDeOrosOnly => "en el as de oros la perejila solo puede ser el as de oros (1O)".into(),
            Refusal::AsDeOrosFaceDown { holder } => format!("{} tiene el as de oros tapado: la perejila no puede serlo", p(holder)),
            Refusal::WildPuntoAce => "en el punto la perejila solo cuenta como as".into(),
            Refusal::WildPuntoFaceUp => "en el punto solo cuenta la perejila descubierta".into(),
            Refusal::WildPuntoAceBefore { holder } => format!("a {} le salió un as descubierto antes que la perejila: no puede contar como as en el punto", p(holder)),
            Refusal::StockLeft { left } => format!("quedan {left} cartas en el mazo: se rebaraja cuando se acaba"),
            Refusal::ReshuffleAfterDeal => "se rebaraja en treinta y una, con todas las cartas repartidas".into(),
            Refusal::WildEspadas => "en la mayor de espadas la perejila vale por una carta de espadas".into(),
            Refusal::WildFixed { card, lance } => format!(
                "la perejila ya vale por {} desde {}: mantiene ese valor el resto de la mano",
                c(card),
                self.lance(*lance)
            ),
        }
    }

    fn misread(&self, m: &Misread, x: &Names) -> String {
        match m {
            Misread::Empty => "escribe una respuesta".into(),
            Misread::NotText => "esa línea no es texto UTF-8 y no se ha leído nada de ella: escríbela de nuevo".into(),
            Misread::Refused(r) => self.refusal(r, x),
            Misread::AmendForm => "corregir LÍNEA ENTRADA, p. ej. corregir 41 Pep QH belote (la línea que muestra la lista de entradas); corregir a secas lista las últimas entradas".into(),
            Misread::TallyForm => "recuento BANDO PUNTOS/BAZAS … [belote JUGADOR] [renuncio JUGADOR], p. ej. recuento Ana+Marta 92/5 Luis+Pep 70/3 belote Ana; La Bestia: recuento JUGADOR BAZAS …, p. ej. recuento Ana 2 Luis 3 Marta 0".into(),
            Misread::OptionForm => "opción CLAVE=VALOR, p. ej. opción target=501".into(),
            Misread::NotUnderstood { text, question } => {
                let want = match &question.ask {
                    Ask::Bid { options, .. } => format!(
                        "una voz: {}",
                        options
                            .iter()
                            .map(|(call, trump)| self.choice(&Event::Bid { player: 0, call: *call, trump: *trump }, x))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    Ask::Deal { card: DealCard::Nothing, .. } => "'reparto' o el nombre de quien reparte".into(),
                    Ask::Deal { .. } => {
                        "la carta vuelta (JH), o reparto con el nombre de quien reparte delante (reparto Ana JH)".into()
                    }
                    Ask::Swap { .. } | Ask::Panfilo { .. } => "el nombre de un jugador".into(),
                    Ask::Mosca { .. } => "el nombre de un jugador y las cartas".into(),
                    Ask::Announce { .. } => "un cante (brelán, tercia, cuarta, quinta …) o está bien".into(),
                    Ask::Exchange { max } => format!("un número de cartas, de 0 a {max}"),
                    Ask::Over { .. } => "'fin' o 'salir'".into(),
                    _ => "una carta".into(),
                };
                format!("{} no se entiende aquí: escribe {want}, o 'ayuda'", quote(text))
            }
        }
    }

    fn infraction(&self, i: &Infraction, x: &Names) -> String {
        let who = x.player(i.player);
        match &i.facts {
            Facts::Agreed => format!("{who} renunció, como acordó la mesa en el recuento"),
            Facts::Play { led, witness } => {
                let led = x.suit(*led);
                let duty = match i.rule {
                    Rule::FollowSuit => format!("no asistió a {led}"),
                    Rule::Beat => format!("no mató la mejor carta de {led}"),
                    Rule::Trump => "no falló".into(),
                    _ => "no pisó".into(),
                };
                let proof = match i.proof {
                    Some((t, c)) => format!("jugó {} en la baza {t}", x.card(c)),
                    None => format!("se sabía que tenía {}", x.card(*witness)),
                };
                let played = i.card.map(|c| x.card(c)).unwrap_or_default();
                format!("Renuncio: {who} {duty} en la baza {} (jugó {played}); {proof}", i.trick.unwrap_or(0))
            }
            Facts::Contradicted { melds, card, by } => {
                let said = meld_list(melds);
                let card = x.card(*card);
                match by {
                    Some(b) => format!(
                        "{who} enseñó {card} para {said}, pero la jugó {}: el cante es falso y no vale",
                        x.player(*b)
                    ),
                    None => format!("{who} enseñó {card} para {said} y nunca la jugó: el cante es falso y no vale"),
                }
            }
            Facts::Announcement { melds } => {
                let said = meld_list(melds);
                match i.rule {
                    Rule::AnnounceLate => format!("{who} cantó {said} después de jugar una carta: el cante no vale"),
                    Rule::AnnounceNotHigher => {
                        format!("{who} cantó {said}, menos que un cante ya hecho: el cante no vale")
                    }
                    Rule::AnnounceOutOfTurn => format!("{who} cantó {said} antes de su turno: el cante no vale"),
                    Rule::ShowMismatch => {
                        format!("{who} cantó {said} pero las cartas enseñadas no lo hacen: el cante no vale")
                    }
                    _ => format!("{who} cantó {said} y no lo enseñó: el cante no vale"),
                }
            }
        }
    }

    fn hand_line(&self, r: &HandReport, x: &Names) -> String {
        match (&r.squares, r.outcome, r.result) {
            (Some(squares), _, _) => {
                let won: Vec<String> = squares
                    .iter()
                    .filter_map(|s| s.winner.map(|w| format!("{} {} +{}", self.lance(s.lance), x.player(w), s.chips)))
                    .collect();
                let pot = r.pot.unwrap_or(0);
                if won.is_empty() {
                    format!("Mano {}: nadie gana casilla; quedan {pot} fichas en el tablero.", r.number)
                } else {
                    format!("Mano {}: {}; quedan {pot} fichas en el tablero.", r.number, won.join(", "))
                }
            }
            (None, _, Some(res)) => format!("Mano {}: {} ({})", r.number, scores(&r.score, x), self.result(res)),
            (None, o, None) => format!("Mano {} ({}): {}", r.number, self.outcome(o), scores(&r.score, x)),
        }
    }

    fn so_far(&self, h: &HandSoFar, x: &Names) -> String {
        let mut s = if h.tricks.1 > 0 {
            format!("Mano {} hasta ahora: {} bazas de {}", h.number, h.tricks.0, h.tricks.1)
        } else {
            format!("Mano {} hasta ahora", h.number)
        };
        for side in 0..h.tricks_won.len() {
            let pts: i64 = h.lines.iter().filter(|l| l.side == side).map(|l| l.points).sum();
            let tricks = if h.tricks.1 > 0 { format!(", {} bazas", h.tricks_won[side]) } else { String::new() };
            s.push_str(&format!("\n  {}: {pts}{tricks}", x.side(side)));
        }
        s
    }

    fn help(&self, forms: &[Form]) -> String {
        let mut s = String::from(
            "En cualquier pregunta: deshacer (retira la última entrada), marcador (el tanteo y la mano en curso), ayuda, \
             salir (el diario ya está guardado), nota TEXTO, opción CLAVE=VALOR, fin (cierra la sesión).\n\
             Responde a la pregunta, o escribe cualquier entrada completa, con el jugador delante:",
        );
        for f in forms {
            s.push_str("\n  ");
            match f {
                Form::DealTurned => s.push_str("reparto [QUIEN] CARTA — el reparto y la carta vuelta"),
                Form::DealBottom => s.push_str("reparto [QUIEN] CARTA [fondo CARTA] — el reparto, la carta vuelta y la del fondo"),
                Form::Misdeal => s.push_str("maldada — se vio una carta al repartir: reparte de nuevo quien repartía"),
                Form::Reshuffle => s.push_str("rebarajar — se acabó el mazo en treinta y una: se barajan las cartas de la mano para seguir pidiendo"),
                Form::DealDealerUp => {
                    s.push_str("reparto [QUIEN] CARTA — el reparto y la carta descubierta de quien reparte")
                }
                Form::DealWho => s.push_str("reparto [QUIEN] — el siguiente reparto (Intro reparte quien toca)"),
                Form::BidTake { third_round } => {
                    s.push_str("JUGADOR paso · JUGADOR tomo · JUGADOR tomo S|H|D|C (segunda vuelta)");
                    if *third_round {
                        s.push_str(" · JUGADOR tomo todo|sin (tercera vuelta)");
                    }
                }
                Form::BidPlay => s.push_str("JUGADOR juego · JUGADOR paso"),
                Form::Swap => s.push_str("JUGADOR cambio7 — cambia el 7 de triunfo por la muestra"),
                Form::Announce => {
                    s.push_str("JUGADOR canto [brelán tercia …] — brelán, tercia, cuarta, quinta; nada: está bien")
                }
                Form::Show => s.push_str("JUGADOR muestro CARTA … — las cartas del cante, tras la primera baza"),
                Form::PlaySay => {
                    s.push_str("JUGADOR CARTA [belote|rebelote] — una carta jugada (JH, jh, j♥, 'jota de corazones')")
                }
                Form::Play => s.push_str("JUGADOR CARTA — una carta jugada (JH, jh, j♥, 'jota de corazones')"),
                Form::Exchange => s.push_str("JUGADOR cambio N — cartas cambiadas del mazo"),
                Form::Mosca => s.push_str("JUGADOR mosca CARTA CARTA CARTA CARTA CARTA"),
                Form::Panfilo => s.push_str("JUGADOR pánfilo — enseña la jota de tréboles"),
                Form::Up => s.push_str("JUGADOR descubierta CARTA — la carta descubierta"),
                Form::Down => s.push_str("JUGADOR tapadas CARTA CARTA — las dos cartas tapadas"),
                Form::Tally { by_points: true } => s.push_str("recuento BANDO PUNTOS/BAZAS … [belote JUGADOR] [renuncio JUGADOR] — el resultado de la mano en vez de sus cartas, tras las pujas (recuento Ana+Marta 92/5 Luis+Pep 70/3)"),
                Form::Tally { by_points: false } => s.push_str("recuento JUGADOR BAZAS … — las bazas de la mano en vez de sus cartas, tras las pujas (recuento Ana 2 Luis 3 Marta 0)"),
                Form::Wild => {
                    s.push_str("JUGADOR comodín LANCE CARTA — la perejila vale por una carta desde ese lance")
                }
                Form::Draw => s.push_str("JUGADOR pido CARTA — una carta para treinta y una"),
            }
        }
        s
    }

    fn started(&self, ruleset: &str, sides: &str, journal: &str) -> String {
        format!("Nueva sesión de {ruleset}: {sides} · diario {journal}")
    }
    fn resuming(&self, journal: &str, sides: &str) -> String {
        format!("Seguimos con {journal} · {sides}")
    }
    fn warning(&self, w: &crate::journal::Warning) -> String {
        use crate::journal::Warning;
        match w {
            Warning::CutLine { line } => {
                format!("aviso: la línea {line} está incompleta (cortada por un fallo) y no se ha tenido en cuenta")
            }
            Warning::RulesetChanged { ruleset } => {
                let r = crate::term::safe(ruleset);
                format!("aviso: el reglamento {r} ha cambiado desde que se registró esta sesión (su sha256 es otro); se repite con las reglas actuales")
            }
        }
    }
    fn judge_words(&self) -> &'static super::JudgeWords {
        &JUDGE
    }
    fn cut_aside(&self, line: usize, journal: &str, aside: &str) -> String {
        format!("La línea {line} de {journal} quedó cortada (la mesa se detuvo mientras la escribía); sus bytes están en {aside} y el diario sigue desde la línea {line}.")
    }
    fn saved(&self, journal: &str) -> String {
        format!("Guardado. Para seguir: tapete resume {journal}")
    }
    fn ended(&self, journal: &str) -> String {
        format!("La sesión ha terminado. Diario: {journal}")
    }
    fn stat_label(&self, key: crate::engine::StatKey) -> String {
        use crate::engine::StatKey;
        match key {
            StatKey::Sessions => "sesiones".into(),
            StatKey::Won => "ganadas".into(),
            StatKey::Hands => "manos".into(),
            StatKey::Taken => "contratos".into(),
            StatKey::Made => "cumplidos".into(),
            StatKey::Failed => "fallados".into(),
            StatKey::Litiges => "litigios".into(),
            StatKey::Capots => "capotes".into(),
            StatKey::Belotes => "belotes".into(),
            StatKey::Combinations => "combinaciones".into(),
            StatKey::Renounces => "renuncios".into(),
            StatKey::EnBestia => "en bestia".into(),
            StatKey::Pots => "platos".into(),
            StatKey::Panfilos => "pánfilos".into(),
            StatKey::Moscas => "moscas".into(),
            StatKey::Tururus => "tururús".into(),
            StatKey::Chips => "fichas".into(),
            StatKey::Square(l) => format!("lance {}", self.lance(l)),
        }
    }

    fn sessions_none(&self, dir: &str) -> String {
        format!("Aún no hay sesiones en {dir}: empieza una con 'tapete new REGLAMENTO --players A,B,C,D'.")
    }
    fn sessions_heads(&self) -> [&'static str; 7] {
        ["empezó", "reglamento", "jugadores", "manos", "estado", "va ganando", "archivo"]
    }
    fn session_status(&self, status: &super::SessionStatus) -> String {
        use super::SessionStatus as S;
        match status {
            S::Won(side) => format!("ganó {side}"),
            S::Ended => "terminada".into(),
            S::Unfinished => "sin terminar".into(),
            S::NotStarted => "sin empezar (sin cabecera)".into(),
            S::Unreadable(why) => format!("ilegible: {why}"),
        }
    }
    fn stats_heads(&self) -> [&'static str; 2] {
        ["Jugador", "Pareja"]
    }

    fn board_at(&self, url: &str, journal: &str) -> String {
        format!("Marcador en directo de {journal} en {url} (solo lectura; Ctrl-C lo detiene)")
    }

    fn not_read(&self, why: &str) -> String {
        format!("sin leer: {why}")
    }

    fn amend_pick(&self) -> String {
        "¿Qué entrada hay que corregir? (su línea)".into()
    }

    fn amend_replace(&self, line: usize, old: &str) -> String {
        format!("¿La línea {line} ({old}) pasa a ser? (la entrada completa, p. ej. Pep QH; Intro = dejarla)")
    }

    fn retracted_nothing(&self) -> String {
        "Se retiró la última entrada.".into()
    }
    fn stats(&self, s: &Stats) -> String {
        if !s.contracts {
            return format!("Manos: {}", s.hands);
        }
        format!(
            "Manos: {} · hechas {} · falladas {} · litigios {} · capotes {} · repartos nulos {} · belotes {}",
            s.hands, s.made, s.failed, s.litige, s.capots, s.redeals, s.belotes
        )
    }
    fn best_announcement(&self, points: i64, who: &str, cards: &str) -> String {
        format!("Mejor cante: {who} {cards} ({points})")
    }
    fn infractions_by_player(&self, list: &str) -> String {
        format!("Infracciones: {list}")
    }
    fn not_applied(&self, count: usize) -> String {
        if count == 1 {
            "1 entrada no se pudo aplicar:".into()
        } else {
            format!("{count} entradas no se pudieron aplicar:")
        }
    }
    fn infractions_count(&self, count: usize) -> String {
        if count == 1 {
            "1 infracción:".into()
        } else {
            format!("{count} infracciones:")
        }
    }
    fn line_error(&self, line: usize, message: &str) -> String {
        format!("línea {line}: {message}")
    }
    fn totals(&self, list: &str) -> String {
        format!("Totales: {list}")
    }

    fn file_error(&self, f: &crate::files::FileError) -> String {
        use crate::files::{FileKind, FileProblem, What};
        let what = match f.what {
            What::Journal => "diario",
            What::Ruleset => "reglamento",
            What::Configuration => "configuración",
        };
        let path = &f.path;
        match &f.problem {
            FileProblem::NotRegular { kind } => {
                let kind = match kind {
                    FileKind::Directory => "una carpeta",
                    FileKind::Fifo => "una tubería con nombre (FIFO)",
                    FileKind::Device => "un dispositivo",
                    FileKind::Socket => "un socket",
                    FileKind::Other => "algo que no es un archivo normal",
                };
                format!("{path}: es {kind}, no un archivo de {what}")
            }
            FileProblem::TooLarge { size, max } => format!(
                "{path}: ocupa {}; un archivo de {what} puede ocupar como mucho {}",
                crate::files::size(*size),
                crate::files::size(*max)
            ),
            FileProblem::GrewPast { max } => format!("{path}: pasa de {}", crate::files::size(*max)),
            FileProblem::NotUtf8 { line, column } => format!("{path}:{line}:{column}: no es texto UTF-8"),
            FileProblem::Io(e) => format!("{path}: {e}"),
        }
    }
    fn journal_problem(&self, p: &Problem) -> String {
        match p {
            Problem::NotJson { detail, column } => format!("no es JSON válido: {detail} (columna {column})"),
            Problem::NotObject => "una línea del diario es un objeto JSON: {\"type\": …}".into(),
            Problem::FieldKind { field, kind } => format!(
                "el campo '{field}' debe ser {}",
                match kind {
                    Kind::Text => "un texto",
                    Kind::Texts => "una lista de textos",
                    Kind::Whole => "un número entero",
                    Kind::Object => "un objeto",
                    Kind::Wholes => "un objeto de números enteros, p. ej. {\"Ana+Marta\": 92, \"Luis+Pep\": 70}",
                    Kind::TextOrTexts => "un nombre o una lista de nombres",
                    Kind::Teams => "una lista de equipos, cada uno una lista de nombres",
                    Kind::Any => "un valor",
                }
            ),
            Problem::Shape { detail } => detail.clone(),
            Problem::Missing { ty, field } => format!("una entrada '{ty}' necesita el campo '{field}'"),
            Problem::At => "el campo 'at' debe ser una hora RFC 3339, p. ej. 2026-11-22T18:03:00Z".into(),
            Problem::SecondHeader => "una segunda cabecera 'session'; un diario tiene una sola sesión".into(),
            Problem::UnknownType { ty } => {
                format!("tipo de entrada desconocido {}; los tipos son: {KNOWN_TYPES}", quote(ty))
            }
            Problem::InAmend(p) => format!("la entrada de la corrección: {}", self.journal_problem(p)),
            Problem::AmendOfAmend => {
                "la entrada de una corrección es una entrada de juego, no una corrección, un deshacer ni una cabecera".into()
            }
            Problem::NotHeader => "la primera línea debe ser la cabecera de la sesión ({\"type\":\"session\", …})".into(),
            Problem::Format { format } => {
                format!("el formato de diario {format} no se admite; este tapete lee el formato 1")
            }
            Problem::OptionValue { key } => {
                format!("la opción {} debe ser true/false, un número entero o una palabra", quote(key))
            }
            Problem::RulesetTooLarge { max } => {
                format!("el reglamento dentro de la cabecera pasa de {}", crate::files::size(*max))
            }
            Problem::Lang { lang } => format!("lang {} no es un idioma de tapete: en, es o fr", quote(lang)),
            Problem::RulesetName => {
                "el campo 'ruleset' debe nombrar un reglamento (sin caracteres de control, como mucho 4096 bytes)".into()
            }
            Problem::Players(m) => format!("players: {}", self.error(&Error::Name(m.clone()), None)),
            Problem::NotUtf8 { column } => format!("no es texto UTF-8 (columna {column})"),
            Problem::LineTooLong { max } => format!("la línea pasa de {}", crate::files::size(*max)),
            Problem::RulesetMissing { ruleset } => format!(
                "el reglamento {} no viene con tapete y el diario no lo lleva (ruleset_yaml); nombra su archivo con --ruleset ARCHIVO",
                quote(ruleset)
            ),
            Problem::Overflow => {
                "los totales de fichas o puntos se desbordan aquí; tapete se para antes que dar un total falso".into()
            }
            Problem::Changed => "el diario cambió mientras se leía; verifícalo de nuevo".into(),
        }
    }
    fn error(&self, e: &Error, x: Option<&Names>) -> String {
        match e {
            Error::Name(p) => match p {
                NameProblem::Empty => "un jugador no tiene nombre".into(),
                NameProblem::Control { name, code } => format!(
                    "el nombre {} lleva un carácter de control o de formato (U+{code:04X}); los nombres son letras, cifras, espacios y signos",
                    quote(name)
                ),
                NameProblem::Spaces { name } => format!("el nombre {} empieza o acaba con un espacio", quote(name)),
                NameProblem::TooLong { name, max } => format!("el nombre {} tiene más de {max} caracteres", quote(name)),
                NameProblem::Joins { name } => format!(
                    "el nombre {} lleva '+' o ',', que unen y separan nombres (Ana+Marta, --players A,B)",
                    quote(name)
                ),
                NameProblem::Twice { name } => format!("hay dos jugadores llamados {}; cada uno necesita un nombre distinto", quote(name)),
                NameProblem::Case { a, b } => format!(
                    "{} y {} son el mismo nombre salvo mayúsculas; cada uno necesita un nombre distinto",
                    quote(a),
                    quote(b)
                ),
                NameProblem::Word { name } => format!("{} es una palabra de las entradas de la mesa; elige otro nombre", quote(name)),
                NameProblem::Number { name } => format!("{} es un número; un nombre necesita una letra", quote(name)),
                NameProblem::Card { name } => format!("{} se lee como una carta; elige otro nombre", quote(name)),
            },
            Error::Judge(p) => match p {
                JudgeProblem::OneHand => {
                    "judge resuelve una disputa entre jugadores: da al menos dos manos (--hand \"NOMBRE: CARTA …\" cada una)".into()
                }
                JudgeProblem::TooManyCards { player, count, most, players } => format!(
                    "--hand {}: {count} cartas, pero con {players} jugadores cada uno tiene como mucho {most}",
                    quote(player)
                ),
            },
            Error::Seating(p) => match p {
                SeatingProblem::Count { ruleset, counts, given } => format!("{ruleset} se juega entre {counts} jugadores, no {given}"),
                SeatingProblem::NoTeams { ruleset } => format!("{ruleset} se juega cada uno por su cuenta: quita --teams"),
                SeatingProblem::PairsOfFour { ruleset } => format!("{ruleset} se juega por parejas solo con 4 jugadores"),
                SeatingProblem::NotAPlayer { name, players } => {
                    format!("{} no es uno de los jugadores ({players})", quote(name))
                }
                SeatingProblem::TwoTeams { name } => format!("{} está en dos equipos", quote(name)),
                SeatingProblem::NoTeam { name } => format!("{} no está en ningún equipo", quote(name)),
                SeatingProblem::Opposite => {
                    "los equipos son dos parejas sentadas frente a frente: en el orden A,B,C,D, A+C y B+D".into()
                }
            },
            Error::Save(p) => match p {
                SaveProblem::Write { cause, journal, lines } => format!(
                    "No se pudo guardar la entrada: {}. El diario {journal} está intacto ({lines} líneas); no se guardó nada más. Haz sitio y sigue con 'tapete resume {journal}'.",
                    cause_words(cause)
                ),
                SaveProblem::Start { cause } => format!(
                    "No se pudo empezar la sesión: {}. No se guardó nada. Haz sitio y vuelve a ejecutar la misma orden 'tapete new'.",
                    cause_words(cause)
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Beside(r), lines } => format!(
                    "El diario {journal} {} mientras la mesa apuntaba. Todas las entradas hasta ahora ({lines} líneas) están en {r}: sigue con 'tapete resume {r}'.",
                    if *deleted { "se borró o se movió" } else { "se sustituyó por otro archivo" }
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Elsewhere(r), lines } => format!(
                    "El diario {journal} {} mientras la mesa apuntaba, y no se pudo escribir una copia a su lado. Todas las entradas hasta ahora ({lines} líneas) están en {r}: sigue con 'tapete resume {r}'.",
                    if *deleted { "se borró o se movió" } else { "se sustituyó por otro archivo" }
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Printed { .. }, lines } => format!(
                    "El diario {journal} {} mientras la mesa apuntaba, y no se pudo escribir ninguna copia (ni a su lado, ni en la carpeta de sesiones, ni en la carpeta temporal). Sus {lines} líneas salen por la salida estándar: guárdalas en un archivo y sigue con 'tapete resume ARCHIVO'.",
                    if *deleted { "se borró o se movió" } else { "se sustituyó por otro archivo" }
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Unread { error }, lines } => format!(
                    "El diario {journal} {} mientras la mesa apuntaba, y la sesión no se pudo releer para copiarla ({error}): sus {lines} líneas pueden haberse perdido.",
                    if *deleted { "se borró o se movió" } else { "se sustituyó por otro archivo" }
                ),
                SaveProblem::Overflow { journal } => format!(
                    "Esta entrada desborda un total de fichas o puntos; no se ha guardado y la mesa se detiene aquí. El diario {journal} tiene todas las entradas anteriores."
                ),
            },
            Error::Refused(r) => self.refusal(r, x.unwrap_or(&no_names())),
            Error::NeedsRuleset => "di el reglamento (tapete new belote-classic --players …), usa --again, o pon 'ruleset' en la configuración".into(),
            Error::NeedsPlayers => "di los jugadores en orden de juego: --players A,B,C,D (o pon 'players' en la configuración)".into(),
            Error::NothingToRepeat { dir } => format!("no hay ninguna sesión en {dir} que repetir; empieza una con 'tapete new'"),
            Error::NoUnfinished { dir, board: false } => format!("no hay ninguna sesión sin terminar en {dir}; empieza una con 'tapete new'"),
            Error::NoUnfinished { dir, board: true } => format!("no hay ninguna sesión sin terminar en {dir}; di el diario: tapete board FICHERO"),
            Error::Listen { addr, message } => format!("no se puede escuchar en {addr} ({message}): elige otro --port, o --port 0 para uno libre"),
            Error::Config { path, line, column, message } => format!("la configuración {path}, línea {line}, columna {column}: {message}"),
            Error::NotStarted { path } => format!(
                "{path} todavía no tiene sesión (se creó pero no llegó a escribirse su cabecera); empiézala con 'tapete new REGLAS --players … --file {path}'"
            ),
            Error::InUse { path } => format!("{path} está en uso: otro tapete está apuntando en él; ciérralo primero"),
            Error::Exists { path } => format!("{path} ya existe: sigue con 'tapete resume {path}'"),
            Error::OptionForm { given } => format!("--option lleva CLAVE=VALOR (no {})", quote(given)),
            Error::File(f) | Error::Ruleset(RulesetError::File(f)) => self.file_error(f),
            Error::Ruleset(RulesetError::Problems(ps)) => {
                ps.iter().map(|p| p.to_string()).collect::<Vec<_>>().join("\n")
            }
            Error::Ruleset(RulesetError::Unknown { name, bundled }) => format!(
                "no hay ningún reglamento {}: da un nombre de los que trae tapete ({}) o la ruta de un archivo YAML de reglamento",
                quote(name),
                bundled.join(", ")
            ),
            Error::Option(OptionProblem::Unknown { ruleset, key, known }) => {
                format!("el reglamento {ruleset} no tiene la opción {}; sus opciones son {}", quote(key), known.join(", "))
            }
            Error::Option(OptionProblem::Value { key, problem }) => value_problem(key, problem),
            Error::Journal { path, line, problem } => format!("{path}: línea {line}: {}", self.journal_problem(problem)),
            Error::Header { path, error } => format!("{path}: línea 1: {}", self.error(error, x)),
            Error::Input(m) => m.clone(),
            Error::Io { path, source } => format!("{path}: {source}"),
            Error::Output(e) => format!("no se puede escribir la salida: {e}"),
            Error::Internal(m) => format!("error interno (un fallo de tapete): {m}"),

        }
    }
}

/// Why a write failed, as the end of a sentence.
fn cause_words(cause: &WriteCause) -> String {
    match cause {
        WriteCause::DiskFull => "el disco está lleno".into(),
        WriteCause::Quota => "se agotó la cuota de disco".into(),
        WriteCause::SizeLimit => "se alcanzó el límite de tamaño de archivo".into(),
        WriteCause::Other(e) => e.clone(),
    }
}

static JUDGE: super::JudgeWords = super::JudgeWords {
    four: "brelán de {}",
    worthless: "brelán de {} (no vale nada)",
    run: "{} al {}",
    header: "Triunfo {} · mano {}",
    nothing_held: "ningún cante",
    wins: "gana: su bando cuenta todos sus cantes",
    partner: "cuenta con su compañero, que tiene el mejor cante",
    beaten: "pierde ante {}",
    tied_shared: "empate: las escaleras iguales se reparten el valor",
    tied_none: "empate: con dos jugadores nadie cuenta",
    mismatch: "las cartas no hacen lo cantado: no cuenta nada",
    not_higher: "cantó menos que {}, que cantó antes: el cante no vale",
    lower: "solo tiene cantes menores que el de {}, que cantó antes: solo podía decir «está bien»",
    none: "nada que contar",
    scores: "cuenta {}",
    said_ok: "  cantó «{}»: las cartas lo hacen",
    said_bad: "  cantó «{}»: las cartas no lo hacen (cante mal enseñado)",
    sides: "Bandos: {}",
    why: [
        "cualquier brelán que vale gana a toda escalera",
        "entre brelanes el orden es J, 9, A, 10, K, Q",
        "entre escaleras gana la de más cartas",
        "a igual largo gana la carta más alta",
        "escaleras iguales: gana la de triunfo",
        "escaleras iguales: gana quien está más cerca de la mano",
    ],
};
