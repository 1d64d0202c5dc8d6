//! French: the questions of the table, the entries as they are typed (the choices of a list),
//! `help`, and the questions of `amend`.

use super::{counted, meld_list, Fr};
use crate::cards::Typing;
use crate::engine::{Ask, BidValue, Call, CallWords, DealCard, Event, Form, Question, Say, Seats, Trump};
use crate::i18n::{contract_notation, joined, letters, wild_values, Names, Questions, Terms};

impl Questions for Fr {
    fn question(&self, q: &Question, x: &Names) -> String {
        self.worded(q, x, false)
    }

    fn phone_question(&self, q: &Question, x: &Names) -> String {
        self.worded(q, x, true)
    }

    fn choice(&self, e: &Event, x: &Names) -> String {
        let p = |s: &usize| x.player(*s);
        match e {
            Event::Bid { call: Call::Pass, .. } => "passe".into(),
            Event::Bid { call: Call::Bid(v), trump, .. } => match trump {
                Some(Trump::Suit(s)) => format!("{} {}", v.code(), x.suit(*s)),
                Some(Trump::All) => format!("{} TA", v.code()),
                Some(Trump::NoTrump) => format!("{} SA", v.code()),
                None => v.code(),
            },
            Event::Bid { call: call @ (Call::Coinche | Call::Surcoinche), .. } => {
                self.double(*call, CallWords::Coinche)
            }
            Event::Bid { call: Call::Play, .. } => "joue".into(),
            Event::Bid { call: Call::Take, trump: None, .. } => "prends".into(),
            Event::Bid { call: Call::Take, trump: Some(Trump::Suit(s)), .. } => format!("prends {}", x.suit(*s)),
            Event::Bid { call: Call::Take, trump: Some(Trump::All), .. } => "prends tout".into(),
            Event::Bid { call: Call::Take, trump: Some(Trump::NoTrump), .. } => "prends sans".into(),
            Event::Announce { melds, .. } if melds.is_empty() => "rien (está bien)".into(),
            Event::Announce { melds, .. } => melds.iter().map(|m| self.meld(*m)).collect::<Vec<_>>().join(" "),
            Event::Exchange { count, .. } => count.to_string(),
            Event::Deal { turned: None, .. } => "donne".into(),
            Event::Deal { dealer, turned: Some(c), bottom: None } => format!("donne {} {}", p(dealer), x.card(*c)),
            Event::Deal { dealer, turned: Some(c), bottom: Some(b) } => {
                format!("donne {} {} dessous {}", p(dealer), x.card(*c), x.card(*b))
            }
            Event::Misdeal => "maldonne".into(),
            Event::Reshuffle => "rebattre".into(),
            Event::SwapSeven { player } => format!("{} échange7", p(player)),
            Event::Show { player, cards } => format!("{} montre {}", p(player), x.cards(cards)),
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
            Event::Mosca { player, cards } => format!("{} mouche {}", p(player), x.cards(cards)),
            Event::Panfilo { player } => format!("{} pamphile", p(player)),
            Event::Up { player, card } => format!("{} visible {}", p(player), x.card(*card)),
            Event::Down { player, cards } => format!("{} cachées {}", p(player), x.cards(cards)),
            Event::Wild { player, lance, as_card } => {
                format!("{} joker {} {}", p(player), lance.code(), x.card(*as_card))
            }
            Event::Draw { player, card } => format!("{} tire {}", p(player), x.card(*card)),
            Event::Stand { player } => format!("{} reste", p(player)),
            Event::SetOption { key, value } => format!("option {key}={value}"),
            Event::Confirm { side } => format!("confirme {}", x.side(*side)),
            Event::Dispute { side, text } => format!("conteste {} {}", x.side(*side), crate::term::safe(text)),
            Event::Note { text } => format!("note {}", crate::term::safe(text)),
            Event::Tally(t) => crate::i18n::typed_tally(t, x, self.words()),
            Event::Amend { line, entry } => format!("{} {line} {}", self.words().amend[0], self.choice(entry, x)),
            Event::Undo => "annuler".into(),
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
        format!("Depuis un téléphone\u{a0}: {entry}")
    }

    fn quit_from_phone(&self) -> String {
        "'quitter' s'écrit au terminal de la table\u{a0}; 'fin' clôt la séance".into()
    }

    fn held_asking(&self, player: &str, word: crate::engine::Say) -> String {
        let w = if word == crate::engine::Say::Belote { "belote" } else { "rebelote" };
        format!("Non noté\u{a0}: la table demande si {player} a dit {w}")
    }

    fn moved_since(&self, since: &[String]) -> String {
        if since.is_empty() {
            "Non noté\u{a0}: la question de la table a changé entre-temps".into()
        } else {
            format!("Non noté\u{a0}: la table a avancé entre-temps ({})", since.join(" · "))
        }
    }

    fn moved_on(&self) -> String {
        "Une entrée d'un téléphone a changé la question\u{a0}: ce qui a été écrit n'est pas appliqué\u{a0}; voici la nouvelle question".into()
    }

    fn serving_at(&self, url: &str, pin: &str) -> String {
        format!("Les téléphones de la table ouvrent {url} — PIN {pin} pour saisir (sans lui, le tableau seul)")
    }

    fn offline(&self) -> String {
        "Pas de connexion avec la table".into()
    }

    fn offline_pending(&self) -> String {
        "Pas de connexion avec la table\u{a0}: l'entrée sera renvoyée à son retour".into()
    }

    fn wrong_pin(&self) -> String {
        "Ce n'est pas le PIN de cette table".into()
    }

    fn pin_prompt(&self) -> String {
        "PIN pour saisir depuis ce téléphone".into()
    }

    fn pin_guessed(&self) -> String {
        "Trop de PIN erronés à cette table\u{a0}: aucun PIN n'est accepté pour l'instant\u{a0}; attendez une minute"
            .into()
    }

    fn pin_guessing(&self, budget: usize, restart: &str) -> String {
        format!("Quelqu'un essaie de deviner le PIN\u{a0}: {budget} PIN erronés en une minute, donc aucun PIN n'est accepté avant la fin de la minute (les téléphones qui l'ont saisi continuent). Pour recommencer avec un nouveau PIN, tapez 'quitter', puis '{restart}'")
    }

    fn pin_locked(&self) -> String {
        "Trop de PIN erronés depuis ce téléphone\u{a0}: attendez une minute".into()
    }

    fn malformed_entry(&self) -> String {
        "Ce n'est pas une entrée\u{a0}: une ligne à saisir, faite sur la table telle qu'elle est".into()
    }

    fn amend_pick(&self) -> String {
        "Quelle entrée corriger\u{a0}? (sa ligne)".into()
    }

    fn amend_replace(&self, line: usize, old: &str, x: &Names) -> String {
        let example = x.code(letters::AMEND_EXAMPLE);
        format!("La ligne {line} ({old}) devient\u{a0}? (l'entrée complète, p. ex. Pep {example}\u{a0}; Entrée = la laisser)")
    }

    fn legend(&self, t: &Typing) -> String {
        let ten = if letters::t_for_ten(t.deck, t.letters) { " (T pour 10)" } else { "" };
        let what = "couleurs";
        let card = letters::legend_card(t.deck);
        format!(
            "Cartes\u{a0}: {}{ten} · {what} {} · p. ex. {} = {}",
            letters::legend_ranks(self, t),
            letters::legend_suits(self, t.deck, t.letters),
            t.code(card),
            self.card_name(card, t.deck)
        )
    }
}

impl Fr {
    /// A question; `phone`: as a phone's page asks it, without Enter, `quit` or a tally.
    fn worded(&self, q: &Question, x: &Names, phone: bool) -> String {
        // What only a terminal offers: left out on a phone.
        let h = |hint: &'static str| if phone { "" } else { hint };
        let who = q.who.map(|s| x.player(s)).unwrap_or_default();
        match &q.ask {
            Ask::Deal { hand, dealer, card } => {
                let what = match card {
                    DealCard::Turned => "carte retournée\u{a0}?".to_string(),
                    DealCard::TurnedBottom => {
                        "carte retournée (puis la carte du dessous, si elle a été montrée)\u{a0}?".to_string()
                    }
                    DealCard::DealerUp => "carte visible du donneur\u{a0}?".to_string(),
                    DealCard::Nothing => {
                        let d = x.player(*dealer);
                        if phone {
                            format!("donner\u{a0}? ('donne'\u{a0}: {d} donne\u{a0}; ou 'donne' et le nom de qui donne)")
                        } else {
                            format!("donner\u{a0}? (Entrée\u{a0}: {d} donne\u{a0}; ou le nom de qui donne)")
                        }
                    }
                };
                format!("Donne {hand} · donneur {} · {what}", x.player(*dealer))
            }
            Ask::Bid { round, turned, .. } => {
                if q.ask.play_or_pass() {
                    format!(
                        "{who} joue ou passe\u{a0}?{}",
                        turned.map(|c| format!(" (atout {})", x.suit(c.suit()))).unwrap_or_default()
                    )
                } else {
                    let turned = turned.map(|c| format!(" · retournée {}", x.card(c))).unwrap_or_default();
                    format!("Enchères, tour {round}{turned} · {who}\u{a0}?")
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
                let names = |s: Seats| joined(&s.iter().map(|p| x.player(p).to_string()).collect::<Vec<_>>(), "ou");
                let alone = q.who.is_some_and(|w| may_coinche == &Seats::of([w]));
                let (co, sur, coed) = match words {
                    CallWords::Coinche => ("coinche", "surcoinche", "coinchée"),
                    CallWords::Contre => ("contre", "surcontre", "contrée"),
                };
                let bid = match standing {
                    Some((p, v, t)) => format!("{} a annoncé {} {}", x.player(*p), v.code(), self.trump(*t, x)),
                    None => "pas encore d'annonce".into(),
                };
                let by = match coinched {
                    Some(c) => format!(", {coed} par {}", x.player(*c)),
                    None if !may_coinche.is_empty() && !alone => format!(" ({co}\u{a0}: {})", names(*may_coinche)),
                    None => String::new(),
                };
                let mut can = Vec::new();
                match lowest {
                    Some(l) if *l == BidValue::Points(*max) => can.push(format!("{} et l'atout", l.code())),
                    Some(l) => can.push(format!("de {} à {max} et l'atout", l.code())),
                    None => {}
                }
                if *capot {
                    can.push("capot".into());
                }
                if alone {
                    can.push(co.into());
                }
                can.push("passe".into());
                if !may_surcoinche.is_empty() {
                    can.push(sur.into());
                }
                if closing.is_some() {
                    can.push("l'entame".into());
                }
                let who = match q.who {
                    Some(w) => x.player(w).to_string(),
                    // A phone's taps each name their player: nothing to say.
                    None if phone => names(*may_surcoinche),
                    None => format!("{} (dites qui)", names(*may_surcoinche)),
                };
                format!("Donne {hand} · {bid}{by} · {who}\u{a0}: {}\u{a0}?", joined(&can, "ou"))
            }
            Ask::Swap { turned } => {
                format!(
                    "Quelqu'un échange-t-il le 7 d'atout contre la retournée {}\u{a0}?{}",
                    x.card(*turned),
                    h(" (un nom\u{a0}; Entrée = personne)")
                )
            }
            Ask::Announce { .. } => format!("{who} annonce\u{a0}?{}", h(" (Entrée = rien)")),
            Ask::Show { melds } => format!(
                "Quelles cartes {who} montre-t-il pour {}\u{a0}? (les cartes{})",
                meld_list(melds),
                h("\u{a0}; Entrée = pas maintenant")
            ),
            Ask::Card { trick, tricks, led, trump, contract, .. } => {
                let led = led.map(|s| format!(" · entame {}", x.suit(s))).unwrap_or_default();
                let bid = contract.as_ref().and_then(|c| contract_notation(c, self, x));
                let trump = match (bid, trump) {
                    (Some(bid), _) => format!(" · {bid}"),
                    (None, Some(Trump::Suit(s))) => format!(" · atout {}", x.suit(*s)),
                    (None, Some(t)) => format!(" · {}", self.trump(*t, x)),
                    (None, None) => String::new(),
                };
                let tally = if q.ask.offers_tally() { h(" (ou décompte)") } else { "" };
                format!("Pli {trick}/{tricks} · à {who} de jouer{led}{trump} · carte\u{a0}?{tally}")
            }
            Ask::Panfilo { card } => {
                format!("Qui montre le pamphile ({})\u{a0}?{}", x.card(*card), h(" (un nom\u{a0}; Entrée = personne)"))
            }
            Ask::Mosca { cards } => {
                format!(
                    "Une mouche\u{a0}? (un nom et les {}{})",
                    counted(*cards, "carte", "cartes"),
                    h("\u{a0}; Entrée = aucune")
                )
            }
            Ask::Exchange { max } => format!("Combien de cartes {who} échange-t-il\u{a0}? (de 0 à {max})"),
            Ask::Up => format!("{who} · carte visible\u{a0}?"),
            Ask::Down => format!("{who} · deux cartes cachées\u{a0}?"),
            Ask::Wild { lance, values } => {
                format!(
                    "{who} joue-t-il la perejila en {} comme {}\u{a0}?{}",
                    self.lance(*lance),
                    wild_values(values, x),
                    h(" (Entrée = non)")
                )
            }
            Ask::Draw { count } => format!(
                "{who} (compte {count}) tire-t-il une carte pour la treinta y una\u{a0}? (la carte{})",
                h("\u{a0}; Entrée = reste")
            ),
            Ask::Say { card, word } => {
                let w = if *word == Say::Belote { "belote" } else { "rebelote" };
                format!("{who} joue {}\u{a0}: dit-on {w}\u{a0}?{}", x.card(*card), h(" (Entrée = non)"))
            }
            Ask::Over { winner: Some(w) } => format!(
                "La partie est finie\u{a0}: {} a gagné. Écrivez 'fin' pour clore la séance{}.",
                x.side(*w),
                h(", ou 'quitter'")
            ),
            Ask::Over { winner: None } => {
                format!(
                    "La partie est finie\u{a0}: ses donnes sont jouées, à égalité. Écrivez 'fin' pour clore la séance{}.",
                    h(", ou 'quitter'")
                )
            }
        }
    }
}

impl Fr {
    /// `help`: what a table takes at any question, then each form of entry of this game, a
    /// line each; `phone`: as a phone's help section says it (taps, the entry line, the folds;
    /// nothing of Enter or `quit`).
    pub(super) fn helped(&self, forms: &[Form], x: &Names, phone: bool) -> (String, Vec<String>) {
        let examples = letters::card_examples(self, x.deck, x.letters);
        let suits = letters::suit_letters(x.deck, x.letters).join("|");
        let head = if phone {
            "Touchez une réponse, ou écrivez une entrée sur la ligne\u{a0}: la réponse à la question, ou une entrée complète, le \
             joueur en tête. À toute question\u{a0}: annuler (retire la dernière entrée), corriger (remplace une entrée \
             antérieure\u{a0}: le volet corriger, ou corriger LIGNE ENTRÉE), marque (ouvre la marque), aide, note TEXTE, \
             option CLÉ=VALEUR, fin (demande confirmation, puis clôt la séance)."
        } else {
            "À toute question\u{a0}: annuler (retire la dernière entrée), marque (le tableau et la donne en cours), aide, \
             quitter (le journal est déjà enregistré), corriger (remplace une entrée antérieure\u{a0}: corriger, ou corriger \
             LIGNE ENTRÉE), note TEXTE, option CLÉ=VALEUR, fin (clôt la séance).\n\
             Répondez à la question, ou écrivez une entrée complète, le joueur en tête\u{a0}:"
        };
        let mut lines = Vec::new();
        for f in forms {
            let mut line = String::new();
            match f {
                Form::DealTurned => line.push_str("donne [DONNEUR] CARTE — la donne et la carte retournée"),
                Form::DealBottom => line.push_str(
                    "donne [DONNEUR] CARTE [dessous CARTE] — la donne, la carte retournée et celle du dessous",
                ),
                Form::Misdeal => {
                    line.push_str("maldonne — une carte a été vue pendant la donne\u{a0}: le même donneur redonne")
                }
                Form::Reshuffle => line.push_str(
                    "rebattre — le talon est épuisé au trente-et-un\u{a0}: les cartes de la donne sont rebattues pour tirer",
                ),
                Form::DealDealerUp => line.push_str("donne [DONNEUR] CARTE — la donne et la carte visible du donneur"),
                Form::DealWho if phone => line.push_str("donne [DONNEUR] — la donne suivante (donne seul\u{a0}: le donneur suivant)"),
                Form::DealWho => line.push_str("donne [DONNEUR] — la donne suivante (Entrée\u{a0}: le donneur suivant)"),
                Form::BidTake { third_round } => {
                    line.push_str(&format!("JOUEUR passe · JOUEUR prends · JOUEUR prends {suits} (second tour)"));
                    if *third_round {
                        line.push_str(" · JOUEUR prends tout|sans (troisième tour)");
                    }
                }
                Form::BidContract { all_no_trump } => {
                    let [sp, h, ..] = letters::suit_letters(x.deck, x.letters);
                    let a = x.player(0);
                    let more = if *all_no_trump { "|TA|SA" } else { "" };
                    line.push_str(&format!(
                        "JOUEUR VALEUR ATOUT — une annonce\u{a0}: de 80 en montant de dix en dix, ou capot\u{a0}; ATOUT \
                         {suits}{more}\u{a0}; p. ex. {a} 90 {h}, {a} capot {sp} · JOUEUR passe · JOUEUR coinche (contre) · \
                         JOUEUR surcoinche (surcontre) — à la question des enchères, sans le joueur\u{a0}: 90 {h}, passe, coinche"
                    ));
                }
                Form::BidPlay => line.push_str("JOUEUR joue · JOUEUR passe"),
                Form::Swap => line.push_str("JOUEUR échange7 — échange le 7 d'atout contre la retournée"),
                Form::Announce => {
                    line.push_str("JOUEUR annonce [carré tierce …] — carré, tierce, quarte, quinte\u{a0}; rien\u{a0}: está bien")
                }
                Form::Show => line.push_str("JOUEUR montre CARTE … — les cartes de l'annonce, après le premier pli"),
                Form::PlaySay => {
                    line.push_str(&format!("JOUEUR CARTE [belote|rebelote] — une carte jouée ({examples})"))
                }
                Form::Play => line.push_str(&format!("JOUEUR CARTE — une carte jouée ({examples})")),
                Form::Exchange => line.push_str("JOUEUR échange N — cartes échangées au talon"),
                Form::Mosca => line.push_str("JOUEUR mouche CARTE CARTE CARTE CARTE CARTE"),
                Form::Panfilo => line.push_str("JOUEUR pamphile — montre le valet de trèfle"),
                Form::Up => line.push_str("JOUEUR visible CARTE — la carte visible"),
                Form::Down => line.push_str("JOUEUR cachées CARTE CARTE — les deux cartes cachées"),
                Form::Tally(shape) if shape.points.is_some() => line.push_str(&format!("décompte CAMP POINTS/PLIS … [belote JOUEUR] [renonce JOUEUR] — le résultat de la donne au lieu de ses cartes, après les enchères ({})", crate::i18n::tally_example(*shape, x, self.words()))),
                Form::Tally(shape) => line.push_str(&format!("décompte JOUEUR PLIS … — les plis de la donne au lieu de ses cartes, après les enchères ({})", crate::i18n::tally_example(*shape, x, self.words()))),
                Form::Wild => line.push_str("JOUEUR joker LANCE CARTE — la perejila vaut une carte à partir de ce lance"),
                Form::Draw => line.push_str("JOUEUR tire CARTE — une carte pour la treinta y una"),
                Form::Stand if phone => line.push_str("JOUEUR reste — plus de carte à la treinta y una"),
                Form::Stand => {
                    line.push_str("JOUEUR reste — plus de carte à la treinta y una (Entrée à la question du tirage)")
                }
            }
            lines.push(line);
        }
        (head.to_string(), lines)
    }
}
