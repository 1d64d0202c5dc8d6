/*!
What the table asks: the questions, the entries as they are typed (a list's choices, a tally),
`help`, and the questions of `amend`.
*/

use crate::cards::{Card, Typing};
use crate::engine::{Ask, Call, CallWords, Event, Form, Question, Trump};
use crate::i18n::{Names, Terms, Words};

/// What the table asks, and the entries as they are typed.
#[doc(hidden)]
pub trait Questions: Terms {
    /// The question as the terminal asks it (its hints name Enter, `quit`, a tally).
    fn question(&self, q: &Question, x: &Names) -> String;
    /// The question as a phone's page asks it: the same, without what a phone cannot use
    /// (Enter, `quit`, a tally it has no tap for).
    fn phone_question(&self, q: &Question, x: &Names) -> String;
    /// An event as one line of the typed entry language, in this language's words: a list
    /// item, a default in brackets.
    fn choice(&self, e: &Event, x: &Names) -> String;
    /// A contract's double (`Call::Coinche`) or its answer (`Call::Surcoinche`) as a choice,
    /// in the words the ruleset calls them by: the same typed words in every language.
    fn double(&self, call: Call, words: CallWords) -> String {
        match (call, words) {
            (Call::Surcoinche, CallWords::Coinche) => "surcoinche",
            (Call::Surcoinche, CallWords::Contre) => "surcontre",
            (_, CallWords::Coinche) => "coinche",
            (_, CallWords::Contre) => "contre",
        }
        .into()
    }
    /// A choice of question `q` ([`Questions::choice`]), in the question's words where it has
    /// its own (a contrée's auction says contre and surcontre).
    fn choice_asked(&self, e: &Event, q: &Question, x: &Names) -> String {
        match (e, &q.ask) {
            (Event::Bid { call: call @ (Call::Coinche | Call::Surcoinche), .. }, Ask::ContractBid { words, .. }) => {
                self.double(*call, *words)
            }
            _ => self.choice(e, x),
        }
    }
    /// An event as a whole entry, its player named (`Ana tercia`, `Marta pass`, `Ana 7♣`): what
    /// `amend` lists and `undo` says it retracted, away from the question that asked for it.
    fn entry(&self, e: &Event, x: &Names) -> String {
        match e {
            Event::Bid { player, .. } | Event::Announce { player, .. } | Event::Exchange { player, .. } => {
                format!("{} {}", x.player(*player), self.choice(e, x))
            }
            Event::Amend { line, entry } => format!("{} {line} {}", self.words().amend[0], self.entry(entry, x)),
            _ => self.choice(e, x),
        }
    }
    /// Calls as a list of choices says them, in this language's words.
    fn calls(&self, options: &[(Call, Option<Trump>)], x: &Names) -> Vec<String> {
        options
            .iter()
            .map(|(call, trump)| self.choice(&Event::Bid { player: 0, call: *call, trump: *trump }, x))
            .collect()
    }
    /// `help`: the table's commands and the entries of this game, its examples in the table's
    /// letters.
    fn help(&self, forms: &[Form], x: &Names) -> String;
    /// The table's card letters in one line: said when the table starts and after `help`.
    fn legend(&self, t: &Typing) -> String;
    /// `amend` at the table: which entry, then what replaces it.
    fn amend_pick(&self) -> String;
    /// A served table: an entry a phone made, as the terminal shows it.
    fn phone_entry(&self, entry: &str) -> String;
    /// A served table: `quit` typed on a phone (only the table's own terminal quits).
    fn quit_from_phone(&self) -> String;
    /// A served table: what was typed at the terminal answered a question a phone's entry
    /// has since changed; the new question is asked.
    fn moved_on(&self) -> String;
    /// A served table: a phone's entry while a play is held for its word (`word`, said or not
    /// by `player`): refused, the question named (any other entry would overtake it).
    fn held_asking(&self, player: &str, word: crate::engine::Say) -> String;
    /// A served table: a phone's entry made on a page older than the table's state, not entered;
    /// `since`, the entries written meanwhile (empty: only the question changed).
    fn moved_since(&self, since: &[String]) -> String;
    /// A served table: where the phones open it, and the PIN that lets them write.
    fn serving_at(&self, url: &str, pin: &str) -> String;
    /// A served table's page: the connection to the table is lost (nothing waits to be sent).
    fn offline(&self) -> String;
    /// A served table's page: the connection to the table is lost while an entry waits; it is
    /// sent again.
    fn offline_pending(&self) -> String;
    /// A served table's page: the PIN typed is not this table's.
    fn wrong_pin(&self) -> String;
    /// A served table's page: where the PIN is typed to enter from this phone.
    fn pin_prompt(&self) -> String;
    /// A served table: five wrong PINs from this address within a minute.
    fn pin_locked(&self) -> String;
    /// A served table's page: the table's budget of wrong PINs is spent (from any addresses).
    fn pin_guessed(&self) -> String;
    /// A served table, at the terminal: `budget` wrong PINs within a minute, from any addresses;
    /// no PIN is checked for now; `restart` (a command) starts the table again with a new PIN.
    fn pin_guessing(&self, budget: usize, restart: &str) -> String;
    /// A served table: a post that is not one line of entry and a number for `seq`.
    fn malformed_entry(&self) -> String;
    fn amend_replace(&self, line: usize, old: &str, x: &Names) -> String;
}

/// A tally as typed in a language: `tally Ana+Marta 92/5 Luis+Pep 70/3 belote Ana`
/// (belote: points/tricks by side), `tally Ana 2 Luis 3` (bestia: tricks by player).
pub(crate) fn typed_tally(t: &crate::engine::Tally, x: &Names, w: &Words) -> String {
    let mut out = w.tally[0].to_string();
    for (side, tricks) in &t.tricks {
        out.push(' ');
        out.push_str(&x.side(*side));
        match t.points.iter().find(|(s, _)| s == side) {
            Some((_, p)) => out.push_str(&format!(" {p}/{tricks}")),
            None if t.points.is_empty() => out.push_str(&format!(" {tricks}")),
            None => out.push_str(&format!(" 0/{tricks}")),
        }
    }
    for p in &t.belote {
        out.push_str(&format!(" {} {}", w.belote[0], x.player(*p)));
    }
    if let Some(p) = t.renounce {
        out.push_str(&format!(" {} {}", w.renounce[0], x.player(p)));
    }
    out
}

/// A tally this table would take, typed in the language's words, for the examples of `help` and
/// of refusals: the table's own sides, with card points and tricks (belote) or tricks alone
/// (bestia, where every player is a side). The first side takes the most; each other side a few tricks (at least one while any
/// are left) and twenty points a trick and ten; the counts add up to the hand's.
pub(crate) fn tally_example(shape: crate::engine::TallyShape, x: &Names, w: &Words) -> String {
    // Every player is a side where a tally counts by player (bestia).
    let n = x.sides.len().max(1);
    let total = i64::from(shape.tricks);
    let each = (total / n as i64 - 1).max(1);
    let mut left = total;
    let mut tricks = vec![0i64; n];
    for t in tricks.iter_mut().skip(1) {
        *t = each.min(left - 1).max(0);
        left -= *t;
    }
    tricks[0] = left;
    let mut t = crate::engine::Tally { tricks: tricks.iter().copied().enumerate().collect(), ..Default::default() };
    if let Some(all) = shape.points {
        let others: Vec<i64> = tricks.iter().skip(1).map(|k| if *k > 0 { 20 * k + 10 } else { 0 }).collect();
        let first = (i64::from(all) - others.iter().sum::<i64>()).max(0);
        t.points = std::iter::once(first).chain(others).enumerate().collect();
    }
    typed_tally(&t, x, w)
}

/// The values a wildcard may stand for, as its question shows them: the first eight, then "…".
pub(crate) fn wild_values(values: &[Card], x: &Names) -> String {
    const SHOWN: usize = 8;
    let shown: Vec<String> = values.iter().take(SHOWN).map(|c| x.card(*c)).collect();
    let more = if values.len() > SHOWN { " …" } else { "" };
    format!("{}{more}", shown.join(" "))
}
