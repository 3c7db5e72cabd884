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
    COLORS,
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
    from boardrules.cards.schema import Card

    from .game import WoodcraftRW


def commit_text(c: int) -> str | None:
    if c == NO_COMMIT:
        return None
    return {ORDER: "order", PASS: "pass"}.get(c) or die_name(c)


def box_word(value: int, colour: int) -> str | None:
    """A turn box in the game's words: the die written in (``"yellow 3"``), ``"order"`` where
    the seat took an order instead (crossed out), null while blank (L79-L83, L85-L109)."""
    if value < 0:
        return None
    return "order" if value == 0 else f"{COLORS[colour]} {value}"


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
                # by row as printed, as the position names them (L166-L167, L230-L238)
                "marked": dict(zip(ROWS, s.marked, strict=True)),
                "crossed_out": dict(zip(ROWS, s.spent, strict=True)),
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
                # as the position: the die written in, "order" (crossed out) or null (blank)
                "turn_boxes": [
                    box_word(v, c) for v, c in zip(s.box_value, s.box_color, strict=True)
                ],
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
        # the order decks face down (L26, L30): their sizes, named as the position names them
        "deck_phase_1": len(d.deck1),
        "deck_phase_2": len(d.deck2),
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
    n = len(s.fulfilled)
    return f"{n} fulfilled order{'' if n == 1 else 's'}" + (" (face down)" if d.tasks else "")


ROMAN = ("I", "II")  # L26, L30: the order decks of phase I and phase II
# woodcraft_rw.pl.txt L105-L109, L230-L238: the rows of circles by their material
ROW_WORDS = {
    "saw_blade": ("saw blade", "saw blades"),
    "glue": ("glue",) * 2,
    "shavings": ("shavings",) * 2,
}


def counted(n: int, one: str, many: str) -> str:
    """``1 blueberry``, ``2 blueberries``."""
    return f"{n} {one if n == 1 else many}"


def board_words(game: WoodcraftRW, d: RWData) -> list[str]:
    """The main board's 6 columns (L51-L73): the die in each, then the bonuses a die gives by
    its column and colour (a yellow die the column's yellow bonus, a brown die its brown)."""
    bonus = {
        (c.prop("column"), c.prop("color")): describe(game, c.id)
        for c in game.catalog.of_kind("column_bonus")
    }
    dice = " | ".join(
        f"{col} {die_name(k) if k >= 0 else 'no die'}" for col, k in enumerate(d.board, start=1)
    )
    return [
        f"Main board by column: {dice}",
        *(
            f"  {color} bonus by column: "
            + "; ".join(f"{col} {bonus.get((col, color), '-')}" for col in range(1, 7))
            for color in COLORS
        ),
    ]


def lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def sheet_legend(game: WoodcraftRW) -> list[str]:
    """What the printed lantern lines (L202-L228) and chestnut crates (L301-L315, L513-L533)
    give, once for every sheet."""
    t = game.tables
    lines = "; ".join(f"{line_name(c)}: {describe(game, c.id)}" for c in t.lines)
    # each crate's cost (its icons) is on each sheet's line; here what it gives
    crates = "; ".join(
        f"crate {cid}: {lower_first(describe(game, cid).split('. ', 1)[-1])}" for cid in t.crate_ids
    )
    return [f"Lantern lines, when all 3 cells are marked: {lines}", f"Crates: {crates}"]


def describe(game: WoodcraftRW, card: str) -> str:
    return lower_first(game.describe_card(card).rstrip("."))


def line_name(line: Card) -> str:
    """A lantern line by the cells it joins (sheet.yaml; cells 1-9 row by row, L220-L228):
    cells 1, 2, 3 are "row 1", cells 3, 6, 9 "column 3"."""
    cells = line.prop_ints("cells")
    if cells[1] - cells[0] == 1:
        return f"row {(cells[0] - 1) // 3 + 1}"
    return f"column {cells[0]}"


def render(game: WoodcraftRW, d: RWData) -> str:
    lines = [
        (
            f"Round {d.round} of {game.tables.rounds}, turn {d.turn}"
            if d.round
            else f"Setup, before round 1 of {game.tables.rounds}"  # L28-L42
        )
        + f"; orders of phase {ROMAN[d.phase - 1] if 1 <= d.phase <= 2 else '-'}",
        *board_words(game, d),
        *(  # L51-L53: rolled, not yet sorted onto the board
            [f"Rolled, to be sorted onto the board: {', '.join(map(die_name, d.rolled))}"]
            if d.rolled
            else []
        ),
        f"Supply: yellow {d.supply[0]}, brown {d.supply[1]} dice. Order pool:",
        *card_rows(game, d.pool),
        *sheet_legend(game),
    ]
    helpers = game.tables.helpers
    for p, s in enumerate(d.sheets):
        dice = ", ".join(die_name(k) for k in range(12) for _ in range(s.dice[k]))
        mats = ", ".join(counted(s.owned(m), *ROW_WORDS[ROWS[m]]) for m in MATERIAL_ROWS)
        lines.append(
            f"  {seat_name(p)}: dice: {dice or 'none'}; {mats}, "
            f"{counted(s.owned(BLUEBERRY), 'blueberry', 'blueberries')}; "
            f"{counted(s.nuts, 'nut', 'nuts')} marked (VP); "
            f"reputation {s.reputation}; {done(d, s)}"
        )
        hired = [h.id for i, h in enumerate(helpers) if s.helpers >> i & 1]
        lines += [f"     helper {words}" for words in card_rows(game, hired, "")]
        lines += [f"     order held {words}" for words in card_rows(game, s.held, "")]
        if not d.tasks:  # the end: fulfilled orders turn face up (L162-L164)
            lines += [f"     fulfilled {words}" for words in card_rows(game, s.fulfilled, "")]
        lines += ["     " + words for words in sheet_words(game, s)]
    return "\n".join(lines)


def sheet_words(game: WoodcraftRW, s: Sheet) -> list[str]:
    """The lantern table (L202-L211) as its 3 rows of cells, x marked, and the chestnut
    crates (L301-L315): each crate's requirement icons still to cross out."""
    t = game.tables
    grid = ", ".join(
        f"row {r + 1} ["
        + "|".join("x" if s.lanterns >> (3 * r + c) & 1 else " " for c in range(3))
        + "]"
        for r in range(3)
    )
    done = [line_name(line) for i, line in enumerate(t.lines) if s.lines >> i & 1]
    crates = []
    for c, cid in enumerate(t.crate_ids):
        if s.active >> c & 1:
            crates.append(f"{cid} active")
            continue
        icons = t.crate_icons[c]
        left = [icon for i, icon in enumerate(icons) if not s.crates[c] >> i & 1]
        need = ", ".join(
            f"{left.count(i)} {i}{'s' if left.count(i) > 1 else ''}" for i in sorted(set(left))
        )
        crossed = len(icons) - len(left)
        crates.append(f"{cid} needs {need}" + (f" ({crossed} crossed)" if crossed else ""))
    return [
        f"lantern table (x marked): {grid}; lines completed: {', '.join(done) or 'none'}",
        f"crates: {'; '.join(crates)}",
    ]
