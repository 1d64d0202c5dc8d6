/*!
The quick hand on a phone's page (docs/serve.md): where the question of the moment takes a tally
(a hand dealt and bid, not a card of it played yet), a fold under the questions with each side's
numbers (its card points and tricks where the game's tally counts both, as Belote's does; its
tricks alone where it counts tricks, as La Bestia's), who was credited with belote-rebelote and
whose renounce the table agreed on, where the game has them. The form posts the pieces of a
typed `tally` line as fields (`entry` the language's word, `side0`, `points0`, `tricks0`, …,
`belote`, `renounce`), which the server puts together in that order (`serve::form`): the referee
checks the line as it checks one typed, and says why it is refused as it says it for any entry.
A small script, allowed by its hash, fills the other side's numbers from what is left when a
tally has two sides (what the game says a hand holds, less what was typed), until they are typed
by hand.
*/

use super::html::escape;
use super::phone::{form, At};
use crate::cards::Letters;
use crate::engine::{Form, Question, TallyShape};
use crate::i18n::{Catalog, Names, Text};
use crate::session::Session;

/// The fold's style: each side's numbers a row of two wide fields, the choices and the button
/// full width; dark, and light where the phone asks.
pub(crate) const CSS: &str = ".quick fieldset{border:0;padding:0;margin:0 0 .75rem}.quick legend{font-weight:600;padding:0;\
margin-bottom:.35rem;overflow-wrap:anywhere}.quick .nums{display:grid;grid-template-columns:repeat(auto-fit,minmax(6rem,1fr));\
gap:.5rem}.quick label{display:flex;flex-direction:column;gap:.25rem;font-size:.95rem}\
.quick input,.quick select{font:inherit;font-size:1.2rem;min-height:3rem;box-sizing:border-box;width:100%;padding:.45rem;\
border-radius:.6rem;border:1px solid #475569;background:#0b1220;color:inherit;font-variant-numeric:tabular-nums}\
.quick .who{margin:0 0 .75rem}.quick button{font:inherit;font-size:1.1rem;width:100%;min-height:3rem;border-radius:.6rem;\
border:1px solid #93c5fd;background:#2563eb;color:#fff;font-weight:700}\
@media (prefers-color-scheme:light){.quick input,.quick select{background:#fff;border-color:#94a3b8}}";

/// The fold's script (static, so its hash is its permission): in a quick hand of two sides, a
/// number typed for one side fills the other's with what is left of the hand's (`data-total`
/// of its kind), unless that one was typed by hand or nothing would be left.
pub(crate) const SCRIPT: &str = "document.addEventListener('input',function(e){var i=e.target,f=i.form;\
if(!f||f.className!=='quick'||i.type!=='number')return;i.dataset.typed=i.value===''?'':'1';var m=/^(points|tricks)([01])$/.exec(i.name);\
if(!m||!f.elements.side1||f.elements.side2)return;var o=f.elements[m[1]+(m[2]==='0'?'1':'0')],t=+f.dataset[m[1]];\
if(!o||o.dataset.typed==='1'||i.value===''||isNaN(t))return;var v=t-(+i.value);o.value=v>=0?String(v):''});";

/// What a tally of the game at the table counts, from the game's forms of entry: its shape, and
/// whether its hands have belote-rebelote to credit (a play may carry the word).
fn shape(session: &Session) -> Option<(TallyShape, bool)> {
    let forms = session.game().forms();
    let belote = forms.contains(&Form::PlaySay);
    forms.into_iter().find_map(|f| match f {
        Form::Tally(shape) => Some((shape, belote)),
        _ => None,
    })
}

/// The quick hand for `session` when one of the questions of the moment takes a tally instead
/// of its answer (the hand's first card), else nothing. `at`: where the page is made (its
/// forms post it).
pub(crate) fn quick(session: &Session, questions: &[&Question], at: At, cat: &dyn Catalog, letters: Letters) -> String {
    if !questions.iter().any(|q| q.ask.offers_tally()) || session.ended() {
        return String::new();
    }
    let Some((shape, belote)) = shape(session) else { return String::new() };
    let x = Names::of(&session.seating, session.ruleset.deck_kind).typed_with(letters);
    let words = cat.words();
    // Where the tally counts points, each side gives both numbers; where it counts tricks by
    // player (every player a side), a player left empty took none.
    let required = if shape.points.is_some() { " required" } else { "" };
    let number = |name: &str, label: &str, max: u64| {
        format!(
            "<label>{}<input type=\"number\" name=\"{name}\" inputmode=\"numeric\" min=\"0\" max=\"{max}\" step=\"1\" \
             autocomplete=\"off\"{required}/></label>",
            escape(label)
        )
    };
    let mut inner = format!("<input type=\"hidden\" name=\"entry\" value=\"{}\"/>", escape(words.tally[0]));
    for s in 0..x.sides.len() {
        let mut nums = String::new();
        if let Some(points) = shape.points {
            nums.push_str(&number(&format!("points{s}"), cat.text(Text::QuickPoints), u64::from(points)));
        }
        nums.push_str(&number(&format!("tricks{s}"), cat.text(Text::QuickTricks), u64::from(shape.tricks)));
        inner.push_str(&format!(
            "<fieldset><legend>{0}</legend><input type=\"hidden\" name=\"side{s}\" value=\"{0}\"/>\
             <div class=\"nums\">{nums}</div></fieldset>",
            escape(&x.side(s))
        ));
    }
    // A choice of the players, each option the words the line takes (`belote Ana`).
    let players = |name: &str, label: &str, word: &str| {
        let mut options = format!("<option value=\"\">{}</option>", escape(cat.text(Text::Nobody)));
        for p in 0..session.seating.n() {
            let who = x.player(p);
            options.push_str(&format!(
                "<option value=\"{}\">{}</option>",
                escape(&format!("{word} {who}")),
                escape(&who)
            ));
        }
        format!("<label class=\"who\">{}<select name=\"{name}\">{options}</select></label>", escape(label))
    };
    if belote {
        inner.push_str(&players("belote", cat.text(Text::QuickBelote), words.belote[0]));
    }
    inner.push_str(&players("renounce", cat.text(Text::QuickRenounce), words.renounce[0]));
    inner.push_str(&format!("<button>{}</button>", escape(cat.text(Text::QuickEnter))));
    let totals = format!(
        " data-tricks=\"{}\"{}",
        shape.tricks,
        shape.points.map(|p| format!(" data-points=\"{p}\"")).unwrap_or_default()
    );
    let form = form("quick", at, &inner).replacen("class=\"quick\"", &format!("class=\"quick\"{totals}"), 1);
    format!(
        "<details id=\"quick\" class=\"fold\"><summary>{}</summary>{form}</details>",
        escape(cat.text(Text::QuickHand))
    )
}
