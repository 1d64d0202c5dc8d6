//! comfy-table set up the same way everywhere: UTF-8 borders, the terminal width (or the width
//! given for tests), no colour when `NO_COLOR` is set or the output is not a terminal.

use comfy_table::{presets::UTF8_FULL_CONDENSED, ContentArrangement, Table};

pub fn new_table(width: Option<u16>) -> Table {
    let mut t = Table::new();
    t.load_style(UTF8_FULL_CONDENSED);
    t.set_content_arrangement(ContentArrangement::Dynamic);
    if let Some(w) = width {
        t.set_width(w);
    }
    if std::env::var_os("NO_COLOR").is_some() {
        t.force_no_tty();
    }
    t
}
