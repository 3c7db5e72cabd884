"""Hallertau's card play: the response windows, which hand cards a seat may play, playing one,
and the bonus cards' income (hallertau.de.md L377-L387, L659-L723).

When abilities apply, costs and tiers are the kernel's card runtime
(``boardrules/cards/runtime.py``, ``costs.py``); this module says where Hallertau's windows
open, what a seat owns (its played cards, in the order played) and which cards a phase or
moment lets a seat play (``allowed_cards``). A mixin of ``Hallertau``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardrules.actions import Action
from boardrules.cards.runtime import (
    CardRuntime,
    PickTier,
    PlayableMemo,
    Triggers,
    open_tiers,
    phase_triggers,
    play_tasks,
)
from boardrules.engine import later
from boardrules.tasks import RunEffects, Task

from .cardlang import MOMENTS
from .state import GAME_END, NOT_STARTED, PHASES, HData
from .tasks import CardPlayed, CardWindow, Respond, card_window


def seats_from(d: HData, first: int) -> tuple[int, ...]:
    """Every seat, clockwise from ``first`` (L391, L663)."""
    return _SEATS_FROM[d.players][first]


_SEATS_FROM = [tuple(tuple((f + i) % n for i in range(n)) for f in range(n)) for n in range(9)]


class CardPlay:
    """Response windows, playable cards, playing a card, income (a mixin of ``Hallertau``)."""

    if TYPE_CHECKING:  # provided by Hallertau / Game
        runtime: CardRuntime
        effects: dict[str, tuple[Any, ...]]
        moments: dict[str, str]
        bars: dict[str, tuple[str, tuple[str, ...]]]
        id_play: dict[str, int]
        id_pass: int
        playable_memo: PlayableMemo
        allowed: dict[tuple[int, str], frozenset[str]]

        def spends_all(self, d: HData, p: int) -> bool: ...

    # --- phase 3: income (L377-L387) -------------------------------------------------------
    def phase_income(self, d: HData) -> None:
        """L377-L387: every played bonus card pays its income, seat by seat from the start
        player (digest A23), each seat activating its cards in an order of its choice (L381):
        the card runtime's ``phase`` triggers, ``activate <card>`` asked while 2 or more
        different incomes are left."""
        later(
            d,
            *[
                t
                for p in seats_from(d, d.start)
                if (t := phase_triggers(self, d, p, "income")) is not None
            ],
        )

    def between_triggers(self, d: HData, task: Triggers) -> Task | None:
        """L381, L661: before each income activation the seat may play hand cards (with the
        income just received); only the seat activating is asked, as nothing another seat
        could play depends on it."""
        if task.env[:1] == (("phase", "income"),) and d.villages[task.seat].hand:
            return card_window("income", (task.seat,))
        return None

    # --- the card runtime's owner ---------------------------------------------------------
    def owns(self, d: HData, p: int, card: str) -> bool:
        """The card runtime's owner: a played card's abilities apply (L661)."""
        return card in d.villages[p].played

    def owned(self, d: HData, p: int) -> list[str]:
        """Played cards in the order played (L661: they stay face up until the end)."""
        return d.villages[p].played

    # --- playing hand cards (L659-L663) ----------------------------------------------------
    def op_window(self, d: HData, t: CardWindow) -> None:
        """L663: seats with a playable card answer in turn, from the active or start player;
        a seat that plays is asked again after the card, until it passes."""
        seats = t.seats
        for i, p in enumerate(seats):
            cards = self.playable(d, p, t.when)
            if cards:  # the options travel with the decision: computed once, not again
                d.tasks.append(Respond(p, t.when, seats[i + 1 :], tuple(cards)))
                return

    def playable(self, d: HData, p: int, window: str = "") -> list[int]:
        """Hand cards whose phase bar allows this phase (L709-L717, L848), whose requirement
        holds (L667-L681), whose cost can be paid exactly (L683-L689) and, with tiers, that
        have a tier whose requirement and cost are met (L701-L707). In a moment window
        (``MOMENTS``) only the cards bound to that moment, and those nowhere else."""
        v = d.villages[p]
        if not v.hand:
            return []
        moment = window if window in MOMENTS else ""
        allowed = self.allowed[d.phase, moment]
        candidates = [c for c in dict.fromkeys(v.hand) if c in allowed]
        if not candidates:
            return []
        out = [self.id_play[c] for c in self.playable_memo(d, p, candidates)]
        if out and moment == "before_last_action" and not self.spends_all(d, p):
            return []
        return out

    def allowed_cards(self) -> dict[tuple[int, str], frozenset[str]]:
        """Per phase number (0 and 11 outside the rounds) and moment window (``MOMENTS`` or
        ""), the cards whose phase bar and moment let them be played there."""
        out = {}
        for number in range(NOT_STARTED, GAME_END + 1):
            phase = PHASES[number - 1] if 1 <= number <= len(PHASES) else ""
            for moment in ("", *MOMENTS):
                out[number, moment] = frozenset(
                    c
                    for c, bar in self.bars.items()
                    if self.moments[c] == moment
                    and not (bar and (bar[0] and bar[0] != phase or phase in bar[1]))
                )
        return out

    def opt_respond(self, d: HData, t: Respond) -> list[int]:
        return [*t.cards, self.id_pass]

    def do_respond(self, d: HData, t: Respond, a: Action) -> None:
        p = t.seat
        if a.kind == "pass":
            d.tasks.append(card_window(t.window, t.rest))
            return
        d.tasks.append(card_window(t.window, (p, *t.rest)))
        card_id = str(a.args[0])
        tiers = open_tiers(self, d, p, card_id) if card_id in self.runtime.tiers else [-1]
        if len(tiers) > 1:  # L705: any met tier, not only the highest
            d.tasks.append(PickTier(p, card_id, tuple(tiers)))
        else:
            self.play_card(d, p, card_id, tiers[0])

    def play_card(self, d: HData, p: int, card_id: str, tier: int) -> None:
        """L661, L691-L699: pay the cost (the card's, then its tier's), lay the card face up,
        resolve its effects top to bottom (the tier's, then the card's: the card runtime's
        ``play_tasks``); a bonus card played in phase 3 pays its income at once (L693)."""
        v = d.villages[p]
        v.hand.remove(card_id)
        v.played.append(card_id)
        tasks = play_tasks(self, p, card_id, tier)
        if d.phase == PHASES.index("income") + 1:
            for ref in self.runtime.phase_of.get((card_id, "income"), ()):
                if self.effects[ref + "/do"]:
                    tasks.append(RunEffects(p, ref + "/do"))
        later(d, *tasks, CardPlayed(p, card_id))
