//! The Done-when test of #39 (docs/concours.md "From the tables"): a concours of 13 teams and 3
//! rounds of parties of two hands of belote-classic, served from one `concours serve` process
//! that is never restarted. Every table keeps its partie from two phones (plain HTTP on
//! 127.0.0.1, one phone seated on each side): by tallies, and one table a hand card by card. Each
//! side confirms on its phone; one table's side disputes and the organiser corrects the partie
//! through `/admin/` (an `amend` sent to that table's writer, lapsing the confirmations); the
//! organiser draws rounds 2 and 3 on `/admin/`, which serves their tables with new PINs. The
//! results reach the standings with `from`, and `concours verify` passes. On the way: the
//! organiser's PIN and cookie (its own, under `/admin/`), a typed result refused with the
//! arithmetic's sum, a draw refused while results are awaited, and the round's clock on a
//! table's phone as on the projector.
//!
//! The numbers are RULES.md's (belote-classic), as in tests/concours_serve.rs: a hand is 162
//! (152 in cards and 10 for the last trick); takers below the defence score 0 and the defence
//! 162; a capot scores 252, plus the belote (20). By tallies (`by_tallies`): 162 + 100 = 262 to
//! the first dealer's team, 0 + 62 = 62 to the other. Card by card (`card_by_card`): 252 + 20 +
//! 100 = 372 against 62. The disputed table, corrected: 162 + 90 = 252 against 0 + 72. A bye
//! (13 teams: one a round) scores half a partie: 81 × 2 hands = 162.

use crate::concours_serve::{
    by_tallies, card_by_card, confirm_both, draw, pin, seated, sha256_hex, table_journal, Server,
};
use crate::support::net::Answer;
use serde_json::Value;
use std::collections::BTreeMap;

const TEAMS: &str = "Ana+Luis,Marta+Pep,Olga+Rosa,Juan+Eva,Sara+Tom,Iker+Nora,Pau+Lia,Hugo+Vera,Omar+Ines,\
Raul+Tere,Bruno+Carla,Dani+Elsa,Fede+Gala";

/// A form posted to the organiser's page (a browser's: no `Accept: application/json`).
fn admin_post(s: &Server, cookie: &str, path: &str, body: &str) -> Answer {
    s.send(format!(
        "POST {path} HTTP/1.1\r\nHost: {0}\r\nOrigin: http://{0}\r\nCookie: {cookie}\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {1}\r\nConnection: close\r\n\r\n{body}",
        s.addr,
        body.len()
    ))
}

/// The page a form's 303 leads to: whether it says something went wrong, and the page. What came
/// of the form is said there once: the same address again says nothing.
#[track_caller]
fn followed(s: &Server, cookie: &str, a: &Answer) -> (bool, String) {
    assert_eq!(a.status, 303, "{}", a.body);
    let to = a.header("location").unwrap().to_string();
    assert!(to.starts_with("/admin/?"), "{to}");
    let page = s.get(&to, cookie);
    assert_eq!(page.status, 200);
    assert!(page.body.contains("class=\"msg"), "what came of the form said: {}", page.body);
    let again = s.get(&to, cookie);
    assert!(!again.body.contains("class=\"msg"), "said once: {}", again.body);
    (page.body.contains("class=\"msg bad\""), page.body)
}

/// The organiser's PIN, as the start printed it.
fn admin_pin(s: &Server) -> String {
    let said = s.said();
    let line = said.iter().find(|l| l.contains("/admin/")).expect("the organiser's page said at the start");
    line.rsplit(' ').next().unwrap().to_string()
}

#[test]
fn a_concours_of_thirteen_teams_is_kept_at_its_tables_and_run_from_the_organiser_s_page() {
    let home = tempfile::tempdir().unwrap();
    crate::support::tapete()
        .home(home.path())
        .args(["concours", "new", "Gran", "--ruleset", "belote-classic", "--teams", TEAMS, "--rounds", "3"])
        .args(["--hands", "2", "--seed", "11"])
        .status(0)
        .run();
    let journal = crate::support::only_journal(&home.path().join("concours"));
    crate::support::tapete().home(home.path()).args(["concours", "draw"]).status(0).run();
    let mut expected: BTreeMap<String, i64> = BTreeMap::new();
    let s = Server::start_with(home.path(), &["--round-minutes", "90"]);

    // The organiser's page: its PIN, its own cookie under /admin/.
    let page = s.get("/admin/", "");
    assert!(page.body.contains("name=\"pin\"") && !page.body.contains("class=\"tables\""), "{}", page.body);
    let wrong = if admin_pin(&s) == "000000" { "000001" } else { "000000" };
    assert_eq!(s.get(&format!("/admin/?pin={wrong}"), "").status, 403);
    let a = s.get(&format!("/admin/?pin={}", admin_pin(&s)), "");
    assert_eq!((a.status, a.header("location")), (303, Some("/admin/")));
    let set = a.header("set-cookie").unwrap();
    assert!(set.contains("Path=/admin/"), "{set}");
    let admin = set.split(';').next().unwrap().to_string();
    // The printed sheets carry each table's address and PIN, with a QR code of both.
    let sheets = crate::support::tapete()
        .home(home.path())
        .args(["concours", "draw", "--round", "1", "--format", "html"])
        .status(0)
        .run()
        .stdout;
    for n in 1..=6 {
        let at = format!("http://{}/t/{n}/ PIN {}", s.addr, pin(&journal, 1, n));
        assert!(sheets.contains(&at), "{at} in the sheets");
    }
    assert_eq!(sheets.matches("<svg").count(), 6, "a QR code a table");
    // A table's cookie is not the organiser's.
    let phone = crate::concours_serve::Phone::new(&s, 1, &pin(&journal, 1, 1));
    assert_eq!(admin_post(&s, &phone.cookie, "/admin/draw", "").status, 403);

    for round in 1..=3u32 {
        let (tables, bye) = draw(home.path(), round);
        assert_eq!(tables.len(), 6, "13 teams: 6 tables and a bye");
        *expected.entry(bye).or_default() += 162;
        let home_page = s.get("/admin/", &admin);
        assert!(home_page.body.contains(&format!("/admin/?t={}", 6)), "every table listed");
        if round > 1 {
            // The round's tables, served with the round's PINs.
            assert_eq!(s.state()["round"], round);
            assert!(s.said().iter().any(|l| l.contains("/t/6/") && l.contains(&pin(&journal, round, 6))));
        }
        for (k, teams) in tables.iter().enumerate() {
            let n = k as u32 + 1;
            let (a, b, o) = seated(&s, &journal, round, n, teams);
            let sides = [format!("{}+{}", o[0], o[2]), format!("{}+{}", o[1], o[3])];
            if round == 1 && n == 1 {
                // The round's clock on a table's phone, as on the projector (90 minutes from
                // the draw, a moment ago).
                let page = s.get("/t/1/", &a.cookie).body;
                assert!(page.contains("class=\"clock\""), "{page}");
                let left = s.state()["clock"].as_i64().unwrap();
                assert!((1..=90).contains(&left), "{left}");
                assert!(page.contains(" min left"), "{page}");
            }
            if round == 1 && n == 3 {
                card_by_card(&s, &a, &b, &o);
                confirm_both(&s, &a, &b, [&sides[0], &sides[1]], n);
                *expected.entry(teams[0].clone()).or_default() += 372;
                *expected.entry(teams[1].clone()).or_default() += 62;
                continue;
            }
            by_tallies(&s, &a, &b, &o);
            if round == 2 && n == 2 {
                // A side disputes; the organiser corrects the second tally (journal line 7)
                // through the organiser's page; both confirmations lapse.
                a.write(&s, &format!("confirm {}", sides[0]));
                b.write(&s, &format!("dispute {} the second hand was 72", sides[1]));
                assert_eq!(s.table_state(n)["stage"], "disputed");
                let (bad, page) = followed(&s, &admin, &admin_post(&s, &admin, "/admin/draw", ""));
                assert!(bad, "no draw while results are awaited: {page}");
                assert!(page.contains("is not over"), "{page}");
                let opened = s.get(&format!("/admin/?t={n}"), &admin).body;
                assert!(opened.contains("name=\"entry\""), "{opened}");
                let entry =
                    crate::concours_serve::encode(&format!("amend 7 tally {} 90/6 {} 72/2", sides[0], sides[1]));
                let (bad, page) =
                    followed(&s, &admin, &admin_post(&s, &admin, "/admin/entry", &format!("table={n}&entry={entry}")));
                assert!(!bad, "{page}");
                let t = s.table_state(n);
                assert_eq!((&t["stage"], &t["totals"]), (&Value::from("awaiting"), &serde_json::json!([252, 72])));
                assert_eq!(t["confirmed"], serde_json::json!([false, false]));
                confirm_both(&s, &a, &b, [&sides[0], &sides[1]], n);
                *expected.entry(teams[0].clone()).or_default() += 252;
                *expected.entry(teams[1].clone()).or_default() += 72;
                continue;
            }
            if round == 3 && n == 6 {
                // A typed result whose totals do not add up (300, not 2 × 162 = 324) is refused
                // as `concours result` refuses it: nothing written; the table goes on.
                let body = format!("table={n}&a=200&b=100");
                let (bad, page) = followed(&s, &admin, &admin_post(&s, &admin, "/admin/result", &body));
                assert!(bad && page.contains("324"), "{page}");
            }
            confirm_both(&s, &a, &b, [&sides[0], &sides[1]], n);
            *expected.entry(teams[0].clone()).or_default() += 262;
            *expected.entry(teams[1].clone()).or_default() += 62;
        }
        if round < 3 {
            let (bad, page) = followed(&s, &admin, &admin_post(&s, &admin, "/admin/draw", ""));
            assert!(!bad, "{page}");
        }
    }
    drop(s);

    // Every result came from its table's journal, its sha256 the file's.
    let lines: Vec<Value> =
        std::fs::read_to_string(&journal).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let results: Vec<&Value> = lines.iter().filter(|l| l["type"] == "result").collect();
    assert_eq!(results.len(), 18);
    for r in &results {
        let (round, table) = (r["round"].as_u64().unwrap() as u32, r["table"].as_u64().unwrap() as u32);
        assert_eq!(r["from"]["journal"], format!("table-{table}.jsonl"));
        assert_eq!(r["from"]["sha256"], sha256_hex(&table_journal(&journal, round, table)), "{round}/{table}");
    }
    let out =
        crate::support::tapete().home(home.path()).args(["concours", "standings", "--format", "json"]).status(0).run();
    let st: Value = serde_json::from_str(&out.stdout).unwrap();
    let points: BTreeMap<String, i64> = st["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (t["team"].as_str().unwrap().to_string(), t["points"].as_i64().unwrap()))
        .collect();
    assert_eq!(points, expected);
    crate::support::tapete().home(home.path()).args(["concours", "verify", journal.to_str().unwrap()]).status(0).run();
}

/// A concours of five teams (two tables and a bye), its first round drawn and served.
fn served_five(home: &std::path::Path) -> (Server, std::path::PathBuf) {
    crate::support::tapete()
        .home(home)
        .args([
            "concours",
            "new",
            "Tarde",
            "--ruleset",
            "belote-classic",
            "--teams",
            "Ana+Luis,Marta+Pep,Olga+Rosa,Juan+Eva,Sara+Tom",
        ])
        .args(["--rounds", "2", "--hands", "2", "--seed", "3"])
        .status(0)
        .run();
    let journal = crate::support::only_journal(&home.join("concours"));
    crate::support::tapete().home(home).args(["concours", "draw"]).status(0).run();
    (Server::start(home), journal)
}

/// The organiser's cookie, from its PIN.
fn admin_cookie(s: &Server) -> String {
    let a = s.get(&format!("/admin/?pin={}", admin_pin(s)), "");
    assert_eq!(a.status, 303, "{}", a.body);
    a.header("set-cookie").unwrap().split(';').next().unwrap().to_string()
}

/// A key of what came of a form, as the 303 carries it: sixteen hex digits, nothing of the text.
#[track_caller]
fn key_only(location: &str, base: &str) {
    let key = location.strip_prefix(base).and_then(|q| q.rsplit("m=").next()).unwrap_or_default();
    assert!(key.len() == 16 && key.bytes().all(|b| b.is_ascii_hexdigit()), "{location}");
}

#[test]
fn the_organiser_s_page_and_the_seating_form_say_only_tapete_s_own_sentences() {
    let home = tempfile::tempdir().unwrap();
    let (s, journal) = served_five(home.path());
    let admin = admin_cookie(&s);
    // A crafted link's text is shown nowhere, bad or not.
    let crafted = "m=Send%20your%20PIN%20to%20evil.example&bad=1";
    for path in [format!("/admin/?{crafted}"), format!("/admin/?t=1&{crafted}")] {
        let page = s.get(&path, &admin);
        assert_eq!(page.status, 200);
        assert!(!page.body.contains("evil.example") && !page.body.contains("class=\"msg"), "{}", page.body);
    }
    // A form's outcome: the address holds a key, the page the sentence, once.
    let a = admin_post(&s, &admin, "/admin/draw", "");
    let to = a.header("location").unwrap().to_string();
    key_only(&to, "/admin/?");
    assert!(!to.contains("over"), "{to}");
    let (bad, page) = followed(&s, &admin, &a);
    assert!(bad && page.contains("is not over"), "{page}");

    // The seating form at a table: its refusal kept on the server as well.
    let phone = crate::concours_serve::Phone::new(&s, 1, &crate::concours_serve::pin(&journal, 1, 1));
    let page = s.get(&format!("/t/1/?{crafted}"), &phone.cookie);
    assert!(page.body.contains("name=\"dealer\""), "the seating form: {}", page.body);
    assert!(!page.body.contains("evil.example"), "{}", page.body);
    let (teams, _) = crate::concours_serve::draw(home.path(), 1);
    let t0 = crate::concours_serve::players(&teams[0][0]);
    let body = format!("dealer={}&next={}", t0[0], t0[1]);
    let a = s.send(format!(
        "POST /t/1/start HTTP/1.1\r\nHost: {0}\r\nOrigin: http://{0}\r\nCookie: {1}\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {2}\r\nConnection: close\r\n\r\n{body}",
        s.addr,
        phone.cookie,
        body.len()
    ));
    assert_eq!(a.status, 303, "{}", a.body);
    let to = a.header("location").unwrap().to_string();
    key_only(&to, "/t/1/?");
    let page = s.get(&to, &phone.cookie).body;
    assert!(page.contains("class=\"msg bad\"") && page.contains("one of each team"), "{page}");
    assert!(!s.get(&to, &phone.cookie).body.contains("one of each team"), "said once");
}

// Many addresses of loopback: Linux's.
#[cfg(target_os = "linux")]
#[test]
fn wrong_pins_at_the_organiser_s_page_are_said_at_the_terminal_once_with_how_to_start_with_a_new_pin() {
    let home = tempfile::tempdir().unwrap();
    let (s, journal) = served_five(home.path());
    let admin = admin_cookie(&s);
    let right = admin_pin(&s);
    let get_from = |from: std::net::Ipv4Addr, pin: &str| {
        let req = format!("GET /admin/?pin={pin} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n", s.addr);
        crate::support::net::exchange_from(from, s.addr, req.as_bytes(), crate::support::wait::deadline()).unwrap()
    };
    // One guesser through 127.0.1.x, two wrong PINs an address (fewer than an address's five):
    // the page's budget of 30 a minute is spent, then not even the right PIN is checked.
    let guess = |i: u8| std::net::Ipv4Addr::new(127, 0, 1, 1 + i / 2);
    let wrong = |i: u8| format!("{:06}", (right.parse::<u32>().unwrap() + 1 + u32::from(i)) % 1_000_000);
    for i in 0..30u8 {
        assert_eq!(get_from(guess(i), &wrong(i)).status, 403, "wrong PIN {}", i + 1);
    }
    let a = get_from(std::net::Ipv4Addr::new(127, 0, 2, 1), &right);
    assert_eq!(a.status, 403);
    assert!(a.body.contains("Too many wrong PINs"), "{}", a.body);
    let said = crate::support::wait::until_some("the terminal told", || {
        s.errs().into_iter().find(|l| l.contains("organiser's page") && l.contains("guessing"))
    });
    let kept = journal.with_extension("").join("admin-pin.json");
    assert!(said.contains(&kept.display().to_string()), "where the PIN is kept, to remove: {said}");
    assert!(said.contains(&format!("tapete concours serve --file {}", journal.display())), "{said}");
    // The organiser's browser goes on.
    assert!(s.get("/admin/", &admin).body.contains("class=\"tables\""));
    // Said once, however many guesses follow.
    for i in 40..45u8 {
        get_from(guess(i), &wrong(i));
    }
    assert_eq!(s.errs().iter().filter(|l| l.contains("guessing")).count(), 1, "{:?}", s.errs());
}

#[test]
fn a_late_team_added_from_the_organiser_s_page_scores_its_missed_round_as_a_bye_and_is_drawn_next() {
    // Five teams, two rounds of two hands of belote-classic: round 1 has two tables and a bye.
    let home = tempfile::tempdir().unwrap();
    let (s, journal) = served_five(home.path());
    let admin = admin_cookie(&s);
    let page = s.get("/admin/", &admin).body;
    assert!(page.contains("action=\"/admin/add\"") && page.contains("name=\"a\"") && page.contains("name=\"b\""));
    // Round 1's results typed (each partie's totals add up to 2 × 162 = 324), so the standings
    // are after round 1.
    for (n, body) in [(1, "a=262&b=62"), (2, "a=200&b=124")] {
        let (bad, page) = followed(&s, &admin, &admin_post(&s, &admin, "/admin/result", &format!("table={n}&{body}")));
        assert!(!bad, "{page}");
    }
    let before = std::fs::read(&journal).unwrap();

    // Not the organiser: no cookie, or a table's; nothing written.
    let body = "a=Zoe&b=Max";
    assert_eq!(admin_post(&s, "", "/admin/add", body).status, 403);
    let phone = crate::concours_serve::Phone::new(&s, 1, &crate::concours_serve::pin(&journal, 1, 1));
    assert_eq!(admin_post(&s, &phone.cookie, "/admin/add", body).status, 403);
    // Refused as `concours add` refuses: a player already in the concours (case aside, given as
    // one `A+B` field), one player alone; nothing written.
    let (bad, page) = followed(&s, &admin, &admin_post(&s, &admin, "/admin/add", "a=ana%2BZed&b="));
    assert!(bad && page.contains("plays in two teams"), "{page}");
    let (bad, page) = followed(&s, &admin, &admin_post(&s, &admin, "/admin/add", "a=Zed&b="));
    assert!(bad && page.contains("is not a team"), "{page}");
    assert_eq!(std::fs::read(&journal).unwrap(), before, "nothing written");
    assert!(s.state()["standings"]["standings"].as_array().unwrap().iter().all(|t| t["team"] != "Zoe+Max"));

    // Added: it plays from round 2; round 1 scores for it as a bye under bye_points (half a
    // partie of two hands: 81 × 2 = 162), not its own bye.
    let (bad, page) = followed(&s, &admin, &admin_post(&s, &admin, "/admin/add", body));
    assert!(!bad, "{page}");
    assert!(page.contains("Zoe+Max plays from round 2"), "{page}");
    assert!(page.contains("<option value=\"Zoe+Max\">"), "offered for a withdrawal: {page}");
    let last: Value = serde_json::from_str(std::fs::read_to_string(&journal).unwrap().lines().last().unwrap()).unwrap();
    assert_eq!((&last["type"], &last["from_round"]), (&Value::from("add"), &Value::from(2)));
    let st = s.state();
    assert_eq!(st["standings"]["after"], 1);
    let zoe = st["standings"]["standings"].as_array().unwrap().iter().find(|t| t["team"] == "Zoe+Max").cloned();
    let zoe = zoe.expect("the late team in the standings");
    assert_eq!(
        [&zoe["points"], &zoe["against"], &zoe["played"], &zoe["byes"], &zoe["joined"], &zoe["missed"]],
        [&Value::from(162), &Value::from(162), &Value::from(0), &Value::from(0), &Value::from(2), &Value::from(1)]
    );
    // Added twice: the team is in already.
    let (bad, page) = followed(&s, &admin, &admin_post(&s, &admin, "/admin/add", "a=max&b=zoe"));
    assert!(bad && page.contains("given twice"), "{page}");

    // Round 2 drawn from the page: six teams, three tables and no bye; the late team at one.
    let (bad, page) = followed(&s, &admin, &admin_post(&s, &admin, "/admin/draw", ""));
    assert!(!bad, "{page}");
    let st = s.state();
    assert_eq!(st["round"], 2);
    let tables = st["tables"].as_array().unwrap();
    assert_eq!(tables.len(), 3);
    let at: Vec<&Value> =
        tables.iter().filter(|t| t["teams"].as_array().unwrap().contains(&"Zoe+Max".into())).collect();
    assert_eq!(at.len(), 1, "{tables:?}");
    assert_eq!(st["standings"]["bye"], Value::Null);
}
