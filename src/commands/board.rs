//! `tapete board [FILE] [--port P] [--bind ADDR]`: the live scoreboard of a session (default: the
//! latest unfinished one) served as a web page that follows every new entry. Read-only: the
//! journal is read again whenever it changes, never locked or written, so the board runs beside
//! the table. The page is [`crate::report::live`]'s.

use crate::error::{Error, Finished};
use crate::i18n::Lang;
use crate::journal::Journal;
use crate::report::live;
use crate::session::Session;
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

#[derive(Debug, Args)]
pub struct BoardArgs {
    /// The session journal (default: the latest unfinished session).
    pub file: Option<PathBuf>,
    /// The port to serve on (0: any free port; the address is printed).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// The address to listen on: 127.0.0.1 (this computer only) or 0.0.0.0 (a tablet or TV on
    /// the table's network).
    #[arg(long, default_value = "127.0.0.1")]
    pub bind: String,
    /// The ruleset file of an older journal that names its ruleset by path.
    #[arg(long, value_name = "FILE")]
    pub ruleset: Option<PathBuf>,
}

/// The page and its board part as the journal stood when last read, and how to tell it changed.
struct Board {
    page: String,
    fragment: String,
    stamp: Option<(u64, SystemTime)>,
}

fn stamp(path: &Path) -> Option<(u64, SystemTime)> {
    let m = std::fs::metadata(path).ok()?;
    Some((m.len(), m.modified().ok()?))
}

impl Board {
    fn read(path: &Path, ruleset: Option<&Path>, lang: Option<Lang>) -> Result<Board, Error> {
        let stamp = stamp(path);
        let journal = Journal::read(path)?;
        let lang = Lang::or_env(lang.or(journal.header.lang.as_deref().and_then(Lang::from_code)));
        let session = Session::replay_with(journal, ruleset)?;
        let cat = lang.catalog();
        Ok(Board { page: live::page(&session, cat), fragment: live::fragment(&session, cat), stamp })
    }
}

pub fn cmd_board(args: &BoardArgs, lang: Option<Lang>, err: &mut dyn Write) -> Result<Finished, Error> {
    let path = match &args.file {
        Some(p) => p.clone(),
        None => {
            let dir = crate::store::sessions_dir()?;
            crate::store::list(&dir)
                .into_iter()
                .find(|p| super::resume::unfinished(p))
                .ok_or_else(|| Error::NoUnfinished { dir: dir.display().to_string(), board: true })?
        }
    };
    let ruleset = args.ruleset.as_deref();
    let mut board = Board::read(&path, ruleset, lang)?;
    let server = tiny_http::Server::http((args.bind.as_str(), args.port))
        .map_err(|e| Error::Listen { addr: format!("{}:{}", args.bind, args.port), message: e.to_string() })?;
    let url = match server.server_addr().to_ip() {
        Some(a) => format!("http://{a}/"),
        None => format!("http://{}:{}/", args.bind, args.port),
    };
    let cat = Lang::or_env(lang).catalog();
    let _ = writeln!(err, "{}", cat.board_at(&url, &crate::term::path(&path)));
    let _ = err.flush();
    for request in server.incoming_requests() {
        // A journal that changed is read again; while it does not read (a line being written),
        // the last board stands.
        if stamp(&path) != board.stamp {
            if let Ok(b) = Board::read(&path, ruleset, lang) {
                board = b;
            }
        }
        let head = |k: &str, v: &str| tiny_http::Header::from_bytes(k.as_bytes(), v.as_bytes()).ok();
        let html = head("Content-Type", "text/html; charset=utf-8");
        let fresh = head("Cache-Control", "no-store");
        let (code, body) = match (request.method(), request.url()) {
            (tiny_http::Method::Get | tiny_http::Method::Head, "/") => (200, board.page.clone()),
            (tiny_http::Method::Get | tiny_http::Method::Head, "/board") => (200, board.fragment.clone()),
            (tiny_http::Method::Get | tiny_http::Method::Head, _) => (404, "not found".to_string()),
            _ => (405, "the board is read-only".to_string()),
        };
        let mut response = tiny_http::Response::from_string(body).with_status_code(code);
        for h in [html, fresh].into_iter().flatten() {
            response.add_header(h);
        }
        let _ = request.respond(response);
    }
    Ok(Finished::Done)
}
