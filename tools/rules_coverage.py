#!/usr/bin/env python3
"""Report which Riftbound Core Rules v1.3 rule numbers the project's tests cite.

The rules list is the Core Rules v1.3 text, one rule a line. ``--rules PATH`` names that
file; without it the tool looks for the reference copy beside the repository,
``../shared/reference/rules-2026-03-30/core-rules-v1-3.txt`` relative to the repository root
(the parent of this ``tools/`` folder). Every line of that file that starts with a rule number (``356``, ``356.1``,
``356.1.b``, ``356.1.b.2``, ...; digit and letter segments alternate after the first) is one
rule. A few known slips in the file are repaired (``Refl391.`` is 391, ``461. 4`` is 461.4,
``461.7. b`` is 461.7.b); unnumbered continuation rows are skipped and duplicates dropped.

Citations are collected from the test directories (``tests/`` by default, ``--tests DIR``
is repeatable):

* ``*.yaml`` / ``*.yml``: the values of a top-level ``rules:`` key, either an inline list
  (``rules: [356.1, "323.5"]``), a block list (``- 356.1`` lines) or a single scalar. This
  is read with a tiny line-based reader, so the tool needs nothing beyond the standard
  library.
* ``*.py``: every number following the word ``rule`` or ``rules`` (any case), together with
  the further numbers joined to it by commas, ``and``, ``or`` or ``&``, e.g.
  ``Rules 323.5, 323.6 and 431.2.b``, ``rules=("356.1", "357")`` or
  ``@pytest.mark.rules("431.2")``.

A citation covers exactly the cited number (``356.1`` does not cover ``356.1.a``); the
report also says which top-level sections (``356``) are touched by at least one citation.
Cited numbers that are not in the rules file are listed as unknown citations.

``--range 300-484,649-652`` (repeatable, comma lists allowed) restricts the whole report
(totals, percentages, blocks, cited, uncited and unknown lists) to the rules whose top-level
number lies in one of the ranges, at all depths (``300-399`` includes ``356.1.b.2``).
``--verbose`` also lists every uncited rule, section by section.

Usage::

    python tools/rules_coverage.py [--rules PATH] [--tests DIR ...] [--range A-B[,C-D]]
                                   [--verbose] [--json] [--fail-under PCT]

When the rules file is missing the tool says which path it looked for and that
``--rules PATH`` takes the file. A path given with ``--rules`` that does not exist is an
error (exit status 2); when only the default path is missing, the tool lists the cited
numbers it found and exits 0. Exit status is 1 when ``--fail-under`` is given and the cited
share of rules is below it or cannot be computed because the rules file is missing.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_RULES = (
    REPO_ROOT.parent / "shared" / "reference" / "rules-2026-03-30" / "core-rules-v1-3.txt"
)
DEFAULT_TESTS = REPO_ROOT / "tests"

# A rule number, loosely: three digits, then dot-separated digit runs or single letters.
# Alternation of digit and letter segments is checked by ``normalize_number``.
_NUM = r"(?<![\w.])\d{3}(?:\.(?:\d+|[a-z]))*(?![\w])"
_NUM_RE = re.compile(_NUM)

# A rules-file line: optional indentation, optional letters glued to the number (the
# "Refl391." slip), the number, an optional trailing dot, then whitespace or end of line.
_RULE_LINE_RE = re.compile(
    r"^\s*(?:[A-Za-z]{1,8}(?=\d))?(?P<num>\d{3}(?:\.(?:\d+|[a-z]))*)\.?(?=\s|$)"
    r"(?P<rest>.*)$"
)
# A final segment detached from the number by a space and lacking its dot ("461. 4 The").
_DETACHED_RE = re.compile(r"^\s+(?P<seg>\d+|[a-z])\s")

# In Python sources: the word "rule"/"rules", a short run of punctuation that may sit
# between the word and its first number (``=``, ``(``, ``[``, ``:``, ``#``, quotes), then
# a list of numbers joined by commas, "and", "or" or "&".
# The gap before the first number stays on the word's line, except right after an
# opening bracket, so a heading ending in "Rule" does not cite the next line's number.
_GAP = r"(?:[ \t=:#]|[(\[]\s*)*"
_QUOTE = r"[\"']?"
_SEP = r"\s*(?:,\s*(?:(?:and|or)\s+)?|(?i:and|or)\s+|&\s*)"
_PY_CITE_RE = re.compile(
    rf"(?i:\brules?\b){_GAP}{_QUOTE}(?P<nums>{_NUM}(?:{_QUOTE}{_SEP}{_QUOTE}{_NUM})*)"
)

_YAML_KEY_RE = re.compile(r"^rules\s*:(?P<rest>.*)$")


def _segment_is_digit(index: int) -> bool:
    """Whether segment ``index`` (0-based) of a rule number must be digits."""
    return index < 2 or index % 2 == 1


def normalize_number(text: str) -> str | None:
    """Return ``text`` as a canonical rule number, or ``None`` if it is not one.

    Surrounding whitespace, quotes and a trailing dot are stripped. Segments after the
    first alternate digits and letters: ``NNN``, ``NNN.N``, ``NNN.N.a``, ``NNN.N.a.N``,
    ``NNN.N.a.N.a``, ...
    """
    value = text.strip().strip("\"'").strip().rstrip(".")
    if not value:
        return None
    parts = value.split(".")
    if len(parts[0]) != 3 or not parts[0].isdigit():
        return None
    for index, part in enumerate(parts[1:], start=1):
        if _segment_is_digit(index):
            if not (part.isascii() and part.isdigit()):
                return None
            parts[index] = str(int(part))
        elif not (len(part) == 1 and "a" <= part <= "z"):
            return None
    return ".".join(parts)


def sort_key(number: str) -> tuple[tuple[int, int], ...]:
    """Natural sort key for rule numbers (``356.2`` before ``356.10``)."""
    return tuple((0, int(p)) if p.isdigit() else (1, ord(p[0])) for p in number.split("."))


def section_of(number: str) -> str:
    """Top-level section of a rule number (``356.1.b`` -> ``356``)."""
    return number.split(".", 1)[0]


def block_of(number: str) -> str:
    """Hundreds block of a rule number (``356.1`` -> ``300s``)."""
    return f"{number[0]}00s"


Range = tuple[int, int]


def parse_ranges(text: str) -> list[Range]:
    """Parse ``"300-484,649-652,800"`` into inclusive ``(first, last)`` top-level ranges.

    Each item is a top-level rule number (three digits) or two joined by ``-``; raises
    ``ValueError`` naming the item at fault.
    """
    ranges: list[Range] = []
    for item in text.split(","):
        item = item.strip()
        first, dash, last = item.partition("-")
        bounds = (first.strip(), last.strip() if dash else first.strip())
        if not all(len(b) == 3 and b.isascii() and b.isdigit() for b in bounds):
            raise ValueError(
                f"bad range {item!r}: expected a top-level rule number such as 300 "
                "or two joined by '-' such as 300-484"
            )
        low, high = int(bounds[0]), int(bounds[1])
        if low > high:
            raise ValueError(f"bad range {item!r}: {bounds[0]} is after {bounds[1]}")
        ranges.append((low, high))
    return ranges


def in_ranges(number: str, ranges: Sequence[Range]) -> bool:
    """Whether the top-level section of ``number`` lies in one of ``ranges``."""
    section = int(section_of(number))
    return any(low <= section <= high for low, high in ranges)


# --------------------------------------------------------------------------- rules file


def parse_rules_text(text: str) -> list[str]:
    """Return the distinct rule numbers of a rules file, in natural order."""
    seen: set[str] = set()
    for line in text.splitlines():
        match = _RULE_LINE_RE.match(line)
        if match is None:
            continue  # unnumbered continuation row
        number = normalize_number(match.group("num"))
        if number is None:
            continue
        detached = _DETACHED_RE.match(match.group("rest"))
        if detached is not None:
            candidate = normalize_number(f"{number}.{detached.group('seg')}")
            if candidate is not None and candidate not in seen and _expected(candidate, seen):
                number = candidate
        seen.add(number)
    return sorted(seen, key=sort_key)


def _expected(candidate: str, seen: set[str]) -> bool:
    """Whether ``candidate`` is the plausible next rule: a first child or a next sibling.

    Used to repair numbers whose final segment got detached ("461. 4", "461.7. b")
    without misreading body text such as "103.3.a. 12 Rune Cards".
    """
    parent, _, last = candidate.rpartition(".")
    if last == "1":
        return True
    if last == "a":  # too easily the article "a" starting the rule text
        return False
    previous = str(int(last) - 1) if last.isdigit() else chr(ord(last) - 1)
    return f"{parent}.{previous}" in seen


def load_rules(path: Path) -> list[str] | None:
    """Read the rules file; ``None`` when it does not exist."""
    if not path.is_file():
        return None
    return parse_rules_text(path.read_text(encoding="utf-8", errors="replace"))


# --------------------------------------------------------------------------- citations


@dataclass(frozen=True, order=True)
class Citation:
    """One cited value found in a test file (``number`` is normalized when possible)."""

    file: str
    line: int
    number: str


def _strip_yaml_comment(text: str) -> str:
    """Drop a ``#`` comment that is not inside quotes."""
    quote: str | None = None
    for index, char in enumerate(text):
        if quote is not None:
            if char == quote:
                quote = None
        elif char in "\"'":
            quote = char
        elif char == "#" and (index == 0 or text[index - 1].isspace()):
            return text[:index]
    return text


def _yaml_values(text: str) -> Iterator[str]:
    """Split comma-separated YAML flow values, honouring quotes."""
    for raw in text.split(","):
        value = raw.strip().strip("\"'").strip()
        if value:
            yield value


def yaml_citations(text: str) -> list[tuple[str, int]]:
    """Return ``(value, line)`` pairs from the top-level ``rules:`` keys of a YAML text."""
    found: list[tuple[str, int]] = []
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        key = _YAML_KEY_RE.match(lines[index])
        index += 1
        if key is None:
            continue
        rest = _strip_yaml_comment(key.group("rest")).strip()
        if rest.startswith("["):
            # Inline flow list, possibly continued over several lines until "]".
            line_no = index
            body = rest[1:]
            while True:
                closed = body.find("]")
                chunk = body if closed < 0 else body[:closed]
                found.extend((value, line_no) for value in _yaml_values(chunk))
                if closed >= 0 or index >= len(lines):
                    break
                body = _strip_yaml_comment(lines[index])
                index += 1
                line_no = index
        elif rest:
            found.extend((value, index) for value in _yaml_values(rest))
        else:
            # Block list: "- item" lines (indented or not), blank and comment lines.
            while index < len(lines):
                stripped = _strip_yaml_comment(lines[index]).strip()
                if stripped and not (stripped == "-" or stripped.startswith("- ")):
                    break
                index += 1
                if stripped.startswith("-"):
                    found.extend((value, index) for value in _yaml_values(stripped[1:]))
    return found


def python_citations(text: str) -> list[tuple[str, int]]:
    """Return ``(number, line)`` pairs cited after the word ``rule``/``rules``."""
    found: list[tuple[str, int]] = []
    for match in _PY_CITE_RE.finditer(text):
        start = match.start("nums")
        for number in _NUM_RE.finditer(match.group("nums")):
            line = text.count("\n", 0, start + number.start()) + 1
            found.append((number.group(0), line))
    return found


def _display(path: Path) -> str:
    """Path shown in reports: relative to the working directory when below it."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return path.as_posix()


def _test_files(directory: Path) -> Iterator[Path]:
    """YAML and Python files below ``directory``, skipping hidden and cache folders."""
    if directory.is_file():
        yield directory
        return
    for path in sorted(directory.rglob("*")):
        relative = path.relative_to(directory).parts
        if any(part.startswith(".") or part == "__pycache__" for part in relative):
            continue
        if path.is_file() and path.suffix in (".py", ".yaml", ".yml"):
            yield path


def scan_tests(directories: Iterable[Path]) -> list[Citation]:
    """Collect every citation found in the given test directories (or files)."""
    citations: set[Citation] = set()
    for directory in directories:
        for path in _test_files(directory):
            text = path.read_text(encoding="utf-8", errors="replace")
            pairs = python_citations(text) if path.suffix == ".py" else yaml_citations(text)
            name = _display(path)
            for value, line in pairs:
                number = normalize_number(value) or value
                citations.add(Citation(file=name, line=line, number=number))
    return sorted(citations)


# --------------------------------------------------------------------------- report


@dataclass
class Report:
    """Coverage of the rules by the citations."""

    rules: list[str] | None
    cited: dict[str, list[str]] = field(default_factory=dict)
    unknown: list[Citation] = field(default_factory=list)

    @property
    def rules_file_found(self) -> bool:
        return self.rules is not None

    @property
    def rules_total(self) -> int:
        return len(self.rules) if self.rules is not None else 0

    @property
    def cited_total(self) -> int:
        return len(self.cited)

    @property
    def percent(self) -> float | None:
        if not self.rules:
            return None
        return 100.0 * self.cited_total / self.rules_total

    @property
    def sections(self) -> list[str]:
        """Top-level sections of the rules file, in order."""
        if self.rules is None:
            return []
        return sorted({section_of(n) for n in self.rules}, key=sort_key)

    @property
    def touched_sections(self) -> set[str]:
        return {section_of(n) for n in self.cited}

    @property
    def uncited(self) -> list[str]:
        """Rules of the rules file that no test cites, in natural order."""
        return [n for n in (self.rules or []) if n not in self.cited]

    @property
    def uncited_sections(self) -> list[str]:
        touched = self.touched_sections
        return [s for s in self.sections if s not in touched]

    def blocks(self) -> dict[str, dict[str, int]]:
        """Per hundreds block: rules, cited rules, sections and touched sections."""
        result: dict[str, dict[str, int]] = {}
        touched = self.touched_sections
        names = {block_of(n) for n in (self.rules or [])} | {block_of(n) for n in self.cited}
        for name in sorted(names):
            in_block = [n for n in (self.rules or []) if block_of(n) == name]
            sections = [s for s in self.sections if block_of(s) == name]
            result[name] = {
                "rules": len(in_block),
                "cited": sum(1 for n in self.cited if block_of(n) == name),
                "sections": len(sections),
                "sections_touched": sum(1 for s in sections if s in touched),
            }
        return result

    def to_json(self) -> dict[str, object]:
        percent = self.percent
        return {
            "rules_file_found": self.rules_file_found,
            "rules_total": self.rules_total,
            "cited_total": self.cited_total,
            "cited_percent": None if percent is None else round(percent, 2),
            "cited": self.cited,
            "uncited": self.uncited,
            "uncited_sections": self.uncited_sections,
            "blocks": self.blocks(),
            "unknown": [{"number": c.number, "file": c.file, "line": c.line} for c in self.unknown],
        }


def build_report(
    rules: list[str] | None,
    citations: Iterable[Citation],
    ranges: Sequence[Range] | None = None,
) -> Report:
    """Match citations against the rules (all well-formed ones count if ``rules`` is None).

    With ``ranges``, only rules and citations whose top-level number lies in one of them
    are kept (a malformed citation is kept when its first three digits do).
    """
    if ranges:
        rules = None if rules is None else [n for n in rules if in_ranges(n, ranges)]
        citations = [c for c in citations if _cites_in(c.number, ranges)]
    known = set(rules) if rules is not None else None
    files: dict[str, set[str]] = {}
    unknown: list[Citation] = []
    for citation in citations:
        well_formed = normalize_number(citation.number) == citation.number
        if not well_formed or (known is not None and citation.number not in known):
            unknown.append(citation)
            continue
        files.setdefault(citation.number, set()).add(citation.file)
    cited = {n: sorted(files[n]) for n in sorted(files, key=sort_key)}
    return Report(rules=rules, cited=cited, unknown=sorted(unknown))


def _cites_in(number: str, ranges: Sequence[Range]) -> bool:
    """Whether a cited value (possibly malformed) falls inside ``ranges``."""
    head = number[:3]
    return head.isascii() and head.isdigit() and in_ranges(head, ranges)


def _wrap(items: Sequence[str], indent: str = "  ", width: int = 88) -> list[str]:
    lines: list[str] = []
    current = indent
    for item in items:
        if len(current) + len(item) + 1 > width and current.strip():
            lines.append(current.rstrip())
            current = indent
        current += item + " "
    if current.strip():
        lines.append(current.rstrip())
    return lines


def missing_rules_message(rules_path: Path) -> str:
    """What to tell the user when the rules file is not there."""
    return (
        f"Rules file not found: {rules_path}\n"
        "Give the Core Rules v1.3 text file (one rule a line) with --rules PATH; without it "
        "the tool looks for the reference copy beside the repository "
        f"({_display(DEFAULT_RULES)})."
    )


def format_text(
    report: Report,
    rules_path: Path,
    verbose: bool = False,
    ranges: Sequence[Range] | None = None,
) -> str:
    """Human-readable report."""
    out: list[str] = ["Riftbound Core Rules v1.3 coverage by tests"]
    if ranges:
        shown = ", ".join(f"{a:03d}" if a == b else f"{a:03d}-{b:03d}" for a, b in ranges)
        out.append(f"Restricted to rules {shown} (all depths)")
    if report.rules is None:
        out.append(missing_rules_message(rules_path))
        out.append("Listing cited numbers only.")
        out.append(f"Cited: {report.cited_total} distinct rule numbers")
    else:
        percent = report.percent or 0.0
        out.append(f"Rules file: {rules_path}")
        out.append(f"Cited: {report.cited_total} of {report.rules_total} rules ({percent:.1f}%)")
        out.append(f"Sections touched: {len(report.touched_sections)} of {len(report.sections)}")
    out.append("")
    out.append("By block:")
    for name, counts in report.blocks().items():
        if report.rules is None:
            out.append(f"  {name}: {counts['cited']:4d} cited")
            continue
        share = 100.0 * counts["cited"] / counts["rules"] if counts["rules"] else 0.0
        out.append(
            f"  {name}: {counts['cited']:4d} / {counts['rules']:4d} rules ({share:5.1f}%),"
            f" {counts['sections_touched']:3d} / {counts['sections']:3d} sections touched"
        )
    out.append("")
    out.append(f"Cited rules ({report.cited_total}):")
    if not report.cited:
        out.append("  (none)")
    elif verbose:
        for number, files in report.cited.items():
            out.append(f"  {number}: {', '.join(files)}")
    else:
        out.extend(_wrap(list(report.cited)))
    if report.rules is not None:
        uncited = report.uncited_sections
        out.append("")
        out.append(f"Uncited top-level sections ({len(uncited)}):")
        out.extend(_wrap(uncited) or ["  (none)"])
        if verbose:
            out.append("")
            out.append(f"Uncited rules ({len(report.uncited)}), by section:")
            by_section: dict[str, list[str]] = {}
            for number in report.uncited:
                by_section.setdefault(section_of(number), []).append(number)
            for section, numbers in by_section.items():
                head = f"  {section}: "
                lines = _wrap(numbers, indent=" " * len(head))
                out.extend([head + lines[0].lstrip(), *lines[1:]])
            if not by_section:
                out.append("  (none)")
    if report.unknown:
        out.append("")
        out.append(f"Unknown citations ({len(report.unknown)}):")
        out.extend(f"  {c.file}:{c.line}: {c.number}" for c in report.unknown)
    return "\n".join(out)


# --------------------------------------------------------------------------- CLI


def _parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="rules_coverage.py",
        description="Report which Core Rules v1.3 rule numbers the tests cite.",
        epilog=(
            "The rules file is the Core Rules v1.3 text, one rule a line. Without --rules "
            "the tool looks for the reference copy beside the repository, "
            "../shared/reference/rules-2026-03-30/core-rules-v1-3.txt relative to the "
            "repository root; a --rules path that does not exist is an error (exit 2)."
        ),
    )
    parser.add_argument(
        "--rules",
        type=Path,
        metavar="PATH",
        help=f"rules text file, one rule a line (default: {DEFAULT_RULES})",
    )
    parser.add_argument(
        "--tests",
        type=Path,
        action="append",
        metavar="DIR",
        help=f"directory (or file) to scan; repeatable (default: {DEFAULT_TESTS})",
    )
    parser.add_argument(
        "--range",
        dest="ranges",
        action="append",
        metavar="A-B[,C-D]",
        help=(
            "restrict the report to these top-level rules at all depths, e.g. "
            "300-484,649-652 or 800; repeatable"
        ),
    )
    parser.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help="list the files citing each rule and every uncited rule",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--fail-under",
        type=float,
        metavar="PCT",
        help="exit 1 if the percentage of cited rules is below PCT",
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the tool; returns the exit status."""
    args = _parse_args(argv)
    rules_path: Path = args.rules or DEFAULT_RULES
    test_dirs: list[Path] = args.tests or [DEFAULT_TESTS]
    try:
        ranges = [r for spec in args.ranges or [] for r in parse_ranges(spec)]
    except ValueError as error:
        print(f"rules_coverage.py: --range: {error}", file=sys.stderr)
        return 2
    rules = load_rules(rules_path)
    if rules is None and args.rules is not None:
        print(missing_rules_message(rules_path), file=sys.stderr)
        return 2
    report = build_report(rules, scan_tests(d for d in test_dirs if d.exists()), ranges)
    if args.json:
        print(json.dumps(report.to_json(), indent=2))
    else:
        print(format_text(report, rules_path, verbose=args.verbose, ranges=ranges))
    if rules is None and args.json:
        print(missing_rules_message(rules_path), file=sys.stderr)
    if args.fail_under is not None:
        percent = report.percent
        if percent is None:
            print("fail-under: coverage unknown (no rules file)", file=sys.stderr)
            return 1
        if percent < args.fail_under:
            print(
                f"fail-under: {percent:.2f}% of rules cited, below {args.fail_under:g}%",
                file=sys.stderr,
            )
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
