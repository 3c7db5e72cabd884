"""A card window's words when none of the seat's hand cards can be played (the nineteenth
session): the seat is asked all the same, as the others must not learn what its hand holds
(hallertau.de.md L659-L663, ``cardplay.may_hold_playable``), and its own question and menu say
it in the game's words; the other seats read its pass, and see the table, alike whatever the
hand holds."""

from __future__ import annotations

from boardrules import State
from boardrules.menus import menu, move_words, question, secret_words
from tests.hallertau.helpers import GAME


def asked(card: str) -> State:
    """Seat B asked in the window after a turn with ``card`` last in its hand and 3 tools:
    point card 903 costs 3 tools (L1761), 901 cannot be played here."""
    ed = GAME.new_game(2, seed=3).edit().set("phase", "actions").set("villages[1].tools", 3)
    return ed.move(card, "hand:1").to_move(decision="respond", seat=1, window="actions").state()


def test_the_seat_is_told_no_card_can_be_played_and_the_others_learn_nothing() -> None:
    can, cannot = asked("903"), asked("901")  # hallertau.de.md L659: a hand is hidden
    assert [str(a) for a in can.legal_actions()] == ["play 903", "pass"]
    assert [str(a) for a in cannot.legal_actions()] == ["pass"]  # L661: asked all the same
    assert question(can) == (
        "Hand cards (L659-L663): play a card now (after a turn of phase 4, actions), or pass"
    )
    assert question(cannot) == (
        "Hand cards (L659-L663): no card in your hand can be played now (after a turn of"
        " phase 4, actions): pass (you are asked all the same, so the others do not learn it,"
        " L659)"
    )
    assert menu(can)[-1][1] == "play no (more) hand card now"
    assert menu(cannot) == [
        (cannot.legal_actions()[0], "no card in your hand can be played now: pass")
    ]
    # seat A sees the same table and reads the same pass and decision either way (L659)
    assert can.view(0) == cannot.view(0)
    passed = [move_words(s, s.legal_actions()[-1]) for s in (can, cannot)]
    assert passed == ["play no (more) hand card now"] * 2
    assert secret_words(can) == secret_words(cannot)
