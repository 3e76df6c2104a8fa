"""Decks from what players bring, and back: a plain-text list (:mod:`riftbound.decks.text`)
or a Piltover Archive deck code (:mod:`riftbound.decks.codes`) becomes a :class:`Deck` of card
ids, and a deck becomes either again. Cards are found by name, printing code or id in the
real pool's facts table, or among the built-in test cards; every card that can't be found is
reported with its line and the closest names. Legality (101-103) is
:func:`riftbound.rules.deck.validate`'s; whether the engine can play the cards,
:func:`riftbound.rules.deck.unplayable`'s."""

from __future__ import annotations

from collections import Counter

from riftbound.cards import catalog
from riftbound.cards.facts.table import CardFacts, DeckCard, code_key, name_key, table
from riftbound.cards.model import BATTLEFIELD, CHAMPION, LEGEND, RUNE, UNIT
from riftbound.decks import codes, text
from riftbound.errors import DeckError, UnknownCardError
from riftbound.rules.deck import Deck, champion_tag


def card(ref: str) -> DeckCard:
    """The card a deck list names: a real card by name, printing code or id, else a
    built-in test card by id or name."""
    try:
        return table().find(ref)
    except UnknownCardError as real_error:
        key = name_key(ref)
        for c in catalog.all_cards():
            if c.id == ref.strip() or name_key(c.name) == key:
                return c
        raise real_error from None


def _name(card_id: str) -> str:
    real = table().by_id.get(card_id)
    return real.name if real is not None else catalog.get(card_id).name


def from_text(source: str, name: str = "deck") -> Deck:
    """The deck of a plain-text deck list; :class:`DeckError` lists every line it can't use."""
    parsed = text.parse(source, name)
    errors: list[str] = []
    ids: dict[str, list[str]] = {}
    for section, entries in parsed.sections.items():
        ids[section] = []
        for e in entries:
            try:
                ids[section].extend([card(e.card).id] * e.count)
            except UnknownCardError as err:
                errors.append(f"line {e.line}: {err}")
    for one in ("legend", "champion"):
        if len(ids[one]) != 1 and not errors:
            errors.append(f"{one}: a deck list names exactly one {one} card, found {len(ids[one])}")
    if errors:
        raise DeckError(name, errors, "can't be read")
    return Deck(name, ids["legend"][0], ids["champion"][0], tuple(ids["main"]), tuple(ids["runes"]),
                tuple(ids["battlefields"]), tuple(ids["sideboard"]))


def to_text(deck: Deck) -> str:
    """The plain-text deck list of ``deck``."""
    return text.format_list(deck.name, {
        "legend": [_name(deck.legend)], "champion": [_name(deck.champion)],
        "main": [_name(c) for c in deck.main], "runes": [_name(c) for c in deck.runes],
        "battlefields": [_name(c) for c in deck.battlefields], "sideboard": [_name(c) for c in deck.sideboard]})


def _printed(code: str, errors: list[str]) -> CardFacts | None:
    key = code_key(code)
    found = table().by_code.get(key) if key else None
    if found is None:
        errors.append(f"{code}: no card of the pool has this printing")
    return found


def from_code(code: str, name: str = "deck") -> Deck:
    """The deck of a Piltover Archive deck code. Its main section holds the legend, the runes
    and the battlefields too, told apart by card type; the chosen-champion label (v3+) names
    the Chosen Champion, one of whose copies leaves the main deck (103.2.a). A code with no
    label (v1, v2) must have exactly one champion unit with the legend's champion tag.
    Additional legends (v6) have no place in a v1.3 deck and are not kept."""
    try:
        _version, content = codes.decode(code)
    except codes.DeckCodeError as e:
        raise DeckError(name, [str(e)], "can't be read") from None
    errors: list[str] = []
    parts: dict[str, list[str]] = {LEGEND: [], RUNE: [], BATTLEFIELD: [], "main": [], "sideboard": []}
    for c, n in content.main:
        found = _printed(c, errors)
        if found is not None:
            parts[found.type if found.type in (LEGEND, RUNE, BATTLEFIELD) else "main"].extend([found.id] * n)
    for c, n in content.sideboard:
        found = _printed(c, errors)
        if found is not None:
            parts["sideboard"].extend([found.id] * n)
    if len(parts[LEGEND]) != 1 and not errors:
        errors.append(f"the code's main section has {len(parts[LEGEND])} legends; a deck has one (103.1)")
    champion = _printed(content.champion, errors) if content.champion else None
    if errors:
        raise DeckError(name, errors, "can't be read")
    main = parts["main"]
    if champion is None:
        tag = champion_tag(table().get(parts[LEGEND][0]))
        choices = sorted({c for c in main if _is_champion(c, tag)})
        if len(choices) != 1:
            raise DeckError(name, [f"the code names no Chosen Champion and the main deck has {len(choices)} "
                                   f"champion units with the tag {tag!r}; one is needed to choose it (103.2.a)"],
                            "can't be read")
        champion = table().get(choices[0])
    if champion.id not in main:
        raise DeckError(name, [f"the Chosen Champion {champion.name!r} is not in the code's main deck"],
                        "can't be read")
    main.remove(champion.id)
    return Deck(name, parts[LEGEND][0], champion.id, tuple(main), tuple(parts[RUNE]), tuple(parts[BATTLEFIELD]),
                tuple(parts["sideboard"]))


def _is_champion(card_id: str, tag: str) -> bool:
    c = table().get(card_id)
    return c.type == UNIT and CHAMPION in c.supertypes and tag in c.tags


def _code_of(card_id: str, errors: list[str]) -> str:
    real = table().by_id.get(card_id)
    if real is None:
        errors.append(f"{card_id}: only real cards have printing codes")
        return ""
    return real.printings[0]


def to_code(deck: Deck) -> str:
    """The Piltover Archive deck code of ``deck`` (each card by its first printing)."""
    errors: list[str] = []
    main = Counter(_code_of(c, errors) for c in (deck.legend, *deck.runes, *deck.battlefields, deck.champion,
                                                  *deck.main))
    side = Counter(_code_of(c, errors) for c in deck.sideboard)
    champion = _code_of(deck.champion, errors)
    if errors:
        raise DeckError(deck.name, sorted(set(errors)), "has no deck code")
    return codes.encode(codes.DeckCode(tuple(main.items()), tuple(side.items()), champion))
