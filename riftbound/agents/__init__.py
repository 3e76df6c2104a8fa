"""Agents that play Riftbound through the public API, and a registry of them by name.

``make_agent("random", seed)`` builds one (``"random"``: uniform over the legal actions;
``"heuristic"``: greedy rules of thumb; ``"search"``: determinized search, 100 ms a
decision); :func:`register_agent` adds a new kind, so the command line and :mod:`riftbound.simulate` pick it up by name.

An agent's name may carry parameters, ``NAME:KEY=VALUE[:KEY=VALUE...]``, e.g.
``"search:ms=10"`` or ``"search:iters=200:horizon=3"``: the keys a kind takes are its
factory's ``parameters`` attribute (key -> (keyword argument, type)); every value is a
positive number. :func:`parse_agent` checks a name and :func:`make_agent` builds it.
"""

from __future__ import annotations

import math
from typing import Any, cast

from riftbound.agents.base import Agent, AgentFactory
from riftbound.agents.heuristic import HeuristicAgent
from riftbound.agents.random_agent import RandomAgent
from riftbound.agents.search import SearchAgent
from riftbound.errors import RiftboundError

AGENTS: dict[str, AgentFactory] = {
    "random": RandomAgent,
    "heuristic": HeuristicAgent,
    "search": SearchAgent,
}


def register_agent(name: str, factory: AgentFactory, replace: bool = False) -> None:
    """Make ``factory(seed)`` available as agent ``name``."""
    if name in AGENTS and AGENTS[name] is not factory and not replace:
        raise ValueError(f"an agent named {name!r} is already registered")
    AGENTS[name] = factory


def agent_names() -> list[str]:
    return sorted(AGENTS)


def parse_agent(spec: str) -> tuple[str, dict[str, Any]]:
    """The kind and keyword arguments of an agent name with parameters (see the module
    docstring): ``"search:ms=10"`` -> ``("search", {"ms": 10.0})``. An unknown kind, an unknown
    or repeated parameter, or a value that is not a positive number of its type raises
    :class:`~riftbound.errors.RiftboundError` saying which."""
    kind, *parts = spec.split(":")
    kind = kind.strip()
    if kind not in AGENTS:
        raise RiftboundError(f"unknown agent {kind!r}; known agents: {', '.join(agent_names())}")
    params: dict[str, tuple[str, type]] = getattr(AGENTS[kind], "parameters", {})
    takes = f"its parameters: {', '.join(params)}" if params else "it takes none"
    kwargs: dict[str, Any] = {}
    for part in parts:
        key, eq, text = (x.strip() for x in part.partition("="))
        if not eq or not key:
            raise RiftboundError(f"agent {spec!r}: write a parameter as KEY=VALUE, not {part!r} ({takes})")
        if key not in params:
            raise RiftboundError(f"agent {kind!r} has no parameter {key!r}; {takes}")
        arg, typ = params[key]
        if arg in kwargs:
            raise RiftboundError(f"agent {spec!r}: parameter {key!r} is given twice")
        what = "a positive whole number" if typ is int else "a positive number"
        try:
            value = typ(text)
        except ValueError:
            raise RiftboundError(f"agent {kind!r}: {key} must be {what}, not {text!r}") from None
        if not (math.isfinite(value) and value > 0):
            raise RiftboundError(f"agent {kind!r}: {key} must be {what}, not {text!r}")
        kwargs[arg] = value
    return kind, kwargs


def make_agent(name: str, seed: int = 0) -> Agent:
    """A new agent of kind ``name`` (with any parameters, :func:`parse_agent`) seeded with
    ``seed``; an unknown name raises :class:`~riftbound.errors.RiftboundError` listing the
    known ones."""
    kind, kwargs = parse_agent(name)
    return cast("Any", AGENTS[kind])(seed, **kwargs)  # type: ignore[no-any-return]


__all__ = [
    "AGENTS",
    "Agent",
    "AgentFactory",
    "HeuristicAgent",
    "RandomAgent",
    "SearchAgent",
    "agent_names",
    "make_agent",
    "parse_agent",
    "register_agent",
]
