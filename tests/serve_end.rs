//! Ending a served table is deliberate (docs/serve.md, "The end"; issue #37): a phone's lone
//! `end` is answered with a confirmation and writes nothing, `confirm=1` writes it; after an
//! `end` the table stays up a while (30 s; the tests set the window through
//! `TAPETE_TEST_CLOSING_MS`, read only by debug builds), every page saying it is closing, and an
//! `undo` from a phone or the terminal takes the end back (docs/journal.md: an `undo` right after
//! `end`); then the table closes. `tapete resume FILE --reopen` takes such an end back later, and
//! the cookie of the start that closed is worth nothing to the next one.
//!
//! The tables are tests/serve.rs's: belote-classic, Pep deals the first hand, Marta speaks first.

use crate::serve::{html, Table, FORM, FORM_JSON};
use crate::support::wait;
use serde_json::{json, Value};
use std::path::Path;

/// The variable that sets how long a served table stays up after an `end` (milliseconds).
const CLOSING: &str = "TAPETE_TEST_CLOSING_MS";

/// A window no test outlasts: the table stays up, closing, until the test ends it.
fn long() -> (&'static str, String) {
    (CLOSING, (10 * wait::deadline().as_millis()).to_string())
}

/// The journal's entry types after its header.
fn types(t: &Table) -> Vec<String> {
    t.journal()[1..].iter().map(|e| e["type"].as_str().unwrap().to_string()).collect()
}

/// The opening tag of the element whose `id` is given, if the page has it.
fn tag<'p>(page: &'p str, id: &str) -> Option<&'p str> {
    let at = page.find(&format!("id=\"{id}\""))?;
    let start = page[..at].rfind('<')?;
    let end = at + page[at..].find('>')?;
    Some(&page[start..=end])
}

#[test]
fn a_lone_end_from_a_phone_asks_to_confirm_and_writes_nothing_confirm_1_writes_it() {
    let dir = tempfile::tempdir().unwrap();
    let t = Table::new_with(dir.path(), "en", &[long()]);
    assert_eq!(t.post("JH", 1).0, 200);
    let before = std::fs::read_to_string(&t.file).unwrap();
    // From a script: 200, not written, the confirmation in words.
    let (status, body) = t.post("end", 2);
    assert_eq!(status, 200, "{body}");
    assert_eq!((&body["ok"], &body["confirm"], &body["seq"]), (&json!(false), &json!(true), &json!(2)), "{body}");
    let asked = body["text"].as_str().unwrap().to_string();
    // How long an undo can take it back: the window this table was given.
    let window = format!("for {} seconds, undo takes it back", 10 * wait::deadline().as_secs());
    assert!(asked.starts_with("End the session?") && asked.contains(&window), "{asked}");
    assert_eq!(std::fs::read_to_string(&t.file).unwrap(), before, "a lone end wrote something");
    let s = t.state();
    assert_eq!((s["table"].as_str(), s["question"]["who"].as_str()), (Some("open"), Some("Marta")), "{s}");

    // From the page without a script: 303 to the page, which shows the confirmation and a form
    // that sends the end again with confirm=1 at the page's seq.
    let cookie = t.cookie();
    let a = t.post_raw(b"entry=end&seq=2", &format!("{FORM}{cookie}"));
    assert_eq!(a.status, 303);
    let page = t.get_with(a.header("location").unwrap(), &cookie).body;
    let section = tag(&page, "confirm").unwrap_or_else(|| panic!("no confirmation: {page}"));
    assert!(!section.contains("hidden"), "{section}");
    assert!(page.contains(&html(&asked)), "{page}");
    let form = &page[page.find("<section id=\"confirm\"").unwrap()..];
    let form = &form[..form.find("</section>").unwrap()];
    for field in [r#"name="seq" value="2""#, r#"name="confirm" value="1""#, r#"name="entry" value="end""#] {
        assert!(form.contains(field), "{field} not in {form}");
    }
    // A page with no end to confirm has the confirmation hidden (for the script to show).
    let plain = t.get_with("/", &cookie).body;
    assert!(tag(&plain, "confirm").is_some_and(|s| s.contains("hidden")), "{plain}");
    assert_eq!(std::fs::read_to_string(&t.file).unwrap(), before, "nothing written");

    // Confirmed, but without the PIN or with a wrong one: 403, nothing written.
    assert_eq!(t.post_raw(b"entry=end&seq=2&confirm=1", FORM_JSON).status, 403);
    assert_eq!(t.post_raw(b"entry=end&seq=2&confirm=1&pin=654321", FORM_JSON).status, 403);
    assert_eq!(std::fs::read_to_string(&t.file).unwrap(), before, "nothing written");

    // The confirmation's button (the form, with the cookie): written, and the page says the
    // table is closing.
    let a = t.post_raw(b"seq=2&confirm=1&entry=end", &format!("{FORM}{cookie}"));
    assert_eq!(a.status, 303);
    assert_eq!(types(&t), ["deal", "end"]);
    let page = t.get_with(a.header("location").unwrap(), &cookie).body;
    assert!(tag(&page, "closing").is_some(), "{page}");
    // The same confirmed end sent again by a script (its answer lost): written once.
    assert_eq!(t.post_confirmed("end", 2), (200, json!({"ok": true, "seq": 3, "duplicate": true})));
    assert_eq!(types(&t), ["deal", "end"]);
}

#[test]
fn after_an_end_every_page_says_the_table_is_closing_and_an_undo_from_a_phone_takes_it_back() {
    let dir = tempfile::tempdir().unwrap();
    let t = Table::new_with(dir.path(), "en", &[long()]);
    assert_eq!(t.post("JH", 1).0, 200);
    let cookie = t.cookie();
    for page in [t.get_with("/", ""), t.get_with("/", &cookie)] {
        assert!(tag(&page.body, "closing").is_none(), "closing before any end: {}", page.body);
    }
    assert_eq!(t.post_confirmed("end", 2), (200, json!({"ok": true, "seq": 3})));
    let s = t.state();
    assert_eq!(
        (s["table"].as_str(), &s["question"], &s["board"]["ended"]),
        (Some("closing"), &Value::Null, &json!(true))
    );
    // Every page, with the PIN or without: closing, and how an undo takes the end back; the
    // sentence it will say once closed is there, hidden.
    for page in [t.get_with("/", ""), t.get_with("/", &cookie)] {
        let closing = tag(&page.body, "closing").unwrap_or_else(|| panic!("{}", page.body));
        assert!(!closing.contains("hidden"), "{closing}");
        assert!(page.body.contains("this table closes in") && page.body.contains("Undo takes the end back"));
        assert!(tag(&page.body, "closed").is_some_and(|c| c.contains("hidden")), "{}", page.body);
    }
    // The terminal says it too.
    t.wait_said(|l| l.contains("the table closes in") && l.contains("'undo' takes the end back"));
    // Another entry is refused (the session has ended), a second end too; nothing written.
    let (status, body) = t.post("Marta pass", 3);
    assert_eq!(status, 422, "{body}");
    assert!(body["refusal"].as_str().unwrap().contains("The session has ended"), "{body}");
    assert_eq!(t.post_confirmed("end", 3).0, 422);
    assert_eq!(t.post("end", 3).0, 422, "an ended session is not asked to confirm another end");
    assert_eq!(types(&t), ["deal", "end"]);
    // An undo from a phone takes the end back: the session goes on where it was.
    assert_eq!(t.post("undo", 3), (200, json!({"ok": true, "seq": 4, "done": "Undone: end"})));
    assert_eq!(types(&t), ["deal", "end", "undo"]);
    let s = t.state();
    assert_eq!((s["table"].as_str(), s["question"]["who"].as_str()), (Some("open"), Some("Marta")), "{s}");
    assert_eq!(s["board"]["ended"], false);
    assert!(tag(&t.get_with("/", &cookie).body, "closing").is_none());
    assert_eq!(t.post("Marta pass", 4), (200, json!({"ok": true, "seq": 5})));
    assert_eq!(t.state()["question"]["who"], "Iker");
}

#[test]
fn an_end_typed_at_the_terminal_is_taken_back_by_an_undo_typed_there() {
    // The terminal's end needs no confirmation; the window is the same.
    let dir = tempfile::tempdir().unwrap();
    let mut t = Table::new_with(dir.path(), "en", &[long()]);
    t.type_line("JH");
    t.type_line("end");
    wait::until("the table closing", || {
        let s = t.state();
        if s["table"] == "closing" {
            Ok(())
        } else {
            Err(s)
        }
    });
    assert_eq!(types(&t), ["deal", "end"]);
    t.wait_said(|l| l.contains("the table closes in"));
    t.type_line("undo");
    wait::until("the table open again", || {
        let s = t.state();
        if s["table"] == "open" && s["seq"] == 4 {
            Ok(())
        } else {
            Err(s)
        }
    });
    assert_eq!(types(&t), ["deal", "end", "undo"]);
    assert_eq!(t.state()["question"]["who"], "Marta");
}

#[test]
fn once_the_window_has_passed_the_table_closes_and_its_cookie_is_worth_nothing_to_the_next_start() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Table::new_with(dir.path(), "en", &[(CLOSING, "100".into())]);
    assert_eq!(t.post("JH", 1).0, 200);
    let cookie = t.cookie();
    assert_eq!(t.post_confirmed("end", 2), (200, json!({"ok": true, "seq": 3})));
    // Nobody takes the end back: the table closes by itself and the process exits 0.
    assert_eq!(t.exited(), Some(0));
    t.wait_said(|l| l.starts_with("The session has ended. Journal:"));
    assert!(std::net::TcpStream::connect(t.addr).is_err(), "still served after it closed");
    assert_eq!(types(&t), ["deal", "end"]);
    let file = t.file.clone();
    drop(t);

    // `resume FILE --reopen`, served: the end is taken back (an undo written), and the cookie of
    // the start that closed lets no one in; the PIN does.
    let t = Table::spawn(&["resume", file.to_str().unwrap(), "--reopen"], &file, &[]);
    wait::until_true("the undo written", || t.journal().len() == 4);
    assert_eq!(types(&t), ["deal", "end", "undo"]);
    let s = t.state();
    assert_eq!((s["seq"].as_u64(), s["question"]["who"].as_str()), (Some(4), Some("Marta")), "{s}");
    let old = t.post_raw(b"entry=Marta+pass&seq=4", &format!("{FORM_JSON}{cookie}"));
    assert_eq!(old.status, 403, "a cookie of the start that closed: {}", old.body);
    let fresh = t.cookie();
    assert_ne!(fresh, cookie);
    let a = t.post_raw(b"entry=Marta+pass&seq=4", &format!("{FORM_JSON}{fresh}"));
    assert_eq!(a.status, 200, "{}", a.body);
    assert_eq!(types(&t), ["deal", "end", "undo", "bid"]);
}

/// A belote-classic session in `dir` (Pep deals J♥, Marta passes), ended by its entry on line 4
/// when `ended`.
fn session(dir: &Path, ended: bool) -> std::path::PathBuf {
    let file = dir.join("night.jsonl");
    let mut typed = String::from("deal Pep JH\nMarta pass\n");
    if ended {
        typed.push_str("end\n");
    }
    crate::support::tapete()
        .args(["new", "belote-classic"])
        .args(crate::serve::PLAYERS)
        .args(["--lang", "en", "--file"])
        .arg(&file)
        .stdin(typed)
        .status(0)
        .run();
    file
}

#[test]
fn a_scripted_resume_of_an_ended_session_says_how_to_reopen_it_and_reopen_takes_the_end_back() {
    let dir = tempfile::tempdir().unwrap();
    let file = session(dir.path(), true);
    let before = std::fs::read_to_string(&file).unwrap();
    // Without --reopen: nothing written, and it says the command that reopens it.
    let out = crate::support::tapete().args(["resume", "--lang", "en"]).arg(&file).stdin("Iker pass\n").status(0).run();
    let how = format!(
        "This session was ended (line 4); to take the end back and go on: tapete resume {} --reopen",
        file.display()
    );
    assert!(out.stderr.contains(&how), "{}", out.stderr);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), before, "a resume without --reopen wrote");
    // With it: an undo of the end, and the session goes on (Iker passes).
    let out = crate::support::tapete()
        .args(["resume", "--reopen", "--lang", "en"])
        .arg(&file)
        .stdin("Iker pass\n")
        .status(0)
        .run();
    assert!(out.stderr.contains("Retracted: end."), "{}", out.stderr);
    let lines: Vec<Value> =
        std::fs::read_to_string(&file).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let kinds: Vec<&str> = lines[1..].iter().map(|l| l["type"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["deal", "bid", "end", "undo", "bid"]);
    assert_eq!((lines[5]["player"].as_str(), lines[5]["call"].as_str()), (Some("Iker"), Some("pass")));
    let v = crate::support::verify_json(&file);
    assert_eq!((v["ok"].as_bool(), v["errors"].as_array().map(Vec::len)), (Some(true), Some(0)), "{v}");

    // --reopen of a session no end ended (this one, now): one line, exit 2, nothing written.
    let before = std::fs::read_to_string(&file).unwrap();
    let err = crate::support::tapete().args(["resume", "--reopen", "--lang", "en"]).arg(&file).status(2).run().stderr;
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("--reopen") && err.contains("no end to take back"), "{err}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), before);
    // --reopen names its session.
    crate::support::tapete().args(["resume", "--reopen"]).status(2).run();
}

/// `tapete resume FILE` at a terminal (a pseudo-terminal): the question, and what it writes.
#[cfg(unix)]
mod at_a_terminal {
    use super::*;
    use crate::pty::{answer, expect, pick_after, DOWN};

    fn resume(file: &Path, home: &Path) -> rexpect::session::PtySession {
        crate::pty::start_in("en", &["resume", file.to_str().unwrap()], home)
    }

    #[test]
    fn resume_of_an_ended_session_at_a_terminal_asks_whether_to_take_the_end_back() {
        let dir = tempfile::tempdir().unwrap();
        let file = session(dir.path(), true);
        let before = std::fs::read_to_string(&file).unwrap();
        // No: the session stays ended, nothing written.
        let mut p = resume(&file, dir.path());
        pick_after(&mut p, "Take the end back and go on?", &format!("{DOWN}\r"));
        expect(&mut p, "The session has ended.");
        p.exp_eof().unwrap();
        assert_eq!(std::fs::read_to_string(&file).unwrap(), before);
        // Yes (Enter, the first choice): an undo of the end, and the table asks Iker's bid.
        let mut p = resume(&file, dir.path());
        pick_after(&mut p, "Take the end back and go on?", "\r");
        expect(&mut p, "Retracted: end.");
        answer(&mut p, "Iker?", "quit");
        p.exp_eof().unwrap();
        let text = std::fs::read_to_string(&file).unwrap();
        let last: Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
        assert_eq!((text.lines().count(), last["type"].as_str()), (5, Some("undo")), "{text}");
    }
}
