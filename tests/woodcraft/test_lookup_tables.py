"""The tables Woodcraft reads instead of working a rule out on every call (issue 26's speed):
each gives what the rule read literally gives, on the tables of many random games."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from tests.woodcraft.helpers import GAME

if TYPE_CHECKING:
    from games.woodcraft import orders, workshop
    from games.woodcraft.state import ACTIONS, EMPTY, KINDS, WData, Workshop, value_of
    from games.woodcraft_dice import upgrade_steps
else:
    from boardrules.games.woodcraft import orders, workshop
    from boardrules.games.woodcraft.state import ACTIONS, EMPTY, KINDS, WData, Workshop, value_of
    from boardrules.games.woodcraft_dice import upgrade_steps


def literal_tile_options(w: Workshop) -> list[int]:
    """``workshop.tile_options`` as the rules read (L848-L1013), without the per-kind tables."""
    ids = GAME.ids
    out: list[int] = []
    held = [k for k in range(KINDS) if w.dice[k]]
    if 0 in w.saws:
        out += [ids.saw[k] for k in held if value_of(k) >= 2]
    if w.scrap:
        for place, used in enumerate(w.upgrades, 1):
            if not used:
                for k in held:
                    for n in upgrade_steps(value_of(k), GAME.upgrade_most[place]):
                        out.append(ids.upgrade[(place, k, n)])
    if w.glue == 0 and w.glue_discs:
        for i, k1 in enumerate(held):
            for k2 in held[i:]:
                if (k1 != k2 or w.dice[k1] > 1) and (k1, k2) in ids.glue:
                    out += ids.glue[(k1, k2)]
    out += [ids.fell[c] for c in range(3) if w.pots[c] != EMPTY]
    if w.reuse:
        if 1 in w.saws:
            out.append(ids.reuse_saw)
        out += [ids.reuse_upgrade[i] for i, used in enumerate(w.upgrades) if used]
        if w.glue == 1:
            out.append(ids.reuse_glue)
    return out


def tables(games: int) -> list[WData]:
    out = []
    for seed in range(games):
        pick = random.Random(seed)
        state = GAME.new_game(1 + seed % 4, seed)
        while not state.is_terminal:
            out.append(state.data)
            state = state.apply(pick.choice(state.legal_actions()))
    return out


def test_tile_options_are_the_rules_read_literally() -> None:
    seen = 0
    for d in tables(12):
        for w in d.workshops:
            assert workshop.tile_options(GAME, w) == literal_tile_options(w)
            seen += bool(w.scrap and w.upgrades) + bool(w.glue == 0 and w.glue_discs)
    assert seen > 100  # upgrades and glue were offered often


def test_tile_options_with_every_tile_and_every_die() -> None:
    w = GAME.new_game(2, 0).data.workshops[0].clone()
    rnd = random.Random(4)
    for _ in range(300):
        w.dice = [rnd.choice((0, 0, 1, 2)) for _ in range(KINDS)]
        w.saws = [rnd.choice((0, 1)) for _ in range(rnd.randrange(3))]
        w.upgrades = [rnd.choice((0, 1)) for _ in range(rnd.randrange(4))]
        w.glue, w.glue_discs = rnd.choice((-1, 0, 1)), rnd.randrange(2)
        w.scrap, w.reuse = rnd.randrange(2), rnd.randrange(2)
        assert workshop.tile_options(GAME, w) == literal_tile_options(w)


def test_a_solo_card_shows_what_its_entry_says() -> None:
    for card_id, spec in GAME.solo_specs.items():
        card = GAME.catalog[card_id]  # woodcraft.de.txt L1419-L1475
        assert spec.farthest == card.prop_bool("farthest")
        assert [ACTIONS[a] for a in spec.tiles] == list(card.prop_strs("tiles", ()))
        assert spec.reroll == card.prop_ints("reroll", ())
        assert spec.neutral == card.prop_int("neutral", 0)
        orders = sorted(card.prop_ints("remove_orders", ()), reverse=True)
        helpers = sorted(card.prop_ints("remove_helpers", ()), reverse=True)
        assert [(t.slot, t.helpers) for t in spec.takes] == [
            *((s, False) for s in orders),
            *((s, True) for s in helpers),
        ]


def test_a_resource_is_read_from_its_field() -> None:
    d = tables(1)[-1]
    w = d.workshops[0]
    literal = {
        "blueberry": w.blueberries,
        "lantern": w.lanterns,
        "glue_disc": w.glue_discs,
        "saw_blade_disc": w.saw_blades,
        "scrap_block": w.scrap,
        "reuse_token": w.reuse,
        "reputation": w.reputation,
        "hazelnut_income": w.hazelnut,
        "blueberry_income": w.income,
    }
    assert {r: GAME.rules.resource_amount(d, 0, r) for r in literal} == literal


def test_the_orders_offered_are_those_can_fulfil_allows() -> None:
    offered = 0
    for d in tables(12):
        for w in d.workshops:
            literal = [GAME.ids.fulfil[o] for o in w.order_ids if orders.can_fulfil(GAME, w, o)]
            assert orders.fulfil_options(GAME, w) == literal
            offered += len(literal)
    assert offered > 50


def test_a_card_shown_or_boxed_leaves_every_earlier_state_as_it_was() -> None:
    """``WData.seen`` and ``WData.boxed`` are shared by ``clone()`` and replaced when they
    change: no state before sees the change, nor does a resample change its state's."""
    pick = random.Random(3)
    state = GAME.new_game(3, 3)
    path = [(state, dict(state.data.seen), tuple(state.data.boxed))]
    while not state.is_terminal:
        state.resample(pick.randrange(3), random.Random(pick.random()))
        state = state.apply(pick.choice(state.legal_actions()))
        path.append((state, dict(state.data.seen), tuple(state.data.boxed)))
    assert len({len(seen) for _, seen, _ in path}) > 3  # cards were shown along the way
    assert len({len(boxed) for _, _, boxed in path}) > 1  # the first decks were boxed
    assert all(s.data.seen == seen and s.data.boxed == boxed for s, seen, boxed in path)
