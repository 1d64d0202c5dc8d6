//! belote-es asks whether belote and rebelote were said (RULES.md, belote-es: say "belote" when
//! playing the K and "rebelote" when playing the Q; omitting either forfeits the 20). A trump
//! honour typed without its word is held and the question asked; the word (or yes) completes
//! it, Enter or any other entry means not said, and the journal gets one `play` line either way.
//! Example belote-es-pairs, hand 1: Nuria (Pep+Nuria) plays K♠ and later Q♠ of trump ♠, and
//! Pep+Nuria score 28 with the belote: 8 without it.

use crate::support::{example, expected, new_args, only_journal, tapete, typed_lines, verify_json};
use serde_json::Value;
use std::path::Path;

const KING: &str = "Nuria played K♠: did they say belote?";
const QUEEN: &str = "Nuria played Q♠: did they say rebelote?";

/// The example's typed lines with Nuria's K♠ and Q♠ lines replaced.
fn pairs_with(king: &[&str], queen: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for line in typed_lines(&example("belote-es-pairs")) {
        match line.as_str() {
            "KS belote" => out.extend(king.iter().map(|s| s.to_string())),
            "QS rebelote" => out.extend(queen.iter().map(|s| s.to_string())),
            _ => out.push(line),
        }
    }
    out
}

/// Run the table on `lines`: its prompts and the journal's verdict.
fn play(lines: &[String], home: &Path) -> (String, Value) {
    let input = lines.join("\n") + "\n";
    let out = tapete().args(new_args("belote-es-pairs")).home(home).stdin(input).run();
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    (out.stderr, verify_json(&only_journal(home)))
}

fn first_hand(v: &Value) -> (i64, i64) {
    let s = &v["hands"][0]["score"];
    (s["Pep+Nuria"].as_i64().unwrap(), s["Iker+Xavi"].as_i64().unwrap())
}

#[test]
fn the_words_answered_on_their_own_lines_count_like_the_words_typed_with_the_cards() {
    let home = tempfile::tempdir().unwrap();
    let (prompts, v) = play(&pairs_with(&["KS", "belote"], &["QS", "yes"]), home.path());
    assert!(prompts.contains(KING) && prompts.contains(QUEEN), "{prompts}");
    assert_eq!(first_hand(&v), (28, 174));
    assert_eq!(v["totals"], expected("belote-es-pairs")["totals"]);
    let journal = std::fs::read_to_string(only_journal(home.path())).unwrap();
    assert!(journal.contains(r#""card":"KS","say":"belote""#), "{journal}");
    assert!(journal.contains(r#""card":"QS","say":"rebelote""#), "{journal}");
}

#[test]
fn the_next_entry_means_not_said_and_is_read_as_typed() {
    let home = tempfile::tempdir().unwrap();
    // K♠ unanswered: the next line (Iker's card) is Iker's play; without the belote the queen
    // has nothing to complete, so no rebelote is asked.
    let (prompts, v) = play(&pairs_with(&["KS"], &["QS"]), home.path());
    assert!(prompts.contains(KING), "{prompts}");
    assert!(!prompts.contains(QUEEN), "{prompts}");
    assert_eq!(first_hand(&v), (8, 174));
    let plays = |v: &Value| v["hands"][0]["tricks"].as_array().map(Vec::len);
    assert_eq!(plays(&v), Some(8), "every trick of hand 1 is in: {v}");
}

#[test]
fn enter_is_not_said_and_the_word_typed_with_the_card_asks_nothing() {
    let home = tempfile::tempdir().unwrap();
    let (prompts, v) = play(&pairs_with(&["KS belote"], &["QS", ""]), home.path());
    assert!(!prompts.contains(KING), "{prompts}");
    assert!(prompts.contains(QUEEN), "{prompts}");
    assert_eq!(first_hand(&v), (8, 174));
}

#[test]
fn the_input_ending_at_the_question_keeps_the_play() {
    let home = tempfile::tempdir().unwrap();
    let lines = pairs_with(&["KS"], &["QS"]);
    let upto = lines.iter().position(|l| l == "KS").unwrap();
    let input = lines[..=upto].join("\n") + "\n";
    let out = tapete().args(new_args("belote-es-pairs")).home(home.path()).stdin(input).run();
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let journal = std::fs::read_to_string(only_journal(home.path())).unwrap();
    let last: Value = serde_json::from_str(journal.lines().last().unwrap()).unwrap();
    assert_eq!((last["player"].as_str(), last["card"].as_str(), last.get("say")), (Some("Nuria"), Some("KS"), None));
}

#[test]
fn belote_classic_credits_the_belote_unsaid_and_asks_nothing() {
    // RULES.md belote-classic: credited when the same player plays both, no declaration.
    let home = tempfile::tempdir().unwrap();
    let lines = typed_lines(&example("belote-classic-a"));
    let out = tapete().args(new_args("belote-classic-a")).home(home.path()).stdin(lines.join("\n") + "\n").run();
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(!out.stderr.contains("did they say"), "{}", out.stderr);
}
