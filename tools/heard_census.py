"""Hallertau: how many positions of random games with contributor's cards hearing events are
written with a ``to_move`` form (docs/positions.md, issue 23 item 2). Too long for the test
suite (tests/hallertau/test_to_move_heard.py runs a smaller census).

Four cards hear each of the eleven events (games/hallertau/words.py): by the owner alone
(``H-``, optional; ``K-``) and by any seat (``A-``, optional; ``B-``). In each game five events
are drawn and their four cards put before random seats; the other cards are in the bonus
deck, drawn as the game goes. Every position is written, read back and compared (the state
and the legal actions); a position written as ``tasks`` is printed with the stack's top.

    python tools/heard_census.py SEEDS SEATS [CHANCE]
    python tools/heard_census.py 0,1,2,3 1,2,3,4 explicit
"""

from __future__ import annotations

import random
import sys
from collections import Counter

from boardrules.games.hallertau.game import Hallertau

from boardrules import InvalidState

EVENTS = (
    "space_used",
    "quarter_workers",
    "card_played",
    "card_drawn",
    "sheep_gained",
    "field_gained",
    "tools_gained",
    "harvested",
    "craft_advanced",
    "tools_traded",
    "jewelry_out",
)
KINDS = (  # prefix, first number, optional, whose events
    ("H", 850, True, "you"),
    ("K", 862, False, "you"),
    ("A", 874, True, "anyone"),
    ("B", 886, False, "anyone"),
)


def cards_text() -> str:
    out = ""
    for i, event in enumerate(EVENTS):
        for prefix, first, optional, by in KINDS:
            good = "clay" if optional else "hide"
            opt = ", optional: true" if optional else ""
            out += f""""{prefix}-{i}":
  kind: bonus_card
  number: {first + i}
  set: test
  source: {{assumed: "a sample: whenever {event} (by {by}), 1 {good}"}}
  abilities:
    - {{when: {{whenever: {event}, by: {by}}}{opt}, do: [{{gain: {{{good}: 1}}}}]}}
"""
    return out


def main(argv: list[str]) -> int:
    seeds = [int(x) for x in argv[1].split(",")]
    seats = [int(x) for x in argv[2].split(",")]
    chance = argv[3] if len(argv) > 3 else "auto"
    game = Hallertau(extra_cards=cards_text())
    said: Counter[str] = Counter()
    tasks: Counter[str] = Counter()
    wrong = 0
    refused: Counter[str] = Counter()
    for players in seats:
        for seed in seeds:
            state = game.new_game(players, seed, chance, starter_deck="0123", court_deck="4567")
            ed = state.edit()
            rnd = random.Random(seed)
            for i in rnd.sample(range(len(EVENTS)), 5):
                for prefix, *_ in KINDS:
                    ed.move(f"{prefix}-{i}", f"played:{rnd.randrange(players)}")
            state = ed.state()
            while not state.is_terminal:
                doc = state.position()
                if "to_move" in doc:
                    said[doc["to_move"]["decision"]] += 1
                    try:
                        back = game.state_from_position(doc)
                    except InvalidState as exc:  # the table's own bounds (bounds.py)
                        refused[str(exc)[:60]] += 1
                        state = state.apply(rnd.choice(state.legal_actions()))
                        continue
                    if back.data != state.data or back.legal_actions() != state.legal_actions():
                        wrong += 1
                        print("read back otherwise:", players, seed, doc["to_move"])
                else:
                    tasks[str(state.decision)] += 1
                    print("tasks:", players, seed, *state.data.tasks[-4:], sep="\n    ")
                state = state.apply(rnd.choice(state.legal_actions()))
    total = sum(said.values()) + sum(tasks.values())
    print(
        f"to_move {sum(said.values())} of {total}; tasks {dict(tasks)}; read back otherwise {wrong}"
    )
    print(f"written with to_move but refused on reading (the game's bounds): {dict(refused)}")
    return 1 if tasks or wrong else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
