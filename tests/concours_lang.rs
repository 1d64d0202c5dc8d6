//! A concours speaks the language it was created in (`--lang`), with no `--lang` on later commands
//! and no locale: its draw, its standings and its refusals.

use crate::support::concours::{tables, Club};

/// The same concours (same seed, same results) in `lang`: what `draw`, `standings` and a refused
/// total say.
fn spoken(lang: &str) -> [String; 3] {
    let club = Club::new(&[
        "Fiesta",
        "--ruleset",
        "belote-classic",
        "--teams",
        "Ana+Luis,Marta+Pep,Joan+Rosa,Iker+Nora,Sara+Tomas",
        "--rounds",
        "2",
        "--seed",
        "8",
        "--lang",
        lang,
    ]);
    let draw = club.ok(&["draw"]).stdout;
    let d = club.ok(&["draw", "--round", "1", "--format", "json"]).json();
    let [a, b] = tables(&d)[0].1.clone();
    let refusal =
        club.refused(&["result", "--table", "1", "--score", &format!("{a}=1000"), "--score", &format!("{b}=900")]);
    club.ok(&["result", "--table", "1", "--score", &format!("{a}=1000"), "--score", &format!("{b}=944")]);
    let standings = club.ok(&["standings"]).stdout;
    [draw, standings, refusal]
}

/// Words of each language (a table, a round, a team, points, a hand) and English words that
/// must not show.
#[test]
fn a_concours_in_spanish_or_french_speaks_it_in_its_draw_standings_and_refusals() {
    let english = spoken("en");
    assert!(english[0].contains("Table 1") && english[0].contains("Round 1"), "{}", english[0]);
    for (lang, words) in [
        ("es", [&["Mesa 1", "Ronda 1", "Descansa"][..], &["Equipo", "Puntos"], &["manos", "1944"]]),
        ("fr", [&["Table 1", "Tour 1", "Exempt"][..], &["Équipe", "Points"], &["donnes", "1944"]]),
    ] {
        let said = spoken(lang);
        for (k, (text, english)) in said.iter().zip(&english).enumerate() {
            assert_ne!(text, english, "{lang}: {text}");
            for w in words[k] {
                assert!(text.contains(w), "{lang}: {w} not in {text}");
            }
            for w in ["Round", "Bye", "Rank", "Team", "Won", "Against", "hands", "add up", "awaited"] {
                assert!(!text.contains(w), "{lang}: {w} in {text}");
            }
        }
    }
}
