//! Spanish: what the options of the games mean (`rules show`).

use super::Es;
use crate::i18n::{OptionKey, OptionWords};

impl OptionWords for Es {
    fn option_meaning(&self, key: OptionKey, with: &[OptionKey]) -> String {
        use OptionKey as K;
        match key {
            K::Target if with.contains(&K::TargetReach) => {
                "El total que gana la partida: tras una mano, gana el bando que lo pasa (que lo supera, o que lo \
                 alcanza o supera, según diga target_reach); si los dos lo pasan, el total más alto; con totales \
                 iguales, otra mano."
            }
            K::Target => {
                "El total que gana la partida: tras una mano, gana el bando que lo alcanza o lo supera; si varios \
                 lo superan, el total más alto; con totales iguales, otra mano."
            }
            K::Hands => {
                "Una partida de este número de manos (un concurso): la sesión acaba tras ellas y la gana el total \
                 más alto, sea cual sea el objetivo (con totales iguales, empate); una mano en la que todos pasan \
                 no cuenta. 0: sin límite."
            }
            K::AllNoTrump => {
                "Además de a un palo, se puede jugar a todo triunfo (todos los palos son triunfo) y a sin \
                 triunfo: con carta vuelta, en una tercera vuelta de pujas; en una subasta con valores, como \
                 triunfo de una puja."
            }
            K::BeloteMustDeclare => {
                "El belote (rey y dama de triunfo en una misma mano) solo cuenta si se dice «belote» y «rebelote» \
                 al jugar las dos cartas; si no, basta con jugarlas."
            }
            K::BeloteOrder => "Cómo se dicen belote y rebelote con el rey y la dama de triunfo.",
            K::RunTie => "Escaleras aún iguales tras su largo, su carta más alta y el triunfo.",
            K::Overtrump => "Quien falla una baza de un palo que no es triunfo ya fallada debe pisar si puede.",
            K::Contract => "Lo que debe sacar quien toma para conservar sus puntos.",
            K::RenouncePenalty => "Lo que cuesta un renuncio probado (faltar a una obligación de juego).",
            K::MisdealPenalty => {
                "Una carta vista al repartir: el mismo jugador vuelve a repartir y su bando pierde estos puntos."
            }
            K::TargetReach => "Cómo gana el total de un bando frente a target.",
            K::MaxBid => "La puja más alta por debajo del capote (las pujas van de diez en diez desde 80).",
            K::SelfRaise => "Si quien puja puede subir su propia puja.",
            K::CoincheTiming => "Cuándo un rival de quien puja puede doblar (coinche) la puja en pie.",
            K::Surcoinche => {
                "El multiplicador de un contrato redoblado (surcoinche; el coinche dobla): 4, o 3 (el contrato \
                 vale entonces 1, 2 o 3 veces)."
            }
            K::EightyNeeds => {
                "El total que necesitan quienes toman para cumplir un 80; cualquier otro contrato necesita su \
                 valor."
            }
            K::Undertrump => {
                "Quien no tiene el palo de salida y no puede pisar el triunfo de un rival debe fallar igualmente \
                 si puede (con un triunfo menor); si no, puede descartarse."
            }
            K::BeloteDeclare => {
                "Lo que hay que decir para que cuente el belote (rey y dama de triunfo en una misma mano)."
            }
            K::BeloteAllTrump => "El belote cuando todos los palos son triunfo, o ninguno.",
            K::BeloteOnFailure => "Quién se anota el belote de quienes toman cuando fallan su contrato.",
            K::Scoring => "Lo que se anota un contrato.",
            K::Rounding => "Cómo se cuentan los puntos de las cartas antes de sumar el contrato y el belote.",
            K::CoinchedBase => "Lo que se anota un contrato doblado o redoblado, antes del multiplicador.",
            K::CapotFailed => {
                "Lo que se anota la defensa, antes del multiplicador y del belote, cuando falla una puja de \
                 capote: 412 (250 + 162) o 500."
            }
            K::Ante => "Las fichas que cada jugador pone en el plato antes de cada reparto.",
            K::DeckGrowth => {
                "Las cartas que se añaden a la baraja por cada jugador a partir del cuarto: 4 (el valor siguiente \
                 hacia abajo) u 8 (dos valores)."
            }
            K::ThreePlayerDeck => "La baraja con tres jugadores: 32 cartas, o 28 sin los sietes.",
            K::Panfilo => {
                "El pánfilo (la carta que se nombra en las obligaciones de juego) es el triunfo más alto sea cual \
                 sea el palo de triunfo; quien lo tiene lo enseña tras el reparto y recibe fichas de cada uno de \
                 los demás jugadores."
            }
            K::BestiaPayment => "Cómo pagan el plato varios jugadores en bestia (sin baza).",
            K::PerTrick => "Lo que cada baza se lleva del plato; lo que queda pasa a la mano siguiente.",
            K::Stake => {
                "Las fichas que cada jugador pone en cada una de las nueve casillas en cada reparto; el \
                 interventor puede cambiarla entre manos."
            }
            K::Deck => {
                "La baraja española de 40 cartas, o de 48 con los ochos y los nueves (cada una con su perejila, \
                 el comodín)."
            }
            K::TururuRealBonus => {
                "Las fichas que cada uno de los demás jugadores paga, además de las casillas, a quien tiene un \
                 tururú real (dos sietes y la perejila)."
            }
        }
        .into()
    }

    fn option_choice(&self, key: OptionKey, choice: &str) -> Option<String> {
        use OptionKey as K;
        let s = match (key, choice) {
            (K::BeloteOrder, "king-first") => "belote con el rey y rebelote con la dama en una baza posterior",
            (K::BeloteOrder, "any") => "cualquiera de las dos cartas primero",
            (K::RunTie, "first") => "gana quien cantó más cerca de la mano",
            (K::RunTie, "split") => {
                "con dos jugadores, nadie se anota nada; con más, los bandos empatados se reparten el valor"
            }
            (K::Contract, "none") => "cada bando conserva sus puntos",
            (K::Contract, "beat-each-opponent") => {
                "quien toma y no saca más que cada uno de los otros bandos se anota 0 (conserva su belote)"
            }
            (K::RenouncePenalty, "hand-lost") => {
                "el bando infractor solo se anota su belote, como si todos los puntos de las cartas y todos los \
                 cantes de la mano hubieran ido en su contra; los demás nunca se anotan menos de lo que les dio \
                 el juego"
            }
            (K::RenouncePenalty, "flag-only") => "se señala el renuncio y los tantos no cambian",
            (K::RenouncePenalty, "pays-pot") => {
                "el infractor paga el plato tal como estaba tras los pagos de la bestia"
            }
            (K::TargetReach, "exceed") => "tiene que superar el objetivo",
            (K::TargetReach, "reach") => "basta con alcanzarlo",
            (K::SelfRaise, "new-suit") => "sí, pero solo a otro triunfo (un palo, todo triunfo o sin triunfo)",
            (K::SelfRaise, "never") => "nunca",
            (K::CoincheTiming, "any-time") => "en cualquier momento mientras la puja siga en pie, en su turno o no",
            (K::CoincheTiming, "in-turn") => {
                "solo en su turno de hablar (el contre de la federación francesa); el bando de quien pujó \
                 responde luego por turno"
            }
            (K::BeloteDeclare, "first") => "«belote» con la primera de las dos cartas que se juega",
            (K::BeloteDeclare, "both") => "«belote» y «rebelote», una palabra con cada carta",
            (K::BeloteDeclare, "none") => "nada: basta con jugar las dos",
            (K::BeloteAllTrump, "none") => "no hay belote a todo triunfo ni a sin triunfo",
            (K::BeloteAllTrump, "each-suit") => "a todo triunfo, un belote en cada palo; ninguno a sin triunfo",
            (K::BeloteOnFailure, "takers") => "se lo quedan quienes toman",
            (K::BeloteOnFailure, "defence") => "va a la defensa",
            (K::Scoring, "points-and-bid") => {
                "cumplido, quienes toman se anotan el contrato y sus puntos, la defensa sus propios puntos; \
                 fallado, la defensa se anota el contrato y todos los puntos de las cartas de la mano"
            }
            (K::Scoring, "bid-only") => {
                "solo el contrato: para quienes toman si lo cumplen, para la defensa si fallan; el belote para \
                 quien lo tiene"
            }
            (K::Rounding, "none") => "tal como se cuentan",
            (K::Rounding, "nearest-10") => {
                "los puntos de las cartas de quienes toman a la decena más cercana (el 5 hacia arriba), los de la \
                 defensa 160 menos eso; el contrato se juzga antes de redondear"
            }
            (K::CoinchedBase, "points") => {
                "cumplido, el contrato y los puntos de quienes toman; fallado, el contrato y todos los puntos de \
                 las cartas de la mano, para la defensa"
            }
            (K::CoinchedBase, "deal") => "160 y el contrato, para el bando que gana el contrato",
            (K::BestiaPayment, "equal") => "cada uno paga el plato tal como estaba al acabar las bazas",
            (K::BestiaPayment, "doubling") => {
                "por orden de juego desde quien salió, cada uno paga el plato tal como está en su turno"
            }
            (K::PerTrick, "chip") => "1 ficha",
            (K::PerTrick, "fifth") => "un quinto del plato, redondeado hacia abajo",
            _ => return None,
        };
        Some(s.into())
    }
}
