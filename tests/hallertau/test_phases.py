"""The ten phases of a round (hallertau.de.md L327-L639)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import boardrules
from boardrules import Action
from tests.hallertau.helpers import GAME, board, legal, play, position, scheduled, turn

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import rounds
    from games.hallertau.state import BARLEY, FLAX, GAME_END, MILK, STABLE, field
    from games.hallertau.tasks import NextTurn, Phase, RoundEnd
else:
    from boardrules.games.hallertau import rounds
    from boardrules.games.hallertau.state import BARLEY, FLAX, GAME_END, MILK, STABLE, field
    from boardrules.games.hallertau.tasks import NextTurn, Phase, RoundEnd


def phases_of_round(players: int, rnd: int) -> list[int]:
    d = position(players, round=rnd).state().data
    return [k for k in range(1, 11) if not rounds.skipped(GAME, d, k, rnd)]


def test_phase_order_and_skips() -> None:
    """L329-L339: ten phases in order; phase 1 of round 1 is setup (L227); phase 3 is
    dropped without cards (L800; in round 1 always, L379); phase 10 not in round 6 (L623)."""
    assert phases_of_round(2, 1) == [2, 4, 5, 6, 7, 8, 9, 10]
    assert phases_of_round(2, 3) == [1, 2, 4, 5, 6, 7, 8, 9, 10]
    assert phases_of_round(2, 6) == [1, 2, 4, 5, 6, 7, 8, 9]


def test_four_players_clear_the_top_row_everywhere() -> None:
    """L343, example L352: a full space loses its 3 top workers and keeps 3; a space with
    one worker becomes empty."""
    ed = board(position(4, round=2, phase="setup"))  # phase 1 to come
    ed.set("action_board.starter_card", [1, 2])  # 2 rows
    ed.set("action_board.sheep_breeding", [1, 2, 3])  # full
    ed.set("action_board.sheep_shearer", [1, 0, 0])
    d = scheduled(ed, Phase(1)).data
    assert d.workers_on[0:9] == [1, 0, 0, 1, 2, 0, 0, 0, 0]


def test_quarter_card_clears_only_its_quarters() -> None:
    """L344: 1-3 players clear the top row only in the quarters the card names."""
    ed = board(position(2, round=2, phase="setup"), row1=1)  # phase 1 to come
    ed.move("quarter_B", "quarter_cards", 0)  # 2 players: quarters 3 and 4 (assumed)
    d = scheduled(ed, Phase(1)).data
    cleared = {GAME.spaces[s].prop("quarter") for s in range(20) if not d.workers_on[3 * s]}
    assert cleared == {3, 4}
    assert "quarter_B" not in d.quarter_deck  # removed from the game


def test_a_random_quarter_is_a_chance_node() -> None:
    """L346: "?" asks for a random quarter: with chance="explicit" a CHANCE node whose
    outcomes are the quarters the line does not name (digest A2)."""
    ed = board(position(3, round=6, phase="setup"), row1=1)  # phase 1 of the last round to come
    ed.set("chance", "explicit")
    for card in ed.cards("quarter_cards"):  # one card left: 3 players: 2, 3 and "?"
        if card != "quarter_E":
            ed.move(card, "quarter_cards_out")
    state = scheduled(ed, Phase(1))
    assert state.chance_outcomes() == [(Action("deal", ("quarter_E",)), 1.0)]  # L344-L345
    state = play(state, "deal quarter_E")
    assert state.current_player == boardrules.CHANCE
    assert [p for _, p in state.chance_outcomes()] == [0.5, 0.5]  # quarter 1 or 4
    state = play(state, "roll 2")
    cleared = {
        GAME.spaces[s].prop("quarter") for s in range(20) if not state.data.workers_on[3 * s]
    }
    assert cleared == {2, 3, 4}


def test_new_workers_sheep_on_the_removed_card_die() -> None:
    """L360-L361, example L369: the round's court card leaves the stable board and its
    sheep die; the others stay."""
    ed = position(1, round=4, phase="quarters")  # phase 2 to come
    ed.set("villages[0].sheep", {"round4": 2, "round5": 1, "stable": 3})
    v = scheduled(ed, Phase(2)).data.villages[0]
    assert v.sheep == [0, 0, 0, 0, 1, 0, 3]


def test_new_workers_from_the_window() -> None:
    """L371: as many workers as the window shows (house moved 3 times: 9)."""
    ed = position(1, round=2, phase="quarters")  # phase 2 to come
    crafts = {"carpentry": 4, "brewery": 5, "cold_storage": 4, "bakehouse": 6, "manufactory": 4}
    v = scheduled(ed.set("villages[0].crafts", crafts), Phase(2)).data.villages[0]
    assert v.workers == 9


def test_placing_costs_one_two_three_workers() -> None:
    """L399-L407: row 1 costs 1 worker, row 2 costs 2, row 3 costs 3; L411: a full space
    cannot be used; L415: you need the workers."""
    ed = GAME.new_game(1, variant="cardless").edit()
    ed.set("action_board.clay_pit", [0, 0, 0]).set("villages[0].workers", 6)
    state = play(ed.to_move(decision="turn", seat=0).state(), "place clay_pit", "take clay")
    assert state.observation(0)["action_board"]["clay_pit"] == [1, 0, 0]
    assert state.data.villages[0].workers == 5
    ed = state.edit().set("action_board.clay_pit", [1, 2, 0]).set("villages[0].workers", 2)
    assert "place clay_pit" not in legal(ed.to_move(decision="turn", seat=0).state())  # 3
    ed = state.edit().set("action_board.clay_pit", [1, 2, 3])
    assert "place clay_pit" not in legal(ed.to_move(decision="turn", seat=0).state())


def test_card_spaces_are_not_available_without_cards() -> None:
    """L800: in phase 4 the card action spaces are not offered."""
    ed = board(position(4, round=1)).set("villages[0].workers", 6)
    options = legal(turn(ed))
    assert len([a for a in options if a.startswith("place")]) == 16
    assert not any(a.endswith("_card") for a in options)


def test_trading_workers_for_tools() -> None:
    """L469-L475: one or more workers for as many tools, in one turn; example L483: the
    last worker for a 4th tool."""
    ed = GAME.new_game(1, variant="cardless").edit()
    ed.set("villages[0].workers", 1).set("villages[0].tools", 3)
    state = ed.to_move(decision="turn", seat=0).state()
    assert [a for a in legal(state) if a.startswith("trade")] == ["trade 1"]
    state = play(state, "trade 1")
    assert state.data.villages[0].tools == 4
    assert [a for a in legal(turn(position(1))) if a.startswith("trade")] == [
        f"trade {n}" for n in range(1, 7)
    ]


def test_no_passing_while_you_have_workers_and_empty_seats_are_skipped() -> None:
    """L391, L479: a seat with workers must act (no pass action); a seat without workers is
    skipped; the phase ends when nobody has workers."""
    ed = position(3, round=1).set("start_player", 0)
    for seat, n in enumerate((1, 0, 2)):
        ed.set(f"villages[{seat}].workers", n)
    state = scheduled(ed, NextTurn(0))
    assert state.current_player == 0 and "pass" not in legal(state)
    state = play(state, "trade 1")
    assert state.current_player == 2  # seat 1 has no workers
    state = play(state, "trade 2")
    assert state.is_terminal  # nothing else was scheduled: the phase ended


def test_fallow_fields_example() -> None:
    """L493-L498, example L502: empty fields in rows 3 and 5 and a planted one; only the row-3
    field can move, so it moves twice, to row 5; the planted field stays."""
    ed = position(1, round=1, phase="new_card")  # phase 6 to come
    ed.set("villages[0].fields", ["3 empty", "5 empty", "4 barley"])
    v = scheduled(ed, Phase(6)).data.villages[0]
    assert v.fields == sorted([field(5), field(5), field(4, BARLEY + 1)])


def test_fallow_the_second_move_is_chosen_and_mandatory() -> None:
    """L494, L498: after all empty fields move up, the player picks exactly one that can
    still move (no skipping)."""
    ed = position(1, round=1, phase="new_card")  # phase 6 to come
    state = scheduled(ed.set("villages[0].fields", ["2 empty", "3 empty", "5 empty"]), Phase(6))
    assert legal(state) == ["fallow 3", "fallow 4"]
    state = play(state, "fallow 3")
    assert state.data.villages[0].fields == [field(4), field(4), field(5)]
    # the same choice as a position in words: the fields after every empty one moved up
    ed = GAME.new_game(1, variant="cardless").edit().set("phase", "fallow")
    ed.set("villages[0].fields", ["3 empty", "4 empty", "5 empty"])
    state = ed.to_move(decision="fallow", seat=0).state()
    assert legal(state) == ["fallow 3", "fallow 4"]
    fields = play(state, "fallow 3").position()["data"]["villages"][0]["fields"]
    assert fields == ["4 empty", "4 empty", "5 empty"]


def test_harvest_example() -> None:
    """L506-L515: barley on a row-4 field gives 4 barley and the field moves to row 3; a
    field in row 2 stays in row 2."""
    ed = position(1, round=1, phase="fallow")  # phase 7 to come
    ed.set("villages[0].goods.barley", 0).set("villages[0].goods.flax", 0)
    ed.set("villages[0].fields", ["4 barley", "2 flax", "5 empty"])
    v = scheduled(ed, Phase(7)).data.villages[0]
    assert (v.goods[BARLEY], v.goods[FLAX]) == (4, 2)
    assert v.fields == [field(2), field(3), field(5)]


def test_milking_example() -> None:
    """L521, example L523: 3 sheep on court cards or in the stable give 3 milk."""
    ed = position(1, round=4, phase="harvest")  # phase 8 to come
    ed.set("villages[0].sheep", {"round5": 1, "round6": 1, "stable": 1})
    v = scheduled(ed, Phase(8)).data.villages[0]
    assert v.goods[MILK] == 3 and sum(v.sheep) == 3


def test_boulders_are_reset_to_their_crafts() -> None:
    """L625-L633: boulders return 2 and 4 spaces right of their craft, also to the left
    and back onto the board after the town hall moved a craft left."""
    ed = position(1, round=2, phase="progress")  # phase 10 to come
    ed.set("villages[0].crafts.carpentry", 3).set("villages[0].boulders.carpentry", [6, 14])
    v = scheduled(ed, Phase(10)).data.villages[0]
    assert v.boulders[:2] == [5, 7]


def test_start_player_passes_clockwise_without_cards() -> None:
    """L801: at the end of the round the marker passes to the next seat clockwise."""
    ed = position(3, round=2, phase="boulders").set("start_player", 2)
    state = scheduled(ed, RoundEnd())
    assert state.data.start == 0 and state.data.round == 3


def test_the_game_ends_after_round_six() -> None:
    """L637, L749: after round 6 (phase 9, L623) the game is over and scored."""
    state = scheduled(position(2, round=6, phase="progress"), RoundEnd())
    assert state.is_terminal and state.data.phase == GAME_END
    assert len(state.scores()) == 2


def test_hops_are_a_crop_to_sow() -> None:
    """L255, L435: flax, barley, hops and rye are sown from the supply."""
    ed = position(1).set("villages[0].goods.hops", 1)
    state = ed.to_move(decision="sow", seat=0, space="sowing", part=1, left=1).state()
    assert "sow hops 2" in legal(state)


def test_sheep_in_the_stable_stay() -> None:
    """L291: sheep in the stable stay there for the rest of the game (phase 2 keeps them)."""
    ed = position(1, round=6, phase="quarters").set("villages[0].sheep.stable", 4)
    v = scheduled(ed, Phase(2)).data.villages[0]
    assert v.sheep[STABLE] == 4
