"""French text of Pig (the same messages as catalog_en.py)."""

MESSAGES = {
    "game_name_pig": "Pig",
    "game_tagline_pig": "Lancer ou garder : un 1 fait tout perdre",
    "game_rules_pig": (
        "Deux joueurs jouent chacun à leur tour. À votre tour, lancez un dé autant de fois que vous "
        "voulez : chaque lancer ajoute sa valeur au total du tour.\n"
        "Gardez pour ajouter le total du tour à votre score et finir votre tour.\n"
        "Si le dé montre 1, le total du tour est perdu : votre tour finit sans rien ajouter.\n"
        "Le premier dont le score atteint la cible (20, 30 ou 50, choisie à la préparation) gagne.\n"
        "À la table : Espace ou R lance, H garde (ou cliquez sur les boutons) ; T remontre le dernier tour."),
    "pig_goal": "Cible : {value} points",
    "pig_roll": "Lancer",
    "pig_hold": "Garder",
    "pig_score": "Score",
    "pig_turn_total": "Total du tour : {n}",
    "pig_to_win": "Le premier à {n} points",
    "pig_person": "personne",
    "pig_turn_of": "Au tour de {name}",
    "pig_decide": "{name} : Lancer (Espace ou R) ou Garder (H)",
    "pig_decide_first": "{name} : Lancer (Espace ou R)",
    "pig_chooses_roll": "{name} relance",
    "pig_chooses_hold": "{name} garde",
    "pig_rolled": "{name} fait {n}",
    "pig_bust": "{name} fait 1 et perd {n} !",
    "pig_held": "{name} met {n} de côté : {score} points",
    "pig_wins": "{name} gagne avec {score} points !",
    "pig_keys": "Espace/R lancer  ·  H garder  ·  T dernier tour  ·  L historique  ·  E journal  ·  Échap pause",
    "pig_last_turn": "Le dernier tour de {name}  ·  Espace, T ou Échap : retour à la partie",
    "pig_h_start": "{names} s'installent : le premier à {target} points",
    "pig_h_roll": "{name} fait {n}",
    "pig_h_bust": "{name} fait 1 : {n} perdus",
    "pig_h_hold": "{name} garde {n} : {score} points",
    "pig_h_turn": "Au tour de {name}",
    "pig_h_win": "{name} gagne",
    "pig_points": "{score} points",
    "pig_why": "{name} a atteint {target} points le premier.",
    "pig_stats_busts": "Pertes",
    "pig_stats_lost": "Points perdus",
}
