/*!
A concours: teams of two playing parties at numbered tables over several rounds, re-paired after
each round and ranked at the end (`docs/concours.md`). Everything the organiser enters is one
journal of its own (JSON Lines in the `concours` folder of the sessions folder), written by the
one journal writer; the concours is a fold of its entries (`state::Concours::apply`), as a
session is of its own.

- `header`, `event`, `codec`, `file`: the journal: its header, its entries, their JSON,
  reading it and finding the latest.
- `state`, `replay`: the fold, and the entries in force (undo, amend).
- `standings`: points, wins and the tie-breaks.
- [`pairing`], `matching`, `rotation`, `draw`: the draw of a round and the check of a
  recorded one.
*/

pub(crate) mod codec;
pub(crate) mod draw;
pub(crate) mod event;
pub(crate) mod file;
pub(crate) mod header;
pub(crate) mod matching;
#[doc(hidden)]
pub mod pairing;
pub(crate) mod replay;
pub(crate) mod rotation;
pub(crate) mod standings;
pub(crate) mod state;

#[doc(hidden)]
pub use event::{Draw, Entry, Event, Provenance, Score};
#[doc(hidden)]
pub use header::{ByePoints, Header, Length, Ranking, Team};
#[doc(hidden)]
pub use replay::{Replayed, Undoable};
pub(crate) use state::{Arithmetic, Concours, Sum};
