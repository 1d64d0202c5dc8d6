//! `cargo bench --bench follow`: the board following a long journal as the table appends to it,
//! against reading and replaying the whole journal at every change (what the board did before).
//! One thread; each figure is CPU time of that thread (best of several runs for the whole read,
//! the median over the appended lines for the follower).
//!
//! The journal is built as `replay` builds it: hands 1-4 of `belote-classic-a` repeated to
//! 20,000 hands (`TAPETE_BENCH_HANDS`) under a target no one reaches. Then the lines of more
//! hands are appended one at a time, and after each the board looks again: an incremental fold
//! of the new lines, not a replay. Target: every appended line served within 150 ms (#28).

#[path = "support/cpu.rs"]
mod cpu;
#[path = "support/cycle.rs"]
mod cycle;
use cpu::{median, ms, timed};
use cycle::cycle;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;
use tapete::i18n::{Lang, LangChoice};
use tapete::journal::follow::{Change, Follower};
use tapete::journal::Journal;
use tapete::report::followed::Followed;
use tapete::report::live;
use tapete::session::Session;

fn build_journal(dir: &Path, hands: usize) -> PathBuf {
    let (header, cycle) = cycle();
    let path = dir.join("long.jsonl");
    let mut f = std::io::BufWriter::new(std::fs::File::create(&path).unwrap());
    writeln!(f, "{header}").unwrap();
    for i in 0..hands {
        for l in &cycle[i % 4] {
            writeln!(f, "{l}").unwrap();
        }
    }
    f.flush().unwrap();
    path
}

fn main() {
    let hands: usize = std::env::var("TAPETE_BENCH_HANDS").ok().and_then(|s| s.parse().ok()).unwrap_or(20_000);
    let dir = tempfile::tempdir().unwrap();
    let path = build_journal(dir.path(), hands);
    let size = std::fs::metadata(&path).unwrap().len();
    let cat = Lang::En.catalog();
    println!("journal: {hands} hands, {:.1} MB", size as f64 / 1e6);

    // Before: at every change, the whole journal read, replayed, and the page and its board part made.
    let whole = (0..3)
        .map(|_| {
            timed(|| {
                let s = Session::replay_with(Journal::read(&path).unwrap(), None).unwrap();
                (live::page(&s, cat).len(), live::fragment(&s, cat).len())
            })
            .0
        })
        .min()
        .unwrap();
    println!("whole journal read, replayed and rendered, per change: {:.1} ms", ms(whole));

    // Now: the follower's looks as lines are appended one at a time.
    let (_, cycle) = cycle();
    let appended: Vec<String> = (0..8).flat_map(|i| cycle[(hands + i) % 4].clone()).collect();
    let (first, started) = timed(|| Followed::start(&path, None, LangChoice::new(Some(Lang::En), None)).unwrap());
    let (mut followed, _) = started;
    println!("first look (read whole, replayed, rendered): {:.1} ms", ms(first));
    let mut file = std::fs::OpenOptions::new().append(true).open(&path).unwrap();
    let mut steps = Vec::new();
    for l in &appended {
        writeln!(file, "{l}").unwrap();
        let (t, snapshot) = timed(|| followed.step().unwrap());
        assert!(snapshot.is_some(), "a line appended makes a new board");
        steps.push(t);
    }
    let step = median(steps.clone());
    let mean = steps.iter().sum::<Duration>() / steps.len() as u32;
    println!(
        "follower, per appended line (look, fold, page + board part + state made): median {:.2} ms, mean {:.2} ms, \
         max {:.2} ms over {} lines ({} hands settled: the chart made again)",
        ms(step),
        ms(mean),
        ms(*steps.iter().max().unwrap()),
        steps.len(),
        8
    );

    let slowest = *steps.iter().max().unwrap();
    println!(
        "target: an appended line shown by GET /state (look, fold, page + board part + state made) \
         within 150 ms at the server: the slowest {:.2} ms: {}",
        ms(slowest),
        if slowest < Duration::from_millis(150) { "met" } else { "NOT met" }
    );

    // The look and the fold alone, without making the board.
    let mut follower = Follower::new(&path);
    let mut session = match follower.poll().unwrap() {
        Change::Started(j) => Session::replay_with(*j, None).unwrap(),
        other => panic!("{other:?}"),
    };
    let mut folds = Vec::new();
    for l in &appended {
        writeln!(file, "{l}").unwrap();
        let (t, ()) = timed(|| match follower.poll().unwrap() {
            Change::Appended(entries) => entries.into_iter().for_each(|e| session.push(e)),
            other => panic!("{other:?}"),
        });
        folds.push(t);
    }
    let fold = median(folds);
    // What making the board costs, part by part.
    let parts: [(&str, &dyn Fn() -> usize); 3] = [
        ("board part (the chart of every hand)", &|| live::fragment(&session, cat).len()),
        ("page around it", &|| live::page_around(&session, cat, "").len()),
        ("state document", &|| live::board(&session, cat).to_string().len()),
    ];
    for (what, f) in parts {
        let t = median((0..9).map(|_| timed(f).0).collect());
        println!("  making the {what}: {:.2} ms", ms(t));
    }
    println!("follower, per appended line, look and fold only: median {:.3} ms", ms(fold));
    println!(
        "ratio, whole read per change / follower per line: {:.0}x by the median, {:.0}x by the mean \
         (look and fold only: {:.0}x)",
        whole.as_secs_f64() / step.as_secs_f64(),
        whole.as_secs_f64() / mean.as_secs_f64(),
        whole.as_secs_f64() / fold.as_secs_f64()
    );
}
