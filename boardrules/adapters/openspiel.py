"""Every installed boardrules game as an OpenSpiel game (the optional extra ``openspiel``).

Importing this module registers ``boardrules_<game id>`` for each game of
``boardrules.list_games()``; load one with its parameters::

    import pyspiel
    import boardrules.adapters.openspiel  # registers the games
    game = pyspiel.load_game("boardrules_kleine_voelker", {"players": 3, "seed": 7})

Parameters: ``players`` (default 2, or the nearest count the game allows), ``seed`` (0),
``rewards`` (``win_share``, ``zero_sum`` or ``score_margin``: ``boardrules.scoring.rewards``)
and each game option whose choices are all of one type (an ``int``, ``str`` or ``bool``:
Hallertau's ``variant``, Kleine Völker's ``layout`` and ``round_limit``...). The game type and
info come from the game's metadata: a sequential, imperfect-information game with terminal
rewards, ``returns()`` those of ``state.returns(rewards)``. The utility is what the rewards
are for that player count (``utility``): win shares are CONSTANT_SUM (sum 1) with two or more
seats, zero-sum rewards ZERO_SUM, score margins ZERO_SUM with two seats and GENERAL_SUM with
more, their utilities from the lowest and highest total a seat can score (the game's
``score_bound``, argued from its rules; ``-inf`` to ``inf`` for a game without one:
``score_range``), and one seat is GENERAL_SUM. ``max_game_length`` is the game's bound for
the chosen player count and options (``game.game_length_bound``). States are played with
``chance="explicit"``: every chance node of the game (each die, each card drawn) is an
OpenSpiel CHANCE node with ``chance_outcomes()``; ``seed`` fixes what is decided before the
first action in everybody's view (the start player, Kleine Völker's layout).
OpenSpiel's chance outcome ``k`` is the ``k``-th of the node's outcomes in the order of the
library's action ids (``state.chance_action_id(k)`` gives that id; ``action_to_string`` its
notation, ``deal <card>`` or ``roll <n>``), so ``max_chance_outcomes`` is the most outcomes
one node can have (``game.info.max_chance_outcomes``: the most faces of a die or distinct
cards of a pile), not the size of the action space.

Action ids are the game's integer codec (``game.action_id``), strings its notation.
Observations: the default observer is ``observation_tensor`` / ``observation_string``, the
perfect-recall one ``information_state_tensor`` / ``information_state_string``; each observer's
``dict`` names the parts of ``game.info.observation_tensor_layout``. States serialize (their Python
side pickles) and clone in O(1) (a boardrules state never changes, so a clone shares it);
information states read the marks the history keeps, with no replay.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from typing import Any

import numpy as np
import pyspiel

from boardrules.engine import CHANCE, TERMINAL, Game, State
from boardrules.registry import list_games, load_game
from boardrules.scoring import check_rewards

PREFIX = "boardrules_"

_UTILITY = {
    "constant_sum": pyspiel.GameType.Utility.CONSTANT_SUM,
    "general_sum": pyspiel.GameType.Utility.GENERAL_SUM,
    "zero_sum": pyspiel.GameType.Utility.ZERO_SUM,
}
_INFORMATION = {
    "imperfect_information": pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    "perfect_information": pyspiel.GameType.Information.PERFECT_INFORMATION,
}
_CHANCE = {
    "explicit_stochastic": pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    "deterministic": pyspiel.GameType.ChanceMode.DETERMINISTIC,
}


class Node:
    """A boardrules state and its player to move, with what OpenSpiel asks for more than once
    kept. Shared by reference between OpenSpiel states: a boardrules state never changes, so
    a clone of an OpenSpiel state is O(1), and stepping costs one ``apply_id``. Information
    states read the marks the state's history keeps (``state.history_for``): no replay."""

    __slots__ = ("state", "player", "tensors", "outcomes")

    def __init__(self, state: State) -> None:
        self.state = state
        self.player = state.current_player
        self.tensors: dict[int, np.ndarray] = {}  # observation arrays asked for so far
        self.outcomes: list[tuple[int, float]] | None = None

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The chance outcomes as (library action id, probability), sorted by id; computed
        once (OpenSpiel asks for them for the legal actions, the mask and the sampling).
        OpenSpiel's outcome ``k`` is the ``k``-th of them."""
        if self.outcomes is None:
            game = self.state.game
            self.outcomes = sorted((game.action_id(a), p) for a, p in self.state.chance_outcomes())
        return self.outcomes

    def __deepcopy__(self, memo: dict[int, Any]) -> Node:
        return self  # OpenSpiel's Clone deep-copies a state's attributes: share instead

    def __reduce__(self) -> tuple[Any, ...]:
        return (Node, (self.state,))

    def child(self, action: int) -> Node:
        """The node after OpenSpiel's ``action``: at a CHANCE node the ``action``-th outcome,
        else the action id itself."""
        if self.player == CHANCE:
            outcomes = self.chance_outcomes()
            if not 0 <= action < len(outcomes):
                raise ValueError(f"chance outcome {action} of 0..{len(outcomes) - 1}")
            action = outcomes[action][0]
        return Node(self.state.apply_id(action))

    def observation_tensor(self, seat: int) -> np.ndarray:
        """``state.observation_array(seat)`` (the floats of ``observation_tensor``, written
        without a list), computed once per node and seat (OpenSpiel's observation checks ask
        for it more than once)."""
        tensor = self.tensors.get(seat)
        if tensor is None:
            tensor = self.tensors[seat] = self.state.observation_array(seat)
        return tensor


def option_parameters(game: Game) -> dict[str, Any]:
    """The game's options that can be OpenSpiel parameters (all choices of one type), with
    their defaults."""
    out: dict[str, Any] = {}
    for key, option in game.options.items():
        kind = type(option.default)
        if kind in (int, str, bool) and all(type(c) is kind for c in option.choices):
            out[key] = option.default
    return out


def default_players(game: Game) -> int:
    return min(max(2, game.min_players), game.max_players)


def score_range(game: Game, players: int, options: Mapping[str, Any]) -> tuple[float, float]:
    """The lowest and highest total one seat of a game of ``players`` seats with ``options``
    can score: the game's ``score_bound``, argued from its rules in its code, or ``-inf`` to
    ``inf`` for a game that argues none."""
    bound = getattr(game, "score_bound", None)
    if bound is None:
        return -math.inf, math.inf
    low, high = bound(players, options)
    return float(low), float(high)


def utility(
    game: Game,
    players: int,
    rewards: str,
    options: Mapping[str, Any] | None = None,
    target: float | None = None,
) -> tuple[str, float | None, float, float]:
    """OpenSpiel's utility kind, utility sum, minimum and maximum utility of a game of
    ``players`` seats with ``options`` whose returns are ``state.returns(rewards)`` (see
    ``boardrules.scoring.rewards``): win shares add up to 1 with two or more seats
    (constant-sum); ±1 shares to 0 (zero-sum); score margins are zero-sum with two seats and
    general-sum with more, a seat's total less the best other total, so between ``low -
    high`` and ``high - low`` for the totals ``score_range`` allows (solo: the total less the
    rulebook's ``target``); one seat is general-sum."""
    check_rewards(rewards)
    if rewards == "score_margin":
        kind = "zero_sum" if players == 2 else "general_sum"
        low, high = score_range(game, players, {**game.info.defaults(), **dict(options or {})})
        if players == 1:
            return kind, None, low - (target or 0.0), high - (target or 0.0)
        return kind, (0.0 if players == 2 else None), low - high, high - low
    if players == 1:
        low = -1.0 if rewards == "zero_sum" else 0.0
        return "general_sum", None, low, 1.0
    if rewards == "zero_sum":
        return "zero_sum", 0.0, -1.0 / (players - 1), 1.0
    return "constant_sum", 1.0, 0.0, 1.0


def game_type(game: Game, players: int | None = None, rewards: str = "win_share") -> Any:
    """The ``pyspiel.GameType`` of ``boardrules_<game.id>`` for ``players`` seats (the
    default count if None) and the ``rewards`` kind, from the game's metadata."""
    kind = utility(game, players or default_players(game), rewards)[0]
    return pyspiel.GameType(
        short_name=PREFIX + game.id,
        long_name=f"boardrules {game.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=_CHANCE[game.chance_mode],
        information=_INFORMATION[game.information],
        utility=_UTILITY[kind],
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        provides_factored_observation_string=False,
        parameter_specification={
            "players": default_players(game),
            "seed": 0,
            "rewards": "win_share",
            **option_parameters(game),
        },
    )


class OpenSpielGame(pyspiel.Game):  # type: ignore[misc]
    """A boardrules game with OpenSpiel parameters (players, seed, options)."""

    boardrules_id = ""  # set by the subclass registered for each game

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        inner = load_game(self.boardrules_id)
        spec = {
            "players": default_players(inner),
            "seed": 0,
            "rewards": "win_share",
            **option_parameters(inner),
        }
        chosen = {**spec, **dict(params or {})}
        unknown = sorted(set(chosen) - set(spec))
        if unknown:
            raise ValueError(f"{PREFIX}{inner.id} has no parameter {unknown[0]!r}")
        players, seed = int(chosen.pop("players")), int(chosen.pop("seed"))
        rewards = str(chosen.pop("rewards"))
        start = inner.new_game(players, seed, "explicit", **chosen)
        options = {**inner.info.defaults(), **chosen}
        target = start.score_sheet().target  # solo: the rulebook's, or None
        _, total, low, high = utility(inner, players, rewards, options, target)
        info = pyspiel.GameInfo(
            num_distinct_actions=inner.num_distinct_actions,
            max_chance_outcomes=inner.info.max_chance_outcomes(players, options),
            num_players=players,
            min_utility=low,
            max_utility=high,
            utility_sum=total,
            max_game_length=inner.game_length_bound(players, options),
        )
        super().__init__(game_type(inner, players, rewards), info, dict(params or {}))
        self.boardrules_game = start.game
        self.reward_kind = rewards
        self.start = Node(start)

    def new_initial_state(self) -> OpenSpielState:
        return OpenSpielState(self, self.start)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
        if isinstance(iig_obs_type, dict):  # OpenSpiel calls make_py_observer(params) too
            iig_obs_type, params = None, iig_obs_type
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        if iig_obs_type is None:
            return Observer(self.boardrules_game, perfect_recall=False)
        if iig_obs_type.public_info and (
            iig_obs_type.private_info == pyspiel.PrivateInfoType.SINGLE_PLAYER
        ):
            return Observer(self.boardrules_game, perfect_recall=iig_obs_type.perfect_recall)
        raise ValueError(
            "boardrules observers show one seat's view (public info and its private info): "
            f"not {iig_obs_type}"
        )


class OpenSpielState(pyspiel.State):  # type: ignore[misc]
    """An OpenSpiel state over an immutable boardrules state (``.node.state``)."""

    def __init__(self, game: OpenSpielGame, node: Node) -> None:
        super().__init__(game)
        self.node = node
        self.reward_kind: str = game.reward_kind  # the game's ``rewards`` parameter

    @property
    def boardrules_state(self) -> State:
        """The boardrules state: its full API (scores, render, resample ...)."""
        return self.node.state

    def current_player(self) -> int:
        return self.node.player  # CHANCE and TERMINAL are OpenSpiel's numbers

    def _legal_actions(self, player: int) -> tuple[int, ...]:
        return self.node.state.legal_action_ids()  # a tuple: pybind11 reads any sequence

    # What OpenSpiel's C++ side answers for a Python game by calling back into Python four or
    # five times (is it terminal, a chance node, whose move, then ``_legal_actions``), answered
    # here in one call for Python callers (its MCTS, a user's loop); C++ callers still go
    # through the methods above, with the same answers.
    def legal_actions(self, player: int | None = None) -> list[int]:
        node = self.node
        who = node.player
        if who == TERMINAL or (player is not None and player != who):
            return []
        if who == CHANCE:
            return list(range(len(node.chance_outcomes())))
        return list(node.state.legal_action_ids())

    def is_chance_node(self) -> bool:
        return self.node.player == CHANCE

    def is_player_node(self) -> bool:
        return self.node.player >= 0

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """``(k, probability)`` for the ``k``-th outcome of the library's, by action id
        (``chance_action_id(k)``): OpenSpiel's chance outcomes lie below
        ``max_chance_outcomes``, the most one CHANCE node can have."""
        if self.node.player != CHANCE:
            return []
        return [(k, p) for k, (_, p) in enumerate(self.node.chance_outcomes())]

    def chance_action_id(self, outcome: int) -> int:
        """The library's action id of this CHANCE node's outcome ``outcome``."""
        return self.node.chance_outcomes()[outcome][0]

    def _apply_action(self, action: int) -> None:
        self.node = self.node.child(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        game = self.node.state.game
        if player == CHANCE:
            if self.node.player != CHANCE:  # an outcome of another node: only its number
                return f"chance outcome {action}"
            return str(game.action_from_id(self.chance_action_id(int(action))))
        return str(game.action_from_id(int(action)))

    def is_terminal(self) -> bool:
        return self.node.player == TERMINAL

    def returns(self) -> list[float]:
        return list(self.node.state.returns(self.reward_kind))

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> Any:
        """A state ``player_id`` cannot tell from this one (``state.resample``): the same
        history as the seat saw it, everything it cannot see redrawn. The redraw is seeded
        from ``probability_sampler()`` (a number in [0, 1), as OpenSpiel's
        ``UniformProbabilitySampler`` gives), so ISMCTS runs with no resampler callback."""
        seed = int(float(probability_sampler()) * 2**53)
        clone = self.clone()  # keeps OpenSpiel's history of this state
        clone.node = Node(self.node.state.resample(player_id, random.Random(seed)))
        return clone

    def __str__(self) -> str:
        return str(self.node.state)


class Observer:
    """OpenSpiel's PyObserver: one seat's observation tensor and string, or with
    ``perfect_recall`` its information state tensor and string."""

    def __init__(self, game: Game, perfect_recall: bool) -> None:
        self.perfect_recall = perfect_recall
        size = game.info.observation_tensor_shape[0]
        layout = game.info.observation_tensor_layout
        if perfect_recall:  # the observation, the counts, then the history in order
            layout = game.info.information_state_layout
            size = game.info.information_state_tensor_shape[0]
        parts = sorted(layout.items(), key=lambda kv: kv[1].start)
        self.tensor = np.zeros(size, np.float32)
        self.dict = {name: self.tensor[part] for name, part in parts}

    def set_from(self, state: OpenSpielState, player: int) -> None:
        node = state.node
        if self.perfect_recall:
            self.tensor[:] = node.state.information_state_array(player)
        else:
            self.tensor[:] = node.observation_tensor(player)

    def string_from(self, state: OpenSpielState, player: int) -> str:
        node = state.node
        if self.perfect_recall:
            return node.state.information_state_string(player)
        return node.state.observation_string(player)


def register(game_id: str) -> str:
    """Registers ``boardrules_<game_id>`` (once); returns that name."""
    name = PREFIX + game_id
    if name in pyspiel.registered_names():
        return name
    inner = load_game(game_id)
    cls = type(f"OpenSpiel_{game_id}", (OpenSpielGame,), {"boardrules_id": game_id})
    pyspiel.register_game(game_type(inner), cls)
    return name


GAMES = [register(game_id) for game_id in list_games()]
"""The names this module registered, one per installed game."""
