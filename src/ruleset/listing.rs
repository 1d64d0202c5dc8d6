//! A ruleset's head — name, game, player counts and description — read from its text without
//! parsing the whole YAML document: what `rules list` prints. The reader takes only the plain
//! forms the bundled files use (`key: plain scalar` at the top level, `counts: [2, 3]` under
//! `players:`) and answers `None` for anything else, so the caller falls back to loading the
//! ruleset in full and the two can never disagree (a test holds them equal).

/// What `rules list` shows of a ruleset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Listing {
    pub(crate) name: String,
    pub(crate) game: String,
    pub(crate) player_counts: Vec<u32>,
    pub(crate) description: String,
}

/// The head of a ruleset text, or `None` when a key is missing, repeated or not in a plain form.
pub(crate) fn listing(text: &str) -> Option<Listing> {
    let (mut name, mut game, mut description, mut counts) = (None, None, None, None);
    // `in_players`: under `players:`; `after_scalar`: the line before was one of the scalars,
    // which an indented line would continue (a multi-line plain scalar: left to the full parse).
    let (mut in_players, mut after_scalar) = (false, false);
    for line in text.lines() {
        let top = !line.starts_with([' ', '\t']);
        let content = line.trim_start();
        if content.is_empty() {
            continue;
        }
        if !top && after_scalar {
            return None;
        }
        after_scalar = false;
        if top {
            in_players = false;
        }
        if content.starts_with('#') {
            continue;
        }
        if top {
            let Some((key, value)) = content.split_once(':') else { continue };
            let slot = match key {
                "name" => &mut name,
                "game" => &mut game,
                "description" => &mut description,
                "players" => {
                    in_players = true;
                    if !value.trim().is_empty() {
                        return None;
                    }
                    continue;
                }
                _ => continue,
            };
            if slot.replace(plain(value)?).is_some() {
                return None;
            }
            after_scalar = true;
        } else if in_players {
            if let Some(value) = content.strip_prefix("counts:") {
                if counts.replace(flow_numbers(value)?).is_some() {
                    return None;
                }
            }
        }
    }
    Some(Listing { name: name?, game: game?, player_counts: counts?, description: description? })
}

/// A plain YAML scalar after `key:`: not quoted, not a flow or block collection, no anchor, tag,
/// alias, block scalar or comment, and nothing YAML would read as another mapping.
fn plain(value: &str) -> Option<String> {
    let v = value.strip_prefix(' ')?.trim_end();
    let first = v.chars().next()?;
    if "'\"[]{}&*!|>%@`#,?-:".contains(first) || v.contains(": ") || v.contains(" #") || v.ends_with(':') {
        return None;
    }
    Some(v.to_string())
}

/// A flow sequence of small numbers: `[2, 3, 4]`, with an optional trailing comment.
fn flow_numbers(value: &str) -> Option<Vec<u32>> {
    let v = value.trim();
    let v = match v.split_once(" #") {
        Some((before, _)) => before.trim_end(),
        None => v,
    };
    let inner = v.strip_prefix('[')?.strip_suffix(']')?;
    inner.split(',').map(|n| n.trim().parse::<u32>().ok()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_plain_head() {
        let text = "# c\nformat: 1\nname: x\ngame: belote\ndescription: A - b; c (d).\nplayers:\n  counts: [2, 3] # n\n  teams: no\ncards:\n  counts: [9]\n";
        let l = listing(text).unwrap();
        assert_eq!(l.name, "x");
        assert_eq!(l.game, "belote");
        assert_eq!(l.description, "A - b; c (d).");
        assert_eq!(l.player_counts, vec![2, 3]);
    }

    #[test]
    fn anything_not_plain_is_left_to_the_full_parse() {
        let head = "name: x\ngame: g\nplayers:\n  counts: [4]\n";
        assert!(listing(&format!("{head}description: 'quoted'\n")).is_none());
        assert!(listing(&format!("{head}description: a: b\n")).is_none());
        assert!(listing(&format!("{head}description: >\n  folded\n")).is_none());
        assert!(listing(&format!("{head}description: a # comment\n")).is_none());
        assert!(listing(&format!("{head}description: a\nname: y\n")).is_none());
        assert!(listing(&format!("{head}description: a\n  continued\n")).is_none());
        assert!(listing(&format!("{head}description: a\n  # inside\n")).is_none());
        assert!(listing("name: x\ngame: g\ndescription: d\nplayers:\n  counts:\n    - 4\n").is_none());
        assert!(listing("name: x\ngame: g\ndescription: d\nplayers: {counts: [4]}\n").is_none());
        assert!(listing("name: x\ngame: g\ndescription: d\n").is_none());
    }
}
