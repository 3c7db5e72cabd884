"""Setting up a Hallertau table (hallertau.de.md L211-L249): the decks of the chosen starter
and court decks (L214-L217, mixed: L818-L820), the quarter cards for 1-3 players (L218), each
village (L235-L243) with its court cards and hand dealt as kernel ``Draw`` records (in both
chance modes: ``draws.py``), a random start player (L245).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from boardrules import rng
from boardrules.engine import later
from boardrules.tasks import FACE_DOWN, Draw, draw

from .crafts import reset_boulders
from .state import CRAFTS, DECKS, GOODS, NO_TALLY, NOT_STARTED, HData, Village, field, take_villages
from .tasks import Round, SetupBoard

if TYPE_CHECKING:
    from .game import Hallertau

CARD_KINDS = ("starter_card", "court_card", "bonus_card", "point_card")  # DECKS order
DECK_DIGITS = ((0, 1, 2, 3), (4, 5, 6, 7), (8,), (9,))  # the first digit of each kind's numbers


def deck_choices(digits: str) -> tuple[int | str, ...]:
    """One deck by its number, or a mix of two or more as a string of their digits."""
    mixes = ["".join(c) for n in range(2, 5) for c in combinations(digits, n)]
    return (*(int(x) for x in digits), *mixes)


def decks_in(choice: int | str) -> set[int]:
    return {int(x) for x in str(choice)}


def cards_in_game(g: Hallertau, options: dict[str, Any]) -> dict[str, list[str]]:
    """The cards of each deck (``DECKS``) a game with these options plays with, in catalog
    order (L214-L217: one starter and one court deck, or several mixed, L818-L820; none
    without cards, L799). New lists each time (a setup shuffles them), read from the
    catalog once per choice of decks (``Hallertau.deck_lists``)."""
    key = tuple(str(options.get(k, "")) for k in ("variant", "starter_deck", "court_deck"))
    decks = g.deck_lists.get(key)
    if decks is None:
        if len(g.deck_lists) >= 256:  # many deck mixes in one process: start again
            g.deck_lists.clear()
        decks = g.deck_lists[key] = deck_lists(g, options)
    return {deck: list(cards) for deck, cards in decks.items()}


def deck_lists(g: Hallertau, options: dict[str, Any]) -> dict[str, tuple[str, ...]]:
    """``cards_in_game`` read from the catalog."""
    if options["variant"] == "cardless":
        return {deck: () for deck in DECKS}
    wanted = {
        "starter": decks_in(options["starter_deck"]),
        "court": decks_in(options["court_deck"]),
    }
    return {
        deck: tuple(
            c.id
            for c in g.catalog.of_kind(kind)
            if deck not in wanted or c.prop_int("number") // 100 in wanted[deck]
        )
        for deck, kind in zip(DECKS, CARD_KINDS, strict=True)
    }


def deal_village(left: dict[str, int], p: int) -> list[Draw]:
    """The draws of seat ``p``'s setup, from decks holding ``left`` cards: 6 face-down court
    cards on its stable board (L241: nobody sees them), 4 starter cards and 1 point card in
    its hand (L243: its owner alone sees them); a deck gives what it has (L325)."""
    out: list[Draw] = []
    for deck, n, seat, into in (
        ("court", 6, FACE_DOWN, "stable"),
        ("starter", 4, p, "hand"),
        ("point", 1, p, "hand"),
    ):
        k = min(n, left[deck])
        left[deck] -= k
        out += [draw(deck, seat, into, p) for _ in range(k)]
    return out


def setup(g: Hallertau, players: int, seed: int, options: dict[str, Any]) -> HData:
    state = rng.seed_state(seed)

    def shuffle(items: list[str]) -> list[str]:
        nonlocal state
        state = rng.shuffle(state, items)
        return items

    decks = {deck: shuffle(cards) for deck, cards in cards_in_game(g, options).items()}
    quarter_deck = shuffle(list(g.quarter_cards)) if players < 4 else []  # L218
    start = g.params["start_goods"]
    villages = []
    deals: list[Draw] = []
    left = {deck: len(pile) for deck, pile in decks.items()}
    for p in range(players):
        crafts = [1] * len(CRAFTS)  # L236: right next to the house tile (column 0)
        deals += deal_village(left, p)
        villages.append(
            Village(
                goods=[int(start.get(x, 0)) for x in GOODS],  # L240
                fields=sorted(field(r) for r in g.params["start_fields"]),  # L238, L265
                sheep=[0] * 7,
                # L241: 6 face-down court cards; without cards they only hold sheep and workers
                stable_cards=[""] * 6,
                workers=0,
                tools=0,
                tools_used=0,
                jewelry=0,  # L242
                crafts=crafts,
                boulders=reset_boulders(g, crafts),  # L237
                hand=[],
                played=[],
                recent=[],
                tally=NO_TALLY,
            )
        )
    state, first = rng.randbelow(state, players)  # L245: a random start player
    # the kernel's fields: players, seed, rng, options, tasks
    d = HData(
        players,
        seed,
        state,
        options,
        [],
        round=0,
        phase=NOT_STARTED,
        start=first,
        workers_on=[0] * (3 * len(g.spaces)),
        quarter_deck=quarter_deck,
        decks=decks,
        villages=villages,
        removed_cards=(),  # nothing is out of the game yet (L279-L285, L225)
        quarter_cards_out=(),
    )
    take_villages(d)
    later(d, *deals, SetupBoard(), Round(1))
    return d
