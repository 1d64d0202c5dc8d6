/*!
A minimum-cost perfect matching of a complete graph: Edmonds' weighted blossom algorithm with
dual variables, O(n³) on a dense cost matrix.

[`min_cost_perfect`] pairs all `n` vertices (all but one when `n` is odd) so that the sum of
the pairs' costs is the least possible. It runs the maximum-weight matching below with the
weight `big - cost`, where `big` exceeds the cost of any whole matching: a matching with one
pair more then always weighs more, so the heaviest matching is a perfect one (near-perfect for
an odd `n`) and, among those, the cheapest.

The maximum-weight matching is the primal-dual method: every vertex and every odd set (a
blossom, shrunk to one vertex) carries a label; an edge is tight when the labels of its ends
add up to twice its weight; alternating trees grow along tight edges from the unmatched
vertices, odd cycles are shrunk into blossoms, an augmenting path between two trees grows the
matching by one, and when no tight edge is left the labels move by the largest step that keeps
every edge's slack non-negative. Weights are `i128`, so the lexicographic costs the draw builds
(rematches, then their rounds, then distances in the standings) stay exact for any number of
teams a concours can hold; where every label and slack the algorithm can reach fits in an
`i64` (a concours of a few hundred teams over a few rounds), the same algorithm runs on `i64`
weights and edges half the size: the same steps on the same values, so the same matching,
faster. Ties are broken by the vertices' order alone: the same costs give the same matching.
*/

use std::collections::VecDeque;
use std::ops::{Add, AddAssign, Sub, SubAssign};

/// The weights the algorithm runs on: `i64` where they fit, else `i128`.
trait Weight: Copy + Ord + Default + Add<Output = Self> + Sub<Output = Self> + AddAssign + SubAssign {
    const MAX: Self;
    fn half(self) -> Self;
    fn from(w: i128) -> Self;
}

impl Weight for i64 {
    const MAX: i64 = i64::MAX;
    fn half(self) -> i64 {
        self / 2
    }
    fn from(w: i128) -> i64 {
        w as i64
    }
}

impl Weight for i128 {
    const MAX: i128 = i128::MAX;
    fn half(self) -> i128 {
        self / 2
    }
    fn from(w: i128) -> i128 {
        w
    }
}

/// The largest weight run on `i64`: every label stays within twice the largest weight and
/// every slack within four times it (the labels start at the largest weight and keep every
/// slack non-negative), with room to spare.
const I64_WEIGHTS: i128 = (i64::MAX / 16) as i128;

/// The pairs of a minimum-cost perfect matching of `0..n` under `cost(i, j)` (asked for
/// `i < j` only; it must be non-negative): every vertex once, the smaller index first in each
/// pair, pairs in the order of their first vertex. With an odd `n` one vertex stays out.
pub(crate) fn min_cost_perfect(n: usize, cost: impl Fn(usize, usize) -> i128) -> Vec<[usize; 2]> {
    if n < 2 {
        return Vec::new();
    }
    let mut max = 0i128;
    for i in 0..n {
        for j in i + 1..n {
            max = max.max(cost(i, j));
        }
    }
    // Above any matching's total cost: one pair more always weighs more.
    let big = max.saturating_mul((n / 2) as i128).saturating_add(1);
    let mate = max_weight(n, |i, j| big - cost(i, j).max(0));
    pairs(&mate)
}

/// The pairs of a mate list (`mate[v]` is `v`'s partner, if any), smaller index first.
pub(crate) fn pairs(mate: &[Option<usize>]) -> Vec<[usize; 2]> {
    let mut out = Vec::new();
    for (v, m) in mate.iter().enumerate() {
        if let Some(u) = *m {
            if v < u {
                out.push([v, u]);
            }
        }
    }
    out
}

/// A maximum-weight matching of the complete graph on `0..n` under `weight(i, j)` (asked for
/// `i < j`); an edge of weight 0 or less is absent. `mate[v]` is `v`'s partner.
pub(crate) fn max_weight(n: usize, weight: impl Fn(usize, usize) -> i128) -> Vec<Option<usize>> {
    let mut max = 0i128;
    for i in 0..n {
        for j in i + 1..n {
            max = max.max(weight(i, j));
        }
    }
    if max <= I64_WEIGHTS {
        solved::<i64>(n, &weight)
    } else {
        solved::<i128>(n, &weight)
    }
}

/// [`max_weight`] on weights of type `W`.
fn solved<W: Weight>(n: usize, weight: &impl Fn(usize, usize) -> i128) -> Vec<Option<usize>> {
    let mut b = Blossom::<W>::new(n);
    for i in 0..n {
        for j in i + 1..n {
            let w = weight(i, j).max(0);
            b.set(i + 1, j + 1, W::from(w));
        }
    }
    b.solve();
    (1..=n).map(|v| if b.mate[v] == 0 { None } else { Some(b.mate[v] - 1) }).collect()
}

/// An edge as stored between two (possibly shrunk) vertices: its original ends and weight.
#[derive(Debug, Clone, Copy, Default)]
struct Edge<W> {
    u: u32,
    v: u32,
    w: W,
}

impl<W> Edge<W> {
    #[inline]
    fn u(&self) -> usize {
        self.u as usize
    }
    #[inline]
    fn v(&self) -> usize {
        self.v as usize
    }
}

/// Which side of an alternating tree a (top-level) vertex stands on.
const EVEN: i8 = 0;
const ODD: i8 = 1;
const FREE: i8 = -1;

/// The state of the algorithm. Vertices are 1..=n, blossoms n+1..=nx, 0 means "none".
struct Blossom<W> {
    n: usize,
    nx: usize,
    /// Rows of `stride` (indices `0..=2n`).
    stride: usize,
    /// The weights between vertices: `w0[x * (n + 1) + y]` (the edge's ends are x and y).
    w0: Vec<W>,
    /// The best edge between a blossom `b` and any `x` below it (a vertex, or a blossom of a
    /// smaller index): `rows[b - n - 1][x]`, seen from `b` (its `u` in `b`); between `x` and
    /// `b` it is the same edge seen from `x`. A row is made when its blossom first is.
    rows: Vec<Vec<Edge<W>>>,
    lab: Vec<W>,
    mate: Vec<usize>,
    slack: Vec<usize>,
    /// The outermost blossom holding each vertex (itself when not in one).
    st: Vec<usize>,
    pa: Vec<usize>,
    /// `flower_from[b * (n + 1) + x]`: the sub-blossom of `b` holding the vertex `x`.
    flower_from: Vec<usize>,
    side: Vec<i8>,
    vis: Vec<u32>,
    stamp: u32,
    flower: Vec<Vec<usize>>,
    queue: VecDeque<usize>,
}

impl<W: Weight> Blossom<W> {
    fn new(n: usize) -> Blossom<W> {
        let stride = 2 * n + 1;
        Blossom {
            n,
            nx: n,
            stride,
            w0: vec![W::default(); (n + 1) * (n + 1)],
            rows: Vec::new(),
            lab: vec![W::default(); stride],
            mate: vec![0; stride],
            slack: vec![0; stride],
            st: (0..stride).map(|x| if x <= n { x } else { 0 }).collect(),
            pa: vec![0; stride],
            flower_from: vec![0; stride * (n + 1)],
            side: vec![FREE; stride],
            vis: vec![0; stride],
            stamp: 0,
            flower: vec![Vec::new(); stride],
            queue: VecDeque::new(),
        }
    }

    fn set(&mut self, u: usize, v: usize, w: W) {
        let row = self.n + 1;
        self.w0[u * row + v] = w;
        self.w0[v * row + u] = w;
    }

    /// The best edge between x and y, seen from x (its `u` in x).
    #[inline]
    fn e(&self, x: usize, y: usize) -> Edge<W> {
        let n = self.n;
        if x <= n && y <= n {
            Edge { u: x as u32, v: y as u32, w: self.w0[x * (n + 1) + y] }
        } else if x > y {
            self.rows[x - n - 1][y]
        } else {
            let e = self.rows[y - n - 1][x];
            Edge { u: e.v, v: e.u, w: e.w }
        }
    }

    /// The best edge between the blossom `b` and x is `e` (seen from b), and between x and b the
    /// same edge seen from x.
    fn put(&mut self, b: usize, x: usize, e: Edge<W>) {
        let n = self.n;
        if b > x {
            self.rows[b - n - 1][x] = e;
        } else {
            self.rows[x - n - 1][b] = Edge { u: e.v, v: e.u, w: e.w };
        }
    }

    /// The slack of an edge: its ends' labels less twice its weight.
    #[inline]
    fn dist(&self, e: Edge<W>) -> W {
        self.lab[e.u()] + self.lab[e.v()] - (e.w + e.w)
    }

    fn update_slack(&mut self, u: usize, x: usize) {
        if self.slack[x] == 0 || self.dist(self.e(u, x)) < self.dist(self.e(self.slack[x], x)) {
            self.slack[x] = u;
        }
    }

    fn set_slack(&mut self, x: usize) {
        self.slack[x] = 0;
        for u in 1..=self.n {
            if self.e(u, x).w > W::default() && self.st[u] != x && self.side[self.st[u]] == EVEN {
                self.update_slack(u, x);
            }
        }
    }

    fn push(&mut self, x: usize) {
        if x <= self.n {
            self.queue.push_back(x);
        } else {
            for i in 0..self.flower[x].len() {
                let y = self.flower[x][i];
                self.push(y);
            }
        }
    }

    fn set_st(&mut self, x: usize, b: usize) {
        self.st[x] = b;
        if x > self.n {
            for i in 0..self.flower[x].len() {
                let y = self.flower[x][i];
                self.set_st(y, b);
            }
        }
    }

    /// The position of the sub-blossom `xr` in `b`'s cycle, turning the cycle round so that
    /// the way from the base to it has an even length.
    fn get_pr(&mut self, b: usize, xr: usize) -> usize {
        let pr = self.flower[b].iter().position(|&y| y == xr).unwrap_or(0);
        if pr % 2 == 1 {
            self.flower[b][1..].reverse();
            self.flower[b].len() - pr
        } else {
            pr
        }
    }

    fn set_match(&mut self, u: usize, v: usize) {
        self.mate[u] = self.e(u, v).v();
        if u > self.n {
            let e = self.e(u, v);
            let xr = self.flower_from[u * (self.n + 1) + e.u()];
            let pr = self.get_pr(u, xr);
            for i in 0..pr {
                let (a, b) = (self.flower[u][i], self.flower[u][i ^ 1]);
                self.set_match(a, b);
            }
            self.set_match(xr, v);
            self.flower[u].rotate_left(pr);
        }
    }

    fn augment(&mut self, mut u: usize, mut v: usize) {
        loop {
            let xnv = self.st[self.mate[u]];
            self.set_match(u, v);
            if xnv == 0 {
                return;
            }
            let next = self.st[self.pa[xnv]];
            self.set_match(xnv, next);
            u = next;
            v = xnv;
        }
    }

    fn lca(&mut self, mut u: usize, mut v: usize) -> usize {
        self.stamp += 1;
        let t = self.stamp;
        while u != 0 || v != 0 {
            if u != 0 {
                if self.vis[u] == t {
                    return u;
                }
                self.vis[u] = t;
                u = self.st[self.mate[u]];
                if u != 0 {
                    u = self.st[self.pa[u]];
                }
            }
            std::mem::swap(&mut u, &mut v);
        }
        0
    }

    fn add_blossom(&mut self, u: usize, lca: usize, v: usize) {
        let mut b = self.n + 1;
        while b <= self.nx && self.st[b] != 0 {
            b += 1;
        }
        if b > self.nx {
            self.nx += 1;
        }
        if self.rows.len() < b - self.n {
            self.rows.push(vec![Edge::default(); self.stride]);
        }
        self.lab[b] = W::default();
        self.side[b] = EVEN;
        self.mate[b] = self.mate[lca];
        let mut fl = vec![lca];
        let mut x = u;
        while x != lca {
            let y = self.st[self.mate[x]];
            fl.push(x);
            fl.push(y);
            self.push(y);
            x = self.st[self.pa[y]];
        }
        fl[1..].reverse();
        let mut x = v;
        while x != lca {
            let y = self.st[self.mate[x]];
            fl.push(x);
            fl.push(y);
            self.push(y);
            x = self.st[self.pa[y]];
        }
        self.flower[b] = fl;
        self.set_st(b, b);
        for x in 1..=self.nx {
            let e = self.e(b, x);
            self.put(b, x, Edge { w: W::default(), ..e });
        }
        let row = self.n + 1;
        for x in 1..=self.n {
            self.flower_from[b * row + x] = 0;
        }
        for i in 0..self.flower[b].len() {
            let xs = self.flower[b][i];
            for x in 1..=self.nx {
                let bx = self.e(b, x);
                let sx = self.e(xs, x);
                if bx.w == W::default() || self.dist(sx) < self.dist(bx) {
                    self.put(b, x, sx);
                }
            }
            for x in 1..=self.n {
                if self.flower_from[xs * row + x] != 0 {
                    self.flower_from[b * row + x] = xs;
                }
            }
        }
        self.set_slack(b);
    }

    /// Opens an odd blossom whose label reached zero.
    fn expand_blossom(&mut self, b: usize) {
        for i in 0..self.flower[b].len() {
            let x = self.flower[b][i];
            self.set_st(x, x);
        }
        let row = self.n + 1;
        let xr = self.flower_from[b * row + self.e(b, self.pa[b]).u()];
        let pr = self.get_pr(b, xr);
        let mut i = 0;
        while i < pr {
            let xs = self.flower[b][i];
            let xns = self.flower[b][i + 1];
            self.pa[xs] = self.e(xns, xs).u();
            self.side[xs] = ODD;
            self.side[xns] = EVEN;
            self.slack[xs] = 0;
            self.set_slack(xns);
            self.push(xns);
            i += 2;
        }
        self.side[xr] = ODD;
        self.pa[xr] = self.pa[b];
        for i in pr + 1..self.flower[b].len() {
            let xs = self.flower[b][i];
            self.side[xs] = FREE;
            self.set_slack(xs);
        }
        self.st[b] = 0;
    }

    /// A tight edge found from an even vertex: grows the tree, shrinks a blossom, or augments
    /// (true).
    fn on_found_edge(&mut self, e: Edge<W>) -> bool {
        let u = self.st[e.u()];
        let v = self.st[e.v()];
        if self.side[v] == FREE {
            self.pa[v] = e.u();
            self.side[v] = ODD;
            let nu = self.st[self.mate[v]];
            self.slack[v] = 0;
            self.slack[nu] = 0;
            self.side[nu] = EVEN;
            self.push(nu);
        } else if self.side[v] == EVEN {
            let lca = self.lca(u, v);
            if lca == 0 {
                self.augment(u, v);
                self.augment(v, u);
                return true;
            }
            self.add_blossom(u, lca, v);
        }
        false
    }

    /// One stage: true when the matching grew by one pair, false when no heavier matching exists.
    fn stage(&mut self) -> bool {
        for x in 1..=self.nx {
            self.side[x] = FREE;
            self.slack[x] = 0;
        }
        self.queue.clear();
        for x in 1..=self.nx {
            if self.st[x] == x && self.mate[x] == 0 {
                self.pa[x] = 0;
                self.side[x] = EVEN;
                self.push(x);
            }
        }
        if self.queue.is_empty() {
            return false;
        }
        loop {
            while let Some(u) = self.queue.pop_front() {
                if self.side[self.st[u]] == ODD {
                    continue;
                }
                for v in 1..=self.n {
                    let e = self.e(u, v);
                    if e.w > W::default() && self.st[u] != self.st[v] {
                        if self.dist(e) == W::default() {
                            if self.on_found_edge(e) {
                                return true;
                            }
                        } else {
                            let sv = self.st[v];
                            self.update_slack(u, sv);
                        }
                    }
                }
            }
            let mut d = W::MAX;
            for b in self.n + 1..=self.nx {
                if self.st[b] == b && self.side[b] == ODD {
                    d = d.min(self.lab[b].half());
                }
            }
            for x in 1..=self.nx {
                if self.st[x] == x && self.slack[x] != 0 {
                    let s = self.dist(self.e(self.slack[x], x));
                    if self.side[x] == FREE {
                        d = d.min(s);
                    } else if self.side[x] == EVEN {
                        d = d.min(s.half());
                    }
                }
            }
            // An even vertex's label reaching zero first: no heavier matching (the labels are
            // left as they are, the matching is final).
            if (1..=self.n).any(|u| self.side[self.st[u]] == EVEN && self.lab[u] <= d) {
                return false;
            }
            for u in 1..=self.n {
                match self.side[self.st[u]] {
                    EVEN => self.lab[u] -= d,
                    ODD => self.lab[u] += d,
                    _ => {}
                }
            }
            for b in self.n + 1..=self.nx {
                if self.st[b] == b {
                    match self.side[b] {
                        EVEN => self.lab[b] += d + d,
                        ODD => self.lab[b] -= d + d,
                        _ => {}
                    }
                }
            }
            self.queue.clear();
            for x in 1..=self.nx {
                let s = self.slack[x];
                if self.st[x] == x && s != 0 && self.st[s] != x && self.dist(self.e(s, x)) == W::default() {
                    let e = self.e(s, x);
                    if self.on_found_edge(e) {
                        return true;
                    }
                }
            }
            for b in self.n + 1..=self.nx {
                if self.st[b] == b && self.side[b] == ODD && self.lab[b] == W::default() {
                    self.expand_blossom(b);
                }
            }
        }
    }

    fn solve(&mut self) {
        let row = self.n + 1;
        let mut w_max = W::default();
        for u in 1..=self.n {
            self.flower_from[u * row + u] = u;
            for v in 1..=self.n {
                w_max = w_max.max(self.e(u, v).w);
            }
        }
        for u in 1..=self.n {
            self.lab[u] = w_max;
        }
        while self.stage() {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bot::Rng;

    /// The least total cost over every matching that leaves no vertex out (one when `n` is odd).
    fn brute_min(n: usize, c: &[i128], used: &mut Vec<bool>, spare: bool) -> i128 {
        let Some(i) = (0..n).find(|&i| !used[i]) else { return 0 };
        used[i] = true;
        let mut best = i128::MAX;
        if spare {
            best = brute_min(n, c, used, false);
        }
        for j in i + 1..n {
            if !used[j] {
                used[j] = true;
                let rest = brute_min(n, c, used, spare);
                if rest != i128::MAX {
                    best = best.min(c[i * n + j] + rest);
                }
                used[j] = false;
            }
        }
        used[i] = false;
        best
    }

    /// The greatest total weight over every matching (edges of weight 0 absent).
    fn brute_max(n: usize, w: &[i128], used: &mut Vec<bool>) -> i128 {
        let Some(i) = (0..n).find(|&i| !used[i]) else { return 0 };
        used[i] = true;
        let mut best = brute_max(n, w, used);
        for j in i + 1..n {
            if !used[j] && w[i * n + j] > 0 {
                used[j] = true;
                best = best.max(w[i * n + j] + brute_max(n, w, used));
                used[j] = false;
            }
        }
        used[i] = false;
        best
    }

    fn random_matrix(rng: &mut Rng, n: usize, top: usize) -> Vec<i128> {
        let mut c = vec![0i128; n * n];
        for i in 0..n {
            for j in i + 1..n {
                let x = rng.below(top) as i128;
                c[i * n + j] = x;
                c[j * n + i] = x;
            }
        }
        c
    }

    /// Every vertex at most once, and exactly `n / 2` pairs.
    fn assert_perfect(n: usize, p: &[[usize; 2]]) {
        assert_eq!(p.len(), n / 2, "{p:?}");
        let mut seen = vec![false; n];
        for &[a, b] in p {
            assert!(a < b && b < n, "{p:?}");
            assert!(!seen[a] && !seen[b], "{p:?}");
            seen[a] = true;
            seen[b] = true;
        }
    }

    #[test]
    fn min_cost_perfect_is_the_least_of_all_perfect_matchings() {
        let mut rng = Rng::new(27);
        // Small ranges make many equal costs (ties), large ones few.
        for (round, top) in [1usize, 2, 3, 5, 20, 1000, 1 << 40].into_iter().cycle().take(420).enumerate() {
            let n = round % 13;
            let c = random_matrix(&mut rng, n, top);
            let p = min_cost_perfect(n, |i, j| c[i * n + j]);
            assert_perfect(n, &p);
            let got: i128 = p.iter().map(|&[a, b]| c[a * n + b]).sum();
            let want = if n < 2 { 0 } else { brute_min(n, &c, &mut vec![false; n], n % 2 == 1) };
            assert_eq!(got, want, "n {n}, costs {c:?}");
        }
    }

    #[test]
    fn max_weight_is_the_heaviest_of_all_matchings() {
        let mut rng = Rng::new(81);
        for (round, top) in [2usize, 3, 4, 10, 100, 1 << 30].into_iter().cycle().take(300).enumerate() {
            let n = round % 13;
            let w = random_matrix(&mut rng, n, top);
            let mate = max_weight(n, |i, j| w[i * n + j]);
            for v in 0..n {
                if let Some(u) = mate[v] {
                    assert_eq!(mate[u], Some(v));
                    assert!(w[u * n + v] > 0, "an absent edge used: {w:?}");
                }
            }
            let got: i128 = pairs(&mate).iter().map(|&[a, b]| w[a * n + b]).sum();
            assert_eq!(got, brute_max(n, &w, &mut vec![false; n]), "n {n}, weights {w:?}");
        }
    }

    #[test]
    fn i64_and_i128_weights_take_the_same_steps() {
        let mut rng = Rng::new(5);
        for (round, top) in [1usize, 3, 20, 1000, 1 << 40].into_iter().cycle().take(150).enumerate() {
            let n = 2 + round % 40;
            let w = random_matrix(&mut rng, n, top);
            let weight = |i: usize, j: usize| 1 + w[i * n + j];
            assert_eq!(solved::<i64>(n, &weight), solved::<i128>(n, &weight), "n {n}, weights {w:?}");
        }
    }

    #[test]
    fn equal_costs_pair_everyone_the_same_way_each_time() {
        let a = min_cost_perfect(10, |_, _| 7);
        assert_perfect(10, &a);
        assert_eq!(a, min_cost_perfect(10, |_, _| 7));
    }

    #[test]
    fn a_forced_pairing_is_found() {
        // Only the pairs (0,5), (1,4), (2,3) are free: the matching must take exactly them.
        let free = [[0, 5], [1, 4], [2, 3]];
        let p = min_cost_perfect(6, |i, j| if free.contains(&[i, j]) { 0 } else { 1 });
        assert_eq!(p, vec![[0, 5], [1, 4], [2, 3]]);
    }
}
