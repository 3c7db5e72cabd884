"""The words of the card language's decisions, read from the card's YAML (``boardrules.menus``).

``choose`` (``choose k``: the branch's effects), ``optional`` (``yes``/``no``: the effects it
runs), a tier (``choose k``: the tier's condition, cost and effects), an ``optional: true``
ability (``yes``/``no``), the order of triggered cards (``<word> <card>``) and an ``any_of``
cost (``choose k``: the bundle paid). Each question names the card that asks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.actions import Action, ChooseBranch
from boardrules.cards.costs import PayOneOf
from boardrules.cards.describe import Describer
from boardrules.cards.runtime import MayUse, PickTier, TriggerOrder
from boardrules.menus import Menus, card_of_ref, card_title
from boardrules.tasks import Choose, MayRun

if TYPE_CHECKING:
    from boardrules.engine import Game

MENUS = Menus()


def describer(game: Game) -> Describer:
    return Describer(game.rules.phrases)


def effects_of(game: Game, ref: str) -> str:
    """The effect list ``ref`` in words (``nothing`` when it is empty)."""
    return describer(game).effects(game.effects.get(ref, ())) or "nothing"


def asker(game: Game, ref: str) -> str:
    title = card_title(game, card_of_ref(ref))
    return title[:1].upper() + title[1:]


@MENUS.asks(Choose)
def choose_question(game: Game, d: object, t: Choose) -> str:
    # each option says its effects; the notation's `choose K` (K from 0, the card's order)
    # is no word a person needs to read in the question
    return f"{asker(game, t.here)}: choose one of its {t.branches} effects"


@MENUS.says(ChooseBranch, at=Choose)
def choose_branch(game: Game, d: object, t: Choose, a: ChooseBranch) -> str:
    return effects_of(game, f"{t.here}/choose/{a.branch}")


@MENUS.asks(MayRun)
def optional_question(game: Game, d: object, t: MayRun) -> str:
    what = effects_of(game, f"{t.here}/optional")
    return f"{asker(game, t.here)}: do you want to {what}?"


@MENUS.says("yes", at=MayRun)
def optional_yes(game: Game, d: object, t: MayRun, a: Action) -> str:
    what = effects_of(game, f"{t.here}/optional")
    return f"yes: {what} ({card_title(game, card_of_ref(t.here))} asks)"


@MENUS.says("no", at=MayRun)
def optional_no(game: Game, d: object, t: MayRun, a: Action) -> str:
    return f"no: skip it ({card_title(game, card_of_ref(t.here))} asks)"


@MENUS.asks(MayUse)
def may_use_question(game: Game, d: object, t: MayUse) -> str:
    ability = describer(game).ability(game.runtime.ability[t.ref])
    return f"{asker(game, t.ref)}: use it now? ({ability})"


@MENUS.says("yes", at=MayUse)
def may_use_yes(game: Game, d: object, t: MayUse, a: Action) -> str:
    return f"yes: use {card_title(game, card_of_ref(t.ref))} now"


@MENUS.says("no", at=MayUse)
def may_use_no(game: Game, d: object, t: MayUse, a: Action) -> str:
    return f"no: do not use {card_title(game, card_of_ref(t.ref))} this time"


@MENUS.asks(PickTier)
def tier_question(game: Game, d: object, t: PickTier) -> str:
    count = len(game.runtime.tiers[t.card].tiers)
    order = ", ".join(f"choose {k}" for k in range(count))
    return f"{asker(game, t.card)}: choose one tier (top to bottom: {order})"


@MENUS.says(ChooseBranch, at=PickTier)
def tier_answer(game: Game, d: object, t: PickTier, a: ChooseBranch) -> str:
    ability = game.runtime.tiers[t.card]
    tier = ability.tiers[a.branch]
    words = describer(game)
    bits = [f"if {words.cond(tier['if'])}" if "if" in tier else ""]
    bits.append(f"pay {words.costs(tier['cost'])}" if tier.get("cost") else "")
    bits.append(words.effects(tier["do"]) if tier.get("do") else "nothing more")
    return "tier: " + ", ".join(b for b in bits if b)  # no number beside ``choose k``


@MENUS.asks(TriggerOrder)
def trigger_question(game: Game, d: object, t: TriggerOrder) -> str:
    cards = dict.fromkeys(card_of_ref(r) for r in t.pending)
    return f"Triggered cards ({', '.join(cards)}): which one resolves first?"


def trigger_answer(game: Game, d: object, t: TriggerOrder, a: Action) -> str:
    card = str(getattr(a, "card", a))  # the trigger kind `<word> <card>` of the game
    refs = [r for r in t.pending if card_of_ref(r) == card]
    words = describer(game)
    what = "; ".join(words.ability(game.runtime.ability[r]) for r in refs)
    return f"{card_title(game, card)} resolves first: {what}"


@MENUS.asks(PayOneOf)
def one_of_question(game: Game, d: object, t: PayOneOf) -> str:
    return f"{asker(game, t.cost)}: which part of the cost do you pay?"


@MENUS.says(ChooseBranch, at=PayOneOf)
def one_of_answer(game: Game, d: object, t: PayOneOf, a: ChooseBranch) -> str:
    bundle = game.runtime.costs.get(f"{t.cost}/any_of/{a.branch}", ())
    return f"pay {describer(game).costs(bundle) or 'nothing'}"


# the words every card's face uses (``boardrules.cards.describe``), for ``help``
MENUS.glossary.update(
    {
        "VP": "victory points: the score; the most VP at the game's end wins",
        "score": "score N VP: gain N victory points (now, or at the game's end as the card says)",
        "gain": "gain N X: take N of X from the general supply",
        "pay": "pay N X: give N of X back to the general supply",
        "cost": "what you pay to take, build or play a card: paid when you do it",
        "needs": "a card's condition: it can be played or used only while it holds",
    }
)


# the card language's decisions and answers in general words (``help choose``)
MENUS.decisions.update(
    {
        Choose.name: "A card: choose one of its effects (choose 0, choose 1 ... in the card's"
        " order)",
        MayRun.name: "A card: do you want to run its optional effect? (yes or no)",
        MayUse.name: "A card's ability: use it now? (yes or no)",
        PickTier.name: "A card with tiers: choose one tier (choose 0 the top one, choose 1 the"
        " next ...)",
        TriggerOrder.name: "Several cards trigger at once: which one resolves first?",
        PayOneOf.name: "A card's cost offers several ways to pay: which one do you pay?",
    }
)
MENUS.actions.update(
    {
        "choose": "choose N: the effect, tier or way of paying N of the card that asks, counted"
        " from 0 in the card's order",
        "yes": "yes: run the effect or use the ability the card asks about",
        "no": "no: skip the effect or ability the card asks about",
    }
)


def card_menus(game: Game) -> Menus:
    """The card runtime's words, with the game's word for a triggered card (``resolve``)."""
    menus = Menus(MENUS)
    menus.says(game.trigger_action, at=TriggerOrder)(trigger_answer)
    menus.actions[game.trigger_action] = (
        f"{game.trigger_action} CARD: of the cards triggered at once, CARD's effect resolves first"
    )
    return menus
