"""Where play stands while a public or secret project is dealt in Kleine Völker (``chance=
"explicit"``: a CHANCE node, no seat's decision): the ``deal`` form of ``to_move``
(docs/positions.md) and the task stack it stands for; the draws are ``setup.py``'s.

``deal`` says where the card goes: ``display`` (a public project face up, L207-L210) or
``dealt`` (a secret project into ``seat``'s hand, L237-L241), and ``dealing`` how many still
go there, this one included (null: 1). At the setup the display is dealt first (``seat``: the
first player), then each seat's secret projects in seat order, then the seats keep theirs;
in play a public project claimed is replaced (L597) in the turn that claimed it: ``slot`` and
``actions_left`` as for ``act``, ``territory`` and ``space`` the space of the floor that
claimed it. A form never says which card comes: that is the deal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardrules.tasks import Draw, draw

from .setup import DECK, SECRETS
from .tasks import MOVE_CRANE, AfterTurn, BeginAction, Keep, MoveCrane, Round

if TYPE_CHECKING:
    from .state import KVData

INTO = {"display": (DECK, "display"), "dealt": (SECRETS, "dealt")}


def deal_where(d: KVData, kind: Any) -> Any:
    """The ``deal`` form of the draws on top of ``d.tasks`` (the caller checks it against
    the stack it builds), or None."""
    tasks = d.tasks
    top = tasks[-1]
    if type(top) is not Draw:
        return None
    run = 0
    while run < len(tasks) and tasks[-1 - run] == top:
        run += 1
    word = "display" if top.pile == DECK else "dealt"
    dealing = run if run > 1 else None
    if any(type(t) is Keep for t in tasks):  # the setup (L207-L210, L237-L241)
        seat = top.seat if word == "dealt" else d.first
        return kind(decision="deal", seat=seat, deal=word, dealing=dealing)
    below = tasks[: len(tasks) - run]
    turn = [t for t in below if type(t) is AfterTurn]
    if not below or type(below[-1]) is not MoveCrane or not turn:
        return None
    s: int = below[-1].space
    left = 1 + sum(1 for t in below if type(t) is BeginAction)
    seat, slot = turn[-1].seat, turn[-1].slot
    return kind(
        decision="deal",
        seat=seat,
        slot=slot,
        actions_left=left,
        deal=word,
        dealing=dealing,
        territory=s // 7 + 1,
        space=s % 7,
    )


def deal_stack(params: Any, d: KVData, where: Any) -> list[Any]:
    """The stack of the ``deal`` form ``where``; raises ValueError naming the field the table
    cannot stand at."""
    n, p = d.players, where.seat
    dealing = 1 if where.dealing is None else where.dealing
    if where.deal not in INTO:
        raise ValueError(f"deal {where.deal!r}: where the card goes, display or dealt")
    if dealing < 1:
        raise ValueError(f"dealing {dealing}: 1 or more (the card being dealt is one)")
    dealt, kept = params["secret_dealt"]["dealt"], params["secret_dealt"]["kept"]
    if where.territory is None and where.space is None:  # the setup
        shown = params["display"] - len(d.display)
        if where.deal == "display":
            if p != d.first:
                raise ValueError(f"seat {p}: the setup's display is dealt for the first player")
            if dealing != shown:
                raise ValueError(f"dealing {dealing}: the display has {shown} spaces to fill")
            run = [draw(DECK, -1, "display")] * dealing
            later = range(n)
        else:
            if shown:
                raise ValueError(f"deal dealt: the display is dealt first ({shown} to go)")
            had = len(d.peoples[p].dealt)
            if dealing != dealt - had:
                raise ValueError(f"dealing {dealing}: seat {p} holds {had} of its {dealt} dealt")
            run = [draw(SECRETS, p, "dealt")] * dealing
            later = range(p + 1, n)
        run += [draw(SECRETS, q, "dealt") for q in later for _ in range(dealt)]
        keeps = [Keep(seat=q) for q in range(n) for _ in range(kept)]
        return [Round(), *reversed(keeps), *reversed(run)]
    if where.deal != "display" or dealing != 1:
        raise ValueError("deal: in play one public project is dealt to the display (L597)")
    if where.territory is None or where.space is None or not 1 <= where.territory <= 7:
        raise ValueError("territory, space: the space of the floor that claimed the project")
    if not 0 <= where.space <= 6:
        raise ValueError(f"space {where.space}: a territory has spaces 0..6")
    if not d.deck:
        raise ValueError("deal display: the deck is empty (digest A11)")
    slots = len(params["actions_per_slot"][n])
    if not 0 <= where.slot < slots:
        raise ValueError(f"slot {where.slot}: {n} players have slots 0..{slots - 1}")
    s = (where.territory - 1) * 7 + where.space
    turn = [AfterTurn(seat=p, slot=where.slot), *[BeginAction(seat=p)] * (where.actions_left - 1)]
    return [*turn, MOVE_CRANE[s], draw(DECK, -1, "display")]
