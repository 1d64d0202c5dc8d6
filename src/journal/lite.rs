/*!
The quick reading of an event line: one pass over the bytes, no allocation but the entry's own
strings. It reads only the plain shape the journal writer produces — one JSON object whose event
fields hold strings without escapes, lists of such strings or whole numbers, and whose other
fields hold plain values — and returns `None` for anything else (an escape, a duplicate field,
a header field, a nested value, a number that is not a whole one, anything after the object),
which the full reader (serde) then reads and explains. Both give the same entry for every line
this one reads (`tests` below, and the journal tests through both).
*/

use super::read::EventFields;
use std::borrow::Cow;

/// The bytes that end a plain string: its closing quote, or what the quick reader leaves to the
/// full one (an escape, a control character). One load per byte.
static ENDS_PLAIN: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 0x20 {
        t[c] = true;
        c += 1;
    }
    t[b'"' as usize] = true;
    t[b'\\' as usize] = true;
    t
};

struct Bytes<'a> {
    text: &'a str,
    b: &'a [u8],
    at: usize,
}

impl<'a> Bytes<'a> {
    fn space(&mut self) {
        let b = self.b;
        while self.at < b.len() && matches!(b[self.at], b' ' | b'\t' | b'\n' | b'\r') {
            self.at += 1;
        }
    }
    fn peek(&mut self) -> Option<u8> {
        self.space();
        self.b.get(self.at).copied()
    }
    fn eat(&mut self, c: u8) -> Option<()> {
        (self.peek()? == c).then(|| self.at += 1)
    }
    /// A string of UTF-8 text without escapes or control characters.
    fn string(&mut self) -> Option<&'a str> {
        self.eat(b'"')?;
        let rest = &self.b[self.at..];
        let end = rest.iter().position(|&c| ENDS_PLAIN[c as usize])?;
        if rest[end] != b'"' {
            return None;
        }
        let start = self.at;
        self.at += end + 1;
        self.text.get(start..start + end)
    }
    fn strings(&mut self) -> Option<Vec<Cow<'a, str>>> {
        self.eat(b'[')?;
        let mut list = Vec::new();
        if self.eat(b']').is_some() {
            return Some(list);
        }
        loop {
            list.push(Cow::Borrowed(self.string()?));
            match self.peek()? {
                b',' => self.at += 1,
                b']' => {
                    self.at += 1;
                    return Some(list);
                }
                _ => return None,
            }
        }
    }
    /// A whole number as JSON writes it: `-?(0|[1-9][0-9]*)`, within an i64.
    fn whole(&mut self) -> Option<i64> {
        self.space();
        let b = self.b;
        let start = self.at;
        if b.get(self.at) == Some(&b'-') {
            self.at += 1;
        }
        let digits = self.at;
        while b.get(self.at).is_some_and(u8::is_ascii_digit) {
            self.at += 1;
        }
        let n = self.at - digits;
        if n == 0 || (n > 1 && b[digits] == b'0') || b.get(self.at).is_some_and(|c| matches!(c, b'.' | b'e' | b'E')) {
            return None;
        }
        self.text.get(start..self.at)?.parse().ok()
    }
    /// A plain value of a field this reader does not use: a string, whole number, true, false
    /// or null.
    fn skip(&mut self) -> Option<()> {
        match self.peek()? {
            b'"' => self.string().map(drop),
            b't' | b'f' | b'n' => {
                let rest = &self.b[self.at..];
                let word = ["true", "false", "null"].into_iter().find(|w| rest.starts_with(w.as_bytes()))?;
                self.at += word.len();
                Some(())
            }
            _ => self.whole().map(drop),
        }
    }
}

/// Read an event line of the plain shape, or `None` for the full reader.
pub fn read<'a>(text: &'a str, f: &mut EventFields<'a>) -> Option<()> {
    let mut r = Bytes { text, b: text.as_bytes(), at: 0 };
    r.eat(b'{')?;
    if r.eat(b'}').is_none() {
        loop {
            let key = r.string()?;
            r.eat(b':')?;
            let text_field = match key {
                "type" => Some(&mut f.ty),
                "at" => Some(&mut f.at),
                "player" => Some(&mut f.player),
                "dealer" => Some(&mut f.dealer),
                "turned" => Some(&mut f.turned),
                "bottom" => Some(&mut f.bottom),
                "card" => Some(&mut f.card),
                "call" => Some(&mut f.call),
                "trump" => Some(&mut f.trump),
                "say" => Some(&mut f.say),
                "lance" => Some(&mut f.lance),
                "as" => Some(&mut f.as_card),
                "key" => Some(&mut f.key),
                _ => None,
            };
            if let Some(slot) = text_field {
                if slot.is_some() {
                    return None;
                }
                *slot = Some(Cow::Borrowed(r.string()?));
            } else {
                match key {
                    "text" if f.text.is_none() => f.text = Some(Cow::Borrowed(r.string()?)),
                    "cards" if f.cards.is_none() => f.cards = Some(r.strings()?),
                    "melds" if f.melds.is_none() => f.melds = Some(r.strings()?),
                    "count" if f.count.is_none() => f.count = Some(r.whole()?),
                    // A repeated field, an option's value, or a header's field: the full reader.
                    "text" | "cards" | "melds" | "count" => return None,
                    k if super::read::is_field(k) => return None,
                    _ => r.skip()?,
                }
            }
            match r.peek()? {
                b',' => r.at += 1,
                b'}' => {
                    r.at += 1;
                    break;
                }
                _ => return None,
            }
        }
    }
    r.space();
    (r.at == text.len()).then_some(())
}

/// [`read`] from a line's bytes, which must be UTF-8 text.
pub fn read_bytes<'a>(bytes: &'a [u8], f: &mut EventFields<'a>) -> Option<()> {
    read(std::str::from_utf8(bytes).ok()?, f)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::journal::parse_event_line;
    use crate::journal::read::parse_event_line_slowly;

    /// Lines the quick reader takes: it must give the full reader's entry.
    const PLAIN: &[&str] = &[
        r#"{"type": "play", "player": "Ana", "card": "JH"}"#,
        r#"{"type":"play","player":"Ana","card":"JH","say":"belote"}"#,
        r#" { "type" : "deal" , "dealer" : "Ana", "turned": "8C" } "#,
        r#"{"type": "deal", "dealer": "Ana", "bottom": "12O", "at": "2026-11-22T18:03:00Z"}"#,
        r#"{"type": "bid", "player": "Ana", "call": "take", "trump": "H"}"#,
        r#"{"type": "announce", "player": "Ana", "melds": ["tierce", "belote"]}"#,
        r#"{"type": "show", "player": "Ana", "cards": []}"#,
        r#"{"type": "mosca", "player": "Ana", "cards": ["1O", "3O"]}"#,
        r#"{"type": "exchange", "player": "Ana", "count": 3}"#,
        r#"{"type": "exchange", "player": "Ana", "count": -1}"#,
        r#"{"type": "wild", "player": "Ana", "lance": "primera", "as": "7O"}"#,
        r#"{"type": "note", "text": "café ♥"}"#,
        r#"{"type": "undo", "by": "Ana", "n": 0, "ok": true, "no": null, "x": false}"#,
        r#"{"type": "end"}"#,
        r#"{"type": "frobnicate"}"#,
        r#"{"type": "play", "player": "Ana"}"#,
        r#"{"type": "deal", "dealer": "Ana", "at": "yesterday"}"#,
        r#"{}"#,
    ];

    /// Lines it leaves to the full reader.
    const OTHER: &[&str] = &[
        r#"{"type": "play", "player": "An\u0061", "card": "JH"}"#,
        r#"{"type": "play", "player": "Ana", "player": "Luis", "card": "JH"}"#,
        r#"{"type": "play", "player": "Ana", "card": "JH", "players": 3}"#,
        r#"{"type": "option", "key": "target", "value": 1000}"#,
        r#"{"type": "exchange", "player": "Ana", "count": 3.0}"#,
        r#"{"type": "exchange", "player": "Ana", "count": 03}"#,
        r#"{"type": "exchange", "player": "Ana", "count": 99999999999999999999}"#,
        r#"{"type": "play", "player": "Ana", "card": "JH", "x": {"y": 1}}"#,
        r#"{"type": "play", "player": "Ana", "card": "JH", "say": null}"#,
        r#"{"type": "play", "player": "Ana", "card": "JH"} x"#,
        r#"{"type": "play", "player": "Ana", "card": "JH",}"#,
        r#"{"type": "play", "player": "Ana" "card": "JH"}"#,
        r#"{"type": "play", "player": 5, "card": "JH"}"#,
        r#"["play"]"#,
        "{\"type\": \"note\", \"text\": \"a\tb\"}",
        r#"{"type": "play", "player": "Ana", "card": "JH""#,
    ];

    #[test]
    fn the_quick_reader_gives_the_full_readers_entry() {
        for line in PLAIN {
            assert!(read(line, &mut EventFields::default()).is_some(), "{line}");
            assert_eq!(parse_event_line(line, 7), parse_event_line_slowly(line, 7), "{line}");
        }
    }

    #[test]
    fn anything_else_goes_to_the_full_reader() {
        for line in OTHER {
            assert!(read(line, &mut EventFields::default()).is_none(), "{line}");
            assert_eq!(parse_event_line(line, 7), parse_event_line_slowly(line, 7), "{line}");
        }
    }
}
