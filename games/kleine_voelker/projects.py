"""The projects of Kleine Völker großer Garten (L548-L658): the secret projects kept at setup
(L237-L241) and the public projects claimed as a floor is placed (L577-L602).

A public project's condition is its card's ``if`` (a ``pattern``, ``cards.py``), heard with
the event ``floor_placed`` and the space placed on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import attrs

from boardrules.cards.schema import Card
from boardrules.effects import holds

from . import setup
from .actions import ClaimProject, KeepProject, NoClaim
from .geometry import Geometry
from .matching import matcher
from .state import LANDS, KVData, changed
from .tasks import MOVE_CRANE, Claim, Keep

if TYPE_CHECKING:
    from .game import KleineVoelker


def keep_options(game: KleineVoelker, d: KVData, t: Keep) -> list[int]:
    """L237-L241, digest A12: a card dealt, not a copy of one already kept."""
    people = d.peoples[t.seat]
    ids = game.action_ids.keep
    return [ids[c] for c in sorted(set(people.dealt)) if c not in people.secret]


def keep(game: KleineVoelker, d: KVData, t: Keep, a: KeepProject) -> None:
    """L237-L241: the kept card lies face down; once two are kept, the rest go to the box."""
    people = d.peoples[t.seat]
    card = a.card
    # a seat's project lists are replaced, never changed in place (``KVData.fork``)
    people.secret = [*people.secret, card]
    dealt = people.dealt.copy()
    dealt.remove(card)
    people.dealt = dealt
    if len(people.secret) == game.params["secret_dealt"]["kept"]:
        people.dealt = []


def after_placing(game: KleineVoelker, d: KVData, p: int, s: int) -> None:
    """L577-L597: one public project whose pattern this floor completes may be claimed;
    then the crane moves by the space used."""
    d.tasks.append(MOVE_CRANE[s])
    if not d.roofs:
        return
    land, floors = d.land[s], d.floors[s]
    tests = game.claim_tests
    geo: Geometry | None = None  # the layout's adjacency, once a card needs it
    alone: bool | None = None  # no unroofed building of p's beside the floor (once asked)
    cards = []
    for card in d.display:
        test = tests[card]
        if floors < test.least[land]:
            continue
        if geo is None:
            geo = game.geo(d)
        if test.in_company:
            if alone is None:
                owner, roofed = d.owner, d.roofed
                alone = not any(owner[x] == p and not roofed[x] for x in geo.adjacent[s])
            if alone:
                continue
        if test.holds(d, p, s, geo):
            cards.append(card)
    if cards:
        d.tasks.append(Claim(seat=p, space=s, cards=tuple(cards)))


class ClaimTest(Protocol):
    """Whether a card's ``if`` holds for the floor ``p`` just placed on ``anchor``."""

    @property
    def least(self) -> tuple[int, ...]:
        """The least floors on each land (LANDS, then UNSET at index -1) that can hold it."""

    @property
    def in_company(self) -> bool:
        """It cannot hold unless an unroofed building of p's touches the anchor."""

    def holds(self, d: KVData, p: int, anchor: int, geo: Geometry) -> bool: ...


@attrs.frozen
class CardCondition:
    """A card's ``if`` other than a pattern alone, asked through the card language."""

    game: KleineVoelker
    cond: Any
    least: tuple[int, ...] = (0,) * (len(LANDS) + 1)
    in_company: bool = False

    def holds(self, d: KVData, p: int, anchor: int, geo: Geometry) -> bool:
        env = (("event", "floor_placed"), ("space", anchor))
        return holds(self.game.rules, d, p, self.cond, env)


def claim_test(game: KleineVoelker, card: Card) -> ClaimTest:
    """The test of ``card``'s ``if``: a card whose ``if`` is a ``pattern`` alone (every
    printed one) asks its compiled matcher, which is what the ``pattern`` word runs; any
    other condition goes through the card language."""
    cond = card.if_
    if isinstance(cond, dict) and list(cond) == ["pattern"]:
        return matcher(card.map_in("if", cond["pattern"]))
    return CardCondition(game, cond)


def claim_options(game: KleineVoelker, d: KVData, t: Claim) -> list[int]:
    ids = game.action_ids
    return [ids.claim[c] for c in t.cards] + [ids.no_claim]


def claim(game: KleineVoelker, d: KVData, t: Claim, a: ClaimProject | NoClaim) -> None:
    """L583-L597: roof the floor just placed, take the card, score it, reveal a new one."""
    if isinstance(a, NoClaim):
        return
    p, s, card = t.seat, t.space, a.card
    d.roofed = changed(d.roofed, s, True)
    d.roofs -= 1
    d.display.remove(card)
    d.peoples[p].claimed = [*d.peoples[p].claimed, card]  # replaced (``KVData.fork``)
    d.peoples[p].vp += game.publics[card].int_in("score", game.publics[card].score)
    setup.refill(d)
