"""What the card DSL can't say yet, per real card left unimplemented: the set modules record
it with :func:`needs`, and ``riftbound cards --status`` shows it (riftbound/cards/status.py),
so the missing capabilities can be counted and the DSL grown where it matters most."""

from __future__ import annotations

NEEDS: dict[str, str] = {}


def needs(capability: str, *card_ids: str) -> None:
    """Record that the DSL can't say ``capability`` yet, which ``card_ids`` need."""
    for card_id in card_ids:
        if card_id in NEEDS:
            raise ValueError(f"{card_id}: its need is recorded already ({NEEDS[card_id]})")
        NEEDS[card_id] = capability
