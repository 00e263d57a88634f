"""The SQLite store: schema, atomic build, and the look-ups every reader shares."""
from __future__ import annotations

import os
import sqlite3
import tempfile
from pathlib import Path

import sqlite_utils

from .cards import Card
from .glossary import Mechanic
from .model import DEFAULT_DB, PROJECT_DIR, Document, JudgeError, Record, fold

SCHEMA_VERSION = "1"
FTS_COLUMNS = ["text", "situation", "verdict", "context"]
FTS_TOKENIZE = "unicode61 remove_diacritics 2"


def default_db() -> Path:
    """The database a command reads: $JUDGE_DB, else the shipped data/rulings.db."""
    return Path(os.environ.get("JUDGE_DB") or DEFAULT_DB)


def open_db(path: Path) -> sqlite_utils.Database:
    """Open an existing database read-only in spirit; a missing or foreign file is a user error."""
    if not path.is_file():
        raise JudgeError(f"{path}: no such database (run `judge ingest` first)")
    try:
        db = sqlite_utils.Database(sqlite3.connect(f"file:{path}?mode=ro", uri=True))
        version = db.execute("select value from meta where key = 'schema'").fetchone()
    except sqlite3.DatabaseError:
        raise JudgeError(f"{path}: not a judge database") from None
    if not version or version[0] != SCHEMA_VERSION:
        raise JudgeError(f"{path}: built by another version of judge; run `judge ingest` again")
    return db


def _rel(path: str) -> str:
    try:
        return str(Path(path).resolve().relative_to(PROJECT_DIR))
    except ValueError:
        return path


def build(target: Path, documents: list[Document], records: list[Record], cards: list[Card],
          mechanics: tuple[Mechanic, ...]) -> None:
    """Write a fresh database beside `target`, then move it into place in one step."""
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    os.close(fd)
    try:
        db = sqlite_utils.Database(tmp, recreate=True)
        _write(db, documents, records, cards, mechanics)
        db.conn.execute("vacuum")
        db.conn.close()
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _create_tables(db) -> None:
    """Tables that may receive no rows still exist, so every reader can query them."""
    db["card_names"].create({"norm": str, "name": str, "card": str, "kind": str}, pk=("norm", "card"))
    db["record_cards"].create({"record": str, "card": str}, pk=("record", "card"))
    db["record_mechanics"].create({"record": str, "mechanic": str}, pk=("record", "mechanic"))


def _write(db, documents, records, cards, mechanics) -> None:
    _create_tables(db)
    db["meta"].insert_all([{"key": "schema", "value": SCHEMA_VERSION}], pk="key")
    db["documents"].insert_all(
        ({"name": d.name, "path": _rel(d.path), "title": d.title, "lang": d.lang, "origin": d.origin,
          "date": d.date, "format": d.format, "sha1": d.sha1, "text": d.text} for d in documents),
        pk="name",
    )
    db["records"].insert_all(
        ({"id": r.id, "document": r.document, "start": r.start, "end": r.end, "text": r.text,
          "situation": r.situation, "verdict": r.verdict, "label": r.label.value, "lang": r.lang,
          "context": r.context, "kind": r.kind, "author": r.author, "author_date": r.author_date,
          "check_status": "unverified"} for r in records),
        pk="id", foreign_keys=[("document", "documents", "name")],
        columns={"start": int, "end": int},
    )
    db["cards"].insert_all((c.row() for c in cards), pk="name",
                           columns={"password": str, "level": str, "rank": str, "link": str, "atk": str, "def": str})
    db["card_names"].insert_all(
        ({"norm": fold(n), "name": n, "card": c.name, "kind": kind}
         for c in cards for n, kind in _names(c)),
        pk=("norm", "card"), replace=True,
    )
    db["mechanics"].insert_all(
        ({"id": m.id, "name_en": m.name_in("en"), "name_pt": m.name_in("pt"),
          "terms": "|".join(dict.fromkeys(t for lang in ("en", "pt") for t in m.terms.get(lang, ())))}
         for m in mechanics),
        pk="id",
    )
    db["record_cards"].insert_all(
        ({"record": r.id, "card": c} for r in records for c in r.cards), pk=("record", "card"),
    )
    db["record_mechanics"].insert_all(
        ({"record": r.id, "mechanic": m} for r in records for m in r.mechanics), pk=("record", "mechanic"),
    )
    db["records"].create_index(["document", "start"])
    db["records"].create_index(["label"])
    db["card_names"].create_index(["card"])
    db["record_cards"].create_index(["card"])
    db["record_mechanics"].create_index(["mechanic"])
    db["records"].enable_fts(FTS_COLUMNS, tokenize=FTS_TOKENIZE)


def _names(card: Card):
    yield card.name, "en"
    if card.name_pt:
        yield card.name_pt, "pt"
    for alias, kind in card.aliases:
        yield alias, kind


def dump(db: sqlite_utils.Database) -> dict[str, list[tuple]]:
    """Every row of every table, sorted: two builds of the same sources dump alike."""
    out = {}
    for table in sorted(db.table_names()):
        if table.startswith("records_fts_"):
            continue
        rows = db.execute(f"select * from [{table}]").fetchall()
        out[table] = sorted(rows, key=repr)
    return out
