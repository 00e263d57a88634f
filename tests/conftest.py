"""Shared fixtures: a fresh ingest of the shipped sources, the shared corpus, a CLI runner."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import sqlite_utils

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
SOURCES = ROOT / "data" / "sources"


def ingested(root: Path, documents: dict[str, str]):
    """A database ingested from documents written for a test ({file name: text}), opened."""
    from judge import store
    from judge.ingest import ingest

    (root / "docs").mkdir()
    for name, text in documents.items():
        (root / "docs" / name).write_text(text, encoding="utf-8")
    ingest([root / "docs"], root / "rulings.db")
    return store.open_db(root / "rulings.db")


def library_of(factory, name: str, documents: dict[str, str]):
    """A module's library of documents written for its tests (`tmp_path_factory`): the opened
    database and its resolver."""
    from judge import store

    db = ingested(factory.mktemp(name), documents)
    return db, store.resolver(db)


def records_with_cards(db, *columns: str) -> list[tuple]:
    """Each record's `columns` and its cards (joined by commas, None if none), in the order of
    the document: what ingest tests read of a database."""
    chosen = ", ".join(f"r.{c}" for c in columns)
    return list(db.execute(f"select {chosen}, group_concat(rc.card) from records r left join record_cards rc "
                           "on rc.record = r.id group by r.id order by r.document, r.start"))


def run_judge(*args: str, env: dict | None = None, input: str | None = None, timeout: float = 300):
    """Run the real `judge` command in a subprocess, as a user would."""
    full_env = {**os.environ, **(env or {})}
    full_env.pop("JUDGE_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "judge", *args], capture_output=True, text=True,
                          env=full_env, input=input, timeout=timeout, cwd=ROOT)


@pytest.fixture(scope="session")
def seed_db(tmp_path_factory) -> Path:
    """A database freshly built from data/sources (not the shipped one)."""
    from judge.ingest import ingest

    path = tmp_path_factory.mktemp("seed") / "rulings.db"
    ingest([SOURCES], path)
    return path


@pytest.fixture(scope="session")
def seed_records(seed_db) -> list[dict]:
    db = sqlite_utils.Database(seed_db)
    rows = [dict(r) for r in db.query("select * from records order by document, start")]
    cards, mechs = {}, {}
    for r in db.query("select record, card from record_cards"):
        cards.setdefault(r["record"], []).append(r["card"])
    for r in db.query("select record, mechanic from record_mechanics"):
        mechs.setdefault(r["record"], []).append(r["mechanic"])
    for row in rows:
        row["cards"] = sorted(cards.get(row["id"], []))
        row["mechanics"] = sorted(mechs.get(row["id"], []))
    return rows


@pytest.fixture(scope="session")
def shared() -> Path:
    """../shared (corpus, card pool, eval); tests that need it skip on a user's machine."""
    if not (SHARED / "corpus").is_dir():
        pytest.skip("../shared is not present")
    return SHARED
