"""The commands on a game's data: validate, cards, vocab and codec."""

from __future__ import annotations

import argparse
import json
import os
from collections import Counter

import attrs

from boardrules.cards.describe import plain
from boardrules.cli.common import (
    PROVENANCES,
    UsageError,
    get_game,
)
from boardrules.engine import Game
from boardrules.registry import list_games
from boardrules.suggest import suggest


def cmd_validate(args: argparse.Namespace) -> int:
    from boardrules.cards import validate_paths
    from boardrules.datafiles import data_dir
    from boardrules.registry import game_class

    paths = args.paths or ["data"]
    if not args.paths and not os.path.isdir("data"):  # outside a checkout: every installed game
        paths = [str(data_dir(g, game_class(g).data_package)) for g in list_games()]
    notes: list[str] = []
    problems = validate_paths(paths, notes)
    for problem in problems:
        print(problem)
    for note in notes:  # a check that could not run (no coverage page beside the folder)
        print(f"note: {note}")
    if problems:
        files = len({p.file for p in problems})
        print(
            f"{len(problems)} problem{'s' * (len(problems) != 1)} in {files} "
            f"file{'s' * (files != 1)}"
        )
    else:
        print(f"no problems in {', '.join(paths)}")
    return 1 if problems else 0


# --- cards ---------------------------------------------------------------------------------
def cmd_cards(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    if args.sets is not None:
        try:
            game = game.with_sets(args.sets)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    cards = list(game.catalog.cards.values())
    if args.show is not None:
        from boardrules.cards.show import show_card

        if args.show not in game.catalog.cards:
            raise UsageError(
                f"{game.id} has no entry {args.show!r}{suggest(args.show, game.catalog.cards)}"
            )
        print(show_card(game, args.show))
        return 0
    if args.ids:
        unknown = [i for i in args.ids if i not in game.catalog.cards]
        if unknown:
            raise UsageError(
                f"{game.id} has no entry {unknown[0]!r}{suggest(unknown[0], game.catalog.cards)}"
            )
        for card_id in args.ids:
            print(f"{entry_title(game, card_id)}: {game.describe_card(card_id)}")
        return 0
    kinds = sorted({c.kind for c in cards})
    if args.kind is not None and args.kind not in kinds:
        raise UsageError(
            f"{game.id} has no entries of kind {args.kind!r} (kinds: {', '.join(kinds)})"
        )
    shown = [
        c for c in cards if args.kind in (None, c.kind) and args.provenance in (None, c.source.kind)
    ]
    width = max((len(c.id) for c in shown), default=0)
    for kind in kinds:
        group = [c for c in shown if c.kind == kind]
        if not group:
            continue
        print(f"{kind} ({len(group)} entries of kind {plain(kind)})")
        for c in group:
            name = c.name.get("en") or next(iter(c.name.values()), "")
            why = getattr(c.source, c.source.kind) or ""
            said = f"{plain(kind)}: {name}" if name else plain(kind)
            print(f"  {c.id.ljust(width)}  {said}  [{c.source.kind}] {why}")
            if not args.brief:
                print(f"    {game.describe_card(c.id)}")
    if args.kind is not None or args.provenance is not None:
        print(f"listed: {len(shown)} of {len(cards)} entries")
    print("\nby kind and provenance:")
    width = max(len(k) for k in kinds)
    for kind in kinds:
        per = Counter(c.source.kind for c in cards if c.kind == kind)
        total = sum(per.values())
        print(
            f"  {kind.ljust(width)}  {total:>4}  " + ", ".join(f"{p} {per[p]}" for p in PROVENANCES)
        )
    counts: Counter[str] = game.catalog.provenance_counts()
    print(
        f"by provenance ({len(cards)} entries): "
        + ", ".join(f"{p} {counts[p]}" for p in PROVENANCES)
    )
    return 0


def entry_title(game: Game, card_id: str) -> str:
    """``I-02 (order, Name)``: an entry's id with its kind and English name."""
    card = game.catalog.cards[card_id]
    name = card.name.get("en") or next(iter(card.name.values()), "")
    return f"{card_id} ({plain(card.kind)}{', ' + name if name else ''})"


def cmd_vocab(args: argparse.Namespace) -> int:
    """Every word a game's card files may use, with its shape and an example that validates."""
    from boardrules.cards.words import vocabulary_text, words
    from boardrules.registry import game_class

    try:
        cls = game_class(args.game)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    vocab = cls.build_vocabulary()  # no card file is read: the words come from the class
    table = getattr(cls.rules_class, "words", None)  # the game's table of words, if any
    if args.json:
        print(json.dumps([attrs.asdict(w) for w in words(vocab, table)], indent=1))
    else:
        print(vocabulary_text(cls.id, vocab, table))
    return 0


def cmd_codec(args: argparse.Namespace) -> int:
    """The action codec: its size, and the actions its lock file does not list yet."""
    from boardrules.datafiles import data_dir
    from boardrules.engine import LOCK_FILE

    game = get_game(args.game)
    codec = game.codec
    print(
        f"{game.id}: {len(codec)} action ids ({len(codec.retired)} retired, "
        f"{len(codec.new)} not in {LOCK_FILE})"
    )
    for action in codec.new:
        print(f"  new: {action}")
    if args.update and codec.new:
        path = data_dir(game.id, game.data_package) / LOCK_FILE
        with path.open("a", encoding="utf-8") as out:
            out.writelines(f"{action}\n" for action in codec.new)
        print(f"appended {len(codec.new)} to {path}")
    return 1 if codec.new and not args.update else 0
