"""Phase I, fishing (nusfjord.de.md L289-L349): each catch goes to the elders, the shares,
the reserves, in this order."""

from __future__ import annotations

from typing import Any

from tests.nusfjord.helpers import harbor, position
from tests.play import act, legal

ROUND = [{"task": "round"}]  # a round to run from its start: no to_move form stands for it


def fishing(players: int = 2, **kw: Any) -> Any:
    """A round begins from this table (seat 0 holds the start ship): fishing runs."""
    kw.setdefault("start_player", 0)
    return position(players, tasks=ROUND, **kw)


def base(**seat0: Any) -> dict[str, Any]:
    h: dict[str, Any] = {"fish": 0, "reserves": {"wood": 0, "fish": 0, "gold": 0}}
    h.update(seat0)
    return h


def test_catch_size_is_the_smallest_visible_number() -> None:
    # L299: 3 with the catboat alone; Beispiel L562: a schooner first gives 6; Beispiel
    # L764: a sloop first gives 5.
    for track, catch in (([], 3), (["schooner"], 6), (["sloop"], 5)):
        state = fishing(harbors=[base(track=track), base()])
        assert harbor(state, 0)["catch"] == catch


def test_elders_get_one_fish_and_three_are_cleared() -> None:
    # L307-L313: 1 fish on each elder; at exactly 3, 1 to the own supply, 2 back.
    state = fishing(harbors=[base(elders=["E01", "E02"], elder_fish={"E01": 2}), base()])
    h = harbor(state, 0)
    assert h["elder_fish"] == {"E01": 0, "E02": 1}
    assert h["fish"] == 1 + 1  # from E01, and the last fish of 3 on one of the own shares
    assert h["reserves"]["fish"] == 0


def test_own_shares_on_the_board_first_then_held_by_others() -> None:
    # L317-L319: 1 fish on each own token on the action board (served first, lost), then on
    # each held by another seat (its fish goes to that seat, L343); L323: then own held.
    state = fishing(
        harbors=[base(shares=[1, 0], unrealized=2), base(shares=[1, 2])],
        new_shares=[1, 0],
    )
    assert harbor(state, 0)["fish"] == 1  # 3 = 1 on the board + 1 to seat 1 + 1 own share
    assert harbor(state, 1)["fish"] == 1 + 2  # seat 0's dividend, then its own two shares


def test_the_reserves_take_fish_up_to_eight() -> None:
    # L331: only up to 8 fish in total; L333: more than 8 is not reduced.
    state = fishing(
        harbors=[base(track=["schooner"], reserves={"wood": 0, "fish": 5, "gold": 0}), base()]
    )
    assert harbor(state, 0)["reserves"]["fish"] == 8  # 6 fish: 2 shares, 3 reserves, 1 back
    state = fishing(
        harbors=[base(track=["schooner"], reserves={"wood": 0, "fish": 10, "gold": 0}), base()]
    )
    assert harbor(state, 0)["reserves"]["fish"] == 10


def test_a_short_catch_lets_the_seat_choose_its_elders() -> None:
    # L347: only the new catch is distributed; if it runs out at the elders, the seat
    # chooses which elders are served (never from its supply).
    elders = ["E01", "E02", "E03", "E04"]
    state = fishing(harbors=[base(elders=elders, fish=9), base()])
    assert state.decision == "feed_elder" and legal(state) == [f"feed {e}" for e in elders]
    state = act(state, "feed E04", "feed E02")
    assert legal(state) == ["feed E01", "feed E03"]
    state = act(state, "feed E01")
    assert harbor(state, 0)["elder_fish"] == {"E01": 1, "E02": 1, "E03": 0, "E04": 1}
    assert harbor(state, 0)["fish"] == 9


def test_a_short_catch_lets_the_seat_choose_whose_shares_are_served() -> None:
    # L347: choosing among the own shares held by others, after those on the board.
    state = fishing(
        3,
        harbors=[
            base(shares=[0, 0, 0], elders=["E01", "E02"]),
            {"shares": [1, 2, 0], "fish": 0},
            {"shares": [1, 0, 2], "fish": 0},
        ],
    )
    assert state.decision == "feed_holder" and legal(state) == ["holder 1", "holder 2"]
    state = act(state, "holder 2")
    assert harbor(state, 2)["fish"] == 1 + 2 and harbor(state, 1)["fish"] == 2


def test_willy_takes_everyones_first_fish() -> None:
    # L934: all (the owner too) put their first fish on Willy before their other elders;
    # at the 4th fish, 1 to Willy's owner, the rest back.
    state = fishing(
        harbors=[
            base(),
            {
                "elders": ["L4"],
                "elder_fish": {"L4": 2},
                "fish": 0,
                "reserves": {"wood": 0, "fish": 0, "gold": 0},
            },
        ],
        options={"forgotten": True},
    )
    # seat 0's first fish (3rd on Willy), then seat 1's own first fish (4th: cleared)
    assert harbor(state, 1)["elder_fish"] == {"L4": 0}
    assert harbor(state, 1)["fish"] == 1 + 2  # Willy, then its two shares
    assert harbor(state, 0)["fish"] == 2 and harbor(state, 0)["reserves"]["fish"] == 0


def test_the_old_man_gives_gold_instead_of_fish_after_his_round() -> None:
    # L810: in the fishing after a round the Old Man was used: no fish, 1 gold per realized
    # share held, distributed like fish (here: both on the own shares).
    state = fishing(
        round=3,
        harbors=[base(elders=["L1"], old_man=2, gold=0), base()],
        options={"forgotten": True},
    )
    h = harbor(state, 0)
    # the first gold item goes onto the Old Man, who has one slot: back to the supply
    assert (h["gold"], h["fish"]) == (1, 0)


def test_a_catch_used_up_by_elders_and_the_board_asks_no_holder() -> None:
    # L319, L347 (issue 24): 3 fish, 2 onto the elders, 1 onto the share on the action board;
    # none is left for the share seat 1 holds: no `feed_holder`, and seat 1 gets no fish from
    # nowhere (only the newly caught fish are distributed, never the own supply).
    state = fishing(
        harbors=[
            base(
                shares=[1, 0],
                unrealized=2,
                elders=["E01", "E02"],
                elder_fish={"E01": 0, "E02": 0},
                fish=4,
            ),
            base(shares=[1, 2]),
        ],
        new_shares=[1, 0],
    )
    assert state.decision == "turn"
    assert harbor(state, 0)["fish"] == 4  # the own supply untouched
    assert harbor(state, 1)["fish"] == 2  # its own catch of 3: its two shares, 1 to reserves
    assert harbor(state, 1)["reserves"]["fish"] == 1


def test_willy_taking_the_whole_catch_leaves_no_elder_to_feed() -> None:
    # L934 with L810 and L347 (issue 24): seat 0 used the Old Man last round and holds one
    # realized share: its catch is 1 gold, which goes onto Willy (seat 1); seat 0 is not
    # asked which of its elders gets an item, and its elders stay as they were.
    state = fishing(
        round=3,
        harbors=[
            base(
                elders=["L1", "E02"],
                elder_fish={"L1": 0, "E02": 1},
                old_man=2,
                shares=[1, 0],
                gold=0,
            ),
            base(elders=["L4"], elder_fish={"L4": 0}),
        ],
        options={"forgotten": True},
        new_shares=[1, 0],  # its fifth token (L195), realized this round (L482)
    )
    assert state.decision == "turn"
    seat0, seat1 = harbor(state, 0), harbor(state, 1)
    assert seat0["elder_fish"] == {"L1": 0, "E02": 1} and seat0["gold"] == 0
    # Willy: seat 0's gold, then seat 1's own first fish (2 items, not yet 4)
    assert seat1["elder_fish"] == {"L4": 2}


def test_the_observation_shows_the_catch_left_in_hand() -> None:
    # L347: while a short catch is distributed, every seat sees how many of the new catch
    # are left in the choosing seat's hand; none once it is distributed.
    elders = ["E01", "E02", "E03", "E04"]
    state = fishing(harbors=[base(elders=elders, elder_fish=dict.fromkeys(elders, 0)), base()])
    for viewer in (0, 1):
        assert state.observation(viewer)["catch_in_hand"] == {
            "seat": 0,
            "item": "fish",
            "left": 3,
        }
    state = act(state, "feed E01")
    assert state.observation(1)["catch_in_hand"]["left"] == 2
    state = act(state, "feed E02", "feed E03")
    assert state.decision == "turn" and state.observation(0)["catch_in_hand"] is None
