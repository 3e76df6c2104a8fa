"""The real cards of OGN, one module per domain (see riftbound.cards.sets)."""
