//! A teams file as a spreadsheet saves it (docs/concours.md): a first line of column heads
//! (`Team,Player 1,Player 2`, the form `concours new --help` shows, or its Spanish and French
//! words, in any case, with a byte-order mark, in quotes, separated by `;`) is recognised and
//! skipped, never drawn as a team; a line that is neither heads nor a team is refused naming the
//! file, the line and the column, and nothing is written.

use crate::support::tapete;
use serde_json::Value;
use std::path::Path;

/// `concours new` from a teams file holding `text`: the header's teams (ids and names).
fn teams_of(text: &str) -> Vec<(String, Option<String>)> {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("teams.csv");
    std::fs::write(&file, text).unwrap();
    tapete()
        .home(home.path())
        .args(["concours", "new", "Fiesta", "--ruleset", "belote-classic", "--rounds", "2", "--seed", "3"])
        .arg("--teams-file")
        .arg(&file)
        .status(0)
        .run();
    let dir = home.path().join("concours");
    let journal = std::fs::read_dir(&dir).unwrap().next().unwrap().unwrap().path();
    let first = std::fs::read_to_string(journal).unwrap();
    let header: Value = serde_json::from_str(first.lines().next().unwrap()).unwrap();
    header["teams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (t["id"].as_str().unwrap().to_string(), t["name"].as_str().map(str::to_string)))
        .collect()
}

fn ids(teams: &[(String, Option<String>)]) -> Vec<&str> {
    teams.iter().map(|(id, _)| id.as_str()).collect()
}

#[test]
fn the_heads_help_shows_are_a_header_and_no_team_is_drawn_from_them() {
    let help = tapete().args(["concours", "new", "--help"]).status(0).run().stdout;
    assert!(help.contains("Team name,Player 1,Player 2"), "{help}");
    let teams = teams_of("Team,Player 1,Player 2\nLos Ases,Ana,Luis\n,Marta,Pep\nLa Peña,Eva,Juan\n");
    assert_eq!(ids(&teams), ["Ana+Luis", "Marta+Pep", "Eva+Juan"]);
    assert_eq!(teams[0].1.as_deref(), Some("Los Ases"));
    // Three teams: the first round's bye goes to one of them, never to a line of heads.
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("teams.csv");
    std::fs::write(&file, "Team,Player 1,Player 2\nLos Ases,Ana,Luis\n,Marta,Pep\nLa Peña,Eva,Juan\n").unwrap();
    let journal = home.path().join("fiesta.jsonl");
    tapete()
        .home(home.path())
        .args(["concours", "new", "Fiesta", "--ruleset", "belote-classic", "--rounds", "2", "--teams-file"])
        .arg(&file)
        .arg("--file")
        .arg(&journal)
        .status(0)
        .run();
    let d = tapete().args(["concours", "draw", "--json", "--file"]).arg(&journal).status(0).run().json();
    let mut drawn: Vec<String> = d["tables"][0]["teams"].as_array().unwrap().iter().map(|t| t.to_string()).collect();
    drawn.push(d["bye"].to_string());
    drawn.sort();
    assert_eq!(drawn, ["\"Ana+Luis\"", "\"Eva+Juan\"", "\"Marta+Pep\""], "{d}");
}

#[test]
fn heads_in_spanish_and_french_in_any_case_quoted_or_after_a_byte_order_mark_are_recognised() {
    let want = ["Ana+Luis", "Marta+Pep"];
    for heads in [
        "Equipo,Jugador 1,Jugador 2",
        "EQUIPO,JUGADORA 1,JUGADOR 2",
        "Nombre del equipo,Jugador1,Jugador2",
        "\u{feff}Équipe,Joueur 1,Joueur 2",
        "\"Équipe\",\"Joueur 1\",\"Joueur 2\"",
        "Nom de l'équipe,Joueuse 1,Joueur 2",
        "equipe,joueur 1,joueur 2",
        "team name,PLAYER 1,player 2",
        ",Player 1,Player 2",
        "Player 1,Player 2",
    ] {
        let teams = teams_of(&format!("{heads}\n,Ana,Luis\n,Marta,Pep\n"));
        assert_eq!(ids(&teams), want, "{heads}");
    }
    // A spreadsheet of Spain or France saves with `;`.
    let teams = teams_of("\u{feff}\"Équipe\";\"Joueur 1\";\"Joueur 2\"\r\nLes As;Ana;Luis\r\n;Marta;Pep\r\n");
    assert_eq!(ids(&teams), want);
    assert_eq!(teams[0].1.as_deref(), Some("Les As"));
}

/// `concours new` from a teams file holding `text` is refused: exit 2, one line, no concours
/// written. The line.
fn refused(text: &str, lang: &str) -> (String, String) {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("teams.csv");
    std::fs::write(&file, text).unwrap();
    let out = tapete()
        .home(home.path())
        .args(["concours", "new", "Fiesta", "--ruleset", "belote-classic", "--rounds", "2", "--lang", lang])
        .arg("--teams-file")
        .arg(&file)
        .status(2)
        .stdout("")
        .run();
    assert_eq!(out.stderr.lines().count(), 1, "{}", out.stderr);
    assert!(!Path::new(&home.path().join("concours")).exists(), "nothing written");
    (out.stderr, file.display().to_string())
}

#[test]
fn a_line_that_is_neither_heads_nor_a_team_is_refused_with_its_line_and_column() {
    let (err, path) = refused("Team,Player 1,Player 2\n,Ana,Luis\nClub,Eva,Juan,Pep\n", "en");
    // "Club,Eva,Juan,Pep": the commas stand at columns 5, 9 and 14; the fourth field starts at 15.
    assert!(err.starts_with(&format!("tapete: {path}:3:15: 4 fields;")), "{err}");
    // An empty player: "Club,,Juan": the second field starts at column 6.
    let (err, path) = refused(",Ana,Luis\nClub,,Juan\n", "en");
    assert!(err.starts_with(&format!("tapete: {path}:2:6: a player's name is empty;")), "{err}");
    // A quote left open, after two blanks: the quote is at column 3.
    let (err, path) = refused(",Ana,Luis\n  \"Club,Eva,Juan\n", "en");
    assert!(err.starts_with(&format!("tapete: {path}:2:3: the double quote")), "{err}");
    // One field only: the line's end (column 9 after "Ana Luis").
    let (err, path) = refused("Ana Luis\n", "en");
    assert!(err.starts_with(&format!("tapete: {path}:1:9: 1 field;")), "{err}");
    // Heads below the first line (two files pasted together).
    let (err, path) = refused(",Ana,Luis\n,Eva,Juan\n\nTeam,Player 1,Player 2\n,Rosa,Tomas\n", "en");
    assert!(err.starts_with(&format!("tapete: {path}:4:1: column heads")), "{err}");
    // In the concours's language.
    let (err, path) = refused("Equipo,Jugador 1,Jugador 2\nClub,Eva,Juan,Pep\n", "es");
    assert!(err.starts_with(&format!("tapete: {path}:2:15: 4 campos;")), "{err}");
    let (err, path) = refused("Club,,Juan\n", "fr");
    assert!(err.starts_with(&format!("tapete: {path}:1:6\u{a0}: le nom d'un joueur est vide")), "{err}");
}
