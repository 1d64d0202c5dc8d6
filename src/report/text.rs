//! `verify`'s report in words: a line per hand with its result and score, the totals, the winner,
//! every infraction in a sentence and every entry that could not be applied.

use super::board;
use crate::i18n::{scores, Catalog, Names, Text};
use crate::session::{Session, Verdict};
use crate::term::{paint, Paint, Stream::Stdout};

pub fn verify(session: &Session, v: &Verdict, cat: &dyn Catalog) -> String {
    let x = Names::of(&session.seating, session.ruleset.deck_kind);
    let mut s = String::new();
    s.push_str(&format!(
        "{} · {}\n",
        session.ruleset.name,
        (0..x.sides.len()).map(|i| x.side(i)).collect::<Vec<_>>().join(" vs ")
    ));
    for h in &v.hands {
        s.push_str(&format!(
            "{} {:>2} ({} {}): {} · {}\n",
            cat.text(Text::Hand),
            h.number,
            cat.text(Text::Dealer).to_lowercase(),
            x.player(h.dealer),
            board::result(h, cat, &x),
            scores(&h.score, &x)
        ));
    }
    s.push_str(&format!("{}\n", cat.totals(&scores(&v.standing.totals, &x))));
    match v.standing.winner {
        Some(w) => s.push_str(&format!(
            "{}\n",
            paint(Stdout, Paint::Strong, &format!("{} {}", cat.text(Text::Winner), x.side(w)))
        )),
        None => s.push_str(&format!("{}\n", cat.text(Text::NoWinnerYet))),
    }
    if v.infractions.is_empty() {
        s.push_str(&format!("{}\n", paint(Stdout, Paint::Good, cat.text(Text::NoInfractions))));
    } else {
        s.push_str(&format!("{}\n", paint(Stdout, Paint::Bad, &cat.infractions_count(v.infractions.len()))));
        for i in &v.infractions {
            s.push_str(&format!(
                "- {} {}: {} [{}]\n",
                cat.text(Text::Hand).to_lowercase(),
                i.hand,
                cat.infraction(i, &x),
                i.rule.code()
            ));
        }
    }
    if !v.errors.is_empty() {
        s.push_str(&format!("{}\n", paint(Stdout, Paint::Bad, &cat.not_applied(v.errors.len()))));
        for e in &v.errors {
            s.push_str(&format!("- {}\n", cat.line_error(e.line, &cat.refusal(&e.refusal, &x))));
        }
    }
    s
}
