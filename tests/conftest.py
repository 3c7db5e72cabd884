"""How the suite is spread over pytest-xdist's workers (``python -m pytest -n auto``; CI has 2
cores and 15 minutes): the slowest files first (``SLOW_FIRST``, from ``--durations``). xdist
hands the first quarter of the tests out in turn and the rest as workers come free, so a long
test started last would keep one worker busy while the other waits.
"""

from __future__ import annotations

import pytest

SLOW_FIRST = (  # node id prefixes, the slowest first (the rest keep their order)
    "tests/kernel/test_card_set_guards.py",
    "tests/woodcraft_rw/test_conformance.py",
    "tests/hallertau/test_position_chance.py",
    "tests/hallertau/test_position.py",
    "tests/hallertau/test_to_move_heard.py",
    "tests/hallertau/test_position_forms.py",
    "tests/hallertau/test_deck_combinations.py",
    "tests/tensors/test_array_memory.py",
    "tests/woodcraft/test_conformance.py",
    "tests/search/test_players.py",
    "tests/kernel/test_toy_plugin.py",
    "tests/fuzz/test_memory.py",
    "tests/woodcraft/test_position_chance.py",
    "tests/nusfjord/test_position_deals.py",
    "tests/nusfjord/test_position.py",
    "tests/nusfjord/test_position_moves.py",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    def rank(item: pytest.Item) -> int:
        for i, prefix in enumerate(SLOW_FIRST):
            if item.nodeid.startswith(prefix):
                return i
        return len(SLOW_FIRST)

    items.sort(key=rank)  # stable
