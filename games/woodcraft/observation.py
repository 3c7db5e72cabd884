"""What a seat may see of a Woodcraft table: the observation and the text pictures.

Everything lies open but the orders in another seat's hand and the cards dealt to it to choose
from (L270-L278: "verdeckt auf euren Händen"), and the fulfilled orders, face down until the
end (L990-L993): of those the others see how many.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardrules.loop import current_player, decision_name
from boardrules.tasks import asked

from . import wheel as wh
from .state import ACTIONS, COLORS, EMPTY, KINDS, WData, die_name
from .tasks import Deliver

if TYPE_CHECKING:
    from .game import Woodcraft


def observation(game: Woodcraft, d: WData, player: int) -> dict[str, Any]:
    seats = []
    for q, w in enumerate(d.workshops):
        own = q == player
        seats.append(
            {
                "dice": {die_name(k): w.dice[k] for k in range(KINDS) if w.dice[k]},
                "trees": {COLORS[c]: w.pots[c] for c in range(3) if w.pots[c] != EMPTY},
                "pots": w.pots_built,
                "saw_tiles": list(w.saws),
                "upgrade_tiles": list(w.upgrades),
                "glue_tile": w.glue,
                "blueberries": w.blueberries,
                "lanterns": w.lanterns,
                "glue_discs": w.glue_discs,
                "saw_blade_discs": w.saw_blades,
                "scrap_blocks": w.scrap,
                "reuse_tokens": w.reuse,
                "points": w.vp,
                "hazelnut_income": w.hazelnut,
                "blueberry_income": w.income,
                "reputation": w.reputation,
                "marketing": w.marketing,
                "helpers": list(w.rooms),
                "orders": [[o, r + 1] for o, r in zip(w.order_ids, w.order_rows, strict=True)],
                "hand": list(w.hand) if own else len(w.hand),
                # L990-L993: fulfilled orders lie face down; others see how many
                "fulfilled": list(w.fulfilled) if own or not d.tasks else len(w.fulfilled),
                "attic": list(w.attic),
                "claims": list(w.claims),
                "dealt_orders": list(w.dealt) if own else len(w.dealt),
                "dealt_helpers": list(w.dealt_helpers) if own else len(w.dealt_helpers),
                "tile": ACTIONS[w.tile] if w.tile >= 0 else None,
            }
        )
    return {
        "game": game.id,
        "round": d.round,
        "rounds": d.rounds,
        "start_player": d.start,
        "wheel": [ACTIONS[a] if a >= 0 else None for a in d.wheel],
        "arrow": d.arrow,
        "arc": d.arc,
        "lumber_yard": [die_name(k) if k >= 0 else None for k in d.yard],
        "order_display": list(d.order_display),
        "helper_display": list(d.helper_display),
        "deck_sizes": {
            "orders": len(d.order_deck),
            "helpers": len(d.helper_deck),
            "solo": len(d.solo_deck),
        },
        "public_orders": [[o, d.public_open[i]] for i, o in enumerate(d.public)],
        "start_quarter": d.start_quarter,
        "tools_supply": dict(zip(game.tools, d.tools_left, strict=True)),
        "reputation_tiles": list(d.rep_tiles),
        "neutral_marker": d.neutral,
        "to_move": current_player(d),
        "decision": decision_name(d),
        # the decision as the table hears it: the tool being placed, the mode of production
        "asked": asked(d.tasks, {Deliver: ("order",)}),  # an order may come from the hand
        "workshops": seats,
    }


def render(game: Woodcraft, d: WData) -> str:
    wheel = []
    for q in range(wh.QUARTERS):
        tiles = [ACTIONS[a][:8] if a >= 0 else "." for a in d.wheel[q * 7 : q * 7 + 7]]
        wheel.append(f"Q{q} (age {wh.age(q, d.arrow)}): " + " ".join(tiles))
    lines = [
        f"Round {d.round}/{d.rounds}, start player {d.start}; arc {'on' if d.arc else 'off'}",
        *wheel,
        "Lumber yard: " + ", ".join(die_name(k) if k >= 0 else "-" for k in d.yard),
        f"Orders: {d.order_display}  Helpers: {d.helper_display}",
        f"Public orders: {d.public} open {d.public_open}",
    ]
    for p, w in enumerate(d.workshops):
        dice = ", ".join(f"{w.dice[k]}x{die_name(k)}" for k in range(KINDS) if w.dice[k])
        trees = {COLORS[c]: w.pots[c] for c in range(3) if w.pots[c] != EMPTY}
        lines.append(
            f"  seat {p}: VP {w.vp} berries {w.blueberries} lanterns {w.lanterns} "
            f"glue {w.glue_discs} blades {w.saw_blades} scrap {w.scrap} reuse {w.reuse} "
            f"income {w.hazelnut}/{w.income} rep {w.reputation} marketing {w.marketing}"
        )
        lines.append(
            f"     dice [{dice}] trees {trees} pots {w.pots_built} saws {w.saws} "
            f"upgrades {w.upgrades} glue {w.glue}"
        )
        lines.append(
            f"     helpers {[h for h in w.rooms if h]} orders "
            f"{list(zip(w.order_ids, [r + 1 for r in w.order_rows], strict=True))} "
            f"fulfilled {len(w.fulfilled)} attic {[t for t in w.attic if t]}"
        )
    return "\n".join(lines)


def render_private(game: Woodcraft, d: WData, viewer: int) -> str:
    w = d.workshops[viewer]
    parts = [f"  your hand: {w.hand}"]
    if w.dealt:
        parts.append(f"orders dealt: {w.dealt}")
    if w.dealt_helpers:
        parts.append(f"helpers dealt: {w.dealt_helpers}")
    return "; ".join(parts)
