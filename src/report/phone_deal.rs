/*!
The deal on a phone's page where the bottom card of the stock is shown too (belote-es with two or
three players; docs/serve.md): two taps in one form, without a script. The turned card is a choice
(radio buttons drawn as taps, the one chosen lit), each the whole deal entry (`deal Xavi JH`); then
a tap on the bottom card posts the form with it as the field `bottom`, or the last tap deals
with no bottom card said. No turned card chosen: the browser asks for one and posts nothing.
*/

use super::asked::Asked;
use super::html::escape;
use super::phone::{form, At};
use crate::i18n::Catalog;

/// The deal's two taps for `a` (its `cards` are the turned card's, each a whole deal entry
/// ending with the card's code, which is the bottom card's value).
pub(crate) fn two_taps(a: &Asked, at: At, cat: &dyn Catalog) -> String {
    let [turned, then] = cat.deal_taps();
    let red = |red: bool| if red { " class=\"red\"" } else { "" };
    let mut out = format!("<p class=\"step\">{}</p><div class=\"turned\">", escape(&turned));
    for c in &a.cards {
        out.push_str(&format!(
            "<label><input type=\"radio\" name=\"entry\" value=\"{}\" required/><span{}>{}</span></label>",
            escape(&c.entry),
            red(c.red),
            escape(&c.label)
        ));
    }
    out.push_str(&format!("</div><p class=\"step\">{}</p><span class=\"cards\">", escape(&then)));
    for c in &a.cards {
        let code = c.entry.rsplit(' ').next().unwrap_or_default();
        out.push_str(&format!(
            "<button name=\"bottom\" value=\"{}\"{}>{}</button>",
            escape(code),
            red(c.red),
            escape(&c.label)
        ));
    }
    out.push_str(&format!("</span><button class=\"none\">{}</button>", escape(&cat.no_bottom())));
    form("taps deal", at, &out)
}
