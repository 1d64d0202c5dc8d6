//! Markdown outputs are read through renderers that take raw HTML: a name is text there, never
//! markup. `&`, `<` and `>` are written as entities in every cell, title and line, and a pipe is
//! escaped in a cell.

use crate::support::tapete;
use std::path::Path;

const HOSTILE: &str = "<img src=x onerror=alert(1)>";

/// Every `<` of `md` opens one of the tags tapete writes itself (`<br>` for a line break in a
/// cell): no name brought one.
fn no_markup_but_line_breaks(md: &str) {
    for (i, _) in md.match_indices('<') {
        assert!(md[i..].starts_with("<br>"), "raw markup at {i}: {md}");
    }
    assert!(!md.contains('>') || md.matches('>').count() == md.matches("<br>").count(), "{md}");
}

#[test]
fn a_name_with_markup_is_text_in_a_markdown_summary() {
    let home = tempfile::tempdir().unwrap();
    let players = format!("{HOSTILE},Luis|Pep,Marta & Co,Olga");
    tapete().args(["new", "belote-classic", "--players", &players]).home(home.path()).stdin("quit\n").status(0).run();
    let journal = crate::support::only_journal(home.path());
    let md = tapete().args(["summary", "--format", "markdown"]).arg(&journal).status(0).run().stdout;
    no_markup_but_line_breaks(&md);
    // The sides are the first and third players against the second and fourth.
    let header = md.lines().find(|l| l.starts_with("| ")).unwrap();
    assert!(header.contains("| &lt;img src=x onerror=alert(1)&gt;+Marta &amp; Co |"), "{header}");
    assert!(header.contains("| Luis\\|Pep+Olga |"), "{header}");
    // The title and the lines under the table name the players too.
    assert!(md.starts_with("# belote-classic · &lt;img src=x onerror=alert(1)&gt;+Marta &amp; Co vs "), "{md}");
    assert!(md.contains("- Infractions: &lt;img src=x onerror=alert(1)&gt; 0, "), "{md}");
}

fn concours(home: &Path) -> std::path::PathBuf {
    let teams = home.join("teams.csv");
    std::fs::write(&teams, format!("{HOSTILE},Ana,Luis\nA & B,Marta,Pep\nC|D,Eva,Juan\n<b>,Rosa,Tomas\n")).unwrap();
    tapete()
        .home(home)
        .args(["concours", "new", "<script>Fiesta</script>", "--ruleset", "belote-classic", "--rounds", "2"])
        .args(["--seed", "7", "--hands", "4", "--teams-file"])
        .arg(&teams)
        .status(0)
        .run();
    crate::support::only_journal(&home.join("concours"))
}

#[test]
fn a_team_or_concours_name_with_markup_is_text_in_markdown_standings() {
    let home = tempfile::tempdir().unwrap();
    let file = concours(home.path());
    let md =
        tapete().args(["concours", "standings", "--format", "markdown", "--file"]).arg(&file).status(0).run().stdout;
    no_markup_but_line_breaks(&md);
    assert!(
        md.starts_with("## ") && md.lines().next().unwrap().contains("&lt;script&gt;Fiesta&lt;/script&gt;"),
        "{md}"
    );
    for name in ["&lt;img src=x onerror=alert(1)&gt;", "A &amp; B", "C\\|D", "&lt;b&gt;"] {
        assert!(md.contains(&format!("| {name} |")), "{name}: {md}");
    }
}
