"""What Hallertau's card words mean on its table (docs/cards.md, "Hallertau cards"):
``HallertauCards``, the game's ``CardRules`` (``game.rules``), and the vocabulary of its card
files (``card_vocabulary``: the words of the table ``words.WORDS``, the cost types, the
events).

The card runtime asks ``HallertauCards`` what a resource, a counter, owning a card, a cost
item and playing a card mean here; each answer is one call into the module of its topic
(``supply.py``, ``cardlang.py``, ``cardcosts.py``, ``cardplay.py``). The game's own words
(primitives, expressions, conditions) are one lookup in ``WORDS``, registered beside their
code in ``cardeffects.py`` and ``cardlang.py``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from boardrules.cards.describe import Phrase
from boardrules.cards.lexicon import Lexicon
from boardrules.cards.rules import CardRules
from boardrules.cards.runtime import Triggers
from boardrules.cards.specs import SpecText
from boardrules.tasks import Env, Task

from . import (
    cardcosts,
    cardeffects,  # noqa: F401  (registers the primitives in WORDS)
    cardlang,
    cardplay,
    supply,
    svg,
)
from .state import DECKS, GOODS, HData
from .tasks import GainOffer, ask, sheep_payment
from .words import GOOD_LIST, ROW_LIST, WORDS

if TYPE_CHECKING:
    from .game import Hallertau

N_EXPR = ("expr", True)
# the cost types (paid by ``cardcosts.py``, L683-L689)
COST_TYPES: dict[str, SpecText] = {
    "fields": ("map", {"n": N_EXPR, "rows": (ROW_LIST, False), "planted": ("bool", False)}),
    "one_type": ("map", {"n": N_EXPR, "of": (GOOD_LIST, False)}),
    "each_type": ("map", {"n": N_EXPR, "k": ("int", True), "of": (GOOD_LIST, False)}),
    "hand_cards": ("map", {"n": ("int", True), "deck": (("enum", DECKS), False)}),
    "planted_good": "int",
    "harvested": "resources",
    "down_to": ("map", {"n": ("int", True), "of": (GOOD_LIST, False)}),
    "sheep_back": "int",
}


def craft_words(props: Any) -> str:
    """What a craft of crafts.yaml does, from its ``goods`` and ``restriction`` (L527-L553):
    each step to the right is paid with 1 jewelry (L613) or with as many goods as the round's
    number (L535) of the craft's kinds, under its restriction per step (L540-L547)."""
    goods = [str(g) for g in props.get("goods", ())]
    kinds = goods[0] if len(goods) == 1 else f"{', '.join(goods[:-1])} or {goods[-1]}"
    said = (
        "In the progress phase it advances 1 space to the right for each step paid: 1 jewelry, "
        f"or as many goods as the round's number (round 2: 2 goods) of {kinds}"
    )
    rule = props.get("restriction") or {}
    more = rule.get("more")
    if more:
        said += f", with more {more[0]} than {more[1]} in each step"
    for good, n in (rule.get("at_most") or {}).items():
        said += f", with at most {n} {good} in each step"
    return said + ". The house tile follows the leftmost craft (L557-L559)."


class HallertauCards(CardRules[HData]):
    """The card language on Hallertau's table (see the module's docstring)."""

    # describe templates, and what a craft does (``face:craft``)
    phrases: ClassVar[Mapping[str, Phrase]] = {**svg.WORDS, "face:craft": craft_words}

    words: ClassVar[Lexicon] = WORDS
    game: Hallertau

    def gain_resource(self, d: Any, player: int, res: str, n: int, env: Env) -> None:
        """A card's gain (L699): taken whole or skipped (``take <item>`` / ``skip``)."""
        if n > 0:
            ask(d, GainOffer(player, ((res, n),)))

    def pay_resource(self, d: Any, player: int, res: str, n: int) -> None:
        if res == "sheep":  # L301: the player picks the card or the stable, one at a time
            d.tasks.extend([sheep_payment(player)] * n)
        else:
            supply.pay_plain(self.game, d, player, res, n)

    def resource_amount(self, d: Any, player: int, res: str) -> int:
        return supply.resource_amount(d, player, res)

    def counter(self, d: Any, player: int, name: str) -> int:
        v = d.villages[player]
        good = supply.GOOD_INDEX.get(name)
        if good is not None:
            return int(v.goods[good])
        return cardlang.COUNTERS[name](self.game, d, v)

    def owns(self, d: Any, player: int, card: str) -> bool:
        """A played card's abilities apply (L661)."""
        return card in d.villages[player].played

    def owned(self, d: Any, player: int) -> Sequence[str]:
        """Played cards in the order played (L661: they stay face up until the end)."""
        played: list[str] = d.villages[player].played
        return played

    def can_pay_item(
        self, d: Any, player: int, key: str, arg: object, need: dict[str, int], playing: str
    ) -> bool:
        return cardcosts.can_pay_item(self.game, d, player, key, arg, need, playing)

    def pay_item(self, d: Any, player: int, key: str, arg: object, here: str) -> list[Task]:
        return cardcosts.pay_item(self.game, d, player, key, arg, here)

    def between_triggers(self, d: Any, task: Task) -> Task | None:
        assert isinstance(task, Triggers)
        return cardplay.between_triggers(d, task)

    def play_card(self, d: Any, player: int, card: str, tier: int) -> None:
        cardplay.play_card(self.game, d, player, card, tier)


def card_vocabulary() -> dict[str, Any]:
    """The game's words for ``Vocabulary`` (primitives, expressions, conditions, costs)."""
    return {
        "primitives": WORDS.specs("primitive"),
        "expressions": WORDS.specs("expression"),
        "conditions": WORDS.specs("condition"),
        "cost_types": COST_TYPES,
        "resources": (*GOODS, "tool", "jewelry", "sheep"),
    }
