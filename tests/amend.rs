//! `amend` (docs/journal.md): an entry in force replaced as if it had been entered in its place.
//!
//! The hand below is built so that every number can be worked out by hand from RULES.md.
//! belote-classic, target 1, `belote.must_declare`: the belote counts only if "belote" and
//! "rebelote" are said with the two cards. Ana+Marta against Luis+Pep, Pep deals, 7 turned…
//! QH turned, Ana (eldest) takes hearts in the first round and picks the QH up. Every trick is
//! one suit and everyone follows (two cards of each suit each):
//!
//! | trick | leader | cards (in play order)    | winner | points            |
//! |-------|--------|--------------------------|--------|-------------------|
//! | 1     | Ana    | AS KS 9S 8S              | Ana    | 11+4 = 15         |
//! | 2     | Ana    | 10S QS JS 7S             | Ana    | 10+3+2 = 15       |
//! | 3     | Ana    | 7D QD AD 9D              | Marta  | 3+11 = 14         |
//! | 4     | Marta  | KD JD 8D 10D             | Luis   | 4+2+10 = 16       |
//! | 5     | Luis   | 9C AC KC 7C              | Marta  | 11+4 = 15         |
//! | 6     | Marta  | 10C QC 8C JC             | Marta  | 10+3+2 = 15       |
//! | 7     | Marta  | AH 7H QH 9H (trumps)     | Luis   | 11+3+14 = 28      |
//! | 8     | Luis   | JH 10H 8H KH (trumps)    | Luis   | 20+10+4 +10 = 44  |
//!
//! Ana+Marta (takers) 15+15+14+15+15 = 74; Luis+Pep 16+28+44 = 88 (74 + 88 = 162).
//! Without the belote said, the takers' 74 is below 88: the contract fails and Luis+Pep score
//! all 162 (152 card points and the last trick). With Ana's belote said, 74 + 20 = 94 beats 88:
//! the contract is made, Ana+Marta score 74 + 20 = 94 and Luis+Pep 78 + 10 = 88. At target 1
//! both sides are over it after the hand, so the higher total wins: Luis+Pep first, Ana+Marta
//! once the belote is amended in.

use crate::support::journal::{bid, deal, play};
use crate::support::{example_text, expected, tapete, verify_json, JournalFile, TestJournal};
use serde_json::{json, Value};

const ORDER: [&str; 4] = ["Ana", "Luis", "Marta", "Pep"];
const TRICKS: [(&str, [&str; 4]); 8] = [
    ("Ana", ["AS", "KS", "9S", "8S"]),
    ("Ana", ["10S", "QS", "JS", "7S"]),
    ("Ana", ["7D", "QD", "AD", "9D"]),
    ("Marta", ["KD", "JD", "8D", "10D"]),
    ("Luis", ["9C", "AC", "KC", "7C"]),
    ("Marta", ["10C", "QC", "8C", "JC"]),
    ("Marta", ["AH", "7H", "QH", "9H"]),
    ("Luis", ["JH", "10H", "8H", "KH"]),
];

/// The game as the scorer typed it: Ana's QH (journal line 30) went in without "belote"; her
/// KH (line 35) with "rebelote". Then a note (line 36): the session goes on.
fn forgotten() -> Vec<Value> {
    let mut entries = vec![deal("Pep", "QH"), bid("Ana", "take")];
    for (leader, cards) in TRICKS {
        let first = ORDER.iter().position(|p| *p == leader).unwrap();
        for (k, card) in cards.iter().enumerate() {
            let mut e = play(ORDER[(first + k) % 4], card);
            if *card == "KH" {
                e["say"] = json!("rebelote");
            }
            entries.push(e);
        }
    }
    entries.push(json!({"type": "note", "text": "Marta says Ana had the belote"}));
    TestJournal::new("belote-classic", &ORDER)
        .options(json!({"target": 1, "belote.must_declare": true}))
        .teams(json!([["Ana", "Marta"], ["Luis", "Pep"]]))
        .entries(&entries)
        .lines()
}

fn line_of(lines: &[Value], player: &str, card: &str) -> usize {
    1 + lines.iter().position(|l| l["player"] == player && l["card"] == card).unwrap()
}

#[test]
fn an_amend_that_says_a_forgotten_belote_changes_the_winner_of_a_finished_game() {
    let mut lines = forgotten();
    assert_eq!(line_of(&lines, "Ana", "QH"), 30);
    let before = JournalFile::of(&lines).verify();
    assert_eq!(before["hands"][0]["result"], "failed");
    assert_eq!(before["totals"], json!({"Ana+Marta": 0, "Luis+Pep": 162}));
    assert_eq!(before["winner"], "Luis+Pep");

    lines.push(json!({"type": "amend", "line": 30,
                      "entry": {"type": "play", "player": "Ana", "card": "QH", "say": "belote"}}));
    let after_file = JournalFile::of(&lines);
    let path = after_file.path();
    let after = after_file.verify();
    assert_eq!(after["ok"], true, "{after}");
    assert_eq!(after["hands"][0]["result"], "made");
    assert_eq!(after["totals"], json!({"Ana+Marta": 94, "Luis+Pep": 88}));
    assert_eq!(after["winner"], "Ana+Marta");
    let items: Vec<(String, String, i64)> = after["hands"][0]["breakdown"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (l["side"].as_str().unwrap().into(), l["item"].as_str().unwrap().into(), l["points"].as_i64().unwrap())
        })
        .collect();
    assert!(items.contains(&("Ana+Marta".into(), "belote".into(), 20)), "{items:?}");
    assert!(items.contains(&("Luis+Pep".into(), "last-trick".into(), 10)), "{items:?}");

    // The text verdict and the summary show the corrected session too; the journal keeps both.
    let shown = tapete().args(["verify"]).arg(path).env("LANG", "C").run().stdout;
    assert!(shown.contains("Ana+Marta 94, Luis+Pep 88"), "{shown}");
    let journal = std::fs::read_to_string(path).unwrap();
    assert!(
        journal.lines().nth(29).unwrap().contains("\"QH\"") && !journal.lines().nth(29).unwrap().contains("belote")
    );

    // Undone, the amend leaves the session as it was.
    lines.push(json!({"type": "undo"}));
    let undone = JournalFile::of(&lines).verify();
    assert_eq!(undone["totals"], before["totals"]);
    assert_eq!(undone["winner"], "Luis+Pep");
}

#[test]
fn after_end_an_amend_is_refused_until_an_undo_takes_the_end_back() {
    // docs/journal.md: after `end` only an undo right after it is taken; any other entry,
    // an amend too, is refused.
    let belote = json!({"type": "amend", "line": 30,
                        "entry": {"type": "play", "player": "Ana", "card": "QH", "say": "belote"}});
    let mut ended = forgotten();
    ended.extend([json!({"type": "end"}), belote.clone()]);
    let v = JournalFile::of(&ended).verify();
    assert_eq!(v["ok"], false, "{v}");
    assert_eq!(v["errors"][0]["line"], 38, "{v}");
    assert!(v["errors"][0]["message"].as_str().unwrap().contains("ended"), "{v}");
    assert_eq!(v["totals"], json!({"Ana+Marta": 0, "Luis+Pep": 162}));
    // The end undone, the amend is in force: the belote said, Ana+Marta win.
    let mut reopened = forgotten();
    reopened.extend([json!({"type": "end"}), json!({"type": "undo"}), belote]);
    let v = JournalFile::of(&reopened).verify();
    assert_eq!(v["ok"], true, "{v}");
    assert_eq!(v["totals"], json!({"Ana+Marta": 94, "Luis+Pep": 88}));
    assert_eq!(v["winner"], "Ana+Marta");
}

#[test]
fn an_amend_is_refused_when_a_later_entry_becomes_illegal_and_nothing_changes() {
    let mut lines = forgotten();
    // Ana's AS of trick 1 (line 4) amended to the 8S: Pep's 8S (line 7) is then a card already
    // played, so the amend is refused and the hand stands as entered.
    assert_eq!(line_of(&lines, "Ana", "AS"), 4);
    assert_eq!(line_of(&lines, "Pep", "8S"), 7);
    lines.push(json!({"type": "amend", "line": 4, "entry": {"type": "play", "player": "Ana", "card": "8S"}}));
    let v = JournalFile::of(&lines).verify();
    assert_eq!(v["ok"], false);
    assert_eq!(v["totals"], json!({"Ana+Marta": 0, "Luis+Pep": 162}));
    let errors = v["errors"].as_array().unwrap();
    assert_eq!(errors.len(), 1, "{v}");
    assert_eq!(errors[0]["line"], 37);
    let message = errors[0]["message"].as_str().unwrap();
    assert!(message.contains("line 7") && message.contains("8♠"), "{message}");

    // A line that holds no entry in force (the header, an undo, past the end) is refused too.
    for line in [1, 99] {
        let mut l = forgotten();
        l.push(json!({"type": "amend", "line": line, "entry": {"type": "note", "text": "x"}}));
        let v = JournalFile::of(&l).verify();
        assert_eq!(v["errors"][0]["line"], 37, "{v}");
        assert_eq!(v["totals"], json!({"Ana+Marta": 0, "Luis+Pep": 162}));
    }
}

#[test]
fn an_amend_reads_back_as_written_and_a_malformed_one_names_its_line() {
    let mut lines = forgotten();
    lines.push(json!({"type": "amend", "line": 30, "entry": {"type": "undo"}}));
    let file = JournalFile::of(&lines);
    let err = tapete().args(["verify", "--json"]).arg(file.path()).status(2).run().stderr;
    assert!(err.contains("line 37") && err.contains("amend"), "{err}");
}

#[test]
fn at_the_table_amend_line_entry_corrects_and_a_listed_pick_is_refused_with_its_reason() {
    let dir = tempfile::tempdir().unwrap();
    let mut typed: Vec<String> = vec!["deal Pep QH".into(), "Ana take".into()];
    for l in forgotten().iter().filter(|l| l["type"] == "play") {
        let say = l.get("say").and_then(|s| s.as_str()).map(|s| format!(" {s}")).unwrap_or_default();
        typed.push(format!("{} {}{say}", l["player"].as_str().unwrap(), l["card"].as_str().unwrap()));
    }
    // One line; then `amend` alone, line 4 picked by its number, and a replacement the referee
    // refuses (Pep's 8S of line 7 would be a card already played).
    typed.extend(["amend 30 Ana QH belote", "amend", "4", "8S", "end"].map(String::from));
    let file = dir.path().join("t.jsonl");
    let err = tapete()
        .args(["new", "belote-classic", "--players", "Ana,Luis,Marta,Pep", "--teams", "Ana+Marta,Luis+Pep"])
        .args(["--option", "target=1", "--option", "belote.must_declare=true", "--lang", "en", "--file"])
        .arg(&file)
        .home(dir.path())
        .stdin(typed.join("\n") + "\n")
        .status(0)
        .run()
        .stderr;
    assert!(err.contains("Line 30 is corrected"), "{err}");
    assert!(err.contains("line 7 would be refused"), "{err}");
    let journal = std::fs::read_to_string(&file).unwrap();
    assert_eq!(journal.lines().filter(|l| l.contains("\"amend\"")).count(), 1, "{journal}");
    let v = verify_json(&file);
    assert_eq!(v["totals"], json!({"Ana+Marta": 94, "Luis+Pep": 88}));
    assert_eq!(v["winner"], "Ana+Marta");
}

#[test]
fn an_entry_refused_in_the_journal_is_not_in_force_and_cannot_be_amended() {
    let mut lines = forgotten();
    // A slip written to the journal as line 4: a play by a player who is not at the table,
    // refused; the hand goes on from line 5 as before.
    lines.insert(3, json!({"type": "play", "player": "Zorro", "card": "AS"}));
    let v = JournalFile::of(&lines).verify();
    assert_eq!(v["errors"][0]["line"], 4, "{v}");
    // journal.md: an amend's `line` names an entry in force. A refused entry is not: an amend of
    // line 4, into a note or into anything else, is refused, and line 4 stays listed as refused.
    let last = lines.len() + 1;
    // (An entry that cannot be read, like a play by 'Nadie', is refused for that first.)
    let cases = [
        (json!({"type": "note", "text": "slip"}), "line 4 was refused"),
        (json!({"type": "play", "player": "Nadie", "card": "AS"}), "'Nadie' is not a player"),
    ];
    for (entry, why) in cases {
        let mut amended = lines.clone();
        amended.push(json!({"type": "amend", "line": 4, "entry": entry}));
        let v = JournalFile::of(&amended).verify();
        let errors = v["errors"].as_array().unwrap();
        let lines_in_error: Vec<i64> = errors.iter().map(|e| e["line"].as_i64().unwrap()).collect();
        assert_eq!(lines_in_error, vec![4, last as i64], "{v}");
        assert!(errors[1]["message"].as_str().unwrap().contains(why), "{v}");
    }
}

#[test]
fn undo_and_amend_far_back_fold_the_session_again_from_its_start() {
    // The session keeps the states before its last few deals only: an undo or an amend further
    // back folds again from the start. Example b has 12 hands; retracting its last 150 entries
    // one undo at a time must give what the journal without them gives, and an amend in hand 1
    // that changes nothing must leave the verdict of the example as it is.
    let dir = tempfile::tempdir().unwrap();
    let text = example_text("belote-classic-b");
    let lines: Vec<&str> = text.lines().collect();
    let k = 150;
    let mut undone: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    undone.extend(std::iter::repeat_n(r#"{"type": "undo"}"#.to_string(), k));
    let short: Vec<String> = lines[..lines.len() - k].iter().map(|l| l.to_string()).collect();
    let put = |name: &str, ls: &[String]| {
        let p = dir.path().join(name);
        std::fs::write(&p, ls.join("\n") + "\n").unwrap();
        verify_json(&p)
    };
    let (a, b) = (put("undone.jsonl", &undone), put("short.jsonl", &short));
    assert_eq!(a["totals"], b["totals"]);
    assert_eq!(a["hands"].as_array().unwrap().len(), b["hands"].as_array().unwrap().len());
    assert!(b["hands"].as_array().unwrap().len() < 10, "the undos reach back past the recent deals");

    let bid: Value = serde_json::from_str(lines[2]).unwrap();
    assert_eq!(bid["type"], "bid");
    let mut same: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    same.push(json!({"type": "amend", "line": 3, "entry": bid}).to_string());
    let v = put("same.jsonl", &same);
    let want = expected("belote-classic-b");
    assert_eq!(v["totals"], want["totals"]);
    assert_eq!(v["winner"], want["winner"]);
    assert_eq!(v["infractions"].as_array().unwrap().len(), want["infractions"].as_array().unwrap().len());
}

#[test]
fn a_scripted_amend_line_card_replaces_that_play_and_amend_line_alone_says_what_to_type() {
    // Ana deals 8♣, Luis Marta and Pep pass, Ana takes (lines 2-6); Luis 7♣ (line 7), Marta 9♣
    // (line 8). `amend 7 QC` replaces Luis's card; `amend 8` alone, with no terminal to ask for
    // the replacement, is refused and writes nothing; `amend 3 QC` (a bid's line) is no play.
    let home = tempfile::tempdir().unwrap();
    let typed = "8C\npass\npass\npass\ntake\n7C\n9C\namend 7 QC\namend 8\namend 3 QC\nquit\n";
    let out = tapete()
        .args(["new", "belote-classic", "--players", "Ana,Luis,Marta,Pep"])
        .home(home.path())
        .stdin(typed)
        .status(0)
        .run();
    // Said as sentences of their own (#38).
    assert!(out.stderr.contains("✗ Type what replaces line 8 on the same line: amend 8 CARD"), "{}", out.stderr);
    assert!(out.stderr.contains("✗ Amend LINE ENTRY, e.g."), "{}", out.stderr);
    let file = crate::support::only_journal(home.path());
    let j: Vec<Value> =
        std::fs::read_to_string(file).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(j.len(), 9, "{j:?}");
    assert_eq!((j[8]["type"].as_str(), j[8]["line"].as_u64()), (Some("amend"), Some(7)));
    assert_eq!(j[8]["entry"], json!({"type": "play", "player": "Luis", "card": "QC"}));
}
