//! French: what the options of the games mean (`rules show`).

use super::Fr;
use crate::i18n::{OptionKey, OptionWords};

impl OptionWords for Fr {
    fn option_meaning(&self, key: OptionKey, with: &[OptionKey]) -> String {
        use OptionKey as K;
        match key {
            K::Target if with.contains(&K::TargetReach) => {
                "Le total qui gagne la partie\u{a0}: après une donne, un camp qui le passe (qui le dépasse, ou \
                 qui l'atteint ou le dépasse, selon target_reach) gagne\u{a0}; si les deux le passent, le plus \
                 haut total\u{a0}; à égalité, une autre donne."
            }
            K::Target => {
                "Le total qui gagne la partie\u{a0}: après une donne, un camp qui l'atteint ou le dépasse \
                 gagne\u{a0}; si plusieurs le dépassent, le plus haut total\u{a0}; à égalité, une autre donne."
            }
            K::Hands => {
                "Une partie en ce nombre de donnes (un concours)\u{a0}: la séance s'arrête après elles, gagnée \
                 par le plus haut total quel que soit l'objectif (à égalité, partie nulle)\u{a0}; une donne où \
                 tout le monde a passé ne compte pas. 0\u{a0}: sans limite."
            }
            K::AllNoTrump => {
                "Le tout atout (toutes les couleurs sont atout) et le sans atout se jouent en plus des \
                 couleurs\u{a0}: avec une carte retournée, dans un troisième tour d'enchères\u{a0}; dans des \
                 enchères chiffrées, comme couleur d'une annonce."
            }
            K::BeloteMustDeclare => {
                "La belote (roi et dame d'atout dans une même main) ne compte que si l'on dit « belote » et \
                 « rebelote » en jouant les deux cartes\u{a0}; sinon, il suffit de les jouer."
            }
            K::BeloteOrder => "Comment on dit belote et rebelote avec le roi et la dame d'atout.",
            K::RunTie => "Des suites encore égales après leur longueur, leur carte la plus forte et l'atout.",
            K::Overtrump => "Qui coupe un pli hors atout déjà coupé doit surcouper s'il le peut.",
            K::Contract => "Ce que le preneur doit marquer pour garder ses points.",
            K::RenouncePenalty => "Ce que coûte un manquement prouvé à une obligation de jeu (une renonce).",
            K::MisdealPenalty => {
                "Une carte découverte pendant la donne\u{a0}: le même donneur redonne et son camp perd ce nombre \
                 de points."
            }
            K::TargetReach => "Comment le total d'un camp gagne par rapport à target.",
            K::MaxBid => "La plus forte annonce en dessous du capot (les annonces vont de dix en dix à partir de 80).",
            K::SelfRaise => "Si un joueur peut monter sur sa propre annonce.",
            K::CoincheTiming => "Quand un adversaire de l'annonceur peut coincher (contrer) l'annonce en cours.",
            K::Surcoinche => {
                "Le multiplicateur d'un contrat surcoinché (la coinche double)\u{a0}: 4, ou 3 (un contrat vaut \
                 alors 1, 2 ou 3 fois sa valeur)."
            }
            K::EightyNeeds => {
                "Le total qu'il faut aux preneurs pour faire un contrat de 80\u{a0}; tout autre contrat demande sa \
                 valeur."
            }
            K::Undertrump => {
                "Qui n'a plus de la couleur demandée et ne peut pas surcouper l'atout d'un adversaire doit quand \
                 même couper (sous-couper) s'il le peut\u{a0}; sinon il peut se défausser."
            }
            K::BeloteDeclare => {
                "Ce qu'il faut dire pour que la belote (roi et dame d'atout dans une même main) compte."
            }
            K::BeloteAllTrump => "La belote quand toutes les couleurs sont atout, ou aucune.",
            K::BeloteOnFailure => "Qui marque la belote des preneurs quand leur contrat chute.",
            K::Scoring => "Ce que marque un contrat.",
            K::Rounding => "Comment on compte les points des cartes avant d'ajouter le contrat et la belote.",
            K::CoinchedBase => "Ce que marque un contrat coinché ou surcoinché, avant le multiplicateur.",
            K::CapotFailed => {
                "Ce que marque la défense, avant le multiplicateur et la belote, quand un capot annoncé \
                 chute\u{a0}: 412 (250 + 162) ou 500."
            }
            K::Ante => "Les jetons que chaque joueur met au pot avant chaque donne.",
            K::DeckGrowth => {
                "Les cartes ajoutées au jeu pour chaque joueur au-delà de trois\u{a0}: 4 (la hauteur suivante vers \
                 le bas) ou 8 (deux hauteurs)."
            }
            K::ThreePlayerDeck => "Le jeu à trois joueurs\u{a0}: 32 cartes, ou 28 sans les 7.",
            K::Panfilo => {
                "Le pamphile (la carte nommée sous les obligations de jeu) est l'atout le plus fort quelle que \
                 soit la couleur d'atout\u{a0}; celui qui l'a le montre après la donne et reçoit des jetons de \
                 chacun des autres joueurs."
            }
            K::BestiaPayment => "Comment plusieurs joueurs en bête (sans pli) paient le pot.",
            K::PerTrick => "Ce que chaque pli prend au pot\u{a0}; le reste est reporté.",
            K::Stake => {
                "Les jetons que chaque joueur mise sur chacune des neuf cases à chaque donne\u{a0}; celui qui tient \
                 le tableau peut la changer entre deux donnes."
            }
            K::Deck => {
                "Le jeu espagnol de 40 cartes, ou de 48 avec les 8 et les 9 (chacun avec sa perejila, la carte \
                 joker)."
            }
            K::TururuRealBonus => {
                "Les jetons que chacun des autres joueurs paie, en plus des cases, à qui a un tururú real (deux 7 \
                 et la perejila)."
            }
        }
        .into()
    }

    fn option_choice(&self, key: OptionKey, choice: &str) -> Option<String> {
        use OptionKey as K;
        let s = match (key, choice) {
            (K::BeloteOrder, "king-first") => "belote sur le roi, rebelote sur la dame dans un pli suivant",
            (K::BeloteOrder, "any") => "l'une ou l'autre carte d'abord",
            (K::RunTie, "first") => "l'annonceur le plus proche du premier en main gagne",
            (K::RunTie, "split") => {
                "à deux joueurs, personne ne marque\u{a0}; à plus, les camps à égalité se partagent la valeur"
            }
            (K::Contract, "none") => "chaque camp garde ses points",
            (K::Contract, "beat-each-opponent") => {
                "un preneur qui ne marque pas plus que chacun des autres camps marque 0 (il garde sa belote)"
            }
            (K::RenouncePenalty, "hand-lost") => {
                "le camp fautif ne marque que sa belote, comme si tous les points des cartes et toutes les \
                 annonces de la donne étaient allés contre lui\u{a0}; les autres ne marquent jamais moins que ce \
                 que le jeu leur a donné"
            }
            (K::RenouncePenalty, "flag-only") => "le manquement est signalé et les scores ne changent pas",
            (K::RenouncePenalty, "pays-pot") => "le fautif paie le pot tel qu'il était après les paiements de la bête",
            (K::TargetReach, "exceed") => "il doit dépasser l'objectif",
            (K::TargetReach, "reach") => "l'atteindre suffit",
            (K::SelfRaise, "new-suit") => "oui, seulement dans un autre atout (une couleur, tout atout ou sans atout)",
            (K::SelfRaise, "never") => "jamais",
            (K::CoincheTiming, "any-time") => "à tout moment tant que l'annonce tient, à son tour ou non",
            (K::CoincheTiming, "in-turn") => {
                "seulement à son tour de parole (le contre de la Fédération)\u{a0}; le camp de l'annonceur \
                 répond ensuite chacun à son tour"
            }
            (K::BeloteDeclare, "first") => "« belote » avec la première des deux cartes jouée",
            (K::BeloteDeclare, "both") => "« belote » puis « rebelote », un mot avec chaque carte",
            (K::BeloteDeclare, "none") => "rien\u{a0}: il suffit de jouer les deux",
            (K::BeloteAllTrump, "none") => "pas de belote à tout atout ni à sans atout",
            (K::BeloteAllTrump, "each-suit") => {
                "à tout atout, une belote dans chaque couleur\u{a0}; aucune à sans atout"
            }
            (K::BeloteOnFailure, "takers") => "les preneurs la gardent",
            (K::BeloteOnFailure, "defence") => "elle va à la défense",
            (K::Scoring, "points-and-bid") => {
                "fait, les preneurs marquent le contrat et leurs points, la défense ses propres points\u{a0}; \
                 chuté, la défense marque le contrat et tous les points des cartes de la donne"
            }
            (K::Scoring, "bid-only") => {
                "le contrat seul\u{a0}: aux preneurs s'il est fait, à la défense s'il chute\u{a0}; la belote à \
                 celui qui l'a"
            }
            (K::Rounding, "none") => "tels quels",
            (K::Rounding, "nearest-10") => {
                "les points des cartes des preneurs à la dizaine la plus proche (5 vers le haut), ceux de la \
                 défense 160 moins cela\u{a0}; le contrat est jugé avant l'arrondi"
            }
            (K::CoinchedBase, "points") => {
                "fait, le contrat et les points des preneurs\u{a0}; chuté, le contrat et tous les points des \
                 cartes de la donne, pour la défense"
            }
            (K::CoinchedBase, "deal") => "160 et le contrat, au camp qui gagne le contrat",
            (K::BestiaPayment, "equal") => "chacun paie le pot tel qu'il était à la fin des plis",
            (K::BestiaPayment, "doubling") => {
                "dans l'ordre du jeu à partir de celui qui a entamé, chacun paie le pot tel qu'il est à son tour"
            }
            (K::PerTrick, "chip") => "1 jeton",
            (K::PerTrick, "fifth") => "un cinquième du pot, arrondi à l'unité inférieure",
            _ => return None,
        };
        Some(s.into())
    }
}
