/*!
What the table asks: the questions, the entries as they are typed (a list's choices, a tally),
`help`, and the questions of `amend`.
*/

use crate::cards::{Card, Typing};
use crate::engine::{Call, Event, Form, Question, Trump};
use crate::i18n::{Names, Terms, Words};

/// What the table asks, and the entries as they are typed.
pub trait Questions: Terms {
    fn question(&self, q: &Question, x: &Names) -> String;
    /// An event as one line of the typed entry language, in this language's words: a list
    /// item, a default in brackets.
    fn choice(&self, e: &Event, x: &Names) -> String;
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
    fn amend_replace(&self, line: usize, old: &str, x: &Names) -> String;
}

/// A tally as typed in a language: `tally Ana+Marta 92/5 Luis+Pep 70/3 belote Ana`
/// (belote: points/tricks by side), `tally Ana 2 Luis 3` (bestia: tricks by player).
pub fn typed_tally(t: &crate::engine::Tally, x: &Names, w: &Words) -> String {
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

/// The values a wildcard may stand for, as its question shows them: the first eight, then "…".
pub fn wild_values(values: &[Card], x: &Names) -> String {
    const SHOWN: usize = 8;
    let shown: Vec<String> = values.iter().take(SHOWN).map(|c| x.card(*c)).collect();
    let more = if values.len() > SHOWN { " …" } else { "" };
    format!("{}{more}", shown.join(" "))
}
