"""The dice operations shared by Woodcraft Roll & Write and Woodcraft (games/woodcraft_dice.py):
saw, glue, upgrade, adjust. Lines cite woodcraft_rw.pl.txt ("RW") and woodcraft.de.txt ("W")."""

from __future__ import annotations

import doctest
from typing import TYPE_CHECKING

import attrs
import pytest

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games import woodcraft_dice
    from games.woodcraft_dice import (
        Die,
        Glued,
        adjust,
        can_adjust,
        can_glue,
        can_saw,
        can_upgrade,
        glue,
        glue_colors,
        saw,
        saw_splits,
        upgrade,
        upgrade_steps,
    )
else:
    from boardrules.games import woodcraft_dice
    from boardrules.games.woodcraft_dice import (
        Die,
        Glued,
        adjust,
        can_adjust,
        can_glue,
        can_saw,
        can_upgrade,
        glue,
        glue_colors,
        saw,
        saw_splits,
        upgrade,
        upgrade_steps,
    )

YELLOW, BROWN, GREEN = 0, 1, 2


def test_the_module_examples_hold() -> None:
    assert doctest.testmod(woodcraft_dice).failed == 0


def test_a_6_is_sawn_into_1_and_5_2_and_4_or_3_and_3() -> None:
    # RW L186-L200: one die into two of its colour whose values add up to it.
    assert saw_splits(6) == ((1, 5), (2, 4), (3, 3))
    assert saw(Die(BROWN, 6), (1, 5)) == (Die(BROWN, 1), Die(BROWN, 5))


def test_a_1_cannot_be_sawn() -> None:
    # RW digest A12, W L854: both parts at least 1, so a die showing 1 is not sawn.
    assert saw_splits(1) == () and not can_saw(1)
    with pytest.raises(ValueError, match="cannot be sawn"):
        saw(Die(YELLOW, 1), (1, 0))


def test_more_cuts_give_more_pieces() -> None:
    # W L857-L865 with the L949-L955 example: a 5 with one cut is 1+4 or 2+3; with one extra
    # cut (a saw blade disc) 1+1+3 or 1+2+2; with three extra cuts 1+1+1+1+1.
    assert saw_splits(5) == ((1, 4), (2, 3))
    assert saw_splits(5, pieces=3) == ((1, 1, 3), (1, 2, 2))
    assert saw_splits(5, pieces=5) == ((1, 1, 1, 1, 1),)
    assert saw_splits(5, pieces=6) == () and not can_saw(5, pieces=6)
    assert saw(Die(GREEN, 5), (1, 2, 2)) == (Die(GREEN, 1), Die(GREEN, 2), Die(GREEN, 2))


def test_sawn_values_must_add_up_to_the_die() -> None:
    # RW L190-L192, W L863-L865: the pieces add up to the sawn die's value.
    with pytest.raises(ValueError):
        saw(Die(YELLOW, 6), (2, 3))
    with pytest.raises(ValueError):
        saw(Die(YELLOW, 6), (6,))
    with pytest.raises(ValueError, match="2 or more"):
        saw_splits(6, pieces=1)


def test_glue_sets_one_die_to_the_sum_and_returns_the_other() -> None:
    # RW L169-L173, W L963-L971: one die shows the sum, the other goes back to the supply.
    assert glue(Die(YELLOW, 1), Die(YELLOW, 3), YELLOW) == Glued(
        Die(YELLOW, 4), Die(YELLOW, 3), mixed=False
    )


def test_glued_dice_may_differ_in_colour_and_the_player_picks_it() -> None:
    # RW L169-L175, W L969-L971: the colours may differ; the player chooses the colour kept.
    # W L973-L974 scores dice of different colours: `mixed`.
    brown, yellow = Die(BROWN, 2), Die(YELLOW, 3)
    assert glue_colors(brown, yellow) == (YELLOW, BROWN)
    assert glue(brown, yellow, YELLOW) == Glued(Die(YELLOW, 5), brown, mixed=True)
    assert glue(brown, yellow, BROWN) == Glued(Die(BROWN, 5), yellow, mixed=True)
    assert glue_colors(yellow, Die(YELLOW, 1)) == (YELLOW,)
    with pytest.raises(ValueError, match="colour of one of the two"):
        glue(brown, yellow, GREEN)


def test_dice_adding_up_to_more_than_6_cannot_be_glued() -> None:
    # RW L177, W L964-L966: the sum is at most 6.
    assert can_glue(Die(YELLOW, 2), Die(BROWN, 4))
    assert not can_glue(Die(YELLOW, 3), Die(BROWN, 4))
    with pytest.raises(ValueError, match="more than 6"):
        glue(Die(YELLOW, 3), Die(BROWN, 4), YELLOW)


def test_shavings_raise_a_die_by_1_never_past_6() -> None:
    # RW L240-L246 with digest A11: +1 per shavings, again and again, never above 6.
    die = upgrade(upgrade(Die(BROWN, 4), 1), 1)
    assert die == Die(BROWN, 6)
    assert upgrade_steps(6, 1) == () and not can_upgrade(6, 1)
    with pytest.raises(ValueError, match="cannot be raised"):
        upgrade(die, 1)


def test_upgrade_tiles_raise_by_up_to_their_steps_never_above_6() -> None:
    # W L872-L883: +1; +1 or +2; +1, +2, +3 or +4; never above 6.
    assert upgrade_steps(1, 4) == (1, 2, 3, 4)
    assert upgrade_steps(3, 4) == (1, 2, 3)
    assert upgrade_steps(5, 2) == (1,)
    assert upgrade(Die(GREEN, 2), 4) == Die(GREEN, 6)
    assert not can_upgrade(3, 0)


def test_helpers_raise_or_lower_a_die_by_1_within_1_to_6() -> None:
    # RW L488-L491, L509-L512 with digest A11: one die +1 or -1, staying within 1..6.
    assert adjust(Die(YELLOW, 6), -1) == Die(YELLOW, 5)
    assert adjust(Die(BROWN, 1), 1) == Die(BROWN, 2)
    assert not can_adjust(6, 1) and not can_adjust(1, -1) and not can_adjust(3, 0)
    with pytest.raises(ValueError, match="cannot be changed by \\+1"):
        adjust(Die(YELLOW, 6), 1)


def test_dice_are_frozen_values() -> None:
    # the module is pure: an operation returns new dice and cannot change the ones it is given
    die = Die(YELLOW, 4)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        die.value = 5  # type: ignore[misc]  # on purpose: a Die is frozen
