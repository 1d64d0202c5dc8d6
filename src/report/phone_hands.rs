/*!
The settled hands on a phone's page (docs/serve.md): each hand with its breakdown as the summary
has it (what each side, or player, scored and why: card points, bonuses, chips; the contract
and what became of it where there is one; the pot left, the announcements and the infractions),
in a narrow column a phone shows without scrolling sideways. The score fold holds the totals
and the last hands, the latest first; the "last hand" fold the latest; the banner the hand just
settled, for a few seconds.
*/

use super::html::{escape, text};
use crate::engine::HandReport;
use crate::i18n::{Catalog, Names, Text};
use crate::session::Session;

/// The hands the score fold lists: the latest, newest first.
pub(crate) const LAST_HANDS: usize = 12;

/// Each side's (or player's) name and a number, in a grid that wraps long names, with the
/// words under each (`why`, perhaps empty).
fn parts(rows: &[(String, i64, String)], class: &str) -> String {
    let mut out = format!("<div class=\"parts {class}\">");
    for (who, n, why) in rows {
        out.push_str(&format!("<span class=\"who\">{}</span><span class=\"n\">{n}</span>", escape(who)));
        if !why.is_empty() {
            out.push_str(&format!("<span class=\"why\">{}</span>", text(why)));
        }
    }
    out.push_str("</div>");
    out
}

/// A settled hand: its number and result (the contract and what became of it, where there is
/// one), what each side scored and why, the pot left, the announcements and the infractions.
pub(crate) fn hand(h: &HandReport, cat: &dyn Catalog, x: &Names) -> String {
    let result = super::summary::contract_words(h, cat, x).unwrap_or_else(|| super::board::result(h, cat, x));
    let mut out = format!(
        "<div class=\"hand\" data-hand=\"{}\"><p class=\"head\"><strong>{} {}</strong> · {}</p>",
        h.number,
        escape(cat.text(Text::Hand)),
        h.number,
        text(&result)
    );
    let rows: Vec<(String, i64, String)> = (0..x.sides.len())
        .map(|s| {
            let why: Vec<String> = h
                .breakdown
                .iter()
                .filter(|l| l.side == s)
                .map(|l| format!("{} {:+}", cat.item(l.item), l.points))
                .collect();
            (x.side(s), h.score.get(s).copied().unwrap_or(0), why.join(" · "))
        })
        .collect();
    out.push_str(&parts(&rows, "scored"));
    let mut notes: Vec<String> = Vec::new();
    if let Some(pot) = h.pot {
        notes.push(format!("{} {pot}", cat.text(Text::Pot)));
    }
    for (p, melds) in &h.notes.announcements {
        let said: Vec<String> = melds.iter().map(|m| cat.meld(*m)).collect();
        notes.push(format!("{}{}{}", x.player(*p), cat.colon(), said.join(" + ")));
    }
    for n in notes {
        out.push_str(&format!("<p class=\"note\">{}</p>", text(&n)));
    }
    for i in &h.infractions {
        out.push_str(&format!("<p class=\"note bad\">{}</p>", text(&cat.infraction(i, x))));
    }
    out.push_str("</div>");
    out
}

/// The score fold: each side's total (and the winner), then the last hands settled with their
/// breakdowns, the latest first.
pub(crate) fn score_fold(session: &Session, cat: &dyn Catalog, x: &Names) -> String {
    let standing = session.standing();
    let totals: Vec<(String, i64, String)> =
        (0..x.sides.len()).map(|s| (x.side(s), standing.totals.get(s).copied().unwrap_or(0), String::new())).collect();
    let mut out = format!(
        "<details id=\"score\" class=\"fold\"><summary>{}</summary><p class=\"sub\">{}</p>{}",
        escape(&cat.score_fold()),
        escape(cat.text(Text::Total)),
        parts(&totals, "totals")
    );
    if let Some(w) = standing.winner {
        out.push_str(&format!("<p class=\"note\">{} {}</p>", escape(cat.text(Text::Winner)), escape(&x.side(w))));
    }
    let reports = session.reports();
    if reports.is_empty() {
        out.push_str(&format!("<p class=\"note\">{}</p>", escape(&cat.no_hand_yet())));
    } else {
        let shown = reports.len().min(LAST_HANDS);
        out.push_str(&format!("<p class=\"sub\">{}</p><ol class=\"hands\">", escape(&cat.last_hands(shown))));
        for h in reports.iter().rev().take(LAST_HANDS) {
            out.push_str(&format!("<li>{}</li>", hand(h, cat, x)));
        }
        out.push_str("</ol>");
    }
    out.push_str("</details>");
    out
}

/// The "last hand" fold: the latest hand settled with its breakdown (nothing before the first).
pub(crate) fn last_hand_fold(session: &Session, cat: &dyn Catalog, x: &Names) -> String {
    match session.reports().last() {
        Some(h) => format!(
            "<details id=\"last\" class=\"fold\"><summary>{}</summary>{}</details>",
            escape(&cat.last_hand_fold(h.number)),
            hand(h, cat, x)
        ),
        None => String::new(),
    }
}

/// What the banner at the end of a hand says: the hand is over, and its breakdown.
pub(crate) fn settled(h: &HandReport, cat: &dyn Catalog, x: &Names) -> String {
    format!("<p class=\"over\">{}</p>{}", escape(&cat.hand_over(h.number)), hand(h, cat, x))
}
