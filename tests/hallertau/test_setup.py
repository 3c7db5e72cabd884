"""Setup (hallertau.de.md L211-L249) and the options of the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

import boardrules
from tests.hallertau.helpers import GAME, good

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import crafts
    from games.hallertau.state import GOODS, field
else:
    from boardrules.games.hallertau import crafts
    from boardrules.games.hallertau.state import GOODS, field


def test_options_variant_and_decks() -> None:
    """L211-L249: the game with cards is the default; L795-L802: the cardless variant;
    L215: starter decks 0-3 and court decks 4-7 (ignored without cards); L818-L820: mixes."""
    assert GAME.options["variant"].choices == ("cards", "cardless")
    assert GAME.options["variant"].default == "cards"
    assert GAME.options["starter_deck"].choices[:4] == (0, 1, 2, 3)
    assert GAME.options["court_deck"].choices[:4] == (4, 5, 6, 7)
    assert "0123" in GAME.options["starter_deck"].choices  # all four mixed
    assert len(GAME.options["court_deck"].choices) == 15  # 4 decks and 11 mixes
    state = GAME.new_game(2, seed=1, variant="cardless", starter_deck=3, court_deck=6)
    assert state.data.options == {"variant": "cardless", "starter_deck": 3, "court_deck": 6}
    with pytest.raises(ValueError):
        GAME.new_game(2, variant="mixed")


def test_player_counts_one_to_four() -> None:
    """L5: 1-4 players; one player is the solo game (L804-L806)."""
    assert (GAME.min_players, GAME.max_players) == (1, 4)
    with pytest.raises(ValueError):
        GAME.new_game(5)


def test_each_village_at_the_start() -> None:
    """L235-L243: window 6; crafts next to the house tile; boulders 2 and 4 spaces right;
    3 fields in rows 2, 3, 4 (L265); 1 barley, flax, rye; jewelry 0; 6 court cards."""
    state = GAME.new_game(3, seed=5, variant="cardless")
    for v in state.data.villages:
        assert v.house == 0 and crafts.workers_shown(GAME, v) == 6
        assert v.crafts == [1] * 5
        assert v.boulders == [3, 5] * 5
        assert v.fields == [field(2), field(3), field(4)]
        assert {g: good(v, g) for g in GOODS if good(v, g)} == {"flax": 1, "barley": 1, "rye": 1}
        assert (v.jewelry, v.tools, sum(v.sheep)) == (0, 0, 0)
        assert len(v.stable_cards) == 6
        assert v.hand == [] and v.played == []  # L799: no hand cards without cards


def test_round_one_starts_with_six_workers() -> None:
    """L371-L375: phase 2 gives as many workers as the window shows: 6 at first."""
    state = GAME.new_game(2, seed=1)
    assert [v.workers for v in state.data.villages] == [6, 6]
    # L661: hand cards may be played at any time; each seat holding some is asked once phase 2
    # is done, whether or not it holds one it could play (L659: the others see only how many)
    assert state.observation(0)["phase"] == "new_workers" and state.decision == "respond"
    while state.decision == "respond" and state.observation(0)["phase"] == "new_workers":
        state = state.apply(GAME.parse_action(state, "pass"))
    assert state.data.round == 1 and state.observation(0)["phase"] == "actions"


def test_start_player_is_random() -> None:
    """L245: the start player is drawn at random, and moves first (L391)."""
    starts = {GAME.new_game(4, seed=s).data.start for s in range(20)}
    assert starts == {0, 1, 2, 3}
    state = GAME.new_game(4, seed=3)
    assert state.current_player == state.data.start


def test_four_players_start_with_an_empty_board() -> None:
    """L224-L227: with 4 players no workers are put on the action board."""
    state = GAME.new_game(4, seed=2)
    assert sum(state.data.workers_on) == 0
    assert state.data.quarter_deck == []  # L218: no quarter cards with 4 players


@pytest.mark.parametrize("players", [1, 2, 3])
def test_one_to_three_players_skip_the_quarters_of_a_drawn_card(players: int) -> None:
    """L219-L227: 1 worker in the bottom row of every space outside the quarters the drawn
    quarter card names; the card leaves the game (5 of 6 left for rounds 2-6)."""
    state = GAME.new_game(players, seed=4)
    d = state.data
    assert len(d.quarter_deck) == 5
    empty = {GAME.spaces[s].prop("quarter") for s in range(20) if not d.workers_on[3 * s]}
    full = {GAME.spaces[s].prop("quarter") for s in range(20) if d.workers_on[3 * s]}
    assert not empty & full
    assert len(empty) == players  # the assumed cards clear 1, 2 or 3 quarters (digest A2)
    assert all(d.workers_on[3 * s + 1] == d.workers_on[3 * s + 2] == 0 for s in range(20))


def test_stable_cards_are_hidden_even_from_the_owner() -> None:
    """L241: the court cards lie face down; nobody looks at them."""
    state = GAME.new_game(2, seed=1)
    for seat in (0, 1):
        obs = state.observation(seat)
        assert obs["villages"][seat]["court_cards_on_stable_board"] == 5  # round 1's is off
        assert "stable_cards" not in obs["villages"][seat]


def test_game_is_registered() -> None:
    assert "hallertau" in boardrules.list_games()


def test_a_corrupt_saved_state_is_rejected() -> None:
    """check_data: a loaded state keeps the invariants (jewelry 0-10, L305)."""
    import json

    state = GAME.new_game(2, seed=1)
    doc = json.loads(state.to_json())
    doc["data"]["villages"][0]["jewelry"] = 11
    with pytest.raises(boardrules.InvalidState, match="jewelry"):
        GAME.state_from_json(json.dumps(doc))
