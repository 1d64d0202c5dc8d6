//! `tapete concours board [--port P] [--bind ADDR] [--file F]`: the projector page of a concours
//! (standings, the round's tables and the results awaited; [`crate::report::concours_board`]),
//! following its journal as the organiser's commands append to it. Read-only, bounded and said
//! as `tapete board` is ([`crate::http`], [`crate::commands::board`]): it writes nothing.
//!
//! A concours journal is small (a line per draw, result, withdrawal, undo or amend: a few hundred
//! lines for a long night), so the board does not follow it line by line as a session's board
//! does: when the file's size or modification time changes, it is read and replayed whole, and
//! the board made again. A journal caught in the middle of a write (or that no longer reads)
//! leaves the last board, and is read again at the next look.

use super::{load, FileArg, Loaded};
use crate::error::{Error, Finished};
use crate::http::{Csp, Peers, Router, Shared};
use crate::i18n::LangChoice;
use crate::report::concours_board;
use bytes::Bytes;
use clap::Args;
use std::io::Write;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

#[derive(Debug, Args)]
pub(crate) struct BoardArgs {
    /// The port to serve on (0: any free port; the address is printed).
    #[arg(long, default_value_t = 8080)]
    pub(crate) port: u16,
    /// The address to listen on: 127.0.0.1 (this computer only) or 0.0.0.0 (a projector's
    /// computer or a phone on the hall's network: its addresses are printed, and a QR code of the
    /// first). Whatever the address, only peers on private networks and this computer are
    /// answered.
    #[arg(long, default_value = "127.0.0.1")]
    pub(crate) bind: String,
    /// Answer peers outside the private networks too (anyone who can reach this computer: it
    /// warns).
    #[arg(long)]
    pub(crate) allow_public: bool,
    #[command(flatten)]
    pub(crate) file: FileArg,
}

/// What the board serves, as the journal stood at one reading.
struct Snapshot {
    page: Bytes,
    fragment: Bytes,
    state: Bytes,
}

/// The journal's size and modification time: a change of either makes the board read it again.
fn stamp(path: &Path) -> Option<(u64, Option<SystemTime>)> {
    let m = std::fs::metadata(path).ok()?;
    Some((m.len(), m.modified().ok()))
}

/// A concours journal followed into its board.
struct Watch {
    path: PathBuf,
    choice: LangChoice,
    seen: Option<(u64, Option<SystemTime>)>,
    /// Moves with every board made (the page's script compares it).
    seq: u64,
}

impl Watch {
    fn snapshot(&mut self, loaded: &Loaded) -> Snapshot {
        self.seq += 1;
        let c = &loaded.replayed.concours;
        let cat = loaded.lang.catalog();
        let fragment = concours_board::fragment(c, cat);
        Snapshot {
            page: concours_board::page(c, cat, &fragment, self.seq).into(),
            state: concours_board::state(c, self.seq).to_string().into(),
            fragment: fragment.into(),
        }
    }

    /// Look at the journal: the new board when it changed and reads.
    fn look(&mut self) -> Option<Snapshot> {
        let now = stamp(&self.path);
        if now.is_none() || now == self.seen {
            return None;
        }
        let loaded = load(Some(&self.path), self.choice, &mut std::io::sink()).ok()?;
        self.seen = now;
        Some(self.snapshot(&loaded))
    }
}

pub(crate) fn run(a: &BoardArgs, choice: LangChoice, err: &mut dyn Write) -> Result<Finished, Error> {
    let path = crate::concours::file::locate(a.file.file.as_deref())?;
    // Watched and stamped before it is read: a write in between is read at the first look.
    let changes = crate::watch::Watch::new(&path);
    let seen = stamp(&path);
    let loaded = load(Some(&path), choice, err)?;
    let mut watch = Watch { path, choice, seen, seq: 0 };
    let first = watch.snapshot(&loaded);
    let asked = SocketAddr::new(crate::serve::bind_address(&a.bind)?, a.port);
    let listener = std::net::TcpListener::bind(asked).map_err(|e| crate::serve::listen_error(asked, &e))?;
    let bound = listener.local_addr().unwrap_or(asked);
    let cat = loaded.lang.catalog();
    let peers = Peers::allowing_public(a.allow_public);
    let addrs = crate::commands::board::say_where((asked, bound, peers), &loaded.path, cat, err);
    let snapshot = Arc::new(Shared::new(first));
    let latest = snapshot.clone();
    std::thread::spawn(move || loop {
        changes.wait();
        if let Some(next) = watch.look() {
            latest.set(next);
        }
    });
    crate::commands::board::read_only(listener, routes(snapshot), (bound, peers), &addrs, cat)
}

/// The board's routes: the page, its board part, and the state as data; all from the snapshot.
fn routes(snapshot: Arc<Shared<Snapshot>>) -> Router {
    let policy = Csp::none().style(concours_board::style()).script(concours_board::SCRIPT);
    crate::commands::board::tagged_routes(
        snapshot,
        policy,
        |s| s.page.clone(),
        |s| s.fragment.clone(),
        |s| s.state.clone(),
    )
}
