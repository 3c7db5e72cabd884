"""Hallertau's menus: each decision's question and what each action does, in words
(``boardrules.menus``). They read only the public board and the deciding seat's own village and
hand: what its observation shows. Rulebook lines: shared/seeds/hallertau.de.md; the action
spaces' words follow the digest's table (shared/rules/hallertau.md, section 6, L884-L1004).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from boardrules.menus import Menus, card_title, card_words, effect_source, seat_name, told

from . import actions as A
from . import tasks as T
from .board import next_row
from .cardplay import playable_ids
from .state import CRAFTS, GOODS, PHASES, HData
from .svg import quarter_words

if TYPE_CHECKING:
    from .game import Hallertau

MENUS = Menus()

# what each action space does (L884-L1004); every part is optional
SPACES: dict[str, str] = {
    "starter_card": "draw 1 starter card and take the start player marker (L890-L894)",
    "sheep_breeding": "pay 2 milk for 1 sheep, or 4 milk for 2 sheep (L904-L908)",
    "butcher": "pay 1 sheep for 4 meat and 2 hides (L910-L912)",
    "sheep_shearer": "1 wool per sheep you have, and a life extension for 1 sheep (L914-L918)",
    "nursery": "3 clay, or 3 crops of your choice (L920-L924)",
    "court_card": "draw 1 court card and take the start player marker (L898-L902)",
    "clay_pit": "clay equal to the round number (L926-L930)",
    "weekend_work": "1 milk or 1 wool, and sow up to 2 fields (L932-L934)",
    "farming": "a field in row 5, or sow up to 4 fields (L936-L940)",
    "land_reclamation": "a field in row 2 and 1 clay (L942-L946)",
    "bonus_card": "draw 1 bonus card and take the start player marker (L950-L954)",
    "small_business": "2 crops, 1 milk or 1 wool, and a life extension for 1 sheep (L956-L958)",
    "sowing": "sow up to 3 fields (L960-L964)",
    "weekly_market": "1 sheep and 1 meat (L966-L968)",
    "land_sale": "give up 1 field for 1 jewelry and 3 clay (L970-L974)",
    "point_card": "draw 1 point card and take the start player marker (L978-L982)",
    "fertilizing": "move up to 2 empty fields to row 5, then sow 1 field (L984-L986)",
    "tool_shed": "4 clay, or a field in row 4 (L988-L992)",
    "town_hall": "move 1 craft one space left for 2 jewelry (L994-L998)",
    "sheep_market": "1 sheep and 1 hide (L1000-L1004)",
}


MENUS.glossary.update({space: f"action space: {words}" for space, words in SPACES.items()})

# the phases of a round (L327-L339), as the text view and the card windows name them
PHASE_WORDS: dict[str, str] = {
    "quarters": "workers come off the action spaces of the quarters drawn (L341-L354)",
    "new_workers": "each seat slides the court card of the round off its stable board (sheep on"
    " it die) and puts as many workers from the general supply on it as its window shows"
    " (L356-L375)",
    "income": "the played bonus cards pay their income; none in round 1 (L377-L387)",
    "actions": "in turn, each seat places workers on an action space or trades them for tools"
    " (L389-L483)",
    "new_card": "each seat takes the court card that held its workers into its hand (L485-L487)",
    "fallow": "every empty field moves up a row, then one of them once more (L489-L502)",
    "harvest": "each planted field yields as many goods as its row number and moves down a row"
    " (L504-L517)",
    "milking": "1 milk for each sheep (L519-L523)",
    "progress": "each seat advances its crafts, paying goods or jewelry per step (L527-L619)",
    "boulders": "the boulders go back beside their crafts; not in round 6 (L621-L633)",
}
MENUS.glossary.update(
    {
        phase: f"phase {i} of a round: {said}"
        for i, (phase, said) in enumerate(PHASE_WORDS.items(), 1)
    }
)
MENUS.glossary.update(
    {
        "round": "the game lasts 6 rounds of 10 phases each (L327-L339)",
        "phase": "a round's phases: " + ", ".join(PHASE_WORDS) + " (L327-L339)",
        "column": "a column of your house board: the community center and each craft stand in"
        " one; a craft advances a column when its step is paid (L555-L561, L587-L597)",
        "row": "a field's row (2-5): each harvest of a field yields as many goods as its row"
        " (L255-L269, L504-L517); on the action board, row r of a space holds r workers"
        " (L399-L413)",
        "window": "the number in the window of your community center: the workers you take each"
        " round, 6 at the start and up to 12 as your crafts advance (L555-L561)",
        "house": "your house board: how far the community center has moved right with your"
        " crafts; each move opens the window one more (L555-L561, L587-L633)",
        "tools": "tools, shown as unused/all: each pushes a boulder one space right so a craft"
        " can advance; traded for workers in the actions phase (L469-L475, L587-L607)",
        "jewelry": "jewelry, at most 10: pays any step of a craft (L303-L309, L613)",
        "sheep": "your sheep by place: the court cards of rounds 1-6 and the stable; sheep on the"
        " court card of a round die in its phase 2 (L287-L301, L356-L375)",
        "goods": "your goods: crops (flax, barley, hops, rye), animal products (hide, meat, milk,"
        " wool) and clay (L251-L325)",
        "fields": "your fields by row (2-5) with what is planted on them; at most 8 (L255-L269)",
        **{
            crop: "a crop: sown on an empty field, each harvest yields as many as the field's row"
            " (L433-L439, L504-L517); goods pay the steps of the crafts (L533-L549)"
            for crop in ("flax", "barley", "hops", "rye")
        },
        **{
            good: "an animal product, a good that pays the steps of the crafts (L251-L325,"
            " L533-L549)"
            for good in ("hide", "meat", "milk", "wool")
        },
        "clay": "a good, neither crop nor animal product: pays craft steps and cards (L251-L325)",
        "rows": "the rows of an action space: 1, 2 and 3 workers; a worker placed fills the next"
        " row (L393-L475)",
        "hand": "your hand cards: play one at any time its phase bar allows (L659-L663, L709-L717)",
        "played": "the cards a seat has played, face up to the game's end (L661)",
        "court card": "a face-down court card on each round space of the stable board: it holds"
        " the round's workers and its sheep, then goes into your hand (L356-L375, L485-L487)",
        "neutral workers": "the workers are of no seat: each round every seat takes them from the"
        " general supply (L371); removed ones go back",
        "action board": "the 20 action spaces in 4 quarters (L205-L209, L393-L416)",
        **{
            craft: "a craft of your house board (its column after @): advance it to the right,"
            " step by step, paying goods or jewelry; the community center follows the leftmost"
            " craft (L527-L619)"
            for craft in CRAFTS
        },
    }
)


def face(game: Hallertau, card: str) -> str:
    return card_words(game, card)


def space_name(game: Hallertau, space: str) -> str:
    card = game.catalog.cards.get(space)
    name = card.name.get("en") if card is not None else None
    return str(name or space.replace("_", " "))


def space_words(game: Hallertau, space: str) -> str:
    return f"{space_name(game, space)}: {SPACES.get(space, game.describe_card(space))}"


def goods(of: tuple[int, ...]) -> str:
    return ", ".join(GOODS[g] for g in of)


def field(row: int, content: str) -> str:
    if content == "empty":
        return f"the empty field in row {row}"
    if content.endswith("2"):
        return f"the field in row {row} holding 2 {content[:-1]}"
    return f"the field in row {row} holding {content}"


def craft(name: str) -> str:
    return name.replace("_", " ")


QUESTIONS: dict[type, str] = {
    T.Turn: "Actions (L393-L475): place workers on an action space, or trade them for tools",
    T.GainOffer: "Gain (L421-L431): take one of the gains offered, or skip",
    T.Crop: "Crops: take one crop of your choice ({left} more)",
    T.Sow: "Sowing (L433-L441): sow a good on an empty field ({left} more at most)",
    T.Farming: "Farming (L936-L940): a field in row 5, or up to 4 sowings",
    T.Fertilize: "Fertilizing (L984-L986): move an empty field to row 5 ({left} at most)",
    T.Breed: "Sheep breeding (L904-L908): 2 milk for 1 sheep, or 4 milk for 2",
    T.PaySheep: "Give up 1 sheep (L301)",
    T.Extend: "Life extension (L453-L455): move 1 sheep to the next court card",
    T.Sell: "Land sale (L970-L974): give up a field for 1 jewelry and 3 clay",
    T.TownHall: "Town hall (L994-L998): move a craft one space left for 2 jewelry",
    T.Fallow: "Fallow (L489-L502): the empty field that moves up once more",
    T.Progress: "Progress (L527-L553): advance a craft one step, or stop",
    T.Pay: "Progress of the {craft_name} (L533, L613): pay the next good of the step",
    T.Respond: "Hand cards (L659-L663): play a card now ({window}), or pass",
    T.PayField: "A card's cost (L683-L689): give up a field ({left} in all)",
    T.PayType: "A card's cost: pay {n} goods of one type ({left} type(s) in all)",
    T.PayCard: "A card's cost: remove a hand card from the game",
    T.Unplant: "A card's effect (516): a good planted on a field goes back to the supply",
    T.PayDown: "A card's effect (728): give up goods until {n} are left",
    T.SheepBack: "A card's effect (A16): move a sheep back to the previous court card",
    T.Pick: "A card's effect: pick a good ({left} more)",
    T.HarvestNow: "A card's effect: harvest a planted field now ({left} at most)",
    T.SowTwo: "A card's effect (627): sow 1 or 2 crops of one type on a field",
    T.FieldsTogether: "A card's effect (607): fields in all of the rows, or none",
    T.Reharvest: "A card's effect (426): a field harvested this phase yields once more",
    T.MoveFields: "A card's effect: move a field ({left} at most)",
    T.MoveAll: "A card's effect: move every {which} field up a row, or none",
    T.MoveSheep: "A card's effect: move a sheep to the next court card ({left} at most)",
    T.Exchange: "A card's exchange (839): make it, or not",
    T.Clear: "A card's effect: take workers off an action space",
    T.RowsOff: "A card's effect: the top row of workers off the spaces, all or none",
    T.UseSpace: "A card's effect: use an action space with a worker",
    T.FreeStep: "A card's effect (312): a craft step without goods ({left} at most)",
    T.Push: "A card's effect (316): push a boulder one space right ({left} at most)",
    T.MoveWorkers: "A card's effect (314): move the {n} workers of a space",
}


# a card window's question to a seat none of whose hand cards can be played there: the seat is
# asked all the same (the others see a hand's size, not its cards, L659; ``cardplay.ask_window``
# decides from what the table shows, ``may_hold_playable``), and the words say it to that seat
# alone (``publicly``: the others read its pass as any pass)
NONE_PLAYABLE = (
    "Hand cards (L659-L663): no card in your hand can be played now ({window}): pass"
    " (you are asked all the same, so the others do not learn it, L659)"
)
PASS = "play no (more) hand card now"
PASS_NONE = "no card in your hand can be played now: pass"


def playable_now(game: Hallertau, d: HData, t: T.Respond) -> bool:
    """Whether the seat asked in a card window may play a hand card there (its options: the
    ``cards`` the decision lists, or while a history replays those ``opt_respond`` lists)."""
    if t.cards != T.UNLISTED:
        return bool(t.cards)
    return bool(playable_ids(game, d, t.seat, t.window))


# the card windows that are no phase of their own (a card's phase bar: L709-L717)
WINDOWS = {
    "actions": "after a turn of phase 4, actions",
    "end": "at the game's end, before the scoring",
    "before_last_action": "before the last action of the round",
    "using_butcher": "while using the butcher",
}


def window_words(window: str) -> str:
    """``in phase 5, new card`` for the card window ``new_card`` (the phase a card's phase bar
    names, L709-L717)."""
    if window in WINDOWS:
        return WINDOWS[window]
    if window in PHASES:
        return f"in phase {PHASES.index(window) + 1}, {window.replace('_', ' ')}"
    return window.replace("_", " ")


def ask(game: Hallertau, d: HData, t: Any) -> str:
    fields = {a.name: getattr(t, a.name) for a in type(t).__attrs_attrs__}
    if fields.get("which") == "any":
        fields["which"] = "planted or empty"
    if isinstance(t, T.Pay):
        fields["craft_name"] = craft(CRAFTS[t.craft])
    if isinstance(t, T.Respond):
        fields["window"] = window_words(t.window)
        if not playable_now(game, d, t):  # said to the seat alone: its hand is its own (L659)
            return NONE_PLAYABLE.format(**fields)
    text = QUESTIONS[type(t)].format(**fields)
    source = effect_source(game, d, t.seat)
    below = d.tasks[-2] if len(d.tasks) >= 2 else None
    if source is None and isinstance(below, T.CardPlayed) and below.seat == t.seat:
        source = card_title(game, below.card)  # the last effect of the card just played
    if source is not None:  # the card is known: "Card 022 (...): harvest ..."
        title = source[:1].upper() + source[1:]
        for head, said in (("A card's effect", title), ("A card's cost", f"{title}, its cost")):
            if text.startswith(head):
                rest = text[len(head) :]
                named = re.match(r" \((\w+)\)", rest)  # "(426)": the card named already
                if named and named[1] in title:
                    rest = rest[named.end() :]
                text = said + rest
    return text


MENUS.asks(*QUESTIONS)(ask)
MENUS.general(QUESTIONS, ("left", "n"))


@MENUS.says(A.Place)
def say_place(game: Hallertau, d: HData, t: Any, a: A.Place) -> str:
    if isinstance(t, T.Turn):
        # L399-L411: the workers fill the space's lowest empty row; row N takes N workers
        row = next_row(game, d, game.space_index[a.space]) + 1
        return f"{row} worker{'s' if row > 1 else ''} onto {space_words(game, a.space)}"
    return space_words(game, a.space)


@MENUS.says(A.Trade)
def say_trade(game: Hallertau, d: HData, t: Any, a: A.Trade) -> str:
    return f"trade {a.n} worker(s) for {a.n} tool(s) (L469-L475)"


def gain_words(item: str, n: int) -> str:
    """What a gain of an action space brings (``supply.gain``): a field's number is its row
    (``a field in row 2``, L942-L946); a deck's, the cards drawn; any other item's, how many."""
    if item == "field":
        return f"take a field in row {n}"
    if item in ("starter", "court", "bonus", "point"):
        return f"draw {n} {item} card{'s' * (n != 1)} (from the top of its deck)"
    if item in ("tool", "hide") and n != 1:
        return f"take {n} {item}s"
    return f"take {n} {item}"


@MENUS.says(A.Take)
def say_take(game: Hallertau, d: HData, t: Any, a: A.Take) -> str:
    if isinstance(t, T.GainOffer):
        amount = dict(t.gains).get(a.item)
        if amount is not None:
            return gain_words(a.item, amount)
    if a.item in ("starter", "court", "bonus", "point"):
        return f"draw the top card of the {a.item} deck"
    if a.item == "field":
        return "take a field"
    return f"take 1 {a.item}"


@MENUS.says(A.Skip)
def say_skip(game: Hallertau, d: HData, t: Any, a: A.Skip) -> str:
    return "skip this part (everything on a space is optional, L463)"


# what ``stop`` ends, by the decision it answers: the thing being repeated, named
STOPS: dict[type, str] = {
    T.Crop: "take no more crops (taking fewer is allowed, L463)",
    T.Sow: "sow no more fields (sowing fewer is allowed, L463)",
    T.Fertilize: "move no more empty fields to row 5 (moving fewer is allowed, L463)",
    T.Progress: "advance no more crafts this phase (as many steps as you pay for, L527-L553)",
    T.Pick: "pick no more goods of this card",
    T.HarvestNow: "harvest no more fields now",
    T.SowTwo: "sow no more crops of this card",
    T.Reharvest: "let no (more) harvested field yield once more",
    T.MoveFields: "move no more fields",
    T.MoveSheep: "move no more sheep to the next court card",
    T.FreeStep: "take no more free craft steps",
    T.Push: "push no more boulders",
}


@MENUS.says(A.Stop)
def say_stop(game: Hallertau, d: HData, t: Any, a: A.Stop) -> str:
    return f"stop: {STOPS.get(type(t), 'no more of this (L463)')}"


@MENUS.says(A.Confirm)
def say_confirm(game: Hallertau, d: HData, t: Any, a: A.Confirm) -> str:
    return "the step is paid: confirm it (L569-L576)"


@MENUS.says(A.Pass)
def say_pass(game: Hallertau, d: HData, t: Any, a: A.Pass) -> str:
    """The seat's own menu: that none of its hand cards can be played now, if so (L659)."""
    if isinstance(t, T.Respond) and not playable_now(game, d, t):
        return PASS_NONE
    return PASS


@MENUS.publicly(A.Pass)
def say_pass_publicly(game: Hallertau, d: HData, t: Any, a: A.Pass) -> str:
    """A pass as the other seats read it: the same whatever the hand holds (L659)."""
    return PASS


@MENUS.says(A.SowField)
def say_sow(game: Hallertau, d: HData, t: Any, a: A.SowField) -> str:
    if a.good.endswith("2"):
        return f"sow 2 {a.good[:-1]} on one empty field in row {a.row} (627)"
    return f"sow {a.good} on the empty field in row {a.row}"


@MENUS.says(A.FertilizeField)
def say_fertilize(game: Hallertau, d: HData, t: Any, a: A.FertilizeField) -> str:
    return f"move the empty field in row {a.row} to row 5"


@MENUS.says(A.BreedSheep)
def say_breed(game: Hallertau, d: HData, t: Any, a: A.BreedSheep) -> str:
    return f"pay {2 * a.n} milk for {a.n} sheep"


@MENUS.says(A.PayWith)
def say_pay(game: Hallertau, d: HData, t: Any, a: A.PayWith) -> str:
    if a.item == "sheep":
        place = "the stable" if a.place == "stable" else f"the court card of {a.place}"
        return f"give up a sheep from {place}".replace("round", "round ")
    if a.item == "jewelry":
        return "pay 1 jewelry instead (the whole payment)"
    return f"pay 1 {a.item}"


@MENUS.says(A.ExtendLife)
def say_extend(game: Hallertau, d: HData, t: Any, a: A.ExtendLife) -> str:
    return f"move a sheep from the court card of {a.place} to the next one".replace(
        "round", "round "
    )


@MENUS.says(A.SellField)
def say_sell(game: Hallertau, d: HData, t: Any, a: A.SellField) -> str:
    return f"give up {field(a.row, a.content)} for 1 jewelry and 3 clay"


@MENUS.says(A.MoveLeft)
def say_left(game: Hallertau, d: HData, t: Any, a: A.MoveLeft) -> str:
    return f"move the {craft(a.craft)} one space left (2 jewelry)"


@MENUS.says(A.FallowField)
def say_fallow(game: Hallertau, d: HData, t: Any, a: A.FallowField) -> str:
    return f"the empty field in row {a.row} moves up to row {a.row + 1}"


@MENUS.says(A.Advance)
def say_advance(game: Hallertau, d: HData, t: Any, a: A.Advance) -> str:
    """What a step of the craft costs this round (L527-L553): 1 jewelry (L613) or as many
    goods as the round's number of its kinds (L535), under its restriction (L540-L547)."""
    card = game.catalog.cards.get(a.craft)
    props: dict[str, Any] = dict(card.props) if card is not None else {}
    goods = [str(g) for g in props.get("goods") or ()]
    kinds = goods[0] if len(goods) == 1 else f"{', '.join(goods[:-1])} or {goods[-1]}"
    kinds = kinds if goods else ""
    rule: dict[str, Any] = props.get("restriction") or {}
    more = rule.get("more")
    said = f", more {more[0]} than {more[1]}" if more else ""
    for good, n in (rule.get("at_most") or {}).items():
        said += f", at most {n} {good}"
    count = f"{d.round} good{'s' * (d.round != 1)}"
    paid = f"{count} of {kinds}{said}" if kinds else "its goods"
    return (
        f"advance the {craft(a.craft)} one step: pay 1 jewelry or {paid} (round {d.round},"
        " L527-L553)"
    )


@MENUS.says(A.Play)
def say_play(game: Hallertau, d: HData, t: Any, a: A.Play) -> str:
    return f"play {face(game, a.card)}"


@MENUS.says(A.GiveField)
def say_give(game: Hallertau, d: HData, t: Any, a: A.GiveField) -> str:
    return f"give up {field(a.row, a.content)}"


@MENUS.says(A.HarvestField)
def say_harvest(game: Hallertau, d: HData, t: Any, a: A.HarvestField) -> str:
    return f"harvest {field(a.row, a.content)}"


@MENUS.says(A.MoveField)
def say_move(game: Hallertau, d: HData, t: Any, a: A.MoveField) -> str:
    return f"move {field(a.row, a.content)}"


@MENUS.says(A.Target)
def say_target(game: Hallertau, d: HData, t: Any, a: A.Target) -> str:
    return f"the action space {space_words(game, a.space)}"


@MENUS.says(A.PushBoulder)
def say_push(game: Hallertau, d: HData, t: Any, a: A.PushBoulder) -> str:
    which = "first" if a.boulder == 0 else "second"
    return f"push the {which} boulder of the {craft(a.craft)} one space right"


@MENUS.says(A.Remove)
def say_remove(game: Hallertau, d: HData, t: Any, a: A.Remove) -> str:
    return f"remove {card_title(game, a.card)} from your hand, out of the game"


YES_NO: dict[type, tuple[str, str]] = {
    T.MoveAll: ("move every {which} field up a row", "move no field"),
    T.FieldsTogether: ("take fields in all of rows {rows}", "take none"),
    T.Exchange: ("make the exchange", "do not exchange"),
    T.RowsOff: ("take the top row of workers off those spaces", "leave them"),
    T.Reharvest: ("harvest the field once more", "do not"),
}


def yes_no(t: Any, answer: int) -> str:
    words = YES_NO.get(type(t), ("do it", "do not do it"))[answer]
    fields = {a.name: getattr(t, a.name) for a in type(t).__attrs_attrs__}
    if fields.get("which") == "any":
        fields["which"] = "planted or empty"
    return words.format(**fields)


@MENUS.says("yes")
def say_yes(game: Hallertau, d: HData, t: Any, a: Any) -> str:
    return f"yes: {yes_no(t, 0)}"


@MENUS.says("no")
def say_no(game: Hallertau, d: HData, t: Any, a: Any) -> str:
    return f"no: {yes_no(t, 1)}"


# --- the words of ``help``: each action word in general -----------------------------------------
MENUS.actions.update(
    {
        "place": "place SPACE: workers into the next row of that action space; its actions"
        " happen at once (L393-L416)",
        "trade": "trade N: N workers back to the supply for N tools (L469-L475)",
        "take": "take X: take a gain offered, a crop, a good picked, a field or a card (L421-L431)",
        "skip": "skip: leave out an optional part (L463)",
        "stop": "stop: end a part done one at a time, up to N (L463)",
        "confirm": "confirm: end the payment of a complete progress step (L569-L576)",
        "pass": "pass: play no (more) hand card now (L659-L663)",
        "sow": "sow GOOD ROW: put a good onto an empty field of that row (L433-L439)",
        "fertilize": "fertilize ROW: move an empty field of that row to row 5 (L984-L986)",
        "breed": "breed N: 2 milk for 1 sheep, or 4 milk for 2 (L904-L908)",
        "pay": "pay X: pay one good (or a sheep, or jewelry for a whole step) of a progress step"
        " or a card's cost (L301, L533, L613)",
        "extend": "extend PLACE: move a sheep to the next court card (L453-L455)",
        "sell": "sell ROW GOOD: give up that field for 1 jewelry and 3 clay (L970-L974)",
        "left": "left CRAFT: the town hall moves that craft one space left: gain 2 jewelry"
        " (L994-L998)",
        "fallow": "fallow ROW: the empty field of that row moves up once more (L489-L502)",
        "advance": "advance CRAFT: a progress step of that craft, one space right (L527-L553)",
        "play": "play CARD: play that hand card (L659-L699)",
        "give": "give ROW GOOD: give up that field (or a good on it) to a card's cost (L683-L689)",
        "harvest": "harvest ROW GOOD: a card lets that planted field be harvested now",
        "move": "move ROW GOOD: a card moves that field up a row or to its row",
        "target": "target SPACE: the action space a card's effect works on",
        "push": "push CRAFT K: a card pushes that craft's boulder K one space right",
        "remove": "remove CARD: a hand card out of the game, paying a card's cost",
    }
)

# the final scoring (hallertau.de.md L749-L793), as the score sheet says them
MENUS.scores.update(
    {
        "1_house_board": "house board: the window and the 3 VP symbols",
        "2_sheep_in_stable": "sheep in the stable",
        "3_jewelry": "jewelry",
        "4_fields_tools_goods": "goods, tools and field rows left",
        "5_played_cards": "the printed points of the cards played",
        "tiebreak_remainder": "tie-break: the remainder of goods, tools and fields",
    }
)


@MENUS.tells("quarter_card")
def tell_quarter(game: Any, d: HData | None, entry: str, seat: int | None) -> list[tuple[str, str]]:
    """``help quarter_D`` at a table: the line of the card for the table's player count (its
    face, ``cardwords.quarter_face``, says every line)."""
    lines = game.quarter_cards[entry]
    if d is None or d.players not in lines:
        return []
    return [(f"at {d.players} players", quarter_words(lines[d.players]))]


@MENUS.tells("community_center")
def tell_center(game: Any, d: HData | None, entry: str, seat: int | None) -> list[tuple[str, str]]:
    """``help community_center``: the tile that follows the leftmost craft (L557-L561): its
    window shows the workers each round's phase 2 brings, 6 up to 12; beyond, it uncovers end
    VP (L235, L757-L763), and where it stands for the seat to move."""
    card = game.catalog.cards[entry]
    shows = [str(w) for w in card.prop("windows") or ()]
    windows = f"{shows[0]}-{shows[-1]}" if shows else "6-12"
    vp = ", ".join(str(v) for v in card.prop("vp") or ())
    now = None
    if d is not None and seat is not None:
        v = d.villages[seat]
        shown = game.center_workers[min(v.house, len(game.center_workers) - 1)]
        now = f"{seat_name(seat)}'s community center: column {v.house}, window {shown} workers"
    return told(
        "the tile on your house board that follows your leftmost craft: after each progress"
        " step it moves right while the column right of it is empty (L557-L561); its window"
        f" shows the workers you take each round in phase 2 ({windows}, L356-L375); moved on"
        f" past 12 it uncovers {vp} VP for the end (L757-L763)",
        now=now,
    )
