/*!
The board of a journal that another process writes, kept up to date as it grows: each look reads
only the lines appended since the last one ([`crate::journal::follow`]), folds only them through
the same reducer ([`Session::push`]), and makes the board's snapshot again (the page, its board
part, and `GET /state`'s document). A journal that shrank or was replaced is replayed from its
start.
*/

use super::live;
use crate::error::Error;
use crate::i18n::LangChoice;
use crate::journal::follow::{Change, Follower};
use crate::journal::{Journal, Problem};
use crate::session::Session;
use bytes::Bytes;
use serde_json::json;
use std::path::{Path, PathBuf};

/// What the board serves, as the journal stood at one look.
#[derive(Debug, Clone)]
#[doc(hidden)]
pub struct Snapshot {
    /// The whole page.
    pub(crate) page: Bytes,
    /// Its board part.
    pub(crate) fragment: Bytes,
    /// `GET /state`: `{"seq": N, "question": null, "board": {…}}`.
    pub(crate) state: Bytes,
}

/// A journal followed into its board.
#[doc(hidden)]
pub struct Followed {
    path: PathBuf,
    follower: Follower,
    session: Session,
    ruleset: Option<PathBuf>,
    /// How the language is chosen: `--lang`, else the journal's, the configuration's, the locale's.
    choice: LangChoice,
    /// The chart as last made, and the hands' scores it was made from: made again only when
    /// they change (a hand settled, undone or amended), not at every card.
    chart: Option<(Vec<Vec<i64>>, String)>,
}

impl Followed {
    /// Read the journal whole and make its first snapshot.
    pub fn start(path: &Path, ruleset: Option<&Path>, choice: LangChoice) -> Result<(Followed, Snapshot), Error> {
        let mut follower = Follower::new(path);
        // The first look folds the lines as they are read: the journal is never held whole.
        let session = follower.start_with(|file, end, path| {
            Session::replay_held(file, end, path, ruleset, || Journal::read_held(file, end, path))
        })?;
        let mut f = Followed {
            chart: None,
            path: path.to_path_buf(),
            follower,
            session,
            ruleset: ruleset.map(Path::to_path_buf),
            choice,
        };
        let snapshot = f.snapshot();
        Ok((f, snapshot))
    }

    /// Look at the journal again: the new snapshot when it changed. On an error (a line that does
    /// not read, a journal replaced by one that does not), the board stays as it was.
    pub fn step(&mut self) -> Result<Option<Snapshot>, Error> {
        match self.follower.poll()? {
            Change::Nothing => return Ok(None),
            Change::Started(journal) => {
                self.session = Session::replay_with(*journal, self.ruleset.as_deref())?;
                self.chart = None;
            }
            Change::Appended(entries) if entries.is_empty() => {}
            Change::Appended(entries) => {
                for e in entries {
                    self.session.push(e);
                    if let Some(line) = self.session.overflow_line {
                        let path = self.path.display().to_string();
                        return Err(Error::Journal { path, line, problem: Problem::Overflow });
                    }
                }
            }
        }
        Ok(Some(self.snapshot()))
    }

    /// The session as folded so far.
    pub(crate) fn session(&self) -> &Session {
        &self.session
    }

    /// The board as the session stands.
    pub(crate) fn snapshot(&mut self) -> Snapshot {
        let reports = self.session.reports();
        let same = |made_from: &Vec<Vec<i64>>| {
            made_from.len() == reports.len() && made_from.iter().zip(reports).all(|(m, r)| *m == r.score)
        };
        if !self.chart.as_ref().is_some_and(|(made_from, _)| same(made_from)) {
            let scores = reports.iter().map(|r| r.score.clone()).collect();
            self.chart = Some((scores, live::chart(&self.session)));
        }
        let chart = self.chart.as_ref().map(|(_, c)| c.as_str()).unwrap_or_default();
        let s = &self.session;
        let lang = self.choice.of_session(s.header.lang.as_deref());
        let cat = lang.catalog();
        let seq = self.follower.lines();
        let state = json!({"seq": seq, "question": null, "board": live::board(s, cat)});
        let fragment = live::fragment_with(s, cat, chart);
        Snapshot {
            page: live::page_around(s, cat, &fragment).into(),
            fragment: fragment.into(),
            state: state.to_string().into(),
        }
    }
}
