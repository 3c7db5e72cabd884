"""The nine buildings the rulebook names (data/nusfjord/named.yaml, card set ``named``): what
the rulebook prints of each, on positions. Their other values are assumed (listed on
docs/games/nusfjord.md, "The named buildings"); the tests check the printed rules."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

import boardrules
from boardrules import State
from tests.nusfjord.helpers import GAME, displays, harbor, position, spaces, turn
from tests.play import act, as_game, legal

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.nusfjord.game import Nusfjord
else:
    from boardrules.games.nusfjord.game import Nusfjord

NAMED = {"sets": ["base", "named"]}
GAME_NAMED = as_game(GAME.with_sets(NAMED["sets"]), Nusfjord)
RICH = {"wood": 12, "fish": 40, "gold": 20, "reserves": {"wood": 0, "fish": 0, "gold": 0}}
TABLE = [True, True, False, False, False, False, False]  # next plates: 3, 3, 4, 4, 5


def named_turn(players: int = 2, display: list[str] | None = None, **h: Any) -> State:
    """Seat 0 to move in round 6 with the named set in play; ``display`` lies beside the boards
    (the C buildings face up from round 6, L404); seat 0 has plenty of goods unless ``h`` says
    otherwise."""
    return turn(
        players,
        round=6,
        options=NAMED,
        harbors=[{**RICH, **h}] + [{} for _ in range(players - 1)],
        **displays(display, GAME_NAMED),
        banquet_table=TABLE,
    )


def test_the_named_set_is_a_card_set_that_leaves_the_base_game_alone() -> None:
    # The base game has no named building; with the set, each takes the place of one deck-X
    # building of its letter, so the deck keeps 18 A, 12 B and 14 C (L104-L105).
    assert not [c for c in GAME.buildings if c.startswith("N-")]
    deck = GAME_NAMED.deck_cards("X")
    letters = [GAME_NAMED.buildings[c].prop_str("letter") for c in deck]
    assert (letters.count("A"), letters.count("B"), letters.count("C")) == (18, 12, 14)
    named = sorted(c for c in GAME_NAMED.buildings if c.startswith("N-"))
    assert len(named) == 9 and set(named) <= set(deck)
    for c in named:
        card = GAME_NAMED.buildings[c]
        replaced = card.prop_str("replaces")
        assert replaced not in deck
        assert GAME_NAMED.buildings[replaced].prop_str("letter") == card.prop_str("letter")
    state = GAME.new_game(3, seed=4, sets=NAMED["sets"])
    d = state.data
    laid = [*d.display_a, *d.display_b, *d.pile_a, *d.pile_b, *d.pile_c]
    assert sorted(laid) == sorted(deck) and state.game is GAME_NAMED
    assert GAME.options["deck"].choices == GAME_NAMED.options["deck"].choices == ("X",)


@pytest.mark.parametrize("card", sorted(c for c in GAME_NAMED.buildings if c.startswith("N-")))
def test_every_named_building_is_paid_laid_and_scored(card: str) -> None:
    # L458, L635: paid, laid on the harbor board, its points counted at the end.
    state = act(named_turn(display=[card]), "place build", f"build {card}")
    if state.decision == "pick_space":
        state = act(state, "on 0")
    while state.decision == "may_use":
        state = act(state, "no")
    h = harbor(state, 0)
    assert card in [*h["spaces"], *h["beside"]]
    paid = {res: RICH[res] - h[res] for res in ("wood", "fish", "gold")}
    cost = {"wood": 0, "fish": 0, "gold": 0}
    for item in GAME_NAMED.buildings[card].cost:
        ((res, n),) = item.items()
        cost[res] += GAME_NAMED.buildings[card].int_in("cost", n)
    if card == "N-werft":  # its once-when effect may not hold: no ship yet
        assert h["track"] == []
    assert paid == cost
    assert "buildings" in state.score_breakdown()[0]


def test_fischstand_costs_one_wood_beispiel() -> None:
    # L476: "Der Fischstand kostet dich 1 Holz."
    state = named_turn(display=["N-fischstand"], wood=1, fish=0, gold=0)
    state = act(state, "place build", "build N-fischstand", "on 0", "no")
    h = harbor(state, 0)
    assert (h["wood"], h["fish"], h["gold"], h["spaces"][0]) == (0, 0, 0, "N-fischstand")
    assert "place build" not in legal(named_turn(display=["N-fischstand"], wood=0, fish=5))


def test_hafenanlage_two_points_per_ship_on_the_track_beispiel() -> None:
    # L645, L987: "2 Punkte pro Schiff, das sich auf deiner Fischfangleiste befindet";
    # the example's four ships: 8 points. A raft is no ship (digest A11).
    track = ["sloop", "sloop", "cutter", "schooner", "raft"]
    h = {"spaces": spaces("N-hafenanlage"), "track": track}
    state = position(
        2,
        round=7,
        phase="work",
        options=NAMED,
        tasks=[{"task": "homecoming"}],
        harbors=[h, {}],
        rafts=3,  # the raft on the track is one of the four (L172)
    )
    assert state.is_terminal and state.score_breakdown()[0]["buildings"] == 8


def test_plenarsaal_with_three_guests_beispiel() -> None:
    # L742: 3 guests lower its cost to 0 wood & 4 fish, 2 wood & 1 fish, or 4 wood & 0 fish.
    for choice, rest in (
        (("wood", "wood", "fish"), (0, 4)),
        (("wood", "fish", "fish"), (2, 1)),
        (("fish", "fish", "fish"), (4, 0)),
    ):
        state = named_turn(display=["N-plenarsaal"], wood=4, fish=7, gold=0, guests=3)
        state = act(state, "place build", "build N-plenarsaal", "on 0")
        for c in choice:
            state = act(state, f"guest {c}")
        h = harbor(act(state, "paid"), 0)
        assert (4 - h["wood"], 7 - h["fish"]) == rest and h["guests"] == 0
        assert h["spaces"][0] == "N-plenarsaal"


def serve_with(card: str, guests: int = 2, plates: int = 4) -> dict[str, Any]:
    """Seat 0 owns ``card``, has 6 fish and ``guests`` guests and serves ``plates`` plates:
    the two 3-plates with fish, the rest with guests (Beispiel L752)."""
    state = named_turn(spaces=spaces(card), wood=0, fish=6, gold=0, guests=guests)
    moves = ["plate", "plate", *["plate guest"] * (plates - 2)]
    state = act(state, "place serve", *moves, "stop")
    return harbor(state, 0)


def test_a_guest_counts_as_the_fish_it_saved_beispiel() -> None:
    # L754: for the Rauchkammer, the Gemeindesaal and the Küferei a guest serving a plate
    # counts as the fish it saved: 3 + 3 with fish, 4 + 4 with guests = 14 fish (L752).
    # Their assumed effects: +1 gold per 5, +1 wood per 3, +1 fish per 4 of those fish.
    assert serve_with("N-rauchkammer")["gold"] == 4 + 14 // 5
    assert serve_with("N-gemeindesaal")["wood"] == 14 // 3
    assert serve_with("N-kueferei")["fish"] == 14 // 4
    # without the guests: the 6 fish of the two 3-plates only
    assert serve_with("N-gemeindesaal", guests=0, plates=2)["wood"] == 6 // 3


def test_kochhaus_gains_nothing_from_plates_filled_by_guests() -> None:
    # L754: "Die Funktion des Kochhauses bringt euch keinen Vorteil, wenn ihr Teller mittels
    # Gäste befüllt." Its assumed effect: +1 wood per plate filled with fish.
    assert serve_with("N-kochhaus")["wood"] == 2  # two plates of fish, two of guests
    state = named_turn(spaces=spaces("N-kochhaus"), wood=0, fish=0, gold=0, guests=2)
    h = harbor(act(state, "place serve", "plate guest", "plate guest", "stop"), 0)
    assert h["wood"] == 0 and h["gold"] == 2


FULL = spaces(*[f"X-A{n:02d}" for n in (1, 4, 5, 7, 9)])  # 0, 1-2, 3-4 built; 5-10 forest


def test_pfahlhaus_lies_on_the_harbor_board_on_no_building_space() -> None:
    # L856: it lies on the harbor board but not on a building space (read: it needs no free
    # building space, assumed); it counts as a building, not as a built space.
    state = named_turn(display=["N-pfahlhaus", "X-C06"], spaces=FULL, forests=[0, 0, 2, 1, 1])
    state = act(state, "place build")
    assert legal(state) == ["build N-pfahlhaus"]  # no free space for the other one
    state = act(state, "build N-pfahlhaus", "yes")
    h = harbor(state, 0)
    assert h["beside"] == ["N-pfahlhaus"] and h["spaces"] == [c or None for c in FULL]
    assert (h["wood"], h["fish"]) == (12 - 4, 40 + 3)
    view = state.observation(1)["harbors"][0]
    assert view["beside"] == ["N-pfahlhaus"]
    assert "beside the spaces: N-pfahlhaus" in str(state)
    assert "beside the building spaces" in state.svg(0)


def elder_turn(elder: str, players: int, **h: Any) -> State:
    seat0 = {
        "wood": 0,
        "fish": 0,
        "gold": 0,
        "reserves": {"wood": 0, "fish": 0, "gold": 0},
        "elders": [elder],
    }
    seat0.update(beside=["N-pfahlhaus"], **h)
    return turn(
        players,
        options={**NAMED, "elders": "variants"},
        harbors=[seat0] + [{} for _ in range(players - 1)],
        banquet_table=[True, True, True, False, False, False, False],
        display={"A": [], "B": []},
    )


def test_pfahlhaus_counts_for_the_fremdenfuehrerin() -> None:
    # L856: "Es zählen alle Gebäude auf deinem Hafenplan - auch ... das Pfahlhaus."
    state = act(elder_turn("E12*", 4, spaces=spaces("X-A01")), "elder E12*")
    assert harbor(state, 0)["fish"] == 2
    alone = act(elder_turn("E12*", 4), "elder E12*")  # the Pfahlhaus alone: usable
    assert harbor(alone, 0)["fish"] == 1


def test_pfahlhaus_counts_for_the_teichbauer() -> None:
    # L914: 4 fish and 1 per building, the Pfahlhaus too: 5, distributed as in fishing
    # (1 onto the Teichbauer, 2 own shares, 2 to the reserves).
    state = act(elder_turn("E03", 2), "elder E03")
    h = harbor(state, 0)
    assert h["elder_fish"] == {"E03": 2} and h["fish"] == 2 and h["reserves"]["fish"] == 2


def test_the_investorin_may_remove_the_pfahlhaus() -> None:
    # L882: "Dies kann auch ein Gebäude sein, das nicht auf einem Baufeld liegt, z. B. das
    # Pfahlhaus." +1 gold.
    state = act(elder_turn("E14*", 4, spaces=spaces("X-A01")), "elder E14*")
    assert legal(state) == ["remove X-A01", "remove N-pfahlhaus"]
    h = harbor(act(state, "remove N-pfahlhaus"), 0)
    assert h["beside"] == [] and h["spaces"][0] == "X-A01" and h["gold"] == 1


def test_pfahlhaus_scores_its_points_and_frees_no_space() -> None:
    # L635, L653: its points count; only building spaces are free spaces (digest A28).
    h = {"spaces": FULL, "beside": ["N-pfahlhaus"], "forests": [0, 0, 2, 1, 1]}
    state = position(
        2, round=7, phase="work", options=NAMED, tasks=[{"task": "homecoming"}], harbors=[h, {}]
    )
    sheet = state.score_breakdown()[0]
    base = {**h, "beside": []}
    plain = position(
        2, round=7, phase="work", options=NAMED, tasks=[{"task": "homecoming"}], harbors=[base, {}]
    )
    assert sheet["buildings"] - plain.score_breakdown()[0]["buildings"] == 2
    assert sheet["free_spaces"] == plain.score_breakdown()[0]["free_spaces"]


def test_only_an_off_space_building_lies_beside() -> None:
    # the integrity check: a building that belongs on a building space cannot lie beside
    with pytest.raises(boardrules.InvalidState, match="belongs on a building space"):
        named_turn(beside=["X-A01"])


# five players: seats 1-4 hold all six schooners laid out (L227), seat 0 three ships
SCHOONERS = [["schooner", "schooner"], ["schooner", "schooner"], ["schooner"], ["schooner"]]


def werft_turn(**h: Any) -> State:
    seat0 = {**RICH, "track": ["sloop", "sloop", "cutter"], **h}
    return turn(
        5,
        options=NAMED,
        harbors=[seat0] + [{"track": t} for t in SCHOONERS],
        ships={"sloop": 2, "cutter": 3, "schooner": 0},
        display={"A": [], "B": [], "C": ["N-werft"]},
        round=6,  # C buildings face up from round 6 (L404)
    )


def test_werft_takes_the_seventh_schooner_kept_aside() -> None:
    # L227: seven schooners, six laid out at 5 players; the 7th is kept for the Werft. Its
    # assumed effect: once you have 3 ships, a schooner without paying.
    state = werft_turn()
    assert state.observation(0)["ships"]["schooner"] == 0
    state = act(state, "place build", "build N-werft", "on 0")
    h = harbor(state, 0)
    assert h["track"] == ["sloop", "sloop", "cutter", "schooner"]
    assert (h["wood"], h["gold"]) == (12 - 6, 20 - 1)
    assert state.observation(0)["ships"]["schooner"] == 0


def test_werft_without_a_schooner_left_gives_none() -> None:
    # all seven schooners in play (the 7th on seat 1's track): nothing to take.
    state = turn(
        5,
        options=NAMED,
        harbors=[{**RICH, "track": ["sloop", "sloop", "cutter"]}]
        + [{"track": t} for t in [[*SCHOONERS[0], "schooner"], *SCHOONERS[1:]]],
        ships={"sloop": 2, "cutter": 3, "schooner": 0},
        display={"A": [], "B": [], "C": ["N-werft"]},
        round=6,  # C buildings face up from round 6 (L404)
    )
    h = harbor(act(state, "place build", "build N-werft", "on 0"), 0)
    assert h["track"] == ["sloop", "sloop", "cutter"]


def test_a_replacement_must_take_the_place_of_a_deck_building_of_its_letter() -> None:
    # the folder check (BAD-DECK): the deck keeps 18 A, 12 B and 14 C (L104-L105)
    entry = (
        '"T-BUILDING":\n  kind: building\n  replaces: {target}\n  letter: B\n  category: points\n'
        "  score: 1\n  source: {{assumed: a test}}\n"
    )
    with pytest.raises(boardrules.CardError, match="BAD-DECK"):
        type(GAME)(extra_cards=entry.format(target="X-A01"))  # an A building
    with pytest.raises(boardrules.CardError, match="UNKNOWN-REF"):
        type(GAME)(extra_cards=entry.format(target="X-B99"))
    game = type(GAME)(extra_cards=entry.format(target="X-B01"))
    assert "T-BUILDING" in game.deck_cards("X") and "X-B01" not in game.deck_cards("X")
