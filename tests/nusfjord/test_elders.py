"""Elders: taking, using, the banquet table, and every elder's function from a constructed
position (nusfjord.de.md L566-L611, L772-L940)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from boardrules import CHANCE, State
from tests.nusfjord.helpers import displays, harbor, turn
from tests.play import act, legal

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.nusfjord.state import SHIPS
else:
    from boardrules.games.nusfjord.state import SHIPS

TABLE = [True, True, True, False, False, False, False]  # three fish: 4 players at the start


def with_elder(
    elder: str,
    players: int = 2,
    options: dict[str, Any] | None = None,
    display: list[str] | None = None,
    table: dict[str, Any] | None = None,
    **h: Any,
) -> State:
    """Seat 0 to move, holding ``elder`` (and what ``h`` says), three fish on the table; the
    A display is ``display`` (default: none; no B building); ``table``: other fields."""
    base: dict[str, Any] = {
        "wood": 0,
        "fish": 0,
        "gold": 0,
        "reserves": {"wood": 0, "fish": 0, "gold": 0},
    }
    base.update(h)
    base.setdefault("elders", [elder])
    harbors = [base] + [{} for _ in range(players - 1)]
    return turn(
        players,
        harbors=harbors,
        banquet_table=TABLE,
        options=options or {},
        **displays(display),
        **(table or {}),
    )


def use(state: State, elder: str) -> State:
    return act(state, f"elder {elder}")


def test_take_an_elder_from_the_top_of_a_stack_beispiel() -> None:
    # L568; Beispiel L583: the Bauherr (1) only once the Baumeister (7) on him is taken.
    state = act(turn(3, banquet_table=TABLE), "place elder")
    assert legal(state) == [f"take {k}" for k in range(1, 7)]
    state = act(state, "take 1")
    assert harbor(state, 0)["elder_fish"] == {"E07": 0}
    assert state.observation(0)["elder_stacks"][0] == ["E01"]


def test_use_the_new_elder_at_once_beispiel() -> None:
    # L572, L589; Beispiel L609: the Forstwirt taken and used at once: the fish of the plate
    # with the 3 (the largest holding fish) goes onto him; he may be used again by a worker.
    state = turn(
        4, elder_stacks=[["E01"], ["E02"], ["E03"], ["E04"], ["E05"], ["E06"]], banquet_table=TABLE
    )
    state = act(state, "place elder", "take 4")
    assert state.decision == "use_now" and legal(state) == ["yes", "no"]
    state = act(state, "yes", "strip 2", "strip 3")
    h = harbor(state, 0)
    assert h["elder_fish"] == {"E04": 1} and (h["wood"], h["gold"]) == (5, 1)
    view = state.observation(0)
    assert view["banquet_table"][:3] == [True, True, False] and view["plate_costs"][2] == 3
    assert "elder E04" not in legal(state)  # it is seat 1's turn now
    later = turn(
        4, harbors=[{"elders": ["E04"], "elder_fish": {"E04": 1}}, {}, {}, {}], banquet_table=TABLE
    )
    assert "elder E04" in legal(later)  # L607: again, with a worker


def test_an_elder_needs_a_fish_on_the_table() -> None:
    # L604: no fish on the banquet table, no elder (not even from the own supply).
    state = with_elder("E12", players=4, fish=9)
    assert "elder E12" in legal(state)
    state = turn(4, harbors=[{"elders": ["E12"]}, {}, {}, {}], banquet_table=[False] * 7)
    assert "elder E12" not in legal(state)


def test_three_fish_on_an_elder_are_cleared() -> None:
    # L591-L596: exactly 3: 1 to the own supply, 2 back; the elder stays.
    state = use(with_elder("E12", players=4, elder_fish={"E12": 2}), "E12")
    h = harbor(state, 0)
    assert h["elder_fish"] == {"E12": 0} and h["fish"] == 1 + 3 + 1


def test_one_worker_per_elder_per_work_phase() -> None:
    # L606
    state = turn(
        4,
        harbors=[{"elders": ["E12"]}, {}, {}, {}],
        banquet_table=TABLE,
        placed=[["elder E12"], [], [], []],
    )
    assert "elder E12" not in legal(state)


def test_at_most_five_elders() -> None:
    # L577: not with 5 elders already.
    five = ["E01", "E02", "E03", "E04", "E05"]
    state = turn(harbors=[{"elders": five}, {}], banquet_table=TABLE)
    assert "place elder" not in legal(state)


def test_elders_cannot_be_imitated_nor_borrowed() -> None:
    # L605: only own elders; L625: elders are not imitated.
    state = turn(4, harbors=[{}, {"elders": ["E12"]}, {}, {}], banquet_table=TABLE)
    assert not [a for a in legal(state) if a.startswith("elder")]


def test_e01_bauherr() -> None:
    # L790: 3 fish back, 0-2 strips removed (no wood), then may build; fish paid anyway.
    state = with_elder("E01", fish=3, wood=3, display=["X-A07"])
    state = use(state, "E01")
    assert legal(state) == ["strip 2", "strip 3", "strip 4", "stop"]
    state = act(state, "strip 3", "stop")
    assert legal(state) == ["do build", "decline"]
    state = act(state, "decline")
    h = harbor(state, 0)
    assert (h["fish"], h["wood"], h["forests"]) == (0, 3, [0, 0, 2, 0, 1])
    assert "elder E01" not in legal(with_elder("E01", fish=2))


def test_e02_konstrukteur() -> None:
    # L888: a ship or a building.
    state = use(with_elder("E02", gold=4, wood=3, display=["X-A07"]), "E02")
    assert legal(state) == ["do ship", "do build"]
    assert "elder E02" not in legal(with_elder("E02"))


def test_e03_teichbauer() -> None:
    # L914: 4 fish + 1 per building, distributed as in fishing (here: 2 own shares, reserves).
    state = use(with_elder("E03", spaces=["X-A01", "X-A05"] + [None] * 9), "E03")
    h = harbor(state, 0)
    # E03 itself gets one fish first (the table fish is on it too: 2 now), shares 2, reserves 3
    assert h["elder_fish"] == {"E03": 2} and h["fish"] == 2 and h["reserves"]["fish"] == 3


def test_e04_forstwirt() -> None:
    # L848: exactly two strips, +5 wood +1 gold; digest A12: not with fewer than two.
    state = use(with_elder("E04"), "E04")
    state = act(state, "strip 2", "strip 2")
    h = harbor(state, 0)
    assert (h["wood"], h["gold"], h["forests"]) == (5, 1, [0, 0, 0, 1, 1])
    assert "elder E04" not in legal(with_elder("E04", forests=[0, 0, 0, 0, 1]))


def test_e05_seemann() -> None:
    # L908: serve fish, +1 gold and +1 wood per plate.
    state = use(with_elder("E05", fish=3), "E05")
    state = act(state, "do serve", "plate", "stop")
    h = harbor(state, 0)
    assert (h["fish"], h["gold"], h["wood"]) == (0, 1, 1)
    assert "elder E05" not in legal(with_elder("E05", fish=2))


def test_e06_hafenmeister() -> None:
    # L868: a sloop for a cutter, or a cutter for a schooner, free; not the catboat; not with
    # a full track.
    state = use(with_elder("E06", track=["sloop", "cutter"]), "E06")
    assert legal(state) == ["swap sloop", "swap cutter"]
    state = act(state, "swap sloop")
    assert harbor(state, 0)["track"] == ["cutter", "cutter"]
    assert state.observation(0)["ships"] == {"sloop": 4, "cutter": 2, "schooner": 3}
    assert "elder E06" not in legal(with_elder("E06"))
    full = ["schooner", "schooner", "sloop", "sloop", "raft"]
    # the raft on the track is one of the four (L172): three left in the supply
    assert "elder E06" not in legal(with_elder("E06", table={"rafts": 3}, track=full))


def test_e07_baumeister() -> None:
    # L796: one strip for 1 wood, then may build (not first build, then the wood).
    state = use(with_elder("E07", wood=2, display=["X-A07"]), "E07")
    state = act(state, "strip 4")
    assert legal(state) == ["do build", "decline"]
    state = act(state, "do build", "build X-A07")
    assert "on 9" in legal(state) and "on 10" in legal(state)  # the freed double space


def test_e08_verwalter() -> None:
    # L920: +2 wood, then may liquidate the reserves.
    state = use(with_elder("E08", 3, reserves={"wood": 0, "fish": 2, "gold": 0}), "E08")
    state = act(state, "do reserves")
    h = harbor(state, 0)
    assert (h["wood"], h["fish"]) == (2, 2)


def test_e09_waldbauer() -> None:
    # L926: +1 wood, then may thin or afforest.
    state = use(with_elder("E09", 3), "E09")
    assert legal(state) == ["do thin", "do afforest", "decline"]
    assert harbor(act(state, "do thin"), 0)["wood"] == 1 + 4


def test_e10_forstmann() -> None:
    # L842: one strip, +3 wood +1 gold.
    state = act(use(with_elder("E10", 4), "E10"), "strip 2")
    h = harbor(state, 0)
    assert (h["wood"], h["gold"], h["forests"]) == (3, 1, [0, 0, 1, 1, 1])


def test_e11_ingenieur() -> None:
    # L874: a ship 1 wood cheaper (a sloop: 1 wood, 2 fish), or a building.
    state = use(with_elder("E11", 4, wood=1, fish=2), "E11")
    state = act(state, "do ship", "ship sloop")
    h = harbor(state, 0)
    assert (h["wood"], h["fish"], h["track"]) == (0, 0, ["sloop"])
    assert "elder E11" not in legal(with_elder("E11", 4, wood=1, fish=1))


def test_e12_fischzuechter() -> None:
    # L830: 3 fish + 1 per elder (himself included).
    state = use(with_elder("E12", 4, elders=["E12", "E01"]), "E12")
    assert harbor(state, 0)["fish"] == 3 + 2


def test_e12_star_fremdenfuehrerin() -> None:
    # L856: 1 fish per building; not usable without buildings.
    opts = {"elders": "variants"}
    state = use(with_elder("E12*", 4, opts, spaces=["X-A01", "X-A05"] + [None] * 9), "E12*")
    assert harbor(state, 0)["fish"] == 2
    assert "elder E12*" not in legal(with_elder("E12*", 4, opts))


def test_e13_architekt() -> None:
    # L776
    state = use(with_elder("E13", 5, wood=1, display=["X-A01"]), "E13")
    assert legal(state) == ["do build"]
    assert "elder E13" not in legal(with_elder("E13", 5))


def test_e13_star_architektin() -> None:
    # L784: draw an A or a B building into the display, then may build.
    state = use(with_elder("E13*", 3, {"elders": "variants"}), "E13*")
    assert legal(state) == ["draw A", "draw B"]
    before = len(state.observation(0)["display"]["B"])
    state = act(state, "draw B")
    assert len(state.observation(0)["display"]["B"]) == before + 1


def test_e14_bauschreiner() -> None:
    # L802: one strip, then may build a ship or a building.
    state = act(use(with_elder("E14", 5, gold=4), "E14"), "strip 4")
    assert legal(state) == ["do ship", "decline"]


def test_e14_star_investorin() -> None:
    # L882: a building out of the game, +1 gold, then may build; not without buildings.
    opts = {"elders": "variants"}
    state = use(with_elder("E14*", 4, opts, spaces=["X-A01"] + [None] * 10), "E14*")
    state = act(state, "remove X-A01")
    h = harbor(state, 0)
    assert h["spaces"][0] is None and h["gold"] == 1
    assert "elder E14*" not in legal(with_elder("E14*", 4, opts))


def test_e15_fischlieferant() -> None:
    # L824: may liquidate, then or instead serve (digest A21: at least one).
    state = use(with_elder("E15", 5, reserves={"wood": 0, "fish": 3, "gold": 0}), "E15")
    assert legal(state) == ["do reserves"]  # 0 fish: no plate yet
    state = act(state, "do reserves")
    assert legal(state) == ["do serve", "decline"]  # plate 4 costs 3
    h = harbor(act(state, "do serve", "plate", "stop"), 0)
    assert (h["fish"], h["gold"]) == (0, 1)


def test_e16_foerster() -> None:
    # L836: +3 wood, then may lay one strip on a free or forested double space.
    state = use(with_elder("E16", 5), "E16")
    assert legal(state) == [f"forest {k}" for k in range(5)] + ["decline"]
    h = harbor(act(state, "forest 2"), 0)
    assert h["wood"] == 3 and h["forests"] == [0, 0, 3, 1, 1]


def test_e17_geldgeber() -> None:
    # L862: realize a share: 2 gold and 3 fish.
    state = act(use(with_elder("E17", 5), "E17"), "do realize")
    h = harbor(state, 0)
    assert (h["gold"], h["fish"], h["unrealized"]) == (2, 3, 2)
    # all five tokens of seat 0 realized and held by it (L195)
    realized = with_elder("E17", 5, unrealized=0, shares=[5, 0, 0, 0, 0])
    assert "elder E17" not in legal(realized)


def test_e18_schiffseigner() -> None:
    # L902: a sloop for 2, a cutter for 4, a schooner for 7 gold; the ship goes back.
    state = use(with_elder("E18", 5, track=["sloop", "schooner"]), "E18")
    assert legal(state) == ["sell sloop", "sell schooner"]
    h = harbor(act(state, "sell schooner"), 0)
    assert h["gold"] == 7 and h["track"] == ["sloop"] and h["catch"] == 5
    assert "elder E18" not in legal(with_elder("E18", 5))


def test_promo_old_man_marks_the_next_fishing() -> None:
    # L810: used in a round, the next fishing gives gold (see test_fishing).
    state = use(with_elder("L1", options={"forgotten": True}), "L1")
    assert state.data.harbors[0].old_man == 1
    assert harbor(state, 0)["elder_fish"] == {"L1": 0}  # one slot: the fish went back


def test_promo_fischhaendler() -> None:
    # L818: everyone's elder fish and the whole table back; +1 gold.
    state = with_elder(
        "L2", options={"forgotten": True}, elders=["L2", "E01"], elder_fish={"E01": 2}
    )
    state = use(state, "L2")
    h = harbor(state, 0)
    assert h["elder_fish"] == {"L2": 0, "E01": 0} and h["gold"] == 1
    assert not any(state.observation(0)["banquet_table"])


def test_promo_schiffbruechiger() -> None:
    # L896: pay 1 wood, then may take a raft (not on an empty first track space).
    opts = {"forgotten": True}
    state = act(use(with_elder("L3", options=opts, wood=1, track=["sloop"]), "L3"), "yes")
    h = harbor(state, 0)
    assert h["wood"] == 0 and h["track"] == ["sloop", "raft"] and h["catch"] == 5
    state = use(with_elder("L3", options=opts, wood=1), "L3")
    assert harbor(state, 0)["wood"] == 0 and state.decision == "turn"  # no raft
    assert "elder L3" not in legal(with_elder("L3", options=opts))


def test_promo_willy() -> None:
    # L934: +1 gold; four slots.
    state = use(with_elder("L4", options={"forgotten": True}, elder_fish={"L4": 2}), "L4")
    h = harbor(state, 0)
    assert h["gold"] == 1 and h["elder_fish"] == {"L4": 3}


def test_die_vergessenen_pile() -> None:
    # L940: take the top of the promo pile instead of a board elder.
    state = act(
        turn(banquet_table=TABLE, forgotten=["L1", "L2"], options={"forgotten": True}),
        "place elder",
    )
    assert "take forgotten" in legal(state)
    state = act(state, "take forgotten")
    assert "L2" in harbor(state, 0)["elders"]


def test_the_promo_pile_lies_face_up_so_its_top_is_no_chance() -> None:
    # L940 ("in einem offenen Stapel"): with chance="explicit" too, the top seen is taken
    opts = {"forgotten": True}
    taken = [{}, {"elders": ["L3", "L4"]}]  # seat 1 took the other two promos earlier
    state = turn(
        banquet_table=TABLE, forgotten=["L1", "L2"], harbors=taken, options=opts, chance="explicit"
    )
    state = act(state, "place elder", "take forgotten")
    assert state.current_player != CHANCE
    assert "L2" in harbor(state, 0)["elders"] and state.data.forgotten == ("L1",)


def test_the_promo_uncovered_beneath_the_top_is_a_chance_node() -> None:
    # L940: nobody saw the order beneath the top, so with chance="explicit" the promo
    # uncovered is a CHANCE node over those still beneath, equally likely.
    opts = {"forgotten": True}
    taken = [{}, {"elders": ["L4"]}]  # seat 1 took the fourth promo earlier
    state = turn(
        banquet_table=TABLE, forgotten=["L1", "L3", "L2"], harbors=taken, options=opts,
        chance="explicit",
    )  # fmt: skip
    state = act(state, "place elder", "take forgotten")
    assert state.current_player == CHANCE
    outcomes = {str(a): p for a, p in state.chance_outcomes()}
    assert outcomes == {"deal L1": 0.5, "deal L3": 0.5}
    state = act(state, "deal L1")
    assert state.observation(1)["forgotten"] == ["?", "L1"]


def test_only_the_top_of_the_promo_pile_is_seen() -> None:
    # L940: the 4 promos are shuffled into one pile lying face up: every seat sees its top, not
    # the order beneath (digest A16), so two tables differing only there look the same, and
    # a resample redraws that order.
    opts = {"forgotten": True}
    taken = [{}, {"elders": ["L4"]}]  # seat 1 took the fourth promo earlier
    one = turn(banquet_table=TABLE, forgotten=["L1", "L3", "L2"], harbors=taken, options=opts)
    two = turn(banquet_table=TABLE, forgotten=["L3", "L1", "L2"], harbors=taken, options=opts)
    for seat in (0, 1):
        assert one.observation(seat)["forgotten"] == ["?", "?", "L2"]
        assert one.observation(seat) == two.observation(seat)
        assert one.observation_tensor(seat) == two.observation_tensor(seat)
    orders = {tuple(one.resample(0, random.Random(k)).data.forgotten) for k in range(40)}
    assert orders == {("L1", "L3", "L2"), ("L3", "L1", "L2")}
    # the terminal shows the top and how many lie beneath, the same for both tables
    assert "promo pile: L2 (+2 beneath)" in str(one).splitlines()
    assert str(one) == str(two) and "L3" not in str(one)


def test_every_ship_type_is_named() -> None:
    assert SHIPS == ("sloop", "cutter", "schooner")


def test_promo_willy_only_in_the_fishing_phase() -> None:
    # L934 ("In der Fangzeit"): the Teichbauer's catch (L914) serves the own elders only.
    opts = {"forgotten": True}
    state = turn(
        harbors=[
            {"elders": ["E03"], "fish": 0, "reserves": {"wood": 0, "fish": 0, "gold": 0}},
            {"elders": ["L4"]},
        ],
        banquet_table=TABLE,
        options=opts,
    )
    state = act(state, "elder E03")
    assert harbor(state, 1)["elder_fish"] == {"L4": 0}
    assert harbor(state, 0)["elder_fish"] == {"E03": 2}
