"""Woodcraft's actions: each kind once, beside its notation, and the codec's order of them.

A die in an action is its colour and value (``buy green 3``, woodcraft.de.txt L9-L12). The
order of ``all_actions`` is the codec's for actions ``data/woodcraft/actions.lock`` does not
list yet; ``Ids`` holds the integer id of every action the decisions offer, looked up once.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import attrs

from boardrules.actions import Action, Kind

from ..woodcraft_dice import Die, can_glue, glue_colors, upgrade_steps
from .state import ACTIONS, COLORS, KINDS, MATERIALS, color_of, kind, value_of

if TYPE_CHECKING:
    from .game import Woodcraft

TILES = ("pot", "saw", "upgrade", "glue")  # the tiles beside the board (L774-L775)
REUSABLE = ("saw", "upgrade", "glue")  # L1007-L1013


# --- setup (L270-L278) ---------------------------------------------------------------------
class Keep(Kind, word="keep"):
    """`keep S-07`: a simple order dealt kept in the hand (L270-L271)."""

    order: str


class Place(Kind, word="place"):
    """`place SP-5`: an order of the hand into its row (L272-L274, L1154-L1155)."""

    order: str


class Start(Kind, word="start"):
    """`start HI-21`: the helper kept, paid, in the top-left room (L276-L278)."""

    helper: str


# --- the actions step (L350-L520, L919-L930) -----------------------------------------------
class Tile(Kind, word="tile"):
    """`tile buy_wood`: the action tile chosen and moved (L376-L402)."""

    action: str


class Perform(Kind, word="perform"):
    """`perform`: the chosen tile's action (L479-L481)."""


class Berries(Kind, word="berries"):
    """`berries`: 3 blueberries instead of the tile's action (L483-L485)."""


class Lantern(Kind, word="lantern"):
    """`lantern take_orders`: 1 lantern, another tile's action instead (L487-L493)."""

    action: str


class Bonus(Kind, word="bonus"):
    """`bonus hire_helper`: 3 lanterns, any action, once a turn (L367-L369)."""

    action: str


class End(Kind, word="end"):
    """`end`: the actions step is over (L350-L353)."""


class Done(Kind, word="done"):
    """`done`: no more of this (a second die, a cut, a purchase ...)."""


class Use(Kind, word="use"):
    """`use HI-02`: a hired helper's once-per-turn ability (L697-L701)."""

    helper: str


# --- buy wood, exchange dice, buy materials (L561-L626) ------------------------------------
class Buy(Kind, word="buy"):
    """`buy green 3`: a die of the lumber yard (L561-L580)."""

    colour: str
    value: int


class Sell(Kind, word="sell"):
    """`sell yellow 2`: a die of the lumber stack sold (L587-L593)."""

    colour: str
    value: int


class Six(Kind, word="six"):
    """`six brown`: a die showing 6 bought from the supply (L566-L570)."""

    colour: str


class Material(Kind, word="material"):
    """`material glue_disc`: one offer of the material market (L615-L626)."""

    material: str


# --- orders and helpers (L628-L712, L978-L1121) ---------------------------------------------
class Take(Kind, word="take"):
    """`take 2`: the order on display space 2 (1-4, L638-L643)."""

    slot: int


class Hire(Kind, word="hire"):
    """`hire 1`: the helper on display space 1 (1-4, L666-L673)."""

    slot: int


class Room(Kind, word="room"):
    """`room 3`: the room the hired helper moves into (L675-L676)."""

    room: int


class Fulfil(Kind, word="fulfil"):
    """`fulfil S-07`: an order of the rows is fulfilled (L978-L993)."""

    order: str


class Deliver(Kind, word="deliver"):
    """`deliver green 4`: the die paid for an order's requirement (L984-L986)."""

    colour: str
    value: int


class Reward(Kind, word="reward"):
    """`reward points` or `reward claim`: a special order's reward (L1114-L1117)."""

    choice: str


class Claim(Kind, word="claim"):
    """`claim PO-3`: a marker on a public order (L1119-L1121)."""

    order: str


# --- produce and plant (L732-L835) ---------------------------------------------------------
class Mode(Kind, word="mode"):
    """`mode produce` or `mode plant` (L768-L772)."""

    mode: str


class Produce(Kind, word="produce"):
    """`produce HI-02`: that helper produces (L656-L659)."""

    helper: str


class Plant(Kind, word="plant"):
    """`plant green 4 2`: a die of the pot's colour, ``part`` pips of it planted (L820-L835)."""

    colour: str
    value: int
    part: int


# --- the workshop (L736-L1013) -------------------------------------------------------------
class Improve(Kind, word="improve"):
    """`improve saw`: the next tile of that kind placed on the workshop (L774-L775)."""

    tile: str


class Saw(Kind, word="saw"):
    """`saw green 5`: a die not showing 1 is sawn (L850-L855)."""

    colour: str
    value: int


class Cut(Kind, word="cut"):
    """`cut 2`: the next piece cut off the die being sawn (L857-L865)."""

    piece: int


class Upgrade(Kind, word="upgrade"):
    """`upgrade 2 yellow 3 1`: upgrade tile ``place`` raises a die ``steps`` (L867-L888)."""

    place: int
    colour: str
    value: int
    steps: int


class Glue(Kind, word="glue"):
    """`glue green 1 brown 3 brown`: two dice glued into one of colour ``result``
    (L962-L976)."""

    colour: str
    value: int
    colour2: str
    value2: int
    result: str


class Fell(Kind, word="fell"):
    """`fell yellow`: the tree of that pot cut into the lumber stack (L995-L997)."""

    colour: str


class Reuse(Kind, word="reuse"):
    """`reuse saw`, `reuse upgrade 2`, `reuse glue`: a reuse token turns that used tile back
    (L1007-L1013); ``place`` is the upgrade tile's (None for the others)."""

    tile: str
    place: int | None


# --- tools, end of turn (L1082-L1104, L1197-L1208) ------------------------------------------
class Tool(Kind, word="tool"):
    """`tool T-SAW`: the kind of the tool gained (L1246-L1249, L1603-L1607)."""

    tool: str


class Attic(Kind, word="attic"):
    """`attic A3`: the attic space the tool goes on (L1095-L1097)."""

    space: str


class Market(Kind, word="market"):
    """`market`: one space on the marketing track (L1197-L1217)."""


class Discard(Kind, word="discard"):
    """`discard brown 1`: a die returned until 6 are left (L1203-L1208)."""

    colour: str
    value: int


KINDS_OF_ACTIONS: tuple[type[Kind], ...] = (
    Keep, Place, Start, Tile, Perform, Berries, Lantern, Bonus, End, Done, Use, Buy, Sell, Six,
    Material, Take, Hire, Room, Fulfil, Deliver, Reward, Claim, Mode, Produce, Plant, Improve,
    Saw, Cut, Upgrade, Glue, Fell, Reuse, Tool, Attic, Market, Discard,
)  # fmt: skip


def die(colour: str, value: int) -> int:
    """The die kind of an action's colour and value (``state.kind``)."""
    return kind(COLORS.index(colour), value)


def die_words(k: int) -> tuple[str, int]:
    return COLORS[color_of(k)], value_of(k)


def glue_results(k1: int, k2: int) -> list[str]:
    """The colours two dice may be glued into (none if they cannot be glued)."""
    first, second = Die(color_of(k1), value_of(k1)), Die(color_of(k2), value_of(k2))
    if not can_glue(first, second):
        return []
    return [COLORS[c] for c in glue_colors(first, second)]


def plants(game: Woodcraft) -> Iterable[tuple[int, int]]:
    """(die kind, part) of every planting the notation has (L820-L835)."""
    for k in range(KINDS):
        v = value_of(k)
        for part in range(1, min(v, game.plant_max) + 1):
            if part <= game.plant_max and (part == v or part <= v - 1):
                yield k, part


def upgrades() -> Iterable[tuple[int, int, int]]:
    """(place, die kind, steps) of every upgrade the notation has (L867-L888)."""
    for place in (1, 2, 3):
        for k in range(KINDS):
            for n in range(1, 5):
                if value_of(k) + n <= 6:
                    yield place, k, n


def all_actions(game: Woodcraft) -> Iterable[Action]:
    dice = [die_words(k) for k in range(KINDS)]
    yield from (Keep(o) for o in game.order_ids)
    yield from (Place(o) for o in game.order_ids)
    yield from (Start(h) for h in game.helper_ids)
    yield from (Tile(a) for a in ACTIONS)
    yield Perform()
    yield Berries()
    yield from (Lantern(a) for a in ACTIONS)
    yield from (Bonus(a) for a in ACTIONS)
    yield End()
    yield Done()
    yield from (Buy(*d) for d in dice)
    yield from (Sell(*d) for d in dice)
    yield from (Six(c) for c in COLORS)
    yield from (Material(m) for m in MATERIALS)
    yield from (Take(s) for s in range(1, 5))
    yield from (Hire(s) for s in range(1, 5))
    yield from (Room(r) for r in range(len(game.room_neighbours)))
    yield from (Mode(m) for m in ("produce", "plant"))
    yield from (Produce(h) for h in game.helper_ids)
    yield from (Use(h) for h in game.activated)
    yield from (Plant(*dice[k], part) for k, part in plants(game))
    yield from (Improve(t) for t in TILES)
    yield from (Saw(*d) for d in dice if d[1] >= 2)
    yield from (Cut(v) for v in range(1, 4))
    yield from (Upgrade(place, *dice[k], n) for place, k, n in upgrades())
    for k1 in range(KINDS):
        for k2 in range(k1, KINDS):
            for res in glue_results(k1, k2):
                yield Glue(*dice[k1], *dice[k2], res)
    yield from (Fell(c) for c in COLORS)
    yield from (Fulfil(o) for o in game.order_ids)
    yield from (Deliver(*d) for d in dice)
    yield Reuse("saw")
    yield from (Reuse("upgrade", i) for i in (1, 2, 3))
    yield Reuse("glue")
    yield from (Reward(r) for r in ("points", "claim"))
    yield from (Claim(o) for o in game.public_ids)
    yield from (Tool(t) for t in game.tools)
    yield from (Attic(s) for s in game.attic_ids)
    yield Market()
    yield from (Discard(*d) for d in dice)


@attrs.define
class Ids:
    """The id of every action a decision offers, by what it names (``Game.prepare_ids``)."""

    keep: dict[str, int]
    place: dict[str, int]
    start: dict[str, int]
    tile: list[int]  # per action index
    perform: int
    berries: int
    lantern: list[int]
    bonus: list[int]
    end: int
    done: int
    buy: list[int]  # per die kind
    sell: list[int]
    six: list[int]  # per colour
    material: list[int]  # per material
    take: list[int]  # per display space 0-3
    hire: list[int]
    room: list[int]
    mode: dict[str, int]
    produce: dict[str, int]
    use: dict[str, int]
    plant: dict[tuple[int, int], int]  # (die kind, part)
    improve: dict[str, int]
    saw: list[int]  # per die kind (-1: a 1 cannot be sawn)
    cut: list[int]  # per piece 1-3
    upgrade: dict[tuple[int, int, int], int]  # (place, die kind, steps)
    glue: dict[tuple[int, int], list[int]]  # (die kind, die kind) -> per result colour
    # the free actions' ids looked up at once (``workshop.tile_options``): per upgrade place,
    # per die kind, the ids of its raises; per pair of kinds (k1 * KINDS + k2), its glue ids
    # (empty: they cannot be glued)
    upgrade_of: dict[int, list[list[int]]]
    lantern_but: list[list[int]]  # per chosen tile: the lantern actions of the other tiles
    glue_of: list[list[int]]
    fell: list[int]
    fulfil: dict[str, int]
    deliver: list[int]
    reuse_saw: int
    reuse_glue: int
    reuse_upgrade: list[int]  # per upgrade tile 1-3
    reward: dict[str, int]
    claim: dict[str, int]
    tool: dict[str, int]
    attic: list[int]  # per attic space
    market: int
    discard: list[int]


def ids_of(game: Woodcraft, ids: dict[Action, int]) -> Ids:
    def per_die(cls: type[Buy | Sell | Saw | Deliver | Discard]) -> list[int]:
        return [ids.get(cls(*die_words(k)), -1) for k in range(KINDS)]

    glued: dict[tuple[int, int], list[int]] = {}
    for k1 in range(KINDS):
        for k2 in range(k1, KINDS):
            results = glue_results(k1, k2)
            if results:
                glued[(k1, k2)] = [ids[Glue(*die_words(k1), *die_words(k2), r)] for r in results]
    return Ids(
        keep={o: ids[Keep(o)] for o in game.order_ids},
        place={o: ids[Place(o)] for o in game.order_ids},
        start={h: ids[Start(h)] for h in game.helper_ids},
        tile=[ids[Tile(a)] for a in ACTIONS],
        perform=ids[Perform()],
        berries=ids[Berries()],
        lantern=[ids[Lantern(a)] for a in ACTIONS],
        bonus=[ids[Bonus(a)] for a in ACTIONS],
        end=ids[End()],
        done=ids[Done()],
        buy=per_die(Buy),
        sell=per_die(Sell),
        six=[ids[Six(c)] for c in COLORS],
        material=[ids[Material(m)] for m in MATERIALS],
        take=[ids[Take(s)] for s in range(1, 5)],
        hire=[ids[Hire(s)] for s in range(1, 5)],
        room=[ids[Room(r)] for r in range(len(game.room_neighbours))],
        mode={m: ids[Mode(m)] for m in ("produce", "plant")},
        produce={h: ids[Produce(h)] for h in game.helper_ids},
        use={h: ids[Use(h)] for h in game.activated},
        plant={
            (k, part): ids[Plant(*die_words(k), part)]
            for k in range(KINDS)
            for part in (1, 2)
            if Plant(*die_words(k), part) in ids
        },
        improve={t: ids[Improve(t)] for t in TILES},
        saw=per_die(Saw),
        cut=[ids[Cut(v)] for v in range(1, 4)],
        upgrade={(p, k, n): ids[Upgrade(p, *die_words(k), n)] for p, k, n in upgrades()},
        glue=glued,
        upgrade_of={
            place: [
                [ids[Upgrade(place, *die_words(k), n)] for n in upgrade_steps(value_of(k), most)]
                for k in range(KINDS)
            ]
            for place, most in game.upgrade_most.items()
        },
        lantern_but=[[ids[Lantern(a)] for a in ACTIONS if a != chosen] for chosen in ACTIONS],
        glue_of=[glued.get((k1, k2), []) for k1 in range(KINDS) for k2 in range(KINDS)],
        fell=[ids[Fell(c)] for c in COLORS],
        fulfil={o: ids[Fulfil(o)] for o in game.order_ids},
        deliver=per_die(Deliver),
        reuse_saw=ids[Reuse("saw")],
        reuse_glue=ids[Reuse("glue")],
        reuse_upgrade=[ids[Reuse("upgrade", i)] for i in (1, 2, 3)],
        reward={r: ids[Reward(r)] for r in ("points", "claim")},
        claim={o: ids[Claim(o)] for o in game.public_ids},
        tool={t: ids[Tool(t)] for t in game.tools},
        attic=[ids[Attic(s)] for s in game.attic_ids],
        market=ids[Market()],
        discard=per_die(Discard),
    )
