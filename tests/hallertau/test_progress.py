"""Phase 9: progress (hallertau.de.md L527-L619), the community center (L555-L567) and
boulders (L587-L607)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardrules import State
from boardrules.tensors import Encoder, Rec, Vec
from tests.hallertau.helpers import GAME, board, good, legal, play, position, scheduled

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import crafts, scores
    from games.hallertau.progress import valid_payments
    from games.hallertau.state import CRAFTS, GOODS
    from games.hallertau.tasks import Phase
else:
    from boardrules.games.hallertau import crafts, scores
    from boardrules.games.hallertau.progress import valid_payments
    from boardrules.games.hallertau.state import CRAFTS, GOODS
    from boardrules.games.hallertau.tasks import Phase


def goods(**n: int) -> dict[str, int]:
    """A supply in words: the goods named, none of the others."""
    return {g: n.get(g, 0) for g in GOODS}


def progress_at(rnd: int, **village: Any) -> State:
    """Round ``rnd``, phase 9: seat 0 of a 1-player game without cards advances a craft or
    stops (``to_move: {decision: progress, seat: 0}``), its village written in words as
    ``village`` gives it (docs/positions.md, Hallertau)."""
    ed = position(1, round=rnd, phase="progress")
    for key, value in village.items():
        ed.set(f"villages[0].{key}", value)
    return ed.to_move(decision="progress", seat=0).state()


def payments(craft: str, rnd: int) -> list[tuple[int, ...]]:
    return GAME.payments[CRAFTS.index(craft)][rnd]


def test_a_step_costs_the_round_number_of_goods() -> None:
    """L535: 1 good in round 1, 2 in round 2 ...; any mix of the allowed goods (L536)."""
    assert payments("cold_storage", 1) == [(0, 1), (1, 0)]
    assert payments("manufactory", 2) == [
        (0, 0, 2), (0, 1, 1), (0, 2, 0), (1, 0, 1), (1, 1, 0), (2, 0, 0),
    ]  # fmt: skip


def test_carpentry_in_round_two_example() -> None:
    """L551: in round 2 each carpentry step costs 2 clay; rye only from round 3 on."""
    assert payments("carpentry", 2) == [(2, 0)]
    assert (2, 1) in payments("carpentry", 3)


def test_restrictions_apply_to_what_is_paid() -> None:
    """L541-L547: more clay than rye, more barley than hops, at most 1 flax in the
    bakehouse; the restriction concerns the step's payment, not the supply."""
    assert all(clay > rye for clay, rye in payments("carpentry", 6))
    assert all(barley > hops for barley, hops in payments("brewery", 6))
    assert all(flax <= 1 for flax, _, _ in payments("bakehouse", 6))
    state = play(progress_at(2, goods=goods(clay=2, rye=9)), "advance carpentry")
    assert legal(state) == ["pay clay"]


def test_discounts_from_round_three() -> None:
    """L571-L576: R-1 goods of at least 2 types, R-2 goods of exactly 3 types; cold storage,
    bakehouse and manufactory from round 3, carpentry and brewery from round 4, the second
    discount only for bakehouse and manufactory from round 5."""
    assert min(map(sum, payments("cold_storage", 3))) == 2
    assert min(map(sum, payments("carpentry", 3))) == 3
    assert min(map(sum, payments("carpentry", 4))) == 3
    assert min(map(sum, payments("bakehouse", 4))) == 3
    assert min(map(sum, payments("bakehouse", 5))) == 3
    assert (1, 1, 1) in payments("manufactory", 5)
    assert min(map(sum, payments("cold_storage", 6))) == 5  # 2 types only: never R-2


def test_cold_storage_example_round_three() -> None:
    """L584: with 4 meat and 1 milk in round 3: 1 meat + 1 milk for a first step, then the
    other 3 meat at full price for a second step."""
    state = progress_at(3, goods=goods(meat=4, milk=1), tools=1)
    state = play(state, "advance cold_storage", "pay meat", "pay milk")
    assert "confirm" in legal(state)  # 2 goods of 2 types complete it; a third may follow
    state = play(state, "confirm", "advance cold_storage", "pay meat", "pay meat", "pay meat")
    v = state.data.villages[0]
    assert v.crafts[2] == 3 and (good(v, "meat"), good(v, "milk")) == (0, 0)


def test_brewery_example_rounds_three_and_four() -> None:
    """L585: 2 barley + 1 hops get no discount in round 3 (2 barley is one type, 1 + 1
    breaks the restriction) but are a discounted step in round 4."""
    assert (2, 0) not in payments("brewery", 3) and (1, 1) not in payments("brewery", 3)
    assert (2, 1) in payments("brewery", 3)  # the full price of round 3
    assert (2, 1) in payments("brewery", 4) and sum((2, 1)) == 4 - 1


def test_payment_is_exact_and_unit_by_unit() -> None:
    """Digest A11: a unit is offered only if an exact valid payment can still be completed;
    the step is made by itself once the only completion is reached."""
    state = play(progress_at(3, goods=goods(barley=3, hops=3)), "advance brewery")
    assert legal(state) == ["pay barley", "pay hops"]
    state = play(state, "pay hops")
    assert legal(state) == ["pay barley"]  # 1 hops needs 2 barley: (2, 1)
    state = play(state, "pay barley", "pay barley")
    assert state.data.villages[0].crafts[1] == 2  # done without a confirm


def test_jewelry_pays_any_step() -> None:
    """L613, example L619: no clay for the carpentry: 1 jewelry moves it; the house tile
    follows when it was the last craft in the first column."""
    columns = {"carpentry": 1, "brewery": 2, "cold_storage": 2, "bakehouse": 2, "manufactory": 2}
    state = progress_at(5, goods=goods(), jewelry=1, crafts=columns)
    state = play(state, "advance carpentry")
    assert legal(state) == ["pay jewelry"]
    v = play(state, "pay jewelry").data.villages[0]
    assert v.jewelry == 0 and v.crafts[0] == 2 and v.house == 1


def test_boulder_tools_example_round_two() -> None:
    """L609: round 2, 4 tools, plenty of clay: the carpentry's steps use 0, 1 and 2 tools;
    a 4th step would need 2 more; the last tool still moves another craft twice."""
    state = progress_at(2, goods=goods(clay=20, meat=4), tools=4)
    for _ in range(3):
        state = play(state, "advance carpentry", "pay clay", "pay clay")
    v = state.data.villages[0]
    assert v.crafts[0] == 4 and v.tools_used == 3 and v.tools == 4  # tool guarantee
    assert "advance carpentry" not in legal(state)
    state = play(state, "advance cold_storage", "pay meat", "pay meat")
    state = play(state, "advance cold_storage", "pay meat", "pay meat")
    v = state.data.villages[0]
    assert v.crafts[2] == 3 and v.tools == 4  # round 2: the tools stay (L599-L603)
    assert state.data.round == 3  # all 4 tools used: nothing more to advance, the round ended


def test_a_craft_never_moves_onto_a_boulder_without_tools() -> None:
    """L589-L591: the first step is free, the second needs a tool to push a boulder."""
    state = play(progress_at(1, goods=goods(clay=5)), "advance carpentry", "pay clay")
    assert "advance carpentry" not in legal(state)


def test_boulders_off_the_board_are_ignored_example() -> None:
    """L593-L597: round 6, only one boulder left in the brewery's way: 2 tools instead of 3
    move it its last three spaces; in round 6 the used tools are lost (L603)."""
    edge = GAME.edge
    state = progress_at(
        6,
        goods=goods(barley=18),
        tools=2,
        crafts={"brewery": edge - 3},
        boulders={"brewery": [edge - 1, edge + 1]},  # the second lies beside the board
    )
    for _ in range(3):
        state = play(state, "advance brewery", *["pay barley"] * 6)
    v = state.data.villages[0]
    assert v.crafts[1] == edge and v.tools == 0
    assert "advance brewery" not in legal(state)  # L553: the right edge
    # the observation shows the boulder beside the board as None; its tensor reads 0 there,
    # as for no boulder (a random 1-player game found the tensor raising TypeError on it)
    assert state.observation(0)["villages"][0]["boulders"]["brewery"][1] is None
    assert len(state.observation_tensor(0)) == GAME.info.encoder.size
    part = Encoder(Rec({"brewery": Vec(2, 7)}), 1)  # the village's boulders part (tensors.py)
    assert part.encode({"brewery": [edge - 1, None]}, 0, 1) == [(edge - 1) / 7, 0.0]


def test_tools_are_used_in_their_progress_phase_only() -> None:
    """L601: tools used in rounds 1-5 are "used" for pushing in the running progress phase
    only: the next phase (here phase 10) finds them all available again."""
    ed = position(1, round=2, phase="progress").set("villages[0].goods", goods())
    ed.set("villages[0].tools", 3).set("villages[0].tools_used", 3)
    v = scheduled(ed, Phase(10)).data.villages[0]
    assert (v.tools, v.tools_used) == (3, 0)


def test_jewelry_steps_still_push_boulders_with_tools() -> None:
    """L615: a step paid with jewelry needs the tools for its boulders too."""
    # the carpentry in column 2: the first boulder is next to it
    state = progress_at(3, goods=goods(), jewelry=2, crafts={"carpentry": 2})
    assert "advance carpentry" not in legal(state)


def test_window_example_next_round_seven_workers() -> None:
    """L563-L567: the top four crafts are already advanced; the manufactory's step lets the
    house tile follow, so the next round gives 7 workers."""
    columns = {"carpentry": 2, "brewery": 2, "cold_storage": 2, "bakehouse": 2}
    state = progress_at(1, goods=goods(wool=1), crafts=columns)
    state = play(state, "advance manufactory", "pay wool")
    v = state.data.villages[0]
    assert v.house == 1 and crafts.workers_shown(GAME, v) == 7
    d = scheduled(state.edit().set("round", 2).set("phase", "quarters"), Phase(2)).data
    assert d.villages[0].workers == 7


def test_community_center_windows_then_victory_points() -> None:
    """L559: the first six moves raise the window to 12; then 18, 34, 50, 70 VP (no
    "3 VP" symbol lies between the house tile and crafts right next to it)."""
    shown = []
    for h in range(11):
        ed = position(1).set("villages[0].crafts", dict.fromkeys(CRAFTS, h + 1))
        v = ed.state().data.villages[0]
        shown.append((crafts.workers_shown(GAME, v), scores.house_vp(GAME, v)))
    assert shown == [(6 + min(h, 6), 0) for h in range(7)] + [(12, x) for x in (18, 34, 50, 70)]


def test_extreme_example_round_one() -> None:
    """L816: sell the row-2 field (1 jewelry, 3 clay); 1 milk and sow barley on "3" and flax
    on "4"; trade the last 4 workers for 4 tools. The progress phase then moves four crafts
    twice and the fifth once: the house tile moves once, almost twice."""
    ed = board(position(1, seed=0, round=1, phase="new_workers"))  # no phase 3 in round 1 (L379)
    state = scheduled(ed, Phase(4), Phase(5), Phase(6), Phase(7), Phase(8))
    state = play(state, "place land_sale", "sell 2 empty")
    state = play(state, "place weekend_work", "take milk", "sow barley 3", "sow flax 4")
    state = play(state, "trade 4")
    # fallow fields (phase 6) do nothing: no field is empty; harvest: 3 barley, 4 flax
    v = state.data.villages[0]
    assert (v.tools, v.jewelry, good(v, "clay"), good(v, "barley"), good(v, "flax")) == (
        4, 1, 3, 3, 4,
    )  # fmt: skip
    state = scheduled(state.edit(), Phase(9))
    moves = [
        ("carpentry", "pay clay"), ("carpentry", "pay clay"),
        ("brewery", "pay barley"), ("brewery", "pay barley"),
        ("bakehouse", "pay rye"), ("bakehouse", "pay flax"),
        ("manufactory", "pay flax"), ("manufactory", "pay flax"),
        ("cold_storage", "pay milk"),
    ]  # fmt: skip
    for craft, unit in moves:
        state = play(state, f"advance {craft}", unit)
    v = state.data.villages[0]
    assert v.crafts == [3, 3, 2, 3, 3] and v.house == 1 and v.tools_used == 4
    assert not any(a.startswith("advance") for a in legal(state))  # no more with 4 tools


def test_valid_payments_doctest() -> None:
    assert valid_payments(("meat", "milk"), {}, 1) == [(0, 1), (1, 0)]
