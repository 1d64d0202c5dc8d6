//! A concours served from its tables (`tapete concours serve`, docs/concours.md "From the
//! tables") in headless Chromium: seven teams, three tables and a bye, a round of two hands of
//! belote-classic with a 60-minute clock. A table's phone (390 × 844) takes the PIN, seats its
//! table by taps, enters a hand by typing its lines (a deal, a take, a tally) and shows the
//! round's clock; the projector (`/`) at 1280 × 720 and at a phone's size shows the three tables
//! (one playing, one done, one disputed) and the standings; the organiser's page (`/admin/`) on a
//! phone and a desktop, its tables and a table's partie opened. No page scrolls sideways, and
//! every tap target is at least 44 px each way; the projector and the organiser's page are dark
//! or light as the screen asks, every text readable on either. The other tables are kept by plain HTTP phones
//! (tests/concours_serve.rs). `TAPETE_SCREENSHOTS=DIR` keeps what the browser shows
//! (scripts/screenshots makes docs/concours-serve-*.png so).
//!
//! The numbers are RULES.md's (belote-classic), as in tests/concours_serve.rs: the phone's hand
//! is taken by the player after the dealer and lost, 92/5 against 70/3: the defence scores 162,
//! the takers 0.

use crate::concours_serve::{by_tallies, confirm_both, draw, pin, players, seated, Server};
use crate::support::browser::{self, Browser, Screen};
use crate::support::wait;
use serde_json::Value;
use std::path::Path;

const TEAMS: &str = "Ana+Luis,Marta+Pep,Olga+Rosa,Juan+Eva,Sara+Tom,Iker+Nora,Pau+Lia";
const PHONE: Screen = Screen::Phone(390, 844);
const PROJECTOR: Screen = Screen::Window(1280, 720);
const DESKTOP: Screen = Screen::Window(1280, 900);

/// How wide the page is against its viewport, and the box of every tap target `targets` (a CSS
/// selector) finds shown on the page, with its text.
fn measure(b: &Browser, targets: &str) -> Value {
    b.js(&format!(
        "const box = e => {{ const r = e.getBoundingClientRect(); return {{left: r.left, right: r.right, \
         width: r.width, height: r.height}}; }};\n\
         return {{width: innerWidth, scroll_width: document.documentElement.scrollWidth, \
         targets: Array.from(document.querySelectorAll({})).filter(e => e.getClientRects().length > 0) \
         .map(e => ({{text: (e.textContent || e.name || '').trim().slice(0, 40), box: box(e)}}))}};",
        serde_json::json!(targets)
    ))
}

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}"))
}

/// The page does not scroll sideways, and every tap target (at least `least` of them) is 44 px
/// each way at least, inside the screen.
#[track_caller]
fn fits(b: &Browser, targets: &str, least: usize, what: &str) {
    let m = measure(b, targets);
    assert!(f(&m["scroll_width"]) <= f(&m["width"]), "{what} scrolls sideways: {m}");
    let all = m["targets"].as_array().unwrap();
    assert!(all.len() >= least, "{what}: {} tap targets, {least} expected: {m}", all.len());
    for t in all {
        let r = &t["box"];
        assert!(f(&r["width"]) >= 44.0 && f(&r["height"]) >= 44.0, "{what}: a tap target under 44 px: {t}");
        assert!(f(&r["left"]) >= 0.0 && f(&r["right"]) <= f(&m["width"]), "{what}: a tap target off the screen: {t}");
    }
}

fn keep(b: &Browser, name: &str) {
    if let Some(dir) = std::env::var_os("TAPETE_SCREENSHOTS") {
        std::fs::write(Path::new(&dir).join(name), b.screenshot()).unwrap();
    }
}

/// A tap on the element `css` finds.
#[track_caller]
fn tap(b: &Browser, css: &str) {
    let id = b.find(css).unwrap_or_else(|| panic!("no {css} on the page"));
    b.click(&id);
}

/// A line typed into the table's entry line and sent (Enter), once the page shows the table at
/// its `lines - 1` lines (the page is drawn again as the table moves: an entry line replaced
/// under the typing is found again); the table's journal then has `lines` lines.
fn type_line(b: &Browser, s: &Server, line: &str, lines: u64) {
    wait::until_true("the page up to date", || b.js("return +document.body.dataset.seq;").as_u64() == Some(lines - 1));
    wait::until_true(&format!("{line} typed"), || {
        let Some(id) = b.find("#ask input[name=entry]") else { return false };
        let typed = serde_json::json!({"text": format!("{line}\u{E007}")});
        match b.try_call("POST", &format!("/element/{id}/value"), typed) {
            Ok(_) => true,
            Err(e) if e.contains("stale element") => false,
            Err(e) => panic!("{line}: {e}"),
        }
    });
    wait::until_true(&format!("{line} written"), || {
        let st: Value = serde_json::from_str(&s.get("/t/1/state", "").body).unwrap();
        st["seq"].as_u64() == Some(lines)
    });
}

/// Every element's text colour that shows some text, with the background it is drawn on (its
/// own, else its nearest ancestor's that is not transparent), as `rgb(…)` strings.
const COLOURS: &str = r#"
const bg = e => { for (let x = e; x; x = x.parentElement) { const c = getComputedStyle(x).backgroundColor;
  if (c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') return c; } return 'rgb(255, 255, 255)'; };
return Array.from(document.querySelectorAll('body *')).filter(e => e.getClientRects().length > 0
  && Array.from(e.childNodes).some(n => n.nodeType === 3 && n.textContent.trim()))
  .map(e => ({what: e.tagName + '.' + e.className + ' ' + e.textContent.trim().slice(0, 24),
    color: getComputedStyle(e).color, background: bg(e)}));
"#;

/// The WCAG relative luminance of a colour.
fn luminance(c: [u32; 3]) -> f64 {
    let lin = |v: u32| {
        let s = f64::from(v) / 255.0;
        if s <= 0.03928 {
            s / 12.92
        } else {
            ((s + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])
}

/// The page dark or light as the screen asks (`prefers-color-scheme`), as the table's page is
/// (docs/serve.md): its background dark or pale, and every text on the page readable on what it
/// is drawn on (a contrast of 3 at least, WCAG's for large text; the stages' colours included).
/// Left dark, as the screenshots are.
#[track_caller]
fn follows_the_scheme(b: &Browser, what: &str) {
    for dark in [false, true] {
        b.scheme(dark);
        let body = browser::rgb(&b.js("return getComputedStyle(document.body).backgroundColor;"));
        assert_eq!(luminance(body) < 0.2, dark, "{what}, dark {dark}: the page's background {body:?}");
        let texts = b.js(COLOURS);
        let texts = texts.as_array().unwrap();
        assert!(texts.len() > 5, "{what}: {texts:?}");
        for t in texts {
            let (fg, bg) = (luminance(browser::rgb(&t["color"])), luminance(browser::rgb(&t["background"])));
            let contrast = (fg.max(bg) + 0.05) / (fg.min(bg) + 0.05);
            assert!(contrast >= 3.0, "{what}, dark {dark}: {t} has a contrast of {contrast:.2}");
        }
    }
}

/// The number of the projector's or the organiser's rows of tables.
fn rows(b: &Browser) -> u64 {
    b.js("return document.querySelectorAll('table.tables tbody tr').length;").as_u64().unwrap()
}

#[test]
fn a_served_concours_on_a_table_s_phone_the_projector_and_the_organiser_s_page() {
    if browser::skipped() {
        return;
    }
    let home = tempfile::tempdir().unwrap();
    crate::support::tapete()
        .home(home.path())
        .args(["concours", "new", "Verano", "--ruleset", "belote-classic", "--teams", TEAMS, "--rounds", "3"])
        .args(["--hands", "2", "--seed", "5"])
        .status(0)
        .run();
    let journal = crate::support::only_journal(&home.path().join("concours"));
    crate::support::tapete().home(home.path()).args(["concours", "draw"]).status(0).run();
    let (tables, _) = draw(home.path(), 1);
    assert_eq!(tables.len(), 3, "seven teams: three tables and a bye");
    let s = Server::start_with(home.path(), &["--round-minutes", "60"]);

    // Table 2 done, table 3 disputed, by plain HTTP phones.
    let (a, b, o) = seated(&s, &journal, 1, 2, &tables[1]);
    by_tallies(&s, &a, &b, &o);
    confirm_both(&s, &a, &b, [&format!("{}+{}", o[0], o[2]), &format!("{}+{}", o[1], o[3])], 2);
    let (a, b, o) = seated(&s, &journal, 1, 3, &tables[2]);
    by_tallies(&s, &a, &b, &o);
    a.write(&s, &format!("confirm {}+{}", o[0], o[2]));
    b.write(&s, &format!("dispute {}+{} the second hand was 72", o[1], o[3]));
    assert_eq!(s.table_state(3)["stage"], "disputed");

    // Table 1 on a phone: the PIN, then the seating by taps.
    let phone = Browser::with(PHONE);
    phone.go(&format!("http://{}/t/1/?pin={}", s.addr, pin(&journal, 1, 1)));
    assert!(phone.find("input[name=dealer]").is_some(), "the seating form");
    fits(&phone, "#ask button, #ask label.seat", 9, "the seating form on a phone");
    let (t0, t1) = (players(&tables[0][0]), players(&tables[0][1]));
    tap(&phone, &format!("input[name=dealer][value=\"{}\"]", t0[0]));
    tap(&phone, &format!("input[name=next][value=\"{}\"]", t1[0]));
    let checked = phone.js("return Array.from(document.querySelectorAll('.seating input:checked')).map(e => e.value);");
    assert_eq!(checked, serde_json::json!([t0[0], t1[0]]));
    keep(&phone, "concours-serve-seating-phone.png");
    tap(&phone, "#ask button.wide");
    wait::until_true("the table seated", || s.table_state(1)["stage"] == "playing");
    // A hand typed on the phone: the dealer's team defends and wins 162 to 0.
    wait::until_true("the table's page", || phone.find("#ask input[name=entry]").is_some());
    let (d, n) = (format!("{}+{}", t0[0], t0[1]), format!("{}+{}", t1[0], t1[1]));
    type_line(&phone, &s, &format!("deal {} 8C", t0[0]), 2);
    type_line(&phone, &s, &format!("{} take", t1[0]), 3);
    type_line(&phone, &s, &format!("tally {d} 92/5 {n} 70/3"), 4);
    let t = s.table_state(1);
    assert_eq!((&t["hand"], &t["totals"]), (&Value::from(1), &serde_json::json!([162, 0])), "{t}");
    // The round's clock on the phone: 60 minutes from the draw, a moment ago.
    wait::until_true("the page at the tally", || phone.text("#board").contains("162"));
    let clock = phone.text(".clock");
    let left: i64 = clock.split_whitespace().next().unwrap().parse().unwrap_or_else(|_| panic!("{clock}"));
    assert!((1..=60).contains(&left) && clock.ends_with("min left"), "{clock}");
    keep(&phone, "concours-serve-table-phone.png");
    fits(&phone, "#ask button, #ask input[name=entry], #ask summary", 3, "the table's page on a phone");
    drop(phone);

    // The projector, on a projector and on a phone: the three tables and the standings.
    for (screen, name) in [(PROJECTOR, "concours-serve-projector.png"), (PHONE, "concours-serve-projector-phone.png")] {
        let b = Browser::with(screen);
        b.go(&format!("http://{}/", s.addr));
        assert_eq!(rows(&b), 3, "a row a table");
        let text = b.text("body");
        for stage in ["playing", "done", "disputed", "the second hand was 72", "1 of 2", "2 of 2"] {
            assert!(text.contains(stage), "{stage} on the projector: {text}");
        }
        assert!(b.find("table.standings").is_some(), "the standings");
        follows_the_scheme(&b, "the projector");
        keep(&b, name);
        fits(&b, "a, button", 0, "the projector");
    }

    // The organiser's page on a phone and a desktop: the tables, then table 3's partie opened.
    for (screen, suffix) in [(PHONE, "-phone"), (DESKTOP, "")] {
        let b = Browser::with(screen);
        b.go(&format!("http://{}/admin/", s.addr));
        fits(&b, "button, input:not([type=hidden]), select, a", 2, "the organiser's PIN form");
        let admin_pin =
            s.said().iter().find(|l| l.contains("/admin/")).unwrap().rsplit(' ').next().unwrap().to_string();
        b.go(&format!("http://{}/admin/?pin={admin_pin}", s.addr));
        assert_eq!(rows(&b), 3, "a row a table");
        assert!(b.text("body").contains("the second hand was 72"), "the dispute");
        follows_the_scheme(&b, "the organiser's page");
        keep(&b, &format!("concours-serve-admin{suffix}.png"));
        // Three tables' links, the withdrawal's team and button, a late team's two players and
        // button, the draw's button.
        assert!(b.find("form[action=\"/admin/add\"] input[name=b]").is_some(), "the late team's form");
        fits(&b, "button, input:not([type=hidden]), select, a", 9, "the organiser's page");
        tap(&b, "table.tables a[href=\"/admin/?t=3\"]");
        wait::until_true("table 3 opened", || b.find("input[name=entry]").is_some());
        follows_the_scheme(&b, "a table's partie on the organiser's page");
        keep(&b, &format!("concours-serve-admin-table{suffix}.png"));
        fits(&b, "button, input:not([type=hidden]), select, a", 9, "a table's partie on the organiser's page");
    }
}
