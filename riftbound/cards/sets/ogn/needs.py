"""Origins: what the DSL can't say yet of the cards left unimplemented (recorded with
riftbound.cards.sets.define.cannot). The precon decks' cards and those waiting only for the engine
to pay either-domain pips are not listed."""

from __future__ import annotations

from riftbound.cards.sets.define import cannot

cannot("playing a card another player owns, banished from among the top cards each opponent revealed ('Choose "
       "one and banish it, then play it, ignoring its cost'; 127, 419.3)", "ogn-025")
cannot("each player banishing one of their top 5 cards, then each playing theirs starting with the next player, "
       "all put on the chain as Pending Items before any is finished, spells above other items (the Origins FAQ)",
       "ogn-115")
cannot("a passive ability changing what the rules allow ('can't', 'can only', 'must', 'may be played to', "
      "'any number of buffs', a Might set by points, another Victory Score, more Deathknell triggers)",
      "ogn-194")
cannot("control of a spell (188.2)", "ogn-080")
# Real cards II: cards needing two families (what they still need)
# Real cards III: players as choosers and actors (what those cards still need beyond each player choosing)
cannot("each player keeping 2 of each kind and recycling the rest, units, gear and runes from the board "
       "included", "ogn-244")
# Real cards III: event decks (what they still need)
