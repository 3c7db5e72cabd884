"""What a seat of Woodcraft Roll & Write sees: its observation and the text of the table.

Every sheet is public but for the orders dealt to choose from (L32-L34), the secret choice
while the seats commit (L77-L85) and which orders a seat fulfilled: they lie face down until
the end (L162-L164).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardrules.cards.describe import card_rows
from boardrules.loop import current_player, decision_name
from boardrules.menus import seat_name
from boardrules.tasks import asked

from .state import (
    BLUEBERRY,
    MATERIAL_ROWS,
    MATERIALS,
    NO_COMMIT,
    ORDER,
    PASS,
    ROWS,
    RWData,
    Sheet,
    die_name,
)
from .tasks import PickOrder, Rolloff, RolloffDie, WantOrder

if TYPE_CHECKING:
    from .game import WoodcraftRW


def commit_text(c: int) -> str | None:
    if c == NO_COMMIT:
        return None
    return {ORDER: "order", PASS: "pass"}.get(c) or die_name(c)


def observation(game: WoodcraftRW, d: RWData, player: int) -> dict[str, Any]:
    t = game.tables
    committing = decision_name(d) == "commit"
    sheets = []
    for q, s in enumerate(d.sheets):
        own = q == player
        sheets.append(
            {
                "dice": {die_name(k): s.dice[k] for k in range(12) if s.dice[k]},
                "materials": {MATERIALS[m]: s.owned(m) for m in MATERIAL_ROWS},
                "blueberries": s.owned(BLUEBERRY),
                "marked": list(s.marked),
                "spent": list(s.spent),
                "lanterns": [c + 1 for c in range(9) if s.lanterns >> c & 1],
                "crates": {
                    cid: {
                        "crossed": bin(s.crates[c]).count("1"),
                        "active": bool(s.active >> c & 1),
                        # the requirement icons printed on the crate and which are crossed
                        "icons": list(t.crate_icons[c]),
                        "crossed_icons": [
                            bool(s.crates[c] >> i & 1) for i in range(len(t.crate_icons[c]))
                        ],
                    }
                    for c, cid in enumerate(t.crate_ids)
                },
                "nuts": s.nuts,
                "reputation": s.reputation,
                "helpers": [h.id for i, h in enumerate(t.helpers) if s.helpers >> i & 1],
                "held_orders": list(s.held),
                # L162-L164: fulfilled orders lie face down; others see how many until the end
                "fulfilled_orders": (list(s.fulfilled) if own or not d.tasks else len(s.fulfilled)),
                "turn_boxes": list(s.box_value),
                "commit": (
                    commit_text(s.commit)
                    if own or not committing
                    else ("committed" if s.commit != NO_COMMIT else None)
                ),
                "dealt": list(s.dealt) if own else len(s.dealt),
            }
        )
    return {
        "game": game.id,
        "round": d.round,
        "turn": d.turn,
        "phase": d.phase,
        "board": [die_name(k) if k >= 0 else None for k in d.board],
        # L51-L53: the dice rolled so far, on the table before they are placed on the board
        "rolled": [die_name(k) for k in d.rolled],
        "supply": {"yellow": d.supply[0], "brown": d.supply[1]},
        "pool": list(d.pool),
        "deck_sizes": [len(d.deck1), len(d.deck2)],
        "to_move": current_player(d),
        "decision": decision_name(d),
        "asked": asked(d.tasks),  # the decision as the table hears it
        # L124-L136: the seats still to take an order, in the order they pick (a roll-off
        # between tied seats is public: its rolls so far)
        "order_queue": [t.seat for t in reversed(d.tasks) if isinstance(t, WantOrder | PickOrder)],
        "rolloff": next(
            (
                {"seats": list(t.group), "rolls": list(t.rolls)}
                for t in reversed(d.tasks)
                if isinstance(t, Rolloff | RolloffDie)
            ),
            None,
        ),
        "sheets": sheets,
    }


def render_private(game: WoodcraftRW, d: RWData, viewer: int) -> str:
    s = d.sheets[viewer]
    lines = [f"  your choice this turn: {commit_text(s.commit) or '-'}"]
    if s.dealt:
        lines += ["  dealt to you to choose from:", *card_rows(game, s.dealt)]
    if s.fulfilled and d.tasks:
        lines += ["  your fulfilled orders (face down):", *card_rows(game, s.fulfilled)]
    return "\n".join(lines)


def done(d: RWData, s: Sheet) -> str:
    """A sheet's fulfilled orders as the table shows them: face down, a count, until the end
    (L162-L164); the seat's own list is in ``render_private``."""
    return f"{len(s.fulfilled)} face up" if not d.tasks else f"{len(s.fulfilled)} face down"


def render(game: WoodcraftRW, d: RWData) -> str:
    board = " | ".join(die_name(k) if k >= 0 else "  --  " for k in d.board)
    lines = [
        f"Round {d.round} turn {d.turn}, phase {d.phase}. Board: [{board}]",
        f"Supply: yellow {d.supply[0]}, brown {d.supply[1]}. Pool:",
        *card_rows(game, d.pool),
    ]
    helpers = game.tables.helpers
    for p, s in enumerate(d.sheets):
        dice = ", ".join(f"{s.dice[k]}x{die_name(k)}" for k in range(12) if s.dice[k])
        mats = " ".join(f"{row}={s.owned(m)}" for m, row in enumerate(ROWS))
        lines.append(
            f"  {seat_name(p)}: dice [{dice}] {mats} lanterns={bin(s.lanterns).count('1')}"
            f" nuts={s.nuts} rep={s.reputation} done={done(d, s)}"
        )
        hired = [h.id for i, h in enumerate(helpers) if s.helpers >> i & 1]
        lines += [f"     helper {words}" for words in card_rows(game, hired, "")]
        lines += [f"     order held {words}" for words in card_rows(game, s.held, "")]
        if not d.tasks:  # the end: fulfilled orders turn face up (L162-L164)
            lines += [f"     fulfilled {words}" for words in card_rows(game, s.fulfilled, "")]
        lines += ["     " + words for words in sheet_words(game, s)]
    return "\n".join(lines)


def sheet_words(game: WoodcraftRW, s: Sheet) -> list[str]:
    """The lantern table (L202-L211) and the chestnut crates (L301-L315) in words."""
    t = game.tables
    marked = [str(c + 1) for c in range(9) if s.lanterns >> c & 1]
    done = [line.id for i, line in enumerate(t.lines) if s.lines >> i & 1]
    crates = []
    for c, cid in enumerate(t.crate_ids):
        if s.active >> c & 1:
            crates.append(f"{cid} active")
            continue
        icons = t.crate_icons[c]
        left = [icon for i, icon in enumerate(icons) if not s.crates[c] >> i & 1]
        crossed = len(icons) - len(left)
        crates.append(
            f"{cid} needs {' '.join(left)}" + (f" ({crossed} crossed)" if crossed else "")
        )
    return [
        f"lantern cells marked: {', '.join(marked) or 'none'} (1-9 row by row); "
        f"lines completed: {', '.join(done) or 'none'}",
        f"crates: {'; '.join(crates)}",
    ]
