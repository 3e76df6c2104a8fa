"""The named decks (the built-in test decks, the 13 retail decks in ``named/*.txt``, the decks of
implemented real cards in ``real/*.txt`` and the tournament lists in ``events/*.txt``), the
Duel ban list, and :func:`resolve`, which turns what a user types after ``--decks`` (a name,
a deck-list file or a deck code) into a deck."""

from __future__ import annotations

import difflib
import re
from functools import cache
from importlib import resources
from pathlib import Path

from riftbound.cards.test_cards import TEST_DECKS
from riftbound.decks import build
from riftbound.errors import DeckError
from riftbound.rules.deck import Deck, builtin

# The Duel (1v1) ban list, by card name, effective 2026-09-18 (enforced where a format asks for it:
# ``riftbound decks`` reports Duel legality with it).
DUEL_BANNED = frozenset({
    "Called Shot", "Ekko, Recurrent", "Draven, Vanquisher", "Fight or Flight", "Scrapheap", "Stealthy Pursuer",
    "Stacked Deck", "The Arena's Greatest", "Aspirant's Climb", "The Dreaming Tree", "Obelisk of Power",
    "Reaver's Row"})
_CODE = re.compile(r"^[A-Za-z2-7]{10,}$")


@cache
def retail() -> dict[str, Deck]:
    """The retail decks, by name (``precon-jinx``)."""
    return _lists("named")


@cache
def real() -> dict[str, Deck]:
    """Legal decks made only of implemented real cards, by name (``real-vi``), for play and
    tests while the retail decks wait for their cards."""
    return _lists("real")


@cache
def events() -> dict[str, Deck]:
    """Decks played at tournaments (regional qualifiers and the like), by legend and number
    (``event-lee-sin-1``); some wait for cards not implemented yet."""
    return _lists("events")


def _lists(folder_name: str) -> dict[str, Deck]:
    folder = resources.files("riftbound.decks").joinpath(folder_name)
    out = {}
    for f in sorted(folder.iterdir(), key=lambda f: f.name):
        if f.name.endswith(".txt"):
            name = f.name[:-4]
            out[name] = build.from_text(f.read_text(encoding="utf-8"), name)
    return out


def names() -> list[str]:
    """Every named deck: the test decks, the retail decks, the real-card decks, then the event decks."""
    return [*TEST_DECKS, *retail(), *real(), *events()]


def named(name: str) -> Deck:
    if name in TEST_DECKS:
        return builtin(name)
    if name in retail():
        return retail()[name]
    if name in real():
        return real()[name]
    if name in events():
        return events()[name]
    close = difflib.get_close_matches(name, names(), n=3)
    hint = f"; did you mean {' or '.join(close)}?" if close else f"; named decks: {', '.join(names())}"
    raise DeckError(name, [f"no named deck {name!r}{hint}"], "is unknown")


def resolve(spec: str) -> Deck:
    """A deck from a name, the path of a deck-list file (or of a file holding a deck code), or a
    deck code."""
    spec = spec.strip()
    if spec in TEST_DECKS or spec in retail() or spec in real() or spec in events():
        return named(spec)
    path = Path(spec)
    if path.is_file():
        content = path.read_text(encoding="utf-8")
        if _CODE.match(content.strip()):
            return build.from_code(content.strip(), path.stem)
        return build.from_text(content, path.stem)
    if _CODE.match(spec) and spec.upper().startswith("C"):
        return build.from_code(spec, spec[:12] + "...")
    return named(spec)
