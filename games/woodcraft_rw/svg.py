"""Woodcraft Roll & Write as a picture: the dice board, the order pool and every sheet.

Drawn from an observation only (``WoodcraftRW.draw_svg``): the orders another seat fulfilled
lie face down (L162-L164) and its secret pick (L77-L85) shows as a sealed token until revealed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from boardrules.cards.describe import card_face
from boardrules.svg import INK, MUTED, Svg, seat_color, seat_letter, status

if TYPE_CHECKING:
    from .game import WoodcraftRW

WIDTH = 800
DIE_FILL = {"yellow": "#F0E442", "brown": "#A0703A"}
PIP = {"yellow": "#222222", "brown": "#FFFFFF"}
ROW_NAMES = {"saw_blade": "saw blade", "glue": "glue", "shavings": "shavings"}
SHEET_H = 204
TOP = 218  # the first sheet's top
SHORT = {  # a material or item in a few letters (the legend under the board says them)
    "saw_blade": "S",
    "glue": "G",
    "shavings": "Sh",
    "blueberry": "Bb",
    "lantern": "L",
    "chestnut": "C",
}
ICON = {"chestnut": ("#8B4513", "C", "chestnut"), "blueberry": ("#3A5BA0", "B", "blueberry")}

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
    height = TOP + 6 + SHEET_H * len(sheets)
    who = "public view" if seat is None else f"seat {seat_letter(seat)}'s view"
    pic = Svg(WIDTH, height, title=f"Woodcraft Roll & Write, {who}")
    pic.text(12, 24, "Woodcraft Roll & Write", size=20, font_weight="bold")
    pic.text(
        WIDTH - 12,
        24,
        f"round {view['round']} · turn {view['turn']} · "
        f"orders of phase {'I' * view['phase']} · {who}",
        size=14,
        anchor="end",
    )
    status(pic, game, view)
    board(pic, game, view)
    pool(pic, game, view)
    for p, sheet in enumerate(sheets):
        with pic.group(class_=f"sheet seat-{seat_letter(p)}"):
            draw_sheet(pic, game, TOP + p * SHEET_H, p, sheet, seat)
    pic.face_sheet()
    return pic.render()


def board(pic: Svg, game: WoodcraftRW, view: Mapping[str, Any]) -> None:
    """The main board: six columns, highest die on the left (L67-L73), each column's yellow
    and brown bonus under it, and the supply."""
    pic.text(12, 72, "Main board (columns 1-6)", size=14, font_weight="bold")
    for c, name in enumerate(view["board"]):
        x, y = 12 + c * 50, 82
        pic.rect(x, y, 44, 56, rx=4, fill="#EFE6D2", stroke=MUTED)
        pic.text(x + 22, y + 52, str(c + 1), size=11, anchor="middle", fill=MUTED)
        if name is not None:
            color, value = die_parts(name)
            with pic.group(class_="board-die"):
                pic.die(x + 7, y + 6, value, DIE_FILL[color], 30, PIP[color], tip=f"a {name} die")
        for k, color in enumerate(DIE_FILL):  # the column's bonus for a die of each colour
            column_bonus(pic, game, x + k * 23, y + 60, c + 1, color)
    supply = view["supply"]
    pic.text(12, 198, f"supply: {supply['yellow']} yellow, {supply['brown']} brown dice", size=13)
    legend = " · ".join(f"{mark} {name.replace('_', ' ')}" for name, mark in SHORT.items())
    pic.text(12, 211, legend, size=10, fill=MUTED)


def column_bonus(pic: Svg, game: WoodcraftRW, x: float, y: float, column: int, color: str) -> None:
    """The bonus a seat gains with a die of ``color`` from ``column`` (L67-L73, L116-L119):
    a tab of the die's colour, then each item on a line."""
    card = f"col{column}_{color}"
    if card not in game.catalog:
        return
    marks = marks_of(game, card)
    tip = f"column {column}, {color} die: {game.describe_card(card)}"
    with pic.group(class_=f"column-bonus {color}", tip=tip):
        pic.rect(x, y, 21, 6 + 11 * len(marks), rx=2, fill="#FFFFFF", stroke=DIE_FILL[color])
        pic.rect(x, y, 21, 4, fill=DIE_FILL[color])
        for i, mark in enumerate(marks):
            pic.text(x + 10.5, y + 14 + 11 * i, mark, size=9, anchor="middle")


def marks_of(game: WoodcraftRW, card: str) -> list[str]:
    """What an entry gives, one short mark per item: ``{gain: {shavings: 2}}`` is ``2Sh``,
    a die ``Y die``, an order ``order``; its end-game VP last (``1VP``)."""
    entry = game.catalog[card]
    out: list[str] = []
    for ability in entry.abilities:
        for effect in ability.do:
            for word, arg in effect.items():
                if word == "gain" and isinstance(arg, Mapping):
                    out += [f"{n}{SHORT.get(str(item), item)}" for item, n in arg.items()]
                elif word == "gain_die" and isinstance(arg, Mapping):
                    out.append(f"{str(arg.get('color', '?'))[0].upper()} die")
                elif word == "take_order":
                    out.append("order")
                elif word == "vp_now":
                    out.append(f"{arg}VP")
                else:
                    out.append(word.replace("_", " "))
    if isinstance(entry.score, int) and entry.score:
        out.append(f"{entry.score}VP")
    return out


def pool(pic: Svg, game: WoodcraftRW, view: Mapping[str, Any]) -> None:
    """The order pool (3 slots, face up) and the two face-down decks."""
    x0 = 330
    pic.text(x0, 72, "Order pool", size=14, font_weight="bold")
    for i, order in enumerate(view["pool"]):
        x = x0 + i * 84
        if order:
            pic.card(
                x,
                82,
                76,
                56,
                card_face(game, order),
                tip=f"order {order}: {game.describe_card(order)}",
                size=10,
            )
        else:
            pic.rect(x, 82, 76, 56, rx=4, fill="none", stroke=MUTED, stroke_dasharray="4 3")
    x = x0 + 3 * 84 + 6
    for phase, count in enumerate((view["deck_phase_1"], view["deck_phase_2"]), 1):
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
        marked, spent = s["marked"][row], s["crossed_out"][row]
        pic.text(14, ry + 4, ROW_NAMES.get(row, "blueberry"), size=11)
        for c in range(circles):
            cx = 90 + c * 14
            fill = "#7A7A7A" if c < marked else "white"
            pic.circle(cx, ry, 5.5, fill=fill, stroke=INK, stroke_width=0.8)
            if c < spent:
                pic.line(cx - 5, ry + 5, cx + 5, ry - 5, stroke="#B00020", stroke_width=1.6)
        owned = s["materials"].get(row, s["blueberries"] if row == "blueberry" else 0)
        pic.text(90 + circles * 14 + 4, ry + 4, f"{owned} owned", size=11, fill=MUTED)
    lanterns(pic, game, 336, y + 40, s["lanterns"])
    crates(pic, game, 478, y + 40, s["crates"])
    # helpers
    hx, hy = 478, y + 118
    pic.text(hx, hy - 4, "helpers", size=11, fill=MUTED)
    for i, helper in enumerate(s["helpers"]):
        pic.card(
            hx + i * 24,
            hy,
            21,
            26,
            card_face(game, helper),
            tip=f"helper {helper}: {game.describe_card(helper)}",
        )
    # turn boxes
    tx, ty = 14, y + 150
    pic.text(tx, ty - 4, "turns", size=11, fill=MUTED)
    for i, v in enumerate(s["turn_boxes"]):
        turn_box(pic, tx + i * 17, ty, i, v)
    # orders held (face up), fulfilled (face down for the others), dealt
    oy = y + 166
    pic.text(270, oy + 14, "orders", size=11, fill=MUTED)
    ox: float = 314
    for order in s["held_orders"]:
        face = card_face(game, order)
        pic.card(ox, oy, 44, 28, face, tip=f"order {order}: {game.describe_card(order)}", size=11)
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
                card_face(game, order),
                tip=f"fulfilled {order}: {game.describe_card(order)}",
                fill="#E4F2E4",
                size=11,
            )
            ox += 48
    dealt = s["dealt"]
    if dealt:  # L32-L34: the orders dealt at setup, one to keep
        dx, dy = 630, y + 118
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
                    card_face(game, order),
                    tip=f"order {order}: {game.describe_card(order)}",
                    size=11,
                )


def turn_box(pic: Svg, x: float, y: float, i: int, box: str | None) -> None:
    """Turn box ``i`` (two a round, L79-L83): the chosen die's value written in the part of
    its colour, the box drawn in that colour and the colour said in its tooltip; a box crossed
    out for an order taken instead (L120-L122); a turn to come, empty."""
    turn = f"turn box {i + 1} (round {i // 2 + 1})"
    if box is None:
        fill, ink, label, kind = "white", INK, "", "turn-box"
        tip = f"{turn}: to come"
    elif box == "order":
        fill, ink, label, kind = "white", INK, "×", "turn-box turn-order"
        tip = f"{turn}: crossed out, an order taken instead of a die (L120-L122)"
    else:
        color, value = die_parts(box)
        fill, ink, label, kind = DIE_FILL[color], PIP[color], str(value), f"turn-box turn-{color}"
        tip = f"{turn}: a {color} {value}, written in its {color} part (L79-L83)"
    with pic.group(class_=kind, tip=tip):
        pic.rect(x, y, 15, 15, fill=fill, stroke=INK, stroke_width=0.8)
        pic.text(x + 7.5, y + 12, label, size=10, anchor="middle", fill=ink)


def lanterns(pic: Svg, game: WoodcraftRW, x: float, y: float, lit: list[int]) -> None:
    """The 3x3 lantern table (cells 1-9 row by row, L202-L211): marked cells lit, each row's
    bonus to its right and each column's below it, a completed line's bonus in green."""
    cell = 22
    pic.text(x, y - 4, "lanterns", size=11, fill=MUTED)
    for c in range(1, 10):
        cx, cy = x + (c - 1) % 3 * cell, y + (c - 1) // 3 * cell
        on = c in lit
        pic.rect(
            cx,
            cy,
            cell - 2,
            cell - 2,
            fill="#F5C542" if on else "white",
            class_="lantern lit" if on else "lantern",
            stroke=INK,
            stroke_width=0.8,
            tip=f"lantern cell {c} (row {(c - 1) // 3 + 1}, column {(c - 1) % 3 + 1}): "
            f"{'marked' if on else 'empty'}",
        )
        pic.text(
            cx + 10,
            cy + 15,
            "✓" if on else str(c),
            size=11 if on else 8,
            anchor="middle",
            fill=INK if on else "#AAAAAA",
        )
    for line in game.tables.lines:
        cells = line.prop_ints("cells")
        done = all(c in lit for c in cells)
        row = cells[1] - cells[0] == 1
        words = f"lantern {line.id.replace('row', 'row ').replace('col', 'column ')}"
        tip = f"{words} (cells {', '.join(map(str, cells))}), {'completed' if done else 'open'}: "
        tip += game.describe_card(line.id)
        marks = marks_of(game, line.id)
        fill = "#1B7F3B" if done else INK
        with pic.group(class_="lantern-line" + (" completed" if done else ""), tip=tip):
            if row:
                ly = y + (cells[0] - 1) // 3 * cell + 14
                pic.text(
                    x + 3 * cell + 2,
                    ly,
                    " ".join(marks),
                    size=9,
                    fill=fill,
                    font_weight="bold" if done else "normal",
                )
            else:
                lx = x + (cells[0] - 1) % 3 * cell + 10
                for i, mark in enumerate(marks):
                    pic.text(
                        lx,
                        y + 3 * cell + 9 + 10 * i,
                        mark,
                        size=8,
                        anchor="middle",
                        fill=fill,
                        font_weight="bold" if done else "normal",
                    )
            if done:  # the completed line, struck through its cells
                (ax, ay), (bx, by) = (
                    (
                        (x + 2, y + (cells[0] - 1) // 3 * cell + 10),
                        (x + 3 * cell - 4, y + (cells[0] - 1) // 3 * cell + 10),
                    )
                    if row
                    else (
                        (x + (cells[0] - 1) % 3 * cell + 10, y + 2),
                        (x + (cells[0] - 1) % 3 * cell + 10, y + 3 * cell - 4),
                    )
                )
                pic.line(ax, ay, bx, by, stroke="#1B7F3B", stroke_width=2.5, stroke_opacity=0.7)


def crates(pic: Svg, game: WoodcraftRW, x: float, y: float, seen: Mapping[str, Any]) -> None:
    """The chestnut crates (L301-L315): each with its requirement icons in the lower left,
    the crossed ones struck out; an active crate in green (its scoring then counts)."""
    pic.text(x, y - 4, "chestnut crates", size=11, fill=MUTED)
    for i, (crate, info) in enumerate(seen.items()):
        bx = x + i * 42
        icons = game.tables.crate_icons[game.tables.crate_ids.index(crate)]
        crossed = info.get("crossed_icons", [k < info["crossed"] for k in range(len(icons))])
        active = info["active"]
        state = "active" if active else f"{sum(crossed)} of {len(icons)} icons crossed"
        tip = f"crate {crate} ({state}): {game.describe_card(crate)}"
        with pic.group(class_="crate" + (" active" if active else ""), tip=tip):
            pic.rect(bx, y, 38, 52, rx=3, fill="#9AD0A0" if active else "#FBF4E4", stroke=INK)
            pic.text(bx + 19, y + 16, crate, size=14, anchor="middle", font_weight="bold")
            if active:
                pic.text(bx + 19, y + 29, "active", size=8, anchor="middle", fill="#1B5E20")
            for k, icon in enumerate(icons):
                fill, letter, name = ICON.get(icon, ("#BBBBBB", icon[:1].upper(), icon))
                ix, iy = bx + 8 + k * 14, y + 42
                done = crossed[k]
                icon_tip = f"{name} icon: {'crossed' if done else 'open'}"
                with pic.group(class_="crate-icon" + (" crossed" if done else ""), tip=icon_tip):
                    pic.circle(ix, iy, 6, fill=fill, stroke=INK, stroke_width=0.8)
                    pic.text(ix, iy + 3.5, letter, size=9, anchor="middle", fill="#FFFFFF")
                    if done:
                        pic.line(ix - 6, iy - 6, ix + 6, iy + 6, stroke="#B00020", stroke_width=2)
                        pic.line(ix - 6, iy + 6, ix + 6, iy - 6, stroke="#B00020", stroke_width=2)
