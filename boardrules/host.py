"""How cards plug into the kernel: the ``CardHost`` protocol the kernel calls.

The kernel imports nothing from ``boardrules.cards``. A game names its card rules
(``Game.rules_class``, a ``boardrules.cards.rules.CardRules``); their ``host`` builds the
game's ``CardHost`` (``boardrules.cards.host.CardSystem``), and the kernel asks it, through
this protocol only, for what cards add to a game: the loaded data (``catalog``,
``vocabulary``, ``effects``, ``runtime``, read by the game), the card runtime's actions and
task handlers, the digests of the card files (saved games) and a card's description.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from boardrules.actions import Action, Kind
from boardrules.errors import shown
from boardrules.menus import Menus

if TYPE_CHECKING:  # annotations only: the kernel imports nothing from boardrules.cards
    from boardrules.cards.loader import Catalog, EffectList
    from boardrules.cards.rules import CardRules
    from boardrules.cards.runtime import CardRuntime
    from boardrules.cards.vocabulary import Vocabulary

BASE_SET = "base"  # the card set always in play (an entry without `set:`)

OptionsFn = Callable[[Any, Any], list[int]]
# resolve(data, task, action): the action is of the game's declared kind (typed per handler)
ResolveFn = Callable[[Any, Any, Any], None]
OpFn = Callable[[Any, Any], None]
Handlers = tuple[Mapping[Any, OpFn], Mapping[Any, tuple[OptionsFn, ResolveFn]]]


class CardHost(Protocol):
    """What the kernel asks of a game's cards."""

    sets: tuple[str, ...]  # the card sets in play
    all_sets: tuple[str, ...]  # every set the data has
    digests: dict[str, dict[str, str]]  # {set: {file: digest}} (saved games name their data)
    num_choose: int  # how many `choose k` actions the codec holds

    # the loaded data, read by the game (None: a game without card data, ``NoCards``)
    @property
    def rules(self) -> CardRules[Any] | None:
        """The game's ``CardRules``: what the card words mean on its table."""
        ...

    @property
    def catalog(self) -> Catalog | None:
        """The entries of the card sets in play."""
        ...

    @property
    def vocabulary(self) -> Vocabulary | None:
        """The words the card files may use."""
        ...

    @property
    def effects(self) -> Mapping[str, EffectList]:
        """Every effect list by its reference (``"C/abilities/0/do"``)."""
        ...

    @property
    def runtime(self) -> CardRuntime | None:
        """The card runtime's ability tables (``boardrules.cards.runtime.CardRuntime``)."""
        ...

    def kinds(self, own: Iterable[str]) -> list[type[Kind]]:
        """The card runtime's action kinds whose word the game does not declare (``own``)."""
        ...

    def answers(self) -> list[Action]:
        """The answers to the card runtime's decisions (``choose k``, ``yes``, ``no``)."""
        ...

    def triggers(self, known: Iterable[Action]) -> list[Action]:
        """The actions naming a triggered card, but those ``known`` (the game's) lists."""
        ...

    def handlers(self) -> Handlers:
        """The card runtime's ops and decisions (called once the codec is built)."""
        ...

    def describe(self, card_id: str) -> str:
        """What a card or board entry does, in words."""
        ...

    def menus(self) -> Menus:
        """The words of the card runtime's decisions and answers (``boardrules.menus``)."""
        ...


def chosen_sets(value: object, known: Sequence[str]) -> tuple[str, ...]:
    """The card sets named by ``value`` (names, or one text ``"base,promo"``), sorted;
    raises ValueError unless each is a set of the data and ``base`` is among them."""
    names = value.split(",") if isinstance(value, str) else value
    if not isinstance(names, (list, tuple)) or not all(type(n) is str for n in names):
        raise ValueError(f"sets: a list of card set names, not {shown(value)}")
    chosen = tuple(sorted({n.strip() for n in names}))
    unknown = [n for n in chosen if n not in known and n != BASE_SET]
    if unknown:
        raise ValueError(f"sets: no card set {shown(unknown[0])}; the data has {list(known)}")
    if BASE_SET not in chosen:
        raise ValueError(f"sets: {list(chosen)} leaves out {BASE_SET!r}, which is always in play")
    return chosen


class NoCards:
    """The ``CardHost`` of a game without card data (no ``rules_class``): no catalogue, no
    card runtime, no card actions."""

    def __init__(self, sets: Iterable[str] | str) -> None:
        self.sets: tuple[str, ...] = chosen_sets(sets, ())
        self.all_sets: tuple[str, ...] = ()
        self.digests: dict[str, dict[str, str]] = {}
        self.rules: CardRules[Any] | None = None
        self.catalog: Catalog | None = None
        self.vocabulary: Vocabulary | None = None
        self.effects: Mapping[str, EffectList] = {}
        self.runtime: CardRuntime | None = None
        self.num_choose = 0

    def kinds(self, own: Iterable[str]) -> list[type[Kind]]:
        return []

    def answers(self) -> list[Action]:
        return []

    def triggers(self, known: Iterable[Action]) -> list[Action]:
        return []

    def handlers(self) -> Handlers:
        return {}, {}

    def describe(self, card_id: str) -> str:
        raise KeyError(f"{card_id!r}: the game has no card data")

    def menus(self) -> Menus:
        return Menus()
