"""Hallertau as a picture: the action board with its worker rows, and every village (fields by
row, goods, sheep on the stable board, the house board with crafts and boulders, cards).

Drawn from an observation only (``Hallertau.draw_svg``): another seat's hand is a row of card
backs (L659), and the court cards on every stable board are backs even to their owner (L241).
Workers carry no colour in Hallertau: each round a seat takes them from the general supply
(L228, L371), so the board shows how many stand in each row, not whose they were.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from boardrules.cards.describe import Phrase, card_face
from boardrules.svg import INK, MUTED, Svg, seat_color, seat_letter, status

from .state import PHASES
from .views import PHASE_WORDS

if TYPE_CHECKING:
    from .game import Hallertau

WIDTH = 800
GOOD_STYLE = {  # fill, letter (the second cue beside the colour)
    "flax": ("#56B4E9", "F"),
    "barley": ("#F0E442", "B"),
    "hops": ("#7BC96F", "H"),
    "rye": ("#C8A165", "R"),
    "clay": ("#D55E00", "C"),
    "hide": ("#A0522D", "Hi"),
    "meat": ("#CC3340", "Me"),
    "milk": ("#FFFFFF", "Mi"),
    "wool": ("#D9D9D9", "W"),
}
CRAFT_MARKS = {
    "carpentry": "Ca",
    "brewery": "Br",
    "cold_storage": "CS",
    "bakehouse": "Ba",
    "manufactory": "Ma",
}
CRAFT_NAMES = {
    "carpentry": "carpentry",
    "brewery": "brewery",
    "cold_storage": "cold storage",
    "bakehouse": "bakehouse",
    "manufactory": "manufactory",
}
VILLAGE_H = 236
BOARD_Y = 60


def clear_space_words(value: object) -> str:
    """``clear_space``: which workers come off an action space (210, 315; L1250)."""
    return {
        "all": "take all workers off an action space of your choice (to the general supply)",
        "top": "take the topmost occupied row of workers off an action space of your choice",
        "pool": "take the workers of the topmost occupied row of an action space of your choice"
        " into your worker pool for this round",
    }.get(str(value), f"clear space {value}")


def remove_rows_words(value: object) -> str:
    """``remove_rows``: the top row of workers off each space named, all or none (302)."""
    spaces = [str(s).replace("_", " ") for s in value] if isinstance(value, list | tuple) else []
    named = ", ".join(spaces[:-1]) + f" and {spaces[-1]}" if len(spaces) > 1 else "".join(spaces)
    return f"take the topmost occupied row of workers off {named}: all of them or none"


def use_space_words(value: object) -> str:
    """``use_space``: an action space used out of turn (419, 726) or with the last worker
    placed in its row 2 (313)."""
    return {
        "supply": "use at once an action space holding at most 1 worker, with 1 or 2 workers"
        " from the general supply (1 into a free row 1, else 2 into row 2)",
        "row2": "put your last worker in row 2 of an action space whose row 2 is empty and use"
        " the space at once (row 2 stays blocked until cleared)",
    }.get(str(value), f"use space {value}")


def quarter_words(line: object) -> str:
    """A quarter card's line: ``[2, 4]`` -> ``quarters 2 and 4``; ``["?"]`` -> ``1 quarter at
    random``, a quarter the line does not name (digest A2)."""
    items = list(line) if isinstance(line, list | tuple) else [line]
    named = [str(q) for q in items if q != "?"]
    rolled = sum(1 for q in items if q == "?")
    parts = []
    if named:
        head = "quarter " if len(named) == 1 else "quarters "
        parts.append(head + (" and ".join(named) if len(named) < 3 else ", ".join(named)))
    if rolled:
        parts.append(f"{rolled} quarter at random" + (" of the others" if named else ""))
    return " and ".join(parts) if parts else "no quarter"


def quarter_face(props: Any) -> str:
    """What a quarter card does (L341-L354): revealed in phase 1 with 1-3 players, its line for
    the player count names the quarters whose action spaces each lose their topmost occupied
    row of workers; then it leaves the game. Its lines are assumed (digest A2)."""
    lines = props.get("lines") or {}
    each = "; ".join(
        f"{n} player{'s' if int(n) > 1 else ''}: {quarter_words(line)}"
        for n, line in sorted(lines.items(), key=lambda kv: int(kv[0]))
    )
    return (
        "In phase 1 (1-3 players) every action space of the quarters on the line for your"
        f" player count loses its topmost occupied row of workers ({each}); then the card"
        " leaves the game (L341-L354)."
    )


def one_of_words(params: object) -> str:
    """``gain one of: 1 hide or 1 wool``: the gains a ``one_of`` offers, the seat's choice
    (L868-L872); its parameters are the goods, not a ``value``."""
    if not isinstance(params, Mapping):
        return f"gain one of: {params}"
    return "gain one of: " + " or ".join(
        f"{n} {str(good).replace('_', ' ')}" for good, n in params.items()
    )


def any_of_words(params: object) -> str:
    """``1 barley or 1 rye``, ``7 flax or 5 flax and 1 hide``: a cost paid one way of several,
    the seat's choice (L868-L872); each way a list of goods."""
    if not isinstance(params, list | tuple):
        return f"one of: {params}"

    def way(items: object) -> str:
        goods = items if isinstance(items, list | tuple) else [items]
        return " and ".join(
            f"{n} {str(good).replace('_', ' ')}"
            for item in goods
            if isinstance(item, Mapping)
            for good, n in item.items()
        )

    return " or ".join(way(w) for w in params)


# The card language of Hallertau in words (boardrules.cards.describe).
WORDS: dict[str, Phrase] = {
    "face:quarter_card": quarter_face,
    "do:clear_space": clear_space_words,
    "do:remove_rows": remove_rows_words,
    "do:use_space": use_space_words,
    "do:gain_field": "gain {n} field(s) in row {row}",
    "do:gain_fields": "gain fields in rows {value}",
    "do:draw": "draw {n} {deck} card(s)",
    "do:one_of": one_of_words,
    "do:sow": "sow {value}{n} time(s)",
    "do:harvest": "harvest {value} field(s) now",
    "do:reharvest": "harvest {value} field(s) again",
    "do:move_sheep": "move sheep forward {n} time(s)",
    "do:raise_to": "raise your {good} to {to}",
    "do:exchange": "exchange {give} for {get}",
    "do:advance_craft": "advance a craft {value} step(s)",
    "do:push_boulders": "push boulders {value} step(s)",
    "do:pick_goods": "take {n} goods ({mode}) of {of}",
    "do:move_fields": "move {n} {which} field(s) up a row",
    "cost:fields": "{n} field(s)",
    "cost:hand_cards": "{n} {deck} card(s) from your hand",
    "cost:one_type": "{n} goods of one type",
    "cost:each_type": "{n} goods of each of {k} types",
    "cost:any_of": any_of_words,
    "cost:sheep_back": "{value} sheep back",
    "cost:down_to": "goods down to {n}",
    "expr:fields": "the number of fields",
    "expr:played": "the number of {value} cards played",
    "expr:sheep_on": "the sheep on {value}",
    "count:window_number": "workers your community center's window shows",
}


def draw(game: Hallertau, view: Mapping[str, Any], seat: int | None) -> str:
    villages = view["villages"]
    board_h = 5 * 46 + 50
    height = BOARD_Y + board_h + VILLAGE_H * len(villages) + 10
    who = "public view" if seat is None else f"seat {seat_letter(seat)}'s view"
    pic = Svg(WIDTH, height, title=f"Hallertau, {who}")
    pic.text(12, 24, "Hallertau", size=20, font_weight="bold")
    phase = PHASE_WORDS.get(view["phase"], "-")
    number = PHASES.index(view["phase"]) + 1 if view["phase"] in PHASES else None
    phase = f"{number} ({phase})" if number else phase
    pic.text(
        WIDTH - 12,
        24,
        f"round {view['round']} · phase {phase} · start player {seat_letter(view['start_player'])}"
        f" · {who}",
        size=14,
        anchor="end",
    )
    status(pic, game, view)
    action_board(pic, game, view)
    for p, village in enumerate(villages):
        with pic.group(class_=f"village seat-{seat_letter(p)}"):
            draw_village(pic, game, BOARD_Y + board_h + p * VILLAGE_H, p, village, seat)
    pic.face_sheet()
    return pic.render()


def action_board(pic: Svg, game: Hallertau, view: Mapping[str, Any]) -> None:
    """The 20 action spaces by quarter; row r of a space holds r workers (L399-L413)."""
    counts: dict[int, int] = {}
    for space in game.spaces:
        q = space.prop_int("quarter")
        col, row = q - 1, counts.get(q, 0)
        counts[q] = row + 1
        x, y = 8.0 + col * 198, BOARD_Y + row * 46.0
        rows = view["action_board"][space.id]
        name = space.name.get("en", space.id)
        occupied = ", ".join(f"row {r + 1}: {n} worker(s)" for r, n in enumerate(rows) if n)
        tip = f"{game.describe_card(space.id)} {occupied or 'No workers.'}"
        with pic.group(tip=tip, class_="space"):
            pic.rect(x, y, 192, 42, rx=4, fill="#F3EBDD", stroke=MUTED)
            pic.text(x + 6, y + 15, name, size=12, font_weight="bold")
            for r, n in enumerate(rows):
                rx = x + 6 + r * 62
                pic.rect(
                    rx, y + 21, 58, 17, rx=3, fill="white" if not n else "#E0E0E0", stroke=MUTED
                )
                pic.text(rx + 3, y + 34, f"{r + 1}", size=9, fill=MUTED)
                for w in range(min(n, r + 1)):  # row r holds r + 1 (L399-L413)
                    pic.circle(
                        rx + 17 + w * 14, y + 29.5, 5.5, fill="#555555", stroke=INK, class_="worker"
                    )
    y = BOARD_Y + 5 * 46 + 14
    x = 12.0
    pic.text(x, y + 18, "decks:", size=12, fill=MUTED)
    x += 48
    for deck, n in view["decks"].items():
        pic.text(x, y + 18, deck, size=12)
        x = pic.backs(x + 46, y, n, w=16, h=24, what=f"{deck} card") + 12
    pic.text(x + 10, y + 18, f"quarter cards left: {view['quarter_cards']}", size=12)


def good_chip(pic: Svg, x: float, y: float, good: str, size: float = 16, tip: str = "") -> None:
    fill, letter = GOOD_STYLE.get(good.rstrip("2"), ("#BBBBBB", "?"))
    pic.rect(x, y, size, size, rx=3, fill=fill, stroke=INK, stroke_width=0.8, tip=tip or good)
    pic.text(x + size / 2, y + size * 0.72, letter, size=size * 0.55, anchor="middle")


def draw_village(
    pic: Svg, game: Hallertau, y: float, p: int, v: Mapping[str, Any], seat: int | None
) -> None:
    pic.rect(
        6, y, WIDTH - 12, VILLAGE_H - 8, rx=6, fill="none", stroke=seat_color(p), stroke_width=3
    )
    mine = " (you)" if seat == p else ""
    pic.seat_label(14, y + 22, p, f"Seat {seat_letter(p)}{mine}")
    pic.text(
        150,
        y + 22,
        f"worker supply {v['workers']} · tools {v['tools']}"
        + (f", {v['tools_used']} used" if v["tools_used"] else "")  # L599-L603
        + f" · jewelry {v['jewelry']} · window {v['window']}",
        size=13,
    )
    # field board: rows 2 (top) to 5, each field a square with what grows on it
    pic.text(14, y + 44, "fields", size=11, fill=MUTED)
    for r in range(2, 6):
        ry = y + 50 + (r - 2) * 22
        pic.text(14, ry + 14, f"row {r}", size=11)
        fx = 56
        for f in v["fields"]:  # "ROW CROP": "4 flax", "3 empty"
            row, _, planted = f.partition(" ")
            if int(row) != r:
                continue
            if planted == "empty":
                pic.rect(
                    fx,
                    ry,
                    18,
                    18,
                    rx=2,
                    fill="#8B6B43",
                    stroke=INK,
                    class_=f"field row-{r}",
                    tip=f"an empty field in row {r}",
                )
            else:
                with pic.group(class_=f"field row-{r}"):
                    good_chip(pic, fx, ry, planted, 18, tip=f"a field in row {r} with {planted}")
                if planted.endswith("2"):
                    pic.text(fx + 17, ry + 17, "2", size=8, anchor="end")
            fx += 21
    # goods supply
    gy = y + 146
    pic.text(14, gy + 12, "goods", size=11, fill=MUTED)
    gx = 56
    for good, n in v["goods"].items():
        good_chip(pic, gx, gy, good, 16, tip=f"{n} {good}")
        pic.text(gx + 19, gy + 13, str(n), size=12)
        gx += 36
    # stable board: six face-down court cards with sheep on them, then the stable
    sy = y + 172
    pic.text(14, sy + 20, "sheep", size=11, fill=MUTED)
    sx = 56
    backs = v["court_cards_on_stable_board"]
    for i, (place, n) in enumerate(v["sheep"].items()):
        bx = sx + i * 40
        if place == "stable":
            pic.rect(bx, sy, 36, 34, rx=3, fill="#E8D9B5", stroke=INK, tip=f"stable: {n} sheep")
            pic.text(bx + 18, sy + 46, "stable", size=9, anchor="middle", fill=MUTED)
        elif i >= 6 - backs:
            pic.card_back(bx, sy, 36, 34, tip=f"court card of round {i + 1}, face down: {n} sheep")
            pic.text(bx + 18, sy + 46, f"r{i + 1}", size=9, anchor="middle", fill=MUTED)
        else:
            pic.rect(bx, sy, 36, 34, rx=3, fill="none", stroke=MUTED, stroke_dasharray="3 2")
            pic.text(bx + 18, sy + 46, f"r{i + 1}", size=9, anchor="middle", fill=MUTED)
        for k in range(min(n, 4)):  # four drawn, a number beyond (issue 24 item 13)
            pic.path(
                sheep_path(bx + 9 + (k % 2) * 14, sy + 10 + (k // 2 % 2) * 14),
                fill="white",
                stroke=INK,
                stroke_width=0.8,
                class_="sheep",
            )
        if n > 4:
            pic.text(bx + 34, sy + 32, str(n), size=10, anchor="end", font_weight="bold")
    # house board: five craft rows, columns 0..edge; the community center sticks left
    hx, hy = 400, y + 36
    pic.text(hx, hy + 4, "house board", size=11, fill=MUTED)
    cell = 24
    for r, craft in enumerate(v["crafts"]):
        ry = hy + 10 + r * 20
        pic.text(hx, ry + 13, CRAFT_NAMES.get(craft, craft), size=10)
        for c in range(game.edge + 1):
            pic.rect(hx + 78 + c * cell, ry, cell - 2, 18, fill="#F7F1E3", stroke="#CCBBAA")
        col = v["crafts"][craft]
        pic.rect(
            hx + 78 + col * cell,
            ry,
            cell - 2,
            18,
            rx=3,
            fill=seat_color(p),
            stroke=INK,
            tip=f"{CRAFT_NAMES.get(craft, craft)} in column {col}",
        )
        pic.text(
            hx + 78 + col * cell + 11,
            ry + 13,
            CRAFT_MARKS.get(craft, craft[:2]),
            size=9,
            anchor="middle",
        )
        for b in v["boulders"][craft]:
            if b is not None:
                pic.circle(
                    hx + 78 + b * cell + 11,
                    ry + 9,
                    7,
                    fill="#8C8C8C",
                    stroke=INK,
                    tip=f"a boulder in column {b}",
                    class_="boulder",
                )
    house = v["community_center"]
    pic.rect(
        hx + 78 + house * cell,
        hy + 10,
        cell - 2,
        98,
        rx=3,
        fill="#FFF3B0",
        stroke=INK,
        tip=f"community center in column {house}, window {v['window']}",
    )
    pic.text(hx + 78 + house * cell + 11, hy + 62, str(v["window"]), size=11, anchor="middle")
    # cards played (face up) and in hand (face up only for their owner, L659)
    cy = y + 150
    pic.text(hx, cy + 14, "played", size=11, fill=MUTED)
    cx = hx + 44
    for card in v["played"][-9:]:
        face = card_face(game, card)
        pic.card(cx, cy, 30, 22, face, tip=f"card {card}: {game.describe_card(card)}", size=10)
        cx += 33
    if len(v["played"]) > 9:
        pic.text(cx, cy + 15, f"+{len(v['played']) - 9}", size=11)
    hy2 = y + 184
    pic.text(hx, hy2 + 14, "hand", size=11, fill=MUTED)
    hand = v["hand"]
    if isinstance(hand, int):
        pic.backs(hx + 44, hy2, hand, w=22, h=26, what="hand card")
    else:
        for i, card in enumerate(hand[:10]):
            pic.card(
                hx + 44 + i * 33,
                hy2,
                30,
                26,
                card_face(game, card),
                tip=f"card {card}: {game.describe_card(card)}",
                fill="#EAF2FB",
                size=10,
            )


def sheep_path(x: float, y: float) -> str:
    """A small sheep: a woolly body with a dark head."""
    return f"M{x - 5},{y} a5,4 0 1,0 10,0 a5,4 0 1,0 -10,0 z M{x + 5},{y - 1} l3,-1 l0,3 z"
