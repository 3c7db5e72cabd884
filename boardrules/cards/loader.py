"""Loads a game's card folder into a Catalog of Card objects (raising CardError on any problem)."""

from __future__ import annotations

from collections import Counter
from importlib import resources
from pathlib import Path
from typing import Any

import attrs

from boardrules.cards.schema import Card, structure_card
from boardrules.cards.validate import Problem, check_text
from boardrules.cards.vocabulary import Vocabulary
from boardrules.cards.yamlload import line_of
from boardrules.errors import CardError


@attrs.define
class Catalog:
    """Every entry of one game's data, by id and by kind, in file order."""

    cards: dict[str, Card]

    def of_kind(self, kind: str) -> list[Card]:
        return [c for c in self.cards.values() if c.kind == kind]

    def __getitem__(self, card_id: str) -> Card:
        return self.cards[card_id]

    def provenance_counts(self) -> Counter[str]:
        return Counter(c.source.kind for c in self.cards.values())


def data_dir(game_id: str, package: str = "boardrules.data") -> Path:
    """The installed folder of a game's YAML (``data/<game>`` in a checkout or a wheel).

    A third-party plugin ships its YAML in a package of its own and names it in
    ``Game.data_package``.
    """
    return Path(str(resources.files(package) / game_id))


def load_catalog(
    game_id: str, vocab: Vocabulary, folder: Path | None = None, package: str = "boardrules.data"
) -> Catalog:
    folder = folder or data_dir(game_id, package)
    problems: list[Problem] = []
    cards: dict[str, Card] = {}
    for path in sorted(folder.glob("*.yaml")):
        doc, found = check_text(path.read_text(encoding="utf-8"), str(path), vocab)
        problems.extend(found)
        if found or not isinstance(doc, dict):
            continue
        for card_id, raw in doc.items():
            cid = str(card_id)
            if cid in cards:
                problems.append(
                    Problem(
                        str(path),
                        line_of(doc, card_id),
                        cid,
                        "DUPLICATE-ID",
                        f"also defined in {cards[cid].file}:{cards[cid].line}",
                    )
                )
                continue
            kind_fields = set(vocab.kinds.get(raw["kind"], {}))
            cards[cid] = structure_card(cid, raw, str(path), kind_fields, line_of(doc, card_id))
    if problems:
        raise CardError([str(p) for p in problems])
    return Catalog(cards)


def effect_lists(card: Card) -> dict[str, tuple[Any, ...]]:
    """Every effect list of a card by its reference (``<id>/abilities/<i>/do`` ...)."""
    table: dict[str, tuple[Any, ...]] = {}

    def walk(ref: str, effects: tuple[Any, ...]) -> None:
        table[ref] = effects
        for i, eff in enumerate(effects):
            ((name, params),) = eff.items()
            if name == "choose":
                for k, branch in enumerate(params):
                    walk(f"{ref}/{i}/choose/{k}", branch)
            elif name == "optional":
                walk(f"{ref}/{i}/optional", params)
            elif name in ("repeat",):
                walk(f"{ref}/{i}/do", params["do"])
            elif name == "check":
                walk(f"{ref}/{i}/then", params.get("then", ()))
                walk(f"{ref}/{i}/else", params.get("else", ()))

    for ab in card.abilities:
        walk(f"{ab.ref}/do", ab.do)
        for t, tier in enumerate(ab.tiers):
            walk(f"{ab.ref}/tiers/{t}/do", tuple(tier.get("do", ())))
    return table
