"""Unleashed: what the card DSL can't say yet of some cards left unimplemented, shown by
'riftbound cards --status' (riftbound.cards.sets.define.cannot, riftbound.cards.sets.lacks)."""

from __future__ import annotations

from riftbound.cards.sets.define import cannot
from riftbound.cards.sets.lacks import COPIES, ENTERS, HERE, MODES, PLAYERS

NEEDS = (
    (HERE, (
        "unl-003", "unl-056", "unl-065", "unl-105", "unl-118", "unl-119", "unl-137", "unl-155", "unl-210",
    )),
    (MODES, (
        "unl-044", "unl-103", "unl-182",
    )),
    (ENTERS, (
        "unl-016", "unl-037", "unl-049", "unl-122", "unl-151", "unl-191",
    )),
    (COPIES, (
        "unl-081", "unl-086", "unl-199",
    )),
    (PLAYERS, (
        "unl-020", "unl-053", "unl-101", "unl-116", "unl-121", "unl-130", "unl-135", "unl-139", "unl-164",
        "unl-169", "unl-170", "unl-174", "unl-206", "unl-212",
    )),
)
for _need, _cards in NEEDS:
    for _card in _cards:
        cannot(_card, _need)
