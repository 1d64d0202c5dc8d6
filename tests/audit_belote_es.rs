//! The rules audit (issue: the rules the four source texts found missing or wrong), belote-es.
//! Every expected verdict is worked out by hand from `../shared/rules/RULES.md` ("belote-es", the
//! protocol "as the referee applies it"); each test names the line it follows.
//!
//! Two deals are used, chosen so every trick can be followed on paper:
//! - four individual players: P1 holds the eight spades, P2 the hearts, P3 the diamonds, P4 the
//!   clubs; P4 deals, 7♥ is turned and P2 takes it (hearts are trump, P2 holds the 7♥). P1 leads
//!   A♠, P2 ruffs with J♥ and then leads hearts to the end: P2 takes all 8 tricks, 152 + 10 = 162
//!   card points and, the only player with a trick, the whole capote award of 100: 262.
//! - three players: P1 holds the spades and 7♣, P2 the hearts and 8♣, P3 the diamonds and 9♣;
//!   P3 deals, 10♣ is turned (it stays on the table) and J♣ Q♣ K♣ A♣ are the stock. P2 takes
//!   hearts in the second round. Trick 1 is 7♣ 8♣ 9♣ (P3, no points); P2 ruffs P3's A♦ with the 7♥
//!   and then leads hearts. P2: 11 + 62 + 19 + 30 + 10 = 132; P1 takes no trick, so P2 and P3
//!   get 50 each (capote, 3 players).

use crate::support::deals::{p2_takes, three_player_deal, HEARTS};
use crate::support::journal::{announce, play, show};
use crate::support::{tapete, TestJournal, Verdict};
use serde_json::{json, Value};

const FOUR: [&str; 4] = ["P1", "P2", "P3", "P4"];
const THREE: [&str; 3] = ["P1", "P2", "P3"];

fn at(ev: &[Value], player: &str, card: &str) -> usize {
    ev.iter().position(|e| e["player"] == player && e["card"] == card).unwrap()
}

fn rules(v: &Verdict) -> Vec<(String, String, Option<usize>)> {
    v.infractions.iter().map(|i| (i.rule.clone(), i.player.clone(), i.trick)).collect()
}

#[test]
fn a_show_contradicted_by_a_play_is_false_and_the_renounce_it_invented_is_withdrawn() {
    // RULES.md belote-es: "A show is contradicted when another player plays one of its cards (that
    // play is accepted) ...: the announcement is false-announcement (void), and an infraction
    // proved only by a contradicted shown card is withdrawn."
    // P3 announces a tercia in turn and "shows" 8♥ 9♥ 10♥, P2's cards. In trick 2 P2 leads A♥ and
    // P3, taken to hold 8♥, discards 10♦: a follow-suit breach proved by the show. In trick 3 P2
    // plays 10♥: the show is false, the breach withdrawn, and the hand scores as played.
    let mut ev = p2_takes(["AH", "10H", "9H", "KH", "QH", "8H", "7H"]);
    ev.insert(at(&ev, "P3", "AD"), announce("P3", &["run3"]));
    ev.insert(at(&ev, "P4", "AC") + 1, show("P3", &["8H", "9H", "10H"]));
    let v = TestJournal::new("belote-es", &FOUR).entries(&ev).verdict();
    assert!(v.errors.is_empty(), "the contradicting play is accepted: {:?}", v.errors);
    assert_eq!(rules(&v), vec![("false-announcement".into(), "P3".into(), None)]);
    let s = &v.hands[0].score;
    assert_eq!((s["P1"], s["P2"], s["P3"], s["P4"]), (0, 262, 0, 0), "no renounce penalty");
}

#[test]
fn a_shown_card_does_not_block_its_real_holder() {
    // The same false show, contradicted at once: P2's 9♥ lead (trick 2) is accepted.
    let mut ev = p2_takes(HEARTS);
    ev.insert(at(&ev, "P3", "AD"), announce("P3", &["run3"]));
    ev.insert(at(&ev, "P4", "AC") + 1, show("P3", &["8H", "9H", "10H"]));
    let v = TestJournal::new("belote-es", &FOUR).entries(&ev).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(rules(&v), vec![("false-announcement".into(), "P3".into(), None)]);
    assert_eq!(v.hands[0].score["P2"], 262);
}

#[test]
fn a_show_never_played_by_the_end_of_the_hand_is_false() {
    // RULES.md: "... or when the hand ends and the shower never played one of them". Three
    // players: P1 announces a tercia and shows J♣ Q♣ K♣, which stay in the stock. The tercia
    // would have scored 20; it is false: P1 0, P2 132 + 50, P3 0 + 50.
    let mut ev = three_player_deal("P2");
    ev.insert(at(&ev, "P1", "7C"), announce("P1", &["run3"]));
    ev.insert(at(&ev, "P3", "9C") + 1, show("P1", &["JC", "QC", "KC"]));
    let v = TestJournal::new("belote-es", &THREE).entries(&ev).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(rules(&v), vec![("false-announcement".into(), "P1".into(), None)]);
    let s = &v.hands[0].score;
    assert_eq!((s["P1"], s["P2"], s["P3"]), (0, 182, 50));
}

#[test]
fn an_announcement_beaten_by_name_need_not_be_shown() {
    // RULES.md: "An announcement beaten by name by a later valid announcement of another side need
    // not be shown and never scores." P1 (eldest) announces a tercia, P2 a cuarta; P2 shows
    // 7♥ 8♥ 9♥ 10♥ (a cuarta in trumps, 50), P1 shows nothing: no infraction. P2 262 + 50.
    let mut ev = p2_takes(HEARTS);
    ev.insert(at(&ev, "P1", "AS"), announce("P1", &["run3"]));
    ev.insert(at(&ev, "P2", "JH"), announce("P2", &["run4"]));
    ev.insert(at(&ev, "P4", "AC") + 1, show("P2", &["7H", "8H", "9H", "10H"]));
    let v = TestJournal::new("belote-es", &FOUR).entries(&ev).verdict();
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    assert_eq!(v.hands[0].score["P2"], 312);
    assert_eq!(v.hands[0].score["P1"], 0);
}

#[test]
fn a_late_esta_bien_is_no_infraction() {
    // RULES.md: "a late 'está bien' (an empty announcement) is no infraction".
    let mut ev = p2_takes(HEARTS);
    ev.insert(at(&ev, "P3", "AD") + 1, announce("P3", &[]));
    let v = TestJournal::new("belote-es", &FOUR).entries(&ev).verdict();
    assert!(v.ok, "{:?}", v.infractions);
    // ... while a late tercia is announce-late, as before
    let mut ev = p2_takes(HEARTS);
    ev.insert(at(&ev, "P3", "AD") + 1, announce("P3", &["run3"]));
    assert_eq!(
        rules(&TestJournal::new("belote-es", &FOUR).entries(&ev).verdict()),
        vec![("announce-late".into(), "P3".into(), None)]
    );
}

#[test]
fn an_announcement_out_of_turn_is_void_and_does_not_raise_the_bar() {
    // RULES.md: "An announcement made while a player ahead of the announcer in the first trick has
    // not yet played is announce-out-of-turn, void, and does not count as the best announcement so
    // far." P3 announces a quinta before P1 (eldest) has played; P1 then announces a tercia in turn
    // and shows 7♠ 8♠ 9♠: valid, the only combination standing, 20 for P1.
    let mut ev = p2_takes(HEARTS);
    ev.insert(at(&ev, "P1", "AS"), announce("P3", &["run5"]));
    ev.insert(at(&ev, "P1", "AS"), announce("P1", &["run3"]));
    ev.insert(at(&ev, "P4", "AC") + 1, show("P1", &["7S", "8S", "9S"]));
    let v = TestJournal::new("belote-es", &FOUR).entries(&ev).verdict();
    assert!(v.errors.is_empty(), "{:?}", v.errors);
    assert_eq!(rules(&v), vec![("announce-out-of-turn".into(), "P3".into(), None)]);
    let s = &v.hands[0].score;
    assert_eq!((s["P1"], s["P2"], s["P3"]), (20, 262, 0));
}

#[test]
fn a_show_before_the_first_trick_is_complete_is_refused() {
    // RULES.md: "After the first trick is complete (a show entered earlier is refused) ...".
    let mut ev = p2_takes(HEARTS);
    ev.insert(at(&ev, "P1", "AS"), announce("P1", &["run3"]));
    let early = at(&ev, "P2", "JH");
    ev.insert(early, show("P1", &["7S", "8S", "9S"]));
    ev.insert(at(&ev, "P4", "AC") + 1, show("P1", &["7S", "8S", "9S"]));
    let v = TestJournal::new("belote-es", &FOUR).entries(&ev).verdict();
    assert_eq!(v.errors.len(), 1, "{:?}", v.errors);
    assert_eq!(v.errors[0].line, early + 2, "the early show (header is line 1)");
    assert!(v.infractions.is_empty(), "{:?}", v.infractions);
    assert_eq!(v.hands[0].score["P1"], 20);
}

#[test]
fn run_tie_split_only_the_tied_runs_count() {
    // RULES.md: "run_tie: split: ... with more [than 2 players], each tied side scores the tied
    // run's value divided by the number of tied sides (rounded down), and nothing else", and a
    // combination that does not count reports scored: false.
    // P1 announces two tercias (10-J-Q♠ and 7-8-9♠), P3 one (10-J-Q♦); hearts are trump. The
    // 10-J-Q runs tie: 20 / 2 = 10 each; P1's 7-8-9♠ does not count.
    let mut ev = three_player_deal("P2");
    ev.insert(at(&ev, "P1", "7C"), announce("P1", &["run3", "run3"]));
    ev.insert(at(&ev, "P3", "9C"), announce("P3", &["run3"]));
    ev.insert(at(&ev, "P3", "9C") + 1, show("P1", &["7S", "8S", "9S", "10S", "JS", "QS"]));
    ev.insert(at(&ev, "P3", "9C") + 2, show("P3", &["10D", "JD", "QD"]));
    let v = TestJournal::new("belote-es", &THREE).options(json!({"run_tie": "split"})).entries(&ev).verdict();
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    let s = &v.hands[0].score;
    assert_eq!((s["P1"], s["P2"], s["P3"]), (10, 182, 60));
    let melds = v.hands[0].melds.as_ref().unwrap();
    let scored = |player: &str, top: &str| {
        melds.iter().find(|m| m.player == player && m.cards.contains(&top.to_string())).map(|m| m.scored)
    };
    assert_eq!(scored("P1", "QS"), Some(true));
    assert_eq!(scored("P1", "7S"), Some(false), "the lower tercia does not count");
    assert_eq!(scored("P3", "QD"), Some(true));
    // run_tie first: P1, nearest the eldest (P1 is eldest), scores both tercias
    let v = TestJournal::new("belote-es", &THREE).entries(&ev).verdict();
    let s = &v.hands[0].score;
    assert_eq!((s["P1"], s["P3"]), (40, 50));
}

#[test]
fn the_bottom_card_is_out_of_play() {
    // RULES.md: "With 2-3 players the dealer shows the bottom card of the stock: ... out of play for
    // the hand (the deal entry may record it as bottom; a play of it is refused)."
    let mut ev = three_player_deal("P2");
    ev[0]["bottom"] = json!("AC");
    let trick2 = at(&ev, "P3", "AD");
    ev.insert(trick2, play("P3", "AC"));
    let v = TestJournal::new("belote-es", &THREE).entries(&ev).verdict();
    assert_eq!(v.errors.len(), 1, "{:?}", v.errors);
    assert!(v.errors[0].message.contains("out of play"), "{}", v.errors[0].message);
    assert_eq!(v.hands[0].score["P2"], 182, "the hand goes on as played");
    // four players leave no stock: no bottom card; and the bottom card is not the turned card
    let mut four_players = p2_takes(HEARTS);
    four_players[0]["bottom"] = json!("8C");
    assert_eq!(TestJournal::new("belote-es", &FOUR).entries(&four_players).verdict().errors[0].line, 2);
    let mut same = three_player_deal("P2");
    same[0]["bottom"] = json!("10C");
    assert_eq!(TestJournal::new("belote-es", &THREE).entries(&same).verdict().errors[0].line, 2);
}

#[test]
fn a_misdeal_has_the_same_dealer_deal_again_and_costs_the_penalty() {
    // RULES.md: "Misdeal (S1): a card exposed while dealing or turning: the same dealer deals again
    // (a misdeal entry), and the dealer's side loses misdeal_penalty points (decision: default 0)".
    let mut ev = vec![json!({"type": "deal", "dealer": "P4", "turned": "8D"}), json!({"type": "misdeal"})];
    ev.push(json!({"type": "deal", "dealer": "P1", "turned": "7H"})); // refused: P4 deals again
    ev.extend(p2_takes(HEARTS));
    let v = TestJournal::new("belote-es", &FOUR).options(json!({"misdeal_penalty": 10})).entries(&ev).verdict();
    assert_eq!(v.errors.len(), 1, "{:?}", v.errors);
    assert_eq!(v.errors[0].line, 4);
    assert_eq!(v.hands.len(), 2, "every deal is counted");
    let h1 = &v.hands[0];
    assert_eq!((h1.outcome.as_str(), h1.dealer.as_str()), ("redeal", "P4"));
    assert_eq!(h1.score["P4"], -10);
    assert_eq!(h1.breakdown.len(), 1);
    assert_eq!((h1.breakdown[0].side.as_str(), h1.breakdown[0].item.as_str()), ("P4", "misdeal"));
    assert_eq!(v.totals["P4"], -10);
    assert_eq!(v.totals["P2"], 262);
    // the default penalty is 0; a misdeal once a card is played is refused
    let v = TestJournal::new("belote-es", &FOUR).entries(&ev).verdict();
    assert_eq!(v.totals["P4"], 0);
    let mut late = p2_takes(HEARTS);
    late.insert(4, json!({"type": "misdeal"}));
    let v = TestJournal::new("belote-es", &FOUR).entries(&late).verdict();
    assert_eq!(v.errors.len(), 1);
    assert_eq!(v.hands.len(), 1);
}

/// The table without a terminal: typed entries on standard input, prompts and notices on stderr.
fn table(args: &[&str], input: &str) -> String {
    let home = tempfile::tempdir().unwrap();
    tapete().args(args).home(home.path()).stdin(input).run().stderr
}

#[test]
fn the_table_says_at_once_when_a_play_contradicts_a_show() {
    // RULES.md: "At the table, when a play contradicts a show, say so at once". The first test's
    // hand typed in full: P3's false show of 8♥ 9♥ 10♥, then P2 leads 9♥ in trick 2.
    let mut lines = vec!["deal P4 7H", "P1 pass", "P2 take", "P1 AS", "P2 JH", "P3 announce run3", "P3 AD", "P4 AC"];
    lines.push("P3 show 8H 9H 10H");
    lines.push("P2 9H");
    let input = lines.join("\n") + "\n";
    let err = table(&["--lang", "en", "new", "belote-es", "--players", "P1,P2,P3,P4"], &input);
    assert!(err.contains("P3 showed 9♥ for tercia, but P2 played it"), "{err}");
    // The same hand in Spanish letters (corazones C, picas P, diamantes D, tréboles T; jota V).
    let mut lines = vec!["deal P4 7C", "P1 pass", "P2 take", "P1 AP", "P2 VC", "P3 announce run3", "P3 AD", "P4 AT"];
    lines.push("P3 show 8C 9C 10C");
    lines.push("P2 9C");
    let input = lines.join("\n") + "\n";
    let err = table(&["--lang", "es", "new", "belote-es", "--players", "P1,P2,P3,P4"], &input);
    assert!(err.contains("P3 enseñó 9♥ para tercia, pero la jugó P2"), "{err}");
}

#[test]
fn a_renounce_never_takes_a_capote_share_or_combinations_from_a_victim() {
    // RULES.md "Broken play obligations", decision 2026-11-28 (#35): each victim side scores the
    // larger of the penalty (every card point and scoring combination of the hand, shared by the
    // other sides from the eldest hand on, plus its own belote) and what play gave it.
    // The three-player deal, but P1 holds the 7♦ for the 8♠, which P3 holds instead. P3 announces
    // a run of seven diamonds in turn (A K Q J 10 9 8, 100), the only announcement, and shows it
    // after trick 1. In trick 2 P3 leads A♦ and P1 discards 7♠: a follow-suit renounce, proved
    // when P1 plays the 7♦ in the last trick. P2 says belote and rebelote with K♥ and Q♥.
    // Play: P2 11 + 62 + 19 + 30 + 10 = 132, belote 20, capote 50: 202; P3 (trick 1, no points)
    // the run 100 and capote 50: 150; P1 0. The penalty: 132 + 100 = 232 shared by P2 and P3,
    // 116 each, P2 116 + 20 = 136. Each takes the larger: P2 202, P3 150 (the capote share and
    // the run are more than P3's share of the penalty); P1, the offender, 0.
    let mut ev = three_player_deal("P2");
    for e in ev.iter_mut() {
        match (e["player"].as_str(), e["card"].as_str()) {
            (Some("P3"), Some("7D")) => e["card"] = json!("8S"),
            (Some("P1"), Some("8S")) => e["card"] = json!("7D"),
            (_, Some("KH")) => e["say"] = json!("belote"),
            (_, Some("QH")) => e["say"] = json!("rebelote"),
            _ => {}
        }
    }
    ev.insert(at(&ev, "P3", "9C"), announce("P3", &["run7"]));
    ev.insert(at(&ev, "P3", "9C") + 1, show("P3", &["AD", "KD", "QD", "JD", "10D", "9D", "8D"]));
    let file = TestJournal::new("belote-es", &THREE).entries(&ev).file();
    let v = file.verify();
    assert!(v["errors"].as_array().unwrap().is_empty(), "{v}");
    let broken: Vec<(&str, &str)> = v["infractions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (i["player"].as_str().unwrap(), i["rule"].as_str().unwrap()))
        .collect();
    assert_eq!(broken, vec![("P1", "follow-suit")]);
    let h = &v["hands"][0];
    assert_eq!(h["score"], json!({"P1": 0, "P2": 202, "P3": 150}), "{h}");
    let lines = |side: &str| -> Vec<(String, i64)> {
        h["breakdown"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|l| l["side"] == side)
            .map(|l| (l["item"].as_str().unwrap().to_string(), l["points"].as_i64().unwrap()))
            .collect()
    };
    let p = |items: &[(&str, i64)]| items.iter().map(|(i, n)| (i.to_string(), *n)).collect::<Vec<_>>();
    assert_eq!(lines("P2"), p(&[("cards", 122), ("last-trick", 10), ("belote", 20), ("capot", 50)]));
    assert_eq!(lines("P3"), p(&[("combinations", 100), ("capot", 50)]));
    assert_eq!(lines("P1"), p(&[]));
    let summary = tapete().arg("summary").arg(file.path()).args(["--format", "json"]).run().json();
    assert_eq!(summary["hands"][0]["score"], h["score"], "summary and verify agree");
}
