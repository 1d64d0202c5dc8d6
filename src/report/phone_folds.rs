/*!
The folds of a phone's page (docs/serve.md), under the entry line: the hand in play's tricks, the
last hand, the score and help, each a `<details>` the phone opens with a tap (`score` and `help`
typed in the entry line open theirs); and the banner that shows the hand just settled, with its
breakdown, for a few seconds above the questions. Their style and the banner's timer are pieces
of their own beside the page's (each allowed by its hash).
*/

use super::html::escape;
use super::{asked, phone, phone_hands, phone_help, phone_tricks};
use crate::cards::Letters;
use crate::i18n::{Catalog, Lang, Names};
use crate::session::Session;

/// The folds' style: a fold's summary a tap target of 44 px, the hands' breakdowns in a narrow
/// grid that wraps long names, the tricks one a line; dark, and light where the phone asks.
pub(crate) const CSS: &str = ".fold{margin-top:.75rem;border-top:1px solid #334155}.fold summary{padding:.8rem 0;\
line-height:1.25;cursor:pointer;font-weight:600;overflow-wrap:anywhere}.fold summary:focus-visible{outline:2px solid #93c5fd}\
.fold>p,.fold li,.settled p{overflow-wrap:anywhere}.sub{color:#94a3b8;margin:.5rem 0 .25rem}.sub::first-letter{text-transform:uppercase}\
.parts{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:.15rem .75rem;align-items:baseline}\
.parts .who{overflow-wrap:anywhere}.parts .n{text-align:right;font-variant-numeric:tabular-nums;font-weight:600}\
.parts .why{grid-column:1/-1;font-size:.9rem;color:#94a3b8;margin-bottom:.25rem;overflow-wrap:anywhere}\
.totals .n{font-size:1.25rem}.hands,.tricks,.shown,.forms{margin:.25rem 0;padding-left:1.25rem}\
.hands>li{margin:.5rem 0}.hand .head{margin:.25rem 0;overflow-wrap:anywhere}.note{margin:.25rem 0;font-size:.9rem}\
.note.bad{color:#fca5a5}.tricks li,.shown li{margin:.3rem 0}.tricks .won{color:#94a3b8;white-space:nowrap}\
.tricks .now .won{font-style:italic}.forms li{margin:.3rem 0}.legend{font-size:.95rem}\
.settled{margin:.5rem 0;background:#14532d}.settled .over{font-weight:700;margin:0 0 .25rem}\
.settled .why,.settled .sub{color:inherit}.deal .turned{display:grid;grid-template-columns:repeat(auto-fill,minmax(3.4rem,1fr));\
gap:.5rem;margin-bottom:.75rem}.deal label{display:block}.deal input{position:absolute;opacity:0;width:1px;height:1px}\
.deal label span{display:flex;align-items:center;justify-content:center;box-sizing:border-box;font:inherit;font-size:1.1rem;\
min-height:3rem;padding:.5rem .25rem;border-radius:.6rem;border:1px solid #475569;background:#1e293b;\
font-variant-numeric:tabular-nums}.deal input:checked+span{background:#2563eb;border-color:#93c5fd;color:#fff;font-weight:700}\
.deal input:focus-visible+span{outline:2px solid #93c5fd}.deal .red{color:#f87171}.deal .step{margin:.25rem 0 .4rem;color:#94a3b8}\
.taps .none{width:100%}\
@media (prefers-color-scheme:light){.fold{border-color:#cbd5e1}.sub,.parts .why,.tricks .won,.deal .step{color:#475569}\
.note.bad{color:#b91c1c}.settled{background:#bbf7d0}.deal label span{background:#fff;border-color:#94a3b8}\
.deal input:checked+span{background:#2563eb;color:#fff}.deal .red{color:#b91c1c}}";

/// The banner's timer (static, so its hash is its permission): a banner shown (`#settled`) is
/// hidden once its `data-left` milliseconds have passed since it was first drawn; a page drawn
/// again brings its own.
pub(crate) const SCRIPT: &str = "(function(){var seen=new WeakMap();setInterval(function(){\
var b=document.getElementById('settled');if(!b||b.hidden)return;var now=Date.now();\
if(!seen.has(b))seen.set(b,now);if(now-seen.get(b)>=+b.dataset.left)b.hidden=true},250)})();";

/// The folds of the page as the table stands: the hand in play, the last hand, the score, help.
pub(crate) fn folds(session: &Session, cat: &dyn Catalog, letters: Letters) -> String {
    let x = Names::of(&session.seating, session.ruleset.deck_kind).typed_with(letters);
    let so_far = if session.ended() { None } else { session.game().hand_so_far() };
    [
        phone_tricks::tricks_fold(so_far.as_ref(), cat, &x),
        phone_hands::last_hand_fold(session, cat, &x),
        phone_hands::score_fold(session, cat, &x),
        phone_help::help_fold(session, cat, &x, letters),
    ]
    .concat()
}

/// The folds with the one whose `id` is given open (`score`, `help`: what was typed).
pub(crate) fn opened(folds: &str, id: &str) -> String {
    let closed = format!("<details id=\"{}\" class=\"fold\">", escape(id));
    folds.replacen(&closed, &format!("<details id=\"{}\" class=\"fold\" open>", escape(id)), 1)
}

/// What the banner of the hand just settled says ([`phone_hands::settled`]), as made when it
/// settled.
pub(crate) fn settled(session: &Session, cat: &dyn Catalog, letters: Letters) -> Option<String> {
    let x = Names::of(&session.seating, session.ruleset.deck_kind).typed_with(letters);
    session.reports().last().map(|h| phone_hands::settled(h, cat, &x))
}

/// The banner around `inner`, shown for `left` milliseconds more.
pub(crate) fn banner(inner: &str, left: u128) -> String {
    format!("<section id=\"settled\" class=\"msg settled\" role=\"status\" data-left=\"{left}\">{inner}</section>")
}

/// What a phone with the PIN is shown under the board for `session` as it stands: the banner of
/// its last hand, its questions with their taps, the entry line, undo, amend, the quick hand
/// where a tally is taken and the folds (as a
/// page made at `seq` 0 shows them, with no message). For the tests that look at every step of
/// every game in every language.
#[doc(hidden)]
pub fn asking(session: &Session, lang: Lang, letters: Letters) -> String {
    let cat = lang.catalog();
    let x = Names::of(&session.seating, session.ruleset.deck_kind).typed_with(letters);
    let questions = session.questions();
    let asked: Vec<asked::Asked> = questions.iter().map(|q| asked::asked(session, q, cat, letters)).collect();
    let recent: Vec<(usize, String)> =
        session.recent_in_force(8).into_iter().map(|(line, e)| (line, cat.entry(&e, &x))).collect();
    let banner = settled(session, cat, letters).map(|b| banner(&b, 1)).unwrap_or_default();
    let asking: Vec<&crate::engine::Question> = questions.iter().collect();
    let quick = super::phone_tally::quick(session, &asking, (0, ""), cat, letters);
    phone::ask(&asked, &recent, (0, ""), None, cat, (&banner, &format!("{quick}{}", folds(session, cat, letters))))
}
