"""Where play stands in Nusfjord, in the game's words: the ``to_move`` forms of the position
document (docs/positions.md, "Nusfjord (Big Box)") and the task stack each one stands for.

A form names the decision, the seat that makes it and what the decision needs (round and phase
are fields of the table): a worker's turn (L357), an anytime window (L947), a short catch
(L347), each choice inside a work turn's action (L412-L629), and each choice an elder's or a
building's effect asks (L772-L940, L951) with the card and the progress of its effect in named
values. The game builds the rest of the round below the decision as it would have.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

import attrs
import cattrs

from boardrules.cards.runtime import MayUse, TriggerOrder
from boardrules.document import field
from boardrules.position_steps import effects_after
from boardrules.tasks import Choose, Draw, Env

from .actions import ACTIONS
from .position_deals import DealForms, DealPlace
from .state import EVENT_PAYLOAD, SHIPS, NData
from .tasks import (
    Afforest,
    AfterAction,
    Anytime,
    Catch,
    DrawBuilding,
    ElderAction,
    FeedElder,
    FeedHolder,
    GuestDiscount,
    PaySchooner,
    PickBuilding,
    PickShip,
    PickSpace,
    RemoveBuilding,
    RemoveStrip,
    SellShip,
    Serve,
    SwapShip,
    TakeElder,
    TakeRaft,
    Turn,
    UseNow,
)

if TYPE_CHECKING:
    from boardrules.tasks import Task

    from .game import Nusfjord

Item = Literal["fish", "gold"]
Way = Literal["goods", "gold"]
Decision = Literal[
    "turn",
    "anytime",
    "feed_elder",
    "feed_holder",
    "serve",
    "build",
    "build_on",
    "ship",
    "pay_schooner",
    "guest_discount",
    "clear_cut",
    "afforest",
    "elder",
    "use_now",
    "elder_action",
    "remove_strip",
    "swap_ship",
    "sell_ship",
    "take_raft",
    "draw_building",
    "remove_building",
    "may_use",
    "choose",
    "trigger_order",
    "deal",
]
# the decisions a card's effect asks with one of its words (docs/cards.md, Nusfjord's words):
# ``card`` names the card whose effect asks, and its later effects follow the decision
EFFECT_WORDS: dict[str, str] = {
    "elder_action": "action",
    "remove_strip": "remove_strips",
    "afforest": "place_strip",
    "swap_ship": "swap_ship",
    "sell_ship": "sell_ship",
    "take_raft": "raft",
    "draw_building": "draw_building",
    "remove_building": "remove_building",
    "feed_elder": "catch",
    "feed_holder": "catch",
    "choose": "choose",
    # an action's first choice, where the card's "perform an action" (its word ``action``)
    # is followed by more of its effect
    **dict.fromkeys(("build", "elder", "ship", "pay_schooner", "serve", "clear_cut"), "action"),
}
OFFERED = (*ACTIONS, "swap_ship")  # what an elder's "perform an action" may offer


@attrs.frozen
class Paid:
    """Wood and fish."""

    wood: int = field("wood")
    fish: int = field("fish")


@attrs.frozen
class ToMove:
    """Where play stands: the decision, the seat that makes it and what the decision needs
    (round and phase are the table's). ``turn``: a worker's turn (L357); ``anytime``: an
    anytime effect outside the seat's turn (L947); ``feed_elder`` / ``feed_holder``: a catch
    ran short (L347; in the work phase the Teichbauer's catch, L914); in a work turn's action:
    ``serve`` the next plate (L438-L450), ``build`` the building to build (L456), ``build_on``
    its space (L458), ``ship`` the ship to build (L549), ``pay_schooner`` how (L557),
    ``guest_discount`` guests paying part of a price (L738), ``clear_cut`` the forest strip to give
    up (L514), ``afforest`` the double space to afforest (L539), ``elder`` the stack to take an
    elder from (L568), ``use_now`` whether to use that elder at once (L572); in an elder's or
    a building's effect: ``elder_action`` the action it performs (L774-L928, L1003),
    ``remove_strip`` (L1005-L1007), ``afforest`` with one strip (Förster, L836),
    ``swap_ship`` (Hafenmeister, L868), ``sell_ship`` (Schiffseigner, L902), ``take_raft``
    (Schiffbrüchiger, L896), ``draw_building`` (Architektin, L784), ``remove_building``
    (Investorin, L882), ``may_use`` a building's immediate effect (L951), ``choose`` one of
    its effects (L970) and ``trigger_order`` which of simultaneous effects first (L954);
    with ``chance="explicit"``, ``deal``: the deck deals a card, no seat decides
    (position_deals.py)."""

    decision: Decision = field(
        "turn, anytime, feed_elder, feed_holder, serve, build, build_on, ship, pay_schooner, "
        "guest_discount, clear_cut, afforest, elder, use_now, elder_action, remove_strip, "
        "swap_ship, sell_ship, take_raft, draw_building, remove_building, may_use, choose, "
        "trigger_order or deal (chance='explicit': the deck deals)"
    )
    seat: int | None = field(
        "the seat to move; deal: the seat whose hand the card goes into, or whose action "
        "draws it (null: a display's deal in the setup or a round space)",
        default=None,
    )
    deal: DealPlace | None = field(
        "deal: where the card dealt goes: display_a, display_b, display_c (face up beside "
        "its board), hand (of seat, secret: L400), elder_stack (the face-down elder of "
        "stack uncovered, L570) or forgotten (the promo pile's new top, L940)",
        default=None,
    )
    stack: int | None = field("deal elder_stack: the elder stack 1..6", default=None)
    turn: int | None = field(
        "work phase: the turn 1..3 of the seat whose turn it is (in an anytime window: of "
        "the seat whose turn follows)",
        default=None,
    )
    before: int | None = field(
        "anytime: the seat whose turn (work) or catch (fishing) follows the window",
        default=None,
    )
    left: int | None = field(
        "feed_elder, feed_holder: the fish still in hand; deal: the cards still to deal there, "
        "this one included (null: 1)",
        default=None,
    )
    fed: list[str] | None = field("feed_elder: elders already served this catch", default=None)
    owed: list[int] | None = field(
        "feed_holder: per seat, the own share tokens it holds not served yet", default=None
    )
    item: Item | None = field(
        "feed_elder, feed_holder: fish, or gold after the Old Man (L810); null: fish",
        default=None,
    )
    served: int | None = field("serve: plates filled in this action (null: 0)", default=None)
    fish: int | None = field(
        "serve: the fish the plates so far cost (paid, or saved by a guest; null: 0)",
        default=None,
    )
    with_fish: int | None = field(
        "serve: the plates so far filled with fish, not by a guest (null: 0)", default=None
    )
    card: str | None = field(
        "build_on: the building being built; use_now: the elder just taken; guest_discount: the "
        "building being paid; may_use, choose: the building whose effect asks; elder_action, "
        "remove_strip, afforest (one strip), swap_ship, sell_ship, take_raft, draw_building, "
        "remove_building, feed_* (work): the card whose effect asks, where more of its "
        "effect follows (null: none follows); build, elder, ship, pay_schooner, serve, "
        "clear_cut: the card whose 'perform an action' this is, where more of its effect "
        "follows; deal (work) elder_stack, forgotten: the elder just taken, to be used at "
        "once (L572); deal (work) display_a, display_b: the card whose effect follows",
        default=None,
    )
    actions: list[str] | None = field(
        "elder_action: the actions it may perform (the action spaces' words, and swap_ship)",
        default=None,
    )
    then: list[str] | None = field(
        "elder_action: the actions that may follow the first ('und/oder', L1003; null: none)",
        default=None,
    )
    optional: bool | None = field("elder_action: it may be declined (null: no)", default=None)
    wood_discount: int | None = field(
        "ship, pay_schooner, guest_discount, elder_action: wood off a ship's price "
        "(Ingenieur, L874; null: 0)",
        default=None,
    )
    wood_per_plate: int | None = field(
        "serve, elder_action: wood gained per plate filled (Seemann, L908; null: 0)", default=None
    )
    strips: int | None = field(
        "afforest: 1, the Förster's one strip on a free or forested double space (L836); "
        "null: two on a free double space (L539)",
        default=None,
    )
    at_least: int | None = field("remove_strip: strips still to give up", default=None)
    at_most: int | None = field("remove_strip: strips that may still be given up", default=None)
    space: int | None = field(
        "guest_discount: the building space the building goes on (as 'on N'; null: beside the "
        "spaces, L856)",
        default=None,
    )
    ship: str | None = field(
        "guest_discount: the ship being paid (sloop, cutter, schooner)", default=None
    )
    way: Way | None = field(
        "guest_discount: how a ship is paid: goods, or gold (a schooner, L557; null: goods)",
        default=None,
    )
    cost: Paid | None = field("guest_discount: the wood and fish still to pay", default=None)
    guests_paid: Paid | None = field(
        "guest_discount: the wood and fish guests took off so far (null: none)", default=None
    )
    cards: list[str] | None = field(
        "trigger_order: the cards whose effects wait, in the order they wait", default=None
    )
    trigger: str | None = field(
        "trigger_order: what they wait on: an event (fish_served, ship_built, ...), "
        "'once_when' (their condition came true, L949) or 'phase NAME'",
        default=None,
    )
    values: dict[str, int] | None = field(
        "trigger_order: the event's values (fish_served: plates, fish, fish_plates)",
        default=None,
    )

    @property
    def mover(self) -> int:
        """The seat making the decision (every form but a display's deal names one)."""
        if self.seat is None:
            raise ValueError(f"{self.decision} needs seat")
        return self.seat


def unstructure_to_move(t: ToMove) -> dict[str, Any]:
    """A ``to_move`` as a mapping of the fields it sets (null fields left out)."""
    out: dict[str, Any] = {}
    for a in attrs.fields(ToMove):
        value = getattr(t, a.name)
        if value is not None:
            out[a.name] = attrs.asdict(value) if isinstance(value, Paid) else value
    return out


def register(conv: cattrs.Converter) -> None:
    """The document converter's hook: ``to_move`` leaves out the fields a decision does not
    use."""
    conv.register_unstructure_hook(ToMove, unstructure_to_move)


# each decision's fields (beside decision and seat): those it needs, and those it may have
NEEDS: dict[str, tuple[str, ...]] = {
    "turn": ("turn",),
    "anytime": (),
    "feed_elder": ("left",),
    "feed_holder": ("left", "owed"),
    "guest_discount": ("turn", "cost"),
    "build_on": ("turn", "card"),
    "use_now": ("turn", "card"),
    "elder_action": ("turn", "actions"),
    "remove_strip": ("turn", "at_least", "at_most"),
    "may_use": ("turn", "card"),
    "choose": ("turn", "card"),
    "trigger_order": ("turn", "cards", "trigger"),
    "deal": ("deal",),
}
MAY: dict[str, tuple[str, ...]] = {
    "anytime": ("turn", "before"),
    "feed_elder": ("fed", "item", "turn", "card"),
    "feed_holder": ("item", "turn", "card"),
    "serve": ("served", "fish", "with_fish", "wood_per_plate", "card"),
    "ship": ("wood_discount", "card"),
    "pay_schooner": ("wood_discount", "card"),
    "clear_cut": ("card",),
    "build": ("card",),
    "elder": ("card",),
    "guest_discount": ("card", "space", "ship", "way", "guests_paid", "wood_discount"),
    "elder_action": ("then", "optional", "wood_discount", "wood_per_plate", "card"),
    "remove_strip": ("card",),
    "afforest": ("strips", "card"),
    "trigger_order": ("values",),
    "deal": ("left", "stack", "turn", "card"),
    **{d: ("card",) for d in ("swap_ship", "sell_ship", "take_raft")},
    **{d: ("card",) for d in ("draw_building", "remove_building")},
}
SIMPLE: dict[str, type[Task]] = {  # decisions of the seat alone, in an action or an effect
    "build": PickBuilding,
    "elder": TakeElder,
    "swap_ship": SwapShip,
    "sell_ship": SellShip,
    "take_raft": TakeRaft,
    "draw_building": DrawBuilding,
    "remove_building": RemoveBuilding,
}
SIMPLE_NAMES = {cls: name for name, cls in SIMPLE.items()}


class ToMoveForms(DealForms):
    """``where`` and ``stack`` of the position model (``PositionModel``): a form from the
    task stack, and the task stack from a form."""

    game: Nusfjord

    # --- the form standing at a stack ------------------------------------------------------
    def where(self, d: NData) -> ToMove | None:
        if not d.tasks:
            return None
        top = d.tasks[-1]
        if isinstance(top, Draw):  # chance="explicit": the deck deals
            return ToMove(**self._where_deal(d))
        p = top.seat if hasattr(top, "seat") else -1
        if type(top) is Turn:
            return ToMove("turn", p, turn=self._turn_of(d, p))
        if type(top) is Anytime:
            return self._where_window(d, p)
        if d.phase == "fishing" and isinstance(top, FeedElder | FeedHolder):
            return self._feed(top)
        if d.phase != "work":
            return None
        if type(top) is TriggerOrder:
            return self._where_triggers(d, top)
        after = [i for i, t in enumerate(d.tasks) if isinstance(t, AfterAction) and t.seat == p]
        if not after:
            return None
        turn = self._turn_of(d, p, done=True)
        middle = d.tasks[after[-1] + 1 : -1]
        if type(top) is FeedElder and middle and type(middle[-1]) is Catch:
            middle = middle[:-1]
        card = self._card_of(middle)
        return self._where_in_action(d, top, p, turn, card)

    def _where_in_action(
        self, d: NData, top: Task, p: int, turn: int, card: str | None
    ) -> ToMove | None:
        """The form of decision ``top`` inside seat ``p``'s action (``card``: the card whose
        effect goes on below it)."""
        kind = type(top)
        if kind in SIMPLE_NAMES:
            return ToMove(SIMPLE_NAMES[kind], p, turn=turn, card=card)  # type: ignore[arg-type]
        if isinstance(top, Afforest):  # one strip: the Förster's (L836)
            one = 1 if top.strips == 1 else None
            return ToMove("afforest", p, turn=turn, strips=one, card=card)
        if isinstance(top, FeedElder | FeedHolder):
            return attrs.evolve(self._feed(top), turn=turn, card=card)
        if isinstance(top, Serve):
            return ToMove(
                "serve",
                p,
                turn=turn,
                served=top.served or None,
                fish=top.fish or None,
                with_fish=top.with_fish or None,
                wood_per_plate=top.wood_per_plate or None,
                card=card,
            )
        if isinstance(top, PickSpace):
            return ToMove("build_on", p, turn=turn, card=top.card)
        if isinstance(top, PickShip | PaySchooner):
            name = "ship" if isinstance(top, PickShip) else "pay_schooner"
            off = top.wood_discount or None
            return ToMove(name, p, turn=turn, wood_discount=off, card=card)  # type: ignore[arg-type]
        if isinstance(top, UseNow):
            return ToMove("use_now", p, turn=turn, card=top.elder)
        if isinstance(top, RemoveStrip):
            if top.wood:
                return ToMove("clear_cut", p, turn=turn, card=card)
            return ToMove(
                "remove_strip", p, turn=turn, at_least=top.need, at_most=top.left, card=card
            )
        if isinstance(top, ElderAction):
            return ToMove(
                "elder_action",
                p,
                turn=turn,
                actions=list(top.of),
                then=list(top.then) or None,
                optional=top.optional or None,
                wood_discount=top.wood_discount or None,
                wood_per_plate=top.wood_per_plate or None,
                card=card,
            )
        if isinstance(top, GuestDiscount):
            return self._where_guests(top, turn)
        if isinstance(top, MayUse):
            return ToMove("may_use", p, turn=turn, card=self.game.runtime.card_of[top.ref])
        if isinstance(top, Choose):
            return ToMove("choose", p, turn=turn, card=self.game.runtime.refs[top.here].card)
        return None

    @staticmethod
    def _feed(top: FeedElder | FeedHolder) -> ToMove:
        item: Item | None = "gold" if top.item == "gold" else None
        if isinstance(top, FeedElder):
            fed = list(top.fed) or None
            return ToMove("feed_elder", top.seat, left=top.left, fed=fed, item=item)
        return ToMove("feed_holder", top.seat, left=top.left, owed=list(top.owed), item=item)

    @staticmethod
    def _where_guests(top: GuestDiscount, turn: int) -> ToMove:
        paid = (
            Paid(top.credit_wood, top.credit_fish) if top.credit_wood or top.credit_fish else None
        )
        common = {
            "turn": turn,
            "cost": Paid(top.wood, top.fish),
            "guests_paid": paid,
            "wood_discount": top.wood_discount or None,
        }
        if top.ship:
            way = "gold" if top.way else None
            return ToMove("guest_discount", top.seat, ship=top.ship, way=way, **common)  # type: ignore[arg-type]
        space = top.space if top.space >= 0 else None
        return ToMove("guest_discount", top.seat, card=top.card, space=space, **common)  # type: ignore[arg-type]

    def _where_triggers(self, d: NData, top: TriggerOrder) -> ToMove | None:
        card_of = self.game.runtime.card_of
        env = dict(top.env)
        if "event" in env:
            trigger = str(env.pop("event"))
        elif env == {"once_when": True}:
            trigger, env = "once_when", {}
        elif set(env) == {"phase"}:
            trigger, env = f"phase {env.pop('phase')}", {}
        else:
            return None
        cards = list(dict.fromkeys(card_of[r] for r in top.pending))
        turn = self._turn_of(d, top.seat, done=True)
        values = {k: v for k, v in env.items() if isinstance(v, int)} or None
        return ToMove(
            "trigger_order", top.seat, turn=turn, cards=cards, trigger=trigger, values=values
        )

    def _where_window(self, d: NData, p: int) -> ToMove:
        if d.phase == "over":
            return ToMove("anytime", p)
        following = [t for t in reversed(d.tasks) if type(t) in (Turn, Catch)]
        if d.phase == "work" and following and type(following[0]) is Turn:
            q = following[0].seat
            return ToMove("anytime", p, turn=self._turn_of(d, q), before=q)
        if d.phase == "fishing" and following and type(following[0]) is Catch:
            return ToMove("anytime", p, before=following[0].seat)
        return ToMove("anytime", p)

    # --- the stack standing at a form ------------------------------------------------------
    def stack(self, d: NData, where: Any) -> list[Any]:
        w: ToMove = where
        n = d.players
        p = w.seat
        if p is not None and not 0 <= p < n:
            raise ValueError(f"seat {p}: no seat of {n} players")
        self._needs(w)
        if w.decision == "deal":
            return self._deal_stack(d, w)
        p = w.mover
        if w.decision == "anytime":
            return self._window(d, w)
        if w.decision in ("feed_elder", "feed_holder") and d.phase == "fishing":
            if w.turn is not None or w.card is not None:
                raise ValueError(f"{w.decision} in the fishing phase: no turn, no card")
            below = [*self._after_fishing(d), *self._catches_after(d, p)]
            return [*below, *self._feed_tasks(d, w)]
        if d.phase != "work":
            when = "fishing or work" if w.decision in ("feed_elder", "feed_holder") else "work"
            raise ValueError(f"{w.decision}: in the {when} phase (phase: {d.phase})")
        if w.turn is None:  # a short catch in the work phase: the Teichbauer's (L914)
            raise ValueError(f"{w.decision} in the work phase needs turn")
        if w.decision == "turn":
            return [*self._turns_after(d, p, w.turn), Turn(seat=p)]
        if w.decision == "trigger_order":
            return self._trigger_order(d, w)
        if w.decision == "afforest" and w.card is not None and w.strips != 1:
            raise ValueError("card: only the Förster's strip (strips 1) comes from a card")
        below = [*self._turns_after(d, p, w.turn), AfterAction(seat=p)]
        word = EFFECT_WORDS.get(w.decision)
        if word is not None and w.card is not None:
            below += effects_after(self.game, p, self._step(d, w, word))
        return [*below, *self._asks(d, w)]

    def _asks(self, d: NData, w: ToMove) -> list[Task]:
        """The decision's task (and what lies on it below the effect's lists)."""
        p, game = w.mover, self.game
        if w.decision == "take_raft" and not game.fleet.raft_fits(d, p):
            raise ValueError("take_raft: no raft fits on the track (L896)")
        if w.decision in SIMPLE:
            return [SIMPLE[w.decision](seat=p)]  # type: ignore[call-arg]
        if w.decision in ("feed_elder", "feed_holder"):
            if w.item == "gold":
                raise ValueError("item: gold only in the fishing after the Old Man (L810)")
            return self._feed_tasks(d, w)
        if w.decision == "serve":
            return [
                Serve(
                    seat=p,
                    served=w.served or 0,
                    wood_per_plate=self._count("wood_per_plate", w.wood_per_plate),
                    fish=w.fish or 0,
                    with_fish=w.with_fish or 0,
                )
            ]
        if w.decision == "build_on":
            return [PickSpace(seat=p, card=w.card or "")]
        if w.decision in ("ship", "pay_schooner"):
            off = self._count("wood_discount", w.wood_discount)
            ways = game.fleet.ways("schooner", off)
            if w.decision == "pay_schooner" and not all(
                game.guests.affordable(d.harbors[p], way) for way in ways
            ):
                raise ValueError(
                    f"pay_schooner: seat {p} cannot pay a schooner both ways (L557: asked "
                    "only then)"
                )
            return [
                PickShip(seat=p, wood_discount=off)
                if w.decision == "ship"
                else PaySchooner(seat=p, wood_discount=off)
            ]
        if w.decision == "guest_discount":
            return [self._guests(d, w)]
        if w.decision == "clear_cut":
            return [RemoveStrip(seat=p, need=1, left=1, wood=game.params["clear_cut_wood"])]
        if w.decision == "afforest":
            if w.strips not in (None, 1):
                raise ValueError(f"strips {w.strips}: 1 (the Förster, L836) or null (2, L539)")
            return [Afforest(seat=p, strips=w.strips or 2)]
        if w.decision == "use_now":
            return [UseNow(seat=p, elder=w.card or "")]
        if w.decision == "remove_strip":
            least, most = w.at_least or 0, w.at_most or 0
            if not 0 <= least <= most or most < 1:
                raise ValueError(
                    f"at_least {least}, at_most {most}: 0 <= at_least <= at_most, at_most >= 1"
                )
            return [RemoveStrip(seat=p, need=least, left=most)]
        if w.decision == "elder_action":
            return [self._action(w)]
        if w.decision == "may_use":
            return [MayUse(p, self._optional_ability(d, w))]
        assert w.decision == "choose"
        step = self.game.runtime.refs[self._step(d, w, "choose")]
        branches = self.game.effects[step.parent.text][step.index]["choose"]
        return [Choose(p, step.text, len(branches))]  # type: ignore[arg-type]

    @staticmethod
    def _count(name: str, value: int | None) -> int:
        if value is not None and value < 0:
            raise ValueError(f"{name} {value}: 0 or more")
        return value or 0

    def _feed_tasks(self, d: NData, w: ToMove) -> list[Task]:
        assert w.left is not None
        item = w.item or "fish"
        if w.left < 1:
            raise ValueError(f"left {w.left}: a short catch has a fish in hand")
        if w.decision == "feed_elder":
            elders = d.harbors[w.mover].elders
            fed = tuple(w.fed or ())
            for e in fed:
                if e not in elders:
                    raise ValueError(f"fed: {e} is no elder of seat {w.mover}'s council")
            ask = FeedElder(seat=w.mover, left=w.left, fed=fed, item=item)
            return [Catch(seat=w.mover, fish=0, step=2, item=item), ask]
        assert w.owed is not None
        if len(w.owed) != d.players:
            raise ValueError(f"owed: one count per seat ({d.players})")
        return [FeedHolder(seat=w.mover, left=w.left, owed=tuple(w.owed), item=item)]

    def _optional_ability(self, d: NData, w: ToMove) -> str:
        """may_use: the optional immediate ability of the building ``w.card`` (L951)."""
        card = w.card or ""
        game = self.game
        if card not in game.buildings:
            raise ValueError(f"card: no building {card!r}")
        if not game.rules.owns(d, w.mover, card):
            raise ValueError(f"card: seat {w.mover} has not built {card}")
        refs = [a.ref for a in game.runtime.on_play.get(card, ()) if a.optional is True]
        if len(refs) != 1:
            raise ValueError(f"card: {card} has no immediate effect one may use (L951)")
        return refs[0]

    def _action(self, w: ToMove) -> ElderAction:
        for name, listed in (("actions", w.actions or []), ("then", w.then or [])):
            for a in listed:
                if a not in OFFERED:
                    raise ValueError(f"{name}: no action {a!r} ({', '.join(OFFERED)})")
        if not w.actions:
            raise ValueError("actions: at least one")
        return ElderAction(
            seat=w.mover,
            of=tuple(w.actions),
            optional=bool(w.optional),
            then=tuple(w.then or ()),
            wood_discount=self._count("wood_discount", w.wood_discount),
            wood_per_plate=self._count("wood_per_plate", w.wood_per_plate),
        )

    def _guests(self, d: NData, w: ToMove) -> GuestDiscount:
        """L738: guests paying a building (``card`` onto ``space``) or a ship (``ship``)."""
        game = self.game
        assert w.cost is not None
        paid = w.guests_paid or Paid(0, 0)
        for name, value in (
            ("cost.wood", w.cost.wood),
            ("cost.fish", w.cost.fish),
            ("guests_paid.wood", paid.wood),
            ("guests_paid.fish", paid.fish),
        ):
            self._count(name, value)
        common = {
            "wood": w.cost.wood,
            "fish": w.cost.fish,
            "credit_wood": paid.wood,
            "credit_fish": paid.fish,
            "wood_discount": self._count("wood_discount", w.wood_discount),
        }
        if (w.card is None) == (w.ship is None):
            raise ValueError("guest_discount: card (a building) or ship, one of them")
        if w.ship is not None:
            if w.ship not in SHIPS:
                raise ValueError(f"ship: no ship {w.ship!r} ({', '.join(SHIPS)})")
            if w.space is not None:
                raise ValueError("space: a ship goes on the fishing track")
            way = 1 if w.way == "gold" else 0
            if way >= len(game.fleet.cost[w.ship]):
                raise ValueError(f"way: a {w.ship} is paid with goods (L557)")
            price = game.fleet.ways(w.ship, common["wood_discount"])[way]
            self._price(w, paid, price, f"a {w.ship} ({w.way or 'goods'})")
            return GuestDiscount(seat=w.mover, card="", space=0, ship=w.ship, way=way, **common)
        card = w.card or ""
        if card not in game.buildings:
            raise ValueError(f"card: no building {card!r}")
        if w.way is not None:
            raise ValueError("way: a building is paid with goods")
        h = d.harbors[w.mover]
        if card in game.off_space:
            if w.space is not None:
                raise ValueError(f"space: {card} lies beside the building spaces (L856): null")
            space = -1
        else:
            free = game.harbor.free_spaces(h)
            if w.space not in free:
                raise ValueError(f"space: {w.space} is no free building space (free: {free})")
            space = w.space
        lying = (
            d.display_a,
            d.display_b,
            d.display_c,
            d.pile_a,
            d.pile_b,
            d.pile_c,
            *[(*x.hand, *x.spaces, *x.beside) for x in d.harbors],
        )
        if any(card in row for row in lying):
            raise ValueError(f"card: {card} lies on the table (a building being paid left it)")
        if w.wood_discount is not None:
            raise ValueError("wood_discount: a ship's (L874), not a building's")
        price = game.construction.building_need(d, w.mover, card)
        self._price(w, paid, price, card)
        return GuestDiscount(seat=w.mover, card=card, space=space, ship="", way=0, **common)

    @staticmethod
    def _price(w: ToMove, paid: Paid, price: dict[str, int], what: str) -> None:
        """L738: what is still to pay and what guests took off make the price."""
        assert w.cost is not None
        wood, fish = price["wood"], price["fish"]
        if (w.cost.wood + paid.wood, w.cost.fish + paid.fish) != (wood, fish):
            raise ValueError(
                f"cost: {what} costs seat {w.mover} {wood} wood and {fish} fish: cost and "
                "guests_paid make it (L738)"
            )

    def _trigger_order(self, d: NData, w: ToMove) -> list[Task]:
        """L954: the owner orders effects triggered together; a ``whenever`` event's wait on
        the action that caused it (``AfterAction``), ``once_when`` ones follow it."""
        game, p = self.game, w.mover
        runtime = game.runtime
        trigger = w.trigger or ""
        word, _, arg = trigger.partition(" ")
        env: Env
        if word == "once_when" and not arg:
            listeners, env = runtime.once_when, (("once_when", True),)
        elif word == "phase" and arg:
            listeners, env = runtime.phase.get(arg, []), (("phase", arg),)
        elif trigger in game.vocabulary.events:
            listeners = [*runtime.hear.get(trigger, ()), *runtime.hear_all.get(trigger, ())]
            names = sorted(EVENT_PAYLOAD.get(trigger, ()))
            if sorted(w.values or {}) != names:
                raise ValueError(f"values: {trigger} has {', '.join(names) or 'no values'}")
            env = (("event", trigger), *sorted((w.values or {}).items()))
        else:
            known = ", ".join(sorted(game.vocabulary.events))
            raise ValueError(f"trigger: no trigger {trigger!r} ({known}, once_when, phase NAME)")
        if word in ("once_when", "phase") and w.values:
            raise ValueError(f"values: {trigger} has no values")
        cards = w.cards or []
        if len(set(cards)) < 2 or len(set(cards)) != len(cards):
            raise ValueError("cards: two or more cards, each once (one effect waits alone)")
        pending: list[str] = []
        for c in cards:
            refs = [x.ref for x in listeners if x.card == c]
            if not refs:
                raise ValueError(f"cards: {c} has no effect on {trigger}")
            if not game.rules.owns(d, p, c):
                raise ValueError(f"cards: seat {p} has no {c}")
            pending += refs
        assert w.turn is not None
        below = self._turns_after(d, p, w.turn)
        if word != "once_when" and word != "phase":
            below.append(AfterAction(seat=p))
        return [*below, TriggerOrder(p, tuple(pending), env)]

    @staticmethod
    def _needs(w: ToMove) -> None:
        """Each decision's fields, and no others."""
        needs = NEEDS.get(w.decision, ("turn",))
        have = {k for k, v in unstructure_to_move(w).items() if k not in ("decision", "seat")}
        missing = [k for k in needs if k not in have]
        if w.decision in ("feed_elder", "feed_holder"):
            missing = [k for k in missing if k != "turn"]
        if missing:
            raise ValueError(f"{w.decision} needs {', '.join(missing)}")
        extra = sorted(have - set(needs) - set(MAY.get(w.decision, ())))
        if extra:
            raise ValueError(f"{w.decision} has no {', '.join(extra)}")
        if w.turn is not None and not 1 <= w.turn <= 3:
            raise ValueError(f"turn {w.turn}: a seat has turns 1..3 in a work phase (L370)")
