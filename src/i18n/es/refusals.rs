//! Spanish: why an entry is refused (with "did you mean …?"), what a line that could not
//! be read was taken for, and the infractions.

use super::{agree, counted, meld_list, no_names, value_problem, Es};
use crate::cards::{Card, DeckKind, Typing};
use crate::engine::{Ask, Call, CallWords, Misread};
use crate::engine::{BidValue, Duty, Event, Expected, Infraction, Lance, Offence, Proof, Refusal, Say, VoidReason};
use crate::i18n::{letters, list, Names, Questions, Refusals, Terms};
use crate::term::quote;

/// A contract's double and its answer as the ruleset calls them (both masculine nouns).
fn doubles(words: CallWords) -> (&'static str, &'static str) {
    match words {
        CallWords::Coinche => ("coinche", "surcoinche"),
        CallWords::Contre => ("contre", "surcontre"),
    }
}

impl Refusals for Es {
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
            Refusal::NotACard { text, typing } => format!("{} {}", quote(text), self.not_a_card(typing)),
            Refusal::NotInDeck { card, size } => format!("{} no está en la baraja de {}", c(card), counted(*size, "carta", "cartas")),
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
            Refusal::TallyNeedsPoints(shape) => format!("un recuento de belote da los puntos y las bazas de cada bando, p. ej. '{}'", crate::i18n::tally_example(*shape, x, self.words())),
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
                format!("{} no ganó ninguna baza pero tiene {}", x.side(*side), counted(*points, "punto", "puntos"))
            }
            Refusal::TallyBelote { most: 0, .. } => "sin palo de triunfo no hay belote".into(),
            Refusal::TallyBelote { count, most } => {
                format!("el belote se cuenta {}; con este triunfo caben como mucho {most}", counted(*count, "vez", "veces"))
            }
            Refusal::TallyOut { player } => format!("{} no juega esta mano (pasó), así que no gana bazas", p(player)),
            Refusal::TallyRenounceOut { player } => format!("{} pasó y no jugó ninguna carta, así que no pudo renunciar", p(player)),
            Refusal::TallyTricksOnly => "en La Bestia el recuento cuenta bazas por jugador, no puntos: recuento Ana 2 Luis 3 Marta 0".into(),
            Refusal::NothingToUndo => "no hay nada que deshacer".into(),
            Refusal::SessionEnded => "la sesión ha terminado (se escribió 'fin')".into(),
            Refusal::PartieNotOver => "la partida no ha terminado: un bando confirma o impugna su resultado cuando sus manos están jugadas".into(),
            Refusal::GameOver { winner: Some(w) } => format!("la partida ha terminado: ganó {}", x.side(*w)),
            Refusal::GameOver { winner: None } => "la partida ha terminado: sus manos están jugadas, en empate".into(),
            Refusal::NoPlace { kind, ruleset } => format!("una entrada '{}' no tiene sitio en {ruleset}", kind.code()),
            Refusal::UnknownOption { key, known } => format!("no hay opción {}; las opciones son {}", quote(key), known.join(", ")),
            Refusal::OptionValue { key, problem } => value_problem(key, problem),
            Refusal::AnteTooLow { ante, players, min } => format!(
                "una puesta de {ante} es poca: {} {} {} y el plato necesita al menos {min}",
                counted(*players, "jugador", "jugadores"),
                agree(*players, "pone", "ponen"),
                counted(ante * *players as i64, "ficha", "fichas")
            ),
            Refusal::Overflow => "esta entrada desborda un total de fichas o puntos; no se ha guardado y la mesa se detiene aquí.".into(),
            Refusal::LineTooLong { bytes, max } => format!(
                "esta entrada ocuparía {} en el diario, y una línea del diario admite como mucho {} ({}): no se ha guardado; divide una nota larga en varias",
                counted(*bytes, "byte", "bytes"),
                super::size(*max as u64),
                counted(*max, "byte", "bytes")
            ),
            Refusal::JournalFull { max } => format!(
                "el diario ha llegado a su tamaño máximo ({}): esta entrada no se ha guardado; termina esta sesión y sigue en otra nueva (tapete new --again)",
                super::size(*max)
            ),
            Refusal::NoHand => "no se está jugando ninguna mano: primero el reparto".into(),
            Refusal::HandNotFinished { hand } => format!("la mano {hand} no ha terminado"),
            Refusal::NotYourDeal { dealer } => format!("reparte {}", p(dealer)),
            Refusal::NothingTurned => "en este reparto no se vuelve ninguna carta: reparto, o reparto y el nombre de quien reparte".into(),
            Refusal::NeedsTurned => "el reparto necesita la muestra".into(),
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
            Refusal::NameATrump => {
                let [s, h, d, c] = letters::suit_letters(x.deck, x.letters);
                format!("en la segunda vuelta quien toma nombra el triunfo: {s}, {h}, {d} o {c}")
            }
            Refusal::OtherSuit { turned } => format!("en la segunda vuelta el triunfo no puede ser el palo de la muestra ({})", x.suit(*turned)),
            Refusal::AllOrNone => "en la tercera vuelta se toma 'todo' (todo triunfo) o 'sin' (sin triunfo)".into(),
            Refusal::BidNeedsValue => "una apuesta dice su valor: de 80 a 180 de diez en diez, o capot".into(),
            Refusal::ValueOnlyWithBid { call } => format!("solo una apuesta lleva valor; '{}' no", self.choice(&Event::Bid { player: 0, call: *call, trump: None }, &no_names())),
            Refusal::NotABidValue { text } => format!("{} no es un valor de apuesta: de 80 a 180 de diez en diez, o capot", quote(text)),
            Refusal::BidNeedsTrump => {
                let [s, h, d, c] = letters::suit_letters(x.deck, x.letters);
                format!("una apuesta nombra su triunfo: {s}, {h}, {d} o {c} (o todo, sin donde se apuestan)")
            }
            Refusal::CoincheNamesNoTrump { words } => {
                let (co, sur) = doubles(*words);
                format!("un {co} o un {sur} no nombra triunfo")
            }
            Refusal::BidNotAbove { standing: BidValue::Capot, .. } => "nada se apuesta por encima de un capot".into(),
            Refusal::BidNotAbove { standing, lowest: Some(l) } => format!("una apuesta debe superar la vigente, {}: {} o más, o capot", standing.code(), l.code()),
            Refusal::BidNotAbove { standing, lowest: None } => format!("una apuesta debe superar la vigente, {}: solo capot la supera", standing.code()),
            Refusal::BidNotTens { value } => format!("{value} no es múltiplo de diez: se apuesta de diez en diez"),
            Refusal::BidOutOfRange { value, max } => format!("{value} no es una apuesta: se apuesta de 80 a {max}, o capot"),
            Refusal::NoAllNoTrump => "en este juego no se apuesta todo triunfo ni sin triunfo (opción all_no_trump)".into(),
            Refusal::SelfRaiseSameTrump { trump } => format!("un jugador solo sube su propia apuesta en otro triunfo, no en {}", self.trump(*trump, x)),
            Refusal::SelfRaiseNever => "en este juego nadie sube su propia apuesta (opción self_raise: never)".into(),
            Refusal::CoincheOwnSide { bidder, words } => format!("solo un rival de {} (que tiene la apuesta) puede hacer {}", p(bidder), doubles(*words).0),
            Refusal::CoincheNoBid { words } => format!("no hay apuesta a la que hacer {}", doubles(*words).0),
            Refusal::AlreadyCoinched { by, words } => format!("la apuesta ya tiene {}, de {}", doubles(*words).0, p(by)),
            Refusal::CoincheOutOfTurn { bidder, words } => format!("en este juego el {} se dice en turno, y le toca a {} (opción coinche_timing: in-turn)", doubles(*words).0, p(bidder)),
            Refusal::BidAfterCoinche { coincher, words } => {
                let (co, sur) = doubles(*words);
                format!("{} hizo {co}: no hay más apuestas; el bando de la apuesta responde, paso o {sur}", p(coincher))
            }
            Refusal::SurcoincheNoCoinche { words } => {
                let (co, sur) = doubles(*words);
                format!("no hay {co} al que responder con {sur}")
            }
            Refusal::SurcoincheByCoinchers { bidder, words } => format!("solo el bando de {} hace {}", p(bidder), doubles(*words).1),
            Refusal::AnswerByBiddersSide { bidder, words } => {
                let (co, sur) = doubles(*words);
                format!("tras un {co} solo responden {} y su compañero, paso o {sur}", p(bidder))
            }
            Refusal::AlreadyAnswered { player, words } => format!("{} ya respondió al {}", p(player), doubles(*words).0),
            Refusal::NoTrumpInBestia => "en la bestia no se nombra triunfo: juego o paso".into(),
            Refusal::NoSwap { players } => format!("con {} no se cambia el 7", counted(*players, "jugador", "jugadores")),
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
            Refusal::NoBottom { players } => format!("con {} no queda mazo tras el reparto: no hay carta del fondo", counted(*players, "jugador", "jugadores")),
            Refusal::BottomIsTurned { card } => format!("la carta del fondo no puede ser la muestra ({})", c(card)),
            Refusal::MisdealAfterPlay => "una mal dada se anota tras el reparto y antes de jugar la primera carta".into(),
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
            Refusal::MoscaSize { size } => format!("una mosca son {} de un palo", counted(*size, "carta distinta", "cartas distintas")),
            Refusal::MoscaOneSuit { size } => format!("una mosca son {} de un palo de esta baraja (el pánfilo solo cuenta en tréboles)", counted(*size, "carta", "cartas")),
            Refusal::AlreadyMosca { player } => format!("{} ya ha enseñado una mosca", p(player)),
            Refusal::MoscaOverlap { other } => format!("esas cartas coinciden con la mosca de {}", p(other)),
            Refusal::ExchangeNotNow => "los cambios vienen después del juego o paso, entre quienes juegan".into(),
            Refusal::PassedCannotExchange { player } => format!("{} pasó y no puede cambiar", p(player)),
            Refusal::ExchangeBeforeFirstCard => "se cambia antes de la primera carta".into(),
            Refusal::AlreadyExchanged { player } => format!("{} ya ha cambiado", p(player)),
            Refusal::ExchangeRange { max, count } => format!("se cambian de 0 a {}, no {count}", counted(*max, "carta", "cartas")),
            Refusal::ExchangeLeft { left, count } => format!(
                "solo {} {} para cambiar (el mazo y luego los descartes de quienes pasaron), no {count}",
                agree(*left, "queda", "quedan"),
                counted(*left, "carta", "cartas")
            ),
            Refusal::AlreadyDealt { card } => format!("{} ya se ha repartido en esta mano", c(card)),
            Refusal::AllUp => "todos tienen ya su carta descubierta".into(),
            Refusal::UpInOrder { next } => format!("las cartas descubiertas van en orden de reparto: le toca a {}", p(next)),
            Refusal::DownAfterUp => "las cartas tapadas van después de todas las descubiertas".into(),
            Refusal::AlreadyDown { player } => format!("{} ya tiene dos cartas tapadas", p(player)),
            Refusal::DownTwo { count } => format!("cada jugador recibe dos cartas tapadas, no {count}"),
            Refusal::DownDiffer => "las dos cartas tapadas tienen que ser distintas".into(),
            Refusal::DrawAfterDeal => "se pide carta para treinta y una cuando todos tienen tres".into(),
            Refusal::StandAfterDeal => "uno se planta en treinta y una cuando todos tienen tres cartas".into(),
            Refusal::AlreadyStood { player } => format!("{} ya se plantó en treinta y una", p(player)),
            Refusal::HandSettled { hand } => format!("la mano {hand} ya está liquidada: toca repartir"),
            Refusal::HoldsThirtyOne { player, limit } => format!("{} ya tiene {limit} en treinta y una: no pide más cartas", p(player)),
            Refusal::OverThirtyOne { player, count, limit } => {
                format!("{} se ha pasado de {limit} en treinta y una ({count}): queda fuera, no pide más cartas", p(player))
            }
            Refusal::WildSettled { hand } => format!(
                "la mano {hand} ya está liquidada: para dar valor a la perejila tarde, deshaz hasta antes de la entrada que la liquidó y da entonces el valor"
            ),
            Refusal::NoPerejila { player, perejila } => format!("{} no tiene la perejila ({})", p(player), c(perejila)),
            Refusal::WildAsDeOrosOnly => "en el as de oros la perejila solo puede ser el as de oros (1O)".into(),
            Refusal::AsDeOrosFaceDown { holder } => format!("{} tiene el as de oros tapado: la perejila no puede serlo", p(holder)),
            Refusal::WildPuntoAce => "en el punto la perejila solo cuenta como as".into(),
            Refusal::WildPuntoFaceUp => "en el punto solo cuenta la perejila descubierta".into(),
            Refusal::WildPuntoAceBefore { holder } => format!("a {} le salió un as descubierto antes que la perejila: no puede contar como as en el punto", p(holder)),
            Refusal::StockLeft { left } => format!("{} {} en el mazo: se rebaraja cuando se acaba", agree(*left, "queda", "quedan"), counted(*left, "carta", "cartas")),
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
            Misread::SideForm { dispute } => if *dispute { "impugno BANDO TEXTO: el bando (su nombre, o uno de sus jugadores) y por qué, p. ej. impugno Ana+Marta la mano 3 fue 92".into() } else { "confirmo BANDO: el nombre del bando, o uno de sus jugadores, p. ej. confirmo Ana+Marta".into() },
            Misread::AmendForm => format!("corregir LÍNEA ENTRADA, p. ej. corregir 41 Pep {} belote (la línea que muestra la lista de entradas); corregir a secas lista las últimas entradas", x.code(letters::AMEND_EXAMPLE)),
            Misread::AmendWhat { line } => format!("escribe lo que sustituye a la línea {line} en la misma línea: corregir {line} CARTA (una jugada del mismo jugador) o corregir {line} ENTRADA, p. ej. corregir {line} {}", x.code(letters::AMEND_EXAMPLE)),
            Misread::TallyForm(Some(shape)) if shape.points.is_some() => format!("recuento BANDO PUNTOS/BAZAS … [belote JUGADOR] [renuncio JUGADOR], p. ej. {} belote {}", crate::i18n::tally_example(*shape, x, self.words()), x.player(0)),
            Misread::TallyForm(Some(shape)) => format!("recuento JUGADOR BAZAS …, p. ej. {}", crate::i18n::tally_example(*shape, x, self.words())),
            Misread::TallyForm(None) => "recuento BANDO PUNTOS/BAZAS … [belote JUGADOR] [renuncio JUGADOR]; La Bestia: recuento JUGADOR BAZAS …".into(),
            Misread::OptionForm => "opción CLAVE=VALOR, p. ej. opción target=501".into(),
            Misread::WhoCalls { call, may, words } => {
                let names: Vec<String> = may.iter().map(|p| x.player(p).to_string()).collect();
                let (both, first) = (crate::i18n::joined(&names, "y"), names.first().cloned().unwrap_or_default());
                let (co, sur) = doubles(*words);
                match call {
                    Call::Coinche => format!("pueden hacer {co} {both}: escribe quién, p. ej. {first} {co}"),
                    Call::Surcoinche => format!("pueden hacer {sur} {both}: escribe quién, p. ej. {first} {sur}"),
                    _ => format!("responden al {co} {both}: escribe quién pasa, p. ej. {first} paso"),
                }
            }
            Misread::NotUnderstood { text, question } | Misread::NotABid { text, question } => {
                let want = match question.ask.expected() {
                    Expected::Call(options) => format!("una voz: {}", self.calls(options, x).join(", ")),
                    Expected::DealOrDealer => "'reparto' o el nombre de quien reparte".into(),
                    Expected::TurnedCard => {
                        let c = x.code(letters::TURNED_EXAMPLE);
                        format!("la muestra ({c}), o reparto con el nombre de quien reparte delante (reparto Ana {c})")
                    }
                    Expected::Player => "el nombre de un jugador".into(),
                    Expected::PlayerAndCards => "el nombre de un jugador y las cartas".into(),
                    Expected::Announcement => "un cante (brelán, tercia, cuarta, quinta …) o está bien".into(),
                    Expected::Count { max } => format!("un número de cartas, de 0 a {max}"),
                    Expected::EndOrQuit => "'fin' o 'salir'".into(),
                    Expected::ContractCall { lowest, capot, all_no_trump, closing } => {
                        let mut can = Vec::new();
                        if let Some(l) = lowest {
                            can.push(format!("una apuesta ({} o más y su triunfo{})", l.code(), if all_no_trump { ", todo o sin" } else { "" }));
                        }
                        if capot {
                            can.push("capot y su triunfo".to_string());
                        }
                        if let Ask::ContractBid { may_coinche, may_surcoinche, words, .. } = &question.ask {
                            let (co, sur) = match words {
                                CallWords::Coinche => ("coinche", "surcoinche"),
                                CallWords::Contre => ("contre", "surcontre"),
                            };
                            if !may_coinche.is_empty() {
                                can.push(co.into());
                            }
                            can.push("paso".into());
                            if !may_surcoinche.is_empty() {
                                can.push(sur.into());
                            }
                        }
                        if closing {
                            can.push("la primera carta de salida".to_string());
                        }
                        crate::i18n::joined(&can, "o")
                    }
                    Expected::Card => "una carta".into(),
                    Expected::Say(say) => {
                        let w = if say == Say::Belote { "belote" } else { "rebelote" };
                        format!("'{w}', o Intro: no lo dice")
                    }
                };
                match m {
                    Misread::NotABid { .. } => format!("{} no es una apuesta: escribe {want}", quote(text)),
                    _ => format!("{} no se entiende aquí: escribe {want}, o 'ayuda'", quote(text)),
                }
            }
        }
    }

    fn infraction(&self, i: &Infraction, x: &Names) -> String {
        let who = x.player(i.player);
        match i.offence() {
            Offence::Agreed => format!("{who} renunció, como acordó la mesa en el recuento"),
            Offence::Play { duty, led, trick, played, proof } => {
                let led = x.suit(led);
                let duty = match duty {
                    Duty::FollowSuit => format!("no asistió a {led}"),
                    Duty::Beat => format!("no mató la mejor carta de {led}"),
                    Duty::Trump => "no falló".into(),
                    Duty::Overtrump => "no pisó".into(),
                };
                let proof = match proof {
                    Proof::Played { trick: t, card: c } => format!("jugó {} en la baza {t}", x.card(c)),
                    Proof::Held(witness) => format!("se sabía que tenía {}", x.card(witness)),
                };
                let played = played.map(|c| x.card(c)).unwrap_or_default();
                format!("Renuncio: {who} {duty} en la baza {trick} (jugó {played}); {proof}")
            }
            Offence::Contradicted { melds, card, by } => {
                let said = meld_list(melds);
                let card = x.card(card);
                match by {
                    Some(b) => format!(
                        "{who} enseñó {card} para {said}, pero la jugó {}: el cante es falso y no vale",
                        x.player(b)
                    ),
                    None => format!("{who} enseñó {card} para {said} y nunca la jugó: el cante es falso y no vale"),
                }
            }
            Offence::Void { melds, why } => {
                let said = meld_list(melds);
                match why {
                    VoidReason::Late => format!("{who} cantó {said} después de jugar una carta: el cante no vale"),
                    VoidReason::NotHigher => {
                        format!("{who} cantó {said}, menos que un cante ya hecho: el cante no vale")
                    }
                    VoidReason::OutOfTurn => format!("{who} cantó {said} antes de su turno: el cante no vale"),
                    VoidReason::ShowMismatch => {
                        format!("{who} cantó {said} pero las cartas enseñadas no lo hacen: el cante no vale")
                    }
                    VoidReason::NotShown => format!("{who} cantó {said} y no lo enseñó: el cante no vale"),
                }
            }
        }
    }
}

impl Es {
    /// Why a typed text is no card, after the text: the table's letters and its deck's ranks.
    pub(super) fn not_a_card(&self, t: &Typing) -> String {
        match t.deck {
            DeckKind::French => format!(
                "no es una carta de la baraja francesa: escribe un valor ({}{}) y un palo ({} o ♠ ♥ ♦ ♣), p. ej. {}, '{}'",
                letters::french_ranks(t),
                if letters::t_for_ten(t.deck, t.letters) { ", T por 10" } else { "" },
                letters::suit_letters(t.deck, t.letters).join(" "),
                letters::french_examples(t.letters),
                self.card_name(letters::refusal_card(t.deck), t.deck)
            ),
            DeckKind::Spanish => format!(
                "no es una carta de la baraja española: escribe un valor ({}, S sota, C caballo, R rey) y un palo (O oros, C copas, E espadas, B bastos), p. ej. 1O, RE, 'as de oros'",
                letters::spanish_numbers(t)
            ),
        }
    }
}
