"""The real cards of SFD, one module per domain (see riftbound.cards.sets)."""
