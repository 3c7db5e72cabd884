"""The values of a card's decision in Hallertau's ``to_move`` forms (docs/positions.md): the
decision record's fields in words (goods, spaces, fields, sheep places and boulders by their
names) and back, and whether the card's effect or cost item asking can ask them on the table
(an ``ask`` the card cannot ask there is refused naming the field and what the card asks)."""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING, Any, get_type_hints

import attrs

from boardrules.cards.costs import PayOneOf
from boardrules.cards.runtime import MayUse
from boardrules.effects import evaluate
from boardrules.tasks import Decision as DecisionTask
from boardrules.tasks import Gain, RunEffects

from .state import CRAFTS, GOODS, SHEEP_PLACES, HData, content_name, field_named, row_of
from .tasks import Exchange, GainOffer, PaySheep, Pick, Sow

if TYPE_CHECKING:
    from .position import HallertauPosition

# the decision fields whose values are goods, spaces, fields, sheep places or boulders
GOOD_FIELDS = {
    ("sow", "goods"),
    ("sow_two", "goods"),
    ("pay_type", "of"),
    ("pay_type", "chosen"),
    ("pay_down", "of"),
    ("pick", "of"),
    ("pick", "picked"),
}
SPACE_FIELDS = {("rows_off", "spaces"), ("move_workers", "source")}
SHEEP_FIELDS = {("sheep_back", "moved"), ("move_sheep", "marks")}
FIELD_FIELDS = {("move_fields", "moved")}
BOULDER_FIELDS = {("push", "pushed")}


# --- the decision's own values in words ---------------------------------------------------
def ask_of(m: HallertauPosition, top: Any) -> dict[str, Any] | None:
    """The values of the decision record ``top`` (but its seat) in words; None if one of them
    has no words here (an event's payload that is not a plain mapping)."""
    g = m.game
    out: dict[str, Any] = {}
    for a in attrs.fields(type(top))[1:]:
        if a.name == "card":  # pick_tier: the form's card
            continue
        key = (top.name, a.name)
        value = getattr(top, a.name)
        if a.name == "env":
            if not value:
                continue
            if len({k for k, _ in value}) != len(value):
                return None
            if any(not isinstance(v, str | int) for _, v in value):
                return None
            value = dict(value)
        elif key in GOOD_FIELDS:
            value = [GOODS[x] for x in value]
        elif key in SPACE_FIELDS:
            if isinstance(value, tuple):
                value = [g.spaces[s].id for s in value]
            elif value is not None:
                value = g.spaces[value].id
        elif key in SHEEP_FIELDS:
            value = {SHEEP_PLACES[i]: n for i, n in enumerate(value) if n}
        elif key in FIELD_FIELDS:
            value = [f"{row_of(f)} {content_name(f)}" for f in value]
        elif key in BOULDER_FIELDS:
            value = [f"{CRAFTS[b // 2]} {b % 2 + 1}" for b in value]
        elif isinstance(value, tuple):
            value = [list(x) if isinstance(x, tuple) else x for x in value]
        out[a.name] = value
    return out


def _named(words: tuple[str, ...], value: Any, what: str) -> int:
    if value not in words:
        close = difflib.get_close_matches(str(value), words, n=3, cutoff=0.5)
        hint = f" (close: {', '.join(close)})" if close else ""
        raise ValueError(f"no {what} {value!r}{hint}")
    return words.index(value)


def decision_of(
    m: HallertauPosition, name: str, seat: int, ask: dict[str, Any], card: str = ""
) -> Any:
    """The decision record ``name`` of ``seat`` from its values in words (``ask_of``);
    raises ValueError naming the value that is wrong."""
    g = m.game
    kinds = {t.name: t for t in g.decisions}
    cls = kinds[name]
    own = [a for a in attrs.fields(cls)[1:] if a.name != "card"]
    names = [a.name for a in own]
    unknown = sorted(set(ask) - set(names))
    if unknown:
        raise ValueError(f"ask.{unknown[0]}: {name} has no such value; its values: {names}")
    spaces = tuple(c.id for c in g.spaces)
    hints = get_type_hints(cls)
    values: dict[str, Any] = {}
    for a in own:
        key = (name, a.name)
        if a.name not in ask:
            if a.name == "env":
                continue
            raise ValueError(f"ask.{a.name}: missing ({name} has {names})")
        value = ask[a.name]
        try:
            if a.name == "env":
                if not isinstance(value, dict):
                    raise ValueError("a mapping")
                value = [list(kv) for kv in value.items()]
            elif key in GOOD_FIELDS:
                value = tuple(_named(GOODS, x, "good") for x in value)
            elif key in SPACE_FIELDS:
                if isinstance(value, list):
                    value = tuple(_named(spaces, x, "space") for x in value)
                elif value is not None:
                    value = _named(spaces, value, "space")
            elif key in SHEEP_FIELDS:
                for place in value:
                    _named(SHEEP_PLACES, place, "sheep place")
                value = tuple(int(value.get(p, 0)) for p in SHEEP_PLACES)
            elif key in FIELD_FIELDS:
                value = tuple(_field(x) for x in value)
            elif key in BOULDER_FIELDS:
                value = tuple(_boulder(x) for x in value)
            elif isinstance(value, list):
                value = tuple(tuple(x) if isinstance(x, list) else x for x in value)
            values[a.name] = g.converter.structure(value, hints[a.name])
        except (ValueError, TypeError, AttributeError, KeyError) as exc:
            raise ValueError(f"ask.{a.name}: {value!r}: {exc}") from None
        except Exception as exc:  # cattrs' grouped errors
            raise ValueError(f"ask.{a.name}: {value!r} is no {hints[a.name]}") from exc
    if name == "pick_tier":
        values["card"] = card
    return cls(seat, **values)


def _field(text: Any) -> int:
    row, _, planted = str(text).partition(" ")
    if not row.isdigit():
        raise ValueError("a field is 'ROW PLANTED', e.g. '4 hops'")
    return field_named(int(row), planted)


def _boulder(text: Any) -> int:
    craft, _, n = str(text).partition(" ")
    if n not in ("1", "2"):
        raise ValueError("a boulder is 'CRAFT 1' or 'CRAFT 2'")
    return 2 * _named(CRAFTS, craft, "craft") + int(n) - 1


# the values of a decision that change while it is answered one step at a time (a sowing
# counts down, a payment collects what is paid); the others stay as the card asked them
PROGRESS = ("picked", "chosen", "moved", "marks", "pushed", "source", "paid")
# decisions a card's decision asks in turn, with what it asked first (pick_goods then_sow:
# a sowing of the good picked; an exchange: the sheep it costs, L301)
FOLLOW = {(Pick, Sow), (Exchange, PaySheep)}


def card_asks(m: HallertauPosition, d: HData, p: int, full: str, env: Any) -> list[Any]:
    """The decisions the card's effect or cost item ``full`` asks seat ``p`` on this table
    (run on a copy), the gains of several items one by one (L699)."""
    g = m.game
    e = d.clone()
    e.tasks = []
    lst, _, i = full.rpartition("/")
    if lst in g.effects and i.isdigit():
        g.ops[RunEffects](e, RunEffects(p, lst, int(i), env))
    else:
        cost = next((c for c, items in g.runtime.cost_items.items() if full in items), None)
        if cost is None:  # an ability (may_use) or no item of the card
            return []
        ((key, arg),) = g.runtime.costs[cost][g.runtime.cost_items[cost].index(full)].items()
        if key == "any_of":
            return [PayOneOf(p, full)]
        if key in g.vocabulary.resources:
            arg = max(0, evaluate(g.rules, e, p, arg))
        e.tasks = g.rules.pay_item(e, p, key, arg, full)
    out: list[Any] = []
    for t in e.tasks:
        if isinstance(t, Gain):
            out.append(GainOffer(p, ((t.resource, t.amount),)))
        elif isinstance(t, DecisionTask):
            out.append(t)
    return out


def asked_by_card(m: HallertauPosition, d: HData, top: Any, full: str, env: Any) -> None:
    """Raises ValueError naming the field of ``ask`` if the card's effect or cost item at
    ``full`` cannot ask ``top`` on this table: the card's decision there, with the values it
    asks (the counts left at most as many, ``PROGRESS`` as answered so far)."""
    at = full.split("/", 1)[1]
    if isinstance(top, MayUse):  # an optional ability: asked before it is used
        if top.ref != full:
            raise ValueError(f"ask.ref: {top.ref!r}; the card asks may_use at {full!r}")
        return
    asks = card_asks(m, d, top.seat, full, env)
    if any((type(a), type(top)) in FOLLOW for a in asks):
        return
    same = [a for a in asks if type(a) is type(top)]
    if not same:
        names = ", ".join(dict.fromkeys(a.name for a in asks)) or "nothing"
        raise ValueError(f"{top.name}: the card asks {names} at {at}, not {top.name}")
    wrong = ""
    for a in same:
        wrong = next((f for f in fields_off(a, top)), "")
        if not wrong:
            return
    words = ask_of(m, same[0]) or {}
    shown = {k: v for k, v in words.items() if k not in PROGRESS}
    raise ValueError(f"ask.{wrong}: the card asks {top.name} {shown} at {at} on this table")


def fields_off(asked: Any, top: Any) -> list[str]:
    """The values of ``top`` that the decision ``asked`` cannot become while answered."""
    out = []
    for a in attrs.fields(type(top))[1:]:
        mine, theirs = getattr(top, a.name), getattr(asked, a.name)
        if a.name in PROGRESS:
            continue
        if a.name == "left" and isinstance(mine, int):
            if not 1 <= mine <= theirs:
                out.append(a.name)
        elif mine != theirs:
            out.append(a.name)
    return out
