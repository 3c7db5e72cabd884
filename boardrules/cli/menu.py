"""The menu at the terminal: the question, the numbered options with their words, ``help``
for every id and word on screen, and the compact view (only what changed since a seat's last
decision). The words are the game's (``question(state)``, ``options_of(state)``,
``boardrules.menus``), so the terminal says what any program reads."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

import attrs

from boardrules.actions import Action
from boardrules.cards.describe import card_face
from boardrules.engine import Game, State
from boardrules.menus import (
    SEAT_LETTERS,
    card_title,
    first_sentence,
    question,
    seat_from_text,
    seat_letter,
    seat_name,
)
from boardrules.menus import menu as options_of
from boardrules.suggest import suggest
from boardrules.tasks import Decision

HELP_USAGE = (
    "help ID: what a card, space, word of the table, action word, decision, seat, option number"
    " or rulebook line (L960-L964) means"
    " (the ids are listed above); view: the whole table again; quit: abandon the game"
)


def spoken(action: Action) -> str:
    """An action as a person reads and types it: its notation with a name's words spaced
    (``place sheep breeding`` for ``place sheep_breeding``). The notation stays what saved
    games hold; ``typed`` reads either back."""
    return str(action).replace("_", " ")


def spoken_arg(arg: object) -> list[str]:
    """The words of an action's argument as the menu shows it (``buy_wood``: buy, wood)."""
    return str(arg).replace("_", " ").split()


def spoken_forms(actions: Sequence[Action]) -> list[str]:
    """``spoken`` of each action, but its notation where two would read alike."""
    said = [spoken(a) for a in actions]
    twice = {w for w in said if said.count(w) > 1}
    return [str(a) if w in twice else w for a, w in zip(actions, said, strict=True)]


def typed(state: State, text: str) -> Action | None:
    """The legal action of ``state`` a person typed as the menu shows it (``place sheep
    breeding``), spaces and underscores alike; None if no one action reads so."""
    word = " ".join(text.replace("_", " ").split())
    legal = state.legal_actions()
    found = [a for a, w in zip(legal, spoken_forms(legal), strict=True) if w == word]
    return found[0] if len(found) == 1 else None


def said_menu(state: State) -> list[tuple[Action, str, str]]:
    """The menu's options: each action, the words the menu shows for it (``spoken_forms``)
    and what it does, so ``help`` names an option as the menu does (``tile exchange dice``,
    not the notation's ``tile exchange_dice``)."""
    menu = options_of(state)
    said = spoken_forms([a for a, _ in menu])
    return [(a, w, t) for (a, t), w in zip(menu, said, strict=True)]


def menu_lines(state: State) -> list[str]:
    """The numbered legal actions, each with what it does: ``  3. lantern 3  cell ...``, a
    name's words spaced (``spoken``)."""
    menu = options_of(state)
    said = spoken_forms([a for a, _ in menu])
    width = max((len(w) for w in said), default=0)
    return [
        f"  {i:>2}. {w:<{width}}  {text}"
        for i, (w, (_, text)) in enumerate(zip(said, menu, strict=True), 1)
    ]


def decision_records(game: Game) -> dict[str, type]:
    """The game's decisions by name (``lantern``, ``pick_tier`` ...)."""
    return {
        str(getattr(cls, "name", "")): cls
        for cls in game.task_records.values()
        if isinstance(cls, type) and issubclass(cls, Decision)
    }


def entries(game: Game, word: str, state: State | None) -> list[str]:
    """Every meaning of ``word`` on screen: a card or board entry, a topic, a word of the
    game's glossary, an action word, a decision, a seat, an option number of the menu."""
    out: list[str] = []
    cards = getattr(game.catalog, "cards", {})
    if word in cards:
        out.append(entry_block(game, word, state))
    out += [entry_block(game, c, state) for c in by_name(game, word) if c != word.lower()]
    topics = game.host.rules.topics if game.host.rules is not None else {}
    if word in topics:
        out.append(f"{word}: {topics[word]}")
    glossed = [
        f"{word}: {said}" if key == word else f"{word} ({key}): {said}"
        for key, said in glossary_hits(game.menus.glossary, word)
    ]
    resources = getattr(game.vocabulary, "resources", ()) or ()
    resource = next((r for r in resources if r in (word, singular(word.lower()))), None)
    if resource is not None:  # what the seat to move holds of it, beside what it is
        have = held(game, state, resource)
        if not glossed:
            glossed.append(f"{word}: a resource of {game.title}, counted on each seat's table")
        if have:
            glossed[0] += f"; {have}"
    out += glossed
    if RULEBOOK_LINES.fullmatch(word):
        out.append(rulebook_lines(game, word))
    kind = game.kinds.get(word)
    if kind is not None and word not in ("retired",):
        said = game.menus.actions.get(word) or first_sentence(kind.__doc__)
        text = f"{word} (an action): {said}"
        if state is not None and not state.is_terminal:
            here = [f"{w} = {t}" for a, w, t in said_menu(state) if isinstance(a, kind)]
            if here:
                text += "; now: " + " | ".join(here[:6]) + (" | ..." if len(here) > 6 else "")
        out.append(text)
    record = decision_records(game).get(word)
    if record is not None:
        if state is not None and not state.is_terminal and state.decision == word:
            said = f"now: {question(state)}"  # the pending one, in the game's words
        else:
            said = game.menus.decisions.get(word) or first_sentence(record.__doc__)
        out.append(f"{word} (a decision): {said}")
    if word.lower() in ("seat", "seats") and not out:
        out.append(SEAT_WORDS)
    if state is not None:
        seat = seat_from_text(word, state.players) if not word.isdigit() else None
        if seat is not None:
            out.append(f"{word}: {seat_name(seat)}, player id {seat} in the Python API")
        menu = said_menu(state) if not state.is_terminal else []
        # an option number as typed, not a card id of digits (Hallertau's ``014``)
        if (
            word.isascii()
            and word.isdigit()
            and word == str(int(word))
            and 1 <= int(word) <= len(menu)
        ):
            _, said, text = menu[int(word) - 1]
            out.append(f"{word}: option {word} of the menu: {said} = {text}")
        named = [  # an argument, or a word of one as the menu shows it (``wood``: buy wood)
            f"{w} = {t}"
            for a, w, t in menu
            if word in map(str, a.args) or any(word in spoken_arg(x) for x in a.args)
        ]
        if named:
            out.append(f"{word} in the menu: " + " | ".join(named))
    return out


def by_name(game: Game, words: str) -> list[str]:
    """The entries whose English name is ``words`` as the screen shows it, in any case
    (``help catch-priced hall`` for Nusfjord's X-A16, ``help Infirmary``), at most three."""
    said = " ".join(words.replace("_", " ").split()).lower()
    cards = getattr(game.catalog, "cards", {})
    return [c for c, card in cards.items() if str(card.name.get("en") or "").lower() == said][:3]


def entry_block(game: Game, entry: str, state: State | None) -> str:
    """``help ENTRY``: the entry's face (``card_face``) and, for a board entry whose kind has
    words on the table (``Menus.tells``), what it holds and does now, as the seat to move sees
    it (a Kleine Völker territory's spaces and majority, a Woodcraft attic space's rewards)."""
    face = card_face(game, entry)
    tell = game.menus.entries.get(str(game.catalog.cards[entry].kind))
    if tell is None:
        return face.block()
    live = state is not None and 0 <= state.current_player < state.players
    seat = state.current_player if state is not None and live else None
    said = tell(game, state.data if state is not None else None, entry, seat)
    bare = re.fullmatch(rf"{re.escape(face.kind)}( \([^)]*\))?\.?", face.text.strip(), re.I)
    if said and bare:  # only "Territory." or "Solo card (neutral 1)."
        face = attrs.evolve(face, text="")
    return "\n".join([face.block(), *(f"  {label}: {text}" for label, text in said)])


def glossed_words(glossary: dict[str, str], ids: Sequence[str]) -> str | None:
    """The glossary's words for a word of several words in any case, written as the
    glossary writes it or with its last word in the singular or plural (``help public
    order`` reads ``public orders``, ``help glue discs`` reads ``glue disc``)."""
    lower = {k.lower(): v for k, v in glossary.items()}
    whole = " ".join(ids).lower()
    last = singular(whole.rsplit(" ", 1)[-1])
    stem = whole.rsplit(" ", 1)[0]
    for form in (whole, f"{stem} {last}", f"{stem} {last}s"):
        if form in lower:
            return lower[form]
    return None


def no_option(word: str, state: State | None) -> str | None:
    """``the menu has options 1-4``: what a number beyond the menu (``help 5`` at 4 options)
    is not, before it is read as a player id (None for any other word)."""
    if state is None or state.is_terminal or not (word.isascii() and word.isdigit()):
        return None
    count = len(state.legal_actions())
    if word != str(int(word)) or 1 <= int(word) <= count:
        return None
    return (
        f"no option {word}: the menu has options 1-{count}"
        if count > 1
        else ("no option " + word + ": the menu has option 1 only")
    )


def no_seat(word: str, players: int) -> str:
    """``there is no seat C in this game of 2 seats ...`` for a seat's letter (or player id)
    beyond the table's seats; ``""`` for a word that is no seat's name at any table."""
    letter = word.strip()
    if letter.isascii() and letter.isdigit() and int(letter) >= players:
        letter = seat_letter(int(letter))
    if not (len(letter) == 1 and letter.upper() in SEAT_LETTERS[players:]):
        return ""
    names = [seat_name(s) for s in range(players)]
    seats = " and ".join([", ".join(names[:-1]), names[-1]] if players > 1 else names)
    ids = " and ".join([", ".join(map(str, range(players - 1))), str(players - 1)])
    if players == 1:
        return f"there is no seat {letter.upper()} in this solo game: the one seat is seat A"
    return (
        f"there is no seat {letter.upper()} in this game of {players} seats: the seats are"
        f" {seats} (player ids {ids} in the Python API)"
    )


SEAT_WORDS = (
    "seat: a player's place at the table, named seat A, seat B ... on screen and player id 0,"
    " 1 ... in the Python API and in position documents (`seat: 1` is seat B); help A names"
    " one"
)

RULEBOOK_LINES = re.compile(r"L(\d+)(?:-L(\d+))?")


def singular(word: str) -> str:
    """``blueberries`` -> ``blueberry``, ``dice`` -> ``die``, ``tiles`` -> ``tile``."""
    if word == "dice":
        return "die"
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word


def glossary_hits(glossary: dict[str, str], word: str) -> list[tuple[str, str]]:
    """The glossary's entries for ``word``: the entry itself; else any written in other
    case, in the singular or in the plural (``Discs``, ``tiles``, ``field`` for ``fields``);
    else the entries of several words that
    hold it (``yard``: ``lumber yard``), at most four."""
    if word in glossary:
        return [(word, glossary[word])]
    forms = {word.lower(), singular(word.lower())}
    same = [(k, v) for k, v in glossary.items() if forms & {k.lower(), singular(k.lower())}]
    if same:
        return same
    held = []
    for key, said in glossary.items():
        parts = key.lower().replace("_", " ").replace("-", " ").split()
        if len(parts) > 1 and forms & {*parts, *map(singular, parts)}:
            held.append((key, said))
    return held[:4]


def rulebook_lines(game: Game, ref: str) -> str:
    """``L960-L964``: which lines of which rulebook, and what on screen cites them."""
    m = RULEBOOK_LINES.fullmatch(ref)
    lines = f"lines {m[1]}-{m[2]}" if m and m[2] else f"line {m[1] if m else ref}"
    cards = getattr(game.catalog, "cards", {})
    books = [
        word
        for c in cards.values()
        for word in str(c.source.rulebook or "").split()
        if word.endswith((".txt", ".md"))
    ]
    book = f" of the rulebook {books[0]}" if books else " of the rulebook"
    said = [*game.menus.glossary.items(), *game.menus.decisions.items()]
    said += [(w, t) for w, t in game.menus.actions.items()]
    citing = [f"{key} ({text})" for key, text in said if re.search(rf"\b{ref}\b", text)]
    citing += [
        f"{card_title(game, c.id)}"
        for c in cards.values()
        if re.search(rf"\b{ref}\b", str(c.source.rulebook or ""))
    ]
    text = f"{ref}: {lines}{book} (docs/games/{game.id}.md lists every rule by its lines)"
    if citing:
        text += "; cited by " + "; ".join(citing[:3]) + ("; ..." if len(citing) > 3 else "")
    return text


def held(game: Game, state: State | None, resource: str) -> str:
    """``seat A has 3``: what the seat to move holds of ``resource`` (``""`` if unknown)."""
    mover = state.current_player if state is not None else -1
    if state is None or not 0 <= mover < state.players or game.host.rules is None:
        return ""
    try:
        have = game.host.rules.resource_amount(state.data, mover, resource)
    except (NotImplementedError, KeyError, ValueError, IndexError):
        return ""
    return f"{seat_name(mover)} has {have}" if have is not None else ""


def known_ids(game: Game) -> list[str]:
    """Every id and word ``help`` knows without a state: entries, topics, the glossary, action
    words and decisions."""
    return [
        *getattr(game.catalog, "cards", {}),
        *(game.host.rules.topics if game.host.rules is not None else {}),
        *game.menus.glossary,
        *game.kinds,
        *decision_records(game),
    ]


def help_text(game: Game, words: str, state: State | None = None) -> str:
    """``help ID``: what each id or word of ``words`` is or does; an action's notation
    (``help lantern 3``) reads as that option. An id with several meanings lists each."""
    ids = words.split()
    if not ids:
        return HELP_USAGE
    if state is not None and not state.is_terminal and len(ids) > 1:
        whole = " ".join(ids)
        chosen = typed(state, whole)  # as the menu shows it: ``place sheep breeding``
        for action, text in options_of(state):
            if str(action) == whole or action == chosen:
                return f"{whole}: {text}"
    if state is not None and len(ids) == 2 and ids[0].lower() == "seat":
        seat = seat_from_text(ids[1], state.players)  # as the screen names it: ``seat B``
        if seat is not None:
            return f"seat {ids[1]}: {seat_name(seat)}, player id {seat} in the Python API"
        if no_seat(ids[1], state.players):  # ``seat C`` at 2 seats: not a card C
            return f"seat {ids[1]}: {no_seat(ids[1], state.players)}"
    if len(ids) > 1:  # a word of several words: ``help lumber yard``, ``help glue disc``
        said = glossed_words(game.menus.glossary, ids)
        if said is not None:
            return f"{' '.join(ids)}: {said}"
        named = by_name(game, " ".join(ids))
        if (
            named and "_".join(ids).lower() not in named
        ):  # a card's name of several words: ``help catch-priced hall``
            said_all = ["  - " + entry_block(game, c, state).replace("\n", "\n    ") for c in named]
            return "\n".join([f"{' '.join(ids)}:", *said_all])
        key = "_".join(ids)  # a name shown with its words spaced: ``help clear cut``
        if key not in known_ids(game):  # as the view shows it: ``help Sheep breeding``
            key = key.lower()
        found = entries(game, key, state) if key in known_ids(game) else []
        if found:
            said_all = ["  - " + f.replace("\n", "\n    ") for f in found]
            return "\n".join([f"{' '.join(ids)} ({key}):", *said_all])
    out = []
    for word in ids:
        found = entries(game, word, state)
        if not found and word.lower() != word:  # a name as the view shows it: ``Farming``
            found = entries(game, word.lower(), state)
        if not found and "-" in word.strip("-"):  # ``serve-fish``, ``crossed-out`` in a text
            found = entries(game, word.replace("-", "_"), state) or entries(
                game, word.replace("-", " "), state
            )
            if not found and len(word.split("-")) == 2:
                whole = help_text(game, word.replace("-", " "), state)
                found = [] if "no entry" in whole else [whole]
        if len(found) > 1:
            out.append(f"{word} means several things here:")
            out += ["  - " + f.replace("\n", "\n    ") for f in found]
        elif found:
            out.append(found[0])
        elif (beyond := no_option(word, state)) is not None:
            out.append(f"no entry {word!r} in {game.id}; {beyond}")
        elif state is not None and no_seat(word, state.players):
            out.append(f"no entry {word!r} in {game.id}; {no_seat(word, state.players)}")
        else:
            shown = repr(word) if len(word) <= 40 else f"{word[:30]!r}..."
            out.append(f"no entry {shown} in {game.id}{suggest(word, known_ids(game))}")
    return "\n".join(out)


class Compact:
    """``--compact``: each seat sees only the lines of its view that changed since its last
    decision (``view`` prints the whole table)."""

    def __init__(self) -> None:
        self.seen: dict[int, list[str]] = {}

    def shown_to(self, text: str, seats: Iterable[int]) -> None:
        """``text`` was printed for all to see (the table at the start): each of ``seats`` sees
        at its first decision only what changed since, not the whole table again."""
        for seat in seats:
            self.seen[seat] = text.splitlines()

    def show(self, text: str, seat: int) -> str:
        lines = text.splitlines()
        before = self.seen.get(seat)
        self.seen[seat] = lines
        if before is None:
            return text
        old = set(before)
        changed = [line for line in lines if line not in old]
        head = f"(changed since you last saw the table: {len(changed)} of {len(lines)} lines;"
        head += " type view for the whole table)"
        return "\n".join([head, *changed]) if changed else "(nothing changed; view: the table)"
