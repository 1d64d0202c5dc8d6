//! English.

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

pub struct En;

pub(super) static WORDS: Words = Words {
    pass: &["pass", "p"],
    take: &["take", "t"],
    play: &["play"],
    all: &["all", "all-trump"],
    none: &["none", "no-trump"],
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
                &Names { players: &[], sides: &[], deck: DeckKind::French },
            )
        })
        .collect::<Vec<_>>()
        .join(" or ")
}

fn value_problem(key: &str, p: &ValueProblem) -> String {
    let kind = |k: &OptKind| match k {
        OptKind::Bool => "true or false",
        OptKind::Int => "a whole number",
        OptKind::Str => "a word",
    };
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

impl Catalog for En {
    fn lang(&self) -> Lang {
        Lang::En
    }
    fn words(&self) -> &'static Words {
        &WORDS
    }
    fn text(&self, t: Text) -> &'static str {
        match t {
            Text::Hand => "Hand",
            Text::Dealer => "Dealer",
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
            Text::AllTrump => "all-trump",
            Text::NoTrump => "no-trump",
            Text::Yes => "yes",
            Text::No => "no",
            Text::Tallied => "tallied",
        }
    }

    fn card_name(&self, c: Card, deck: DeckKind) -> String {
        let suits = match deck {
            DeckKind::French => ["spades", "hearts", "diamonds", "clubs"],
            DeckKind::Spanish => ["oros", "copas", "espadas", "bastos"],
        };
        format!("{} of {}", rank_word(c, deck), suits[c.suit().0 as usize & 3])
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
                    DealCard::Turned => "turned card?",
                    DealCard::TurnedBottom => "turned card (then the bottom card, if shown)?",
                    DealCard::DealerUp => "the dealer's face-up card?",
                    DealCard::Nothing => "deal?",
                };
                format!("Hand {hand} · dealer {} · {what}", x.player(*dealer))
            }
            Ask::Bid { round, turned, options, .. } => {
                if options.iter().any(|o| o.0 == Call::Play) {
                    format!(
                        "{who}: play or pass?{}",
                        turned.map(|c| format!(" (trump {})", x.suit(c.suit()))).unwrap_or_default()
                    )
                } else {
                    let turned = turned.map(|c| format!(" · turned {}", x.card(c))).unwrap_or_default();
                    format!("Bidding round {round}{turned} · {who}?")
                }
            }
            Ask::Swap { turned } => {
                format!("Does anyone swap the 7 of trump for the turned {}? (a name; Enter = nobody)", x.card(*turned))
            }
            Ask::Announce { .. } => format!("{who} announces? (Enter = está bien)"),
            Ask::Show { melds } => {
                format!("{who} shows the cards of {}? (the cards; Enter = not now)", meld_list(melds))
            }
            Ask::Card { trick, tricks, led, trump, .. } => {
                let led = led.map(|s| format!(" · led {}", x.suit(s))).unwrap_or_default();
                let trump = match trump {
                    Some(Trump::Suit(s)) => format!(" · trump {}", x.suit(*s)),
                    Some(t) => format!(" · {}", self.trump(*t, x)),
                    None => String::new(),
                };
                let tally = if *trick == 1 && led.is_empty() { " (or tally)" } else { "" };
                format!("Trick {trick}/{tricks} · {who} to play{led}{trump} · card?{tally}")
            }
            Ask::Panfilo { card } => format!("Who shows the pánfilo ({})? (a name; Enter = nobody)", x.card(*card)),
            Ask::Mosca { cards } => format!("A mosca? (a name and the {cards} cards; Enter = none)"),
            Ask::Exchange { max } => format!("{who} exchanges how many cards? (0 to {max})"),
            Ask::Up => format!("{who} · face-up card?"),
            Ask::Down => format!("{who} · two face-down cards?"),
            Ask::Wild { lance, values } => {
                let shown: Vec<String> = values.iter().take(8).map(|c| x.card(*c)).collect();
                let more = if values.len() > 8 { " …" } else { "" };
                format!(
                    "{who} may use the perejila in {}: as {}{more}? (Enter = no)",
                    self.lance(*lance),
                    shown.join(" ")
                )
            }
            Ask::Draw => format!("{who} draws a card for treinta y una? (the card; Enter = stands)"),
            Ask::Over { winner } => {
                format!("The game is over: {} won. Type 'end' to close the session, or 'quit'.", x.side(*winner))
            }
        }
    }

    fn choice(&self, e: &Event, x: &Names) -> String {
        let p = |s: &usize| x.player(*s);
        match e {
            Event::Bid { call: Call::Pass, .. } => "pass".into(),
            Event::Bid { call: Call::Play, .. } => "play".into(),
            Event::Bid { call: Call::Take, trump: None, .. } => "take".into(),
            Event::Bid { call: Call::Take, trump: Some(Trump::Suit(s)), .. } => format!("take {}", x.suit(*s)),
            Event::Bid { call: Call::Take, trump: Some(Trump::All), .. } => "take all".into(),
            Event::Bid { call: Call::Take, trump: Some(Trump::NoTrump), .. } => "take none".into(),
            Event::Announce { melds, .. } if melds.is_empty() => "está bien (nothing)".into(),
            Event::Announce { melds, .. } => melds.iter().map(|m| self.meld(*m)).collect::<Vec<_>>().join(" "),
            Event::Exchange { count, .. } => count.to_string(),
            Event::Deal { turned: None, .. } => "deal".into(),
            Event::Deal { dealer, turned: Some(c), bottom: None } => format!("deal {} {}", p(dealer), x.card(*c)),
            Event::Deal { dealer, turned: Some(c), bottom: Some(b) } => {
                format!("deal {} {} bottom {}", p(dealer), x.card(*c), x.card(*b))
            }
            Event::Misdeal => "misdeal".into(),
            Event::Reshuffle => "reshuffle".into(),
            Event::SwapSeven { player } => format!("{} swap", p(player)),
            Event::Show { player, cards } => format!("{} show {}", p(player), x.cards(cards)),
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
            Event::Panfilo { player } => format!("{} panfilo", p(player)),
            Event::Up { player, card } => format!("{} up {}", p(player), x.card(*card)),
            Event::Down { player, cards } => format!("{} down {}", p(player), x.cards(cards)),
            Event::Wild { player, lance, as_card } => {
                format!("{} wild {} {}", p(player), lance.code(), x.card(*as_card))
            }
            Event::Draw { player, card } => format!("{} draw {}", p(player), x.card(*card)),
            Event::SetOption { key, value } => format!("option {key}={value}"),
            Event::Note { text } => format!("note {}", crate::term::safe(text)),
            Event::Tally(t) => super::typed_tally(t, x, self.words()),
            Event::Amend { line, entry } => format!("{} {line} {}", self.words().amend[0], self.choice(entry, x)),
            Event::Undo => "undo".into(),
            Event::End => "end".into(),
        }
    }

    fn notice(&self, n: &Notice, x: &Names) -> String {
        match n {
            Notice::Antes { each, pot } => format!("Everyone antes {each}: the pot holds {pot}."),
            Notice::Stakes { each, board } => {
                format!("Everyone stakes {each} on each square; the board holds {board}.")
            }
            Notice::PanfiloPaid { player, chips } => {
                format!("{} shows the pánfilo and receives {chips} chips.", x.player(*player))
            }
            Notice::PotTaken { player, chips, how } => match how {
                PotWin::Alone => format!("{} alone plays and takes the pot of {chips}.", x.player(*player)),
                PotWin::Mosca => format!("{} wins the pot of {chips} with a mosca.", x.player(*player)),
                PotWin::AllTricks => format!("{} took every trick and takes the pot of {chips}.", x.player(*player)),
            },
            Notice::EnBestia { player, pays } => format!("{} is en bestia and pays {pays}.", x.player(*player)),
            Notice::RenouncePays { player, chips } => format!("{} pays {chips} for the renounce.", x.player(*player)),
            Notice::PotCarries { chips } => format!("The pot carries {chips}."),
            Notice::Void { pot } => format!("Everyone passed: the hand is void and the pot of {pot} stays."),
            Notice::Redeal { hand, dealer } => {
                format!("Everyone passed: hand {hand} is dealt again by {}.", x.player(*dealer))
            }
            Notice::Breach(i) => self.infraction(i, x),
            Notice::Hand(r) => self.hand_line(r, x),
            Notice::HandEnded { number } => format!("Hand {number} is over."),
            Notice::GameWon { side } => format!("{} wins the game.", x.side(*side)),
            Notice::OptionChanged { key } => format!("Option {key} changes from the next deal on."),
            Notice::Amended { line } => {
                format!("Line {line} is corrected; the scores follow from the corrected entry.")
            }
            Notice::Retracted { event } => format!("Retracted: {}.", self.choice(event, x)),
        }
    }

    fn did_you_mean(&self, what: &str) -> String {
        format!(" — did you mean {what}?")
    }

    fn refusal_only(&self, r: &Refusal, x: &Names) -> String {
        let p = |s: &usize| x.player(*s);
        let c = |c: &Card| x.card(*c);
        match r {
            Refusal::UnknownPlayer { name } => {
                format!("{} is not a player here ({})", quote(name), list(&x.players.iter().map(|p| crate::term::safe(p).into_owned()).collect::<Vec<_>>()))
            }
            Refusal::NotACard { text, deck } => match deck {
                DeckKind::French => format!(
                    "{} is not a card of the French deck: type a rank (A K Q J 10 9 … 2, T for 10) and a suit (S H D C or ♠ ♥ ♦ ♣), e.g. 10H, jh, T♥, 'jack of hearts'",
                    quote(text)
                ),
                DeckKind::Spanish => format!(
                    "{} is not a card of the Spanish deck: type a rank (1-7, 8 9, S sota, C caballo, R rey) and a suit (O oros, C copas, E espadas, B bastos), e.g. 1O, RE, 'as de oros'",
                    quote(text)
                ),
            },
            Refusal::NotInDeck { card, size } => format!("{} is not in the {size}-card deck", c(card)),
            Refusal::NotAMeld { text } => {
                format!("{} is not an announcement: four (brelán), run3 … run8 (tercia, cuarta, quinta …)", quote(text))
            }
            Refusal::NotALance { text } => format!(
                "{} is not a lance: {}",
                quote(text),
                Lance::ALL.iter().map(|l| l.code()).collect::<Vec<_>>().join(", ")
            ),
            Refusal::NotASay { text } => format!("{} is not something to say with a card: belote or rebelote", quote(text)),
            Refusal::NotACall { text } => format!("{} is not a call: pass, take or play", quote(text)),
            Refusal::NotATrump { text } => format!("{} is not a trump: S, H, D, C, all or none", quote(text)),
            Refusal::NotACount { count } => format!("{count} is not a number of cards"),
            Refusal::UnknownSide { name, sides } => {
                format!("{} is not a side here ({})", quote(name), list(&sides.iter().map(|p| crate::term::safe(p).into_owned()).collect::<Vec<_>>()))
            }
            Refusal::AmendWith { kind } => {
                format!("an amend replaces an entry of play; it cannot put '{}' in its place", kind.code())
            }
            Refusal::AmendNoLine { line } => format!(
                "no entry in force stands at line {line} (retracted, an undo, or no such line): amend a line the list shows"
            ),
            Refusal::AmendRefusedLine { line } => format!(
                "the entry at line {line} was refused, so it is not in force and there is nothing to amend: type the right entry instead"
            ),
            Refusal::AmendBreaks { line, why } => {
                format!("with this correction the entry at line {line} would be refused: {}", self.refusal(why, x))
            }
            Refusal::TallyAfterCards => "a tally replaces the hand's cards: it comes after the bids and before the first card (undo the cards played to tally the hand)".into(),
            Refusal::ShownForTally => "shows were entered before the first card, so this hand is entered as a tally (undo the shows to enter its cards)".into(),
            Refusal::TallyNeedsPoints => "a Belote tally gives each side's card points and tricks, e.g. 'tally Ana+Marta 92/5 Luis+Pep 70/3'".into(),
            Refusal::TallyTwice { side } => format!("{} is named twice in the tally", x.side(*side)),
            Refusal::TallyNegative { side } => format!("{} is given a negative count", x.side(*side)),
            Refusal::TallyTricks { total, want } => format!("the tricks add up to {total}; a hand has {want}"),
            Refusal::TallyPoints { total, want, exact: true } => {
                format!("the card points add up to {total}; with every card played they add up to {want}")
            }
            Refusal::TallyPoints { total, want, exact: false } => {
                format!("the card points add up to {total}; at most {want} can be taken")
            }
            Refusal::TallyNoTricks { side, points } => {
                format!("{} took no trick but is given {points} card points", x.side(*side))
            }
            Refusal::TallyBelote { most: 0, .. } => "there is no belote without a trump suit".into(),
            Refusal::TallyBelote { count, most } => {
                format!("belote-rebelote is credited {count} times; this trump allows at most {most}")
            }
            Refusal::TallyOut { player } => format!("{} is not in this hand (passed), so takes no trick", p(player)),
            Refusal::TallyRenounceOut { player } => format!("{} passed and played no card, so cannot have renounced", p(player)),
            Refusal::TallyTricksOnly => "a La Bestia tally counts tricks by player, not card points: tally Ana 2 Luis 3 Marta 0".into(),
            Refusal::NothingToUndo => "there is nothing to undo".into(),
            Refusal::SessionEnded => "the session has ended ('end' was entered)".into(),
            Refusal::GameOver { winner } => format!("the game is over: {} won", x.side(*winner)),
            Refusal::NoPlace { kind, ruleset } => format!("a '{}' entry has no place in {ruleset}", kind.code()),
            Refusal::UnknownOption { key, known } => {
                format!("there is no option {}; the options are {}", quote(key), known.join(", "))
            }
            Refusal::OptionValue { key, problem } => value_problem(key, problem),
            Refusal::AnteTooLow { ante, players, min } => format!(
                "ante {ante} is too low: {players} players put {} chips in the pot, and it must hold at least {min}",
                ante * *players as i64
            ),
            Refusal::Overflow => "this entry makes a chip or point total overflow; it was not saved, and the table stops here.".into(),
            Refusal::LineTooLong { bytes, max } => format!(
                "this entry would take {bytes} bytes in the journal, and a journal line holds at most {} ({max} bytes): it was not saved; split a long note into several",
                crate::files::size(*max as u64)
            ),
            Refusal::JournalFull { max } => format!(
                "the journal has reached its size limit ({}): this entry was not saved; end this session and go on in a new one (tapete new --again)",
                crate::files::size(*max)
            ),
            Refusal::NoHand => "no hand is being played: enter the deal first".into(),
            Refusal::HandNotFinished { hand } => format!("hand {hand} is not finished"),
            Refusal::NotYourDeal { dealer } => format!("it is {}'s deal", p(dealer)),
            Refusal::NeedsTurned => "the deal needs the card turned up".into(),
            Refusal::MoscaSettles => "nobody plays a hand won by a mosca: enter another mosca or the next deal".into(),
            Refusal::BiddingOver { taker: Some(t) } => format!("the bidding is over: {} took", p(t)),
            Refusal::BiddingOver { taker: None } => "the play-or-pass round is over".into(),
            Refusal::NotYourBid { bidder } => format!("it is {}'s turn to bid", p(bidder)),
            Refusal::CallNotHere { allowed } => format!("that is not a call here: {}", calls(allowed)),
            Refusal::PassNamesNoTrump => "a pass names no trump".into(),
            Refusal::TrumpIsTurned { turned } => {
                format!("in the first round the trump is the turned card's suit ({})", x.suit(*turned))
            }
            Refusal::NameATrump => "in the second round a take names the trump: S, H, D or C".into(),
            Refusal::OtherSuit { turned } => {
                format!("in the second round the trump must differ from the turned suit ({})", x.suit(*turned))
            }
            Refusal::AllOrNone => "in the third round a take is 'all' (all-trump) or 'none' (no-trump)".into(),
            Refusal::NoTrumpInBestia => "bestia bids name no trump: play or pass".into(),
            Refusal::NoSwap { players } => format!("there is no 7 swap with {players} players"),
            Refusal::SwapAfterTake => "the 7 swap comes after a take".into(),
            Refusal::SwapTurnedSuitOnly => "the 7 may be swapped only when trump is the turned card's suit".into(),
            Refusal::AlreadySwapped => "the turned card was already swapped".into(),
            Refusal::SwapBeforeFirstCard => "the 7 swap must be made before the first card is led".into(),
            Refusal::TurnedIsSeven => "the turned card is the 7 itself".into(),
            Refusal::NoAnnouncements { ruleset } => {
                format!("{ruleset} has no announcements (belote and rebelote are said with the cards)")
            }
            Refusal::AnnounceAfterBidding => "announcements come after the bidding".into(),
            Refusal::AlreadyAnnounced { player } => format!("{} has already announced in this hand", p(player)),
            Refusal::NothingToShow { player } => format!("{} has announced nothing to show", p(player)),
            Refusal::ShowBeforeFirstTrick => "combinations are shown once everyone has played to the first trick".into(),
            Refusal::NoBottom { players } => format!("with {players} players no stock is left after the deal: there is no bottom card"),
            Refusal::BottomIsTurned { card } => format!("the bottom card cannot be the card turned up ({})", c(card)),
            Refusal::MisdealAfterPlay => "a misdeal is entered after the deal and before the first card is played".into(),
            Refusal::AlreadyShown { player } => format!("{} has already shown", p(player)),
            Refusal::CardIsOthers { card, owner } => format!("{} is {}'s card", c(card), p(owner)),
            Refusal::StillBidding { bidder: Some(b) } => format!("the bidding is not over: it is {}'s turn to bid", p(b)),
            Refusal::StillBidding { bidder: None } => "no card is played before play-or-pass is over".into(),
            Refusal::NotYourTurn { player, trick } => format!("it is {}'s turn to play in trick {trick}", p(player)),
            Refusal::AlreadyPlayed { card, by: Some(by), trick: Some(t) } => {
                format!("{} was already played by {} in trick {t}", c(card), p(by))
            }
            Refusal::AlreadyPlayed { card, .. } => format!("{} was already played in this hand", c(card)),
            Refusal::OutOfPlay { card } => format!("{} is out of play in this hand", c(card)),
            Refusal::InDiscards { card, owner } => format!("{} was seen in {}'s hand and is theirs or among the discards: only a player whose exchange took from the discards after that may hold it", c(card), p(owner)),
            Refusal::KnownHeld { card, holder } => format!("{} is known to be in {}'s hand", c(card), p(holder)),
            Refusal::NothingToSay => "nothing is said with a card in bestia".into(),
            Refusal::PanfiloOff => "the pánfilo is off in this session (option panfilo)".into(),
            Refusal::PanfiloAlreadyShown => "the pánfilo was already shown in this hand".into(),
            Refusal::RightAfterDeal => "the pánfilo and moscas are shown right after the deal, before anyone plays or passes".into(),
            Refusal::MoscaSize { size } => format!("a mosca is {size} different cards of one suit"),
            Refusal::MoscaOneSuit { size } => {
                format!("a mosca is {size} cards of one suit of this deck (the pánfilo counts only for clubs)")
            }
            Refusal::AlreadyMosca { player } => format!("{} has already shown a mosca", p(player)),
            Refusal::MoscaOverlap { other } => format!("those cards overlap {}'s mosca", p(other)),
            Refusal::ExchangeNotNow => "exchanges come after play or pass, between the players who play".into(),
            Refusal::PassedCannotExchange { player } => format!("{} passed and cannot exchange", p(player)),
            Refusal::ExchangeBeforeFirstCard => "exchanges are made before the first card is led".into(),
            Refusal::AlreadyExchanged { player } => format!("{} has already exchanged", p(player)),
            Refusal::ExchangeRange { max, count } => format!("a player exchanges 0 to {max} cards, not {count}"),
            Refusal::ExchangeLeft { left, count } => format!(
                "only {left} cards are left to exchange (the stock, then the discards of those who passed), not {count}"
            ),
            Refusal::AlreadyDealt { card } => format!("{} has already been dealt in this hand", c(card)),
            Refusal::AllUp => "every player already has a face-up card".into(),
            Refusal::UpInOrder { next } => format!("the face-up cards go in deal order: {}'s is next", p(next)),
            Refusal::DownAfterUp => "the face-down cards come after every face-up card".into(),
            Refusal::AlreadyDown { player } => format!("{} already has two face-down cards", p(player)),
            Refusal::DownTwo { count } => format!("a player gets two face-down cards, not {count}"),
            Refusal::DownDiffer => "the two face-down cards must differ".into(),
            Refusal::DrawAfterDeal => "cards are drawn for treinta y una after every player has three".into(),
            Refusal::NoPerejila { player, perejila } => format!("{} does not hold the perejila ({})", p(player), c(perejila)),
            Refusal::WildAsDeOrosOnly => "in the as de oros the perejila can only be the as de oros (1O)".into(),
            Refusal::AsDeOrosFaceDown { holder } => {
                format!("{} holds the as de oros face down: the perejila cannot stand for it", p(holder))
            }
            Refusal::WildPuntoAce => "in the punto the perejila counts only as an ace".into(),
            Refusal::WildPuntoFaceUp => "in the punto only a face-up perejila counts".into(),
            Refusal::WildPuntoAceBefore { holder } => format!("{} dealt an ace face up before the perejila: it cannot count as an ace in the punto", p(holder)),
            Refusal::StockLeft { left } => format!("the stock still holds {left} cards: a reshuffle comes when it runs out"),
            Refusal::ReshuffleAfterDeal => "a reshuffle comes at treinta y una, once every card is dealt".into(),
            Refusal::WildEspadas => "in mayor de espadas the perejila stands for an espadas card".into(),
            Refusal::WildFixed { card, lance } => format!(
                "the perejila already stands for {} from {} on: it keeps that value for the rest of the hand",
                c(card),
                self.lance(*lance)
            ),
        }
    }

    fn misread(&self, m: &Misread, x: &Names) -> String {
        match m {
            Misread::Empty => "type an answer".into(),
            Misread::NotText => "that line is not UTF-8 text, so none of it was read: type it again".into(),
            Misread::Refused(r) => self.refusal(r, x),
            Misread::AmendForm => "amend LINE ENTRY, e.g. amend 41 Pep QH belote (the line as the list of entries shows it); amend alone lists the recent entries".into(),
            Misread::TallyForm => "tally SIDE POINTS/TRICKS … [belote PLAYER] [renounce PLAYER], e.g. tally Ana+Marta 92/5 Luis+Pep 70/3 belote Ana; La Bestia: tally PLAYER TRICKS …, e.g. tally Ana 2 Luis 3 Marta 0".into(),
            Misread::OptionForm => "option KEY=VALUE, e.g. option target=501".into(),
            Misread::NotUnderstood { text, question } => {
                let want = match &question.ask {
                    Ask::Bid { options, .. } => {
                        format!(
                            "a call: {}",
                            options
                                .iter()
                                .map(|(call, trump)| self
                                    .choice(&Event::Bid { player: 0, call: *call, trump: *trump }, x))
                                .collect::<Vec<_>>()
                                .join(", ")
                        )
                    }
                    Ask::Deal { card: DealCard::Nothing, .. } => "'deal', or the dealer's name".into(),
                    Ask::Deal { .. } => "the card turned up (JH), or deal with the dealer's name first (deal Ana JH)".into(),
                    Ask::Swap { .. } | Ask::Panfilo { .. } => "a player's name".into(),
                    Ask::Mosca { .. } => "a player's name and the cards".into(),
                    Ask::Announce { .. } => "an announcement (brelán, tercia, cuarta, quinta …) or está bien".into(),
                    Ask::Exchange { max } => format!("a number of cards, 0 to {max}"),
                    Ask::Over { .. } => "'end' or 'quit'".into(),
                    _ => "a card".into(),
                };
                format!("{} is not understood here: type {want}, or 'help'", quote(text))
            }
        }
    }

    fn infraction(&self, i: &Infraction, x: &Names) -> String {
        let who = x.player(i.player);
        match &i.facts {
            Facts::Agreed => format!("{who} renounced, as the table agreed in the tally"),
            Facts::Play { led, witness } => {
                let led = x.suit(*led);
                let duty = match i.rule {
                    Rule::FollowSuit => format!("did not follow {led}"),
                    Rule::Beat => format!("did not beat the best {led}"),
                    Rule::Trump => "did not trump".into(),
                    _ => "did not overtrump".into(),
                };
                let proof = match i.proof {
                    Some((t, c)) => format!("they played {} in trick {t}", x.card(c)),
                    None => format!("they were known to hold {}", x.card(*witness)),
                };
                let played = i.card.map(|c| x.card(c)).unwrap_or_default();
                format!("{who} {duty} in trick {} (played {played}); {proof}", i.trick.unwrap_or(0))
            }
            Facts::Contradicted { melds, card, by } => {
                let said = meld_list(melds);
                let card = x.card(*card);
                match by {
                    Some(b) => format!(
                        "{who} showed {card} for {said}, but {} played it: the announcement is false and void",
                        x.player(*b)
                    ),
                    None => format!(
                        "{who} showed {card} for {said} and never played it: the announcement is false and void"
                    ),
                }
            }
            Facts::Announcement { melds } => {
                let said = meld_list(melds);
                match i.rule {
                    Rule::AnnounceLate => {
                        format!("{who} announced {said} after playing a card: the announcement is void")
                    }
                    Rule::AnnounceNotHigher => format!(
                        "{who} announced {said}, lower than an announcement already made: the announcement is void"
                    ),
                    Rule::AnnounceOutOfTurn => {
                        format!("{who} announced {said} before their turn: the announcement is void")
                    }
                    Rule::ShowMismatch => {
                        format!("{who} announced {said} but the cards shown do not make it: the announcement is void")
                    }
                    _ => format!("{who} announced {said} and did not show it: the announcement is void"),
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
                    format!("Hand {}: nobody won a square; {pot} chips stay on the board.", r.number)
                } else {
                    format!("Hand {}: {}; {pot} chips stay on the board.", r.number, won.join(", "))
                }
            }
            (None, _, Some(res)) => format!("Hand {}: {} ({})", r.number, scores(&r.score, x), self.result(res)),
            (None, o, None) => format!("Hand {} ({}): {}", r.number, self.outcome(o), scores(&r.score, x)),
        }
    }

    fn so_far(&self, h: &HandSoFar, x: &Names) -> String {
        let mut s = if h.tricks.1 > 0 {
            format!("Hand {} so far: {} tricks of {}", h.number, h.tricks.0, h.tricks.1)
        } else {
            format!("Hand {} so far", h.number)
        };
        let sides = h.tricks_won.len();
        for side in 0..sides {
            let pts: i64 = h.lines.iter().filter(|l| l.side == side).map(|l| l.points).sum();
            let tricks = if h.tricks.1 > 0 { format!(", {} tricks", h.tricks_won[side]) } else { String::new() };
            s.push_str(&format!("\n  {}: {pts}{tricks}", x.side(side)));
        }
        s
    }

    fn help(&self, forms: &[Form]) -> String {
        let mut s = String::from(
            "At any question: undo (retract the last entry), score (the scoreboard and the hand so far), help, \
             quit (the journal is already saved), note TEXT, option KEY=VALUE, end (close the session).\n\
             Answer the question asked, or type any entry in full, its player first:",
        );
        for f in forms {
            s.push_str("\n  ");
            match f {
                Form::DealTurned => s.push_str("deal [DEALER] CARD — the deal and the card turned up"),
                Form::DealBottom => s.push_str(
                    "deal [DEALER] CARD [bottom CARD] — the deal, the card turned up and the bottom card shown",
                ),
                Form::Misdeal => s.push_str("misdeal — a card was exposed while dealing: the same dealer deals again"),
                Form::Reshuffle => s.push_str(
                    "reshuffle — the stock ran out at treinta y una: the hand's cards are shuffled to draw from",
                ),
                Form::DealDealerUp => s.push_str("deal [DEALER] CARD — the deal and the dealer's face-up card"),
                Form::DealWho => s.push_str("deal [DEALER] — the next deal (Enter deals in turn)"),
                Form::BidTake { third_round } => {
                    s.push_str("PLAYER pass · PLAYER take · PLAYER take S|H|D|C (second round)");
                    if *third_round {
                        s.push_str(" · PLAYER take all|none (third round)");
                    }
                }
                Form::BidPlay => s.push_str("PLAYER play · PLAYER pass"),
                Form::Swap => s.push_str("PLAYER swap — the 7 of trump swapped for the turned card"),
                Form::Announce => {
                    s.push_str("PLAYER announce [four run3 …] — brelán, tercia, cuarta, quinta; nothing: está bien")
                }
                Form::Show => s.push_str("PLAYER show CARD … — the cards of an announcement, after the first trick"),
                Form::PlaySay => {
                    s.push_str("PLAYER CARD [belote|rebelote] — a card played (JH, jh, j♥, 'jack of hearts')")
                }
                Form::Play => s.push_str("PLAYER CARD — a card played (JH, jh, j♥, 'jack of hearts')"),
                Form::Exchange => s.push_str("PLAYER exchange N — cards exchanged from the stock"),
                Form::Mosca => s.push_str("PLAYER mosca CARD CARD CARD CARD CARD"),
                Form::Panfilo => s.push_str("PLAYER panfilo — shows the jack of clubs"),
                Form::Up => s.push_str("PLAYER up CARD — the face-up card"),
                Form::Down => s.push_str("PLAYER down CARD CARD — the two face-down cards"),
                Form::Tally { by_points: true } => s.push_str("tally SIDE POINTS/TRICKS … [belote PLAYER] [renounce PLAYER] — the hand's outcome instead of its cards, after the bids (tally Ana+Marta 92/5 Luis+Pep 70/3)"),
                Form::Tally { by_points: false } => s.push_str("tally PLAYER TRICKS … — the hand's tricks instead of its cards, after the bids (tally Ana 2 Luis 3 Marta 0)"),
                Form::Wild => s.push_str("PLAYER wild LANCE CARD — the perejila stands for a card from that lance on"),
                Form::Draw => s.push_str("PLAYER draw CARD — a card for treinta y una"),
            }
        }
        s
    }

    fn started(&self, ruleset: &str, sides: &str, journal: &str) -> String {
        format!("New {ruleset} session: {sides} · journal {journal}")
    }
    fn resuming(&self, journal: &str, sides: &str) -> String {
        format!("Resuming {journal} · {sides}")
    }
    fn warning(&self, w: &crate::journal::Warning) -> String {
        use crate::journal::Warning;
        match w {
            Warning::CutLine { line } => {
                format!("warning: line {line} is incomplete and was ignored (cut short by a crash)")
            }
            Warning::RulesetChanged { ruleset } => {
                let r = crate::term::safe(ruleset);
                format!("warning: the ruleset {r} has changed since this session was recorded (its sha256 differs); replaying with the current rules")
            }
        }
    }
    fn judge_words(&self) -> &'static super::JudgeWords {
        &JUDGE
    }
    fn cut_aside(&self, line: usize, journal: &str, aside: &str) -> String {
        format!("Line {line} of {journal} was cut short (the table stopped while writing it); its bytes were moved to {aside} and the journal goes on from line {line}.")
    }
    fn saved(&self, journal: &str) -> String {
        format!("Saved. Continue with: tapete resume {journal}")
    }
    fn ended(&self, journal: &str) -> String {
        format!("The session has ended. Journal: {journal}")
    }
    fn stat_label(&self, key: crate::engine::StatKey) -> String {
        use crate::engine::StatKey;
        match key {
            StatKey::Sessions => "sessions".into(),
            StatKey::Won => "won".into(),
            StatKey::Hands => "hands".into(),
            StatKey::Taken => "taken".into(),
            StatKey::Made => "made".into(),
            StatKey::Failed => "failed".into(),
            StatKey::Litiges => "litiges".into(),
            StatKey::Capots => "capots".into(),
            StatKey::Belotes => "belotes".into(),
            StatKey::Combinations => "combinations".into(),
            StatKey::Renounces => "renounces".into(),
            StatKey::EnBestia => "en bestia".into(),
            StatKey::Pots => "pots".into(),
            StatKey::Panfilos => "pánfilos".into(),
            StatKey::Moscas => "moscas".into(),
            StatKey::Tururus => "tururús".into(),
            StatKey::Chips => "chips".into(),
            StatKey::Square(l) => format!("square {}", self.lance(l)),
        }
    }

    fn sessions_none(&self, dir: &str) -> String {
        format!("No sessions in {dir} yet: start one with 'tapete new RULESET --players A,B,C,D'.")
    }
    fn sessions_heads(&self) -> [&'static str; 7] {
        ["started", "ruleset", "players", "hands", "status", "leader", "file"]
    }
    fn session_status(&self, status: &super::SessionStatus) -> String {
        use super::SessionStatus as S;
        match status {
            S::Won(side) => format!("won by {side}"),
            S::Ended => "ended".into(),
            S::Unfinished => "unfinished".into(),
            S::NotStarted => "not started (no header)".into(),
            S::Unreadable(why) => format!("unreadable: {why}"),
        }
    }
    fn stats_heads(&self) -> [&'static str; 2] {
        ["Player", "Team"]
    }

    fn board_at(&self, url: &str, journal: &str) -> String {
        format!("Live board of {journal} at {url} (read-only; Ctrl-C stops it)")
    }

    fn not_read(&self, why: &str) -> String {
        format!("not read: {why}")
    }

    fn amend_pick(&self) -> String {
        "Which entry is to be corrected? (its line)".into()
    }

    fn amend_replace(&self, line: usize, old: &str) -> String {
        format!("Line {line} ({old}) becomes? (the entry in full, e.g. Pep QH; Enter = leave it)")
    }

    fn retracted_nothing(&self) -> String {
        "The last entry was retracted.".into()
    }
    fn stats(&self, s: &Stats) -> String {
        if !s.contracts {
            return format!("Hands: {}", s.hands);
        }
        format!(
            "Hands: {} · made {} · failed {} · litige {} · capots {} · redeals {} · belotes {}",
            s.hands, s.made, s.failed, s.litige, s.capots, s.redeals, s.belotes
        )
    }
    fn best_announcement(&self, points: i64, who: &str, cards: &str) -> String {
        format!("Best announcement: {who} {cards} ({points})")
    }
    fn infractions_by_player(&self, list: &str) -> String {
        format!("Infractions: {list}")
    }
    fn not_applied(&self, count: usize) -> String {
        if count == 1 {
            "1 entry could not be applied:".into()
        } else {
            format!("{count} entries could not be applied:")
        }
    }
    fn infractions_count(&self, count: usize) -> String {
        if count == 1 {
            "1 infraction:".into()
        } else {
            format!("{count} infractions:")
        }
    }
    fn line_error(&self, line: usize, message: &str) -> String {
        format!("line {line}: {message}")
    }
    fn totals(&self, list: &str) -> String {
        format!("Totals: {list}")
    }

    fn file_error(&self, f: &crate::files::FileError) -> String {
        use crate::files::{FileKind, FileProblem, What};
        let what = match f.what {
            What::Journal => "journal",
            What::Ruleset => "ruleset",
            What::Configuration => "configuration",
        };
        let path = &f.path;
        match &f.problem {
            FileProblem::NotRegular { kind } => {
                let kind = match kind {
                    FileKind::Directory => "a directory",
                    FileKind::Fifo => "a named pipe (FIFO)",
                    FileKind::Device => "a device",
                    FileKind::Socket => "a socket",
                    FileKind::Other => "not a regular file",
                };
                format!("{path}: is {kind}, not a {what} file")
            }
            FileProblem::TooLarge { size, max } => format!(
                "{path}: is {}; a {what} file may be at most {}",
                crate::files::size(*size),
                crate::files::size(*max)
            ),
            FileProblem::GrewPast { max } => format!("{path}: is larger than {}", crate::files::size(*max)),
            FileProblem::NotUtf8 { line, column } => format!("{path}:{line}:{column}: is not UTF-8 text"),
            FileProblem::Io(e) => format!("{path}: {e}"),
        }
    }
    fn journal_problem(&self, p: &Problem) -> String {
        match p {
            Problem::NotJson { detail, column } => format!("not valid JSON: {detail} (column {column})"),
            Problem::NotObject => "a journal line is one JSON object: {\"type\": …}".into(),
            Problem::FieldKind { field, kind } => format!(
                "the field '{field}' must be {}",
                match kind {
                    Kind::Text => "a string",
                    Kind::Texts => "a list of strings",
                    Kind::Whole => "a whole number",
                    Kind::Object => "an object",
                    Kind::Wholes => "an object of whole numbers, e.g. {\"Ana+Marta\": 92, \"Luis+Pep\": 70}",
                    Kind::TextOrTexts => "a name or a list of names",
                    Kind::Teams => "a list of teams, each a list of names",
                    Kind::Any => "a value",
                }
            ),
            Problem::Shape { detail } => detail.clone(),
            Problem::Missing { ty, field } => format!("a '{ty}' entry needs the field '{field}'"),
            Problem::At => "the field 'at' must be an RFC 3339 time, e.g. 2026-11-22T18:03:00Z".into(),
            Problem::SecondHeader => "a second 'session' header; a journal holds one session".into(),
            Problem::UnknownType { ty } => format!("unknown entry type {}; known types: {KNOWN_TYPES}", quote(ty)),
            Problem::InAmend(p) => format!("the amend's entry: {}", self.journal_problem(p)),
            Problem::AmendOfAmend => "an amend's entry is an entry of play, not an amend, an undo or a header".into(),
            Problem::NotHeader => "the first line must be the session header ({\"type\":\"session\", …})".into(),
            Problem::Format { format } => format!("journal format {format} is not supported; this tapete reads format 1"),
            Problem::OptionValue { key } => {
                format!("option {} must be true/false, a whole number or a word", quote(key))
            }
            Problem::RulesetTooLarge { max } => {
                format!("the ruleset inside the header is larger than {}", crate::files::size(*max))
            }
            Problem::Lang { lang } => format!("lang {} is not a language of tapete: en, es or fr", quote(lang)),
            Problem::RulesetName => {
                "the field 'ruleset' must name a ruleset (no control characters, at most 4096 bytes)".into()
            }
            Problem::Players(m) => format!("players: {}", self.error(&Error::Name(m.clone()), None)),
            Problem::NotUtf8 { column } => format!("not UTF-8 text (column {column})"),
            Problem::LineTooLong { max } => format!("the line is longer than {}", crate::files::size(*max)),
            Problem::RulesetMissing { ruleset } => format!(
                "the ruleset {} is not bundled and the journal does not carry it (ruleset_yaml); name its file with --ruleset FILE",
                quote(ruleset)
            ),
            Problem::Overflow => {
                "the chip or point totals overflow here; tapete stops rather than report a wrong total".into()
            }
            Problem::Changed => "the journal changed while it was read; verify it again".into(),
        }
    }
    fn error(&self, e: &Error, x: Option<&Names>) -> String {
        match e {
            Error::Name(p) => match p {
                NameProblem::Empty => "a player has no name".into(),
                NameProblem::Control { name, code } => format!(
                    "the name {} holds a control or formatting character (U+{code:04X}); names are letters, digits, spaces and punctuation",
                    quote(name)
                ),
                NameProblem::Spaces { name } => format!("the name {} starts or ends with a space", quote(name)),
                NameProblem::TooLong { name, max } => format!("the name {} is longer than {max} characters", quote(name)),
                NameProblem::Joins { name } => {
                    format!("the name {} holds '+' or ',', which join and separate names (Ana+Marta, --players A,B)", quote(name))
                }
                NameProblem::Twice { name } => format!("two players are called {}; give every player a different name", quote(name)),
                NameProblem::Case { a, b } => {
                    format!("{} and {} are the same name but for case; give every player a different name", quote(a), quote(b))
                }
                NameProblem::Word { name } => format!("{} is a word of the table's entries; choose another name", quote(name)),
                NameProblem::Number { name } => format!("{} is a number; a name needs a letter", quote(name)),
                NameProblem::Card { name } => format!("{} reads as a card; choose another name", quote(name)),
            },
            Error::Judge(p) => match p {
                JudgeProblem::OneHand => {
                    "judge settles a dispute between players: give at least two hands (--hand \"NAME: CARD …\" for each)".into()
                }
                JudgeProblem::TooManyCards { player, count, most, players } => format!(
                    "--hand {}: {count} cards, but with {players} players each holds at most {most}",
                    quote(player)
                ),
            },
            Error::Seating(p) => match p {
                SeatingProblem::Count { ruleset, counts, given } => {
                    format!("{ruleset} is played by {counts} players, not {given}")
                }
                SeatingProblem::NoTeams { ruleset } => format!("{ruleset} is played individually: leave out --teams"),
                SeatingProblem::PairsOfFour { ruleset } => format!("{ruleset} is played in pairs only with 4 players"),
                SeatingProblem::NotAPlayer { name, players } => {
                    format!("team player {} is not one of the players ({players})", quote(name))
                }
                SeatingProblem::TwoTeams { name } => format!("{} is in two teams", quote(name)),
                SeatingProblem::NoTeam { name } => format!("{} is in no team", quote(name)),
                SeatingProblem::Opposite => {
                    "teams are two pairs of partners sitting opposite: in play order A,B,C,D the teams are A+C and B+D".into()
                }
            },
            Error::Save(p) => match p {
                SaveProblem::Write { cause, journal, lines } => format!(
                    "The entry could not be saved: {}. The journal {journal} is intact ({lines} lines); nothing after them was saved. Make room, then continue with 'tapete resume {journal}'.",
                    cause_words(cause)
                ),
                SaveProblem::Start { cause } => format!(
                    "The session could not be started: {}. Nothing was saved. Make room, then run the same 'tapete new' command again.",
                    cause_words(cause)
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Beside(r), lines } => format!(
                    "The journal {journal} was {} while the table was keeping score. Every entry so far ({lines} lines) is saved in {r}: continue with 'tapete resume {r}'.",
                    if *deleted { "deleted or moved" } else { "replaced by another file" }
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Elsewhere(r), lines } => format!(
                    "The journal {journal} was {} while the table was keeping score, and no copy could be written beside it. Every entry so far ({lines} lines) is saved in {r}: continue with 'tapete resume {r}'.",
                    if *deleted { "deleted or moved" } else { "replaced by another file" }
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Printed { .. }, lines } => format!(
                    "The journal {journal} was {} while the table was keeping score, and no copy could be written beside it, in the sessions folder or in the temp folder. Its {lines} lines follow on standard output: save them in a file and continue with 'tapete resume FILE'.",
                    if *deleted { "deleted or moved" } else { "replaced by another file" }
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Unread { error }, lines } => format!(
                    "The journal {journal} was {} while the table was keeping score, and the session could not be read back to copy it ({error}): its {lines} lines may be lost.",
                    if *deleted { "deleted or moved" } else { "replaced by another file" }
                ),
                SaveProblem::Overflow { journal } => format!(
                    "This entry makes a chip or point total overflow; it was not saved, and the table stops here. The journal {journal} holds every entry before it."
                ),
            },
            Error::Refused(r) => match x {
                Some(x) => self.refusal(r, x),
                None => self.refusal(r, &Names { players: &[], sides: &[], deck: DeckKind::French }),
            },
            Error::NeedsRuleset => "name a ruleset (tapete new belote-classic --players …), use --again, or set 'ruleset' in the configuration".into(),
            Error::NeedsPlayers => "name the players in play order: --players A,B,C,D (or set 'players' in the configuration)".into(),
            Error::NothingToRepeat { dir } => format!("no session in {dir} to start again; start one with 'tapete new'"),
            Error::NoUnfinished { dir, board: false } => format!("no unfinished session in {dir}; start one with 'tapete new'"),
            Error::NoUnfinished { dir, board: true } => format!("no unfinished session in {dir}; name a journal: tapete board FILE"),
            Error::Listen { addr, message } => format!("cannot listen on {addr} ({message}): choose another --port, or --port 0 for any free one"),
            Error::Config { path, line, column, message } => format!("the configuration {path}, line {line}, column {column}: {message}"),
            Error::NotStarted { path } => format!(
                "{path} holds no session yet (it was created but its header was never written); start it with 'tapete new RULESET --players … --file {path}'"
            ),
            Error::InUse { path } => format!("{path} is in use: another tapete is keeping score in it; close that one first"),
            Error::Exists { path } => format!("{path} already exists: resume it with 'tapete resume {path}'"),
            Error::OptionForm { given } => format!("--option takes KEY=VALUE (got {})", quote(given)),
            Error::File(f) | Error::Ruleset(RulesetError::File(f)) => self.file_error(f),
            Error::Ruleset(RulesetError::Problems(ps)) => {
                ps.iter().map(|p| p.to_string()).collect::<Vec<_>>().join("\n")
            }
            Error::Ruleset(RulesetError::Unknown { name, bundled }) => format!(
                "no ruleset {}: give a bundled name ({}) or the path of a ruleset YAML file",
                quote(name),
                bundled.join(", ")
            ),
            Error::Option(OptionProblem::Unknown { ruleset, key, known }) => {
                format!("ruleset {ruleset} has no option {}; its options are {}", quote(key), known.join(", "))
            }
            Error::Option(OptionProblem::Value { key, problem }) => value_problem(key, problem),
            Error::Journal { path, line, problem } => format!("{path}: line {line}: {}", self.journal_problem(problem)),
            Error::Header { path, error } => format!("{path}: line 1: {}", self.error(error, x)),
            Error::Input(m) => m.clone(),
            Error::Io { path, source } => format!("{path}: {source}"),
            Error::Output(e) => format!("cannot write the output: {e}"),
            Error::Internal(m) => format!("internal error (a bug in tapete): {m}"),

        }
    }
}

/// Why a write failed, as the end of a sentence.
fn cause_words(cause: &WriteCause) -> String {
    match cause {
        WriteCause::DiskFull => "the disk is full".into(),
        WriteCause::Quota => "the disk quota is used up".into(),
        WriteCause::SizeLimit => "the file size limit was reached".into(),
        WriteCause::Other(e) => e.clone(),
    }
}

static JUDGE: super::JudgeWords = super::JudgeWords {
    four: "brelán of {}",
    worthless: "brelán of {} (worth nothing)",
    run: "{} to the {}",
    header: "Trump {} · eldest hand {}",
    nothing_held: "no combination",
    wins: "wins: their side scores all of its combinations",
    partner: "scores with the partner holding the best combination",
    beaten: "beaten by {}",
    tied_shared: "tied: the equal runs share the value",
    tied_none: "tied: with two players nobody scores",
    mismatch: "the cards do not make what was announced: scores nothing",
    not_higher: "announced lower by name than {}, who announced before: void (announce-not-higher)",
    lower: "holds only combinations lower by name than {}'s announcement before: could only say \"está bien\"",
    none: "nothing to score",
    scores: "scores {}",
    said_ok: "  said \"{}\": the cards make it",
    said_bad: "  said \"{}\": the cards do not make it (show-mismatch)",
    sides: "Sides: {}",
    why: [
        "any scoring brelán beats every run",
        "between brelanes the order is J, 9, A, 10, K, Q",
        "between runs, more cards win",
        "equal length: the higher top card wins",
        "equal runs: the run in trumps wins",
        "equal runs: the announcer nearest the eldest hand wins",
    ],
};
