"""Woodcraft's menu says what an option costs and ``help`` what an attic space does (issue 23:
"buy a yellow 6" showed no price, ``help a0`` said "Attic space.").

Prices: woodcraft.de.txt L572-L576 (a die costs its pips, 1 more if yellow, 2 more if brown;
"ein brauner [3] würde 5 Blaubeeren kosten"), L566-L570 (a 6 from the supply costs the same),
L587-L593 (a die sold brings twice its pips, 1 more if yellow, 2 more if brown). The menu's
price is checked against what the rule then takes or pays, over random games."""

from __future__ import annotations

import random
import re
from typing import TYPE_CHECKING

import boardrules
from boardrules.cli.menu import help_text
from boardrules.menus import menu
from tests.woodcraft.helpers import GAME

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft.menus import price
else:
    from boardrules.games.woodcraft.menus import price

PRICED = {"buy_wood": "buy", "buy_six": "six", "sell": "sell"}


def test_the_rulebooks_example_brown_die_costs_5_blueberries() -> None:
    game = GAME
    state = game.new_game(2, seed=1)
    said = price(game, state.data, 0, "brown", 3)  # L576
    assert said == "for 5 blueberries (3 pips + 2 for brown, L572-L576)"
    assert price(game, state.data, 0, "yellow", 6).startswith("for 7 blueberries")


def test_each_priced_option_says_what_the_rule_takes_or_pays() -> None:
    game = boardrules.load_game("woodcraft")
    checked = {kind: 0 for kind in PRICED.values()}
    for seed in range(4):
        state, rnd = game.new_game(2, seed), random.Random(seed)
        while not state.is_terminal:
            word = PRICED.get(str(state.decision))
            if word is not None:
                seat = state.current_player
                for action, said in menu(state):
                    if action.kind != word:
                        continue
                    found = re.search(r" for (\d+) blueberr(?:y|ies) \(", said)
                    assert found, said
                    before = state.data.workshops[seat].blueberries
                    after = state.apply(action).data.workshops[seat].blueberries
                    sign = 1 if word == "sell" else -1
                    assert after - before == sign * int(found[1]), (str(action), said)
                    checked[word] += 1
            state = state.apply(rnd.choice(state.legal_actions()))
    assert all(n > 3 for n in checked.values()), checked


def test_help_attic_space_says_when_it_opens_and_what_it_gives() -> None:
    state = boardrules.load_game("woodcraft").new_game(2, seed=3)
    said = help_text(state.game, "a0", state)
    assert "Attic space." not in said
    # L1095-L1098: the bottom row is open from the start; L1087-L1090: a reward between two
    # different tools; L1123-L1127: mallet and wrench side by side bring +2 blueberry income
    assert "opens: bottom row: free from the start (L1095-L1098)" in said
    assert "beside a1: gain 2 blueberry income" in said
    seat = f"seat {'AB'[state.current_player]}"
    assert f"now: {seat}'s attic: a0 empty, a1 empty, b0 empty; open now" in said
    above = help_text(state.game, "b0", state)  # L1098-L1101: above two occupied spaces
    assert "opens once a0 and a1 below it both hold a tool" in above
    assert "; not open yet" in above
    end = help_text(state.game, "c0", None)  # L1082-L1085: an end space of the top row
    assert "an end space: opens once c1 beside it holds a tool" in end
