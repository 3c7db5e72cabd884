"""A state's tensors written flat: as lists of floats, or as NumPy arrays (the extra ``numpy``).

- ``observation_array(state, p)``: ``observation(p)`` and the pending decision as float32,
  ``game.info.observation_tensor_shape`` long, laid out as ``observation_tensor_layout`` says;
- ``information_state_array(state, p)``: the observation, then how often p saw each action id
  and how many it could not see, then p's history in order (perfect recall): one code per
  action p saw, ``game.info.information_state_tensor_shape`` long (see ``history_code``);
- ``observation_batch(states, seats)``: many observations in one preallocated ``(n, width)``
  array, row i of ``states[i]`` for ``seats[i]``;
- ``legal_action_mask(state)``: a bool array, True at each legal action id.

The floats are those of ``Encoder.encode`` (``boardrules.tensors``), written by the schema's
flat writer (``boardrules.writers``) into a zeroed buffer: a ``memoryview`` of the array, with
no Python list in between. ``state.observation_array(p)``, ``state.information_state_array(p)``
and ``state.legal_action_mask()`` call these; the list forms ``state.observation_tensor(p)``
and ``state.information_state_tensor(p)`` need no NumPy.

>>> import boardrules
>>> game = boardrules.load_game("woodcraft_rw")
>>> s = game.new_game(2, seed=1)
>>> a = observation_array(s, 0)
>>> import numpy as np
>>> a.dtype, a.shape == game.info.observation_tensor_shape
(dtype('float32'), True)
>>> np.array_equal(a, np.asarray(s.observation_tensor(0), np.float32))
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any, cast

import attrs

from boardrules.tasks import FACE_DOWN, Chance, Decision
from boardrules.tensors import Encoder, FromData
from boardrules.writers import Buffer, ByKind, fields_of

if TYPE_CHECKING:
    import numpy.typing as npt

    from boardrules.engine import Game
    from boardrules.state import State

EXTRA = "pip install 'boardrules[numpy]'"

NUMBER = (int, float)
"""What a number of a decision's context is (``isinstance``; bool an int): a tuple made
once, where ``int | float`` would build a ``types.UnionType`` at every field read."""


def numpy() -> ModuleType:
    """The ``numpy`` module, or an ImportError naming the extra that installs it."""
    try:
        import numpy
    except ImportError as error:  # the pure install: no NumPy
        raise ImportError(f"boardrules' NumPy arrays need NumPy, the extra 'numpy': {EXTRA}") from (
            error
        )
    global _numpy
    _numpy = numpy
    module: ModuleType = numpy  # a module, whether or not mypy has NumPy's stubs
    return module


def floats(array: npt.NDArray[Any]) -> Buffer:
    """A writable view of a float32 array's memory (a ``memoryview``: ``array.data``)."""
    return cast(Buffer, array.data)


_FIELDS: dict[type, tuple[str, ...]] = {}


def _context_fields(cls: type) -> tuple[str, ...]:
    """The fields of a decision record that may be numbers of its context (not its seat)."""
    names = _FIELDS.get(cls)
    if names is None:
        fields = attrs.fields(cls)
        names = _FIELDS[cls] = tuple(f.name for f in fields if f.name not in ("task", "seat"))
    return names


def _reader(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]] | None:
    """What reads the fields ``names`` of a record as one tuple (None for no field)."""
    if not names:
        return None
    return fields_of(*names)


def pending_view(state: State, seat: int) -> dict[str, Any]:
    """The tensor's ``pending`` part: the decision's kind, who takes it and, for ``seat`` if
    it is to move, the numbers of the decision's record (what is left to crop, to pay...)."""
    data = state.data
    to_move = state.current_player
    numbers: list[float] = []
    if to_move == seat:
        top = data.tasks[-1]
        for name in _context_fields(type(top)):
            value = getattr(top, name)
            if isinstance(value, NUMBER):
                numbers.append(float(value))
    return {
        "decision": state.decision,
        "to_move": to_move if to_move >= 0 else None,
        "context": numbers,
    }


class Plan:
    """How one game's observation tensor is written, worked out once (``game.info.plan``):
    the table by the game's ``FromData`` writer when it has one (else from ``observation(p)``
    by the compiled writer of the whole schema), then the pending part from the task on top
    of the stack, as ``pending_view`` and ``Encoder.encode`` give it."""

    def __init__(self, game: Game) -> None:
        info = game.info
        encoder = info.encoder
        self.game = game
        self.width = encoder.size
        table = encoder.schema.parts["table"]
        self.table = table.write if isinstance(table, FromData) else None
        # the float32 writer of a table written once a buffer kind (``writers.ByKind``)
        self.table32 = self.table.float32 if isinstance(self.table, ByKind) else self.table
        # the float32 writer writes every float of the table (``ByKind(fills=True)``): the
        # array starts from ``numpy.empty``, only the pending part zeroed here
        self.fills = isinstance(self.table, ByKind) and self.table.fills
        layout = encoder.layout
        pending = encoder.schema.parts["pending"]
        self.kinds = {kind: i for i, kind in enumerate(pending.parts["decision"].values)}
        self.decision = layout["pending/decision"].start
        self.to_move = layout["pending/to_move"].start
        self.context = layout["pending/context"].start
        self.numbers = pending.parts["context"].n
        # the pending part: the last floats of the tensor, after the table's
        self.pending_at = min(self.decision, self.to_move, self.context)
        assert self.pending_at + Encoder(pending, game.max_players).size == self.width
        self.tops: dict[type, tuple[int, bool, Callable[[Any], tuple[Any, ...]] | None]] = {}
        self.array32: Callable[[State, int], npt.NDArray[Any]] | None = None  # made once

    def top(self, cls: type) -> tuple[int, bool, Callable[[Any], tuple[Any, ...]] | None]:
        """A task class as the pending part reads it: the index of its kind (-1: none of the
        kinds), whether it is a decision, and what reads the values of the fields that may be
        numbers of its context (as a tuple; None: no such field)."""
        plan = self.tops.get(cls)
        if plan is None:
            if not issubclass(cls, Decision | Chance):  # as ``loop.current_player`` says
                raise TypeError(f"the task {cls.__name__} on top of the stack is no decision")
            kind = "chance" if issubclass(cls, Chance) else str(cls.name)
            read = _reader(_context_fields(cls))
            plan = (self.kinds.get(kind, -1), issubclass(cls, Decision), read)
            self.tops[cls] = plan
        return plan

    def write(self, state: State, seat: int, buf: Buffer) -> None:
        """The observation tensor of ``seat`` into the zeroed ``buf`` (its first float at 0)."""
        game, d = self.game, state._data
        table = self.table
        if table is None:
            view = {"table": game.observation(d, seat), "pending": pending_view(state, seat)}
            game.info.writer(view, seat, d.players, buf, 0)
            return
        table(game, d, seat, buf)
        self.pending(d, seat, buf)

    def make_array32(self) -> Callable[[State, int], npt.NDArray[Any]]:
        """``array(state, seat)``: the observation array of ``seat`` (a seat number of the
        state), made once with NumPy (``observation_array`` calls it): ``write`` into a new
        float32 array, with the float32 table writer and ``pending`` in one function, what
        they read bound to its names."""
        np = _numpy or numpy()
        zeros, float32, width, game = np.zeros, np.float32, self.width, self.game
        fills, pending_at = self.fills, self.pending_at
        new = np.empty if fills else zeros  # a writer that fills the table: no zeros first
        # float32 zeros over the pending part (a memoryview of the same format: one copy)
        blank_pending = memoryview(np.zeros(width - pending_at, float32).data)
        table, tops, top_of, number = self.table32, self.tops, self.top, NUMBER
        decision_at, to_move_at, context_at, n = (
            self.decision,
            self.to_move,
            self.context,
            self.numbers,
        )
        if table is None:  # no table writer: the observation's path

            def whole(state: State, seat: int) -> npt.NDArray[Any]:
                out: npt.NDArray[Any] = zeros(width, float32)
                self.write(state, seat, floats(out))
                return out

            self.array32 = whole
            return whole

        def array(state: State, seat: int) -> npt.NDArray[Any]:
            out: npt.NDArray[Any] = new(width, float32)
            buf: Any = out.data  # a float32 memoryview
            d = state._data
            table(game, d, seat, buf)
            if fills:  # the table written whole: the pending part still to zero
                buf[pending_at:width] = blank_pending
            tasks = d.tasks
            if not tasks:
                return out
            top = tasks[-1]
            kind, decision, read = tops.get(type(top)) or top_of(type(top))
            if kind >= 0:
                buf[decision_at + kind] = 1.0
            if decision:
                who = top.seat
                players = d.players
                if 0 <= who < players:
                    buf[to_move_at + (who - seat) % players] = 1.0
                if who == seat and read is not None:
                    j = 0
                    for value in read(top):
                        if isinstance(value, number):
                            if value:
                                buf[context_at + j] = float(value)
                            j += 1
                            if j == n:
                                break
            return out

        self.array32 = array
        return array

    def pending(self, d: Any, seat: int, buf: Buffer) -> None:
        """The pending part of ``seat``'s tensor from the task on top of the data's stack."""
        tasks = d.tasks
        if not tasks:
            return
        top = tasks[-1]
        kind, decision, read = self.tops.get(type(top)) or self.top(type(top))
        if kind >= 0:
            buf[self.decision + kind] = 1.0
        if not decision:
            return
        who, players = top.seat, d.players
        if 0 <= who < players:
            buf[self.to_move + (who - seat) % players] = 1.0
        if who == seat and read is not None:
            at, j, n = self.context, 0, self.numbers
            for value in read(top):
                if isinstance(value, NUMBER):
                    if value:
                        buf[at + j] = float(value)
                    j += 1
                    if j == n:
                        break


def write_observation(state: State, seat: int, buf: Buffer, at: int = 0) -> None:
    """The observation tensor of ``seat`` into the zeroed ``buf[at:at + width]`` (``buf`` a
    list when ``at`` is 0, else a ``memoryview``)."""
    plan = state.game.info.plan
    plan.write(
        state, seat, cast(Buffer, cast(memoryview, buf)[at : at + plan.width]) if at else buf
    )


def _seat(state: State, player: int) -> int:
    if type(player) is int and 0 <= player < state._data.players:
        return player
    return state.seat(player)  # the error of another value


def observation_list(state: State, player: int) -> list[float]:
    seat = _seat(state, player)
    plan = state.game.info.plan
    out = [0.0] * plan.width
    plan.write(state, seat, out)
    return out


_numpy: ModuleType | None = None


def observation_array(state: State, player: int) -> npt.NDArray[Any]:
    """``state.observation_tensor(player)`` as a NumPy float32 array."""
    plan = state.game.info.plan
    array = plan.array32
    if array is None or _numpy is None:  # made once; or without NumPy, the error naming it
        numpy()
        array = plan.array32 or plan.make_array32()
    if type(player) is int and 0 <= player < state._data.players:
        return array(state, player)
    return array(state, state.seat(player))  # or the error of another value


def observation_batch(
    states: Sequence[State], seats: Sequence[int] | None = None, out: npt.NDArray[Any] | None = None
) -> npt.NDArray[Any]:
    """The observation arrays of ``states`` (row i: ``states[i]`` as ``seats[i]`` sees it;
    without ``seats``, each state's player to move, seat 0 at a chance node or the end), in
    one ``(len(states), width)`` float32 array, or written into ``out`` (zeroed here)."""
    np = _numpy or numpy()
    if seats is not None and len(seats) != len(states):
        raise ValueError(f"{len(states)} states but {len(seats)} seats")
    games = {s.game.id for s in states}
    if len(games) > 1:
        raise ValueError(f"the states are of several games: {sorted(games)}")
    width = states[0].game.info.observation_tensor_shape[0] if states else 0
    if out is None:
        out = np.zeros((len(states), width), np.float32)
    elif out.shape != (len(states), width) or out.dtype != np.float32:
        raise ValueError(f"out is {out.shape} {out.dtype}, not ({len(states)}, {width}) float32")
    else:
        out[...] = 0.0
    flat = floats(out.reshape(-1))  # row i at i * width
    for i, state in enumerate(states):
        p = seats[i] if seats is not None else max(state.current_player, 0)
        write_observation(state, state.seat(p), flat, i * width)
    return out


def write_information_state(state: State, seat: int, buf: Buffer) -> None:
    """The information state tensor of ``seat`` into the zeroed ``buf``: the observation,
    the count of each action id seen and of the actions not seen, then the history codes."""
    game = state.game
    info = game.info
    write_observation(state, seat, buf)
    size = info.observation_tensor_shape[0]
    unseen = size + game.num_distinct_actions
    history = size + game.num_distinct_actions + 1
    room = info.information_state_tensor_shape[0] - history
    codes, scale, ids = info.history_codes, float(info.history_code_count), game._ids
    players, faces = state.players, game.max_players
    entries: list[int] = []
    node = state._hist
    while node is not None:
        if len(node) == 3 and node[2][0] != seat:
            who, kind = node[2]
            relative = faces if who == FACE_DOWN else (who - seat) % players
            entries.append(codes[relative, kind])
        else:
            entries.append(ids[node[1]] + 1)
        node = node[0]
    if len(entries) > room:
        raise ValueError(
            f"a history of {len(entries)} actions is longer than the game's bound "
            f"max_game_length {room}"
        )
    entries.reverse()
    base = game.num_distinct_actions + 1
    for j, code in enumerate(entries):
        if code < base:
            buf[size + code - 1] += 1.0
        else:
            buf[unseen] += 1.0
        buf[history + j] = code / scale


def information_state_list(state: State, player: int) -> list[float]:
    seat = _seat(state, player)
    out = [0.0] * state.game.info.information_state_tensor_shape[0]
    write_information_state(state, seat, out)
    return out


def information_state_array(state: State, player: int) -> npt.NDArray[Any]:
    """``state.information_state_tensor(player)`` as a NumPy float32 array."""
    np = _numpy or numpy()
    seat = _seat(state, player)
    out: npt.NDArray[Any] = np.zeros(state.game.info.information_state_tensor_shape[0], np.float32)
    write_information_state(state, seat, floats(out))
    return out


def legal_action_mask(state: State) -> npt.NDArray[Any]:
    """True at the id of each legal action: a bool array of ``num_distinct_actions``."""
    np = _numpy or numpy()
    mask: npt.NDArray[Any] = np.zeros(state.game.num_distinct_actions, np.bool_)
    mask[list(state.legal_action_ids())] = True
    return mask


def decode_history(state: State, player: int, array: Any) -> list[str]:
    """The history entries an information state array holds, back as ``history_for`` reads
    them (a check and an example of the codes: docs/research.md)."""
    game = state.game
    info = game.info
    start = info.observation_tensor_shape[0] + game.num_distinct_actions + 1
    names = {code: key for key, code in info.history_codes.items()}
    seat = _seat(state, player)
    out = []
    for value in array[start:]:
        code = round(float(value) * info.history_code_count)
        if not code:
            break
        if code <= game.num_distinct_actions:
            out.append(game.codec.text[game._table[code - 1]])
            continue
        who, kind = names[code]
        if who == game.max_players:
            out.append("face down: deal")
        else:
            out.append(f"{(who + seat) % state.players}: {kind}")
    return out
