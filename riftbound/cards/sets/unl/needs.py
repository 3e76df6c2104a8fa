"""Unleashed: what the DSL can't say yet of some cards left unimplemented (recorded with
riftbound.cards.sets.define.cannot). The precon decks' cards and those waiting only for the engine
to pay either-domain pips are not listed."""

from __future__ import annotations

from riftbound.cards.sets.define import cannot

cannot("one target slot per location, each restricted to its own location ('choose up to one enemy unit at each "
       "location', the Unleashed Rules FAQ), and lethal damage redefined for enemy units with your damage marked "
       "('any amount of your damage is enough to kill enemy units', 143.2.a, 417)", "unl-118")
cannot("copy effects beyond a token becoming a copy of a chosen unit (copying text onto "
       "an Equipment, an additional copy of a token)",
       "unl-086")
cannot("another player playing a spell again as it resolves ('its controller may play this spell again for [A]': "
       "a spell played by a player who doesn't own it from the chain, its cost replaced, 356.1.a, 188.2), with Bonus "
       "Damage counted by the times the same card dealt damage this turn across its objects (359.3.e.4)", "unl-020")
cannot("a battlefield's replacement effect whose 'you may pay' is decided and paid by the dying unit's controller, "
       "not the effect's (371.1, 374), a cost of several [A] paid as a replacement effect applies, and deaths "
       "'during combat'", "unl-206")
# Real cards II: target filters and conditions (what those cards still need beyond them)
# Real cards II: two families at once (what those cards still need beyond them)
# Real cards II: additional costs and 'this turn' records (what they still need)
cannot("a discount scaled by the unit killed for the additional cost ('[1] less for each Energy it costs and [O] "
       "less for each Power it costs') and 'the defender must kill one of their units here'", "unl-170")
cannot("a unit of a tag list you control killed as the additional cost (a tag list is a trash target's only), and "
       "playing the unit to that unit's battlefield ('you may play me to its battlefield'): the location is chosen "
       "before the cost (355, 357.2.a), so the permission must offer the battlefields of units the cost could kill "
       "and then bind the kill to the one chosen, and it must outlast the kill at the legality check and Ambush's "
       "Reaction timing when that unit was the only one there (822.1.b, 822.3)", "unl-166")
# Real cards III: players as choosers and actors (what those cards still need beyond choosing a player)
# Real cards III: restrictions (what those cards still need beyond them)
cannot("adding a battlefield token to the board as the card is played ('add the Baron Pit battlefield token to the "
       "board if it's not there already. If you do, I enter there'): the Baron Pit token is defined (unl-t01), "
       "but the board's battlefields are fixed at setup (rules/setup.py): nothing adds one during a game", "unl-147")
# Real cards III: play permissions from other zones (what they still need)
# Real cards II: precon decks (Vi)
# Real cards III: replacement and costs (what they still need)

# Real cards III: misc (what those cards still need)
cannot("damage equal to a chosen unit's Might split among targets (the number of targets bounded by that Might as "
       "it is played, 355.14.c) and 'for each unit this kills, do this'", "unl-192")
# Real cards III: copies (what they still need)
cannot("a passive ability that stops a keyword's triggered abilities of your units at its battlefield from "
       "triggering ('Your [Temporary] effects at my battlefield don't trigger')", "unl-090")
# Real cards III: battlefields (what they still need)
cannot("replacing a battlefield with a battlefield token and swapping it back (438 for battlefields: 'replace that "
       "battlefield with a Brush battlefield token', 'replace this with the battlefield it replaced')",
       "unl-195", "unl-t03")
# Session 7: the cards that had no reason recorded
