"""The benchmark suite's own code runs (its figures are measured by `python -m bench`, not here)."""
from __future__ import annotations

import pytest

from bench import __main__ as bench_main
from bench import memory_bench, search_bench, sim_bench
from judge.model import DEFAULT_DB


def test_search_measure_gives_every_figure():
    figures = search_bench.measure(DEFAULT_DB, search_bench.questions()[:5], rounds=1)
    assert figures["records"] > 100
    assert {"p50_ms", "p99_ms"} <= set(figures["search"]) and {"p50_ms", "p99_ms"} <= set(figures["bare_fts"])
    assert {"p50_ms", "p99_ms"} <= set(figures["ask"])
    assert figures["ratio_p50"] > 0


def test_sim_bench_runs():
    figures = sim_bench.run(quick=True, log=lambda *_: None)
    assert figures


def test_big_document_is_made_of_the_goat_corpus(tmp_path, monkeypatch):
    monkeypatch.setattr(memory_bench, "CACHE", tmp_path)
    path = memory_bench.big_document(megabytes=1)
    if path is None:
        pytest.skip("../shared/corpus/goat not found")
    assert path.stat().st_size >= 1_000_000 and path.read_text(encoding="utf-8").strip()
    assert memory_bench.big_document(megabytes=1) == path  # cached


def test_unknown_benchmark_is_refused(capsys):
    with pytest.raises(SystemExit) as err:
        bench_main.main(["nonsense"])
    assert err.value.code == 2
