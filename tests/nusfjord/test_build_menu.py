"""Nusfjord's build menu names what it leaves out (issue 23: an unaffordable C building of the
hand was silently missing). nusfjord.de.md L458: a building of the display, or from round 4 of
the hand, paid with the wood, fish and gold printed on it; L473: not if the seat cannot pay it
or has no free building space. The question names every building offered that is no option,
with its cost against what the seat has; the options stay the buildings it can build."""

from __future__ import annotations

import random
import re

from boardrules.cards.describe import card_face
from boardrules.menus import question
from tests.nusfjord.helpers import GAME


def test_every_building_offered_is_an_option_or_named_with_its_cost() -> None:
    game = GAME
    hand_named = checked = 0
    for seed in range(6):
        state, rnd = game.new_game(2, seed), random.Random(seed)
        while not state.is_terminal:
            if state.decision == "pick_building":
                d, seat = state.data, state.current_player
                h = d.harbors[seat]
                asked = question(state)
                options = {a.args[0] for a in state.legal_actions() if a.kind == "build"}
                for card in game.construction.offered(d, seat):
                    named = f"; {card} " in asked or f": {card} " in asked
                    assert named != (card in options), (card, asked)  # named, or an option
                    if not named:
                        continue
                    hand_named += card in h.hand
                    printed = game.construction.plain_goods.get(card)
                    if printed is not None and game.construction.plain_payer(h):
                        cost = zip(printed, ("wood", "fish", "gold"), strict=True)
                        said = ", ".join(f"{n} {r}" for n, r in cost if n)
                        name = card_face(game, card).name
                        assert f"{card} {name} costs {said}" in asked, (card, asked)
                        checked += 1
            state = state.apply(rnd.choice(state.legal_actions()))
    assert hand_named > 0, "no hand building was left out in these games"
    assert checked > 20


def test_a_hand_building_too_dear_is_named_with_what_is_short() -> None:
    game = GAME
    state, rnd = game.new_game(2, 0), random.Random(0)
    while not (
        state.decision == "pick_building"
        and state.data.round >= 4
        and any(
            c not in {a.args[0] for a in state.legal_actions() if a.kind == "build"}
            for c in state.data.harbors[state.current_player].hand
        )
    ):
        state = state.apply(rnd.choice(state.legal_actions()))
    h = state.data.harbors[state.current_player]
    asked = question(state)
    left = [c for c in h.hand if f"{c} " in asked]
    assert left
    card = left[0]
    need = game.construction.building_need(state.data, state.current_player, card)
    short = {r: n - getattr(h, r) for r, n in need.items() if n > getattr(h, r)}
    said = ", ".join(f"{n} {r}" for r, n in short.items())
    assert re.search(rf"{card} [^;]* costs [^;]*\({said} short\)", asked), asked
