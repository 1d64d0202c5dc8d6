/*!
The journal's events, each declared once (#36): its type, and for each of its fields the
journal's key, whether the key must be there, what it holds in the journal and what it means to
the referee. The typed event ([`super::Event`]), the journal's record, the full reader and the
quick one, the codec between records and events, and the entries a session keeps in place are
all made from this declaration, by generators that each layer writes for itself and calls with
it: `events!(generator)` calls `generator! { … }` with the declaration below.

An event is its name, its journal `type`, and its fields in braces (none: no braces). A field
is `name: presence kind meaning`, the name being the key it is read from (see `keys`):
- presence: `one` (it must be there), `opt` (it may be absent: an `Option`), `some` (absent means
  none: the list or map is empty, and it is written only when it is not);
- kind, what the key holds in the journal (the key's own, which `keys` gives once): `text`,
  `texts` (a list of texts), `whole` (a whole number), `scalar` (a whole number or a text, which
  the quick reader reads, or any other JSON value, which only the full reader does), `object` (a
  nested entry), `wholes` (an object of whole numbers by name), `text_or_texts` (a text, or a list
  of them);
- meaning, what the referee makes of each text or value (`typed!` below, `journal::codec::meaning`): `seat`
  (a player's name), `side` (a side's name), `card`, `call`, `trump`, `say`, `meld`, `lance`,
  `word` (free text), `count` (a number as it is), `line` (a journal line), `option` (an option's
  value, for the option named by the field in brackets), `entry` (a nested entry), `level` (a
  contract bid's value). A field whose meaning names another field in brackets is typed with it:
  `call(value)` reads the call with the line's `value`.

An event may add, after its fields and a `;`, fields the journal spells apart that the typed
event holds inside another field, named in brackets (`value: opt scalar level(call)`: a coinche
bid's value is written beside its call, `"call": "bid", "value": 100`, and is typed into it,
`Call::Bid(BidValue::Points(100))`). The record, the readers and the codec know them as fields;
the typed event and the kept entry do not.

Three groups: `kept`, the events a session keeps in place in its 16-byte entries (`session`:
frequent, and their fields small); `others`; `boxed`, events whose typed form is a struct of
their own, boxed in the event (a tally is large). Adding an event is a line in one of them (and
its key in `keys`, if no event had it), then the referee's rules for it in the games.
*/

/// The declaration, handed to the generator `$then` (a `macro_rules!` in scope where this is
/// called) after what comes before it (`$with`): `keys { … } events { … } unboxed { … } boxed
/// { … } kept { … }`, `events` being every event and `unboxed` every event but the boxed ones.
macro_rules! events {
    ($then:ident $(, $($with:tt)*)?) => {
        $crate::engine::events::events! { @sort $then [$($($with)*)?]
            // Every key an event line may hold, in the order a line that does not read is
            // explained by, each with the kind of value it holds; `as_card = "as"`: the key's
            // name when it is not the field's.
            keys {
                player: text,
                dealer: text,
                turned: text,
                bottom: text,
                card: text,
                call: text,
                trump: text,
                say: text,
                lance: text,
                as_card = "as": text,
                key: text,
                text: text,
                cards: texts,
                melds: texts,
                count: whole,
                value: scalar,
                points: wholes,
                tricks: wholes,
                belote: text_or_texts,
                renounce: text,
                line: whole,
                entry: object,
                side: text,
            }
            kept {
                /// `bottom`: the bottom card of the stock, shown and out of play (belote-es, 2-3 players).
                Deal "deal" { dealer: one text seat, turned: opt text card, bottom: opt text card }
                /// Coinche's bids: `"call": "bid"` with the value apart (`value`, a number or
                /// `"capot"`), typed into the call (`Call::Bid`).
                Bid "bid" { player: one text seat, call: one text call(value), trump: opt text trump;
                    value: opt scalar level(call) }
                Play "play" { player: one text seat, card: one text card, say: opt text say }
                Undo "undo"
            }
            others {
                /// A card was exposed while dealing: the same dealer deals again.
                Misdeal "misdeal"
                /// The stock ran out at treinta y una: the hand's cards are shuffled to draw from.
                Reshuffle "reshuffle"
                SwapSeven "swap-seven" { player: one text seat }
                Announce "announce" { player: one text seat, melds: one texts meld }
                Show "show" { player: one text seat, cards: one texts card }
                Exchange "exchange" { player: one text seat, count: one whole count }
                Mosca "mosca" { player: one text seat, cards: one texts card }
                Panfilo "panfilo" { player: one text seat }
                Up "up" { player: one text seat, card: one text card }
                Down "down" { player: one text seat, cards: one texts card }
                Wild "wild" { player: one text seat, lance: one text lance, as_card: one text card }
                Draw "draw" { player: one text seat, card: one text card }
                /// `player` stands at treinta y una: asks for no more cards (a later deal implies it).
                Stand "stand" { player: one text seat }
                SetOption "option" { key: one text word, value: one scalar option(key) }
                Note "note" { text: one text word }
                /// A side confirms the partie's result (a served concours table).
                Confirm "confirm" { side: one text side }
                /// A side disputes the partie's result, and why.
                Dispute "dispute" { side: one text side, text: one text word }
                /// The entry in force at journal line `line` replaced by `entry`, as if entered in its place.
                Amend "amend" { line: one whole line, entry: one object entry }
                End "end"
            }
            boxed {
                /// A hand's outcome entered without its cards, after the deal and bids.
                Tally "tally" {
                    /// Card points taken by side, the last trick's bonus included (belote), as entered.
                    points: some wholes side,
                    /// Tricks taken by side (belote) or by player (bestia, where every player is a side).
                    tricks: one wholes side,
                    /// The players credited with belote-rebelote (all-trump: one per suit at most).
                    belote: some text_or_texts seat,
                    /// A renounce the table agreed on: the play penalty applies.
                    renounce: opt text seat,
                }
            }
        }
    };
    (@sort $then:ident [$($with:tt)*] keys { $($keys:tt)* } kept { $($kept:tt)* } others { $($others:tt)* }
        boxed { $($boxed:tt)* }) => {
        $then! {
            $($with)*
            keys { $($keys)* }
            events { $($kept)* $($others)* $($boxed)* }
            unboxed { $($kept)* $($others)* }
            boxed { $($boxed)* }
            kept { $($kept)* }
        }
    };
}
pub(crate) use events;

/// The type the referee gives a field's meaning: `typed!(seat)` is a [`Seat`](super::Seat).
macro_rules! typed {
    (seat) => { $crate::engine::event::Seat };
    (side) => { $crate::engine::event::Side };
    (card) => { $crate::cards::Card };
    (call) => { $crate::engine::event::Call };
    (trump) => { $crate::engine::event::Trump };
    (say) => { $crate::engine::event::Say };
    (meld) => { $crate::engine::event::MeldName };
    (lance) => { $crate::engine::event::Lance };
    (word) => { String };
    (count) => { i64 };
    (line) => { usize };
    (option) => { $crate::ruleset::OptValue };
    (entry) => { Box<$crate::engine::event::Event> };
}
pub(crate) use typed;

/// The type of a typed event's field: `typed_field!(opt text card)` is `Option<Card>`.
macro_rules! typed_field {
    (opt $kind:ident $meaning:ident) => { Option<$crate::engine::events::typed_field!(one $kind $meaning)> };
    ($one_or_some:ident texts $meaning:ident) => { Vec<$crate::engine::events::typed!($meaning)> };
    ($one_or_some:ident text_or_texts $meaning:ident) => { Vec<$crate::engine::events::typed!($meaning)> };
    ($one_or_some:ident wholes $meaning:ident) => { Vec<($crate::engine::events::typed!($meaning), i64)> };
    ($one_or_some:ident $kind:ident $meaning:ident) => { $crate::engine::events::typed!($meaning) };
}
pub(crate) use typed_field;
