"""The card runtime: when a card's abilities apply, for every game.

The schema (``boardrules/cards/schema.py``) says what an ability is; this module makes it
happen. ``CardRuntime`` indexes a game's cards once, at load time, by timing (``game.runtime``);
the functions below run them on a game's data. What the words mean on the table (who owns a
card, what a resource is, a game's own cost types) stays the game's, through hooks of ``Game``:
``owns``, ``clock``, ``can_pay_item``/``pay_item`` (see ``boardrules/cards/costs.py``),
``between_triggers`` and ``play_card``.

Timings (docs/cards.md, "Timings"):

- ``on_play``: ``play_tasks`` runs them when the game plays, hires or completes the entry (an
  ``optional: true`` one asks ``may_use`` first: declined, it is gone);
- ``activated`` and ``anytime``: ``usable`` tells whether the owner may use one now (owned,
  its ``window``, its ``usage`` limit kept in the data's ``card_uses``, its ``if``, its
  ``cost``); ``use`` records the use, pays the cost and runs it;
- ``whenever EVENT``: ``fire`` schedules the abilities listening to an event of a seat
  (``by: you``, the default: only events the owner caused; ``by: anyone``: every seat's);
- ``phase NAME``: ``phase_triggers`` schedules a seat's abilities of a named phase;
- ``once_when COND``: ``check_once`` (the task ``OnceWhen``) fires each one once, the first
  time its condition holds after a running action completes; a game pushes ``OnceWhen(seat)``
  at the end of each action and when a card is gained (so a condition already true fires at
  once);
- ``end_game``: ``end_game_triggers`` schedules every seat's, before scoring;
- ``modifier``: a permanent change while the entry is owned: the kernel's ``discount``
  lowers the owner's costs (``costs.py``); a game's own modifiers are read with
  ``modifiers(game, d, seat, name)`` where its built-in action applies them.

Several abilities of one seat triggered at the same moment resolve one by one in an order the
owner chooses (nusfjord.de.md L954, hallertau.de.md L381): the op ``Triggers`` asks the
decision ``trigger_order`` (``<game.trigger_action> <card>``) unless only one is left or all
left have the same effects.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Protocol, cast

import attrs

from boardrules.actions import Action, ChooseBranch, Kind, No, Yes
from boardrules.cards.costs import PayCost, can_pay, plain
from boardrules.cards.refs import Ref
from boardrules.cards.schema import Ability, Card
from boardrules.cards.spy import _MISSING, _SCALARS, Path, Reader, _Opaque, _reader, _Spy
from boardrules.effects import holds
from boardrules.tasks import Decision, Env, RunEffects, Task

if TYPE_CHECKING:
    from boardrules.engine import Game
    from boardrules.host import OpFn, OptionsFn, ResolveFn

TRIGGERED = ("whenever", "phase", "once_when", "end_game")
BY = ("you", "anyone")
Clock = tuple[int, int]  # (round, turn): turn counts every turn of the game from 1


class Table(Protocol):
    """What the card runtime reads of a game's data (a ``GameData`` has it all): the number
    of seats, the task stack and each seat's record of uses (``uses_of``)."""

    @property
    def players(self) -> int: ...
    @property
    def tasks(self) -> list[Task]: ...
    @property
    def card_uses(self) -> list[dict[str, tuple[int, int]]]: ...


class NamesCard(Protocol):
    """An action naming a card: the trigger kind ``<trigger_action> <card>`` (made per game by
    ``trigger_kind``)."""

    @property
    def card(self) -> str: ...


@attrs.frozen
class Listener:
    card: str
    ref: str  # the ability's reference (its effects are ``ref + "/do"``)


class CardRuntime:
    """A game's abilities indexed by timing (built once from its catalogue)."""

    def __init__(self, cards: Iterable[Card], resources: Sequence[str] = ()) -> None:
        self.resources = tuple(resources)
        self.plain_costs: dict[str, tuple[tuple[str, int], ...]] = {}
        self.cards: dict[str, Card] = {}
        self.ability: dict[str, Ability] = {}
        self.card_of: dict[str, str] = {}
        self.on_play: dict[str, tuple[Ability, ...]] = {}
        self.activated: dict[str, tuple[Ability, ...]] = {}
        self.anytime: dict[str, tuple[Ability, ...]] = {}
        self.tiers: dict[str, Ability] = {}
        self.hear: dict[str, list[Listener]] = {}  # event -> the owner's own events
        self.hear_all: dict[str, list[Listener]] = {}  # event -> any seat's events (by: anyone)
        self.phase: dict[str, list[Listener]] = {}
        self.phase_of: dict[tuple[str, str], tuple[str, ...]] = {}  # (card, phase) -> refs
        self.once_when: list[Listener] = []
        self.end_game: list[Listener] = []
        self.modifier: dict[str, list[tuple[str, object]]] = {}  # name -> (card, argument)
        self.costs: dict[str, tuple[Mapping[str, object], ...]] = {}
        # every reference built at load (boardrules/cards/refs.py): its text -> its record
        self.refs: dict[str, Ref] = {}
        # the texts built once from those records, read where the runtime names a part
        self.cost_of: dict[str, str] = {}  # an entry or ability -> its cost
        self.do_of: dict[str, str] = {}  # an ability -> its effect list
        self.tier_refs: dict[str, tuple[tuple[str, str], ...]] = {}  # ability -> (cost, do)
        self.cost_items: dict[str, tuple[str, ...]] = {}  # a cost -> each item's reference
        self.bundles: dict[str, tuple[str, ...]] = {}  # an any_of item -> each bundle's
        self.triggered_cards: list[str] = []
        self.custom_listeners = False  # set by Game when a game overrides ``listeners``
        for card in cards:
            self.add(card)

    def add(self, card: Card) -> None:
        """Index one entry (a game's catalogue at load time; a test's extra cards)."""
        self.cards[card.id] = card
        entry_ref = Ref(card.id)
        self.refs[card.id] = entry_ref
        self.cost_of[card.id] = self.index_costs(entry_ref.to("cost"), card.cost)
        by_timing: dict[str, list[Ability]] = {}
        for i, ab in enumerate(card.abilities):
            at = Ref(card.id, i)  # ab.ref is its text (schema.structure_card)
            self.refs[ab.ref] = at
            self.ability[ab.ref] = ab
            self.card_of[ab.ref] = card.id
            timing = ab.timing
            by_timing.setdefault(timing, []).append(ab)
            self.cost_of[ab.ref] = self.index_costs(at.to("cost"), ab.cost)
            self.do_of[ab.ref] = at.to("do").text
            self.tier_refs[ab.ref] = tuple(
                (
                    self.index_costs(at.to("tiers", t, "cost"), tier.get("cost", ())),
                    at.to("tiers", t, "do").text,
                )
                for t, tier in enumerate(ab.tiers)
            )
            if ab.tiers:
                self.tiers[card.id] = ab
            entry = Listener(card.id, ab.ref)
            if timing == "whenever" and ab.event is not None:
                table = self.hear_all if ab.heard_by == "anyone" else self.hear
                table.setdefault(ab.event, []).append(entry)
            elif timing == "phase" and ab.phase is not None:
                name = ab.phase
                self.phase.setdefault(name, []).append(entry)
                key = (card.id, name)
                self.phase_of[key] = (*self.phase_of.get(key, ()), ab.ref)
            elif timing == "once_when":
                self.once_when.append(entry)
            elif timing == "end_game":
                self.end_game.append(entry)
            elif timing == "modifier":
                for name, arg in (ab.modifier or {}).items():
                    self.modifier.setdefault(name, []).append((card.id, arg))
            if timing in TRIGGERED and card.id not in self.triggered_cards:
                self.triggered_cards.append(card.id)
        self.on_play[card.id] = tuple(by_timing.get("on_play", ()))
        self.activated[card.id] = tuple(by_timing.get("activated", ()))
        self.anytime[card.id] = tuple(by_timing.get("anytime", ()))

    def index_costs(self, ref: Ref, items: tuple[Mapping[str, object], ...]) -> str:
        """Every cost list by reference, each of its items, and the bundles of an ``any_of``
        below it (``<ref>/<i>/any_of/<k>``); returns the cost's reference."""
        text = ref.text
        self.refs[text] = ref
        self.costs[text] = items
        fast = plain(items, self.resources)
        if fast is not None:
            self.plain_costs[text] = fast
        item_refs = []
        for i, item in enumerate(items):
            at = ref.to(i)
            self.refs[at.text] = at
            item_refs.append(at.text)
            ((key, arg),) = item.items()
            if key == "any_of" and isinstance(arg, (list, tuple)):
                self.bundles[at.text] = tuple(
                    self.index_costs(at.to("any_of", k), tuple(bundle))
                    for k, bundle in enumerate(arg)
                )
        self.cost_items[text] = tuple(item_refs)
        return text


# --- the kernel's runtime tasks (saved as ``kernel:<name>``) ------------------------------
@attrs.frozen
class Triggers(Task):
    """Abilities of ``seat`` triggered together (their refs), resolved one by one."""

    seat: int
    pending: tuple[str, ...]
    env: Env = ()
    ready: bool = False  # the game's ``between_triggers`` task has run for the next one


@attrs.frozen
class TriggerOrder(Decision):
    """Which of the pending triggered abilities resolves next (one action per card)."""

    pending: tuple[str, ...]
    env: Env = ()


@attrs.frozen
class MayUse(Decision):
    """An ``optional: true`` ability: use it now (yes) or never (no)."""

    ref: str
    env: Env = ()


@attrs.frozen
class OnceWhen(Task):
    """After an action of ``seat``: its ``once_when`` abilities whose condition holds fire."""

    seat: int


@attrs.frozen
class PickTier(Decision):
    """The tier of ``card`` to resolve: any tier whose requirement and cost are met."""

    card: str
    tiers: tuple[int, ...]


RUNTIME_TASKS: tuple[type[Task], ...] = (Triggers, TriggerOrder, MayUse, OnceWhen, PickTier)


# --- ownership, usage, windows ------------------------------------------------------------
def uses_of(d: Table, seat: int) -> dict[str, tuple[int, int]]:
    """``seat``'s record of uses in ``d.card_uses`` (made when the seat first uses one)."""
    uses: list[dict[str, tuple[int, int]]] = d.card_uses
    while len(uses) <= seat:
        uses.append({})
    return uses[seat]


def last_use(d: Table, seat: int, ref: str) -> tuple[int, int] | None:
    """When ``seat`` last used the ability ``ref`` (its clock), None if never."""
    uses: list[dict[str, tuple[int, int]]] = d.card_uses
    return uses[seat].get(ref) if seat < len(uses) else None


def within_usage(usage: str | None, last: Sequence[int] | None, now: Clock) -> bool:
    """Whether an ability last used at ``last`` (a clock, None: never) may be used at ``now``
    (usage ``once``, ``once_per_round``, ``once_per_turn``; ``unlimited`` or none: always)."""
    if last is None or usage in (None, "unlimited"):
        return True
    if usage == "once":
        return False
    if usage == "once_per_round":
        return int(last[0]) != now[0]
    return int(last[1]) != now[1]  # once_per_turn


def usable(game: Game, d: Table, seat: int, ref: str, window: str | None = None) -> bool:
    """Whether ``seat`` may use the activated or anytime ability ``ref`` now: it owns the
    card, the ability's ``window`` is ``window`` (when it names one), its usage limit allows
    it, its ``if`` holds and its ``cost`` can be paid."""
    rt: CardRuntime = game.runtime
    ab = rt.ability[ref]
    if ab.window is not None and ab.window != window:
        return False
    usage = ab.usage
    if usage is not None and usage != "unlimited":  # the cheap checks first
        last = last_use(d, seat, ref)
        if last is not None and not within_usage(usage, last, game.rules.clock(d)):
            return False
    if not game.rules.owns(d, seat, rt.card_of[ref]):
        return False
    if ab.if_ is not None and not holds(game.rules, d, seat, ab.if_):
        return False
    return not ab.cost or can_pay(game, d, seat, rt.cost_of[ref])


def usable_abilities(
    game: Game, d: Table, seat: int, cards: Iterable[str], timing: str, window: str | None = None
) -> list[str]:
    """The refs of the ``timing`` abilities (``activated`` or ``anytime``) of ``cards`` that
    ``seat`` may use now."""
    table = game.runtime.activated if timing == "activated" else game.runtime.anytime
    return [
        ab.ref for c in cards for ab in table.get(c, ()) if usable(game, d, seat, ab.ref, window)
    ]


def use(game: Game, d: Table, seat: int, ref: str) -> None:
    """``seat`` uses the ability ``ref``: its use is recorded, then it resolves (``start``)."""
    ab = game.runtime.ability[ref]
    if ab.usage not in (None, "unlimited"):
        uses_of(d, seat)[ref] = game.rules.clock(d)
    d.tasks.extend(reversed(start(game, seat, ref)))


def start(game: Game, seat: int, ref: str, env: Env = ()) -> list[Task]:
    """The tasks that resolve ability ``ref``, in order: ``may_use`` if it is optional (its
    cost and effects follow a yes), else its cost, then its effects."""
    rt: CardRuntime = game.runtime
    if rt.ability[ref].optional is True:
        return [MayUse(seat, ref, env)]
    return resolve_tasks(rt, seat, ref, env)


def resolve_tasks(rt: CardRuntime, seat: int, ref: str, env: Env = ()) -> list[Task]:
    """The tasks that resolve ability ``ref`` once it is used: its cost, then its effects."""
    fx: Task = RunEffects(seat, rt.do_of[ref], 0, env)
    return [PayCost(seat, rt.cost_of[ref]), fx] if rt.ability[ref].cost else [fx]


def modifiers(game: Game, d: Table, seat: int, name: str) -> list[object]:
    """The arguments of the ``name`` modifiers of the cards ``seat`` owns now."""
    return [
        arg for card, arg in game.runtime.modifier.get(name, ()) if game.rules.owns(d, seat, card)
    ]


# --- playing an entry ----------------------------------------------------------------------
def can_play(game: Game, d: Table, seat: int, card: str) -> bool:
    """Whether ``seat`` may play ``card`` now: its requirement ``if`` holds, its cost can be
    paid (the card itself not counted as a hand card) and, with tiers, one tier is open."""
    rt: CardRuntime = game.runtime
    c: Card = rt.cards[card]
    if c.cost and not can_pay(game, d, seat, rt.cost_of[card], card):
        return False  # first: most costs are fixed amounts, compared without evaluating
    if c.if_ is not None and not holds(game.rules, d, seat, c.if_):
        return False
    ab = rt.tiers.get(card)
    if ab is None:
        return True
    refs = rt.tier_refs[ab.ref]
    return any(  # one open tier is enough (open_tiers lists them all)
        ("if" not in tier or holds(game.rules, d, seat, tier["if"]))
        and ("cost" not in tier or can_pay(game, d, seat, refs[t][0], card))
        for t, tier in enumerate(ab.tiers)
    )


PLAYABLE_MEMO_LIMIT = 5_000  # answers of the young generation (twice this kept at most)


class PlayableMemo:
    """Which entries a seat can play (``can_play``), remembered by what each check read.

    A window asks for every hand card, and most windows come while what a card's check reads
    has not changed (another seat's turn, the next phase's window, a change of goods for a
    card that asks for tools). So each check runs once on a spy of the data that logs every
    value it reads (a village's goods, the round, the workers on a space...); the answer is
    kept under the card, the seat and the values read, and given again while those values
    are the same. That is exact whatever the words mean: a check reads the same values in
    the same order, so it comes to the same answer. A check that calls something of the data
    other than a method of its record classes is not kept (it is checked every time).
    """

    def __init__(self, game: Game, limit: int = PLAYABLE_MEMO_LIMIT) -> None:
        self.game = game
        self.limit = limit
        self.size = 0  # answers kept in the young generation
        # seat -> card -> [(reader of the paths read, {values read: answer})]
        self.memo: dict[int, dict[str, list[tuple[Reader, dict[object, bool]]]]] = {}
        self.old: dict[int, dict[str, list[tuple[Reader, dict[object, bool]]]]] = {}
        self.readers: dict[tuple[Path, ...], Reader] = {}

    def __call__(self, d: Table, seat: int, cards: Sequence[str]) -> list[str]:
        """The cards of ``cards`` (in their order) that ``seat`` may play now."""
        memo = self.memo.get(seat)
        if memo is None:
            memo = self.memo[seat] = {}
        out = []
        for card in cards:
            ok = None
            entries = memo.get(card)
            if entries is not None:
                for read, table in entries:
                    try:
                        ok = table.get(read(d))
                    except LookupError:  # an index or entry read before is gone: check again
                        continue
                    if ok is not None:
                        break
            if ok is None:
                ok = self.recall(d, seat, card)
            if ok or ok is None and self.check(d, seat, card):
                out.append(card)
        return out

    def recall(self, d: Table, seat: int, card: str) -> bool | None:
        """The answer the old generation kept, moved to the young one; None if none."""
        entries = self.old.get(seat, {}).get(card)
        if entries is None:
            return None
        for read, table in entries:
            try:
                key = read(d)
                ok = table.get(key)
            except LookupError:
                continue
            if ok is not None:
                self.keep(seat, card, read, key, ok)
                return ok
        return None

    def check(self, d: Table, seat: int, card: str) -> bool:
        """``can_play`` on a spy of ``d``, its answer kept under the values it read."""
        log: list[tuple[Path, object]] = []
        try:
            spy = cast("Table", _Spy(d, (), log))  # it reads as the record it stands for
            ok = can_play(self.game, spy, seat, card)
        except _Opaque:
            return can_play(self.game, d, seat, card)
        read = dict(log)  # a value read twice is the same (a check changes nothing)
        paths = tuple(read)
        reader = self.readers.get(paths)
        if reader is None:
            whole = tuple(type(v) not in _SCALARS and v is not _MISSING for v in read.values())
            reader = self.readers[paths] = _reader(paths, whole)
        values = tuple(read.values())
        self.keep(seat, card, reader, values[0] if len(values) == 1 else values, ok)
        return ok

    def keep(self, seat: int, card: str, reader: Reader, key: object, ok: bool) -> None:
        """Keeps an answer in the young generation. A full young generation becomes the old
        one and the old one is forgotten: at most twice ``limit`` answers are kept, and
        those asked again since the last turn of generations are among them."""
        if self.size >= self.limit:
            self.old = self.memo
            self.memo = {}
            self.size = 0
        entries = self.memo.setdefault(seat, {}).setdefault(card, [])
        table = next((t for r, t in entries if r is reader), None)
        if table is None:
            table = {}
            entries.append((reader, table))
        table[key] = ok
        self.size += 1


def open_tiers(game: Game, d: Table, seat: int, card: str) -> list[int]:
    """The tiers of ``card`` that ``seat`` may pick now: every tier whose ``if`` holds and
    whose ``cost`` can be paid (not only the highest)."""
    ab = game.runtime.tiers[card]
    refs = game.runtime.tier_refs[ab.ref]
    return [
        t
        for t, tier in enumerate(ab.tiers)
        if ("if" not in tier or holds(game.rules, d, seat, tier["if"]))
        and ("cost" not in tier or can_pay(game, d, seat, refs[t][0], card))
    ]


def play_tasks(game: Game, seat: int, card: str, tier: int = -1) -> list[Task]:
    """What playing ``card`` runs, in order: its cost, then the picked tier's cost, the tier's
    effects, then every ``on_play`` ability (top to bottom)."""
    rt: CardRuntime = game.runtime
    out: list[Task] = []
    if rt.cards[card].cost:
        out.append(PayCost(seat, rt.cost_of[card]))
    fx: list[Task] = []
    if tier >= 0:
        ab = rt.tiers[card]
        cost, effects = rt.tier_refs[ab.ref][tier]
        if "cost" in ab.tiers[tier]:
            out.append(PayCost(seat, cost))
        if game.effects[effects]:
            fx.append(RunEffects(seat, effects))
    return out + fx + on_play_tasks(game, seat, card)


def on_play_tasks(game: Game, seat: int, card: str, env: Env = ()) -> list[Task]:
    """What the ``on_play`` abilities of ``card`` run (top to bottom), without the card's own
    cost: for an entry a game pays for itself (Woodcraft: a helper's cost paid as it is hired,
    an order's dice delivered; ``play_tasks`` pays it first)."""
    out: list[Task] = []
    do_of = game.runtime.do_of
    for ab in game.runtime.on_play[card]:
        if ab.optional is True or ab.cost or game.effects[do_of[ab.ref]]:
            out += start(game, seat, ab.ref, env)
    return out


# --- triggers ------------------------------------------------------------------------------
def fire(game: Game, d: Table, seat: int, event: str, **payload: object) -> None:
    """Announce that ``seat`` caused ``event``: its listening abilities are scheduled (with
    the payload), then those of other seats listening ``by: anyone``, seat by seat after it."""
    rt: CardRuntime = game.runtime
    if event not in rt.hear and event not in rt.hear_all and not rt.custom_listeners:
        return  # nobody listens: the common case, kept cheap
    env: Env = (("event", event), *sorted(payload.items()))
    groups: list[Triggers] = []
    mine = game.rules.listeners(d, seat, event)
    if mine:
        groups.append(Triggers(seat, tuple(mine), env))
    if event in rt.hear_all:
        for k in range(1, d.players):
            other = (seat + k) % d.players
            heard = [x.ref for x in rt.hear_all[event] if game.rules.owns(d, other, x.card)]
            if heard:
                groups.append(Triggers(other, tuple(heard), env))
    d.tasks.extend(reversed(groups))


def listening(game: Game, d: object, seat: int, event: str) -> list[str]:
    """The refs of ``seat``'s abilities that hear its own ``event`` now (``Game.listeners``)."""
    rt: CardRuntime = game.runtime
    own = rt.hear.get(event, ())
    anyone = rt.hear_all.get(event, ())
    return [x.ref for x in (*own, *anyone) if game.rules.owns(d, seat, x.card)]


def phase_triggers(
    game: Game, d: Table, seat: int, name: str, env: Env = (), cards: Sequence[str] | None = None
) -> Triggers | None:
    """The ``phase NAME`` abilities of the cards ``seat`` owns (in the order it got them,
    when the game says it: ``Game.owned``), as one group of triggers (None if there is
    none). ``cards``: those cards' abilities alone, in that order (a phase in which the
    player picks the cards one by one: Woodcraft's helpers producing, L768-L772)."""
    rt: CardRuntime = game.runtime
    owned = game.rules.owned(d, seat) if cards is None else cards
    if owned is None:
        refs = tuple(x.ref for x in rt.phase.get(name, ()) if game.rules.owns(d, seat, x.card))
    else:
        refs = tuple(ref for c in owned for ref in rt.phase_of.get((c, name), ()))
    return Triggers(seat, refs, (("phase", name), *env)) if refs else None


def end_game_triggers(game: Game, d: Table) -> list[Task]:
    """Every seat's ``end_game`` abilities, seat by seat (run them before scoring)."""
    out: list[Task] = []
    for p in range(d.players):
        refs = tuple(x.ref for x in game.runtime.end_game if game.rules.owns(d, p, x.card))
        if refs:
            out.append(Triggers(p, refs, (("phase", "end_game"),)))
    return out


def check_once(game: Game, d: Table, seat: int) -> None:
    """``seat``'s ``once_when`` abilities that have not fired and whose condition holds now
    fire (once: recorded in ``card_uses``)."""
    due = []
    for x in game.runtime.once_when:
        if last_use(d, seat, x.ref) is not None or not game.rules.owns(d, seat, x.card):
            continue
        if holds(game.rules, d, seat, game.runtime.ability[x.ref].once_when):
            uses_of(d, seat)[x.ref] = game.rules.clock(d)
            due.append(x.ref)
    if due:
        d.tasks.append(Triggers(seat, tuple(due), (("once_when", True),)))


def _same(game: Game, refs: Sequence[str]) -> bool:
    """Whether resolving ``refs`` in any order is the same: one card, or equal effects."""
    rt: CardRuntime = game.runtime
    first = rt.card_of[refs[0]]
    if all(rt.card_of[r] == first for r in refs):
        return True
    fx, do_of = game.effects, rt.do_of
    ab = rt.ability
    return all(
        fx[do_of[r]] == fx[do_of[refs[0]]] and ab[r].optional == ab[refs[0]].optional for r in refs
    )


def resolve_card(
    game: Game, d: Table, seat: int, pending: tuple[str, ...], card: str, env: Env
) -> None:
    """The abilities of ``card`` among ``pending`` resolve now, top to bottom; the rest wait
    below them (``Triggers``)."""
    card_of = game.runtime.card_of
    rest = tuple(r for r in pending if card_of[r] != card)
    if rest:
        d.tasks.append(Triggers(seat, rest, env))
    mine = [task for r in pending if card_of[r] == card for task in start(game, seat, r, env)]
    d.tasks.extend(reversed(mine))


def runtime_ops(game: Game) -> dict[type[Task], OpFn]:
    def triggers(d: Table, t: Triggers) -> None:
        if not t.pending:
            return
        if not t.ready:
            extra = game.rules.between_triggers(d, t)
            if extra is not None:
                d.tasks.append(attrs.evolve(t, ready=True))
                d.tasks.append(extra)
                return
        if _same(game, t.pending):
            resolve_card(game, d, t.seat, t.pending, game.runtime.card_of[t.pending[0]], t.env)
        else:
            d.tasks.append(TriggerOrder(t.seat, t.pending, t.env))

    def once_when(d: Table, t: OnceWhen) -> None:
        check_once(game, d, t.seat)

    return {Triggers: triggers, OnceWhen: once_when}


def runtime_decisions(game: Game) -> dict[type[Task], tuple[OptionsFn, ResolveFn]]:
    ids = game._ids
    kind = game.trigger_action
    card_ids = {c: ids[Action(kind, (c,))] for c in game.runtime.triggered_cards}
    choose_ids = [ids[ChooseBranch(k)] for k in range(game.num_choose)]
    yes_no = [ids[Yes()], ids[No()]]
    card_of = game.runtime.card_of

    def order_options(d: Table, t: TriggerOrder) -> list[int]:
        return [card_ids[c] for c in dict.fromkeys(card_of[r] for r in t.pending)]

    def order_resolve(d: Table, t: TriggerOrder, a: NamesCard) -> None:
        resolve_card(game, d, t.seat, t.pending, str(a.card), t.env)

    def may_options(d: Table, t: MayUse) -> list[int]:
        return yes_no

    def may_resolve(d: Table, t: MayUse, a: Action) -> None:
        if isinstance(a, Yes):
            tasks = resolve_tasks(game.runtime, t.seat, t.ref, t.env)
            d.tasks.extend(reversed(tasks))

    def tier_options(d: Table, t: PickTier) -> list[int]:
        return [choose_ids[k] for k in t.tiers]

    def tier_resolve(d: Table, t: PickTier, a: ChooseBranch) -> None:
        game.rules.play_card(d, t.seat, t.card, a.branch)

    return {
        TriggerOrder: (order_options, order_resolve),
        MayUse: (may_options, may_resolve),
        PickTier: (tier_options, tier_resolve),
    }


def trigger_kind(word: str) -> type[Kind]:
    """The action kind ``<word> <card>`` naming the triggered card that resolves next."""

    class Trigger(Kind, word=word):
        card: str

    return Trigger


def runtime_actions(game: Game, runtime: CardRuntime) -> list[Action]:
    """``<trigger_action> <card>`` for every card with a triggered ability."""
    return [Action(game.trigger_action, (c,)) for c in runtime.triggered_cards]
