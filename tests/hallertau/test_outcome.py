"""Who wins Hallertau: the most VP, then the category-4 remainder, then several winners
(hallertau.de.md L793); solo, reaching 100 VP (80 without cards) (L806)."""

from __future__ import annotations

from boardrules import Outcome, Reason, State
from tests.hallertau.helpers import court_cards_gone, goods, position


def tied(clay: tuple[int, int]) -> State:
    """Two seats at the end with nothing but clay: 0 VP each, remainders as given."""
    ed = position(2, round=6, phase="game_end")
    for seat, n in enumerate(clay):
        goods(ed, seat, clay=n).set(f"villages[{seat}].fields", [])
    return ed.state()


def test_the_most_vp_wins() -> None:
    # L793: "Der Spieler mit den meisten Siegpunkten gewinnt."
    state = tied((5, 4))  # 5 clay make 1 VP (L787), 4 clay none
    assert state.scores() == (1.0, 0.0)
    assert state.outcome() == Outcome((0,), Reason.SCORE)
    assert state.returns() == (1.0, 0.0)


def test_a_tie_goes_to_the_higher_remainder() -> None:
    # L793: "Bei Gleichstand wird der 'Rest' betrachtet, der in der Kategorie 'Äcker, Geräte
    # und Waren' abgerundet wurde."
    state = tied((3, 4))
    assert state.scores() == (0.0, 0.0)
    assert state.score_sheet().tiebreaks == ("remainder",)
    assert state.outcome() == Outcome((1,), Reason.TIE_BREAK)
    assert state.returns() == (0.0, 1.0)


def test_a_tie_on_the_remainder_too_gives_several_winners() -> None:
    # L793: "Herrscht dann immer noch Gleichstand, gibt es mehrere Gewinner."
    state = tied((4, 4))
    assert state.outcome() == Outcome((0, 1), Reason.TIE_BREAK)
    assert state.returns() == (0.5, 0.5)


def solo(variant: str, vp: int) -> State:
    """A finished solo game whose only points are ``5 * vp`` clay (1 VP per 5 goods, L787;
    goods are unlimited, L325), every court card taken from the stable board (L485-L487)."""
    ed = goods(position(1, round=6, phase="game_end", variant=variant), clay=5 * vp)
    ed.set("villages[0].fields", []).set("villages[0].tools", 0).set("villages[0].jewelry", 0)
    ed.set("villages[0].sheep", {})  # none on the court cards nor in the stable
    for card in ed.cards("played:0"):
        ed.move(card, "removed_cards")
    state = court_cards_gone(ed, 6, seats=1).state()
    assert state.scores() == (float(vp),)
    return state


def test_solo_is_won_by_reaching_100_vp() -> None:
    # L806: "Dein Ziel ist es, mindestens 100 SP zu erreichen."
    assert solo("cards", 100).outcome() == Outcome((0,), Reason.TARGET)
    assert solo("cards", 100).returns() == (1.0,)
    assert solo("cards", 99).outcome() == Outcome((), Reason.TARGET)
    assert solo("cards", 99).returns() == (0.0,)


def test_cardless_solo_is_won_by_reaching_80_vp() -> None:
    # L806: "In der kartenlosen Variante betragen die Vorgaben 80 bzw. 85 SP."
    assert solo("cardless", 80).outcome() == Outcome((0,), Reason.TARGET)
    assert solo("cardless", 79).outcome() == Outcome((), Reason.TARGET)
