"""Ingest: ruling documents → situation → verdict records → the SQLite store."""
from __future__ import annotations

import gc
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from .. import glossary, store
from ..checks import check_records, replay_all
from ..cards import Card, card_names, load_cards
from ..resolver import Resolver
from ..model import FORMATS, SOURCES_DIR, Document, JudgeError, Record
from ..lang import LANGS, detect_language
from ..text import term_words
from .nlp import pipeline
from .read import TYPES_SAID, find_documents, head_of, load_metadata, read_document
from .records import Tagger, build_records
from .learned import learn_cards
from .workers import GC_THRESHOLD, MIN_CHARS, Beside, Workers, WorkersBroken, in_memory, pool_size

__all__ = ["IngestReport", "ingest", "read_all", "records_of", "make_tagger"]


# files of a type not read that the program writing them saves as one that is
SAVE_AS = {".doc": ".docx", ".pages": ".docx", ".key": ".pptx", ".ppt": ".pptx", ".xlsb": ".xlsx",
           ".numbers": ".xlsx", ".wpd": ".docx", ".wps": ".docx", ".djvu": ".pdf"}


@dataclass
class IngestReport:
    """What an ingest did, with the figures the benchmark reports."""

    documents: int
    sentences: int
    records: int
    seconds: float
    db: Path | None = None
    skipped: list[str] = field(default_factory=list)  # files left out, each with why
    other_types: list[str] = field(default_factory=list)  # a folder's files of types not read (".docx")

    def line(self) -> str:
        rate = self.sentences / self.seconds if self.seconds else 0.0
        where = f" into {self.db}" if self.db else ""
        left_out = f"; {len(self.skipped)} file(s) skipped" if self.skipped else ""
        if self.other_types:  # said, not an error: a folder may hold pictures, notes, a metadata file
            suffixes = {Path(f).suffix.lower() or "(no extension)" for f in self.other_types}
            kinds = ", ".join(sorted(suffixes))
            left_out += f"; {len(self.other_types)} file(s) of types not read ({kinds}) left out"
            saved = sorted(f"{s} as {SAVE_AS[s]}" for s in suffixes if s in SAVE_AS)
            if saved:  # what the program that wrote it can save it as, which is read
                left_out += " — save " + ", ".join(saved) + " to read them"
        return (f"{self.documents} documents, {self.sentences} sentences, {self.records} records"
                f"{where} in {self.seconds:.2f} s ({rate:,.0f} sentences/s){left_out}")


def make_tagger(cards: list[Card], names: list | None = None, resolver: Resolver | None = None) -> Tagger:
    """The spaCy pipelines of every language marking the mechanic vocabulary, and the resolver
    over these cards' names for card names (`names`: `card_names(cards)`, if already made;
    `resolver`: the one over them, if already made)."""
    mechanics = glossary.load()
    pipelines = {}
    for lang in LANGS:
        # Portuguese rulings borrow the English terms ("Special Summon", "Tribute Summon")
        term_langs = (lang,) if lang == "en" else (lang, "en")
        mech_terms = tuple(
            (m.id, tuple(dict.fromkeys(t for lg in term_langs for t in m.terms.get(lg, ()))), m.not_before, m.hides)
            for m in mechanics
        )
        pipelines[lang] = pipeline(lang, mech_terms)
    if resolver is None:
        resolver = Resolver(names if names is not None else card_names(cards))
    # a card whose name is a term of the game ("Synchro Material") is named only in quotes
    terms = frozenset(term_words(t) for m in mechanics for ts in m.terms.values() for t in ts) - {()}
    return Tagger(pipelines, resolver, terms)


def with_imported(shipped: list[Card], imported: list[Card]) -> list[Card]:
    """The shipped card table plus what a database being rebuilt holds beyond it (cards and
    names a user imported): a rebuild never loses an imported pool."""
    by_name = {c.name.lower(): c for c in shipped}
    extra = []
    for card in imported:
        mine = by_name.get(card.name.lower())
        if mine is None:
            extra.append(card)
            by_name[card.name.lower()] = card
            continue
        for alias in card.aliases:
            if alias not in mine.aliases:
                mine.aliases.append(alias)
    return shipped + extra


def read_all(paths: list[Path], strict: bool = True, skipped: list[str] | None = None,
             others: list[str] | None = None) -> list[Document]:
    """Read every document first, before anything is written. A file that cannot be read stops
    the ingest when `strict`; otherwise it is left out and its one-line reason added to `skipped`,
    so one odd file never costs the others. A folder's files of types not read go to `others`."""
    files = find_documents(paths, others)
    if not files:
        raise JudgeError(f"{', '.join(map(str, paths))}: no documents ({TYPES_SAID}) found")
    metadata: dict[Path, dict] = {}
    documents, names = [], set()
    for f in files:
        try:
            if f.parent not in metadata:  # one sources.json read per folder, not per file
                metadata[f.parent] = load_metadata(f.parent)
            meta = metadata[f.parent]
            doc = read_document(f, meta)
        except Exception as err:  # a file the readers say they cannot read, or one a reader's fault stops on
            if strict:
                raise
            metadata.setdefault(f.parent, {})
            why = str(err) if isinstance(err, JudgeError) else f"{f}: could not be read ({type(err).__name__}: {err})"
            (skipped if skipped is not None else []).append(why)
            continue
        doc.lang = detect_language(head_of(doc.text), default=doc.declared_lang or "en")  # before anything is written
        if doc.name in names:
            doc.name = f"{f.parent.name}/{f.name}"
        names.add(doc.name)
        documents.append(doc)
    return documents


def records_of(documents: list[Document], tagger: Tagger, processes: int | None = None,
               faults: list[str] | None = None) -> Iterator[Record]:
    """The records of every document, as a stream (documents are read whole, records are not
    kept). A large ingest builds them in `processes` worker processes (default: one per core).
    With `faults`, a document whose records cannot be built (a fault of the builder's) is left
    out, its one-line reason added there, and the others are built as ever; without, it stops all."""
    processes = pool_size(documents) if processes is None else processes
    if tagger.resolver is not None:
        tagger.resolver.prepare_spotting()  # built once, before any worker is forked, not in each
    tagger.workers = Workers(documents, tagger, processes) if processes > 1 else None
    thresholds = gc.get_threshold()
    gc.set_threshold(*GC_THRESHOLD)  # records and batches are many small objects, rarely cyclic
    failed = 0
    try:
        for doc in documents:
            if faults is None:
                yield from build_records(doc, tagger)
                continue
            # a document read whole is built whole before its records go on: a fault leaves none of it;
            # a large one read a piece at a time keeps what was built before the fault
            whole = in_memory(doc)
            built: list[Record] = []
            counted = tagger.sentences  # the sentences of the documents before it
            try:
                for rec in build_records(doc, tagger):
                    if whole:
                        built.append(rec)
                    else:
                        yield rec
            except WorkersBroken:
                raise
            except Exception as err:
                if tagger.workers is not None:
                    tagger.workers.drain(doc)  # what the workers built of it after the fault
                if whole:  # none of it kept: none of its sentences counted
                    tagger.sentences = counted
                kept = "" if whole else "; its records up to there kept"
                faults.append(f"{doc.path}: its records could not be built ({type(err).__name__}: {err}){kept}")
                failed += 1
                if failed == len(documents):  # nothing built: the database stays as it was
                    raise JudgeError("no document's records could be built: " + faults[-1]) from err
                continue
            yield from built
    finally:
        gc.set_threshold(*thresholds)
        if tagger.workers is not None:
            tagger.workers.close()
            tagger.workers = None


def ingest(paths: list[Path] | None = None, db: Path | None = None, default_format: str | None = None,
           strict: bool = False) -> IngestReport:
    """Read documents (default: data/sources), split them into records and rebuild the database.
    `default_format` is the format of documents that do not say theirs (`--format`). A file that
    cannot be read is skipped and named in the report, unless `strict` (then nothing is built)."""
    t0 = time.perf_counter()
    target = Path(db) if db else store.default_db()
    store.refuse_directory(target)  # before any reading: the slip is said at once
    if default_format is not None and default_format not in FORMATS:
        raise JudgeError(f"--format must be one of {', '.join(FORMATS)}")
    paths = [Path(p) for p in paths] if paths else [SOURCES_DIR]
    # a large ingest reads its documents in a process of its own, and replays the scenarios in
    # another, while this one builds the tagger; a small one does all here
    beside = _large(paths)
    prepared = Beside(_read, paths, strict) if beside else None
    replaying = Beside(replay_all) if beside else None
    try:
        try:
            if not beside:
                documents, skipped, others = _read(paths, strict)
            cards, names, cards_from, cards_key = _card_tables(target)
            if cards_from is not None:  # the tables of a database built from the same card table, not the
                # cards it learned from the documents it was built from: a rebuild tags as a first build does
                tagger = make_tagger(cards, resolver=store.resolver_of(cards_from, own=True))
            else:
                # the tagger's resolver is the one the database's readers build: its index is stored as is
                tagger = make_tagger(cards, store.stored_names(names))
            if beside:
                tagger.resolver.prepare_spotting()  # what the records' workers would otherwise each build
                documents, skipped, others = prepared.result()
        finally:
            if prepared is not None:
                prepared.close()
        for doc in documents:  # what the document says of itself first, then the folder's default
            doc.game_format = doc.game_format or default_format or ""
        # the scenarios' replays are needed once the records are written
        faults = None if strict else skipped
        count = store.build(target, documents, records_of(documents, tagger, faults=faults), cards, glossary.load(),
                            check=lambda db: (learn_cards(db),  # cards the card table lacks, its headings name
                                              check_records(db, replaying.result() if beside else replay_all())),
                            names=names, resolver=tagger.resolver, cards_from=cards_from, cards_key=cards_key)
    finally:
        if replaying is not None:
            replaying.close()
    return IngestReport(len(documents), tagger.sentences, count, time.perf_counter() - t0, target, skipped, others)


def _card_tables(target: Path) -> tuple[list[Card], list, Path | None, str]:
    """The cards a rebuild of `target` holds and their names, or the database whose card tables
    it copies (one built from today's card table, `store.same_cards`: no names derived again);
    and the card fingerprint the rebuild records ("" when it holds imported cards)."""
    fingerprint = store.cards_fingerprint()
    source = store.same_cards(target, fingerprint)
    if source is not None:
        return [], [], source, fingerprint
    shipped = load_cards()
    aliases = sum(len(c.aliases) for c in shipped)
    cards = with_imported(shipped, store.imported_cards(target))
    alone = len(cards) == len(shipped) and sum(len(c.aliases) for c in cards) == aliases
    names = card_names(cards)  # read once: the tagger's resolver and the database's name rows
    return cards, names, None, fingerprint if alone else ""


def _large(paths: list[Path]) -> bool:
    """Whether the documents under these paths are worth reading in a process of their own."""
    try:
        return sum(f.stat().st_size for f in find_documents(paths)) >= MIN_CHARS
    except (JudgeError, OSError):
        return False  # read here: the reading says what is wrong


def _read(paths: list[Path], strict: bool) -> tuple[list[Document], list[str], list[str]]:
    """The readable documents under these paths, the files skipped (each with why), and the
    folders' files of types not read."""
    skipped: list[str] = []
    others: list[str] = []
    documents = read_all(paths, strict, skipped, others)
    if not documents:
        raise JudgeError("no readable documents: " + "; ".join(skipped))
    return documents, skipped, others
