/*!
The language catalogues: every sentence tapete prints is made here, from data. The sentences are
split by domain, one trait each: `Refusals` (refusals, misreadings, infractions), `Notices`
(what the table says as play goes on), `Questions` (questions, typed entries, help), `Errors`,
[`Reports`] (`judge`, `stats`, `sessions`, `board`, `rules`, a summary's lines), `Endings` (the end
of a served table, reopening a session), `SeatWords` (a phone's seat at a served table), [`Sections`] (a served table's page on a phone beyond its
questions: its folds, the end of a hand, what an undo or an amend did) and `OptionWords` (what each option of a game means, by
its key: `OptionKey`), all built on a
language's [`Terms`] (its entry words, fixed texts, the words of the cards and the games).
[`Catalog`] is all of them together.

Each language is a folder (`en/`, `es/`, `fr/`) with one file per domain and its terms in
`mod.rs`; its methods match exhaustively on the rulings, questions and labels, so a sentence
missing in one language does not compile. Adding a language is one folder and one line in
[`Lang`].

`--lang` chooses the language; without it, the session's (a journal header's), then the
configuration's, then `LC_ALL`, `LC_MESSAGES` and `LANG` in that order (`es_ES.UTF-8` is Spanish,
`fr_FR` French), else English: [`LangChoice`]. The language goes into a new journal's header and
every command about that session speaks it again.
*/

pub(crate) mod admin;
mod choice;
mod concours;
mod en;
mod endings;
mod errors;
mod es;
mod fr;
pub(crate) mod letters;
mod notices;
mod options;
mod plural;
mod questions;
mod refusals;
mod reports;
mod seats;
mod sections;
pub(crate) mod tables;
mod typed;

#[doc(hidden)]
pub use admin::AdminWords;
#[doc(hidden)]
pub use choice::LangChoice;
pub(crate) use concours::{BoardWords, ConcoursWords, SheetWords, TeamsHeads};
pub(crate) use endings::Endings;
pub(crate) use errors::Errors;
pub(crate) use notices::Notices;
#[doc(hidden)]
pub use options::{OptionKey, OptionWords};
pub(crate) use plural::{Count, Plural};
pub(crate) use questions::{tally_example, typed_tally, wild_values, Questions};
pub(crate) use refusals::Refusals;
#[doc(hidden)]
pub use reports::{CardMode, Duty, Reports, RulesShow, SessionStatus, Stats};
pub(crate) use seats::{numbered, SeatWords};
#[doc(hidden)]
pub use sections::Sections;
#[doc(hidden)]
pub use tables::TablesWords;
pub(crate) use typed::typed_entry;

use crate::cards::{Card, DeckKind, Letters, Rank, Suit};
use crate::engine::{HandResult, Item, Lance, MeldName, Outcome, Trump};
use crate::rules::seating::Seating;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, clap::ValueEnum, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
#[doc(hidden)]
pub enum Lang {
    En,
    Es,
    Fr,
}

impl Lang {
    /// From `LC_ALL`, `LC_MESSAGES`, `LANG` (the first one set), else English.
    pub(crate) fn from_env() -> Lang {
        let v: Vec<Option<String>> = ["LC_ALL", "LC_MESSAGES", "LANG"].iter().map(|k| std::env::var(k).ok()).collect();
        Lang::from_values(&v.iter().map(|x| x.as_deref()).collect::<Vec<_>>())
    }

    /// The language of the first of these locale values that is set and not empty.
    pub(crate) fn from_values(values: &[Option<&str>]) -> Lang {
        match values.iter().flatten().find(|v| !v.is_empty()).map(|v| v.to_lowercase()) {
            Some(v) if v.starts_with("es") => Lang::Es,
            Some(v) if v.starts_with("fr") => Lang::Fr,
            _ => Lang::En,
        }
    }
    /// The code written in journal headers.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Fr => "fr",
        }
    }
    pub(crate) fn from_code(code: &str) -> Option<Lang> {
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
    /// The card letters of a table that speaks this language.
    pub fn letters(self) -> crate::cards::Letters {
        match self {
            Lang::En => crate::cards::Letters::En,
            Lang::Es => crate::cards::Letters::Es,
            Lang::Fr => crate::cards::Letters::Fr,
        }
    }
    pub fn catalog(self) -> &'static dyn Catalog {
        match self {
            Lang::En => &en::En,
            Lang::Es => &es::Es,
            Lang::Fr => &fr::Fr,
        }
    }
}

/// Who and what a sentence may name: the players and sides of a session, its deck, and the
/// letters its cards are typed with.
#[derive(Debug, Clone, Copy)]
#[doc(hidden)]
pub struct Names<'a> {
    pub players: &'a [String],
    pub sides: &'a [String],
    pub deck: DeckKind,
    /// The letters cards are typed with where the sentence is said (a journal's: English), and
    /// shown with.
    pub letters: Letters,
}

impl<'a> Names<'a> {
    pub fn of(seating: &'a Seating, deck: DeckKind) -> Names<'a> {
        Names { players: &seating.players, sides: &seating.sides, deck, letters: Letters::En }
    }
    /// The names of a session as its reports say them in `lang`: cards in the session's letters
    /// (its header's), else in the language's.
    pub(crate) fn of_session(s: &'a crate::session::Session, lang: Lang) -> Names<'a> {
        let letters = s.header.card_letters.as_deref().and_then(Letters::from_code).unwrap_or(lang.letters());
        Names::of(&s.seating, s.ruleset.deck_kind).typed_with(letters)
    }
    /// The same names, at a table that types cards with `letters`.
    pub(crate) fn typed_with(self, letters: Letters) -> Names<'a> {
        Names { letters, ..self }
    }
    /// A card's compact code as the table types it: `RP` with Spanish letters.
    pub(crate) fn code(&self, c: Card) -> String {
        self.letters.code_of(self.deck, c)
    }
    pub(crate) fn player(&self, seat: usize) -> String {
        self.players.get(seat).map(|p| crate::term::safe(p).into_owned()).unwrap_or_else(|| format!("#{seat}"))
    }
    pub(crate) fn side(&self, side: usize) -> String {
        self.sides.get(side).map(|p| crate::term::safe(p).into_owned()).unwrap_or_else(|| format!("#{side}"))
    }
    /// A card as the table writes it, in its letters with the suit's symbol: `J♥` (English
    /// letters), `V♥` (Spanish or French), `10♥`; the Spanish deck's code, alike in every
    /// language: `1O`, `SB`.
    pub(crate) fn card(&self, c: Card) -> String {
        match self.deck {
            DeckKind::French => format!("{}{}", self.letters.rank(self.deck, c.rank()), self.suit(c.suit())),
            DeckKind::Spanish => c.short(self.deck),
        }
    }
    pub(crate) fn cards(&self, cs: &[Card]) -> String {
        cs.iter().map(|c| self.card(*c)).collect::<Vec<_>>().join(" ")
    }
    pub(crate) fn suit(&self, s: Suit) -> &'static str {
        crate::cards::suit_short(self.deck, s)
    }
}

/// Fixed words and short phrases: headings, labels, words of a scoreboard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[doc(hidden)]
pub enum Text {
    Hand,
    Dealer,
    Taker,
    Trump,
    /// Coinche: the contract a hand was played under (value, trump, multiplier, taker).
    Contract,
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
    /// A phone's entry line, empty: what may be typed there.
    PhoneEntry,
    AllTrump,
    NoTrump,
    Yes,
    No,
    /// Beside a hand's result: entered as a tally, without the cards.
    Tallied,
    /// The board of a session that has ended.
    SessionOver,
    /// A phone's quick hand (a tally in a few taps): the fold's title, its fields' labels
    /// (a side's card points, its tricks; who had belote-rebelote, whose renounce was agreed)
    /// and its button.
    QuickHand,
    QuickPoints,
    QuickTricks,
    QuickBelote,
    QuickRenounce,
    QuickEnter,
}

/// The words of the entry language in one language (canonical English words are read in every
/// language). Each list holds the forms a person may type, lower case.
#[doc(hidden)]
pub struct Words {
    pub(crate) pass: &'static [&'static str],
    pub(crate) take: &'static [&'static str],
    pub(crate) play: &'static [&'static str],
    pub(crate) all: &'static [&'static str],
    pub(crate) none: &'static [&'static str],
    /// Coinche: a bid to take every trick (a value above every number).
    pub(crate) capot: &'static [&'static str],
    /// Coinche: doubling the standing bid, and the bid's side doubling again (contre, surcontre).
    pub(crate) coinche: &'static [&'static str],
    pub(crate) surcoinche: &'static [&'static str],
    pub(crate) announce: &'static [&'static str],
    pub(crate) fine: &'static [&'static str],
    pub(crate) show: &'static [&'static str],
    pub(crate) swap: &'static [&'static str],
    pub(crate) exchange: &'static [&'static str],
    pub(crate) mosca: &'static [&'static str],
    pub(crate) panfilo: &'static [&'static str],
    pub(crate) up: &'static [&'static str],
    pub(crate) down: &'static [&'static str],
    pub(crate) wild: &'static [&'static str],
    pub(crate) draw: &'static [&'static str],
    /// Standing at treinta y una (no more cards).
    pub(crate) stand: &'static [&'static str],
    pub(crate) deal: &'static [&'static str],
    pub(crate) misdeal: &'static [&'static str],
    pub(crate) reshuffle: &'static [&'static str],
    /// The bottom card of the stock, in a deal entry.
    pub(crate) bottom: &'static [&'static str],
    pub(crate) undo: &'static [&'static str],
    pub(crate) score: &'static [&'static str],
    pub(crate) help: &'static [&'static str],
    pub(crate) quit: &'static [&'static str],
    pub(crate) end: &'static [&'static str],
    pub(crate) note: &'static [&'static str],
    /// A side confirms the partie's result, or disputes it (a served concours table).
    pub(crate) confirm: &'static [&'static str],
    pub(crate) dispute: &'static [&'static str],
    pub(crate) option: &'static [&'static str],
    /// A hand's outcome without its cards, and the renounce the table agreed on in it.
    pub(crate) tally: &'static [&'static str],
    pub(crate) renounce: &'static [&'static str],
    /// An entry in force replaced.
    pub(crate) amend: &'static [&'static str],
    /// What is said with the first and the second of K and Q of trump.
    pub(crate) belote: &'static [&'static str],
    pub(crate) rebelote: &'static [&'static str],
    pub(crate) yes: &'static [&'static str],
    pub(crate) no: &'static [&'static str],
    /// Combination names: (word, meaning).
    pub(crate) melds: &'static [(&'static str, MeldName)],
}

/// A language's own words: the entry language, fixed texts, and the words of the cards and the
/// games. Every domain of sentences builds on them.
#[doc(hidden)]
pub trait Terms: Sync {
    fn lang(&self) -> Lang;
    fn words(&self) -> &'static Words;
    fn text(&self, t: Text) -> &'static str;
    /// The word for a rule an infraction broke, beside it in a report: its code (`follow-suit`,
    /// docs/journal.md) in English, the language's word in the others.
    fn rule(&self, r: crate::engine::Rule) -> &'static str {
        r.code()
    }
    /// A month's short name, 1 to 12: `Nov`, `nov`, `nov.`.
    fn month(&self, m: u32) -> &'static str;
    /// A semicolon and the space after it, as the language writes them: `; `; French puts a
    /// no-break space before it.
    fn semicolon(&self) -> &'static str {
        "; "
    }
    /// A colon and the space after it, as the language writes them: `: `; French puts a
    /// no-break space before it.
    fn colon(&self) -> &'static str {
        ": "
    }
    /// Which counts take a noun's singular form in this language.
    fn plural(&self) -> Plural;
    /// A card in the deck's own words: "jack of clubs", "sota de bastos", "valet de trèfle".
    fn card_name(&self, c: Card, deck: DeckKind) -> String;
    /// A rank alone: "king", "rey", "roi", "sota".
    fn rank_name(&self, r: Rank, deck: DeckKind) -> String;
    /// A suit alone: "hearts", "corazones", "cœur", "copas".
    fn suit_name(&self, s: Suit, deck: DeckKind) -> &'static str;
    fn meld(&self, m: MeldName) -> String;
    fn lance(&self, l: Lance) -> &'static str;
    fn outcome(&self, o: Outcome) -> &'static str;
    fn result(&self, r: HandResult) -> &'static str;
    fn item(&self, i: Item) -> String;
    fn trump(&self, t: Trump, x: &Names) -> String;
    /// Every card of a deck kind with its name in this language: (its code in `letters`, name).
    fn card_names(&self, deck: DeckKind, letters: Letters) -> Vec<(String, String)> {
        let ranks: Vec<u8> = match deck {
            DeckKind::French => (2..=14).collect(),
            DeckKind::Spanish => (1..=12).collect(),
        };
        (0..4)
            .flat_map(|s| ranks.iter().map(move |r| Card::new(crate::cards::Suit(s), crate::cards::Rank(*r))))
            .map(|c| (letters.code_of(deck, c), self.card_name(c, deck)))
            .collect()
    }
}

/// Everything a language says: its terms and the sentences of every domain. A language
/// implements [`Terms`] and each domain's trait; `Catalog` comes with them.
#[doc(hidden)]
pub trait Catalog:
    Terms
    + Refusals
    + Notices
    + Questions
    + Errors
    + Reports
    + OptionWords
    + ConcoursWords
    + Endings
    + SeatWords
    + Sections
    + TablesWords
    + AdminWords
{
}

impl<
        T: Terms
            + Refusals
            + Notices
            + Questions
            + Errors
            + Reports
            + OptionWords
            + ConcoursWords
            + Endings
            + SeatWords
            + Sections
            + TablesWords
            + AdminWords,
    > Catalog for T
{
}

impl Words {
    /// Every word of this language's entry language and commands (lower case).
    pub(crate) fn all(&self) -> impl Iterator<Item = &'static str> {
        let lists: [&'static [&'static str]; 38] = [
            self.pass,
            self.take,
            self.play,
            self.all,
            self.none,
            self.capot,
            self.coinche,
            self.surcoinche,
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
            self.stand,
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
pub(crate) fn is_entry_word(word: &str) -> bool {
    let w = word.to_lowercase();
    Lang::all().iter().any(|l| l.catalog().words().all().any(|x| x == w))
}

/// A column head as it is compared: lower case, without accents, without a number after it
/// (`Joueur 1` reads `joueur`).
fn head_word(field: &str) -> String {
    let plain: String = field
        .trim()
        .to_lowercase()
        .chars()
        .map(|c| match c {
            'á' | 'à' | 'â' | 'ä' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            'ñ' => 'n',
            '’' => '\'',
            c => c,
        })
        .collect();
    plain.trim_end_matches(|c: char| c.is_ascii_digit() || c.is_whitespace() || c == '#').to_string()
}

/// Whether the fields of a teams file's line are column heads in any language of the table:
/// `Team,Player 1,Player 2` (the team's head may be empty) or `Player 1,Player 2`; case, accents
/// and a number after a head aside (`Équipe;Joueur 1;Joueur 2`, `EQUIPO,JUGADOR 1,JUGADOR 2`).
pub(crate) fn is_teams_heads(fields: &[&str]) -> bool {
    let is = |pick: fn(&TeamsHeads) -> &'static [&'static str], f: &str| {
        let w = head_word(f);
        Lang::all().iter().any(|l| pick(&l.catalog().teams_heads()).iter().any(|h| head_word(h) == w))
    };
    let player = |f: &&str| is(|h| h.player, f);
    match fields {
        [team, players @ ..] if players.len() == 2 => {
            (team.trim().is_empty() || is(|h| h.team, team)) && players.iter().all(player)
        }
        [_, _] => fields.iter().all(player),
        _ => false,
    }
}

/// Every language's words together: what the table reads, whatever its language.
pub(crate) fn any_word(pick: impl Fn(&Words) -> &'static [&'static str], word: &str) -> bool {
    let w = word.to_lowercase();
    Lang::all().iter().any(|l| pick(l.catalog().words()).contains(&w.as_str()))
}

/// A combination named in any language.
pub(crate) fn any_meld(word: &str) -> Option<MeldName> {
    let w = word.to_lowercase();
    MeldName::parse(&w).or_else(|| {
        Lang::all().iter().find_map(|l| l.catalog().words().melds.iter().find(|(m, _)| *m == w).map(|(_, v)| *v))
    })
}

/// A hand's result with ", tallied" after it when the hand was entered by its outcome, without
/// its cards: "made, tallied".
pub(crate) fn tallied_or<T: Terms + ?Sized>(result: &str, r: &crate::engine::HandReport, cat: &T) -> String {
    if r.notes.tallied {
        format!("{result}, {}", cat.text(Text::Tallied))
    } else {
        result.to_string()
    }
}

/// A hand's outcome, said "tallied" for a hand played but entered by its outcome (the cards were
/// not typed): "Hand 2 (tallied)", not "Hand 2 (played)".
pub(crate) fn outcome_or_tallied<T: Terms + ?Sized>(o: Outcome, r: &crate::engine::HandReport, cat: &T) -> String {
    match o {
        Outcome::Played if r.notes.tallied => cat.text(Text::Tallied).to_string(),
        o => tallied_or(cat.outcome(o), r, cat),
    }
}

/// A moment of a journal (RFC 3339) as the language writes it, in local time: `23 Nov 2026,
/// 16:38` (English), `23 nov 2026, 16:38`, `23 nov. 2026, 16:38`. A text that is no such moment is
/// shown as it is.
pub(crate) fn when<T: Terms + ?Sized>(cat: &T, at: &str) -> String {
    use chrono::{Datelike, Timelike};
    match chrono::DateTime::parse_from_rfc3339(at) {
        Ok(t) => {
            let t = t.with_timezone(&chrono::Local);
            format!("{} {} {}, {:02}:{:02}", t.day(), cat.month(t.month()), t.year(), t.hour(), t.minute())
        }
        Err(_) => at.to_string(),
    }
}

/// A text the catalogues make to stand inside a line (`line 3: there is nothing to undo`, `tapete:
/// no ruleset …`) made a sentence that stands alone, as the table says a refusal (`✗ There is
/// nothing to undo`): its first letter upper-case, after an opening `¿` or `¡` too. A text that
/// starts otherwise (a quoted word, a card, a number) is left as it is.
pub(crate) fn sentence(text: &str) -> String {
    let start = text.char_indices().find(|(_, c)| !matches!(c, '¿' | '¡')).map(|(i, _)| i).unwrap_or(0);
    let mut rest = text[start..].chars();
    match rest.next() {
        Some(first) if first.is_lowercase() => format!("{}{}{}", &text[..start], first.to_uppercase(), rest.as_str()),
        _ => text.to_string(),
    }
}

/// Join a list with commas.
pub(crate) fn list(items: &[String]) -> String {
    items.join(", ")
}

/// Scores of every side: "Ana+Marta 92, Luis+Pep 70".
/// `a, b and c` in a language's word for the last join (`and`, `y`, `et`; `or`, `o`, `ou`).
pub(crate) fn joined(items: &[String], last: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., end] => format!("{} {last} {end}", init.join(", ")),
    }
}

/// A contract's multiplier as a table writes it after the value: ` ×2` (coinched), ` ×4`
/// (surcoinched; ` ×3` with `surcoinche: 3`), nothing at ×1.
pub(crate) fn times(multiplier: u8) -> String {
    if multiplier > 1 {
        format!(" ×{multiplier}")
    } else {
        String::new()
    }
}

/// A coinche contract in the table's notation, as the table types a bid: `Ana 100 ♥ ×2`,
/// `Luis capot ♠`, `Pep 120 all-trump` (the trump in `cat`'s words); None for a contract with no
/// value (belote's).
pub(crate) fn contract_notation<T: Terms + ?Sized>(c: &crate::engine::Contract, cat: &T, x: &Names) -> Option<String> {
    match c.level {
        crate::engine::Level::Bid(v) => {
            Some(format!("{} {} {}{}", x.player(c.taker), v.code(), cat.trump(c.trump, x), times(c.multiplier)))
        }
        _ => None,
    }
}

pub(crate) fn scores(values: &[i64], x: &Names) -> String {
    values.iter().enumerate().map(|(s, v)| format!("{} {v}", x.side(s))).collect::<Vec<_>>().join(", ")
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
