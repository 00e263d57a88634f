"""Ingest end to end: records from the seeds, coverage, stable ids, the shipped database."""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
import sqlite_utils

from judge import store, writer
from judge.ingest import ingest
from judge.lang import lexicon
from judge.model import DEFAULT_DB, JudgeError, fold

from .conftest import SOURCES

CHROME_TEXT = ["Pojo Home Page", "Message Board", "Contact Staff", "fontes www", ".jpg)", "6.13.05, by GSAttack"]


def _naive_sentences(text: str):
    """Sentences cut by a plain regex, independent of the ingest pipeline: (start, end, text)."""
    for line in re.finditer(r"[^\n]+", text):
        for m in re.finditer(r"[^.!?]+(?:[.!?]+[\"')]*|$)", line.group(0)):
            piece = m.group(0).strip()
            if piece:
                start = line.start() + m.start() + (len(m.group(0)) - len(m.group(0).lstrip()))
                yield start, start + len(piece), piece


def test_seeds_give_enough_records_in_both_languages(seed_records):
    assert len(seed_records) >= 150
    langs = {r["lang"] for r in seed_records}
    assert langs == {"en", "pt"}
    by_doc = {r["document"] for r in seed_records}
    assert by_doc == {p.name for p in SOURCES.glob("*.txt")}


def test_every_record_cites_its_exact_span(seed_db, seed_records):
    db = sqlite_utils.Database(seed_db)
    texts = {d["name"]: store.document_text(db, d["name"]) for d in db.query("select name from documents")}
    for r in seed_records:
        assert texts[r["document"]][r["start"]:r["end"]] == r["text"]
        assert r["label"] in {"allowed", "forbidden", "required", "outcome"}
        assert r["verdict"].strip() and r["situation"].strip()


def test_every_verdict_sentence_is_covered(seed_db, seed_records):
    """A seed sentence that carries a verdict word must lie inside some record, or introduce a
    list (it ends in ":") and be the context of the records of its items."""
    db = sqlite_utils.Database(seed_db)
    uncovered = []
    for doc in db.query("select name, lang from documents"):
        doc["text"] = store.document_text(db, doc["name"])
        spans = [(r["start"], r["end"]) for r in seed_records if r["document"] == doc["name"]]
        contexts = {r["context"] for r in seed_records if r["document"] == doc["name"]}
        for start, end, piece in _naive_sentences(doc["text"]):
            lex = lexicon("pt" if doc["lang"] == "pt" else "en")
            if not lex.any_cue.search(fold(piece)):
                continue
            covered = sum(max(0, min(end, e) - max(start, s)) for s, e in spans)
            lead_in = piece.lstrip("-*• ").rstrip(":").strip()
            introduces = piece.endswith(":") and any(lead_in in c for c in contexts)
            if covered < 0.8 * (end - start) and not introduces:
                uncovered.append(f"{doc['name']}: {piece}")
    assert uncovered == [], "\n".join(uncovered)


def test_no_record_is_site_chrome(seed_records):
    for r in seed_records:
        for chrome in CHROME_TEXT:
            assert chrome not in r["text"], r["text"]


def test_bullet_heading_gives_context(seed_records):
    fusion = [r for r in seed_records if r["text"] == "São considerados Special Summons."]
    assert {r["context"] for r in fusion} == {"Fusion Summon", "Synchro Summon", "Xyz Summon"}
    assert len({r["id"] for r in fusion}) == 3
    rec = next(r for r in fusion if r["context"] == "Fusion Summon")
    assert "fusion-summon" in rec["mechanics"] and rec["lang"] == "pt"


def test_worked_example_is_one_record(seed_records):
    examples = [r for r in seed_records if r["kind"] == "example"]
    replay2 = [r for r in examples if r["text"].startswith("Example #2 of a replay:")]
    assert len(replay2) == 1
    assert "destroys it (ATK 3000 vs DEF 0)." in replay2[0]["text"]
    assert not [r for r in seed_records if r["kind"] != "example" and "Beaver Warrior\"'s ATK is now 5200" in r["text"]]


def test_ids_are_stable_across_ingests(tmp_path, seed_records):
    again = tmp_path / "again.db"
    ingest([SOURCES], again)
    ids = [r["id"] for r in sqlite_utils.Database(again).query("select id from records order by document, start, id")]
    assert sorted(ids) == sorted(r["id"] for r in seed_records)
    assert len(set(ids)) == len(ids)


def test_shipped_database_is_a_fresh_ingest(seed_db):
    """data/rulings.db is exactly what `judge ingest` builds from data/sources (else: stale)."""
    shipped = store.dump(sqlite_utils.Database(DEFAULT_DB))
    fresh = store.dump(sqlite_utils.Database(seed_db))
    assert shipped.keys() == fresh.keys()
    for table in fresh:
        assert shipped[table] == fresh[table], f"data/rulings.db is stale in table {table}: run `judge ingest`"


def test_fts_folds_accents(seed_db):
    db = sqlite_utils.Database(seed_db)
    hits = list(db.query("select rowid from records_fts where records_fts match ?", ['"invocacao"']))
    accented = list(db.query("select rowid from records_fts where records_fts match ?", ['"invocação"']))
    assert hits and len(hits) == len(accented)


def test_passage_language_differs_from_document(tmp_path):
    doc = tmp_path / "mixed.txt"
    doc.write_text(
        "Rivalry rulings\n\n"
        "If you have only 1 monster on the field face-up, you may Tribute it for a monster of another Type.\n\n"
        "Se você tiver apenas 1 monstro no campo, você pode oferecê-lo como tributo para um monstro de outro Tipo.\n\n"
        "If you have 2 monsters of the same Type, you cannot Tribute 1 of them for another Type.\n",
        encoding="utf-8",
    )
    db = tmp_path / "mixed.db"
    ingest([doc], db)
    rows = list(sqlite_utils.Database(db).query("select lang, label, text from records order by start"))
    assert [r["lang"] for r in rows] == ["en", "pt", "en"]
    assert [r["label"] for r in rows] == ["allowed", "allowed", "forbidden"]
    assert sqlite_utils.Database(db).execute("select lang from documents").fetchone()[0] == "en"


def test_html_and_markdown_documents(tmp_path):
    (tmp_path / "page.html").write_text(
        "<html><head><title>x</title><script>var a='you cannot';</script></head><body>"
        "<h2>Toon World</h2><ul><li>If &quot;Toon World&quot; is destroyed, all Toon monsters are destroyed.</li>"
        "<li>You cannot attack with a Toon monster the turn it is Summoned.</li></ul></body></html>",
        encoding="utf-8")
    (tmp_path / "notes.md").write_text("## Chains\n\n- A Counter Trap can be chained to a Counter Trap.\n", encoding="utf-8")
    db = tmp_path / "web.db"
    ingest([tmp_path], db)
    rows = list(sqlite_utils.Database(db).query("select document, context, label, text from records order by document, start"))
    assert [(r["document"], r["label"]) for r in rows] == [
        ("notes.md", "allowed"), ("page.html", "outcome"), ("page.html", "forbidden")]
    assert {r["context"] for r in rows} == {"Chains", "Toon World"}
    assert not any("var a" in r["text"] for r in rows)


def test_goat_corpus_ingests_with_netrep_metadata(shared, tmp_path):
    for part in ("corpus/goat", "corpus/goat/raw"):
        db = tmp_path / (part.replace("/", "_") + ".db")
        report = ingest([shared / part], db)
        assert report.records > 10_000
        qa = list(sqlite_utils.Database(db).query("select author, author_date, situation, verdict from records where kind = 'qa'"))
        assert len(qa) > 100
        dated = [q for q in qa if re.fullmatch(r"\d{4}-\d{2}-\d{2}", q["author_date"]) and q["author"]]
        assert len(dated) == len(qa)
        assert any(q["author"] == "Curtis Schultz" for q in qa)
        assert not any(q["verdict"].rstrip().endswith(("/2004", "/2005")) for q in qa)


def test_failed_ingest_leaves_database_untouched(tmp_path):
    db = tmp_path / "keep.db"
    shutil.copy(DEFAULT_DB, db)
    before = db.read_bytes()
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "good.txt").write_text("You cannot Tribute a Token for a Toon.\n", encoding="utf-8")
    (bad / "broken.txt").write_bytes(b"\x00\x01\x02binary\x00")
    with pytest.raises(Exception):
        ingest([bad], db, strict=True)  # --strict: a file that cannot be read stops it all
    assert db.read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".keep.db")]


def test_document_text_reads_any_span_across_parts(tmp_path, monkeypatch):
    """A document is stored in parts; any span read back equals the same span of the file."""
    monkeypatch.setattr(store, "DOCUMENT_PART", 7)  # as the reader cuts
    monkeypatch.setattr(writer, "DOCUMENT_PART", 7)  # as the writer cuts
    doc = tmp_path / "parts.txt"
    doc.write_text("If a monster is destroyed, it is sent to the Graveyard.\n\n"
                   "Você não pode ativar “Mirror Force” durante a Damage Step.\n", encoding="utf-8")
    db_path = tmp_path / "parts.db"
    ingest([doc], db_path)
    db = sqlite_utils.Database(db_path)
    text = doc.read_text(encoding="utf-8")
    assert db.execute("select count(*) from document_parts").fetchone()[0] == -(-len(text) // 7)
    assert store.document_text(db, "parts.txt") == text
    for start, end in [(0, 1), (3, 9), (6, 7), (7, 14), (13, 60), (50, len(text)), (len(text) - 2, len(text) + 5)]:
        assert store.document_text(db, "parts.txt", start, end) == text[start:end]
    assert store.document_text(db, "parts.txt", 9, 9) == ""
    assert store.document_text(db, "no such document") == ""
    for r in db.query("select start, end, text from records"):
        assert store.document_text(db, "parts.txt", r["start"], r["end"]) == r["text"]


def test_a_streamed_document_gives_what_a_whole_one_gives(tmp_path, monkeypatch):
    """A large plain-text file is read a piece at a time; its records, offsets and stored text
    are those of the same file read whole (its typesetting's leftovers replaced alike). Tiny
    pieces and batches here, so that pieces split UTF-8 characters and "\\r\\n" pairs, and read
    text is let go batch after batch."""
    from judge.ingest import read, records, stream

    docs = tmp_path / "docs"
    docs.mkdir()
    for p in SOURCES.glob("*.txt"):
        (docs / p.name).write_bytes(p.read_bytes())
    crlf = (SOURCES / "regras-resumo-pt.txt").read_text(encoding="utf-8").replace("\n", "\r\n")
    (docs / "crlf.txt").write_bytes(crlf.encode("utf-8"))
    (docs / "latin.txt").write_bytes("Você não pode ativar Mirror Force durante a Damage Step.\r\n".encode("cp1252") * 40)
    # a PDF's leftovers: a ligature, a soft hyphen, an unbreakable space, a character of no width
    (docs / "typeset.txt").write_text("The \ufb01rst Trap can\u00adnot be chained\u00a0to\u200b Mirror Force.\n\n" * 40,
                                      encoding="utf-8")
    whole, streamed = tmp_path / "whole.db", tmp_path / "streamed.db"
    ingest([docs], whole)
    monkeypatch.setattr(read, "STREAM_BYTES", 0)
    monkeypatch.setattr(stream, "CHUNK", 997)
    monkeypatch.setattr(records, "BATCH", 7)
    calls = []
    monkeypatch.setattr(read, "_stream", lambda path, real=read._stream: calls.append(path) or real(path))
    ingest([docs], streamed)
    assert len(calls) == 7
    assert store.dump(sqlite_utils.Database(streamed)) == store.dump(sqlite_utils.Database(whole))


def test_stream_text_keeps_only_what_is_still_needed(tmp_path, monkeypatch):
    from judge.ingest import stream

    monkeypatch.setattr(stream, "CHUNK", 100)
    path = tmp_path / "t.txt"
    text = "".join(f"line {i}: não pode\r\n" for i in range(2_000))
    path.write_bytes(text.encode("utf-8"))
    folded = text.replace("\r\n", "\n")
    st = stream.StreamText(path, stream.scan(path))
    assert len(st) == len(folded) and st.head == folded[:stream.HEAD]
    assert st[10:500] == folded[10:500] and st[3] == folded[3]
    assert st.find("\n", 20_000) == folded.find("\n", 20_000)
    st.release(30_000)
    assert st[30_000:30_200] == folded[30_000:30_200]
    assert sum(len(p) for _, p in st._kept) < 5_000  # the pieces before 30,000 are gone
    with pytest.raises(ValueError):
        st[100:200]
    assert st[-5:] == folded[-5:]
    assert "".join(st.pieces()) == folded


def test_a_file_changed_while_streamed_stops_the_ingest(tmp_path, monkeypatch):
    """A large file is read more than once; if it changes in between, the ingest stops with a
    clear error and the database is left as it was."""
    import judge.ingest as ingest_module
    from judge.ingest import read

    doc = tmp_path / "moving.txt"
    doc.write_text("You cannot Tribute a Token.\n\n" * 50, encoding="utf-8")
    monkeypatch.setattr(read, "STREAM_BYTES", 0)
    db = tmp_path / "kept.db"
    shutil.copy(DEFAULT_DB, db)
    before = db.read_bytes()

    def edit_then_tag(*args, real=ingest_module.make_tagger, **kwargs):
        doc.write_text("You can Tribute a Token.\n\n" * 50, encoding="utf-8")  # after the first read
        return real(*args, **kwargs)

    monkeypatch.setattr(ingest_module, "make_tagger", edit_then_tag)
    with pytest.raises(JudgeError, match="changed while it was being read"):
        ingest([doc], db)
    assert db.read_bytes() == before


def test_worker_processes_build_the_same_database(tmp_path, monkeypatch):
    """A large ingest builds its records in worker processes: the database is byte for byte
    the one a one-process ingest writes, a streamed document among them included, with small
    batches and little room in flight (so the workers wait for the ingest and the reverse)."""
    import judge.ingest as ingest_package
    from judge.ingest import read, workers

    docs = tmp_path / "docs"
    docs.mkdir()
    for p in SOURCES.glob("*.txt"):
        (docs / p.name).write_bytes(p.read_bytes())
    alone, pooled, mixed = tmp_path / "alone.db", tmp_path / "pooled.db", tmp_path / "mixed.db"
    monkeypatch.setattr(ingest_package, "pool_size", lambda documents: 0)
    ingest([docs], alone)
    started = []
    monkeypatch.setattr(ingest_package, "pool_size", lambda documents: 2)
    monkeypatch.setattr(workers, "WORKER_BATCH", 3)
    monkeypatch.setattr(workers, "IN_FLIGHT", 1)
    monkeypatch.setattr(ingest_package, "Workers",
                        lambda *a, real=workers.Workers: started.append(a[2]) or real(*a))
    ingest([docs], pooled)
    largest = max(p.stat().st_size for p in docs.glob("*.txt"))
    monkeypatch.setattr(read, "STREAM_BYTES", largest - 1)  # the largest document is streamed
    ingest([docs], mixed)
    assert started == [2, 2]
    expected = store.dump(sqlite_utils.Database(alone))
    assert store.dump(sqlite_utils.Database(pooled)) == expected
    assert store.dump(sqlite_utils.Database(mixed)) == expected


@pytest.mark.parametrize("processes", [0, 2])
@pytest.mark.parametrize("where", ["parsing", "after"])
def test_a_fault_building_one_documents_records_costs_only_that_document(tmp_path, monkeypatch, processes, where):
    """A fault of the record builder's on one document (here made: a block holding a marker)
    leaves that document out, named with the fault in one line, and every other document's
    records are the ones an ingest without it builds, in one process or in workers, the fault
    met in a worker or past them, and the report counts the sentences of those documents only; with
    --strict it stops the ingest."""
    import judge.ingest as ingest_package
    from judge.ingest import records, workers

    docs = tmp_path / "docs"
    docs.mkdir()
    for p in SOURCES.glob("*.txt"):
        (docs / p.name).write_bytes(p.read_bytes())
    monkeypatch.setattr(ingest_package, "pool_size", lambda documents: processes)
    monkeypatch.setattr(workers, "WORKER_BATCH", 3)
    monkeypatch.setattr(workers, "IN_FLIGHT", 1)
    without = tmp_path / "without.db"
    alone = ingest([docs], without)
    (docs / "odd.txt").write_text("ODD CARD\n\n" + "- You can Tribute a Token.\n" * 20 + "- BROKEN marker here.\n"
                                  + "- You cannot Tribute it twice.\n" * 20, encoding="utf-8")

    def breaks(real):
        def built(doc, *args, **kwargs):
            # in the batch of blocks holding the marker (those before it built and counted), else the document
            batch = args[1] if len(args) > 1 and isinstance(args[1], list) else None
            if "BROKEN" in (doc.text if batch is None else "".join(doc.text[b.start:b.end] for b in batch)):
                raise ValueError("a builder's fault")
            return real(doc, *args, **kwargs)
        return built
    if where == "parsing":  # in the workers' build of a batch, or the ingest's own
        monkeypatch.setattr(records, "build_batch", breaks(records.build_batch))
        monkeypatch.setattr(workers, "build_batch", breaks(workers.build_batch))
    else:  # past the workers: their batches of the document are left to take
        monkeypatch.setattr(records, "card_texts", breaks(records.card_texts))
    report = ingest([docs], tmp_path / "with.db")
    assert len(report.skipped) == 1 and "odd.txt" in report.skipped[0] and "ValueError: a builder's fault" in report.skipped[0]
    kept = "select id, text, label from records order by id"
    assert list(sqlite_utils.Database(tmp_path / "with.db").query(kept)) == list(sqlite_utils.Database(without).query(kept))
    assert report.sentences == alone.sentences  # the report counts none of the skipped document's sentences
    with pytest.raises(ValueError):
        ingest([docs], tmp_path / "strict.db", strict=True)
    assert not (tmp_path / "strict.db").exists()


def test_a_readers_fault_on_one_file_costs_only_that_file(tmp_path, monkeypatch):
    """A reader's fault on one file (not a file it says it cannot read) leaves that file out,
    named with the fault in one line; the others are read; with --strict it stops the ingest."""
    import judge.ingest as ingest_package

    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "good.txt").write_text("GOOD CARD\n\n- You can Tribute a Token.\n", encoding="utf-8")
    (docs / "odd.txt").write_text("ODD CARD\n\n- You cannot Tribute it twice.\n", encoding="utf-8")

    def reads(path, *args, real=ingest_package.read_document, **kwargs):
        if path.name == "odd.txt":
            raise TypeError("a reader's fault")
        return real(path, *args, **kwargs)
    monkeypatch.setattr(ingest_package, "read_document", reads)
    report = ingest([docs], tmp_path / "r.db")
    assert report.documents == 1 and len(report.skipped) == 1
    assert "odd.txt: could not be read (TypeError: a reader's fault)" in report.skipped[0]
    with pytest.raises(TypeError):
        ingest([docs], tmp_path / "strict.db", strict=True)


def test_documents_read_beside_the_tagger_build_the_same_database(tmp_path, monkeypatch):
    """A large ingest reads its documents in a process of its own and replays the scenarios in
    another while it builds the tagger: the database is the one an ingest doing all in one process
    writes, a file it cannot read is still named, and with --strict the reading process's error
    is the ingest's one-line error (nothing written)."""
    import judge.ingest as ingest_package

    docs = tmp_path / "docs"
    docs.mkdir()
    for p in SOURCES.glob("*.txt"):
        (docs / p.name).write_bytes(p.read_bytes())
    (docs / "broken.json").write_text('{"rulings": [', encoding="utf-8")
    here, beside = tmp_path / "here.db", tmp_path / "beside.db"
    monkeypatch.setattr(ingest_package, "_large", lambda paths: False)
    alone = ingest([docs], here)
    forked = []
    monkeypatch.setattr(ingest_package, "_large", lambda paths: True)
    monkeypatch.setattr(ingest_package, "Beside", lambda *a, real=ingest_package.Beside: forked.append(a) or real(*a))
    report = ingest([docs], beside)
    assert [call[0].__name__ for call in forked] == ["_read", "replay_all"]
    assert store.dump(sqlite_utils.Database(beside)) == store.dump(sqlite_utils.Database(here))
    assert report.skipped == alone.skipped and len(report.skipped) == 1 and "broken.json" in report.skipped[0]
    statuses = "select check_status, count(*) from records group by check_status order by 1"
    assert sqlite_utils.Database(beside).execute(statuses).fetchall() == \
        sqlite_utils.Database(here).execute(statuses).fetchall()
    with pytest.raises(JudgeError, match="broken.json") as err:
        ingest([docs], tmp_path / "strict.db", strict=True)
    assert "\n" not in str(err.value) and not (tmp_path / "strict.db").exists()


def test_a_call_made_beside_gives_its_result_or_its_error():
    from judge.ingest.workers import Beside

    assert Beside(divmod, 17, 5).result() == (3, 2)
    with pytest.raises(JudgeError, match="no such card"):
        Beside(_refuse, "no such card").result()


def _refuse(message: str):
    raise JudgeError(message)


def test_the_stored_resolver_index_is_the_one_read_from_the_stored_names(tmp_path):
    """An ingest stores its tagger's resolver (built before the database) as the index: it must
    be the resolver a reader builds from the card names the database holds, to the last name."""
    from judge.resolver import Resolver
    from judge.writer import _read_resolver

    db = tmp_path / "r.db"
    ingest([SOURCES], db)
    conn = sqlite_utils.Database(db)
    stored = Resolver.loads(conn.execute("select blob from resolver_index").fetchone()[0])
    read = _read_resolver(conn)
    stored.prepare_spotting()
    assert stored.keys_by_length == read.keys_by_length
    assert all([tuple(n) for n in stored.by_key.get(k)] == [tuple(n) for n in read.by_key[k]] for k in read.by_key)
    assert stored.sizes_by_first == read.sizes_by_first
    assert {t: stored.by_token.get(t) for t in read.by_token} == read.by_token
    assert set(stored.vocabulary) == set(read.vocabulary)
    # the stored name map reads whole, and spotting tests its keys as a set
    assert {k: [tuple(n) for n in names] for k, names in stored.by_key.items()} == \
        {k: [tuple(n) for n in names] for k, names in read.by_key.items()}
    assert stored.by_key.key_set == frozenset(read.by_key)
    text = 'Summon two Jinzos, then "Mirage Knight" with Dark Flare Knight\'s effect.'
    assert stored.spot(text, fuzzy=False, strict=True) == read.spot(text, fuzzy=False, strict=True)
    assert {s.card for s in stored.spot(text, fuzzy=False, strict=True)} >= {"Jinzo", "Mirage Knight", "Dark Flare Knight"}


def test_a_worker_error_stops_the_ingest_and_keeps_the_database(tmp_path, monkeypatch):
    import judge.ingest as ingest_package
    from judge.ingest import workers

    db = tmp_path / "r.db"
    ingest([SOURCES], db)
    before = db.read_bytes()
    monkeypatch.setattr(ingest_package, "pool_size", lambda documents: 2)

    def broken(*args, **kwargs):
        raise ValueError("a worker failed")

    monkeypatch.setattr(workers, "build_batch", broken)
    with pytest.raises(JudgeError, match="no document's records could be built: .*ValueError: a worker failed"):
        ingest([SOURCES], db)  # every document's fault (one document's alone costs only it)
    assert db.read_bytes() == before
    with pytest.raises(ValueError, match="a worker failed"):
        ingest([SOURCES], db, strict=True)
    assert db.read_bytes() == before


def _ingested(tmp_path, files: dict[str, str]):
    """A folder of these documents (name → text) ingested into a fresh database."""
    docs = tmp_path / "docs"
    docs.mkdir()
    for name, text in files.items():
        (docs / name).write_text(text, encoding="utf-8")
    db = tmp_path / "ingested.db"
    ingest([docs], db)
    return sqlite_utils.Database(db)


def test_a_signed_ruling_keeps_its_signature_as_who_and_when(tmp_path):
    """A list item or paragraph that ends with its judge's name and a date ("… is a legal
    target. Jane Doe, 04/11/2006") is one ruling given by that judge on that date: the
    signature is never a record of its own, nor part of the ruling's text."""
    db = _ingested(tmp_path, {"signed.txt":
        "JUDGE RULINGS\n\n"
        "- \"Sangan\" can be targeted by \"Book of Moon\" during the Battle Phase. Jane Doe, 04/11/2006\n"
        "- You cannot chain \"Solemn Judgment\" to a Flip Summon twice. jdoe, 7/2/05\n"
        "- You cannot activate \"Mystical Space Typhoon\" on cards Set before 04/11/2006\n\n"
        "A monster Special Summoned by \"Monster Reborn\" is not properly Summoned. Kevin Smith, 12/01/2005\n"})
    rows = db.execute(
        "select text, author, author_date, date from records order by start").fetchall()
    assert rows == [
        ("\"Sangan\" can be targeted by \"Book of Moon\" during the Battle Phase.", "Jane Doe", "2006-04-11", "2006-04-11"),
        ("You cannot chain \"Solemn Judgment\" to a Flip Summon twice.", "jdoe", "2005-07-02", "2005-07-02"),
        # a date inside the ruling's own sentence is no signature
        ("You cannot activate \"Mystical Space Typhoon\" on cards Set before 04/11/2006", "", "", ""),
        ("A monster Special Summoned by \"Monster Reborn\" is not properly Summoned.", "Kevin Smith", "2005-12-01",
         "2005-12-01"),
    ]


def test_italic_markers_rulings_under_a_card_name_and_dated_entries(tmp_path):
    """Shapes met in documents nobody shaped the ingest on: an italic "*Question:*"/"*Answer:*"
    pair is a Q&A (the italics are no list marker); "Ruling:" lines under a card's name are
    rulings, where the card's own text under its name stays card text; a JSON entry's `date`
    and a heading's "as of" date the rulings under them."""
    db = _ingested(tmp_path, {"floor.md":
        "# Floor notes\n\n"
        "*Question:* Can \"Sangan\" be Tributed for \"Cyber Jar\"?\n"
        "*Answer:* No, \"Cyber Jar\" cannot be Tribute Summoned by that.\n\n"
        "* a list item says *you* cannot activate \"Raigeki\" during the Damage Step.\n",
        "cards.txt":
        "Magic Cylinder:\n"
        "Ruling: You can activate Magic Cylinder when a monster with 0 ATK attacks.\n\n"
        "SANGAN\n"
        "When this card is sent from the field to the Graveyard: Add 1 monster with 1500 or less ATK from your Deck to your hand.\n\n"
        "- You cannot search a monster with 1600 ATK with Sangan.\n\n"
        "Rulings as of March 2005\n\n"
        "- You must reveal the monster Sangan adds to your hand.\n",
        "entries.json": json.dumps([
            {"card": "Sangan", "rulings": [{"text": "You can activate Sangan's effect when it is Tributed.",
                                             "source": "TCG FAQ", "date": "2005-04-01"}]}])})
    rows = {r["text"]: r for r in db.query("select * from records")}
    qa = next(r for t, r in rows.items() if "Cyber Jar" in t)
    assert (qa["kind"], qa["label"], qa["situation"]) == \
        ("qa", "forbidden", "Can \"Sangan\" be Tributed for \"Cyber Jar\"?")
    assert any(t.startswith("a list item says you cannot") for t in rows)  # a "* " item is still a list item
    cylinder = next(r for t, r in rows.items() if "Magic Cylinder" in t)
    assert (cylinder["kind"], cylinder["label"]) == ("prose", "allowed")
    text = next(r for t, r in rows.items() if t.startswith("When this card is sent"))
    assert text["kind"] == "card-text"
    assert rows["You must reveal the monster Sangan adds to your hand."]["date"] == "2005-03"
    assert rows["You cannot search a monster with 1600 ATK with Sangan."]["date"] == ""
    assert rows["You can activate Sangan's effect when it is Tributed."]["date"] == "2005-04-01"


def test_a_table_that_asks_and_answers_and_a_question_ending_in_a_card_name(tmp_path):
    """A table with a question column and an answer column is a table of Q&As (the question
    is the situation, the answer's verdict the label); a question that ends on a quoted card
    name ('… with "Axe of Despair"?') is a question, never a ruling of its own."""
    db = _ingested(tmp_path, {"asked.csv":
        "card,question,answer\n"
        "Jinzo,Can I activate Trap Cards while Jinzo is face-up?,\"No, Trap Cards cannot be activated.\"\n"
        "Sangan,Is the Sangan search optional?,\"No, you must add a monster if you can.\"\n",
        "asked.md": "## Mirror Force\n"
        "- Can Mirror Force be chained to an attack by a monster equipped with \"Axe of Despair\"? Yes, it can.\n"})
    rows = [(r["situation"], r["verdict"], r["label"]) for r in db.query("select * from records order by document, start")]
    assert rows == [
        ("Can I activate Trap Cards while Jinzo is face-up?", "No, Trap Cards cannot be activated.", "forbidden"),
        ("Is the Sangan search optional?", "No, you must add a monster if you can.", "required"),
        ("Can Mirror Force be chained to an attack by a monster equipped with \"Axe of Despair\"?", "Yes, it can.",
         "allowed"),
    ]


def test_a_pointer_to_rulings_elsewhere_is_no_ruling(tmp_path):
    """"See "X" for …" (or in brackets, or "Veja "X" …") says where to read, not what is ruled:
    no record; the rulings around it, a sentence in brackets among them, are records."""
    db = _ingested(tmp_path, {"pointers.txt":
        "JINZO\n\n"
        "- Jinzo negates the effects of face-up Trap Cards. (See \"Trap Dustshoot\" in the Advanced FAQ.)\n"
        "- See \"Royal Decree\" for a card with a similar effect.\n"
        "- (You cannot activate Trap Cards while Jinzo is face-up.)\n",
        "ponteiros.txt": "LANGUAGE: pt\n\nJINZO\n\n- Veja \"Royal Decree\" para uma carta parecida.\n"
        "- Você não pode ativar Armadilhas enquanto Jinzo estiver com a face para cima.\n"})
    texts = sorted(r[0] for r in db.execute("select text from records").fetchall())
    assert texts == ["(You cannot activate Trap Cards while Jinzo is face-up.)",
                     "Jinzo negates the effects of face-up Trap Cards.",
                     "Você não pode ativar Armadilhas enquanto Jinzo estiver com a face para cima."]


def test_a_block_naming_its_card_plainly_rules_on_it_and_is_no_card_text(tmp_path):
    """Under a heading that is a card's name, a card's text calls itself "this card" or quotes
    its name inside a clause; a block that names the card plainly, or opens a sentence with
    it, is rulings about the card."""
    db = _ingested(tmp_path, {"notes.txt":
        "MIRROR FORCE\n\nMirror Force destroys only Attack Position monsters. You cannot chain it to a direct attack.\n\n"
        "AMAZONESS TIGER\n\nYou can only control 1 \"Amazoness Tiger\". This card gains 400 ATK for each Amazoness monster.\n\n"
        "JINZO\n\n\"Jinzo\" negates Trap Cards while it is face-up.\n"})
    kinds = {r[0]: r[1] for r in db.execute("select text, kind from records").fetchall()}
    assert kinds["Mirror Force destroys only Attack Position monsters."] == "prose"
    assert kinds["You can only control 1 \"Amazoness Tiger\"."] == "card-text"
    assert kinds["\"Jinzo\" negates Trap Cards while it is face-up."] == "prose"


def test_a_cards_page_of_prose_rulings_has_no_card_text_above_them(tmp_path):
    """Under a card's name, a first paragraph quoting the card ("If "Sangan" is …") is its text
    only when written as one ("this card", "(1)", an order: "Destroy 1 …") or when a list of
    rulings follows it; a page of paragraphs ruling on the card is rulings from its first one."""
    db = _ingested(tmp_path, {
        "prose.md": "## Sangan\n\nIf \"Sangan\" is banished from the field, its effect does not activate.\n\n"
                    "The search is not optional.\n\n## Book of Moon\n\nYou can chain \"Book of Moon\" to an attack.\n",
        "printed.md": "## Sangan\n\nIf this card is sent from the field to the Graveyard: add 1 monster with 1500 or "
                      "less ATK from your Deck to your hand.\n\nIf \"Sangan\" is banished, its effect does not activate.\n\n"
                      "## Book of Moon\n\nChange 1 face-up monster on the field to face-down Defense Position.\n",
        "listed.md": "## Mind Crush\n\nDeclare 1 card name; if that card is in your opponent's hand, they discard it.\n\n"
                     "## Shrink\n\nThe original ATK of that monster is halved.\n\n- \"Shrink\" targets.\n"})
    kinds = {t: k for t, k in db.execute("select text, kind from records")}
    assert kinds["If \"Sangan\" is banished from the field, its effect does not activate."] == "prose"
    assert kinds["You can chain \"Book of Moon\" to an attack."] == "prose"
    assert kinds["If \"Sangan\" is banished, its effect does not activate."] == "prose"
    assert [k for t, k in kinds.items() if k == "card-text"] == ["card-text"] * 4  # printed.md's two, listed.md's two
    assert kinds["The original ATK of that monster is halved."] == "card-text"  # a list of rulings follows it


def test_a_sentence_of_a_cards_text_block_naming_its_effects_kind_is_a_ruling_on_it(tmp_path):
    """Printed text never names its effects' kinds: a sentence in a card's text block calling one a
    Trigger or Ignition Effect, or giving its Spell Speed, rules on the text (in either language);
    the printed sentences around it stay card text."""
    db = _ingested(tmp_path, {
        "edison.txt": "LAVA GOLEM\n\nOffer 2 monsters on your opponent's side of the field as Tributes to Special "
                      "Summon this card to their side. The summoning procedure is no Ignition Effect and cannot be "
                      "chained to.\n\n- \"Lava Golem\" inflicts 1000 damage to its controller.\n\n"
                      "SPIRIT REAPER\n\nThe self-destruction of this card has Spell Speed 1.\n\n- It is not destroyed by battle.\n",
        "regras.txt": "LANGUAGE: pt\n\nSANGAN\n\nQuando esta carta for enviada do campo para o Cemitério, adicione 1 "
                      "monstro com 1500 ou menos de ATK do seu Deck à sua mão. O efeito desta carta é um efeito de gatilho obrigatório.\n\n"
                      "- \"Sangan\" não ativa se for banido.\n"})
    kinds = {t: k for t, k in db.execute("select text, kind from records")}
    assert kinds["The summoning procedure is no Ignition Effect and cannot be chained to."] == "prose"
    assert kinds["The self-destruction of this card has Spell Speed 1."] == "prose"
    assert [k for t, k in kinds.items() if "efeito de gatilho" in t] == ["prose"]
    assert kinds["Offer 2 monsters on your opponent's side of the field as Tributes to Special Summon this card to "
                 "their side."] == "card-text"
    assert kinds["Quando esta carta for enviada do campo para o Cemitério, adicione 1 monstro com 1500 ou menos de "
                 "ATK do seu Deck à sua mão."] == "card-text"


def test_short_items_nested_under_a_sentence_item_head_no_item_after_them(tmp_path):
    """Card names listed under an item ("- Only … such as:" / "  - Magic Jammer") are that item's
    list: its record holds them and is about their cards; the next item out of it is under the
    section's heading, not under the last name listed, and is not about that card (whatever the
    bullets and indents). A sentence item closed by its stop keeps its own words."""
    db = _ingested(tmp_path, {
        "steps.md": "# Damage Step\n\n- Only Counter Traps can be activated during the Damage Step, such as:\n"
                    "  - Seven Tools of the Bandit\n  - Magic Jammer\n- Flip Effects activate after damage calculation.\n",
        "passos.md": "LANGUAGE: pt\n\n# Cadeias\n\n* Estas cartas não podem ser encadeadas:\n    * Solemn Judgment\n"
                     "    * Magic Drain\n* Nada pode ser encadeado a uma Counter Trap, exceto outra Counter Trap.\n"})
    rows = {t: (c, sorted(n for (n,) in db.execute("select card from record_cards where record = ?", [i])))
            for i, t, c in db.execute("select id, text, context from records")}
    assert rows["Flip Effects activate after damage calculation."] == ("Damage Step", [])
    assert rows["Nada pode ser encadeado a uma Counter Trap, exceto outra Counter Trap."] == ("Cadeias", [])
    listed = [(t, c) for t, c in rows.items() if t.startswith("Only Counter Traps")]
    assert listed == [("Only Counter Traps can be activated during the Damage Step, such as:\n  - Seven Tools of the Bandit\n"
                       "  - Magic Jammer", ("Damage Step", ["Magic Jammer", "Seven Tools of the Bandit"]))]
    (tmp_path / "page").mkdir()
    page = _ingested(tmp_path / "page", {"faq.html": "<h1>Damage Step</h1><ul><li>Only Counter Traps can be activated "
                                                      "then, for example:<ul><li>Magic Jammer</li><li>Seven Tools of the "
                                                      "Bandit</li></ul></li><li>Flip Effects activate after damage "
                                                      "calculation.</li></ul>"})
    assert sorted(n for (n,) in page.execute("select c.card from records r join record_cards c on c.record = r.id "
                                             "where r.text like 'Only Counter Traps%Seven Tools of the Bandit'")) == [
        "Magic Jammer", "Seven Tools of the Bandit"]
    (tmp_path / "list").mkdir()
    banned = _ingested(tmp_path / "list", {"list.md": "# Forbidden & Limited List\n\n- The following cards are Forbidden:\n"
                                                      "  - Pot of Greed\n  - Graceful Charity\n- The following cards are "
                                                      "Limited:\n  - Sangan\n"})
    assert {t: sorted(n for (n,) in banned.execute("select card from record_cards where record = ?", [i]))
            for i, t in banned.execute("select id, text from records")} == {
        "The following cards are Forbidden:\n  - Pot of Greed\n  - Graceful Charity": ["Graceful Charity", "Pot of Greed"],
        "The following cards are Limited:\n  - Sangan": ["Sangan"]}
    (tmp_path / "closed").mkdir()
    closed = _ingested(tmp_path / "closed", {"closed.md": "# Damage Step\n\n- Only Counter Traps can be activated then.\n"
                                                         "  - Magic Jammer\n- Flip Effects activate after damage calculation.\n"})
    assert [t for (t,) in closed.execute("select text from records order by start")] == [
        "Only Counter Traps can be activated then.", "Flip Effects activate after damage calculation."]


def test_names_listed_under_an_item_closed_by_its_stop_are_its_cards(tmp_path):
    """Two or more card names nested under an item that ends in a full stop are what it rules on,
    as under one ending in ":": its record is about their cards, and the names alone are no record
    of their own; sentences nested under such an item stay records of their own."""
    db = _ingested(tmp_path, {
        "limits.md": "# Advanced format\n\n- These cards are Semi-Limited this season.\n  - Mystical Space Typhoon\n"
                     "  - Sakuretsu Armor\n- Each player may use only one copy of a Limited card.\n",
        "tributes.html": "<h1>Tributes</h1><ul><li>Neither of these monsters can be Tributed for a Tribute Summon."
                         "<ul><li>Jinzo</li><li>Sangan</li></ul></li><li>Mirror Force destroys Attack Position monsters."
                         "<ul><li>It does not destroy monsters in Defense Position.</li></ul></li></ul>"})
    rows = {t: sorted(n for (n,) in db.execute("select card from record_cards where record = ?", [i]))
            for i, t in db.execute("select id, text from records")}
    assert rows == {"These cards are Semi-Limited this season.": ["Mystical Space Typhoon", "Sakuretsu Armor"],
                    "Each player may use only one copy of a Limited card.": [],
                    "Neither of these monsters can be Tributed for a Tribute Summon.": ["Jinzo", "Sangan"],
                    "Mirror Force destroys Attack Position monsters.": ["Mirror Force"],
                    "It does not destroy monsters in Defense Position.": ["Mirror Force"]}


def test_a_question_and_answer_on_one_line_and_a_ruling_that_now_replaces_another(tmp_path):
    """"Q: … ? A: …" on one line is one Q&A whose verdict is the answer without its "A:";
    "Previously, X. Now, Y." links the old ruling to the new one though "Now" opens no clause."""
    db = _ingested(tmp_path, {"updates.txt":
        "UPDATES\n\nQ: Can Heavy Storm destroy face-down Trap Cards? A: Yes, it destroys every Spell and Trap Card.\n\n"
        "Previously, you could chain Sakuretsu Armor to a Toon's attack. Now, you cannot chain it to that attack.\n"})
    rows = {r["verdict"]: r for r in db.query("select * from records")}
    qa = rows["Yes, it destroys every Spell and Trap Card."]
    assert (qa["situation"], qa["label"]) == ("Can Heavy Storm destroy face-down Trap Cards?", "allowed")
    old, new = (rows["Previously, you could chain Sakuretsu Armor to a Toon's attack."],
                rows["you cannot chain it to that attack."])
    assert old["superseded_by"] == new["id"] and not new["superseded_by"]


def test_portuguese_changes_of_ruling_and_notes(tmp_path):
    """"Antes, você podia X. Agora, você não pode." is an old ruling (allowed) replaced by a new
    one (forbidden); "(Obs.: …)" is a note's label, not the situation."""
    db = _ingested(tmp_path, {"mudancas.txt":
        "LANGUAGE: pt\n\nMUDANÇAS\n\nAntes, você podia ativar Sakuretsu Armor contra um Toon. Agora, você não pode.\n\n"
        "- (Obs.: Tokens contam como monstros para \"Ojama Trio\".)\n"})
    rows = {r["verdict"]: r for r in db.query("select * from records")}
    old = rows["Antes, você podia ativar Sakuretsu Armor contra um Toon."]
    new = rows["Agora, você não pode."]
    assert (old["label"], new["label"], old["superseded_by"]) == ("allowed", "forbidden", new["id"])
    assert rows["Tokens contam como monstros para \"Ojama Trio\"."]["situation"] == "MUDANÇAS"


def test_section_numbered_rules_are_items_of_their_section(tmp_path):
    """A rulebook's numbered rules ("1.1 …", "2.1.1 …") are list items without their number; a
    short numbered title ("2.1 Battle") heads the rules under it."""
    db = _ingested(tmp_path, {"rulebook.txt":
        "SUMMONING\n\n1.1 A player may Normal Summon or Set only once per turn.\n"
        "1.2 A Tribute Summon counts as the Normal Summon for that turn.\n\n"
        "2.1 Battle\n2.1.1 Each monster can attack once per Battle Phase.\n"})
    rows = [(r["kind"], r["context"], r["verdict"]) for r in db.query("select * from records order by start")]
    assert rows == [
        ("bullet", "SUMMONING", "A player may Normal Summon or Set only once per turn."),
        ("bullet", "SUMMONING", "A Tribute Summon counts as the Normal Summon for that turn."),
        ("bullet", "Battle", "Each monster can attack once per Battle Phase."),
    ]


def test_a_rebuild_copies_the_card_tables_a_build_from_the_same_card_table_wrote(tmp_path, monkeypatch):
    """The card tables (cards, 33,000 names, the resolver's index) derive from the card table and
    the code alone: a rebuild copies them from a database that holds them under the same
    fingerprint, and the database is the one a build deriving them writes. A changed card table
    or an imported pool (its fingerprint gone) derives them again, the pool kept."""
    import judge.ingest as ingest_package
    from judge.pool import import_pool

    derived, copied = tmp_path / "derived.db", tmp_path / "copied.db"
    monkeypatch.setattr(store, "same_cards", lambda target, fingerprint: None)
    ingest([SOURCES], derived)
    monkeypatch.undo()
    assert store.same_cards(copied, store.cards_fingerprint()) is not None  # the shipped database
    sources: list = []  # where each build took its card tables from (None: derived)

    def card_tables(target, real=ingest_package._card_tables):
        tables = real(target)
        sources.append(tables[2])
        return tables

    monkeypatch.setattr(ingest_package, "_card_tables", card_tables)
    ingest([SOURCES], copied)
    ingest([SOURCES], copied)
    assert sources == [store.DEFAULT_DB, copied]
    assert store.dump(sqlite_utils.Database(copied)) == store.dump(sqlite_utils.Database(derived))
    assert _resolver_index(copied) == _resolver_index(derived)

    assert store.same_cards(copied, "another card table") is None  # a database of its own: never the shipped one's
    import_pool(copied, Path(__file__).parent / "data" / "cardinfo.json")
    assert store.same_cards(copied, store.cards_fingerprint()) is None
    pooled = set(store.open_db(copied).execute("select name, card, kind from card_names").fetchall())
    ingest([SOURCES], copied)
    assert sources[-1] is None
    assert pooled <= set(store.open_db(copied).execute("select name, card, kind from card_names").fetchall())
    assert store.same_cards(copied, store.cards_fingerprint()) is None  # still a pool of its own


def _resolver_index(db) -> tuple:
    """What a database's stored resolver index holds (the bytes may differ: a set's order)."""
    from judge.resolver import Resolver

    stored = Resolver.loads(sqlite_utils.Database(db).execute("select blob from resolver_index").fetchone()[0])
    stored.prepare_spotting()
    return (stored.keys_by_length, {k: [tuple(n) for n in stored.by_key.get(k)] for k in stored.keys_by_length},
            stored.sizes_by_first, {t: sorted(v) for t, v in stored.by_token.items()}, sorted(stored.vocabulary))


def test_a_worker_process_that_dies_stops_the_ingest_and_keeps_the_database(tmp_path, monkeypatch):
    """A worker killed midway (out of memory, a signal) is noticed: the ingest stops with an
    error instead of waiting for it forever, and the database is the one it was."""
    import os

    import judge.ingest as ingest_package
    from judge.ingest import workers

    db = tmp_path / "r.db"
    ingest([SOURCES], db)
    before = db.read_bytes()
    monkeypatch.setattr(ingest_package, "pool_size", lambda documents: 2)
    monkeypatch.setattr(workers, "build_batch", lambda *args: os._exit(3))
    with pytest.raises(RuntimeError, match="worker process"):
        ingest([SOURCES], db)
    assert db.read_bytes() == before


def test_the_mechanic_terms_inside_a_card_name_are_the_names_whatever_their_number():
    """A mechanic term within a card's name is the name's ("United We Stand" is no Union): the
    spans kept are those inside no card's span, the same as comparing each with every card's
    (as it was: a block naming a card thousands of times took minutes), for spans that nest,
    touch and overlap."""
    import random

    from judge.ingest.records import Span, outside

    rng = random.Random(5)
    for _ in range(3000):
        cards = [Span(a, a + rng.randint(1, 9), "c") for a in rng.sample(range(50), rng.randint(0, 7))]
        terms = [Span(a, a + rng.randint(1, 9), "m") for a in rng.sample(range(50), rng.randint(0, 7))]
        every = [m for m in terms if not any(c.start_char <= m.start_char and m.end_char <= c.end_char for c in cards)]
        assert outside(terms, cards) == every, (cards, terms)


def test_a_ruling_citing_the_sentence_it_leans_on_is_about_what_that_sentence_names(tmp_path):
    """A sentence that goes on from the one before ("It …", "The effect …") is recorded with
    that sentence's situation and cites both: it is about the cards and mechanics both name,
    not only those of its own words (a ruling on flipping a card found by "flip")."""
    db = _ingested(tmp_path, {"leaning.txt":
        "WALL OF ILLUSION\n\n"
        "- If Wall of Illusion is flipped face-up by an attack, the attacking monster returns to the hand. "
        "The effect still applies during the Damage Step.\n\n"
        "Notes\n\n"
        "When Sakuretsu Armor destroys a monster in the Battle Phase, no Battle Damage is dealt. "
        "It can be chained to an attack declaration.\n"})
    about = {}
    for text, rid in db.execute("select text, id from records").fetchall():
        about[text] = {m for (m,) in db.execute("select mechanic from record_mechanics where record = ?", [rid])}
    both = next(m for t, m in about.items() if t.endswith("during the Damage Step."))
    assert {"flip-effect", "damage-step"} <= both
    leaning = next(m for t, m in about.items() if t.endswith("to an attack declaration."))
    assert {"destruction", "battle-phase"} <= leaning


@pytest.mark.parametrize("name, text, flip_effect", [
    ("down.txt", "- If the target is flipped face-down in a chain, the Trap resolves without effect.\n", False),
    ("back.txt", "- You can flip it back face down with a card effect, and it cannot attack that turn.\n", False),
    ("them.txt", "- An effect that flips the monsters down does not destroy them.\n", False),
    ("baixo.txt", "- Se o monstro for flipado para baixo, o efeito de Equipamento é perdido.\n", False),
    ("up.txt", "- If the monster is flipped face-up by an attack, its effect activates.\n", True),
    ("both.txt", "- A Flip Effect Monster flipped face-down by a card effect can be Flip Summoned again.\n", True),
])
def test_a_monster_flipped_face_down_names_no_flip_effect(tmp_path, name, text, flip_effect):
    """A monster turned face-down is flipped, but no Flip Effect is said (mechanics.yaml `not_before`):
    the record is not about the mechanic unless another of its terms names it."""
    db = _ingested(tmp_path, {name: text})
    about = {m for (m,) in db.execute("select mechanic from record_mechanics")}
    assert ("flip-effect" in about) is flip_effect


@pytest.mark.parametrize("name, text, named, unnamed", [
    ("traps.txt", "- Normal Traps cannot be activated during the Damage Step.\n", {"damage-step"}, {"life-points"}),
    ("etapa.txt", "- Armadilhas normais não podem ser ativadas na Etapa de Dano.\n", {"damage-step"}, {"life-points"}),
    ("both.txt", "- During the Damage Step, the defending player still takes the damage.\n",
     {"damage-step", "life-points"}, set()),  # "damage" said again outside the term
    ("skips.txt", "- Effects that skip the Draw Phase do not stop the Standby Phase.\n", {"turn"}, {"deck-out"}),
    ("changes.txt", "- Change it to Attack Position at the end of the turn.\n", {"battle-position"}, {"battle-phase"}),
    ("summons.txt", "- A Flip Summon can be responded to with a Counter Trap.\n", {"flip-summon"}, {"flip-effect"}),
    ("kind.txt", "- A Counter Trap Card cannot be chained to by a Continuous Trap Card.\n",
     {"counter-trap", "continuous-trap", "trap-card"}, {"continuous-effect"}),  # each is a Trap Card
    # a sibling kind is no kind of it: the "Magic" of "Magic Contínua" is no Normal Spell
    ("irmas.txt", "- Uma Magic Contínua fica no campo depois de ativada, e uma Field Magic também.\n",
     {"continuous-spell", "field-spell"}, {"normal-spell"}),
    ("magia.txt", "- Uma carta de Magic normal vai para o cemitério depois de resolvida.\n", {"normal-spell"}, set()),
])
def test_a_term_inside_a_longer_term_that_hides_it_names_no_mechanic(tmp_path, name, text, named, unnamed):
    """A mechanic's term inside another's longer term is not meant when that mechanic `hides` it
    (mechanics.yaml): "Damage Step" is no damage to Life Points, "Draw Phase" no drawing; a
    longer term of a kind of the mechanic ("Counter Trap" of Trap Card) still names it."""
    db = _ingested(tmp_path, {name: text})
    about = {m for (m,) in db.execute("select mechanic from record_mechanics")}
    assert named <= about and not unnamed & about, about


def test_a_vocabulary_hiding_an_unknown_mechanic_is_refused(tmp_path):
    from judge import glossary
    from judge.model import JudgeError

    bad = tmp_path / "mechanics.yaml"
    bad.write_text("damage-step:\n  en: [Damage Step]\n  hides: [lifepoints]\n", encoding="utf-8")
    with pytest.raises(JudgeError, match="lifepoints"):
        glossary.load(bad)


@pytest.mark.parametrize("lang, text, subject, example", [
    ("en", "NOTES\n\nA Ritual Summon is a Special Summon, so the monster is safe from cards such as \"Trap Hole\". "
           "Also, you can still Normal Summon in that turn.\n", None, "Trap Hole"),
    ("en", "NOTES\n\nWhen \"Sangan\" is sent to the Graveyard, searching a card like \"Witch of the Black Forest\" "
           "is not allowed. It must be a monster with 1500 or less ATK.\n", "Sangan", "Witch of the Black Forest"),
    ("pt", "NOTAS\n\nUma Invocação-Ritual é uma Invocação-Especial, então o monstro não é afetado por cartas como "
           "\"Trap Hole\". Também pode fazer a Invocação Normal nesse turno.\n", None, "Trap Hole"),
    ("en", "NOTES\n\nContinuous Effects that destroy monsters (such as the effect of Berserk Gorilla) apply later. "
           "Monster effects that negate activations can be activated here.\n", None, "Berserk Gorilla"),
])
def test_a_card_named_only_as_an_example_is_not_what_the_next_sentence_is_about(tmp_path, lang, text, subject, example):
    """A paragraph's sentence naming no card goes on about a card named before it, but not one
    named only as an example ("cards such as "Trap Hole"", "cartas como …"): the sentence after is
    about the rule, or about the card the paragraph is about."""
    db = _ingested(tmp_path, {f"examples-{lang}.txt": text})
    rows = db.execute("select r.text, group_concat(rc.card) from records r left join record_cards rc "
                      "on rc.record = r.id group by r.id order by r.start").fetchall()
    last_text, last_cards = rows[-1]
    named = set((last_cards or "").split(",")) - {""}
    assert example not in named, rows
    assert named == ({subject} if subject else set()), rows
    assert example in (rows[0][1] or ""), rows  # the sentence naming it is about it
