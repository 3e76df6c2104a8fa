"""Unleashed: what the DSL can't say yet of some cards left unimplemented (recorded with
riftbound.cards.sets.define.cannot). The precon decks' cards and those waiting only for the engine
to pay either-domain pips are not listed."""

from __future__ import annotations

from riftbound.cards.sets.define import cannot

cannot("a target at the source's location ('an enemy unit here', 'an enemy unit at its location')",
       "unl-105", "unl-118", "unl-137")
cannot("copy effects beyond a token becoming a copy of a chosen unit ('copies of me', copying text onto "
       "an Equipment, an additional copy of a token)",
       "unl-081", "unl-086", "unl-199")
cannot("instructions done or choices made by other players ('choose an opponent. They ...', 'each "
       "player ...', 'its controller may ...', 'unless its controller pays')",
       "unl-020", "unl-139", "unl-174", "unl-206")
# Real cards II: target filters and conditions (what those cards still need beyond them)
cannot("a replacement effect on a chosen unit lasting this turn, not only the next time ('if it would die this "
       "turn, banish it instead')", "unl-007")
cannot("a counter restricted by what the spell or ability chooses ('that chooses it and no other friendly unit')",
       "unl-106")
cannot("naming a tag as it is played ('as you play this, name a tag')", "unl-138")
# Real cards II: two families at once (what those cards still need beyond them)
cannot("a token that becomes a copy in a game whose replacement effects may replace playing it (375), and "
       "'give it ...' of that token", "unl-200")
cannot("counting the distinct tags among your units ('for each of the following tags among your units') and a "
       "condition on them ('while your units have all 4 tags')", "unl-196")
cannot("an Equipment's Effect Text triggered at the end of your turn, 'if I didn't conquer this turn' and "
       "'unattach this'", "unl-019")
# Real cards II: additional costs and 'this turn' records (what they still need)
cannot("a discount scaled by the unit killed for the additional cost ('[1] less for each Energy it costs and [O] "
       "less for each Power it costs') and 'the defender must kill one of their units here'", "unl-170")
cannot("a unit of a tag list you control killed as the additional cost, and playing the unit to that unit's "
       "battlefield ('you may play me to its battlefield'; a unit's location is chosen before its costs)",
       "unl-166")
# Real cards III: players as choosers and actors (what those cards still need beyond choosing a player)
cannot("a card banished from another player's revealed hand and returned to that hand by a delayed trigger "
       "('when they hold')", "unl-169")
# Real cards III: restrictions (what those cards still need beyond them)
cannot("adding a battlefield token to the board as the card is played ('add the Baron Pit battlefield token to the "
       "board if it's not there already. If you do, I enter there')", "unl-147")
# Real cards III: play permissions from other zones (what they still need)
cannot("playing a card from the trash for another cost ('You may play me from your trash for [3][R]', 356.1.a), "
       "as a permission while [Legion] is active or after the spell resolves", "unl-025", "unl-186")
cannot("a spell's cost reduced by a characteristic of the card it chooses ('This costs [2] less if you choose a "
       "Bird, Cat, Dog, or Poro', 356.4)", "unl-168")
# Real cards II: precon decks (Vi)
cannot("a cost imposed on another player's Standard Move, paid as they move ('Opponents must pay [A] for each unit "
       "beyond the first to move multiple units to my battlefield at the same time': a payment step with Add "
       "abilities and a choice of power inside the move, 144, 357)", "unl-163")
# Real cards III: battlefields (what they still need)
cannot("granting a keyword with a cost set by the card it is given to ('give your next spell this turn [Repeat] "
       "equal to its base cost', 820.1)", "unl-216")
cannot("replacing a battlefield with a battlefield token and swapping it back (438 for battlefields: 'replace that "
       "battlefield with a Brush battlefield token', 'replace this with the battlefield it replaced')",
       "unl-195", "unl-t03")
