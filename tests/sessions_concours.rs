//! A concours's tables keep their parties in session journals of the sessions folder
//! (`concours/NAME/round-R/table-N.jsonl`, #39): `tapete sessions` lists them under their
//! concours, round and table named, and `stats` counts them as the sessions they are. The
//! numbers are worked out here from the example journals' verdicts (their expected.json).

use crate::support::{example, example_text, tapete};
use serde_json::{json, Value};
use std::path::Path;

const CLUB: &str = "2026-11-28-2000-club";
const OTHER: &str = "2026-12-05-2000-other";

/// `text` cut before its `n`th deal (counted from 1): the hands before it, and no more.
fn before_deal(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let cut = lines.iter().enumerate().filter(|(_, l)| l.contains("\"deal\"")).nth(n - 1).map(|(i, _)| i).unwrap();
    lines[..cut].join("\n") + "\n"
}

/// A sessions folder: one session of its own (belote-classic-a, 5 hands, Marta+Olga won 556 to
/// 294); the concours `club` (its journal, which is no session) whose round 1 kept two parties
/// (table 1: belote-classic-b, 12 hands, Pep+Xavi won 1006 to 634; table 2: belote-es-pairs,
/// 4 hands, Iker+Xavi won 514 to 314) and round 2 one still going (table 1: belote-classic-a's
/// first 3 hands: Pep+Iker 108, Marta+Olga 162 + 74 + 182 = 418); and a later concours `other`
/// whose round 1 table 3 kept belote-es-pairs. Files named otherwise in a concours's folder are
/// none of its tables.
fn home() -> tempfile::TempDir {
    let home = tempfile::tempdir().unwrap();
    let h = home.path();
    std::fs::copy(example("belote-classic-a"), h.join("2026-11-20-2000-belote-classic.jsonl")).unwrap();
    let concours = h.join("concours");
    std::fs::create_dir_all(concours.join(CLUB).join("round-1")).unwrap();
    std::fs::create_dir_all(concours.join(CLUB).join("round-2")).unwrap();
    std::fs::create_dir_all(concours.join(OTHER).join("round-1")).unwrap();
    std::fs::create_dir_all(concours.join(CLUB).join("round-x")).unwrap();
    tapete()
        .home(h)
        .env("TAPETE_NOW", "2026-11-28T20:00:00Z")
        .args(["concours", "new", "club", "--ruleset", "belote-classic", "--rounds", "2"])
        .args(["--teams", "Pep+Xavi,Iker+Olga,Nuria+Marta"])
        .status(0)
        .run();
    assert!(concours.join(format!("{CLUB}.jsonl")).is_file(), "the concours journal is {CLUB}.jsonl");
    let club = concours.join(CLUB);
    std::fs::copy(example("belote-classic-b"), club.join("round-1/table-1.jsonl")).unwrap();
    std::fs::copy(example("belote-es-pairs"), club.join("round-1/table-2.jsonl")).unwrap();
    std::fs::write(club.join("round-2/table-1.jsonl"), before_deal(&example_text("belote-classic-a"), 4)).unwrap();
    std::fs::copy(example("belote-es-pairs"), concours.join(OTHER).join("round-1/table-3.jsonl")).unwrap();
    // Not a table's partie: another name, a round that is no number, a table numbered with a zero.
    std::fs::copy(example("belote-es-pairs"), club.join("round-1/notes.jsonl")).unwrap();
    std::fs::copy(example("belote-es-pairs"), club.join("round-x/table-1.jsonl")).unwrap();
    std::fs::copy(example("belote-es-pairs"), club.join("round-1/table-03.jsonl")).unwrap();
    home
}

#[test]
fn sessions_lists_the_tables_parties_under_their_concours() {
    let home = home();
    let h = home.path();
    let v = tapete().home(h).args(["sessions", "--format", "json"]).status(0).run().json();
    let rows = v.as_array().unwrap();
    let key = |r: &Value| (r["session"].clone(), r["concours"].clone(), r["round"].clone(), r["table"].clone());
    let table =
        |c: &str, r: u32, t: u32| (json!(format!("concours/{c}/round-{r}/table-{t}")), json!(c), json!(r), json!(t));
    assert_eq!(
        rows.iter().map(key).collect::<Vec<_>>(),
        [
            (json!("2026-11-20-2000-belote-classic"), Value::Null, Value::Null, Value::Null),
            table(OTHER, 1, 3),
            table(CLUB, 1, 1),
            table(CLUB, 1, 2),
            table(CLUB, 2, 1),
        ],
        "{v:#}"
    );
    let brief = |r: &Value| (r["hands"].clone(), r["status"].clone(), r["winner"].clone(), r["leader"].clone());
    let leader = |side: &str, total: i64| json!({"side": side, "total": total});
    assert_eq!(brief(&rows[0]), (json!(5), json!("won"), json!("Marta+Olga"), leader("Marta+Olga", 556)));
    assert_eq!(brief(&rows[1]), (json!(4), json!("won"), json!("Iker+Xavi"), leader("Iker+Xavi", 514)));
    assert_eq!(brief(&rows[2]), (json!(12), json!("won"), json!("Pep+Xavi"), leader("Pep+Xavi", 1006)));
    assert_eq!(brief(&rows[3]), (json!(4), json!("won"), json!("Iker+Xavi"), leader("Iker+Xavi", 514)));
    assert_eq!(brief(&rows[4]), (json!(3), json!("unfinished"), Value::Null, leader("Marta+Olga", 418)));
    let file = Path::new(rows[3]["file"].as_str().unwrap());
    assert_eq!(file, h.join("concours").join(CLUB).join("round-1").join("table-2.jsonl"));

    // The table: the session of its own first, then each concours under a heading of its own,
    // its parties round by round, table by table.
    let text = tapete().home(h).args(["--lang", "en", "sessions"]).env("COLUMNS", "200").status(0).run().stdout;
    let at = |needle: &str| text.find(needle).unwrap_or_else(|| panic!("no {needle} in:\n{text}"));
    let order = [
        at("2026-11-20-2000-belote-classic"),
        at(&format!("Concours {OTHER}: the parties of its tables")),
        at(&format!("concours/{OTHER}/round-1/table-3")),
        at(&format!("Concours {CLUB}: the parties of its tables")),
        at(&format!("concours/{CLUB}/round-1/table-1")),
        at(&format!("concours/{CLUB}/round-1/table-2")),
        at(&format!("concours/{CLUB}/round-2/table-1")),
    ];
    assert!(order.windows(2).all(|w| w[0] < w[1]), "out of order:\n{text}");
    assert!(!text.contains("notes") && !text.contains("round-x") && !text.contains("table-03"), "{text}");
    // The concours journal is no session.
    assert!(!text.contains(&format!("{CLUB}.jsonl")) && !text.contains(&format!("│ {CLUB} ")), "{text}");
    for lang in ["es", "fr"] {
        let text = tapete().home(h).args(["--lang", lang, "sessions"]).status(0).run().stdout;
        let heading = if lang == "es" { "Concurso" } else { "Concours" };
        assert!(text.contains(&format!("{heading} {CLUB}")), "{lang}:\n{text}");
    }

    // A table's partie by the name listed, from any folder, as by its path.
    let elsewhere = tempfile::tempdir().unwrap();
    let name = format!("concours/{CLUB}/round-1/table-2");
    for command in ["summary", "verify"] {
        let by_path = tapete().home(h).arg(command).arg(file).status(0).run();
        let by_name = tapete().home(h).current_dir(elsewhere.path()).args([command, &name]).status(0).run();
        assert_eq!(by_name.stdout, by_path.stdout, "{command} {name}");
    }
    // With only concours tables, the listing is theirs (no word of an empty sessions folder).
    std::fs::remove_file(h.join("2026-11-20-2000-belote-classic.jsonl")).unwrap();
    let text = tapete().home(h).args(["--lang", "en", "sessions"]).status(0).run().stdout;
    assert!(!text.contains("No sessions") && text.contains(&format!("concours/{CLUB}/round-2/table-1")), "{text}");
}

#[test]
fn stats_counts_the_tables_parties_as_sessions() {
    let home = home();
    let h = home.path();
    // Default folder (the sessions folder) and the same folder named: the same counts.
    let by_default = tapete().home(h).args(["stats", "--format", "json"]).status(0).run().json();
    let named = tapete().home(h).args(["stats", "--format", "json"]).arg(h).status(0).run().json();
    assert_eq!(by_default, named);
    let player = |name: &str| {
        let c = &by_default["players"][name];
        (c["sessions"].as_i64().unwrap(), c["hands"].as_i64().unwrap(), c["won"].as_i64().unwrap())
    };
    // Pep plays in all five journals: 5 + 12 + 4 + 3 + 4 hands, and won belote-classic-b's.
    assert_eq!(player("Pep"), (5, 28, 1));
    // Marta: belote-classic-a (won) and its first 3 hands (round 2, table 1).
    assert_eq!(player("Marta"), (2, 8, 1));
    // Xavi: belote-classic-b (won) and belote-es-pairs twice (won both): 12 + 4 + 4.
    assert_eq!(player("Xavi"), (3, 20, 3));
    // Nuria: belote-es-pairs twice, lost both.
    assert_eq!(player("Nuria"), (2, 8, 0));
    let team = &by_default["teams"]["Iker+Xavi"];
    assert_eq!((team["sessions"].as_i64(), team["won"].as_i64()), (Some(2), Some(2)), "{team}");
    assert!(by_default["unreadable"].as_array().unwrap().is_empty(), "{by_default}");
}
