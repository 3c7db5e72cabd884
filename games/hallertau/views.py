"""What a seat sees of a Hallertau table: the observation (``Game.observation``: everything on
the table but the face-down court cards, L241, and the other seats' hands, L659) and the text
pictures for the terminal.
"""

from __future__ import annotations

from itertools import zip_longest
from typing import TYPE_CHECKING, Any

from boardrules.cards.costs import PayCost
from boardrules.cards.describe import card_rows
from boardrules.loop import current_player, decision_name
from boardrules.menus import seat_name
from boardrules.tasks import RunEffects, asked

from .cardplay import removed_cards
from .crafts import workers_shown
from .state import (
    CRAFTS,
    GAME_END,
    GOODS,
    NOT_STARTED,
    PHASES,
    SHEEP_PLACES,
    STABLE,
    HData,
    Village,
    content_name,
    content_of,
    goods_on,
    row_of,
)
from .tasks import Respond

if TYPE_CHECKING:
    from .game import Hallertau


def cards_on_stable(d: HData) -> int:
    """L358-L360: the card of round r leaves the stable board in phase 2 of round r."""
    if d.phase == GAME_END:
        return 0
    return 6 - d.round + (1 if d.phase < 2 else 0) if d.round else 6


def observation(g: Hallertau, d: HData, player: int) -> dict[str, Any]:
    villages = []
    for q, v in enumerate(d.villages):
        villages.append(
            {
                "goods": dict(zip(GOODS, v.goods, strict=True)),
                # as the position and the notation: "ROW CROP" ("4 flax", "3 empty")
                "fields": [f"{row_of(f)} {content_name(f)}" for f in v.fields],
                "sheep": dict(zip(SHEEP_PLACES, v.sheep, strict=True)),
                # L241: face down; not even the owner sees them
                "court_cards_on_stable_board": cards_on_stable(d),
                "workers": v.workers,
                "tools": v.tools,
                "tools_used": v.tools_used,
                "jewelry": v.jewelry,
                "crafts": dict(zip(CRAFTS, v.crafts, strict=True)),
                "boulders": {
                    k: [b if b <= g.edge else None for b in v.boulders[2 * i : 2 * i + 2]]
                    for i, k in enumerate(CRAFTS)
                },
                "community_center": v.house,
                "window": workers_shown(g, v),  # L559: the number in the window
                "hand": list(v.hand) if q == player else len(v.hand),
                "played": list(v.played),
            }
        )
    return {
        "game": g.id,
        "round": d.round,
        "phase": PHASES[d.phase - 1] if 1 <= d.phase <= len(PHASES) else None,
        "start_player": d.start,
        "to_move": current_player(d),
        "decision": decision_name(d),
        # the decision as the table hears it (which craft is paid for...); the hand cards
        # a seat could play stay its own (L659)
        "asked": asked(d.tasks, {Respond: ("cards",)}),
        # the effects still to run of the cards being played, face up (L661, L691: the tier
        # picked, L701-L705, shows in them)
        "to_resolve": [
            t.ref if isinstance(t, RunEffects) else t.cost
            for t in d.tasks
            if isinstance(t, RunEffects | PayCost)
        ],
        "action_board": {
            c.id: d.workers_on[3 * s : 3 * s + g.space_rows[s]] for s, c in enumerate(g.spaces)
        },
        # the quarter cards face down (L225): their count, named as the position names them
        "quarter_cards": len(d.quarter_deck),
        # L225, L344-L346: each quarter card drawn is revealed to all, then leaves the game
        "quarter_cards_out": list(d.quarter_cards_out),
        "decks": {k: len(pile) for k, pile in d.decks.items()},
        "removed_cards": removed_cards(g, d),  # L1317, reading H1: shown as they leave
        "villages": villages,
    }


def render_private(g: Hallertau, d: HData, viewer: int) -> str:
    """The viewer's hand (L659: hand cards are one's own; the stable cards stay unseen),
    each card as its face in words."""
    v = d.villages[viewer]
    lines = [f"  your hand ({seat_name(viewer)}):" + ("" if v.hand else " -")]
    return "\n".join([*lines, *card_rows(g, v.hand)])


# hallertau.de.md L329-L337: the ten phases of a round, as the rulebook names them
PHASE_WORDS = dict(
    zip(
        PHASES,
        (
            "quarters",
            "new workers",
            "income",
            "actions",
            "new card",
            "fallow fields",
            "harvest",
            "milking",
            "progress",
            "boulders",
        ),
        strict=True,
    )
)


def phase_words(d: HData) -> str:
    """The round and phase as the rulebook names them (L329-L337)."""
    if d.phase == NOT_STARTED:
        return "Before round 1"
    if d.phase == GAME_END:
        return f"Game over after round {d.round}"
    return f"Round {d.round}, phase {d.phase} ({PHASE_WORDS[PHASES[d.phase - 1]]})"


def amounts(counts: list[int], names: tuple[str, ...]) -> str:
    """``"1 barley, 5 rye"``: the counts above 0 with their names, ``none`` for none."""
    return (
        ", ".join(f"{n} {k.replace('_', ' ')}" for k, n in zip(names, counts, strict=True) if n)
        or "none"
    )


def fields_words(v: Village) -> str:
    """L255-L269: each field by its row and what is planted on it (627: two of a crop)."""
    if not v.fields:
        return "none"
    out = []
    for f in sorted(v.fields, key=lambda f: (row_of(f), f)):
        n = goods_on(f)
        crop = GOODS[content_of(f) - 1] if n else "empty"
        out.append(f"row {row_of(f)}: " + (f"{n} {crop}" if n > 1 else crop))
    return ", ".join(out)


def sheep_words(v: Village) -> str:
    """L287-L299: the sheep on the court cards of the round spaces and in the stable."""
    places = [
        f"{n} on the court card of round {r + 1}" for r, n in enumerate(v.sheep[:STABLE]) if n
    ]
    if v.sheep[STABLE]:
        places.append(f"{v.sheep[STABLE]} in the stable")
    return ", ".join(places) or "none"


def house_words(g: Hallertau, v: Village) -> list[str]:
    """L175-L179, L555-L561, L587-L597: the community center tile's column and its window
    (the workers of next round's phase 2, and its VP once they show, L559), then each craft's
    column and its two boulders (beside the board once pushed off the right edge, L593)."""
    vp = g.center_vp[min(v.house, len(g.center_vp) - 1)]
    window = f"window {workers_shown(g, v)} workers" + (f" and {vp} VP" if vp else "")
    rocks = [
        " and ".join(
            str(b) if b <= g.edge else "off the board" for b in v.boulders[2 * i : 2 * i + 2]
        )
        for i in range(len(CRAFTS))
    ]
    return [
        f"house board: community center in column {v.house} ({window})",
        "  crafts in columns: "
        + ", ".join(f"{k.replace('_', ' ')} {c}" for k, c in zip(CRAFTS, v.crafts, strict=True)),
        "  their boulders in columns: "
        + ", ".join(f"{k.replace('_', ' ')} {r}" for k, r in zip(CRAFTS, rocks, strict=True)),
    ]


def render(g: Hallertau, d: HData) -> str:
    cells = []
    for s, c in enumerate(g.spaces):  # L399-L413: row r holds r workers (no owner, L371)
        rows = d.workers_on[3 * s : 3 * s + g.space_rows[s]]
        shown = "|".join(("●" * n).ljust(3) if n else "   " for n in rows)
        cells.append(f"{c.name.get('en', c.id):<17}[{shown}]")
    half = (len(cells) + 1) // 2
    board = [
        f"    {a:<32}{b}".rstrip() for a, b in zip_longest(cells[:half], cells[half:], fillvalue="")
    ]
    lines = [
        f"{phase_words(d)}; start player {seat_name(d.start)}.",
        "  action board, workers in rows 1|2|3. The workers are neutral, of no seat: each round",
        "  every player takes workers from the general supply (L371); removed ones go back",
        *board,
    ]
    for p, v in enumerate(d.villages):
        used = f", {v.tools_used} used this phase" if v.tools_used else ""  # L599-L603
        lines += [
            f"  {seat_name(p)}: {v.jewelry} jewelry, {v.tools} tool{'' if v.tools == 1 else 's'}"
            f"{used}; "
            f"neutral workers on its court card {v.workers} (its worker supply, L371)",
            f"    goods: {amounts(v.goods, GOODS)}",
            f"    fields: {fields_words(v)}",
            f"    sheep: {sheep_words(v)}",
            *(f"    {line}" for line in house_words(g, v)),
        ]
        if v.played:  # face up (L661)
            lines += ["    played:", *card_rows(g, v.played, "      ")]
    return "\n".join(lines)
