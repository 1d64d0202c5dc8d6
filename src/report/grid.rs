//! comfy-table set up the same way everywhere: UTF-8 borders and the width of the terminal (or
//! `COLUMNS`, which tests set). Colour is not the table's business: `NO_COLOR` leaves the table
//! fitting the terminal.

use comfy_table::{presets::UTF8_FULL_CONDENSED, ContentArrangement, Table};

pub fn new_table(width: Option<u16>) -> Table {
    let mut t = Table::new();
    t.load_style(UTF8_FULL_CONDENSED);
    t.set_content_arrangement(ContentArrangement::Dynamic);
    if let Some(w) = width {
        t.set_width(w);
    }
    t
}

/// A CSV field: quoted when it holds a comma, a quote or a line break.
pub fn csv_field(s: &str) -> String {
    if s.contains(',') || s.contains('"') || s.contains('\n') {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}
