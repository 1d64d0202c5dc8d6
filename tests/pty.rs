//! One hand of belote-classic through the real prompts (dialoguer) in a pseudo-terminal:
//! the bids are chosen from a list, every card is typed, and the journal gets the hand.
//! The cards are hand 1 of shared/examples/belote-classic-a (takers fail: 0 / 162).

#![cfg(unix)]

use std::process::Command;

#[test]
fn one_hand_at_a_terminal() {
    let home = tempfile::tempdir().unwrap();
    let bin = assert_cmd::cargo::cargo_bin("tapete");
    let mut cmd = Command::new(bin);
    cmd.args(["new", "belote-classic", "--players", "Pep,Marta,Iker,Olga", "--teams", "Pep+Iker,Marta+Olga"])
        .env("TAPETE_HOME", home.path())
        .env("NO_COLOR", "1")
        .env("COLUMNS", "100")
        .env_remove("TAPETE_PLAIN");
    let mut p = rexpect::session::spawn_command(cmd, Some(20_000)).unwrap();
    p.exp_string("turned card?").unwrap();
    p.send_line("Pep 8c").unwrap();
    // three passes (the default item) and Pep takes: one arrow down, then Enter
    // (wait for the list's last item: the prompt is then reading keys)
    for _ in 0..3 {
        p.exp_string("type an entry").unwrap();
        std::thread::sleep(std::time::Duration::from_millis(100));
        p.send("\r").unwrap();
        p.flush().unwrap();
    }
    p.exp_string("Pep (pass | take)").unwrap();
    p.exp_string("type an entry").unwrap();
    std::thread::sleep(std::time::Duration::from_millis(100));
    p.send("\x1b[B").unwrap();
    p.flush().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(100));
    p.send("\r").unwrap();
    p.flush().unwrap();
    let cards = [
        "7C", "AC", "JC", "10C", "JS", "8S", "KS", "9S", "AD", "10D", "KD", "9D", "7D", "8D", "QD", "8C", "AS", "9C",
        "7S", "10S", "JD", "JH", "QS", "KH", "8H", "AH", "QH", "9H", "10H", "QC", "7H", "KC",
    ];
    for c in cards {
        p.exp_string("card?").unwrap();
        p.send_line(c).unwrap();
    }
    p.exp_string("Marta+Olga 162 (failed)").unwrap();
    p.exp_string("turned card?").unwrap();
    p.send_line("quit").unwrap();
    p.exp_string("Saved").unwrap();
    let journal = std::fs::read_dir(home.path()).unwrap().next().unwrap().unwrap().path();
    let out =
        assert_cmd::Command::cargo_bin("tapete").unwrap().arg("verify").arg(&journal).arg("--json").output().unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["hands"][0]["score"]["Marta+Olga"], 162);
    assert_eq!(v["hands"][0]["taker"], "Pep");
}
