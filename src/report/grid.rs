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
    let mut out = markdown_row(header);
    out.push_str(&markdown_rule(header.len()));
    for r in rows {
        out.push_str(&markdown_row(r));
    }
    out
}

/// A row of a Markdown table, every cell through [`markdown_cell`].
pub(crate) fn markdown_row(r: &[String]) -> String {
    format!("| {} |\n", r.iter().map(|f| markdown_cell(f)).collect::<Vec<_>>().join(" | "))
}

/// The rule under a Markdown table's header of `columns` columns.
pub(crate) fn markdown_rule(columns: usize) -> String {
    format!("|{}|\n", vec!["---"; columns].join("|"))
}

/// Rows per table rendered by [`Streamed`].
const CHUNK: usize = 256;

/// A table written out a few rows at a time, laid out as [`new_table`] lays out the whole table
/// at once: the widths are worked out first from each column's cells (one of a kind is enough:
/// a column's width depends on which cells it has, not how many), then each few rows are
/// rendered as a table of those fixed widths and its borders joined. The output is the whole
/// table's, byte for byte, without every row held at once.
pub(crate) struct Streamed {
    width: Option<u16>,
    header: Option<Vec<String>>,
    widths: Vec<u16>,
    rows: Vec<Vec<String>>,
    /// Whether a part of the table was written (the next starts under it).
    started: bool,
}

impl Streamed {
    /// A table of `header` whose columns hold (at least one of each of) `columns[i]`'s cells.
    pub(crate) fn new(width: Option<u16>, header: Vec<String>, columns: Vec<Vec<String>>) -> Streamed {
        let mut t = new_table(width);
        t.set_header(header.clone());
        let tallest = columns.iter().map(Vec::len).max().unwrap_or(0);
        for k in 0..tallest {
            t.add_row(columns.iter().map(|c| c.get(k).map(String::as_str).unwrap_or("")).collect::<Vec<_>>());
        }
        // The widths as the top border draws them: a run of `─` per column, its padding in it.
        let top = t.lines().next().unwrap_or_default();
        let inner = top.trim_start_matches('┌').trim_end_matches('┐');
        let widths = inner.split('┬').map(|c| c.chars().count() as u16).collect();
        Streamed { width, header: Some(header), widths, rows: Vec::new(), started: false }
    }

    /// A row; a part of the table is written every [`CHUNK`] rows.
    pub(crate) fn row(&mut self, cells: Vec<String>, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        self.rows.push(cells);
        if self.rows.len() >= CHUNK {
            self.part(false, out)?;
        }
        Ok(())
    }

    /// The last row, and the rest of the table (no line break after its bottom border).
    pub(crate) fn last(mut self, cells: Vec<String>, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        self.rows.push(cells);
        self.part(true, out)
    }

    /// The rows so far as a table of the fixed widths: its top border only at the start, its
    /// bottom border only at the end.
    fn part(&mut self, end: bool, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        use comfy_table::{ColumnConstraint, Width};
        let mut t = new_table(self.width);
        if let Some(h) = self.header.take() {
            t.set_header(h);
        }
        for r in self.rows.drain(..) {
            t.add_row(r);
        }
        let constraints = self.widths.iter().map(|w| ColumnConstraint::Absolute(Width::Fixed(*w)));
        t.set_constraints(constraints);
        let text = t.to_string();
        let mut lines: Vec<&str> = text.lines().collect();
        if !end {
            lines.pop();
        }
        let skip = usize::from(self.started);
        for line in &lines[skip.min(lines.len())..] {
            if self.started {
                out.write_all(b"\n")?;
            }
            out.write_all(line.as_bytes())?;
            self.started = true;
        }
        Ok(())
    }
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

    /// Rows of words of every kind: short and long, with spaces, wide characters, line breaks.
    fn rows(n: usize, seed: u64) -> Vec<Vec<String>> {
        let words = [
            "7",
            "Ana",
            "Marta+Olga",
            "♥",
            "made",
            "Belote + Tierce",
            "—",
            "un très long mot sans espace",
            "全角",
            "a\nb c",
            "12m05s",
            "",
            "-120",
            "Pep: Tierce; Iker: Belote",
        ];
        let mut rng = crate::games::bot::Rng::new(seed);
        (0..n)
            .map(|i| {
                let mut r = vec![(i + 1).to_string()];
                r.extend((0..5).map(|_| words[rng.below(words.len())].to_string()));
                r
            })
            .collect()
    }

    #[test]
    fn a_table_streamed_is_the_whole_table_byte_for_byte() {
        let header: Vec<String> =
            ["Hand", "Dealer", "Contract", "Ana+Marta", "Result", "Time"].map(String::from).into();
        for (n, seed) in [(0, 1), (1, 2), (3, 3), (CHUNK - 1, 4), (CHUNK, 5), (CHUNK + 1, 6), (3 * CHUNK + 7, 7)] {
            let all = rows(n, seed);
            let (body, last) = match all.split_last() {
                Some((last, body)) => (body.to_vec(), last.clone()),
                None => (Vec::new(), vec!["Total".to_string(); 6]),
            };
            for width in [None, Some(20), Some(40), Some(64), Some(200)] {
                let mut whole = new_table(width);
                whole.set_header(header.clone());
                for r in body.iter().chain([&last]) {
                    whole.add_row(r.clone());
                }
                // Each column's cells, one of each shape a cell may have (here: every one).
                let mut columns = vec![Vec::new(); header.len()];
                for r in body.iter().chain([&last]) {
                    for (c, cell) in columns.iter_mut().zip(r) {
                        if !c.contains(cell) {
                            c.push(cell.clone());
                        }
                    }
                }
                let mut t = Streamed::new(width, header.clone(), columns);
                let mut out = Vec::new();
                for r in &body {
                    t.row(r.clone(), &mut out).unwrap();
                }
                t.last(last.clone(), &mut out).unwrap();
                assert_eq!(String::from_utf8(out).unwrap(), whole.to_string(), "{n} rows, width {width:?}");
            }
        }
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
