//! `tapete concours verify [FILE] [--format text|json]`: replay a concours journal. Exit 0 when every draw
//! obeys the pairing rules and every result is consistent, 1 when one does not, 2 when the
//! journal cannot be read.

use crate::commands::format::{chosen, TextOrJson};
use crate::concours::{draw, file, Replayed};
use crate::error::{Error, Finished};
use crate::i18n::LangChoice;
use clap::Args;
use serde_json::json;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub(crate) struct VerifyArgs {
    /// The concours journal (default: the latest in the concours folder).
    pub(crate) file: Option<PathBuf>,
    /// The concours journal, as every concours command takes it.
    #[arg(long = "file", value_name = "FILE", conflicts_with = "file")]
    pub(crate) file_flag: Option<PathBuf>,
    /// text: each problem in the concours's language; json: one JSON object, ok, entries, rounds,
    /// results and every problem with its line (docs/concours.md).
    #[arg(long, value_enum, default_value = "text")]
    pub(crate) format: TextOrJson,
    /// The same as --format json.
    #[arg(long, conflicts_with = "format")]
    pub(crate) json: bool,
}

pub(crate) fn run(
    a: &VerifyArgs,
    choice: LangChoice,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Finished, Error> {
    let path = file::locate(a.file.as_deref().or(a.file_flag.as_deref()))?;
    let read = file::read(&path)?;
    let lang = choice.of_session(read.header.lang.as_deref());
    let cat = lang.catalog();
    super::cut_said(&read, lang, err);
    let rules = super::rules_of(&read, &path)?;
    let ids: Vec<String> = read.header.teams.iter().map(|t| t.id()).collect();
    let mut problems: Vec<(usize, Option<u32>, String)> = Vec::new();
    let replayed = Replayed::of(
        read.header.clone(),
        super::arithmetic_of(&rules, &read.header),
        &read.entries,
        &mut |c, d, line| {
            if let Err(b) = draw::check(c, d) {
                problems.push((line, Some(d.round), cat.breach(&b, &ids)));
            }
        },
    );
    let (rounds, results) = match &replayed {
        Ok(r) => {
            let c = &r.concours;
            (c.drawn(), c.rounds.iter().flat_map(|r| &r.tables).filter(|t| t.result.is_some()).count())
        }
        Err(p) => {
            let line = match p {
                crate::error::ConcoursProblem::Line { line, .. } => *line,
                _ => 0,
            };
            problems.push((line, None, cat.concours_problem(p)));
            (0, 0)
        }
    };
    problems.sort_by_key(|p| p.0);
    if chosen(a.format, a.json) == TextOrJson::Json {
        let list: Vec<_> =
            problems.iter().map(|(line, round, why)| json!({"line": line, "round": round, "problem": why})).collect();
        let v = json!({
            "ok": problems.is_empty(),
            "entries": read.entries.len(),
            "rounds": rounds,
            "results": results,
            "problems": list,
        });
        let _ = writeln!(out, "{v}");
    } else if problems.is_empty() {
        let _ = writeln!(out, "{}", cat.verify_ok(read.entries.len(), rounds, results));
    } else {
        for (line, round, why) in &problems {
            match round {
                Some(r) => {
                    let _ = writeln!(out, "{}", cat.verify_draw(*line, *r, why));
                }
                None => {
                    let _ = writeln!(out, "{why}");
                }
            }
        }
    }
    Ok(if problems.is_empty() { Finished::Done } else { Finished::Infractions })
}
