"""The solo campaign: three linked games and the rank (nusfjord.de.md L706-L714)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pytest

from boardrules import State
from boardrules.cli import main, number, random_action
from tests.nusfjord.helpers import GAME
from tests.play import played

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.nusfjord.campaign import campaign_game, campaign_rank
else:
    from boardrules.games.nusfjord.campaign import campaign_game, campaign_rank


def letter(card: str) -> str:
    return str(GAME.buildings[card].prop("letter"))


def test_three_linked_games() -> None:
    # L710-L712: the built buildings leave; game 2 lays out the A and B not laid out in game
    # 1; game 3 draws from those laid out but not built; unbuilt C go back into the C pile.
    one = played(campaign_game(1, [], seed=1), 1)
    built1 = {c for c in one.data.harbors[0].spaces if c}
    laid1 = (
        set(one.data.display_a) | set(one.data.display_b) | {c for c in built1 if letter(c) != "C"}
    )
    assert len(laid1) == 15  # 9 A and 6 B (L245)
    two_start = campaign_game(2, [one], seed=2)
    shown2 = set(two_start.data.display_a) | set(two_start.data.display_b)
    assert len(two_start.data.display_a) == 9 and len(two_start.data.display_b) == 6
    assert not shown2 & laid1
    assert set(two_start.data.pile_c) == {c for c in GAME.buildings if letter(c) == "C"} - built1
    two = played(two_start, 2)
    built2 = {c for c in two.data.harbors[0].spaces if c}
    three = campaign_game(3, [one, two], seed=3)
    shown3 = set(three.data.display_a) | set(three.data.display_b)
    aside = (laid1 | shown2) - built1 - built2
    assert shown3 <= aside and len(shown3) == min(15, len(aside))
    assert not set(three.data.pile_c) & (built1 | built2)


def test_a_campaign_is_solo_and_in_order() -> None:
    # L708: three games in a row, solo.
    with pytest.raises(ValueError):
        campaign_game(2, [], seed=1)
    with pytest.raises(ValueError):
        campaign_game(2, [campaign_game(1, [], seed=1)], seed=2)  # not finished


@pytest.mark.parametrize(
    ("total", "rank", "new"),
    [
        (112.0, 0, 12),
        (112.0, 20, 20),
        (110.0, 20, 19),
        (111.0, 20, 20),
        (93.0, 3, 2),
        (94.0, 3, 3),
        (80.0, 0, 0),
    ],
)
def test_the_rank(total: float, rank: int, new: int) -> None:
    # L714: points above 100 set the rank unless it is higher; 10 or more short lose one;
    # never below 0.
    assert campaign_rank(total, rank) == new


def test_the_campaign_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    # L706-L714: `boardrules campaign nusfjord` plays the three linked games (game k with seed
    # --seed + k - 1, the earlier ones' random seats going on) and prints the rank.
    assert main(["campaign", "nusfjord", "--seed", "4", "--rank", "3", "--quiet"]) == 0
    out = capsys.readouterr().out
    rnd = random.Random(4)
    finished: list[State] = []
    for k in range(1, 4):
        assert f"campaign game {k} of 3, seed {3 + k}" in out
        finished.append(played_with(campaign_game(k, finished, seed=3 + k), rnd))
    scores = [s.scores()[0] for s in finished]
    total = sum(scores)
    line = f"rank 3 -> {campaign_rank(total, 3)}"
    assert f"{' + '.join(number(x) for x in scores)} = {number(total)} points; {line}" in out


def test_the_campaign_command_refuses_what_is_not_a_campaign(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["campaign", "nusfjord", "--players", "2"]) == 2
    assert "solo" in capsys.readouterr().err
    assert main(["campaign", "nusfjord", "--rank", "-1"]) == 2
    assert main(["campaign", "nusfjord", "--variant", "solo_advanced", "--quiet"]) == 0
    assert "campaign game 3 of 3" in capsys.readouterr().out
    assert main(["campaign", "hallertau"]) == 2
    assert "hallertau has no campaign" in capsys.readouterr().err


def played_with(state: State, rnd: random.Random) -> State:
    while not state.is_terminal:
        state = state.apply(random_action(state, rnd))
    return state
