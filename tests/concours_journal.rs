//! The concours journal as a file (docs/concours.md): a last line cut by a crash is moved aside and
//! the concours goes on; a second writer is refused while one holds the journal; the session
//! commands never take a concours journal for a session, in the concours folder or not.

use crate::support::concours::{tables, Club};
use crate::support::{process, tapete};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::Stdio;

fn club() -> Club {
    Club::new(&[
        "Fiesta",
        "--ruleset",
        "belote-classic",
        "--teams",
        "Ana+Luis,Marta+Pep,Joan+Rosa,Iker+Nora",
        "--rounds",
        "2",
        "--seed",
        "4",
    ])
}

fn score(team: &str, p: i64) -> String {
    format!("{team}={p}")
}

#[test]
fn a_last_line_cut_by_a_crash_is_moved_aside_and_the_next_result_is_written() {
    let club = club();
    let d = club.draw();
    let t = tables(&d);
    let [a, b] = t[0].1.clone();
    club.ok(&["result", "--table", "1", "--score", &score(&a, 1000), "--score", &score(&b, 944)]);
    let standings_before = club.standings();
    let [c, e] = t[1].1.clone();
    club.ok(&["result", "--table", "2", "--score", &score(&c, 1100), "--score", &score(&e, 844)]);
    // The crash: the last line half written.
    let whole = club.bytes();
    let start = whole[..whole.len() - 1].iter().rposition(|&b| b == b'\n').unwrap() + 1;
    let cut_at = start + (whole.len() - start) / 2;
    std::fs::write(&club.journal, &whole[..cut_at]).unwrap();
    // A reader ignores the cut line.
    assert_eq!(club.standings(), standings_before);
    assert_eq!(club.ok(&["verify", "--json"]).json()["results"], 1);
    // A writer moves it aside, then writes the result again.
    club.ok(&["result", "--table", "2", "--score", &score(&c, 1100), "--score", &score(&e, 844)]);
    let now = club.bytes();
    assert_eq!(now[..start], whole[..start], "the lines before the cut one are intact");
    assert!(now.ends_with(b"\n") && now[start..].iter().filter(|&&b| b == b'\n').count() == 1, "one line after them");
    let dir = club.journal.parent().unwrap();
    let beside: Vec<_> =
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).filter(|p| *p != club.journal).collect();
    assert_eq!(beside.len(), 1, "the cut line moved into a file beside the journal: {beside:?}");
    let aside = std::fs::read(&beside[0]).unwrap();
    assert!(aside.starts_with(&whole[start..cut_at]), "{:?}", String::from_utf8_lossy(&aside));
    let v = club.ok(&["verify", "--json"]).json();
    assert_eq!((v["ok"].as_bool(), v["results"].as_u64()), (Some(true), Some(2)), "{v}");
    // The file beside is no concours: the latest concours of the folder is still the journal.
    club.ok(&["draw"]);
    assert_eq!(club.lines().last().unwrap()["type"], "draw");
}

#[test]
fn a_writer_waits_for_the_journal_then_is_refused_while_it_is_held_and_readers_go_on() {
    let club = club();
    let d = club.draw();
    let [a, b] = tables(&d)[0].1.clone();
    // Another writer holds the journal: it holds the lock file beside it (`NAME.lock`).
    let mut lock = club.journal.clone().into_os_string();
    lock.push(".lock");
    let held = std::fs::OpenOptions::new().read(true).write(true).create(true).truncate(false).open(&lock).unwrap();
    held.lock().unwrap();
    let result = ["result", "--table", "1", "--score", &score(&a, 1000), "--score", &score(&b, 944)];
    // Each command waits for the journal (2 s) before it gives up: every one goes through `hold`.
    for args in [&result[..], &["withdraw", &a]] {
        let err = club.refused(args);
        assert!(err.contains("in use") && err.contains("2 seconds"), "{args:?}: {err}");
    }
    club.standings();
    club.ok(&["verify"]);
    club.ok(&["draw", "--round", "1"]);
    // Held a moment only: the command waits, then writes.
    let waiting = process()
        .env("TAPETE_HOME", club.home())
        .arg("concours")
        .args(result)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(400));
    assert!(club.lines().iter().all(|l| l["type"] != "result"));
    drop(held);
    let out = waiting.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(club.lines().iter().filter(|l| l["type"] == "result").count(), 1);
}

#[test]
fn two_results_entered_at_once_are_both_written_one_after_the_other() {
    let club = club();
    let d = club.draw();
    let t = tables(&d);
    let run = |table: usize, p: [i64; 2]| {
        let [x, y] = t[table].1.clone();
        process()
            .env("TAPETE_HOME", club.home())
            .args(["concours", "result", "--table", &(table + 1).to_string()])
            .args(["--score", &score(&x, p[0]), "--score", &score(&y, p[1])])
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    };
    let (one, two) = (run(0, [1000, 944]), run(1, [900, 1044]));
    for child in [one, two] {
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    }
    let results = club.lines().iter().filter(|l| l["type"] == "result").count();
    assert_eq!(results, 2);
    let v = club.ok(&["verify", "--json"]).json();
    assert_eq!(v["ok"], true, "{v}");
}

/// What a session command says in `home`, its paths written as `HOME`.
fn said(home: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    let out = tapete().home(home).args(args).run();
    let h = home.display().to_string();
    (out.code, out.stdout.replace(&h, "HOME"), out.stderr.replace(&h, "HOME"))
}

/// The first line `tapete board` says (where it serves, and which journal).
fn board_says(home: &Path) -> String {
    let mut child = process()
        .env("TAPETE_HOME", home)
        .args(["board", "--port", "0"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stderr.take().unwrap()).read_line(&mut line).unwrap();
    let _ = child.kill();
    let _ = child.wait();
    let line = line.replace(&home.display().to_string(), "HOME");
    // The port differs from one run to the next.
    line.split_whitespace().filter(|w| !w.starts_with("http://")).collect::<Vec<_>>().join(" ")
}

#[test]
fn session_commands_never_take_a_concours_journal_for_a_session() {
    // A sessions folder with one unfinished session; the same with a concours beside it: in the
    // concours folder, and a copy straight in the sessions folder whose name sorts last.
    let plain = tempfile::tempdir().unwrap();
    tapete().home(plain.path()).args(["new", "belote-classic", "--players", "Ana,Luis,Marta,Pep"]).status(0).run();
    let club = club();
    let d = club.draw();
    let [a, b] = tables(&d)[0].1.clone();
    club.ok(&["result", "--table", "1", "--score", &score(&a, 1000), "--score", &score(&b, 944)]);
    for e in std::fs::read_dir(plain.path()).unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), club.home().join(e.file_name())).unwrap();
    }
    std::fs::copy(&club.journal, club.home().join("2999-12-31-2359-Fiesta.jsonl")).unwrap();
    let both = club.home();
    for args in [&["sessions"][..], &["stats"], &["stats", "--format", "json"], &["resume"], &["new", "--again"]] {
        assert_eq!(said(both, args), said(plain.path(), args), "{args:?}");
    }
    // `new --again` started the same session in both: the board follows the latest session.
    let seen = board_says(both);
    assert_eq!(seen, board_says(plain.path()));
    assert!(!seen.contains("Fiesta"), "{seen}");
}

/// The journal's lines with line `n` (from 1) replaced by `f` of it.
fn rewrite(club: &Club, n: usize, f: impl Fn(&mut serde_json::Value)) {
    let text = String::from_utf8(club.bytes()).unwrap();
    let lines: Vec<String> = text
        .lines()
        .enumerate()
        .map(|(k, l)| {
            if k + 1 == n {
                let mut v: serde_json::Value = serde_json::from_str(l).unwrap();
                f(&mut v);
                v.to_string()
            } else {
                l.to_string()
            }
        })
        .collect();
    std::fs::write(&club.journal, lines.join("\n") + "\n").unwrap();
}

#[test]
fn verify_finds_a_recorded_draw_that_breaks_the_rules_and_a_result_that_does_not_add_up() {
    let five = "Ana+Luis,Marta+Pep,Joan+Rosa,Iker+Nora,Sara+Tomas";
    let club = Club::new(&["Fiesta", "--ruleset", "belote-classic", "--teams", five, "--rounds", "2", "--seed", "4"]);
    let d = club.draw();
    for (table, [a, b]) in tables(&d) {
        club.ok(&["result", "--table", &table.to_string(), "--score", &score(&a, 1000), "--score", &score(&b, 944)]);
    }
    club.draw();
    let good = club.bytes();
    club.ok(&["verify"]);
    let draw_line = club.lines().len();
    // Round 2's bye given to a team at a table instead (the team that had round 1's bye).
    rewrite(&club, draw_line, |v| {
        let at = v["tables"][0]["teams"][0].clone();
        v["tables"][0]["teams"][0] = v["bye"].clone();
        v["bye"] = at;
    });
    let out = club.cmd(&["verify", "--json"]).status(1).run().json();
    assert_eq!(out["ok"], false, "{out}");
    assert_eq!(out["problems"][0]["line"], draw_line, "{out}");
    // Round 1's first result made not to add up.
    std::fs::write(&club.journal, &good).unwrap();
    rewrite(&club, 3, |v| v["points"][0] = serde_json::json!(999));
    let out = club.cmd(&["verify", "--json"]).run();
    assert_ne!(out.code, Some(0), "{}", out.stdout);
    // Not a journal at all: exit 2.
    std::fs::write(&club.journal, "not json\n").unwrap();
    club.cmd(&["verify"]).status(2).run();
}

/// A result line names its table's teams, its points in their order: `verify` checks them
/// against the table's draw. Swapped, the points would read as the other team's; a team from
/// another table, or the bye's, is not at that table; an amend's result names them too.
#[test]
fn verify_checks_a_result_s_teams_against_its_table_s_draw() {
    let five = "Ana+Luis,Marta+Pep,Joan+Rosa,Iker+Nora,Sara+Tomas";
    let club = Club::new(&["Fiesta", "--ruleset", "belote-classic", "--teams", five, "--rounds", "2", "--seed", "4"]);
    let d = club.draw();
    let t = tables(&d);
    for (table, [a, b]) in &t {
        club.ok(&["result", "--table", &table.to_string(), "--score", &score(a, 1000), "--score", &score(b, 944)]);
    }
    let [a, b] = t[0].1.clone();
    let resting = crate::support::concours::bye(&d).unwrap();
    // Line 3 is table 1's result.
    assert_eq!(club.lines()[2]["teams"], serde_json::json!([a, b]));
    club.ok(&["verify"]);
    let good = club.bytes();
    let wrong = |teams: [&str; 2]| {
        std::fs::write(&club.journal, &good).unwrap();
        rewrite(&club, 3, |v| v["teams"] = serde_json::json!(teams));
        let out = club.cmd(&["verify", "--json"]).status(1).run().json();
        assert_eq!(out["problems"][0]["line"], 3, "{teams:?}: {out}");
        let problem = out["problems"][0]["problem"].as_str().unwrap().to_string();
        for team in teams.iter().chain([&a.as_str(), &b.as_str()]) {
            assert!(problem.contains(team), "{teams:?}: {problem}");
        }
    };
    wrong([&b, &a]);
    wrong([&a, &t[1].1[0]]);
    wrong([&resting, &b]);
    // An amend of line 3, its result's teams swapped by hand.
    std::fs::write(&club.journal, &good).unwrap();
    club.ok(&["amend", "3", "--score", &score(&a, 944), "--score", &score(&b, 1000)]);
    let amend = club.lines().len();
    assert_eq!(club.lines()[amend - 1]["entry"]["teams"], serde_json::json!([a, b]));
    club.ok(&["verify"]);
    rewrite(&club, amend, |v| v["entry"]["teams"] = serde_json::json!([b, a]));
    let out = club.cmd(&["verify", "--json"]).status(1).run().json();
    assert_eq!(out["ok"], false, "{out}");
}

#[test]
fn an_undone_draw_is_drawn_again_the_same() {
    let club = club();
    let d = club.draw();
    club.ok(&["undo"]);
    club.refused(&["result", "--table", "1", "--score", &score(&tables(&d)[0].1[0], 1000), "--score", "x=944"]);
    assert_eq!(club.draw(), d);
    let v = club.ok(&["verify", "--json"]).json();
    assert_eq!(v["ok"], true, "{v}");
}

#[test]
fn a_session_journal_is_no_concours() {
    let home = tempfile::tempdir().unwrap();
    tapete().home(home.path()).args(["new", "belote-classic", "--players", "Ana,Luis,Marta,Pep"]).status(0).run();
    let session = std::fs::read_dir(home.path()).unwrap().map(|e| e.unwrap().path()).find(|p| p.is_file()).unwrap();
    let before = std::fs::read(&session).unwrap();
    let s = session.to_str().unwrap();
    for args in
        [&["concours", "draw", "--file", s][..], &["concours", "standings", "--file", s], &["concours", "verify", s]]
    {
        let out = tapete().home(home.path()).args(args).status(2).run();
        assert_eq!(out.stderr.lines().count(), 1, "{args:?}: {}", out.stderr);
    }
    assert_eq!(std::fs::read(&session).unwrap(), before);
    // No concours in the folder: the commands say so.
    let err = tapete().home(home.path()).args(["concours", "standings"]).status(2).run().stderr;
    assert_eq!(err.lines().count(), 1, "{err}");
}
