"""The fuzzing suite's size and its figures.

``BOARDRULES_FUZZ_SCALE=10`` runs ten times the examples of the CI size (1). Each test counts
what it tried in ``STATS``; without xdist (``-p no:xdist``) the figures are printed at the end,
and written as JSON to ``BOARDRULES_FUZZ_REPORT`` if that is set (docs/reliability.md).
"""

from __future__ import annotations

import json
import os
import time
from collections import Counter, defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

SCALE = max(1, int(os.environ.get("BOARDRULES_FUZZ_SCALE", "1")))
# One input using more CPU time than this counts as a hang. CPU time, not the time on the
# clock: on a shared machine a starved process waits for minutes without costing anything (a
# 10x run once took 93 s of clock for a `validate` that costs 0.3 s of CPU, and the same input
# took 0.3 s when hypothesis ran it again). A wait that costs no CPU at all counts after
# WAIT_SECONDS of clock.
HANG_SECONDS = 10.0
WAIT_SECONDS = 600.0

STATS: defaultdict[str, Counter[str]] = defaultdict(Counter)
SLOWEST: dict[str, float] = defaultdict(float)  # CPU seconds of the costliest input
SLOWEST_CLOCK: dict[str, float] = defaultdict(float)


def fuzz_settings(examples: int) -> settings:
    """Hypothesis settings of a fuzz test: ``examples`` at CI size, times SCALE."""
    return settings(
        max_examples=examples * SCALE,
        deadline=None,
        derandomize=SCALE == 1,  # CI runs the same examples every time
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
        database=None,
    )


@contextmanager
def attempt(area: str, clear: tuple[type[BaseException], ...]) -> Iterator[Counter[str]]:
    """Counts one input of ``area``: accepted, or refused with one of the ``clear`` errors;
    anything else propagates (a crash fails the test). A costly input fails as a hang."""
    stats = STATS[area]
    stats["inputs"] += 1
    start, cpu = time.perf_counter(), time.process_time()
    try:
        yield stats
    except clear:
        stats["clear errors"] += 1
    except BaseException:
        stats["crashes"] += 1
        raise
    else:
        stats["accepted"] += 1
    finally:
        took, clock = time.process_time() - cpu, time.perf_counter() - start
        SLOWEST[area] = max(SLOWEST[area], round(took, 3))
        SLOWEST_CLOCK[area] = max(SLOWEST_CLOCK[area], round(clock, 3))
    if took > HANG_SECONDS or clock > WAIT_SECONDS:
        stats["hangs"] += 1
        raise AssertionError(f"{area}: one input took {took:.1f} s of CPU ({clock:.1f} s)")


def report() -> dict[str, Any]:
    return {"scale": SCALE, "stats": STATS, "slowest": SLOWEST, "slowest_clock": SLOWEST_CLOCK}


def pytest_sessionfinish(session: pytest.Session) -> None:
    """With xdist, each worker writes its own figures: ``BOARDRULES_FUZZ_REPORT.gw0`` ..."""
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    path = os.environ.get("BOARDRULES_FUZZ_REPORT")
    if worker and path and STATS:
        with open(f"{path}.{worker}", "w", encoding="utf-8") as out:
            json.dump(report(), out, indent=1)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not STATS:
        return
    terminalreporter.section(f"fuzzing figures (BOARDRULES_FUZZ_SCALE={SCALE})")
    for area, stats in sorted(STATS.items()):
        shown = ", ".join(f"{k} {v:,}" for k, v in sorted(stats.items()))
        terminalreporter.write_line(
            f"{area}: {shown}; slowest input {SLOWEST[area]} s of CPU"
            f" ({SLOWEST_CLOCK[area]} s on the clock)"
        )
    path = os.environ.get("BOARDRULES_FUZZ_REPORT")
    if path:
        with open(path, "w", encoding="utf-8") as out:
            json.dump(report(), out, indent=1)


@pytest.fixture(scope="session")
def scale() -> int:
    return SCALE
