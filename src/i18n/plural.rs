/*!
Counts and the words that agree with them. Each language has its [`Plural`] rule, which says the
counts that take a noun's singular form: English and Spanish take it for 1 alone ("1 card", "0
cards", "2 cards"; "queda 1 carta", "quedan 2 cartas"), French for 0 and 1 ("0 point", "1
point", "2 points"; "1 jeton reste"). A negative count takes the form of its magnitude, as in
the plural rules of Unicode CLDR ("-1 point", "-2 points").
*/

use std::fmt::Display;

/// A whole number a sentence counts with.
pub(crate) trait Count: Copy + Display {
    /// The count without its sign: what the plural rules look at.
    fn magnitude(self) -> u128;
}

macro_rules! count {
    ($($t:ty),*) => {
        $(impl Count for $t {
            fn magnitude(self) -> u128 {
                self.unsigned_abs() as u128
            }
        })*
    };
}
count!(i8, i16, i32, i64, isize);

macro_rules! count_unsigned {
    ($($t:ty),*) => {
        $(impl Count for $t {
            fn magnitude(self) -> u128 {
                self as u128
            }
        })*
    };
}
count_unsigned!(u8, u16, u32, u64, usize);

/// A language's plural rule: which counts take the singular; every other count takes the
/// plural.
#[derive(Clone, Copy)]
#[doc(hidden)]
pub struct Plural {
    singular: fn(u128) -> bool,
}

impl Plural {
    /// The rule that gives the singular to the magnitudes for which `singular` is true.
    pub(crate) const fn new(singular: fn(u128) -> bool) -> Plural {
        Plural { singular }
    }

    /// Whether `n` takes the singular.
    pub(crate) fn singular(self, n: impl Count) -> bool {
        (self.singular)(n.magnitude())
    }

    /// The one of two forms that agrees with `n`: `agree(n, "is", "are")`.
    pub(crate) fn agree<'a>(self, n: impl Count, one: &'a str, other: &'a str) -> &'a str {
        if self.singular(n) {
            one
        } else {
            other
        }
    }

    /// `n` and its noun in the form that agrees with it: `count(1, "card", "cards")` is
    /// "1 card".
    pub(crate) fn count(self, n: impl Count, one: &str, other: &str) -> String {
        format!("{n} {}", self.agree(n, one, other))
    }

    /// A size in bytes, in the largest binary unit it reaches (rounded down): "512 bytes",
    /// "1 byte", "3 KiB", "10 GiB". `bytes` is the noun's two forms, `units` the words for KiB,
    /// MiB and GiB.
    pub(crate) fn size(self, n: u64, bytes: (&str, &str), units: [&str; 3]) -> String {
        match n {
            n if n >= 1 << 30 => format!("{} {}", n >> 30, units[2]),
            n if n >= 1 << 20 => format!("{} {}", n >> 20, units[1]),
            n if n >= 1 << 10 => format!("{} {}", n >> 10, units[0]),
            n => self.count(n, bytes.0, bytes.1),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::Lang;

    #[test]
    fn english_takes_the_singular_for_one_alone() {
        let p = Lang::En.catalog().plural();
        assert_eq!(p.count(0usize, "card", "cards"), "0 cards");
        assert_eq!(p.count(1usize, "card", "cards"), "1 card");
        assert_eq!(p.count(2usize, "card", "cards"), "2 cards");
        assert_eq!(p.count(21u64, "chip", "chips"), "21 chips");
        assert_eq!(p.count(-1i64, "point", "points"), "-1 point");
        assert_eq!(p.count(-2i64, "point", "points"), "-2 points");
        assert_eq!(p.agree(1i64, "stays", "stay"), "stays");
        assert_eq!(p.agree(0i64, "stays", "stay"), "stay");
    }

    #[test]
    fn spanish_takes_the_singular_for_one_alone() {
        let p = Lang::Es.catalog().plural();
        assert_eq!(p.count(0usize, "carta", "cartas"), "0 cartas");
        assert_eq!(p.count(1usize, "carta", "cartas"), "1 carta");
        assert_eq!(p.count(2usize, "carta", "cartas"), "2 cartas");
        assert_eq!(p.count(1usize, "vez", "veces"), "1 vez");
        assert_eq!(p.count(-1i64, "punto", "puntos"), "-1 punto");
        assert_eq!(p.count(-5i64, "punto", "puntos"), "-5 puntos");
        assert_eq!(p.agree(1usize, "queda", "quedan"), "queda");
        assert_eq!(p.agree(0usize, "queda", "quedan"), "quedan");
        assert_eq!(p.agree(3usize, "queda", "quedan"), "quedan");
    }

    #[test]
    fn french_takes_the_singular_for_zero_and_one() {
        let p = Lang::Fr.catalog().plural();
        assert_eq!(p.count(0i64, "point", "points"), "0 point");
        assert_eq!(p.count(1i64, "point", "points"), "1 point");
        assert_eq!(p.count(2i64, "point", "points"), "2 points");
        assert_eq!(p.count(-1i64, "point", "points"), "-1 point");
        assert_eq!(p.count(-2i64, "point", "points"), "-2 points");
        assert_eq!(p.count(1usize, "carte", "cartes"), "1 carte");
        assert_eq!(p.count(162usize, "carte", "cartes"), "162 cartes");
        assert_eq!(p.agree(0usize, "reste", "restent"), "reste");
        assert_eq!(p.agree(2usize, "reste", "restent"), "restent");
    }

    /// The sentences that agree with a count: the noun, and the verb or pronoun that follows it.
    #[test]
    fn sentences_agree_with_their_counts() {
        use crate::engine::Refusal;
        use crate::error::{Error, Rescue, SaveProblem};
        use crate::i18n::Names;
        let x = Names {
            players: &[],
            sides: &[],
            deck: crate::cards::DeckKind::Spanish,
            letters: crate::cards::Letters::En,
        };
        let stock = |lang: Lang, left: usize| lang.catalog().refusal(&Refusal::StockLeft { left }, &x);
        assert!(stock(Lang::En, 1).starts_with("the stock still holds 1 card: "));
        assert!(stock(Lang::En, 2).starts_with("the stock still holds 2 cards: "));
        assert!(stock(Lang::Es, 1).starts_with("queda 1 carta en el mazo: "));
        assert!(stock(Lang::Es, 2).starts_with("quedan 2 cartas en el mazo: "));
        assert!(stock(Lang::Fr, 1).starts_with("il reste 1 carte au talon\u{a0}: "));
        assert!(stock(Lang::Fr, 2).starts_with("il reste 2 cartes au talon\u{a0}: "));

        let printed = |lang: Lang, lines: usize| {
            let e = Error::Save(SaveProblem::Moved {
                journal: "j.jsonl".into(),
                deleted: true,
                rescued: Rescue::Printed { text: String::new() },
                lines,
            });
            lang.catalog().error(&e, None)
        };
        assert!(printed(Lang::En, 1).contains(" Its 1 line follows on standard output: save it in a file "));
        assert!(printed(Lang::En, 2).contains(" Its 2 lines follow on standard output: save them in a file "));
        assert!(printed(Lang::Es, 1).contains(" Su 1 línea sale por la salida estándar: guárdala en "));
        assert!(printed(Lang::Es, 2).contains(" Sus 2 líneas salen por la salida estándar: guárdalas en "));
        assert!(printed(Lang::Fr, 1).contains(" Sa 1 ligne suit sur la sortie standard\u{a0}: enregistrez-la dans "));
        assert!(
            printed(Lang::Fr, 2).contains(" Ses 2 lignes suivent sur la sortie standard\u{a0}: enregistrez-les dans ")
        );

        assert_eq!(Lang::En.catalog().not_applied(1), "1 entry could not be applied:");
        assert_eq!(Lang::En.catalog().not_applied(3), "3 entries could not be applied:");
        assert_eq!(Lang::Es.catalog().not_applied(1), "1 entrada no se pudo aplicar:");
        assert_eq!(Lang::Es.catalog().not_applied(3), "3 entradas no se pudieron aplicar:");
        assert_eq!(Lang::Fr.catalog().not_applied(1), "1 entrée n'a pas pu être appliquée\u{a0}:");
        assert_eq!(Lang::Fr.catalog().not_applied(3), "3 entrées n'ont pas pu être appliquées\u{a0}:");
        assert_eq!(Lang::Fr.catalog().infractions_count(2), "2 infractions\u{a0}:");
        assert_eq!(Lang::Es.catalog().infractions_count(1), "1 infracción:");
    }

    #[test]
    fn sizes_take_the_largest_unit_they_reach() {
        let p = Lang::Fr.catalog().plural();
        let size = |n| p.size(n, ("octet", "octets"), ["Kio", "Mio", "Gio"]);
        assert_eq!(size(0), "0 octet");
        assert_eq!(size(1), "1 octet");
        assert_eq!(size(1023), "1023 octets");
        assert_eq!(size(1024), "1 Kio");
        assert_eq!(size((3 << 10) + 1023), "3 Kio");
        assert_eq!(size(4 << 20), "4 Mio");
        assert_eq!(size(10 << 30), "10 Gio");
        let p = Lang::En.catalog().plural();
        assert_eq!(p.size(1, ("byte", "bytes"), ["KiB", "MiB", "GiB"]), "1 byte");
        assert_eq!(p.size(512, ("byte", "bytes"), ["KiB", "MiB", "GiB"]), "512 bytes");
    }
}
