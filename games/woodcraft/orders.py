"""Orders: taking them, fulfilling them, special and public orders (woodcraft.de.txt L628-L653,
L978-L1121).

An order asks for dice (a colour or colours, a value or any, legend L1591-L1601) and
materials (L1060-L1066). Fulfilling it returns the materials and the dice, each die chosen
where more than one kind would do (L984-L986); its reward, the reward or penalty of its row
and, for a special order, 5 points and 5 blueberries or a claim on a public order follow
(L988-L993, L1114-L1121).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from boardrules.cards.runtime import fire, on_play_tasks
from boardrules.engine import later

from . import actions, draws
from .state import COLORS, KINDS, MATERIALS, WData, Workshop, color_of, own, plus, put, value_of
from .tasks import Deliver, SpecialReward, TakeOrder

if TYPE_CHECKING:
    from .game import Woodcraft

Req = tuple[int, int]  # a die requirement: colour mask, value (0: any value)
ANY_COLOR = 0b111


def needs(cost: Iterable[Mapping[str, object]]) -> tuple[tuple[Req, ...], tuple[int, int, int]]:
    """An order's die requirements (most specific first) and materials (L1060-L1066,
    legend L1591-L1601)."""
    reqs: list[Req] = []
    mats = [0, 0, 0]
    for item in cost:
        ((key, arg),) = item.items()
        if key == "die":
            assert isinstance(arg, dict)
            if "color" in arg:
                mask = 1 << COLORS.index(arg["color"])
            elif "colors" in arg:
                mask = sum(1 << COLORS.index(c) for c in arg["colors"])
            else:
                mask = ANY_COLOR
            reqs.append((mask, int(arg.get("value", 0))))
        else:
            mats[MATERIALS.index(key)] += int(str(arg))
    reqs.sort(key=lambda r: (bin(r[0]).count("1"), r[1] == 0))
    return tuple(reqs), (mats[0], mats[1], mats[2])


def matches(req: Req, k: int) -> bool:
    mask, value = req
    return bool(mask >> color_of(k) & 1) and (value == 0 or value == value_of(k))


def kinds_meeting(req: Req) -> tuple[int, ...]:
    """The die kinds that meet a requirement, in ascending order."""
    return tuple(k for k in range(KINDS) if matches(req, k))


def satisfiable(reqs: Sequence[tuple[int, ...]], dice: list[int]) -> bool:
    """Whether the dice meet every requirement (given as ``kinds_meeting``), each die used
    once (L984-L986)."""
    if not reqs:
        return True
    first, rest = reqs[0], reqs[1:]
    for k in first:
        if dice[k]:
            dice[k] -= 1
            ok = satisfiable(rest, dice)
            dice[k] += 1
            if ok:
                return True
    return False


# --- take orders (L628-L653) ---------------------------------------------------------------
def take_options(game: Woodcraft, d: WData, t: TakeOrder) -> list[int]:
    w = d.workshops[t.seat]
    out = []
    if t.taken == 0 or w.blueberries >= game.second_order_cost:
        out = [game.ids.take[s] for s in range(4) if d.order_display[s]]
    return out + [game.ids.done]


def take(game: Woodcraft, d: WData, t: TakeOrder, a: actions.Take | actions.Done) -> None:
    """L638-L647: take 1 order into its row; then 1 more for 3 blueberries."""
    if not isinstance(a, actions.Take):
        return
    w = own(d, t.seat)
    if t.taken:
        w.blueberries -= game.second_order_cost
    order, refill = draws.take_from_display(d, False, a.slot - 1)
    w.order_ids += (order,)
    w.order_rows += (game.order_row[order],)
    later(d, refill, *([TakeOrder(seat=t.seat, taken=1)] if t.taken == 0 else []))


# --- fulfil an order (L978-L1057) ------------------------------------------------------------
def can_fulfil(game: Woodcraft, w: Workshop, order: str) -> bool:
    g, s, sc = game.order_mats[order]
    if w.glue_discs < g or w.saw_blades < s or w.scrap < sc:
        return False
    return satisfiable(game.order_kinds[order], list(w.dice))


def fulfil_options(game: Woodcraft, w: Workshop) -> list[int]:
    """The orders ``can_fulfil`` allows, its test written out (the legal actions' hot path)."""
    if not w.order_ids:
        return []
    mats, kinds, ids = game.order_mats, game.order_kinds, game.ids.fulfil
    glue, blades, scrap, dice = w.glue_discs, w.saw_blades, w.scrap, list(w.dice)
    out = []
    for o in w.order_ids:
        g, s, sc = mats[o]
        if g <= glue and s <= blades and sc <= scrap and satisfiable(kinds[o], dice):
            out.append(ids[o])
    return out


def fulfil(game: Woodcraft, d: WData, p: int, w: Workshop, order: str) -> None:
    """L978-L993: return the materials, gain the order's reward, then its row's reward or
    penalty; the order lies face down by the board."""
    i = w.order_ids.index(order)
    row = w.order_rows[i]
    w.order_ids = w.order_ids[:i] + w.order_ids[i + 1 :]
    w.order_rows = w.order_rows[:i] + w.order_rows[i + 1 :]
    w.fulfilled += (order,)
    g, s, sc = game.order_mats[order]
    w.glue_discs, w.saw_blades, w.scrap = w.glue_discs - g, w.saw_blades - s, w.scrap - sc
    fire(game, d, p, "order_fulfilled")  # after the rewards below
    d.tasks.extend(reversed(on_play_tasks(game, p, game.row_reward[row])))
    if order in game.special:
        d.tasks.append(SpecialReward(seat=p))
    d.tasks.extend(reversed(on_play_tasks(game, p, order)))  # its reward (L988-L989)
    deliver_from(game, d, p, order, 0)


def delivery_options(game: Woodcraft, w: Workshop, order: str, index: int) -> list[int]:
    """The die kinds that may pay requirement ``index`` with the rest still payable."""
    reqs = game.order_kinds[order]
    out = []
    dice = list(w.dice)
    for k in reqs[index]:
        if dice[k]:
            dice[k] -= 1
            if satisfiable(reqs[index + 1 :], dice):
                out.append(k)
            dice[k] += 1
    return out


def deliver_from(game: Woodcraft, d: WData, p: int, order: str, index: int) -> None:
    """L984-L986: the dice go back to the supply; a requirement met by one kind of die
    only is paid at once, otherwise the player chooses the die."""
    w = own(d, p)
    reqs = game.order_reqs[order]
    while index < len(reqs):
        kinds = delivery_options(game, w, order, index)
        if len(kinds) > 1:
            d.tasks.append(Deliver(seat=p, order=order, index=index))
            return
        w.dice = plus(w.dice, kinds[0], -1)
        index += 1


def deliver_options(game: Woodcraft, d: WData, t: Deliver) -> list[int]:
    w = d.workshops[t.seat]
    return [game.ids.deliver[k] for k in delivery_options(game, w, t.order, t.index)]


def deliver(game: Woodcraft, d: WData, t: Deliver, a: actions.Deliver) -> None:
    w = own(d, t.seat)
    w.dice = plus(w.dice, actions.die(a.colour, a.value), -1)
    deliver_from(game, d, t.seat, t.order, t.index + 1)


# --- special and public orders (L1073-L1121) -------------------------------------------------
def claimable(d: WData, p: int) -> list[str]:
    """L1073-L1080, L1119-L1121: a public order still open, not yet claimed by this seat."""
    w = d.workshops[p]
    return [o for i, o in enumerate(d.public) if d.public_open[i] and o not in w.claims]


def special_options(game: Woodcraft, d: WData, t: SpecialReward) -> list[int]:
    out = [game.ids.reward["points"]]
    out += [game.ids.claim[o] for o in claimable(d, t.seat)]
    return out


def special_reward(
    game: Woodcraft, d: WData, t: SpecialReward, a: actions.Reward | actions.Claim
) -> None:
    """L1114-L1121: 5 points and 5 blueberries, or a marker on a public order."""
    w = own(d, t.seat)
    if isinstance(a, actions.Reward):
        vp, berries = game.params["special_reward"]
        game.rules.gain_vp_now(d, t.seat, int(vp))
        w.blueberries += int(berries)
        return
    order = a.order
    w.claims += (order,)
    i = d.public.index(order)
    if not d.claimed_round[i]:
        d.claimed_round = put(d.claimed_round, i, d.round)
