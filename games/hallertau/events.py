"""What a seat's table hears: its events (``announce``), remembered as its ``recent`` events
until the next turn or phase starts ("you just ...", digest A13), and fired to the played
cards' ``whenever`` abilities (the kernel's card runtime, ``boardrules.cards.runtime.fire``);
and the ops that announce a space used, the workers on its quarter (309) and a card played.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from boardrules.cards.runtime import fire

from .state import HData, Recent, own
from .tasks import CardPlayed, QuarterWorkers, SpaceUsed

if TYPE_CHECKING:
    from .game import Hallertau


def announce(g: Hallertau, d: HData, p: int, event: str, **payload: str | int) -> None:
    """An event of seat ``p``: played 'whenever' abilities hear it, and the seat remembers
    it as a ``recent`` event until the next turn or phase starts ("you just ..."): its first
    text value as the thing it named, its first number as its number (``Recent``)."""
    name: str | None = None
    number: int | None = None
    for x in payload.values():
        if isinstance(x, str):
            if name is None:
                name = x
        elif number is None:
            number = x
    own(d, p).recent.append(recent(event, name or "", number or 0))
    rt = g.runtime  # ``fire``'s own first test, read here: most events nobody hears
    if event in rt.hear or event in rt.hear_all or rt.custom_listeners:
        fire(g, d, p, event, **payload)


def announce_one(g: Hallertau, d: HData, p: int, event: str, key: str, value: str | int) -> None:
    """``announce(g, d, p, event, **{key: value})`` without the mapping of keywords, read
    once: an event of one value (most events, a space used at every turn)."""
    own(d, p).recent.append(
        recent(event, value, 0) if isinstance(value, str) else recent(event, "", value)
    )
    rt = g.runtime
    if event in rt.hear or event in rt.hear_all or rt.custom_listeners:
        fire(g, d, p, event, **{key: value})


@lru_cache(maxsize=4096)
def recent(event: str, name: str, number: int) -> Recent:
    """``Recent(event, name, number)``, one record for equal events (it never changes):
    ``announce`` runs at most steps."""
    return Recent(event, name, number)


def space_used(g: Hallertau, d: HData, t: SpaceUsed) -> None:
    announce_one(g, d, t.seat, "space_used", "space", t.space)


def quarter_workers(g: Hallertau, d: HData, t: QuarterWorkers) -> None:
    announce_one(g, d, t.seat, "quarter_workers", "n", t.workers)


def card_played(g: Hallertau, d: HData, t: CardPlayed) -> None:
    announce_one(g, d, t.seat, "card_played", "card", t.card)
