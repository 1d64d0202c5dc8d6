//! A reader that closes standard output early (`tapete completions bash | head -1`) ends any
//! command quietly: no panic, no message, the command's own exit status.

use crate::support::{example, expected, new_args, only_journal, tapete, typed_lines, verify_json};

/// Every command that writes to standard output, and the status it ends with when all goes well.
fn commands() -> Vec<(Vec<String>, i32)> {
    let mut all: Vec<(Vec<String>, i32)> = ["bash", "zsh", "fish", "elvish", "powershell"]
        .iter()
        .map(|shell| (vec!["completions".to_string(), shell.to_string()], 0))
        .collect();
    let path = |name: &str| example(name).to_string_lossy().into_owned();
    let words = |w: &[&str]| w.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    all.push((words(&["man"]), 0));
    all.push((words(&["rules", "list"]), 0));
    all.push((words(&["rules", "show", "belote-classic"]), 0));
    all.push((words(&["simulate", "bestia", "--deals", "300", "--json"]), 0));
    // belote-classic-a is valid, belote-classic-b holds infractions: verify's own verdicts.
    all.push((vec!["verify".into(), path("belote-classic-a")], 0));
    all.push((vec!["verify".into(), path("belote-classic-b")], 1));
    all.push((vec!["verify".into(), "--json".into(), path("belote-classic-b")], 1));
    all.push((vec!["summary".into(), path("belote-classic-b")], 0));
    all.push((vec!["summary".into(), "--format".into(), "html".into(), path("belote-classic-b")], 0));
    all
}

#[test]
fn a_reader_that_left_ends_every_command_quietly_with_its_own_status() {
    for (args, status) in commands() {
        // The same run twice: whether the first write or a later one meets the closed pipe.
        for _ in 0..2 {
            tapete().args(&args).reader_gone().status(status).stderr("").run();
        }
    }
}

#[test]
fn a_table_whose_reader_left_keeps_every_entry_and_ends_as_usual() {
    // The end-of-night summary goes to standard output; a reader that left loses nothing typed.
    let home = tempfile::tempdir().unwrap();
    let lines = typed_lines(&example("belote-classic-a"));
    tapete()
        .args(new_args("belote-classic-a"))
        .home(home.path())
        .stdin(lines.join("\n") + "\n")
        .reader_gone()
        .status(0)
        .run();
    let got = verify_json(&only_journal(home.path()));
    assert_eq!(got["totals"], expected("belote-classic-a")["totals"]);
    assert_eq!(got["winner"], expected("belote-classic-a")["winner"]);
}
