//! Français : les mots d'un concours.

use super::{counted, Fr};
use crate::concours::pairing::Breach;
use crate::concours::{Ranking, Undoable};
use crate::engine::{HandMost, MostHand};
use crate::error::{ConcoursProblem as P, TeamsLineFault as F};
use crate::i18n::{BoardWords, ConcoursWords, SheetWords, TeamsHeads};
use crate::term::quote;

/// La sorte d'une entrée comme nom : « le tirage », « le résultat », …
fn entry(kind: &str) -> &'static str {
    match kind {
        "draw" => "le tirage",
        "result" => "le résultat",
        "withdraw" => "l'abandon",
        "add" => "l'arrivée tardive",
        "redraw" => "le nouveau tirage",
        _ => "la correction",
    }
}

/// La donne qui vaut le plus, et son calcul : « un capot annoncé et réussi avec toutes les
/// belotes à ×4 : (250 + 250 + 20) × 4 = 2080 ».
fn most_hand(h: &HandMost) -> String {
    let m = h.multiplier;
    let what = match h.hand {
        MostHand::CapotBidMade => format!("un capot annoncé et réussi avec toutes les belotes à ×{m}"),
        MostHand::CapotBidFailed => format!("un capot annoncé et chuté à ×{m}, toutes les belotes à la défense"),
        MostHand::CapotOnValue => {
            format!("l'annonce la plus haute réussie avec tous les plis et toutes les belotes à ×{m}")
        }
        MostHand::ValueFailed => format!("l'annonce la plus haute chutée à ×{m}, toutes les belotes à la défense"),
    };
    format!("{what}\u{a0}: {} = {}", h.written(), h.points())
}

fn list(tables: &[u32]) -> String {
    tables.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
}

impl ConcoursWords for Fr {
    fn concours_problem(&self, p: &P) -> String {
        match p {
            P::AboveHands { team, points, hands, most, hand } => format!(
                "{team} ne peut pas marquer {points} en {}\u{a0}: une donne vaut au plus {}, donc {hands} × {} = {most}",
                counted(*hands, "donne", "donnes"),
                most_hand(hand),
                hand.points()
            ),
            P::SumAboveHands { sum, hands, most, hand } => format!(
                "les totaux font {sum}, plus que ce qui tient en {} pour les deux équipes\u{a0}: une donne leur donne ensemble au plus {}, donc {hands} × {} = {most}",
                counted(*hands, "donne", "donnes"),
                most_hand(hand),
                hand.points()
            ),
            P::AboveTarget { team, points, target, most, hand } => format!(
                "{team} ne peut pas marquer {points} dans une partie en {target}\u{a0}: aucune équipe ne dépasse {target} avant la donne qui finit la partie (ou celle qui suit des totaux égaux au-delà), et une donne vaut au plus {}, donc {target} + 2 × {} = {most}",
                most_hand(hand),
                hand.points()
            ),
            P::TargetNotExceeded { target, best } => format!(
                "aucune équipe ne dépasse {target} (le meilleur total est {best})\u{a0}: une partie en {target} se gagne par un total au-delà, elle n'est pas finie"
            ),
            P::NoCount { what } => format!(
                "--{what} ne vérifie rien quand les contrats s'annoncent avec une valeur\u{a0}: la feuille donne seulement les deux totaux"
            ),
            P::Exists { path } => format!(
                "{path} existe déjà\u{a0}: un concours commence dans un journal neuf (donnez un autre --file, ou aucun pour le dossier des concours)"
            ),
            P::NoName => "un concours demande un nom ('tapete concours new \"Fête de la Saint-Jean\" …')".into(),
            P::TooLarge { team, points, max } => {
                format!("{team} ne peut pas marquer {points}\u{a0}: le total d'une partie vaut au plus {max}")
            }
            P::TargetTie { points } => format!(
                "les deux équipes à {points}\u{a0}: à égalité au-dessus de l'objectif on joue une autre donne, la partie n'est pas finie"
            ),
            P::NameTwice { name } => format!(
                "deux équipes répondent à {} (majuscules à part)\u{a0}; donnez à chaque équipe son propre nom",
                quote(name)
            ),
            P::Impossible { what, given, max } => match *what {
                "held" => format!("--held {given}\u{a0}: les points qu'un litige retient vont de 0 à {max} dans cette partie"),
                w => format!("--{w} {given}\u{a0}: une partie de cette longueur a de 0 à {max} {w}"),
            },
            P::LengthOption { key } => {
                format!("--option {key}\u{a0}: la longueur de la partie se donne avec --hands H ou --target T")
            }
            P::FromIsConcours { path } => format!(
                "{path} est un journal de concours\u{a0}; --from prend le journal de séance qu'une table a tenu de sa partie"
            ),
            P::SameJournal { line } => format!(
                "ce journal de séance est déjà le résultat de la ligne {line} (le même fichier, par son sha256)"
            ),
            P::FewTeams { given } => format!("un concours demande au moins 2 équipes ({given} données)"),
            P::TeamForm { given } => format!(
                "{} n'est pas une équipe\u{a0}: une équipe, ce sont deux joueurs joints par '+' (Ana+Luis)",
                quote(given)
            ),
            P::PlayerTwice { player } => {
                format!("{} joue dans deux équipes\u{a0}; un joueur est dans une seule équipe", quote(player))
            }
            P::TeamTwice { team } => format!("l'équipe {} est donnée deux fois", quote(team)),
            P::TeamsLine { path, line, column, fault } => {
                let form = "une ligne du fichier des équipes est 'Nom de l'équipe,Joueur 1,Joueur 2' (le nom peut rester vide) ou 'Joueur 1,Joueur 2'";
                match fault {
                    F::Fields { given } => {
                        format!("{path}:{line}:{column}\u{a0}: {}\u{a0}; {form}", counted(*given, "champ", "champs"))
                    }
                    F::EmptyPlayer => format!("{path}:{line}:{column}\u{a0}: le nom d'un joueur est vide\u{a0}; {form}"),
                    F::OpenQuote => {
                        format!("{path}:{line}:{column}\u{a0}: les guillemets qui ouvrent ce champ ne sont jamais fermés")
                    }
                    F::HeadsNotFirst => format!(
                        "{path}:{line}:{column}\u{a0}: les titres de colonne (Équipe,Joueur 1,Joueur 2) se mettent sur la première ligne seulement\u{a0}; dessous, {form}"
                    ),
                }
            }
            P::NotTeamsOfTwo { ruleset } => format!(
                "{ruleset} ne se joue pas en deux équipes de deux\u{a0}; un concours demande un jeu de deux équipes de deux"
            ),
            P::NoRounds => "--rounds vaut 1 ou plus".into(),
            P::RotationRounds { rounds, teams } => format!(
                "une rotation de {teams} équipes a au plus {} tours sans revanche ({rounds} demandés)\u{a0}; prenez moins de tours ou --pairing swiss",
                teams - 1
            ),
            P::PartieLength => "une partie, c'est --hands H (de 1 à 1000) ou --target T (1 ou plus), pas les deux".into(),
            P::NoConcours { dir } => format!(
                "aucun concours dans {dir}\u{a0}; commencez-en un avec 'tapete concours new NOM --ruleset … --teams …' ou donnez --file"
            ),
            P::Served { path, url } => format!(
                "{path} est servi depuis ses tables à {url}\u{a0}: ce serveur est son seul rédacteur\u{a0}; saisissez les résultats sur les téléphones des tables, ou arrêtez d'abord le serveur (Ctrl-C)"
            ),
            P::FromUnconfirmed => "la partie de la table n'est pas confirmée par les deux camps (une entrée depuis a annulé leurs confirmations)".into(),
            P::Busy { path, seconds } => format!(
                "{path} est en cours d'utilisation\u{a0}: un autre tapete y écrit depuis plus de {seconds}\u{a0}secondes\u{a0}; réessayez quand il aura fini"
            ),
            P::NotConcours { path } => {
                format!("{path} n'est pas un journal de concours (sa première ligne n'est pas un en-tête de concours)")
            }
            P::AllDrawn { rounds } => format!(
                "les {} sont tirés\u{a0}; 'tapete concours standings' donne le classement final",
                counted(*rounds, "tour", "tours")
            ),
            P::ResultsMissing { round, tables } => format!(
                "le tour {round} n'est pas fini\u{a0}: on attend le résultat {} {} ('tapete concours result --table N …')",
                if tables.len() == 1 { "de la table" } else { "des tables" },
                list(tables)
            ),
            P::NotDrawn { round, drawn } => format!(
                "le tour {round} n'est pas tiré\u{a0}; {} {}",
                counted(*drawn, "tour", "tours"),
                if *drawn <= 1 { "est tiré" } else { "sont tirés" }
            ),
            P::NoRound => "aucun tour n'est encore tiré\u{a0}; tirez le tour 1 avec 'tapete concours draw'".into(),
            P::NoTable { table, round, tables } => {
                format!("le tour {round} n'a pas de table {table}\u{a0}; ses tables vont de 1 à {tables}")
            }
            P::HasResult { table, round, line } => format!(
                "la table {table} du tour {round} a déjà son résultat (ligne {line})\u{a0}; corrigez-le avec 'tapete concours amend {line} …'"
            ),
            P::Forfeited { table, team } => format!(
                "la table {table} n'a pas besoin de résultat\u{a0}: {team} a abandonné, et l'autre équipe marque comme exempte"
            ),
            P::UnknownTeam { given, near } => match near {
                Some(n) => format!("aucune équipe ne s'appelle {}\u{a0}; vouliez-vous dire {n}\u{a0}?", quote(given)),
                None => format!(
                    "aucune équipe ne s'appelle {}\u{a0}; nommez une équipe par ses joueurs (Ana+Luis) ou par son nom",
                    quote(given)
                ),
            },
            P::NotAtTable { team, table, at } => {
                format!("{team} ne joue pas à la table {table}\u{a0}; ses équipes sont {} et {}", at[0], at[1])
            }
            P::ResultTeams { table, round, named, at } => format!(
                "le résultat nomme {} – {}, mais la table {table} du tour {round} est {} – {} (les points d'un résultat suivent l'ordre des équipes de sa table)",
                named[0], named[1], at[0], at[1]
            ),
            P::HasBye { team, round } => format!("{team} est exempte au tour {round}\u{a0}: elle n'a pas de table"),
            P::ScoreForm { given } => format!("--score prend ÉQUIPE=POINTS (reçu {})", quote(given)),
            P::ScoreCount { given } => format!(
                "un résultat, ce sont deux --score, un par équipe de la table ({given} donnés), ou --from JOURNAL"
            ),
            P::Negative { team, points } => format!("{team} ne peut pas marquer {points}\u{a0}: un total vaut 0 ou plus"),
            P::Sum { sum, expected, hands, per_hand, belotes, belote, capots, capot, held } => format!(
                "les totaux font {sum}, mais une partie de {} fait {per_hand}×{hands} + {belote}×{belotes} (belotes) + {capot}×{capots} (capots) − {held} (en litige) = {expected}",
                counted(*hands, "donne", "donnes")
            ),
            P::TargetNotReached { target, best } => {
                format!("aucune équipe n'a atteint {target} (le meilleur total est {best})\u{a0}: la partie n'est pas finie")
            }
            P::FromRuleset { journal, concours } => {
                format!("la séance a été jouée avec {journal}, le concours avec {concours}")
            }
            P::FromOption { key, journal, concours } => {
                format!("l'option {key} de la séance vaut {journal}, celle du concours {concours}")
            }
            P::FromTeams { sides, at } => format!(
                "les équipes de la séance sont {}, celles de la table {} et {}",
                sides.join(" et "),
                at[0],
                at[1]
            ),
            P::FromUnfinished { hands, needed } => format!(
                "la partie de la séance n'est pas finie\u{a0}: {} sur {needed}",
                counted(*hands, "donne jouée", "donnes jouées")
            ),
            P::FromRefused { entries } => format!(
                "{} de la séance ne {} pas s'appliquer ('tapete verify' dit lesquelles)\u{a0}; le résultat n'est pas pris",
                counted(*entries, "entrée", "entrées"),
                if *entries == 1 { "peut" } else { "peuvent" }
            ),
            P::Withdrawn { team, round } => format!("{team} a déjà abandonné (à partir du tour {round})"),
            P::WithdrawRound { given, earliest, latest } if earliest > latest => format!(
                "il ne reste aucun tour dont abandonner (tour {given} demandé\u{a0}; le concours en a {latest})"
            ),
            P::WithdrawRound { given, earliest, latest } => {
                format!("un abandon part d'un tour de {earliest} à {latest} (tour {given} demandé)")
            }
            P::WithdrawPlayed { team, round, table } => format!(
                "{team} a joué le tour {round} (la table {table} a son résultat)\u{a0}; faites-la abandonner à partir du tour {}",
                round + 1
            ),
            P::NothingToUndo => "rien à annuler\u{a0}: le concours n'a aucune entrée".into(),
            P::NoLine { line, last } => format!(
                "la ligne {line} ne porte aucun résultat ni abandon en vigueur (le journal a les lignes 1 à {last})"
            ),
            P::AmendDraw { line, round } => format!(
                "la ligne {line} est le tirage du tour {round}\u{a0}: un tirage ne se corrige pas (annulez-le tant que son tour n'a aucun résultat)"
            ),
            P::AmendKind { line, kind } => {
                format!("la ligne {line} est {}\u{a0}: corrigez-la avec les options de 'tapete concours {kind}'", entry(kind))
            }
            P::AmendNothing { line, kind: "withdraw" } => format!(
                "la correction ne change rien à la ligne {line}\u{a0}: donnez l'équipe ou --from-round N, ce qui diffère de l'abandon"
            ),
            P::AmendNothing { line, .. } => format!(
                "la correction ne change rien à la ligne {line}\u{a0}: donnez ce qui diffère du résultat (--score ÉQUIPE=P, --belotes K, --capots K, --held P, --table N ou --from JOURNAL)\u{a0}; le reste est gardé"
            ),
            P::RedrawResult { round, table, line } => format!(
                "le tour {round} a déjà un résultat (table {table}, ligne {line})\u{a0}: un tour se tire de nouveau seulement avant tout résultat"
            ),
            P::AddRotation => "le calendrier d'une rotation est celui de ses équipes dès le départ\u{a0}: une équipe en retard rejoint un concours suisse ou aléatoire".into(),
            P::NoRoundToJoin { rounds } => format!(
                "les {} sont tirés et le dernier a des résultats\u{a0}: il ne reste aucun tour pour une équipe en retard",
                counted(*rounds, "tour", "tours")
            ),
            P::AddRound { given, next } => {
                format!("une équipe en retard joue à partir du prochain tour à tirer, le {next} (tour {given} donné)")
            }
            P::Line { line, problem } => format!("ligne {line}\u{a0}: {}", self.concours_problem(problem)),
            P::DrawTeams { round } => {
                format!("le tirage du tour {round} n'assied pas une fois chaque équipe qui le joue, et aucune autre")
            }
        }
    }

    fn breach(&self, b: &Breach, ids: &[String]) -> String {
        let id = |t: &usize| ids.get(*t).cloned().unwrap_or_else(|| format!("n° {}", t + 1));
        let bye = |t: &Option<usize>| t.as_ref().map(id).unwrap_or_else(|| "aucune".into());
        match b {
            Breach::Missing { team } => format!("{} joue le tour mais n'est ni à une table ni exempte", id(team)),
            Breach::Twice { team } => format!("{} est tirée deux fois", id(team)),
            Breach::NotPlaying { team } => format!("{} a abandonné mais elle est tirée", id(team)),
            Breach::Unknown { team } => format!("l'équipe n° {} n'est pas inscrite", team + 1),
            Breach::WrongBye { expected: None, got } => {
                format!("un nombre pair d'équipes joue le tour\u{a0}: aucune exempte, mais {} l'est", bye(got))
            }
            Breach::WrongBye { expected: Some(e), got: None } => format!(
                "aucune exempte n'est tirée, mais {} doit l'être (la moins bien classée qui ne l'a pas été)",
                id(e)
            ),
            Breach::WrongBye { expected, got } => format!(
                "l'exempte est {}, mais l'équipe la moins bien classée qui ne l'a pas été est {}",
                bye(got),
                bye(expected)
            ),
            Breach::Rematches { drawn, fewest } => format!(
                "{} là où {} suffisaient",
                counted(*drawn, "revanche", "revanches"),
                fewest
            ),
            Breach::Recency { drawn, least } => {
                format!("des revanches plus récentes que nécessaire (récence {drawn}, {least} possible)")
            }
            Breach::TopPair { team, drawn, expected } => format!(
                "la table 1 réunit les deux meilleures équipes qui peuvent se rencontrer\u{a0}: {} joue contre {}, mais peut jouer contre {}",
                id(team),
                id(drawn),
                id(expected)
            ),
            Breach::Distance { drawn, least } => format!(
                "des paires plus éloignées au classement que nécessaire (somme des carrés des écarts de rang {drawn}, {least} possible)"
            ),
            Breach::OutOfOrder { table } => {
                format!("la table {table} a une paire mieux classée que la table d'avant")
            }
            Breach::NotSchedule { table } => format!("la table {table} n'est pas celle du calendrier de la rotation"),
        }
    }

    fn concours_started(&self, name: &str, teams: usize, rounds: u32, path: &str) -> String {
        format!(
            "Concours {} commencé\u{a0}: {}, {}. Journal\u{a0}: {path}\nTirez le tour 1 avec 'tapete concours draw'.",
            quote(name),
            counted(teams, "équipe", "équipes"),
            counted(rounds, "tour", "tours")
        )
    }

    fn round_title(&self, round: u32, rounds: u32) -> String {
        format!("Tour {round} sur {rounds}")
    }

    fn draw_line(&self, table: u32, a: &str, b: &str) -> String {
        format!("Table {table}\u{a0}: {a} – {b}")
    }

    fn bye_line(&self, team: &str) -> String {
        format!("Exempte\u{a0}: {team}")
    }

    fn forfeit_line(&self, table: u32, gone: &str, other: &str) -> String {
        format!("Table {table}\u{a0}: {gone} a abandonné\u{a0}; {other} marque comme exempte")
    }

    fn drawn(&self, round: u32, line: usize) -> String {
        format!("Tour {round} tiré (ligne {line} du journal).")
    }

    fn result_recorded(&self, round: u32, table: u32, a: (&str, i64), b: (&str, i64), line: usize) -> String {
        format!("Tour {round}, table {table}\u{a0}: {} {} – {} {} (ligne {line} du journal).", a.0, a.1, b.0, b.1)
    }

    fn withdrawal_recorded(&self, team: &str, round: u32, line: usize) -> String {
        format!("{team} ne joue plus à partir du tour {round} (ligne {line} du journal).")
    }

    fn undone(&self, what: &Undoable) -> String {
        match *what {
            Undoable::Entry { line, kind } => format!("Annulé\u{a0}: {} de la ligne {line}.", entry(kind)),
            Undoable::Amend { line, target } => {
                format!("Annulé\u{a0}: la correction de la ligne {target} (ligne {line} du journal).")
            }
        }
    }

    fn amended(&self, line: usize, new_line: usize) -> String {
        format!("Ligne {line} corrigée (ligne {new_line} du journal).")
    }

    fn standings_title(&self, name: &str, round: u32, complete: bool) -> String {
        match (round, complete) {
            (0, _) => format!("{name} — classement avant le tour 1"),
            (r, true) => format!("{name} — classement après le tour {r}"),
            (r, false) => format!("{name} — classement pendant le tour {r}"),
        }
    }

    fn standings_heads(&self) -> [&'static str; 8] {
        ["Rang", "Équipe", "Nom", "Points", "Gagnées", "Meilleure", "Différence", "Contre"]
    }

    fn awaited(&self, round: u32, tables: &[u32]) -> String {
        format!(
            "Tour {round}\u{a0}: on attend le résultat {} {}.",
            if tables.len() == 1 { "de la table" } else { "des tables" },
            list(tables)
        )
    }

    fn round_done(&self, round: u32, rounds: u32) -> String {
        if round >= rounds {
            format!("Le tour {round} est complet\u{a0}: le concours est fini.")
        } else {
            format!("Le tour {round} est complet\u{a0}: tirez le tour {} avec 'tapete concours draw'.", round + 1)
        }
    }

    fn status_head(&self) -> &'static str {
        "Statut"
    }

    fn withdrawn_mark(&self, round: u32) -> String {
        format!("abandon (tour {round})")
    }

    fn verify_ok(&self, entries: usize, rounds: u32, results: usize) -> String {
        format!(
            "Correct\u{a0}: {}, {} selon les règles, {}.",
            counted(entries, "entrée", "entrées"),
            counted(rounds, "tour tiré", "tours tirés"),
            counted(results, "résultat cohérent", "résultats cohérents")
        )
    }

    fn verify_draw(&self, line: usize, round: u32, why: &str) -> String {
        format!("ligne {line}\u{a0}: le tirage du tour {round} enfreint les règles\u{a0}: {why}")
    }

    fn standings_heads_short(&self) -> [&'static str; 8] {
        ["#", "Équipe", "Nom", "Pts", "Gagn.", "Meill.", "Diff.", "Contre"]
    }

    fn ranking_rule(&self, ranking: Ranking) -> String {
        let first = match ranking {
            Ranking::Points => "aux points, puis aux parties gagnées",
            Ranking::Wins => "aux parties gagnées, puis aux points",
        };
        format!(
            "Classement {first}, à la meilleure partie, à la différence, au moins de points contre et, en dernier, à un tirage fait au départ."
        )
    }

    fn table_title(&self, table: u32) -> String {
        format!("Table {table}")
    }

    fn sheet_words(&self) -> SheetWords {
        SheetWords {
            hand: "Donne",
            total: "Total",
            belotes: "Belotes",
            capots: "Capots",
            held: "Points retenus par un litige à la fin",
            contract: "Contrat",
            taker: "Preneur",
            multiplier: "×",
            result: "Fait / chuté",
            signatures: "Signatures",
            no_partie: "Pas de partie à ce tour",
        }
    }

    fn sheet_check(&self, hands: u32, per_hand: i64, belote: i64, capot: i64) -> String {
        let mut out =
            format!("Vérification\u{a0}: les deux totaux font {per_hand} × {hands} = {}", per_hand * i64::from(hands));
        if belote != 0 {
            out.push_str(&format!(", + {belote} par belote"));
        }
        if capot != 0 {
            out.push_str(&format!(", + {capot} par capot"));
        }
        out.push_str(", − les points retenus.");
        out
    }

    fn sheet_bound(&self, hands: u32, hand: &HandMost) -> String {
        let most = hand.points() * i64::from(hands);
        format!(
            "Vérification\u{a0}: chaque total va de 0 à {hands} × {} = {most}, et les deux ensemble au plus {most} (une donne vaut au plus {}).",
            hand.points(),
            most_hand(hand)
        )
    }

    fn sheet_target(&self, target: i64) -> String {
        format!("La partie s'arrête quand une équipe atteint {target}.")
    }

    fn board_words(&self) -> BoardWords {
        BoardWords {
            standings: "Classement",
            awaited: "en attente",
            no_round: "Aucun tour tiré pour l'instant",
            reload: "Recharger",
        }
    }

    fn draw_in_play(&self, round: u32, tables: &[u32]) -> String {
        format!(
            "Le tour {round} est en cours (on attend le résultat {} {})\u{a0}: il est imprimé de nouveau, rien n'est tiré.",
            if tables.len() == 1 { "de la table" } else { "des tables" },
            list(tables)
        )
    }

    fn teams_heads(&self) -> TeamsHeads {
        TeamsHeads {
            team: &["équipe", "nom", "nom de l'équipe", "nom d'équipe", "doublette", "paire"],
            player: &["joueur", "joueuse", "joueur/joueuse", "nom"],
        }
    }

    fn bye_heads(&self) -> [&'static str; 2] {
        ["Exemptions", "Par forfait"]
    }

    fn bye_mark(&self, rounds: &[u32]) -> String {
        match rounds {
            [r] => format!("exempte au tour {r}"),
            _ => format!("exempte aux tours {}", list(rounds)),
        }
    }

    fn walkover_mark(&self, rounds: &[u32]) -> String {
        match rounds {
            [r] => format!("gagne par forfait au tour {r}"),
            _ => format!("gagne par forfait aux tours {}", list(rounds)),
        }
    }

    fn in_play_title(&self, round: u32, rounds: u32) -> String {
        format!("Tour {round} sur {rounds}, en cours (compté au classement quand tous ses résultats sont là)")
    }

    fn in_play_line(&self, table: u32, a: &str, b: &str, points: Option<[i64; 2]>) -> String {
        match points {
            Some([x, y]) => format!("Table {table}\u{a0}: {a} {x} – {b} {y}"),
            None => format!("Table {table}\u{a0}: {a} – {b}\u{a0}: en attente"),
        }
    }

    fn added(&self, teams: &[String], round: u32, line: usize) -> String {
        let (who, verb, own) = match teams {
            [one] => (one.clone(), "joue", "la sienne"),
            _ => (teams.join(", "), "jouent", "la leur"),
        };
        match round {
            1 => format!("{who} {verb} à partir du tour 1 (ligne {line} du journal)."),
            2 => format!(
                "{who} {verb} à partir du tour 2 (ligne {line} du journal)\u{a0}; le tour 1 compte comme une exemption, qui n'est pas {own}."
            ),
            r => format!(
                "{who} {verb} à partir du tour {r} (ligne {line} du journal)\u{a0}; les tours 1 à {} comptent comme des exemptions, qui ne sont pas {}.",
                r - 1,
                if teams.len() == 1 { "les siennes" } else { "les leurs" }
            ),
        }
    }

    fn redraw_hint(&self, round: u32) -> String {
        format!(
            "Le tour {round} n'a pas encore de résultat\u{a0}: 'tapete concours redraw' le tire de nouveau avec elles."
        )
    }

    fn redrawn(&self, round: u32, line: usize, old: usize) -> String {
        format!(
            "Tour {round} tiré de nouveau (ligne {line} du journal)\u{a0}; le tirage de la ligne {old} est remplacé."
        )
    }

    fn joined_mark(&self, round: u32, missed: &[u32]) -> String {
        match missed {
            [] => format!("arrivée au tour {round}"),
            [r] => format!("arrivée au tour {round} (le tour {r} comme exemption)"),
            _ => format!("arrivée au tour {round} (les tours {} comme exemptions)", list(missed)),
        }
    }
}
