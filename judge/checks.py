"""Checking a built database's records against the scenarios: the simulator replays every
scenario, and the store keeps each record's status. This sits above both: the store never
imports the simulator, and the simulator never touches the database."""
from __future__ import annotations

from . import store
from .sim.verify import Verification, replay_all, verify

__all__ = ["Verification", "check_records", "replay_all"]


def check_records(db, replayed: list | None = None) -> Verification:
    """Replay the project's scenarios (or take them `replayed`: `replay_all()`, done before any
    record was there) and store every record's status (confirmed, contradicted…)."""
    result = verify(find=lambda phrase: store.records_with_words(db, phrase),
                    text_of=lambda ids: store.record_texts(db, ids), ids=store.record_ids(db),
                    documents=store.document_names(db), context_of=lambda ids: store.record_contexts(db, ids),
                    replayed=replayed)
    store.write_checks(db, result.statuses)
    return result
