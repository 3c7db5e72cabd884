"""Hallertau's card language: the words of the 330 cards beyond the kernel's (docs/cards.md,
"Hallertau cards"; how to encode a card: docs/games/hallertau-cards.md).

A card's top part is a requirement (``if``, only checked, L667-L681) and/or a cost (``cost``,
paid exactly, L683-L689); tiers ``a/b/c -> x/y/z`` (L701-L707) are the ``tiers`` of its
``on_play`` ability, each with its own ``if``/``cost``/``do``. The bottom part is optional
(L699): every gain is offered as one ``take <item>`` / ``skip`` decision (take all or none;
"up to N" effects are one pick at a time with ``stop``).

The words are declared in ``cardwords.py`` (``card_vocabulary``); this module implements them
(``CardLanguage``, a mixin of ``Hallertau``): the action ids of the card decisions, the
expressions and conditions here, the cost types with their payment decisions in
``cardcosts.py`` and the primitives with their decisions in ``cardeffects.py``. Every choice
is one atomic action.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from boardrules.actions import Action
from boardrules.effects import evaluate
from boardrules.tasks import Decision, Task

from .cardcosts import CardCosts
from .cardeffects import CardEffects
from .cardwords import (
    CROP_IDS,
    DECKS,
    FIELD_CODES,
    MOMENTS,
    RECENT_EVENTS,
    ROWS,
    Handlers,
    card_vocabulary,
    check_card,
    goods_of,
    matches,
)
from .state import (
    CRAFTS,
    CROPS,
    EMPTY,
    GOODS,
    STABLE,
    HData,
    Village,
    content_name,
    content_of,
    row_of,
)
from .tasks import (
    Clear,
    Exchange,
    FieldsTogether,
    FreeStep,
    HarvestNow,
    MoveAll,
    MoveFields,
    MoveSheep,
    MoveWorkers,
    PayCard,
    PayDown,
    PayField,
    PayType,
    Pick,
    Push,
    Reharvest,
    RowsOff,
    SheepBack,
    SowTwo,
    Unplant,
    UseSpace,
)

__all__ = [  # the words' names, importable from here as before the split
    "CROP_IDS",
    "DECKS",
    "FIELD_CODES",
    "MOMENTS",
    "RECENT_EVENTS",
    "ROWS",
    "CardLanguage",
    "card_vocabulary",
    "check_card",
    "goods_of",
    "matches",
]


class CardLanguage(CardCosts, CardEffects):
    """The runtime of Hallertau's card words (a mixin of ``Hallertau``)."""

    if TYPE_CHECKING:  # provided by Hallertau / Game
        _ids: dict[Action, int]
        params: dict[str, Any]
        spaces: list[Any]
        space_index: dict[str, int]
        space_rows: list[int]
        quarter_spaces: dict[int, list[int]]
        edge: int
        effects: dict[str, tuple[Any, ...]]
        id_take: dict[str, int]
        id_skip: int
        id_stop: int
        id_pay_sheep: list[int]
        id_extend: list[int]
        id_advance: list[int]
        id_pay_good: list[int]

        def gain(self, d: HData, p: int, item: str, n: int) -> None: ...
        def announce(self, d: HData, p: int, event: str, **payload: Any) -> None: ...
        def draw(self, d: HData, p: int, deck: str, n: int) -> None: ...
        def step_tools(self, v: Village, k: int) -> int: ...
        def advance(self, d: HData, p: int, k: int) -> None: ...
        def window(self, v: Village) -> int: ...
        def card_deck(self, card_id: str) -> str: ...
        def parts_of_space(self, d: HData, p: int, name: str) -> list[Task]: ...
        def sow_options(self, d: HData, p: int, goods: tuple[int, ...]) -> list[int]: ...
        def sow(self, d: HData, p: int, a: Action) -> None: ...
        def ask(self, d: HData, task: Decision) -> None: ...
        def resource_amount(self, d: HData, p: int, res: str) -> int: ...

    # --- action ids --------------------------------------------------------------------
    def card_actions(self, card_ids: Sequence[str]) -> list[Action]:
        out = [Action("give", (r, c)) for r in ROWS for c in ("empty", *GOODS)]
        out += [Action("harvest", (r, c)) for r in ROWS for c in GOODS]
        out += [Action("move", (r, c)) for r in ROWS for c in ("empty", *GOODS)]
        out += [Action("target", (s.id,)) for s in self.spaces]
        out += [Action("push", (k, i)) for k in CRAFTS for i in (0, 1)]
        out += [Action("remove", (c,)) for c in card_ids]
        doubles = [f"{g}2" for g in CROPS]  # 627: a field holding 2 crops
        out += [
            Action(k, (r, c))
            for k in ("give", "harvest", "move", "sell")
            for r in ROWS
            for c in doubles
        ]
        out += [Action("sow", (c, r)) for c in doubles for r in ROWS]
        return out

    def card_ids_prepare(self, card_ids: Sequence[str]) -> None:
        ids = self._ids

        def per_field(kind: str, with_empty: bool) -> dict[int, int]:
            return {
                f: ids[Action(kind, (row_of(f), content_name(f)))]
                for f in FIELD_CODES
                if with_empty or content_of(f) != EMPTY
            }

        self.id_give = per_field("give", True)
        self.id_sell = per_field("sell", True)
        self.id_sow_two = [{r: ids[Action("sow", (f"{g}2", r))] for r in ROWS} for g in CROPS]
        self.id_harvest = per_field("harvest", False)
        self.id_move = per_field("move", True)
        self.id_target = [ids[Action("target", (s.id,))] for s in self.spaces]
        self.id_push = [[ids[Action("push", (k, i))] for i in (0, 1)] for k in CRAFTS]
        self.id_remove = {c: ids[Action("remove", (c,))] for c in card_ids}
        self.id_choose = [ids[Action("choose", (k,))] for k in range(6)]
        self.id_yes, self.id_no = ids[Action("yes")], ids[Action("no")]

    def card_decisions(self) -> dict[type[Decision], Handlers]:
        return {
            PayField: (self.opt_pay_field, self.do_pay_field),
            PayType: (self.opt_pay_type, self.do_pay_type),
            PayCard: (self.opt_pay_card, self.do_pay_card),
            Unplant: (self.opt_unplant, self.do_unplant),
            PayDown: (self.opt_pay_down, self.do_pay_down),
            SheepBack: (self.opt_sheep_back, self.do_sheep_back),
            Pick: (self.opt_pick, self.do_pick),
            HarvestNow: (self.opt_harvest_now, self.do_harvest_now),
            SowTwo: (self.opt_sow_two, self.do_sow_two),
            FieldsTogether: (self.opt_yes_no, self.do_fields_together),
            Reharvest: (self.opt_reharvest, self.do_reharvest),
            MoveFields: (self.opt_move_fields, self.do_move_fields),
            MoveAll: (self.opt_yes_no, self.do_move_all),
            MoveSheep: (self.opt_move_sheep, self.do_move_sheep),
            Exchange: (self.opt_yes_no, self.do_exchange),
            Clear: (self.opt_clear, self.do_clear),
            RowsOff: (self.opt_yes_no, self.do_rows_off),
            UseSpace: (self.opt_use_space, self.do_use_space),
            FreeStep: (self.opt_free_step, self.do_free_step),
            Push: (self.opt_push, self.do_push),
            MoveWorkers: (self.opt_move_workers, self.do_move_workers),
        }

    # --- expressions and conditions ------------------------------------------------------
    def expression(self, d: HData, p: int, form: str, arg: Any, env: Any) -> int:
        v = d.villages[p]
        if form == "fields":
            rows, planted = arg.get("rows", ()), arg.get("planted")
            return sum(1 for f in v.fields if matches(f, rows, planted))
        if form == "sheep_on":
            return self.sheep_on(d, v, arg)
        if form == "played":
            return self.count_cards(v.played, arg)
        if form == "hand":
            return self.count_cards(v.hand, arg)
        if form == "space_workers":
            s = self.space_index[arg]
            return sum(d.workers_on[3 * s : 3 * s + 3])
        if form == "spaces":
            return self.count_spaces(d, arg)
        if form == "this_phase":
            return self.tally(d, v, arg)
        if form == "recent_max":
            return max((int(e.value) for e in v.recent if e.event == arg), default=0)
        if form == "max_good":
            return max(v.goods[GOODS.index(g)] for g in arg)
        if form == "at_least_zero":
            return max(0, evaluate(self, d, p, arg, env))
        raise KeyError(form)  # pragma: no cover - the validator rejects unknown forms

    def condition(self, d: HData, p: int, form: str, arg: Any, env: Any) -> bool:
        v = d.villages[p]
        if form == "recent":
            event = arg["event"]
            wanted = {str(x) for x in arg.get("is", ())}
            return any(e.event == event and (not wanted or e.value in wanted) for e in v.recent)
        if form == "drawn_and_played":
            drawn = {e.value for e in v.recent if e.event == "card_drawn"}
            played = [e.value for e in v.recent if e.event == "card_played"]
            return bool(played) and (played[-1] in drawn) == arg
        raise KeyError(form)  # pragma: no cover

    def sheep_on(self, d: HData, v: Village, where: Any) -> int:
        # court cards still on the stable board (A15): this round's until phase 2 takes it (L358)
        cards = range(d.round - 1 if d.phase < 2 else d.round, STABLE)
        if isinstance(where, dict):
            return sum(v.sheep[r - 1] for r in where["rounds"] if 1 <= r <= 6)
        if where == "stable":
            return v.sheep[STABLE]
        if where == "cards":
            return sum(v.sheep[:STABLE])
        if where == "max_card":
            return max(v.sheep[:STABLE])
        if where == "occupied_cards":
            return sum(1 for i in range(STABLE) if v.sheep[i])
        if where == "empty_cards":
            return sum(1 for i in cards if not v.sheep[i])
        # next_card: the card removed in the next phase 2 (L356): round r+1's, or this
        # round's card while phase 2 has not come yet
        nxt = d.round - 1 if d.phase < 2 else d.round
        return v.sheep[nxt] if 0 <= nxt < STABLE else 0

    def count_cards(self, cards: Sequence[str], what: str) -> int:
        if what == "all":
            return len(cards)
        decks = [self.card_deck(c) for c in cards]
        if what == "non_starter":
            return sum(1 for k in decks if k != "starter")
        if what == "max_deck":
            return max((decks.count(k) for k in DECKS), default=0)
        return decks.count(what)

    def count_spaces(self, d: HData, arg: Any) -> int:
        out = 0
        for s, rows in enumerate(self.space_rows):
            on = d.workers_on[3 * s : 3 * s + rows]
            if arg == "full" and all(on) or isinstance(arg, dict) and sum(on) == arg["holding"]:
                out += 1
        return out

    def tally(self, d: HData, v: Village, key: str) -> int:
        t = v.tally
        if key == "harvest_max_crop":
            return max(t.get(f"harvest_{g}", 0) for g in CROPS)
        if key == "steps_max":
            return max(t.get(f"steps_{k}", 0) for k in CRAFTS)
        if key == "quarter_max":
            return max(t.get(f"quarter_{q}", 0) for q in (1, 2, 3, 4))
        return t.get(key, 0)

    @staticmethod
    def add_tally(v: Village, key: str, n: int) -> None:
        v.tally[key] = v.tally.get(key, 0) + n
