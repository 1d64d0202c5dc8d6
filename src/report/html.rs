/*!
What the two web pages (the HTML summary and the live board) write alike: text made safe for
HTML, with the red suits (♥ ♦) in red wherever a sentence of the catalogues names them.
*/

/// Text safe inside XML (HTML and SVG alike), in an attribute too.
pub(crate) fn escape(s: &str) -> String {
    entities(s, true)
}

/// Text safe between tags (HTML, and Markdown, which takes raw HTML): `&`, `<` and `>` only,
/// quotes left as they are.
pub(crate) fn escape_text(s: &str) -> String {
    entities(s, false)
}

fn entities(s: &str, quotes: bool) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' if quotes => out.push_str("&quot;"),
            '\'' if quotes => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Text for the page's body: escaped, and each ♥ and ♦ in a `red` span (the page's CSS
/// colours it; ♠ and ♣ stay in the text's colour, as on the cards).
pub(crate) fn text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in escape(s).chars() {
        match c {
            '♥' | '♦' => {
                out.push_str("<span class=\"red\">");
                out.push(c);
                out.push_str("</span>");
            }
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn red_suits_are_marked_and_black_ones_are_not() {
        assert_eq!(text("♦ Xavi · 10♥ <"), "<span class=\"red\">♦</span> Xavi · 10<span class=\"red\">♥</span> &lt;");
        assert_eq!(text("♠ ♣"), "♠ ♣");
        assert_eq!(escape("O'<&>\""), "O&#39;&lt;&amp;&gt;&quot;");
    }
}
