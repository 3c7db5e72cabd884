"""Where play stands in Nusfjord without the task stack (issue 23 item 2): every decision the
game asks has a ``to_move`` form (games/nusfjord/position_moves.py, docs/positions.md), every
position of random games is written with one, each reads back as the same state with the same
legal actions, and a form with an impossible value is refused naming the field."""

from __future__ import annotations

import collections
import json
import random
import re
import typing
from typing import TYPE_CHECKING, Any

import pytest

from boardrules import InvalidState, State
from boardrules.position_steps import effect_steps, effects_after
from tests.nusfjord.helpers import GAME, boxed_table, displays, harbor, position, spaces
from tests.play import act, legal

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.nusfjord.position_moves import ToMove
else:
    from boardrules.games.nusfjord.position_moves import ToMove

NAMED = GAME.with_sets(["base", "named"])
TABLE = [True, True, True, False, False, False, False]  # three fish on the banquet table

# each decision the game asks (``state.decision``) and the forms that stand for it
FORMS: dict[str, set[str]] = {
    "turn": {"turn"},
    "anytime": {"anytime"},
    "feed_elder": {"feed_elder"},
    "feed_holder": {"feed_holder"},
    "serve": {"serve"},
    "pick_building": {"build"},
    "pick_space": {"build_on"},
    "pick_ship": {"ship"},
    "pay_schooner": {"pay_schooner"},
    "guest_discount": {"guest_discount"},
    "remove_strip": {"clear_cut", "remove_strip"},
    "afforest": {"afforest"},
    "take_elder": {"elder"},
    "use_now": {"use_now"},
    "elder_action": {"elder_action"},
    "swap_ship": {"swap_ship"},
    "sell_ship": {"sell_ship"},
    "take_raft": {"take_raft"},
    "draw_building": {"draw_building"},
    "remove_building": {"remove_building"},
    "may_use": {"may_use"},
    "choose": {"choose"},
    "trigger_order": {"trigger_order"},
    "chance": {"deal"},  # chance="explicit": the deck deals (test_position_deals.py)
}
# the kernel's decisions no Nusfjord card asks (checked against the cards below)
NEVER_ASKED = {"optional", "pay_one_of", "pick_tier"}


def test_every_decision_of_the_game_has_a_form() -> None:
    asked = {cls.name for cls in GAME.decisions} | {"chance"}
    assert set(FORMS) | NEVER_ASKED == asked
    assert set(FORMS).isdisjoint(NEVER_ASKED)
    forms = typing.get_args(typing.get_type_hints(ToMove)["decision"])
    assert set().union(*FORMS.values()) == set(forms)
    # why the three are never asked: no card uses the word `optional` (its abilities are
    # optional as a whole: may_use), no cost has an `any_of` bundle, no card has tiers
    for game in (GAME, NAMED):
        runtime = game.runtime
        assert not any(effect_steps(game, card, "optional") for card in runtime.cards)
        assert not runtime.bundles and not runtime.tiers


def playout(game: Any, players: int, seed: int, **options: Any) -> list[State]:
    state = game.new_game(players, seed=seed, **options)
    rng = random.Random(seed)
    states = [state]
    while not state.is_terminal:
        state = state.apply(rng.choice(state.legal_actions()))
        states.append(state)
    return states


def round_trip(state: State) -> dict[str, Any]:
    """The position of ``state`` as JSON text, read back: the same state, the same legal
    actions; the position's ``to_move``."""
    doc = json.loads(json.dumps(state.position()))
    assert "tasks" not in doc, doc.get("tasks")
    back = state.game.state_from_position(doc)
    assert back.data == state.data
    assert back.legal_actions() == state.legal_actions()
    assert back.position() == doc
    where: dict[str, Any] = doc["to_move"]
    return where


@pytest.mark.parametrize(
    ("game", "options", "seeds"),
    [
        (GAME, {}, (3, 4)),
        (NAMED, {}, (0, 1, 2)),
        (GAME, {"elders": "variants", "forgotten": True}, (0, 1, 2)),
    ],
    ids=["base", "named", "variant-elders"],
)
def test_every_position_of_random_games_says_where_play_stands(
    game: Any, options: dict[str, Any], seeds: tuple[int, ...]
) -> None:
    # every position of a game (1-5 seats) is written with to_move, never with tasks:
    # measured 100% (the base game, seeds 0-2: 1903 of 1903 positions; with the named set and
    # the variant elders, seeds 0-19: 38,640 of 38,640)
    said: collections.Counter[str] = collections.Counter()
    for players in (1, 2, 3, 4, 5):
        for seed in seeds:
            opts = options if players >= 3 or "elders" not in options else {}
            for state in playout(game, players, seed, **opts):
                if not state.is_terminal:
                    said[round_trip(state)["decision"]] += 1
    assert {"turn", "anytime", "serve", "build", "elder_action", "may_use"} <= set(said), said


def at(
    decision: str,
    players: int = 2,
    *,
    options: dict[str, Any] | None = None,
    table: dict[str, Any] | None = None,
    **form: Any,
) -> State:
    """Seat 0 in its first turn's action (its harbor as ``table["harbor"]`` says, rich in
    goods by default), at the decision ``decision`` of the form ``form``; the position writes
    the same form back and reads back as the same state."""
    table = dict(table or {})
    h: dict[str, Any] = {"wood": 12, "fish": 20, "gold": 10, **table.pop("harbor", {})}
    state = position(
        players,
        phase="work",
        options=options,
        harbors=[h] + [{} for _ in range(players - 1)],
        banquet_table=table.pop("banquet_table", TABLE),
        to_move={"decision": decision, "seat": 0, "turn": 1, **form},
        **table,
    )
    assert round_trip(state) == {"decision": decision, "seat": 0, "turn": 1, **form}
    return state


def test_an_elders_action_and_its_steps() -> None:
    # L886-L890: the Konstrukteur performs the ship or the build action
    state = at("elder_action", actions=["ship", "build"], table={"harbor": {"elders": ["E02"]}})
    assert state.decision == "elder_action" and legal(state) == ["do ship", "do build"]
    # L822-L826, L1003: the Fischlieferant's reserves, then the banquet may follow
    state = at(
        "elder_action",
        actions=["reserves"],
        then=["serve"],
        table={"harbor": {"reserves": {"wood": 0, "fish": 2, "gold": 0}}},
    )
    state = act(state, "do reserves")
    assert state.decision == "elder_action" and "decline" in legal(state)
    # L872-L876: the Ingenieur's ship costs 1 wood less; L906-L910: the Seemann's plates give
    # 1 wood each beside the gold
    poor = {"wood": 1, "fish": 2, "gold": 0}  # a sloop: 2 wood and 2 fish (L874), 1 wood off
    ship = at("ship", wood_discount=1, table={"harbor": poor})
    assert legal(ship) == ["ship sloop"]
    serve = at("serve", wood_per_plate=1, table={"harbor": {"wood": 1, "fish": 9}})
    assert legal(serve) == ["plate"]
    assert harbor(act(serve, "plate"), 0)["wood"] == 2


def test_an_elders_strips_and_the_rest_of_its_effect() -> None:
    # L846-L850: the Forstwirt gives up two strips, then gains 5 wood and 1 gold: the form
    # names him, and his gain follows the strips
    h = {"elders": ["E04"], "wood": 0, "gold": 0}
    state = at("remove_strip", card="E04", at_least=2, at_most=2, table={"harbor": h})
    assert legal(state) == ["strip 2", "strip 3", "strip 4"]
    state = act(state, "strip 2", "strip 3")
    assert (harbor(state, 0)["wood"], harbor(state, 0)["gold"]) == (5, 1)
    # L788-L792: the Bauherr gives up 0 to 2 strips, then may build: one given up
    h = {"elders": ["E01"], "forests": [0, 0, 2, 1, 1]}
    state = at("remove_strip", card="E01", at_least=0, at_most=1, table={"harbor": h})
    assert "stop" in legal(state)
    state = act(state, "stop")
    assert state.decision == "elder_action"  # L792: then the build action


def test_the_elders_own_choices() -> None:
    seat0: dict[str, Any] = {"track": ["sloop"], "elders": ["E06"]}
    assert legal(at("swap_ship", table={"harbor": seat0})) == ["swap sloop"]  # L866-L870
    assert legal(at("sell_ship", table={"harbor": seat0})) == ["sell sloop"]  # L900-L904
    assert legal(at("take_raft", table={"harbor": seat0})) == ["yes", "no"]  # L892-L898
    # L834-L838: the Förster's strip goes onto a free or a forested double space, or none
    forester = at("afforest", 5, strips=1)
    assert legal(forester)[-1] == "decline" and "forest 2" in legal(forester)
    # L780-L786: the Architektin draws an A or a B building into the display, then may build
    drawing = at(
        "draw_building",
        3,
        options={"elders": "variants"},
        card="E13*",
        table={"harbor": {"elders": ["E13*"]}},
    )
    assert legal(drawing) == ["draw A", "draw B"]
    after = act(drawing, "draw A")
    assert after.decision == "elder_action" and "decline" in legal(after)
    # L878-L884: the Investorin takes an own building out of the game, gains 1 gold, then
    # may ship or build
    seat0 = {"elders": ["E14*"], "spaces": spaces("X-A01"), "gold": 0}
    removing = at(
        "remove_building", 3, options={"elders": "variants"}, card="E14*", table={"harbor": seat0}
    )
    assert legal(removing) == ["remove X-A01"]
    assert harbor(act(removing, "remove X-A01"), 0)["gold"] == 1


def test_the_teichbauers_short_catch_in_a_work_turn() -> None:
    # L912-L916: the Teichbauer's catch is distributed as in the fishing (L347: the seat
    # chooses which elders get the fish when it runs short)
    h = {"elders": ["E03", "E02", "E06"]}
    state = at("feed_elder", left=1, fed=["E03"], table={"harbor": h})
    assert legal(state) == ["feed E02", "feed E06"]
    assert harbor(act(state, "feed E06"), 0)["elder_fish"]["E06"] == 1


def test_a_buildings_immediate_effect_and_its_choice() -> None:
    # L951: an immediate effect is used at once or never; X-A14 (an assumed card, deck X) then
    # chooses 4 fish or 3 wood (L970)
    h = {"spaces": spaces("X-A14"), "fish": 0, "wood": 0}
    state = at("may_use", card="X-A14", table={"harbor": h, **displays([])})
    assert legal(state) == ["yes", "no"]
    state = act(state, "yes")
    assert state.decision == "choose" and state.position()["to_move"]["card"] == "X-A14"
    state = at("choose", card="X-A14", table={"harbor": h, **displays([])})
    assert harbor(act(state, "choose 0"), 0)["fish"] == 4


def test_guests_paying_a_building_and_a_ship() -> None:
    # L738-L742: each guest back to the supply pays 2 wood or 3 fish of the price, then the
    # rest is paid; the building has left the display, its space is chosen
    # (X-B05, 6 wood, was in the display of the setup: it lies nowhere while it is paid)
    table = {"harbor": {"guests": 2, "wood": 2, "fish": 0}, **displays([]), "taken": ["X-B05"]}
    state = at("guest_discount", card="X-B05", space=0, cost={"wood": 6, "fish": 0}, table=table)
    assert legal(state) == ["guest wood"]
    state = act(state, "guest wood")
    assert state.position()["to_move"]["guests_paid"] == {"wood": 2, "fish": 0}
    state = act(state, "guest wood", "paid")
    assert harbor(state, 0)["spaces"][0] == "X-B05" and harbor(state, 0)["wood"] == 0
    assert harbor(state, 0)["guests"] == 0
    # L557: a schooner paid with goods, 2 wood short: the guest must pay wood
    table = {"harbor": {"guests": 1, "wood": 6, "fish": 8}}
    ship = at("guest_discount", ship="schooner", cost={"wood": 8, "fish": 8}, table=table)
    assert legal(ship) == ["guest wood"]
    assert act(ship, "guest wood", "paid").observation(0)["harbors"][0]["track"] == ["schooner"]
    # L557: with both ways payable the seat chooses
    assert legal(at("pay_schooner")) == ["pay goods", "pay gold"]


def test_simultaneous_effects_ordered_by_their_owner() -> None:
    # L954: the Gemeindesaal and the Kochhaus both hear the fish served (the named set,
    # data/nusfjord/named.yaml): the owner chooses which resolves first
    both = ("N-gemeindesaal", "N-kochhaus")
    ed = NAMED.new_game(2).edit().set("phase", "work")
    for letter in "abc":  # the setup's display back on its piles, the displays empty
        for card in ed.cards(f"display_{letter}"):
            if card not in both:
                ed.move(card, f"pile_{letter}")
    for card in both:  # from the display and the box (L249) onto seat 0's harbor
        ed.move(card, "harbor:0")
    ed.set("harbors[0].wood", 0)
    where = {
        "decision": "trigger_order",
        "seat": 0,
        "turn": 1,
        "cards": list(both),
        "trigger": "fish_served",
        "values": {"fish": 7, "fish_plates": 3, "plates": 3},
    }
    state = ed.to_move(**where).state()
    assert legal(state) == ["resolve N-gemeindesaal", "resolve N-kochhaus"]
    assert round_trip(state) == where
    state = act(state, "resolve N-kochhaus")
    assert harbor(state, 0)["wood"] == 3 + 2  # 3 plates with fish, then 7 fish / 3


@pytest.mark.parametrize(
    ("form", "message"),
    [
        ({"decision": "elder_action"}, "elder_action needs actions"),
        ({"decision": "elder_action", "actions": ["fly"]}, "actions: no action 'fly'"),
        ({"decision": "elder_action", "actions": []}, "actions: at least one"),
        ({"decision": "remove_strip", "at_least": 2, "at_most": 1}, "at_least 2, at_most 1"),
        (
            {"decision": "remove_strip", "at_least": 1, "at_most": 1, "card": "E99"},
            "card: no card 'E99'",
        ),
        (
            {"decision": "remove_strip", "at_least": 1, "at_most": 1, "card": "E04"},
            "card: seat 0 has no E04",
        ),
        (
            {"decision": "remove_strip", "at_least": 1, "at_most": 1, "card": "X-A01"},
            "card: seat 0 has no X-A01",
        ),
        ({"decision": "may_use", "card": "X-A09"}, "card: seat 0 has not built X-A09"),
        ({"decision": "may_use", "card": "E04"}, "card: no building 'E04'"),
        ({"decision": "choose", "card": "E04"}, "card: seat 0 has no E04"),
        ({"decision": "afforest", "strips": 3}, "strips 3: 1 (the Förster, L836)"),
        ({"decision": "afforest", "card": "E16"}, "card: only the Förster's strip"),
        ({"decision": "guest_discount"}, "guest_discount needs cost"),
        (
            {"decision": "guest_discount", "cost": {"wood": 1, "fish": 0}},
            "guest_discount: card (a building) or ship, one of them",
        ),
        (
            {"decision": "guest_discount", "ship": "yacht", "cost": {"wood": 1, "fish": 0}},
            "ship: no ship 'yacht'",
        ),
        (
            {
                "decision": "guest_discount",
                "ship": "sloop",
                "way": "gold",
                "cost": {"wood": 1, "fish": 0},
            },
            "way: a sloop is paid with goods",
        ),
        (
            {
                "decision": "guest_discount",
                "card": "X-A01",
                "space": 1,
                "cost": {"wood": -1, "fish": 0},
            },
            "cost.wood -1: 0 or more",
        ),
        (
            {
                "decision": "guest_discount",
                "card": "X-C01",
                "space": 0,
                "cost": {"wood": 1, "fish": 0},
            },
            "card: X-C01 lies on the table",
        ),
        (
            {
                "decision": "guest_discount",
                "card": "X-A01",
                "space": 0,
                "cost": {"wood": 1, "fish": 0},
            },
            "card: X-A01 lies on the table",
        ),
        (
            {
                "decision": "guest_discount",
                "card": "X-C01",
                "space": 11,
                "cost": {"wood": 1, "fish": 0},
            },
            "space: 11 is no free building space",
        ),
        ({"decision": "take_raft"}, "take_raft: no raft fits on the track (L896)"),
        ({"decision": "pay_schooner"}, "pay_schooner: seat 0 cannot pay a schooner both ways"),
        ({"decision": "ship", "wood_discount": -1}, "wood_discount -1: 0 or more"),
        ({"decision": "feed_elder", "left": 0}, "left 0: a short catch has a fish in hand"),
        ({"decision": "feed_elder", "left": 1, "item": "gold"}, "item: gold only in the fishing"),
        ({"decision": "feed_elder", "left": 1, "fed": ["E04"]}, "fed: E04 is no elder of"),
        ({"decision": "trigger_order", "cards": ["X-A06"], "trigger": "fish_served"}, "values:"),
        (
            {"decision": "trigger_order", "cards": ["X-A06"], "trigger": "boat_sunk"},
            "trigger: no trigger 'boat_sunk'",
        ),
        (
            {
                "decision": "trigger_order",
                "cards": ["X-A06"],
                "trigger": "fish_served",
                "values": {"fish": 1, "fish_plates": 1, "plates": 1},
            },
            "cards: two or more cards",
        ),
        (
            {"decision": "trigger_order", "cards": ["X-A06", "X-B04"], "trigger": "once_when"},
            "cards: X-A06 has no effect on once_when",
        ),
        ({"decision": "swap_ship", "at_most": 1}, "swap_ship has no at_most"),
    ],
)
def test_an_impossible_form_is_refused_naming_the_field(form: dict[str, Any], message: str) -> None:
    doc = {
        "players": 2,
        "data": {"phase": "work"},
        "to_move": {"seat": 0, "turn": 1, **form},
    }
    with pytest.raises(InvalidState, match=re.escape(message)):
        GAME.state_from_position(doc)


def test_once_when_effects_due_together() -> None:
    # L949: once-when effects fire once their condition holds; two due after the same action
    # wait for their owner's order (L954). The document's card_uses records them as fired, as
    # the game does when they become due (X-A18: 2 ships, X-B11: 4 buildings; assumed cards)
    ed = boxed_table(2)
    for card in ("X-A18", "X-B11", "X-A01", "X-A02"):
        ed.move(card, "harbor:0")
    ed.set("harbors[0].track", ["sloop", "sloop"]).set("harbors[0].gold", 0)
    ed.set("card_uses", [{"X-A18/abilities/0": [1, 0], "X-B11/abilities/0": [1, 0]}, {}])
    where = {
        "decision": "trigger_order",
        "seat": 0,
        "turn": 1,
        "cards": ["X-A18", "X-B11"],
        "trigger": "once_when",
    }
    state = ed.to_move(**where).state()
    assert legal(state) == ["resolve X-A18", "resolve X-B11"]
    assert round_trip(state) == where
    state = act(state, "resolve X-B11")
    assert state.decision == "turn" and harbor(state, 0)["gold"] == 3 + 2


def test_the_rest_of_an_effect_lies_below_its_decision() -> None:
    # boardrules.position_steps.effects_after: the effect lists still to run once the decision an
    # effect asked is answered, as the card runtime leaves them (bottom first)
    def below(card: str, word: str) -> list[tuple[str, int]]:
        (step,) = effect_steps(GAME, card, word)
        return [(t.ref, t.index) for t in effects_after(GAME, 0, step)]  # type: ignore[attr-defined]

    assert below("E04", "remove_strips") == [("E04/abilities/0/do", 1)]  # then 5 wood, 1 gold
    assert below("E01", "remove_strips") == [("E01/abilities/0/do", 2)]  # then the build
    assert below("E06", "swap_ship") == []  # the swap is all the Hafenmeister does
    # X-A12 (assumed card): a strip inside a check's `then`, 3 wood after it
    assert below("X-A12", "remove_strips") == [("X-A12/abilities/0/do/0/then", 1)]
    h = {"spaces": spaces("X-A12"), "wood": 0}
    state = at(
        "remove_strip", card="X-A12", at_least=1, at_most=1, table={"harbor": h, **displays([])}
    )
    assert harbor(act(state, "strip 2"), 0)["wood"] == 3


def test_an_action_followed_by_more_of_the_cards_effect() -> None:
    # a contributor's building (in place of X-A11) whose immediate effect (L951) performs the
    # ship action, then gives 1 gold: the form of the ship to build names the card, and the
    # gold follows the ship
    entry = (
        '"T-BUILDING":\n  kind: building\n  replaces: X-A11\n  letter: A\n'
        "  category: immediate\n  cost: [{wood: 1}]\n  score: 1\n  abilities: [{when: on_play,"
        " optional: true, do: [{action: {of: [ship]}}, {gain: {gold: 1}}]}]\n"
        "  source: {assumed: a test}\n"
    )
    game = type(GAME)(extra_cards=entry)
    ed = boxed_table(2, game).move("T-BUILDING", "harbor:0")
    for good, n in (("wood", 2), ("fish", 2), ("gold", 0)):
        ed.set(f"harbors[0].{good}", n)
    where = {"decision": "ship", "seat": 0, "turn": 1, "card": "T-BUILDING"}
    state = ed.to_move(**where).state()
    assert legal(state) == ["ship sloop"]  # 2 wood and 2 fish (L874)
    assert round_trip(state) == where
    state = act(state, "ship sloop")
    assert harbor(state, 0)["gold"] == 1 and harbor(state, 0)["track"] == ["sloop"]
    # from play: the building built, its effect used: the action, then the ship asked
    start = act(
        game.new_game(2, seed=0)
        .edit()
        .move("T-BUILDING", "display_a", index=0)
        .set("harbors[0].wood", 3)
        .set("harbors[0].fish", 2)
        .state(),
        "place build",
        "build T-BUILDING",
        "on 0",
        "yes",
    )
    assert start.decision == "elder_action" and round_trip(start)["card"] == "T-BUILDING"
    ship = act(start, "do ship")
    assert ship.decision == "pick_ship" and round_trip(ship)["card"] == "T-BUILDING"
