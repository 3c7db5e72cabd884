"""Kleine Völker großer Garten as a picture: the garden as a hex map (land type, cost, owner,
floors, roofs, the turtle crane), the display of public projects and every people.

Drawn from an observation only (``KleineVoelker.draw_svg``): the public deck is a pile of
backs (L207-L210), and another seat's secret projects are backs until the final scoring
(L237-L241, L613-L614). Territories are laid out as the game models them (geometry.py): board
position P lies in direction P from the centre, and a tile turned by r shows its ring space i
in board direction (i + r - 1) % 6 + 1.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import partial
from typing import TYPE_CHECKING, Any

from boardrules.cards.describe import card_face
from boardrules.cards.schema import by_text
from boardrules.svg import INK, MUTED, Svg, seat_color, seat_letter, status, text_on

from .geometry import DIRECTIONS
from .patterns import diagram

if TYPE_CHECKING:
    from .game import KleineVoelker

WIDTH = 800
R = 30.0  # hex radius (pointy top)
CX, CY = 270.0, 290.0  # the garden's centre on the picture
LAND_FILL = {"meadow": "#9BD37A", "straw": "#F2D675", "leaves": "#D98F4E", "bramble": "#5E6B4E"}
LAND_MARK = {"meadow": "m", "straw": "s", "leaves": "l", "bramble": "?"}
# board directions 1..6: NW, NE, E, SE, SW, W (geometry.DIRECTIONS) as unit steps on screen
STEP = {
    1: (-math.sqrt(3) / 2, -1.5),
    2: (math.sqrt(3) / 2, -1.5),
    3: (math.sqrt(3), 0.0),
    4: (math.sqrt(3) / 2, 1.5),
    5: (-math.sqrt(3) / 2, 1.5),
    6: (-math.sqrt(3), 0.0),
}


def centre_of(position: int, direction: int) -> tuple[float, float]:
    """Screen centre of the space in board ``direction`` (0 = centre) of the territory at
    board ``position``: territory centres lie 3 steps out, so facing spaces share one edge."""
    x = y = 0.0
    if position:
        x, y = 3 * STEP[position][0], 3 * STEP[position][1]
    if direction:
        x, y = x + STEP[direction][0], y + STEP[direction][1]
    return CX + x * R, CY + y * R


def hexagon(x: float, y: float, r: float) -> list[tuple[float, float]]:
    return [
        (x + r * math.cos(math.radians(60 * k - 30)), y + r * math.sin(math.radians(60 * k - 30)))
        for k in range(6)
    ]


def draw(game: KleineVoelker, view: Mapping[str, Any], seat: int | None) -> str:
    peoples = view["peoples"]
    height = max(600, 330 + 96 * len(peoples))
    who = "public view" if seat is None else f"seat {seat_letter(seat)}'s view"
    pic = Svg(WIDTH, height, title=f"Kleine Völker großer Garten, {who}")
    pic.text(12, 24, "Kleine Völker großer Garten", size=20, font_weight="bold")
    end = " · end triggered" if view["end_triggered"] else ""
    status(pic, game, view, f"round {view['round']} · ", f"{end} · {who}")
    garden(pic, view)
    side(pic, game, view, seat)
    room = partial(pattern_room, game)
    pic.face_sheet(h=120, top=room, extra=partial(pattern_of, game))
    return pic.render()


def garden(pic: Svg, view: Mapping[str, Any]) -> None:
    territories = view["territories"]
    position_of = {int(t): DIRECTIONS.index(terr["position"]) for t, terr in territories.items()}
    positions = [0] * 7
    for t, p in position_of.items():
        positions[p] = t
    crane = view["crane"]
    for key, terr in territories.items():
        t = int(key)
        for i, s in enumerate(terr["spaces"]):
            direction = 0 if i == 0 else (i + terr["rotation"] - 1) % 6 + 1
            x, y = centre_of(position_of[t], direction)
            land = s["land"] or "bramble"  # null: a bramble no land tile covers
            b = s["building"]
            tip = f"territory {t}, space {i}: {land}, cost {s['cost']}"
            if b:
                tip += f"; seat {seat_letter(b['owner'])}'s building of {b['floors']} floor(s)"
                tip += ", roofed" if b["roof"] else ""
            with pic.group(tip=tip, class_=f"space land-{land}"):
                pic.polygon(hexagon(x, y, R - 1), fill=LAND_FILL[land], stroke=INK, stroke_width=1)
                pic.text(x - R * 0.55, y - R * 0.2, LAND_MARK[land], size=10, fill=INK)
                cost = str(s["cost"])
                pic.text(x, y - R * 0.45, cost, size=11, anchor="middle", font_weight="bold")
                if b:
                    building(pic, x, y, b["owner"], b["floors"], b["roof"])
    # the territories' numbers and the crane (L256-L273)
    for p, t in enumerate(positions):
        x, y = centre_of(p, 0)
        (bx, by), angle = number_place(p)
        if t == crane:
            pic.polygon(
                hexagon(x, y, R * 2.75),
                fill="none",
                stroke="#B00020",
                stroke_width=3,
                stroke_dasharray="8 4",
                class_="crane",
                tip=f"the turtle crane stands on territory {t}",
            )
            turn = angle + math.pi / 2  # a quarter turn from the number, clear of it
            pic.text(
                x + 2.9 * R * math.cos(turn),
                y + 2.9 * R * math.sin(turn) + 4,
                "crane",
                size=12,
                anchor="middle",
                fill="#B00020",
                font_weight="bold",
                stroke="#FFFFFF",
                stroke_width=3,
                paint_order="stroke",
            )
        with pic.group(class_="territory-number", tip=f"territory {t}"):
            pic.circle(bx, by, 12.5, fill=INK, stroke="#FFFFFF", stroke_width=1.5)
            pic.text(
                bx, by + 5, f"T{t}", size=13, anchor="middle", fill="#FFFFFF", font_weight="bold"
            )


def number_place(position: int) -> tuple[tuple[float, float], float]:
    """Where a territory's number stands, and the angle from its centre: outside the garden
    beyond the territory's outer space for the six around, and in the gap above the centre
    territory (between it and the two upper territories) for the centre one."""
    x, y = centre_of(position, 0)
    if not position:
        return (x, y - 3 * R), -math.pi / 2
    dx, dy = STEP[position]
    angle = math.atan2(dy, dx)
    far = math.sqrt(3) * R + R * 0.87 + 14  # the outer space's far edge, then the badge
    return (x + far * math.cos(angle), y + far * math.sin(angle)), angle


def building(pic: Svg, x: float, y: float, owner: int, floors: int, roof: bool) -> None:
    """A seat's building: a box in its colour with its letter and floor count; a red roof."""
    w, h = 26.0, 18.0
    top = y - 2
    pic.rect(x - w / 2, top, w, h, rx=2, fill=seat_color(owner), stroke=INK, class_="building")
    pic.text(
        x,
        top + 13,
        f"{seat_letter(owner)}{floors}",
        size=11,
        anchor="middle",
        fill=text_on(owner),
        font_weight="bold",
    )
    if roof:
        pic.polygon(
            [(x - w / 2 - 2, top), (x + w / 2 + 2, top), (x, top - 9)],
            fill="#B03A2E",
            stroke=INK,
            class_="roof",
        )


def side(pic: Svg, game: KleineVoelker, view: Mapping[str, Any], seat: int | None) -> None:
    x0 = 560
    y = 74
    pic.text(x0, y, "turn order", size=12, fill=MUTED)
    for k, p in enumerate(view["turn_order"]):
        pic.seat_token(x0 + 80 + k * 24, y - 4, p, r=9, tip=f"{k + 1}. seat {seat_letter(p)}")
    y += 22
    tiles = view["land_tiles"]
    pic.text(
        x0,
        y,
        f"land tiles: meadow {tiles['meadow']}, straw {tiles['straw']}, leaves {tiles['leaves']}",
        size=12,
    )
    y += 18
    pic.text(x0, y, f"roofs left: {view['roofs']}", size=12)
    y += 18
    pic.text(x0, y, "public projects", size=12, fill=MUTED)
    y += 6
    for k, card in enumerate(view["display"]):
        cx = x0 + k * 58
        face = card_face(game, card)
        pic.card(cx, y, 54, 34, face, tip=describe(game, card), fill="#FFF8E1", size=10)
    pic.backs(x0, y + 42, view["deck"], w=20, h=28, what="public project")
    pic.text(x0 + 90, y + 60, "deck", size=11, fill=MUTED)
    y = 330
    for p, people in enumerate(view["peoples"]):
        with pic.group(class_=f"people seat-{seat_letter(p)}"):
            draw_people(pic, game, x0, y + p * 96, p, people, seat)


def draw_people(
    pic: Svg,
    game: KleineVoelker,
    x0: float,
    py: float,
    p: int,
    people: Mapping[str, Any],
    seat: int | None,
) -> None:
    mine = " (you)" if seat == p else ""
    pic.rect(
        x0 - 8,
        py - 18,
        WIDTH - x0 + 2,
        90,
        rx=6,
        fill="none",
        stroke=seat_color(p),
        stroke_width=3,
    )
    pic.seat_label(x0, py, p, f"Seat {seat_letter(p)}{mine}", size=14)
    pic.text(
        x0,
        py + 18,
        f"VP {people['vp']} · inhabitants {people['inhabitants']}",
        size=12,
    )
    pic.text(x0, py + 34, f"floors {people['floors']} · ploys {people['ploys']}", size=12)
    cx = x0
    for card in people["claimed"]:
        face = card_face(game, card)
        pic.card(cx, py + 42, 40, 22, face, tip=describe(game, card), fill="#FFF8E1", size=8)
        cx += 43
    for key, what in (("secret", "secret project"), ("dealt", "dealt secret project")):
        held = people[key]
        if isinstance(held, int):
            if held:
                cx = pic.backs(cx, py + 42, held, w=16, h=22, what=what)
        else:
            for card in held:
                face = card_face(game, card)
                pic.card(
                    cx, py + 42, 44, 22, face, tip=describe(game, card), fill="#EAF2FB", size=8
                )
                cx += 47


def pattern_room(game: KleineVoelker, card: str) -> float:
    """The height a card's face keeps for its pattern's diagram (none without one)."""
    return 40.0 if pattern_spec(game, card) is not None else 0.0


def pattern_spec(game: KleineVoelker, card: str) -> Mapping[str, Any] | None:
    cond = game.catalog[card].if_
    pattern = cond.get("pattern") if isinstance(cond, dict) else None
    return pattern if by_text(pattern) else None


def pattern_of(
    game: KleineVoelker, pic: Svg, x: float, y: float, w: float, h: float, *, card: str
) -> None:
    """The card's pattern as a small hex diagram (patterns.py), for a card that has one."""
    spec = pattern_spec(game, card)
    if spec is not None:
        diagram(pic, x, y, w, h, spec)


def describe(game: KleineVoelker, card: str) -> str:
    return f"{card}: {game.describe_card(card)}"
