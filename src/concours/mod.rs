pub mod matching;
pub mod pairing;
pub mod rotation;
