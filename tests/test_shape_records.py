"""The shape fixtures (tests/data/shapes/) against their hand-labelled records
(tests/data/shape_records.yaml), field by field: kind, label, context, situation, verdict."""
from __future__ import annotations

from pathlib import Path

import pytest
import sqlite_utils
import yaml

from judge.ingest import ingest
from judge.model import fold

DATA = Path(__file__).parent / "data"
FIELDS = ("kind", "label", "context", "situation", "verdict")


def _norm(text: str) -> str:
    return fold(text).strip(" .,;:\"'()")


@pytest.fixture(scope="module")
def compared(tmp_path_factory):
    db = tmp_path_factory.mktemp("shape-records") / "s.db"
    ingest([DATA / "shapes"], db)
    records = [dict(r) for r in sqlite_utils.Database(db).query("select * from records order by document, start")]
    expected = yaml.safe_load((DATA / "shape_records.yaml").read_text(encoding="utf-8"))
    claimed, rows = set(), []
    for entry in expected:
        found = [r for r in records if r["document"] == entry["doc"] and fold(entry["text"]) in fold(r["text"])]
        best = max(found, key=lambda r: sum(_norm(str(r[f])) == _norm(entry[f]) for f in FIELDS), default=None)
        if best is not None:
            claimed.add(best["id"])
        rows.append((entry, best))
    return records, rows, claimed


def test_records_agree_with_the_hand_labels_field_by_field(compared, capsys):
    _, rows, _ = compared
    wrong = [f"{e['doc']}: {e['text']!r}: {f} {r[f]!r}, not {e[f]!r}"
             for e, r in rows if r is not None for f in FIELDS if _norm(str(r[f])) != _norm(e[f])]
    fields = len(rows) * len(FIELDS)
    split_and_label = sum(1 for e, r in rows if r is not None and all(
        _norm(str(r[f])) == _norm(e[f]) for f in ("situation", "verdict", "label")))
    with capsys.disabled():
        print(f"\nshape fixtures: {split_and_label}/{len(rows)} records right on split and label, "
              f"{fields - len(wrong)}/{fields} fields agree")
    assert split_and_label / len(rows) >= 0.95, "\n".join(wrong)
    assert (fields - len(wrong)) / fields >= 0.95, "\n".join(wrong)


def test_no_ruling_sentence_is_left_without_a_record(compared):
    _, rows, _ = compared
    assert [e["text"] for e, r in rows if r is None] == []


def test_no_record_is_junk_and_no_question_is_a_ruling(compared):
    records, _, claimed = compared
    assert [r["text"] for r in records if r["id"] not in claimed] == []
    asked = [r["text"] for r in records
             if r["kind"] not in ("qa", "question") and r["verdict"].rstrip(" \"'”)").endswith("?")]
    assert asked == []
