"""Decks and deck construction (101-103): a legend, a chosen champion, a main deck of 40
or more, a 12-rune rune deck and the battlefields the mode asks for. An illegal deck is
refused with every reason listed."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from riftbound.cards import catalog
from riftbound.cards.model import (
    BATTLEFIELD,
    CHAMPION,
    LEGEND,
    MAIN_DECK_TYPES,
    RUNE,
    SIGNATURE,
    TOKEN,
    UNIT,
    CardDef,
)
from riftbound.errors import DeckError, UnknownCardError
from riftbound.keywords import unique
from riftbound.rules.modes import Mode


@dataclass(frozen=True, slots=True)
class Deck:
    """A player's cards. ``main`` excludes the chosen champion, which counts toward the
    main deck's 40 (103.2) and its copy limit (103.2.b.1)."""

    name: str
    legend: str
    champion: str
    main: tuple[str, ...]
    runes: tuple[str, ...]
    battlefields: tuple[str, ...]

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
                    ids(d["battlefields"], "battlefields"))

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "legend": self.legend, "champion": self.champion,
                "main": list(self.main), "runes": list(self.runes),
                "battlefields": list(self.battlefields)}


def _lookup(cid: str, where: str, reasons: list[str]) -> CardDef | None:
    try:
        return catalog.get(cid)
    except UnknownCardError as e:
        reasons.append(f"{where}: {e}")
        return None


def _in_identity(card: CardDef, identity: tuple[str, ...]) -> bool:
    """103.1.b.3-4: every domain of the card must be in the legend's domains."""
    return all(d in identity for d in card.domains)


def validate(deck: Deck, mode: Mode) -> list[str]:
    """Every way ``deck`` breaks 101-103 for ``mode``; empty when it is legal."""
    reasons: list[str] = []
    legend = _lookup(deck.legend, "legend", reasons)
    identity: tuple[str, ...] = ()
    if legend is not None:
        if legend.type != LEGEND:
            reasons.append(f"103.1: legend {legend.name!r} is a {legend.type}, not a legend")
        identity = legend.domains
    champ = _lookup(deck.champion, "chosen champion", reasons)
    if champ is not None:
        if champ.type != UNIT or CHAMPION not in champ.supertypes:
            reasons.append(f"103.2.a.2: chosen champion {champ.name!r} is not a champion unit")
        elif legend is not None and not set(champ.tags) & set(legend.tags):
            reasons.append(f"103.2.a.2: chosen champion {champ.name!r} has no tag of legend {legend.name!r}")
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
        for nm in sorted({c.name for c in sigs if not set(c.tags) & set(legend.tags)}):
            reasons.append(f"103.2.d.2: Signature card {nm!r} lacks the legend's champion tag")
    runes = [c for c in (_lookup(cid, "rune deck", reasons) for cid in deck.runes) if c]
    if len(deck.runes) != 12:
        reasons.append(f"103.3.a: the rune deck has {len(deck.runes)} runes; it needs exactly 12")
    for c in runes:
        if c.type != RUNE:
            reasons.append(f"103.3.a: {c.name!r} in the rune deck is not a rune")
        elif legend is not None and not _in_identity(c, identity):
            reasons.append(f"103.3.a.1: rune {c.name!r} is outside the domain identity")
    bfs = [c for c in (_lookup(cid, "battlefields", reasons) for cid in deck.battlefields) if c]
    if len(deck.battlefields) != mode.battlefields_provided:
        reasons.append(f"103.4.a / {mode.rule}.4.a: {len(deck.battlefields)} battlefields; "
                       f"mode {mode.name} needs {mode.battlefields_provided}")
    for c in bfs:
        if c.type != BATTLEFIELD:
            reasons.append(f"103.4: {c.name!r} is not a battlefield")
        elif legend is not None and not _in_identity(c, identity):
            reasons.append(f"103.4.b: battlefield {c.name!r} is outside the domain identity")
    for nm, k in sorted(Counter(c.name for c in bfs).items()):
        if k > 1:
            reasons.append(f"103.4.c: battlefield {nm!r} appears {k} times")
    return reasons


def check(deck: Deck, mode: Mode) -> None:
    reasons = validate(deck, mode)
    if reasons:
        raise DeckError(deck.name, reasons)


def builtin(name: str) -> Deck:
    from riftbound.cards.test_cards import TEST_DECKS

    if name not in TEST_DECKS:
        raise DeckError(name, [f"no built-in deck named {name!r}; built-in decks: {', '.join(TEST_DECKS)}"])
    return Deck.from_dict(TEST_DECKS[name])
