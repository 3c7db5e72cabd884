"""What a game is in OpenSpiel's terms: its GameType and GameInfo, and its tensor shapes.

``game.info`` holds them (``game.info.game_type``, ``game.info.observation_tensor_shape``,
``game.info.encoder``...), read by the OpenSpiel and PettingZoo adapters and by research code;
``game.num_distinct_actions`` and ``game.max_game_length`` stay on the game itself (the public
contract). Everything here is derived from the game's declared metadata, never probed.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from boardrules.arrays import Plan
from boardrules.tensors import Encoder, OneHot, Rec, Seat, Vec
from boardrules.writers import Writer, compile_writer

if TYPE_CHECKING:
    from boardrules.engine import Game


class GameInfo:
    """One game's metadata in OpenSpiel's terms (see the module's docstring)."""

    def __init__(self, game: Game) -> None:
        self.game = game

    @property
    def utility(self) -> str:
        """OpenSpiel's utility kind: the returns of a game of two or more seats add up to 1.0
        (``"constant_sum"``); a game with a solo mode is ``"general_sum"`` (solo: 1 or 0)."""
        return "constant_sum" if self.game.min_players > 1 else "general_sum"

    @property
    def utility_sum(self) -> float | None:
        """What the returns add up to (``"constant_sum"`` games), else None."""
        return 1.0 if self.utility == "constant_sum" else None

    def defaults(self) -> dict[str, Any]:
        """The default value of each option."""
        return {k: o.default for k, o in self.game.options.items()}

    @functools.cached_property
    def encoder(self) -> Encoder:
        """The observation tensor's encoder: the game's ``tensor_schema`` and the pending
        decision (its kind, who is to move, and for the seat to move its numbers)."""
        kinds = sorted({str(cls.name) for cls in self.game.decisions} | {"chance"})
        pending = Rec({"decision": OneHot(tuple(kinds)), "to_move": Seat(), "context": Vec(8)})
        return Encoder(
            Rec({"table": self.game.tensor_schema(), "pending": pending}), self.game.max_players
        )

    @functools.cached_property
    def writer(self) -> Writer:
        """The encoder's schema compiled to one flat writer (``boardrules.writers``)."""
        return compile_writer(self.encoder.schema, self.game.max_players)

    @functools.cached_property
    def plan(self) -> Plan:
        """How the observation tensor is written (``boardrules.arrays.Plan``): the table by
        the game's ``FromData`` writer if its ``tensor_schema`` is one, then the pending part."""
        return Plan(self.game)

    @property
    def observation_tensor_shape(self) -> tuple[int]:
        """``(n,)``: the length of every observation tensor of this game, any player count."""
        return (self.encoder.size,)

    @property
    def observation_tensor_layout(self) -> dict[str, slice]:
        """Each named part of the observation tensor and its slice (see docs/research.md)."""
        return dict(self.encoder.layout)

    @property
    def information_state_tensor_shape(self) -> tuple[int]:
        """``(n,)``: the observation tensor, a count per action id and one for the actions p
        could not see, then p's history in order, one code per action up to
        ``max_game_length`` (``information_state_layout``)."""
        n = self.encoder.size + self.game.num_distinct_actions + 1 + self.game.max_game_length
        return (n,)

    @property
    def information_state_layout(self) -> dict[str, slice]:
        """The information state tensor's parts: the observation tensor's, then
        ``seen_actions`` (a count per action id), ``unseen_actions`` (one count) and
        ``history`` (a code per action, in order, zeros after the last: docs/research.md)."""
        size, n = self.encoder.size, self.game.num_distinct_actions
        end = self.information_state_tensor_shape[0]
        return {
            **self.observation_tensor_layout,
            "seen_actions": slice(size, size + n),
            "unseen_actions": slice(size + n, size + n + 1),
            "history": slice(size + n + 1, end),
        }

    @functools.cached_property
    def history_codes(self) -> dict[tuple[int, str], int]:
        """The code of each hidden entry of a history (``state.history_for``) by ``(relative
        seat, kind)``, the relative seat ``max_players`` for a card dealt face down; an entry
        p saw is its action id + 1, so the codes run 1..``history_code_count``."""
        kinds = (*sorted(self.game.secret_decisions), "deal")
        base, seats = self.game.num_distinct_actions + 1, self.game.max_players + 1
        return {
            (who, kind): base + k * seats + who
            for k, kind in enumerate(kinds)
            for who in range(seats)
        }

    @functools.cached_property
    def history_code_count(self) -> int:
        """The largest history code: what each is divided by in the tensor, into (0, 1]."""
        return max(self.history_codes.values())

    def max_chance_outcomes(self, players: int, options: Mapping[str, Any]) -> int:
        """The most outcomes a CHANCE node can have in a game of ``players`` seats with
        ``options`` (OpenSpiel's ``max_chance_outcomes``): the game's own
        ``chance_outcome_bound`` if it has one, else the most faces of a die
        (``game.max_die``) or the cards a draw can deal (each distinct card one outcome)."""
        if isinstance(self.game, ChanceBound):
            return self.game.chance_outcome_bound(players, options)
        return max(self.game.max_die, len(set(self.game.drawable_cards())))

    @property
    def game_type(self) -> dict[str, Any]:
        """The metadata in OpenSpiel's GameType and GameInfo terms, as one dict."""
        return {
            "short_name": self.game.id,
            "long_name": self.game.title,
            "dynamics": self.game.dynamics,
            "chance_mode": self.game.chance_mode,
            "information": self.game.information,
            "utility": self.utility,
            "reward_model": self.game.reward_model,
            "min_num_players": self.game.min_players,
            "max_num_players": self.game.max_players,
            "provides_information_state_string": True,
            "provides_information_state_tensor": True,
            "provides_observation_string": True,
            "provides_observation_tensor": True,
            "secret_decisions": self.game.secret_decisions,
            "num_distinct_actions": self.game.num_distinct_actions,
            "min_utility": self.game.min_utility,
            "max_utility": self.game.max_utility,
            "utility_sum": self.utility_sum,
            "max_game_length": self.game.max_game_length,
        }


@runtime_checkable
class ChanceBound(Protocol):
    """A game that bounds its chance outcomes itself (``GameInfo.max_chance_outcomes``)."""

    def chance_outcome_bound(self, players: int, options: Mapping[str, Any]) -> int:
        """The most outcomes a CHANCE node of a game of ``players`` seats with ``options``
        can have, argued from the rules in the game's code."""
        ...
