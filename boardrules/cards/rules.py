"""What the card language's words mean on one game's table: the ``CardRules`` a game writes.

The card runtime (``effects.py``, ``runtime.py``, ``costs.py``) never reaches into a game's
data by itself: it asks the game's ``CardRules`` object (``game.rules``) what a resource, a
counter or owning a card means there, and runs the game's own words from its table of words
(``words``, a ``Lexicon``). A game subclasses ``CardRules`` once, in its card-words module,
and names the class in ``Game.rules_class``; ``rules.game`` is the game (its catalog and
tables).

Only ``gain_resource``, ``pay_resource``, ``resource_amount`` and ``counter`` have no
default; the rest are optional.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar, Generic, TypeVar

from boardrules.cards.host import CardSystem
from boardrules.cards.lexicon import Lexicon
from boardrules.cards.runtime import listening
from boardrules.tasks import Env, Task

if TYPE_CHECKING:
    from boardrules.cards.describe import Phrase
    from boardrules.engine import Game

D = TypeVar("D")  # a game's data (its GameData subclass): CardRules[NData]
Data = object  # any game's data, where a handler does not narrow it
Arg = object  # a word's parameters as the card file gives them (checked against its spec)


class CardRules(Generic[D]):
    """The meaning of the card language on one game's table (see the module's docstring)."""

    words: ClassVar[Lexicon] = Lexicon()
    # the game's phrases for its own card words, ``{word: template or function}``
    # (``describe``: what a card does, in words), and what a person may ask ``help`` about
    # besides its entries (action spaces or tiles that are no YAML entry), ``{name: words}``
    phrases: ClassVar[Mapping[str, Phrase]] = {}
    topics: ClassVar[Mapping[str, str]] = {}

    def __init__(self, game: Game) -> None:
        self.game = game

    @classmethod
    def host(cls, game: Game, sets: Iterable[str] | str, extra_cards: str | None) -> CardSystem[D]:
        """The game's cards with these rules (the kernel's ``CardHost``)."""
        return CardSystem(game, cls, sets, extra_cards)

    # --- resources, counters, points -----------------------------------------------------
    def gain_resource(self, d: D, player: int, res: str, n: int, env: Env) -> None:
        """``player`` gains ``n`` of ``res`` (``env``: the event being answered)."""
        raise NotImplementedError(res)

    def pay_resource(self, d: D, player: int, res: str, n: int) -> None:
        raise NotImplementedError(res)

    def resource_amount(self, d: D, player: int, res: str) -> int:
        raise NotImplementedError(res)

    def counter(self, d: D, player: int, name: str) -> int:
        """The value of a counter the vocabulary declares (``{count: name}``)."""
        raise NotImplementedError(name)

    def gain_vp_now(self, d: D, player: int, n: int) -> None:
        """``vp_now``: points scored at once (a game that counts points only at the end
        declares ``not_run=("vp_now",)`` and never gets here)."""
        raise NotImplementedError("vp_now")

    # --- the game's own words: one lookup in the table -----------------------------------
    def primitive(self, d: D, player: int, name: str, params: Arg, env: Env, here: str) -> None:
        self.words.primitives[name].run(self, d, player, params, env, here)

    def expression(self, d: D, player: int, form: str, arg: Arg, env: Env) -> int:
        value = self.words.expressions[form].run(self, d, player, arg, env)
        if not isinstance(value, int):
            raise TypeError(f"the expression {form} gave {value!r}, not an integer")
        return value

    def condition(self, d: D, player: int, form: str, arg: Arg, env: Env) -> bool:
        return bool(self.words.conditions[form].run(self, d, player, arg, env))

    # --- owning cards, usage, triggers ---------------------------------------------------
    def owns(self, d: D, player: int, card: str) -> bool:
        """Whether ``player`` owns ``card`` now (played, built, hired): its abilities apply."""
        return False

    def owned(self, d: D, player: int) -> Sequence[str] | None:
        """The cards ``player`` owns in the order it got them, if the game keeps one (then
        ``phase`` triggers come in that order); None (default): catalogue order."""
        return None

    def clock(self, d: D) -> tuple[int, int]:
        """(round, turn) now, for usage limits; turn counts every turn of the game from 1."""
        return (0, 0)

    def listeners(self, d: D, player: int, event: str) -> list[str]:
        """References of the abilities of ``player`` that hear its ``event`` now (default:
        the ``whenever`` abilities of the cards it owns)."""
        return listening(self.game, d, player, event)

    def can_pay_item(
        self, d: D, player: int, key: str, arg: Arg, need: dict[str, int], playing: str
    ) -> bool:
        """Whether a cost item of one of the game's cost types can be paid (``need``: what
        the resource items before it take; add to it what this item takes of resources)."""
        raise NotImplementedError(key)

    def pay_item(self, d: D, player: int, key: str, arg: Arg, here: str) -> list[Task]:
        """Pays one cost item (a resource's evaluated amount, or a game cost type's argument);
        returns the tasks that finish paying it, in order (decisions)."""
        if key in self.game.vocabulary.resources and isinstance(arg, int):
            self.pay_resource(d, player, key, arg)
            return []
        raise NotImplementedError(key)

    def between_triggers(self, d: D, task: Task) -> Task | None:
        """A task to run before the next of the triggered abilities of ``task`` (a
        ``Triggers``) resolves, or None (default)."""
        return None

    def play_card(self, d: D, player: int, card: str, tier: int) -> None:
        """Plays ``card`` at ``tier`` (-1: no tiers), after the decision ``pick_tier``."""
        raise NotImplementedError(card)
