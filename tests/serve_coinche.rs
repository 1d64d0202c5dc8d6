//! Coinche on the phones (`tapete new coinche … --serve`, docs/serve.md), with plain HTTP: the
//! auction's question as a phone gets it (the values from the lowest that beats the standing bid
//! up to capot, the trumps, pass, and coinche or surcoinche for whoever may say them), a bid
//! posted in two taps (its value as `entry`, its trump as `trump`), bids refused with their
//! reason, a coinche out of turn, and the board: the standing bid and who coinched it during the
//! auction, the contract in play after it.
//!
//! Ana, Luis, Marta and Pep in play order, Ana+Marta against Luis+Pep: Ana deals the first hand,
//! so Luis speaks first (RULES.md coinche: the auction starts from the eldest hand).

use crate::serve::{encode, Table};
use crate::support::net::{exchange, Answer};
use crate::support::wait;
use serde_json::{json, Value};

const PIN: &str = "123456";

fn table(dir: &std::path::Path, lang: &str) -> Table {
    let file = dir.join("night.jsonl");
    let args = [
        "new",
        "coinche",
        "--players",
        "Ana,Luis,Marta,Pep",
        "--teams",
        "Ana+Marta,Luis+Pep",
        "--lang",
        lang,
        "--file",
        file.to_str().unwrap(),
    ];
    Table::spawn(&args, &file, &[])
}

fn send(t: &Table, request: String) -> Answer {
    exchange(t.addr, request.as_bytes(), wait::deadline()).unwrap()
}

/// A post of these form fields (urlencoded as given), the PIN among them, JSON wanted.
fn post_fields(t: &Table, fields: &str) -> (u16, Value) {
    let body = format!("{fields}&pin={PIN}");
    let a = send(
        t,
        format!(
            "POST /entry HTTP/1.1\r\nHost: {}\r\nContent-Type: application/x-www-form-urlencoded\r\n\
             Accept: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            t.addr,
            body.len()
        ),
    );
    (a.status, serde_json::from_str(&a.body).unwrap_or(Value::Null))
}

/// A bid tapped in two: its value (the entry without its trump), then its trump.
fn tap_bid(t: &Table, value: &str, trump: &str, seq: usize) -> (u16, Value) {
    post_fields(t, &format!("entry={}&trump={}&seq={seq}", encode(value), encode(trump)))
}

fn state(t: &Table) -> Value {
    let a = send(t, format!("GET /state HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n", t.addr));
    assert_eq!(a.status, 200);
    serde_json::from_str(&a.body).unwrap()
}

/// The phone page with the PIN's cookie.
fn page(t: &Table) -> String {
    let a = send(t, format!("GET /?pin={PIN} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n", t.addr));
    assert_eq!(a.status, 303);
    let cookie = a.header("set-cookie").unwrap().split(';').next().unwrap().to_string();
    let a = send(t, format!("GET / HTTP/1.1\r\nHost: {}\r\nCookie: {cookie}\r\nConnection: close\r\n\r\n", t.addr));
    assert_eq!(a.status, 200);
    a.body
}

fn entries(list: &Value) -> Vec<String> {
    list.as_array().unwrap().iter().map(|c| c["entry"].as_str().unwrap().to_string()).collect()
}

fn labels(list: &Value) -> Vec<String> {
    list.as_array().unwrap().iter().map(|c| c["label"].as_str().unwrap().to_string()).collect()
}

#[test]
fn a_coinche_auction_from_the_phones_bids_in_two_taps_coinches_out_of_turn_and_the_board_follows() {
    let dir = tempfile::tempdir().unwrap();
    let t = table(dir.path(), "en");
    // Nothing is turned up: `deal` deals for the dealer in turn, Ana.
    assert_eq!(t.post("deal", 1), (200, json!({"ok": true, "seq": 2})));
    let s = state(&t);
    let q = &s["question"];
    assert_eq!((q["ask"].as_str(), q["who"].as_str()), (Some("contract-bid"), Some("Luis")));
    // No bid yet: every value from 80 to 180 by tens, then capot; the four suits, all-trump and
    // no-trump (coinche's all_no_trump); a pass, and no coinche (nothing to coinche).
    let values: Vec<String> = (8..=18).map(|v| format!("Luis {}", v * 10)).chain(["Luis capot".into()]).collect();
    assert_eq!(entries(&q["bid"]["values"]), values);
    assert_eq!(entries(&q["bid"]["trumps"]), ["S", "H", "D", "C", "all", "none"]);
    assert_eq!(labels(&q["bid"]["trumps"])[..4], ["♠", "♥", "♦", "♣"]);
    assert_eq!(entries(&q["choices"]), ["Luis pass"]);
    assert_eq!(s["board"]["contract"], json!({"auction": true, "standing": null, "coinched": null}));
    // The page: the values a choice drawn as taps, each trump a tap that posts the bid.
    let html = page(&t);
    assert!(html.contains(r#"<input type="radio" name="entry" value="Luis 80" required/><span>80</span>"#), "{html}");
    assert!(html.contains(r#"<button name="trump" value="H" class="red">♥</button>"#), "{html}");

    // Luis taps 90, then ♥: one entry, `Luis 90 H`.
    assert_eq!(tap_bid(&t, "Luis 90", "H", 2), (200, json!({"ok": true, "seq": 3})));
    assert_eq!(
        t.journal()[2],
        json!({"type": "bid", "player": "Luis", "call": "bid", "value": 90, "trump": "H", "at": t.journal()[2]["at"]})
    );
    let s = state(&t);
    let q = &s["question"];
    assert_eq!(q["who"], "Marta");
    assert_eq!(entries(&q["bid"]["values"])[0], "Marta 100", "the lowest value that beats 90");
    // Either opponent of Luis may coinche now, Ana out of turn; Luis's partner Pep may not.
    assert_eq!(entries(&q["choices"]), ["Marta pass", "Ana coinche", "Marta coinche"]);
    assert_eq!(labels(&q["choices"]), ["pass", "Ana: coinche", "coinche"]);
    assert_eq!(
        s["board"]["contract"],
        json!({"auction": true, "standing": {"player": "Luis", "value": 90, "trump": "H"}, "coinched": null})
    );
    assert!(s["board"]["now"][0].as_str().unwrap().contains("bid: Luis 90 ♥"), "{}", s["board"]["now"]);

    // Refused, with the reason, nothing written: a value below the standing one, a coinche by
    // the bidder's side.
    let before = std::fs::read_to_string(&t.file).unwrap();
    let (status, body) = tap_bid(&t, "Marta 80", "S", 3);
    assert_eq!(status, 422);
    let reason = body["refusal"].as_str().unwrap();
    assert!(reason.contains("90") && reason.contains("100"), "{reason}");
    let (status, body) = t.post("Pep coinche", 3);
    assert_eq!(status, 422);
    assert!(body["refusal"].as_str().unwrap().contains("Luis"), "{body}");
    assert_eq!(std::fs::read_to_string(&t.file).unwrap(), before, "nothing written");

    // Ana coinches out of turn (Marta's turn to speak): written, and the auction is frozen.
    assert_eq!(t.post("Ana coinche", 3), (200, json!({"ok": true, "seq": 4})));
    assert_eq!(t.journal()[3]["call"], "coinche");
    assert_eq!(t.journal()[3]["player"], "Ana");
    let s = state(&t);
    let q = &s["question"];
    // Luis and Pep answer, in either order: no more bids.
    assert_eq!(q["who"], Value::Null);
    // Its taps name their players: the phone's question does not ask to say who.
    assert!(q["text"].as_str().unwrap().contains("Luis or Pep: pass, surcoinche"), "{q}");
    assert!(!q["text"].as_str().unwrap().contains("say who"), "{q}");
    assert_eq!(q.get("bid"), None);
    assert_eq!(entries(&q["choices"]), ["Luis pass", "Pep pass", "Luis surcoinche", "Pep surcoinche"]);
    assert_eq!(labels(&q["choices"]), ["Luis: pass", "Pep: pass", "Luis: surcoinche", "Pep: surcoinche"]);
    assert_eq!(s["board"]["contract"]["coinched"], "Ana");
    assert!(s["board"]["now"][0].as_str().unwrap().contains("bid: Luis 90 ♥ · coinched by Ana"), "{}", s["board"]);
    // A bid after a coinche is refused.
    let (status, body) = tap_bid(&t, "Marta 100", "S", 4);
    assert_eq!(status, 422);
    assert!(body["refusal"].as_str().unwrap().contains("Ana coinched"), "{body}");

    // Pep surcoinches: the auction is over, the contract is played ×4.
    assert_eq!(t.post("Pep surcoinche", 4), (200, json!({"ok": true, "seq": 5})));
    let s = state(&t);
    assert_eq!(s["question"]["ask"], "card");
    assert_eq!(
        s["board"]["contract"],
        json!({"auction": false, "value": 90, "trump": "H", "multiplier": 4, "taker": "Luis", "coinche": "Ana", "surcoinche": "Pep"})
    );
    assert!(
        s["board"]["now"][0]
            .as_str()
            .unwrap()
            .contains("contract 90 ♥ ×4 taken by Luis (coinched by Ana, surcoinched by Pep)"),
        "{}",
        s["board"]
    );
}

#[test]
fn the_phones_bid_in_french_with_the_tables_letters() {
    let dir = tempfile::tempdir().unwrap();
    let t = table(dir.path(), "fr");
    assert_eq!(t.post("donne", 1).0, 200);
    let s = state(&t);
    let q = &s["question"];
    // The French letters of the suits: P(ique), C(œur), K (carreau), T(rèfle); all-trump and
    // no-trump in words.
    assert_eq!(entries(&q["bid"]["trumps"]), ["P", "C", "K", "T", "all", "none"]);
    assert_eq!(labels(&q["bid"]["trumps"])[4..], ["tout atout", "sans atout"]);
    assert_eq!(tap_bid(&t, "Luis capot", "C", 2).0, 200);
    let bid = &t.journal()[2];
    assert_eq!((bid["value"].as_str(), bid["trump"].as_str()), (Some("capot"), Some("H")));
    let s = state(&t);
    assert!(s["board"]["now"][0].as_str().unwrap().contains("annonce\u{a0}: Luis capot ♥"), "{}", s["board"]);
    // Nothing above a capot: the phone offers no value, only pass and the coinches.
    assert_eq!(s["question"].get("bid"), None);
}

/// What a phone's page never says: the terminal's Enter (its answer to a question), `quit`, a
/// tally it has no tap for; in each language, at the deal (nothing turned up: a typed `deal`
/// deals), and the entry line's placeholder. (The help fold lists every form a phone may type,
/// a tally among them: tests/serve_sections.rs.)
#[test]
fn the_phone_page_never_offers_what_a_phone_cannot_use() {
    // (language, the deal's question on a phone, what the terminal alone says: Enter, quit, tally)
    let cases = [
        (
            "en",
            "Hand 1 · dealer Ana · deal? ('deal': Ana deals; or 'deal' and the name of whoever deals)",
            ["Enter", "quit", "tally"],
        ),
        (
            "es",
            "Mano 1 · reparte Ana · ¿reparto? ('reparto': reparte Ana; o 'reparto' y el nombre de quien reparta)",
            ["Intro", "salir", "recuento"],
        ),
        (
            "fr",
            "Donne 1 · donneur Ana · donner\u{a0}? ('donne'\u{a0}: Ana donne\u{a0}; ou 'donne' et le nom de qui donne)",
            ["Entrée", "quitter", "décompte"],
        ),
    ];
    for (lang, deal, terminal) in cases {
        let dir = tempfile::tempdir().unwrap();
        let t = table(dir.path(), lang);
        let said = |html: &str| terminal.iter().filter(|w| html.contains(*w)).copied().collect::<Vec<_>>();
        let whole = page(&t);
        let help = whole.find("<details id=\"help\"").map(|at| &whole[at..]).unwrap_or_default();
        let help = &help[..help.find("</details>").map_or(0, |e| e + "</details>".len())];
        let html = whole.replace(help, "");
        assert!(html.contains(&format!("<p class=\"q first\">{}</p>", deal.replace('\'', "&#39;"))), "{lang}: {html}");
        assert_eq!(said(&html), Vec::<&str>::new(), "{lang}: {html}");
        assert_eq!(state(&t)["question"]["text"], deal, "{lang}");
        let placeholder = html.split("placeholder=\"").nth(1).and_then(|p| p.split('"').next()).unwrap();
        assert_eq!(said(placeholder), Vec::<&str>::new(), "{lang}: {placeholder}");
    }
}
