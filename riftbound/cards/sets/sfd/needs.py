"""Spiritforged: what the DSL can't say yet of some cards left unimplemented (recorded with
riftbound.cards.sets.define.cannot). The precon decks' cards and those waiting only for the engine
to pay either-domain pips are not listed."""

from __future__ import annotations

from riftbound.cards.sets.define import cannot

cannot("copy effects beyond a token becoming a copy of a chosen unit ('copies of me', copying text onto "
       "an Equipment, an additional copy of a token)",
       "sfd-059")
# Real cards II: target filters and conditions (what those cards still need beyond them)
# Real cards II: cards needing two families (what they still need)
# Real cards II: additional costs and 'this turn' records (what they still need)
# Real cards II: the equipment family (what those cards still need)
cannot("[Quick-Draw] granted to cards in hand ('Your Equipment everywhere have [Quick-Draw]': its [Reaction] "
       "permission, 819.1.b)", "sfd-054")
cannot("a passive ability granting an activated ability ('friendly legends have \"[E]: Attach ...\"')", "sfd-208")
cannot("granting a triggered ability this turn ('that unit has \"When I conquer, you may move me to my base\"') "
       "and a 'you may attach' within a spell", "sfd-184")
# Real cards III: spells and equipment (what those cards still need)
cannot("an optional permission for the rest of the turn to play one gear from hand ignoring its Energy cost "
       "('you may play a gear with Energy cost no more than [7] from hand this turn'; not 'the next gear'): "
       "the player's choice to use it declared as the gear is played (kept on its chain item, like a granted "
       "optional cost), the gear affordable without its Energy (419.2.a) and the permission used once; the "
       "'you may kill a friendly gear. If you do' half exists (IfYouDo, as Pickpocket)",
       "sfd-084")

# Real cards III: misc (what those cards still need)
cannot("an Equipment's Effect Text ability linked with the Equipment's own ('[Deathknell] - Banish me' banishing "
       "the unit 'with this', 395), a 'Banish this' cost and 'Use only if unattached'", "sfd-090")
# Session 7: the cards that had no reason recorded
cannot("a replacement of revealing cards from a deck by looking at the top card first ('if you would reveal "
       "cards from a deck, look at the top card first', 438)", "sfd-018")
cannot("an optional additional cost whose effect moves an enemy gear to your base under your control until I "
       "leave the board, attaching it if it is an Equipment", "sfd-109")
# Session 8: "pay any amount" exists (effects/any_amount.py, Bullet Time); these still need it within a payment
cannot("an Add ability paying an amount the player chooses, usable while paying another cost (357.1.a, 429.3): "
       "payments offer only Add abilities that add a fixed amount ('[E]: [Reaction] - Pay any amount of [A] to "
       "[Add] that much Energy')", "sfd-083", "sfd-117")
