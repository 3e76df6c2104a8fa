"""What the card DSL can't say yet, named once for every set module that records a card as
needing it (riftbound.cards.sets.define.cannot; 'riftbound cards --status' shows it)."""

from __future__ import annotations

HERE = "a target at the source's location ('an enemy unit here', 'an enemy unit at its location')"
MODES = "modes ('Choose one - ...')"
ENTERS = "a passive ability on how its card enters ('I enter ready', conditionally; 'this enters exhausted')"
COPIES = ("copy effects beyond a token becoming a copy of a chosen unit ('copies of me', copying text onto an "
          "Equipment, an additional copy of a token)")
PLAYERS = ("instructions done or choices made by other players ('choose an opponent. They ...', 'each player ...', "
           "'its controller may ...', 'unless its controller pays')")
