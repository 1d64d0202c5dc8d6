/*!
Where a value stands in a YAML file. serde tells us the line and column of type errors and
unknown keys; the checks made after deserializing (a duplicate card, points for a rank not in the
deck) know only a path such as `cards.trump.points.X`. This module walks the file's parse events
once and records the position of every key and value by path, so every ruleset problem can be
reported as `FILE:LINE:COL`.
*/

use std::collections::HashMap;
use yaml_rust2::parser::{Event, MarkedEventReceiver, Parser};
use yaml_rust2::scanner::Marker;

/// Positions (1-based line and column) of keys and values by dotted path.
#[derive(Debug, Default)]
pub(crate) struct Positions {
    values: HashMap<String, (usize, usize)>,
    keys: HashMap<String, (usize, usize)>,
    /// Where the nesting first went deeper than [`MAX_DEPTH`], if it did.
    pub(crate) too_deep: Option<(usize, usize)>,
}

/// Rulesets nest a few levels; anything deeper than this is refused before deserializing.
pub(crate) const MAX_DEPTH: usize = 32;

enum Frame {
    Map { path: String, key: Option<String> },
    Seq { path: String, index: usize },
}

struct Recorder {
    stack: Vec<Frame>,
    out: Positions,
}

fn join(path: &str, seg: &str) -> String {
    if path.is_empty() {
        seg.to_string()
    } else {
        format!("{path}.{seg}")
    }
}

impl Recorder {
    /// The path of the node that starts now, if it is a value (not a mapping key).
    fn next_value_path(&mut self, mark: Marker, scalar: Option<&str>) -> Option<String> {
        let pos = (mark.line(), mark.col() + 1);
        match self.stack.last_mut() {
            None => Some(String::new()),
            Some(Frame::Seq { path, index }) => {
                let p = join(path, &index.to_string());
                *index += 1;
                self.out.values.insert(p.clone(), pos);
                Some(p)
            }
            Some(Frame::Map { path, key }) => match key.take() {
                Some(k) => {
                    let p = join(path, &k);
                    self.out.values.insert(p.clone(), pos);
                    Some(p)
                }
                None => {
                    // This node is a key.
                    let k = scalar.unwrap_or("?").to_string();
                    self.out.keys.insert(join(path, &k), pos);
                    *key = Some(k);
                    None
                }
            },
        }
    }
}

impl MarkedEventReceiver for Recorder {
    fn on_event(&mut self, ev: Event, mark: Marker) {
        match ev {
            Event::Scalar(ref v, ..) => {
                self.next_value_path(mark, Some(v));
            }
            Event::Alias(_) => {
                self.next_value_path(mark, Some("*"));
            }
            Event::MappingStart(..) | Event::SequenceStart(..) if self.stack.len() >= MAX_DEPTH => {
                if self.out.too_deep.is_none() {
                    self.out.too_deep = Some((mark.line(), mark.col() + 1));
                }
                self.stack.push(Frame::Seq { path: String::new(), index: 0 });
            }
            Event::MappingStart(..) => {
                let path = self.next_value_path(mark, None).unwrap_or_default();
                self.stack.push(Frame::Map { path, key: None });
            }
            Event::SequenceStart(..) => {
                let path = self.next_value_path(mark, None).unwrap_or_default();
                self.stack.push(Frame::Seq { path, index: 0 });
            }
            Event::MappingEnd | Event::SequenceEnd => {
                self.stack.pop();
            }
            _ => {}
        }
    }
}

impl Positions {
    /// Index a YAML text. A text the parser rejects gives an empty index (serde reports it).
    pub(crate) fn of(text: &str) -> Positions {
        let mut rec = Recorder { stack: Vec::new(), out: Positions::default() };
        let mut parser = Parser::new_from_str(text);
        if let Err(e) = parser.load(&mut rec, false) {
            if e.info().contains("recursion") && rec.out.too_deep.is_none() {
                rec.out.too_deep = Some((e.marker().line(), e.marker().col() + 1));
            }
        }
        rec.out
    }

    /// Where the value at `path` starts; falls back to the nearest enclosing path, then 1:1.
    pub(crate) fn value(&self, path: &str) -> (usize, usize) {
        let mut p = path.to_string();
        loop {
            if let Some(pos) = self.values.get(&p) {
                return *pos;
            }
            match p.rfind('.') {
                Some(i) => p.truncate(i),
                None => return (1, 1),
            }
        }
    }

    /// Where the key at `path` stands (for unknown or misplaced keys).
    pub(crate) fn key(&self, path: &str) -> (usize, usize) {
        self.keys.get(path).copied().unwrap_or_else(|| self.value(path))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_nested_keys_and_items() {
        let text = "a: 1\nb:\n  c: [x, y]\n  d:\n    - e\n    - f: 2\n";
        let p = Positions::of(text);
        assert_eq!(p.value("a"), (1, 4));
        assert_eq!(p.key("b.c"), (3, 3));
        assert_eq!(p.value("b.c.1"), (3, 10));
        assert_eq!(p.value("b.d.1.f"), (6, 10));
        assert_eq!(p.value("b.zz"), p.value("b"));
    }
}
