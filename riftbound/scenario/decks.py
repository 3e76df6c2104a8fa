"""Deck-construction checks in a scenario (101-103): decks written as lists, checked
against a mode's rules, expecting each deck valid or the exact rules it breaks."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from riftbound.errors import DeckError, RiftboundError, ScenarioError
from riftbound.rules.deck import Deck, builtin, validate
from riftbound.rules.modes import MODES, Mode, get_mode
from riftbound.scenario import schema
from riftbound.scenario.rule_numbers import rule_number

DECK_CHECK_KEYS = {"mode", "decks"}
DECK_KEYS = {"name", "legend", "champion", "main", "runes", "battlefields"}
VALID = "valid"
_RULE = re.compile(r"\d{3}(?:\.[0-9a-z]+)*")


@dataclass(frozen=True)
class DeckCheck:
    mode: Mode
    decks: tuple[Deck, ...]


def parse_deck_check(v: Any, where: str) -> DeckCheck:
    """``{mode: duel, decks: [built-in deck name | {legend, champion, main, runes, battlefields}]}``;
    ``main`` and ``runes`` are lists of ids or ``{id: count}`` mappings."""
    d = schema.mapping(v, where, DECK_CHECK_KEYS)
    mode = get_mode(schema.word(d.get("mode", "duel"), f"{where}.mode", tuple(MODES)))
    decks = schema.listing(d.get("decks"), f"{where}.decks")
    if not decks:
        raise ScenarioError(f"{where}.decks: list at least one deck")
    return DeckCheck(mode, tuple(_deck(x, f"{where}.decks[{i}]") for i, x in enumerate(decks)))


def _deck(v: Any, where: str) -> Deck:
    try:
        if isinstance(v, str):
            return builtin(v)
        d = schema.mapping(v, where, DECK_KEYS)
        for k in ("main", "runes", "battlefields"):
            if k in d and not isinstance(d[k], list | dict):
                raise ScenarioError(f"{where}.{k}: expected a list of card ids or a mapping of counts, got {d[k]!r}")
        return Deck.from_dict(d)
    except DeckError as e:
        raise ScenarioError(f"{where}: {'; '.join(e.reasons)}") from None


def rules_broken(reason: str) -> tuple[str, ...]:
    """The rule numbers a reason of :func:`validate` cites before its colon
    (``"103.4.a / 480.4.a: ..."`` cites both)."""
    head, sep, _ = reason.partition(":")
    return tuple(_RULE.findall(head)) if sep else ()


def outcome(dc: DeckCheck, where: str) -> list[list[str]]:
    """Every reason each deck breaks 101-103; an unknown card id is the file's fault."""
    out: list[list[str]] = []
    for i, deck in enumerate(dc.decks):
        try:
            reasons = validate(deck, dc.mode)
        except RiftboundError as e:
            raise ScenarioError(f"{where}.decks[{i}]: {e}") from None
        for r in reasons:
            if not rules_broken(r):
                raise ScenarioError(f"{where}.decks[{i}]: {r}")
        out.append(reasons)
    return out


def expected(v: Any, where: str, n_decks: int | None = None) -> list[str | list[str]]:
    """``expect.decks``: one entry per deck, ``valid`` or the list of rule numbers broken."""
    items = schema.listing(v, where)
    if n_decks is not None and len(items) != n_decks:
        raise ScenarioError(f"{where}: one entry per deck ({n_decks}), got {len(items)}")
    out: list[str | list[str]] = []
    for i, x in enumerate(items):
        if x == VALID:
            out.append(VALID)
        else:
            nums = schema.listing(x, f"{where}[{i}]")
            if not nums:
                raise ScenarioError(f"{where}[{i}]: write valid, or list the rules broken")
            out.append([rule_number(r, f"{where}[{i}][{j}]") for j, r in enumerate(nums)])
    return out


def compare(got: list[list[str]], want: list[str | list[str]]) -> list[str]:
    """A deck expected valid has no reason; otherwise every reason cites one of the expected
    rules and every expected rule is cited by some reason."""
    fails: list[str] = []
    for i, (reasons, w) in enumerate(zip(got, want, strict=True)):
        shown = "; ".join(reasons) or VALID
        if w == VALID:
            if reasons:
                fails.append(f"decks[{i}]: expected valid, got: {shown}")
            continue
        cited = [set(rules_broken(r)) for r in reasons]
        extra = [r for r, c in zip(reasons, cited, strict=True) if not c & set(w)]
        missing = [n for n in w if not any(n in c for c in cited)]
        if extra or missing or not reasons:
            fails.append(f"decks[{i}]: expected broken {list(w)}, got: {shown}")
    return fails
