"""The longest game of Woodcraft, counted from its rules (``Woodcraft.game_length_bound``).

Rulebook lines: shared/seeds/woodcraft.de.txt. A game is ``T`` rounds (14, 13 with 4 seats,
L332) of one turn a seat (L333-L334). Every decision of a seat is one of a finite set of
things, each counted here by kind (``seat_terms``); a kind is either once a turn, or spends
something the rules give a seat a bounded number of times:

- ``setup``: the simple orders kept (2, L270-L271), an order of the hand placed at the setup
  and in the first three income phases (L272-L274, L1154-L1155), the helper kept (L276-L278);
- ``turn``: the tile chosen (L376-L402), its action or an alternative (L479-L493), the bonus
  action (once, L367-L369) and ``end`` (L350-L353): 4 a turn; ``market``: one space on the
  marketing track or not, at most once a turn (L1197-L1217);
- ``use``: a hired helper's once-per-turn ability (L697-L701), once a turn a helper it owns.
  The start helper sits from the first turn (L276-L278); a hire is the hire action, at most 2
  a turn (the tile's action and the bonus action), one helper each into one of ``R`` rooms
  (L666-L676), so the k-th hired helper is used in at most ``T - ceil(k / 2) + 1`` turns;
  each hire is an action that asks 2 (``hired``), not the most an action asks, so a seat's
  ``use`` and ``action`` are counted together for the number ``h`` of helpers it hires and
  the count takes the most over ``h`` (0 to ``R - 1``; a hire also sets off 1 chance node,
  below, so it counts 3, and each hire adds more uses than the 5 it takes from an action,
  so all 7);
- ``action``: what an action (at most 2 a turn) asks, what it brings and the chance nodes it
  sets off (``ACTION_CHANCE``, below), by action, the most
  of them (exclusive, one action is one of the seven, L561-L835): buy wood 2
  dice (L561-L580) and each die brought is later spent once (``dice`` below: 2 + 2); exchange
  dice a die sold and a 6 bought (L582-L593: 2 + 1); buy materials 2 purchases (L615-L626);
  take orders 2 orders (L638-L643), each fulfilled once at most with what its reward asks (2 +
  2 x (1 + ``per_order``)); hire a helper and its room (L666-L676: 2); produce and plant: the
  mode, then 2 helpers, or 1 and 2 trees, each tree a die split (its rest one more die,
  L820-L835) and later felled (L995-L997): 4 + 2 + 2; improve the workshop 1 and a pot
  space's tree felled (L774-L775, L762-L772) or an upgrade or glue tile built and then used
  once between income phases (``P``, below; L894-L917): 1 + ``P``. Since session 18 the
  workshop a seat builds is counted with its actions (``built``): the second tree needs the
  brown pot (L768-L772), built after the yellow one (L736-L738) by 2 improve actions that
  ask 1 and fell the pot's tree (``POT_IMPROVE``, 2); without it produce and plant is 5 and
  an action at most 6 (take orders 2 + 2 x 1 + 2, buy wood); the saw tiles built (2 spaces,
  L740-L760) are counted with the saws, their improve actions ask 1 (``SAW_IMPROVE``); the
  count takes the most over the pot and the saws built (the brown pot and 2 saws: 26 less a
  seat than 8 an action);
- ``production``: a helper's production asks nothing (its ``phase produce`` ability is gains
  only, refused otherwise), the produce decisions of a production room (4 and 6, L655-L659,
  each room filled once), of the attic links (once each, L1087-L1090) and of the orders
  (4 cards, shared, below; ``per_order`` is what else a fulfilled order asks: 0);
- ``choose``: a choice of effects (one decision and what the option asks): the rim and
  saw-wheel bonuses once a turn (L381-L383, L463-L466), the workshop spaces, attic links,
  income-track lines and helpers' immediate abilities once a game (L736-L917, L1087-L1090,
  L1246-L1252, L692-L695), the reputation tiles once a tile (L1269-L1291);
- ``tool``: a tool's kind (if any kind) and its attic space, once an attic space (L1095-L1097,
  digest A20: with no free space it is not gained), a tool gained from the once-a-game
  things (2 lines, the 2 reputation tiles) and the cards (shared, below): a tool gained more
  than once a game is refused;
- ``orders``: the orders held at the start (2 special and 2 simple, L270-L274) fulfilled once
  (L978-L993, a fulfilled order lies by the board), with the special reward (L1114-L1121);
- ``dice``: a die paid for an order (L984-L986) or returned at the end of a turn
  (L1203-L1208) leaves the seat's dice and trees, which only ever hold the 3 start dice
  (L256-L258), the dice of the helpers' immediate abilities and of the pot spaces, and what
  the actions bring (counted in ``action``) and the saw's cuts (below); a tree becomes a die;
- the free actions with the workshop's tiles: a saw, upgrade or glue tile is used once and
  turned back in each income phase (L1162-L1163) or with a reuse token (L1007-L1013), so
  each tile ``P`` times (the periods between the income phases) plus the reuse tokens, one
  token a use, all counted on the saw (whose use asks most: ``saw``, ``upgrade`` and
  ``glue`` together are bounded, not each); ``upgrade`` and ``glue`` count only the tiles a
  seat starts with (the +1 upgrade tile, L263-L264): a tile built is counted with the
  improve action that built it; a saw
  cuts a die of at most 6 pips into pieces of at least 1, so at most 5 cuts and ``done``
  (L857-L865), each cut one more die (``dice``); the reuse tokens come from once-a-game
  things only (refused otherwise).

Shared cards (since session 18): there is one of each card (L113-L127), and what a card
brings a seat is counted for one seat of the game, not for each (``shared``, ``spread``):
the 16 helpers with a once-per-turn ability (a helper hired stays in its room, L675-L676:
a seat's ``use`` is that of the first of its rooms as many as the helpers of that kind it
owns, and a seat with fewer of them hires fewer, each hire taking 5 from an action; 7 of
them are of the second deck, hired after the deck switch at the second income phase,
L1175-L1181, so used in at most the 6 turns after it, never the start helper, L276-L278:
``late``, spread together with the first deck's, ``JOINT``), the
reuse tokens of the orders (a fulfilled order lies by its board, L989-L993) and of the
helpers' immediate abilities (once a game, L692-L695; 6: each a saw, its 5 cuts, ``done``
and 5 dice and the token spent, 13), their dice (2) and tools (10, each its kind and its
space; a seat's tools are those and the once-a-game ones, no more than its 11 attic spaces,
digest A20) and the productions of the orders' rewards (4, L985). A seat's count is a sum
of a part for each kind of card it takes, so each kind is spread among the seats by itself
(a knapsack, ``spread``): it bites from 2 seats on (the reuse tokens, the tools, the
productions) and from 3 on (the helpers: 8 a seat would need 24 or 32 of the 16).

Chance (``chance="explicit"``): a card drawn for each one an action takes off a display
(L666-L669: 1 helper, L638-L643: 2 orders) and the yard dice rolled after buying wood (2 at
most, L578-L580) are counted with the action that sets them off (``ACTION_CHANCE``, in
``action``: take orders then asks and sets off 2 + 2 x (1 + ``per_order``) + 2 = 6 (8 until
session 18, with the orders' productions), buy wood
2 + 2 + 2, a hire 2 + 1, none more than produce and plant's 8, so the most an action brings
is unchanged; until session 17 the 2 chance nodes an action were counted apart); the rest
in ``chance_terms``: the setup's cards and dice (L128-L291), the displays refilled in the
income phases (L1165-L1181) and the solo deck (L1402-L1503): each solo card drawn with the
yard dice it rerolls and the display cards it takes. A solo card that moved no tile is
followed by another (L1471-L1473), as many as the deck holds: the rules give no count of
how often no tile can move, so the bound allows one card more a round (``solo_repeats``):
that part alone is an allowance.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache
from itertools import product
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import Woodcraft

DIE_PIPS = 6  # L857-L865: a die shows at most 6, each piece at least 1
ACTIONS_A_TURN = 2  # the tile's action (or its alternative) and the bonus action
ACTION_ASKS = {
    "buy_wood": 2,  # 2 dice (L561-L580)
    "exchange_dice": 2,  # a die sold, a 6 bought (L582-L593)
    "buy_materials": 2,  # 2 purchases (L615-L626)
    "take_orders": 2,  # 2 orders (L638-L643)
    "hire_helper": 2,  # the helper and its room (L666-L676)
    "produce_plant": 4,  # the mode, 1 helper and 2 trees (or 2 helpers, L768-L772)
    "improve_workshop": 1,  # 1 tile (L774-L775)
}
ACTION_DICE = {"buy_wood": 2, "exchange_dice": 1, "produce_plant": 2}  # dice (or trees' rest)
ACTION_CHANCE = {"buy_wood": 2, "take_orders": 2, "hire_helper": 1}
"""The chance nodes an action sets off (``chance="explicit"``): the lumber yard's spaces it
emptied rolled (2 dice bought at most, L561-L580), a display space refilled for each card
taken (2 orders, L638-L643; 1 helper, L666-L669). Counted with the action (the count is then
that of a turn's actions with their chance nodes, an upper bound of their decisions alone:
with ``chance="auto"`` there are none)."""
TREES_AN_ACTION = 2  # L768-L772: 2 trees in 2 pots once the brown pot is built
POT_TREE = 3  # the second tree of produce and plant: planted, its split die, felled
POT_IMPROVE = 2  # L762-L766, L813-L818: a pot built (1) and its tree felled (its die: dice)
SAW_IMPROVE = 1  # L740-L745: a saw tile built (1), its uses counted as the saws'


class Unargued(ValueError):
    """An effect of the card data no argument of this module covers (a contributor's card):
    the count would not be a bound, so it is refused, never counted as 0."""


def asks(effects: Iterable[Any]) -> int:
    """The most decisions an effect list asks by itself: a choice (one, then the option's).
    A tool (counted with ``tool``), a production (``production``) or a die ask nothing here;
    an effect no argument covers is refused."""
    n = 0
    for step in effects:
        ((kind, arg),) = dict(step).items()
        if kind == "choose":
            n += 1 + max(asks(option) for option in arg)
        elif kind not in ("gain", "vp_now", "gain_tool", "produce", "gain_die"):
            raise Unargued(f"no decisions argued for the effect {step!r}")
    return n


def produced(effects: Iterable[Any]) -> int:
    """The produce decisions an effect list asks (``produce n``: up to n helpers, one
    decision each, or fewer and ``done``)."""
    n = 0
    for step in effects:
        ((kind, arg),) = dict(step).items()
        n += int(arg) if kind == "produce" else 0
        if kind == "choose":
            n += max(produced(option) for option in arg)
    return n


def gains(effects: Iterable[Any], key: str) -> int:
    """What an effect list gives of ``key`` (a resource, or ``gain_die``) at most."""
    n = 0
    for step in effects:
        ((kind, arg),) = dict(step).items()
        if kind == "gain" and isinstance(arg, dict):
            n += max(0, int(arg.get(key, 0)))
        elif kind == key:
            n += 1
        elif kind == "choose":
            n += max(gains(option, key) for option in arg)
    return n


def spaces_of(game: Woodcraft, tile: str) -> int:
    """The workshop spaces a tile of ``tile`` is built on (L740-L760, L894-L917)."""
    return sum(space.prop("tile") == tile for space in game.catalog.of_kind("workshop_space"))


@lru_cache(maxsize=4096)
def hired(
    turns: int, activated: int, most: int, hires: int, late: int = 0, late_turns: int = 0
) -> dict[str, int]:
    """A seat that hires ``hires`` helpers and owns ``activated`` helpers with a
    once-per-turn ability of the first deck and ``late`` of the second (hired after the deck
    switch, so in at most ``late_turns`` turns, L1175-L1181): its ``action`` decisions, the 2
    actions a turn of which ``hires`` ask 2 (the helper and its room, L666-L676; what a
    helper brings is counted by kind) and set off 1 chance node (the display refilled,
    L666-L669), and the others at most ``most``, and its ``use`` of the helpers' abilities:
    the start helper in every turn, the k-th hired in at most ``turns - ceil(k / 2) + 1``
    turns (two actions a turn), so the first deck's, wherever they sit, in at most the turns
    of the first ``activated`` of its ``hires + 1`` helpers, the second deck's (hired, never
    the start helper) in the next ones' or ``late_turns``, whichever is fewer."""
    slots = [turns - (k + 1) // 2 + 1 if k else turns for k in range(hires + 1)]
    early = min(hires + 1, activated)
    # the start helper is of the first deck (L276-L278): the second deck's are hired
    uses = sum(slots[:early]) + sum(min(n, late_turns) for n in slots[max(early, 1) :][:late])
    hire = ACTION_ASKS["hire_helper"] + ACTION_CHANCE["hire_helper"]
    return {
        "use": uses,
        "action": hires * hire + (ACTIONS_A_TURN * turns - hires) * most,
    }


def seat_terms(
    game: Woodcraft,
    players: int,
    hires: int | None = None,
    share: Mapping[str, int] | None = None,
    built: tuple[bool, int] | None = None,
) -> dict[str, int]:
    """The most decisions of each kind one seat takes (the module's docstring has the
    argument, kind by kind), if it hires ``hires`` helpers, or the most over the hires, and
    takes ``share`` of the cards all seats draw from (``shared``: the helpers with a
    once-per-turn ability it owns, the reuse tokens and dice of helpers' and orders' cards
    it gains), or as many as one seat can (the count of one seat alone), and with
    ``built`` (the brown pot, the saw tiles built) or the most over them."""
    return counter(game, players)(hires, share, built)


Counter = Callable[[int | None, Mapping[str, int] | None, tuple[bool, int] | None], dict[str, int]]


def counter(game: Woodcraft, players: int) -> Counter:
    """``seat_terms`` of ``players`` seats as a function of the hires, the share and the
    workshop built: what the cards and the rules give is read once a game object (kept on
    it; ``length_bound`` asks for some hundred shares)."""
    known: dict[int, Counter] = game.__dict__.setdefault("_length_counters", {})
    if players not in known:
        known[players] = count_of(game, players)
    return known[players]


def count_of(game: Woodcraft, players: int) -> Counter:
    """``counter``'s function, made (the cards read, the unargued refused)."""
    p, cat = game.params, game.catalog
    turns = int(p["rounds"][players - 1])
    phases = len(p["income_rounds"][1 if players == 4 else 0])
    start = game.new_game(players, 0).data.workshops[0]
    rooms = len(start.rooms)

    def do(kind: str) -> list[list[Any]]:
        return [list(ab.do) for c in cat.of_kind(kind) for ab in c.abilities]

    helpers = cat.of_kind("helper")
    for h in helpers:
        for ab in h.abilities:
            if ab.timing in ("phase", "whenever", "activated") and (
                asks(ab.do) or produced(ab.do) or gains(ab.do, "gain_die")
            ):
                raise Unargued(f"no count argued for {h.id}'s {ab.when!r}")
    for card in cat.cards.values():  # an optional ability asks first (``MayUse``)
        if any(ab.optional is True for ab in card.abilities):
            raise Unargued(f"no count argued for {card.id}'s optional ability")
    for h in helpers:  # a cost of alternatives would ask which is paid (``PayOneOf``)
        if any(
            "any_of" in item for cost in [h.cost, *(a.cost for a in h.abilities)] for item in cost
        ):
            raise Unargued(f"no count argued for {h.id}'s choice of payment")
    dice_free = ("order", "order_row", "attic_link", "track_line", "reputation_reward")
    for kind in (*dice_free, "rim_bonus", "saw_bonus"):
        if any(gains(e, "gain_die") for e in do(kind)):
            raise Unargued(f"no count argued for a die a {kind} gives")
    # productions are counted from the rooms, the attic links, the orders and the actions
    unproductive = [*do("workshop_space"), *do("track_line"), *do("reputation_reward")]
    unproductive += [*do("rim_bonus"), *do("saw_bonus"), *do("order_row")]
    unproductive += [list(ab.do) for h in helpers for ab in h.abilities]
    if any(produced(e) for e in unproductive):
        raise Unargued(
            "no count argued for a production that is not a room's, a link's or an order's"
        )
    on_play = sorted(
        (asks(ab.do) for h in helpers for ab in h.abilities if ab.timing == "on_play"),
        reverse=True,
    )
    # a reuse token comes once a game from a link, a line, a space, a reputation tile, a
    # helper's immediate ability (once a hire) or an order (each card fulfilled once)
    repeated = [*do("rim_bonus"), *do("saw_bonus"), *do("order_row")]
    repeated += [list(ab.do) for h in helpers for ab in h.abilities if ab.timing != "on_play"]
    if any(gains(e, "reuse_token") for e in repeated):
        raise Unargued("no count argued for a reuse token gained more than once a game")
    if any(gains(e, "gain_tool") for e in repeated):  # a tool likewise
        raise Unargued("no count argued for a tool gained more than once a game")
    once = [*do("workshop_space"), *do("attic_link"), *do("track_line")]
    tiles = len(p["reputation_tile_spaces"])
    reuse = sum(gains(e, "reuse_token") for e in once)
    reuse += tiles * max(gains(e, "reuse_token") for e in do("reputation_reward"))
    # the cards' reuse tokens, dice and helpers, each card once a game (``shared``): as
    # many as one seat can take, or its ``share``; the helpers with a once-per-turn ability
    # of the first deck and of the second (``late``), hired after the deck switch (after
    # the second income phase, L1175-L1181), so in at most ``late_turns`` turns
    first = [h for h in game.activated if game.helper_deck[h] != "experienced"]
    late_turns = turns - int(p["income_rounds"][1 if players == 4 else 0][1])
    most_share = {
        "helpers": min(rooms, len(first)),
        "late": min(rooms - 1, len(game.activated) - len(first)),
        "reuse": sum(gains(e, "reuse_token") for e in do("order"))
        + sum(
            sorted(
                (gains(ab.do, "reuse_token") for h in helpers for ab in h.abilities),
                reverse=True,
            )[:rooms]
        ),
        "dice": sum(
            sorted((gains(ab.do, "gain_die") for h in helpers for ab in h.abilities), reverse=True)[
                :rooms
            ]
        ),
        "tools": sum(gains(e, "gain_tool") for e in do("order"))
        + sum(
            sorted(
                (gains(ab.do, "gain_tool") for h in helpers for ab in h.abilities), reverse=True
            )[:rooms]
        ),
        "produce": sum(produced(e) for e in do("order")),
    }
    tools = sum(gains(e, "gain_tool") for e in once)
    tools += tiles * max(gains(e, "gain_tool") for e in do("reputation_reward"))

    # what a fulfilled order asks (its reward's choices and its row's); the productions of
    # the orders' rewards are the cards' (``took["produce"]``, counted in ``production``)
    per_order = max(asks(e) for e in do("order")) + max(asks(e) for e in do("order_row"))
    action = {a: n for a, n in ACTION_ASKS.items()}
    for a, n in ACTION_DICE.items():
        action[a] += n
    for a, n in ACTION_CHANCE.items():  # the chance nodes an action sets off
        action[a] += n
    action["take_orders"] += 2 * (1 + per_order)
    action["produce_plant"] += TREES_AN_ACTION  # each tree felled once
    # a pot space's tree (its die in ``free_dice``) felled, or an upgrade or glue tile built
    # and used once a period after (its ``reuse`` counted on the saw)
    action["improve_workshop"] += max(1, phases)
    # without the brown pot produce and plant plants 1 tree (L768-L772): the mode, a helper,
    # the tree, its split die and its felling
    one_tree = dict(action, produce_plant=action["produce_plant"] - POT_TREE)
    most_of = (max(one_tree.values()), max(action.values()))  # without, with the brown pot
    pot_spaces = min(2, spaces_of(game, "pot"))  # the yellow pot, then the brown (L736-L738)
    saw_spaces = spaces_of(game, "saw")
    held = int(p["dealt"][2]) + int(p["dealt"][3])
    pots = [e for e in do("workshop_space") if gains(e, "gain_die")]
    choose_once = sum(asks(e) for e in once) + sum(on_play[:rooms])
    choose_once += tiles * max(asks(e) for e in do("reputation_reward"))
    fixed = {
        "keep": int(p["dealt"][3]),
        "place": min(phases, held),
        "start": 1,
        "turn": 4 * turns,
        "market": turns,
        "production": sum(game.room_produce) + sum(produced(e) for e in do("attic_link")),
        "choose": turns * (max(map(asks, do("rim_bonus"))) + max(map(asks, do("saw_bonus"))))
        + choose_once,
        "orders": held * (1 + per_order) + int(p["dealt"][2]),
        "dice": len(p["start_dice"]) + len(pots),
        "upgrade": len(start.upgrades) * phases,  # a tile built is its improve action's
        "glue": (start.glue >= 0) * phases,
    }

    best: dict[tuple[Any, ...], tuple[int, int, int]] = {}

    def count(
        hires: int | None, share: Mapping[str, int] | None, built: tuple[bool, int] | None
    ) -> dict[str, int]:
        took = {
            k: min(n, max(0, int((share or most_share).get(k, n)))) for k, n in most_share.items()
        }
        tokens = reuse + took["reuse"]

        def workshop(h: int, brown: int, saws_built: int) -> tuple[dict[str, int], int]:
            """The ``use`` and ``action`` of ``h`` hires, with the brown pot or not (``brown``)
            and ``saws_built`` saw tiles built, and the saws' uses: an action is at most the
            most of one (``most``), but each improve action that built a pot asks 1 and fells
            its tree (L762-L766) and one that built a saw tile asks 1 (its uses are the saws')."""
            most = most_of[brown]
            split = dict(hired(turns, took["helpers"], most, h, took["late"], late_turns))
            split["action"] += brown * pot_spaces * (POT_IMPROVE - most)
            split["action"] += saws_built * (SAW_IMPROVE - most)
            return split, (len(start.saws) + saws_built) * phases + tokens

        def value(config: tuple[int, int, int]) -> int:
            split, saws = workshop(*config)
            return sum(split.values()) + (1 + DIE_PIPS + DIE_PIPS - 1) * saws

        # the most over the hires a seat can make (the rooms it can fill) and the tiles it
        # builds (the reuse tokens add the same saws to each)
        key = (hires, built, took["helpers"], took["late"])
        if key not in best:
            brown_built, saws_built = built if built is not None else (None, None)
            configs = [
                (h, b, n)
                for h in (range(rooms) if hires is None else [hires])
                for b in ((0, 1) if brown_built is None else [int(brown_built)])
                for n in (range(saw_spaces + 1) if saws_built is None else [saws_built])
            ]
            best[key] = max(configs, key=value)
        split, saws = workshop(*best[key])
        return {
            **{k: fixed[k] for k in ("keep", "place", "start", "turn", "market")},
            **split,
            "production": fixed["production"] + took["produce"],
            "choose": fixed["choose"],
            # a tool's kind and space (L1095-L1097), one a tool gained: from the once-a-game
            # things and the cards (``took``), no more than the attic holds (digest A20)
            "tool": 2 * min(len(game.attic_ids), tools + took["tools"]),
            "orders": fixed["orders"],
            "dice": fixed["dice"] + took["dice"] + (DIE_PIPS - 1) * saws,
            "saw": saws,
            "cut": DIE_PIPS * saws,
            "upgrade": fixed["upgrade"],
            "glue": fixed["glue"],
            "reuse": tokens,
        }

    return count


def chance_terms(game: Woodcraft, players: int) -> dict[str, int]:
    """The most chance nodes of each kind in a game of ``players`` seats (explicit chance):
    the module's docstring has the argument."""
    p = game.params
    turns = int(p["rounds"][players - 1])
    phases = len(p["income_rounds"][1 if players == 4 else 0])
    spaces = int(p["display"][0])
    n_helpers, n_simple, n_special, _keep = (int(x) for x in p["dealt"])
    state = game.new_game(players, 0)
    d = state.data
    setup = len(d.public_open) + len(d.rep_arrivals) + 2 * spaces + len(d.yard)
    setup += players * (n_helpers + n_simple + n_special)
    # each income phase refills at most every space of both displays (L1165-L1181)
    income = phases * 2 * spaces
    terms = {
        "setup": setup,
        "income": income,
        "solo": 0,
        "solo_repeats": 0,
    }
    if players == 1:
        card = max(1 + len(s.reroll) + len(s.takes) for s in game.solo_specs.values())
        removals = len(p["solo_public_rounds"])
        terms["solo"] = turns * card + removals
        terms["solo_repeats"] = turns * card
    return terms


def shared(game: Woodcraft) -> dict[str, int]:
    """The cards every seat draws from, one of each (L113-L127), by what a seat's count
    takes of them (``shared``): the helpers with a once-per-turn ability, the reuse tokens
    of the orders and of the helpers' immediate abilities, the dice of the helpers'
    immediate abilities."""
    cat = game.catalog
    abilities = [list(ab.do) for h in cat.of_kind("helper") for ab in h.abilities]
    first = [h for h in game.activated if game.helper_deck[h] != "experienced"]
    orders = [list(ab.do) for c in cat.of_kind("order") for ab in c.abilities]
    return {
        "helpers": len(first),
        "late": len(game.activated) - len(first),
        "reuse": sum(gains(e, "reuse_token") for e in [*orders, *abilities]),
        "dice": sum(gains(e, "gain_die") for e in abilities),
        "tools": sum(gains(e, "gain_tool") for e in [*orders, *abilities]),
        "produce": sum(produced(e) for e in orders),
    }


JOINT = (("helpers", "late"), ("reuse",), ("dice",), ("tools",), ("produce",))
"""The kinds of shared cards whose parts of a seat's count add up (``length_bound``): the
helpers of the two decks share the seat's rooms and hires, so they are spread together."""


def spread(values: Mapping[tuple[int, ...], int], seats: int, pool: tuple[int, ...]) -> int:
    """The most ``values[n_1] + ... + values[n_seats]`` over the shares ``n_s`` (tuples, a
    key of ``values`` each) of a pool of ``pool`` (the shares add up to at most it; a
    knapsack, seat by seat)."""
    # a share no smaller than another worth as much is never needed
    kept: dict[tuple[int, ...], int] = {}
    for share, value in sorted(values.items(), key=lambda item: (-item[1], sum(item[0]))):
        if not any(all(o <= n for o, n in zip(other, share, strict=True)) for other in kept):
            kept[share] = value
    values = kept
    best = {(0,) * len(pool): 0}  # what the seats so far took: the most of their values
    for _ in range(seats):
        after: dict[tuple[int, ...], int] = {}
        for used, most in best.items():
            for share, value in values.items():
                total = tuple(u + n for u, n in zip(used, share, strict=True))
                if all(t <= p for t, p in zip(total, pool, strict=True)):
                    after[total] = max(after.get(total, most + value), most + value)
        best = after
    return max(best.values())


def length_bound(game: Woodcraft, players: int) -> int:
    """Every seat's decisions (``seat_terms``), the cards all seats draw from (``shared``)
    spread among them as makes the count longest, and the game's chance nodes
    (``chance_terms``). A seat's count is a sum of a part for each group of kinds of card
    it takes (``JOINT``: the helpers' uses and its actions; the reuse tokens' saws, cuts and
    dice; the dice; the tools; the productions), so each group is spread by itself
    (``spread``). No option changes it: kept on the game object."""
    known: dict[int, int] = game.__dict__.setdefault("_length_bounds", {})
    if players in known:
        return known[players]
    pools = shared(game)
    none = {k: 0 for k in pools}
    base = sum(seat_terms(game, players, share=none).values())
    count = players * base
    for keys in JOINT:
        pool = tuple(pools[k] for k in keys)
        values = {}
        for share in product(*(range(n + 1) for n in pool)):
            took = {**none, **dict(zip(keys, share, strict=True))}
            values[share] = sum(seat_terms(game, players, share=took).values()) - base
        count += spread(values, players, pool)
    known[players] = count + sum(chance_terms(game, players).values())
    return known[players]
