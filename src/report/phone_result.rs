//! A served concours table's partie over, on a seated phone (docs/concours.md, "From the
//! tables"): its side is asked to confirm the result or dispute it (the reason typed beside the
//! button), and the page says which sides have confirmed and what a side disputes. Both post an
//! entry to `/entry` as any tap does (`confirm SIDE`, `dispute SIDE TEXT`); the referee takes them
//! once the partie is over, and only from a phone seated on that side.

use super::html::escape;
use super::phone::{form, At};
use crate::i18n::Catalog;

/// The sides' word on the result so far: the sides' names, which have confirmed, and what a side
/// disputes.
pub(crate) struct Said<'a> {
    pub(crate) sides: &'a [String],
    pub(crate) confirmed: &'a [bool],
    pub(crate) disputed: &'a [Option<String>],
}

/// The section above a seated phone's questions once the partie is over: the question to `side`
/// (its index; None: a phone of no side, which is only told what the sides said), its two forms.
pub(crate) fn section(side: Option<usize>, said: &Said, at: At, cat: &dyn Catalog) -> String {
    let mut out = String::from("<section id=\"result\">");
    if let Some(s) = side {
        let name = &said.sides[s];
        out.push_str(&format!("<p class=\"q first\">{}</p>", escape(&cat.confirm_ask(name))));
        if !said.confirmed[s] {
            let confirm = format!(
                "<button name=\"entry\" value=\"{}\" class=\"wide\">{}</button>",
                escape(&format!("confirm {name}")),
                escape(&cat.confirm_button())
            );
            out.push_str(&form("line confirm-result", at, &confirm));
        }
        let dispute = format!(
            "<input name=\"entry\" autocomplete=\"off\" value=\"{}\" aria-label=\"{}\"/><button>{}</button>",
            escape(&format!("dispute {name} ")),
            escape(&cat.dispute_placeholder()),
            escape(&cat.dispute_button())
        );
        out.push_str(&form("line dispute-result", at, &dispute));
    }
    let by: Vec<String> = said.sides.iter().zip(said.confirmed).filter(|(_, c)| **c).map(|(s, _)| s.clone()).collect();
    if !by.is_empty() {
        out.push_str(&format!("<p class=\"msg\">{}</p>", escape(&cat.confirmed_by(&by))));
    }
    for (s, text) in said.sides.iter().zip(said.disputed) {
        if let Some(t) = text {
            out.push_str(&format!("<p class=\"msg bad\">{}</p>", escape(&cat.disputed_by(s, t))));
        }
    }
    out.push_str("</section>");
    out
}
