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

from .cards import DERIVED_KINDS, Card

if TYPE_CHECKING:
    import sqlite_utils

    from .glossary import Mechanic
from .model import DEFAULT_DB, Document, JudgeError, Record, fold
from .text import WORD, fts_expression, version_cache
from .resolver import Resolver
# re-exported for the layers above: cards_fingerprint, stored_names
from .writer import CARDS_KEY, DOCUMENT_PART, OWN_INDEX, SCHEMA_VERSION, _read_resolver, cards_fingerprint, stored_names, write_all



def default_db() -> Path:
    """The database a command reads: $JUDGE_DB, else the shipped data/rulings.db."""
    return Path(os.environ.get("JUDGE_DB") or DEFAULT_DB)


MMAP_BYTES = 1 << 30  # a read handle maps this much of its file (searches 10-15 % faster)


class Reader:
    """A read-only handle on a judge database: plain sqlite3, so that sqlite-utils (and the numpy
    it imports, some 85 ms) stays off the query path; sqlite-utils builds and rewrites."""

    def __init__(self, conn: sqlite3.Connection, file_version: tuple):
        self.conn = conn
        # which file this handle reads: caches of its facts are kept under it (text.version_cache)
        self.file_version = file_version

    def execute(self, sql: str, params=()) -> sqlite3.Cursor:
        return self.conn.execute(sql, params)

    def count(self, table: str) -> int:
        (n,) = self.conn.execute(f"select count(*) from [{table}]").fetchone()
        return n


def refuse_directory(path: Path) -> None:
    """A database path that names a folder is a user's slip, said in one line."""
    if Path(path).is_dir():
        raise JudgeError(f"{path}: a directory, not a database file (give a file name, e.g. {Path(path) / 'rulings.db'})")


def open_db(path: Path) -> Reader:
    """Open an existing database read-only; a missing or foreign file is a user error."""
    refuse_directory(path)
    if not path.is_file():
        raise JudgeError(f"{path}: no such database (run `judge ingest` first)")
    try:
        for _ in range(5):
            before = os.stat(path)
            conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
            try:
                # pages read in place from the OS's cache of the file, not copied into SQLite's
                # own (a rebuild replaces the file: this handle keeps reading the one it opened)
                conn.execute(f"pragma mmap_size = {MMAP_BYTES}")
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


def same_cards(target: Path, fingerprint: str) -> Path | None:
    """A database holding the card tables a build from the shipped card table would write (its
    card fingerprint is `fingerprint`): the one being rebuilt, else, when that one is missing or
    holds no cards, the shipped database. None when the tables must be derived again (a pool
    was imported, the card table or the code deriving names changed)."""
    for path in dict.fromkeys((Path(target), DEFAULT_DB)):
        held = _cards_key(path)
        if held is not None:
            return path if held == fingerprint else None
    return None


def _cards_key(path: Path) -> str | None:
    """The card fingerprint a database file holds ("" if none); None if it holds no cards."""
    if not Path(path).is_file():
        return None
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            if conn.execute("select count(*) from sqlite_master where name in ('cards', 'meta')").fetchone()[0] < 2:
                return None
            row = conn.execute("select value from meta where key = ?", [CARDS_KEY]).fetchone()
        finally:
            conn.close()
    except sqlite3.Error:
        return None
    return row[0] if row else ""


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
            # a card's own names are in `cards`; its derived names are derived again at every build
            kept_out = ("en", "pt") + DERIVED_KINDS
            names = conn.execute(f"select name, card, kind from card_names where kind not in "
                                 f"({', '.join('?' * len(kept_out))})", kept_out).fetchall()
        finally:
            conn.close()
    except sqlite3.Error:
        return []
    aliases: dict[str, list[tuple[str, str]]] = {}
    for name, card, kind in names:
        aliases.setdefault(card, []).append((name, kind))
    return [Card(*(str(v) if v is not None else "" for v in row), aliases=aliases.get(row[1], [])) for row in rows]


def build(target: Path, documents: list[Document], records: Iterable[Record], cards: list[Card],
          mechanics: tuple[Mechanic, ...], check=None, names=None, resolver=None,
          cards_from: Path | None = None, cards_key: str = "") -> int:
    """Write a fresh database beside `target`, then move it into place in one step; the record count.
    `check(db)`, if given, runs on the written records before the swap (the scenario replays).
    `cards_from`, `cards_key`: see `writer.write_all`."""
    target = Path(target)
    refuse_directory(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    os.close(fd)
    import sqlite_utils

    try:
        db = sqlite_utils.Database(tmp, recreate=True)
        count = write_all(db, documents, records, cards, mechanics, names, resolver, cards_from, cards_key)
        if check is not None:
            check(db)
        # no VACUUM: a file written once from empty has almost no free pages (it would save about
        # 2 % of the file and cost 5 % of the ingest)
        db.conn.commit()
        db.conn.close()
        _readable_like(tmp, target)
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    return count


def records_with_words(db, phrase: str) -> list[str]:
    """Ids of the records whose indexed words include a phrase's words (up to eight): the few a
    phrase can be a substring of, found through FTS5 instead of reading every record."""
    words = [w for w in WORD.findall(fold(phrase)) if len(w) > 2] or WORD.findall(fold(phrase))
    expression = " AND ".join(fts_expression([w]) for w in words[:8])
    if not expression:
        return []
    return [rid for (rid,) in db.execute(
        "select r.id from records_fts join records r on r.rowid = records_fts.rowid "
        "where records_fts match ?", [expression])]


def record_texts(db, ids: Iterable[str]) -> dict[str, str]:
    """Record id → its sentence text, for these ids."""
    return dict(db.execute("select id, text from records where id in (select value from json_each(?))",
                           [json.dumps(list(ids))]).fetchall())


def record_contexts(db, ids: Iterable[str]) -> dict[str, str]:
    """Record id → its heading context, for these ids."""
    return dict(db.execute("select id, coalesce(context, '') from records where id in (select value from json_each(?))",
                           [json.dumps(list(ids))]).fetchall())


def document_names(db) -> set[str]:
    """The names of the documents a database holds."""
    return {name for (name,) in db.execute("select name from documents")}


def record_ids(db) -> list[str]:
    return [rid for (rid,) in db.execute("select id from records")]


def write_checks(db, statuses: dict[str, dict]) -> None:
    """Store each record's check status ({status, scenarios, reason}) and the scenarios that
    checked it; records not listed are unverified."""
    db.execute("create table if not exists record_scenarios (record text, scenario text, reason text, "
               "primary key (record, scenario))")
    db.execute("delete from record_scenarios")
    db.execute("update records set check_status = 'unverified'")
    rows = []
    for rid, s in statuses.items():
        db.execute("update records set check_status = ? where id = ?", [s["status"], rid])
        rows += [(rid, n, s["reason"]) for n in dict.fromkeys(s["scenarios"])]
    db.conn.executemany("insert or replace into record_scenarios (record, scenario, reason) values (?, ?, ?)", rows)


def load_resolver(db, own: bool = False) -> Resolver:
    """The resolver over every card name the database holds (`own`: its card table's, not the cards
    it learned from its documents): from its stored index, else read from the names."""
    try:
        row = db.execute("select blob from resolver_index where id = ?", [OWN_INDEX]).fetchone() if own else \
            db.execute("select blob from resolver_index order by id desc limit 1").fetchone()
    except sqlite3.OperationalError:
        row = None
    loaded = Resolver.loads(row[0]) if row else None
    return loaded if loaded is not None else _read_resolver(db)


def resolver_of(path: Path, own: bool = False) -> Resolver:
    """The resolver of a database file, read once (its connection closed); `own`: see `load_resolver`."""
    db = open_db(Path(path))
    try:
        return load_resolver(db, own)
    finally:
        db.conn.close()


def resolver(db) -> Resolver:
    """The resolver of this database file, built once per file (kept with its other fixed facts,
    `text.version_cache`): a server asks for it on every request."""
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


# -- reading (records as the interface shows them: judge/records.py) ----------------------
PASSAGE = 2_000  # characters either side of a ruling where its counterparts of another format are looked for


def counterparts(db, rid: str) -> list[str]:
    """Rulings of another format on the same situation as this one, in its passage ("in current
    format, neither is destroyed; on the contrary, in Goat Format, both are"): their ids. A
    ruling and its counterpart stand side by side (in the Goat corpus at most 172 characters
    apart), so only the records within PASSAGE characters of it are read: reading the whole
    document for each answer grew with its size (a second for a document of 70,000 records)."""
    near = "{0}.document = r.document and {0}.start between r.start - :near and r.end + :near"
    return [other for (other,) in db.execute(
        f"select n.id from records r join records n on {near.format('n')} "
        "where r.id = :rid and n.format != '' and r.format != '' and n.format != r.format and n.situation in "
        f"(select t.situation from records t where {near.format('t')} and t.text = r.text "
        "and t.situation != t.context) order by n.start", {"rid": rid, "near": PASSAGE})]


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
    try:  # a card the card table lacks, learned from the heading of the library naming it (ingest/learned.py)
        heading = db.execute("select heading from learned_cards where name = ?", [name]).fetchone()
    except sqlite3.OperationalError:  # a database built before cards were learned
        heading = None
    if heading:
        card["learned_from"] = heading[0]
    return card


def records_about(db, card: str) -> list[str]:
    """Ids of every record about a card, in source order."""
    return [rid for (rid,) in db.execute(
        "select r.id from record_cards rc join records r on r.id = rc.record where rc.card = ? "
        "order by r.document, r.start", [card])]
