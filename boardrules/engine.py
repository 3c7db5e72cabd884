"""The kernel: ``Game``, the base class a game plugin derives from, and ``GameData``.

``Game`` is the plugin contract (the metadata, a dozen hooks a game writes, the optional ones
with defaults) and the public API on a game (``new_game``, ``parse_action``, the codec, saved
games and positions). The machinery behind it lives in modules of its own: the task loop
(``boardrules/loop.py``), the immutable ``State`` (``state.py``), saved games (``saving.py``),
OpenSpiel's metadata (``info.py``), and the cards, which plug in through ``host.CardHost``:
the kernel imports nothing from ``boardrules.cards``.
"""

from __future__ import annotations

import functools
import importlib
import json
import random
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Self

import attrs
import cattrs

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
from boardrules.campaign import Campaign
from boardrules.copying import SHARE, Clonable
from boardrules.datafiles import LOCK_FILE, locked_actions
from boardrules.document import reader as doc_reader
from boardrules.errors import (
    IllegalAction,
    InvalidState,
    as_int,
    close_words,
    same_value,
    shown,
)
from boardrules.host import BASE_SET, CardHost, NoCards, OpFn, OptionsFn, ResolveFn, chosen_sets
from boardrules.ids import CHANCE, INVALID_PLAYER, NO_SEAT, SIMULTANEOUS, TERMINAL
from boardrules.info import GameInfo
from boardrules.loop import TaskLoop, decision_name, later
from boardrules.menus import Menus
from boardrules.positions import (
    POSITION_FORMAT_1,
    PositionModel,
    merge,
    new_base,
    position_schema,
    read_position,
    read_words,
)
from boardrules.saving import (
    DATA_ERRORS,
    TABLE_INT,
    StackItem,
    _task_key,
    checked,
    checked_data,
    game_of,
    kernel_fields,
    load_state,
    make_converter,
)
from boardrules.scoring import ScoreSheet
from boardrules.state import STATE_FORMAT, Start, State, applied
from boardrules.tasks import Chance, Decision, Draw, task_types
from boardrules.tensors import Rec

if TYPE_CHECKING:  # annotations only: the kernel imports nothing from boardrules.cards
    from boardrules.cards.loader import Catalog, EffectList
    from boardrules.cards.rules import CardRules
    from boardrules.cards.runtime import CardRuntime
    from boardrules.cards.validate import Problem
    from boardrules.cards.vocabulary import Vocabulary

__all__ = [
    "CHANCE",
    "INVALID_PLAYER",
    "LOCK_FILE",
    "NO_SEAT",
    "SIMULTANEOUS",
    "STATE_FORMAT",
    "TABLE_INT",
    "TERMINAL",
    "Decisions",
    "Game",
    "GameData",
    "GameOption",
    "OpFn",
    "OptionsFn",
    "ResolveFn",
    "StackItem",
    "State",
    "chosen_sets",
    "later",
]

Decisions = dict[Any, tuple[OptionsFn, ResolveFn]]


@attrs.frozen
class GameOption:
    """A keyword option of ``new_game`` (a variant, a deck choice...)."""

    default: Any
    choices: tuple[Any, ...]
    doc: str


@attrs.define(eq=True)
class GameData(Clonable):
    """Fields every game's state data has; a game subclasses it with its own fields.

    ``clone()`` (``fork()`` in every ``apply``) is compiled from the field types (see
    ``boardrules.copying``): what can change is copied, the rest shared."""

    players: int
    seed: int
    rng: int
    # the chance mode: the kernel's alone, set by new_game after the game's setup
    explicit_chance: bool = attrs.field(default=False, kw_only=True)
    options: dict[str, Any] = attrs.field(metadata=SHARE)  # fixed by new_game
    tasks: list[StackItem]
    # the card runtime's record of uses (usage limits, once_when): per seat, the clock (round,
    # turn) of each ability's last use by its reference; empty until a seat uses one
    card_uses: list[dict[str, tuple[int, int]]] = attrs.field(factory=list, kw_only=True)

    def fork(self) -> Self:
        """The copy ``apply`` steps on: ``clone()`` unless a game shares more until a rule
        changes it (Hallertau's villages, copied on write: ``HData.fork``). Anybody else
        changing a copy calls ``clone()``."""
        return self.clone()


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
    campaign: ClassVar[Campaign | None] = None  # its campaign, if it has one (boardrules.campaign)
    # the meaning of the card language on the game's table (boardrules.cards.rules.CardRules)
    rules_class: ClassVar[type[CardRules[Any]] | None] = None
    # the position document in the game's own words (boardrules.positions.PositionModel);
    # None: positions are written as the data is stored (format 1)
    position_words: ClassVar[type[PositionModel[Any, Any]] | None] = None

    # --- metadata, as OpenSpiel's GameType (declared, never probed) ----------------------
    dynamics: ClassVar[str] = "sequential"  # secret simultaneous choices are taken in seat order
    chance_mode: ClassVar[str] = "explicit_stochastic"  # CHANCE nodes with chance="explicit"
    information: ClassVar[str] = "imperfect_information"  # or "perfect_information"
    secret_decisions: ClassVar[tuple[str, ...]] = ()  # decision kinds chosen in secret
    reward_model: ClassVar[str] = "terminal"  # returns() only at the end
    # Whether the running score (``score_sheet`` before the end) is public: Hallertau's is
    # (every category is on the table); a game that scores face-down cards keeps it False, and
    # pictures then show a seat only its own running total.
    running_score_public: ClassVar[bool] = False
    min_utility: ClassVar[float] = 0.0  # see State.returns
    max_utility: ClassVar[float] = 1.0

    # --- the card data (boardrules.host.CardHost), set by __init__ ---------------------------
    effects: Mapping[str, EffectList]  # every effect list by reference (empty without cards)
    # a game with card data (``rules_class`` set) also has these; a game without has none
    rules: CardRules[Any]  # what the card words mean on its table (a game may narrow it)
    runtime: CardRuntime  # the card runtime's ability tables
    catalog: Catalog  # the entries of the card sets in play
    vocabulary: Vocabulary  # the words its card files may use

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A game's ``game_length_bound`` is called with its arguments checked and its
        options completed (a bad call is a ValueError, never a KeyError of the game's)."""
        super().__init_subclass__(**kwargs)
        bound = cls.__dict__.get("game_length_bound")
        if bound is not None and not getattr(bound, "checked", False):

            @functools.wraps(bound)
            def checked(self: Game, players: int, options: Mapping[str, Any] | None) -> int:
                # kept per game object and arguments: a bound counted from the rules may take
                # milliseconds, and the information-state tensor's shape asks for it often
                args = bound_args(self, players, options)
                key = (args[0], repr(sorted(args[1].items())))
                known: dict[tuple[int, str], int] = self.__dict__.setdefault("_bounds", {})
                if key not in known:
                    known[key] = bound(self, *args)
                return known[key]

            checked.checked = True  # type: ignore[attr-defined]
            cls.game_length_bound = checked  # type: ignore[method-assign]

    def __init__(
        self, extra_cards: str | None = None, sets: Iterable[str] | str = (BASE_SET,)
    ) -> None:
        """Loads the game's data: the entries of the card sets ``sets`` (the base game by
        default: an entry without ``set:`` is in ``base``; see docs/cards.md#card-sets).
        ``extra_cards`` (the text of a card file) adds entries that are not in it, checked
        like a card file, for tests and examples: a seat may then own a card the data does
        not have, and every part of the game knows it."""
        self.extra_cards = extra_cards
        host = self.host = _card_host(self, sets, extra_cards)
        # the card data, read by the game (see boardrules.host.CardHost)
        self.effects = host.effects
        if host.rules is not None and host.runtime is not None:
            self.rules, self.runtime = host.rules, host.runtime
        if host.catalog is not None and host.vocabulary is not None:
            self.catalog, self.vocabulary = host.catalog, host.vocabulary
        self.all_sets: tuple[str, ...] = self.host.all_sets
        self.sets: tuple[str, ...] = self.host.sets
        self.card_digests = self.host.digests
        self.num_choose = self.host.num_choose
        self.prepare()
        own = {k.word for k in self.action_kinds}
        self.kinds = kinds_table([*KERNEL_KINDS, *self.host.kinds(own), *self.action_kinds])
        game_actions = list(self.all_actions())
        kernel_actions: list[Action] = [Roll(v) for v in range(1, self.max_die + 1)]
        kernel_actions += self.host.answers()
        kernel_actions += [Deal(card) for card in sorted(set(self.drawable_cards()))]
        kernel_actions += self.host.triggers(game_actions)  # unless the game lists one
        kinds = self.kinds
        self.codec = ActionCodec(
            [typed(a, kinds) for a in (*kernel_actions, *game_actions)],
            locked_actions(self.id, self.data_package),
        )
        self._ids = self.codec.ids
        self._table = self.codec.actions
        # each action's id by the identity of the codec's object (they live as long as the
        # game, so no other object has their id): apply's quick look-up
        self._by_object = {id(a): i for i, a in enumerate(self._table)}
        self.prepare_ids()
        kernel_ops, kernel_decisions = self.host.handlers()
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
        self.secret = frozenset(self.secret_decisions)  # the secret decisions' names
        for cls in records:
            if cls in game_decisions and not issubclass(cls, Decision):
                raise TypeError(f"{cls.__qualname__} answers a decision: subclass Decision")
            if cls in game_ops and issubclass(cls, (Decision, Chance)):
                raise TypeError(f"{cls.__qualname__} is an op: subclass Task, not Decision")
        self.info = GameInfo(self)
        self.loop = TaskLoop(self, self.ops, self.decisions, self.kinds, self._ids)
        self.converter = make_converter(self.task_records)
        self.register_hooks(self.converter)
        # the words of its decisions and actions: the card host's, then the game's own
        self.menus = Menus(self.host.menus(), self.build_menus())
        words = self.position_words
        self.position_model: PositionModel[Any, Any] | None = words(self) if words else None
        # the strict converter of the game's documents in words (boardrules.document)
        self.doc_converter: cattrs.Converter = doc_reader()

    def position_schema(self) -> dict[str, Any]:
        """The JSON Schema (draft 2020-12) of the game's position document
        (``boardrules position GAME --schema``; docs/positions.md)."""
        return position_schema(self)

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

    def setup(self, players: int, seed: int, options: dict[str, Any]) -> GameData:
        """The table of a new game with its first tasks (the chance mode is the kernel's:
        ``new_game`` sets it on the data afterwards)."""
        raise NotImplementedError

    def chance_result(self, d: Any, task: Any, value: int) -> None:
        raise NotImplementedError

    def score_sheet(self, d: Any) -> ScoreSheet:
        """Every seat's categories and tie-break keys as they stand now (final at the end),
        and the solo target if the rulebook sets one."""
        raise NotImplementedError

    def observation(self, d: Any, player: int) -> dict[str, Any]:
        raise NotImplementedError

    def draw_svg(self, view: Mapping[str, Any], seat: int | None) -> str:
        """The table as SVG text, drawn from ``view`` alone: ``observation(seat)``, or
        ``public_observation`` when ``seat`` is None (never from the state: a picture shows
        only what its viewer may see; ``boardrules.testing.check_pictures`` checks it). A
        game draws with ``boardrules.svg``; hidden parts are card backs."""
        raise NotImplementedError(f"{self.id} draws no picture")

    def describe_card(self, card_id: str) -> str:
        """What a card or board entry does, in words, from its YAML (``boardrules.cards.
        describe`` with the phrases of the game's ``CardRules``); ValueError for no entry."""
        if not isinstance(card_id, str) or card_id not in self.catalog.cards:
            raise ValueError(f"{self.id} has no entry {shown(card_id)}")
        return self.host.describe(card_id)

    def build_menus(self) -> Menus:
        """The game's words for its decisions and actions (``boardrules.menus.Menus``: the
        question each decision record asks, what each action kind does). Default: none, so
        the records' and kinds' docstrings speak."""
        return Menus()

    def check_data(self, d: Any) -> list[str]:
        return []

    def drawable_cards(self) -> Iterable[str]:
        """The cards a ``Draw`` may deal (each gets an action ``deal <card>``). Default: none."""
        return ()

    # the card ``chance="auto"`` deals the ``Draw`` ``task``: ``pile(d, task)[0]``, the seed's
    # shuffle, unless a game finds it without listing the pile: ``top(d, task)``
    top: Callable[[Any, Draw], str] | None = None

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

    def __copy__(self, memo: dict[int, Any] | None = None) -> Game:
        return self  # a game never changes once loaded

    __deepcopy__ = __copy__

    @property
    def num_distinct_actions(self) -> int:
        return len(self.codec)

    @property
    def max_game_length(self) -> int:
        """The most actions (chance outcomes included) a game can take, over every player
        count and option (see ``game_length_bound``)."""
        known: int | None = self.__dict__.get("_max_game_length")
        if known is not None:
            return known
        counts = range(self.min_players, self.max_players + 1)
        combos: list[dict[str, Any]] = [{}]
        combos += [{k: c} for k, o in self.options.items() for c in o.choices]
        most = max(
            self.game_length_bound(n, {**self.info.defaults(), **o}) for n in counts for o in combos
        )
        self.__dict__["_max_game_length"] = most
        return most

    def game_length_bound(self, players: int, options: Mapping[str, Any]) -> int:
        """The most actions a game of ``players`` seats with ``options`` can take (each game
        documents whether its bound is proven or tested)."""
        raise NotImplementedError

    def action_id(self, action: Action) -> int:
        aid = self.codec.exact_id(action)
        if aid is None:
            what = shown(tuple(action)) if isinstance(action, Action) else shown(action)
            raise IllegalAction(f"{what} is not an action of {self.id}{other_sets(self)}")
        return aid

    def action_from_id(self, i: int) -> Action:
        """The action of id ``i`` in this game's codec. Ids past the lock file depend on the
        card sets in play: an id of a game with other sets is read by that game
        (``state.game.action_from_id``, or ``game.with_sets(...)``), as the error says."""
        index = as_int(i)
        if index is None:
            raise IllegalAction(f"an action id is an integer, not {shown(i)}")
        if not 0 <= index < len(self._table):
            hint = f" of {self.id}{other_sets(self)}" if other_sets(self) else ""
            raise IllegalAction(f"action id {index} is outside 0..{len(self._table) - 1}{hint}")
        return self._table[index]

    def with_sets(self, sets: Iterable[str] | str) -> Game:
        """This game with the card sets ``sets`` in play (loaded once per choice). The option
        ``sets=[...]`` of ``new_game`` does the same; a state's ``game`` is the one it plays."""
        chosen = chosen_sets(sets, self.all_sets)
        return self if chosen == self.sets else _with_sets(type(self), chosen)

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
                    f"{self.id} has no option {shown(key)}{close_words(key, self.options)};"
                    f" options: {sorted(self.options)}"
                )
            if not any(same_value(value, c) for c in self.options[key].choices):
                raise ValueError(f"option {key}={shown(value)}: one of {self.options[key].choices}")
        for key, opt in self.options.items():
            opts[key] = options.get(key, opt.default)
        if self.sets != (BASE_SET,):
            opts["sets"] = list(self.sets)
        d = self.setup(players, seed_value, opts)
        d.explicit_chance = chance == "explicit"  # the kernel's business, never the game's
        self.loop.run(d)
        return State(self, d, None)

    def parse_action(self, state: State, text: str) -> Action:
        """Reads the notation of ``str(action)``; raises IllegalAction naming the legal ones.

        Any game object of the state's game reads it, whatever card sets or options the state
        was made with: the notation is read by ``state.game``, the game the state plays."""
        own = getattr(state, "game", None)
        if not isinstance(own, Game):
            raise IllegalAction(f"parse_action reads a notation for a State, not {shown(state)}")
        if own is not self:
            if own.id != self.id:
                raise IllegalAction(
                    f"a state of {own.id!r} given to {self.id!r}: use state.game.parse_action"
                )
            return own.parse_action(state, text)
        if not isinstance(text, str):
            raise IllegalAction(f"a notation is a text, not {shown(text)}", state.legal_actions())
        action = self.codec.by_text.get(" ".join(text.split()))
        legal = state.legal_actions()
        if action is None:
            raise IllegalAction(f"{shown(text)} is not the notation of any {self.id} action", legal)
        if action not in legal:
            raise IllegalAction(f"{shown(text)} is not legal now", legal)
        return action

    def replay(
        self,
        players: int,
        seed: int,
        history: Iterable[Action | str],
        chance: str = "auto",
        **options: Any,
    ) -> State:
        return applied(self.new_game(players, seed, chance, **options), history, fresh=True)

    def state_from_json(self, text: str) -> State:
        """Loads a saved state: checks every field, then replays its history to confirm it
        (``boardrules.saving``)."""
        return load_state(self, text)

    def state_from_position(self, doc: Mapping[str, Any] | str) -> State:
        """A state set up from a position document (a mapping, or its YAML or JSON text);
        fields the document leaves out come from the setup of its seed. Raises InvalidState
        naming the first problem. See docs/positions.md."""
        pos = read_position(self, doc)
        game = game_of(self, pos["options"])
        if game is not self:
            return game.state_from_position(pos)
        try:
            base, written = new_base(self, pos)
        except (ValueError, TypeError, OverflowError) as exc:
            raise InvalidState(f"position: {exc}") from None
        if pos["format"] == POSITION_FORMAT_1:
            merged = merge(self.converter.unstructure(base), pos["data"])
            d = checked_data(self, merged, "position: data")
        else:
            say = self.position_model.say if self.position_model is not None else None
            d = kernel_fields(self, read_words(self, pos, base, written), pos)
            d = checked(self, d, "position: data", say)
        try:
            self.loop.run(d)
            state = State(self, d, None)
            if not state.is_terminal and not state.legal_actions():
                raise InvalidState(f"position: nobody can act at {decision_name(d)!r}")
            state.observation(0)
        except InvalidState:
            raise
        except (*DATA_ERRORS, IllegalAction) as exc:
            raise InvalidState(f"position: the table does not play on: {exc!r}") from None
        state._start = Start(self, d.clone())  # its document is written when asked for
        return state


def bound_args(
    game: Game, players: Any, options: Mapping[str, Any] | None
) -> tuple[int, dict[str, Any]]:
    """``game_length_bound``'s arguments checked: a player count the game takes, and its
    options (None for none) with the defaults of those not given; else ValueError."""
    if as_int(players) is None or not game.min_players <= players <= game.max_players:
        raise ValueError(
            f"{game.id} takes {game.min_players}-{game.max_players} players, not {shown(players)}"
        )
    if options is None:
        options = {}
    if not isinstance(options, Mapping):
        raise ValueError(f"options are a mapping of option to value, not {shown(options)}")
    for key, value in options.items():
        if key == "sets":
            continue
        if key not in game.options:
            raise ValueError(
                f"{game.id} has no option {shown(key)}{close_words(key, game.options)};"
                f" options: {sorted(game.options)}"
            )
        if not any(same_value(value, c) for c in game.options[key].choices):
            raise ValueError(f"option {key}={shown(value)}: one of {game.options[key].choices}")
    return int(players), {**{k: o.default for k, o in game.options.items()}, **options}


def other_sets(game: Game) -> str:
    """What an error of the codec adds when other card sets have more actions."""
    if len(game.all_sets) <= len(game.sets):
        return ""
    return (
        f" with the card sets {','.join(game.sets)}; a game with other sets is asked "
        "itself: state.game, or game.with_sets([...]) "
        f"(sets: {', '.join(game.all_sets)})"
    )


def _card_host(game: Game, sets: Iterable[str] | str, extra_cards: str | None) -> CardHost:
    """The game's cards: ``rules_class.host`` (a ``boardrules.cards.rules.CardRules``), or
    none (``NoCards``) for a game without card data."""
    if game.rules_class is None:
        return NoCards(sets)
    host: CardHost = game.rules_class.host(game, sets, extra_cards)
    return host


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
