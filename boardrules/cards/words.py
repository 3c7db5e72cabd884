"""Every word of a game's card language, with its shape and a one-line example.

``boardrules vocab GAME`` prints this. It is generated from the game's ``Vocabulary`` (the
declarations the validator checks against), so it cannot drift from what ``validate``
accepts; a test validates every example and runs every primitive's example on a fresh game.
"""

from __future__ import annotations

import attrs
import yaml

from boardrules.cards.lexicon import Lexicon
from boardrules.cards.primitives import KERNEL_WORDS
from boardrules.cards.specs import Spec
from boardrules.cards.vocabulary import (
    BY,
    EXPRESSION_FORMS,
    KERNEL_COST_TYPES,
    KERNEL_MODIFIERS,
    KERNEL_PRIMITIVES,
    USAGES,
    Vocabulary,
)

TIMING_SHAPES: dict[str, object] = {
    "on_play": "on_play",
    "end_game": "end_game",
    "anytime": "anytime",
    "activated": "activated",
    "modifier": "modifier",
}


@attrs.frozen
class Word:
    """One word: where it goes (``section``), its name, its shape and an example in YAML."""

    section: str
    name: str
    shape: str
    example: str
    kernel: bool
    doc: str = ""  # what it does, from its record in the table of words (lexicon.py)

    def lines(self) -> list[str]:
        origin = "" if self.kernel else "  (this game's)"
        said = [f"      {self.doc}"] if self.doc else []
        return [f"  {self.name}: {self.shape}{origin}", *said, f"      e.g. {self.example}"]


def shape(spec: Spec) -> str:
    """A spec as a short text: ``int``, ``list of expr``, ``{times: expr, do: effects}``..."""
    if isinstance(spec, str):
        return spec
    if spec[0] == "enum":
        return " | ".join(str(v) for v in spec[1])
    if spec[0] == "or":
        return f"{shape(spec[1])} or {shape(spec[2])}"
    if spec[0] == "map":
        parts = [f"{k}{'' if req else '?'}: {shape(s)}" for k, (s, req) in spec[1].items()]
        return "{" + ", ".join(parts) + "}"
    return f"{spec[0]} of {shape(spec[1])}"  # list, dict


class Examples:
    """Builds a valid example value for any spec of one vocabulary."""

    def __init__(self, vocab: Vocabulary) -> None:
        self.vocab = vocab
        self.resource = vocab.resources[0] if vocab.resources else None
        self.depth = 0

    def effects(self) -> list[object]:
        """A short effect list of words the game runs."""
        runs = self.vocab.all_primitives()
        if self.resource is not None and "gain" in runs:
            return [{"gain": {self.resource: 1}}]
        if "vp_now" in runs:
            return [{"vp_now": 1}]
        return [{"check": {"if": self.condition()}}]

    def condition(self) -> object:
        return {"ge": [1, 0]}

    def value(self, spec: Spec) -> object:
        simple = {
            "any": 1,
            "int": 1,
            "str": "text",
            "bool": True,
            "expr": 1,
            "pair": [2, 1],
            "cond": self.condition(),
            "effects": self.effects(),
            "costs": [{self.resource: 1}] if self.resource else [],
            "counter": self.vocab.counters[0] if self.vocab.counters else "counter",
            "resources": {self.resource: 1} if self.resource else {},
        }
        if isinstance(spec, str):
            return simple.get(spec, spec)
        if spec[0] == "enum":
            return spec[1][0]
        if spec[0] == "or":
            return self.value(spec[1])
        if spec[0] == "map":
            return {k: self.value(s) for k, (s, req) in spec[1].items() if req}
        if spec[0] == "list":
            return [self.value(spec[1])]
        return {"key": self.value(spec[1])}  # dict

    def carrying(self) -> tuple[str, str]:
        """The first event that carries a number, and its first field."""
        return next(
            ((e, f[0]) for e in self.vocab.events if (f := self.vocab.payloads.get(e))),
            ("event", "amount"),
        )

    def hearing(self, cond: dict[str, object]) -> object:
        """Where ``{just: E}`` can hold: a ``check`` in a ``whenever: E`` ability, else the
        entry key the game evaluates with E heard, else the bare condition."""
        event = cond["just"]
        runs = self.vocab.all_primitives()
        if "whenever" in self.vocab.timings and "check" in runs:
            if self.resource is not None and "gain" in runs:
                effect: object = {"gain": {self.resource: 1}}
            else:
                effect = {"vp_now": 1}
            check = {"check": {"if": cond, "then": [effect]}}
            return {"when": {"whenever": event}, "do": [check]}
        for kind, keys in self.vocab.entry_events.items():
            if keys.get("if") == event:
                return {"kind": kind, "if": cond}
        return cond

    def heard(self, expr: object) -> object:
        """Where ``expr`` (reading the payload of ``carrying()``'s event) is read: the ability
        ``{when: {whenever: E}, do: [...]}``, else an entry of the kind whose key the game
        evaluates with E's payload (``{kind: public_project, if: ...}``)."""
        event = self.carrying()[0]
        if "whenever" in self.vocab.timings:
            runs = self.vocab.all_primitives()
            if self.resource is not None and "gain" in runs:
                effect: object = {"gain": {self.resource: expr}}
            else:
                effect = {"vp_now": expr} if "vp_now" in runs else {"repeat": {"times": expr}}
            return {"when": {"whenever": event}, "do": [effect]}
        for kind, keys in self.vocab.entry_events.items():
            for key, heard in keys.items():
                if heard == event:
                    return {"kind": kind, key: {"ge": [expr, 0]} if key == "if" else expr}
        return expr

    def form(self, name: str, spec: Spec) -> object:
        """An example of one word taking ``spec``: ``{name: value}`` (special cases where the
        generic value would be meaningless)."""
        if name == "event":  # read where the first event that carries a number is heard
            event, field = self.carrying()
            return self.heard({name: {"event": event, "get": field}})
        if name == "var":
            return self.heard({name: self.carrying()[1]})
        if name == "just":  # true only where its event is heard
            return self.hearing({name: self.vocab.events[0] if self.vocab.events else "event"})
        if name == "table":
            return {name: {"of": 1, "at_least": [[1, 2], [3, 5]]}}
        if (
            name in ("min", "max", "add", "mul", "all", "any")
            and isinstance(spec, tuple)
            and spec[0] == "list"
        ):
            return {name: [self.value(spec[1]), self.value(spec[1])]}
        return {name: self.value(spec)}


def flow(value: object) -> str:
    """One line of YAML (flow style)."""
    text: str = yaml.safe_dump(value, default_flow_style=True, sort_keys=False, width=10_000)
    return text.strip().removesuffix("...").strip()


def timing_examples(vocab: Vocabulary) -> dict[str, object]:
    """A ``when`` of each timing the kernel runs, as the game's vocabulary can fill it."""
    out: dict[str, object] = dict(TIMING_SHAPES)
    event = vocab.events[0] if vocab.events else None
    if event is not None:
        out["whenever"] = {"whenever": event}
    out["once_when"] = {"once_when": {"ge": [1, 0]}}
    if vocab.phases:
        out["phase"] = {"phase": vocab.phases[0]}
    return {k: out[k] for k in vocab.timings if k in out}


def words(vocab: Vocabulary, table: Lexicon | None = None) -> list[Word]:
    """Every word of the vocabulary by section, kernel words first in each; primitives,
    expressions and conditions with the doc line of their record in ``table`` (the game's
    words, over the kernel's)."""
    return [_documented(w, table) for w in _words(vocab)]


def _documented(w: Word, table: Lexicon | None) -> Word:
    sections = ("primitive", "expression", "condition")
    record = KERNEL_WORDS.section(w.section).get(w.name) if w.section in sections else None
    if table is not None and w.section in sections:
        record = table.section(w.section).get(w.name, record)
    return w if record is None or not record.doc else attrs.evolve(w, doc=record.doc)


def _words(vocab: Vocabulary) -> list[Word]:
    ex = Examples(vocab)
    out: list[Word] = []
    example: object
    for kind, fields in vocab.kinds.items():
        keys = ", ".join(f"{k}{'' if req else '?'}: {shape(s)}" for k, (s, req) in fields.items())
        sample = {k: ex.value(s) for k, (s, req) in fields.items() if req}
        only = vocab.kind_timings.get(kind)
        what = "{" + keys + "}" + (f"; its abilities run as {', '.join(only)}" if only else "")
        out.append(Word("kind", kind, what, flow({"kind": kind, **sample}), False))
    for timing, when in timing_examples(vocab).items():
        out.append(Word("timing", timing, "when", flow({"when": when}), True))
    runs = set(vocab.timings)
    for usage in USAGES if runs & {"activated", "anytime"} else ():
        out.append(Word("usage", usage, "usage", flow({"usage": usage}), True))
    for by in BY if "whenever" in runs else ():
        event = vocab.events[0] if vocab.events else "EVENT"
        example = flow({"when": {"whenever": event, "by": by}})
        out.append(Word("whenever-by", by, "by", example, True))
    for window in vocab.windows:
        out.append(Word("window", window, "window", flow({"window": window}), False))
    gains = "gain" in vocab.all_primitives()
    for res in vocab.resources:
        example = {"gain": {res: 1}} if gains else {"has": {res: 1}}
        out.append(Word("resource", res, "resource", flow(example), False))
    # cost words where some kind reads a cost; primitives where some timing runs effects
    costs_read = any("cost" not in vocab.unread_keys.get(k, ()) for k in vocab.kinds)
    for name, spec in vocab.all_cost_types().items() if costs_read else ():
        example = [ex.form(name, spec)] if name not in KERNEL_COST_TYPES else None
        if name == "any_of" and ex.resource is not None:
            example = [{"any_of": [[{ex.resource: 1}], [{ex.resource: 2}]]}]
        out.append(
            Word("cost", name, shape(spec), flow({"cost": example}), name in KERNEL_COST_TYPES)
        )
    for name, spec in vocab.all_primitives().items() if runs else ():
        out.append(
            Word(
                "primitive", name, shape(spec), flow(ex.form(name, spec)), name in KERNEL_PRIMITIVES
            )
        )
    # `event` and `var` read a number the event heard carries: listed only where some event
    # has one, with where each is heard and what it carries
    heard = "; ".join(
        f"{vocab.heard_where(e)}: {', '.join(vocab.payloads[e])}"
        for e in vocab.events
        if vocab.payloads.get(e) and vocab.heard_where(e)
    )
    for name, spec in vocab.all_expressions().items():
        if name in ("event", "var") and not heard:
            continue
        kernel = name in EXPRESSION_FORMS
        what = shape(spec)
        if name in ("event", "var"):
            what += f", a number of the event heard, only where it is ({heard})"
        out.append(Word("expression", name, what, flow(ex.form(name, spec)), kernel))
    for name, spec in vocab.all_conditions().items():
        kernel = name not in vocab.conditions
        out.append(Word("condition", name, shape(spec), flow(ex.form(name, spec)), kernel))
    for name, spec in vocab.all_modifiers().items() if "modifier" in runs else ():
        example = flow({"when": "modifier", "modifier": ex.form(name, spec)})
        out.append(Word("modifier", name, shape(spec), example, name in KERNEL_MODIFIERS))
    for counter in vocab.counters:
        out.append(Word("counter", counter, "counter", flow({"count": counter}), False))
    for event in vocab.events:
        example = {"when": {"whenever": event}} if "whenever" in runs else {"just": event}
        carried = vocab.payloads.get(event, ())
        carries = f"event carrying {', '.join(carried)}" if carried else "event"
        out.append(Word("event", event, carries, flow(example), False))
    for phase in vocab.phases if "phase" in runs else ():
        out.append(Word("phase", phase, "phase", flow({"when": {"phase": phase}}), False))
    for name, spec in vocab.parameters.items():
        out.append(Word("parameter", name, shape(spec), flow({"value": ex.value(spec)}), False))
    return out


SECTIONS = {
    "kind": "Kinds (an entry's `kind`, with its own keys; `?` marks an optional key)",
    "timing": "Timings (an ability's `when`)",
    "usage": "Usages (an activated ability's `usage`)",
    "whenever-by": "Whose events a `whenever` ability hears (`by`)",
    "window": "Windows (an ability's `window`)",
    "resource": "Resources (in gain, pay, costs, has)",
    "cost": "Cost types (items of `cost`, besides resources)",
    "primitive": "Primitives (the effects of `do`)",
    "expression": "Expressions (amounts, `score`)",
    "condition": "Conditions (`if`, check, once_when)",
    "modifier": "Modifiers (`when: modifier` abilities)",
    "counter": "Counters (`count`)",
    "event": "Events (`whenever`, `just`, `event`)",
    "phase": "Phases (`when: {phase: ...}`)",
    "parameter": "Parameters (`kind: parameter` entries the game requires)",
}


def vocabulary_text(game_id: str, vocab: Vocabulary, table: Lexicon | None = None) -> str:
    """The words of a game as text, one section per part of the language."""
    lines = [f"The card language of {game_id} (docs/cards.md explains each part)"]
    by_section: dict[str, list[Word]] = {}
    for word in words(vocab, table):
        by_section.setdefault(word.section, []).append(word)
    for section, title in SECTIONS.items():
        if section in by_section:
            lines += ["", title]
            for w in by_section[section]:
                lines += w.lines()
    return "\n".join(lines)
