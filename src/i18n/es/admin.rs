//! Español: la página del organizador de un concurso servido.

use super::Es;
use crate::i18n::admin::AdminWords;

impl AdminWords for Es {
    fn admin_title(&self, round: u32) -> String {
        format!("Organización · ronda {round}")
    }
    fn admin_pin_prompt(&self) -> String {
        "el PIN del organizador".into()
    }
    fn admin_no_table(&self, table: u32, tables: u32) -> String {
        format!("no hay mesa {table} en esta ronda: sus mesas son de la 1 a la {tables}")
    }
    fn admin_withdraw_heading(&self) -> String {
        "Retirar una pareja (desde la próxima ronda)".into()
    }
    fn admin_withdraw_button(&self) -> String {
        "Retirar".into()
    }
    fn admin_add_heading(&self) -> String {
        "Añadir una pareja tardía (desde la próxima ronda)".into()
    }
    fn admin_add_player(&self, k: u32) -> String {
        if k == 1 {
            "jugador 1 (o la pareja: A+B)".into()
        } else {
            "jugador 2".into()
        }
    }
    fn admin_add_button(&self) -> String {
        "Añadir".into()
    }
    fn admin_draw_heading(&self) -> String {
        "Próxima ronda (cuando estén todos los resultados)".into()
    }
    fn admin_draw_button(&self, round: u32) -> String {
        format!("Sortear la ronda {round} y servirla")
    }
    fn admin_back(&self) -> String {
        "← todas las mesas".into()
    }
    fn admin_table_heading(&self, table: u32, teams: &str) -> String {
        format!("Mesa {table}: {teams}")
    }
    fn admin_entry_placeholder(&self) -> String {
        "una entrada, como en la mesa: deshacer, corregir LÍNEA …".into()
    }
    fn admin_entry_button(&self) -> String {
        "Anotar".into()
    }
    fn admin_result_heading(&self) -> String {
        "Una mesa que anotó en papel: su resultado".into()
    }
    fn admin_belotes(&self) -> String {
        "belotes".into()
    }
    fn admin_capots(&self) -> String {
        "capotes".into()
    }
    fn admin_held(&self) -> String {
        "retenidos por un litigio".into()
    }
    fn admin_result_button(&self) -> String {
        "Anotar el resultado".into()
    }
    fn admin_number(&self, field: &str, given: &str) -> String {
        format!("{field}: «{given}» no es un número (un número entero, o nada para 0)")
    }
    fn table_entered(&self, table: u32, entry: &str) -> String {
        format!("Mesa {table}: «{entry}» anotado")
    }
    fn table_stopped(&self, table: u32) -> String {
        format!("la mesa {table} se ha detenido: no se anotó nada")
    }
    fn admin_line(&self, url: &str, pin: &str) -> String {
        format!("La página del organizador: {url} PIN {pin}")
    }
    fn sheet_access(&self, address: &str, pin: &str) -> String {
        format!("Anotad la partida en un móvil: {address} PIN {pin}")
    }
    fn round_served(&self, round: u32, line: usize) -> String {
        format!("Ronda {round} sorteada (línea {line}) y servida; sus mesas:")
    }
    fn admin_guessed(&self, budget: usize, file: &str, restart: &str) -> String {
        format!("La página del organizador: alguien está adivinando su PIN: {budget} PIN erróneos en un minuto, así que no se acepta ningún PIN allí hasta que pase el minuto (el navegador que ya lo entró sigue). Para empezar de nuevo con otro PIN: parad este servidor (Ctrl-C), borrad {file} y ejecutad '{restart}'")
    }
}
