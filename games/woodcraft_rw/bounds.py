"""The longest game of Woodcraft Roll & Write, counted from its rules (``game_length_bound``).

Rulebook lines: shared/seeds/woodcraft_rw.pl.txt. A game is 6 rounds of 2 turns (L43-L44,
L361); in each turn every seat makes its secret choice (L77-L85) and then takes free actions
until it ends them (L140-L148). Each decision a seat takes is one of a finite set of things,
and each of them is counted here by kind (``seat_terms``), for a seat that takes a die in
``d`` of the 12 turns and an order in the others (L79-L83, L120-L122: one or the other):

- ``keep``: the dealt order kept (L32-L34), once;
- ``commit``: the secret choice, one a turn; ``end``: the end of the free actions, one a turn;
- ``column``: which column's bonus a die gives, asked only for a die taken (L99-L105): ``d``;
- ``take``: an order taken from the pool, in a turn of an order (L120-L138) or for a lantern
  line's bonus (row 3, L224-L228, once: each line is completed once);
- ``fulfil``: each order held is fulfilled once at most (L150-L164): the one kept and those
  taken, and no more than its dice allow: a die turn gives a die (L87-L95), a saw one more
  (L186-L200; a saw blade comes only from a die turn's bonus or helper A's substitute), a
  line or a helper a die or two, and an order takes 2 dice at least and gives back 1 at
  most; ``deliver``: which die pays an any-colour requirement (or a die of a dice group),
  at most that many of each order fulfilled; ``per_order``: what an order's reward asks;
- ``crossing``: glue, saw, shavings (L169-L200, L240-L246), a crate's blueberry icon
  (L309-L313), a hire (L230-L238) and helper B's sale (L470-L474) each cross out at least
  one circled material, or use helper A's substitute, which crossed one out itself
  (L460-L468); a circle is circled once and crossed once (L105-L109), so at most the
  circles of the sheet's rows (10 + 10 + 12 + 12);
- ``helpers``: a hired helper's once-per-round ability used at most once a round
  (L290-L298) with what it asks (A: what is crossed out and what it is used as; E and H:
  which die moves; B's sale is a crossing), its lightning ability once (F: a die's colour
  and value, L492-L495), and what it hears on an order fulfilled (C's choice, L477-L480)
  once an order. A helper asks only once hired, and its hire crossed out its whole cost in
  one decision (L230-L238), ``cost - 1`` circles fewer for the other crossings: only a
  helper that asks more than that is counted, less it;
- ``lantern``: a lantern marks an empty cell of 9 (L202-L218: then it is 1 VP, no choice);
  ``chestnut``: a chestnut is crossed on a crate icon, at most the crates' chestnut icons
  (L305-L313: with none left it is lost, digest A19); ``lines``: what a completed line's
  bonus asks (column 1: a die's value, L220-L224), each line once.

Chance (``chance="explicit"``, ``chance_terms``): 6 dice rolled a round (L51-L53), with 5
seats one extra die a round (L340-L346), solo two dice of the opponent and one for its
discard a round (L397-L417); the orders dealt (2 a seat, L32-L34), the pool laid out
(L40), one refill an order taken (L136-L138, counted with the seat's ``take``), the pool
replaced by phase II once (L357-L361) and solo one refill a discard (L411-L417). A
roll-off for priority (L132-L136) among ``g`` tied seats rolls ``g`` dice and repeats among
the seats still tied: with no round of all-equal dice at most g + (g - 1) + ... + 2 rolls
in a turn; a round in which every seat of a group rolls the same repeats, which the rules
do not bound ("until one rolls higher"). The bound allows one such round of all the seats a
turn (``rolloff_repeats``): that part alone is an allowance, not a proof. The roll-offs are
counted in every turn for every seat, or as each seat's share in its turns of an order
(``rolls``), whichever is fewer.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from boardrules.cards.schema import Card

    from .game import WoodcraftRW
    from .tables import Tables

CHANCE_DICE = 6  # L51-L53: 3 yellow and 3 brown a round
SOLO_DICE = 3  # L397-L417: the opponent's two dice and the discard's die, a round


def decisions(effects: Iterable[Any]) -> int:
    """The most decisions an effect list of the sheet's cards asks: a choice of effects
    (one, then what the chosen asks), a die of a value of choice, helper A's material
    crossed out and used as, helper E's or H's die moved. Gains ask nothing (a lantern or
    a chestnut is counted with its cell or icon, an order taken with ``take``, B's sale as a
    crossing)."""
    n = 0
    for step in effects:
        if not isinstance(step, dict) or len(step) != 1:
            raise ValueError(f"no decisions argued for the effect {step!r}")
        ((kind, arg),) = step.items()
        if kind == "choose":
            n += 1 + max(decisions(option) for option in arg)
        elif kind == "gain_die":
            n += arg.get("value") == "choice"
        elif kind == "swap_material":
            n += 2
        elif kind == "modify_die":
            n += 1
        elif kind not in ("gain", "vp_now", "take_order", "pay_any_material"):
            raise ValueError(f"no decisions argued for the effect {step!r}")
    return n


def gained_dice(effects: Iterable[Any]) -> int:
    """The most dice an effect list gives (a choice: its largest option)."""
    n = 0
    for step in effects:
        ((kind, arg),) = step.items()
        n += kind == "gain_die"
        if kind == "choose":
            n += max(gained_dice(option) for option in arg)
    return n


def gained(effects: Iterable[Any], key: str) -> int:
    """What an effect list gives of ``key`` (a row of the sheet, or ``take_order``)."""
    n = 0
    for step in effects:
        ((kind, arg),) = dict(step).items()
        if kind == "gain" and isinstance(arg, dict):
            n += int(arg.get(key, 0))
        elif kind == key:
            n += int(arg)
    return n


def bonus_gains(game: WoodcraftRW, row: str) -> list[int]:
    """What each column bonus of the board (L67-L73, L95-L99) gives of ``row``."""
    return [
        sum(gained(a.do, row) for a in c.abilities) for c in game.catalog.of_kind("column_bonus")
    ]


def order_dice(t: Tables, order: str) -> tuple[int, int]:
    """The dice an order takes (L150-L158) and how many of them ask which die pays (an
    any-colour requirement, ``Deliver``; each die of a dice group, ``GiveDie``)."""
    exact = sum(t.order_needs[order][0])
    groups = t.order_groups.get(order)
    asked = sum(g[1] for g in groups) if groups else sum(t.order_needs[order][1])
    return exact + asked, asked


def helper_asks(helper: Card, rounds: int, fulfilled: int) -> int:
    """The most decisions a hired helper's abilities ask: a once-per-round ability used
    each round (L290-L298) and what it asks, a lightning one once (L290-L294), one heard on
    an order fulfilled once an order (helper C, L477-L480)."""
    n = 0
    for a in helper.abilities:
        if a.usage == "once_per_round":
            n += rounds * (1 + decisions(a.do))
        elif a.timing == "on_play":
            n += decisions(a.do)
        elif a.event == "order_fulfilled":
            n += fulfilled * decisions(a.do)
        elif decisions(a.do):
            raise ValueError(f"no count argued for helper {helper.id}'s {a.when!r}")
    return n


def seat_terms(game: WoodcraftRW, die_turns: int) -> dict[str, int]:
    """The most decisions of each kind one seat takes in a game in which it takes a die in
    ``die_turns`` turns (the module's docstring has the argument, kind by kind), with the
    chance nodes that are that seat's: a refill for each order it takes (L136-L138).
    ``crossing`` and ``helpers`` together: the circles, less what the hires cross beyond
    their decision, and what each helper worth its hire asks."""
    t = game.tables
    turns, rounds = t.turns, t.rounds
    line_takes = sum(gained(a.do, "take_order") for c in t.lines for a in c.abilities)
    take = turns - die_turns + line_takes
    # dice: a die turn gives one (L87-L95), a saw one more (L186-L200), a line's, a
    # helper's and an order's reward some; an order takes at least ``need`` (L154-L158)
    # and gives back at most ``back``. A saw crosses a saw blade, which a die turn's bonus
    # gives (no order or line gives one), or helper A's substitute (once a round)
    need = min(order_dice(t, o)[0] for o in t.orders)
    back = max(gained_dice(a.do) for c in t.orders.values() for a in c.abilities)
    gifts = sum(gained_dice(a.do) for c in (*t.lines, *t.helpers) for a in c.abilities)
    swaps = sum(gained(a.do, "swap_material") for h in t.helpers for a in h.abilities)
    cards = (*t.lines, *t.helpers, *t.orders.values())
    if any(gained(a.do, "saw_blade") for c in cards for a in c.abilities):
        raise ValueError("no count argued for a saw blade a card gives")
    saws = die_turns * max(bonus_gains(game, "saw_blade")) + rounds * swaps
    fulfil = min(1 + take, len(t.orders), (die_turns + gifts + saws) // (need - back))
    deliver = sum(sorted((order_dice(t, o)[1] for o in t.orders), reverse=True)[:fulfil])
    reward = max(decisions(a.do) for c in t.orders.values() for a in c.abilities)
    # a helper asks only once hired, and its hire crossed its cost in blueberries in one
    # decision (L230-L238): ``cost - 1`` circles fewer for the other crossings
    hired = [
        max(0, helper_asks(h, rounds, fulfil) - (gained(h.cost, "blueberry") - 1))
        for h in t.helpers
    ]
    return {
        "keep": 1,
        "commit": turns,
        "end": turns,
        "column": die_turns,
        "take": take,
        "fulfil": fulfil,
        "deliver": deliver,
        "per_order": fulfil * reward,
        "crossing": sum(t.row_circles),
        "helpers": sum(hired),
        "lantern": 9,
        "chestnut": sum(icons.count("chestnut") for icons in t.crate_icons),
        "lines": sum(decisions(a.do) for c in t.lines for a in c.abilities),
        "refills": take,
    }


def seat_bound(game: WoodcraftRW, players: int = 1) -> int:
    """The most decisions and chance nodes of one seat (``seat_terms``), over its number
    of die turns; with ``players`` > 1, with its share of the roll-offs (``rolls``)."""
    return max(
        sum(seat_terms(game, d).values()) + rolls(game.tables.turns - d, players)
        for d in range(game.tables.turns + 1)
    )


def rolls(order_turns: int, players: int) -> int:
    """A seat's share of the roll-offs (L132-L136) over its ``order_turns``: a group of
    ``g`` tied seats rolls at most g (g + 1) / 2 - 1 dice with no all-equal round, less
    than (players + 1) / 2 a seat, and the allowance of one all-equal round is one die a
    seat (rounded up)."""
    return -(-order_turns * (players + 3) // 2) if players > 1 else 0


def chance_terms(game: WoodcraftRW, players: int) -> dict[str, int]:
    """The most chance nodes of each kind in a game of ``players`` seats (explicit chance)
    but the seats' own (``seat_terms``): the module's docstring has the argument."""
    t = game.tables
    rounds, turns = t.rounds, t.turns
    tied = players * (players + 1) // 2 - 1 if players > 1 else 0
    return {
        "board_dice": CHANCE_DICE * rounds,
        "extra_dice": rounds if players == 5 else 0,
        "solo": SOLO_DICE * rounds + rounds if players == 1 else 0,  # and a discard's refill
        "dealt": t.orders_dealt * players + t.pool_size,
        "phase_change": t.pool_size,
        "rolloffs": turns * tied,
        "rolloff_repeats": turns * players if players > 1 else 0,
    }


def length_bound(game: WoodcraftRW, players: int) -> int:
    """Every seat's decisions and chance nodes and the game's: the roll-offs counted either
    a seat's share in its order turns (``seat_bound``) or in every turn for every seat
    (``chance_terms``), whichever is fewer."""
    chance = chance_terms(game, players)
    game_wide = chance["rolloffs"] + chance["rolloff_repeats"]
    rest = sum(chance.values()) - game_wide
    return rest + min(
        players * seat_bound(game, players),
        players * seat_bound(game) + game_wide,
    )
