"""Buildings on the card runtime: the six categories (nusfjord.de.md L942-L954), the notation
(L960-L1007), and a test for every entry of the assumed deck X."""

from __future__ import annotations

from typing import Any

import pytest

from boardrules import State
from tests.nusfjord.helpers import GAME, displays, harbor, position, spaces, turn
from tests.play import act, legal

RICH = {"wood": 12, "fish": 40, "gold": 20, "reserves": {"wood": 0, "fish": 0, "gold": 0}}


def building_turn(
    players: int = 2, display: list[str] | None = None, round: int = 1, **h: Any
) -> State:
    """Seat 0 to move in ``round`` with plenty of goods (changed by ``h``); the A display is
    ``display``."""
    seat0 = {**RICH, **h}
    return turn(
        players,
        harbors=[seat0] + [{} for _ in range(players - 1)],
        **displays(display),
        round=round,
    )


def build(state: State, card: str, space: int = 0) -> State:
    return act(state, "place build", f"build {card}", f"on {space}")


@pytest.mark.parametrize("card", sorted(GAME.buildings))
def test_every_building_is_paid_placed_and_scored(card: str) -> None:
    # L458: the cost is paid and the building lies on a free space; L635, L641, L987: its
    # printed points, or its "*" condition at the end.
    # C buildings lie face up from round 6 (L404)
    state = building_turn(
        display=[card], round=6 if GAME.buildings[card].prop("letter") == "C" else 4
    )
    before = harbor(state, 0)
    state = build(state, card)
    while state.decision == "may_use":  # an immediate effect: declined here (L951)
        state = act(state, "no")
    h = harbor(state, 0)
    assert h["spaces"][0] == card
    cost = {"wood": 0, "fish": 0, "gold": 0}
    for item in GAME.buildings[card].cost:
        ((res, n),) = item.items()
        cost[res] += n if isinstance(n, int) else 3  # "?" = the catch size, 3 here
    for res in cost:
        assert h[res] == before[res] - cost[res], res
    assert "buildings" in state.score_breakdown()[0]


def test_immediate_may_be_declined_but_not_later() -> None:
    # L951: right after paying and placing; declinable; never later.
    state = build(building_turn(display=["X-A05"], wood=0, fish=2), "X-A05")
    assert state.decision == "may_use" and legal(state) == ["yes", "no"]
    assert harbor(act(state, "yes"), 0)["wood"] == 3
    declined = act(state, "no")
    assert harbor(declined, 0)["wood"] == 0 and declined.decision == "turn"


def test_arrow_exchange_once() -> None:
    # L970-L972: the left side for the right side, exactly once outside anytime effects.
    state = act(build(building_turn(display=["X-A03"], wood=9), "X-A03"), "yes")
    h = harbor(state, 0)
    assert (h["wood"], h["gold"]) == (9 - 1 - 4, 20 + 1)


def test_oder_is_one_of_the_two() -> None:
    # L1001-L1003: "A oder B" is exactly one of them.
    state = act(build(building_turn(display=["X-A14"], wood=2, fish=0), "X-A14"), "yes")
    assert legal(state) == ["choose 0", "choose 1"]
    h = harbor(act(state, "choose 1"), 0)
    assert (h["wood"], h["fish"]) == (3, 0)


def test_question_mark_cost_is_the_catch() -> None:
    # L983-L985: "? = Fangmenge": variable build cost.
    state = building_turn(display=["X-A16"], fish=5, track=["sloop"])
    assert "place build" in legal(state)
    assert harbor(build(state, "X-A16"), 0)["fish"] == 0
    assert "place build" not in legal(building_turn(display=["X-A16"], fish=4, track=["sloop"]))


def test_star_points_checked_at_the_end() -> None:
    # L641-L645, L987: "*2 SP pro Schiff".
    h = {"spaces": spaces("X-B04"), "track": ["sloop", "cutter", "schooner"]}
    state = position(2, round=7, phase="work", tasks=[{"task": "homecoming"}], harbors=[h, {}])
    assert state.is_terminal and state.score_breakdown()[0]["buildings"] == 2 * 3


def test_whenever_a_ship_is_built_only_by_the_owner() -> None:
    # L946: recurs, only when you cause it yourself, after the running action.
    state = building_turn(spaces=spaces("X-B05"), gold=4, wood=0)
    state = act(state, "place ship", "ship schooner")
    assert harbor(state, 0)["gold"] == 4 - 4 + 1
    other = turn(
        2, seat=1, harbors=[{"spaces": spaces("X-B05"), "gold": 0}, {"gold": 4, "wood": 0}]
    )
    other = act(other, "place ship", "ship schooner")
    assert harbor(other, 0)["gold"] == 0


def test_whenever_fish_are_served_after_the_action() -> None:
    # L946: the effect comes once the serving is finished (here: +1 wood).
    state = building_turn(spaces=spaces("X-A06"), fish=4, wood=0)
    state = act(state, "place serve", "plate")
    assert harbor(state, 0)["wood"] == 0  # still serving
    assert harbor(act(state, "stop"), 0)["wood"] == 1


def test_slashes_pair_the_nth_worker_with_the_nth_value() -> None:
    # L978-L981: "1./2./3. Arbeitskraft: +0/+1/+2 Fische".
    state = building_turn(spaces=spaces("X-A02"), fish=0)
    state = turn(2, harbors=[{**RICH, "spaces": spaces("X-A02"), "fish": 0}, {}])
    state = act(state, "place gold")
    assert harbor(state, 0)["fish"] == 0
    state = act(state, "skip")  # seat 1
    state = act(state, "place realize")
    assert harbor(state, 0)["fish"] == 1


def test_whenever_fishing_phase() -> None:
    # L946 with L289: "immer wenn Fangzeit" (+2 wood in every fishing).
    h = {"spaces": spaces("X-B10"), "wood": 0}
    state = position(2, start_player=0, tasks=[{"task": "round"}], harbors=[h, {}])
    assert harbor(state, 0)["wood"] == 2


def test_once_when_fires_once_after_the_action() -> None:
    # L949: once, when the condition first holds, after the running action.
    state = building_turn(spaces=spaces("X-A18"), track=["sloop"], gold=4, wood=0)
    state = act(state, "place ship", "ship schooner")
    assert harbor(state, 0)["gold"] == 4 - 4 + 2
    state = position(
        2,
        start_player=0,
        harbors=[{**RICH, "spaces": spaces("X-A18"), "track": ["sloop"], "gold": 8, "wood": 0}, {}],
        to_move={"decision": "turn", "seat": 0, "turn": 2},  # then seat 1's, seat 0's (L357)
        phase="work",
    )
    state = act(state, "place ship", "ship schooner", "skip", "place elder", "take 1")
    assert harbor(state, 0)["gold"] == 8 - 4 + 2  # not again for the third ship


def test_once_when_already_true_when_built() -> None:
    # L949: a condition already met when the building is built: at once.
    state = building_turn(display=["X-A18"], track=["sloop", "cutter"], gold=0)
    assert harbor(build(state, "X-A18"), 0)["gold"] == 2


def test_simultaneous_effects_in_the_owners_order() -> None:
    # L954: two buildings at once: their effects one after the other, in the owner's order.
    # The boathouse builds a ship inside the build: 4 buildings and 2 ships come together.
    h: dict[str, Any] = {"spaces": spaces("X-A18", "X-B11", "X-A01"), "track": ["sloop"], "gold": 4}
    state = build(building_turn(display=["X-A11"], wood=2, fish=0, **h), "X-A11", space=3)
    state = act(state, "yes", "do ship", "ship schooner")
    assert state.decision == "trigger_order"
    assert legal(state) == ["resolve X-A18", "resolve X-B11"]
    state = act(state, "resolve X-B11")
    assert harbor(state, 0)["gold"] == 4 - 4 + 3 + 2


def test_anytime_in_the_own_turn_and_repeatable() -> None:
    # L947, L972: usable at any time, also repeatedly; the turn goes on.
    state = building_turn(spaces=spaces("X-A13"), wood=5, gold=0)
    assert "use X-A13" in legal(state)
    state = act(state, "use X-A13", "use X-A13")
    assert state.decision == "turn" and "use X-A13" not in legal(state)
    h = harbor(state, 0)
    assert (h["wood"], h["gold"]) == (1, 2)


def test_anytime_immediately_before_the_scoring() -> None:
    # L947: also immediately before the scoring.
    h = {"spaces": spaces("X-B06"), "fish": 6, "gold": 0}
    state = position(2, round=7, phase="work", tasks=[{"task": "homecoming"}], harbors=[h, {}])
    assert state.decision == "anytime" and legal(state) == ["use X-B06", "done"]
    state = act(state, "use X-B06", "use X-B06")
    assert state.is_terminal and state.score_breakdown()[0]["gold"] == 2


def test_special_reserves_above_eight() -> None:
    # L333: some buildings allow more than 8 fish in the reserves.
    h = {
        "spaces": spaces("X-A08"),
        "track": ["schooner", "schooner"],
        "reserves": {"wood": 0, "fish": 5, "gold": 0},
    }
    state = position(2, start_player=0, tasks=[{"task": "round"}], harbors=[h, {}])
    assert harbor(state, 0)["reserves"]["fish"] == 11  # catch 8: 2 on shares, 6 reserves


def test_special_discount_on_buildings() -> None:
    # L952: a permanent effect, e.g. a cheaper build.
    state = building_turn(display=["X-A07"], spaces=spaces("X-A10"), wood=2)
    assert "place build" in legal(state)
    assert harbor(build(state, "X-A07", space=1), 0)["wood"] == 0


def test_anytime_when_it_is_another_seats_turn() -> None:
    # L947: "jederzeit ..., auch wenn ihr nicht an der Reihe seid": before seat 0's turn,
    # seat 1 may use its anytime effect (as often as it can pay), then seat 0 plays.
    owner = {"spaces": spaces("X-A13"), "wood": 5, "gold": 0}
    # the windows step before seat 0's turn (no decision: no to_move form) opens the window
    tasks: list[dict[str, Any]] = [
        {"task": "homecoming"},
        {"task": "turn", "seat": 0},
        {"task": "windows", "turn_of": 0},
    ]
    state = position(2, start_player=0, phase="work", tasks=tasks, harbors=[{}, owner])
    assert state.current_player == 1 and state.decision == "anytime"
    assert legal(state) == ["use X-A13", "done"]
    state = act(state, "use X-A13", "use X-A13")
    assert state.current_player == 0 and state.decision == "turn"  # 1 wood left: not usable
    assert (harbor(state, 1)["wood"], harbor(state, 1)["gold"]) == (1, 2)
    done = act(position(2, start_player=0, phase="work", tasks=tasks, harbors=[{}, owner]), "done")
    assert done.current_player == 0 and harbor(done, 1)["gold"] == 0


def test_no_window_without_a_usable_effect_nor_inside_an_action() -> None:
    # L947: a running action is completed first: no window while seat 0 picks its building;
    # and a seat that cannot pay its effect is not asked.
    poor = {"spaces": spaces("X-A13"), "wood": 1}
    # the windows step before seat 0's turn (no decision: no to_move form) asks nobody
    tasks: list[dict[str, Any]] = [
        {"task": "homecoming"},
        {"task": "turn", "seat": 0},
        {"task": "windows", "turn_of": 0},
    ]
    state = position(2, start_player=0, phase="work", tasks=tasks, harbors=[{}, poor])
    assert state.current_player == 0 and state.decision == "turn"
    rich = {"spaces": spaces("X-A13"), "wood": 6}
    seat0 = {"wood": 9, "fish": 9}
    state = position(2, start_player=0, phase="work", tasks=tasks, harbors=[seat0, rich])
    state = act(state, "done", "place build")
    assert state.decision == "pick_building" and state.current_player == 0


def test_anytime_between_the_catches() -> None:
    # L947: "jederzeit", so between two seats' catches too: seat 0's catch pays seat 1 a
    # dividend of 2 fish (seat 1 holds 2 of seat 0's shares, L319), which seat 1 may spend at
    # once, before its own catch fills its reserves.
    owner = {"spaces": spaces("X-B06"), "fish": 1, "gold": 0, "shares": [2, 2]}
    state = position(
        2, start_player=0, tasks=[{"task": "round"}], harbors=[{"shares": [0, 0]}, owner]
    )
    assert state.current_player == 1 and legal(state) == ["use X-B06", "done"]
    assert harbor(state, 1)["fish"] == 3 and harbor(state, 1)["reserves"]["fish"] == 1
    state = act(state, "use X-B06")
    assert harbor(state, 1)["gold"] == 1
    assert harbor(state, 1)["reserves"]["fish"] > 1  # then seat 1's own catch


def test_anytime_before_the_fishing() -> None:
    # L947: also in the fishing phase, before the catches (every seat, in turn order).
    owner = {"spaces": spaces("X-B06"), "fish": 3, "gold": 0}
    state = position(2, start_player=1, tasks=[{"task": "round"}], harbors=[{}, owner])
    assert state.current_player == 1 and legal(state) == ["use X-B06", "done"]
    state = act(state, "use X-B06")
    assert harbor(state, 1)["gold"] == 1
