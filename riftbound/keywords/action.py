"""Action (806): permission to play a card, or activate an ability, in a Showdown Open State
on any player's turn (806.1.b-c). Checked by :mod:`riftbound.rules.timing`."""

KEYWORD = "action"
