//! Español: la página de una mesa servida en un móvil, más allá de sus preguntas.

use super::Es;
use crate::engine::Form;
use crate::i18n::{Names, Sections};

impl Sections for Es {
    fn tricks_fold(&self, taken: usize, tricks: usize) -> String {
        format!("Bazas hasta ahora: {taken} de {tricks}")
    }

    fn shown_fold(&self) -> String {
        "Cartas vistas hasta ahora".into()
    }

    fn trick_taken(&self, winner: &str, points: Option<i64>) -> String {
        match points {
            Some(p) => format!("se la lleva {winner} ({p})"),
            None => format!("se la lleva {winner}"),
        }
    }

    fn trick_in_play(&self) -> String {
        "en la mesa".into()
    }

    fn last_hand_fold(&self, number: usize) -> String {
        format!("Última mano: la {number}")
    }

    fn score_fold(&self) -> String {
        "Marcador".into()
    }

    fn help_fold(&self) -> String {
        "Ayuda".into()
    }

    fn last_hands(&self, shown: usize) -> String {
        if shown == 1 {
            "La mano terminada".into()
        } else {
            format!("Las últimas {shown} manos, la más reciente primero")
        }
    }

    fn no_hand_yet(&self) -> String {
        "Aún no ha terminado ninguna mano.".into()
    }

    fn hand_over(&self, number: usize) -> String {
        format!("Se acabó la mano {number}")
    }

    fn phone_undone(&self, entry: &str) -> String {
        format!("Deshecho: {entry}")
    }

    fn phone_amended(&self, line: usize, entry: &str) -> String {
        format!("Línea {line} corregida: {entry}")
    }

    fn deal_taps(&self) -> [String; 2] {
        ["La muestra".into(), "Luego la carta del fondo".into()]
    }

    fn no_bottom(&self) -> String {
        "Sin carta del fondo".into()
    }

    fn phone_help(&self, forms: &[Form], x: &Names) -> (String, Vec<String>) {
        self.helped(forms, x, true)
    }
}
