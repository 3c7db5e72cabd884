"""``boardrules vocab GAME`` (issue 15, item 5): every word a game's card files may use, with
an example generated from the declarations. Every example validates, and every primitive's
example runs on a fresh game of each installed game, so the list cannot drift from what the
validator accepts and the game executes."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest
import yaml

import boardrules
from boardrules import Game
from boardrules.cards.schema import Card
from boardrules.cards.validate import check_text
from boardrules.cards.vocabulary import Vocabulary
from boardrules.cards.words import Examples, Word, words
from boardrules.effects import push_effects
from boardrules.errors import CardError
from boardrules.registry import game_class

GAMES = boardrules.list_games()


class NoAliases(yaml.SafeDumper):
    """Writes a value as often as it occurs (card files refuse aliases of lists)."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


def host(
    vocab: Vocabulary, like: Card | None = None, timing: str | None = None, key: str = ""
) -> dict[str, Any]:
    """An entry of the game's kind reading the most keys (required keys from their examples),
    of those running ``timing`` (``Vocabulary.kind_timings``) and reading the entry key
    ``key``; or of the kind and with the keys of the entry ``like``."""
    if like is not None:
        entry = {"kind": like.kind, **like.props}
    else:
        kind_words = {w.name: w for w in words(vocab) if w.section == "kind"}
        kinds = [
            k
            for k in vocab.kinds
            if k != "parameter"
            and (timing is None or timing in vocab.kind_timings.get(k, vocab.timings))
            and key not in vocab.unread_keys.get(k, ())
        ]
        kind = min(kinds, key=lambda k: len(vocab.unread_keys.get(k, ())))
        entry = yaml.safe_load(kind_words[kind].example)
    entry["source"] = {"assumed": "an example of boardrules vocab"}
    return entry


def entry_for(
    word: Word, vocab: Vocabulary, like: Card | None = None
) -> tuple[str, dict[str, Any]]:
    """A whole entry (id, mapping) that uses ``word`` where the language puts it."""
    example = yaml.safe_load(word.example)
    entry = host(vocab, like)
    effects = Examples(vocab).effects()
    section = word.section
    if section == "kind":
        if word.name == "parameter" and vocab.parameters:  # the parameter words show them
            name = next(w for w in words(vocab) if w.section == "parameter")
            return entry_for(name, vocab)
        return "w", {**example, "source": entry["source"]}
    if section == "parameter":
        return word.name, {"kind": "parameter", **example, "source": entry["source"]}
    if section == "event" and "just" in example:  # a game that runs no `whenever`
        entry["if"] = example
    elif section in ("timing", "whenever-by", "event", "phase"):
        ability = {**example, "do": effects}
        if example["when"] == "modifier":
            ability = {**example, "modifier": {"discount": {vocab.resources[0]: 1}}}
        entry["abilities"] = [ability]
    elif section == "usage":
        entry["abilities"] = [{"when": "activated", **example, "do": effects}]
    elif section == "window":
        when = "anytime" if "anytime" in vocab.timings else "on_play"
        entry["abilities"] = [{"when": when, **example, "do": effects}]
    elif section == "resource" and "has" in example:
        entry["if"] = example
    elif section in ("resource", "primitive"):
        entry["abilities"] = [{"when": "on_play", "do": [example]}]
    elif section == "cost":
        entry.update(example)
    elif section == "expression" and "when" in example:  # read where its event is heard
        entry["abilities"] = [example]
    elif section == "expression" and "kind" in example:  # an entry key hearing the event
        kind_words = {w.name: w for w in words(vocab) if w.section == "kind"}
        kind = yaml.safe_load(kind_words[example["kind"]].example)
        return "w", {**kind, **example, "source": entry["source"]}
    elif section in ("expression", "counter"):  # on a kind that scores (a public order)
        if like is None and "score" in vocab.unread_keys.get(entry["kind"], ()):
            entry = host(vocab, key="score")
        entry["score"] = example
    elif section == "condition" and "when" in example:  # {just: E}: where E is heard
        entry["abilities"] = [example]
    elif section == "condition" and "kind" in example:  # an entry key hearing the event
        kind_words = {w.name: w for w in words(vocab) if w.section == "kind"}
        kind = yaml.safe_load(kind_words[example["kind"]].example)
        return "w", {**kind, **example, "source": entry["source"]}
    elif section == "condition" and "if" not in vocab.unread_keys.get(entry["kind"], ()):
        entry["if"] = example
    elif section == "condition":  # no requirement on this kind: in an effect's check
        entry["abilities"] = [{"when": "on_play", "do": [{"check": {"if": example}}]}]
    elif section == "modifier":
        entry["abilities"] = [example]
    else:  # pragma: no cover - a new section must say where its words go
        raise AssertionError(section)
    abilities = entry.get("abilities")
    if like is None and abilities:  # on an entry of a kind that runs the ability's timing
        when = abilities[0]["when"]
        timing = when if isinstance(when, str) else next(iter(when))
        if timing not in vocab.kind_timings.get(entry["kind"], vocab.timings):
            entry = {**host(vocab, timing=timing), "abilities": abilities}
    return "w", entry


@pytest.mark.parametrize("game_id", GAMES)
def test_every_example_of_vocab_validates(game_id: str) -> None:
    vocab = game_class(game_id).build_vocabulary()
    listed = words(vocab)
    sections = {w.section for w in listed}
    assert {"kind", "expression", "condition"} <= sections
    assert ("timing" in sections) == ("primitive" in sections) == bool(vocab.timings)
    for word in listed:
        card_id, entry = entry_for(word, vocab)
        text = yaml.safe_dump({card_id: entry}, sort_keys=False)
        _, problems = check_text(text.encode(), f"{game_id}.yaml", vocab)
        assert not problems, f"{word.section} {word.name}: {word.example}: {problems}"


def vocab_cards(
    cls: type[Game], vocab: Vocabulary, prims: list[Word], like: Card
) -> tuple[Game, dict[str, Any]]:
    """The game with an entry like ``like`` per primitive example (``vocab-<i>``), less those
    the game's load-time checks refuse (a tool kind 'text')."""
    cards = {}
    runs = vocab.kind_timings.get(like.kind)
    plain = [t for t in runs or () if t in ("on_play", "activated", "anytime", "end_game")]
    for i, word in enumerate(prims):
        _, entry = entry_for(word, vocab, like)
        for ability in entry.get("abilities", ()):  # a timing the kind runs (an elder's)
            if runs is not None and ability["when"] not in runs and plain:
                ability["when"] = plain[0]
        cards[f"vocab-{i}"] = entry
    return loaded(cls, cards)


def loaded(cls: type[Game], cards: dict[str, Any]) -> tuple[Game, dict[str, Any]]:
    """The game with ``cards`` added, less those its load-time checks refuse."""
    while True:
        try:
            return cls(extra_cards=yaml.dump(cards, Dumper=NoAliases, sort_keys=False)), cards
        except CardError as exc:
            refused = {p.split(": ")[1] for p in exc.problems} & set(cards)
            assert refused, exc.problems
            for card_id in refused:
                del cards[card_id]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_primitive_of_vocab_is_run_by_the_game(game_id: str) -> None:
    """A primitive the validator accepts but the game does not run would raise
    NotImplementedError (``Game.primitive``'s default): each is run once on a fresh game."""
    cls = game_class(game_id)
    vocab = cls.build_vocabulary()
    prims = [w for w in words(vocab) if w.section == "primitive"]
    catalog = boardrules.load_game(game_id).catalog.cards.values()
    # entries like the first with abilities (else one with a score); if the game's load-time
    # checks refuse most of them, like the first of the next kind (a Nusfjord building would
    # unbalance its deck, BAD-DECK; an elder does not)
    likes = list({c.kind: c for c in reversed(list(catalog)) if c.abilities}.values())[::-1]
    likes = likes or [next(c for c in catalog if c.score is not None)]
    for like in likes:
        game, cards = vocab_cards(cls, vocab, prims, like)
        if len(cards) > len(prims) // 2:
            break
    assert not prims or len(cards) > len(prims) // 2, f"{game_id}: most examples refused"
    state = game.new_game(max(2, game.min_players), seed=1)
    not_run = []
    for i, word in enumerate(prims):
        if f"vocab-{i}" not in cards:
            continue
        d = state.data.clone()
        push_effects(d, 0, f"vocab-{i}/abilities/0/do")
        try:
            game.loop.run(d)
        except NotImplementedError:  # the word is declared, not run
            not_run.append(word.name)
        except Exception:  # noqa: BLE001, S110 - the example's context may not fit the table
            pass
    assert not_run == [], f"{game_id} declares primitives it does not run"


def test_the_vocab_command_prints_every_word() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "boardrules", "vocab", "woodcraft_rw"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    for word in words(game_class("woodcraft_rw").build_vocabulary()):
        assert f"  {word.name}: " in out and word.example in out
    bad = subprocess.run(
        [sys.executable, "-m", "boardrules", "vocab", "woodcraft"],
        capture_output=True,
        text=True,
    )
    assert bad.returncode == 0  # woodcraft is a game too
    bad = subprocess.run(
        [sys.executable, "-m", "boardrules", "vocab", "wodcraft_rw"],
        capture_output=True,
        text=True,
    )
    assert bad.returncode == 2 and "did you mean" in bad.stderr and "Traceback" not in bad.stderr


class ReadingExamples(Examples):
    """Examples whose every amount reads ``field`` of the event heard (``{var: field}``)."""

    def __init__(self, vocab: Vocabulary, field: str) -> None:
        super().__init__(vocab)
        self.field = field

    def value(self, spec: Any) -> Any:
        read = {"var": self.field}
        if spec == "expr":
            return read
        if spec == "pair":
            return [read, 1]
        if spec == "resources" and self.resource is not None:
            return {self.resource: read}
        return super().value(spec)


HEARING = [
    g
    for g in GAMES
    if "whenever" in (v := game_class(g).build_vocabulary()).timings and any(v.payloads.values())
]


@pytest.mark.parametrize("game_id", HEARING)
def test_every_amount_of_a_primitive_may_read_the_event_heard(game_id: str) -> None:
    """Issue 15: ``{var: F}`` validates in the effects of a ``whenever`` ability hearing an
    event that carries F, so each primitive taking an amount keeps the event's payload until
    it reads it, even after a decision (a Hallertau exchange answered later did not)."""
    cls = game_class(game_id)
    vocab = cls.build_vocabulary()
    event = next(e for e in vocab.events if vocab.payloads.get(e))
    field = vocab.payloads[event][0]
    examples = ReadingExamples(vocab, field)
    catalog = list(boardrules.load_game(game_id).catalog.cards.values())
    like = next(  # not a building (a deck count), of a kind whose whenever abilities run
        c
        for c in catalog
        if c.abilities
        and c.kind != "building"
        and "whenever" in vocab.kind_timings.get(c.kind, vocab.timings)
    )
    cards = {}
    for name, spec in vocab.all_primitives().items():
        effect = examples.form(name, spec)
        if "'var'" in repr(effect):
            ability = {"when": {"whenever": event}, "do": [effect]}
            cards[name] = {**host(vocab, like), "abilities": [ability]}
    game, cards = loaded(cls, cards)
    assert len(cards) >= 3, cards  # gain, pay and the game's own
    state = game.new_game(max(2, game.min_players), seed=1)
    lost = []
    # 0 passes the checks of what the seat holds (an exchange giving 0), 1 those of n > 0
    for name, value in ((name, value) for name in cards for value in (0, 1)):
        d = state.data.clone()
        push_effects(d, 0, f"{name}/abilities/0/do", (("event", event), (field, value)))
        try:
            game.loop.run(d)
            after = boardrules.State(game, d, None)
            for _ in range(6):  # its decisions: yes, take, else the first option
                options = after.legal_actions()
                if after.is_terminal or not options:
                    break
                after = after.apply(
                    next((a for a in options if a.kind in ("yes", "take")), options[0])
                )
        except KeyError as exc:
            if exc.args == (field,):
                lost.append(name)
        except ValueError as exc:
            if "read outside" in str(exc):
                lost.append(name)
        except Exception:  # noqa: BLE001, S110 - the example's context may not fit the table
            pass
    assert sorted(set(lost)) == [], f"{game_id}: these primitives lose the event's payload"
