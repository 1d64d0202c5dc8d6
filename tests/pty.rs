//! The real prompts (`src/table/menu.rs`) in a pseudo-terminal, one hand of each game, in
//! Spanish: lists for the bids and announcements, lines for cards and names, Enter for the
//! defaults and to decline the optional questions, entries typed at a list. Cards are typed in
//! the Spanish letters (docs/entries.md: `RP` rey de picas, `VC` jota de corazones, `7T` siete de
//! tréboles). Each journal then verifies to the hand worked out by hand.

#![cfg(unix)]

use crate::support::cmd::isolated;
use crate::support::{example, only_journal, process, verify_json};

use rexpect::session::PtySession;
use std::time::Duration;

fn start(args: &[&str], home: &std::path::Path) -> PtySession {
    start_in("es", args, home)
}

/// The table at a terminal in `lang` (its own card letters).
pub(crate) fn start_in(lang: &str, args: &[&str], home: &std::path::Path) -> PtySession {
    let mut cmd = process();
    cmd.args(args)
        .args(["--lang", lang])
        .env("TAPETE_HOME", home)
        .env("NO_COLOR", "1")
        .env("COLUMNS", "100")
        .env_remove("TAPETE_PLAIN");
    rexpect::session::spawn_command(cmd, Some(crate::support::wait::deadline_ms())).unwrap()
}

/// What rexpect reads: every byte of the output as a character (UTF-8 shows as Latin-1).
fn seen(s: &str) -> String {
    s.bytes().map(|b| b as char).collect()
}

/// Wait for `text` on screen.
pub(crate) fn expect(p: &mut PtySession, text: &str) {
    p.exp_string(&seen(text)).unwrap();
}

/// Wait for a list (its last item is on screen: the prompt reads keys), then press `keys`.
fn pick(p: &mut PtySession, keys: &str) {
    pick_after(p, "escribir una entrada", keys);
}

/// Wait for a list whose hint ends with `hint`, then press `keys`.
pub(crate) fn pick_after(p: &mut PtySession, hint: &str, keys: &str) {
    expect(p, hint);
    std::thread::sleep(Duration::from_millis(80));
    p.send(keys).unwrap();
    p.flush().unwrap();
}

/// Wait for `prompt`, then type a line (or only Enter).
pub(crate) fn answer(p: &mut PtySession, prompt: &str, line: &str) {
    expect(p, prompt);
    std::thread::sleep(Duration::from_millis(30));
    p.send_line(line).unwrap();
}

pub(crate) const DOWN: &str = "\x1b[B";

/// `verify --json` of the journal the session wrote in `home`.
pub(crate) fn verify(home: &std::path::Path) -> serde_json::Value {
    verify_json(&only_journal(home))
}

/// Hand 1 of belote-classic-a up to its first card: Pep deals 8♣, three passes, Pep takes.
fn classic_a_taken(home: &std::path::Path) -> PtySession {
    let mut p =
        start(&["new", "belote-classic", "--players", "Pep,Marta,Iker,Olga", "--teams", "Pep+Iker,Marta+Olga"], home);
    expect(
        &mut p,
        "Cartas: A as, R rey, D dama, V/J jota, 10 9 8 7 · palos P♠ C♥ D♦ T♣ · p. ej. VC = jota de corazones",
    );
    answer(&mut p, "¿muestra?", "reparto Pep 8t");
    for _ in 0..3 {
        pick(&mut p, "\r");
    }
    pick(&mut p, &format!("{DOWN}\r"));
    p
}

#[test]
fn belote_classic_one_hand_in_spanish() {
    // Hand 1 of shared/examples/belote-classic-a: Pep takes clubs and fails, 0 to 162.
    let home = tempfile::tempdir().unwrap();
    let mut p = classic_a_taken(home.path());
    // A card in English letters is refused, with the card it means in Spanish letters.
    answer(&mut p, "¿carta?", "JS");
    expect(&mut p, "'JS' no es una carta de la baraja francesa: escribe un valor (A R D V/J 10 9 8 7)");
    expect(&mut p, "¿querías decir VP (jota de picas)?");
    let cards = [
        "7T", "AT", "VT", "10T", "VP", "8P", "RP", "9P", "AD", "10D", "RD", "9D", "7D", "8D", "DD", "8T", "AP", "9T",
        "7P", "10P", "VD", "VC", "DP", "RC", "8C", "AC", "DC", "9C", "10C", "DT", "7C", "RT",
    ];
    for (i, c) in cards.iter().enumerate() {
        answer(&mut p, "¿carta?", c);
        if i == 3 {
            // Trick 1, clubs trump: 7♣ 0, A♣ 11, J♣ 20 (Olga's, the best), 10♣ 10: 41 to Olga's side,
            // said as the fourth card is in.
            expect(&mut p, "Baza 1/8 para Olga: 41 puntos · Pep+Iker 0, Marta+Olga 41.");
        }
    }
    expect(&mut p, "Marta+Olga 162 (fallado)");
    expect(&mut p, "cartas +152 · diez de últimas +10");
    answer(&mut p, "¿muestra?", "salir");
    expect(&mut p, "Guardado");
    let v = verify(home.path());
    assert_eq!(v["hands"][0]["score"]["Marta+Olga"], 162);
    assert_eq!(v["hands"][0]["taker"], "Pep");
}

#[test]
fn belote_es_one_hand_in_spanish() {
    // Hand 1 of shared/examples/belote-es-3p: Olga takes diamonds; Pep's está bien is chosen from
    // the list, Xavi's cuarta is typed and shown after the first trick; Pep's renounce in trick 3
    // (proved in trick 6) costs his hand: the 141 card points and Xavi's 50 are shared, Olga 96
    // (the odd point: nearer the eldest hand) and Xavi 95, but play gave Xavi more, 69 card points
    // and his cuarta, and a renounce never pays a victim less than play did (RULES.md, decision
    // 2026-11-28, #35): Xavi 119, Pep 0, Olga 96.
    let home = tempfile::tempdir().unwrap();
    let mut p = start(&["new", "belote-es", "--players", "Xavi,Pep,Olga", "--option", "target=301"], home.path());
    answer(&mut p, "¿muestra", "reparto Xavi 8D");
    pick(&mut p, "\r"); // Pep: paso
    pick(&mut p, &format!("{DOWN}\r")); // Olga: tomo
    answer(&mut p, "cambia el 7", ""); // nobody swaps
    pick(&mut p, "\r"); // Pep: está bien
    answer(&mut p, "¿carta?", "AP");
    pick(&mut p, "\r"); // Olga: está bien (not recorded in the example: Olga's plays show none)
    answer(&mut p, "¿carta?", "10P");
    pick(&mut p, &format!("{DOWN}{DOWN}{DOWN}\r")); // Xavi: cuarta
    answer(&mut p, "¿carta?", "8P");
    // Spades led, no trump played: Pep's A♠ takes A 11 + 10 10 + 8 0.
    expect(&mut p, "Baza 1/9 para Pep: 21 puntos · Xavi 0, Pep 21, Olga 0.");
    answer(&mut p, "enseña Xavi", "10D VD DD RD");
    // Xavi's cuarta, shown, is the only combination standing: 50 (RULES.md belote-es 1).
    expect(&mut p, "Cantes: el mejor es de Xavi · Xavi 50, Pep 0, Olga 0.");
    let cards = [
        "7T", "9T", "RT", "DD", "DC", "9D", "7C", "VC", "8C", "AT", "10T", "DT", "RD", "AD", "7P", "9P", "DP", "VD",
        "10D", "RP", "VT", "9C", "VP", "RC",
    ];
    for c in cards {
        answer(&mut p, "¿carta?", c);
    }
    expect(&mut p, "Renuncio: Pep no asistió a ♦ en la baza 3 (jugó D♥); jugó A♦ en la baza 6");
    expect(&mut p, "Mano 1 (jugada): Xavi 119, Pep 0, Olga 96");
    expect(&mut p, "Xavi: cartas +69 · cantes +50");
    expect(&mut p, "Olga: castigo del renuncio +96");
    answer(&mut p, "¿muestra", "salir");
    expect(&mut p, "Guardado");
    let v = verify(home.path());
    assert_eq!(v["hands"][0]["score"], serde_json::json!({"Xavi": 119, "Pep": 0, "Olga": 96}));
}

#[test]
fn bestia_one_hand_in_spanish() {
    // RULES.md bestia example 10 as a whole hand (tests/bestia.rs works it out): C deals 8♠,
    // everyone plays, nobody exchanges (Enter takes the default 0); B's renounce pays the pot.
    let home = tempfile::tempdir().unwrap();
    let mut p = start(&["new", "bestia", "--players", "A,B,C"], home.path());
    answer(&mut p, "¿carta descubierta de quien reparte?", "reparto C 8P");
    answer(&mut p, "pánfilo", "");
    answer(&mut p, "¿Mosca?", "");
    for _ in 0..3 {
        pick(&mut p, "\r"); // juego
    }
    for _ in 0..3 {
        answer(&mut p, "¿Cuántas cartas cambia", "");
    }
    let cards = ["7D", "8D", "AD", "AC", "7P", "7T", "RT", "10T", "DT", "DD", "9D", "8P", "RC", "VD", "9P"];
    for (i, c) in cards.iter().enumerate() {
        answer(&mut p, "¿carta?", c);
        if i == 2 {
            // Diamonds led, no trump (spades) in it: C's A♦ takes the first trick.
            expect(&mut p, "Baza 1/5 para C · bazas: A 0, B 0, C 1.");
        }
    }
    expect(&mut p, "Renuncio: B no falló en la baza 2");
    expect(&mut p, "B paga 6 por el renuncio.");
    expect(&mut p, "Quedan 7 en el plato.");
    answer(&mut p, "¿carta descubierta de quien reparte?", "salir");
    expect(&mut p, "Guardado");
    let v = verify(home.path());
    assert_eq!(v["hands"][0]["chips"], serde_json::json!({"A": 0, "B": -7, "C": 0}));
}

#[test]
fn perejila_one_hand_in_spanish() {
    // RULES.md perejila example 9: P2's three reyes are a tururú and take all nine squares.
    let home = tempfile::tempdir().unwrap();
    let mut p = start(&["new", "perejila", "--players", "P1,P2,P3,P4"], home.path());
    answer(&mut p, "¿reparto?", "P4");
    for c in ["1C", "RC", "3E", "4B"] {
        answer(&mut p, "¿carta descubierta?", c);
    }
    for c in ["2B 5O", "RB RE", "6C SB", "CO SO"] {
        answer(&mut p, "¿dos cartas tapadas?", c);
    }
    // The tururú is said as it is dealt and the hand settled at once: no draw is asked, and
    // the squares are paid before the next deal is asked for.
    expect(&mut p, "P2 tiene tururú y se lleva todas las casillas.");
    expect(&mut p, "tururú P2 +4");
    answer(&mut p, "Mano 2 · reparte P1 · ¿reparto? (Intro: reparte P1; o el nombre de quien reparta)", "");
    answer(&mut p, "¿carta descubierta?", "salir");
    expect(&mut p, "Guardado");
    let v = verify(home.path());
    assert_eq!(v["hands"][0]["outcome"], "tururu");
    assert_eq!(v["hands"][0]["chips"], serde_json::json!({"P1": -9, "P2": 27, "P3": -9, "P4": -9}));
}

#[test]
fn perejila_treinta_y_una_in_spanish() {
    // RULES.md perejila example 8 with three players (P3 deals, P1 is the eldest hand): P1 rey
    // caballo as (31), P2 7 6 sota (23) draws a 7 (30) and stands, P3 5 6 7 of espadas (18)
    // draws a rey (28) and a 5 (33): out. P1 holds 31 and is never asked to draw. The hand is
    // settled at P3's last draw, before the next deal is asked for: 3 chips a square; punto P1
    // (the rey), mayor de espadas P3 (7E), flor P3 (5 6 7 of espadas), escalera P1 (caballo rey
    // as beats 5 6 7), treinta y una P1; nobody wins as de oros, parejas, no diez, tururú.
    let home = tempfile::tempdir().unwrap();
    let mut p = start(&["new", "perejila", "--players", "P1,P2,P3"], home.path());
    answer(&mut p, "¿reparto?", "P3");
    for c in ["RC", "7C", "5E"] {
        answer(&mut p, "¿carta descubierta?", c);
    }
    for c in ["CB 1E", "6B SE", "6E 7E"] {
        answer(&mut p, "¿dos cartas tapadas?", c);
    }
    answer(&mut p, "¿P2 (lleva 23) pide carta para treinta y una?", "7B");
    expect(&mut p, "P2 lleva 30 a treinta y una.");
    answer(&mut p, "¿P2 (lleva 30) pide carta para treinta y una?", "");
    expect(&mut p, "P2 se planta con 30.");
    answer(&mut p, "¿P3 (lleva 18) pide carta para treinta y una?", "RB");
    expect(&mut p, "P3 lleva 28 a treinta y una.");
    answer(&mut p, "¿P3 (lleva 28) pide carta para treinta y una?", "5B");
    expect(&mut p, "P3 se pasa con 33: fuera de treinta y una.");
    expect(
        &mut p,
        "Mano 1: punto P1 +3, mayor de espadas P3 +3, flor P3 +3, escalera P1 +3, treinta y una P1 +3; \
         quedan 12 fichas en el tablero.",
    );
    answer(&mut p, "Mano 2 · reparte P1 · ¿reparto?", "salir");
    expect(&mut p, "Guardado");
    let v = verify(home.path());
    assert_eq!(v["hands"][0]["chips"], serde_json::json!({"P1": 0, "P2": -9, "P3": -3}));
    assert_eq!(v["hands"][0]["lances"]["treinta-y-una"]["winner"], "P1");
    let journal = std::fs::read_to_string(only_journal(home.path())).unwrap();
    assert_eq!(journal.matches(r#""type":"stand""#).count(), 1, "P2's stand, and only P2's, is an entry");
}

/// A long simulation at a terminal shows a progress bar on standard error while the worker
/// threads play (six chunks of 10,000 deals), then the statistics; it must not stall on the
/// terminal. Piped, it shows none (`tests/simulate.rs`).
#[test]
fn simulate_shows_progress_at_a_terminal() {
    let home = tempfile::tempdir().unwrap();
    let mut cmd = process();
    cmd.args(["simulate", "belote-es", "--deals", "60000", "--seed", "1", "--threads", "2"])
        .env("TAPETE_HOME", home.path())
        .env("NO_COLOR", "1");
    let mut p = rexpect::session::spawn_command(cmd, Some(crate::support::wait::deadline_ms())).unwrap();
    expect(&mut p, "/60,000 deals");
    expect(&mut p, "60000 deals in");
    p.exp_eof().unwrap();
}

#[test]
fn amend_through_the_prompts_in_spanish() {
    // tests/amend.rs's hand: Ana's Q♥ went in without "belote" (belote.must_declare): the
    // contract fails, 0 to 162. "corregir" lists the entries, most recent first; line 30 is the
    // sixth; "QH belote" replaces Ana's play: made, 94 to 88 (worked out in tests/amend.rs).
    let home = tempfile::tempdir().unwrap();
    let mut p = start(
        &[
            "new",
            "belote-classic",
            "--players",
            "Ana,Luis,Marta,Pep",
            "--teams",
            "Ana+Marta,Luis+Pep",
            "--option",
            "target=1",
            "--option",
            "belote.must_declare=true",
        ],
        home.path(),
    );
    answer(&mut p, "¿muestra?", "reparto Pep DC");
    pick(&mut p, &format!("{DOWN}\r")); // Ana: tomo
    let cards = [
        "AP",
        "RP",
        "9P",
        "8P",
        "10P",
        "DP",
        "VP",
        "7P",
        "7D",
        "DD",
        "AD",
        "9D",
        "RD",
        "VD",
        "8D",
        "10D",
        "9T",
        "AT",
        "RT",
        "7T",
        "10T",
        "DT",
        "8T",
        "VT",
        "AC",
        "7C",
        "DC",
        "9C",
        "VC",
        "10C",
        "8C",
        "RC rebelote",
    ];
    for c in cards {
        answer(&mut p, "¿carta?", c);
    }
    expect(&mut p, "Ana+Marta 0, Luis+Pep 162");
    answer(&mut p, "Escribe 'fin'", "corregir");
    pick(&mut p, &format!("{}\r", DOWN.repeat(5))); // 30: Ana Q♥
    answer(&mut p, "¿La línea 30 (Ana D♥) pasa a ser?", "DC belote");
    expect(&mut p, "Línea 30 corregida");
    answer(&mut p, "Escribe 'fin'", "salir");
    expect(&mut p, "Guardado");
    let v = verify(home.path());
    assert_eq!(v["totals"], serde_json::json!({"Ana+Marta": 94, "Luis+Pep": 88}));
    assert_eq!(v["winner"], "Ana+Marta");
}

/// The exit status of the session's process once it is over.
fn exit_code(p: &mut PtySession) -> Option<i32> {
    match p.process().wait().unwrap() {
        rexpect::process::WaitStatus::Exited(_, code) => Some(code),
        _ => None,
    }
}

#[test]
fn ctrl_c_leaves_the_session_saved_says_so_and_exits_130() {
    // In a dialoguer list (raw terminal: an interrupted read) after the deal is entered.
    let home = tempfile::tempdir().unwrap();
    let mut p = start(&["new", "belote-classic", "--players", "Pep,Marta,Iker,Olga"], home.path());
    answer(&mut p, "¿muestra?", "reparto Pep 8t");
    expect(&mut p, "escribir una entrada");
    std::thread::sleep(Duration::from_millis(80));
    p.send_control('c').unwrap();
    expect(&mut p, "Guardado");
    assert_eq!(exit_code(&mut p), Some(130));
    let text = std::fs::read_to_string(only_journal(home.path())).unwrap();
    assert!(text.lines().nth(1).is_some_and(|l| l.contains("\"deal\"")), "the deal is kept: {text}");

    // At a plain line prompt (TAPETE_PLAIN): the signal itself.
    let home = tempfile::tempdir().unwrap();
    let mut cmd = process();
    cmd.args(["new", "belote-classic", "--players", "Pep,Marta,Iker,Olga", "--lang", "es"])
        .env("TAPETE_HOME", home.path())
        .env("NO_COLOR", "1")
        .env("TAPETE_PLAIN", "1");
    let mut p = rexpect::session::spawn_command(cmd, Some(crate::support::wait::deadline_ms())).unwrap();
    answer(&mut p, "¿muestra?", "reparto Pep 8t");
    expect(&mut p, "¿Marta?");
    std::thread::sleep(Duration::from_millis(80));
    p.send_control('c').unwrap();
    expect(&mut p, "Guardado");
    assert_eq!(exit_code(&mut p), Some(130));
}

/// Wait for a list, then type `text` letter by letter (the first letter opens the entry line)
/// and Enter.
fn type_at_list(p: &mut PtySession, text: &str) {
    expect(p, "escribir una entrada");
    std::thread::sleep(Duration::from_millis(80));
    for c in text.chars() {
        p.send(&c.to_string()).unwrap();
        p.flush().unwrap();
        std::thread::sleep(Duration::from_millis(15));
    }
    p.send("\r").unwrap();
    p.flush().unwrap();
}

#[test]
fn typing_at_a_list_opens_an_entry_line() {
    // Pep deals 8♣; Marta's list: Enter takes the highlighted pass. At Iker's list "undo" is
    // typed (Space and letters are characters, not keys of the list): Marta's pass is retracted
    // and the table asks Marta again; at her list "Marta take" is typed: she takes in round 1,
    // and trick 1 is led by the player after the dealer, Marta again. The journal: the deal,
    // Marta's pass, the undo, Marta's take.
    let home = tempfile::tempdir().unwrap();
    let mut p = start(&["new", "belote-classic", "--players", "Pep,Marta,Iker,Olga"], home.path());
    answer(&mut p, "¿muestra?", "8t");
    pick(&mut p, "\r"); // Marta: paso
    expect(&mut p, "¿Iker?");
    type_at_list(&mut p, "undo");
    expect(&mut p, "Deshecho: Marta paso.");
    expect(&mut p, "¿Marta?");
    type_at_list(&mut p, "Marta take");
    expect(&mut p, "juega Marta");
    answer(&mut p, "¿carta?", "salir");
    expect(&mut p, "Guardado");
    assert_eq!(exit_code(&mut p), Some(0));
    let lines: Vec<serde_json::Value> = std::fs::read_to_string(only_journal(home.path()))
        .unwrap()
        .lines()
        .skip(1)
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let said: Vec<String> = lines
        .iter()
        .map(|e| {
            format!(
                "{} {} {}",
                e["type"].as_str().unwrap(),
                e["player"].as_str().unwrap_or(""),
                e["call"].as_str().unwrap_or("")
            )
        })
        .collect();
    assert_eq!(said, ["deal  ", "bid Marta pass", "undo  ", "bid Marta take"]);
}

#[test]
fn up_arrow_recalls_the_last_line_typed() {
    // Marta plays 7♣; at Iker's question ↑ brings "7T" back, and Enter sends it: refused, as
    // the card was just played.
    let home = tempfile::tempdir().unwrap();
    let mut p = classic_a_taken(home.path());
    answer(&mut p, "¿carta?", "7T");
    expect(&mut p, "juega Iker");
    std::thread::sleep(Duration::from_millis(80));
    p.send("\x1b[A").unwrap();
    std::thread::sleep(Duration::from_millis(80));
    p.send("\r").unwrap();
    p.flush().unwrap();
    expect(&mut p, "✗ 7♣");
    answer(&mut p, "¿carta?", "salir");
    expect(&mut p, "Guardado");
}

/// `tapete summary` of an example (its table is wider than 60 columns at its natural width) in
/// a terminal 60 columns wide (`sh` sets the size, then runs tapete), with `COLUMNS` set or not,
/// its standard output on the terminal or in a file: what the terminal showed, or the file.
fn summary_in_60_columns(columns: Option<&str>, to_file: bool) -> String {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("out");
    let redirect = if to_file { " > \"$2\"" } else { "" };
    let mut cmd = std::process::Command::new("sh");
    isolated(&mut cmd)
        .arg("-c")
        .arg(format!("stty rows 50 cols 60 && exec \"$0\" summary \"$1\"{redirect}"))
        .arg(env!("CARGO_BIN_EXE_tapete"))
        .arg(example("belote-classic-b"))
        .arg(&file)
        .env("NO_COLOR", "1")
        .env_remove("COLUMNS");
    if let Some(c) = columns {
        cmd.env("COLUMNS", c);
    }
    let mut p = rexpect::session::spawn_command(cmd, Some(crate::support::wait::deadline_ms())).unwrap();
    let shown = p.exp_eof().unwrap();
    if to_file {
        return std::fs::read_to_string(&file).unwrap();
    }
    String::from_utf8(shown.chars().map(|c| c as u8).collect()).unwrap().replace("\r\n", "\n")
}

/// The widest line of the table in `text` (the lines that start with a border), in characters:
/// the borders are one column each.
fn widest(text: &str) -> usize {
    let table = text.lines().filter(|l| l.starts_with(['┌', '│', '╞', '├', '└']));
    table.map(|l| l.chars().count()).max().unwrap_or(0)
}

/// Without `COLUMNS`, a table fits the terminal it is written to, whose size tapete asks itself;
/// `COLUMNS` still wins, narrower or wider; written to a file, the table keeps its natural width
/// (73 columns for this example).
#[test]
fn tables_fit_the_terminal_they_are_written_to() {
    let fitted = summary_in_60_columns(None, false);
    assert!(fitted.contains("Winner") && (50..=60).contains(&widest(&fitted)), "{fitted}");
    let narrow = summary_in_60_columns(Some("40"), false);
    assert!(narrow.contains("Winner") && (30..=40).contains(&widest(&narrow)), "{narrow}");
    let wide = summary_in_60_columns(Some("100"), false);
    assert!(wide.contains("Winner") && widest(&wide) > 60, "{wide}");
    let natural = summary_in_60_columns(None, true);
    assert!(natural.contains("Winner") && widest(&natural) > 60, "{natural}");
    assert_eq!(widest(&natural), widest(&wide), "{natural}");
}

/// The cursor's last word in `text`: shown (`ESC [ ? 25 h`) after any hiding (`ESC [ ? 25 l`).
fn cursor_shown_last(text: &str) -> bool {
    let (hide, show) = (text.rfind("\x1b[?25l"), text.rfind("\x1b[?25h"));
    show.is_some() && show > hide
}

/// Whether the pseudo-terminal reads lines (canonical mode) as it did before tapete ran.
fn reads_lines(p: &PtySession) -> bool {
    use std::os::fd::AsRawFd;
    let file = p.process().get_file_handle().unwrap();
    // SAFETY: tcgetattr fills the termios it is given; all zeroes is a valid termios.
    let mut settings: libc::termios = unsafe { std::mem::zeroed() };
    assert_eq!(unsafe { libc::tcgetattr(file.as_raw_fd(), &mut settings) }, 0);
    settings.c_lflag & libc::ICANON != 0
}

#[test]
fn ctrl_c_at_a_list_gives_the_terminal_back() {
    // A list hides the cursor while a choice is highlighted, and reads keys with the terminal
    // raw. Ctrl-C typed there (a key) and SIGINT sent there (`kill -INT`: the signal handler)
    // both end the table with 130, and the last thing written about the cursor is "show"
    // (ESC [ ? 25 h), and the terminal reads lines again: the shell gets a cursor and echo back.
    // The journal's lock file is removed either way.
    for by_signal in [false, true] {
        let home = tempfile::tempdir().unwrap();
        let mut p = start(&["new", "belote-classic", "--players", "Pep,Marta,Iker,Olga"], home.path());
        answer(&mut p, "¿muestra?", "reparto Pep 8t");
        expect(&mut p, "escribir una entrada");
        std::thread::sleep(Duration::from_millis(150));
        assert!(!reads_lines(&p), "a list reads keys, the terminal raw");
        if by_signal {
            p.process_mut().signal(rexpect::process::Signal::SIGINT).unwrap();
        } else {
            p.send_control('c').unwrap();
        }
        let rest = p.exp_eof().unwrap();
        assert_eq!(exit_code(&mut p), Some(130), "by signal: {by_signal}");
        assert!(rest.contains("Guardado"), "said saved (by signal: {by_signal}): {rest:?}");
        assert!(cursor_shown_last(&rest), "the cursor is shown last (by signal: {by_signal}): {rest:?}");
        assert!(reads_lines(&p), "the terminal reads lines again (by signal: {by_signal})");
        // The journal alone is left: its lock file went with the table.
        let left: Vec<String> = std::fs::read_dir(home.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert!(left.len() == 1 && left[0].ends_with("-belote-classic.jsonl"), "by signal: {by_signal}: {left:?}");
    }
}

/// POST one form-encoded entry to a served table, as a phone's script does: the status and body.
fn post_entry(port: u16, body: &str) -> (u16, String) {
    use std::io::{Read, Write};
    let mut s = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(crate::support::wait::deadline())).unwrap();
    write!(
        s,
        "POST /entry HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept: application/json\r\nConnection: close\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut answer = String::new();
    let _ = s.read_to_string(&mut answer);
    let code = answer.split_whitespace().nth(1).and_then(|c| c.parse().ok()).unwrap_or(0);
    (code, answer.split("\r\n\r\n").nth(1).unwrap_or("").to_string())
}

#[test]
fn a_served_tables_terminal_shows_a_phones_entry_over_its_prompt_and_asks_the_new_question() {
    // Pep deals 8♣ at the terminal; Marta passes from a phone while the terminal's list asks
    // Marta and 'pa' is being typed there; the terminal says so and asks Iker, the line kept.
    // That line, finished, was begun for Marta: it is not taken as Iker's bare answer (the
    // terminal says the question moved on and asks again); Iker then takes from the list.
    let home = tempfile::tempdir().unwrap();
    let args = ["new", "belote-classic", "--players", "Pep,Marta,Iker,Olga", "--teams", "Pep+Iker,Marta+Olga"];
    let mut cmd = process();
    cmd.args(args)
        .args(["--lang", "es", "--serve", "--bind", "127.0.0.1", "--port", "0", "--pin", "123456"])
        .env("TAPETE_HOME", home.path())
        .env("NO_COLOR", "1")
        .env("COLUMNS", "100")
        .env_remove("TAPETE_PLAIN");
    let mut p = rexpect::session::spawn_command(cmd, Some(crate::support::wait::deadline_ms())).unwrap();
    p.exp_string("http://127.0.0.1:").unwrap();
    let (_, port) = p.exp_regex("[0-9]+").unwrap();
    let port: u16 = port.parse().unwrap();
    answer(&mut p, "¿muestra?", "reparto Pep 8t");
    expect(&mut p, "¿Marta?");
    pick(&mut p, "pa");
    // The journal: the header and the deal; the phone's entry is made against those 2 lines.
    assert_eq!(post_entry(port, "entry=Marta+pass&seq=2&pin=123456"), (200, r#"{"ok":true,"seq":3}"#.to_string()));
    expect(&mut p, "Desde un teléfono: Marta paso");
    expect(&mut p, "¿Iker?");
    std::thread::sleep(Duration::from_millis(150));
    p.send("ss\r").unwrap();
    p.flush().unwrap();
    expect(&mut p, "Una entrada desde un teléfono cambió la pregunta");
    pick(&mut p, &format!("{DOWN}\r")); // Iker takes
    answer(&mut p, "¿carta?", "salir");
    expect(&mut p, "Guardado");
    let v = verify(home.path());
    assert_eq!(v["hands"].as_array().map(Vec::len), Some(0));
    let journal = std::fs::read_to_string(only_journal(home.path())).unwrap();
    let bids: Vec<&str> = journal.lines().filter(|l| l.contains(r#""type":"bid""#)).collect();
    assert_eq!(bids.len(), 2, "{journal}");
    assert!(
        bids[0].contains(r#""player":"Marta","call":"pass""#) && bids[1].contains(r#""player":"Iker","call":"take""#)
    );
}

#[test]
fn at_a_terminal_amend_line_asks_for_that_lines_replacement_and_amend_line_card_replaces_the_play() {
    // Hand 1 of belote-classic-a: Marta 7♣ (line 7), Iker A♣ (line 8). `corregir 8` opens the
    // amend of line 8 itself; `corregir 7 9T` replaces Marta's card in one line.
    let home = tempfile::tempdir().unwrap();
    let mut p = classic_a_taken(home.path());
    answer(&mut p, "¿carta?", "7T");
    answer(&mut p, "¿carta?", "AT");
    answer(&mut p, "¿carta?", "corregir 8");
    answer(&mut p, "¿La línea 8 (Iker A♣) pasa a ser?", "RT");
    expect(&mut p, "Línea 8 corregida");
    answer(&mut p, "¿carta?", "corregir 7 9T");
    expect(&mut p, "Línea 7 corregida");
    answer(&mut p, "¿carta?", "salir");
    expect(&mut p, "Guardado");
    let j: Vec<serde_json::Value> = std::fs::read_to_string(only_journal(home.path()))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(j.len(), 10, "{j:?}");
    assert_eq!(j[8]["line"], 8);
    assert_eq!(j[8]["entry"], serde_json::json!({"type": "play", "player": "Iker", "card": "KC"}));
    assert_eq!(j[9]["line"], 7);
    assert_eq!(j[9]["entry"], serde_json::json!({"type": "play", "player": "Marta", "card": "9C"}));
}
