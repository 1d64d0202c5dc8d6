/*!
What each player is known to hold, and renounce proofs.

Every play is recorded with the trick it was played to. A play of duty class `k`
([`crate::referee::TrickRules::class`]) is a breach as soon as the player is known to have held,
at that moment, a card of a better class: either a holding known then (shown cards, the turned
card the taker picked up, bestia's dealer card) or a card the same player plays later in the same
hand (hands only shrink during play). The breach is flagged at once in the first case and at the
proving play in the second.

When the hand is over every card the player held is known, so the final verdict uses the exact
legal set: the proof is the first later play of a card that was a legal choice at the breach, or
null when a holding known at the breach was a legal choice (journal.md).
*/

use crate::cards::Card;
use crate::cards::DeckKind;
use crate::cardset::CardSet;
use crate::referee::{BreachRule, TrickRules};

#[derive(Debug, Clone)]
struct PlayRecord {
    seat: usize,
    /// 0-based trick index in the hand.
    trick: usize,
    card: Card,
    before: Vec<Card>,
    partner_winning: bool,
    class: u8,
    known_before: CardSet,
    /// When the breach was first proved (sequence number of the proving play).
    proven_at: Option<usize>,
}

/// A proved breach of a play duty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Breach {
    pub seat: usize,
    /// 0-based trick index.
    pub trick: usize,
    pub card: Card,
    pub rule: BreachRule,
    /// The later play that proves it: (0-based trick, card); None when a known holding does.
    pub proof: Option<(usize, Card)>,
    /// The card that shows what should have been played (the proof, or the known card).
    pub witness: Card,
    /// Sequence number of the play at which the breach was first proved.
    pub proven_at: usize,
}

/// The plays of one hand and the breaches they prove.
#[derive(Debug, Clone, Default)]
pub struct PlayLog {
    plays: Vec<PlayRecord>,
}

impl PlayLog {
    pub fn new() -> PlayLog {
        PlayLog::default()
    }

    /// Record a play. `known` is what the player was known to hold just before (without `card`).
    /// Returns true when this play proves a breach (its own, by a known holding, or an earlier one).
    #[allow(clippy::too_many_arguments)]
    pub fn record(
        &mut self,
        rules: &TrickRules,
        seat: usize,
        trick: usize,
        card: Card,
        before: &[Card],
        partner_winning: bool,
        known: CardSet,
    ) -> bool {
        let order = self.plays.len();
        let mut proved = false;
        for r in self.plays.iter_mut().filter(|r| r.seat == seat && r.proven_at.is_none()) {
            if rules.class(card, &r.before, r.partner_winning) < r.class {
                r.proven_at = Some(order);
                proved = true;
            }
        }
        let class = rules.class(card, before, partner_winning);
        let by_known = known.iter().any(|k| rules.class(k, before, partner_winning) < class);
        proved |= by_known;
        self.plays.push(PlayRecord {
            seat,
            trick,
            card,
            before: before.to_vec(),
            partner_winning,
            class,
            known_before: known,

            proven_at: by_known.then_some(order),
        });
        proved
    }

    /// The breaches proved so far, with their final rule and proof. `known_now[seat]` is what
    /// each player is still known to hold (cards shown and not yet played).
    pub fn breaches(&self, rules: &TrickRules, known_now: &[CardSet]) -> Vec<Breach> {
        let mut out = Vec::new();
        for (i, r) in self.plays.iter().enumerate() {
            let Some(proven_at) = r.proven_at else {
                continue;
            };
            let later: Vec<&PlayRecord> = self.plays[i + 1..].iter().filter(|p| p.seat == r.seat).collect();
            let mut held = r.known_before.union(known_now.get(r.seat).copied().unwrap_or_default());
            held.insert(r.card);
            for p in &later {
                held.insert(p.card);
            }
            let class_of = |c: Card| rules.class(c, &r.before, r.partner_winning);
            let best = held.iter().map(class_of).min().unwrap_or(r.class);
            if best >= r.class {
                continue;
            }
            let known_legal = r.known_before.iter().find(|c| class_of(*c) == best);
            let (proof, witness) = match known_legal {
                Some(k) => (None, k),
                None => match later.iter().find(|p| class_of(p.card) == best) {
                    Some(p) => (Some((p.trick, p.card)), p.card),
                    None => match held.iter().find(|c| class_of(*c) == best) {
                        Some(k) => (None, k),
                        None => continue,
                    },
                },
            };
            out.push(Breach {
                seat: r.seat,
                trick: r.trick,
                card: r.card,
                rule: rules.breach_rule(&r.before, r.card, witness),
                proof,
                witness,
                proven_at,
            });
        }
        out
    }

    pub fn is_empty(&self) -> bool {
        self.plays.is_empty()
    }
}

/// One sentence for a breach: who, which duty, which trick and card, and the proof.
/// `trick_cards` are the cards of the breach's trick (its first card names the led suit).
pub fn describe(names: &[String], kind: DeckKind, rules: &TrickRules, b: &Breach, trick_cards: &[Card]) -> String {
    describe_in(crate::i18n::Lang::En, names, kind, rules, b, trick_cards)
}

/// The same sentence in a language (Spanish: the renuncio as a table says it).
pub fn describe_in(
    lang: crate::i18n::Lang,
    names: &[String],
    kind: DeckKind,
    rules: &TrickRules,
    b: &Breach,
    trick_cards: &[Card],
) -> String {
    use crate::i18n::Lang;
    let who = &names[b.seat];
    let led = trick_cards.first().map(|c| crate::cards::suit_short(kind, rules.suit_of(*c))).unwrap_or("?");
    let (played, trick) = (b.card.short(kind), b.trick + 1);
    let duty = match (lang, b.rule) {
        (Lang::En, BreachRule::FollowSuit) => format!("did not follow {led}"),
        (Lang::En, BreachRule::Beat) => format!("did not beat the best {led}"),
        (Lang::En, BreachRule::Trump) => "did not trump".to_string(),
        (Lang::En, BreachRule::Overtrump) => "did not overtrump".to_string(),
        (Lang::Es, BreachRule::FollowSuit) => format!("no asistió a {led}"),
        (Lang::Es, BreachRule::Beat) => format!("no mató la mejor carta de {led}"),
        (Lang::Es, BreachRule::Trump) => "no falló".to_string(),
        (Lang::Es, BreachRule::Overtrump) => "no pisó".to_string(),
    };
    let proof = match (lang, b.proof) {
        (Lang::En, Some((t, c))) => format!("they played {} in trick {}", c.short(kind), t + 1),
        (Lang::En, None) => format!("they were known to hold {}", b.witness.short(kind)),
        (Lang::Es, Some((t, c))) => format!("jugó {} en la baza {}", c.short(kind), t + 1),
        (Lang::Es, None) => format!("se sabía que tenía {}", b.witness.short(kind)),
    };
    match lang {
        Lang::En => format!("{who} {duty} in trick {trick} (played {played}); {proof}"),
        Lang::Es => format!("Renuncio: {who} {duty} en la baza {trick} (jugó {played}); {proof}"),
    }
}

/// A completed (or, at the end of a journal, partial) trick.
#[derive(Debug, Clone)]
pub struct PlayedTrick {
    pub leader: usize,
    pub cards: Vec<(usize, Card)>,
    pub winner: usize,
    pub points: i64,
}

/// The cards of the breach's trick: a completed trick, or the one being played.
fn cards_of_trick(tricks: &[PlayedTrick], index: usize, current: &[(usize, Card)]) -> Vec<Card> {
    tricks
        .get(index)
        .map(|t| t.cards.iter().map(|x| x.1).collect())
        .unwrap_or_else(|| current.iter().map(|x| x.1).collect())
}

/// The sentence for a breach, in a language, given the hand's tricks so far.
pub fn sentence_in(
    lang: crate::i18n::Lang,
    names: &[String],
    kind: DeckKind,
    rules: &TrickRules,
    b: &Breach,
    tricks: &[PlayedTrick],
    current: &[(usize, Card)],
) -> String {
    describe_in(lang, names, kind, rules, b, &cards_of_trick(tricks, b.trick, current))
}

/// The sentence for a breach given the hand's tricks so far.
pub fn sentence(
    names: &[String],
    kind: DeckKind,
    rules: &TrickRules,
    b: &Breach,
    tricks: &[PlayedTrick],
    current: &[(usize, Card)],
) -> String {
    describe(names, kind, rules, b, &cards_of_trick(tricks, b.trick, current))
}

/// The report's infraction for a breach of hand `hand`.
pub fn infraction(
    hand: usize,
    names: &[String],
    kind: DeckKind,
    rules: &TrickRules,
    b: &Breach,
    tricks: &[PlayedTrick],
    current: &[(usize, Card)],
) -> crate::report::Infraction {
    crate::report::Infraction {
        hand,
        trick: Some(b.trick + 1),
        player: names[b.seat].clone(),
        rule: b.rule.id().into(),
        card: Some(b.card.code(kind)),
        proof: b.proof.map(|(t, c)| crate::report::Proof { trick: t + 1, card: c.code(kind) }),
        message: sentence(names, kind, rules, b, tricks, current),
    }
}
