"""What a seat may see (the observation, the terminal's text) and what it cannot (redrawn by a
resample): the face-down A and B piles (L244-L245), the other seats' C hands (L400), the elders
still face down (L239, L782, L880) and the order beneath the promo pile's top (L940: it lies
face up, only its top is seen); the buildings back in the box (L249) are counted, not named.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from boardrules.cards.describe import card_rows, card_words
from boardrules.loop import current_player, decision_name
from boardrules.menus import seat_name
from boardrules.tasks import asked

from .position import worker_doc
from .state import SHIPS, Harbor, NData, own
from .tasks import FeedElder, FeedHolder

if TYPE_CHECKING:
    from .game import Nusfjord


def observation(game: Nusfjord, d: NData, player: int) -> dict[str, Any]:
    hidden = set(d.face_down)
    fleet = game.fleet
    columns = game.turns.imitation_spaces(d)
    return {
        "game": game.id,
        "round": d.round,
        "phase": d.phase,
        "start_player": d.first,
        "to_move": current_player(d),
        "decision": decision_name(d),
        # the decision as the table hears it: the building being built, the ability offered
        "asked": asked(d.tasks),
        # as the position: whether a fish lies on each plate; the fish each plate demands to
        # be served (L438-L450) are the game's table, under their own name
        "banquet_table": list(d.plates),
        "plate_costs": list(game.banquet.plates),
        "new_shares": list(d.new_shares),
        "catch_in_hand": catch_in_hand(d),
        "ships": dict(zip(SHIPS, d.ships, strict=True)),
        "rafts": d.rafts,
        "elder_stacks": [[e if e not in hidden else "?" for e in s] for s in d.stacks],
        # L940: a shuffled pile lying face up: its top is seen, not the order beneath
        "forgotten": ["?"] * (len(d.forgotten) - 1) + list(d.forgotten[-1:]),
        "display": {"A": list(d.display_a), "B": list(d.display_b), "C": list(d.display_c)},
        "piles": {"A": len(d.pile_a), "B": len(d.pile_b), "C": len(d.pile_c)},
        # L249, L675: back in the box face down, unseen (which they are follows from the
        # deck and what was laid out); L882: out of the game face up
        "box": len(d.box),
        "removed": list(d.removed),
        # as the position and the notation write them: "elder E04", "imitation left"
        "placed": [[str(worker_doc(columns, where)) for where in c] for c in d.placed],
        "harbors": [
            {
                "wood": h.wood,
                "fish": h.fish,
                "gold": h.gold,
                "reserves": dict(zip(("wood", "fish", "gold"), h.reserves, strict=True)),
                "unrealized": h.unrealized,
                "shares": list(h.shares),
                "forests": list(h.forests),
                "spaces": [c or None for c in h.spaces],  # null: a free space, as the position
                "beside": list(h.beside),
                "track": list(h.track),
                "guests": h.guests,
                "boarded": list(h.boarded),
                "catch": fleet.catch_size(h),
                # the council in the order taken, and the fish on each of its elders
                "elders": list(h.elders),
                "elder_fish": dict(zip(h.elders, h.elder_fish, strict=True)),
                "hand": list(h.hand) if q == player else len(h.hand),
            }
            for q, h in enumerate(d.harbors)
        ],
    }


def catch_in_hand(d: NData) -> dict[str, Any] | None:
    """L295-L347: while a short catch is being distributed (a seat choosing which elder or
    whose share gets the next one), the items of the new catch still in that seat's hand:
    only these are distributed, never the seat's own supply (L347). None otherwise."""
    top = d.tasks[-1] if d.tasks else None
    if not isinstance(top, FeedElder | FeedHolder):
        return None
    return {"seat": top.seat, "item": top.item, "left": top.left}


def resample_hidden(d: NData, player: int, rng: random.Random) -> None:
    """Redraws what ``player`` cannot see: the order of the face-down A and B piles, the
    other seats' C hands (L400) dealt again, each the same size, from those hands and the C
    pile together, and the face-down elders (L239, L782, L880), which trade places among
    themselves (nobody saw which lies where), and the promo pile beneath its top (shuffled,
    face up, L940: only the top is seen). The face-up elders stay, and so does the box (L249:
    which buildings went back follows from the deck and the display, only their order is
    unseen, and the box keeps none)."""
    piles = [list(d.pile_a), list(d.pile_b)]  # the table's rows are tuples (state.py)
    for pile in piles:
        rng.shuffle(pile)
    d.pile_a, d.pile_b = tuple(piles[0]), tuple(piles[1])
    down = set(d.face_down)
    stacks = [list(s) for s in d.stacks]
    spots = [(s, i) for s in stacks for i, e in enumerate(s) if e in down]
    faces = [s[i] for s, i in spots]
    rng.shuffle(faces)
    for (s, i), e in zip(spots, faces, strict=True):
        s[i] = e
    d.stacks = tuple([tuple(s) for s in stacks])
    beneath = list(d.forgotten[:-1])
    rng.shuffle(beneath)
    d.forgotten = (*beneath, *d.forgotten[-1:])
    others = [q for q in range(len(d.harbors)) if q != player]
    unseen = list(d.pile_c) + [c for q in others for c in d.harbors[q].hand]
    rng.shuffle(unseen)
    for q in others:
        h = own(d, q)
        h.hand = tuple([unseen.pop() for _ in h.hand])
    d.pile_c = tuple(unseen)


def render_private(game: Nusfjord, d: NData, viewer: int) -> str:
    hand = d.harbors[viewer].hand
    return "\n".join(
        ["  your C buildings in hand:" + ("" if hand else " -"), *card_rows(game, hand)]
    )


def harbor_words(game: Nusfjord, h: Harbor) -> str:
    """A harbor board in words: the forest strips on each double space (L271), the building
    on each building space (L458), the free building spaces and what is built beside (L856)."""
    forests = [
        f"spaces {a}-{b} ({n} strip{'s' if n != 1 else ''})"
        for (a, b), n in zip(game.harbor.doubles, h.forests, strict=True)
        if n
    ]
    forested = {s for k, pair in enumerate(game.harbor.doubles) if h.forests[k] for s in pair}
    built = [f"space {s}" for s, c in enumerate(h.spaces) if c]
    free = [str(s) for s, c in enumerate(h.spaces) if not c and s not in forested]
    parts = [
        "forest on " + (", ".join(forests) if forests else "no space"),
        "built on: " + (", ".join(built) if built else "nothing"),
        "free building spaces: " + (", ".join(free) if free else "none"),
    ]
    if h.beside:  # L856
        parts.append(f"beside the spaces: {', '.join(h.beside)}")
    return "; ".join(parts)


GOODS = ("wood", "fish", "gold")  # the reserves' order


def held(shares: Sequence[int]) -> str:
    """Share tokens per colour (the issuing seat), in words: ``"2 of seat A, 1 of seat C"``."""
    return ", ".join(f"{n} of {seat_name(q)}" for q, n in enumerate(shares) if n)


def render(game: Nusfjord, d: NData) -> str:
    """The table as text lines, for the terminal."""
    plates = ", ".join(  # L438-L450: each plate demands fish to serve it, then holds one
        f"{c}{'*' if full else ''}" for c, full in zip(game.banquet.plates, d.plates, strict=True)
    )
    columns = game.turns.imitation_spaces(d)
    lines = [
        (
            f"game over after round {d.round}"
            if d.phase == "over"
            else f"round {d.round}, {d.phase} phase"  # L279-L287: fishing, work, homecoming
        )
        + f"; start ship at {seat_name(d.first)}",
        f"banquet table, each plate's fish to serve it (* a fish lies on it): {plates}",
        f"newly realized shares: {held(d.new_shares) or 'none'}; ships: "
        + ", ".join(f"{k} {n}" for k, n in zip(SHIPS, d.ships, strict=True)),
        "workers: "
        + "; ".join(
            f"{seat_name(p)} on "
            + (", ".join(str(worker_doc(columns, w)).replace("_", " ") for w in c) or "-")
            for p, c in enumerate(d.placed)
        ),
        "elder stacks, the top elder of each (? face down, L239):",
    ]
    tops = [(s[-1] if s[-1] not in d.face_down else "?") if s else "-" for s in d.stacks]
    lines += card_rows(game, tops)
    for letter, display in (("A", d.display_a), ("B", d.display_b), ("C", d.display_c)):
        lines += [f"display {letter}:" + ("" if display else " -"), *card_rows(game, display)]
    hand = catch_in_hand(d)
    if hand is not None:  # L347: only the new catch is distributed
        lines.append(f"catch in hand of seat {hand['seat']}: {hand['left']} {hand['item']}")
    if d.forgotten:  # L940: a face-up pile, only its top seen
        lines.append(f"promo pile: {d.forgotten[-1]} (+{len(d.forgotten) - 1} beneath)")
    for p, h in enumerate(d.harbors):
        harbor = harbor_words(game, h)
        lines.append(
            f"{seat_name(p)}: wood {h.wood} fish {h.fish} gold {h.gold} reserves "
            + ", ".join(f"{n} {good}" for n, good in zip(h.reserves, GOODS, strict=True))
            + f"; catch {game.fleet.catch_size(h)}, fishing track: "
            + (", ".join(h.track) or "no ships")  # L299, L551: ships left to right
            + "; shares held: "
            + (held(h.shares) or "none")
            + f"; unrealized {h.unrealized}"
        )
        lines.append(f"   harbor: {harbor}")
        lines += [f"     space {s}: {card_words(game, c)}" for s, c in enumerate(h.spaces) if c]
        lines.append("   elder council:" + ("" if h.elders else " -"))
        lines += [
            f"     {n} fish on {card_words(game, e)}"
            for e, n in zip(h.elders, h.elder_fish, strict=True)
        ]
    return "\n".join(lines)
