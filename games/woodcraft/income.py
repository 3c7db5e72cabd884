"""The income phase (woodcraft.de.txt L1150-L1188) and the deck switch (L1175-L1181).

Step 1: every order moves down a row; past the bottom row it is discarded and its owner goes
back 2 on the reputation track (L1150-L1152). Step 2: 1 order from the hand (not in the 4th
phase, L1154-L1155). Steps 3-6: income, the tiles turned back, the X spaces of the displays
emptied and the displays refilled (L1157-L1170). After the 2nd phase the first decks leave the
game (L1175-L1181); after the 4th comes the final scoring (L1172-L1173).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.engine import later
from boardrules.tasks import Task, shuffle_pile

from . import draws, tracks
from .setup import seat_order
from .state import ROWS, WData, own
from .tasks import FinalScoring, Income, IncomeGains, PlaceOrder, round_task

if TYPE_CHECKING:
    from .game import Woodcraft


def income(game: Woodcraft, d: WData, t: Income) -> None:
    """Steps 1 and 2 (L1150-L1155)."""
    steps: list[Task] = []
    for seat in seat_order(d):
        w = own(d, seat)
        rows = [r + 1 for r in w.order_rows]
        ids = list(w.order_ids)
        for i in reversed(range(len(rows))):
            if rows[i] >= ROWS:
                d.order_discard += (ids.pop(i),)
                rows.pop(i)
                w.order_ids = tuple(ids)
                tracks.reputation(game, d, seat, -int(game.params["order_penalty"]))
        w.order_ids, w.order_rows = tuple(ids), tuple(rows)
        if t.phase < 4 and w.hand:
            steps.append(PlaceOrder(seat=seat))
    later(d, *steps, IncomeGains(phase=t.phase))


def income_gains(game: Woodcraft, d: WData, t: IncomeGains) -> None:
    """Steps 3-6 (L1157-L1170), the deck switch (L1175-L1181), then the next round or the
    final scoring (L1172-L1173)."""
    for seat in seat_order(d):
        w = own(d, seat)
        w.blueberries += w.income  # L1157-L1160
        game.rules.gain_vp_now(d, seat, w.hazelnut)
        w.saws = (0,) * len(w.saws)  # L1162-L1163
        w.upgrades = (0,) * len(w.upgrades)
        if w.glue == 1:
            w.glue = 0
    spaces, dropped = game.params["display"]
    if t.phase in (1, 3):  # L1165-L1168: the X spaces are emptied, the rest slide on
        for display, discard in (
            ("helper_display", "helper_discard"),
            ("order_display", "order_discard"),
        ):
            row: tuple[str, ...] = getattr(d, display)
            gone = tuple(c for c in row[spaces - dropped :] if c)
            setattr(d, discard, getattr(d, discard) + gone)
            setattr(d, display, ("",) * dropped + row[: spaces - dropped])
    if t.phase == 2:
        switch_decks(game, d, spaces)
    if t.phase >= 4:
        d.tasks.append(FinalScoring())
    else:
        d.tasks.append(round_task(d.round + 1))
    empty: list[tuple[str, int]] = []
    for slot in range(spaces):  # L1170
        if not d.helper_display[slot]:
            empty.append(("helpers", slot))
        if not d.order_display[slot]:
            empty.append(("orders", slot))
    later(d, *draws.refills(d, empty))


def switch_decks(game: Woodcraft, d: WData, spaces: int) -> None:
    """L1175-L1181: the first decks, their discards and displays leave the game; the
    experienced helpers and demanding orders are shuffled in."""
    # a new list: clone() shares WData.boxed, which never changes in place
    d.boxed = d.boxed + tuple(c for c in d.helper_display + d.order_display if c)
    d.boxed += d.helper_deck + d.helper_discard + d.order_deck + d.order_discard
    helpers = [h for h in game.helper_ids if game.helper_deck[h] == "experienced"]
    orders = [o for o in game.order_deck if game.order_deck[o] == "demanding"]
    shuffle_pile(d, helpers)
    shuffle_pile(d, orders)
    d.helper_deck, d.order_deck = tuple(helpers), tuple(orders)
    d.helper_discard, d.order_discard = (), ()
    d.helper_display, d.order_display = ("",) * spaces, ("",) * spaces
    d.stage = 2
