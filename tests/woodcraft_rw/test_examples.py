"""The worked examples of the Woodcraft Roll & Write rulebook, with the rulebook's numbers."""

from tests.woodcraft_rw.helpers import (
    act,
    decision,
    free_turn,
    legal,
    roll,
    sheet,
    start,
    with_sheet,
)


def test_janek_takes_yellow_1_and_circles_saw_glue_lantern() -> None:
    # woodcraft_rw.pl.txt L116-L119: Janek chooses yellow 1, writes its value, takes the die
    # and circles 1 saw blade, 1 glue and 1 lantern.
    state = act(roll(start()), "pick yellow 1", "pick brown 6")
    assert decision(state) == "lantern" and state.current_player == 0
    state = act(state, "lantern 5")
    janek = sheet(state, 0)
    assert janek["turn_boxes"][0] == "yellow 1"
    assert janek["dice"] == {"yellow 1": 1}
    assert janek["materials"] == {"saw_blade": 1, "glue": 1, "shavings": 0}
    assert janek["lanterns"] == [5]
    assert state.observation(0)["board"][5] is None  # the die left the main board


def test_saw_a_6_into_1_and_5_or_2_and_4_or_3_and_3() -> None:
    # woodcraft_rw.pl.txt L194-L200: crossing out a saw blade turns a 6 into two dice of the
    # same colour: 1 and 5, 2 and 4, or 3 and 3.
    state = free_turn(dice={"yellow 6": 1}, materials={"saw_blade": 1})
    saws = [a for a in legal(state) if a.startswith("saw")]
    assert saws == ["saw yellow 6 1", "saw yellow 6 2", "saw yellow 6 3"]
    outcomes = {move: sheet(act(state, move), 0)["dice"] for move in saws}
    assert outcomes == {
        "saw yellow 6 1": {"yellow 1": 1, "yellow 5": 1},
        "saw yellow 6 2": {"yellow 2": 1, "yellow 4": 1},
        "saw yellow 6 3": {"yellow 3": 2},
    }
    after = act(state, "saw yellow 6 3")
    assert sheet(after, 0)["materials"]["saw_blade"] == 0


def test_lantern_column_1_gives_a_yellow_die_of_chosen_value_and_1_vp_at_the_end() -> None:
    # woodcraft_rw.pl.txt L220-L224: filling the first column gives 1 yellow die of a value the
    # player chooses, from the supply, and 1 VP at the end of the game.
    state = with_sheet(roll(start()), 0, lanterns=[1, 4])
    state = act(state, "pick yellow 1", "pick brown 6", "lantern 7")
    assert decision(state) == "die_value"
    assert legal(state) == [f"value {v}" for v in range(1, 7)]
    supply = state.observation(0)["supply"]["yellow"]
    state = act(state, "value 4")
    assert sheet(state, 0)["dice"] == {"yellow 1": 1, "yellow 4": 1}
    assert state.observation(0)["supply"]["yellow"] == supply - 1
    assert sheet(state, 0)["nuts"] == 0  # the VP is not marked now ...
    assert state.score_breakdown()[0]["6_lantern_lines"] == 1  # ... but scored at the end


def test_lantern_row_3_takes_an_order_from_the_pool_at_once() -> None:
    # woodcraft_rw.pl.txt L224-L228: filling the third row takes one order from the pool at once.
    state = with_sheet(roll(start()), 0, lanterns=[7, 8])
    state = act(state, "pick yellow 1", "pick brown 6", "lantern 9")
    assert decision(state) == "pick_order" and state.current_player == 0
    pool = list(state.data.pool)
    top = state.data.deck1[0]
    assert legal(state) == [f"take {o}" for o in pool]
    state = act(state, f"take {pool[1]}")
    assert pool[1] in sheet(state, 0)["held_orders"]
    assert state.data.pool == [pool[0], top, pool[2]]  # refilled at once (L136-L138)


def test_janek_glues_saws_shaves_and_fulfils_his_order() -> None:
    # woodcraft_rw.pl.txt L248-L278: Janek holds yellow 1, yellow 4, brown 1 and 1 shavings,
    # 1 glue, 1 saw blade. (1) Glue yellow 1 + brown 1 -> yellow 2, +2 VP. (2) Saw yellow 2 into
    # two yellow 1. (3) Shavings raise yellow 4 to yellow 5. (4) Fulfil: 3 VP and 1 reputation,
    # and the card lies face down next to the sheet.
    state = free_turn(
        dice={"yellow 1": 1, "yellow 4": 1, "brown 1": 1},
        materials={"shavings": 1, "glue": 1, "saw_blade": 1},
        held=["I-01"],
    )
    assert "fulfil I-01" not in legal(state)
    state = act(state, "glue yellow 1 brown 1 yellow")
    janek = sheet(state, 0)
    assert janek["dice"] == {"yellow 2": 1, "yellow 4": 1}
    assert janek["nuts"] == 2
    state = act(state, "saw yellow 2 1")
    assert sheet(state, 0)["dice"] == {"yellow 1": 2, "yellow 4": 1}
    state = act(state, "shave yellow 4")
    janek = sheet(state, 0)
    assert janek["dice"] == {"yellow 1": 2, "yellow 5": 1}
    assert janek["materials"] == {"saw_blade": 0, "glue": 0, "shavings": 0}
    supply = dict(state.observation(0)["supply"])
    state = act(state, "fulfil I-01")
    janek = sheet(state, 0)
    assert janek["dice"] == {}
    assert janek["held_orders"] == [] and janek["fulfilled_orders"] == ["I-01"]
    assert janek["reputation"] == 1
    assert state.observation(0)["supply"] == {
        "yellow": supply["yellow"] + 3,
        "brown": supply["brown"],
    }
    points = state.score_breakdown()[0]
    assert points["4_orders"] == 3
    assert points["3_reputation"] == 1  # 1 reputation x 1 fulfilled order
    assert points["1_lightning_vp"] == 2  # the glue
    assert decision(state) == "free"  # Janek's turn goes on until he ends it


def test_solo_summary_opponent_removes_identical_brown_and_nearest_lower_yellow() -> None:
    # woodcraft_rw.pl.txt L442-L451: (1) roll 6 dice, sort them, take one; (2) roll 2 dice for
    # the opponent; (3) remove the identical brown die and, for yellow, the nearest lower value.
    state = roll(start(players=1))
    assert state.observation(0)["board"] == [
        "brown 6",
        "yellow 5",
        "brown 4",
        "yellow 3",
        "brown 2",
        "yellow 1",
    ]
    state = act(state, "pick brown 6", "end")
    state = act(state, "roll 4", "roll 2")  # the opponent: yellow 4, brown 2
    assert state.observation(0)["board"] == [None, None, None, "yellow 5", "brown 4", "yellow 1"]
    assert decision(state) == "commit" and state.observation(0)["turn"] == 2
