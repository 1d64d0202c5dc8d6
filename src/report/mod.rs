//! What a session comes to, rendered: the verdict as `verify --json` prints it ([`json`]), in
//! words (`text`), the scoreboard and breakdowns of the table (`board`), the end-of-night
//! summary (`summary`) and the web pages' text (`html`); a hand of the verdict written as it is settled ([`stream`]); tables fitted to the terminal (`grid`).

pub(crate) mod asked;
pub(crate) mod board;
pub(crate) mod chart;
pub(crate) mod concours;
pub(crate) mod concours_board;
#[doc(hidden)]
pub mod followed;
pub(crate) mod grid;
pub(crate) mod html;
#[doc(hidden)]
pub mod json;
#[doc(hidden)]
pub mod live;
pub(crate) mod phone;
pub(crate) mod phone_deal;
#[doc(hidden)]
pub mod phone_folds;
pub(crate) mod phone_hands;
pub(crate) mod phone_help;
pub(crate) mod phone_result;
pub(crate) mod phone_tally;
pub(crate) mod phone_tricks;
pub(crate) mod seat;
pub(crate) mod sheets;
pub(crate) mod spill;
pub(crate) mod standings_page;
pub(crate) mod stats;
#[doc(hidden)]
pub mod stream;
pub(crate) mod summary;
pub(crate) mod text;
