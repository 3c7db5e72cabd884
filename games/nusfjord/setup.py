"""The setup (L199-L277) and its variants (L663-L704): the elder stacks (L231-L241; face-down
elders under them with 5 seats, L239, or the variant elders, L782, L880), the promo pile
(L938-L940), the building piles of the deck shuffled and the display laid out by draws
(L244-L249; with 1-2 seats the rest goes back to the box, L249, L675; the mixed game's display
from three decks, L667-L669), a random start player (L273; home-and-away, L663-L665), each
seat's harbor (L255-L271) and the worker colours (solo L675, advanced solo L702).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from boardrules import rng
from boardrules.engine import later
from boardrules.owned import take_all
from boardrules.tasks import Draw

from . import draws
from .actions import LETTERS
from .state import EMPTY, Harbor, NData
from .tasks import Round

if TYPE_CHECKING:
    from .game import Nusfjord

PROMOS = ("L1", "L2", "L3", "L4")
RAFTS = 4  # L172
HOME_AND_AWAY = ("off", "first", "second")
VARIANT_ELDERS = {"E12": "E12*", "E13": "E13*", "E14": "E14*"}  # L780-L784, L852-L854, L878


def setup(game: Nusfjord, players: int, seed: int, options: dict[str, Any]) -> NData:
    """The table of a new game, its display still to be drawn (the first tasks)."""
    if options["variant"] == "solo_advanced" and players != 1:
        raise ValueError("variant solo_advanced is a solo game: players=1 (L700)")
    if options["home_and_away"] != "off" and players != 2:
        raise ValueError("home_and_away is for two players (L665)")
    if options["home_and_away"] != "off" and options["mixed"]:
        raise ValueError("home_and_away plays one deck (L665), not the mixed game")
    state = rng.seed_state(seed)

    def shuffle(items: list[str]) -> list[str]:
        nonlocal state
        state = rng.shuffle(state, items)
        return items

    p = game.params
    variants = options["elders"] == "variants"
    stacks = [list(s) for s in p["elder_layout"][players]]
    face_down: list[str] = []
    if variants:  # L780-L784, L852-L854, L878-L880
        stacks = [[VARIANT_ELDERS.get(e, e) for e in s] for s in stacks]
    if players == 5:  # L239: one of 13-18 face down under each stack
        extra = [f"E{n}" for n in range(13, 19)]
        if variants:
            extra = [VARIANT_ELDERS.get(e, e) for e in extra]
        extra = shuffle(extra)
        for stack, e in zip(stacks, extra, strict=True):
            stack.insert(0, e)
            face_down.append(e)
    elif players >= 3 and variants:  # L782, L880; digest A14
        for e in ("E13*", "E14*"):
            state, k = rng.randbelow(state, 6)
            stacks[k].insert(0, e)
            face_down.append(e)
    if game.elder_replacement:  # a set's own elders in the places of those they replace
        swap = game.elder_replacement
        stacks = [[swap.get(e, e) for e in s] for s in stacks]
        face_down = [swap.get(e, e) for e in face_down]
    forgotten = shuffle(list(PROMOS)) if options["forgotten"] else []
    piles = building_piles(game, options["deck"], shuffle)
    shown = p["display"]
    box: list[str] = []  # the buildings back in the box (L249, L665, L669, L675)
    if options["home_and_away"] == "second":  # L665: those the first game did not lay out
        for pile, n in ((piles[0], shown["a_setup"]), (piles[1], shown["b_setup"])):
            box += pile[max(0, len(pile) - n) :]
            del pile[max(0, len(pile) - n) :]
    counts = [min(shown["a_setup"], len(piles[0])), min(shown["b_setup"], len(piles[1]))]
    display_a: list[str] = []
    display_b: list[str] = []
    laying: list[Draw] = []
    if options["mixed"]:  # L669: 3 A and 2 B of each of three decks (laid by the seed)
        for name in options["mixed"].split("+"):
            a, b, _ = building_piles(game, name, shuffle)
            display_a += a[len(a) - p["mixed_display"]["a"] :]
            display_b += b[len(b) - p["mixed_display"]["b"] :]
            box += (*a[: len(a) - p["mixed_display"]["a"]], *b[: len(b) - p["mixed_display"]["b"]])
        laid = set(display_a) | set(display_b)  # later ones from the deck option's deck
        piles[:2] = [[c for c in pile if c not in laid] for pile in piles[:2]]
        kept = {*piles[0], *piles[1]}
        box = [c for c in box if c not in kept]  # the other decks' rest
        if players <= 2:  # L249, L675: the other A and B go back to the box
            box += (*piles[0], *piles[1])
            piles[0], piles[1] = [], []
    else:  # L245-L249: drawn from the piles (draws.py)
        laying = draws.setup_draws(piles[:2], counts, box=players <= 2)
    state, first = rng.randbelow(state, players)  # L273: a random start player
    if options["home_and_away"] != "off":  # L665: each of the two begins one game
        first = HOME_AND_AWAY.index(options["home_and_away"]) - 1
    d = NData(
        players,  # the kernel's fields: seats, seed, rng, chance mode, options, task stack
        seed,
        state,
        options,
        [],
        round=1,
        phase="fishing",
        first=first,
        harbors=[harbor(game, seat, players) for seat in range(players)],
        plates=tuple([k < p["banquet_start"][players] for k in range(len(game.banquet.plates))]),
        new_shares=(0,) * players,
        ships=(p["ships_laid_out"][players],) * 3,
        rafts=RAFTS,
        stacks=tuple([tuple(s) for s in stacks]),
        face_down=tuple(face_down),
        forgotten=tuple(forgotten),
        display_a=tuple(display_a),
        display_b=tuple(display_b),
        display_c=(),
        pile_a=tuple(piles[0]),
        pile_b=tuple(piles[1]),
        pile_c=tuple(piles[2]),
        placed=((),) * colours(players, options),
        colour=0,
        turn=0,
        events=[],
        box=tuple(sorted(box)),
        removed=(),  # nothing is out of the game yet (L882)
    )
    take_all(d, d.harbors)  # the new harbors are the new table's own (``state.own``)
    d.tasks.append(Round())
    later(d, *laying)
    return d


def harbor(game: Nusfjord, seat: int, players: int) -> Harbor:
    """L255-L271: an empty supply, the start shares, the forests of the harbor board."""
    shares = game.params["start_shares"]
    held = [0] * players
    held[seat] = shares["realized"]
    return Harbor(
        wood=0,
        fish=0,
        gold=0,
        reserves=(0, 0, 0),
        unrealized=shares["unrealized"],
        shares=tuple(held),
        forests=tuple(game.params["harbor"]["forests"]),
        spaces=(EMPTY,) * game.harbor.n_spaces,
        track=(),
        elders=(),
        elder_fish=(),
        hand=(),
        workers=0,
        old_man=0,
        guests=0,
        boarded=(),
        credit=(0, 0),
    )


def building_piles(
    game: Nusfjord, deck: str, shuffle: Callable[[list[str]], list[str]]
) -> list[list[str]]:
    """L244: the A, B and C buildings of ``deck``, each pile shuffled, its top last."""
    piles = game.sorted_piles.get(deck)
    if piles is None:
        piles = sorted_piles(game, deck)
    return [shuffle(list(pile)) for pile in piles]


def sorted_piles(game: Nusfjord, deck: str) -> list[list[str]]:
    """The A, B and C buildings of ``deck`` (sorted, before the shuffle)."""
    cards = deck_cards(game, deck)
    return [sorted(c for c in cards if game.buildings[c].prop_str("letter") == x) for x in LETTERS]


def deck_cards(game: Nusfjord, deck: str) -> list[str]:
    """The buildings of ``deck`` in play: a building of a chosen card set that ``replaces``
    one of them takes its place (docs/games/nusfjord.md, the named buildings)."""
    return [
        game.replacement.get(c.id, c.id)
        for c in game.buildings.values()
        if c.deck == deck and not c.prop("replaces")
    ]


def colours(players: int, options: dict[str, Any]) -> int:
    """Worker colours: one per seat; solo 2 (red, blue; L675), advanced 3 (L702)."""
    if players > 1:
        return players
    return 3 if options["variant"] == "solo_advanced" else 2
