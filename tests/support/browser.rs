//! A WebDriver client (chromedriver, W3C protocol over plain HTTP) driving headless Chromium, and
//! the plain HTTP requests it is made of: the board's and the summary's pages are checked in a
//! real browser, at a desktop's and a phone's size.
//!
//! The browser tests, listed in [`BROWSER_TESTS`], each start with `if browser::skipped() {
//! return; }`: they run when chromedriver and Chromium are on the `PATH`, and always under
//! `.ci/test` (`TAPETE_REQUIRE_BROWSER=1`: a missing browser fails them). Without a browser, or
//! with `TAPETE_NO_BROWSER=1`, they pass without running, and the first of them to do so says
//! on standard error, once, which ones and how to run them (a distribution's offline `cargo
//! test`).

use std::cell::Cell;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::sync::Once;
use std::time::Duration;

/// Every test that drives a browser, by its name in the test program (`FILE::FUNCTION`). A test
/// that starts a [`Browser`] is listed here and calls [`skipped`] first ([`Browser::with`]
/// checks both).
pub const BROWSER_TESTS: &[&str] = &[
    "board::the_board_in_a_real_headless_browser_shows_the_sides_and_follows_the_totals",
    "concours_out::a_concours_of_150_teams_pages_on_a_projector_and_scrolls_on_a_phone",
    "concours_out::the_pages_on_a_phone_and_a_projector_fit_the_screen_and_the_board_follows_in_the_browser",
    "concours_serve_browser::a_served_concours_on_a_table_s_phone_the_projector_and_the_organiser_s_page",
    "phone::four_players_at_la_bestia_on_a_phone_see_every_total_and_the_chips_below_zero",
    "phone::the_board_of_three_players_on_a_phone_and_on_a_desktop",
    "phone::the_board_on_a_phone_keeps_the_hands_lines_indented_and_the_red_suits_red",
    "phone::the_summary_on_a_phone_says_the_scores_first_the_winner_at_the_top_and_who_renounced",
    "serve_browser::a_hand_entered_in_a_few_taps_by_the_quick_hand_on_a_phone",
    "serve_browser::a_hand_of_belote_by_taps_on_two_phones_and_the_terminal",
    "serve_browser::a_hand_of_la_bestia_in_spanish_by_taps",
    "serve_browser::a_phone_that_types_end_is_asked_to_confirm_and_an_undo_takes_the_end_back",
    "serve_browser::belote_and_rebelote_said_on_a_phone_while_a_phone_with_text_in_its_line_follows",
    "serve_browser::coinche_bids_and_coinches_from_two_phones",
    "serve_browser::the_entry_line_s_placeholder_is_read_whole_on_a_phone_in_each_language",
    "serve_browser::the_page_on_a_phone_and_a_desktop_dark_and_light",
    "serve_seats::a_phone_and_a_desktop_choose_a_seat_and_tap_a_card_as_that_player",
    "serve_seats::belote_and_rebelote_said_on_the_seated_phone_of_the_player",
    "serve_sections_browser::the_deal_in_two_taps_and_perejila_s_cards_shown_fit_a_phone",
    "serve_sections_browser::the_sections_fit_a_phone_and_a_desktop_and_the_script_keeps_them_open_as_the_table_moves",
    "serve_table_night::a_night_on_two_phones_and_the_terminal_belote_said_a_stale_tap_answered_an_end_undone",
];

/// Set to 1 (any value but empty and 0): the browser tests pass without running.
const NO_BROWSER: &str = "TAPETE_NO_BROWSER";
/// Set to 1 (by `.ci/test`): the browser tests always run, and a missing browser fails them.
const REQUIRE_BROWSER: &str = "TAPETE_REQUIRE_BROWSER";

thread_local! {
    /// Whether this test asked [`skipped`] before starting a browser.
    static ASKED: Cell<bool> = const { Cell::new(false) };
}

fn set(var: &str) -> bool {
    std::env::var_os(var).is_some_and(|v| !v.is_empty() && v != "0")
}

/// The name of the test running on this thread (the test harness names each test's thread so).
fn this_test() -> String {
    std::thread::current().name().unwrap_or("(a thread of its own)").to_string()
}

/// What is missing for the browser tests to run: chromedriver or Chromium not on the `PATH`.
fn missing() -> Option<&'static str> {
    if !on_path("chromedriver") {
        Some("chromedriver")
    } else if !CHROMIUM.iter().any(|n| on_path(n)) {
        Some("Chromium")
    } else {
        None
    }
}

/// Whether this browser test passes without running (no browser, or `TAPETE_NO_BROWSER=1`); the
/// first one that does says so on standard error, once for the test program, naming the browser
/// tests of this run and how to run them. Under `TAPETE_REQUIRE_BROWSER=1` never: the test runs,
/// and fails when the browser is missing.
#[must_use]
pub fn skipped() -> bool {
    let name = this_test();
    assert!(
        BROWSER_TESTS.contains(&name.as_str()),
        "{name} is a browser test: list it in BROWSER_TESTS (tests/support/browser.rs)"
    );
    ASKED.with(|a| a.set(true));
    let (require, refuse) = (set(REQUIRE_BROWSER), set(NO_BROWSER));
    assert!(!(require && refuse), "{REQUIRE_BROWSER} and {NO_BROWSER} are both set: unset one");
    let why = if refuse {
        format!("{NO_BROWSER} is set")
    } else {
        match missing() {
            Some(what) if !require => format!("{what} is not on the PATH"),
            _ => return false,
        }
    };
    static SAID: Once = Once::new();
    SAID.call_once(|| {
        let run = selected(BROWSER_TESTS, &std::env::args().skip(1).collect::<Vec<_>>());
        let mut text = format!(
            "\nnote: {why}: the browser tests of this run ({}) pass without running, nothing of theirs checked:\n",
            run.len()
        );
        for test in &run {
            text.push_str(&format!("  {test}\n"));
        }
        text.push_str(if refuse {
            "To run them: unset TAPETE_NO_BROWSER, with chromedriver and Chromium on the PATH.\n"
        } else {
            "To run them: .ci/test (it installs Chromium and chromedriver when they are missing), or install them \
             (Debian: apt-get install chromium chromium-driver; Ubuntu: chromium-browser chromium-chromedriver) \
             and run cargo test again.\n"
        });
        // Straight to the standard error, past the test harness's capture of eprintln!.
        let _ = std::io::stderr().lock().write_all(text.as_bytes());
    });
    true
}

/// Which of `tests` a run of the test program with these arguments runs, as the test harness
/// selects them: every free argument is a filter a name must contain (with `--exact`, equal);
/// `--skip S` leaves out the names containing S (with `--exact`, equal to it).
pub fn selected<'a>(tests: &[&'a str], args: &[String]) -> Vec<&'a str> {
    // The harness's options that take a value (`--test-threads 2` as well as `--test-threads=2`).
    const VALUED: &[&str] = &["--test-threads", "--skip", "--logfile", "--format", "--color", "-Z", "--shuffle-seed"];
    let (mut filters, mut skips, mut exact) = (Vec::new(), Vec::new(), false);
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        if arg == "--exact" {
            exact = true;
        } else if VALUED.contains(&arg.as_str()) {
            let value = args.next();
            if arg == "--skip" {
                skips.extend(value.cloned());
            }
        } else if let Some(skip) = arg.strip_prefix("--skip=") {
            skips.push(skip.to_string());
        } else if !arg.starts_with('-') {
            filters.push(arg.clone());
        }
    }
    let hit = |name: &str, pattern: &String| if exact { name == pattern } else { name.contains(pattern.as_str()) };
    tests
        .iter()
        .filter(|t| filters.is_empty() || filters.iter().any(|f| hit(t, f)))
        .filter(|t| !skips.iter().any(|s| hit(t, s)))
        .copied()
        .collect()
}

/// A plain HTTP/1.1 request; the status code and the body.
pub fn http(url: &str, method: &str, path: &str) -> (u16, String) {
    http_with(url, method, path, "")
}

pub fn http_with(url: &str, method: &str, path: &str, body: &str) -> (u16, String) {
    let host = url.trim_start_matches("http://").trim_end_matches('/');
    let mut s = TcpStream::connect(host).unwrap();
    s.set_read_timeout(Some(super::wait::deadline().max(std::time::Duration::from_secs(60)))).unwrap();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    // The head up to its blank line, then the body by its Content-Length (a server may keep the
    // connection open whatever the request asked).
    let mut r = BufReader::new(s);
    let mut status = String::new();
    r.read_line(&mut status).unwrap();
    let code = status.split_whitespace().nth(1).unwrap().parse().unwrap();
    let mut length: Option<usize> = None;
    loop {
        let mut line = String::new();
        r.read_line(&mut line).unwrap();
        if line.trim().is_empty() {
            break;
        }
        if let Some((k, v)) = line.split_once(':') {
            if k.eq_ignore_ascii_case("content-length") {
                length = v.trim().parse().ok();
            }
        }
    }
    let mut body = Vec::new();
    match length {
        Some(n) => {
            body.resize(n, 0);
            r.read_exact(&mut body).unwrap();
        }
        None => {
            r.read_to_end(&mut body).unwrap();
        }
    }
    (code, String::from_utf8_lossy(&body).into_owned())
}

/// A WebDriver session (chromedriver, W3C protocol over plain HTTP) with headless Chromium.
pub struct Browser {
    driver: Child,
    url: String,
    session: String,
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = http(&self.url, "DELETE", &format!("/session/{}", self.session));
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

/// What to do when the browser is missing: the README's test command sets it up.
const SET_UP: &str = "run .ci/test, the README's test command: it installs Chromium and chromedriver \
     (Debian packages chromium and chromium-driver) when they are missing, then runs the tests";

/// The names Chromium goes by on the `PATH`.
const CHROMIUM: &[&str] = &["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];

/// Whether `name` is a file in a folder of the PATH.
fn on_path(name: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|p| std::env::split_paths(&p).any(|d| d.join(name).is_file()))
}

impl Browser {
    /// A browser with a desktop's window (1100 × 900).
    pub fn start() -> Browser {
        Browser::with(Screen::Window(1100, 900))
    }

    /// A browser showing pages on `screen`.
    pub fn with(screen: Screen) -> Browser {
        assert!(
            ASKED.with(Cell::get),
            "{}: a browser test starts with `if browser::skipped() {{ return; }}` (tests/support/browser.rs)",
            this_test()
        );
        if let Some(what) = missing() {
            panic!("this browser test needs {what}, not found on the PATH: {SET_UP}");
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let driver = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("chromedriver did not start ({e}): {SET_UP}"));
        let url = format!("http://127.0.0.1:{port}/");
        super::wait::until_true("chromedriver listening", || TcpStream::connect(("127.0.0.1", port)).is_ok());
        let mut options = serde_json::json!({
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"]
        });
        match screen {
            Screen::Window(w, h) => {
                options["args"].as_array_mut().unwrap().push(format!("--window-size={w},{h}").into())
            }
            Screen::Phone(w, h) => {
                options["mobileEmulation"] =
                    serde_json::json!({"deviceMetrics": {"width": w, "height": h, "pixelRatio": 2, "touch": true}})
            }
        }
        let caps = serde_json::json!({"capabilities": {"alwaysMatch": {"goog:chromeOptions": options}}});
        let (code, body) = http_with(&url, "POST", "/session", &caps.to_string());
        assert_eq!(code, 200, "chromedriver could not start Chromium: {body}\n{SET_UP}");
        let v: serde_json::Value = serde_json::from_str(&body).unwrap();
        let session = v["value"]["sessionId"].as_str().unwrap().to_string();
        let browser = Browser { driver, url, session };
        // A window is larger than the page it shows: grow it until the page is w × h.
        if let Screen::Window(w, h) = screen {
            let frame = browser.js("return [outerWidth - innerWidth, outerHeight - innerHeight];");
            let (dw, dh) = (frame[0].as_u64().unwrap_or(0), frame[1].as_u64().unwrap_or(0));
            browser.call("POST", "/window/rect", serde_json::json!({"width": w as u64 + dw, "height": h as u64 + dh}));
        }
        browser
    }

    pub fn call(&self, method: &str, path: &str, body: serde_json::Value) -> serde_json::Value {
        self.try_call(method, path, body).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    pub fn try_call(&self, method: &str, path: &str, body: serde_json::Value) -> Result<serde_json::Value, String> {
        let body = if body.is_null() { String::new() } else { body.to_string() };
        let (code, text) = http_with(&self.url, method, &format!("/session/{}{path}", self.session), &body);
        let v = serde_json::from_str::<serde_json::Value>(&text).map_err(|e| format!("{e}: {text}"))?;
        if code == 200 {
            Ok(v["value"].clone())
        } else {
            Err(text)
        }
    }

    /// The text the page shows in the element `css` (found again if the page replaced it
    /// between the finding and the reading).
    pub fn text(&self, css: &str) -> String {
        for _ in 0..20 {
            let e = self.call("POST", "/element", serde_json::json!({"using": "css selector", "value": css}));
            let id = e.as_object().unwrap().values().next().unwrap().as_str().unwrap().to_string();
            match self.try_call("GET", &format!("/element/{id}/text"), serde_json::Value::Null) {
                Ok(t) => return t.as_str().unwrap().to_string(),
                Err(e) if e.contains("stale element") => std::thread::sleep(Duration::from_millis(50)),
                Err(e) => panic!("{css}: {e}"),
            }
        }
        panic!("{css}: replaced every time it was read")
    }

    /// Open `url` (the call returns once the page has loaded).
    pub fn go(&self, url: &str) {
        self.call("POST", "/url", serde_json::json!({"url": url}));
    }

    /// What `script` (the body of a function) returns, run in the page.
    pub fn js(&self, script: &str) -> serde_json::Value {
        self.call("POST", "/execute/sync", serde_json::json!({"script": script, "args": []}))
    }

    /// The element `css` finds (its WebDriver id), if the page has one.
    pub fn find(&self, css: &str) -> Option<String> {
        self.find_by("css selector", css)
    }

    /// The element found by `using` (`css selector`, `xpath`) and `value`, if the page has one.
    pub fn find_by(&self, using: &str, value: &str) -> Option<String> {
        let e = self.try_call("POST", "/element", serde_json::json!({"using": using, "value": value})).ok()?;
        Some(e.as_object()?.values().next()?.as_str()?.to_string())
    }

    /// A click on the element `id`, as a finger's tap (WebDriver scrolls it into view first and
    /// refuses an element hidden or covered).
    pub fn click(&self, id: &str) {
        self.call("POST", &format!("/element/{id}/click"), serde_json::json!({}));
    }

    /// `text` typed into the element `id` (`\u{E007}` is Enter).
    pub fn keys(&self, id: &str, text: &str) {
        self.call("POST", &format!("/element/{id}/value"), serde_json::json!({"text": text}));
    }

    /// A Chrome DevTools command (`Emulation.setEmulatedMedia`, `Network.emulateNetworkConditions`).
    pub fn cdp(&self, cmd: &str, params: serde_json::Value) -> serde_json::Value {
        self.call("POST", "/goog/cdp/execute", serde_json::json!({"cmd": cmd, "params": params}))
    }

    /// The page as a dark or a light scheme asks (`prefers-color-scheme`).
    pub fn scheme(&self, dark: bool) {
        let value = if dark { "dark" } else { "light" };
        self.cdp(
            "Emulation.setEmulatedMedia",
            serde_json::json!({"features": [{"name": "prefers-color-scheme", "value": value}]}),
        );
    }

    /// What `script` (the body of an async function: it calls `arguments[0]` with its result)
    /// gives, run in the page.
    pub fn js_async(&self, script: &str) -> serde_json::Value {
        self.call("POST", "/execute/async", serde_json::json!({"script": script, "args": []}))
    }

    /// The screen as a PNG.
    pub fn screenshot(&self) -> Vec<u8> {
        let png = self.call("GET", "/screenshot", serde_json::Value::Null);
        let bytes = base64(png.as_str().unwrap_or_default());
        assert!(bytes.starts_with(b"\x89PNG"));
        bytes
    }
}

/// The size pages are shown at: a desktop's window, or a phone's screen (a phone's pixels and
/// touch, as Chromium's device mode has them).
#[derive(Debug, Clone, Copy)]
pub enum Screen {
    Window(u32, u32),
    Phone(u32, u32),
}

/// Standard base64, as WebDriver returns screenshots.
pub fn base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        _ => 63,
    };
    let clean: Vec<u8> = text.bytes().filter(|c| *c != b'=' && !c.is_ascii_whitespace()).collect();
    let mut out = Vec::with_capacity(clean.len() * 3 / 4);
    for chunk in clean.chunks(4) {
        let mut n = 0u32;
        for (i, c) in chunk.iter().enumerate() {
            n |= (value(*c) as u32) << (18 - 6 * i);
        }
        out.extend(&n.to_be_bytes()[1..chunk.len()]);
    }
    out
}

/// `rgb(248, 113, 113)` as its three channels.
pub fn rgb(css: &serde_json::Value) -> [u32; 3] {
    let s = css.as_str().unwrap_or_default();
    let n: Vec<u32> = s
        .trim_start_matches("rgba(")
        .trim_start_matches("rgb(")
        .trim_end_matches(')')
        .split(',')
        .filter_map(|x| x.trim().parse().ok())
        .collect();
    assert!(n.len() >= 3, "not a colour: {s}");
    [n[0], n[1], n[2]]
}

/// Whether a computed colour is red (a heart or a diamond as the pages show them).
pub fn red(css: &serde_json::Value) -> bool {
    let [r, g, b] = rgb(css);
    r >= 150 && g * 10 <= r * 6 && b * 10 <= r * 6
}
