"""Spiritforged: what the DSL can't say yet of some cards left unimplemented (recorded with
riftbound.cards.sets.define.cannot). The precon decks' cards and those waiting only for the engine
to pay either-domain pips are not listed."""

from __future__ import annotations

from riftbound.cards.sets.define import cannot

cannot("a target at the source's location ('an enemy unit here', 'an enemy unit at its location')",
       "sfd-053", "sfd-082")
cannot("copy effects beyond a token becoming a copy of a chosen unit ('copies of me', copying text onto "
       "an Equipment, an additional copy of a token)",
       "sfd-059")
cannot("instructions done or choices made by other players ('choose an opponent. They ...', 'each "
       "player ...', 'its controller may ...', 'unless its controller pays')",
       "sfd-060", "sfd-081", "sfd-148")
# Real cards II: target filters and conditions (what those cards still need beyond them)
cannot("its printed [Hidden], missing from the facts table (the gallery prints it without brackets)", "sfd-138")
cannot("'I must be assigned combat damage last' and a replacement effect conditioned on the unit's Might "
       "('if it has less Might than me')", "sfd-173")
cannot("a use restriction counting this turn's choices ('if you've chosen enemy units and/or gear twice this "
       "turn with spells or unit abilities')", "sfd-199")
cannot("an Add ability whose cost is an amount the player chooses ('pay any amount of [A] to add that much "
       "Energy', 429)", "sfd-083", "sfd-117")
cannot("a battlefield's cost change while you control it: on a keyword's additional cost ('[Repeat] costs "
       "cost [1] less', 356.4.c) or on the first non-token gear played each turn", "sfd-211", "sfd-213")
# Real cards II: cards needing two families (what they still need)
cannot("a 'this turn' record of attachments ('if this was attached to me this turn')", "sfd-042")
# Real cards II: additional costs and 'this turn' records (what they still need)
cannot("your legend as the object of an additional cost ('you may exhaust your legend as an additional cost') "
       "and moving any number of your units to an open battlefield", "sfd-079")
cannot("a 'this turn' record of points scored from holding, and an 'I cost [2][C] less for each ...' that "
       "reduces the Power cost (a cost modifier changes Energy only)", "sfd-055")
