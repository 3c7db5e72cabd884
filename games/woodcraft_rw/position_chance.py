"""Where play stands while an order is dealt or a die rolled (``chance="explicit"``: a CHANCE
node, no seat's decision), in the game's words: the ``deal`` and ``roll`` forms of
``to_move`` (docs/positions.md, "Woodcraft Roll & Write") and the task stack each stands
for; the draws are ``orders.py``'s, the dice ``rounds.py``'s and ``solo.py``'s.

A ``deal`` names where the order goes (``deal``: ``dealt``, the orders dealt to seat
``dealt_to`` at the setup, L32-L34; ``pool`` with its ``slot``) and how many are still to deal there
(``dealing``, pool slots left to right); a ``roll`` names what the dice are for (``roll``:
``board``, the round's dice, L51-L53; ``opponent``, the solo opponent's, L397-L405;
``extra``, the 5-player extra die, L340-L346; ``solo_discard``, the solo die naming the pool
order discarded, L411-L417) and the dice still to roll (``dice``, their colours, the next
first); a priority roll-off's die (``priority``, L132-L136) names the seats ``tied`` and the
values they rolled so far (``rolls``), and ``picking`` the seats that pick after them.
``after`` is the decision asked once the deals are done where one stands below them (an
order taken from the pool refills its slot at once, L136-L138), its fields the form's, and
``before`` what is done first (the helpers hearing of an order fulfilled, L477-L480);
without it the pool is laid out before round ``round`` + 1 (the setup's, L40, or phase II's,
L357-L361). A form never says which order or value comes: that is the deal or the roll.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from boardrules.tasks import Draw, Task

from . import orders
from .position_moves import default_picking, group_of, picks, turn_base
from .state import BROWN, COLORS, ORDER, YELLOW
from .tasks import (
    AfterTurn1,
    BoardDie,
    ExtraDie,
    Keep,
    LayPool,
    OpponentDie,
    PhaseChange,
    Place,
    Rolloff,
    RolloffDie,
    Round,
    RoundEnd,
    Shift,
    SoloDiscard,
    Turn,
    WantOrder,
)

if TYPE_CHECKING:
    from .game import WoodcraftRW
    from .state import RWData

DIE = 6
ROLLS: dict[type, str] = {
    BoardDie: "board",
    OpponentDie: "opponent",
    ExtraDie: "extra",
    SoloDiscard: "solo_discard",
    RolloffDie: "priority",
}
CHANCE_FIELDS: tuple[str, ...] = ("deal", "slot", "dealt_to", "dealing", "roll", "dice", "after")
CHANCE_FIELDS += ("before", "tied", "rolls")


def chance_where(d: RWData) -> tuple[dict[str, Any], int] | None:
    """The ``deal`` or ``roll`` fields at ``d.tasks`` (a run of draws or dice on top) and the
    length of the run; ``after`` is the caller's (the form of the stack below)."""
    top: Any = d.tasks[-1]
    if type(top) is RolloffDie:
        rolls = list(top.rolls) or None
        return {"decision": "roll", "roll": "priority", "tied": list(top.group), "rolls": rolls}, 1
    if type(top) in ROLLS:
        run = 0
        while run < len(d.tasks) and type(d.tasks[-1 - run]) is type(top):
            run += 1
        fields: dict[str, Any] = {"decision": "roll", "roll": ROLLS[type(top)]}
        if type(top) is not SoloDiscard:
            fields["dice"] = [COLORS[t.color] for t in reversed(d.tasks[-run:])]  # type: ignore[attr-defined]
        return fields, run
    if not isinstance(top, Draw):
        return None
    run = 0
    while run < len(d.tasks) and isinstance(d.tasks[-1 - run], Draw):
        run += 1
    draws: list[Draw] = list(reversed(d.tasks[-run:]))  # type: ignore[arg-type]
    if top.into == orders.POOL:
        return {
            "decision": "deal",
            "deal": "pool",
            "slot": top.slot + 1,
            "dealing": run if run > 1 else None,
        }, run
    same = 0
    while same < run and draws[same].seat == top.seat:
        same += 1
    return {
        "decision": "deal",
        "deal": "dealt",
        "dealt_to": top.seat,
        "dealing": same if same > 1 else None,
    }, run


def below_chance(game: WoodcraftRW, d: RWData, where: Any) -> list[Task] | None:
    """The stack below the deals or rolls of a form without ``after``, or None if it has
    ``after`` (an order taken from the pool: its slot refilled at once)."""
    if where.after is not None:
        if where.decision == "roll" or where.deal == "dealt":
            raise ValueError(f"after: a pool slot refilled in a turn's, not a {where.decision}'s")
        return None
    t = game.tables
    if where.decision == "deal" and where.deal == "dealt":
        if d.round != 0:
            raise ValueError(f"deal {where.deal}: dealt at the setup, round 0 (L32-L34)")
        keeps = [Keep(seat=p) for p in range(d.players - 1, -1, -1)]
        return [Round(number=1), LayPool(), *keeps]
    if where.step is not None:  # an order taken in a turn's step, its slot refilled at once
        if where.deal != "pool":
            raise ValueError(f"step: a pool slot refilled in a turn's, not a {where.decision}'s")
        base = turn_base(game, d, where.seat, where.step)
        if base is None or where.step == "free":
            raise ValueError(
                f"step {where.step}: an order is taken in step reveal or orders of a turn "
                f"(L87-L136) with no decision asked after it (else: after)"
            )
        return base + picks(d, where) if where.step == "orders" else base
    if where.roll == "priority":
        return rolloff_below(game, d, where)
    if where.picking is not None:
        raise ValueError("picking: the seats picking orders in step orders (with step)")
    if where.decision == "deal":
        if d.round == 0:
            return [Round(number=1)]
        if d.players == 1:  # the slot of the order the solo die discarded (digest A10)
            return round_next(game, d)
        if d.round != t.phase_change_round:
            raise ValueError(
                f"round {d.round}: the pool is laid out at the setup (round 0, L40) or for "
                f"phase II after round {t.phase_change_round} (L357-L361); a slot refilled "
                "in a turn names after"
            )
        return [Round(number=d.round + 1)]
    if d.round < 1:
        raise ValueError(f"round {d.round}: the dice are rolled in rounds 1..{t.rounds}")
    if where.roll == "board":
        return [RoundEnd(), Turn(number=2), AfterTurn1(), Turn(number=1), Place()]
    if where.roll == "opponent":
        if d.players != 1:
            raise ValueError("roll opponent: the solo game's (L397-L405)")
        return [RoundEnd(), Turn(number=2), Shift()]
    if where.roll == "extra":
        if d.players != 5:
            raise ValueError("roll extra: the 5-player game's (L340-L346)")
        return [RoundEnd(), Turn(number=2)]
    if where.roll == "solo_discard":
        if d.players != 1:
            raise ValueError("roll solo_discard: the solo game's (L411-L417)")
        return round_next(game, d, pending=True)
    raise ValueError(f"roll {where.roll}: board, opponent, extra or solo_discard")


def round_next(game: WoodcraftRW, d: RWData, pending: bool = False) -> list[Task]:
    """What follows a solo round's end (``rounds.round_end``): the next round, the phase
    change after round 3 (still ``pending`` to run, or while phase I lasts)."""
    t = game.tables
    steps: list[Task] = []
    if d.round < t.rounds:
        steps.append(Round(number=d.round + 1))
    if d.round == t.phase_change_round and (pending or d.phase == 1):
        steps.append(PhaseChange())
    return steps


def chance_run(game: WoodcraftRW, d: RWData, where: Any) -> list[Task]:
    """The deals or rolls of ``where``, in the order they come."""
    if where.decision == "roll":
        if where.deal is not None or where.slot is not None or where.dealing is not None:
            raise ValueError("deal, slot, dealing: a deal's (roll takes roll, dice)")
        if where.dealt_to is not None:
            raise ValueError("dealt_to: a deal's (roll takes roll, dice)")
        if where.roll == "priority":
            if where.dice is not None:
                raise ValueError("dice: a priority roll-off rolls a die a seat (L132-L136)")
            return [RolloffDie(sides=DIE, group=tuple(where.tied), rolls=tuple(where.rolls or ()))]
        if where.tied is not None or where.rolls is not None:
            raise ValueError(f"{'tied' if where.tied else 'rolls'}: a priority roll-off's")
        if where.roll == "solo_discard":
            if where.dice is not None:
                raise ValueError("dice: roll solo_discard rolls the solo die (L411-L417)")
            return [SoloDiscard(sides=DIE)]
        dice = [COLORS.index(c) for c in where.dice or []]
        if not dice:
            raise ValueError(f"dice {where.dice}: the colours of the dice still to roll")
        if where.roll == "board":
            rolled = [k // DIE for k in d.rolled]
            if (
                len(rolled) + len(dice) > 6
                or dice != sorted(dice)
                or BROWN in rolled
                and YELLOW in dice
            ):
                raise ValueError(
                    f"dice {where.dice}: the board's 3 yellow then 3 brown dice (L51-L53), "
                    f"{len(rolled)} rolled"
                )
            return [BoardDie(sides=DIE, color=c) for c in dice]
        if where.roll == "opponent":
            if dice not in ([YELLOW, BROWN], [BROWN]):
                raise ValueError(f"dice {where.dice}: a yellow, then a brown (L397-L405)")
            return [OpponentDie(sides=DIE, color=c) for c in dice]
        if len(dice) != 1:
            raise ValueError(f"dice {where.dice}: one extra die (L340-L346)")
        return [ExtraDie(sides=DIE, color=dice[0])]
    if any(getattr(where, name) is not None for name in ("roll", "dice", "tied", "rolls")):
        raise ValueError("roll, dice, tied, rolls: a roll's (deal takes deal, slot, dealing)")
    dealing = 1 if where.dealing is None else where.dealing
    if dealing < 1:
        raise ValueError(f"dealing {dealing}: 1 or more (the order being dealt is one)")
    word, seat = where.deal or "", where.dealt_to
    if word == "pool" and seat is None:
        size = len(d.pool)
        slot = where.slot
        if slot is None or not 1 <= slot <= size or slot + dealing - 1 > size:
            raise ValueError(f"slot {slot}: the pool's slot 1..{size} ({dealing} dealt from it)")
        full = [s + 1 for s in range(slot - 1, slot - 1 + dealing) if d.pool[s]]
        if full:
            raise ValueError(f"slot {full[0]}: pool[{full[0] - 1}] holds an order")
        pile = orders.PILES[d.phase - 1]
        return [Draw(0, pile, -1, orders.POOL, s) for s in range(slot - 1, slot - 1 + dealing)]
    if word not in ("pool", "dealt"):
        raise ValueError(f"deal {where.deal!r}: where the order goes, pool or dealt")
    if word == "pool" or seat is None or not 0 <= seat < d.players:
        raise ValueError(
            f"dealt_to {seat}: the seat of a deal into dealt (0..{d.players - 1}), and only there"
        )
    if where.slot is not None:
        raise ValueError("slot: a pool deal's")
    p, per = seat, game.tables.orders_dealt
    if dealing > per:
        raise ValueError(f"dealing {dealing}: {per} orders are dealt a seat (L32-L34)")
    dealt: list[Task] = [orders.deal(p)] * dealing
    return dealt + [orders.deal(q) for q in range(p + 1, d.players) for _ in range(per)]


def rolloff_below(game: WoodcraftRW, d: RWData, where: Any) -> list[Task]:
    """L132-L136: the stack below a priority roll-off's die (the turn's orders step, the
    seats picking after the tied ones), refused naming the field where no roll-off stands."""
    if d.round < 1 or d.turn not in (1, 2):
        raise ValueError(
            f"roll priority: a roll-off is in a turn's orders step (round {d.round}, turn "
            f"{d.turn}: round 1 or more, turn 1 or 2)"
        )
    tied = where.tied or []
    if len(tied) < 2 or len(set(tied)) < len(tied) or any(not 0 <= p < d.players for p in tied):
        raise ValueError(f"tied {tied}: two or more seats of the {d.players}, each once")
    keys = {orders.priority_key(d, p) for p in tied}
    if any(d.sheets[p].commit != ORDER for p in tied) or len(keys) > 1:
        raise ValueError(
            f"tied {tied}: seats that chose an order (sheets[].commit) tied for priority, "
            "the same values in the turns before (L124-L136)"
        )
    rolls = where.rolls or []
    if len(rolls) >= len(tied) or any(not 1 <= r <= DIE for r in rolls):
        raise ValueError(f"rolls {rolls}: 1..6 each, fewer than the {len(tied)} seats tied")
    base: list[Task] = turn_base(game, d, tied[0], "orders") or []
    picking = after_tied(d, tied) if where.picking is None else where.picking
    return base + picks(d, attrs.evolve(where, picking=picking))


def after_tied(d: RWData, tied: list[int]) -> list[list[int]]:
    """L124-L136: the seats picking after those ``tied`` by priority: the rest of their
    priority group (when a roll-off left some tied again), then the later groups."""
    ordered = default_picking(d, -1)
    for i, group in enumerate(ordered):
        if tied[0] in group:
            rest = [p for p in group if p not in tied]
            return ([rest] if rest else []) + ordered[i + 1 :]
    return ordered


def rolloff_picking(game: WoodcraftRW, d: RWData, below: list[Any]) -> list[list[int]] | None:
    """The ``picking`` of a priority roll-off's die over the stack ``below`` (the picks
    above the turn's orders step; null: by priority, ``after_tied``). The caller keeps the
    form only if it builds the same stack."""
    base = turn_base(game, d, 0, "orders") or []
    rest = [t for t in below[len(base) :] if type(t) in (WantOrder, Rolloff)]
    groups = [group_of(t) for t in reversed(rest)]
    top: Any = d.tasks[-1]
    return None if groups == after_tied(d, list(top.group)) else groups
