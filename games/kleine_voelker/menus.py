"""Kleine Völker's menus: each decision's question and what each action does, in words
(``boardrules.menus``). A space reads ``territory 3, space NE`` with what lies on it (land,
cost, building): all public. Rulebook lines: shared/seeds/kleine_voelker.de.txt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardrules.menus import Menus, card_words, seat_name

from . import actions as A
from . import tasks as T
from .building import build_cost, value
from .geometry import DIRECTIONS, FACING, crane_target
from .state import LANDS, NOBODY, UNSET, KVData, space

if TYPE_CHECKING:
    from .game import KleineVoelker

MENUS = Menus()


MENUS.glossary.update(
    {
        name: f"a space of a territory tile (L253-L262): index {i} of the notation, "
        + ("the centre" if i == 0 else "a space of the ring in the tile's printed orientation")
        for i, name in enumerate(DIRECTIONS)
    }
)


# the words and codes of the garden as the text view shows them (``help WORD``)
LAND_LETTERS = {"m": "meadow", "s": "straw", "l": "leaves", "?": "bramble not covered yet"}
MENUS.glossary.update(
    {
        f"{letter}{cost}": f"a space of {land}, build cost {cost} inhabitants (L253-L255,"
        " L433-L510)"
        for letter, land in LAND_LETTERS.items()
        for cost in range(1, 6)
    }
)
MENUS.glossary.update(
    {
        f"{seat}{floors}{roof}": f"a building of seat {seat} of {floors} floor(s)"
        + (", completed with a roof (L643-L658)" if roof else ", without a roof yet")
        for seat in "ABCD"
        for floors in range(1, 6)
        for roof in ("", "^")
    }
)
MENUS.glossary.update(
    {
        "garden": "the board: 7 territories of 7 spaces, each drawn as a flower around its"
        " centre space, with the printed lands and build costs (L199-L201, L462-L467)",
        "territory": "one of the 7 territories of the garden, numbered 1-7; each has 7 spaces:"
        " a centre and six around it, one for each direction (L199-L201, L253-L255)",
        "crane": "the turtle crane: every action takes place in its territory; after an action"
        " it moves to the territory in the direction of the space used (L256-L273, L294-L298)",
        "round": "a round: each seat's turn of 1 or 2 actions, then the population phase (most"
        " floors in a territory: +2 inhabitants, tied +1) and the cleanup (L275-L304,"
        " L376-L426)",
        "roofs": "the roofs left in the general supply: the building that claims a public"
        " project gets one and is completed (L643-L658)",
        "land tiles": "the land tiles left: one is laid on a bramble space when it is first built"
        " on, showing cost 5 (L462-L475)",
        "meadow": "a land type (green) of the garden's spaces (L253-L255)",
        "straw": "a land type (yellow) of the garden's spaces (L253-L255)",
        "leaves": "a land type (red) of the garden's spaces (L253-L255)",
        "bramble": "a space without land until its first floor: a land tile of cost 5 covers it"
        " (L462-L475)",
        "inhabitants": "the money of the game: building costs them, the population phase brings"
        " them; never below 1, under 10 scores negatively at the end (L384-L402)",
        "floors": "the floors left in a seat's supply to build with; placing the last one"
        " ends the game after the round (L433-L510, L758-L806)",
        "ploys": "ploy tokens left (4 each): change territory, transfer a roof or invade, at most"
        " one an action (L660-L757)",
        "claimed": "the public projects a seat has fulfilled and claimed (L577-L611)",
        "public projects": "cards on display any seat may claim with the floor just placed, for"
        " their VP (L577-L611)",
        "secret projects": "your own cards, scored at the game's end; only you see them"
        " (L613-L638)",
        "directions": "the 7 spaces of a territory by direction: centre NW NE E SE SW W (the"
        " notation's space 0-6)",
    }
)


def face(game: KleineVoelker, card: str) -> str:
    return card_words(game, card)


def place(d: KVData, territory: int, index: int) -> str:
    """``territory 3, space W``: the space's direction on the board as the garden is drawn,
    its index turned by the territory's rotation (the notation's index 1 is the tile's NW)."""
    facing = FACING[d.rotations[territory - 1]][index]
    return f"territory {territory}, space {DIRECTIONS[facing]}"


def spot(d: KVData, s: int) -> str:
    """What lies on space ``s``: land, building cost, and the building with its owner."""
    land = LANDS[d.land[s]] if d.land[s] != UNSET else "bramble"
    text = f"{land}, cost {d.cost[s]}"
    if d.owner[s] != NOBODY:
        roof = ", roofed" if d.roofed[s] else ""
        text += f"; {seat_name(d.owner[s])}'s building of {d.floors[s]} floor(s){roof}"
    return text


def on_space(d: KVData, a: Any) -> str:
    s = space(a.territory, a.space_index)
    return f"{place(d, a.territory, a.space_index)} ({spot(d, s)})"


def crane_then(d: KVData, a: Any) -> str:
    """Where the action sends the crane: the territory at the board position of the space
    used within its own territory (L256-L273, L719-L720), so where the next action is."""
    target = crane_target(d.positions, d.rotations, space(a.territory, a.space_index))
    return f"; then the crane goes to territory {target}"


# --- ``help 3``: a territory as it stands (L199-L201, L253-L255, L377-L382, L964-L972) ----------
def floors_by_seat(d: KVData, territory: int) -> list[int]:
    """Each seat's floors in ``territory``, roofed buildings included (L377-L382)."""
    counts = [0] * d.players
    for i in range(7):
        s = space(territory, i)
        if d.owner[s] != NOBODY:
            counts[d.owner[s]] += d.floors[s]
    return counts


def majority_words(game: KleineVoelker, counts: list[int]) -> str:
    """Who would gain inhabitants from these floors in the population phase (L377-L382)."""
    best = max(counts, default=0)
    if best == 0:
        return "no floors here: nobody gains inhabitants from it (L377-L382)"
    leaders = [p for p, n in enumerate(counts) if n == best]
    gain = game.params["population_gain"]
    if len(leaders) == 1:
        return f"{seat_name(leaders[0])} (sole; +{gain['sole']} inhabitants a population phase)"
    tied = ", ".join(seat_name(p) for p in leaders)
    return f"tied between {tied} (+{gain['tied']} inhabitant each a population phase)"


def controlled_by(game: KleineVoelker, territory: int) -> list[str]:
    """The Territory Control secret projects of the catalogue that name ``territory``
    (L964-L972), each with its two territories and points, from its YAML."""
    out = []
    for card in game.catalog.cards.values():
        score = card.score
        table = score.get("table") if isinstance(score, dict) else None
        of = table.get("of") if isinstance(table, dict) else None
        named = of.get("majorities") if isinstance(of, dict) else None
        if isinstance(named, list | tuple) and territory in named:
            assert isinstance(table, dict)
            steps = table.get("at_least")
            pairs = (
                [p for p in steps if isinstance(p, tuple | list)]
                if isinstance(steps, tuple | list)
                else []
            )
            points = ", ".join(
                f"{p[1]} VP for {p[0]} majorit{'y' if p[0] == 1 else 'ies'}" for p in pairs
            )
            both = " and ".join(map(str, named))
            out.append(f"{card.id} (sole majority in {both}: {points})")
    return out


@MENUS.tells("territory")
def tell_territory(
    game: KleineVoelker, d: KVData | None, entry: str, seat: int | None
) -> list[tuple[str, str]]:
    """Territory ``entry``: its spaces by board direction with their land, cost and building,
    each seat's floors and the majority, and what the majority scores; all public."""
    territory = int(entry)
    cards = ", ".join(controlled_by(game, territory))
    gain = game.params["population_gain"]
    scores = (
        f"in each population phase the seat with the most floors here (roofs count) gains"
        f" {gain['sole']} inhabitants, each tied seat {gain['tied']} (L377-L382)"
    )
    if cards:  # a tie is no majority; roofed buildings count (L964-L972)
        scores += f"; at the end the secret projects {cards} (L964-L972)"
    if d is None:
        return [("scores", scores)]
    facing = FACING[d.rotations[territory - 1]]
    by_direction = sorted(range(7), key=lambda i: facing[i])
    spaces = " | ".join(
        f"{DIRECTIONS[facing[i]]} {spot(d, space(territory, i))}" for i in by_direction
    )
    counts = floors_by_seat(d, territory)
    floors = ", ".join(f"{seat_name(p)} {n}" for p, n in enumerate(counts) if n) or "none"
    where = f"at the garden's {DIRECTIONS[d.positions.index(territory)]}"
    if d.crane == territory:
        where += "; the turtle crane stands here: the next action takes place here (L256-L273)"
    return [
        ("where", where),
        ("spaces", spaces),
        ("floors", f"{floors}; majority: {majority_words(game, counts)}"),
        ("scores", scores),
    ]


@MENUS.asks(T.Keep)
def ask_keep(game: KleineVoelker, d: KVData, t: T.Keep) -> str:
    return "Setup (L237-L241): keep one of the secret projects dealt to you"


@MENUS.asks(T.Act)
def ask_act(game: KleineVoelker, d: KVData, t: T.Act) -> str:
    if d.crane == 0 and not d.acting:  # L320-L323: the game's first action, anywhere
        return (
            "Turtle crane (L320-L323): the game's first action takes place in any territory:"
            " choose it (the crane starts there)"
        )
    where = f" in territory {d.acting}" if d.acting else ""
    return f"Turtle crane (L429-L546): your action{where}: build, demolish or a ploy"


@MENUS.asks(T.Land)
def ask_land(game: KleineVoelker, d: KVData, t: T.Land) -> str:
    where = place(d, t.space // 7 + 1, t.space % 7)
    return f"Bramble (L462-L475): the land tile laid on {where}"


@MENUS.asks(T.Onto)
def ask_onto(game: KleineVoelker, d: KVData, t: T.Onto) -> str:
    s = t.source
    return f"Ploy (L686-L704): the building the roof from {place(d, s // 7 + 1, s % 7)} goes onto"


@MENUS.asks(T.Claim)
def ask_claim(game: KleineVoelker, d: KVData, t: T.Claim) -> str:
    return "Public projects (L577-L597): which project does the floor just placed fulfil?"


@MENUS.asks(T.Next)
def ask_next(game: KleineVoelker, d: KVData, t: T.Next) -> str:
    return "Turn order (L325-L341): which seat takes the next turn?"


@MENUS.says(A.KeepProject)
def say_keep(game: KleineVoelker, d: KVData, t: Any, a: A.KeepProject) -> str:
    return f"keep {face(game, a.card)}"


@MENUS.says(A.Start)
def say_start(game: KleineVoelker, d: KVData, t: Any, a: A.Start) -> str:
    return f"the crane starts on territory {a.territory}: the first action takes place there"


def inhabitants(n: int) -> str:
    return f"{n} inhabitant{'s' * (n != 1)}"


def ploy_spent(d: KVData, t: Any) -> str:
    """``1 of your 3 ploy tokens``: what a ploy spends (L660-L667)."""
    seat = getattr(t, "seat", None)
    left = d.peoples[seat].ploys if seat is not None else None
    return f"1 of your {left} ploy tokens" if left is not None else "1 ploy token"


@MENUS.says(A.Build)
def say_build(game: KleineVoelker, d: KVData, t: Any, a: A.Build) -> str:
    """L445-L497: the space's number plus 1 for each floor already there."""
    s = space(a.territory, a.space_index)
    cost = build_cost(d, s)
    why = f", {d.cost[s]} + {d.floors[s]} floors there" if d.floors[s] else ""
    return (
        f"build a floor on {on_space(d, a)} for {inhabitants(cost)}{why} (L445-L497)"
        f"{crane_then(d, a)}"
    )


@MENUS.says(A.Demolish)
def say_demolish(game: KleineVoelker, d: KVData, t: Any, a: A.Demolish) -> str:
    """L509-L531: the floors back to your supply, twice their building cost gained."""
    s = space(a.territory, a.space_index)
    gain = value(d.cost[s], d.floors[s])
    return (
        f"demolish your building on {on_space(d, a)}: its floors back to your supply, gain"
        f" {inhabitants(gain)} (L509-L531){crane_then(d, a)}"
    )


@MENUS.says(A.Invade)
def say_invade(game: KleineVoelker, d: KVData, t: Any, a: A.Invade) -> str:
    """L707-L744: pay the owner twice the building's cost; your floors replace theirs."""
    s = space(a.territory, a.space_index)
    price, owner = value(d.cost[s], d.floors[s]), d.owner[s]
    whose = seat_name(owner) if owner != NOBODY else "its owner"
    return (
        f"ploy ({ploy_spent(d, t)}): take over the building on {on_space(d, a)}: pay"
        f" {whose} {inhabitants(price)}, who takes the floors back; as many of your floors"
        f" go there (L707-L744){crane_then(d, a)}"
    )


@MENUS.says(A.Transfer)
def say_transfer(game: KleineVoelker, d: KVData, t: Any, a: A.Transfer) -> str:
    return f"ploy ({ploy_spent(d, t)}): move the roof off your building on {on_space(d, a)}"


@MENUS.says(A.RoofOnto)
def say_onto(game: KleineVoelker, d: KVData, t: Any, a: A.RoofOnto) -> str:
    return f"the roof goes onto your building on {on_space(d, a)}"


@MENUS.says(A.Change)
def say_change(game: KleineVoelker, d: KVData, t: Any, a: A.Change) -> str:
    return (
        f"ploy ({ploy_spent(d, t)}): act in territory {a.territory} instead (one up or down"
        " from the crane, L671-L684)"
    )


@MENUS.says(A.LandType)
def say_land(game: KleineVoelker, d: KVData, t: Any, a: A.LandType) -> str:
    left = d.land_tiles[LANDS.index(a.land)]
    return f"a {a.land} land tile ({left} left)"


@MENUS.says(A.ClaimProject)
def say_claim(game: KleineVoelker, d: KVData, t: Any, a: A.ClaimProject) -> str:
    return f"claim {face(game, a.card)}"


@MENUS.says(A.NoClaim)
def say_no_claim(game: KleineVoelker, d: KVData, t: Any, a: A.NoClaim) -> str:
    return "claim none of them now"


@MENUS.says(A.Skip)
def say_skip(game: KleineVoelker, d: KVData, t: Any, a: A.Skip) -> str:
    return "no build is possible here: act in the next higher territory (L533-L546)"


@MENUS.says(A.Forfeit)
def say_forfeit(game: KleineVoelker, d: KVData, t: Any, a: A.Forfeit) -> str:
    return "no territory allows an action: the action is lost"


@MENUS.says(A.NextSeat)
def say_next(game: KleineVoelker, d: KVData, t: Any, a: A.NextSeat) -> str:
    return f"seat {a.seat} takes the next turn"


# --- the words of ``help``: each decision's question and each action word in general -----------
MENUS.decisions.update(
    {
        T.Keep.name: "Setup (L237-L241): keep one of the secret projects dealt to you",
        T.Act.name: "Turtle crane (L429-L546): your action in the crane's territory: build,"
        " demolish or a ploy",
        T.Land.name: "Bramble (L462-L475): the land tile laid on the bramble space just built on",
        T.Onto.name: "Ploy (L686-L704): the building the roof taken off goes onto",
        T.Claim.name: "Public projects (L577-L597): which project does the floor just placed"
        " fulfil?",
        T.Next.name: "Turn order (L325-L341): which seat takes the next turn?",
    }
)
MENUS.actions.update(
    {
        A.KeepProject.word: "keep CARD: at setup, keep this secret project (L237-L241)",
        A.Start.word: "start T: the game's very first action takes place in territory T"
        " (L320-L323)",
        A.Build.word: "build T S: build a floor on territory T, space S (0 the centre, 1-6 the"
        " ring: NW NE E SE SW W), paying its cost in inhabitants (L433-L497)",
        A.Demolish.word: "demolish T S: your building on territory T, space S goes back to your"
        " supply (L509-L531)",
        A.Invade.word: "invade T S: ploy, another seat's building there becomes yours (L706-L744)",
        A.Transfer.word: "transfer T S: ploy, the roof of your building there moves onto"
        " another of yours (L686-L704)",
        A.RoofOnto.word: "onto T S: the roof moved by the ploy goes onto your building on"
        " territory T, space S (L686-L699)",
        A.Change.word: "change T: ploy, act in territory T, one number up or down from the crane"
        " (L669-L684)",
        A.LandType.word: "land L: the land tile (meadow, leaves or straw) laid on the bramble just"
        " built on (L462-L475)",
        A.ClaimProject.word: "claim CARD: the public project the floor just placed fulfils"
        " (L577-L597)",
        A.NoClaim.word: "no_claim: claim none of the public projects now",
        A.Skip.word: "skip: no build is possible here: act in the next higher territory"
        " (L533-L546)",
        A.Forfeit.word: "forfeit: no territory allows an action: the action is lost",
        A.NextSeat.word: "next X: seat X takes the turn after yours (L325-L341)",
    }
)

# the final scoring (L757-L806), as the score sheet says them; a secret project's key is
# ``secret_N_ID`` (boardrules.menus.score_word adds the project's name)
MENUS.scores.update(
    {
        "public_projects": "public projects claimed during play",
        "secret_1": "secret project 1",
        "secret_2": "secret project 2",
        "inhabitants": "inhabitants left on the track",
    }
)
