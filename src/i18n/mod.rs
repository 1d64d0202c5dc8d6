/*!
The language catalogues: every sentence tapete prints is made here, from data. Each language is
one file implementing [`Catalog`]; its methods match exhaustively on the rulings, questions and
labels, so a sentence missing in one language does not compile. Adding a language is one file
and one line in [`Lang`].

`--lang` chooses the language; without it, `LC_ALL`, `LC_MESSAGES` and `LANG` are looked at in
that order (`es_ES.UTF-8` is Spanish, `fr_FR` French), else English. The language goes into a
new journal's header and `resume` keeps it.
*/

mod en;
mod es;
mod fr;

use crate::cards::{Card, DeckKind, Suit};
use crate::engine::Misread;
use crate::engine::{
    Event, Form, HandReport, HandResult, HandSoFar, Infraction, Item, Lance, MeldName, Notice, Outcome, Question,
    Refusal, Trump,
};
use crate::error::Error;
use crate::rules::seating::Seating;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, clap::ValueEnum, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    En,
    Es,
    Fr,
}

impl Lang {
    /// From `LC_ALL`, `LC_MESSAGES`, `LANG` (the first one set), else English.
    pub fn from_env() -> Lang {
        let v: Vec<Option<String>> = ["LC_ALL", "LC_MESSAGES", "LANG"].iter().map(|k| std::env::var(k).ok()).collect();
        Lang::from_values(&v.iter().map(|x| x.as_deref()).collect::<Vec<_>>())
    }

    /// The language of the first of these locale values that is set and not empty.
    pub fn from_values(values: &[Option<&str>]) -> Lang {
        match values.iter().flatten().find(|v| !v.is_empty()).map(|v| v.to_lowercase()) {
            Some(v) if v.starts_with("es") => Lang::Es,
            Some(v) if v.starts_with("fr") => Lang::Fr,
            _ => Lang::En,
        }
    }
    pub fn or_env(lang: Option<Lang>) -> Lang {
        lang.unwrap_or_else(Lang::from_env)
    }
    /// The code written in journal headers.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Fr => "fr",
        }
    }
    pub fn from_code(code: &str) -> Option<Lang> {
        match code {
            "en" => Some(Lang::En),
            "es" => Some(Lang::Es),
            "fr" => Some(Lang::Fr),
            _ => None,
        }
    }
    pub fn all() -> [Lang; 3] {
        [Lang::En, Lang::Es, Lang::Fr]
    }
    pub fn catalog(self) -> &'static dyn Catalog {
        match self {
            Lang::En => &en::En,
            Lang::Es => &es::Es,
            Lang::Fr => &fr::Fr,
        }
    }
}

/// Who and what a sentence may name: the players and sides of a session, and its deck.
#[derive(Debug, Clone, Copy)]
pub struct Names<'a> {
    pub players: &'a [String],
    pub sides: &'a [String],
    pub deck: DeckKind,
}

impl<'a> Names<'a> {
    pub fn of(seating: &'a Seating, deck: DeckKind) -> Names<'a> {
        Names { players: &seating.players, sides: &seating.sides, deck }
    }
    pub fn player(&self, seat: usize) -> String {
        self.players.get(seat).map(|p| crate::term::safe(p).into_owned()).unwrap_or_else(|| format!("#{seat}"))
    }
    pub fn side(&self, side: usize) -> String {
        self.sides.get(side).map(|p| crate::term::safe(p).into_owned()).unwrap_or_else(|| format!("#{side}"))
    }
    /// A card as the table writes it: `10♥` (French deck), `1O` (Spanish deck).
    pub fn card(&self, c: Card) -> String {
        c.short(self.deck)
    }
    pub fn cards(&self, cs: &[Card]) -> String {
        cs.iter().map(|c| self.card(*c)).collect::<Vec<_>>().join(" ")
    }
    pub fn suit(&self, s: Suit) -> &'static str {
        crate::cards::suit_short(self.deck, s)
    }
}

/// Fixed words and short phrases: headings, labels, words of a scoreboard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Text {
    Hand,
    Dealer,
    Taker,
    Trump,
    Result,
    Total,
    Announcements,
    Squares,
    Pot,
    Time,
    Winner,
    NoWinnerYet,
    NoInfractions,
    Started,
    Lasted,
    Nobody,
    Stays,
    /// The last item of the list at a terminal: type an entry instead.
    TypeAnEntry,
    AllTrump,
    NoTrump,
    Yes,
    No,
    /// Beside a hand's result: entered as a tally, without the cards.
    Tallied,
}

/// The words of the entry language in one language (canonical English words are read in every
/// language). Each list holds the forms a person may type, lower case.
pub struct Words {
    pub pass: &'static [&'static str],
    pub take: &'static [&'static str],
    pub play: &'static [&'static str],
    pub all: &'static [&'static str],
    pub none: &'static [&'static str],
    pub announce: &'static [&'static str],
    pub fine: &'static [&'static str],
    pub show: &'static [&'static str],
    pub swap: &'static [&'static str],
    pub exchange: &'static [&'static str],
    pub mosca: &'static [&'static str],
    pub panfilo: &'static [&'static str],
    pub up: &'static [&'static str],
    pub down: &'static [&'static str],
    pub wild: &'static [&'static str],
    pub draw: &'static [&'static str],
    pub deal: &'static [&'static str],
    pub misdeal: &'static [&'static str],
    pub reshuffle: &'static [&'static str],
    /// The bottom card of the stock, in a deal entry.
    pub bottom: &'static [&'static str],
    pub undo: &'static [&'static str],
    pub score: &'static [&'static str],
    pub help: &'static [&'static str],
    pub quit: &'static [&'static str],
    pub end: &'static [&'static str],
    pub note: &'static [&'static str],
    pub option: &'static [&'static str],
    /// A hand's outcome without its cards, and the renounce the table agreed on in it.
    pub tally: &'static [&'static str],
    pub renounce: &'static [&'static str],
    /// An entry in force replaced.
    pub amend: &'static [&'static str],
    /// What is said with the first and the second of K and Q of trump.
    pub belote: &'static [&'static str],
    pub rebelote: &'static [&'static str],
    pub yes: &'static [&'static str],
    pub no: &'static [&'static str],
    /// Combination names: (word, meaning).
    pub melds: &'static [(&'static str, MeldName)],
}

/// Everything a language says.
pub trait Catalog: Sync {
    fn lang(&self) -> Lang;
    fn words(&self) -> &'static Words;
    fn text(&self, t: Text) -> &'static str;

    // --- cards and the games' own words
    /// A card in the deck's own words: "jack of clubs", "sota de bastos", "valet de trèfle".
    fn card_name(&self, c: Card, deck: DeckKind) -> String;
    fn meld(&self, m: MeldName) -> String;
    fn lance(&self, l: Lance) -> &'static str;
    fn outcome(&self, o: Outcome) -> &'static str;
    fn result(&self, r: HandResult) -> &'static str;
    fn item(&self, i: Item) -> String;
    fn trump(&self, t: Trump, x: &Names) -> String;

    // --- the table
    fn question(&self, q: &Question, x: &Names) -> String;
    /// An event as one line of the typed entry language, in this language's words: a list
    /// item, a default in brackets.
    fn choice(&self, e: &Event, x: &Names) -> String;
    fn notice(&self, n: &Notice, x: &Names) -> String;
    /// Why an entry is refused, without a suggestion.
    fn refusal_only(&self, r: &Refusal, x: &Names) -> String;
    /// " — did you mean X?"
    fn did_you_mean(&self, what: &str) -> String;
    /// Why an entry is refused, with "did you mean …?" when a name or a card was mistyped.
    fn refusal(&self, r: &Refusal, x: &Names) -> String {
        let base = self.refusal_only(r, x);
        match suggestion(r, x, self.card_names(x.deck)) {
            Some(s) => format!("{base}{}", self.did_you_mean(&s)),
            None => base,
        }
    }
    /// Every card of a deck kind with its name in this language: (code, name).
    fn card_names(&self, deck: DeckKind) -> Vec<(String, String)> {
        let ranks: Vec<u8> = match deck {
            DeckKind::French => (2..=14).collect(),
            DeckKind::Spanish => (1..=12).collect(),
        };
        (0..4)
            .flat_map(|s| ranks.iter().map(move |r| Card::new(crate::cards::Suit(s), crate::cards::Rank(*r))))
            .map(|c| (c.code(deck), self.card_name(c, deck)))
            .collect()
    }
    fn misread(&self, m: &Misread, x: &Names) -> String;
    fn infraction(&self, i: &Infraction, x: &Names) -> String;
    /// One line: a hand's result and what it added to each side.
    fn hand_line(&self, r: &HandReport, x: &Names) -> String;
    /// The hand so far (`score` in the middle of a hand).
    fn so_far(&self, h: &HandSoFar, x: &Names) -> String;
    /// `help`: the table's commands and the entries of this game.
    fn help(&self, forms: &[Form]) -> String;
    fn started(&self, ruleset: &str, sides: &str, journal: &str) -> String;
    fn resuming(&self, journal: &str, sides: &str) -> String;
    /// A warning about a journal that still replays, without the "warning:" mark.
    fn warning(&self, w: &crate::journal::Warning) -> String;
    // --- `judge`
    /// The words of `judge`'s verdict (templates: each `{}` is filled in order).
    fn judge_words(&self) -> &'static JudgeWords;
    /// A combination: "cuarta to the 10♥ (50)", "brelán of J (200)".
    fn judge_combo(&self, c: &crate::games::belote::melds::Combo, value: i64, x: &Names) -> String {
        let w = self.judge_words();
        let top = crate::cards::rank_code(x.deck, c.top);
        match c.name {
            MeldName::Four if value > 0 => format!("{} ({value})", fill(w.four, &[top])),
            MeldName::Four => fill(w.worthless, &[top]),
            MeldName::Run(_) => {
                let top = format!("{top}{}", c.suit.map(|s| x.suit(s)).unwrap_or(""));
                format!("{} ({value})", fill(w.run, &[&self.meld(c.name), &top]))
            }
        }
    }
    fn judge_header(&self, trump: crate::cards::Suit, eldest: &str) -> String {
        let suit = crate::cards::suit_short(crate::cards::DeckKind::French, trump);
        fill(self.judge_words().header, &[suit, eldest])
    }
    /// "P1: cuarta to the 10♥ (50) — wins: … — scores 50".
    fn judge_line(
        &self,
        player: &str,
        combos: &[String],
        ruling: &crate::games::belote::judge::Ruling,
        score: i64,
        x: &Names,
    ) -> String {
        use crate::games::belote::judge::{Ruling, Why};
        let w = self.judge_words();
        let list = if combos.is_empty() { w.nothing_held.to_string() } else { combos.join(", ") };
        let ruling = match ruling {
            Ruling::Wins => w.wins.to_string(),
            Ruling::WithPartner => w.partner.to_string(),
            Ruling::Beaten { by, why } => {
                let why = match why {
                    Why::BrelanOverRun => w.why[0],
                    Why::BrelanOrder => w.why[1],
                    Why::MoreCards => w.why[2],
                    Why::HigherTop => w.why[3],
                    Why::TrumpRun => w.why[4],
                    Why::NearestEldest => w.why[5],
                };
                format!("{} ({why})", fill(w.beaten, &[&x.player(*by)]))
            }
            Ruling::Tied { shared: true } => w.tied_shared.to_string(),
            Ruling::Tied { shared: false } => w.tied_none.to_string(),
            Ruling::Mismatch => w.mismatch.to_string(),
            Ruling::NotHigher { by } => fill(w.not_higher, &[&x.player(*by)]),
            Ruling::Lower { by } => fill(w.lower, &[&x.player(*by)]),
            Ruling::Nothing => w.none.to_string(),
        };
        format!("{player}: {list} — {ruling} — {}", fill(w.scores, &[&score.to_string()]))
    }
    /// An announcement checked against the cards.
    fn judge_said(&self, said: &str, made: bool) -> String {
        let w = self.judge_words();
        fill(if made { w.said_ok } else { w.said_bad }, &[said])
    }
    fn judge_sides(&self, sides: &[(String, i64)]) -> String {
        let list: Vec<String> = sides.iter().map(|(s, p)| format!("{s} {p}")).collect();
        fill(self.judge_words().sides, &[&list.join(" · ")])
    }
    fn cut_aside(&self, line: usize, journal: &str, aside: &str) -> String;
    fn saved(&self, journal: &str) -> String;
    fn ended(&self, journal: &str) -> String;
    fn retracted_nothing(&self) -> String;
    /// A column of `tapete stats`.
    fn stat_label(&self, key: crate::engine::StatKey) -> String;
    /// `tapete stats`: the two tables' first column, and the journals not read.
    fn stats_heads(&self) -> [&'static str; 2];
    fn not_read(&self, why: &str) -> String;
    /// `tapete sessions`: an empty sessions folder, the columns, and a journal's status.
    fn sessions_none(&self, dir: &str) -> String;
    fn sessions_heads(&self) -> [&'static str; 7];
    fn session_status(&self, status: &SessionStatus) -> String;
    /// `tapete board`: where the live board is served.
    fn board_at(&self, url: &str, journal: &str) -> String;
    /// `amend` at the table: which entry, then what replaces it.
    fn amend_pick(&self) -> String;
    fn amend_replace(&self, line: usize, old: &str) -> String;
    /// The statistics line of a summary.
    fn stats(&self, s: &Stats) -> String;
    fn best_announcement(&self, points: i64, who: &str, cards: &str) -> String;
    fn infractions_by_player(&self, list: &str) -> String;
    fn not_applied(&self, count: usize) -> String;
    fn infractions_count(&self, count: usize) -> String;
    fn line_error(&self, line: usize, message: &str) -> String;
    fn totals(&self, list: &str) -> String;
    /// An error, in words.
    fn error(&self, e: &Error, x: Option<&Names>) -> String;
    /// A file tapete will not read.
    fn file_error(&self, f: &crate::files::FileError) -> String;
    /// Why a journal line cannot be read.
    fn journal_problem(&self, p: &crate::journal::Problem) -> String;
}

/// What `tapete sessions` says of a journal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SessionStatus {
    /// Won by this side.
    Won(String),
    Ended,
    Unfinished,
    /// Created, its header never written.
    NotStarted,
    /// Cannot be read: the error, in words.
    Unreadable(String),
}

/// What a summary counts.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct Stats {
    /// Whether the hands have takers and results (belote); else only the hands are counted.
    #[serde(skip)]
    pub contracts: bool,
    pub hands: usize,
    pub made: usize,
    pub failed: usize,
    pub litige: usize,
    pub capots: usize,
    pub redeals: usize,
    pub belotes: usize,
}

impl Words {
    /// Every word of this language's entry language and commands (lower case).
    pub fn all(&self) -> impl Iterator<Item = &'static str> {
        let lists: [&'static [&'static str]; 34] = [
            self.pass,
            self.take,
            self.play,
            self.all,
            self.none,
            self.announce,
            self.fine,
            self.show,
            self.swap,
            self.exchange,
            self.mosca,
            self.panfilo,
            self.up,
            self.down,
            self.wild,
            self.draw,
            self.deal,
            self.misdeal,
            self.reshuffle,
            self.bottom,
            self.undo,
            self.score,
            self.help,
            self.quit,
            self.end,
            self.note,
            self.option,
            self.tally,
            self.renounce,
            self.amend,
            self.belote,
            self.rebelote,
            self.yes,
            self.no,
        ];
        lists.into_iter().flatten().copied().chain(self.melds.iter().map(|(w, _)| *w))
    }
}

/// Whether `word` is a word of the entry language or a command in any language of the table.
pub fn is_entry_word(word: &str) -> bool {
    let w = word.to_lowercase();
    Lang::all().iter().any(|l| l.catalog().words().all().any(|x| x == w))
}

/// Every language's words together: what the table reads, whatever its language.
pub fn any_word(pick: impl Fn(&Words) -> &'static [&'static str], word: &str) -> bool {
    let w = word.to_lowercase();
    Lang::all().iter().any(|l| pick(l.catalog().words()).contains(&w.as_str()))
}

/// A combination named in any language.
pub fn any_meld(word: &str) -> Option<MeldName> {
    let w = word.to_lowercase();
    MeldName::parse(&w).or_else(|| {
        Lang::all().iter().find_map(|l| l.catalog().words().melds.iter().find(|(m, _)| *m == w).map(|(_, v)| *v))
    })
}

/// A tally as typed in a language: `tally Ana+Marta 92/5 Luis+Pep 70/3 belote Ana`
/// (belote: points/tricks by side), `tally Ana 2 Luis 3` (bestia: tricks by player).
pub fn typed_tally(t: &crate::engine::Tally, x: &Names, w: &Words) -> String {
    let mut out = w.tally[0].to_string();
    for (side, tricks) in &t.tricks {
        out.push(' ');
        out.push_str(&x.side(*side));
        match t.points.iter().find(|(s, _)| s == side) {
            Some((_, p)) => out.push_str(&format!(" {p}/{tricks}")),
            None if t.points.is_empty() => out.push_str(&format!(" {tricks}")),
            None => out.push_str(&format!(" 0/{tricks}")),
        }
    }
    for p in &t.belote {
        out.push_str(&format!(" {} {}", w.belote[0], x.player(*p)));
    }
    if let Some(p) = t.renounce {
        out.push_str(&format!(" {} {}", w.renounce[0], x.player(p)));
    }
    out
}

/// What a refused name or card most likely was meant to be: the nearest player, side or card
/// (its code, and its name when the name was what came near).
pub fn suggestion(r: &Refusal, x: &Names, cards: Vec<(String, String)>) -> Option<String> {
    match r {
        Refusal::UnknownPlayer { name } => {
            crate::suggest::nearest(name, x.players.iter().map(String::as_str)).map(crate::term::quote)
        }
        Refusal::UnknownSide { name, sides } => {
            crate::suggest::nearest(name, sides.iter().map(String::as_str)).map(crate::term::quote)
        }
        Refusal::NotACard { text, .. } => {
            let words = cards.iter().flat_map(|(code, name)| [code.as_str(), name.as_str()]);
            let near = crate::suggest::nearest(text, words)?;
            let (code, name) = cards.iter().find(|(c, n)| c == near || n == near)?;
            Some(format!("{code} ({name})"))
        }
        _ => None,
    }
}

/// Join a list with commas.
pub fn list(items: &[String]) -> String {
    items.join(", ")
}

/// Scores of every side: "Ana+Marta 92, Luis+Pep 70".
pub fn scores(values: &[i64], x: &Names) -> String {
    values.iter().enumerate().map(|(s, v)| format!("{} {v}", x.side(s))).collect::<Vec<_>>().join(", ")
}

/// The words of `judge`, one table per language.
pub struct JudgeWords {
    pub four: &'static str,
    pub worthless: &'static str,
    pub run: &'static str,
    pub header: &'static str,
    pub nothing_held: &'static str,
    pub wins: &'static str,
    pub partner: &'static str,
    pub beaten: &'static str,
    pub tied_shared: &'static str,
    pub tied_none: &'static str,
    pub mismatch: &'static str,
    /// Announced lower by name than {}'s announcement before it.
    pub not_higher: &'static str,
    /// Held only combinations lower by name than {}'s announcement before it.
    pub lower: &'static str,
    pub none: &'static str,
    pub scores: &'static str,
    /// Brelán over run, brelán order, more cards, higher top, trump run, nearest the eldest.
    pub why: [&'static str; 6],
    pub said_ok: &'static str,
    pub said_bad: &'static str,
    pub sides: &'static str,
}

/// A template with each `{}` replaced by the next value.
pub fn fill(template: &str, values: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    for v in values {
        match rest.find("{}") {
            Some(i) => {
                out.push_str(&rest[..i]);
                out.push_str(v);
                rest = &rest[i + 2..];
            }
            None => break,
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_comes_from_lc_all_then_lc_messages_then_lang() {
        assert_eq!(Lang::from_values(&[Some("es_ES.UTF-8"), Some("fr_FR"), None]), Lang::Es);
        assert_eq!(Lang::from_values(&[Some(""), Some("fr_FR"), Some("es_ES")]), Lang::Fr);
        assert_eq!(Lang::from_values(&[None, None, Some("es_AR.UTF-8")]), Lang::Es);
        assert_eq!(Lang::from_values(&[None, None, Some("C.UTF-8")]), Lang::En);
        assert_eq!(Lang::from_values(&[None, None, None]), Lang::En);
        assert_eq!(Lang::from_code("fr"), Some(Lang::Fr));
    }
}
