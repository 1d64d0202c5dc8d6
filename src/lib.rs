/*!
tapete: a referee and scorekeeper for card games played with real cards at a real table.

A session is its journal of events; the game state is a fold of those events through the
ruleset's referee ([`session::Session::apply`]). The table prompts, scripted input and `verify`
all go through that one function.
*/

pub mod cards;
pub mod cardset;
pub mod error;
pub mod referee;
pub mod ruleset;

pub mod cli {
    pub fn main() -> i32 {
        0
    }
}
