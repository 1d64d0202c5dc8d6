//! French: why an entry is refused (with "did you mean …?"), what a line that could not
//! be read was taken for, and the infractions.

use super::{agree, counted, meld_list, no_names, value_problem, Fr};
use crate::cards::{Card, DeckKind, Typing};
use crate::engine::{Ask, Call, CallWords, Misread};
use crate::engine::{BidValue, Duty, Event, Expected, Infraction, Lance, Offence, Proof, Refusal, Say, VoidReason};
use crate::i18n::{letters, list, Names, Questions, Refusals, Terms};
use crate::term::quote;

/// A contract's double and its answer as the ruleset calls them, with what French makes of
/// each: la coinche is feminine, le contre masculine.
struct Doubles {
    /// The word as typed and as the verb says it (on coinche, on contre).
    word: &'static str,
    word_sur: &'static str,
    /// With its article.
    a: &'static str,
    a_sur: &'static str,
    verb: &'static str,
    verb_sur: &'static str,
    /// Its past participle (a coinché), and agreed with l'enchère.
    done: &'static str,
    done_f: &'static str,
    /// Answered "to it", and the relative "to which".
    to_it: &'static str,
    which: &'static str,
}

fn doubles(words: CallWords) -> Doubles {
    match words {
        CallWords::Coinche => Doubles {
            word: "coinche",
            word_sur: "surcoinche",
            a: "une coinche",
            a_sur: "une surcoinche",
            verb: "coincher",
            verb_sur: "surcoincher",
            done: "coinché",
            done_f: "coinchée",
            to_it: "à la coinche",
            which: "à laquelle",
        },
        CallWords::Contre => Doubles {
            word: "contre",
            word_sur: "surcontre",
            a: "un contre",
            a_sur: "un surcontre",
            verb: "contrer",
            verb_sur: "surcontrer",
            done: "contré",
            done_f: "contrée",
            to_it: "au contre",
            which: "auquel",
        },
    }
}

impl Refusals for Fr {
    fn did_you_mean(&self, what: &str) -> String {
        format!(" — vouliez-vous dire {what}\u{a0}?")
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
            Refusal::NotACard { text, typing } => format!("{} {}", quote(text), self.not_a_card(typing)),
            Refusal::NotInDeck { card, size } => format!("{} n'est pas dans le jeu de {}", c(card), counted(*size, "carte", "cartes")),
            Refusal::NotAMeld { text } => format!("{} n'est pas une annonce\u{a0}: carré, tierce, quarte, quinte …", quote(text)),
            Refusal::NotALance { text } => format!(
                "{} n'est pas un lance\u{a0}: {}",
                quote(text),
                Lance::ALL.iter().map(|l| l.code()).collect::<Vec<_>>().join(", ")
            ),
            Refusal::NotASay { text } => format!("{} ne se dit pas avec une carte\u{a0}: belote ou rebelote", quote(text)),
            Refusal::NotACall { text } => format!("{} n'est pas une enchère\u{a0}: passe, prends ou joue", quote(text)),
            Refusal::NotATrump { text } => format!("{} n'est pas un atout\u{a0}: S, H, D, C, tout ou sans", quote(text)),
            Refusal::NotACount { count } => format!("{count} n'est pas un nombre de cartes"),
            Refusal::UnknownSide { name, sides } => format!(
                "{} n'est pas un camp de cette table ({})",
                quote(name),
                list(&sides.iter().map(|p| crate::term::safe(p).into_owned()).collect::<Vec<_>>())
            ),
            Refusal::AmendWith { kind } => {
                format!("une correction remplace une entrée de jeu\u{a0}; elle ne peut pas mettre '{}' à sa place", kind.code())
            }
            Refusal::AmendNoLine { line } => format!(
                "aucune entrée en vigueur à la ligne {line} (annulée, une annulation ou une ligne absente)\u{a0}: corrigez une ligne de la liste"
            ),
            Refusal::AmendRefusedLine { line } => format!(
                "l'entrée de la ligne {line} a été refusée\u{a0}: elle n'est pas en vigueur, il n'y a rien à corriger\u{a0}; tapez la bonne entrée"
            ),
            Refusal::AmendBreaks { line, why } => {
                format!("avec cette correction, l'entrée de la ligne {line} serait refusée\u{a0}: {}", self.refusal(why, x))
            }
            Refusal::TallyAfterCards => "un décompte remplace les cartes de la donne\u{a0}: il vient après les enchères, avant la première carte (annulez les cartes jouées pour faire le décompte)".into(),
            Refusal::ShownForTally => "des combinaisons ont été montrées avant la première carte\u{a0}: cette donne se note par un décompte (annulez-les pour noter ses cartes)".into(),
            Refusal::TallyNeedsPoints(shape) => format!("un décompte de belote donne les points et les plis de chaque camp, p. ex. '{}'", crate::i18n::tally_example(*shape, x, self.words())),
            Refusal::TallyTwice { side } => format!("{} est nommé deux fois dans le décompte", x.side(*side)),
            Refusal::TallyNegative { side } => format!("{} reçoit un compte négatif", x.side(*side)),
            Refusal::TallyTricks { total, want } => format!("les plis font {total}\u{a0}; une donne en a {want}"),
            Refusal::TallyPoints { total, want, exact: true } => {
                format!("les points font {total}\u{a0}; toutes les cartes jouées, ils font {want}")
            }
            Refusal::TallyPoints { total, want, exact: false } => {
                format!("les points font {total}\u{a0}; on ne peut en prendre que {want} au plus")
            }
            Refusal::TallyNoTricks { side, points } => {
                format!("{} n'a fait aucun pli mais reçoit {}", x.side(*side), counted(*points, "point", "points"))
            }
            Refusal::TallyBelote { most: 0, .. } => "pas de belote sans atout".into(),
            Refusal::TallyBelote { count, most } => {
                format!("la belote est comptée {count} fois\u{a0}; cet atout en permet au plus {most}")
            }
            Refusal::TallyOut { player } => format!("{} ne joue pas cette donne (a passé)\u{a0}: il ne fait pas de pli", p(player)),
            Refusal::TallyRenounceOut { player } => format!("{} a passé et n'a joué aucune carte\u{a0}: il n'a pas pu renoncer", p(player)),
            Refusal::TallyTricksOnly => "à La Bestia le décompte compte les plis par joueur, pas les points\u{a0}: décompte Ana 2 Luis 3 Marta 0".into(),
            Refusal::NothingToUndo => "il n'y a rien à annuler".into(),
            Refusal::SessionEnded => "la séance est close ('fin' a été écrit)".into(),
            Refusal::PartieNotOver => "la partie n'est pas finie\u{a0}: un camp confirme ou conteste son résultat une fois ses donnes jouées".into(),
            Refusal::GameOver { winner: Some(w) } => format!("la partie est finie\u{a0}: {} a gagné", x.side(*w)),
            Refusal::GameOver { winner: None } => "la partie est finie\u{a0}: ses donnes sont jouées, à égalité".into(),
            Refusal::NoPlace { kind, ruleset } => format!("une entrée '{}' n'a pas sa place dans {ruleset}", kind.code()),
            Refusal::UnknownOption { key, known } => format!("il n'y a pas d'option {}\u{a0}; les options sont {}", quote(key), known.join(", ")),
            Refusal::OptionValue { key, problem } => value_problem(key, problem),
            Refusal::AnteTooLow { ante, players, min } => format!(
                "une mise de {ante} est trop faible\u{a0}: {} {} {} et le pot doit en contenir au moins {min}",
                counted(*players, "joueur", "joueurs"),
                agree(*players, "met", "mettent"),
                counted(ante * *players as i64, "jeton", "jetons")
            ),
            Refusal::Overflow => "cette entrée fait déborder un total de jetons ou de points\u{a0}; elle n'est pas enregistrée et la table s'arrête ici.".into(),
            Refusal::LineTooLong { bytes, max } => format!(
                "cette entrée occuperait {} dans le journal, et une ligne du journal en contient au plus {} ({})\u{a0}: elle n'est pas enregistrée\u{a0}; coupez une longue note en plusieurs",
                counted(*bytes, "octet", "octets"),
                super::size(*max as u64),
                counted(*max, "octet", "octets")
            ),
            Refusal::JournalFull { max } => format!(
                "le journal a atteint sa taille maximale ({})\u{a0}: cette entrée n'est pas enregistrée\u{a0}; terminez cette séance et continuez dans une nouvelle (tapete new --again)",
                super::size(*max)
            ),
            Refusal::NoHand => "aucune donne n'est en cours\u{a0}: d'abord la donne".into(),
            Refusal::HandNotFinished { hand } => format!("la donne {hand} n'est pas finie"),
            Refusal::NotYourDeal { dealer } => format!("c'est à {} de donner", p(dealer)),
            Refusal::NothingTurned => "on ne retourne pas de carte à cette donne\u{a0}: donne, ou donne et le nom du donneur".into(),
            Refusal::NeedsTurned => "la donne a besoin de la carte retournée".into(),
            Refusal::MoscaSettles => "personne ne joue une donne gagnée par une mouche\u{a0}: écrivez une autre mouche ou la donne suivante".into(),
            Refusal::BiddingOver { taker: Some(t) } => format!("les enchères sont finies\u{a0}: {} a pris", p(t)),
            Refusal::BiddingOver { taker: None } => "le tour « je joue ou je passe » est fini".into(),
            Refusal::NotYourBid { bidder } => format!("c'est à {} de parler", p(bidder)),
            Refusal::CallNotHere { allowed } => format!(
                "cette enchère ne vaut pas ici\u{a0}: {}",
                allowed.iter().map(|a| self.choice(&Event::Bid { player: 0, call: *a, trump: None }, &no_names())).collect::<Vec<_>>().join(" ou ")
            ),
            Refusal::PassNamesNoTrump => "qui passe ne nomme pas d'atout".into(),
            Refusal::TrumpIsTurned { turned } => format!("au premier tour l'atout est la couleur de la retournée ({})", x.suit(*turned)),
            Refusal::NameATrump => {
                let [s, h, d, c] = letters::suit_letters(x.deck, x.letters);
                format!("au second tour, qui prend nomme l'atout\u{a0}: {s}, {h}, {d} ou {c}")
            }
            Refusal::OtherSuit { turned } => format!("au second tour l'atout doit différer de la couleur retournée ({})", x.suit(*turned)),
            Refusal::AllOrNone => "au troisième tour on prend 'tout' (tout atout) ou 'sans' (sans atout)".into(),
            Refusal::BidNeedsValue => "une enchère dit sa valeur\u{a0}: de 80 à 180 de dix en dix, ou capot".into(),
            Refusal::ValueOnlyWithBid { call } => format!("seule une enchère a une valeur\u{a0}; '{}' n'en a pas", self.choice(&Event::Bid { player: 0, call: *call, trump: None }, &no_names())),
            Refusal::NotABidValue { text } => format!("{} n'est pas une valeur d'enchère\u{a0}: de 80 à 180 de dix en dix, ou capot", quote(text)),
            Refusal::BidNeedsTrump => {
                let [s, h, d, c] = letters::suit_letters(x.deck, x.letters);
                format!("une enchère nomme son atout\u{a0}: {s}, {h}, {d} ou {c} (ou TA, SA là où on les annonce)")
            }
            Refusal::CoincheNamesNoTrump { words } => {
                let d = doubles(*words);
                format!("{} ou {} ne nomme pas d'atout", d.a, d.a_sur)
            }
            Refusal::BidNotAbove { standing: BidValue::Capot, .. } => "rien ne s'annonce au-dessus d'un capot".into(),
            Refusal::BidNotAbove { standing, lowest: Some(l) } => format!("une enchère doit dépasser celle en cours, {}\u{a0}: {} ou plus, ou capot", standing.code(), l.code()),
            Refusal::BidNotAbove { standing, lowest: None } => format!("une enchère doit dépasser celle en cours, {}\u{a0}: seul le capot la dépasse", standing.code()),
            Refusal::BidNotTens { value } => format!("{value} n'est pas un multiple de dix\u{a0}: on annonce de dix en dix"),
            Refusal::BidOutOfRange { value, max } => format!("{value} n'est pas une enchère\u{a0}: on annonce de 80 à {max}, ou capot"),
            Refusal::NoAllNoTrump => "on n'annonce ni tout atout ni sans atout dans ce jeu (option all_no_trump)".into(),
            Refusal::SelfRaiseSameTrump { trump } => format!("on ne monte sa propre enchère que dans un autre atout, pas {}", self.trump(*trump, x)),
            Refusal::SelfRaiseNever => "on ne monte pas sa propre enchère dans ce jeu (option self_raise: never)".into(),
            Refusal::CoincheOwnSide { bidder, words } => format!("seul un adversaire de {} (qui tient l'enchère) peut {}", p(bidder), doubles(*words).verb),
            Refusal::CoincheNoBid { words } => format!("il n'y a pas d'enchère à {}", doubles(*words).verb),
            Refusal::AlreadyCoinched { by, words } => format!("l'enchère est déjà {}, par {}", doubles(*words).done_f, p(by)),
            Refusal::CoincheOutOfTurn { bidder, words } => format!("dans ce jeu on {} à son tour, et c'est à {} de parler (option coinche_timing: in-turn)", doubles(*words).word, p(bidder)),
            Refusal::BidAfterCoinche { coincher, words } => {
                let d = doubles(*words);
                format!("{} a {}\u{a0}: plus d'enchère\u{a0}; le camp de l'enchère répond, passe ou {}", p(coincher), d.done, d.word_sur)
            }
            Refusal::SurcoincheNoCoinche { words } => {
                let d = doubles(*words);
                format!("il n'y a pas de {} {} répondre par {}", d.word, d.which, d.a_sur)
            }
            Refusal::SurcoincheByCoinchers { bidder, words } => format!("seul le camp de {} {}", p(bidder), doubles(*words).word_sur),
            Refusal::AnswerByBiddersSide { bidder, words } => {
                let d = doubles(*words);
                format!("après {} seuls {} et son partenaire répondent, passe ou {}", d.a, p(bidder), d.word_sur)
            }
            Refusal::AlreadyAnswered { player, words } => format!("{} a déjà répondu {}", p(player), doubles(*words).to_it),
            Refusal::NoTrumpInBestia => "à la bête on ne nomme pas d'atout\u{a0}: joue ou passe".into(),
            Refusal::NoSwap { players } => format!("à {} on n'échange pas le 7", counted(*players, "joueur", "joueurs")),
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
            Refusal::NoBottom { players } => format!("à {} il ne reste pas de talon après la donne\u{a0}: il n'y a pas de carte du dessous", counted(*players, "joueur", "joueurs")),
            Refusal::BottomIsTurned { card } => format!("la carte du dessous ne peut pas être la carte retournée ({})", c(card)),
            Refusal::MisdealAfterPlay => "une maldonne se note après la donne et avant la première carte jouée".into(),
            Refusal::AlreadyShown { player } => format!("{} a déjà montré", p(player)),
            Refusal::CardIsOthers { card, owner } => format!("{} est à {}", c(card), p(owner)),
            Refusal::StillBidding { bidder: Some(b) } => format!("les enchères ne sont pas finies\u{a0}: c'est à {} de parler", p(b)),
            Refusal::StillBidding { bidder: None } => "on ne joue pas de carte avant la fin du « je joue ou je passe »".into(),
            Refusal::NotYourTurn { player, trick } => format!("c'est à {} de jouer au pli {trick}", p(player)),
            Refusal::AlreadyPlayed { card, by: Some(by), trick: Some(t) } => format!("{} a déjà été joué par {} au pli {t}", c(card), p(by)),
            Refusal::AlreadyPlayed { card, .. } => format!("{} a déjà été joué dans cette donne", c(card)),
            Refusal::OutOfPlay { card } => format!("{} est hors jeu dans cette donne", c(card)),
            Refusal::InDiscards { card, owner } => format!("{} a été vue dans la main de {}\u{a0}: elle y est encore ou parmi les écarts, que seul un échange pris ensuite dans les écarts peut atteindre", c(card), p(owner)),
            Refusal::KnownHeld { card, holder } => format!("on sait que {} est dans la main de {}", c(card), p(holder)),
            Refusal::NothingToSay => "à la bête on ne dit rien avec les cartes".into(),
            Refusal::PanfiloOff => "le pamphile ne se joue pas dans cette séance (option panfilo)".into(),
            Refusal::PanfiloAlreadyShown => "le pamphile a déjà été montré dans cette donne".into(),
            Refusal::RightAfterDeal => "le pamphile et les mouches se montrent juste après la donne, avant que quiconque joue ou passe".into(),
            Refusal::MoscaSize { size } => format!("une mouche, ce sont {} d'une couleur", counted(*size, "carte différente", "cartes différentes")),
            Refusal::MoscaOneSuit { size } => format!("une mouche, ce sont {} d'une couleur de ce jeu (le pamphile ne compte qu'à trèfle)", counted(*size, "carte", "cartes")),
            Refusal::AlreadyMosca { player } => format!("{} a déjà montré une mouche", p(player)),
            Refusal::MoscaOverlap { other } => format!("ces cartes recoupent la mouche de {}", p(other)),
            Refusal::ExchangeNotNow => "les échanges viennent après « je joue ou je passe », entre ceux qui jouent".into(),
            Refusal::PassedCannotExchange { player } => format!("{} a passé et ne peut pas échanger", p(player)),
            Refusal::ExchangeBeforeFirstCard => "on échange avant la première carte".into(),
            Refusal::AlreadyExchanged { player } => format!("{} a déjà échangé", p(player)),
            Refusal::ExchangeRange { max, count } => format!("on échange de 0 à {}, pas {count}", counted(*max, "carte", "cartes")),
            Refusal::ExchangeLeft { left, count } => format!(
                "il ne reste que {} à échanger (le talon, puis les écarts de ceux qui ont passé), pas {count}",
                counted(*left, "carte", "cartes")
            ),
            Refusal::AlreadyDealt { card } => format!("{} a déjà été donnée dans cette donne", c(card)),
            Refusal::AllUp => "chacun a déjà sa carte visible".into(),
            Refusal::UpInOrder { next } => format!("les cartes visibles vont dans l'ordre de la donne\u{a0}: c'est celle de {}", p(next)),
            Refusal::DownAfterUp => "les cartes cachées viennent après toutes les cartes visibles".into(),
            Refusal::AlreadyDown { player } => format!("{} a déjà deux cartes cachées", p(player)),
            Refusal::DownTwo { count } => format!("chacun reçoit deux cartes cachées, pas {count}"),
            Refusal::DownDiffer => "les deux cartes cachées doivent être différentes".into(),
            Refusal::DrawAfterDeal => "on tire pour la treinta y una quand chacun a trois cartes".into(),
            Refusal::StandAfterDeal => "on s'arrête à la treinta y una quand chacun a trois cartes".into(),
            Refusal::AlreadyStood { player } => format!("{} a déjà arrêté de tirer à la treinta y una", p(player)),
            Refusal::HandSettled { hand } => format!("la donne {hand} est réglée\u{a0}: place à la donne suivante"),
            Refusal::HoldsThirtyOne { player, limit } => {
                format!("{} a {limit} à la treinta y una\u{a0}: plus de carte", p(player))
            }
            Refusal::OverThirtyOne { player, count, limit } => {
                format!("{} a dépassé {limit} à la treinta y una ({count})\u{a0}: hors jeu, plus de carte", p(player))
            }
            Refusal::WildSettled { hand } => format!(
                "la donne {hand} est réglée\u{a0}: pour donner tard une valeur à la perejila, annulez jusqu'avant l'entrée qui l'a réglée, puis donnez la valeur"
            ),
            Refusal::NoPerejila { player, perejila } => format!("{} n'a pas la perejila ({})", p(player), c(perejila)),
            Refusal::WildAsDeOrosOnly => "à l'as de oros la perejila ne peut être que l'as de oros (1O)".into(),
            Refusal::AsDeOrosFaceDown { holder } => format!("{} a l'as de oros caché\u{a0}: la perejila ne peut pas le remplacer", p(holder)),
            Refusal::WildPuntoAce => "au punto la perejila ne compte que comme un as".into(),
            Refusal::WildPuntoFaceUp => "au punto seule une perejila visible compte".into(),
            Refusal::WildPuntoAceBefore { holder } => format!("{} a reçu un as visible avant la perejila\u{a0}: elle ne peut pas compter comme as au punto", p(holder)),
            Refusal::StockLeft { left } => format!("il reste {} au talon\u{a0}: on rebat quand il est épuisé", counted(*left, "carte", "cartes")),
            Refusal::ReshuffleAfterDeal => "on rebat au trente-et-un, une fois toutes les cartes données".into(),
            Refusal::WildEspadas => "à la mayor de espadas la perejila vaut une carte d'espadas".into(),
            Refusal::WildFixed { card, lance } => format!(
                "la perejila vaut déjà {} depuis {}\u{a0}: elle garde cette valeur jusqu'à la fin de la donne",
                c(card),
                self.lance(*lance)
            ),
        }
    }

    fn misread(&self, m: &Misread, x: &Names) -> String {
        match m {
            Misread::Empty => "écrivez une réponse".into(),
            Misread::NotText => "cette ligne n'est pas du texte UTF-8 et rien n'en a été lu\u{a0}: tapez-la de nouveau".into(),
            Misread::Refused(r) => self.refusal(r, x),
            Misread::SideForm { dispute } => if *dispute { "conteste CAMP TEXTE\u{a0}: le camp (son nom, ou l'un de ses joueurs) et pourquoi, p. ex. conteste Ana+Marta la donne 3 faisait 92".into() } else { "confirme CAMP\u{a0}: le nom du camp, ou l'un de ses joueurs, p. ex. confirme Ana+Marta".into() },
            Misread::AmendForm => format!("corriger LIGNE ENTRÉE, p. ex. corriger 41 Pep {} belote (la ligne que montre la liste des entrées)\u{a0}; corriger seul liste les dernières entrées", x.code(letters::AMEND_EXAMPLE)),
            Misread::AmendWhat { line } => format!("tapez ce qui remplace la ligne {line} sur la même ligne\u{a0}: corriger {line} CARTE (un jeu du même joueur) ou corriger {line} ENTRÉE, p. ex. corriger {line} {}", x.code(letters::AMEND_EXAMPLE)),
            Misread::TallyForm(Some(shape)) if shape.points.is_some() => format!("décompte CAMP POINTS/PLIS … [belote JOUEUR] [renonce JOUEUR], p. ex. {} belote {}", crate::i18n::tally_example(*shape, x, self.words()), x.player(0)),
            Misread::TallyForm(Some(shape)) => format!("décompte JOUEUR PLIS …, p. ex. {}", crate::i18n::tally_example(*shape, x, self.words())),
            Misread::TallyForm(None) => "décompte CAMP POINTS/PLIS … [belote JOUEUR] [renonce JOUEUR]\u{a0}; La Bestia\u{a0}: décompte JOUEUR PLIS …".into(),
            Misread::OptionForm => "option CLÉ=VALEUR, p. ex. option target=501".into(),
            Misread::WhoCalls { call, may, words } => {
                let names: Vec<String> = may.iter().map(|p| x.player(p).to_string()).collect();
                let (both, first) = (crate::i18n::joined(&names, "et"), names.first().cloned().unwrap_or_default());
                let d = doubles(*words);
                match call {
                    Call::Coinche => format!("{both} peuvent {} tous les deux\u{a0}: écrivez qui {}, p. ex. {first} {}", d.verb, d.word, d.word),
                    Call::Surcoinche => format!("{both} peuvent {} tous les deux\u{a0}: écrivez qui {}, p. ex. {first} {}", d.verb_sur, d.word_sur, d.word_sur),
                    _ => format!("{both} répondent tous les deux {}\u{a0}: écrivez qui passe, p. ex. {first} passe", d.to_it),
                }
            }
            Misread::NotUnderstood { text, question } | Misread::NotABid { text, question } => {
                let want = match question.ask.expected() {
                    Expected::Call(options) => format!("une enchère\u{a0}: {}", self.calls(options, x).join(", ")),
                    Expected::DealOrDealer => "'donne' ou le nom du donneur".into(),
                    Expected::TurnedCard => {
                        let c = x.code(letters::TURNED_EXAMPLE);
                        format!("la carte retournée ({c}), ou donne avec le nom du donneur devant (donne Ana {c})")
                    }
                    Expected::Player => "le nom d'un joueur".into(),
                    Expected::PlayerAndCards => "le nom d'un joueur et les cartes".into(),
                    Expected::Announcement => "une annonce (carré, tierce, quarte, quinte …) ou rien".into(),
                    Expected::Count { max } => format!("un nombre de cartes, de 0 à {max}"),
                    Expected::EndOrQuit => "'fin' ou 'quitter'".into(),
                    Expected::ContractCall { lowest, capot, all_no_trump, closing } => {
                        let mut can = Vec::new();
                        if let Some(l) = lowest {
                            can.push(format!("une enchère ({} ou plus et son atout{})", l.code(), if all_no_trump { ", TA ou SA" } else { "" }));
                        }
                        if capot {
                            can.push("capot et son atout".to_string());
                        }
                        if let Ask::ContractBid { may_coinche, may_surcoinche, words, .. } = &question.ask {
                            let (co, sur) = match words {
                                CallWords::Coinche => ("coinche", "surcoinche"),
                                CallWords::Contre => ("contre", "surcontre"),
                            };
                            if !may_coinche.is_empty() {
                                can.push(co.into());
                            }
                            can.push("passe".into());
                            if !may_surcoinche.is_empty() {
                                can.push(sur.into());
                            }
                        }
                        if closing {
                            can.push("l'entame".to_string());
                        }
                        crate::i18n::joined(&can, "ou")
                    }
                    Expected::Card => "une carte".into(),
                    Expected::Say(say) => {
                        let w = if say == Say::Belote { "belote" } else { "rebelote" };
                        format!("'{w}', ou Entrée\u{a0}: pas dit")
                    }
                };
                match m {
                    Misread::NotABid { .. } => format!("{} n'est pas une enchère\u{a0}: écrivez {want}", quote(text)),
                    _ => format!("{} ne se comprend pas ici\u{a0}: écrivez {want}, ou 'aide'", quote(text)),
                }
            }
        }
    }

    fn infraction(&self, i: &Infraction, x: &Names) -> String {
        let who = x.player(i.player);
        match i.offence() {
            Offence::Agreed => format!("{who} a renoncé, comme la table l'a admis dans le décompte"),
            Offence::Play { duty, led, trick, played, proof } => {
                let led = x.suit(led);
                let duty = match duty {
                    Duty::FollowSuit => format!("n'a pas fourni {led}"),
                    Duty::Beat => format!("n'est pas monté sur le meilleur {led}"),
                    Duty::Trump => "n'a pas coupé".into(),
                    Duty::Overtrump => "n'a pas surcoupé".into(),
                };
                let proof = match proof {
                    Proof::Played { trick: t, card: c } => format!("il a joué {} au pli {t}", x.card(c)),
                    Proof::Held(witness) => format!("on savait qu'il avait {}", x.card(witness)),
                };
                let played = played.map(|c| x.card(c)).unwrap_or_default();
                format!("Renonce\u{a0}: {who} {duty} au pli {trick} (a joué {played})\u{a0}; {proof}")
            }
            Offence::Contradicted { melds, card, by } => {
                let said = meld_list(melds);
                let card = x.card(card);
                match by {
                    Some(b) => format!(
                        "{who} a montré {card} pour {said}, mais {} l'a jouée\u{a0}: l'annonce est fausse et nulle",
                        x.player(b)
                    ),
                    None => format!(
                        "{who} a montré {card} pour {said} et ne l'a jamais jouée\u{a0}: l'annonce est fausse et nulle"
                    ),
                }
            }
            Offence::Void { melds, why } => {
                let said = meld_list(melds);
                match why {
                    VoidReason::Late => {
                        format!("{who} a annoncé {said} après avoir joué une carte\u{a0}: l'annonce est nulle")
                    }
                    VoidReason::NotHigher => {
                        format!("{who} a annoncé {said}, moins qu'une annonce déjà faite\u{a0}: l'annonce est nulle")
                    }
                    VoidReason::OutOfTurn => {
                        format!("{who} a annoncé {said} avant son tour\u{a0}: l'annonce est nulle")
                    }
                    VoidReason::ShowMismatch => {
                        format!(
                            "{who} a annoncé {said} mais les cartes montrées ne la font pas\u{a0}: l'annonce est nulle"
                        )
                    }
                    VoidReason::NotShown => {
                        format!("{who} a annoncé {said} et ne l'a pas montrée\u{a0}: l'annonce est nulle")
                    }
                }
            }
        }
    }
}

impl Fr {
    /// Why a typed text is no card, after the text: the table's letters and its deck's ranks.
    pub(super) fn not_a_card(&self, t: &Typing) -> String {
        match t.deck {
            DeckKind::French => format!(
                "n'est pas une carte du jeu français\u{a0}: écrivez une valeur ({}{}) et une couleur ({} ou ♠ ♥ ♦ ♣), p. ex. {}, '{}'",
                letters::french_ranks(t),
                if letters::t_for_ten(t.deck, t.letters) { ", T pour 10" } else { "" },
                letters::suit_letters(t.deck, t.letters).join(" "),
                letters::french_examples(t.letters),
                self.card_name(letters::refusal_card(t.deck), t.deck)
            ),
            DeckKind::Spanish => format!(
                "n'est pas une carte du jeu espagnol\u{a0}: écrivez une valeur ({}, S sota, C caballo, R rey) et une couleur (O oros, C copas, E espadas, B bastos), p. ex. 1O, RE, 'as de oros'",
                letters::spanish_numbers(t)
            ),
        }
    }
}
