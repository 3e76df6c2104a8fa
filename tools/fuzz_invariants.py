"""Dev tool: the long invariant fuzz of issue 10 — random games in every mode with
concessions, each checked at every step by :func:`riftbound.invariants.check_game` (zones,
conservation of cards, clone, serialize, replay, hidden information).

    python tools/fuzz_invariants.py --games 20000 [--jobs 2] [--first-seed 0] [--concede-rate 0.01]

The game with seed S plays mode ``MODES[S % 5]`` (duel, match, ffa3, ffa4, 2v2); seeds run
from ``first_seed``. Prints every failure (mode, seed, step, what broke) as it happens,
progress every 1000 games, and the totals per mode at the end or when stopped (Ctrl-C, or
``kill PID`` for a background run); exits 1 if any game failed.
"""

from __future__ import annotations

import argparse
import signal
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from riftbound.invariants import MODES, InvariantError, check_game


def one(args: tuple[int, float]) -> tuple[str, int, int, int, int, int, str]:
    k, rate = args
    mode = MODES[k % len(MODES)]
    try:
        c = check_game(mode, k, rate)
    except InvariantError as e:
        return mode, k, 0, 0, 0, 0, str(e)
    except Exception as e:  # an engine failure is a finding too
        return mode, k, 0, 0, 0, 0, f"{type(e).__name__}: {e}"
    return mode, k, c.steps, c.concessions, c.twins, c.twin_steps, ""


def _stop(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--first-seed", type=int, default=0)
    ap.add_argument("--concede-rate", type=float, default=0.01)
    a = ap.parse_args()
    start = time.time()
    totals = {m: [0, 0, 0, 0, 0] for m in MODES}  # games, steps, concessions, twins, twin steps
    failures: list[str] = []
    work = [(a.first_seed + k, a.concede_rate) for k in range(a.games)]
    signal.signal(signal.SIGTERM, _stop)  # `kill PID` stops a background run with its totals, as Ctrl-C does
    pool = ProcessPoolExecutor(a.jobs)
    try:
        for mode, seed, steps, conc, twins, tsteps, err in pool.map(one, work, chunksize=2):
            if err:
                failures.append(f"{mode} seed {seed}: {err}")
                print(f"FAIL {mode} seed {seed}: {err}", flush=True)
            t = totals[mode]
            for i, v in enumerate((1, steps, conc, twins, tsteps)):
                t[i] += v
            done = sum(x[0] for x in totals.values())
            if done % 1000 == 0:
                print(f"{done} games ({sum(x[1] for x in totals.values())} steps), {len(failures)} failed, "
                      f"{time.time() - start:.0f} s", flush=True)
    except KeyboardInterrupt:
        print("interrupted; the totals so far:", flush=True)
    finally:
        pool.shutdown(wait=False, cancel_futures=True)
    for m, (g, s, c, tw, ts) in totals.items():
        print(f"{m:6} {g:6} games {s:9} steps {c:6} concessions {tw:7} hidden twins {ts:9} twin steps")
    played = sum(t[0] for t in totals.values())
    print(f"{played} games, {len(failures)} failed, {time.time() - start:.0f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
