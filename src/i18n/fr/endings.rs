//! Français : la fin d'une table servie, et la réouverture d'une séance close par une entrée.

use super::Fr;
use crate::i18n::Endings;

impl Endings for Fr {
    fn end_confirm(&self, secs: u64) -> String {
        format!("Clore la séance\u{a0}? Plus rien ne peut être saisi ensuite\u{a0}; pendant {secs}\u{a0}secondes, annuler reprend la fin.")
    }

    fn end_confirm_yes(&self) -> String {
        "Clore la séance".into()
    }

    fn end_confirm_no(&self) -> String {
        "Continuer à jouer".into()
    }

    fn closing(&self, secs: u64) -> String {
        format!("La séance est close\u{a0}: cette table ferme dans {secs}\u{a0}s. Annuler reprend la fin.")
    }

    fn closing_prompt(&self, secs: u64) -> String {
        format!("La séance est close\u{a0}: la table ferme dans {secs}\u{a0}s ('annuler' reprend la fin\u{a0}; 'quitter' la ferme tout de suite)")
    }

    fn closed(&self) -> String {
        "La table est fermée\u{a0}: plus rien ne se saisit ici.".into()
    }

    fn reopen_question(&self, line: usize) -> String {
        format!("Cette séance a été close (ligne {line}). Reprendre la fin et continuer\u{a0}?")
    }

    fn yes_no(&self) -> [&'static [&'static str]; 2] {
        [&["oui", "o"], &["non", "n"]]
    }

    fn reopen_how(&self, line: usize, command: &str) -> String {
        format!("Cette séance a été close (ligne {line})\u{a0}; pour reprendre la fin et continuer\u{a0}: {command}")
    }
}
