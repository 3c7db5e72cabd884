"""Hallertau's actions: every kind once, beside its notation, and the codec's list of them.

Each decision is one atomic action (hallertau.de.md L389-L483 for phase 4, L489-L502 for
phase 6, L527-L619 for phase 9, L659-L707 for the hand cards). A field is named by its row and
what it holds (``sell 3 flax``: ``state.content_name``); a sheep place by its court card
(``round1``..``round6``) or ``stable``; a craft and a good by their names.

``all_actions`` lists them in the codec's order (``data/hallertau/actions.lock`` fixes the
ids); ``ActionIds`` keeps the ids the options of the decisions are made of.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from boardrules.actions import Action, ChooseBranch, Kind, No, Yes

from .state import (
    CRAFTS,
    CROPS,
    DECKS,
    EMPTY,
    FIELD_CODES,
    GOODS,
    ROWS,
    SHEEP_PLACES,
    STABLE,
    content_name,
    content_of,
    field_named,
    row_of,
)

if TYPE_CHECKING:
    from .game import Hallertau

ITEMS = (*GOODS, "sheep", "field", "jewelry", "tool", *DECKS)  # what "take <item>" can name
CONTENTS = ("empty", *GOODS)  # what a field holds, as "sell <row> <content>" names it
DOUBLES = tuple(f"{g}2" for g in CROPS)  # 627: a field holding 2 crops


class Place(Kind, word="place"):
    """`place clay_pit`: workers into the next row of an action space (L393-L413)."""

    space: str


class Trade(Kind, word="trade"):
    """`trade 2`: that many workers for as many tools (L469-L475)."""

    n: int


class Take(Kind, word="take"):
    """`take hops`: a gain offered, taken whole (L421-L431, L699); a crop, the nursery's
    clay, a good picked, a field or a card of a deck."""

    item: str


class Skip(Kind, word="skip"):
    """Declines an optional part (L463)."""


class Stop(Kind, word="stop"):
    """Ends a part done one at a time ("up to N", L463)."""


class Confirm(Kind, word="confirm"):
    """Ends the payment of a progress step that is complete (L569-L576)."""


class Pass(Kind, word="pass"):
    """Plays no (more) hand card in a window (L659-L663)."""


class SowField(Kind, word="sow"):
    """`sow barley 3`: a good onto an empty field of row 3 (L433-L439); `sow flax2 3`: 2
    flax on one field (627)."""

    good: str
    row: int


class FertilizeField(Kind, word="fertilize"):
    """`fertilize 3`: an empty field of row 3 to row 5 (L984-L986)."""

    row: int


class BreedSheep(Kind, word="breed"):
    """`breed 2`: 4 milk for 2 sheep (L904-L908)."""

    n: int


class PayWith(Kind, word="pay"):
    """`pay sheep round2`: a sheep from that place (L301); `pay flax`: one unit of a progress
    step or a card cost (L533); `pay jewelry`: the whole step (L613) or the butcher (328)."""

    item: str
    place: str | None


class ExtendLife(Kind, word="extend"):
    """`extend round2`: a sheep to the next court card (L453-L455)."""

    place: str


class SellField(Kind, word="sell"):
    """`sell 4 hops`: that field for 1 jewelry and 3 clay (L970-L974)."""

    row: int
    content: str


class MoveLeft(Kind, word="left"):
    """`left brewery`: the town hall moves that craft one space left (L994-L998)."""

    craft: str


class FallowField(Kind, word="fallow"):
    """`fallow 3`: the empty field of row 3 moves up once more (L489-L502)."""

    row: int


class Advance(Kind, word="advance"):
    """`advance bakehouse`: a progress step of that craft (L527-L553)."""

    craft: str


class Play(Kind, word="play"):
    """`play 412`: a hand card (L659-L699)."""

    card: str


class GiveField(Kind, word="give"):
    """`give 3 empty`: a field (or a good on it) given up to a card's cost (L683-L689)."""

    row: int
    content: str


class HarvestField(Kind, word="harvest"):
    """`harvest 4 rye`: a planted field harvested now (022, 221, 628) or again (426)."""

    row: int
    content: str


class MoveField(Kind, word="move"):
    """`move 2 empty`: a field moved up a row or to a card's row (023, 121, 122, 222)."""

    row: int
    content: str


class Target(Kind, word="target"):
    """`target sowing`: the action space a card's effect works on (210, 302, 313-315)."""

    space: str


class PushBoulder(Kind, word="push"):
    """`push brewery 1`: that craft's second boulder one space right (316)."""

    craft: str
    boulder: int


class Remove(Kind, word="remove"):
    """`remove 412`: a hand card out of the game, paying a card's cost."""

    card: str


KINDS: tuple[type[Kind], ...] = (
    Place,
    Trade,
    Take,
    Skip,
    Stop,
    Confirm,
    Pass,
    SowField,
    FertilizeField,
    BreedSheep,
    PayWith,
    ExtendLife,
    SellField,
    MoveLeft,
    FallowField,
    Advance,
    Play,
    GiveField,
    HarvestField,
    MoveField,
    Target,
    PushBoulder,
    Remove,
)


FieldKind = GiveField | HarvestField | MoveField | SellField


def field_of(a: FieldKind) -> int:
    """The code of the field an action names by its row and content (``state.field_named``)."""
    return field_named(a.row, a.content)


def all_actions(g: Hallertau) -> Iterable[Action]:
    """Every action of the game, in the codec's order."""
    yield from (Place(c.id) for c in g.spaces)
    yield from (Trade(n) for n in range(1, g.max_trade + 1))
    yield from (Take(item) for item in ITEMS)
    yield from (Skip(), Stop(), Confirm(), Pass())
    yield from (SowField(g_, r) for g_ in GOODS for r in ROWS)
    yield from (FertilizeField(r) for r in ROWS[:-1])
    yield from (BreedSheep(n) for n in (1, 2))
    yield from (PayWith("sheep", place) for place in SHEEP_PLACES)
    yield from (ExtendLife(place) for place in SHEEP_PLACES[:STABLE])
    yield from (SellField(r, c) for r in ROWS for c in CONTENTS)
    yield from (MoveLeft(k) for k in CRAFTS)
    yield from (FallowField(r) for r in ROWS[:-1])
    yield from (Advance(k) for k in CRAFTS)
    yield from (PayWith(good) for good in GOODS)
    yield PayWith("jewelry")
    yield from (Play(c) for c in g.cards)
    # the card decisions' actions (cardcosts.py, cardeffects.py)
    yield from (GiveField(r, c) for r in ROWS for c in CONTENTS)
    yield from (HarvestField(r, c) for r in ROWS for c in GOODS)
    yield from (MoveField(r, c) for r in ROWS for c in CONTENTS)
    yield from (Target(s.id) for s in g.spaces)
    yield from (PushBoulder(k, i) for k in CRAFTS for i in (0, 1))
    yield from (Remove(c) for c in g.cards)
    for kind in (GiveField, HarvestField, MoveField, SellField):
        yield from (kind(r, c) for r in ROWS for c in DOUBLES)
    yield from (SowField(c, r) for c in DOUBLES for r in ROWS)


class ActionIds:
    """The action ids the decisions' options are made of (for fast legal-move generation)."""

    def __init__(self, g: Hallertau, ids: Mapping[Action, int]) -> None:
        def per_field(kind: type[FieldKind], empty: bool) -> dict[int, int]:
            return {
                f: ids[kind(row_of(f), content_name(f))]
                for f in FIELD_CODES
                if empty or content_of(f) != EMPTY
            }

        self.place = [ids[Place(c.id)] for c in g.spaces]
        self.trade = [-1] + [ids[Trade(n)] for n in range(1, g.max_trade + 1)]
        self.take = {item: ids[Take(item)] for item in ITEMS}
        self.skip, self.stop = ids[Skip()], ids[Stop()]
        self.confirm, self.pass_ = ids[Confirm()], ids[Pass()]
        self.sow = [{r: ids[SowField(good, r)] for r in ROWS} for good in GOODS]
        self.sow_two = [{r: ids[SowField(c, r)] for r in ROWS} for c in DOUBLES]
        self.fertilize = {r: ids[FertilizeField(r)] for r in ROWS[:-1]}
        self.breed = {n: ids[BreedSheep(n)] for n in (1, 2)}
        self.pay_sheep = [ids[PayWith("sheep", place)] for place in SHEEP_PLACES]
        self.extend = [ids[ExtendLife(place)] for place in SHEEP_PLACES[:STABLE]]
        self.left = [ids[MoveLeft(k)] for k in CRAFTS]
        self.fallow = {r: ids[FallowField(r)] for r in ROWS[:-1]}
        self.advance = [ids[Advance(k)] for k in CRAFTS]
        self.pay_good = [ids[PayWith(good)] for good in GOODS]
        self.pay_jewelry = ids[PayWith("jewelry")]
        self.play = {c: ids[Play(c)] for c in g.cards}
        self.declines = frozenset((self.skip, self.stop))
        self.give = per_field(GiveField, True)
        self.sell = per_field(SellField, True)
        self.harvest = per_field(HarvestField, False)
        self.move = per_field(MoveField, True)
        self.target = [ids[Target(s.id)] for s in g.spaces]
        self.push = [[ids[PushBoulder(k, i)] for i in (0, 1)] for k in CRAFTS]
        self.remove = {c: ids[Remove(c)] for c in g.cards}
        self.choose = [ids[ChooseBranch(k)] for k in range(6)]
        self.yes, self.no = ids[Yes()], ids[No()]
