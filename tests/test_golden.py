"""The hand-checked table of seed passages: situation, verdict, label, cards, mechanics."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from judge.model import fold

TABLE = Path(__file__).parent / "data" / "golden_records.yaml"
PASS_RATE = 0.90


def _norm(text: str) -> str:
    return fold(text).strip(" .,;:\"'()")


def _same(got: str, want: str) -> bool:
    if want.endswith("…"):
        return _norm(got).startswith(_norm(want[:-1]))
    return _norm(got) == _norm(want)


def _check(entry: dict, records: list[dict]) -> list[str]:
    """What is wrong with the best candidate record for an entry (empty: it passes)."""
    candidates = [
        r for r in records
        if r["document"] == entry["doc"] and fold(entry["text"]) in fold(r["text"])
        and ("context" not in entry or _norm(r["context"]) == _norm(entry["context"]))
    ]
    if not candidates:
        return ["no record holds this text"]
    best = None
    for r in candidates:
        problems = []
        if not _same(r["situation"], entry["situation"]):
            problems.append(f"situation {r['situation']!r}")
        if not _same(r["verdict"], entry["verdict"]):
            problems.append(f"verdict {r['verdict']!r}")
        if r["label"] != entry["label"]:
            problems.append(f"label {r['label']}")
        if sorted(r["cards"]) != sorted(entry["cards"]):
            problems.append(f"cards {r['cards']}")
        missing = set(entry["mechanics"]) - set(r["mechanics"])
        if missing:
            problems.append(f"mechanics lack {sorted(missing)}")
        if best is None or len(problems) < len(best):
            best = problems
    return best


def _table() -> list[dict]:
    return yaml.safe_load(TABLE.read_text(encoding="utf-8"))


def test_table_is_broad_enough():
    table = _table()
    assert len(table) >= 40
    docs = {e["doc"] for e in table}
    assert docs == {p.name for p in (Path(__file__).parent.parent / "data" / "sources").glob("*.txt")}
    assert {e["shape"] for e in table} >= {"row", "sentence", "bullet", "example"}
    assert {e["label"] for e in table} == {"allowed", "forbidden", "required", "outcome"}


def test_hand_checked_passages(seed_records, capsys):
    table = _table()
    failures = []
    for entry in table:
        problems = _check(entry, seed_records)
        if problems:
            failures.append(f"{entry['doc']}: {entry['text']!r}: " + "; ".join(problems))
    rate = 1 - len(failures) / len(table)
    with capsys.disabled():
        print(f"\nhand-checked passages: {len(table) - len(failures)}/{len(table)} pass ({rate:.0%})")
        for line in failures:
            print("  FAIL", line)
    assert rate >= PASS_RATE, "\n".join(failures)


@pytest.mark.parametrize("entry", _table(), ids=lambda e: f"{e['doc'][:12]}:{e['text'][:30]}")
def test_entry_text_is_in_its_source(entry):
    """Guards the table itself: every snippet is real source text."""
    source = (Path(__file__).parent.parent / "data" / "sources" / entry["doc"]).read_text(encoding="utf-8")
    assert fold(entry["text"]) in fold(source)
