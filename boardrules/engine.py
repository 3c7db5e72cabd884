"""The kernel: the plugin base class ``Game``, the immutable ``State`` and the task stack.

A game's mutable data (an attrs class) holds a *task stack* of typed, immutable task records
(``boardrules/tasks.py``). ``Game.run`` pops and executes tasks until the top one is a
*decision* (a player must choose: its options are the legal actions) or a *chance* task (a die
roll: resolved from the seeded generator, or exposed as a CHANCE node when
``chance="explicit"``). Effects never call back into the user: they push decisions.
"""

from __future__ import annotations

import functools
import importlib
import json
import operator
import random
import reprlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, ClassVar

import attrs
import cattrs
from cattrs.v import format_exception

from boardrules import rng, scoring
from boardrules.actions import (
    KERNEL_KINDS,
    Action,
    ActionCodec,
    Deal,
    Kind,
    Roll,
    kinds_table,
    typed,
)
from boardrules.cards.loader import (
    Catalog,
    check_catalog,
    data_dir,
    effect_lists,
    load_catalog,
)
from boardrules.cards.schema import BASE_SET, structure_card
from boardrules.cards.validate import Problem, check_text
from boardrules.cards.vocabulary import Vocabulary
from boardrules.cards.yamlload import line_of
from boardrules.copying import SHARE, Clonable, freeze
from boardrules.errors import CardError, IllegalAction, InvalidState
from boardrules.positions import merge, position_doc, read_position
from boardrules.scoring import Outcome, ScoreSheet
from boardrules.tasks import FACE_DOWN, Chance, Decision, Draw, Env, task_to_doc, task_types
from boardrules.tasks import Task as TaskRecord
from boardrules.tensors import Encoder, OneHot, Rec, Seat, Vec

# Player ids, as OpenSpiel's (open_spiel/spiel.h, enum PlayerId): tests/kernel/test_ids.py
CHANCE = -1  # kChancePlayerId
SIMULTANEOUS = -2  # kSimultaneousPlayerId
INVALID_PLAYER = -3  # kInvalidPlayer: never a current_player
TERMINAL = -4  # kTerminalPlayerId
NO_SEAT = -1  # the "seat" of a spectator: public_observation asks observation(d, NO_SEAT)

StackItem = TaskRecord  # what the task stack holds (the name kept for saved-game hooks)
OptionsFn = Callable[[Any, Any], list[int]]
# resolve(data, task, action): the action is of the game's declared kind (typed per handler)
ResolveFn = Callable[[Any, Any, Any], None]
OpFn = Callable[[Any, Any], None]
Decisions = dict[Any, tuple[OptionsFn, ResolveFn]]
STATE_FORMAT = "boardrules-state/1"
LOCK_FILE = "actions.lock"


@attrs.frozen
class GameOption:
    """A keyword option of ``new_game`` (a variant, a deck choice...)."""

    default: Any
    choices: tuple[Any, ...]
    doc: str


def later(d: Any, *tasks: Any) -> None:
    """Schedule tasks to run in the order given, before anything already scheduled."""
    d.tasks.extend(reversed(tasks))


@attrs.define(eq=True)
class GameData(Clonable):
    """Fields every game's state data has; a game subclasses it with its own fields.

    ``clone()`` (run by every ``apply``) is compiled from the field types (see
    ``boardrules.copying``): what can change is copied, the rest shared."""

    players: int
    seed: int
    rng: int
    explicit_chance: bool
    options: dict[str, Any] = attrs.field(metadata=SHARE)  # fixed by new_game
    tasks: list[StackItem]


_short = reprlib.Repr()
_short.maxstring = _short.maxother = _short.maxlong = 60


def shown(value: Any) -> str:
    """``value`` for an error message: an Action by its notation, anything else by a repr
    cut to a few dozen characters (never the whole of a huge input)."""
    if isinstance(value, Action) and len(str(value)) <= 80:
        return str(value)
    return _short.repr(value)


def clip(text: str, limit: int = 2000) -> str:
    """A message cut to ``limit`` characters (an error never prints a whole huge input)."""
    return text if len(text) <= limit else f"{text[: limit - 30]}... ({len(text)} characters)"


def as_int(value: Any) -> int | None:
    """``value`` as an int if it is an integer (int or a numpy integer, never a bool), else
    None."""
    if isinstance(value, bool):
        return None
    try:
        return operator.index(value)
    except TypeError:
        return None


def same_value(value: Any, choice: Any) -> bool:
    """Equal and of the same type (``True`` is not ``1``, ``1.0`` is not ``1``)."""
    return type(value) is type(choice) and bool(value == choice)


def type_mismatch(saved: Any, given: Any, at: str = "$") -> str | None:
    """Where ``saved`` (data written back as JSON values) differs from ``given`` (the JSON
    it was read from) in value or type, e.g. ``"$.tasks[3][1]: 1.0, expected an integer"``;
    None when they are the same. Lists and tuples count as the same kind (JSON has one)."""
    if isinstance(saved, (list, tuple)):
        if not isinstance(given, list) or len(given) != len(saved):
            return f"{at}: {shown(given)}, expected a list of {len(saved)}"
        for i, (a, b) in enumerate(zip(saved, given, strict=True)):
            found = type_mismatch(a, b, f"{at}[{i}]")
            if found:
                return found
        return None
    if isinstance(saved, dict):
        if not isinstance(given, dict) or set(given) != set(saved):
            return f"{at}: {shown(given)}, expected an object with keys {sorted(saved)}"
        for key, value in saved.items():
            found = type_mismatch(value, given[key], f"{at}.{key}")
            if found:
                return found
        return None
    if type(saved) is not type(given) or saved != given:
        kind = {bool: "true or false", int: "an integer", str: "a text"}.get(type(saved))
        return f"{at}: {shown(given)}, expected {kind or shown(saved)}"
    return None


# Integers of a table (counts, columns, seats...) are below 2**63: a huge one would be an
# IndexError or an OverflowError deep inside a later move. ``seed`` is any integer and ``rng``
# the generator's 64-bit state.
TABLE_INT = 2**63


def huge_int(raw: Any, at: str = "") -> str | None:
    """Where the plain ``raw`` data holds an integer out of its range, e.g.
    ``"villages[1].goods[0]: 1000...(401 digits) is out of range"``; None if nowhere."""
    stack: list[tuple[Any, str]] = [(raw, at)]
    while stack:
        value, where = stack.pop()
        if isinstance(value, dict):
            for key, item in value.items():
                path = f"{where}.{key}" if where else str(key)
                if not (where == at and key in ("seed", "rng")):
                    stack.append((item, path))
        elif isinstance(value, list):
            stack.extend((item, f"{where}[{i}]") for i, item in enumerate(value))
        elif (
            isinstance(value, int)
            and not isinstance(value, bool)
            and not -TABLE_INT <= value < TABLE_INT
        ):
            return f"{where}: {shown(value)} is out of range (a table's integers are below 2**63)"
    if isinstance(raw, dict):
        state = raw.get("rng")
        if isinstance(state, int) and not isinstance(state, bool) and not 0 <= state <= rng.MASK:
            return f"{at + '.' if at else ''}rng: {shown(state)} is no 64-bit generator state"
    return None


def stack_seats(d: Any) -> list[str]:
    """A task of the stack whose ``seat`` is no seat of the game: a decision's chooser, the seat
    a step acts for (a gain, an effect). A chance record's ``seat`` says who sees the outcome
    (``Draw``: -1 for everybody), it is left to the game."""
    for i, task in enumerate(d.tasks):
        seat = None if isinstance(task, Chance) else getattr(task, "seat", None)
        if isinstance(seat, int) and not 0 <= seat < d.players:
            return [f"tasks[{i}].seat: {seat} is no seat of {d.players} players"]
    return []


# What a game's own checks may raise on malformed data (a list too short, a wrong kind of
# value): the saved state is then rejected as invalid, never a crash.
DATA_ERRORS = (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError)


def _deep_tuple(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_deep_tuple(v) for v in value)
    return value


def _strict_int(value: Any, _: type) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"expected an integer, got {value!r}")
    return value


def _strict_bool(value: Any, _: type) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"expected true or false, got {value!r}")
    return value


def _strict_str(value: Any, _: type) -> str:
    if not isinstance(value, str):
        raise ValueError(f"expected a text, got {value!r}")
    return value


def _task_key(key: Any) -> str:
    """A handler's key (a record class) as text: its tag."""
    return str(getattr(key, "tag", key))


def _structure_env(value: Any, _: type) -> Env:
    """An event's payload: a list of [key, value] pairs, values plain (texts, numbers, lists)."""
    if not isinstance(value, list) or not all(
        isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], str) for pair in value
    ):
        raise ValueError(f"an event payload is a list of [key, value] pairs, not {value!r:.80}")
    return tuple((key, _deep_tuple(item)) for key, item in value)


def _say(exc: BaseException, kind: Any) -> str:
    """How a structuring error reads: our own checks say what they expected in words."""
    if type(exc) is ValueError and str(exc):
        return str(exc)
    return format_exception(exc, kind)


def make_converter(records: Mapping[str, type[TaskRecord]] | None = None) -> cattrs.Converter:
    """A strict JSON converter: no extra keys, no silent int('3') or bool coercions.

    ``records`` are the game's task classes by name: a task record is written as
    ``{"task": name, **fields}`` and read back field by field with the same strictness.
    """
    conv = cattrs.Converter(forbid_extra_keys=True)
    conv.register_structure_hook(int, _strict_int)
    conv.register_structure_hook(bool, _strict_bool)
    conv.register_structure_hook(str, _strict_str)
    table = dict(records or {})

    def structure_item(value: Any, _: type) -> Any:
        if not isinstance(value, dict) or not isinstance(value.get("task"), str):
            raise ValueError(f'a task is {{"task": name, ...fields}}, not {value!r}')
        cls = table.get(value["task"])
        if cls is None:
            raise ValueError(f"no task named {value['task']!r}; tasks: {sorted(table)}")
        fields = {k: v for k, v in value.items() if k != "task"}
        return conv.structure(fields, cls)

    conv.register_structure_hook_func(lambda t: t == StackItem, structure_item)
    conv.register_structure_hook_func(lambda t: t == Env, _structure_env)
    conv.register_unstructure_hook_func(
        lambda t: isinstance(t, type) and issubclass(t, TaskRecord), task_to_doc
    )
    conv.register_unstructure_hook_func(lambda t: t == StackItem, task_to_doc)
    return conv


def extra_entries(text: str, vocab: Vocabulary, catalog: Catalog) -> dict[str, Any]:
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


def chosen_sets(value: Any, known: Sequence[str]) -> tuple[str, ...]:
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


_SET_GAMES: dict[tuple[type[Game], tuple[str, ...]], Game] = {}


def _with_sets(cls: type[Game], sets: tuple[str, ...]) -> Game:
    """The game ``cls`` loaded with ``sets`` (once: a game's set choices are few)."""
    key = (cls, sets)
    if key not in _SET_GAMES:
        _SET_GAMES[key] = cls(sets=sets)
    return _SET_GAMES[key]


class Game:
    """Base class of a game plugin. Subclasses set the metadata and implement the hooks.

    Hooks a plugin implements: ``setup``, ``all_actions``, ``decision options/resolution``
    (``decisions``), task handlers (``ops``), ``chance_result``, ``score_sheet``,
    ``observation`` and ``check_data``.
    """

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[Mapping[str, GameOption]] = {}
    data_class: ClassVar[type[GameData]]
    max_choose: ClassVar[int] = 4  # at least this many "choose k" actions (more if data needs)
    data_package: ClassVar[str] = "boardrules.data"  # the package holding <id>/*.yaml
    max_die: ClassVar[int] = 6
    chance_tasks: ClassVar[tuple[type[Chance], ...]] = ()  # the game's Chance records
    trigger_action: ClassVar[str] = "resolve"  # `<it> <card>`: which triggered card is next
    # the game's typed action kinds (boardrules.actions.Kind): the actions the kernel hands the
    # game are of these classes, so a handler reads `action.card`, never `args[0]`
    action_kinds: ClassVar[tuple[type[Kind], ...]] = ()
    # the meaning of the card language on the game's table (boardrules.cards.rules.CardRules)
    rules_class: ClassVar[type[Any] | None] = None

    # --- metadata, as OpenSpiel's GameType (declared, never probed) ----------------------
    dynamics: ClassVar[str] = "sequential"  # secret simultaneous choices are taken in seat order
    chance_mode: ClassVar[str] = "explicit_stochastic"  # CHANCE nodes with chance="explicit"
    information: ClassVar[str] = "imperfect_information"  # or "perfect_information"
    secret_decisions: ClassVar[tuple[str, ...]] = ()  # decision kinds chosen in secret
    reward_model: ClassVar[str] = "terminal"  # returns() only at the end
    min_utility: ClassVar[float] = 0.0  # see State.returns
    max_utility: ClassVar[float] = 1.0

    def __init__(
        self, extra_cards: str | None = None, sets: Iterable[str] | str = (BASE_SET,)
    ) -> None:
        """Loads the game's data: the entries of the card sets ``sets`` (the base game by
        default: an entry without ``set:`` is in ``base``; see docs/cards.md#card-sets).
        ``extra_cards`` (the text of a card file) adds entries that are not in it, checked
        like a card file, for tests and examples: a seat may then own a card the data does
        not have, and every part of the game knows it."""
        from boardrules.cards import costs, rules, runtime
        from boardrules.effects import KERNEL_DECISIONS, KERNEL_OPS

        self.extra_cards = extra_cards
        self.rules: Any = self if self.rules_class is None else self.rules_class(self)
        self.vocabulary = self.build_vocabulary()
        everything = load_catalog(
            self.id, self.vocabulary, package=self.data_package, check=self.check_catalog
        )
        self.all_sets: tuple[str, ...] = everything.sets
        self.sets: tuple[str, ...] = chosen_sets(sets, self.all_sets)
        self.catalog: Catalog = everything.select(self.sets)
        if self.catalog is not everything:
            problems = check_catalog(self.catalog, self.vocabulary, self.check_catalog)
            if problems:
                raise CardError([str(p) for p in problems])
        if extra_cards is not None:
            self.catalog.cards.update(extra_entries(extra_cards, self.vocabulary, self.catalog))
            problems = list(self.check_catalog(self.catalog))
            if problems:
                raise CardError([str(p) for p in problems])
        self.card_digests = self.catalog.digests()
        self.effects: dict[str, tuple[Any, ...]] = {}
        for card in self.catalog.cards.values():
            self.effects.update(effect_lists(card, self.vocabulary))
        self.runtime = runtime.CardRuntime(self.catalog.cards.values(), self.vocabulary.resources)
        self.runtime.custom_listeners = rules.has_own_listeners(self.rules, Game.listeners)
        self.prepare()
        self.kinds = kinds_table([*KERNEL_KINDS, *self.action_kinds])
        if self.trigger_action not in self.kinds:
            self.kinds[self.trigger_action] = runtime.trigger_kind(self.trigger_action)
        kernel_actions: list[Action] = [Roll(v) for v in range(1, self.max_die + 1)]
        branches = [
            len(p) for e in self.effects.values() for x in e for n, p in x.items() if n == "choose"
        ]
        self.num_choose = max([self.max_choose, *branches])
        kernel_actions += [Action("choose", (k,)) for k in range(self.num_choose)]
        kernel_actions += [Action("yes"), Action("no")]
        kernel_actions += [Deal(card) for card in sorted(set(self.drawable_cards()))]
        game_actions = list(self.all_actions())
        known = set(game_actions)  # a game may list a runtime action itself (`activate 801`)
        kernel_actions += [a for a in runtime.runtime_actions(self, self.runtime) if a not in known]
        kinds = self.kinds
        self.codec = ActionCodec(
            [typed(a, kinds) for a in (*kernel_actions, *game_actions)], self.locked_actions()
        )
        self._ids = self.codec.ids
        self._table = self.codec.actions
        self._roll_ids = [self._ids[Roll(v)] for v in range(1, self.max_die + 1)]
        self.prepare_ids()
        kernel_ops = {**KERNEL_OPS(self), **runtime.runtime_ops(self), **costs.cost_ops(self)}
        kernel_decisions = {
            **KERNEL_DECISIONS(self),
            **runtime.runtime_decisions(self),
            **costs.cost_decisions(self),
        }
        game_ops, game_decisions = self.build_ops(), self.build_decisions()
        reserved = {*kernel_ops, *kernel_decisions}
        ops, decisions = set(game_ops), set(game_decisions)
        clash = sorted(map(_task_key, reserved & (ops | decisions) | ops & decisions))
        if clash:
            raise TypeError(
                f"{type(self).__name__} reuses task names {clash}: a task name is either the "
                f"kernel's ({sorted(map(_task_key, reserved))}), one op or one decision"
            )
        self.ops: dict[Any, OpFn] = {**kernel_ops, **game_ops}
        self.decisions: dict[Any, tuple[OptionsFn, ResolveFn]] = {}
        self.decisions.update(kernel_decisions)
        self.decisions.update(game_decisions)
        records = [*self.ops, *self.decisions]
        self.task_records = task_types([*records, *self.chance_tasks, Draw])
        self.masking = bool(self.secret_decisions)  # apply notes what an action hides
        self._secret = frozenset(self.secret_decisions)
        for cls in records:
            if cls in game_decisions and not issubclass(cls, Decision):
                raise TypeError(f"{cls.__qualname__} answers a decision: subclass Decision")
            if cls in game_ops and issubclass(cls, (Decision, Chance)):
                raise TypeError(f"{cls.__qualname__} is an op: subclass Task, not Decision")
        self.converter = make_converter(self.task_records)
        self.register_hooks(self.converter)

    def locked_actions(self) -> list[str]:
        """The notations of ``data/<game>/actions.lock`` (ids fixed across data versions)."""
        path = data_dir(self.id, self.data_package) / LOCK_FILE
        if not path.exists():
            return []
        lines = path.read_text(encoding="utf-8").splitlines()
        return [line for line in lines if line.strip() and not line.startswith("#")]

    # --- hooks a plugin implements -------------------------------------------------------
    def prepare(self) -> None:
        """Derive the game's tables from ``self.catalog`` (runs before the codec is built;
        ``check_catalog`` has vouched for the data it reads)."""

    def prepare_ids(self) -> None:
        """Cache action ids for fast legal-move generation (runs after the codec is built)."""

    @classmethod
    def build_vocabulary(cls) -> Vocabulary:
        """The words the game's card files may use (built from the class: no card file)."""
        raise NotImplementedError

    @classmethod
    def check_catalog(cls, catalog: Catalog) -> Iterable[Problem]:
        """What ``prepare`` needs of the data as a whole, as problems with file and line
        (entries it reads, cross-references); the files are already checked one by one and
        the declared parameters are present. ``boardrules validate`` reports these problems;
        loading the game raises ``CardError`` on them. Default: none."""
        return ()

    def build_ops(self) -> Mapping[Any, OpFn]:
        """``{TaskClass: handler(data, task)}`` for the game's ops (see boardrules/tasks.py).

        Tasks not yet converted to records are keyed by name: ``{"roll": handler}``."""
        raise NotImplementedError

    def build_decisions(self) -> Mapping[Any, tuple[OptionsFn, ResolveFn]]:
        """``{DecisionClass: (options(data, task) -> ids, resolve(data, task, action))}``."""
        raise NotImplementedError

    def all_actions(self) -> Iterable[Action]:
        raise NotImplementedError

    def setup(
        self, players: int, seed: int, explicit_chance: bool, options: dict[str, Any]
    ) -> GameData:
        raise NotImplementedError

    def chance_result(self, d: Any, task: Any, value: int) -> None:
        raise NotImplementedError

    def score_sheet(self, d: Any) -> ScoreSheet:
        """Every seat's categories and tie-break keys as they stand now (final at the end),
        and the solo target if the rulebook sets one."""
        raise NotImplementedError

    def scores(self, d: Any) -> tuple[float, ...]:
        """Each seat's total, from the score sheet."""
        return self.score_sheet(d).totals

    def score_breakdown(self, d: Any) -> list[dict[str, float]]:
        """The score sheet as one dict per seat (see ``ScoreSheet.breakdown``)."""
        return self.score_sheet(d).breakdown()

    def observation(self, d: Any, player: int) -> dict[str, Any]:
        raise NotImplementedError

    def public_observation(self, d: Any) -> dict[str, Any]:
        """What every seat may see and no more (a spectator's view): by default the
        observation of a seat number no player has (-1), so a game whose ``observation``
        shows a seat its own secrets by ``q == player`` hides them all here."""
        return self.observation(d, NO_SEAT)

    # Whether the running score (``score_sheet`` before the end) is public: Hallertau's is
    # (every category is on the table); a game that scores face-down cards keeps it False, and
    # pictures then show a seat only its own running total.
    running_score_public: ClassVar[bool] = False

    def hidden_mark(self, d: Any) -> tuple[int, str] | None:
        """What the action about to be taken at ``d`` hides from the other seats: ``(seat,
        kind)`` for a secret decision of ``seat`` or a card dealt to ``seat`` alone
        (``FACE_DOWN``: to nobody); None when every seat sees it (``State.history_for``)."""
        top = d.tasks[-1]
        if isinstance(top, Draw):
            return None if top.seat == -1 else (top.seat, "deal")
        if isinstance(top, Decision) and top.name in self._secret:
            return (top.seat, str(top.name))
        return None

    def draw_svg(self, view: Mapping[str, Any], seat: int | None) -> str:
        """The table as SVG text, drawn from ``view`` alone: ``observation(seat)``, or
        ``public_observation`` when ``seat`` is None (never from the state: a picture shows
        only what its viewer may see; ``boardrules.testing.check_pictures`` checks it). A
        game draws with ``boardrules.svg``; hidden parts are card backs."""
        raise NotImplementedError(f"{self.id} draws no picture")

    def describe_card(self, card_id: str) -> str:
        """What a card or board entry does, in words, from its YAML (``boardrules.cards.
        describe`` with the game's own ``card_words``)."""
        from boardrules.cards.describe import describe

        cache: dict[str, str] = self.__dict__.setdefault("_descriptions", {})
        text = cache.get(card_id)
        if text is None:
            text = cache[card_id] = describe(self.catalog[card_id], self.card_words())
        return text

    def card_words(self) -> Mapping[str, str]:
        """The game's phrases for its own card words (primitives, counters, costs), as
        ``{word: template}``; see ``boardrules.cards.describe``. Default: none."""
        return {}

    def help_topics(self) -> Mapping[str, str]:
        """What a person may ask ``help`` about besides the entries of the data (action
        spaces or tiles that are no YAML entry), as ``{name: words}``. Default: none."""
        return {}

    def check_data(self, d: Any) -> list[str]:
        return []

    def drawable_cards(self) -> Iterable[str]:
        """The cards a ``Draw`` may deal (each gets an action ``deal <card>``). Default: none."""
        return ()

    def pile(self, d: Any, task: Draw) -> list[str]:
        """The cards the ``Draw`` ``task`` may deal now, each as often as its copies."""
        raise NotImplementedError

    def draw_result(self, d: Any, task: Draw, card: str) -> None:
        """Puts the card a ``Draw`` dealt where ``task.into`` says (it is still in the pile)."""
        raise NotImplementedError

    def tensor_schema(self) -> Any:
        """The parts of ``observation(p)`` that ``observation_tensor`` encodes, as a tree of
        ``boardrules.tensors`` parts (its ``games/<id>/tensors.py``). Default: none, so the
        tensor holds only the pending decision."""
        return Rec({})

    def resample_from(self, state: State, d: Any, player: int, rng: random.Random) -> None:
        """``resample_hidden`` for a game that must read what ``player`` saw before the
        table shows it (its ``history_for``, the position the state was set up from). ``d``
        is a copy of ``state.data``. Default: ``resample_hidden(d, player, rng)``."""
        self.resample_hidden(d, player, rng)

    def resample_hidden(self, d: Any, player: int, rng: random.Random) -> None:
        """Redraws in ``d`` (a copy) what ``player`` cannot see, consistently with what it has
        seen: deck orders, other seats' hands and secret cards and commitments."""
        raise NotImplementedError

    # What the card language's words mean on this game's table (see boardrules/effects.py).
    def gain_resource(self, d: Any, player: int, res: str, n: int, env: Any) -> None:
        raise NotImplementedError

    def pay_resource(self, d: Any, player: int, res: str, n: int) -> None:
        raise NotImplementedError

    def resource_amount(self, d: Any, player: int, res: str) -> int:
        raise NotImplementedError

    def gain_vp_now(self, d: Any, player: int, n: int) -> None:
        raise NotImplementedError

    def counter(self, d: Any, player: int, name: str) -> int:
        raise NotImplementedError

    # What the card runtime needs to know (boardrules/cards/runtime.py and costs.py).
    def owns(self, d: Any, player: int, card: str) -> bool:
        """Whether ``player`` owns ``card`` now (played, built, hired): its abilities apply."""
        return False

    def owned(self, d: Any, player: int) -> Sequence[str] | None:
        """The cards ``player`` owns in the order it got them, if the game keeps one (then
        ``phase`` triggers come in that order); None (default): catalogue order."""
        return None

    def clock(self, d: Any) -> tuple[int, int]:
        """(round, turn) now, for usage limits; turn counts every turn of the game from 1."""
        return (0, 0)

    def listeners(self, d: Any, player: int, event: str) -> list[str]:
        """References of the abilities of ``player`` that hear its ``event`` now (default:
        the ``whenever`` abilities of the cards it owns, from ``game.runtime``)."""
        from boardrules.cards.runtime import listening

        return listening(self, d, player, event)

    def can_pay_item(
        self, d: Any, player: int, key: str, arg: Any, need: dict[str, int], playing: str
    ) -> bool:
        """Whether a cost item of one of the game's cost types can be paid (``need``: what
        the resource items before it take; add to it what this item takes of resources)."""
        raise NotImplementedError(key)

    def pay_item(self, d: Any, player: int, key: str, arg: Any, here: str) -> list[Any]:
        """Pays one cost item (a resource's evaluated amount, or a game cost type's argument);
        returns the tasks that finish paying it, in order (decisions)."""
        if key in self.vocabulary.resources:
            self.pay_resource(d, player, key, int(arg))
            return []
        raise NotImplementedError(key)

    def between_triggers(self, d: Any, task: Any) -> Any:
        """A task to run before the next of the triggered abilities of ``task`` (a
        ``Triggers``) resolves, or None (default)."""
        return None

    def play_card(self, d: Any, player: int, card: str, tier: int) -> None:
        """Plays ``card`` at ``tier`` (-1: no tiers), after the decision ``pick_tier``."""
        raise NotImplementedError(card)

    def expression(self, d: Any, player: int, form: str, arg: Any, env: Any) -> int:
        """Evaluates one of the game's own expression forms (declared in its vocabulary)."""
        raise NotImplementedError(form)

    def condition(self, d: Any, player: int, form: str, arg: Any, env: Any) -> bool:
        """Decides one of the game's own condition forms (declared in its vocabulary)."""
        raise NotImplementedError(form)

    def primitive(self, d: Any, player: int, name: str, params: Any, env: Any, here: str) -> None:
        """Runs one of the game's own primitives (declared in its vocabulary)."""
        raise NotImplementedError(name)

    def register_hooks(self, conv: cattrs.Converter) -> None:
        """Extra cattrs hooks for the game's data class (default: none)."""

    def render(self, d: Any) -> str:
        """A readable text picture of what everybody may see, for the terminal."""
        return json.dumps(self.observation(d, 0), indent=1)

    def render_private(self, d: Any, viewer: int) -> str:
        """What only ``viewer`` may see (hand, secret goals, own commitment), as text lines."""
        return ""

    # --- the public API ------------------------------------------------------------------
    def __reduce__(self) -> tuple[Any, ...]:
        """A game pickles as its id (and class): unpickled, it is the installed game."""
        cls = type(self)
        where = (self.id, cls.__module__, cls.__qualname__, self.extra_cards, self.sets)
        return (_unpickle_game, where)

    def __copy__(self) -> Game:
        return self  # a game never changes once loaded

    def __deepcopy__(self, memo: dict[int, Any]) -> Game:
        return self

    @property
    def num_distinct_actions(self) -> int:
        return len(self.codec)

    @property
    def utility(self) -> str:
        """OpenSpiel's utility kind: the returns of a game of two or more seats add up to 1.0
        (``"constant_sum"``); a game with a solo mode is ``"general_sum"`` (solo: 1 or 0)."""
        return "constant_sum" if self.min_players > 1 else "general_sum"

    @property
    def utility_sum(self) -> float | None:
        """What the returns add up to (``"constant_sum"`` games), else None."""
        return 1.0 if self.utility == "constant_sum" else None

    @property
    def max_game_length(self) -> int:
        """The most actions (chance outcomes included) a game can take, over every player
        count and option (see ``game_length_bound``)."""
        counts = range(self.min_players, self.max_players + 1)
        combos: list[dict[str, Any]] = [{}]
        combos += [{k: c} for k, o in self.options.items() for c in o.choices]
        return max(
            self.game_length_bound(n, {**self.defaults(), **o}) for n in counts for o in combos
        )

    def defaults(self) -> dict[str, Any]:
        """The default value of each option."""
        return {k: o.default for k, o in self.options.items()}

    def game_length_bound(self, players: int, options: Mapping[str, Any]) -> int:
        """The most actions a game of ``players`` seats with ``options`` can take (each game
        documents whether its bound is proven or tested)."""
        raise NotImplementedError

    @functools.cached_property
    def encoder(self) -> Encoder:
        """The observation tensor's encoder: the game's ``tensor_schema`` and the pending
        decision (its kind, who is to move, and for the seat to move its numbers)."""
        kinds = sorted({str(cls.name) for cls in self.decisions} | {"chance"})
        pending = Rec({"decision": OneHot(tuple(kinds)), "to_move": Seat(), "context": Vec(8)})
        return Encoder(Rec({"table": self.tensor_schema(), "pending": pending}), self.max_players)

    @property
    def observation_tensor_shape(self) -> tuple[int]:
        """``(n,)``: the length of every observation tensor of this game, any player count."""
        return (self.encoder.size,)

    @property
    def observation_tensor_layout(self) -> dict[str, slice]:
        """Each named part of the observation tensor and its slice (see docs/research.md)."""
        return dict(self.encoder.layout)

    @property
    def information_state_tensor_shape(self) -> tuple[int]:
        """``(n,)``: the observation tensor, then a count per action id and one for the
        actions p could not see."""
        return (self.encoder.size + self.num_distinct_actions + 1,)

    @property
    def game_type(self) -> dict[str, Any]:
        """The metadata in OpenSpiel's GameType and GameInfo terms, as one dict."""
        return {
            "short_name": self.id,
            "long_name": self.title,
            "dynamics": self.dynamics,
            "chance_mode": self.chance_mode,
            "information": self.information,
            "utility": self.utility,
            "reward_model": self.reward_model,
            "min_num_players": self.min_players,
            "max_num_players": self.max_players,
            "provides_information_state_string": True,
            "provides_information_state_tensor": True,
            "provides_observation_string": True,
            "provides_observation_tensor": True,
            "secret_decisions": self.secret_decisions,
            "num_distinct_actions": self.num_distinct_actions,
            "min_utility": self.min_utility,
            "max_utility": self.max_utility,
            "utility_sum": self.utility_sum,
            "max_game_length": self.max_game_length,
        }

    def action_id(self, action: Action) -> int:
        aid = self.exact_id(action)
        if aid is None:
            what = shown(tuple(action)) if isinstance(action, Action) else shown(action)
            raise IllegalAction(f"{what} is not an action of {self.id}")
        return aid

    def exact_id(self, action: Any) -> int | None:
        """The id of ``action`` if it is one of the game's actions by value and type (an
        ``Action`` whose arguments have the types of the codec's: ``pick yellow 1.0`` or a bare
        tuple is no action), else None."""
        if not isinstance(action, Action):
            return None
        try:
            aid = self._ids.get(action)
        except TypeError:  # an unhashable argument (a list...)
            return None
        if aid is None:
            return None
        known = self._table[aid]
        if action is not known and (
            type(action.kind) is not str
            or type(action.args) is not tuple
            or any(type(a) is not type(b) for a, b in zip(action.args, known.args, strict=True))
        ):
            return None
        return aid

    def action_from_id(self, i: int) -> Action:
        index = as_int(i)
        if index is None:
            raise IllegalAction(f"an action id is an integer, not {shown(i)}")
        if not 0 <= index < len(self._table):
            raise IllegalAction(f"action id {index} is outside 0..{len(self._table) - 1}")
        return self._table[index]

    def with_sets(self, sets: Iterable[str] | str) -> Game:
        """This game with the card sets ``sets`` in play (loaded once per choice). The option
        ``sets=[...]`` of ``new_game`` does the same; a state's ``game`` is the one it plays."""
        chosen = chosen_sets(sets, self.all_sets)
        return self if chosen == self.sets else _with_sets(type(self), chosen)

    def _game_of(self, options: Mapping[str, Any]) -> Game:
        """The game a saved game or position with these options plays (its card sets)."""
        if "sets" not in options:
            return self
        try:
            return self.with_sets(options["sets"])
        except ValueError as exc:
            raise InvalidState(f"options: {exc}") from None

    def new_game(self, players: int, seed: int = 0, chance: str = "auto", **options: Any) -> State:
        if (
            isinstance(players, bool)
            or not isinstance(players, int)
            or not self.min_players <= players <= self.max_players
        ):
            raise ValueError(
                f"{self.id} takes {self.min_players}-{self.max_players} players, not {players!r}"
            )
        seed_value = as_int(seed)
        if seed_value is None:
            raise ValueError(f"seed must be an integer, not {shown(seed)}")
        if type(chance) is not str or chance not in ("auto", "explicit"):
            raise ValueError(f"chance must be 'auto' or 'explicit', not {shown(chance)}")
        if "sets" in options:
            sets = options.pop("sets")
            game = self.with_sets(sets)
            if game is not self:
                return game.new_game(players, seed, chance, **options)
        opts: dict[str, Any] = {}
        for key, value in options.items():
            if key not in self.options:
                raise ValueError(
                    f"{self.id} has no option {shown(key)}; options: {sorted(self.options)}"
                )
            if not any(same_value(value, c) for c in self.options[key].choices):
                raise ValueError(f"option {key}={shown(value)}: one of {self.options[key].choices}")
        for key, opt in self.options.items():
            opts[key] = options.get(key, opt.default)
        if self.sets != (BASE_SET,):
            opts["sets"] = list(self.sets)
        d = self.setup(players, seed_value, chance == "explicit", opts)
        self.run(d)
        return State(self, d, None)

    def parse_action(self, state: State, text: str) -> Action:
        """Reads the notation of ``str(action)``; raises IllegalAction naming the legal ones."""
        action = self.codec.by_text.get(" ".join(str(text).split()))
        legal = state.legal_actions()
        if action is None:
            raise IllegalAction(f"{text!r} is not the notation of any {self.id} action", legal)
        if action not in legal:
            raise IllegalAction(f"{text!r} is not legal now", legal)
        return action

    def replay(
        self,
        players: int,
        seed: int,
        history: Iterable[Action | str],
        chance: str = "auto",
        **options: Any,
    ) -> State:
        state = self.new_game(players, seed, chance, **options)
        for a in history:
            state = state.apply(self._text_action(a) if isinstance(a, str) else a)
        return state

    def _text_action(self, text: str) -> Action:
        action = self.codec.by_text.get(text)
        if action is None:
            raise IllegalAction(f"{text!r} is not the notation of any {self.id} action")
        return action

    def state_from_json(self, text: str) -> State:
        """Loads a saved state: checks every field, then replays its history to confirm it."""
        try:
            doc = json.loads(text)
        except (TypeError, ValueError, RecursionError) as exc:  # ValueError: 4,301 digits
            raise InvalidState(f"not JSON: {clip(str(exc))}") from None
        if not isinstance(doc, dict):
            raise InvalidState("a saved state is a JSON object")
        need = {"format", "game", "players", "seed", "chance", "options", "history", "data"}
        missing = need - set(doc)
        extra = set(doc) - need - {"start", "cards"}
        if missing or extra:
            raise InvalidState(f"missing fields {sorted(missing)}, unknown fields {sorted(extra)}")
        if doc["format"] != STATE_FORMAT:
            raise InvalidState(f"format {shown(doc['format'])}, expected {STATE_FORMAT!r}")
        if doc["game"] != self.id:
            raise InvalidState(f"a state of {shown(doc['game'])}, not {self.id!r}")
        if not isinstance(doc["history"], list) or not all(
            isinstance(h, str) for h in doc["history"]
        ):
            raise InvalidState("history must be a list of action notations")
        for key, kind in (("players", int), ("seed", int), ("chance", str), ("options", dict)):
            if not isinstance(doc[key], kind) or isinstance(doc[key], bool):
                raise InvalidState(f"{key} must be a {kind.__name__}, not {shown(doc[key])}")
        if doc["chance"] not in ("auto", "explicit"):
            raise InvalidState(f"chance must be 'auto' or 'explicit', not {shown(doc['chance'])}")
        game = self._game_of(doc["options"])
        if game is not self:
            return game.state_from_json(text)
        if "cards" in doc:
            self.check_card_digests(doc["cards"])
        if not isinstance(doc["data"], dict):
            raise InvalidState(f"data: must be a JSON object, not {shown(doc['data'])}")
        d = self.checked_data(doc["data"], "data")
        try:
            if "start" in doc:
                replayed = self.state_from_position(doc["start"])
                for a in doc["history"]:
                    replayed = replayed.apply(self._text_action(a))
            else:
                replayed = self.replay(
                    doc["players"], doc["seed"], doc["history"], doc["chance"], **doc["options"]
                )
        except InvalidState as exc:
            raise InvalidState(f"start: {exc}") from None
        except (IllegalAction, ValueError, TypeError, OverflowError) as exc:
            raise InvalidState(f"history does not replay: {clip(str(exc))}") from None
        if replayed._data != d:
            fields = [
                f.name
                for f in attrs.fields(type(d))
                if getattr(d, f.name) != getattr(replayed._data, f.name)
            ]
            raise InvalidState(f"data disagrees with its history in {fields}")
        # equal values may still differ in type (1.0 or true for 1): the data must be what
        # the history gives, types included
        mismatch = type_mismatch(self.converter.unstructure(replayed._data), doc["data"])
        if mismatch:
            raise InvalidState(f"data: {mismatch}")
        return State(self, d, replayed._hist, replayed._start)

    def checked_data(self, raw: Any, where: str) -> Any:
        """The game's data from its plain form, read strictly and checked by the game's
        invariants; raises InvalidState (prefixed ``where``) naming what is wrong."""
        huge = huge_int(raw)
        if huge:
            raise InvalidState(f"{where}: {huge}")
        try:
            d = self.converter.structure(raw, self.data_class)
        except (cattrs.BaseValidationError, *DATA_ERRORS) as exc:
            detail = (
                "; ".join(cattrs.transform_error(exc, format_exception=_say))
                if isinstance(exc, cattrs.BaseValidationError)
                else str(exc)
            )
            raise InvalidState(f"{where}: {clip(detail)}") from None
        try:
            problems = stack_seats(d) or self.check_data(d)
        except DATA_ERRORS as exc:
            problems = [f"malformed ({type(exc).__name__}: {clip(str(exc))})"]
        if problems:
            raise InvalidState(f"{where}: " + "; ".join(problems))
        return d

    def check_card_digests(self, saved: Any) -> None:
        """Refuses a saved game played with other card data than this game's: names each card
        file (by set) whose entries changed, appeared or went (see ``Catalog.digests``)."""
        ok = isinstance(saved, dict) and all(
            isinstance(files, dict) and all(type(v) is str for v in files.values())
            for files in saved.values()
        )
        if not ok:
            raise InvalidState(f"cards: {{set: {{file: digest}}}}, not {shown(saved)}")
        now = self.card_digests
        changed = []
        for name in sorted({*saved, *now}):
            was, has = saved.get(name, {}), now.get(name, {})
            for file in sorted({*was, *has}):
                if file not in has:
                    changed.append(f"{name}/{file} is gone")
                elif file not in was:
                    changed.append(f"{name}/{file} is new")
                elif was[file] != has[file]:
                    changed.append(f"{name}/{file} changed")
        if changed:
            raise InvalidState(
                f"saved with other card data than the installed {self.id} ("
                + clip("; ".join(changed))
                + "): replay its history on the data it was played with"
            )

    def state_from_position(self, doc: Mapping[str, Any] | str) -> State:
        """A state set up from a position document (a mapping, or its YAML or JSON text);
        fields the document leaves out come from the setup of its seed. Raises InvalidState
        naming the first problem. See docs/positions.md."""
        pos = read_position(self.id, doc)
        game = self._game_of(pos["options"])
        if game is not self:
            return game.state_from_position(pos)
        try:
            base = self.new_game(pos["players"], pos["seed"], pos["chance"], **pos["options"])
        except (ValueError, TypeError, OverflowError) as exc:
            raise InvalidState(f"position: {exc}") from None
        merged = merge(self.converter.unstructure(base._data), pos["data"])
        d = self.checked_data(merged, "position: data")
        try:
            self.run(d)
            state = State(self, d, None)
            if not state.is_terminal and not state.legal_actions():
                raise InvalidState(f"position: nobody can act at {self.decision_name(d)!r}")
            state.observation(0)
        except InvalidState:
            raise
        except (*DATA_ERRORS, IllegalAction) as exc:
            raise InvalidState(f"position: the table does not play on: {exc!r}") from None
        state._start = position_doc(state)
        return state

    # --- the task stack ------------------------------------------------------------------
    def run(self, d: Any) -> None:
        """Executes tasks until a decision, a chance node (explicit mode) or the end."""
        tasks = d.tasks
        ops = self.ops
        decisions = self.decisions
        while tasks:
            top = tasks[-1]
            kind = type(top)
            op = ops.get(kind)
            if op is None:
                if kind in decisions:
                    return
                if isinstance(top, Chance):
                    if d.explicit_chance:
                        return
                    tasks.pop()
                    if isinstance(top, Draw):  # the top card: piles keep the seed's shuffle
                        self.draw_result(d, top, self.pile(d, top)[0])
                        continue
                    d.rng, r = rng.randbelow(d.rng, top.sides)
                    self.chance_result(d, top, r + 1)
                    continue
                raise TypeError(f"no handler for the task {top!r} of {self.id}")
            tasks.pop()
            op(d, top)

    def decision_name(self, d: Any) -> str | None:
        """The name of the pending task (``"chance"`` for any chance task), None at the end."""
        if not d.tasks:
            return None
        top = d.tasks[-1]
        if isinstance(top, Chance):
            return "chance"
        return str(top.name)

    def current_player(self, d: Any) -> int:
        if not d.tasks:
            return TERMINAL
        top = d.tasks[-1]
        if isinstance(top, Decision):
            return top.seat
        if isinstance(top, Chance):
            return CHANCE
        raise TypeError(f"the task {top!r} on top of the stack is no decision")

    def legal_ids(self, d: Any) -> list[int]:
        if not d.tasks:
            return []
        top = d.tasks[-1]
        if isinstance(top, Chance):
            if isinstance(top, Draw):
                ids = self._ids
                return sorted(ids[Deal(c)] for c in set(self.pile(d, top)))
            return self._roll_ids[: top.sides]
        return self.decisions[type(top)][0](d, top)

    def step(self, d: Any, action: Action) -> None:
        action = typed(action, self.kinds)  # the declared kind (apply already hands it)
        top = d.tasks.pop()
        if isinstance(top, Draw):
            assert isinstance(action, Deal)
            self.draw_result(d, top, action.card)
        elif isinstance(top, Chance):
            assert isinstance(action, Roll)
            self.chance_result(d, top, action.value)
        else:
            self.decisions[type(top)][1](d, top, action)
        self.run(d)


class State:
    """An immutable game position. ``apply`` returns a new State; this one never changes.

    States pickle (the game by its id, the state by its data and history), copy cheaply
    (``copy.copy`` is the state itself; ``copy.deepcopy`` clones only its data) and compare
    and hash by their table, ``state.data``, whatever path led there (transposition keys)."""

    __slots__ = (
        "game",
        "_data",
        "_hist",
        "_start",
        "_legal",
        "_legal_ids",
        "_ids",
        "_sorted",
        "_hash",
    )

    def __init__(
        self,
        game: Game,
        data: Any,
        hist: tuple[Any, ...] | None,
        start: dict[str, Any] | None = None,
    ) -> None:
        self.game = game
        self._data = data
        self._hist = hist
        self._start = start  # the position the game was set up from (None: from new_game)
        self._legal: tuple[Action, ...] | None = None
        self._legal_ids: frozenset[int] | None = None
        self._ids: list[int] | None = None  # the legal ids in the decision's order
        self._sorted: tuple[int, ...] | None = None
        self._hash: int | None = None

    @property
    def current_player(self) -> int:
        return self.game.current_player(self._data)

    @property
    def is_terminal(self) -> bool:
        return not self._data.tasks

    @property
    def is_chance_node(self) -> bool:
        return self.current_player == CHANCE

    @property
    def decision(self) -> str | None:
        """The kind of choice pending (``"commit"``, ``"lantern"``, ... or ``"chance"`` for a
        die roll), or None at the end: what the legal actions answer."""
        return self.game.decision_name(self._data)

    @property
    def players(self) -> int:
        return int(self._data.players)

    @property
    def history(self) -> tuple[Action, ...]:
        out: list[Action] = []
        node = self._hist
        while node is not None:
            out.append(node[1])
            node = node[0]
        return tuple(reversed(out))

    def legal_actions(self, player: int | None = None) -> tuple[Action, ...]:
        if self._legal is None:
            ids = self._ids
            if ids is None:
                ids = self._ids = self.game.legal_ids(self._data)
            table = self.game._table
            self._legal = tuple([table[i] for i in ids])
            self._legal_ids = frozenset(ids)
        if player is not None and player != self.current_player:
            return ()
        return self._legal

    def legal_action_ids(self) -> tuple[int, ...]:
        """The ids of the legal actions (``game.action_id``), sorted: the integer fast path
        with ``apply_id``. Empty at the end."""
        if self._sorted is None:
            ids = self._ids
            if ids is None:
                ids = self._ids = self.game.legal_ids(self._data)
            self._sorted = tuple(sorted(ids))
        return self._sorted

    def legal_action_mask(self) -> list[int]:
        """1 at the id of each legal action, 0 elsewhere: ``num_distinct_actions`` entries."""
        mask = [0] * len(self.game._table)
        for i in self.legal_action_ids():
            mask[i] = 1
        return mask

    def apply_id(self, action_id: int) -> State:
        """``apply(game.action_from_id(action_id))``, without building the legal actions."""
        legal = self._legal_ids
        if legal is None:
            ids = self._ids
            if ids is None:
                ids = self._ids = self.game.legal_ids(self._data)
            legal = self._legal_ids = frozenset(ids)
        if type(action_id) is not int or action_id not in legal:
            index = as_int(action_id)
            if index is None or index not in legal:
                raise IllegalAction(
                    f"action id {shown(action_id)} is not legal now (player to move: "
                    f"{self.current_player}; legal ids {sorted(legal)})",
                    self.legal_actions(),
                )
            action_id = index
        action = self.game._table[action_id]
        d = self._data.clone()
        game = self.game
        mark = game.hidden_mark(self._data) if game.masking or d.explicit_chance else None
        game.step(d, action)
        return State(
            game, d, (self._hist, action, mark) if mark else (self._hist, action), self._start
        )

    # --- search and learning --------------------------------------------------------------
    def pending_for(self, player: int) -> dict[str, Any] | None:
        """The pending decision with its context (the task record's fields), if ``player``
        is the seat to decide it; None otherwise."""
        tasks = self._data.tasks
        if not tasks or self.current_player != player:
            return None
        return task_to_doc(tasks[-1])

    def observation_string(self, player: int) -> str:
        """``observation(p)`` and, for the seat to move, its pending decision, as JSON text."""
        seat = self.seat(player)
        view = {"observation": self.observation(seat), "pending": self.pending_for(seat)}
        return json.dumps(view, sort_keys=True, default=str)

    def observation_tensor(self, player: int) -> list[float]:
        """``observation(p)`` as ``game.observation_tensor_shape`` floats, laid out as
        ``game.observation_tensor_layout`` says (docs/research.md)."""
        seat = self.seat(player)
        pending = self.pending_for(seat) or {}
        numbers = [
            float(v)
            for k, v in pending.items()
            if k not in ("task", "seat") and isinstance(v, int | float)
        ]
        to_move = self.current_player
        context = {
            "decision": self.decision,
            "to_move": to_move if to_move >= 0 else None,
            "context": numbers,
        }
        view = {"table": self.game.observation(self._data, seat), "pending": context}
        return self.game.encoder.encode(view, seat, self.players)

    def history_for(self, player: int) -> tuple[str, ...]:
        """The history as ``player`` saw it: each action's notation, but another seat's
        secret choice (a decision of ``game.secret_decisions``) as ``"<seat>: <decision>"``
        and a card dealt to another seat alone (explicit chance) as ``"<seat>: deal"`` (one
        dealt face down as ``"face down: deal"``)."""
        seat = self.seat(player)
        out: list[str] = []
        text = self.game.codec.text
        node = self._hist
        while node is not None:
            if len(node) == 3 and node[2][0] != seat:
                who, kind = node[2]
                out.append("face down: deal" if who == FACE_DOWN else f"{who}: {kind}")
            else:
                out.append(text[node[1]])
            node = node[0]
        return tuple(reversed(out))

    def seen_as(self, action: Action, player: int) -> str:
        """How ``player`` sees ``action`` taken here: one entry of ``history_for`` (its
        notation, ``"<seat>: <decision>"`` for another seat's secret choice, ``"<seat>: deal"``
        for a card dealt to another seat alone, ``"face down: deal"`` for one nobody sees), as
        ``game.hidden_mark`` reads it. Lets a caller that steps a game keep the seats'
        histories as it goes (the OpenSpiel adapter)."""
        seat = self.seat(player)
        mark = self.game.hidden_mark(self._data) if self._data.tasks else None
        if mark is None or mark[0] == seat:
            return str(action)
        who, kind = mark
        return "face down: deal" if who == FACE_DOWN else f"{who}: {kind}"

    def information_state_string(self, player: int) -> str:
        """What ``player`` knows: its seat, the history as it saw it (``history_for``) and
        its observation now (``observation_string``), one per line."""
        seat = self.seat(player)
        lines = [f"seat {seat}", *self.history_for(seat), self.observation_string(seat)]
        return "\n".join(lines)

    def information_state_tensor(self, player: int) -> list[float]:
        """The observation tensor, then how often ``player`` saw each action id (the order
        is not kept), then how many actions it could not see."""
        seat = self.seat(player)
        counts = [0.0] * (self.game.num_distinct_actions + 1)
        by_text = self.game.codec.by_text
        ids = self.game._ids
        for text in self.history_for(seat):
            action = by_text.get(text)
            counts[ids[action] if action is not None else -1] += 1.0
        return self.observation_tensor(seat) + counts

    def resample(self, player: int, rng: random.Random | None = None) -> State:
        """A state ``player`` cannot tell from this one (the same observations and history
        as it saw them), with everything it cannot see redrawn from ``rng``: deck orders,
        other seats' hands, secret cards and commitments. For determinized and
        information-set search."""
        seat = self.seat(player)
        d = self._data.clone()
        self.game.resample_from(self, d, seat, rng or random.Random())
        return State(self.game, d, self._hist, self._start)

    def __eq__(self, other: object) -> bool:
        """Two states are equal when they are of one game and their tables (``data``) are,
        whatever their histories."""
        if not isinstance(other, State):
            return NotImplemented
        return self is other or (self.game.id == other.game.id and bool(self._data == other._data))

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = self._hash = hash((self.game.id, freeze(self._data)))
        return h

    def __reduce__(self) -> tuple[Any, ...]:
        links: list[Any] = []
        node = self._hist
        while node is not None:
            aid = self.game._ids[node[1]]
            links.append((aid, node[2]) if len(node) == 3 else aid)
            node = node[0]
        return (_unpickle_state, (self.game, self._data, links[::-1], self._start))

    def __copy__(self) -> State:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> State:
        return State(self.game, self._data.clone(), self._hist, self._start)

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.current_player != CHANCE:
            return []
        actions = self.legal_actions()
        top = self._data.tasks[-1]
        if isinstance(top, Draw):
            cards = self.game.pile(self._data, top)
            return [(a, cards.count(a.card) / len(cards)) for a in actions if isinstance(a, Deal)]
        return [(a, 1.0 / len(actions)) for a in actions]

    def apply(self, action: Action) -> State:
        if self._legal_ids is None:
            self.legal_actions()
        assert self._legal_ids is not None
        aid = self.game.exact_id(action)
        if aid is None or aid not in self._legal_ids:
            if self.is_terminal:
                what = "the game is over"
            elif isinstance(action, str):
                what = (
                    f"{shown(action)[1:-1]} is not legal now: apply takes an Action, not a "
                    "notation (game.parse_action reads one)"
                )
            elif not isinstance(action, Action):
                what = f"{shown(action)} is not an Action"
            elif aid is None and str(action) in self.game.codec.by_text:
                what = f"{shown(tuple(action))} has the notation of an action, not its types"
            else:
                what = f"{shown(action)} is not legal now"
            raise IllegalAction(
                f"{what} (player to move: {self.current_player})", self.legal_actions()
            )
        action = self.game._table[aid]  # the codec's own object, of the exact types
        d = self._data.clone()
        game = self.game
        mark = game.hidden_mark(self._data) if game.masking or d.explicit_chance else None
        game.step(d, action)
        return State(
            game, d, (self._hist, action, mark) if mark else (self._hist, action), self._start
        )

    def scores(self) -> tuple[float, ...]:
        return self.game.scores(self._data)

    def score_breakdown(self) -> list[dict[str, float]]:
        return self.game.score_breakdown(self._data)

    def seat(self, player: Any) -> int:
        """``player`` as a seat number; ValueError unless it is an integer 0..players-1."""
        seat = as_int(player)
        if seat is None or not 0 <= seat < self.players:
            raise ValueError(f"no seat {shown(player)}; seats are 0..{self.players - 1}")
        return seat

    def score_sheet(self) -> ScoreSheet:
        """The score sheet: per seat the categories, the total and the tie-break keys."""
        return self.game.score_sheet(self._data)

    def outcome(self) -> Outcome | None:
        """None while the game runs; at the end, the winner(s) after the game's tie-break."""
        if self._data.tasks:
            return None
        return scoring.decide(self.game.score_sheet(self._data))

    def returns(self) -> tuple[float, ...]:
        """Utilities per seat, as OpenSpiel's ``returns()``: at the end 1.0 split evenly among
        the winners and 0.0 for everybody else; 0.0 for every seat before the end."""
        return scoring.returns(self.outcome(), self.players)

    def observation(self, player: int) -> dict[str, Any]:
        return self.game.observation(self._data, self.seat(player))

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What ``seat`` may see (its observation), or with None what everybody may see."""
        if seat is None:
            return self.game.public_observation(self._data)
        return self.observation(seat)

    def svg(self, seat: int | None = None) -> str:
        """The table as an SVG picture: the public view, or what ``seat`` may see (its own
        hand face up, other seats' hidden cards as backs). Drawn from ``view(seat)`` only."""
        return self.game.draw_svg(self.view(seat), None if seat is None else self.seat(seat))

    def _repr_svg_(self) -> str:
        """Jupyter shows a state as its public picture (as python-chess shows a board)."""
        return self.svg()

    def to_json(self) -> str:
        """The saved game: seats, seed, options, the history and the data (and, for a game
        set up from a position, that ``start`` position, from which the history replays)."""
        d = self._data
        doc = {
            "format": STATE_FORMAT,
            "game": self.game.id,
            "players": d.players,
            "seed": d.seed,
            "chance": "explicit" if d.explicit_chance else "auto",
            "options": d.options,
            "history": [str(a) for a in self.history],
            "data": self.game.converter.unstructure(d),
            "cards": self.game.card_digests,
        }
        if self._start is not None:
            doc["start"] = self._start
        return json.dumps(doc, sort_keys=True)

    def position(self) -> dict[str, Any]:
        """Everything on the table as a position document (see docs/positions.md):
        ``game.state_from_position(state.position())`` is this state, without its history."""
        return position_doc(self)

    def __str__(self) -> str:
        return self.game.render(self._data)

    def render(self, viewer: int | None = None) -> str:
        """The table as text; with ``viewer``, also what only that seat may see."""
        seat = self.seat(viewer) if viewer is not None else None
        text = self.game.render(self._data)
        private = self.game.render_private(self._data, seat) if seat is not None else ""
        return f"{text}\n{private}" if private else text

    @property
    def data(self) -> Any:
        """The game's data (read it; never change it: states share nothing but are cached)."""
        return self._data


def _unpickle_state(game: Game, data: Any, links: list[Any], start: Any) -> State:
    hist: tuple[Any, ...] | None = None
    for link in links:  # an action id, or (id, what it hid: see State.history_for)
        if isinstance(link, int):
            hist = (hist, game._table[link])
        else:
            hist = (hist, game._table[link[0]], tuple(link[1]))
    return State(game, data, hist, start)


def _unpickle_game(
    game_id: str,
    module: str,
    qualname: str,
    extra: str | None = None,
    sets: tuple[str, ...] = (BASE_SET,),
) -> Game:
    """The game a pickle names: the installed plugin with that id, else its class by name
    (loaded once per process, with its extra cards if it had any), with its card sets."""
    from boardrules.registry import game_class, load_game

    if extra is not None:
        return _game_by_class(module, qualname, extra, sets)
    try:
        if f"{game_class(game_id).__module__}.{game_class(game_id).__qualname__}" == (
            f"{module}.{qualname}"
        ):
            return load_game(game_id).with_sets(sets)
    except ValueError:
        pass
    return _game_by_class(module, qualname).with_sets(sets)


@functools.cache
def _game_by_class(
    module: str, qualname: str, extra: str | None = None, sets: tuple[str, ...] = (BASE_SET,)
) -> Game:
    cls: Any = importlib.import_module(module)
    for part in qualname.split("."):
        cls = getattr(cls, part)
    game: Game = cls() if extra is None else cls(extra, sets=sets)
    return game


def sequence_ids(game: Game, actions: Sequence[Action]) -> list[int]:
    return [game.action_id(a) for a in actions]
