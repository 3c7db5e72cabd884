"""The actions of Kleine Völker großer Garten: each kind once, beside its notation
(docs/games/kleine_voelker.md, "Action notation"), and the ids the decisions offer.

A space is written ``territory index`` (territory 1-7, index 0 the centre, 1-6 the ring in the
tile's printed orientation, L253-L262); a seat is a letter (A-D).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from boardrules.actions import Action, Kind

from .state import LANDS, index_of, space, territory_of

SEATS = "ABCD"
TERRITORIES = range(1, 8)
SPACES = range(49)


class KeepProject(Kind, word="keep"):
    """`keep SEC-T1`: setup, a secret project dealt is kept (L237-L241)."""

    card: str


class Start(Kind, word="start"):
    """`start 3`: the game's very first action takes place in territory 3 (L320-L323)."""

    territory: int


class Build(Kind, word="build"):
    """`build 3 4`: a floor on territory 3, space 4 (L433-L497)."""

    territory: int
    space_index: int  # 0 the centre, 1-6 the ring


class Demolish(Kind, word="demolish"):
    """`demolish 3 4`: your building there goes back to your supply (L509-L531)."""

    territory: int
    space_index: int  # 0 the centre, 1-6 the ring


class Invade(Kind, word="invade"):
    """`invade 3 4`: ploy, another seat's building there becomes yours (L706-L744)."""

    territory: int
    space_index: int  # 0 the centre, 1-6 the ring


class Transfer(Kind, word="transfer"):
    """`transfer 3 4`: ploy, the roof of your building there moves ... (L686-L704)"""

    territory: int
    space_index: int  # 0 the centre, 1-6 the ring


class RoofOnto(Kind, word="onto"):
    """`onto 5 1`: ... onto your building on territory 5, space 1 (L686-L699)."""

    territory: int
    space_index: int  # 0 the centre, 1-6 the ring


class Change(Kind, word="change"):
    """`change 2`: ploy, act in territory 2, one number up or down from the crane (L669-L684)."""

    territory: int


class LandType(Kind, word="land"):
    """`land meadow`: the land tile laid on the bramble just built on (L462-L475)."""

    land: str


class ClaimProject(Kind, word="claim"):
    """`claim PUB-C1`: the public project the floor just placed fulfils (L577-L597)."""

    card: str


class NoClaim(Kind, word="no_claim"):
    """`no_claim`: claim none of them."""


class Skip(Kind, word="skip"):
    """`skip`: no build is possible here: act in the next higher territory (L533-L546)."""


class Forfeit(Kind, word="forfeit"):
    """`forfeit`: after all seven territories the action is lost (digest A14)."""


class NextSeat(Kind, word="next"):
    """`next B`: after your turn, seat B goes next (L325-L341)."""

    seat: str


KINDS: tuple[type[Kind], ...] = (
    KeepProject,
    Start,
    Build,
    Demolish,
    Invade,
    Transfer,
    RoofOnto,
    Change,
    LandType,
    ClaimProject,
    NoClaim,
    Skip,
    Forfeit,
    NextSeat,
)
# the kinds whose arguments name a space, in the order of the codec
ON_SPACES: tuple[type[Build | Demolish | Invade | Transfer | RoofOnto], ...] = (
    Build,
    Demolish,
    Invade,
    Transfer,
    RoofOnto,
)


def all_actions(publics: Iterable[str], secrets: Iterable[str]) -> Iterable[Action]:
    """Every action of the game, in the order of the codec (data/kleine_voelker/actions.lock)."""
    yield from (Start(t) for t in TERRITORIES)
    yield from (Change(t) for t in TERRITORIES)
    for kind in ON_SPACES:
        yield from (kind(t, i) for t in TERRITORIES for i in range(7))
    yield from (LandType(x) for x in LANDS)
    yield from (ClaimProject(c) for c in publics)
    yield NoClaim()
    yield Skip()
    yield Forfeit()
    yield from (NextSeat(SEATS[q]) for q in range(4))
    yield from (KeepProject(c) for c in secrets)


class ActionIds:
    """The ids of the actions the decisions offer, by what they name: ``build[s]`` is the id
    of building on space ``s``, ``land[x]`` of land type ``x`` (an index into ``LANDS``)."""

    def __init__(
        self, ids: Mapping[Action, int], publics: Iterable[str], secrets: Iterable[str]
    ) -> None:
        where = [(territory_of(s), index_of(s)) for s in SPACES]
        self.start = [ids[Start(t)] for t in TERRITORIES]
        self.change = [ids[Change(t)] for t in TERRITORIES]
        self.build = [ids[Build(*where[s])] for s in SPACES]
        self.demolish = [ids[Demolish(*where[s])] for s in SPACES]
        self.invade = [ids[Invade(*where[s])] for s in SPACES]
        self.transfer = [ids[Transfer(*where[s])] for s in SPACES]
        self.onto = [ids[RoofOnto(*where[s])] for s in SPACES]
        self.land = [ids[LandType(x)] for x in LANDS]
        self.claim = {c: ids[ClaimProject(c)] for c in publics}
        self.no_claim = ids[NoClaim()]
        self.skip = ids[Skip()]
        self.forfeit = ids[Forfeit()]
        self.next = [ids[NextSeat(SEATS[q])] for q in range(4)]
        self.keep = {c: ids[KeepProject(c)] for c in secrets}


def on(action: Build | Demolish | Invade | Transfer | RoofOnto) -> int:
    """The space an action names."""
    return space(action.territory, action.space_index)
