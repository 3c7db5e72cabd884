"""Every board entry of data/woodcraft from a constructed position: rim and saw-wheel bonuses,
attic links, track lines, reputation rewards and workshop spaces do what their YAML says."""

from __future__ import annotations

import pytest

from boardrules.cards import Card

from .helpers import GAME, TILES, act, position, reputation_tile, ws
from .test_cards import EMPTY_ROOMS, ZERO, delta, expected, settle, snapshot

RIMS = [c for c in GAME.catalog.cards.values() if c.kind == "rim_bonus"]
LINKS = [c for c in GAME.catalog.cards.values() if c.kind == "attic_link"]
REWARDS = [c for c in GAME.catalog.cards.values() if c.kind == "reputation_reward"]


@pytest.mark.parametrize("rim", RIMS, ids=[c.id for c in RIMS])
def test_each_rim_bonus(rim: Card) -> None:
    # L381-L383: the bonus of the space a tile is taken from (age 1 quarter: no saw bonus)
    q, space = rim.prop_int("quarter"), rim.prop_int("space")
    wheel: list[str | None] = [None] * 28
    wheel[q * 7 + space] = TILES[0]
    other = (q + 2) % 4
    for a in range(1, 7):
        wheel[other * 7 + a - 1] = TILES[a]
    s = position(me={**ZERO}, wheel=wheel, arrow=(q + 1) % 4, arc=False)
    before = snapshot(s)
    s = act(s, "tile buy_wood")
    if s.decision == "kernel:choose" or s.decision == "choose":
        s = s.apply(s.legal_actions()[0])
    assert delta(before, snapshot(s)) == expected(GAME.effects[rim.abilities[0].ref + "/do"])


@pytest.mark.parametrize("link", LINKS, ids=[c.id for c in LINKS])
def test_each_attic_link(link: Card) -> None:
    # L1087-L1090: a tool beside a different kind gives the reward between them; here every
    # other space holds mallets, so only the links of the space filled with a wrench pay
    for space in link.prop_strs("between"):
        i = GAME.attic_ids.index(space)
        attic: list[str | None] = ["mallet"] * len(GAME.attic_ids)
        attic[i] = None
        me = {
            **ZERO,
            "blueberries": 3,
            "upgrade_tiles": ["usable"] * 2,
            "hazelnut_income": 3,
            "lanterns": 3,
            "attic": attic,
            "helpers": ["HI-03", *EMPTY_ROOMS],
        }
        s = act(position(me=me), "bonus improve_workshop", "improve upgrade", "tool wrench")
        before = snapshot(s)
        s = act(s, f"attic {space}")
        produce = s.decision == "produce"
        s = settle(s)
        want: dict[str, int] = {"tools": 1}
        refs = [f"{link}/abilities/0/do" for _, link in GAME.attic_links[i]]  # its gain
        for ref in refs:
            for k, v in expected(GAME.effects[ref]).items():
                want[k] = want.get(k, 0) + v
        assert delta(before, snapshot(s)) == {k: v for k, v in want.items() if v}
        assert produce == any("produce" in e for r in refs for e in GAME.effects[r])


@pytest.mark.parametrize("reward", REWARDS, ids=[c.id for c in REWARDS])
def test_each_reputation_reward(reward: Card) -> None:
    # L1269-L1291: the rank's reward of the tile reached (seat 0 reaches space 5 by +2)
    tile, side, rank = reward.prop_str("tile"), reward.prop_str("side"), reward.prop_str("rank")
    players = {"24": {"top": 4, "middle": 2, "bottom": 4}, "3": {"top": 3, "bottom": 3}}[side][rank]
    earlier = {"top": 0, "middle": 1 if players == 4 else 0, "bottom": 2 if players == 4 else 1}[
        rank
    ]
    arrivals = [0] * players
    for seat in range(1, earlier + 1):
        arrivals[seat] = 1
    me = {
        **ZERO,
        "reputation": 3,
        "saw_tiles": ["usable"] * 2,
        "blueberries": 4,
        "lanterns": 3,
        "helpers": ["HI-03", *EMPTY_ROOMS],
    }
    other = next(t for t in GAME.rep_tile_ids if t != tile)
    tiles = [reputation_tile(tile, arrivals), reputation_tile(other, [0] * players)]
    s = position(players=players, me=me, reputation_tiles=tiles)
    s = act(s, "bonus improve_workshop", "improve saw")
    before = snapshot(
        position(
            players=players,
            me={
                **me,
                "reputation": 5,
                "saw_tiles": ["usable"] * 3,
                "blueberries": 0,
                "lanterns": 0,
                "hazelnut_income": 1,
            },
        )
    )
    s = settle(s)
    want = expected(GAME.effects[reward.abilities[0].ref + "/do"])
    if any("gain_tool" in e for e in GAME.effects[reward.abilities[0].ref + "/do"]):
        want["tools"] = 1
    assert delta(before, snapshot(s)) == want


@pytest.mark.parametrize(
    "line", ["line-hazelnut-4", "line-hazelnut-8", "line-blueberry-4", "line-blueberry-8"]
)
def test_each_track_line(line: str) -> None:
    # L1246-L1252: crossing the line gives its reward (upgrade space 3: +2 hazelnut income;
    # upgrade space 2: +1 blueberry income, choose 1)
    card = GAME.catalog[line]
    at = card.prop_int("at")
    if card.prop("track") == "hazelnut_income":
        me = {
            **ZERO,
            "hazelnut_income": at - 1,
            "blueberries": 3,
            "upgrade_tiles": ["usable"] * 2,
            "lanterns": 3,
        }
        moves = ["bonus improve_workshop", "improve upgrade"]
    else:
        me = {
            **ZERO,
            "blueberry_income": at - 1,
            "blueberries": 2,
            "upgrade_tiles": ["usable"],
            "lanterns": 3,
        }
        moves = ["bonus improve_workshop", "improve upgrade", "choose 1"]
    s = act(position(me=me), *moves)
    effects = GAME.effects[card.abilities[0].ref + "/do"]
    if any("gain_tool" in e for e in effects):
        assert s.decision == "pick_tool"
    else:
        assert ws(s).vp == expected(effects)["points"]


def test_the_saw_wheel_bonuses_are_by_age() -> None:
    # L463-L470: ages 2 and 3 only (see test_rules_wheel.py for their amounts)
    assert sorted(GAME.saw_bonus) == [2, 3]


def test_the_observation_carries_the_rim_and_saw_wheel_bonuses() -> None:
    """L381-L399, L463-L470: the rim bonus beside each space and each quarter's saw-wheel
    bonus by its age are on the table, so the observation holds them (ids of board.yaml)."""
    state = GAME.new_game(2, seed=3)
    seen = state.observation(0)
    rims = {r["bonus"]: r for r in seen["rim_bonuses"]}
    assert set(rims) == {c.id for c in GAME.catalog.of_kind("rim_bonus")}
    for c in GAME.catalog.of_kind("rim_bonus"):
        rim = rims[c.id]
        assert rim["wheel_space"] == 7 * c.prop_int("quarter") + c.prop_int("space")
        assert (rim["quarter"], rim["space"]) == (c.prop_int("quarter"), c.prop_int("space") + 1)
        # L384-L389: the arc tile covers the start quarter's bonuses at the start
        assert rim["covered"] == (c.prop("quarter") == seen["start_quarter"])
    ages = {c.prop("age"): c.id for c in GAME.catalog.of_kind("saw_bonus")}
    for saw in seen["saw_bonuses"]:
        assert saw["age"] == (seen["arrow"] - saw["quarter"]) % 4
        assert saw["bonus"] == ages.get(saw["age"])
    assert sorted(s["bonus"] for s in seen["saw_bonuses"] if s["bonus"]) == sorted(ages.values())
