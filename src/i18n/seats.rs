/*!
A phone's seat at a served table in words (docs/serve.md, "Seats"): whose phone it is, the choice
of a seat, whose turn it is on a seated phone's page, and a seated phone's bare answer refused
when it is not its player's turn.
*/

use crate::i18n::Terms;

/// A phone's seat at a served table.
#[doc(hidden)]
pub trait SeatWords: Terms {
    /// The fold that chooses the seat, closed, on a phone with no seat: whose phone is this?
    fn seat_ask(&self) -> String;
    /// The same fold on a seated phone: whose phone it is (`seat`: a player's name; `None`: the
    /// scorer's).
    fn seat_is(&self, seat: Option<&str>) -> String;
    /// What a seat means, said in the fold above the choices.
    fn seat_means(&self) -> String;
    /// The choice of the scorer's seat (a phone for the whole table, as without a seat).
    fn seat_scorer(&self) -> String;
    /// The choice of no seat.
    fn seat_none(&self) -> String;
    /// Above the questions of a seated phone, when its player is asked.
    fn your_turn(&self, player: &str) -> String;
    /// Above the questions of a seated phone, when another player is asked.
    fn their_turn(&self, player: &str) -> String;
    /// A seated phone's bare answer (a card, a bid, `pass`…) while it is not its player's turn:
    /// not entered; `turn`, whose it is (one player, or the players who may answer).
    fn not_your_turn(&self, turn: &[String], seat: &str) -> String;
    /// A post to `/seat` whose `seat` is none of this table's: what it may be (`players`, in
    /// seating order: their numbers from 0), `scorer` or `none`.
    fn seat_unknown(&self, players: &[String]) -> String;
}

/// The players with their numbers in seating order, from 0: `0 Ana, 1 Luis, 2 Marta`.
pub(crate) fn numbered(players: &[String]) -> String {
    players.iter().enumerate().map(|(i, p)| format!("{i} {p}")).collect::<Vec<_>>().join(", ")
}
