//! Español: las palabras de un concurso.

use super::{counted, Es};
use crate::concours::pairing::Breach;
use crate::concours::{Ranking, Undoable};
use crate::engine::{HandMost, MostHand};
use crate::error::{ConcoursProblem as P, TeamsLineFault as F};
use crate::i18n::{BoardWords, ConcoursWords, SheetWords, TeamsHeads};
use crate::term::quote;

/// La clase de una entrada como nombre: "el sorteo", "el resultado", …
fn entry(kind: &str) -> &'static str {
    match kind {
        "draw" => "el sorteo",
        "result" => "el resultado",
        "withdraw" => "la retirada",
        "add" => "la entrada tardía",
        "redraw" => "el nuevo sorteo",
        _ => "la corrección",
    }
}

/// La mano que más da, y su cuenta: "un capot cantado y hecho con todas las belotes a ×4:
/// (250 + 250 + 20) × 4 = 2080".
fn most_hand(h: &HandMost) -> String {
    let m = h.multiplier;
    let what = match h.hand {
        MostHand::CapotBidMade => format!("un capot cantado y hecho con todas las belotes a ×{m}"),
        MostHand::CapotBidFailed => format!("un capot cantado y fallado a ×{m}, todas las belotes para la defensa"),
        MostHand::CapotOnValue => format!("el valor más alto hecho con todas las bazas y todas las belotes a ×{m}"),
        MostHand::ValueFailed => format!("el valor más alto fallado a ×{m}, todas las belotes para la defensa"),
    };
    format!("{what}: {} = {}", h.written(), h.points())
}

fn list(tables: &[u32]) -> String {
    tables.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
}

impl ConcoursWords for Es {
    fn concours_problem(&self, p: &P) -> String {
        match p {
            P::AboveHands { team, points, hands, most, hand } => format!(
                "{team} no puede sumar {points} en {}: una mano da como mucho {}, así que {hands} × {} = {most}",
                counted(*hands, "mano", "manos"),
                most_hand(hand),
                hand.points()
            ),
            P::SumAboveHands { sum, hands, most, hand } => format!(
                "los totales suman {sum}, más de lo que cabe en {} para los dos equipos: una mano les da juntos como mucho {}, así que {hands} × {} = {most}",
                counted(*hands, "mano", "manos"),
                most_hand(hand),
                hand.points()
            ),
            P::AboveTarget { team, points, target, most, hand } => format!(
                "{team} no puede sumar {points} en una partida a {target}: ningún equipo pasa de {target} antes de la mano que acaba la partida (o de la que sigue a totales iguales por encima), y una mano da como mucho {}, así que {target} + 2 × {} = {most}",
                most_hand(hand),
                hand.points()
            ),
            P::TargetNotExceeded { target, best } => format!(
                "ningún equipo pasa de {target} (el mejor total es {best}): una partida a {target} la gana un total por encima, no ha terminado"
            ),
            P::NoCount { what } => format!(
                "--{what} no comprueba nada cuando los contratos se cantan con un valor: la hoja da solo los dos totales"
            ),
            P::Exists { path } => format!(
                "{path} ya existe: un concurso empieza en un diario nuevo (da otro --file, o no lo des para usar la carpeta de concursos)"
            ),
            P::NoName => "un concurso necesita un nombre ('tapete concours new \"Fiesta de San Juan\" …')".into(),
            P::TooLarge { team, points, max } => {
                format!("{team} no puede sumar {points}: el total de una partida es como mucho {max}")
            }
            P::TargetTie { points } => format!(
                "los dos equipos tienen {points}: con totales iguales por encima del objetivo se juega otra mano, la partida no ha terminado"
            ),
            P::NameTwice { name } => format!(
                "dos equipos responden a {} (sin contar mayúsculas); da a cada equipo su propio nombre",
                quote(name)
            ),
            P::Impossible { what, given, max } => match *what {
                "held" => format!("--held {given}: los puntos que retiene un litigio van de 0 a {max} en esta partida"),
                w => format!("--{w} {given}: una partida de esta longitud tiene de 0 a {max} {w}"),
            },
            P::LengthOption { key } => {
                format!("--option {key}: la longitud de la partida se da con --hands H o --target T")
            }
            P::FromIsConcours { path } => format!(
                "{path} es un diario de concurso; --from lleva el diario de sesión que una mesa llevó de su partida"
            ),
            P::SameJournal { line } => format!(
                "este diario de sesión ya es el resultado de la línea {line} (el mismo archivo, por su sha256)"
            ),
            P::FewTeams { given } => format!("un concurso necesita al menos 2 equipos (se dieron {given})"),
            P::TeamForm { given } => {
                format!("{} no es un equipo: un equipo son dos jugadores unidos por '+' (Ana+Luis)", quote(given))
            }
            P::PlayerTwice { player } => format!("{} juega en dos equipos; cada jugador está en un equipo", quote(player)),
            P::TeamTwice { team } => format!("el equipo {} aparece dos veces", quote(team)),
            P::TeamsLine { path, line, column, fault } => {
                let form = "una línea del archivo de equipos es 'Nombre del equipo,Jugador 1,Jugador 2' (el nombre puede quedar vacío) o 'Jugador 1,Jugador 2'";
                match fault {
                    F::Fields { given } => {
                        format!("{path}:{line}:{column}: {}; {form}", counted(*given, "campo", "campos"))
                    }
                    F::EmptyPlayer => format!("{path}:{line}:{column}: el nombre de un jugador está vacío; {form}"),
                    F::OpenQuote => format!("{path}:{line}:{column}: las comillas que abren este campo no se cierran"),
                    F::HeadsNotFirst => format!(
                        "{path}:{line}:{column}: los títulos de columna (Equipo,Jugador 1,Jugador 2) van solo en la primera línea; debajo, {form}"
                    ),
                }
            }
            P::NotTeamsOfTwo { ruleset } => {
                format!("{ruleset} no se juega en dos equipos de dos; un concurso necesita un juego de dos equipos de dos")
            }
            P::NoRounds => "--rounds es 1 o más".into(),
            P::RotationRounds { rounds, teams } => format!(
                "una rotación de {teams} equipos tiene como mucho {} rondas sin repetir rival (se pidieron {rounds}); usa menos rondas o --pairing swiss",
                teams - 1
            ),
            P::PartieLength => "una partida es --hands H (de 1 a 1000) o --target T (1 o más), no las dos".into(),
            P::NoConcours { dir } => format!(
                "no hay ningún concurso en {dir}; empieza uno con 'tapete concours new NOMBRE --ruleset … --teams …' o da --file"
            ),
            P::Served { path, url } => format!(
                "{path} se está sirviendo desde sus mesas en {url}: ese servidor es quien lo escribe; entrad los resultados en los móviles de las mesas, o parad antes el servidor (Ctrl-C)"
            ),
            P::FromUnconfirmed => "la partida de la mesa no está confirmada por los dos bandos (una entrada posterior anuló sus confirmaciones)".into(),
            P::Busy { path, seconds } => format!(
                "{path} está en uso: otro tapete lleva más de {seconds} segundos escribiendo en él; vuelve a intentarlo cuando acabe"
            ),
            P::NotConcours { path } => {
                format!("{path} no es un diario de concurso (su primera línea no es una cabecera de concurso)")
            }
            P::AllDrawn { rounds } => format!(
                "ya se sortearon las {}; 'tapete concours standings' da la clasificación final",
                counted(*rounds, "ronda", "rondas")
            ),
            P::ResultsMissing { round, tables } => format!(
                "la ronda {round} no ha terminado: falta el resultado de {} {} ('tapete concours result --table N …')",
                if tables.len() == 1 { "la mesa" } else { "las mesas" },
                list(tables)
            ),
            P::NotDrawn { round, drawn } => format!(
                "la ronda {round} no está sorteada; {} {}",
                if *drawn == 1 { "está sorteada" } else { "están sorteadas" },
                counted(*drawn, "ronda", "rondas")
            ),
            P::NoRound => "todavía no hay ninguna ronda sorteada; sortea la ronda 1 con 'tapete concours draw'".into(),
            P::NoTable { table, round, tables } => {
                format!("la ronda {round} no tiene mesa {table}; sus mesas van de la 1 a la {tables}")
            }
            P::HasResult { table, round, line } => format!(
                "la mesa {table} de la ronda {round} ya tiene su resultado (línea {line}); corrígelo con 'tapete concours amend {line} …'"
            ),
            P::Forfeited { table, team } => {
                format!("la mesa {table} no necesita resultado: {team} se retiró y el otro equipo puntúa como descanso")
            }
            P::UnknownTeam { given, near } => match near {
                Some(n) => format!("ningún equipo se llama {}; ¿quisiste decir {n}?", quote(given)),
                None => format!(
                    "ningún equipo se llama {}; nombra un equipo por sus jugadores (Ana+Luis) o por su nombre",
                    quote(given)
                ),
            },
            P::NotAtTable { team, table, at } => {
                format!("{team} no juega en la mesa {table}; sus equipos son {} y {}", at[0], at[1])
            }
            P::ResultTeams { table, round, named, at } => format!(
                "el resultado nombra {} – {}, pero la mesa {table} de la ronda {round} es {} – {} (los puntos de un resultado van en el orden de los equipos de su mesa)",
                named[0], named[1], at[0], at[1]
            ),
            P::HasBye { team, round } => format!("{team} descansa en la ronda {round}: no tiene mesa"),
            P::ScoreForm { given } => format!("--score lleva EQUIPO=PUNTOS (se dio {})", quote(given)),
            P::ScoreCount { given } => format!(
                "un resultado son dos --score, uno por cada equipo de la mesa (se dieron {given}), o --from DIARIO"
            ),
            P::Negative { team, points } => format!("{team} no puede sumar {points}: un total es 0 o más"),
            P::Sum { sum, expected, hands, per_hand, belotes, belote, capots, capot, held } => format!(
                "los totales suman {sum}, pero una partida de {} da {per_hand}×{hands} + {belote}×{belotes} (belotes) + {capot}×{capots} (capotes) − {held} (retenidos) = {expected}",
                counted(*hands, "mano", "manos")
            ),
            P::TargetNotReached { target, best } => {
                format!("ningún equipo llegó a {target} (el mejor total es {best}): la partida no ha terminado")
            }
            P::FromRuleset { journal, concours } => {
                format!("la sesión se jugó con {journal} y el concurso con {concours}")
            }
            P::FromOption { key, journal, concours } => {
                format!("la opción {key} de la sesión es {journal} y la del concurso es {concours}")
            }
            P::FromTeams { sides, at } => {
                format!("los equipos de la sesión son {}, los de la mesa son {} y {}", sides.join(" y "), at[0], at[1])
            }
            P::FromUnfinished { hands, needed } => format!(
                "la partida de la sesión no ha terminado: {} de {needed}",
                counted(*hands, "mano jugada", "manos jugadas")
            ),
            P::FromRefused { entries } => format!(
                "{} de la sesión no se {} aplicar ('tapete verify' dice cuáles); el resultado no se toma",
                counted(*entries, "entrada", "entradas"),
                if *entries == 1 { "puede" } else { "pueden" }
            ),
            P::Withdrawn { team, round } => format!("{team} ya se retiró (desde la ronda {round})"),
            P::WithdrawRound { given, earliest, latest } if earliest > latest => {
                format!("no queda ninguna ronda de la que retirarse (se pidió la {given}; el concurso tiene {latest})")
            }
            P::WithdrawRound { given, earliest, latest } => {
                format!("una retirada empieza en una ronda de la {earliest} a la {latest} (se pidió la {given})")
            }
            P::WithdrawPlayed { team, round, table } => format!(
                "{team} jugó la ronda {round} (la mesa {table} tiene su resultado); retíralo desde la ronda {}",
                round + 1
            ),
            P::NothingToUndo => "nada que deshacer: el concurso no tiene ninguna entrada".into(),
            P::NoLine { line, last } => format!(
                "la línea {line} no tiene ningún resultado ni retirada en vigor (el diario tiene las líneas 1 a {last})"
            ),
            P::AmendDraw { line, round } => format!(
                "la línea {line} es el sorteo de la ronda {round}: un sorteo no se corrige (deshazlo mientras su ronda no tenga resultados)"
            ),
            P::AmendKind { line, kind } => {
                format!("la línea {line} es {}: corrígela con las opciones de 'tapete concours {kind}'", entry(kind))
            }
            P::AmendNothing { line, kind: "withdraw" } => format!(
                "la corrección no cambia nada en la línea {line}: indica el equipo o --from-round N, lo que difiere de la retirada"
            ),
            P::AmendNothing { line, .. } => format!(
                "la corrección no cambia nada en la línea {line}: indica lo que difiere del resultado (--score EQUIPO=P, --belotes K, --capots K, --held P, --table N o --from DIARIO); lo demás se conserva"
            ),
            P::RedrawResult { round, table, line } => format!(
                "la ronda {round} ya tiene un resultado (mesa {table}, línea {line}): una ronda se sortea de nuevo solo antes de cualquiera de sus resultados"
            ),
            P::AddRotation => "el calendario de una rotación es el de sus equipos desde el principio: un equipo que llega tarde entra en un concurso suizo o aleatorio".into(),
            P::NoRoundToJoin { rounds } => format!(
                "ya se sortearon las {} y la última tiene resultados: no queda ronda para un equipo que llega tarde",
                counted(*rounds, "ronda", "rondas")
            ),
            P::AddRound { given, next } => {
                format!("un equipo que llega tarde juega desde la próxima ronda por sortear, la {next} (se dio la ronda {given})")
            }
            P::Line { line, problem } => format!("línea {line}: {}", self.concours_problem(problem)),
            P::DrawTeams { round } => {
                format!("el sorteo de la ronda {round} no sienta una vez a cada equipo que la juega, y a ningún otro")
            }
        }
    }

    fn breach(&self, b: &Breach, ids: &[String]) -> String {
        let id = |t: &usize| ids.get(*t).cloned().unwrap_or_else(|| format!("#{}", t + 1));
        let bye = |t: &Option<usize>| t.as_ref().map(id).unwrap_or_else(|| "ninguno".into());
        match b {
            Breach::Missing { team } => format!("{} juega la ronda pero no está en ninguna mesa ni descansa", id(team)),
            Breach::Twice { team } => format!("{} está sorteado dos veces", id(team)),
            Breach::NotPlaying { team } => format!("{} se retiró pero está sorteado", id(team)),
            Breach::Unknown { team } => format!("el equipo n.º {} no está inscrito", team + 1),
            Breach::WrongBye { expected: None, got } => {
                format!("juega un número par de equipos: nadie descansa, pero descansa {}", bye(got))
            }
            Breach::WrongBye { expected: Some(e), got: None } => {
                format!("nadie descansa, pero descansa {} (el peor clasificado que no ha descansado)", id(e))
            }
            Breach::WrongBye { expected, got } => format!(
                "descansa {}, pero el equipo peor clasificado que no ha descansado es {}",
                bye(got),
                bye(expected)
            ),
            Breach::Rematches { drawn, fewest } => format!(
                "{} donde bastaban {}",
                counted(*drawn, "enfrentamiento repetido", "enfrentamientos repetidos"),
                fewest
            ),
            Breach::Recency { drawn, least } => {
                format!("enfrentamientos repetidos más recientes de lo necesario (recencia {drawn}, {least} posible)")
            }
            Breach::TopPair { team, drawn, expected } => format!(
                "la mesa 1 sienta a los dos mejores equipos que pueden enfrentarse: {} juega contra {}, pero puede jugar contra {}",
                id(team),
                id(drawn),
                id(expected)
            ),
            Breach::Distance { drawn, least } => format!(
                "parejas más alejadas en la clasificación de lo necesario (suma de diferencias de puesto al cuadrado {drawn}, {least} posible)"
            ),
            Breach::OutOfOrder { table } => format!("la mesa {table} tiene una pareja mejor clasificada que la mesa anterior"),
            Breach::NotSchedule { table } => format!("la mesa {table} no es la del calendario de la rotación"),
        }
    }

    fn concours_started(&self, name: &str, teams: usize, rounds: u32, path: &str) -> String {
        format!(
            "Concurso {} empezado: {}, {}. Diario: {path}\nSortea la ronda 1 con 'tapete concours draw'.",
            quote(name),
            counted(teams, "equipo", "equipos"),
            counted(rounds, "ronda", "rondas")
        )
    }

    fn round_title(&self, round: u32, rounds: u32) -> String {
        format!("Ronda {round} de {rounds}")
    }

    fn draw_line(&self, table: u32, a: &str, b: &str) -> String {
        format!("Mesa {table}: {a} – {b}")
    }

    fn bye_line(&self, team: &str) -> String {
        format!("Descansa: {team}")
    }

    fn forfeit_line(&self, table: u32, gone: &str, other: &str) -> String {
        format!("Mesa {table}: {gone} se retiró; {other} puntúa como descanso")
    }

    fn drawn(&self, round: u32, line: usize) -> String {
        format!("Ronda {round} sorteada (línea {line} del diario).")
    }

    fn result_recorded(&self, round: u32, table: u32, a: (&str, i64), b: (&str, i64), line: usize) -> String {
        format!("Ronda {round}, mesa {table}: {} {} – {} {} (línea {line} del diario).", a.0, a.1, b.0, b.1)
    }

    fn withdrawal_recorded(&self, team: &str, round: u32, line: usize) -> String {
        format!("{team} no juega más desde la ronda {round} (línea {line} del diario).")
    }

    fn undone(&self, what: &Undoable) -> String {
        match *what {
            Undoable::Entry { line, kind } => format!("Deshecho: {} de la línea {line}.", entry(kind)),
            Undoable::Amend { line, target } => {
                format!("Deshecho: la corrección de la línea {target} (línea {line} del diario).")
            }
        }
    }

    fn amended(&self, line: usize, new_line: usize) -> String {
        format!("Línea {line} corregida (línea {new_line} del diario).")
    }

    fn standings_title(&self, name: &str, round: u32, complete: bool) -> String {
        match (round, complete) {
            (0, _) => format!("{name} — clasificación antes de la ronda 1"),
            (r, true) => format!("{name} — clasificación tras la ronda {r}"),
            (r, false) => format!("{name} — clasificación durante la ronda {r}"),
        }
    }

    fn standings_heads(&self) -> [&'static str; 8] {
        ["Puesto", "Equipo", "Nombre", "Puntos", "Ganadas", "Mejor", "Diferencia", "En contra"]
    }

    fn awaited(&self, round: u32, tables: &[u32]) -> String {
        format!(
            "Ronda {round}: falta el resultado de {} {}.",
            if tables.len() == 1 { "la mesa" } else { "las mesas" },
            list(tables)
        )
    }

    fn round_done(&self, round: u32, rounds: u32) -> String {
        if round >= rounds {
            format!("La ronda {round} está completa: el concurso ha terminado.")
        } else {
            format!("La ronda {round} está completa: sortea la ronda {} con 'tapete concours draw'.", round + 1)
        }
    }

    fn status_head(&self) -> &'static str {
        "Estado"
    }

    fn withdrawn_mark(&self, round: u32) -> String {
        format!("retirado (ronda {round})")
    }

    fn verify_ok(&self, entries: usize, rounds: u32, results: usize) -> String {
        format!(
            "Correcto: {}, {} según las reglas, {}.",
            counted(entries, "entrada", "entradas"),
            counted(rounds, "ronda sorteada", "rondas sorteadas"),
            counted(results, "resultado coherente", "resultados coherentes")
        )
    }

    fn verify_draw(&self, line: usize, round: u32, why: &str) -> String {
        format!("línea {line}: el sorteo de la ronda {round} incumple las reglas: {why}")
    }

    fn standings_heads_short(&self) -> [&'static str; 8] {
        ["#", "Equipo", "Nombre", "Ptos", "Gan.", "Mejor", "Dif.", "Contra"]
    }

    fn ranking_rule(&self, ranking: Ranking) -> String {
        let first = match ranking {
            Ranking::Points => "puntos; a igualdad, partidas ganadas",
            Ranking::Wins => "partidas ganadas; a igualdad, puntos",
        };
        format!(
            "Clasificación por {first}, mejor partida, diferencia, menos puntos en contra y, por último, un sorteo hecho al empezar."
        )
    }

    fn table_title(&self, table: u32) -> String {
        format!("Mesa {table}")
    }

    fn sheet_words(&self) -> SheetWords {
        SheetWords {
            hand: "Mano",
            total: "Total",
            belotes: "Belotes",
            capots: "Capotes",
            held: "Puntos retenidos por un litigio al final",
            contract: "Contrato",
            taker: "Toma",
            multiplier: "×",
            result: "Hecho / fallado",
            signatures: "Firmas",
            no_partie: "Sin partida en esta ronda",
        }
    }

    fn sheet_check(&self, hands: u32, per_hand: i64, belote: i64, capot: i64) -> String {
        let mut out =
            format!("Comprobación: los dos totales suman {per_hand} × {hands} = {}", per_hand * i64::from(hands));
        if belote != 0 {
            out.push_str(&format!(", + {belote} por belote"));
        }
        if capot != 0 {
            out.push_str(&format!(", + {capot} por capote"));
        }
        out.push_str(", − los puntos retenidos.");
        out
    }

    fn sheet_bound(&self, hands: u32, hand: &HandMost) -> String {
        let most = hand.points() * i64::from(hands);
        format!(
            "Comprobación: cada total va de 0 a {hands} × {} = {most}, y los dos juntos como mucho {most} (una mano da como mucho {}).",
            hand.points(),
            most_hand(hand)
        )
    }

    fn sheet_target(&self, target: i64) -> String {
        format!("La partida termina cuando un equipo llega a {target}.")
    }

    fn board_words(&self) -> BoardWords {
        BoardWords {
            standings: "Clasificación",
            awaited: "pendiente",
            no_round: "Aún no se ha sorteado ninguna ronda",
            reload: "Recargar",
        }
    }

    fn draw_in_play(&self, round: u32, tables: &[u32]) -> String {
        format!(
            "La ronda {round} está en juego (falta el resultado de {} {}): se imprime de nuevo, sin sortear nada.",
            if tables.len() == 1 { "la mesa" } else { "las mesas" },
            list(tables)
        )
    }

    fn teams_heads(&self) -> TeamsHeads {
        TeamsHeads {
            team: &["equipo", "nombre", "nombre del equipo", "nombre de equipo", "pareja"],
            player: &["jugador", "jugadora", "jugador/a", "nombre"],
        }
    }

    fn bye_heads(&self) -> [&'static str; 2] {
        ["Descansos", "Por incomparecencia"]
    }

    fn bye_mark(&self, rounds: &[u32]) -> String {
        match rounds {
            [r] => format!("descansa en la ronda {r}"),
            _ => format!("descansa en las rondas {}", list(rounds)),
        }
    }

    fn walkover_mark(&self, rounds: &[u32]) -> String {
        match rounds {
            [r] => format!("gana por incomparecencia en la ronda {r}"),
            _ => format!("gana por incomparecencia en las rondas {}", list(rounds)),
        }
    }

    fn in_play_title(&self, round: u32, rounds: u32) -> String {
        format!("Ronda {round} de {rounds}, en juego (cuenta en la clasificación cuando estén todos sus resultados)")
    }

    fn in_play_line(&self, table: u32, a: &str, b: &str, points: Option<[i64; 2]>) -> String {
        match points {
            Some([x, y]) => format!("Mesa {table}: {a} {x} – {b} {y}"),
            None => format!("Mesa {table}: {a} – {b}: falta el resultado"),
        }
    }

    fn added(&self, teams: &[String], round: u32, line: usize) -> String {
        let (who, verb) = match teams {
            [one] => (one.clone(), "juega"),
            _ => (teams.join(", "), "juegan"),
        };
        match round {
            1 => format!("{who} {verb} desde la ronda 1 (línea {line} del diario)."),
            2 => format!(
                "{who} {verb} desde la ronda 2 (línea {line} del diario); la ronda 1 puntúa como un descanso que no es suyo."
            ),
            r => format!(
                "{who} {verb} desde la ronda {r} (línea {line} del diario); las rondas 1 a {} puntúan como descansos que no son suyos.",
                r - 1
            ),
        }
    }

    fn redraw_hint(&self, round: u32) -> String {
        format!("La ronda {round} aún no tiene resultados: 'tapete concours redraw' la sortea de nuevo con ellos.")
    }

    fn redrawn(&self, round: u32, line: usize, old: usize) -> String {
        format!("Ronda {round} sorteada de nuevo (línea {line} del diario); sustituye al sorteo de la línea {old}.")
    }

    fn joined_mark(&self, round: u32, missed: &[u32]) -> String {
        match missed {
            [] => format!("entra en la ronda {round}"),
            [r] => format!("entra en la ronda {round} (la ronda {r} como descanso)"),
            _ => format!("entra en la ronda {round} (las rondas {} como descansos)", list(missed)),
        }
    }
}
