"""Dev tool: count CPU instructions per engine decision with valgrind's callgrind, a
measure that, unlike wall-clock time, does not move with the machine's load.

    python tools/instructions_per_decision.py [--games 8]

It runs random games (seeds 0..N-1) under callgrind, subtracts a run that only creates a
game, and divides by the number of decisions. Needs ``valgrind`` on the PATH.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile

WORK = """
import random, sys
import riftbound
from riftbound import engine
n = 0
for s in range(int(sys.argv[1])):
    g = riftbound.new_game(seed=s)
    r = random.Random(s)
    while not g.is_terminal():
        engine.apply(g.s, r.choice(engine.legal_actions(g.s)))
        n += 1
print(n)
"""
BASE = "import riftbound\nriftbound.new_game(seed=0)\nprint(0)\n"


def instructions(script: str, arg: str) -> tuple[int, int]:
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/cg.out",
                              sys.executable, "-c", script, arg], capture_output=True, text=True, check=True)
    found = re.search(r"Collected : (\d+)", out.stderr)
    if found is None:
        raise SystemExit(f"callgrind printed no total:\n{out.stderr[-2000:]}")
    return int(found.group(1)), int(out.stdout.strip() or 0)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=8)
    args = ap.parse_args()
    if shutil.which("valgrind") is None:
        print("valgrind is not installed", file=sys.stderr)
        return 2
    total, decisions = instructions(WORK, str(args.games))
    base, _ = instructions(BASE, "0")
    print(f"{(total - base) // max(1, decisions):,} instructions per decision over {decisions} decisions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
