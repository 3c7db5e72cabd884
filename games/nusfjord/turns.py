"""The work phase's turns (L351-L378): a seat places a worker on an action space that takes one
more (L357) and can have an effect (L363), on an imitation space copying a full space
(L615-L625), or on an own elder (L585-L600); or it skips (L368). Anytime effects may be used
first (L947, ``anytime.py``). Solo, the worker colour playing this round places (L681).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from boardrules.actions import Arg
from boardrules.cards.refs import ability_ref

from .action_board import HARBOR_CHECKS
from .actions import BoardGuest, Imitate, PlaceWorker, Skip, Use, WorkElder
from .places import Occupancy, OnElder, OnImitation, OnSpace, WorkerPlace
from .state import SPACES, Harbor, NData, own
from .tasks import AFTER_ACTION, Turn

if TYPE_CHECKING:
    from .game import Nusfjord


def space_action(space: str) -> str:
    """The action of an action space (the two build spaces of the 2-player side, L472)."""
    return "build" if space == "build2" else space


Check = Callable[[NData, int, Harbor], bool]  # ``ActionBoard.checks``: can it have an effect
SPACE_ACTIONS = tuple((s, space_action(s)) for s in SPACES)  # each space with its action
SPACE_ACTION = dict(SPACE_ACTIONS)
ON_SPACE = {s: OnSpace(s) for s in SPACES}  # a worker's place on each space (shared records)
# ``Turns.do_turn``: by a ``place`` action's argument, the place and the action of its space
PLACE_ON: dict[Arg, tuple[OnSpace, str]] = {s: (ON_SPACE[s], a) for s, a in SPACE_ACTIONS}


class Turns:
    """Placing workers."""

    def __init__(self, game: Nusfjord) -> None:
        self.game = game
        info = game.spaces_info
        # workers each action space takes: the 2-player side (solo too), the 3-5-player side
        self.caps: list[dict[str, int]] = [
            {s: space["capacity"][k] for s, space in info.items()} for k in (0, 1)
        ]
        self.column: dict[str, str] = {s: space["column"] for s, space in info.items()}
        # imitation columns by seats (solo: by variant), each with ``one_pass`` of them
        self.columns: dict[int | str, tuple[tuple[str, ...], dict[str, int] | None]] = {
            key: (tuple(columns), one_pass(tuple(columns), self.column))
            for key, columns in (
                (int(k) if k.isdigit() else k, v) for k, v in game.params["imitation"].items()
            )
        }
        # ``opt_turn``: per seat count, what ``columns`` holds (solo: None, by variant)
        self.by_players = [self.columns.get(n) if n > 1 else None for n in range(6)]
        # per side, the spaces that take workers, with their action and capacity (board order)
        Open = list[tuple[str, str, int]]
        self.open_spaces: list[Open] = [
            [(s, a, caps[s]) for s, a in SPACE_ACTIONS if caps[s]] for caps in self.caps
        ]
        self.elder_ref = {e: ability_ref(e, 0) for e in game.elder_cards}  # each one's function
        # ``occupancy``: the workers placed last asked about (``NData.placed``) and where they
        # stand; the next turn's table holds the same tuple, or one worker more (``do_turn``)
        self.occupied: tuple[object, Occupancy] = (None, Occupancy.of(()))

    @staticmethod
    def side(d: NData) -> int:
        """L205: the 2-player side (solo too, L675) or the 3-5-player side."""
        return 0 if d.players <= 2 else 1

    def capacity(self, d: NData, space: str) -> int:
        return self.caps[self.side(d)][space]

    @staticmethod
    def colour_of(d: NData, seat: int) -> int:
        return d.colour if d.players == 1 else seat

    def imitation_spaces(self, d: NData) -> list[str]:
        """L615-L619: 4 players one space (any column), 5 players one per column; solo the
        4-player side, advanced solo the 5-player side (L675, L702)."""
        return list(self.imitation_columns(d))

    def imitation_columns(self, d: NData) -> tuple[str, ...]:
        """:meth:`imitation_spaces` as a tuple, read from the rules' table once."""
        return self.imitation_plan(d)[0]

    def imitation_plan(self, d: NData) -> tuple[tuple[str, ...], dict[str, int] | None]:
        """:meth:`imitation_columns` with ``one_pass`` of them."""
        n = d.players
        if n == 1:
            advanced = d.options["variant"] == "solo_advanced"
            return self.columns["solo_advanced" if advanced else "solo"]
        return self.columns[n]

    def opt_turn(self, d: NData, t: Turn) -> list[int]:
        p = t.seat
        game = self.game
        ids = game.ids
        h = d.harbors[p]
        out: list[int] = []
        placed = d.placed
        known_placed, occ = self.occupied  # ``occupancy``, written out
        if known_placed is not placed:
            occ = Occupancy.of(placed)
            self.occupied = (placed, occ)
        blocked: list[tuple[str, str]] = []  # full spaces, for the imitation spaces
        known: dict[str, bool] = {}  # the actions checked (``ActionBoard.known``)
        n = d.players
        self.open_checks[0 if n <= 2 else 1](d, p, h, occ.spaces, out, blocked, known)
        if blocked:  # L615-L619: 4 and 5 players, solo
            plan = self.by_players[n]
            if plan is None:  # solo: by variant (``imitation_plan``, written out)
                advanced = d.options["variant"] == "solo_advanced"
                plan = self.columns["solo_advanced" if advanced else "solo"]
            if plan[0]:
                imitate = ids.imitate
                for s in self.imitations(d, p, occ, blocked, known, plan):
                    out.append(imitate[s])
        if h.elders and any(d.plates):  # L604: elders eat from a filled plate
            usable, elder_id, on_elder = game.abilities.usable, ids.elder, occ.elders
            refs = self.elder_ref
            board = game.action_board
            board.known = (d, p, known)  # their conditions read the checks made (digest A7)
            try:
                for e in h.elders:
                    if e not in on_elder and usable(d, p, refs[e]):  # ``rt.usable``
                        out.append(elder_id[e])
            finally:
                board.known = None
        if h.guests or not game.anytime.cards.isdisjoint(game.owned.of(h, p)):  # ``may_use``
            out += game.anytime.options(d, p)  # L947: anytime effects, not inside an action
        out.append(ids.skip)  # L368: a seat may always skip
        return out

    def imitations(
        self,
        d: NData,
        p: int,
        occ: Occupancy,
        blocked: list[tuple[str, str]],
        known: dict[str, bool],
        plan: tuple[tuple[str, ...], dict[str, int] | None] | None = None,
    ) -> list[str]:
        """L617-L625: the spaces an imitation space may copy: a blocked action space (one
        that takes no further worker; ``blocked``, with its action, in board order), by column
        at 5 players; the imitation space itself must be free (``occ``, the occupancy).
        ``known`` holds the actions checked so far (``ActionBoard.checks``); the rest are
        added; ``plan`` is the ``imitation_plan``, if known."""
        checks = self.game.action_board.checks
        h = d.harbors[p]
        column_of = self.column
        taken = occ.imitations
        out: list[str] = []
        columns, one = self.imitation_plan(d) if plan is None else plan
        if one is not None:  # the loops below in one pass over ``blocked``
            for s, a in blocked:
                k = one[s]
                if k >= 0 and k not in taken:
                    ok = known.get(a)
                    if ok is None:
                        ok = known[a] = checks[a](d, p, h)
                    if ok:
                        out.append(s)
            return out
        for k, column in enumerate(columns):
            if k in taken:
                continue
            anywhere = column == "any"
            for s, a in blocked:
                if (anywhere or column_of[s] == column) and s not in out:
                    ok = known.get(a)
                    if ok is None:
                        ok = known[a] = checks[a](d, p, h)
                    if ok:
                        out.append(s)
        return out

    @functools.cached_property
    def spaces(self) -> list[list[tuple[str, str, int, int, Check]]]:
        """Per side, the spaces that take workers (``open_spaces``) with their action,
        capacity, ``place`` action id and the check whether the action can have an effect
        (L363, ``ActionBoard.checks``)."""
        place, checks = self.game.ids.place, self.game.action_board.checks
        return [
            [(s, a, cap, place[s], checks[a]) for s, a, cap in side] for side in self.open_spaces
        ]

    @functools.cached_property
    def open_checks(self) -> list[SpaceChecks]:
        """Per side, :attr:`spaces` as one function written out space by space (no loop, no
        tuple unpacked; ``compile_space_checks``)."""
        board = self.game.action_board
        return [compile_space_checks(side, HARBOR_CHECKS, board.names) for side in self.spaces]

    def do_turn(
        self, d: NData, t: Turn, a: PlaceWorker | Imitate | WorkElder | Skip | Use | BoardGuest
    ) -> None:
        p = t.seat
        game = self.game
        if type(a) is Use or type(a) is BoardGuest:  # L947, L758: at any time; the turn goes on
            d.tasks.append(t)
            game.anytime.use(d, p, a)
            return
        d.turn += 1
        if type(a) is Skip:
            return
        c = d.colour if d.players == 1 else p  # ``colour_of``
        h = own(d, p)
        h.workers += 1
        d.tasks.append(AFTER_ACTION[p])
        d.events.append((p, "worker_placed", (h.workers,)))  # L978-L981 (``note``)
        if type(a) is PlaceWorker:
            where, action = PLACE_ON[a[1][0]]  # the space's place and action (``a.space``)
            placed = d.placed  # ``place``, written out
            now = d.placed = (*placed[:c], (*placed[c], where), *placed[c + 1 :])
            known, occ = self.occupied
            if known is placed:
                self.occupied = (now, occ.with_worker(where))
            game.action_board.start(d, p, action)
        elif type(a) is Imitate:
            column = self.column[a.space]
            taken = self.occupancy(d.placed).imitations
            for k, col in enumerate(self.imitation_columns(d)):
                if col in ("any", column) and k not in taken:
                    self.place(d, c, OnImitation(k))
                    break
            game.action_board.start(d, p, space_action(a.space))
        else:  # L585-L600: a worker on an own elder
            assert type(a) is WorkElder
            self.place(d, c, OnElder(a.elder))
            game.council.use_elder(d, p, a.elder)

    def place(self, d: NData, c: int, where: WorkerPlace) -> None:
        """L357: a worker of colour ``c`` placed ``where`` (the occupancy known for the
        workers placed before, so is the one after: ``occupancy``)."""
        placed = d.placed
        now = d.placed = (*placed[:c], (*placed[c], where), *placed[c + 1 :])  # ``put``
        known, occ = self.occupied
        if known is placed:
            self.occupied = (now, occ.with_worker(where))

    def occupancy(self, placed: tuple[tuple[WorkerPlace, ...], ...]) -> Occupancy:
        """``Occupancy.of(placed)``, kept for the ``placed`` last asked about or placed on
        (``place``): the rows are tuples, so the same tuple holds the same workers. The
        record is shared: nobody changes it."""
        known, occ = self.occupied
        if known is not placed:
            occ = Occupancy.of(placed)
            self.occupied = (placed, occ)
        return occ


def one_pass(columns: tuple[str, ...], column_of: Mapping[str, str]) -> dict[str, int] | None:
    """For ``Turns.imitations``: each action space with the one imitation space (its index
    in ``columns``) that may copy it, or -1; None when the imitations cannot be listed in
    one pass over the full spaces in board order with the order of the loop over the
    columns: a space that two imitation spaces may copy, or the columns' spaces not in the
    order of the columns on the board (L615-L619).

    >>> one_pass(("left", "right"), {"gold": "left", "serve": "left", "thin": "right"})
    {'gold': 0, 'serve': 0, 'thin': 1}
    >>> one_pass(("any",), {"gold": "left", "thin": "right"})
    {'gold': 0, 'thin': 0}
    >>> one_pass(("right", "left"), {"gold": "left", "thin": "right"}) is None
    True
    >>> one_pass(("any", "left"), {"gold": "left"}) is None
    True
    """
    plan: dict[str, int] = {}
    for s in SPACES:
        if s not in column_of:
            continue
        ks = [k for k, c in enumerate(columns) if c in ("any", column_of[s])]
        if len(ks) > 1:
            return None
        plan[s] = ks[0] if ks else -1
    order = [k for k in plan.values() if k >= 0]
    return plan if order == sorted(order) else None


# ``Turns.opt_turn``'s walk over the action spaces of a side: ``(d, p, h, on_space, out,
# blocked, known)`` appends to ``out`` the ``place`` id of each space with room whose action
# can have an effect, to ``blocked`` the full spaces with their action, and notes in ``known``
# each action checked
SpaceChecks = Callable[
    [NData, int, Harbor, dict[str, int], list[int], list[tuple[str, str]], dict[str, bool]], None
]


def compile_space_checks(
    side: list[tuple[str, str, int, int, Check]],
    inline: Mapping[str, str],
    names: Mapping[str, object],
) -> SpaceChecks:
    """The walk over ``side`` (``Turns.spaces``: space, action, capacity, ``place`` id,
    check), written out as Python source once: in board order, a space holding ``capacity``
    workers is blocked (L357); otherwise its action is checked (L363), once per action (the
    two build spaces of the 2-player side, L472, read the first one's answer). The checks
    in ``inline`` (``HARBOR_CHECKS``: expressions of ``d``, ``p``, ``h`` and ``names``) are
    written in place of their calls."""
    lines = ["def space_checks(d, p, h, on_space, out, blocked, known):"]
    space: dict[str, object] = dict(names)
    seen: set[str] = set()
    for k, (s, a, cap, place, check) in enumerate(side):
        call = f"({inline[a]})" if a in inline else f"check{k}(d, p, h)"
        space[f"check{k}"] = check
        if cap == 1:  # the occupancy counts only the spaces holding a worker
            lines.append(f"    if {s!r} in on_space:")
        else:
            lines.append(f"    if on_space.get({s!r}, 0) >= {cap}:")
        lines.append(f"        blocked.append(({s!r}, {a!r}))")
        lines.append("    else:")
        if a in seen:  # the action of an earlier space: checked there unless it was full
            lines.append(f"        ok = known.get({a!r})")
            lines.append("        if ok is None:")
            lines.append(f"            ok = known[{a!r}] = {call}")
        else:
            lines.append(f"        ok = known[{a!r}] = {call}")
        lines.append("        if ok:")
        lines.append(f"            out.append({place})")
        seen.add(a)
    source = "\n".join([*lines, "    return None", ""])
    exec(compile(source, "<Nusfjord space checks>", "exec"), space)  # noqa: S102
    fn: SpaceChecks = space["space_checks"]  # type: ignore[assignment]
    return fn
