"""The task loop: runs a game's task stack to the next decision, lists and applies its answers.

``TaskLoop.run`` pops and executes tasks until the top one is a *decision* (a player must
choose: its options are the legal actions) or a *chance* task. A chance task is the kernel's
business, never the game's: with ``chance="auto"`` the loop rolls a die from the seeded
generator or deals a ``Draw`` the top card of its pile (``Game.pile(d, task)[0]``, the
seed's shuffle, or a game's ``Game.top``), with ``chance="explicit"`` it stops there, a
CHANCE node whose outcomes are the legal actions (``roll v``, ``deal <card>``). Effects never
call back into the user: they push decisions.

``current_player`` and ``decision_name`` read the top of a stack and need no game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from boardrules import rng
from boardrules.actions import Action, Deal, Kind, Roll, typed
from boardrules.host import OpFn, OptionsFn, ResolveFn
from boardrules.ids import CHANCE, TERMINAL
from boardrules.tasks import Chance, Decision, Draw

if TYPE_CHECKING:
    from boardrules.engine import Game


def decision_name(d: Any) -> str | None:
    """The name of the pending task (``"chance"`` for any chance task), None at the end."""
    if not d.tasks:
        return None
    top = d.tasks[-1]
    if isinstance(top, Chance):
        return "chance"
    return str(top.name)


def current_player(d: Any) -> int:
    """The seat of the pending decision, ``CHANCE`` at a chance task, ``TERMINAL`` at the end."""
    if not d.tasks:
        return TERMINAL
    top = d.tasks[-1]
    if isinstance(top, Decision):
        return top.seat
    if isinstance(top, Chance):
        return CHANCE
    raise TypeError(f"the task {top!r} on top of the stack is no decision")


def hidden_mark(game: Game, d: Any) -> tuple[int, str] | None:
    """What the action about to be taken at ``d`` hides from the other seats: ``(seat,
    kind)`` for a secret decision of ``seat`` (``Game.secret_decisions``) or a card dealt to
    ``seat`` alone (``FACE_DOWN``: to nobody); None when every seat sees it
    (``State.history_for``)."""
    top = d.tasks[-1]
    if isinstance(top, Draw):
        return None if top.seat == -1 else (top.seat, "deal")
    if isinstance(top, Decision) and top.name in game.secret:
        return (top.seat, str(top.name))
    return None


def later(d: Any, *tasks: Any) -> None:
    """Schedule tasks to run in the order given, before anything already scheduled."""
    d.tasks.extend(reversed(tasks))


class TaskLoop:
    """One game's handlers by task class, and the loop that runs them (see the module)."""

    def __init__(
        self,
        game: Game,
        ops: Mapping[Any, OpFn],
        decisions: Mapping[Any, tuple[OptionsFn, ResolveFn]],
        kinds: Mapping[str, type[Kind]],
        ids: Mapping[Action, int],
    ) -> None:
        self.game = game
        self.ops = ops
        self.decisions = decisions
        # ``decisions`` split: by decision record, its options and its resolution (``State``
        # reads them without calling ``legal_ids`` and ``answer``)
        self.options: dict[Any, OptionsFn] = {cls: fns[0] for cls, fns in decisions.items()}
        self.resolvers: dict[Any, ResolveFn] = {cls: fns[1] for cls, fns in decisions.items()}
        self.kinds = kinds
        self.ids = ids
        self.roll_ids = [ids[Roll(v)] for v in range(1, game.max_die + 1)]
        # per decision record, the ids of the answers legal whenever it is asked: the
        # argument-less actions its class names in ``always_legal`` (e.g. ``("pass",)``)
        self.always: dict[type, frozenset[int]] = {}
        for cls in decisions:
            words = getattr(cls, "always_legal", ())
            if words:
                self.always[cls] = frozenset(
                    i for a, i in ids.items() if a[0] in words and not a[1]
                )
        # per decision record, a check whether one action answers it (``allows``): exactly
        # ``aid in options``, without listing the options (a game's ``answer_checks``,
        # set before the loop is built: Hallertau's turns and card windows)
        self.checks: dict[type, Any] = dict(getattr(game, "answer_checks", {}))
        # the data ``state.applied`` is replaying, before its last action (else None): a
        # game may leave out there what only the options of a decision read, as long as
        # its options (``legal_ids``) still give them (Hallertau's card windows)
        self.replaying: object = None
        # while ``replaying``: the ids of the history replayed, the index of its next
        # action, and the index up to which a game may take actions itself (``take``)
        self.upcoming: list[int] = []
        self.at = 0
        self.stop = 0
        # while ``replaying``: the index of a history's action its game has checked
        # already as the answer to the decision it asks next (``vouch``), else -1
        self.vouched = -1

    def run(self, d: Any) -> None:
        """Executes tasks until a decision, a chance node (explicit mode) or the end."""
        tasks = d.tasks
        ops = self.ops
        decisions = self.decisions
        game = self.game
        while tasks:
            top = tasks[-1]
            kind = type(top)
            op = ops.get(kind)
            if op is None:
                if kind in decisions:
                    return
                if isinstance(top, Chance):
                    if d.explicit_chance:
                        return
                    tasks.pop()
                    if isinstance(top, Draw):  # the top card: piles keep the seed's shuffle
                        top_of = game.top
                        card = game.pile(d, top)[0] if top_of is None else top_of(d, top)
                        game.draw_result(d, top, card)
                        continue
                    d.rng, r = rng.randbelow(d.rng, top.sides)
                    game.chance_result(d, top, r + 1)
                    continue
                raise TypeError(f"no handler for the task {top!r} of {game.id}")
            tasks.pop()
            op(d, top)

    def legal_ids(self, d: Any) -> list[int]:
        """The ids of the answers to the pending task (none at the end)."""
        if not d.tasks:
            return []
        top = d.tasks[-1]
        if isinstance(top, Chance):
            if isinstance(top, Draw):
                ids = self.ids
                return sorted(ids[Deal(c)] for c in set(self.game.pile(d, top)))
            return self.roll_ids[: top.sides]
        return self.decisions[type(top)][0](d, top)

    def allows(self, d: Any, aid: int) -> bool:
        """Whether the action of id ``aid`` answers the pending task: ``aid in
        legal_ids(d)``, without listing them for an answer always legal there, nor for a
        decision whose game checks one answer (``checks``)."""
        tasks = d.tasks
        if tasks:
            top = tasks[-1]
            kind = type(top)
            check = self.checks.get(kind)
            if check is not None:  # exact: it allows the answers always legal too
                return bool(check(d, top, aid))
            if aid in self.always.get(kind, ()):
                return True
        return aid in self.legal_ids(d)

    def take(self, d: Any, aid: int) -> bool:
        """Whether the next action of the history replayed on ``d`` (``replaying``) is the
        action of id ``aid``, one answering the decision the game was about to ask and
        legal whenever it is asked (Hallertau's ``pass`` in a card window); if so it is
        taken (``state.applied`` records it) and the game applies it itself, instead of
        asking the decision: e.g. a window's seats passing in turn without a ``Respond``
        pushed and popped for each. Never the history's last action (applied as in play),
        nor where the history records what an action hides (``Game.masking``, explicit
        chance): False there."""
        if self.replaying is not d:
            return False
        at = self.at
        if at < self.stop and self.upcoming[at] == aid:
            self.at = at + 1
            return True
        return False

    def upcoming_id(self, d: Any) -> int:
        """The id of the next action of the history replayed on ``d`` (``replaying``), the
        answer to the decision the game is about to ask, or -1 (nothing replays on ``d``,
        the history's last action is being applied, or a notation read to no id). Only
        read, never taken: a game may check that one answer instead of listing the options
        to decide whether a decision is asked (Hallertau's offered decisions), as long as
        the decision is asked exactly when play would ask it."""
        if self.replaying is not d:
            return -1
        at = self.at
        upcoming = self.upcoming
        return upcoming[at] if at < len(upcoming) else -1

    def vouch(self, d: Any) -> None:
        """Says that the game has just checked the history's next action (``upcoming_id``)
        with the check of the decision it is about to ask (exactly ``aid in options``, as
        ``allows`` would), so ``state.applied`` need not check it again: the loop stops at
        that decision, and the next action answers it. Nothing while no history replays on
        ``d``. (Hallertau's offered decisions: ``rounds.op_offer``.)"""
        if self.replaying is d:
            self.vouched = self.at

    def step(self, d: Any, action: Action) -> None:
        """Answers the pending task with ``action`` (legal: the caller checked) and runs on."""
        self.answer(d, typed(action, self.kinds))  # as its declared kind

    def answer(self, d: Any, action: Action) -> None:
        """``step`` for an action of its declared kind: the codec's own object, as ``apply``
        and ``apply_id`` hand it (``game.action_from_id``)."""
        top = d.tasks.pop()
        if isinstance(top, Chance):
            if isinstance(top, Draw):
                assert isinstance(action, Deal)
                self.game.draw_result(d, top, action.card)
            else:
                assert isinstance(action, Roll)
                self.game.chance_result(d, top, action.value)
        else:
            self.decisions[type(top)][1](d, top, action)
        self.run(d)
