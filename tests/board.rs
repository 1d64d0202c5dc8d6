//! `tapete board`: the live scoreboard served over HTTP, read-only, following entries appended
//! by another process. The totals are those of shared/examples/belote-classic-a's verdict:
//! after hand 1 Pep+Iker 0, Marta+Olga 162; after hand 2 108 and 236.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Stdio};

use crate::support::browser::{self, http, Browser};
use crate::support::{example, example_text, process, tapete, wait};

/// The example's lines up to and including hand `hands` (the header first).
pub fn example_until(hands: usize) -> Vec<String> {
    let text = example_text("belote-classic-a");
    let mut out = Vec::new();
    let mut deals = 0;
    for l in text.lines() {
        if l.contains("\"deal\"") {
            deals += 1;
            if deals > hands {
                break;
            }
        }
        out.push(l.to_string());
    }
    out
}

pub struct Board {
    child: Child,
    pub url: String,
}

impl Drop for Board {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Start `tapete board FILE --port 0` and read where it serves from its first line.
pub fn start(file: &std::path::Path) -> Board {
    let mut child = process()
        .args(["board", "--port", "0", "--lang", "en"])
        .arg(file)
        .stderr(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stderr.take().unwrap()).read_line(&mut line).unwrap();
    let url = line.split_whitespace().find(|w| w.starts_with("http://")).expect(&line).to_string();
    Board { child, url }
}

fn totals(fragment: &str) -> Vec<i64> {
    fragment.split("class=\"total\">").skip(1).map(|t| t.split('<').next().unwrap().parse().unwrap()).collect()
}

#[test]
fn the_board_follows_entries_appended_by_another_process() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.jsonl");
    std::fs::write(&file, example_until(1).join("\n") + "\n").unwrap();
    let board = start(&file);
    let (code, page) = http(&board.url, "GET", "/");
    assert_eq!(code, 200);
    assert!(page.contains("Pep+Iker") && page.contains("Marta+Olga"), "{page}");
    assert!(page.contains("<svg") && !page.contains("src=") && !page.contains("href="), "self-contained: {page}");
    assert_eq!(totals(&http(&board.url, "GET", "/board").1), [0, 162]);

    // Hand 2 is appended by another writer (the table): the board shows it.
    let more: Vec<String> = example_until(2).into_iter().skip(example_until(1).len()).collect();
    let mut f = std::fs::OpenOptions::new().append(true).open(&file).unwrap();
    f.write_all((more.join("\n") + "\n").as_bytes()).unwrap();
    drop(f);
    wait::until("the board's totals after hand 2", || {
        let now = totals(&http(&board.url, "GET", "/board").1);
        if now == [108, 236] {
            Ok(())
        } else {
            Err(now)
        }
    });
    // Read-only.
    assert_eq!(http(&board.url, "POST", "/").0, 405);
    assert_eq!(http(&board.url, "GET", "/nothing").0, 404);
}

/// Append `lines` to `file`, as the table does.
fn append(file: &std::path::Path, lines: &[&str]) {
    let mut f = std::fs::OpenOptions::new().append(true).open(file).unwrap();
    f.write_all((lines.join("\n") + "\n").as_bytes()).unwrap();
}

/// The board part once it holds `text` (the board reads the journal again as it changes).
fn board_with(board: &Board, text: &str) -> String {
    wait::until(&format!("{text:?} on the board"), || {
        let (_, fragment) = http(&board.url, "GET", "/board");
        if fragment.contains(text) {
            Ok(fragment)
        } else {
            Err(fragment)
        }
    })
}

#[test]
fn the_board_shows_the_hand_in_play_card_by_card_and_says_when_the_session_is_over() {
    // belote-classic-a, hand 1: Pep deals and takes clubs after three passes; Marta leads 7♣,
    // Iker plays A♣. Target 501 (the header's option), nothing scored yet.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.jsonl");
    std::fs::write(&file, example_until(1)[..8].join("\n") + "\n").unwrap();
    let board = start(&file);
    let now = board_with(&board, "on the table: Marta 7♣, Iker A♣");
    for said in [
        "dealer Pep",
        "trump ♣ taken by Pep",
        "Olga&#39;s turn",
        "Target 501: Pep+Iker 501 to go, Marta+Olga 501 to go.",
    ] {
        assert!(now.contains(said), "{said:?} in {now}");
    }
    // A play inside the trick changes the board: Olga's J♣, then Pep's turn.
    append(&file, &[r#"{"type": "play", "player": "Olga", "card": "JC"}"#]);
    let now = board_with(&board, "on the table: Marta 7♣, Iker A♣, Olga J♣");
    assert!(now.contains("Pep&#39;s turn"), "{now}");
    // Pep's 10♣ ends the trick: 0 + 11 + 20 + 10 = 41 to Olga's side, and the table is clear.
    append(&file, &[r#"{"type": "play", "player": "Pep", "card": "10C"}"#]);
    let now = board_with(&board, "Marta+Olga: 41, 1 trick");
    assert!(!now.contains("on the table"), "{now}");
    // The last hands have column headers.
    let rest: Vec<String> = example_until(1).into_iter().skip(10).collect();
    append(&file, &rest.iter().map(String::as_str).collect::<Vec<_>>());
    let now = board_with(&board, "data-hand=\"1\"");
    assert!(now.contains("<thead><tr><th>Hand</th><th>Result</th><th class=\"n\">Pep+Iker</th><th class=\"n\">Marta+Olga</th></tr></thead>"), "{now}");
    // Hand 1 is over (Pep's side failed: 0 to 162) and no other is dealt: nothing is in play.
    assert!(now.contains("Target 501: Pep+Iker 501 to go, Marta+Olga 339 to go."), "{now}");
    assert!(!now.contains("so far"), "{now}");
    append(&file, &[r#"{"type": "end"}"#]);
    let now = board_with(&board, "The session has ended.");
    assert!(!now.contains("to go"), "a finished session has nothing at stake: {now}");
}

#[test]
fn a_journal_that_is_not_there_is_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let out = tapete().args(["board", "--port", "0"]).arg(dir.path().join("missing.jsonl")).status(2).run();
    assert!(out.stderr.contains("missing.jsonl"));
}

#[test]
fn the_board_in_a_real_headless_browser_shows_the_sides_and_follows_the_totals() {
    if browser::skipped() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.jsonl");
    std::fs::write(&file, example_until(1).join("\n") + "\n").unwrap();
    let board = start(&file);
    let browser = Browser::start();
    browser.call("POST", "/url", serde_json::json!({"url": board.url}));
    let shown = browser.text("#board");
    assert!(shown.contains("Pep+Iker") && shown.contains("Marta+Olga"), "{shown}");
    assert_eq!(browser.text(".side[data-side='Marta+Olga'] .total"), "162");
    // The table adds hand 2: the open page shows the new totals.
    let more: Vec<String> = example_until(2).into_iter().skip(example_until(1).len()).collect();
    let mut f = std::fs::OpenOptions::new().append(true).open(&file).unwrap();
    f.write_all((more.join("\n") + "\n").as_bytes()).unwrap();
    drop(f);
    wait::until_true("the open page's totals after hand 2", || {
        browser.text(".side[data-side='Marta+Olga'] .total") == "236"
    });
    assert_eq!(browser.text(".side[data-side='Pep+Iker'] .total"), "108");
}

#[test]
fn a_port_in_use_is_one_line_in_the_tables_language_and_exit_2() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    let err = tapete()
        .args(["board", "--port", &port, "--lang", "es"])
        .arg(example("belote-classic-a"))
        .status(2)
        .run()
        .stderr;
    assert!(err.contains(&format!("no se puede escuchar en 127.0.0.1:{port}")) && err.lines().count() == 1, "{err}");
}

/// `tapete board ARGS… FILE` started; once its first line is read, stopped, and everything it
/// said on standard error.
fn first_words(args: &[&str], file: &std::path::Path) -> String {
    let mut child =
        process().args(["board"]).args(args).arg(file).stderr(Stdio::piped()).stdout(Stdio::null()).spawn().unwrap();
    let mut err = BufReader::new(child.stderr.take().unwrap());
    let mut text = String::new();
    err.read_line(&mut text).unwrap();
    let _ = child.kill();
    let _ = child.wait();
    std::io::Read::read_to_string(&mut err, &mut text).unwrap();
    text
}

#[test]
fn bound_to_every_network_the_board_says_this_computer_s_addresses() {
    // No traffic leaves this machine: the board listens, says where, and is stopped.
    let text = first_words(&["--bind", "0.0.0.0", "--port", "0", "--lang", "en"], &example("belote-classic-a"));
    assert!(!text.contains("0.0.0.0"), "{text}");
    let urls: Vec<&str> = text.split([' ', ',', '\n']).filter(|w| w.starts_with("http://")).collect();
    // Those on private networks: only their peers are answered (without --allow-public).
    let lan: Vec<_> = tapete::lan::reachable(&tapete::lan::interfaces())
        .into_iter()
        .filter(|ip| tapete::lan::private((*ip).into()))
        .collect();
    if lan.is_empty() {
        assert_eq!(urls.len(), 1, "{text}");
        assert!(urls[0].starts_with("http://127.0.0.1:"), "{text}");
        assert!(text.contains("No network found but this computer's own"), "{text}");
    } else {
        // Each address once, in the order lan::reachable gives, all on the port it listens on.
        let port = urls[0].rsplit(':').next().unwrap().trim_end_matches('/');
        let expected: Vec<String> = lan.iter().map(|ip| format!("http://{ip}:{port}/")).collect();
        assert_eq!(urls, expected, "{text}");
        assert!(
            text.starts_with(&format!("Live board of {} at {}", example("belote-classic-a").display(), expected[0])),
            "{text}"
        );
    }
    // Standard error is a pipe here, not a terminal: no QR code.
    assert!(!text.contains('█') && !text.contains("from this code"), "{text}");
}

#[test]
fn a_bind_that_is_not_an_address_of_this_computer_is_about_bind_not_port() {
    for (given, says) in [
        ("mesa", "--bind 'mesa' no es una dirección IP: indica 127.0.0.1"),
        ("192.168.1", "--bind '192.168.1' no es una dirección IP"),
        // A documentation address (RFC 5737): never this computer's; nothing is sent to it.
        ("203.0.113.7", "no se puede escuchar en 203.0.113.7:0 ("),
    ] {
        let err = tapete()
            .args(["board", "--port", "0", "--lang", "es", "--bind", given])
            .arg(example("belote-classic-a"))
            .status(2)
            .run()
            .stderr;
        assert!(err.contains(says) && err.lines().count() == 1, "{given}: {err}");
        assert!(err.contains("--bind") && !err.contains("--port"), "{given}: {err}");
        // 0.0.0.0 is offered for what it is: every network, only private ones answered.
        assert!(!err.contains("para un móvil o una tele de la mesa"), "{given}: {err}");
        assert!(err.contains("redes privadas"), "{given}: {err}");
    }
}

/// `GET path` with `If-None-Match: tag`: the status and the answer's `ETag`.
fn revalidate(url: &str, path: &str, tag: &str) -> (u16, Option<String>, String) {
    let host = url.trim_start_matches("http://").trim_end_matches('/');
    let mut s = std::net::TcpStream::connect(host).unwrap();
    s.set_read_timeout(Some(wait::deadline())).unwrap();
    write!(s, "GET {path} HTTP/1.1\r\nHost: {host}\r\nIf-None-Match: {tag}\r\nConnection: close\r\n\r\n").unwrap();
    let mut text = String::new();
    std::io::Read::read_to_string(&mut s, &mut text).unwrap();
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    let code = head.split_whitespace().nth(1).unwrap().parse().unwrap();
    let etag =
        head.lines().find_map(|l| l.strip_prefix("etag: ").or_else(|| l.strip_prefix("ETag: "))).map(str::to_string);
    (code, etag, body.to_string())
}

#[test]
fn a_board_polled_between_two_entries_answers_not_modified() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.jsonl");
    std::fs::write(&file, example_until(1).join("\n") + "\n").unwrap();
    let board = start(&file);
    for path in ["/state", "/board", "/"] {
        let (code, tag, body) = revalidate(&board.url, path, "\"none\"");
        assert_eq!(code, 200, "{path}");
        assert!(!body.is_empty());
        let tag = tag.expect("an ETag");
        // The same snapshot: 304, no body, the same tag.
        let (code, again, body) = revalidate(&board.url, path, &tag);
        assert_eq!((code, again.as_deref(), body.as_str()), (304, Some(tag.as_str()), ""), "{path}");
    }
    // An entry appended: the board's snapshot changes, and with it the tag.
    let (_, tag, _) = revalidate(&board.url, "/state", "\"none\"");
    let tag = tag.unwrap();
    let more: Vec<String> = example_until(2).into_iter().skip(example_until(1).len()).collect();
    append(&file, &more.iter().map(String::as_str).collect::<Vec<_>>());
    wait::until_true("a new tag after an entry", || revalidate(&board.url, "/state", &tag).0 == 200);
}
