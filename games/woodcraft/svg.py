"""Woodcraft as a picture: the action wheel, the lumber yard, the displays of orders and helpers,
the public orders, the tool supply and every seat's workshop board.

Drawn from an observation only (``Woodcraft.draw_svg``): the decks are card backs (L223), another
seat's orders in hand and the cards dealt to it at setup are backs (L270-L278), and another
seat's fulfilled orders lie face down until the end (L990-L993).

The wheel has 28 spaces, 7 to a quarter, quarters 0..3 clockwise from the start quarter
(L376-L402); the arrowhead of the saw wheel points to the end of the quarter ``arrow``
(games/woodcraft/wheel.py). Action tiles carry a two-letter mark beside their colour.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from boardrules.cards.describe import Phrase, card_face
from boardrules.svg import INK, MUTED, Svg, seat_color, seat_letter, titled

from .observation import tool_words

if TYPE_CHECKING:
    from .game import Woodcraft

WIDTH = 800
TOP_H = 380
SHOP_H = 254
QUARTERS, SPACES = 4, 7

# fill, mark, name: the mark is the second cue beside the colour
TILES: dict[str, tuple[str, str, str]] = {
    "buy_wood": ("#C8A165", "BW", "buy wood"),
    "exchange_dice": ("#56B4E9", "EX", "exchange dice"),
    "buy_materials": ("#D9D9D9", "BM", "buy materials"),
    "take_orders": ("#F0E442", "TO", "take orders"),
    "hire_helper": ("#CC79A7", "HH", "hire helper"),
    "produce_plant": ("#7BC96F", "PP", "produce & plant"),
    "improve_workshop": ("#E69F00", "IW", "improve workshop"),
}
DIE_STYLE = {  # fill, pips, letter (the second cue beside the colour)
    "green": ("#2E8B57", "#FFFFFF", "g"),
    "yellow": ("#F0E442", "#222222", "y"),
    "brown": ("#8B5A2B", "#FFFFFF", "b"),
}
SUPPLY = (  # observation key, fill, mark, words
    ("blueberries", "#3A5BA0", "Bb", "blueberries"),
    ("lanterns", "#F5C542", "L", "lanterns"),
    ("glue_discs", "#FFFFFF", "G", "glue discs"),
    ("saw_blade_discs", "#A8A8A8", "S", "saw blade discs"),
    ("scrap_blocks", "#C8A165", "Sc", "scrap blocks"),
    ("reuse_tokens", "#7BC96F", "R", "reuse tokens"),
)
ATTIC_ROWS = (("c0", "c1", "c2", "c3"), ("b0", "b1", "b2"), ("a0", "a1", "a2", "a3"))

# The card language of Woodcraft in words (boardrules.cards.describe).
ORDINAL = ("first", "second", "third", "fourth")


def room_place(room: int) -> str:
    """``top row, second from the left``: where a room of the workshop lies (2 rows of 4,
    numbered 0-7 row by row from the top left; the layout is assumed, digest A14-A15)."""
    return f"{('top', 'bottom')[room // 4]} row, {ORDINAL[room % 4]} from the left"


def room_face(props: object) -> str:
    """What a room of the workshop is and does: where it lies, the rooms beside it (a helper
    is hired into a free room beside an occupied one, L675-L676), the income its symbol
    advances (L661-L664) and, for the two production rooms, the helpers that produce
    (L655-L659); room 0 takes the starting helper (L276-L278)."""
    p = props if isinstance(props, Mapping) else {}
    room = int(p.get("room", 0))
    beside = [str(n) for n in p.get("neighbours", ())]
    near = " and ".join([", ".join(beside[:-1]), beside[-1]] if len(beside) > 1 else beside)
    said = f"A room of your workshop for one helper ({room_place(room)}, beside rooms {near};"
    said += " the board's layout and symbols are assumed)"
    if room == 0:
        said += ": your starting helper goes here at setup (L276-L278)"
    else:
        said += ": a helper you hire moves in once a room beside it holds one (L675-L676)"
    income, produce = str(p.get("income", "none")), int(p.get("produce", 0))
    return f"{said}{room_gains(income, produce)}."


def room_gains(income: str, produce: int) -> str:
    """``; it advances your blueberry income 1 space (L661-L664)``: what a helper moving into
    a room brings, its income symbol's advance and a production room's producing helpers."""
    said = f"; it advances your {income} income 1 space (L661-L664)" if income != "none" else ""
    if produce:
        said += f"; then up to {produce} different helpers of yours produce (L655-L659)"
    return said


def offer_face(props: object) -> str:
    """A material offer of the wheel board: what it sells for how much, with the buy
    materials action (L615-L626)."""
    p = props if isinstance(props, Mapping) else {}
    amount, what = int(p.get("amount", 0)), str(p.get("material", "")).replace("_", " ")
    price = int(p.get("price", 0))
    return (
        f"With the buy materials action, {amount} {what}s for {price} blueberries"
        " (one purchase; a second one of another material, L615-L626)."
    )


WORDS: dict[str, Phrase] = {
    "face:room": room_face,
    "face:material_offer": offer_face,
    "cost:die": "a {colors}{color} {value} die",
    "do:gain_die": "take a {color} {value} die (to your {to})",
    "do:gain_tool": "take a tool of {value} kind for your attic",
    "res:any": "any",
    "res:stack": "lumber stack",
    "res:pot": "pot",
    "do:produce": "{value} helper(s) produce",
    "res:hazelnut_income": "hazelnut income",
    "res:blueberry_income": "blueberry income",
    "mod:die_discount": "each die you buy costs {value} blueberry less",
    "mod:discount": "each helper you hire costs {value} less",
}

# Each action tile in words, for tooltips and ``help`` (L297-L313; rules/woodcraft.md section 5).
TILE_HELP: dict[str, str] = {
    "buy_wood": "Buy wood (L561-L580): buy 1 or 2 dice from the lumber yard, each for its value"
    " plus its colour's surcharge in blueberries; the yard is refilled with rolled dice.",
    "exchange_dice": "Exchange dice (L582-L593): you may sell 1 die for twice its value plus its"
    " colour's bonus, then you may buy 1 die showing 6 from the supply (of another colour than"
    " the one sold).",
    "buy_materials": "Buy materials (L615-L626): 1 or 2 purchases of glue discs, saw blade discs"
    " or scrap blocks at the wheel board's prices; two purchases are of different materials.",
    "take_orders": "Take orders (L628-L653): take 1 of the 4 orders on display, then you may pay"
    " 3 blueberries for 1 more; each goes beside your board into the row its symbol shows.",
    "hire_helper": "Hire a helper (L655-L712): take 1 of the 4 helpers on display, pay its cost"
    " and put it in a free room next to one with a helper.",
    "produce_plant": "Produce and plant (L732-L835): up to 2 different helpers produce, or 1"
    " helper produces and you plant a tree in an empty pot of its colour (2 trees once you have"
    " the brown pot).",
    "improve_workshop": "Improve the workshop (L736-L917): place the next pot, saw tile, upgrade"
    " tile or the glue tile, paying the cost printed on its space and taking its gains.",
}


def die_parts(name: str) -> tuple[str, int]:
    color, value = name.split()
    return color, int(value)


def polar(cx: float, cy: float, r: float, turn: float) -> tuple[float, float]:
    """The point at radius ``r`` and ``turn`` (0 at the top, 1 a full circle clockwise)."""
    a = 2 * math.pi * turn
    return cx + r * math.sin(a), cy - r * math.cos(a)


def sector(cx: float, cy: float, r1: float, r2: float, t1: float, t2: float) -> str:
    """The path of a ring sector between radii ``r1 < r2`` and turns ``t1 < t2``."""
    (ax, ay), (bx, by) = polar(cx, cy, r2, t1), polar(cx, cy, r2, t2)
    (ccx, ccy), (dx, dy) = polar(cx, cy, r1, t2), polar(cx, cy, r1, t1)
    return (
        f"M{ax:.1f},{ay:.1f} A{r2},{r2} 0 0,1 {bx:.1f},{by:.1f} L{ccx:.1f},{ccy:.1f} "
        f"A{r1},{r1} 0 0,0 {dx:.1f},{dy:.1f} Z"
    )


def draw(game: Woodcraft, view: Mapping[str, Any], seat: int | None) -> str:
    shops = view["workshops"]
    height = TOP_H + SHOP_H * len(shops) + 6
    pic = titled(
        "Woodcraft",
        WIDTH,
        height,
        view,
        seat,
        f"round {view['round']} of {view['rounds']} · start player "
        f"{seat_letter(view['start_player'])}",
        game,
    )
    wheel(pic, game, view)
    market(pic, game, view)
    for p, shop in enumerate(shops):
        with pic.group(class_=f"workshop seat-{seat_letter(p)}"):
            workshop(pic, game, TOP_H + p * SHOP_H, p, shop, seat)
    pic.face_sheet()
    return pic.render()


def wheel(pic: Svg, game: Woodcraft, view: Mapping[str, Any]) -> None:
    """The action wheel: 4 quarters of 7 spaces, the tiles on them, the rim bonuses, the arc
    tile over the start quarter and the saw wheel's arrowhead (L376-L402, L463-L520)."""
    cx, cy, r1, r2 = 165.0, 218.0, 92.0, 138.0
    spaces = view["wheel"]
    arrow = view["arrow"]
    start = view.get("start_quarter", 0)
    pic.text(12, 66, "Action wheel", size=14, font_weight="bold")
    for pos, tile in enumerate(spaces):
        t1, t2 = pos / len(spaces), (pos + 1) / len(spaces)
        q, s = divmod(pos, SPACES)
        if tile is None:
            pic.path(
                sector(cx, cy, r1, r2, t1, t2),
                fill="#FFFFFF",
                stroke="#BBBBBB",
                class_="wheel-space",
                tip=f"quarter {q}, space {s + 1}: empty",
            )
            continue
        fill, mark, name = TILES.get(tile, ("#BBBBBB", "?", tile))
        tip = f"quarter {q}, space {s + 1}: {name}. {TILE_HELP.get(tile, '')}".strip()
        with pic.group(class_=f"wheel-tile tile-{mark}", tip=tip):
            pic.path(sector(cx, cy, r1, r2, t1, t2), fill=fill, stroke=INK, stroke_width=1)
            tx, ty = polar(cx, cy, (r1 + r2) / 2, (t1 + t2) / 2)
            pic.text(tx, ty + 4, mark, size=11, anchor="middle", font_weight="bold")
    for q in range(QUARTERS):  # quarter borders and names with their age
        x1, y1 = polar(cx, cy, r1 - 22, q / QUARTERS)
        x2, y2 = polar(cx, cy, r2 + 6, q / QUARTERS)
        pic.line(x1, y1, x2, y2, stroke=INK, stroke_width=2.5)
    for saw in view["saw_bonuses"]:  # each quarter's age and its saw-wheel bonus
        q, age, bonus = saw["quarter"], saw["age"], saw["bonus"]
        tip = f"quarter {q}: age {age} (0 newest, 3 oldest)"
        if bonus:
            tip += f"; a tile taken from here: {game.describe_card(bonus)}"
        lx, ly = polar(cx, cy, r1 - 30, (q + 0.5) / QUARTERS)
        pic.text(lx, ly - 8, f"Q{q}", size=12, anchor="middle", font_weight="bold", tip=tip)
        pic.text(lx, ly + 5, f"age {age}", size=10, anchor="middle", fill=MUTED)
        if bonus:
            pic.text(
                lx,
                ly + 18,
                f"saw: {short_bonus(game, bonus)}",
                size=10,
                anchor="middle",
                font_weight="bold",
                fill="#8B2500",
                class_="saw-bonus",
                tip=f"saw-wheel bonus of a quarter of age {age} (L463-L470): "
                f"{game.describe_card(bonus)}",
            )
    for rim in view["rim_bonuses"]:  # rim bonuses, outside the spaces they follow
        rim_bonus(pic, game, cx, cy, r2 + 14, len(spaces), rim)
    if view["arc"]:  # the arc tile covers the start quarter's rim bonuses (L384-L389)
        (ax, ay), (bx, by) = (
            polar(cx, cy, r2 + 15, start / 4),
            polar(cx, cy, r2 + 15, start / 4 + 0.25),
        )
        pic.path(
            f"M{ax:.1f},{ay:.1f} A{r2 + 15},{r2 + 15} 0 0,1 {bx:.1f},{by:.1f}",
            fill="none",
            stroke="#8B5A2B",
            stroke_width=5,
            class_="arc-tile",
            tip="the arc tile: covers the start quarter's rim bonuses until it is empty",
        )
    # the arrowhead at the end of quarter ``arrow``, pointing at the wheel
    turn = (arrow + 1) / QUARTERS
    (tx, ty), (lx, ly), (rx, ry) = (
        polar(cx, cy, r2 + 2, turn),
        polar(cx, cy, r2 + 20, turn - 0.02),
        polar(cx, cy, r2 + 20, turn + 0.02),
    )
    pic.polygon(
        [(tx, ty), (lx, ly), (rx, ry)],
        fill="#B00020",
        stroke=INK,
        class_="arrowhead",
        tip=f"the saw wheel's arrowhead: at the end of quarter {arrow}",
    )


SHORT = {  # an item of a bonus in a few letters (the marks of the workshop's supplies)
    "blueberry": "Bb",
    "lantern": "L",
    "glue_disc": "G",
    "saw_blade_disc": "S",
    "scrap_block": "Sc",
    "reuse_token": "R",
}


def short_effects(effects: Sequence[Any]) -> list[str]:
    """Effects as short marks: ``{gain: {blueberry: 2}}`` is ``2Bb``, ``{vp_now: 2}`` ``2VP``,
    a choice its branches joined by ``/``."""
    out: list[str] = []
    for effect in effects:
        for word, arg in effect.items():
            if word == "gain" and isinstance(arg, Mapping):
                out += [f"{n}{SHORT.get(item, item)}" for item, n in arg.items()]
            elif word == "vp_now":
                out.append(f"{arg}VP")
            elif word == "choose":
                out.append("/".join(" ".join(short_effects(branch)) for branch in arg))
            else:
                out.append(word)
    return out


def short_bonus(game: Woodcraft, card: str) -> str:
    """A rim or saw-wheel bonus in a few letters, for the wheel (its words are the tooltip)."""
    effects = [e for ability in game.catalog[card].abilities for e in ability.do]
    return "+".join(short_effects(effects)) or card


def rim_bonus(
    pic: Svg, game: Woodcraft, cx: float, cy: float, r: float, spaces: int, rim: Mapping[str, Any]
) -> None:
    """One rim bonus beside its wheel space (L381-L399): a tile leaving that space gives it,
    unless the arc tile still covers it (L384-L389; then it is drawn pale)."""
    label = short_bonus(game, rim["bonus"])
    covered = rim["covered"]
    x, y = polar(cx, cy, r, (rim["wheel_space"] + 0.5) / spaces)
    w = 6.2 * len(label) + 6
    x = min(max(x, w / 2 + 2), 322 - w / 2)
    under = " (under the arc tile)" if covered else ""
    tip = (
        f"rim bonus of quarter {rim['quarter']}, space {rim['space']}{under}: "
        f"{game.describe_card(rim['bonus'])}"
    )
    with pic.group(class_="rim-bonus" + (" covered" if covered else ""), tip=tip):
        pic.rect(
            x - w / 2,
            y - 7,
            w,
            14,
            rx=7,
            fill="#EEEEEE" if covered else "#F5C542",
            stroke=MUTED if covered else INK,
            stroke_width=0.8,
        )
        pic.text(x, y + 4, label, size=10, anchor="middle", fill=MUTED if covered else INK)


def market(pic: Svg, game: Woodcraft, view: Mapping[str, Any]) -> None:
    """Right of the wheel: the lumber yard, the decks, the displays, the public orders, the
    reputation tiles, the tool supply and the tile legend."""
    x0 = 330.0
    pic.text(x0, 72, "Lumber yard", size=13, font_weight="bold")
    for i, name in enumerate(view["lumber_yard"]):
        x = x0 + i * 34
        if name is None:
            pic.rect(x, 80, 28, 28, rx=4, fill="none", stroke=MUTED, stroke_dasharray="3 2")
        else:
            with pic.group(class_="yard-die"):
                die(pic, x, 80, name, 28)
    x = x0 + 220
    pic.text(x, 72, "Decks", size=13, font_weight="bold")
    decks = {"orders": "order_deck", "helpers": "helper_deck", "solo": "solo_deck"}
    for i, (deck, key) in enumerate(decks.items()):
        n = view[key]
        if deck == "solo" and not n:
            continue
        bx = x + i * 82
        pic.text(bx, 98, deck, size=11)
        pic.backs(bx, 104, n, w=14, h=20, what=f"{deck.rstrip('s')} card")
    y = 142
    pic.text(x0, y, "Orders on display", size=13, font_weight="bold")
    pic.text(x0 + 236, y, "Helpers on display", size=13, font_weight="bold")
    for i, order in enumerate(view["order_display"]):
        slot(pic, game, x0 + i * 56, y + 8, order, "order", "#FFF7E0")
    for i, helper in enumerate(view["helper_display"]):
        slot(pic, game, x0 + 236 + i * 56, y + 8, helper, "helper", "#F3E6F5")
    y = 212
    pic.text(x0, y, "Public orders", size=13, font_weight="bold")
    for i, public in enumerate(view["public_orders"]):
        order, still = public["card"], public["open"]
        bx = x0 + i * 56
        words = "may be claimed" if still else "closed"
        with pic.group(class_="public-order" + (" closed" if not still else "")):
            pic.card(
                bx,
                y + 8,
                52,
                32,
                card_face(game, order),
                tip=f"public order {order} ({words}): {game.describe_card(order)}",
                fill="#E8F4EA" if still else "#DDDDDD",
            )
            if not still:
                pic.line(bx + 3, y + 37, bx + 49, y + 11, stroke="#B00020", stroke_width=2)
    rx = x0 + max(len(view["public_orders"]), 4) * 56 + 10
    reputation_tiles(pic, game, rx, y, view)
    y = 282
    supply = view.get("tools_supply")
    title = "Tools (tiles left)" if supply is not None else "Tools"
    pic.text(x0, y, title, size=13, font_weight="bold")
    for i, tool in enumerate(game.tools):
        bx, by = x0 + (i % 6) * 76, y + 8 + (i // 6) * 26
        left = f" ×{supply[tool]}" if supply is not None else ""
        with pic.group(class_="tool-supply"):
            pic.rect(
                bx,
                by,
                72,
                22,
                rx=3,
                fill="#EDE3D1",
                stroke=MUTED,
                tip=f"{tool_name(game, tool)}{left}",
            )
            pic.text(bx + 4, by + 15, f"{short_tool(game, tool)}{left}", size=11)
    y = 352
    for i, (fill, mark, name) in enumerate(TILES.values()):
        bx, by = x0 + (i % 4) * 116, y + (i // 4) * 18 - 12
        pic.rect(bx, by, 22, 14, fill=fill, stroke=INK, stroke_width=0.8)
        pic.text(bx + 11, by + 11, mark, size=9, anchor="middle", font_weight="bold")
        pic.text(bx + 26, by + 11, name, size=10)


def reputation_tiles(
    pic: Svg, game: Woodcraft, x: float, y: float, view: Mapping[str, Any]
) -> None:
    """The reputation tiles on their track spaces (L169-L184), a token for each seat that
    reached one (L1269-L1291), a tile the neutral marker reached first struck out as removed
    (solo, L1480-L1482), and the neutral marker."""
    pic.text(x, y, "Reputation tiles", size=13, font_weight="bold")
    for i, tile in enumerate(view["reputation_tiles"]):
        bx = x + i * 90
        name, removed, space = tile["tile"], tile["removed"], view["reputation_spaces"][i]
        state = "removed by the neutral marker (L1480-L1482)" if removed else "on the track"
        with pic.group(class_="reputation-tile" + (" removed" if removed else "")):
            pic.card(
                bx,
                y + 8,
                50,
                32,
                card_face(game, name),
                tip=f"reputation tile {name} on space {space}, {state}: {rewards(game, name)}",
                fill="#DDDDDD" if removed else "#FCEBD5",
            )
            pic.text(bx, y + 53, f"space {space}", size=10, fill=MUTED)
            if removed:
                pic.line(bx + 3, y + 37, bx + 47, y + 11, stroke="#B00020", stroke_width=2)
                pic.text(bx, y + 65, "removed", size=10, fill="#B00020", font_weight="bold")
            # in the order they arrived: the round each seat reached it, 0 not yet
            arrived = sorted((r, q) for q, r in enumerate(tile["reached"]) if r > 0)
            for k, (when, seat) in enumerate(arrived):
                pic.seat_token(
                    bx + 61 + k % 2 * 15,
                    y + 15 + k // 2 * 15,
                    seat,
                    r=6.5,
                    tip=f"seat {seat_letter(seat)} reached {name} in round {when}",
                )
    if len(view["workshops"]) == 1:
        pic.text(
            x + 124,
            y,
            f"neutral marker: {view['neutral_marker']}",
            size=11,
            tip="solo: the neutral marker on the reputation track (L1395-L1397)",
        )


def rewards(game: Woodcraft, tile: str) -> str:
    found = [
        f"{c.prop_str('side')} {c.prop_str('rank')}: {game.describe_card(c.id)}"
        for c in game.catalog.of_kind("reputation_reward")
        if c.prop_str("tile") == tile
    ]
    return "; ".join(found) or game.describe_card(tile)


def tool_name(game: Woodcraft, tool: str) -> str:
    """A tool kind's name (L1071-L1073 names the mallet and the wrench; the others by their
    number, ``tool kind 4``: the text view's words)."""
    return tool_words(game, tool)


def short_tool(game: Woodcraft, tool: str) -> str:
    name = tool_name(game, tool).removeprefix("tool ")
    return name if len(name) <= 7 else name[:7]


def slot(pic: Svg, game: Woodcraft, x: float, y: float, card: str, what: str, fill: str) -> None:
    if card:
        pic.card(
            x,
            y,
            52,
            40,
            card_face(game, card),
            tip=f"{what} {card}: {game.describe_card(card)}",
            fill=fill,
        )
    else:
        pic.rect(x, y, 52, 40, rx=4, fill="none", stroke=MUTED, stroke_dasharray="4 3")


def die(pic: Svg, x: float, y: float, name: str, size: float, count: int = 1) -> None:
    """A die in its colour with its pips and the colour's letter (two cues)."""
    color, value = die_parts(name)
    fill, pips, letter = DIE_STYLE.get(color, ("#BBBBBB", INK, "?"))
    many = f"{count} {name} dice" if count != 1 else f"a {name} die"
    pic.die(x, y, value, fill, size, pips, tip=many)
    pic.text(x + size - 1.5, y + size - 1.5, letter, size=size * 0.36, anchor="end", fill=pips)


def chip(pic: Svg, x: float, y: float, fill: str, mark: str, tip: str, size: float = 18) -> None:
    pic.rect(x, y, size, size, rx=size / 2, fill=fill, stroke=INK, stroke_width=0.8, tip=tip)
    pic.text(x + size / 2, y + size * 0.68, mark, size=size * 0.5, anchor="middle")


def workshop(
    pic: Svg, game: Woodcraft, y: float, p: int, w: Mapping[str, Any], seat: int | None
) -> None:
    """One seat's board: supplies and tracks, lumber stack, pots, tiles, rooms with helpers,
    orders by row, attic with tools, hand and fulfilled orders."""
    pic.rect(6, y, WIDTH - 12, SHOP_H - 8, rx=6, fill="none", stroke=seat_color(p), stroke_width=3)
    mine = " (you)" if seat == p else ""
    pic.seat_label(14, y + 22, p, f"Seat {seat_letter(p)}{mine}")
    pic.text(
        150,
        y + 22,
        f"points {w['points']} · reputation {w['reputation']} · marketing {w['marketing']} · "
        f"income: hazelnut {w['hazelnut_income']}, blueberry {w['blueberry_income']}",
        size=13,
    )
    if w["tile"]:
        fill, mark, name = TILES.get(w["tile"], ("#BBBBBB", "?", w["tile"]))
        pic.rect(WIDTH - 40, y + 9, 24, 16, fill=fill, stroke=INK, tip=f"this turn's tile: {name}")
        pic.text(WIDTH - 28, y + 21, mark, size=10, anchor="middle", font_weight="bold")
        pic.text(WIDTH - 44, y + 22, "tile", size=11, anchor="end", fill=MUTED)
    # supplies
    x = 14.0
    for key, fill, mark, words in SUPPLY:
        n = w[key]
        with pic.group(class_=f"supply {key}"):
            chip(pic, x, y + 34, fill, mark, f"{n} {words}")
            pic.text(x + 21, y + 48, str(n), size=12)
        x += 44
    # lumber stack: each kind of die with its count
    pic.text(282, y + 48, "lumber", size=11, fill=MUTED)
    dice = list(w["dice"].items())
    for i, (name, n) in enumerate(dice):
        dx, dy = 326 + (i % 12) * 39, y + 32 + (i // 12) * 24
        with pic.group(class_="stack-die"):
            die(pic, dx, dy, name, 21, n)
            if n > 1:
                pic.text(dx + 23, dy + 15, f"×{n}", size=10)
    # pots with their trees, saw, upgrade and glue tiles
    ty = y + 86
    pic.text(14, ty - 6, "pots", size=11, fill=MUTED)
    for c, color in enumerate(DIE_STYLE):
        px = 14 + c * 32
        built = c < w["pots"]
        tree = w["trees"].get(color)
        if tree is not None:
            with pic.group(class_="tree"):
                die(pic, px, ty, f"{color} {tree}", 28)
        else:
            pic.rect(
                px,
                ty,
                28,
                28,
                rx=6,
                fill="#E8D9B5" if built else "none",
                stroke=INK if built else MUTED,
                stroke_dasharray=None if built else "3 2",
                class_="pot" if built else "pot-space",
                tip=f"{color} pot: {'empty' if built else 'not built'}",
            )
    tiles_row(pic, 120, ty, "saws", w["saw_tiles"], "saw")
    tiles_row(pic, 196, ty, "upgrades", w["upgrade_tiles"], "upgrade")
    glue = w["glue_tile"]
    tiles_row(pic, 272, ty, "glue", [] if glue == "not placed" else [glue], "glue")
    # rooms: 2 rows of 4 (room 0 at the top left)
    ry = y + 134
    pic.text(14, ry - 6, "rooms (helpers)", size=11, fill=MUTED)
    for i, helper in enumerate(w["helpers"]):
        hx, hy = 14 + (i % 4) * 76, ry + (i // 4) * 38
        if helper:
            pic.card(
                hx,
                hy,
                72,
                34,
                card_face(game, helper),
                tip=f"room {i}: helper {helper}: {game.describe_card(helper)}",
                fill="#F3E6F5",
            )
        else:
            pic.rect(hx, hy, 72, 34, rx=4, fill="#FAF6EE", stroke="#CCBBAA", tip=f"room {i}: empty")
    # orders beside the board, by row (L1021-L1057)
    ox = 330.0
    pic.text(ox, ty - 6, "orders by row", size=11, fill=MUTED)
    rows: list[list[str]] = [[] for _ in range(5)]
    for beside in w["orders"]:
        order, row = beside["card"], beside["row"]
        rows[min(max(row, 1), 5) - 1].append(order)
    for r, orders in enumerate(rows):
        oy = ty + r * 24
        pic.text(
            ox,
            oy + 15,
            f"row {r + 1}",
            size=11,
            tip=f"row {r + 1}: {game.describe_card(f'row-{r + 1}')}",
        )
        for i, order in enumerate(orders):
            with pic.group(class_=f"order order-row-{r + 1}"):
                pic.card(
                    ox + 44 + i * 50,
                    oy,
                    46,
                    21,
                    card_face(game, order),
                    tip=f"order {order} in row {r + 1}: {game.describe_card(order)}",
                    fill="#FFF7E0",
                    size=11,
                )
    # attic: 4 spaces on top, 3 in the middle, 4 below
    ax = 600.0
    pic.text(ax, ty - 6, "attic (tools)", size=11, fill=MUTED)
    attic = dict(zip(game.attic_ids, w["attic"], strict=False))
    for r, names in enumerate(ATTIC_ROWS):
        for i, space in enumerate(names):
            cx = ax + i * 47 + (23 if len(names) == 3 else 0)
            cy = ty + r * 27
            tool = attic.get(space, "")
            if tool:
                with pic.group(class_="attic-tool"):
                    pic.rect(
                        cx,
                        cy,
                        44,
                        23,
                        rx=3,
                        fill="#EDE3D1",
                        stroke=INK,
                        tip=f"attic space {space}: {tool_name(game, tool)}",
                    )
                    pic.text(cx + 22, cy + 16, short_tool(game, tool), size=10, anchor="middle")
            else:
                pic.rect(
                    cx,
                    cy,
                    44,
                    23,
                    rx=3,
                    fill="none",
                    stroke="#CCBBAA",
                    stroke_dasharray="3 2",
                    tip=f"attic space {space}: empty",
                )
    # hand, fulfilled orders, claims, setup cards
    by = y + 216
    x = 14.0
    x = hidden_or_shown(pic, game, x, by, "hand", w["hand"], "hand order", "#FFF7E0")
    x = hidden_or_shown(pic, game, x + 8, by, "done", w["fulfilled"], "fulfilled order", "#E4F2E4")
    if w["claims"]:
        x = hidden_or_shown(pic, game, x + 8, by, "claims", w["claims"], "claimed order", "#E8F4EA")
    if w["dealt_orders"]:
        x = hidden_or_shown(pic, game, x + 8, by, "dealt", w["dealt_orders"], "dealt order", "#FFF")
    if w["dealt_helpers"]:
        hidden_or_shown(pic, game, x + 8, by, "dealt", w["dealt_helpers"], "dealt helper", "#FFF")


def tiles_row(pic: Svg, x: float, y: float, label: str, tiles: Sequence[str], what: str) -> None:
    """Workshop tiles placed: usable (white) or used this round (grey, crossed)."""
    pic.text(x, y - 6, label, size=11, fill=MUTED)
    for i, tile in enumerate(tiles):
        used = tile == "used"
        tx = x + i * 22
        state = "used" if used else "ready"
        pic.rect(
            tx,
            y,
            18,
            28,
            rx=2,
            fill="#BBBBBB" if used else "#FFFFFF",
            stroke=INK,
            class_=f"{what}-tile {state}",
            tip=f"{what} tile {i + 1}: {state}",
        )
        if used:
            pic.line(tx + 2, y + 26, tx + 16, y + 2, stroke=INK, stroke_width=1.2)


def hidden_or_shown(
    pic: Svg,
    game: Woodcraft,
    x: float,
    y: float,
    label: str,
    cards: int | Sequence[str],
    what: str,
    fill: str,
) -> float:
    """Face-up cards with their descriptions, or as many backs; returns the x after them."""
    pic.text(x, y + 17, label, size=11, fill=MUTED)
    x += 6 + len(label) * 7
    if isinstance(cards, int):
        return pic.backs(x, y, cards, w=16, h=24, what=what) if cards else x + 10
    for i, card in enumerate(cards):
        if x > WIDTH - 90 and i < len(cards) - 1:  # no room: the rest as a count
            rest = ", ".join(cards[i:])
            pic.text(x, y + 17, f"+{len(cards) - i}", size=12, tip=f"{what}s: {rest}")
            return x + 30
        tip = f"{what} {card}: {game.describe_card(card)}"
        pic.card(x, y, 44, 24, card_face(game, card), tip=tip, fill=fill, size=10)
        x += 47
    return x + 4 if cards else x + 10
