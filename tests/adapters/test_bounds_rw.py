"""Woodcraft Roll & Write's game length bound, counted from its rules
(games/woodcraft_rw/bounds.py): each seat's decisions by kind stay within the count the bound
rests on, in the games of every long-play player, and the bound is within twice the longest
games found (the hoarder of tests/adapters/long_plays.py; docs/research.md)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import boardrules
from games.woodcraft_rw import bounds
from tests.adapters.long_plays import GAME_PLAYERS, PLAYERS, Player, hoarder, length

KIND = {
    "Keep": "keep",
    "Commit": "commit",
    "Column": "column",
    "PickOrder": "take",
    "Lantern": "lantern",
    "Chestnut": "chestnut",
    "Deliver": "deliver",
    "GiveDie": "deliver",
    "SellMaterial": "crossing",
    "Choose": "asked",
    "DieValue": "asked",
    "Adjust": "asked",
    "SwapMaterial": "asked",
    "MaterialAs": "asked",
}
"""The bound's kind of each decision (``asked``: a helper's, a line's or one heard after an
order); a free action's by its word. A decision of another kind fails the test: the bound
has no argument for it."""
FREE = {"end": "end", "fulfil": "fulfil", "use": "asked"}
FREE.update(dict.fromkeys(("glue", "saw", "shave", "hire", "fill"), "crossing"))
ASKED = ("helpers", "per_order", "lines")


def counted(state: boardrules.State, who: Player, rng: random.Random) -> boardrules.State:
    """Plays ``state`` to its end, checking every seat's decisions by kind against
    ``bounds.seat_terms`` for its die turns, and the game's length against the bound."""
    game, players = state.game, state.players
    seats: list[Counter[str]] = [Counter() for _ in range(players)]
    chance, steps = Counter[str](), 0
    while not state.is_terminal:
        top, seat = type(state.data.tasks[-1]).__name__, state.current_player
        action = rng.choice(state.legal_action_ids()) if seat < 0 else who(state, rng)
        if seat < 0:
            chance[top] += 1
        else:
            word = str(game.action_from_id(action)).split()[0]
            kind = FREE[word] if top == "Free" else KIND[top]
            seats[seat][kind] += 1
        state, steps = state.apply_id(action), steps + 1
    for p, count in enumerate(seats):
        die_turns = sum(v > 0 for v in state.data.sheets[p].box_value)
        terms = bounds.seat_terms(game, die_turns)  # type: ignore[arg-type]
        for kind, n in count.items():
            if kind not in ("asked", "crossing"):
                assert n <= terms[kind], (p, kind, n, terms[kind], die_turns)
        # the hires crossed their cost less 1 more circles than their decisions (L230-L238)
        sheet, tables = state.data.sheets[p], game.tables  # type: ignore[attr-defined]
        hired = [h for i, h in enumerate(tables.helpers) if sheet.helpers >> i & 1]
        extra = sum(bounds.gained(h.cost, "blueberry") - 1 for h in hired)
        assert count["crossing"] <= terms["crossing"] - extra, (p, count, extra)
        most = terms["crossing"] + sum(terms[k] for k in ASKED)
        assert count["crossing"] + count["asked"] <= most, (p, count, die_turns)
    assert chance["BoardDie"] <= bounds.CHANCE_DICE * 6  # L51-L53
    assert steps <= game.game_length_bound(players, game.info.defaults())
    return state


@pytest.mark.parametrize("players", [1, 2, 3, 5])
def test_woodcraft_rw_seats_keep_to_the_counts_the_bound_rests_on(players: int) -> None:
    """Random, adversarial, lingering and hoarding seats: each kind of decision a seat takes
    (the secret choice and the end of its free actions once a turn, L77-L85, L140-L148; a
    material crossed out once a circle, L105-L109; a lantern once a cell, L202-L218...)
    stays within ``bounds.seat_terms`` for the turns it took a die in."""
    game = boardrules.load_game("woodcraft_rw")
    who = [PLAYERS[n] for n in ("random", "adversary", "lingerer")]
    for k, player in enumerate([*who, *GAME_PLAYERS["woodcraft_rw"].values()]):
        counted(game.new_game(players, k, "explicit"), player, random.Random(k))


def test_woodcraft_rw_bound_reads_each_effect_and_refuses_the_unargued() -> None:
    """Helper A asks what is crossed and what it is used as (L460-L468), a choice one more
    decision and its option's; an effect no argument covers is refused, not counted as 0."""
    assert bounds.decisions([{"swap_material": 1}]) == 2
    chosen = [{"choose": [[{"gain": {"glue": 1}}], [{"gain_die": {"value": "choice"}}]]}]
    assert bounds.decisions(chosen) == 2
    with pytest.raises(ValueError, match="no decisions argued"):
        bounds.decisions([{"reroll_all": 1}])


@pytest.mark.parametrize(
    ("players", "below", "noise", "seed", "longest"),
    [
        (1, 2, 0.0, 3, 180),
        (2, 2, 0.0, 11, 269),
        (3, 2, 0.0, 4, 383),
        (4, 2, 0.0, 1, 510),
        (5, 2, 0.0, 28, 613),
    ],  # fmt: skip
)
def test_woodcraft_rws_bound_is_within_twice_a_game_that_happens(
    players: int, below: int, noise: float, seed: int, longest: int
) -> None:
    """The hoarder (every seat takes the die of the richest bonus, hires the helpers of
    once-a-round abilities first and spends one material a decision) plays games of these
    lengths, more than half the bound (259, 476, 711, 954 and 1,213 with 1-5 seats: 1.44x,
    1.77x, 1.86x, 1.87x and 1.98x)."""
    game = boardrules.load_game("woodcraft_rw")
    bound = game.game_length_bound(players, game.info.defaults())
    assert length(game, players, seed, "explicit", hoarder(below, noise)) == longest
    assert longest <= bound < 2 * longest
