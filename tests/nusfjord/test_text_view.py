"""Nusfjord's text view says where workers stand, the reserves and the shares in words, as
the position document does (issue 23): no Python lists of codes."""

from __future__ import annotations

import random
import re

import boardrules


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
