"""Playing many independent games, here or spread over a Ray cluster.

:func:`run_games` applies a function to every item of a list (one game each) and yields
``(index, result)`` pairs: in order when run here, in order of completion on Ray. Every
game's outcome depends only on its item (its seeds), never on where or when it ran, so a
caller that aggregates by index gets the same totals both ways.

Ray (``pip install 'riftbound[ray]'``) is imported only when a run asks for it. The agents
the games use are shipped to the workers with the tasks, so an agent registered at run time
(:func:`riftbound.agents.register_agent`) plays there too; riftbound itself must be
installed on every node of a remote cluster (a local one shares this environment).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, TypeVar

from riftbound.agents import AGENTS, AgentFactory, parse_agent, register_agent
from riftbound.errors import RiftboundError

T = TypeVar("T")
R = TypeVar("R")

LOCAL = "local"
"""The ``--ray`` address meaning: a Ray instance started on this machine for the run (or
the one this process already joined)."""

MAX_CHUNK = 32  # games a task plays at most: enough to hide Ray's per-task cost, few enough to balance
TASKS_PER_CPU = 4


def chunk_size(games: int, cpus: int) -> int:
    """Games a Ray task plays: about :data:`TASKS_PER_CPU` tasks per CPU, at most :data:`MAX_CHUNK`."""
    return max(1, min(MAX_CHUNK, math.ceil(games / max(1, cpus * TASKS_PER_CPU))))


def run_games(fn: Callable[[T], R], items: Sequence[T], agents: Iterable[str],
              ray_address: str | None = None) -> Iterator[tuple[int, R]]:
    """``(i, fn(items[i]))`` for every item: here, in order, when ``ray_address`` is None;
    otherwise as Ray tasks on the cluster at ``ray_address`` (:data:`LOCAL`: this machine),
    in order of completion. ``agents`` names the agents the games use (shipped to the
    workers). ``fn`` must be picklable (a module-level function or a ``functools.partial``
    of one)."""
    if ray_address is None:
        for i, item in enumerate(items):
            yield i, fn(item)
        return
    factories = {kind: AGENTS[kind] for kind in {parse_agent(name)[0] for name in agents}}
    yield from _on_ray(fn, items, factories, ray_address)


def _run_chunk(fn: Callable[[T], R], items: Sequence[T], factories: dict[str, AgentFactory]) -> list[R]:
    """A Ray task: the agents registered, then ``fn`` over ``items``."""
    for name, factory in factories.items():
        register_agent(name, factory, replace=True)
    return [fn(item) for item in items]


def _on_ray(fn: Callable[[T], R], items: Sequence[T], factories: dict[str, AgentFactory],
            address: str) -> Iterator[tuple[int, R]]:
    ray = _import_ray()
    started = not ray.is_initialized()
    if started:
        try:
            if address == LOCAL:
                ray.init(include_dashboard=False)
            else:
                ray.init(address=address)
        except (ConnectionError, RuntimeError, ValueError) as e:
            raise RiftboundError(f"can't connect to the Ray cluster at {address!r}: {e}") from None
    pending: dict[Any, int] = {}
    try:
        task = ray.remote(_run_chunk)
        size = chunk_size(len(items), int(ray.cluster_resources().get("CPU", 1)))
        fn_ref = ray.put(fn)
        pending = {task.remote(fn_ref, items[s:s + size], factories): s for s in range(0, len(items), size)}
        while pending:
            done, _ = ray.wait(list(pending), num_returns=1)
            for ref in done:
                start = pending.pop(ref)
                try:
                    results = ray.get(ref)
                except ray.exceptions.RayError as e:  # e.g. riftbound missing on a node of the cluster
                    raise RiftboundError(f"a Ray task failed: {e}") from None
                for k, result in enumerate(results):
                    yield start + k, result
    finally:
        for ref in pending:
            ray.cancel(ref, force=True)
        if started:
            ray.shutdown()


def _import_ray() -> Any:
    try:
        import ray
    except ImportError:
        raise RiftboundError("--ray needs Ray: pip install 'riftbound[ray]'") from None
    return ray
