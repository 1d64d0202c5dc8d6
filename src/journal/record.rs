/*!
An event as the journal writes it ([`Record`]): names, card codes and words as typed, each field
under its key; and its JSON object. Made from the declaration of the events
([`crate::engine::events`]).
*/

use super::kinds;
use crate::engine::EventKind;
use serde_json::{Map, Value};

/// Makes, from the declaration: the keys' names ([`key`]), [`Record`] with what every record is
/// asked, and [`object`].
macro_rules! records {
    (
        keys { $( $key:ident $(= $name:literal)?: $_kind:ident, )* }
        events { $(
            $(#[$doc:meta])* $V:ident $_code:literal $({
                $( $(#[$fd:meta])* $f:ident: $p:ident $k:ident $_m:ident $(($_a:ident))? ),* $(,)?
                $(; $( $(#[$jd:meta])* $jf:ident: $jp:ident $jk:ident $_jm:ident ($_ja:ident) ),* $(,)?)?
            })?
        )* }
        unboxed { $($_u:tt)* }
        boxed { $($_b:tt)* }
        kept { $($_k:tt)* }
    ) => {
        /// The journal's key of each field.
        #[allow(non_upper_case_globals)]
        pub(crate) mod key {
            $( pub(crate) const $key: &str = key_name!($key $(= $name)?); )*
        }

        /// One event of a session as the journal writes it: names and card codes, as typed
        /// (`codec` turns it into a typed event for the session's seating and deck). Its text is
        /// owned (`String`) once read; a reader that folds lines as it reads them borrows it
        /// instead.
        #[derive(Debug, Clone, PartialEq)]
        #[doc(hidden)]
        pub enum Record<S = String> {
            $( $(#[$doc])* $V $({
                $( $(#[$fd])* $f: kinds::$p<kinds::In<kinds::$k, S>>, )*
                $($( $(#[$jd])* $jf: kinds::$jp<kinds::In<kinds::$jk, S>>, )*)?
            })?, )*
        }

        impl<S> Record<S> {
            /// The same record with each of its texts turned by `f`.
            pub(crate) fn map<T>(self, f: &impl Fn(S) -> T) -> Record<T> {
                match self {
                    $( Record::$V { $( $($f,)* $($($jf,)*)? )? } => Record::$V { $(
                        $( $f: map!($p $k, $f, f), )*
                        $($( $jf: map!($jp $jk, $jf, f), )*)?
                    )? }, )*
                }
            }

            pub(crate) fn kind(&self) -> EventKind {
                match self {
                    $( Record::$V { .. } => EventKind::$V, )*
                }
            }
        }

        /// The JSON object of a record (without its time).
        pub(super) fn object(r: &Record) -> Map<String, Value> {
            let mut m = Map::new();
            m.insert("type".into(), r.kind().code().into());
            match r {
                $( Record::$V { $( $($f,)* $($($jf,)*)? )? } => { $(
                    $( put!($p $k, m, key::$f, $f); )*
                    $($( put!($jp $jk, m, key::$jf, $jf); )*)?
                )? } )*
            }
            m
        }
    };
}

/// A key's name: the field's, unless it says another.
macro_rules! key_name {
    ($key:ident) => {
        stringify!($key)
    };
    ($key:ident = $name:literal) => {
        $name
    };
}

/// A field with each of its texts turned by `f`.
macro_rules! map {
    (opt $k:ident, $x:ident, $f:ident) => {
        $x.map(|x| map!(one $k, x, $f))
    };
    ($_p:ident text, $x:ident, $f:ident) => {
        $f($x)
    };
    ($_p:ident texts, $x:ident, $f:ident) => {
        $x.into_iter().map($f).collect()
    };
    ($_p:ident text_or_texts, $x:ident, $f:ident) => {
        $x.into_iter().map($f).collect()
    };
    ($_p:ident wholes, $x:ident, $f:ident) => {
        $x.into_iter().map(|(k, v)| ($f(k), v)).collect()
    };
    ($_p:ident object, $x:ident, $f:ident) => {
        Box::new($x.map($f))
    };
    ($_p:ident $_k:ident, $x:ident, $f:ident) => {
        $x
    };
}

/// Put a field into a JSON object, if it is written: always (`one`), when it is there (`opt`),
/// when it is not empty (`some`).
macro_rules! put {
    (one $k:ident, $m:ident, $key:expr, $x:ident) => {
        $m.insert($key.into(), value!($k, $x));
    };
    (opt $k:ident, $m:ident, $key:expr, $x:ident) => {
        if let Some(x) = $x {
            $m.insert($key.into(), value!($k, x));
        }
    };
    (some $k:ident, $m:ident, $key:expr, $x:ident) => {
        if !$x.is_empty() {
            $m.insert($key.into(), value!($k, $x));
        }
    };
}

/// The JSON value of a field of kind `$k`.
macro_rules! value {
    (text, $x:ident) => {
        Value::String($x.clone())
    };
    (texts, $x:ident) => {
        Value::Array($x.iter().map(|s| Value::String(s.clone())).collect())
    };
    (text_or_texts, $x:ident) => {
        match $x.as_slice() {
            [one] => Value::String(one.clone()),
            many => Value::Array(many.iter().map(|s| Value::String(s.clone())).collect()),
        }
    };
    (whole, $x:ident) => {
        Value::from(*$x)
    };
    (any, $x:ident) => {
        $x.clone()
    };
    (scalar, $x:ident) => {
        $x.clone()
    };
    (object, $x:ident) => {
        Value::Object(object($x))
    };
    (wholes, $x:ident) => {
        Value::Object($x.iter().map(|(k, v)| (k.clone(), Value::from(*v))).collect())
    };
}

crate::engine::events::events!(records);

impl Record<std::borrow::Cow<'_, str>> {
    /// The record with its text owned.
    pub(crate) fn into_owned(self) -> Record {
        self.map(&std::borrow::Cow::into_owned)
    }
}

impl<S> Record<S> {
    /// The journal's `type`.
    #[cfg(test)]
    pub(crate) fn type_name(&self) -> &'static str {
        self.kind().code()
    }
}
