"""Spiritforged: what the DSL can't say yet of some cards left unimplemented (recorded with
riftbound.cards.sets.define.cannot). The precon decks' cards and those waiting only for the engine
to pay either-domain pips are not listed."""

from __future__ import annotations

from riftbound.cards.sets.define import cannot

cannot("a target at the source's location ('an enemy unit here', 'an enemy unit at its location')",
       "sfd-016", "sfd-028", "sfd-053", "sfd-082")
cannot("a passive ability on how its card enters ('I enter ready', 'this enters exhausted', "
       "conditionally)",
       "sfd-094", "sfd-176")
cannot("copy effects beyond a token becoming a copy of a chosen unit ('copies of me', copying text onto "
       "an Equipment, an additional copy of a token)",
       "sfd-059")
cannot("instructions done or choices made by other players ('choose an opponent. They ...', 'each "
       "player ...', 'its controller may ...', 'unless its controller pays')",
       "sfd-060", "sfd-081", "sfd-148")
