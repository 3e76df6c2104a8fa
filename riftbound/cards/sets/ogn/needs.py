"""Origins: what the DSL can't say yet of the cards left unimplemented (recorded with
riftbound.cards.sets.define.cannot). The precon decks' cards and those waiting only for the engine
to pay either-domain pips are not listed."""

from __future__ import annotations

from riftbound.cards.sets.define import cannot

cannot("choices of other players, modes and per-player instructions ('each player ...', 'choose an opponent', "
      "'draw 1 or channel 1 rune', 'unless its controller ...')",
      "ogn-025", "ogn-115")
cannot("a passive ability changing what the rules allow ('can't', 'can only', 'must', 'may be played to', "
      "'any number of buffs', a Might set by points, another Victory Score, more Deathknell triggers)",
      "ogn-194")
cannot("control of a spell (188.2)", "ogn-080")
cannot("an instruction on what happened earlier in it ('if you couldn't', 'this way', 'if it is stunned', "
      "'its owner plays it', 'its owner channels', 'banish this', 'for each buff spent')",
      "ogn-107")
# Real cards II: cards needing two families (what they still need)
# Real cards III: players as choosers and actors (what those cards still need beyond each player choosing)
cannot("each player keeping 2 of each kind and recycling the rest, units, gear and runes from the board "
       "included", "ogn-244")
# Real cards III: event decks (what they still need)
