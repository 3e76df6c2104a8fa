"""Which real cards are implemented, and what each of the others needs (``riftbound cards
--status``). A real card is implemented when a definition with its id (``ogn-042``) is
registered from ``riftbound/cards/sets/``; by the project's rule it is registered only with a
test that plays it."""

from __future__ import annotations

from riftbound.cards import catalog
from riftbound.cards.facts.table import ABILITIES, KEYWORDS_ONLY, CardFacts
from riftbound.cards.info import DERIVE
from riftbound.cards.model import TOKEN

BEHAVIOUR_NOT_WRITTEN = "behaviour not written"
# What the card DSL can't express yet for a card, by card id (recorded by the set modules
# through riftbound.cards.sets.define.cannot).
WANTING: dict[str, str] = {}


def implemented(card: CardFacts) -> bool:
    return catalog.registered(card.id)


def needs(card: CardFacts) -> tuple[str, ...]:
    """What an unimplemented card needs before it can be played: its behaviour in the DSL,
    or, for a vanilla or keywords-only card, only a definition from its facts and a test; a
    token the rules already define (184) needs only to be linked to it. A card whose behaviour
    the DSL can't express yet names the missing capability (recorded with riftbound.cards.sets.define.cannot)."""
    if implemented(card):
        return ()
    rules_token = next((t for t in DERIVE.rules_objects
                        if catalog.get(t).name == card.name and TOKEN in card.supertypes), "")
    if rules_token:
        return (f"a link to the rules' token {rules_token} (184), which plays it already, and a test",)
    if card.behaviour == ABILITIES:
        lacking = WANTING.get(card.id)
        return (f"{BEHAVIOUR_NOT_WRITTEN}: the DSL can't say {lacking} yet" if lacking else BEHAVIOUR_NOT_WRITTEN,)
    what = f"keywords {', '.join(card.keywords)}" if card.behaviour == KEYWORDS_ONLY else "vanilla"
    if card.type == "rune":
        what = "a basic rune: its abilities are the rules' (163.2)"
    return (f"a definition from its facts only ({what}) and a test",)
