"""Reaction (813): everything Action permits (813.1.b), and play or activation in any Closed
State on any player's turn (813.1.c). Checked by :mod:`riftbound.rules.timing`."""

KEYWORD = "reaction"
