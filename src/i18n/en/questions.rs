//! English: the questions of the table, the entries as they are typed (the choices of a list),
//! `help`, and the questions of `amend`.

use super::{counted, meld_list, En};
use crate::cards::Typing;
use crate::engine::{Ask, BidValue, Call, CallWords, DealCard, Event, Form, Question, Say, Seats, Trump};
use crate::i18n::{contract_notation, joined, letters, wild_values, Names, Questions, Terms};

impl Questions for En {
    fn question(&self, q: &Question, x: &Names) -> String {
        self.worded(q, x, false)
    }

    fn phone_question(&self, q: &Question, x: &Names) -> String {
        self.worded(q, x, true)
    }

    fn choice(&self, e: &Event, x: &Names) -> String {
        let p = |s: &usize| x.player(*s);
        match e {
            Event::Bid { call: Call::Pass, .. } => "pass".into(),
            Event::Bid { call: Call::Bid(v), trump, .. } => match trump {
                Some(Trump::Suit(s)) => format!("{} {}", v.code(), x.suit(*s)),
                Some(Trump::All) => format!("{} all", v.code()),
                Some(Trump::NoTrump) => format!("{} none", v.code()),
                None => v.code(),
            },
            Event::Bid { call: call @ (Call::Coinche | Call::Surcoinche), .. } => {
                self.double(*call, CallWords::Coinche)
            }
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
            Event::Stand { player } => format!("{} stand", p(player)),
            Event::SetOption { key, value } => format!("option {key}={value}"),
            Event::Confirm { side } => format!("confirm {}", x.side(*side)),
            Event::Dispute { side, text } => format!("dispute {} {}", x.side(*side), crate::term::safe(text)),
            Event::Note { text } => format!("note {}", crate::term::safe(text)),
            Event::Tally(t) => crate::i18n::typed_tally(t, x, self.words()),
            Event::Amend { line, entry } => format!("{} {line} {}", self.words().amend[0], self.choice(entry, x)),
            Event::Undo => "undo".into(),
            Event::End => "end".into(),
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
        format!("From a phone: {entry}")
    }

    fn quit_from_phone(&self) -> String {
        "'quit' is for the table's own terminal; 'end' closes the session".into()
    }

    fn held_asking(&self, player: &str, word: crate::engine::Say) -> String {
        let w = if word == crate::engine::Say::Belote { "belote" } else { "rebelote" };
        format!("Not entered: the table is asking whether {player} said {w}")
    }

    fn moved_since(&self, since: &[String]) -> String {
        if since.is_empty() {
            "Not entered: the table's question changed meanwhile".into()
        } else {
            format!("Not entered: the table moved on meanwhile ({})", since.join(" · "))
        }
    }

    fn moved_on(&self) -> String {
        "An entry from a phone changed the question: what was typed was not applied; the new question follows".into()
    }

    fn serving_at(&self, url: &str, pin: &str) -> String {
        format!("Phones at the table open {url} — PIN {pin} to enter (without it, the board only)")
    }

    fn offline(&self) -> String {
        "No connection to the table".into()
    }

    fn offline_pending(&self) -> String {
        "No connection to the table: the entry will be sent again when it is back".into()
    }

    fn wrong_pin(&self) -> String {
        "That is not this table's PIN".into()
    }

    fn pin_prompt(&self) -> String {
        "PIN to enter from this phone".into()
    }

    fn pin_guessed(&self) -> String {
        "Too many wrong PINs at this table: no PIN is taken for now; wait a minute".into()
    }

    fn pin_guessing(&self, budget: usize, restart: &str) -> String {
        format!("Someone is guessing the PIN: {budget} wrong PINs within a minute, so no PIN is taken until the minute is over (phones that entered it go on). To start again with a new PIN, type 'quit', then '{restart}'")
    }

    fn pin_locked(&self) -> String {
        "Too many wrong PINs from this phone: wait a minute".into()
    }

    fn malformed_entry(&self) -> String {
        "Not an entry: one line to enter, made on the table as it stands".into()
    }

    fn amend_pick(&self) -> String {
        "Which entry is to be corrected? (its line)".into()
    }

    fn amend_replace(&self, line: usize, old: &str, x: &Names) -> String {
        let example = x.code(letters::AMEND_EXAMPLE);
        format!("Line {line} ({old}) becomes? (the entry in full, e.g. Pep {example}; Enter = leave it)")
    }

    fn legend(&self, t: &Typing) -> String {
        let ten = if letters::t_for_ten(t.deck, t.letters) { " (T for 10)" } else { "" };
        let what = "suits";
        let card = letters::legend_card(t.deck);
        format!(
            "Cards: {}{ten} · {what} {} · e.g. {} = {}",
            letters::legend_ranks(self, t),
            letters::legend_suits(self, t.deck, t.letters),
            t.code(card),
            self.card_name(card, t.deck)
        )
    }
}

impl En {
    /// A question; `phone`: as a phone's page asks it, without Enter, `quit` or a tally.
    fn worded(&self, q: &Question, x: &Names, phone: bool) -> String {
        let who = q.who.map(|s| x.player(s)).unwrap_or_default();
        match &q.ask {
            Ask::Deal { hand, dealer, card } => {
                let what = match card {
                    DealCard::Turned => "turned card?".to_string(),
                    DealCard::TurnedBottom => "turned card (then the bottom card, if shown)?".to_string(),
                    DealCard::DealerUp => "the dealer's face-up card?".to_string(),
                    DealCard::Nothing => {
                        let d = x.player(*dealer);
                        if phone {
                            format!("deal? ('deal': {d} deals; or 'deal' and the name of whoever deals)")
                        } else {
                            format!("deal? (Enter: {d} deals; or the name of whoever deals)")
                        }
                    }
                };
                format!("Hand {hand} · dealer {} · {what}", x.player(*dealer))
            }
            Ask::Bid { round, turned, .. } => {
                if q.ask.play_or_pass() {
                    format!(
                        "{who}: play or pass?{}",
                        turned.map(|c| format!(" (trump {})", x.suit(c.suit()))).unwrap_or_default()
                    )
                } else {
                    let turned = turned.map(|c| format!(" · turned {}", x.card(c))).unwrap_or_default();
                    format!("Bidding round {round}{turned} · {who}?")
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
                let names = |s: Seats| joined(&s.iter().map(|p| x.player(p).to_string()).collect::<Vec<_>>(), "or");
                let alone = q.who.is_some_and(|w| may_coinche == &Seats::of([w]));
                let (co, sur, coed) = match words {
                    CallWords::Coinche => ("coinche", "surcoinche", "coinched"),
                    CallWords::Contre => ("contre", "surcontre", "contré"),
                };
                let bid = match standing {
                    Some((p, v, t)) => format!("{} bid {} {}", x.player(*p), v.code(), self.trump(*t, x)),
                    None => "no bid yet".into(),
                };
                let by = match coinched {
                    Some(c) => format!(", {coed} by {}", x.player(*c)),
                    None if !may_coinche.is_empty() && !alone => format!(" ({} may {co})", names(*may_coinche)),
                    None => String::new(),
                };
                let mut can = Vec::new();
                match lowest {
                    Some(l) if *l == BidValue::Points(*max) => can.push(format!("{} and a trump", l.code())),
                    Some(l) => can.push(format!("{} to {max} and a trump", l.code())),
                    None => {}
                }
                if *capot {
                    can.push("capot".into());
                }
                if alone {
                    can.push(co.into());
                }
                can.push("pass".into());
                if !may_surcoinche.is_empty() {
                    can.push(sur.into());
                }
                if closing.is_some() {
                    can.push("the first card led".into());
                }
                let who = match q.who {
                    Some(w) => x.player(w).to_string(),
                    // A phone's taps each name their player: nothing to say.
                    None if phone => names(*may_surcoinche),
                    None => format!("{} (say who)", names(*may_surcoinche)),
                };
                format!("Hand {hand} · {bid}{by} · {who}: {}?", joined(&can, "or"))
            }
            Ask::Swap { turned } => {
                let hint = if phone { "" } else { " (a name; Enter = nobody)" };
                format!("Does anyone swap the 7 of trump for the turned {}?{hint}", x.card(*turned))
            }
            Ask::Announce { .. } => format!("{who} announces?{}", if phone { "" } else { " (Enter = está bien)" }),
            Ask::Show { melds } => {
                let hint = if phone { "the cards" } else { "the cards; Enter = not now" };
                format!("{who} shows the cards of {}? ({hint})", meld_list(melds))
            }
            Ask::Card { trick, tricks, led, trump, contract, .. } => {
                let led = led.map(|s| format!(" · led {}", x.suit(s))).unwrap_or_default();
                let bid = contract.as_ref().and_then(|c| contract_notation(c, self, x));
                let trump = match (bid, trump) {
                    (Some(bid), _) => format!(" · {bid}"),
                    (None, Some(Trump::Suit(s))) => format!(" · trump {}", x.suit(*s)),
                    (None, Some(t)) => format!(" · {}", self.trump(*t, x)),
                    (None, None) => String::new(),
                };
                let tally = if q.ask.offers_tally() && !phone { " (or tally)" } else { "" };
                format!("Trick {trick}/{tricks} · {who} to play{led}{trump} · card?{tally}")
            }
            Ask::Panfilo { card } => {
                let hint = if phone { "" } else { " (a name; Enter = nobody)" };
                format!("Who shows the pánfilo ({})?{hint}", x.card(*card))
            }
            Ask::Mosca { cards } => {
                let none = if phone { "" } else { "; Enter = none" };
                format!("A mosca? (a name and the {}{none})", counted(*cards, "card", "cards"))
            }
            Ask::Exchange { max } => format!("{who} exchanges how many cards? (0 to {max})"),
            Ask::Up => format!("{who} · face-up card?"),
            Ask::Down => format!("{who} · two face-down cards?"),
            Ask::Wild { lance, values } => {
                format!(
                    "{who} may use the perejila in {}: as {}?{}",
                    self.lance(*lance),
                    wild_values(values, x),
                    if phone { "" } else { " (Enter = no)" }
                )
            }
            Ask::Draw { count } => {
                let hint = if phone { "the card" } else { "the card; Enter = stands" };
                format!("{who} (counts {count}) draws a card for treinta y una? ({hint})")
            }
            Ask::Say { card, word } => {
                let w = if *word == Say::Belote { "belote" } else { "rebelote" };
                let hint = if phone { "" } else { " (Enter = no)" };
                format!("{who} played {}: did they say {w}?{hint}", x.card(*card))
            }
            Ask::Over { winner: Some(w) } => {
                let quit = if phone { "" } else { ", or 'quit'" };
                format!("The game is over: {} won. Type 'end' to close the session{quit}.", x.side(*w))
            }
            Ask::Over { winner: None } => {
                let quit = if phone { "" } else { ", or 'quit'" };
                format!("The game is over: its hands are played, a draw. Type 'end' to close the session{quit}.")
            }
        }
    }
}

impl En {
    /// `help`: what a table takes at any question, then each form of entry of this game, a
    /// line each; `phone`: as a phone's help section says it (taps, the entry line, the folds;
    /// nothing of Enter or `quit`).
    pub(super) fn helped(&self, forms: &[Form], x: &Names, phone: bool) -> (String, Vec<String>) {
        let examples = letters::card_examples(self, x.deck, x.letters);
        let suits = letters::suit_letters(x.deck, x.letters).join("|");
        let head = if phone {
            "Tap an answer, or type an entry in the line: the answer to the question asked, or any entry in full, its player \
             first. At any question: undo (retracts the last entry), amend (corrects an earlier entry: the amend fold, or amend \
             LINE ENTRY), score (opens the score), help, note TEXT, option KEY=VALUE, end (asks to confirm, then closes the \
             session)."
        } else {
            "At any question: undo (retract the last entry), score (the scoreboard and the hand so far), help, \
             quit (the journal is already saved), amend (correct an earlier entry: amend, or amend LINE ENTRY), \
             note TEXT, option KEY=VALUE, end (close the session).\n\
             Answer the question asked, or type any entry in full, its player first:"
        };
        let mut lines = Vec::new();
        for f in forms {
            let mut line = String::new();
            match f {
                Form::DealTurned => line.push_str("deal [DEALER] CARD — the deal and the card turned up"),
                Form::DealBottom => line.push_str(
                    "deal [DEALER] CARD [bottom CARD] — the deal, the card turned up and the bottom card shown",
                ),
                Form::Misdeal => line.push_str("misdeal — a card was exposed while dealing: the same dealer deals again"),
                Form::Reshuffle => line.push_str(
                    "reshuffle — the stock ran out at treinta y una: the hand's cards are shuffled to draw from",
                ),
                Form::DealDealerUp => line.push_str("deal [DEALER] CARD — the deal and the dealer's face-up card"),
                Form::DealWho if phone => line.push_str("deal [DEALER] — the next deal (deal alone: the dealer in turn)"),
                Form::DealWho => line.push_str("deal [DEALER] — the next deal (Enter deals in turn)"),
                Form::BidTake { third_round } => {
                    line.push_str(&format!("PLAYER pass · PLAYER take · PLAYER take {suits} (second round)"));
                    if *third_round {
                        line.push_str(" · PLAYER take all|none (third round)");
                    }
                }
                Form::BidContract { all_no_trump } => {
                    let [sp, h, ..] = letters::suit_letters(x.deck, x.letters);
                    let a = x.player(0);
                    let more = if *all_no_trump { "|all|none" } else { "" };
                    line.push_str(&format!(
                        "PLAYER VALUE TRUMP — a bid: 80 and up by tens, or capot; TRUMP {suits}{more}; e.g. {a} 90 {h}, \
                         {a} capot {sp} · PLAYER pass · PLAYER coinche (contre) · PLAYER surcoinche (surcontre) — at the \
                         auction's question, without the player: 90 {h}, pass, coinche"
                    ));
                }
                Form::BidPlay => line.push_str("PLAYER play · PLAYER pass"),
                Form::Swap => line.push_str("PLAYER swap — the 7 of trump swapped for the turned card"),
                Form::Announce => {
                    line.push_str("PLAYER announce [four run3 …] — brelán, tercia, cuarta, quinta; nothing: está bien")
                }
                Form::Show => line.push_str("PLAYER show CARD … — the cards of an announcement, after the first trick"),
                Form::PlaySay => {
                    line.push_str(&format!("PLAYER CARD [belote|rebelote] — a card played ({examples})"))
                }
                Form::Play => line.push_str(&format!("PLAYER CARD — a card played ({examples})")),
                Form::Exchange => line.push_str("PLAYER exchange N — cards exchanged from the stock"),
                Form::Mosca => line.push_str("PLAYER mosca CARD CARD CARD CARD CARD"),
                Form::Panfilo => line.push_str("PLAYER panfilo — shows the jack of clubs"),
                Form::Up => line.push_str("PLAYER up CARD — the face-up card"),
                Form::Down => line.push_str("PLAYER down CARD CARD — the two face-down cards"),
                Form::Tally(shape) if shape.points.is_some() => line.push_str(&format!("tally SIDE POINTS/TRICKS … [belote PLAYER] [renounce PLAYER] — the hand's outcome instead of its cards, after the bids ({})", crate::i18n::tally_example(*shape, x, self.words()))),
                Form::Tally(shape) => line.push_str(&format!("tally PLAYER TRICKS … — the hand's tricks instead of its cards, after the bids ({})", crate::i18n::tally_example(*shape, x, self.words()))),
                Form::Wild => line.push_str("PLAYER wild LANCE CARD — the perejila stands for a card from that lance on"),
                Form::Draw => line.push_str("PLAYER draw CARD — a card for treinta y una"),
                Form::Stand if phone => line.push_str("PLAYER stand — no more cards at treinta y una"),
                Form::Stand => {
                    line.push_str("PLAYER stand — no more cards at treinta y una (Enter at the draw question)")
                }
            }
            lines.push(line);
        }
        (head.to_string(), lines)
    }
}
