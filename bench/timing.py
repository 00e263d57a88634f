"""Small timing helpers shared by the benchmarks."""
from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
CACHE = ROOT / "bench" / ".cache"  # benchmark corpora, built once (not committed)


def percentiles(samples_s: list[float]) -> dict:
    """p50 / p99 / max of a list of durations, in milliseconds."""
    ordered = sorted(samples_s)
    p99 = ordered[min(len(ordered) - 1, int(round(0.99 * (len(ordered) - 1))))]
    return {"p50_ms": round(statistics.median(ordered) * 1000, 3), "p99_ms": round(p99 * 1000, 3),
            "max_ms": round(ordered[-1] * 1000, 3), "n": len(ordered)}


_COMPILED = []


def compiled() -> None:
    """Write the package's bytecode once, as an install does (pip compiles what it installs): a
    machine that sets PYTHONDONTWRITEBYTECODE would otherwise recompile the whole package in every
    cold process (about 45 ms), which no installed copy does."""
    if not _COMPILED:
        import compileall

        compileall.compile_dir(str(ROOT / "judge"), quiet=1)
        _COMPILED.append(True)


def cold(args: list[str], repeat: int = 5) -> float:
    """Best wall time of a whole `judge …` process, in milliseconds (best of `repeat`), its
    bytecode written first (`compiled`)."""
    compiled()
    best = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-m", "judge", *args], capture_output=True, cwd=ROOT)
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
    return round(best * 1000, 1)


def bare_process(repeat: int = 5) -> float:
    """Best wall time of a bare Python process that opens the shipped database, in milliseconds:
    the floor a cold `judge` command is compared with."""
    code = "import sqlite3; sqlite3.connect('data/rulings.db').execute('select 1').fetchone()"
    best = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], capture_output=True, cwd=ROOT)
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
    return round(best * 1000, 1)
