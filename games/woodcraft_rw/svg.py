"""Woodcraft Roll & Write as a picture: the dice board, the order pool and every sheet.

Drawn from an observation only (``WoodcraftRW.draw_svg``): the orders another seat fulfilled
lie face down (L162-L164) and its secret pick (L77-L85) shows as a sealed token until revealed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from boardrules.svg import INK, MUTED, Svg, seat_color, seat_letter

if TYPE_CHECKING:
    from .game import WoodcraftRW

WIDTH = 800
DIE_FILL = {"yellow": "#F0E442", "brown": "#A0703A"}
PIP = {"yellow": "#222222", "brown": "#FFFFFF"}
ROW_NAMES = {"saw_blade": "saw blade", "glue": "glue", "shavings": "shavings"}
SHEET_H = 170

# The card language of woodcraft_rw in words (boardrules.cards.describe).
WORDS: dict[str, str] = {
    "cost:die": "a {color} {value} die",
    "do:gain_die": "take a {color} die (value: {value})",
    "res:any": "any-colour",
    "res:choice": "your choice",
    "do:swap_material": "cross out {value} material and use it as another",
    "do:pay_any_material": "cross out {value} material of your choice",
    "do:modify_die": "raise or lower one {color} die by 1",
    "do:take_order": "take {value} order from the pool",
    "res:chestnut": "chestnut icon",
    "count:materials_owned": "materials you own",
}


def die_parts(name: str) -> tuple[str, int]:
    color, value = name.split()
    return color, int(value)


def draw(game: WoodcraftRW, view: Mapping[str, Any], seat: int | None) -> str:
    sheets = view["sheets"]
    height = 190 + SHEET_H * len(sheets)
    who = "public view" if seat is None else f"seat {seat_letter(seat)}'s view"
    pic = Svg(WIDTH, height, title=f"Woodcraft Roll & Write, {who}")
    to_move = view["to_move"]
    mover = f"seat {seat_letter(to_move)}" if to_move >= 0 else "chance"
    status = "game over" if view["decision"] is None else f"to move: {mover} ({view['decision']})"
    pic.text(12, 24, "Woodcraft Roll & Write", size=20, font_weight="bold")
    pic.text(
        WIDTH - 12,
        24,
        f"round {view['round']} · turn {view['turn']} · phase {view['phase']} · {who}",
        size=14,
        anchor="end",
    )
    pic.text(12, 46, status, size=14, fill=MUTED)
    board(pic, view)
    pool(pic, game, view)
    for p, sheet in enumerate(sheets):
        with pic.group(class_=f"sheet seat-{seat_letter(p)}"):
            draw_sheet(pic, game, 180 + p * SHEET_H, p, sheet, seat)
    return pic.render()


def board(pic: Svg, view: Mapping[str, Any]) -> None:
    """The main board: six columns, highest die on the left (L67-L73), and the supply."""
    pic.text(12, 72, "Main board (columns 1-6)", size=14, font_weight="bold")
    for c, name in enumerate(view["board"]):
        x, y = 12 + c * 50, 82
        pic.rect(x, y, 44, 56, rx=4, fill="#EFE6D2", stroke=MUTED)
        pic.text(x + 22, y + 52, str(c + 1), size=11, anchor="middle", fill=MUTED)
        if name is not None:
            color, value = die_parts(name)
            with pic.group(class_="board-die"):
                pic.die(x + 7, y + 6, value, DIE_FILL[color], 30, PIP[color], tip=f"a {name} die")
    supply = view["supply"]
    pic.text(12, 160, f"supply: {supply['yellow']} yellow, {supply['brown']} brown dice", size=13)


def pool(pic: Svg, game: WoodcraftRW, view: Mapping[str, Any]) -> None:
    """The order pool (3 slots, face up) and the two face-down decks."""
    x0 = 330
    pic.text(x0, 72, "Order pool", size=14, font_weight="bold")
    for i, order in enumerate(view["pool"]):
        x = x0 + i * 84
        if order:
            pic.card(x, 82, 76, 56, order, tip=f"order {order}: {game.describe_card(order)}")
        else:
            pic.rect(x, 82, 76, 56, rx=4, fill="none", stroke=MUTED, stroke_dasharray="4 3")
    x = x0 + 3 * 84 + 6
    for phase, count in enumerate(view["deck_sizes"], 1):
        pic.text(x, 96 + (phase - 1) * 36, f"deck {'I' * phase}", size=12)
        pic.backs(x + 50, 82 + (phase - 1) * 36, count, w=18, h=26, what="order")


def draw_sheet(
    pic: Svg, game: WoodcraftRW, y: float, p: int, s: Mapping[str, Any], seat: int | None
) -> None:
    pic.rect(6, y, WIDTH - 12, SHEET_H - 8, rx=6, fill="none", stroke=seat_color(p), stroke_width=3)
    mine = " (you)" if seat == p else ""
    pic.seat_label(14, y + 22, p, f"Seat {seat_letter(p)}{mine}")
    pic.text(
        150,
        y + 22,
        f"reputation {s['reputation']} · nuts {s['nuts']} VP · blueberries {s['blueberries']}",
        size=13,
    )
    # the secret pick of this turn (L77-L85): sealed for the others until revealed
    commit = s["commit"]
    if commit == "committed":
        pic.card_back(WIDTH - 150, y + 8, 22, 22, tip="a secret pick, not revealed yet")
        pic.text(WIDTH - 122, y + 24, "picked", size=12)
    elif commit is not None:
        pic.text(WIDTH - 150, y + 24, f"pick: {commit}", size=12, tip="this turn's choice")
    # dice held
    x = 14
    pic.text(x, y + 48, "dice", size=12, fill=MUTED)
    x += 34
    for name, count in s["dice"].items():
        color, value = die_parts(name)
        for _ in range(min(count, 3)):  # three drawn, a number beyond (issue 24 item 13)
            pic.die(x, y + 34, value, DIE_FILL[color], 20, PIP[color], tip=f"a {name} die")
            x += 23
        if count > 3:
            pic.text(x, y + 48, f"×{count}", size=11, tip=f"{count} {name} dice")
            x += 34
    # material rows: marked circles, the crossed-out ones struck through
    for r, row in enumerate((*ROW_NAMES, "blueberry")):
        ry = y + 70 + r * 17
        circles = game.tables.row_circles[r]
        marked, spent = s["marked"][r], s["spent"][r]
        pic.text(14, ry + 4, ROW_NAMES.get(row, "blueberry"), size=11)
        for c in range(circles):
            cx = 90 + c * 14
            fill = "#7A7A7A" if c < marked else "white"
            pic.circle(cx, ry, 5.5, fill=fill, stroke=INK, stroke_width=0.8)
            if c < spent:
                pic.line(cx - 5, ry + 5, cx + 5, ry - 5, stroke="#B00020", stroke_width=1.6)
        owned = s["materials"].get(row, s["blueberries"] if row == "blueberry" else 0)
        pic.text(90 + circles * 14 + 4, ry + 4, f"{owned} owned", size=11, fill=MUTED)
    # lantern table 3x3 (cells 1..9 row by row)
    lx, ly = 340, y + 38
    pic.text(lx, ly - 4, "lanterns", size=11, fill=MUTED)
    for cell in range(1, 10):
        cx, cy = lx + (cell - 1) % 3 * 16, ly + (cell - 1) // 3 * 16
        lit = cell in s["lanterns"]
        pic.rect(
            cx,
            cy,
            14,
            14,
            fill="#F5C542" if lit else "white",
            class_="lantern lit" if lit else "lantern",
            stroke=INK,
            stroke_width=0.8,
            tip=f"lantern cell {cell}: {'marked' if lit else 'empty'}",
        )
        if lit:
            pic.text(cx + 7, cy + 11, "✓", size=10, anchor="middle")
    # crates
    cx0 = 410
    pic.text(cx0, ly - 4, "crates", size=11, fill=MUTED)
    for i, (crate, info) in enumerate(s["crates"].items()):
        bx = cx0 + i * 30
        pic.rect(
            bx,
            ly,
            26,
            26,
            rx=3,
            fill="#9AD0A0" if info["active"] else "white",
            stroke=INK,
            tip=f"crate {crate}: {game.describe_card(crate)} "
            f"({info['crossed']} icon(s) crossed{', active' if info['active'] else ''})",
        )
        pic.text(bx + 13, ly + 17, crate, size=12, anchor="middle")
        if info["crossed"] and not info["active"]:
            pic.text(bx + 24, ly + 24, str(info["crossed"]), size=9, anchor="end", fill="#B00020")
    # helpers
    hx = 570
    pic.text(hx, ly - 4, "helpers", size=11, fill=MUTED)
    for i, helper in enumerate(s["helpers"]):
        pic.card(
            hx + i * 24, ly, 21, 26, helper, tip=f"helper {helper}: {game.describe_card(helper)}"
        )
    # turn boxes
    tx, ty = 410, y + 82
    pic.text(tx, ty - 4, "turns", size=11, fill=MUTED)
    for i, v in enumerate(s["turn_boxes"]):
        bx = tx + i * 17
        pic.rect(bx, ty, 15, 15, fill="white", stroke=INK, stroke_width=0.8)
        label = "" if v < 0 else ("×" if v == 0 else str(v))
        pic.text(bx + 7.5, ty + 12, label, size=10, anchor="middle")
    # orders held (face up), fulfilled (face down for the others), dealt
    oy = y + 118
    pic.text(410, oy + 14, "orders", size=11, fill=MUTED)
    ox: float = 454
    for order in s["held_orders"]:
        pic.card(ox, oy, 44, 28, order, tip=f"order {order}: {game.describe_card(order)}", size=11)
        ox += 48
    done = s["fulfilled_orders"]
    pic.text(ox + 4, oy + 18, "done:", size=11, fill=MUTED)
    ox += 40
    if isinstance(done, int):
        ox = pic.backs(ox, oy, done, w=20, h=28, what="fulfilled order")
    else:
        for order in done:
            pic.card(
                ox,
                oy,
                44,
                28,
                order,
                tip=f"fulfilled {order}: {game.describe_card(order)}",
                fill="#E4F2E4",
                size=11,
            )
            ox += 48
    dealt = s["dealt"]
    if dealt:  # L32-L34: the orders dealt at setup, one to keep
        dx, dy = 630, y + 78
        pic.text(dx, dy + 18, "dealt:", size=11, fill=MUTED)
        if isinstance(dealt, int):
            pic.backs(dx + 38, dy, dealt, w=20, h=28, what="dealt order")
        else:
            for i, order in enumerate(dealt):
                pic.card(
                    dx + 38 + i * 48,
                    dy,
                    44,
                    28,
                    order,
                    tip=f"order {order}: {game.describe_card(order)}",
                    size=11,
                )
