"""Writing a fresh database's tables: records, documents, cards and their names, mechanics, the
word counts and the resolver's stored index. `store.build` calls this inside its atomic swap;
`store` re-exports the writers other layers use. Imports nothing above the store."""
from __future__ import annotations

import hashlib
import itertools
from functools import lru_cache

from collections.abc import Iterable
from pathlib import Path

from .champions import write_champions
from .cards import ALIASES_CSV, CARDS_CSV, SHORT_KINDS, Card, card_names, short_names
from .model import DATA_DIR, Record, fold
from .resolver import Name, Resolver
from .text import COMMON_WORDS, words_of, words_of_folded

SCHEMA_VERSION = "12"
FTS_COLUMNS = ["text", "situation", "verdict", "context"]
FTS_TOKENIZE = "unicode61 remove_diacritics 2"


RECORD_SCHEMA = {"id": str, "document": str, "start": int, "end": int, "text": str, "situation": str,
                 "verdict": str, "label": str, "lang": str, "context": str, "kind": str, "block": int,
                 "author": str, "author_date": str, "words": str, "topic": str, "check_status": str,
                 "format": str, "date": str, "superseded_by": str}


CARD_COLUMNS = ("password", "name", "name_pt", "kind", "subtype", "type", "attribute", "level", "rank", "link",
                "atk", "def")  # the order of `Card.row`
RESOLVER_INDEX = "create table if not exists resolver_index (id integer primary key, blob blob)"
# the resolver's index of the card table's own names, which a rebuild copies and tags with, and the one with
# the cards learned from the library's headings (ingest/learned.py) kept beside it; readers take the latest
OWN_INDEX, LEARNED_INDEX = 1, 2
RECORD_INSERT = f"insert into records ({', '.join(RECORD_SCHEMA)}) values ({', '.join('?' * len(RECORD_SCHEMA))})"


def _create_tables(db) -> None:
    """Tables that may receive no rows still exist, so every reader can query them."""
    db["records"].create(RECORD_SCHEMA, pk="id")
    db["card_names"].create({"key": str, "name": str, "card": str, "kind": str, "common": int},
                            pk=("key", "card", "kind"))
    db["record_cards"].create({"record": str, "card": str}, pk=("record", "card"))
    db["record_mechanics"].create({"record": str, "mechanic": str}, pk=("record", "mechanic"))
    db["record_scenarios"].create({"record": str, "scenario": str, "reason": str}, pk=("record", "scenario"))
    db["record_scenarios"].create_index(["record"])
    db["learned_cards"].create({"name": str, "heading": str}, pk="name")


def write_all(db, documents, records, cards, mechanics, names: list[Name] | None = None,
              resolver: Resolver | None = None, cards_from: Path | None = None, cards_key: str = "") -> int:
    """Every table of a fresh database; the number of records written. `resolver`, if given, is
    the one over `stored_names(names)`, already built by the caller: its index is stored as is.
    `cards_from`: a database whose card tables are copied instead of written from `cards` (see
    `cards_fingerprint`); `cards_key`: the fingerprint of the card tables written, if they are
    the shipped card table's alone."""
    _create_tables(db)
    db["meta"].insert_all([{"key": "schema", "value": SCHEMA_VERSION}], pk="key")
    db["documents"].insert_all(
        ({"name": d.name, "path": _rel(d.path), "title": d.title, "lang": d.lang, "origin": d.origin,
          "date": d.date, "format": d.format, "game_format": d.game_format, "sha1": d.sha1,
          "chars": len(d.text)} for d in documents),
        pk="name",
    )
    # a document's text in parts: a large one is written and read a piece at a time
    db["document_parts"].insert_all(
        ({"document": d.name, "part": n, "text": part} for d in documents for n, part in enumerate(_parts(d.text))),
        pk=("document", "part"), batch_size=16,
    )
    # the first record starts the stream (and a large ingest's worker processes): the card
    # tables are written while the workers build the records that follow
    records = iter(records)
    first = next(records, None)
    db["cards"].create({"password": str, "name": str, "name_pt": str, "kind": str, "subtype": str, "type": str,
                        "attribute": str, "level": str, "rank": str, "link": str, "atk": str, "def": str}, pk="name")
    if cards_from is not None:
        copy_card_tables(db, cards_from)
    else:
        db.conn.executemany(f"insert or replace into cards ({', '.join(CARD_COLUMNS)}) values "
                            f"({', '.join('?' * len(CARD_COLUMNS))})", (tuple(c.row().values()) for c in cards))
        write_card_names(db, cards, names, resolver)
    if cards_key:
        db.conn.execute("insert or replace into meta (key, value) values (?, ?)", [CARDS_KEY, cards_key])
    db["mechanics"].insert_all(
        ({"id": m.id, "name_en": m.name_in("en"), "name_pt": m.name_in("pt"),
          "terms": "|".join(dict.fromkeys(t for lang in ("en", "pt") for t in m.terms.get(lang, ()))),
          "terms_en": "|".join(m.base["en"]), "terms_pt": "|".join(m.base["pt"]), "not_before": "|".join(m.not_before),
          "hides": "|".join(m.hides)}
         for m in mechanics),
        pk="id",
    )
    count = 0
    for chunk in _chunks(itertools.chain([first] if first else [], records), WRITE_CHUNK):  # a stream: records are written as they come
        count += len(chunk)
        db.conn.executemany(RECORD_INSERT, (_record_values(r) for r in chunk))
        db.conn.executemany("insert or ignore into record_cards values (?, ?)",
                            ((r.id, c) for r in chunk for c in r.cards))
        db.conn.executemany("insert or ignore into record_mechanics values (?, ?)",
                            ((r.id, m) for r in chunk for m in r.mechanics))
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


def _rel(path: str) -> str:
    try:
        return str(Path(path).resolve().relative_to(DATA_DIR.parent))
    except ValueError:
        return path


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
    """A record's row, in RECORD_SCHEMA's order."""
    return (r.id, r.document, r.start, r.end, r.text, r.situation, r.verdict, r.label.value, r.lang, r.context,
            r.kind, r.block, r.author, r.author_date, _words(r.text, r.context), _topic(r.context), "unverified",
            r.format, r.date, r.superseded_by)


def _words(text: str, context: str) -> str:
    """`words_of` the text and its context (the context folded once per heading)."""
    return words_of_folded(fold(text) + " " + _folded(context))


_folded = lru_cache(maxsize=4096)(fold)


@lru_cache(maxsize=4096)
def _topic(context: str) -> str:
    return words_of(context.split(" > ")[0])


def write_term_counts(db) -> None:
    """How many records hold each indexed word: lets a query skip words that are everywhere; and
    the best records of the words too common to rank at question time (`champions`)."""
    db.execute("create virtual table temp.records_vocab using fts5vocab(main, 'records_fts', 'row')")
    db["terms"].create({"term": str, "records": int}, pk="term", replace=True)
    db.execute("insert into terms select term, doc from temp.records_vocab")
    db.execute("drop table temp.records_vocab")
    db["meta"].insert({"key": "records", "value": str(db["records"].count)}, pk="key", replace=True)
    write_champions(db)


def write_card_names(db, cards: list[Card], names: list[Name] | None = None,
                     resolver: Resolver | None = None) -> None:
    """(Re)write the name rows of these cards: every way to write them, by resolver key (`names`,
    if the caller already has them: `card_names(cards)`); then the resolver's compact index
    over every name the database holds (`resolver`: that one, when the caller built it over
    `stored_names` of the only names the database holds)."""
    conn = db.conn
    conn.execute("create temp table if not exists replaced (card text primary key)")
    conn.execute("delete from temp.replaced")
    conn.executemany("insert or ignore into temp.replaced values (?)", ((c.name,) for c in cards))
    conn.execute("delete from card_names where card in (select card from temp.replaced)")
    insert = "insert or replace into card_names (key, name, card, kind, common) values (?, ?, ?, ?, ?)"
    conn.executemany(insert, ((n.key, n.name, n.card, n.kind, int(n.common)) for n in names or card_names(cards)))
    if names is None:  # some cards added to a database's: short names point at one card among all it holds
        conn.execute(f"delete from card_names where kind in ({', '.join('?' * len(SHORT_KINDS))})", SHORT_KINDS)
        held = [Card(password, name) for password, name in conn.execute("select password, name from cards")]
        taken = {k for (k,) in conn.execute("select key from card_names")}
        conn.executemany(insert, ((n.key, n.name, n.card, n.kind, int(n.common)) for n in short_names(held, taken)))
    write_resolver_index(db, resolver)


def write_resolver_index(db, resolver: Resolver | None = None, index: int = OWN_INDEX) -> None:
    """Keep the resolver's compact form in the database, so that a cold process loads it in
    milliseconds instead of rebuilding it from 28,000 names. The card table's own index
    written anew replaces any later one (its names are all in it)."""
    blob = (resolver or _read_resolver(db)).dumps()
    db.conn.execute(RESOLVER_INDEX)
    db.conn.execute("insert or replace into resolver_index (id, blob) values (?, ?)", [index, blob])
    if index == OWN_INDEX:
        db.conn.execute("delete from resolver_index where id > ?", [OWN_INDEX])


def _read_resolver(db) -> Resolver:
    rows = db.execute("select key, name, card, kind, common from card_names order by card, kind, key").fetchall()
    return Resolver([Name(k, n, c, kind, bool(common)) for k, n, c, kind, common in rows])


def stored_names(names: list[Name]) -> list[Name]:
    """These names as a fresh database holds and gives them back (one row per key, card and
    kind, the last written kept; in `_read_resolver`'s order): a resolver over them is the
    one a reader of that database builds."""
    rows = {(n.key, n.card, n.kind): n for n in names}
    return sorted(rows.values(), key=lambda n: (n.card, n.kind, n.key))


# -- the card tables of a database built from the same card table ---------------------
CARDS_KEY = "cards"  # meta row: `cards_fingerprint` of the card tables, while nothing was imported
# what the card tables are derived from, besides the card table: the code that derives them
_DERIVING = ("cards", "names", "resolver", "model", "text", "sharded", "writer")


def cards_fingerprint() -> str:
    """What the card tables (cards, their names, the resolver's index) of a database built from
    the shipped card table derive from: that table, its aliases, the everyday words and the code
    that derives names and keys. Two databases with the same fingerprint hold the same tables,
    so a rebuild copies them instead of deriving 33,000 names again."""
    digest = hashlib.sha1(SCHEMA_VERSION.encode())
    sources = [Path(__file__).with_name(f"{name}.py") for name in _DERIVING]
    for path in (CARDS_CSV, ALIASES_CSV, COMMON_WORDS, *sources):
        try:
            digest.update(path.read_bytes())
        except OSError:
            digest.update(b"-")  # no such file: still a fingerprint, of its absence
        digest.update(b"\0")
    return digest.hexdigest()


def copy_card_tables(db, source: Path) -> None:
    """The card tables of another database (one with this build's `cards_fingerprint`)."""
    db.conn.commit()  # a database is attached outside a transaction
    db.conn.execute("attach database ? as source", [str(source)])
    try:
        db.conn.execute(RESOLVER_INDEX)
        # the card table's own: not the cards the source learned from its documents, nor its index of them
        learned = db.execute("select 1 from source.sqlite_master where name = 'learned_cards'").fetchone()
        for table, columns, only in (
                ("cards", CARD_COLUMNS, "name not in (select name from source.learned_cards)" if learned else "1"),
                ("card_names", ("key", "name", "card", "kind", "common"),
                 "card not in (select name from source.learned_cards)" if learned else "1"),
                ("resolver_index", ("id", "blob"), f"id = {OWN_INDEX}")):
            listed = ", ".join(columns)
            db.conn.execute(f"insert into main.{table} ({listed}) select {listed} from source.{table} where {only}")
        db.conn.commit()
    finally:
        db.conn.execute("detach database source")
