"""What a card does, in English words, read from its YAML (the card language of docs/cards.md).

The kernel knows its own words (gain, pay, choose, repeat, count, ge, ...); a game adds phrases
for its own primitives, expressions, conditions, cost types, counters and resources through
``CardRules.phrases``: a mapping from a word to a template. A key may name the place the word
stands in (``do:``, ``cost:``, ``expr:``, ``if:``, ``count:``, ``res:``), so one word can read
differently as a cost and as a count; a bare key serves every place. In a template ``{key}``
is the parameter ``key`` described (``{value}`` for a parameter that is not a mapping,
``{expr}`` for the whole parameter read as an expression); a missing optional parameter reads
as nothing. A ``mod:`` key phrases a modifier's key (``mod:discount``); a ``score:KIND`` key
says when a card of that kind scores its points (default: at the end); a ``face:KIND`` key
says what an entry of that kind without abilities or cost does (a Hallertau craft: what a step
costs), read from its properties. A word with no phrase
reads as its name and parameters (``move sheep (n 2)``), so every entry can be described.
A phrase may also be a function of the word's parameters (Kleine Völker spells out a building
pattern that way), for shapes no template can read.

``face`` gives the same words in parts, a card's *face* (``boardrules.svg.Face``: its name,
cost, condition, effect and points), which the pictures and the terminal show.

>>> from boardrules import load_game
>>> game = load_game("woodcraft_rw")
>>> print(game.describe_card("D"))
Cost: 1 blueberry. Gain 1 reputation.
>>> print(game.describe_card("I-02"))
Cost: an any-colour 2 die, a yellow 4 die. Scores 3 VP at the end.
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from boardrules.cards.schema import Ability, Card
from boardrules.cards.vocabulary import EXPRESSION_FORMS
from boardrules.menus import with_articles
from boardrules.svg import Face

if TYPE_CHECKING:
    from boardrules.engine import Game

EXPRESSIONS = frozenset(EXPRESSION_FORMS)
# a phrase: a template, or a function of the word's parameters
Phrase = str | Callable[[object], str]
Words = Mapping[str, Phrase]

USAGE_WORDS = {
    "once": "Once per game",
    "once_per_round": "Once per round",
    "once_per_turn": "Once per turn",
    "unlimited": "Any number of times",
}
COMPARE = {"ge": "≥", "gt": ">", "le": "≤", "lt": "<", "eq": "=", "ne": "≠"}


def plain(word: str) -> str:
    """A YAML word as English: ``saw_blade`` -> ``saw blade``."""
    return str(word).replace("_", " ")


def literal(value: object) -> str:
    """A parameter's value in words: ``{2: 20, 3: 17}`` -> ``2: 20, 3: 17``; an empty list
    or mapping is ``none`` (``{1: []}`` -> ``1: none``)."""
    if isinstance(value, Mapping | list | tuple) and not value:
        return "none"
    if isinstance(value, Mapping):
        return "; ".join(f"{plain(str(k))}: {literal(v)}" for k, v in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(literal(v) for v in value)
    if value is None:
        return "none"
    return plain(str(value))


class Describer:
    """Reads card-language trees aloud with one game's ``words``."""

    def __init__(self, words: Words | None = None) -> None:
        self.words = dict(words or {})

    def phrase(self, place: str, word: str) -> Phrase | None:
        return self.words.get(f"{place}:{word}", self.words.get(word))

    def fill(self, template: Phrase, params: object, place: str) -> str:
        if not isinstance(template, str):
            return template(params)
        values = params if isinstance(params, Mapping) else {"value": params}

        def one(match: re.Match[str]) -> str:
            key = match.group(1)
            if key == "expr" and key not in values:
                return self.expr(params)
            if key not in values:
                return ""
            value = values[key]
            if key in ("deck", "good", "row", "to", "which", "mode", "color") or isinstance(
                value, str
            ):
                return self.resource(value) if isinstance(value, str) else self.expr(value)
            if isinstance(value, Sequence) and not isinstance(value, str):
                if all(isinstance(v, int | str) for v in value):
                    return self.listing([self.resource(v) for v in value], "or")
                return self.effects(value) if place == "do" else self.costs(value)
            if isinstance(value, Mapping) and all(isinstance(v, int) for v in value.values()):
                return self.resources(value)
            return self.expr(value)

        text = re.sub(r"\{(\w+)\}", one, template)
        return with_articles(re.sub(r"\s+", " ", text).replace(" ,", ",").strip())

    def generic(self, word: str, params: object, place: str) -> str:
        """A word with no phrase: its name and its parameters."""
        if params is None or params is True:
            return plain(word)
        if isinstance(params, Mapping):
            inner = ", ".join(f"{plain(k)} {self.value(v, place)}" for k, v in params.items())
            return f"{plain(word)} ({inner})"
        return f"{plain(word)} {self.value(params, place)}"

    def value(self, v: object, place: str) -> str:
        if isinstance(v, list | tuple):
            if all(isinstance(x, int | str) for x in v):
                return self.listing([self.resource(x) for x in v], "or")
            if all(isinstance(x, Mapping) for x in v):
                return self.effects(v) if place == "do" else self.costs(v)
            return self.listing([self.value(x, place) for x in v], "or")
        if isinstance(v, Mapping) and all(isinstance(x, int) for x in v.values()):
            return self.resources(v)
        if isinstance(v, str):
            return self.resource(v)
        return self.expr(v)

    @staticmethod
    def listing(items: Sequence[str], last: str = "and") -> str:
        items = [i for i in items if i]
        if len(items) <= 1:
            return "".join(items)
        return f"{', '.join(items[:-1])} {last} {items[-1]}"

    # --- values -----------------------------------------------------------------------------
    def resource(self, name: object) -> str:
        if isinstance(name, bool | int):
            return str(name)
        said = self.phrase("res", str(name))
        return said if isinstance(said, str) else plain(str(name))

    def resources(self, amounts: Mapping[str, object]) -> str:
        return ", ".join(f"{self.expr(n)} {self.resource(r)}" for r, n in amounts.items())

    def expr(self, e: object) -> str:
        if isinstance(e, bool):
            return "yes" if e else "no"
        if isinstance(e, int | float):
            return str(e)
        if isinstance(e, str):
            return self.resource(e)
        if isinstance(e, list | tuple):
            return self.listing([self.expr(x) for x in e], "or")
        if not isinstance(e, Mapping) or len(e) != 1:
            return literal(e)
        ((form, arg),) = e.items()
        template = self.phrase("expr", form)
        if template is not None:
            return self.fill(template, arg, "expr")
        if form == "count":
            counted = self.phrase("count", arg)
            return f"the number of {counted if isinstance(counted, str) else plain(arg)}"
        if form == "event":
            return f"the {plain(arg.get('get', 'value'))} of that {plain(arg.get('event', ''))}"
        if form == "var":
            return plain(arg)
        if form in ("add", "mul", "min", "max") and isinstance(arg, list | tuple):
            parts = [self.expr(x) for x in arg]
            if form in ("min", "max"):
                return f"the {'least' if form == 'min' else 'most'} of {self.listing(parts)}"
            return (" + " if form == "add" else " × ").join(parts)
        if form == "sub" and len(arg) == 2:
            return f"({self.expr(arg[0])} − {self.expr(arg[1])})"
        if form == "div" and len(arg) == 2:
            return f"{self.expr(arg[0])} ÷ {self.expr(arg[1])} (rounded down)"
        if form == "table" and isinstance(arg, Mapping):
            steps = ", ".join(f"{a}+ → {b}" for a, b in arg.get("at_least", ()))
            return f"by {self.expr(arg.get('of'))}: {steps}"
        return self.generic(form, arg, "expr")

    def cond(self, c: object) -> str:
        if not isinstance(c, Mapping) or len(c) != 1:
            return literal(c)
        ((form, arg),) = c.items()
        template = self.phrase("if", form)
        if template is not None:
            return self.fill(template, arg, "if")
        if form in COMPARE and len(arg) == 2:
            return f"{self.expr(arg[0])} {COMPARE[form]} {self.expr(arg[1])}"
        if form in ("all", "any"):
            return self.listing([self.cond(x) for x in arg], "and" if form == "all" else "or")
        if form == "not":
            return f"not ({self.cond(arg)})"
        if form == "has":
            return f"you have {self.resources(arg)}"
        if form == "just":
            return f"you just {plain(arg)}"
        return self.generic(form, arg, "if")

    # --- costs and effects ------------------------------------------------------------------
    def cost_item(self, item: object) -> str:
        if not isinstance(item, Mapping) or len(item) != 1:
            return literal(item)
        ((key, arg),) = item.items()
        template = self.phrase("cost", key)
        if template is not None:
            return self.fill(template, arg, "cost")
        if not isinstance(arg, Mapping) or (len(arg) == 1 and next(iter(arg)) in EXPRESSIONS):
            return f"{self.expr(arg)} {self.resource(key)}"
        return self.generic(key, arg, "cost")

    def costs(self, items: Sequence[object]) -> str:
        return ", ".join(self.cost_item(i) for i in items)

    def effect(self, e: object) -> str:
        if not isinstance(e, Mapping) or len(e) != 1:
            return literal(e)
        ((name, arg),) = e.items()
        template = self.phrase("do", name)
        if template is not None:
            return self.fill(template, arg, "do")
        if name == "gain":
            return f"gain {self.resources(arg)}"
        if name == "pay":
            return f"pay {self.resources(arg)}"
        if name == "vp_now":
            return f"score {self.expr(arg)} VP now"
        if name == "choose":
            # no numbers: the menu's ``choose 0``, ``choose 1`` follow this order (from 0)
            return "choose one: " + " or ".join(self.effects(x) for x in arg)
        if name == "optional":
            return f"you may {self.effects(arg)}"
        if name == "repeat":
            return f"{self.expr(arg['times'])} times: {self.effects(arg['do'])}"
        if name == "check":
            text = f"if {self.cond(arg['if'])}: {self.effects(arg.get('then', ()))}"
            return text + (f"; otherwise {self.effects(arg['else'])}" if "else" in arg else "")
        return self.generic(name, arg, "do")

    def effects(self, items: Sequence[object]) -> str:
        return ", then ".join(self.effect(e) for e in items) or "nothing"

    # --- entries ----------------------------------------------------------------------------
    def ability(self, a: Ability) -> str:
        timing = a.timing
        when = ""
        if timing == "activated":
            when = f"{USAGE_WORDS.get(a.usage or '', 'Any time')}"
        elif timing == "whenever":
            when = f"Whenever {plain(a.event or '')}"
        elif timing == "once_when":
            when = f"The first time {self.cond(a.once_when)}"
        elif timing == "end_game":
            when = "At the end of the game"
        elif timing == "anytime":
            when = "At any time" + (f" ({plain(a.window)})" if a.window else "")
        elif timing == "phase":
            when = f"In the {plain(a.phase or '')} phase"
        elif timing == "modifier":
            return f"While owned: {self.modifier(a.modifier)}"
        parts = []
        if a.if_ is not None:
            parts.append(f"if {self.cond(a.if_)}")
        if a.cost:
            parts.append(f"pay {self.costs(a.cost)}")
        head = ", ".join(p for p in [when, *parts] if p)
        body = self.effects(a.do) if a.do else ""
        if a.tiers:
            tiers = []
            for t in a.tiers:
                bits = [f"if {self.cond(t['if'])}" if "if" in t else ""]
                bits.append(f"pay {self.costs(t['cost'])}" if t.get("cost") else "")
                bits.append(self.effects(t["do"]) if t.get("do") else "nothing more")
                tiers.append(": ".join(b for b in bits if b))
            body = f"one tier of: {'; '.join(tiers)}" + (f"; then {body}" if body else "")
        if a.optional:
            body = f"you may {body}"
        if not head:
            return body[:1].upper() + body[1:] if body else ""
        if timing == "activated":
            return f"{head}, you may: {body}"
        return f"{head}: {body}"

    def modifier(self, mods: object) -> str:
        """A modifier's keys, each by its ``mod:`` phrase (else its name and value)."""
        if not isinstance(mods, Mapping):
            return self.generic("modifier", mods, "do")
        parts = []
        for key, value in mods.items():
            template = self.words.get(f"mod:{key}")
            if template is None:
                parts.append(self.generic(str(key), value, "do"))
            else:
                parts.append(self.fill(template, {"value": value}, "mod"))
        return self.listing(parts)

    def face(self, card: Card) -> Face:
        """The card's words in parts: name, cost, condition, effect, points."""
        text = [f"{t}." for t in map(self.ability, card.abilities) if t]
        if card.kind == "parameter" and "value" in card.props:
            text.append(f"Value: {literal(card.props['value'])}.")
        points = ""
        if card.score is not None and card.score != 0:
            points = self.expr(card.score)
        kind_words = self.words.get(f"face:{card.kind}")
        if kind_words is not None and not (text or card.cost):
            text.append(self.fill(kind_words, card.props, "face"))
        if not (text or points or card.if_ is not None or card.cost):
            props = ", ".join(
                f"{plain(k)} {self.value(v, 'if')}"
                for k, v in card.props.items()
                if isinstance(v, int | str) and not isinstance(v, bool)
            )
            text.append(f"{plain(card.kind).capitalize()}" + (f" ({props})." if props else "."))
        rules = ""
        if not card.abilities and not card.cost and card.source.rulebook:
            rules = card.source.rulebook
        return Face(
            id=card.id,
            name=card.name.get("en") or "",
            kind=plain(card.kind),
            cost=self.costs(card.cost) if card.cost else "",
            needs=self.cond(card.if_) if card.if_ is not None else "",
            text=" ".join(text),
            points=points,
            when=self.scored(card.kind),
            rules=rules,
        )

    def scored(self, kind: str) -> str:
        """When a card of ``kind`` scores its points: the phrase ``score:KIND``, else at the
        end of the game."""
        said = self.words.get(f"score:{kind}")
        return said if isinstance(said, str) else "at the end"

    def card(self, card: Card) -> str:
        return self.face(card).words()


def describe(card: Card, words: Words | None = None) -> str:
    """What ``card`` does, in words (see the module's docstring)."""
    return Describer(words).card(card)


def face(card: Card, words: Words | None = None) -> Face:
    """``card``'s face: its name, cost, condition, effect and points in words."""
    return Describer(words).face(card)


_faces: weakref.WeakKeyDictionary[object, dict[str, Face]] = weakref.WeakKeyDictionary()


def card_face(game: Game, card_id: str) -> Face:
    """The face of ``game``'s entry ``card_id`` with the game's phrases (what the pictures
    and the terminal show; cached per loaded catalogue).

    >>> from boardrules import load_game
    >>> card_face(load_game("woodcraft_rw"), "I-02").line()
    'I-02 · cost an any-colour 2 die, a yellow 4 die · 3 VP at the end'
    """
    host = game.host
    faces = _faces.setdefault(host, {})
    found = faces.get(card_id)
    if found is None:
        phrases = game.rules.phrases if game.rules is not None else {}
        found = faces[card_id] = face(game.catalog[card_id], phrases)
    return found


def card_words(game: Game, card_id: str, width: int = 80) -> str:
    """``card_id`` as a text view lists it: its id and name, then its cost or condition,
    effect and points in words (``card_face``), cut to about ``width`` characters (``help
    ID`` says the whole face).

    >>> from boardrules import load_game
    >>> card_words(load_game("nusfjord"), "X-C14")
    'X-C14 harbor palace (cost 5 wood, 5 fish, 2 gold · 9 VP at the end)'
    """
    f = card_face(game, card_id)
    head = f"{f.id} {f.name}" if f.name else f.id
    points = f"{f.points} VP {f.when}" if f.points else ""
    parts = [f"cost {f.cost}" if f.cost else "", f"needs {f.needs}" if f.needs else ""]
    rest = " · ".join(p for p in [*parts, f.text, points] if p)
    if len(rest) > width:  # cut at a word
        rest = rest[: width - 1].rsplit(" ", 1)[0].rstrip(" ·,.:;") + "…"
    return f"{head} ({rest})" if rest else head


def card_rows(game: Game, cards: Sequence[str | None], indent: str = "    ") -> list[str]:
    """Each card of ``cards`` on a line of its own as ``card_words`` says it (a card the
    catalogue does not hold, or an empty slot, as given: ``-``)."""
    rows = []
    for card in cards:
        shown = card_words(game, card) if card and card in game.catalog else (card or "-")
        rows.append(f"{indent}{shown}")
    return rows
