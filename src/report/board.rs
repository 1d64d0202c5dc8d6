//! The table's scoreboard and the explanation of a score: a row per hand with its result and
//! what it added to each side, the totals, and a hand's breakdown, line by line.

use super::grid;
use crate::engine::{HandReport, Line, Settled, Standing, Trump};
use crate::i18n::{Catalog, Names, Text};

/// A hand's result in words: `♣ Ana · failed`, `void`.
pub(crate) fn result(h: &HandReport, cat: &dyn Catalog, x: &Names) -> String {
    let trump = |t: Trump| match t {
        Trump::Suit(s) => x.suit(s).to_string(),
        t => cat.trump(t, x),
    };
    let words = match h.contract {
        Some(Settled { contract: c, result: Some(r) }) => {
            format!("{} {} · {}", trump(c.trump), x.player(c.taker), cat.result(r))
        }
        Some(Settled { contract: c, result: None }) => format!("{} {}", trump(c.trump), x.player(c.taker)),
        None => cat.outcome(h.outcome).to_string(),
    };
    tallied(words, h, cat)
}

/// A hand's result with `(tallied)` beside it when it was entered without its cards.
pub(crate) fn tallied(words: String, h: &HandReport, cat: &dyn Catalog) -> String {
    if h.notes.tallied {
        format!("{words} ({})", cat.text(Text::Tallied))
    } else {
        words
    }
}

/// Why each side scored what it did: one line per side, `  Ana+Marta: cards 82 · last trick 10`.
pub(crate) fn breakdown(lines: &[Line], sides: usize, cat: &dyn Catalog, x: &Names) -> Vec<String> {
    (0..sides)
        .filter_map(|s| {
            let parts: Vec<String> =
                lines.iter().filter(|l| l.side == s).map(|l| format!("{} {:+}", cat.item(l.item), l.points)).collect();
            (!parts.is_empty()).then(|| format!("  {}{}{}", x.side(s), cat.colon(), parts.join(" · ")))
        })
        .collect()
}

/// The scoreboard: every hand so far and the totals.
pub(crate) fn scoreboard(
    hands: &[HandReport],
    standing: &Standing,
    cat: &dyn Catalog,
    x: &Names,
    width: Option<u16>,
) -> String {
    let mut t = grid::new_table(width);
    let mut header = vec![cat.text(Text::Hand).to_string(), cat.text(Text::Result).to_string()];
    header.extend((0..x.sides.len()).map(|s| x.side(s)));
    t.set_header(header);
    for h in hands {
        let mut row = vec![h.number.to_string(), result(h, cat, x)];
        row.extend(h.score.iter().map(|p| p.to_string()));
        t.add_row(row);
    }
    let mut row = vec![cat.text(Text::Total).to_string(), String::new()];
    row.extend(standing.totals.iter().map(|p| p.to_string()));
    t.add_row(row);
    let mut out = t.to_string();
    if let Some(w) = standing.winner {
        out.push_str(&format!("\n{} {}", cat.text(Text::Winner), x.side(w)));
    }
    out
}
