"""The special order's reward at the terminal (issue 23 item 3, the nineteenth session): the
terminal trials never reached it, so a position set up with the public editor
(``state.edit()``, docs/positions.md) offers it, and its question, menu and ``help`` words are
checked as a player reads them (woodcraft.de.txt L1106-L1121, L1318-L1321)."""

from __future__ import annotations

from boardrules import State, load_game
from boardrules.cli.menu import help_text, menu_lines
from boardrules.menus import menu, question


def fulfilled_special_order() -> State:
    """Seat A's turn in round 1 with special order SP-7 placed at setup (L272-L274) and the
    dice and glue disc it asks for, set with the editor; ``fulfil SP-7`` offers the reward."""
    game = load_game("woodcraft")
    state = game.new_game(2, seed=0)
    for word in ("keep S-09", "keep S-19", "place SP-7", "start HI-22"):
        state = state.apply(game.parse_action(state, word))
    while state.decision != "main":  # seat B's setup choices, as the menu lists them first
        state = state.apply(state.legal_actions()[0])
    editor = state.edit()
    editor.set("workshops[0].dice", ["green 5", "brown 6", "yellow 2"])
    editor.set("workshops[0].glue_discs", 1)
    state = editor.state()
    assert state.current_player == 0 and "fulfil SP-7" in map(str, state.legal_actions())
    return state.apply(game.parse_action(state, "fulfil SP-7"))


def test_the_special_orders_reward_is_offered_in_words() -> None:
    # L1114-L1117: 5 points and 5 blueberries, or claim a public order (L1119-L1121)
    state = fulfilled_special_order()
    assert state.decision == "special_reward"
    assert question(state) == (
        "Special order fulfilled (L1114-L1121): its reward, 5 points and 5 blueberries, or"
        " claim a public order instead (scored at the game's end)"
    )
    said = {str(a): t for a, t in menu(state)}
    assert said["reward points"] == (
        "take 5 points and 5 blueberries, the special order's reward (L1114-L1117)"
    )
    public = list(state.data.public)
    assert sorted(said) == sorted(["reward points", *(f"claim {o}" for o in public)])
    claim = said[f"claim {public[0]}"]
    assert claim.startswith(f"claim public order {public[0]}: Scores ")
    assert claim.endswith(
        "Instead of 5 points and 5 blueberries, your marker goes on it and it scores for you at"
        " the game's end; other seats may still claim it this round (L1073-L1080, L1119-L1121,"
        " L1318-L1321)"
    )
    assert len(menu_lines(state)) == len(said)


def test_the_rewards_words_have_help() -> None:
    state = fulfilled_special_order()
    game = state.game
    assert help_text(game, "reward points", state) == (
        "reward points: take 5 points and 5 blueberries, the special order's reward (L1114-L1117)"
    )
    assert help_text(game, "1", state).startswith("1: option 1 of the menu: reward points = take")
    special = help_text(game, "special order", state)
    assert special.startswith("special order: one of the 2 orders dealt to each seat at setup")
    assert "(L1114-L1121)" in special
    public = help_text(game, "public order", state)
    assert public.startswith("public order: an order laid out at setup") and "L1318-L1321" in public
    assert "now: Special order fulfilled (L1114-L1121)" in help_text(game, "special_reward", state)


def test_either_reward_is_what_its_words_say() -> None:
    state = fulfilled_special_order()
    workshop = state.data.workshops[0]
    took = state.apply(state.game.parse_action(state, "reward points"))
    after = took.data.workshops[0]
    assert (after.vp - workshop.vp, after.blueberries - workshop.blueberries) == (5, 5)
    order = state.data.public[0]
    claimed = state.apply(state.game.parse_action(state, f"claim {order}"))
    mine = claimed.data.workshops[0]
    assert mine.claims == (order,) and (mine.vp, mine.blueberries) == (
        workshop.vp,
        workshop.blueberries,
    )
