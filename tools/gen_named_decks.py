"""Write the named decks that come from the reference data as plain-text deck lists:

- the 13 retail decks (``riftbound/decks/named/precon-*.txt``) from ``decks/precons.json``;
- the event decks (``riftbound/decks/events/event-*.txt``): the tournament lists of
  ``decks/tournament.json`` whose every card is from Origins to Unleashed and whose counts are
  complete, named after their legend and numbered in the reference's order.

Dev tool; re-runnable and deterministic. Each list names its cards as the facts table does, so
the package needs nothing beside it.
Usage: ``python tools/gen_named_decks.py [--reference DIR]``.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from riftbound.cards.facts.table import table

ROOT = Path(__file__).resolve().parent.parent
RETAIL = ROOT / "riftbound" / "decks" / "named"
EVENTS = ROOT / "riftbound" / "decks" / "events"
DEFAULT_REFERENCE = ROOT.parent / "shared" / "reference"
IN_SCOPE = ("OGN-", "OGS-", "SFD-", "UNL-")


def _name(text: str, code: str | None = None) -> str:
    """The facts table's name of a card, by printing code where the list gives one."""
    t = table()
    return t.find(code).name if code else t.find(text).name


def _slug(legend: str) -> str:
    return re.sub(r"[^a-z]+", "-", legend.split(",")[0].lower()).strip("-")


def _body(p: dict[str, Any]) -> list[str]:
    """The deck-list lines of a reference record (precon or tournament list)."""
    lines = [f"Legend: {_name(str(p['legendFullName']), str(p['legendPublicCode']))}",
             f"Champion: {_name(str(p['champion']), p.get('championPublicCode'))}", "Main:"]
    lines += [f"{e['count']} {_name(e['name'], e.get('publicCode'))}" for e in p["main"]]
    lines.append("Runes:")
    lines += [f"{r['count']} {_name(r['name'])}" for r in p["runes"]]
    lines.append("Battlefields:")
    lines += [f"1 {_name(b, c)}" for b, c in zip(p["battlefields"], p["battlefieldPublicCodes"], strict=True)]
    return lines


def deck_text(p: dict[str, Any]) -> tuple[str, str]:
    """The file name and text of one retail deck."""
    slug = "precon-" + _slug(_name(str(p["legendFullName"]), str(p["legendPublicCode"])))
    lines = [f"# {p['name']} ({p['product']}), as sold. The chosen champion is listed once, under",
             "# Champion; Main holds the other 39 cards.", *_body(p)]
    return f"{slug}.txt", "\n".join(lines) + "\n"


def _in_scope(p: dict[str, Any]) -> bool:
    codes = [p["legendPublicCode"], *(e["publicCode"] for e in p["main"]), *p["battlefieldPublicCodes"]]
    return bool(p["countsOk"]) and all(str(c).startswith(IN_SCOPE) for c in codes)


def event_texts(lists: list[dict[str, Any]]) -> Iterator[tuple[str, str]]:
    """The file name and text of every event deck: in-scope tournament lists, numbered per legend."""
    seen: Counter[str] = Counter()
    for p in filter(_in_scope, lists):
        slug = _slug(_name(str(p["legendFullName"]), str(p["legendPublicCode"])))
        seen[slug] += 1
        lines = [f"# Played at {p['event']} ({p['date']}, {p['format']} format), placed {p['placement']}.",
                 "# The sideboard is left out; the chosen champion is listed once, under Champion.", *_body(p)]
        yield f"event-{slug}-{seen[slug]}.txt", "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reference", type=Path, default=DEFAULT_REFERENCE, help="the reference folder")
    args = ap.parse_args(argv)
    decks = args.reference / "decks"
    precons = json.loads((decks / "precons.json").read_text(encoding="utf-8"))
    written = [(RETAIL, deck_text(p)) for p in precons]
    written += [(EVENTS, e) for e in event_texts(json.loads((decks / "tournament.json").read_text(encoding="utf-8")))]
    EVENTS.mkdir(exist_ok=True)
    for folder, (file, text) in written:
        (folder / file).write_text(text, encoding="utf-8")
        print(folder / file)
    return 0


if __name__ == "__main__":
    sys.exit(main())
