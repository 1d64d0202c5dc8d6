//! The header and first hands of a shared example, which the live benches repeat into a long night.

use std::path::Path;

/// The header and hands 1-4 of the example, each a list of lines.
pub fn cycle() -> (String, Vec<Vec<String>>) {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/examples/belote-classic-a.jsonl");
    let text = std::fs::read_to_string(src).unwrap();
    let mut lines = text.lines();
    let header = lines.next().unwrap().replace("\"target\": 501", "\"target\": 1000000000");
    let mut hands: Vec<Vec<String>> = Vec::new();
    for l in lines {
        if l.contains("\"deal\"") {
            hands.push(Vec::new());
        }
        hands.last_mut().unwrap().push(l.to_string());
    }
    hands.truncate(4);
    (header, hands)
}
