//! What a session comes to, rendered: the verdict as `verify --json` prints it ([`json`]), in
//! words ([`text`]), the scoreboard and breakdowns of the table ([`board`]), the end-of-night
//! summary ([`summary`]) and the web pages' text ([`html`]); a hand of the verdict written as it is settled ([`stream`]); tables fitted to the terminal ([`grid`]).

pub mod asked;
pub mod board;
pub mod chart;
pub mod concours;
pub mod concours_board;
pub mod followed;
pub mod grid;
pub mod html;
pub mod json;
pub mod live;
pub mod phone;
pub mod sheets;
pub mod standings_page;
pub mod stats;
pub mod stream;
pub mod summary;
pub mod text;
