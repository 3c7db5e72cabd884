"""A game's cards as the kernel sees them: ``CardSystem``, the kernel's ``CardHost``.

The kernel (``boardrules/engine.py``) imports nothing from ``boardrules.cards``: a game names
its ``CardRules`` class (``Game.rules_class``), and ``CardRules.host`` builds this object,
which loads the game's card files (the vocabulary, the catalogue of the card sets in play,
each entry's effect lists and the runtime's ability tables) and hands the kernel what it asks
through ``boardrules.host.CardHost``: the card runtime's actions, ops and decisions, the
digests of the card files, a card's description.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Generic, TypeVar

from boardrules.actions import Action, ChooseBranch, Kind, No, Yes
from boardrules.cards import costs, runtime
from boardrules.cards.describe import describe
from boardrules.cards.lexicon import Word
from boardrules.cards.loader import Catalog, check_catalog, effect_lists, load_catalog
from boardrules.cards.menus import card_menus
from boardrules.cards.primitives import KERNEL_WORDS, kernel_decisions, kernel_ops
from boardrules.cards.refs import Ref
from boardrules.cards.schema import structure_card
from boardrules.cards.validate import check_text
from boardrules.cards.vocabulary import Vocabulary
from boardrules.errors import CardError
from boardrules.host import Handlers, chosen_sets
from boardrules.menus import Menus
from boardrules.yamlload import line_of

if TYPE_CHECKING:
    from boardrules.cards.rules import CardRules
    from boardrules.cards.schema import Card
    from boardrules.engine import Game

D = TypeVar("D")  # the game's data, as its CardRules[D] reads it


class CardSystem(Generic[D]):
    """The cards of one game with the card sets ``sets`` (see the module's docstring)."""

    def __init__(
        self,
        game: Game,
        rules: type[CardRules[D]],
        sets: Iterable[str] | str,
        extra_cards: str | None = None,
    ) -> None:
        self.game = game
        self.vocabulary: Vocabulary = game.build_vocabulary()
        check = type(game).check_catalog
        everything = load_catalog(game.id, self.vocabulary, package=game.data_package, check=check)
        self.all_sets: tuple[str, ...] = everything.sets
        self.sets: tuple[str, ...] = chosen_sets(sets, self.all_sets)
        self.catalog: Catalog = everything.select(self.sets)
        if self.catalog is not everything:
            problems = check_catalog(self.catalog, self.vocabulary, check)
            if problems:
                raise CardError([str(p) for p in problems])
        if extra_cards is not None:
            self.catalog.cards.update(extra_entries(extra_cards, self.vocabulary, self.catalog))
            problems = list(check(self.catalog))
            if problems:
                raise CardError([str(p) for p in problems])
        self.digests: dict[str, dict[str, str]] = self.catalog.digests()
        self.effects: dict[str, tuple[Mapping[str, object], ...]] = {}
        places: dict[str, Ref] = {}  # each effect list's and each effect's reference
        for card in self.catalog.cards.values():
            self.effects.update(effect_lists(card, self.vocabulary, places))
        self.runtime = runtime.CardRuntime(self.catalog.cards.values(), self.vocabulary.resources)
        self.runtime.refs.update(places)
        self.rules: CardRules[D] = rules(game)
        # the table of words: the kernel's primitives, then the game's own (one lookup each)
        self.words: dict[str, Word] = {**KERNEL_WORDS.primitives, **rules.words.primitives}
        self.runtime.custom_listeners = has_own_listeners(self.rules)
        branches = [
            len(p)
            for e in self.effects.values()
            for x in e
            for n, p in x.items()
            if n == "choose" and isinstance(p, (list, tuple))
        ]
        self.num_choose = max([game.max_choose, *branches])
        self._descriptions: dict[str, str] = {}

    def kinds(self, own: Iterable[str]) -> list[type[Kind]]:
        """The card runtime's action kinds the game does not declare itself (``own``): the
        triggered card that resolves next, ``<trigger_action> <card>``."""
        word = self.game.trigger_action
        return [] if word in set(own) else [runtime.trigger_kind(word)]

    def answers(self) -> list[Action]:
        """The answers to the card runtime's decisions: ``choose k``, ``yes``, ``no``."""
        return [*(ChooseBranch(k) for k in range(self.num_choose)), Yes(), No()]

    def triggers(self, known: Iterable[Action]) -> list[Action]:
        """``<trigger_action> <card>`` for each card with a triggered ability, but those the
        game lists itself (``known``)."""
        have = set(known)
        return [a for a in runtime.runtime_actions(self.game, self.runtime) if a not in have]

    def handlers(self) -> Handlers:
        """The ops and decisions of the card runtime's tasks (run after the codec is built)."""
        game = self.game
        ops = {**kernel_ops(game, self.words), **runtime.runtime_ops(game), **costs.cost_ops(game)}
        decisions = {
            **kernel_decisions(game),
            **runtime.runtime_decisions(game),
            **costs.cost_decisions(game),
        }
        return ops, decisions

    def menus(self) -> Menus:
        """The words of the card runtime's decisions (``boardrules.cards.menus``)."""
        return card_menus(self.game)

    def describe(self, card_id: str) -> str:
        """What a card or board entry does, in words, from its YAML (cached)."""
        text = self._descriptions.get(card_id)
        if text is None:
            words = self.rules.phrases
            text = self._descriptions[card_id] = describe(self.catalog[card_id], words)
        return text


def extra_entries(text: str, vocab: Vocabulary, catalog: Catalog) -> Mapping[str, Card]:
    """The entries of a card file's text (``Game(extra_cards=...)``); CardError on a problem
    or on an id the data already has."""
    doc, problems = check_text(text, "extra_cards.yaml", vocab)
    out = {}
    if not problems and isinstance(doc, dict):
        for card_id, raw in doc.items():
            if str(card_id) in catalog.cards:
                raise CardError([f"extra_cards.yaml: {card_id}: the data already has this id"])
            kinds = set(vocab.kinds.get(raw["kind"], {}))
            out[str(card_id)] = structure_card(
                str(card_id), raw, "extra_cards.yaml", kinds, line_of(doc, card_id)
            )
    if problems:
        raise CardError([str(p) for p in problems])
    return out


def has_own_listeners(rules: object) -> bool:
    """Whether a game's card rules write their own ``listeners`` (not ``CardRules``'s)."""
    defaults = [k.__dict__["listeners"] for k in type(rules).__mro__ if "listeners" in k.__dict__]
    return len(defaults) > 1
