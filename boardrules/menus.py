"""Menus: the question a decision asks, who asks it, and what each answer does, in words.

One table per game (``Game.menus``) says, for each decision record, the question (``Card 025:
choose one tier (top to bottom: choose 0, choose 1, choose 2)``) and, for each action kind, what
an action does (``tier: if you have 5 clay, gain 2 milk``: no number beside ``choose 1``, whose
notation counts from 0). The terminal, ``help`` and any program read the same words:

>>> import boardrules
>>> from boardrules.menus import describe_action, menu, question
>>> game = boardrules.load_game("woodcraft_rw")
>>> state = game.replay(2, 7, ["keep I-06", "keep I-02", "pick yellow 1", "pick yellow 1"])
>>> print(question(state))  # doctest: +NORMALIZE_WHITESPACE
Lantern table of seat A (L202-L211): you gained a lantern: mark an empty cell of the 3x3
table (a full row or column pays its bonus)
>>> menu(state)[0]
(Action('lantern 1'), 'lantern cell 1 (row 1, column 1)')
>>> describe_action(state, game.parse_action(state, "lantern 5"))
'lantern cell 5 (row 2, column 2)'

A game writes its table in ``games/<id>/menus.py`` (``Game.build_menus``): ``@MENUS.asks(Record)``
registers a question ``ask(game, data, task) -> str`` and ``@MENUS.says(Kind)`` (optionally
``at=Record``, for a kind that reads differently in one decision) what an action does,
``say(game, data, task, action) -> str``. The card language's decisions (``choose``,
``optional``, tiers, triggers, ``any_of`` costs) have their words from the card host, read from
the card's YAML. Both functions see the whole table but must say only what the deciding seat
may see (its ``observation``): the words are shown to it. A record or kind without words falls
back on its docstring's first sentence, so a plugin's menu is never empty.

Seats are named by letter everywhere a person reads (``seat A``, as the pictures draw them); the
Python API keeps the integer ids (``seat_name(0) == "seat A"``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from boardrules.actions import Action, Deal, Roll
from boardrules.svg import SEAT_LETTERS
from boardrules.tasks import Chance, Draw, RunEffects

if TYPE_CHECKING:
    from boardrules.state import State

Ask = Callable[[Any, Any, Any], str]  # (game, data, task) -> the question
Say = Callable[[Any, Any, Any, Any], str]  # (game, data, task, action) -> what it does
# (game, data or None, entry id, seat or None) -> labelled lines: what a board entry is now
Tell = Callable[[Any, Any, str, "int | None"], list[tuple[str, str]]]


def card_words(game: Any, card_id: str) -> str:
    """``building X-A16 (catch-priced hall): Cost: ...``: an entry's title (``card_title``)
    and what it does (``describe_card``), its name said once: a face that opens with the name
    (``catch-priced hall: Cost: ...``) does not repeat it after the title."""
    title, said = card_title(game, card_id), game.describe_card(card_id)
    card = getattr(game.catalog, "cards", {}).get(card_id)
    name = card.name.get("en") if card is not None else None
    if name and name != card_id and said.lower().startswith(f"{name.lower()}: "):
        said = said[len(name) + 2 :]
    return f"{title}: {said}"


def ability_words(game: Any, card_id: str) -> str:
    """``helper HI-23: Once per turn, pay 1 scrap block, you may: gain 1 saw blade disc.``:
    what using a card's once-per-turn (or per-round) ability does, without its cost and its
    other effects; the whole face (``card_words``) if its words hold no such ability."""
    found = re.search(r"\bOnce per (?:turn|round)\b[^.]*\.", game.describe_card(card_id))
    return f"{card_title(game, card_id)}: {found[0]}" if found else card_words(game, card_id)


def told(does: str, *more: tuple[str, str], now: str | None = None) -> list[tuple[str, str]]:
    """The lines a board entry's ``help`` adds to its face (``Menus.tells``), as every game
    says them: ``does`` (what it does at any table), ``more`` labelled lines (``("2 players",
    ...)``), then ``now`` (what it holds at this table; left out without one, ``None``).

    >>> told("pays 1 VP", ("solo", "nothing"), now="on space 5")
    [('does', 'pays 1 VP'), ('solo', 'nothing'), ('now', 'on space 5')]
    """
    return [("does", does), *more, *([("now", now)] if now is not None else [])]


def seat_letter(seat: int) -> str:
    """The letter of a seat (0 -> ``A``), as the pictures (``boardrules.svg``) and the
    terminal name it."""
    return SEAT_LETTERS[seat] if 0 <= seat < len(SEAT_LETTERS) else str(seat)


def seat_name(seat: int) -> str:
    """``seat A`` for seat 0: the one way a person reads a seat."""
    return f"seat {seat_letter(seat)}"


def seat_from_text(text: str, players: int) -> int | None:
    """The seat a person typed (``A``, ``a``, ``seat B`` or ``0``), or None."""
    word = text.strip().removeprefix("seat").strip()
    if len(word) == 1 and word.upper() in SEAT_LETTERS[:players]:
        return SEAT_LETTERS.index(word.upper())
    if word.isascii() and word.isdigit() and int(word) < players:
        return int(word)
    return None


# words after "a" that sound as a consonant although spelled with a vowel (``a used side``)
CONSONANT_SOUND = re.compile(r"(?:us[aeiu]|uni|uti|eu|one\b|once\b)", re.I)
ARTICLE = re.compile(r"(?<![\w-])(a|A)( +)(?=([\w-]+))")


def with_articles(text: str) -> str:
    """``a`` before a vowel sound as ``an``: ``a any-colour 2 die`` -> ``an any-colour 2
    die``, ``a 8 die`` -> ``an 8 die``; ``a used side`` and ``a one`` stay. A capital ``A``
    changes only at the start of a sentence (``seat A`` is a seat's letter).

    >>> with_articles("a any-colour 2 die, a 8 die, a 18, a used tile. A order, seat A east")
    'an any-colour 2 die, an 8 die, an 18, a used tile. An order, seat A east'
    """

    def one(m: re.Match[str]) -> str:
        article, space, word = m.group(1), m.group(2), m.group(3)
        if article == "A" and text[: m.start()].rstrip()[-1:] not in ("", ".", ":", "!", "?"):
            return m.group(0)
        if word[0].isdigit():
            number = re.match(r"\d+", word)
            digits = number.group(0) if number else ""
            vowel = digits.startswith("8") or (len(digits) in (2, 5) and digits[:2] in ("11", "18"))
        else:
            vowel = word[0].lower() in "aeiou" and not CONSONANT_SOUND.match(word)
        return f"{article}n{space}" if vowel else m.group(0)

    return ARTICLE.sub(one, text)


def first_sentence(doc: str | None) -> str:
    """The first sentence of a docstring, on one line, without its notation examples."""
    text = " ".join((doc or "").split()).replace("``", "`")
    text = re.sub(r"`[^`]*`\s*[,:]?\s*", "", text).strip()
    cut = text.find(". ")
    return (text[:cut] if cut > 0 else text).rstrip(".")


def card_title(game: Any, card_id: str) -> str:
    """``card 025 (Milk tiers)``, ``helper HI-02 (...)``: an entry's kind, id and English name."""
    card = getattr(game.catalog, "cards", {}).get(card_id)
    name = card.name.get("en") if card is not None else None
    kind = str(card.kind).replace("_", " ") if card is not None else "card"
    kind = "card" if kind.endswith(" card") else kind
    return f"{kind} {card_id} ({name})" if name and name != card_id else f"{kind} {card_id}"


def score_word(game: Any, key: str) -> str:
    """A score sheet's category in the game's words (``Menus.scores``): ``free_spaces`` is
    "free spaces on the harbor board (-1 each)"; a key ``PREFIX_ID`` whose prefix has words and
    whose rest is an entry is those words and the entry (``secret project 1, SEC-F1
    (Cabaret)``); a tie-break ``tiebreak_X`` reads "tie-break: ..."; any other key its words with
    spaces, without the sheet's order number (``1_score_track`` "score track")."""
    words = game.menus.scores
    if key in words:
        return str(words[key])
    head, _, rest = key.rpartition("_")
    card = getattr(game.catalog, "cards", {}).get(rest) if head in words else None
    if card is not None:
        name = card.name.get("en")
        return f"{words[head]}, {rest}" + (f" ({name})" if name and name != rest else "")
    if key.startswith("tiebreak_"):
        return "tie-break: " + key.removeprefix("tiebreak_").replace("_", " ")
    return re.sub(r"^\d+_", "", key).replace("_", " ")


def card_of_ref(ref: str) -> str:
    """The card an effect-list or ability reference belongs to (``025/tiers/1/do`` -> ``025``)."""
    return ref.split("/", 1)[0]


def effect_source(game: Any, data: Any, seat: int) -> str | None:
    """The card whose effect list asks the pending decision, when the stack says it for sure:
    the task under the decision continues that card's effect list for the same seat."""
    tasks = data.tasks
    below = tasks[-2] if len(tasks) >= 2 else None
    if isinstance(below, RunEffects) and below.seat == seat:
        return card_title(game, card_of_ref(below.ref))
    return None


class Menus:
    """A game's words for its decisions (``asks``) and its actions (``says``)."""

    def __init__(self, *bases: Menus) -> None:
        self.questions: dict[type, Ask] = {}
        self.answers: dict[tuple[type | None, str], Say] = {}
        # words a person may look up (``help WORD``) beside the cards and topics: a game's
        # board spaces, goods, crafts ... each with what it is or does
        self.glossary: dict[str, str] = {}
        # each decision's question in general words (``help respond`` when another decision
        # is pending): its name -> the question with each count as N
        self.decisions: dict[str, str] = {}
        # what an action of each word does in general (``help keep`` without the menu at
        # hand): its word -> the words, as the menu says them with each number as N
        self.actions: dict[str, str] = {}
        # the score sheet's categories in the rulebook's words (``score_word``): a category's
        # key -> its words; a key of the form PREFIX_ID may name its prefix alone
        self.scores: dict[str, str] = {}
        # what a board entry of a kind holds and does on the table now (``help 1`` in Kleine
        # Völker: territory 1's spaces, buildings, majority and what it scores): its kind ->
        # the function (``tells``)
        self.entries: dict[str, Tell] = {}
        # a secret decision's general words as the other seats read them (``secret_words``):
        # its name -> the words with the counts every seat knows (a turn, a round) printed
        # and a hidden one said "a number of" (``general``, ``secretly``)
        self.secret: dict[str, Ask] = {}
        # what the other seats read of an action whose menu words say what only the seat to
        # move sees (its own hand: ``publicly``): (record or None, its word) -> the words
        self.public: dict[tuple[type | None, str], Say] = {}
        for base in bases:
            self.questions.update(base.questions)
            self.answers.update(base.answers)
            self.glossary.update(base.glossary)
            self.decisions.update(base.decisions)
            self.actions.update(base.actions)
            self.scores.update(base.scores)
            self.entries.update(base.entries)
            self.secret.update(base.secret)
            self.public.update(base.public)

    def general(
        self, templates: dict[type, str], counts: Iterable[str] = (), public: Iterable[str] = ()
    ) -> None:
        """Each decision record's question template (``str.format`` fields of the record) as
        its general words for ``help``: a field of ``counts`` reads ``N``, any other ``...``.
        Said of a secret choice (``secret_words``), a field of ``public`` (a count every seat
        knows) reads its value, any other count "a number of"."""
        numbers, known = set(counts), set(public)
        for record, template in templates.items():
            name = str(getattr(record, "name", ""))
            said = re.sub(r"\{(\w+)\}", lambda m: "N" if m[1] in numbers else "...", template)
            self.decisions[name] = said
            self.secret[name] = _secret_template(template, numbers, known)

    def secretly(self, *records: type) -> Callable[[Ask], Ask]:
        """Registers the general words of the secret decision records ``records`` as the
        other seats read them: ``fn(game, data, task)`` says only what every seat knows (the
        turn, the round), never the choice."""

        def register(fn: Ask) -> Ask:
            for record in records:
                self.secret[str(getattr(record, "name", ""))] = fn
            return fn

        return register

    def asks(self, *records: type) -> Callable[[Ask], Ask]:
        """Registers the question of the decision records ``records``."""

        def register(fn: Ask) -> Ask:
            for record in records:
                self.questions[record] = fn
            return fn

        return register

    def says(self, *kinds: type[Action] | str, at: type | None = None) -> Callable[[Say], Say]:
        """Registers what an action of ``kinds`` (a ``Kind`` class or its word) does; with
        ``at``, only at that decision record (before the kind's general words)."""

        def register(fn: Say) -> Say:
            for kind in kinds:
                word = kind if isinstance(kind, str) else str(getattr(kind, "word", ""))
                self.answers[(at, word)] = fn
            return fn

        return register

    def publicly(self, *kinds: type[Action] | str, at: type | None = None) -> Callable[[Say], Say]:
        """Registers what the other seats read of an action of ``kinds`` (``move_words``) when
        its menu words (``says``) tell the seat to move what only it sees: Hallertau's
        ``pass`` says "no card in your hand can be played now" to the seat alone (its hand is
        hidden, L659), and the others read the same words whatever the hand holds."""

        def register(fn: Say) -> Say:
            for kind in kinds:
                word = kind if isinstance(kind, str) else str(getattr(kind, "word", ""))
                self.public[(at, word)] = fn
            return fn

        return register

    def tells(self, *kinds: str) -> Callable[[Tell], Tell]:
        """Registers what a board entry of ``kinds`` (a catalogue kind: ``territory``,
        ``attic_space``) is on the table: ``tell(game, data, entry, seat)`` returns labelled
        lines (``("holds", "...")``) that ``help ENTRY`` adds to the entry's face. ``data`` is
        None without a game at hand (then only what the entry is in general); the words say
        only what ``seat`` (the seat to move, or None: every seat) sees."""

        def register(fn: Tell) -> Tell:
            for kind in kinds:
                self.entries[kind] = fn
            return fn

        return register

    # --- reading ------------------------------------------------------------------------------
    def question(self, game: Any, data: Any) -> str:
        """The question of the decision on top of ``data``'s task stack (``""`` at the end)."""
        if not data.tasks:
            return ""
        task = data.tasks[-1]
        if isinstance(task, Chance):
            return chance_question(game, task)
        for cls in type(task).__mro__:
            ask = self.questions.get(cls)
            if ask is not None:
                text = with_articles(ask(game, data, task))
                return text[:1].upper() + text[1:]
        doc = first_sentence(type(task).__doc__)
        return doc[:1].upper() + doc[1:] if doc else str(getattr(task, "name", "decide"))

    def describe(self, game: Any, data: Any, action: Action) -> str:
        """What ``action`` does at the decision on top of ``data``'s task stack."""
        task = data.tasks[-1] if data.tasks else None
        if isinstance(action, Roll):
            return f"the die shows {action.value}"
        if isinstance(action, Deal):
            return f"{card_title(game, str(action.card))} is dealt"
        word = action.kind
        say = self.answers.get((type(task), word)) or self.answers.get((None, word))
        if say is not None:
            return with_articles(say(game, data, task, action))
        kind = game.kinds.get(word)
        doc = first_sentence(kind.__doc__ if kind is not None else None)
        return doc or word.replace("_", " ")

    def public_words(self, game: Any, data: Any, action: Action) -> str:
        """What the other seats read ``action`` does: the words ``publicly`` registered for
        it, else the menu's (``describe``)."""
        if self.public:
            task = data.tasks[-1] if data.tasks else None
            word = action.kind
            say = self.public.get((type(task), word)) or self.public.get((None, word))
            if say is not None:
                return with_articles(say(game, data, task, action))
        return self.describe(game, data, action)

    def words_for(self, kinds: Iterable[str]) -> set[str]:
        """The kind words among ``kinds`` this table has words for."""
        said = {word for _, word in self.answers}
        return {k for k in kinds if k in said}


# --- the API on a state ---------------------------------------------------------------------
def question(state: State) -> str:
    """What the pending decision of ``state`` asks and who asks it, in words (``"Card 025:
    choose one tier (top to bottom: choose 0, ...)"``); ``""`` at the end. Says only what the
    seat to move sees."""
    return state.game.menus.question(state.game, state.data)


def picture_view(state: State, seat: int | None) -> dict[str, Any]:
    """What a picture of ``seat`` is drawn from: its observation (``state.view(seat)``) and,
    for the seat to move, the ``question`` its pending decision asks (as the terminal asks
    it: the words say only what that seat sees). Other viewers' pictures read the decision's
    general words (``boardrules.svg.status_line``)."""
    view = state.view(seat)
    if seat is not None and not state.is_terminal and state.current_player == seat:
        view["question"] = question(state)
    return view


def describe_action(state: State, action: Action) -> str:
    """What ``action`` (a legal action of ``state``) does, in words, beside its notation
    (``"lantern cell 3 (row 1, column 3)"`` for ``lantern 3``)."""
    return state.game.menus.describe(state.game, state.data, action)


def menu(state: State) -> list[tuple[Action, str]]:
    """The legal actions of ``state``, each with what it does, in their order."""
    game, d = state.game, state.data
    return [(a, game.menus.describe(game, d, a)) for a in state.legal_actions()]


# --- a move as the other seats read it -----------------------------------------------------
YOU = re.compile(
    r"\b(?:(to|for|give|gives|let|lets|with|from|than|of) )?([Yy])(ou|our|ours|ourself)\b"
)
THEIRS = {"ou": "hey", "our": "heir", "ours": "heirs", "ourself": "hemselves"}


def of_the_mover(text: str) -> str:
    """Words said to the seat that moves (``your``, ``you``) as said to the others about it:
    ``sell your green 3`` -> ``sell their green 3``, ``gives you`` -> ``gives them``.

    >>> of_the_mover("Setup: keep one of the projects dealt to you; you may pay your 2 wood")
    'Setup: keep one of the projects dealt to them; they may pay their 2 wood'
    """

    def one(m: re.Match[str]) -> str:
        before, y, rest = m.group(1), m.group(2), m.group(3)
        ending = "hem" if before and rest == "ou" else THEIRS[rest]  # "to you": "to them"
        word = ("T" if y == "Y" else "t") + ending
        return f"{before} {word}" if before else word

    return YOU.sub(one, text)


def move_words(state: State, action: Action) -> str:
    """What another seat reads of ``action`` played in ``state``, said of the seat that moves
    (``sell their green 3 from their lumber stack`` for ``sell green 3``). The words are the
    menu's (``describe_action``; where the menu tells the mover what only it sees, the words a
    game gives for the others, ``Menus.publicly``), which never say more than the moving seat
    sees; that the watching seat may read them is for the caller to know (the terminal shows a
    choice the others cannot tell apart as ``secret_words`` until it is revealed). Every game's
    words say no more than the action shows: tests/kernel/test_move_words.py compares them over
    the states a watching seat cannot tell apart (``state.resample``).

    >>> import boardrules
    >>> state = boardrules.load_game("kleine_voelker").new_game(2, seed=1)
    >>> move_words(state, state.legal_actions()[0])
    'keep secret project SEC-B1 (Sculpture): Scores 3 × their buildings on ...'
    >>> secret_words(state)
    'a secret choice: Setup (L237-L241): keep one of the secret projects dealt to them'
    """
    return of_the_mover(state.game.menus.public_words(state.game, state.data, action))


def secret_words(state: State) -> str:
    """A choice of the seat to move that the other seats cannot tell apart, as they see it: the
    decision's general words, the same whatever was chosen (``a secret choice: Setup
    (L237-L241): keep one of the secret projects dealt to them``), a count every seat knows
    printed (``Turn 3``), a hidden one said in words ("a number of"), never as ``N``."""
    name = str(state.decision or "")
    menus = state.game.menus
    said = menus.secret.get(name)
    tasks = getattr(state.data, "tasks", None)
    if said is not None and tasks:
        general = said(state.game, state.data, tasks[-1])
    else:
        general = menus.decisions.get(name, "")
        general = re.sub(r"\bN\b", "a number of", general)
    return f"a secret choice: {of_the_mover(general)}" if general else "a secret choice"


def _secret_template(template: str, counts: set[str], public: set[str]) -> Ask:
    """The general words of ``template`` for a secret choice: a field of ``public`` reads the
    record's value, another of ``counts`` "a number of", any other "..."."""

    def say(game: Any, data: Any, task: Any) -> str:
        def one(m: re.Match[str]) -> str:
            if m[1] in public:
                return str(getattr(task, m[1], "..."))
            return "a number of" if m[1] in counts else "..."

        return re.sub(r"\{(\w+)\}", one, template)

    return say


def chance_question(game: Any, task: Chance) -> str:
    if isinstance(task, Draw):
        where = f" into {task.into.replace('_', ' ')}" if task.into else ""
        return f"Chance: a card is dealt from the {task.pile.replace('_', ' ')} pile{where}"
    return f"Chance: a die of {task.sides} sides is rolled"


__all__ = [
    "SEAT_LETTERS",
    "ability_words",
    "Menus",
    "card_of_ref",
    "card_title",
    "card_words",
    "describe_action",
    "effect_source",
    "menu",
    "move_words",
    "of_the_mover",
    "picture_view",
    "question",
    "first_sentence",
    "seat_from_text",
    "seat_letter",
    "seat_name",
    "secret_words",
    "told",
    "with_articles",
]
