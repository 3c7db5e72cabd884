"""The position editor: ``state.edit()`` changes a position in the game's own words.

>>> import boardrules
>>> s = boardrules.load_game("woodcraft_rw").new_game(players=2, seed=1)
>>> ed = s.edit()
>>> ed.set("sheets[1].nuts", 3).state().data.sheets[1].nuts
3

Each call works on the position document (``state.position()``, docs/positions.md) and
checks what it names at once: an unknown field, place or card raises ``InvalidState`` naming
it with the close words, and the editor is unchanged. ``state()`` reads the document back
through ``game.state_from_position``, so the result is checked as any position is (the
game's invariants, a pending decision somebody can answer).
"""

from __future__ import annotations

import copy
import difflib
import functools
import re
import weakref
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, Self

from boardrules.errors import InvalidState, shown
from boardrules.positions import TOP_KEYS, PositionModel

if TYPE_CHECKING:
    from boardrules.engine import Game
    from boardrules.state import State

# a step: a name (a field, or a key such as a tool's ``tool-03``), ``[index]``, or ``.key`` of
# digits (an index of a list, or a key such as Hallertau's card ``025``: kept as written)
_STEP = re.compile(r"\.?([A-Za-z_][A-Za-z0-9_-]*)|\[(-?\d+)\]|\.(\d[A-Za-z0-9_-]*)")


def parse_path(path: str) -> list[str | int]:
    """``"sheets[1].nuts"`` -> ``["sheets", 1, "nuts"]``; ``"sheets.1.nuts"`` -> ``["sheets", "1",
    "nuts"]`` (``"1"``: an index of a list, or a key of a mapping, as the document holds).
    A name may hold ``-`` (a tool ``tool-03``), a key of digits keeps its zeros (``025``)."""
    steps: list[str | int] = []
    pos = 0
    while pos < len(path):
        m = _STEP.match(path, pos)
        if m is None or (pos == 0 and path.startswith(".")):
            raise InvalidState(f"edit: {path!r} is no path (write e.g. 'sheets[1].nuts')")
        name, index, dotted = m.groups()
        steps.append(name if name is not None else int(index) if index is not None else dotted)
        pos = m.end()
    if not steps:
        raise InvalidState("edit: an empty path")
    return steps


@functools.lru_cache(maxsize=4096)
def _parsed(path: str) -> tuple[str | int, ...]:
    """``path``'s steps from the document's top (a field of ``data`` unless it starts with a
    top key): parsed once per path text (the editor's calls name the same paths again)."""
    steps = parse_path(path)
    if not (isinstance(steps[0], str) and steps[0] in TOP_KEYS):
        steps = ["data", *steps]
    return tuple(steps)


_ATOMS = frozenset({str, int, float, bool, type(None)})


def _copied(value: Any, depth: int = 0) -> Any:
    """A deep copy of a document's value: its mappings and lists copied, its texts, numbers,
    booleans and nulls shared (immutable); anything else, and what lies deeper than a
    document goes (a value that contains itself), by ``copy.deepcopy``."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    if depth > 64:
        return copy.deepcopy(value)
    if kind is dict:
        return {k: _copied(v, depth + 1) for k, v in value.items()}
    if kind is list:
        return [_copied(v, depth + 1) for v in value]
    return copy.deepcopy(value)


class _Places:
    """A game's places at one count of players, worked out once (``places_of``): the place
    words with their seats filled in (``hand:0``...), each one's path in the document, and
    whether a word is a place of records or a row of slots."""

    __slots__ = ("kinds", "names", "paths", "records", "slotted")

    def __init__(
        self, places: Mapping[str, str], records: Iterable[str], slotted: Iterable[str], n: int
    ) -> None:
        self.names: list[str] = []
        self.paths: dict[str, tuple[str | int, ...]] = {}
        for pattern, path in places.items():
            seats = [str(p) for p in range(n)] if "{seat}" in pattern else [None]
            for seat in seats:
                word = pattern if seat is None else pattern.replace("{seat}", seat)
                self.names.append(word)
                where = path if seat is None else path.replace("{seat}", seat)
                self.paths.setdefault(word, _parsed(where))
        self.records = tuple(records)
        self.slotted = tuple(slotted)
        self.kinds: dict[str, tuple[bool, bool]] = {}

    def kind(self, word: str) -> tuple[bool, bool]:
        """Whether the place ``word`` is a place of records, and whether a row of slots."""
        known = self.kinds.get(word)
        if known is None:
            if len(self.kinds) >= 4096:  # words a caller made up: never kept without bound
                self.kinds.clear()
            known = self.kinds[word] = (
                Editor._matches(word, self.records),
                Editor._matches(word, self.slotted),
            )
        return known


_PLACES: weakref.WeakKeyDictionary[PositionModel[Any, Any], dict[int, _Places]] = (
    weakref.WeakKeyDictionary()
)


def places_of(model: PositionModel[Any, Any] | None, players: int) -> _Places:
    """The places of the game of ``model`` at ``players`` seats, worked out once per model
    and count of players (every editor over that game shares them)."""
    if model is None:
        return _Places({}, (), (), players)
    by_players = _PLACES.setdefault(model, {})
    known = by_players.get(players)
    if known is None:
        places = {**model.places, **model.records}
        known = by_players[players] = _Places(places, model.records, model.slotted, players)
    return known


def _show(steps: list[str | int]) -> str:
    out = ""
    for s in steps:
        out += f"[{s}]" if isinstance(s, int) else (f".{s}" if out else s)
    return out


class Editor:
    """An editor over a position (see the module's docstring)."""

    def __init__(self, state: State) -> None:
        self.game: Game = state.game
        self.doc: dict[str, Any] = state.position()
        model = self.game.position_model
        self.model = model
        self.places = dict(model.places) if model is not None else {}
        self.records = dict(model.records) if model is not None else {}
        self.places |= self.records
        self.slotted = model.slotted if model is not None else frozenset()
        self._players: Any = None  # the count of players self._places is of
        self._places = _Places({}, (), (), 0)

    # --- reading ------------------------------------------------------------------------
    def document(self) -> dict[str, Any]:
        """The position as edited so far (a copy)."""
        doc: dict[str, Any] = _copied(self.doc)
        return doc

    def state(self) -> State:
        """The edited position as a checked state; raises InvalidState naming the problems."""
        # read as a copy: state_from_position reads the document into plain values first
        return self.game.state_from_position(self.doc)

    def get(self, path: str) -> Any:
        """The value at ``path`` (a field of ``data`` unless it starts with a top key)."""
        parent, key = self._locate(path)
        return _copied(parent[key])

    def cards(self, place: str | None = None) -> list[str]:
        """The card ids lying at ``place`` (a place word, ``"hand:1"``), in its order (empty
        slots left out); every card lying in any place of the game without ``place``."""
        if place is not None:
            return [c for c in self._ids(place) if c]
        return [c for word in self.place_names() for c in self._ids(word) if c]

    def where(self, card: str) -> str:
        """The place word where ``card`` lies (``"hand:1"``); InvalidState if it lies
        nowhere, with the close ids."""
        for word in self.place_names():
            if card in self._ids(word):
                return word
        raise InvalidState(f"edit: no card {card!r} lies anywhere{self._close_cards(card)}")

    # --- changing -----------------------------------------------------------------------
    def set(self, path: str, value: Any) -> Self:
        """Sets the value at ``path``: ``"sheets[1].nuts"``, ``"round"``, ``"to_move"``..."""
        parent, key = self._locate(path, creating=True)
        parent[key] = _copied(value)
        if parent is self.doc and key in ("to_move", "tasks"):  # one says where play stands
            self.doc.pop("tasks" if key == "to_move" else "to_move", None)
        return self

    def to_move(self, **where: Any) -> Self:
        """Where play stands, in the game's words (``round=3, phase="work", seat=1,
        decision="main"``; the game's to_move form, docs/positions.md): the game builds the
        task stack from it."""
        model = self.game.position_model
        if model is None or model.to_move_type is None:
            raise InvalidState(f"edit: {self.game.id} has no to_move form")
        self.doc.pop("tasks", None)
        self.doc["to_move"] = dict(where)
        return self

    def move(self, card: str, to: str, index: int | None = None) -> Self:
        """Takes ``card`` from wherever it lies and puts it at place ``to`` (a place of the
        game, ``"hand:1"``, ``"display_a"``, ``"box"``..., or the path of a list of card ids
        in ``data``): at its end, or at ``index`` (0: the top of a deck). A place whose list
        keeps empty slots (``null``, or a ``slotted`` place of the game) gets the card in its
        first empty slot (or slot ``index``), and the slot the card leaves becomes empty; a
        place of one card (a field holding an id or null) is such a row of one slot."""
        target = self._place_list(to)
        found = self._find(card)
        if found is None:
            raise InvalidState(f"edit: no card {card!r} lies anywhere{self._close_cards(card)}")
        src_word, src, i = found
        single_to, single_src = self._single(to), self._single(src_word)
        if src_word == to and single_to is not None:
            return self  # a place of one card: the card stays
        item: Any = card
        if self._is_records(to) and self.model is not None:
            try:  # a list of records (an order in its row): the record of the card put there
                item = self.model.record(to, card)
            except ValueError as exc:
                raise InvalidState(f"edit: {to}: {exc}") from None
        slots = self._slots(to) or single_to is not None or None in target
        if slots and index is not None:
            if not 0 <= index < len(target) or target[index] not in (None, card):
                raise InvalidState(f"edit: {to}: slot {index} is not empty")
        elif slots and None not in target and src is not target:
            raise InvalidState(f"edit: {to} has no empty slot")
        if index is not None and not slots and not -len(target) - 1 <= index <= len(target):
            raise InvalidState(f"edit: {to} holds {len(target)} cards, no index {index}")
        self._lift(src_word, src, i, single_src is not None)
        if slots and index is not None:
            target[index] = item
        elif index is not None:
            target.insert(index, item)
        elif None in target:
            target[target.index(None)] = item
        else:
            target.append(item)
        for single, cell in ((single_src, src), (single_to, target)):  # a place of one card:
            if single is not None:  # written back
                single[0][single[1]] = cell[0]
        if self.model is not None:
            self.model.moved(self.doc["data"], card, src_word, to)
        return self

    def take(self, card: str) -> Self:
        """Takes ``card`` from wherever it lies and puts it in no place: a card the rules hold
        between two places lies in the task that holds it (a Nusfjord building being paid
        for, docs/positions.md "Cards in play"), which ``to_move`` (or ``tasks``) then says;
        a card the position then holds nowhere is refused when it is read."""
        found = self._find(card)
        if found is None:
            raise InvalidState(f"edit: no card {card!r} lies anywhere{self._close_cards(card)}")
        src_word, src, i = found
        single = self._single(src_word)
        self._lift(src_word, src, i, single is not None)
        if single is not None:
            single[0][single[1]] = src[0]
        return self

    def _lift(self, word: str, cards: list[Any], i: int, single: bool) -> None:
        """Takes item ``i`` out of the place ``word``'s list ``cards``: a row of slots (or a
        place of one card, ``single``) keeps the empty slot (``null``), another list closes
        up."""
        if self._is_records(word):
            del cards[i]
        elif None in cards or self._slots(word) or single:
            cards[i] = None
        else:
            del cards[i]

    def lay(self, place: str, cards: Iterable[str | None], rest: str | None = None) -> Self:
        """Makes ``place`` hold exactly ``cards``, in that order (a pile's top last; a row of
        slots, such as a harbor's building spaces, written whole with ``None`` for an empty
        slot), each card taken from wherever it lies as ``move`` takes it. The cards lying
        there that ``cards`` leaves out go to the place ``rest``, each under what lies there
        (index 0) in the order they lay; ``rest`` the place itself keeps them under the cards
        laid. Without ``rest``, a card left out raises InvalidState (it would lie nowhere).
        Checked whole: on any error the editor is unchanged."""
        wanted = list(cards)
        target = self._place_list(place)
        if rest is not None:
            self._place_list(rest)  # an unknown place is refused whether or not it is needed
        named = [c for c in wanted if c is not None]
        if len(set(named)) < len(named):
            twice = sorted({c for c in named if named.count(c) > 1})
            raise InvalidState(f"edit: {place}: {', '.join(twice)} named twice")
        slots = self._slots(place) or None in target
        if slots and len(wanted) != len(target):
            raise InvalidState(f"edit: {place} has {len(target)} slots, not {len(wanted)}")
        if not slots and None in wanted:
            raise InvalidState(f"edit: {place} has no empty slots (no null in its cards)")
        left_out = [c for c in self._ids(place) if c is not None and c not in named]
        if left_out and rest is None:
            raise InvalidState(
                f"edit: {place}: {', '.join(left_out)} would lie nowhere (say where: rest=...)"
            )
        before = _copied(self.doc)
        try:
            for card in left_out:
                assert rest is not None
                self.move(card, rest, 0)
            for i, item in enumerate(wanted):
                if item is None:
                    continue
                if slots:
                    if self._ids(place)[i] != item:
                        self.move(item, place, i)
                else:
                    self.move(item, place)
        except InvalidState:
            self.doc = before
            raise
        return self

    # --- places and paths ---------------------------------------------------------------
    def _table(self) -> _Places:
        """The game's places at the document's count of players (worked out once a game)."""
        players = self.doc["players"]
        if players != self._players:
            self._players, self._places = players, places_of(self.model, int(players))
        return self._places

    def place_names(self) -> list[str]:
        """Every place of the game with its seats filled in (``hand:0``, ``hand:1``...)."""
        return list(self._table().names)

    def _slots(self, word: str) -> bool:
        """Whether the place ``word`` (seat filled in) is a row of slots."""
        return self._table().kind(word)[1]

    def _is_records(self, word: str) -> bool:
        """Whether the place ``word`` (seat filled in) holds records with a ``card``."""
        return self._table().kind(word)[0]

    @staticmethod
    def _matches(word: str, patterns: Iterable[str]) -> bool:
        """Whether the place ``word`` (seat filled in) is one of ``patterns``."""
        for pattern in patterns:
            prefix, seat, suffix = pattern.partition("{seat}")
            if word == pattern or (
                seat and word.startswith(prefix) and word.endswith(suffix) and word != pattern
            ):
                return True
        return False

    def _place_path(self, word: str) -> str:
        for pattern, path in self.places.items():
            if "{seat}" in pattern:
                prefix, _, suffix = pattern.partition("{seat}")
                if word.startswith(prefix) and word.endswith(suffix):
                    seat = word[len(prefix) : len(word) - len(suffix)]
                    if seat.isdigit() and int(seat) < int(self.doc["players"]):
                        return path.replace("{seat}", seat)
            elif word == pattern:
                return path
        raise KeyError(word)

    def _place_steps(self, word: str) -> tuple[str | int, ...] | None:
        """The steps of the place ``word``'s path in the document; None if it is no place."""
        steps = self._table().paths.get(word)
        if steps is None:
            try:  # a seat written otherwise ("hand:01"): found as the words are matched
                steps = _parsed(self._place_path(word))
            except KeyError:
                return None
        return steps

    def _single(self, word: str) -> tuple[Any, str | int] | None:
        """A place of one card or none (a field holding a card id or null, not a list, as
        Hallertau's ``slid_off:{seat}``): the field's parent and key; None for a list."""
        steps = self._place_steps(word)
        if steps is None:
            return None
        try:
            parent, key = self._walk(list(steps))
        except InvalidState:
            return None
        return None if isinstance(parent[key], list) else (parent, key)

    def _place_list(self, to: str) -> list[Any]:
        """The place's list of cards (a place of one card: a list of its one value, which
        ``move`` writes back)."""
        steps = self._place_steps(to)
        if steps is None:
            try:
                parent, key = self._locate(to)
            except InvalidState:
                names = self.place_names()
                close = difflib.get_close_matches(to, names, n=3, cutoff=0.5)
                hint = f" (close: {', '.join(close)})" if close else ""
                raise InvalidState(
                    f"edit: no place {to!r}{hint}; places: {', '.join(names)}"
                ) from None
        else:
            parent, key = self._walk(list(steps))
            if not isinstance(parent[key], list):  # a place of one card or none
                value = parent[key]
                if value is not None and not isinstance(value, str):
                    raise InvalidState(f"edit: {to} is no card ({shown(value)})")
                return [value]
        target = parent[key]
        kinds: Any = dict if self._is_records(to) else str | None
        if not isinstance(target, list) or not all(isinstance(c, kinds) for c in target):
            raise InvalidState(f"edit: {to} is no list of cards ({shown(target)})")
        return target

    def _ids(self, word: str) -> list[str | None]:
        """The card ids at place ``word``, in order (a list of records: their ``card``)."""
        items = self._place_list(word)
        if self._is_records(word):
            return [r.get("card") for r in items]
        return items

    def _find(self, card: str) -> tuple[str, list[Any], int] | None:
        for word in self._table().names:
            ids = self._ids(word)
            if card in ids:
                return word, self._place_list(word), ids.index(card)
        return None

    def _close_cards(self, card: str) -> str:
        ids = sorted(set(self.cards()))
        close = difflib.get_close_matches(card, ids, n=3, cutoff=0.5)
        return f" (close: {', '.join(close)})" if close else ""

    def _locate(self, path: str, creating: bool = False) -> tuple[Any, str | int]:
        """The container holding ``path``'s last step, and that step."""
        return self._walk(list(_parsed(path)), creating)

    def _walk(self, steps: list[str | int], creating: bool = False) -> tuple[Any, str | int]:
        """The container holding the last of ``steps`` (from the document's top), and that
        step; each step named as the document holds it (``"5"`` a key of a mapping, ``1`` an
        item of a list)."""
        node: Any = self.doc
        end = len(steps) - 1
        for depth, step in enumerate(steps):
            if isinstance(step, int):
                if isinstance(node, dict):
                    step = steps[depth] = str(step)  # a mapping keyed by numbers: "territories.5"
            elif step.isdigit() and isinstance(node, list):
                step = steps[depth] = int(step)  # "sheets.1.nuts": an item of a list
            if isinstance(step, int):
                if not isinstance(node, list) or not -len(node) <= step < len(node):
                    size = len(node) if isinstance(node, list) else 0
                    where = _show(steps[: depth + 1])
                    raise InvalidState(f"edit: {where}: no item {step} (it has {size})")
            else:
                if not isinstance(node, dict):
                    where = _show(steps[: depth + 1])
                    raise InvalidState(f"edit: {where}: {_show(steps[:depth])} has no fields")
                if step not in node and not (depth == end and creating and depth == 0):
                    names = sorted(node)
                    close = difflib.get_close_matches(step, names, n=3, cutoff=0.5)
                    hint = f" (close: {', '.join(close)})" if close else ""
                    where = _show(steps[: depth + 1])
                    raise InvalidState(
                        f"edit: {where}: no field {step!r}{hint}; fields: {', '.join(names)}"
                    )
            if depth == end:
                return node, step
            node = node[step]
        raise AssertionError("unreachable")
