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
# Real cards II: target filters and conditions (what those cards still need beyond them)
cannot("its printed [Hidden], missing from the facts table (the gallery prints it without brackets)", "sfd-138")
cannot("a use restriction counting this turn's choices ('if you've chosen enemy units and/or gear twice this "
       "turn with spells or unit abilities')", "sfd-199")
cannot("an Add ability whose cost is an amount the player chooses ('pay any amount of [A] to add that much "
       "Energy', 429)", "sfd-083", "sfd-117")
# Real cards II: cards needing two families (what they still need)
# Real cards II: additional costs and 'this turn' records (what they still need)
cannot("your legend as the object of an additional cost ('you may exhaust your legend as an additional cost') "
       "and moving any number of your units to an open battlefield", "sfd-079")
cannot("a 'this turn' record of points scored from holding, and an 'I cost [2][C] less for each ...' that "
       "reduces the Power cost (a cost modifier changes Energy only)", "sfd-055")
# Real cards II: the equipment family (what those cards still need)
cannot("a target restriction relative to another target ('an Equipment with the same controller' as the "
       "chosen unit) and 'attach that Equipment to that unit or detach it from that unit' chosen as it resolves",
       "sfd-011")
cannot("[Quick-Draw] granted to cards in hand ('Your Equipment everywhere have [Quick-Draw]': its [Reaction] "
       "permission, 819.1.b)", "sfd-054")
cannot("an activated ability's cost that kills another object ('[Equip] - [O], Kill a friendly unit', 356.6)",
       "sfd-178")
cannot("a passive ability granting an activated ability ('friendly legends have \"[E]: Attach ...\"')", "sfd-208")
cannot("modes 'that hasn't been chosen this turn', remembered across the turn (branch pa's ChooseMode.this_turn "
       "says it as 'you've not chosen this turn')", "sfd-049")
cannot("an instruction acting on the tokens just played ('Ready up to two of them', 'You may pay [O] to ready it'; "
       "a token play may be replaced and happen later, 375)", "sfd-198", "sfd-154")
cannot("'If you do, then do this: attach it to me' after an Equipment played by an instruction (419.3, 354.3)",
       "sfd-024")
cannot("granting a triggered ability this turn ('that unit has \"When I conquer, you may move me to my base\"') "
       "and a 'you may attach' within a spell", "sfd-184")
