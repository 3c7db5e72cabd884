"""Checks of a loaded table (``Game.check_data``), each problem naming its field.

A position or a saved game is read strictly (types), then a game checks what its rules assume of
the table: lengths, ranges, each card in one place. ``Checks`` collects the problems::

    c = Checks()
    c.length("board", d.board, 6)
    c.each_within("board", d.board, -1, 11)
    c.within("round", d.round, 0, 4)
    return c.problems       # ["board[2]: 12, expected -1..11"]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any

from boardrules.tasks import Choose, Gain, MayRun, RunEffects

# The most of one kind of piece a table may hold where the rules call the supply unlimited
# ("improvise if you run out": Woodcraft L154-L155, Hallertau L325, Nusfjord L452-L454). Every
# such count of a game is checked against a bound (issue 24 item 9): its box count where the
# rules limit the pieces, else this one, generous (no game played reaches a tenth of it) and
# small enough that play, pictures and tensors of the table stay small. A count of 10**18 makes
# moves that never run out.
PLENTY = 999
# The most tasks a stack holds: a game's deepest stack is a few dozen records (a round's turns,
# an effect list's steps); one task repeated thousands of times is a game that never ends.
STACK_MOST = 200
# the card language's steps nest (an effect list running a choice running a gain ...)
KERNEL_NESTING = 16
KERNEL_MOST: dict[type, int] = dict.fromkeys((RunEffects, Gain, Choose, MayRun), KERNEL_NESTING)


class Checks:
    """Collects problems of a table; each check returns whether it held."""

    def __init__(self) -> None:
        self.problems: list[str] = []

    def fail(self, where: str, message: str) -> bool:
        self.problems.append(f"{where}: {message}")
        return False

    def holds(self, condition: bool, where: str, message: str) -> bool:
        return True if condition else self.fail(where, message)

    def length(self, where: str, items: Sequence[Any], n: int) -> bool:
        if len(items) == n:
            return True
        return self.fail(where, f"{len(items)} items, expected {n}")

    def within(self, where: str, value: int, low: int, high: int) -> bool:
        if low <= value <= high:
            return True
        return self.fail(where, f"{value}, expected {low}..{high}")

    def count(self, where: str, value: int, most: int = PLENTY) -> bool:
        """A count of pieces: 0 up to ``most`` (the box, or PLENTY for an unlimited supply)."""
        return self.within(where, value, 0, most)

    def counts(self, where: str, items: Iterable[int], most: int = PLENTY) -> bool:
        return self.each_within(where, items, 0, most)

    def each_within(self, where: str, items: Iterable[int], low: int, high: int) -> bool:
        for i, value in enumerate(items):
            if not low <= value <= high:
                return self.fail(f"{where}[{i}]", f"{value}, expected {low}..{high}")
        return True

    def bits(self, where: str, mask: int, n: int) -> bool:
        """``mask`` is a set of bits 0..n-1."""
        if 0 <= mask < 1 << n:
            return True
        return self.fail(where, f"{mask} sets a bit beyond the {n} there are")

    def known(self, where: str, items: Iterable[Any], allowed: Collection[Any]) -> bool:
        for i, item in enumerate(items):
            if item not in allowed:
                return self.fail(f"{where}[{i}]", f"{item!r:.40} is unknown")
        return True

    def stack(
        self,
        tasks: Sequence[Any],
        most: Mapping[type, int],
        default: int = 2,
        length: int = STACK_MOST,
    ) -> bool:
        """The task stack is one a game could reach: at most ``length`` records, at most
        ``most[cls]`` of each class named (a round's turns, the cards of a deal) and ``default``
        of any other class (a step of the rules is on the stack once, twice when it nests)."""
        if len(tasks) > length:
            return self.fail("tasks", f"{len(tasks)} tasks, a game's stack holds at most {length}")
        found: Counter[type] = Counter(type(t) for t in tasks)
        for cls, n in found.items():
            bound = next((m for c, m in most.items() if issubclass(cls, c)), default)
            if n > bound:
                name = getattr(cls, "name", cls.__name__)
                return self.fail("tasks", f"{n} {name} tasks, the game reaches at most {bound}")
        return True

    def layered(self, tasks: Sequence[Any], layers: Sequence[tuple[type, ...]]) -> bool:
        """The phases of the stack in their order: every record of ``layers[i]`` lies below
        (earlier in the list than) every record of a later layer (the homecoming below the
        round's turns, the turns below the fishing that comes first)."""
        below, below_name = -1, ""
        for layer in layers:
            found = [i for i, t in enumerate(tasks) if isinstance(t, layer)]
            if not found:
                continue
            if found[0] < below:
                name = getattr(type(tasks[found[0]]), "name", "")
                return self.fail(
                    f"tasks[{found[0]}]", f"{name} lies below {below_name} (phases out of order)"
                )
            below = found[-1]
            below_name = f"{getattr(type(tasks[below]), 'name', '')} (tasks[{below}])"
        return True

    def ordered(
        self,
        tasks: Sequence[Any],
        above: Mapping[type, Collection[type]],
        bottom: Collection[type],
    ) -> bool:
        """The steps of the stack in an order the game reaches (issue 24 item 9), within a
        turn as well as between phases: the game's lowest record is of a class of ``bottom``
        and each record lies directly on one of a class whose entry of ``above`` names its
        class (a class with no entry has nothing on it: a decision taken at once, a step run
        at once). The kernel's own steps (draws, the card language's effects, triggers,
        costs) may lie on any record and any record on them: a pair with one of them is not
        checked (their number is bounded by ``stack``)."""
        game = [(i, t) for i, t in enumerate(tasks) if not _kernel(type(t))]
        if game and type(game[0][1]) not in bottom:
            return self.fail(
                f"tasks[{game[0][0]}]", f"{_name(game[0][1])} cannot lie at the bottom"
            )
        for (i, low), (j, high) in zip(game, game[1:], strict=False):
            if j == i + 1 and type(high) not in above.get(type(low), ()):
                return self.fail(
                    f"tasks[{j}]",
                    f"{_name(high)} cannot lie on {_name(low)} (tasks[{i}]): steps out of order",
                )
        return True

    def seats(self, where: str, seats: Iterable[int], players: int) -> bool:
        return self.each_within(where, seats, 0, players - 1)

    def in_one_place(
        self, places: Mapping[str, Iterable[str]], copies: Mapping[str, int], what: str = "card"
    ) -> bool:
        """Each item of ``places`` (a pile's name -> its items) is known (a key of ``copies``)
        and lies in no more places than it has copies."""
        every = [item for items in places.values() for item in items]
        distinct = set(every)
        if (
            len(distinct) == len(every)
            and distinct <= copies.keys()
            and min(map(copies.__getitem__, distinct), default=1) >= 1
        ):
            return True  # each known, each once: the common case, without counting
        seen: Counter[str] = Counter()
        where: dict[str, list[str]] = {}
        for place, items in places.items():
            for item in items:
                if item not in copies:
                    return self.fail(place, f"{item!r:.40} is no {what} of the game")
                seen[item] += 1
                where.setdefault(item, []).append(place)
        for item, n in seen.items():
            if n > copies[item]:
                return self.fail(
                    " and ".join(sorted(set(where[item]))),
                    f"{what} {item!r} lies in {n} places, the game has {copies[item]}",
                )
        return True

    def every_placed(
        self,
        where: str,
        places: Mapping[str, Iterable[str]],
        cards: Iterable[str],
        what: str = "card",
        put: str = "",
        copies: Mapping[str, int] | None = None,
    ) -> bool:
        """Each of ``cards`` (the game's setup: every card in play) lies in some place of
        ``places``, as often as it has ``copies`` (once each without): a document that drops
        a card is refused at ``where``, naming the card and ``put`` (the places it may lie
        in). Run after ``in_one_place``, which refuses a card lying in too many places."""
        if copies is None:
            lying_once = {item for items in places.values() for item in items}
            if lying_once.issuperset(cards):
                return True  # the common case, without counting
        lying: Counter[str] = Counter(item for items in places.values() for item in items)
        missing = [
            card
            for card in dict.fromkeys(cards)
            if lying[card] < (copies[card] if copies is not None else 1)
        ]
        if not missing:
            return True
        named = ", ".join(missing[:12])
        if len(missing) > 12:
            named += f" and {len(missing) - 12} more"
        lies = f"{what}s lie" if len(missing) > 1 else f"{what} lies"
        hint = f" (put {'each' if len(missing) > 1 else 'it'} in {put})" if put else ""
        return self.fail(where, f"{lies} nowhere: {named}{hint}")


def _name(task: Any) -> str:
    return str(getattr(type(task), "name", "") or type(task).__name__)


def _kernel(cls: type) -> bool:
    """A task class of the kernel (``boardrules.tasks`` or the card language's): its saved
    name is ``kernel:<name>`` (``Task.tag``)."""
    return str(getattr(cls, "tag", "")).startswith("kernel:")
