//! One hand of each game at a real terminal in English and in French (tests/pty.rs walks them
//! in Spanish), with the cards in each table's own letters (docs/entries.md: French `R D V`, `P C
//! K T`). Each line is checked at its moment: a trick's result once its last card is in and
//! before the next card is asked; belote and rebelote asked right after the trump king and
//! queen; a hand's result before the next deal is asked. The numbers are worked out in
//! tests/pty.rs and in the shared examples' verdicts.

#![cfg(unix)]

use crate::pty::{answer, expect, pick_after, start_in, verify, DOWN};
use rexpect::session::PtySession;

/// What differs from one language's table to the other's.
struct Table {
    lang: &'static str,
    /// The hint under a list (the prompt reads keys once it is on screen).
    hint: &'static str,
    card: &'static str,
    quit: &'static str,
    saved: &'static str,
}

const EN: Table = Table { lang: "en", hint: "type an entry", card: "card?", quit: "quit", saved: "Saved" };
const FR: Table =
    Table { lang: "fr", hint: "écrire une entrée", card: "carte\u{a0}?", quit: "quitter", saved: "Enregistré" };

impl Table {
    /// A French-deck card (the journal's code) in this table's letters.
    fn code(&self, card: &str) -> String {
        if self.lang != "fr" {
            return card.to_string();
        }
        card.chars()
            .map(|c| match c {
                'K' => 'R',
                'Q' => 'D',
                'J' => 'V',
                'S' => 'P',
                'H' => 'C',
                'D' => 'K',
                'C' => 'T',
                c => c,
            })
            .collect()
    }

    fn pick(&self, p: &mut PtySession, keys: &str) {
        pick_after(p, self.hint, keys);
    }

    fn quit(&self, p: &mut PtySession, prompt: &str) {
        answer(p, prompt, self.quit);
        expect(p, self.saved);
    }
}

/// belote-classic-a, hand 1 (tests/pty.rs): Pep takes clubs and fails, 0 to 162.
fn classic(t: &Table, said: [&str; 4]) {
    let [trick, hand, lines, next] = said;
    let home = tempfile::tempdir().unwrap();
    let args = ["new", "belote-classic", "--players", "Pep,Marta,Iker,Olga", "--teams", "Pep+Iker,Marta+Olga"];
    let mut p = start_in(t.lang, &args, home.path());
    answer(&mut p, "?", &t.code("8C")); // the turned card; Pep deals
    for _ in 0..3 {
        t.pick(&mut p, "\r"); // pass
    }
    t.pick(&mut p, &format!("{DOWN}\r")); // Pep takes
    let cards = [
        "7C", "AC", "JC", "10C", "JS", "8S", "KS", "9S", "AD", "10D", "KD", "9D", "7D", "8D", "QD", "8C", "AS", "9C",
        "7S", "10S", "JD", "JH", "QS", "KH", "8H", "AH", "QH", "9H", "10H", "QC", "7H", "KC",
    ];
    for (i, c) in cards.iter().enumerate() {
        answer(&mut p, t.card, &t.code(c));
        if i == 3 {
            expect(&mut p, trick); // before the fifth card is asked
        }
    }
    expect(&mut p, hand);
    expect(&mut p, lines);
    t.quit(&mut p, next);
    let v = verify(home.path());
    assert_eq!(v["hands"][0]["score"], serde_json::json!({"Pep+Iker": 0, "Marta+Olga": 162}));
}

#[test]
fn belote_classic_one_hand_in_english() {
    classic(
        &EN,
        [
            "• Trick 1/8 to Olga: 41 points · Pep+Iker 0, Marta+Olga 41.",
            "• Hand 1: Pep+Iker 0, Marta+Olga 162 (failed)",
            "cards +152 · last trick +10",
            "Hand 2 · dealer Marta · turned card?",
        ],
    );
}

#[test]
fn belote_classic_one_hand_in_french() {
    classic(
        &FR,
        [
            "• Pli 1/8 pour Olga\u{a0}: 41 points · Pep+Iker 0, Marta+Olga 41.",
            "Pep+Iker 0, Marta+Olga 162 (chutée)",
            "cartes +152 · dix de der +10",
            "Donne 2 · donneur Marta · carte retournée\u{a0}?",
        ],
    );
}

/// belote-es-pairs, hand 1: Nuria takes spades; Iker announces a tercia from the list and shows
/// it after the first trick; Nuria's K♠ and Q♠ are typed bare and the belote and rebelote
/// questions answered from their lists. Pep+Nuria 8 + 20, Iker+Xavi 144 + 10 + 20 (the
/// example's verdict: 28 to 174).
fn belote_es(t: &Table, said: [&str; 6]) {
    let [trick1, best, belote, rebelote, trick3, hand] = said;
    let home = tempfile::tempdir().unwrap();
    let args = [
        "new",
        "belote-es",
        "--players",
        "Pep,Iker,Nuria,Xavi",
        "--teams",
        "Pep+Nuria,Iker+Xavi",
        "--option",
        "target=501",
    ];
    let mut p = start_in(t.lang, &args, home.path());
    answer(&mut p, "?", &format!("deal Iker {}", t.code("QS")));
    t.pick(&mut p, &format!("{DOWN}\r")); // Nuria takes
                                          // A card typed at the announcement lists plays it (está bien).
    for c in ["KD", "AD", "7D"] {
        t.pick(&mut p, &format!("{}\r", t.code(c)));
    }
    t.pick(&mut p, &format!("{DOWN}{DOWN}\r")); // Iker: tercia
    answer(&mut p, t.card, &t.code("10D"));
    expect(&mut p, trick1);
    answer(&mut p, "?", &["8D", "9D", "10D"].map(|c| t.code(c)).join(" "));
    expect(&mut p, best);
    for c in ["AS", "8S", "JS", "KS"] {
        answer(&mut p, t.card, &t.code(c));
    }
    expect(&mut p, belote);
    t.pick(&mut p, &format!("{DOWN}\r"));
    answer(&mut p, t.card, &t.code("8D"));
    answer(&mut p, t.card, &t.code("QS"));
    expect(&mut p, rebelote);
    t.pick(&mut p, &format!("{DOWN}\r"));
    for c in ["QD", "JD"] {
        answer(&mut p, t.card, &t.code(c));
    }
    expect(&mut p, trick3);
    let rest = "9C JC 7C AC 9H 7H AH JH 10S 8C 7S 10H 9S KC QH KH 10C 8H 9D QC";
    for c in rest.split(' ') {
        answer(&mut p, t.card, &t.code(c));
    }
    expect(&mut p, hand);
    t.quit(&mut p, "?");
    let v = verify(home.path());
    assert_eq!(v["hands"][0]["score"], serde_json::json!({"Pep+Nuria": 28, "Iker+Xavi": 174}));
    let journal = std::fs::read_to_string(crate::support::only_journal(home.path())).unwrap();
    assert!(journal.contains(r#""card":"KS","say":"belote""#) && journal.contains(r#""card":"QS","say":"rebelote""#));
}

#[test]
fn belote_es_one_hand_in_english() {
    belote_es(
        &EN,
        [
            "• Trick 1/8 to Xavi: 25 points · Pep+Nuria 0, Iker+Xavi 25.",
            "• Announcements: the best is Iker's · Pep+Nuria 0, Iker+Xavi 20.",
            "Nuria played K♠: did they say belote?",
            "Nuria played Q♠: did they say rebelote?",
            "• Trick 3/8 to Nuria: 8 points · Pep+Nuria 8, Iker+Xavi 60.",
            "Pep+Nuria 28, Iker+Xavi 174",
        ],
    );
}

#[test]
fn belote_es_one_hand_in_french() {
    belote_es(
        &FR,
        [
            "• Pli 1/8 pour Xavi\u{a0}: 25 points · Pep+Nuria 0, Iker+Xavi 25.",
            "• Annonces\u{a0}: la meilleure est celle de Iker · Pep+Nuria 0, Iker+Xavi 20.",
            "\u{a0}: dit-on belote\u{a0}?",
            "\u{a0}: dit-on rebelote\u{a0}?",
            "• Pli 3/8 pour Nuria\u{a0}: 8 points · Pep+Nuria 8, Iker+Xavi 60.",
            "Pep+Nuria 28, Iker+Xavi 174",
        ],
    );
}

/// RULES.md bestia example 10 as a whole hand (tests/pty.rs): B's renounce pays the pot.
fn bestia(t: &Table, asked: [&str; 4], said: [&str; 4]) {
    let [up, panfilo, mosca, exchange] = asked;
    let [trick1, renounce, pays, hand] = said;
    let home = tempfile::tempdir().unwrap();
    let mut p = start_in(t.lang, &["new", "bestia", "--players", "A,B,C"], home.path());
    answer(&mut p, up, &format!("deal C {}", t.code("8S")));
    answer(&mut p, panfilo, ""); // no pánfilo
    answer(&mut p, mosca, ""); // no mosca
    for _ in 0..3 {
        t.pick(&mut p, "\r"); // play
    }
    for _ in 0..3 {
        answer(&mut p, exchange, ""); // exchanges none
    }
    let cards = ["7D", "8D", "AD", "AH", "7S", "7C", "KC", "10C", "QC", "QD", "9D", "8S", "KH", "JD", "9S"];
    for (i, c) in cards.iter().enumerate() {
        answer(&mut p, t.card, &t.code(c));
        if i == 2 {
            expect(&mut p, trick1);
        }
    }
    for line in [renounce, pays, hand] {
        expect(&mut p, line);
    }
    t.quit(&mut p, up);
    let v = verify(home.path());
    assert_eq!(v["hands"][0]["chips"], serde_json::json!({"A": 0, "B": -7, "C": 0}));
}

#[test]
fn bestia_one_hand_in_english() {
    bestia(
        &EN,
        ["the dealer's face-up card?", "pánfilo", "A mosca?", "exchanges how many cards?"],
        [
            "• Trick 1/5 to C · tricks: A 0, B 0, C 1.",
            "B did not trump in trick 2",
            "• B pays 6 for the renounce.",
            "A 0, B -7, C 0",
        ],
    );
}

#[test]
fn bestia_one_hand_in_french() {
    bestia(
        &FR,
        ["carte visible du donneur\u{a0}?", "pamphile", "Une mouche\u{a0}?", "Combien de cartes"],
        [
            "• Pli 1/5 pour C · plis\u{a0}: A 0, B 0, C 1.",
            "B n'a pas coupé au pli 2",
            "• B paie 6 pour la renonce.",
            "A 0, B -7, C 0",
        ],
    );
}

/// RULES.md perejila example 8 with three players (tests/pty.rs): P1 holds 31 and is never
/// asked; P2 stands at 30; P3 goes out at 33; the squares are paid at P3's last draw.
fn perejila(t: &Table, said: [&str; 5]) {
    let [p2_30, p2_stands, p3_out, squares, next] = said;
    let home = tempfile::tempdir().unwrap();
    let mut p = start_in(t.lang, &["new", "perejila", "--players", "P1,P2,P3"], home.path());
    answer(&mut p, "?", "P3");
    for c in ["RC", "7C", "5E"] {
        answer(&mut p, "?", c);
    }
    for c in ["CB 1E", "6B SE", "6E 7E"] {
        answer(&mut p, "?", c);
    }
    answer(&mut p, "P2 (", "7B");
    expect(&mut p, p2_30);
    answer(&mut p, "P2 (", "");
    expect(&mut p, p2_stands);
    answer(&mut p, "P3 (", "RB");
    answer(&mut p, "P3 (", "5B");
    expect(&mut p, p3_out);
    expect(&mut p, squares);
    t.quit(&mut p, next);
    let v = verify(home.path());
    assert_eq!(v["hands"][0]["chips"], serde_json::json!({"P1": 0, "P2": -9, "P3": -3}));
}

#[test]
fn perejila_one_hand_in_english() {
    perejila(
        &EN,
        [
            "• P2 counts 30 at treinta y una.",
            "• P2 stands at 30.",
            "• P3 counts 33: out of treinta y una.",
            "punto P1 +3, mayor de espadas P3 +3, flor P3 +3, escalera P1 +3, treinta y una P1 +3",
            "Hand 2 · dealer P1 · deal?",
        ],
    );
}

#[test]
fn perejila_one_hand_in_french() {
    perejila(
        &FR,
        [
            "• P2 compte 30 à la treinta y una.",
            "• P2 s'arrête à 30.",
            "• P3 compte 33\u{a0}: hors de la treinta y una.",
            "punto P1 +3, mayor de espadas P3 +3, flor P3 +3, escalera P1 +3, treinta y una P1 +3",
            "Donne 2 · donneur P1 · donner\u{a0}?",
        ],
    );
}
