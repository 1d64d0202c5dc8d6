//! Français.

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

pub struct Fr;

pub(super) static WORDS: Words = Words {
    pass: &["passe", "je passe"],
    take: &["prends", "je prends", "prendre"],
    play: &["joue", "je joue"],
    all: &["tout", "tout-atout"],
    none: &["sans", "sans-atout"],
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

fn value_problem(key: &str, p: &ValueProblem) -> String {
    let kind = |k: &OptKind| match k {
        OptKind::Bool => "true ou false",
        OptKind::Int => "un nombre entier",
        OptKind::Str => "un mot",
    };
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
    Names { players: &[], sides: &[], deck: DeckKind::French }
}

impl Catalog for Fr {
    fn lang(&self) -> Lang {
        Lang::Fr
    }
    fn words(&self) -> &'static Words {
        &WORDS
    }
    fn text(&self, t: Text) -> &'static str {
        match t {
            Text::Hand => "Donne",
            Text::Dealer => "Donneur",
            Text::Taker => "Preneur",
            Text::Trump => "Atout",
            Text::Result => "Résultat",
            Text::Total => "total",
            Text::Announcements => "Annonces",
            Text::Squares => "Cases",
            Text::Pot => "Pot",
            Text::Time => "Durée",
            Text::Winner => "Vainqueur :",
            Text::NoWinnerYet => "Pas encore de vainqueur.",
            Text::NoInfractions => "Aucune infraction.",
            Text::Started => "Début :",
            Text::Lasted => "durée",
            Text::Nobody => "personne",
            Text::Stays => "reste",
            Text::TypeAnEntry => "… écrire une entrée (annuler, marque, aide, quitter)",
            Text::AllTrump => "tout atout",
            Text::NoTrump => "sans atout",
            Text::Yes => "oui",
            Text::No => "non",
            Text::Tallied => "au décompte",
        }
    }

    fn card_name(&self, c: Card, deck: DeckKind) -> String {
        match deck {
            DeckKind::French => {
                let suits = ["pique", "cœur", "carreau", "trèfle"];
                format!("{} de {}", rank_word(c, deck), suits[c.suit().0 as usize & 3])
            }
            DeckKind::Spanish => {
                let suits = ["oros", "copas", "espadas", "bastos"];
                format!("{} de {}", rank_word(c, deck), suits[c.suit().0 as usize & 3])
            }
        }
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
                    DealCard::Turned => "carte retournée ?",
                    DealCard::TurnedBottom => "carte retournée (puis la carte du dessous, si elle a été montrée) ?",
                    DealCard::DealerUp => "carte visible du donneur ?",
                    DealCard::Nothing => "donne ?",
                };
                format!("Donne {hand} · donneur {} · {what}", x.player(*dealer))
            }
            Ask::Bid { round, turned, options, .. } => {
                if options.iter().any(|o| o.0 == Call::Play) {
                    format!(
                        "{who} joue ou passe ?{}",
                        turned.map(|c| format!(" (atout {})", x.suit(c.suit()))).unwrap_or_default()
                    )
                } else {
                    let turned = turned.map(|c| format!(" · retournée {}", x.card(c))).unwrap_or_default();
                    format!("Enchères, tour {round}{turned} · {who} ?")
                }
            }
            Ask::Swap { turned } => {
                format!(
                    "Quelqu'un échange-t-il le 7 d'atout contre la retournée {} ? (un nom ; Entrée = personne)",
                    x.card(*turned)
                )
            }
            Ask::Announce { .. } => format!("{who} annonce ? (Entrée = rien)"),
            Ask::Show { melds } => format!(
                "Quelles cartes {who} montre-t-il pour {} ? (les cartes ; Entrée = pas maintenant)",
                meld_list(melds)
            ),
            Ask::Card { trick, tricks, led, trump, .. } => {
                let led = led.map(|s| format!(" · entame {}", x.suit(s))).unwrap_or_default();
                let trump = match trump {
                    Some(Trump::Suit(s)) => format!(" · atout {}", x.suit(*s)),
                    Some(t) => format!(" · {}", self.trump(*t, x)),
                    None => String::new(),
                };
                let tally = if *trick == 1 && led.is_empty() { " (ou décompte)" } else { "" };
                format!("Pli {trick}/{tricks} · à {who} de jouer{led}{trump} · carte ?{tally}")
            }
            Ask::Panfilo { card } => {
                format!("Qui montre le pamphile ({}) ? (un nom ; Entrée = personne)", x.card(*card))
            }
            Ask::Mosca { cards } => format!("Une mouche ? (un nom et les {cards} cartes ; Entrée = aucune)"),
            Ask::Exchange { max } => format!("Combien de cartes {who} échange-t-il ? (de 0 à {max})"),
            Ask::Up => format!("{who} · carte visible ?"),
            Ask::Down => format!("{who} · deux cartes cachées ?"),
            Ask::Wild { lance, values } => {
                let shown: Vec<String> = values.iter().take(8).map(|c| x.card(*c)).collect();
                let more = if values.len() > 8 { " …" } else { "" };
                format!(
                    "{who} joue-t-il la perejila en {} comme {}{more} ? (Entrée = non)",
                    self.lance(*lance),
                    shown.join(" ")
                )
            }
            Ask::Draw => format!("{who} tire-t-il une carte pour la treinta y una ? (la carte ; Entrée = reste)"),
            Ask::Over { winner } => format!(
                "La partie est finie : {} a gagné. Écrivez 'fin' pour clore la séance, ou 'quitter'.",
                x.side(*winner)
            ),
        }
    }

    fn choice(&self, e: &Event, x: &Names) -> String {
        let p = |s: &usize| x.player(*s);
        match e {
            Event::Bid { call: Call::Pass, .. } => "passe".into(),
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
            Event::SetOption { key, value } => format!("option {key}={value}"),
            Event::Note { text } => format!("note {}", crate::term::safe(text)),
            Event::Tally(t) => super::typed_tally(t, x, self.words()),
            Event::Amend { line, entry } => format!("{} {line} {}", self.words().amend[0], self.choice(entry, x)),
            Event::Undo => "annuler".into(),
            Event::End => "fin".into(),
        }
    }

    fn notice(&self, n: &Notice, x: &Names) -> String {
        match n {
            Notice::Antes { each, pot } => format!("Chacun mise {each} : le pot contient {pot}."),
            Notice::Stakes { each, board } => {
                format!("Chacun mise {each} sur chaque case ; le plateau contient {board}.")
            }
            Notice::PanfiloPaid { player, chips } => {
                format!("{} montre le pamphile et reçoit {chips} jetons.", x.player(*player))
            }
            Notice::PotTaken { player, chips, how } => match how {
                PotWin::Alone => format!("{} joue seul et prend le pot de {chips}.", x.player(*player)),
                PotWin::Mosca => format!("{} gagne le pot de {chips} avec une mouche.", x.player(*player)),
                PotWin::AllTricks => format!("{} a fait tous les plis et prend le pot de {chips}.", x.player(*player)),
            },
            Notice::EnBestia { player, pays } => format!("{} est en bête et paie {pays}.", x.player(*player)),
            Notice::RenouncePays { player, chips } => format!("{} paie {chips} pour la renonce.", x.player(*player)),
            Notice::PotCarries { chips } => format!("Il reste {chips} dans le pot."),
            Notice::Void { pot } => format!("Tout le monde passe : donne nulle, le pot de {pot} reste."),
            Notice::Redeal { hand, dealer } => {
                format!("Tout le monde passe : {} redonne la donne {hand}.", x.player(*dealer))
            }
            Notice::Breach(i) => self.infraction(i, x),
            Notice::Hand(r) => self.hand_line(r, x),
            Notice::HandEnded { number } => format!("La donne {number} est finie."),
            Notice::GameWon { side } => format!("{} gagne la partie.", x.side(*side)),
            Notice::OptionChanged { key } => format!("L'option {key} change à partir de la prochaine donne."),
            Notice::Amended { line } => format!("Ligne {line} corrigée ; les scores suivent de l'entrée corrigée."),
            Notice::Retracted { event } => format!("Annulé : {}.", self.choice(event, x)),
        }
    }

    fn did_you_mean(&self, what: &str) -> String {
        format!(" — vouliez-vous dire {what} ?")
    }

    fn refusal_only(&self, r: &Refusal, x: &Names) -> String {
        let p = |s: &usize| x.player(*s);
        let c = |c: &Card| x.card(*c);
        match r {
            Refusal::UnknownPlayer { name } => format!(
                "{} ne joue pas ici ({})",
                quote(name),
                list(&x.players.iter().map(|p| crate::term::safe(p).into_owned()).collect::<Vec<_>>())
            ),
            Refusal::NotACard { text, deck } => match deck {
                DeckKind::French => format!(
                    "{} n'est pas une carte du jeu français : écrivez une valeur (A K Q J 10 9 … 2, T pour 10) et une couleur (S H D C ou ♠ ♥ ♦ ♣), p. ex. 10H, jh, T♥, 'valet de cœur'",
                    quote(text)
                ),
                DeckKind::Spanish => format!(
                    "{} n'est pas une carte du jeu espagnol : écrivez une valeur (1-7, 8 9, S sota, C caballo, R rey) et une couleur (O oros, C copas, E espadas, B bastos), p. ex. 1O, RE, 'as de oros'",
                    quote(text)
                ),
            },
            Refusal::NotInDeck { card, size } => format!("{} n'est pas dans le jeu de {size} cartes", c(card)),
            Refusal::NotAMeld { text } => format!("{} n'est pas une annonce : carré, tierce, quarte, quinte …", quote(text)),
            Refusal::NotALance { text } => format!(
                "{} n'est pas un lance : {}",
                quote(text),
                Lance::ALL.iter().map(|l| l.code()).collect::<Vec<_>>().join(", ")
            ),
            Refusal::NotASay { text } => format!("{} ne se dit pas avec une carte : belote ou rebelote", quote(text)),
            Refusal::NotACall { text } => format!("{} n'est pas une enchère : passe, prends ou joue", quote(text)),
            Refusal::NotATrump { text } => format!("{} n'est pas un atout : S, H, D, C, tout ou sans", quote(text)),
            Refusal::NotACount { count } => format!("{count} n'est pas un nombre de cartes"),
            Refusal::UnknownSide { name, sides } => format!(
                "{} n'est pas un camp de cette table ({})",
                quote(name),
                list(&sides.iter().map(|p| crate::term::safe(p).into_owned()).collect::<Vec<_>>())
            ),
            Refusal::AmendWith { kind } => {
                format!("une correction remplace une entrée de jeu ; elle ne peut pas mettre '{}' à sa place", kind.code())
            }
            Refusal::AmendNoLine { line } => format!(
                "aucune entrée en vigueur à la ligne {line} (annulée, une annulation ou une ligne absente) : corrigez une ligne de la liste"
            ),
            Refusal::AmendRefusedLine { line } => format!(
                "l'entrée de la ligne {line} a été refusée : elle n'est pas en vigueur, il n'y a rien à corriger ; tapez la bonne entrée"
            ),
            Refusal::AmendBreaks { line, why } => {
                format!("avec cette correction, l'entrée de la ligne {line} serait refusée : {}", self.refusal(why, x))
            }
            Refusal::TallyAfterCards => "un décompte remplace les cartes de la donne : il vient après les enchères, avant la première carte (annulez les cartes jouées pour faire le décompte)".into(),
            Refusal::ShownForTally => "des combinaisons ont été montrées avant la première carte : cette donne se note par un décompte (annulez-les pour noter ses cartes)".into(),
            Refusal::TallyNeedsPoints => "un décompte de belote donne les points et les plis de chaque camp, p. ex. 'décompte Ana+Marta 92/5 Luis+Pep 70/3'".into(),
            Refusal::TallyTwice { side } => format!("{} est nommé deux fois dans le décompte", x.side(*side)),
            Refusal::TallyNegative { side } => format!("{} reçoit un compte négatif", x.side(*side)),
            Refusal::TallyTricks { total, want } => format!("les plis font {total} ; une donne en a {want}"),
            Refusal::TallyPoints { total, want, exact: true } => {
                format!("les points font {total} ; toutes les cartes jouées, ils font {want}")
            }
            Refusal::TallyPoints { total, want, exact: false } => {
                format!("les points font {total} ; on ne peut en prendre que {want} au plus")
            }
            Refusal::TallyNoTricks { side, points } => {
                format!("{} n'a fait aucun pli mais reçoit {points} points", x.side(*side))
            }
            Refusal::TallyBelote { most: 0, .. } => "pas de belote sans atout".into(),
            Refusal::TallyBelote { count, most } => {
                format!("la belote est comptée {count} fois ; cet atout en permet au plus {most}")
            }
            Refusal::TallyOut { player } => format!("{} ne joue pas cette donne (a passé) : il ne fait pas de pli", p(player)),
            Refusal::TallyRenounceOut { player } => format!("{} a passé et n'a joué aucune carte : il n'a pas pu renoncer", p(player)),
            Refusal::TallyTricksOnly => "à La Bestia le décompte compte les plis par joueur, pas les points : décompte Ana 2 Luis 3 Marta 0".into(),
            Refusal::NothingToUndo => "il n'y a rien à annuler".into(),
            Refusal::SessionEnded => "la séance est close ('fin' a été écrit)".into(),
            Refusal::GameOver { winner } => format!("la partie est finie : {} a gagné", x.side(*winner)),
            Refusal::NoPlace { kind, ruleset } => format!("une entrée '{}' n'a pas sa place dans {ruleset}", kind.code()),
            Refusal::UnknownOption { key, known } => format!("il n'y a pas d'option {} ; les options sont {}", quote(key), known.join(", ")),
            Refusal::OptionValue { key, problem } => value_problem(key, problem),
            Refusal::AnteTooLow { ante, players, min } => format!(
                "une mise de {ante} est trop faible : {players} joueurs mettent {} jetons et le pot doit en contenir au moins {min}",
                ante * *players as i64
            ),
            Refusal::Overflow => "cette entrée fait déborder un total de jetons ou de points ; elle n'est pas enregistrée et la table s'arrête ici.".into(),
            Refusal::LineTooLong { bytes, max } => format!(
                "cette entrée occuperait {bytes} octets dans le journal, et une ligne du journal en contient au plus {} ({max} octets) : elle n'est pas enregistrée ; coupez une longue note en plusieurs",
                crate::files::size(*max as u64)
            ),
            Refusal::JournalFull { max } => format!(
                "le journal a atteint sa taille maximale ({}) : cette entrée n'est pas enregistrée ; terminez cette séance et continuez dans une nouvelle (tapete new --again)",
                crate::files::size(*max)
            ),
            Refusal::NoHand => "aucune donne n'est en cours : d'abord la donne".into(),
            Refusal::HandNotFinished { hand } => format!("la donne {hand} n'est pas finie"),
            Refusal::NotYourDeal { dealer } => format!("c'est à {} de donner", p(dealer)),
            Refusal::NeedsTurned => "la donne a besoin de la carte retournée".into(),
            Refusal::MoscaSettles => "personne ne joue une donne gagnée par une mouche : écrivez une autre mouche ou la donne suivante".into(),
            Refusal::BiddingOver { taker: Some(t) } => format!("les enchères sont finies : {} a pris", p(t)),
            Refusal::BiddingOver { taker: None } => "le tour « je joue ou je passe » est fini".into(),
            Refusal::NotYourBid { bidder } => format!("c'est à {} de parler", p(bidder)),
            Refusal::CallNotHere { allowed } => format!(
                "cette enchère ne vaut pas ici : {}",
                allowed.iter().map(|a| self.choice(&Event::Bid { player: 0, call: *a, trump: None }, &no_names())).collect::<Vec<_>>().join(" ou ")
            ),
            Refusal::PassNamesNoTrump => "qui passe ne nomme pas d'atout".into(),
            Refusal::TrumpIsTurned { turned } => format!("au premier tour l'atout est la couleur de la retournée ({})", x.suit(*turned)),
            Refusal::NameATrump => "au second tour, qui prend nomme l'atout : S, H, D ou C".into(),
            Refusal::OtherSuit { turned } => format!("au second tour l'atout doit différer de la couleur retournée ({})", x.suit(*turned)),
            Refusal::AllOrNone => "au troisième tour on prend 'tout' (tout atout) ou 'sans' (sans atout)".into(),
            Refusal::NoTrumpInBestia => "à la bête on ne nomme pas d'atout : joue ou passe".into(),
            Refusal::NoSwap { players } => format!("à {players} joueurs on n'échange pas le 7"),
            Refusal::SwapAfterTake => "le 7 s'échange après une prise".into(),
            Refusal::SwapTurnedSuitOnly => "le 7 ne s'échange que si l'atout est la couleur retournée".into(),
            Refusal::AlreadySwapped => "la retournée a déjà été échangée".into(),
            Refusal::SwapBeforeFirstCard => "le 7 s'échange avant la première carte".into(),
            Refusal::TurnedIsSeven => "la retournée est le 7 lui-même".into(),
            Refusal::NoAnnouncements { ruleset } => format!("{ruleset} n'a pas d'annonces (belote et rebelote se disent avec les cartes)"),
            Refusal::AnnounceAfterBidding => "on annonce après les enchères".into(),
            Refusal::AlreadyAnnounced { player } => format!("{} a déjà annoncé dans cette donne", p(player)),
            Refusal::NothingToShow { player } => format!("{} n'a rien annoncé à montrer", p(player)),
            Refusal::ShowBeforeFirstTrick => "les combinaisons se montrent quand tout le monde a joué au premier pli".into(),
            Refusal::NoBottom { players } => format!("à {players} joueurs il ne reste pas de talon après la donne : il n'y a pas de carte du dessous"),
            Refusal::BottomIsTurned { card } => format!("la carte du dessous ne peut pas être la carte retournée ({})", c(card)),
            Refusal::MisdealAfterPlay => "une maldonne se note après la donne et avant la première carte jouée".into(),
            Refusal::AlreadyShown { player } => format!("{} a déjà montré", p(player)),
            Refusal::CardIsOthers { card, owner } => format!("{} est à {}", c(card), p(owner)),
            Refusal::StillBidding { bidder: Some(b) } => format!("les enchères ne sont pas finies : c'est à {} de parler", p(b)),
            Refusal::StillBidding { bidder: None } => "on ne joue pas de carte avant la fin du « je joue ou je passe »".into(),
            Refusal::NotYourTurn { player, trick } => format!("c'est à {} de jouer au pli {trick}", p(player)),
            Refusal::AlreadyPlayed { card, by: Some(by), trick: Some(t) } => format!("{} a déjà été joué par {} au pli {t}", c(card), p(by)),
            Refusal::AlreadyPlayed { card, .. } => format!("{} a déjà été joué dans cette donne", c(card)),
            Refusal::OutOfPlay { card } => format!("{} est hors jeu dans cette donne", c(card)),
            Refusal::InDiscards { card, owner } => format!("{} a été vue dans la main de {} : elle y est encore ou parmi les écarts, que seul un échange pris ensuite dans les écarts peut atteindre", c(card), p(owner)),
            Refusal::KnownHeld { card, holder } => format!("on sait que {} est dans la main de {}", c(card), p(holder)),
            Refusal::NothingToSay => "à la bête on ne dit rien avec les cartes".into(),
            Refusal::PanfiloOff => "le pamphile ne se joue pas dans cette séance (option panfilo)".into(),
            Refusal::PanfiloAlreadyShown => "le pamphile a déjà été montré dans cette donne".into(),
            Refusal::RightAfterDeal => "le pamphile et les mouches se montrent juste après la donne, avant que quiconque joue ou passe".into(),
            Refusal::MoscaSize { size } => format!("une mouche, ce sont {size} cartes différentes d'une couleur"),
            Refusal::MoscaOneSuit { size } => format!("une mouche, ce sont {size} cartes d'une couleur de ce jeu (le pamphile ne compte qu'à trèfle)"),
            Refusal::AlreadyMosca { player } => format!("{} a déjà montré une mouche", p(player)),
            Refusal::MoscaOverlap { other } => format!("ces cartes recoupent la mouche de {}", p(other)),
            Refusal::ExchangeNotNow => "les échanges viennent après « je joue ou je passe », entre ceux qui jouent".into(),
            Refusal::PassedCannotExchange { player } => format!("{} a passé et ne peut pas échanger", p(player)),
            Refusal::ExchangeBeforeFirstCard => "on échange avant la première carte".into(),
            Refusal::AlreadyExchanged { player } => format!("{} a déjà échangé", p(player)),
            Refusal::ExchangeRange { max, count } => format!("on échange de 0 à {max} cartes, pas {count}"),
            Refusal::ExchangeLeft { left, count } => format!(
                "il ne reste que {left} cartes à échanger (le talon, puis les écarts de ceux qui ont passé), pas {count}"
            ),
            Refusal::AlreadyDealt { card } => format!("{} a déjà été donnée dans cette donne", c(card)),
            Refusal::AllUp => "chacun a déjà sa carte visible".into(),
            Refusal::UpInOrder { next } => format!("les cartes visibles vont dans l'ordre de la donne : c'est celle de {}", p(next)),
            Refusal::DownAfterUp => "les cartes cachées viennent après toutes les cartes visibles".into(),
            Refusal::AlreadyDown { player } => format!("{} a déjà deux cartes cachées", p(player)),
            Refusal::DownTwo { count } => format!("chacun reçoit deux cartes cachées, pas {count}"),
            Refusal::DownDiffer => "les deux cartes cachées doivent être différentes".into(),
            Refusal::DrawAfterDeal => "on tire pour la treinta y una quand chacun a trois cartes".into(),
            Refusal::NoPerejila { player, perejila } => format!("{} n'a pas la perejila ({})", p(player), c(perejila)),
            Refusal::WildAsDeOrosOnly => "à l'as de oros la perejila ne peut être que l'as de oros (1O)".into(),
            Refusal::AsDeOrosFaceDown { holder } => format!("{} a l'as de oros caché : la perejila ne peut pas le remplacer", p(holder)),
            Refusal::WildPuntoAce => "au punto la perejila ne compte que comme un as".into(),
            Refusal::WildPuntoFaceUp => "au punto seule une perejila visible compte".into(),
            Refusal::WildPuntoAceBefore { holder } => format!("{} a reçu un as visible avant la perejila : elle ne peut pas compter comme as au punto", p(holder)),
            Refusal::StockLeft { left } => format!("il reste {left} cartes au talon : on rebat quand il est épuisé"),
            Refusal::ReshuffleAfterDeal => "on rebat au trente-et-un, une fois toutes les cartes données".into(),
            Refusal::WildEspadas => "à la mayor de espadas la perejila vaut une carte d'espadas".into(),
            Refusal::WildFixed { card, lance } => format!(
                "la perejila vaut déjà {} depuis {} : elle garde cette valeur jusqu'à la fin de la donne",
                c(card),
                self.lance(*lance)
            ),
        }
    }

    fn misread(&self, m: &Misread, x: &Names) -> String {
        match m {
            Misread::Empty => "écrivez une réponse".into(),
            Misread::NotText => "cette ligne n'est pas du texte UTF-8 et rien n'en a été lu : tapez-la de nouveau".into(),
            Misread::Refused(r) => self.refusal(r, x),
            Misread::AmendForm => "corriger LIGNE ENTRÉE, p. ex. corriger 41 Pep QH belote (la ligne que montre la liste des entrées) ; corriger seul liste les dernières entrées".into(),
            Misread::TallyForm => "décompte CAMP POINTS/PLIS … [belote JOUEUR] [renonce JOUEUR], p. ex. décompte Ana+Marta 92/5 Luis+Pep 70/3 belote Ana ; La Bestia : décompte JOUEUR PLIS …, p. ex. décompte Ana 2 Luis 3 Marta 0".into(),
            Misread::OptionForm => "option CLÉ=VALEUR, p. ex. option target=501".into(),
            Misread::NotUnderstood { text, question } => {
                let want = match &question.ask {
                    Ask::Bid { options, .. } => format!(
                        "une enchère : {}",
                        options
                            .iter()
                            .map(|(call, trump)| self.choice(&Event::Bid { player: 0, call: *call, trump: *trump }, x))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    Ask::Deal { card: DealCard::Nothing, .. } => "'donne' ou le nom du donneur".into(),
                    Ask::Deal { .. } => {
                        "la carte retournée (JH), ou donne avec le nom du donneur devant (donne Ana JH)".into()
                    }
                    Ask::Swap { .. } | Ask::Panfilo { .. } => "le nom d'un joueur".into(),
                    Ask::Mosca { .. } => "le nom d'un joueur et les cartes".into(),
                    Ask::Announce { .. } => "une annonce (carré, tierce, quarte, quinte …) ou rien".into(),
                    Ask::Exchange { max } => format!("un nombre de cartes, de 0 à {max}"),
                    Ask::Over { .. } => "'fin' ou 'quitter'".into(),
                    _ => "une carte".into(),
                };
                format!("{} ne se comprend pas ici : écrivez {want}, ou 'aide'", quote(text))
            }
        }
    }

    fn infraction(&self, i: &Infraction, x: &Names) -> String {
        let who = x.player(i.player);
        match &i.facts {
            Facts::Agreed => format!("{who} a renoncé, comme la table l'a admis dans le décompte"),
            Facts::Play { led, witness } => {
                let led = x.suit(*led);
                let duty = match i.rule {
                    Rule::FollowSuit => format!("n'a pas fourni {led}"),
                    Rule::Beat => format!("n'est pas monté sur le meilleur {led}"),
                    Rule::Trump => "n'a pas coupé".into(),
                    _ => "n'a pas surcoupé".into(),
                };
                let proof = match i.proof {
                    Some((t, c)) => format!("il a joué {} au pli {t}", x.card(c)),
                    None => format!("on savait qu'il avait {}", x.card(*witness)),
                };
                let played = i.card.map(|c| x.card(c)).unwrap_or_default();
                format!("Renonce : {who} {duty} au pli {} (a joué {played}) ; {proof}", i.trick.unwrap_or(0))
            }
            Facts::Contradicted { melds, card, by } => {
                let said = meld_list(melds);
                let card = x.card(*card);
                match by {
                    Some(b) => format!(
                        "{who} a montré {card} pour {said}, mais {} l'a jouée : l'annonce est fausse et nulle",
                        x.player(*b)
                    ),
                    None => format!(
                        "{who} a montré {card} pour {said} et ne l'a jamais jouée : l'annonce est fausse et nulle"
                    ),
                }
            }
            Facts::Announcement { melds } => {
                let said = meld_list(melds);
                match i.rule {
                    Rule::AnnounceLate => {
                        format!("{who} a annoncé {said} après avoir joué une carte : l'annonce est nulle")
                    }
                    Rule::AnnounceNotHigher => {
                        format!("{who} a annoncé {said}, moins qu'une annonce déjà faite : l'annonce est nulle")
                    }
                    Rule::AnnounceOutOfTurn => format!("{who} a annoncé {said} avant son tour : l'annonce est nulle"),
                    Rule::ShowMismatch => {
                        format!("{who} a annoncé {said} mais les cartes montrées ne la font pas : l'annonce est nulle")
                    }
                    _ => format!("{who} a annoncé {said} et ne l'a pas montrée : l'annonce est nulle"),
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
                    format!("Donne {} : personne ne gagne de case ; {pot} jetons restent sur le plateau.", r.number)
                } else {
                    format!("Donne {} : {} ; {pot} jetons restent sur le plateau.", r.number, won.join(", "))
                }
            }
            (None, _, Some(res)) => format!("Donne {} : {} ({})", r.number, scores(&r.score, x), self.result(res)),
            (None, o, None) => format!("Donne {} ({}) : {}", r.number, self.outcome(o), scores(&r.score, x)),
        }
    }

    fn so_far(&self, h: &HandSoFar, x: &Names) -> String {
        let mut s = if h.tricks.1 > 0 {
            format!("Donne {} en cours : {} plis sur {}", h.number, h.tricks.0, h.tricks.1)
        } else {
            format!("Donne {} en cours", h.number)
        };
        for side in 0..h.tricks_won.len() {
            let pts: i64 = h.lines.iter().filter(|l| l.side == side).map(|l| l.points).sum();
            let tricks = if h.tricks.1 > 0 { format!(", {} plis", h.tricks_won[side]) } else { String::new() };
            s.push_str(&format!("\n  {} : {pts}{tricks}", x.side(side)));
        }
        s
    }

    fn help(&self, forms: &[Form]) -> String {
        let mut s = String::from(
            "À toute question : annuler (retire la dernière entrée), marque (le tableau et la donne en cours), aide, \
             quitter (le journal est déjà enregistré), note TEXTE, option CLÉ=VALEUR, fin (clôt la séance).\n\
             Répondez à la question, ou écrivez une entrée complète, le joueur en tête :",
        );
        for f in forms {
            s.push_str("\n  ");
            match f {
                Form::DealTurned => s.push_str("donne [DONNEUR] CARTE — la donne et la carte retournée"),
                Form::DealBottom => s.push_str(
                    "donne [DONNEUR] CARTE [dessous CARTE] — la donne, la carte retournée et celle du dessous",
                ),
                Form::Misdeal => {
                    s.push_str("maldonne — une carte a été vue pendant la donne : le même donneur redonne")
                }
                Form::Reshuffle => s.push_str(
                    "rebattre — le talon est épuisé au trente-et-un : les cartes de la donne sont rebattues pour tirer",
                ),
                Form::DealDealerUp => s.push_str("donne [DONNEUR] CARTE — la donne et la carte visible du donneur"),
                Form::DealWho => s.push_str("donne [DONNEUR] — la donne suivante (Entrée : le donneur suivant)"),
                Form::BidTake { third_round } => {
                    s.push_str("JOUEUR passe · JOUEUR prends · JOUEUR prends S|H|D|C (second tour)");
                    if *third_round {
                        s.push_str(" · JOUEUR prends tout|sans (troisième tour)");
                    }
                }
                Form::BidPlay => s.push_str("JOUEUR joue · JOUEUR passe"),
                Form::Swap => s.push_str("JOUEUR échange7 — échange le 7 d'atout contre la retournée"),
                Form::Announce => {
                    s.push_str("JOUEUR annonce [carré tierce …] — carré, tierce, quarte, quinte ; rien : está bien")
                }
                Form::Show => s.push_str("JOUEUR montre CARTE … — les cartes de l'annonce, après le premier pli"),
                Form::PlaySay => {
                    s.push_str("JOUEUR CARTE [belote|rebelote] — une carte jouée (JH, jh, j♥, 'valet de cœur')")
                }
                Form::Play => s.push_str("JOUEUR CARTE — une carte jouée (JH, jh, j♥, 'valet de cœur')"),
                Form::Exchange => s.push_str("JOUEUR échange N — cartes échangées au talon"),
                Form::Mosca => s.push_str("JOUEUR mouche CARTE CARTE CARTE CARTE CARTE"),
                Form::Panfilo => s.push_str("JOUEUR pamphile — montre le valet de trèfle"),
                Form::Up => s.push_str("JOUEUR visible CARTE — la carte visible"),
                Form::Down => s.push_str("JOUEUR cachées CARTE CARTE — les deux cartes cachées"),
                Form::Tally { by_points: true } => s.push_str("décompte CAMP POINTS/PLIS … [belote JOUEUR] [renonce JOUEUR] — le résultat de la donne au lieu de ses cartes, après les enchères (décompte Ana+Marta 92/5 Luis+Pep 70/3)"),
                Form::Tally { by_points: false } => s.push_str("décompte JOUEUR PLIS … — les plis de la donne au lieu de ses cartes, après les enchères (décompte Ana 2 Luis 3 Marta 0)"),
                Form::Wild => s.push_str("JOUEUR joker LANCE CARTE — la perejila vaut une carte à partir de ce lance"),
                Form::Draw => s.push_str("JOUEUR tire CARTE — une carte pour la treinta y una"),
            }
        }
        s
    }

    fn started(&self, ruleset: &str, sides: &str, journal: &str) -> String {
        format!("Nouvelle séance de {ruleset} : {sides} · journal {journal}")
    }
    fn resuming(&self, journal: &str, sides: &str) -> String {
        format!("Reprise de {journal} · {sides}")
    }
    fn warning(&self, w: &crate::journal::Warning) -> String {
        use crate::journal::Warning;
        match w {
            Warning::CutLine { line } => {
                format!("attention: la ligne {line} est incomplète (coupée par un arrêt brutal) et a été ignorée")
            }
            Warning::RulesetChanged { ruleset } => {
                let r = crate::term::safe(ruleset);
                format!("attention: les règles {r} ont changé depuis l'enregistrement de cette partie (leur sha256 diffère) ; elles sont rejouées avec les règles actuelles")
            }
        }
    }
    fn judge_words(&self) -> &'static super::JudgeWords {
        &JUDGE
    }
    fn cut_aside(&self, line: usize, journal: &str, aside: &str) -> String {
        format!("La ligne {line} de {journal} a été coupée (la table s'est arrêtée en l'écrivant) ; ses octets sont dans {aside} et le journal reprend à la ligne {line}.")
    }
    fn saved(&self, journal: &str) -> String {
        format!("Enregistré. Pour continuer : tapete resume {journal}")
    }
    fn ended(&self, journal: &str) -> String {
        format!("La séance est close. Journal : {journal}")
    }
    fn stat_label(&self, key: crate::engine::StatKey) -> String {
        use crate::engine::StatKey;
        match key {
            StatKey::Sessions => "séances".into(),
            StatKey::Won => "gagnées".into(),
            StatKey::Hands => "donnes".into(),
            StatKey::Taken => "contrats".into(),
            StatKey::Made => "réussis".into(),
            StatKey::Failed => "chutés".into(),
            StatKey::Litiges => "litiges".into(),
            StatKey::Capots => "capots".into(),
            StatKey::Belotes => "belotes".into(),
            StatKey::Combinations => "combinaisons".into(),
            StatKey::Renounces => "renonces".into(),
            StatKey::EnBestia => "en bestia".into(),
            StatKey::Pots => "pots".into(),
            StatKey::Panfilos => "pánfilos".into(),
            StatKey::Moscas => "moscas".into(),
            StatKey::Tururus => "tururús".into(),
            StatKey::Chips => "jetons".into(),
            StatKey::Square(l) => format!("lance {}", self.lance(l)),
        }
    }

    fn sessions_none(&self, dir: &str) -> String {
        format!("Pas encore de session dans {dir} : commencez-en une avec 'tapete new RÈGLEMENT --players A,B,C,D'.")
    }
    fn sessions_heads(&self) -> [&'static str; 7] {
        ["début", "règlement", "joueurs", "donnes", "état", "en tête", "fichier"]
    }
    fn session_status(&self, status: &super::SessionStatus) -> String {
        use super::SessionStatus as S;
        match status {
            S::Won(side) => format!("gagnée par {side}"),
            S::Ended => "terminée".into(),
            S::Unfinished => "en cours".into(),
            S::NotStarted => "pas commencée (sans en-tête)".into(),
            S::Unreadable(why) => format!("illisible : {why}"),
        }
    }
    fn stats_heads(&self) -> [&'static str; 2] {
        ["Joueur", "Équipe"]
    }

    fn board_at(&self, url: &str, journal: &str) -> String {
        format!("Tableau en direct de {journal} sur {url} (lecture seule ; Ctrl-C l'arrête)")
    }

    fn not_read(&self, why: &str) -> String {
        format!("non lu : {why}")
    }

    fn amend_pick(&self) -> String {
        "Quelle entrée corriger ? (sa ligne)".into()
    }

    fn amend_replace(&self, line: usize, old: &str) -> String {
        format!("La ligne {line} ({old}) devient ? (l'entrée complète, p. ex. Pep QH ; Entrée = la laisser)")
    }

    fn retracted_nothing(&self) -> String {
        "La dernière entrée a été retirée.".into()
    }
    fn stats(&self, s: &Stats) -> String {
        if !s.contracts {
            return format!("Donnes : {}", s.hands);
        }
        format!(
            "Donnes : {} · faites {} · chutées {} · litiges {} · capots {} · redonnes {} · belotes {}",
            s.hands, s.made, s.failed, s.litige, s.capots, s.redeals, s.belotes
        )
    }
    fn best_announcement(&self, points: i64, who: &str, cards: &str) -> String {
        format!("Meilleure annonce : {who} {cards} ({points})")
    }
    fn infractions_by_player(&self, list: &str) -> String {
        format!("Infractions : {list}")
    }
    fn not_applied(&self, count: usize) -> String {
        if count == 1 {
            "1 entrée n'a pas pu être appliquée :".into()
        } else {
            format!("{count} entrées n'ont pas pu être appliquées :")
        }
    }
    fn infractions_count(&self, count: usize) -> String {
        if count == 1 {
            "1 infraction :".into()
        } else {
            format!("{count} infractions :")
        }
    }
    fn line_error(&self, line: usize, message: &str) -> String {
        format!("ligne {line} : {message}")
    }
    fn totals(&self, list: &str) -> String {
        format!("Totaux : {list}")
    }

    fn file_error(&self, f: &crate::files::FileError) -> String {
        use crate::files::{FileKind, FileProblem, What};
        let what = match f.what {
            What::Journal => "journal",
            What::Ruleset => "règlement",
            What::Configuration => "configuration",
        };
        let path = &f.path;
        match &f.problem {
            FileProblem::NotRegular { kind } => {
                let kind = match kind {
                    FileKind::Directory => "un dossier",
                    FileKind::Fifo => "un tube nommé (FIFO)",
                    FileKind::Device => "un périphérique",
                    FileKind::Socket => "une socket",
                    FileKind::Other => "autre chose qu'un fichier ordinaire",
                };
                format!("{path} : est {kind}, pas un fichier de {what}")
            }
            FileProblem::TooLarge { size, max } => format!(
                "{path} : fait {} ; un fichier de {what} fait au plus {}",
                crate::files::size(*size),
                crate::files::size(*max)
            ),
            FileProblem::GrewPast { max } => format!("{path} : dépasse {}", crate::files::size(*max)),
            FileProblem::NotUtf8 { line, column } => format!("{path}:{line}:{column} : pas du texte UTF-8"),
            FileProblem::Io(e) => format!("{path} : {e}"),
        }
    }
    fn journal_problem(&self, p: &Problem) -> String {
        match p {
            Problem::NotJson { detail, column } => format!("JSON non valide : {detail} (colonne {column})"),
            Problem::NotObject => "une ligne du journal est un objet JSON : {\"type\": …}".into(),
            Problem::FieldKind { field, kind } => format!(
                "le champ '{field}' doit être {}",
                match kind {
                    Kind::Text => "un texte",
                    Kind::Texts => "une liste de textes",
                    Kind::Whole => "un nombre entier",
                    Kind::Object => "un objet",
                    Kind::Wholes => "un objet de nombres entiers, p. ex. {\"Ana+Marta\": 92, \"Luis+Pep\": 70}",
                    Kind::TextOrTexts => "un nom ou une liste de noms",
                    Kind::Teams => "une liste d'équipes, chacune une liste de noms",
                    Kind::Any => "une valeur",
                }
            ),
            Problem::Shape { detail } => detail.clone(),
            Problem::Missing { ty, field } => format!("une entrée '{ty}' demande le champ '{field}'"),
            Problem::At => "le champ 'at' doit être une heure RFC 3339, p. ex. 2026-11-22T18:03:00Z".into(),
            Problem::SecondHeader => "un second en-tête 'session' ; un journal ne tient qu'une session".into(),
            Problem::UnknownType { ty } => {
                format!("type d'entrée inconnu {} ; les types sont : {KNOWN_TYPES}", quote(ty))
            }
            Problem::InAmend(p) => format!("l'entrée de la correction : {}", self.journal_problem(p)),
            Problem::AmendOfAmend => {
                "l'entrée d'une correction est une entrée de jeu, pas une correction, une annulation ni un en-tête".into()
            }
            Problem::NotHeader => "la première ligne doit être l'en-tête de la session ({\"type\":\"session\", …})".into(),
            Problem::Format { format } => {
                format!("le format de journal {format} n'est pas pris en charge ; ce tapete lit le format 1")
            }
            Problem::OptionValue { key } => {
                format!("l'option {} doit être true/false, un nombre entier ou un mot", quote(key))
            }
            Problem::RulesetTooLarge { max } => {
                format!("le règlement dans l'en-tête dépasse {}", crate::files::size(*max))
            }
            Problem::Lang { lang } => format!("lang {} n'est pas une langue de tapete : en, es ou fr", quote(lang)),
            Problem::RulesetName => {
                "le champ 'ruleset' doit nommer un règlement (sans caractère de contrôle, 4096 octets au plus)".into()
            }
            Problem::Players(m) => format!("players : {}", self.error(&Error::Name(m.clone()), None)),
            Problem::NotUtf8 { column } => format!("pas du texte UTF-8 (colonne {column})"),
            Problem::LineTooLong { max } => format!("la ligne dépasse {}", crate::files::size(*max)),
            Problem::RulesetMissing { ruleset } => format!(
                "le règlement {} n'est pas fourni avec tapete et le journal ne le porte pas (ruleset_yaml) ; nommez son fichier avec --ruleset FICHIER",
                quote(ruleset)
            ),
            Problem::Overflow => {
                "les totaux de jetons ou de points débordent ici ; tapete s'arrête plutôt que de donner un total faux".into()
            }
            Problem::Changed => "le journal a changé pendant sa lecture ; vérifiez-le à nouveau".into(),
        }
    }
    fn error(&self, e: &Error, x: Option<&Names>) -> String {
        match e {
            Error::Name(p) => match p {
                NameProblem::Empty => "un joueur n'a pas de nom".into(),
                NameProblem::Control { name, code } => format!(
                    "le nom {} contient un caractère de contrôle ou de mise en forme (U+{code:04X}) ; un nom se fait de lettres, chiffres, espaces et ponctuation",
                    quote(name)
                ),
                NameProblem::Spaces { name } => format!("le nom {} commence ou finit par une espace", quote(name)),
                NameProblem::TooLong { name, max } => format!("le nom {} dépasse {max} caractères", quote(name)),
                NameProblem::Joins { name } => format!(
                    "le nom {} contient '+' ou ',', qui joignent et séparent les noms (Ana+Marta, --players A,B)",
                    quote(name)
                ),
                NameProblem::Twice { name } => format!("deux joueurs s'appellent {} ; donnez à chacun un nom différent", quote(name)),
                NameProblem::Case { a, b } => format!(
                    "{} et {} sont le même nom aux majuscules près ; donnez à chacun un nom différent",
                    quote(a),
                    quote(b)
                ),
                NameProblem::Word { name } => format!("{} est un mot des entrées de la table ; choisissez un autre nom", quote(name)),
                NameProblem::Number { name } => format!("{} est un nombre ; un nom demande une lettre", quote(name)),
                NameProblem::Card { name } => format!("{} se lit comme une carte ; choisissez un autre nom", quote(name)),
            },
            Error::Judge(p) => match p {
                JudgeProblem::OneHand => {
                    "judge tranche un litige entre joueurs : donnez au moins deux mains (--hand \"NOM : CARTE …\" pour chacune)".into()
                }
                JudgeProblem::TooManyCards { player, count, most, players } => format!(
                    "--hand {} : {count} cartes, mais à {players} joueurs chacun en tient au plus {most}",
                    quote(player)
                ),
            },
            Error::Seating(p) => match p {
                SeatingProblem::Count { ruleset, counts, given } => format!("{ruleset} se joue à {counts} joueurs, pas {given}"),
                SeatingProblem::NoTeams { ruleset } => format!("{ruleset} se joue chacun pour soi : retirez --teams"),
                SeatingProblem::PairsOfFour { ruleset } => format!("{ruleset} ne se joue par équipes qu'à 4 joueurs"),
                SeatingProblem::NotAPlayer { name, players } => format!("{} n'est pas l'un des joueurs ({players})", quote(name)),
                SeatingProblem::TwoTeams { name } => format!("{} est dans deux équipes", quote(name)),
                SeatingProblem::NoTeam { name } => format!("{} n'est dans aucune équipe", quote(name)),
                SeatingProblem::Opposite => {
                    "les équipes sont deux paires de partenaires assis face à face : dans l'ordre A,B,C,D, A+C et B+D".into()
                }
            },
            Error::Save(p) => match p {
                SaveProblem::Write { cause, journal, lines } => format!(
                    "L'entrée n'a pas pu être enregistrée : {}. Le journal {journal} est intact ({lines} lignes) ; rien d'autre n'a été enregistré. Faites de la place, puis continuez avec 'tapete resume {journal}'.",
                    cause_words(cause)
                ),
                SaveProblem::Start { cause } => format!(
                    "La séance n'a pas pu commencer : {}. Rien n'a été enregistré. Faites de la place, puis relancez la même commande 'tapete new'.",
                    cause_words(cause)
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Beside(r), lines } => format!(
                    "Le journal {journal} a été {} pendant que la table notait. Toutes les entrées jusqu'ici ({lines} lignes) sont dans {r} : continuez avec 'tapete resume {r}'.",
                    if *deleted { "supprimé ou déplacé" } else { "remplacé par un autre fichier" }
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Elsewhere(r), lines } => format!(
                    "Le journal {journal} a été {} pendant que la table notait, et aucune copie n'a pu être écrite à côté. Toutes les entrées jusqu'ici ({lines} lignes) sont dans {r} : continuez avec 'tapete resume {r}'.",
                    if *deleted { "supprimé ou déplacé" } else { "remplacé par un autre fichier" }
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Printed { .. }, lines } => format!(
                    "Le journal {journal} a été {} pendant que la table notait, et aucune copie n'a pu être écrite (ni à côté, ni dans le dossier des séances, ni dans le dossier temporaire). Ses {lines} lignes suivent sur la sortie standard : enregistrez-les dans un fichier et continuez avec 'tapete resume FICHIER'.",
                    if *deleted { "supprimé ou déplacé" } else { "remplacé par un autre fichier" }
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Unread { error }, lines } => format!(
                    "Le journal {journal} a été {} pendant que la table notait, et la séance n'a pas pu être relue pour la copier ({error}) : ses {lines} lignes sont peut-être perdues.",
                    if *deleted { "supprimé ou déplacé" } else { "remplacé par un autre fichier" }
                ),
                SaveProblem::Overflow { journal } => format!(
                    "Cette entrée fait déborder un total de jetons ou de points ; elle n'est pas enregistrée et la table s'arrête ici. Le journal {journal} contient toutes les entrées précédentes."
                ),
            },
            Error::Refused(r) => self.refusal(r, x.unwrap_or(&no_names())),
            Error::NeedsRuleset => "nommez une règle du jeu (tapete new belote-classic --players …), utilisez --again, ou mettez 'ruleset' dans la configuration".into(),
            Error::NeedsPlayers => "nommez les joueurs dans l'ordre du jeu : --players A,B,C,D (ou mettez 'players' dans la configuration)".into(),
            Error::NothingToRepeat { dir } => format!("aucune séance dans {dir} à reprendre à l'identique ; commencez-en une avec 'tapete new'"),
            Error::NoUnfinished { dir, board: false } => format!("aucune séance inachevée dans {dir} ; commencez-en une avec 'tapete new'"),
            Error::NoUnfinished { dir, board: true } => format!("aucune séance inachevée dans {dir} ; nommez un journal : tapete board FICHIER"),
            Error::Listen { addr, message } => format!("impossible d'écouter sur {addr} ({message}) : choisissez un autre --port, ou --port 0 pour un port libre"),
            Error::Config { path, line, column, message } => format!("la configuration {path}, ligne {line}, colonne {column} : {message}"),
            Error::NotStarted { path } => format!(
                "{path} n'a pas encore de séance (il a été créé mais son en-tête n'a jamais été écrit) ; commencez-la avec 'tapete new RÈGLES --players … --file {path}'"
            ),
            Error::InUse { path } => format!("{path} est en cours d'utilisation : un autre tapete y note ; fermez-le d'abord"),
            Error::Exists { path } => format!("{path} existe déjà : reprenez-le avec 'tapete resume {path}'"),
            Error::OptionForm { given } => format!("--option prend CLÉ=VALEUR (pas {})", quote(given)),
            Error::File(f) | Error::Ruleset(RulesetError::File(f)) => self.file_error(f),
            Error::Ruleset(RulesetError::Problems(ps)) => {
                ps.iter().map(|p| p.to_string()).collect::<Vec<_>>().join("\n")
            }
            Error::Ruleset(RulesetError::Unknown { name, bundled }) => format!(
                "aucun règlement {} : donnez un nom fourni avec tapete ({}) ou le chemin d'un fichier YAML de règlement",
                quote(name),
                bundled.join(", ")
            ),
            Error::Option(OptionProblem::Unknown { ruleset, key, known }) => {
                format!("le règlement {ruleset} n'a pas d'option {} ; ses options sont {}", quote(key), known.join(", "))
            }
            Error::Option(OptionProblem::Value { key, problem }) => value_problem(key, problem),
            Error::Journal { path, line, problem } => format!("{path} : ligne {line} : {}", self.journal_problem(problem)),
            Error::Header { path, error } => format!("{path} : ligne 1 : {}", self.error(error, x)),
            Error::Input(m) => m.clone(),
            Error::Io { path, source } => format!("{path} : {source}"),
            Error::Output(e) => format!("impossible d'écrire la sortie : {e}"),
            Error::Internal(m) => format!("erreur interne (un bogue de tapete) : {m}"),

        }
    }
}

/// Why a write failed, as the end of a sentence.
fn cause_words(cause: &WriteCause) -> String {
    match cause {
        WriteCause::DiskFull => "le disque est plein".into(),
        WriteCause::Quota => "le quota disque est épuisé".into(),
        WriteCause::SizeLimit => "la taille maximale de fichier est atteinte".into(),
        WriteCause::Other(e) => e.clone(),
    }
}

static JUDGE: super::JudgeWords = super::JudgeWords {
    four: "carré de {}",
    worthless: "carré de {} (ne vaut rien)",
    run: "{} au {}",
    header: "Atout {} · premier en main {}",
    nothing_held: "aucune combinaison",
    wins: "gagne : son camp compte toutes ses combinaisons",
    partner: "compte avec son partenaire, qui a la meilleure combinaison",
    beaten: "battu par {}",
    tied_shared: "égalité : les suites égales se partagent la valeur",
    tied_none: "égalité : à deux joueurs personne ne compte",
    mismatch: "les cartes ne font pas l'annonce : ne compte rien",
    not_higher: "a annoncé moins que {}, qui a annoncé avant : l'annonce est nulle",
    lower: "n'a que des combinaisons inférieures à l'annonce de {}, faite avant : ne pouvait que passer",
    none: "rien à compter",
    scores: "compte {}",
    said_ok: "  a annoncé « {} » : les cartes le font",
    said_bad: "  a annoncé « {} » : les cartes ne le font pas (annonce mal montrée)",
    sides: "Camps : {}",
    why: [
        "un carré qui vaut bat toute suite",
        "entre carrés l'ordre est V, 9, A, 10, R, D",
        "entre suites, la plus longue gagne",
        "à longueur égale, la plus haute carte gagne",
        "suites égales : celle à l'atout gagne",
        "suites égales : le plus près du premier en main gagne",
    ],
};
