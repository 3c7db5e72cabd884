"""Every helper, order, tool kind, public order and solo card of data/woodcraft, each from a
constructed position: what its YAML says is what the game does."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import pytest

from boardrules import State
from boardrules.cards import Ability

from .helpers import GAME, START, act, legal, mine, position, ws

FIELDS = {  # a card's resource -> the workshop's field in the position document
    "blueberry": "blueberries",
    "lantern": "lanterns",
    "glue_disc": "glue_discs",
    "saw_blade_disc": "saw_blade_discs",
    "scrap_block": "scrap_blocks",
    "reuse_token": "reuse_tokens",
    "reputation": "reputation",
    "hazelnut_income": "hazelnut_income",
    "blueberry_income": "blueberry_income",
}
COUNTED = [*FIELDS.values(), "points"]


def expected(effects: Iterable[Mapping[str, Any]]) -> dict[str, int]:
    """The changes a list of simple effects makes to a workshop."""
    out: dict[str, int] = {}
    for eff in effects:
        ((name, arg),) = eff.items()
        if name == "gain":
            for res, n in arg.items():
                out[FIELDS[res]] = out.get(FIELDS[res], 0) + n
        elif name == "vp_now":
            out["points"] = out.get("points", 0) + arg
    return out


def snapshot(s: State) -> dict[str, int]:
    w = mine(s)
    return {f: w[f] for f in COUNTED} | {
        "tools": sum(1 for t in w["attic"] if t),
        "dice": len(w["dice"]),
    }


def settle(s: State) -> State:
    """Answer the decisions an effect asks (a tool's kind and space, a production) until the
    actions step is back."""
    while s.decision != "main":
        moves = s.legal_actions()
        s = s.apply(next((a for a in moves if str(a) == "done"), moves[0]))
    return s


def delta(before: dict[str, int], after: dict[str, int]) -> dict[str, int]:
    return {k: after[k] - before[k] for k in before if after[k] != before[k]}


ZERO = {f: 0 for f in COUNTED}
EMPTY_ROOMS = [None] * 7


@pytest.mark.parametrize("helper", GAME.helper_ids)
def test_each_helper_produces_what_its_card_says(helper: str) -> None:
    # L656-L659, L687-L690
    s = position(me={**ZERO, "helpers": [helper, *EMPTY_ROOMS], "lanterns": 3})
    s = act(s, "bonus produce_plant", "mode produce")
    before = snapshot(s)
    after = snapshot(settle(act(s, f"produce {helper}")))
    (production,) = GAME.runtime.phase_of[(helper, "produce")]  # its phase ability
    want = expected(GAME.effects[production + "/do"])
    for ref in listening(helper, "action_produce_plant"):  # its own permanent ability
        for k, v in expected(GAME.effects[ref + "/do"]).items():
            want[k] = want.get(k, 0) + v
    assert delta(before, after) == want


def listening(helper: str, event: str) -> list[str]:
    return [ab.ref for ab in GAME.catalog[helper].abilities if ab.event == event]


def ability(helper: str, timing: str) -> Ability | None:
    return next((ab for ab in GAME.catalog[helper].abilities if ab.timing == timing), None)


ACTIVATED = [h for h in GAME.helper_ids if ability(h, "activated")]
WHENEVER = [h for h in GAME.helper_ids if ability(h, "whenever")]
MODIFIER = [h for h in GAME.helper_ids if ability(h, "modifier")]


@pytest.mark.parametrize("helper", ACTIVATED)
def test_each_once_per_turn_ability(helper: str) -> None:
    # L697-L701, L890-L892: a free action, once in each of the owner's turns
    ab = ability(helper, "activated")
    assert ab is not None
    card = GAME.catalog[helper]
    cost = {FIELDS[k]: -card.int_in("cost", v) for item in ab.cost for k, v in item.items()}
    me = {**ZERO, "helpers": [helper, *EMPTY_ROOMS], **{k: -v for k, v in cost.items()}}
    s = position(me=me)
    assert f"use {helper}" in legal(s)
    before = snapshot(s)
    s = act(s, f"use {helper}")
    want = dict(cost)
    for k, v in expected(ab.do).items():
        want[k] = want.get(k, 0) + v
    assert delta(before, snapshot(s)) == {k: v for k, v in want.items() if v}
    me2 = {**me, **{k: 5 for k in FIELDS.values()}}
    s = position(me=me2, card_uses=[{ab.ref: [2, 7]}], turns_played=7)
    assert f"use {helper}" not in legal(s)  # used this turn
    s = position(me=me2, card_uses=[{ab.ref: [2, 6]}], turns_played=7)
    assert f"use {helper}" in legal(s)  # used in an earlier turn
    s = position(me={**ZERO, "helpers": [helper, *EMPTY_ROOMS]})
    assert (f"use {helper}" in legal(s)) == (not ab.cost)  # the cost must be payable


@pytest.mark.parametrize("helper", WHENEVER)
def test_each_permanent_ability_on_its_action(helper: str) -> None:
    # L703-L709, L1539-L1541: whenever its action is performed, by any means (here a bonus
    # action), or whenever an order is fulfilled
    ab = ability(helper, "whenever")
    assert ab is not None and ab.event is not None
    event = ab.event
    me = {**ZERO, "helpers": [helper, *EMPTY_ROOMS], "lanterns": 3}
    if event == "order_fulfilled":
        me = {**meets("S-01"), "helpers": [helper, *EMPTY_ROOMS]}
        s = position(me=me)
        before = snapshot(s)
        s = settle(act(s, "fulfil S-01"))
        base = {"glue_discs": 2, "blueberries": 5, "scrap_blocks": -1, "dice": -2}
    else:
        s = position(me=me)
        before = snapshot(s)
        s = settle(act(s, f"bonus {event.removeprefix('action_')}"))
        base = {"lanterns": -3}
    want = dict(base)
    for k, v in expected(ab.do).items():
        want[k] = want.get(k, 0) + v
    assert delta(before, snapshot(s)) == {k: v for k, v in want.items() if v}


@pytest.mark.parametrize("helper", MODIFIER)
def test_each_permanent_discount(helper: str) -> None:
    # L703-L709: a discount on the action's cost
    ab = ability(helper, "modifier")
    assert ab is not None
    mod = ab.modifier or {}
    if "die_discount" in mod:  # a green 3 from the yard costs 3 - 1
        yard = ["green 3", "green 3", "yellow 2", "yellow 2", "brown 1", "brown 1"]
        me = {
            **ZERO,
            "helpers": [helper, *EMPTY_ROOMS],
            "lanterns": 3,
            "blueberries": 2,
            "dice": [],
        }
        s = act(position(me=me, lumber_yard=yard), "bonus buy_wood", "buy green 3")
        discount = GAME.catalog[helper].int_in("modifier", mod["die_discount"])
        assert ws(s).blueberries == 2 - (3 - discount)
    else:  # hiring HI-03 costs 1 less
        cost = GAME.helper_cost["HI-03"]
        me = {**ZERO, "helpers": [helper, *EMPTY_ROOMS], "lanterns": 3, "blueberries": cost - 1}
        s = position(me=me, helper_display=["HI-03", None, None, None])
        s = act(s, "bonus hire_helper", "hire 1", "room 1")
        assert ws(s).blueberries == 0 and ws(s).rooms[1] == "HI-03"


@pytest.mark.parametrize("helper", GAME.helper_ids)
def test_each_helpers_immediate_ability_on_hire(helper: str) -> None:
    # L692-L695: room 4 shows hazelnut income (assumed board); HI-03 has no immediate ability
    cost = GAME.helper_cost[helper]
    first = "HI-09" if helper == "HI-03" else "HI-03"  # both without abilities
    me = {**ZERO, "helpers": [first, *EMPTY_ROOMS], "blueberries": cost, "lanterns": 3}
    s = position(me=me, helper_display=[helper, None, None, None])
    s = act(s, "bonus hire_helper")
    before = snapshot(s)
    s = settle(act(s, "hire 1", "room 4"))
    want: dict[str, int] = {"blueberries": -cost, "hazelnut_income": 1}
    for ref in (ab.ref + "/do" for ab in GAME.runtime.on_play[helper]):  # immediate
        for k, v in expected(GAME.effects[ref]).items():
            want[k] = want.get(k, 0) + v
        for eff in GAME.effects[ref]:
            if "gain_tool" in eff:
                want["tools"] = 1
            if "gain_die" in eff:
                want["dice"] = 1
    got = delta(before, snapshot(s))
    assert {k: v for k, v in want.items() if v} == got
    assert ws(s).rooms[4] == helper


def meets(order: str) -> dict[str, Any]:
    """A workshop holding exactly what ``order`` asks for, the order in the blueberry row."""
    dice = []
    for mask, value in GAME.order_reqs[order]:
        color = (mask & -mask).bit_length() - 1
        dice.append(f"{('green', 'yellow', 'brown')[color]} {value or 1}")
    g, sb, sc = GAME.order_mats[order]
    return {
        **ZERO,
        "dice": dice,
        "glue_discs": g,
        "saw_blade_discs": sb,
        "scrap_blocks": sc,
        "orders": [{"card": order, "row": 4}],
        "helpers": ["HI-03", *EMPTY_ROOMS],
    }


@pytest.mark.parametrize("order", GAME.order_ids)
def test_each_order_takes_its_materials_and_gives_its_reward(order: str) -> None:
    # L978-L993 and the blueberry row's +1 blueberry (L1040-L1041)
    s = act(position(me=meets(order)), f"fulfil {order}")
    while s.decision == "deliver":
        s = s.apply(s.legal_actions()[0])
    if order in GAME.special:  # L1114-L1117
        s = act(s, "reward points")
        want = {"points": 5, "blueberries": 5}
    else:
        want = {}
        for ref in (ab.ref + "/do" for ab in GAME.runtime.on_play[order]):
            want |= expected(GAME.effects[ref])
            assert all(
                next(iter(e)) in ("gain", "vp_now", "gain_tool", "produce")
                for e in GAME.effects[ref]
            )
    s = settle(s)
    w = mine(s)
    assert w["dice"] == [] and (w["glue_discs"], w["saw_blade_discs"], w["scrap_blocks"]) == (
        want.get("glue_discs", 0),
        want.get("saw_blade_discs", 0),
        want.get("scrap_blocks", 0),
    )
    assert w["fulfilled"] == [order] and w["orders"] == []
    for field in (
        "points", "blueberries", "lanterns", "reputation", "hazelnut_income",
        "blueberry_income", "reuse_tokens",
    ):  # fmt: skip
        extra = 1 if field == "blueberries" else 0
        assert w[field] == want.get(field, 0) + extra, field


@pytest.mark.parametrize("tool", GAME.tools)
def test_each_tool_kind_goes_to_the_attic(tool: str) -> None:
    # L1095-L1097, L1246-L1249: the tool line of the hazelnut track (assumed at space 4)
    me = {
        "blueberries": 3,
        "upgrade_tiles": ["usable"] * 2,
        "hazelnut_income": 3,
        "lanterns": 3,
    }
    s = act(
        position(me=me), "bonus improve_workshop", "improve upgrade", f"tool {tool}", "attic a2"
    )
    assert ws(s).attic[2] == tool and s.data.tools_left[GAME.tools.index(tool)] == 4


PUBLIC = {
    "P-1": 2 * 2,
    "P-2": 2 * 2,
    "P-3": 4 * 2,
    "P-4": 3 * 4,
    "P-5": 2 * 3,
    "P-6": 4 + 3,
    "P-7": 2 * 2,
    "P-8": 3 * 1,
}


@pytest.mark.parametrize("public", GAME.public_ids)
def test_each_public_order_scores_its_condition(public: str) -> None:
    # L1318-L1321; the conditions are assumed (see orders_public.yaml)
    me = {
        "helpers": ["HI-01", "HI-02", *[None] * 6],
        "attic": ["mallet", "wrench", *[None] * 9],
        "pots": 2,
        "trees": {"green": 3},
        "saw_tiles": ["usable"] * 2,
        "upgrade_tiles": ["usable"],
        "glue_tile": "used",
        "fulfilled": ["S-01", "S-02", "S-03"],
        "hazelnut_income": 4,
        "blueberry_income": 3,
        "marketing": 2,
        "claims": [public],
    }
    # the order claimed lies among the public orders on the table (L206-L214, L1119-L1121)
    setup = GAME.new_game(2, seed=0).position()["data"]["public_orders"]
    table = [{"card": public, "open": True, "claimed_round": 1}]
    table += [o for o in setup if o["card"] != public][: len(setup) - 1]
    state = position(me=me, public_orders=table)
    assert state.score_breakdown()[0]["2_public_orders"] == PUBLIC[public]


@pytest.mark.parametrize("card", GAME.solo_ids)
def test_each_solo_card(card: str) -> None:
    # L1419-L1475: the shown tiles move one quarter, without bonuses; the neutral marker
    me = {"acted": True, "tile": "buy_wood", "blueberries": 0, "points": 0}
    s = position(players=1, me=me, wheel=START, solo_deck=[card], solo_discard=[], neutral_marker=0)
    c = GAME.catalog[card]
    s = act(s, "end")
    wheel = s.data.wheel
    moved = [a for a in range(7) if wheel.index(a) >= 7]
    if c.prop("farthest"):
        assert moved == [0]  # buy_wood lies on space 0 of the oldest quarter
    else:
        assert sorted(moved) == sorted(
            [
                "buy_wood",
                "exchange_dice",
                "buy_materials",
                "take_orders",
                "hire_helper",
                "produce_plant",
                "improve_workshop",
            ].index(t)
            for t in c.prop_strs("tiles")
        )
    assert s.data.neutral == c.prop_int("neutral", 0)
    assert ws(s).vp == 0
