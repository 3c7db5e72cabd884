"""The ten phases of a round (hallertau.de.md L327-L639)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import boardrules
from boardrules import Action
from tests.hallertau.helpers import GAME, legal, play, run, table, village

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import crafts, fields, rounds, sheep
    from games.hallertau.state import BARLEY, FLAX, GAME_END, HOPS, MILK, STABLE, field
    from games.hallertau.tasks import NextTurn, Phase, RoundEnd, Sow, Turn
else:
    from boardrules.games.hallertau import crafts, fields, rounds, sheep
    from boardrules.games.hallertau.state import BARLEY, FLAX, GAME_END, HOPS, MILK, STABLE, field
    from boardrules.games.hallertau.tasks import NextTurn, Phase, RoundEnd, Sow, Turn


def phases_of_round(players: int, rnd: int) -> list[int]:
    d = table(players, rnd=rnd)
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
    d = table(4, rnd=2, phase=1)
    d.workers_on = [0] * 60
    d.workers_on[0:3] = [1, 2, 0]  # starter card space: 2 rows
    d.workers_on[3:6] = [1, 2, 3]  # sheep breeding: full
    d.workers_on[6:9] = [1, 0, 0]
    rounds.phase_quarters(GAME, d)
    assert d.workers_on[0:9] == [1, 0, 0, 1, 2, 0, 0, 0, 0]


def test_quarter_card_clears_only_its_quarters() -> None:
    """L344: 1-3 players clear the top row only in the quarters the card names."""
    d = table(2, rnd=2, phase=0)  # phase 1 to come
    d.workers_on = [1, 0, 0] * 20
    d.quarter_deck = ["quarter_B", *d.quarter_deck[1:]]  # 2 players: quarters 3 and 4 (assumed)
    run(d, Phase(1))
    cleared = {GAME.spaces[s].prop("quarter") for s in range(20) if not d.workers_on[3 * s]}
    assert cleared == {3, 4}
    assert "quarter_B" not in d.quarter_deck  # removed from the game


def test_a_random_quarter_is_a_chance_node() -> None:
    """L346: "?" asks for a random quarter: with chance="explicit" a CHANCE node whose
    outcomes are the quarters the line does not name (digest A2)."""
    d = table(3, rnd=6, phase=0)  # phase 1 of the last round to come: one card left
    d.explicit_chance = True
    d.workers_on = [1, 0, 0] * 20
    d.quarter_deck = ["quarter_E"]  # 3 players: 2, 3 and "?"
    state = run(d, Phase(1))
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
    d = table(1, rnd=4, phase=2)
    v = village(d)
    v.sheep = [0, 0, 0, 2, 1, 0, 3]
    rounds.phase_new_workers(GAME, d)
    assert v.sheep == [0, 0, 0, 0, 1, 0, 3]


def test_new_workers_from_the_window() -> None:
    """L371: as many workers as the window shows (house moved 3 times: 9)."""
    d = table(1, rnd=2, phase=2)
    v = village(d)
    v.crafts = [4, 5, 4, 6, 4]
    rounds.phase_new_workers(GAME, d)
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
    d = table(4, rnd=1, phase=4)
    d.workers_on = [0] * 60
    village(d).workers = 6
    options = legal(run(d, Turn(0)))
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
    assert [a for a in legal(run(table(1), Turn(0))) if a.startswith("trade")] == [
        f"trade {n}" for n in range(1, 7)
    ]


def test_no_passing_while_you_have_workers_and_empty_seats_are_skipped() -> None:
    """L391, L479: a seat with workers must act (no pass action); a seat without workers is
    skipped; the phase ends when nobody has workers."""
    d = table(3, rnd=1, phase=4)
    d.start = 0
    for seat, n in enumerate((1, 0, 2)):
        village(d, seat).workers = n
    state = run(d, NextTurn(0))
    assert state.current_player == 0 and "pass" not in legal(state)
    state = play(state, "trade 1")
    assert state.current_player == 2  # seat 1 has no workers
    state = play(state, "trade 2")
    assert state.is_terminal  # nothing else was scheduled: the phase ended


def test_fallow_fields_example() -> None:
    """L493-L498, example L502: empty fields in rows 3 and 5 and a planted one; only the row-3
    field can move, so it moves twice, to row 5; the planted field stays."""
    d = table(1, rnd=1, phase=5)  # phase 6 to come
    v = village(d)
    v.fields = sorted([field(3), field(5), field(4, BARLEY + 1)])
    run(d, Phase(6))
    assert v.fields == sorted([field(5), field(5), field(4, BARLEY + 1)])


def test_fallow_the_second_move_is_chosen_and_mandatory() -> None:
    """L494, L498: after all empty fields move up, the player picks exactly one that can
    still move (no skipping)."""
    d = table(1, rnd=1, phase=5)  # phase 6 to come
    v = village(d)
    v.fields = [field(2), field(3), field(5)]
    state = run(d, Phase(6))
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
    d = table(1, rnd=1, phase=7)
    v = village(d)
    v.goods[BARLEY] = v.goods[FLAX] = 0
    v.fields = sorted([field(4, BARLEY + 1), field(2, FLAX + 1), field(5)])
    fields.phase_harvest(GAME, d)
    assert (v.goods[BARLEY], v.goods[FLAX]) == (4, 2)
    assert v.fields == [field(2), field(3), field(5)]


def test_milking_example() -> None:
    """L521, example L523: 3 sheep on court cards or in the stable give 3 milk."""
    d = table(1, rnd=4, phase=8)
    v = village(d)
    v.sheep = [0, 0, 0, 0, 1, 1, 1]
    sheep.phase_milking(GAME, d)
    assert v.goods[MILK] == 3 and sum(v.sheep) == 3


def test_boulders_are_reset_to_their_crafts() -> None:
    """L625-L633: boulders return 2 and 4 spaces right of their craft, also to the left
    and back onto the board after the town hall moved a craft left."""
    d = table(1, rnd=2, phase=10)
    v = village(d)
    v.crafts = [3, 1, 1, 1, 1]
    v.boulders = [6, 14, 3, 5, 3, 5, 3, 5, 3, 5]
    crafts.phase_boulders(GAME, d)
    assert v.boulders[:2] == [5, 7]


def test_start_player_passes_clockwise_without_cards() -> None:
    """L801: at the end of the round the marker passes to the next seat clockwise."""
    d = table(3, rnd=2, phase=10)
    d.start = 2
    state = run(d, RoundEnd())
    assert state.data.start == 0 and state.data.round == 3


def test_the_game_ends_after_round_six() -> None:
    """L637, L749: after round 6 (phase 9, L623) the game is over and scored."""
    d = table(2, rnd=6, phase=9)
    state = run(d, RoundEnd())
    assert state.is_terminal and state.data.phase == GAME_END
    assert len(state.scores()) == 2


def test_hops_are_a_crop_to_sow() -> None:
    """L255, L435: flax, barley, hops and rye are sown from the supply."""
    d = table(1)
    v = village(d)
    v.goods[HOPS] = 1
    assert "sow hops 2" in legal(run(d, Sow(0, left=1, goods=(0, 1, 2, 3))))


def test_sheep_in_the_stable_stay() -> None:
    """L291: sheep in the stable stay there for the rest of the game (phase 2 keeps them)."""
    d = table(1, rnd=6, phase=2)
    v = village(d)
    v.sheep[STABLE] = 4
    rounds.phase_new_workers(GAME, d)
    assert v.sheep[STABLE] == 4
