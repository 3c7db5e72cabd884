"""One entry as a game loaded it: ``boardrules cards GAME --show ID``.

Printed from the loaded ``Card`` (defaults filled in, the ``do`` shorthand already an
``on_play`` ability), with the references under which the runtime keeps its effect lists and
costs, and where the game deals it, so a contributor sees what the game will run.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

import yaml

from boardrules.cards.schema import Ability, Card

if TYPE_CHECKING:
    from boardrules.engine import Game


def flow(value: object) -> str:
    """A value as one line of YAML (tuples as lists)."""
    text: str = yaml.safe_dump(_plain(value), default_flow_style=True, sort_keys=False, width=10**6)
    return text.strip().removesuffix("...").strip()


def _plain(value: object) -> object:
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def ability_lines(ab: Ability, effects: Mapping[str, object]) -> list[str]:
    """An ability: its reference, timing and keys, and the effect lists compiled from it."""
    head = f"    {ab.ref}: when {flow(ab.when)}"
    keys = [("window", ab.window), ("usage", ab.usage), ("optional", ab.optional)]
    head += "".join(f", {k} {v}" for k, v in keys if v is not None)
    lines = [head]
    if ab.if_ is not None:
        lines.append(f"      if: {flow(ab.if_)}")
    if ab.cost:
        lines.append(f"      cost ({ab.ref}/cost): {flow(ab.cost)}")
    if ab.modifier is not None:
        lines.append(f"      modifier: {flow(ab.modifier)}")
    for k, tier in enumerate(ab.tiers):
        lines.append(f"      tier {k} ({ab.ref}/tiers/{k}): {flow(tier)}")
    if f"{ab.ref}/do" in effects:
        lines.append(f"      do ({ab.ref}/do): {flow(effects[f'{ab.ref}/do'])}")
    return lines


def show_card(game: Game, card_id: str) -> str:
    """The entry ``card_id`` of ``game`` as the game loaded it, in a few lines."""
    card: Card = game.catalog[card_id]
    path = Path(card.file)
    where = f"{path.parent.name}/{path.name}" if path.parent.name else path.name
    where += f":{card.line}"
    lines = [f"{card.id}: {card.kind}, set {card.set}, {where}"]
    name = ", ".join(f"{lang} {text!r}" for lang, text in card.name.items())
    if name:
        lines.append(f"  name: {name}")
    src = card.source
    parts = [f"{k}: {getattr(src, k)}" for k in ("rulebook", "external", "assumed")]
    lines.append(f"  source ({src.kind}): " + "; ".join(p for p in parts if not p.endswith("None")))
    lines.append(f"  reads: {game.describe_card(card_id)}")
    dealt = f"copies {card.copies}, players {list(card.players) if card.players else 'all'}"
    lines.append(f"  dealt: {dealt}" + (f", deck {card.deck}" if card.deck else ""))
    for key, value in card.props.items():
        lines.append(f"  {key}: {flow(value)}")
    if card.cost:
        lines.append(f"  cost ({card.id}/cost): {flow(card.cost)}")
    if card.if_ is not None:
        lines.append(f"  if: {flow(card.if_)}")
    if card.score is not None:
        lines.append(f"  score: {flow(card.score)}")
    if card.abilities:
        lines.append("  abilities:")
        for ab in card.abilities:
            lines += ability_lines(ab, game.effects)
    return "\n".join(lines)
