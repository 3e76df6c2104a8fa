"""Decks as players bring them: plain-text deck lists (:mod:`.text`), Piltover Archive deck
codes (:mod:`.codes`), both turned into decks of card ids by :mod:`.build`, and the named
decks, test and retail, with the formats' ban lists (:mod:`.named`)."""
