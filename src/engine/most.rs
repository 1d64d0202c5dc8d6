/*!
The most one hand can score where the totals do not follow from a sum (a contract bid, coinche and
contree): which hand that is and its points term by term, so that a concours can bound a table's
typed totals and say why, in the table's language.
*/

/// The hand that scores the most (RULES.md coinche "Scores", contree).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[doc(hidden)]
pub enum MostHand {
    /// A capot bid made with every belote a hand holds, at the highest multiplier.
    CapotBidMade,
    /// A capot bid failed, every belote to the defence, at the highest multiplier.
    CapotBidFailed,
    /// The highest value bid, made by taking every trick, with every belote.
    CapotOnValue,
    /// The highest value bid, failed, with every belote to the defence.
    ValueFailed,
}

/// The most one hand scores, as `(terms…) × multiplier + after`: the terms multiplied (the
/// value, the tricks' points, the belotes counted inside the product), the highest multiplier,
/// and what is added outside the product (belotes where they are never multiplied). A term of 0
/// is not said.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[doc(hidden)]
pub struct HandMost {
    pub hand: MostHand,
    pub terms: [i64; 3],
    pub multiplier: i64,
    pub after: i64,
}

impl HandMost {
    /// Its points: `(terms…) × multiplier + after`.
    pub fn points(&self) -> i64 {
        self.terms.iter().sum::<i64>() * self.multiplier + self.after
    }

    /// Its arithmetic as written on a sheet or in a refusal: `(250 + 250 + 20) × 4`,
    /// `(250 + 250) × 4 + 20`, `250 × 4 + 20` (without the result).
    pub(crate) fn written(&self) -> String {
        let terms: Vec<String> = self.terms.iter().filter(|t| **t != 0).map(i64::to_string).collect();
        let product = match terms.len() {
            0 => "0".to_string(),
            1 => terms[0].clone(),
            _ => format!("({})", terms.join(" + ")),
        };
        let mut out = format!("{product} × {}", self.multiplier);
        if self.after != 0 {
            out.push_str(&format!(" + {}", self.after));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_most_is_written_term_by_term() {
        let coinche = HandMost { hand: MostHand::CapotBidMade, terms: [250, 250, 20], multiplier: 4, after: 0 };
        assert_eq!((coinche.written(), coinche.points()), ("(250 + 250 + 20) × 4".to_string(), 2080));
        let contree = HandMost { terms: [250, 250, 0], after: 20, ..coinche };
        assert_eq!((contree.written(), contree.points()), ("(250 + 250) × 4 + 20".to_string(), 2020));
        let bid_only = HandMost { terms: [250, 0, 0], multiplier: 3, after: 20, ..coinche };
        assert_eq!((bid_only.written(), bid_only.points()), ("250 × 3 + 20".to_string(), 770));
    }
}
