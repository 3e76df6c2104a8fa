"""The card DSL: effect primitives that compose into spells and abilities.

The rules beneath it never import it (docs/architecture.md, "The layers"); what they need of
an instruction they ask through the protocol (cards/instruction.py) or through the functions
these modules register in ``cards.info.DERIVE`` as they are imported. Importing any
instruction imports this package, and with it those modules, so every card's facts can be
computed once a card is defined."""

from riftbound.effects import actions, pay, places, replace, replacements  # noqa: F401  (they register in DERIVE)
