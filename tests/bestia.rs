//! La Bestia scenarios with the chips worked out by hand from RULES.md ("bestia" and its worked
//! examples, numbered as there) and seed S4. Each is a journal replayed through the one reducer.

use crate::support::deals::{chips_conserved, BESTIA_EXAMPLE_2_PLAYS};
use crate::support::journal::{bid, deal, play};
use crate::support::{tapete, verdict_of, TestJournal, Verdict};
use serde_json::{json, Value};
use tapete::session::Session;

/// Plays of whole tricks: (player, card) in order.
fn tricks(list: &[(&str, &str)]) -> Vec<Value> {
    list.iter().map(|(p, c)| play(p, c)).collect()
}
fn chips(v: &Verdict, hand: usize) -> Vec<(String, i64)> {
    v.hands[hand].chips.clone().unwrap().into_iter().collect()
}
fn c(list: &[(&str, i64)]) -> Vec<(String, i64)> {
    list.iter().map(|(p, n)| (p.to_string(), *n)).collect()
}

/// Example 2 hands, trump ♦ (D deals, 8♦ face up): A wins tricks 1-3, B trick 4, C trick 5.
fn example_2_play() -> Vec<Value> {
    let mut v = vec![deal("D", "8D"), bid("A", "play"), bid("B", "play"), bid("C", "play"), bid("D", "play")];
    v.extend(tricks(&BESTIA_EXAMPLE_2_PLAYS));
    v
}

#[test]
fn example_1_ante_must_fill_the_pot() {
    let r = tapete::games::Rules::load("bestia").unwrap();
    let header = |ante: i64| tapete::journal::Header {
        format: 1,
        ruleset: "bestia".into(),
        options: [("ante".to_string(), tapete::ruleset::OptValue::Int(ante))].into_iter().collect(),
        players: vec!["A".into(), "B".into(), "C".into()],
        ..Default::default()
    };
    let err = Session::with_ruleset(header(1), std::sync::Arc::new(r.clone())).unwrap_err();
    assert!(
        matches!(
            err,
            tapete::error::Error::Refused(tapete::engine::Refusal::AnteTooLow { ante: 1, players: 3, min: 5 })
        ),
        "{err:?}"
    );
    assert!(Session::with_ruleset(header(2), std::sync::Arc::new(r)).is_ok());
}

#[test]
fn example_2_one_player_en_bestia() {
    let v = TestJournal::new("bestia", &["A", "B", "C", "D"]).entries(&example_2_play()).verdict();
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    assert_eq!(chips(&v, 0), c(&[("A", 1), ("B", -1), ("C", -1), ("D", -10)]));
    assert_eq!(v.hands[0].pot, Some(11));
    assert_eq!(v.hands[0].outcome, "played");
    chips_conserved(&v);
}

/// Example 3: the deal of example 2, but B leads K♥ in trick 5 and wins it (C and D follow
/// low): A 3 tricks, B 2, C and D none.
fn example_3_play() -> Vec<Value> {
    let mut v = example_2_play();
    v.truncate(v.len() - 4);
    v.extend(tricks(&[("B", "KH"), ("C", "7H"), ("D", "8H"), ("A", "6H")]));
    v
}

#[test]
fn example_3_two_en_bestia_equal() {
    let v = TestJournal::new("bestia", &["A", "B", "C", "D"])
        .options(json!({"bestia_payment": "equal"}))
        .entries(&example_3_play())
        .verdict();
    assert!(v.ok, "{:?}", v.errors);
    // C pays 8, D pays 8 (pot 24); A takes 3, B 2; 19 carry
    assert_eq!(chips(&v, 0), c(&[("A", 1), ("B", 0), ("C", -10), ("D", -10)]));
    assert_eq!(v.hands[0].pot, Some(19));
    chips_conserved(&v);
}

#[test]
fn example_3_two_en_bestia_doubling() {
    let v = TestJournal::new("bestia", &["A", "B", "C", "D"])
        .options(json!({"bestia_payment": "doubling"}))
        .entries(&example_3_play())
        .verdict();
    // C pays 8 (16), D pays 16 (32); 5 taken; 27 carry
    assert_eq!(chips(&v, 0), c(&[("A", 1), ("B", 0), ("C", -10), ("D", -18)]));
    assert_eq!(v.hands[0].pot, Some(27));
    chips_conserved(&v);
}

/// Five players, E deals 5♦; A, B and C play, D and E pass; A leads the aces and the J♠ and
/// takes all five tricks.
fn a_takes_all_five() -> Vec<Value> {
    tricks(&[
        ("A", "AS"),
        ("B", "KS"),
        ("C", "QS"),
        ("A", "AH"),
        ("B", "KH"),
        ("C", "QH"),
        ("A", "AD"),
        ("B", "KD"),
        ("C", "QD"),
        ("A", "AC"),
        ("B", "KC"),
        ("C", "QC"),
        ("A", "JS"),
        ("B", "10S"),
        ("C", "9S"),
    ])
}

#[test]
fn example_4_all_five_tricks_take_the_pot() {
    let mut ev =
        vec![deal("E", "5D"), bid("A", "play"), bid("B", "play"), bid("C", "play"), bid("D", "pass"), bid("E", "pass")];
    ev.extend(a_takes_all_five());
    let v = TestJournal::new("bestia", &["A", "B", "C", "D", "E"]).entries(&ev).verdict();
    assert!(v.ok, "{:?}", v.errors);
    // pot 10; B and C pay 10 each; A takes the 30
    assert_eq!(chips(&v, 0), c(&[("A", 28), ("B", -12), ("C", -12), ("D", -2), ("E", -2)]));
    assert_eq!(v.hands[0].pot, Some(0));
    chips_conserved(&v);
}

#[test]
fn example_5_fifth_share_per_trick() {
    let mut ev = vec![deal("F", "4H"), bid("A", "play"), bid("B", "play")];
    ev.extend(["C", "D", "E", "F"].iter().map(|p| bid(p, "pass")));
    ev.extend(tricks(&[
        ("A", "AS"),
        ("B", "KS"),
        ("A", "AH"),
        ("B", "KH"),
        ("A", "AD"),
        ("B", "KD"),
        ("A", "4C"),
        ("B", "10C"),
        ("B", "QC"),
        ("A", "5C"),
    ]));
    let v = TestJournal::new("bestia", &["A", "B", "C", "D", "E", "F"])
        .options(json!({"per_trick": "fifth"}))
        .entries(&ev)
        .verdict();
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    // pot 12: 2 chips a trick, A 6, B 4, 2 carry
    assert_eq!(chips(&v, 0), c(&[("A", 4), ("B", 2), ("C", -2), ("D", -2), ("E", -2), ("F", -2)]));
    assert_eq!(v.hands[0].pot, Some(2));
    chips_conserved(&v);
}

#[test]
fn example_6_the_dealer_plays_alone_and_takes_the_pot() {
    let ev = vec![deal("D", "8D"), bid("A", "pass"), bid("B", "pass"), bid("C", "pass"), bid("D", "play")];
    let v = TestJournal::new("bestia", &["A", "B", "C", "D"]).entries(&ev).verdict();
    assert_eq!(v.hands[0].outcome, "taken");
    assert_eq!(chips(&v, 0), c(&[("A", -2), ("B", -2), ("C", -2), ("D", 6)]));
    assert_eq!(v.hands[0].pot, Some(0));
}

#[test]
fn example_7_void_hand_carries_the_pot_and_everyone_antes_again() {
    let ev = vec![
        deal("D", "8D"),
        bid("A", "pass"),
        bid("B", "pass"),
        bid("C", "pass"),
        bid("D", "pass"),
        deal("A", "7H"),
        bid("B", "play"),
        bid("C", "pass"),
        bid("D", "pass"),
        bid("A", "pass"),
    ];
    let v = TestJournal::new("bestia", &["A", "B", "C", "D"]).entries(&ev).verdict();
    assert!(v.ok, "{:?}", v.errors);
    assert_eq!(v.hands[0].outcome, "void");
    assert_eq!(v.hands[0].pot, Some(8));
    // the second deal: everyone antes 2 more (pot 16) and B alone takes it
    assert_eq!(v.hands[1].outcome, "taken");
    assert_eq!(chips(&v, 1), c(&[("A", -2), ("B", 14), ("C", -2), ("D", -2)]));
    assert_eq!(v.totals.get("B"), Some(&12));
    chips_conserved(&v);
}

#[test]
fn example_8_the_trump_mosca_wins() {
    let ev = vec![
        deal("D", "6D"),
        json!({"type": "mosca", "player": "A", "cards": ["AH", "KH", "QH", "9H", "8H"]}),
        json!({"type": "mosca", "player": "B", "cards": ["JD", "10D", "9D", "8D", "7D"]}),
    ];
    let v = TestJournal::new("bestia", &["A", "B", "C", "D"]).entries(&ev).verdict();
    assert!(v.ok, "{:?}", v.errors);
    assert_eq!(v.hands[0].outcome, "mosca");
    assert_eq!(chips(&v, 0), c(&[("A", -2), ("B", 6), ("C", -2), ("D", -2)]));
    chips_conserved(&v);
}

#[test]
fn two_plain_moscas_go_to_the_higher_cards() {
    let ev = vec![
        deal("D", "6D"),
        json!({"type": "mosca", "player": "A", "cards": ["KH", "QH", "JH", "9H", "8H"]}),
        json!({"type": "mosca", "player": "B", "cards": ["AS", "7S", "8S", "9S", "10S"]}),
        deal("A", "7C"),
    ];
    let v = TestJournal::new("bestia", &["A", "B", "C", "D"]).entries(&ev).verdict();
    assert!(v.ok, "{:?}", v.errors);
    // B's ace beats A's king card by card
    assert_eq!(chips(&v, 0), c(&[("A", -2), ("B", 6), ("C", -2), ("D", -2)]));
    assert_eq!(v.hands.len(), 1, "the second deal is in progress");
}

#[test]
fn a_mosca_with_the_jack_of_clubs_only_in_clubs() {
    let bad = vec![deal("D", "6D"), json!({"type": "mosca", "player": "A", "cards": ["AD", "KD", "QD", "9D", "JC"]})];
    let v = TestJournal::new("bestia", &["A", "B", "C", "D"]).entries(&bad).verdict();
    assert_eq!(v.errors.len(), 1, "the J♣ makes no diamond mosca");
}

#[test]
fn example_9_panfilo_with_five_players() {
    let mut ev = vec![deal("E", "7D"), json!({"type": "panfilo", "player": "B"})];
    ev.extend(["A", "B", "C", "D", "E"].iter().map(|p| bid(p, "pass")));
    let v = TestJournal::new("bestia", &["A", "B", "C", "D", "E"]).entries(&ev).verdict();
    assert!(v.ok, "{:?}", v.errors);
    // everyone antes 2; B receives 1 from each of the other four
    assert_eq!(chips(&v, 0), c(&[("A", -3), ("B", 2), ("C", -3), ("D", -3), ("E", -3)]));
    assert_eq!(v.hands[0].pot, Some(10));
    chips_conserved(&v);
}

fn renounce_hand() -> Vec<Value> {
    let mut v = vec![deal("C", "8S"), bid("A", "play"), bid("B", "play"), bid("C", "play")];
    v.extend(tricks(&[
        ("A", "7D"),
        ("B", "8D"),
        ("C", "AD"),
        ("C", "AH"),
        ("A", "7S"),
        ("B", "7C"), // B holds 9♠ and must overtrump
        ("A", "KC"),
        ("B", "10C"),
        ("C", "QC"),
        ("A", "QD"),
        ("B", "9D"),
        ("C", "8S"),
        ("C", "KH"),
        ("A", "JD"),
        ("B", "9S"), // the proof
    ]));
    v
}

#[test]
fn example_10_a_proved_renounce_pays_the_pot() {
    let v = TestJournal::new("bestia", &["A", "B", "C"]).entries(&renounce_hand()).verdict();
    assert_eq!(v.infractions.len(), 1);
    let i = &v.infractions[0];
    assert_eq!(
        (i.hand, i.trick, i.player.as_str(), i.rule.as_str(), i.card.as_deref()),
        (1, Some(2), "B", "trump", Some("7C"))
    );
    let proof = i.proof.as_ref().unwrap();
    assert_eq!((proof.trick, proof.card.as_str()), (5, "9S"));
    // pot 6 when the tricks end; B pays 6 (12); A 2, B 1, C 2 tricks take 5; 7 carry
    assert_eq!(chips(&v, 0), c(&[("A", 0), ("B", -7), ("C", 0)]));
    assert_eq!(v.hands[0].pot, Some(7));
    chips_conserved(&v);
}

#[test]
fn renounce_flag_only_moves_no_chips() {
    let v = TestJournal::new("bestia", &["A", "B", "C"])
        .options(json!({"renounce_penalty": "flag-only"}))
        .entries(&renounce_hand())
        .verdict();
    assert_eq!(v.infractions.len(), 1);
    assert_eq!(chips(&v, 0), c(&[("A", 0), ("B", -1), ("C", 0)]));
    assert_eq!(v.hands[0].pot, Some(1));
}

#[test]
fn an_exchange_over_the_limit_is_refused() {
    let players = ["A", "B", "C", "D", "E", "F", "G", "H"];
    let mut ev = vec![deal("H", "2D")];
    ev.extend(players.iter().map(|p| bid(p, "play")));
    ev.push(json!({"type": "exchange", "player": "A", "count": 5}));
    let v = TestJournal::new("bestia", &players).entries(&ev).verdict();
    assert!(v.errors[0].message.contains("0 to 4"), "{}", v.errors[0].message);
}

#[test]
fn play_out_of_turn_and_a_replayed_card_are_entry_errors() {
    let mut ev = example_2_play();
    ev.insert(5, play("B", "KS")); // A leads the first trick
    ev.insert(7, play("B", "AS")); // after A's AS: already played
    let v = TestJournal::new("bestia", &["A", "B", "C", "D"]).entries(&ev).verdict();
    assert_eq!(v.errors.len(), 2, "{:?}", v.errors);
    assert!(v.errors[0].message.contains("it is A's turn"));
    assert!(v.errors[1].message.contains("already played"));
    assert_eq!(chips(&v, 0), c(&[("A", 1), ("B", -1), ("C", -1), ("D", -10)]), "nothing else changed");
}

/// Three players, C deals with 7♦ face up (trump ♦). B holds the J♣.
fn panfilo_hand(with_event: bool) -> Vec<Value> {
    let mut v = vec![deal("C", "7D")];
    if with_event {
        v.push(json!({"type": "panfilo", "player": "B"}));
    }
    v.extend([bid("A", "play"), bid("B", "play"), bid("C", "play")]);
    v
}

#[test]
fn the_panfilo_takes_the_ace_of_trumps_and_its_chips() {
    let mut ev = panfilo_hand(true);
    ev.extend(tricks(&[
        ("A", "AD"),
        ("B", "JC"),
        ("C", "7D"), // the J♣ is the highest trump: B wins
        ("B", "KH"),
        ("C", "8H"),
        ("A", "AH"),
        ("A", "AS"),
        ("B", "QS"),
        ("C", "8S"),
        ("A", "AC"),
        ("B", "QC"),
        ("C", "8C"),
        ("A", "KS"),
        ("B", "QH"),
        ("C", "9S"),
    ]));
    let v = TestJournal::new("bestia", &["A", "B", "C"]).entries(&ev).verdict();
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    assert_eq!(v.hands[0].tricks.as_ref().unwrap()[0].winner, "B");
    // pánfilo: B +2, A −1, C −1; pot 6; C en bestia pays 6 (12); A 4 tricks, B 1; 7 carry
    assert_eq!(chips(&v, 0), c(&[("A", 1), ("B", 1), ("C", -9)]));
    assert_eq!(v.hands[0].pot, Some(7));
    chips_conserved(&v);
}

#[test]
fn without_the_panfilo_option_the_jack_of_clubs_is_a_club() {
    let mut ev = panfilo_hand(false);
    ev.extend(tricks(&[
        ("A", "AD"),
        ("B", "JC"),
        ("C", "7D"), // B has no diamond and no trump: a discard
        ("A", "AS"),
        ("B", "QS"),
        ("C", "8S"),
        ("A", "AH"),
        ("B", "KH"),
        ("C", "8H"),
        ("A", "AC"),
        ("B", "QC"),
        ("C", "8C"),
        ("A", "KS"),
        ("B", "QH"),
        ("C", "9S"),
    ]));
    let v = TestJournal::new("bestia", &["A", "B", "C"]).options(json!({"panfilo": false})).entries(&ev).verdict();
    assert!(v.ok, "{:?} {:?}", v.errors, v.infractions);
    // A takes all five: B and C pay 6 each (pot 18) and A takes it
    assert_eq!(chips(&v, 0), c(&[("A", 16), ("B", -8), ("C", -8)]));
    assert_eq!(v.hands[0].pot, Some(0));
    let with_event = TestJournal::new("bestia", &["A", "B", "C"])
        .options(json!({"panfilo": false}))
        .entries(&panfilo_hand(true))
        .verdict();
    assert_eq!(with_event.errors.len(), 1, "no pánfilo to show when the option is off");
}

#[test]
fn doubling_payments_then_all_five_tricks() {
    let mut ev =
        vec![deal("E", "5D"), bid("A", "play"), bid("B", "play"), bid("C", "play"), bid("D", "pass"), bid("E", "pass")];
    ev.extend(a_takes_all_five());
    let v = TestJournal::new("bestia", &["A", "B", "C", "D", "E"])
        .options(json!({"bestia_payment": "doubling"}))
        .entries(&ev)
        .verdict();
    // pot 10: B pays 10 (20), C pays 20 (40); A takes the 40
    assert_eq!(chips(&v, 0), c(&[("A", 38), ("B", -12), ("C", -22), ("D", -2), ("E", -2)]));
    assert_eq!(v.hands[0].pot, Some(0));
    chips_conserved(&v);
}

#[test]
fn the_deal_passes_in_play_order() {
    let ev =
        vec![deal("D", "8D"), bid("A", "pass"), bid("B", "pass"), bid("C", "pass"), bid("D", "pass"), deal("C", "7H")];
    let v = TestJournal::new("bestia", &["A", "B", "C", "D"]).entries(&ev).verdict();
    assert_eq!(v.errors.len(), 1);
    assert!(v.errors[0].message.contains("it is A's deal"), "{}", v.errors[0].message);
}

#[test]
fn an_option_event_changes_the_ante_from_the_next_deal() {
    let ev = vec![
        deal("D", "8D"),
        bid("A", "pass"),
        bid("B", "pass"),
        bid("C", "pass"),
        bid("D", "pass"),
        json!({"type": "option", "key": "ante", "value": 3}),
        deal("A", "7H"),
        bid("B", "play"),
        bid("C", "pass"),
        bid("D", "pass"),
        bid("A", "pass"),
    ];
    let v = TestJournal::new("bestia", &["A", "B", "C", "D"]).entries(&ev).verdict();
    assert!(v.ok, "{:?}", v.errors);
    // 8 carried + 4 × 3 = 20, taken by B
    assert_eq!(chips(&v, 1), c(&[("A", -3), ("B", 17), ("C", -3), ("D", -3)]));
}

#[test]
fn exchanges_are_for_players_who_play_once_before_the_first_card() {
    let base = vec![deal("D", "8D"), bid("A", "play"), bid("B", "pass"), bid("C", "play"), bid("D", "play")];
    let mut passer = base.clone();
    passer.push(json!({"type": "exchange", "player": "B", "count": 1}));
    assert!(TestJournal::new("bestia", &["A", "B", "C", "D"]).entries(&passer).verdict().errors[0]
        .message
        .contains("passed"));
    let mut twice = base.clone();
    twice.push(json!({"type": "exchange", "player": "A", "count": 1}));
    twice.push(json!({"type": "exchange", "player": "A", "count": 1}));
    assert!(TestJournal::new("bestia", &["A", "B", "C", "D"]).entries(&twice).verdict().errors[0]
        .message
        .contains("already exchanged"));
    let mut late = base;
    late.push(play("A", "AS"));
    late.push(json!({"type": "exchange", "player": "C", "count": 1}));
    assert!(TestJournal::new("bestia", &["A", "B", "C", "D"]).entries(&late).verdict().errors[0]
        .message
        .contains("before the first card"));
}

#[test]
fn a_mosca_after_play_or_pass_began_is_refused() {
    let ev = vec![
        deal("D", "6D"),
        bid("A", "play"),
        json!({"type": "mosca", "player": "B", "cards": ["JD", "10D", "9D", "8D", "7D"]}),
    ];
    let v = TestJournal::new("bestia", &["A", "B", "C", "D"]).entries(&ev).verdict();
    assert_eq!(v.errors.len(), 1);
    assert!(v.errors[0].message.contains("right after the deal"));
}

#[test]
fn all_five_tricks_take_the_pot_in_the_fifth_share_variant_too() {
    let mut ev =
        vec![deal("E", "5D"), bid("A", "play"), bid("B", "play"), bid("C", "play"), bid("D", "pass"), bid("E", "pass")];
    ev.extend(a_takes_all_five());
    let v = TestJournal::new("bestia", &["A", "B", "C", "D", "E"])
        .options(json!({"per_trick": "fifth"}))
        .entries(&ev)
        .verdict();
    assert_eq!(chips(&v, 0), c(&[("A", 28), ("B", -12), ("C", -12), ("D", -2), ("E", -2)]));
}

#[test]
fn the_dealers_known_card_proves_a_renounce_at_once() {
    // C deals 8♠ face up and exchanges nothing; hearts are led and C, void in hearts, discards
    // a club while holding the 8♠ (the known card): a `trump` breach proved at once (no proof play).
    let mut ev = vec![deal("C", "8S"), bid("A", "play"), bid("B", "play"), bid("C", "play")];
    ev.extend(tricks(&[("A", "AH"), ("B", "KH"), ("C", "7C")]));
    let v = TestJournal::new("bestia", &["A", "B", "C"]).entries(&ev).verdict();
    assert_eq!(v.infractions.len(), 1, "{:?}", v.infractions);
    let i = &v.infractions[0];
    assert_eq!((i.player.as_str(), i.rule.as_str(), i.trick, i.proof.clone()), ("C", "trump", Some(1), None));
}

/// The winner's offset in a trick of French cards (`10H`, `AS`): trumps first, then the led
/// suit, ace high (the pánfilo off).
fn trick_winner(cards: &[String], trump: char) -> usize {
    let rank = |c: &str| "23456789TJQKA".find(c[..c.len() - 1].replace("10", "T").as_str()).unwrap();
    let suit = |c: &str| c.chars().last().unwrap();
    let led = suit(&cards[0]);
    let key = |c: &str| (suit(c) == trump, suit(c) == led, rank(c));
    (0..cards.len()).max_by_key(|i| key(&cards[*i])).unwrap()
}

#[test]
#[allow(clippy::needless_range_loop)]
fn a_pot_that_outgrows_the_numbers_stops_the_session_instead_of_a_wrong_total() {
    // Eight players who all play every hand, with doubling payments: at least three players take
    // no trick each hand and each pays the pot as it stands, so the pot grows eightfold or more
    // while nobody sweeps. It passes 2^63 within a few dozen hands.
    let players: Vec<String> = (1..=8).map(|i| format!("P{i}")).collect();
    let ranks = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"];
    let deck: Vec<String> =
        ["S", "H", "D", "C"].iter().flat_map(|s| ranks.iter().map(move |r| format!("{r}{s}"))).collect();
    let mut seed = 42u64;
    let mut entries = Vec::new();
    for hand in 0..80 {
        let mut cards = deck.clone();
        for i in (1..cards.len()).rev() {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            cards.swap(i, (seed >> 33) as usize % (i + 1));
        }
        let dealer = hand % 8;
        let held: Vec<Vec<String>> = (0..8).map(|s| cards[5 * s..5 * s + 5].to_vec()).collect();
        let trump = held[dealer][4].chars().last().unwrap();
        entries.push(deal(&players[dealer], &held[dealer][4]));
        for k in 1..=8 {
            entries.push(bid(&players[(dealer + k) % 8], "play"));
        }
        let mut leader = (dealer + 1) % 8;
        for t in 0..5 {
            let order: Vec<usize> = (0..8).map(|k| (leader + k) % 8).collect();
            let trick: Vec<String> = order.iter().map(|s| held[*s][t].clone()).collect();
            for (s, c) in order.iter().zip(&trick) {
                entries.push(play(&players[*s], c));
            }
            leader = order[trick_winner(&trick, trump)];
        }
    }
    let names: Vec<&str> = players.iter().map(String::as_str).collect();
    let journal = TestJournal::new("bestia", &names)
        .options(json!({"bestia_payment": "doubling", "panfilo": false}))
        .entries(&entries);
    let (text, lines) = (journal.text(), 1 + entries.len());
    let file = journal.file();
    let err = tapete().arg("verify").arg(file.path()).status(2).run().stderr;
    assert!(err.contains("overflow"), "{err}");
    // verify --json says the same and prints no part of a verdict.
    tapete().args(["verify", "--json"]).arg(file.path()).status(2).stdout("").stderr(err.as_str()).run();
    let line: usize = err.split("line ").nth(1).unwrap().split(':').next().unwrap().parse().unwrap();
    assert!(line > 1 && line <= lines, "{err}");
    // Up to the hand before, everything verifies and the chips still sum to zero.
    let all: Vec<&str> = text.lines().collect();
    let hand_start = (0..line - 1).rev().find(|i| all[*i].contains("\"deal\"")).unwrap();
    let before: String = all[..hand_start].iter().map(|l| format!("{l}\n")).collect();
    let v = verdict_of(&before);
    let pot = v.hands.last().unwrap().pot.unwrap();
    assert!(pot > 1 << 60, "the pot was about to overflow: {pot}");
    let sum: i128 = v.totals.values().map(|x| *x as i128).sum::<i128>() + pot as i128;
    assert_eq!(sum, 0);
}
