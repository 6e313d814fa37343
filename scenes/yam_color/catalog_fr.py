"""Texte français de YAM color : options de la partie, table, vérification et page de
règles (fusionné dans la recherche de scenes/ui/text.py par scenes/yam_color/__init__.py)."""

MESSAGES = {
    "game_name_yam-color": "YAM color",
    "game_tagline_yam-color": "Huit dés, une carte : tout le monde annonce en même temps !",
    # setup
    "yam_call_time": "Temps d'annonce : {value}",
    "yam_seconds": "{n} s",
    "yam_no_limit": "sans limite",
    "yam_tie": "Égalité en tête : {value}",
    "yam_tie_shared": "victoire partagée",
    "yam_tie_playoff": "barrage",
    "yam_keys_heading": "Touches d'annonce",
    "yam_key_solo": "Souris ou 0-8",
    "yam_key_row": "Sa rangée : touches 0-8",
    "yam_key_keypad": "Son pavé : 0-8",
    "yam_key_buzzer": "Buzzer {key}, puis 0-8",
    "yam_keyname_space": "Espace",
    "yam_keyname_return": "Entrée",
    "yam_keyname_lshift": "Maj gauche",
    "yam_keyname_rshift": "Maj droite",
    # table
    "yam_throws": "{name} lance les dés",
    "yam_playoff_round": "Barrage : {names}",
    "yam_call_now": "Annoncez ! Combien de couleurs correspondent ?",
    "yam_time_up": "Temps écoulé !",
    "yam_count": "Compte : {n}",
    "yam_fine": "{name} a annoncé {n} : trop haut, rend une carte",
    "yam_fine_none": "{name} a annoncé {n} : trop haut (aucune carte à rendre)",
    "yam_take": "{name} a annoncé {n} et prend la carte !",
    "yam_unclaimed": "Personne n'a vu juste : la carte retourne sous la pioche",
    "yam_pile": "Pioche : {n}",
    "yam_cards": "Cartes : {n}",
    "yam_pad_hint": "Cliquez votre nombre ou tapez 0-8",
    "yam_keys_pause": "Échap : pause",
    # rules page
    "yam_rules_title": "YAM color",
    "yam_rules_text": (
        "Huit dés, chacun une pyramide de quatre boules : la boule du dessus donne la couleur du dé. "
        "Une fois les dés arrêtés, on retourne une carte de huit pastilles de couleur.\n"
        "Le compte : pour chaque couleur, le plus petit du nombre de dés qui la montrent et du nombre de "
        "pastilles de cette couleur sur la carte, additionnés (de 0 à 8).\n"
        "Tout le monde annonce un nombre en même temps, une fois par manche ; les annonces sont rangées "
        "dans l'ordre où elles sont faites. Les annonces se ferment quand tous ont annoncé ou que le temps "
        "est écoulé.\n"
        "On vérifie de l'annonce la plus haute à la plus basse : une annonce au-dessus du compte rend une "
        "carte du joueur (rien s'il n'en a pas) ; la première annonce qui ne dépasse pas le compte prend la "
        "carte (à égalité, la plus rapide). Personne n'a vu juste : la carte retourne sous la pioche.\n"
        "Quand la pioche est vide, le plus de cartes gagne (égalité : partagée, ou barrage)."),
    "yam_rules_example": ("Exemple, compte 6 : Bernard 7, Christine 8, Alain 6, Dorothée 5. Christine rend une carte, "
                          "Bernard n'en a pas et ne rend rien, Alain prend la carte, Dorothée n'a rien."),
    "yam_rules_close": "Échap, Entrée ou un clic : fermer",
}
