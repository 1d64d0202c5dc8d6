//! Long nights made of a short one, for the unit tests of what must hold over many hands.

/// A night of `hands` hands made of the first four hands of a shared example
/// (`tests/data/examples/EXAMPLE`) repeated, its target raised so that it never ends, as a
/// journal's text; and the lines of each of the four hands (the header is line 1).
pub(crate) fn repeated_night(example: &str, hands: usize) -> (std::path::PathBuf, String, Vec<Vec<String>>) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/examples").join(example);
    let text = std::fs::read_to_string(&path).unwrap();
    let mut lines = text.lines();
    let head = lines.next().unwrap().replace("\"target\": 501", "\"target\": 1000000000");
    let mut cycle: Vec<Vec<String>> = Vec::new();
    for l in lines {
        if l.contains("\"deal\"") {
            cycle.push(Vec::new());
        }
        if let Some(c) = cycle.last_mut() {
            c.push(l.to_string());
        }
    }
    cycle.truncate(4);
    let mut out = format!("{head}\n");
    for i in 0..hands {
        for l in &cycle[i % cycle.len()] {
            out.push_str(l);
            out.push('\n');
        }
    }
    (path, out, cycle)
}
