"""Woodcraft Roll & Write's menus: each decision's question and what each action does, in words
(``boardrules.menus``). The words read only the deciding seat's own sheet and the public board
and pool: what its observation shows. Rulebook lines: shared/seeds/woodcraft_rw.pl.txt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.cards.menus import effects_of
from boardrules.menus import Menus, ability_words, card_title, card_words, seat_name

from . import actions as A
from . import tasks as T
from .state import COLORS, MATERIALS, RWData, color_of, value_of

if TYPE_CHECKING:
    from .game import WoodcraftRW

MENUS = Menus()

# the words of the table as the text view shows them (``help WORD``); rulebook lines of
# shared/seeds/woodcraft_rw.pl.txt
MENUS.glossary.update(
    {
        "crossed out": "spent: a material is gained by circling the next empty circle of its"
        " row and spent by crossing a circled one out; it is yours while circled and not"
        " crossed out (L105-L109, L154-L158, L181, L244)",
        "crate": "a chestnut crate of your sheet: cross out its chestnut and blueberry icons;"
        " once all are crossed it is active and scores (L301-L315, L513-L533)",
        "row": "a row of your lantern table (3 cells): when all are marked it pays its bonus"
        " (L202-L228)",
        "round": "the game lasts 6 rounds of 2 turns each (L43-L49, L361)",
        "turn": "each round has 2 turns: every seat chooses in secret a die of the board or an"
        " order of the pool, then acts on its sheet (L44-L49, L77-L85)",
        "phase": "the order decks: phase I orders in rounds 1-3, phase II orders after round 3"
        " or when phase I runs out (L357-L361)",
        "board": "the main board: 6 columns, each with a yellow bonus above and a brown bonus"
        " below; a die taken brings its column's bonus (L51-L73)",
        "supply": "the dice not on the board nor held by a seat: 14 yellow and 14 brown at the"
        " start (L38)",
        "pool": "the order pool: 3 face-up orders any seat may take instead of a die"
        " (L40, L120-L138)",
        "yellow": "a die colour: a yellow die takes the yellow bonus of its column (L67-L73)",
        "brown": "a die colour: a brown die takes the brown bonus of its column (L67-L73)",
        "dice": "the dice you hold, written in your turn boxes; they pay orders' requirements"
        " (L79-L83, L150-L164)",
        "lantern table": "the 3x3 table of your sheet: each lantern gained marks a cell; a full"
        " row or column pays its bonus (L202-L228)",
        "orders": "order cards: you take one from the pool instead of a die (L120-L138); one you"
        " hold you fulfil by paying its dice and materials, for its reward and points"
        " (L150-L164, L248-L278)",
        "3x3": "the lantern table of your sheet: 3 rows and 3 columns, 9 cells numbered 1-9 row"
        " by row (lantern N marks cell N); each lantern gained marks an empty cell you choose"
        " (L202-L206); a full row or column pays its printed bonus at once, its points at the"
        " game's end (L207-L211); once all 9 are marked, each further lantern is 1 point at once"
        " (L212-L218)",
        "lines completed": "the rows and columns of your lantern table fully marked: each paid its"
        " bonus (L202-L228)",
        "crates": "the chestnut crates of your sheet: cross out their chestnut and blueberry"
        " icons; an active crate scores (L301-L315, L513-L533)",
        "nuts": "the nut table: VP gained during the game with a lightning icon mark nuts; when"
        " none is left, such VP are lost (L317-L327)",
        "rep": "reputation: at the end, your reputation × your fulfilled orders in VP"
        " (L270-L273, L377-L381)",
        "done": "how many orders a seat has fulfilled; they lie face down until the game's end"
        " (L150-L164)",
        "face down": "fulfilled orders lie face down until the game's end (L162-L164)",
        "shavings": "a material: cross one out to raise a die by 1 (L240-L246)",
        "saw_blade": "a material: cross one out to saw a die in two (L186-L200)",
        "glue": "a material: cross one out to glue two dice into one, 2 VP (L169-L181)",
    }
)


def face(game: WoodcraftRW, card: str) -> str:
    """``order I-06: Cost: ...``: an entry's title and what it does."""
    return card_words(game, card)


def sheet_of(t: T.Keep | T.Free) -> str:
    return f"Sheet of {seat_name(t.seat)}"


def material(name: str) -> str:
    return name.replace("_", " ")


# --- questions ---------------------------------------------------------------------------------
@MENUS.asks(T.Keep)
def ask_keep(game: WoodcraftRW, d: RWData, t: T.Keep) -> str:
    return "Setup (L32-L34): keep one of the two phase I orders dealt to you"


@MENUS.asks(T.Commit)
@MENUS.secretly(T.Commit)  # the other seats read the same words: the turn is public, not the pick
def ask_commit(game: WoodcraftRW, d: RWData, t: T.Commit) -> str:
    return f"Turn {d.turn} (L77-L85): choose in secret a die of the board or an order of the pool"


@MENUS.asks(T.Column)
def ask_column(game: WoodcraftRW, d: RWData, t: T.Column) -> str:
    die = f"{COLORS[color_of(t.kind)]} {value_of(t.kind)}"
    return f"Board (L99-L105): the {die} die lies in several columns: whose bonus do you take?"


@MENUS.asks(T.PickOrder)
def ask_pick_order(game: WoodcraftRW, d: RWData, t: T.PickOrder) -> str:
    return "Order pool (L124-L138): take one order"


@MENUS.asks(T.Free)
def ask_free(game: WoodcraftRW, d: RWData, t: T.Free) -> str:
    return f"{sheet_of(t)} (L140-L148): a free action, or end your turn"


@MENUS.asks(T.Lantern)
def ask_lantern(game: WoodcraftRW, d: RWData, t: T.Lantern) -> str:
    return (
        f"Lantern table of {seat_name(t.seat)} (L202-L211): you gained a lantern: mark an empty"
        " cell of the 3x3 table (a full row or column pays its bonus)"
    )


@MENUS.asks(T.Chestnut)
def ask_chestnut(game: WoodcraftRW, d: RWData, t: T.Chestnut) -> str:
    return (
        f"Crates of {seat_name(t.seat)} (L305-L307): you gained a chestnut: cross it out at once"
        " on a crate that still needs one (a crate with every icon crossed out is active)"
    )


@MENUS.asks(T.DieValue)
def ask_value(game: WoodcraftRW, d: RWData, t: T.DieValue) -> str:
    return f"Supply: a {COLORS[t.color]} die of your choice: which value does it show?"


@MENUS.asks(T.Adjust)
def ask_adjust(game: WoodcraftRW, d: RWData, t: T.Adjust) -> str:
    helper = "E" if t.color == 0 else "H"
    return f"{card_title(game, helper)} (L488-L512): raise or lower one {COLORS[t.color]} die by 1"


@MENUS.asks(T.SellMaterial)
def ask_sell(game: WoodcraftRW, d: RWData, t: T.SellMaterial) -> str:
    return f"{card_title(game, 'B')} (L470-L474): cross out a material for 1 blueberry and 2 VP"


@MENUS.asks(T.SwapMaterial)
def ask_swap(game: WoodcraftRW, d: RWData, t: T.SwapMaterial) -> str:
    return f"{card_title(game, 'A')} (L460-L463): which material do you cross out?"


@MENUS.asks(T.MaterialAs)
def ask_as(game: WoodcraftRW, d: RWData, t: T.MaterialAs) -> str:
    crossed = material(MATERIALS[t.crossed])
    return f"{card_title(game, 'A')} (L460-L468): use the crossed-out {crossed} as which material?"


@MENUS.asks(T.Deliver)
def ask_deliver(game: WoodcraftRW, d: RWData, t: T.Deliver) -> str:
    return f"Order (L150-L158): which colour of die pays the any-colour {t.value}?"


@MENUS.asks(T.GiveDie)
def ask_give(game: WoodcraftRW, d: RWData, t: T.GiveDie) -> str:
    return (
        f"{card_title(game, t.order).capitalize()}: give the next die of a requirement"
        f" ({t.left} left, {t.total} given so far)"
    )


# --- answers -----------------------------------------------------------------------------------
@MENUS.says(A.Keep)
def say_keep(game: WoodcraftRW, d: RWData, t: object, a: A.Keep) -> str:
    return f"keep {face(game, a.order)}"


@MENUS.says(A.Pick)
def say_pick(game: WoodcraftRW, d: RWData, t: object, a: A.Pick) -> str:
    if a.what == "order":
        return "an order of the pool instead of a die (picked by priority, L124-L136)"
    columns = [
        str(c + 1)
        for c, k in enumerate(d.board)
        if k >= 0 and COLORS[color_of(k)] == a.what and value_of(k) == a.value
    ]
    if not columns:
        return f"the {a.what} {a.value} die"
    kind = COLORS.index(a.what)
    bonuses = [
        f"column {c}: {effects_of(game, game.tables.bonus_ref[int(c) - 1][kind])}" for c in columns
    ]
    if len(columns) == 1:
        return f"the {a.what} {a.value} die from column {columns[0]} and its bonus ({bonuses[0]})"
    return (
        f"the {a.what} {a.value} die, in columns {', '.join(columns)}: the bonus of one of them"
        f" ({'; '.join(bonuses)})"
    )


@MENUS.says(A.Pass)
def say_pass(game: WoodcraftRW, d: RWData, t: object, a: A.Pass) -> str:
    return "pass: neither a die nor an order can be chosen"


@MENUS.says(A.Take)
def say_take(game: WoodcraftRW, d: RWData, t: object, a: A.Take) -> str:
    return f"take {face(game, a.order)}"


@MENUS.says(A.Column)
def say_column(game: WoodcraftRW, d: RWData, t: T.Column, a: A.Column) -> str:
    ref = game.tables.bonus_ref[a.column - 1][color_of(t.kind)]
    return f"bonus of column {a.column}: {effects_of(game, ref)}"


@MENUS.says(A.Lantern)
def say_lantern(game: WoodcraftRW, d: RWData, t: T.Lantern, a: A.Lantern) -> str:
    row, col = (a.cell - 1) // 3 + 1, (a.cell - 1) % 3 + 1
    text = f"lantern cell {a.cell} (row {row}, column {col})"
    s = d.sheets[t.seat]
    after = s.lanterns | 1 << (a.cell - 1)
    done = [
        f"completes {line_words(line.id)}: {game.describe_card(line.id)}"
        for i, (line, mask) in enumerate(
            zip(game.tables.lines, game.tables.line_masks, strict=True)
        )
        if after & mask == mask and not s.lines >> i & 1
    ]
    return "; ".join([text, *done])


def line_words(line: str) -> str:
    """``column 2`` for the lantern table's line ``col2``, ``row 1`` for ``row1``."""
    for short, word in (("col", "column"), ("row", "row")):
        if line.startswith(short) and line[len(short) :].isdigit():
            return f"{word} {line[len(short) :]}"
    return line


def crate_words(game: WoodcraftRW, d: RWData, seat: int, crate: str) -> str:
    c = game.tables.crate_ids.index(crate)
    icons = game.tables.crate_icons[c]
    s = d.sheets[seat]
    crossed = bin(s.crates[c]).count("1") + 1
    text = f"crate {crate} ({crossed} of {len(icons)} icons crossed out after this)"
    if crossed == len(icons):
        text += f"; it becomes active: {game.describe_card(crate)}"
    return text


@MENUS.says(A.Chestnut)
def say_chestnut(game: WoodcraftRW, d: RWData, t: T.Chestnut, a: A.Chestnut) -> str:
    return f"chestnut on {crate_words(game, d, t.seat, a.crate)}"


@MENUS.says(A.Fill)
def say_fill(game: WoodcraftRW, d: RWData, t: T.Free, a: A.Fill) -> str:
    return f"pay 1 blueberry for the blueberry icon of {crate_words(game, d, t.seat, a.crate)}"


@MENUS.says(A.Value)
def say_value(game: WoodcraftRW, d: RWData, t: T.DieValue, a: A.Value) -> str:
    return f"the {COLORS[t.color]} die shows {a.value}"


@MENUS.says(A.Adjust)
def say_adjust(game: WoodcraftRW, d: RWData, t: object, a: A.Adjust) -> str:
    new = a.value + (1 if a.way == "up" else -1)
    return f"your {a.color} {a.value} becomes a {a.color} {new}"


@MENUS.says(A.Material, at=T.SellMaterial)
def say_sell(game: WoodcraftRW, d: RWData, t: object, a: A.Material) -> str:
    return f"cross out 1 {material(a.material)}: gain 1 blueberry and 2 VP"


@MENUS.says(A.Material, at=T.SwapMaterial)
def say_swap(game: WoodcraftRW, d: RWData, t: object, a: A.Material) -> str:
    return f"cross out 1 {material(a.material)} (to use it as another this turn)"


@MENUS.says(A.Material)
def say_as(game: WoodcraftRW, d: RWData, t: object, a: A.Material) -> str:
    return f"the crossed-out material counts as 1 {material(a.material)} this turn"


@MENUS.says(A.Deliver)
def say_deliver(game: WoodcraftRW, d: RWData, t: object, a: A.Deliver) -> str:
    return f"give your {a.color} {a.value} die"


@MENUS.says(A.Fulfil)
def say_fulfil(game: WoodcraftRW, d: RWData, t: object, a: A.Fulfil) -> str:
    return f"fulfil {face(game, a.order)}"


@MENUS.says(A.Glue)
def say_glue(game: WoodcraftRW, d: RWData, t: object, a: A.Glue) -> str:
    total = a.first_value + a.second_value
    return (
        f"glue your {a.first_color} {a.first_value} and {a.second_color} {a.second_value}"
        f" into a {a.color} {total} (1 glue; 2 VP)"
    )


@MENUS.says(A.Saw)
def say_saw(game: WoodcraftRW, d: RWData, t: object, a: A.Saw) -> str:
    return (
        f"saw your {a.color} {a.value} into a {a.color} {a.part}"
        f" and a {a.color} {a.value - a.part} (1 saw blade)"
    )


@MENUS.says(A.Shave)
def say_shave(game: WoodcraftRW, d: RWData, t: object, a: A.Shave) -> str:
    return f"raise your {a.color} {a.value} to {a.color} {a.value + 1} (1 shavings)"


@MENUS.says(A.Hire)
def say_hire(game: WoodcraftRW, d: RWData, t: object, a: A.Hire) -> str:
    return f"hire {face(game, a.helper)}"


@MENUS.says(A.Use)
def say_use(game: WoodcraftRW, d: RWData, t: object, a: A.Use) -> str:
    return f"use {ability_words(game, a.helper)}"


@MENUS.says(A.End)
def say_end(game: WoodcraftRW, d: RWData, t: object, a: A.End) -> str:
    return "end your free actions for this turn"


# --- the words of ``help``: each decision's question and each action word in general -----------
MENUS.decisions.update(
    {
        T.Keep.name: "Setup (L32-L34): keep one of the two phase I orders dealt to you",
        T.Commit.name: "Turn N (L77-L85): choose in secret a die of the board or an order of"
        " the pool",
        T.Column.name: "Board (L99-L105): the die chosen lies in several columns: whose bonus"
        " do you take?",
        T.PickOrder.name: "Order pool (L124-L138): take one order",
        T.Free.name: "Your sheet (L140-L148): a free action, or end your turn",
        T.Lantern.name: "Lantern table (L202-L211): you gained a lantern: mark an empty cell of"
        " the 3x3 table (a full row or column pays its bonus)",
        T.Chestnut.name: "Crates (L305-L307): you gained a chestnut: cross it out at once on a"
        " crate that still needs one (a crate with every icon crossed out is active)",
        T.DieValue.name: "Supply: a die of your choice: which value does it show?",
        T.Adjust.name: "Helper E or H (L488-L512): raise or lower one of your dice by 1",
        T.SellMaterial.name: "Helper B (L470-L474): cross out a material for 1 blueberry and 2 VP",
        T.SwapMaterial.name: "Helper A (L460-L463): which material do you cross out?",
        T.MaterialAs.name: "Helper A (L460-L468): use the crossed-out material as which one?",
        T.Deliver.name: "Order (L150-L158): which colour of die pays an any-colour requirement?",
        T.GiveDie.name: "Order: give the next die of a requirement of several dice",
    }
)
MENUS.actions.update(
    {
        A.Keep.word: "keep ORDER: at setup, keep this phase I order of the two dealt (L32-L34)",
        A.Pick.word: "pick COLOUR N: choose in secret the die of that colour and value on the"
        " board, with its column's bonus; pick order: an order of the pool instead (L77-L138)",
        A.Pass.word: "pass: neither a die nor an order can be chosen",
        A.Take.word: "take ORDER: take this order of the pool (L124-L138)",
        A.Column.word: "column N: the bonus of column N (1-6) of the board (L99-L105)",
        A.Lantern.word: "lantern N: mark cell N of your 3x3 lantern table (1-9, row by row;"
        " L202-L211)",
        A.Chestnut.word: "chestnut CRATE: cross the chestnut out on that crate (L305-L307)",
        A.Value.word: "value N: the die gained from the supply shows N",
        A.Adjust.word: "adjust COLOUR N up/down: that die of yours goes up or down by 1 (helpers E"
        " and H, L488-L512)",
        A.Material.word: "material M: the material crossed out, sold or used as (helpers A and B,"
        " L460-L474)",
        A.Deliver.word: "deliver COLOUR N: give that die of yours to pay an order (L150-L158)",
        A.Fulfil.word: "fulfil ORDER: pay this order's dice and materials, gain what it gives"
        " (L150-L164)",
        A.Glue.word: "glue ...: glue two of your dice into one of their sum (1 glue; 2 VP;"
        " L169-L181)",
        A.Saw.word: "saw COLOUR N K: saw a die into two, K and N-K (1 saw blade; L186-L200)",
        A.Shave.word: "shave COLOUR N: raise that die by 1 (1 shavings; L240-L246)",
        A.Hire.word: "hire HELPER: hire this helper for blueberries (L230-L238)",
        A.Use.word: "use HELPER: use your hired helper's ability, once a round (L290-L298)",
        A.Fill.word: "fill CRATE: pay 1 blueberry for the blueberry icon of that crate (L309-L313)",
        A.End.word: "end: end your free actions for this turn (L140-L148)",
    }
)

# the six scoring categories (L363-L390), as the score sheet says them
MENUS.scores.update(
    {
        "1_lightning_vp": "lightning points on the nut table",
        "2_helpers": "helpers",
        "3_reputation": "reputation times fulfilled orders",
        "4_orders": "points printed on the fulfilled orders",
        "5_crates": "active chestnut crates",
        "6_lantern_lines": "lantern lines",
        "tiebreak_unused_materials": "tie-break: unused materials",
    }
)
