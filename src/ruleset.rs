/*!
Ruleset files: the rules of a game as data.

A ruleset is a YAML document (`format: 1`) that states the deck, the player counts and team
layout, the card order and points per mode, the play duties, the game's bonuses and every
house-rule option with its default and a one-line description. The four bundled rulesets are
embedded in the binary; a user's own file loads by path. Judgement (legality, trick winners,
meld comparison, scoring) is Rust code in `referee` and the `games` modules, chosen by these fields.

Every problem is reported as `FILE:LINE:COL: message`: serde locates type errors and unknown
keys, and `locate::Positions` locates the checks made after deserializing.
*/

pub(crate) mod flaw;
pub(crate) mod listing;
pub(crate) mod locate;
#[doc(hidden)]
pub mod options;

use crate::cards::{self, Card, DeckKind, Rank};
use crate::files::{FileError, What};
use indexmap::IndexMap;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

#[doc(hidden)]
pub use flaw::Flaw;
#[doc(hidden)]
pub use options::{OptValue, OptionProblem, OptionSpec, Options};

/// One problem in a ruleset file, located in its source (the catalogues word it
/// `FILE:LINE:COL: message`).
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(hidden)]
pub struct RulesetProblem {
    /// The file; for a ruleset a journal carries (`carried`), the journal.
    pub file: String,
    /// The ruleset is the one the journal `file` carries on its line 1 (`ruleset_yaml`): `line`
    /// and `column` are within that text.
    pub carried: bool,
    pub line: usize,
    pub column: usize,
    pub flaw: Flaw,
}

/// Why a ruleset cannot be had.
#[derive(Debug)]
#[doc(hidden)]
pub enum RulesetError {
    /// The file's problems, each located (`FILE:LINE:COL: message`), in the order they stand.
    Problems(Vec<RulesetProblem>),
    /// No bundled ruleset has this name and no file this path; `bundled` are the names, `near`
    /// every one it could mean (`belote`: belote-classic and belote-es).
    Unknown { name: String, bundled: Vec<&'static str>, near: Vec<&'static str> },
    /// The file cannot be read.
    File(FileError),
}

impl From<FileError> for RulesetError {
    fn from(e: FileError) -> RulesetError {
        RulesetError::File(e)
    }
}

/// The largest number of points a card, a combination or a bonus may be worth.
pub(crate) const MAX_POINTS: i64 = 1000;

/// Ruleset files larger than this are refused before parsing.
pub(crate) const MAX_RULESET_BYTES: usize = crate::files::MAX_RULESET_BYTES as usize;

/// The bundled rulesets: name and YAML text.
#[doc(hidden)]
pub const BUNDLED: &[(&str, &str)] = &[
    ("belote-classic", include_str!("../rulesets/belote-classic.yaml")),
    ("belote-es", include_str!("../rulesets/belote-es.yaml")),
    ("bestia", include_str!("../rulesets/bestia.yaml")),
    ("perejila", include_str!("../rulesets/perejila.yaml")),
    ("coinche", include_str!("../rulesets/coinche.yaml")),
    ("contree", include_str!("../rulesets/contree.yaml")),
];

/// Earlier texts of the bundled rulesets that play exactly as the present ones (name, sha256):
/// a journal recorded with one replays without a warning that its rules changed. A text enters
/// this list only when what changed plays no part in the journals recorded with it (an option
/// added whose default keeps the play as it was).
pub(crate) const SAME_RULES: &[(&str, &str)] = &[
    // Before the option `hands` (0, no limit: the play as it was).
    ("belote-classic", "3150a4602068859e31e8702c11c9ea646cf2775824e551fad0fae36db8553a4d"),
    ("belote-es", "3d163264c6d8b756061443bc9de386241ea5b0338b19a728827f99f5c6a57979"),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[doc(hidden)]
pub enum TeamsRule {
    /// Every player plays for themselves.
    None,
    /// Two teams of partners sitting opposite.
    Required,
    /// Individually, or (with 4 players) in two pairs of partners sitting opposite.
    Optional,
}

/// When a follower must head (beat) the best card of the led suit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[doc(hidden)]
pub enum Head {
    Never,
    Trumps,
    Always,
}

/// When a player void in the led suit must ruff (play a trump).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[doc(hidden)]
pub enum Ruff {
    Never,
    Always,
    UnlessPartnerWinning,
}

fn yes() -> bool {
    true
}

/// The play duties of one trump mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Duties {
    /// Follow the led suit when able.
    pub(crate) follow: bool,
    /// Beat the best card of the led suit when following.
    pub(crate) head: Head,
    /// Whether the head duty still applies once a plain-suit trick has been trumped.
    #[serde(default = "yes")]
    pub(crate) head_when_ruffed: bool,
    /// Void in the led suit: must ruff.
    pub(crate) ruff: Ruff,
    /// Ruffing a trick that holds a trump: must play a higher trump when able.
    #[serde(default)]
    pub(crate) overtrump: bool,
    /// Unable to overtrump: must still play a (lower) trump when able.
    #[serde(default)]
    pub(crate) undertrump: bool,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDeck {
    kind: DeckKind,
    ranks: Vec<String>,
    #[serde(default)]
    extra_ranks: Vec<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPlayers {
    counts: Vec<u32>,
    teams: TeamsRule,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTable {
    order: Vec<String>,
    #[serde(default)]
    points: IndexMap<String, i32>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCards {
    trump: Option<RawTable>,
    plain: Option<RawTable>,
    #[serde(rename = "no-trump")]
    no_trump: Option<RawTable>,
    #[serde(rename = "all-trump")]
    all_trump: Option<RawTable>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDuties {
    trump: Option<Duties>,
    #[serde(rename = "all-trump")]
    all_trump: Option<Duties>,
    #[serde(rename = "no-trump")]
    no_trump: Option<Duties>,
}

/// The ruleset's common part as the file has it. Its other top-level keys (`rest`) are the game's
/// section, which the game's module reads (`games`), or mistakes it reports.
#[derive(Debug, Clone, Deserialize)]
pub(crate) struct RawRuleset {
    format: u32,
    name: String,
    game: String,
    description: String,
    deck: RawDeck,
    players: RawPlayers,
    #[serde(default)]
    cards: RawCards,
    #[serde(default)]
    duties: RawDuties,
    options: IndexMap<String, OptionSpec>,
    #[serde(flatten)]
    rest: IndexMap<String, serde::de::IgnoredAny>,
}

/// Card order (strength, higher wins) and points of one mode, indexed by rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct CardTable {
    pub(crate) strength: [u8; 16],
    pub(crate) points: [i32; 16],
    /// Ranks high to low, for display.
    pub(crate) order: [u8; 16],
    pub(crate) order_len: usize,
}

impl CardTable {
    pub(crate) fn ranks_high_to_low(&self) -> impl Iterator<Item = Rank> + '_ {
        self.order[..self.order_len].iter().map(|r| Rank(*r))
    }
}

/// The common part of a loaded and checked ruleset: deck, players, card orders, duties and
/// options. A game's module adds its own section (`games::Rules`).
#[derive(Debug, Clone)]
#[doc(hidden)]
pub struct Ruleset {
    pub name: String,
    pub(crate) description: String,
    /// The game it is played by (`game:` in the file).
    pub game: String,
    /// Bundled name or the path the file was loaded from.
    pub(crate) origin: String,
    pub(crate) bundled: bool,
    pub(crate) sha256: String,
    /// The YAML text it was read from (a journal carries a user's ruleset whole).
    pub(crate) text: String,
    pub deck_kind: DeckKind,
    /// Ranks of the base deck, as listed.
    pub(crate) ranks: Vec<Rank>,
    /// Ranks added by options or player counts (bestia, perejila 48), in order of addition.
    pub(crate) extra_ranks: Vec<Rank>,
    pub player_counts: Vec<u32>,
    pub teams: TeamsRule,
    pub(crate) trump_table: Option<CardTable>,
    pub(crate) plain_table: Option<CardTable>,
    pub(crate) no_trump_table: Option<CardTable>,
    pub(crate) all_trump_table: Option<CardTable>,
    pub(crate) trump_duties: Option<Duties>,
    pub(crate) all_trump_duties: Option<Duties>,
    pub(crate) no_trump_duties: Option<Duties>,
    pub options: IndexMap<String, OptionSpec>,
}

pub(crate) struct Checker<'a> {
    file: &'a str,
    text: &'a str,
    /// Where each key and value stands: built when a problem needs it (a good file never does).
    pos: Option<locate::Positions>,
    problems: Vec<RulesetProblem>,
}

impl Checker<'_> {
    fn pos(&mut self) -> &locate::Positions {
        let text = self.text;
        self.pos.get_or_insert_with(|| locate::Positions::of(text))
    }
    pub(crate) fn at(&mut self, path: &str, flaw: Flaw) {
        let (line, column) = self.pos().value(path);
        self.problems.push(RulesetProblem { file: self.file.to_string(), carried: false, line, column, flaw });
    }
    /// Check that a number is in `lo..=hi`; false (and a problem at `path`) when it is not.
    pub(crate) fn range(&mut self, path: &str, v: i64, lo: i64, hi: i64) -> bool {
        if (lo..=hi).contains(&v) {
            return true;
        }
        self.at(path, Flaw::Range { lo, hi, got: v });
        false
    }
    pub(crate) fn at_key(&mut self, path: &str, flaw: Flaw) {
        let (line, column) = self.pos().key(path);
        self.problems.push(RulesetProblem { file: self.file.to_string(), carried: false, line, column, flaw });
    }
}

pub(crate) fn rank_list(kind: DeckKind) -> String {
    cards::all_ranks(kind).iter().map(|r| cards::rank_code(kind, *r)).collect::<Vec<_>>().join(" ")
}

/// A ruleset text read by the YAML parser, before it is checked.
pub(crate) struct Read<'a> {
    pub(crate) raw: RawRuleset,
    ck: Checker<'a>,
}

/// A ruleset whose common part is checked, for the game's module to complete: the checker (to
/// add the game's problems at their places), the file's other top-level keys and the options.
pub(crate) struct Draft<'a> {
    pub(crate) ruleset: Ruleset,
    pub(crate) ck: Checker<'a>,
    /// The top-level keys that are not the common part's, in the order they stand.
    pub(crate) rest: Vec<String>,
}

/// Where a ruleset file is found: the name of a bundled one, or a file's path and text.
pub(crate) enum Source {
    Bundled(&'static str),
    File(String, String),
}

impl Ruleset {
    /// The text of a ruleset named by bundled name or path.
    pub(crate) fn source(name_or_path: &str) -> Result<Source, RulesetError> {
        if let Some((name, _)) = BUNDLED.iter().find(|(n, _)| *n == name_or_path) {
            return Ok(Source::Bundled(name));
        }
        let path = std::path::Path::new(name_or_path);
        if std::fs::symlink_metadata(path).is_err() {
            let names: Vec<&str> = BUNDLED.iter().map(|(n, _)| *n).collect();
            let near = crate::suggest::candidates(name_or_path, names.iter().copied());
            return Err(RulesetError::Unknown { name: name_or_path.to_string(), bundled: names, near });
        }
        let text = crate::files::read_text(path, What::Ruleset, crate::files::MAX_RULESET_BYTES)?;
        Ok(Source::File(name_or_path.to_string(), text))
    }

    /// Read a ruleset text with the YAML parser; `file` names it in messages; `sections` are the
    /// top-level keys the games' sections may have. A `bundled` text (embedded, checked by the
    /// tests) skips the scan for nesting that only an outside file needs before the YAML parser
    /// sees it. A key that is neither common nor a section stops the reading first (a misspelt
    /// `game:` says so rather than that `game` is missing).
    pub(crate) fn read<'a>(
        text: &'a str,
        file: &'a str,
        bundled: bool,
        sections: &[&'static str],
    ) -> Result<Read<'a>, RulesetError> {
        if text.len() > MAX_RULESET_BYTES {
            return Err(problem(file, 1, 1, Flaw::TooLarge { bytes: text.len() }));
        }
        let pos = if bundled { None } else { Some(locate::Positions::of(text)) };
        if let Some((line, column)) = pos.as_ref().and_then(|p| p.too_deep) {
            return Err(problem(file, line, column, Flaw::TooDeep { max: locate::MAX_DEPTH }));
        }
        let unknown = |keys: Vec<&String>| -> Result<(), RulesetError> {
            let Some(key) =
                keys.into_iter().find(|k| !COMMON_KEYS.contains(&k.as_str()) && !sections.contains(&k.as_str()))
            else {
                return Ok(());
            };
            let (line, column) = locate::Positions::of(text).key(key);
            let mut expected: Vec<&'static str> = COMMON_KEYS[..COMMON_KEYS.len() - 1].to_vec();
            expected.extend(sections);
            expected.push("options");
            Err(problem(file, line, column, Flaw::UnknownKey { key: key.clone(), expected }))
        };
        let raw: RawRuleset = match serde_yaml::from_str(text) {
            Ok(raw) => raw,
            Err(e) => {
                if let Ok(keys) = serde_yaml::from_str::<IndexMap<String, serde::de::IgnoredAny>>(text) {
                    unknown(keys.keys().collect())?;
                }
                return Err(yaml_problem(text, file, &e));
            }
        };
        unknown(raw.rest.keys().collect())?;
        Ok(Read { raw, ck: Checker { file, text, pos, problems: Vec::new() } })
    }
}

/// The top-level keys of the common part, `options` last.
const COMMON_KEYS: [&str; 9] =
    ["format", "name", "game", "description", "deck", "players", "cards", "duties", "options"];

/// One located problem, as an error.
fn problem(file: &str, line: usize, column: usize, flaw: Flaw) -> RulesetError {
    RulesetError::Problems(vec![RulesetProblem { file: file.to_string(), carried: false, line, column, flaw }])
}

/// A YAML parser's error in a ruleset text, located.
pub(crate) fn yaml_problem(text: &str, file: &str, e: &serde_yaml::Error) -> RulesetError {
    // Some reader errors give only an offset: "… at position 17".
    let msg = e.to_string();
    let offset = msg.split_once("at position ").and_then(|(_, n)| n.trim().parse::<usize>().ok());
    let (line, column) = match (offset, e.location()) {
        (Some(i), _) => {
            let before: String = text.chars().take(i).collect();
            crate::files::line_col(before.as_bytes())
        }
        (None, Some(l)) => (l.line(), l.column()),
        (None, None) => (1, 1),
    };
    if msg.starts_with("invalid type: ") && msg.contains("expected struct RawRuleset") {
        return problem(file, line, column, Flaw::NotAMapping);
    }
    let msg =
        crate::term::scrub(&msg).replace("struct RawRuleset", "a ruleset (a mapping with format, name, game, deck, …)");
    problem(file, line, column, Flaw::Yaml(msg))
}

impl<'a> Read<'a> {
    /// Check the common part.
    pub(crate) fn check(self) -> Draft<'a> {
        let Read { raw, mut ck } = self;
        let rest = raw.rest.keys().cloned().collect();
        let ruleset = build(raw, &mut ck);
        Draft { ruleset, ck, rest }
    }
}

impl Draft<'_> {
    /// Every problem found, in the order they stand in the file; else the ruleset.
    pub(crate) fn finish(mut self, bundled: bool) -> Result<Ruleset, RulesetError> {
        if !self.ck.problems.is_empty() {
            self.ck.problems.sort_by_key(|p| (p.line, p.column));
            return Err(RulesetError::Problems(self.ck.problems));
        }
        let mut r = self.ruleset;
        r.sha256 = sha256_hex(self.ck.text.as_bytes());
        r.origin = self.ck.file.to_string();
        r.text = self.ck.text.to_string();
        r.bundled = bundled;
        Ok(r)
    }
}

impl Ruleset {
    pub(crate) fn supports_players(&self, n: usize) -> bool {
        self.player_counts.contains(&(n as u32))
    }

    /// Parse a card code or typed card of this ruleset's deck.
    pub fn parse_card(&self, text: &str) -> Result<Card, cards::CardParseError> {
        cards::parse_card(self.deck_kind, text)
    }

    pub fn code(&self, card: Card) -> String {
        card.code(self.deck_kind)
    }

    /// Check and complete session options (from a journal header or `--option`).
    pub fn options(&self, given: &IndexMap<String, OptValue>) -> Result<Options, OptionProblem> {
        Options::resolve(self, given)
    }
}

pub(crate) fn sha256_hex(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

pub(crate) fn parse_ranks(ck: &mut Checker, kind: DeckKind, list: &[String], path: &str) -> Vec<Rank> {
    let mut out: Vec<Rank> = Vec::new();
    for (i, s) in list.iter().enumerate() {
        match cards::parse_rank_code(kind, s) {
            Some(r) if out.contains(&r) => ck.at(&format!("{path}.{i}"), Flaw::RankTwice { rank: s.clone() }),
            Some(r) => out.push(r),
            None => ck.at(&format!("{path}.{i}"), Flaw::NotARankOf { text: s.clone(), deck: kind }),
        }
    }
    out
}

fn build_table(ck: &mut Checker, kind: DeckKind, deck: &[Rank], t: &RawTable, path: &str) -> CardTable {
    let order = parse_ranks(ck, kind, &t.order, &format!("{path}.order"));
    for r in deck {
        if !order.contains(r) {
            ck.at(&format!("{path}.order"), Flaw::OrderLeavesOut { rank: cards::rank_code(kind, *r) });
        }
    }
    for (i, r) in order.iter().enumerate() {
        if !deck.contains(r) {
            ck.at(&format!("{path}.order.{i}"), Flaw::RankNotInDeck { rank: cards::rank_code(kind, *r) });
        }
    }
    let mut table = CardTable { strength: [0; 16], points: [0; 16], order: [0; 16], order_len: order.len() };
    for (i, r) in order.iter().enumerate() {
        table.strength[r.0 as usize] = (order.len() - i) as u8;
        table.order[i] = r.0;
    }
    for (k, v) in &t.points {
        let p = format!("{path}.points.{k}");
        match cards::parse_rank_code(kind, k) {
            Some(r) if deck.contains(&r) => {
                if ck.range(&p, *v as i64, 0, MAX_POINTS) {
                    table.points[r.0 as usize] = *v;
                }
            }
            Some(_) => ck.at_key(&p, Flaw::PointsNotInDeck { rank: k.clone() }),
            None => ck.at_key(&p, Flaw::NotARank { text: k.clone(), deck: kind }),
        }
    }
    table
}

/// Check the common part and build it: the file's identity, the deck, the players, the card
/// orders and the options' descriptions, each a step that reports its problems to `ck`.
fn build(raw: RawRuleset, ck: &mut Checker) -> Ruleset {
    check_identity(ck, raw.format, &raw.name);
    let deck = deck(ck, &raw.deck);
    check_players(ck, &raw.players);
    let [trump_table, plain_table, no_trump_table, all_trump_table] = card_tables(ck, &deck, &raw.cards);
    check_descriptions(ck, &raw.options);
    Ruleset {
        name: raw.name,
        description: raw.description,
        game: raw.game,
        origin: String::new(),
        bundled: false,
        sha256: String::new(),
        text: String::new(),
        deck_kind: deck.kind,
        ranks: deck.ranks,
        extra_ranks: deck.extra,
        player_counts: raw.players.counts,
        teams: raw.players.teams,
        trump_table,
        plain_table,
        no_trump_table,
        all_trump_table,
        trump_duties: raw.duties.trump,
        all_trump_duties: raw.duties.all_trump,
        no_trump_duties: raw.duties.no_trump,
        options: raw.options,
    }
}

/// The format this tapete reads, and a name that can name sessions and files.
fn check_identity(ck: &mut Checker, format: u32, name: &str) {
    if format != 1 {
        ck.at("format", Flaw::Format { format });
    }
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
        ck.at("name", Flaw::Name);
    }
}

/// The deck as checked: its kind, its ranks and the ranks options or player counts add.
struct Deck {
    kind: DeckKind,
    ranks: Vec<Rank>,
    extra: Vec<Rank>,
}

impl Deck {
    /// Every rank a card of this ruleset may have: the deck's, then the added ones.
    fn all_ranks(&self) -> Vec<Rank> {
        self.ranks.iter().chain(&self.extra).copied().collect()
    }
}

/// The deck: at least one rank, each once, and no added rank that is already in it.
fn deck(ck: &mut Checker, raw: &RawDeck) -> Deck {
    let kind = raw.kind;
    let ranks = parse_ranks(ck, kind, &raw.ranks, "deck.ranks");
    let extra = parse_ranks(ck, kind, &raw.extra_ranks, "deck.extra_ranks");
    for (i, r) in extra.iter().enumerate() {
        if ranks.contains(r) {
            ck.at(&format!("deck.extra_ranks.{i}"), Flaw::AlreadyInDeck);
        }
    }
    if ranks.is_empty() {
        ck.at("deck.ranks", Flaw::NoRanks);
    }
    Deck { kind, ranks, extra }
}

/// The player counts: at least one, each from 2 to 8 and once, and even when teams are required.
fn check_players(ck: &mut Checker, players: &RawPlayers) {
    let counts = &players.counts;
    if counts.is_empty() {
        ck.at("players.counts", Flaw::NoPlayerCounts);
    }
    for (i, n) in counts.iter().enumerate() {
        if !(2..=8).contains(n) {
            ck.at(&format!("players.counts.{i}"), Flaw::PlayersImpossible { players: *n });
        } else if counts[..i].contains(n) {
            ck.at(&format!("players.counts.{i}"), Flaw::PlayersTwice { players: *n });
        }
    }
    if players.teams == TeamsRule::Required {
        for (i, n) in counts.iter().enumerate() {
            if n % 2 != 0 {
                ck.at(&format!("players.counts.{i}"), Flaw::PlayersNoTeams { players: *n });
            }
        }
    }
}

/// The card orders and points the file gives (trump, plain, no-trump, all-trump), each over
/// every rank of the deck; the plain order is required.
fn card_tables(ck: &mut Checker, deck: &Deck, cards: &RawCards) -> [Option<CardTable>; 4] {
    let all_ranks = deck.all_ranks();
    let tables = [
        (&cards.trump, "cards.trump"),
        (&cards.plain, "cards.plain"),
        (&cards.no_trump, "cards.no-trump"),
        (&cards.all_trump, "cards.all-trump"),
    ]
    .map(|(t, path)| t.as_ref().map(|t| build_table(ck, deck.kind, &all_ranks, t, path)));
    if cards.plain.is_none() {
        ck.at("cards", Flaw::NeedsPlain);
    }
    tables
}

/// Each option's description is one line a terminal shows as it is.
fn check_descriptions(ck: &mut Checker, options: &IndexMap<String, OptionSpec>) {
    for (key, spec) in options {
        if spec.description.chars().any(crate::term::is_unsafe) {
            ck.at(&format!("options.{key}.description"), Flaw::Description);
        }
    }
}

#[cfg(test)]
mod tests {
    /// A journal names its ruleset by this digest: the standard one, FIPS 180-2's example "abc"
    /// (appendix B.1) and the empty message, in lowercase hex.
    #[test]
    fn sha256_hex_is_the_standard_digest() {
        assert_eq!(super::sha256_hex(b"abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        assert_eq!(super::sha256_hex(b""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    }
}
