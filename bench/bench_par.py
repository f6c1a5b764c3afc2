"""How long a par deal takes, in CPython and on the page's Python (results in docs/BENCHMARKS.md).

    .venv/bin/python bench/bench_par.py --deals 8 --seed 1 [--levels medium,expert] [--no-pyodide]

Plays the par deal of South (the Expert in South's seat) in ``--deals`` deals
against each of ``--levels`` (see ``bench/par_timing.py``) under CPython, then
the same deals on the vendored Pyodide in Node.js (``scripts/run_in_pyodide.mjs``;
the browser runs the same interpreter), checks that both give the same par
deals, and prints seconds per deal for each level (elapsed, and under CPython
processor time too, which a machine busy with other work does not inflate;
Pyodide's ``time.process_time`` is the wall clock, so only elapsed there): mean
with a 95% interval, median, maximum, the longest slice between two yields, and
the Pyodide / CPython ratio deal by deal.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import par_timing  # noqa: E402

LEVELS = ("medium", "expert")
"""The page's usual table and the slowest one (three Expert players)."""


def summary(name: str, seconds: Sequence[float]) -> str:
    mean = statistics.fmean(seconds)
    half = 1.96 * statistics.stdev(seconds) / math.sqrt(len(seconds)) if len(seconds) > 1 else 0.0
    return (
        f"{name}: {len(seconds)} deals, mean {mean:.2f} s (95% interval {mean - half:.2f} to {mean + half:.2f}),"
        f" median {statistics.median(seconds):.2f} s, max {max(seconds):.2f} s"
    )


def on_pyodide(deals: int, seed: int, levels: Sequence[str]) -> list[par_timing.Timed]:
    node = shutil.which("node")
    pyodide = ROOT / "node_modules" / "pyodide"
    if node is None or not pyodide.is_dir():
        sys.exit("bench_par: node and node_modules/pyodide are needed (./scripts/setup)")
    runner = ROOT / "scripts" / "run_in_pyodide.mjs"
    script = ROOT / "bench" / "par_timing.py"
    done = subprocess.run(
        [node, str(runner), str(pyodide), str(script), str(deals), str(seed), ",".join(levels)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        sys.exit(f"bench_par: Pyodide run failed:\n{done.stderr}")
    found: list[par_timing.Timed] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def report(name: str, timed: Sequence[par_timing.Timed], levels: Sequence[str], cpu: bool) -> None:
    for level in levels:
        mine = [d for d in timed if d["level"] == level]
        print(summary(f"  {name} against {level}, elapsed", [d["seconds"] for d in mine]))
        if cpu:
            print(summary(f"  {name} against {level}, CPU    ", [d["cpu"] for d in mine]))
        longest = max(d["longest"] for d in mine)
        print(f"    longest slice {longest * 1000:.0f} ms; pars: {', '.join(str(d['par']) for d in mine)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default=",".join(LEVELS), help="the other three seats' levels, comma-separated")
    parser.add_argument("--no-pyodide", action="store_true", help="time CPython only")
    args = parser.parse_args()
    levels = [level.strip() for level in args.levels.split(",") if level.strip()]
    print("start: load {:.1f} {:.1f} {:.1f}".format(*os.getloadavg()), flush=True)
    here = par_timing.measure(args.deals, args.seed, levels)
    print(f"CPython {sys.version.split()[0]} done: load {os.getloadavg()[0]:.1f}", flush=True)
    report("CPython", here, levels, cpu=True)
    if args.no_pyodide:
        return
    there = on_pyodide(args.deals, args.seed, levels)
    print(f"Pyodide done: load {os.getloadavg()[0]:.1f}", flush=True)
    if [d["digest"] for d in here] != [d["digest"] for d in there]:
        sys.exit("bench_par: CPython and Pyodide gave different par deals")
    print("  the par deals are identical on both interpreters")
    report("Pyodide", there, levels, cpu=False)
    ratios = [b["seconds"] / a["seconds"] for a, b in zip(here, there, strict=True)]
    print(f"  Pyodide / CPython elapsed, deal by deal: median {statistics.median(ratios):.2f}, max {max(ratios):.2f}")


if __name__ == "__main__":
    main()
