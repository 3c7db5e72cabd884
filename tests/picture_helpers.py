"""Reading the pictures back in tests: parse an SVG and find its parts by class."""

from __future__ import annotations

import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    """The picture as an element tree (raises ParseError if it is not well-formed)."""
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return root


def with_class(root: ET.Element, name: str) -> list[ET.Element]:
    """Every element under ``root`` whose class list holds ``name``."""
    return [e for e in root.iter() if name in (e.get("class") or "").split()]


def part(root: ET.Element, name: str) -> ET.Element:
    """The one element whose class list holds ``name`` (a seat's sheet, village...)."""
    found = with_class(root, name)
    assert len(found) == 1, f"{len(found)} elements of class {name}"
    return found[0]


def text(root: ET.Element) -> str:
    """All the words of a part: its texts and tooltips."""
    return " ".join(root.itertext())
