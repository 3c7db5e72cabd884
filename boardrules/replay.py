"""A replay page: one self-contained HTML file that steps through a game, picture by picture.

``replay_page(states)`` writes the page for the states of one game (the start, then one state
per action). It needs no server and no network: the pictures, the script and the style are all
inside. A person steps with buttons, the arrow keys (Home and End jump) or a slider, and
switches between the public view and each seat's view. Each view holds only what its viewer
may see: the pictures are drawn from that viewer's observation (``State.svg``), an action the
viewer could not tell from another legal action reads as a secret choice, and the running
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
from boardrules.svg import seat_letter

PUBLIC = "public"
TAG = re.compile(r"(?=<)")


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
        "actions": ["start"]
        + [action_label(a, b, seat) for a, b in zip(states, states[1:], strict=False)],
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
#board svg { max-width: 100%; height: auto; background: white; box-shadow: 0 1px 4px #0003; }
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
<div id="board"></div>
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
  views[name] = {label: view.label, steps: steps, actions: view.actions, scores: view.scores};
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
function show() {
  const view = views[current];
  document.getElementById("board").innerHTML =
    view.steps[step].map((i) => data.tokens[i]).join("");
  document.getElementById("action").textContent = view.actions[step];
  document.getElementById("score").textContent = scoreText(view.scores[step]);
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
