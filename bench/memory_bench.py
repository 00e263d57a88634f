"""Peak memory of an ingest (the whole `judge ingest` process), as the kernel counts it: the goat
corpus, and (full run) a 50 MB document made of it."""
from __future__ import annotations

import random
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .timing import CACHE, ROOT, SHARED

BIG_MB = 50


def big_document(megabytes: int = BIG_MB) -> Path | None:
    """One text document of `megabytes` MB: the goat corpus repeated, its numbers varied (cached)."""
    goat = SHARED / "corpus" / "goat"
    if not goat.exists():
        return None
    path = CACHE / f"big-{megabytes}mb.txt"
    if path.exists():
        return path
    CACHE.mkdir(parents=True, exist_ok=True)
    texts = [f.read_text(encoding="utf-8") for f in sorted(goat.glob("*.txt"))]
    rng = random.Random(50)
    numbers = re.compile(r"\b\d+\b")
    size, target = 0, megabytes * 1_000_000
    partial = path.with_suffix(".part")
    with partial.open("w", encoding="utf-8") as out:
        while size < target:
            for text in texts:
                varied = numbers.sub(lambda m: str(int(m.group(0)) + rng.randint(1, 9)), text) + "\n\n"
                out.write(varied)
                size += len(varied.encode("utf-8"))
    partial.replace(path)
    return path


def _peak_of_ingest(source: Path) -> tuple[float, float]:
    """(peak MB, seconds) of `judge ingest source` in a child process."""
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-m", "judge", "ingest", str(source), "--db", str(Path(tmp) / "m.db")],
                       check=True, capture_output=True, cwd=ROOT)
        seconds = time.perf_counter() - t0
    # ru_maxrss of the children is the largest of any child so far: run the smaller ingest first
    return round(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024, 1), round(seconds, 1)


def run(quick: bool = False, log=print) -> dict:
    source = SHARED / "corpus" / "goat" if (SHARED / "corpus" / "goat").exists() else ROOT / "data" / "sources"
    peak, _ = _peak_of_ingest(source)
    figures = {"corpus": source.name, "ingest_peak_mb": peak}
    log(f"judge ingest {source.name}: peak memory {peak} MB")
    big = None if quick else big_document()
    if big is not None:
        peak, seconds = _peak_of_ingest(big)
        figures.update(big_document_mb=round(big.stat().st_size / 1e6, 1), big_ingest_peak_mb=peak,
                       big_ingest_s=seconds)
        log(f"judge ingest of a {figures['big_document_mb']} MB document: {seconds} s, peak memory {peak} MB")
    return figures
