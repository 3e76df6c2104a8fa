"""The behaviour of real cards, in the card DSL: one module per set (or per set and domain),
each registering a definition keyed by the card's id in the facts table (``ogn-042``), with
the card's facts from :mod:`riftbound.cards.facts.table` and nothing for what the facts
already say. A definition lands here only with a test that plays the card. None has yet:
``riftbound cards --set OGN --status`` lists what each card needs."""
