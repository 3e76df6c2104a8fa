"""Decks and deck construction (101-103): a legend, a chosen champion, a main deck of 40
or more, a 12-rune rune deck and the battlefields the mode asks for. An illegal deck is
refused with every reason listed. Real cards are checked against their facts
(:mod:`riftbound.cards.facts.table`), implemented or not; a deck is played only when every
card it uses is implemented (:func:`unplayable`)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from riftbound.cards import catalog, status
from riftbound.cards.facts.table import DeckCard, table
from riftbound.cards.model import (
    BATTLEFIELD,
    CHAMPION,
    LEGEND,
    MAIN_DECK_TYPES,
    RUNE,
    SIGNATURE,
    TOKEN,
    UNIT,
)
from riftbound.errors import DeckError, UnimplementedCardError, UnknownCardError
from riftbound.keywords import unique
from riftbound.rules.modes import Mode


@dataclass(frozen=True, slots=True)
class Deck:
    """A player's cards, by card id. ``main`` excludes the chosen champion, which counts
    toward the main deck's 40 (103.2) and its copy limit (103.2.b.1). The ``sideboard``
    travels with the deck (deck lists and codes carry one); the v1.3 rules have no sideboard,
    so it is not checked and never played."""

    name: str
    legend: str
    champion: str
    main: tuple[str, ...]
    runes: tuple[str, ...]
    battlefields: tuple[str, ...]
    sideboard: tuple[str, ...] = ()

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Deck:
        """Build a deck from a mapping; ``main`` and ``runes`` may be lists of ids or
        ``{id: count}`` mappings."""
        missing = [k for k in ("legend", "champion", "main", "runes", "battlefields") if k not in d]
        if missing:
            raise DeckError(str(d.get("name", "?")), [f"missing field {k!r}" for k in missing])

        def ids(v: Any, field: str) -> tuple[str, ...]:
            if isinstance(v, dict):
                out: list[str] = []
                for k, n in v.items():
                    if not isinstance(n, int) or n < 0:
                        raise DeckError(str(d.get("name", "?")), [f"{field}: count of {k!r} must be a whole number"])
                    out.extend([str(k)] * n)
                return tuple(out)
            if isinstance(v, list | tuple):
                return tuple(str(x) for x in v)
            raise DeckError(str(d.get("name", "?")), [f"{field} must be a list or a mapping of counts"])

        return Deck(str(d.get("name", "deck")), str(d["legend"]), str(d["champion"]),
                    ids(d["main"], "main"), ids(d["runes"], "runes"),
                    ids(d["battlefields"], "battlefields"), ids(d.get("sideboard", []), "sideboard"))

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"name": self.name, "legend": self.legend, "champion": self.champion,
                             "main": list(self.main), "runes": list(self.runes),
                             "battlefields": list(self.battlefields)}
        if self.sideboard:
            d["sideboard"] = list(self.sideboard)
        return d

    def card_ids(self) -> list[str]:
        """Every distinct card id the deck plays with (not its sideboard), in deck order."""
        return list(dict.fromkeys((self.legend, self.champion, *self.main, *self.runes, *self.battlefields)))


def _lookup(cid: str, where: str, reasons: list[str]) -> DeckCard | None:
    """A card's definition, or a real card's facts when it has none yet: legality does not
    depend on behaviour."""
    try:
        return catalog.get(cid)
    except UnimplementedCardError:
        return table().get(cid)
    except UnknownCardError as e:
        reasons.append(f"{where}: {e}")
        return None


def champion_tag(legend: DeckCard) -> str:
    """The legend's champion tag (133.8.b, 103.2.a.2): a real legend's from its facts (a legend
    may have other tags, such as a region's, that don't count), a test legend's only tag."""
    real = table().by_id.get(legend.id)
    if real is not None:
        return real.champion_tag
    return legend.tags[0] if len(legend.tags) == 1 else ""


def _in_identity(card: DeckCard, identity: tuple[str, ...]) -> bool:
    """103.1.b.3-4: every domain of the card must be in the legend's domains."""
    return all(d in identity for d in card.domains)


def validate(deck: Deck, mode: Mode, banned: frozenset[str] = frozenset(), as_sold: bool = False) -> list[str]:
    """Every way ``deck`` breaks 101-103 for ``mode``, and every card of it whose name is in
    ``banned`` (a format's ban list); empty when it is legal. ``as_sold``: a casual game
    accepts a deck of a starter box as sold, with one battlefield, in a mode that uses one
    battlefield of each player (:func:`check`)."""
    reasons: list[str] = []
    legend = _lookup(deck.legend, "legend", reasons)
    identity: tuple[str, ...] = ()
    tag = ""
    if legend is not None:
        if legend.type != LEGEND:
            reasons.append(f"103.1: legend {legend.name!r} is a {legend.type}, not a legend")
        identity = legend.domains
        tag = champion_tag(legend)
    champ = _lookup(deck.champion, "chosen champion", reasons)
    if champ is not None:
        if champ.type != UNIT or CHAMPION not in champ.supertypes:
            reasons.append(f"103.2.a.2: chosen champion {champ.name!r} is not a champion unit")
        elif legend is not None and tag not in champ.tags:
            reasons.append(f"103.2.a.2: chosen champion {champ.name!r} lacks the champion tag {tag!r} "
                           f"of legend {legend.name!r}")
    main_cards = [c for c in (_lookup(cid, "main deck", reasons) for cid in deck.main) if c]
    total = len(deck.main) + 1
    if total < 40:
        reasons.append(f"103.2: the main deck has {total} cards with the chosen champion; it needs at least 40")
    all_main = main_cards + ([champ] if champ else [])
    for c in all_main:
        if c.type not in MAIN_DECK_TYPES or TOKEN in c.supertypes:
            reasons.append(f"103.2: {c.name!r} ({c.type}) can't be in a main deck")
    for nm, k in sorted(Counter(c.name for c in all_main).items()):
        if k > 3:
            reasons.append(f"103.2.b: {k} copies of {nm!r}; at most 3 of a name")
    reasons.extend(unique.violations(all_main))
    if legend is not None:
        for nm in sorted({c.name for c in all_main if not _in_identity(c, identity)}):
            reasons.append(f"103.1.b: {nm!r} is outside the domain identity {'/'.join(identity)}")
        sigs = [c for c in all_main if SIGNATURE in c.supertypes]
        if len(sigs) > 3:
            reasons.append(f"103.2.d.1: {len(sigs)} Signature cards; at most 3")
        for nm in sorted({c.name for c in sigs if tag not in c.tags}):
            reasons.append(f"103.2.d.2: Signature card {nm!r} lacks the legend's champion tag {tag!r}")
    runes = [c for c in (_lookup(cid, "rune deck", reasons) for cid in deck.runes) if c]
    if len(deck.runes) != 12:
        reasons.append(f"103.3.a: the rune deck has {len(deck.runes)} runes; it needs exactly 12")
    for c in runes:
        if c.type != RUNE:
            reasons.append(f"103.3.a: {c.name!r} in the rune deck is not a rune")
        elif legend is not None and not _in_identity(c, identity):
            reasons.append(f"103.3.a.1: rune {c.name!r} is outside the domain identity")
    bfs = [c for c in (_lookup(cid, "battlefields", reasons) for cid in deck.battlefields) if c]
    if len(deck.battlefields) != mode.battlefields_provided and not (
            as_sold and len(deck.battlefields) == 1 and not mode.choose_battlefields):
        reasons.append(f"103.4.a / {mode.rule}.4.a: {len(deck.battlefields)} battlefields; "
                       f"mode {mode.name} needs {mode.battlefields_provided}")
    for c in bfs:
        if c.type != BATTLEFIELD or TOKEN in c.supertypes:
            reasons.append(f"103.4: {c.name!r} is not a battlefield card" + (" (a token, 182)" if c.type == BATTLEFIELD
                                                                                 else ""))
        elif legend is not None and not _in_identity(c, identity):
            reasons.append(f"103.4.b: battlefield {c.name!r} is outside the domain identity")
    for nm, k in sorted(Counter(c.name for c in bfs).items()):
        if k > 1:
            reasons.append(f"103.4.c: battlefield {nm!r} appears {k} times")
    used = [c for c in (legend, champ, *main_cards, *runes, *bfs) if c is not None]
    for nm in sorted({c.name for c in used if c.name in banned}):
        reasons.append(f"{nm!r} is banned in this format")
    return reasons


def unplayable(deck: Deck) -> list[str]:
    """Every card of ``deck`` the engine can't play yet, each with what it needs: a real card
    is never played as a vanilla body."""
    out = []
    for cid in deck.card_ids():
        card = table().by_id.get(cid)
        if card is not None and not status.implemented(card):
            out.append(f"{card.id} {card.name!r} is not implemented: needs {'; '.join(status.needs(card))}")
    return out


def check(deck: Deck, mode: Mode) -> None:
    """Refuse a deck that breaks 101-103 or uses a card not implemented yet. As with the ban
    list, which a casual game does not apply, a casual game accepts a deck of a starter box
    as sold (the Proving Grounds decks: one battlefield each) in a mode that uses only one
    battlefield of each player (480.4.a: "Only 1 will be used"; not a Match, 481.5), its
    one battlefield being the one used (docs/rulings.md "Proving Grounds decks")."""
    reasons = validate(deck, mode, as_sold=True)
    missing = unplayable(deck)
    if reasons or missing:
        raise DeckError(deck.name, reasons + missing, "is not legal" if reasons else "can't be played yet")


# The built-in decks by name, filled by cards/test_cards.py as it is imported (it sits above
# the rules: docs/architecture.md, "The layers").
BUILTIN: dict[str, dict[str, object]] = {}


def builtin(name: str) -> Deck:
    if name not in BUILTIN:
        raise DeckError(name, [f"no built-in deck named {name!r}; built-in decks: {', '.join(BUILTIN)}"])
    return Deck.from_dict(BUILTIN[name])
