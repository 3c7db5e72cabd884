"""A small SVG writer and the shared picture vocabulary: seat colours, tokens, card faces
and card backs.

A game draws its table from an observation (never from the state itself) with ``Svg``, which
writes well-formed SVG 1.1 text: every attribute value and every text is XML-escaped, so a card
name with ``<`` or ``&`` cannot break the picture. Pictures are meant to be read at 800 px wide.

>>> pic = Svg(200, 60, title="demo")
>>> pic.rect(5, 5, 50, 50, fill=seat_color(0), tip="seat A & friends")
>>> pic.text(100, 35, "3 < 4", size=14)
>>> print(pic.render()[:71])
<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox
>>> "seat A &amp; friends" in pic.render() and "3 &lt; 4" in pic.render()
True

A card is drawn as its face (``Svg.face``): name, cost, condition, effect and points in words,
as the game's describer reads them from the card's YAML (``boardrules.cards.describe.face``),
wrapped and cut to the card's size; the id stays small in a corner and the whole text is the
tooltip.

>>> face = Face(id="S-05", name="Sawmill", cost="2 wood", text="Gain 3 glue.", points="4")
>>> pic = Svg(200, 120)
>>> pic.face(10, 10, 120, 90, face)
>>> "Sawmill" in pic.render() and "2 wood" in pic.render() and "4 VP" in pic.render()
True
>>> face.line()
'S-05 Sawmill · cost 2 wood · Gain 3 glue. · 4 VP at the end'

Seat colours are the Okabe-Ito palette (safe for the common colour-vision deficiencies), and
every seat token also carries the seat's letter, so colour is never the only cue.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from typing import Any
from xml.sax.saxutils import quoteattr

import attrs

from boardrules.safety import XML_CONTROLS

NS = "http://www.w3.org/2000/svg"

# Okabe & Ito (2008), "Color Universal Design": distinguishable with protanopia, deuteranopia
# and tritanopia; a letter is drawn on every token as the second cue.
SEAT_COLORS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9")
SEAT_LETTERS = "ABCDEF"
INK = "#222222"
PAPER = "#FFFDF7"
MUTED = "#6B6B6B"
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"


def seat_color(seat: int) -> str:
    """The fill colour of ``seat`` (0-based)."""
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def seat_letter(seat: int) -> str:
    """The letter drawn on ``seat``'s tokens: A for seat 0, B for seat 1..."""
    return SEAT_LETTERS[seat % len(SEAT_LETTERS)]


def text_on(seat: int) -> str:
    """Black or white text, whichever reads better on ``seat``'s colour."""
    return "#FFFFFF" if seat % len(SEAT_COLORS) in (0, 4) else "#000000"


@attrs.frozen
class Face:
    """What a card's face says, in words (``boardrules.cards.describe.face`` reads it from
    the card's YAML): ``points`` is the VP it scores at the end (a number or a rule),
    ``when`` when it scores them, ``rules`` the rulebook lines of an entry that has no words
    of its own."""

    id: str
    name: str = ""
    kind: str = ""
    cost: str = ""
    needs: str = ""
    text: str = ""
    points: str = ""
    when: str = "at the end"
    rules: str = ""

    def words(self) -> str:
        """The whole face as sentences (``game.describe_card``)."""
        parts = [f"Requires {self.needs}." if self.needs else ""]
        parts += [f"Cost: {self.cost}." if self.cost else "", self.text]
        parts.append(f"Scores {self.points} VP {self.when}." if self.points else "")
        parts = [p for p in parts if p]
        if self.name and parts:
            parts[0] = f"{self.name}: {parts[0]}"
        if self.rules:
            parts.append(f"Rules: {self.rules}.")
        return " ".join(parts)

    def line(self) -> str:
        """The face on one line for the terminal: id and name, cost, condition, effect,
        points."""
        parts = [f"{self.id} {self.name}" if self.name else self.id]
        parts += [
            f"cost {self.cost}" if self.cost else "",
            f"needs {self.needs}" * bool(self.needs),
        ]
        parts.append(self.text)
        parts.append(f"{self.points} VP {self.when}" if self.points else "")
        return " · ".join(p for p in parts if p)

    def block(self) -> str:
        """The face as a few labelled lines (``help ID``)."""
        rows = [f"{self.id}: {self.name or self.kind}" + (f" ({self.kind})" * bool(self.name))]
        fields = (
            ("cost", self.cost),
            ("needs", self.needs),
            ("does", self.text),
            ("points", f"{self.points} VP {self.when}" * bool(self.points)),
            ("rules", self.rules),
        )
        rows += [f"  {label}: {value}" for label, value in fields if value]
        return "\n".join(rows)

    def body(self) -> str:
        """What the face's text area says: condition, effect, and points that are a rule."""
        parts = [f"Needs {self.needs}." if self.needs else "", self.text]
        if self.points and not short_points(self.points):
            parts.append(f"Scores {self.points} VP.")
        return " ".join(p for p in parts if p)


def short_points(points: str) -> bool:
    """Whether ``points`` fit a corner badge (a number)."""
    return points.lstrip("-").isdigit()


def wrap(text: str, chars: int, lines: int) -> list[str]:
    """``text`` in at most ``lines`` lines of at most ``chars`` characters; a cut ends in …"""
    chars = max(chars, 4)
    if lines <= 0:
        return []
    out: list[str] = []
    line = ""
    words = text.split()
    for i, word in enumerate(words):
        while len(word) > chars:  # a word longer than a line is split
            if line:
                out.append(line)
                line = ""
            out.append(word[: chars - 1] + "-")
            word = word[chars - 1 :]
        candidate = f"{line} {word}" if line else word
        if len(candidate) <= chars:
            line = candidate
        else:
            out.append(line)
            line = word
        if len(out) >= lines:
            return [*out[: lines - 1], cut(out[lines - 1], " ".join(words[i:]), chars)]
    if line:
        out.append(line)
    if len(out) > lines:
        return [*out[: lines - 1], cut(out[lines - 1], "more", chars)]
    return out


def cut(line: str, rest: str, chars: int) -> str:
    """``line`` marked as cut (more text follows)."""
    return (line[: chars - 1].rstrip() + "…") if rest else line


def _number(value: float) -> str:
    if isinstance(value, int):
        return str(value)
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text if text not in ("", "-0") else "0"


ATTRIBUTE = str.maketrans(
    {
        **XML_CONTROLS,  # no control character in a picture (a card's text may hold one)
        "&": "&amp;",
        "<": "&lt;",
        ">": "&gt;",
        '"': "&quot;",
        "\n": "&#10;",
        "\r": "&#13;",
        "\t": "&#9;",
    }
)
TEXT = str.maketrans({**XML_CONTROLS, "&": "&amp;", "<": "&lt;", ">": "&gt;"})


def escape(text: str) -> str:
    """``text`` as XML character data."""
    return text.translate(TEXT)


_pieces: dict[tuple[str, object, type], str] = {}
PIECES_KEPT = 50_000  # attribute texts kept (then forgotten): a picture repeats most of them


def _attrs(values: dict[str, object]) -> str:
    """` name="value"` for each attribute: keyword names as SVG's, values escaped (the text
    of a number or a string kept by name, value and type: 1, 1.0 and True are one dict key)."""
    parts = []
    for key, value in values.items():
        if value is None:
            continue
        kind = type(value)
        kept = kind is int or kind is float or kind is str
        piece = _pieces.get((key, value, kind)) if kept else None
        if piece is None:
            name = key.rstrip("_").replace("_", "-")
            if kind is int:
                piece = f' {name}="{value}"'
            elif kind is float:
                piece = f' {name}="{_number(value)}"'  # type: ignore[arg-type]
            else:
                piece = f' {name}="{str(value).translate(ATTRIBUTE)}"'
            if kept:
                if len(_pieces) >= PIECES_KEPT:
                    _pieces.clear()
                _pieces[key, value, kind] = piece
        parts.append(piece)
    return "".join(parts)


class Svg:
    """An SVG picture built element by element; ``render()`` gives its text.

    Attribute keywords use ``_`` for ``-`` (``stroke_width=2``) and a trailing ``_`` for
    Python words (``class_="card"``). ``tip`` adds a ``<title>`` child: a tooltip in a browser.
    """

    def __init__(self, width: float, height: float, title: str = "") -> None:
        self.width, self.height = width, height
        self._parts: list[str] = []
        self._open: list[str] = []
        self.title = title
        # the faces drawn so far, by id, with their fill: ``face_sheet`` draws them readable
        self.shown: dict[str, tuple[Face, str]] = {}

    # --- elements ----------------------------------------------------------------------
    def _element(self, tag: str, tip: str | None, values: dict[str, object]) -> None:
        if tip:
            self._parts.append(f"<{tag}{_attrs(values)}><title>{escape(tip)}</title></{tag}>")
        else:
            self._parts.append(f"<{tag}{_attrs(values)}/>")

    def rect(
        self, x: float, y: float, w: float, h: float, tip: str | None = None, **attrs: object
    ) -> None:
        self._element("rect", tip, {"x": x, "y": y, "width": w, "height": h, **attrs})

    def circle(
        self, cx: float, cy: float, r: float, tip: str | None = None, **attrs: object
    ) -> None:
        self._element("circle", tip, {"cx": cx, "cy": cy, "r": r, **attrs})

    def line(
        self, x1: float, y1: float, x2: float, y2: float, tip: str | None = None, **attrs: object
    ) -> None:
        self._element("line", tip, {"x1": x1, "y1": y1, "x2": x2, "y2": y2, **attrs})

    def polygon(
        self, points: Sequence[tuple[float, float]], tip: str | None = None, **attrs: object
    ) -> None:
        shown = " ".join(f"{_number(x)},{_number(y)}" for x, y in points)
        self._element("polygon", tip, {"points": shown, **attrs})

    def path(self, d: str, tip: str | None = None, **attrs: object) -> None:
        self._element("path", tip, {"d": d, **attrs})

    def text(
        self,
        x: float,
        y: float,
        content: str,
        size: float = 13,
        anchor: str = "start",
        tip: str | None = None,
        **attrs: object,
    ) -> None:
        """One line of text at baseline ``y`` (``anchor``: start, middle or end)."""
        values = {"x": x, "y": y, "font_size": size, "text_anchor": anchor, **attrs}
        inner = escape(content) + (f"<title>{escape(tip)}</title>" if tip else "")
        self._parts.append(f"<text{_attrs(values)}>{inner}</text>")

    @contextmanager
    def group(self, tip: str | None = None, **attrs: object) -> Iterator[None]:
        """A ``<g>`` around what the ``with`` block draws (``transform=``, ``class_=``...)."""
        self._parts.append(f"<g{_attrs(attrs)}>")
        if tip:
            self._parts.append(f"<title>{escape(tip)}</title>")
        try:
            yield
        finally:
            self._parts.append("</g>")

    def raw_defs(self) -> str:
        """Shared definitions: the hatching of card backs."""
        return (
            "<defs><pattern id='back' width='8' height='8' patternUnits='userSpaceOnUse' "
            "patternTransform='rotate(45)'><rect width='8' height='8' fill='#5B4A8B'/>"
            "<rect width='3' height='8' fill='#8C7BC0'/></pattern></defs>"
        )

    def render(self) -> str:
        head = (
            f'<svg xmlns="{NS}" width="{_number(self.width)}" height="{_number(self.height)}" '
            f'viewBox="0 0 {_number(self.width)} {_number(self.height)}" '
            f"font-family={quoteattr(FONT)} role='img'>"
        )
        title = f"<title>{escape(self.title)}</title>" if self.title else ""
        background = f"<rect width='100%' height='100%' fill='{PAPER}'/>"
        return head + title + self.raw_defs() + background + "".join(self._parts) + "</svg>"

    # --- the shared vocabulary ----------------------------------------------------------
    def seat_token(
        self, cx: float, cy: float, seat: int, r: float = 10, tip: str | None = None
    ) -> None:
        """A disc in the seat's colour with its letter: colour and letter, two cues."""
        with self.group(tip=tip, class_=f"token token-{seat_letter(seat)}"):
            self.circle(cx, cy, r, fill=seat_color(seat), stroke=INK, stroke_width=1)
            self.text(
                cx,
                cy + r * 0.42,
                seat_letter(seat),
                size=r * 1.2,
                anchor="middle",
                fill=text_on(seat),
                font_weight="bold",
            )

    def seat_label(self, x: float, y: float, seat: int, text: str, size: float = 15) -> None:
        """A heading for a seat's area: its token, then ``text``."""
        self.seat_token(x + 9, y - size * 0.35, seat, r=9)
        self.text(x + 24, y, text, size=size, font_weight="bold", fill=INK)

    def card(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        label: str | Face,
        tip: str | None = None,
        fill: str = "#FFFFFF",
        size: float = 12,
    ) -> None:
        """A face-up card: its ``Face`` (``face``), or a plain ``label`` (a tile, a token);
        ``tip`` says what it does (from its YAML)."""
        if isinstance(label, Face):
            self.face(x, y, w, h, label, fill=fill, size=size, tip=tip)
            return
        with self.group(tip=tip, class_="card"):
            self.rect(x, y, w, h, rx=4, fill=fill, stroke=INK, stroke_width=1)
            self.text(x + w / 2, y + h / 2 + size * 0.35, label, size=size, anchor="middle")

    def face(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        face: Face,
        fill: str = "#FFFFFF",
        size: float = 9,
        top: float = 0,
        tip: str | None = None,
        drawing: Callable[[Svg, float, float, float, float], None] | None = None,
    ) -> None:
        """A face-up card as its face: the name on top (the id small in the top right
        corner), the cost, then the condition and effect wrapped to the card, VP in a
        badge bottom right; on a card too small for that, the name (or id) and the VP on
        one line and the cost below if it fits. ``top`` keeps that much height free under
        the name for ``drawing(pic, x, y, w, h)``, drawn there (a game's picture of the
        card: Kleine Völker's pattern); ``tip`` (default: the whole face in words)
        is the tooltip. The face is remembered for ``face_sheet``."""
        self.shown.setdefault(face.id, (face, fill))
        said = tip if tip is not None else f"{face.id}: {face.words()}"
        badge = short_points(face.points)
        with self.group(tip=said, class_="card face", data_card=face.id):
            self.rect(x, y, w, h, rx=4, fill=fill, stroke=INK, stroke_width=1)
            if h < size * 3.2:
                self._compact(x, y, w, h, face, size, badge)
                return
            per_line = size * 1.15
            chars = int((w - 6) / (size * 0.5))
            id_size = max(size * 0.7, 6)
            id_w = len(face.id) * id_size * 0.62 + 4
            name = face.name or face.id
            name_chars = int((w - 6 - (id_w if face.name else 0)) / (size * 0.62))
            corner = bool(face.name)
            if face.name and name_chars < min(len(face.name), 6):  # too narrow: the id
                name, corner = face.id, False
                name_chars = int((w - 6) / (size * 0.62))
            self.text(
                x + 3,
                y + size + 2,
                cut(name[:name_chars], name[name_chars:], name_chars),
                size=size,
                font_weight="bold",
                class_="card-name",
            )
            if corner:
                self.text(
                    x + w - 3, y + id_size + 1, face.id, size=id_size, anchor="end", fill=MUTED
                )
            if drawing is not None and top:
                drawing(self, x + 3, y + size + 4, w - 6, top)
            line_y = y + size + 2 + per_line + top
            bottom = y + h - 3 - (size * 1.1 if badge else 0)
            room = max(int((bottom - line_y + size) / per_line), 0)
            lines: list[tuple[str, str]] = []
            if face.cost:  # on a small card the colour alone marks the cost
                said = f"cost {face.cost}" if chars >= 16 else face.cost
                lines += [("card-cost", t) for t in wrap(said, chars, 2)]
            lines += [("card-text", t) for t in wrap(face.body(), chars, room)]
            if len(lines) > room and room:
                last_kind, last = lines[room - 1]
                lines = [*lines[: room - 1], (last_kind, cut(last, "more", chars))]
            for k, (kind, t) in enumerate(lines[:room]):
                colour = "#7A4B00" if kind == "card-cost" else INK
                self.text(
                    x + 3, line_y + k * per_line, t, size=size * 0.9, fill=colour, class_=kind
                )
            if badge:
                self.text(
                    x + w - 4,
                    y + h - 4,
                    f"{face.points} VP",
                    size=size,
                    anchor="end",
                    font_weight="bold",
                    class_="card-points",
                )

    def _compact(
        self, x: float, y: float, w: float, h: float, face: Face, size: float, badge: bool
    ) -> None:
        """A small card: name (or id) and VP on one line, the cost below if it fits."""
        points = f"{face.points}VP" if badge else ""
        name = face.name or face.id
        room = int((w - 5 - len(points) * size * 0.6) / (size * 0.6))
        if room < min(len(name), 5):  # too narrow for both: the name (or id) wins
            badge, points = False, ""
            room = int((w - 5) / (size * 0.6))
        one_line = h < size * 2.2
        base = y + (h / 2 + size * 0.35 if one_line else size + 1)
        self.text(x + 3, base, cut(name[:room], name[room:], room), size=size, class_="card-name")
        if badge:
            self.text(
                x + w - 2,
                base,
                points,
                size=size,
                anchor="end",
                font_weight="bold",
                class_="card-points",
            )
        if not one_line and (face.cost or face.text):
            chars = int((w - 5) / (size * 0.5))
            said = face.cost or face.body()
            self.text(
                x + 3,
                y + h - 3,
                cut(said[:chars], said[chars:], chars),
                size=size * 0.85,
                fill="#7A4B00" if face.cost else INK,
                class_="card-cost" if face.cost else "card-text",
            )

    def face_sheet(
        self,
        heading: str = "Cards face up in this picture",
        columns: int = 4,
        h: float = 84,
        size: float = 10,
        top: float | Callable[[str], float] = 0,
        extra: Callable[..., None] | None = None,
    ) -> None:
        """Every face drawn so far, readable, in a grid under the picture (which grows to
        hold it), in the order first drawn: name, cost, condition, effect, points. ``extra``
        draws into the ``top`` height kept free on each card (``extra(pic, x, y, w, h,
        card=card_id)``; ``top`` may be a function of the card's id)."""
        faces = list(self.shown.values())
        if not faces:
            return
        gap = 8
        w = (self.width - 24 - gap * (columns - 1)) / columns
        y0 = self.height + 4
        rows = (len(faces) + columns - 1) // columns
        self.height = y0 + 22 + rows * (h + gap) + 4
        with self.group(class_="face-sheet"):
            self.line(12, y0 - 2, self.width - 12, y0 - 2, stroke=MUTED, stroke_width=0.6)
            self.text(12, y0 + 15, heading, size=13, font_weight="bold", fill=INK)
            for k, (face, fill) in enumerate(faces):
                x = 12 + (k % columns) * (w + gap)
                y = y0 + 22 + (k // columns) * (h + gap)
                drawing = None
                if extra is not None:
                    drawing = partial(extra, card=face.id)
                room = top(face.id) if callable(top) else top
                self.face(x, y, w, h, face, fill=fill, size=size, top=room, drawing=drawing)

    def card_back(
        self, x: float, y: float, w: float, h: float, tip: str = "a face-down card"
    ) -> None:
        """A face-down card: hatched, no id (hidden parts are drawn as backs)."""
        self.rect(x, y, w, h, tip=tip, rx=4, fill="url(#back)", stroke=INK, stroke_width=1)
        self._parts[-1] = self._parts[-1].replace("<rect", "<rect class='back'", 1)

    def backs(
        self, x: float, y: float, count: int, w: float = 22, h: float = 32, what: str = "card"
    ) -> float:
        """``count`` card backs in a fanned pile with the count beside it; returns the x
        after the pile."""
        shown = min(count, 5)
        for i in range(shown):
            self.card_back(x + i * 5, y, w, h, tip=f"{count} face-down {what}{'s' * (count != 1)}")
        end = x + (shown - 1) * 5 + w + 4 if shown else x
        self.text(end, y + h / 2 + 5, f"×{count}", size=13, fill=INK)
        return end + 26

    def die(
        self,
        x: float,
        y: float,
        value: int,
        fill: str,
        size: float = 26,
        pip: str = INK,
        tip: str | None = None,
    ) -> None:
        """A die showing ``value`` (1-6) as pips, its number in the tooltip."""
        pips = {
            1: [(2, 2)],
            2: [(1, 1), (3, 3)],
            3: [(1, 1), (2, 2), (3, 3)],
            4: [(1, 1), (3, 1), (1, 3), (3, 3)],
            5: [(1, 1), (3, 1), (2, 2), (1, 3), (3, 3)],
            6: [(1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3)],
        }
        with self.group(tip=tip, class_="die"):
            self.rect(x, y, size, size, rx=size / 6, fill=fill, stroke=INK, stroke_width=1.2)
            for i, j in pips.get(value, []):
                self.circle(x + i * size / 4, y + j * size / 4, size / 11, fill=pip)


def decision_words(game: Any, decision: str) -> str:
    """A decision in the words the terminal's ``help`` gives it (``Menus.decisions``), without
    line numbers or placeholders: ``respond`` is "Hand cards: play a card now, or pass"."""
    said = getattr(getattr(game, "menus", None), "decisions", {}).get(decision)
    if not said:
        return decision.replace("_", " ")
    said = re.sub(r" \((?:L?\d+[^()]*|A\d+|\.\.\.|[^()]*\bN\b[^()]*)\)", "", str(said))
    # the general words' placeholders (a count N, a name ...) are left out
    said = re.sub(r"\bN of N\b|,? \.\.\.|\bN\b ?", "", said)
    said = re.sub(r" (?:for|of)$", "", re.sub(r" +([?,:])", r"\1", said))
    return re.sub(r"  +", " ", said).strip()


LINE_REFS = re.compile(r" ?\((?:L\d+(?:[-–]L?\d+)?(?:, )?)+\)")
STATUS_CHARS = 108  # a line of 14-point text across an 800-pixel picture


def status_line(game: Any, view: Any) -> str:
    """Who moves and what is asked, from the observation ``view`` alone (``to_move``,
    ``decision``): ``to move: seat A, Your sheet: a free action, or end your turn``. A picture
    of the seat to move has its exact ``question`` (``boardrules.menus.picture_view``), which
    this says without the rulebook lines; any other viewer reads the decision's general
    words."""
    if view["decision"] is None:
        return "game over"
    to_move = view["to_move"]
    mover = f"seat {seat_letter(to_move)}" if to_move >= 0 else "chance"
    asked = view.get("question")
    said = LINE_REFS.sub("", asked) if asked else decision_words(game, view["decision"])
    return f"to move: {mover}, {said}"


def status(pic: Svg, game: Any, view: Any, before: str = "", after: str = "") -> None:
    """The status line under a picture's title (``status_line`` between ``before`` and
    ``after``), cut to the picture's width with the whole line as its tooltip."""
    said, tip = status_line(game, view), None
    room = STATUS_CHARS - len(before) - len(after)
    if len(said) > room:
        said, tip = said[: room - 1].rstrip() + "…", said
    pic.text(12, 46, f"{before}{said}{after}", size=14, fill=MUTED, tip=tip)


def titled(
    name: str, width: int, height: int, view: Any, seat: int | None, detail: str, game: Any
) -> Svg:
    """A picture headed by the game's ``name``, who moves and what is asked (from the
    observation ``view``: ``to_move``, ``decision``), and ``detail`` with whose view it is."""
    who = "public view" if seat is None else f"seat {seat_letter(seat)}'s view"
    pic = Svg(width, height, title=f"{name}, {who}")
    pic.text(12, 24, name, size=20, font_weight="bold")
    pic.text(width - 12, 24, f"{detail} · {who}", size=14, anchor="end")
    status(pic, game, view)
    return pic
