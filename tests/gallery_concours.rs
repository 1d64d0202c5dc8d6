//! The sentence gallery of a concours: why a recorded draw breaks the pairing rules (every
//! [`Breach`], placed by an exhaustive match) and every line the concours commands print, in every
//! language, kept as snapshots (tests/snapshots) so that a change of wording is seen in review.
//! (What the concours refuses is in `gallery`'s errors.)

use tapete::concours::pairing::Breach;
use tapete::concours::Undoable;
use tapete::engine::{HandMost, MostHand};
use tapete::i18n::Lang;

fn breaches() -> Vec<Breach> {
    vec![
        Breach::Missing { team: 0 },
        Breach::Twice { team: 1 },
        Breach::NotPlaying { team: 2 },
        Breach::Unknown { team: 7 },
        Breach::WrongBye { expected: Some(3), got: Some(0) },
        Breach::WrongBye { expected: None, got: Some(0) },
        Breach::WrongBye { expected: Some(3), got: None },
        Breach::Rematches { drawn: 2, fewest: 0 },
        Breach::Recency { drawn: 7, least: 4 },
        Breach::TopPair { team: 0, drawn: 2, expected: 1 },
        Breach::Distance { drawn: 11, least: 9 },
        Breach::OutOfOrder { table: 3 },
        Breach::NotSchedule { table: 2 },
    ]
}

/// The place of each breach: a new variant does not compile until it has one.
fn place(b: &Breach) -> usize {
    match b {
        Breach::Missing { .. } => 0,
        Breach::Twice { .. } => 1,
        Breach::NotPlaying { .. } => 2,
        Breach::Unknown { .. } => 3,
        Breach::WrongBye { .. } => 4,
        Breach::Rematches { .. } => 5,
        Breach::Recency { .. } => 6,
        Breach::Distance { .. } => 7,
        Breach::OutOfOrder { .. } => 8,
        Breach::NotSchedule { .. } => 9,
        Breach::TopPair { .. } => 10,
    }
}

#[test]
fn every_breach_has_its_sample() {
    let mut seen = [false; 11];
    for b in breaches() {
        seen[place(&b)] = true;
    }
    assert!(seen.iter().all(|s| *s), "{seen:?}");
}

fn gallery(lang: Lang) -> String {
    let cat = lang.catalog();
    let ids: Vec<String> = ["Ana+Luis", "Marta+Pep", "Eva+Juan", "Rosa+Tomás"].iter().map(|s| s.to_string()).collect();
    let mut out = String::from("## Breaches\n");
    for b in breaches() {
        out.push_str(&format!("{}\n", cat.verify_draw(14, 3, &cat.breach(&b, &ids))));
    }
    out.push_str("\n## Lines\n");
    let lines = [
        cat.concours_started("Fiesta de San Juan", 13, 4, "/home/ana/concours/2026-11-26-1900-Fiesta.jsonl"),
        cat.round_title(2, 4),
        cat.draw_line(1, "Ana+Luis", "Eva+Juan"),
        cat.bye_line("Rosa+Tomás"),
        cat.forfeit_line(4, "Marta+Pep", "Eva+Juan"),
        cat.drawn(2, 9),
        cat.result_recorded(2, 3, ("Ana+Luis", 1012), ("Eva+Juan", 952), 11),
        cat.withdrawal_recorded("Marta+Pep", 3, 12),
        cat.undone(&Undoable::Entry { line: 12, kind: "withdraw" }),
        cat.undone(&Undoable::Entry { line: 11, kind: "result" }),
        cat.undone(&Undoable::Entry { line: 9, kind: "draw" }),
        cat.undone(&Undoable::Amend { line: 14, target: 11 }),
        cat.amended(11, 14),
        cat.standings_title("Fiesta", 0, true),
        cat.standings_title("Fiesta", 2, true),
        cat.standings_title("Fiesta", 3, false),
        cat.standings_heads().join(" | "),
        cat.awaited(2, &[3]),
        cat.awaited(2, &[3, 7]),
        cat.round_done(2, 4),
        cat.round_done(4, 4),
        cat.status_head().to_string(),
        cat.withdrawn_mark(3),
        cat.verify_ok(1, 1, 1),
        cat.verify_ok(31, 4, 24),
        cat.draw_in_play(2, &[3]),
        cat.draw_in_play(2, &[3, 7]),
        cat.bye_heads().join(" | "),
        cat.bye_mark(&[2]),
        cat.bye_mark(&[1, 3]),
        cat.walkover_mark(&[2]),
        cat.walkover_mark(&[2, 4]),
        cat.in_play_title(2, 4),
        cat.in_play_line(3, "Ana+Luis", "Eva+Juan", Some([1012, 952])),
        cat.in_play_line(4, "Marta+Pep", "Rosa+Tomás", None),
        cat.added(&["Zoe+Max".to_string()], 1, 3),
        cat.added(&["Zoe+Max".to_string()], 2, 9),
        cat.added(&["Zoe+Max".to_string(), "Leo+Lia".to_string()], 4, 21),
        cat.redraw_hint(2),
        cat.redrawn(2, 12, 9),
        cat.joined_mark(3, &[]),
        cat.joined_mark(2, &[1]),
        cat.joined_mark(3, &[1, 2]),
        cat.undone(&Undoable::Entry { line: 12, kind: "add" }),
        cat.undone(&Undoable::Entry { line: 13, kind: "redraw" }),
        {
            let w = cat.sheet_words();
            [w.hand, w.contract, w.taker, w.multiplier, w.result, w.total].join(" | ")
        },
        cat.sheet_bound(4, &HandMost { hand: MostHand::CapotBidMade, terms: [250, 250, 20], multiplier: 4, after: 0 }),
        cat.sheet_bound(12, &HandMost { hand: MostHand::CapotBidMade, terms: [250, 250, 0], multiplier: 3, after: 20 }),
    ];
    for l in lines {
        out.push_str(&l);
        out.push('\n');
    }
    out
}

#[test]
fn the_concours_in_english() {
    insta::assert_snapshot!(gallery(Lang::En));
}

#[test]
fn the_concours_in_spanish() {
    insta::assert_snapshot!(gallery(Lang::Es));
}

#[test]
fn the_concours_in_french() {
    insta::assert_snapshot!(gallery(Lang::Fr));
}
