"""The ploy tokens (kleine_voelker.de.txt L660-L744): change territory, transfer a roof,
invade a building."""

from __future__ import annotations

from tests.kleine_voelker.helpers import A, B, decision, people, position, space_of, table
from tests.play import act, legal


def ploys(moves: list[str]) -> set[str]:
    return {m for m in moves if m.split()[0] in ("change", "transfer", "invade")}


def test_at_most_one_ploy_per_action() -> None:
    # L660-L662: one ploy token per action (two in a two-action turn).
    state = position(
        crane=2, buildings={(3, 1): (A, 1, True), (3, 5): (A, 1), (3, 3): (B, 1)}, actions=2
    )
    state = act(state, "change 3")
    assert decision(state) == "act" and not ploys(legal(state))
    state = act(state, "build 3 6")
    assert decision(state) == "act" and state.current_player == A
    assert {"transfer 3 1", "invade 3 3"} <= ploys(legal(state))  # the second action


def test_four_ploys_per_game() -> None:
    # L662-L664: four tokens; the same ploy may be chosen again; when all are used, none.
    state = table(crane=2, actions=2).set("peoples[0].ploys", 1).state()
    state = act(state, "change 3", "build 3 6")
    assert people(state, A)["ploys"] == 0
    assert not ploys(legal(state))


def test_change_territory_one_up_or_down_with_wrap() -> None:
    # L669-L675: the territory with the next higher or next lower number; from 7 to 1 or 6,
    # from 1 to 7 or 2.
    assert ploys(legal(position(crane=7))) == {"change 1", "change 6"}
    assert ploys(legal(position(crane=1))) == {"change 2", "change 7"}
    assert ploys(legal(position(crane=4))) == {"change 3", "change 5"}


def test_change_territory_moves_the_crane_then_the_action_follows() -> None:
    # L677-L684: place the token, move the crane there; the ploy comes in addition to the
    # action, before it.
    state = act(position(crane=4), "change 5")
    assert state.observation(A)["crane"] == 5
    assert people(state, A)["ploys"] == 3
    assert decision(state) == "act" and state.current_player == A
    assert {m.split()[1] for m in legal(state) if m.startswith("build")} == {"5"}


def test_transfer_a_roof_to_a_building_on_the_same_land() -> None:
    # L686-L704: move the roof of one of your buildings in the acting territory onto another
    # of your unroofed buildings on the same land type, in any territory; the first becomes
    # unfinished again, the other completed.
    state = position(
        crane=1,
        buildings={(1, 1): (A, 2, True), (2, 3): (A, 1), (1, 3): (A, 1), (5, 6): (B, 1)},
    )
    assert "transfer 1 1" in legal(state)
    state = act(state, "transfer 1 1")
    assert decision(state) == "onto" and legal(state) == ["onto 2 3"]  # meadow only, own
    state = act(state, "onto 2 3")
    assert space_of(state, 1, 1)["roof"] is False and space_of(state, 2, 3)["roof"] is True
    assert state.observation(A)["roofs"] == 18 and people(state, A)["ploys"] == 3
    # the ploy came before the action: the action follows, and may build on the unroofed one
    assert decision(state) == "act" and "build 1 1" in legal(state)


def test_transfer_needs_the_roof_in_the_acting_territory_and_a_target() -> None:
    # L694-L699: the roofed building must be where you act; a target on the same land type
    # must exist.
    away = position(crane=1, buildings={(2, 3): (A, 2, True), (1, 1): (A, 1)})
    assert not [m for m in legal(away) if m.startswith("transfer")]
    no_target = position(crane=1, buildings={(1, 1): (A, 2, True), (1, 3): (A, 1)})
    assert not [m for m in legal(no_target) if m.startswith("transfer")]
    roofed_target = position(crane=1, buildings={(1, 1): (A, 2, True), (2, 3): (A, 1, True)})
    assert not [m for m in legal(roofed_target) if m.startswith("transfer")]


def test_invade_pays_twice_to_the_owner_and_replaces_the_floors() -> None:
    # L707-L744: the ploy is the action; pay twice the build cost (2 floors on a 4:
    # 2 x (4 + 5) = 18) to the owner, who takes the floors back; a roof goes back to the
    # supply; place as many of your floors; the crane moves by the invaded space.
    state = position(
        crane=1,
        buildings={(1, 3): (B, 2, True)},
        inhabitants={A: 30, B: 10},
        actions=2,
        display=[],
    )
    state = act(state, "invade 1 3")
    assert people(state, A)["inhabitants"] == 12 and people(state, B)["inhabitants"] == 28
    assert people(state, A)["floors"] == 18 and people(state, B)["floors"] == 20
    assert people(state, A)["ploys"] == 3
    assert space_of(state, 1, 3) == {
        "land": "straw",
        "cost": 4,
        "owner": A,
        "floors": 2,
        "roof": False,
    }
    assert state.observation(A)["roofs"] == 19
    assert state.observation(A)["crane"] == 5  # the E space: the E territory
    assert decision(state) == "act" and state.current_player == A  # it was the first action


def test_invade_needs_the_price_and_the_floors_and_another_players_building() -> None:
    # L713-L717 with digest A19: pay (never below 1 inhabitant, L398-L402) and have as many
    # floors; only another player's building.
    tiles = {(1, 3): (B, 2), (1, 1): (A, 1)}
    assert "invade 1 3" in legal(position(crane=1, buildings=tiles, inhabitants={A: 19}))
    assert "invade 1 3" not in legal(position(crane=1, buildings=tiles, inhabitants={A: 18}))
    few = position(crane=1, buildings={**tiles, (5, 0): (A, 18)})  # 1 floor left in supply
    assert "invade 1 3" not in legal(few)
    assert "invade 1 1" not in legal(position(crane=1, buildings=tiles))


def test_invade_may_claim_a_public_project() -> None:
    # L580-L582, L813-L815: invading places floors, so it may fulfil a public project; the
    # roof goes on the invaded building.
    state = position(
        crane=1,
        buildings={(1, 3): (B, 2, True)},
        inhabitants={A: 30},
        display=["PUB-B2", "PUB-C1"],
    )
    state = act(state, "invade 1 3")
    assert decision(state) == "claim" and legal(state) == ["claim PUB-B2", "no_claim"]
    state = act(state, "claim PUB-B2")
    assert space_of(state, 1, 3)["roof"] is True and people(state, A)["vp"] == 3


def test_change_after_a_skip_counts_from_the_crane_not_the_skipped_to_territory() -> None:
    # L669-L675 with L540-L543: a "cannot act" skip moves the action, not the crane; the
    # change ploy goes one number up or down from the crane's territory, never to its own.
    full_t4 = {(4, i): (B, 1) for i in range(7)}
    state = act(position(crane=4, buildings=full_t4, inhabitants={A: 30}), "skip")
    assert state.observation(A)["crane"] == 4
    assert {m for m in ploys(legal(state)) if m.startswith("change")} == {"change 3", "change 5"}
    state = act(state, "change 3")
    assert state.observation(A)["crane"] == 3
    assert {m.split()[1] for m in legal(state) if m.startswith("build")} == {"3"}
    # two skips (7 full, then 1 full): still one number from the crane's 7
    full = {(t, i): (B, 1) for t in (7, 1) for i in range(7)}
    state = act(position(crane=7, buildings=full, inhabitants={A: 30}), "skip", "skip")
    assert {m for m in ploys(legal(state)) if m.startswith("change")} == {"change 1", "change 6"}


def test_after_a_roof_transfer_the_action_stays_in_the_roofed_buildings_territory() -> None:
    # L693-L696: to move a roof you must act in the territory of the roofed building, so no
    # "cannot act" skip (L533-L546) takes the action elsewhere afterwards; demolishing the
    # now unroofed building is always left.
    others = {(1, i): (B, 1) for i in (0, 2, 3, 4, 5, 6)}
    tiles = {**others, (1, 1): (A, 2, True), (2, 3): (A, 1)}
    state = position(crane=1, buildings=tiles, inhabitants={A: 2})
    assert {"skip", "transfer 1 1"} <= set(legal(state))  # nothing to build in 1
    state = act(state, "transfer 1 1", "onto 2 3")
    assert decision(state) == "act" and legal(state) == ["demolish 1 1"]
