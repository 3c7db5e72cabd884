"""Woodcraft's cards drawn at CHANCE nodes (``chance="explicit"``, kernel ``Draw`` records).

Every card that comes out of a face-down pile is one CHANCE node whose outcomes are the cards
of that pile (``deal <card>``), all equally likely: at setup the public orders and the two
reputation tiles (L128-L291: everybody sees them), the four orders and four helpers of the
displays (L206-L214), each seat's helpers, simple orders and special orders to choose from
(L270-L272, L288-L291: that seat alone sees them); later each card refilling a display space
(L638-L640, L666-L669, L1170) and each solo card (L1402-L1411). An empty deck takes its
discard pile (L157-L158, L1410-L1411): the draw comes from the discard then, no shuffle. The
piles keep the seed's shuffle, unused by the game: ``boardrules.testing.deal_top`` deals
from it (the top card is the last of a deck list), to replay ``chance="auto"``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.tasks import Draw, draw

from .state import WData

if TYPE_CHECKING:
    from .game import Woodcraft


def _deck(d: WData, name: str) -> tuple[list[str], list[str], list[str]]:
    if name == "orders":
        return d.order_deck, d.order_discard, d.order_display
    return d.helper_deck, d.helper_discard, d.helper_display


def refills(d: WData, spaces: list[tuple[str, int]]) -> list[Draw]:
    """The draws filling these display ``spaces`` (``("orders"|"helpers", slot)``), as far as
    the deck and its discard pile (less the draws still pending) hold cards."""
    left = {}
    for name in ("orders", "helpers"):
        deck, discard, _ = _deck(d, name)
        pending = sum(1 for t in d.tasks if isinstance(t, Draw) and t.pile == name)
        left[name] = len(deck) + len(discard) - pending
    out = []
    for name, slot in spaces:
        if left[name] > 0:
            left[name] -= 1
            out.append(draw(name, -1, f"display {slot}"))
    return out


def setup_draws(game: Woodcraft, d: WData, helpers: int, simple: int, special: int) -> list[Draw]:
    """The setup's draws, in the order ``chance="auto"`` deals (L206-L214, L288-L291)."""
    out = [draw("public", -1, "public") for _ in d.public_open]
    out += [draw("tiles", -1, "rep_tiles") for _ in d.rep_arrivals]
    out += refills(d, [(name, slot) for slot in range(4) for name in ("orders", "helpers")])
    left = {"orders": len(d.order_deck) - 4, "helpers": len(d.helper_deck) - 4}
    left["special"] = sum(1 for c in d.boxed if c in game.special)
    for seat in game.seat_order(d):
        for pile, n, into in (
            ("helpers", helpers, "dealt_helpers"),
            ("orders", simple, "dealt"),
            ("special", special, "hand"),
        ):
            k = max(min(n, left[pile]), 0)
            left[pile] -= k
            out += [draw(pile, seat, into) for _ in range(k)]
    return out


def pile(game: Woodcraft, d: WData, task: Draw) -> list[str]:
    """The cards the draw may deal, the one ``chance="auto"`` would deal first."""
    name = task.pile
    if name in ("orders", "helpers"):
        deck, discard, _ = _deck(d, name)
        return (deck or discard)[::-1]
    if name == "solo":
        return (d.solo_deck or d.solo_discard)[::-1]
    if name == "special":
        return [c for c in reversed(d.boxed) if c in game.special]
    wanted = game.public_ids if name == "public" else game.rep_tile_ids
    return [c for c in d.boxed if c in wanted]


def draw_result(game: Woodcraft, d: WData, task: Draw, card: str) -> None:
    name, into = task.pile, task.into
    if name in ("orders", "helpers"):
        deck, discard, display = _deck(d, name)
        if not deck:  # L157-L158: the discard pile becomes the deck
            deck += discard
            discard.clear()
        deck.remove(card)
        w = d.workshops[task.seat] if task.seat >= 0 else None
        game.shown(d, card, task.seat)
        if w is None:
            display[int(into.split()[1])] = card
        elif into == "dealt_helpers":
            w.dealt_helpers.append(card)
        else:
            w.dealt.append(card)
    elif name == "solo":
        if not d.solo_deck:  # L1410-L1411
            d.solo_deck, d.solo_discard = d.solo_discard, []
        d.solo_deck.remove(card)
        d.solo_discard.append(card)
        game.solo_card(d, int(into), card)
    else:
        d.boxed.remove(card)
        if name == "special":
            d.workshops[task.seat].hand.append(game.shown(d, card, task.seat))
        elif name == "public":
            d.public.append(card)
        else:
            d.rep_tiles.append(card)
