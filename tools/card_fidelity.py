"""Dev-time fidelity check of the real cards' text (docs/cards.md, "Adding a real card").

The package ships no printed card text: every implemented real card's text is rendered from
its DSL definition (``CardDef.rules_text()``). This tool compares that rendering with the
reference text kept beside the repository (the official card gallery's data for OGN-UNL,
errata applied, in ``../shared/reference/cards/``), both normalized: icons as the engine's
shorthand ([1], [R], [A], [M], [E]), reminder text in parentheses dropped, then only the
words and numbers compared (punctuation, case and line breaks don't matter). A basic rune's
abilities are the rules' (163.2), not printed: its printed text is empty. Number words are
read as numbers ("two" is "2").

Where the engine's English says the same as the printed text in other words, the card's
rendering is recorded with the reason in ``tools/card_fidelity_accepted.json``; it is
accepted only while the rendering stays exactly that. The tool reports every other
implemented card whose rendering disagrees, with both normalized texts, and the count; it
exits with status 1 if any disagrees. ``--json`` prints the report as JSON.

    python tools/card_fidelity.py [--reference DIR] [--json]
"""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from riftbound.cards import catalog
from riftbound.cards.facts.table import CardFacts, code_key, table
from riftbound.cards.model import BASIC, DOMAIN_SYMBOLS, RUNE

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_REFERENCE = ROOT.parent / "shared" / "reference"
GALLERY = Path("cards") / "official-gallery" / "cards.json"
ACCEPTED = Path(__file__).resolve().parent / "card_fidelity_accepted.json"

_ICONS = {":rb_might:": "[M]", ":rb_exhaust:": "[E]", ":rb_rune_rainbow:": "[A]",
          **{f":rb_rune_{domain}:": f"[{symbol}]" for domain, symbol in DOMAIN_SYMBOLS.items()}}
_ENERGY = re.compile(r":rb_energy_(\d+):")
_REMINDER = re.compile(r"\([^()]*\)")
_WORD = re.compile(r"[a-z0-9]+")
_NUMBERS = {w: str(n) for n, w in enumerate(("zero", "one", "two", "three", "four", "five", "six", "seven",
                                            "eight", "nine", "ten"))}


def normalize(text: str) -> str:
    """A card text reduced to what the check compares: icons as shorthand, no reminder text,
    the words and numbers in order, lower case."""
    text = html.unescape(text).replace("\u2019", "'").replace("'", "")
    text = _ENERGY.sub(r"[\1]", text)
    for icon, shorthand in _ICONS.items():
        text = text.replace(icon, shorthand)
    while _REMINDER.search(text):
        text = _REMINDER.sub(" ", text)
    return " ".join(_NUMBERS.get(w, w) for w in _WORD.findall(text.lower()))


def reference_texts(reference: Path) -> dict[str, str]:
    """The reference text of every card the gallery prints, by card id (through the facts
    table's printing codes; a card's first printing in the gallery gives its text)."""
    rows = json.loads((reference / GALLERY).read_text(encoding="utf-8"))["cards"]
    by_code = {code_key(r["publicCode"]): r["abilityText"] for r in rows}
    texts: dict[str, str] = {}
    for card in table().cards:
        for printing in card.printings:
            text = by_code.get(code_key(printing))
            if text is not None:
                texts[card.id] = text
                break
    return texts


@dataclass(frozen=True)
class Mismatch:
    id: str
    name: str
    rendered: str
    reference: str | None  # None: no reference text for the card

    def as_json(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "rendered": self.rendered, "reference": self.reference}


def printed_text(card: CardFacts) -> str:
    """What the engine renders of a real card's printed text."""
    if card.type == RUNE and BASIC in card.supertypes:
        return ""  # 163.2: a basic rune's abilities are the rules', not printed
    return catalog.get(card.id).rules_text()


def accepted() -> dict[str, dict[str, str]]:
    """The renderings accepted as saying the printed text in other words, by card id, each
    with its ``rendered`` text (normalized) and the ``reason``."""
    data: dict[str, dict[str, str]] = json.loads(ACCEPTED.read_text(encoding="utf-8"))["cards"]
    return data


def check(reference: Path) -> tuple[int, list[Mismatch]]:
    """The number of implemented real cards checked, and those whose rendering disagrees
    (accepted renderings apart)."""
    texts = reference_texts(reference)
    ok = accepted()
    implemented = [c for c in table().cards if catalog.registered(c.id)]
    mismatches: list[Mismatch] = []
    for card in implemented:
        rendered = normalize(printed_text(card))
        ref = texts.get(card.id)
        expected = normalize(ref) if ref is not None else None
        if rendered != expected and ok.get(card.id, {}).get("rendered") != rendered:
            mismatches.append(Mismatch(card.id, card.name, rendered, expected))
    return len(implemented), mismatches


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reference", type=Path, default=DEFAULT_REFERENCE, help="the reference folder")
    ap.add_argument("--json", action="store_true", help="print the report as JSON")
    args = ap.parse_args(argv)
    checked, mismatches = check(args.reference)
    if args.json:
        print(json.dumps({"checked": checked, "mismatches": [m.as_json() for m in mismatches]}, indent=1))
    else:
        for m in mismatches:
            print(f"{m.id}  {m.name}\n  rendered:  {m.rendered}\n  reference: {m.reference}")
        print(f"{checked} implemented cards checked, {len(mismatches)} mismatching")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
