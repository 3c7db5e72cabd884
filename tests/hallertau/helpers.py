"""Shared helpers of the Hallertau tests: a table set up as a rulebook example describes it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

import boardrules
from boardrules import State
from boardrules.editor import Editor
from boardrules.engine import later
from boardrules.tasks import Draw, Task
from tests.play import act as play
from tests.play import as_game, legal
from tests.positioned import positioned

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau.cardplay import game_cards
    from games.hallertau.game import Hallertau
    from games.hallertau.state import GAME_END, GOODS, PHASES, HData, Village, take_villages
    from games.hallertau.tasks import CardWindow, Turn
else:
    from boardrules.games.hallertau.cardplay import game_cards
    from boardrules.games.hallertau.game import Hallertau
    from boardrules.games.hallertau.state import (
        GAME_END,
        GOODS,
        PHASES,
        HData,
        Village,
        take_villages,
    )
    from boardrules.games.hallertau.tasks import CardWindow, Turn

__all__ = [
    "GAME",
    "Editor",
    "adopt",
    "board",
    "court_cards_gone",
    "deal_setup",
    "good",
    "goods",
    "legal",
    "one_turn",
    "out_of_play",
    "play",
    "position",
    "run",
    "scheduled",
    "set_goods",
    "settle",
    "table",
    "take",
    "turn",
    "village",
    "window",
]

GAME = as_game(boardrules.load_game("hallertau"), Hallertau)


# --- a table through the editor (docs/positions.md, "The editor") ------------------------------
def position(
    players: int = 1,
    round: int = 1,  # noqa: A002 - the document's word
    phase: str = "actions",
    seed: int = 0,
    variant: str = "cardless",
) -> Editor:
    """An editor over the table of a new game (``variant``) in ``round`` and ``phase`` (the
    document's words: ``setup``, ``quarters`` ... ``boulders``), nothing scheduled: a test sets
    what its rulebook example describes in the document's words (``villages[0].fields``,
    ``action_board.clay_pit``), then says where play stands (``ed.to_move(...)``, ``turn``)
    or what is to come (``scheduled``)."""
    ed = GAME.new_game(players, seed, variant=variant).edit()
    return ed.set("round", round).set("phase", phase).set("tasks", [])


def goods(ed: Editor, seat: int = 0, **amounts: int) -> Editor:
    """Seat ``seat`` holds exactly these goods (by name), none of the others."""
    return ed.set(f"villages[{seat}].goods", {g: amounts.pop(g, 0) for g in GOODS} | amounts)


def board(ed: Editor, row1: int = 0) -> Editor:
    """Every action space with ``row1`` neutral workers in its top row and none below (0: no
    worker anywhere, as with 4 players, L221)."""
    for space, rows in ed.get("action_board").items():
        ed.set(f"action_board.{space}", [row1] + [0] * (len(rows) - 1))
    return ed


def turn(ed: Editor, seat: int = 0) -> State:
    """The state where ``seat`` places workers or trades them for tools (L389-L483)."""
    return ed.to_move(decision="turn", seat=seat).state()


def one_turn(ed: Editor, seat: int = 0) -> State:
    """``seat``'s turn with nothing scheduled after it (the document's ``tasks``: a ``turn``
    alone), so the state is terminal once the space it uses is done."""
    return scheduled(ed, Turn(seat))


def scheduled(ed: Editor, *tasks: Task) -> State:
    """The edited table with ``tasks`` to come in the order given (a phase to run,
    ``RoundEnd()``; the document's ``tasks``, written top last), run to its first decision
    (or the end)."""
    return ed.set("tasks", GAME.converter.unstructure(list(reversed(tasks)))).state()


def table(
    players: int = 1, seed: int = 0, rnd: int = 1, phase: int = 4, variant: str = "cardless"
) -> HData:
    """A fresh game's data in round ``rnd`` and ``phase``, with nothing scheduled."""
    d: HData = GAME.new_game(players, seed, variant=variant).data.clone()
    d.round, d.phase, d.tasks = rnd, phase, []
    take_villages(d)  # the villages are this table's own (a new stack is a new mark)
    return d


def village(d: HData, seat: int = 0) -> Village:
    v: Village = d.villages[seat]
    return v


def window(d: HData, *seats: int) -> CardWindow:
    """The card window that closes the table's phase (L661: cards may be played at any
    time), for ``seats`` (seat 0 if none are given)."""
    name = PHASES[d.phase - 1] if 0 < d.phase < GAME_END else "end"
    return CardWindow(name, seats or (0,))


def take(d: HData, card: str) -> None:
    """Takes one copy of ``card`` out of the place it lies in (a deck, a hand, the cards
    played, a stable board), so that a test can put it elsewhere and each card stays in one
    place."""
    for pile in d.decks.values():
        if card in pile:
            pile.remove(card)
            return
    for v in d.villages:
        for pile in (v.hand, v.played):
            if card in pile:
                pile.remove(card)
                return
        if card in v.stable_cards:
            v.stable_cards[v.stable_cards.index(card)] = ""
            return


def run(d: HData, *tasks: Task) -> State:
    """Schedules the tasks on ``d`` and runs them to the first decision (or the end), read
    back through the table's position document (tests/positioned.py), so the game's
    invariants check it; ``d`` then holds the state's data. A card the test put in a hand or
    among the cards played (without ``take``) is first taken out of its deck or stable board."""
    later(d, *tasks)
    settle(d)
    state = positioned(GAME, d)
    adopt(d, state.data)  # ``d`` (and all a test holds of it) is the state's data
    return State(GAME, d, None, state._start)


def settle(d: HData, game: Hallertau = GAME) -> None:
    """A card a test put in a hand or among the cards played leaves its deck or stable board."""
    for v in d.villages:
        for card in (*v.hand, *v.played):
            deck = d.decks.get(game.deck_of.get(card, ""), [])
            if card in deck:
                deck.remove(card)
            for w in d.villages:
                if card in w.stable_cards:
                    w.stable_cards[w.stable_cards.index(card)] = ""
    out_of_play(d, game)


def court_cards_gone(ed: Editor, rounds: int, seats: int = 2) -> Editor:
    """The editor ``ed`` with the court cards of rounds 1..``rounds`` off every stable board
    (L485: each is taken into the hand in phase 5 of its round) and none slid off: out of the
    game here (``removed_cards``), so that the hands hold only what a test puts there."""
    gone: list[str] = []
    for seat in range(seats):
        court = ed.get(f"villages[{seat}].court_cards_on_stable_board")
        gone += [c for c in [*court[:rounds], ed.get(f"villages[{seat}].court_card_slid_off")] if c]
        ed.set(f"villages[{seat}].court_cards_on_stable_board", [None] * rounds + court[rounds:])
        ed.set(f"villages[{seat}].court_card_slid_off", None)
    return ed.set("removed_cards", [*ed.get("removed_cards"), *gone])


def out_of_play(d: HData, game: Hallertau = GAME) -> None:
    """The cards of the game a test cleared from the hands and stable boards (a
    ``cards_table``'s, one a test replaced) leave the game: ``removed_cards`` holds them, so
    each card of the game still lies somewhere (the invariants refuse a dropped card); the
    quarter cards not in the pile are out of the game (``quarter_cards_out``)."""
    lying = {c for pile in d.decks.values() for c in pile} | set(d.removed_cards)
    for v in d.villages:
        lying.update(v.hand, v.played, v.stable_cards)
    dropped = [c for c in game_cards(game, d) if c not in lying]
    if dropped:
        d.removed_cards = tuple(sorted((*d.removed_cards, *dropped)))
    # the quarter cards a test took out of the pile or put back in it (L225, L344-L346)
    out = set(game.quarter_cards).difference(d.quarter_deck) if d.players < 4 else set()
    d.quarter_cards_out = tuple(sorted(out))


def adopt(old: Any, new: Any) -> Any:
    """``old`` made equal to ``new`` in place where it is a record, list or dict (so every
    reference a test holds into it sees the new values); ``new`` where it is not."""
    if attrs.has(type(old)) and type(old) is type(new):
        try:
            for name in attrs.fields_dict(type(old)):
                setattr(old, name, adopt(getattr(old, name), getattr(new, name)))
        except attrs.exceptions.FrozenInstanceError:
            return new
        return old
    if isinstance(old, list) and isinstance(new, list):
        old[:] = [adopt(o, n) for o, n in zip(old, new, strict=False)] + new[len(old) :]
        return old
    if isinstance(old, dict) and isinstance(new, dict):
        kept = {k: adopt(old[k], v) if k in old else v for k, v in new.items()}
        old.clear()
        old.update(kept)
        return old
    return new


def deal_setup(d: HData, game: Hallertau = GAME) -> HData:
    """``d`` (a table just set up by ``game.setup``) with its setup draws made as
    ``chance="auto"`` makes them: each the top card of its pile (L241-L243)."""
    while d.tasks and isinstance(task := d.tasks[-1], Draw):
        d.tasks.pop()
        game.draw_result(d, task, game.pile(d, task)[0])
    return d


def good(v: Village, name: str) -> int:
    return v.goods[GOODS.index(name)]


def set_goods(v: Village, **goods: int) -> None:
    v.goods = [goods.get(g, 0) for g in GOODS]
