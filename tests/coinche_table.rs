//! Coinche and contrée at the table (RULES.md coinche, contree; docs/entries.md, the coinche
//! `bid` line): a whole hand typed on standard input, and whole hands at a terminal (the real
//! prompts in a pseudo-terminal) — an out-of-turn coinche and a surcoinche in English, a contre
//! in turn in French with the French card letters. Each journal then verifies to the hand's
//! score worked out by hand below.
//!
//! One deal serves every test. Ana deals, so Luis is the eldest hand and leads; Ana+Marta
//! against Luis+Pep; spades are trump. Everyone holds two cards of each suit, and each suit is
//! led twice, so every card follows suit (the trump duty to beat the best trump is kept: nobody
//! can beat J♠, then 9♠, when they are led):
//!
//! | hand  | ♠     | ♥     | ♦      | ♣      |
//! |-------|-------|-------|--------|--------|
//! | Luis  | 8 7   | A J   | J 7    | 10 9   |
//! | Marta | K Q   | Q 7   | A K    | A Q    |
//! | Pep   | A 10  | K 8   | Q 8    | K 7    |
//! | Ana   | J 9   | 10 9  | 10 9   | J 8    |
//!
//! The tricks, in play order from the leader, and their card points (trump J 20, 9 14, A 11,
//! 10 10, K 4, Q 3; plain A 11, 10 10, K 4, Q 3, J 2):
//!
//! 1. Luis A♥ 7♥ 8♥ 9♥: Luis, 11.
//! 2. Luis 7♦, Marta A♦, 8♦ 9♦: Marta, 11.
//! 3. Marta A♣ 7♣ 8♣ 9♣: Marta, 11.
//! 4. Marta K♦, Pep Q♦, Ana 10♦, Luis J♦: Ana, 4 + 3 + 10 + 2 = 19.
//! 5. Ana J♠, Luis 7♠, Marta Q♠ (belote), Pep 10♠: Ana, 20 + 3 + 10 = 33.
//! 6. Ana 9♠, Luis 8♠, Marta K♠ (rebelote), Pep A♠: Ana, 14 + 4 + 11 = 29.
//! 7. Ana 10♥, Luis J♥, Marta Q♥, Pep K♥: Ana, 10 + 2 + 3 + 4 = 19.
//! 8. Ana J♣, Luis 10♣, Marta Q♣, Pep K♣: Luis, 2 + 10 + 3 + 4 = 19, and the last trick's 10.
//!
//! Ana+Marta take 11 + 11 + 19 + 33 + 29 + 19 = 122 card points and Marta's belote, 20: a total
//! of 142. Luis+Pep take 11 + 19 = 30 and the last trick, 40 (122 + 30 = 152, + 10 = 162).

#[cfg(unix)]
use crate::pty::{answer, expect, start_in, verify};
use crate::support::{only_journal, tapete, verify_json};
use serde_json::{json, Value};

/// The 32 cards in the order played, in English letters.
const PLAYS: [&str; 32] = [
    "AH", "7H", "8H", "9H", "7D", "AD", "8D", "9D", "AC", "7C", "8C", "9C", "KD", "QD", "10D", "JD", "JS", "7S", "QS",
    "10S", "9S", "8S", "KS", "AS", "10H", "JH", "QH", "KH", "JC", "10C", "QC", "KC",
];

/// The same cards in French letters (R roi, D dame, V valet; P pique, C cœur, K carreau, T trèfle).
const PLAYS_FR: [&str; 32] = [
    "AC", "7C", "8C", "9C", "7K", "AK", "8K", "9K", "AT", "7T", "8T", "9T", "RK", "DK", "10K", "VK", "VP", "7P", "DP",
    "10P", "9P", "8P", "RP", "AP", "10C", "VC", "DC", "RC", "VT", "10T", "DT", "RT",
];

/// Who plays each card, in play order from each trick's leader.
const PLAYERS: [&str; 32] = [
    "Luis", "Marta", "Pep", "Ana", "Luis", "Marta", "Pep", "Ana", "Marta", "Pep", "Ana", "Luis", "Marta", "Pep", "Ana",
    "Luis", "Ana", "Luis", "Marta", "Pep", "Ana", "Luis", "Marta", "Pep", "Ana", "Luis", "Marta", "Pep", "Ana", "Luis",
    "Marta", "Pep",
];

const NEW: [&str; 4] = ["--players", "Ana,Luis,Marta,Pep", "--teams", "Ana+Marta,Luis+Pep"];

/// The journal's entries after its header.
fn entries(home: &std::path::Path) -> Vec<Value> {
    let text = std::fs::read_to_string(only_journal(home)).unwrap();
    text.lines().skip(1).map(|l| serde_json::from_str(l).unwrap()).collect()
}

/// The calls of the auction as the journal has them: `player call [value trump]`.
fn calls(home: &std::path::Path) -> Vec<String> {
    entries(home)
        .iter()
        .filter(|e| e["type"] == "bid")
        .map(|e| {
            let mut s = format!("{} {}", e["player"].as_str().unwrap(), e["call"].as_str().unwrap());
            if let Some(v) = e.get("value") {
                s.push_str(&format!(" {} {}", v.to_string().trim_matches('"'), e["trump"].as_str().unwrap()));
            }
            s
        })
        .collect()
}

#[test]
fn a_coinche_hand_typed_on_standard_input() {
    // Luis passes; Marta bids 100♠ (after "50", not a bid); "coinche" alone, where Luis and Pep
    // may both coinche, is refused and asks for a name; "Ana 9 H" is Ana's 9♥, a card, refused
    // while the auction is on; Pep, Ana and Luis pass; at Marta's closing question the bare A♥ is
    // the first card led, by Luis (Marta's pass implied). Uncoinched, made (142 ≥ 100): Ana+Marta
    // 100 + 142 = 242; Luis+Pep their 30 card points and the last trick, 40 (RULES.md coinche,
    // m = 1, made).
    let home = tempfile::tempdir().unwrap();
    let mut lines: Vec<String> =
        ["", "pass", "50", "100 S", "coinche", "Ana 9 H", "pass", "pass", "pass"].map(String::from).into();
    lines.extend(PLAYS.map(|card| if card == "QS" { "QS belote".into() } else { card.to_string() }));
    lines.push("quit".into());
    let mut args = vec!["new", "coinche"];
    args.extend(NEW);
    let out = tapete().args(&args).home(home.path()).stdin(lines.join("\n") + "\n").run();
    let prompts = out.stderr;
    assert_eq!(out.code, Some(0), "{prompts}");
    assert!(prompts.contains("Hand 1 · no bid yet · Luis: 80 to 180 and a trump, capot or pass? [pass]"), "{prompts}");
    assert!(prompts.contains("✗ '50' is not a bid: type a bid (80 or more"), "{prompts}");
    assert!(prompts.contains("Hand 1 · Marta bid 100 ♠ (Luis or Pep may coinche) · Pep: 110 to 180"), "{prompts}");
    assert!(prompts.contains("✗ Luis and Pep may both coinche: type who does, e.g. Luis coinche"), "{prompts}");
    assert!(prompts.contains("Marta: 110 to 180 and a trump, capot, pass or the first card led? [pass]"), "{prompts}");
    // The first card led closed the auction: the contract is said, and carried by the trick's
    // question (taker, value, trump; no multiplier at ×1) in place of the trump alone.
    assert!(prompts.contains("• Contract: Marta 100 ♠.\n"), "{prompts}");
    assert!(prompts.contains("Trick 1/8 · Marta to play · led ♥ · Marta 100 ♠ · card?"), "{prompts}");
    assert!(!prompts.contains("· trump ♠"), "{prompts}");
    assert_eq!(calls(home.path()), ["Luis pass", "Marta bid 100 S", "Pep pass", "Ana pass", "Luis pass"]);
    let plays: Vec<Value> = entries(home.path()).into_iter().filter(|e| e["type"] == "play").collect();
    assert_eq!(plays.len(), 32);
    assert_eq!((plays[0]["player"].as_str(), plays[0]["card"].as_str()), (Some("Luis"), Some("AH")));
    for (e, (who, card)) in plays.iter().zip(PLAYERS.iter().zip(PLAYS)) {
        assert_eq!((e["player"].as_str().unwrap(), e["card"].as_str().unwrap()), (*who, card));
    }
    let v = verify_json(&only_journal(home.path()));
    let hand = &v["hands"][0];
    assert_eq!(hand["contract"], json!({"value": 100, "trump": "S", "multiplier": 1, "taker": "Marta"}));
    assert_eq!(hand["result"], "made");
    assert_eq!(hand["score"], json!({"Ana+Marta": 242, "Luis+Pep": 40}));
    assert_eq!(v["totals"], json!({"Ana+Marta": 242, "Luis+Pep": 40}));
}

#[cfg(unix)]
#[test]
fn a_coinche_hand_at_a_terminal_with_an_out_of_turn_coinche_and_a_surcoinche() {
    // Luis passes (Enter), Marta bids 100♠, Pep passes (Enter); at Ana's question Luis coinches,
    // out of turn. Ana and Marta answer in either order: "surcoinche" alone is refused (either may
    // say it), "Ana surcoinche" ends the auction, ×4. Marta says belote with Q♠, when the table
    // asks; with K♠ the rebelote is implied (belote.declare: first), so nothing is asked.
    // Made (142 ≥ 100), ×4: Ana+Marta (100 + 142) × 4 = 968; Luis+Pep 0 (RULES.md coinche, m > 1,
    // made) — the breakdown: contract 100, cards 122, belote 20, and the coinche's 242 × 3 = 726.
    let home = tempfile::tempdir().unwrap();
    let mut args = vec!["new", "coinche"];
    args.extend(NEW);
    let mut p = start_in("en", &args, home.path());
    answer(&mut p, "deal? (Enter: Ana deals", "");
    answer(&mut p, "Hand 1 · no bid yet · Luis: 80 to 180 and a trump, capot or pass? [pass]", "");
    answer(&mut p, "Hand 1 · no bid yet · Marta: 80 to 180 and a trump, capot or pass? [pass]", "100 S");
    answer(&mut p, "Hand 1 · Marta bid 100 ♠ (Luis or Pep may coinche) · Pep: 110 to 180", "");
    answer(&mut p, "Hand 1 · Marta bid 100 ♠ (Luis or Pep may coinche) · Ana: 110 to 180", "Luis coinche");
    let answers =
        "Hand 1 · Marta bid 100 ♠, coinched by Luis · Ana or Marta (say who): pass, surcoinche or the first card led?";
    answer(&mut p, answers, "surcoinche");
    expect(&mut p, "✗ Ana and Marta may both surcoinche: type who does, e.g. Ana surcoinche");
    answer(&mut p, answers, "Ana surcoinche");
    // The end of the auction says the contract; every trick's question carries it.
    expect(&mut p, "• Contract: Marta 100 ♠ ×4 (coinched by Luis, surcoinched by Ana).");
    for (i, (who, card)) in PLAYERS.iter().zip(PLAYS).enumerate() {
        match i {
            0 => answer(&mut p, "Trick 1/8 · Luis to play · Marta 100 ♠ ×4 · card?", card),
            _ => answer(&mut p, &format!("Trick {}/8 · {who} to play", i / 4 + 1), card),
        }
        if card == "QS" {
            answer(&mut p, "Marta played Q♠: did they say belote? (Enter = no)", "belote");
        }
    }
    expect(&mut p, "• Hand 1: Ana+Marta 968, Luis+Pep 0 (made)");
    answer(&mut p, "Hand 2 · dealer Luis", "quit");
    expect(&mut p, "Saved");
    assert_eq!(calls(home.path()), ["Luis pass", "Marta bid 100 S", "Pep pass", "Luis coinche", "Ana surcoinche"]);
    let v = verify(home.path());
    let hand = &v["hands"][0];
    assert_eq!(
        hand["contract"],
        json!({"value": 100, "trump": "S", "multiplier": 4, "taker": "Marta", "coinche": "Luis", "surcoinche": "Ana"})
    );
    assert_eq!(hand["result"], "made");
    assert_eq!(hand["score"], json!({"Ana+Marta": 968, "Luis+Pep": 0}));
    assert_eq!(v["totals"], json!({"Ana+Marta": 968, "Luis+Pep": 0}));
}

#[cfg(unix)]
#[test]
fn a_contree_hand_at_a_terminal_in_french() {
    // Contrée, in French, cards in French letters, and its words: contre and surcontre (the
    // ruleset's `calls`). Luis passe, Marta annonce 80 pique; Pep, whose
    // turn it is, contre (in turn, the bare word is his); the bid's side answers in turn from
    // Pep's next player: Ana passe; at Marta's question the bare A♥ ("AC", as de cœur) is Luis's
    // entame, Marta's pass implied: contré, ×2. Marta says belote with Q♠ and rebelote with K♠
    // (belote.declare: both). Made (122 + 20 ≥ 80), contré with coinched_base: deal: Ana+Marta
    // (160 + 80) × 2 + their belote 20 = 500; Luis+Pep 0 (RULES.md contree, m > 1).
    let home = tempfile::tempdir().unwrap();
    let mut args = vec!["new", "contree"];
    args.extend(NEW);
    let mut p = start_in("fr", &args, home.path());
    expect(&mut p, "Cartes\u{a0}: A as, R roi, D dame, V valet, 10 9 8 7 · couleurs P♠ C♥ K♦ T♣");
    answer(&mut p, "donner\u{a0}? (Entrée\u{a0}: Ana donne", "");
    answer(
        &mut p,
        "Donne 1 · pas encore d'annonce · Luis\u{a0}: de 80 à 160 et l'atout, capot ou passe\u{a0}?",
        "passe",
    );
    answer(&mut p, "Donne 1 · pas encore d'annonce · Marta\u{a0}: de 80 à 160", "80 P");
    answer(
        &mut p,
        "Donne 1 · Marta a annoncé 80 ♠ · Pep\u{a0}: de 90 à 160 et l'atout, capot, contre ou passe\u{a0}?",
        "contre",
    );
    answer(
        &mut p,
        "Donne 1 · Marta a annoncé 80 ♠, contrée par Pep · Ana\u{a0}: passe, surcontre ou l'entame\u{a0}?",
        "passe",
    );
    answer(&mut p, "Donne 1 · Marta a annoncé 80 ♠, contrée par Pep · Marta\u{a0}: passe, surcontre ou l'entame", "AC");
    // The end of the auction says the contract; every trick's question carries it.
    expect(&mut p, "• Contrat\u{a0}: Marta 80 ♠ ×2 (contré par Pep).");
    for (i, (who, card)) in PLAYERS.iter().zip(PLAYS_FR).enumerate() {
        match i {
            0 => {}
            1 => answer(&mut p, "Pli 1/8 · à Marta de jouer · entame ♥ · Marta 80 ♠ ×2 · carte\u{a0}?", card),
            _ => answer(&mut p, &format!("Pli {}/8 · à {who} de jouer", i / 4 + 1), card),
        }
        match card {
            "DP" => answer(&mut p, "Marta joue D♠\u{a0}: dit-on belote\u{a0}? (Entrée = non)", "belote"),
            "RP" => answer(&mut p, "Marta joue R♠\u{a0}: dit-on rebelote\u{a0}? (Entrée = non)", "rebelote"),
            _ => {}
        }
    }
    expect(&mut p, "• Donne 1\u{a0}: Ana+Marta 500, Luis+Pep 0");
    answer(&mut p, "Donne 2 · donneur Luis", "quitter");
    expect(&mut p, "Enregistré");
    assert_eq!(calls(home.path()), ["Luis pass", "Marta bid 80 S", "Pep coinche", "Ana pass"]);
    let v = verify(home.path());
    let hand = &v["hands"][0];
    assert_eq!(
        hand["contract"],
        json!({"value": 80, "trump": "S", "multiplier": 2, "taker": "Marta", "coinche": "Pep"})
    );
    assert_eq!(hand["result"], "made");
    assert_eq!(hand["score"], json!({"Ana+Marta": 500, "Luis+Pep": 0}));
}

#[test]
fn a_contree_table_refuses_its_doubles_in_its_own_words() {
    // Contrée calls its doubles contre and surcontre (the ruleset's `calls`): every refusal of
    // them says so, whichever word was typed. Luis, the eldest hand, contres with no bid standing;
    // he passes; Marta's "contre H" names a trump; she bids 80♠; her partner Ana may not contre
    // her, nor Luis out of turn (contrée: in turn, Pep's); Pep contres; Luis may neither surcontre
    // nor answer (only Marta's side answers); "Pep coinche" again: already contré.
    let home = tempfile::tempdir().unwrap();
    let lines = [
        "",
        "contre",
        "pass",
        "Marta contre H",
        "80 S",
        "Ana coinche",
        "Luis contre",
        "contre",
        "Luis surcontre",
        "Luis pass",
        "Pep coinche",
        "quit",
    ];
    let mut args = vec!["new", "contree"];
    args.extend(NEW);
    let out = tapete().args(&args).home(home.path()).stdin(lines.join("\n") + "\n").run();
    let prompts = out.stderr;
    assert_eq!(out.code, Some(0), "{prompts}");
    for refusal in [
        "There is no bid to contre",
        "A contre or a surcontre names no trump",
        "Only an opponent of Marta (who holds the bid) may contre",
        "A contre is said in turn in this game, and it is Pep's turn",
        "Only Marta's side may surcontre",
        "After a contre only Marta and partner answer, pass or surcontre",
        "The bid is already contré, by Pep",
    ] {
        assert!(prompts.contains(&format!("✗ {refusal}")), "{refusal}: {prompts}");
    }
    // (The option's key keeps its name.)
    assert!(!prompts.replace("coinche_timing", "").to_lowercase().contains("coinch"), "{prompts}");
    assert_eq!(calls(home.path()), ["Luis pass", "Marta bid 80 S", "Pep coinche"]);
}

#[test]
fn the_words_of_the_auction_are_refused_as_player_names() {
    // `Capot S` typed at the table would be a bid, or Capot's play of a card: the words of the
    // auction are no names, with the reason in one line in the table's language (exit 2).
    for (name, lang, why) in [
        ("capot", "en", "'capot' is a word of the table's entries; choose another name"),
        ("Contre", "en", "'Contre' is a word of the table's entries; choose another name"),
        ("SA", "fr", "'SA' est un mot des entrées de la table\u{a0}; choisissez un autre nom"),
    ] {
        let home = tempfile::tempdir().unwrap();
        let players = format!("Ana,{name},Marta,Pep");
        let out =
            tapete().args(["new", "coinche", "--players", &players, "--lang", lang]).home(home.path()).stdin("").run();
        assert_eq!(out.code, Some(2), "{name}");
        assert_eq!(out.stderr.trim(), format!("tapete: {why}"), "{name}");
        assert_eq!(std::fs::read_dir(home.path()).unwrap().count(), 0, "no journal for {name}");
    }
}

#[test]
fn the_first_card_led_that_closes_the_auction_is_asked_for_its_belote() {
    // Luis passes, Marta bids 80♥, Pep, Ana and Luis pass: at Marta's closing question the bare
    // K♥ is Luis's first card led (Marta's pass implied), and hearts are trump: a king of trump,
    // so the table asks whether Luis said belote (RULES.md coinche, `belote.declare: first`: with
    // the first of the two played), as it asks of any other card of the hand.
    let home = tempfile::tempdir().unwrap();
    let lines = ["", "pass", "80 H", "pass", "pass", "pass", "KH", "yes", "quit"];
    let mut args = vec!["new", "coinche"];
    args.extend(NEW);
    let out = tapete().args(&args).home(home.path()).stdin(lines.join("\n") + "\n").run();
    let prompts = out.stderr;
    assert_eq!(out.code, Some(0), "{prompts}");
    assert!(prompts.contains("Luis played K♥: did they say belote? (Enter = no)"), "{prompts}");
    let last = entries(home.path()).pop().unwrap();
    assert_eq!(last, json!({"type": "play", "player": "Luis", "card": "KH", "say": "belote", "at": last["at"]}));
}
