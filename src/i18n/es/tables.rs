//! Español: un concurso servido desde sus mesas.

use super::Es;
use crate::i18n::tables::{TableStage, TablesWords};

impl TablesWords for Es {
    fn seating_ask(&self) -> String {
        "Antes del primer reparto: ¿quién reparte primero y quién juega después del que reparte?".into()
    }
    fn seating_dealer(&self) -> String {
        "Reparte primero".into()
    }
    fn seating_next(&self) -> String {
        "Juega después del que reparte".into()
    }
    fn seating_start(&self) -> String {
        "Empezar la partida".into()
    }
    fn not_seated(&self) -> String {
        "la mesa aún no está sentada: elegid quién reparte primero y quién juega después".into()
    }
    fn seating_bad(&self, players: &[String]) -> String {
        format!(
            "el primero en repartir y el que juega después son dos jugadores de esta mesa, uno de cada equipo: {}",
            players.join(", ")
        )
    }
    fn seated_already(&self) -> String {
        "la mesa ya está sentada".into()
    }
    fn confirm_ask(&self, side: &str) -> String {
        format!("La partida ha terminado. {side}: confirmad el resultado, o impugnadlo.")
    }
    fn confirm_button(&self) -> String {
        "Confirmar el resultado".into()
    }
    fn dispute_button(&self) -> String {
        "Impugnar".into()
    }
    fn dispute_placeholder(&self) -> String {
        "por qué (una mano, un total…)".into()
    }
    fn confirmed_by(&self, sides: &[String]) -> String {
        format!("Confirmado por {}", sides.join(" y "))
    }
    fn disputed_by(&self, side: &str, text: &str) -> String {
        format!("{side} impugna: {text}")
    }
    fn not_your_side(&self, side: &str) -> String {
        format!("un bando confirma o impugna desde un móvil sentado en ese bando: este móvil no es de {side} (decid antes de quién es)")
    }
    fn stage(&self, stage: TableStage) -> String {
        match stage {
            TableStage::Seating => "sentándose",
            TableStage::Playing => "jugando",
            TableStage::Awaiting => "por confirmar",
            TableStage::Disputed => "impugnada",
            TableStage::Done => "terminada",
        }
        .into()
    }
    fn hands_of(&self, k: u32, h: u32) -> String {
        format!("mano {k} de {h}")
    }
    fn tables_of_round(&self, round: u32) -> String {
        format!("Ronda {round}: las mesas")
    }
    fn tables_serving(&self, round: u32, url: &str) -> String {
        format!(
            "Sirviendo la ronda {round} del concurso en {url} (el proyector); cada mesa en su dirección con su PIN:"
        )
    }
    fn table_line(&self, table: u32, teams: &str, url: &str, pin: &str) -> String {
        format!("  mesa {table}: {teams} — {url} PIN {pin}")
    }
    fn confirmed_result(&self, table: u32, line: usize) -> String {
        format!("Mesa {table}: los dos bandos confirmaron; su resultado es la línea {line} del concurso")
    }
    fn confirmed_refused(&self, table: u32, why: &str) -> String {
        format!("Mesa {table}: los dos bandos confirmaron, pero el concurso rechazó el resultado: {why}")
    }
    fn round_confirmed(&self, round: u32) -> String {
        format!("Todos los resultados de la ronda {round} están: sortead la ronda siguiente en la página del organizador (/admin/): sus mesas se sirven en el acto")
    }
    fn table_guessed(&self, table: u32, budget: usize) -> String {
        format!("Mesa {table}: alguien está adivinando su PIN: {budget} PIN erróneos en un minuto, así que no se acepta ningún PIN allí hasta que pase el minuto (los móviles que ya lo entraron siguen)")
    }
    fn round_clock(&self, minutes_left: i64) -> String {
        if minutes_left >= 0 {
            format!("quedan {minutes_left} min")
        } else {
            format!("{} min pasados de tiempo", -minutes_left)
        }
    }
}
