"""What a seat may see of a Woodcraft table: the observation and the text pictures.

Everything lies open but the orders in another seat's hand and the cards dealt to it to choose
from (L270-L278: "verdeckt auf euren Händen"), and the fulfilled orders, face down until the
end (L990-L993): of those the others see how many.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from boardrules.cards.describe import card_rows, card_words
from boardrules.loop import current_player, decision_name
from boardrules.menus import seat_name
from boardrules.tasks import asked

from . import scoring
from . import wheel as wh
from .state import ACTIONS, COLORS, EMPTY, KINDS, WData, Workshop, die_name
from .tasks import Deliver

if TYPE_CHECKING:
    from .game import Woodcraft

TILE = ("usable", "used")  # a saw or upgrade tile, as the position writes it: 0, 1
GLUE = ("not placed", "usable", "used")  # the glue tile: -1, 0, 1


def observation(game: Woodcraft, d: WData, player: int) -> dict[str, Any]:
    seats = []
    for q, w in enumerate(d.workshops):
        own = q == player
        seats.append(
            {
                "dice": {die_name(k): w.dice[k] for k in range(KINDS) if w.dice[k]},
                "trees": {COLORS[c]: w.pots[c] for c in range(3) if w.pots[c] != EMPTY},
                "pots": w.pots_built,
                # as the position writes them: usable or used (L850-L852, L909-L912)
                "saw_tiles": [TILE[t] for t in w.saws],
                "upgrade_tiles": [TILE[t] for t in w.upgrades],
                "glue_tile": GLUE[w.glue + 1],
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
                "helpers": [h or None for h in w.rooms],  # null: an empty room, as the position
                "orders": [  # each order beside the workshop and its row, as the position
                    {"card": o, "row": r + 1}
                    for o, r in zip(w.order_ids, w.order_rows, strict=True)
                ],
                "hand": list(w.hand) if own else len(w.hand),
                # L990-L993: fulfilled orders lie face down; others see how many
                "fulfilled": list(w.fulfilled) if own or not d.tasks else len(w.fulfilled),
                "attic": [t or None for t in w.attic],  # null: a free attic space
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
        # the decks lie face down (L270-L274): their sizes, named as the position names them
        "order_deck": len(d.order_deck),
        "helper_deck": len(d.helper_deck),
        "solo_deck": len(d.solo_deck),
        "public_orders": [  # as the position: whether open, the round of the first claim
            {"card": o, "open": d.public_open[i], "claimed_round": d.claimed_round[i]}
            for i, o in enumerate(d.public)
        ],
        "start_quarter": d.start_quarter,
        "tools_supply": dict(zip(game.tools, d.tools_left, strict=True)),
        # as the position: each tile, the round each seat reached it (0: not yet, L1269-L1291)
        # and whether the neutral marker removed it (solo, L1480-L1482); the spaces of the
        # track they lie on (L169-L184) are the game's table
        "reputation_tiles": [
            {"tile": t, "reached": list(d.rep_arrivals[i]), "removed": d.rep_gone[i]}
            for i, t in enumerate(d.rep_tiles)
        ],
        "reputation_spaces": [int(x) for x in game.params["reputation_tile_spaces"]],
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


def wheel_words(game: Woodcraft, d: WData) -> list[str]:
    """The action wheel (L376-L402): each quarter's age from the saw wheel's arrowhead (0 the
    newest, 3 the oldest, L463-L470), its tiles by space, and its rim bonuses (L381-L389:
    those of the start quarter lie under the arc tile until its last tile leaves)."""
    out = [
        "Action wheel, quarters clockwise; age 0 is the quarter just behind the saw wheel's "
        "arrowhead, age 3 the oldest (L463-L470):"
    ]
    rims = rim_bonuses(game, d)
    for q in range(wh.QUARTERS):
        spaces = d.wheel[q * wh.SPACES : (q + 1) * wh.SPACES]
        tiles = [f"space {s + 1} {tile_words(a)}" for s, a in enumerate(spaces) if a >= 0]
        rim = [
            f"space {r['space']} ({lower_first(game.describe_card(r['bonus']).rstrip('.'))}"
            + (", under the arc tile)" if r["covered"] else ")")
            for r in rims
            if r["quarter"] == q
        ]
        out.append(
            f"  quarter {q}, age {wh.age(q, d.arrow)}: "
            + (", ".join(tiles) or "no tiles")
            + (f"; rim bonuses at {', '.join(rim)}" if rim else "")
        )
    saws = "; ".join(  # the bonus's words without its name again ("saw wheel bonus of age 2")
        f"age {age}: {game.describe_card(card).rstrip('.').split(': ', 1)[-1]}"
        for age, card in sorted(game.saw_bonus.items())
    )
    out.append(f"  Saw wheel bonus of a tile taken from a quarter of {saws}.")
    return out


def lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def reputation_words(game: Woodcraft, d: WData) -> str:
    """The reputation tiles on their track spaces (L169-L184), who reached each and when
    (L1269-L1291), and those the neutral marker removed (solo, L1480-L1482)."""
    tiles = []
    for t in reputation_track(game, d):
        if t["removed"]:
            note = " (removed by the neutral marker)"
        elif t["reached"]:
            note = (
                " (reached by "
                + ", ".join(f"{seat_name(r['seat'])} in round {r['round']}" for r in t["reached"])
                + ")"
            )
        else:
            note = ""
        tiles.append(f"space {t['space']}{note}")
    return "Reputation tiles on the reputation track at " + ", ".join(tiles)


def arc_words(d: WData) -> str:
    """L384-L389: the arc tile over the start quarter's rim bonuses, until its last tile."""
    if d.arc:
        return f"the arc tile covers quarter {d.start_quarter}'s rim bonuses"
    return "the arc tile is off the wheel"


def pots_words(w: Workshop) -> str:
    """L813-L835: the pots built (green printed, then yellow, then brown) and the tree
    planted in each."""
    pots = [
        f"{COLORS[c]} " + (f"with a tree of {w.pots[c]}" if w.pots[c] != EMPTY else "empty")
        for c in range(w.pots_built)
    ]
    return ", ".join(pots)


def tool_words(game: Woodcraft, tool: str) -> str:
    """A tool kind by its name; L1071-L1073 names only the mallet and the wrench, the other
    kinds by their number (``tool-04``: tool kind 4)."""
    card = game.catalog[tool]
    if card.name and "en" in card.name:
        return card.name["en"]
    return f"tool kind {int(tool.rsplit('-', 1)[1])}"


def attic_words(game: Woodcraft, w: Workshop) -> str:
    """The tools placed in the attic (L1095-L1097), by attic space."""
    tools = [f"{game.attic_ids[i]} {tool_words(game, t)}" for i, t in enumerate(w.attic) if t]
    return ", ".join(tools) or "no tools"


def render(game: Woodcraft, d: WData) -> str:
    lines = [
        (f"Round {d.round} of {d.rounds}" if d.round else f"Setup, before round 1 of {d.rounds}")
        + f", start player {seat_name(d.start)}; {arc_words(d)}",
        *wheel_words(game, d),
        reputation_words(game, d),
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
        dice = ", ".join(die_name(k) for k in range(KINDS) for _ in range(w.dice[k]))
        lines.append(
            f"  {seat_name(p)}: VP {w.vp} blueberries {w.blueberries} lanterns {w.lanterns} "
            f"glue discs {w.glue_discs} saw blades {w.saw_blades} scrap {w.scrap} "
            f"reuse {w.reuse} income: hazelnut {w.hazelnut}, blueberry {w.income} "
            f"reputation {w.reputation} marketing {w.marketing}"
        )
        lines.append(
            f"     lumber stack: {dice or 'no dice'}; pots: {pots_words(w)}; "
            f"saw tiles {tiles_words(w.saws)}, upgrade tiles {tiles_words(w.upgrades)}, "
            f"glue tile {tiles_words([] if w.glue < 0 else [w.glue])}"
        )
        lines.append(f"     fulfilled orders: {len(w.fulfilled)}; attic: {attic_words(game, w)}")
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


# woodcraft.de.txt L297-L313: the seven action tiles as the rulebook names them
TILE_WORDS = {
    "buy_wood": "buy wood",
    "exchange_dice": "exchange dice",
    "buy_materials": "buy materials",
    "take_orders": "take orders",
    "hire_helper": "hire 1 helper",
    "produce_plant": "produce and plant tree",
    "improve_workshop": "improve workshop",
}


def tile_words(action: int) -> str:
    """An action tile by its name in the rulebook: ``produce_plant`` is "produce and plant
    tree"."""
    return TILE_WORDS[ACTIONS[action]]


def tiles_words(tiles: Sequence[int]) -> str:
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
