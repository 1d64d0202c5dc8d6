/*!
The hand in play on a phone's page (docs/serve.md), folded away: its tricks so far, each with who
played what in the order played (the leader first) and who took it (with its card points where
tricks carry some), then the cards on the table; a hand played without tricks (perejila) shows
the cards each player has shown instead. Between hands there is no such fold.
*/

use super::asked::red;
use super::html::escape;
use crate::cards::Card;
use crate::engine::HandSoFar;
use crate::i18n::{Catalog, Names};

/// A card as the page shows it: ♥ and ♦ of a French deck in red.
fn card(c: Card, x: &Names) -> String {
    let shown = escape(&x.card(c));
    if red(x.deck, c) {
        format!("<span class=\"red\">{shown}</span>")
    } else {
        shown
    }
}

/// Who played what, in order: `Marta 7♣ · Iker A♣`.
fn plays(plays: &[(usize, Card)], x: &Names) -> String {
    let each: Vec<String> = plays.iter().map(|(p, c)| format!("{} {}", escape(&x.player(*p)), card(*c, x))).collect();
    format!("<span class=\"plays\">{}</span>", each.join(" · "))
}

/// The fold of the hand in play: its tricks, or the cards shown (None between hands, and
/// before anything was played or shown).
pub(crate) fn tricks_fold(so_far: Option<&HandSoFar>, cat: &dyn Catalog, x: &Names) -> String {
    let Some(h) = so_far else { return String::new() };
    if let Some((taken, tricks)) = h.trick_count() {
        if h.taken.is_empty() && h.table.is_empty() {
            return String::new();
        }
        let mut out = format!(
            "<details id=\"tricks\" class=\"fold\"><summary>{}</summary><ol class=\"tricks\">",
            escape(&cat.tricks_fold(taken, tricks))
        );
        for t in &h.taken {
            out.push_str(&format!(
                "<li>{} <span class=\"won\">{}</span></li>",
                plays(&t.plays, x),
                escape(&cat.trick_taken(&x.player(t.winner), t.points))
            ));
        }
        if !h.table.is_empty() {
            out.push_str(&format!(
                "<li class=\"now\">{} <span class=\"won\">{}</span></li>",
                plays(&h.table, x),
                escape(&cat.trick_in_play())
            ));
        }
        out.push_str("</ol></details>");
        return out;
    }
    if h.shown.iter().all(Vec::is_empty) {
        return String::new();
    }
    let mut out = format!(
        "<details id=\"tricks\" class=\"fold\"><summary>{}</summary><ul class=\"shown\">",
        escape(&cat.shown_fold())
    );
    for (p, cards) in h.shown.iter().enumerate().filter(|(_, cs)| !cs.is_empty()) {
        let cards: Vec<String> = cards.iter().map(|c| card(*c, x)).collect();
        out.push_str(&format!(
            "<li><span class=\"who\">{}</span> <span class=\"plays\">{}</span></li>",
            escape(&x.player(p)),
            cards.join(" ")
        ));
    }
    out.push_str("</ul></details>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{DeckKind, Letters, Rank, Suit};
    use crate::engine::TrickTaken;
    use crate::i18n::Lang;

    fn names<'a>(players: &'a [String], sides: &'a [String]) -> Names<'a> {
        Names { players, sides, deck: DeckKind::French, letters: Letters::En }
    }

    #[test]
    fn each_trick_its_plays_in_order_and_who_took_it_then_the_cards_on_the_table() {
        let players: Vec<String> = ["Pep", "Marta", "Iker", "Olga"].map(String::from).to_vec();
        let sides: Vec<String> = vec!["Pep+Iker".into(), "Marta+Olga".into()];
        let x = names(&players, &sides);
        let c = |r: u8, s: u8| Card::new(Suit(s), Rank(r));
        let h = HandSoFar {
            tricks: (1, 8),
            taken: vec![TrickTaken {
                plays: vec![(1, c(7, 0)), (2, c(14, 0)), (3, c(8, 0)), (0, c(10, 1))],
                winner: 2,
                points: Some(21),
            }],
            table: vec![(2, c(13, 2))],
            ..HandSoFar::default()
        };
        let fold = tricks_fold(Some(&h), Lang::En.catalog(), &x);
        assert!(
            fold.starts_with("<details id=\"tricks\" class=\"fold\"><summary>Tricks so far: 1 of 8</summary>"),
            "{fold}"
        );
        assert!(
            fold.contains(
                "<li><span class=\"plays\">Marta 7♠ · Iker A♠ · Olga 8♠ · Pep <span class=\"red\">10♥</span></span> \
                 <span class=\"won\">Iker takes it (21)</span></li>"
            ),
            "{fold}"
        );
        assert!(
            fold.contains("<li class=\"now\"><span class=\"plays\">Iker <span class=\"red\">K♦</span></span>"),
            "{fold}"
        );
        // Between hands, and a hand with nothing played yet: no fold.
        assert_eq!(tricks_fold(None, Lang::En.catalog(), &x), "");
        assert_eq!(
            tricks_fold(Some(&HandSoFar { tricks: (0, 8), ..HandSoFar::default() }), Lang::En.catalog(), &x),
            ""
        );
    }
}
