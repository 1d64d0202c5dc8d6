//! The standings after round k and the round in play, shown apart (docs/concours.md,
//! Standings): nothing of the round in play counts before its round is complete, neither its
//! results nor its bye nor its walkovers, so that a team that lost round 1 and has round 2's bye
//! is not at the top while round 2 is played; the round in play follows the standings in every
//! format (its tables with the points in so far, the bye, the tables awaited), and byes and
//! walkovers are marked in every format once they count. Numbers from RULES.md: a partie of 4
//! hands makes 162 × 4 = 648 between its two teams; a bye scores half of it, 81 × 4 = 324, as
//! much against, a partie won.

use crate::support::concours::{bye, tables, Club, Count};
use serde_json::Value;

const FIVE: &str = "Ana+Luis,Marta+Pep,Eva+Juan,Rosa+Tomas,Nuria+Pablo";

fn five(lang: &str) -> Club {
    Club::new(&[
        "Fiesta",
        "--ruleset",
        "belote-classic",
        "--teams",
        FIVE,
        "--rounds",
        "3",
        "--hands",
        "4",
        "--seed",
        "5",
        "--lang",
        lang,
    ])
}

fn enter(club: &Club, table: u64, [a, b]: &[String; 2], points: [i64; 2]) {
    club.ok(&[
        "result",
        "--table",
        &table.to_string(),
        "--score",
        &format!("{a}={}", points[0]),
        "--score",
        &format!("{b}={}", points[1]),
    ]);
}

/// The line of `team` in the standings' JSON.
fn line(s: &Value, team: &str) -> Value {
    s["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["team"] == team)
        .unwrap_or_else(|| panic!("{team}: {s}"))
        .clone()
}

#[test]
fn the_round_in_play_counts_once_complete_and_is_shown_apart() {
    let club = five("en");
    let mut count = Count::of_header(&club.header());
    // Round 1: the first team of each table wins 400 – 248.
    let d1 = club.draw();
    for (n, t) in tables(&d1) {
        enter(&club, n, &t, [400, 248]);
        count.partie(1, &t, [400, 248]);
    }
    count.bye(1, &bye(&d1).unwrap());
    count.after = Some(1);
    let after1 = club.standings();
    count.check(&after1, "after round 1");
    assert_eq!(
        (after1["round"].as_u64(), after1["complete"].as_bool(), &after1["in_play"]),
        (Some(1), Some(true), &Value::Null)
    );
    // Round 2 drawn: its bye goes to a team that lost round 1 (the lowest-ranked without one).
    let d2 = club.draw();
    let b2 = bye(&d2).unwrap();
    assert_eq!(line(&after1, &b2)["points"], 248, "{d2}");
    let t2 = tables(&d2);
    // Nothing of round 2 counts yet: the standings are those after round 1, the bye of round 2
    // is not counted (248, not 248 + 324 = 572, which would rank it first).
    let during = club.standings();
    assert_eq!(during["standings"], after1["standings"], "{during}");
    assert_eq!(
        (during["round"].as_u64(), during["after"].as_u64(), during["complete"].as_bool()),
        (Some(2), Some(1), Some(false))
    );
    // One result in: still after round 1; the round in play holds it.
    enter(&club, t2[0].0, &t2[0].1, [300, 348]);
    let during = club.standings();
    assert_eq!(during["standings"], after1["standings"], "{during}");
    let ip = &during["in_play"];
    assert_eq!(ip["round"], 2);
    assert_eq!(ip["bye"], b2.as_str());
    assert_eq!(ip["awaited"], serde_json::json!([2]));
    assert_eq!(ip["tables"][0]["teams"], serde_json::json!(t2[0].1));
    assert_eq!(ip["tables"][0]["points"], serde_json::json!([300, 348]));
    assert_eq!(ip["tables"][1]["points"], Value::Null);
    // The text shows the standings after round 1, then the round in play apart.
    let text = club.ok(&["standings"]).stdout;
    let [a, b] = &t2[0].1;
    let [c, e] = &t2[1].1;
    for want in [
        "Fiesta — standings after round 1".to_string(),
        "Round 2 of 3, in play (counted in the standings once all its results are in)".to_string(),
        format!("  Table 1: {a} 300 – {b} 348"),
        format!("  Table 2: {c} – {e}: awaited"),
        format!("  Bye: {b2}"),
        "Round 2: results awaited from table 2.".to_string(),
    ] {
        assert!(text.lines().any(|l| l == want), "{want:?} in:\n{text}");
    }
    let standings_part = text.split("Round 2 of 3, in play").next().unwrap();
    assert!(standings_part.contains("Byes") && standings_part.contains("Walkovers"), "round 1's bye counts: {text}");
    let md = club.ok(&["standings", "--format", "markdown"]).stdout;
    assert!(
        md.contains("\n### Round 2 of 3, in play (counted in the standings once all its results are in)\n\n"),
        "{md}"
    );
    assert!(md.contains(&format!("\n- Table 1: {a} 300 – {b} 348\n")), "{md}");
    assert!(md.contains(&format!("\n- Bye: {b2}\n")), "{md}");
    let html = club.ok(&["standings", "--format", "html"]).stdout;
    let doc = roxmltree::Document::parse(html.trim_start_matches("<!DOCTYPE html>")).unwrap();
    let h1 = doc.descendants().find(|n| n.has_tag_name("h1")).unwrap().text().unwrap().to_string();
    assert_eq!(h1, "Fiesta — standings after round 1");
    let section = doc.descendants().find(|n| n.attribute("class") == Some("in-play")).expect("the round in play");
    let items: Vec<String> =
        section.descendants().filter(|n| n.has_tag_name("li")).map(|n| n.text().unwrap_or("").to_string()).collect();
    assert_eq!(
        items,
        [format!("Table 1: {a} 300 – {b} 348"), format!("Table 2: {c} – {e}: awaited"), format!("Bye: {b2}")]
    );
    // A team of the awaited table withdraws from round 2: its opponent's walkover does not count
    // before the round is complete either; the round is complete now (no result is awaited).
    let s = club.standings();
    club.ok(&["withdraw", c, "--from-round", "2"]);
    let now = club.standings();
    assert_eq!(now["after"], 2, "round 2 complete: {now}");
    count.partie(2, &t2[0].1, [300, 348]);
    count.bye(2, &b2);
    count.bye(2, e);
    count.after = Some(2);
    count.check(&now, "after round 2");
    assert_ne!(now["standings"], s["standings"]);
    // The bye of round 2: 248 + 324; the walkover: its round-1 points + 324, a walkover, not a bye.
    assert_eq!(line(&now, &b2)["points"], 248 + 324);
    assert_eq!(line(&now, &b2)["byes"], 1);
    let w = line(&now, e);
    assert_eq!(
        (w["points"].as_i64(), w["walkovers"].as_i64()),
        (Some(line(&after1, e)["points"].as_i64().unwrap() + 324), Some(1)),
        "{w}"
    );
    // Marked in every format: counted in the table, the Markdown and the CSV, said under the team
    // on the page.
    let csv = club.ok(&["standings", "--format", "csv"]).stdout;
    let rows: Vec<Vec<String>> = csv.lines().map(crate::support::csv_fields).collect();
    assert_eq!(rows[0][8..], ["Byes", "Walkovers", "Status"]);
    let row = |id: &str| rows.iter().find(|r| r[1] == id).unwrap().clone();
    assert_eq!(row(e)[9], "1");
    assert_eq!(row(c)[10], "withdrawn (round 2)");
    let md = club.ok(&["standings", "--format", "markdown"]).stdout;
    assert!(!md.contains("in play"), "round 2 is complete: {md}");
    let html = club.ok(&["standings", "--format", "html"]).stdout;
    let doc = roxmltree::Document::parse(html.trim_start_matches("<!DOCTYPE html>")).unwrap();
    let cell = |id: &str| {
        let tr = doc.descendants().find(|n| n.attribute("data-team") == Some(id)).unwrap();
        tr.descendants().filter_map(|n| n.text()).collect::<Vec<_>>().join(" ")
    };
    assert!(cell(e).contains("won by walkover in round 2"), "{}", cell(e));
    assert!(cell(&b2).contains("bye in round 2"), "{}", cell(&b2));
    let b1 = bye(&d1).unwrap();
    if b1 != b2 {
        assert!(cell(&b1).contains("bye in round 1"), "{}", cell(&b1));
    }
}

#[test]
fn the_round_in_play_in_spanish_and_french() {
    for (lang, title, head) in [
        ("es", "Fiesta — clasificación antes de la ronda 1", "Ronda 1 de 3, en juego"),
        ("fr", "Fiesta — classement avant le tour 1", "Tour 1 sur 3, en cours"),
    ] {
        let club = five(lang);
        club.draw();
        let text = club.ok(&["standings"]).stdout;
        assert!(text.starts_with(title), "{text}");
        assert!(text.contains(head), "{text}");
    }
}
