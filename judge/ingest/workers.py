"""A large ingest builds its records in worker processes, one per core, and reads its documents
in a process of its own while it builds the tagger (`Beside`).

The documents and the tagger (spaCy pipelines, card resolver) are made before the workers
start; forked, the workers share them without pickling. A thread of the ingest's own process
segments the documents one after another and sends their blocks in batches; the ingest
receives each batch's records in document order and gives the ids, formats and links, so the
database is the one a one-process ingest writes. At most IN_FLIGHT batches per worker are
waiting at any time, so memory stays bounded whatever the size of the documents.
"""
from __future__ import annotations

import multiprocessing
import os
import signal
import threading
from collections.abc import Iterator

from ..model import Document
from .records import Tagger, batches, build_batch
from .segment import Block, segment

MIN_CHARS = 400_000  # below this much text, starting workers costs more than they save
WORKER_BATCH = 200  # blocks a worker builds at a time (small, so every worker has work)
IN_FLIGHT = 8  # batches per worker sent and not yet taken back
_SHARED: dict = {}  # what the workers inherit: set before they are forked


def pool_size(documents: list[Document]) -> int:
    """How many worker processes an ingest of these documents is worth (0: none)."""
    if "fork" not in multiprocessing.get_all_start_methods():
        return 0
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    chars = sum(len(d.text) for d in documents if in_memory(d))
    return min(cores, 4) if cores > 1 and chars >= MIN_CHARS else 0


class Beside:
    """One call made in a forked process while this one goes on with other work: `result()`
    waits for it (and raises what it raised). Made in place, on `result()`, where processes
    cannot be forked."""

    def __init__(self, call, *args):
        self.call, self.args = call, args
        self.pool = None
        if "fork" in multiprocessing.get_all_start_methods():
            self.pool = multiprocessing.get_context("fork").Pool(1, initializer=_quiet)
            self.pending = self.pool.apply_async(call, args)

    def result(self):
        if self.pool is None:
            return self.call(*self.args)
        try:
            return self.pending.get()
        finally:
            self.close()

    def close(self) -> None:
        if self.pool is not None:
            self.pool.terminate()
            self.pool.join()
            self.pool = None


def in_memory(doc: Document) -> bool:
    """A document read whole (a streamed one, read a piece at a time, is built in the ingest's
    own process: the record builder tells it by its `release`)."""
    return getattr(doc.text, "release", None) is None


class Workers:
    """A pool of forked processes building every in-memory document's blocks into records."""

    def __init__(self, documents: list[Document], tagger: Tagger, processes: int):
        _SHARED["documents"] = {id(d): d for d in documents}
        _SHARED["tagger"] = tagger
        self.room = threading.BoundedSemaphore(IN_FLIGHT * processes)
        self.pool = multiprocessing.get_context("fork").Pool(processes, initializer=_quiet)
        self.results = self.pool.imap(_build, self._tasks(documents))

    def _tasks(self, documents: list[Document]) -> Iterator[tuple]:
        for doc in documents:
            if in_memory(doc):
                for batch in batches(segment(doc.text, doc.lang, doc.title, doc.header_spans), WORKER_BATCH):
                    self.room.acquire()
                    yield id(doc), doc.lang, batch
            yield id(doc), doc.lang, None  # the document's end

    def batches_of(self, doc: Document) -> Iterator[tuple[list[Block], tuple]]:
        """(batch, (records of each block, sentences)) for each batch of this document, in order;
        the documents must be asked for in the order they were given."""
        for key, batch, built in self.results:
            if key != id(doc):
                raise RuntimeError("documents asked for out of order")
            if batch is None:
                return
            self.room.release()
            yield batch, built

    def close(self) -> None:
        self.pool.terminate()
        self.pool.join()
        _SHARED.clear()


def _quiet() -> None:
    """A worker leaves Ctrl-C to the ingest, which stops the pool and says so in one line."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _build(task: tuple) -> tuple:
    key, lang, batch = task
    if batch is None:
        return key, None, None
    doc = _SHARED["documents"][key]
    doc.lang = lang
    return key, batch, build_batch(doc, _SHARED["tagger"], batch)
