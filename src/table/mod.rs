/*!
The table: keeping score as the game is played. It names no game. The session says what it
expects next (a list of questions, optional ones first); the table asks the first one not
declined, reads the answer ([`answer`]), applies it and says what the referee said, all in the
table's language (`i18n`). At a terminal the questions are prompts with a list of choices and an
entry line ([`menu`]), without one a line of standard input each ([`ask`]): the same questions in
the same order.

Typed at any question: `undo`, `score`, `help`, `quit` (the journal is already saved), `note`,
`option KEY=VALUE`, `end`, and any entry in full (`docs/entries.md`).
*/

pub(crate) mod answer;
pub(crate) mod ask;
mod closing;
pub(crate) mod held;
pub(crate) mod interrupt;
pub(crate) mod menu;
mod phone;
mod seat;
pub(crate) mod served;

use crate::cards::{Letters, Typing};
use crate::clock;
use crate::engine::{Ask, Event, HandReport, Notice, Question};
use crate::error::Error;
use crate::i18n::{Catalog, Lang, Names};
use crate::journal::{Entry, Writer};
use crate::report::{board, summary};
use crate::session::Session;
use crate::term::{paint, width, Paint, Stream};
use answer::{Answer, Misread, Reader};
pub(crate) use ask::{asker, Asker, Reply};

/// The hands a scoreboard at the table lists: the latest (a long night's earlier hands are
/// counted in a line above them; `summary` lists every one).
pub(crate) const SCOREBOARD_HANDS: usize = 20;

/// The scoreboard so far (its last [`SCOREBOARD_HANDS`] hands), what is at stake (the target, a
/// litige, the pot or the squares) and the hand being played: said on standard error, and as wide
/// as it is.
pub(crate) fn scoreboard(session: &Session, cat: &dyn Catalog) -> String {
    let x = Names::of_session(session, cat.lang());
    let standing = session.standing();
    let reports = session.reports();
    let earlier = reports.len().saturating_sub(SCOREBOARD_HANDS);
    let mut out = String::new();
    if earlier > 0 {
        out.push_str(&cat.earlier_hands(earlier));
        out.push('\n');
    }
    out.push_str(&board::scoreboard(&reports[earlier..], &standing, cat, &x, width(Stream::Stderr)));
    for line in cat.at_stake(&standing, &x) {
        out.push('\n');
        out.push_str(&line);
    }
    if let Some(h) = session.game().hand_so_far() {
        out.push('\n');
        out.push_str(&cat.so_far(&h, &x));
    }
    out
}

/// The summary printed when the game is won or the session ends: on standard output, and as wide
/// as it is.
fn end_of_night(session: &Session, cat: &dyn Catalog) -> String {
    let v = session.verdict();
    summary::render(&summary::build(session, &v, cat), summary::Format::Table, width(Stream::Stdout), cat)
}

fn say_notices(session: &Session, asker: &mut Asker, cat: &dyn Catalog, notices: &[Notice]) {
    let x = Names::of_session(session, cat.lang());
    for n in notices {
        match n {
            Notice::HandEnded { number } => {
                let reports = session.reports();
                if let Some(i) = reports.iter().rposition(|r| r.number == *number) {
                    // The totals as that hand left them (a deal may already have taken new stakes).
                    let before: Vec<&HandReport> = reports[..i].iter().collect();
                    say_hand(asker, cat, &x, &reports[i], &before);
                }
            }
            Notice::Hand(r) => {
                let before: Vec<&HandReport> = session.reports().iter().collect();
                say_hand(asker, cat, &x, r, &before);
            }
            Notice::GameWon { .. } => {
                asker.say(&paint(Stream::Stderr, Paint::Strong, &format!("• {}", cat.notice(n, &x))));
                asker.report(&end_of_night(session, cat));
            }
            n => asker.say(&paint(Stream::Stderr, Paint::Note, &format!("• {}", cat.notice(n, &x)))),
        }
    }
}

/// A settled hand: its line, its breakdown, and the totals it leaves after the hands `before`.
fn say_hand(asker: &mut Asker, cat: &dyn Catalog, x: &Names, r: &HandReport, before: &[&HandReport]) {
    asker.say(&paint(Stream::Stderr, Paint::Note, &format!("• {}", cat.hand_line(r, x))));
    for line in board::breakdown(&r.breakdown, x.sides.len(), cat, x) {
        asker.say(&line);
    }
    let mut totals = vec![0i64; x.sides.len()];
    for h in before.iter().copied().chain([r]) {
        for (t, s) in totals.iter_mut().zip(&h.score) {
            *t += s;
        }
    }
    asker.say(&cat.totals(&crate::i18n::scores(&totals, x)));
}

/// The notices of a deal that settles a hand already shown (`shown`, its number): what comes
/// up to and including that hand's end is left out.
fn unshown(notices: Vec<Notice>, shown: Option<usize>) -> Vec<Notice> {
    let Some(number) = shown else { return notices };
    match notices.iter().position(|n| matches!(n, Notice::HandEnded { number: k } if *k == number)) {
        Some(i) => notices.into_iter().skip(i + 1).collect(),
        None => notices,
    }
}

/// How a line typed at this table is read: its players and sides, its letters and deck, its
/// ruleset and the tally it takes.
pub(super) fn reader(session: &Session, letters: Letters) -> Reader<'_> {
    Reader {
        players: &session.seating.players,
        sides: &session.seating.sides,
        typing: typing(session, letters),
        ruleset: &session.ruleset,
        tally: tally_shape(session),
    }
}

/// How cards are typed at this table now: in `letters`, from its deck as the options in force
/// deal it (what a "not a card" refusal lists).
pub(crate) fn typing(session: &Session, letters: Letters) -> Typing {
    let ranks = session.ruleset.deck_ranks(session.seating.players.len(), &session.options);
    Typing::new(session.ruleset.deck_kind, letters, ranks)
}

/// What the table says of something it cannot take (a refusal, a line it could not read), on
/// standard error: `✗ ` and the catalogue's words as a sentence of their own.
pub(crate) fn wrong(text: &str) -> String {
    paint(Stream::Stderr, Paint::Bad, &format!("✗ {}", crate::i18n::sentence(text)))
}

/// Apply an event at the table: written to the journal when the referee accepts it. `Some`:
/// refused, and why (said at the table too).
fn enter(
    session: &mut Session,
    writer: &mut Writer,
    asker: &mut Asker,
    (cat, letters): (&dyn Catalog, Letters),
    event: Event,
    shown: Option<usize>,
) -> Result<Option<String>, Error> {
    let seating = session.seating.clone();
    let x = Names::of(&seating, session.ruleset.deck_kind).typed_with(letters);
    let entry = Entry { line: 0, at: Some(clock::stamp()), record: session.record(&event) };
    let was_undo = matches!(event, Event::Undo);
    let refused = |asker: &mut Asker, why: String| {
        asker.say(&wrong(&why));
        Ok(Some(why))
    };
    // Only what the journal can take (and every reader read back) is applied.
    let line = match writer.line(&entry) {
        Ok(line) => line,
        Err(Error::Refused(r)) => return refused(asker, cat.refusal_sentence(&r, &x)),
        Err(e) => return Err(e),
    };
    match session.apply(entry.clone()) {
        Ok(_) if session.overflow_line.is_some() => {
            Err(Error::Save(crate::error::SaveProblem::Overflow { journal: writer.path.display().to_string() }))
        }
        Ok(notices) => {
            let line = writer.append_line(line)?;
            session.set_last_line(line);
            if was_undo && notices.is_empty() {
                asker.say(&paint(Stream::Stderr, Paint::Note, &format!("• {}", cat.retracted_nothing())));
            }
            say_notices(session, asker, cat, &unshown(notices, shown));
            // A served table says the night's summary when it closes (an undo may yet take the
            // end back).
            if session.ended() && !asker.serves() {
                asker.report(&end_of_night(session, cat));
            }
            Ok(None)
        }
        Err(r) => refused(asker, cat.refusal_sentence(&r, &x)),
    }
}

/// Take back the `end` that ended `session` (`tapete resume FILE --reopen`, or yes at the
/// terminal's question): an `undo` written to the journal, as one typed right after the `end`
/// would be (docs/journal.md), and what it retracted said. False when the journal refused it
/// (said too).
pub(crate) fn reopen(
    session: &mut Session,
    writer: &mut Writer,
    asker: &mut Asker,
    (lang, letters): (Lang, Letters),
) -> Result<bool, Error> {
    Ok(enter(session, writer, asker, (lang.catalog(), letters), Event::Undo, None)?.is_none())
}

/// The journal line of the `end` that ended `session`, if an entry ended it.
pub(crate) fn ended_at(session: &Session) -> Option<usize> {
    if !session.ended() {
        return None;
    }
    session.in_force_entries().into_iter().rev().find(|(_, e)| matches!(e, Event::End)).map(|(line, _)| line)
}

/// What `text` typed for journal line `line` replaces it with: an entry in full, or a bare card
/// for the play of the same player on that line (the interactive amend and `amend LINE CARD`).
pub(super) fn replacement(session: &Session, letters: Letters, line: usize, text: &str) -> Result<Event, Misread> {
    let old = session.in_force_entries().into_iter().find(|(l, _)| *l == line).map(|(_, e)| e);
    let Some(old) = old else { return Err(Misread::Refused(crate::engine::Refusal::AmendNoLine { line })) };
    // A bare card replaces a play by the same player.
    let same_player = match &old {
        Event::Play { player, .. } => Some(Question::of(
            *player,
            crate::engine::Ask::Card { hand: 0, trick: 0, tricks: 0, led: None, trump: None, contract: None },
        )),
        _ => None,
    };
    let asked: Vec<&Question> = same_player.iter().collect();
    match reader(session, letters).read(text, &asked) {
        Ok(Answer::Event(e)) if !matches!(e, Event::Amend { .. } | Event::Undo) => {
            Ok(Event::Amend { line, entry: Box::new(e) })
        }
        // Not an entry in full, and no bare answer fits what the line holds.
        Ok(_) | Err(Misread::Empty) => Err(Misread::AmendForm),
        Err(m) => Err(m),
    }
}

/// `amend` typed at the table: `amend` alone (the list to pick from), `amend LINE` (that line's
/// replacement asked for at a terminal; a script is told to type it on the same line), `amend
/// LINE TEXT` (TEXT read against that line's entry). What came of it is said; `Ok(Some(reply))`
/// as [`amend`].
fn amend_typed(
    session: &mut Session,
    writer: &mut Writer,
    asker: &mut Asker,
    (cat, letters): (&dyn Catalog, Letters),
    (line, with): (Option<usize>, Option<String>),
) -> Result<Option<Reply>, Error> {
    let result = match (line, with) {
        (None, _) => return amend(session, writer, asker, (cat, letters), None),
        (Some(line), None) if asker.is_terminal() => return amend(session, writer, asker, (cat, letters), Some(line)),
        (Some(line), None) => Err(Misread::AmendWhat { line }),
        (Some(line), Some(text)) => replacement(session, letters, line, &text),
    };
    match result {
        Ok(event) => {
            enter(session, writer, asker, (cat, letters), event, None)?;
        }
        Err(m) => {
            let x = Names::of(&session.seating, session.ruleset.deck_kind).typed_with(letters);
            asker.say(&wrong(&cat.misread(&m, &x)));
        }
    }
    Ok(None)
}

/// `amend` alone: the recent entries in force, most recent first, numbered by their journal
/// line; the scorer picks one (or types its line) and types what replaces it. With `line`, that
/// line is picked already.
/// `Ok(Some(reply))`: a reply the table is to take next (Ctrl-C, the end of the input, a
/// phone's entry at a served table), which ended the amend.
fn amend(
    session: &mut Session,
    writer: &mut Writer,
    asker: &mut Asker,
    (cat, letters): (&dyn Catalog, Letters),
    line: Option<usize>,
) -> Result<Option<Reply>, Error> {
    let seating = session.seating.clone();
    let x = Names::of(&seating, session.ruleset.deck_kind).typed_with(letters);
    let bad = |asker: &mut Asker, m: &Misread| {
        asker.say(&wrong(&cat.misread(m, &x)));
    };
    let all = session.in_force_entries();
    let picked = match line {
        Some(n) => all.iter().find(|(line, _)| *line == n).ok_or(n),
        None => {
            let recent: Vec<&(usize, Event)> = all.iter().rev().take(12).collect();
            if recent.is_empty() {
                bad(asker, &Misread::AmendForm);
                return Ok(None);
            }
            let labels: Vec<String> = recent.iter().map(|(line, e)| format!("{line}: {}", cat.entry(e, &x))).collect();
            match asker.ask(&cat.amend_pick(), None, &labels, cat.text(crate::i18n::Text::TypeAnEntry))? {
                Reply::Pick(i) => Ok(recent[i]),
                Reply::Line(l) => {
                    let n = l.trim().parse::<usize>().unwrap_or(0);
                    all.iter().find(|(line, _)| *line == n).ok_or(n)
                }
                Reply::Moved(_) => {
                    asker.say(&wrong(&cat.moved_on()));
                    return Ok(None);
                }
                r @ (Reply::End | Reply::Interrupted | Reply::Phone(_)) => return Ok(Some(r)),
                Reply::NotText => {
                    bad(asker, &Misread::NotText);
                    return Ok(None);
                }
            }
        }
    };
    let (line, old) = match picked {
        Ok(found) => found.clone(),
        Err(line) => {
            bad(asker, &Misread::Refused(crate::engine::Refusal::AmendNoLine { line }));
            return Ok(None);
        }
    };
    let text = match asker.ask(&cat.amend_replace(line, &cat.entry(&old, &x), &x), None, &[], "")? {
        Reply::Line(t) if !t.trim().is_empty() => t,
        r @ (Reply::Interrupted | Reply::Phone(_)) => return Ok(Some(r)),
        Reply::NotText => {
            bad(asker, &Misread::NotText);
            return Ok(None);
        }
        _ => return Ok(None),
    };
    match replacement(session, letters, line, &text) {
        Ok(event) => {
            enter(session, writer, asker, (cat, letters), event, None)?;
        }
        Err(m) => bad(asker, &m),
    }
    Ok(None)
}

/// How the table stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ending {
    /// The input ended, `quit`, or `end`.
    Done,
    /// Ctrl-C: the session is saved; the process exits with 130.
    Interrupted,
}

/// The state questions are asked in (a served table's terminal), as a generation that moves
/// with each line written and each hold begun or ended (the closing window's included), so that
/// a reply typed in an earlier state is known to be one.
#[derive(Default)]
struct States {
    gen: usize,
    last: Option<(usize, Option<held::Hold>)>,
}

impl States {
    /// The generation of the state at `lines` written and `hold`.
    fn at(&mut self, lines: usize, hold: Option<held::Hold>) -> usize {
        if self.last != Some((lines, hold)) {
            self.last = Some((lines, hold));
            self.gen += 1;
        }
        self.gen
    }
}

/// Run the table until the input ends, `quit`, `end` or Ctrl-C. Entries are written as they are
/// accepted; cards are typed with `letters`, which the table says first.
pub(crate) fn run(
    session: &mut Session,
    writer: &mut Writer,
    asker: &mut Asker,
    lang: Lang,
    letters: Letters,
) -> Result<Ending, Error> {
    let cat = lang.catalog();
    let journal = crate::term::path(&writer.path);
    asker.say(&cat.legend(&typing(session, letters)));
    // Ctrl-C between prompts (a line read from a terminal): said saved, exit 130. Every entry
    // acknowledged is already fsynced. At the terminal's prompts the terminal is given back first.
    if !asker.headless() {
        interrupt::on_ctrl_c(&format!("\n{}\n", cat.saved(&journal)), asker.is_terminal(), writer.lock_path());
    }
    // Optional questions declined (Enter): not asked again while the game still asks them.
    let mut declined: Vec<Question> = Vec::new();
    // A reply the question of a held play did not take: the next entry, read without asking.
    let mut carried: Option<Reply> = None;
    // The hand shown settled before the deal that settles it in the journal (a mosca hand).
    let mut shown: Option<usize> = None;
    // A phone's entry is answered once the state it made is shown to the phones.
    let mut answer_after: closing::Pending = None;
    // A play held for its word: its question is the one asked until it is answered.
    let mut hold: Option<held::Hold> = None;
    // The state questions are asked in (a served table's terminal).
    let mut states = States::default();
    // A session ended before this table started is not closed again: it stops at once.
    let ended_before = session.ended();
    loop {
        if session.ended() && asker.serves() && !ended_before {
            match closing::closing(session, writer, asker, (cat, letters), (&mut states, answer_after.take()))? {
                closing::Closed::Reopened(pending) => {
                    answer_after = pending;
                    continue;
                }
                closing::Closed::Closed(ending) => {
                    writer.check()?;
                    asker.report(&end_of_night(session, cat));
                    asker.say(&cat.ended(&journal));
                    return Ok(ending);
                }
            }
        }
        if session.ended() {
            asker.publish(session, &[], writer.lines());
            if let Some((phone, outcome)) = answer_after.take() {
                phone.answer(outcome);
            }
            writer.check()?;
            asker.say(&cat.ended(&journal));
            return Ok(Ending::Done);
        }
        let questions = session.questions();
        declined.retain(|d| questions.contains(d));
        let holding = hold.map(|h| h.question());
        let pending: Vec<&Question> = match &holding {
            Some(q) => vec![q],
            None => questions.iter().filter(|q| !declined.contains(q)).collect(),
        };
        let Some(asked) = pending.first().copied() else {
            declined.clear();
            continue;
        };
        if matches!(asked.ask, Ask::Deal { .. }) && carried.is_none() {
            // Only the hand: a game won is said when the journal has it.
            let mut preview = session.settle_preview();
            preview.retain(|n| !matches!(n, Notice::GameWon { .. }));
            let number = preview.iter().find_map(|n| if let Notice::Hand(r) = n { Some(r.number) } else { None });
            if number.is_some() && number != shown {
                say_notices(session, asker, cat, &preview);
                shown = number;
            }
        }
        let seating = session.seating.clone();
        let x = Names::of(&seating, session.ruleset.deck_kind).typed_with(letters);
        let prompt = cat.question(asked, &x);
        let choices = asked.choices();
        let labels: Vec<String> = choices.iter().map(|e| cat.choice_asked(e, asked, &x)).collect();
        let default = asked.default().filter(|_| !asked.says_enter()).map(|e| cat.choice_asked(&e, asked, &x));
        asker.set_state(states.at(writer.lines(), hold));
        if carried.is_none() {
            asker.publish(session, &pending, writer.lines());
        }
        if let Some((phone, outcome)) = answer_after.take() {
            phone.answer(outcome);
        }
        let reply = match carried.take() {
            Some(reply) => reply,
            None => asker.ask(&prompt, default.as_deref(), &labels, cat.text(crate::i18n::Text::TypeAnEntry))?,
        };
        let reader = reader(session, letters);
        let answer = match reply {
            // A reply typed before a phone's play was held: the question changed under it.
            Reply::Moved(_) if hold.is_some() => {
                asker.say(&wrong(&cat.moved_on()));
                continue;
            }
            reply @ (Reply::Line(_) | Reply::Pick(_) | Reply::NotText | Reply::End | Reply::Interrupted)
                if hold.is_some() =>
            {
                // The held play's question: its answer, or, anything else, not said (and the
                // reply read next).
                let held = hold.take().map(|h| h.typed(session, letters, reply));
                if let Some(held) = held {
                    enter(session, writer, asker, (cat, letters), held.play, shown)?;
                    carried = held.then;
                }
                continue;
            }
            Reply::End => {
                // Nothing is reported saved that is not where the table says it is.
                writer.check()?;
                asker.say(&cat.saved(&journal));
                return Ok(Ending::Done);
            }
            Reply::Interrupted => {
                writer.check()?;
                asker.say(&cat.saved(&journal));
                return Ok(Ending::Interrupted);
            }
            Reply::Phone(p) => {
                let outcome = phone::take(session, writer, asker, (cat, letters), (&pending, shown, &mut hold), &p)?;
                answer_after = Some((p, outcome));
                continue;
            }
            Reply::Moved(typed) => match *typed {
                // The question changed under the terminal's reply: only an entry that says what
                // it is (its player, its word) is taken; anything else is asked again.
                Reply::Line(line) => match reader.read_full(&line) {
                    Some(answer) => Ok(answer),
                    None => {
                        asker.say(&wrong(&cat.moved_on()));
                        continue;
                    }
                },
                Reply::Pick(_) | Reply::Moved(_) => {
                    asker.say(&wrong(&cat.moved_on()));
                    continue;
                }
                other => {
                    carried = Some(other);
                    continue;
                }
            },
            Reply::Pick(i) => Ok(Answer::Event(choices[i].clone())),
            Reply::NotText => Err(Misread::NotText),
            Reply::Line(line) => reader.read(&line, &pending),
        };
        match answer {
            Err(Misread::Empty) => {}
            Err(m) => asker.say(&wrong(&cat.misread(&m, &x))),
            Ok(Answer::Decline) => declined.push(asked.clone()),
            Ok(Answer::Quit) => {
                writer.check()?;
                asker.say(&cat.saved(&journal));
                return Ok(Ending::Done);
            }
            Ok(Answer::Help) => {
                asker.say(&cat.help(&session.game().forms(), &x));
                asker.say(&cat.legend(&typing(session, letters)));
            }
            Ok(Answer::Score) => asker.say(&scoreboard(session, cat)),
            Ok(Answer::Undo) => {
                enter(session, writer, asker, (cat, letters), Event::Undo, None)?;
            }
            Ok(Answer::Amend { line, with }) => {
                carried = amend_typed(session, writer, asker, (cat, letters), (line, with))?
            }
            Ok(Answer::Event(e)) => match held::Hold::of(session.game(), &e) {
                // Not written yet: asked whether its word was said (the next question).
                Some(h) => hold = Some(h),
                None => {
                    enter(session, writer, asker, (cat, letters), e, shown)?;
                }
            },
        }
    }
}

/// What a tally of this session's game adds up to, from the game's forms of entry.
fn tally_shape(session: &Session) -> Option<crate::engine::TallyShape> {
    session.game().forms().into_iter().find_map(|f| match f {
        crate::engine::Form::Tally(shape) => Some(shape),
        _ => None,
    })
}
