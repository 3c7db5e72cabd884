"""Checks card files against a game's vocabulary and reports every problem at once.

Each problem reads ``file:line: card-id: CODE message`` (with a did-you-mean suggestion where a
key or primitive is misspelt), in the style of Forge's card-script linter.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import AbstractContextManager, contextmanager

import attrs
import yaml

from boardrules.cards.schema import ABILITY_KEYS, KERNEL_CARD_KEYS
from boardrules.cards.specs import Spec
from boardrules.cards.specs import spec as read_spec
from boardrules.cards.vocabulary import (
    BY,
    TIMINGS,
    USAGES,
    Vocabulary,
)
from boardrules.safety import CONTROL, control_name
from boardrules.suggest import suggest
from boardrules.yamlload import CardFileRefused, line_of, load_yaml


@attrs.frozen
class Problem:
    file: str
    line: int
    card: str
    code: str
    message: str

    def __str__(self) -> str:
        card, message = printable(self.card, 80), printable(self.message, 300)
        return f"{printable(self.file, 300)}:{self.line}: {card}: {self.code} {message}"


TRIGGER = "the event that triggers an ability"  # what {var} and {event} read
SET_NAME = re.compile(r"[a-z][a-z0-9_-]{0,39}")
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")


def printable(text: str, limit: int) -> str:
    """``text`` on one line (control characters escaped), cut to about ``limit`` characters:
    a report never spans two lines or prints a huge value whole."""
    text = _UNPRINTABLE.sub(lambda m: repr(m.group())[1:-1], str(text))
    return text if len(text) <= limit else f"{text[: limit - 20]}... ({len(text)} chars)"


def carried(fields: tuple[str, ...]) -> str:
    """How an event's readable payload is named in a message."""
    return ", ".join(fields) if fields else "no number"


@attrs.frozen
class Heard:
    """Where the checker is: ``where`` names the place in a message (``an on_play ability``),
    ``event`` is the event whose payload the game evaluates it with (None: none), so only
    there may ``{var: F}`` and ``{event: {event: E, get: F}}`` read it."""

    where: str
    event: str | None = None


def a(word: str) -> str:
    """``an order``, ``a helper``, ``a once_when``."""
    vowel = word[:1] in ("a", "e", "i", "o", "u") and not word.startswith("once")
    return f"{'an' if vowel else 'a'} {word}"


def ability_place(timing: str | None, part: str = "") -> str:
    """``an on_play ability``, ``a whenever ability's cost``..."""
    return f"{a(timing) if timing else 'an'} ability{part}"


class Checker:
    """Walks one file's entries and collects problems."""

    def __init__(self, vocab: Vocabulary, file: str) -> None:
        self.vocab = vocab
        self.file = file
        self.card = "-"
        self.problems: list[Problem] = []
        self.heard = Heard("an entry")

    def suggest(self, word: str, choices: Iterable[str], listing: bool = False) -> str:
        """Did-you-mean, with the game's own synonyms (``Vocabulary.aliases``) first."""
        return suggest(word, choices, listing, self.vocab.aliases)

    def add(self, line: int, code: str, message: str) -> None:
        self.problems.append(Problem(self.file, line, self.card, code, message))

    @contextmanager
    def hearing(self, where: str, event: str | None = None) -> Iterator[None]:
        """Checks inside run at ``where``, with the payload of ``event`` readable."""
        outer, self.heard = self.heard, Heard(where, event)
        try:
            yield
        finally:
            self.heard = outer

    # --- entries -------------------------------------------------------------------------
    def check_file(self, doc: object) -> None:
        if doc is None:
            return
        if not isinstance(doc, dict):
            self.add(line_of(doc, default=1), "BAD-TYPE", "a card file is a mapping of id -> entry")
            return
        self.check_characters(doc)
        for card_id, raw in doc.items():
            self.card = str(card_id)
            line = line_of(doc, card_id)
            if not isinstance(card_id, str):
                self.add(line, "BAD-ID", f"card ids are strings; quote it: '{card_id}'")
            if not isinstance(raw, dict):
                self.add(line, "BAD-TYPE", "an entry is a mapping")
                continue
            self.check_entry(raw, line)
        self.card = "-"

    def check_characters(self, doc: dict[object, object]) -> None:
        """CONTROL-CHAR for every key or text of the file holding a control character (a
        YAML escape such as ``"\\e[2J"`` or ``"\\x01"`` writes one in a name): card text is
        shown to players, in a terminal and in pictures, and must not steer either."""
        for card, raw in doc.items():
            self.card = str(card)
            stack: list[tuple[object, object, int]] = [(card, raw, line_of(doc, card, 1))]
            while stack:
                key, value, line = stack.pop()
                for text in (key, value):
                    bad = CONTROL.search(text) if isinstance(text, str) else None
                    if bad:
                        where = printable(str(key), 40)
                        self.add(
                            line,
                            "CONTROL-CHAR",
                            f"control character {control_name(bad.group())} in {where!r}:"
                            " card text is shown to players and may not steer a terminal or a"
                            " picture; write it without",
                        )
                if isinstance(value, dict):
                    at = line_of(value, default=line)
                    stack.extend((k, v, line_of(value, k, at)) for k, v in value.items())
                elif isinstance(value, list):
                    at = line_of(value, default=line)
                    stack.extend((key, v, line_of(v, default=at)) for v in value)
        self.card = "-"

    def check_entry(self, raw: dict[object, object], line: int) -> None:
        kind = raw.get("kind")
        kind_fields = self.vocab.kinds.get(kind, {}) if isinstance(kind, str) else {}
        if kind is None:
            self.add(line, "MISSING-KEY", "'kind' is required")
        elif not isinstance(kind, str):
            self.add(line_of(raw, "kind", line), "BAD-TYPE", f"kind must be a text, not {kind!r}")
        elif kind not in self.vocab.kinds:
            self.add(
                line_of(raw, "kind", line),
                "UNKNOWN-KIND",
                f"'{kind}'{self.suggest(kind, self.vocab.kinds, listing=True)}",
            )
        allowed = set(KERNEL_CARD_KEYS) | set(kind_fields)
        known_kind = isinstance(kind, str) and kind in self.vocab.kinds
        events = self.vocab.entry_events.get(kind, {}) if isinstance(kind, str) else {}

        def at(
            key: str, where: str = ""
        ) -> AbstractContextManager[None]:  # the place of an entry key
            entry = a(kind) if isinstance(kind, str) else "an entry"
            return self.hearing(where or f"{entry}'s {key}", events.get(key))

        for key in raw:
            if key not in allowed and known_kind:  # an unknown kind's own keys are unknowable
                self.add(
                    line_of(raw, key, line),
                    "UNKNOWN-KEY",
                    f"'{key}' is not a key of a {kind} entry"
                    + self.suggest(str(key), allowed, listing=True),
                )
        unread = self.vocab.unread_keys.get(kind, ()) if isinstance(kind, str) else ()
        for key in raw:
            if key in unread:
                message = f"'{key}': this game does not read it on a {kind} entry"
                self.add(line_of(raw, key, line), "UNKNOWN-KEY", message)
        for field, (spec, required) in kind_fields.items():
            if field in raw:
                with at(field):
                    self.spec(raw[field], spec, line_of(raw, field, line), field)
            elif required:
                self.add(line, "MISSING-KEY", f"'{field}' is required for a {kind} entry")
        if kind == "parameter" and self.vocab.parameters:
            self.parameter(raw, line)
        self.check_source(raw, line)
        if "name" in raw:
            self.spec(raw["name"], ("dict", "str"), line_of(raw, "name", line), "name")
        if "players" in raw:
            self.spec(raw["players"], ("list", "int"), line_of(raw, "players", line), "players")
        if "copies" in raw:
            self.spec(raw["copies"], "int", line_of(raw, "copies", line), "copies")
        if "deck" in raw:
            self.spec(raw["deck"], "str", line_of(raw, "deck", line), "deck")
        if "set" in raw:
            self.card_set(raw["set"], line_of(raw, "set", line))
        if "cost" in raw:
            with at("cost"):
                self.cost(raw["cost"], line_of(raw, "cost", line))
        if "if" in raw:
            with at("if"):
                self.cond(raw["if"], line_of(raw, "if", line))
        if "score" in raw:
            with at("score"):
                self.expr(raw["score"], line_of(raw, "score", line))
        if "do" in raw:  # the shorthand of an on_play ability
            if self.timing("on_play", line_of(raw, "do", line)):
                with at("do", ability_place("on_play")):
                    self.effects(raw["do"], line_of(raw, "do", line))
        if "abilities" in raw:
            abilities = raw["abilities"]
            if not isinstance(abilities, list):
                self.add(line_of(raw, "abilities", line), "BAD-TYPE", "'abilities' is a list")
            else:
                for ab in abilities:
                    self.ability(ab, line_of(ab, default=line), kind)

    def parameter(self, raw: dict[object, object], line: int) -> None:
        """A game parameter: one the game declares, its value of the declared shape."""
        params = self.vocab.parameters
        if self.card not in params:
            hint = self.suggest(self.card, params, listing=True)
            self.add(line, "UNKNOWN-PARAMETER", f"'{self.card}'{hint}")
        elif "value" in raw:
            self.spec(raw["value"], params[self.card], line_of(raw, "value", line), "value")

    def card_set(self, value: object, line: int) -> None:
        """``set``: the card set an entry belongs to (``base`` when absent), a plain name."""
        if not isinstance(value, str) or not SET_NAME.fullmatch(value):
            self.add(
                line,
                "BAD-SET",
                f"set must be a name of lowercase letters, digits, '_' or '-', not {value!r}",
            )

    def check_source(self, raw: dict[object, object], line: int) -> None:
        src = raw.get("source")
        where = line_of(raw, "source", line)
        if src is None:
            self.add(
                line, "NO-SOURCE", "every entry needs source: {rulebook|external|assumed: ...}"
            )
            return
        if not isinstance(src, dict) or not src:
            self.add(where, "BAD-SOURCE", "source is a mapping with rulebook, external or assumed")
            return
        for key, value in src.items():
            if key not in ("rulebook", "external", "assumed"):
                self.add(
                    line_of(src, key, where),
                    "UNKNOWN-KEY",
                    f"'{key}' in source{self.suggest(key, ('rulebook', 'external', 'assumed'))}",
                )
            elif not isinstance(value, str) or not value.strip():
                self.add(line_of(src, key, where), "BAD-SOURCE", f"source.{key} must be a text")

    def ability(self, ab: object, line: int, kind: object = None) -> None:
        if not isinstance(ab, dict):
            self.add(line, "BAD-TYPE", "an ability is a mapping with 'when' and 'do'")
            return
        for key in ab:
            if key not in ABILITY_KEYS:
                self.add(
                    line_of(ab, key, line),
                    "UNKNOWN-KEY",
                    f"'{key}' is not an ability key{self.suggest(key, ABILITY_KEYS)}",
                )
        timing = _timing(ab.get("when"))
        when = ab.get("when")
        # the effects of a `whenever EVENT` ability run with that event's payload
        event = when.get("whenever") if timing == "whenever" and isinstance(when, dict) else None
        heard = event if isinstance(event, str) else None
        if "when" not in ab:
            self.add(line, "MISSING-KEY", "an ability needs 'when'")
        else:
            with self.hearing(f"{ability_place(timing)}'s when"):
                self.when(ab["when"], line_of(ab, "when", line))
            runs = self.vocab.kind_timings.get(kind) if isinstance(kind, str) else None
            if (
                isinstance(kind, str)
                and runs is not None
                and timing in self.vocab.timings
                and timing not in runs
            ):
                message = f"this game runs {a(kind)}'s abilities only as {', '.join(runs)}"
                self.add(line_of(ab, "when", line), "UNKNOWN-TIMING", f"'{timing}': {message}")
        if "usage" in ab and ab["usage"] not in USAGES:
            self.add(
                line_of(ab, "usage", line),
                "BAD-VALUE",
                f"usage '{ab['usage']}'{self.suggest(ab['usage'], USAGES)}; one of {list(USAGES)}",
            )
        if "window" in ab and ab["window"] not in self.vocab.windows:
            self.add(
                line_of(ab, "window", line),
                "BAD-VALUE",
                f"window '{ab['window']}'{self.suggest(ab['window'], self.vocab.windows)}",
            )
        if "if" in ab:
            with self.hearing(ability_place(timing, "'s if")):
                self.cond(ab["if"], line_of(ab, "if", line))
        if "cost" in ab:  # paid with no event's payload (PayCost)
            with self.hearing(ability_place(timing, "'s cost")):
                self.cost(ab["cost"], line_of(ab, "cost", line))
        if "do" in ab:
            with self.hearing(ability_place(timing), heard):
                self.effects(ab["do"], line_of(ab, "do", line))
        if "tiers" in ab:
            tier_spec = read_spec(
                ("map", {"if": ("cond", False), "cost": ("costs", False), "do": ("effects", False)})
            )
            with self.hearing(ability_place(timing, "'s tiers")):
                self.spec(ab["tiers"], ("list", tier_spec), line_of(ab, "tiers", line), "tiers")
        if "optional" in ab and ab["optional"] not in (True, False):
            self.add(line_of(ab, "optional", line), "BAD-VALUE", "optional: true or false")
        if timing == "modifier":
            if timing not in self.vocab.timings:
                pass  # refused above (UNKNOWN-TIMING)
            elif "modifier" not in ab:
                self.add(line, "MISSING-KEY", "a 'when: modifier' ability needs 'modifier'")
            else:
                with self.hearing("a modifier"):
                    self.modifier(ab["modifier"], line_of(ab, "modifier", line))
        elif "modifier" in ab:
            self.add(
                line_of(ab, "modifier", line),
                "BAD-VALUE",
                "'modifier' belongs to a 'when: modifier' ability",
            )
        if "usage" in ab and timing not in ("activated", "anytime"):
            self.add(
                line_of(ab, "usage", line),
                "BAD-VALUE",
                "'usage' limits an 'activated' or 'anytime' ability",
            )
        if "if" in ab and timing not in ("activated", "anytime") and timing in TIMINGS:
            self.add(  # the runtime checks it only when the owner may use an ability (usable)
                line_of(ab, "if", line),
                "BAD-VALUE",
                f"'if' limits when an 'activated' or 'anytime' ability may be used; "
                f"{ability_place(timing)} would ignore it: put it in its do as "
                "{check: {if: ..., then: [...]}}",
            )

    def modifier(self, value: object, line: int) -> None:
        """A modifier: a mapping of modifier names (the kernel's ``discount``, the game's own)
        to their arguments."""
        known = self.vocab.all_modifiers()
        if not isinstance(value, dict) or not value:
            self.add(line, "BAD-TYPE", f"modifier: a mapping of {sorted(known)} to arguments")
            return
        for name, arg in value.items():
            where = line_of(value, name, line)
            if name not in known:
                self.add(
                    where, "UNKNOWN-MODIFIER", f"'{name}'{self.suggest(name, known, listing=True)}"
                )
            else:
                self.spec(arg, known[name], where, name)

    def timing(self, timing: object, line: int) -> bool:
        """A timing word the game runs; else an UNKNOWN-TIMING problem (False)."""
        runs = self.vocab.timings
        if timing in runs:
            return True
        if timing in TIMINGS:
            message = f"this game does not run it (its timings: {', '.join(runs) or 'none'})"
            self.add(line, "UNKNOWN-TIMING", f"'{timing}': {message}")
        else:
            self.add(
                line, "UNKNOWN-TIMING", f"'{timing}'{self.suggest(str(timing), runs, listing=True)}"
            )
        return False

    def when(self, value: object, line: int) -> None:
        if isinstance(value, str):
            self.timing(value, line)
            return
        if not isinstance(value, dict) or len(value) < 1:
            self.add(line, "BAD-TYPE", "when: a timing word or a one-key mapping")
            return
        timing = next(iter(value))
        if not self.timing(timing, line):
            pass
        elif timing == "whenever":
            event = value["whenever"]
            if event not in self.vocab.events:
                self.add(
                    line,
                    "UNKNOWN-EVENT",
                    f"'{event}'{self.suggest(event, self.vocab.events, listing=True)}",
                )
            for key in value:
                if key not in ("whenever", "by"):
                    self.add(line, "UNKNOWN-KEY", f"'{key}' in when{self.suggest(key, ('by',))}")
            if "by" in value and value["by"] not in BY:
                self.add(
                    line,
                    "BAD-VALUE",
                    f"by '{value['by']}'{self.suggest(str(value['by']), BY)}; one of {list(BY)}",
                )
        elif timing == "once_when":
            self.cond(value["once_when"], line)
        elif timing == "phase" and value["phase"] not in self.vocab.phases:
            self.add(
                line,
                "UNKNOWN-PHASE",
                f"'{value['phase']}'"
                + self.suggest(value["phase"], self.vocab.phases, listing=True),
            )

    # --- costs, effects, expressions, conditions ---------------------------------------
    def cost(self, value: object, line: int) -> None:
        if not isinstance(value, list):
            self.add(
                line, "BAD-TYPE", "a cost is a list of items such as {glue: 1} or {die: {...}}"
            )
            return
        for item in value:
            iline = line_of(item, default=line)
            if not isinstance(item, dict) or len(item) != 1:
                self.add(iline, "BAD-TYPE", "each cost item is a one-key mapping")
                continue
            ((key, arg),) = item.items()
            if key in self.vocab.resources:
                self.expr(arg, iline)
            elif key in self.vocab.all_cost_types():
                self.spec(arg, self.vocab.all_cost_types()[key], iline, key)
            else:
                names = (*self.vocab.resources, *self.vocab.all_cost_types())
                self.add(iline, "UNKNOWN-COST", f"'{key}'{self.suggest(key, names, listing=True)}")

    def effects(self, value: object, line: int) -> None:
        if not isinstance(value, list):
            self.add(line, "BAD-TYPE", "effects are a list of {primitive: parameters}")
            return
        prims = self.vocab.all_primitives()
        for eff in value:
            eline = line_of(eff, default=line)
            if not isinstance(eff, dict) or len(eff) != 1:
                self.add(
                    eline, "BAD-TYPE", "each effect is a one-key mapping {primitive: parameters}"
                )
                continue
            ((name, params),) = eff.items()
            if name not in prims:
                message = (
                    ": this game does not run it"
                    if name in self.vocab.not_run
                    else self.suggest(name, prims, listing=True)
                )
                self.add(eline, "UNKNOWN-PRIMITIVE", f"'{name}'{message}")
                continue
            self.spec(params, prims[name], eline, name)

    def expr(self, value: object, line: int) -> None:
        if isinstance(value, bool) or not isinstance(value, (int, dict)):
            self.add(
                line, "BAD-EXPR", f"an expression is an integer or a one-key mapping, not {value!r}"
            )
            return
        if isinstance(value, int):
            return
        if len(value) != 1:
            self.add(line, "BAD-EXPR", "an expression mapping has exactly one key")
            return
        ((form, arg),) = value.items()
        forms = self.vocab.all_expressions()
        if form == "event" and isinstance(arg, dict):
            self.event_read(arg, line)
        if form == "var" and isinstance(arg, str):
            self.var(arg, line)
        if form not in forms:
            self.add(line, "UNKNOWN-EXPR", f"'{form}'{self.suggest(form, forms, listing=True)}")
            return
        self.spec(arg, forms[form], line_of(value, form, line), form)

    def event_read(self, arg: dict[object, object], line: int) -> None:
        """``{event: {event: E, get: F}}``: E an event of the game, F a number it carries,
        read where E's payload is (the runtime raises ValueError anywhere else)."""
        event = arg.get("event")
        if event not in self.vocab.events:
            hint = self.suggest(str(event), self.vocab.events)
            self.add(line, "UNKNOWN-EVENT", f"'{event}'{hint}")
            return
        heard = self.heard.event
        if heard != event:
            hears = f"hears {heard}" if heard else "hears no event"
            where = self.vocab.heard_where(event)
            message = (
                f"'{event}': {self.heard.where} {hears}; {{event: {{event: {event}, ...}}}} "
                f"reads {TRIGGER}{f' ({where})' if where else ''}"
            )
            self.add(line, "UNHEARD-EVENT", message)
        field = arg.get("get")
        fields = self.vocab.payloads.get(event, ())
        if isinstance(field, str) and field not in fields:
            hint = self.suggest(field, fields, listing=True) if fields else ""
            self.add(line, "UNKNOWN-FIELD", f"'{field}': {event} carries {carried(fields)}{hint}")

    def var(self, name: str, line: int) -> None:
        """``{var: F}``: a number of the payload of the event heard here (the runtime raises
        KeyError where it is not in the payload)."""
        heard = self.heard.event
        fields = self.vocab.payloads.get(heard, ()) if heard else ()
        if name in fields:
            return
        readable = self.vocab.readable()
        if not readable:
            self.add(line, "UNKNOWN-VAR", f"'{name}': no event of this game carries a number")
            return
        where = self.vocab.read_where(name)
        elsewhere = f" ({name}: {where})" if where else ""
        if heard:
            message = f"{heard} carries {carried(fields)}"
            hint = elsewhere or (self.suggest(name, fields, listing=True) if fields else "")
        else:
            message = f"{self.heard.where} hears no event; {{var: ...}} reads {TRIGGER}"
            hint = elsewhere or self.suggest(name, readable, listing=True)
        self.add(line, "UNKNOWN-VAR", f"'{name}': {message}{hint}")

    def cond(self, value: object, line: int) -> None:
        if not isinstance(value, dict) or len(value) != 1:
            self.add(line, "BAD-COND", "a condition is a one-key mapping such as {ge: [a, b]}")
            return
        ((form, arg),) = value.items()
        forms = self.vocab.all_conditions()
        if form == "just" and arg not in self.vocab.events:
            self.add(
                line,
                "UNKNOWN-EVENT",
                f"'{arg}'{self.suggest(str(arg), self.vocab.events, listing=True)}",
            )
        elif form == "just" and self.heard.event is not None and arg != self.heard.event:
            # the runtime compares E with the event heard (effects._compile_cond): never true
            where = self.vocab.heard_where(arg) or "nowhere in this game"
            message = (
                f"'{arg}': {self.heard.where} hears {self.heard.event}; {{just: {arg}}} is "
                f"never true here (it holds only where {arg} is heard: {where})"
            )
            self.add(line, "UNHEARD-EVENT", message)
        elif form == "just" and self.heard.event is None:
            # no event is heard here (an on_play ability, a cost, an entry's if): never true
            where = self.vocab.heard_where(arg) or "nowhere in this game"
            message = (
                f"'{arg}': {self.heard.where} hears no event; {{just: {arg}}} is never true "
                f"here (it holds only where {arg} is heard: {where})"
            )
            self.add(line, "UNHEARD-EVENT", message)
        if form not in forms:
            self.add(line, "UNKNOWN-COND", f"'{form}'{self.suggest(form, forms, listing=True)}")
            return
        self.spec(arg, forms[form], line_of(value, form, line), form)

    def spec(self, value: object, spec: Spec, line: int, what: str) -> None:
        line = line_of(value, default=line)
        if spec == "any":
            return
        if spec == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                self.add(line, "BAD-TYPE", f"{what}: expected an integer, got {value!r}")
        elif spec == "str":
            if not isinstance(value, str):
                self.add(line, "BAD-TYPE", f"{what}: expected a text, got {value!r}")
        elif spec == "bool":
            if not isinstance(value, bool):
                self.add(line, "BAD-TYPE", f"{what}: expected true or false, got {value!r}")
        elif spec == "expr":
            self.expr(value, line)
        elif spec == "cond":
            self.cond(value, line)
        elif spec == "effects":
            self.effects(value, line)
        elif spec == "costs":
            self.cost(value, line)
        elif spec == "counter":
            if value not in self.vocab.counters:
                self.add(
                    line,
                    "UNKNOWN-COUNTER",
                    f"'{value}'{self.suggest(str(value), self.vocab.counters, listing=True)}",
                )
        elif spec == "resources":
            if not isinstance(value, dict) or not value:
                self.add(line, "BAD-TYPE", f"{what}: expected a mapping resource -> amount")
                return
            for res, amount in value.items():
                rline = line_of(value, res, line)
                if res not in self.vocab.resources:
                    self.add(
                        rline,
                        "UNKNOWN-RESOURCE",
                        f"'{res}'{self.suggest(res, self.vocab.resources, listing=True)}",
                    )
                self.expr(amount, rline)
        elif isinstance(spec, tuple) and spec[0] == "enum":
            if value not in spec[1]:
                self.add(
                    line,
                    "BAD-VALUE",
                    f"{what}: {value!r} is not one of {list(spec[1])}"
                    f"{self.suggest(str(value), [str(v) for v in spec[1]])}",
                )
        elif spec == "pair":
            if not isinstance(value, list) or len(value) != 2:
                self.add(
                    line, "BAD-TYPE", f"{what}: expected two expressions [a, b], got {value!r}"
                )
                return
            for item in value:
                self.expr(item, line)
        elif isinstance(spec, tuple) and spec[0] == "list":
            if not isinstance(value, list):
                self.add(line, "BAD-TYPE", f"{what}: expected a list, got {value!r}")
                return
            for item in value:
                self.spec(item, spec[1], line, what)
        elif isinstance(spec, tuple) and spec[0] == "dict":
            if not isinstance(value, dict):
                self.add(line, "BAD-TYPE", f"{what}: expected a mapping, got {value!r}")
                return
            for key, item in value.items():
                self.spec(item, spec[1], line_of(value, key, line), f"{what}.{key}")
        elif isinstance(spec, tuple) and spec[0] == "or":
            trial = Checker(self.vocab, self.file)
            trial.heard = self.heard
            trial.spec(value, spec[1], line, what)
            if trial.problems:
                self.spec(value, spec[2], line, what)
        elif isinstance(spec, tuple) and spec[0] == "map":
            fields: dict[str, tuple[Spec, bool]] = spec[1]
            if not isinstance(value, dict):
                self.add(line, "BAD-TYPE", f"{what}: expected a mapping with {list(fields)}")
                return
            for key in value:
                if key not in fields:
                    self.add(
                        line_of(value, key, line),
                        "UNKNOWN-KEY",
                        f"'{key}' in {what}{self.suggest(key, fields)}",
                    )
            for key, (sub, required) in fields.items():
                if key in value:
                    self.spec(value[key], sub, line_of(value, key, line), f"{what}.{key}")
                elif required:
                    self.add(line, "MISSING-KEY", f"{what} needs '{key}'")
        else:  # pragma: no cover - a bug in a vocabulary, not in a card file
            raise ValueError(f"unknown spec {spec!r}")


def _timing(when: object) -> str | None:
    if isinstance(when, str):
        return when
    if isinstance(when, dict) and when:
        return str(next(iter(when)))
    return None


def check_text(text: str | bytes, file: str, vocab: Vocabulary) -> tuple[object, list[Problem]]:
    """Parse and check one file's text; returns (document, problems)."""
    try:
        doc = load_yaml(text)
    except CardFileRefused as exc:
        return None, [Problem(file, exc.line, "-", exc.code, exc.message)]
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        line = mark.line + 1 if mark is not None else 1
        problem = getattr(exc, "problem", None) or str(exc)
        return None, [Problem(file, line, "-", "YAML-SYNTAX", str(problem))]
    checker = Checker(vocab, file)
    checker.check_file(doc)
    return doc, checker.problems
