//! `-` names standard input where `verify` and `summary` take a journal (#38): what they report
//! of a journal piped in is what they report of its file, byte for byte and with the same exit
//! status; a journal on standard input that does not read is named "standard input" (in the
//! table's language) with its line.

use crate::support::{example, example_text, tapete};

#[test]
fn a_journal_piped_in_reports_as_its_file_does() {
    // belote-es-3p has infractions (verify exits 1); belote-es-pairs has none.
    for (name, verified) in [("belote-es-3p", 1), ("belote-es-pairs", 0), ("belote-classic-a", 0)] {
        let file = example(name);
        for format in ["text", "json"] {
            let named = tapete().args(["verify", "--format", format]).arg(&file).status(verified).run();
            let piped =
                tapete().args(["verify", "--format", format, "-"]).stdin(example_text(name)).status(verified).run();
            assert_eq!(piped.utf8_stdout(), named.utf8_stdout(), "{name} {format}");
            assert_eq!(piped.stderr, named.stderr, "{name} {format}");
        }
        for format in ["table", "json", "csv", "markdown"] {
            let named = tapete().args(["summary", "--format", format]).arg(&file).status(0).run();
            let piped = tapete().args(["summary", "--format", format, "-"]).stdin(example_text(name)).status(0).run();
            assert_eq!(piped.utf8_stdout(), named.utf8_stdout(), "{name} {format}");
        }
    }
}

#[test]
fn a_journal_on_standard_input_that_does_not_read_is_named_with_its_line() {
    // Four good lines, then one that is not JSON at all: line 5, column 1.
    let good: Vec<String> = example_text("belote-es-3p").lines().take(4).map(String::from).collect();
    let broken = format!("{}\n@ not json\n", good.join("\n"));
    for (lang, name, line) in [("en", "standard input", "line 5"), ("es", "entrada estándar", "línea 5")] {
        for command in ["verify", "summary"] {
            let out = tapete().args(["--lang", lang, command, "-"]).stdin(broken.clone()).status(2).run();
            assert!(out.stdout.is_empty(), "{command}: {}", out.stdout);
            let said = format!("tapete: {name}: {line}: ");
            assert!(out.stderr.starts_with(&said), "{command} {lang}: {}", out.stderr);
            assert!(out.stderr.contains("(column 1)") || out.stderr.contains("(columna 1)"), "{}", out.stderr);
        }
    }
    // Nothing piped in: said so, not taken for a journal created and never started.
    let out = tapete().args(["--lang", "en", "verify", "-"]).status(2).run();
    assert_eq!(out.stderr, "tapete: standard input: is empty: there is nothing to read\n");
    let out = tapete().args(["--lang", "fr", "summary", "-"]).status(2).run();
    assert!(out.stderr.starts_with("tapete: entrée standard\u{a0}: est vide"), "{}", out.stderr);
}
