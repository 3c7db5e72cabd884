"""The printed sheet and cards of Woodcraft Roll & Write as tables the rules read.

``Tables.read`` derives them once from the catalog (data/woodcraft_rw/*.yaml): the
parameters, the column bonuses (L67-L73), the rows of circles and their chestnut thresholds
(L105-L109, L301-L303), the lantern lines (L202-L211), the crates' icons (L309-L315), the
helpers' costs (L230-L238) and the orders' requirements and rewards (L150-L164).
``check_catalog`` names what the tables need of the data that the file checks do not.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import attrs

from boardrules.cards.loader import Catalog
from boardrules.cards.parameters import parameter_problems, read_parameters
from boardrules.cards.refs import cost_ref, effects_ref
from boardrules.cards.runtime import CardRuntime
from boardrules.cards.schema import Ability, Card
from boardrules.cards.validate import Problem

from .parameters import RWParams
from .state import COLORS, ROWS, kind

ANY = -1  # a group's colour: either
# a ``dice`` requirement: (colour or ANY, dice, lowest total, highest total)
Group = tuple[int, int, int, int]
# an order's requirements: per die kind (12), per value in any colour (6), per row
Needs = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
# the same requirements as ``can_fulfil`` checks them, the zeros left out: (kind, dice) per die
# kind, (value - 1, dice, of them required yellow, required brown) per any-colour value,
# (row, circles) per row
NeedsCheck = tuple[
    tuple[tuple[int, int], ...], tuple[tuple[int, int, int, int], ...], tuple[tuple[int, int], ...]
]


@attrs.frozen
class Tables:
    """What the rules read of the catalog, by topic (see the module's docstring)."""

    params: RWParams
    rounds: int
    turns: int  # two per round, the turn boxes of the sheet
    dice_per_color: int
    pool_size: int
    orders_dealt: int
    phase_change_round: int
    nut_table: int
    bonus_ref: tuple[tuple[str, str], ...]  # per column, per colour: the bonus's effect list
    row_circles: tuple[int, ...]
    row_chestnuts: tuple[tuple[int, ...], ...]
    lines: tuple[Card, ...]
    line_masks: tuple[int, ...]  # the lantern cells of each line, as bits (cell c: bit c-1)
    crates: tuple[Card, ...]
    crate_ids: tuple[str, ...]
    crate_icons: tuple[tuple[str, ...], ...]
    icon_places: tuple[dict[str, tuple[int, ...]], ...]  # per crate, per icon: where it is
    icon_masks: dict[str, tuple[int, ...]]  # per icon, per crate: its places as bits
    helpers: tuple[Card, ...]
    helper_index: dict[str, int]
    helper_cost: tuple[int, ...]  # blueberries
    helper_activated: tuple[tuple[str, ...], ...]  # refs of each helper's activated abilities
    orders: dict[str, Card]
    phase_orders: tuple[tuple[str, ...], ...]  # the orders of phase I and II, as the catalog lists
    order_needs: dict[str, Needs]
    order_checks: dict[str, NeedsCheck]  # order_needs without the zeros (can_fulfil)
    order_groups: dict[str, tuple[Group, ...]]  # orders with a dice total (issue 15)
    order_if: dict[str, Any]
    order_vp: dict[str, int]
    order_rep: dict[str, int]  # reputation printed on the order (crate 3)
    order_reward: dict[str, tuple[str, ...]]

    @classmethod
    def read(cls, cat: Catalog, runtime: CardRuntime) -> Tables:
        params = read_parameters(RWParams, cat)
        rounds = params["rounds"]
        bonus = [["", ""] for _ in range(6)]
        for c in cat.of_kind("column_bonus"):
            column, color = c.prop_int("column"), COLORS.index(c.prop_str("color"))
            bonus[column - 1][color] = effects_ref(c.id, 0)
        rows = {c.id: c for c in cat.of_kind("material_row")}
        lines = tuple(cat.of_kind("lantern_line"))
        crates = tuple(cat.of_kind("crate"))
        helpers = tuple(cat.of_kind("helper"))
        orders = {c.id: c for c in cat.of_kind("order")}
        needs = {oid: requirements(c.cost) for oid, c in orders.items()}
        # orders with a dice total: every die requirement but the exact ones is paid die by
        # die (GiveDie), an any-colour value as a group of one die of that value
        order_groups: dict[str, tuple[Group, ...]] = {}
        for oid, c in orders.items():
            groups = dice_groups(c.cost)
            if groups:
                dice, anyc, mats = needs[oid]
                ones = [(ANY, 1, v + 1, v + 1) for v in range(6) for _ in range(anyc[v])]
                order_groups[oid] = (*ones, *groups)
                needs[oid] = (dice, (0,) * 6, mats)
        return cls(
            params=params,
            rounds=rounds,
            turns=rounds * 2,
            dice_per_color=int(params["dice_per_color"]),
            pool_size=int(params["pool_size"]),
            orders_dealt=int(params["orders_dealt"]),
            phase_change_round=int(params["phase_change_round"]),
            nut_table=int(params["nut_table"]),
            bonus_ref=tuple((y, b) for y, b in bonus),
            row_circles=tuple(rows[m].prop_int("circles") for m in ROWS),
            row_chestnuts=tuple(rows[m].prop_ints("chestnut_at") for m in ROWS),
            lines=lines,
            line_masks=tuple(sum(1 << (cell - 1) for cell in c.prop_ints("cells")) for c in lines),
            crates=crates,
            crate_ids=tuple(c.id for c in crates),
            crate_icons=tuple(icons(c) for c in crates),
            icon_places=tuple(places(icons(c)) for c in crates),
            icon_masks={
                n: tuple(sum(1 << i for i in places(icons(c)).get(n, ())) for c in crates)
                for n in sorted({"chestnut", "blueberry", *(n for c in crates for n in icons(c))})
            },
            helpers=helpers,
            helper_index={c.id: i for i, c in enumerate(helpers)},
            # a helper's hire cost is its blueberries (check_catalog: whole numbers), read
            # from the kernel's parse of its cost
            helper_cost=tuple(
                dict(runtime.plain_costs[cost_ref(c.id)]).get("blueberry", 0) for c in helpers
            ),
            helper_activated=tuple(
                tuple(ab.ref for ab in runtime.activated[c.id]) for c in helpers
            ),
            orders=orders,
            phase_orders=tuple(
                tuple(o for o, c in orders.items() if c.prop_int("phase") == phase)
                for phase in (1, 2)
            ),
            order_needs=needs,
            order_checks={oid: sparse(n) for oid, n in needs.items()},
            order_groups=order_groups,
            order_if={oid: c.if_ for oid, c in orders.items() if c.if_ is not None},
            order_vp={oid: number(c.score) for oid, c in orders.items()},
            order_rep={oid: printed_reputation(c.abilities) for oid, c in orders.items()},
            order_reward={
                oid: tuple(effects_ref(oid, k) for k in range(len(c.abilities)))
                for oid, c in orders.items()
            },
        )


def number(score: Any) -> int:
    """A printed VP value (orders, lantern lines): a whole number (``check_catalog``)."""
    return 0 if score is None else int(score)


def icons(crate: Card) -> tuple[str, ...]:
    """A crate's requirement icons, one per unit: [{chestnut: 2}] is two chestnut icons."""
    out: list[str] = []
    for item in crate.cost:
        ((name, amount),) = item.items()
        out += [name] * crate.int_in("cost", amount)
    return tuple(out)


def places(names: tuple[str, ...]) -> dict[str, tuple[int, ...]]:
    """Per icon of a crate, the places it is printed in, from the first."""
    return {n: tuple(i for i, m in enumerate(names) if m == n) for n in names}


def sparse(needs: Needs) -> NeedsCheck:
    """An order's requirements without the zeros, as ``can_fulfil`` checks them."""
    dice, anyc, mats = needs
    return (
        tuple((k, n) for k, n in enumerate(dice) if n),
        tuple((v, n, dice[v], dice[v + 6]) for v, n in enumerate(anyc) if n),
        tuple((m, n) for m, n in enumerate(mats) if n),
    )


def requirements(cost: Iterable[Any]) -> Needs:
    """An order's requirements: per die kind (12), per value in any colour (6), per row."""
    dice = [0] * 12
    anyc = [0] * 6
    mats = [0] * len(ROWS)
    for item in cost:
        ((key, arg),) = item.items()
        if key == "dice":
            continue  # a total over dice: dice_groups
        if key == "die":
            if arg["color"] == "any":
                anyc[arg["value"] - 1] += 1
            else:
                dice[kind(COLORS.index(arg["color"]), arg["value"])] += 1
        else:
            mats[ROWS.index(key)] += int(arg)
    return tuple(dice), tuple(anyc), tuple(mats)


def dice_groups(cost: Iterable[Any]) -> tuple[Group, ...]:
    """An order's ``dice`` requirements: (colour or ANY, dice, lowest, highest total)."""
    out: list[Group] = []
    for item in cost:
        ((key, arg),) = item.items()
        if key == "dice":
            color = ANY if arg["color"] == "any" else COLORS.index(arg["color"])
            n = int(arg["n"])
            out.append((color, n, int(arg.get("at_least", n)), int(arg.get("at_most", 6 * n))))
    return tuple(out)


def printed_reputation(abilities: Sequence[Ability]) -> int:
    """The reputation an order's reward gives as a plain number (crate 3 counts it)."""
    total = 0
    for ab in abilities:
        for eff in ab.do:
            gain = eff.get("gain")
            reputation = gain.get("reputation") if isinstance(gain, dict) else None
            if isinstance(reputation, int):
                total += reputation
    return total


def check_catalog(catalog: Catalog) -> list[Problem]:
    """What ``Tables.read`` needs beyond the file checks: a material row for each row of
    circles, a bonus per column bonus, whole numbers for printed VP and for the icons and
    materials of costs."""
    out = parameter_problems(RWParams, catalog)
    out += catalog.require("material_row", ROWS, "the sheet has a row of circles for each")
    for c in catalog.of_kind("column_bonus"):
        if not c.abilities:
            out.append(catalog.problem(c, "NO-BONUS", "a column bonus needs the 'do' it gives"))
    whole: dict[str, tuple[str, ...]] = {
        "crate": ("chestnut", "blueberry"),
        "helper": ("blueberry",),
        "order": ROWS,
    }
    for kind_, names in whole.items():
        for c in catalog.of_kind(kind_):
            for item in c.cost:
                ((name, amount),) = item.items()
                if name in ("die", "dice") and kind_ == "order":
                    continue
                if name not in names or isinstance(amount, bool) or not isinstance(amount, int):
                    out.append(
                        catalog.problem(
                            c,
                            "BAD-COST",
                            f"a {kind_}'s cost lists {' or '.join(names)} with whole "
                            f"numbers, not {{{name}: {amount!r}}}",
                            "cost",
                        )
                    )
    for c in catalog.of_kind("order"):
        for _, n, low, high in dice_groups(c.cost):
            if low > min(high, 6 * n) or high < n:
                message = f"no {n} dice total between {low} and {high}"
                out.append(catalog.problem(c, "BAD-COST", message, "cost"))
    for c in catalog.of_kind("order") + catalog.of_kind("lantern_line"):
        if c.score is not None and (isinstance(c.score, bool) or not isinstance(c.score, int)):
            out.append(
                catalog.problem(
                    c,
                    "BAD-SCORE",
                    f"a {c.kind}'s score is the printed VP, a whole number, not {c.score!r}",
                    "score",
                )
            )
    return out
