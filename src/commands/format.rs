//! One spelling for machine output: every command that reports takes `--format json` (with its
//! other formats), and `--json` as the same thing said shorter. The text a person reads is
//! `--format text` or `--format table`, either word on every command (each command's own word is
//! the one its help shows). docs/cli.md gives the JSON of each command.

use clap::ValueEnum;

/// What a command that prints text or JSON writes (`verify`, `judge`, `simulate`, `rules show`,
/// `concours verify`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub(crate) enum TextOrJson {
    /// The report in the table's language.
    #[default]
    #[value(alias = "table")]
    Text,
    /// One JSON object (docs/cli.md).
    Json,
}

/// What a command that prints a table or JSON writes (`sessions`, `rules list`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub(crate) enum TableOrJson {
    /// A table, fitted to the terminal's width.
    #[default]
    #[value(alias = "text")]
    Table,
    /// One JSON array (docs/cli.md).
    Json,
}

/// The format asked for: `--json` is `--format json` (clap refuses the two together), else the
/// `--format` given or its default.
pub(crate) fn chosen<F: ValueEnum>(format: F, json: bool) -> F {
    if json {
        F::from_str("json", false).unwrap_or(format)
    } else {
        format
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_is_the_json_format_and_otherwise_the_format_stands() {
        assert_eq!(chosen(TextOrJson::Text, true), TextOrJson::Json);
        assert_eq!(chosen(TextOrJson::Text, false), TextOrJson::Text);
        assert_eq!(chosen(TableOrJson::Json, false), TableOrJson::Json);
        assert_eq!(chosen(crate::report::summary::Format::Csv, true), crate::report::summary::Format::Json);
        assert_eq!(TextOrJson::from_str("table", false), Ok(TextOrJson::Text));
        assert_eq!(TableOrJson::from_str("text", false), Ok(TableOrJson::Table));
    }
}
