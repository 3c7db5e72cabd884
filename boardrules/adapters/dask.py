"""The Dask distributed backend of ``boardrules simulate`` (the optional extra ``dask``).

Why Dask: it is pure Python and installs from PyPI in seconds with no compiled parts of its own,
a local cluster of worker processes starts in a few seconds on a laptop or a CI machine, and the
same code runs unchanged on a cluster (``dask scheduler`` on one machine, ``dask worker
tcp://host:8786`` on each of the others, or any deployment Dask supports: SSH, Kubernetes,
SLURM). Self-play needs nothing more than a map of independent batches over workers, which
Dask's ``Client.map`` is; Ray would bring the same map with a heavier install and its own
object store and dashboard services that this work does not use.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

from dask.distributed import Client, LocalCluster

T = TypeVar("T")


def run_batches(
    work: Callable[[Any], T], jobs: Iterable[Any], workers: int, scheduler: str | None
) -> Iterator[T]:
    """``work(job)`` for every job, in order, on the Dask cluster at ``scheduler`` or, without
    one, on a local cluster of ``workers`` single-threaded processes started (and stopped)
    here. Every worker must have boardrules (and the policy's module) installed. A local
    cluster spawns its workers: call this under ``if __name__ == "__main__":`` in a script."""
    cluster = None
    if scheduler is None:
        cluster = LocalCluster(
            n_workers=workers,
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
            silence_logs=50,
        )
    client = Client(cluster if cluster is not None else scheduler)
    try:
        # a window of batches in flight, a few per worker thread: results come back in order
        # and memory stays bounded however many games a run has
        threads = sum(client.nthreads().values()) or workers
        window = 4 * max(threads, workers)
        pending: deque[Any] = deque()
        todo = iter(jobs)
        for job in todo:
            pending.append(client.submit(work, job, pure=False))
            if len(pending) >= window:
                break
        while pending:
            result = pending.popleft().result()
            job = next(todo, None)
            if job is not None:
                pending.append(client.submit(work, job, pure=False))
            yield result
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
