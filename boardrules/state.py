"""The immutable ``State``: a game's data, how it got there, and the public API on it.

``apply`` copies the data (``GameData.clone``), lets the kernel step the copy and wraps it in a
new ``State``; the old one never changes. The history is a linked list of ``(previous,
action[, mark])`` nodes, so states that share a past share its nodes; ``mark`` records what an
action hid from the other seats (``loop.hidden_mark``).
"""

from __future__ import annotations

import json
import random
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from boardrules import arrays, scoring
from boardrules.actions import Action, Deal
from boardrules.copying import freeze
from boardrules.errors import IllegalAction, as_int, shown
from boardrules.ids import CHANCE, NO_SEAT
from boardrules.loop import current_player, decision_name, hidden_mark
from boardrules.menus import seat_name
from boardrules.positions import position_doc
from boardrules.scoring import Outcome, ScoreSheet
from boardrules.tasks import FACE_DOWN, Draw, task_to_doc

if TYPE_CHECKING:
    from collections.abc import Iterable

    import numpy.typing as npt

    from boardrules.editor import Editor
    from boardrules.engine import Game

STATE_FORMAT = "boardrules-state/1"  # a saved game (``State.to_json``, ``boardrules.saving``)


def _deep_copy(state: State, memo: dict[int, Any]) -> State:
    return State(state.game, state._data.clone(), state._hist, state._start)


class Start:
    """The position a state was set up from (``game.state_from_position``), written only when
    asked for: a saved game writes it (``to_json``), a game may read what a seat held there.
    Until then it keeps the table of that moment (a copy of its own, never changed)."""

    __slots__ = ("_game", "_data", "_doc")

    def __init__(self, game: Game, data: Any) -> None:
        self._game: Game | None = game
        self._data = data
        self._doc: dict[str, Any] | None = None

    def doc(self) -> dict[str, Any]:
        """The position document (written once, then kept)."""
        if self._doc is None:
            assert self._game is not None
            self._doc = position_doc(State(self._game, self._data, None))
            self._game = self._data = None
        return self._doc

    def __reduce__(self) -> tuple[Any, ...]:
        return (_start_from_doc, (self.doc(),))


def _start_from_doc(doc: dict[str, Any]) -> Start:
    start = Start.__new__(Start)
    start._game = start._data = None
    start._doc = doc
    return start


class State:
    """An immutable game position. ``apply`` returns a new State; this one never changes.

    States pickle (the game by its id, the state by its data and history), copy cheaply
    (``copy.copy`` is the state itself; ``copy.deepcopy`` clones only its data) and compare
    and hash by their table, ``state.data``, whatever path led there (transposition keys)."""

    __slots__ = (
        "game",
        "_data",
        "_hist",
        "_start",
        "_legal",
        "_legal_ids",
        "_ids",
        "_sorted",
        "_hash",
    )

    def __init__(
        self,
        game: Game,
        data: Any,
        hist: tuple[Any, ...] | None,
        start: Start | None = None,
    ) -> None:
        self.game = game
        self._data = data
        self._hist = hist
        self._start = start  # the position the game was set up from (None: from new_game)
        self._legal: tuple[Action, ...] | None = None
        self._legal_ids: frozenset[int] | None = None
        self._ids: list[int] | None = None  # the legal ids in the decision's order
        self._sorted: tuple[int, ...] | None = None
        self._hash: int | None = None

    @property
    def current_player(self) -> int:
        return current_player(self._data)

    @property
    def is_terminal(self) -> bool:
        return not self._data.tasks

    @property
    def is_chance_node(self) -> bool:
        return self.current_player == CHANCE

    @property
    def decision(self) -> str | None:
        """The kind of choice pending (``"commit"``, ``"lantern"``, ... or ``"chance"`` for a
        die roll), or None at the end: what the legal actions answer."""
        return decision_name(self._data)

    @property
    def players(self) -> int:
        return int(self._data.players)

    @property
    def history(self) -> tuple[Action, ...]:
        out: list[Action] = []
        node = self._hist
        while node is not None:
            out.append(node[1])
            node = node[0]
        return tuple(reversed(out))

    def legal_actions(self, player: int | None = None) -> tuple[Action, ...]:
        if self._legal is None:
            ids = self._ids
            if ids is None:
                # ``loop.legal_ids``: a decision's options without a call more
                tasks = self._data.tasks
                options = self.game.loop.options.get(type(tasks[-1])) if tasks else None
                if options is None:
                    ids = self.game.loop.legal_ids(self._data)
                else:
                    ids = options(self._data, tasks[-1])
                self._ids = ids
            n = len(ids)
            if n > 1:
                self._legal = itemgetter(*ids)(self.game._table)
            else:
                self._legal = (self.game._table[ids[0]],) if n else ()
        if player is not None and player != self.current_player:
            return ()
        return self._legal

    def legal_action_ids(self) -> tuple[int, ...]:
        """The ids of the legal actions (``game.action_id``), sorted: the integer fast path
        with ``apply_id``. Empty at the end."""
        if self._sorted is None:
            ids = self._ids
            if ids is None:
                ids = self._ids = self.game.loop.legal_ids(self._data)
            self._sorted = tuple(sorted(ids))
        return self._sorted

    def legal_action_mask(self) -> npt.NDArray[Any]:
        """A NumPy bool array of ``num_distinct_actions`` entries, True at the id of each
        legal action (the extra ``numpy``; ``legal_action_ids`` needs none)."""
        return arrays.legal_action_mask(self)

    def apply_id(self, action_id: int) -> State:
        """``apply(game.action_from_id(action_id))``, without building the legal actions."""
        legal = self._legal_ids
        if legal is None:
            ids = self._ids
            if ids is None:
                ids = self._ids = self.game.loop.legal_ids(self._data)
            legal = self._legal_ids = frozenset(ids)
        if type(action_id) is not int or action_id not in legal:
            index = as_int(action_id)
            if index is None or index not in legal:
                raise IllegalAction(
                    f"action id {shown(action_id)} is not legal now (player to move: "
                    f"{self.current_player}; legal ids {sorted(legal)})",
                    self.legal_actions(),
                )
            action_id = index
        action = self.game._table[action_id]
        d = self._data.fork()
        game = self.game
        mark = hidden_mark(game, self._data) if game.masking or d.explicit_chance else None
        loop = game.loop
        resolve = loop.resolvers.get(type(d.tasks[-1]))
        if resolve is None:  # a chance node
            loop.answer(d, action)
        else:  # ``loop.answer`` for a decision, without a call more
            resolve(d, d.tasks.pop(), action)
            loop.run(d)
        return State(
            game, d, (self._hist, action, mark) if mark else (self._hist, action), self._start
        )

    # --- search and learning --------------------------------------------------------------
    def observation_string(self, player: int) -> str:
        """``observation(p)`` and, for the seat to move, its pending decision, as JSON text."""
        seat = self.seat(player)
        view = {"observation": self.observation(seat), "pending": pending_for(self, seat)}
        return json.dumps(view, sort_keys=True, default=str)

    def observation_tensor(self, player: int) -> list[float]:
        """``observation(p)`` as ``game.info.observation_tensor_shape`` floats, laid out as
        ``game.info.observation_tensor_layout`` says (docs/research.md)."""
        return arrays.observation_list(self, player)

    def observation_array(self, player: int) -> npt.NDArray[Any]:
        """``observation_tensor(p)`` as a NumPy float32 array, written without a list (the
        extra ``numpy``; ``boardrules.arrays.observation_batch`` writes many at once)."""
        return arrays.observation_array(self, player)

    def history_for(self, player: int) -> tuple[str, ...]:
        """The history as ``player`` saw it: each action's notation, but another seat's
        secret choice (a decision of ``game.secret_decisions``) as ``"<seat>: <decision>"``
        and a card dealt to another seat alone (explicit chance) as ``"<seat>: deal"`` (one
        dealt face down as ``"face down: deal"``)."""
        seat = self.seat(player)
        out: list[str] = []
        text = self.game.codec.text
        node = self._hist
        while node is not None:
            if len(node) == 3 and node[2][0] != seat:
                who, kind = node[2]
                out.append("face down: deal" if who == FACE_DOWN else f"{who}: {kind}")
            else:
                out.append(text[node[1]])
            node = node[0]
        return tuple(reversed(out))

    def information_state_string(self, player: int) -> str:
        """What ``player`` knows: its seat, the history as it saw it (``history_for``) and
        its observation now (``observation_string``), one per line."""
        seat = self.seat(player)
        lines = [f"seat {seat}", *self.history_for(seat), self.observation_string(seat)]
        return "\n".join(lines)

    def information_state_tensor(self, player: int) -> list[float]:
        """The observation tensor, then how often ``player`` saw each action id and how many
        actions it could not see, then its history in order (perfect recall: one code per
        entry of ``history_for``), ``game.info.information_state_layout`` says where."""
        return arrays.information_state_list(self, player)

    def information_state_array(self, player: int) -> npt.NDArray[Any]:
        """``information_state_tensor(p)`` as a NumPy float32 array (the extra ``numpy``)."""
        return arrays.information_state_array(self, player)

    def resample(self, player: int, rng: random.Random | None = None) -> State:
        """A state ``player`` cannot tell from this one (the same observations and history
        as it saw them), with everything it cannot see redrawn from ``rng``: deck orders,
        other seats' hands, secret cards and commitments. For determinized and
        information-set search."""
        seat = self.seat(player)
        if rng is not None and not isinstance(rng, random.Random):
            raise ValueError(f"rng is a random.Random, not {shown(rng)}")
        d = self._data.clone()
        self.game.resample_from(self, d, seat, rng or random.Random())
        return State(self.game, d, self._hist, self._start)

    def __eq__(self, other: object) -> bool:
        """Two states are equal when they are of one game and their tables (``data``) are,
        whatever their histories."""
        if not isinstance(other, State):
            return NotImplemented
        return self is other or (self.game.id == other.game.id and bool(self._data == other._data))

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = self._hash = hash((self.game.id, freeze(self._data)))
        return h

    def __reduce__(self) -> tuple[Any, ...]:
        links: list[Any] = []
        node = self._hist
        while node is not None:
            aid = self.game._ids[node[1]]
            links.append((aid, node[2]) if len(node) == 3 else aid)
            node = node[0]
        return (_unpickle_state, (self.game, self._data, links[::-1], self._start))

    def __copy__(self) -> State:
        return self

    __deepcopy__ = _deep_copy  # a state of its own data (for callers that mutate)

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.current_player != CHANCE:
            return []
        actions = self.legal_actions()
        top = self._data.tasks[-1]
        if isinstance(top, Draw):
            cards = self.game.pile(self._data, top)
            return [(a, cards.count(a.card) / len(cards)) for a in actions if isinstance(a, Deal)]
        return [(a, 1.0 / len(actions)) for a in actions]

    def apply(self, action: Action) -> State:
        game = self.game
        ids = self._ids
        if ids is None:
            ids = self._ids = game.loop.legal_ids(self._data)
        # the codec's own object (as legal_actions hands them) by its identity, else by value
        aid = game._by_object.get(id(action))
        if aid is None:
            aid = game.codec.exact_id(action)
        if aid is None or aid not in ids:
            if self.is_terminal:
                what = "the game is over"
            elif isinstance(action, str):
                what = (
                    f"{shown(action)[1:-1]} is not legal now: apply takes an Action, not a "
                    "notation (game.parse_action reads one)"
                )
            elif not isinstance(action, Action):
                what = f"{shown(action)} is not an Action"
            elif aid is None and str(action) in self.game.codec.by_text:
                what = f"{shown(tuple(action))} has the notation of an action, not its types"
            else:
                what = f"{shown(action)} is not legal now"
            raise IllegalAction(
                f"{what} (player to move: {self.current_player})", self.legal_actions()
            )
        action = game._table[aid]  # the codec's own object, of the exact types
        d = self._data.fork()
        mark = hidden_mark(game, self._data) if game.masking or d.explicit_chance else None
        loop = game.loop
        resolve = loop.resolvers.get(type(d.tasks[-1]))
        if resolve is None:  # a chance node
            loop.answer(d, action)
        else:  # ``loop.answer`` for a decision, without a call more
            resolve(d, d.tasks.pop(), action)
            loop.run(d)
        return State(
            game, d, (self._hist, action, mark) if mark else (self._hist, action), self._start
        )

    def scores(self) -> tuple[float, ...]:
        return self.game.score_sheet(self._data).totals

    def score_breakdown(self) -> list[dict[str, float]]:
        return self.game.score_sheet(self._data).breakdown()

    def seat(self, player: Any) -> int:
        """``player`` as a seat number; ValueError unless it is an integer 0..players-1."""
        seat = as_int(player)
        if seat is None or not 0 <= seat < self.players:
            raise ValueError(f"no seat {shown(player)}; seats are 0..{self.players - 1}")
        return seat

    def score_sheet(self) -> ScoreSheet:
        """The score sheet: per seat the categories, the total and the tie-break keys."""
        return self.game.score_sheet(self._data)

    def outcome(self) -> Outcome | None:
        """None while the game runs; at the end, the winner(s) after the game's tie-break."""
        if self._data.tasks:
            return None
        return scoring.decide(self.game.score_sheet(self._data))

    def returns(self, rewards: str = "win_share") -> tuple[float, ...]:
        """Utilities per seat, as OpenSpiel's ``returns()``: at the end 1.0 split evenly among
        the winners and 0.0 for everybody else; 0.0 for every seat before the end.
        ``rewards="zero_sum"`` or ``"score_margin"`` gives the other kinds of
        ``boardrules.scoring.rewards``."""
        outcome = self.outcome()
        if rewards == "win_share" or outcome is None:
            scoring.check_rewards(rewards)
            return scoring.returns(outcome, self.players)
        return scoring.rewards(self.game.score_sheet(self._data), outcome, rewards)

    def observation(self, player: int) -> dict[str, Any]:
        return self.game.observation(self._data, self.seat(player))

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What ``seat`` may see (its observation), or with None what everybody may see."""
        if seat is None:
            return self.game.observation(self._data, NO_SEAT)
        return self.observation(seat)

    def svg(self, seat: int | None = None) -> str:
        """The table as an SVG picture: the public view, or what ``seat`` may see (its own
        hand face up, other seats' hidden cards as backs). Drawn from ``view(seat)`` only (and
        for the seat to move, the question it is asked: ``boardrules.menus.picture_view``)."""
        from boardrules.menus import picture_view

        viewer = None if seat is None else self.seat(seat)
        return self.game.draw_svg(picture_view(self, viewer), viewer)

    _repr_svg_ = svg  # Jupyter shows a state as its public picture (as python-chess a board)

    def to_json(self) -> str:
        """The saved game: seats, seed, options, the history and the data (and, for a game
        set up from a position, that ``start`` position, from which the history replays)."""
        d = self._data
        doc = {
            "format": STATE_FORMAT,
            "game": self.game.id,
            "players": d.players,
            "seed": d.seed,
            "chance": "explicit" if d.explicit_chance else "auto",
            "options": d.options,
            "history": notations(self.game, self.history),
            "data": self.game.converter.unstructure(d),
            "cards": self.game.card_digests,
        }
        if self._start is not None:
            doc["start"] = self._start.doc()
        return json.dumps(doc, sort_keys=True)

    def position(self) -> dict[str, Any]:
        """Everything on the table as a position document (see docs/positions.md):
        ``game.state_from_position(state.position())`` is this state, without its history."""
        return position_doc(self)

    def edit(self) -> Editor:
        """An editor over this position in the game's own words (``boardrules.editor``):
        ``state.edit().move("S-05", "hand:1").set("round", 3).state()``."""
        from boardrules.editor import Editor

        return Editor(self)

    def __str__(self) -> str:
        return self.game.render(self._data)

    def render(self, viewer: int | None = None) -> str:
        """The table as text; with ``viewer``, also what only that seat may see."""
        seat = self.seat(viewer) if viewer is not None else None
        text = self.game.render(self._data)
        private = self.game.render_private(self._data, seat) if seat is not None else ""
        if not private or seat is None:
            return text
        # a head line of its own: the private lines belong to the viewer, not to the block of
        # the last seat above them (``--compact`` marks each line with its seat)
        return f"{text}\n{seat_name(seat)}, only you see:\n{private}"

    @property
    def data(self) -> Any:
        """The game's data (read it; never change it: states share nothing but are cached)."""
        return self._data


def notations(game: Game, actions: Iterable[Action]) -> list[str]:
    """The notation of each action (``str(action)``), the codec's own actions (those a
    state's history holds) read from the codec's table of notations."""
    by_object, written = game._by_object, game.codec.notations
    return [
        written[by_object[id(a)]] if id(a) in by_object else str(a)  # the codec's object
        for a in actions
    ]


def pending_for(state: State, player: int) -> dict[str, Any] | None:
    """The pending decision with its context (the task record's fields), if ``player`` is
    the seat to decide it; None otherwise."""
    tasks = state.data.tasks
    if not tasks or state.current_player != player:
        return None
    return task_to_doc(tasks[-1])


def _unpickle_state(game: Game, data: Any, links: list[Any], start: Any) -> State:
    hist: tuple[Any, ...] | None = None
    for link in links:  # an action id, or (id, what it hid: see State.history_for)
        if isinstance(link, int):
            hist = (hist, game._table[link])
        else:
            hist = (hist, game._table[link[0]], tuple(link[1]))
    return State(game, data, hist, start)


def _exact_id(codec: Any, action: Any) -> int:
    aid = codec.exact_id(action)
    return -1 if aid is None else int(aid)


def applied(state: State, history: Iterable[Action | str], *, fresh: bool = False) -> State:
    """``state`` after the actions of ``history`` (actions or their notations), each checked
    legal as ``apply`` checks it, and raising what ``apply`` raises, but played on one copy of
    the table with no state in between: how a saved game replays its history to confirm it
    (``Game.replay``, ``Game.state_from_json``). ``fresh``: ``state`` is the caller's own,
    made for this replay and never read again (``new_game``'s, ``Game.replay``,
    ``saving.replay_saved``), so its table is played on in place, not copied first."""
    game = state.game
    codec = game.codec
    text_ids = codec.text_ids
    loop = game.loop
    allows, answer = loop.allows, loop.answer
    table = game._table
    d = state._data if fresh else state._data.clone()
    hist = state._hist
    masking = game.masking or d.explicit_chance
    actions = list(history)
    last = len(actions) - 1
    # a notation's id in one look-up; an action by value and type (``exact_id``); -1: none
    try:  # a saved history: notations all (an action object is no key of ``text_ids``)
        ids = [text_ids[a] for a in actions]  # type: ignore[index]
    except (KeyError, TypeError):
        ids = [text_ids.get(a, -1) if isinstance(a, str) else _exact_id(codec, a) for a in actions]
    # before the last action the game may leave out what only options read and take the
    # actions it asks itself (``TaskLoop.replaying``, ``TaskLoop.take``); the last one
    # leaves the table as play leaves it
    loop.replaying = d if last > 0 else None
    loop.upcoming = ids
    loop.stop = 0 if masking else last
    loop.vouched = -1
    n = 0
    try:
        while n <= last:
            if n == last:
                loop.replaying = None
            aid = ids[n]
            # checked already where the game vouched for it (``TaskLoop.vouch``)
            vouched = loop.vouched == n
            loop.at = n = n + 1
            if aid < 0 or not (vouched or allows(d, aid)):
                loop.replaying = None
                a = actions[n - 1]
                action = codec.from_text(a, game.id) if isinstance(a, str) else a
                State(game, d, hist, state._start).apply(action)  # raises as apply does
                raise AssertionError("apply took an action that is not legal")  # pragma: no cover
            action = table[aid]
            if masking:
                mark = hidden_mark(game, d)
                answer(d, action)
                hist = (hist, action, mark) if mark else (hist, action)
            else:
                answer(d, action)
                hist = (hist, action)
                while n < loop.at:  # the actions the game took itself (``TaskLoop.take``)
                    hist = (hist, table[ids[n]])
                    n += 1
    finally:
        if loop.replaying is d:
            loop.replaying = None
        loop.upcoming = []
        loop.vouched = -1
    return State(game, d, hist, state._start)
