"""Run the benchmarks and print their figures (one JSON line with --json).

    python -m bench            # every benchmark, full size
    python -m bench --quick    # smaller runs, for CI and a quick look
    python -m bench --json     # one line of JSON figures
"""
from __future__ import annotations

import argparse
import json
import sys

from . import cards_bench, ingest_bench, memory_bench, search_bench, sim_bench, web_bench

SUITES = {"ingest": ingest_bench.run, "memory": memory_bench.run, "cards": cards_bench.run,
          "search": search_bench.run, "sim": sim_bench.run, "web": web_bench.run}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="smaller runs")
    ap.add_argument("--json", action="store_true", help="print one JSON line of figures")
    ap.add_argument("only", nargs="*", help=f"benchmarks to run: {', '.join(SUITES)} (default: all)")
    args = ap.parse_args(argv)
    unknown = set(args.only) - set(SUITES)
    if unknown:
        ap.error(f"unknown benchmark(s): {', '.join(sorted(unknown))}")
    figures = {}
    for name, run in SUITES.items():
        if args.only and name not in args.only:
            continue
        figures[name] = run(quick=args.quick, log=(lambda *_: None) if args.json else print)
    if args.json:
        print(json.dumps(figures, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
