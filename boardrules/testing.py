"""The conformance suite: the generic checks every game plugin passes, run from one line.

A plugin's test module builds the suite's pytest class and binds it to a name that pytest
collects (it must start with ``Test``)::

    from boardrules.testing import conformance_tests

    TestConformance = conformance_tests(
        "woodcraft_rw",
        players=[1, 2, 3, 4, 5],
        secret_decisions=("commit",),  # the die pick is a hidden commitment
        secrets=orders_not_shown,  # (state, seat) -> the card ids that seat must not see
    )

Every test runs once per player count (``test_actions[3p]``) over games drawn by hypothesis: a
seed and a list of choices, each an index into the legal actions (taken modulo their number);
once the list is used up, a generator seeded with the game's seed picks the rest, so every drawn
game is a full random playout. The profile is derandomized, so CI sees the same games each run.
The tests use the public API only (``decision_kind`` is ``state.decision``).

The checks are plain functions of states that raise ``ConformanceFailure`` (an
``AssertionError``) naming the rule broken and the game to replay, so a test can call them on
their own, e.g. to show that a broken plugin fails:

>>> from boardrules import load_game
>>> game = load_game("woodcraft_rw")
>>> end = check_playout(game, 3, seed=1, choices=[0, 2, 1], config=SuiteConfig(("commit",)))
>>> end.is_terminal
True

What the checks cover:

- ``check_actions``: who is to move; every legal action applies, parses back from its notation
  and survives the integer codec; ``legal_action_ids()`` are their ids sorted and
  ``legal_action_mask()`` marks exactly them; ``apply_id`` gives the state ``apply`` gives;
  actions and ids that are not legal (sampled from the codec, and garbage) raise
  ``IllegalAction``; and none of this changes the state (its JSON, legal actions, history).
- ``check_chance``: at a CHANCE node, ``chance_outcomes()`` lists every legal roll once with
  probabilities summing to 1; elsewhere it is empty. ``check_chance_outcomes``: its outcomes
  apply; with ``chance="explicit"`` the game draws nothing from its random stream during play
  (every random event, a die or a card drawn, is a CHANCE node). ``deal_top`` answers card
  draws with the first card of the pile (a test that wants the seed's cards).
- ``check_hidden``: every observation is JSON; no seat sees a value ``config.secrets`` names;
  and a secret decision (one of ``config.secret_decisions``) changes nothing another seat can
  observe (observation, tensor, strings, information state), nor another seat's legal
  actions, while the following decisions are still secret (the chooser's own next choices
  may depend on it: a second card to keep is one not kept first).
- ``check_serialization``: ``to_json`` and pickle round-trip, copies are equal (``==`` and
  ``hash``), and ``replay(players, seed, history)`` rebuilds the state.
- ``check_search``: observation and information state tensors have the game's shape; a
  state ``resample(p)`` drew shows p the same observation, tensor, strings, history and legal
  actions (the leak test: it differs only in what p may not see), and plays on.
- ``check_information_set``: the flow of play tells a seat nothing it may not see: a state
  ``resample(p)`` drew and the state itself, played on by the same public actions (explicit
  chance, until a chance node, a secret decision or an action legal in one of them only),
  tell everybody the same flow (who is to move, the decision, the end), and p the same legal
  actions while its view is the same; views may come to differ only by the names of cards the
  rules show (a face-down card taken into the hand, a card laid out, the secrets at the end).
- ``check_history_shown``: ``history_for(p)`` and ``observation(p)`` agree on every action of
  another seat: one the history names (not a secret choice, not a card dealt to another seat)
  shows in p's observation, told apart from every other legal action leading elsewhere.
- ``check_end``: a terminal state has one score per seat, and each seat's breakdown totals it.
- ``check_determinism``: the same seed and choices give the same states.
- ``check_pictures``: ``state.svg(seat)`` for the public view and every seat is well-formed
  SVG, drawn from that viewer's observation alone (the game's ``draw_svg`` given a JSON copy of
  it draws the same), and none of its texts or tooltips names a value ``config.secrets``
  hides from that viewer (the public picture: from any seat). The pytest class checks every
  game's pictures: a game without ``draw_svg`` fails it (``check_playout`` alone, used on the
  kernel's small test games, checks pictures only where a game draws them).
"""

from __future__ import annotations

import copy
import json
import math
import pickle
import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boardrules.actionchecks import _data_of, check_actions, check_chance, check_chance_outcomes
from boardrules.actions import Action
from boardrules.engine import CHANCE, Game, State
from boardrules.errors import BoardrulesError
from boardrules.flowchecks import (
    ConformanceFailure,
    _fail,
    check_history_shown,
    check_information_set,
)
from boardrules.menus import picture_view
from boardrules.registry import load_game
from boardrules.state import pending_for

__all__ = [
    "ConformanceFailure",
    "SuiteConfig",
    "check_actions",
    "check_chance",
    "check_chance_outcomes",
    "check_determinism",
    "check_end",
    "check_hidden",
    "check_history_shown",
    "check_information_set",
    "check_metadata",
    "check_pictures",
    "check_playout",
    "check_search",
    "check_serialization",
    "conformance_tests",
    "deal_top",
    "decision_kind",
    "playout",
]

Secrets = Callable[[State, int], Iterable[str]]


@attrs.frozen
class SuiteConfig:
    """What the generic checks need to know about a game.

    ``secret_decisions``: decision kinds taken in secret (woodcraft_rw: ``("commit",)``).
    ``secrets(state, seat)``: values (card ids...) that must not appear in that seat's
    observation, such as the deck order or another seat's hand.
    ``options``: keyword options of ``new_game``. ``max_steps``: a game longer than this fails
    (None: longer than the game's own ``game_length_bound``).
    """

    secret_decisions: tuple[str, ...] = ()
    secrets: Secrets | None = None
    options: Mapping[str, Any] = attrs.field(factory=dict)
    max_steps: int | None = None


def decision_kind(state: State) -> str | None:
    """The kind of the pending decision (or ``"chance"``); None at the end."""
    return state.decision


# --- playing -----------------------------------------------------------------------------------
def playout(
    game: Game,
    players: int,
    seed: int,
    choices: Sequence[int] = (),
    *,
    chance: str = "auto",
    config: SuiteConfig = SuiteConfig(),
) -> list[State]:
    """Every state of one game, from ``new_game`` to its end.

    Action i is ``legal[choices[i] % len(legal)]``; after the choices, a generator seeded with
    ``seed`` picks uniformly. Fails if a live state has no legal action or the game runs past
    ``config.max_steps`` actions.
    """
    state = game.new_game(players, seed, chance, **config.options)
    pick = random.Random(seed)
    path = [state]
    limit = config.max_steps
    if limit is None:
        limit = game.game_length_bound(players, {**game.info.defaults(), **config.options})
    while not state.is_terminal:
        step = len(path) - 1
        if step >= limit:
            _fail(state, f"the game has not ended after {limit} actions (its length bound)")
        legal = state.legal_actions()
        if not legal:
            _fail(
                state,
                f"no legal action, yet the game is not over (to move: {state.current_player})",
            )
        index = choices[step] if step < len(choices) else pick.randrange(len(legal))
        state = state.apply(legal[index % len(legal)])
        path.append(state)
    return path


# --- the checks --------------------------------------------------------------------------------
def deal_top(state: State) -> State:
    """``state`` with its pending card draws (CHANCE nodes of ``deal`` outcomes) answered by
    the first card of each pile: for a game that keeps its decks in their shuffled order
    with ``chance="explicit"``, the card ``chance="auto"`` deals from the same seed."""
    while state.current_player == CHANCE and state.chance_outcomes()[0][0].kind == "deal":
        top = state.data.tasks[-1]
        state = state.apply(Action("deal", (state.game.pile(state.data, top)[0],)))
    return state


_SCALARS = (str, int, float, bool, type(None))  # what JSON writes as a scalar or a key


def _leaves(value: Any) -> set[str]:
    """Every scalar and key of an observation, as text; raises TypeError where a value is no
    JSON (what ``json.dumps`` would refuse: a set, an object, a key that is no scalar)."""
    found: set[str] = set()
    add = found.add
    todo = [value]
    while todo:
        item = todo.pop()
        kind = type(item)
        if kind is str:
            add(item)
        elif kind is list or kind is tuple:
            todo.extend(item)
        elif kind is dict or isinstance(item, Mapping):
            for key in item:
                if not isinstance(key, _SCALARS):
                    raise TypeError(f"a key {key!r} of type {type(key).__name__}")
                add(str(key))
            todo.extend(item.values())
        elif isinstance(item, _SCALARS):
            add(str(item))
        else:
            raise TypeError(f"{item!r} of type {kind.__name__} is not JSON")
    return found


def check_hidden(state: State, config: SuiteConfig, rng: random.Random | None = None) -> None:
    """Observations are JSON and hide ``config.secrets`` and the secret decisions.

    At a secret decision of seat s, up to three of its legal actions are applied (the first,
    the last, one drawn with ``rng``), and the same later actions after each, as long as the
    next decision is still secret (s's own next choice: the first legal in each branch):
    every other seat's observation and information state, the seat to move and, when it is
    not s, its legal actions must then be the same in every branch, since nobody else has
    seen s's choice (a branch whose next decision is no longer secret while another's is
    fails too).
    """
    seats = range(state.players)
    for q in seats:
        try:
            leaves = _leaves(state.observation(q))  # and JSON (json.dumps took as long again)
        except TypeError as exc:
            _fail(state, f"observation({q}) is not JSON: {exc}")
        if config.secrets is not None:
            leaked = set(config.secrets(state, q)) & leaves
            if leaked:
                _fail(state, f"observation({q}) shows {sorted(leaked)}, which seat {q} may not see")

    s = state.current_player
    if decision_kind(state) not in config.secret_decisions or s < 0:
        return
    legal = state.legal_actions()
    if len(legal) < 2:
        return
    rng = rng or random.Random(0)
    chosen = sorted({0, len(legal) - 1, rng.randrange(len(legal))})
    branches = [state.apply(legal[i]) for i in chosen]
    secret = ", ".join(str(legal[i]) for i in chosen)
    just_chosen = True
    while True:
        first = branches[0]
        secret_now = [decision_kind(b) in config.secret_decisions for b in branches]
        if not any(secret_now):
            return  # the choices are revealed: from here on the branches may differ
        first_views = {q: views(first, q) for q in seats if q != s}
        for b in branches[1:]:
            if decision_kind(b) != decision_kind(first) or b.current_player != first.current_player:
                _fail(state, f"what comes next depends on seat {s}'s secret choices {secret}")
            # seat s's own next choices may depend on its secret (its second card to keep
            # is one of those it did not keep first); another seat's may not
            if first.current_player != s and b.legal_actions() != first.legal_actions():
                _fail(
                    state,
                    f"seat {first.current_player}'s legal actions depend on seat {s}'s "
                    f"secret choices {secret}",
                )
            for q in seats:
                if q != s and (
                    views(b, q) != first_views[q]
                    # the strings themselves too, right after the choice
                    or just_chosen
                    and (
                        b.observation_string(q) != first.observation_string(q)
                        or b.information_state_string(q) != first.information_state_string(q)
                    )
                ):
                    _fail(
                        state,
                        f"observation({q}) or its information state tells seat {s}'s secret "
                        f"choices {secret} apart, then "
                        f"{[str(a) for a in first.history[len(state.history) + 1 :]]}",
                    )
        just_chosen = False
        next_action = first.legal_actions()[0]
        branches = [
            b.apply(b.legal_actions()[0] if b.current_player == s else next_action)
            for b in branches
        ]


def views(state: State, q: int) -> tuple[Any, ...]:
    """What seat ``q`` is shown of ``state``: its observation, its tensor, its pending decision
    and its history as it saw it. ``observation_string`` is the JSON of the observation and
    the pending decision, ``information_state_string`` the seat, that history and that string
    (``State``'s own, which no game overrides): equal parts give them equal, without writing
    the JSON twice a seat (most of the check's time at 5 seats)."""
    return (
        state.observation(q),
        state.observation_tensor(q),
        pending_for(state, q),
        state.history_for(q),
    )


SVG_ROOT = "{http://www.w3.org/2000/svg}svg"


def draws_pictures(game: Game) -> bool:
    """Whether the game implements ``draw_svg`` (pictures of its table)."""
    return type(game).draw_svg is not Game.draw_svg


def picture_words(svg: str | ET.Element) -> set[str]:
    """Every word of a picture's texts and tooltips (what a person can read in it); ``svg``
    its text or its parsed root."""
    root = ET.fromstring(svg) if isinstance(svg, str) else svg
    return set(re.findall(r"[\w-]+", " ".join(root.itertext())))


def check_pictures(state: State, config: SuiteConfig = SuiteConfig()) -> None:
    """Pictures are well-formed SVG drawn from their viewer's observation alone, and hide
    what ``config.secrets`` hides (see the module's docstring)."""
    game = state.game
    if not draws_pictures(game):
        _fail(state, f"{game.id} draws no picture (Game.draw_svg; see boardrules/svg.py)")
    viewers: list[int | None] = [None, *range(state.players)]
    for seat in viewers:
        who = "the public picture" if seat is None else f"svg({seat})"
        text = state.svg(seat)
        try:
            root = ET.fromstring(text)
        except ET.ParseError as exc:
            _fail(state, f"{who} is not well-formed XML: {exc}")
        if root.tag != SVG_ROOT or not root.get("viewBox") or not root.get("width"):
            _fail(state, f"{who} is not an <svg> with a width and a viewBox: {root.tag}")
        view = json.loads(json.dumps(picture_view(state, seat)))
        if game.draw_svg(view, seat) != text:
            _fail(state, f"{who} is not drawn from its viewer's observation alone")
        if seat is None:
            public = text
        if config.secrets is not None:
            seats = range(state.players) if seat is None else [seat]
            hidden = {value for q in seats for value in config.secrets(state, q)}
            leaked = hidden & picture_words(root)
            if leaked:
                _fail(state, f"{who} shows {sorted(leaked)}, which its viewer may not see")
    if state._repr_svg_() != public:
        _fail(state, "_repr_svg_() is not the public picture")


def check_search(state: State, rng: random.Random | None = None) -> None:
    """Observation tensors have the game's shape; every view of a seat (observation, its
    tensor and string, ``history_for``, the information state) is the same in a state
    ``resample`` drew for that seat, which differs only in what the seat cannot see and
    plays on; another seat's secret choice shows in ``history_for`` only as its decision."""
    rng = rng or random.Random(0)
    game = state.game
    size = game.info.observation_tensor_shape[0]
    for p in range(state.players):
        tensor = state.observation_tensor(p)
        if len(tensor) != size or not all(math.isfinite(x) for x in tensor):
            _fail(state, f"observation_tensor({p}) is not {size} finite floats")
        info = state.information_state_tensor(p)
        if len(info) != game.info.information_state_tensor_shape[0]:
            _fail(state, f"information_state_tensor({p}) is not of the game's shape")
        json.loads(state.observation_string(p))
        seen = state.history_for(p)
        if len(seen) != len(state.history):
            _fail(state, f"history_for({p}) has {len(seen)} entries, not one per action")
        other = state.resample(p, rng)
        views: list[tuple[str, Callable[[State, int], Any]]] = [
            ("observation", State.observation),
            ("observation_tensor", State.observation_tensor),
            ("observation_string", State.observation_string),
            ("history_for", State.history_for),
            ("information_state_string", State.information_state_string),
            ("legal_actions", State.legal_actions),
        ]
        for what, view in views:
            if view(other, p) != view(state, p):
                _fail(state, f"resample({p}) changed {what}({p}): it redrew what {p} had seen")
        if other.current_player != state.current_player or other.history != state.history:
            _fail(state, f"resample({p}) changed who is to move or the history")
        if not other.is_terminal:
            other.apply(other.legal_actions()[0])


def check_serialization(
    state: State,
    players: int,
    seed: int,
    *,
    chance: str = "auto",
    config: SuiteConfig = SuiteConfig(),
) -> None:
    """``to_json`` and pickle round-trip to an equal state (``==``, ``hash``); copies are
    equal; replaying the history rebuilds the state."""
    game = state.game
    text = state.to_json()
    unpickled = pickle.loads(pickle.dumps(state))
    if unpickled != state or hash(unpickled) != hash(state) or unpickled.to_json() != text:
        _fail(state, "pickle.loads(pickle.dumps(state)) is not the same state")
    if unpickled.legal_actions() != state.legal_actions() or type(unpickled.game) is not type(game):
        _fail(state, "the unpickled state has other legal actions or another kind of game")
    for how, twin in (("copy", copy.copy(state)), ("deepcopy", copy.deepcopy(state))):
        if twin != state or hash(twin) != hash(state) or twin.to_json() != text:
            _fail(state, f"copy.{how}(state) is not the same state")
        if twin.data is state.data and how == "deepcopy":
            _fail(state, "copy.deepcopy(state) shares the state's data")
    try:
        loaded = game.state_from_json(text)
    except BoardrulesError as exc:
        _fail(state, f"state_from_json(to_json()) refuses the state: {exc}")
    if loaded.to_json() != text:
        _fail(state, "state_from_json(to_json()) gives a different to_json()")
    if loaded.legal_actions() != state.legal_actions() or loaded.history != state.history:
        _fail(state, "state_from_json(to_json()) has other legal actions or history")
    if loaded.current_player != state.current_player:
        _fail(state, "state_from_json(to_json()) has another player to move")
    if not state.is_terminal:
        a = state.legal_actions()[0]
        if loaded.apply(a).to_json() != state.apply(a).to_json():
            _fail(state, f"the loaded state and the original differ after {a}")
    history = state.history
    for record in (history, [str(a) for a in history]):
        as_text = "notation" if record and isinstance(record[0], str) else "actions"
        try:
            again = game.replay(players, seed, record, chance=chance, **config.options)
        except BoardrulesError as exc:
            _fail(state, f"replay(players, seed, history as {as_text}) fails: {exc}")
        if again.to_json() != text or again != state or hash(again) != hash(state):
            _fail(state, f"replay(players, seed, history as {as_text}) gives another state")


def check_end(state: State) -> None:
    """A finished game scores every seat, each seat's breakdown totals its score, and its
    outcome names winners among the best totals, whose returns share 1.0."""
    if not state.is_terminal:
        _fail(state, "check_end of a game that is not over")
    scores = state.scores()
    if len(scores) != state.players:
        _fail(state, f"{len(scores)} scores for {state.players} seats: {scores}")
    if not all(isinstance(x, int | float) and math.isfinite(x) for x in scores):
        _fail(state, f"the scores {scores} are not finite numbers")
    breakdown = state.score_breakdown()
    if len(breakdown) != state.players:
        _fail(state, f"{len(breakdown)} score breakdowns for {state.players} seats")
    for seat, (row, score) in enumerate(zip(breakdown, scores, strict=True)):
        if row.get("total") != score:
            _fail(
                state, f"seat {seat}'s breakdown total {row.get('total')} is not its score {score}"
            )
    outcome = state.outcome()
    if outcome is None:
        _fail(state, "a finished game has no outcome()")
    returns = state.returns()
    low, high = state.game.min_utility, state.game.max_utility
    if len(returns) != state.players or not all(low <= r <= high for r in returns):
        _fail(state, f"returns() {returns} are not one utility in {low}..{high} per seat")
    if state.players > 1:
        best = max(scores)
        losers = [p for p in outcome.winners if scores[p] != best]
        if not outcome.winners or losers:
            _fail(state, f"the winners {outcome.winners} are not among the best totals {scores}")
        if abs(sum(returns) - 1.0) > 1e-9:
            _fail(state, f"the returns {returns} of a finished game do not add up to 1")
    total = state.game.info.utility_sum
    if total is not None and abs(sum(returns) - total) > 1e-9:
        _fail(state, f"the returns {returns} do not add up to the game's utility_sum {total}")


GAME_TYPE_VALUES = {
    "dynamics": ("sequential", "simultaneous"),
    "chance_mode": ("deterministic", "explicit_stochastic", "sampled_stochastic"),
    "information": ("perfect_information", "imperfect_information"),
    "utility": ("zero_sum", "constant_sum", "general_sum", "identical"),
    "reward_model": ("terminal", "rewards"),
}


def check_metadata(game: Game) -> None:
    """The game declares its metadata as OpenSpiel's GameType and GameInfo do: known values,
    utility bounds that fit a win, a length bound for every player count and option."""
    info = game.info.game_type
    for key, allowed in GAME_TYPE_VALUES.items():
        if info[key] not in allowed:
            raise ConformanceFailure(f"{game.id}: {key} {info[key]!r} is none of {allowed}")
    if not 1 <= game.min_players <= game.max_players:
        raise ConformanceFailure(f"{game.id}: players {game.min_players}..{game.max_players}")
    if not game.min_utility <= 0.0 < 1.0 <= game.max_utility:
        raise ConformanceFailure(
            f"{game.id}: utilities {game.min_utility}..{game.max_utility} do not hold 0 and 1"
        )
    if game.num_distinct_actions != len(game.codec.actions):
        raise ConformanceFailure(f"{game.id}: num_distinct_actions is not the codec's size")
    for n in range(game.min_players, game.max_players + 1):
        bound = game.game_length_bound(n, game.info.defaults())
        if not isinstance(bound, int) or not 0 < bound <= game.max_game_length:
            raise ConformanceFailure(f"{game.id}: length bound {bound!r} for {n} players")
    for name in game.secret_decisions:
        if not isinstance(name, str):
            raise ConformanceFailure(f"{game.id}: secret decision {name!r} is no name")


def check_determinism(
    game: Game,
    players: int,
    seed: int,
    choices: Sequence[int] = (),
    *,
    chance: str = "auto",
    config: SuiteConfig = SuiteConfig(),
    path: Sequence[State] | None = None,
) -> None:
    """Two games from the same seed and choices pass through the same states: the same data
    at every step (its pickle, bit for bit; its saved game where the data does not pickle)
    and the same saved game at the end (history and all). ``path``: the first game, already
    played (``playout`` with the same arguments), else it is played here."""
    first = (
        path
        if path is not None
        else playout(game, players, seed, choices, chance=chance, config=config)
    )
    second = playout(game, players, seed, choices, chance=chance, config=config)
    if len(first) != len(second):
        _fail(
            first[-1],
            f"the same seed and choices gave games of {len(first)} and {len(second)} states",
        )
    for a, b in zip(first, second, strict=True):
        if _data_of(a) != _data_of(b):
            _fail(b, "the same seed and choices gave a different state")
    if first[-1].to_json() != second[-1].to_json():
        _fail(second[-1], "the same seed and choices gave a different saved game")


def check_playout(
    game: Game,
    players: int,
    seed: int,
    choices: Sequence[int] = (),
    *,
    chance: str = "auto",
    config: SuiteConfig = SuiteConfig(),
) -> State:
    """Plays one game and runs every check on it; returns the final state.

    Actions, chance and observations are checked at every state; serialization at the start,
    the end and a few states drawn from ``seed``.
    """
    rng = random.Random(seed)
    path = playout(game, players, seed, choices, chance=chance, config=config)
    for state in path:
        check_actions(state, rng)
        check_chance(state, chance)
        check_hidden(state, config, rng)
    for state in _sample(path, rng):
        check_serialization(state, players, seed, chance=chance, config=config)
        if draws_pictures(game):
            check_pictures(state, config)
    check_end(path[-1])
    check_determinism(game, players, seed, choices, chance=chance, config=config, path=path)
    return path[-1]


def _sample(path: list[State], rng: random.Random, k: int = 3) -> list[State]:
    """The first and the last state and ``k`` drawn between them."""
    middle = rng.sample(path[1:-1], min(k, max(len(path) - 2, 0)))
    return [path[0], *middle, path[-1]]


# --- the pytest class ------------------------------------------------------------------------
def conformance_tests(
    game_id: str,
    players: Iterable[int] | None = None,
    *,
    secret_decisions: Iterable[str] = (),
    secrets: Secrets | None = None,
    options: Mapping[str, Any] | None = None,
    max_examples: int = 4,
    max_steps: int | None = None,
) -> type:
    """A pytest test class running the conformance checks on ``game_id``.

    ``players``: the player counts to test (default: every count the game allows), each a
    parametrized case. ``max_examples``: hypothesis games per test and player count.
    ``secret_decisions`` adds to the game's own. See ``SuiteConfig`` for the other arguments.
    """
    game = load_game(game_id)
    secret = (*game.secret_decisions, *secret_decisions)
    config = SuiteConfig(secret, secrets, dict(options or {}), max_steps)
    if players is None:
        players = range(game.min_players, game.max_players + 1)
    counts = list(players)
    per_count = pytest.mark.parametrize("players", counts, ids=[f"{n}p" for n in counts])
    profile = settings(
        max_examples=max_examples,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    seeds = st.integers(min_value=0, max_value=2**32 - 1)
    choice_lists = st.lists(st.integers(min_value=0, max_value=255), max_size=64)

    def path(players: int, seed: int, choices: list[int], chance: str = "auto") -> list[State]:
        return playout(load_game(game_id), players, seed, choices, chance=chance, config=config)

    class ConformanceTests:
        __doc__ = f"The boardrules conformance suite for {game_id}."

        def test_metadata(self) -> None:
            check_metadata(load_game(game_id))

        @per_count
        @profile
        @given(seed=seeds, choices=choice_lists)
        def test_actions(self, players: int, seed: int, choices: list[int]) -> None:
            rng = random.Random(seed)
            for state in path(players, seed, choices):
                check_actions(state, rng)
                check_chance(state)

        @per_count
        @profile
        @given(seed=seeds, choices=choice_lists)
        def test_hidden_information(self, players: int, seed: int, choices: list[int]) -> None:
            rng = random.Random(seed)
            for state in path(players, seed, choices):
                check_hidden(state, config, rng)

        @per_count
        @profile
        @given(seed=seeds, choices=choice_lists)
        def test_information_sets(self, players: int, seed: int, choices: list[int]) -> None:
            rng = random.Random(seed)
            for state in _sample(path(players, seed, choices, chance="explicit"), rng, k=2):
                for p in range(players):
                    check_information_set(state, p, rng)

        @per_count
        @profile
        @given(seed=seeds, choices=choice_lists)
        def test_history_agrees_with_observation(
            self, players: int, seed: int, choices: list[int]
        ) -> None:
            states = path(players, seed, choices, chance="explicit")
            rng = random.Random(seed)
            for i in sorted(rng.sample(range(len(states) - 1), min(12, len(states) - 1))):
                check_history_shown(states[i], states[i + 1].history[-1])

        @per_count
        @profile
        @given(seed=seeds, choices=choice_lists)
        def test_search(self, players: int, seed: int, choices: list[int]) -> None:
            rng = random.Random(seed)
            for state in _sample(path(players, seed, choices), rng):
                check_search(state, rng)

        @per_count
        @profile
        @given(seed=seeds, choices=choice_lists)
        def test_serialization(self, players: int, seed: int, choices: list[int]) -> None:
            states = path(players, seed, choices)
            for state in _sample(states, random.Random(seed)):
                check_serialization(state, players, seed, config=config)

        @per_count
        @profile
        @given(seed=seeds, choices=choice_lists)
        def test_game_ends_with_scores(self, players: int, seed: int, choices: list[int]) -> None:
            check_end(path(players, seed, choices)[-1])

        @per_count
        @profile
        @given(seed=seeds, choices=choice_lists)
        def test_determinism(self, players: int, seed: int, choices: list[int]) -> None:
            check_determinism(load_game(game_id), players, seed, choices, config=config)

        @per_count
        @profile
        @given(seed=seeds, choices=choice_lists)
        def test_pictures(self, players: int, seed: int, choices: list[int]) -> None:
            states = path(players, seed, choices)
            for state in _sample(states, random.Random(seed), k=4):
                check_pictures(state, config)

        @per_count
        @profile
        @given(seed=seeds, choices=choice_lists)
        def test_explicit_chance(self, players: int, seed: int, choices: list[int]) -> None:
            states = path(players, seed, choices, chance="explicit")
            rng = random.Random(seed)
            start = states[0].data.rng
            for state in states:
                check_chance(state, "explicit")
                if state.current_player == CHANCE:
                    check_actions(state, rng)
                    check_chance_outcomes(state)
                if state.data.rng != start:
                    _fail(state, 'chance="explicit": a random event that is no CHANCE node')
            check_end(states[-1])
            for state in _sample(states, rng):
                check_serialization(state, players, seed, chance="explicit", config=config)
                check_search(state, rng)

    ConformanceTests.__name__ = ConformanceTests.__qualname__ = f"TestConformance_{game_id}"
    return ConformanceTests
