"""Search and ask latency: cold whole-process commands; warm in-process p50/p99 beside the bare
FTS5 query for the same words, on the shipped database and on a 100k-record corpus."""
from __future__ import annotations

import random
import re
import shutil
import sqlite3
import time
from pathlib import Path

import sqlite_utils
import yaml

from judge import store
from judge.model import DEFAULT_DB, fold
from judge.qa import ask, warm
from judge.text import WORD, fts_expression, words_of
from judge.writer import write_term_counts
from judge.search import search

from .timing import CACHE, ROOT, SHARED, bare_process, cold, percentiles
QUESTION_FILES = [ROOT / "tests" / "data" / "questions.yaml", ROOT / "tests" / "data" / "goat_questions.yaml",
                  SHARED / "eval" / "dev-questions.yaml"]


def questions() -> list[str]:
    out = []
    for path in QUESTION_FILES:
        if path.exists():
            out += [q["q"] for q in yaml.safe_load(path.read_text(encoding="utf-8"))]
    return out


def bare_expression(text: str) -> str:
    """The naive query: the question's own words, quoted, OR-ed (what a plain FTS5 search would run)."""
    return fts_expression([w for w in WORD.findall(fold(text)) if len(w) > 2])


def measure(db_path: Path, qs: list[str], rounds: int) -> dict:
    db = store.open_db(db_path)
    resolver = store.load_resolver(db)
    bare = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    ours, theirs = [], []
    for q in qs:  # warm the caches once
        search(db, q, resolver, 10)
    warm(db, resolver)  # as the web server does before its first request
    for _ in range(rounds):
        for q in qs:
            t0 = time.perf_counter()
            search(db, q, resolver, 10)
            ours.append(time.perf_counter() - t0)
            expression = bare_expression(q)
            t0 = time.perf_counter()
            if expression:
                bare.execute("select rowid from records_fts where records_fts match ? "
                             "order by bm25(records_fts) limit 10", [expression]).fetchall()
            theirs.append(time.perf_counter() - t0)
    p_ours, p_bare = percentiles(ours), percentiles(theirs)
    # a whole answer (`judge ask` warm): the search, then the verdict's case, confidence, formats;
    # warmed once too (a language's tables, a card's doings are read at their first question)
    for q in qs:
        ask(db, q, resolver)
    answers = []
    for q in qs:
        t0 = time.perf_counter()
        ask(db, q, resolver)
        answers.append(time.perf_counter() - t0)
    return {"records": db.count("records"), "search": p_ours, "bare_fts": p_bare, "ask": percentiles(answers),
            "ratio_p50": round(p_ours["p50_ms"] / max(p_bare["p50_ms"], 1e-6), 2),
            "ratio_p99": round(p_ours["p99_ms"] / max(p_bare["p99_ms"], 1e-6), 2)}


def _reindex(conn: sqlite3.Connection, path: Path) -> Path:
    """After rows were added or removed by hand: rebuild the FTS5 index and the word counts."""
    conn.execute("insert into records_fts(records_fts) values ('rebuild')")
    conn.commit()
    conn.close()
    db = sqlite_utils.Database(path)
    write_term_counts(db)
    db.conn.close()
    return path


def sized_corpus(size: int) -> Path | None:
    """A corpus of about `size` records: the goat corpus cut down, or replicated up (cached)."""
    path = CACHE / f"corpus-{size}.db"
    if path.exists():
        try:
            store.open_db(path)
            return path
        except Exception:  # an older schema: build again
            path.unlink()
    if size > 20_000:
        return big_corpus(size)
    base = big_corpus(0)
    if base is None:
        return None
    shutil.copy(base, path)
    conn = sqlite3.connect(path)
    conn.execute("delete from records where rowid > ?", [size])
    conn.execute("delete from record_cards where record not in (select id from records)")
    conn.execute("delete from record_mechanics where record not in (select id from records)")
    return _reindex(conn, path)


def big_corpus(target: int = 100_000) -> Path | None:
    """The goat corpus ingested, then replicated with variations up to `target` records (cached)."""
    path = CACHE / f"corpus-{target}.db"
    if path.exists():
        try:
            store.open_db(path)
            return path
        except Exception:  # built by an older schema: build again
            path.unlink()
    goat = SHARED / "corpus" / "goat"
    if not goat.exists():
        return None
    CACHE.mkdir(parents=True, exist_ok=True)
    from judge.ingest import ingest

    base = CACHE / "goat.db"
    try:
        store.open_db(base)
    except Exception:  # missing, or built by an older schema
        ingest([goat], base)
    if target == 0:
        return base
    shutil.copy(base, path)
    conn = sqlite3.connect(path)
    rows = conn.execute("select * from records").fetchall()
    cols = [c[1] for c in conn.execute("pragma table_info(records)")]
    links = conn.execute("select record, card from record_cards").fetchall()
    mechs = conn.execute("select record, mechanic from record_mechanics").fetchall()
    rng = random.Random(7)
    numbers = re.compile(r"\b\d+\b")
    copy = 0
    while conn.execute("select count(*) from records").fetchone()[0] < target:
        copy += 1
        new_rows = []
        for row in rows:
            rec = dict(zip(cols, row))
            # a variation: other numbers, a copy marker, so texts differ and ids are new
            rec["text"] = numbers.sub(lambda m: str(int(m.group(0)) + rng.randint(1, 9)), rec["text"])
            rec["words"] = words_of(rec["text"] + " " + rec["context"])
            rec["id"] = f"{rec['id']}~{copy}"
            new_rows.append(tuple(rec[c] for c in cols))
        conn.executemany(f"insert into records ({', '.join(cols)}) values ({', '.join('?' * len(cols))})", new_rows)
        conn.executemany("insert into record_cards values (?, ?)", [(f"{r}~{copy}", c) for r, c in links])
        conn.executemany("insert into record_mechanics values (?, ?)", [(f"{r}~{copy}", m) for r, m in mechs])
    return _reindex(conn, path)


def run(quick: bool = False, log=print) -> dict:
    figures = {
        "search_cold_ms": cold(["search", "rivalry of warlords tribute"]),
        "ask_cold_ms": cold(["ask", "can I tribute one of my two Spellcasters for Jinzo under Rivalry of Warlords?"]),
    }
    figures["card_cold_typo_ms"] = cold(["card", "jar of gred"])
    figures["bare_process_ms"] = bare_process()
    for name in ("ask_cold_ms", "card_cold_typo_ms"):
        figures[name.replace("_ms", "_ratio")] = round(figures[name] / figures["bare_process_ms"], 1)
    log(f"judge search (whole process): {figures['search_cold_ms']} ms; judge ask: {figures['ask_cold_ms']} ms; "
        f"judge card with a typo: {figures['card_cold_typo_ms']} ms (the shipped database: every card); "
        f"a bare python + sqlite3 process: {figures['bare_process_ms']} ms "
        f"(ask {figures['ask_cold_ratio']}×, card {figures['card_cold_typo_ratio']}×)")
    qs = questions()
    # long hostile questions (20,000 characters) must still be answered quickly
    db = store.open_db(DEFAULT_DB)
    resolver = store.load_resolver(db)
    worst = 0.0
    from judge.model import JudgeError

    for text in ("x" * 20_000, "a-" * 10_000, "abc " * 5_000, "'" * 20_000, ("rivalry tribute monstro " * 900)[:20_000]):
        t0 = time.perf_counter()
        try:
            ask(db, text, resolver)
        except JudgeError:  # no words at all: refused as bad input, which must be quick too
            pass
        worst = max(worst, time.perf_counter() - t0)
    figures["ask_20k_chars_worst_ms"] = round(worst * 1000, 1)
    log(f"ask with a 20,000-character question: worst {figures['ask_20k_chars_worst_ms']} ms")
    sizes = [("shipped", lambda: DEFAULT_DB), ("corpus_1k", lambda: sized_corpus(1_000)),
             ("corpus_10k", lambda: sized_corpus(10_000))]
    if not quick:
        sizes.append(("corpus_100k", lambda: sized_corpus(100_000)))
    for name, make in sizes:
        path = make()
        if path is None:
            log(f"search {name}: skipped (../shared/corpus/goat not found)")
            continue
        f = figures[name] = measure(path, qs, rounds=3 if name == "shipped" else 2)
        log(f"search {name} ({f['records']} records, {len(qs)} questions): p50 {f['search']['p50_ms']} ms, "
            f"p99 {f['search']['p99_ms']} ms; bare FTS5 p50 {f['bare_fts']['p50_ms']} ms, "
            f"p99 {f['bare_fts']['p99_ms']} ms; ratio p50 {f['ratio_p50']}×, p99 {f['ratio_p99']}×; "
            f"ask p50 {f['ask']['p50_ms']} ms, p99 {f['ask']['p99_ms']} ms")
    return figures
