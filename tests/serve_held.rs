//! A play held for its word at a served table (issue #37, docs/serve.md "Held questions"), with
//! plain HTTP: belote-es asks whether belote and rebelote were said (RULES.md, belote-es: say
//! "belote" when playing the K and "rebelote" when playing the Q of trump; omitting either
//! forfeits the 20). A phone's K♠ is held, `/state` publishes the question with its answers as
//! whole entries, an entry that would overtake it is refused with the question named, a post
//! from a page made before the hold is answered with what changed, the first answer (a phone's
//! or the terminal's) is written once for all; a post from a page older than the journal is
//! answered with the entries written since.
//!
//! Example belote-es-pairs, hand 1 (Pep, Iker, Nuria, Xavi; Pep+Nuria vs Iker+Xavi): Iker deals
//! and turns Q♠, Nuria takes; she plays K♠ at line 13 and Q♠ at line 15, and Pep+Nuria score 28
//! to 174 with the belote and rebelote said (8 without them).

use crate::serve::{encode, Table, FORM, FORM_JSON};
use crate::support::{example_entries, new_args, verify_json, wait};
use serde_json::{json, Value};

/// A journal entry of the example as a phone's tap or a script sends it: its player named.
pub(crate) fn full(e: &Value) -> String {
    let s = |k: &str| e[k].as_str().unwrap_or_default().to_string();
    let list = |k: &str| e[k].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect::<Vec<_>>().join(" ");
    match s("type").as_str() {
        "deal" => format!("deal {} {}", s("dealer"), s("turned")),
        "bid" => format!("{} {}", s("player"), s("call")),
        "announce" => format!("{} announce {}", s("player"), list("melds")).trim_end().to_string(),
        "show" => format!("{} show {}", s("player"), list("cards")),
        "play" => format!("{} {} {}", s("player"), s("card"), s("say")).trim_end().to_string(),
        other => panic!("not in hand 1: {other}"),
    }
}

fn table(dir: &std::path::Path, lang: &str) -> Table {
    let file = dir.join("night.jsonl");
    let mut args = new_args("belote-es-pairs");
    let f = file.to_str().unwrap();
    // The example's cards as they are written (the English letters), whatever the language.
    args.extend(["--file", f, "--lang", lang, "--card-letters", "en"]);
    Table::spawn(&args, &file, &[])
}

/// A post as the page's forms make it: with the `held` field of the page (empty: no play was
/// held when it was made).
fn post_from_page(t: &Table, entry: &str, seq: usize, held: &str) -> (u16, Value) {
    let body = format!("entry={}&seq={seq}&held={}&pin=123456", encode(entry), encode(held));
    let a = t.post_raw(body.as_bytes(), FORM_JSON);
    (a.status, serde_json::from_str(&a.body).unwrap_or(Value::Null))
}

/// The 409's document without its `moved` sentence (the /state document), and the sentence.
fn moved(doc: Value) -> (Value, String) {
    let mut doc = doc;
    let said = doc.as_object_mut().and_then(|d| d.remove("moved"));
    (doc, said.and_then(|s| s.as_str().map(String::from)).unwrap_or_default())
}

#[test]
fn a_held_play_is_asked_on_every_phone_and_answered_once_as_a_whole_entry() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = table(dir.path(), "en");
    let hand: Vec<Value> = example_entries("belote-es-pairs").into_iter().take(36).collect();
    assert_eq!((hand[11]["card"].as_str(), hand[13]["card"].as_str()), (Some("KS"), Some("QS")));
    // Up to Iker's J♠ (line 12), from a phone.
    for (k, e) in hand.iter().take(11).enumerate() {
        assert_eq!(t.post(&full(e), k + 1), (200, json!({"ok": true, "seq": k + 2})), "{e}");
    }

    // Nuria's K♠ without its word: held, nothing written; the question is every phone's now.
    assert_eq!(t.post("Nuria KS", 12), (200, json!({"ok": true, "seq": 12, "held": true})));
    assert_eq!(t.journal().len(), 12);
    let state = t.state();
    assert_eq!(state["seq"], 12);
    let q = &state["question"];
    assert_eq!((q["ask"].as_str(), q["who"].as_str()), (Some("say"), Some("Nuria")), "{state}");
    assert_eq!(q["text"], "Nuria played K♠: did they say belote?");
    let entries: Vec<&str> = q["choices"].as_array().unwrap().iter().map(|c| c["entry"].as_str().unwrap()).collect();
    assert_eq!(entries, ["Nuria KS", "Nuria KS belote"], "each answer a whole entry");
    assert_eq!(q["default"]["entry"], "Nuria KS");
    assert_eq!(q["cards"], json!([]));
    // The page asks it too: its taps, and its forms say the play held.
    let page = t.get_with("/", &t.cookie()).body;
    assert!(page.contains("Nuria played K♠: did they say belote?"), "{page}");
    assert!(page.contains(r#"value="Nuria KS belote""#), "{page}");
    assert!(page.contains(r#"<input type="hidden" name="held" value="Nuria KS"/>"#), "{page}");

    // From a phone, an entry that would overtake the question is refused, the question named.
    let asking = "Not entered: the table is asking whether Nuria said belote";
    assert_eq!(t.post("Iker 8D", 12), (422, json!({"ok": false, "refusal": asking})));
    assert_eq!(t.post("undo", 12), (422, json!({"ok": false, "refusal": asking})));
    // A page made before the hold (its `held` empty): the same card tapped again there (its post
    // resent, say) is no answer; it is told what changed, with the state.
    for entry in ["Nuria KS", "Iker 8D"] {
        let (status, doc) = post_from_page(&t, entry, 12, "");
        assert_eq!(status, 409, "{entry}");
        let (doc, said) = moved(doc);
        assert_eq!((doc, said.as_str()), (t.state(), asking), "{entry}");
    }
    assert_eq!(t.journal().len(), 12, "nothing written");

    // The answer, from another phone's page of the hold: written once, for all.
    assert_eq!(post_from_page(&t, "Nuria KS belote", 12, "Nuria KS"), (200, json!({"ok": true, "seq": 13})));
    assert_eq!(t.post("Nuria KS belote", 12), (200, json!({"ok": true, "seq": 13, "duplicate": true})));
    let last = t.journal().pop().unwrap();
    assert_eq!((&last["player"], &last["card"], &last["say"]), (&json!("Nuria"), &json!("KS"), &json!("belote")));
    assert_eq!(t.state()["question"]["ask"], "card", "the others' pages move on");
    // The first phone's tap, resent from its page of the card question: the table moved on, and
    // it is told how (line 13, Nuria's K♠ with its belote).
    let (status, doc) = post_from_page(&t, "Nuria KS", 12, "");
    assert_eq!(status, 409);
    assert_eq!(moved(doc).1, "Not entered: the table moved on meanwhile (Nuria K♠ belote)");

    assert_eq!(t.post("Iker 8D", 13), (200, json!({"ok": true, "seq": 14})));
    // Nuria's Q♠ from a phone: asked; the terminal answers it. Its line was read against the
    // question it saw before (the card): not applied, it is told so and asked the held question.
    assert_eq!(t.post("Nuria QS", 14), (200, json!({"ok": true, "seq": 14, "held": true})));
    assert_eq!(t.state()["question"]["text"], "Nuria played Q♠: did they say rebelote?");
    t.type_line("rebelote");
    t.wait_said(|l| l.contains("Nuria played Q♠: did they say rebelote?"));
    assert_eq!(t.journal().len(), 14, "a reply to another question is not the answer");
    t.type_line("rebelote");
    wait::until_true("the terminal's answer written", || t.journal().len() == 15);
    let last = t.journal().pop().unwrap();
    assert_eq!((&last["card"], &last["say"]), (&json!("QS"), &json!("rebelote")));
    // The phone that tapped Q♠ answers too late: the terminal answered for all.
    let (status, doc) = post_from_page(&t, "Nuria QS", 14, "Nuria QS");
    assert_eq!(status, 409);
    assert_eq!(moved(doc).1, "Not entered: the table moved on meanwhile (Nuria Q♠ rebelote)");

    // The rest of the hand from a phone; RULES.md's 20 of belote counted: 28 to 174.
    for (k, e) in hand.iter().enumerate().skip(14) {
        assert_eq!(t.post(&full(e), k + 1), (200, json!({"ok": true, "seq": k + 2})), "{e}");
    }
    let v = verify_json(&t.file);
    assert_eq!(v["hands"][0]["score"], json!({"Pep+Nuria": 28, "Iker+Xavi": 174}), "{v}");
}

#[test]
fn a_post_from_a_page_older_than_the_journal_is_told_what_changed() {
    let dir = tempfile::tempdir().unwrap();
    let t = table(dir.path(), "es");
    let hand = example_entries("belote-es-pairs");
    for (k, e) in hand.iter().take(4).enumerate() {
        assert_eq!(t.post(&full(e), k + 1).0, 200, "{e}");
    }
    // Made at line 3 (before Nuria's K♦ and Xavi's A♦): nothing written, and the page is
    // told what was, in the table's language, with the state.
    let (status, doc) = post_from_page(&t, "Nuria 7D", 3, "");
    assert_eq!(status, 409);
    let (doc, said) = moved(doc);
    assert_eq!(doc, t.state());
    assert_eq!(said, "No anotado: la mesa siguió mientras tanto (Nuria K♦ · Xavi A♦)");
    // A form's post (no script): the same sentence, on the page it is sent back to.
    let body = format!("entry={}&seq=3&held=", encode("Nuria 7D"));
    let cookie = t.cookie();
    let a = t.post_raw(body.as_bytes(), &format!("{FORM}{cookie}"));
    assert_eq!(a.status, 303);
    let to = a.header("location").unwrap().to_string();
    assert!(to.starts_with("/?m="), "{to}");
    let page = t.get_with(&to, &cookie).body;
    assert!(page.contains("No anotado: la mesa siguió mientras tanto (Nuria K♦ · Xavi A♦)"), "{page}");
    assert_eq!(t.journal().len(), 5, "nothing written");
}
