"""Write the 13 retail decks as named deck lists (``riftbound/decks/named/precon-*.txt``) from
the reference transcription ``../shared/reference/decks/precons.json``.

Dev tool; re-runnable and deterministic. Each list is in the plain-text deck format and names
its cards as the facts table does, so the package needs nothing beside it.
Usage: ``python tools/gen_precon_decks.py [--reference DIR]``.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

from riftbound.cards.facts.table import table

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "riftbound" / "decks" / "named"
DEFAULT_REFERENCE = ROOT.parent / "shared" / "reference"


def _name(text: str, code: str | None = None) -> str:
    """The facts table's name of a card, by printing code where the list gives one."""
    t = table()
    return t.find(code).name if code else t.find(text).name


def deck_text(p: dict[str, Any]) -> tuple[str, str]:
    """The file name and text of one retail deck."""
    legend = _name(str(p["legendFullName"]), str(p["legendPublicCode"]))
    slug = "precon-" + re.sub(r"[^a-z]+", "-", legend.split(",")[0].lower()).strip("-")
    lines = [f"# {p['name']} ({p['product']}), as sold. The chosen champion is listed once, under",
             "# Champion; Main holds the other 39 cards.",
             f"Legend: {legend}", f"Champion: {_name(str(p['champion']), str(p['championPublicCode']))}", "Main:"]
    lines += [f"{e['count']} {_name(e['name'], e.get('publicCode'))}" for e in p["main"]]
    lines.append("Runes:")
    lines += [f"{r['count']} {_name(r['name'])}" for r in p["runes"]]
    lines.append("Battlefields:")
    lines += [f"1 {_name(b, c)}" for b, c in zip(p["battlefields"], p["battlefieldPublicCodes"], strict=True)]
    return f"{slug}.txt", "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reference", type=Path, default=DEFAULT_REFERENCE, help="the reference folder")
    args = ap.parse_args(argv)
    precons = json.loads((args.reference / "decks" / "precons.json").read_text(encoding="utf-8"))
    for p in precons:
        file, text = deck_text(p)
        (OUT / file).write_text(text, encoding="utf-8")
        print(OUT / file)
    return 0


if __name__ == "__main__":
    sys.exit(main())
