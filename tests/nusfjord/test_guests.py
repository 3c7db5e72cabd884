"""Guests (nusfjord.de.md L722-L770): gained with a building's guest symbol, and their four
uses: building discount, banquet table, ships, points."""

from __future__ import annotations

from typing import Any

from boardrules import State
from tests.nusfjord.helpers import displays, harbor, position, turn
from tests.play import act, legal

TABLE = [True, True, False, False, False, False, False]


def seat0(**h: Any) -> list[dict[str, Any]]:
    base: dict[str, Any] = {
        "wood": 0,
        "fish": 0,
        "gold": 0,
        "reserves": {"wood": 0, "fish": 0, "gold": 0},
    }
    base.update(h)
    return [base, {}]


def guest_turn(display: list[str] | None = None, **h: Any) -> State:
    return turn(2, harbors=seat0(**h), banquet_table=TABLE, **displays(display))


def test_the_guest_symbol_gives_a_guest_after_paying() -> None:
    # L730: a guest from the general supply, after the building's cost is paid.
    state = guest_turn(display=["X-A01"], wood=1)
    state = act(state, "place build", "build X-A01", "on 0")
    assert harbor(state, 0)["guests"] == 1 and harbor(state, 0)["wood"] == 0


def test_guests_lower_a_building_cost_by_2_wood_or_3_fish_beispiel() -> None:
    # L738-L742: per guest 2 wood or 3 fish off, never below 0, overpaying allowed, never
    # gold. Beispiel L742 with a building of 4 wood and 7 fish (digest: the Plenarsaal's
    # cost is one of 4 wood & 7 fish or 6 wood & 4 fish) and 3 guests: 0 wood & 4 fish,
    # 2 wood & 1 fish, or 4 wood & 0 fish.
    for choice, rest in (
        (("wood", "wood", "fish"), (0, 4)),
        (("wood", "fish", "fish"), (2, 1)),
        (("fish", "fish", "fish"), (4, 0)),
    ):
        state = guest_turn(display=["X-B07"], wood=4, fish=7, guests=3)
        state = act(state, "place build", "build X-B07", "on 0")
        for c in choice:
            state = act(state, f"guest {c}")
        h = harbor(act(state, "paid"), 0)
        assert (4 - h["wood"], 7 - h["fish"]) == rest and h["guests"] == 0


def test_guests_never_pay_gold() -> None:
    # L738
    state = guest_turn(display=["X-A15"], guests=2)
    assert "place build" not in legal(state)


def test_a_guest_pays_a_whole_plate_beispiel() -> None:
    # L746-L752; Beispiel L752: 6 fish fill both 3-plates, 2 guests both 4-plates: 4 gold.
    state = guest_turn(fish=6, guests=2)
    state = act(state, "place serve", "plate", "plate", "plate guest", "plate guest", "stop")
    h = harbor(state, 0)
    assert (h["fish"], h["guests"], h["gold"]) == (0, 0, 4)


def test_a_guest_on_a_ship_beispiel() -> None:
    # L758-L764; Beispiel L764: a sloop (catch 5) with a guest: 2 fish on the shares, 1 to
    # the own supply for the guest, 2 to the reserves.
    h: dict[str, Any] = {"track": ["sloop"], "guests": 1}
    state = turn(2, harbors=seat0(**h))
    state = act(state, "board 0")
    assert harbor(state, 0)["guests"] == 0 and harbor(state, 0)["boarded"] == [0]
    state = position(
        2, start_player=0, tasks=[{"task": "round"}], harbors=seat0(track=["sloop"], boarded=[0])
    )
    h = harbor(state, 0)
    assert h["fish"] == 2 + 1 and h["reserves"]["fish"] == 2


def test_no_guest_on_the_catboat_nor_two_on_a_ship() -> None:
    # L758
    assert not [a for a in legal(turn(2, harbors=seat0(guests=1))) if a.startswith("board")]
    state = turn(2, harbors=seat0(guests=1, track=["sloop"], boarded=[0]))
    assert not [a for a in legal(state) if a.startswith("board")]


def test_guests_score_half_in_the_supply_and_one_on_a_ship() -> None:
    # L766-L768: no rounding.
    h = {"guests": 3, "track": ["sloop"], "boarded": [0]}
    state = position(2, round=7, phase="work", tasks=[{"task": "homecoming"}], harbors=seat0(**h))
    assert state.score_breakdown()[0]["guests"] == 1.5 + 1
