"""Modes of play (476-484): players, formation, victory score, battlefields, setup and the
first-turn process of each mode."""

from __future__ import annotations

from dataclasses import dataclass

from riftbound.errors import RiftboundError


@dataclass(frozen=True, slots=True)
class Mode:
    """The variables a mode of play defines (478)."""

    name: str
    players: int  # 478.1
    victory_score: int  # 478.3
    battlefields: int  # battlefields in play (478.4)
    battlefields_provided: int  # each deck brings this many (480.4.a ...)
    rule: str
    teams: tuple[int, ...] = ()  # team of each seat; () for no teams (478.2)
    first_removes_battlefields: bool = False  # 483.4.b, 484.5.b
    choose_battlefields: bool = False  # 481.5: selected, not random
    first_skips_draw: bool = False  # 482.7, 483.7, 484.7

    @property
    def has_teams(self) -> bool:
        return bool(self.teams)


MODES = {
    "duel": Mode("duel", 2, 8, 2, 3, "480"),
    "match": Mode("match", 2, 8, 2, 3, "481", choose_battlefields=True),
    "ffa3": Mode("ffa3", 3, 8, 3, 3, "482", first_skips_draw=True),
    "ffa4": Mode("ffa4", 4, 8, 3, 3, "483", first_removes_battlefields=True, first_skips_draw=True),
    # 484.5.c: seats alternate teams, so clockwise turn order alternates teams.
    "2v2": Mode("2v2", 4, 11, 3, 3, "484", teams=(0, 1, 0, 1), first_removes_battlefields=True,
                first_skips_draw=True),
}


def get_mode(name: str) -> Mode:
    if name in MODES:
        return MODES[name]
    raise RiftboundError(f"unknown mode {name!r}; modes: {', '.join(MODES)}")
