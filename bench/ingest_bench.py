"""Ingest throughput: sentences/s and records/s on the seeds and on ../shared/corpus/goat."""
from __future__ import annotations

import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from judge.cards import load_cards
from judge.ingest import make_tagger, read_all, records_of

ROOT = Path(__file__).resolve().parent.parent
CORPORA = {
    "seeds": [ROOT / "data" / "sources"],
    "goat_text": [ROOT.parent / "shared" / "corpus" / "goat"],
    "goat_raw": [ROOT.parent / "shared" / "corpus" / "goat" / "raw"],
}


def _measure(paths: list[Path], tagger, repeat: int) -> dict:
    """Best of `repeat` runs of read → records (the pipelines are built once, outside)."""
    best = None
    for _ in range(repeat):
        tagger.sentences = 0
        t0 = time.perf_counter()
        docs = read_all(paths)
        records = list(records_of(docs, tagger))
        seconds = time.perf_counter() - t0
        if best is None or seconds < best["seconds"]:
            best = {"documents": len(docs), "sentences": tagger.sentences, "records": len(records),
                    "seconds": round(seconds, 3)}
    best["sentences_per_s"] = round(best["sentences"] / best["seconds"])
    best["records_per_s"] = round(best["records"] / best["seconds"])
    return best


def run(quick: bool = False, log=print) -> dict:
    t0 = time.perf_counter()
    tagger = make_tagger(load_cards())
    figures = {"pipeline_start_s": round(time.perf_counter() - t0, 3)}
    for name, paths in CORPORA.items():
        if not all(p.exists() for p in paths):
            log(f"ingest {name}: skipped ({paths[0]} not found)")
            continue
        if quick and name == "goat_raw":
            continue
        figures[name] = _measure(paths, tagger, repeat=1 if quick or name != "seeds" else 3)
        f = figures[name]
        log(f"ingest {name:9}: {f['documents']:3} documents {f['sentences']:6} sentences "
            f"{f['records']:6} records in {f['seconds']:6.2f} s = {f['sentences_per_s']:6} sentences/s, "
            f"{f['records_per_s']:6} records/s")
    # the whole command as a user runs it: process start, spaCy, pipelines, database write
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-m", "judge", "ingest", "--db", str(Path(tmp) / "r.db")],
                       check=True, capture_output=True, cwd=ROOT)
        figures["seeds_command_s"] = round(time.perf_counter() - t0, 3)
    log(f"judge ingest (seeds, whole process): {figures['seeds_command_s']} s")
    # hostile documents: a sentence of 100,000 words naming a card and a mechanic in every
    # clause (a table dumped with no stops), a JSON document nested 5,000 deep (refused), a forum
    # page of 2,000 replies each quoting a line above it
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "long.txt").write_text("Sangan can be tributed and " * 20_000 + ".", encoding="utf-8")
        (Path(tmp) / "deep.json").write_text("[" * 5_000 + "]" * 5_000, encoding="utf-8")
        (Path(tmp) / "thread.html").write_text("<p>Jinzo negates Trap Cards on the field.</p>" + (
            "<div><blockquote>Jinzo negates Trap Cards</blockquote><p>" + "so it does as the FAQ says " * 20 + "."
            + "</p></div>") * 2_000, encoding="utf-8")
        t0 = time.perf_counter()
        docs = read_all([Path(tmp)], strict=False, skipped=[])
        list(records_of(docs, tagger))
        figures["hostile_s"] = round(time.perf_counter() - t0, 3)
    log(f"ingest of a 100,000-word sentence, a JSON document nested 5,000 deep and a thread of 2,000 quoting "
        f"replies: {figures['hostile_s']} s")
    goat = CORPORA["goat_text"][0]
    if not quick and goat.exists():
        # the figure `judge ingest` itself prints for the seeds and the Goat corpus (text and
        # raw JSON): the whole build, worker processes and scenario replays included
        with tempfile.TemporaryDirectory() as tmp:
            out = subprocess.run([sys.executable, "-m", "judge", "ingest", "data/sources", str(goat),
                                  "--db", str(Path(tmp) / "g.db")], check=True, capture_output=True,
                                 text=True, cwd=ROOT).stdout
        rate = re.search(r"\(([\d,]+) sentences/s\)", out)
        figures["goat_command_sentences_per_s"] = int(rate.group(1).replace(",", "")) if rate else None
        log(f"judge ingest data/sources {goat} (as it reports itself): {out.strip()}")
    return figures
