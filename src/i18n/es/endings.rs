//! Español: el final de una mesa servida, y reabrir una sesión terminada con una entrada.

use super::Es;
use crate::i18n::Endings;

impl Endings for Es {
    fn end_confirm(&self, secs: u64) -> String {
        format!("¿Terminar la sesión? Después no se puede anotar nada más; durante {secs} segundos, deshacer anula el final.")
    }

    fn end_confirm_yes(&self) -> String {
        "Terminar la sesión".into()
    }

    fn end_confirm_no(&self) -> String {
        "Seguir jugando".into()
    }

    fn closing(&self, secs: u64) -> String {
        format!("La sesión ha terminado: esta mesa se cierra en {secs} s. Deshacer anula el final.")
    }

    fn closing_prompt(&self, secs: u64) -> String {
        format!(
            "La sesión ha terminado: la mesa se cierra en {secs} s ('deshacer' anula el final; 'salir' la cierra ya)"
        )
    }

    fn closed(&self) -> String {
        "La mesa se ha cerrado: aquí ya no se anota nada.".into()
    }

    fn reopen_question(&self, line: usize) -> String {
        format!("Esta sesión se terminó (línea {line}). ¿Anular el final y seguir?")
    }

    fn yes_no(&self) -> [&'static [&'static str]; 2] {
        [&["sí", "si", "s"], &["no", "n"]]
    }

    fn reopen_how(&self, line: usize, command: &str) -> String {
        format!("Esta sesión se terminó (línea {line}); para anular el final y seguir: {command}")
    }
}
