"""What a game's card files may say: kinds, resources, primitives, counters, events.

The kernel defines the shared words; a game adds its own when it builds its ``Vocabulary``.
Every primitive and kind field declares the shape of its parameters as a *spec*:

- ``"any"`` (any YAML value, for a game parameter), ``"int"``, ``"str"``, ``"bool"``;
- ``"expr"`` (an expression), ``"cond"`` (a condition), ``"effects"`` (a list of effects),
  ``"pair"`` (two expressions), ``"costs"`` (a cost list), ``"counter"``,
  ``"resources"`` (resource -> expression);
- ``("enum", (values...))``; ``("list", spec)``; ``("map", {key: (spec, required)})``;
- ``("or", spec, spec)``: either shape.
"""

from __future__ import annotations

import attrs

from boardrules.cards.primitives import KERNEL_WORDS
from boardrules.cards.specs import Field, Spec, kinds, specs

TIMINGS: tuple[str, ...] = ("on_play", "end_game", "anytime", "activated", "modifier")
TIMINGS += ("whenever", "once_when", "phase")
USAGES = ("once", "once_per_round", "once_per_turn", "unlimited")
BY = ("you", "anyone")  # whose events a `whenever` ability hears (default: you)
# the kernel's cost types (boardrules/cards/costs.py) and modifiers (boardrules/cards/runtime.py)
KERNEL_COST_TYPES: dict[str, Spec] = specs({"any_of": ("list", "costs")})
KERNEL_MODIFIERS: dict[str, Spec] = specs({"discount": "resources"})

# the kernel's primitives, read from their records (boardrules/cards/primitives.py)
KERNEL_PRIMITIVES: dict[str, Spec] = KERNEL_WORDS.specs("primitive", own=False)

EXPRESSION_FORMS: dict[str, Spec] = specs(
    {
        "count": "counter",
        "event": ("map", {"event": ("str", True), "get": ("str", True)}),
        "var": "str",
        "add": ("list", "expr"),
        "sub": "pair",
        "mul": ("list", "expr"),
        "div": "pair",
        "min": ("list", "expr"),
        "max": ("list", "expr"),
        "table": ("map", {"of": ("expr", True), "at_least": (("list", ("list", "int")), True)}),
    }
)

CONDITION_FORMS: dict[str, Spec] = specs(
    {
        **{op: "pair" for op in ("ge", "gt", "le", "lt", "eq", "ne")},
        "all": ("list", "cond"),
        "any": ("list", "cond"),
        "not": "cond",
        "has": "resources",
        "just": "str",
    }
)


@attrs.define
class Vocabulary:
    """The words one game's data may use (the kernel's plus the game's own).

    Each spec is checked when the vocabulary is made (``boardrules.cards.specs.spec``): a
    malformed one is a ``ValueError`` naming it.

    ``parameters`` names the game's ``parameter`` entries and the shape of each one's
    ``value``: every one must be present, and no other (empty: parameters are not checked).
    """

    kinds: dict[str, dict[str, Field]] = attrs.field(converter=kinds)
    resources: tuple[str, ...] = ()
    cost_types: dict[str, Spec] = attrs.field(factory=dict, converter=specs)
    primitives: dict[str, Spec] = attrs.field(factory=dict, converter=specs)
    counters: tuple[str, ...] = ()
    events: tuple[str, ...] = ()
    phases: tuple[str, ...] = ()
    windows: tuple[str, ...] = ()
    expressions: dict[str, Spec] = attrs.field(factory=dict, converter=specs)
    conditions: dict[str, Spec] = attrs.field(factory=dict, converter=specs)
    parameters: dict[str, Spec] = attrs.field(factory=dict, converter=specs)
    modifiers: dict[str, Spec] = attrs.field(factory=dict, converter=specs)
    not_run: tuple[str, ...] = ()  # kernel primitives the game does not run: refused in data
    # the timings the game runs (an ability's `when`; the `do` shorthand is `on_play`): the
    # validator refuses the others, and a test finds each one's runner in the game's code
    timings: tuple[str, ...] = TIMINGS
    # kind -> the timings the game runs its abilities as (default: every one of ``timings``):
    # the validator refuses the others on an entry of that kind
    kind_timings: dict[str, tuple[str, ...]] = attrs.field(factory=dict)
    # kind -> the entry keys (cost, if, do, abilities, score) the game never reads for entries
    # of that kind: the validator refuses them
    unread_keys: dict[str, tuple[str, ...]] = attrs.field(factory=dict)
    # event -> the fields of its payload an ability hearing it may read as a number
    # (``{event: {event: E, get: F}}``, ``{var: F}``): the validator refuses any other field
    payloads: dict[str, tuple[str, ...]] = attrs.field(factory=dict)
    # kind -> entry key -> the event whose payload the game evaluates that key with (Kleine
    # Völker: a public project's `if` when a floor is placed). Besides these, an event's
    # payload is read only in the `do` of a `whenever` ability hearing it: the validator
    # refuses `{var: ...}` and `{event: ...}` anywhere else
    entry_events: dict[str, dict[str, str]] = attrs.field(factory=dict)
    # the game's own synonyms a contributor reaches for: word -> the words it may mean (a
    # did-you-mean names one only where this vocabulary has it); the kernel's are in suggest.py
    aliases: dict[str, tuple[str, ...]] = attrs.field(factory=dict)

    def readable(self) -> tuple[str, ...]:
        """The names ``{var: ...}`` may read somewhere: every payload field."""
        fields = (f for event in self.events for f in self.payloads.get(event, ()))
        return tuple(dict.fromkeys(fields))

    def heard_where(self, *events: str) -> str:
        """Where the payload of one of ``events`` is read, for a message: ``whenever a, b or
        c`` (the `do` of such an ability, if the game runs `whenever`) and each entry key that
        ``entry_events`` declares (``a public_project's if``); empty if nowhere."""
        places = []
        if events and "whenever" in self.timings:
            places.append(f"whenever {_either(events)}")
        for kind, keys in self.entry_events.items():
            places += [f"a {kind}'s {key}" for key, heard in keys.items() if heard in events]
        return _either(places)

    def read_where(self, field: str) -> str:
        """Where the payload field ``field`` can be read (``heard_where`` of the events that
        carry it): ``whenever tools_traded, harvested or quarter_workers``."""
        return self.heard_where(*(e for e in self.events if field in self.payloads.get(e, ())))

    def all_cost_types(self) -> dict[str, Spec]:
        """The kernel's cost types (``any_of``) plus the game's own."""
        return {**KERNEL_COST_TYPES, **self.cost_types}

    def all_modifiers(self) -> dict[str, Spec]:
        """The kernel's modifiers (``discount``) plus the game's own (read with
        ``boardrules.cards.runtime.modifiers``)."""
        return {**KERNEL_MODIFIERS, **self.modifiers}

    def all_primitives(self) -> dict[str, Spec]:
        """The kernel's primitives the game runs (all but ``not_run``) plus its own."""
        words = {**KERNEL_PRIMITIVES, **self.primitives}
        return {k: v for k, v in words.items() if k not in self.not_run}

    def all_expressions(self) -> dict[str, Spec]:
        """Kernel expression forms plus the game's own (evaluated by ``Game.expression``)."""
        return {**EXPRESSION_FORMS, **self.expressions}

    def all_conditions(self) -> dict[str, Spec]:
        """Kernel condition forms plus the game's own (decided by ``Game.condition``)."""
        return {**CONDITION_FORMS, **self.conditions}


def _either(words: tuple[str, ...] | list[str]) -> str:
    """``a``, ``a or b``, ``a, b or c``."""
    if len(words) < 2:
        return "".join(words)
    return f"{', '.join(words[:-1])} or {words[-1]}"
