//! What a served table says at its start at a terminal (a pseudo-terminal; docs/serve.md): the
//! address and the PIN, and a QR code of them for a phone's camera with "a phone on the same
//! network opens it from this code" only when another device can open the address: never for
//! a loopback bind (issue #37).

#![cfg(unix)]

use crate::support::{process, wait};

/// What rexpect reads: every byte of the output as a character (UTF-8 shows as Latin-1).
fn seen(s: &str) -> String {
    s.bytes().map(|b| b as char).collect()
}

/// A served belote-classic table at a terminal, bound to `bind` (answering any peer, for a
/// public one), and what it says before it asks the turned card.
fn said_at_start(bind: &str, home: &std::path::Path) -> String {
    let mut cmd = process();
    cmd.args(["new", "belote-classic", "--players", "Pep,Marta,Iker,Olga", "--teams", "Pep+Iker,Marta+Olga"])
        .args(["--lang", "en", "--serve", "--bind", bind, "--port", "0", "--pin", "123456"])
        .env("TAPETE_HOME", home)
        .env("NO_COLOR", "1")
        .env("COLUMNS", "100")
        .env_remove("TAPETE_PLAIN");
    if !tapete::lan::private(bind.parse().unwrap()) {
        cmd.arg("--allow-public");
    }
    let mut p = rexpect::session::spawn_command(cmd, Some(wait::deadline_ms())).unwrap();
    let said = p.exp_string("turned card?").unwrap();
    p.send("quit\r").unwrap();
    p.flush().unwrap();
    p.exp_eof().unwrap();
    said
}

/// Whether `said` holds a QR code: its half blocks (src/qr.rs).
fn has_qr(said: &str) -> bool {
    ['█', '▀', '▄'].iter().any(|g| said.contains(&seen(&g.to_string())))
}

#[test]
fn a_loopback_bind_at_a_terminal_prints_no_qr_code_and_no_same_network_line() {
    let home = tempfile::tempdir().unwrap();
    let said = said_at_start("127.0.0.1", home.path());
    assert!(said.contains("PIN 123456") && said.contains("http://127.0.0.1:"), "{said}");
    assert!(!said.contains("same network"), "{said}");
    assert!(!has_qr(&said), "a QR code for loopback: {said}");
    // An address of this computer another device can open (when it has one): the code, and the
    // line that says what it is for.
    let Some(ip) = tapete::lan::reachable(&tapete::lan::interfaces()).into_iter().next() else {
        eprintln!("no address but loopback on this computer: the QR code's side is not seen here");
        return;
    };
    let home = tempfile::tempdir().unwrap();
    let said = said_at_start(&ip.to_string(), home.path());
    assert!(said.contains("A phone on the same network opens it from this code:"), "{said}");
    assert!(has_qr(&said), "no QR code for {ip}: {said}");
}
