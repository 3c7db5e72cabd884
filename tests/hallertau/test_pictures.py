"""Hallertau pictures show each village as it is: fields by row, sheep, crafts, boulders, cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.hallertau.helpers import GAME, run, table, village
from tests.picture_helpers import parse, part, text, with_class

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import crafts
    from games.hallertau.state import CRAFTS, field
else:
    from boardrules.games.hallertau import crafts
    from boardrules.games.hallertau.state import CRAFTS, field


def test_every_sheep_is_drawn_where_it_stands() -> None:
    """L289-L301: sheep of rounds 1-3 lie on the court card under the round; others stable."""
    d = table(2, variant="cards")
    v = village(d, 1)
    v.sheep = [0, 2, 1, 0, 0, 0, 3]  # round 2's card: 2, round 3's: 1, the stable: 3
    state = run(d)
    seat = part(parse(state.svg()), "seat-B")
    assert len(with_class(seat, "sheep")) == 6
    assert "stable: 3 sheep" in text(seat)
    assert "court card of round 2, face down: 2 sheep" in text(seat)
    assert len(with_class(part(parse(state.svg()), "seat-A"), "sheep")) == sum(village(d, 0).sheep)


def test_fields_are_drawn_in_their_rows_with_what_grows_on_them() -> None:
    """L261: a field lies in the row the action gives; L439: sowing puts a crop on it."""
    d = table(1)
    village(d).fields = [field(2), field(3, 1 + 2), field(5, 1 + 0, double=True)]
    seat = part(parse(run(d).svg()), "seat-A")
    assert len(with_class(seat, "row-2")) == 1
    assert len(with_class(seat, "row-3")) == 1
    assert "a field in row 3 with hops" in text(seat)
    assert "a field in row 5 with flax2" in text(seat)
    assert len(with_class(seat, "row-4")) == 0


def test_crafts_and_boulders_stand_in_their_columns() -> None:
    """L236-L237: crafts start in column 1, their boulders in columns 3 and 5."""
    d = table(1)
    village(d).crafts[CRAFTS.index("brewery")] = 4
    seat = part(parse(run(d).svg()), "seat-A")
    assert "brewery in column 4" in text(seat)
    assert "carpentry in column 1" in text(seat)
    boulders = [b for b in village(d).boulders if b <= GAME.edge]
    assert len(with_class(seat, "boulder")) == len(boulders)
    shown = crafts.workers_shown(GAME, village(d))
    assert f"community center in column 0, window {shown}" in text(seat)


def test_the_hand_is_face_up_for_its_owner_only() -> None:
    """L659: hand cards are one's own; others see how many."""
    state = GAME.new_game(2, seed=3)
    hand = state.data.villages[0].hand
    assert hand
    own = text(part(parse(state.svg(0)), "seat-A"))
    theirs = text(part(parse(state.svg(1)), "seat-A"))
    for card in hand:
        assert f"card {card}: {GAME.describe_card(card)}" in own
        assert f"card {card}:" not in theirs
    assert f"{len(hand)} face-down hand cards" in theirs


def test_the_action_board_counts_the_workers_in_each_row() -> None:
    """L399-L413: row r of a space holds r workers; workers have no owner (L228, L371)."""
    d = table(2)
    d.workers_on[:3] = [1, 2, 0]
    root = parse(run(d).svg())
    first = with_class(root, "space")[0]
    assert len(with_class(first, "worker")) == 3
    assert "row 1: 1 worker(s), row 2: 2 worker(s)" in text(first)


def test_the_text_view_says_the_workers_are_neutral() -> None:
    """L371: each round a seat takes its workers from the general supply; L228: the workers
    left after setup are the general supply. The board's workers belong to no seat, and the
    terminal says so."""
    state = GAME.new_game(2, seed=1)
    lines = state.render().splitlines()
    assert any("workers are neutral" in line for line in lines)
    assert any("general supply (L371)" in line for line in lines)
    seats = [line for line in lines if line.startswith("  seat ")]
    assert len(seats) == 2 and all("neutral workers on its court card 6" in s for s in seats)


@pytest.mark.parametrize(
    ("craft", "paid"),
    [
        ("carpentry", "clay or rye, with more clay than rye in each step."),  # L541
        ("brewery", "barley or hops, with more barley than hops in each step."),  # L542
        ("cold_storage", "meat or milk."),  # L543
        ("bakehouse", "flax, barley or rye, with at most 1 flax in each step."),  # L544
        ("manufactory", "flax, hide or wool."),  # L545
    ],
)
def test_help_for_a_craft_says_what_a_step_costs(craft: str, paid: str) -> None:
    """Issue 23: ``help carpentry`` answers what the craft does, read from crafts.yaml: a
    step to the right costs 1 jewelry (L613) or as many goods as the round's number (L535)
    of its kinds, under its restriction (L540-L547); its rulebook line follows."""
    from boardrules.cli.menu import help_text

    answer = help_text(GAME, craft, GAME.new_game(2, seed=3))
    does = next(line for line in answer.splitlines() if line.strip().startswith("does:"))
    assert "1 jewelry, or as many goods as the round's number" in does
    assert does.endswith(f"{paid} The house tile follows the leftmost craft (L557-L559).")
    assert "Craft." not in answer and "rules: hallertau.de.md L54" in answer
