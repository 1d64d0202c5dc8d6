//! Typed totals of the parties the referee itself scores are taken (docs/concours.md, Results):
//! the bounds on belotes, capots and held points follow from the rules (RULES.md, belote-classic
//! and Concours), not from the common hand. Worked out by hand below; then, for random simulated
//! parties, the totals the referee scores, typed with the belotes, capots and held points its
//! hand reports show, are taken as a table's sheet.

use crate::support::concours::{tables, Club};
use std::sync::Arc;
use tapete::engine::{HandResult, Item, Outcome, Settled};
use tapete::ruleset::OptValue;

/// A concours of two teams, one round, parties of `hands` hands, with these `--option`s.
fn partie_of(hands: u32, options: &[&str]) -> (Club, [String; 2]) {
    let hands = hands.to_string();
    let mut args = vec!["Bounds", "--ruleset", "belote-classic", "--teams", "Ana+Luis,Marta+Pep", "--rounds", "1"];
    args.extend(["--hands", &hands, "--seed", "3"]);
    for o in options {
        args.extend(["--option", o]);
    }
    let club = Club::new(&args);
    let d = club.draw();
    let teams = tables(&d)[0].1.clone();
    (club, teams)
}

/// `result --table 1` of the partie: the first team `a` points, the other `b`, with `flags`.
fn sheet(teams: &[String; 2], a: i64, b: i64, flags: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = ["result", "--table", "1", "--score"].iter().map(|s| s.to_string()).collect();
    v.push(format!("{}={a}", teams[0]));
    v.push("--score".into());
    v.push(format!("{}={b}", teams[1]));
    v.extend(flags.iter().map(|s| s.to_string()));
    v
}

fn taken(club: &Club, args: &[String]) {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    club.ok(&args);
    club.ok(&["undo"]);
}

fn refused(club: &Club, args: &[String]) -> String {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    club.refused(&args)
}

#[test]
fn a_litige_the_defenders_belote_evens_holds_91() {
    let (club, t) = partie_of(1, &[]);
    // RULES.md, belote-classic: a litige when the takers' total equals the defenders'; the
    // defenders score theirs now, the takers their belote, and the takers' other points are
    // held. The defenders hold the belote: takers 91 card points, defenders 71 + 20 = 91. The
    // defenders score 91, the takers 0, and 91 are held: 162 + 20 − 91 = 91.
    taken(&club, &sheet(&t, 91, 0, &["--belotes", "1", "--held", "91"]));
    // The most a litige holds with a suit trump: (162 + 20) / 2 = 91; 92 is no litige.
    let err = refused(&club, &sheet(&t, 90, 0, &["--belotes", "1", "--held", "92"]));
    assert!(err.contains("--held 92") && err.contains("91"), "{err}");
    // Without all-trump (a third bidding round), a hand has one trump suit: one belote.
    let err = refused(&club, &sheet(&t, 140, 62, &["--belotes", "2"]));
    assert!(err.contains("--belotes 2") && err.contains(" 1 "), "{err}");
    // 100 + 62 is one hand's 162, not the 182 a hand with a belote makes; one hand, singular.
    let err = refused(&club, &sheet(&t, 100, 62, &["--belotes", "1"]));
    assert!(err.contains("a partie of 1 hand makes 162×1 + 20×1 (belotes)"), "{err}");
    // Two hands, one of them a capot: the other alone can be a litige, 91 held at most.
    let (club, t) = partie_of(2, &[]);
    let err = refused(&club, &sheet(&t, 400, 100, &["--capots", "1", "--held", "92"]));
    assert!(err.contains("--held 92") && err.contains("91"), "{err}");
    // 162 × 2 + 90 − 91 = 323, with the belote that made the litige: 343.
    taken(&club, &sheet(&t, 252, 91, &["--capots", "1", "--belotes", "1", "--held", "91"]));
}

#[test]
fn all_trump_scores_up_to_four_belotes_a_hand() {
    let (club, t) = partie_of(1, &["all_no_trump=true"]);
    // RULES.md, belote-classic: all-trump, up to four belotes, 20 each. The takers hold two and
    // make 100 card points: 100 + 40 = 140 against 62, made: 140 + 62 = 162 + 2 × 20.
    taken(&club, &sheet(&t, 140, 62, &["--belotes", "2"]));
    // The defenders hold all four: takers 121 card points, defenders 41 + 80 = 121, a litige
    // holding 121 = (162 + 4 × 20) / 2; 162 + 80 − 121 = 121.
    taken(&club, &sheet(&t, 0, 121, &["--belotes", "4", "--held", "121"]));
    let err = refused(&club, &sheet(&t, 0, 120, &["--belotes", "4", "--held", "122"]));
    assert!(err.contains("--held 122") && err.contains("121"), "{err}");
    let err = refused(&club, &sheet(&t, 262, 0, &["--belotes", "5"]));
    assert!(err.contains("--belotes 5") && err.contains(" 4 "), "{err}");
    // A capot with the four belotes: 252 + 80 = 332, the most one hand scores.
    taken(&club, &sheet(&t, 332, 0, &["--belotes", "4", "--capots", "1"]));
}

#[test]
fn a_misdeal_penalty_leaves_typed_totals_unchecked() {
    let (club, t) = partie_of(1, &["misdeal_penalty=50"]);
    // RULES.md, belote-classic's options: a card exposed while dealing, the same dealer deals
    // again and the dealer's team loses 50; a misdeal is no hand. Then the takers make 100
    // against 62: 100 and 62 − 50 = 12, 112 in all, which no sheet's counts make.
    taken(&club, &sheet(&t, 100, 12, &[]));
}

/// What a simulated partie's hand reports show, counted here from the rules: its belotes, its
/// capots, and the points its litiges still hold at the end (the takers' card points of each
/// litige, RULES.md, less what a later hand won of them).
struct Sheet {
    totals: [i64; 2],
    hands: u32,
    belotes: u32,
    capots: u32,
    held: i64,
    /// The most belotes one hand scored, and the most a litige held.
    most_belotes: u32,
    most_held: i64,
}

fn sheet_of(sim: &tapete::simulate::Simulation) -> Sheet {
    let v = sim.session.verdict();
    let side_of = &sim.session.seating.side_of;
    let mut s = Sheet { totals: [0; 2], hands: 0, belotes: 0, capots: 0, held: 0, most_belotes: 0, most_held: 0 };
    for h in v.hands.iter().filter(|h| h.outcome == Outcome::Played) {
        s.hands += 1;
        let belotes: u32 = h.counts.sides.iter().map(|c| c.belotes).sum();
        s.belotes += belotes;
        s.most_belotes = s.most_belotes.max(belotes);
        if h.breakdown.iter().any(|l| l.item == Item::Capot && l.points > 0) {
            s.capots += 1;
        }
        if let Some(Settled { contract, result: Some(HandResult::Litige) }) = h.contract {
            let takers = side_of[contract.taker];
            let tricks = h.tricks.as_ref().unwrap();
            assert_eq!(tricks.iter().map(|t| t.points).sum::<i64>(), 162, "every card point and the last trick");
            let theirs: i64 = tricks.iter().filter(|t| side_of[t.winner] == takers).map(|t| t.points).sum();
            s.held += theirs;
            s.most_held = s.most_held.max(theirs);
        }
        s.held -= h.breakdown.iter().filter(|l| l.item == Item::HeldLitige).map(|l| l.points).sum::<i64>();
    }
    let totals = &v.standing.totals;
    s.totals = [totals[0], totals[1]];
    s
}

#[test]
fn the_totals_the_referee_scores_are_taken_as_typed() {
    use tapete::concours::{Event, Score};
    let rules = Arc::new(tapete::games::Rules::load("belote-classic").unwrap());
    let (mut many_belotes, mut big_litiges, mut parties) = (0, 0, 0);
    for (hands, all_trump, seeds) in
        [(1u32, true, 0..1500u64), (1, false, 0..1500), (3, true, 0..300), (12, false, 0..40)]
    {
        let (club, _) = partie_of(hands, if all_trump { &["all_no_trump=true"] } else { &[] });
        let mut sink = Vec::new();
        let choice = tapete::i18n::LangChoice { flag: None, config: None, locale: tapete::i18n::Lang::En };
        let loaded = tapete::commands::concours::load(Some(club.journal.as_path()), choice, &mut sink).unwrap();
        let c = &loaded.replayed.concours;
        for seed in seeds {
            let mut options = indexmap::IndexMap::new();
            options.insert("hands".to_string(), OptValue::Int(i64::from(hands)));
            options.insert("all_no_trump".to_string(), OptValue::Bool(all_trump));
            let breaches = if seed % 5 == 0 { 0.2 } else { 0.0 };
            let sim =
                tapete::simulate::simulate(rules.clone(), 4, true, options, 10 * hands as usize + 40, seed, breaches)
                    .unwrap();
            assert!(sim.refused.is_empty(), "seed {seed}: {:?}", sim.refused);
            let s = sheet_of(&sim);
            assert_eq!(s.hands, hands, "seed {seed}: the partie is over after its hands");
            parties += 1;
            many_belotes += usize::from(s.most_belotes > 1);
            big_litiges += usize::from(s.most_held > 81);
            let typed = Score {
                round: 1,
                table: 1,
                teams: None,
                points: s.totals,
                belotes: s.belotes,
                capots: s.capots,
                held: s.held,
                hands: Some(hands),
                from: None,
            };
            let what = format!("{hands} hands, all-trump {all_trump}, seed {seed}: {typed:?}");
            assert_eq!(c.check_result(&typed), Ok(()), "{what}");
            // The same partie handed in as its session's totals.
            let from = Score {
                from: Some(tapete::concours::Provenance { journal: "t1.jsonl".into(), sha256: "ab".repeat(32) }),
                belotes: 0,
                capots: 0,
                held: 0,
                ..typed.clone()
            };
            assert_eq!(c.check_result(&from), Ok(()), "{what}");
            let mut whole = loaded.replayed.clone();
            assert_eq!(whole.apply(&Event::Result(typed), 9), Ok(()), "{what}");
        }
    }
    // The parties the common hand does not show were played: a hand of several belotes, and a
    // litige holding more than half a hand's points (the defenders' belote made it).
    assert!(many_belotes > 0 && big_litiges > 0, "{parties} parties: {many_belotes} and {big_litiges}");
}
