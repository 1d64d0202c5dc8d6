//! A hand's tally in a few taps (#39, docs/serve.md "The quick hand"): where the question takes
//! a tally (the hand dealt and bid, no card of it played), the page of a served table offers a
//! fold with each side's card points and tricks, who had belote-rebelote and whose renounce was
//! agreed; it posts the pieces of a typed `tally` line, which the server puts together and the
//! referee checks as it checks one typed. The scores are worked out from RULES.md (belote-classic,
//! "Made": the takers score their card points and their belote, the defence its card points; La
//! Bestia's settlement, its worked example 2: each player's tricks alone, the pot paid and carried).

use crate::serve::{encode, Table, FORM, FORM_JSON};

/// The belote-classic table of tests/serve.rs (Pep deals, Pep+Iker against Marta+Olga) dealt
/// (J♥ turned: `turned`, in the table's card letters) and bid (Marta, Iker and Olga pass, Pep
/// takes ♥): the hand's first card is asked.
fn bid(t: &Table, turned: &str) {
    for (k, entry) in [turned, "Marta pass", "Iker pass", "Olga pass", "Pep take"].into_iter().enumerate() {
        assert_eq!(t.post(entry, k + 1).0, 200, "{entry}");
    }
    assert_eq!(t.journal().len(), 6);
}

/// The quick hand's fields: each side's name, points and tricks, then belote and renounce.
fn fields(seq: usize, numbers: [(&str, &str, &str); 2], belote: &str, renounce: &str) -> String {
    let mut body = format!("seq={seq}&held=&entry=tally");
    for (k, (side, points, tricks)) in numbers.into_iter().enumerate() {
        body.push_str(&format!("&side{k}={}&points{k}={points}&tricks{k}={tricks}", encode(side)));
    }
    body.push_str(&format!("&belote={}&renounce={}", encode(belote), encode(renounce)));
    body
}

#[test]
fn the_quick_hand_is_offered_at_the_first_card_and_its_pieces_make_a_tally_the_referee_scores() {
    let dir = tempfile::tempdir().unwrap();
    let t = Table::new(dir.path(), "en");
    let cookie = t.cookie();
    // While the hand is dealt and bid, a tally is refused: no quick hand.
    let page = t.get_with("/", &cookie).body;
    assert!(!page.contains("id=\"quick\""), "{page}");
    bid(&t, "JH");
    let page = t.get_with("/", &cookie).body;
    assert!(page.contains("id=\"quick\""), "{page}");
    assert!(page.contains("Quick hand"), "in the table's language: {page}");
    for piece in [
        "name=\"side0\" value=\"Pep+Iker\"",
        "name=\"side1\" value=\"Marta+Olga\"",
        "name=\"points0\"",
        "name=\"tricks1\"",
        "value=\"belote Pep\"",
        "value=\"renounce Olga\"",
        "data-tricks=\"8\" data-points=\"162\"",
    ] {
        assert!(page.contains(piece), "{piece} in {page}");
    }
    // Tricks that add up to 9 of 8: the referee's refusal, nothing written.
    let body = fields(6, [("Pep+Iker", "92", "5"), ("Marta+Olga", "70", "4")], "", "");
    let a = t.post_raw(body.as_bytes(), &format!("{FORM_JSON}{cookie}"));
    assert_eq!(a.status, 422, "{}", a.body);
    assert_eq!(t.journal().len(), 6);
    // 92 and 70 card points, 5 and 3 tricks, Pep's belote, from the page's form: 303 back.
    let body = fields(6, [("Pep+Iker", "92", "5"), ("Marta+Olga", "70", "3")], "belote Pep", "");
    let a = t.post_raw(body.as_bytes(), &format!("{FORM}{cookie}"));
    assert_eq!(a.status, 303, "{}", a.body);
    let j = t.journal();
    assert_eq!(j.len(), 7);
    let tally = &j[6];
    assert_eq!(tally["type"], "tally", "{tally}");
    assert_eq!(tally["points"], serde_json::json!({"Pep+Iker": 92, "Marta+Olga": 70}), "{tally}");
    assert_eq!(tally["tricks"], serde_json::json!({"Pep+Iker": 5, "Marta+Olga": 3}), "{tally}");
    assert_eq!(tally["belote"], "Pep", "{tally}");
    // Made: 92 + 20 (belote) = 112 to the takers, 70 to the defence.
    let board = &t.state()["board"];
    let totals = (board["sides"][0]["total"].as_i64(), board["sides"][1]["total"].as_i64());
    assert_eq!(totals, (Some(112), Some(70)), "{board}");
    // The next hand is to be dealt: no quick hand until it is bid.
    let page = t.get_with("/", &cookie).body;
    assert!(!page.contains("id=\"quick\""), "{page}");
}

#[test]
fn the_quick_hand_speaks_the_table_s_language_and_sends_its_words() {
    let dir = tempfile::tempdir().unwrap();
    let t = Table::new(dir.path(), "es");
    let cookie = t.cookie();
    // J♥ in Spanish letters (docs/entries.md): V for the jack, C for hearts.
    bid(&t, "VC");
    let page = t.get_with("/", &cookie).body;
    for piece in ["Mano rápida", "bazas", "value=\"recuento\"", "value=\"renuncio Iker\"", "Anotar la mano"] {
        assert!(page.contains(piece), "{piece} in {page}");
    }
    // A renounce agreed of Olga's (a defender): the takers score every card point, 162, and
    // their belote is not theirs to lose (none here); the defence nothing (RULES.md, Penalties).
    let body = fields(6, [("Pep+Iker", "92", "5"), ("Marta+Olga", "70", "3")], "", "renuncio Olga")
        .replace("entry=tally", "entry=recuento");
    let a = t.post_raw(body.as_bytes(), &format!("{FORM_JSON}{cookie}"));
    assert_eq!(a.status, 200, "{}", a.body);
    let tally = &t.journal()[6];
    assert_eq!(tally["renounce"], "Olga", "{tally}");
    let board = &t.state()["board"];
    let totals = (board["sides"][0]["total"].as_i64(), board["sides"][1]["total"].as_i64());
    assert_eq!(totals, (Some(162), Some(0)), "{board}");
}

#[test]
fn a_concours_table_offers_the_quick_hand_under_its_own_address() {
    use crate::concours_serve::{draw, noche_drawn, seated, Server};
    let home = tempfile::tempdir().unwrap();
    let journal = noche_drawn(home.path());
    let (tables, _) = draw(home.path(), 1);
    let s = Server::start(home.path());
    let (a, b, o) = seated(&s, &journal, 1, 1, &tables[0]);
    // D deals and turns 8♣, N takes ♣: the first card is asked, and the quick hand offered.
    a.write(&s, &format!("deal {} 8C", o[0]));
    b.write(&s, &format!("{} take", o[1]));
    let page = s.get("/t/1/", &a.cookie).body;
    assert!(page.contains("id=\"quick\""), "{page}");
    assert!(page.contains("<form method=\"post\" action=\"/t/1/entry\" class=\"quick\""), "{page}");
    let (d_side, n_side) = (format!("{}+{}", o[0], o[2]), format!("{}+{}", o[1], o[3]));
    // The takers (N's side) make 100 of 162 with 6 tricks: N's side 100, D's 62 (RULES.md, Made).
    let seq = a.seq(&s);
    let body = fields(seq as usize, [(&n_side, "100", "6"), (&d_side, "62", "2")], "", "");
    let (status, doc) = s.post("/t/1/entry", &a.cookie, &body);
    assert_eq!(status, 200, "{doc}");
    // The table's totals in seating order: D's side first.
    assert_eq!(s.table_state(1)["totals"], serde_json::json!([62, 100]));
}

#[test]
fn la_bestia_s_quick_hand_takes_each_player_s_tricks_and_the_referee_settles_the_pot() {
    // Four players (Ana deals first), ante 2 (RULES.md, bestia): the pot holds 8 before the deal.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.jsonl");
    let f = file.to_str().unwrap();
    let t =
        Table::spawn(&["new", "bestia", "--players", "Ana,Bea,Carla,Dani", "--file", f, "--lang", "en"], &file, &[]);
    let cookie = t.cookie();
    // Dealt (7♥ up: trump ♥) and bid: no tally, no quick hand. All four play: a tally is taken
    // from then on (entries.md: after the bids), at the exchanges as at the first card.
    let bids = ["deal Ana 7H", "Bea play", "Carla play", "Dani play", "Ana play"];
    let exchanges = ["Bea exchange 0", "Carla exchange 0", "Dani exchange 0", "Ana exchange 0"];
    for (k, entry) in bids.into_iter().chain(exchanges).enumerate() {
        let page = t.get_with("/", &cookie).body;
        let bidding = k < bids.len();
        assert_eq!(page.contains("id=\"quick\""), !bidding, "a quick hand before {entry}: {page}");
        assert_eq!(t.post(entry, k + 1).0, 200, "{entry}");
    }
    // A side a player, its tricks alone: no card points, no belote.
    let page = t.get_with("/", &cookie).body;
    assert!(page.contains("id=\"quick\""), "{page}");
    for k in 0..4 {
        assert!(page.contains(&format!("name=\"tricks{k}\"")), "tricks{k} in {page}");
    }
    assert!(!page.contains("name=\"points0\"") && !page.contains("name=\"belote\""), "{page}");
    // Tricks that add up to 6 of 5: the referee's refusal, nothing written.
    let body = |bea: &str| {
        format!("seq=10&held=&entry=tally&side0=Ana&tricks0=&side1=Bea&tricks1={bea}&side2=Carla&tricks2=1&side3=Dani&tricks3=1&belote=&renounce=")
    };
    let a = t.post_raw(body("4").as_bytes(), &format!("{FORM_JSON}{cookie}"));
    assert_eq!(a.status, 422, "{}", a.body);
    assert_eq!(t.journal().len(), 10);
    // Bea 3 tricks, Carla 1, Dani 1, Ana (left empty) none: RULES.md's worked example 2. Ana
    // played and took no trick: en bestia, she pays the pot (8, then 16); Bea takes 3, Carla and
    // Dani 1 each (per_trick: chip); 11 carry over. With the antes: Ana −2 − 8 = −10, Bea −2 + 3
    // = 1, Carla and Dani −2 + 1 = −1.
    let a = t.post_raw(body("3").as_bytes(), &format!("{FORM_JSON}{cookie}"));
    assert_eq!(a.status, 200, "{}", a.body);
    let j = t.journal();
    assert_eq!(j.len(), 11);
    assert_eq!(j[10]["type"], "tally", "{}", j[10]);
    assert_eq!(j[10]["tricks"], serde_json::json!({"Bea": 3, "Carla": 1, "Dani": 1}), "{}", j[10]);
    let board = &t.state()["board"];
    let totals: Vec<(&str, i64)> = board["sides"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["name"].as_str().unwrap(), s["total"].as_i64().unwrap()))
        .collect();
    assert_eq!(totals, [("Ana", -10), ("Bea", 1), ("Carla", -1), ("Dani", -1)], "{board}");
    assert_eq!(board["now"], serde_json::json!(["Pot: 11 chips."]), "{board}");
}
