/*!
Help on a phone's page (docs/serve.md), folded away: what may be entered from a phone (a tap, the
entry line, undo, the folds; the commands of entries.md in the table's language), each form of
entry of this game in the table's letters, and the card letters' legend. Nothing a phone cannot
do is named (no Enter, no `quit`).
*/

use super::html::{escape, text};
use crate::cards::{Letters, Typing};
use crate::i18n::{Catalog, Names};
use crate::session::Session;

/// The help fold.
pub(crate) fn help_fold(session: &Session, cat: &dyn Catalog, x: &Names, letters: Letters) -> String {
    let (head, forms) = cat.phone_help(&session.game().forms(), x);
    let ranks = session.ruleset.deck_ranks(session.seating.n(), &session.options);
    let legend = cat.legend(&Typing::new(session.ruleset.deck_kind, letters, ranks));
    let mut out = format!(
        "<details id=\"help\" class=\"fold\"><summary>{}</summary><p>{}</p><ul class=\"forms\">",
        escape(&cat.help_fold()),
        text(&head)
    );
    for f in forms {
        out.push_str(&format!("<li>{}</li>", text(&f)));
    }
    out.push_str(&format!("</ul><p class=\"legend\">{}</p></details>", text(&legend)));
    out
}
