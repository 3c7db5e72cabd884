"""Nusfjord's action kinds, each beside its notation, and the codec's list of them.

Every decision of the rules (L357-L629, L772-L947) is answered by one of these; the kernel
hands a resolve function the declared class, so handlers read ``a.space``, ``a.card``.
``all_actions`` lists them in the codec's order (``data/nusfjord/actions.lock`` fixes the ids);
``ActionIds`` keeps the ids the legal-move generators hand back.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from boardrules.actions import Action, Kind, No, Yes

from .state import SHIPS, SPACES

if TYPE_CHECKING:
    from .game import Nusfjord

# what an action space or an elder's "perform an action" does (L412-L629; swap_ship, L868, is
# the Hafenmeister's alone)
ACTIONS: tuple[str, ...] = (
    "gold",
    "reserves",
    "serve",
    "build",
    "realize",
    "buy",
    "clear_cut",
    "thin",
    "afforest",
    "ship",
    "elder",
)
LETTERS = ("A", "B", "C")
GUEST_PAYS = ("wood", "fish")  # a guest pays 2 wood or 3 fish (L738)
SHIP_PAYMENTS = ("goods", "gold")  # a schooner: 8 wood and 8 fish, or 4 gold (L557)
FORGOTTEN = "forgotten"  # the promo pile, as a source of ``take`` (L940)
TRACK_SHIPS = 7  # a guest boards the ship at one of the first 7 positions of a track


# --- a turn (L357-L370) ----------------------------------------------------------------------
class PlaceWorker(Kind, word="place"):
    """``place build``: a worker onto an action space (L357)."""

    space: str


class Imitate(Kind, word="imitate"):
    """``imitate thin``: a worker onto an imitation space, copying a full space (L615-L625)."""

    space: str


class WorkElder(Kind, word="elder"):
    """``elder E04``: a worker onto an own elder, whose function runs (L585-L600)."""

    elder: str


class Skip(Kind, word="skip"):
    """``skip``: no worker this turn (L368)."""


# --- fishing (L289-L349) ---------------------------------------------------------------------
class Feed(Kind, word="feed"):
    """``feed E03``: the next fish of a short catch onto that elder (L347)."""

    elder: str


class Holder(Kind, word="holder"):
    """``holder 2``: a fish for the share of yours that seat 2 holds (L347)."""

    seat: int


# --- serving fish (L438-L450), guests (L730-L768) ---------------------------------------------
class FillPlate(Kind, word="plate"):
    """``plate``: fill the next plate with fish; ``plate guest``: a guest fills it (L746)."""

    guest: str | None


class GuestPays(Kind, word="guest"):
    """``guest wood``: a guest goes back for 2 wood (``fish``: 3 fish) of a price (L738)."""

    resource: str


class Paid(Kind, word="paid"):
    """``paid``: the guests are done, the rest is paid from the supply (L738)."""


class BoardGuest(Kind, word="board"):
    """``board 1``: a guest onto the ship at that position of the track (L758)."""

    ship: int


# --- buildings (L456-L478) -------------------------------------------------------------------
class Build(Kind, word="build"):
    """``build X-A02``: the building to build (L458)."""

    card: str


class BuildOn(Kind, word="on"):
    """``on 5``: the free building space it goes on (L458)."""

    space: int


class Remove(Kind, word="remove"):
    """``remove X-A02``: an own building out of the game (Investorin, L882)."""

    card: str


class DrawInto(Kind, word="draw"):
    """``draw A``: an A (or B) building into the display (Architektin, L784)."""

    letter: str


# --- ships (L549-L564, L866-L904) -------------------------------------------------------------
class BuildShip(Kind, word="ship"):
    """``ship cutter``: the ship to build (L549-L556)."""

    ship: str


class Pay(Kind, word="pay"):
    """``pay goods`` (8 wood and 8 fish) or ``pay gold`` (4 gold) for a schooner (L557)."""

    way: str


class Swap(Kind, word="swap"):
    """``swap sloop``: that ship for the next larger one (Hafenmeister, L866-L870)."""

    ship: str


class Sell(Kind, word="sell"):
    """``sell cutter``: that ship back for gold (Schiffseigner, L900-L904)."""

    ship: str


# --- forests (L506-L547) ---------------------------------------------------------------------
class Strip(Kind, word="strip"):
    """``strip 2``: a forest strip off that double space (L514)."""

    double: int


class Forest(Kind, word="forest"):
    """``forest 1``: strips onto that double space (L539, Förster L836)."""

    double: int


# --- elders (L566-L611, L772-L940) -----------------------------------------------------------
class Take(Kind, word="take"):
    """``take 3``: the top elder of stack 3 (1-6, L568); ``take forgotten``: the top of the
    promo pile (L940)."""

    stack: int | str


class Do(Kind, word="do"):
    """``do build``: the action an elder lets the seat perform (L774-L928)."""

    action: str


# --- closing a choice, anytime effects (L947) ---------------------------------------------------
class Stop(Kind, word="stop"):
    """``stop``: no more plates, strips (or an empty hand's share)."""


class Decline(Kind, word="decline"):
    """``decline``: an optional action not taken."""


class Use(Kind, word="use"):
    """``use X-A13``: that building's anytime effect (L947)."""

    card: str


class Done(Kind, word="done"):
    """``done``: no more anytime effects now (L947)."""


KINDS: tuple[type[Kind], ...] = (
    PlaceWorker,
    Imitate,
    WorkElder,
    Skip,
    Feed,
    Holder,
    FillPlate,
    GuestPays,
    Paid,
    BoardGuest,
    Build,
    BuildOn,
    Remove,
    DrawInto,
    BuildShip,
    Pay,
    Swap,
    Sell,
    Strip,
    Forest,
    Take,
    Do,
    Stop,
    Decline,
    Use,
    Done,
)


def all_actions(game: Nusfjord) -> Iterator[Action]:
    """Every action of the game, in the codec's order."""
    yield from (PlaceWorker(s) for s in SPACES)
    yield from (Imitate(s) for s in SPACES)
    yield from (WorkElder(e) for e in game.elder_cards)
    yield Skip()
    yield from (Feed(e) for e in game.elder_cards)
    yield from (Holder(q) for q in range(5))
    yield FillPlate()
    yield FillPlate("guest")
    yield from (GuestPays(r) for r in GUEST_PAYS)
    yield Paid()
    yield from (BoardGuest(i) for i in range(TRACK_SHIPS))
    yield Stop()
    yield from (Build(c) for c in game.buildings)
    yield from (BuildOn(s) for s in range(game.harbor.n_spaces))
    yield Decline()
    yield from (BuildShip(k) for k in SHIPS)
    yield from (Pay(w) for w in SHIP_PAYMENTS)
    yield from (Strip(k) for k in range(len(game.harbor.doubles)))
    yield from (Forest(k) for k in range(len(game.harbor.doubles)))
    yield from (Take(k) for k in range(1, 7))
    yield Take(FORGOTTEN)
    yield from (Do(a) for a in ACTIONS)
    yield from (Swap(k) for k in SHIPS[:2])
    yield from (Sell(k) for k in SHIPS)
    yield from (DrawInto(x) for x in LETTERS[:2])
    yield from (Remove(c) for c in game.buildings)
    yield from (Use(c) for c in game.anytime_cards)
    yield Done()


class ActionIds:
    """The codec's id of each action the legal-move generators hand back."""

    def __init__(self, game: Nusfjord) -> None:
        ids = game.codec.ids
        self.place = {s: ids[PlaceWorker(s)] for s in SPACES}
        self.imitate = {s: ids[Imitate(s)] for s in SPACES}
        self.elder = {e: ids[WorkElder(e)] for e in game.elder_cards}
        self.skip = ids[Skip()]
        self.feed = {e: ids[Feed(e)] for e in game.elder_cards}
        self.holder = [ids[Holder(q)] for q in range(5)]
        self.plate, self.stop = ids[FillPlate()], ids[Stop()]
        self.plate_guest = ids[FillPlate("guest")]
        self.guest = {r: ids[GuestPays(r)] for r in GUEST_PAYS}
        self.paid = ids[Paid()]
        self.board = [ids[BoardGuest(i)] for i in range(TRACK_SHIPS)]
        self.build = {c: ids[Build(c)] for c in game.buildings}
        self.on = [ids[BuildOn(s)] for s in range(game.harbor.n_spaces)]
        self.decline = ids[Decline()]
        self.ship = {k: ids[BuildShip(k)] for k in SHIPS}
        self.pay = {w: ids[Pay(w)] for w in SHIP_PAYMENTS}
        self.strip = [ids[Strip(k)] for k in range(len(game.harbor.doubles))]
        self.forest = [ids[Forest(k)] for k in range(len(game.harbor.doubles))]
        self.take: dict[int | str, int] = {k: ids[Take(k)] for k in (*range(1, 7), FORGOTTEN)}
        self.do = {a: ids[Do(a)] for a in ACTIONS}
        self.swap = {k: ids[Swap(k)] for k in SHIPS[:2]}
        self.sell = {k: ids[Sell(k)] for k in SHIPS}
        self.draw = {x: ids[DrawInto(x)] for x in LETTERS[:2]}
        self.remove = {c: ids[Remove(c)] for c in game.buildings}
        self.yes_no = [ids[Yes()], ids[No()]]
        self.use = {c: ids[Use(c)] for c in game.anytime_cards}
        self.done = ids[Done()]
