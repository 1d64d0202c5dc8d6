/*!
La Bestia (RULES.md "bestia", seed S4): a chip pot, play or pass, exchanges, the pánfilo, mosca
and the bestia payments, hand after hand.

Chips are the score: every player antes at each deal; the pánfilo's holder receives a chip from
every other player; a mosca or a lone player takes the pot; after play, players en bestia pay the
pot (`bestia_payment`), a proved renounce pays it too (`renounce_penalty`), then tricks take their
chips (`per_trick`) and the rest carries over. Chips are conserved: the balances plus the pot
always sum to zero.
*/

use crate::cards::{Card, Suit};
use crate::cardset::CardSet;
use crate::checked;
use crate::holdings::{self, Breach, PlayLog, PlayedTrick};
use crate::i18n::Lang;
use crate::journal::{Entry, Event};
use crate::referee::{Mode, TrickRules};
use crate::report::{HandReport, Infraction, TrickReport};
use crate::ruleset::{BestiaSpec, Options, Ruleset};
use crate::seating::Seating;
use indexmap::IndexMap;
use std::sync::Arc;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    /// Dealt: pánfilo and mosca may be shown, then play or pass.
    Bidding,
    /// A mosca was shown: the hand is settled without play at the next deal or at the end.
    Mosca,
    /// Exchanges and tricks.
    Play,
}

#[derive(Debug, Clone)]
struct Hand {
    number: usize,
    dealer: usize,
    turned: Card,
    stage: Stage,
    chips: Vec<i64>,
    bids: Vec<Option<bool>>,
    next_bidder: usize,
    bids_made: usize,
    panfilo_shown: bool,
    moscas: Vec<(usize, Vec<Card>)>,
    exchanged: Vec<Option<i64>>,
    exchanged_total: i64,
    rules: TrickRules,
    leader: usize,
    current: Vec<(usize, Card)>,
    tricks: Vec<PlayedTrick>,
    played: CardSet,
    known: Vec<CardSet>,
    log: PlayLog,
    first_line: usize,
    started_at: Option<String>,
}

/// What the table should ask for next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expect {
    Deal { dealer: Option<usize> },
    Bid { seat: usize },
    Play { seat: usize, trick: usize },
    Settle,
}

#[derive(Debug, Clone)]
pub struct Bestia {
    rs: Arc<Ruleset>,
    spec: BestiaSpec,
    opts: Options,
    pending_opts: Option<Options>,
    pub seats: Seating,
    pub hands: Vec<HandReport>,
    pub infractions: Vec<Infraction>,
    pub balances: Vec<i64>,
    pub pot: i64,
    /// A chip total overflowed (the session stops).
    pub overflow: bool,
    next_dealer: Option<usize>,
    cur: Option<Hand>,
    hand_no: usize,
    /// The language of the messages shown at the table (journals and verdicts are unaffected).
    pub lang: Lang,
}

impl Bestia {
    /// A message in the table's language.
    fn say(&self, en: String, es: String) -> String {
        match self.lang {
            Lang::En => en,
            Lang::Es => es,
        }
    }

    pub fn new(rs: Arc<Ruleset>, opts: Options, seats: Seating) -> Bestia {
        let spec = rs.bestia.clone().expect("bestia ruleset has a bestia section");
        let n = seats.n();
        Bestia {
            rs,
            spec,
            opts,
            pending_opts: None,
            seats,
            hands: Vec::new(),
            infractions: Vec::new(),
            balances: vec![0; n],
            pot: 0,
            overflow: false,
            next_dealer: None,
            cur: None,
            hand_no: 0,
            lang: Lang::En,
        }
    }

    fn n(&self) -> usize {
        self.seats.n()
    }
    fn name(&self, s: usize) -> &str {
        &self.seats.players[s]
    }
    fn short(&self, c: Card) -> String {
        c.short(self.rs.deck_kind)
    }
    fn deck(&self) -> CardSet {
        self.rs.deck(self.n(), &self.opts).into_iter().collect()
    }
    fn panfilo(&self) -> Option<Card> {
        self.opts.bool("panfilo").then_some(self.spec.panfilo_card)
    }

    pub fn set_option(&mut self, opts: Options) {
        self.pending_opts = Some(opts);
    }

    pub fn expect(&self) -> Expect {
        match &self.cur {
            None => Expect::Deal { dealer: self.next_dealer },
            Some(h) => match h.stage {
                Stage::Bidding => Expect::Bid { seat: h.next_bidder },
                Stage::Mosca => Expect::Settle,
                Stage::Play => Expect::Play { seat: self.to_play(h), trick: h.tricks.len() + 1 },
            },
        }
    }

    fn active(&self, h: &Hand) -> Vec<usize> {
        let n = self.n();
        (1..=n).map(|k| (h.dealer + k) % n).filter(|s| h.bids[*s] == Some(true)).collect()
    }

    fn to_play(&self, h: &Hand) -> usize {
        let active = self.active(h);
        let start = active.iter().position(|s| *s == h.leader).unwrap_or(0);
        active[(start + h.current.len()) % active.len().max(1)]
    }

    pub fn apply(&mut self, entry: &Entry) -> Result<Vec<String>, String> {
        // A mosca hand is settled as soon as anything other than another mosca comes.
        if !matches!(entry.event, Event::Mosca { .. }) && self.cur.as_ref().is_some_and(|h| h.stage == Stage::Mosca) {
            let Event::Deal { dealer, .. } = &entry.event else {
                return Err("nobody plays a hand won by a mosca: enter another mosca or the next deal".into());
            };
            let d = self.seats.seat_of(dealer)?;
            let next = self.upcoming_dealer().unwrap_or(d);
            if d != next {
                return Err(format!("it is {}'s deal, not {dealer}'s", self.name(next)));
            }
            let mut notices = self.settle_mosca(entry);
            notices.extend(self.apply(entry)?);
            return Ok(notices);
        }
        match &entry.event {
            Event::Deal { dealer, turned } => self.deal(entry, dealer, turned.as_deref()),
            Event::Panfilo { player } => self.show_panfilo(player),
            Event::Mosca { player, cards } => self.mosca(player, cards),
            Event::Bid { player, call, trump } => {
                if trump.is_some() {
                    return Err("bestia bids name no trump: play or pass".into());
                }
                self.bid(entry, player, call)
            }
            Event::Exchange { player, count } => self.exchange(player, *count),
            Event::Play { player, card, say } => {
                if say.is_some() {
                    return Err("nothing is said with a card in bestia".into());
                }
                self.play(entry, player, card)
            }
            other => Err(format!("a '{}' entry has no place in {}", other.type_name(), self.rs.name)),
        }
    }

    /// Settle a hand left open at the end of the journal (a mosca waits for the next entry).
    pub fn finish_pending(&mut self) {
        if self.cur.as_ref().is_some_and(|h| h.stage == Stage::Mosca) {
            let entry = Entry { line: 0, at: None, event: Event::End };
            self.settle_mosca(&entry);
        }
    }

    fn deal(&mut self, entry: &Entry, dealer: &str, turned: Option<&str>) -> Result<Vec<String>, String> {
        if let Some(h) = &self.cur {
            return Err(format!("hand {} is not finished", h.number));
        }
        let d = self.seats.seat_of(dealer)?;
        if let Some(nd) = self.next_dealer {
            if nd != d {
                return Err(format!("it is {}'s deal, not {dealer}'s", self.name(nd)));
            }
        }
        let turned = turned.ok_or("a bestia deal needs the dealer's face-up card ('turned')")?;
        let turned = self.rs.parse_card(turned).map_err(|e| e.to_string())?;
        if let Some(p) = &self.pending_opts {
            let ante = p.int("ante");
            if ante * (self.n() as i64) < self.spec.min_pot {
                return Err(format!(
                    "ante {ante} with {} players leaves the pot under {}",
                    self.n(),
                    self.spec.min_pot
                ));
            }
        }
        if let Some(p) = self.pending_opts.take() {
            self.opts = p;
        }
        if !self.deck().contains(turned) {
            return Err(format!("{} is not in the deck for {} players", self.short(turned), self.n()));
        }
        let n = self.n();
        let ante = self.opts.int("ante");
        let mut chips = vec![0i64; n];
        for c in chips.iter_mut() {
            *c -= ante;
        }
        let antes = checked::mul(&mut self.overflow, ante, n as i64);
        checked::add(&mut self.overflow, &mut self.pot, antes);
        for s in 0..n {
            checked::sub(&mut self.overflow, &mut self.balances[s], ante);
        }
        self.hand_no += 1;
        let rules = TrickRules::new(&self.rs, Mode::Trump(turned.suit()), None, self.panfilo());
        let mut known = vec![CardSet::EMPTY; n];
        known[d].insert(turned);
        self.cur = Some(Hand {
            number: self.hand_no,
            dealer: d,
            turned,
            stage: Stage::Bidding,
            chips,
            bids: vec![None; n],
            next_bidder: (d + 1) % n,
            bids_made: 0,
            panfilo_shown: false,
            moscas: Vec::new(),
            exchanged: vec![None; n],
            exchanged_total: 0,
            rules,
            leader: (d + 1) % n,
            current: Vec::new(),
            tricks: Vec::new(),
            played: CardSet::EMPTY,
            known,
            log: PlayLog::new(),
            first_line: entry.line,
            started_at: entry.at.clone(),
        });
        Ok(vec![self.say(
            format!("Everyone antes {ante}: the pot holds {}.", self.pot),
            format!("Todos ponen {ante}: el plato tiene {}.", self.pot),
        )])
    }

    fn show_panfilo(&mut self, player: &str) -> Result<Vec<String>, String> {
        let seat = self.seats.seat_of(player)?;
        let Some(card) = self.panfilo() else {
            return Err("the pánfilo is off in this session (option panfilo)".into());
        };
        let n = self.n();
        let chips = self.spec.panfilo_chips;
        let h = self.cur.as_mut().ok_or("no hand is being played: enter the deal first")?;
        if h.panfilo_shown {
            return Err("the pánfilo was already shown in this hand".into());
        }
        if h.stage != Stage::Bidding || h.bids_made > 0 {
            return Err("the pánfilo is shown right after the deal, before anyone plays or passes".into());
        }
        if let Some(o) = (0..n).find(|o| *o != seat && h.known[*o].contains(card)) {
            return Err(format!("the pánfilo is known to be {}'s", self.seats.players[o]));
        }
        h.panfilo_shown = true;
        h.known[seat].insert(card);
        for s in 0..n {
            if s != seat {
                h.chips[s] -= chips;
                h.chips[seat] += chips;
                checked::sub(&mut self.overflow, &mut self.balances[s], chips);
                checked::add(&mut self.overflow, &mut self.balances[seat], chips);
            }
        }
        let got = chips * (n as i64 - 1);
        Ok(vec![self.say(
            format!("{player} shows the pánfilo and receives {got} chips."),
            format!("{player} enseña el pánfilo y cobra {got} fichas."),
        )])
    }

    fn mosca(&mut self, player: &str, cards: &[String]) -> Result<Vec<String>, String> {
        let seat = self.seats.seat_of(player)?;
        let mut set = CardSet::EMPTY;
        for c in cards {
            set.insert(self.rs.parse_card(c).map_err(|e| e.to_string())?);
        }
        let deck = self.deck();
        let hand_size = self.spec.hand_size;
        let n = self.n();
        let h = self.cur.as_mut().ok_or("no hand is being played: enter the deal first")?;
        if !(h.stage == Stage::Bidding && h.bids_made == 0 || h.stage == Stage::Mosca) {
            return Err("a mosca is shown right after the deal, before anyone plays or passes".into());
        }
        if set.len() != hand_size || cards.len() as u32 != hand_size {
            return Err(format!("a mosca is {hand_size} different cards of one suit"));
        }
        let suit = set.iter().next().map(|c| c.suit()).unwrap_or(Suit(0));
        if set.iter().any(|c| c.suit() != suit || !deck.contains(c)) {
            return Err(format!(
                "a mosca is {hand_size} cards of one suit of this deck (the J♣ counts only for clubs)"
            ));
        }
        if h.moscas.iter().any(|(s, _)| *s == seat) {
            return Err(format!("{player} has already shown a mosca"));
        }
        for (o, cs) in &h.moscas {
            if cs.iter().any(|c| set.contains(*c)) {
                return Err(format!("those cards overlap {}'s mosca", self.seats.players[*o]));
            }
        }
        for o in 0..n {
            if o != seat && set.iter().any(|c| h.known[o].contains(c)) {
                return Err(format!("one of those cards is known to be {}'s", self.seats.players[o]));
            }
        }
        h.known[seat] = h.known[seat].union(set);
        h.moscas.push((seat, set.iter().collect()));
        h.stage = Stage::Mosca;
        Ok(vec![])
    }

    /// Which mosca wins: the trump flush, else the higher cards card by card, else the nearest
    /// the eldest hand.
    fn mosca_winner(&self, h: &Hand) -> usize {
        let n = self.n();
        let trump = h.turned.suit();
        let plain = self.rs.plain_table.expect("checked");
        let key = |(seat, cards): &(usize, Vec<Card>)| {
            let mut ranks: Vec<u8> = cards.iter().map(|c| plain.strength[c.rank().0 as usize]).collect();
            ranks.sort_unstable_by(|a, b| b.cmp(a));
            let is_trump = cards.first().map(|c| c.suit() == trump).unwrap_or(false);
            let distance = (seat + n - h.dealer - 1) % n;
            (is_trump, ranks, std::cmp::Reverse(distance))
        };
        h.moscas.iter().max_by_key(|m| key(m)).map(|m| m.0).unwrap_or(0)
    }

    fn settle_mosca(&mut self, entry: &Entry) -> Vec<String> {
        let Some(mut h) = self.cur.take() else { return vec![] };
        let w = self.mosca_winner(&h);
        let won = self.pot;
        checked::add(&mut self.overflow, &mut h.chips[w], won);
        checked::add(&mut self.overflow, &mut self.balances[w], won);
        self.pot = 0;
        let notice = self.say(
            format!("{} wins the pot of {won} with a mosca.", self.name(w)),
            format!("{} gana el plato de {won} con mosca.", self.name(w)),
        );
        self.close(h, "mosca", entry, None);
        vec![notice]
    }

    fn bid(&mut self, entry: &Entry, player: &str, call: &str) -> Result<Vec<String>, String> {
        let seat = self.seats.seat_of(player)?;
        let n = self.n();
        let names = self.seats.players.clone();
        let h = self.cur.as_mut().ok_or("no hand is being played: enter the deal first")?;
        if h.stage != Stage::Bidding {
            return Err("the play-or-pass round is over".into());
        }
        if seat != h.next_bidder {
            return Err(format!("it is {}'s turn to say play or pass, not {player}'s", names[h.next_bidder]));
        }
        let plays = match call {
            "play" | "take" => true,
            "pass" => false,
            other => return Err(format!("{} is not a call here: play or pass", crate::term::quote(other))),
        };
        h.bids[seat] = Some(plays);
        h.bids_made += 1;
        if !plays {
            // A player who passes lays the cards down: they may go to others in exchanges.
            h.known[seat] = CardSet::EMPTY;
        }
        h.next_bidder = (seat + 1) % n;
        if h.bids_made < n {
            return Ok(vec![]);
        }
        let active: Vec<usize> = (1..=n).map(|k| (h.dealer + k) % n).filter(|s| h.bids[*s] == Some(true)).collect();
        match active.len() {
            0 => {
                let h = self.cur.take().expect("hand");
                let pot = self.pot;
                self.close(h, "void", entry, None);
                Ok(vec![self.say(
                    format!("Everyone passed: the hand is void and the pot of {pot} stays."),
                    format!("Todos pasan: mano nula, el plato de {pot} se queda."),
                )])
            }
            1 => {
                let mut h = self.cur.take().expect("hand");
                let w = active[0];
                let won = self.pot;
                checked::add(&mut self.overflow, &mut h.chips[w], won);
                checked::add(&mut self.overflow, &mut self.balances[w], won);
                self.pot = 0;
                let notice = self.say(
                    format!("{} alone plays and takes the pot of {won}.", self.name(w)),
                    format!("{} juega solo y se lleva el plato de {won}.", self.name(w)),
                );
                self.close(h, "taken", entry, None);
                Ok(vec![notice])
            }
            _ => {
                h.stage = Stage::Play;
                h.leader = active[0];
                Ok(vec![])
            }
        }
    }

    fn exchange(&mut self, player: &str, count: i64) -> Result<Vec<String>, String> {
        let seat = self.seats.seat_of(player)?;
        let n = self.n() as i64;
        let deck_len = self.deck().len() as i64;
        let hand = self.spec.hand_size as i64;
        let max = self.spec.max_exchange as i64;
        let h = self.cur.as_mut().ok_or("no hand is being played")?;
        if h.stage != Stage::Play {
            return Err("exchanges come after play or pass, between players who play".into());
        }
        if h.bids[seat] != Some(true) {
            return Err(format!("{player} passed and cannot exchange"));
        }
        if !h.log.is_empty() {
            return Err("exchanges are made before the first card is led".into());
        }
        if h.exchanged[seat].is_some() {
            return Err(format!("{player} has already exchanged"));
        }
        if !(0..=max).contains(&count) {
            return Err(format!("a player exchanges 0 to {max} cards, not {count}"));
        }
        let passers = h.bids.iter().filter(|b| **b == Some(false)).count() as i64;
        let left = deck_len - hand * n + hand * passers - h.exchanged_total;
        if count > left {
            return Err(format!(
                "only {left} cards are left to exchange (the stock, then the discards of those who passed), not {count}"
            ));
        }
        h.exchanged[seat] = Some(count);
        h.exchanged_total += count;
        if count > 0 {
            // What was known of this hand may have been discarded.
            h.known[seat] = CardSet::EMPTY;
        }
        Ok(vec![])
    }

    fn play(&mut self, entry: &Entry, player: &str, card: &str) -> Result<Vec<String>, String> {
        let seat = self.seats.seat_of(player)?;
        let card = self.rs.parse_card(card).map_err(|e| e.to_string())?;
        if !self.deck().contains(card) {
            return Err(format!("{} is not in the deck for {} players", self.short(card), self.n()));
        }
        let n = self.n();
        let lang = self.lang;
        let kind = self.rs.deck_kind;
        let names = self.seats.players.clone();
        let hand_size = self.spec.hand_size as usize;
        let Some(h) = self.cur.as_ref() else { return Err("no hand is being played: enter the deal first".into()) };
        if h.stage != Stage::Play {
            return Err("no card is played before play-or-pass is over".into());
        }
        let to_play = self.to_play(h);
        let active = self.active(h);
        let h = self.cur.as_mut().ok_or("no hand")?;
        if seat != to_play {
            return Err(format!(
                "it is {}'s turn to play in trick {}, not {player}'s",
                names[to_play],
                h.tricks.len() + 1
            ));
        }
        if h.played.contains(card) {
            return Err(match lang {
                Lang::En => format!("{} was already played in this hand", card.short(kind)),
                Lang::Es => format!("{} ya se jugó en esta mano", card.short(kind)),
            });
        }
        if let Some(o) = (0..n).find(|o| *o != seat && h.known[*o].contains(card)) {
            return Err(format!("{} is known to be in {}'s hand", card.short(kind), names[o]));
        }
        let before: Vec<Card> = h.current.iter().map(|x| x.1).collect();
        let mut known = h.known[seat];
        known.remove(card);
        let rules = h.rules.clone();
        let proved = h.log.record(&rules, seat, h.tricks.len(), card, &before, false, known);
        h.known[seat] = known;
        h.played.insert(card);
        h.current.push((seat, card));
        let mut notices = Vec::new();
        if proved {
            let order = h.played.len() as usize - 1;
            for b in h.log.breaches(&rules, &h.known).iter().filter(|b| b.proven_at == order) {
                notices.push(holdings::sentence_in(lang, &names, kind, &rules, b, &h.tricks, &h.current));
            }
        }
        if h.current.len() == active.len() {
            let cards: Vec<Card> = h.current.iter().map(|x| x.1).collect();
            let w = h.current[rules.winner(&cards)].0;
            h.tricks.push(PlayedTrick {
                leader: h.leader,
                cards: std::mem::take(&mut h.current),
                winner: w,
                points: 0,
            });
            h.leader = w;
            if h.tricks.len() == hand_size {
                notices.extend(self.settle_play(entry));
            }
        }
        Ok(notices)
    }

    fn infraction(&self, hand: usize, rules: &TrickRules, b: &Breach, tricks: &[PlayedTrick]) -> Infraction {
        holdings::infraction(hand, &self.seats.players, self.rs.deck_kind, rules, b, tricks, &[])
    }

    fn settle_play(&mut self, entry: &Entry) -> Vec<String> {
        let Some(mut h) = self.cur.take() else { return vec![] };
        let n = self.n();
        let active = self.active(&h);
        let mut won = vec![0i64; n];
        for t in &h.tricks {
            won[t.winner] += 1;
        }
        let breaches = h.log.breaches(&h.rules, &h.known);
        let infractions: Vec<Infraction> =
            breaches.iter().map(|b| self.infraction(h.number, &h.rules, b, &h.tricks)).collect();
        let mut notices = Vec::new();
        let pot_at_end = self.pot;
        // Bestia payments, in play order from the leader of the first trick.
        let doubling = self.opts.str_or("bestia_payment", "equal") == "doubling";
        for s in active.iter().copied().filter(|s| won[*s] == 0) {
            let pay = if doubling { self.pot } else { pot_at_end };
            checked::sub(&mut self.overflow, &mut h.chips[s], pay);
            checked::sub(&mut self.overflow, &mut self.balances[s], pay);
            checked::add(&mut self.overflow, &mut self.pot, pay);
            notices.push(self.say(
                format!("{} is en bestia and pays {pay}.", self.name(s)),
                format!("{} queda en bestia y paga {pay}.", self.name(s)),
            ));
        }
        // The renounce penalty: the first breach proved pays the pot as it stood when the tricks ended.
        if self.opts.str_or("renounce_penalty", "pays-pot") == "pays-pot" {
            if let Some(b) = breaches.iter().min_by_key(|b| (b.proven_at, b.trick)) {
                checked::sub(&mut self.overflow, &mut h.chips[b.seat], pot_at_end);
                checked::sub(&mut self.overflow, &mut self.balances[b.seat], pot_at_end);
                checked::add(&mut self.overflow, &mut self.pot, pot_at_end);
                notices.push(self.say(
                    format!("{} pays {pot_at_end} for the renounce.", self.name(b.seat)),
                    format!("{} paga {pot_at_end} por el renuncio.", self.name(b.seat)),
                ));
            }
        }
        // The winners collect.
        if let Some(all) = active.iter().copied().find(|s| won[*s] as usize == h.tricks.len()) {
            let take = self.pot;
            checked::add(&mut self.overflow, &mut h.chips[all], take);
            checked::add(&mut self.overflow, &mut self.balances[all], take);
            self.pot = 0;
            notices.push(self.say(
                format!("{} took every trick and takes the pot of {take}.", self.name(all)),
                format!("{} hizo todas las bazas y se lleva el plato de {take}.", self.name(all)),
            ));
        } else {
            let per = if self.opts.str_or("per_trick", "chip") == "fifth" { self.pot / 5 } else { 1 };
            for s in active.iter().copied() {
                let take = checked::mul(&mut self.overflow, won[s], per).min(self.pot);
                checked::add(&mut self.overflow, &mut h.chips[s], take);
                checked::add(&mut self.overflow, &mut self.balances[s], take);
                self.pot -= take;
            }
        }
        self.infractions.extend(infractions);
        self.close(h, "played", entry, Some(()));
        notices.push(self.say(format!("The pot carries {}.", self.pot), format!("Quedan {} en el plato.", self.pot)));
        notices
    }

    fn close(&mut self, h: Hand, outcome: &str, entry: &Entry, played: Option<()>) {
        let kind = self.rs.deck_kind;
        let players = &self.seats.players;
        let chips: IndexMap<String, i64> = players.iter().cloned().zip(h.chips.iter().copied()).collect();
        let mut report = HandReport {
            number: h.number,
            dealer: players[h.dealer].clone(),
            outcome: outcome.into(),
            trump: Some(crate::cards::suit_code(kind, h.turned.suit()).to_string()),
            score: chips.clone(),
            chips: Some(chips),
            pot: Some(self.pot),
            tricks: played.map(|_| {
                h.tricks
                    .iter()
                    .map(|t| TrickReport {
                        leader: players[t.leader].clone(),
                        cards: t.cards.iter().map(|(_, c)| c.code(kind)).collect(),
                        winner: players[t.winner].clone(),
                        points: 0,
                    })
                    .collect()
            }),
            ..Default::default()
        };
        report.notes.first_line = h.first_line;
        report.notes.last_line = entry.line;
        report.notes.started_at = h.started_at.clone();
        report.notes.ended_at = entry.at.clone();
        self.hands.push(report);
        self.next_dealer = Some((h.dealer + 1) % self.n());
    }

    pub fn pending_infractions(&self) -> Vec<Infraction> {
        match &self.cur {
            Some(h) if h.stage == Stage::Play => {
                let mut tricks = h.tricks.clone();
                if !h.current.is_empty() {
                    tricks.push(PlayedTrick {
                        leader: h.leader,
                        cards: h.current.clone(),
                        winner: h.leader,
                        points: 0,
                    });
                }
                h.log
                    .breaches(&h.rules, &h.known)
                    .iter()
                    .map(|b| self.infraction(h.number, &h.rules, b, &tricks))
                    .collect()
            }
            _ => vec![],
        }
    }

    /// Right after the deal, before anyone plays or passes (the moment for pánfilo and mosca).
    pub fn just_dealt(&self) -> bool {
        self.cur.as_ref().is_some_and(|h| h.stage == Stage::Bidding && h.bids_made == 0)
    }

    /// The next active player who has not said how many cards they exchange, before the first card.
    pub fn exchange_pending(&self) -> Option<usize> {
        let h = self.cur.as_ref()?;
        if h.stage != Stage::Play || !h.log.is_empty() {
            return None;
        }
        self.active(h).into_iter().find(|s| h.exchanged[*s].is_none())
    }

    /// Who deals next: after the hand in progress, the next player.
    pub fn upcoming_dealer(&self) -> Option<usize> {
        match &self.cur {
            Some(h) => Some((h.dealer + 1) % self.n()),
            None => self.next_dealer,
        }
    }

    pub fn totals_map(&self) -> IndexMap<String, i64> {
        self.seats.players.iter().cloned().zip(self.balances.iter().copied()).collect()
    }

    pub fn context(&self) -> Option<(usize, Option<Card>, String)> {
        let h = self.cur.as_ref()?;
        Some((
            h.tricks.len() + 1,
            h.current.first().map(|x| x.1),
            crate::cards::suit_short(self.rs.deck_kind, h.turned.suit()).to_string(),
        ))
    }
}
