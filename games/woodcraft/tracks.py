"""The income tracks and the reputation track (woodcraft.de.txt L1236-L1312).

An income track pays its line rewards to the first marker crossing them (L1246-L1252,
L1293-L1298); the reputation track gives its tiles' rewards by arrival (L1269-L1291) and 2
points a step past its end (L1309-L1312).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.cards.runtime import on_play_tasks

from .state import WData, own, put

if TYPE_CHECKING:
    from .game import Woodcraft


def advance(game: Woodcraft, d: WData, p: int, track: str, n: int) -> None:
    """L1536-L1537: advance an income track; crossing a line gives its reward, only to the
    first marker (L1246-L1252, L1293-L1298)."""
    w = own(d, p)
    old = w.hazelnut if track == "hazelnut_income" else w.income
    new = max(0, old + n)
    if track == "hazelnut_income":
        w.hazelnut = new
    else:
        w.income = new
    end = int(game.params["income_track_end"])
    for at, line in reversed(game.lines[track]):
        if old < at <= new and at <= end:
            d.tasks.extend(reversed(on_play_tasks(game, p, line)))


def reputation(game: Woodcraft, d: WData, p: int, n: int) -> None:
    """L1236-L1312: never below the start (L1053-L1056); past the end 2 points a step
    (L1309-L1312); reaching a tile's space gives its reward by arrival (L1269-L1291)."""
    w = own(d, p)
    old = w.reputation
    new = max(0, old + n)
    if new > game.rep_end:
        steps = new - max(old, game.rep_end)
        game.rules.gain_vp_now(d, p, steps * int(game.params["reputation_end_vp"]))
        new = game.rep_end
    w.reputation = new
    for i, space in enumerate(game.params["reputation_tile_spaces"]):
        if old < space <= new and not d.rep_arrivals[i][p]:
            arrive(game, d, p, i)


def arrive(game: Woodcraft, d: WData, p: int, i: int) -> None:
    """L1269-L1291: 4 players: top, middle, bottom reward by arrival; 3 players: top,
    bottom; 2 players: the middle reward to the first; seats arriving in the same round
    share a rank (digest A12). Solo (L1477-L1482): the 2-player reward, unless the
    neutral marker got there first."""
    arrivals = d.rep_arrivals[i]
    rank = sum(1 for r in arrivals if 0 < r < d.round)
    d.rep_arrivals = put(d.rep_arrivals, i, put(arrivals, p, d.round))
    tile = d.rep_tiles[i]
    if d.players == 1:
        ranks: tuple[tuple[str, str], ...] = () if d.rep_gone[i] else (("24", "middle"),)
    elif d.players == 2:
        ranks = (("24", "middle"),)
    elif d.players == 3:
        ranks = (("3", "top"), ("3", "bottom"))
    else:
        ranks = (("24", "top"), ("24", "middle"), ("24", "bottom"))
    if rank < len(ranks):
        side, name = ranks[rank]
        reward = game.rep_reward[(tile, side, name)]
        d.tasks.extend(reversed(on_play_tasks(game, p, reward)))
