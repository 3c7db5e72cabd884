"""What the nineteenth session's terminal trial found (issue 23 item 4): every game played at
``boardrules play GAME --compact`` through a pipe, 2 seats and solo, options varied, ``help``
asked of the menus' words. Each test fails on a line the trial met that a player could not
understand without the rulebook: what an option costs or brings, or a card face with an empty
part."""

from __future__ import annotations

import re
from typing import Any

import pytest

import boardrules
from boardrules.cards.describe import literal
from boardrules.menus import menu


def said(state: Any) -> dict[str, str]:
    return {str(a): t for a, t in menu(state)}


def woodcraft_turn() -> Any:
    game = boardrules.load_game("woodcraft")
    state = game.new_game(2, seed=0)
    for word in ("keep S-09", "keep S-19", "place SP-7", "start HI-22"):
        state = state.apply(game.parse_action(state, word))
    while state.decision != "main":
        state = state.apply(state.legal_actions()[0])
    return state


def test_woodcraft_improve_says_the_spaces_cost_and_gains() -> None:
    # woodcraft.de.txt L774-L775: pay the space's cost, place the tile, take its gains;
    # L740-L755: the second saw tile costs 3 blueberries and gives 1 hazelnut income
    state = woodcraft_turn()
    for word in ("tile improve_workshop", "perform"):
        state = state.apply(state.game.parse_action(state, word))
    lines = said(state)
    assert lines["improve saw"] == (
        "place your next saw tile on your workshop (space saw-2): Cost: 3 blueberry. Gain 1"
        " hazelnut income."
    )
    assert "(space pot-yellow): Cost: 4 blueberry." in lines["improve pot"]


def test_woodcraft_market_says_its_price_and_points() -> None:
    # woodcraft.de.txt L1197-L1217: pay the next space's blueberries, score its points
    state = woodcraft_turn()
    for word in ("tile improve_workshop", "perform", "improve saw"):
        state = state.apply(state.game.parse_action(state, word))
    while state.decision != "market":
        state = state.apply(state.legal_actions()[-1])
    assert said(state)["market"] == (
        "advance 1 space on the marketing track: pay 2 blueberries, score 1 point now (L1197-L1217)"
    )


def test_nusfjord_a_ship_says_its_price_width_points_and_the_catch() -> None:
    # nusfjord.de.md L549-L564: a ship's price and width; L299: the catch is the smallest
    # number left visible; L562: a schooner as the first ship makes the catch 6
    game = boardrules.load_game("nusfjord")
    editor = game.new_game(2, seed=0).edit().set("harbors[0].wood", 6).set("harbors[0].gold", 4)
    state = editor.state()
    state = state.apply(game.parse_action(state, "place ship"))
    lines = said(state)
    assert lines["ship schooner"] == (
        "build a schooner onto your fishing track: pay 8 wood and 8 fish or 4 gold; 4 spaces"
        " wide, 4 VP at the end; your catch becomes 6 (L549-L564)"
    )
    assert lines["ship sloop"].startswith("build a sloop onto your fishing track: pay 2 wood")


def test_nusfjord_declining_an_elders_action_names_it() -> None:
    # nusfjord.de.md L774-L928: an elder's action may be optional
    from games.nusfjord import actions, menus, tasks

    game = boardrules.load_game("nusfjord")
    state = game.new_game(2, seed=0)
    task = tasks.ElderAction(seat=0, of=("ship", "build"), optional=True)
    words = menus.say_decline(game, state.data, task, actions.Decline())
    assert words == "perform no action: not Build a ship or Build (the elder's action is optional)"


def test_kleine_voelker_build_invade_and_ploys_say_what_they_cost() -> None:
    # kleine_voelker.de.txt L445-L497: a floor costs the space's number plus 1 a floor there;
    # L707-L744: an invasion pays the owner twice the building's cost; L660-L667: 4 ploys
    game = boardrules.load_game("kleine_voelker")
    state = game.new_game(2, seed=3)
    while not any(str(a).startswith("invade") for a in state.legal_actions()):
        legal = state.legal_actions()
        builds = [a for a in legal if str(a).startswith("build")]
        state = state.apply(builds[0] if builds else legal[0])
    lines = said(state)
    assert re.fullmatch(
        r"build a floor on territory \d, space \w+ \(\w+, cost (\d)\) for \1 inhabitants?"
        r" \(L445-L497\); then the crane goes to territory \d",
        lines["build 1 1"],
    )
    assert lines["invade 1 0"].startswith(
        "ploy (1 of your 4 ploy tokens): take over the building on territory 1, space centre"
    )
    assert "pay seat A 10 inhabitants, who takes the floors back" in lines["invade 1 0"]
    assert lines["change 2"].startswith("ploy (1 of your 4 ploy tokens): act in territory 2")


def test_hallertau_faces_say_each_choice_of_goods() -> None:
    # hallertau.de.md L868-L872: "oder" (a slash) is a choice of one; the faces read
    # "gain one of:" with nothing after it, and "one of: barley: 1, rye: 1"
    game = boardrules.load_game("hallertau")
    assert game.describe_card("401").startswith("Cost: 1 barley or 1 rye. ")
    assert "Cost: 7 flax or 5 flax and 1 hide or 3 flax and 2 hide" in game.describe_card("723")
    assert "pay 2 hops: gain one of: 1 hide or 1 wool;" in game.describe_card("432")
    assert game.describe_card("523").endswith("Gain one of: 4 flax or 4 barley or 4 hops or 4 rye.")
    empty = [
        c
        for c, card in game.catalog.cards.items()
        if card.kind != "parameter"  # a parameter's value reads "start goods: barley: 1"
        and re.search(r"one of:[;.,]|one of: \w+: \d", game.describe_card(c))
    ]
    assert not empty, empty


def test_hallertau_advance_says_what_a_step_costs_this_round() -> None:
    # hallertau.de.md L527-L553: a step costs 1 jewelry or as many goods as the round's
    # number (L535) of the craft's kinds, under its restriction (L540-L547)
    game = boardrules.load_game("hallertau")
    state = game.new_game(2, seed=0, variant="cardless")
    while not any(str(a).startswith("advance") for a in state.legal_actions()):
        state = state.apply(state.legal_actions()[0])
    assert said(state)["advance brewery"] == (
        "advance the brewery one step: pay 1 jewelry or 1 good of barley or hops, more barley"
        " than hops (round 1, L527-L553)"
    )
    assert "at most 1 flax" in said(state)["advance bakehouse"]


def test_an_empty_list_of_a_parameter_reads_none() -> None:
    # Nusfjord's imitation spaces (L615-L619): none at 1-3 players, read "1: ; 2: ;" before
    assert literal({"1": [], "4": ["any"]}) == "1: none; 4: any"
    game = boardrules.load_game("nusfjord")
    assert game.describe_card("imitation").startswith("Value: 1: none; 2: none; 3: none; 4: any")


def test_an_option_reads_its_choice_in_any_case() -> None:
    """``--option forgotten=true`` was refused with "choose one of False, True"."""
    from boardrules.cli.common import UsageError, parse_options

    game = boardrules.load_game("nusfjord")
    assert parse_options(game, ["forgotten=true"], None) == {"forgotten": True}
    assert parse_options(game, ["forgotten=False"], None) == {"forgotten": False}
    with pytest.raises(UsageError, match="choose one of False, True"):
        parse_options(game, ["forgotten=maybe"], None)


def test_nusfjord_the_ship_elders_say_what_a_ship_is_swapped_or_sold_for() -> None:
    # nusfjord.de.md L868 (Hafenmeister): a sloop for a cutter, unpaid, not a build-ship action;
    # L902 (Schiffseigner): a sloop for 2 gold, a cutter 4, a schooner 7; L810 (the old man):
    # the next fishing brings 1 gold a realized share instead of fish
    from games.nusfjord import actions, menus

    game = boardrules.load_game("nusfjord")
    data = game.new_game(2, seed=0).data
    swap = menus.say_swap(game, data, None, actions.Swap("sloop"))
    assert swap.startswith("exchange your sloop for a cutter of the storage board, without paying")
    assert menus.say_sell(game, data, None, actions.Sell("schooner")) == (
        "sell your schooner for 7 gold; it goes back to the storage board (L902)"
    )
    old_man = game.describe_card("L1")
    assert "use the Old Man" not in old_man
    assert "no fish but 1 gold for each realized share you hold" in old_man
