/*!
The round-robin schedule of `rotation` (the circle method): the entrants stand in their seeded
order, with an empty place in front of them when their number is odd; the first place stays
put and the others turn by one place a round; place i meets place m−1−i. Over m−1 rounds (m the
number of places) everyone meets everyone once, and with an odd number of entrants the empty
place gives each of them one bye. Past m−1 rounds the schedule starts again from round 1.
*/

/// One round of the schedule: the tables in schedule order (each `[place i, place m−1−i]`), and
/// the entrant the empty place meets (the bye), if the number of entrants is odd.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Round {
    pub(crate) tables: Vec<[usize; 2]>,
    pub(crate) bye: Option<usize>,
}

/// Round `round` (1-based; 0 reads as 1) of the schedule of `order`.
pub(crate) fn round(order: &[usize], round: u32) -> Round {
    let mut places: Vec<Option<usize>> = Vec::with_capacity(order.len() + 1);
    if order.len() % 2 == 1 {
        places.push(None);
    }
    places.extend(order.iter().map(|&t| Some(t)));
    let m = places.len();
    if m < 2 {
        return Round { tables: Vec::new(), bye: None };
    }
    let turn = (round.max(1) as usize - 1) % (m - 1);
    // Place 0 stays; place i ≥ 1 holds who started at 1 + (i − 1 + turn) mod (m − 1).
    let at = |i: usize| if i == 0 { places[0] } else { places[1 + (i - 1 + turn) % (m - 1)] };
    let mut out = Round { tables: Vec::with_capacity(m / 2), bye: None };
    for i in 0..m / 2 {
        match (at(i), at(m - 1 - i)) {
            (Some(a), Some(b)) => out.tables.push([a, b]),
            (None, Some(t)) | (Some(t), None) => out.bye = Some(t),
            (None, None) => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// Every entrant once a round, and no pair twice over m − 1 rounds.
    fn full_cycle(entrants: usize) {
        let order: Vec<usize> = (0..entrants).rev().collect();
        let m = entrants + entrants % 2;
        let mut met = BTreeSet::new();
        let mut byes = vec![0; entrants];
        for r in 1..m as u32 {
            let d = round(&order, r);
            let mut seen = vec![0; entrants];
            for &[a, b] in &d.tables {
                seen[a] += 1;
                seen[b] += 1;
                assert!(met.insert((a.min(b), a.max(b))), "{a} and {b} meet twice, round {r}");
            }
            if let Some(t) = d.bye {
                seen[t] += 1;
                byes[t] += 1;
            }
            assert!(seen.iter().all(|&k| k == 1), "round {r}: {seen:?}");
            assert_eq!(d.bye.is_some(), entrants % 2 == 1);
            assert_eq!(d.tables.len(), entrants / 2);
        }
        // Every pair has met.
        assert_eq!(met.len(), entrants * (entrants - 1) / 2);
        if entrants % 2 == 1 {
            assert!(byes.iter().all(|&k| k == 1), "{byes:?}");
        }
    }

    #[test]
    fn everyone_meets_everyone_once() {
        for entrants in 2..=21 {
            full_cycle(entrants);
        }
    }

    #[test]
    fn round_one_pairs_the_order_from_both_ends() {
        // Places 0..5 hold 10..15: round 1 is 10-15, 11-14, 12-13.
        let d = round(&[10, 11, 12, 13, 14, 15], 1);
        assert_eq!(d, Round { tables: vec![[10, 15], [11, 14], [12, 13]], bye: None });
        // Odd: the empty place first, it meets the last entrant.
        let d = round(&[10, 11, 12], 1);
        assert_eq!(d, Round { tables: vec![[10, 11]], bye: Some(12) });
    }

    #[test]
    fn the_schedule_starts_again_after_a_full_cycle() {
        let order = [3, 1, 4, 0, 2, 5];
        assert_eq!(round(&order, 6), round(&order, 1));
        assert_ne!(round(&order, 2), round(&order, 1));
    }
}
