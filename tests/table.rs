//! The table driven by scripted stdin (no terminal): whole sessions typed line by line produce
//! journals that `verify` accepts with the expected scores; refused entries are asked again and
//! lose nothing; undo retracts; a proved breach is shown and recorded; a killed session resumes.

use crate::support::{
    example, expected, new_args, only_journal, process, tapete, typed_lines, typed_lines_in, verify_json,
};
use serde_json::Value;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Stdio;

fn run_table(args: &[&str], home: &Path, input: &str) -> (i32, String) {
    let (code, prompts, _) = run_table_out(args, home, input);
    (code, prompts)
}

/// The exit code, standard error (prompts, notices, scoreboards) and standard output (the
/// end-of-night summary).
fn run_table_out(args: &[&str], home: &Path, input: &str) -> (i32, String, String) {
    let out = tapete().args(args).home(home).env("TAPETE_NOW", "2026-11-22T18:03:00Z").stdin(input).run();
    (out.code.unwrap_or(-1), out.stderr, out.stdout)
}

#[test]
fn typed_sessions_score_like_the_examples() {
    for name in ["belote-classic-a", "belote-classic-b", "belote-es-3p", "belote-es-pairs"] {
        let home = tempfile::tempdir().unwrap();
        let lines = typed_lines(&example(name));
        let (code, prompts, summary) = run_table_out(&new_args(name), home.path(), &(lines.join("\n") + "\n"));
        assert_eq!(code, 0, "{name}: {prompts}");
        // the game is won: the end-of-night summary goes to standard output (so
        // `tapete resume > night.txt` keeps it), the prompts stay on standard error
        assert!(summary.contains(&format!("Winner: {}", expected(name)["winner"].as_str().unwrap())), "{name}");
        assert!(summary.contains("Hands: "), "{name}: the summary's statistics");
        assert!(!prompts.contains("Hands: ") && !summary.contains("card?"), "{name}: {summary}");
        let journal = only_journal(home.path());
        assert!(journal.file_name().unwrap().to_string_lossy().starts_with("2026-11-22-1803-belote"), "{journal:?}");
        let got = verify_json(&journal);
        let want = expected(name);
        assert_eq!(got["totals"], want["totals"], "{name}");
        assert_eq!(got["winner"], want["winner"], "{name}");
        assert_eq!(
            got["infractions"].as_array().unwrap().len(),
            want["infractions"].as_array().unwrap().len(),
            "{name}"
        );
        for (g, w) in got["hands"].as_array().unwrap().iter().zip(want["hands"].as_array().unwrap()) {
            assert_eq!(g["score"], w["score"], "{name} hand {}", w["number"]);
        }
    }
}

#[test]
fn refused_entries_and_undo_lose_nothing() {
    let home = tempfile::tempdir().unwrap();
    let mut lines = typed_lines(&example("belote-classic-a"));
    // After the first four plays: a card already played (refused), a card out of turn
    // is impossible to type (the table asks the player whose turn it is), nonsense (refused),
    // then a legal but wrong card for Olga, retracted with undo.
    let at = 9; // deal, 4 bids, 4 plays: Olga leads trick 2
    assert_eq!(lines[at], "JS");
    let mut extra = vec!["7C".to_string(), "banana".to_string(), "8H".to_string(), "undo".to_string()];
    extra.push(lines[at].clone());
    lines.splice(at..=at, extra);
    let (code, prompts) = run_table(&new_args("belote-classic-a"), home.path(), &(lines.join("\n") + "\n"));
    assert_eq!(code, 0);
    assert!(prompts.contains("✗ 7♣ was already played by Marta in trick 1"), "{prompts}");
    assert!(prompts.contains("✗ 'banana' is not a card"), "{prompts}");
    // undo says what it retracted
    assert!(prompts.contains("• Retracted: Olga 8♥."), "{prompts}");
    let journal = only_journal(home.path());
    let text = std::fs::read_to_string(&journal).unwrap();
    assert!(text.contains("\"type\":\"undo\""), "undo is an entry, nothing is deleted");
    assert!(text.contains("\"card\":\"8H\""));
    let got = verify_json(&journal);
    assert_eq!(got["totals"], expected("belote-classic-a")["totals"]);
    assert_eq!(got["ok"], Value::Bool(true));
}

#[test]
fn a_proved_breach_is_shown_and_the_play_stands() {
    let home = tempfile::tempdir().unwrap();
    let lines = typed_lines(&example("belote-classic-b"));
    let (_, prompts) = run_table(&new_args("belote-classic-b"), home.path(), &(lines.join("\n") + "\n"));
    // hand 12: Iker, who took K♥ as the turned card, discarded K♣ instead of trumping
    assert!(prompts.contains("• Iker did not trump in trick 3 (played K♣); they were known to hold K♥"), "{prompts}");
    let got = verify_json(&only_journal(home.path()));
    assert_eq!(got["ok"], Value::Bool(false));
    assert_eq!(got["winner"], Value::String("Pep+Xavi".into()));
}

#[test]
fn a_killed_session_resumes_with_every_entry() {
    let home = tempfile::tempdir().unwrap();
    let lines = typed_lines(&example("belote-es-3p"));
    let n = 40;
    let mut child = process()
        .args(new_args("belote-es-3p"))
        .env("TAPETE_HOME", home.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    {
        let stdin = child.stdin.as_mut().unwrap();
        for l in &lines[..n] {
            writeln!(stdin, "{l}").unwrap();
        }
        stdin.flush().unwrap();
    }
    // Wait until the header and n entries are on disk, then kill without warning.
    crate::support::wait::until_true(&format!("the table writing {n} entries"), || {
        let files: Vec<PathBuf> = std::fs::read_dir(home.path())
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
            .collect();
        files.first().is_some_and(|f| std::fs::read_to_string(f).unwrap_or_default().lines().count() > n)
    });
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();
    // The journal, and the lock file a killed table leaves: it holds nothing back.
    let mut files: Vec<PathBuf> = std::fs::read_dir(home.path()).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    assert_eq!(files.len(), 2, "{files:?}");
    let journal = files[0].clone();
    assert_eq!(
        files[1].file_name().unwrap().to_string_lossy(),
        format!("{}.lock", journal.file_name().unwrap().to_string_lossy())
    );
    assert_eq!(std::fs::read_to_string(&journal).unwrap().lines().count(), n + 1);
    // resume (the latest unfinished session) and finish the game: the lock file is taken, then gone
    let rest = lines[n..].join("\n") + "\n";
    let (code, prompts) = run_table(&["resume"], home.path(), &rest);
    assert_eq!(code, 0, "{prompts}");
    assert_eq!(only_journal(home.path()), journal);
    let got = verify_json(&journal);
    assert_eq!(got["totals"], expected("belote-es-3p")["totals"]);
    assert_eq!(got["winner"], Value::String("Olga".into()));
}

#[test]
fn bad_players_are_refused_before_any_file_is_written() {
    let home = tempfile::tempdir().unwrap();
    let (code, err) = run_table(&["new", "belote-classic", "--players", "Ana,Luis,Marta"], home.path(), "");
    assert_eq!(code, 2);
    assert!(err.contains("played by 4 players, not 3"), "{err}");
    let (code, err) =
        run_table(&["new", "belote-classic", "--players", "A,B,C,D", "--option", "target=lots"], home.path(), "");
    assert_eq!(code, 2);
    assert!(err.contains("option target must be a whole number"), "{err}");
    assert_eq!(std::fs::read_dir(home.path()).map(|d| d.count()).unwrap_or(0), 0);
}

#[test]
fn the_table_speaks_spanish_with_lang_es() {
    let home = tempfile::tempdir().unwrap();
    let (code, prompts) = run_table(
        &["new", "belote-classic", "--players", "Ana,Luis,Marta,Pep", "--lang", "es"],
        home.path(),
        // The jack of hearts turned, the 7 of clubs led, in Spanish letters (V jota, C corazones,
        // T tréboles).
        "reparto Ana VC\npass\ntake\n7T\nquit\n",
    );
    assert_eq!(code, 0);
    // The letters first, worked from docs/entries.md for a 32-card French deck.
    let legend = "Cartas: A as, R rey, D dama, V/J jota, 10 9 8 7 · palos P♠ C♥ D♦ T♣ · p. ej. VC = jota de corazones";
    assert!(prompts.contains(legend), "{prompts}");
    assert!(prompts.contains("Mano 1 · reparte Ana · ¿muestra?"), "{prompts}");
    assert!(prompts.contains("Subasta, vuelta 1 · muestra V♥ · ¿Luis? (paso | tomo) [paso]"), "{prompts}");
    assert!(prompts.contains("Baza 1/8 · juega Marta · salida ♣ · triunfo ♥ · ¿carta?"), "{prompts}");
    assert!(prompts.contains("Guardado. Para seguir: tapete resume"), "{prompts}");
}

#[test]
fn perejila_the_table_offers_the_wildcard_where_it_can_win_a_lance() {
    // RULES.md perejila example 5: P1 5 5 x, P2 sota sota x, P3 the perejila, a rey and a 3.
    let home = tempfile::tempdir().unwrap();
    let input = "deal P4\n5C\nSC\n3C\n1B\n5B 2O\nSE 3B\n7O RE\n4C 6E\n\n\nRC\n";
    let (code, prompts) = run_table(&["new", "perejila", "--players", "P1,P2,P3,P4"], home.path(), input);
    assert_eq!(code, 0, "{prompts}");
    // nobody holds the as de oros face down, nobody the 7 of espadas: both offered and declined;
    // then parejas, where a rey beats P2's sotas
    assert!(prompts.contains("P3 may use the perejila in as de oros: as 1O? (Enter = no)"), "{prompts}");
    assert!(prompts.contains("P3 may use the perejila in mayor de espadas: as 6E 7E?"), "{prompts}");
    assert!(prompts.contains("P3 may use the perejila in parejas: as RO RC RE RB?"), "{prompts}");
    assert!(!prompts.contains("in escalera"), "a rey and a 3 make no escalera with one wildcard: {prompts}");
    let journal = only_journal(home.path());
    let got = verify_json(&journal);
    assert_eq!(got["hands"][0]["lances"]["parejas"]["winner"], "P3");
    assert_eq!(got["hands"][0]["lances"]["mayor-de-espadas"]["winner"], "P4", "the 6 of espadas, declined wildcard");
}

#[test]
fn refusals_breaches_and_results_in_spanish() {
    let home = tempfile::tempdir().unwrap();
    // Typed in Spanish letters (docs/entries.md).
    let mut lines = typed_lines_in(&example("belote-classic-b"), "es");
    let first_card = typed_lines(&example("belote-classic-b"))[7].clone(); // hand 1: six bids, then Iker leads
    lines.insert(8, lines[7].clone()); // Xavi "plays" Iker's card again: refused, in Spanish
    let mut args = new_args("belote-classic-b");
    args.extend(["--lang", "es"]);
    let (_, prompts) = run_table(&args, home.path(), &(lines.join("\n") + "\n"));
    assert!(prompts.contains(&format!("✗ {} ya la jugó Iker en la baza 1", card_symbol(&first_card))), "{prompts}");
    assert!(prompts.contains("Renuncio: Iker no falló en la baza 3 (jugó R♣); se sabía que tenía R♥"), "{prompts}");
    assert!(prompts.contains("Mano 1: Pep+Xavi 121, Iker+Olga 41 (hecho)"), "{prompts}");
}

/// A card typed in English letters as a Spanish table shows it: its rank in Spanish letters
/// (docs/entries.md: R rey, D dama, V jota) and its suit's symbol.
fn card_symbol(code: &str) -> String {
    use tapete::cards::{parse_card, suit_short, DeckKind::French, Letters};
    let c = parse_card(French, code).unwrap();
    format!("{}{}", Letters::Es.rank(French, c.rank()), suit_short(French, c.suit()))
}

#[test]
fn bestia_two_hands_at_the_table_with_undo_a_refusal_and_a_renounce() {
    // Hand 1 is RULES.md bestia example 10 (C deals 8♠; B discards a club while holding 9♠);
    // hand 2: everyone passes (void). Chips worked out in tests/bestia.rs: A 0, B -7, C 0,
    // pot 7; then each antes 2 and the pot carries 13.
    let home = tempfile::tempdir().unwrap();
    let lines = [
        "deal C 8S",
        "",
        "play",
        "play",
        "play", // Enter at the mosca question is for terminals only
        "7D",
        "8D",
        "AD",
        "AH",
        "7S",
        "7C",
        "KC",
        "10C",
        "QC",
        "QD",
        "9D",
        "8S",
        "KH",
        "JD",
        "9S",
        "deal A 7H",
        "pass",
        "pass",
        "pass",
    ];
    let mut input: Vec<String> = lines.iter().filter(|l| !l.is_empty()).map(|l| l.to_string()).collect();
    input.insert(6, "KD".into()); // B holds no K♦... but the table cannot know: typed, then retracted
    input.insert(7, "undo".into());
    input.insert(8, "7D".into()); // already played: refused
    let (code, prompts) = run_table(&["new", "bestia", "--players", "A,B,C"], home.path(), &(input.join("\n") + "\n"));
    assert_eq!(code, 0, "{prompts}");
    assert!(prompts.contains("• Retracted: C K♦."), "{prompts}");
    assert!(prompts.contains("✗ 7♦ was already played"), "{prompts}");
    // the score explained: B's renounce pays the pot of 6 as it stood when the tricks ended
    assert!(prompts.contains("  B: ante -2 · renounce penalty -6 · tricks +1"), "{prompts}");
    assert!(prompts.contains("B did not trump in trick 2 (played 7♣); they played 9♠ in trick 5"), "{prompts}");
    let v = verify_json(&only_journal(home.path()));
    assert_eq!(v["hands"][0]["chips"], serde_json::json!({"A": 0, "B": -7, "C": 0}));
    assert_eq!(v["hands"][1]["outcome"], "void");
    assert_eq!(v["totals"], serde_json::json!({"A": -2, "B": -9, "C": -2}));
    assert_eq!(v["hands"][1]["pot"], 13);
}

#[test]
fn perejila_two_hands_at_the_table_with_undo_and_a_refusal() {
    // Hand 1: RULES.md perejila example 9, P2's three reyes take all nine squares (P4 deals).
    // Hand 2 (P1 deals): nobody under 10 nor a flor... squares carry. Stakes 1.
    let home = tempfile::tempdir().unwrap();
    let input = [
        "deal P4", "1C", "RC", "3E", "4B", "2B 5O", "RB RE", "6C SB", "CO SO", "deal", "RC", "RB", "undo", "RC", "CC",
        "SC", "RE", // P3: RB undone, then RC (already dealt) refused
        "RB CB", "SB CE", "SE RO", "CO SO",
    ];
    let (code, prompts) =
        run_table(&["new", "perejila", "--players", "P1,P2,P3,P4"], home.path(), &(input.join("\n") + "\n"));
    assert_eq!(code, 0, "{prompts}");
    assert!(prompts.contains("✗ RC has already been dealt in this hand"), "{prompts}");
    let v = verify_json(&only_journal(home.path()));
    assert_eq!(v["hands"][0]["outcome"], "tururu");
    assert_eq!(v["hands"][0]["chips"], serde_json::json!({"P1": -9, "P2": 27, "P3": -9, "P4": -9}));
    assert_eq!(v["hands"].as_array().unwrap().len(), 2);
    let sum: i64 = v["totals"].as_object().unwrap().values().map(|x| x.as_i64().unwrap()).sum();
    assert_eq!(sum + v["hands"][1]["pot"].as_i64().unwrap(), 0, "chips conserved");
}

#[test]
fn names_with_spaces_are_typed_whole_and_ambiguous_names_refused() {
    let home = tempfile::tempdir().unwrap();
    let (code, prompts) = run_table(
        &["new", "belote-classic", "--players", "Ana María,Luis,Marta,Pep"],
        home.path(),
        "deal Ana María jh\npass\ntake\nquit\n",
    );
    assert_eq!(code, 0, "{prompts}");
    let v = verify_json(&only_journal(home.path()));
    assert!(v["errors"].as_array().unwrap().is_empty(), "{v}");
    let text = std::fs::read_to_string(only_journal(home.path())).unwrap();
    assert!(text.contains("\"dealer\":\"Ana María\""), "{text}");
    for (players, says) in [
        ("Ana,Luis,ANA,Pep", "same name but for case"),
        ("Ana+Luis,B,C,D", "'+'"),
        // Spaces around a name are not part of it: " ana" is Ana again.
        ("Ana, B,C, ana", "same name but for case"),
        ("Ana,B,C,deal", "word of the table's entries"),
        ("Ana,B,C,\u{1b}[2J", "control or formatting character"),
        ("Ana,B,C,JH", "reads as a card"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let (code, err) = run_table(&["new", "belote-classic", "--players", players], dir.path(), "");
        assert_eq!(code, 2, "{players}: {err}");
        assert!(err.contains(says), "{players}: {err}");
        assert!(!err.contains('\u{1b}'), "{err:?}");
        assert_eq!(std::fs::read_dir(dir.path()).map(|d| d.count()).unwrap_or(0), 0, "no journal for {players}");
    }
}

#[test]
fn a_mistyped_name_or_card_gets_a_did_you_mean() {
    let home = tempfile::tempdir().unwrap();
    let input = "deal Pep 7H\nMrta pass\nAna take\nLusi 7S\nQHH\njak of hearts\nquit\n";
    let (code, prompts) =
        run_table(&["new", "belote-classic", "--players", "Ana,Luis,Marta,Pep", "--lang", "en"], home.path(), input);
    assert_eq!(code, 0, "{prompts}");
    assert!(
        prompts.contains("'Mrta' is not a player here (Ana, Luis, Marta, Pep) — did you mean 'Marta'?"),
        "{prompts}"
    );
    assert!(prompts.contains("did you mean 'Luis'?"), "{prompts}");
    assert!(prompts.contains("did you mean QH (queen of hearts)?"), "{prompts}");
    assert!(prompts.contains("did you mean JH (jack of hearts)?"), "{prompts}");
    // Nothing near: no guess.
    let (_, prompts) = run_table(
        &["new", "belote-classic", "--players", "Ana,Luis,Marta,Pep", "--lang", "en"],
        home.path(),
        "deal Pep 7H\nAna take\nbanana\nquit\n",
    );
    assert!(!prompts.contains("did you mean"), "{prompts}");
}

#[test]
fn a_bare_card_at_a_show_question_is_the_next_play() {
    // belote-es-3p's first trick: Xavi announced a cuarta; at the question of its cards the
    // scorer types Pep's 7C and Olga's 9C: plays, not a show of one card.
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("show.jsonl");
    let input = "deal Xavi 8D\npass\ntake\n\n\nAS\n\n10S\nrun4\n8S\n7C\n9C\nquit\n";
    let args = ["new", "belote-es", "--players", "Xavi,Pep,Olga", "--option", "target=301", "--lang", "en", "--file"];
    let mut all: Vec<&str> = args.to_vec();
    let shown = file.display().to_string();
    all.push(&shown);
    let (code, prompts) = run_table(&all, home.path(), input);
    assert_eq!(code, 0, "{prompts}");
    assert!(prompts.contains("Xavi shows the cards of cuarta?"), "{prompts}");
    let journal = std::fs::read_to_string(&file).unwrap();
    let tail: Vec<Value> = journal.lines().rev().take(2).map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!((tail[1]["player"].as_str(), tail[1]["card"].as_str()), (Some("Pep"), Some("7C")), "{journal}");
    assert_eq!((tail[0]["player"].as_str(), tail[0]["card"].as_str()), (Some("Olga"), Some("9C")), "{journal}");
    assert!(!journal.contains("\"show\""), "{journal}");
}

#[test]
fn a_line_that_is_not_utf8_is_refused_and_the_table_goes_on() {
    // Ana deals 8♣; Luis passes; Marta's first line holds a byte 0xFF (never UTF-8): refused in
    // the table's language, and the question is asked again. Marta, Pep pass and Ana takes: the
    // journal holds the deal and the four bids (header + 5 lines), the session ends on the end
    // of input with "Saved" and exit 0.
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("bytes.jsonl");
    let mut input: Vec<u8> = b"deal Ana 8C\nLuis pass\n".to_vec();
    input.extend_from_slice(b"Marta \xff pass\n");
    input.extend_from_slice(b"Marta pass\nPep pass\nAna take\n");
    let prompts = tapete()
        .args(["new", "belote-classic", "--players", "Ana,Luis,Marta,Pep", "--lang", "es", "--file"])
        .arg(&file)
        .home(home.path())
        .stdin(input)
        .status(0)
        .run()
        .stderr;
    assert!(prompts.contains("✗ Esa línea no es texto UTF-8"), "{prompts}");
    assert!(prompts.contains("Guardado"), "{prompts}");
    let journal = std::fs::read_to_string(&file).unwrap();
    let entries: Vec<Value> = journal.lines().skip(1).map(|l| serde_json::from_str(l).unwrap()).collect();
    let said: Vec<(&str, &str)> =
        entries.iter().map(|e| (e["type"].as_str().unwrap(), e["player"].as_str().unwrap_or(""))).collect();
    let want = [("deal", ""), ("bid", "Luis"), ("bid", "Marta"), ("bid", "Pep"), ("bid", "Ana")];
    assert_eq!(said, want, "{journal}");
    assert_eq!(entries[4]["call"], "take", "{journal}");
}

/// What `verify` says of a journal whose text is `journal` followed by `line`: its refusal, in English.
fn verify_with(dir: &Path, journal: &str, line: &str) -> String {
    let copy = dir.join("verified.jsonl");
    std::fs::write(&copy, format!("{journal}{line}\n")).unwrap();
    let out = tapete().arg("verify").arg(&copy).run();
    out.stdout + &out.stderr
}

#[test]
fn a_named_entry_is_the_journal_entry_it_spells_at_any_question() {
    // `PLAYER CARD` is a play (docs/entries.md), whatever question is asked; the referee refuses
    // it where it cannot be, for the reason `verify` gives for the same journal line, and nothing
    // is written. Each case: (ruleset, players, lines before, the named line, its journal line,
    // the reason worked out from RULES.md, the line that then goes on).
    let cases = [
        // No deal yet: a play has no hand to go into (Ana, the first player, deals first).
        (
            "belote-classic",
            "Ana,Luis,Marta,Pep",
            "",
            "Pep 10C",
            r#"{"type":"play","player":"Pep","card":"10C"}"#,
            "no hand is being played: enter the deal first",
            "deal Ana 8C",
        ),
        // Perejila has face-up cards and no plays: `P1 1C` at P1's face-up card is not `P1 up 1C`.
        (
            "perejila",
            "P1,P2,P3,P4",
            "deal P4\n",
            "P1 1C",
            r#"{"type":"play","player":"P1","card":"1C"}"#,
            "a 'play' entry has no place in perejila",
            "P1 up 1C",
        ),
        // La Bestia, C deals: after the pánfilo is declined (Enter) the mosca is asked; `B 7D` is
        // B's play, not B's mosca, and A (after the dealer) has not bid yet.
        (
            "bestia",
            "A,B,C",
            "deal C 8S\n\n",
            "B 7D",
            r#"{"type":"play","player":"B","card":"7D"}"#,
            "the bidding is not over: it is A's turn to bid",
            "A play",
        ),
    ];
    for (ruleset, players, before, named, entry, reason, next) in cases {
        let home = tempfile::tempdir().unwrap();
        let file = home.path().join("named.jsonl");
        let shown = file.display().to_string();
        let args = ["new", ruleset, "--players", players, "--lang", "en", "--file", &shown];
        let (code, _) = run_table(&args, home.path(), &format!("{before}quit\n"));
        assert_eq!(code, 0);
        let kept = std::fs::read_to_string(&file).unwrap();
        std::fs::remove_file(&file).unwrap();
        let (code, prompts) = run_table(&args, home.path(), &format!("{before}{named}\n{next}\nquit\n"));
        assert_eq!(code, 0, "{prompts}");
        // The table says it as a sentence (#38); verify, inside its line, as it is.
        let sentence = reason[..1].to_uppercase() + &reason[1..];
        assert!(prompts.contains(&format!("✗ {sentence}\n")), "{ruleset}: {named}: {prompts}");
        assert!(verify_with(home.path(), &kept, entry).contains(reason), "{ruleset}: verify refuses {entry} so");
        // Nothing of the named line is written; the line after it is.
        let journal = std::fs::read_to_string(&file).unwrap();
        let added: Vec<&str> = journal.lines().skip(kept.lines().count()).collect();
        assert_eq!(added.len(), 1, "{ruleset}: {journal}");
        let e: Value = serde_json::from_str(added[0]).unwrap();
        assert_ne!(e["type"], "play", "{ruleset}: {journal}");
        assert!(!journal.contains(r#""mosca""#) && !journal.contains(r#""turned":"10C""#), "{journal}");
    }
}

/// Where `needle` is in `text` (it must be there).
#[track_caller]
fn at(text: &str, needle: &str) -> usize {
    text.find(needle).unwrap_or_else(|| panic!("{needle:?} not in:\n{text}"))
}

#[test]
fn a_trick_is_said_as_its_last_card_is_in_in_every_language() {
    // belote-classic-a, hand 1, trick 1 (clubs trump): Marta 7♣ 0, Iker A♣ 11, Olga J♣ 20 (the
    // best), Pep 10♣ 10: Olga's side takes 41. Said after Pep's card, before trick 2 is asked.
    for (lang, last_asked, said, next) in [
        ("en", "Trick 1/8 · Pep to play", "• Trick 1/8 to Olga: 41 points · Pep+Iker 0, Marta+Olga 41.", "Trick 2/8 ·"),
        ("es", "Baza 1/8 · juega Pep", "• Baza 1/8 para Olga: 41 puntos · Pep+Iker 0, Marta+Olga 41.", "Baza 2/8 ·"),
        ("fr", "Pli 1/8 · à Pep", "• Pli 1/8 pour Olga\u{a0}: 41 points · Pep+Iker 0, Marta+Olga 41.", "Pli 2/8 ·"),
    ] {
        let home = tempfile::tempdir().unwrap();
        // Typed in the table's letters (docs/entries.md).
        let lines = typed_lines_in(&example("belote-classic-a"), lang);
        let mut args = new_args("belote-classic-a");
        args.extend(["--lang", lang]);
        let (_, prompts) = run_table(&args, home.path(), &(lines[..9].join("\n") + "\n"));
        assert!(at(&prompts, last_asked) < at(&prompts, said), "{lang}: {prompts}");
        assert!(at(&prompts, said) < at(&prompts, next), "{lang}: {prompts}");
    }
}

#[test]
fn perejila_settles_at_the_last_stand_before_the_next_deal_in_french() {
    // RULES.md perejila example 8 (P4 deals): P1 rey caballo as holds 31 and is never asked;
    // P2 7 6 sota (23) draws a 7 (30) and stands (Enter); P3 5 6 7 (18) draws a rey and a 5
    // (33): out; P4 2 3 4 of copas (9) stands. 4 chips a square: punto P1 (the only rey up),
    // mayor de espadas P3 (7E), flor P4 (2 3 4 of copas), escalera P1 (caballo rey as), no diez
    // P4 (9), treinta y una P1; as de oros, parejas and tururú keep their 12 chips.
    let home = tempfile::tempdir().unwrap();
    let input = "deal P4\nRC\n7C\n5C\n2C\nCB 1E\n6B SE\n6E 7E\n3C 4C\n7B\n\nRB\n5B\n\nquitter\n";
    let (code, prompts) =
        run_table(&["new", "perejila", "--players", "P1,P2,P3,P4", "--lang", "fr"], home.path(), input);
    assert_eq!(code, 0, "{prompts}");
    assert!(!prompts.contains("P1 (compte"), "P1 holds 31: never asked to draw: {prompts}");
    let asked = [
        "P2 (compte 23) tire-t-il une carte pour la treinta y una\u{a0}? (la carte\u{a0}; Entrée = reste)",
        "• P2 compte 30 à la treinta y una.",
        "P2 (compte 30) tire-t-il",
        "• P2 s'arrête à 30.",
        "P3 (compte 18) tire-t-il",
        "• P3 compte 28 à la treinta y una.",
        "P3 (compte 28) tire-t-il",
        "• P3 compte 33\u{a0}: hors de la treinta y una.",
        "P4 (compte 9) tire-t-il",
        "• P4 s'arrête à 9.",
        "• Donne 1\u{a0}: punto P1 +4, mayor de espadas P3 +4, flor P4 +4, escalera P1 +4, no diez P4 +4, \
         treinta y una P1 +4\u{a0}; 12 jetons restent sur le plateau.",
        "Donne 2 · donneur P1 · donner\u{a0}? (Entrée\u{a0}: P1 donne\u{a0}; ou le nom de qui donne)",
    ];
    let places: Vec<usize> = asked.iter().map(|a| at(&prompts, a)).collect();
    assert!(places.windows(2).all(|w| w[0] < w[1]), "in this order: {asked:#?}\n{prompts}");
    let v = verify_json(&only_journal(home.path()));
    assert_eq!(v["hands"][0]["chips"], serde_json::json!({"P1": 3, "P2": -9, "P3": -5, "P4": -1}));
}

#[test]
fn perejila_refuses_a_draw_for_31_over_31_stood_and_at_the_next_deal_writing_nothing() {
    // Issue #35. RULES.md perejila example 8 with Pep dealing: Ana rey caballo as holds 31 (10 +
    // 10 + 11); Luis 7 6 (of oros) sota (23) draws a 7 (30) and stands (Enter); Marta 5 6 7 (18) draws a
    // rey and a 5 (33): over 31; Pep 2 3 4 (9) stands, and the hand is settled. `Ana draw 6B`
    // typed at Luis's question is refused (Ana holds 31), and again at the next deal's question,
    // as is a card for Marta (over 31) or Luis (stood): each a one-line reason, nothing written.
    let home = tempfile::tempdir().unwrap();
    let input = "deal Pep\nRC\n7C\n5C\n2C\nCB 1E\n6O SE\n6E 7E\n3C 4C\nAna draw 6B\n7B\n\nRB\n5B\n\n\
                 Ana draw 6B\nMarta draw 6B\nLuis draw 6B\nquit\n";
    let (code, prompts) = run_table(&["new", "perejila", "--players", "Ana,Luis,Marta,Pep"], home.path(), input);
    assert_eq!(code, 0, "{prompts}");
    let said =
        ["✗ Ana holds 31", "• Luis counts 30", "✗ Ana holds 31", "✗ Marta is over 31", "✗ Luis has already stood"];
    let mut from = 0;
    for s in said {
        let found = prompts[from..].find(s).unwrap_or_else(|| panic!("{s:?} after byte {from}:\n{prompts}"));
        from += found + s.len();
    }
    let settled = at(&prompts, "• Hand 1:");
    assert!(
        settled < prompts.rfind("✗ Ana holds 31").unwrap(),
        "the second refusal comes after the hand is settled: {prompts}"
    );
    let journal = std::fs::read_to_string(only_journal(home.path())).unwrap();
    assert!(!journal.contains("6B\""), "no refused draw is written: {journal}");
    // the header, the deal, 4 up, 4 down, Luis's draw and stand, Marta's two draws, Pep's stand
    assert_eq!(journal.lines().count(), 1 + 1 + 4 + 4 + 2 + 2 + 1, "{journal}");
    let v = verify_json(&only_journal(home.path()));
    assert_eq!(v["ok"], true, "{v}");
    assert_eq!(v["hands"][0]["lances"]["treinta-y-una"]["winner"], "Ana");
}

#[test]
fn a_mosca_hand_is_settled_before_the_next_deal_is_asked() {
    // RULES.md bestia example 8: trump ♦; A's heart mosca and B's trump mosca: B takes the pot
    // of 8 (four antes of 2). Enter at the second "A mosca?" ends the moscas.
    let home = tempfile::tempdir().unwrap();
    let input = "deal D 6D\nA mosca AH KH QH 9H 8H\nB mosca JD 10D 9D 8D 7D\n\ndeal A 7C\n";
    let (code, prompts) = run_table(&["new", "bestia", "--players", "A,B,C,D"], home.path(), input);
    assert_eq!(code, 0, "{prompts}");
    let settled = at(&prompts, "• Hand 1 (mosca): A -2, B 6, C -2, D -2");
    assert!(settled < at(&prompts, "Hand 2 · dealer A"), "{prompts}");
    assert_eq!(prompts.matches("Hand 1 (mosca)").count(), 1, "said once, not again at the deal: {prompts}");
    assert_eq!(prompts.matches("wins the pot of 8 with a mosca").count(), 1, "{prompts}");
    let v = verify_json(&only_journal(home.path()));
    assert_eq!(v["hands"][0]["chips"], serde_json::json!({"A": -2, "B": 6, "C": -2, "D": -2}));
}

#[test]
fn amend_lists_each_entry_with_its_player_and_undo_says_whose_it_retracted() {
    // Journal lines: 1 the header, 2 the deal, 3 Luis's pass, 4 Marta's pass. `undo` retracts
    // Marta's pass (line 5, the undo); Marta then takes (line 6). `amend` lists the entries in
    // force, newest first, each with its player; Enter at the list (no choice here) leaves it.
    let home = tempfile::tempdir().unwrap();
    let (code, prompts) = run_table(
        &["new", "belote-classic", "--players", "Ana,Luis,Marta,Pep", "--lang", "en", "--card-letters", "en"],
        home.path(),
        "deal Ana 8C\npass\npass\nundo\nMarta take\namend\n\nquit\n",
    );
    assert_eq!(code, 0, "{prompts}");
    assert!(prompts.contains("• Retracted: Marta pass."), "{prompts}");
    assert!(prompts.contains("(6: Marta take | 3: Luis pass | 2: deal Ana 8♣)"), "{prompts}");
}

/// The last line of the one journal in `home`, as JSON.
fn last_entry(home: &Path) -> Value {
    let journal = std::fs::read_to_string(only_journal(home)).unwrap();
    serde_json::from_str(journal.lines().last().unwrap()).unwrap()
}

#[test]
fn a_mistyped_name_at_a_name_question_gets_the_nearest_name() {
    // belote-es for three: Xavi deals 8♦, Luis passes and Olga takes; the swap question takes a
    // name. 'Lusi' is one swapped pair from Luis: refused with Luis suggested (not a card), and
    // the question asked again; then Luis swaps, the entry the journal ends with.
    for (lang, refused) in [
        ("en", "✗ 'Lusi' is not a player here (Xavi, Luis, Olga) — did you mean 'Luis'?"),
        ("es", "✗ 'Lusi' no juega aquí (Xavi, Luis, Olga) — ¿querías decir 'Luis'?"),
    ] {
        let home = tempfile::tempdir().unwrap();
        let args = ["new", "belote-es", "--players", "Xavi,Luis,Olga", "--lang", lang];
        let (code, prompts) = run_table(&args, home.path(), "deal Xavi 8D\npass\ntake\nLusi\nLuis\nquit\n");
        assert_eq!(code, 0, "{prompts}");
        assert!(prompts.contains(refused), "{lang}: {prompts}");
        assert_eq!(prompts.matches("swap the 7 of trump").count() + prompts.matches("cambia el 7").count(), 2);
        let last = last_entry(home.path());
        assert_eq!((last["type"].as_str(), last["player"].as_str()), (Some("swap-seven"), Some("Luis")), "{lang}");
    }
    // La Bestia: who shows the pánfilo (J♣) is a name too; with three players Luis receives a chip
    // from each of the other two. Ana deals the 7 of hearts (7C in French letters: C cœur).
    for (lang, dealt, refused, paid) in [
        (
            "en",
            "7H",
            "✗ 'Lusi' is not a player here (Ana, Luis, Marta) — did you mean 'Luis'?",
            "Luis shows the pánfilo and receives 2 chips.",
        ),
        (
            "fr",
            "7C",
            "✗ 'Lusi' ne joue pas ici (Ana, Luis, Marta) — vouliez-vous dire 'Luis'\u{a0}?",
            "Luis montre le pamphile et reçoit 2 jetons.",
        ),
    ] {
        let home = tempfile::tempdir().unwrap();
        let args = ["new", "bestia", "--players", "Ana,Luis,Marta", "--lang", lang];
        let (code, prompts) = run_table(&args, home.path(), &format!("deal Ana {dealt}\nLusi\nLuis\nquit\n"));
        assert_eq!(code, 0, "{prompts}");
        assert!(prompts.contains(refused), "{lang}: {prompts}");
        assert!(prompts.contains(paid), "{lang}: {prompts}");
        let last = last_entry(home.path());
        assert_eq!((last["type"].as_str(), last["player"].as_str()), (Some("panfilo"), Some("Luis")), "{lang}");
    }
    // Nothing near a name: no name is suggested.
    let home = tempfile::tempdir().unwrap();
    let args = ["new", "belote-es", "--players", "Xavi,Luis,Olga", "--lang", "en"];
    let (_, prompts) = run_table(&args, home.path(), "deal Xavi 8D\npass\ntake\nBartolomeo\nquit\n");
    assert!(!prompts.contains("did you mean"), "{prompts}");
}

/// The refusal of what was typed: the line `✗ 'TYPED' …` (empty when there is none).
fn refusal_of<'p>(prompts: &'p str, typed: &str) -> &'p str {
    prompts.lines().find(|l| l.starts_with(&format!("✗ '{typed}'"))).unwrap_or("")
}

#[test]
fn a_worded_card_with_a_slip_gets_the_card_it_meant() {
    // belote-classic: Pep deals the 7 of hearts and Ana takes; she leads. 'roi de trèfel' has
    // its suit word's last two letters swapped (trèfle: clubs), '7 de coraznes' lacks the o of
    // corazones (hearts): each refused with the card suggested in the table's letters and words,
    // and nothing entered is lost: Ana's king of clubs is the play that follows.
    for (lang, king, seven) in [
        ("en", "did you mean KC (king of clubs)?", "did you mean 7H (seven of hearts)?"),
        ("es", "¿querías decir RT (rey de tréboles)?", "¿querías decir 7C (siete de corazones)?"),
    ] {
        let home = tempfile::tempdir().unwrap();
        let args = ["new", "belote-classic", "--players", "Ana,Luis,Marta,Pep", "--lang", lang];
        let input = "deal Pep siete de corazones\nAna take\nroi de trèfel\n7 de coraznes\nroi de trèfle\nquit\n";
        let (code, prompts) = run_table(&args, home.path(), input);
        assert_eq!(code, 0, "{prompts}");
        assert!(refusal_of(&prompts, "roi de trèfel").ends_with(king), "{lang}: {prompts}");
        assert!(refusal_of(&prompts, "7 de coraznes").ends_with(seven), "{lang}: {prompts}");
        let last = last_entry(home.path());
        assert_eq!(
            (last["type"].as_str(), last["player"].as_str(), last["card"].as_str()),
            (Some("play"), Some("Ana"), Some("KC"))
        );
    }
    // perejila's Spanish deck (named in its own words at a French table too): copas is C, and the
    // 6 is in the 40-card deck; the 8 is not, so '8 de cpoas' gets no suggestion.
    for (lang, six) in
        [("es", "¿querías decir 6C (seis de copas)?"), ("fr", "vouliez-vous dire 6C (seis de copas)\u{a0}?")]
    {
        let home = tempfile::tempdir().unwrap();
        let args = ["new", "perejila", "--players", "P1,P2,P3,P4", "--lang", lang];
        let (code, prompts) = run_table(&args, home.path(), "deal P4\n6 de cpoas\n8 de cpoas\nquit\n");
        assert_eq!(code, 0, "{prompts}");
        assert!(refusal_of(&prompts, "6 de cpoas").ends_with(six), "{lang}: {prompts}");
        let eight = refusal_of(&prompts, "8 de cpoas");
        assert!(!eight.is_empty() && !eight.contains('—'), "{lang}: {prompts}");
    }
}

#[test]
fn the_wildcard_value_may_be_typed_in_words_or_as_a_rank_alone() {
    // RULES.md perejila example 5 (P4 deals): P3 holds the perejila, a rey and a 3; the table
    // offers the wildcard in as de oros (1O), mayor de espadas (6E 7E) and parejas (four reyes).
    let dealt = "deal P4\n5C\nSC\n3C\n1B\n5B 2O\nSE 3B\n7O RE\n4C 6E\n";
    // A rank alone four values share is not understood, and asked again; the rey de copas in
    // words (French words at a French table) is the value: P3's reyes win parejas.
    for (lang, refused, rey) in [
        ("es", "✗ 'rey' no se entiende aquí", "rey de copas"),
        ("fr", "✗ 'roi' ne se comprend pas ici", "roi de coupes"),
    ] {
        let home = tempfile::tempdir().unwrap();
        let input = format!("{dealt}\n\n{}\n{rey}\nquit\n", refused.split('\'').nth(1).unwrap_or(""));
        let (code, prompts) =
            run_table(&["new", "perejila", "--players", "P1,P2,P3,P4", "--lang", lang], home.path(), &input);
        assert_eq!(code, 0, "{prompts}");
        assert!(prompts.contains(refused), "{lang}: {prompts}");
        let journal = std::fs::read_to_string(only_journal(home.path())).unwrap();
        let wild: Value = journal
            .lines()
            .filter_map(|l| serde_json::from_str::<Value>(l).ok())
            .find(|e| e["type"] == "wild")
            .unwrap();
        assert_eq!((wild["lance"].as_str(), wild["as"].as_str()), (Some("parejas"), Some("RC")), "{lang}");
    }
    // A rank alone that names one value: the ace at as de oros (1O), the siete at mayor de espadas
    // (7E, the 6 being the other value).
    for (lang, answers, lance, value) in
        [("en", "ace\n", "as-de-oros", "1O"), ("es", "\nsiete\n", "mayor-de-espadas", "7E")]
    {
        let home = tempfile::tempdir().unwrap();
        let input = format!("{dealt}{answers}quit\n");
        let (code, prompts) =
            run_table(&["new", "perejila", "--players", "P1,P2,P3,P4", "--lang", lang], home.path(), &input);
        assert_eq!(code, 0, "{prompts}");
        assert!(!prompts.contains('✗'), "{lang}: {prompts}");
        let last = last_entry(home.path());
        assert_eq!((last["type"].as_str(), last["player"].as_str()), (Some("wild"), Some("P3")), "{lang}");
        assert_eq!((last["lance"].as_str(), last["as"].as_str()), (Some(lance), Some(value)), "{lang}");
    }
}
