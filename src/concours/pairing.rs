//! PLACEHOLDER until the pairing lands (helper branch `pairing`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pairing {
    Swiss,
    Rotation,
    Random,
}
pub struct Situation<'a> {
    pub round: u32,
    pub entrants: usize,
    pub standing: &'a [usize],
    pub met: &'a [(usize, usize, u32)],
    pub had_bye: &'a [usize],
    pub order: &'a [usize],
    pub seed: u64,
    pub pairing: Pairing,
}
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drawn {
    pub tables: Vec<[usize; 2]>,
    pub bye: Option<usize>,
}
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Breach {
    Spoiled,
}
pub fn draw(s: &Situation) -> Drawn {
    let mut v = s.standing.to_vec();
    let bye = if v.len() % 2 == 1 { v.pop() } else { None };
    Drawn { tables: v.chunks(2).map(|c| [c[0], c[1]]).collect(), bye }
}
pub fn check(s: &Situation, d: &Drawn) -> Result<(), Breach> {
    if draw(s) == *d {
        Ok(())
    } else {
        Err(Breach::Spoiled)
    }
}
