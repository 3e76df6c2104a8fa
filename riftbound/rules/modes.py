"""Modes of play (476-484): players, victory score and battlefields of each mode."""

from __future__ import annotations

from dataclasses import dataclass

from riftbound.errors import RiftboundError


@dataclass(frozen=True, slots=True)
class Mode:
    name: str
    players: int
    victory_score: int  # 478.3
    battlefields_provided: int  # 480.4.a
    rule: str


MODES = {
    "duel": Mode("duel", 2, 8, 3, "480"),
}
PLANNED = {"match": "481", "ffa3": "482", "ffa4": "483", "2v2": "484"}


def get_mode(name: str) -> Mode:
    if name in MODES:
        return MODES[name]
    if name in PLANNED:
        raise NotImplementedError(
            f"mode {name!r} (rule {PLANNED[name]}) arrives with the modes-of-play issue; "
            "only 'duel' (480) is playable now")
    raise RiftboundError(f"unknown mode {name!r}; known modes: duel, {', '.join(PLANNED)}")
