"""What a seat may see of a Woodcraft table: the observation and the text pictures.

Everything lies open but the orders in another seat's hand and the cards dealt to it to choose
from (L270-L278: "verdeckt auf euren Händen"), and the fulfilled orders, face down until the
end (L990-L993): of those the others see how many.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardrules.cards.describe import card_rows, card_words
from boardrules.loop import current_player, decision_name
from boardrules.menus import seat_name
from boardrules.tasks import asked

from . import scoring
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
        # solo (L1480-L1482): a tile the neutral marker reached first is off the track
        "reputation_tiles": [None if d.rep_gone[i] else t for i, t in enumerate(d.rep_tiles)],
        "reputation_track": reputation_track(game, d),
        "rim_bonuses": rim_bonuses(game, d),
        "saw_bonuses": saw_bonuses(game, d),
        "neutral_marker": d.neutral,
        "to_move": current_player(d),
        "decision": decision_name(d),
        "solo_rating": scoring.solo_rating(game, d),  # L1490-L1491, at the end of a solo game
        # the decision as the table hears it: the tool being placed, the mode of production
        "asked": asked(d.tasks, {Deliver: ("order",)}),  # an order may come from the hand
        "workshops": seats,
    }


def reputation_track(game: Woodcraft, d: WData) -> list[dict[str, Any]]:
    """The reputation tiles on their spaces (L169-L184), who reached each and in which round
    (L1269-L1291), and whether the neutral marker removed it (solo, L1480-L1482)."""
    spaces = game.params["reputation_tile_spaces"]
    out = []
    for i, tile in enumerate(d.rep_tiles):
        rounds = d.rep_arrivals[i]
        reached = sorted((r, q) for q, r in enumerate(rounds) if r > 0)
        out.append(
            {
                "tile": tile,
                "space": int(spaces[i]),
                "reached": [{"seat": q, "round": r} for r, q in reached],
                "removed": d.rep_gone[i],
            }
        )
    return out


def rim_bonuses(game: Woodcraft, d: WData) -> list[dict[str, Any]]:
    """The rim bonus beside each wheel space that has one (L381-L399): ``wheel_space`` is its
    index in ``wheel``, ``quarter`` 0-3 and ``space`` 1-7 as the picture numbers them;
    ``covered`` while the arc tile lies over the start quarter (L384-L389)."""
    out = []
    for pos, bonus in enumerate(game.rim_bonus):
        if bonus:
            q, s = divmod(pos, wh.SPACES)
            covered = d.arc and q == d.start_quarter
            out.append(
                {
                    "bonus": bonus,
                    "wheel_space": pos,
                    "quarter": q,
                    "space": s + 1,
                    "covered": covered,
                }
            )
    return out


def saw_bonuses(game: Woodcraft, d: WData) -> list[dict[str, Any]]:
    """Per quarter: its age from the saw wheel's arrowhead and the saw-wheel bonus a tile
    taken from it gives now (L463-L470), None for none."""
    out = []
    for q in range(wh.QUARTERS):
        age = wh.age(q, d.arrow)
        out.append({"quarter": q, "age": age, "bonus": game.saw_bonus.get(age) or None})
    return out


def render(game: Woodcraft, d: WData) -> str:
    wheel = []
    for q in range(wh.QUARTERS):
        spaces = d.wheel[q * wh.SPACES : (q + 1) * wh.SPACES]
        tiles = [f"{s + 1} {tile_words(a)}" for s, a in enumerate(spaces) if a >= 0]
        wheel.append(f"Q{q} (age {wh.age(q, d.arrow)}): " + (", ".join(tiles) or "empty"))
    saws = "; ".join(
        f"age {age}: {game.describe_card(card).rstrip('.')}"
        for age, card in sorted(game.saw_bonus.items())
    )
    wheel.append(f"Saw wheel bonus of a tile taken from a quarter of {saws}.")
    lines = [
        f"Round {d.round}/{d.rounds}, start player {seat_name(d.start)}; "
        f"arc {'on' if d.arc else 'off'}",
        *wheel,
        "Lumber yard: " + ", ".join(die_name(k) if k >= 0 else "-" for k in d.yard),
        "Order display (left, new, to right):",
        *card_rows(game, d.order_display),
        "Helper display:",
        *card_rows(game, d.helper_display),
        "Public orders:",
        *(
            f"{row} ({'open' if is_open else 'closed'})"
            # the orders drawn so far (at the setup they are drawn one by one)
            for row, is_open in zip(card_rows(game, d.public), d.public_open, strict=False)
        ),
    ]
    for p, w in enumerate(d.workshops):
        dice = ", ".join(f"{w.dice[k]}x{die_name(k)}" for k in range(KINDS) if w.dice[k])
        trees = {COLORS[c]: w.pots[c] for c in range(3) if w.pots[c] != EMPTY}
        lines.append(
            f"  {seat_name(p)}: VP {w.vp} blueberries {w.blueberries} lanterns {w.lanterns} "
            f"glue discs {w.glue_discs} saw blades {w.saw_blades} scrap {w.scrap} "
            f"reuse {w.reuse} income: hazelnut {w.hazelnut}, blueberry {w.income} "
            f"reputation {w.reputation} marketing {w.marketing}"
        )
        lines.append(
            f"     dice [{dice}] trees {trees} pots {w.pots_built} "
            f"saw tiles {tiles_words(w.saws)} upgrade tiles {tiles_words(w.upgrades)} "
            f"glue tile {tiles_words([] if w.glue < 0 else [w.glue])}"
        )
        lines.append(
            f"     fulfilled {len(w.fulfilled)} attic {', '.join(t for t in w.attic if t) or '-'}"
        )
        lines += [
            f"     helper in room {r}: {card_words(game, h)}" for r, h in enumerate(w.rooms) if h
        ]
        lines += [
            f"     order in row {r + 1}: {card_words(game, o)}"
            for o, r in zip(w.order_ids, w.order_rows, strict=True)
        ]
    rating = scoring.solo_rating(game, d)
    if rating:  # L1490-L1491
        levels = game.params["solo_rating"]
        lines.append(
            f"Solo rating: {rating} ({levels['good']} points good, {levels['excellent']} excellent)"
        )
    return "\n".join(lines)


def tile_words(action: int) -> str:
    """An action tile by its name: ``produce_plant`` is "produce plant"."""
    return ACTIONS[action].replace("_", " ")


def tiles_words(tiles: list[int]) -> str:
    """Workshop tiles placed (L736-L917): how many, and how many are used this round."""
    if not tiles:
        return "none"
    used = sum(1 for t in tiles if t)
    return f"{len(tiles)} ({used} used)" if used else f"{len(tiles)} (ready)"


def render_private(game: Woodcraft, d: WData, viewer: int) -> str:
    w = d.workshops[viewer]
    lines = ["  your hand:", *card_rows(game, w.hand)]
    if w.dealt:
        lines += ["  orders dealt to you:", *card_rows(game, w.dealt)]
    if w.dealt_helpers:
        lines += ["  helpers dealt to you:", *card_rows(game, w.dealt_helpers)]
    return "\n".join(lines)
