//! A concours's outputs: the standings as a page, as Markdown and CSV; a round's printable sheets;
//! the projector board over HTTP, following the concours journal; and the three pages in headless
//! Chromium at a phone's size (390 × 844) and a projector's (1280 × 720). The draws are read
//! from `draw --format json` (the pairing decides them); what the pages must hold is worked out
//! from the results typed here and the rules (RULES.md, Concours): a partie of H hands at Belote
//! makes 162 × H between its two teams, a bye scores half of it, points against equal to points
//! for, as a partie won. A board of 150 teams pages each column on a projector (no scrolling, no
//! row cut, every team and table within one cycle) and scrolls on a phone. `TAPETE_SCREENSHOTS=DIR`
//! keeps the projector board as the browser shows it (scripts/screenshots makes
//! docs/concours-board.png and docs/concours-board-paged.png so).

use crate::support::browser::{self, http, Browser, Screen};
use crate::support::{csv_fields, process, tapete, wait};
use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

const HANDS: i64 = 8;

/// Five teams (three named, one name that a spreadsheet would take for a formula, one with a
/// pipe), three rounds of `HANDS` hands, in `lang`.
pub(crate) fn concours(home: &Path, lang: &str, length: &[&str]) -> PathBuf {
    let teams = home.join("teams.csv");
    std::fs::write(
        &teams,
        "Los Ases,Ana,Luis\n,Marta,Pep\n=Peña del Moral,Eva,Juan\nClub | Villa,Rosa,Tomas\n,Nuria,Pablo\n",
    )
    .unwrap();
    tapete()
        .home(home)
        .args(["concours", "new", "Fiesta", "--ruleset", "belote-classic", "--rounds", "3", "--seed", "7"])
        .args(["--lang", lang, "--teams-file"])
        .arg(&teams)
        .args(length)
        .status(0)
        .run();
    let dir = home.join("concours");
    let files: Vec<PathBuf> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(files.len(), 1, "{files:?}");
    files[0].clone()
}

fn run(file: &Path, args: &[&str]) -> String {
    tapete().arg("concours").args(args).arg("--file").arg(file).status(0).run().utf8_stdout().to_string()
}

/// Draw the next round; its JSON.
fn draw(file: &Path) -> Value {
    json(&run(file, &["draw", "--format", "json"]))
}

fn json(s: &str) -> Value {
    serde_json::from_str(s).unwrap_or_else(|e| panic!("{e}: {s}"))
}

/// The tables of a draw: each table's two team ids.
fn tables(d: &Value) -> Vec<[String; 2]> {
    d["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| [t["teams"][0].as_str().unwrap().to_string(), t["teams"][1].as_str().unwrap().to_string()])
        .collect()
}

/// The points typed for table `k` (from 1): its first team 600 + 40 k, its second the rest of
/// 162 × H.
fn typed(k: usize) -> [i64; 2] {
    let first = 600 + 40 * k as i64;
    [first, 162 * HANDS - first]
}

fn enter(file: &Path, table: usize, teams: &[String; 2]) {
    let p = typed(table);
    run(
        file,
        &[
            "result",
            "--table",
            &table.to_string(),
            "--score",
            &format!("{}={}", teams[0], p[0]),
            "--score",
            &format!("{}={}", teams[1], p[1]),
        ],
    );
}

fn parse(s: &str) -> roxmltree::Document<'_> {
    roxmltree::Document::parse_with_options(s, roxmltree::ParsingOptions { allow_dtd: true, ..Default::default() })
        .unwrap_or_else(|e| panic!("{e}: {s}"))
}

fn text_of(n: roxmltree::Node) -> String {
    n.descendants().filter(|d| d.is_text()).map(|d| d.text().unwrap_or("")).collect()
}

fn class_is(n: &roxmltree::Node, class: &str) -> bool {
    n.attribute("class").is_some_and(|c| c.split(' ').any(|x| x == class))
}

/// Nothing to fetch: no `src`, no `href` but the board's own reload link.
fn self_contained(doc: &roxmltree::Document) {
    for n in doc.descendants().filter(|n| n.is_element()) {
        assert!(n.attribute("src").is_none(), "{n:?}");
        assert!(n.attribute("href").is_none_or(|h| h == "/"), "{n:?}");
    }
    assert_eq!(doc.descendants().filter(|n| n.has_tag_name("style")).count(), 1);
}

/// Round 1 with every result in, then a team withdrawn from round 2: what each team has, worked
/// out from the draw and the typed points (id, then points, won, best, against).
fn round_one(file: &Path) -> (Value, Vec<(String, [i64; 4])>) {
    let d = draw(file);
    let mut want = Vec::new();
    for (k, t) in tables(&d).iter().enumerate() {
        enter(file, k + 1, t);
        let p = typed(k + 1);
        want.push((t[0].clone(), [p[0], i64::from(p[0] > p[1]), p[0], p[1]]));
        want.push((t[1].clone(), [p[1], i64::from(p[1] > p[0]), p[1], p[0]]));
    }
    // Five teams: one has the bye, half a partie of H hands, as much against, a partie won,
    // never its best partie.
    let bye = d["bye"].as_str().expect("five teams: a bye").to_string();
    want.push((bye, [81 * HANDS, 1, 0, 81 * HANDS]));
    run(file, &["withdraw", "Rosa+Tomas", "--from-round", "2"]);
    (d, want)
}

#[test]
fn the_standings_page_holds_every_team_with_every_tie_break_and_says_after_which_round() {
    let home = tempfile::tempdir().unwrap();
    let file = concours(home.path(), "en", &["--hands", "8"]);
    let (_, want) = round_one(&file);
    let page = run(&file, &["standings", "--format", "html"]);
    let doc = parse(&page);
    self_contained(&doc);
    assert!(!doc.descendants().any(|n| n.has_tag_name("script")));
    let h1 = text_of(doc.descendants().find(|n| n.has_tag_name("h1")).unwrap());
    assert_eq!(h1, "Fiesta — standings after round 1");
    let heads: Vec<String> = doc
        .descendants()
        .filter(|n| n.has_tag_name("th"))
        .map(|n| text_of(n.descendants().find(|d| class_is(d, "long")).unwrap_or(n)))
        .collect();
    assert_eq!(heads, ["Rank", "Team", "Points", "Won", "Best", "Difference", "Against"]);
    let rows: Vec<roxmltree::Node> = doc.descendants().filter(|n| n.attribute("data-team").is_some()).collect();
    assert_eq!(rows.len(), 5);
    let mut last = i64::MAX;
    for (k, r) in rows.iter().enumerate() {
        let id = r.attribute("data-team").unwrap();
        let cells: Vec<String> = r.children().filter(|c| c.has_tag_name("td")).map(text_of).collect();
        let [points, won, best, against] = want.iter().find(|w| w.0 == id).unwrap().1;
        assert_eq!(cells[0], (k + 1).to_string(), "{cells:?}");
        assert!(cells[1].starts_with(id), "{cells:?}");
        let numbers: Vec<i64> = cells[2..].iter().map(|c| c.parse().unwrap()).collect();
        assert_eq!(numbers, [points, won, best, points - against, against], "{id}: {cells:?}");
        assert!(points <= last, "not ranked by points: {cells:?}");
        last = points;
    }
    // Names under their ids, the withdrawn team marked with its round.
    let row = |id: &str| *rows.iter().find(|r| r.attribute("data-team") == Some(id)).unwrap();
    assert!(text_of(row("Ana+Luis")).contains("Los Ases"));
    assert!(text_of(row("Eva+Juan")).contains("=Peña del Moral"));
    assert!(class_is(&row("Rosa+Tomas"), "withdrawn"));
    assert!(text_of(row("Rosa+Tomas")).contains("withdrawn (round 2)"), "{}", text_of(row("Rosa+Tomas")));
    assert!(!class_is(&row("Ana+Luis"), "withdrawn"));
    // The bye's team says so under its name; no other team does.
    let bye = want.last().unwrap().0.clone();
    for r in &rows {
        let id = r.attribute("data-team").unwrap();
        assert_eq!(text_of(*r).contains("bye in round 1"), id == bye, "{id}: {}", text_of(*r));
    }
    // Round 1 is complete: no round in play follows the standings.
    assert!(!doc.descendants().any(|n| class_is(&n, "in-play")), "{page}");
}

#[test]
fn the_standings_in_csv_and_markdown_keep_each_team_in_its_cells() {
    let home = tempfile::tempdir().unwrap();
    let file = concours(home.path(), "en", &["--hands", "8"]);
    let (_, want) = round_one(&file);
    let csv = run(&file, &["standings", "--format", "csv"]);
    let lines: Vec<Vec<String>> = csv.lines().map(csv_fields).collect();
    // A team had a bye: the byes and walkovers are counted; a team withdrew: a status column
    // says from which round.
    let heads =
        ["Rank", "Team", "Name", "Points", "Won", "Best", "Difference", "Against", "Byes", "Walkovers", "Status"];
    assert_eq!(lines[0], heads);
    assert_eq!(lines.len(), 6, "one header line and a line per team: {csv}");
    let bye = want.last().unwrap().0.clone();
    for l in &lines[1..] {
        assert_eq!(l.len(), 11, "{l:?}");
        let w = want.iter().find(|w| w.0 == l[1]).unwrap();
        assert_eq!(l[3], w.1[0].to_string(), "{l:?}");
        assert_eq!([l[8].as_str(), l[9].as_str()], [if l[1] == bye { "1" } else { "0" }, "0"], "{l:?}");
    }
    let line = |id: &str| lines.iter().find(|l| l[1] == id).unwrap().clone();
    // A name a spreadsheet would compute is text; the name stays the name, the withdrawal its own
    // cell.
    assert_eq!(line("Eva+Juan")[2], "'=Peña del Moral");
    assert_eq!(line("Eva+Juan")[10], "");
    assert_eq!(line("Rosa+Tomas")[2], "Club | Villa");
    assert_eq!(line("Rosa+Tomas")[10], "withdrawn (round 2)");
    let md = run(&file, &["standings", "--format", "markdown"]);
    let rows: Vec<&str> = md.lines().filter(|l| l.starts_with("| ")).collect();
    assert_eq!(rows.len(), 6, "{md}");
    // Eleven cells a row: the pipe of a name is escaped.
    for r in rows {
        let cells = r.replace("\\|", "").matches('|').count() - 1;
        assert_eq!(cells, 11, "{r}");
    }
}

/// A printed sheet: its table, the heads of its grid, the first cell of each of its rows.
type Sheet = (u32, Vec<String>, Vec<String>);

/// The sheets of round `round`, parsed, and the whole text of the page.
fn sheets_of(file: &Path, round: u32) -> (String, Vec<Sheet>) {
    let page = run(file, &["draw", "--round", &round.to_string(), "--format", "html"]);
    let doc = parse(&page);
    self_contained(&doc);
    let mut out = Vec::new();
    for s in doc.descendants().filter(|n| n.has_tag_name("section") && n.attribute("data-table").is_some()) {
        let table = s.attribute("data-table").unwrap().parse().unwrap();
        let heads: Vec<String> = s.descendants().filter(|n| n.has_tag_name("th")).map(text_of).collect();
        let rows: Vec<String> = s
            .descendants()
            .filter(|n| n.attribute("data-hand").is_some())
            .map(|r| text_of(r.children().find(|c| c.is_element()).unwrap()))
            .collect();
        out.push((table, heads, rows));
    }
    let all = text_of(doc.root());
    (all, out)
}

#[test]
fn the_sheets_are_one_per_table_with_h_numbered_rows_and_the_totals_check() {
    let home = tempfile::tempdir().unwrap();
    let file = concours(home.path(), "en", &["--hands", "8"]);
    let d = draw(&file);
    let (text, sheets) = sheets_of(&file, 1);
    let teams = tables(&d);
    assert_eq!(sheets.len(), teams.len());
    let numbered: Vec<String> = (1..=HANDS).map(|k| k.to_string()).collect();
    for (k, (table, heads, rows)) in sheets.iter().enumerate() {
        assert_eq!(*table, k as u32 + 1);
        // The hand's column, then a column per team, then the totals line.
        assert_eq!(heads[..3], ["Hand".to_string(), teams[k][0].clone(), teams[k][1].clone()]);
        assert_eq!(heads[3], "Total");
        assert_eq!(*rows, numbered);
    }
    // 162 × 8 = 1296 with the game's own numbers, once a sheet.
    let check =
        "Check: the two totals add up to 162 × 8 = 1296, + 20 per belote, + 90 per capot, − the points still held.";
    assert_eq!(text.matches(check).count(), teams.len(), "{text}");
    assert_eq!(text.matches("Signatures").count(), teams.len());
    let bye = d["bye"].as_str().unwrap();
    let last = text.rsplit("No partie this round").next().unwrap();
    assert!(last.contains("Bye: ") && last.contains(bye), "{text}");
}

#[test]
fn the_sheets_in_french_and_for_a_partie_to_a_target() {
    let home = tempfile::tempdir().unwrap();
    let file = concours(home.path(), "fr", &["--hands", "12"]);
    draw(&file);
    let (text, sheets) = sheets_of(&file, 1);
    assert!(text.contains("Vérification\u{a0}: les deux totaux font 162 × 12 = 1944, + 20 par belote, + 90 par capot"));
    assert_eq!(sheets[0].1[0], "Donne");
    assert_eq!(sheets[0].2.len(), 12);

    let home = tempfile::tempdir().unwrap();
    let file = concours(home.path(), "en", &["--target", "1000"]);
    draw(&file);
    let (text, sheets) = sheets_of(&file, 1);
    assert!(text.contains("The partie ends when a team reaches 1000."), "{text}");
    assert!(!text.contains("Check:"), "{text}");
    // Blank rows, about twice the hands a partie of 1000 takes at 162 a hand (12.3): more than 12.
    for (_, _, rows) in &sheets {
        assert!(rows.len() > 12 && rows.iter().all(String::is_empty), "{rows:?}");
    }
}

/// A running `concours board` and where it serves.
struct Board {
    child: Child,
    url: String,
}

impl Drop for Board {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn board(file: &Path) -> Board {
    board_with(file, &[])
}

fn board_with(file: &Path, args: &[&str]) -> Board {
    let mut child = process()
        .args(["concours", "board", "--port", "0", "--file"])
        .arg(file)
        .args(args)
        .stderr(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stderr.take().unwrap()).read_line(&mut line).unwrap();
    let url = line.split_whitespace().find(|w| w.starts_with("http://")).expect(&line).to_string();
    Board { child, url }
}

#[test]
fn bound_to_every_network_the_concours_board_says_this_computer_s_addresses_as_board_does() {
    let home = tempfile::tempdir().unwrap();
    let file = concours(home.path(), "en", &["--hands", "8"]);
    let b = board_with(&file, &["--bind", "0.0.0.0"]);
    // Those on private networks: only their peers are answered (without --allow-public).
    let lan: Vec<_> = tapete::lan::reachable(&tapete::lan::interfaces())
        .into_iter()
        .filter(|ip| tapete::lan::private((*ip).into()))
        .collect();
    match lan.first() {
        // The first address said is this computer's first on the network, never 0.0.0.0.
        Some(ip) => assert!(b.url.starts_with(&format!("http://{ip}:")), "{}", b.url),
        None => assert!(b.url.starts_with("http://127.0.0.1:"), "{}", b.url),
    }
    // It answers there.
    let port = b.url.rsplit(':').next().unwrap().trim_end_matches('/');
    let (code, _) = http(&format!("http://127.0.0.1:{port}/"), "GET", "/state");
    assert_eq!(code, 200);
}

/// `/state` once `done` holds.
fn state_until(b: &Board, done: impl Fn(&Value) -> bool) -> Value {
    wait::until("the board following the journal", || {
        let (code, body) = http(&b.url, "GET", "/state");
        assert_eq!(code, 200);
        let v = json(&body);
        if done(&v) {
            Ok(v)
        } else {
            Err(v)
        }
    })
}

#[test]
fn the_board_answers_state_and_follows_a_result_written_by_the_organiser() {
    let home = tempfile::tempdir().unwrap();
    let file = concours(home.path(), "en", &["--hands", "8"]);
    let d = draw(&file);
    let teams = tables(&d);
    let before = std::fs::read(&file).unwrap();
    let b = board(&file);
    let (code, page) = http(&b.url, "GET", "/");
    assert_eq!(code, 200);
    let doc = parse(&page);
    self_contained(&doc);
    assert_eq!(doc.descendants().filter(|n| n.has_tag_name("script")).count(), 1);
    for id in ["Ana+Luis", "Marta+Pep", "Eva+Juan", "Rosa+Tomas", "Nuria+Pablo"] {
        assert!(page.contains(id), "{id}: {page}");
    }
    let v = state_until(&b, |_| true);
    assert_eq!(v["round"], 1);
    assert_eq!(v["rounds"], 3);
    assert_eq!(v["awaited"], serde_json::json!((1..=teams.len()).collect::<Vec<_>>()));
    assert_eq!(v["bye"], d["bye"]);
    assert_eq!(v["standings"].as_array().unwrap().len(), 5);
    assert!(v["tables"].as_array().unwrap().iter().all(|t| t["points"].is_null()));
    for (k, t) in v["tables"].as_array().unwrap().iter().enumerate() {
        assert_eq!(t["teams"], serde_json::json!(teams[k]));
    }

    enter(&file, 1, &teams[0]);
    let seq = v["seq"].as_u64().unwrap();
    let v = state_until(&b, |v| v["seq"].as_u64() != Some(seq));
    assert_eq!(v["tables"][0]["points"], serde_json::json!(typed(1)));
    assert_eq!(v["awaited"], serde_json::json!((2..=teams.len()).collect::<Vec<_>>()));
    // The round's card shows the result; the standings are those before round 1 until the
    // round is complete (a result, or the bye, of the round in play does not count yet).
    let line =
        |v: &Value, team: &str| v["standings"].as_array().unwrap().iter().find(|l| l["team"] == team).unwrap().clone();
    assert_eq!((v["after"].as_u64(), line(&v, &teams[0][0])["points"].as_i64()), (Some(0), Some(0)), "{v}");
    assert_eq!(line(&v, d["bye"].as_str().unwrap())["points"], 0, "{v}");
    let (_, fragment) = http(&b.url, "GET", "/board");
    assert!(fragment.contains(&format!(">{}<", typed(1)[0])), "{fragment}");
    assert!(fragment.contains("Fiesta — standings before round 1"), "{fragment}");
    assert!(
        fragment.contains("Round 1 of 3, in play (counted in the standings once all its results are in)"),
        "{fragment}"
    );
    // The board wrote nothing: the journal is as it was, and the one result after it.
    let now = std::fs::read(&file).unwrap();
    assert!(now.starts_with(&before));
    assert_eq!(std::str::from_utf8(&now[before.len()..]).unwrap().lines().count(), 1, "only the result was written");
    // The round complete, the standings are after it: table 1's first team has its points, the
    // bye half a partie of 8 hands (81 × 8 = 648).
    for (k, t) in teams.iter().enumerate().skip(1) {
        enter(&file, k + 1, t);
    }
    let v = state_until(&b, |v| v["after"] == 1);
    assert_eq!(line(&v, &teams[0][0])["points"], typed(1)[0], "{v}");
    assert_eq!(line(&v, d["bye"].as_str().unwrap())["points"], 648, "{v}");
    let (_, fragment) = http(&b.url, "GET", "/board");
    assert!(fragment.contains("Fiesta — standings after round 1"), "{fragment}");
    assert!(fragment.contains("bye in round 1"), "{fragment}");
}

/// What every page is measured for: how wide the document is, and the smallest type a text
/// shows in (with the text).
const MEASURE: &str = r#"
const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
let smallest = {size: 1000, text: ''};
while (walk.nextNode()) {
  const n = walk.currentNode;
  const e = n.parentElement;
  if (!n.data.trim() || e.getClientRects().length === 0) continue;
  const size = parseFloat(getComputedStyle(e).fontSize);
  if (size < smallest.size) smallest = {size: size, text: n.data};
}
const box = s => { const e = document.querySelector(s); if (!e) return null; const r = e.getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, bottom: r.bottom}; };
const cell = document.querySelector('table.standings td.points');
return {width: innerWidth, scroll_width: document.documentElement.scrollWidth, smallest: smallest,
  standings_font: cell ? parseFloat(getComputedStyle(cell).fontSize) : null,
  standings: box('section.standings'), round: box('section.round')};
"#;

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}"))
}

fn keep(b: &Browser, name: &str) {
    if let Some(dir) = std::env::var_os("TAPETE_SCREENSHOTS") {
        std::fs::write(Path::new(&dir).join(name), b.screenshot()).unwrap();
    }
}

/// Nothing wider than the screen, no text under 12 px.
fn readable(m: &Value, what: &str) {
    assert!(f(&m["scroll_width"]) <= f(&m["width"]), "{what} scrolls sideways: {m}");
    assert!(f(&m["smallest"]["size"]) >= 12.0, "{what}: a text under 12 px: {m}");
}

const PHONE: Screen = Screen::Phone(390, 844);
const PROJECTOR: Screen = Screen::Window(1280, 720);
const WIDE: Screen = Screen::Window(1920, 1080);

#[test]
fn the_pages_on_a_phone_and_a_projector_fit_the_screen_and_the_board_follows_in_the_browser() {
    if browser::skipped() {
        return;
    }
    let home = tempfile::tempdir().unwrap();
    let file = concours(home.path(), "en", &["--hands", "8"]);
    let (first, _) = round_one(&file);
    let d = draw(&file);
    let teams = tables(&d);
    let standings = home.path().join("standings.html");
    std::fs::write(&standings, run(&file, &["standings", "--format", "html"])).unwrap();
    let sheets = home.path().join("sheets.html");
    std::fs::write(&sheets, run(&file, &["draw", "--round", "1", "--format", "html"])).unwrap();
    let b = board(&file);
    for (screen, name) in [(PHONE, "phone"), (PROJECTOR, "projector")] {
        let br = Browser::with(screen);
        for (url, what) in [
            (format!("file://{}", standings.display()), "the standings page"),
            (format!("file://{}", sheets.display()), "the sheets"),
            (b.url.clone(), "the board"),
        ] {
            br.go(&url);
            let m = br.js(MEASURE);
            readable(&m, &format!("{what} on a {name}"));
            if what == "the board" {
                let (s, r) = (&m["standings"], &m["round"]);
                match screen {
                    // Side by side, in type a hall reads.
                    Screen::Window(..) => {
                        assert!(f(&s["right"]) <= f(&r["left"]), "{m}");
                        assert!(f(&m["standings_font"]) >= 20.0, "{m}");
                    }
                    Screen::Phone(..) => {
                        assert!(f(&s["bottom"]) <= f(&r["top"]), "{m}");
                    }
                }
            }
        }
        if let Screen::Window(..) = screen {
            // Printed (round 1): a page per table, and the bye's.
            br.go(&format!("file://{}", sheets.display()));
            let pdf = br.call("POST", "/print", serde_json::json!({}));
            let pdf = crate::support::browser::base64(pdf.as_str().unwrap());
            let pages = pdf.windows(12).filter(|w| w.starts_with(b"/Type /Page") && w[11] != b's').count();
            assert_eq!(pages, tables(&first).len() + 1, "printed pages");
        }
    }
    // A 1920 × 1080 projector: side by side, and larger type than at 1280.
    let br = Browser::with(WIDE);
    br.go(&b.url);
    let m = br.js(MEASURE);
    readable(&m, "the board on a 1920 × 1080 projector");
    assert!(f(&m["standings"]["right"]) <= f(&m["round"]["left"]), "{m}");
    assert!(f(&m["standings_font"]) >= 28.0, "{m}");
    drop(br);
    // The page in the browser redraws after a result (its script runs under the page's policy).
    let br = Browser::with(PROJECTOR);
    br.go(&b.url);
    enter(&file, 1, &teams[0]);
    let want = typed(1)[0].to_string();
    wait::until_true("the page redrawn after a result", || br.text("li[data-table='1'] .side .n") == want);
    // scripts/screenshots keeps it for the README: a round with a result in and one awaited.
    keep(&br, "concours-board.png");
}

/// A concours of `teams` teams (ids `A1+B1` …), three rounds of `HANDS` hands, round 1 drawn, the
/// results of its first `results` tables in; the journal and the draw's tables.
fn crowd(home: &Path, teams: usize, results: usize) -> (PathBuf, Vec<[String; 2]>) {
    let ids: Vec<String> = (1..=teams).map(|k| format!("A{k}+B{k}")).collect();
    tapete()
        .home(home)
        .args(["concours", "new", "Grand", "--ruleset", "belote-classic", "--rounds", "3", "--seed", "7"])
        .args(["--lang", "en", "--hands", &HANDS.to_string(), "--teams", &ids.join(",")])
        .status(0)
        .run();
    let dir = home.join("concours");
    let files: Vec<PathBuf> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(files.len(), 1, "{files:?}");
    let file = files[0].clone();
    let t = tables(&draw(&file));
    assert_eq!(t.len(), teams / 2);
    for (k, pair) in t.iter().enumerate().take(results) {
        enter(&file, k + 1, pair);
    }
    (file, t)
}

/// What a look at the projector board sees: how tall the document is beside the screen, the
/// elements shown that reach below the screen, the rows shown that a column's edge (or its
/// header) cuts, the standings' teams and the round's tables shown, and each column's page
/// indicator (`k/n`, or null).
const PAGED: &str = r#"
const vh = innerHeight, below = [], cut = [];
for (const e of document.querySelectorAll('body *')) {
  if (!e.getClientRects().length) continue;
  const r = e.getBoundingClientRect();
  if (r.bottom > vh + 0.5) below.push(e.tagName + '.' + e.className + ' ' + r.bottom);
}
const shown = (section, items) => {
  const pane = document.querySelector(section + ' .pane');
  const p = pane.getBoundingClientRect();
  const head = pane.querySelector('thead');
  const top = head ? head.getBoundingClientRect().bottom : p.top;
  const out = [];
  for (const e of pane.querySelectorAll(items)) {
    if (!e.getClientRects().length) continue;
    const r = e.getBoundingClientRect();
    if (r.top < top - 0.5 || r.bottom > p.bottom + 0.5) cut.push(e.outerHTML.slice(0, 60) + ' ' + r.top + '-' + r.bottom);
    out.push(e.getAttribute('data-team') || e.getAttribute('data-table'));
  }
  return out;
};
const page = s => { const e = document.querySelector(s + ' .pageno'); return e ? e.textContent : null; };
return {scroll: document.documentElement.scrollHeight, height: vh, below: below, cut: cut,
  teams: shown('section.standings', 'tbody tr'), tables: shown('section.round', 'li'),
  standings_page: page('section.standings'), round_page: page('section.round')};
"#;

/// A page indicator `k/n` as (k, n).
fn page_of(v: &Value) -> (usize, usize) {
    let s = v.as_str().unwrap_or_else(|| panic!("no page indicator: {v}"));
    let (k, n) = s.split_once('/').unwrap_or_else(|| panic!("not k/n: {s}"));
    (k.parse().unwrap(), n.parse().unwrap())
}

/// One column's pages as seen over time: the items each page showed (the same at every look).
#[derive(Default)]
struct Pages(std::collections::BTreeMap<usize, Vec<String>>, usize);

impl Pages {
    fn saw(&mut self, indicator: &Value, items: &Value, what: &str) {
        let (k, n) = page_of(indicator);
        assert!(n > 1 && (1..=n).contains(&k), "{what}: {indicator}");
        assert!(self.1 == 0 || self.1 == n, "{what}: the count of pages changed: {indicator}");
        self.1 = n;
        let items: Vec<String> = items.as_array().unwrap().iter().map(|x| x.as_str().unwrap().to_string()).collect();
        assert!(!items.is_empty(), "{what}: page {k} shows nothing");
        let before = self.0.entry(k).or_insert_with(|| items.clone());
        assert_eq!(*before, items, "{what}: page {k} changed between two looks");
    }

    /// Every page seen once.
    fn cycled(&self) -> bool {
        self.1 > 0 && self.0.len() == self.1
    }

    /// Every item once, in page order.
    fn all(&self) -> Vec<String> {
        self.0.values().flatten().cloned().collect()
    }
}

#[test]
fn a_concours_of_150_teams_pages_on_a_projector_and_scrolls_on_a_phone() {
    if browser::skipped() {
        return;
    }
    let home = tempfile::tempdir().unwrap();
    let (file, teams) = crowd(home.path(), 150, 12);
    let b = board(&file);
    let ids: Vec<String> = (1..=150).map(|k| format!("A{k}+B{k}")).collect();
    let numbers: Vec<String> = (1..=75).map(|k| k.to_string()).collect();
    for (screen, name) in [(PROJECTOR, "1280 × 720"), (WIDE, "1920 × 1080")] {
        let br = Browser::with(screen);
        br.go(&b.url);
        if name == "1280 × 720" {
            // scripts/screenshots keeps it for docs/concours.md: the first page of each column.
            keep(&br, "concours-board-paged.png");
        }
        // A page every 300 ms rather than 8 s: the same cycle, sooner.
        br.js("document.body.setAttribute('data-every', '300'); return null;");
        let (mut standings, mut round) = (Pages::default(), Pages::default());
        let start = Instant::now();
        while !(standings.cycled() && round.cycled()) {
            let v = br.js(PAGED);
            assert!(f(&v["scroll"]) <= f(&v["height"]), "{name}: the document scrolls: {v}");
            assert_eq!(v["below"], serde_json::json!([]), "{name}: below the screen");
            assert_eq!(v["cut"], serde_json::json!([]), "{name}: rows cut at a page's edge");
            standings.saw(&v["standings_page"], &v["teams"], name);
            round.saw(&v["round_page"], &v["tables"], name);
            assert!(start.elapsed() < wait::deadline(), "{name}: not every page within {:?}", wait::deadline());
            std::thread::sleep(Duration::from_millis(60));
        }
        // One cycle shows every team once and every table once.
        let mut all = standings.all();
        all.sort();
        let mut want = ids.clone();
        want.sort();
        assert_eq!(all, want, "{name}: the standings over one cycle");
        assert_eq!(round.all(), numbers, "{name}: the round's tables over one cycle, in order");
        if name == "1280 × 720" {
            // A result swapped in keeps the page shown (no jump to the first, nothing blank);
            // the cycle goes on from there.
            br.js("document.body.setAttribute('data-every', '600000'); return null;");
            std::thread::sleep(Duration::from_millis(300));
            let before = br.js(PAGED);
            let k = page_of(&before["standings_page"]);
            enter(&file, 13, &teams[12]);
            let want = typed(13)[0].to_string();
            wait::until_true("the page redrawn after a result", || {
                br.js("return document.querySelector(\"li[data-table='13'] .side .n\").textContent;") == want
            });
            let after = br.js(PAGED);
            assert_eq!(page_of(&after["standings_page"]), k, "{after}");
            assert_eq!(after["round_page"], before["round_page"], "{after}");
            assert!(!after["teams"].as_array().unwrap().is_empty() && after["cut"] == serde_json::json!([]), "{after}");
            br.js("document.body.setAttribute('data-every', '300'); return null;");
            wait::until_true("the cycle going on after a result", || page_of(&br.js(PAGED)["standings_page"]) != k);
        }
    }
    // On a phone nothing pages: every row is shown, and the page scrolls.
    let br = Browser::with(PHONE);
    br.go(&b.url);
    let v = br.js(PAGED);
    assert!(f(&v["scroll"]) > f(&v["height"]), "{v}");
    assert_eq!(v["teams"].as_array().unwrap().len(), 150, "{v}");
    assert_eq!(v["tables"].as_array().unwrap().len(), 75, "{v}");
    assert!(v["standings_page"].is_null() && v["round_page"].is_null(), "{v}");
}
