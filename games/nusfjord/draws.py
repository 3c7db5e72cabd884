"""Every card Nusfjord draws, written once: a kernel ``Draw`` the kernel answers in both chance
modes (with ``chance="auto"`` the first card of ``pile``, with ``chance="explicit"`` a CHANCE
node whose outcomes are the cards it could be, ``deal <card>``, all equally likely).

The draws: the A and B buildings laid out at setup (L245-L249) and by the round spaces and the
draw action (L396, L402, L784), the C buildings dealt to each hand (L400: that seat alone sees
them), each face-down elder uncovered on a stack (L239, L570, digest A24: one of the elders
still face down, which trades places with it) and the promo pile's new top (L940: the pile lies
face up, but nobody saw the order beneath its top; no draw when one is left). The piles keep
the seed's shuffle (the top of a pile is the last of its list), which ``chance="auto"`` deals
and ``boardrules.testing.deal_top`` replays. Still from the seed, before the first action: the
stacks the variant elders go under (L782, L880), the mixed game's display (L669, three decks'
A and B buildings) and the promo pile's first top.
"""

from __future__ import annotations

from boardrules.tasks import Draw, draw

from .state import NData, own, put_in, without

DISPLAY = "display"
BOX = "display, the rest to the box"  # L249, L675: with 1-2 seats after the setup's last
HAND = "hand"
STACK = "stack"  # an elder uncovered on stack ``slot`` (0-5)
TOP = "top"  # the promo pile's new top


def setup_draws(piles: list[list[str]], counts: list[int], box: bool) -> list[Draw]:
    """The A and B buildings laid out at setup (``counts`` of each); with ``box`` the rest of
    each pile goes back to the box after its last (one with nothing to lay out at once)."""
    out: list[Draw] = []
    for name, pile, n in zip("AB", piles, counts, strict=True):
        if box and not n:
            pile.clear()
        out += [_DISPLAY[name]] * (n - 1 if box and n else n)
        if box and n:
            out.append(_BOX[name])
    return out


def into_display(letter: str) -> Draw:
    """The top building of the A, B or C pile face up into its display (L396, L402, L784;
    the C buildings next to the boards, the solo tile's round space 6, L712)."""
    return _DISPLAY[letter]


def into_hand(seat: int) -> Draw:
    """The top C building into the hand of ``seat``, who alone sees it (L400)."""
    return draw("C", seat, HAND)


def uncover(stack: int) -> Draw:
    """The face-down elder uncovered on stack ``stack`` (0-5) turned face up (L570)."""
    return draw("elder", -1, STACK, stack)


def promo_top() -> Draw:
    """The promo pile's new top, seen once its top was taken (L940)."""
    return draw("forgotten", -1, TOP)


# the same draws over and over (records are frozen, so one of each serves)
_DISPLAY = {x: draw(x, -1, DISPLAY) for x in "ABC"}
_BOX = {x: draw(x, -1, BOX) for x in "AB"}


def pile(d: NData, task: Draw) -> list[str]:
    """The cards the draw may deal, the one ``chance="auto"`` deals first."""
    if task.pile == "forgotten":  # the new top, from the seed's order first
        return [d.forgotten[-1], *sorted(d.forgotten[:-1])]
    if task.pile == "elder":  # the one the seed put there first
        under = d.stacks[task.slot][-1]
        return [under, *sorted(e for e in d.face_down if e != under)]
    name = task.pile
    return list((d.pile_a if name == "A" else d.pile_b if name == "B" else d.pile_c)[::-1])


def top(d: NData, task: Draw) -> str:
    """``pile(d, task)[0]`` without listing the pile: the card ``chance="auto"`` deals."""
    name = task.pile
    if name == "forgotten":
        return d.forgotten[-1]
    if name == "elder":
        return d.stacks[task.slot][-1]
    return (d.pile_a if name == "A" else d.pile_b if name == "B" else d.pile_c)[-1]


def draw_result(d: NData, task: Draw, card: str) -> None:
    """Puts the card dealt where ``task`` says."""
    name = task.pile
    if name == "forgotten":  # ``card`` is the promo pile's new top
        d.forgotten = (*without(d.forgotten, card), card)
        return
    if name == "elder":  # the uncovered elder is ``card``: it trades places with the one shown
        stacks = [list(s) for s in d.stacks]
        stack = stacks[task.slot]
        other = next(s for s in stacks if card in s)
        other[other.index(card)], stack[-1] = stack[-1], card
        d.stacks = tuple([tuple(s) for s in stacks])
        d.face_down = without(d.face_down, card)
        return
    # the pile without ``card`` (the top, as chance="auto" deals it, or another); after the
    # setup's last draw with 1-2 seats the rest goes back to the box (L249, L675)
    if name == "A":
        pile = d.pile_a
        left = pile[:-1] if pile[-1] == card else without(pile, card)
        d.pile_a = () if task.into == BOX else left
        d.display_a += (card,)
        if task.into == BOX:
            d.box = put_in(d.box, left)
    elif name == "B":
        pile = d.pile_b
        left = pile[:-1] if pile[-1] == card else without(pile, card)
        d.pile_b = () if task.into == BOX else left
        d.display_b += (card,)
        if task.into == BOX:
            d.box = put_in(d.box, left)
    else:
        pile = d.pile_c
        d.pile_c = pile[:-1] if pile[-1] == card else without(pile, card)  # the top: "auto"
        if task.into == HAND:
            h = own(d, task.seat)
            h.hand = (*h.hand, card)
        else:  # L712: the solo tile's round space 6 turns it face up
            d.display_c += (card,)
