"""Loads a game's card folder into a Catalog of Card objects (raising CardError on any problem).

Loading has two steps, and ``boardrules validate`` runs both without raising:

1. ``read_catalog``: every file is checked against the game's ``Vocabulary`` (which a game
   builds without any card file) and its entries structured into ``Card`` objects;
2. ``check_catalog``: the checks that need every entry at once, the kernel's (every parameter
   the vocabulary declares is present) and the game's own ``Game.check_catalog`` hook
   (cross-references, entries its tables need...), each problem with its file and line.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Literal, TypeGuard

import attrs

from boardrules.cards.refs import Ref
from boardrules.cards.schema import Card, structure_card
from boardrules.cards.specs import Field, Spec
from boardrules.cards.validate import Problem, check_text
from boardrules.cards.vocabulary import Vocabulary
from boardrules.datafiles import data_dir
from boardrules.errors import CardError
from boardrules.suggest import suggest
from boardrules.yamlload import line_of, read_card_file

EffectList = tuple[Mapping[str, object], ...]  # one effect list: one-key mappings {word: params}

CatalogCheck = Callable[["Catalog"], Iterable[Problem]]


@attrs.define
class Catalog:
    """Every entry of one game's data, by id and by kind, in file order.

    ``folder`` is where the entries were read from: a problem about an entry that is missing
    altogether is reported there (line 0).
    """

    cards: dict[str, Card]
    folder: str = ""

    def of_kind(self, kind: str) -> list[Card]:
        return [c for c in self.cards.values() if c.kind == kind]

    def __getitem__(self, card_id: str) -> Card:
        return self.cards[card_id]

    def deck(self, kind: str, players: int) -> list[str]:
        """The ids of a deck of ``kind`` for ``players`` players, in file order: every entry
        whose ``players`` (if it says) lists that count, ``copies`` times each (shuffle it
        with the game's generator)."""
        return [
            c.id
            for c in self.cards.values()
            if c.kind == kind and (c.players is None or players in c.players)
            for _ in range(c.copies)
        ]

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.cards

    @property
    def sets(self) -> tuple[str, ...]:
        """The names of the card sets the entries belong to, sorted."""
        return tuple(sorted({c.set for c in self.cards.values()}))

    def select(self, sets: Iterable[str]) -> Catalog:
        """The entries of the card sets ``sets`` only, in file order (``self`` if that is all)."""
        chosen = set(sets)
        if chosen >= set(self.sets):
            return self
        return Catalog({k: c for k, c in self.cards.items() if c.set in chosen}, self.folder)

    def digests(self) -> dict[str, dict[str, str]]:
        """A short digest of the entries of each file, by card set: ``{set: {file: digest}}``.

        A digest covers what the entries say (ids, keys and values), not the file's comments,
        layout or line numbers; a saved game records those of its sets (``State.to_json``).
        """
        parts: dict[str, dict[str, list[str]]] = {}
        for card in self.cards.values():
            entry = attrs.asdict(
                card, filter=lambda a, _v: a.name not in ("file", "line", "key_lines")
            )
            text = json.dumps(entry, sort_keys=True, default=repr, ensure_ascii=True)
            parts.setdefault(card.set, {}).setdefault(Path(card.file).name, []).append(text)
        return {
            name: {
                file: hashlib.sha256("\n".join(entries).encode()).hexdigest()[:16]
                for file, entries in sorted(files.items())
            }
            for name, files in sorted(parts.items())
        }

    def provenance_counts(self) -> Counter[str]:
        return Counter(c.source.kind for c in self.cards.values())

    def problem(self, card: Card, code: str, message: str, key: str | None = None) -> Problem:
        """A game-level problem of an entry, at the line of ``key`` (or of the entry)."""
        line = card.line if key is None else card.line_of(key)
        return Problem(card.file, line, card.id, code, message)

    def missing(self, card_id: str, kind: str, why: str = "") -> Problem:
        """The problem of a required entry that no file defines."""
        known = [c.id for c in self.of_kind(kind)]
        return Problem(
            self.folder,
            0,
            card_id,
            "MISSING-ENTRY",
            f"no {kind} entry '{card_id}'{why and ' (' + why + ')'}{suggest(card_id, known)}",
        )

    def require(self, kind: str, ids: Iterable[str], why: str = "") -> list[Problem]:
        """A MISSING-ENTRY problem for each id that is not an entry of ``kind``."""
        out = []
        for card_id in ids:
            card = self.cards.get(card_id)
            if card is None or card.kind != kind:
                out.append(self.missing(card_id, kind, why))
        return out

    def reference(self, card: Card, key: str, card_id: object, kind: str) -> list[Problem]:
        """An UNKNOWN-REF problem (at ``key`` of ``card``) if ``card_id`` is no ``kind`` entry."""
        target = self.cards.get(str(card_id))
        if target is not None and target.kind == kind:
            return []
        known = [c.id for c in self.of_kind(kind)]
        message = f"'{card_id}' is no {kind} entry{suggest(str(card_id), known)}"
        return [self.problem(card, "UNKNOWN-REF", message, key)]


def read_catalog(
    files: Iterable[Path], vocab: Vocabulary, folder: Path | str = ""
) -> tuple[Catalog, list[Problem]]:
    """Check and structure the entries of ``files`` (every problem, nothing raised).

    An entry of a file with a problem is left out of the catalog.
    """
    problems: list[Problem] = []
    cards: dict[str, Card] = {}
    seen: dict[str, str] = {}
    for path in files:
        try:
            data = read_card_file(path)  # a regular file, capped while read
        except OSError as exc:  # a folder or a FIFO named x.yaml, no permission...
            why = exc.strerror or str(exc)
            problems.append(Problem(str(path), 0, "-", "BAD-FILE", f"not readable as text: {why}"))
            continue
        doc, found = check_text(data, str(path), vocab)
        problems.extend(found)
        if not isinstance(doc, dict):
            continue
        for card_id, raw in doc.items():
            cid = str(card_id)
            if cid in seen:
                problems.append(
                    Problem(
                        str(path),
                        line_of(doc, card_id),
                        cid,
                        "DUPLICATE-ID",
                        f"also defined in {seen[cid]}",
                    )
                )
                continue
            seen[cid] = f"{path}:{line_of(doc, card_id)}"
            if not found:
                kind_fields = set(vocab.kinds.get(raw["kind"], {}))
                cards[cid] = structure_card(cid, raw, str(path), kind_fields, line_of(doc, card_id))
    return Catalog(cards, str(folder)), problems


def check_catalog(catalog: Catalog, vocab: Vocabulary, game_check: CatalogCheck) -> list[Problem]:
    """The checks of a whole catalog: every declared parameter is there, then the game's own."""
    problems = catalog.require("parameter", vocab.parameters) if vocab.parameters else []
    if problems:  # a game's check may read its parameters
        return problems
    return list(game_check(catalog))


def load_catalog(
    game_id: str,
    vocab: Vocabulary,
    folder: Path | None = None,
    package: str = "boardrules.data",
    check: CatalogCheck | None = None,
) -> Catalog:
    """Read, check and structure a game's folder; raises CardError listing every problem.

    With ``check`` (a game's ``check_catalog``) the folder is a game's whole data and is
    checked as a whole too; without, it is a part (test cards, say): only its files are.
    """
    folder = folder or data_dir(game_id, package)
    catalog, problems = read_catalog(sorted(folder.glob("*.yaml")), vocab, folder)
    if not problems and check is not None:
        problems = check_catalog(catalog, vocab, check)
    if problems:
        raise CardError([str(p) for p in problems])
    return catalog


def effect_lists(
    card: Card, vocab: Vocabulary, refs: dict[str, Ref] | None = None
) -> dict[str, EffectList]:
    """Every effect list of a card by its reference (``<id>/abilities/<i>/do`` ...); each
    list's and each effect's ``Ref`` by its text go into ``refs`` (``CardRuntime.refs``).

    A primitive's nested effect lists are found from its parameter spec in ``vocab``, so a
    game primitive taking effects needs no kernel change. Below the reference of the effect
    (``.../do/<j>``) a nested list is named by the primitive when the parameter is a list of
    effects (``optional``), with ``/<k>`` per item of a list of them (``choose/<k>``), and by
    its key in a mapping (``repeat``'s ``do``, ``check``'s ``then`` and ``else``).
    """
    table: dict[str, EffectList] = {}
    primitives = vocab.all_primitives()
    places: dict[str, Ref] = {} if refs is None else refs

    def walk(ref: Ref, effects: EffectList) -> None:
        table[ref.text] = effects
        places[ref.text] = ref
        for i, eff in enumerate(effects):
            at = ref.to(i)  # the effect's place (``here`` when it runs)
            places[at.text] = at
            ((name, params),) = eff.items()
            spec = primitives.get(name)
            if spec is None:
                continue  # no such word: the validator said so
            if _is_map(spec):
                nested(at, spec, params)
            else:
                nested(at.to(name), spec, params)

    def nested(ref: Ref, spec: Spec, value: object) -> None:
        if spec == "effects":
            if isinstance(value, tuple):
                walk(ref, value)
        elif _is_map(spec):
            for key, (sub, _required) in spec[1].items():
                if _holds_effects(sub):
                    nested(ref.to(key), sub, value.get(key, ()) if isinstance(value, dict) else ())
        elif isinstance(spec, tuple) and spec[0] == "list" and isinstance(value, tuple):
            for k, item in enumerate(value):
                nested(ref.to(k), spec[1], item)
        elif isinstance(spec, tuple) and spec[0] == "dict" and isinstance(value, dict):
            for key, item in value.items():
                nested(ref.to(str(key)), spec[1], item)
        elif isinstance(spec, tuple) and spec[0] == "or":
            nested(ref, spec[1], value)
            nested(ref, spec[2], value)

    for i, ab in enumerate(card.abilities):
        at = Ref(card.id, i)  # ab.ref is its text
        walk(at.to("do"), ab.do)
        for t, tier in enumerate(ab.tiers):
            walk(at.to("tiers", t, "do"), tier.get("do", ()))
    return table


def _is_map(spec: Spec) -> TypeGuard[tuple[Literal["map"], dict[str, Field]]]:
    return isinstance(spec, tuple) and spec[0] == "map"


def _holds_effects(spec: Spec) -> bool:
    """Whether a spec has an effect list anywhere inside it."""
    if spec == "effects":
        return True
    if isinstance(spec, tuple):
        if spec[0] == "map":
            return any(_holds_effects(sub) for sub, _ in spec[1].values())
        if spec[0] == "list" or spec[0] == "dict":
            return _holds_effects(spec[1])
        if spec[0] == "or":
            return _holds_effects(spec[1]) or _holds_effects(spec[2])
    return False
