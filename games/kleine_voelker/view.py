"""What a seat of Kleine Völker großer Garten may see, and the garden as text.

Hidden from a seat (L207-L210, L237-L241): the order of the public deck (only its size is
shown) and the other seats' secret projects, kept or dealt (only their counts, until the
final scoring, L613-L614). The picture is ``svg.py``; the tensor layout ``tensors.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardrules.cards.describe import card_rows
from boardrules.loop import current_player, decision_name
from boardrules.tasks import asked

from .actions import SEATS
from .geometry import DIRECTIONS
from .state import LANDS, NOBODY, UNSET, KVData, space

if TYPE_CHECKING:
    from .game import KleineVoelker


def observation(game: KleineVoelker, d: KVData, player: int) -> dict[str, Any]:
    over = not d.tasks
    return {
        "game": game.id,
        "round": d.round,
        "crane": d.crane,
        # where the current action takes place and what it has used (public, L540-L543,
        # L669-L704), and the decision as the table hears it
        "acting": d.acting,
        "skips": d.skips,
        "ploy_used": d.ploy_used,
        "roof_moved": d.roof_moved,
        "asked": asked(d.tasks),
        # the garden as the position writes it: each territory by its number, where it lies,
        # its rotation and its 7 spaces as the notation numbers them (0 the centre)
        "territories": territories(d),
        "land_tiles": dict(zip(LANDS, d.land_tiles, strict=True)),
        "roofs": d.roofs,
        "display": list(d.display),
        "deck": len(d.deck),  # face down (L65): its size, named as the position names it
        "turn_order": list(d.order),
        "end_triggered": d.end_triggered,
        "to_move": current_player(d),
        "decision": decision_name(d),
        "peoples": [
            {
                "inhabitants": q.inhabitants,
                "floors": q.supply,
                "ploys": q.ploys,
                "vp": q.vp,
                "claimed": list(q.claimed),
                "secret": list(q.secret) if i == player or over else len(q.secret),
                "dealt": list(q.dealt) if i == player else len(q.dealt),
            }
            for i, q in enumerate(d.peoples)
        ],
    }


def territories(d: KVData) -> dict[str, dict[str, Any]]:
    """The garden's territories by number (L190-L214): where each lies (a direction of the
    garden), its rotation (0..5 steps clockwise) and its spaces, each with its land (null: a
    bramble no land tile covers, L463-L470), its cost and the building on it, or null."""

    def one(s: int) -> dict[str, Any]:
        building = None
        if d.owner[s] != NOBODY:
            building = {"owner": d.owner[s], "floors": d.floors[s], "roof": d.roofed[s]}
        land = LANDS[d.land[s]] if d.land[s] != UNSET else None
        return {"land": land, "cost": d.cost[s], "building": building}

    return {
        str(t): {
            "position": DIRECTIONS[d.positions.index(t)],
            "rotation": d.rotations[t - 1],
            "spaces": [one(space(t, i)) for i in range(7)],
        }
        for t in range(1, 8)
    }


def render_private(game: KleineVoelker, d: KVData, viewer: int) -> str:
    people = d.peoples[viewer]
    lines = [f"  your secret projects (seat {SEATS[viewer]}):" + ("" if people.secret else " -")]
    lines += card_rows(game, people.secret)
    if people.dealt:
        lines += ["  dealt to you to choose from:", *card_rows(game, people.dealt)]
    return "\n".join(lines)


# The map's legend: what a space's code means (kleine_voelker.de.txt L253-L255: 7 spaces a
# territory, 2 meadow, 2 straw, 2 leaves and a bramble; L463-L470: the number printed on a
# space is its cost, a bramble's is 5 once a land tile covers it; L212, L648: roofs).
LEGEND = (
    "The garden: 7 territories of 7 spaces, each drawn as a flower around its centre space",
    "(the spaces NW NE / W centre E / SW SE). A space reads its land and number (the build",
    "cost): m meadow, s straw, l leaves, ? a bramble no land tile covers yet (building there",
    "costs 5); then the building on it: the seat's letter and its floors, ^ under a roof.",
    "Example: [m4 A2^] a meadow 4 with seat A's building of 2 floors and a roof. (crane): the",
    "territory where the turtle crane stands, where the next action takes place (L256-L273).",
)


def render(game: KleineVoelker, d: KVData) -> str:
    """The garden as a map: each territory drawn as a flower of 7 spaces in board
    directions. A space reads land+cost, then owner seat and floors, ^ for a roof:
    `m4 A2^` is a meadow 4 with seat A's 2 floors and a roof; `?5` an uncovered bramble."""
    geo = game.geo(d)

    def cell(s: int) -> str:
        land = "?" if d.land[s] == UNSET else LANDS[d.land[s]][0]
        who = f"{SEATS[d.owner[s]]}{d.floors[s]}" if d.owner[s] != NOBODY else "  "
        return f"{land}{d.cost[s]} {who}{'^' if d.roofed[s] else ' '}"

    def flower(terr: int) -> list[str]:
        c = [cell(geo.at(terr, x)) for x in range(7)]
        mark = "(crane)" if d.crane == terr else ""
        return [
            f"    territory {terr} {mark}".ljust(26),
            f"    [{c[1]}][{c[2]}]".ljust(26),
            f"[{c[6]}][{c[0]}][{c[3]}]".ljust(26),
            f"    [{c[5]}][{c[4]}]".ljust(26),
        ]

    pos = d.positions
    rows = [[pos[1], pos[2]], [pos[6], pos[0], pos[3]], [pos[5], pos[4]]]
    lines = list(LEGEND)
    for row in rows:
        pad = " " * 13 if len(row) == 2 else ""
        drawn = [flower(terr) for terr in row]
        for i in range(4):
            lines.append((pad + "".join(f[i] for f in drawn)).rstrip())
    lines.append(
        f"Round {d.round}; in the general supply: {d.roofs} roofs, land tiles "
        + ", ".join(f"{n} {x}" for x, n in zip(LANDS, d.land_tiles, strict=True))
    )
    lines += ["public projects on display:", *card_rows(game, d.display)]
    for p, q in enumerate(d.peoples):
        lines.append(
            f"  seat {SEATS[p]}: {q.inhabitants} inhabitants, {q.supply} floors in its supply, "
            f"{q.ploys} ploy token{'' if q.ploys == 1 else 's'} unused, {q.vp} VP; "
            "public projects claimed:" + ("" if q.claimed else " none")
        )
        lines += card_rows(game, q.claimed)
    return "\n".join(lines)
