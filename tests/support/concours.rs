//! A concours as the tests run it: a sessions folder of its own, `tapete concours …` in it, the
//! journal's bytes to compare around a refusal ([`Club`]); a count of the standings written here
//! from the contract (`docs/concours.md`, rules/RULES.md "Concours"), not from the program's code
//! ([`Count`]); what a fair draw is ([`History`], [`min_rematches_brute`], [`max_matching`]); and
//! typed totals that add up ([`Dice::totals`]).

use super::cmd::{tapete, Output, Tapete};
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A concours in a sessions folder of its own (`TAPETE_HOME`).
pub struct Club {
    pub home: tempfile::TempDir,
    pub journal: PathBuf,
}

impl Club {
    /// `tapete concours new ARGS` (it must exit 0) in a new sessions folder.
    #[track_caller]
    pub fn new(args: &[&str]) -> Club {
        let home = tempfile::tempdir().unwrap();
        tapete().home(home.path()).args(["concours", "new"]).args(args).status(0).run();
        let dir = home.path().join("concours");
        let files: Vec<PathBuf> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
        assert_eq!(files.len(), 1, "{files:?}");
        let journal = files[0].clone();
        Club { home, journal }
    }

    pub fn home(&self) -> &Path {
        self.home.path()
    }

    /// `tapete concours ARGS` in this club's folder (the concours: the latest of the folder).
    pub fn cmd(&self, args: &[&str]) -> Tapete {
        tapete().home(self.home()).arg("concours").args(args)
    }

    /// `tapete concours ARGS`, which must exit 0.
    #[track_caller]
    pub fn ok(&self, args: &[&str]) -> Output {
        self.cmd(args).status(0).run()
    }

    pub fn bytes(&self) -> Vec<u8> {
        std::fs::read(&self.journal).unwrap()
    }

    /// The journal's lines as JSON (the header first).
    pub fn lines(&self) -> Vec<Value> {
        String::from_utf8(self.bytes()).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect()
    }

    pub fn header(&self) -> Value {
        self.lines().swap_remove(0)
    }

    /// Draw the next round: its JSON.
    #[track_caller]
    pub fn draw(&self) -> Value {
        self.ok(&["draw", "--format", "json"]).json()
    }

    /// The standings' JSON.
    #[track_caller]
    pub fn standings(&self) -> Value {
        self.ok(&["standings", "--format", "json"]).json()
    }

    /// `tapete concours ARGS` is refused: exit 2, one line on standard error, nothing on standard
    /// output, the journal's bytes as they were. The message.
    #[track_caller]
    pub fn refused(&self, args: &[&str]) -> String {
        let before = self.bytes();
        let out = self.cmd(args).status(2).stdout("").run();
        assert_eq!(out.stderr.lines().count(), 1, "{args:?}: one line: {}", out.stderr);
        assert!(out.stderr.ends_with('\n'), "{args:?}: {:?}", out.stderr);
        assert!(self.bytes() == before, "{args:?}: the journal changed");
        out.stderr
    }

    /// A typed result for table `table` (teams `a`, `b`), which must be recorded.
    #[track_caller]
    pub fn result(&self, table: u64, (a, pa): (&str, i64), (b, pb): (&str, i64), extra: &[String]) {
        let mut args: Vec<String> = ["result", "--table", &table.to_string(), "--score", &format!("{a}={pa}")]
            .iter()
            .map(|s| s.to_string())
            .collect();
        args.extend(["--score".to_string(), format!("{b}={pb}")]);
        args.extend(extra.iter().cloned());
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        self.ok(&args);
    }
}

/// The tables of a draw's JSON: (table number, the two teams).
pub fn tables(draw: &Value) -> Vec<(u64, [String; 2])> {
    draw["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            let teams = t["teams"].as_array().unwrap();
            (
                t["table"].as_u64().unwrap(),
                [teams[0].as_str().unwrap().to_string(), teams[1].as_str().unwrap().to_string()],
            )
        })
        .collect()
}

pub fn bye(draw: &Value) -> Option<String> {
    draw["bye"].as_str().map(str::to_string)
}

/// A small seeded generator (splitmix64): the tests' own, so that their results do not depend on
/// the program's.
pub struct Dice(pub u64);

impl Dice {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// The two totals of a Belote partie of `hands` hands, and the flags that make them add up:
    /// 162 × H + 20 per belote + 90 per capot − the points a litige still holds (RULES.md). One
    /// partie in eight is drawn (equal totals).
    pub fn totals(&mut self, hands: i64) -> ([i64; 2], Vec<String>) {
        let belotes = self.below(4) as i64;
        let capots = self.below(2) as i64;
        let held = if self.below(4) == 0 { 1 + self.below(81) as i64 } else { 0 };
        let sum = 162 * hands + 20 * belotes + 90 * capots - held;
        let a = if sum % 2 == 0 && self.below(8) == 0 { sum / 2 } else { self.below(sum as u64 + 1) as i64 };
        let flags = [("--belotes", belotes), ("--capots", capots), ("--held", held)]
            .iter()
            .filter(|(_, v)| *v != 0)
            .flat_map(|(f, v)| [f.to_string(), v.to_string()])
            .collect();
        ([a, sum - a], flags)
    }
}

/// What a bye scores (`--bye-points`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ByeRule {
    Half,
    Average,
    Zero,
}

/// The standings counted here from the contract: parties and byes as they are handed in.
pub struct Count {
    /// The seeded order of the header (the last tie-break).
    pub order: Vec<String>,
    /// Half a partie: 81 × H at Belote, T/2 with a target.
    pub half: i64,
    pub bye_rule: ByeRule,
    /// `--ranking wins`.
    pub wins_first: bool,
    /// (round, teams, points).
    pub parties: Vec<(u32, [String; 2], [i64; 2])>,
    /// (round, team): its own bye, or a partie its opponent's withdrawal left unplayed.
    pub byes: Vec<(u32, String)>,
    /// The standings are after this round, the last complete one: nothing of a later round
    /// counts (its results, its byes, its walkovers). None: every round given counts.
    pub after: Option<u32>,
}

/// A team's line as counted.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    pub team: String,
    pub points: i64,
    /// Parties won, in halves (a drawn partie is one half).
    pub won2: i64,
    pub best: i64,
    pub against: i64,
    pub played: i64,
}

impl Count {
    pub fn of_header(h: &Value) -> Count {
        let order = h["order"].as_array().unwrap().iter().map(|t| t.as_str().unwrap().to_string()).collect();
        let half = match (h["hands"].as_i64(), h["target"].as_i64()) {
            (Some(hands), None) => 81 * hands,
            (None, Some(t)) => t / 2,
            _ => panic!("a header with hands or target: {h}"),
        };
        let bye_rule = match h["bye_points"].as_str().unwrap() {
            "half" => ByeRule::Half,
            "average" => ByeRule::Average,
            "zero" => ByeRule::Zero,
            other => panic!("bye_points {other}"),
        };
        let wins_first = h["ranking"] == "wins";
        Count { order, half, bye_rule, wins_first, parties: Vec::new(), byes: Vec::new(), after: None }
    }

    pub fn partie(&mut self, round: u32, teams: &[String; 2], points: [i64; 2]) {
        self.parties.push((round, teams.clone(), points));
    }

    pub fn bye(&mut self, round: u32, team: &str) {
        self.byes.push((round, team.to_string()));
    }

    /// What `team`'s bye of round `round` scores.
    fn bye_score(&self, team: &str, round: u32) -> i64 {
        match self.bye_rule {
            ByeRule::Half => self.half,
            ByeRule::Zero => 0,
            ByeRule::Average => {
                let mine: Vec<i64> = self
                    .parties
                    .iter()
                    .filter(|(r, _, _)| *r < round)
                    .filter_map(|(_, t, p)| t.iter().position(|x| x == team).map(|k| p[k]))
                    .collect();
                if mine.is_empty() {
                    self.half
                } else {
                    // The mean, rounded to the nearest point, halves up.
                    let (sum, n) = (mine.iter().sum::<i64>(), mine.len() as i64);
                    (2 * sum + n).div_euclid(2 * n)
                }
            }
        }
    }

    /// The teams, best first.
    pub fn ranked(&self) -> Vec<Line> {
        let mut lines: BTreeMap<&str, Line> = self
            .order
            .iter()
            .map(|t| (t.as_str(), Line { team: t.clone(), points: 0, won2: 0, best: 0, against: 0, played: 0 }))
            .collect();
        let counted = |r: u32| self.after.is_none_or(|k| r <= k);
        for (_, teams, p) in self.parties.iter().filter(|(r, _, _)| counted(*r)) {
            for k in 0..2 {
                let l = lines.get_mut(teams[k].as_str()).unwrap();
                l.points += p[k];
                l.against += p[1 - k];
                l.best = l.best.max(p[k]);
                l.played += 1;
                l.won2 += if p[k] > p[1 - k] {
                    2
                } else if p[k] == p[1 - k] {
                    1
                } else {
                    0
                };
            }
        }
        for (round, team) in self.byes.iter().filter(|(r, _)| counted(*r)) {
            let s = self.bye_score(team, *round);
            let l = lines.get_mut(team.as_str()).unwrap();
            l.points += s;
            l.against += s;
            l.won2 += 2;
        }
        let seeded = |t: &str| self.order.iter().position(|x| x == t).unwrap();
        let mut v: Vec<Line> = lines.into_values().collect();
        v.sort_by_key(|l| {
            let (first, second) = if self.wins_first { (l.won2, l.points) } else { (l.points, l.won2) };
            (-first, -second, -l.best, -(l.points - l.against), l.against, seeded(&l.team))
        });
        v
    }

    /// The standings as `concours standings --format json` gives each line (the contract's
    /// fields, and `played`).
    pub fn json(&self) -> Vec<Value> {
        self.ranked()
            .iter()
            .enumerate()
            .map(|(k, l)| {
                json!({"rank": k + 1, "team": l.team, "points": l.points, "won": l.won2 as f64 / 2.0,
                       "best": l.best, "difference": l.points - l.against, "against": l.against, "played": l.played})
            })
            .collect()
    }

    /// Check `standings` (the program's JSON) against this count (and, when the count says after
    /// which round, that the standings say so too).
    #[track_caller]
    pub fn check(&self, standings: &Value, what: &str) {
        if let Some(k) = self.after {
            assert_eq!(standings["after"], k, "{what}: the standings are after round {k}");
        }
        let got: Vec<Value> = standings["standings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| {
                json!({"rank": l["rank"], "team": l["team"], "points": l["points"], "won": l["won"].as_f64().unwrap(),
                       "best": l["best"], "difference": l["difference"], "against": l["against"], "played": l["played"]})
            })
            .collect();
        let want = self.json();
        if got != want {
            let show = |v: &[Value]| v.iter().map(|l| l.to_string()).collect::<Vec<_>>().join("\n");
            panic!(
                "{what}: the standings differ from the count\n--- program:\n{}\n--- count:\n{}",
                show(&got),
                show(&want)
            );
        }
    }
}

/// What the draws so far have made: who met whom (and in which round, last), who had a bye.
#[derive(Default, Clone)]
pub struct History {
    /// The last round in which each pair met (the pair in sorted order).
    pub met: BTreeMap<(String, String), u32>,
    /// Each team's own byes (not a partie its opponent's withdrawal left unplayed).
    pub own_byes: BTreeMap<String, u32>,
}

pub fn pair(a: &str, b: &str) -> (String, String) {
    if a < b {
        (a.to_string(), b.to_string())
    } else {
        (b.to_string(), a.to_string())
    }
}

impl History {
    pub fn have_met(&self, a: &str, b: &str) -> bool {
        self.met.contains_key(&pair(a, b))
    }

    pub fn record(&mut self, round: u32, draw: &Value) {
        for (_, [a, b]) in tables(draw) {
            self.met.insert(pair(&a, &b), round);
        }
        if let Some(b) = bye(draw) {
            *self.own_byes.entry(b).or_default() += 1;
        }
    }

    /// Check a draw of round `round` against the contract, from the standings before it
    /// (`ranked`: the teams that play the round, best first). Teams are checked by brute force
    /// over every pairing (`brute`) or through a maximum matching. Returns the draw's rematches.
    #[track_caller]
    pub fn check_draw(&self, round: u32, draw: &Value, ranked: &[String], brute: bool) -> usize {
        let what = format!("round {round}: {draw}");
        assert_eq!(draw["round"], round, "{what}");
        let tables = tables(draw);
        for (k, (n, _)) in tables.iter().enumerate() {
            assert_eq!(*n, k as u64 + 1, "{what}: tables numbered from 1");
        }
        // Every team that plays, once.
        let mut seen: Vec<String> = tables.iter().flat_map(|(_, t)| t.iter().cloned()).chain(bye(draw)).collect();
        seen.sort();
        let mut playing = ranked.to_vec();
        playing.sort();
        assert_eq!(seen, playing, "{what}: every team that plays, once");
        // The bye: to the lowest-ranked team without one (all have had one: the lowest-ranked).
        let byes_of = |t: &str| self.own_byes.get(t).copied().unwrap_or(0);
        let want_bye = if ranked.len().is_multiple_of(2) {
            None
        } else {
            ranked.iter().rev().find(|t| byes_of(t) == 0).or(ranked.last()).cloned()
        };
        assert_eq!(bye(draw), want_bye, "{what}: the bye (standings before the draw: {ranked:?})");
        // No avoidable rematch.
        let at: Vec<String> = ranked.iter().filter(|t| Some(*t) != want_bye.as_ref()).cloned().collect();
        let rematches = tables.iter().filter(|(_, [a, b])| self.have_met(a, b)).count();
        let least = if brute { min_rematches_brute(&at, self) } else { at.len() / 2 - max_matching(&at, self) };
        assert_eq!(rematches, least, "{what}: {rematches} rematches where {least} can be");
        // Table 1 (swiss, from round 2; round 1 is drawn at random): the two best-ranked teams
        // at a table, when they have not met and a draw with the fewest rematches may pair them.
        if round >= 2 && at.len() >= 2 && !self.have_met(&at[0], &at[1]) {
            let rest = &at[2..];
            let least_rest =
                if brute { min_rematches_brute(rest, self) } else { rest.len() / 2 - max_matching(rest, self) };
            if least_rest == least {
                let mut one = tables[0].1.to_vec();
                one.sort();
                let mut best = vec![at[0].clone(), at[1].clone()];
                best.sort();
                assert_eq!(one, best, "{what}: table 1 holds the two best-ranked teams ({ranked:?})");
            }
        }
        rematches
    }
}

/// The fewest rematches over every way to pair `teams` (an even number), counted one pairing
/// after another.
pub fn min_rematches_brute(teams: &[String], h: &History) -> usize {
    fn go(left: &mut Vec<&String>, h: &History, so_far: usize, best: &mut usize) {
        if so_far >= *best {
            return;
        }
        let Some(first) = left.pop() else {
            *best = so_far;
            return;
        };
        for k in 0..left.len() {
            let other = left.remove(k);
            go(left, h, so_far + usize::from(h.have_met(first, other)), best);
            left.insert(k, other);
        }
        left.push(first);
    }
    assert!(teams.len().is_multiple_of(2));
    let mut left: Vec<&String> = teams.iter().collect();
    let mut best = usize::MAX;
    go(&mut left, h, 0, &mut best);
    best
}

/// The number of pairs in a maximum matching of the graph whose edges join the teams that have
/// not met: half the rank of its Tutte matrix with random entries over a prime field (Lovász;
/// wrong only with probability n/p, and then too small: two tries keep the larger).
pub fn max_matching(teams: &[String], h: &History) -> usize {
    const P: u64 = 2_305_843_009_213_693_951; // 2^61 − 1
    let mul = |a: u64, b: u64| ((a as u128 * b as u128) % P as u128) as u64;
    let pow = |mut a: u64, mut e: u64| {
        let mut r = 1u64;
        while e > 0 {
            if e & 1 == 1 {
                r = mul(r, a);
            }
            a = mul(a, a);
            e >>= 1;
        }
        r
    };
    let n = teams.len();
    let mut dice = Dice(n as u64 * 7919 + h.met.len() as u64);
    let mut best = 0;
    for _ in 0..2 {
        let mut m = vec![vec![0u64; n]; n];
        for i in 0..n {
            for j in i + 1..n {
                if !h.have_met(&teams[i], &teams[j]) {
                    let x = 1 + dice.below(P - 1);
                    m[i][j] = x;
                    m[j][i] = P - x;
                }
            }
        }
        // The rank by Gaussian elimination mod P.
        let mut rank = 0;
        for col in 0..n {
            let Some(piv) = (rank..n).find(|&r| m[r][col] != 0) else { continue };
            m.swap(rank, piv);
            let inv = pow(m[rank][col], P - 2);
            let pivot = m[rank].clone();
            for (r, row) in m.iter_mut().enumerate() {
                if r != rank && row[col] != 0 {
                    let f = mul(row[col], inv);
                    for (x, p) in row.iter_mut().zip(&pivot).skip(col) {
                        *x = (*x + P - mul(f, *p)) % P;
                    }
                }
            }
            rank += 1;
        }
        best = best.max(rank / 2);
    }
    best
}

/// The teams of a standings' JSON, best first, without those in `left_out`.
pub fn ranked_teams(standings: &[Value], left_out: &BTreeSet<String>) -> Vec<String> {
    standings.iter().map(|l| l["team"].as_str().unwrap().to_string()).filter(|t| !left_out.contains(t)).collect()
}

/// The partie of teams `a` and `b` (ids `X+Y`) as a table keeps it with tapete: `tapete simulate
/// RULESET --teams --deals 99 --seed SEED --journal … --option …` (its players Ana, Luis, Marta,
/// Pep, teams Ana+Marta and Luis+Pep), each player then renamed in every line (`Ana` → `a`'s first
/// player, `Marta` → its second, `Luis` and `Pep` → `b`'s), written as `dir/NAME.jsonl`.
pub fn partie(ruleset: &str, a: &str, b: &str, seed: u64, options: &[&str], dir: &Path, name: &str) -> PathBuf {
    let played = tempfile::tempdir().unwrap();
    let mut args = vec![ruleset.to_string(), "--teams".into(), "--deals".into(), "99".into()];
    args.extend(["--seed".into(), seed.to_string()]);
    for o in options {
        args.extend(["--option".to_string(), o.to_string()]);
    }
    let journal = super::simulated(&args.iter().map(String::as_str).collect::<Vec<_>>(), played.path());
    let (a0, a1) = a.split_once('+').unwrap();
    let (b0, b1) = b.split_once('+').unwrap();
    let names: BTreeMap<&str, &str> = [("Ana", a0), ("Marta", a1), ("Luis", b0), ("Pep", b1)].into_iter().collect();
    fn rename(v: &mut Value, names: &BTreeMap<&str, &str>) {
        match v {
            Value::String(s) => {
                if let Some(n) = names.get(s.as_str()) {
                    *s = n.to_string();
                }
            }
            Value::Array(xs) => xs.iter_mut().for_each(|x| rename(x, names)),
            Value::Object(m) => m.values_mut().for_each(|x| rename(x, names)),
            _ => {}
        }
    }
    let text: String = std::fs::read_to_string(&journal)
        .unwrap()
        .lines()
        .map(|l| {
            let mut v: Value = serde_json::from_str(l).unwrap();
            rename(&mut v, &names);
            format!("{v}\n")
        })
        .collect();
    let out = dir.join(format!("{name}.jsonl"));
    std::fs::write(&out, text).unwrap();
    out
}

/// `tapete verify FILE --json`'s totals: side id → points.
pub fn verified_totals(journal: &Path) -> BTreeMap<String, i64> {
    let v = tapete().arg("verify").arg(journal).arg("--json").run().json();
    v["totals"].as_object().unwrap().iter().map(|(k, p)| (k.clone(), p.as_i64().unwrap())).collect()
}

/// The sha256 of a file, in hex.
pub fn sha256_hex(path: &Path) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(std::fs::read(path).unwrap()).iter().map(|b| format!("{b:02x}")).collect()
}
