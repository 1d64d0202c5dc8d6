//! The layers of `src/` as docs/architecture.md writes them down (the fenced block `layers`):
//! every `crate::…` path of a module, outside comments and `#[cfg(test)]` code, `use` lines and
//! inline paths alike, points to a module below it (or to its left in its own layer), and every
//! top-level module has its place.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// The order of docs/architecture.md: module -> rank (lowest first).
fn order() -> BTreeMap<String, usize> {
    let doc = std::fs::read_to_string(root().join("docs/architecture.md")).unwrap();
    let block = doc.split("```layers\n").nth(1).expect("docs/architecture.md has a ```layers block");
    let block = block.split("```").next().unwrap();
    let mut out = BTreeMap::new();
    for (rank, m) in block.split_whitespace().enumerate() {
        assert!(out.insert(m.to_string(), rank).is_none(), "{m} is placed twice in docs/architecture.md");
    }
    out
}

/// Source text without comments, strings and character literals (each replaced by a space), so
/// that what is left is code.
fn code_only(src: &str) -> String {
    let b: Vec<char> = src.chars().collect();
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < b.len() && b[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == '/' && b.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if b[i] == '*' && b.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if c == 'r' && (next == Some('"') || next == Some('#')) && !ident(b.get(i.wrapping_sub(1))) {
            // A raw string: r"…", r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while b.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            'raw: while j < b.len() {
                if b[j] == '"' && (0..hashes).all(|k| b.get(j + 1 + k) == Some(&'#')) {
                    j += 1 + hashes;
                    break 'raw;
                }
                j += 1;
            }
            i = j;
            out.push(' ');
        } else if c == '"' {
            i += 1;
            while i < b.len() && b[i] != '"' {
                if b[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push(' ');
        } else if c == '\'' && (b.get(i + 2) == Some(&'\'') || next == Some('\\')) {
            // A character literal ('x', '\n', '\u{…}'); a lifetime ('a) is left alone.
            i += 1;
            while i < b.len() && b[i] != '\'' {
                if b[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push(' ');
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn ident(c: Option<&char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || *c == '_')
}

/// Code without the items marked `#[cfg(test)]` (a module, a function, an impl, a use line).
fn without_tests(code: &str) -> String {
    let mut out = String::new();
    let mut rest = code;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let item = &rest[at..];
        // The item ends at its first `;` if that comes before any `{`, else at the brace that
        // closes its first `{`.
        let (mut depth, mut end) = (0usize, item.len());
        for (k, ch) in item.char_indices().skip("#[cfg(test)]".len()) {
            match ch {
                ';' if depth == 0 => {
                    end = k + 1;
                    break;
                }
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = k + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &item[end..];
    }
    out.push_str(rest);
    out
}

/// The top-level modules a piece of code names through `crate::` (`crate::x::…` and
/// `crate::{x::…, y}`).
fn uses(code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let chars: Vec<char> = code.chars().collect();
    let text: String = chars.iter().collect();
    let mut from = 0;
    while let Some(k) = text[from..].find("crate::") {
        let start = from + k;
        from = start + "crate::".len();
        if start > 0 && ident(text[..start].chars().last().as_ref()) {
            continue;
        }
        let after = text[from..].trim_start();
        if let Some(group) = after.strip_prefix('{') {
            // crate::{a::b, c}: the first name of each path of the group, at its top level.
            let mut depth = 0;
            let mut name = String::new();
            let mut first = true;
            for ch in group.chars() {
                match ch {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        first = true;
                        continue;
                    }
                    _ => {}
                }
                if depth == 0 && first {
                    if ch.is_alphanumeric() || ch == '_' {
                        name.push(ch);
                    } else if !name.is_empty() {
                        out.insert(std::mem::take(&mut name));
                        first = false;
                    }
                }
            }
            if !name.is_empty() {
                out.insert(name);
            }
        } else {
            let name: String = after.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if !name.is_empty() {
                out.insert(name);
            }
        }
    }
    out
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The top-level module a file of `src/` belongs to (None for lib.rs and main.rs).
fn module_of(file: &Path) -> Option<String> {
    let rel = file.strip_prefix(root().join("src")).unwrap();
    let first = rel.components().next()?.as_os_str().to_str()?.to_string();
    let name = first.strip_suffix(".rs").unwrap_or(&first).to_string();
    (name != "lib" && name != "main").then_some(name)
}

#[test]
fn every_import_points_down_the_layers_of_docs_architecture() {
    let order = order();
    let mut files = Vec::new();
    rust_files(&root().join("src"), &mut files);
    files.sort();
    let mut modules = BTreeSet::new();
    let mut upward = Vec::new();
    for f in &files {
        let Some(m) = module_of(f) else { continue };
        modules.insert(m.clone());
        let Some(&rank) = order.get(&m) else { continue };
        let code = without_tests(&code_only(&std::fs::read_to_string(f).unwrap()));
        for used in uses(&code) {
            if used == m {
                continue;
            }
            match order.get(&used) {
                Some(&r) if r < rank => {}
                Some(_) => upward.push(format!("{} uses crate::{used}, which stands above {m}", f.display())),
                None => upward.push(format!("{} uses crate::{used}, which has no place", f.display())),
            }
        }
    }
    let unplaced: Vec<&String> = modules.iter().filter(|m| !order.contains_key(*m)).collect();
    assert!(unplaced.is_empty(), "modules with no place in docs/architecture.md's layers: {unplaced:?}");
    let gone: Vec<&String> = order.keys().filter(|m| !modules.contains(*m)).collect();
    assert!(gone.is_empty(), "docs/architecture.md places modules src/ does not have: {gone:?}");
    assert!(upward.is_empty(), "imports that point up the layers:\n{}", upward.join("\n"));
}

#[test]
fn the_reader_of_paths_sees_what_a_file_imports_and_nothing_else() {
    let src = r##"
//! crate::cli in a module doc
use crate::{cards::Card, engine::{Event, Question}, term};
/* crate::table in a block comment */
fn f() -> crate::ruleset::Options { let s = "crate::session"; let r = r#"crate::report"#; let c = '"'; x(crate::files::size(1)) }
#[cfg(test)]
mod tests {
    use crate::i18n::Lang;
}
#[cfg(test)]
use crate::simulate::Rng;
fn g() { crate::journal::read(); }
"##;
    let got = uses(&without_tests(&code_only(src)));
    let want: BTreeSet<String> =
        ["cards", "engine", "term", "ruleset", "files", "journal"].iter().map(|s| s.to_string()).collect();
    assert_eq!(got, want);
}
