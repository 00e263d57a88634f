"""The simulator: time to verify every scenario, and one replay."""
from __future__ import annotations

import time

from judge import store
from judge.model import DEFAULT_DB
from judge.sim import load, replay
from judge.sim.verify import scenario_files, verify

from .timing import percentiles


def run(quick: bool = False, log=print) -> dict:
    db = store.open_db(DEFAULT_DB)
    records = [{"id": i, "text": t, "context": c} for i, t, c in db.execute("select id, text, context from records")]
    t0 = time.perf_counter()
    result = verify(records)
    figures = {"verify_s": round(time.perf_counter() - t0, 3), "scenarios": result.scenarios, "met": result.met,
               **result.counts()}
    loaded = [load(p) for p in scenario_files()]
    durations = []
    for _ in range(1 if quick else 5):
        for sc in loaded:
            t0 = time.perf_counter()
            replay(sc)
            durations.append(time.perf_counter() - t0)
    figures["replay"] = percentiles(durations)
    log(f"judge verify: {result.scenarios} scenarios ({result.met} met) in {figures['verify_s']} s; "
        f"records {figures['confirmed']} confirmed, {figures['contradicted']} contradicted, "
        f"{figures['unverified']} unverified")
    log(f"one replay: p50 {figures['replay']['p50_ms']} ms, p99 {figures['replay']['p99_ms']} ms, "
        f"max {figures['replay']['max_ms']} ms")
    return figures
