"""The table of words: every word of the card language, one record each.

A word is what a card's YAML may say in one place: a primitive (an effect, ``gain``,
``catch``), an expression form (``count``, ``fish_plates``) or a condition form (``ge``,
``pattern``). Its record (``Word``) holds the word, the shape of its parameters (a *spec*,
see ``vocabulary.py``), the function that runs it and its line in the docs, so the validator
(through ``Vocabulary``), ``boardrules vocab`` and the runtime read one table, as Forge's
``ApiType`` binds script words to code. From a YAML word to its code is one lookup:
``game.rules.words.primitives["catch"].run``.

A game builds its table from the kernel's (``KERNEL_WORDS``) and registers its own words
beside the code that runs them::

    WORDS = Lexicon(KERNEL_WORDS)

    @WORDS.primitive("catch", "expr", "L914: the seat catches that many fish")
    def catch(rules: NusfjordCards, d: NData, seat: int, fish: int, env: Env, here: str) -> None:
        ...

Handlers take the game's ``CardRules`` object first (``rules.game`` is the game): a
primitive ``(rules, data, seat, params, env, here)``, an expression form
``(rules, data, seat, arg, env) -> int``, a condition form ``(... ) -> bool``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TypeVar

import attrs

from boardrules.cards.specs import Spec, SpecText, spec

SECTIONS = ("primitive", "expression", "condition")
F = TypeVar("F", bound=Callable[..., object])


@attrs.frozen
class Word:
    """One word of the card language: where it goes (``section``), its name, the shape of
    its parameters, the function that runs it and one line saying what it does (with its
    rulebook line), printed by ``boardrules vocab``."""

    section: str
    name: str
    spec: Spec  # the shape of its parameters (boardrules/cards/specs.py)
    run: Callable[..., object]
    doc: str = ""
    kernel: bool = False


class Lexicon:
    """A game's words: the kernel's (``parents``) and its own, by section and name."""

    def __init__(self, *parents: Lexicon, kernel: bool = False) -> None:
        self.kernel = kernel
        self.primitives: dict[str, Word] = {}
        self.expressions: dict[str, Word] = {}
        self.conditions: dict[str, Word] = {}
        for parent in parents:
            for section in SECTIONS:
                self.section(section).update(parent.section(section))

    def section(self, section: str) -> dict[str, Word]:
        if section == "primitive":
            return self.primitives
        if section == "expression":
            return self.expressions
        if section == "condition":
            return self.conditions
        raise ValueError(f"no section {section!r}: one of {SECTIONS}")

    def add(
        self, section: str, name: str, shape: SpecText, run: Callable[..., object], doc: str
    ) -> None:
        """Adds a word; its spec is checked now (``ValueError`` for a malformed one)."""
        table = self.section(section)
        if name in table and table[name].kernel == self.kernel:
            raise ValueError(f"the {section} {name!r} is registered twice")
        table[name] = Word(section, name, spec(shape), run, doc, self.kernel)

    def _register(self, section: str, name: str, shape: SpecText, doc: str) -> Callable[[F], F]:
        def bind(fn: F) -> F:
            self.add(section, name, shape, fn, doc)
            return fn

        return bind

    def primitive(self, name: str, shape: SpecText, doc: str = "") -> Callable[[F], F]:
        """Registers the decorated function as the primitive ``name``."""
        return self._register("primitive", name, shape, doc)

    def expression(self, name: str, shape: SpecText, doc: str = "") -> Callable[[F], F]:
        """Registers the decorated function as the expression form ``name``."""
        return self._register("expression", name, shape, doc)

    def condition(self, name: str, shape: SpecText, doc: str = "") -> Callable[[F], F]:
        """Registers the decorated function as the condition form ``name``."""
        return self._register("condition", name, shape, doc)

    def specs(self, section: str, own: bool = True) -> dict[str, Spec]:
        """``{name: spec}`` of a section (``own``: the game's words only, as ``Vocabulary``
        takes them; else the kernel's too)."""
        return {n: w.spec for n, w in self.section(section).items() if not (own and w.kernel)}

    def words(self) -> Iterable[Word]:
        for section in SECTIONS:
            yield from self.section(section).values()

    def docs(self) -> Mapping[str, str]:
        """``{name: doc}`` of every word with a doc line."""
        return {w.name: w.doc for w in self.words() if w.doc}
