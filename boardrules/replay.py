"""A replay page: one self-contained HTML file that steps through a game, picture by picture.

``replay_page(states)`` writes the page for the states of one game (the start, then one state
per action). It needs no server and no network: the pictures, the script and the style are all
inside. A person steps with buttons, the arrow keys (Home and End jump) or a slider, and
switches between the public view and each seat's view. Beside the picture a log lists the
last moves up to the step (``LOG_LENGTH``) in notation, each marked with its seat's colour and
letter; a click on one goes there. Each view holds only what its viewer may see: the pictures
are drawn from that viewer's observation (``State.svg``), an action the viewer's history
(``State.history_for``) hides, or that it could not tell from another legal action, reads as
a secret choice (a card dealt to another seat as such), and the running
score of another seat is shown only where the game declares it public
(``Game.running_score_public``) or once the game is over.

To keep the file small, the pictures are cut into their tags; each distinct tag is stored
once, each view's first picture as a list of tag numbers, and every later picture as the
edits from the one before (``edits``, a patience diff), which the page replays when it opens.
"""

from __future__ import annotations

import html
import json
import re
from bisect import bisect_left
from collections import Counter
from collections.abc import Sequence
from typing import Any

from boardrules.engine import CHANCE, State
from boardrules.svg import seat_color, seat_letter, text_on

PUBLIC = "public"
TAG = re.compile(r"(?=<)")
LOG_LENGTH = 12  # the moves the log beside the picture shows: the last ones up to the step


def view_name(seat: int | None) -> str:
    return PUBLIC if seat is None else str(seat)


def view_label(seat: int | None) -> str:
    return "public view" if seat is None else f"seat {seat_letter(seat)}'s view"


def mover_label(seat: int) -> str:
    return "chance" if seat == CHANCE else f"seat {seat_letter(seat)}"


def action_label(before: State, after: State, seat: int | None) -> str:
    """The action from ``before`` to ``after`` as ``seat`` (None: everybody) may read it: its
    notation, unless another legal action would have left that viewer's view the same."""
    action = after.history[-1]
    mover = before.current_player
    text = f"{mover_label(mover)}: {action}"
    if seat is not None and seat == mover:
        return text
    seen = after.view(seat)
    for other in before.legal_actions():
        if other != action and before.apply(other).view(seat) == seen:
            return f"{mover_label(mover)}: a secret choice"
    return text


def hidden_forms(states: Sequence[State], seat: int | None) -> list[str | None]:
    """Per action on the page, how the viewer's history (``State.history_for``) names it
    when it hides it (``"1: keep"``, ``"face down: deal"``), else None. The public view hides
    what any seat but the mover sees hidden."""
    first, last = states[0], states[-1]
    offset, steps = len(first.history), len(states) - 1
    seats = range(first.players) if seat is None else [seat]
    forms = {q: last.history_for(q)[offset:] for q in seats}
    out: list[str | None] = []
    for k in range(steps):
        action = str(states[k + 1].history[-1])
        mover = states[k].current_player
        found = None
        for q, seen in forms.items():
            if len(seen) == steps and seen[k] != action and (seat is not None or q != mover):
                found = seen[k]
                break
        out.append(found)
    return out


def hidden_label(mover: int, form: str) -> str:
    """A move the viewer's history hides, in words: a card dealt to a seat (or face down), or
    a seat's secret choice."""
    who, _, kind = form.partition(": ")
    if kind == "deal":
        to = "face down" if who == "face down" else f"to seat {seat_letter(int(who))}"
        return f"{mover_label(mover)}: a card dealt {to}"
    return f"{mover_label(mover)}: a secret choice"


def move_labels(states: Sequence[State], seat: int | None) -> list[str]:
    """Each action as ``seat`` may read it: never more than its history (``history_for``)
    shows, nor more than its view tells apart (``action_label``)."""
    labels = []
    for k, form in enumerate(hidden_forms(states, seat)):
        before, after = states[k], states[k + 1]
        if form is not None:
            labels.append(hidden_label(before.current_player, form))
        else:
            labels.append(action_label(before, after, seat))
    return labels


def visible_scores(state: State, seat: int | None) -> list[float | None]:
    """Each seat's total so far as ``seat`` may know it (None where it may not)."""
    totals = list(state.scores())
    if state.is_terminal or state.game.running_score_public:
        return [float(t) for t in totals]
    return [float(t) if q == seat else None for q, t in enumerate(totals)]


class Tokens:
    """The table of distinct tags of every picture on the page."""

    def __init__(self) -> None:
        self.ids: dict[str, int] = {}
        self.table: list[str] = []

    def encode(self, svg: str) -> list[int]:
        out = []
        for part in TAG.split(svg):
            if not part:
                continue
            i = self.ids.get(part)
            if i is None:
                i = self.ids[part] = len(self.table)
                self.table.append(part)
            out.append(i)
        return out


def edits(before: list[int], after: list[int]) -> list[list[Any]]:
    """The edits that turn ``before`` into ``after``: [start, end, [new ids]] each, in order
    of ``start`` (positions in ``before``; the page applies them from the last).

    A patience diff: the tags found exactly once in both pictures (most texts are) that keep
    their order anchor the two pictures to each other; between two anchors, the common head
    and tail are kept and the rest differs tag by tag when it keeps its length, else it is
    replaced whole. So a die added to one seat's board costs a few tags, not the rest of the
    picture."""
    seen_before = Counter(before)
    seen_after = Counter(after)
    where = {x: i for i, x in enumerate(before) if seen_before[x] == 1 and seen_after[x] == 1}
    pairs = [(where[x], j) for j, x in enumerate(after) if x in where]
    out: list[list[Any]] = []
    pi = pj = 0
    for i, j in [*ordered(pairs), (len(before), len(after))]:
        between(before[pi:i], after[pj:j], pi, out)
        pi, pj = i + 1, j + 1
    return out


def ordered(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest run of ``pairs`` (sorted by their second) whose firsts also increase."""
    tails: list[int] = []
    ends: list[int] = []
    links: list[int] = []
    for k, (i, _j) in enumerate(pairs):
        p = bisect_left(tails, i)
        if p == len(tails):
            tails.append(i)
            ends.append(k)
        else:
            tails[p], ends[p] = i, k
        links.append(ends[p - 1] if p else -1)
    chain = []
    k = ends[-1] if ends else -1
    while k >= 0:
        chain.append(pairs[k])
        k = links[k]
    return chain[::-1]


def between(before: list[int], after: list[int], offset: int, out: list[list[Any]]) -> None:
    """The edits of one stretch between anchors, starting at ``offset`` in the picture."""
    head = 0
    most = min(len(before), len(after))
    while head < most and before[head] == after[head]:
        head += 1
    tail = 0
    while tail < most - head and before[-1 - tail] == after[-1 - tail]:
        tail += 1
    old, new = before[head : len(before) - tail], after[head : len(after) - tail]
    start = offset + head
    if len(old) != len(new):
        if old or new:
            out.append([start, start + len(old), new])
        return
    i = 0
    while i < len(old):
        if old[i] == new[i]:
            i += 1
            continue
        j = i
        while j < len(old) and old[j] != new[j]:
            j += 1
        out.append([start + i, start + j, new[i:j]])
        i = j


def view_data(states: Sequence[State], seat: int | None, tokens: Tokens) -> dict[str, Any]:
    pictures = [tokens.encode(s.svg(seat)) for s in states]
    return {
        "label": view_label(seat),
        "first": pictures[0],
        "edits": [edits(a, b) for a, b in zip(pictures, pictures[1:], strict=False)],
        "actions": ["start", *move_labels(states, seat)],
        # who moved at each step (-1 chance), for the log's colours
        "movers": [None] + [s.current_player for s in states[:-1]],
        "scores": [visible_scores(s, seat) for s in states],
    }


def replay_data(states: Sequence[State], seats: Sequence[int | None]) -> dict[str, Any]:
    """Everything the page shows, per view (see the module's docstring)."""
    if not states:
        raise ValueError("a replay needs at least the starting state")
    tokens = Tokens()
    first = states[0]
    views = {view_name(seat): view_data(states, seat, tokens) for seat in seats}
    return {
        "game": first.game.id,
        "title": first.game.title,
        "players": first.players,
        "seats": [seat_letter(p) for p in range(first.players)],
        "colors": [seat_color(p) for p in range(first.players)],
        "ink": [text_on(p) for p in range(first.players)],
        "log_length": LOG_LENGTH,
        "views": views,
        "order": [view_name(seat) for seat in seats],
        "tokens": tokens.table,
    }


def script_json(data: Any) -> str:
    """JSON safe inside a ``<script>`` element (no ``</script>`` or ``<!--`` can form)."""
    return (
        json.dumps(data, separators=(",", ":"), ensure_ascii=False)
        .replace("<", "\\u003c")
        .replace(">", "\\u003e")
        .replace("&", "\\u0026")
    )


def replay_page(states: Sequence[State], seats: Sequence[int | None] | None = None) -> str:
    """The HTML page of a game: ``states`` from the start to the last, one per action;
    ``seats`` the views it offers (default: the public view and every seat's)."""
    if seats is None:
        seats = [None, *range(states[0].players)] if states else [None]
    data = replay_data(states, seats)
    title = html.escape(f"{data['title']}: a replay")
    return PAGE.replace("%TITLE%", title).replace("%DATA%", script_json(data))


PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>%TITLE%</title>
<style>
body { font-family: "DejaVu Sans", Verdana, Arial, sans-serif; margin: 12px; color: #222;
       background: #f4f1ea; }
h1 { font-size: 20px; margin: 0 0 8px 0; }
#bar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-bottom: 8px; }
#bar button { font-size: 16px; min-width: 44px; padding: 4px 8px; }
#slider { flex: 1; min-width: 200px; }
#step { font-variant-numeric: tabular-nums; min-width: 110px; }
#action { font-size: 16px; font-weight: bold; margin: 4px 0; }
#score { font-size: 14px; margin-bottom: 8px; }
#main { display: flex; gap: 12px; align-items: flex-start; }
#board { flex: 1 1 auto; min-width: 0; }
#board svg { max-width: 100%; height: auto; background: white; box-shadow: 0 1px 4px #0003; }
#log { flex: 0 0 250px; font-size: 13px; background: white; box-shadow: 0 1px 4px #0003;
       padding: 6px 8px; }
#log h2 { font-size: 14px; margin: 0 0 4px 0; }
#moves { list-style: none; margin: 0; padding: 0; }
#moves li { border-left: 5px solid #999; padding: 2px 4px; margin: 2px 0; cursor: pointer;
            overflow-wrap: anywhere; }
#moves li.current { font-weight: bold; background: #f4f1ea; }
#moves .chip { display: inline-block; min-width: 16px; text-align: center; border-radius: 8px;
               font-weight: bold; margin-right: 4px; }
#help { font-size: 12px; color: #666; }
</style>
</head>
<body>
<h1 id="title"></h1>
<div id="bar">
  <label for="view">view</label> <select id="view"></select>
  <button id="first" title="first step (Home)">|&#x25C0;</button>
  <button id="prev" title="step back (left arrow)">&#x25C0;</button>
  <button id="next" title="step forward (right arrow)">&#x25B6;</button>
  <button id="last" title="last step (End)">&#x25B6;|</button>
  <input id="slider" type="range" min="0" value="0" aria-label="step">
  <span id="step"></span>
</div>
<div id="action"></div>
<div id="score"></div>
<div id="main">
<div id="board"></div>
<div id="log"><h2>Last moves</h2><ol id="moves"></ol></div>
</div>
<p id="help">Keys: left and right arrows step, Home and End jump. Hover a card for what it
does.</p>
<script id="data" type="application/json">%DATA%</script>
<script>
"use strict";
const data = JSON.parse(document.getElementById("data").textContent);
const views = {};
for (const name of data.order) {
  const view = data.views[name];
  const steps = [view.first];
  for (const ops of view.edits) {
    const next = steps[steps.length - 1].slice();
    for (let k = ops.length - 1; k >= 0; k--) {
      const [start, end, ids] = ops[k];
      next.splice(start, end - start, ...ids);
    }
    steps.push(next);
  }
  views[name] = {label: view.label, steps: steps, actions: view.actions, scores: view.scores,
                 movers: view.movers};
}
const select = document.getElementById("view");
for (const name of data.order) {
  const option = document.createElement("option");
  option.value = name;
  option.textContent = views[name].label;
  select.appendChild(option);
}
const slider = document.getElementById("slider");
const last = views[data.order[0]].steps.length - 1;
slider.max = String(last);
let step = 0;
let current = data.order[0];
document.getElementById("title").textContent = data.title + ": a replay (" + data.players +
  " players)";
function scoreText(scores) {
  return "score so far: " + scores.map((s, q) => "seat " + data.seats[q] + " " +
    (s === null ? "?" : String(s))).join(", ");
}
function showLog(view) {
  const list = document.getElementById("moves");
  list.replaceChildren();
  for (let k = Math.max(1, step - data.log_length + 1); k <= step; k++) {
    const who = view.movers[k];
    const item = document.createElement("li");
    const chip = document.createElement("span");
    chip.className = "chip";
    chip.textContent = who >= 0 ? data.seats[who] : "~";
    chip.style.background = who >= 0 ? data.colors[who] : "#999999";
    chip.style.color = who >= 0 ? data.ink[who] : "#FFFFFF";
    item.style.borderLeftColor = chip.style.background;
    item.className = "move" + (k === step ? " current" : "");
    item.dataset.step = String(k);
    item.dataset.seat = who >= 0 ? data.seats[who] : "chance";
    item.append(chip, document.createTextNode(k + ". " + view.actions[k]));
    item.onclick = () => go(k);
    list.appendChild(item);
  }
}
function show() {
  const view = views[current];
  document.getElementById("board").innerHTML =
    view.steps[step].map((i) => data.tokens[i]).join("");
  document.getElementById("action").textContent = view.actions[step];
  document.getElementById("score").textContent = scoreText(view.scores[step]);
  showLog(view);
  document.getElementById("step").textContent = "step " + step + " / " + last;
  slider.value = String(step);
  document.body.dataset.step = String(step);
  document.body.dataset.view = current;
}
function go(to) { step = Math.max(0, Math.min(last, to)); show(); }
document.getElementById("first").onclick = () => go(0);
document.getElementById("prev").onclick = () => go(step - 1);
document.getElementById("next").onclick = () => go(step + 1);
document.getElementById("last").onclick = () => go(last);
slider.oninput = () => go(Number(slider.value));
select.onchange = () => { current = select.value; show(); };
document.addEventListener("keydown", (event) => {
  if (event.target === select) return;
  const moves = {ArrowRight: step + 1, ArrowLeft: step - 1, Home: 0, End: last};
  if (event.key in moves) { event.preventDefault(); go(moves[event.key]); }
});
show();
</script>
</body>
</html>
"""
