"""A word too common to rank at question time: its best records ranked once at ingest, read back
as the same rows the live bm25 query gives."""
from __future__ import annotations

import random

from judge import budget, champions, search
from judge.query import understand
from judge import store

from .conftest import ingested


def _library(tmp_path, monkeypatch):
    """A library where "spell" is in most records: over a row budget made small for the test."""
    monkeypatch.setattr(budget, "ROW_BUDGET", 12)
    rng = random.Random(5)
    filler = ["the", "turn", "player", "zone", "hand", "deck", "field", "chain", "link"]
    lines = []
    for i in range(70):
        noun = rng.choice(("spell", "spells", "Spell Card"))
        lines.append(f"- Ruling {i}: a {noun} " + " ".join(rng.sample(filler, rng.randint(1, 8))) + " is allowed.")
    lines += [f"- Ruling z{i}: a Zombie monster stays on the field." for i in range(3)]
    return ingested(tmp_path, {"rules.txt": "RULES\n" + "\n".join(lines) + "\n"})


def test_the_words_over_the_row_budget_are_ranked_at_ingest_as_the_live_query_ranks_them(tmp_path, monkeypatch):
    db = _library(tmp_path, monkeypatch)
    kept = [e for same in champions.over_budget(db) for e in same]
    assert '"spell"*' in kept and not any("zombie" in e for e in kept)
    for expression in kept:
        live = [r for r, _ in db.execute(champions.RANKED, {"q": expression, "limit": champions.KEPT})]
        stored = [r for (r,) in db.execute("select record from champions where expression = ? order by place",
                                           [expression])]
        assert stored == live, expression


def test_a_question_searched_by_a_common_word_alone_reads_its_ranked_records(tmp_path, monkeypatch):
    db = _library(tmp_path, monkeypatch)
    monkeypatch.setattr(search, "CANDIDATES", 8)
    resolver = store.resolver(db)
    q = understand(db, "what about spells?", resolver)
    assert q.terms == '"spell"*'
    read = []

    def spy(db, expression, limit):
        read.append(champions.champions(db, expression, limit))
        return read[-1]
    monkeypatch.setattr(search, "champions", spy)
    with_table = sorted(r for r, _ in search.candidates(db, q))
    assert read and read[-1] is not None and len(read[-1]) == 8
    monkeypatch.setattr(search, "champions", lambda *_: None)  # ranked live
    assert sorted(r for r, _ in search.candidates(db, q)) == with_table


def test_a_small_library_ranks_every_word_live(tmp_path):
    db = ingested(tmp_path, {"rules.txt": "RULES\n" + "\n".join(f"- A spell rule {i}." for i in range(30)) + "\n"})
    assert champions.over_budget(db) == [] and champions.champions(db, '"spell"', 3) is None
