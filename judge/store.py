"""The SQLite store: schema, atomic build, and the look-ups every reader shares."""
from __future__ import annotations

import json
import os
import shutil
import sqlite3
import tempfile
from collections.abc import Iterable
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from .cards import Card, card_names

if TYPE_CHECKING:
    import sqlite_utils

    from .glossary import Mechanic
from .model import DATA_DIR, DEFAULT_DB, Document, JudgeError, Record, fold
from .query import WORD, version_cache, words_of
from .resolver import Name, Resolver

SCHEMA_VERSION = "8"
FTS_COLUMNS = ["text", "situation", "verdict", "context"]
FTS_TOKENIZE = "unicode61 remove_diacritics 2"


def default_db() -> Path:
    """The database a command reads: $JUDGE_DB, else the shipped data/rulings.db."""
    return Path(os.environ.get("JUDGE_DB") or DEFAULT_DB)


class Reader:
    """A read-only handle on a judge database: plain sqlite3, so that sqlite-utils (and the numpy
    it imports, some 85 ms) stays off the query path; sqlite-utils builds and rewrites."""

    def __init__(self, conn: sqlite3.Connection, file_version: tuple):
        self.conn = conn
        # which file this handle reads: caches of its facts are kept under it (query.version_cache)
        self.file_version = file_version

    def execute(self, sql: str, params=()) -> sqlite3.Cursor:
        return self.conn.execute(sql, params)

    def count(self, table: str) -> int:
        (n,) = self.conn.execute(f"select count(*) from [{table}]").fetchone()
        return n


def open_db(path: Path) -> Reader:
    """Open an existing database read-only; a missing or foreign file is a user error."""
    if not path.is_file():
        raise JudgeError(f"{path}: no such database (run `judge ingest` first)")
    try:
        for _ in range(5):
            before = os.stat(path)
            conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
            try:
                version = conn.execute("select value from meta where key = 'schema'").fetchone()
            except sqlite3.DatabaseError:
                conn.close()
                raise
            after = os.stat(path)
            if (before.st_ino, before.st_mtime_ns) == (after.st_ino, after.st_mtime_ns):
                break
            conn.close()  # replaced by a rebuild while being opened: open the new one
    except sqlite3.DatabaseError:
        raise JudgeError(f"{path}: not a judge database") from None
    except FileNotFoundError:
        raise JudgeError(f"{path}: no such database (run `judge ingest` first)") from None
    if not version or version[0] != SCHEMA_VERSION:
        conn.close()
        raise JudgeError(f"{path}: built by another version of judge; run `judge ingest` again")
    return Reader(conn, (str(path), after.st_ino, after.st_mtime_ns))


def _readable_like(tmp: str, target: Path) -> None:
    """A rebuilt file gets the mode of the file it replaces, else 0644 (less the umask): a
    temporary file is made 0600, and a web server running as another user must read it."""
    try:
        mode = os.stat(target).st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o644 & ~umask
    os.chmod(tmp, mode)


def imported_cards(target: Path) -> list[Card]:
    """The cards and names a database holds (a pool imported with `judge cards import`), so a
    rebuild keeps them; none when the file is missing or not a judge database."""
    if not Path(target).is_file():
        return []
    try:
        conn = sqlite3.connect(f"file:{target}?mode=ro", uri=True)
        try:
            rows = conn.execute("select password, name, name_pt, kind, subtype, type, attribute, level, rank, "
                                "link, atk, def from cards").fetchall()
            names = conn.execute("select name, card, kind from card_names where kind not in ('en', 'pt')").fetchall()
        finally:
            conn.close()
    except sqlite3.Error:
        return []
    aliases: dict[str, list[tuple[str, str]]] = {}
    for name, card, kind in names:
        aliases.setdefault(card, []).append((name, kind))
    return [Card(*(str(v) if v is not None else "" for v in row), aliases=aliases.get(row[1], [])) for row in rows]


def _rel(path: str) -> str:
    try:
        return str(Path(path).resolve().relative_to(DATA_DIR.parent))
    except ValueError:
        return path


def build(target: Path, documents: list[Document], records: Iterable[Record], cards: list[Card],
          mechanics: tuple[Mechanic, ...]) -> int:
    """Write a fresh database beside `target`, then move it into place in one step; the record count."""
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    os.close(fd)
    import sqlite_utils

    try:
        db = sqlite_utils.Database(tmp, recreate=True)
        count = _write(db, documents, records, cards, mechanics)
        check_records(db)
        db.conn.commit()
        db.conn.execute("vacuum")
        db.conn.close()
        _readable_like(tmp, target)
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    return count


RECORD_SCHEMA = {"id": str, "document": str, "start": int, "end": int, "text": str, "situation": str,
                 "verdict": str, "label": str, "lang": str, "context": str, "kind": str, "block": int,
                 "author": str, "author_date": str, "words": str, "topic": str, "check_status": str}


CARD_COLUMNS = ("password", "name", "name_pt", "kind", "subtype", "type", "attribute", "level", "rank", "link",
                "atk", "def")  # the order of `Card.row`
RECORD_INSERT = f"insert into records ({', '.join(RECORD_SCHEMA)}) values ({', '.join('?' * len(RECORD_SCHEMA))})"


def _create_tables(db) -> None:
    """Tables that may receive no rows still exist, so every reader can query them."""
    db["records"].create(RECORD_SCHEMA, pk="id")
    db["card_names"].create({"key": str, "name": str, "card": str, "kind": str, "common": int},
                            pk=("key", "card", "kind"))
    db["record_cards"].create({"record": str, "card": str}, pk=("record", "card"))
    db["record_mechanics"].create({"record": str, "mechanic": str}, pk=("record", "mechanic"))


def _write(db, documents, records, cards, mechanics) -> None:
    _create_tables(db)
    db["meta"].insert_all([{"key": "schema", "value": SCHEMA_VERSION}], pk="key")
    db["documents"].insert_all(
        ({"name": d.name, "path": _rel(d.path), "title": d.title, "lang": d.lang, "origin": d.origin,
          "date": d.date, "format": d.format, "sha1": d.sha1, "chars": len(d.text)} for d in documents),
        pk="name",
    )
    # a document's text in parts: a large one is written and read a piece at a time
    db["document_parts"].insert_all(
        ({"document": d.name, "part": n, "text": part} for d in documents for n, part in enumerate(_parts(d.text))),
        pk=("document", "part"), batch_size=16,
    )
    count = 0
    for chunk in _chunks(records, WRITE_CHUNK):  # a stream: records are written as they come
        count += len(chunk)
        db.conn.executemany(RECORD_INSERT, (_record_values(r) for r in chunk))
        db.conn.executemany("insert or ignore into record_cards values (?, ?)",
                            ((r.id, c) for r in chunk for c in r.cards))
        db.conn.executemany("insert or ignore into record_mechanics values (?, ?)",
                            ((r.id, m) for r in chunk for m in r.mechanics))
    db["cards"].create({"password": str, "name": str, "name_pt": str, "kind": str, "subtype": str, "type": str,
                        "attribute": str, "level": str, "rank": str, "link": str, "atk": str, "def": str}, pk="name")
    db.conn.executemany(f"insert or replace into cards ({', '.join(CARD_COLUMNS)}) values "
                        f"({', '.join('?' * len(CARD_COLUMNS))})", (tuple(c.row().values()) for c in cards))
    write_card_names(db, cards)
    db["mechanics"].insert_all(
        ({"id": m.id, "name_en": m.name_in("en"), "name_pt": m.name_in("pt"),
          "terms": "|".join(dict.fromkeys(t for lang in ("en", "pt") for t in m.terms.get(lang, ()))),
          "terms_en": "|".join(m.base["en"]), "terms_pt": "|".join(m.base["pt"])}
         for m in mechanics),
        pk="id",
    )
    from .glossary import load_words

    db["translations"].insert_all(({"word": w, "translation": t} for w, t in load_words()),
                                  pk=("word", "translation"))
    db["records"].create_index(["document", "start"])
    db["records"].create_index(["label"])
    db["card_names"].create_index(["card"])
    db["card_names"].create_index(["key"])
    db["record_cards"].create_index(["card"])
    db["record_mechanics"].create_index(["mechanic"])
    db["records"].enable_fts(FTS_COLUMNS, tokenize=FTS_TOKENIZE)
    write_term_counts(db)
    return count


WRITE_CHUNK = 5_000
DOCUMENT_PART = 65_536  # characters of a document's text per row of document_parts


def _chunks(items: Iterable, size: int):
    chunk = []
    for item in items:
        chunk.append(item)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def _record_values(r: Record) -> tuple:
    row = _record_row(r)
    return tuple(row[column] for column in RECORD_SCHEMA)


def _record_row(r: Record) -> dict:
    return {"id": r.id, "document": r.document, "start": r.start, "end": r.end, "text": r.text,
            "situation": r.situation, "verdict": r.verdict, "label": r.label.value, "lang": r.lang,
            "context": r.context, "kind": r.kind, "block": r.block, "author": r.author,
            "author_date": r.author_date, "words": words_of(r.text + " " + r.context),
            "topic": words_of(r.context.split(" > ")[0]), "check_status": "unverified"}


def check_records(db):
    """Replay the project's scenarios and store every record's status (confirmed, contradicted…)."""
    from .sim.verify import verify, write

    from .query import fts_expression

    def find(phrase: str) -> list[str]:
        words = [w for w in WORD.findall(fold(phrase)) if len(w) > 2] or WORD.findall(fold(phrase))
        expression = " AND ".join(fts_expression([w]) for w in words[:8])
        if not expression:
            return []
        return [rid for (rid,) in db.execute(
            "select r.id from records_fts join records r on r.rowid = records_fts.rowid "
            "where records_fts match ?", [expression])]

    def text_of(ids) -> dict[str, str]:
        return dict(db.execute("select id, text from records where id in (select value from json_each(?))",
                               [json.dumps(list(ids))]).fetchall())

    ids = [rid for (rid,) in db.execute("select id from records")]
    result = verify(find=find, text_of=text_of, ids=ids)
    write(db, result)
    return result


def write_term_counts(db) -> None:
    """How many records hold each indexed word: lets a query skip words that are everywhere."""
    db.execute("create virtual table temp.records_vocab using fts5vocab(main, 'records_fts', 'row')")
    db["terms"].create({"term": str, "records": int}, pk="term", replace=True)
    db.execute("insert into terms select term, doc from temp.records_vocab")
    db.execute("drop table temp.records_vocab")
    db["meta"].insert({"key": "records", "value": str(db["records"].count)}, pk="key", replace=True)


def write_card_names(db, cards: list[Card]) -> None:
    """(Re)write the name rows of these cards: every way to write them, by resolver key; then
    the resolver's compact index over every name the database holds."""
    conn = db.conn
    conn.execute("create temp table if not exists replaced (card text primary key)")
    conn.execute("delete from temp.replaced")
    conn.executemany("insert or ignore into temp.replaced values (?)", ((c.name,) for c in cards))
    conn.execute("delete from card_names where card in (select card from temp.replaced)")
    conn.executemany("insert or replace into card_names (key, name, card, kind, common) values (?, ?, ?, ?, ?)",
                     ((n.key, n.name, n.card, n.kind, int(n.common)) for n in card_names(cards)))
    write_resolver_index(db)


def write_resolver_index(db) -> None:
    """Keep the resolver's compact form in the database, so that a cold process loads it in
    milliseconds instead of rebuilding it from 28,000 names."""
    blob = _read_resolver(db).dumps()
    db.conn.execute("create table if not exists resolver_index (id integer primary key, blob blob)")
    db.conn.execute("insert or replace into resolver_index (id, blob) values (1, ?)", [blob])


def _read_resolver(db) -> Resolver:
    rows = db.execute("select key, name, card, kind, common from card_names order by card, kind").fetchall()
    return Resolver([Name(k, n, c, kind, bool(common)) for k, n, c, kind, common in rows])


def load_resolver(db) -> Resolver:
    """The resolver over every card name the database holds: from its stored index, else read
    from the names."""
    try:
        row = db.execute("select blob from resolver_index where id = 1").fetchone()
    except sqlite3.OperationalError:
        row = None
    loaded = Resolver.loads(row[0]) if row else None
    return loaded if loaded is not None else _read_resolver(db)


def resolver(db) -> Resolver:
    """The resolver of this database file, built once per file (kept with its other fixed facts,
    `query.version_cache`): a server asks for it on every request."""
    cache = version_cache(db, "resolver")
    if "resolver" not in cache:
        cache["resolver"] = load_resolver(db)
    return cache["resolver"]


@contextmanager
def rewrite(target: Path):
    """Change a copy of the database, then swap it in: readers never see a half-written file."""
    import sqlite_utils

    target = Path(target)
    open_db(target).conn.close()  # refuses a missing or foreign file before anything is copied
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    os.close(fd)
    try:
        shutil.copyfile(target, tmp)
        db = sqlite_utils.Database(tmp)
        with db.conn:
            yield db
        db.conn.close()
        _readable_like(tmp, target)
        os.replace(tmp, target)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def dump(db: sqlite_utils.Database) -> dict[str, list[tuple]]:
    """Every row of every table, sorted: two builds of the same sources dump alike."""
    out = {}
    for table in sorted(db.table_names()):
        if table.startswith("records_fts_") or table == "resolver_index":
            continue  # derived from the tables compared (the FTS index; the resolver's from card_names)
        rows = db.execute(f"select * from [{table}]").fetchall()
        out[table] = sorted(rows, key=repr)
    return out


# -- reading ------------------------------------------------------------------------
RECORD_COLUMNS = ("r.id, r.document, r.start, r.end, r.text, r.situation, r.verdict, r.label, r.lang, "
                  "r.context, r.kind, r.author, r.author_date, r.check_status, d.title")


def fetch_records(db, ids: list[str]) -> list[dict]:
    """Records in the JSON shape of the interface, in the order of `ids`."""
    if not ids:
        return []
    rows = db.execute(
        f"select {RECORD_COLUMNS}, "
        "(select group_concat(card, char(31)) from record_cards where record = r.id), "
        "(select group_concat(mechanic, char(31)) from record_mechanics where record = r.id), "
        "(select group_concat(scenario, char(31)) from record_scenarios where record = r.id), "
        "(select reason from record_scenarios where record = r.id and reason != '' order by scenario desc limit 1) "
        "from records r join documents d on d.name = r.document "
        "where r.id in (select value from json_each(?))", [json.dumps(list(ids))]).fetchall()
    by_id = {}
    for (rid, doc, start, end, text, situation, verdict, label, lang, context, kind, author,
         author_date, status, title, cards, mechs, scenarios, reason) in rows:
        source = {"document": doc, "title": title, "start": start, "end": end}
        if author:
            source.update(author=author, date=author_date)
        by_id[rid] = {
            "id": rid, "text": text, "situation": situation, "verdict": verdict, "label": label,
            "lang": lang, "context": context, "kind": kind, "cards": _split(cards),
            "mechanics": _split(mechs), "source": source,
            "check": {"status": status or "unverified", "scenarios": _split(scenarios)},
        }
        if reason:
            by_id[rid]["check"]["reason"] = reason
    return [by_id[i] for i in ids if i in by_id]


def _parts(text) -> Iterable[str]:
    """A document's text cut in parts of DOCUMENT_PART characters (a streamed text read again)."""
    if isinstance(text, str):
        yield from (text[at:at + DOCUMENT_PART] for at in range(0, len(text), DOCUMENT_PART))
        return
    pending = ""
    for piece in text.pieces():
        buffer, at = pending + piece, 0
        while len(buffer) - at >= DOCUMENT_PART:
            yield buffer[at:at + DOCUMENT_PART]
            at += DOCUMENT_PART
        pending = buffer[at:]
    if pending:
        yield pending


def document_text(db, name: str, start: int = 0, end: int | None = None) -> str:
    """A document's text, or the part of it from character `start` to `end`, read from the
    parts that hold it."""
    start = max(0, start)
    if end is not None and end <= start:
        return ""
    first = start // DOCUMENT_PART
    last = (end - 1) // DOCUMENT_PART if end is not None else None
    rows = db.execute("select part, text from document_parts where document = ? and part >= ? "
                      "and (? is null or part <= ?) order by part", [name, first, last, last]).fetchall()
    if not rows:
        return ""
    text = "".join(t for _, t in rows)
    offset = start - rows[0][0] * DOCUMENT_PART
    return text[offset:None if end is None else end - rows[0][0] * DOCUMENT_PART]


def _split(joined: str | None) -> list[str]:
    """A group_concat'ed column (joined by \\x1f) as a sorted list."""
    return sorted(joined.split("\x1f")) if joined else []


def card_row(db, name: str) -> dict | None:
    """A card's facts and all its names, in the JSON shape of `judge card`."""
    row = db.execute("select password, name, name_pt, kind, subtype, type, attribute, level, rank, link, "
                     "atk, def from cards where name = ?", [name]).fetchone()
    if row is None:
        return None
    keys = ("password", "name", "name_pt", "kind", "subtype", "type", "attribute", "level", "rank", "link",
            "atk", "def")
    card = dict(zip(keys, row))
    card["names"] = {"en": card["name"], **({"pt": card["name_pt"]} if card["name_pt"] else {})}
    card.pop("name_pt")
    card["aliases"] = [n for (n,) in db.execute(
        "select name from card_names where card = ? and kind not in ('en', 'pt') order by kind, name", [name])]
    return card


def records_about(db, card: str) -> list[str]:
    """Ids of every record about a card, in source order."""
    return [rid for (rid,) in db.execute(
        "select r.id from record_cards rc join records r on r.id = rc.record where rc.card = ? "
        "order by r.document, r.start", [card])]
