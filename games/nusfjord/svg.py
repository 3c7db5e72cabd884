"""Nusfjord as a picture: the action board with the workers on it, the banquet table, the ships
and shares in the general supply, the elder stacks, the building display and every harbor
(supply, reserves, shares, harbor board with buildings and forests, fishing track, elder
council, C buildings in hand).

Drawn from an observation only (``Nusfjord.draw_svg``): the building piles are backs (L244-L245),
another seat's C buildings in hand are backs (L400), an elder still face down is a back (L239).

The harbor board is drawn as the digest's reading of its picture (rules/nusfjord.md A1): three
rows of four cells, the reserves top left, building space 0 beside them, the double spaces
1-2 and 3-4 below, 5-6, 7-8 and 9-10 in the right half; forest strips lie on double spaces.
The fishing track starts with the printed catboat; ships cover it from the left (L299, L558).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from boardrules.cards.describe import card_face
from boardrules.svg import INK, MUTED, Svg, seat_color, seat_letter, titled

if TYPE_CHECKING:
    from .game import Nusfjord

WIDTH = 800
TOP_H = 356
HARBOR_H = 196
GOOD_STYLE = {  # fill, mark (the second cue beside the colour)
    "wood": ("#A0703A", "W"),
    "fish": ("#56B4E9", "F"),
    "gold": ("#F0C419", "G"),
}
SPACE_NAMES = {
    "gold": "take gold",
    "reserves": "reserves",
    "serve": "serve fish",
    "build": "build",
    "build2": "build (2nd)",
    "realize": "realize",
    "buy": "buy share",
    "clear_cut": "clear-cut",
    "thin": "thin forest",
    "afforest": "afforest",
    "ship": "build a ship",
    "elder": "elder",
}
SHIP_MARKS = {"sloop": "sloop", "cutter": "cutter", "schooner": "schooner", "raft": "raft"}
CELL_W, CELL_H = 64, 40
TRACK_UNIT = 24

# The card language of Nusfjord in words (boardrules.cards.describe).
WORDS: dict[str, str] = {
    "do:remove_strips": "remove forest strips (at least {min}, at most {max})",
    "do:action": "take a {of} action",
    "do:catch": "take {expr} fish into your hand and place them as in the fishing phase",
    "do:swap_ship": "swap a ship for a larger one",
    "do:sell_ship": "sell a ship",
    "do:place_strip": "place a forest strip",
    "do:raft": "put a raft on your fishing track",
    "do:old_man": "the next fishing phase brings you no fish but 1 gold for each realized"
    " share you hold, placed as fish are (L810)",
    "do:clear_elder_fish": "clear the fish off an elder",
    "do:draw_building": "draw a building",
    "do:remove_building": "remove one of your buildings",
    "do:exchange": "exchange {give} for {get}",
    "if:can": "you can take a {of} action",
    "expr:nth": "{values} (for your 1st, 2nd, 3rd... {of})",
    "res:swap_ship": "swap-ship",
    "res:serve": "serve-fish",
    "res:reserves": "liquidate-reserves",
    "res:realize": "realize-share",
    "res:thin": "thin-forest",
    "count:catch_size": "your catch size",
    "count:forest_strips": "your forest strips",
    "count:ships": "your ships",
    "count:buildings": "your buildings",
    "count:elders": "your elders",
    "count:realized_shares": "your realized shares",
    "count:building_piles": "building piles not empty",
    "count:gold": "your gold",
    "count:wood": "your wood",
    "mod:reserves_limit": "your reserves hold up to {value} fish",
    "mod:discount": "each building costs you {value} less",
}

# Each action space in words, for tooltips and ``help`` (L412-L583; rules/nusfjord.md section 5).
SPACE_HELP: dict[str, str] = {
    "gold": "+1 gold (L416-L422): take 1 gold.",
    "reserves": "Liquidate reserves (L424-L436): move all goods from your reserves to your"
    " supply (wood above 12 goes back).",
    "serve": "Serve fish (L438-L450): fill at least one empty plate of the banquet table, in"
    " order, paying its cost in fish; 1 gold per plate.",
    "build": "Build (L456-L478): build exactly one building from the display (from round 4 also"
    " from your hand) on a free building space, paying its cost.",
    "build2": "Build (L456-L478, L472): with 2 players, a second build space.",
    "realize": "Realize a share (L480-L491): turn one unrealized share onto the new-shares"
    " space; gain 2 gold.",
    "buy": "Buy shares (L493-L504): take all tokens on the new-shares space for 1 gold each (in"
    " total 1 gold less in rounds 4-5, 2 less in rounds 6-7).",
    "clear_cut": "Fell (L506-L519): remove one forest strip; gain 5 wood.",
    "thin": "Thin forest (L521-L535): gain 1 wood per forest strip.",
    "afforest": "Afforest (L537-L547): place 2 stacked forest strips on a free double space.",
    "ship": "Build a ship (L549-L564): build a sloop, cutter or schooner and place it as far"
    " left as it goes on your fishing track.",
    "elder": "Take an elder (L566-L583): take the top elder of a stack into your council (at"
    " most 5); you may use it at once.",
}


def draw(game: Nusfjord, view: Mapping[str, Any], seat: int | None) -> str:
    harbors = view["harbors"]
    height = TOP_H + HARBOR_H * len(harbors) + 6
    pic = titled(
        "Nusfjord",
        WIDTH,
        height,
        view,
        seat,
        f"round {view['round']} · {view['phase']} phase · start ship at "
        f"{seat_letter(view['start_player'])}",
        game,
    )
    action_board(pic, game, view)
    supply(pic, game, view)
    display(pic, game, view)
    for p, harbor in enumerate(harbors):
        with pic.group(class_=f"harbor seat-{seat_letter(p)}"):
            draw_harbor(pic, game, TOP_H + p * HARBOR_H, p, harbor, seat)
    pic.face_sheet()
    return pic.render()


def good_chip(pic: Svg, x: float, y: float, good: str, n: int, size: float = 18) -> None:
    fill, mark = GOOD_STYLE[good]
    with pic.group(class_=f"good {good}"):
        pic.rect(x, y, size, size, rx=3, fill=fill, stroke=INK, stroke_width=0.8, tip=f"{n} {good}")
        pic.text(x + size / 2, y + size * 0.72, mark, size=size * 0.55, anchor="middle")
        pic.text(x + size + 3, y + size * 0.78, str(n), size=12)


def action_board(pic: Svg, game: Nusfjord, view: Mapping[str, Any]) -> None:
    """The action spaces by column, each with the workers standing on it (L414-L420)."""
    pic.text(12, 72, "Action board", size=14, font_weight="bold")
    on: dict[str, list[int]] = {}
    for colour, spaces in enumerate(view["placed"]):
        for space in spaces:
            on.setdefault(space, []).append(colour)
    rows: dict[str, int] = {}
    solo = len(view["harbors"]) == 1
    for space, info in game.spaces_info.items():
        column = str(info["column"])
        col = (
            ("left", "middle", "right").index(column)
            if column in ("left", "middle", "right")
            else 0
        )
        row = rows.get(column, 0)
        rows[column] = row + 1
        x, y = 12.0 + col * 102, 80.0 + row * 30
        workers = on.get(space, [])
        name = SPACE_NAMES.get(space, space.replace("_", " "))
        who = ", ".join(
            f"a worker of colour {c + 1}" if solo else f"a worker of seat {seat_letter(c)}"
            for c in workers
        )
        tip = f"{name}: {who or 'no workers'}. {SPACE_HELP.get(space, '')}".strip()
        with pic.group(class_="space", tip=tip):
            pic.rect(x, y, 98, 26, rx=4, fill="#E6EEF5", stroke=MUTED)
            pic.text(x + 4, y + 17, name, size=10)
            for i, c in enumerate(workers):
                pic.seat_token(x + 88 - i * 15, y + 13, c, r=7)


def supply(pic: Svg, game: Nusfjord, view: Mapping[str, Any]) -> None:
    """The banquet table, ships and rafts, new shares, elder stacks and the forgotten pile."""
    x0 = 330.0
    pic.text(x0, 72, "Banquet table", size=14, font_weight="bold")
    for k, (full, cost) in enumerate(zip(view["banquet_table"], view["plate_costs"], strict=True)):
        cx, cy = x0 + 18 + k * 40, 100.0
        words = "a fish" if full else "empty"
        with pic.group(
            class_="plate full" if full else "plate",
            tip=f"plate {k + 1} (cost {cost}): {words}",
        ):
            pic.circle(cx, cy, 16, fill="#FFFFFF", stroke=INK, stroke_width=1.2)
            if full:
                pic.path(
                    fish_path(cx, cy), fill="#56B4E9", stroke=INK, stroke_width=0.8, class_="fish"
                )
            pic.text(cx, cy + 30, str(cost), size=11, anchor="middle", fill=MUTED)
    sx = 630.0
    pic.text(sx, 72, "Ships left", size=14, font_weight="bold")
    for i, (ship, n) in enumerate([*view["ships"].items(), ("raft", view["rafts"])]):
        pic.text(sx, 90 + i * 15, f"{ship}s: {n}", size=12, tip=f"{n} {ship}(s) in the supply")
    y = 152
    pic.text(x0, y, "New shares", size=12, font_weight="bold")
    x = x0 + 92
    for colour, n in enumerate(view["new_shares"]):
        if n:
            pic.seat_token(x, y - 4, colour, r=8, tip=f"{n} share(s) of seat {seat_letter(colour)}")
            pic.text(x + 11, y, f"×{n}", size=11)
            x += 42
    # elder stacks: the top card face up unless it lies face down (5 players, L239)
    y = 172
    pic.text(x0, y, "Elders", size=12, font_weight="bold")
    for i, stack in enumerate(view["elder_stacks"]):
        ex, ey = x0 + i * 76, y + 6
        if not stack:
            pic.rect(ex, ey, 72, 34, rx=4, fill="none", stroke=MUTED, stroke_dasharray="4 3")
            continue
        top = stack[-1]
        if top == "?":
            pic.card_back(ex, ey, 72, 34, tip="an elder lying face down")
        else:
            elder_card(pic, game, ex, ey, top)
        if len(stack) > 1:
            pic.text(
                ex + 36, ey + 46, f"{len(stack) - 1} below", size=10, anchor="middle", fill=MUTED
            )
    forgotten = view.get("forgotten") or []
    if forgotten:
        pic.text(x0, y + 66, "forgotten:", size=11, fill=MUTED)
        elder_card(pic, game, x0 + 64, y + 54, forgotten[-1])
        if len(forgotten) > 1:
            pic.text(x0 + 142, y + 74, f"+{len(forgotten) - 1}", size=11)


def elder_card(pic: Svg, game: Nusfjord, x: float, y: float, elder: str, fish: int = -1) -> None:
    card = game.catalog.cards.get(elder)
    name = card.name.get("en", elder) if card is not None and card.name else elder
    tip = f"elder {elder}: {game.describe_card(elder)}" if card is not None else f"elder {elder}"
    if fish >= 0:
        tip += f" ({fish} fish on it)"
    with pic.group(class_="elder"):
        if card is not None:
            pic.face(x, y, 72, 34, card_face(game, elder), fill="#F2E8D5", size=9, tip=tip)
            return
        pic.rect(x, y, 72, 34, rx=4, fill="#F2E8D5", stroke=INK, tip=tip)
        pic.text(x + 36, y + 14, elder, size=10, anchor="middle", font_weight="bold")
        pic.text(x + 36, y + 27, name[:16], size=8.5, anchor="middle")


def display(pic: Svg, game: Nusfjord, view: Mapping[str, Any]) -> None:
    """The face-up A, B and C buildings and the face-down piles (L244-L245, L404)."""
    y0 = 250.0
    pic.text(
        12,
        y0 - 6,
        "Buildings on display (face-down piles at the right)",
        size=12,
        font_weight="bold",
    )
    piles = view["piles"]
    for r, (letter, cards) in enumerate(view["display"].items()):
        y = y0 + r * 34
        pic.text(12, y + 19, letter, size=14, font_weight="bold")
        x = 30.0
        for i, card in enumerate(cards):
            if x > WIDTH - 150 and i < len(cards) - 1:
                rest = ", ".join(cards[i:])
                pic.text(x, y + 19, f"+{len(cards) - i}", size=12, tip=f"also on display: {rest}")
                x += 30
                break
            building(pic, game, x, y, card, f"{letter} building on display")
            x += 56
        pic.backs(
            WIDTH - 110, y + 2, int(piles.get(letter, 0)), w=16, h=24, what=f"{letter} building"
        )


def building(
    pic: Svg, game: Nusfjord, x: float, y: float, card: str, where: str, w: float = 52
) -> None:
    pic.card(
        x,
        y,
        w,
        28,
        card_face(game, card),
        tip=f"{where}: {card}: {game.describe_card(card)}",
        fill="#FFF7E0",
        size=10,
    )


def fish_path(x: float, y: float, s: float = 1.0) -> str:
    """A small fish: a body and a tail."""
    return (
        f"M{x - 9 * s:.1f},{y:.1f} q{9 * s:.1f},{-7 * s:.1f} {15 * s:.1f},0 "
        f"q{-6 * s:.1f},{7 * s:.1f} {-15 * s:.1f},0 z m{15 * s:.1f},0 "
        f"l{4 * s:.1f},{-4 * s:.1f} l0,{8 * s:.1f} z"
    )


def draw_harbor(
    pic: Svg, game: Nusfjord, y: float, p: int, h: Mapping[str, Any], seat: int | None
) -> None:
    pic.rect(
        6, y, WIDTH - 12, HARBOR_H - 8, rx=6, fill="none", stroke=seat_color(p), stroke_width=3
    )
    mine = " (you)" if seat == p else ""
    pic.seat_label(14, y + 22, p, f"Seat {seat_letter(p)}{mine}")
    x = 158.0
    for good in ("wood", "fish", "gold"):
        good_chip(pic, x, y + 8, good, int(h[good]))
        x += 50
    pic.text(x, y + 22, f"guests {h['guests']} · catch {h['catch']}", size=12)
    # shares: unrealized tokens, realized ones by the seat they belong to
    sx = 430.0
    pic.text(sx, y + 22, f"shares: {h['unrealized']} unrealized; realized", size=12)
    sx += 200
    for colour, n in enumerate(h["shares"]):
        if n:
            pic.seat_token(
                sx, y + 18, colour, r=8, tip=f"{n} realized share(s) of seat {seat_letter(colour)}"
            )
            pic.text(sx + 10, y + 22, f"×{n}", size=11)
            sx += 40
    harbor_board(pic, game, 14, y + 36, h)
    fishing_track(pic, game, 300, y + 40, h)
    # elder council (at most 5, L577), each with the fish on it
    ex, ey = 300.0, y + 104
    pic.text(ex, ey - 4, "elder council", size=11, fill=MUTED)
    for i, (elder, fish) in enumerate(h["elder_fish"].items()):
        bx = ex + i * 80
        elder_card(pic, game, bx, ey, elder, int(fish))
        for f in range(min(int(fish), 4)):  # an elder holds at most 4 (Willy, L934)
            pic.path(
                fish_path(bx + 12 + f * 22, ey + 44, 0.8),
                fill="#56B4E9",
                stroke=INK,
                stroke_width=0.6,
                class_="elder-fish",
            )
    # C buildings in hand: face up for their owner only (L400)
    hx, hy = 300.0, y + 156
    pic.text(hx, hy + 17, "hand", size=11, fill=MUTED)
    hand = h["hand"]
    if isinstance(hand, int):
        pic.backs(hx + 36, hy, hand, w=18, h=26, what="C building")
    else:
        for i, card in enumerate(hand[:8]):
            building(pic, game, hx + 36 + i * 56, hy, card, "C building in hand")
        if len(hand) > 8:
            pic.text(
                hx + 36 + 8 * 56, hy + 17, f"+{len(hand) - 8}", size=12, tip=", ".join(hand[8:])
            )


def harbor_board(pic: Svg, game: Nusfjord, x0: float, y0: float, h: Mapping[str, Any]) -> None:
    """Three rows of four cells: the reserves, building space 0, the double spaces (A1)."""
    spaces: Sequence[str | None] = h["spaces"]
    forests: Sequence[int] = h["forests"]
    cells: dict[int, tuple[int, int]] = {0: (0, 1)}
    lefts = [(1, 0), (2, 0), (0, 2), (1, 2), (2, 2)]  # (row, first column) of each double
    for k, (a, b) in enumerate(game.harbor.doubles):
        row, col = lefts[k] if k < len(lefts) else (k, 0)
        cells[a], cells[b] = (row, col), (row, col + 1)

    def at(row: int, col: int) -> tuple[float, float]:
        return x0 + col * (CELL_W + 2) + (8 if col >= 2 else 0), y0 + row * (CELL_H + 2)

    rx, ry = at(0, 0)
    reserves = h["reserves"]
    with pic.group(
        class_="reserves", tip="reserves: " + ", ".join(f"{n} {g}" for g, n in reserves.items())
    ):
        pic.rect(rx, ry, CELL_W, CELL_H, rx=3, fill="#DCE9F2", stroke=INK)
        pic.text(rx + 4, ry + 13, "reserves", size=9, fill=MUTED)
        pic.text(
            rx + 4,
            ry + 31,
            " ".join(f"{n}{GOOD_STYLE[g][1]}" for g, n in reserves.items() if n) or "-",
            size=11,
        )
    for space in range(len(spaces)):
        row, col = cells.get(space, (0, 0))
        cx, cy = at(row, col)
        card = spaces[space]
        if card:
            with pic.group(class_="built"):
                building(pic, game, cx, cy + 6, card, f"building on space {space}", w=CELL_W)
        else:
            pic.rect(
                cx,
                cy,
                CELL_W,
                CELL_H,
                rx=3,
                fill="#F7F1E3",
                stroke="#CCBBAA",
                tip=f"building space {space}: empty",
            )
            pic.text(cx + CELL_W - 4, cy + CELL_H - 4, str(space), size=9, anchor="end", fill=MUTED)
    # buildings on the harbor board but on no building space, such as the Pfahlhaus (L856)
    bx, by = at(3, 0)
    for i, card in enumerate(h.get("beside", [])):
        with pic.group(class_="built beside"):
            building(
                pic,
                game,
                bx + i * (CELL_W + 2),
                by - 4,
                card,
                "beside the building spaces",
                w=CELL_W,
            )
    for k, (a, _b) in enumerate(game.harbor.doubles):
        n = forests[k] if k < len(forests) else 0
        if not n:
            continue
        row, col = cells[a]
        fx, fy = at(row, col)
        with pic.group(
            class_="forest", tip=f"double space {k + 1} (spaces {a}-{a + 1}): {n} forest strip(s)"
        ):
            for s in range(min(n, 4)):  # four drawn, the number below (issue 24 item 13)
                pic.rect(
                    fx + 2,
                    fy + 2 + s * 9,
                    2 * CELL_W - 2,
                    7,
                    rx=3,
                    fill="#2E8B57",
                    stroke=INK,
                    stroke_width=0.6,
                    class_="strip",
                )
            pic.text(
                fx + CELL_W,
                fy + CELL_H - 5,
                f"forest ×{n}",
                size=10,
                anchor="middle",
                fill="#1B4D2E",
                font_weight="bold",
            )


def fishing_track(pic: Svg, game: Nusfjord, x0: float, y0: float, h: Mapping[str, Any]) -> None:
    """The printed catboat, then one cell per track unit with its catch number; ships cover
    the track from the left (L299, L558); a guest rides on a ship (L758)."""
    pic.text(x0, y0 - 4, "fishing track", size=11, fill=MUTED)
    pic.rect(
        x0, y0 + 2, 44, 26, rx=10, fill="#D9D9D9", stroke=INK, tip="the printed catboat (catch 3)"
    )
    pic.text(x0 + 22, y0 + 19, "catboat", size=9, anchor="middle")
    ux = x0 + 48
    used = 0
    for i, value in enumerate(game.fleet.track):
        cx = ux + i * TRACK_UNIT
        pic.rect(cx, y0 + 30, TRACK_UNIT - 2, 18, fill="#EAF4FB", stroke="#9BB7CC")
        pic.text(cx + TRACK_UNIT / 2 - 1, y0 + 43, str(value), size=10, anchor="middle")
    boarded = set(h["boarded"])
    for i, ship in enumerate(h["track"]):
        width = int(game.fleet.width.get(ship, 1))
        sx = ux + used * TRACK_UNIT
        tip = f"a {ship} (covers {width} space(s))" + (", a guest on board" if i in boarded else "")
        with pic.group(class_=f"ship {ship}", tip=tip):
            pic.rect(sx, y0 + 2, width * TRACK_UNIT - 2, 26, rx=10, fill="#8FB3CF", stroke=INK)
            pic.text(
                sx + width * TRACK_UNIT / 2 - 1,
                y0 + 19,
                SHIP_MARKS.get(ship, ship),
                size=10,
                anchor="middle",
            )
            if i in boarded:
                pic.circle(
                    sx + width * TRACK_UNIT - 9,
                    y0 + 9,
                    4,
                    fill="#CC79A7",
                    stroke=INK,
                    class_="guest",
                )
        used += width
    if used < len(game.fleet.track):
        cx = ux + used * TRACK_UNIT
        pic.rect(
            cx,
            y0 + 30,
            TRACK_UNIT - 2,
            18,
            fill="none",
            stroke="#B00020",
            stroke_width=2,
            tip=f"catch size {h['catch']}",
        )
