"""Hallertau's card language: the words of the 330 cards beyond the kernel's (docs/cards.md,
"Hallertau cards"; how to encode a card: docs/games/hallertau-cards.md).

A card's top part is a requirement (``if``, only checked, L667-L681) and/or a cost (``cost``,
paid exactly, L683-L689); tiers ``a/b/c -> x/y/z`` (L701-L707) are the ``tiers`` of its
``on_play`` ability, each with its own ``if``/``cost``/``do``. The bottom part is optional
(L699): every gain is offered as one ``take <item>`` / ``skip`` decision (take all or none;
"up to N" effects are one pick at a time with ``stop``).

This module declares the words (``card_vocabulary``) and implements them (``CardLanguage``, a
mixin of ``Hallertau``): expressions, conditions, cost types with their payment decisions, and
the primitives with their decisions. Every choice is one atomic action.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import attrs

from boardrules.actions import Action
from boardrules.effects import evaluate
from boardrules.tasks import Decision, Task

from .state import (
    CRAFTS,
    CROPS,
    DOUBLE,
    EMPTY,
    GOODS,
    SHEEP_PLACES,
    STABLE,
    HData,
    Village,
    content_name,
    content_of,
    field,
    field_named,
    goods_on,
    row_of,
    with_row,
)
from .tasks import (
    Clear,
    Exchange,
    FieldsTogether,
    FreeStep,
    Gain,
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
    Sow,
    SowTwo,
    Unplant,
    UseSpace,
    offered,
    sheep_payment,
)

DECKS = ("starter", "court", "bonus", "point")
ROWS = (2, 3, 4, 5)
CROP_IDS = tuple(range(len(CROPS)))
# every field code: empty or planted in each row, and the double crop fields of 627
FIELD_CODES = tuple(field(r, c) for r in ROWS for c in range(len(GOODS) + 1)) + tuple(
    field(r, g + 1, True) for r in ROWS for g in CROP_IDS
)
Handlers = tuple[Callable[[Any, Any], list[int]], Callable[[Any, Any, Action], None]]
GOOD_LIST = ("list", ("enum", GOODS))
ROW_LIST = ("list", ("enum", ROWS))
SHEEP_WHERE = ("cards", "stable", "max_card", "occupied_cards", "empty_cards", "next_card")
HAND_WHAT = ("all", "non_starter", *DECKS)
PHASE_TALLIES = (
    "tools",
    "harvest",
    "harvest_max_crop",
    "steps_max",
    "quarter_max",
    *(f"harvest_{g}" for g in GOODS),
)
# moment windows: an on_play ability's `window` naming the one moment the card may be played
# at; no other card is offered there. before_last_action (222, L1193-L1194): at the start of
# your phase-4 turn, if one action can spend all your workers; the action you then take must.
# using_butcher (328, L1278): while you use the butcher, before its sheep is paid.
MOMENTS = ("before_last_action", "using_butcher")
RECENT_EVENTS = (
    "space_used",
    "tools_traded",
    "tools_gained",
    "sheep_gained",
    "field_gained",
    "harvested",
    "craft_advanced",
    "card_played",
    "card_drawn",
    "jewelry_out",
    "quarter_workers",
)


def card_vocabulary(space_ids: Sequence[str]) -> dict[str, Any]:
    """The game's words for ``Vocabulary`` (primitives, expressions, conditions, costs)."""
    spaces = ("enum", tuple(space_ids))
    n_expr = ("expr", True)
    return {
        "primitives": {
            "gain_field": ("map", {"row": (("enum", ROWS), True), "n": ("expr", False)}),
            "gain_fields": ROW_LIST,
            "draw": ("map", {"deck": (("enum", DECKS), True), "n": ("expr", False)}),
            "one_of": "resources",
            "pick_goods": (
                "map",
                {
                    "n": n_expr,
                    "of": (GOOD_LIST, False),
                    "mode": (("enum", ("distinct", "same", "any")), False),
                    "then_sow": ("int", False),
                },
            ),
            "sow": (
                "or",
                "int",
                ("map", {"n": n_expr, "goods": (GOOD_LIST, False), "double": ("bool", False)}),
            ),
            "harvest": "int",
            "reharvest": "int",
            "move_fields": (
                "map",
                {
                    "which": (("enum", ("empty", "planted", "any")), True),
                    "n": (("or", "int", ("enum", ("all",))), True),
                    "to": (("enum", ROWS), False),
                },
            ),
            "move_sheep": ("map", {"n": ("int", True), "same": ("bool", False)}),
            "raise_to": ("map", {"good": (("enum", GOODS), True), "to": n_expr}),
            "exchange": ("map", {"give": ("resources", True), "get": ("resources", True)}),
            "clear_space": ("enum", ("all", "top", "pool")),
            "remove_rows": ("list", spaces),
            "use_space": ("enum", ("supply", "row2")),
            "advance_craft": "int",
            "push_boulders": "int",
            "move_workers": ("enum", (3,)),
            "pay_instead": ("enum", ("jewelry",)),
        },
        "expressions": {
            "fields": (
                "map",
                {"rows": (ROW_LIST, False), "planted": (("or", "bool", ("enum", GOODS)), False)},
            ),
            "sheep_on": ("or", ("enum", SHEEP_WHERE), ("map", {"rounds": (("list", "int"), True)})),
            "played": ("enum", ("all", "max_deck", *DECKS)),
            "hand": ("enum", HAND_WHAT),
            "space_workers": spaces,
            "spaces": ("or", ("enum", ("full",)), ("map", {"holding": ("int", True)})),
            "this_phase": ("enum", PHASE_TALLIES),
            "recent_max": ("enum", RECENT_EVENTS),
            "max_good": GOOD_LIST,
            "at_least_zero": "expr",
        },
        "conditions": {
            "recent": (
                "map",
                {"event": (("enum", RECENT_EVENTS), True), "is": (("list", "any"), False)},
            ),
            "drawn_and_played": "bool",
        },
        "cost_types": {
            "fields": (
                "map",
                {"n": n_expr, "rows": (ROW_LIST, False), "planted": ("bool", False)},
            ),
            "one_type": ("map", {"n": n_expr, "of": (GOOD_LIST, False)}),
            "each_type": ("map", {"n": n_expr, "k": ("int", True), "of": (GOOD_LIST, False)}),
            "hand_cards": ("map", {"n": ("int", True), "deck": (("enum", DECKS), False)}),
            "planted_good": "int",
            "harvested": "resources",
            "down_to": ("map", {"n": ("int", True), "of": (GOOD_LIST, False)}),
            "sheep_back": "int",
        },
        "events": RECENT_EVENTS,
    }


def goods_of(names: Sequence[str] | None) -> tuple[int, ...]:
    return tuple(GOODS.index(g) for g in names) if names else CROP_IDS


def matches(code: int, rows: Sequence[int], planted: Any) -> bool:
    """A field filter: its row among ``rows`` (all if empty); ``planted`` true/false or a good."""
    if rows and row_of(code) not in rows:
        return False
    c = content_of(code)
    if planted is None:
        return True
    if isinstance(planted, str):
        return c == GOODS.index(planted) + 1
    return (c != EMPTY) == bool(planted)


class CardLanguage:
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
            prefix = arg + ":"
            return max((int(e[len(prefix) :]) for e in v.recent if e.startswith(prefix)), default=0)
        if form == "max_good":
            return max(v.goods[GOODS.index(g)] for g in arg)
        if form == "at_least_zero":
            return max(0, evaluate(self, d, p, arg, env))
        raise KeyError(form)  # pragma: no cover - the validator rejects unknown forms

    def condition(self, d: HData, p: int, form: str, arg: Any, env: Any) -> bool:
        v = d.villages[p]
        if form == "recent":
            prefix = arg["event"]
            wanted = {f"{prefix}:{x}" for x in arg.get("is", ())}
            return any(e in wanted if wanted else e.split(":", 1)[0] == prefix for e in v.recent)
        if form == "drawn_and_played":
            drawn = {e[11:] for e in v.recent if e.startswith("card_drawn:")}
            played = [e[12:] for e in v.recent if e.startswith("card_played:")]
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

    # --- costs: the game's cost types (the card runtime, boardrules/cards/costs.py, adds
    # the resource items up, pays them and asks ``pay_one_of`` for an ``any_of``) ---------
    def can_pay_item(
        self, d: HData, p: int, key: str, arg: Any, need: dict[str, int], playing: str
    ) -> bool:
        """Whether one item of a Hallertau cost type can be paid (``playing``: the card being
        played, still in the hand)."""
        v = d.villages[p]
        if key == "harvested":
            for g, n in arg.items():
                m = max(0, evaluate(self, d, p, n))
                need[g] = need.get(g, 0) + m
                left = v.tally.get(f"harvest_{g}", 0) - v.tally.get(f"harvest_paid_{g}", 0)
                if left < m:  # 811/812/816: only goods harvested this phase, once each
                    return False
            return True
        if key == "sheep_back":
            need["sheep"] = need.get("sheep", 0) + max(0, evaluate(self, d, p, arg))
            return True
        if key == "fields":
            n = max(0, evaluate(self, d, p, arg["n"]))
            rows, planted = arg.get("rows", ()), arg.get("planted")
            return sum(1 for f in v.fields if matches(f, rows, planted)) >= n
        if key in ("one_type", "each_type"):
            n = max(0, evaluate(self, d, p, arg["n"]))
            k = int(arg.get("k", 1))
            return (
                sum(1 for g in goods_of(arg.get("of")) if v.goods[g] - need.get(GOODS[g], 0) >= n)
                >= k
            )
        if key == "hand_cards":
            hand = list(v.hand)
            if playing in hand:
                hand.remove(playing)
            deck = arg.get("deck")
            return sum(1 for c in hand if deck is None or self.card_deck(c) == deck) >= int(
                arg["n"]
            )
        if key == "planted_good":
            return sum(1 for f in v.fields if content_of(f) != EMPTY) >= int(arg)
        if key == "down_to":
            return True
        raise KeyError(key)  # pragma: no cover - the validator rejects unknown costs

    def pay_item(self, d: HData, p: int, key: str, arg: Any, here: str) -> list[Task]:
        """Pays one cost item; items that need a choice return their decisions."""
        v = d.villages[p]
        if key in GOODS or key in ("tool", "jewelry"):  # an evaluated amount
            self.pay_plain(d, p, key, arg)
            return []
        if key == "sheep":  # L301: the player picks the card or the stable, one at a time
            return [sheep_payment(p)] * arg
        if key == "harvested":
            for g, n in arg.items():
                m = max(0, evaluate(self, d, p, n))
                self.pay_plain(d, p, g, m)
                self.add_tally(v, f"harvest_paid_{g}", m)  # the harvest tally stays (706)
            return []
        if key == "fields":
            n = max(0, evaluate(self, d, p, arg["n"]))
            rows = tuple(arg.get("rows", ()))
            return [PayField(p, rows=rows, planted=arg.get("planted"), left=n)] if n else []
        if key in ("one_type", "each_type"):
            n = max(0, evaluate(self, d, p, arg["n"]))
            of = goods_of(arg.get("of"))
            return [PayType(p, n=n, of=of, left=arg.get("k", 1), chosen=())] if n else []
        if key == "hand_cards":
            return [PayCard(p, arg.get("deck", ""))] * arg["n"]
        if key == "planted_good":
            return [Unplant(p)] * int(arg)
        if key == "down_to":
            # free with n or fewer (728): asked only when there is something to give up
            return list(offered(PayDown(p, of=goods_of(arg.get("of")), n=arg["n"])))
        if key == "sheep_back":
            return [SheepBack(p, left=int(arg), moved=(0,) * len(SHEEP_PLACES))]
        raise KeyError(key)  # pragma: no cover - the validator rejects unknown costs

    def pay_plain(self, d: HData, p: int, res: str, n: int) -> None:
        v = d.villages[p]
        if res == "tool":  # L599-L605: a tool set aside for pushing may be given up to a
            v.tools -= n  # card; the seat gives the used ones first (the others may push)
            v.tools_used = max(0, v.tools_used - n)
        elif res == "jewelry":
            had = v.jewelry
            v.jewelry -= n
            if had and not v.jewelry:
                self.announce(d, p, "jewelry_out")
        else:
            v.goods[GOODS.index(res)] -= n

    def opt_pay_field(self, d: HData, t: PayField) -> list[int]:
        fields = sorted({f for f in d.villages[t.seat].fields if matches(f, t.rows, t.planted)})
        return [self.id_give[f] for f in fields]

    def do_pay_field(self, d: HData, t: PayField, a: Action) -> None:
        self.drop_field(d.villages[t.seat], a)
        if t.left > 1:
            d.tasks.append(attrs.evolve(t, left=t.left - 1))

    @staticmethod
    def field_of(a: Action) -> int:
        return field_named(int(a.args[0]), str(a.args[1]))

    def drop_field(self, v: Village, a: Action) -> None:
        v.fields.remove(self.field_of(a))

    def opt_pay_type(self, d: HData, t: PayType) -> list[int]:
        goods = d.villages[t.seat].goods
        return [self.id_pay_good[g] for g in t.of if g not in t.chosen and goods[g] >= t.n]

    def do_pay_type(self, d: HData, t: PayType, a: Action) -> None:
        g = GOODS.index(str(a.args[0]))
        d.villages[t.seat].goods[g] -= t.n
        if t.left > 1:
            d.tasks.append(attrs.evolve(t, left=t.left - 1, chosen=(*t.chosen, g)))

    def opt_pay_card(self, d: HData, t: PayCard) -> list[int]:
        hand = dict.fromkeys(d.villages[t.seat].hand)
        return [self.id_remove[c] for c in hand if not t.deck or self.card_deck(c) == t.deck]

    def do_pay_card(self, d: HData, t: PayCard, a: Action) -> None:
        d.villages[t.seat].hand.remove(str(a.args[0]))  # out of the game

    def opt_unplant(self, d: HData, t: Unplant) -> list[int]:
        fields = sorted({f for f in d.villages[t.seat].fields if content_of(f) != EMPTY})
        return [self.id_give[f] for f in fields]

    def do_unplant(self, d: HData, t: Unplant, a: Action) -> None:
        v = d.villages[t.seat]
        f = self.field_of(a)
        v.fields.remove(f)  # one good goes back to the general supply (516)
        v.fields.append(f - DOUBLE if goods_on(f) == 2 else field(row_of(f)))
        v.fields.sort()

    def opt_pay_down(self, d: HData, t: PayDown) -> list[int]:
        goods = d.villages[t.seat].goods
        if sum(goods[g] for g in t.of) <= t.n:
            return []
        return [self.id_pay_good[g] for g in t.of if goods[g]]

    def do_pay_down(self, d: HData, t: PayDown, a: Action) -> None:
        goods = d.villages[t.seat].goods
        goods[GOODS.index(str(a.args[0]))] -= 1
        if sum(goods[g] for g in t.of) > t.n:
            d.tasks.append(t)

    def opt_sheep_back(self, d: HData, t: SheepBack) -> list[int]:
        sheep = d.villages[t.seat].sheep
        return [self.id_pay_sheep[i] for i in range(len(sheep)) if sheep[i] > t.moved[i]]

    def do_sheep_back(self, d: HData, t: SheepBack, a: Action) -> None:
        """A16: to the previous court card; if that card is gone (its round <= this round),
        the sheep goes back to the supply."""
        sheep = d.villages[t.seat].sheep
        i = SHEEP_PLACES.index(str(a.args[1]))
        sheep[i] -= 1
        marks = list(t.moved)
        if i - 1 >= d.round:
            sheep[i - 1] += 1
            marks[i - 1] += 1
        if t.left > 1:
            d.tasks.append(SheepBack(t.seat, left=t.left - 1, moved=tuple(marks)))

    # --- primitives ----------------------------------------------------------------------
    def primitive(self, d: HData, p: int, name: str, params: Any, env: Any, here: str) -> None:
        v = d.villages[p]
        push, ask = d.tasks.append, self.ask
        if name == "gain_field":
            n = evaluate(self, d, p, params.get("n", 1), env)
            for _ in range(n):
                ask(d, Gain(p, (("field", params["row"]),)))
        elif name == "gain_fields":
            if len(v.fields) < self.params["field_rows"]["columns"]:
                push(FieldsTogether(p, tuple(params)))
        elif name == "draw":
            n = evaluate(self, d, p, params.get("n", 1), env)
            if n > 0:
                ask(d, Gain(p, ((params["deck"], n),)))
        elif name == "one_of":
            items = tuple((r, evaluate(self, d, p, n, env)) for r, n in params.items())
            ask(d, Gain(p, items))
        elif name == "pick_goods":
            n = evaluate(self, d, p, params["n"], env)
            if n > 0:
                of = goods_of(params.get("of"))
                mode = params.get("mode", "any")
                then_sow = params.get("then_sow", 0)
                push(Pick(p, left=n, of=of, mode=mode, picked=(), then_sow=then_sow))
        elif name == "sow":
            n = params if isinstance(params, int) else evaluate(self, d, p, params["n"], env)
            goods = CROP_IDS if isinstance(params, int) else goods_of(params.get("goods"))
            if n > 0:
                double = not isinstance(params, int) and params.get("double")
                ask(d, SowTwo(p, left=n, goods=goods) if double else Sow(p, left=n, goods=goods))
        elif name == "harvest":
            ask(d, HarvestNow(p, left=int(params)))
        elif name == "reharvest":
            ask(d, Reharvest(p))
        elif name == "move_fields":
            which, n = params["which"], params["n"]
            if n == "all":
                if self.movable(v, which, 0):
                    push(MoveAll(p, which))
            else:
                ask(d, MoveFields(p, which=which, left=n, to=params.get("to", 0), moved=()))
        elif name == "move_sheep":
            marks = (0,) * len(SHEEP_PLACES)
            same = bool(params.get("same"))
            ask(d, MoveSheep(p, left=params["n"], same=same, marks=marks))
        elif name == "raise_to":
            g = GOODS.index(params["good"])
            n = evaluate(self, d, p, params["to"], env) - v.goods[g]
            if n > 0:
                ask(d, Gain(p, ((params["good"], n),)))
        elif name == "exchange":
            ref, i = here.rsplit("/", 1)
            give = {r: evaluate(self, d, p, n, env) for r, n in params["give"].items()}
            if all(self.resource_amount(d, p, r) >= n for r, n in give.items()):
                push(Exchange(p, effects=ref, index=int(i)))
        elif name == "clear_space":
            ask(d, Clear(p, params))
        elif name == "remove_rows":
            if any(self.top_row(d, self.space_index[s]) >= 0 for s in params):
                push(RowsOff(p, tuple(self.space_index[s] for s in params)))
        elif name == "use_space":
            ask(d, UseSpace(p, params))
        elif name == "advance_craft":
            ask(d, FreeStep(p, left=int(params)))
        elif name == "push_boulders":
            ask(d, Push(p, left=int(params), pushed=()))
        elif name == "move_workers":
            ask(d, MoveWorkers(p, n=int(params), source=None))
        elif name == "pay_instead":  # 328 (L1279): the butcher being used takes this instead
            v.recent.append(f"pay_instead:{params}")  # of its sheep (read by op_butcher)
        else:  # pragma: no cover - the validator rejects unknown primitives
            raise KeyError(name)

    def opt_yes_no(self, d: HData, t: Decision) -> list[int]:
        return [self.id_yes, self.id_no]

    # pick_goods: one good at a time (distinct: each type once; same: one type, n of it)
    def opt_pick(self, d: HData, t: Pick) -> list[int]:
        gone = t.picked if t.mode == "distinct" else ()
        return [*(self.id_take[GOODS[g]] for g in t.of if g not in gone), self.id_stop]

    def do_pick(self, d: HData, t: Pick, a: Action) -> None:
        if a.kind == "stop":
            return
        p = t.seat
        g = GOODS.index(str(a.args[0]))
        if t.mode == "same":
            self.gain(d, p, GOODS[g], t.left)
        else:
            self.gain(d, p, GOODS[g], 1)
            if t.left > 1:
                d.tasks.append(attrs.evolve(t, left=t.left - 1, picked=(*t.picked, g)))
                return
        if t.then_sow:
            self.ask(d, Sow(p, left=t.then_sow, goods=(g,)))

    # sowing 2 crops of one type on one field (627, L1528-L1529): `sow flax2 <row>`
    def opt_sow_two(self, d: HData, t: SowTwo) -> list[int]:
        p, goods = t.seat, t.goods
        v = d.villages[p]
        rows = sorted({row_of(f) for f in v.fields if content_of(f) == EMPTY})
        two = [
            self.id_sow_two[g][r] for g in goods if g in CROP_IDS and v.goods[g] >= 2 for r in rows
        ]
        return [*self.sow_options(d, p, goods), *two, self.id_stop]

    def do_sow_two(self, d: HData, t: SowTwo, a: Action) -> None:
        if a.kind == "stop":
            return
        p = t.seat
        name = str(a.args[0])
        if name.endswith("2"):
            v = d.villages[p]
            g, r = GOODS.index(name[:-1]), int(a.args[1])
            v.goods[g] -= 2
            v.fields.remove(field(r))
            v.fields.append(field(r, g + 1, double=True))
            v.fields.sort()
        else:
            self.sow(d, p, a)
        if t.left > 1:
            self.ask(d, SowTwo(p, left=t.left - 1, goods=t.goods))

    # fields in given rows, all or none (607)
    def do_fields_together(self, d: HData, t: FieldsTogether, a: Action) -> None:
        if a.kind == "yes":
            for row in t.rows:
                self.gain(d, t.seat, "field", row)

    # harvest now (022, 221, 628): a planted field gives its row, then moves down a row
    def opt_harvest_now(self, d: HData, t: HarvestNow) -> list[int]:
        fields = sorted({f for f in d.villages[t.seat].fields if content_of(f) != EMPTY})
        return [*(self.id_harvest[f] for f in fields), self.id_stop]

    def do_harvest_now(self, d: HData, t: HarvestNow, a: Action) -> None:
        if a.kind == "stop":
            return
        self.harvest_field(d, t.seat, self.field_of(a))
        if t.left > 1:
            self.ask(d, HarvestNow(t.seat, left=t.left - 1))

    def harvest_field(self, d: HData, p: int, f: int) -> None:
        """L504-L515: the field gives its row's number of its good (per good on it, 627) and
        moves down a row."""
        v = d.villages[p]
        row = row_of(f)
        v.fields.remove(f)
        v.fields.append(field(max(row - 1, ROWS[0])))
        v.fields.sort()
        self.received(d, p, f, row * goods_on(f))

    def received(self, d: HData, p: int, f: int, n: int, again: bool = False) -> None:
        """Book a harvest of field ``f`` (before it moved) giving ``n`` of its good; the
        field may yield ``again`` once more this phase (426) unless this is that yield."""
        v = d.villages[p]
        good = GOODS[content_of(f) - 1]
        v.goods[GOODS.index(good)] += n
        self.add_tally(v, "harvest", n)
        self.add_tally(v, f"harvest_{good}", n)
        self.add_tally(v, f"yield_{f}", -1 if again else 1)
        self.announce(d, p, "harvested", good=good, n=n)

    # reharvest (426): one field harvested this phase yields once more
    def opt_reharvest(self, d: HData, t: Reharvest) -> list[int]:
        v = d.villages[t.seat]
        codes = sorted(int(k[6:]) for k, n in v.tally.items() if k.startswith("yield_") and n)
        return [*(self.id_harvest[f] for f in codes), self.id_stop]

    def do_reharvest(self, d: HData, t: Reharvest, a: Action) -> None:
        if a.kind == "stop":
            return
        f = self.field_of(a)
        self.received(d, t.seat, f, row_of(f) * goods_on(f), again=True)

    # moving fields (023, 121, 122, 222, 323)
    @staticmethod
    def movable(v: Village, which: str, to: int) -> list[int]:
        out = []
        for f in sorted(set(v.fields)):
            empty = content_of(f) == EMPTY
            if which == "empty" and not empty or which == "planted" and empty:
                continue
            if row_of(f) != (to or ROWS[-1]):
                out.append(f)
        return out

    def opt_move_fields(self, d: HData, t: MoveFields) -> list[int]:
        v = d.villages[t.seat]
        done = t.moved
        # "up to k fields, each 1 row" (222): a field moved already is not moved again
        fields = [f for f in self.movable(v, t.which, t.to) if v.fields.count(f) > done.count(f)]
        return [*(self.id_move[f] for f in fields), self.id_stop]

    def do_move_fields(self, d: HData, t: MoveFields, a: Action) -> None:
        if a.kind == "stop":
            return
        v = d.villages[t.seat]
        f = self.field_of(a)
        v.fields.remove(f)
        new = with_row(f, t.to or row_of(f) + 1)
        v.fields.append(new)
        v.fields.sort()
        if t.left > 1:
            self.ask(d, attrs.evolve(t, left=t.left - 1, moved=(*t.moved, new)))

    def do_move_all(self, d: HData, t: MoveAll, a: Action) -> None:
        if a.kind == "no":
            return
        v = d.villages[t.seat]
        moving = set(self.movable(v, t.which, 0))
        v.fields = sorted(with_row(f, row_of(f) + 1) if f in moving else f for f in v.fields)

    # moving sheep forward (001, 101, 201, 301, 401): a sheep on the round-k card moves to the
    # round-k+1 card, from round 6's into the stable (A15); `marks` count sheep already moved
    def opt_move_sheep(self, d: HData, t: MoveSheep) -> list[int]:
        marks = t.marks
        sheep = d.villages[t.seat].sheep
        if t.same and any(marks):
            i = marks.index(1)
            return [self.id_extend[i], self.id_stop] if i < STABLE else []
        return [
            *(self.id_extend[i] for i in range(STABLE) if sheep[i] > marks[i]),
            self.id_stop,
        ]

    def do_move_sheep(self, d: HData, t: MoveSheep, a: Action) -> None:
        if a.kind == "stop":
            return
        sheep = d.villages[t.seat].sheep
        i = SHEEP_PLACES.index(str(a.args[0]))
        sheep[i] -= 1
        sheep[i + 1] += 1
        new = [0] * len(SHEEP_PLACES) if t.same else list(t.marks)
        new[i + 1] = 1 if t.same else new[i + 1] + 1
        if t.left > 1:
            self.ask(d, attrs.evolve(t, left=t.left - 1, marks=tuple(new)))

    # exchange (839): give, get; one yes/no
    def do_exchange(self, d: HData, t: Exchange, a: Action) -> None:
        if a.kind == "no":
            return
        p = t.seat
        ((_, params),) = self.effects[t.effects][t.index].items()
        for r, n in params["give"].items():
            m = evaluate(self, d, p, n)
            if r == "sheep":
                d.tasks.extend([sheep_payment(p)] * m)
            else:
                self.pay_plain(d, p, r, m)
        for r, n in params["get"].items():
            self.gain(d, p, r, evaluate(self, d, p, n))

    # the action board (210, 302, 313, 315, 419, 725, 726; A8, A30)
    def top_row(self, d: HData, s: int) -> int:
        for r in (2, 1, 0):
            if d.workers_on[3 * s + r]:
                return r
        return -1

    def opt_clear(self, d: HData, t: Clear) -> list[int]:
        spaces = [self.id_target[s] for s in range(len(self.spaces)) if self.top_row(d, s) >= 0]
        return [*spaces, self.id_skip]

    def do_clear(self, d: HData, t: Clear, a: Action) -> None:
        if a.kind == "skip":
            return
        p, mode = t.seat, t.mode
        s = self.space_index[str(a.args[0])]
        if mode == "all":
            d.workers_on[3 * s : 3 * s + 3] = [0, 0, 0]
            return
        r = self.top_row(d, s)
        if mode == "pool":
            d.villages[p].workers += d.workers_on[3 * s + r]
        d.workers_on[3 * s + r] = 0

    def do_rows_off(self, d: HData, t: RowsOff, a: Action) -> None:
        if a.kind == "yes":
            for s in t.spaces:
                r = self.top_row(d, s)
                if r >= 0:
                    d.workers_on[3 * s + r] = 0

    def opt_use_space(self, d: HData, t: UseSpace) -> list[int]:
        p, mode = t.seat, t.mode
        out = []
        for s in range(len(self.spaces)):
            on = d.workers_on[3 * s : 3 * s + 3]
            if mode == "supply" and sum(on) <= 1 and not (on[0] and self.space_rows[s] < 2):
                out.append(self.id_target[s])
            elif mode == "row2" and not on[1] and d.villages[p].workers == 1:
                out.append(self.id_target[s])
        return [*out, self.id_skip]

    def do_use_space(self, d: HData, t: UseSpace, a: Action) -> None:
        """419/726: 1 worker from the general supply in row 1, or 2 in row 2 if only that is
        free; 313: your last worker in row 2, counting as 1 (A8). Then the space is used."""
        if a.kind == "skip":
            return
        p, mode = t.seat, t.mode
        name = str(a.args[0])
        s = self.space_index[name]
        if mode == "row2":
            d.villages[p].workers -= 1
            d.workers_on[3 * s + 1] = 1
        elif not d.workers_on[3 * s]:
            d.workers_on[3 * s] = 1
        else:
            d.workers_on[3 * s + 1] = 2
        d.tasks.extend(reversed(self.parts_of_space(d, p, name)))

    # moving workers between spaces (314, L1248-L1249)
    def worker_targets(self, d: HData, n: int, source: int) -> list[int]:
        """Spaces other than ``source`` holding exactly n workers whose row n is empty."""
        on = d.workers_on
        return [
            s
            for s in range(len(self.spaces))
            if s != source
            and self.space_rows[s] >= n
            and not on[3 * s + n - 1]
            and sum(on[3 * s : 3 * s + 3]) == n
        ]

    def opt_move_workers(self, d: HData, t: MoveWorkers) -> list[int]:
        n, source = t.n, t.source
        if source is not None:  # once removed, the workers must be moved (L1249)
            return [self.id_target[s] for s in self.worker_targets(d, n, source)]
        sources = [
            s
            for s in range(len(self.spaces))
            if sum(d.workers_on[3 * s : 3 * s + 3]) == n and self.worker_targets(d, n, s)
        ]
        return [*(self.id_target[s] for s in sources), self.id_skip]

    def do_move_workers(self, d: HData, t: MoveWorkers, a: Action) -> None:
        """314: all n workers of one space holding exactly n go into row n of another such
        space (which then holds them as that row's n workers); neither space is used."""
        if a.kind == "skip":
            return
        n, source = t.n, t.source
        s = self.space_index[str(a.args[0])]
        if source is None:
            d.tasks.append(MoveWorkers(t.seat, n=n, source=s))
            return
        d.workers_on[3 * source : 3 * source + 3] = [0, 0, 0]
        d.workers_on[3 * s + n - 1] = n

    # crafts and boulders (312, 316; A6, A7)
    def opt_free_step(self, d: HData, t: FreeStep) -> list[int]:
        v = d.villages[t.seat]
        free = v.tools - v.tools_used
        out = [
            self.id_advance[k]
            for k in range(len(CRAFTS))
            if v.crafts[k] < self.edge and self.step_tools(v, k) <= free
        ]
        return [*out, self.id_stop]

    def do_free_step(self, d: HData, t: FreeStep, a: Action) -> None:
        if a.kind == "stop":
            return
        self.advance(d, t.seat, CRAFTS.index(str(a.args[0])))
        if t.left > 1:
            self.ask(d, FreeStep(t.seat, left=t.left - 1))

    def opt_push(self, d: HData, t: Push) -> list[int]:
        pushed = t.pushed
        v = d.villages[t.seat]
        out = []
        for k in range(len(CRAFTS)):
            for i in (0, 1):
                b = 2 * k + i
                if b not in pushed and v.boulders[b] <= self.edge:
                    out.append(self.id_push[k][i])
        return [*out, self.id_stop]

    def do_push(self, d: HData, t: Push, a: Action) -> None:
        """316: one boulder one space right; a boulder lying there is pushed on (A12)."""
        if a.kind == "stop":
            return
        v = d.villages[t.seat]
        k, i = CRAFTS.index(str(a.args[0])), int(a.args[1])
        b = 2 * k + i
        other = 2 * k + 1 - i
        if v.boulders[other] == v.boulders[b] + 1:
            v.boulders[other] += 1
        v.boulders[b] += 1
        if t.left > 1:
            self.ask(d, Push(t.seat, left=t.left - 1, pushed=(*t.pushed, b)))


def check_card(card: Any) -> list[str]:
    """Structural rules of a Hallertau card the generic validator cannot see."""
    problems = []
    tiered = [ab for ab in card.abilities if ab.tiers]
    if len(tiered) > 1 or any(ab.timing != "on_play" for ab in tiered):
        problems.append("tiers belong to the one on_play ability")
    if tiered and len(tiered[0].tiers) > 6:
        problems.append("at most 6 tiers")
    return problems
