"""A small SVG writer and the shared picture vocabulary: seat colours, tokens, card backs.

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

Seat colours are the Okabe-Ito palette (safe for the common colour-vision deficiencies), and
every seat token also carries the seat's letter, so colour is never the only cue.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any
from xml.sax.saxutils import quoteattr

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
_names: dict[str, str] = {}


def escape(text: str) -> str:
    """``text`` as XML character data."""
    return text.translate(TEXT)


def _attrs(values: dict[str, object]) -> str:
    """` name="value"` for each attribute: keyword names as SVG's, values escaped."""
    parts = []
    for key, value in values.items():
        if value is None:
            continue
        name = _names.get(key)
        if name is None:
            name = _names[key] = key.rstrip("_").replace("_", "-")
        if type(value) is int:
            parts.append(f' {name}="{value}"')
        elif type(value) is float:
            parts.append(f' {name}="{_number(value)}"')
        else:
            parts.append(f' {name}="{str(value).translate(ATTRIBUTE)}"')
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
        label: str,
        tip: str | None = None,
        fill: str = "#FFFFFF",
        size: float = 12,
    ) -> None:
        """A face-up card with its id; ``tip`` says what it does (from its YAML)."""
        with self.group(tip=tip, class_="card"):
            self.rect(x, y, w, h, rx=4, fill=fill, stroke=INK, stroke_width=1)
            self.text(x + w / 2, y + h / 2 + size * 0.35, label, size=size, anchor="middle")

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


def titled(name: str, width: int, height: int, view: Any, seat: int | None, detail: str) -> Svg:
    """A picture headed by the game's ``name``, who moves and at which decision (from the
    observation ``view``: ``to_move``, ``decision``), and ``detail`` with whose view it is."""
    who = "public view" if seat is None else f"seat {seat_letter(seat)}'s view"
    pic = Svg(width, height, title=f"{name}, {who}")
    pic.text(12, 24, name, size=20, font_weight="bold")
    to_move = view["to_move"]
    mover = f"seat {seat_letter(to_move)}" if to_move >= 0 else "chance"
    status = "game over" if view["decision"] is None else f"to move: {mover} ({view['decision']})"
    pic.text(width - 12, 24, f"{detail} · {who}", size=14, anchor="end")
    pic.text(12, 46, status, size=14, fill=MUTED)
    return pic
