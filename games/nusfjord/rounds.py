"""The round (L281-L287, L380-L406): fishing for every seat in turn order (digest A25), three
passes of turns (L357), then the homecoming: workers return, the start ship moves (L386, L392)
and the next round space's instruction is carried out (L394-L404: A buildings, C buildings into
every hand, B buildings, the hands face up). After round 7 the game ends (L406, digest A26)
with one more anytime window for each seat (L947). Solo, one worker colour plays each round
and only it returns (L681, L685).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.cards import runtime as rt
from boardrules.engine import later
from boardrules.tasks import Draw, Task

from . import draws
from .state import NData, own, put
from .tasks import TURN_OF, Catch, EndWindow, Homecoming, Round, Windows, Work, per_seat

WORK, HOMECOMING = Work(), Homecoming()  # records of no field, shared

if TYPE_CHECKING:
    from .game import Nusfjord


class Rounds:
    """Rounds and phases."""

    def __init__(self, game: Nusfjord) -> None:
        self.game = game

    @staticmethod
    def order(d: NData) -> list[int]:
        """L357: clockwise from the holder of the start ship."""
        return [(d.first + k) % d.players for k in range(d.players)]

    def start_round(self, d: NData, t: Round) -> None:
        """L281-L295: fishing for every seat (processed in turn order, digest A25), then three
        passes of turns (L357), then homecoming. Anytime effects (L947) get a window before
        the fishing and after each seat's catch but the last (the window before the first
        turn follows that one)."""
        d.phase = "fishing"
        seats = self.order(d)
        catches: list[Task] = []
        fleet = self.game.fleet
        for q in seats:
            if catches:
                catches.append(per_seat(Windows, -1))
            h = d.harbors[q]
            if h.old_man and h.old_man == d.round - 1:  # L810: gold instead of fish
                catches.append(Catch(seat=q, fish=sum(h.shares), item="gold"))
            else:
                catches.append(Catch(seat=q, fish=fleet.catch_size(h)))
            fishing = rt.phase_triggers(self.game, d, q, "fishing")  # L946: "whenever fishing"
            if fishing is not None:
                catches.append(fishing)
        if len(seats) == 1:
            turn: tuple[Task, ...] = TURN_OF[seats[0]]
        else:
            turn = tuple([task for q in seats for task in TURN_OF[q]])
        later(d, per_seat(Windows, -1), *catches, WORK, *turn, *turn, *turn, HOMECOMING)

    @staticmethod
    def work(d: NData, t: Work) -> None:
        d.phase = "work"
        for q, h in enumerate(d.harbors):
            if h.workers:  # a harbor left as it is stays shared
                own(d, q).workers = 0

    def homecoming(self, d: NData, t: Homecoming) -> None:
        """L386: workers return, the start ship moves to the next round space (the last seat
        of this round starts the next, L392); L394-L404: its instructions are carried out.
        Solo (L685): only the colour playing next round returns."""
        d.phase = "homecoming"
        if d.round == self.game.params["rounds"]:  # L406, digest A26: scoring after round 7
            d.phase = "over"
            d.placed = ((),) * len(d.placed)
            later(d, *[per_seat(EndWindow, q) for q in self.order(d)])  # L947
            return
        d.round += 1
        if d.players == 1:
            d.colour = (d.round - 1) % len(d.placed)
            d.placed = put(d.placed, d.colour, ())
        else:
            d.placed = ((),) * len(d.placed)
            d.first = (d.first - 1) % d.players
        d.tasks.append(Round())
        later(d, *self.round_space(d, d.round))  # its cards drawn before the round

    def round_space(self, d: NData, k: int) -> list[Draw]:
        """L394-L404: the instruction of round space ``k``; the cards it draws. The solo tile
        (L675) deals no C buildings to a hand; its space 6 turns three from the C pile face up,
        fewer if fewer are left (L712; docs/games/nusfjord.md, "The solo round spaces")."""
        params = self.game.params
        rs, shown, n = params["round_spaces"], params["display"], d.players
        if k == 3 and n in rs["add_a"]:  # L396, L410: no more than fit on the board
            room = shown["a_board"] - len(d.display_a)
            return [draws.into_display("A")] * min(rs["add_a"][n], room, len(d.pile_a))
        if k == 4 and n in rs["deal_c"]:  # L400: C buildings into every hand, secret
            dealt: list[Draw] = []
            for q in self.order(d):
                for _ in range(min(rs["deal_c"][n], len(d.pile_c) - len(dealt))):
                    dealt.append(draws.into_hand(q))
            return dealt
        if k == 5 and n in rs["add_b"]:  # L402
            room = shown["b_board"] - len(d.display_b)
            return [draws.into_display("B")] * min(rs["add_b"][n], room, len(d.pile_b))
        if k == 6:  # L404: the C buildings still in hand go face up next to the boards
            for q, h in enumerate(d.harbors):
                if h.hand:  # a harbor left as it is stays shared
                    d.display_c += h.hand
                    own(d, q).hand = ()
            if n in rs["reveal_c"]:  # L712: the solo tile's three, from the pile
                return [draws.into_display("C")] * min(rs["reveal_c"][n], len(d.pile_c))
        return []
