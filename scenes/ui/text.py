"""Every piece of interface text, by message id, in English and French.

The shell's and the shared pieces' messages are in scenes/ui/catalog_en.py and
catalog_fr.py; each game adds its own (scenes/<game>/catalog_*.py) with
`add_messages`, merged here so that one lookup serves all. Scenes call
`t("id", **values)`. The language is one module-level setting (`set_language`),
so a settings screen can switch it and every scene re-reads its text.
"""
from __future__ import annotations

from scenes.ui import catalog_en, catalog_fr

ENGLISH, FRENCH = dict(catalog_en.MESSAGES), dict(catalog_fr.MESSAGES)
# Computer kinds and seat colours by id; a kind without a name here shows its id.
KIND_NAMES = {"en": catalog_en.KIND_NAMES, "fr": catalog_fr.KIND_NAMES}
COLOUR_NAMES = {"en": catalog_en.COLOUR_NAMES, "fr": catalog_fr.COLOUR_NAMES}

CATALOGS = {"en": ENGLISH, "fr": FRENCH}
_language = "en"
before_missing = None     # set by scenes/registry.py: merges the games' messages


def set_language(code: str) -> None:
    global _language
    if code not in CATALOGS:
        raise ValueError(f"unknown language {code!r} (known: {', '.join(CATALOGS)})")
    _language = code


def language() -> str:
    return _language


def t(message_id: str, **values) -> str:
    """The text of a message in the current language (English if missing)."""
    if message_id not in ENGLISH and before_missing is not None:
        before_missing()
    text = CATALOGS[_language].get(message_id) or ENGLISH[message_id]
    return text.format(**values) if values else text


YOU = "you"     # a game config's `extra` key: the seat spoken to as "you" (the tutorial's learner)


def spoken(message_id: str, seats: dict[str, int], names, you: int | None = None, **values) -> str:
    """A sentence naming players. `seats` gives the seat each name field stands for
    ({"name": 0, "victim": 1}) and `names` the seats' names. When one of them is `you`,
    the person the program speaks to (the tutorial's learner, named "You"), the catalog's
    variant "<id>@<field>" is used, which says "you" in that place: "Your turn", not
    "You's turn"; "Teacher steals 3 or less from you!". Without such a variant, the plain one."""
    fields = {field: names[seat] if 0 <= seat < len(names) else str(seat) for field, seat in seats.items()}
    if you is not None:
        if message_id not in ENGLISH and before_missing is not None:
            before_missing()
        for field, seat in seats.items():
            if seat == you and f"{message_id}@{field}" in ENGLISH:
                return t(f"{message_id}@{field}", **fields, **values)
    return t(message_id, **fields, **values)


def game_name(game_id: str) -> str:
    """A registered game's name (its id if the catalogs do not have it yet)."""
    return _own_text(f"game_name_{game_id}", game_id)


def game_tagline(game_id: str) -> str:
    return _own_text(f"game_tagline_{game_id}", "")


def level_about(game_id: str, kind: str) -> str:
    """How a game's computer level plays, in a line for the setup ("" if the game's
    catalogs do not say)."""
    return _own_text(f"level_about_{game_id}_{kind}", "")


def _own_text(message_id: str, otherwise: str) -> str:
    """A game's own message (in its scenes folder: the games' text is merged first)."""
    if message_id not in ENGLISH and before_missing is not None:
        before_missing()
    return t(message_id) if message_id in ENGLISH else otherwise


def add_messages(owner: str, catalogs: dict[str, dict[str, str]]) -> None:
    """Merge a game's messages ({"en": {...}, "fr": {...}}) into the lookup. An id
    already used with another text is a mistake in the catalogs: refused, naming it."""
    for code, messages in catalogs.items():
        into = CATALOGS[code]
        clash = [i for i, text in messages.items() if into.get(i, text) != text]
        if clash:
            raise ValueError(f"{owner}: message ids already used with another text: {', '.join(clash)}")
        into.update(messages)


def named(names: dict[str, dict[str, str]], item_id: str) -> str:
    """An item's name from a {language: {id: name}} table, in the current language
    (English if missing, the id itself if unknown)."""
    return names.get(_language, {}).get(item_id) or names["en"].get(item_id, item_id)


def plural_form(n: int, code: str | None = None) -> str:
    """"one" or "other": the form a count takes in a language. English uses the
    singular for 1 only ("0 cards", "1 card"); French for 0 and 1 ("0 carte", "1 carte")."""
    if (code or _language) == "fr":
        return "one" if abs(n) < 2 else "other"
    return "one" if abs(n) == 1 else "other"


def listed(names) -> str:
    """Names as a sentence lists them: "Ana", "Ana and Ben", "Ana, Ben and Cy" (French: et)."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return t("list_and", first=", ".join(names[:-1]), last=names[-1])


def counted(message_id: str, n: int, **values) -> str:
    """A message holding a count `n`: the catalog has it twice, `<id>_one` and
    `<id>_other`, and the language's plural rule picks one ("1 card", "2 cards")."""
    return t(f"{message_id}_{plural_form(n)}", n=n, **values)


def kind_name(kind: str) -> str:
    return KIND_NAMES[_language].get(kind, kind)


def colour_name(colour_id: str) -> str:
    return COLOUR_NAMES[_language].get(colour_id, colour_id)


def notice(message_id: str, problem: str) -> tuple[str, dict]:
    """A message for the player about a damaged file (from storage.load_json's problem
    text), kept as (id, values) so it shows in whatever language is current."""
    kept = problem.rsplit("kept as ", 1)[1] if "kept as " in problem else "?"
    return message_id, {"file": kept}
