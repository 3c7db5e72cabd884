"""What a seat gains and pays (hallertau.de.md L251-L325, L852-L858): goods, tools, jewelry
(at most 10, L305), sheep (L289-L291), fields (no room, no field: L854) and cards
(L279-L285, L325: into the hand, an empty deck gives nothing). A card drawn is a kernel
``Draw`` in both chance modes (``draws.py`` puts it where it goes).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.tasks import draw

from .events import announce
from .state import DECKS, GOODS, STABLE, HData, field, own, tallied

if TYPE_CHECKING:
    from .game import Hallertau

GOOD_INDEX = {g: i for i, g in enumerate(GOODS)}


def gain(g: Hallertau, d: HData, p: int, item: str, n: int) -> None:
    if item == "sheep":
        gain_sheep(g, d, p, n)
    elif item == "field":  # n is the row; no room, no field (L854)
        if len(d.villages[p].fields) < g.columns:
            v = own(d, p)
            v.fields.append(field(n))
            v.fields.sort()
            announce(g, d, p, "field_gained", row=n)
    elif item == "jewelry":
        v = own(d, p)
        v.jewelry = min(v.jewelry + n, g.jewelry_max)
    elif item == "tool":
        v = own(d, p)
        v.tools += n
        v.tally = tallied(v.tally, tools=v.tally.tools + n)
        announce(g, d, p, "tools_gained", n=n)
    elif item in DECKS:
        draw_cards(d, p, item, n)
    else:
        own(d, p).goods[GOOD_INDEX[item]] += n


def gain_sheep(g: Hallertau, d: HData, p: int, n: int) -> None:
    """L289-L291: in rounds 1-3 on the court card 3 rounds later, from round 4 in the
    stable."""
    if n <= 0:
        return
    v = own(d, p)
    v.sheep[d.round + 2 if d.round <= 3 else STABLE] += n
    announce(g, d, p, "sheep_gained", n=n)


def draw_cards(d: HData, p: int, deck: str, n: int) -> None:
    """L279-L285, L325: ``n`` cards of ``deck`` into the hand, one ``Draw`` each (seen by
    ``p`` alone); an empty deck gives nothing."""
    d.tasks.extend(draw(deck, p, "draw") for _ in range(min(n, len(d.decks[deck]))))


def to_hand(g: Hallertau, d: HData, p: int, card: str) -> None:
    own(d, p).hand.append(card)
    announce(g, d, p, "card_drawn", card=card)  # whenever abilities hear it too


def pay_plain(g: Hallertau, d: HData, p: int, res: str, n: int) -> None:
    v = own(d, p)
    if res == "tool":  # L599-L605: a tool set aside for pushing may be given up to a
        v.tools -= n  # card; the seat gives the used ones first (the others may push)
        v.tools_used = max(0, v.tools_used - n)
    elif res == "jewelry":
        had = v.jewelry
        v.jewelry -= n
        if had and not v.jewelry:
            announce(g, d, p, "jewelry_out")
    else:
        v.goods[GOOD_INDEX[res]] -= n


def resource_amount(d: HData, p: int, res: str) -> int:
    v = d.villages[p]
    good = GOOD_INDEX.get(res)
    if good is not None:
        return v.goods[good]
    if res == "tool":
        return v.tools
    if res == "jewelry":
        return v.jewelry
    if res == "sheep":
        return sum(v.sheep)
    raise KeyError(res)
