"""Free actions (woodcraft.de.txt L919-L1019): saw, upgrade, glue, cut a tree, reuse."""

from __future__ import annotations

from boardrules import State

from .helpers import act, held, legal, position, stack, ws

E = -1  # an empty pot (the data)


def splits(s: State) -> set[tuple[int, ...]]:
    """Every split reachable from a SawCut decision, as sorted values."""
    out: set[tuple[int, ...]] = set()

    def walk(st: State) -> None:
        if st.decision != "saw_cut":
            dice = held(st)
            out.add(tuple(sorted(int(k.split()[1]) for k, n in dice.items() for _ in range(n))))
            return
        for a in st.legal_actions():
            walk(st.apply(a))

    walk(s)
    return out


def test_saw_example_a_five() -> None:
    # L949-L955: a 5 with the saw tile: 1+4 or 2+3; with 1 saw blade disc also 1+1+3 or 1+2+2;
    # with 3 discs 1+1+1+1+1
    s = act(position(me={"dice": stack(green_5=1), "saw_blade_discs": 0}), "saw green 5")
    assert splits(s) == {(1, 4), (2, 3)}
    s = act(position(me={"dice": stack(green_5=1), "saw_blade_discs": 1}), "saw green 5")
    assert splits(s) == {(1, 4), (2, 3), (1, 1, 3), (1, 2, 2)}
    s = act(position(me={"dice": stack(green_5=1), "saw_blade_discs": 3}), "saw green 5")
    assert (1, 1, 1, 1, 1) in splits(s)


def test_each_cut_after_the_first_costs_a_saw_blade_disc() -> None:
    # L857-L861: the first cut is the saw tile's; each further cut costs 1 saw blade disc
    s = act(
        position(me={"dice": stack(brown_6=1), "saw_blade_discs": 2}),
        "saw brown 6",
        "cut 1",
        "cut 1",
    )
    assert ws(s).saw_blades == 1
    s = act(s, "done")
    assert held(s) == {"brown 1": 2, "brown 4": 1}
    assert ws(s).saws == (1,)  # L850-L852: flipped until the next income phase
    assert not [a for a in legal(s) if a.startswith("saw ")]


def test_a_one_cannot_be_sawn() -> None:
    # L854-L855
    s = position(me={"dice": stack(green_1=1, yellow_2=1)})
    assert [a for a in legal(s) if a.startswith("saw ")] == ["saw yellow 2"]


def test_upgrade_tiles_raise_a_die_for_a_scrap_block() -> None:
    # L867-L883: +1; +1 or +2; +1..+4; never above 6 (L872-L874)
    s = position(me={"dice": stack(green_3=1), "scrap_blocks": 1, "upgrade_tiles": ["usable"] * 3})
    ups = [a for a in legal(s) if a.startswith("upgrade ")]
    assert ups == [
        "upgrade 1 green 3 1",
        "upgrade 2 green 3 1",
        "upgrade 2 green 3 2",
        "upgrade 3 green 3 1",
        "upgrade 3 green 3 2",
        "upgrade 3 green 3 3",
    ]
    s = act(s, "upgrade 3 green 3 3")
    assert held(s) == {"green 6": 1} and ws(s).scrap == 0 and ws(s).upgrades == (0, 0, 1)


def test_glue_two_dice_of_different_colours_for_four_points() -> None:
    # L962-L976: 1 glue disc, sum at most 6, colour of choice, +4 points if they differed
    s = position(
        me={
            "dice": stack(green_2=1, brown_3=1, yellow_5=1),
            "glue_tile": "usable",
            "glue_discs": 1,
            "points": 0,
        }
    )
    glues = [a for a in legal(s) if a.startswith("glue ")]
    assert glues == ["glue green 2 brown 3 green", "glue green 2 brown 3 brown"]
    s = act(s, "glue green 2 brown 3 brown")
    assert held(s) == {"brown 5": 1, "yellow 5": 1}
    assert (ws(s).vp, ws(s).glue, ws(s).glue_discs) == (4, 1, 0)


def test_glue_needs_the_glue_tile() -> None:
    # L909-L912
    s = position(me={"dice": stack(green_2=2), "glue_tile": "not placed", "glue_discs": 1})
    assert not [a for a in legal(s) if a.startswith("glue ")]


def test_cut_a_tree_at_any_time() -> None:
    # L787-L789, L995-L996
    s = act(position(me={"trees": {"green": 3}, "dice": stack()}), "fell green")
    assert held(s) == {"green 3": 1} and ws(s).pots == (E, E, E)


def test_a_reuse_token_turns_a_used_tile_back() -> None:
    # L1007-L1013
    s = position(
        me={
            "reuse_tokens": 1,
            "saw_tiles": ["used"],
            "upgrade_tiles": ["used"],
            "glue_tile": "used",
        }
    )
    assert {"reuse saw", "reuse upgrade 1", "reuse glue"} <= set(legal(s))
    s = act(s, "reuse upgrade 1")
    assert ws(s).upgrades == (0,) and ws(s).reuse == 0


def test_used_tiles_turn_back_in_the_income_phase() -> None:
    # L1162-L1163
    s = position(
        me={"saw_tiles": ["used"] * 2, "upgrade_tiles": ["used"], "glue_tile": "used"},
        decision={"task": "income_gains", "phase": 1},
    )
    w = ws(s)
    assert w.saws == (0, 0) and w.upgrades == (0,) and w.glue == 0
