"""The 330 cards as files: every one encoded from the rulebook, tested, and its file checked."""

from __future__ import annotations

import re
from pathlib import Path

import boardrules
from boardrules.cards import validate_paths
from boardrules.cards.describe import card_words

GAME = boardrules.load_game("hallertau")
HERE = Path(__file__).parent
PLAYABLE = ("starter_card", "court_card", "bonus_card", "point_card")


def test_the_330_cards_are_encoded_with_their_rulebook_line() -> None:
    # hallertau.de.md L1006-L1771: starter 001-030, 101-130, 201-230, 301-330; court 401-435,
    # 501-535, 601-635, 701-735; bonus 801-845; point 901-925
    cards = [c for c in GAME.catalog.cards.values() if c.kind in PLAYABLE]
    expected = [f"{d}{n:02d}" for d in range(4) for n in range(1, 31)]
    expected += [f"{d}{n:02d}" for d in range(4, 8) for n in range(1, 36)]
    expected += [f"8{n:02d}" for n in range(1, 46)] + [f"9{n:02d}" for n in range(1, 26)]
    assert sorted(c.id for c in cards) == sorted(expected)
    for c in cards:
        assert c.source.kind == "rulebook" and re.fullmatch(
            r"hallertau\.de\.md L1[0-7]\d\d", str(c.source.rulebook)
        ), c.id
        assert c.prop("number") == int(c.id)


def test_every_card_has_a_test_that_names_it() -> None:
    text = "\n".join(p.read_text(encoding="utf-8") for p in HERE.glob("test_cards_*.py"))
    untested = [
        c.id
        for c in GAME.catalog.cards.values()
        if c.kind in PLAYABLE and not re.search(rf"\b{c.id}\b", text)
    ]
    assert untested == []


def test_a_misspelt_key_or_primitive_in_a_card_file_is_reported_with_a_suggestion(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "hallertau"
    folder.mkdir()
    bad = folder / "starter_0.yaml"
    bad.write_text(
        '"012":\n'
        "  kind: starter_card\n"
        "  number: 12\n"
        '  source: {rulebook: "hallertau.de.md L1041"}\n'
        "  iff: {has: {tool: 4}}\n"
        "  do:\n"
        "    - gian: {clay: 1}\n",
        encoding="utf-8",
    )
    problems = [str(p) for p in validate_paths([folder])]
    assert (
        f"{bad}:5: 012: UNKNOWN-KEY 'iff' is not a key of a starter_card entry (did you mean 'if'?)"
        in problems
    )
    assert f"{bad}:7: 012: UNKNOWN-PRIMITIVE 'gian' (did you mean 'gain'?)" in problems


def test_a_person_at_the_terminal_sees_their_own_hand_only() -> None:
    state = GAME.new_game(2, seed=1)
    mine, theirs = state.data.villages[0].hand, state.data.villages[1].hand
    text = state.render(0)
    assert "your hand (seat A):" in text  # each card as its face in words (issue 23)
    assert all(f"\n    {card_words(GAME, c)}" in text for c in mine)
    shown = set(re.findall(r"(?m)^ +(\w+) ", text))  # the ids the listed faces start with
    assert not (set(theirs) - set(mine)) & shown


def test_the_window_number_is_its_own_counter_word(tmp_path: Path) -> None:
    """The number in the community center's window (hallertau.de.md L557-L559, the rulebook's
    "Zahl im Fenster") is the counter ``window_number``; ``window:`` alone is an on-play
    ability's phase bar (L709-L717). A card file with the counter's old word ``window`` is
    refused at its line, with the new word among the close ones."""
    folder = tmp_path / "hallertau"
    folder.mkdir()
    bad = folder / "starter_0.yaml"
    bad.write_text(
        '"004":\n'
        "  kind: starter_card\n"
        "  number: 4\n"
        '  source: {rulebook: "hallertau.de.md L1041"}\n'
        "  if: {ge: [{count: clay}, {count: window}]}\n"
        "  do: [{gain: {clay: 1}}]\n",
        encoding="utf-8",
    )
    problems = [str(p) for p in validate_paths([folder])]
    assert any(p.startswith(f"{bad}:5: 004:") and "window_number" in p for p in problems), problems
    game = boardrules.load_game("hallertau")
    assert "workers your community center's window shows" in game.describe_card("004")


def test_a_game_saved_before_the_window_number_is_refused_and_migrated() -> None:
    """A 2-seat game saved (30 random moves, seed 5) by the version before the counter
    ``window`` became ``window_number`` carries the old card digests: loading it names the
    changed files, and ``boardrules.saving.migrate`` replays it under the installed cards."""
    import pytest

    from boardrules.errors import InvalidState
    from boardrules.saving import migrate

    game = boardrules.load_game("hallertau")
    text = (Path(__file__).parent / "saves" / "before_window_number.json").read_text()
    with pytest.raises(InvalidState, match=r"base/starter_0\.yaml changed.*migrate"):
        game.state_from_json(text)
    state, notes = migrate(game, text)
    assert "base/starter_0.yaml changed" in notes and len(state.history) == 30
    assert game.state_from_json(state.to_json()).data == state.data
