"""Bad input raises IllegalAction / InvalidState that says what was wrong; nothing changes."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from boardrules import CHANCE, Action, Game, IllegalAction, InvalidState, State, load_game


def finished(game: Game) -> State:
    s = game.new_game(2, seed=9)
    while not s.is_terminal:
        s = s.apply(s.legal_actions()[0])
    return s


# --- apply ---------------------------------------------------------------------------------
def test_illegal_action_names_it_and_lists_the_legal_ones(game: Game, midgame: State) -> None:
    legal = midgame.legal_actions()
    illegal = Action("fulfil", ("II-20",))
    assert illegal not in legal
    with pytest.raises(IllegalAction) as err:
        midgame.apply(illegal)
    message = str(err.value)
    assert "fulfil II-20 is not legal now" in message
    assert f"player to move: {midgame.current_player}" in message
    assert "legal: [" + ", ".join(str(a) for a in legal) + "]" in message
    assert err.value.legal == legal


def test_illegal_action_leaves_the_state_unchanged(midgame: State) -> None:
    before = midgame.to_json()
    history = midgame.history
    for bad in (Action("fulfil", ("II-20",)), Action("fly", ("moon",)), Action("roll", (3,))):
        with pytest.raises(IllegalAction):
            midgame.apply(bad)
    assert midgame.to_json() == before
    assert midgame.history == history


def test_illegal_action_is_a_value_error(midgame: State) -> None:
    with pytest.raises(ValueError, match=r"fly moon is not legal now"):
        midgame.apply(Action("fly", ("moon",)))


def test_a_notation_string_is_not_an_action(midgame: State) -> None:
    text = str(midgame.legal_actions()[0])
    with pytest.raises(IllegalAction, match=rf"{text} is not legal now"):
        midgame.apply(text)  # type: ignore[arg-type]  # deliberately a str, not an Action


def test_applying_on_a_terminal_state_raises(game: Game) -> None:
    end = finished(game)
    before = end.to_json()
    with pytest.raises(IllegalAction, match=r"the game is over"):
        end.apply(Action("end"))
    assert end.to_json() == before


# --- parse_action --------------------------------------------------------------------------
def test_parse_action_of_garbage_names_the_text_and_legal_actions(
    game: Game, midgame: State
) -> None:
    with pytest.raises(IllegalAction) as err:
        game.parse_action(midgame, "fly to the moon")
    message = str(err.value)
    assert "'fly to the moon' is not the notation of any woodcraft_rw action" in message
    assert err.value.legal == midgame.legal_actions()
    assert str(midgame.legal_actions()[0]) in message


def test_parse_action_of_a_real_notation_not_legal_now(game: Game, midgame: State) -> None:
    assert Action("fulfil", ("II-20",)) not in midgame.legal_actions()
    with pytest.raises(IllegalAction, match=r"'fulfil II-20' is not legal now; legal: \["):
        game.parse_action(midgame, "fulfil II-20")


def test_parse_action_of_a_legal_notation(game: Game, midgame: State) -> None:
    for action in midgame.legal_actions():
        assert game.parse_action(midgame, str(action)) == action
        assert game.parse_action(midgame, "  " + str(action).replace(" ", "   ") + " ") == action


def test_parse_action_on_a_terminal_state_raises(game: Game) -> None:
    with pytest.raises(IllegalAction, match=r"'end' is not legal now"):
        game.parse_action(finished(game), "end")


# --- state_from_json -----------------------------------------------------------------------
Edit = Callable[[dict[str, Any]], None]


def corrupt(game: Game, state: State, edit: Edit) -> str:
    """The message of the InvalidState raised for ``state``'s JSON after ``edit``."""
    doc = json.loads(state.to_json())
    edit(doc)
    with pytest.raises(InvalidState) as err:
        game.state_from_json(json.dumps(doc))
    return str(err.value)


def test_round_trip(game: Game, midgame: State) -> None:
    text = midgame.to_json()
    again = game.state_from_json(text)
    assert again.to_json() == text
    assert again.history == midgame.history
    assert again.legal_actions() == midgame.legal_actions()


def test_round_trip_of_new_and_finished_states(game: Game) -> None:
    for state in (game.new_game(1, seed=0), game.new_game(5, seed=2), finished(game)):
        assert game.state_from_json(state.to_json()).to_json() == state.to_json()


def test_round_trip_of_an_explicit_chance_state_between_rolls(game: Game) -> None:
    s = game.new_game(3, seed=4, chance="explicit")
    while s.current_player != CHANCE:
        s = s.apply(s.legal_actions()[0])
    for _ in range(6):  # the six dice of round 1 are rolled: none is waiting in the air
        s = s.apply(s.legal_actions()[-1])
    assert s.current_player != CHANCE
    assert game.state_from_json(s.to_json()).to_json() == s.to_json()


def test_round_trip_of_an_explicit_chance_state_at_a_roll(game: Game) -> None:
    s = game.new_game(3, seed=4, chance="explicit")
    while s.current_player != CHANCE:
        s = s.apply(s.legal_actions()[0])
    s = s.apply(s.legal_actions()[0])
    assert s.current_player == CHANCE
    assert game.state_from_json(s.to_json()).to_json() == s.to_json()


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("{", "not JSON: "),
        ("", "not JSON: "),
        ("[]", "a saved state is a JSON object"),
        ('["boardrules-state/1"]', "a saved state is a JSON object"),
        ("null", "a saved state is a JSON object"),
        ("3", "a saved state is a JSON object"),
    ],
)
def test_state_from_json_rejects_what_is_no_state(game: Game, text: str, problem: str) -> None:
    with pytest.raises(InvalidState, match=problem):
        game.state_from_json(text)


def test_state_from_json_rejects_a_missing_field(game: Game, midgame: State) -> None:
    message = corrupt(game, midgame, lambda d: d.pop("seed"))
    assert "missing fields ['seed']" in message


def test_state_from_json_rejects_an_extra_field(game: Game, midgame: State) -> None:
    message = corrupt(game, midgame, lambda d: d.update(colour="red"))
    assert "unknown fields ['colour']" in message


def test_state_from_json_rejects_a_wrong_format(game: Game, midgame: State) -> None:
    message = corrupt(game, midgame, lambda d: d.update(format="boardrules-state/2"))
    assert "format 'boardrules-state/2', expected 'boardrules-state/1'" in message


def test_state_from_json_rejects_another_games_state(game: Game, midgame: State) -> None:
    message = corrupt(game, midgame, lambda d: d.update(game="hallertau"))
    assert "a state of 'hallertau', not 'woodcraft_rw'" in message


def sheet0(doc: dict[str, Any]) -> dict[str, Any]:
    sheet: dict[str, Any] = doc["data"]["sheets"][0]
    return sheet


@pytest.mark.parametrize(
    ("edit", "where", "what"),
    [
        (lambda d: d["data"].update(round="1"), "$.round", "expected an integer"),
        (lambda d: sheet0(d).update(nuts="3"), "$.sheets[0].nuts", "expected an integer"),
        (lambda d: sheet0(d).update(nuts=True), "$.sheets[0].nuts", "expected an integer"),
        (lambda d: d["data"].update(explicit_chance=1), "$.explicit_chance", "true or false"),
        (lambda d: d["data"]["board"].__setitem__(0, 2.0), "$.board[0]", "expected an integer"),
        (lambda d: d["data"]["pool"].__setitem__(0, 4), "$.pool[0]", "expected a text"),
        (lambda d: d["data"].update(options=[]), "$.options", "expected a mapping"),
    ],
    ids=["round-str", "nuts-str", "nuts-bool", "chance-int", "board-float", "pool-int", "opts"],
)
def test_state_from_json_rejects_a_wrong_typed_data_field(
    game: Game, midgame: State, edit: Edit, where: str, what: str
) -> None:
    message = corrupt(game, midgame, edit)
    assert message.startswith("data: ")
    assert what in message
    assert where in message


def test_an_older_woodcraft_save_without_seen_is_refused_and_replays() -> None:
    # docs/api.md, older saved games: Woodcraft's data gained `seen` (who saw each card)
    woodcraft = load_game("woodcraft")
    state = woodcraft.new_game(2, seed=1)
    state = state.apply(state.legal_actions()[0])
    assert "required field missing @ $.seen" in corrupt(
        woodcraft, state, lambda d: d["data"].pop("seen")
    )
    doc = json.loads(state.to_json())
    again = woodcraft.replay(doc["players"], doc["seed"], doc["history"], doc["chance"])
    assert again == state


def test_state_from_json_rejects_a_missing_data_key(game: Game, midgame: State) -> None:
    assert "required field missing @ $.round" in corrupt(
        game, midgame, lambda d: d["data"].pop("round")
    )
    assert "required field missing @ $.sheets[0].nuts" in corrupt(
        game, midgame, lambda d: sheet0(d).pop("nuts")
    )


def test_state_from_json_rejects_an_extra_data_key(game: Game, midgame: State) -> None:
    assert "extra fields found (colour) @ $" in corrupt(
        game, midgame, lambda d: d["data"].update(colour=1)
    )
    assert "extra fields found (colour) @ $.sheets[0]" in corrupt(
        game, midgame, lambda d: sheet0(d).update(colour=1)
    )


def test_state_from_json_rejects_a_malformed_task(game: Game, midgame: State) -> None:
    message = corrupt(game, midgame, lambda d: d["data"]["tasks"].append([7, 0]))
    assert message.startswith("data: ") and "$.tasks" in message


def test_state_from_json_rejects_a_history_entry_that_is_no_action(
    game: Game, midgame: State
) -> None:
    message = corrupt(game, midgame, lambda d: d["history"].__setitem__(0, "fly to the moon"))
    assert "history does not replay" in message
    assert "'fly to the moon' is not the notation of any woodcraft_rw action" in message


@pytest.mark.parametrize("history", [[3], "keep I-16", {"0": "keep I-16"}, [None]])
def test_state_from_json_rejects_a_history_that_is_no_list_of_texts(
    game: Game, midgame: State, history: object
) -> None:
    message = corrupt(game, midgame, lambda d: d.update(history=history))
    assert "history must be a list of action notations" in message


@pytest.mark.parametrize("index", [0, 10, -1])
def test_state_from_json_rejects_a_history_that_does_not_replay(
    game: Game, midgame: State, index: int
) -> None:
    other = "keep II-01"  # a real action, but a phase II order is never dealt
    message = corrupt(game, midgame, lambda d: d["history"].__setitem__(index, other))
    assert message.startswith("history does not replay: ")
    assert f"{other} is not legal now" in message
    assert "; legal: [" in message


def test_state_from_json_rejects_a_shortened_history(game: Game, midgame: State) -> None:
    message = corrupt(game, midgame, lambda d: d["history"].pop())
    assert message.startswith("data disagrees with its history in [")


@pytest.mark.parametrize(
    ("edit", "field"),
    [
        (lambda d: sheet0(d).update(nuts=sheet0(d)["nuts"] + 1), "sheets"),
        (lambda d: sheet0(d).update(reputation=sheet0(d)["reputation"] + 2), "sheets"),
        (lambda d: d["data"].update(rng=d["data"]["rng"] ^ 1), "rng"),
        (lambda d: d["data"].update(round=d["data"]["round"] + 1), "round"),
        (lambda d: d["data"]["tasks"].append(dict(d["data"]["tasks"][-1])), "tasks"),
    ],
    ids=["nuts", "reputation", "rng", "round", "tasks"],
)
def test_state_from_json_rejects_data_that_disagrees_with_its_history(
    game: Game, midgame: State, edit: Edit, field: str
) -> None:
    message = corrupt(game, midgame, edit)
    assert message == f"data disagrees with its history in ['{field}']"


def test_state_from_json_rejects_data_that_breaks_the_game(game: Game, midgame: State) -> None:
    message = corrupt(game, midgame, lambda d: sheet0(d).update(dice=[0] * 12))
    assert message.startswith("data: ") and "dice in play, the game has 14" in message
    message = corrupt(game, midgame, lambda d: sheet0(d)["held"].append("I-99"))
    assert message == "data: sheets[0].held: 'I-99' is no order of the game"
    message = corrupt(game, midgame, lambda d: sheet0(d)["held"].append(d["data"]["deck2"][0]))
    assert message.startswith("data: deck2 and sheets[0].held: order 'II-")
    assert message.endswith("lies in 2 places, the game has 1")


@pytest.mark.parametrize(
    ("field", "value", "problem"),
    [
        ("players", 9, "takes 1-5 players, not 9"),
        ("chance", "maybe", "chance must be 'auto' or 'explicit'"),
        ("options", {"x": 1}, "has no option 'x'"),
    ],
)
def test_state_from_json_rejects_bad_game_settings(
    game: Game, midgame: State, field: str, value: object, problem: str
) -> None:
    message = corrupt(game, midgame, lambda d: d.update({field: value}))
    assert problem in message


@pytest.mark.parametrize("data", [None, [], "x", 3])
def test_state_from_json_rejects_data_that_is_no_mapping(
    game: Game, midgame: State, data: object
) -> None:
    message = corrupt(game, midgame, lambda d: d.update(data=data))
    assert message.startswith("data: ")


def test_state_from_json_rejects_a_text_seed(game: Game, midgame: State) -> None:
    message = corrupt(game, midgame, lambda d: d.update(seed=str(d["seed"])))
    assert "seed" in message


def test_state_from_json_rejects_options_that_are_no_mapping(game: Game, midgame: State) -> None:
    message = corrupt(game, midgame, lambda d: d.update(options=[]))
    assert "options" in message


def test_state_from_json_does_not_change_the_text(game: Game, midgame: State) -> None:
    doc = json.loads(midgame.to_json())
    kept = copy.deepcopy(doc)
    sheet0(doc).update(nuts=sheet0(doc)["nuts"] + 1)
    with pytest.raises(InvalidState):
        game.state_from_json(json.dumps(doc))
    assert game.state_from_json(json.dumps(kept)).to_json() == midgame.to_json()
