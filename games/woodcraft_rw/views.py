"""What a seat of Woodcraft Roll & Write sees: its observation and the text of the table.

Every sheet is public but for the orders dealt to choose from (L32-L34), the secret choice
while the seats commit (L77-L85) and which orders a seat fulfilled: they lie face down until
the end (L162-L164).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardrules.loop import current_player, decision_name
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
    die_name,
)

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
        "sheets": sheets,
    }


def render_private(d: RWData, viewer: int) -> str:
    s = d.sheets[viewer]
    parts = [f"  your choice this turn: {commit_text(s.commit) or '-'}"]
    if s.dealt:
        parts.append(f"dealt to choose from: {s.dealt}")
    return "; ".join(parts)


def render(game: WoodcraftRW, d: RWData) -> str:
    board = " | ".join(die_name(k) if k >= 0 else "  --  " for k in d.board)
    lines = [
        f"Round {d.round} turn {d.turn}, phase {d.phase}. Board: [{board}]",
        f"Pool: {[o or '-' for o in d.pool]}  supply: yellow {d.supply[0]}, brown {d.supply[1]}",
    ]
    helpers = game.tables.helpers
    for p, s in enumerate(d.sheets):
        dice = ", ".join(f"{s.dice[k]}x{die_name(k)}" for k in range(12) if s.dice[k])
        mats = " ".join(f"{row}={s.owned(m)}" for m, row in enumerate(ROWS))
        lines.append(
            f"  seat {p}: dice [{dice}] {mats} lanterns={bin(s.lanterns).count('1')}"
            f" nuts={s.nuts} rep={s.reputation} held={s.held} done={s.fulfilled}"
            f" helpers={[h.id for i, h in enumerate(helpers) if s.helpers >> i & 1]}"
        )
    return "\n".join(lines)
