"""Woodcraft's menus: each decision's question and what each action does, in words
(``boardrules.menus``). They read only the public board and the deciding seat's own workshop and
hand: what its observation shows. Rulebook lines: shared/seeds/woodcraft.de.txt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardrules.menus import Menus, ability_words, card_title, card_words, seat_name, told

from . import actions as A
from . import tasks as T
from .observation import tool_words
from .purchases import die_cost
from .state import ACTIONS, COLORS, MATERIALS, WData, kind
from .svg import room_gains, room_place
from .turns import market_step
from .workshop import next_space

if TYPE_CHECKING:
    from .game import Woodcraft

MENUS = Menus()

# the words of the table as the text view shows them (``help WORD``); rulebook lines of
# shared/seeds/woodcraft.de.txt
MENUS.glossary.update(
    {
        "quarter": "a quarter of the action wheel (Q0-Q3): 7 spaces, numbered 0-3 clockwise;"
        " its age says which saw wheel bonus a tile taken from it brings (L376-L402, L463-L470)",
        "wheel space": "a space of the action wheel: 7 a quarter, an action tile on some of them"
        " (L130, L297-L313)",
        "lumber stack": "the dice of your workshop (6 spaces): bought dice go there (L578-L580);"
        " at the round's end it is tidied down to 6 dice (L1191, L1203-L1208)",
        **{
            f"Q{q}": f"quarter {q} of the action wheel (4 quarters of 7 spaces, numbered 0-3"
            " clockwise): the action tiles on it, by space; a tile chosen moves one quarter on"
            " (L376-L402, L507-L520)"
            for q in range(4)
        },
        "age": "the age of a wheel quarter: 0 just behind the saw wheel's arrowhead, 3 just"
        " ahead of it; a tile taken from a quarter of age 2 or 3 brings its saw wheel bonus"
        " (L463-L470)",
        "action wheel": "Aktionsrad: 4 quarters of 7 spaces around the saw wheel, with the 7"
        " action tiles on them; each turn you choose a tile, move it one quarter clockwise and"
        " take its action (L376-L402, L507-L520)",
        "action tile": "one of the 7 tiles of the action wheel, one action each (buy wood ..."
        " improve workshop): the tile chosen moves one quarter on (L297-L313, L376-L402)",
        "arrowhead": "the saw wheel's black arrowhead, at the end of the quarter of age 0: a"
        " tile moved across it turns the saw wheel one quarter on, so every quarter ages by one"
        " and older quarters bring bigger saw wheel bonuses (L135, L391-L393, L516-L517); a tile"
        " may cross it only into an empty quarter (L519-L520)",
        "arrow": "the saw wheel's black arrowhead (help arrowhead): a tile moved across it turns"
        " the saw wheel one quarter on (L391-L393, L516-L517)",
        "arc tile": "Bogenplättchen: laid at setup over the rim bonuses of the start quarter, so"
        " tiles first taken there bring no rim bonus; it leaves when the start quarter's last"
        " tile is taken, and its rim bonuses count from then on (L133, L384-L389)",
        "rim bonus": "Aktionsrad-Bonus: printed on the action wheel's outer rim beside some"
        " spaces; taking a tile from such a space brings it at once, unless the arc tile covers"
        " it (L381-L389)",
        "saw wheel": "Sägerad: the wheel in the middle of the action wheel; its arrowhead gives"
        " each quarter its age and it turns when a tile crosses the arrowhead (L391-L393,"
        " L463-L470, L516-L517)",
        "saw wheel bonus": "Sägerad-Bonus: what a tile taken from a quarter of age 2 or 3 brings"
        " (L463-L470, L499-L500)",
        "round": "the game lasts 14 rounds (13 with 4 players); each seat takes one turn a round,"
        " income phases after some rounds (L326-L355)",
        "lumber yard": "the 6 dice on the wheel board a seat may buy with the buy wood action"
        " (L137-L138, L561-L580)",
        "order display": "the orders on offer to the take orders action (L628-L653)",
        "helper display": "the helpers on offer to the hire 1 helper action (L655-L712)",
        "public orders": "orders claimed by fulfilling a special order; several seats may claim"
        " one in the same round, each claimant scores it at the game's end (L1073-L1080,"
        " L1106-L1121, L1318-L1321)",
        "hand": "your orders not placed yet: only you see them (L270-L274)",
        "orders": "cards you fulfil with dice and materials for points and rewards; placed in a"
        " row beside your board (L978-L1070)",
        "row": "the rows beside your board where orders lie: a new order pushes the row on; an"
        " order pushed off costs 2 reputation (L1021-L1057)",
        "helpers": "cards you hire (hire 1 helper action): each costs its blueberries, works in a"
        " room of your workshop, produces what its card shows when it produces, and has an"
        " ability: immediate, once per turn or permanent (L655-L712)",
        "room": "a room of your workshop where a helper works (help room-0 ... room-7 for"
        " each): 8 rooms in 2 rows of 4, room 0 the top-left one, where your starting helper"
        " goes at setup (L276-L278); a helper you hire moves into a free room beside one that"
        " holds a helper (L675-L676); the room's symbol advances your blueberry or hazelnut"
        " income 1 space (L661-L664), and two rooms make up to 4 / 6 different helpers of yours"
        " produce (L655-L659); the layout and symbols are assumed, not in the rulebook",
        "workshop": "your player board: the lumber stack, the rooms for your helpers, the pots,"
        " saw, upgrade and glue tiles, the tracks and the attic (L249-L264, L655-L712,"
        " L736-L917, L1071-L1104)",
        "top-left": "the top-left room of your workshop (room 0): at setup you put the helper you"
        " keep there and pay its blueberry cost; you may not start without a helper"
        " (L276-L278)",
        "top-left room": "room 0 of your workshop: at setup you put the helper you keep there and"
        " pay its blueberry cost; you may not start without a helper (L276-L278)",
        "material market": "the offers of the wheel board the buy materials action buys from:"
        " glue discs, saw blade discs and scrap blocks, each for its price in blueberries; 1 or"
        " 2 purchases, 2 of different materials (L615-L626; help offer-glue, offer-scrap,"
        " offer-saw-blade)",
        "offer": "an offer of the material market (help material market): so many glue discs,"
        " saw blade discs or scrap blocks for a price in blueberries (L615-L626)",
        "glue disc": "a material: a glue disc pays for gluing two dice into one with your glue"
        " tile (L962-L976); bought at the material market (L615-L626)",
        "saw blade disc": "a material: each further cut when sawing a die costs one"
        " (L848-L865); bought at the material market (L615-L626)",
        "scrap block": "a material some orders ask for (L615-L626, L978-L993); bought at the"
        " material market",
        "special order": "one of the 2 orders dealt to each seat at setup (L271-L272,"
        " L1106-L1112): fulfilled, it pays its row's reward and then 5 points and 5 blueberries"
        " or a public order claimed (L1114-L1121)",
        "public order": "an order laid out at setup that no seat fulfils: a seat claims it with a"
        " special order's reward, and it scores for each claimant at the game's end"
        " (L1073-L1080, L1114-L1121, L1318-L1321)",
        "blueberries": "the money of the game: dice, helpers and improvements are paid with"
        " blueberries (L154-L155)",
        "lanterns": "lantern tokens: pay 1 to take another tile's action instead (L487-L491),"
        " or 3 for a bonus action (L367-L369)",
        "glue discs": "material: a glue disc pays for gluing two dice into one (L962-L976)",
        "saw blades": "saw blade discs, a material: each further cut when sawing a die costs one"
        " (L848-L865)",
        "scrap": "scrap blocks, a material orders ask for (L615-L626)",
        "reuse": "reuse tokens: spend one to use a saw, upgrade or glue tile once more"
        " (L1007-L1013)",
        "income": "your hazelnut and blueberry income tracks: paid out in each income phase,"
        " hazelnut income as points, blueberry income as blueberries (L1150-L1188)",
        "hazelnut": "the hazelnut income track: each income phase scores its points"
        " (L1150-L1188, L1236-L1312)",
        "reputation": "the reputation track: at the game's end each fulfilled order is worth the"
        " highest VP value reached (L1346-L1349)",
        "marketing": "the marketing track: at the end of your turn you may pay blueberries to"
        " advance one space and score its points (L1197-L1217)",
        "dice": "your lumber stack: the dice you hold; at most 6 at the end of your turn"
        " (L599-L602, L1203-L1208)",
        "green": "a die colour: the cheapest (no surcharge to buy; L572-L576)",
        "yellow": "a die colour: 1 blueberry more to buy than green (L572-L576)",
        "brown": "a die colour: 2 blueberries more to buy than green (L572-L576)",
        "trees": "dice planted in your pots: each grows by 2 pips at the start of your turn; at 6"
        " (or cut earlier) it goes to your lumber stack (L781-L790, L995-L997)",
        "pots": "the pots of your workshop, each a place to plant a tree of its colour (L820-L835)",
        "saw tiles": "your saw tiles: flip a ready one to saw a die into smaller ones (L848-L865)",
        "upgrade tiles": "your upgrade tiles: flip a ready one to raise a die (L867-L888)",
        "glue tile": "your glue tile, once built: glue two dice into one (L962-L976)",
        "fulfilled": "how many orders you have fulfilled (L978-L993)",
        "attic": "the attic of your workshop: tools you take fill its spaces and their links"
        " pay rewards (L1071-L1104)",
    }
)


def face(game: Woodcraft, card: str) -> str:
    return card_words(game, card)


def words(name: str) -> str:
    return name.replace("_", " ")


def action_name(action: str) -> str:
    """``buy_wood`` -> ``Buy wood``: a tile of the saw wheel (L297-L313)."""
    return words(action).capitalize()


QUESTIONS: dict[type, str] = {
    T.KeepOrder: "Setup (L270-L271): keep {left} more of the simple orders dealt to you",
    T.PlaceOrder: "Setup (L272-L274): place an order of your hand into its row",
    T.StartHelper: "Setup (L276-L278): keep one of the helpers dealt (paid, top-left room)",
    T.Main: "Your turn (L350-L353): choose an action tile, act, or end the actions step",
    T.BuyWood: "Buy wood (L561-L580): buy a die of the lumber yard ({bought} bought so far)",
    T.Sell: "Exchange dice (L587-L593): sell a die of your lumber stack, or not",
    T.BuySix: "Exchange dice (L566-L570): buy a die showing 6 from the supply",
    T.BuyMaterials: "Buy materials (L615-L626): buy an offer of the material market",
    T.TakeOrder: "Take orders (L638-L643): take an order of the display ({taken} taken so far)",
    T.Hire: "Hire a helper (L666-L673): hire a helper of the display",
    T.Room: "Workshop (L675-L676): the free room helper {helper} moves into",
    T.ProduceMode: "Produce/plant (L768-L772): A) up to 2 helpers produce, or B) 1 and a tree",
    T.Produce: "Produce (L656-L659): which helper produces ({left} more may)",
    T.Plant: "Plant (L820-L835): plant a die into a pot of its colour ({left} more)",
    T.Improve: "Improve the workshop (L774-L775): place a tile from beside the board",
    T.SawCut: "Saw (L857-L865): cut the next piece off the die (pips left on it: {rest})",
    T.Deliver: "Order {order} (L984-L986): which die pays its requirement {index} of {of}, {need}?",
    T.SpecialReward: "Special order fulfilled (L1114-L1121): its reward, 5 points and 5"
    " blueberries, or claim a public order instead (scored at the game's end)",
    T.PickTool: "Tool (L1246-L1249): which kind of tool do you gain?",
    T.AtticSpace: "Attic (L1095-L1097): the free attic space your tool {tool} goes on",
    T.Market: "End of turn (L1197-L1217): advance on the marketing track, or not",
    T.Discard: "End of turn (L1203-L1208): return a die to the supply until 6 are left",
}


def requirement_words(req: tuple[int, int]) -> str:
    """``a green or brown 2 die`` for a die requirement (colour mask, value; 0: any value)."""
    colours = [c for i, c in enumerate(COLORS) if req[0] >> i & 1]
    colour = "" if len(colours) == len(COLORS) else " or ".join(colours) + " "
    value = f"{req[1]} " if req[1] else ""
    return f"a {colour}{value}die" if colour or value else "a die of any colour and value"


def ask(game: Woodcraft, d: WData, t: Any) -> str:
    fields = {a.name: getattr(t, a.name) for a in type(t).__attrs_attrs__}
    fields["index"] = fields.get("index", 0) + 1
    if isinstance(t, T.Deliver):
        reqs = game.order_reqs[t.order]
        fields["of"], fields["need"] = len(reqs), requirement_words(reqs[t.index])
    return QUESTIONS[type(t)].format(**fields)


MENUS.asks(*QUESTIONS)(ask)
# a secret choice's words (keep_order, L270-L271) print how many orders are still to keep:
# every seat knows it (the rule's count less the ones kept)
MENUS.general(QUESTIONS, ("left", "bought", "taken", "rest", "index", "of"), public=("left",))


def workshop(d: WData, t: Any) -> Any:
    return d.workshops[t.seat]


@MENUS.says(A.Keep)
def say_keep(game: Woodcraft, d: WData, t: Any, a: A.Keep) -> str:
    return f"keep {face(game, a.order)}"


@MENUS.says(A.Place)
def say_place(game: Woodcraft, d: WData, t: Any, a: A.Place) -> str:
    return f"place {face(game, a.order)}"


@MENUS.says(A.Start)
def say_start(game: Woodcraft, d: WData, t: Any, a: A.Start) -> str:
    return f"start with {face(game, a.helper)}"


@MENUS.says(A.Tile)
def say_tile(game: Woodcraft, d: WData, t: Any, a: A.Tile) -> str:
    return f"move the {action_name(a.action)} tile on the action wheel (then act, L376-L402)"


@MENUS.says(A.Perform)
def say_perform(game: Woodcraft, d: WData, t: Any, a: A.Perform) -> str:
    w = workshop(d, t)
    tile = action_name(ACTIONS[w.tile]) if w.tile >= 0 else "the chosen tile's"
    return f"perform {tile} (L479-L481)"


@MENUS.says(A.Berries)
def say_berries(game: Woodcraft, d: WData, t: Any, a: A.Berries) -> str:
    return "take 3 blueberries instead of the tile's action (L483-L485)"


@MENUS.says(A.Lantern)
def say_lantern(game: Woodcraft, d: WData, t: Any, a: A.Lantern) -> str:
    return f"pay 1 lantern to perform {action_name(a.action)} instead (L487-L493)"


@MENUS.says(A.Bonus)
def say_bonus(game: Woodcraft, d: WData, t: Any, a: A.Bonus) -> str:
    return f"pay 3 lanterns for a bonus action: {action_name(a.action)} (L367-L369)"


@MENUS.says(A.End)
def say_end(game: Woodcraft, d: WData, t: Any, a: A.End) -> str:
    return "end the actions step of your turn"


DONE: dict[type, str] = {
    T.BuyWood: "buy no more wood",
    T.Sell: "sell no die",
    T.BuySix: "buy no 6",
    T.BuyMaterials: "buy no more materials",
    T.TakeOrder: "take no more orders",
    T.Hire: "hire no helper",
    T.Produce: "no more helpers produce",
    T.Plant: "plant no more trees",
    T.Improve: "place no tile",
    T.SawCut: "cut no more: the rest stays one die",
    T.Market: "do not advance on the marketing track",
}


@MENUS.says(A.Done)
def say_done(game: Woodcraft, d: WData, t: Any, a: A.Done) -> str:
    return DONE.get(type(t), "no more of this: go on")


@MENUS.says(A.Use)
def say_use(game: Woodcraft, d: WData, t: Any, a: A.Use) -> str:
    return f"use {ability_words(game, a.helper)}"


def price(game: Woodcraft, d: WData, seat: int, colour: str, value: int) -> str:
    """``for 7 blueberries (5 pips + 2 for brown, L572-L576)``: what a die costs the seat, as
    the rule charges it (``die_cost``: a saw tile's or a helper's discount taken off)."""
    c = COLORS.index(colour)
    cost = die_cost(game, d, seat, kind(c, value))
    extra = game.surcharge[c]
    base = value + extra
    why = f"{value} pip{'s' * (value != 1)}" + (f" + {extra} for {colour}" if extra else "")
    if cost != base:
        why += f", {base - cost} off (a discount of your workshop)"
    return f"for {cost} blueberr{'y' if cost == 1 else 'ies'} ({why}, L572-L576)"


@MENUS.says(A.Buy)
def say_buy(game: Woodcraft, d: WData, t: Any, a: A.Buy) -> str:
    cost = price(game, d, t.seat, a.colour, a.value)
    return f"buy the {a.colour} {a.value} of the lumber yard {cost}"


@MENUS.says(A.Sell)
def say_sell(game: Woodcraft, d: WData, t: Any, a: A.Sell) -> str:
    """L587-L593: twice the pips, 1 more for yellow, 2 more for brown."""
    extra = game.surcharge[COLORS.index(a.colour)]
    paid = 2 * a.value + extra
    why = f"2 x {a.value} pip{'s' * (a.value != 1)}" + (
        f" + {extra} for {a.colour}" if extra else ""
    )
    return (
        f"sell your {a.colour} {a.value} from your lumber stack for {paid} blueberries"
        f" ({why}, L587-L593)"
    )


@MENUS.says(A.Six)
def say_six(game: Woodcraft, d: WData, t: Any, a: A.Six) -> str:
    """L566-L570: a 6 from the supply, priced as a die of the lumber yard."""
    return f"buy a {a.colour} 6 from the supply {price(game, d, t.seat, a.colour, 6)}"


@MENUS.says(A.Material)
def say_material(game: Woodcraft, d: WData, t: Any, a: A.Material) -> str:
    offer = next((o for o in game.offers if MATERIALS[o[0]] == a.material), None)
    if offer is None:
        return f"buy {words(a.material)}s"
    return f"buy {offer[1]} {words(a.material)}s for {offer[2]} blueberries"


@MENUS.says(A.Take)
def say_take(game: Woodcraft, d: WData, t: Any, a: A.Take) -> str:
    card = d.order_display[a.slot - 1]
    return f"take {face(game, card)} (display space {a.slot})" if card else f"space {a.slot}"


@MENUS.says(A.Hire)
def say_hire(game: Woodcraft, d: WData, t: Any, a: A.Hire) -> str:
    card = d.helper_display[a.slot - 1]
    return f"hire {face(game, card)} (display space {a.slot})" if card else f"space {a.slot}"


@MENUS.says(A.Room)
def say_room(game: Woodcraft, d: WData, t: Any, a: A.Room) -> str:
    """``HI-07 moves into room 1 (top row, second from the left): it advances your blueberry
    income 1 space (L661-L664)``: where the room lies and what moving in brings."""
    helper = getattr(t, "helper", "the helper")
    gains = room_gains(game.room_income[a.room], game.room_produce[a.room]).removeprefix("; ")
    said = f"{helper} moves into room {a.room} ({room_place(a.room)})"
    return f"{said}: {gains}" if gains else f"{said}: no income symbol, nothing more"


@MENUS.tells("room")
def tell_room(
    game: Woodcraft, d: WData | None, entry: str, seat: int | None
) -> list[tuple[str, str]]:
    """``help room-1``: a room's face says what it does; at a table, who works in it for the
    seat to move, or whether a hired helper may move in now (L675-L676)."""
    room = game.catalog.cards[entry].prop_int("room")
    if d is None or seat is None:
        return []
    rooms = d.workshops[seat].rooms
    if rooms[room]:
        now = f"{seat_name(seat)}'s {card_title(game, rooms[room])} works here"
    elif room == 0:
        now = f"empty in {seat_name(seat)}'s workshop: the starting helper goes here (L276-L278)"
    elif any(rooms[n] for n in game.room_neighbours[room]):
        now = f"empty in {seat_name(seat)}'s workshop; open now (a room beside it holds a helper)"
    else:
        now = f"empty in {seat_name(seat)}'s workshop; not open yet (no room beside it holds one)"
    return [("now", now)]


@MENUS.says(A.Mode)
def say_mode(game: Woodcraft, d: WData, t: Any, a: A.Mode) -> str:
    if a.mode == "produce":
        return "A: up to 2 different helpers produce"
    return "B: 1 helper produces, and a tree is planted"


@MENUS.says(A.Produce)
def say_produce(game: Woodcraft, d: WData, t: Any, a: A.Produce) -> str:
    return f"{card_title(game, a.helper)} produces: {game.describe_card(a.helper)}"


@MENUS.says(A.Plant)
def say_plant(game: Woodcraft, d: WData, t: Any, a: A.Plant) -> str:
    whole = "the whole die" if a.part == a.value else f"{a.part} of its pips"
    return f"plant your {a.colour} {a.value} ({whole}) into the {a.colour} pot"


@MENUS.says(A.Improve)
def say_improve(game: Woodcraft, d: WData, t: Any, a: A.Improve) -> str:
    """``place your next saw tile (space saw-2): Cost: 3 blueberry. Gain 1 hazelnut income.``:
    the tile placed, with what its space costs and gives (L736-L917, L774-L775)."""
    space = next_space(game, d.workshops[t.seat], a.tile)
    said = f"place your next {a.tile} tile on your workshop"
    return f"{said} (space {space.id}): {game.describe_card(space.id)}" if space else said


@MENUS.says(A.Saw)
def say_saw(game: Woodcraft, d: WData, t: Any, a: A.Saw) -> str:
    return f"saw your {a.colour} {a.value} into pieces (a saw tile)"


@MENUS.says(A.Cut)
def say_cut(game: Woodcraft, d: WData, t: Any, a: A.Cut) -> str:
    colour = COLORS[t.color] if isinstance(t, T.SawCut) else ""
    return f"cut off a {colour} {a.piece}".replace("  ", " ")


@MENUS.says(A.Upgrade)
def say_upgrade(game: Woodcraft, d: WData, t: Any, a: A.Upgrade) -> str:
    return (
        f"upgrade tile {a.place} raises your {a.colour} {a.value}"
        f" by {a.steps} to {a.colour} {a.value + a.steps}"
    )


@MENUS.says(A.Glue)
def say_glue(game: Woodcraft, d: WData, t: Any, a: A.Glue) -> str:
    return (
        f"glue your {a.colour} {a.value} and {a.colour2} {a.value2}"
        f" into a {a.result} {a.value + a.value2} (glue tile)"
    )


@MENUS.says(A.Fell)
def say_fell(game: Woodcraft, d: WData, t: Any, a: A.Fell) -> str:
    return f"fell the tree of the {a.colour} pot into your lumber stack"


@MENUS.says(A.Reuse)
def say_reuse(game: Woodcraft, d: WData, t: Any, a: A.Reuse) -> str:
    tile = f"upgrade tile {a.place}" if a.place is not None else f"the {a.tile} tile"
    return f"pay a reuse token: {tile} is usable again"


@MENUS.says(A.Fulfil)
def say_fulfil(game: Woodcraft, d: WData, t: Any, a: A.Fulfil) -> str:
    return f"fulfil {face(game, a.order)}"


@MENUS.says(A.Deliver)
def say_deliver(game: Woodcraft, d: WData, t: Any, a: A.Deliver) -> str:
    return f"give your {a.colour} {a.value}"


@MENUS.says(A.Reward)
def say_reward(game: Woodcraft, d: WData, t: Any, a: A.Reward) -> str:
    """L1114-L1117: the special order's reward, as the rules' parameter holds it."""
    vp, berries = (int(n) for n in game.params["special_reward"])
    if a.choice == "points":
        said = f"take {vp} points and {berries} blueberries"
        return f"{said}, the special order's reward (L1114-L1117)"
    return "claim a public order instead"


@MENUS.says(A.Claim)
def say_claim(game: Woodcraft, d: WData, t: Any, a: A.Claim) -> str:
    """L1119-L1121: a marker on a public order instead of the points and blueberries; it
    scores for each claimant at the game's end (L1318-L1321); claimed, it stays open to the
    other seats until the round ends (L1073-L1080)."""
    vp, berries = (int(n) for n in game.params["special_reward"])
    return (
        f"claim {face(game, a.order)} Instead of {vp} points and {berries} blueberries, your"
        " marker goes on it and it scores for you at the game's end; other seats may still"
        " claim it this round (L1073-L1080, L1119-L1121, L1318-L1321)"
    )


@MENUS.says(A.Tool)
def say_tool(game: Woodcraft, d: WData, t: Any, a: A.Tool) -> str:
    return (
        f"gain a tool: {tool_words(game, a.tool)} (tools of different kinds side by side in"
        " the attic pay the rewards between them, L1087-L1090)"
    )


@MENUS.says(A.Attic)
def say_attic(game: Woodcraft, d: WData, t: Any, a: A.Attic) -> str:
    """The space's row and each reward printed between it and a neighbour: paid now where the
    neighbour holds another kind of tool, later where it is empty (L1087-L1090, L1123-L1147)."""
    attic = d.workshops[t.seat].attic
    space = game.attic_ids.index(a.space)
    row = {"a": "bottom row", "b": "middle row", "c": "top row"}.get(a.space[0], "attic")
    now, later = [], []
    for other, link in game.attic_links[space]:
        said = game.describe_card(link).rstrip(".")
        reward = said[:1].lower() + said[1:]
        there = attic[other]
        if not there:
            later.append(f"{reward} (beside {game.attic_ids[other]}, empty)")
        elif there != t.tool:
            now.append(
                f"{reward} (beside the {tool_words(game, there)} on {game.attic_ids[other]})"
            )
    said = f"attic space {a.space} ({row})"
    if now:
        said += "; brings now: " + "; ".join(now)
    if later:
        said += "; later, with another kind of tool: " + "; ".join(later)
    return said


@MENUS.tells("attic_space")
def tell_attic(
    game: Woodcraft, d: WData | None, entry: str, seat: int | None
) -> list[tuple[str, str]]:
    """``help a0``: an attic space's row, when it opens (L1082-L1085, L1095-L1101), the reward
    printed between it and each neighbour (L1087-L1090) and, for the seat to move, what its
    own attic holds there and beside it (the workshops are public)."""
    space = game.attic_ids.index(entry)
    row = {"a": "bottom row", "b": "middle row", "c": "top row"}.get(entry[0], "attic")
    needs = [game.attic_ids[n] for n in game.attic_needs[space]]
    if not needs:
        opens = f"{row}: free from the start (L1095-L1098)"
    elif len(needs) == 1:
        opens = f"{row}, an end space: opens once {needs[0]} beside it holds a tool (L1082-L1085)"
    else:
        below = " and ".join(needs)
        opens = f"{row}: opens once {below} below it both hold a tool (L1098-L1101)"
    rewards = []
    for other, link in game.attic_links[space]:
        said = game.describe_card(link).rstrip(".")
        assumed = "" if game.catalog.cards[link].source.rulebook else " (assumed)"
        rewards.append(f"{game.attic_ids[other]}: {said[:1].lower()}{said[1:]}{assumed}")
    lines = [
        ("opens", opens),
        (
            "gives",
            "a tool placed here beside another kind of tool (or another kind placed beside it)"
            " pays the reward printed between them (L1087-L1090; the board's rewards not in the"
            " rulebook's text are assumed); beside " + "; ".join(rewards),
        ),
    ]
    if d is not None and seat is not None:
        attic = d.workshops[seat].attic

        def holding(i: int) -> str:
            return tool_words(game, attic[i]) if attic[i] else "empty"

        here = f"{seat_name(seat)}'s attic: {entry} {holding(space)}"
        here += "".join(f", {game.attic_ids[o]} {holding(o)}" for o, _ in game.attic_links[space])
        if not attic[space]:
            ready = all(attic[n] for n in game.attic_needs[space])
            here += "; open now" if ready else "; not open yet"
        lines.append(("now", here))
    return lines


@MENUS.says(A.Market)
def say_market(game: Woodcraft, d: WData, t: Any, a: A.Market) -> str:
    """L1197-L1217: the next space's price and points (``market_step``)."""
    cost, vp = market_step(game, d.workshops[t.seat])
    return (
        f"advance 1 space on the marketing track: pay {cost} blueberr{'y' if cost == 1 else 'ies'}"
        f", score {vp} point{'s' * (vp != 1)} now (L1197-L1217)"
    )


@MENUS.says(A.Discard)
def say_discard(game: Woodcraft, d: WData, t: Any, a: A.Discard) -> str:
    return f"return your {a.colour} {a.value} to the supply"


# --- the words of ``help``: each action word in general -----------------------------------------
MENUS.actions.update(
    {
        "keep": "keep ORDER: at setup, keep this simple order dealt in your hand (L270-L271)",
        "place": "place ORDER: put an order of your hand into the row its symbol names"
        " (L272-L274, L1154-L1155)",
        "start": "start HELPER: at setup, keep this helper, pay it and put it in the top-left"
        " room (L276-L278)",
        "tile": "tile ACTION: choose that action tile of the wheel, move it a quarter on and"
        " take its bonuses (L376-L402)",
        "perform": "perform: do the chosen tile's action (L479-L481)",
        "berries": "berries: take 3 blueberries instead of the tile's action (L483-L485)",
        "lantern": "lantern ACTION: pay 1 lantern to do another tile's action instead (L487-L493)",
        "bonus": "bonus ACTION: pay 3 lanterns for any action, once a turn (L367-L369)",
        "end": "end: your actions step is over (L350-L353)",
        "done": "done: no more of this (another die, cut or purchase)",
        "use": "use HELPER: use that hired helper's once-per-turn ability (L697-L701)",
        "buy": "buy COLOUR N: buy that die of the lumber yard, its value plus the colour's"
        " surcharge in blueberries (L561-L580)",
        "sell": "sell COLOUR N: sell that die of your lumber stack for twice its value plus the"
        " colour's bonus (L587-L593)",
        "six": "six COLOUR: buy a die showing 6 of that colour from the supply (L566-L570)",
        "material": "material M: buy the offer of material M at the material market, so many"
        " discs or blocks for its price in blueberries (L615-L626; help offer-glue ...)",
        "take": "take N: take the order on display space N (1-4) into your hand (L638-L643)",
        "hire": "hire N: hire the helper on display space N (1-4) (L666-L673)",
        "room": "room N: the room of your workshop the hired helper moves into, a free one beside"
        " a room with a helper (L675-L676); its symbol advances your blueberry or hazelnut"
        " income (L661-L664), and two rooms make your helpers produce (L655-L659); help room-N",
        "fulfil": "fulfil ORDER: pay its dice and materials, gain its reward (L978-L993)",
        "deliver": "deliver COLOUR N: give that die to pay a requirement of the order (L984-L986)",
        "reward": "reward points or reward claim: a special order's reward, 5 VP and 5"
        " blueberries or a public order claimed (L1114-L1117)",
        "claim": "claim ORDER: put a marker on that public order (L1119-L1121)",
        "mode": "mode produce or mode plant: up to 2 helpers produce, or 1 produces and you plant"
        " a tree (L768-L772)",
        "produce": "produce HELPER: that helper produces what its card shows (L656-L659)",
        "plant": "plant COLOUR N K: plant K pips of that die into the pot of its colour"
        " (L820-L835)",
        "improve": "improve TILE: place the next tile of that kind on your workshop (L774-L775)",
        "saw": "saw COLOUR N: saw that die into pieces with a ready saw tile (L850-L855)",
        "cut": "cut N: the next piece cut off the die being sawn (L857-L865)",
        "upgrade": "upgrade K COLOUR N S: upgrade tile K raises that die by S (L867-L888)",
        "glue": "glue ...: glue two dice into one with your glue tile (L962-L976)",
        "fell": "fell COLOUR: cut the tree of that pot into your lumber stack (L995-L997)",
        "reuse": "reuse TILE: spend a reuse token to turn a used tile back (L1007-L1013)",
        "tool": "tool T: the kind of tool gained (L1246-L1249)",
        "attic": "attic SPACE: the attic space the tool goes on (L1095-L1097)",
        "market": "market: advance one space on your marketing track, paying its blueberries"
        " for its points (L1197-L1217)",
        "discard": "discard COLOUR N: return that die to the supply until 6 are left (L1203-L1208)",
    }
)

# the final scoring's categories (woodcraft.de.txt L1315-L1360), as the score sheet says them
MENUS.scores.update(
    {
        "1_score_track": "points on the score track",
        "2_public_orders": "public orders claimed",
        "3_leftovers": "leftovers: dice, blueberries, scrap blocks, per 10",
        "4_orders": "fulfilled orders times the reputation value",
        "tiebreak_later_in_turn_order": "tie-break: later in turn order",
    }
)


# the rewards of a reputation track tile by player count (L1269-L1291, solo L1477-L1482)
REPUTATION_RANKS: dict[int, tuple[tuple[str, str], ...]] = {
    1: (("24", "middle"),),
    2: (("24", "middle"),),
    3: (("3", "top"), ("3", "bottom")),
    4: (("24", "top"), ("24", "middle"), ("24", "bottom")),
}
ORDINALS = ("the first", "the second", "the third")


def reputation_rewards(game: Woodcraft, tile: str, players: int) -> str:
    """What the seats reaching ``tile`` get at ``players``, in the order they arrive."""
    said = []
    for n, (side, rank) in enumerate(REPUTATION_RANKS[players]):
        text = game.describe_card(game.rep_reward[(tile, side, rank)]).rstrip(".")
        said.append(f"{ORDINALS[n]}: {text[:1].lower()}{text[1:]}")
    return "; ".join(said) + ("; a later seat: nothing" if players > 1 else "")


@MENUS.tells("reputation_tile")
def tell_reputation(
    game: Woodcraft, d: WData | None, entry: str, seat: int | None
) -> list[tuple[str, str]]:
    """``help R3``: a reputation track tile's rewards (assumed: not in the seed) to the seats
    reaching its space, by arrival (L1269-L1291; seats arriving in the same round share a
    rank, digest A12; solo the 2-player reward unless the neutral marker got there first,
    L1477-L1482) and, at a table, its space on the track and who reached it."""
    rewards = [(f"{n} players", reputation_rewards(game, entry, n)) for n in (2, 3, 4)]
    solo = reputation_rewards(game, entry, 1).removeprefix("the first: ")
    rewards.append(("solo", f"{solo}, unless the neutral marker got there first (L1477-L1482)"))
    now = None
    if d is not None and entry not in d.rep_tiles:
        now = "not in this game (in the box)"
    elif d is not None:
        i = d.rep_tiles.index(entry)
        space = game.params["reputation_tile_spaces"][i]
        reached = [seat_name(p) for p, r in enumerate(d.rep_arrivals[i]) if r]
        now = f"on space {space} of the reputation track; reached by "
        now += ", ".join(reached) if reached else "nobody yet"
    return told(
        "lies on a space of the reputation track; each seat whose marker reaches that space"
        " gets a reward by the order of arrival, seats arriving in the same round alike"
        " (L1269-L1291; the rewards are assumed, not in the rulebook)",
        *rewards,
        now=now,
    )


@MENUS.tells("tool")
def tell_tool(
    game: Woodcraft, d: WData | None, entry: str, seat: int | None
) -> list[tuple[str, str]]:
    """``help tool-04``: what a tool of a kind does (L1071-L1104: a tool gained goes at once
    onto an open space of the attic; beside a tool of another kind it pays the reward printed
    between them, L1087-L1090, none beside its own kind, L1146-L1147; it cuts no die,
    L1550-L1551) and, at a table, how many are left and where the seat to move has them."""
    name = tool_words(game, entry)
    now = None
    if d is not None:
        kind = game.tools.index(entry)
        now = f"{d.tools_left[kind]} left in the supply"
        if seat is not None:
            spaces = [
                game.attic_ids[i] for i, t in enumerate(d.workshops[seat].attic) if t == entry
            ]
            now += f"; {seat_name(seat)}'s attic: " + (", ".join(spaces) if spaces else "none")
    return told(
        f"{name}: one of the 11 tool kinds (5 tiles each); a tool gained goes at once onto an"
        " open space of your attic (L1095-L1097); beside a tool of another kind it pays the"
        " reward printed between the two spaces (L1087-L1090), beside its own kind nothing"
        " (L1146-L1147); it cuts no die (L1550-L1551)",
        now=now,
    )


@MENUS.tells("solo_card")
def tell_solo(
    game: Woodcraft, d: WData | None, entry: str, seat: int | None
) -> list[tuple[str, str]]:
    """``help SOLO-03``: what a solo card does when drawn after the solo player's turn
    (L1402-L1411, L1419-L1475; which tiles and effects each card shows is assumed)."""
    spec = game.solo_specs[entry]
    if spec.farthest:
        moves = "moves the action tile lying farthest back on the action wheel (digest A21)"
    else:
        tiles = [f"the {ACTIONS[a].replace('_', ' ').capitalize()} tile" for a in spec.tiles]
        moves = "moves " + ", then ".join(tiles) + " on the action wheel"
    moves += ", as another player would but without bonuses (L1419-L1475)"
    then = []
    for take in spec.takes:
        shown = "helper" if take.helpers else "order"
        then.append(f"removes the {shown} of display space {take.slot} (the space is refilled)")
    if spec.reroll:
        spaces = ", ".join(map(str, spec.reroll))
        then.append(f"rerolls the dice of lumber yard spaces {spaces}")
    if spec.neutral:
        then.append(f"advances the neutral reputation marker {spec.neutral} space(s)")
    said = "drawn after your turn in a solo game (L1402-L1411): " + moves
    if then:
        said += "; then " + "; ".join(then)
    said += "; a card that moved no tile is followed by another (L1465-L1475)"
    return told(said + " (the cards' contents are assumed, not in the rulebook)")
