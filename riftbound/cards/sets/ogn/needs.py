"""Origins: what the DSL can't say yet of the cards left unimplemented (recorded with
riftbound.cards.sets.define.cannot). The precon decks' cards and those waiting only for the engine
to pay either-domain pips are not listed."""

from __future__ import annotations

from riftbound.cards.sets.define import cannot

cannot("an instruction acting on its own source ('ready me', 'buff me', 'give me +2 [M] this turn')",
      "ogn-199")
cannot("a target at the source's location ('an enemy unit here')",
      "ogn-121")
cannot("a cost of any amount paid as it resolves ('pay any amount of [A] to deal that much damage to all "
      "enemy units at a battlefield')",
      "ogn-268")
cannot("its exact wording, which its instructions render otherwise ('then', 'it' for an earlier target, "
      "'you score', 'of your units', 'into your base', word order)",
      "ogn-077", "ogn-203",
      "ogn-109", "ogn-034")
cannot("a cost set by the game state or paid with other objects (reduced by the highest Might, by an "
      "opponent's score, by spent buffs or killed units; 'your Dragons cost [2] less')",
      "ogn-014", "ogn-140")
cannot("choices of other players, modes and per-player instructions ('each player ...', 'choose an opponent', "
      "'draw 1 or channel 1 rune', 'unless its controller ...')",
      "ogn-025", "ogn-115", "ogn-200")
cannot("its trigger event ('when you kill a unit with a spell', 'when you ready a friendly unit', "
      "'when an opponent moves', 'the third time I move', 'when a unit moves from here', ...)",
      "ogn-037", "ogn-072", "ogn-158", "ogn-177", "ogn-228", "ogn-246",
      "ogn-067")
cannot("a passive ability changing what the rules allow ('can't', 'can only', 'must', 'may be played to', "
      "'any number of buffs', a Might set by points, another Victory Score, more Deathknell triggers)",
      "ogn-078", "ogn-221", "ogn-227", "ogn-263", "ogn-028", "ogn-194")
cannot("a target restriction it uses ('another', 'something else', 'a spell that costs no more than [4]', "
      "'costing no more than [3]', two targets at the same battlefield)",
      "ogn-181", "ogn-162", "ogn-220")
cannot("a cost that chooses other objects in an activated ability (recycle from your trash, kill a friendly "
      "unit or gear, discard 1)",
      "ogn-099", "ogn-113", "ogn-023", "ogn-212", "ogn-242")
cannot("a 'next ... this turn' effect beyond costs and entering ready ('the next spell deals 1 Bonus Damage')",
      "ogn-032")
cannot("control of a spell (188.2)", "ogn-080")
cannot("an instruction on what happened earlier in it ('if you couldn't', 'this way', 'if it is stunned', "
      "'its owner plays it', 'its owner channels', 'banish this', 'for each buff spent')",
      "ogn-122", "ogn-230", "ogn-107", "ogn-108", "ogn-160", "ogn-145", "ogn-063", "ogn-269")
# Real cards II: cards needing two families (what they still need)
cannot("a group effect on the units at a chosen battlefield ('give friendly units there +1 [M] this turn and "
       "enemy units there -1 [M] this turn')", "ogn-266")
# Real cards III: players as choosers and actors (what those cards still need beyond each player choosing)
cannot("each player keeping 2 of each kind and recycling the rest, units, gear and runes from the board "
       "included", "ogn-244")
# Real cards III: play permissions from other zones (what they still need)
cannot("'pay [R] to play me' as a discard trigger: playing its source from the trash, with the ability's cost "
       "standing for the card's own (356.1.a), which the rules and FAQs don't settle", "ogn-006")
