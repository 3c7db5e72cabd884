"""Nusfjord's text view says where workers stand, the reserves and the shares in words, as
the position document does (issue 23): no Python lists of codes."""

from __future__ import annotations

import random
import re

import pytest

import boardrules
from tests.text_view_helpers import RAW, check_text_views, random_states


def test_workers_reserves_and_shares_are_written_in_words() -> None:
    game = boardrules.load_game("nusfjord")
    rng = random.Random(2)
    state = game.new_game(4, seed=1)
    seen_imitation = False
    while not state.is_terminal:
        text = str(state)
        workers = next(line for line in text.splitlines() if line.startswith("workers: "))
        assert re.fullmatch(r"workers: (seat [A-D] on [a-z_ ,0-9A-Z-]+(; )?){4}", workers), workers
        assert "imitate:" not in workers and "elder:" not in workers
        seen_imitation |= "imitation" in workers
        for line in text.splitlines():
            if line.startswith("seat ") and " reserves " in line:
                assert re.search(r"reserves \d+ wood, \d+ fish, \d+ gold;", line), line
                assert "shares held: " in line and "shares [" not in line
        state = state.apply(rng.choice(state.legal_actions()))
    assert seen_imitation  # 4 seats play with imitation spaces (L615-L619)


# Nusfjord's workers stand on action spaces named in the notation (``clear_cut``), as the
# position writes them: the raw codes but for those names
RAW_BUT_SPACES = re.compile(RAW.pattern.replace(r"|\b[a-z]+_[a-z_]+\b", ""))


@pytest.mark.parametrize("players", [1, 5])
def test_every_text_is_in_words_and_hides_what_the_seat_cannot_see(players: int) -> None:
    assert check_text_views("nusfjord", players, seed=players, raw=RAW_BUT_SPACES) > 30


def test_the_fishing_track_and_the_phase_read_in_words() -> None:
    game = boardrules.load_game("nusfjord")
    state = game.new_game(2, seed=3)
    text = state.render()
    assert text.startswith("round 1, work phase; start ship at seat B")  # L279-L287
    assert text.count("fishing track: no ships;") == 2  # L299: only the catboat, no ship
    ed = state.edit().set("harbors[0].track", ["sloop", "cutter"])
    assert ", fishing track: sloop, cutter; shares held" in ed.state().render()  # L551
    *_, last = random_states("nusfjord", 1, seed=2)
    assert last.render().startswith("game over after round 7;")


def test_a_double_space_is_named_by_its_two_building_spaces_as_the_harbor_reads() -> None:
    # the menu said "double space 0 (harbor spaces 1 and 2)" and "part of double space 0"
    # where the harbor's text reads "forest on spaces 1-2" (L271, L458, L514)
    from boardrules.cli.menu import menu_lines

    game = boardrules.load_game("nusfjord")
    state, rnd = game.new_game(2, 1), random.Random(1)
    seen: set[str] = set()
    while not state.is_terminal and len(seen) < 2:
        words = [str(a).split()[0] for a in state.legal_actions()]
        if "strip" in words or "on" in words:
            lines = menu_lines(state)
            assert not any("double space 0" in line for line in lines), lines
            for line in lines:
                strip = re.search(r" strip (\d) ", line)
                if strip:
                    k = int(strip.group(1))  # double space K+1 holds spaces 2K+1 and 2K+2
                    said = f"remove a forest strip from double space {2 * k + 1}-{2 * k + 2}"
                    assert line.endswith(said), line
                    seen.add("strip")
                if " on 1 " in line:
                    assert line.endswith("(L458, part of the double space 1-2)"), line
                    seen.add("on")
        state = state.apply(rnd.choice(state.legal_actions()))
    assert seen == {"strip", "on"}
