/*!
The quick reading of an event line: one pass over its text, no allocation. It reads only the
plain shape the journal writer produces — one JSON object whose event fields hold strings without
escapes, lists of such strings or whole numbers, and whose other fields hold plain values — and
returns `None` for anything else (an escape, a duplicate field, a header field, a nested value, a
number that is not a whole one, anything after the object), which the full reader (serde) then
reads and explains. Both give the same entry for every line this one reads (`tests` below, and the
journal tests through both); [`super::codec::decode_line`] types what it reads straight into an
event.
*/

use super::kinds::{self, Held};
use super::read::EventFields;
use super::record::key;
use crate::engine::EventKind;
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

/// How many bytes of `b` come before the first that ends a plain string ([`ENDS_PLAIN`]), or
/// all of them. Eight bytes at a time, as one word: a byte is flagged when it equals the quote
/// or the backslash, or is below a space; the lowest flag is exact (a false flag can only follow
/// a true one), and bytes from 0x80 up are never flagged.
#[inline]
fn plain_len(b: &[u8]) -> usize {
    const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
    const HIGH: u64 = u64::from_ne_bytes([0x80; 8]);
    let below = |x: u64, n: u8| x.wrapping_sub(ONES * u64::from(n)) & !x & HIGH;
    let mut i = 0;
    let mut rest = b;
    while let Some((word, tail)) = rest.split_first_chunk::<8>() {
        let x = u64::from_le_bytes(*word);
        let found = below(x ^ (ONES * u64::from(b'"')), 1) | below(x ^ (ONES * u64::from(b'\\')), 1) | below(x, b' ');
        if found != 0 {
            return i + (found.trailing_zeros() / 8) as usize;
        }
        i += 8;
        rest = tail;
    }
    for &c in rest {
        if ENDS_PLAIN[c as usize] {
            return i;
        }
        i += 1;
    }
    i
}

/// A list of plain strings as the line holds it: the text between its brackets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[doc(hidden)]
pub struct List<'a>(&'a str);

impl<'a> List<'a> {
    /// The strings of the list, in order (a plain string holds no quote: they are what lies
    /// between each pair of quotes).
    pub(crate) fn iter(self) -> impl Iterator<Item = &'a str> {
        self.0.split('"').skip(1).step_by(2)
    }
}

/// A whole number or a plain string, as the line holds it (a field of kind `scalar`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum Scalar<'a> {
    Whole(i64),
    Text(&'a str),
}

impl Scalar<'_> {
    /// The JSON value the full reader reads for it.
    pub(crate) fn value(self) -> serde_json::Value {
        match self {
            Scalar::Whole(n) => serde_json::Value::from(n),
            Scalar::Text(t) => serde_json::Value::String(t.to_string()),
        }
    }
}

/// The value of a key the quick reader does not read: there is none.
#[derive(Debug, Clone, Copy)]
#[doc(hidden)]
pub enum Unread {}

/// Makes, from the declaration of the events: the fields of a plain event line ([`Plain`]),
/// which lines are entries as they stand ([`Plain::entry_kind`]), the full reader's fields of a
/// plain line, and the reading of a field by its name (`field`).
macro_rules! plain {
    (
        keys { $( $key:ident $(= $_name:literal)?: $kind:ident, )* }
        events { $(
            $(#[$_d:meta])* $V:ident $_code:literal $({
                $( $(#[$_fd:meta])* $f:ident: $p:ident $_k:ident $_m:ident $(($_a:ident))? ),* $(,)?
                $(; $( $(#[$_jd:meta])* $jf:ident: $jp:ident $_jk:ident $_jm:ident ($_ja:ident) ),* $(,)?)?
            })?
        )* }
        unboxed { $($_u:tt)* }
        boxed { $($_b:tt)* }
        kept { $($_kept:tt)* }
    ) => {
        /// The fields of a plain event line, borrowing its text (a field of a kind this reader
        /// does not read is never there).
        #[derive(Debug, Default, Clone, Copy)]
        pub(crate) struct Plain<'a> {
            pub(crate) ty: Option<&'a str>,
            pub(crate) at: Option<&'a str>,
            $( pub(crate) $key: Option<<kinds::$kind as Held>::Plain<'a>>, )*
        }

        impl<'a> Plain<'a> {
            /// The line's kind when it is an entry as it stands: a type the journal knows whose
            /// fields are all there, and a time (`at`) that is one. `None`: the full reader says
            /// what is wrong (or, for the types whose fields the quick reader never takes, reads
            /// it).
            pub(crate) fn entry_kind(&self) -> Option<EventKind> {
                let kind = EventKind::parse(self.ty?)?;
                let whole = match kind {
                    $( EventKind::$V => true $( $( && there!($p, self.$f) )* $($( && there!($jp, self.$jf) )*)? )?, )*
                };
                (whole && self.at.is_none_or(super::read::is_time)).then_some(kind)
            }
        }

        impl<'a> From<Plain<'a>> for EventFields<'a> {
            fn from(p: Plain<'a>) -> EventFields<'a> {
                EventFields {
                    ty: p.ty.map(Cow::Borrowed),
                    at: p.at.map(Cow::Borrowed),
                    $( $key: p.$key.map(|x| field!($kind, x)), )*
                }
            }
        }

        /// Read the value of the field `name` into `f`, or `None` for the full reader.
        #[inline]
        fn field<'a>(name: &'a str, r: &mut Scan<'a>, f: &mut Plain<'a>) -> Option<()> {
            // The field's place when it holds a text (most do: one way to read them), else the
            // field read.
            let slot: &mut Option<&'a str> = match name {
                "type" => &mut f.ty,
                "at" => &mut f.at,
                $( key::$key => read!($kind, f.$key, r), )*
                // A header's field: the full reader.
                k if super::read::is_field(k) => return None,
                _ => {
                    r.skip()?;
                    return Some(());
                }
            };
            if slot.is_some() {
                return None;
            }
            *slot = Some(r.string()?);
            Some(())
        }
    };
}

/// Whether a field of a presence is there as an entry needs it.
macro_rules! there {
    (one, $x:expr) => {
        $x.is_some()
    };
    ($_p:ident, $x:expr) => {
        true
    };
}

/// A field read by the quick reader, among the full reader's fields.
macro_rules! field {
    (text, $x:ident) => {
        Cow::Borrowed($x)
    };
    (texts, $x:ident) => {
        $x.iter().map(Cow::Borrowed).collect()
    };
    (whole, $x:ident) => {
        $x
    };
    (scalar, $x:ident) => {
        $x.value()
    };
    ($_unread:ident, $x:ident) => {
        match $x {}
    };
}

/// A text field's place, or any other field read into its place: a field seen twice, or of a
/// kind this reader does not read, is the full reader's.
macro_rules! read {
    (text, $slot:expr, $r:ident) => {
        &mut $slot
    };
    (texts, $slot:expr, $r:ident) => {{
        if $slot.is_some() {
            return None;
        }
        $slot = Some($r.strings()?);
        return Some(());
    }};
    (whole, $slot:expr, $r:ident) => {{
        if $slot.is_some() {
            return None;
        }
        $slot = Some($r.whole()?);
        return Some(());
    }};
    (scalar, $slot:expr, $r:ident) => {{
        if $slot.is_some() {
            return None;
        }
        $slot = Some($r.scalar()?);
        return Some(());
    }};
    ($_unread:ident, $slot:expr, $r:ident) => {
        return None
    };
}

crate::engine::events::events!(plain);

struct Scan<'a> {
    text: &'a str,
    b: &'a [u8],
    at: usize,
}

impl<'a> Scan<'a> {
    #[inline]
    fn space(&mut self) {
        // Every byte of JSON's white space is at most a space; anything above ends it at once.
        while let Some(&c) = self.b.get(self.at) {
            if c > b' ' || !matches!(c, b' ' | b'\t' | b'\n' | b'\r') {
                break;
            }
            self.at += 1;
        }
    }
    #[inline]
    fn peek(&mut self) -> Option<u8> {
        self.space();
        self.b.get(self.at).copied()
    }
    #[inline]
    fn eat(&mut self, c: u8) -> Option<()> {
        (self.peek()? == c).then(|| self.at += 1)
    }
    /// A string of text without escapes or control characters.
    #[inline]
    fn string(&mut self) -> Option<&'a str> {
        self.space();
        let at = self.at;
        let (&open, rest) = self.b.get(at..)?.split_first()?;
        if open != b'"' {
            return None;
        }
        let n = plain_len(rest);
        if rest.get(n) != Some(&b'"') {
            return None;
        }
        self.at = at + n + 2;
        self.text.get(at + 1..at + 1 + n)
    }
    /// The text between the brackets of a list of strings.
    fn strings(&mut self) -> Option<List<'a>> {
        self.eat(b'[')?;
        let start = self.at;
        if self.eat(b']').is_none() {
            loop {
                self.string()?;
                match self.peek()? {
                    b',' => self.at += 1,
                    b']' => {
                        self.at += 1;
                        break;
                    }
                    _ => return None,
                }
            }
        }
        self.text.get(start..self.at - 1).map(List)
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
    /// A whole number or a plain string.
    fn scalar(&mut self) -> Option<Scalar<'a>> {
        match self.peek()? {
            b'"' => self.string().map(Scalar::Text),
            _ => self.whole().map(Scalar::Whole),
        }
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
    /// After a field: `true` at a comma (another field follows), `false` at the closing brace.
    #[inline]
    fn next(&mut self) -> Option<bool> {
        let more = match self.peek()? {
            b',' => true,
            b'}' => false,
            _ => return None,
        };
        self.at += 1;
        Some(more)
    }
}

/// Read an event line of the plain shape into `f` (empty), or `None` for the full reader.
pub(crate) fn read<'a>(text: &'a str, f: &mut Plain<'a>) -> Option<()> {
    let mut r = Scan { text, b: text.as_bytes(), at: 0 };
    r.eat(b'{')?;
    if r.eat(b'}').is_none() {
        loop {
            let name = r.string()?;
            r.eat(b':')?;
            field(name, &mut r, f)?;
            if !r.next()? {
                break;
            }
        }
    }
    r.space();
    (r.at == text.len()).then_some(())
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
        r#"{"type":"bid","player":"Ana","call":"bid","value":100,"trump":"H"}"#,
        r#"{"type":"bid","player":"Ana","call":"bid","value":"capot","trump":"all"}"#,
        r#"{"type":"bid","player":"Ana","call":"coinche"}"#,
        r#"{"type": "option", "key": "target", "value": 1000}"#,
        r#"{"type": "option", "key": "scoring", "value": "bid-only"}"#,
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
        r#"{"type": "option", "key": "undertrump", "value": true}"#,
        r#"{"type": "bid", "player": "Ana", "call": "bid", "value": 100.0, "trump": "H"}"#,
        r#"{"type": "bid", "player": "Ana", "call": "bid", "value": [100], "trump": "H"}"#,
        r#"{"type": "bid", "player": "Ana", "call": "bid", "value": 100, "value": 90}"#,
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
            assert!(read(line, &mut Plain::default()).is_some(), "{line}");
            assert_eq!(parse_event_line(line, 7), parse_event_line_slowly(line, 7), "{line}");
        }
    }

    #[test]
    fn anything_else_goes_to_the_full_reader() {
        for line in OTHER {
            assert!(read(line, &mut Plain::default()).is_none(), "{line}");
            assert_eq!(parse_event_line(line, 7), parse_event_line_slowly(line, 7), "{line}");
        }
    }
}
