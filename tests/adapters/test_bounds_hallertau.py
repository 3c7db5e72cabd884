"""Hallertau's score bound (``Hallertau.score_bound``, games/hallertau/bounds.py): the lowest
and highest total a seat can score, the utilities OpenSpiel is given for ``score_margin``
rewards, argued from the rules and the card data (docs/games/hallertau.md, "Score bound").
tests/adapters/test_bounds.py plays random, adversarial and last-action games of every game
with a score bound inside it; here every deck, greedy play and the argument's parts."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import attrs
import pytest

from boardrules.agents.greedy import greedy_choice
from tests.hallertau.helpers import GAME

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import bounds
    from games.hallertau.setup import cards_in_game
else:
    from boardrules.games.hallertau import bounds
    from boardrules.games.hallertau.setup import cards_in_game
DECKS: list[dict[str, Any]] = [
    *({"starter_deck": s, "court_deck": 4 + s} for s in range(4)),  # L215-L216
    {"starter_deck": "0123", "court_deck": "4567"},  # every deck mixed (L818-L820)
    {"variant": "cardless"},  # L795-L802
]


def bound(players: int, **options: Any) -> tuple[float, float]:
    return GAME.score_bound(players, {**GAME.info.defaults(), **options})


def most(**options: Any) -> bounds.Most:
    chosen = {**GAME.info.defaults(), **options}
    cards = [GAME.cards[c] for deck in cards_in_game(GAME, chosen).values() for c in deck]
    return bounds.Most(GAME, cards)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_hallertau_totals_stay_within_the_bound_with_every_deck(players: int) -> None:
    """Random games with each starter and court deck (L215-L216), all of them mixed
    (L818-L820) and without cards (L795-L802), and one greedy game (every seat improving its
    score sheet most after a short lookahead: boardrules.agents.greedy) with all decks mixed,
    end inside the bound of their options."""
    for seed, options in enumerate(DECKS):
        low, high = bound(players, **options)
        state, rng = GAME.new_game(players, seed, **options), random.Random(seed)
        while not state.is_terminal:
            state = state.apply_id(rng.choice(state.legal_action_ids()))
        assert all(low <= total <= high for total in state.scores()), (options, state.scores())
    low, high = bound(players, **DECKS[4])
    state, rng = GAME.new_game(players, 7, **DECKS[4]), random.Random(7)
    while not state.is_terminal:
        state = state.apply_id(greedy_choice(state, rng, completions=1, depth=8))
    assert all(low <= total <= high for total in state.scores()), state.scores()


def test_the_cardless_bound_counts_each_part_from_the_rules() -> None:
    """Without cards (L795-L802) the bound is the rules' alone: 6 rounds (L171) of at most
    12 workers (L356-L375, L559): 72 workers, so 72 uses of spaces (L399-L410) and 72 tools
    traded (L469-L475); a space is used at most 3 + 5 times (its rows, and the top row
    phase 1 empties in rounds 2-6, L343-L352); 32 sheep (8 x 2 breeding, L904-L908, 8 at each
    market, L966-L968, L1000-L1004). Goods: the 3 of the start (L240); the spaces giving most
    first, 8 uses each, 72 in all: the shearer's 32 wool (L914-L918), the butcher's 6
    (L910-L912), the clay pit's 6 (L926-L930), the tool shed's 4 (L988-L992), 3 at the
    nursery, small business and land sale (L920-L924, L956-L958, L970-L974) and 16 uses of 1;
    32 milk in each of 6 milkings (L519-L523); 48 harvests (8 fields, L259-L261, each round,
    L504-L515) of at most 5. Score: 70 for the house (L757-L765), 32 sheep, 10 jewelry (L305)
    and a fifth of the goods, tools and 8 fields in row 5 (L781-L787)."""
    spaces = 8 * (32 + 6 + 6 + 4) + 3 * 8 * 3 + 16 * 1
    goods = 3 + spaces + 6 * 32 + 48 * 5
    m = most(variant="cardless")
    totals = [m.total(k) for k in ("workers", "uses", "tool", "sheep", "harvests")]
    assert totals == [72, 72, 72, 32, 48]
    assert m.total("goods") == goods == 907
    high = 70 + 32 + 10 + (goods + 72 + 8 * 5) // 5
    for players in (1, 2, 3, 4):
        assert bound(players, variant="cardless") == (0.0, float(high))
    assert GAME.score_bound(2, {"variant": "cardless"}) == (0.0, float(high))  # the defaults


def test_cards_raise_the_bound_by_what_they_can_give() -> None:
    """With cards, each card's most is added once (L691: a card is played once), a bonus
    card's income 5 times (phase 3 of rounds 2-6, L377-L387), and the VP of every bonus and
    point card (L789-L791); a deck that gives more raises it: more decks, a higher bound."""
    cardless = bound(2, variant="cardless")[1]
    default = bound(2)[1]
    mixed = bound(2, **DECKS[4])[1]
    assert cardless < default < mixed
    vp = sum(int(c.score) for c in GAME.cards.values() if isinstance(c.score, int))
    assert default > cardless + vp
    m = most()
    income = GAME.cards["803"].abilities[0]  # L1619: income 1 sheep (phase 3)
    assert m.card_most(GAME.cards["803"], "sheep") == 5 == 5 * m.gains(income.do, "sheep")
    assert m.card_most(GAME.cards["534"], "goods") == 5  # one of 5 hide/meat/milk/wool
    # 731: barley and wool, half the hides each: bounded by the hides a game can give
    assert m.card_most(GAME.cards["731"], "barley") == m.total("hide") // 2


def card_with(effects: list[dict[str, Any]], when: Any = "on_play") -> Any:
    """Card 801 with other effects (no card of the game has them)."""
    card = GAME.cards["801"]
    ability = attrs.evolve(card.abilities[0], when=when, do=tuple(effects))
    return attrs.evolve(card, abilities=(ability,))


@pytest.mark.parametrize(
    ("card", "message"),
    [
        (card_with([{"steal_goods": {"n": 2}}]), "the effect"),
        (card_with([{"gain": {"wool": {"recent_max": "tools_gained"}}}]), "recent_max"),
        (card_with([{"gain": {"hide": {"count": "hide"}}}]), "depends on itself"),
        (card_with([{"gain": {"wool": {"mul": [{"sub": [1, {"count": "round"}]}, 2]}}}]), "mul"),
        (card_with([{"gain": {"wool": 1}}], when={"whenever": "harvested"}), "timing"),
    ],
)
def test_a_card_the_argument_cannot_bound_raises(card: Any, message: str) -> None:
    """A new primitive, expression, timing, or a total scaled by itself (a gain of hides per
    hide held would double them each play) is refused, not guessed: a new card must be
    argued in games/hallertau/bounds.py first."""
    m = bounds.Most(GAME, [*most().cards, card])
    with pytest.raises(ValueError, match=message):
        m.total("goods")


def test_the_house_board_scores_at_most_70() -> None:
    """L757-L765: 70 VP with the house tile in column 10, every symbol covered; 50 + 5 x 3
    one column before and 34 + 10 x 3 two before (symbols in columns 9 and 10)."""
    assert bounds.house_most(GAME) == 70
    assert GAME.center_vp[8] + 3 * 10 == 64 and GAME.center_vp[9] + 3 * 5 == 65
