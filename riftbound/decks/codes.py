"""Piltover Archive deck codes, versions 1-6: the byte format, on card codes (``OGN-042``,
``SFD-R01``, ``VEN-SP1``, ``OGN-288a``). Decoding accepts every version; encoding picks the
version the reference encoder picks (v3, v4 with rune numbers, v5 for SP numbers or big counts,
v6 with additional legends), so a code decodes and re-encodes to itself. What the codes mean
as a deck (which entry is the legend, the runes, the battlefields) is :mod:`riftbound.decks.convert`.
See docs/cards.md, "Deck codes"."""

from __future__ import annotations

import base64
import re
from dataclasses import dataclass

from riftbound.errors import RiftboundError

SETS = ("OGN", "OGS", "ARC", "SFD", "UNL", "VEN", "RAD")  # set id = index
VARIANTS = ("", "a", "s", "b")  # variant id = index; "*" is written as "s"
PREFIXES = ("", "R", "SP")  # number-prefix flag = index
MAX_VERSION = 6
_CARD = re.compile(r"^([A-Z]{3})-((?:R|SP)?)(\d+)([a-z*]?)$")


class DeckCodeError(RiftboundError):
    """A deck code that can't be decoded, or a deck that can't be encoded."""


@dataclass(frozen=True, slots=True)
class DeckCode:
    """The content of a deck code: ``(card code, count)`` entries of the main section (in the
    library's model, the legend, runes and battlefields too) and of the sideboard, the chosen
    champion's card code (v3+; only a label, its copies are in ``main``) and the additional
    legends (v6; ``None`` before v6)."""

    main: tuple[tuple[str, int], ...]
    sideboard: tuple[tuple[str, int], ...] = ()
    champion: str | None = None
    legends: tuple[str, ...] | None = None


# ---- card codes ----------------------------------------------------------------------------
def _parse_card(code: str) -> tuple[int, int, int, int]:
    """``SET-NUMBERvariant`` -> (set id, variant id, prefix flag, number)."""
    m = _CARD.match(code)
    if m is None or m.group(1) not in SETS:
        raise DeckCodeError(f"{code!r} is not a card code of a known set (SET-NUMBER, e.g. OGN-042, SFD-R01)")
    variant = "s" if m.group(4) == "*" else m.group(4)
    if variant not in VARIANTS:
        raise DeckCodeError(f"{code!r}: unknown variant {m.group(4)!r}")
    return SETS.index(m.group(1)), VARIANTS.index(variant), PREFIXES.index(m.group(2)), int(m.group(3))


def _card_text(set_id: int, variant: int, prefix: int, number: int) -> str:
    digits = {0: f"{number:03d}", 1: f"R{number:02d}", 2: f"SP{number}"}[prefix]
    return f"{SETS[set_id]}-{digits}{VARIANTS[variant]}"


# ---- bytes -----------------------------------------------------------------------------------
def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        low = n & 0x7F
        n >>= 7
        if n:
            out.append(low | 0x80)
        else:
            out.append(low)
            return bytes(out)


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def byte(self) -> int:
        if self.pos >= len(self.data):
            raise DeckCodeError("the deck code ends too early")
        self.pos += 1
        return self.data[self.pos - 1]

    def varint(self) -> int:
        n = shift = 0
        while True:
            b = self.byte()
            n |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                return n

    def set_and_variant(self) -> tuple[int, int]:
        set_id = self.byte()
        if set_id >= len(SETS):
            raise DeckCodeError(f"unknown set id {set_id}")
        variant = self.byte()
        if variant >= len(VARIANTS):
            raise DeckCodeError(f"unknown variant id {variant}")
        return set_id, variant

    def card(self, flagged: bool) -> str:
        return self.number(*self.set_and_variant(), flagged)

    def number(self, set_id: int, variant: int, flagged: bool) -> str:
        prefix = self.byte() if flagged else 0
        if prefix >= len(PREFIXES):
            raise DeckCodeError(f"unknown number-prefix flag {prefix}")
        return _card_text(set_id, variant, prefix, self.varint())

    def groups(self, count: int, flagged: bool, out: list[tuple[str, int]]) -> None:
        for _ in range(self.varint()):
            n = self.varint()
            set_id, variant = self.set_and_variant()
            out.extend((self.number(set_id, variant, flagged), count) for _ in range(n))

    def section(self, fixed_max: int, sparse: bool, flagged: bool) -> tuple[tuple[str, int], ...]:
        out: list[tuple[str, int]] = []
        if sparse:
            for _ in range(self.varint()):
                self.groups(self.varint(), flagged, out)
        else:
            for count in range(fixed_max, 0, -1):
                self.groups(count, flagged, out)
        return tuple(out)


def _b32decode(text: str) -> bytes:
    text = text.strip().upper()
    if not text or re.fullmatch(r"[A-Z2-7]+", text) is None:
        raise DeckCodeError("a deck code is letters A-Z and digits 2-7")
    pad = (-len(text)) % 8
    whole = len(text) * 5 // 8  # leftover bits (< 8) are dropped
    return base64.b32decode(text + "A" * pad)[:whole]


def decode(text: str) -> tuple[int, DeckCode]:
    """The version and content of a deck code; :class:`DeckCodeError` says what is wrong."""
    r = _Reader(_b32decode(text))
    head = r.byte()
    fmt, version = head >> 4, head & 0x0F
    if fmt != 1:
        raise DeckCodeError(f"unknown deck code format {fmt}")
    if not 1 <= version <= MAX_VERSION:
        raise DeckCodeError(f"unsupported deck code version {version} (versions 1-{MAX_VERSION})")
    sparse = version >= 5
    flagged = version == 4
    if sparse:
        prefix_bit = r.byte()
        if prefix_bit > 1:
            raise DeckCodeError(f"bad prefix bit {prefix_bit}")
        flagged = prefix_bit == 1
    main = r.section(12, sparse, flagged)
    side = r.section(3, sparse, flagged) if version >= 2 else ()
    champion = None
    if version >= 3 and r.byte():
        champion = r.card(flagged)
    legends = tuple(r.card(flagged) for _ in range(r.varint())) if version >= 6 else None
    return version, DeckCode(main, side, champion, legends)


def _natural(code: str) -> tuple[int, int]:
    """Plain numbers, then R numbers, then SP numbers, each ascending (the reference order)."""
    prefix, number = _parse_card(code)[2:]
    return prefix, number


def _section(entries: tuple[tuple[str, int], ...], fixed_max: int, sparse: bool, flagged: bool) -> bytes:
    by_count: dict[int, dict[tuple[int, int], list[str]]] = {}
    for code, count in entries:
        if count < 1:
            raise DeckCodeError(f"{code}: a count is a whole number of 1 or more, not {count}")
        if not sparse and count > fixed_max:
            raise DeckCodeError(f"{code}: {count} copies need a v5 code")
        set_id, variant = _parse_card(code)[:2]
        by_count.setdefault(count, {}).setdefault((set_id, variant), []).append(code)
    out = bytearray()
    counts = sorted(by_count, reverse=True) if sparse else range(fixed_max, 0, -1)
    if sparse:
        out += _varint(len(by_count))
    for count in counts:
        groups = by_count.get(count, {})
        if sparse:
            out += _varint(count)
        out += _varint(len(groups))
        for (set_id, variant), codes in sorted(groups.items()):
            out += _varint(len(codes)) + bytes((set_id, variant))
            for code in sorted(codes, key=_natural):
                out += _number(code, flagged)
    return bytes(out)


def _number(code: str, flagged: bool) -> bytes:
    prefix, number = _parse_card(code)[2:]
    return (bytes((prefix,)) if flagged else b"") + _varint(number)


def _ref(code: str, flagged: bool) -> bytes:
    set_id, variant = _parse_card(code)[:2]
    return bytes((set_id, variant)) + _number(code, flagged)


def encode(deck: DeckCode) -> str:
    """The deck code of ``deck``, in the version the reference encoder picks (v3-v6)."""
    cards = [c for c, _n in deck.main + deck.sideboard] + ([deck.champion] if deck.champion else [])
    cards += list(deck.legends or ())
    prefixes = {_parse_card(c)[2] for c in cards}
    big = any(n > 12 for _c, n in deck.main) or any(n > 3 for _c, n in deck.sideboard)
    version = 6 if deck.legends else 5 if big or 2 in prefixes else 4 if 1 in prefixes else 3
    sparse = version >= 5
    flagged = version == 4 or (sparse and bool(prefixes - {0}))
    out = bytearray([0x10 | version])
    if sparse:
        out.append(1 if flagged else 0)
    out += _section(deck.main, 12, sparse, flagged) + _section(deck.sideboard, 3, sparse, flagged)
    out += b"\x01" + _ref(deck.champion, flagged) if deck.champion else b"\x00"
    if version == 6:
        out += _varint(len(deck.legends or ())) + b"".join(_ref(c, flagged) for c in deck.legends or ())
    return base64.b32encode(bytes(out)).decode().rstrip("=")
