//! A served table's page on a phone beyond its questions (docs/serve.md, "What a phone sees";
//! issue #37 point 5), with plain HTTP: the folds every page with the PIN has (the score, help, the
//! last hand, the tricks of the hand in play), `score` and `help` typed on a phone answered by
//! opening theirs (a form's post is redirected to the page with it open), the end of a hand shown
//! with its breakdown in a banner for a few seconds (the tests set how long through
//! `TAPETE_TEST_SETTLED_MS`, read only by debug builds) and then in the "last hand" fold, what an
//! undo or an amend did said to the phone that made it (`done`), and the deal's taps: the deck's
//! cards where the deal takes one (with the card letters' legend), the bottom card as a second
//! tap where it is shown, whoever deals where it takes no card. Then every step of simulated
//! nights of the six games, in the three languages: the page renders, and says nothing a phone
//! cannot do (Enter, quit; a tally only in help).
//!
//! The belote-classic tables are tests/serve.rs's: Pep, Marta, Iker and Olga (Pep+Iker vs
//! Marta+Olga), Pep deals the first hand and Marta speaks first.

use crate::serve::{encode, html, Table, FORM, FORM_JSON, PLAYERS};
use serde_json::json;
use std::path::Path;
use std::sync::Arc;

/// The variable that sets how long the banner of a hand just settled is shown (milliseconds).
const SETTLED: &str = "TAPETE_TEST_SETTLED_MS";

/// A banner no test outlasts.
fn long() -> (&'static str, String) {
    (SETTLED, (10 * crate::support::wait::deadline().as_millis()).to_string())
}

/// A belote-classic table (tests/serve.rs's players) to `target`, with these variables.
fn classic(dir: &Path, lang: &str, target: &str, env: &[(&str, String)]) -> Table {
    let file = dir.join("night.jsonl");
    let mut args = vec!["new", "belote-classic"];
    args.extend(&PLAYERS[..4]);
    args.extend(["--option", target]);
    args.extend(["--file", file.to_str().unwrap(), "--lang", lang]);
    Table::spawn(&args, &file, env)
}

/// A table of `ruleset` for these players.
fn table_of(dir: &Path, lang: &str, ruleset: &str, players: &str) -> Table {
    let file = dir.join("night.jsonl");
    let f = file.to_str().unwrap();
    Table::spawn(&["new", ruleset, "--players", players, "--lang", lang, "--file", f], &file, &[])
}

/// The element of the page from the tag that opens it with `id` to the first `close` after it.
fn part<'p>(page: &'p str, tag: &str, id: &str, close: &str) -> Option<&'p str> {
    let start = page.find(&format!("<{tag} id=\"{id}\""))?;
    let end = start + page[start..].find(close)? + close.len();
    Some(&page[start..end])
}

/// The fold `id` of the page (a `<details>`).
fn fold<'p>(page: &'p str, id: &str) -> Option<&'p str> {
    part(page, "details", id, "</details>")
}

/// The text a page's HTML shows: its tags left out, its entities read.
fn words(html: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for c in html.chars() {
        match c {
            '<' => inside = true,
            '>' => inside = false,
            c if !inside => out.push(c),
            _ => {}
        }
    }
    out.replace("&#39;", "'").replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
}

/// Each entry posted at the table's `seq`, one after the other, each written.
fn enter_all(t: &Table, entries: &[&str]) {
    for e in entries {
        let seq = t.journal().len();
        let (status, body) = t.post(e, seq);
        assert_eq!((status, &body["ok"]), (200, &json!(true)), "{e}: {body}");
    }
}

/// The whole-suits hand (tests/support/deals.rs, `p2_takes`) at this table: Pep deals and turns
/// 7♥, Marta passes and Iker takes it. Marta holds the spades, Iker the hearts, Olga the diamonds
/// and Pep the clubs. Trick 1: Marta leads A♠, Iker ruffs with J♥, Olga and Pep discard their
/// aces; then Iker leads every heart, and nobody can follow: Iker takes all eight tricks.
const DEAL: [&str; 3] = ["deal Pep 7H", "Marta pass", "Iker take"];
const TRICK_1: [&str; 4] = ["Marta AS", "Iker JH", "Olga AD", "Pep AC"];

/// The seven tricks after the first, each led by Iker.
fn tricks_2_to_8() -> Vec<String> {
    let hearts = ["9H", "AH", "10H", "KH", "QH", "8H", "7H"];
    let diamonds = ["10D", "KD", "QD", "JD", "9D", "8D", "7D"];
    let clubs = ["10C", "KC", "QC", "JC", "9C", "8C", "7C"];
    let spades = ["10S", "KS", "QS", "JS", "9S", "8S", "7S"];
    (0..7)
        .flat_map(|i| {
            [
                format!("Iker {}", hearts[i]),
                format!("Olga {}", diamonds[i]),
                format!("Pep {}", clubs[i]),
                format!("Marta {}", spades[i]),
            ]
        })
        .collect()
}

#[test]
fn score_and_help_are_folds_of_every_page_and_typing_them_opens_theirs() {
    // In each language: what help says a phone may enter, and nothing of what it cannot (Enter,
    // quit); the card letters' legend in the table's letters.
    let cases = [
        (
            "en",
            "Score",
            "Help",
            "Tap an answer",
            "deal [DEALER] CARD — the deal and the card turned up",
            "Cards: A ace, K king, Q queen, J jack, 10 9 8 7 (T for 10)",
            ["quit", "Enter"],
        ),
        (
            "es",
            "Marcador",
            "Ayuda",
            "Toca una respuesta",
            "reparto [QUIEN] CARTA — el reparto y la muestra",
            "Cartas: A as, R rey, D dama, V/J jota",
            ["salir", "Intro"],
        ),
        (
            "fr",
            "Marque",
            "Aide",
            "Touchez une réponse",
            "donne [DONNEUR] CARTE — la donne et la carte retournée",
            "Cartes\u{a0}: A as, R roi, D dame, V valet",
            ["quitter", "Entrée"],
        ),
    ];
    for (lang, score_word, help_word, head, deal_form, legend, never) in cases {
        let dir = tempfile::tempdir().unwrap();
        let t = classic(dir.path(), lang, "target=501", &[]);
        let cookie = t.cookie();
        let page = t.get_with("/", &cookie).body;
        let score = fold(&page, "score").unwrap_or_else(|| panic!("no score fold: {page}"));
        assert!(score.starts_with(r#"<details id="score" class="fold"><summary>"#), "{score}");
        let said = words(score);
        assert!(said.starts_with(score_word) && said.contains("Pep+Iker0") && said.contains("Marta+Olga0"), "{said}");
        let help = fold(&page, "help").unwrap_or_else(|| panic!("no help fold: {page}"));
        assert!(help.starts_with(r#"<details id="help" class="fold"><summary>"#), "{help}");
        let said = words(help);
        assert!(said.starts_with(help_word), "{said}");
        for wanted in [head, deal_form, legend] {
            assert!(said.contains(wanted), "{lang}: {wanted:?} not in {said}");
        }
        for word in never {
            assert!(!said.contains(word), "{lang}: {word:?} in {said}");
        }

        // Typed by a script: its text, and the fold to show; nothing written.
        let (status, body) = t.post(score_word.to_lowercase().as_str(), 1);
        assert_eq!((status, &body["ok"], &body["show"], &body["seq"]), (200, &json!(true), &json!("score"), &json!(1)));
        let (status, body) = t.post(help_word.to_lowercase().as_str(), 1);
        assert_eq!((status, &body["show"]), (200, &json!("help")), "{body}");
        let text = body["text"].as_str().unwrap();
        assert!(text.starts_with(head) && text.contains(legend), "{text}");
        for word in never {
            assert!(!text.contains(word), "{lang}: {word:?} in {text}");
        }
        assert_eq!(t.journal().len(), 1, "score and help write nothing");

        // Typed in the page's form: redirected to the page with that fold open.
        for (typed, id) in [(score_word, "score"), (help_word, "help")] {
            let a = t.post_raw(
                format!("entry={}&seq=1", encode(&typed.to_lowercase())).as_bytes(),
                &format!("{FORM}{cookie}"),
            );
            assert_eq!(a.status, 303);
            let at = a.header("location").unwrap();
            assert_eq!(at, format!("/?open={id}#{id}"));
            let page = t.get_with(at, &cookie).body;
            assert!(
                fold(&page, id).unwrap().starts_with(&format!("<details id=\"{id}\" class=\"fold\" open>")),
                "{page}"
            );
            let other = if id == "score" { "help" } else { "score" };
            assert!(fold(&page, other).unwrap().starts_with(&format!("<details id=\"{other}\" class=\"fold\">")));
        }
        // Without the PIN: the board only, no fold.
        assert!(fold(&t.get_with("/", "").body, "score").is_none());
    }
}

#[test]
fn a_hand_s_tricks_so_far_then_its_end_with_its_breakdown_in_a_banner_and_the_last_hand_fold() {
    let dir = tempfile::tempdir().unwrap();
    let t = classic(dir.path(), "en", "target=501", &[long()]);
    let cookie = t.cookie();
    enter_all(&t, &DEAL);
    // Nothing played yet: no tricks fold; no hand settled: no banner, no last hand.
    let page = t.get_with("/", &cookie).body;
    assert!(fold(&page, "tricks").is_none() && fold(&page, "last").is_none(), "{page}");
    assert!(part(&page, "section", "settled", "</section>").is_none());
    enter_all(&t, &TRICK_1);
    enter_all(&t, &["Iker 9H"]);
    // The first trick, who played what in order and who took it with its card points (J of
    // trump 20, three aces 11 each: 53); then the card on the table.
    let page = t.get_with("/", &cookie).body;
    let tricks = fold(&page, "tricks").unwrap_or_else(|| panic!("no tricks fold: {page}"));
    assert!(tricks.starts_with(r#"<details id="tricks" class="fold">"#), "{tricks}");
    assert_eq!(
        words(tricks),
        "Tricks so far: 1 of 8Marta A♠ · Iker J♥ · Olga A♦ · Pep A♣ Iker takes it (53)Iker 9♥ on the table"
    );
    assert!(tricks.contains(r#"<li class="now">"#), "{tricks}");

    let rest = tricks_2_to_8();
    enter_all(&t, &rest.iter().skip(1).map(String::as_str).collect::<Vec<_>>());
    // Iker took all eight tricks (RULES.md belote-classic): capot, 252 (162 + 90), and his
    // belote (K♥ and Q♥ of trump, both played by him) 20: Pep+Iker 272, Marta+Olga 0.
    let v = crate::support::verify_json(&t.file);
    assert_eq!(v["totals"], json!({"Pep+Iker": 272, "Marta+Olga": 0}), "{v}");
    let page = t.get_with("/", &cookie).body;
    let breakdown = "Hand 1 · ♥ Iker · capotPep+Iker272cards +152 · last trick +10 · capot +90 · belote +20Marta+Olga0";
    let banner = part(&page, "section", "settled", "</section>").unwrap_or_else(|| panic!("no banner: {page}"));
    assert!(!banner.contains(" hidden"), "{banner}");
    assert_eq!(words(banner), format!("Hand 1 is over{breakdown}"));
    let left: u64 = banner.split("data-left=\"").nth(1).and_then(|s| s.split('"').next()).unwrap().parse().unwrap();
    assert!(left > 0, "{banner}");
    // The banner comes before the question (the next deal), the folds after the entry line.
    assert!(page.find("id=\"settled\"") < page.find("class=\"q first\""), "{page}");
    let last = fold(&page, "last").unwrap_or_else(|| panic!("no last hand fold: {page}"));
    assert_eq!(words(last), format!("Last hand: hand 1{breakdown}"));
    let score = words(fold(&page, "score").unwrap());
    assert_eq!(score, format!("ScoretotalPep+Iker272Marta+Olga0The hand settled{breakdown}"));
    // Between hands, no tricks fold.
    assert!(fold(&page, "tricks").is_none(), "{page}");
    // What the board totals say, the score fold says.
    assert_eq!(t.state()["board"]["sides"][0]["total"], 272);
}

#[test]
fn after_its_few_seconds_the_banner_is_gone_and_the_score_lists_the_last_12_hands() {
    // The banner shown for no time at all; a target no night of 13 hands reaches. Each hand is
    // dealt in turn (7♥ turned), taken by the eldest hand, and tallied: 92 points and 5 tricks
    // to Pep+Iker, 70 and 3 to Marta+Olga.
    let dir = tempfile::tempdir().unwrap();
    let t = classic(dir.path(), "en", "target=100000", &[(SETTLED, "0".into())]);
    let cookie = t.cookie();
    for _ in 0..13 {
        enter_all(&t, &["7H", "take", "tally Pep+Iker 92/5 Marta+Olga 70/3"]);
    }
    let page = t.get_with("/", &cookie).body;
    assert!(part(&page, "section", "settled", "</section>").is_none(), "a banner past its time: {page}");
    assert!(words(fold(&page, "last").unwrap()).starts_with("Last hand: hand 13Hand 13 · "), "{page}");
    let score = fold(&page, "score").unwrap();
    assert!(words(score).contains("The last 12 hands, the latest first"), "{score}");
    let listed: Vec<u64> =
        score.split("data-hand=\"").skip(1).map(|s| s.split('"').next().unwrap().parse().unwrap()).collect();
    assert_eq!(listed, (2..=13).rev().collect::<Vec<u64>>());
    // The totals the fold says are the board's (and verify's).
    let v = crate::support::verify_json(&t.file);
    let said = words(score);
    for side in ["Pep+Iker", "Marta+Olga"] {
        let total = v["totals"][side].as_i64().unwrap();
        assert!(said.contains(&format!("{side}{total}")), "{side} {total}: {said}");
    }
}

#[test]
fn an_undo_and_an_amend_from_a_phone_say_what_they_did() {
    // The cards in each table's letters: 7♥ and 8♥ are 7C and 8C in Spanish letters.
    for (lang, [seven, eight], undone, amended, amend_undone) in [
        ("en", ["7H", "8H"], "Undone: Marta pass", "Line 2 amended: deal Pep 8♥", "Undone: amend 2 deal Pep 8♥"),
        (
            "es",
            ["7C", "8C"],
            "Deshecho: Marta paso",
            "Línea 2 corregida: reparto Pep 8♥",
            "Deshecho: corregir 2 reparto Pep 8♥",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let t = classic(dir.path(), lang, "target=501", &[]);
        let cookie = t.cookie();
        enter_all(&t, &[&format!("deal Pep {seven}"), "Marta pass"]);
        // From a script: written, and what it did.
        assert_eq!(t.post("undo", 3), (200, json!({"ok": true, "seq": 4, "done": undone})));
        assert_eq!(t.journal()[3]["type"], "undo");
        enter_all(&t, &["Marta pass"]);
        assert_eq!(
            t.post(&format!("amend 2 deal Pep {eight}"), 5),
            (200, json!({"ok": true, "seq": 6, "done": amended}))
        );
        assert_eq!(t.journal()[5]["entry"], json!({"type": "deal", "dealer": "Pep", "turned": "8H"}));
        // From the page's form: the page it is sent to says it, once.
        let a = t.post_raw(b"entry=undo&seq=6", &format!("{FORM}{cookie}"));
        assert_eq!(a.status, 303);
        let at = a.header("location").unwrap().to_string();
        let page = t.get_with(&at, &cookie).body;
        let msg = part(&page, "p", "msg", "</p>").unwrap();
        assert!(!msg.contains(" hidden"), "{msg}");
        assert_eq!(words(msg), amend_undone);
        assert!(!t.get_with(&at, &cookie).body.contains(&html(amend_undone)), "shown once");
        assert_eq!(t.journal()[6]["type"], "undo");
    }
}

#[test]
fn the_deal_question_offers_its_cards_the_bottom_card_after_them_or_whoever_deals() {
    // belote-classic: Pep deals, the card turned up is any of the deck's 32, each tap the whole
    // deal; the legend beside them.
    let dir = tempfile::tempdir().unwrap();
    let t = classic(dir.path(), "en", "target=501", &[]);
    let q = &t.state()["question"];
    let cards = q["cards"].as_array().unwrap();
    assert_eq!(cards.len(), 32, "{q}");
    assert!(cards.iter().all(|c| c["entry"].as_str().unwrap().starts_with("deal Pep ")), "{q}");
    assert!(cards.contains(&json!({"label": "7♥", "entry": "deal Pep 7H", "red": true})), "{q}");
    assert!(q["legend"].as_str().unwrap().starts_with("Cards: A ace"), "{q}");
    assert!(q.get("bottom").is_none(), "{q}");
    let cookie = t.cookie();
    let page = t.get_with("/", &cookie).body;
    assert!(page.contains(r#"<button name="entry" value="deal Pep 7H" class="red">7♥</button>"#), "{page}");
    assert!(page.contains(r#"<p class="legend">Cards: A ace"#), "{page}");
    let a = t.post_raw(b"entry=deal+Pep+7H&seq=1", &format!("{FORM}{cookie}"));
    assert_eq!(a.status, 303);
    assert_eq!(t.journal()[1], json!({"type": "deal", "dealer": "Pep", "turned": "7H", "at": t.journal()[1]["at"]}));

    // belote-es for three: the bottom card of the stock is shown; Xavi deals. The turned card is
    // chosen, then the bottom card tapped (or no bottom card): one deal entry.
    let dir = tempfile::tempdir().unwrap();
    let t = table_of(dir.path(), "es", "belote-es", "Xavi,Pep,Olga");
    let q = &t.state()["question"];
    assert_eq!(q["bottom"], true, "{q}");
    assert!(
        q["cards"].as_array().unwrap().contains(&json!({"label": "V♥", "entry": "deal Xavi VC", "red": true})),
        "{q}"
    );
    assert!(q["legend"].as_str().unwrap().starts_with("Cartas: "), "{q}");
    let page = t.get_with("/", &t.cookie()).body;
    let deal = &page[page.find(r#"class="taps deal""#).unwrap()..];
    let deal = &deal[..deal.find("</form>").unwrap()];
    assert!(
        deal.contains(r#"<input type="radio" name="entry" value="deal Xavi 10T" required/><span>10♣</span>"#),
        "{deal}"
    );
    assert!(deal.contains(r#"<button name="bottom" value="7P">7♠</button>"#), "{deal}");
    assert!(deal.contains("Sin carta del fondo"), "{deal}");
    let body = "entry=deal+Xavi+10T&bottom=7P&seq=1&pin=123456";
    let a = t.post_raw(body.as_bytes(), FORM_JSON);
    assert_eq!((a.status, a.body.as_str()), (200, r#"{"ok":true,"seq":2}"#));
    let j = t.journal();
    assert_eq!((&j[1]["turned"], &j[1]["bottom"]), (&json!("10C"), &json!("7S")), "{}", j[1]);

    // perejila: the deal takes no card; whoever deals is a tap, the dealer in turn first.
    let dir = tempfile::tempdir().unwrap();
    let t = table_of(dir.path(), "en", "perejila", "Ana,Bea,Carla,Dani");
    let q = &t.state()["question"];
    let choices: Vec<(&str, &str)> = q["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c["label"].as_str().unwrap(), c["entry"].as_str().unwrap()))
        .collect();
    assert_eq!(choices, [("Ana", "deal Ana"), ("Bea", "deal Bea"), ("Carla", "deal Carla"), ("Dani", "deal Dani")]);
    assert!(q.get("legend").is_none() && q["cards"] == json!([]), "{q}");
    assert_eq!(t.post("deal Carla", 1).0, 200);
    assert_eq!(t.journal()[1]["dealer"], "Carla");

    // bestia for three (RULES.md: 32 cards, A K Q J 10 9 8 7): the dealer's face-up card, any of
    // them.
    let dir = tempfile::tempdir().unwrap();
    let t = table_of(dir.path(), "es", "bestia", "Ana,Bea,Carla");
    let q = &t.state()["question"];
    let cards = q["cards"].as_array().unwrap();
    assert_eq!(cards.len(), 32, "{q}");
    assert!(cards.iter().all(|c| c["entry"].as_str().unwrap().starts_with("deal Ana ")), "{q}");
    assert!(q["legend"].is_string(), "{q}");
}

/// The words of a page's text, split at what is not a letter or a digit.
fn text_words(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect()
}

#[test]
fn every_step_of_every_game_s_page_renders_and_names_nothing_a_phone_cannot_do() {
    // Simulated nights of the six games; at every step, in every language, the part of the page
    // that asks (the banner, the questions and their taps, the entry line, undo, amend, the folds)
    // and the board. Nowhere Enter or quit; a tally only in help (where the game takes one) and
    // as the quick hand, which names no tally: it is offered at the first card of a hand, in the
    // games whose hands take a tally (not perejila).
    use tapete::cards::Letters;
    use tapete::i18n::Lang;
    use tapete::journal::Entry;
    use tapete::session::Session;
    const CONFIGS: &[(&str, usize, bool)] = &[
        ("belote-classic", 4, true),
        ("belote-es", 2, false),
        ("belote-es", 3, false),
        ("belote-es", 4, true),
        ("bestia", 4, false),
        ("perejila", 4, false),
        ("coinche", 4, true),
        ("contree", 4, true),
    ];
    let never: [&str; 8] = ["Enter", "Intro", "Entrée", "quit", "exit", "salir", "quitter", "quitte"];
    let tally = ["tally", "recuento", "décompte"];
    for (name, players, teams) in CONFIGS {
        let r = Arc::new(tapete::games::Rules::load(name).unwrap());
        let sim = tapete::simulate::simulate(r, *players, *teams, Default::default(), 3, 7, 0.0).unwrap();
        let mut s = Session::with_ruleset(sim.session.header.clone(), sim.session.ruleset.clone()).unwrap();
        let (mut steps, mut tricks, mut settled, mut quick) = (0, 0, 0, 0);
        let mut look = |s: &Session, step: usize| {
            for lang in Lang::all() {
                let letters: Letters = lang.letters();
                let asking = tapete::report::phone_folds::asking(s, lang, letters);
                let board = tapete::report::live::fragment(s, lang.catalog());
                let help = fold(&asking, "help").unwrap_or_else(|| panic!("{name}: no help at {step}"));
                assert!(fold(&asking, "score").is_some(), "{name}: no score at {step}");
                let outside = words(&asking.replace(help, "")) + &words(&board);
                for w in text_words(&outside) {
                    assert!(
                        !never.contains(&w) && !tally.contains(&w),
                        "{name} {lang:?} step {step}: {w:?} in {outside}"
                    );
                    // A contrée's page says contre and surcontre, as its ruleset calls them.
                    assert!(
                        *name != "contree" || !w.to_lowercase().contains("coinch"),
                        "{name} {lang:?} step {step}: {w:?} in {outside}"
                    );
                }
                for w in text_words(&words(help)) {
                    assert!(!never.contains(&w), "{name} {lang:?}: {w:?} in help: {help}");
                }
                if lang == Lang::En {
                    tricks += usize::from(fold(&asking, "tricks").is_some());
                    settled += usize::from(asking.contains("id=\"settled\""));
                    let offered = asking.contains("id=\"quick\"");
                    let first_card = s.questions().iter().any(|q| q.ask.offers_tally());
                    assert_eq!(offered, first_card && *name != "perejila", "{name}: quick hand at step {step}");
                    quick += usize::from(offered);
                }
            }
        };
        look(&s, 0);
        for (line, event) in sim.session.in_force_entries() {
            s.apply(Entry { line, at: None, record: s.record(&event) }).unwrap();
            steps += 1;
            look(&s, steps);
        }
        assert!(steps > 20, "{name}: {steps} steps");
        assert!(tricks > 5, "{name}: the hand in play's fold shown {tricks} times");
        assert!(settled > 0, "{name}: no hand settled");
        assert_eq!(quick > 0, *name != "perejila", "{name}: the quick hand shown {quick} times");
    }
}

#[test]
fn a_contree_board_says_the_contre_in_its_words_during_the_auction() {
    // Contrée: Ana deals, Luis passes, Marta bids 80 ♠, Pep contres. The board's line of the
    // auction says who contred it in contrée's words, in every language.
    use tapete::cards::Suit;
    use tapete::engine::{BidValue, Call, Event, Trump};
    use tapete::i18n::Lang;
    use tapete::journal::Entry;
    use tapete::session::Session;
    let r = Arc::new(tapete::games::Rules::load("contree").unwrap());
    let sim = tapete::simulate::simulate(r, 4, true, Default::default(), 1, 7, 0.0).unwrap();
    let mut s = Session::with_ruleset(sim.session.header.clone(), sim.session.ruleset.clone()).unwrap();
    let bid = |player, call, trump| Event::Bid { player, call, trump };
    let spades = Some(Trump::Suit(Suit(0)));
    let events = [
        Event::Deal { dealer: 0, turned: None, bottom: None },
        bid(1, Call::Pass, None),
        bid(2, Call::Bid(BidValue::Points(80)), spades),
        bid(3, Call::Coinche, None),
    ];
    for (k, event) in events.iter().enumerate() {
        s.apply(Entry { line: k + 2, at: None, record: s.record(event) }).unwrap();
    }
    for (lang, said) in [(Lang::En, "contré by Pep"), (Lang::Fr, "contrée par Pep"), (Lang::Es, "contre de Pep")] {
        let board = words(&tapete::report::live::fragment(&s, lang.catalog()));
        assert!(board.contains(said), "{lang:?}: {board}");
        assert!(!board.to_lowercase().contains("coinch"), "{lang:?}: {board}");
    }
}
