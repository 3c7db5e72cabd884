"""The solo campaign (nusfjord.de.md L706-L714): three games in a row with one deck, and the
rank they earn.

After each of the first two games the buildings built leave the campaign; the unbuilt A and B
buildings of the boards are set aside; the unbuilt C buildings go back into the C pile
(L710). The second game lays out the A and B buildings the first did not; the third draws
them from those set aside (L712), fewer if too few are left. The rank (L714) follows the
three games' total.

>>> import boardrules
>>> first = campaign_game(1, [], seed=1)
>>> first.players, len(first.data.display_a), len(first.data.display_b)
(1, 9, 6)
>>> campaign_rank(112.0, 0), campaign_rank(112.0, 20), campaign_rank(109.0, 20)
(12, 20, 19)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from boardrules import State, rng
from boardrules.registry import load_game

GAMES = 3


def _nusfjord() -> Any:
    return load_game("nusfjord")


def _letter(game: Any, card: str) -> str:
    letter: str = game.buildings[card].prop_str("letter")
    return letter


def campaign_game(number: int, previous: Sequence[State], seed: int = 0, **options: Any) -> State:
    """Game ``number`` (1-3) of a campaign whose earlier games ended in ``previous`` (their
    final states, in order): a solo game of that ``seed`` and game ``options`` (``variant``,
    ``deck``, ...) whose buildings follow L710-L712."""
    if not 1 <= number <= GAMES or len(previous) != number - 1:
        raise ValueError(f"game {number} of a campaign follows {number - 1} finished games")
    if any(not s.is_terminal or s.players != 1 for s in previous):
        raise ValueError("a campaign is played solo, each earlier game to its end (L708)")
    fresh: State = _nusfjord().new_game(1, seed=seed, **options)
    if number == 1:
        return fresh
    game: Any = fresh.game  # with the card sets of ``options``
    deck = sorted(game.deck_cards(fresh.data.options["deck"]))
    built: set[str] = set()
    laid_out: list[set[str]] = []
    for s in previous:
        mine = set(game.built(s.data.harbors[0]))
        built |= mine
        shown = set(s.data.display_a) | set(s.data.display_b)
        laid_out.append(shown | {c for c in mine if _letter(game, c) in "AB"})
    if number == 2:  # L712: the A and B buildings not laid out in the first game
        pool = [c for c in deck if _letter(game, c) in "AB" and c not in laid_out[0]]
    else:  # L712: drawn from those set aside: laid out, not built
        aside = (laid_out[0] | laid_out[1]) - built
        pool = [c for c in deck if c in aside]
    c_pile = [c for c in deck if _letter(game, c) == "C" and c not in built]  # L710
    state = rng.seed_state(seed ^ 0x5EED)
    state = rng.shuffle(state, pool)
    rng.shuffle(state, c_pile)
    shown = game.params["display"]
    a = [c for c in pool if _letter(game, c) == "A"][: shown["a_setup"]]
    b = [c for c in pool if _letter(game, c) == "B"][: shown["b_setup"]]
    doc = fresh.position()  # in the game's words (position.py)
    doc["data"]["display"].update(A=a, B=b)
    doc["data"]["piles"] = {"A": [], "B": [], "C": c_pile}
    # L710: the buildings built leave the campaign; the A and B buildings not laid out lie
    # aside, back in the box for this game
    doc["data"]["removed"] = sorted(built)
    doc["data"]["box"] = [c for c in deck if _letter(game, c) in "AB" and c not in {*built, *a, *b}]
    nxt: State = game.state_from_position(doc)
    return nxt


def campaign_rank(total: float, rank: int) -> int:
    """L714: the points above 100 of the three games are the new rank, unless the rank is
    already higher; 10 or more points short of what the rank asks lose one rank; never
    below 0."""
    above = int(total) - 100
    if above > rank:
        return above
    if total <= 100 + rank - 10:
        return max(0, rank - 1)
    return rank
