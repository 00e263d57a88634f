"""Card names: pool import time, warm resolution latency, `judge card` cold start."""
from __future__ import annotations

import random
import shutil
import tempfile
import time
from pathlib import Path

import sqlite_utils

from judge import store
from judge.pool import import_pool
from judge.model import DEFAULT_DB

from .timing import SHARED, cold, percentiles

POOL = SHARED / "data" / "cards.csv"


def _typo(name: str, rng: random.Random) -> str:
    chars = list(name)
    i = rng.randrange(len(chars))
    op = rng.choice("dsi")
    if op == "d" and len(chars) > 4:
        del chars[i]
    elif op == "s":
        chars[i] = rng.choice("aeiourst")
    else:
        chars.insert(i, rng.choice("aeiou"))
    return "".join(chars)


def run(quick: bool = False, log=print) -> dict:
    figures = {"card_cold_shipped_ms": cold(["card", "rivalry of warlords"]),
               "card_cold_typo_shipped_ms": cold(["card", "rivaly of warlord"])}
    log(f"judge card (shipped db, whole process): exact {figures['card_cold_shipped_ms']} ms, "
        f"typo {figures['card_cold_typo_shipped_ms']} ms")
    if not POOL.exists():
        log("card pool: skipped (../shared/data/cards.csv not found)")
        return figures
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "full.db"
        shutil.copy(DEFAULT_DB, db)
        t0 = time.perf_counter()
        report = import_pool(db, POOL)
        figures["import_s"] = round(time.perf_counter() - t0, 2)
        figures["import_cards"] = report.cards
        log(f"judge cards import: {report.cards} cards, {report.names} names in {figures['import_s']} s")
        conn = sqlite_utils.Database(db)
        t0 = time.perf_counter()
        resolver = store.load_resolver(conn)
        figures["resolver_load_ms"] = round((time.perf_counter() - t0) * 1000, 1)
        names = [r[0] for r in conn.execute("select name from cards")]
        rng = random.Random(42)
        sample = rng.sample(names, 300 if quick else 2000)
        for kind, queries in (("exact", sample), ("typo", [_typo(n, rng) for n in sample])):
            durations = []
            for q in queries:
                t0 = time.perf_counter()
                resolver.resolve(q)
                durations.append(time.perf_counter() - t0)
            figures[f"resolve_{kind}"] = percentiles(durations)
            f = figures[f"resolve_{kind}"]
            log(f"resolve ({kind}, warm, {f['n']} names): p50 {f['p50_ms']} ms, p99 {f['p99_ms']} ms")
        figures["card_cold_full_pool_typo_ms"] = cold(["card", "wisdom magician", "--db", str(db)], repeat=3)
        log(f"judge card on the full pool (typo, whole process): {figures['card_cold_full_pool_typo_ms']} ms")
    return figures
