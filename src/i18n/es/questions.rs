//! Spanish: the questions of the table, the entries as they are typed (the choices of a list),
//! `help`, and the questions of `amend`.

use super::{counted, meld_list, Es};
use crate::cards::Typing;
use crate::engine::{Ask, BidValue, Call, CallWords, DealCard, Event, Form, Question, Say, Seats, Trump};
use crate::i18n::{contract_notation, joined, letters, wild_values, Names, Questions, Terms};

impl Questions for Es {
    fn question(&self, q: &Question, x: &Names) -> String {
        self.worded(q, x, false)
    }

    fn phone_question(&self, q: &Question, x: &Names) -> String {
        self.worded(q, x, true)
    }

    fn choice(&self, e: &Event, x: &Names) -> String {
        let p = |s: &usize| x.player(*s);
        match e {
            Event::Bid { call: Call::Pass, .. } => "paso".into(),
            Event::Bid { call: Call::Bid(v), trump, .. } => match trump {
                Some(Trump::Suit(s)) => format!("{} {}", v.code(), x.suit(*s)),
                Some(Trump::All) => format!("{} todo", v.code()),
                Some(Trump::NoTrump) => format!("{} sin", v.code()),
                None => v.code(),
            },
            Event::Bid { call: call @ (Call::Coinche | Call::Surcoinche), .. } => {
                self.double(*call, CallWords::Coinche)
            }
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
            Event::Misdeal => "mal dada".into(),
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
            Event::Stand { player } => format!("{} me planto", p(player)),
            Event::SetOption { key, value } => format!("opción {key}={value}"),
            Event::Confirm { side } => format!("confirmo {}", x.side(*side)),
            Event::Dispute { side, text } => format!("impugno {} {}", x.side(*side), crate::term::safe(text)),
            Event::Note { text } => format!("nota {}", crate::term::safe(text)),
            Event::Tally(t) => crate::i18n::typed_tally(t, x, self.words()),
            Event::Amend { line, entry } => format!("{} {line} {}", self.words().amend[0], self.choice(entry, x)),
            Event::Undo => "deshacer".into(),
            Event::End => "fin".into(),
        }
    }

    fn help(&self, forms: &[Form], x: &Names) -> String {
        let (mut s, lines) = self.helped(forms, x, false);
        for line in lines {
            s.push_str("\n  ");
            s.push_str(&line);
        }
        s
    }

    fn phone_entry(&self, entry: &str) -> String {
        format!("Desde un teléfono: {entry}")
    }

    fn quit_from_phone(&self) -> String {
        "'salir' se escribe en el terminal de la mesa; 'fin' cierra la sesión".into()
    }

    fn held_asking(&self, player: &str, word: crate::engine::Say) -> String {
        let w = if word == crate::engine::Say::Belote { "belote" } else { "rebelote" };
        format!("No anotado: la mesa pregunta si {player} ha dicho {w}")
    }

    fn moved_since(&self, since: &[String]) -> String {
        if since.is_empty() {
            "No anotado: la pregunta de la mesa cambió mientras tanto".into()
        } else {
            format!("No anotado: la mesa siguió mientras tanto ({})", since.join(" · "))
        }
    }

    fn moved_on(&self) -> String {
        "Una entrada desde un teléfono cambió la pregunta: lo escrito no se aplicó; sigue la nueva pregunta".into()
    }

    fn serving_at(&self, url: &str, pin: &str) -> String {
        format!("Los teléfonos de la mesa abren {url} — PIN {pin} para anotar (sin él, solo el marcador)")
    }

    fn offline(&self) -> String {
        "Sin conexión con la mesa".into()
    }

    fn offline_pending(&self) -> String {
        "Sin conexión con la mesa: la entrada se volverá a enviar cuando vuelva".into()
    }

    fn wrong_pin(&self) -> String {
        "Ese no es el PIN de esta mesa".into()
    }

    fn pin_prompt(&self) -> String {
        "PIN para anotar desde este teléfono".into()
    }

    fn pin_guessed(&self) -> String {
        "Demasiados PIN equivocados en esta mesa: no se acepta ningún PIN por ahora; espera un minuto".into()
    }

    fn pin_guessing(&self, budget: usize, restart: &str) -> String {
        format!("Alguien está intentando adivinar el PIN: {budget} PIN equivocados en un minuto, así que no se acepta ningún PIN hasta que pase el minuto (los teléfonos que ya lo pusieron siguen). Para empezar de nuevo con otro PIN, escribe 'salir' y luego '{restart}'")
    }

    fn pin_locked(&self) -> String {
        "Demasiados PIN equivocados desde este teléfono: espera un minuto".into()
    }

    fn malformed_entry(&self) -> String {
        "No es una entrada: una línea que anotar, hecha sobre la mesa tal como está".into()
    }

    fn amend_pick(&self) -> String {
        "¿Qué entrada hay que corregir? (su línea)".into()
    }

    fn amend_replace(&self, line: usize, old: &str, x: &Names) -> String {
        let example = x.code(letters::AMEND_EXAMPLE);
        format!("¿La línea {line} ({old}) pasa a ser? (la entrada completa, p. ej. Pep {example}; Intro = dejarla)")
    }

    fn legend(&self, t: &Typing) -> String {
        let ten = if letters::t_for_ten(t.deck, t.letters) { " (T por 10)" } else { "" };
        let what = "palos";
        let card = letters::legend_card(t.deck);
        format!(
            "Cartas: {}{ten} · {what} {} · p. ej. {} = {}",
            letters::legend_ranks(self, t),
            letters::legend_suits(self, t.deck, t.letters),
            t.code(card),
            self.card_name(card, t.deck)
        )
    }
}

impl Es {
    /// A question; `phone`: as a phone's page asks it, without Enter, `quit` or a tally.
    fn worded(&self, q: &Question, x: &Names, phone: bool) -> String {
        // What only a terminal offers: left out on a phone.
        let h = |hint: &'static str| if phone { "" } else { hint };
        let who = q.who.map(|s| x.player(s)).unwrap_or_default();
        match &q.ask {
            Ask::Deal { hand, dealer, card } => {
                let what = match card {
                    DealCard::Turned => "¿muestra?".to_string(),
                    DealCard::TurnedBottom => "¿muestra (y la carta del fondo, si se enseñó)?".to_string(),
                    DealCard::DealerUp => "¿carta descubierta de quien reparte?".to_string(),
                    DealCard::Nothing => {
                        let d = x.player(*dealer);
                        if phone {
                            format!("¿reparto? ('reparto': reparte {d}; o 'reparto' y el nombre de quien reparta)")
                        } else {
                            format!("¿reparto? (Intro: reparte {d}; o el nombre de quien reparta)")
                        }
                    }
                };
                format!("Mano {hand} · reparte {} · {what}", x.player(*dealer))
            }
            Ask::Bid { round, turned, .. } => {
                if q.ask.play_or_pass() {
                    format!(
                        "¿{who} juega o pasa?{}",
                        turned.map(|c| format!(" (triunfo {})", x.suit(c.suit()))).unwrap_or_default()
                    )
                } else {
                    let turned = turned.map(|c| format!(" · muestra {}", x.card(c))).unwrap_or_default();
                    format!("Subasta, vuelta {round}{turned} · ¿{who}?")
                }
            }
            Ask::ContractBid {
                hand,
                standing,
                lowest,
                max,
                capot,
                coinched,
                may_coinche,
                may_surcoinche,
                closing,
                words,
                ..
            } => {
                let names = |s: Seats| joined(&s.iter().map(|p| x.player(p).to_string()).collect::<Vec<_>>(), "o");
                let alone = q.who.is_some_and(|w| may_coinche == &Seats::of([w]));
                let (co, sur) = match words {
                    CallWords::Coinche => ("coinche", "surcoinche"),
                    CallWords::Contre => ("contre", "surcontre"),
                };
                let bid = match standing {
                    Some((p, v, t)) => format!("{} apostó {} {}", x.player(*p), v.code(), self.trump(*t, x)),
                    None => "sin apuestas aún".into(),
                };
                let by = match coinched {
                    Some(c) => format!(", {co} de {}", x.player(*c)),
                    None if !may_coinche.is_empty() && !alone => format!(" ({co}: {})", names(*may_coinche)),
                    None => String::new(),
                };
                let mut can = Vec::new();
                match lowest {
                    Some(l) if *l == BidValue::Points(*max) => can.push(format!("{} y un triunfo", l.code())),
                    Some(l) => can.push(format!("de {} a {max} y un triunfo", l.code())),
                    None => {}
                }
                if *capot {
                    can.push("capot".into());
                }
                if alone {
                    can.push(co.into());
                }
                can.push("paso".into());
                if !may_surcoinche.is_empty() {
                    can.push(sur.into());
                }
                if closing.is_some() {
                    can.push("la primera carta de salida".into());
                }
                let who = match q.who {
                    Some(w) => x.player(w).to_string(),
                    // A phone's taps each name their player: nothing to say.
                    None if phone => names(*may_surcoinche),
                    None => format!("{} (di quién)", names(*may_surcoinche)),
                };
                format!("Mano {hand} · {bid}{by} · {who}: ¿{}?", joined(&can, "o"))
            }
            Ask::Swap { turned } => {
                format!(
                    "¿Alguien cambia el 7 de triunfo por la muestra {}?{}",
                    x.card(*turned),
                    h(" (un nombre; Intro = nadie)")
                )
            }
            Ask::Announce { .. } => format!("¿{who} canta?{}", h(" (Intro = está bien)")),
            Ask::Show { melds } => {
                format!("¿Qué cartas enseña {who} para {}? (las cartas{})", meld_list(melds), h("; Intro = ahora no"))
            }
            Ask::Card { trick, tricks, led, trump, contract, .. } => {
                let led = led.map(|s| format!(" · salida {}", x.suit(s))).unwrap_or_default();
                let bid = contract.as_ref().and_then(|c| contract_notation(c, self, x));
                let trump = match (bid, trump) {
                    (Some(bid), _) => format!(" · {bid}"),
                    (None, Some(Trump::Suit(s))) => format!(" · triunfo {}", x.suit(*s)),
                    (None, Some(t)) => format!(" · {}", self.trump(*t, x)),
                    (None, None) => String::new(),
                };
                let tally = if q.ask.offers_tally() { h(" (o recuento)") } else { "" };
                format!("Baza {trick}/{tricks} · juega {who}{led}{trump} · ¿carta?{tally}")
            }
            Ask::Panfilo { card } => {
                format!("¿Quién enseña el pánfilo ({})?{}", x.card(*card), h(" (un nombre; Intro = nadie)"))
            }
            Ask::Mosca { cards } => {
                format!("¿Mosca? (un nombre y las {}{})", counted(*cards, "carta", "cartas"), h("; Intro = ninguna"))
            }
            Ask::Exchange { max } => format!("¿Cuántas cartas cambia {who}? (de 0 a {max})"),
            Ask::Up => format!("{who} · ¿carta descubierta?"),
            Ask::Down => format!("{who} · ¿dos cartas tapadas?"),
            Ask::Wild { lance, values } => {
                format!(
                    "¿{who} usa la perejila en {} como {}?{}",
                    self.lance(*lance),
                    wild_values(values, x),
                    h(" (Intro = no)")
                )
            }
            Ask::Draw { count } => {
                format!("¿{who} (lleva {count}) pide carta para treinta y una? (la carta{})", h("; Intro = se planta"))
            }
            Ask::Say { card, word } => {
                let w = if *word == Say::Belote { "belote" } else { "rebelote" };
                format!("{who} juega {}: ¿dice {w}?{}", x.card(*card), h(" (Intro = no)"))
            }
            Ask::Over { winner: Some(w) } => format!(
                "La partida ha terminado: ganó {}. Escribe 'fin' para cerrar la sesión{}.",
                x.side(*w),
                h(", o 'salir'")
            ),
            Ask::Over { winner: None } => {
                format!(
                    "La partida ha terminado: sus manos están jugadas, en empate. Escribe 'fin' para cerrar la sesión{}.",
                    h(", o 'salir'")
                )
            }
        }
    }
}

impl Es {
    /// `help`: what a table takes at any question, then each form of entry of this game, a
    /// line each; `phone`: as a phone's help section says it (taps, the entry line, the folds;
    /// nothing of Enter or `quit`).
    pub(super) fn helped(&self, forms: &[Form], x: &Names, phone: bool) -> (String, Vec<String>) {
        let examples = letters::card_examples(self, x.deck, x.letters);
        let suits = letters::suit_letters(x.deck, x.letters).join("|");
        let head = if phone {
            "Toca una respuesta, o escribe una entrada en la línea: la respuesta a la pregunta, o cualquier entrada completa, \
             con el jugador delante. En cualquier pregunta: deshacer (retira la última entrada), corregir (cambia una entrada \
             anterior: el desplegable corregir, o corregir LÍNEA ENTRADA), marcador (abre el tanteo), ayuda, nota TEXTO, \
             opción CLAVE=VALOR, fin (pide confirmación y cierra la sesión)."
        } else {
            "En cualquier pregunta: deshacer (retira la última entrada), marcador (el tanteo y la mano en curso), ayuda, \
             salir (el diario ya está guardado), corregir (cambia una entrada anterior: corregir, o corregir LÍNEA ENTRADA), \
             nota TEXTO, opción CLAVE=VALOR, fin (cierra la sesión).\n\
             Responde a la pregunta, o escribe cualquier entrada completa, con el jugador delante:"
        };
        let mut lines = Vec::new();
        for f in forms {
            let mut line = String::new();
            match f {
                Form::DealTurned => line.push_str("reparto [QUIEN] CARTA — el reparto y la muestra"),
                Form::DealBottom => line.push_str("reparto [QUIEN] CARTA [fondo CARTA] — el reparto, la muestra y la del fondo"),
                Form::Misdeal => line.push_str("mal dada — se vio una carta al repartir: quien repartía da de nuevo las cartas"),
                Form::Reshuffle => line.push_str("rebarajar — se acabó el mazo en treinta y una: se barajan las cartas de la mano para seguir pidiendo"),
                Form::DealDealerUp => {
                    line.push_str("reparto [QUIEN] CARTA — el reparto y la carta descubierta de quien reparte")
                }
                Form::DealWho if phone => line.push_str("reparto [QUIEN] — el siguiente reparto (reparto a secas: reparte quien toca)"),
                Form::DealWho => line.push_str("reparto [QUIEN] — el siguiente reparto (Intro reparte quien toca)"),
                Form::BidTake { third_round } => {
                    line.push_str(&format!("JUGADOR paso · JUGADOR tomo · JUGADOR tomo {suits} (segunda vuelta)"));
                    if *third_round {
                        line.push_str(" · JUGADOR tomo todo|sin (tercera vuelta)");
                    }
                }
                Form::BidContract { all_no_trump } => {
                    let [sp, h, ..] = letters::suit_letters(x.deck, x.letters);
                    let a = x.player(0);
                    let more = if *all_no_trump { "|todo|sin" } else { "" };
                    line.push_str(&format!(
                        "JUGADOR VALOR TRIUNFO — una apuesta: de 80 en adelante de diez en diez, o capot; TRIUNFO \
                         {suits}{more}; p. ej. {a} 90 {h}, {a} capot {sp} · JUGADOR paso · JUGADOR coinche (contra) · \
                         JUGADOR surcoinche (recontra) — a la pregunta de la subasta, sin el jugador: 90 {h}, paso, coinche"
                    ));
                }
                Form::BidPlay => line.push_str("JUGADOR juego · JUGADOR paso"),
                Form::Swap => line.push_str("JUGADOR cambio7 — cambia el 7 de triunfo por la muestra"),
                Form::Announce => {
                    line.push_str("JUGADOR canto [brelán tercia …] — brelán, tercia, cuarta, quinta; nada: está bien")
                }
                Form::Show => line.push_str("JUGADOR muestro CARTA … — las cartas del cante, tras la primera baza"),
                Form::PlaySay => {
                    line.push_str(&format!("JUGADOR CARTA [belote|rebelote] — una carta jugada ({examples})"))
                }
                Form::Play => line.push_str(&format!("JUGADOR CARTA — una carta jugada ({examples})")),
                Form::Exchange => line.push_str("JUGADOR cambio N — cartas cambiadas del mazo"),
                Form::Mosca => line.push_str("JUGADOR mosca CARTA CARTA CARTA CARTA CARTA"),
                Form::Panfilo => line.push_str("JUGADOR pánfilo — enseña la jota de tréboles"),
                Form::Up => line.push_str("JUGADOR descubierta CARTA — la carta descubierta"),
                Form::Down => line.push_str("JUGADOR tapadas CARTA CARTA — las dos cartas tapadas"),
                Form::Tally(shape) if shape.points.is_some() => line.push_str(&format!("recuento BANDO PUNTOS/BAZAS … [belote JUGADOR] [renuncio JUGADOR] — el resultado de la mano en vez de sus cartas, tras las pujas ({})", crate::i18n::tally_example(*shape, x, self.words()))),
                Form::Tally(shape) => line.push_str(&format!("recuento JUGADOR BAZAS … — las bazas de la mano en vez de sus cartas, tras las pujas ({})", crate::i18n::tally_example(*shape, x, self.words()))),
                Form::Wild => {
                    line.push_str("JUGADOR comodín LANCE CARTA — la perejila vale por una carta desde ese lance")
                }
                Form::Draw => line.push_str("JUGADOR pido CARTA — una carta para treinta y una"),
                Form::Stand if phone => line.push_str("JUGADOR me planto — no pide más cartas en treinta y una"),
                Form::Stand => {
                    line.push_str("JUGADOR me planto — no pide más cartas en treinta y una (Intro en la pregunta de pedir)")
                }
            }
            lines.push(line);
        }
        (head.to_string(), lines)
    }
}
