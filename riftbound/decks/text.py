"""Plain-text deck lists as players write them::

    # Jinx, from the Origins Champion Deck
    Legend: Jinx, Loose Cannon
    Champion: Jinx, Demolitionist
    Main:
    3 Flame Chompers
    2x Blazing Scorcher
    Runes:
    6 Fury Rune
    6 Chaos Rune
    Battlefields:
    Targon's Peak
    Sideboard:
    1 Gust

Sections are ``Legend``, ``Champion`` (the Chosen Champion, 103.2.a), ``Main`` (the other
main-deck cards, further copies of the champion included), ``Runes``, ``Battlefields`` and
``Sideboard``; a section's one card may follow its header on the same line. A card line is
``N Name``, ``Nx Name`` or ``Name`` (one copy); a name may be a printing's code (``OGN-030``).
``#`` starts a comment. This module reads and writes the text; :mod:`riftbound.decks.build`
turns it into a deck."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from riftbound.errors import DeckError

SECTIONS = ("legend", "champion", "main", "runes", "battlefields", "sideboard")
_ALIASES = {"legend": "legend", "champion legend": "legend", "champion": "champion", "chosen champion": "champion",
            "main": "main", "main deck": "main", "maindeck": "main", "deck": "main", "runes": "runes",
            "rune deck": "runes", "rune": "runes", "battlefields": "battlefields", "battlefield": "battlefields",
            "sideboard": "sideboard", "side": "sideboard"}
_HEADER = re.compile(r"^([A-Za-z ]+):\s*(.*)$")
_COUNTED = re.compile(r"^(-?\d+)\s*[xX]?\s+(.+)$")


@dataclass(frozen=True, slots=True)
class Entry:
    """One card line: the name (or code) as written, its count and its line number."""

    card: str
    count: int
    line: int


@dataclass(frozen=True, slots=True)
class DeckText:
    """A parsed deck list: its entries by section (:data:`SECTIONS`)."""

    name: str
    sections: dict[str, tuple[Entry, ...]]


def parse(text: str, name: str = "deck") -> DeckText:
    """Read a deck list; a line that is not a header or a card line, a count that is not a
    whole number of 1 or more, or a card before any section header is refused naming its line."""
    sections: dict[str, list[Entry]] = {s: [] for s in SECTIONS}
    current = ""
    errors: list[str] = []
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        head = _HEADER.match(line)
        if head and head.group(1).strip().lower() in _ALIASES:
            current = _ALIASES[head.group(1).strip().lower()]
            line = head.group(2).strip()
            if not line:
                continue
        m = _COUNTED.match(line)
        count, card = (int(m.group(1)), m.group(2).strip()) if m else (1, line)
        if not current:
            errors.append(f"line {n}: {line!r} comes before any section (Legend:, Champion:, Main:, Runes:, "
                          "Battlefields:, Sideboard:)")
        elif count < 1:
            errors.append(f"line {n}: {count} copies of {card!r}; a count is 1 or more")
        else:
            sections[current].append(Entry(card, count, n))
    if errors:
        raise DeckError(name, errors)
    return DeckText(name, {s: tuple(e) for s, e in sections.items()})


def format_list(name: str, sections: dict[str, list[str]]) -> str:
    """A deck list's text from the card names of each section, copies counted in order."""
    lines = [f"# {name}"]
    for s in SECTIONS:
        names = sections.get(s, [])
        if not names:
            continue
        lines.append(f"{s.capitalize()}:")
        lines.extend(f"{k} {nm}" for nm, k in Counter(names).items())
    return "\n".join(lines) + "\n"
