"""The boardrules conformance suite on Nusfjord, for 1 to 5 players and in each variant."""

from __future__ import annotations

from boardrules import State
from boardrules.testing import conformance_tests


def not_shown(state: State, seat: int) -> set[str]:
    """Cards a seat may not see: the face-down piles (L244-L245), the other seats' C
    buildings in hand (L400), and elders still face down (L239); but for a building being
    built, which its seat has named to the table (`build <card>`, then where it goes: the
    observation's `asked`, issue 24 item 8)."""
    d = state.data
    hidden = set(d.pile_a) | set(d.pile_b) | set(d.pile_c) | set(d.face_down)
    for other, h in enumerate(d.harbors):
        if other != seat:
            hidden |= set(h.hand)
    building = {str(getattr(t, "card", "")) for t in d.tasks}
    return hidden - set(d.harbors[seat].hand) - building


TestConformance = conformance_tests("nusfjord", secrets=not_shown, max_examples=2)
TestConformanceSoloAdvanced = conformance_tests(
    "nusfjord", players=[1], secrets=not_shown, options={"variant": "solo_advanced"}
)
TestConformanceElderVariants = conformance_tests(
    "nusfjord",
    players=[3, 4, 5],
    secrets=not_shown,
    options={"elders": "variants", "forgotten": True},
    max_examples=2,
)
TestConformanceNamed = conformance_tests(
    "nusfjord",
    players=[2, 5],
    secrets=not_shown,
    options={"sets": ["base", "named"]},
    max_examples=1,
)
