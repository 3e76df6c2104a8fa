"""The real cards of UNL, one module per domain (see riftbound.cards.sets)."""
