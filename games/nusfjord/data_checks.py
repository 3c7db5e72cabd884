"""What Nusfjord reads of its data as a whole (``Game.check_catalog``, reported by ``boardrules
validate``): every action space (L412-L629), the six elder stacks of each player count and the
elders they name (L231-L241), the 18 base elders (L772-L936), each deck's 18 A, 12 B and 14 C
buildings (L104-L105), and one place each for the entries of a card set that ``replaces``
another.
"""

from __future__ import annotations

from boardrules.cards.loader import Catalog
from boardrules.cards.parameters import parameter_problems
from boardrules.cards.schema import BASE_SET, Card
from boardrules.cards.validate import Problem

from .actions import LETTERS
from .parameters import NusfjordParams
from .state import SPACES


def check_catalog(catalog: Catalog) -> list[Problem]:
    """The problems of the data as a whole (see the module's docstring)."""
    out = parameter_problems(NusfjordParams, catalog)
    if out:
        return out  # the checks below read the parameters
    spaces = catalog["action_spaces"]
    for s in SPACES:
        if s not in spaces.prop_map("value"):
            message = f"action space {s!r} is missing"
            out.append(catalog.problem(spaces, "MISSING-KEY", message, "value"))
    layout = catalog["elder_layout"]
    by_players = layout.by_number_in("value", layout.prop("value"))
    for n in range(1, 6):
        stacks = layout.list_in("value", by_players.get(n, ()))
        if len(stacks) != 6:
            message = f"no layout of the six elder stacks for {n} players"
            out.append(catalog.problem(layout, "MISSING-KEY", message, "value"))
            continue
        for stack in stacks:
            for e in layout.strs_in("value", stack):
                out += catalog.reference(layout, "value", e, "elder")
    out += catalog.require("elder", [f"E{n:02d}" for n in range(1, 19)], "L772-L936")
    elders_taken: dict[str, str] = {}
    for c in catalog.of_kind("elder"):
        if c.prop("replaces") is not None and c.set != BASE_SET:
            out += replacement_problems(catalog, c, elders_taken)
    decks: dict[str, list[str]] = {}
    taken: dict[str, str] = {}
    for c in catalog.of_kind("building"):
        if c.prop("replaces") is None:
            decks.setdefault(c.deck or "", []).append(c.prop_str("letter"))
            continue
        out += replacement_problems(catalog, c, taken)
    for deck, letters in decks.items():
        counts = tuple(letters.count(x) for x in LETTERS)
        if counts != (18, 12, 14):
            first = next(
                c
                for c in catalog.of_kind("building")
                if (c.deck or "") == deck and c.prop("replaces") is None
            )
            message = f"deck {deck!r} has {counts} A/B/C buildings, not (18, 12, 14) (L105)"
            out.append(catalog.problem(first, "BAD-DECK", message, "deck"))
    return out


def replacement_problems(catalog: Catalog, card: Card, taken: dict[str, str]) -> list[Problem]:
    """An entry of a set that ``replaces`` another takes its place, one entry each: a building
    that of a deck's building of its letter (the deck keeps 18 A, 12 B and 14 C, L104-L105),
    an elder not of the base set that of a base elder of the layout (L231-L241)."""
    kind = card.kind
    target = card.prop_str("replaces")
    out = catalog.reference(card, "replaces", target, kind)
    if out:
        return out
    other = catalog[target]
    code = "BAD-DECK" if kind == "building" else "BAD-ELDER"
    if kind == "building":
        wrong = other.prop_str("letter") != card.prop_str("letter")
        what = f"no {card.prop_str('letter')} building of a deck"
    else:
        wrong, what = other.set != BASE_SET, "no elder of the base layout"
    if wrong or other.prop("replaces") is not None:
        return [catalog.problem(card, code, f"replaces {target}, {what}", "replaces")]
    if target in taken:
        message = f"{target} is replaced by {taken[target]} already"
        return [catalog.problem(card, code, message, "replaces")]
    taken[target] = card.id
    return []
