"""Dev tool: count CPU instructions per engine decision with valgrind's callgrind, a
measure that, unlike wall-clock time, does not move with the machine's load.

    python tools/instructions_per_decision.py [--games 8] [--decks real]

It runs random games (seeds 0..N-1) under callgrind, subtracts a run that only creates a
game, and divides by the number of decisions. ``--decks real`` plays the bench's two real
decks (``riftbound.bench.REAL_DECKS``) instead of the default test decks. Needs ``valgrind``
on the PATH.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile

from riftbound.bench import REAL_DECKS

WORK = """
import random, sys
import riftbound
from riftbound import engine
n = 0
decks = sys.argv[2].split(",") if sys.argv[2] else None
for s in range(int(sys.argv[1])):
    g = riftbound.new_game(seed=s, decks=decks)
    r = random.Random(s)
    while not g.is_terminal():
        engine.apply(g.s, r.choice(engine.legal_actions(g.s)))
        n += 1
print(n)
"""
BASE = """
import sys, riftbound
riftbound.new_game(seed=0, decks=sys.argv[2].split(",") if sys.argv[2] else None)
print(0)
"""


def instructions(script: str, games: str, decks: str) -> tuple[int, int]:
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/cg.out",
                              sys.executable, "-c", script, games, decks], capture_output=True, text=True, check=True)
    found = re.search(r"Collected : (\d+)", out.stderr)
    if found is None:
        raise SystemExit(f"callgrind printed no total:\n{out.stderr[-2000:]}")
    return int(found.group(1)), int(out.stdout.strip() or 0)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=8)
    ap.add_argument("--decks", default="", help="'real' for the bench's real decks, or comma-separated deck names")
    args = ap.parse_args()
    decks = ",".join(REAL_DECKS) if args.decks == "real" else args.decks
    if shutil.which("valgrind") is None:
        print("valgrind is not installed", file=sys.stderr)
        return 2
    total, decisions = instructions(WORK, str(args.games), decks)
    base, _ = instructions(BASE, "0", decks)
    print(f"{(total - base) // max(1, decisions):,} instructions per decision over {decisions} decisions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
