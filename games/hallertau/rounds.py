"""The course of a Hallertau game (hallertau.de.md L329-L339): six rounds of ten phases, each
phase's own work (``PHASE_WORK``, the table of the ten phases, beside the modules that do
it), then a window for hand cards; phase 1's quarters (L341-L354, quarter cards L218, "?"
digest A2), phase 2's new workers (L356-L375), phase 4's turns (L389-L483), phase 5's new card
(L485-L487), the end of a round (L635-L639) and of the game (L749); and the ``Offer`` of an
optional decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from boardrules.engine import later
from boardrules.tasks import draw

from . import cardplay, crafts, fields, sheep, supply
from .board import top_row
from .state import (
    GAME_END,
    NO_TALLY,
    PHASES,
    HData,
    own,
    own_all,
    plus,
    seats_from,
    tallied,
    with_cards,
)
from .tasks import (
    Finish,
    NextTurn,
    Offer,
    Pay,
    Phase,
    QuarterRoll,
    Quarters,
    Respond,
    Round,
    RoundEnd,
    SetupBoard,
    Turn,
    card_window,
    next_turn,
    phase,
    turn,
)

if TYPE_CHECKING:
    from .game import Hallertau

ACTIONS = PHASES.index("actions") + 1


def op_round(g: Hallertau, d: HData, t: Round) -> None:
    """L329-L339: the ten phases in order. Round 1's phase 1 took place during setup
    (L222-L227); phase 3 is skipped in round 1 (L379) and without cards (L800); phase 10
    is skipped in round 6 (L623)."""
    d.round = r = t.number
    phases = [k for k in range(1, 11) if not skipped(g, d, k, r)]
    later(d, *[phase(k) for k in phases], RoundEnd())


def skipped(g: Hallertau, d: HData, phase: int, r: int) -> bool:
    if phase == 1:
        return r == 1
    if phase == 3:
        return r == 1 or not with_cards(d)
    return phase == 10 and r == g.rounds


def op_phase(g: Hallertau, d: HData, t: Phase) -> None:
    """A phase's own work, then a window for hand cards (scheduled below that work, so a
    card sees the phase done: the harvest of phase 7, the workers removed in phase 1).
    Tools set aside for pushing are "used" in their progress phase only (L601)."""
    d.phase = k = t.number
    for p, v in enumerate(d.villages):
        if v.tally is not NO_TALLY or v.recent or v.tools_used:
            v = own(d, p)
            v.tally = NO_TALLY
            v.recent.clear()
            v.tools_used = 0
    below = len(d.tasks)
    PHASE_WORK[k - 1](g, d)
    if any(v.hand for v in d.villages):
        window = card_window(PHASES[k - 1], seats_from(d, d.start))
        if k == ACTIONS:  # L661: before the first turn (312); each turn's window closes it
            d.tasks.append(window)
        else:
            d.tasks.insert(below, window)


# --- phase 1: quarters (L341-L354) ------------------------------------------------------------
def op_setup_board(g: Hallertau, d: HData, t: SetupBoard) -> None:
    """L219-L227: with 4 players no workers; with 1-3 players 1 worker in the bottom row of
    every space outside the quarters of one quarter card (phase 1 of round 1 done here)."""
    if d.players < 4:
        for s in range(len(g.spaces)):
            d.workers_on[3 * s] = 1
        draw_quarter_card(d)


def phase_quarters(g: Hallertau, d: HData) -> None:
    """L341-L348: 4 players clear the top row everywhere; 1-3 players a quarter card."""
    if d.players == 4:
        for q in (1, 2, 3, 4):
            clear_quarter(g, d, q)
    else:
        draw_quarter_card(d)


def draw_quarter_card(d: HData) -> None:
    """L344-L346: reveal the top quarter card (a ``Draw`` seen by everybody; ``quarter_card``
    reads it)."""
    d.tasks.append(draw("quarter", -1, "quarter"))


def quarter_card(g: Hallertau, d: HData, card: str) -> None:
    """The line of the quarter card for the player count; the card leaves the game; "?" is
    a random quarter (a CHANCE node with chance="explicit")."""
    line = g.quarter_cards[card][d.players]
    fixed = tuple(q for q in line if isinstance(q, int))  # "?" is rolled
    d.tasks.append(Quarters(fixed, len(line) - len(fixed)))


def op_quarters(g: Hallertau, d: HData, t: Quarters) -> None:
    if t.unknown:  # digest A2 (assumed): among the quarters the line does not name
        left = tuple(q for q in (1, 2, 3, 4) if q not in t.chosen)
        d.tasks.append(QuarterRoll(len(left), t.chosen, t.unknown))
        return
    for q in t.chosen:
        clear_quarter(g, d, q)


def quarter_rolled(d: HData, task: QuarterRoll, value: int) -> None:
    left = [q for q in (1, 2, 3, 4) if q not in task.chosen]
    d.tasks.append(Quarters((*task.chosen, left[value - 1]), task.unknown - 1))


def clear_quarter(g: Hallertau, d: HData, q: int) -> None:
    """L343-L352: only the topmost occupied row of each space goes back to the supply
    (the workers removed per quarter are remembered for card 303, A26)."""
    removed = 0
    for s in g.quarter_spaces[q]:
        r = top_row(d, s)
        if r >= 0:
            removed += d.workers_on[3 * s + r]
            d.workers_on[3 * s + r] = 0
    if removed:  # else every tally stays as it is
        for v in own_all(d):
            v.tally = tallied(v.tally, quarter=plus(v.tally.quarter, q - 1, removed))


# --- phases 2, 4 and 5 ------------------------------------------------------------------------
def phase_new_workers(g: Hallertau, d: HData) -> None:
    """L356-L375: the court card of this round leaves the stable board, its sheep die, and
    it holds as many workers as the community center's window shows."""
    for v in own_all(d):
        v.sheep[d.round - 1] = 0
        v.workers = crafts.workers_shown(g, v)


def phase_actions(g: Hallertau, d: HData) -> None:
    d.tasks.append(next_turn(d.start))


def op_next_turn(g: Hallertau, d: HData, t: NextTurn) -> None:
    """L391, L477-L479: clockwise; seats without workers are skipped; the phase ends
    when nobody has workers left."""
    for p in seats_from(d, t.first):
        if d.villages[p].workers:
            later(
                d,
                card_window("before_last_action", (p,)),  # 222
                turn(p),
                card_window("actions", seats_from(d, p)),
                next_turn((p + 1) % d.players),
            )
            return


def phase_new_card(g: Hallertau, d: HData) -> None:
    """L485-L487: the court card that held the workers goes to the hand (it came into the
    hand just now, 713); without cards it is discarded (L800)."""
    for p in range(d.players):
        card = d.villages[p].stable_cards[d.round - 1]
        if card and with_cards(d):
            supply.to_hand(g, d, p, card)
        own(d, p).stable_cards[d.round - 1] = ""


# --- the end of a round and of the game -------------------------------------------------------
def op_round_end(g: Hallertau, d: HData, t: RoundEnd) -> None:
    """L635-L639: the start player only changes by card spaces; without cards it passes
    clockwise (L801). After round 6 the game ends with a last chance to play cards."""
    if d.round < g.rounds:
        if not with_cards(d):
            d.start = (d.start + 1) % d.players
        d.tasks.append(Round(d.round + 1))
    else:
        later(d, card_window("end", seats_from(d, d.start)), Finish())


def op_finish(g: Hallertau, d: HData, t: Finish) -> None:
    d.phase = GAME_END


def op_offer(g: Hallertau, d: HData, t: Offer) -> None:
    """The optional decision below is asked only if it offers more than declining; if so,
    its options are kept for the legal actions asked next (``kept_options``). While a
    saved history replays, an answer of the history that is no decline and that the
    decision's check allows (``answers.offer_checks``) says it is asked without listing
    its options; any other answer (a decline, or one not legal there) lists them, as in
    play."""
    inner = d.tasks[-1]
    kind = type(inner)
    if kind in NEVER_OFFERED:  # its options would not be kept (``build_decisions``)
        raise TypeError(f"{kind.__name__} is never asked through an Offer")
    declines = g.ids.declines
    loop = g.loop
    aid = loop.upcoming_id(d)
    if aid >= 0 and aid not in declines:
        check = g.answer_checks.get(kind)
        if check is not None and check(d, inner, aid):
            # asked: it offers ``aid``; nothing kept, and ``aid`` is not checked again
            g.offered = None
            loop.vouch(d)
            return
    ids = g.decisions[kind][0](d, inner)
    if all(i in declines for i in ids):
        d.tasks.pop()
    else:
        g.offered = (d, inner, ids)


# the decisions never asked through an Offer (``tasks.ask``): their options are computed
# directly, without ``kept_options`` (the most frequent decisions)
NEVER_OFFERED = frozenset((Respond, Turn, Pay))


def kept_options(
    g: Hallertau, options: Callable[[Hallertau, HData, Any], list[int]], d: HData, t: Any
) -> list[int]:
    """A decision's ``options``, but those ``op_offer`` has just computed for the same data
    and decision are given once without computing them again: nothing ran in between (the
    loop stops at the decision an offer keeps)."""
    last = g.offered
    if last is not None and last[1] is t and last[0] is d:
        g.offered = None
        return last[2]
    return options(g, d, t)


PhaseWork = Callable[["Hallertau", HData], None]
PHASE_WORK: tuple[PhaseWork, ...] = (  # the ten phases (PHASES order, L329-L339)
    phase_quarters,
    phase_new_workers,
    cardplay.phase_income,
    phase_actions,
    phase_new_card,
    fields.phase_fallow,
    fields.phase_harvest,
    sheep.phase_milking,
    crafts.phase_progress,
    crafts.phase_boulders,
)
