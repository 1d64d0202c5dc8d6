//! Checked sums for chips and points. A total that would overflow is never wrapped or saturated
//! (that would be a wrong total): the game remembers the overflow and the session stops there.

/// `*x += d`, or, when that overflows, `*x` unchanged and `overflow` set.
#[inline]
pub(crate) fn add(overflow: &mut bool, x: &mut i64, d: i64) {
    match x.checked_add(d) {
        Some(v) => *x = v,
        None => *overflow = true,
    }
}

/// `*x -= d`, or, when that overflows, `*x` unchanged and `overflow` set.
#[inline]
pub(crate) fn sub(overflow: &mut bool, x: &mut i64, d: i64) {
    match x.checked_sub(d) {
        Some(v) => *x = v,
        None => *overflow = true,
    }
}

/// `a * b`, or 0 with `overflow` set.
#[inline]
pub(crate) fn mul(overflow: &mut bool, a: i64, b: i64) -> i64 {
    a.checked_mul(b).unwrap_or_else(|| {
        *overflow = true;
        0
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_overflow_is_remembered_not_wrapped() {
        let mut o = false;
        let mut x = i64::MAX - 1;
        super::add(&mut o, &mut x, 1);
        assert!(!o);
        super::add(&mut o, &mut x, 1);
        assert!(o);
        assert_eq!(x, i64::MAX);
    }
}
