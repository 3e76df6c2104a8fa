"""The real cards of OGS, one module per domain (see riftbound.cards.sets)."""
