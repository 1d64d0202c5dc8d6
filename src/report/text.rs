//! `verify`'s report in words: a line per hand with its result and score, the totals, the winner,
//! every infraction in a sentence and every entry that could not be applied.

use super::board;
use crate::engine::{HandReport, Infraction, Standing};
use crate::i18n::{scores, Catalog, Names, Text};
use crate::session::{EntryError, Session};
use crate::term::{paint, Paint, Stream::Stdout};

/// The first line of `verify`: the ruleset and the sides.
pub(crate) fn verify_head(session: &Session) -> String {
    let x = Names::of(&session.seating, session.ruleset.deck_kind);
    format!("{} · {}\n", session.ruleset.name, (0..x.sides.len()).map(|i| x.side(i)).collect::<Vec<_>>().join(" vs "))
}

/// One hand of `verify`, written as soon as the hand is settled.
pub(crate) fn verify_hand(h: &HandReport, x: &Names, cat: &dyn Catalog) -> String {
    format!(
        "{} {:>2} ({} {}){}{} · {}\n",
        cat.text(Text::Hand),
        h.number,
        cat.text(Text::Dealer).to_lowercase(),
        x.player(h.dealer),
        cat.colon(),
        board::result(h, cat, x),
        scores(&h.score, x)
    )
}

/// The end of `verify`: totals, winner, infractions and entries not applied.
pub(crate) fn verify_tail(
    standing: &Standing,
    infractions: &[Infraction],
    errors: &[EntryError],
    x: &Names,
    cat: &dyn Catalog,
) -> String {
    let mut s = String::new();
    s.push_str(&format!("{}\n", cat.totals(&scores(&standing.totals, x))));
    match standing.winner {
        Some(w) => s.push_str(&format!(
            "{}\n",
            paint(Stdout, Paint::Strong, &format!("{} {}", cat.text(Text::Winner), x.side(w)))
        )),
        None => s.push_str(&format!("{}\n", cat.text(Text::NoWinnerYet))),
    }
    if infractions.is_empty() {
        s.push_str(&format!("{}\n", paint(Stdout, Paint::Good, cat.text(Text::NoInfractions))));
    } else {
        s.push_str(&format!("{}\n", paint(Stdout, Paint::Bad, &cat.infractions_count(infractions.len()))));
        for i in infractions {
            s.push_str(&format!(
                "- {} {}{}{} [{}]\n",
                cat.text(Text::Hand).to_lowercase(),
                i.hand,
                cat.colon(),
                cat.infraction(i, x),
                cat.rule(i.rule)
            ));
        }
    }
    if !errors.is_empty() {
        s.push_str(&format!("{}\n", paint(Stdout, Paint::Bad, &cat.not_applied(errors.len()))));
        for e in errors {
            s.push_str(&format!("- {}\n", cat.line_error(e.line, &cat.refusal(&e.refusal, x))));
        }
    }
    s
}
