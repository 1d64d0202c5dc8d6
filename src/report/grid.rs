//! comfy-table set up the same way everywhere: UTF-8 borders and the width it is given
//! ([`crate::term::width`]: `COLUMNS`, which tests set, else the terminal's). comfy-table is built
//! without its terminal feature and never asks the terminal itself: without a width, a table
//! keeps its natural width. Colour is not the table's business: `NO_COLOR` leaves the table
//! fitting the terminal.

use comfy_table::{presets::UTF8_FULL_CONDENSED, ContentArrangement, Table};

pub(crate) fn new_table(width: Option<u16>) -> Table {
    let mut t = Table::new();
    t.load_style(UTF8_FULL_CONDENSED);
    t.set_content_arrangement(ContentArrangement::Dynamic);
    if let Some(w) = width {
        t.set_width(w);
    }
    t
}

/// A CSV field. A text a spreadsheet would run as a formula — it starts with `=`, `@`, `+`, `-`,
/// a tab or a carriage return (OWASP's list for CSV injection), as a name may — gets a leading
/// `'`, which the spreadsheet shows as text; a number (`-12`) stays a number. Then quoted when
/// it holds a comma, a quote or a line break.
pub(crate) fn csv_field(s: &str) -> String {
    let s = if s.starts_with(['=', '@', '+', '-', '\t', '\r']) && s.parse::<i64>().is_err() {
        format!("'{s}")
    } else {
        s.to_string()
    };
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s
    }
}

/// Markdown text: every renderer takes raw HTML in Markdown, so a name such as
/// `<img src=x onerror=…>` would be markup; `&`, `<` and `>` are written as entities and read as
/// the characters they were.
pub(crate) fn markdown_text(s: &str) -> String {
    super::html::escape_text(s)
}

/// A Markdown table cell: its text as [`markdown_text`], a pipe (and the backslash that could
/// escape it) escaped, so it stays in its cell, and a line break written `<br>`, so it does not
/// end the row.
pub(crate) fn markdown_cell(s: &str) -> String {
    markdown_text(s).replace('\\', "\\\\").replace('|', "\\|").replace("\r\n", "<br>").replace(['\n', '\r'], "<br>")
}

/// A Markdown table: the header, its rule, and the rows, every cell through [`markdown_cell`].
pub(crate) fn markdown_table(header: &[String], rows: &[Vec<String>]) -> String {
    let line = |r: &[String]| format!("| {} |\n", r.iter().map(|f| markdown_cell(f)).collect::<Vec<_>>().join(" | "));
    let mut out = line(header);
    out.push_str(&format!("|{}|\n", vec!["---"; header.len()].join("|")));
    for r in rows {
        out.push_str(&line(r));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_are_text_numbers_stay_numbers() {
        assert_eq!(csv_field("=1+2"), "'=1+2");
        assert_eq!(csv_field("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(csv_field("+Ana"), "'+Ana");
        assert_eq!(csv_field("-Pep"), "'-Pep");
        assert_eq!(csv_field("\tx"), "'\tx");
        assert_eq!(csv_field("\rx"), "\"'\rx\"");
        assert_eq!(csv_field("=HYPERLINK(\"http://x.y\",\"z\")"), "\"'=HYPERLINK(\"\"http://x.y\"\",\"\"z\"\")\"");
        assert_eq!(csv_field("-12"), "-12");
        assert_eq!(csv_field("+3"), "+3");
        assert_eq!(csv_field("0"), "0");
        assert_eq!(csv_field("Ana-Pep"), "Ana-Pep");
        assert_eq!(csv_field("a,b"), "\"a,b\"");
    }

    #[test]
    fn a_pipe_or_a_line_break_stays_in_its_markdown_cell() {
        assert_eq!(markdown_cell("A|B"), "A\\|B");
        assert_eq!(markdown_cell("A\\|B"), "A\\\\\\|B");
        assert_eq!(markdown_cell("a\nb\r\nc"), "a<br>b<br>c");
        let t = markdown_table(&["x".into(), "y|z".into()], &[vec!["1".into(), "-2".into()]]);
        assert_eq!(t, "| x | y\\|z |\n|---|---|\n| 1 | -2 |\n");
    }

    #[test]
    fn markup_in_a_name_is_text_in_markdown() {
        assert_eq!(markdown_cell("<img src=x onerror=alert(1)>"), "&lt;img src=x onerror=alert(1)&gt;");
        assert_eq!(markdown_cell("Ana & Pep | <b>"), "Ana &amp; Pep \\| &lt;b&gt;");
        // An entity typed as a name stays the text it was typed as.
        assert_eq!(markdown_text("&lt;"), "&amp;lt;");
        assert_eq!(markdown_cell("a\nb"), "a<br>b");
    }
}
