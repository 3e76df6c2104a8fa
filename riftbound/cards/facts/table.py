"""The facts table of the real cards (OGN, OGS, SFD, UNL, VEN): loaded once from the package's
``cards.json``, immutable, looked up by id (``ogn-042``), by name ("Jinx, Loose Cannon", 132.4)
or by a printing's code (``OGN-042a``). Reprints and alternate printings are one card with
several printings. See docs/cards.md, "The facts table"."""

from __future__ import annotations

import difflib
import json
import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, Protocol

from riftbound.errors import UnknownCardError

VANILLA = "vanilla"  # no rules text (or a basic rune, whose abilities are the rules', 163.2)
KEYWORDS_ONLY = "keywords"  # only keywords whose meaning is the keyword itself, with reminder text
ABILITIES = "abilities"  # anything else: behaviour written in the card DSL


class DeckCard(Protocol):
    """What deck construction (101-103) reads of a card: a :class:`CardFacts` or a card
    definition (``CardDef``)."""

    @property
    def id(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def type(self) -> str: ...
    @property
    def supertypes(self) -> tuple[str, ...]: ...
    @property
    def domains(self) -> tuple[str, ...]: ...
    @property
    def tags(self) -> tuple[str, ...]: ...
    @property
    def keywords(self) -> tuple[str, ...]: ...


@dataclass(frozen=True, slots=True)
class CardFacts:
    """What is printed on a real card, as data (125-139): no rules text. ``power`` has one entry
    per pip: a domain, or ``"fury|mind"`` for a pip payable with either domain of a two-domain
    card. ``keywords`` are the printed keywords as the engine spells them (``"assault:2"``);
    ``effect_keywords`` those of an Equipment's Effect Text (136). ``champion_tag`` is a legend's
    champion tag (133.8.b). ``behaviour`` says what its text needs (:data:`VANILLA`,
    :data:`KEYWORDS_ONLY`, :data:`ABILITIES`). ``printings`` are the public codes of its
    printings, the first being the one its id comes from."""

    id: str
    name: str
    set: str
    type: str
    supertypes: tuple[str, ...]
    domains: tuple[str, ...]
    energy: int | None
    power: tuple[str, ...]
    might: int | None
    might_bonus: int | None
    tags: tuple[str, ...]
    champion_tag: str
    keywords: tuple[str, ...]
    effect_keywords: tuple[str, ...]
    behaviour: str
    printings: tuple[str, ...]

    @staticmethod
    def from_json(d: dict[str, Any]) -> CardFacts:
        fields: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in d.items()}
        return CardFacts(**fields)


_CODE = re.compile(r"^([A-Z]{3})-(R|SP|T)?0*(\d+)([a-z*]?)$", re.IGNORECASE)


def code_key(code: str) -> tuple[str, str, int, str] | None:
    """A printing code reduced to what identifies it: set, number prefix, number, variant
    (``*`` and ``s`` are one variant; leading zeros don't count). None if it isn't a code."""
    m = _CODE.match(code.strip().split("/")[0])
    if m is None:
        return None
    variant = m.group(4).lower()
    return m.group(1).upper(), (m.group(2) or "").upper(), int(m.group(3)), "*" if variant == "s" else variant


_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-"})


def name_key(name: str) -> str:
    """A name as players type it, reduced for matching: case, accents, curly quotes, spacing and
    "Name - Subtitle" for "Name, Subtitle" don't matter."""
    text = unicodedata.normalize("NFKD", name.translate(_QUOTES)).encode("ascii", "ignore").decode()
    text = text.replace(" - ", ", ").casefold()
    return re.sub(r"\s+", " ", text).strip()


class FactsTable:
    """Every real card, with lookups by id, name and printing code."""

    __slots__ = ("by_code", "by_id", "by_name", "cards", "sets")

    def __init__(self, data: dict[str, Any]) -> None:
        self.sets: dict[str, str] = dict(data["sets"])
        self.cards: tuple[CardFacts, ...] = tuple(CardFacts.from_json(c) for c in data["cards"])
        self.by_id = {c.id: c for c in self.cards}
        self.by_name = {name_key(c.name): c for c in self.cards}
        self.by_code: dict[tuple[str, str, int, str], CardFacts] = {}
        for c in self.cards:
            for p in c.printings:
                key = code_key(p)
                if key is not None:
                    self.by_code[key] = c

    def get(self, card_id: str) -> CardFacts:
        try:
            return self.by_id[card_id]
        except KeyError:
            raise UnknownCardError(f"no real card with id {card_id!r}") from None

    def find(self, text: str) -> CardFacts:
        """The card named ``text``, or with the printing code or id ``text``; an unknown name
        raises :class:`UnknownCardError` with the closest names."""
        key = code_key(text)
        card = (self.by_code.get(key) if key else None) or self.by_id.get(text.strip().lower())
        card = card or self.by_name.get(name_key(text))
        if card is not None:
            return card
        close = difflib.get_close_matches(name_key(text), list(self.by_name), n=3, cutoff=0.6)
        hint = f"; did you mean {' or '.join(repr(self.by_name[k].name) for k in close)}?" if close else ""
        raise UnknownCardError(f"no card named {text.strip()!r}{hint}")


@cache
def table() -> FactsTable:
    """The facts table, read from the package once."""
    text = resources.files("riftbound.cards.facts").joinpath("cards.json").read_text(encoding="utf-8")
    return FactsTable(json.loads(text))
