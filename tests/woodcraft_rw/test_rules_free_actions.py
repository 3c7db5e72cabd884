"""Free actions: fulfilling orders, glue, saw blades and shavings."""

from tests.woodcraft_rw.helpers import (
    act,
    decision,
    end_free,
    free_turn,
    legal,
    roll,
    sheet,
    start,
)


def test_free_actions_in_any_number_and_any_order() -> None:
    # woodcraft_rw.pl.txt L140-L148: in one turn a player may take any number of free actions in
    # any order; the turn goes on until the player ends it.
    state = free_turn(dice={"yellow 1": 1, "yellow 2": 1}, materials={"glue": 1, "shavings": 2})
    glue_first = act(state, "glue yellow 1 yellow 2 yellow", "shave yellow 3", "shave yellow 4")
    shave_first = act(state, "shave yellow 1", "shave yellow 2", "glue yellow 2 yellow 3 yellow")
    assert sheet(glue_first, 0)["dice"] == sheet(shave_first, 0)["dice"] == {"yellow 5": 1}
    assert decision(glue_first) == "free" and glue_first.current_player == 0
    assert "end" in legal(glue_first)
    assert act(glue_first, "end").current_player == 1


def test_free_actions_follow_taking_an_order_too() -> None:
    # woodcraft_rw.pl.txt L44-L49: step 2 (free actions) follows either choice of step 1.
    state = act(roll(start(2)), "pick order", "pick brown 6")
    state = act(state, f"take {state.data.pool[0]}")
    assert decision(state) == "free" and state.current_player == 0


def test_an_order_needs_all_its_requirements() -> None:
    # woodcraft_rw.pl.txt L150-L154: an order can be fulfilled only if all requirements are met.
    # I-13 needs a 4 of any colour, a brown 5 and a saw blade.
    dice = {"yellow 4": 1, "brown 5": 1}
    assert "fulfil I-13" not in legal(free_turn(dice=dice, held=["I-13"]))
    assert "fulfil I-13" not in legal(
        free_turn(dice={"yellow 4": 1}, materials={"saw_blade": 1}, held=["I-13"])
    )
    assert "fulfil I-13" in legal(free_turn(dice=dice, materials={"saw_blade": 1}, held=["I-13"]))


def test_only_an_order_next_to_the_sheet_can_be_fulfilled() -> None:
    # woodcraft_rw.pl.txt L152-L154: the player fulfils an order lying next to their sheet, not
    # one of the pool.
    state = free_turn(dice={"yellow 4": 1, "brown 5": 1}, materials={"saw_blade": 1}, held=[])

    show = state.edit()  # I-13 swaps places with the pool's first order
    deck = show.where("I-13")
    show.move(show.get("pool")[0], deck, show.cards(deck).index("I-13"))
    state = show.move("I-13", "pool", 0).state()
    assert not any(a.startswith("fulfil") for a in legal(state))


def test_fulfilling_returns_the_dice_and_crosses_out_the_materials() -> None:
    # woodcraft_rw.pl.txt L154-L158: the dice go back to the supply, the required circled
    # materials are crossed out.
    state = free_turn(
        dice={"yellow 4": 1, "brown 5": 1, "brown 1": 1},
        materials={"saw_blade": 2},
        held=["I-13"],
    )
    supply = state.observation(0)["supply"]
    state = act(state, "fulfil I-13")
    assert sheet(state, 0)["dice"] == {"brown 1": 1}
    assert state.observation(0)["supply"] == {
        "yellow": supply["yellow"] + 1,
        "brown": supply["brown"] + 1,
    }
    assert sheet(state, 0)["materials"]["saw_blade"] == 1
    assert state.data.sheets[0].spent[0] == 1  # crossed out, still counted as marked
    assert state.data.sheets[0].marked[0] == 2


def test_fulfilling_gives_the_reward_and_puts_the_card_face_down() -> None:
    # woodcraft_rw.pl.txt L160-L164: the reward on the left of the card (I-13: 1 blueberry) is
    # gained and the card lies face down: a fulfilled order, its VP counted at the end (L383).
    state = free_turn(dice={"brown 4": 1, "brown 5": 1}, materials={"saw_blade": 1}, held=["I-13"])
    state = act(state, "fulfil I-13")
    me = sheet(state, 0)
    assert me["blueberries"] == 1
    assert me["held_orders"] == [] and me["fulfilled_orders"] == ["I-13"]
    assert me["nuts"] == 0
    assert state.score_breakdown()[0]["4_orders"] == 4
    assert state.observation(1)["sheets"][0]["fulfilled_orders"] == 1  # face down: a count


def test_a_die_of_any_colour_is_chosen_by_the_player() -> None:
    # woodcraft_rw.pl.txt L154-L156 with digest A29: a requirement of any colour can be met by a
    # yellow or a brown die; with both at hand the player chooses which goes back.
    state = free_turn(
        dice={"yellow 4": 1, "brown 4": 1, "brown 5": 1}, materials={"saw_blade": 1}, held=["I-13"]
    )
    state = act(state, "fulfil I-13")
    assert decision(state) == "deliver"
    assert legal(state) == ["deliver yellow 4", "deliver brown 4"]
    state = act(state, "deliver brown 4")
    assert sheet(state, 0)["dice"] == {"yellow 4": 1}


def test_glue_two_dice_into_their_sum() -> None:
    # woodcraft_rw.pl.txt L169-L175: two dice glued: one shows the sum, the other goes back to
    # the supply; the glue is crossed out (L179-L181).
    state = free_turn(dice={"yellow 2": 1, "yellow 3": 1}, materials={"glue": 1})
    supply = state.observation(0)["supply"]["yellow"]
    state = act(state, "glue yellow 2 yellow 3 yellow")
    assert sheet(state, 0)["dice"] == {"yellow 5": 1}
    assert state.observation(0)["supply"]["yellow"] == supply + 1
    assert sheet(state, 0)["materials"]["glue"] == 0


def test_glued_dice_of_two_colours_take_the_colour_the_player_chooses() -> None:
    # woodcraft_rw.pl.txt L169-L175: the dice may differ in colour; then the player chooses the
    # colour of the glued die.
    state = free_turn(dice={"yellow 2": 1, "brown 4": 1}, materials={"glue": 1})
    glues = [a for a in legal(state) if a.startswith("glue")]
    assert glues == ["glue yellow 2 brown 4 yellow", "glue yellow 2 brown 4 brown"]
    browned = act(state, "glue yellow 2 brown 4 brown")
    assert sheet(browned, 0)["dice"] == {"brown 6": 1}
    assert browned.observation(0)["supply"]["yellow"] == (
        state.observation(0)["supply"]["yellow"] + 1
    )
    yellowed = act(state, "glue yellow 2 brown 4 yellow")
    assert sheet(yellowed, 0)["dice"] == {"yellow 6": 1}


def test_glue_cannot_make_more_than_6() -> None:
    # woodcraft_rw.pl.txt L177: dice whose sum is over 6 cannot be glued.
    state = free_turn(dice={"yellow 3": 1, "brown 4": 1}, materials={"glue": 1})
    assert not any(a.startswith("glue") for a in legal(state))


def test_glue_needs_two_dice_and_a_glue() -> None:
    # woodcraft_rw.pl.txt L169, L179-L181: gluing joins two of the player's dice and crosses out
    # an owned glue.
    assert not any(
        a.startswith("glue") for a in legal(free_turn(dice={"yellow 2": 1}, materials={"glue": 1}))
    )
    assert not any(
        a.startswith("glue") for a in legal(free_turn(dice={"yellow 2": 2}, materials={}))
    )
    pair = legal(free_turn(dice={"yellow 2": 2}, materials={"glue": 1}))
    assert [a for a in pair if a.startswith("glue")] == ["glue yellow 2 yellow 2 yellow"]


def test_gluing_scores_2_vp_as_nuts() -> None:
    # woodcraft_rw.pl.txt L177-L179, L319-L323: every gluing gives 2 VP, marked as nuts.
    state = free_turn(dice={"yellow 1": 3}, materials={"glue": 2})
    state = act(state, "glue yellow 1 yellow 1 yellow", "glue yellow 1 yellow 2 yellow")
    assert sheet(state, 0)["nuts"] == 4
    assert state.score_breakdown()[0]["1_lightning_vp"] == 4


def test_saw_splits_a_die_into_two_of_its_colour() -> None:
    # woodcraft_rw.pl.txt L186-L192: a saw blade splits one die into two of the same colour whose
    # values add up to it; the new die comes from the supply and the saw blade is crossed out.
    state = free_turn(dice={"brown 5": 1}, materials={"saw_blade": 1})
    assert [a for a in legal(state) if a.startswith("saw")] == ["saw brown 5 1", "saw brown 5 2"]
    supply = state.observation(0)["supply"]["brown"]
    state = act(state, "saw brown 5 2")
    assert sheet(state, 0)["dice"] == {"brown 2": 1, "brown 3": 1}
    assert state.observation(0)["supply"]["brown"] == supply - 1
    assert sheet(state, 0)["materials"]["saw_blade"] == 0


def test_a_1_cannot_be_sawn() -> None:
    # woodcraft_rw.pl.txt L186-L192 with digest A12: both parts are at least 1, so a 1 cannot be
    # split.
    state = free_turn(dice={"yellow 1": 1, "brown 1": 1}, materials={"saw_blade": 1})
    assert not any(a.startswith("saw") for a in legal(state))


def test_a_saw_needs_a_die_of_that_colour_in_the_supply() -> None:
    # woodcraft_rw.pl.txt L186-L192 with digest A5: the second die comes from the supply.
    state = free_turn(dice={"yellow 4": 1, "brown 4": 1}, materials={"saw_blade": 1})

    empty_yellow_supply = state.edit()  # seat 1 holds every other yellow (as yellow 5s)
    yellows = empty_yellow_supply.get("supply.yellow")
    dice = sorted([*empty_yellow_supply.get("sheets[1].dice"), *["yellow 5"] * yellows])
    empty_yellow_supply.set("sheets[1].dice", dice).set("supply.yellow", 0)
    state = empty_yellow_supply.state()
    assert [a for a in legal(state) if a.startswith("saw")] == ["saw brown 4 1", "saw brown 4 2"]


def test_each_shavings_raises_a_die_by_1_even_the_same_die_again() -> None:
    # woodcraft_rw.pl.txt L240-L246: each shavings crossed out raises a chosen die by 1; one die
    # may be raised several times.
    state = free_turn(dice={"brown 2": 1}, materials={"shavings": 3})
    state = act(state, "shave brown 2", "shave brown 3", "shave brown 4")
    assert sheet(state, 0)["dice"] == {"brown 5": 1}
    assert sheet(state, 0)["materials"]["shavings"] == 0
    assert not any(a.startswith("shave") for a in legal(state))


def test_shavings_cannot_raise_a_die_above_6() -> None:
    # woodcraft_rw.pl.txt L240-L246 with digest A11: a die shows at most 6.
    state = free_turn(dice={"yellow 6": 1, "brown 5": 1}, materials={"shavings": 2})
    assert [a for a in legal(state) if a.startswith("shave")] == ["shave brown 5"]
    state = act(state, "shave brown 5")
    assert not any(a.startswith("shave") for a in legal(state))


def test_free_actions_end_with_the_own_turn() -> None:
    # woodcraft_rw.pl.txt L146-L148 with digest A31: free actions are taken in the player's own
    # turn; after ending it the next seat acts, and then the turn moves on.
    state = free_turn(dice={"yellow 2": 1}, materials={"shavings": 1})
    state = end_free(state)
    assert decision(state) == "commit"
    assert sheet(state, 0)["dice"] == {"yellow 2": 1}
