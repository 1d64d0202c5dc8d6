/*!
The Spanish announcement protocol (RULES.md belote-es, "The protocol as the referee applies it"),
one book per hand: announcements judged in order (in time, in turn, not lower by name than the
best valid one so far), shows checked against what was announced, announcements beaten by name
by a later valid one of another side, and those never shown.

Announcements entered before any card of the hand wait: when the first card is played they are
judged in the order they were entered (only the eldest hand's is then in turn); when the hand is
tallied instead (journal.md: announcements and shows are entered before the tally), they are
judged in seat order from the eldest hand, whatever order they were typed in, as the players made
them at the table.

The referee and `judge` keep the same book, so a dispute settled by `judge` comes out as `verify`
settles the same facts.
*/

use super::spec::BeloteSpec;
use crate::cards::{Card, Suit};
use crate::cardset::CardSet;
use crate::engine::{Facts, Infraction, MeldName, Refusal, Rule, Seat};
use crate::games::belote::melds::{self, Claim, Combo, Combos};

/// One item per player, inline up to four players.
type PerSeat<T> = smallvec::SmallVec<[T; 4]>;

/// The names of one announcement, inline (an announcement names a few combinations at most: no
/// allocation per announcement).
pub(crate) type Names = smallvec::SmallVec<[MeldName; 4]>;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Status {
    /// Made before any card: judged when the first card is played or the hand is tallied.
    Pending,
    Valid,
    Void,
}

/// When an announcement was made, as the first trick places it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Timing {
    /// Before the player's first card, once every player ahead of them in the first trick played.
    InTurn,
    /// After the player's first card (`announce-late`).
    Late,
    /// While a player ahead of them in the first trick had not played (`announce-out-of-turn`).
    OutOfTurn,
    /// Before any card of the hand: judged later ([`Book::resolve`]).
    BeforeCards,
}

/// How the announcements made before any card are judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Resolve {
    /// The hand's first card is played: in the order entered; only the eldest hand was in turn.
    FirstCard,
    /// The hand is tallied: in seat order from the eldest hand, every one in turn.
    Tally,
}

/// One player's announcement.
#[derive(Debug, Clone)]
pub(crate) struct Ann {
    pub(crate) seat: Seat,
    /// Best first.
    pub(crate) names: Names,
    pub(crate) status: Status,
    /// Valid when made (in time, in turn, not lower): it raises the bar for the players after,
    /// and beats by name what it tops, even if it ends void (decision of 2026-11-23).
    pub(crate) in_time: bool,
    pub(crate) shown: Option<CardSet>,
    /// What the show made, once shown and matched.
    pub(crate) combos: Combos,
}

impl Ann {
    /// The name it is judged by: its best.
    pub(crate) fn top(&self) -> u8 {
        self.names.first().map(|n| n.name_rank()).unwrap_or(0)
    }
}

/// What the announcements of a hand come to when it ends.
#[derive(Debug, Clone, Default)]
pub(crate) struct Closed {
    /// Announcements standing, shown and matched: what the award weighs (inline: one per
    /// player at most, no allocation per hand).
    pub(crate) claims: smallvec::SmallVec<[Claim; 4]>,
    /// Combinations shown for valid announcements beaten by name: listed, never scored.
    pub(crate) beaten: smallvec::SmallVec<[(Seat, Combo); 4]>,
}

/// The announcements of one hand.
#[derive(Debug, Clone)]
pub(crate) struct Book {
    hand: usize,
    eldest: Seat,
    n: usize,
    pub(crate) anns: Vec<Ann>,
    /// Players who said "está bien" (an empty announcement).
    pub(crate) fine: PerSeat<bool>,
    /// Announcement infractions so far, in the order proved.
    pub(crate) infractions: Vec<Infraction>,
    /// An announcement was left pending (made before any card) since the last
    /// [`Book::resolve`]: false, none is ([`Book::pending`] looks no further, at every card).
    maybe_pending: bool,
}

impl Book {
    pub(crate) fn new(hand: usize, eldest: Seat, n: usize) -> Book {
        Book {
            hand,
            eldest,
            n,
            anns: Vec::new(),
            fine: smallvec::smallvec![false; n],
            infractions: Vec::new(),
            maybe_pending: false,
        }
    }

    /// This book emptied for a new hand, in place (its lists' room kept).
    pub(crate) fn renew(&mut self, hand: usize, eldest: Seat, n: usize) {
        self.hand = hand;
        self.eldest = eldest;
        self.n = n;
        self.anns.clear();
        self.infractions.clear();
        self.fine.truncate(n);
        self.fine.fill(false);
        while self.fine.len() < n {
            self.fine.push(false);
        }
        self.maybe_pending = false;
    }

    fn distance(&self, seat: Seat) -> usize {
        (seat + self.n - self.eldest) % self.n
    }

    /// Whether `seat` has announced (a combination, or anything void).
    pub(crate) fn announced(&self, seat: Seat) -> bool {
        self.anns.iter().any(|a| a.seat == seat)
    }

    /// The best name announced validly so far: what the next announcement must reach.
    pub(crate) fn floor(&self) -> u8 {
        self.anns.iter().filter(|a| a.in_time).map(Ann::top).max().unwrap_or(0)
    }

    /// Whether announcements made before any card wait for the first card or the tally.
    pub(crate) fn pending(&self) -> bool {
        self.maybe_pending && self.anns.iter().any(|a| a.status == Status::Pending)
    }

    /// `seat` announces `names` (none: "está bien", never an infraction). Judged now unless made
    /// before any card; the infraction it makes, if any.
    pub(crate) fn announce(&mut self, seat: Seat, names: impl Into<Names>, timing: Timing) -> Option<Infraction> {
        let mut names = names.into();
        names.sort_by_key(|n| std::cmp::Reverse(n.name_rank()));
        if names.is_empty() {
            self.fine[seat] = true;
            return None;
        }
        self.anns.push(Ann {
            seat,
            names,
            status: Status::Pending,
            in_time: false,
            shown: None,
            combos: Combos::new(),
        });
        if timing == Timing::BeforeCards {
            self.maybe_pending = true;
            return None;
        }
        self.judge(self.anns.len() - 1, timing)
    }

    /// Judge announcement `i`, every announcement before it already judged.
    fn judge(&mut self, i: usize, timing: Timing) -> Option<Infraction> {
        let best = self.anns[..i].iter().filter(|a| a.in_time).map(Ann::top).max();
        let a = &mut self.anns[i];
        let rule = match timing {
            Timing::Late => Some(Rule::AnnounceLate),
            Timing::OutOfTurn => Some(Rule::AnnounceOutOfTurn),
            _ if best.is_some_and(|b| a.top() < b) => Some(Rule::AnnounceNotHigher),
            _ => None,
        };
        a.in_time = rule.is_none();
        a.status = if rule.is_none() { Status::Valid } else { Status::Void };
        let rule = rule?;
        let inf = Infraction {
            hand: self.hand,
            trick: None,
            player: a.seat,
            rule,
            card: None,
            proof: None,
            facts: Facts::Announcement { melds: a.names.to_vec() },
        };
        self.infractions.push(inf.clone());
        Some(inf)
    }

    /// Judge the announcements made before any card (the first card is being played, or the
    /// hand is tallied), then the shows entered for them. The infractions found.
    pub(crate) fn resolve(&mut self, how: Resolve, spec: &BeloteSpec, trump: Option<Suit>) -> Vec<Infraction> {
        // Every announcement from the first pending on is judged here: none is left pending.
        self.maybe_pending = false;
        let start = self.anns.iter().position(|a| a.status == Status::Pending).unwrap_or(self.anns.len());
        if start == self.anns.len() {
            return vec![];
        }
        if how == Resolve::Tally {
            let (eldest, n) = (self.eldest, self.n);
            self.anns[start..].sort_by_key(|a| (a.seat + n - eldest) % n);
        }
        let mut out = Vec::new();
        for i in start..self.anns.len() {
            let timing = match how {
                Resolve::FirstCard if self.distance(self.anns[i].seat) != 0 => Timing::OutOfTurn,
                _ => Timing::InTurn,
            };
            out.extend(self.judge(i, timing));
        }
        for i in start..self.anns.len() {
            out.extend(self.match_show(i, spec, trump));
        }
        out
    }

    /// The announcement `seat` may show now.
    pub(crate) fn to_show(&self, seat: Seat) -> Result<usize, Refusal> {
        let Some(i) = self.anns.iter().position(|a| a.seat == seat) else {
            return Err(Refusal::NothingToShow { player: seat });
        };
        if self.anns[i].shown.is_some() {
            return Err(Refusal::AlreadyShown { player: seat });
        }
        Ok(i)
    }

    /// Announcement `i` is shown with `shown`: checked now unless still waiting to be judged.
    pub(crate) fn show(
        &mut self,
        i: usize,
        shown: CardSet,
        spec: &BeloteSpec,
        trump: Option<Suit>,
    ) -> Option<Infraction> {
        self.anns[i].shown = Some(shown);
        self.match_show(i, spec, trump)
    }

    /// A valid announcement's show: the combinations it makes, or `show-mismatch`.
    fn match_show(&mut self, i: usize, spec: &BeloteSpec, trump: Option<Suit>) -> Option<Infraction> {
        let a = &mut self.anns[i];
        let shown = a.shown?;
        if a.status != Status::Valid {
            return None;
        }
        if let Some(combos) = melds::make_announced(spec, shown, &a.names, trump) {
            a.combos = combos;
            return None;
        }
        a.status = Status::Void;
        let inf = Infraction {
            hand: self.hand,
            trick: None,
            player: a.seat,
            rule: Rule::ShowMismatch,
            card: None,
            proof: None,
            facts: Facts::Announcement { melds: a.names.to_vec() },
        };
        self.infractions.push(inf.clone());
        Some(inf)
    }

    /// The plays (or the end of the hand) contradict `shower`'s show at `card`: a standing
    /// announcement is false.
    pub(crate) fn contradict(&mut self, shower: Seat, card: Card, by: Option<Seat>) -> Option<Infraction> {
        let a = self.anns.iter_mut().find(|a| a.seat == shower && a.shown.is_some())?;
        if a.status != Status::Valid {
            return None;
        }
        a.status = Status::Void;
        let inf = Infraction {
            hand: self.hand,
            trick: None,
            player: shower,
            rule: Rule::FalseAnnouncement,
            card: None,
            proof: None,
            facts: Facts::Contradicted { melds: a.names.to_vec(), card, by },
        };
        self.infractions.push(inf.clone());
        Some(inf)
    }

    /// Announcement `i` was beaten by name by a later announcement, valid when made, of another
    /// side: it need not be shown and never scores. The first such announcement.
    pub(crate) fn beaten_by(&self, i: usize, side_of: &[usize]) -> Option<usize> {
        let a = &self.anns[i];
        (i + 1..self.anns.len()).find(|j| {
            let b = &self.anns[*j];
            b.in_time && side_of[b.seat] != side_of[a.seat] && b.top() > a.top()
        })
    }

    /// Valid announcements still to be shown (once the first trick is complete).
    pub(crate) fn awaiting_show(&self, side_of: &[usize]) -> impl Iterator<Item = &Ann> + '_ {
        let side_of = side_of.to_vec();
        self.anns.iter().enumerate().filter_map(move |(i, a)| {
            (a.status == Status::Valid && a.shown.is_none() && self.beaten_by(i, &side_of).is_none()).then_some(a)
        })
    }

    /// Whether a valid announcement still waits to be shown ([`Book::awaiting_show`], without
    /// building the list: asked at every card until the announcements are settled).
    pub(crate) fn any_awaiting_show(&self, side_of: &[usize]) -> bool {
        self.anns
            .iter()
            .enumerate()
            .any(|(i, a)| a.status == Status::Valid && a.shown.is_none() && self.beaten_by(i, side_of).is_none())
    }

    /// The end of the hand: announcements still standing and never shown are false; what the
    /// others come to.
    pub(crate) fn close(&mut self, side_of: &[usize]) -> Closed {
        let beaten: smallvec::SmallVec<[bool; 8]> =
            (0..self.anns.len()).map(|i| self.beaten_by(i, side_of).is_some()).collect();
        for (i, a) in self.anns.iter_mut().enumerate() {
            if a.status == Status::Valid && a.shown.is_none() && !beaten[i] {
                a.status = Status::Void;
                self.infractions.push(Infraction {
                    hand: self.hand,
                    trick: None,
                    player: a.seat,
                    rule: Rule::FalseAnnouncement,
                    card: None,
                    proof: None,
                    facts: Facts::Announcement { melds: a.names.to_vec() },
                });
            }
        }
        let mut out = Closed::default();
        for (i, a) in self.anns.iter().enumerate().filter(|(_, a)| a.status == Status::Valid) {
            if beaten[i] {
                out.beaten.extend(a.combos.iter().map(|c| (a.seat, *c)));
            } else {
                out.claims.push(Claim { seat: a.seat, combos: a.combos.clone() });
            }
        }
        out
    }
}
