"""The invariants of a Kleine Völker großer Garten table, checked when a position or a saved
game is loaded (``Game.check_data``): the printed garden (L253-L255, L462-L467), the floors,
roofs and land tiles of the supply (L181-L223, L643-L658), each project card in one place
(L207-L241) and the tasks on the stack.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from boardrules.invariants import KERNEL_MOST, PLENTY, Checks
from boardrules.tasks import Draw

from .state import LANDS, NOBODY, UNSET, KVData, space
from .tasks import (
    Act,
    AfterTurn,
    BeginAction,
    Claim,
    Cleanup,
    Keep,
    Land,
    MoveCrane,
    Next,
    Onto,
    Round,
    Turn,
)

if TYPE_CHECKING:
    from .game import KleineVoelker


def check_data(game: KleineVoelker, d: KVData) -> list[str]:
    """What the rules assume of a loaded table: the printed garden, every building on
    land with its floors and roof counted from its owner's supply and the roof supply,
    the crane on a territory, each project card in one place."""
    c = Checks()
    c.holds(sorted(d.positions) == list(range(1, 8)), "positions", "not 1..7 once each")
    if c.length("rotations", d.rotations, 7):
        c.each_within("rotations", d.rotations, 0, 5)
    for name in ("land", "cost", "owner", "floors", "roofed"):
        c.length(name, getattr(d, name), 49)
    c.length("peoples", d.peoples, d.players)
    c.length("land_tiles", d.land_tiles, len(LANDS))
    if c.problems:
        return c.problems
    c.within("round", d.round, 1, d.options["round_limit"])  # the game ends there (L412)
    c.within("crane", d.crane, 0, 7)
    c.within("acting", d.acting, 0, 7)
    c.within("skips", d.skips, 0, 6)
    c.seats("first", [d.first], d.players)
    c.seats("order", d.order, d.players)
    lands, costs, brambles = printed_garden(game)  # the printed garden (L462-L467)
    land_of = d.land
    printed = (
        d.cost == costs
        and all(land_of[s] == land for s, land in lands)
        and all(UNSET <= land_of[s] < len(LANDS) for s in brambles)
    )
    for t in range(1, 8) if not printed else ():  # each space, said where it differs
        for i, (land, cost) in enumerate(game.tiles[t]):
            s = space(t, i)
            if land != UNSET:
                c.holds(d.land[s] == land, f"land[{s}]", f"territory {t} prints {LANDS[land]}")
            else:
                c.within(f"land[{s}]", d.land[s], UNSET, len(LANDS) - 1)
            c.holds(d.cost[s] == cost, f"cost[{s}]", f"territory {t} prints {cost}")
    placed = [0] * len(LANDS)  # land tiles on brambles (L462) and still in the supply
    for s in brambles:
        if land_of[s] != UNSET:
            placed[land_of[s]] += 1
    for x, name in enumerate(LANDS):
        left = game.params["land_tiles"] - placed[x]
        said = f"{d.land_tiles[x]}, expected {left} {name} tiles left"
        said += f" (the game has {game.params['land_tiles']}, {placed[x]} on brambles)"
        c.holds(d.land_tiles[x] == left, f"land_tiles[{x}]", said)
    c.each_within("owner", d.owner, NOBODY, d.players - 1)
    counted = buildings(game, d)  # None: a building the checks below say is wrong
    on_board = counted if counted is not None else [0] * d.players
    for s in range(49 if counted is None else 0):
        where = f"floors[{s}]"
        if d.owner[s] == NOBODY:
            c.holds(d.floors[s] == 0 and not d.roofed[s], where, "floors or a roof, no owner")
        elif (
            c.within(where, d.floors[s], 1, game.params["floors"][d.players])
            and d.owner[s] < d.players
        ):
            on_board[d.owner[s]] += d.floors[s]
            c.holds(d.land[s] != UNSET, f"owner[{s}]", "a building on a bramble")
    roofs = game.params["roofs"] - sum(d.roofed)
    on = sum(d.roofed)
    message = (
        f"{d.roofs}, expected {roofs} (the game has {game.params['roofs']}, {on} on buildings)"
    )
    c.holds(d.roofs == roofs, "roofs", message)
    floors = game.params["floors"][d.players]
    for p, q in enumerate(d.peoples):
        at = f"peoples[{p}]"
        left = floors - on_board[p]
        said = f"{q.supply}, expected {left} (the people has {floors}, {on_board[p]} on the board)"
        c.holds(q.supply == left, f"{at}.supply", said)
        c.within(f"{at}.inhabitants", q.inhabitants, 1, PLENTY)  # L398-L402
        c.within(f"{at}.ploys", q.ploys, 0, game.params["ploys"])
        c.count(f"{at}.vp", q.vp)
    c.within("display", len(d.display), 0, game.params["display"])
    publics = {"deck": d.deck, "display": d.display}
    secrets = {}
    for p, q in enumerate(d.peoples):
        publics[f"peoples[{p}].claimed"] = q.claimed
        secrets[f"peoples[{p}].secret"] = q.secret
        secrets[f"peoples[{p}].dealt"] = q.dealt
    if c.in_one_place(publics, dict.fromkeys(game.publics, 1), "public project"):
        # every public project is shuffled into the deck (L207-L210) and stays on the table;
        # the secret projects no seat holds are back in the box (L237-L241), not listed
        c.every_placed(
            "public projects",
            publics,
            game.publics,
            "public project",
            "the deck, the display or a people's claimed",
        )
    copies = {k: v.copies for k, v in game.secrets.items()}
    c.in_one_place(secrets, copies, "secret project")
    check_stack(game, c, d)
    for i, task in enumerate(d.tasks):
        for name in ("space", "source"):
            if hasattr(task, name):
                c.within(f"tasks[{i}].{name}", getattr(task, name), 0, 48)
        if isinstance(task, (Turn, AfterTurn, Next)):
            slots = len(game.params["actions_per_slot"][d.players])
            c.within(f"tasks[{i}].slot", task.slot, 0, slots - 1)
        if isinstance(task, Cleanup):
            c.seats(f"tasks[{i}].last", [task.last], d.players)
        if isinstance(task, Claim):
            c.known(f"tasks[{i}].cards", task.cards, d.display)
    return c.problems


@cache
def printed_garden(
    game: KleineVoelker,
) -> tuple[tuple[tuple[int, int], ...], list[int], tuple[int, ...]]:
    """The printed garden (L462-L467) by space: the spaces printed with a land and their
    land, every space's number, and the brambles (their land is a tile's, or none)."""
    lands, costs, brambles = [], [], []
    for t in range(1, 8):
        for i, (land, cost) in enumerate(game.tiles[t]):
            s = space(t, i)
            costs.append(cost)
            if land != UNSET:
                lands.append((s, land))
            else:
                brambles.append(s)
    assert len(costs) == 49 and all(space(t, 0) == (t - 1) * 7 for t in range(1, 8))
    return tuple(lands), costs, tuple(brambles)


def buildings(game: KleineVoelker, d: KVData) -> list[int] | None:
    """Each seat's floors on the board where every space's building is one the rules allow
    (owner, floors and roof; on land): what the checks of ``check_data`` count, without
    wording them; None where one is not (the checks then say where)."""
    on_board = [0] * d.players
    most = game.params["floors"][d.players]
    owner, floors, roofed, land = d.owner, d.floors, d.roofed, d.land
    for s in range(49):
        seat = owner[s]
        if seat == NOBODY:
            if floors[s] != 0 or roofed[s]:
                return None
        elif 0 <= seat < d.players and 1 <= floors[s] <= most and land[s] != UNSET:
            on_board[seat] += floors[s]
        else:
            return None
    return on_board


# The order of the steps on the stack (issue 24 item 9), bottom first: what may lie at the
# bottom, and what may lie directly on each step; a step not named has nothing on it (a
# decision answered at once). The setup's choices on the round (L237-L241); a turn's
# ``AfterTurn`` below its actions (``rounds.turn``), each action's ``Act`` (L292-L298) with
# a bramble's land tile (L462-L475) or the crane's move (L256-L273) above, a claim of a
# project above the crane's move (L577-L597) and a ploy's second decision above ``Act``;
# ``Next`` (L325-L341) alone once a turn is over.
BOTTOM = (Round, AfterTurn, Next)
ABOVE: dict[type, tuple[type, ...]] = {
    Round: (Keep,),
    Keep: (Keep,),
    AfterTurn: (BeginAction, Act, Land, MoveCrane),
    BeginAction: (Act, Land, MoveCrane),
    Act: (Onto,),
    MoveCrane: (Claim,),
}


def check_stack(game: KleineVoelker, c: Checks, d: KVData) -> None:
    """The stack is one the game reaches (issue 24 item 9): the round below the setup's choices
    (L237-L241), each seat keeping at most what is left to keep, of the cards dealt to it or
    still to be dealt above the choice; the cards of the deal, the round's steps once each."""
    dealt, kept = game.params["secret_dealt"]["dealt"], game.params["secret_dealt"]["kept"]
    most = {**KERNEL_MOST, Draw: dealt * d.players + game.params["display"], Keep: kept * d.players}
    if not (
        c.stack(d.tasks, most, 1)
        and c.layered(d.tasks, ((Round,), (Keep,)))
        and c.ordered(d.tasks, ABOVE, BOTTOM)
    ):
        return
    cards = [len(q.dealt) for q in d.peoples]
    keeps = [0] * d.players
    for i in reversed(range(len(d.tasks))):  # from the top: what each Keep can choose from
        t = d.tasks[i]
        if isinstance(t, Draw) and t.pile != "deck" and 0 <= t.seat < d.players:
            cards[t.seat] += 1
        elif isinstance(t, Keep) and 0 <= t.seat < d.players:
            keeps[t.seat] += 1
            q = d.peoples[t.seat]
            c.holds(
                keeps[t.seat] <= min(cards[t.seat], kept - len(q.secret)),
                f"tasks[{i}]",
                f"seat {t.seat} keeps a secret project of none dealt (L237-L241)",
            )
    dealing = any(isinstance(t, Draw) and t.pile != "deck" for t in d.tasks)
    for p, q in enumerate(d.peoples):
        at = f"peoples[{p}].secret"
        c.holds(
            len(set(q.secret)) == len(q.secret),
            at,
            "two copies of one secret project kept (L237-L241: a copy of one kept is no choice)",
        )
        c.holds(len(q.secret) <= kept, at, f"{len(q.secret)} kept: a seat keeps {kept} (L237-L241)")
        if keeps[p]:  # the keeps to come make up the two (projects.keep empties dealt then)
            c.holds(
                len(q.secret) + keeps[p] == kept,
                at,
                f"{len(q.secret)} kept and {keeps[p]} to keep: a seat keeps {kept} (L237-L241)",
            )
        if not (keeps[p] or dealing):  # the seat has chosen: the rest went to the box
            c.holds(
                not q.dealt,
                f"peoples[{p}].dealt",
                f"{len(q.dealt)} dealt and no choice to come: each seat keeps {kept} of those"
                " dealt, the rest go to the box (L237-L241)",
            )
