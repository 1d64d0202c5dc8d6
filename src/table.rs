/*!
The table: keeping score as the game is played. One question at a time, each answered by one
line: at a terminal as a prompt, without one from standard input (prompts on stderr), so tests
and scripts drive exactly what a person would type.

Every answer becomes a journal entry that goes through [`Session::apply`]; the prompts hold no
rules. An entry the referee refuses is not written and the question is asked again; a breach the
referee proves is shown and the play stands. Typed at any question: `undo`, `score`, `help`,
`quit` (the journal is already saved), `note TEXT`, `option KEY=VALUE`, `end`.
*/

use crate::cards::{suit_short, Card};
use crate::clock;
use crate::error::Error;
use crate::games::belote::Expect;
use crate::games::bestia::Expect as BExpect;
use crate::games::perejila::Expect as PExpect;
use crate::i18n::Lang;
use crate::journal::{Entry, Event, Writer};
use crate::session::{Game, Session};
use std::io::{BufRead, Write};

pub struct TableIo<'a> {
    pub input: &'a mut dyn BufRead,
    /// Where prompts and notices go (stderr without a terminal).
    pub prompts: &'a mut dyn Write,
    /// A person at a terminal: prompts stay on the answer's line. Scripts get one line each.
    pub interactive: bool,
}

/// What the table asks now, and the default answer if the answer is predictable.
fn question(s: &Session, lang: Lang, declined: &[usize]) -> (String, Option<String>) {
    match &s.game {
        Game::Belote(g) => {
            let name = |i: usize| s.seating.players[i].clone();
            match g.expect() {
                Expect::Over => (
                    lang.pick(
                        "The game is over. Type 'end' to close the session, or 'quit'.",
                        "La partida ha terminado. Escribe 'end' para cerrar la sesión, o 'quit'.",
                    )
                    .into(),
                    None,
                ),
                Expect::Deal { dealer } => {
                    let d = dealer.unwrap_or(0);
                    (
                        format!(
                            "{} {} · {} {} · {}",
                            lang.pick("Hand", "Mano"),
                            g.hands.len() + 1,
                            lang.pick("dealer", "reparte"),
                            name(d),
                            lang.pick("turned card?", "¿carta vuelta?")
                        ),
                        None,
                    )
                }
                Expect::Bid { seat, round } => {
                    let calls = match round {
                        1 => "pass | take",
                        2 => "pass | take S/H/D/C",
                        _ => "pass | take all | take none",
                    };
                    let turned = g
                        .turned()
                        .map(|c| format!(" · {} {}", lang.pick("turned", "muestra"), c.short(s.ruleset.deck_kind)))
                        .unwrap_or_default();
                    (
                        format!(
                            "{} {round}{turned} · {} ({calls})?",
                            lang.pick("Bidding round", "Subasta, vuelta"),
                            name(seat)
                        ),
                        Some("pass".into()),
                    )
                }
                Expect::Play { seat, trick } => {
                    let (_, led, trump) = g.context().unwrap_or((trick, None, None));
                    let led = led
                        .map(|c: Card| {
                            format!(" · {} {}", lang.pick("led", "salida"), suit_short(s.ruleset.deck_kind, c.suit()))
                        })
                        .unwrap_or_default();
                    let trump = trump
                        .map(|t| match t.as_str() {
                            "all" => format!(" · {}", lang.pick("all-trump", "todo triunfo")),
                            "none" => format!(" · {}", lang.pick("no-trump", "sin triunfo")),
                            code => {
                                let suit = crate::cards::parse_suit_code(s.ruleset.deck_kind, code);
                                format!(
                                    " · {} {}",
                                    lang.pick("trump", "triunfo"),
                                    suit.map(|x| suit_short(s.ruleset.deck_kind, x)).unwrap_or(code)
                                )
                            }
                        })
                        .unwrap_or_default();
                    let size =
                        s.ruleset.belote.as_ref().and_then(|b| b.hand_size.get(&(s.seating.n() as u32)).copied());
                    (
                        format!(
                            "{} {trick}/{} · {}{led}{trump} · {}",
                            lang.pick("Trick", "Baza"),
                            size.unwrap_or(8),
                            match lang {
                                Lang::En => format!("{} to play", name(seat)),
                                Lang::Es => format!("juega {}", name(seat)),
                            },
                            lang.pick("card?", "¿carta?")
                        ),
                        None,
                    )
                }
            }
        }
        Game::Bestia(g) => {
            let name = |i: usize| s.seating.players[i].clone();
            match g.expect() {
                BExpect::Deal { dealer } => (
                    format!(
                        "Hand {} · dealer {} · the dealer's face-up card?",
                        g.hands.len() + 1,
                        name(dealer.unwrap_or(0))
                    ),
                    None,
                ),
                BExpect::Bid { seat } => {
                    (format!("{} (play | pass; or panfilo NAME, mosca NAME CARDS)?", name(seat)), None)
                }
                BExpect::Settle => ("Another mosca (mosca NAME CARDS), or the next deal?".into(), None),
                BExpect::Play { seat, trick } => {
                    let (_, led, trump) = g.context().unwrap_or((trick, None, String::new()));
                    let led = led
                        .map(|c: Card| {
                            format!(" · {} {}", lang.pick("led", "salida"), suit_short(s.ruleset.deck_kind, c.suit()))
                        })
                        .unwrap_or_default();
                    (
                        format!(
                            "Trick {trick}/5 · {} to play{led} · trump {trump} · card (or exchange NAME N)?",
                            name(seat)
                        ),
                        None,
                    )
                }
            }
        }
        Game::Perejila(g) => {
            let name = |i: usize| s.seating.players[i].clone();
            match g.expect() {
                PExpect::Deal { dealer } => (
                    format!(
                        "Hand {} · dealer {} · deal (type the dealer's name or 'deal')?",
                        g.hands.len() + 1,
                        name(dealer.unwrap_or(0))
                    ),
                    Some("deal".into()),
                ),
                PExpect::Up { seat } => {
                    (format!("{} · {}", name(seat), lang.pick("face-up card?", "¿carta descubierta?")), None)
                }
                PExpect::Down { seat } => {
                    (format!("{} · {}", name(seat), lang.pick("two face-down cards?", "¿dos cartas tapadas?")), None)
                }
                PExpect::Lances if g.wild_offer(declined).is_some() => {
                    let (holder, lance, values) = g.wild_offer(declined).unwrap_or_default();
                    let list: Vec<String> = values.iter().take(8).map(|c| s.ruleset.code(*c)).collect();
                    (
                        format!(
                            "{} {} {}? ({}{}; {})",
                            name(holder),
                            lang.pick("may use the perejila in", "puede usar la perejila en"),
                            crate::games::perejila::LANCES[lance],
                            list.join(" "),
                            if values.len() > 8 { " …" } else { "" },
                            lang.pick("Enter = no", "Intro = no")
                        ),
                        None,
                    )
                }
                PExpect::Lances => (
                    lang.pick(
                        "wild NAME LANCE CARD · draw NAME CARD · or 'deal' for the next hand?",
                        "wild NOMBRE LANCE CARTA · draw NOMBRE CARTA · o 'deal' para la siguiente mano?",
                    )
                    .into(),
                    None,
                ),
            }
        }
    }
}

const HELP_ES: &str = "En cualquier pregunta: undo (deshace la última entrada), score (marcador), help, quit (el diario ya está guardado), \
note TEXTO, option CLAVE=VALOR, end.\n\
Reparto: la carta vuelta, opcionalmente tras el nombre de quien reparte ('JH' o 'Ana JH').\n\
Subasta: pass | take | take H (segunda vuelta) | take all / take none (tercera vuelta).\n\
Juego: una carta (JH, jh, j♥, 'jota de corazones', 'as de oros'), seguida si acaso de belote o rebelote.\n\
Cantos (belote-es): 'announce run4 four' o 'bien' antes de la primera carta; 'show Ana 10D JD QD KD' tras la primera baza; 'swap Pep' para cambiar el 7.";

const HELP: &str = "At any question: undo (retract the last entry), score, help, quit (the journal is saved), \
note TEXT, option KEY=VALUE, end.\n\
Deal: the turned card, optionally after the dealer's name (e.g. 'JH' or 'Ana JH').\n\
Bid: pass | take | take H (second round) | take all / take none (third round).\n\
Play: a card (JH, jh, j♥, 'jack of hearts', 'valet de coeur'), optionally followed by belote or rebelote.\n\
Announcements (belote-es): 'announce run4 four' or 'bien' before the player's first card; \
'show Ana 10D JD QD KD' after the first trick; 'swap Pep' for the 7 swap.";

fn is_player(s: &Session, w: &str) -> Option<String> {
    let w = w.to_lowercase();
    s.seating.players.iter().find(|p| p.to_lowercase() == w).cloned()
}

/// The words of a typed line, a player's name (which may hold spaces: "Ana María") kept as one.
fn tokens<'a>(s: &Session, line: &'a str) -> Vec<&'a str> {
    let mut out = Vec::new();
    let mut rest = line.trim_start();
    while !rest.is_empty() {
        let len = match crate::names::leading_player(&s.seating.players, rest) {
            Some((seat, _)) => s.seating.players[seat].len(),
            None => rest.find(char::is_whitespace).unwrap_or(rest.len()),
        };
        out.push(&rest[..len]);
        rest = rest[len..].trim_start();
    }
    out
}

/// Turn one typed line into an event, given what is expected now.
fn parse_answer(s: &Session, line: &str, declined: &[usize]) -> Result<Event, String> {
    if let Game::Perejila(g) = &s.game {
        if let (PExpect::Lances, Some((holder, lance, _))) = (g.expect(), g.wild_offer(declined)) {
            let first = line.split_whitespace().next().unwrap_or("").to_lowercase();
            if !matches!(
                first.as_str(),
                "wild" | "draw" | "deal" | "note" | "option" | "end" | "comodin" | "comodín" | "pido" | "reparto"
            ) {
                let c = s.ruleset.parse_card(line).map_err(|e| e.to_string())?;
                return Ok(Event::Wild {
                    player: s.seating.players[holder].clone(),
                    lance: crate::games::perejila::LANCES[lance].to_string(),
                    as_card: s.ruleset.code(c),
                });
            }
        }
    }
    let words: Vec<&str> = tokens(s, line);
    let first = words.first().map(|w| w.to_lowercase()).unwrap_or_default();
    match first.as_str() {
        "note" => return Ok(Event::Note { text: line[4..].trim().to_string() }),
        "end" => return Ok(Event::End),
        "option" => {
            let kv = words.get(1).ok_or("option KEY=VALUE")?;
            let (k, v) = kv.split_once('=').ok_or("option KEY=VALUE")?;
            let spec = s.ruleset.options.get(k).ok_or_else(|| {
                format!(
                    "no option '{k}'; options: {}",
                    s.ruleset.options.keys().cloned().collect::<Vec<_>>().join(", ")
                )
            })?;
            let value = spec.parse_text(v).map_err(|m| format!("option {k} {m}"))?;
            return Ok(Event::SetOption { key: k.to_string(), value: value.to_json() });
        }
        _ => {}
    }
    let g = match &s.game {
        Game::Belote(g) => g,
        Game::Bestia(_) => return parse_bestia(s, line, &words, &first),
        Game::Perejila(_) => return parse_perejila(s, line, &words, &first),
    };
    match g.expect() {
        Expect::Over => Err("the game is over: type 'end' or 'quit'".into()),
        Expect::Deal { dealer } => {
            let (dealer, card) = match words.as_slice() {
                [d, rest @ ..] if is_player(s, d).is_some() && !rest.is_empty() => {
                    (is_player(s, d).unwrap_or_default(), rest.join(" "))
                }
                _ => (s.seating.players[dealer.unwrap_or(0)].clone(), words.join(" ")),
            };
            if card.is_empty() {
                return Err("type the turned card, e.g. JH".into());
            }
            let c = s.ruleset.parse_card(&card).map_err(|e| e.to_string())?;
            Ok(Event::Deal { dealer, turned: Some(s.ruleset.code(c)) })
        }
        Expect::Bid { seat, .. } => {
            let player = s.seating.players[seat].clone();
            let call = match first.as_str() {
                "pass" | "p" | "paso" | "passe" => "pass",
                "take" | "t" | "tomo" | "prends" | "accept" | "voy" => "take",
                "all" => return Ok(Event::Bid { player, call: "take".into(), trump: Some("all".into()) }),
                "none" => return Ok(Event::Bid { player, call: "take".into(), trump: Some("none".into()) }),
                _ => return Err(format!("'{line}' is not a call: pass, take, take H, take all, take none")),
            };
            let trump = words.get(1).map(|t| match t.to_lowercase().as_str() {
                "all" | "todo" | "tout" => "all".to_string(),
                "none" | "sin" | "sans" => "none".to_string(),
                other => other.to_uppercase(),
            });
            Ok(Event::Bid { player, call: call.into(), trump })
        }
        Expect::Play { seat, .. } => {
            let player = s.seating.players[seat].clone();
            match first.as_str() {
                "announce" | "a" | "canto" | "bien" | "está" | "esta" => {
                    let melds: Vec<String> = if first == "bien" || first == "está" || first == "esta" {
                        vec![]
                    } else {
                        words[1..].iter().map(|w| w.to_lowercase()).collect()
                    };
                    Ok(Event::Announce { player, melds })
                }
                "show" => {
                    let (who, cards) = match words.get(1).and_then(|w| is_player(s, w)) {
                        Some(p) => (p, &words[2..]),
                        None => (player, &words[1..]),
                    };
                    let mut codes = Vec::new();
                    for c in cards {
                        codes.push(s.ruleset.code(s.ruleset.parse_card(c).map_err(|e| e.to_string())?));
                    }
                    Ok(Event::Show { player: who, cards: codes })
                }
                "swap" => {
                    let who = words.get(1).and_then(|w| is_player(s, w)).ok_or("swap NAME: who swaps the 7")?;
                    Ok(Event::SwapSeven { player: who })
                }
                _ => {
                    let mut ws: Vec<&str> = words.clone();
                    let say = match ws.last().map(|w| w.to_lowercase()) {
                        Some(w) if w == "belote" || w == "rebelote" => {
                            ws.pop();
                            Some(w)
                        }
                        _ => None,
                    };
                    let c = s.ruleset.parse_card(&ws.join(" ")).map_err(|e| e.to_string())?;
                    Ok(Event::Play { player, card: s.ruleset.code(c), say })
                }
            }
        }
    }
}

fn parse_bestia(s: &Session, line: &str, words: &[&str], first: &str) -> Result<Event, String> {
    let Game::Bestia(g) = &s.game else { return Err("not a bestia session".into()) };
    let who = |i: usize| -> Result<String, String> {
        words
            .get(i)
            .and_then(|w| is_player(s, w))
            .ok_or_else(|| format!("name a player ({})", s.seating.players.join(", ")))
    };
    let cards_from = |i: usize| -> Result<Vec<String>, String> {
        words[i..]
            .iter()
            .map(|c| s.ruleset.parse_card(c).map(|c| s.ruleset.code(c)).map_err(|e| e.to_string()))
            .collect()
    };
    match first {
        "panfilo" | "pánfilo" => return Ok(Event::Panfilo { player: who(1)? }),
        "mosca" => return Ok(Event::Mosca { player: who(1)?, cards: cards_from(2)? }),
        "exchange" | "cambio" | "x" => {
            let count = words.get(2).and_then(|n| n.parse().ok()).ok_or("exchange NAME N: how many cards")?;
            return Ok(Event::Exchange { player: who(1)?, count });
        }
        _ => {}
    }
    match g.expect() {
        BExpect::Deal { .. } | BExpect::Settle => {
            let dealer = g.upcoming_dealer();
            let (dealer, card) = match words {
                [d, rest @ ..] if is_player(s, d).is_some() && !rest.is_empty() => {
                    (is_player(s, d).unwrap_or_default(), rest.join(" "))
                }
                _ => (s.seating.players[dealer.unwrap_or(0)].clone(), words.join(" ")),
            };
            let c = s.ruleset.parse_card(&card).map_err(|e| e.to_string())?;
            Ok(Event::Deal { dealer, turned: Some(s.ruleset.code(c)) })
        }
        BExpect::Bid { seat } => {
            let call = match first {
                "play" | "p" | "juego" | "juega" | "take" => "play",
                "pass" | "paso" => "pass",
                _ => return Err(format!("'{line}' is not a call: play or pass")),
            };
            Ok(Event::Bid { player: s.seating.players[seat].clone(), call: call.into(), trump: None })
        }
        BExpect::Play { seat, .. } => {
            let c = s.ruleset.parse_card(&words.join(" ")).map_err(|e| e.to_string())?;
            Ok(Event::Play { player: s.seating.players[seat].clone(), card: s.ruleset.code(c), say: None })
        }
    }
}

fn parse_perejila(s: &Session, line: &str, words: &[&str], first: &str) -> Result<Event, String> {
    let Game::Perejila(g) = &s.game else { return Err("not a perejila session".into()) };
    let who = |i: usize| -> Result<String, String> {
        words
            .get(i)
            .and_then(|w| is_player(s, w))
            .ok_or_else(|| format!("name a player ({})", s.seating.players.join(", ")))
    };
    let code = |t: &str| s.ruleset.parse_card(t).map(|c| s.ruleset.code(c)).map_err(|e| e.to_string());
    match first {
        "wild" | "comodin" | "comodín" => {
            let lance = words.get(2).ok_or("wild NAME LANCE CARD")?.to_lowercase();
            return Ok(Event::Wild { player: who(1)?, lance, as_card: code(&words[3..].join(" "))? });
        }
        "draw" | "pido" | "carta" => return Ok(Event::Draw { player: who(1)?, card: code(&words[2..].join(" "))? }),
        "deal" | "reparto" => {
            let dealer = match words.get(1).and_then(|w| is_player(s, w)) {
                Some(d) => d,
                None => s.seating.players[g.upcoming_dealer().unwrap_or(0)].clone(),
            };
            return Ok(Event::Deal { dealer, turned: None });
        }
        _ => {}
    }
    match g.expect() {
        PExpect::Deal { .. } => match is_player(s, words.first().copied().unwrap_or("")) {
            Some(d) => Ok(Event::Deal { dealer: d, turned: None }),
            None => Err(format!("'{line}': type 'deal' or the dealer's name")),
        },
        PExpect::Up { seat } => {
            Ok(Event::Up { player: s.seating.players[seat].clone(), card: code(&words.join(" "))? })
        }
        PExpect::Down { seat } => {
            let cards: Result<Vec<String>, String> = words.iter().map(|w| code(w)).collect();
            Ok(Event::Down { player: s.seating.players[seat].clone(), cards: cards? })
        }
        PExpect::Lances => Err("type wild NAME LANCE CARD, draw NAME CARD, or 'deal'".into()),
    }
}

/// The answers to offer as a list at a terminal (label, typed answer), when the question has few.
fn choices(s: &Session) -> Vec<(String, String)> {
    let pair = |l: &str, a: &str| (l.to_string(), a.to_string());
    match &s.game {
        Game::Belote(g) => match g.expect() {
            Expect::Bid { round: 1, .. } => vec![pair("pass", "pass"), pair("take", "take")],
            Expect::Bid { round: 2, .. } => {
                let mut v = vec![pair("pass", "pass")];
                for (code, sym) in [("S", "♠"), ("H", "♥"), ("D", "♦"), ("C", "♣")] {
                    v.push((format!("take {sym}"), format!("take {code}")));
                }
                v
            }
            Expect::Bid { .. } => {
                vec![pair("pass", "pass"), pair("take all-trump", "take all"), pair("take no-trump", "take none")]
            }
            _ => vec![],
        },
        Game::Bestia(g) => match g.expect() {
            BExpect::Bid { .. } => vec![pair("play", "play"), pair("pass", "pass")],
            _ => vec![],
        },
        Game::Perejila(_) => vec![],
    }
}

/// Where answers come from: one line of input each, or a terminal with dialoguer prompts.
pub enum Asker<'a> {
    Lines(TableIo<'a>),
    Terminal(dialoguer::console::Term),
}

impl Asker<'_> {
    fn is_terminal(&self) -> bool {
        matches!(self, Asker::Terminal(_))
    }

    /// A yes/no question (terminal only; scripts type the word instead).
    fn confirm(&mut self, question: &str, default: bool) -> bool {
        match self {
            Asker::Lines(_) => default,
            Asker::Terminal(term) => dialoguer::Confirm::with_theme(&dialoguer::theme::ColorfulTheme::default())
                .with_prompt(question)
                .default(default)
                .interact_on(term)
                .unwrap_or(default),
        }
    }

    fn say(&mut self, text: &str) {
        match self {
            Asker::Lines(io) => {
                let _ = writeln!(io.prompts, "{text}");
            }
            Asker::Terminal(t) => {
                let _ = t.write_line(text);
            }
        }
    }

    /// One answer; None when the input has ended (the session stays saved).
    fn ask(
        &mut self,
        question: &str,
        default: Option<&str>,
        choices: &[(String, String)],
    ) -> Result<Option<String>, Error> {
        match self {
            Asker::Lines(io) => {
                let end = if io.interactive { " " } else { "\n" };
                let _ = match default {
                    Some(d) => write!(io.prompts, "{question} [{d}]{end}"),
                    None => write!(io.prompts, "{question}{end}"),
                };
                let _ = io.prompts.flush();
                let mut line = String::new();
                let n = io.input.read_line(&mut line).map_err(|e| Error::io("stdin", e))?;
                Ok((n > 0).then(|| line.trim().to_string()))
            }
            Asker::Terminal(term) => {
                let theme = dialoguer::theme::ColorfulTheme::default();
                if !choices.is_empty() {
                    let mut items: Vec<&str> = choices.iter().map(|c| c.0.as_str()).collect();
                    items.push("… type an entry (undo, score, help, quit)");
                    let picked = dialoguer::Select::with_theme(&theme)
                        .with_prompt(question)
                        .items(&items)
                        .default(0)
                        .interact_on_opt(term)
                        .map_err(|e| Error::Internal(e.to_string()))?;
                    match picked {
                        Some(i) if i < choices.len() => return Ok(Some(choices[i].1.clone())),
                        Some(_) => {}
                        None => return Ok(Some("quit".into())),
                    }
                }
                let mut input = dialoguer::Input::<String>::with_theme(&theme).with_prompt(question).allow_empty(true);
                if let Some(d) = default {
                    input = input.default(d.to_string());
                }
                match input.interact_text_on(term) {
                    Ok(a) => Ok(Some(a.trim().to_string())),
                    Err(_) => Ok(None),
                }
            }
        }
    }
}

/// What the table has already asked in this hand beyond the game's own next question.
#[derive(Default)]
struct Asked {
    panfilo: bool,
    mosca: bool,
    swap: bool,
    announce: Vec<usize>,
    show: Vec<usize>,
}

/// At a terminal, Belote's own moments: the 7 swap, each player's announcement before their first
/// card, the show after the first trick. Returns the event to enter, if any. (Scripts type these as
/// `swap NAME`, `announce …`/`bien`, `show NAME CARDS` at the card prompt.)
fn belote_moment(s: &Session, asker: &mut Asker, lang: Lang, asked: &mut Asked) -> Result<Option<Event>, Error> {
    let Game::Belote(g) = &s.game else { return Ok(None) };
    let name = |i: usize| s.seating.players[i].clone();
    if g.swap_possible() && !asked.swap {
        asked.swap = true;
        let q = lang.pick(
            "Does anyone swap the 7 of trump for the turned card? (name; Enter = nobody)",
            "¿Alguien cambia el 7 de triunfo por la muestra? (nombre; Intro = nadie)",
        );
        if let Some(a) = asker.ask(q, None, &[])? {
            if let Some(p) = is_player(s, a.trim()) {
                return Ok(Some(Event::SwapSeven { player: p }));
            }
        }
    }
    if let Some(seat) = g.pending_show().filter(|x| !asked.show.contains(x)) {
        asked.show.push(seat);
        let q = format!("{} · {}", name(seat), lang.pick("the cards shown?", "¿cartas que enseña?"));
        if let Some(a) = asker.ask(&q, None, &[])? {
            let codes: Result<Vec<String>, String> = a
                .split_whitespace()
                .map(|c| s.ruleset.parse_card(c).map(|c| s.ruleset.code(c)).map_err(|e| e.to_string()))
                .collect();
            match codes {
                Ok(cards) if !cards.is_empty() => return Ok(Some(Event::Show { player: name(seat), cards })),
                Ok(_) => {}
                Err(m) => asker.say(&format!("✗ {m}")),
            }
        }
    }
    if let Expect::Play { seat, .. } = g.expect() {
        if let Some(floor) = g.may_announce(seat).filter(|_| !asked.announce.contains(&seat)) {
            asked.announce.push(seat);
            let mut choices = vec![(lang.pick("está bien (nothing)", "está bien").to_string(), String::new())];
            if floor <= 100 {
                choices.push(("brelán".into(), "four".into()));
            }
            for n in 3u8..=8 {
                if n >= floor {
                    let m = crate::games::melds::MeldName::Run(n);
                    choices.push((m.spoken(), m.code()));
                }
            }
            let q = format!("{} · {}", name(seat), lang.pick("announces?", "¿canta?"));
            if let Some(a) = asker.ask(&q, None, &choices)? {
                let melds: Vec<String> =
                    a.split_whitespace().map(|w| w.to_lowercase()).filter(|w| w != "bien").collect();
                return Ok(Some(Event::Announce { player: name(seat), melds }));
            }
        }
    }
    Ok(None)
}

/// At a terminal, La Bestia's own moments: the pánfilo and moscas right after the deal, then each
/// active player's exchange. (Scripts type `panfilo NAME`, `mosca NAME CARDS`, `exchange NAME N`.)
fn bestia_moment(s: &Session, asker: &mut Asker, lang: Lang, asked: &mut Asked) -> Result<Option<Event>, Error> {
    let Game::Bestia(g) = &s.game else { return Ok(None) };
    if g.just_dealt() && s.options.bool("panfilo") && !asked.panfilo {
        asked.panfilo = true;
        let q = lang.pick(
            "Who shows the pánfilo (J♣)? (name; Enter = nobody)",
            "¿Quién enseña el pánfilo (J♣)? (nombre; Intro = nadie)",
        );
        if let Some(p) = asker.ask(q, None, &[])?.and_then(|a| is_player(s, a.trim())) {
            return Ok(Some(Event::Panfilo { player: p }));
        }
    }
    if g.just_dealt() && !asked.mosca {
        asked.mosca = true;
        let q = lang.pick(
            "A mosca? (NAME and the five cards; Enter = none)",
            "¿Mosca? (NOMBRE y las cinco cartas; Intro = ninguna)",
        );
        if let Some(a) = asker.ask(q, None, &[])? {
            let words: Vec<&str> = tokens(s, &a);
            if let Some(p) = words.first().and_then(|w| is_player(s, w)) {
                let cards: Result<Vec<String>, String> = words[1..]
                    .iter()
                    .map(|c| s.ruleset.parse_card(c).map(|c| s.ruleset.code(c)).map_err(|e| e.to_string()))
                    .collect();
                match cards {
                    Ok(cards) => return Ok(Some(Event::Mosca { player: p, cards })),
                    Err(m) => asker.say(&format!("✗ {m}")),
                }
            }
        }
    }
    if let Some(seat) = g.exchange_pending() {
        let player = s.seating.players[seat].clone();
        let q = format!("{player} · {}", lang.pick("how many cards to exchange?", "¿cuántas cartas cambia?"));
        if let Some(a) = asker.ask(&q, Some("0"), &[])? {
            let a = if a.is_empty() { "0".to_string() } else { a };
            match a.trim().parse::<i64>() {
                Ok(count) => return Ok(Some(Event::Exchange { player, count })),
                Err(_) => asker.say(&format!(
                    "✗ '{a}': {}",
                    lang.pick("a number of cards, 0 to 4", "un número de cartas, de 0 a 4")
                )),
            }
        }
    }
    Ok(None)
}

/// At a terminal, ask whether belote or rebelote was said, only when the card makes it matter.
fn say_with(s: &Session, asker: &mut Asker, lang: Lang, player: &str, code: &str) -> Option<String> {
    let Game::Belote(g) = &s.game else { return None };
    let seat = s.seating.seat(player)?;
    let card = s.ruleset.parse_card(code).ok()?;
    let word = g.honour_word(seat, card)?;
    let matters = s.ruleset.belote.as_ref().is_some_and(|b| b.announcements == crate::ruleset::Announcements::Spanish)
        || s.options.bool("belote.must_declare");
    if !matters {
        return None;
    }
    let q = format!("{player} · {} '{word}'?", lang.pick("said", "¿dijo"));
    asker.confirm(&q, true).then(|| word.to_string())
}

/// The summary printed when the game is won or the session ends.
fn end_of_night(s: &Session, path: &std::path::Path) -> String {
    let journal = crate::journal::Journal {
        path: path.to_path_buf(),
        header: s.header.clone(),
        entries: s.entries.clone(),
        warnings: Vec::new(),
        last_line: 0,
    };
    let summary = crate::commands::summary::build(&journal, &s.verdict());
    crate::commands::summary::render(&summary, crate::commands::summary::Format::Table, crate::cli::width())
}

/// The scoreboard so far.
pub fn scoreboard(s: &Session, width: Option<u16>) -> String {
    let v = s.verdict();
    let mut t = crate::report_table::new_table(width);
    let mut header = vec!["hand".to_string(), "result".to_string()];
    header.extend(v.sides.iter().cloned());
    t.set_header(header);
    for h in &v.hands {
        let mut row = vec![h.number.to_string()];
        let result = match (&h.taker, &h.result) {
            (Some(tk), Some(r)) => format!("{} {} · {r}", h.trump.clone().unwrap_or_default(), tk),
            (Some(tk), None) => format!("{} {}", h.trump.clone().unwrap_or_default(), tk),
            _ => h.outcome.clone(),
        };
        row.push(result);
        for side in &v.sides {
            row.push(h.score.get(side).copied().unwrap_or(0).to_string());
        }
        t.add_row(row);
    }
    let mut row = vec!["total".to_string(), String::new()];
    for side in &v.sides {
        row.push(v.totals.get(side).copied().unwrap_or(0).to_string());
    }
    t.add_row(row);
    let mut out = t.to_string();
    if let Some(w) = &v.winner {
        out.push_str(&format!("\nWinner: {w}"));
    }
    out
}

/// Run the table until the input ends, `quit` or `end`. Entries are written as they are accepted.
pub fn run(session: &mut Session, writer: &mut Writer, asker: &mut Asker, lang: Lang) -> Result<(), Error> {
    session.set_lang(lang);
    let shown = writer.path.display().to_string();
    let mut hands_seen = session.verdict().hands.len();
    // Perejila: the wildcard offers declined in this hand (the table's own state, not the game's).
    let mut declined: Vec<usize> = Vec::new();
    let mut asked = Asked::default();
    loop {
        if session.ended {
            writer.check()?;
            asker.say(&format!(
                "{} {shown}",
                lang.pick("The session has ended. Journal:", "La sesión ha terminado. Diario:")
            ));
            return Ok(());
        }
        let moment = if !asker.is_terminal() {
            None
        } else if matches!(session.game, Game::Bestia(_)) {
            bestia_moment(session, asker, lang, &mut asked)?
        } else {
            belote_moment(session, asker, lang, &mut asked)?
        };
        let offer = match &session.game {
            Game::Perejila(g) if g.expect() == PExpect::Lances => g.wild_offer(&declined).map(|o| o.1),
            _ => None,
        };
        let (q, default) = question(session, lang, &declined);
        let answer = match moment {
            Some(_) => Some(String::new()),
            None => asker.ask(&q, default.as_deref(), &choices(session))?,
        };
        let Some(mut line) = answer else {
            // Nothing is reported saved that is not where the table says it is.
            writer.check()?;
            asker.say(&format!(
                "{} tapete resume {shown}",
                lang.pick("Saved. Continue with:", "Guardado. Para seguir:")
            ));
            return Ok(());
        };
        if line.is_empty() && moment.is_none() {
            if let Some(lance) = offer {
                declined.push(lance);
                continue;
            }
            match &default {
                Some(d) => line = d.clone(),
                None => continue,
            }
        }
        match line.to_lowercase().as_str() {
            "quit" | "q" | "exit" | "salir" => {
                writer.check()?;
                asker.say(&format!(
                    "{} tapete resume {shown}",
                    lang.pick("Saved. Continue with:", "Guardado. Para seguir:")
                ));
                return Ok(());
            }
            "help" | "?" | "ayuda" => {
                asker.say(lang.pick(HELP, HELP_ES));
                continue;
            }
            "score" | "scores" | "marcador" => {
                asker.say(&scoreboard(session, crate::cli::width()));
                continue;
            }
            _ => {}
        }
        let event = if let Some(m) = moment {
            m
        } else if line.eq_ignore_ascii_case("undo") {
            Event::Undo
        } else {
            match parse_answer(session, &line, &declined) {
                Ok(e) => e,
                Err(msg) => {
                    asker.say(&format!("✗ {msg}"));
                    continue;
                }
            }
        };
        let event = match event {
            Event::Play { player, card, say: None } if asker.is_terminal() => {
                let say = say_with(session, asker, lang, &player, &card);
                Event::Play { player, card, say }
            }
            e => e,
        };
        if matches!(event, Event::Deal { .. }) {
            asked = Asked::default();
        }
        let entry = Entry { line: 0, at: Some(clock::stamp()), event };
        let was_open = !session.ended && session.verdict().winner.is_none();
        match session.apply(entry.clone()) {
            Ok(_) if session.overflow_line.is_some() => {
                return Err(Error::Save(format!(
                    "This entry makes a chip or point total overflow; it was not saved, and the table stops here. \
                     The journal {shown} holds every entry before it."
                )));
            }
            Ok(notices) => {
                let line_no = writer.append(&entry)?;
                if let Some(last) = session.entries.last_mut() {
                    last.line = line_no;
                }
                for n in notices {
                    asker.say(&crate::term::paint(
                        crate::term::Stream::Stderr,
                        crate::term::Paint::Note,
                        &format!("• {n}"),
                    ));
                }
                let hands = session.verdict().hands.len();
                if hands != hands_seen {
                    declined.clear();
                }
                if hands > hands_seen {
                    asker.say(&scoreboard(session, crate::cli::width()));
                }
                hands_seen = hands;
                if session.ended || (was_open && session.verdict().winner.is_some()) {
                    asker.say(&end_of_night(session, &writer.path));
                }
            }
            Err(msg) => asker.say(&crate::term::paint(
                crate::term::Stream::Stderr,
                crate::term::Paint::Bad,
                &format!("✗ {msg}"),
            )),
        }
    }
}

/// The asker for this process: dialoguer prompts when stdin and stderr are terminals (and
/// `TAPETE_PLAIN` is not set), one line of stdin per answer otherwise.
pub fn asker<'a>(input: &'a mut dyn BufRead, prompts: &'a mut dyn Write) -> Asker<'a> {
    use std::io::IsTerminal;
    let terminal = std::io::stdin().is_terminal() && std::io::stderr().is_terminal();
    if terminal && std::env::var_os("TAPETE_PLAIN").is_none() {
        Asker::Terminal(dialoguer::console::Term::stderr())
    } else {
        Asker::Lines(TableIo { input, prompts, interactive: terminal })
    }
}
