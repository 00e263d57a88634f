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

import gc
import multiprocessing
import os
import pickle
import queue
import signal
import threading
from collections.abc import Iterator

from ..model import Document
from .batching import batches
from .records import Tagger, build_batch
from .blocks import Block
from .segment import segment

MIN_CHARS = 400_000  # below this much text, starting workers costs more than they save
WORKER_BATCH = 200  # blocks a worker builds at a time (small, so every worker has work)
IN_FLIGHT = 8  # batches per worker sent and not yet taken back
_SHARED: dict = {}  # what the workers inherit: set before they are forked
GC_THRESHOLD = (20_000, 20, 20)  # the collector's thresholds while records are built (default 700, 10, 10)


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


FAULT = object()  # in the order of batches: the document's segmenting failed (the error follows)


class WorkersBroken(RuntimeError):
    """The workers themselves failed (one died): no document's fault, the ingest's."""


class WorkerFault(Exception):
    """A worker's error building a share of a batch: that document's fault, not the ingest's."""

    def __init__(self, error: BaseException):
        super().__init__(str(error))
        self.error = error


class Workers:
    """Forked processes building every in-memory document's blocks into records.

    Each batch is shared out by the blocks' texts: a text always goes to the same worker, whose
    tagger keeps what it parsed (`Tagger.parsed`), so a ruling copied into another document or
    under another heading is parsed once, whichever worker met it first."""

    def __init__(self, documents: list[Document], tagger: Tagger, processes: int):
        _SHARED["documents"] = {id(d): d for d in documents}
        _SHARED["tagger"] = tagger
        context = multiprocessing.get_context("fork")
        self.inboxes = [context.SimpleQueue() for _ in range(processes)]
        self.outbox = context.Queue()
        self.processes = [context.Process(target=_serve, args=(inbox, self.outbox), daemon=True)
                          for inbox in self.inboxes]
        for process in self.processes:
            process.start()
        self.room = threading.BoundedSemaphore(IN_FLIGHT * processes)
        self.order: queue.Queue = queue.Queue()  # what was sent, in document order
        self.received: dict[int, dict[int, tuple]] = {}  # batch number → worker → what it built
        self.stopped = threading.Event()
        self.finished = None  # the document whose batches were last all taken
        self.feeder = threading.Thread(target=self._feed, args=(documents,), daemon=True)
        self.feeder.start()

    def _feed(self, documents: list[Document]) -> None:
        """Segment the documents one after another and send each batch's blocks to the workers
        their texts belong to (in this process's own thread)."""
        number = 0
        try:
            for doc in documents:
                try:
                    if in_memory(doc):
                        for batch in batches(segment(doc.text, doc.lang, doc.title, doc.header_spans), WORKER_BATCH, doc.text):
                            while not self.room.acquire(timeout=0.1):
                                if self.stopped.is_set():
                                    return
                            shares = [[] for _ in self.inboxes]
                            for at, block in enumerate(batch):
                                shares[hash(doc.text[block.start:block.end]) % len(shares)].append(at)
                            for worker, share in enumerate(shares):
                                if share:
                                    self.inboxes[worker].put((number, worker, id(doc), doc.lang, [batch[at] for at in share]))
                            self.order.put((id(doc), batch, shares, number))
                            number += 1
                except Exception as err:  # this document's fault, said where its records are taken: the next one goes on
                    self.order.put((id(doc), FAULT, err, None))
                self.order.put((id(doc), None, None, None))  # the document's end
        except BaseException as err:  # said where the records are taken
            self.order.put((None, None, err, None))

    def batches_of(self, doc: Document) -> Iterator[tuple[list[Block], tuple]]:
        """(batch, (records of each block, sentences)) for each batch of this document, in order;
        the documents must be asked for in the order they were given. A fault met building the
        document is raised once all of it is taken, so the next document is read as ever."""
        fault = None
        while True:
            key, batch, shares, number = self.order.get()
            if key is None:
                raise shares  # the segmenting thread's error
            if key != id(doc):
                raise WorkersBroken("documents asked for out of order")
            if batch is None:
                self.finished = key
                if fault is not None:
                    raise fault
                return
            if batch is FAULT:
                fault = fault or shares
                continue
            records: list = [None] * len(batch)
            sentences = 0
            for worker, share in enumerate(shares):
                if share:
                    try:
                        built, counted = self._take(number, worker)
                    except WorkerFault as err:
                        fault = fault or err.error
                        continue
                    sentences += counted
                    for at, recs in zip(share, built):
                        records[at] = recs
            self.room.release()
            if fault is None:
                yield batch, (records, sentences)

    def drain(self, doc: Document) -> None:
        """Take what is left of a document whose records stopped being read (a fault met past
        the workers), so the next document's batches come next."""
        if self.finished == id(doc):
            return
        try:
            for _ in self.batches_of(doc):
                pass
        except WorkersBroken:
            raise
        except Exception:  # noqa: S110 - the fault is the document's, said by whoever stopped reading it
            pass

    def _take(self, number: int, worker: int) -> tuple:
        """What a worker built of a batch (waiting for it), or the error it met."""
        while worker not in self.received.get(number, {}):
            try:
                got, by, built = self.outbox.get(timeout=1.0)
            except queue.Empty:
                if not all(p.is_alive() for p in self.processes):
                    raise WorkersBroken("a worker process of the ingest stopped") from None
                continue
            self.received.setdefault(got, {})[by] = built
        shares = self.received[number]
        built = shares.pop(worker)
        if not shares:
            del self.received[number]
        if isinstance(built, BaseException):
            raise WorkerFault(built)
        return built

    def close(self) -> None:
        self.stopped.set()
        for process in self.processes:
            process.terminate()
        for process in self.processes:
            process.join()
        self.outbox.close()
        self.outbox.cancel_join_thread()
        _SHARED.clear()


def _quiet() -> None:
    """A worker leaves Ctrl-C to the ingest, which stops the pool and says so in one line."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _serve(inbox, outbox) -> None:
    """A worker: build each share of a batch it is sent into records, until told to stop."""
    _quiet()
    documents, tagger = _SHARED["documents"], _SHARED["tagger"]
    # what the worker inherited (the tagger, the documents) is never garbage: the collector
    # leaves it alone, and runs less often over the many small objects a batch makes
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLD)
    while (task := inbox.get()) is not None:
        number, worker, key, lang, blocks = task
        try:
            doc = documents[key]
            doc.lang = lang
            built = build_batch(doc, tagger, blocks)
        except BaseException as err:  # the ingest raises it
            built = err if _picklable(err) else RuntimeError(f"{type(err).__name__}: {err}")
        outbox.put((number, worker, built))


def _picklable(err: BaseException) -> bool:
    try:
        pickle.dumps(err)
        return True
    except Exception:
        return False
