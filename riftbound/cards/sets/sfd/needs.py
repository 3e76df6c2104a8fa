"""Spiritforged: what the card DSL can't say yet of some cards left unimplemented, shown by
'riftbound cards --status' (riftbound.cards.sets.define.cannot, riftbound.cards.sets.lacks)."""

from __future__ import annotations

from riftbound.cards.sets.define import cannot
from riftbound.cards.sets.lacks import COPIES, ENTERS, HERE, MODES, PLAYERS

NEEDS = (
    (HERE, (
        "sfd-016", "sfd-028", "sfd-053", "sfd-082",
    )),
    (MODES, (
        "sfd-077",
    )),
    (ENTERS, (
        "sfd-006", "sfd-027", "sfd-094", "sfd-176",
    )),
    (COPIES, (
        "sfd-059",
    )),
    (PLAYERS, (
        "sfd-005", "sfd-060", "sfd-081", "sfd-136", "sfd-148", "sfd-219",
    )),
)
for _need, _cards in NEEDS:
    for _card in _cards:
        cannot(_card, _need)
