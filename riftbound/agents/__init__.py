"""Agents that play Riftbound through the public API, and a registry of them by name.

``make_agent("random", seed)`` builds one (``"random"``: uniform over the legal actions;
``"heuristic"``: greedy rules of thumb; ``"search"``: determinized search, 100 ms a
decision); :func:`register_agent` adds a new kind, so the command line and :mod:`riftbound.simulate` pick it up by name.
"""

from __future__ import annotations

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


def make_agent(name: str, seed: int = 0) -> Agent:
    """A new agent of kind ``name`` seeded with ``seed``; an unknown name raises
    :class:`~riftbound.errors.RiftboundError` listing the known ones."""
    try:
        factory = AGENTS[name]
    except KeyError:
        raise RiftboundError(
            f"unknown agent {name!r}; known agents: {', '.join(agent_names())}") from None
    return factory(seed)


__all__ = [
    "AGENTS",
    "Agent",
    "AgentFactory",
    "HeuristicAgent",
    "RandomAgent",
    "SearchAgent",
    "agent_names",
    "make_agent",
    "register_agent",
]
