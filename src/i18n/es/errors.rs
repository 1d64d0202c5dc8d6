//! Spanish: errors in words: what went wrong, a file tapete will not read, why a journal line
//! cannot be read.

use super::{agree, counted, kind, no_names, value_problem, Es};
use crate::cards::DeckKind;
use crate::engine::Refusal;
use crate::error::journal::{Kind, Problem, KNOWN_TYPES};
use crate::error::{
    Bug, ConfigProblem, Error, JudgeProblem, NameProblem, OptionProblem, Rescue, RulesetError, SaveProblem,
    SeatingProblem, SimulateProblem, StoreProblem, WriteCause,
};
use crate::i18n::{letters, Errors, Names, Refusals};
use crate::ruleset::options::ValueProblem;
use crate::ruleset::{rank_list, Flaw, OptValue};
use crate::term::{quote, safe};

impl Errors for Es {
    fn not_read(&self, why: &str) -> String {
        format!("sin leer: {why}")
    }

    fn line_error(&self, line: usize, message: &str) -> String {
        format!("línea {line}: {message}")
    }

    fn carried_ruleset(&self, journal: &str) -> String {
        format!("{journal} línea 1 (ruleset_yaml)")
    }

    fn standard_input(&self) -> &'static str {
        "entrada estándar"
    }

    fn file_error(&self, f: &crate::files::FileError) -> String {
        use crate::files::{FileKind, FileProblem, What};
        let what = match f.what {
            What::Journal => "diario",
            What::Ruleset => "reglamento",
            What::Configuration => "configuración",
        };
        let path = &f.path;
        match &f.problem {
            FileProblem::NotRegular { kind } => {
                let kind = match kind {
                    FileKind::Directory => "una carpeta",
                    FileKind::Fifo => "una tubería con nombre (FIFO)",
                    FileKind::Device => "un dispositivo",
                    FileKind::Socket => "un socket",
                    FileKind::Other => "algo que no es un archivo normal",
                };
                format!("{path}: es {kind}, no un archivo de {what}")
            }
            FileProblem::TooLarge { size, max } => format!(
                "{path}: ocupa {}; un archivo de {what} puede ocupar como mucho {}",
                super::size(*size),
                super::size(*max)
            ),
            FileProblem::GrewPast { max } => format!("{path}: pasa de {}", super::size(*max)),
            FileProblem::Empty => format!("{path}: está vacía: no hay nada que leer"),
            FileProblem::NotUtf8 { line, column } => format!("{path}:{line}:{column}: no es texto UTF-8"),
            FileProblem::Io(e) => format!("{path}: {}", self.os_error(e)),
        }
    }

    fn os_error(&self, e: &std::io::Error) -> String {
        use std::io::ErrorKind as K;
        match e.kind() {
            K::NotFound => "no existe ese archivo o carpeta".into(),
            K::PermissionDenied => "permiso denegado".into(),
            K::IsADirectory => "es una carpeta".into(),
            K::NotADirectory => "una parte de la ruta no es una carpeta".into(),
            K::AlreadyExists => "ya existe".into(),
            K::ReadOnlyFilesystem => "el sistema de archivos es de solo lectura".into(),
            K::StorageFull => "el disco está lleno".into(),
            K::QuotaExceeded => "se ha superado la cuota de disco".into(),
            K::FileTooLarge => "el archivo es demasiado grande".into(),
            K::BrokenPipe => "quien leía la salida la ha cerrado".into(),
            K::InvalidData => "los datos no son válidos".into(),
            K::UnexpectedEof => "el archivo se acaba antes de tiempo".into(),
            K::TimedOut => "se ha agotado el tiempo de espera".into(),
            K::AddrInUse => "la dirección ya está en uso".into(),
            K::AddrNotAvailable => "la dirección no está disponible en esta máquina".into(),
            K::ResourceBusy => "el archivo está ocupado".into(),
            K::InvalidInput => "el sistema no lo acepta".into(),
            K::Unsupported => "este sistema no lo permite".into(),
            K::OutOfMemory => "no queda memoria".into(),
            K::WouldBlock => "el archivo está en uso".into(),
            _ => match e.raw_os_error() {
                Some(code) => format!("error del sistema {code}"),
                None => e.to_string(),
            },
        }
    }

    fn journal_problem(&self, p: &Problem) -> String {
        match p {
            Problem::NotJson { detail, column } => format!("no es JSON válido: {detail} (columna {column})"),
            Problem::NotObject => "una línea del diario es un objeto JSON: {\"type\": …}".into(),
            Problem::FieldKind { field, kind } => format!(
                "el campo '{field}' debe ser {}",
                match kind {
                    Kind::Text => "un texto",
                    Kind::Texts => "una lista de textos",
                    Kind::Whole => "un número entero",
                    Kind::Object => "un objeto",
                    Kind::Wholes => "un objeto de números enteros, p. ej. {\"Ana+Marta\": 92, \"Luis+Pep\": 70}",
                    Kind::TextOrTexts => "un nombre o una lista de nombres",
                    Kind::Teams => "una lista de equipos, cada uno una lista de nombres",
                    Kind::Any => "un valor",
                }
            ),
            Problem::Shape { detail } => detail.clone(),
            Problem::Missing { ty, field } => format!("una entrada '{ty}' necesita el campo '{field}'"),
            Problem::At => "el campo 'at' debe ser una hora RFC 3339, p. ej. 2026-11-22T18:03:00Z".into(),
            Problem::SecondHeader => "una segunda cabecera 'session'; un diario tiene una sola sesión".into(),
            Problem::UnknownType { ty } => {
                format!("tipo de entrada desconocido {}; los tipos son: {KNOWN_TYPES}", quote(ty))
            }
            Problem::InAmend(p) => format!("la entrada de la corrección: {}", self.journal_problem(p)),
            Problem::AmendOfAmend => {
                "la entrada de una corrección es una entrada de juego, no una corrección, un deshacer ni una cabecera".into()
            }
            Problem::NotHeader => "la primera línea debe ser la cabecera de la sesión ({\"type\":\"session\", …})".into(),
            Problem::NotConcours => "la primera línea debe ser la cabecera del concurso ({\"type\":\"concours\", …})".into(),
            Problem::UnknownConcoursType { ty } => {
                format!("'{ty}' no es una entrada de un diario de concurso (draw, result, withdraw, undo, amend)")
            }
            Problem::Format { format } => {
                format!("el formato de diario {format} no se admite; este tapete lee el formato 1")
            }
            Problem::OptionValue { key } => {
                format!("la opción {} debe ser true/false, un número entero o una palabra", quote(key))
            }
            Problem::RulesetTooLarge { max } => {
                format!("el reglamento dentro de la cabecera pasa de {}", super::size(*max))
            }
            Problem::Lang { lang } => format!("lang {} no es un idioma de tapete: en, es o fr", quote(lang)),
            Problem::CardLetters { letters } => {
                format!("card_letters {} no son las letras de las cartas de ningún idioma: en, es o fr", quote(letters))
            }
            Problem::RulesetName => {
                "el campo 'ruleset' debe nombrar un reglamento (sin caracteres de control, como mucho 4096 bytes)".into()
            }
            Problem::Players(m) => format!("players: {}", self.error(&Error::Name(m.clone()), None)),
            Problem::NotUtf8 { column } => format!("no es texto UTF-8 (columna {column})"),
            Problem::LineTooLong { max } => format!("la línea pasa de {}", super::size(*max)),
            Problem::RulesetMissing { ruleset } => format!(
                "el reglamento {} no viene con tapete y el diario no lo lleva (ruleset_yaml); nombra su archivo con --ruleset ARCHIVO",
                quote(ruleset)
            ),
            Problem::Overflow => {
                "los totales de fichas o puntos se desbordan aquí; tapete se para antes que dar un total falso".into()
            }
            Problem::Changed => "el diario cambió mientras se leía; verifícalo de nuevo".into(),
        }
    }

    fn flaw(&self, f: &Flaw) -> String {
        match f {
            Flaw::Yaml(m) => m.clone(),
            Flaw::NotAMapping => {
                "esto no es un reglamento: un reglamento es un mapa con format, name, game, deck, …".into()
            }
            Flaw::TooLarge { bytes } => format!("el archivo ocupa {bytes} bytes; un reglamento ocupa como mucho 1 MiB"),
            Flaw::TooDeep { max } => format!("anidamiento de más de {max} niveles"),
            Flaw::UnknownKey { key, expected } => {
                format!("campo desconocido `{key}`; se espera uno de estos: {}", ticked(expected))
            }
            Flaw::Format { format } => format!("el formato {format} no está soportado; este tapete lee el formato 1"),
            Flaw::Name => "un nombre lleva letras, cifras, '-' y '_' (da nombre a sesiones y archivos)".into(),
            Flaw::RankTwice { rank } => format!("el valor '{rank}' aparece dos veces"),
            Flaw::NotARankOf { text, deck } => {
                let name = match deck {
                    DeckKind::French => "francesa",
                    DeckKind::Spanish => "española",
                };
                format!("'{text}' no es un valor de la baraja {name}; los valores son {}", rank_list(*deck))
            }
            Flaw::AlreadyInDeck => "este valor ya está en deck.ranks".into(),
            Flaw::NoRanks => "la baraja necesita al menos un valor".into(),
            Flaw::OrderLeavesOut { rank } => format!("el orden deja fuera el valor {rank} de la baraja"),
            Flaw::RankNotInDeck { rank } => format!("el valor {rank} no está en la baraja de este reglamento"),
            Flaw::PointsNotInDeck { rank } => {
                format!("puntos para el valor {rank}, que no está en la baraja de este reglamento")
            }
            Flaw::NotARank { text, deck } => format!("'{text}' no es un valor; los valores son {}", rank_list(*deck)),
            Flaw::NeedsPlain => "falta cards.plain (el orden de un palo que no es el de triunfo)".into(),
            Flaw::Range { lo, hi, got } => format!("tiene que ir de {lo} a {hi} (no {got})"),
            Flaw::NoPlayerCounts => "indica con cuántos jugadores se juega".into(),
            Flaw::PlayersImpossible { players } => {
                format!("no se puede jugar con {}; tapete admite de 2 a 8 jugadores", jugadores(*players))
            }
            Flaw::PlayersTwice { players } => format!("se repite el número de jugadores {players}"),
            Flaw::PlayersNoTeams { players } => {
                format!("con {} no se forman equipos de compañeros sentados frente a frente", jugadores(*players))
            }
            Flaw::Description => "una descripción es una línea de texto sin caracteres de control".into(),
            Flaw::DefaultKind { want, got } => {
                format!("el valor por defecto tiene que ser {} (no {})", kind(want), quote(got))
            }
            Flaw::MinMaxNotWhole => "min y max son para las opciones de número entero".into(),
            Flaw::NoChoice => "indica al menos una opción".into(),
            Flaw::ChoiceKind { want, got } => format!("cada opción tiene que ser {} (no {got})", kind(want)),
            Flaw::BoundRange { bound, lo, hi, got } => format!("{bound} tiene que ir de {lo} a {hi} (no {got})"),
            Flaw::ChoiceRange { lo, hi, got } => format!("cada opción tiene que ir de {lo} a {hi} (no {got})"),
            Flaw::ChoiceNotRead { choice, reads } => format!(
                "{} no es un valor que el juego entienda; entiende {}",
                quote(&choice.to_string()),
                values(reads)
            ),
            Flaw::Default(p) => match p {
                ValueProblem::Kind { want, got } => {
                    format!("el valor por defecto tiene que ser {} (no {})", kind(want), quote(got))
                }
                ValueProblem::NotAChoice { choices, got } => {
                    format!("el valor por defecto tiene que ser uno de {} (no {})", values(choices), quote(got))
                }
                ValueProblem::TooLow { min, got } => {
                    format!("el valor por defecto tiene que ser al menos {min} (no {got})")
                }
                ValueProblem::TooHigh { max, got } => {
                    format!("el valor por defecto tiene que ser como mucho {max} (no {got})")
                }
            },
            Flaw::UnknownOption { key, game, known } => {
                format!("el juego {game} no tiene la opción {}; sus opciones son: {}", quote(key), known.join(", "))
            }
            Flaw::OptionRequired { key, game } => format!("la opción '{key}' es obligatoria en el juego {game}"),
            Flaw::UnknownGame { game, games } => {
                format!("game: juego desconocido `{}`; se espera uno de estos: {}", safe(game), ticked(games))
            }
            Flaw::ForeignSection { key, game } => {
                format!("una sección `{key}:` no pertenece a un reglamento de {game}")
            }
            Flaw::NoSection { game } => format!("un reglamento de {game} necesita una sección `{game}:`"),
            Flaw::TrickNeedsOrder => "un juego de bazas necesita cards.trump".into(),
            Flaw::TrickNeedsDuties => "un juego de bazas necesita duties.trump".into(),
            Flaw::AllNoTrumpOrders => "all_no_trump necesita cards.no-trump y cards.all-trump".into(),
            Flaw::AllNoTrumpDuties => "all_no_trump necesita duties.all-trump y duties.no-trump".into(),
            Flaw::NotPlayedBy { players } => {
                format!("este reglamento no se juega con {} (players.counts)", jugadores(*players))
            }
            Flaw::NoHandSize { players } => format!("falta el tamaño de la mano con {}", jugadores(*players)),
            Flaw::HandsAndTurned { players, hand, deck } => format!(
                "para {} de {} y una muestra hacen falta más cartas que las {deck} de la baraja",
                counted(*players, "mano", "manos"),
                cartas(*hand)
            ),
            Flaw::NoTurnedCard { players } => {
                format!("di quién se queda la muestra con {} (taker o table)", jugadores(*players))
            }
            Flaw::SwapFromTable { players } => format!(
                "el cambio del 7 toma la muestra de la mesa: turned_card con {} tiene que ser table",
                jugadores(*players)
            ),
            Flaw::SwapNeedsSevens => "el cambio del 7 necesita los sietes en la baraja".into(),
            Flaw::AnnouncedRank { rank, entry } => format!("el valor {rank} (entrada {entry}) no está en la baraja"),
            Flaw::NotARankOfThisDeck { text } => format!("'{text}' no es un valor de esta baraja"),
            Flaw::SpanishAnnouncements => {
                "los cantes a la española necesitan four_order, four_values, run_order y run_values".into()
            }
            Flaw::RunImpossible { len } => {
                format!("en esta baraja no se puede hacer una escalera de {}", cartas(*len))
            }
            Flaw::ContractNeedsCapot => "la puntuación por contrato necesita capot_bonus".into(),
            Flaw::ContractDealsAll { players, hand, deck } => format!(
                "la subasta por contrato reparte toda la baraja: {} manos de {}, no las {deck} cartas de la baraja",
                players,
                cartas(*hand)
            ),
            Flaw::SectionNeeds { key, with } => format!("la sección necesita {key} con {with}"),
            Flaw::SectionNotWith { key, with } => format!("{key} no tiene sentido con {with}"),
            Flaw::ContractAuctionTable => {
                "la subasta por contrato se juega a 4 jugadores en dos parejas, sin cantes".into()
            }
            Flaw::BidScoringAuction => {
                "scoring: bid va con auction: contract, y la subasta por contrato con scoring: bid".into()
            }
            Flaw::NotACard { text } => format!("{} no es una carta de esta baraja", quote(text)),
            Flaw::HandsExceedTheirDeck { players, hand, cards } => format!(
                "para {} con {} cada uno hacen falta más cartas que las {cards} de su baraja",
                jugadores(*players),
                cartas(*hand)
            ),
            Flaw::HandsExceedDeck { players, hand, cards } => format!(
                "para {} con {} cada uno hacen falta más cartas que las {cards} de la baraja",
                jugadores(*players),
                cartas(*hand)
            ),
            Flaw::DealsNot { sizes: [a, b], got } => {
                format!("este reglamento se juega con {a} o {b} cartas, no con {got}")
            }
            Flaw::NamePerejila { size } => format!("indica la perejila de la baraja de {size} cartas"),
        }
    }

    fn error(&self, e: &Error, x: Option<&Names>) -> String {
        match e {
            Error::Name(p) => match p {
                NameProblem::Empty => "un jugador no tiene nombre".into(),
                NameProblem::Control { name, code } => format!(
                    "el nombre {} lleva un carácter de control o de formato (U+{code:04X}); los nombres son letras, cifras, espacios y signos de puntuación",
                    quote(name)
                ),
                NameProblem::Spaces { name } => format!("el nombre {} empieza o acaba con un espacio", quote(name)),
                NameProblem::TooLong { name, max } => format!("el nombre {} tiene más de {}", quote(name), counted(*max, "carácter", "caracteres")),
                NameProblem::Joins { name } => format!(
                    "el nombre {} lleva '+' o ',', que unen y separan nombres (Ana+Marta, --players A,B)",
                    quote(name)
                ),
                NameProblem::Twice { name } => format!("hay dos jugadores llamados {}; cada uno necesita un nombre distinto", quote(name)),
                NameProblem::Case { a, b } => format!(
                    "{} y {} son el mismo nombre salvo mayúsculas; cada uno necesita un nombre distinto",
                    quote(a),
                    quote(b)
                ),
                NameProblem::Word { name } => format!("{} es una palabra de las entradas de la mesa; elige otro nombre", quote(name)),
                NameProblem::Number { name } => format!("{} es un número; un nombre necesita una letra", quote(name)),
                NameProblem::Card { name } => format!("{} se lee como una carta; elige otro nombre", quote(name)),
            },
            Error::Usage(p) => super::usage::usage(p),
            Error::Judge(p) => judge_problem(p),
            Error::Simulate(SimulateProblem::Breaches) => "--breaches es una fracción de 0 a 1".into(),
            Error::Store(StoreProblem::NoPlace) => {
                "no hay dónde guardar las sesiones: define TAPETE_HOME o HOME, o da --file RUTA".into()
            }
            Error::Store(StoreProblem::FullMinute { dir }) => {
                format!("{dir} ya tiene 10.000 sesiones empezadas en el mismo minuto")
            }
            Error::Seating(p) => match p {
                SeatingProblem::Count { ruleset, counts, given } => format!("{ruleset} se juega entre {counts} jugadores, no {given}"),
                SeatingProblem::NoTeams { ruleset } => format!("{ruleset} se juega cada uno por su cuenta: quita --teams"),
                SeatingProblem::PairsOfFour { ruleset } => format!("{ruleset} se juega por parejas solo con 4 jugadores"),
                SeatingProblem::NotAPlayer { name, players } => {
                    format!("{} no es uno de los jugadores ({players})", quote(name))
                }
                SeatingProblem::TwoTeams { name } => format!("{} está en dos equipos", quote(name)),
                SeatingProblem::NoTeam { name } => format!("{} no está en ningún equipo", quote(name)),
                SeatingProblem::Opposite => {
                    "los equipos son dos parejas sentadas frente a frente: en el orden A,B,C,D, A+C y B+D".into()
                }
            },
            Error::Save(p) => match p {
                SaveProblem::Write { cause, journal, lines } => format!(
                    "No se pudo guardar la entrada: {}. El diario {journal} está intacto ({n}); no se guardó nada más. Haz sitio y sigue con 'tapete resume {journal}'.",
                    cause_words(self, cause),
                    n = counted(*lines, "línea", "líneas")
                ),
                SaveProblem::Start { cause } => format!(
                    "No se pudo empezar la sesión: {}. No se guardó nada. Haz sitio y vuelve a ejecutar la misma orden 'tapete new'.",
                    cause_words(self, cause)
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Beside(r), lines } => format!(
                    "El diario {journal} {} mientras la mesa apuntaba. Todas las entradas hasta ahora ({n}) están en {r}: sigue con 'tapete resume {r}'.",
                    if *deleted { "se borró o se movió" } else { "se sustituyó por otro archivo" },
                    n = counted(*lines, "línea", "líneas")
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Elsewhere(r), lines } => format!(
                    "El diario {journal} {} mientras la mesa apuntaba, y no se pudo escribir una copia a su lado. Todas las entradas hasta ahora ({n}) están en {r}: sigue con 'tapete resume {r}'.",
                    if *deleted { "se borró o se movió" } else { "se sustituyó por otro archivo" },
                    n = counted(*lines, "línea", "líneas")
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Printed { .. }, lines } => format!(
                    "El diario {journal} {} mientras la mesa apuntaba, y no se pudo escribir ninguna copia (ni a su lado, ni en la carpeta de sesiones, ni en la carpeta temporal). {sus} {n} {salen} por la salida estándar: {guardalas} en un archivo y sigue con 'tapete resume ARCHIVO'.",
                    if *deleted { "se borró o se movió" } else { "se sustituyó por otro archivo" },
                    sus = agree(*lines, "Su", "Sus"),
                    n = counted(*lines, "línea", "líneas"),
                    salen = agree(*lines, "sale", "salen"),
                    guardalas = agree(*lines, "guárdala", "guárdalas")
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Unread { kind, detail }, lines } => format!(
                    "El diario {journal} {} mientras la mesa apuntaba, y la sesión no se pudo releer para copiarla ({error}): {sus} {n} {pueden} haberse perdido.",
                    if *deleted { "se borró o se movió" } else { "se sustituyó por otro archivo" },
                    error = self.os_error(&std::io::Error::new(*kind, detail.clone())),
                    sus = agree(*lines, "su", "sus"),
                    n = counted(*lines, "línea", "líneas"),
                    pueden = agree(*lines, "puede", "pueden")
                ),
                SaveProblem::Overflow { journal } => format!(
                    "Esta entrada desborda un total de fichas o puntos; no se ha guardado y la mesa se detiene aquí. El diario {journal} tiene todas las entradas anteriores."
                ),
                SaveProblem::Rewritten { journal } => format!(
                    "Otro programa reescribió el diario {journal} mientras la mesa apuntaba: sus líneas anteriores ya no son las que escribió esta mesa, así que la mesa se detiene aquí. Revisa el archivo y sigue con 'tapete resume {journal}'."
                ),
            },
            Error::Refused(r) => self.refusal(r, x.unwrap_or(&no_names())),
            Error::NeedsRuleset => "di el reglamento (tapete new belote-classic --players …), usa --again, o pon 'ruleset' en la configuración".into(),
            Error::NeedsPlayers => "di los jugadores en orden de juego: --players A,B,C,D (o pon 'players' en la configuración)".into(),
            Error::NothingToReopen { journal } => format!("--reopen: {journal} no se terminó con una entrada 'fin', así que no hay final que anular; 'tapete resume {journal}' sigue con ella"),
            Error::UnknownGame { given, games, rulesets, near } => format!(
                "no hay ningún juego ni reglamento {}: da un juego ({}) o un reglamento ({}){}",
                quote(given),
                games.join(", "),
                rulesets.join(", "),
                self.did_you_mean_any(&near.iter().map(String::as_str).collect::<Vec<_>>(), "o")
            ),
            Error::NoConfigPlace => {
                "no hay sitio para un archivo de configuración: pasa --config ARCHIVO, o define TAPETE_CONFIG, XDG_CONFIG_HOME o HOME".into()
            }
            Error::NoSession { dir } => format!("no hay ninguna sesión en {dir}; empieza una con 'tapete new', o di el diario: tapete summary ARCHIVO"),
            Error::NothingToRepeat { dir } => format!("no hay ninguna sesión en {dir} que repetir; empieza una con 'tapete new'"),
            Error::NoUnfinished { dir, board: false } => format!("no hay ninguna sesión sin terminar en {dir}; empieza una con 'tapete new'"),
            Error::NoUnfinished { dir, board: true } => format!("no hay ninguna sesión sin terminar en {dir}; di el diario: tapete board ARCHIVO"),
            Error::PinForm { given } => format!("--pin {} no es un PIN: indica seis cifras, como --pin 042137", quote(given)),
            Error::BindNotAddress { given } => format!("--bind {} no es una dirección IP: indica 127.0.0.1 (solo este ordenador), 0.0.0.0 (todas sus redes, respondiendo solo a los aparatos de redes privadas como la de la mesa) o una de sus direcciones", quote(given)),
            Error::BindNotHere { addr, message } => format!("no se puede escuchar en {addr} ({message}): esa dirección no es de este ordenador; --bind 0.0.0.0 escucha en todas sus redes (respondiendo solo a los aparatos de redes privadas)"),
            Error::NoRandom { message } => format!("no se puede sacar un PIN: la fuente de azar del sistema no da nada ({message}); la mesa no se sirve"),
            Error::Listen { addr, message } => format!("no se puede escuchar en {addr} ({message}): elige otro --port, o --port 0 para uno libre"),
            Error::Config { path, line, column, problem } => {
                format!("la configuración {path}, línea {line}, columna {column}: {}", config_problem(problem))
            }
            Error::NotStarted { path } => format!(
                "{path} todavía no tiene sesión (se creó pero no llegó a escribirse su cabecera); empiézala con 'tapete new REGLAMENTO --players … --file {path}'"
            ),
            Error::InUse { path } => format!("{path} está en uso: otro tapete está apuntando en él; ciérralo primero"),
            Error::Exists { path } => format!("{path} ya existe: sigue con 'tapete resume {path}'"),
            Error::Concours(p) => crate::i18n::ConcoursWords::concours_problem(self, p),
            Error::OptionForm { given } => format!("--option lleva CLAVE=VALOR (no {})", quote(given)),
            Error::File(f) | Error::Ruleset(RulesetError::File(f)) => self.file_error(f),
            Error::Ruleset(RulesetError::Problems(ps)) => {
                ps.iter().map(|p| self.ruleset_problem(p)).collect::<Vec<_>>().join("\n")
            }
            Error::Ruleset(RulesetError::Unknown { name, bundled, near }) => format!(
                "no hay ningún reglamento {}: da un nombre de los que trae tapete ({}) o la ruta de un archivo YAML de reglamento{}",
                quote(name),
                bundled.join(", "),
                self.did_you_mean_any(near, "o")
            ),
            Error::Option(OptionProblem::Unknown { ruleset, key, known }) => {
                format!("el reglamento {ruleset} no tiene la opción {}; sus opciones son {}", quote(key), known.join(", "))
            }
            Error::Option(OptionProblem::Value { key, problem }) => value_problem(key, problem),
            Error::Journal { path, line, problem } => format!("{path}: línea {line}: {}", self.journal_problem(problem)),
            Error::Header { path, error } => format!("{path}: línea 1: {}", self.error(error, x)),
            Error::Io { path, source } => format!("{path}: {}", self.os_error(source)),
            Error::Output(e) => format!("no se puede escribir la salida: {}", self.os_error(e)),
            Error::Internal(bug) => format!("error interno (un fallo de tapete): {}", self.bug(bug)),

        }
    }
}

impl Es {
    /// A bug, after "error interno (un fallo de tapete): ".
    fn bug(&self, bug: &Bug) -> String {
        match bug {
            Bug::Panicked => "tapete se detuvo ante una situación inesperada (el mensaje de arriba)".into(),
            Bug::SimulationRefused { entry, refusal, players, sides, deck } => {
                let x = Names { players, sides, deck: *deck, letters: crate::cards::Letters::En };
                format!("el árbitro rechazó una entrada simulada: {entry}: {}", self.refusal(refusal, &x))
            }
            Bug::Encode(m) => m.clone(),
        }
    }
}

/// What is wrong in the configuration file.
fn config_problem(p: &ConfigProblem) -> String {
    match p {
        ConfigProblem::Yaml(m) => m.clone(),
        ConfigProblem::OptionValue { key } => {
            format!("options.{key} debe ser true/false, un número entero o una palabra")
        }
        ConfigProblem::Players => {
            "players debe ser una lista de nombres: [Ana, Luis, Marta, Pep] o Ana,Luis,Marta,Pep".into()
        }
        ConfigProblem::Teams => {
            "teams debe ser una lista de equipos: [Ana+Marta, Luis+Pep] o [[Ana, Marta], [Luis, Pep]]".into()
        }
    }
}

/// Why a write failed, as the end of a sentence.
fn cause_words(cat: &(impl crate::i18n::Errors + ?Sized), cause: &WriteCause) -> String {
    match cause {
        WriteCause::DiskFull => "el disco está lleno".into(),
        WriteCause::Quota => "se agotó la cuota de disco".into(),
        WriteCause::SizeLimit => "se alcanzó el límite de tamaño de archivo".into(),
        WriteCause::Other { kind, detail } => cat.os_error(&std::io::Error::new(*kind, detail.clone())),
    }
}

/// Why `judge` cannot settle the hands it was given.
fn judge_problem(p: &JudgeProblem) -> String {
    match p {
        JudgeProblem::NoAnnouncements { ruleset } => {
            format!("{ruleset} no tiene cantes que juzgar; judge acepta belote-es o un reglamento como él")
        }
        JudgeProblem::NotASuit { given, letters: l } => {
            let [s, h, d, c] = letters::suit_letters(DeckKind::French, *l);
            format!("--trump '{given}' no es un palo: {s}, {h}, {d} o {c}")
        }
        JudgeProblem::HandForm { given } => format!("--hand '{given}': escríbela como \"NOMBRE: CARTA CARTA …\""),
        JudgeProblem::TwoHands { player } => format!("dos --hand para {player}"),
        JudgeProblem::NotACard { player, text, typing } => {
            let why = Es.refusal_only(&Refusal::NotACard { text: text.clone(), typing: *typing }, &no_names());
            format!("--hand {player}: {why}")
        }
        JudgeProblem::NotInDeck { player, card, deck } => {
            format!("--hand {player}: {} no está en la baraja de 32 cartas", card.short(*deck))
        }
        JudgeProblem::Twice { player, card, deck } => format!("--hand {player}: {} se da dos veces", card.short(*deck)),
        JudgeProblem::EldestNotAHand { name, hands } => {
            format!("--eldest {name} no es ninguna de las manos ({})", hands.join(", "))
        }
        JudgeProblem::SaysForm { given } => format!("--says '{given}': escribe \"NOMBRE: cuarta\""),
        JudgeProblem::SaysNoHand { name } => format!("--says: {name} no tiene --hand"),
        JudgeProblem::NotAnAnnouncement { word } => {
            format!("--says: '{word}' no es un cante (brelán, tercia, cuarta, quinta, run6, run7, run8)")
        }
        JudgeProblem::OneHand => {
            "judge resuelve una disputa entre jugadores: da al menos dos manos (--hand \"NOMBRE: CARTA …\" cada una)"
                .into()
        }
        JudgeProblem::TooManyCards { player, count, most, players } => format!(
            "--hand {}: {}, pero con {} cada uno tiene como mucho {most}",
            quote(player),
            counted(*count, "carta", "cartas"),
            counted(*players, "jugador", "jugadores")
        ),
    }
}

/// Names as a ruleset file writes them, each in backquotes: `a`, `b`.
fn ticked(names: &[&str]) -> String {
    names.iter().map(|k| format!("`{k}`")).collect::<Vec<_>>().join(", ")
}

/// Values, comma-separated.
fn values(items: &[OptValue]) -> String {
    items.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ")
}

fn jugadores(n: u32) -> String {
    counted(n, "jugador", "jugadores")
}

fn cartas(n: u32) -> String {
    counted(n, "carta", "cartas")
}
