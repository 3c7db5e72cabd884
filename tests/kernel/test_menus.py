"""Menus with context (issue 23, item 6): every decision of every game states its question and
who asks, and every option says in words what it does (``boardrules.menus``); the words show a
seat only what its observation shows; the notation and the ids do not change."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

import boardrules
from boardrules.actions import ChooseBranch, Deal, Roll
from boardrules.engine import Game, State
from boardrules.menus import (
    Menus,
    describe_action,
    menu,
    question,
    seat_from_text,
    seat_name,
)
from boardrules.state import pending_for

GAMES = ("woodcraft", "woodcraft_rw", "kleine_voelker", "nusfjord", "hallertau")
CARD_ID = re.compile(r"[A-Za-z0-9][\w-]*")


def playout_states(game: Game, seeds: int) -> list[State]:
    """Every decision state of random games, ``seeds`` per seat count."""
    out = []
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(seeds):
            state = game.new_game(players, seed)
            rnd = random.Random(seed)
            while not state.is_terminal:
                if state.is_chance_node:
                    outcomes = state.chance_outcomes()
                    state = state.apply(rnd.choice([a for a, _ in outcomes]))
                    continue
                out.append(state)
                state = state.apply(rnd.choice(state.legal_actions()))
    return out


def registered(menus: Menus, task: object, word: str) -> bool:
    return (type(task), word) in menus.answers or (None, word) in menus.answers


@pytest.mark.parametrize("game_id", GAMES)
def test_every_decision_and_kind_has_words(game_id: str) -> None:
    """Statically: each decision record of the game asks a question of its own, each action
    kind it may offer has words (not the docstring fallback)."""
    game = boardrules.load_game(game_id)
    menus = game.menus
    silent = [
        c.__name__ for c in game.decisions if not any(k in menus.questions for k in c.__mro__)
    ]
    said = {word for _, word in menus.answers}
    mute = [w for w in game.kinds if w not in said and w not in ("retired", "roll", "deal")]
    assert not silent and not mute, (silent, mute)


@pytest.mark.parametrize("game_id", GAMES)
def test_random_playouts_every_option_is_said_in_words(game_id: str) -> None:
    """Every decision met in random games has a question; every option a description that is
    more than its notation, written for it; card ids it names are ones the seat sees."""
    game = boardrules.load_game(game_id)
    # the ids of cards a seat may hold or be dealt (not the rules' parameters)
    cards = {
        c.id
        for c in game.catalog.cards.values()
        if c.kind != "parameter" and len(c.id) >= 3 and any(ch.isdigit() for ch in c.id)
    }
    problems: list[str] = []
    for state in playout_states(game, 2):
        task = state.data.tasks[-1]
        asked = question(state)
        if not asked or asked == state.decision:
            problems.append(f"{state.decision}: no question ({asked!r})")
        # what the seat sees: its view, its own pending decision, the options' notation
        seen = json.dumps(
            [state.view(state.current_player), pending_for(state, state.current_player)]
        )
        table = json.dumps(state.game.converter.unstructure(state.data))
        options = menu(state)
        notations = " ".join(str(a) for a, _ in options)
        for action, words in options:
            if words.strip() in ("", str(action)) or not registered(game.menus, task, action.kind):
                problems.append(f"{state.decision}: {action} -> {words!r}")
            assert words == describe_action(state, action)
        # hidden information: a card of the table named in the words is one the seat sees
        for text in (asked, *(w for _, w in options)):
            named = {t for t in CARD_ID.findall(text) if t in cards and f'"{t}"' in table}
            hidden = [t for t in named if f'"{t}"' not in seen and t not in notations.split()]
            if hidden:
                problems.append(f"{state.decision}: {text!r} names {hidden}")
        if len(problems) > 20:
            break
    assert not problems, "\n".join(problems[:20])


def test_the_notation_and_ids_do_not_change() -> None:
    """The words are beside the notation: the codec's table is the lock file's."""
    for game_id in GAMES:
        game = boardrules.load_game(game_id)
        state = game.new_game(2, 1)
        for action, _ in menu(state):
            assert game.action_from_id(game.action_id(action)) == action
            assert game.parse_action(state, str(action)) == action


def test_chance_outcomes_are_said() -> None:
    game = boardrules.load_game("woodcraft_rw")
    state = game.new_game(2, 7, chance="explicit")
    while not state.is_chance_node:
        state = state.apply(state.legal_actions()[0])
    assert question(state).startswith("Chance: ")
    action = state.legal_actions()[0]
    words = describe_action(state, action)
    if isinstance(action, Roll):
        assert words == f"the die shows {action.value}"
    else:
        assert isinstance(action, Deal) and words.endswith(f"{action.card} is dealt")


def test_examples_of_the_issue() -> None:
    """The issue's examples: a tier says its cost and effect, a lantern cell its row and
    column, yes/no which card asks, choose the branch."""
    rw = boardrules.load_game("woodcraft_rw")
    state = rw.replay(2, 7, ["keep I-06", "keep I-02", "pick yellow 1", "pick yellow 1"])
    assert question(state) == (
        "Lantern table of seat A (L202-L211): you gained a lantern: mark an empty cell of the 3x3"
        " table (a full row or column pays its bonus)"
    )
    assert describe_action(state, rw.parse_action(state, "lantern 3")) == (
        "lantern cell 3 (row 1, column 3)"
    )
    hallertau = boardrules.load_game("hallertau")
    tiers = [s for s in playout_states(hallertau, 2) if s.decision == "pick_tier"]
    assert tiers
    state = tiers[0]
    card = state.data.tasks[-1].card
    assert question(state).startswith(f"Card {card}") and "choose one tier" in question(state)
    # item 3: no number beside `choose k` (the notation counts from 0): the question says the
    # card's order, each option its tier's words
    assert "(top to bottom: choose 0, choose 1" in question(state)
    for action, words in menu(state):
        assert isinstance(action, ChooseBranch) and words.startswith("tier: ")
        assert not re.search(r"\b(tier|branch) \d", words)
    nusfjord = boardrules.load_game("nusfjord")
    asks = [s for s in playout_states(nusfjord, 2) if s.decision == "may_use"]
    assert asks
    ref = asks[0].data.tasks[-1].ref.split("/")[0]
    assert all(ref in w for _, w in menu(asks[0]))  # yes/no say which card asks


def test_seats_are_named_by_letter() -> None:
    assert [seat_name(p) for p in range(3)] == ["seat A", "seat B", "seat C"]
    assert seat_from_text("B", 2) == 1 and seat_from_text("seat a", 2) == 0
    assert seat_from_text("1", 2) == 1 and seat_from_text("C", 2) is None


# --- the terminal ------------------------------------------------------------------------------
def terminal(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
    typed: list[str],
) -> str:
    """The output of ``boardrules ARGV`` with a person typing ``typed`` (then input ends)."""
    from boardrules.cli import main

    answers = iter(typed)

    def read(prompt: str = "") -> str:
        print(prompt, end="")
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", read)
    assert main(argv) == 0
    return capsys.readouterr().out


def test_help_answers_every_word_on_screen_and_lists_each_meaning(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Woodcraft R&W's ``help 3`` is crate 3 and option 3 (both listed); Hallertau's ``help
    sowing`` says what the space does (L960-L964), not only a line number; a seat letter, an
    action word, a decision name and an option's notation are answered."""
    out = terminal(
        monkeypatch,
        capsys,
        ["play", "woodcraft_rw", "--seed", "7", "--human", "A"],
        ["help keep I-06", "help keep", "1", "help 3", "help B", "help lantern", "help zzz"],
    )
    assert "3 means several things here:\n  - 3: crate\n      cost: 1 chestnut icon" in out
    assert "  - 3: option 3 of the menu: pick yellow 6 = the yellow 6 die from column 2" in out
    assert "\n  - 3: seat" not in out  # a number is no seat letter
    assert "B means several things here:" in out and "  - B: seat B, player id 1" in out
    assert "  - B: helper\n      cost: 2 blueberry" in out
    assert (
        "keep (an action): keep ORDER: at setup, keep this phase I order of the two dealt"
        " (L32-L34); now: keep I-06 = keep order I-06" in out
    )
    assert (
        "lantern (a decision): Lantern table (L202-L211): you gained a lantern: mark an empty cell"
        in out
    )
    assert "keep I-06: keep order I-06: Cost:" in out
    assert "no entry 'zzz' in woodcraft_rw" in out
    out = terminal(
        monkeypatch,
        capsys,
        ["play", "hallertau", "--seed", "1", "--human", "0"],
        ["help sowing", "help 1", "help respond"],
    )
    assert "  - sowing: action space: sow up to 3 fields (L960-L964)" in out
    # the first decision is a card window (L661: every seat with hand cards is asked); none of
    # seat A's cards can be played there, which its own words say (L659: the others never read
    # them, tests/hallertau/test_window_words.py)
    assert "1: option 1 of the menu: pass = no card in your hand can be played now: pass" in out
    assert (
        "respond (a decision): now: Hand cards (L659-L663): no card in your hand can be played"
        " now (in phase 2, new workers): pass" in out
    )
    assert "your move. Hand cards (L659-L663): no card in your hand can be played now" in out


def test_the_terminal_names_seats_by_letter_and_states_the_question(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    out = terminal(
        monkeypatch, capsys, ["play", "kleine_voelker", "--seed", "2", "--human", "B"], []
    )
    assert "Seat B, your move. Setup (L237-L241): keep one of the secret projects dealt" in out
    assert re.search(r"^   1\. keep SEC-\S+ +keep secret project SEC-", out, re.M)
    assert "seat B> " in out and "seat 1" not in out and "Seat 1" not in out
    assert re.search(r"^  seat A: \d+ inhabitants", out, re.M)  # seats named as the pictures


def test_compact_shows_what_changed_and_view_shows_all(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    full = terminal(
        monkeypatch, capsys, ["play", "hallertau", "--seed", "1", "--human", "A"], ["1", "1"]
    )
    out = terminal(
        monkeypatch,
        capsys,
        ["play", "hallertau", "--seed", "1", "--human", "A", "--compact"],
        ["1", "1", "view"],
    )
    board = "\n    Starter card     ["
    before_view = "seat A> ".join(out.split("seat A> ")[:-2])
    assert full.count(board) > before_view.count(board)  # the full view is not reprinted
    assert "(changed since you last saw the table: " in out
    compact_part = out.split("(changed since you last saw the table: ", 1)[1].split("seat A> ")[0]
    assert len(compact_part.splitlines()) < len(full.split("seat A> ")[1].splitlines())
    after_view = out.split("seat A> ")[-2]  # typed: view
    assert board in after_view and "Cards you see" in after_view


# --- a newcomer's reading of the menus (issue 23, "Check:") -------------------------------------
def test_a_pick_says_the_bonus_it_brings() -> None:
    rw = boardrules.load_game("woodcraft_rw")
    state = rw.replay(2, 7, ["keep I-06", "keep I-02"])
    said = dict((str(a), words) for a, words in menu(state))
    one = [w for w in said.values() if "from column" in w]
    assert one and all(" and its bonus (column " in w and ": gain " in w for w in one)
    assert said["pick order"].startswith("an order of the pool")


def test_a_completed_lantern_line_is_named_in_words() -> None:
    from games.woodcraft_rw.menus import line_words

    assert (line_words("col2"), line_words("row3"), line_words("diagonal")) == (
        "column 2",
        "row 3",
        "diagonal",
    )


def test_the_chestnut_question_says_why() -> None:
    rw = boardrules.load_game("woodcraft_rw")
    states = [s for s in playout_states(rw, 1) if s.decision == "chestnut"]
    assert states
    assert "you gained a chestnut: cross it out at once" in question(states[0])


def test_a_hand_card_window_is_named_by_its_phase() -> None:
    from games.hallertau.menus import window_words

    assert window_words("new_card") == "in phase 5, new card"
    assert window_words("boulders") == "in phase 10, boulders"
    assert window_words("actions") == "after a turn of phase 4, actions"
    assert window_words("end") == "at the game's end, before the scoring"
    hallertau = boardrules.load_game("hallertau")
    ed = hallertau.new_game(2, seed=3).edit().set("phase", "actions")
    ed = ed.move("903", "hand:1").set("villages[1].tools", 3)
    state = ed.to_move(decision="respond", seat=1, window="actions").state()
    assert question(state) == (
        "Hand cards (L659-L663): play a card now (after a turn of phase 4, actions), or pass"
    )


def test_a_woodcraft_delivery_names_the_requirement_it_pays() -> None:
    from games.woodcraft.menus import requirement_words

    assert requirement_words((0b101, 2)) == "a green or brown 2 die"
    assert requirement_words((0b111, 6)) == "a 6 die"
    assert requirement_words((0b010, 0)) == "a yellow die"
    assert requirement_words((0b111, 0)) == "a die of any colour and value"
    wood = boardrules.load_game("woodcraft")
    states = [s for s in playout_states(wood, 1) if s.decision == "deliver"]
    assert states
    text = question(states[0])
    assert re.search(r"which die pays its requirement \d of \d, a [\w ]*die", text), text


def test_the_second_build_space_says_what_it_does() -> None:
    nus = boardrules.load_game("nusfjord")
    state = nus.new_game(2, seed=1)
    said = {str(a): words for a, words in menu(state)}
    assert said["place build2"].startswith(said["place build"])
    assert said["place build2"].endswith("(The second build space with 2 players, L472.)")


def test_help_of_a_decision_says_its_question() -> None:
    from boardrules.cli.menu import help_text

    hallertau = boardrules.load_game("hallertau")
    ed = hallertau.new_game(2, seed=3).edit().set("phase", "actions")
    ed = ed.move("903", "hand:1").set("villages[1].tools", 3)
    state = ed.to_move(decision="respond", seat=1, window="actions").state()
    assert help_text(hallertau, "respond", state) == (
        "respond (a decision): now: Hand cards (L659-L663): play a card now (after a turn of"
        " phase 4, actions), or pass"
    )
    # another decision: its question in general words, not its docstring
    assert help_text(hallertau, "pick", state) == (
        "pick (a decision): A card's effect: pick a good (N more)"
    )
    assert help_text(hallertau, "respond", None) == (
        "respond (a decision): Hand cards (L659-L663): play a card now (...), or pass"
    )


def test_nusfjord_questions_name_elders_as_the_table_does() -> None:
    from games.nusfjord.menus import QUESTIONS

    nus = boardrules.load_game("nusfjord")
    cards = nus.catalog.cards
    for text in QUESTIONS.values():
        for card, entry in cards.items():
            german = entry.name.get("de")
            assert not german or german not in text, (card, text)
    assert QUESTIONS[next(t for t in QUESTIONS if t.__name__ == "SwapShip")].startswith(
        f"Elder E06, {cards['E06'].name['en']} (L866-L870)"
    )


def test_the_last_effect_of_a_hallertau_card_names_the_card() -> None:
    hallertau = boardrules.load_game("hallertau")
    for seed in range(6):
        state, rnd = hallertau.new_game(2, seed), random.Random(seed)
        while not state.is_terminal:
            below = state.data.tasks[-2] if len(state.data.tasks) >= 2 else None
            if state.decision == "pick" and type(below).__name__ == "CardPlayed":
                card = getattr(below, "card", "")
                assert question(state).startswith(f"Card {card}"), question(state)
                return
            if state.is_chance_node:
                state = state.apply(rnd.choice([a for a, _ in state.chance_outcomes()]))
            else:
                state = state.apply(rnd.choice(state.legal_actions()))
    pytest.fail("no card's last effect asked a pick in seeds 0-5")


def test_help_names_an_option_as_the_menu_shows_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # a newcomer's `help 2` at Woodcraft's first turn answered `tile exchange_dice`, a raw key
    # where the menu shows `tile exchange dice`
    from tests.kernel.test_newcomer_positions import DOCS

    path = tmp_path / "woodcraft.yaml"
    path.write_text(DOCS["woodcraft"], encoding="utf-8")
    out = terminal(
        monkeypatch,
        capsys,
        ["play", "woodcraft", "--from", str(path), "--human", "B"],
        ["help 2", "help tile"],
    )
    assert "2: option 2 of the menu: tile exchange dice = move the Exchange dice tile" in out
    assert "now: tile buy wood = move the Buy wood tile" in out
    assert "exchange_dice =" not in out and "buy_wood =" not in out


def test_a_card_id_of_digits_is_no_option_number(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # a newcomer's `help 014` (a Hallertau starter card) also answered "option 014 of the menu"
    out = terminal(
        monkeypatch,
        capsys,
        ["play", "hallertau", "--seed", "1", "--human", "0"],
        ["help 001", "help 1"],
    )
    assert "option 001" not in out and "001: starter card" in out
    assert "1: option 1 of the menu: pass = no card in your hand can be played now: pass" in out
