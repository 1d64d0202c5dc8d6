//! French: errors in words: what went wrong, a file tapete will not read, why a journal line
//! cannot be read.

use super::{agree, counted, kind, no_names, value_problem, Fr};
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

impl Errors for Fr {
    fn not_read(&self, why: &str) -> String {
        format!("non lu\u{a0}: {why}")
    }

    fn line_error(&self, line: usize, message: &str) -> String {
        format!("ligne {line}\u{a0}: {message}")
    }

    fn carried_ruleset(&self, journal: &str) -> String {
        format!("{journal} ligne 1 (ruleset_yaml)")
    }

    fn standard_input(&self) -> &'static str {
        "entrée standard"
    }

    fn file_error(&self, f: &crate::files::FileError) -> String {
        use crate::files::{FileKind, FileProblem, What};
        let what = match f.what {
            What::Journal => "journal",
            What::Ruleset => "règlement",
            What::Configuration => "configuration",
        };
        let path = &f.path;
        match &f.problem {
            FileProblem::NotRegular { kind } => {
                let kind = match kind {
                    FileKind::Directory => "un dossier",
                    FileKind::Fifo => "un tube nommé (FIFO)",
                    FileKind::Device => "un périphérique",
                    FileKind::Socket => "une socket",
                    FileKind::Other => "autre chose qu'un fichier ordinaire",
                };
                format!("{path}\u{a0}: est {kind}, pas un fichier de {what}")
            }
            FileProblem::TooLarge { size, max } => format!(
                "{path}\u{a0}: fait {}\u{a0}; un fichier de {what} fait au plus {}",
                super::size(*size),
                super::size(*max)
            ),
            FileProblem::GrewPast { max } => format!("{path}\u{a0}: dépasse {}", super::size(*max)),
            FileProblem::Empty => format!("{path}\u{a0}: est vide\u{a0}: rien à lire"),
            FileProblem::NotUtf8 { line, column } => format!("{path}:{line}:{column}\u{a0}: n'est pas du texte UTF-8"),
            FileProblem::Io(e) => format!("{path}\u{a0}: {}", self.os_error(e)),
        }
    }

    fn os_error(&self, e: &std::io::Error) -> String {
        use std::io::ErrorKind as K;
        match e.kind() {
            K::NotFound => "aucun fichier ou dossier de ce nom".into(),
            K::PermissionDenied => "permission refusée".into(),
            K::IsADirectory => "est un dossier".into(),
            K::NotADirectory => "une partie du chemin n'est pas un dossier".into(),
            K::AlreadyExists => "existe déjà".into(),
            K::ReadOnlyFilesystem => "le système de fichiers est en lecture seule".into(),
            K::StorageFull => "le disque est plein".into(),
            K::QuotaExceeded => "le quota de disque est dépassé".into(),
            K::FileTooLarge => "le fichier est trop gros".into(),
            K::BrokenPipe => "le lecteur de la sortie l'a fermée".into(),
            K::InvalidData => "les données ne sont pas valides".into(),
            K::UnexpectedEof => "le fichier se termine trop tôt".into(),
            K::TimedOut => "délai d'attente dépassé".into(),
            K::AddrInUse => "l'adresse est déjà utilisée".into(),
            K::AddrNotAvailable => "l'adresse n'est pas disponible sur cette machine".into(),
            K::ResourceBusy => "le fichier est occupé".into(),
            K::InvalidInput => "le système ne l'accepte pas".into(),
            K::Unsupported => "ce système ne le permet pas".into(),
            K::OutOfMemory => "mémoire épuisée".into(),
            K::WouldBlock => "le fichier est utilisé".into(),
            _ => match e.raw_os_error() {
                Some(code) => format!("erreur du système {code}"),
                None => e.to_string(),
            },
        }
    }

    fn journal_problem(&self, p: &Problem) -> String {
        match p {
            Problem::NotJson { detail, column } => format!("JSON non valide\u{a0}: {detail} (colonne {column})"),
            Problem::NotObject => "une ligne du journal est un objet JSON\u{a0}: {\"type\": …}".into(),
            Problem::FieldKind { field, kind } => format!(
                "le champ '{field}' doit être {}",
                match kind {
                    Kind::Text => "un texte",
                    Kind::Texts => "une liste de textes",
                    Kind::Whole => "un nombre entier",
                    Kind::Object => "un objet",
                    Kind::Wholes => "un objet de nombres entiers, p. ex. {\"Ana+Marta\": 92, \"Luis+Pep\": 70}",
                    Kind::TextOrTexts => "un nom ou une liste de noms",
                    Kind::Teams => "une liste d'équipes, chacune une liste de noms",
                    Kind::Any => "une valeur",
                }
            ),
            Problem::Shape { detail } => detail.clone(),
            Problem::Missing { ty, field } => format!("une entrée '{ty}' demande le champ '{field}'"),
            Problem::At => "le champ 'at' doit être une heure RFC 3339, p. ex. 2026-11-22T18:03:00Z".into(),
            Problem::SecondHeader => "un second en-tête 'session'\u{a0}; un journal ne contient qu'une séance".into(),
            Problem::UnknownType { ty } => {
                format!("type d'entrée inconnu {}\u{a0}; les types sont\u{a0}: {KNOWN_TYPES}", quote(ty))
            }
            Problem::InAmend(p) => format!("l'entrée de la correction\u{a0}: {}", self.journal_problem(p)),
            Problem::AmendOfAmend => {
                "l'entrée d'une correction est une entrée de jeu, pas une correction, une annulation ni un en-tête".into()
            }
            Problem::NotHeader => "la première ligne doit être l'en-tête de la séance ({\"type\":\"session\", …})".into(),
            Problem::NotConcours => "la première ligne doit être l'en-tête du concours ({\"type\":\"concours\", …})".into(),
            Problem::UnknownConcoursType { ty } => {
                format!("'{ty}' n'est pas une entrée d'un journal de concours (draw, result, withdraw, undo, amend)")
            }
            Problem::Format { format } => {
                format!("le format de journal {format} n'est pas pris en charge\u{a0}; ce tapete lit le format 1")
            }
            Problem::OptionValue { key } => {
                format!("l'option {} doit être true/false, un nombre entier ou un mot", quote(key))
            }
            Problem::RulesetTooLarge { max } => {
                format!("le règlement dans l'en-tête dépasse {}", super::size(*max))
            }
            Problem::Lang { lang } => format!("lang {} n'est pas une langue de tapete\u{a0}: en, es ou fr", quote(lang)),
            Problem::CardLetters { letters } => {
                format!("card_letters {} ne sont les lettres des cartes d'aucune langue\u{a0}: en, es ou fr", quote(letters))
            }
            Problem::RulesetName => {
                "le champ 'ruleset' doit nommer un règlement (sans caractère de contrôle, 4096 octets au plus)".into()
            }
            Problem::Players(m) => format!("players\u{a0}: {}", self.error(&Error::Name(m.clone()), None)),
            Problem::NotUtf8 { column } => format!("pas du texte UTF-8 (colonne {column})"),
            Problem::LineTooLong { max } => format!("la ligne dépasse {}", super::size(*max)),
            Problem::RulesetMissing { ruleset } => format!(
                "le règlement {} n'est pas fourni avec tapete et le journal ne le porte pas (ruleset_yaml)\u{a0}; nommez son fichier avec --ruleset FICHIER",
                quote(ruleset)
            ),
            Problem::Overflow => {
                "les totaux de jetons ou de points débordent ici\u{a0}; tapete s'arrête plutôt que de donner un total faux".into()
            }
            Problem::Changed => "le journal a changé pendant sa lecture\u{a0}; vérifiez-le à nouveau".into(),
        }
    }

    fn flaw(&self, f: &Flaw) -> String {
        match f {
            Flaw::Yaml(m) => m.clone(),
            Flaw::NotAMapping => "ce n'est pas un règlement\u{a0}: un règlement est un tableau associatif avec format, name, game, deck, …".into(),
            Flaw::TooLarge { bytes } => {
                format!("le fichier fait {bytes} octets\u{a0}; un règlement fait au plus 1 MiB")
            }
            Flaw::TooDeep { max } => format!("imbrication de plus de {max} niveaux"),
            Flaw::UnknownKey { key, expected } => {
                format!("champ inconnu `{key}`\u{a0}; on attend l'un de ceux-ci\u{a0}: {}", ticked(expected))
            }
            Flaw::Format { format } => {
                format!("le format {format} n'est pas pris en charge\u{a0}; ce tapete lit le format 1")
            }
            Flaw::Name => {
                "un nom s'écrit en lettres, chiffres, '-' et '_' (il nomme des séances et des fichiers)".into()
            }
            Flaw::RankTwice { rank } => format!("la valeur '{rank}' figure deux fois"),
            Flaw::NotARankOf { text, deck } => {
                let name = match deck {
                    DeckKind::French => "français",
                    DeckKind::Spanish => "espagnol",
                };
                format!("'{text}' n'est pas une valeur du jeu {name}\u{a0}; les valeurs sont {}", rank_list(*deck))
            }
            Flaw::AlreadyInDeck => "cette valeur est déjà dans deck.ranks".into(),
            Flaw::NoRanks => "le jeu demande au moins une valeur".into(),
            Flaw::OrderLeavesOut { rank } => format!("l'ordre omet la valeur {rank} du jeu"),
            Flaw::RankNotInDeck { rank } => format!("la valeur {rank} n'est pas dans le jeu de ce règlement"),
            Flaw::PointsNotInDeck { rank } => {
                format!("des points pour la valeur {rank}, qui n'est pas dans le jeu de ce règlement")
            }
            Flaw::NotARank { text, deck } => {
                format!("'{text}' n'est pas une valeur\u{a0}; les valeurs sont {}", rank_list(*deck))
            }
            Flaw::NeedsPlain => "cards.plain (l'ordre d'une couleur qui n'est pas l'atout) est obligatoire".into(),
            Flaw::Range { lo, hi, got } => format!("doit aller de {lo} à {hi} (pas {got})"),
            Flaw::NoPlayerCounts => "indiquez à combien de joueurs ce jeu se joue".into(),
            Flaw::PlayersImpossible { players } => {
                format!("impossible de jouer à {}\u{a0}; tapete accepte de 2 à 8 joueurs", joueurs(*players))
            }
            Flaw::PlayersTwice { players } => format!("le nombre de joueurs {players} figure deux fois"),
            Flaw::PlayersNoTeams { players } => {
                format!("à {}, on ne peut pas former d'équipes de partenaires assis face à face", joueurs(*players))
            }
            Flaw::Description => "une description est une ligne de texte sans caractère de contrôle".into(),
            Flaw::DefaultKind { want, got } => {
                format!("la valeur par défaut doit être {} (pas {})", kind(want), quote(got))
            }
            Flaw::MinMaxNotWhole => "min et max sont réservés aux options en nombre entier".into(),
            Flaw::NoChoice => "donnez au moins un choix".into(),
            Flaw::ChoiceKind { want, got } => format!("chaque choix doit être {} (pas {got})", kind(want)),
            Flaw::BoundRange { bound, lo, hi, got } => format!("{bound} doit aller de {lo} à {hi} (pas {got})"),
            Flaw::ChoiceRange { lo, hi, got } => format!("chaque choix doit aller de {lo} à {hi} (pas {got})"),
            Flaw::ChoiceNotRead { choice, reads } => format!(
                "{} n'est pas une valeur que le jeu comprend\u{a0}; il comprend {}",
                quote(&choice.to_string()),
                values(reads)
            ),
            Flaw::Default(p) => match p {
                ValueProblem::Kind { want, got } => {
                    format!("la valeur par défaut doit être {} (pas {})", kind(want), quote(got))
                }
                ValueProblem::NotAChoice { choices, got } => {
                    format!("la valeur par défaut doit être l'une de {} (pas {})", values(choices), quote(got))
                }
                ValueProblem::TooLow { min, got } => {
                    format!("la valeur par défaut doit valoir au moins {min} (pas {got})")
                }
                ValueProblem::TooHigh { max, got } => {
                    format!("la valeur par défaut doit valoir au plus {max} (pas {got})")
                }
            },
            Flaw::UnknownOption { key, game, known } => {
                format!(
                    "le jeu {game} n'a pas d'option {}\u{a0}; ses options sont\u{a0}: {}",
                    quote(key),
                    known.join(", ")
                )
            }
            Flaw::OptionRequired { key, game } => format!("l'option '{key}' est obligatoire pour le jeu {game}"),
            Flaw::UnknownGame { game, games } => {
                format!(
                    "game\u{a0}: jeu inconnu `{}`\u{a0}; on attend l'un de ceux-ci\u{a0}: {}",
                    safe(game),
                    ticked(games)
                )
            }
            Flaw::ForeignSection { key, game } => {
                format!("une section `{key}:` n'a pas sa place dans un règlement de {game}")
            }
            Flaw::NoSection { game } => format!("un règlement de {game} demande une section `{game}:`"),
            Flaw::TrickNeedsOrder => "un jeu de levées demande cards.trump".into(),
            Flaw::TrickNeedsDuties => "un jeu de levées demande duties.trump".into(),
            Flaw::AllNoTrumpOrders => "all_no_trump demande cards.no-trump et cards.all-trump".into(),
            Flaw::AllNoTrumpDuties => "all_no_trump demande duties.all-trump et duties.no-trump".into(),
            Flaw::NotPlayedBy { players } => {
                format!("ce règlement ne se joue pas à {} (players.counts)", joueurs(*players))
            }
            Flaw::NoHandSize { players } => format!("aucune taille de main à {}", joueurs(*players)),
            Flaw::HandsAndTurned { players, hand, deck } => format!(
                "pour {} de {} et une carte retournée, il faut plus de cartes que les {deck} du jeu",
                counted(*players, "main", "mains"),
                cartes(*hand)
            ),
            Flaw::NoTurnedCard { players } => {
                format!("dites qui prend la carte retournée à {} (taker ou table)", joueurs(*players))
            }
            Flaw::SwapFromTable { players } => format!(
                "l'échange du 7 prend la carte retournée sur la table\u{a0}: turned_card à {} doit être table",
                joueurs(*players)
            ),
            Flaw::SwapNeedsSevens => "l'échange du 7 demande les 7 dans le jeu".into(),
            Flaw::AnnouncedRank { rank, entry } => {
                format!("la valeur {rank} (entrée {entry}) n'est pas dans le jeu")
            }
            Flaw::NotARankOfThisDeck { text } => format!("'{text}' n'est pas une valeur de ce jeu"),
            Flaw::SpanishAnnouncements => {
                "les annonces à l'espagnole demandent four_order, four_values, run_order et run_values".into()
            }
            Flaw::RunImpossible { len } => format!("une suite de {} est impossible dans ce jeu", cartes(*len)),
            Flaw::ContractNeedsCapot => "le décompte au contrat demande capot_bonus".into(),
            Flaw::ContractDealsAll { players, hand, deck } => format!(
                "les enchères au contrat distribuent tout le jeu\u{a0}: {} mains de {}, pas les {deck} cartes du jeu",
                players,
                cartes(*hand)
            ),
            Flaw::SectionNeeds { key, with } => format!("la section demande {key} avec {with}"),
            Flaw::SectionNotWith { key, with } => format!("{key} n'a pas sa place avec {with}"),
            Flaw::ContractAuctionTable => {
                "les enchères au contrat se jouent à 4 joueurs en deux équipes, sans annonces".into()
            }
            Flaw::BidScoringAuction => {
                "scoring: bid va avec auction: contract, et les enchères au contrat avec scoring: bid".into()
            }
            Flaw::NotACard { text } => format!("{} n'est pas une carte de ce jeu", quote(text)),
            Flaw::HandsExceedTheirDeck { players, hand, cards } => format!(
                "pour {} à {} chacun, il faut plus de cartes que les {cards} de leur jeu",
                joueurs(*players),
                cartes(*hand)
            ),
            Flaw::HandsExceedDeck { players, hand, cards } => format!(
                "pour {} à {} chacun, il faut plus de cartes que les {cards} du jeu",
                joueurs(*players),
                cartes(*hand)
            ),
            Flaw::DealsNot { sizes: [a, b], got } => {
                format!("ce règlement se joue avec {a} ou {b} cartes, pas {got}")
            }
            Flaw::NamePerejila { size } => format!("nommez la perejila du jeu de {size} cartes"),
        }
    }

    fn error(&self, e: &Error, x: Option<&Names>) -> String {
        match e {
            Error::Name(p) => match p {
                NameProblem::Empty => "un joueur n'a pas de nom".into(),
                NameProblem::Control { name, code } => format!(
                    "le nom {} contient un caractère de contrôle ou de mise en forme (U+{code:04X})\u{a0}; un nom se fait de lettres, chiffres, espaces et ponctuation",
                    quote(name)
                ),
                NameProblem::Spaces { name } => format!("le nom {} commence ou finit par une espace", quote(name)),
                NameProblem::TooLong { name, max } => format!("le nom {} dépasse {}", quote(name), counted(*max, "caractère", "caractères")),
                NameProblem::Joins { name } => format!(
                    "le nom {} contient '+' ou ',', qui joignent et séparent les noms (Ana+Marta, --players A,B)",
                    quote(name)
                ),
                NameProblem::Twice { name } => format!("deux joueurs s'appellent {}\u{a0}; donnez à chacun un nom différent", quote(name)),
                NameProblem::Case { a, b } => format!(
                    "{} et {} sont le même nom aux majuscules près\u{a0}; donnez à chacun un nom différent",
                    quote(a),
                    quote(b)
                ),
                NameProblem::Word { name } => format!("{} est un mot des entrées de la table\u{a0}; choisissez un autre nom", quote(name)),
                NameProblem::Number { name } => format!("{} est un nombre\u{a0}; un nom demande une lettre", quote(name)),
                NameProblem::Card { name } => format!("{} se lit comme une carte\u{a0}; choisissez un autre nom", quote(name)),
            },
            Error::Usage(p) => super::usage::usage(p),
            Error::Judge(p) => judge_problem(p),
            Error::Simulate(SimulateProblem::Breaches) => "--breaches est une fraction de 0 à 1".into(),
            Error::Store(StoreProblem::NoPlace) => {
                "aucun endroit où garder les séances\u{a0}: définissez TAPETE_HOME ou HOME, ou donnez --file CHEMIN".into()
            }
            Error::Store(StoreProblem::FullMinute { dir }) => {
                format!("{dir} contient déjà 10 000 séances commencées dans la même minute")
            }
            Error::Seating(p) => match p {
                SeatingProblem::Count { ruleset, counts, given } => format!("{ruleset} se joue à {counts} joueurs, pas {given}"),
                SeatingProblem::NoTeams { ruleset } => format!("{ruleset} se joue chacun pour soi\u{a0}: retirez --teams"),
                SeatingProblem::PairsOfFour { ruleset } => format!("{ruleset} ne se joue par équipes qu'à 4 joueurs"),
                SeatingProblem::NotAPlayer { name, players } => format!("{} n'est pas l'un des joueurs ({players})", quote(name)),
                SeatingProblem::TwoTeams { name } => format!("{} est dans deux équipes", quote(name)),
                SeatingProblem::NoTeam { name } => format!("{} n'est dans aucune équipe", quote(name)),
                SeatingProblem::Opposite => {
                    "les équipes sont deux paires de partenaires assis face à face\u{a0}: dans l'ordre A,B,C,D, A+C et B+D".into()
                }
            },
            Error::Save(p) => match p {
                SaveProblem::Write { cause, journal, lines } => format!(
                    "L'entrée n'a pas pu être enregistrée\u{a0}: {}. Le journal {journal} est intact ({n})\u{a0}; rien d'autre n'a été enregistré. Faites de la place, puis continuez avec 'tapete resume {journal}'.",
                    cause_words(self, cause),
                    n = counted(*lines, "ligne", "lignes")
                ),
                SaveProblem::Start { cause } => format!(
                    "La séance n'a pas pu commencer\u{a0}: {}. Rien n'a été enregistré. Faites de la place, puis relancez la même commande 'tapete new'.",
                    cause_words(self, cause)
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Beside(r), lines } => format!(
                    "Le journal {journal} a été {} pendant que la table notait. Toutes les entrées jusqu'ici ({n}) sont dans {r}\u{a0}: continuez avec 'tapete resume {r}'.",
                    if *deleted { "supprimé ou déplacé" } else { "remplacé par un autre fichier" },
                    n = counted(*lines, "ligne", "lignes")
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Elsewhere(r), lines } => format!(
                    "Le journal {journal} a été {} pendant que la table notait, et aucune copie n'a pu être écrite à côté. Toutes les entrées jusqu'ici ({n}) sont dans {r}\u{a0}: continuez avec 'tapete resume {r}'.",
                    if *deleted { "supprimé ou déplacé" } else { "remplacé par un autre fichier" },
                    n = counted(*lines, "ligne", "lignes")
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Printed { .. }, lines } => format!(
                    "Le journal {journal} a été {} pendant que la table notait, et aucune copie n'a pu être écrite (ni à côté, ni dans le dossier des séances, ni dans le dossier temporaire). {ses} {n} {suivent} sur la sortie standard\u{a0}: {enregistrez} dans un fichier et continuez avec 'tapete resume FICHIER'.",
                    if *deleted { "supprimé ou déplacé" } else { "remplacé par un autre fichier" },
                    ses = agree(*lines, "Sa", "Ses"),
                    n = counted(*lines, "ligne", "lignes"),
                    suivent = agree(*lines, "suit", "suivent"),
                    enregistrez = agree(*lines, "enregistrez-la", "enregistrez-les")
                ),
                SaveProblem::Moved { journal, deleted, rescued: Rescue::Unread { kind, detail }, lines } => format!(
                    "Le journal {journal} a été {} pendant que la table notait, et la séance n'a pas pu être relue pour la copier ({error})\u{a0}: {ses} {n} {sont} peut-être {perdues}.",
                    if *deleted { "supprimé ou déplacé" } else { "remplacé par un autre fichier" },
                    error = self.os_error(&std::io::Error::new(*kind, detail.clone())),
                    ses = agree(*lines, "sa", "ses"),
                    n = counted(*lines, "ligne", "lignes"),
                    sont = agree(*lines, "est", "sont"),
                    perdues = agree(*lines, "perdue", "perdues")
                ),
                SaveProblem::Overflow { journal } => format!(
                    "Cette entrée fait déborder un total de jetons ou de points\u{a0}; elle n'est pas enregistrée et la table s'arrête ici. Le journal {journal} contient toutes les entrées précédentes."
                ),
                SaveProblem::Rewritten { journal } => format!(
                    "Un autre programme a réécrit le journal {journal} pendant que la table notait\u{a0}: ses lignes précédentes ne sont plus celles que cette table a écrites, la table s'arrête donc ici. Vérifiez le fichier, puis continuez avec 'tapete resume {journal}'."
                ),
            },
            Error::Refused(r) => self.refusal(r, x.unwrap_or(&no_names())),
            Error::NeedsRuleset => "nommez un règlement (tapete new belote-classic --players …), utilisez --again, ou mettez 'ruleset' dans la configuration".into(),
            Error::NeedsPlayers => "nommez les joueurs dans l'ordre du jeu\u{a0}: --players A,B,C,D (ou mettez 'players' dans la configuration)".into(),
            Error::NothingToReopen { journal } => format!("--reopen\u{a0}: {journal} n'a pas été close par une entrée 'fin', il n'y a donc pas de fin à reprendre\u{a0}; 'tapete resume {journal}' la poursuit"),
            Error::UnknownGame { given, games, rulesets, near } => format!(
                "aucun jeu ni règlement {}\u{a0}: donnez un jeu ({}) ou un règlement ({}){}",
                quote(given),
                games.join(", "),
                rulesets.join(", "),
                self.did_you_mean_any(&near.iter().map(String::as_str).collect::<Vec<_>>(), "ou")
            ),
            Error::NoConfigPlace => {
                "aucun emplacement pour un fichier de configuration\u{a0}: passez --config FICHIER, ou définissez TAPETE_CONFIG, XDG_CONFIG_HOME ou HOME".into()
            }
            Error::NoSession { dir } => format!("aucune séance dans {dir}\u{a0}; commencez-en une avec 'tapete new', ou nommez un journal\u{a0}: tapete summary FICHIER"),
            Error::NothingToRepeat { dir } => format!("aucune séance dans {dir} à reprendre à l'identique\u{a0}; commencez-en une avec 'tapete new'"),
            Error::NoUnfinished { dir, board: false } => format!("aucune séance inachevée dans {dir}\u{a0}; commencez-en une avec 'tapete new'"),
            Error::NoUnfinished { dir, board: true } => format!("aucune séance inachevée dans {dir}\u{a0}; nommez un journal\u{a0}: tapete board FICHIER"),
            Error::PinForm { given } => format!("--pin {} n'est pas un PIN\u{a0}: indiquez six chiffres, comme --pin 042137", quote(given)),
            Error::BindNotAddress { given } => format!("--bind {} n'est pas une adresse IP\u{a0}: indiquez 127.0.0.1 (cet ordinateur seulement), 0.0.0.0 (tous ses réseaux, en ne répondant qu'aux appareils des réseaux privés comme celui de la table) ou l'une de ses adresses", quote(given)),
            Error::BindNotHere { addr, message } => format!("impossible d'écouter sur {addr} ({message})\u{a0}: cette adresse n'est pas celle de cet ordinateur\u{a0}; --bind 0.0.0.0 écoute sur tous ses réseaux (en ne répondant qu'aux appareils des réseaux privés)"),
            Error::NoRandom { message } => format!("impossible de tirer un PIN\u{a0}: la source d'aléa du système ne donne rien ({message})\u{a0}; la table n'est pas servie"),
            Error::Listen { addr, message } => format!("impossible d'écouter sur {addr} ({message})\u{a0}: choisissez un autre --port, ou --port 0 pour un port libre"),
            Error::Config { path, line, column, problem } => {
                format!("la configuration {path}, ligne {line}, colonne {column}\u{a0}: {}", config_problem(problem))
            }
            Error::NotStarted { path } => format!(
                "{path} n'a pas encore de séance (il a été créé mais son en-tête n'a jamais été écrit)\u{a0}; commencez-la avec 'tapete new RÈGLEMENT --players … --file {path}'"
            ),
            Error::InUse { path } => format!("{path} est en cours d'utilisation\u{a0}: un autre tapete y note\u{a0}; fermez-le d'abord"),
            Error::Exists { path } => format!("{path} existe déjà\u{a0}: reprenez-le avec 'tapete resume {path}'"),
            Error::Concours(p) => crate::i18n::ConcoursWords::concours_problem(self, p),
            Error::OptionForm { given } => format!("--option prend CLÉ=VALEUR (pas {})", quote(given)),
            Error::File(f) | Error::Ruleset(RulesetError::File(f)) => self.file_error(f),
            Error::Ruleset(RulesetError::Problems(ps)) => {
                ps.iter().map(|p| self.ruleset_problem(p)).collect::<Vec<_>>().join("\n")
            }
            Error::Ruleset(RulesetError::Unknown { name, bundled, near }) => format!(
                "aucun règlement {}\u{a0}: donnez un nom fourni avec tapete ({}) ou le chemin d'un fichier YAML de règlement{}",
                quote(name),
                bundled.join(", "),
                self.did_you_mean_any(near, "ou")
            ),
            Error::Option(OptionProblem::Unknown { ruleset, key, known }) => {
                format!("le règlement {ruleset} n'a pas d'option {}\u{a0}; ses options sont {}", quote(key), known.join(", "))
            }
            Error::Option(OptionProblem::Value { key, problem }) => value_problem(key, problem),
            Error::Journal { path, line, problem } => format!("{path}\u{a0}: ligne {line}\u{a0}: {}", self.journal_problem(problem)),
            Error::Header { path, error } => format!("{path}\u{a0}: ligne 1\u{a0}: {}", self.error(error, x)),
            Error::Io { path, source } => format!("{path}\u{a0}: {}", self.os_error(source)),
            Error::Output(e) => format!("impossible d'écrire la sortie\u{a0}: {}", self.os_error(e)),
            Error::Internal(bug) => format!("erreur interne (un bogue de tapete)\u{a0}: {}", self.bug(bug)),

        }
    }
}

impl Fr {
    /// A bug, after "erreur interne (un bogue de tapete) : ".
    fn bug(&self, bug: &Bug) -> String {
        match bug {
            Bug::Panicked => "tapete s'est arrêté sur une situation imprévue (voir le message ci-dessus)".into(),
            Bug::SimulationRefused { entry, refusal, players, sides, deck } => {
                let x = Names { players, sides, deck: *deck, letters: crate::cards::Letters::En };
                format!("l'arbitre a refusé une entrée simulée\u{a0}: {entry}\u{a0}: {}", self.refusal(refusal, &x))
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
            format!("options.{key} doit être true/false, un nombre entier ou un mot")
        }
        ConfigProblem::Players => {
            "players doit être une liste de noms\u{a0}: [Ana, Luis, Marta, Pep] ou Ana,Luis,Marta,Pep".into()
        }
        ConfigProblem::Teams => {
            "teams doit être une liste d'équipes\u{a0}: [Ana+Marta, Luis+Pep] ou [[Ana, Marta], [Luis, Pep]]".into()
        }
    }
}

/// Why a write failed, as the end of a sentence.
fn cause_words(cat: &(impl crate::i18n::Errors + ?Sized), cause: &WriteCause) -> String {
    match cause {
        WriteCause::DiskFull => "le disque est plein".into(),
        WriteCause::Quota => "le quota disque est épuisé".into(),
        WriteCause::SizeLimit => "la taille maximale de fichier est atteinte".into(),
        WriteCause::Other { kind, detail } => cat.os_error(&std::io::Error::new(*kind, detail.clone())),
    }
}

/// Why `judge` cannot settle the hands it was given.
fn judge_problem(p: &JudgeProblem) -> String {
    match p {
        JudgeProblem::NoAnnouncements { ruleset } => {
            format!("{ruleset} n'a pas d'annonces à juger\u{a0}; judge prend belote-es ou un règlement semblable")
        }
        JudgeProblem::NotASuit { given, letters: l } => {
            let [s, h, d, c] = letters::suit_letters(DeckKind::French, *l);
            format!("--trump '{given}' n'est pas une couleur\u{a0}: {s}, {h}, {d} ou {c}")
        }
        JudgeProblem::HandForm { given } => {
            format!("--hand '{given}'\u{a0}: écrivez-la ainsi\u{a0}: \"NOM\u{a0}: CARTE CARTE …\"")
        }
        JudgeProblem::TwoHands { player } => format!("deux --hand pour {player}"),
        JudgeProblem::NotACard { player, text, typing } => {
            let why = Fr.refusal_only(&Refusal::NotACard { text: text.clone(), typing: *typing }, &no_names());
            format!("--hand {player}\u{a0}: {why}")
        }
        JudgeProblem::NotInDeck { player, card, deck } => {
            format!("--hand {player}\u{a0}: {} n'est pas dans le jeu de 32 cartes", card.short(*deck))
        }
        JudgeProblem::Twice { player, card, deck } => {
            format!("--hand {player}\u{a0}: {} est donnée deux fois", card.short(*deck))
        }
        JudgeProblem::EldestNotAHand { name, hands } => {
            format!("--eldest {name} n'est aucune des mains ({})", hands.join(", "))
        }
        JudgeProblem::SaysForm { given } => format!("--says '{given}'\u{a0}: écrivez \"NOM\u{a0}: cuarta\""),
        JudgeProblem::SaysNoHand { name } => format!("--says\u{a0}: {name} n'a pas de --hand"),
        JudgeProblem::NotAnAnnouncement { word } => {
            format!("--says\u{a0}: '{word}' n'est pas une annonce (brelán, tercia, cuarta, quinta, run6, run7, run8)")
        }
        JudgeProblem::OneHand => {
            "judge tranche un litige entre joueurs\u{a0}: donnez au moins deux mains (--hand \"NOM\u{a0}: CARTE …\" pour chacune)"
                .into()
        }
        JudgeProblem::TooManyCards { player, count, most, players } => format!(
            "--hand {}\u{a0}: {}, mais à {} chacun en tient au plus {most}",
            quote(player),
            counted(*count, "carte", "cartes"),
            counted(*players, "joueur", "joueurs")
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

fn joueurs(n: u32) -> String {
    counted(n, "joueur", "joueurs")
}

fn cartes(n: u32) -> String {
    counted(n, "carte", "cartes")
}
