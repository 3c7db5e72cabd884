"""What Woodcraft's card words mean on its table: ``WoodcraftCards`` and the table of words.

The card runtime (boardrules/cards) asks ``game.rules`` (a ``WoodcraftCards``) what a
resource, a counter or owning a card means here; Woodcraft's own primitives (``gain_tool``,
``produce``, ``gain_die``) are registered in ``WORDS`` beside the code that runs them. Lines
are those of shared/seeds/woodcraft.de.txt: blueberries and lanterns (L492-L493), materials
(L615-L626), reuse tokens (L1007-L1013), the reputation track (L1236-L1312) and the income
tracks (L1536-L1537); points never below 0 (L1053-L1056); a hired helper's abilities apply
while it sits in a room (L697-L709).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from boardrules.cards.describe import Phrase
from boardrules.cards.lexicon import Lexicon
from boardrules.cards.rules import CardRules
from boardrules.tasks import Env

from . import svg, tools, tracks
from .state import COLORS, EMPTY, MATERIALS, WData, kind, own, plus, put
from .tasks import Produce

if TYPE_CHECKING:
    from .game import Woodcraft

TRACKS = ("hazelnut_income", "blueberry_income")
RESOURCES = ("blueberry", "lantern", *MATERIALS, "reuse_token", "reputation", *TRACKS)
# the Workshop field holding each resource (``WoodcraftCards.resource_amount``)
RESOURCE_FIELDS = {
    "blueberry": "blueberries",
    "lantern": "lanterns",
    "glue_disc": "glue_discs",
    "saw_blade_disc": "saw_blades",
    "scrap_block": "scrap",
    "reuse_token": "reuse",
    "reputation": "reputation",
    "hazelnut_income": "hazelnut",
    "blueberry_income": "income",
}
TILE_BONUS: Env = (("event", "tile_bonus"),)  # lanterns gained so cannot pay the alternative
COUNTERS = (
    "helpers",
    "tool_kinds",
    "pots",
    "workshop_tiles",
    "fulfilled_orders",
    "hazelnut_income",
    "blueberry_income",
    "marketing",
    "trees",
)

WORDS = Lexicon()


class WoodcraftCards(CardRules[WData]):
    """The card language on Woodcraft's table (``Woodcraft.rules``)."""

    phrases: ClassVar[Mapping[str, Phrase]] = svg.WORDS  # describe templates
    topics: ClassVar[Mapping[str, str]] = svg.TILE_HELP  # help topics

    words = WORDS
    game: Woodcraft

    def gain_resource(self, d: WData, player: int, res: str, n: int, env: Env) -> None:
        w = own(d, player)
        if res == "blueberry":
            w.blueberries += n
        elif res == "lantern":
            w.lanterns += n
            if env == TILE_BONUS:  # L492-L493: not to pay this turn's alternative
                w.tile_lanterns += n
        elif res == "glue_disc":
            w.glue_discs += n
        elif res == "saw_blade_disc":
            w.saw_blades += n
        elif res == "scrap_block":
            w.scrap += n
        elif res == "reuse_token":
            w.reuse += n
        elif res == "reputation":
            tracks.reputation(self.game, d, player, n)
        else:
            tracks.advance(self.game, d, player, res, n)

    def pay_resource(self, d: WData, player: int, res: str, n: int) -> None:
        self.gain_resource(d, player, res, -n, ())

    def resource_amount(self, d: WData, player: int, res: str) -> int:
        amount: int = getattr(d.workshops[player], RESOURCE_FIELDS[res])
        return amount

    def gain_vp_now(self, d: WData, player: int, n: int) -> None:
        gain_vp(d, player, n)

    def counter(self, d: WData, player: int, name: str) -> int:
        w = d.workshops[player]
        if name == "helpers":
            return sum(1 for h in w.rooms if h)
        if name == "tool_kinds":
            return len({t for t in w.attic if t})
        if name == "pots":
            return w.pots_built
        if name == "workshop_tiles":
            return len(w.saws) + len(w.upgrades) + (w.glue >= 0)
        if name == "fulfilled_orders":
            return len(w.fulfilled)
        if name == "hazelnut_income":
            return w.hazelnut
        if name == "blueberry_income":
            return w.income
        if name == "marketing":
            return w.marketing
        return w.tree_count()

    def owns(self, d: WData, player: int, card: str) -> bool:
        """A hired helper's abilities apply (L697-L709): it is in one of the seat's rooms."""
        return card in d.workshops[player].rooms

    def clock(self, d: WData) -> tuple[int, int]:
        """Usage limits count rounds and the turns of the game."""
        return (d.round, d.turn)


def gain_vp(d: WData, player: int, n: int) -> None:
    """Points on the score track, never below 0 (L1053-L1056)."""
    w = own(d, player)
    w.vp = max(0, w.vp + n)


@WORDS.primitive("gain_tool", "str", "L1095-L1097: a tool of that kind (any: of choice)")
def gain_tool(rules: WoodcraftCards, d: WData, seat: int, tool: str, env: Env, here: str) -> None:
    tools.gain_tool(rules.game, d, seat, str(tool))


@WORDS.primitive("produce", "int", "L655-L659: that many different helpers produce")
def produce(rules: WoodcraftCards, d: WData, seat: int, n: int, env: Env, here: str) -> None:
    d.tasks.append(Produce(seat=seat, left=int(n), done=0, plant=0))


DIE_SPEC = (
    "map",
    {
        "color": (("enum", COLORS), True),
        "value": (("enum", (1, 2, 3, 4, 5, 6)), True),
        "to": (("enum", ("pot", "stack")), True),
    },
)


@WORDS.primitive("gain_die", DIE_SPEC, "a die from the supply, into its pot (if empty) or stack")
def gain_die(
    rules: WoodcraftCards, d: WData, seat: int, die: dict[str, object], env: Env, here: str
) -> None:
    w = own(d, seat)
    c = COLORS.index(str(die["color"]))
    value = int(str(die["value"]))
    if die["to"] == "pot" and w.pots[c] == EMPTY:
        w.pots = put(w.pots, c, value)
    else:
        w.dice = plus(w.dice, kind(c, value), 1)
