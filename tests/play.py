"""Steps every game's tests take: moves in notation, the legal moves as text.

One module for all five games (issue 22 item 6): a game's ``tests/<game>/helpers.py`` imports
these rather than writing its own.
"""

from __future__ import annotations

import random
import shutil
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from boardrules.datafiles import data_dir
from boardrules.engine import Game, State
from boardrules.registry import game_class
from boardrules.testing import deal_top

G = TypeVar("G", bound=Game)


def as_game(game: Game, cls: type[G]) -> G:
    """``game`` typed as its own class ``cls`` (a ``Game`` from ``boardrules.load_game`` or
    ``state.game``), for a test that reads the game's own tables."""
    assert isinstance(game, cls), f"{game!r} is not a {cls.__name__}"
    return game


def act(state: State, *moves: str) -> State:
    """Applies moves given in notation, each checked legal by ``parse_action`` (which raises
    naming the legal ones)."""
    for move in moves:
        state = state.apply(state.game.parse_action(state, move))
    return state


def act_dealing(state: State, *moves: str) -> State:
    """``act`` on a ``chance="explicit"`` game: before and after each move, every pending draw
    deals the card ``chance="auto"`` would (``boardrules.testing.deal_top``)."""
    for move in moves:
        state = deal_top(state)
        state = state.apply(state.game.parse_action(state, move))
    return deal_top(state)


def legal(state: State) -> list[str]:
    """The legal actions in notation."""
    return [str(a) for a in state.legal_actions()]


def decision(state: State) -> str | None:
    """The kind of decision on top of the task stack (``act``, ``free``, ``main`` ...)."""
    return state.decision


def played(state: State, rng: int | random.Random, steps: int | None = None) -> State:
    """``state`` after random legal moves, each ``rng.choice`` of the legal actions (``rng``
    a ``random.Random``, or the seed of one): ``steps`` of them, or up to the end."""
    rnd = rng if isinstance(rng, random.Random) else random.Random(rng)
    n = 0
    while not state.is_terminal and (steps is None or n < steps):
        state = state.apply(rnd.choice(state.legal_actions()))
        n += 1
    return state


def walk(game: Game, players: int, seed: int) -> Iterator[State]:
    """Every state of a seeded random game of ``game``, up to its end (the action picked by
    ``random.Random(seed * 10 + players)``)."""
    rnd = random.Random(seed * 10 + players)
    state = game.new_game(players, seed=seed)
    while not state.is_terminal:
        yield state
        state = state.apply(rnd.choice(state.legal_actions()))


def first_to_move(game: Game, players: int, seed: int, decision: str, **where: Any) -> State:
    """The first state of ``walk`` whose position's ``to_move`` is ``decision`` with the
    values ``where``."""
    for state in walk(game, players, seed):
        form = state.position().get("to_move", {})
        if form.get("decision") == decision and all(form.get(k) == v for k, v in where.items()):
            return state
    raise AssertionError(f"no {decision} {where} in game {players}/{seed}")


def to_move_census(states: Iterable[State]) -> tuple[Counter[str], Counter[str]]:
    """Each state's position read back (issue 23 item 2): a position written with ``to_move``
    must give the same data and the same legal actions. Returns the decisions written with
    ``to_move`` and those still written as tasks, each counted."""
    said: Counter[str] = Counter()
    tasks: Counter[str] = Counter()
    for state in states:
        doc = state.position()
        if "to_move" not in doc:
            tasks[str(state.decision)] += 1
            continue
        said[doc["to_move"]["decision"]] += 1
        back = state.game.state_from_position(doc)
        assert back.data == state.data, doc["to_move"]
        assert back.legal_actions() == state.legal_actions()
    return said, tasks


def to_move_round_trip(state: State, decision: str) -> dict[str, Any]:
    """``state``'s position, written with a ``to_move`` form of ``decision``, read back to the
    same data and legal actions (issue 23 item 2); the form."""
    doc = state.position()
    assert "to_move" in doc, doc.get("tasks")
    where: dict[str, Any] = doc["to_move"]
    assert where["decision"] == decision
    back = state.game.state_from_position(doc)
    assert back.data == state.data
    assert back.legal_actions() == state.legal_actions()
    return where


@contextmanager
def contributor_game(
    tmp: Path, package: str, game_id: str, cards: Mapping[str, str]
) -> Iterator[Game]:
    """``game_id`` with a contributor's cards (docs/contributing-cards.md), sets base and
    test in play: a package ``package`` made in the folder ``tmp`` holding a copy of the
    game's data with ``cards[file]`` appended to each ``file``, read by a subclass of the game
    (``Game.data_package``, as a plugin does) while the block runs."""
    (tmp / package).mkdir()
    (tmp / package / "__init__.py").write_text("")
    folder = tmp / package / game_id
    shutil.copytree(data_dir(game_id), folder)
    for file, text in cards.items():
        with (folder / file).open("a", encoding="utf-8") as out:
            out.write(text)
    sys.path.insert(0, str(tmp))
    try:
        cls: type[Game] = type(package.title(), (game_class(game_id),), {"data_package": package})
        yield cls().with_sets(("base", "test"))
    finally:
        sys.path.remove(str(tmp))
        sys.modules.pop(package, None)


# --- seat records shared between states (copy on write, ``boardrules.owned``) ------------------
def shared_records(game: Game, players: int, seeds: int, chance: str, field: str) -> float:
    """Plays ``seeds`` seeded random games, checks that every state still holds the table it
    was made with (a full copy taken at once: a rule changing a shared record in place, not
    taken by ``own``, would change an earlier state) and returns the share of seat records
    (``d.<field>``) a step left shared with the state before it."""
    shared = records = 0
    for seed in range(seeds):
        path = copied_path(game, players, seed, chance)
        for (before, _), (after, _) in zip(path, path[1:], strict=False):
            pairs = zip(getattr(before.data, field), getattr(after.data, field), strict=True)
            records += players
            shared += sum(a is b for a, b in pairs)
        for state, copy in path:
            assert state.data == copy  # as it was made
    return shared / records


def copied_path(game: Game, players: int, seed: int, chance: str) -> list[tuple[State, Any]]:
    """Every state of a seeded random game beside a full copy of its table made at once."""
    rng = random.Random(seed)
    state = game.new_game(players, seed=seed, chance=chance)
    path = [(state, state.data.clone())]
    while not state.is_terminal:
        state = state.apply_id(rng.choice(state.legal_action_ids()))
        path.append((state, state.data.clone()))
    return path


def check_own_once(
    d: Any, field: str, own: Callable[[Any, int], Any], take: Callable[[Any], None]
) -> tuple[Any, Any]:
    """``fork()`` shares the seat records of ``d.<field>`` and ``clone()`` copies them; the
    game's ``own`` copies seat 1's shared record once (then changes the fork's own in place),
    a full copy's records are its own, and ``take`` marks ``d``'s its own. Returns seat 1's
    record owned by the fork and the record ``d`` keeps, for the game's own change."""
    fork, clone = d.fork(), d.clone()
    assert fork == d == clone
    olds = getattr(d, field)
    for old, forked, cloned in zip(olds, getattr(fork, field), getattr(clone, field), strict=True):
        assert forked is old and cloned is not old
    record = own(fork, 1)
    assert record is not olds[1] and record == olds[1]
    assert own(fork, 1) is record  # the fork's own now: not copied again
    assert own(fork.fork(), 1) is not record  # shared again by the next copy
    assert own(clone, 0) is getattr(clone, field)[0]  # a full copy's records are its own
    take(d)
    assert own(d, 0) is getattr(d, field)[0]
    return record, olds[1]


def check_siblings(game: Game, players: int, every: int) -> None:
    """Every legal action of every ``every``-th state of a seeded random game: each child
    forks the same parent, so a rule changing a shared record would show in the parent or a
    later sibling."""
    rng = random.Random(players)
    state = game.new_game(players, seed=players)
    step = 0
    while not state.is_terminal:
        if step % every == 0:
            copy = state.data.clone()
            children = [state.apply_id(i) for i in state.legal_action_ids()]
            assert state.data == copy, f"after {len(state.history)} actions"
            for i, child in zip(state.legal_action_ids(), children, strict=True):
                assert child.data == state.apply_id(i).data
        state = state.apply_id(rng.choice(state.legal_action_ids()))
        step += 1


def check_resample(game: Game, players: int, steps: int) -> None:
    """``resample`` at each of ``steps`` states of a seeded random game leaves the state."""
    rng = random.Random(7)
    state = game.new_game(players, seed=7)
    for _ in range(steps):
        state = state.apply_id(rng.choice(state.legal_action_ids()))
        copy = state.data.clone()
        state.resample(state.current_player % players, random.Random(1))
        assert state.data == copy
