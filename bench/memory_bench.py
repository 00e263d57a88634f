"""Peak memory of an ingest (the whole `judge ingest` process), as the kernel counts it."""
from __future__ import annotations

import resource
import subprocess
import sys
import tempfile
from pathlib import Path

from .timing import ROOT, SHARED


def run(quick: bool = False, log=print) -> dict:
    source = SHARED / "corpus" / "goat" if (SHARED / "corpus" / "goat").exists() else ROOT / "data" / "sources"
    with tempfile.TemporaryDirectory() as tmp:
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        subprocess.run([sys.executable, "-m", "judge", "ingest", str(source), "--db", str(Path(tmp) / "m.db")],
                       check=True, capture_output=True, cwd=ROOT)
        peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    figures = {"corpus": source.name, "ingest_peak_mb": round(max(peak_kb, before) / 1024, 1)}
    log(f"judge ingest {source.name}: peak memory {figures['ingest_peak_mb']} MB")
    return figures
