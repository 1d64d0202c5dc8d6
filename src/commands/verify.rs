//! `tapete verify FILE [--json]`: replay a journal and report every hand, score and infraction.

use crate::error::Error;
use crate::journal::Journal;
use crate::report::Verdict;
use crate::session::Session;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// The journal to check (a .jsonl file).
    pub file: PathBuf,
    /// Print the verdict as the JSON object of docs/journal.md.
    #[arg(long)]
    pub json: bool,
    /// The ruleset file of an older journal that names its ruleset by path (a journal's own
    /// paths are never opened).
    #[arg(long, value_name = "FILE")]
    pub ruleset: Option<PathBuf>,
}

/// Replay a journal file into its verdict.
pub fn verify_file(path: &std::path::Path, ruleset: Option<&std::path::Path>) -> Result<Verdict, Error> {
    let journal = Journal::read(path)?;
    let session = Session::replay_with(journal, ruleset)?;
    Ok(session.verdict())
}

pub fn cmd_verify(args: &VerifyArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, Error> {
    let verdict = verify_file(&args.file, args.ruleset.as_deref())?;
    for w in &verdict.warnings {
        let _ = writeln!(err, "warning: {w}");
    }
    for e in &verdict.errors {
        let _ = writeln!(err, "{}: line {}: {}", args.file.display(), e.line, e.message);
    }
    if args.json {
        let text = serde_json::to_string_pretty(&verdict).map_err(|e| Error::Internal(e.to_string()))?;
        let _ = writeln!(out, "{text}");
    } else {
        let _ = write!(out, "{}", crate::commands::verify::text_report(&verdict));
    }
    Ok(if verdict.ok { 0 } else { 1 })
}

/// The readable report: per hand the result and score, then every infraction in a sentence.
pub fn text_report(v: &Verdict) -> String {
    let mut s = String::new();
    s.push_str(&format!("{} · {}\n", v.ruleset, v.sides.join(" vs ")));
    for h in &v.hands {
        let score = h.score.iter().map(|(k, p)| format!("{k} {p}")).collect::<Vec<_>>().join(", ");
        let mut what = h.outcome.clone();
        if let (Some(t), Some(k)) = (&h.taker, &h.trump) {
            what = format!("{k} taken by {t}");
            if let Some(r) = &h.result {
                what.push_str(&format!(", {r}"));
            }
        }
        s.push_str(&format!("Hand {:>2} (dealer {}): {what} · {score}\n", h.number, h.dealer));
    }
    let totals = v.totals.iter().map(|(k, p)| format!("{k} {p}")).collect::<Vec<_>>().join(", ");
    s.push_str(&format!("Totals: {totals}\n"));
    use crate::term::{paint, Paint, Stream::Stdout};
    match &v.winner {
        Some(w) => s.push_str(&format!("{}\n", paint(Stdout, Paint::Strong, &format!("Winner: {w}")))),
        None => s.push_str("No winner yet.\n"),
    }
    if v.infractions.is_empty() {
        s.push_str(&format!("{}\n", paint(Stdout, Paint::Good, "No infractions.")));
    } else {
        s.push_str(&format!("{}\n", paint(Stdout, Paint::Bad, &format!("{} infraction(s):", v.infractions.len()))));
        for i in &v.infractions {
            s.push_str(&format!("- hand {}: {} [{}]\n", i.hand, i.message, i.rule));
        }
    }
    if !v.errors.is_empty() {
        let head = format!("{} entr(ies) could not be applied:", v.errors.len());
        s.push_str(&format!("{}\n", paint(Stdout, Paint::Bad, &head)));
        for e in &v.errors {
            s.push_str(&format!("- line {}: {}\n", e.line, e.message));
        }
    }
    s
}
