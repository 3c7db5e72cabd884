"""``boardrules play`` and ``boardrules campaign``: a game at the terminal, random seats or a
person choosing from the numbered legal actions, each seat shown only what it may see."""

from __future__ import annotations

import argparse
import random
import re
from collections.abc import Sequence
from typing import Any

import attrs

from boardrules.actions import Action
from boardrules.cards.describe import card_face
from boardrules.cli.common import (
    UsageError,
    get_game,
    new_state,
    number,
    parse_options,
    print_result,
    random_action,
    round_number,
    states_from_file,
)
from boardrules.cli.menu import Compact, help_text, menu_lines, spoken, typed
from boardrules.engine import CHANCE, Game, State
from boardrules.errors import IllegalAction
from boardrules.menus import move_words, question, seat_from_text, seat_name, secret_words


# --- play ----------------------------------------------------------------------------------
class EndOfInput(Exception):
    """Standard input ended while a person was to move."""


class Quit(EndOfInput):
    """The person typed ``quit``: the game is abandoned as at the end of input."""


def cards_in_view(game: Game, view: Any) -> list[str]:
    """The entries of the game's data that a view shows by id (cards in a hand, on display,
    played...), in the order they appear: texts of the observation, and keys naming an entry
    of a kind some text names too (a council of elders kept as ``{elder: fish}``), never
    keys that are field names or tables."""
    found: dict[str, None] = {}
    keyed: dict[str, None] = {}
    cards = game.catalog.cards

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                if isinstance(key, str) and key in cards:
                    keyed[key] = None
                walk(item)
        elif isinstance(value, list | tuple):
            for item in value:
                walk(item)
        elif isinstance(value, str) and value in cards:
            found[value] = None

    walk(view)
    kinds = {cards[c].kind for c in found}
    found.update((k, None) for k in keyed if cards[k].kind in kinds and k not in found)
    return list(found)


def card_lines(state: State, seat: int) -> list[str]:
    """Every card the seat sees as its face on one line: id and name, cost, condition,
    effect, points (read from its YAML); cards the seat cannot see are not in its view."""
    game = state.game
    return [f"  {face_line(game, c)}" for c in cards_in_view(game, state.view(seat))]


def face_line(game: Game, card_id: str) -> str:
    """A card's face on one line (``Face.line``): an id that only spells the name (Hallertau's
    space ``sheep_breeding``) is left out, as ``help Sheep breeding`` reads the name; a board
    part without a name of its own (a rim bonus, a reputation tile, a sheet's row) says what
    kind of thing it is beside its id: ``rim-0-3 rim bonus · Gain 1 lantern.``"""
    face = card_face(game, card_id)
    bare = re.fullmatch(rf"{re.escape(face.kind)}( \([^)]*\))?\.?", face.text.strip(), re.I)
    said = bare_words(game, card_id) if bare else ""
    if said:  # "Reputation tile." says nothing: what the help's words say first
        face = attrs.evolve(face, text=f"{said} (help {card_id})")
    line = face.line()
    if face.name:
        if face.name != card_id and face.name.lower().replace(" ", "_") == card_id:  # spelled
            return line.removeprefix(f"{card_id} ")  # (Hallertau's spaces): words only
        return line
    kind = str(game.catalog.cards[card_id].kind).replace("_", " ")
    return f"{card_id} {kind}" + line.removeprefix(card_id)


def bare_words(game: Game, card_id: str) -> str:
    """What a board entry whose face says only its kind (``Reputation tile.``, Hallertau's
    ``Action space (quarter 1, rows 2).``) does, in a few words: the game's glossary entry for
    it, or the first clause of its ``help`` lines in general (``Menus.tells``, no table)."""
    said = game.menus.glossary.get(card_id, "")
    tell = game.menus.entries.get(str(game.catalog.cards[card_id].kind))
    if not said and tell is not None:
        said = next((text for _, text in tell(game, None, card_id, None)), "")
    return re.split(r"; | \(L\d", said, maxsplit=1)[0].strip()


SEAT_LINE = re.compile(r"(\s*)(seat [A-Z])\b")


def with_owner(text: str) -> str:
    """The table with each line of a seat's block (the lines indented under ``seat A: ...``)
    marked ``[seat A]``, so that a line shown alone (``--compact``) still says whose it is, and
    two seats' equal lines (the same crates, the same goods) differ; each line of a section
    (the lines indented under a header ending in ``:``) is marked with the section's name
    (``[Order display] S-25 ...``), so that it says which list it is on."""
    out: list[str] = []
    owner, depth, section = "", -1, ""
    for line in text.splitlines():
        indent = len(line) - len(line.lstrip())
        head = SEAT_LINE.match(line)
        if head is not None:
            owner, depth, section = head.group(2), indent, ""
        elif owner and line.strip() and indent > depth:
            line = f"{line[:indent]}[{owner}] {line[indent:]}"
        elif section and line.strip() and indent > 0:
            line = f"{line[:indent]}[{section}] {line[indent:]}"
        else:
            owner = ""
            header = line.rsplit(". ", 1)[-1]  # ``Supply: ... Order pool:``: the order pool
            section = SECTION.sub("", header) if indent == 0 and line.endswith(":") else ""
        out.append(line)
    return "\n".join(out)


# a section's name: its header line up to its first note (``Order display (left, new ...):``)
SECTION = re.compile(r"\s*[(,;:].*$")


def ask_human(state: State, seat: int, compact: Compact | None = None) -> Action:
    """Shows the state (with ``compact``, only what changed since the seat's last decision),
    the cards the seat sees with what they do, the question and the numbered legal actions
    with what each does; reads a number, a notation, ``view``, ``help ID`` or ``quit``."""
    legal = state.legal_actions()
    table = state.render(seat)
    cards = card_lines(state, seat)
    if cards:
        table += "\nCards you see (help ID for any card or space):\n" + "\n".join(cards)
    shown = table
    if compact is not None:  # what changed, each line with its seat; the first time: all
        owned = with_owner(table)
        changed = compact.show(owned, seat)
        shown = table if changed == owned else changed
    print(f"\n{shown}")
    who = seat_name(seat)
    print(f"\n{who[:1].upper()}{who[1:]}, your move. {question(state)}")
    print(*menu_lines(state), sep="\n")
    while True:
        try:
            text = input(f"{who}> ").strip()
        except EOFError:
            raise EndOfInput from None
        if text.isascii() and text.isdigit() and len(text) <= len(str(len(legal))):
            if 1 <= int(text) <= len(legal):
                return legal[int(text) - 1]
        if not text:
            print(f"Type a number 1-{len(legal)}, an action as listed, view, help ID or quit.")
            continue
        if text == "view":
            print(table, question(state), *menu_lines(state), sep="\n")
            continue
        if text in ("quit", "exit"):  # as Ctrl-D: the game is abandoned
            raise Quit
        if text == "help" or text.startswith("help "):
            print(help_text(state.game, text[4:], state))
            continue
        action = typed(state, text)  # as the menu shows it: a name's words spaced
        if action is not None:
            return action
        try:
            return state.game.parse_action(state, text)
        except IllegalAction:
            shown = repr(text) if len(text) <= 60 else f"{text[:40]!r}... ({len(text)} characters)"
            print(
                f"{shown} is neither a number 1-{len(legal)} nor a legal action listed above;"
                " try again (view, help ID, quit)."
            )


class Secret:
    """A choice the viewers could not tell from other legal actions when it was made.

    ``alternatives`` are the states the game would be in had another legal action been
    chosen, each advanced by every action played since. The choice is revealed once each
    viewer's observation of the actual state differs from that of every alternative.
    """

    def __init__(self, action: Action, alternatives: list[State], viewers: list[int]) -> None:
        self.action, self.alternatives, self.viewers = action, alternatives, viewers
        self.who = ""
        self.words = str(action)  # what the move does, printed when it is revealed

    def advance(self, action: Action) -> bool:
        """Plays ``action`` in every alternative; False if one of them cannot play it (then
        the choice stays secret for good: a viewer might not know which)."""
        try:
            self.alternatives = [alt.apply(action) for alt in self.alternatives]
        except IllegalAction:
            return False
        return True

    def revealed(self, state: State) -> bool:
        return told_apart(state, self.alternatives, self.viewers)


def told_apart(state: State, alternatives: Sequence[State], viewers: Sequence[int]) -> bool:
    """True when no viewer's observation of ``state`` equals its observation of one of the
    ``alternatives``: each viewer knows which of them happened."""
    for v in viewers:
        seen = state.observation(v)
        if any(alt.observation(v) == seen for alt in alternatives):
            return False
    return True


def secret_choice(state: State, action: Action, viewers: list[int]) -> Secret | None:
    """The choice of ``action`` as a Secret when some viewer could not tell it from another
    legal action (its observation would be the same), else None (the action may be shown)."""
    if not viewers:
        return None
    alternatives = [state.apply(a) for a in state.legal_actions() if a != action]
    if told_apart(state.apply(action), alternatives, viewers):
        return None
    return Secret(action, alternatives, viewers)


def reveal(secrets: list[Secret], state: State) -> list[Secret]:
    """Prints the secret choices the viewers' observations of ``state`` now tell apart;
    returns the others."""
    kept = []
    for secret in secrets:
        if secret.revealed(state):
            print(f"revealed: {secret.who}: {secret.words}")
        else:
            kept.append(secret)
    return kept


def said_move(state: State, action: Action) -> str:
    """Another seat's move as the others read it: as the menu shows it, and what it does in
    words that say no more than the move shows (``move_words``; tests/kernel/test_move_words.py):
    ``sell green 3 (sell their green 3 from their lumber stack)``."""
    words = move_words(state, action)
    return f"{spoken(action)} ({words})" if words and words != str(action) else spoken(action)


MAX_SECRETS = 16  # choices followed for a later reveal; older ones stay secret for good


def cmd_play(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    if args.source is not None:
        state = states_from_file(game, args.source, 1)[-1]
    else:
        options = parse_options(game, args.option, args.variant)
        state = new_state(game, args.players, args.seed, options=options)
    humans = check_humans(state, args.human)
    verbose = not args.quiet
    if verbose:
        start = f"from {args.source}" if args.source is not None else f"seed {args.seed}"
        print(f"{game.title}: {state.players} players, {start}\n{state}")
    compact = Compact() if args.compact else None
    if compact is not None and verbose:  # the table once: the first decision says what changed
        compact.shown_to(with_owner(str(state)), humans)
    final = play_to_end(state, humans, random.Random(args.seed), verbose, compact)
    if final is None:
        return 0
    print_result(final)
    return 0


def check_humans(state: State, seats: Sequence[int | str]) -> list[int]:
    """The seats played at the terminal (``--human``: ``A`` or ``0`` for seat A), each a seat
    of ``state``."""
    humans = []
    for text in seats:
        seat = seat_from_text(str(text), state.players)
        if seat is None:
            last = seat_name(state.players - 1)
            raise UsageError(f"no seat {text}: seats are A-{last[-1]} (or 0-{state.players - 1})")
        humans.append(seat)
    return sorted(set(humans))


def play_to_end(
    state: State,
    humans: Sequence[int],
    rnd: random.Random,
    verbose: bool,
    compact: Compact | None = None,
) -> State | None:
    """Plays ``state`` to its end: ``humans`` at the terminal, the other seats at random;
    the final state, or None when a person's input ended."""
    last_round = round_number(state)
    secrets: list[Secret] = []  # hidden choices not revealed yet, oldest first
    while not state.is_terminal:
        seat = state.current_player
        if seat in humans:
            if verbose:
                secrets = reveal(secrets, state)
            try:
                action = ask_human(state, seat, compact) if compact else ask_human(state, seat)
            except EndOfInput as end:
                quit_ = isinstance(end, Quit)
                print(
                    "\nThe game is abandoned." if quit_ else "\nInput ended; the game is abandoned."
                )
                return None
        else:
            if verbose and compact is None and round_number(state) != last_round:
                print(f"\n{state}")
            action = random_action(state, rnd)
        last_round = round_number(state)
        who = "chance" if seat == CHANCE else seat_name(seat)
        viewers = [h for h in humans if h != seat]
        hidden = secret_choice(state, action, viewers) if verbose else None
        if hidden is not None:  # the others read the decision's general words, then the move
            hidden.who, hidden.words = who, said_move(state, action)
            print(f"{who}: ({secret_words(state)})")
        elif verbose:
            secrets = reveal(secrets, state)
            # a person's own move as typed; another seat's with what it does
            own = seat in humans and not viewers
            print(f"{who}: {spoken(action) if own else said_move(state, action)}")
        state = state.apply(action)
        secrets = [s for s in secrets if s.advance(action)]
        if hidden is not None:
            secrets = [*secrets, hidden][-MAX_SECRETS:]
    if verbose:
        reveal(secrets, state)
        print(f"\nGame over.\n{state}\n")
    return state


# --- campaign ------------------------------------------------------------------------------
def cmd_campaign(args: argparse.Namespace) -> int:
    """A game's campaign (``Game.campaign``, a ``boardrules.campaign.Campaign``: ``GAMES``,
    ``campaign_game``, ``campaign_rank``): its games in a row, each set up from the earlier
    ones, game ``k`` with seed ``--seed + k - 1``; then the total and the new rank."""
    game = get_game(args.game)
    campaign = game.campaign
    if campaign is None:
        raise UsageError(f"{game.id} has no campaign")
    options = parse_options(game, args.option, args.variant)
    if args.rank < 0:
        raise UsageError(f"--rank must be 0 or more, not {args.rank}")
    if args.players not in (None, 1):
        raise UsageError(f"a campaign is played solo, not with --players {args.players}")
    verbose = not args.quiet
    finished: list[State] = []
    rnd = random.Random(args.seed)
    for k in range(1, campaign.GAMES + 1):
        try:
            state: State = campaign.campaign_game(k, finished, args.seed + k - 1, **options)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
        humans = check_humans(state, args.human)
        print(f"{game.title}: campaign game {k} of {campaign.GAMES}, seed {args.seed + k - 1}")
        if verbose:
            print(state)
        compact = Compact() if args.compact else None
        if compact is not None and verbose:
            compact.shown_to(with_owner(str(state)), humans)
        final = play_to_end(state, humans, rnd, verbose, compact)
        if final is None:
            return 0
        print_result(final)
        finished.append(final)
    total = sum(s.scores()[0] for s in finished)
    rank = campaign.campaign_rank(total, args.rank)
    scores = " + ".join(number(s.scores()[0]) for s in finished)
    print(f"Campaign: {scores} = {number(total)} points; rank {args.rank} -> {rank}")
    return 0
