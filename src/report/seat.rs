/*!
A seated phone's page (docs/serve.md, "Seats"): a phone that says whose it is shows when it is its
player's turn ("Your turn, Pep", above the questions) and whose it is otherwise, and offers only
the taps that are its player's: each tap is a whole entry, and a tap that names another player
(their card, their bid, their answer to a held play) goes. What is left of another player's
question is what the game lets this player say meanwhile (a coinche out of turn); a question of
no one player (the deal, who swaps the 7) keeps its taps but another player's. No rule is made
here: what a player may say is what the game's questions offer ([`super::asked`]).

Below the questions, a fold chooses the seat: each player, the scorer, or no one, each a button
of a form that posts to `/seat` (post-redirect-get without scripts; with them, a small script
posts it and has the page drawn again, the entry lines keeping their text).
*/

use super::asked::{Asked, Choice};
use super::html::escape;
use crate::i18n::Catalog;
use crate::names::leading_player;

/// Whose phone it is: a player's (their seat in the seating order), or the scorer's (a phone for
/// the whole table, which works as one without a seat).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PhoneSeat {
    Player(usize),
    Scorer,
}

/// The style of the turn's line and of the seat's fold (after the phone page's), dark and light;
/// every button at least 44 px each way.
pub(crate) const CSS: &str = ".turn{font-size:1.3rem;font-weight:700;margin:.75rem 0 .25rem;padding:.6rem .9rem;\
border-radius:.6rem;background:#334155}.turn.mine{background:#15803d;color:#fff}#seat{margin-top:1.25rem}\
#seat summary{min-height:2.75rem;line-height:2.75rem;cursor:pointer;overflow-wrap:anywhere}\
#seat .means{font-size:.95rem;color:#94a3b8;margin:.25rem 0 .75rem}.seats{display:flex;flex-wrap:wrap;gap:.5rem}\
.seats button{font:inherit;font-size:1.1rem;min-height:3rem;min-width:3rem;max-width:100%;padding:.5rem .9rem;\
border-radius:.6rem;border:1px solid #475569;background:#1e293b;color:inherit;overflow-wrap:anywhere}\
.seats button[aria-pressed=true]{background:#2563eb;border-color:#93c5fd;color:#fff;font-weight:700}\
@media (min-width:64rem){#seat{grid-column:2}}\
@media (prefers-color-scheme:light){.turn{background:#e2e8f0}.turn.mine{background:#15803d;color:#fff}\
#seat .means{color:#475569}.seats button{background:#fff;border-color:#94a3b8}\
.seats button[aria-pressed=true]{background:#2563eb;color:#fff}}";

/// The seat's script (static, allowed by its hash): a seat's button posts without leaving the
/// page, then the seat's fold is drawn again and the page's script asked to draw the questions
/// again (`tapete:redraw`), which keeps what the entry lines hold. When the post does not go
/// through, the form is posted as without scripts.
pub(crate) const SCRIPT: &str = "(function(){document.addEventListener('submit',function(e){var f=e.target;\
if((f.getAttribute('action')||'').slice(-5)!=='/seat')return;e.preventDefault();var b=e.submitter;\
fetch('seat',{method:'POST',headers:{'Accept':'application/json','Content-Type':'application/x-www-form-urlencoded'},\
body:new URLSearchParams(new FormData(f,b)).toString()}).then(function(r){if(!r.ok)throw r;return fetch('./',{cache:'no-store'})})\
.then(function(r){return r.text()}).then(function(h){var n=new DOMParser().parseFromString(h,'text/html').getElementById('seat'),\
o=document.getElementById('seat');if(n&&o)o.replaceWith(document.importNode(n,true));\
document.dispatchEvent(new Event('tapete:redraw'))}).catch(function(){if(b&&b.name){var i=document.createElement('input');\
i.type='hidden';i.name=b.name;i.value=b.value;f.appendChild(i)}f.submit()})})})();";

/// The player a tap's entry names first (`Marta 7C`), if any (`deal Pep 8C`, `end`: none).
fn named(players: &[String], entry: &str) -> Option<usize> {
    leading_player(players, entry).map(|(seat, _)| seat)
}

/// The questions as the phone of player `seat` shows them: the same questions, each without the
/// taps that name another player.
pub(crate) fn view(asked: &[Asked], players: &[String], seat: usize) -> Vec<Asked> {
    let mine = |c: &Choice| named(players, &c.entry).is_none_or(|p| p == seat);
    asked
        .iter()
        .map(|a| {
            let mut a = a.clone();
            a.choices.retain(mine);
            a.cards.retain(mine);
            a.default = a.default.filter(mine);
            a.bid = a.bid.filter(|b| b.values.iter().all(mine));
            a
        })
        .collect()
}

/// What a seated phone says above its questions: that it is its player's turn, or whose it is
/// (the first player the questions ask); when no one player is asked, that it is its player's
/// turn only if a question offers them a tap (an answer to a coinche). Empty: nothing to say.
pub(crate) fn turn(asked: &[Asked], players: &[String], seat: usize, cat: &dyn Catalog) -> String {
    let Some(name) = players.get(seat) else { return String::new() };
    let line = |class: &str, text: String| format!("<p class=\"{class}\" role=\"status\">{}</p>", escape(&text));
    match asked.iter().find_map(|a| a.who.as_ref()) {
        Some(who) if who == name => line("turn mine", cat.your_turn(name)),
        Some(who) => line("turn", cat.their_turn(who)),
        None => {
            let tapped = view(asked, players, seat)
                .iter()
                .any(|a| a.choices.iter().chain(&a.cards).any(|c| named(players, &c.entry) == Some(seat)));
            if tapped {
                line("turn mine", cat.your_turn(name))
            } else {
                String::new()
            }
        }
    }
}

/// The questions' part of a page (`phone::ask`'s section) with `lead` first inside it, so that it
/// is drawn again with the questions.
pub(crate) fn lead(ask: String, lead: &str) -> String {
    match ask.find('>') {
        Some(end) if !lead.is_empty() && ask.starts_with("<section id=\"ask\"") => {
            format!("{}{lead}{}", &ask[..=end], &ask[end + 1..])
        }
        _ => ask,
    }
}

/// The fold that chooses the seat: whose phone it is (or the question, with no seat), and a
/// button for each player, the scorer and no one, the seat held pressed.
pub(crate) fn control(players: &[String], seat: Option<PhoneSeat>, cat: &dyn Catalog) -> String {
    let summary = match seat {
        Some(PhoneSeat::Player(p)) => cat.seat_is(players.get(p).map(String::as_str)),
        Some(PhoneSeat::Scorer) => cat.seat_is(None),
        None => cat.seat_ask(),
    };
    let button = |value: &str, label: &str, held: bool| {
        format!("<button name=\"seat\" value=\"{}\" aria-pressed=\"{held}\">{}</button>", escape(value), escape(label))
    };
    let mut buttons: String = players
        .iter()
        .enumerate()
        .map(|(i, p)| button(&i.to_string(), p, seat == Some(PhoneSeat::Player(i))))
        .collect();
    buttons.push_str(&button("scorer", &cat.seat_scorer(), seat == Some(PhoneSeat::Scorer)));
    buttons.push_str(&button("none", &cat.seat_none(), seat.is_none()));
    format!(
        "<section id=\"seat\"><details><summary>{}</summary><p class=\"means\">{}</p>\
         <form method=\"post\" action=\"/seat\" class=\"seats\">{buttons}</form></details></section>",
        escape(&summary),
        escape(&cat.seat_means())
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn players() -> Vec<String> {
        ["Ana", "Luis", "Marta", "Pep"].iter().map(|s| s.to_string()).collect()
    }

    fn tap(label: &str, entry: &str) -> Choice {
        Choice { label: label.into(), entry: entry.into(), red: false }
    }

    fn asked(who: Option<&str>, choices: Vec<Choice>, cards: Vec<Choice>) -> Asked {
        Asked {
            who: who.map(String::from),
            ask: "card",
            text: "?".into(),
            optional: false,
            choices,
            default: None,
            cards,
            bid: None,
            bottom: false,
            legend: None,
        }
    }

    #[test]
    fn a_seated_phone_keeps_only_its_player_s_taps_and_says_whose_turn_it_is() {
        let (players, cat) = (players(), Lang::En.catalog());
        // Marta bids; Ana may coinche out of turn; Pep may not.
        let bid = asked(
            Some("Marta"),
            vec![tap("pass", "Marta pass"), tap("Ana: coinche", "Ana coinche"), tap("coinche", "Marta coinche")],
            vec![],
        );
        let entries = |v: &[Asked]| v[0].choices.iter().map(|c| c.entry.clone()).collect::<Vec<_>>();
        assert_eq!(entries(&view(std::slice::from_ref(&bid), &players, 0)), ["Ana coinche"]);
        assert_eq!(entries(&view(std::slice::from_ref(&bid), &players, 3)), Vec::<String>::new());
        assert_eq!(entries(&view(std::slice::from_ref(&bid), &players, 2)), ["Marta pass", "Marta coinche"]);
        assert_eq!(
            turn(std::slice::from_ref(&bid), &players, 2, cat),
            "<p class=\"turn mine\" role=\"status\">Your turn, Marta</p>"
        );
        assert_eq!(
            turn(std::slice::from_ref(&bid), &players, 0, cat),
            "<p class=\"turn\" role=\"status\">Marta&#39;s turn</p>"
        );
        // Cards are the player's asked; a tap of no one player's (the deal) stays.
        let card = asked(Some("Pep"), vec![], vec![tap("7♣", "Pep 7C")]);
        assert!(view(std::slice::from_ref(&card), &players, 0)[0].cards.is_empty());
        assert_eq!(view(std::slice::from_ref(&card), &players, 3)[0].cards.len(), 1);
        let deal = asked(None, vec![tap("8♣", "deal Ana 8C")], vec![]);
        assert_eq!(entries(&view(std::slice::from_ref(&deal), &players, 3)), ["deal Ana 8C"]);
        assert_eq!(turn(std::slice::from_ref(&deal), &players, 3, cat), "");
        // Answers to a coinche (no one player asked): the phone of one who may answer is asked.
        let answers = asked(None, vec![tap("Luis: pass", "Luis pass"), tap("Pep: pass", "Pep pass")], vec![]);
        assert!(turn(std::slice::from_ref(&answers), &players, 3, cat).contains("Your turn, Pep"));
        assert_eq!(turn(std::slice::from_ref(&answers), &players, 0, cat), "");
    }

    #[test]
    fn the_turn_goes_first_inside_the_questions_and_the_fold_holds_the_seat() {
        let ask = "<section id=\"ask\" data-seq=\"3\"><p>q</p></section>".to_string();
        assert_eq!(lead(ask.clone(), "<p>T</p>"), "<section id=\"ask\" data-seq=\"3\"><p>T</p><p>q</p></section>");
        assert_eq!(lead(ask.clone(), ""), ask);
        let cat = Lang::Es.catalog();
        let fold = control(&players(), Some(PhoneSeat::Player(3)), cat);
        assert!(fold.contains("<summary>Este teléfono: Pep</summary>"), "{fold}");
        assert!(fold.contains("<button name=\"seat\" value=\"3\" aria-pressed=\"true\">Pep</button>"), "{fold}");
        assert!(fold.contains("<button name=\"seat\" value=\"none\" aria-pressed=\"false\">nadie</button>"), "{fold}");
        let fold = control(&players(), None, cat);
        assert!(fold.contains("<summary>¿De quién es este teléfono?</summary>"), "{fold}");
        assert!(fold.contains("value=\"none\" aria-pressed=\"true\""), "{fold}");
    }
}
