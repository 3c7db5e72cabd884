"""Nusfjord's menus: each decision's question and what each action does, in words
(``boardrules.menus``). They read only the public table and the deciding seat's own harbor and
hand: what its observation shows. Rulebook lines: shared/seeds/nusfjord.de.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardrules.menus import Menus, card_title, card_words, seat_name

from . import actions as A
from . import tasks as T
from .ships import SALE
from .state import SHIPS, NData

if TYPE_CHECKING:
    from .game import Nusfjord

MENUS = Menus()

# the words of the table as the text view shows them (``help WORD``); rulebook lines of
# shared/seeds/nusfjord.de.md
MENUS.glossary.update(
    {
        "round": "the game lasts 7 rounds, each of three phases: fishing, work, homecoming"
        " (L279-L287)",
        "catch": "your catch: the smallest number still visible on your fishing track, the fish"
        " you take each fishing phase (L295-L299)",
        "catch-priced": "a building whose cost is your catch (the card's '? = Fangmenge',"
        " L983-L985): it costs as many fish as your catch is now, the smallest number still"
        " visible on your fishing track (L295-L299), so it grows dearer as you build ships"
        " (help catch-priced hall: X-A16)",
        "track": "your fishing track: ships are laid on it from the left; the smallest number"
        " left visible is your catch (L295-L299, L549-L564)",
        "sloop": "a ship: 2 wood and 2 fish, 2 track spaces wide (L549-L564)",
        "cutter": "a ship: 6 wood and 1 gold, 3 track spaces wide (L549-L564)",
        "schooner": "a ship: 8 wood and 8 fish, or 4 gold; 4 track spaces wide (L549-L564)",
        "ships": "the ships left to build with the build a ship action (L549-L564)",
        "workers": "each seat places its workers one at a time in the work phase, on an action"
        " space or its own elder, and acts at once (L351-L378)",
        "banquet table": "the plates of fish: serving fish fills the lowest empty plates (1 gold a"
        " plate); using an elder takes the fish of the highest filled plate (L438-L450,"
        " L589-L604)",
        "elder council": "your elders: each fishing phase puts 1 fish on each; 3 fish on one pay 1"
        " to you and 2 to the supply; a worker on one uses it (L305-L315, L566-L611)",
        "elder stacks": "the elders on offer: the top one of each stack may be taken with the take"
        " an elder action (L231-L241, L566-L583)",
        "display A": "the A buildings on offer: often few points but useful (L456-L478)",
        "display B": "the B buildings on offer: dearer and worth more (L456-L478)",
        "display C": "the C buildings: handed out in round 4, each its holder's alone until round"
        " 6, then open to all (L462-L464)",
        "harbor": "your harbor board: building spaces, forest strips on double spaces and your"
        " fishing track (L255-L277, L997-L1007)",
        "forest": "forest strips on double spaces of your harbor: felled or thinned for wood; a"
        " forested space takes no building (L506-L547, L997-L1007)",
        "space": "a building space of your harbor, free when neither a building nor a forest"
        " strip lies on it (L997-L1007)",
        "reserves": "your reserves space: the fishing phase fills it with fish up to 8; liquidate"
        " reserves moves all of it to your supply (L329-L335, L424-L436)",
        "shares": "share tokens: each seat has 5 of its colour, 2 realized and 3 unrealized at the"
        " start; a realized one scores +1 for its holder and earns it fish from its issuer"
        " (L317-L343, L480-L504)",
        "shares held": "the realized share tokens a seat holds, by colour: +1 point each at the end"
        " (L649-L655)",
        "unrealized": "share tokens not realized yet: -1 point each at the end (L480-L491,"
        " L649-L655)",
        "newly realized shares": "the shares just realized, on the action board: buy shares takes"
        " all of them (L480-L504)",
        "start ship": "the start player marker: its holder places the first worker of each pass"
        " (L357)",
    }
)


def face(game: Nusfjord, card: str) -> str:
    return card_words(game, card)


def space_words(game: Nusfjord, space: str) -> str:
    """An action space by what it does (the rules' topic: ``+1 gold (L416-L422): ...``)."""
    topics = game.rules.topics
    if space == "build2" and "build" in topics:  # the second build space does what build does
        return f"{topics['build']} (The second build space with 2 players, L472.)"
    return topics.get(space, space.replace("_", " "))


QUESTIONS: dict[type, str] = {
    T.Turn: "Work phase (L357-L370): place a worker on an action space or an elder, or skip",
    T.FeedElder: "Fishing (L347): the catch runs short: which elder gets the next fish?",
    T.FeedHolder: "Fishing (L347): the catch runs short: whose share of yours is served?",
    T.Serve: "Serve fish (L438-L450): fill the next plate, or stop ({served} filled)",
    T.PickBuilding: "Build (L456-L478): which building do you build?",
    T.PickSpace: "Build (L458): the free building space of your harbor for {card}",
    T.PickShip: "Build a ship (L549-L558): which ship?",
    T.PaySchooner: "Schooner (L557): pay 8 wood and 8 fish, or 4 gold",
    T.RemoveStrip: "Forest (L514): which forest strip do you remove ({need} must, {left} may)?",
    T.Afforest: "Afforest (L539): the free double space that gets {strips} forest strip(s)",
    T.TakeElder: "Elder (L568): the stack whose top elder you take",
    T.UseNow: "Elder {elder} (L572, L578): use it at once?",
    T.ElderAction: "An elder (L774-L928): which action do you perform?",
    T.SwapShip: "Elder E06, harbor master (L866-L870): which ship do you swap for the next larger?",
    T.SellShip: "Elder E18, shipowner (L900-L904): which ship do you sell?",
    T.TakeRaft: "Elder L3, castaway (L896): take a raft onto your fishing track?",
    T.DrawBuilding: "Elder E13*, architect (L784): draw an A or a B building into the display?",
    T.RemoveBuilding: "Elder E14*, investor (L882): which of your buildings leaves the game?",
    T.GuestDiscount: "Guests (L738-L742): return guests for part of the price, or pay the rest",
    T.Anytime: "Any time (L947): use an anytime effect, or be done",
}


def ask(game: Nusfjord, d: NData, t: Any) -> str:
    fields = {a.name: getattr(t, a.name) for a in type(t).__attrs_attrs__}
    text = QUESTIONS[type(t)].format(**fields)
    if isinstance(t, T.UseNow):
        text += f" ({game.describe_card(t.elder)})"
    if isinstance(t, T.PickBuilding):
        text += not_buildable(game, d, t.seat)
    return text


def named(game: Nusfjord, card: str) -> str:
    """``X-A17 pier``: a building's id and English name."""
    name = game.catalog.cards[card].name.get("en")
    return f"{card} {name}" if name else card


def goods(need: dict[str, int]) -> str:
    return ", ".join(f"{n} {res}" for res, n in need.items() if n) or "nothing"


def not_buildable(game: Nusfjord, d: NData, seat: int) -> str:
    """The buildings offered to ``seat`` (the display; from round 4 its C hand, L458) that it
    cannot build now, each with why: its cost (less the seat's discounts) against the goods the
    seat has (L473), or no free building space (L999); before round 4, that the hand waits. Not
    options: the menu lists only what can be built."""
    c = game.construction
    h = d.harbors[seat]
    can = set(c.buildable(d, seat))
    free = game.harbor.has_free_space(h)
    have = {"wood": h.wood, "fish": h.fish, "gold": h.gold}
    out = []
    for card in c.offered(d, seat):
        if card in can:
            continue
        if not free and card not in game.off_space:
            out.append(f"{named(game, card)}: no free building space (L999)")
            continue
        need = c.building_need(d, seat, card)
        short = {res: n - have[res] for res, n in need.items() if n > have[res]}
        why = f"costs {goods(need)}" + (f" ({goods(short)} short)" if short else "")
        if h.guests:
            why += " (guests may pay part of it, L738-L742)"
        out.append(f"{named(game, card)} {why}")
    text = ""
    if out:
        text = f" Not buildable now (you have {goods(have)}): " + "; ".join(out) + "."
    if d.round < 4 and h.hand:  # L458: the C buildings in hand from round 4 on
        text += f" Your {len(h.hand)} C building(s) in hand may be built from round 4 (L458)."
    return text


MENUS.asks(*QUESTIONS)(ask)
MENUS.general(QUESTIONS, ("served", "need", "left", "strips"))


@MENUS.says(A.PlaceWorker)
def say_place(game: Nusfjord, d: NData, t: Any, a: A.PlaceWorker) -> str:
    return f"action space {space_words(game, a.space)}"


@MENUS.says(A.Imitate)
def say_imitate(game: Nusfjord, d: NData, t: Any, a: A.Imitate) -> str:
    return f"imitation space, copying the full space {space_words(game, a.space)}"


@MENUS.says(A.WorkElder)
def say_elder(game: Nusfjord, d: NData, t: Any, a: A.WorkElder) -> str:
    return f"a worker onto your {face(game, a.elder)}"


@MENUS.says(A.Skip)
def say_skip(game: Nusfjord, d: NData, t: Any, a: A.Skip) -> str:
    return "place no worker this turn (L368)"


@MENUS.says(A.Feed)
def say_feed(game: Nusfjord, d: NData, t: Any, a: A.Feed) -> str:
    return f"the next fish feeds your {card_title(game, a.elder)}"


@MENUS.says(A.Holder)
def say_holder(game: Nusfjord, d: NData, t: Any, a: A.Holder) -> str:
    return f"the next fish pays {seat_name(a.seat)} for its share of your company"


@MENUS.says(A.FillPlate)
def say_plate(game: Nusfjord, d: NData, t: Any, a: A.FillPlate) -> str:
    if a.guest:
        return "a guest of yours fills the next plate"
    return "fill the next plate of the banquet table with fish (1 gold)"


@MENUS.says(A.GuestPays)
def say_guest(game: Nusfjord, d: NData, t: Any, a: A.GuestPays) -> str:
    amount = "2 wood" if a.resource == "wood" else "3 fish"
    return f"return a guest: {amount} off the price"


@MENUS.says(A.Paid)
def say_paid(game: Nusfjord, d: NData, t: Any, a: A.Paid) -> str:
    return "return no more guests: pay the rest from your supply"


@MENUS.says(A.BoardGuest)
def say_board(game: Nusfjord, d: NData, t: Any, a: A.BoardGuest) -> str:
    seat = getattr(t, "seat", None)
    track = d.harbors[seat].track if isinstance(seat, int) else []
    ship = f"your {track[a.ship]}" if a.ship < len(track) else "the ship"
    # the notation counts the track from 0, as these words do
    return f"a guest boards {ship} at place {a.ship} of your fishing track (from 0, at the left)"


@MENUS.says(A.Build)
def say_build(game: Nusfjord, d: NData, t: Any, a: A.Build) -> str:
    return f"build {face(game, a.card)}"


@MENUS.says(A.BuildOn)
def say_on(game: Nusfjord, d: NData, t: Any, a: A.BuildOn) -> str:
    double = game.harbor.double_of.get(a.space, -1)
    part = f", part of the {double_words(game, double)}" if double >= 0 else ""
    return f"building space {a.space} of your harbor (L458{part})"


@MENUS.says(A.Remove)
def say_remove(game: Nusfjord, d: NData, t: Any, a: A.Remove) -> str:
    return f"take your {card_title(game, a.card)} out of the game"


@MENUS.says(A.DrawInto)
def say_draw(game: Nusfjord, d: NData, t: Any, a: A.DrawInto) -> str:
    return f"draw a building of pile {a.letter} into the display"


def goods_words(cost: dict[str, int]) -> str:
    """``8 wood and 8 fish``: a payment way in the game's goods."""
    said = [f"{n} {good}" for good, n in cost.items() if n]
    return " and ".join(said) if said else "nothing"


@MENUS.says(A.BuildShip)
def say_ship(game: Nusfjord, d: NData, t: Any, a: A.BuildShip) -> str:
    """``build a schooner onto your fishing track: pay 8 wood and 8 fish or 4 gold; 4 spaces
    wide, 4 VP; your catch becomes 6 (L549-L564)``: its price (the Ingenieur's discount taken
    off, L874), width and points (L558, L635) and the catch it leaves (L299)."""
    fleet = game.fleet
    ways = fleet.ways(a.ship, int(getattr(t, "wood_discount", 0)))
    catch = fleet.catch_on((*d.harbors[t.seat].track, a.ship))
    vp = fleet.vp[a.ship]
    return (
        f"build a {a.ship} onto your fishing track: pay"
        f" {' or '.join(goods_words(w) for w in ways)}; {fleet.width[a.ship]} spaces wide,"
        f" {vp} VP at the end; your catch becomes {catch} (L549-L564)"
    )


@MENUS.says(A.Pay)
def say_pay(game: Nusfjord, d: NData, t: Any, a: A.Pay) -> str:
    return "pay 8 wood and 8 fish" if a.way == "goods" else "pay 4 gold"


@MENUS.says(A.Swap)
def say_swap(game: Nusfjord, d: NData, t: Any, a: A.Swap) -> str:
    """L868: a sloop for a cutter, a cutter for a schooner, unpaid; not a build-ship action."""
    bigger = SHIPS[SHIPS.index(a.ship) + 1]
    return (
        f"exchange your {a.ship} for a {bigger} of the storage board, without paying (not a"
        " build-ship action); your ships move left, the new one goes at the right (L868)"
    )


@MENUS.says(A.Sell)
def say_sell(game: Nusfjord, d: NData, t: Any, a: A.Sell) -> str:
    """L902: a sloop for 2 gold, a cutter for 4, a schooner for 7."""
    return f"sell your {a.ship} for {SALE[a.ship]} gold; it goes back to the storage board (L902)"


def double_words(game: Nusfjord, k: int) -> str:
    """``double space 3-4``: by its two building spaces, as the harbor's text view names it
    (``forest on spaces 3-4``); the notation's index K (``strip 1``) is its place in order."""
    spaces = game.harbor.doubles[k]
    return f"double space {spaces[0]}-{spaces[1]}"


@MENUS.says(A.Strip)
def say_strip(game: Nusfjord, d: NData, t: Any, a: A.Strip) -> str:
    return f"remove a forest strip from {double_words(game, a.double)}"


@MENUS.says(A.Forest)
def say_forest(game: Nusfjord, d: NData, t: Any, a: A.Forest) -> str:
    return f"forest strips onto {double_words(game, a.double)}"


@MENUS.says(A.Take)
def say_take(game: Nusfjord, d: NData, t: Any, a: A.Take) -> str:
    pile = d.forgotten if a.stack == "forgotten" else d.stacks[int(a.stack) - 1]
    where = "the promo pile (L940)" if a.stack == "forgotten" else f"stack {a.stack}"
    if not pile:
        return f"the top elder of {where}"
    return f"the top elder of {where}: {face(game, pile[-1])}"


@MENUS.says(A.Do)
def say_do(game: Nusfjord, d: NData, t: Any, a: A.Do) -> str:
    return f"perform {space_words(game, a.action)}"


@MENUS.says(A.Stop)
def say_stop(game: Nusfjord, d: NData, t: Any, a: A.Stop) -> str:
    if isinstance(t, T.Serve):
        return "fill no more plates"
    if isinstance(t, T.RemoveStrip):
        return "remove no more strips"
    return "no more: stop here"


@MENUS.says(A.Decline)
def say_decline(game: Nusfjord, d: NData, t: Any, a: A.Decline) -> str:
    """At an elder's optional action, which action it leaves (L774-L928)."""
    if isinstance(t, T.ElderAction) and t.of:
        left = " or ".join(space_words(game, x).split(" (", 1)[0] for x in t.of)
        return f"perform no action: not {left} (the elder's action is optional)"
    return "do not take this optional action"


@MENUS.says(A.Use)
def say_use(game: Nusfjord, d: NData, t: Any, a: A.Use) -> str:
    return f"use {face(game, a.card)}"


@MENUS.says(A.Done)
def say_done(game: Nusfjord, d: NData, t: Any, a: A.Done) -> str:
    return "use no more anytime effects now"


@MENUS.says("yes", at=T.UseNow)
def say_use_now(game: Nusfjord, d: NData, t: T.UseNow, a: Any) -> str:
    return f"yes: use {card_title(game, t.elder)} now"


@MENUS.says("no", at=T.UseNow)
def say_not_now(game: Nusfjord, d: NData, t: T.UseNow, a: Any) -> str:
    return f"no: keep {card_title(game, t.elder)} for later"


@MENUS.says("yes", at=T.TakeRaft)
def say_raft(game: Nusfjord, d: NData, t: Any, a: Any) -> str:
    return "yes: a raft onto your fishing track (Schiffbrüchiger)"


@MENUS.says("no", at=T.TakeRaft)
def say_no_raft(game: Nusfjord, d: NData, t: Any, a: Any) -> str:
    return "no raft (Schiffbrüchiger)"


# --- the words of ``help``: each action word in general -----------------------------------------
MENUS.actions.update(
    {
        "place": "place SPACE: a worker onto that action space; its action happens at once (L357)",
        "imitate": "imitate SPACE: a worker onto an imitation space, copying a full space"
        " (L613-L629)",
        "elder": "elder E: a worker onto your own elder E, whose function runs (L585-L600)",
        "skip": "skip: place no worker this turn (L368)",
        "feed": "feed E: the next fish of a short catch onto that elder (L347)",
        "holder": "holder S: a fish for your share that seat S holds (L347)",
        "plate": "plate: fill the next plate of the banquet table with fish; plate guest: a"
        " guest fills it (L438-L450, L746)",
        "guest": "guest wood or guest fish: a guest goes back for 2 wood or 3 fish of a price"
        " (L738)",
        "paid": "paid: no more guests, the rest is paid from your supply (L738)",
        "board": "board K: a guest boards the ship at place K of your fishing track, from 0 at"
        " the left (L758)",
        "build": "build BUILDING: build that building, paying its cost (L456-L478)",
        "on": "on K: the free building space K of your harbor it goes on (L458)",
        "remove": "remove BUILDING: take your building out of the game (L882)",
        "draw": "draw A or draw B: a building of that pile into the display (L784)",
        "ship": "ship KIND: build a sloop, cutter or schooner onto your fishing track (L549-L564)",
        "pay": "pay goods (8 wood and 8 fish) or pay gold (4 gold) for a schooner (L557)",
        "swap": "swap SHIP: exchange that ship for the next larger one (L866-L870)",
        "sell": "sell SHIP: that ship back for gold (L900-L904)",
        "strip": "strip K: remove a forest strip from double space K of your harbor (L514)",
        "forest": "forest K: forest strips onto double space K of your harbor (L539)",
        "take": "take N: the top elder of stack N (1-6); take forgotten: the top of the promo"
        " pile (L568, L940)",
        "do": "do ACTION: the action an elder lets you take (L774-L928)",
        "stop": "stop: no more plates or strips",
        "decline": "decline: do not take the optional action",
        "use": "use BUILDING: that building's anytime effect (L947)",
        "done": "done: no more anytime effects now (L947)",
    }
)

# the final scoring (L631-L659), as the score sheet says them
MENUS.scores.update(
    {
        "buildings": "buildings: printed points and * conditions",
        "ships": "ships: printed points",
        "shares": "realized shares held, +1 each",
        "gold": "gold, +1 each",
        "free_spaces": "free building spaces, -1 each",
        "unrealized_shares": "unrealized shares held, -1 each",
        "guests": "guests: +1/2 in the supply, +1 on a ship",
    }
)
