#!/usr/bin/env python3
"""Write the list of Core Rules v1.3 rule numbers the scenario loader checks citations
against (``riftbound/scenario/rule_numbers.txt``): numbers only, one a line, no rule text.

The numbers are read from the rules text file with the same reader as
``tools/rules_coverage.py`` (its ``--rules`` default; ``--rules PATH`` overrides it).
``--check`` only compares: it exits 1 when the shipped list differs from the rules file.

Usage::

    python tools/rule_numbers.py [--rules PATH] [--check]
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from rules_coverage import DEFAULT_RULES, REPO_ROOT, load_rules

OUTPUT = REPO_ROOT / "riftbound" / "scenario" / "rule_numbers.txt"


def render(numbers: list[str]) -> str:
    return "".join(f"{n}\n" for n in numbers)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="rule_numbers.py", description=__doc__.splitlines()[0])
    parser.add_argument("--rules", type=Path, default=DEFAULT_RULES, metavar="PATH",
                        help="rules text file, one rule per line (default: %(default)s)")
    parser.add_argument("--check", action="store_true", help="compare only; exit 1 if out of date")
    args = parser.parse_args(argv)
    numbers = load_rules(args.rules)
    if numbers is None:
        print(f"rules file not found: {args.rules} (give it with --rules PATH)", file=sys.stderr)
        return 1
    text = render(numbers)
    if args.check:
        current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.is_file() else ""
        if current != text:
            print(f"{OUTPUT} is out of date: run python tools/rule_numbers.py", file=sys.stderr)
            return 1
        print(f"{OUTPUT}: {len(numbers)} rule numbers, up to date")
        return 0
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {len(numbers)} rule numbers to {OUTPUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
