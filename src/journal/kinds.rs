/*!
What a key of an event line holds (its kind, in the declaration of the events:
[`crate::engine::events`]), as a type for each form the journal gives it: in a record, as the
full reader reads it, among a line's fields, and as the quick reader reads it. The generators
name a field's type through these (`<kinds::texts as Held>::Raw`), not through a macro: a
derive takes no macro in the fields of a generic type.
*/

#![allow(non_camel_case_types)]

use super::lite::{List, Scalar, Unread};
use super::Record;
use crate::error::journal::Kind;
use indexmap::IndexMap;
use serde_json::Value;
use std::borrow::Cow;

/// What a key of one kind holds, in each form.
#[doc(hidden)]
pub trait Held {
    /// The kind, to explain a line that does not read.
    const KIND: Kind;
    /// In a [`Record`], its texts of type `S`.
    type Record<S>;
    /// As the full reader reads it (serde).
    type Raw;
    /// Among the fields of a line, borrowing the line's text where it can.
    type Field<'a>;
    /// As the quick reader reads it; [`Unread`]: the quick reader leaves the line to the full one.
    type Plain<'a>: Copy + std::fmt::Debug;
}

/// A field of a record: `presence<In<kind, S>>`.
pub(crate) type In<K, S> = <K as Held>::Record<S>;

/// Presences: the field must be there; it may be absent; absent means empty.
pub(crate) type one<T> = T;
pub(crate) type opt<T> = Option<T>;
pub(crate) type some<T> = T;

macro_rules! kinds {
    ($( $kind:ident: $k:ident, record $rec:ty, raw $raw:ty, field $field:ty, plain $plain:ty; )*) => {
        $(
            #[doc(hidden)]
            pub struct $kind;
            impl Held for $kind {
                const KIND: Kind = Kind::$k;
                type Record<S> = $rec;
                type Raw = $raw;
                type Field<'a> = $field;
                type Plain<'a> = $plain;
            }
        )*
    };
}

kinds! {
    text: Text, record S, raw String, field Cow<'a, str>, plain &'a str;
    texts: Texts, record Vec<S>, raw Vec<String>, field Vec<Cow<'a, str>>, plain List<'a>;
    whole: Whole, record i64, raw i64, field i64, plain i64;
    // Any value to the full reader (an option's may be true or false); a whole number or a
    // plain text to the quick one (a coinche bid's value, a number or "capot").
    scalar: Any, record Value, raw Value, field Value, plain Scalar<'a>;
    object: Object, record Box<Record<S>>, raw Value, field Value, plain Unread;
    wholes: Wholes, record Vec<(S, i64)>, raw IndexMap<String, i64>, field Vec<(Cow<'a, str>, i64)>, plain Unread;
    text_or_texts: TextOrTexts, record Vec<S>, raw Value, field Vec<Cow<'a, str>>, plain Unread;
}
