//! Property tests through the simulator (seeded): random legal sessions of every ruleset verify
//! with no infraction and no refused entry; every breach injected on purpose is proved, with the
//! hand, trick, player and card; chips are conserved; a journal written and read back gives the
//! same verdict.

use crate::support::{examples, tapete, verdict_of};

use std::path::Path;
use std::sync::Arc;
use tapete::engine::Notice;
use tapete::journal::{event_json, header_json, Entry, Journal};
use tapete::session::Session;
use tapete::simulate::simulate;

const CONFIGS: &[(&str, usize, bool)] = &[
    ("belote-classic", 4, true),
    ("belote-es", 2, false),
    ("belote-es", 3, false),
    ("belote-es", 4, false),
    ("belote-es", 4, true),
    ("bestia", 3, false),
    ("bestia", 5, false),
    ("perejila", 4, false),
    ("perejila", 7, false),
    ("coinche", 4, true),
    ("contree", 4, true),
];

fn run(
    name: &str,
    players: usize,
    teams: bool,
    deals: usize,
    seed: u64,
    breaches: f64,
) -> tapete::simulate::Simulation {
    let r = Arc::new(tapete::games::Rules::load(name).unwrap());
    simulate(r, players, teams, Default::default(), deals, seed, breaches).unwrap()
}

#[test]
fn legal_sessions_verify_clean() {
    for (name, players, teams) in CONFIGS {
        for seed in 1..=6 {
            let sim = run(name, *players, *teams, 60, seed, 0.0);
            assert!(sim.refused.is_empty(), "{name}/{players} seed {seed}: {:?}", sim.refused);
            let v = sim.session.verdict_json();
            assert!(v.infractions.is_empty(), "{name}/{players} seed {seed}: {:?}", v.infractions);
            assert!(v.errors.is_empty(), "{name}/{players} seed {seed}: {:?}", v.errors);
            assert!(!v.hands.is_empty());
            if let Some(pot) = v.hands.last().and_then(|h| h.pot) {
                let sum: i64 = v.totals.values().sum();
                assert_eq!(sum + pot, 0, "{name} seed {seed}: chips are conserved");
                // hand by hand: what the players gained is what the pot (or board) lost
                let mut pot_before = 0;
                for h in &v.hands {
                    let hand_sum: i64 = h.chips.as_ref().unwrap().values().sum();
                    assert_eq!(hand_sum + (h.pot.unwrap() - pot_before), 0, "{name} seed {seed} hand {}", h.number);
                    pot_before = h.pot.unwrap();
                }
            }
        }
    }
}

#[test]
fn every_injected_breach_is_proved() {
    let mut found = 0;
    for (name, players, teams) in CONFIGS.iter().filter(|c| c.0 != "perejila") {
        for seed in 1..=8 {
            let sim = run(name, *players, *teams, 40, seed, 0.5);
            assert!(sim.refused.is_empty(), "{name} seed {seed}: {:?}", sim.refused);
            let v = sim.session.verdict();
            for inj in &sim.injected {
                let hit = v.infractions.iter().any(|i| {
                    i.hand == inj.hand
                        && i.trick == Some(inj.trick)
                        && i.player == inj.player
                        && i.card == Some(inj.card)
                });
                assert!(hit, "{name}/{players} seed {seed}: injected {inj:?} not found in {:?}", v.infractions);
                found += 1;
            }
            assert_eq!(
                v.infractions.len(),
                sim.injected.len(),
                "{name} seed {seed}: no infraction beyond those injected"
            );
        }
    }
    assert!(found > 50, "only {found} breaches were injected");
}

#[test]
fn a_simulated_journal_reads_back_to_the_same_verdict() {
    for (name, players, teams) in CONFIGS {
        let sim = run(name, *players, *teams, 30, 99, 0.2);
        let mut text = header_json(&sim.session.header).to_string() + "\n";
        // The simulator makes no undo: the entries in force are every entry, in order.
        for (line, event) in sim.session.in_force_entries() {
            let e = Entry { line, at: None, record: sim.session.record(&event) };
            text.push_str(&(event_json(&e).to_string() + "\n"));
        }
        let a = serde_json::to_value(sim.session.verdict_json()).unwrap();
        let b = serde_json::to_value(verdict_of(&text)).unwrap();
        assert_eq!(a["totals"], b["totals"], "{name}");
        assert_eq!(a["hands"], b["hands"], "{name}");
        assert_eq!(a["infractions"].as_array().unwrap().len(), b["infractions"].as_array().unwrap().len(), "{name}");
    }
}

#[test]
fn simulate_says_what_verify_finds_in_the_same_seeded_sessions() {
    // The simulator's lean streaming run (no questions, notices or reports kept; each hand
    // tallied as it settles) against the same seeded session written as a journal and replayed
    // whole through the full reducer, as `verify` replays it: the same hands, endings, scores,
    // capots, belotes and infractions, for every bundled game, with and without breaches.
    const DEALS: usize = 150;
    let configs: &[(&str, usize, bool)] = &[
        ("belote-classic", 4, true),
        ("coinche", 4, true),
        ("contree", 4, true),
        ("belote-es", 4, true),
        ("belote-es", 4, false),
        ("bestia", 4, false),
        ("perejila", 4, false),
    ];
    let strip = |s: &tapete::simulate::Stats| {
        let mut v = serde_json::to_value(s).unwrap();
        for k in ["seconds", "hands_per_second", "breaches_injected"] {
            v.as_object_mut().unwrap().remove(k);
        }
        v
    };
    let mut infractions = 0;
    for &(name, players, teams) in configs {
        for (seed, breaches) in [(5, 0.0), (6, 0.2)] {
            let r = Arc::new(tapete::games::Rules::load(name).unwrap());
            let go = |journal: Option<&Path>| {
                tapete::simulate::run(
                    r.clone(),
                    players,
                    teams,
                    Default::default(),
                    DEALS,
                    seed,
                    breaches,
                    journal,
                    1,
                    None,
                )
                .unwrap()
            };
            let dir = tempfile::tempdir().unwrap();
            let lean = go(None);
            let written = go(Some(dir.path()));
            assert!(lean.refused.is_none() && written.refused.is_none(), "{name}/{players}: an entry refused");
            let path = dir.path().join(format!("sim-{seed}-{name}.jsonl"));
            let session = Session::replay_with(Journal::read(&path).unwrap(), None).unwrap();
            let replayed = tapete::simulate::stats_of(&session);
            let what = format!("{name}/{players}{} seed {seed}", if teams { " in pairs" } else { "" });
            assert_eq!(replayed.deals, DEALS, "{what}: every deal is a hand of the journal");
            assert_eq!(strip(&lean.stats), strip(&replayed), "{what}");
            assert_eq!(strip(&written.stats), strip(&replayed), "{what}");
            // Breaches were injected, and every one found.
            if breaches > 0.0 && name != "perejila" {
                assert!(lean.stats.breaches_injected > 0, "{what}");
            }
            assert_eq!(lean.stats.infractions_found, lean.stats.breaches_injected, "{what}");
            infractions += lean.stats.infractions_found;
        }
    }
    assert!(infractions > 50, "{infractions}");
}

/// `simulate --json` without the run's timing and engine label.
fn sim_stats(args: &[&str]) -> serde_json::Value {
    let mut v = tapete().arg("simulate").args(args).arg("--json").status(0).run().json();
    for k in ["seconds", "hands_per_second", "engine"] {
        v.as_object_mut().unwrap().remove(k);
    }
    v
}

#[test]
fn the_same_statistics_with_and_without_a_journal() {
    // Whichever way a run goes (the reducer streaming, or writing the journal as well), the same
    // seed gives the same hands and statistics: every bundled ruleset, and a copy of
    // belote-classic whose all_no_trump defaults to true.
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("belote-3rounds.yaml");
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("rulesets/belote-classic.yaml"))
        .unwrap()
        .replace("name: belote-classic", "name: belote-3rounds");
    let old = "  all_no_trump:\n    default: false";
    assert!(text.contains(old), "the option in the bundled file");
    let text = text.replacen(old, "  all_no_trump:\n    default: true", 1);
    std::fs::write(&copy, text).unwrap();
    let copy = copy.to_str().unwrap().to_string();
    for ruleset in ["belote-classic", "belote-es", "bestia", "perejila", copy.as_str()] {
        let plain = sim_stats(&[ruleset, "--deals", "150", "--seed", "3"]);
        let journals = dir.path().join(format!("j-{}", plain["ruleset"].as_str().unwrap()));
        let with = sim_stats(&[ruleset, "--deals", "150", "--seed", "3", "--journal", journals.to_str().unwrap()]);
        assert_eq!(plain, with, "{ruleset}");
        assert_eq!(plain["deals"], 150, "{ruleset}");
    }
    // and the copy plays third rounds: fewer redeals than the bundled ruleset on the same seed
    let bundled = sim_stats(&["belote-classic", "--deals", "400", "--seed", "3"]);
    let three = sim_stats(&[&copy, "--deals", "400", "--seed", "3"]);
    assert!(
        three["results"]["redeal"].as_u64().unwrap_or(0) < bundled["results"]["redeal"].as_u64().unwrap(),
        "{three}"
    );
}

#[test]
fn the_same_seed_gives_the_same_statistics_on_any_number_of_threads() {
    // Deals are played in seeded chunks of 10,000: 25,000 deals are three chunks, whichever
    // threads play them.
    for ruleset in ["bestia", "belote-classic"] {
        let one = sim_stats(&[ruleset, "--deals", "25000", "--seed", "9", "--threads", "1"]);
        let three = sim_stats(&[ruleset, "--deals", "25000", "--seed", "9", "--threads", "3"]);
        assert_eq!(one, three, "{ruleset}");
        assert_eq!(one["deals"], 25000);
    }
}

#[test]
fn no_progress_bar_when_piped() {
    // Six chunks of 10,000 deals: long enough for a bar at a terminal (`tests/pty.rs`), but
    // standard error is a pipe here, so it stays empty and standard output has the statistics.
    let out = tapete().args(["simulate", "bestia", "--deals", "60000", "--seed", "4"]).status(0).stderr("").run();
    assert!(out.stdout.contains("60000 deals in"));
}

#[test]
fn each_hand_is_written_as_serializing_it_writes() {
    // `verify --json` writes hands straight to the output (report::stream); the bytes must be
    // those serde_json writes for the hand's JSON object, for every game and seating, the
    // example journals included.
    use tapete::i18n::Names;
    use tapete::report::{json, stream};
    let mut sessions: Vec<Session> = Vec::new();
    for (name, players, teams) in CONFIGS {
        sessions.push(run(name, *players, *teams, 80, 11, 0.05).session);
    }
    for f in std::fs::read_dir(examples()).unwrap() {
        let path = f.unwrap().path();
        if path.extension().is_some_and(|e| e == "jsonl") {
            sessions.push(Session::replay_with(Journal::read(&path).unwrap(), None).unwrap());
        }
    }
    let mut hands = 0;
    for s in &sessions {
        let x = Names::of(&s.seating, s.ruleset.deck_kind);
        let q = stream::Quoted::of(&x);
        for h in s.reports() {
            let mut fast = Vec::new();
            stream::hand(&mut fast, h, &q).unwrap();
            assert_eq!(String::from_utf8(fast).unwrap(), serde_json::to_string(&json::hand(h, &x)).unwrap());
            hands += 1;
        }
    }
    assert!(hands > 500, "{hands}");
}

#[test]
fn the_next_question_is_the_last_of_the_questions_at_every_step() {
    // The simulator asks only for the question a game cannot go on without; a game may answer it
    // without building the optional ones, but it must be the last of its full list, every step.
    for (name, players, teams) in CONFIGS {
        let sim = run(name, *players, *teams, 25, 5, 0.0);
        let mut s = Session::with_ruleset(sim.session.header.clone(), sim.session.ruleset.clone()).unwrap();
        let mut steps = 0;
        for (line, event) in sim.session.in_force_entries() {
            assert_eq!(s.next_question(), s.questions().pop(), "{name}/{players} before line {line}");
            s.apply(Entry { line, at: None, record: s.record(&event) }).unwrap();
            steps += 1;
        }
        assert_eq!(s.next_question(), s.questions().pop());
        assert!(steps > 100, "{name}: {steps}");
    }
}

#[test]
fn the_statistics_speak_the_tables_language() {
    // The same run said in English, Spanish and French: the words translated, the counts those
    // of the run (its JSON, the same in every language but for the timing).
    let args =
        ["simulate", "bestia", "--players", "4", "--deals", "40", "--seed", "3", "--threads", "1", "--breaches", "0.3"];
    let said = |lang: &str| tapete().args(["--lang", lang]).args(args).status(0).run().stdout;
    let stats = |lang: &str| {
        let mut v = tapete().args(["--lang", lang]).args(args).arg("--json").status(0).run().json();
        for k in ["seconds", "hands_per_second"] {
            v.as_object_mut().unwrap().remove(k);
        }
        v
    };
    let v = stats("en");
    assert_eq!((stats("es"), stats("fr")), (v.clone(), v.clone()));
    let n = |k: &str| v["results"][k].as_u64().unwrap_or(0);
    let (played, taken) = (n("played"), n("taken"));
    assert_eq!(played + taken + n("void") + n("mosca"), 40, "{v}");
    let (injected, found) = (&v["breaches_injected"], &v["infractions_found"]);
    let lines = |text: String| text.lines().map(String::from).collect::<Vec<_>>();
    let en = lines(said("en"));
    assert!(
        en[0].starts_with("bestia · 4 players · 40 deals in ") && en[0].ends_with(" hands/s, reducer engine)"),
        "{en:?}"
    );
    assert!(en[1].starts_with("mean score per hand: Ana "), "{en:?}");
    assert!(en[2].contains(&format!("played {played}")) && en[2].starts_with("results: "), "{en:?}");
    // La Bestia has neither capots nor belotes: they are not said.
    assert_eq!(en[3], format!("breaches injected {injected} · infractions found {found}"));
    let es = lines(said("es"));
    assert!(
        es[0].starts_with("bestia · 4 jugadores · 40 manos en ") && es[0].ends_with(" manos/s, motor completo)"),
        "{es:?}"
    );
    assert!(es[1].starts_with("puntos medios por mano: Ana "), "{es:?}");
    assert!(es[2].contains(&format!("jugadas {played}")) && es[2].starts_with("resultados: "), "{es:?}");
    assert_eq!(es[3], format!("faltas provocadas {injected} · infracciones halladas {found}"));
    let fr = lines(said("fr"));
    assert!(
        fr[0].starts_with("bestia · 4 joueurs · 40 donnes en ") && fr[0].ends_with(" donnes/s, moteur complet)"),
        "{fr:?}"
    );
    assert!(fr[1].starts_with("points moyens par donne\u{a0}: Ana "), "{fr:?}");
    assert!(fr[2].contains(&format!("jouées {played}")) && fr[2].starts_with("résultats\u{a0}: "), "{fr:?}");
    assert_eq!(fr[3], format!("fautes provoquées {injected} · infractions trouvées {found}"));
    if taken > 0 {
        assert!(es[2].contains(&format!("platos llevados {taken}")) && fr[2].contains(&format!("pots pris {taken}")));
    }
}

#[test]
fn an_entry_the_referee_refuses_is_a_bug_named_by_its_journal_line_and_its_refusal() {
    use tapete::cards::DeckKind;
    use tapete::engine::{Event, Refusal};
    use tapete::error::{Bug, Error};
    use tapete::i18n::{Lang, Names};
    // No deal asked for: the simulation ends the session at once, and a card played after the
    // end is refused, as verify refuses any entry after `end`.
    let mut sim = run("belote-classic", 4, true, 0, 1, 0.0);
    let card = tapete::cards::parse_code(DeckKind::French, "7S").unwrap();
    assert!(!sim.enter(&Event::Play { player: 1, card, say: None }));
    let luis = sim.session.seating.players[1].clone();
    let [Bug::SimulationRefused { entry, refusal, players, sides, deck }] = sim.refused.as_slice() else {
        panic!("one refused entry: {:?}", sim.refused);
    };
    assert_eq!(*refusal, Refusal::SessionEnded);
    let line: serde_json::Value = serde_json::from_str(entry).unwrap();
    assert_eq!((&line["type"], &line["player"], &line["card"]), (&"play".into(), &luis.clone().into(), &"7S".into()));
    assert_eq!((players, sides, *deck), (&sim.session.seating.players, &sim.session.seating.sides, DeckKind::French));
    // Said with the entry and the refusal in words, never as Rust writes them.
    let cat = Lang::En.catalog();
    let x = Names::of(&sim.session.seating, DeckKind::French);
    let said = cat.error(&Error::Internal(Box::new(sim.refused.remove(0))), None);
    let why = cat.refusal(&Refusal::SessionEnded, &x);
    assert_eq!(
        said,
        format!(
            "internal error (a bug in tapete): the referee refused a simulated entry: {entry_text}: {why}",
            entry_text = line
        )
    );
}

#[test]
fn every_trick_is_said_as_it_completes_and_the_last_one_adds_up_the_hand() {
    // A trick's notice comes as its last card is in, numbered in order. Belote: each side's card
    // points so far; once the 32 cards are played among four they add up to 162, the last
    // trick's 10 included (journal.md, tally); with two or three players, to the points of the
    // tricks played. Bestia: each player's tricks so far, 5 in all at the end.
    for (name, players, teams) in CONFIGS.iter().filter(|c| c.0 != "perejila") {
        let sim = run(name, *players, *teams, 30, 9, 0.0);
        let mut s = Session::with_ruleset(sim.session.header.clone(), sim.session.ruleset.clone()).unwrap();
        let mut said: Vec<(i64, Vec<i64>)> = Vec::new();
        let mut hands = 0;
        for (line, event) in sim.session.in_force_entries() {
            for n in s.apply(Entry { line, at: None, record: s.record(&event) }).unwrap() {
                match n {
                    Notice::TrickTaken { trick, points, so_far, .. } => {
                        assert_eq!(trick, said.len() + 1, "{name}/{players} line {line}");
                        said.push((points.unwrap_or(1), so_far.to_vec()));
                    }
                    Notice::HandEnded { .. } => {
                        let r = s.reports().last().unwrap();
                        if let Some(tricks) = r.tricks.as_ref().filter(|_| !r.notes.tallied) {
                            assert_eq!(said.len(), tricks.len(), "{name}/{players} hand {}", r.number);
                            let (_, last) = said.last().unwrap();
                            let total: i64 = last.iter().sum();
                            let want = match (*name, *players) {
                                ("bestia", _) => 5,
                                (_, 4) => 162,
                                _ => tricks.iter().map(|t| t.points).sum(),
                            };
                            assert_eq!(total, want, "{name}/{players} hand {}", r.number);
                            assert_eq!(said.iter().map(|x| x.0).sum::<i64>(), want, "each trick's points add up");
                            hands += 1;
                        }
                        said.clear();
                    }
                    _ => {}
                }
            }
        }
        assert!(hands > 5, "{name}/{players}: {hands} hands played");
    }
}

/// A player count the ruleset is not played by is refused by name, past the eight names a
/// simulation seats too (it used to play eight and say nothing).
#[test]
fn a_player_count_the_ruleset_is_not_played_by_is_refused() {
    for (ruleset, players, counts) in
        [("bestia", "12", "3, 4, 5, 6, 7, 8"), ("belote-classic", "9", "4"), ("perejila", "1", "2, 3, 4, 5, 6, 7, 8")]
    {
        let out = tapete().args(["simulate", ruleset, "--players", players, "--deals", "2"]).status(2).run();
        assert!(out.stdout.is_empty(), "{}", out.stdout);
        assert_eq!(
            out.stderr.trim_end(),
            format!("tapete: {ruleset} is played by {counts} players, not {players}"),
            "{ruleset}"
        );
    }
}

#[test]
fn a_lean_session_tallies_every_hand_as_the_full_one_does() {
    // The simulator's sessions are lean (nobody reads their notices, and of a hand's report only
    // the tally): the same entries must settle every hand with the same outcome, result, score,
    // chips, counts and infractions as a session that builds everything. Breaches included, so
    // that infractions and renounces are counted (perejila has no duty to break).
    let mut proved = 0;
    for &(name, players, teams) in CONFIGS {
        let full = run(name, players, teams, 200, 17, 0.3);
        assert!(full.refused.is_empty(), "{name}: {:?}", full.refused.first());
        let r = Arc::new(tapete::games::Rules::load(name).unwrap());
        let mut lean = Session::with_ruleset(full.session.header.clone(), r.clone()).unwrap().streaming().lean();
        // The simulator's own way in: the game's entries applied into the session's buffer.
        let mut into = Session::with_ruleset(full.session.header.clone(), r).unwrap().streaming().lean();
        let (mut reports, mut reports_into) = (Vec::new(), Vec::new());
        for (_, event) in full.session.in_force_entries() {
            let said = !lean.apply_event(&event).unwrap().is_empty();
            reports.extend(lean.drain_reports());
            assert_eq!(into.enter_event(&event).unwrap(), said, "{name}: {event:?}");
            reports_into.extend(into.drain_reports());
        }
        let want = full.session.reports();
        assert_eq!(reports.len(), want.len(), "{name}");
        assert_eq!(reports_into.len(), want.len(), "{name}");
        proved += want.iter().filter(|h| !h.infractions.is_empty()).count();
        for (a, b) in reports.iter().zip(want).chain(reports_into.iter().zip(want)) {
            let n = b.number;
            assert_eq!((a.number, a.outcome, a.contract), (b.number, b.outcome, b.contract), "{name} hand {n}");
            assert_eq!((&a.score, &a.chips, a.pot), (&b.score, &b.chips, b.pot), "{name} hand {n}");
            assert_eq!(a.counts, b.counts, "{name} hand {n}");
            assert_eq!(a.infractions, b.infractions, "{name} hand {n}");
        }
    }
    assert!(proved > 100, "breaches were proved: {proved}");
}
