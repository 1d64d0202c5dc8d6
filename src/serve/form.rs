//! A phone's entry as its form posts it (`application/x-www-form-urlencoded`, docs/serve.md):
//! `entry`, one line of the entry language; `seq`, the journal's lines the phone last saw; and
//! the PIN when no cookie holds it; `confirm=1` with an `end` that is meant. A coinche bid tapped
//! in two (its value, then its trump) adds `trump`, the entry's last word: `entry=Ana+90&trump=H`
//! is `Ana 90 H`. A deal tapped in two (the turned card, then the bottom card shown) adds `bottom`:
//! `entry=deal+Xavi+JH&bottom=7S` is `deal Xavi JH bottom 7S`. A quick hand (a tally in a few
//! taps) posts its line in pieces: `entry` the tally's word, then for each side k from 0 on
//! `sidek`, its name, with `pointsk` and `tricksk` (the tricks alone where the tally counts no
//! points; a side whose numbers are all empty is left out), then `belote` and `renounce`, each
//! the words `belote PLAYER` or empty: `entry=tally&side0=Ana%2BMarta&points0=92&tricks0=5&
//! side1=Luis%2BPep&points1=70&tricks1=3&belote=belote+Ana&renounce=` is `tally Ana+Marta 92/5
//! Luis+Pep 70/3 belote Ana`. The page's forms add `held`, the play held for its word when the page was made
//! (empty: none). Anything else is malformed (400): no `seq` or one that is not
//! a number, an empty or multi-line entry, a field given twice, bytes that are not UTF-8.

/// The fields of a posted entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Posted {
    pub(crate) entry: String,
    pub(crate) seq: usize,
    pub(crate) pin: Option<String>,
    /// The held play the page was made at (empty: none), which the page's forms say.
    pub(crate) held: Option<String>,
    /// `confirm=1`: an `end` that is meant (a lone `end` is asked to confirm).
    pub(crate) confirm: bool,
}

/// `%XX` and `+` decoded; None if a `%` is not followed by two hex digits or the bytes are not
/// UTF-8.
pub(crate) fn decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).ok()
}

/// The fields of an urlencoded body, each once; None when it is malformed.
pub(crate) fn fields(body: &[u8]) -> Option<Vec<(String, String)>> {
    let text = std::str::from_utf8(body).ok()?;
    let mut out: Vec<(String, String)> = Vec::new();
    for pair in text.split('&').filter(|p| !p.is_empty()) {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        let (k, v) = (decode(k)?, decode(v)?);
        if out.iter().any(|(seen, _)| *seen == k) {
            return None;
        }
        out.push((k, v));
    }
    Some(out)
}

/// The field `key` of a form's body, or of its first bytes when it is not `whole` (the fields
/// that end with `&` there, the last one perhaps cut short left out); None when it is not there
/// once, or the fields do not read.
pub(crate) fn field(body: &[u8], key: &str, whole: bool) -> Option<String> {
    let complete = if whole { body } else { &body[..body.iter().rposition(|b| *b == b'&')?] };
    fields(complete)?.into_iter().find(|(k, _)| k == key).map(|(_, v)| v)
}

/// A posted entry, or None when it is malformed.
pub(crate) fn posted(body: &[u8]) -> Option<Posted> {
    let fields = fields(body)?;
    let get = |k: &str| fields.iter().find(|(f, _)| f == k).map(|(_, v)| v.clone());
    let mut entry = get("entry")?;
    let seq = get("seq")?.trim().parse().ok()?;
    // A coinche bid in two taps: its value (the entry, `Ana 90`), then its trump (`H`).
    if let Some(trump) = get("trump") {
        if trump.trim().is_empty() || trump.contains(['\n', '\r']) {
            return None;
        }
        entry = format!("{} {}", entry.trim(), trump.trim());
    }
    // A deal in two taps: the turned card (the entry, `deal Xavi JH`), then the bottom card.
    if let Some(bottom) = get("bottom") {
        if bottom.trim().is_empty() || bottom.contains(['\n', '\r']) {
            return None;
        }
        entry = format!("{} bottom {}", entry.trim(), bottom.trim());
    }
    if let Some(quick) = quick(&get)? {
        entry = format!("{} {quick}", entry.trim());
    }
    if entry.trim().is_empty() || entry.contains(['\n', '\r']) {
        return None;
    }
    let confirm = get("confirm").is_some_and(|c| c.trim() == "1");
    Some(Posted { entry: entry.trim().to_string(), seq, pin: get("pin"), held: get("held"), confirm })
}

/// The rest of a quick hand's line after its word (`Ana+Marta 92/5 Luis+Pep 70/3 belote Ana`),
/// from the fields `get` gives: `Some(None)` when the post is no quick hand (no `side0`), None
/// when a piece holds a line end.
fn quick(get: &dyn Fn(&str) -> Option<String>) -> Option<Option<String>> {
    if get("side0").is_none() {
        return Some(None);
    }
    let mut parts: Vec<String> = Vec::new();
    for k in 0.. {
        let Some(side) = get(&format!("side{k}")) else { break };
        let points = get(&format!("points{k}")).map(|p| p.trim().to_string());
        let tricks = get(&format!("tricks{k}")).unwrap_or_default().trim().to_string();
        if tricks.is_empty() && points.as_deref().is_none_or(str::is_empty) {
            continue;
        }
        let numbers = match points {
            Some(p) => format!("{p}/{tricks}"),
            None => tricks,
        };
        parts.push(format!("{} {numbers}", side.trim()));
    }
    for key in ["belote", "renounce"] {
        if let Some(said) = get(key).filter(|s| !s.trim().is_empty()) {
            parts.push(said.trim().to_string());
        }
    }
    if parts.iter().any(|p| p.contains(['\n', '\r'])) {
        return None;
    }
    Some(Some(parts.join(" ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bid_tapped_in_two_is_its_value_then_its_trump() {
        assert_eq!(
            posted(b"seq=7&entry=Ana+90&trump=H"),
            Some(Posted { entry: "Ana 90 H".into(), seq: 7, pin: None, held: None, confirm: false })
        );
        assert_eq!(posted(b"seq=7&entry=Luis+capot&trump=all").map(|p| p.entry), Some("Luis capot all".into()));
        // A trump alone is no entry; an empty or two-line trump is malformed.
        assert_eq!(posted(b"seq=7&trump=H"), None);
        assert_eq!(posted(b"seq=7&entry=Ana+90&trump="), None);
        assert_eq!(posted(b"seq=7&entry=Ana+90&trump=H%0Aundo"), None);
        assert_eq!(posted(b"seq=7&entry=Ana+90&trump=H&trump=S"), None, "a field given twice");
    }

    #[test]
    fn a_deal_tapped_in_two_is_its_turned_card_then_its_bottom_card() {
        assert_eq!(
            posted(b"seq=4&entry=deal+Xavi+JH&bottom=7S").map(|p| p.entry),
            Some("deal Xavi JH bottom 7S".into())
        );
        assert_eq!(posted(b"seq=4&entry=deal+Xavi+JH").map(|p| p.entry), Some("deal Xavi JH".into()));
        // A bottom card alone is no entry; an empty or two-line one is malformed.
        assert_eq!(posted(b"seq=4&bottom=7S"), None);
        assert_eq!(posted(b"seq=4&entry=deal+Xavi+JH&bottom="), None);
        assert_eq!(posted(b"seq=4&entry=deal+Xavi+JH&bottom=7S%0Aundo"), None);
    }

    #[test]
    fn a_quick_hand_is_its_pieces_in_order() {
        let body = "seq=9&entry=tally&side0=Ana%2BMarta&points0=92&tricks0=5&side1=Luis%2BPep&points1=70&tricks1=3\
                    &belote=belote+Ana&renounce=";
        assert_eq!(
            posted(body.as_bytes()).map(|p| p.entry),
            Some("tally Ana+Marta 92/5 Luis+Pep 70/3 belote Ana".into())
        );
        // Tricks alone (every player a side); a player left empty took none; a renounce said.
        let body =
            "seq=9&entry=tally&side0=Ana&tricks0=2&side1=Luis&tricks1=&side2=Marta&tricks2=3&renounce=renounce+Luis";
        assert_eq!(posted(body.as_bytes()).map(|p| p.entry), Some("tally Ana 2 Marta 3 renounce Luis".into()));
        // Nothing typed: the word alone, for the referee to say what a tally needs.
        assert_eq!(posted(b"seq=9&entry=tally&side0=Ana&tricks0=").map(|p| p.entry), Some("tally".into()));
        // Half a side's numbers go to the referee as they are.
        assert_eq!(
            posted(b"seq=9&entry=tally&side0=Ana&points0=92&tricks0=").map(|p| p.entry),
            Some("tally Ana 92/".into())
        );
        // A piece of two lines, or a side given twice, is malformed.
        assert_eq!(posted(b"seq=9&entry=tally&side0=Ana&tricks0=2%0Aundo"), None);
        assert_eq!(posted(b"seq=9&entry=tally&side0=Ana&side0=Luis&tricks0=2"), None);
    }

    #[test]
    fn an_entry_its_seq_and_a_pin() {
        assert_eq!(
            posted(b"entry=Pep+7C&seq=12&pin=123456"),
            Some(Posted { entry: "Pep 7C".into(), seq: 12, pin: Some("123456".into()), held: None, confirm: false })
        );
        // Words with accents and symbols, percent-encoded as browsers send them.
        assert_eq!(posted("entry=Ana+Mar%C3%ADa+R%E2%99%A5&seq=3".as_bytes()).unwrap().entry, "Ana María R♥");
    }

    #[test]
    fn an_end_is_confirmed_by_confirm_1_only() {
        assert!(posted(b"entry=end&seq=9&confirm=1").unwrap().confirm);
        for body in [&b"entry=end&seq=9"[..], b"entry=end&seq=9&confirm=0", b"entry=end&seq=9&confirm=yes"] {
            assert!(!posted(body).unwrap().confirm, "{}", String::from_utf8_lossy(body));
        }
        assert_eq!(posted(b"entry=end&seq=9&confirm=1&confirm=1"), None, "a field given twice");
    }

    #[test]
    fn a_field_of_the_first_bytes_is_one_they_hold_whole() {
        assert_eq!(field(b"pin=123456&seq=1&entry=no", "pin", false).as_deref(), Some("123456"));
        assert_eq!(field(b"seq=1&pin=1234", "pin", false), None, "cut short");
        assert_eq!(field(b"seq=1&pin=1234", "pin", true).as_deref(), Some("1234"));
        assert_eq!(field(b"pin=%31%32&x", "pin", false).as_deref(), Some("12"));
        assert_eq!(field(b"pin=1&pin=2&x", "pin", false), None, "twice");
        assert_eq!(field(b"entry=note+aaaa", "pin", false), None);
    }

    #[test]
    fn what_is_malformed() {
        for body in [
            &b"entry=Pep+7C"[..],
            b"seq=3",
            b"entry=Pep+7C&seq=x",
            b"entry=Pep+7C&seq=-1",
            b"entry=&seq=3",
            b"entry=+&seq=3",
            b"entry=Pep+7C%0Aundo&seq=3",
            b"entry=Pep+7C&entry=undo&seq=3",
            b"entry=%E2%99&seq=3",
            b"entry=%ZZ&seq=3",
            b"entry=Pep%&seq=3",
            b"\xff=1&seq=3",
        ] {
            assert_eq!(posted(body), None, "{}", String::from_utf8_lossy(body));
        }
    }
}
