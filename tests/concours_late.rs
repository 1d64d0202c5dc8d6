//! The two corrections every organiser's tool has (docs/concours.md): a team that arrives late
//! (`concours add`: it plays from the next round to draw, the rounds before score as byes under
//! `bye_points` and are not its own bye, so the bye rotation may still give it one) and a round
//! drawn again before any of its results (`concours redraw`, with the next seed: after a team was
//! added or withdrew, or simply to draw again; the old draw stays in the journal, replaced). Both
//! are journal entries that `verify` replays; each refusal is one line and writes nothing.
//! Numbers from RULES.md: a partie of 4 hands makes 162 × 4 = 648 between its two teams, half a
//! partie is 81 × 4 = 324.

use crate::support::concours::{bye, tables, Club, Count};
use serde_json::Value;

const FOUR: &str = "Ana+Luis,Marta+Pep,Eva+Juan,Rosa+Tomas";

fn club(teams: &str, flags: &[&str]) -> Club {
    let mut args = vec!["Fiesta", "--ruleset", "belote-classic", "--teams", teams, "--rounds", "3", "--hands", "4"];
    args.extend(["--seed", "21"]);
    args.extend(flags);
    Club::new(&args)
}

/// Enter every table of `draw` (the first team wins 400 – 248) into the club and the count.
fn play_round(club: &Club, count: &mut Count, round: u32, draw: &Value) {
    for (n, t) in tables(draw) {
        club.ok(&[
            "result",
            "--table",
            &n.to_string(),
            "--score",
            &format!("{}=400", t[0]),
            "--score",
            &format!("{}=248", t[1]),
        ]);
        count.partie(round, &t, [400, 248]);
    }
    if let Some(b) = bye(draw) {
        count.bye(round, &b);
    }
    count.after = Some(round);
}

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
fn a_late_team_scores_the_rounds_it_missed_as_byes_and_plays_from_the_next_round() {
    let club = club(FOUR, &["--bye-points", "half"]);
    let mut count = Count::of_header(&club.header());
    let d1 = club.draw();
    play_round(&club, &mut count, 1, &d1);
    let out = club.ok(&["add", "Zoe+Max"]).stdout;
    let add_line = club.lines().len();
    assert_eq!(
        out,
        format!("Zoe+Max plays from round 2 (journal line {add_line}); round 1 scores as a bye, not its own.\n")
    );
    let entry = club.lines().pop().unwrap();
    assert_eq!(
        (&entry["type"], &entry["teams"][0]["id"], &entry["from_round"]),
        (&Value::from("add"), &Value::from("Zoe+Max"), &Value::from(2)),
        "{entry}"
    );
    // After round 1: its missed round scores half a partie (324), as much against, a partie won,
    // never its best partie; not its own bye.
    count.order.push("Zoe+Max".into());
    count.bye(1, "Zoe+Max");
    let s = club.standings();
    count.check(&s, "after round 1, Zoe+Max added");
    let z = line(&s, "Zoe+Max");
    assert_eq!(
        (z["points"].as_i64(), z["against"].as_i64(), z["won"].as_f64(), z["best"].as_i64()),
        (Some(324), Some(324), Some(1.0), Some(0)),
        "{z}"
    );
    assert_eq!(
        (z["byes"].as_i64(), z["missed"].as_i64(), z["joined"].as_i64(), z["played"].as_i64()),
        (Some(0), Some(1), Some(2), Some(0))
    );
    // Marked: the status column says when it joined.
    let csv = club.ok(&["standings", "--format", "csv"]).stdout;
    let rows: Vec<Vec<String>> = csv.lines().map(crate::support::csv_fields).collect();
    let status = rows[0].iter().position(|h| h == "Status").expect("a status column");
    let zoe = rows.iter().find(|r| r[1] == "Zoe+Max").unwrap();
    assert_eq!(zoe[status], "joined in round 2 (round 1 as a bye)");
    // Round 2: five teams, Zoe+Max drawn; the bye to the lowest-ranked team without one.
    let d2 = club.draw();
    let seated: Vec<String> = tables(&d2).into_iter().flat_map(|(_, t)| t).chain(bye(&d2)).collect();
    assert_eq!(seated.len(), 5, "{d2}");
    assert!(seated.contains(&"Zoe+Max".to_string()), "{d2}");
    play_round(&club, &mut count, 2, &d2);
    count.check(&club.standings(), "after round 2");
    let d3 = club.draw();
    play_round(&club, &mut count, 3, &d3);
    count.check(&club.standings(), "after round 3");
    let v = club.ok(&["verify", "--json"]).json();
    assert_eq!(
        (v["ok"].as_bool(), v["rounds"].as_u64(), v["results"].as_u64()),
        (Some(true), Some(3), Some(2 + 2 + 2)),
        "{v}"
    );
}

#[test]
fn a_round_a_late_team_missed_is_not_its_own_bye_so_the_rotation_may_give_it_one() {
    // Nothing for a bye: the late team's missed round gives it 0 points (and a partie won), the
    // lowest place; it has had no bye of its own, so round 2's bye is its.
    let club = club(FOUR, &["--bye-points", "zero"]);
    let mut count = Count::of_header(&club.header());
    let d1 = club.draw();
    play_round(&club, &mut count, 1, &d1);
    club.ok(&["add", "Zoe+Max"]);
    let s = club.standings();
    let last = s["standings"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(
        (last["team"].as_str(), last["points"].as_i64(), last["won"].as_f64()),
        (Some("Zoe+Max"), Some(0), Some(1.0)),
        "{s}"
    );
    let d2 = club.draw();
    assert_eq!(bye(&d2).as_deref(), Some("Zoe+Max"), "{d2}");
    assert_eq!(club.ok(&["verify", "--json"]).json()["ok"], true);
}

#[test]
fn a_team_added_while_the_round_has_no_result_plays_it_once_drawn_again() {
    let club = club(FOUR, &[]);
    let header = club.header();
    let d1 = club.draw();
    assert_eq!(bye(&d1), None, "four teams: no bye");
    let out = club.ok(&["add", "Zoe+Max"]).stdout;
    assert!(out.ends_with("Round 1 has no result yet: 'tapete concours redraw' draws it again with them.\n"), "{out}");
    let before = club.lines();
    let out = club.ok(&["redraw", "--format", "json"]).json();
    let after = club.lines();
    // One line more; the old draw stays as it was.
    assert_eq!(after.len(), before.len() + 1);
    assert_eq!(after[..before.len()], before[..]);
    let r = after.last().unwrap();
    assert_eq!((r["type"].as_str(), r["round"].as_u64()), (Some("redraw"), Some(1)), "{r}");
    // The next seed: the concours's and one.
    assert_eq!(r["seed"].as_u64(), Some(header["seed"].as_u64().unwrap() + 1), "{r}");
    // Five teams now: Zoe+Max plays round 1, no round missed.
    let seated: Vec<String> = tables(&out).into_iter().flat_map(|(_, t)| t).chain(bye(&out)).collect();
    assert_eq!(seated.len(), 5);
    assert!(seated.contains(&"Zoe+Max".to_string()), "{out}");
    assert_eq!(club.ok(&["draw", "--round", "1", "--format", "json"]).json(), out, "the new draw is the round's");
    let mut count = Count::of_header(&header);
    count.order.push("Zoe+Max".into());
    play_round(&club, &mut count, 1, &out);
    let s = club.standings();
    count.check(&s, "after round 1 drawn again");
    assert_eq!(line(&s, "Zoe+Max")["missed"], 0);
    assert_eq!(line(&s, "Zoe+Max")["joined"], 1);
    assert_eq!(club.ok(&["verify", "--json"]).json()["ok"], true);
}

#[test]
fn a_round_is_drawn_again_with_the_next_seed_after_a_withdrawal_and_undone_as_any_entry() {
    let club = club("Ana+Luis,Marta+Pep,Eva+Juan,Rosa+Tomas,Nuria+Pablo", &[]);
    let seed = club.header()["seed"].as_u64().unwrap();
    club.refused(&["redraw"]);
    let d1 = club.draw();
    let gone = tables(&d1)[0].1[0].clone();
    club.ok(&["withdraw", &gone, "--from-round", "1"]);
    let out = club.ok(&["redraw"]).stdout;
    let redraw_line = club.lines().len();
    assert!(
        out.ends_with(&format!("Round 1 drawn again (journal line {redraw_line}); the draw of line 2 is replaced.\n")),
        "{out}"
    );
    let d = club.ok(&["draw", "--round", "1", "--json"]).json();
    let seated: Vec<String> = tables(&d).into_iter().flat_map(|(_, t)| t).chain(bye(&d)).collect();
    assert_eq!(seated.len(), 4, "the withdrawn team is not drawn: {d}");
    assert!(!seated.contains(&gone), "{d}");
    assert_eq!(bye(&d), None, "four teams play: no bye");
    // Simply to draw again: the seed after the round's; printed in the format asked for.
    let md = club.ok(&["redraw", "--format", "markdown"]).stdout;
    assert!(md.starts_with("## Round 1 of 3\n\n- Table 1: "), "{md}");
    assert_eq!(club.lines().last().unwrap()["seed"].as_u64(), Some(seed + 2));
    // Undo: the draw before it stands again.
    club.ok(&["undo"]);
    assert_eq!(club.ok(&["draw", "--round", "1", "--json"]).json(), d);
    // A redraw is not amended.
    let err = club.refused(&["amend", &redraw_line.to_string(), "--score", "Ana+Luis=400"]);
    assert!(err.contains("a draw is not amended"), "{err}");
    // Once a result is in, the round is not drawn again.
    let (n, t) = tables(&d)[0].clone();
    club.ok(&[
        "result",
        "--table",
        &n.to_string(),
        "--score",
        &format!("{}=400", t[0]),
        "--score",
        &format!("{}=248", t[1]),
    ]);
    let line = club.lines().len();
    let err = club.refused(&["redraw"]);
    assert_eq!(err, format!("tapete: round 1 has a result already (table {n}, line {line}): a round is drawn again only before any of its results\n"));
    assert_eq!(club.ok(&["verify", "--json"]).json()["ok"], true);
}

#[test]
fn verify_replays_a_redraw_and_names_one_that_breaks_the_rules() {
    let club = club("Ana+Luis,Marta+Pep,Eva+Juan,Rosa+Tomas,Nuria+Pablo", &[]);
    club.draw();
    club.ok(&["redraw"]);
    assert_eq!(club.ok(&["verify", "--json"]).json()["ok"], true);
    // The redraw edited by hand: its bye given to a team at a table, and that team's place to
    // the bye's (every team still once). Round 1's bye is the last of the seeded order.
    let text = String::from_utf8(club.bytes()).unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let mut r: Value = serde_json::from_str(lines.last().unwrap()).unwrap();
    let b = r["bye"].clone();
    let seated = r["tables"][0]["teams"][0].clone();
    r["bye"] = seated;
    r["tables"][0]["teams"][0] = b;
    *lines.last_mut().unwrap() = r.to_string();
    std::fs::write(&club.journal, lines.join("\n") + "\n").unwrap();
    let v = club.cmd(&["verify", "--json"]).status(1).run().json();
    assert_eq!(v["ok"], false, "{v}");
    assert_eq!(v["problems"][0]["line"].as_u64(), Some(lines.len() as u64), "{v}");
    assert_eq!(v["problems"][0]["round"], 1, "{v}");
}

#[test]
fn a_late_team_is_refused_when_it_cannot_be() {
    let club = club(FOUR, &[]);
    // Not a team, a team already in (its players in the other order), a player already in.
    let err = club.refused(&["add", "Zoe"]);
    assert!(err.contains("'Zoe' is not a team"), "{err}");
    let err = club.refused(&["add", "luis+ana"]);
    assert!(err.contains("given twice"), "{err}");
    let err = club.refused(&["add", "Zoe+Ana"]);
    assert!(err.contains("'Ana' plays in two teams"), "{err}");
    let err = club.refused(&["add", "Zoe+Max", "Max+Leo"]);
    assert!(err.contains("two players are called 'Max'"), "{err}");
    // Every round drawn and the last with results: no round left.
    let mut count = Count::of_header(&club.header());
    for round in 1..=3 {
        let d = club.draw();
        play_round(&club, &mut count, round, &d);
    }
    let err = club.refused(&["add", "Zoe+Max"]);
    assert_eq!(err, "tapete: all 3 rounds are drawn and the last has results: no round is left for a late team\n");
    // A rotation's schedule is its teams'.
    let rot =
        Club::new(&["R", "--ruleset", "belote-classic", "--teams", FOUR, "--rounds", "3", "--pairing", "rotation"]);
    let err = rot.refused(&["add", "Zoe+Max"]);
    assert!(err.contains("rotation"), "{err}");
}

#[test]
fn late_teams_and_redraws_in_spanish_and_french() {
    for (lang, added, redrawn) in [
        (
            "es",
            "Zoe+Max juega desde la ronda 1 (línea 2 del diario).",
            "Ronda 1 sorteada de nuevo (línea 4 del diario)",
        ),
        ("fr", "Zoe+Max joue à partir du tour 1 (ligne 2 du journal).", "Tour 1 tiré de nouveau (ligne 4 du journal)"),
    ] {
        let club = Club::new(&["F", "--ruleset", "belote-classic", "--teams", FOUR, "--rounds", "2", "--lang", lang]);
        let out = club.ok(&["add", "Zoe+Max"]).stdout;
        assert_eq!(out.lines().next(), Some(added), "{out}");
        club.draw();
        let out = club.ok(&["redraw"]).stdout;
        assert!(out.contains(redrawn), "{out}");
    }
}
