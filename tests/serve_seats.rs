//! Seats (issue #37 point 1, docs/serve.md "Seats"): a phone with the PIN says whose it is — a
//! player's, the scorer's, or no one's — with `POST /seat`, kept in a second cookie of this start
//! only; setting it writes nothing. A seated phone's bare answers and taps are its player's; a
//! bare answer when it is not that player's turn is refused, whose turn it is named, nothing
//! written; a full entry naming anyone is still taken (a seat is a convenience, not an
//! authority). What only its player may say is offered when they may say it: a coinche out of
//! turn (RULES.md coinche: an opponent of the standing bidder, at any time), the 7 of trump
//! swapped for the turned card (RULES.md belote-es, 2-3 players: the holder of the 7, before the
//! first card), belote and rebelote asked of the player who played the card. Plain HTTP, then a
//! browser at a phone's size and a desktop's choosing a seat and tapping a card.
//!
//! belote-classic with Pep, Marta, Iker and Olga (seats 0 to 3, Pep+Iker vs Marta+Olga): Pep
//! deals, so Marta speaks first, then Iker, Olga and Pep, and Marta leads the first trick.

use crate::serve::{encode, html, Table, FORM, FORM_JSON, PIN};
use crate::support::browser::{self, rgb, Browser, Screen};
use crate::support::net::Answer;
use crate::support::{example_entries, new_args, wait};
use serde_json::{json, Value};

/// A phone at the table: its cookies, the PIN's and, once it has chosen one, its seat's.
struct Phone {
    token: String,
    seat: Option<String>,
}

impl Phone {
    /// A phone that gave the PIN (`GET /?pin=`).
    fn new(t: &Table) -> Phone {
        let a = t.get_with(&format!("/?pin={PIN}"), "");
        assert_eq!(a.status, 303);
        Phone { token: a.header("set-cookie").unwrap().split(';').next().unwrap().to_string(), seat: None }
    }

    /// Its `Cookie` header line.
    fn cookie(&self) -> String {
        match &self.seat {
            Some(s) => format!("Cookie: {}; {s}\r\n", self.token),
            None => format!("Cookie: {}\r\n", self.token),
        }
    }

    /// `POST /seat` with `body`, these header lines besides its cookies; the seat's cookie kept
    /// as the answer sets it.
    fn post_seat(&mut self, t: &Table, body: &str, headers: &str) -> Answer {
        let req = format!(
            "POST /seat HTTP/1.1\r\nHost: {}\r\n{headers}{}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            t.host(),
            self.cookie(),
            body.len()
        );
        let a = t.send(req.as_bytes());
        if let Some(set) = a.header("set-cookie") {
            let value = set.split(';').next().unwrap();
            self.seat = (!value.ends_with('=')).then(|| value.to_string());
        }
        a
    }

    /// The seat `value` chosen as the page's script does (JSON wanted): status and document.
    fn sit(&mut self, t: &Table, value: &str) -> (u16, Value) {
        let a = self.post_seat(t, &format!("seat={}", encode(value)), FORM_JSON);
        (a.status, serde_json::from_str(&a.body).unwrap_or(Value::Null))
    }

    /// An entry as the page's script posts it (its cookies, JSON wanted).
    fn post(&self, t: &Table, entry: &str, seq: usize) -> (u16, Value) {
        let body = format!("entry={}&seq={seq}", encode(entry));
        let a = t.post_raw(body.as_bytes(), &format!("{FORM_JSON}{}", self.cookie()));
        (a.status, serde_json::from_str(&a.body).unwrap_or(Value::Null))
    }

    /// The page it is shown.
    fn page(&self, t: &Table) -> String {
        let a = t.get_with("/", &self.cookie());
        assert_eq!(a.status, 200);
        a.body
    }
}

/// The entries the tap targets under the questions send, in the order shown.
fn taps(page: &str) -> Vec<String> {
    let ask = page.split("<section id=\"ask\"").nth(1).and_then(|s| s.split("</section>").next()).unwrap_or_default();
    ask.split("<button name=\"entry\" value=\"").skip(1).map(|s| s.split('"').next().unwrap().to_string()).collect()
}

/// The line above a seated phone's questions (whose turn it is), if any: its class and text.
fn turn(page: &str) -> Option<(String, String)> {
    let at = page.find("<p class=\"turn")?;
    let rest = &page[at + "<p class=\"".len()..];
    let class = rest.split('"').next().unwrap().to_string();
    let text = rest.split('>').nth(1).unwrap().split('<').next().unwrap().to_string();
    Some((class, text))
}

/// The closed fold's words: whose phone it is.
fn summary(page: &str) -> String {
    page.split("<section id=\"seat\"><details><summary>")
        .nth(1)
        .and_then(|s| s.split("</summary>").next())
        .unwrap_or_default()
        .to_string()
}

/// The attributes of a `Set-Cookie` value, trimmed.
fn attributes(set: &str) -> Vec<String> {
    set.split(';').map(|a| a.trim().to_string()).collect()
}

#[test]
fn a_seat_is_kept_with_the_phone_changed_at_will_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let t = Table::new(dir.path(), "en");
    let before = std::fs::read_to_string(&t.file).unwrap();
    let mut phone = Phone::new(&t);
    // No seat yet: the fold asks whose phone it is, "no one" held.
    let page = phone.page(&t);
    assert_eq!(summary(&page), "Whose phone is this?");
    assert!(page.contains(r#"<button name="seat" value="none" aria-pressed="true">no one</button>"#), "{page}");
    for (i, p) in ["Pep", "Marta", "Iker", "Olga"].iter().enumerate() {
        assert!(page.contains(&format!(r#"<button name="seat" value="{i}" aria-pressed="false">{p}</button>"#)));
    }

    // Pep's phone: a cookie of its own beside the PIN's, kept a day, and nothing written.
    let a = phone.post_seat(&t, "seat=0", FORM_JSON);
    assert_eq!((a.status, a.body.as_str()), (200, r#"{"ok":true,"seat":"Pep"}"#));
    let set = attributes(a.header("set-cookie").unwrap());
    assert!(set[0].starts_with("tapete-seat="), "{set:?}");
    for attribute in ["HttpOnly", "SameSite=Strict", "Path=/", "Max-Age=86400"] {
        assert!(set.contains(&attribute.to_string()), "{attribute}: {set:?}");
    }
    assert!(!set[0].contains(PIN) && !set[0].contains(phone.token.split('=').nth(1).unwrap()), "{set:?}");
    let page = phone.page(&t);
    assert_eq!(summary(&page), "This phone: Pep");
    assert!(page.contains(r#"<button name="seat" value="0" aria-pressed="true">Pep</button>"#), "{page}");
    // Changed at any time: the scorer's phone (as one without a seat), then no one's, which
    // forgets the cookie.
    assert_eq!(phone.sit(&t, "scorer"), (200, json!({"ok": true, "seat": "scorer"})));
    assert_eq!(summary(&phone.page(&t)), "This phone: the scorer");
    let a = phone.post_seat(&t, "seat=none", FORM_JSON);
    assert_eq!((a.status, a.body.as_str()), (200, r#"{"ok":true,"seat":null}"#));
    assert!(attributes(a.header("set-cookie").unwrap()).contains(&"Max-Age=0".to_string()));
    assert_eq!(summary(&phone.page(&t)), "Whose phone is this?");
    // Without scripts, a form's post: back to the page, seated.
    let a = phone.post_seat(&t, "seat=3", FORM);
    assert_eq!((a.status, a.header("location")), (303, Some("/")));
    assert_eq!(summary(&phone.page(&t)), "This phone: Olga");

    // Refused, the seat left as it was: without the PIN or its cookie (403), with a wrong PIN
    // (403), from a page of another site (403), a seat that is none of this table's (400).
    let stranger = |body: &str, headers: &str| {
        let req = format!(
            "POST /seat HTTP/1.1\r\nHost: {}\r\n{headers}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            t.host(),
            body.len()
        );
        t.send(req.as_bytes())
    };
    for (body, headers) in [("seat=1", FORM_JSON), ("seat=1&pin=000000", FORM_JSON)] {
        let a = stranger(body, headers);
        assert_eq!(a.status, 403, "{body}: {}", a.body);
        assert_eq!(a.header("set-cookie"), None);
    }
    let a = phone.post_seat(&t, "seat=1", &format!("{FORM_JSON}Origin: http://evil.example\r\n"));
    assert_eq!(a.status, 403);
    let a = phone.post_seat(&t, "seat=4", FORM_JSON);
    assert_eq!(a.status, 400);
    assert_eq!(
        serde_json::from_str::<Value>(&a.body).unwrap(),
        json!({"ok": false, "error": "Not a seat of this table: 'seat' is a player's number (0 Pep, 1 Marta, 2 Iker, 3 Olga), 'scorer' or 'none'"})
    );
    assert_eq!(phone.post_seat(&t, "seat=Pep", FORM_JSON).status, 400);
    assert_eq!(summary(&phone.page(&t)), "This phone: Olga");
    // With the PIN as a field, as an entry may be sent: taken.
    let a = stranger(&format!("seat=2&pin={PIN}"), FORM_JSON);
    assert_eq!((a.status, a.body.as_str()), (200, r#"{"ok":true,"seat":"Iker"}"#));
    assert_eq!(std::fs::read_to_string(&t.file).unwrap(), before, "a seat writes nothing");

    // The deal, from Olga's phone: the deal is no one player's question.
    assert_eq!(phone.post(&t, "JH", 1), (200, json!({"ok": true, "seq": 2})));
    drop(t);

    // Another start of the table (resume): the old cookies are worth nothing. The old PIN's
    // cookie is refused; with a new one, the old seat is no seat — Olga's phone's bare `pass`
    // at Marta's question is Marta's, as from any phone without a seat.
    let file = dir.path().join("night.jsonl");
    let t = Table::spawn(&["resume", file.to_str().unwrap()], &file, &[]);
    assert_eq!(phone.sit(&t, "1").0, 403, "a cookie of an earlier start");
    let old_seat = phone.seat.clone();
    let mut again = Phone::new(&t);
    again.seat = old_seat;
    assert_eq!(summary(&again.page(&t)), "Whose phone is this?");
    assert_eq!(again.post(&t, "pass", 2), (200, json!({"ok": true, "seq": 3})));
    assert_eq!(t.journal()[2]["player"], "Marta");
}

/// A seated phone's bare answer refused out of turn, in each language: Olga's `pass` (in the
/// table's words) at Marta's question.
#[test]
fn a_seated_phone_s_bare_answer_out_of_turn_is_refused_in_the_table_s_language() {
    // The jack of hearts turned, in each language's letters.
    for (lang, jack, pass, said) in [
        ("en", "JH", "pass", "Not entered: it is Marta's turn, not Olga's"),
        ("es", "VC", "paso", "No anotado: le toca a Marta, no a Olga"),
        ("fr", "VC", "passe", "Non noté\u{a0}: c'est à Marta, pas à Olga"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let t = Table::new(dir.path(), lang);
        let mut olga = Phone::new(&t);
        assert_eq!(olga.sit(&t, "3").0, 200);
        assert_eq!(olga.post(&t, jack, 1).0, 200);
        assert_eq!(t.journal()[1]["turned"], "JH");
        let before = std::fs::read_to_string(&t.file).unwrap();
        assert_eq!(olga.post(&t, pass, 2), (422, json!({"ok": false, "refusal": said})), "{lang}");
        assert_eq!(std::fs::read_to_string(&t.file).unwrap(), before, "{lang}: nothing written");
        // A form's post: the same sentence on the page it is sent back to.
        let body = format!("entry={}&seq=2&held=", encode(pass));
        let a = t.post_raw(body.as_bytes(), &format!("{FORM}{}", olga.cookie()));
        assert_eq!(a.status, 303);
        let page = t.get_with(a.header("location").unwrap(), &olga.cookie()).body;
        assert!(page.contains(&html(said)), "{lang}: {page}");
    }
}

#[test]
fn a_seated_phone_s_taps_and_bare_answers_are_its_player_s_and_wait_for_its_turn() {
    let dir = tempfile::tempdir().unwrap();
    let t = Table::new(dir.path(), "en");
    let mut seated: Vec<Phone> = (0..4).map(|_| Phone::new(&t)).collect();
    for (i, p) in seated.iter_mut().enumerate() {
        assert_eq!(p.sit(&t, &i.to_string()).0, 200);
    }
    let [pep, marta, iker, olga] = &seated[..] else { unreachable!() };
    // The deal is no one player's: a bare card from Pep's phone turns it (Pep deals).
    assert_eq!(pep.post(&t, "JH", 1), (200, json!({"ok": true, "seq": 2})));
    assert_eq!(t.journal()[1]["dealer"], "Pep");

    // Marta's phone: her turn, her taps. Olga's: whose turn it is, and no tap for Marta.
    let page = marta.page(&t);
    assert_eq!(turn(&page), Some(("turn mine".into(), "Your turn, Marta".into())));
    assert_eq!(taps(&page), ["Marta pass", "Marta take", "undo"]);
    let page = olga.page(&t);
    assert_eq!(turn(&page), Some(("turn".into(), html("Marta's turn"))));
    assert_eq!(taps(&page), ["undo"], "only what is no one's");
    assert!(page.contains("Marta?"), "the question is still shown: {page}");

    // A full entry naming another player is taken from any phone with the PIN.
    assert_eq!(olga.post(&t, "Marta pass", 2), (200, json!({"ok": true, "seq": 3})));
    assert_eq!((t.journal()[2]["player"].as_str(), t.journal()[2]["call"].as_str()), (Some("Marta"), Some("pass")));
    // Iker's bare `pass` is Iker's; Olga's bare `take` in her turn is hers.
    assert_eq!(iker.post(&t, "pass", 3), (200, json!({"ok": true, "seq": 4})));
    assert_eq!(t.journal()[3]["player"], "Iker");
    assert_eq!(olga.post(&t, "take", 4), (200, json!({"ok": true, "seq": 5})));
    assert_eq!((t.journal()[4]["player"].as_str(), t.journal()[4]["call"].as_str()), (Some("Olga"), Some("take")));

    // Play: Marta leads. Her cards on her phone, none on Pep's; Pep's bare card is refused,
    // nothing written; Marta's bare card is hers.
    let mine = taps(&marta.page(&t));
    assert!(mine.contains(&"Marta 7C".to_string()), "{mine:?}");
    assert!(mine.iter().all(|e| e.starts_with("Marta ") || e == "undo"), "{mine:?}");
    assert_eq!(taps(&pep.page(&t)), ["undo"]);
    let before = std::fs::read_to_string(&t.file).unwrap();
    assert_eq!(
        pep.post(&t, "7C", 5),
        (422, json!({"ok": false, "refusal": "Not entered: it is Marta's turn, not Pep's"}))
    );
    assert_eq!(std::fs::read_to_string(&t.file).unwrap(), before);
    // In her turn, a bare answer that is no card is refused for what it is, not for the turn.
    let (status, body) = marta.post(&t, "banana", 5);
    assert_eq!(status, 422);
    assert!(!body["refusal"].as_str().unwrap().contains("turn"), "{body}");
    assert_eq!(marta.post(&t, "7C", 5), (200, json!({"ok": true, "seq": 6})));
    let e = &t.journal()[5];
    assert_eq!((e["player"].as_str(), e["card"].as_str()), (Some("Marta"), Some("7C")));
    // The unseated phone and the scorer's answer as they always did: bare, the player asked.
    let mut scorer = Phone::new(&t);
    assert_eq!(scorer.sit(&t, "scorer").0, 200);
    assert_eq!(turn(&scorer.page(&t)), None);
    assert!(taps(&scorer.page(&t)).contains(&"Iker AC".to_string()));
    assert_eq!(scorer.post(&t, "AC", 6), (200, json!({"ok": true, "seq": 7})));
    assert_eq!(t.journal()[6]["player"], "Iker");
    assert_eq!(Phone::new(&t).post(&t, "JC", 7), (200, json!({"ok": true, "seq": 8})));
    assert_eq!(t.journal()[7]["player"], "Olga");
}

#[test]
fn two_phones_hold_one_seat() {
    let dir = tempfile::tempdir().unwrap();
    let t = Table::new(dir.path(), "en");
    let (mut a, mut b) = (Phone::new(&t), Phone::new(&t));
    assert_eq!(a.sit(&t, "0"), (200, json!({"ok": true, "seat": "Pep"})));
    assert_eq!(b.sit(&t, "0"), (200, json!({"ok": true, "seat": "Pep"})));
    let anyone = Phone::new(&t);
    for (k, entry) in ["deal Pep JH", "Marta pass", "Iker pass", "Olga pass"].iter().enumerate() {
        assert_eq!(anyone.post(&t, entry, k + 1).0, 200, "{entry}");
    }
    // Pep's turn on both.
    for p in [&a, &b] {
        let page = p.page(&t);
        assert_eq!(turn(&page), Some(("turn mine".into(), "Your turn, Pep".into())));
        assert_eq!(taps(&page), ["Pep pass", "Pep take", "undo"]);
    }
    // The first phone's bare `take` is Pep's; the same from the second, made at the same state,
    // is the same entry (written once); another answer from there is told the table moved on.
    assert_eq!(a.post(&t, "take", 5), (200, json!({"ok": true, "seq": 6})));
    assert_eq!(b.post(&t, "take", 5), (200, json!({"ok": true, "seq": 6, "duplicate": true})));
    assert_eq!(b.post(&t, "pass", 5).0, 409);
    assert_eq!(t.journal().len(), 6);
    assert_eq!((t.journal()[5]["player"].as_str(), t.journal()[5]["call"].as_str()), (Some("Pep"), Some("take")));
    // One phone's seat is its own: the first becomes Olga's, the second stays Pep's.
    assert_eq!(a.sit(&t, "3").0, 200);
    assert_eq!(summary(&a.page(&t)), "This phone: Olga");
    assert_eq!(summary(&b.page(&t)), "This phone: Pep");
}

/// Coinche (RULES.md coinche): Ana, Luis, Marta and Pep in play order, Ana+Marta against Luis+Pep;
/// Ana deals, Luis speaks first.
#[test]
fn a_seated_coinche_phone_is_offered_its_coinche_out_of_turn_and_its_answer_to_one() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.jsonl");
    let args = ["new", "coinche", "--players", "Ana,Luis,Marta,Pep", "--teams", "Ana+Marta,Luis+Pep", "--lang", "en"];
    let mut args = args.to_vec();
    args.extend(["--file", file.to_str().unwrap()]);
    let t = Table::spawn(&args, &file, &[]);
    let mut phones: Vec<Phone> = (0..4).map(|_| Phone::new(&t)).collect();
    for (i, p) in phones.iter_mut().enumerate() {
        assert_eq!(p.sit(&t, &i.to_string()).0, 200);
    }
    let [ana, luis, marta, pep] = &phones[..] else { unreachable!() };
    assert_eq!(Phone::new(&t).post(&t, "deal", 1).0, 200);
    // Luis's turn: his values to bid on his phone; his bare bid is his.
    let page = luis.page(&t);
    assert_eq!(turn(&page), Some(("turn mine".into(), "Your turn, Luis".into())));
    assert!(page.contains(r#"value="Luis 80" required/>"#), "{page}");
    assert!(!ana.page(&t).contains("form method=\"post\" action=\"/entry\" class=\"bid\""));
    assert_eq!(luis.post(&t, "90 H", 2), (200, json!({"ok": true, "seq": 3})));
    assert_eq!((t.journal()[2]["player"].as_str(), t.journal()[2]["value"].as_u64()), (Some("Luis"), Some(90)));

    // Marta's turn. Ana, an opponent of the bidder, may coinche out of turn: her page offers it
    // (and nothing of Marta's); Pep, the bidder's partner, may not: nothing is offered to him.
    let page = ana.page(&t);
    assert_eq!(turn(&page), Some(("turn".into(), html("Marta's turn"))));
    assert_eq!(taps(&page), ["Ana coinche", "undo"]);
    assert!(page.contains(">Ana: coinche</button>"), "{page}");
    assert_eq!(taps(&pep.page(&t)), ["undo"]);
    assert_eq!(taps(&marta.page(&t)), ["Marta pass", "Marta coinche", "undo"]);
    // Bare, `coinche` is two players' to say: without a seat the line must name one.
    let (status, body) = Phone::new(&t).post(&t, "coinche", 3);
    assert_eq!(status, 422, "{body}");
    let before = std::fs::read_to_string(&t.file).unwrap();
    assert_eq!(
        pep.post(&t, "coinche", 3),
        (422, json!({"ok": false, "refusal": "Not entered: it is Marta's turn, not Pep's"}))
    );
    assert_eq!(
        ana.post(&t, "pass", 3),
        (422, json!({"ok": false, "refusal": "Not entered: it is Marta's turn, not Ana's"}))
    );
    assert_eq!(std::fs::read_to_string(&t.file).unwrap(), before, "nothing written");
    // Ana's bare `coinche`, out of turn, is hers.
    assert_eq!(ana.post(&t, "coinche", 3), (200, json!({"ok": true, "seq": 4})));
    assert_eq!((t.journal()[3]["player"].as_str(), t.journal()[3]["call"].as_str()), (Some("Ana"), Some("coinche")));

    // Luis and Pep answer, in either order: each phone its own answers; Ana's is not asked.
    let page = pep.page(&t);
    assert_eq!(turn(&page), Some(("turn mine".into(), "Your turn, Pep".into())));
    assert_eq!(taps(&page), ["Pep pass", "Pep surcoinche", "undo"]);
    assert_eq!(turn(&ana.page(&t)), None);
    assert_eq!(
        ana.post(&t, "pass", 4),
        (422, json!({"ok": false, "refusal": "Not entered: it is Luis's or Pep's turn, not Ana's"}))
    );
    assert_eq!(pep.post(&t, "surcoinche", 4), (200, json!({"ok": true, "seq": 5})));
    assert_eq!((t.journal()[4]["player"].as_str(), t.journal()[4]["call"].as_str()), (Some("Pep"), Some("surcoinche")));
}

/// belote-es with three players (example belote-es-3p: Xavi deals 8♦, Pep passes, Olga takes):
/// trump is the turned card's suit, so before the first card the holder of the 7 of trump may
/// swap it (RULES.md belote-es, 2-3 players). Each seated phone offers its player's swap only.
#[test]
fn a_seated_phone_offers_its_player_s_swap_of_the_seven() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.jsonl");
    let mut args = new_args("belote-es-3p");
    args.extend(["--file", file.to_str().unwrap(), "--lang", "en", "--card-letters", "en"]);
    let t = Table::spawn(&args, &file, &[]);
    let (mut xavi, mut pep, mut olga) = (Phone::new(&t), Phone::new(&t), Phone::new(&t));
    assert_eq!(xavi.sit(&t, "0").0, 200);
    assert_eq!(pep.sit(&t, "1").0, 200);
    assert_eq!(olga.sit(&t, "2").0, 200);
    for (k, entry) in ["deal Xavi 8D", "Pep pass", "Olga take"].iter().enumerate() {
        assert_eq!(xavi.post(&t, entry, k + 1).0, 200, "{entry}");
    }
    // Pep leads; Olga's phone offers her swap and says it is Pep's turn.
    let page = olga.page(&t);
    assert_eq!(turn(&page), Some(("turn".into(), html("Pep's turn"))));
    assert_eq!(taps(&page), ["Olga swap", "undo"]);
    let page = pep.page(&t);
    assert_eq!(turn(&page), Some(("turn mine".into(), "Your turn, Pep".into())));
    assert!(taps(&page).contains(&"Pep swap".to_string()), "{:?}", taps(&page));
    assert!(!taps(&page).contains(&"Olga swap".to_string()), "{:?}", taps(&page));
    // Olga's bare `swap` is hers.
    assert_eq!(olga.post(&t, "swap", 4), (200, json!({"ok": true, "seq": 5})));
    assert_eq!(t.journal()[4], json!({"type": "swap-seven", "player": "Olga", "at": t.journal()[4]["at"]}));
}

/// belote-es (RULES.md: say belote with the K and rebelote with the Q of trump), example
/// belote-es-pairs's first hand: Nuria takes spades; her K♠ is held for its word. Her phone is
/// asked; Iker's phone is shown the question but offered no answer, and its bare card is refused
/// with the question named; her bare `belote` answers it.
#[test]
fn belote_is_asked_of_the_seated_phone_of_the_player_who_played_the_card() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.jsonl");
    let mut args = new_args("belote-es-pairs");
    args.extend(["--file", file.to_str().unwrap(), "--lang", "en", "--card-letters", "en"]);
    let t = Table::spawn(&args, &file, &[]);
    let (mut nuria, mut iker) = (Phone::new(&t), Phone::new(&t));
    assert_eq!(nuria.sit(&t, "2").0, 200);
    assert_eq!(iker.sit(&t, "1").0, 200);
    let hand = example_entries("belote-es-pairs");
    for (k, e) in hand.iter().take(11).enumerate() {
        assert_eq!(iker.post(&t, &crate::serve_held::full(e), k + 1).0, 200, "{e}");
    }
    assert_eq!(hand[11]["card"], "KS");
    assert_eq!(nuria.post(&t, "KS", 12), (200, json!({"ok": true, "seq": 12, "held": true})));
    let page = nuria.page(&t);
    assert_eq!(turn(&page), Some(("turn mine".into(), "Your turn, Nuria".into())));
    assert_eq!(taps(&page), ["Nuria KS", "Nuria KS belote", "undo"]);
    let page = iker.page(&t);
    assert!(page.contains("Nuria played K♠: did they say belote?"), "{page}");
    assert_eq!(taps(&page), ["undo"]);
    let asking = "Not entered: the table is asking whether Nuria said belote";
    assert_eq!(iker.post(&t, "8D", 12), (422, json!({"ok": false, "refusal": asking})));
    assert_eq!(nuria.post(&t, "belote", 12), (200, json!({"ok": true, "seq": 13})));
    let last = t.journal().pop().unwrap();
    assert_eq!((&last["player"], &last["card"], &last["say"]), (&json!("Nuria"), &json!("KS"), &json!("belote")));
}

// --- In a browser

const PHONE: Screen = Screen::Phone(390, 844);
const DESKTOP: Screen = Screen::Window(1280, 900);

/// The `seq` the page shown was made at, once it is whole (0 while it loads).
fn seq(b: &Browser) -> usize {
    b.js("return document.readyState === 'complete' ? Number(document.body.dataset.seq) : 0;").as_u64().unwrap()
        as usize
}

/// The element found by `xpath`, once the page has it.
#[track_caller]
fn found(b: &Browser, xpath: &str) -> String {
    wait::until(xpath, || b.find_by("xpath", xpath).ok_or_else(|| b.js("return document.body.innerText;")))
}

/// The line above the questions, once it says `what`.
#[track_caller]
pub(crate) fn until_turn(b: &Browser, what: &str) {
    wait::until(&format!("the turn {what:?}"), || {
        let said = b.js("const t = document.querySelector('#ask .turn'); return t ? t.textContent : '';");
        if said == what {
            Ok(())
        } else {
            Err(said)
        }
    });
}

/// What the browser shows, kept as `name` in `TAPETE_SCREENSHOTS` when it is set.
fn keep(b: &Browser, name: &str) {
    if let Some(dir) = std::env::var_os("TAPETE_SCREENSHOTS") {
        std::fs::write(std::path::Path::new(&dir).join(name), b.screenshot()).unwrap();
    }
}

/// Choose the seat `label` in the fold (opened first; `shot`: what the open fold is kept as).
pub(crate) fn choose(b: &Browser, label: &str, shot: Option<&str>) {
    let fold = found(b, "//section[@id='seat']//summary");
    b.click(&fold);
    if let Some(name) = shot {
        b.js("document.getElementById('seat').scrollIntoView({block: 'end'}); return null;");
        keep(b, name);
    }
    let seat = found(b, &format!("//section[@id='seat']//button[normalize-space(.)='{label}']"));
    // The seat's buttons are tap targets of 44 px at least, and the page does not scroll sideways.
    let m = b.js(
        "const r = Array.from(document.querySelectorAll('#seat button, #seat summary')).map(e => e.getBoundingClientRect()); \
         return {width: innerWidth, scroll: document.documentElement.scrollWidth, \
         small: r.filter(x => x.width < 44 || x.height < 44).length, out: r.filter(x => x.left < 0 || x.right > innerWidth).length};",
    );
    assert!(m["scroll"].as_f64().unwrap() <= m["width"].as_f64().unwrap(), "the page scrolls sideways: {m}");
    assert_eq!((m["small"].as_u64(), m["out"].as_u64()), (Some(0), Some(0)), "{m}");
    b.click(&seat);
}

/// A card's tap under the questions.
fn tap_card(b: &Browser, label: &str) {
    let id =
        found(b, &format!("//section[@id='ask']//form[contains(@class,'taps')]//button[normalize-space(.)='{label}']"));
    b.click(&id);
}

/// The text in the page's entry line.
fn line_text(b: &Browser) -> String {
    b.js("return document.querySelector('#ask form.line input[name=entry]').value;").as_str().unwrap_or_default().into()
}

/// How light a colour is, 0 to 765.
fn light(css: &Value) -> u32 {
    rgb(css).iter().sum()
}

/// The turn's line stands out and reads: its text far from its background.
#[track_caller]
pub(crate) fn readable_turn(b: &Browser) {
    let c = b.js(
        "const s = getComputedStyle(document.querySelector('#ask .turn.mine')); return [s.color, s.backgroundColor];",
    );
    assert!(light(&c[0]).abs_diff(light(&c[1])) > 300, "{c}");
}

/// belote-classic-a's first hand (Pep deals 8♣; Marta, Iker and Olga pass; Pep takes): a phone
/// (390 × 844, dark) with text in its entry line chooses Marta's seat — the text stays — and taps
/// her 7♣; a desktop (light) chooses Iker's and taps his A♣ once it is his turn.
#[test]
fn a_phone_and_a_desktop_choose_a_seat_and_tap_a_card_as_that_player() {
    if browser::skipped() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let mut t = Table::new_with(dir.path(), "en", &[]);
    // The example's deal and bids, at the terminal.
    let hand: Vec<Value> = example_entries("belote-classic-a").into_iter().take(8).collect();
    for e in &hand[..5] {
        t.type_line(&crate::serve_held::full(e));
    }
    wait::until_true("the bids written", || t.journal().len() == 6);
    let url = format!("http://{}/", t.addr);
    let phone = Browser::with(PHONE);
    phone.scheme(true);
    phone.go(&format!("{url}?pin={PIN}"));
    let desk = Browser::with(DESKTOP);
    desk.scheme(false);
    desk.go(&format!("{url}?pin={PIN}"));
    for b in [&phone, &desk] {
        wait::until_true("the page at the first card", || seq(b) == 6);
        assert!(b.find("#ask .turn").is_none(), "no seat, no turn's line");
    }

    // The phone's entry line holds text; Marta's seat chosen, with the script: the page says it
    // is her turn, the line keeps its text, and her cards are the taps.
    let line = phone.find("#ask form.line input[name=entry]").unwrap();
    phone.keys(&line, "note half typed");
    choose(&phone, "Marta", Some("serve-seat-choose-phone.png"));
    until_turn(&phone, "Your turn, Marta");
    assert_eq!(phone.text("#seat summary"), "This phone: Marta");
    assert_eq!(line_text(&phone), "note half typed", "the entry line keeps its text");
    readable_turn(&phone);
    let entries = phone.js("return Array.from(document.querySelectorAll('#ask .cards button')).map(e => e.value);");
    let entries: Vec<&str> = entries.as_array().unwrap().iter().map(|e| e.as_str().unwrap()).collect();
    assert!(!entries.is_empty() && entries.iter().all(|e| e.starts_with("Marta ")), "{entries:?}");
    phone.js(
        "const i = document.querySelector('#ask form.line input[name=entry]'); i.value = ''; i.blur(); return null;",
    );
    assert_eq!(hand[5]["card"], "7C");
    tap_card(&phone, "7♣");
    wait::until_true("Marta's card written", || t.journal().len() == 7);
    let e = t.journal().pop().unwrap();
    assert_eq!((e["player"].as_str(), e["card"].as_str()), (Some("Marta"), Some("7C")));
    // Now Iker's turn: Marta's phone says so and offers no card.
    until_turn(&phone, "Iker's turn");
    assert_eq!(phone.js("return document.querySelectorAll('#ask .cards button').length;"), json!(0));

    // The desktop takes Iker's seat and taps his A♣.
    choose(&desk, "Iker", None);
    until_turn(&desk, "Your turn, Iker");
    readable_turn(&desk);
    assert_eq!(hand[6]["card"], "AC");
    tap_card(&desk, "A♣");
    wait::until_true("Iker's card written", || t.journal().len() == 8);
    let e = t.journal().pop().unwrap();
    assert_eq!((e["player"].as_str(), e["card"].as_str()), (Some("Iker"), Some("AC")));
    until_turn(&desk, "Olga's turn");
}

/// The labels of the tap targets under the questions.
fn tap_labels(b: &Browser) -> Vec<String> {
    let v =
        b.js("return Array.from(document.querySelectorAll('#ask form.taps button')).map(e => e.textContent.trim());");
    v.as_array().map(|a| a.iter().filter_map(|x| x.as_str().map(String::from)).collect()).unwrap_or_default()
}

/// belote-es (RULES.md: say "belote" with the K and "rebelote" with the Q of trump, or lose the
/// 20), example belote-es-pairs's first hand, Nuria's phone seated as hers (390 × 844) beside an
/// unseated phone and the terminal: she taps her K♠, her phone says it is her turn to say whether
/// she said belote and she taps the answer; she taps her Q♠ and types `rebelote` alone in her
/// entry line, which is hers. Pep+Nuria score 28 to 174 (8 without the belote).
#[test]
fn belote_and_rebelote_said_on_the_seated_phone_of_the_player() {
    if browser::skipped() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.jsonl");
    let mut args = new_args("belote-es-pairs");
    args.extend(["--file", file.to_str().unwrap()]);
    let mut t = Table::spawn(&args, &file, &[]);
    let hand: Vec<Value> = example_entries("belote-es-pairs").into_iter().take(36).collect();
    let full = crate::serve_held::full;
    let url = format!("http://{}/", t.addr);
    let (nuria, other) = (Browser::with(PHONE), Browser::with(PHONE));
    for b in [&nuria, &other] {
        b.scheme(true);
        b.go(&format!("{url}?pin={PIN}"));
    }
    choose(&nuria, "Nuria", None);
    for e in &hand[..11] {
        t.type_line(&full(e));
    }
    wait::until_true("the pages at Nuria's K♠", || [&nuria, &other].iter().all(|b| seq(b) == 12));
    until_turn(&nuria, "Your turn, Nuria");
    // Her taps are her cards; the unseated phone's too (the player asked).
    assert!(tap_labels(&nuria).contains(&"K♠".to_string()), "{:?}", tap_labels(&nuria));
    tap_card(&nuria, "K♠");
    until_turn(&nuria, "Your turn, Nuria");
    wait::until_true("the held question on both phones", || {
        [&nuria, &other].iter().all(|b| b.text("#ask .q.first").contains("Nuria played K♠: did they say belote?"))
    });
    assert_eq!(tap_labels(&nuria), ["Nuria K♠", "Nuria K♠ belote"]);
    assert_eq!(tap_labels(&other), ["Nuria K♠", "Nuria K♠ belote"]);
    assert_eq!(t.journal().len(), 12, "held, not written");
    tap_card(&nuria, "Nuria K♠ belote");
    wait::until_true("the belote written", || t.journal().len() == 13);
    assert_eq!(t.journal()[12]["say"], "belote");
    until_turn(&nuria, "Iker's turn");
    t.type_line("Iker 8D");
    wait::until_true("the page at Nuria's Q♠", || seq(&nuria) == 14);
    until_turn(&nuria, "Your turn, Nuria");
    tap_card(&nuria, "Q♠");
    wait::until_true("the held question on her phone", || {
        nuria.text("#ask .q.first").contains("Nuria played Q♠: did they say rebelote?")
    });
    // Typed alone in her entry line, the word is hers.
    let line = nuria.find("#ask form.line input[name=entry]").unwrap();
    nuria.keys(&line, "rebelote\u{E007}");
    wait::until_true("the rebelote written", || t.journal().len() == 15);
    let last = t.journal().pop().unwrap();
    assert_eq!((&last["player"], &last["card"], &last["say"]), (&json!("Nuria"), &json!("QS"), &json!("rebelote")));
    assert_eq!((hand[12]["card"].as_str(), hand[13]["card"].as_str()), (Some("8D"), Some("QS")));
    for e in &hand[14..] {
        t.type_line(&full(e));
    }
    wait::until_true("the hand written", || t.journal().len() == 37);
    let v = crate::support::verify_json(&t.file);
    assert_eq!(v["hands"][0]["score"], json!({"Pep+Nuria": 28, "Iker+Xavi": 174}), "{v}");
}
