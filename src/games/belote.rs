/*!
Belote, both bundled rulesets (RULES.md "belote-classic" and "belote-es"), hand after hand.

One state machine serves both: the ruleset's `belote:` section and options choose the bidding
rounds, who holds the turned card, the 7 swap, Spanish announcements, the scoring (contract with
litige and capot, or points with capote awards), the belote declaration and the renounce penalty.
Every entry goes through [`Belote::apply`], which checks it fully before changing anything, so a
refused entry leaves the state as it was.
*/

use crate::cards::{Card, Rank, Suit};
use crate::cardset::CardSet;
use crate::checked;
use crate::games::melds::{self, Combo, MeldName};
use crate::holdings::{self, Breach, PlayLog, PlayedTrick};
use crate::i18n::Lang;
use crate::journal::{Entry, Event};
use crate::referee::{Mode, TrickRules};
use crate::report::{HandReport, Infraction, MeldReport, TrickReport};
use crate::ruleset::{
    AllPass, Announcements, BeloteScoring, BeloteSpec, NextDealer, Options, Ruleset, SecondRound, TurnedCard,
};
use crate::seating::{share, Seating};
use indexmap::IndexMap;
use std::sync::Arc;

const KING: Rank = Rank(13);
const QUEEN: Rank = Rank(12);
const SEVEN: Rank = Rank(7);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum AnnStatus {
    Valid,
    Void,
}

#[derive(Debug, Clone)]
struct Ann {
    seat: usize,
    names: Vec<MeldName>,
    status: AnnStatus,
    shown: Option<CardSet>,
    combos: Vec<Combo>,
}

#[derive(Debug, Clone)]
struct Hand {
    number: usize,
    dealer: usize,
    eldest: usize,
    turned: Card,
    round: u8,
    rounds: u8,
    next_bidder: usize,
    passes_in_round: usize,
    taker: Option<usize>,
    mode: Option<Mode>,
    rules: Option<TrickRules>,
    leader: usize,
    current: Vec<(usize, Card)>,
    tricks: Vec<PlayedTrick>,
    played: CardSet,
    played_by: Vec<CardSet>,
    out_of_play: CardSet,
    known: Vec<CardSet>,
    log: PlayLog,
    /// Plays of kings and queens: (seat, card, what was said), in order.
    honours: Vec<(usize, Card, Option<String>)>,
    anns: Vec<Ann>,
    ann_infractions: Vec<Infraction>,
    swap_done: bool,
    first_line: usize,
    started_at: Option<String>,
}

/// What the table should ask for next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expect {
    Deal { dealer: Option<usize> },
    Bid { seat: usize, round: u8 },
    Play { seat: usize, trick: usize },
    Over,
}

#[derive(Debug, Clone)]
pub struct Belote {
    rs: Arc<Ruleset>,
    spec: BeloteSpec,
    opts: Options,
    pending_opts: Option<Options>,
    pub seats: Seating,
    pub hands: Vec<HandReport>,
    pub infractions: Vec<Infraction>,
    pub totals: Vec<i64>,
    held: i64,
    /// A point total overflowed (the session stops).
    pub overflow: bool,
    pub winner: Option<usize>,
    next_dealer: Option<usize>,
    cur: Option<Hand>,
    hand_no: usize,
    /// The language of the messages shown at the table (journals and verdicts are unaffected).
    pub lang: Lang,
}

fn trump_code(mode: Mode) -> String {
    match mode {
        Mode::Trump(s) => crate::cards::suit_code(crate::cards::DeckKind::French, s).to_string(),
        Mode::AllTrump => "all".into(),
        Mode::NoTrump => "none".into(),
    }
}

fn parse_suit(s: &str) -> Option<Suit> {
    crate::cards::parse_suit_code(crate::cards::DeckKind::French, s).or_else(|| {
        let f = s.to_lowercase();
        ["♠", "♥", "♦", "♣"].iter().position(|x| *x == f).map(|i| Suit(i as u8))
    })
}

impl Belote {
    pub fn new(rs: Arc<Ruleset>, opts: Options, seats: Seating) -> Belote {
        let spec = rs.belote.clone().expect("belote ruleset has a belote section");
        let nsides = seats.sides.len();
        Belote {
            rs,
            spec,
            opts,
            pending_opts: None,
            seats,
            hands: Vec::new(),
            infractions: Vec::new(),
            totals: vec![0; nsides],
            held: 0,
            overflow: false,
            winner: None,
            next_dealer: None,
            cur: None,
            hand_no: 0,
            lang: Lang::En,
        }
    }

    fn n(&self) -> usize {
        self.seats.n()
    }
    fn name(&self, seat: usize) -> &str {
        &self.seats.players[seat]
    }
    fn hand_size(&self) -> usize {
        self.spec.hand_size.get(&(self.n() as u32)).copied().unwrap_or(8) as usize
    }
    fn code(&self, c: Card) -> String {
        self.rs.code(c)
    }
    fn short(&self, c: Card) -> String {
        c.short(self.rs.deck_kind)
    }

    /// Queue an option change for the next deal.
    pub fn set_option(&mut self, opts: Options) {
        self.pending_opts = Some(opts);
    }

    /// What the next entry should be.
    pub fn expect(&self) -> Expect {
        if self.winner.is_some() {
            return Expect::Over;
        }
        match &self.cur {
            None => Expect::Deal { dealer: self.next_dealer },
            Some(h) if h.taker.is_none() => Expect::Bid { seat: h.next_bidder, round: h.round },
            Some(h) => Expect::Play { seat: (h.leader + h.current.len()) % self.n(), trick: h.tricks.len() + 1 },
        }
    }

    /// Apply one entry. Returns notices for the table (infractions proved, hand results);
    /// an `Err` names what is wrong and leaves the state unchanged.
    pub fn apply(&mut self, entry: &Entry) -> Result<Vec<String>, String> {
        match &entry.event {
            Event::Deal { dealer, turned } => self.deal(entry, dealer, turned.as_deref()),
            Event::Bid { player, call, trump } => self.bid(entry, player, call, trump.as_deref()),
            Event::SwapSeven { player } => self.swap_seven(player),
            Event::Announce { player, melds } => self.announce(player, melds),
            Event::Show { player, cards } => self.show(player, cards),
            Event::Play { player, card, say } => self.play(entry, player, card, say.as_deref()),
            other => Err(format!("a '{}' entry has no place in {}", other.type_name(), self.rs.name)),
        }
    }

    fn hand_mut(&mut self) -> Result<&mut Hand, String> {
        self.cur.as_mut().ok_or_else(|| "no hand is being played: enter the deal first".to_string())
    }

    fn deal(&mut self, entry: &Entry, dealer: &str, turned: Option<&str>) -> Result<Vec<String>, String> {
        if let Some(w) = self.winner {
            return Err(match self.lang {
                Lang::En => format!("the game is over: {} won", self.seats.sides[w]),
                Lang::Es => format!("la partida ha terminado: ganó {}", self.seats.sides[w]),
            });
        }
        if let Some(h) = &self.cur {
            return Err(format!(
                "hand {} is not finished ({} tricks of {} played)",
                h.number,
                h.tricks.len(),
                self.hand_size()
            ));
        }
        let d = self.seats.seat_of(dealer)?;
        if let Some(nd) = self.next_dealer {
            if nd != d {
                return Err(match self.lang {
                    Lang::En => format!("it is {}'s deal, not {dealer}'s", self.name(nd)),
                    Lang::Es => format!("reparte {}, no {dealer}", self.name(nd)),
                });
            }
        }
        let turned = turned.ok_or("a belote deal needs the turned card ('turned')")?;
        let turned = self.rs.parse_card(turned).map_err(|e| e.to_string())?;
        if !self.rs.ranks.contains(&turned.rank()) {
            return Err(format!("{} is not in the {}-card deck", self.short(turned), self.rs.ranks.len() * 4));
        }
        if let Some(p) = self.pending_opts.take() {
            self.opts = p;
        }
        self.hand_no += 1;
        let n = self.n();
        let eldest = (d + 1) % n;
        let rounds = if self.opts.bool("all_no_trump") { 3 } else { 2 };
        self.cur = Some(Hand {
            number: self.hand_no,
            dealer: d,
            eldest,
            turned,
            round: 1,
            rounds,
            next_bidder: eldest,
            passes_in_round: 0,
            taker: None,
            mode: None,
            rules: None,
            leader: eldest,
            current: Vec::new(),
            tricks: Vec::new(),
            played: CardSet::EMPTY,
            played_by: vec![CardSet::EMPTY; n],
            out_of_play: CardSet::EMPTY,
            known: vec![CardSet::EMPTY; n],
            log: PlayLog::new(),
            honours: Vec::new(),
            anns: Vec::new(),
            ann_infractions: Vec::new(),
            swap_done: false,
            first_line: entry.line,
            started_at: entry.at.clone(),
        });
        Ok(vec![])
    }

    fn bid(&mut self, entry: &Entry, player: &str, call: &str, trump: Option<&str>) -> Result<Vec<String>, String> {
        let seat = self.seats.seat_of(player)?;
        let n = self.n();
        let second_round = self.spec.second_round;
        let lang = self.lang;
        let names = self.seats.players.clone();
        let h = self.hand_mut()?;
        if h.taker.is_some() {
            return Err(format!("the bidding of hand {} is over: {} took", h.number, names[h.taker.unwrap_or(0)]));
        }
        if seat != h.next_bidder {
            return Err(match lang {
                Lang::En => format!("it is {}'s turn to bid, not {player}'s", names[h.next_bidder]),
                Lang::Es => format!("le toca hablar a {}, no a {player}", names[h.next_bidder]),
            });
        }
        match call {
            "pass" => {
                if trump.is_some() {
                    return Err("a pass names no trump".into());
                }
                h.passes_in_round += 1;
                h.next_bidder = (h.next_bidder + 1) % n;
                if h.passes_in_round == n {
                    h.passes_in_round = 0;
                    h.round += 1;
                    if h.round > h.rounds {
                        return Ok(self.redeal(entry));
                    }
                }
                Ok(vec![])
            }
            "take" => {
                let mode = match h.round {
                    1 => match trump {
                        None => Mode::Trump(h.turned.suit()),
                        Some(t) if parse_suit(t) == Some(h.turned.suit()) => Mode::Trump(h.turned.suit()),
                        Some(t) => {
                            return Err(format!(
                                "in the first round the trump is the turned suit ({}), not {}",
                                crate::cards::suit_code(crate::cards::DeckKind::French, h.turned.suit()),
                                crate::term::quote(t)
                            ))
                        }
                    },
                    2 => {
                        let t = trump.ok_or("in the second round a take names the trump: S, H, D or C")?;
                        let s = parse_suit(t)
                            .ok_or_else(|| format!("{} is not a suit: S, H, D or C", crate::term::quote(t)))?;
                        if second_round == SecondRound::OtherSuit && s == h.turned.suit() {
                            return Err("in the second round the trump must differ from the turned suit".into());
                        }
                        Mode::Trump(s)
                    }
                    _ => match trump {
                        Some("all") => Mode::AllTrump,
                        Some("none") => Mode::NoTrump,
                        _ => return Err("in the third round a take is 'all' (all-trump) or 'none' (no-trump)".into()),
                    },
                };
                let rules = TrickRules::new(
                    &self.rs,
                    mode,
                    self.opts.get("overtrump").map(|_| self.opts.bool("overtrump")),
                    None,
                );
                let turned_to = self.spec.turned_card.get(&(n as u32)).copied().unwrap_or(TurnedCard::Taker);
                let h = self.cur.as_mut().ok_or("no hand")?;
                h.taker = Some(seat);
                h.mode = Some(mode);
                h.rules = Some(rules);
                match turned_to {
                    TurnedCard::Taker => h.known[seat].insert(h.turned),
                    TurnedCard::Table => h.out_of_play.insert(h.turned),
                }
                Ok(vec![])
            }
            other => Err(match lang {
                Lang::En => format!("{} is not a call here: pass or take", crate::term::quote(other)),
                Lang::Es => format!("{} no vale aquí: pass (paso) o take (tomo)", crate::term::quote(other)),
            }),
        }
    }

    fn redeal(&mut self, entry: &Entry) -> Vec<String> {
        let Some(h) = self.cur.take() else {
            return vec![];
        };
        let score: IndexMap<String, i64> = self.seats.sides.iter().map(|s| (s.clone(), 0)).collect();
        let mut report = HandReport {
            number: h.number,
            dealer: self.name(h.dealer).to_string(),
            outcome: "redeal".into(),
            score,
            ..Default::default()
        };
        report.notes.first_line = h.first_line;
        report.notes.last_line = entry.line;
        report.notes.started_at = h.started_at.clone();
        report.notes.ended_at = entry.at.clone();
        self.hands.push(report);
        self.next_dealer = Some(match self.spec.all_pass {
            AllPass::NextDealer => (h.dealer + 1) % self.n(),
            AllPass::SameDealer => h.dealer,
        });
        vec![format!(
            "Everyone passed: hand {} is dealt again by {}.",
            h.number,
            self.name(self.next_dealer.unwrap_or(0))
        )]
    }

    fn swap_seven(&mut self, player: &str) -> Result<Vec<String>, String> {
        let seat = self.seats.seat_of(player)?;
        let n = self.n() as u32;
        if !self.spec.swap_seven.contains(&n) {
            return Err(format!("there is no 7 swap with {n} players in {}", self.rs.name));
        }
        let h = self.hand_mut()?;
        let Some(Mode::Trump(t)) = h.mode else {
            return Err("the 7 swap comes after a take".into());
        };
        if t != h.turned.suit() {
            return Err("the 7 may be swapped only when trump is the turned card's suit".into());
        }
        if h.swap_done {
            return Err("the turned card was already swapped".into());
        }
        if !h.log.is_empty() || !h.current.is_empty() {
            return Err("the 7 swap must be made before the first card is led".into());
        }
        if h.turned.rank() == SEVEN {
            return Err("the turned card is the 7 itself".into());
        }
        let seven = Card::new(t, SEVEN);
        h.out_of_play.remove(h.turned);
        h.out_of_play.insert(seven);
        h.known[seat].insert(h.turned);
        h.swap_done = true;
        Ok(vec![])
    }

    fn announce(&mut self, player: &str, melds: &[String]) -> Result<Vec<String>, String> {
        if self.spec.announcements == Announcements::None {
            return Err(format!("{} has no announcements (belote and rebelote are said with the cards)", self.rs.name));
        }
        let seat = self.seats.seat_of(player)?;
        let mut names = Vec::new();
        for m in melds {
            names.push(
                MeldName::parse(m)
                    .ok_or_else(|| format!("{} is not an announcement: four, run3 ... run8", crate::term::quote(m)))?,
            );
        }
        names.sort_by_key(|n| std::cmp::Reverse(n.name_rank()));
        let hand_no = self.cur.as_ref().map(|h| h.number).unwrap_or(0);
        let pname = self.name(seat).to_string();
        let h = self.hand_mut()?;
        if h.taker.is_none() {
            return Err("announcements come after the bidding".into());
        }
        if h.anns.iter().any(|a| a.seat == seat) {
            return Err(format!("{player} has already announced in this hand"));
        }
        let said = names.iter().map(|n| n.spoken()).collect::<Vec<_>>().join(", ");
        let mut infraction = None;
        let status = if !h.played_by[seat].is_empty() {
            infraction = Some((
                "announce-late",
                format!("{pname} announced {said} after playing a card: the announcement is void"),
            ));
            AnnStatus::Void
        } else if let Some(best) = names.first() {
            let best_so_far = h
                .anns
                .iter()
                .filter(|a| a.status == AnnStatus::Valid)
                .filter_map(|a| a.names.first().map(|n| n.name_rank()))
                .max();
            if best_so_far.is_some_and(|b| best.name_rank() < b) {
                infraction = Some((
                    "announce-not-higher",
                    format!(
                        "{pname} announced {said}, lower than an announcement already made: the announcement is void"
                    ),
                ));
                AnnStatus::Void
            } else {
                AnnStatus::Valid
            }
        } else {
            AnnStatus::Valid
        };
        let mut notices = vec![];
        if let Some((rule, message)) = infraction {
            let inf = Infraction {
                hand: hand_no,
                trick: None,
                player: pname,
                rule: rule.into(),
                card: None,
                proof: None,
                message: message.clone(),
            };
            h.ann_infractions.push(inf);
            notices.push(message);
        }
        if !names.is_empty() || status == AnnStatus::Void {
            h.anns.push(Ann { seat, names, status, shown: None, combos: Vec::new() });
        }
        Ok(notices)
    }

    fn show(&mut self, player: &str, cards: &[String]) -> Result<Vec<String>, String> {
        let seat = self.seats.seat_of(player)?;
        let mut shown = CardSet::EMPTY;
        for c in cards {
            shown.insert(self.rs.parse_card(c).map_err(|e| e.to_string())?);
        }
        let hand_no = self.cur.as_ref().map(|h| h.number).unwrap_or(0);
        let names = self.seats.players.clone();
        let spec = self.spec.clone();
        let kind = self.rs.deck_kind;
        let h = self.hand_mut()?;
        let trump = match h.mode {
            Some(Mode::Trump(t)) => Some(t),
            _ => None,
        };
        let Some(ai) = h.anns.iter().position(|a| a.seat == seat) else {
            return Err(format!("{player} has announced nothing to show"));
        };
        if h.anns[ai].shown.is_some() {
            return Err(format!("{player} has already shown"));
        }
        for c in shown.iter() {
            for o in 0..names.len() {
                if o != seat && (h.played_by[o].contains(c) || h.known[o].contains(c)) {
                    return Err(format!("{} is {}'s card, not {player}'s", c.short(kind), names[o]));
                }
            }
            if h.out_of_play.contains(c) {
                return Err(format!("{} is out of play", c.short(kind)));
            }
        }
        h.known[seat] = h.known[seat].union(shown.minus(h.played_by[seat]));
        let ann = &mut h.anns[ai];
        ann.shown = Some(shown);
        if ann.status != AnnStatus::Valid {
            return Ok(vec![]);
        }
        match melds::make_announced(&spec, shown, &ann.names, trump) {
            Some(combos) => {
                ann.combos = combos;
                Ok(vec![])
            }
            None => {
                ann.status = AnnStatus::Void;
                let said = ann.names.iter().map(|n| n.spoken()).collect::<Vec<_>>().join(", ");
                let message =
                    format!("{player} announced {said} but the cards shown do not make it: the announcement is void");
                h.ann_infractions.push(Infraction {
                    hand: hand_no,
                    trick: None,
                    player: player.to_string(),
                    rule: "show-mismatch".into(),
                    card: None,
                    proof: None,
                    message: message.clone(),
                });
                Ok(vec![message])
            }
        }
    }

    fn play(&mut self, entry: &Entry, player: &str, card: &str, say: Option<&str>) -> Result<Vec<String>, String> {
        let seat = self.seats.seat_of(player)?;
        let card = self.rs.parse_card(card).map_err(|e| e.to_string())?;
        if !self.rs.ranks.contains(&card.rank()) {
            return Err(format!("{} is not in the {}-card deck", self.short(card), self.rs.ranks.len() * 4));
        }
        if let Some(s) = say {
            if s != "belote" && s != "rebelote" {
                return Err(format!(
                    "{} is not something to say with a card: belote or rebelote",
                    crate::term::quote(s)
                ));
            }
        }
        let n = self.n();
        let hand_size = self.hand_size();
        let last_trick = self.spec.last_trick as i64;
        // Borrow the fields apart: the hand mutably, the seating and ruleset immutably (no clones per play).
        let lang = self.lang;
        let Belote { cur, seats, rs, .. } = self;
        let names = &seats.players;
        let kind = rs.deck_kind;
        let h = cur.as_mut().ok_or_else(|| "no hand is being played: enter the deal first".to_string())?;
        let Some(rules) = h.rules.as_ref() else {
            return Err(format!(
                "hand {} is still in its bidding: it is {}'s turn to bid",
                h.number, names[h.next_bidder]
            ));
        };
        let to_play = (h.leader + h.current.len()) % n;
        if seat != to_play {
            return Err(match lang {
                Lang::En => {
                    format!("it is {}'s turn to play in trick {}, not {player}'s", names[to_play], h.tricks.len() + 1)
                }
                Lang::Es => {
                    format!("le toca jugar a {} en la baza {}, no a {player}", names[to_play], h.tricks.len() + 1)
                }
            });
        }
        if h.played.contains(card) {
            let (t, who) = h
                .tricks
                .iter()
                .enumerate()
                .find_map(|(i, t)| t.cards.iter().find(|(_, c)| *c == card).map(|(s, _)| (i + 1, *s)))
                .unwrap_or((
                    h.tricks.len() + 1,
                    h.current.iter().find(|(_, c)| *c == card).map(|x| x.0).unwrap_or(seat),
                ));
            return Err(match lang {
                Lang::En => format!("{} was already played by {} in trick {t}", card.short(kind), names[who]),
                Lang::Es => format!("{} ya la jugó {} en la baza {t}", card.short(kind), names[who]),
            });
        }
        if h.out_of_play.contains(card) {
            return Err(match lang {
                Lang::En => format!("{} is out of play in this hand", card.short(kind)),
                Lang::Es => format!("{} está fuera de juego en esta mano", card.short(kind)),
            });
        }
        if let Some(o) = (0..n).find(|o| *o != seat && h.known[*o].contains(card)) {
            return Err(match lang {
                Lang::En => format!("{} is known to be in {}'s hand", card.short(kind), names[o]),
                Lang::Es => format!("se sabe que {} está en la mano de {}", card.short(kind), names[o]),
            });
        }
        let mut before = [Card(0); 8];
        for (i, x) in h.current.iter().enumerate() {
            before[i] = x.1;
        }
        let before = &before[..h.current.len()];
        let partner_winning = seats.teams && !before.is_empty() && {
            let w = h.current[rules.winner(before)].0;
            seats.partners(w, seat)
        };
        let mut known = h.known[seat];
        known.remove(card);
        let proved = h.log.record(rules, seat, h.tricks.len(), card, before, partner_winning, known);
        h.known[seat] = known;
        h.played.insert(card);
        h.played_by[seat].insert(card);
        if card.rank() == KING || card.rank() == QUEEN {
            h.honours.push((seat, card, say.map(|s| s.to_string())));
        }
        h.current.push((seat, card));
        let mut notices = Vec::new();
        if proved {
            let breaches = h.log.breaches(rules, &h.known);
            let order = h.played.len() as usize - 1;
            for b in breaches.iter().filter(|b| b.proven_at == order) {
                notices.push(holdings::sentence_in(lang, names, kind, rules, b, &h.tricks, &h.current));
            }
        }
        if h.current.len() == n {
            let cards: Vec<Card> = h.current.iter().map(|x| x.1).collect();
            let w = h.current[rules.winner(&cards)].0;
            let last = h.tricks.len() + 1 == hand_size;
            let mut points = rules.trick_points(&cards) as i64;
            if last {
                points += last_trick;
            }
            h.tricks.push(PlayedTrick { leader: h.leader, cards: std::mem::take(&mut h.current), winner: w, points });
            h.leader = w;
            if last {
                notices.extend(self.finish_hand(entry));
            }
        }
        Ok(notices)
    }

    /// Infractions of the hand in progress (proved so far), for reports of unfinished journals.
    pub fn pending_infractions(&self) -> Vec<Infraction> {
        match &self.cur {
            Some(h) => {
                let mut out = h.ann_infractions.clone();
                if let Some(rules) = &h.rules {
                    let mut tricks = h.tricks.clone();
                    if !h.current.is_empty() {
                        tricks.push(PlayedTrick {
                            leader: h.leader,
                            cards: h.current.clone(),
                            winner: h.leader,
                            points: 0,
                        });
                    }
                    for b in h.log.breaches(rules, &h.known) {
                        out.push(self.infraction(h.number, rules, &b, &tricks));
                    }
                }
                out
            }
            None => vec![],
        }
    }

    fn infraction(&self, hand: usize, rules: &TrickRules, b: &Breach, tricks: &[PlayedTrick]) -> Infraction {
        holdings::infraction(hand, &self.seats.players, self.rs.deck_kind, rules, b, tricks, &[])
    }

    fn finish_hand(&mut self, entry: &Entry) -> Vec<String> {
        let Some(mut h) = self.cur.take() else {
            return vec![];
        };
        let rules = h.rules.clone().expect("a played hand has rules");
        let mode = h.mode.expect("a played hand has a mode");
        let n = self.n();
        let nsides = self.seats.sides.len();
        let side = |seat: usize| self.seats.side_of[seat];
        let taker = h.taker.expect("a played hand has a taker");
        let taker_side = side(taker);
        let mut notices = Vec::new();

        // Play infractions, with their final proofs.
        let breaches = h.log.breaches(&rules, &h.known);
        let mut infractions: Vec<Infraction> = Vec::new();
        for b in &breaches {
            infractions.push(self.infraction(h.number, &rules, b, &h.tricks));
        }
        let first_offender = breaches.iter().min_by_key(|b| (b.proven_at, b.trick)).map(|b| side(b.seat));

        // Announcements never shown are false.
        for a in h.anns.iter_mut() {
            if a.status == AnnStatus::Valid && a.shown.is_none() && !a.names.is_empty() {
                a.status = AnnStatus::Void;
                let said = a.names.iter().map(|n| n.spoken()).collect::<Vec<_>>().join(", ");
                h.ann_infractions.push(Infraction {
                    hand: h.number,
                    trick: None,
                    player: self.name(a.seat).to_string(),
                    rule: "false-announcement".into(),
                    card: None,
                    proof: None,
                    message: format!(
                        "{} announced {said} and never showed it: the announcement is void",
                        self.name(a.seat)
                    ),
                });
            }
        }

        // Combinations: the side with the best one scores all of its own.
        let trump = match mode {
            Mode::Trump(t) => Some(t),
            _ => None,
        };
        let mut combo_award = vec![0i64; nsides];
        let mut meld_reports = Vec::new();
        let valid: Vec<&Ann> = h.anns.iter().filter(|a| a.status == AnnStatus::Valid && !a.combos.is_empty()).collect();
        let mut split_value: Option<(Vec<usize>, i64)> = None;
        if !valid.is_empty() {
            let spec = &self.spec;
            let best_of = |a: &Ann| -> Combo {
                let mut cs = a.combos.clone();
                cs.sort_by(|x, y| melds::compare(spec, y, x, trump));
                cs[0].clone()
            };
            let best =
                valid.iter().map(|a| best_of(a)).max_by(|x, y| melds::compare(spec, x, y, trump)).expect("nonempty");
            let order = self.seats.sides_from(h.eldest);
            let mut tied: Vec<&Ann> =
                valid.iter().copied().filter(|a| melds::compare(spec, &best_of(a), &best, trump).is_eq()).collect();
            tied.sort_by_key(|a| (a.seat + n - h.eldest) % n);
            let tied_sides: Vec<usize> =
                order.iter().copied().filter(|s| tied.iter().any(|a| side(a.seat) == *s)).collect();
            let winners: Vec<usize> = if tied_sides.len() > 1 && self.opts.str_or("run_tie", "first") == "split" {
                let v = melds::value(spec, &best) as i64;
                if nsides > 2 || n > 2 {
                    split_value = Some((tied_sides.clone(), v / tied_sides.len() as i64));
                } else {
                    split_value = Some((vec![], 0));
                }
                vec![]
            } else {
                vec![side(tied[0].seat)]
            };
            for a in &valid {
                let wins = winners.contains(&side(a.seat));
                for c in &a.combos {
                    let v = melds::value(spec, c) as i64;
                    if wins {
                        combo_award[side(a.seat)] += v;
                    }
                    meld_reports.push(MeldReport {
                        player: self.name(a.seat).to_string(),
                        cards: c.cards.iter().map(|x| self.code(*x)).collect(),
                        points: v,
                        scored: wins,
                    });
                }
            }
            if let Some((sides, each)) = &split_value {
                for s in sides {
                    combo_award[*s] += each;
                }
                for m in meld_reports.iter_mut() {
                    let seat = self.seats.seat(&m.player).unwrap_or(0);
                    if sides.contains(&side(seat)) {
                        m.scored = true;
                    }
                }
            }
        }
        let combos_total: i64 = combo_award.iter().sum();

        // Belote and rebelote.
        let mut belote = vec![0i64; nsides];
        let mut belotes = 0;
        let suits: Vec<Suit> = match mode {
            Mode::Trump(t) => vec![t],
            Mode::AllTrump => (0..4).map(Suit).collect(),
            Mode::NoTrump => vec![],
        };
        let must_declare = self.spec.announcements == Announcements::Spanish || self.opts.bool("belote.must_declare");
        let king_first = self.spec.announcements == Announcements::Spanish
            && self.opts.str_or("belote.order", "king-first") == "king-first";
        for s in suits {
            let k = Card::new(s, KING);
            let q = Card::new(s, QUEEN);
            for seat in 0..n {
                if !(h.played_by[seat].contains(k) && h.played_by[seat].contains(q)) {
                    continue;
                }
                let plays: Vec<&(usize, Card, Option<String>)> =
                    h.honours.iter().filter(|(p, c, _)| *p == seat && (*c == k || *c == q)).collect();
                let ok = !must_declare
                    || (plays.len() == 2
                        && plays[0].2.as_deref() == Some("belote")
                        && plays[1].2.as_deref() == Some("rebelote")
                        && (!king_first || plays[0].1 == k));
                if ok {
                    belote[side(seat)] += self.spec.belote_bonus as i64;
                    belotes += 1;
                }
            }
        }

        // Card points and tricks.
        let mut raw = vec![0i64; nsides];
        let mut tricks_won = vec![0usize; nsides];
        for t in &h.tricks {
            raw[side(t.winner)] += t.points;
            tricks_won[side(t.winner)] += 1;
        }
        let total_raw: i64 = raw.iter().sum();
        let order = self.seats.sides_from(h.eldest);

        let mut score = vec![0i64; nsides];
        let mut result: Option<&str> = None;
        let mut litige = false;
        let mut capot = false;
        let penalty = first_offender.filter(|_| self.opts.str_or("renounce_penalty", "hand-lost") == "hand-lost");
        if let Some(off) = penalty {
            let others: Vec<usize> = order.iter().copied().filter(|s| *s != off).collect();
            share(total_raw + combos_total, &others, &mut score);
            for s in 0..nsides {
                score[s] += belote[s];
            }
            if self.spec.scoring == BeloteScoring::Contract || self.opts.str_or("contract", "none") != "none" {
                result = Some(if off == taker_side { "failed" } else { "made" });
            }
        } else {
            match self.spec.scoring {
                BeloteScoring::Contract => {
                    let defenders: Vec<usize> = (0..nsides).filter(|s| *s != taker_side).collect();
                    let all = self.hand_size();
                    if let Some(cs) = (0..nsides).find(|s| tricks_won[*s] == all) {
                        capot = true;
                        score[cs] = total_raw + self.spec.capot_bonus.unwrap_or(0) as i64;
                        for s in 0..nsides {
                            score[s] += belote[s];
                        }
                        result = Some("capot");
                    } else {
                        let t_total = raw[taker_side] + belote[taker_side];
                        let d_total: i64 = defenders.iter().map(|s| raw[*s] + belote[*s]).max().unwrap_or(0);
                        if t_total > d_total {
                            for s in 0..nsides {
                                score[s] = raw[s] + belote[s];
                            }
                            result = Some("made");
                        } else if t_total < d_total {
                            score[taker_side] = belote[taker_side];
                            let d_order: Vec<usize> = order.iter().copied().filter(|s| *s != taker_side).collect();
                            share(total_raw, &d_order, &mut score);
                            for s in &defenders {
                                score[*s] += belote[*s];
                            }
                            result = Some("failed");
                        } else {
                            litige = true;
                            for s in &defenders {
                                score[*s] = raw[*s] + belote[*s];
                            }
                            score[taker_side] = belote[taker_side];
                            checked::add(&mut self.overflow, &mut self.held, raw[taker_side]);
                            result = Some("litige");
                        }
                    }
                }
                BeloteScoring::Points => {
                    for s in 0..nsides {
                        score[s] = raw[s] + combo_award[s] + belote[s];
                    }
                    if tricks_won.contains(&0) {
                        capot = true;
                        let with: Vec<usize> = order.iter().copied().filter(|s| tricks_won[*s] > 0).collect();
                        share(self.spec.capote_award.unwrap_or(0) as i64, &with, &mut score);
                    }
                    if self.opts.str_or("contract", "none") == "beat-each-opponent" {
                        let best_other = (0..nsides).filter(|s| *s != taker_side).map(|s| score[s]).max().unwrap_or(0);
                        if score[taker_side] > best_other {
                            result = Some("made");
                        } else {
                            score[taker_side] = belote[taker_side];
                            result = Some("failed");
                        }
                    }
                }
            }
        }
        if !litige && self.held > 0 {
            let max = *score.iter().max().unwrap_or(&0);
            let top: Vec<usize> = (0..nsides).filter(|s| score[*s] == max).collect();
            if top.len() == 1 {
                score[top[0]] += self.held;
                self.held = 0;
            }
        }
        for s in 0..nsides {
            checked::add(&mut self.overflow, &mut self.totals[s], score[s]);
        }

        // Next dealer and the end of the game.
        self.next_dealer = Some(match self.spec.next_dealer {
            NextDealer::HigherScorerHeadsUp if n == 2 && score[0] != score[1] => {
                if score[0] > score[1] {
                    self.seats.members[0][0]
                } else {
                    self.seats.members[1][0]
                }
            }
            _ => (h.dealer + 1) % n,
        });
        let target = self.opts.int("target");
        let max = *self.totals.iter().max().unwrap_or(&0);
        if max >= target {
            let top: Vec<usize> = (0..nsides).filter(|s| self.totals[*s] == max).collect();
            if top.len() == 1 {
                self.winner = Some(top[0]);
            }
        }

        // Report.
        let kind = self.rs.deck_kind;
        let sides = &self.seats.sides;
        let mut report = HandReport {
            number: h.number,
            dealer: self.name(h.dealer).to_string(),
            outcome: "played".into(),
            trump: Some(trump_code(mode)),
            taker: Some(self.name(taker).to_string()),
            result: result.map(|r| r.to_string()),
            score: sides.iter().cloned().zip(score.iter().copied()).collect(),
            tricks: Some(
                h.tricks
                    .iter()
                    .map(|t| TrickReport {
                        leader: self.name(t.leader).to_string(),
                        cards: t.cards.iter().map(|(_, c)| c.code(kind)).collect(),
                        winner: self.name(t.winner).to_string(),
                        points: t.points,
                    })
                    .collect(),
            ),
            melds: if self.spec.announcements == Announcements::Spanish { Some(meld_reports.clone()) } else { None },
            ..Default::default()
        };
        report.notes.first_line = h.first_line;
        report.notes.last_line = entry.line;
        report.notes.started_at = h.started_at.clone();
        report.notes.ended_at = entry.at.clone();
        report.notes.belotes = belotes;
        report.notes.capot = capot;
        report.notes.announcements = h
            .anns
            .iter()
            .map(|a| {
                format!("{}: {}", self.name(a.seat), a.names.iter().map(|n| n.spoken()).collect::<Vec<_>>().join(" + "))
            })
            .collect();
        report.notes.best_meld = meld_reports
            .iter()
            .filter(|m| m.scored)
            .max_by_key(|m| m.points)
            .map(|m| (m.points, format!("{} {}", m.player, m.cards.join(" "))));
        let mut all_inf = std::mem::take(&mut h.ann_infractions);
        all_inf.extend(infractions);
        let result_word = |r: &str| -> String {
            match (self.lang, r) {
                (Lang::Es, "made") => "hecho".into(),
                (Lang::Es, "failed") => "fallado".into(),
                (Lang::Es, "litige") => "litigio".into(),
                (Lang::Es, "capot") => "capote".into(),
                (_, r) => r.into(),
            }
        };
        notices.push(format!(
            "{} {}: {}{}",
            self.lang.pick("Hand", "Mano"),
            h.number,
            sides.iter().zip(score.iter()).map(|(s, p)| format!("{s} {p}")).collect::<Vec<_>>().join(", "),
            result.map(|r| format!(" ({})", result_word(r))).unwrap_or_default()
        ));
        self.infractions.extend(all_inf);
        self.hands.push(report);
        notices
    }

    pub fn totals_map(&self) -> IndexMap<String, i64> {
        self.seats.sides.iter().cloned().zip(self.totals.iter().copied()).collect()
    }

    pub fn winner_name(&self) -> Option<String> {
        self.winner.map(|w| self.seats.sides[w].clone())
    }

    /// Whether a hand is being played (dealt and not finished).
    pub fn in_hand(&self) -> bool {
        self.cur.is_some()
    }

    /// The cards a player may still hold in the hand in progress as far as the referee knows:
    /// the deck less played, out-of-play and other players' known cards. For the table's prompts.
    pub fn possible_cards(&self, seat: usize) -> CardSet {
        let Some(h) = &self.cur else {
            return CardSet::EMPTY;
        };
        let mut s: CardSet = self.rs.deck(self.n(), &self.opts).into_iter().collect();
        s = s.minus(h.played).minus(h.out_of_play);
        for o in 0..self.n() {
            if o != seat {
                s = s.minus(h.known[o]);
            }
        }
        s
    }

    /// Spanish announcements: may `seat` announce now (before their first card, not yet
    /// announced)? Returns the lowest name rank still allowed (a brelán is 100, runs their length).
    pub fn may_announce(&self, seat: usize) -> Option<u8> {
        let h = self.cur.as_ref()?;
        if self.spec.announcements != Announcements::Spanish || h.taker.is_none() {
            return None;
        }
        if !h.played_by[seat].is_empty() || h.anns.iter().any(|a| a.seat == seat) {
            return None;
        }
        let floor = h
            .anns
            .iter()
            .filter(|a| a.status == AnnStatus::Valid)
            .filter_map(|a| a.names.first())
            .map(|n| n.name_rank())
            .max();
        Some(floor.unwrap_or(0))
    }

    /// An announcer who still has to show, once the first trick is complete.
    pub fn pending_show(&self) -> Option<usize> {
        let h = self.cur.as_ref()?;
        if h.tricks.is_empty() {
            return None;
        }
        h.anns.iter().find(|a| a.status == AnnStatus::Valid && a.shown.is_none() && !a.names.is_empty()).map(|a| a.seat)
    }

    /// Whether the 7 of trump may still be swapped for the turned card.
    pub fn swap_possible(&self) -> bool {
        let Some(h) = &self.cur else { return false };
        self.spec.swap_seven.contains(&(self.n() as u32))
            && h.mode == Some(Mode::Trump(h.turned.suit()))
            && h.turned.rank() != SEVEN
            && !h.swap_done
            && h.log.is_empty()
            && h.current.is_empty()
    }

    /// What a player would say with this card: "belote" for the first of K and Q of a trump
    /// suit, "rebelote" for the second; None when the card cannot be part of a belote.
    pub fn honour_word(&self, seat: usize, card: Card) -> Option<&'static str> {
        let h = self.cur.as_ref()?;
        let belote_suit = match h.mode? {
            Mode::Trump(t) => card.suit() == t,
            Mode::AllTrump => true,
            Mode::NoTrump => false,
        };
        if !belote_suit || (card.rank() != KING && card.rank() != QUEEN) {
            return None;
        }
        let other = Card::new(card.suit(), if card.rank() == KING { QUEEN } else { KING });
        if h.played_by[seat].contains(other) {
            Some("rebelote")
        } else if h.played.contains(other) {
            None
        } else {
            Some("belote")
        }
    }

    /// The turned card of the hand in progress.
    pub fn turned(&self) -> Option<Card> {
        self.cur.as_ref().map(|h| h.turned)
    }

    /// Context of the hand in progress, for prompts: (trick number, led card, trump code).
    pub fn context(&self) -> Option<(usize, Option<Card>, Option<String>)> {
        let h = self.cur.as_ref()?;
        Some((h.tricks.len() + 1, h.current.first().map(|x| x.1), h.mode.map(trump_code)))
    }
}
