//! A concours of coinche and contree (docs/concours.md, Results; RULES.md coinche, contree and
//! Concours). Typed totals follow from no sum under contract bids: they are taken within the
//! bounds the rules set, worked out here by hand from the options: a hand scores at most a
//! surcoinched capot bid made with the belote, (250 + 250 + 20) × 4 = 2080 at coinche, the
//! belote inside the takers' total; (250 + 250) × 4 + 20 = 2020 at contree, the belote outside
//! every product. The bye is the team's average unless `--bye-points` says otherwise, and a
//! table's sheet has a row per hand: its contract, taker, multiplier, made or failed, and each
//! side's points.

use crate::support::concours::{bye, partie, sha256_hex, tables, verified_totals, Club, Count};

/// A concours of two teams, one round, drawn: the table's teams in the draw's order.
fn one_table(ruleset: &str, length: &[&str], options: &[&str]) -> (Club, [String; 2]) {
    let mut args = vec!["Bounds", "--ruleset", ruleset, "--teams", "Ana+Luis,Marta+Pep", "--rounds", "1"];
    args.extend(length);
    args.extend(["--seed", "3"]);
    for o in options {
        args.extend(["--option", o]);
    }
    let club = Club::new(&args);
    let d = club.draw();
    let teams = tables(&d)[0].1.clone();
    (club, teams)
}

/// `result --table 1`: the first team `a`, the other `b`, with `flags`.
fn sheet(teams: &[String; 2], a: i64, b: i64, flags: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = ["result", "--table", "1", "--score"].iter().map(|s| s.to_string()).collect();
    v.push(format!("{}={a}", teams[0]));
    v.push("--score".into());
    v.push(format!("{}={b}", teams[1]));
    v.extend(flags.iter().map(|s| s.to_string()));
    v
}

/// The sheet is taken (then undone, so that the next one may be tried).
#[track_caller]
fn taken(club: &Club, args: &[String]) {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    club.ok(&args);
    club.ok(&["undo"]);
}

#[track_caller]
fn refused(club: &Club, args: &[String]) -> String {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    club.refused(&args)
}

#[test]
fn a_coinche_partie_of_h_hands_is_bounded_by_h_surcoinched_capots_with_the_belote() {
    let (club, t) = one_table("coinche", &["--hands", "4"], &[]);
    // RULES.md coinche: a capot bid made scores (250 + 250 + the takers' belote) × m, m = 4
    // surcoinched: 2080, the defence 0. Four such hands: 8320 for one team, 0 for the other.
    taken(&club, &sheet(&t, 8320, 0, &[]));
    taken(&club, &sheet(&t, 0, 8320, &[]));
    let err = refused(&club, &sheet(&t, 8321, 0, &[]));
    assert!(err.contains(&format!("{} cannot score 8321 in 4 hands", t[0])), "{err}");
    assert!(err.contains("(250 + 250 + 20) × 4 = 2080") && err.contains("4 × 2080 = 8320"), "{err}");
    // A hand gives both teams together no more: the side that loses a coinched contract keeps
    // at most its belote, already counted. 4000 + 4320 = 8320 is taken, 4000 + 4321 is not.
    taken(&club, &sheet(&t, 4000, 4320, &[]));
    let err = refused(&club, &sheet(&t, 4000, 4321, &[]));
    assert!(err.contains("the totals add up to 8321") && err.contains("8320"), "{err}");
    // Non-negative; the counts of a Belote sheet say nothing here.
    let err = refused(&club, &sheet(&t, -1, 500, &[]));
    assert!(err.contains("-1"), "{err}");
    for flag in ["--belotes", "--capots", "--held"] {
        let err = refused(&club, &sheet(&t, 1000, 500, &[flag, "1"]));
        assert!(err.contains(flag) && err.contains("two totals only"), "{err}");
    }
    // Any totals within the bounds: nothing adds them up.
    taken(&club, &sheet(&t, 0, 0, &[]));
    taken(&club, &sheet(&t, 1234, 567, &[]));
    // In the concours's language: French and Spanish.
    let out = club.cmd(&[]).args(sheet(&t, 8321, 0, &[])).args(["--lang", "fr"]).status(2).run();
    assert!(out.stderr.contains("ne peut pas marquer 8321 en 4 donnes"), "{}", out.stderr);
    assert!(out.stderr.contains("(250 + 250 + 20) × 4 = 2080, donc 4 × 2080 = 8320"), "{}", out.stderr);
    let out = club.cmd(&[]).args(sheet(&t, 4000, 4321, &[])).args(["--lang", "es"]).status(2).run();
    assert!(out.stderr.contains("los totales suman 8321"), "{}", out.stderr);
    assert!(out.stderr.contains("así que 4 × 2080 = 8320"), "{}", out.stderr);
}

#[test]
fn the_bound_follows_the_options() {
    // surcoinche: 3, the multiplier is 1, 2 or 3: (250 + 250 + 20) × 3 = 1560 a hand.
    let (club, t) = one_table("coinche", &["--hands", "1"], &["surcoinche=3"]);
    taken(&club, &sheet(&t, 1560, 0, &[]));
    let err = refused(&club, &sheet(&t, 1561, 0, &[]));
    assert!(err.contains("(250 + 250 + 20) × 3 = 1560"), "{err}");
    // bid-only: the value times the multiplier, the belote to its holder: 250 × 4 + 20 = 1020.
    let (club, t) = one_table("coinche", &["--hands", "2"], &["scoring=bid-only"]);
    taken(&club, &sheet(&t, 2040, 0, &[]));
    let err = refused(&club, &sheet(&t, 2041, 0, &[]));
    assert!(err.contains("250 × 4 + 20 = 1020") && err.contains("2 × 1020 = 2040"), "{err}");
    // A belote in each suit of all-trump: four belotes, (250 + 250 + 80) × 4 = 2320.
    let (club, t) = one_table("coinche", &["--hands", "1"], &["belote.all_trump=each-suit"]);
    taken(&club, &sheet(&t, 2320, 0, &[]));
    let err = refused(&club, &sheet(&t, 2321, 0, &[]));
    assert!(err.contains("(250 + 250 + 80) × 4 = 2320"), "{err}");
    // RULES.md contree: a capot bid made 500 × m, the belote outside every product:
    // 500 × 4 + 20 = 2020 a hand, 4040 in two.
    let (club, t) = one_table("contree", &["--hands", "2"], &[]);
    taken(&club, &sheet(&t, 4040, 0, &[]));
    let err = refused(&club, &sheet(&t, 4041, 0, &[]));
    assert!(err.contains("(250 + 250) × 4 + 20 = 2020") && err.contains("2 × 2020 = 4040"), "{err}");
}

#[test]
fn a_partie_to_a_target_ends_within_two_hands_of_it() {
    // coinche to 2000, won by exceeding it. Before the hand that ends the partie neither team
    // is past 2000, unless both are, equal, and with one belote a hand the next hand cannot add
    // as much to both: at most 2000 + 2 × 2080 = 6160.
    let (club, t) = one_table("coinche", &["--target", "2000"], &[]);
    taken(&club, &sheet(&t, 6160, 1500, &[]));
    let err = refused(&club, &sheet(&t, 6161, 1500, &[]));
    assert!(err.contains("in a partie to 2000") && err.contains("2000 + 2 × 2080 = 6160"), "{err}");
    // Exceeded, not reached: 2000 is no end; 2010 is.
    let err = refused(&club, &sheet(&t, 2000, 1500, &[]));
    assert!(err.contains("neither team is over 2000"), "{err}");
    taken(&club, &sheet(&t, 2010, 1500, &[]));
    // Equal totals past the target: another hand is played.
    let err = refused(&club, &sheet(&t, 2100, 2100, &[]));
    assert!(err.contains("2100"), "{err}");
    // contree is won by reaching it: 2000 ends the partie; at most 2000 + 2 × 2020 = 6040.
    let (club, t) = one_table("contree", &["--target", "2000"], &[]);
    taken(&club, &sheet(&t, 2000, 1500, &[]));
    taken(&club, &sheet(&t, 6040, 0, &[]));
    let err = refused(&club, &sheet(&t, 6041, 0, &[]));
    assert!(err.contains("2000 + 2 × 2020 = 6040"), "{err}");
    // Four belotes a hand (each suit of all-trump) can add as much to both totals (at
    // eighty_needs 80, an 80 made with 81 card points: 80 + 81 = 161 to the takers, 81 + 4 × 20
    // = 161 to the defence), so equal totals past the target can stay equal: no upper bound.
    let (club, t) = one_table("contree", &["--target", "2000"], &["all_no_trump=true", "belote.all_trump=each-suit"]);
    taken(&club, &sheet(&t, 100_000, 99_000, &[]));
}

#[test]
fn the_bye_is_the_average_under_contract_bids_unless_said() {
    let header = |ruleset: &str, extra: &[&str]| {
        let mut args = vec!["Bye", "--ruleset", ruleset, "--teams", "Ana+Luis,Marta+Pep,Eva+Juan", "--rounds", "1"];
        args.extend(extra);
        Club::new(&args).header()
    };
    assert_eq!(header("coinche", &[])["bye_points"], "average");
    assert_eq!(header("contree", &["--target", "1000"])["bye_points"], "average");
    assert_eq!(header("coinche", &["--bye-points", "half"])["bye_points"], "half");
    assert_eq!(header("contree", &["--bye-points", "zero"])["bye_points"], "zero");
    // Belote's totals add up hand by hand: half a partie, as before.
    assert_eq!(header("belote-classic", &[])["bye_points"], "half");
}

const TEAMS: &str = "Ana+Luis,Marta+Pep,Joan+Rosa,Iker+Nora,Eva+Juan";

#[test]
fn a_coinche_concours_of_five_teams_with_typed_results_a_session_journal_and_byes() {
    let club = Club::new(&["Coinchée", "--ruleset", "coinche", "--teams", TEAMS, "--rounds", "2", "--hands", "4"]);
    let h = club.header();
    assert_eq!((h["bye_points"].as_str(), h["hands"].as_u64()), (Some("average"), Some(4)));
    let mut count = Count::of_header(&h);
    // Round 1: typed sheets. The bye has played no partie: half a partie, half the card points
    // of 4 hands, 81 × 4 = 324.
    let d = club.draw();
    let first_bye = bye(&d).unwrap();
    let typed = [[1320, 612], [900, 2080]];
    // Each team's points for and against in round 1.
    let mut round1 = std::collections::BTreeMap::new();
    for ((table, teams), points) in tables(&d).into_iter().zip(typed) {
        club.result(table, (&teams[0], points[0]), (&teams[1], points[1]), &[]);
        count.partie(1, &teams, points);
        round1.insert(teams[0].clone(), (points[0], points[1]));
        round1.insert(teams[1].clone(), (points[1], points[0]));
    }
    count.bye(1, &first_bye);
    let s = club.standings();
    let line = |s: &serde_json::Value, team: &str| {
        s["standings"].as_array().unwrap().iter().find(|l| l["team"] == team).unwrap().clone()
    };
    let b = line(&s, &first_bye);
    assert_eq!((b["points"].as_i64(), b["against"].as_i64(), b["won"].as_f64()), (Some(324), Some(324), Some(1.0)));
    count.check(&s, "round 1");
    // Round 2: one table keeps its partie with tapete (a simulated session of 4 hands, as a
    // table would keep it: `simulate coinche --journal`), the other hands in a sheet. The bye
    // has played one partie: its average is that partie's points.
    let d = club.draw();
    let second_bye = bye(&d).unwrap();
    assert_ne!(second_bye, first_bye, "the lowest-ranked team that has not had one");
    let sessions = tempfile::tempdir().unwrap();
    for (k, (table, teams)) in tables(&d).into_iter().enumerate() {
        if k == 0 {
            let j = partie("coinche", &teams[0], &teams[1], 7, &["hands=4"], sessions.path(), "t1");
            let totals = verified_totals(&j);
            let points = [totals[&teams[0]], totals[&teams[1]]];
            club.ok(&["result", "--table", &table.to_string(), "--from", j.to_str().unwrap()]);
            let line = club.lines().pop().unwrap();
            assert_eq!(line["points"], serde_json::json!(points), "{line}");
            assert_eq!((line["hands"].as_u64(), line["from"]["sha256"].as_str()), (Some(4), Some(&*sha256_hex(&j))));
            count.partie(2, &teams, points);
        } else {
            club.result(table, (&teams[0], 2080), (&teams[1], 0), &[]);
            count.partie(2, &teams, [2080, 0]);
        }
    }
    count.bye(2, &second_bye);
    let s = club.standings();
    // Its bye scores its own mean, the one partie it played: points for and against alike.
    let (own, against) = round1[&second_bye];
    let b = line(&s, &second_bye);
    assert_eq!((b["points"].as_i64(), b["against"].as_i64()), (Some(2 * own), Some(against + own)));
    count.check(&s, "round 2");
    let v = club.ok(&["verify", "--json"]).json();
    assert_eq!((v["ok"].as_bool(), v["results"].as_u64()), (Some(true), Some(4)), "{v}");
}

#[test]
fn a_coinche_sheet_has_a_row_per_hand_with_its_contract() {
    let club = Club::new(&["Feuilles", "--ruleset", "coinche", "--teams", TEAMS, "--rounds", "1", "--hands", "6"]);
    club.draw();
    let html = club.ok(&["draw", "--round", "1", "--format", "html"]).stdout;
    let sheets: Vec<&str> = html.split("<section class=\"sheet\" data-table=").skip(1).collect();
    assert_eq!(sheets.len(), 2, "five teams: two tables and a bye");
    for s in &sheets {
        // The head: the hand, the hand report's contract (value and trump, taker, ×,
        // made/failed), then each team's points.
        let head = s.split("<thead>").nth(1).unwrap().split("</thead>").next().unwrap();
        let heads: Vec<&str> =
            head.split("<th").skip(1).map(|c| c.split('>').nth(1).unwrap().split('<').next().unwrap()).collect();
        assert_eq!(&heads[..5], ["Hand", "Contract", "Taker", "×", "Made / failed"], "{head}");
        assert_eq!(heads.len(), 7, "{head}");
        // Six hands, numbered, each row those seven cells.
        let body = s.split("<tbody>").nth(1).unwrap().split("</tbody>").next().unwrap();
        let rows: Vec<&str> = body.split("<tr data-hand=").skip(1).collect();
        assert_eq!(rows.len(), 6);
        for (k, r) in rows.iter().enumerate() {
            assert!(r.contains(&format!("<td class=\"hand\">{}</td>", k + 1)), "{r}");
            assert_eq!(r.matches("<td").count(), 7, "{r}");
            for class in ["contract", "taker", "mult", "made"] {
                assert!(r.contains(&format!("<td class=\"{class}\"></td>")), "{r}");
            }
        }
        // The bounds, not a sum: 6 × 2080 = 12480; no lines for belotes, capots or held points.
        assert!(s.contains("each total is 0 to 6 × 2080 = 12480"), "{s}");
        assert!(!s.contains("litige"), "{s}");
    }
    // In French.
    let html = club.cmd(&["draw", "--round", "1", "--format", "html", "--lang", "fr"]).status(0).run().stdout;
    assert!(html.contains("<th class=\"contract\">Contrat</th><th class=\"taker\">Preneur</th>"), "{html}");
    assert!(html.contains("<th class=\"made\">Fait / chuté</th>"));
    // Belote's sheet keeps its two columns.
    let club = Club::new(&["Belote", "--ruleset", "belote-classic", "--teams", TEAMS, "--rounds", "1"]);
    club.draw();
    let html = club.ok(&["draw", "--round", "1", "--format", "html"]).stdout;
    assert!(!html.contains("class=\"contract\"") && html.contains("Belotes"), "{html}");
}

#[test]
fn every_hand_the_referee_scores_is_within_the_bound() {
    use std::sync::Arc;
    use tapete::concours::Score;
    use tapete::engine::Outcome;
    use tapete::ruleset::OptValue;
    // The most a hand scores, worked out above from RULES.md for each set of options; one
    // hand's two scores, and their sum, never more. Simulated parties of one hand, some with
    // broken play duties (the renounce penalty), are typed as sheets and taken.
    // (ruleset, its options, the most a hand scores)
    type Case = (&'static str, &'static [(&'static str, &'static str)], i64);
    let cases: [Case; 5] = [
        ("coinche", &[], 2080),
        ("coinche", &[("surcoinche", "3")], 1560),
        ("coinche", &[("scoring", "bid-only")], 1020),
        ("coinche", &[("belote.all_trump", "each-suit")], 2320),
        ("contree", &[], 2020),
    ];
    let mut coinched = 0;
    for (ruleset, options, most) in cases {
        let flags: Vec<String> = options.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let flags: Vec<&str> = flags.iter().map(String::as_str).collect();
        let (club, _) = one_table(ruleset, &["--hands", "1"], &flags);
        let mut sink = Vec::new();
        let choice = tapete::i18n::LangChoice { flag: None, config: None, locale: tapete::i18n::Lang::En };
        let loaded = tapete::commands::concours::load(Some(club.journal.as_path()), choice, &mut sink).unwrap();
        let c = &loaded.replayed.concours;
        assert_eq!(c.bound.map(|b| b.hand.points()), Some(most), "{ruleset} {options:?}");
        let rules = Arc::new(tapete::games::Rules::load(ruleset).unwrap());
        for seed in 0..1000u64 {
            let mut opts = indexmap::IndexMap::new();
            opts.insert("hands".to_string(), OptValue::Int(1));
            for (k, v) in options {
                let v = v.parse::<i64>().map(OptValue::Int).unwrap_or_else(|_| OptValue::Str(v.to_string()));
                opts.insert(k.to_string(), v);
            }
            let breaches = if seed % 4 == 0 { 0.3 } else { 0.0 };
            let sim = tapete::simulate::simulate(rules.clone(), 4, true, opts, 40, seed, breaches).unwrap();
            assert!(sim.refused.is_empty(), "seed {seed}: {:?}", sim.refused);
            let v = sim.session.verdict();
            for h in v.hands.iter().filter(|h| h.outcome == Outcome::Played) {
                let side = |s: usize| h.breakdown.iter().filter(|l| l.side == s).map(|l| l.points).sum::<i64>();
                let (a, b) = (side(0), side(1));
                assert!(a <= most && b <= most && a + b <= most, "{ruleset} {options:?} seed {seed}: {a} {b}");
                coinched += usize::from(h.contract.is_some_and(|s| s.contract.multiplier > 1));
            }
            let totals = &v.standing.totals;
            let typed = Score {
                round: 1,
                table: 1,
                teams: None,
                points: [totals[0], totals[1]],
                belotes: 0,
                capots: 0,
                held: 0,
                hands: Some(1),
                from: None,
            };
            assert_eq!(c.check_result(&typed), Ok(()), "{ruleset} {options:?} seed {seed}: {typed:?}");
        }
    }
    // The bots coinche: multiplied contracts were scored.
    assert!(coinched > 0);
}

#[test]
fn a_coinche_session_of_other_options_or_rules_is_no_partie_of_the_table() {
    let (club, t) = one_table("coinche", &["--hands", "4"], &[]);
    let dir = tempfile::tempdir().unwrap();
    let from = |j: &std::path::Path| {
        let j = j.to_str().unwrap().to_string();
        club.refused(&["result", "--table", "1", "--from", &j])
    };
    // Played with a surcoinche of 3: not the concours's options.
    let j = partie("coinche", &t[0], &t[1], 5, &["hands=4", "surcoinche=3"], dir.path(), "x3");
    let err = from(&j);
    assert!(err.contains("surcoinche") && err.contains('3') && err.contains('4'), "{err}");
    // A contree session: another ruleset.
    let j = partie("contree", &t[0], &t[1], 5, &["hands=4"], dir.path(), "contree");
    let err = from(&j);
    assert!(err.contains("contree") && err.contains("coinche"), "{err}");
    // Three hands of four: the partie is not over.
    let j = partie("coinche", &t[0], &t[1], 5, &["hands=3"], dir.path(), "short");
    let err = from(&j);
    assert!(err.contains("hands"), "{err}");
    // The partie as the table kept it is taken.
    let j = partie("coinche", &t[0], &t[1], 5, &["hands=4"], dir.path(), "kept");
    club.ok(&["result", "--table", "1", "--from", j.to_str().unwrap()]);
}
