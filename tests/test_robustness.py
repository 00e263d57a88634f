"""Fuzzing with a fixed budget, safe rebuilds under readers, an interrupted ingest."""
from __future__ import annotations

import hashlib
import json
import shutil
import signal
import subprocess
import sys
import threading
import time
import urllib.parse
import urllib.request

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from markupsafe import escape

from judge import store
from judge.ingest import ingest
from judge.ingest.read import decode
from judge.model import DEFAULT_DB, JudgeError
from judge.qa import ask
from judge.text import fts_expression
from judge.sim import ScenarioError, parse, replay
from judge.web import create_app

from .conftest import ROOT, SOURCES

BUDGET = settings(max_examples=150, deadline=None, derandomize=True,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


@pytest.fixture(scope="module")
def shipped():
    db = store.open_db(DEFAULT_DB)
    return db, store.load_resolver(db)


@BUDGET
@given(st.lists(st.text(max_size=30), max_size=12), st.lists(st.text(max_size=30), max_size=4))
def test_fts_expression_is_always_valid(shipped, words, phrases):
    expression = fts_expression(words, phrases)
    if expression:
        shipped[0].execute("select count(*) from records_fts where records_fts match ?", [expression]).fetchone()


@BUDGET
@given(st.text(max_size=400))
def test_ask_any_text(shipped, text):
    if not any(ch.isalnum() for ch in text):  # no words: a bad input, said as such
        with pytest.raises(JudgeError):
            ask(shipped[0], text, shipped[1])
        return
    out = ask(shipped[0], text, shipped[1])
    assert isinstance(out["results"], list)
    assert out["answer"] is None or out["answer"]["label"] in ("allowed", "forbidden", "required", "outcome")


@BUDGET
@given(st.binary(max_size=2000))
def test_decode_any_bytes(raw):
    try:
        text = decode(raw, "fuzz")
    except JudgeError:
        return
    assert isinstance(text, str)


@settings(max_examples=15, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow,
                                                                                    HealthCheck.function_scoped_fixture])
@given(st.text(min_size=1, max_size=3000), st.sampled_from([".txt", ".md", ".html", ".json", ".rtf", ".mhtml", ".log"]))
def test_ingest_any_document(tmp_path, text, suffix):
    doc = tmp_path / f"fuzz{suffix}"
    doc.write_text(text, encoding="utf-8")
    try:
        ingest([doc], tmp_path / "fuzz.db")
    except JudgeError:
        pass


@BUDGET
@given(st.text(max_size=2000), st.sampled_from(["{\\rtf1 ", "{\\rtf1{\\info{\\title ", "{\\rtf", "{\\rtf1 \\u99999999999"]))
def test_any_rich_text_is_read_or_refused_in_one_line(text, head):
    """Whatever follows an RTF header (unbalanced groups, stray control words, broken escapes):
    its text, or a JudgeError — never another exception."""
    from judge.ingest.converters import rtf_text
    try:
        assert isinstance(rtf_text(head + text, "fuzz.rtf"), str)
    except JudgeError:
        pass


@BUDGET
@given(st.binary(max_size=3000), st.sampled_from([".epub", ".xls"]))
def test_any_bytes_named_an_ebook_or_an_old_workbook_are_read_or_refused_in_one_line(tmp_path_factory, raw, suffix):
    from judge.ingest.read import read_document
    path = tmp_path_factory.mktemp("file") / f"fuzz{suffix}"
    head = {".epub": b"PK\x03\x04", ".xls": b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"}[suffix]
    path.write_bytes(head + raw if raw[:1] == b"\x00" else raw)  # half of them open as the real thing does
    try:
        read_document(path)
    except JudgeError:
        pass


def test_ingest_truncated_utf8_and_long_document(tmp_path):
    (tmp_path / "cut.txt").write_bytes("Você não pode Tributar o Token.".encode("utf-8")[:-3])
    (tmp_path / "long.txt").write_text("- If a Token is destroyed, it is removed from play.\n" * 100_000, encoding="utf-8")
    report = ingest([tmp_path], tmp_path / "long.db")
    assert report.records >= 100_000


def test_a_text_of_a_million_characters_with_no_break_is_read_a_piece_at_a_time(tmp_path):
    """The tokenizer refuses a text of a million characters: a document of no paragraph break
    is parsed in pieces cut at spaces (`ingest.batching.MAX_BLOCK`), each a record's source."""
    docs = tmp_path / "docs"
    docs.mkdir()
    text = "Sangan can be Tributed for Jinzo and " * 40_000
    (docs / "dump.txt").write_text(text, encoding="utf-8")
    ingest([docs], tmp_path / "r.db")
    spans = store.open_db(tmp_path / "r.db").execute("select start, end, text from records order by start").fetchall()
    assert len(spans) >= len(text) // 100_000
    assert all(record == text[start:end] for start, end, record in spans)


@pytest.mark.parametrize("name, text", [
    ("deep.json", "[" * 5_000 + "]" * 5_000),
    ("deep.xml", "<a>" * 5_000 + "Jinzo" + "</a>" * 5_000),
    ("deep.yaml", "[" * 5_000 + "]" * 5_000),
])
def test_a_document_nested_thousands_deep_is_skipped_in_one_line_and_costs_no_other(tmp_path, name, text):
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / name).write_text(text, encoding="utf-8")
    (docs / "ok.txt").write_text("You cannot Tribute a Token the turn it is Special Summoned.", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "judge", "ingest", str(docs), "--db", str(tmp_path / "r.db")],
                          capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr and "internal error" not in proc.stderr
    assert [line for line in proc.stderr.splitlines() if name in line] == [
        next(line for line in proc.stderr.splitlines() if line.startswith(f"judge: skipped {docs / name}: "))]
    assert store.open_db(tmp_path / "r.db").count("records") == 1


yaml_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 10) | st.text(max_size=12)
    | st.sampled_from(["Jinzo", "Dark Magician", "attack", "set", "A", "B", "main1", "battle", "field"]),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(
        st.sampled_from(["state", "actions", "expect", "A", "B", "hand", "monsters", "card", "action", "position",
                         "location", "lp", "tributes", "player", "phase", "as", "face", "x"]), children, max_size=4),
    max_leaves=20)


@BUDGET
@given(yaml_values)
def test_scenario_loader_any_structure(data):
    try:
        replay(parse(data, "fuzz"))
    except ScenarioError:
        pass


@pytest.fixture(scope="module")
def client():
    return create_app({"TESTING": True, "DATABASE": str(DEFAULT_DB)}).test_client()


@BUDGET
@given(st.sampled_from(["/", "/ask", "/search", "/record/", "/card/", "/sim", "/api/search", "/api/ask",
                        "/api/card/", "/api/cards", "/healthz", "/ui/", "/static/"]),
       st.text(max_size=40), st.dictionaries(st.sampled_from(["q", "card", "mechanic", "lang", "label", "limit",
                                                              "scenario", "next"]), st.text(max_size=60), max_size=4))
def test_web_routes_never_500(client, route, tail, params):
    path = route + urllib.parse.quote(tail, safe="") if route.endswith("/") and route != "/" else route
    response = client.get(path, query_string=params)
    assert response.status_code < 500, (path, params)


# -- safe rebuilds --------------------------------------------------------------------
def test_interrupted_ingest_keeps_the_database(tmp_path):
    db = tmp_path / "keep.db"
    shutil.copy(DEFAULT_DB, db)
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    big = tmp_path / "big"
    big.mkdir()
    text = "\n\n".join(p.read_text(encoding="utf-8") for p in SOURCES.glob("*.txt"))
    for i in range(40):
        (big / f"copy{i}.txt").write_text(text.replace("Rivalry", f"Rivalry{i}"), encoding="utf-8")
    proc = subprocess.Popen([sys.executable, "-m", "judge", "ingest", str(big), "--db", str(db)], cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # killed while the new database is being written beside the old one (a fixed delay raced a
    # fast machine: the ingest could be done, and the file replaced, before it)
    deadline = time.monotonic() + 120
    while not any(p.stat().st_size for p in tmp_path.glob(".keep.db.*.tmp")) and time.monotonic() < deadline:
        assert proc.poll() is None, "the ingest finished before it could be interrupted"
        time.sleep(0.005)
    assert proc.poll() is None, "the ingest finished before it could be interrupted"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert hashlib.sha256(db.read_bytes()).hexdigest() == before
    assert store.open_db(db).count("records") > 0


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_rebuild_under_readers_and_a_live_server(tmp_path):
    """`judge serve` as deployed (gunicorn, two worker processes) and four readers keep answering
    while the database is rebuilt under them three times."""
    db = tmp_path / "live.db"
    shutil.copy(DEFAULT_DB, db)
    port = _free_port()
    server = subprocess.Popen([sys.executable, "-m", "judge", "serve", "--port", str(port), "--workers", "2",
                               "--db", str(db)], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 30
    while True:
        try:
            urllib.request.urlopen(base + "/healthz", timeout=2).read()
            break
        except OSError:
            assert server.poll() is None, server.stderr.read().decode()
            assert time.time() < deadline, "judge serve did not start"
            time.sleep(0.2)
    url = base + "/api/search?q=rivalry+tribute"
    errors: list[str] = []
    done = threading.Event()
    counts = [0] * 5

    def reader(n: int) -> None:
        while not done.is_set():
            try:
                conn = store.open_db(db)
                from judge.search import search

                assert search(conn, "tributo rivalry", store.load_resolver(conn))["results"]
                conn.conn.close()
                counts[n] += 1
            except Exception as err:  # noqa: BLE001 - any failure is what the test counts
                errors.append(f"reader {n}: {type(err).__name__}: {err}")

    def web() -> None:
        while not done.is_set():
            try:
                with urllib.request.urlopen(url, timeout=10) as r:
                    first = json.loads(r.read())["results"][0]
                with urllib.request.urlopen(f"{base}/record/{first['id']}", timeout=10) as r:
                    assert str(escape(first["text"].split()[0])) in r.read().decode()
                counts[4] += 1
            except Exception as err:  # noqa: BLE001
                errors.append(f"server: {type(err).__name__}: {err}")

    threads = [threading.Thread(target=reader, args=(n,)) for n in range(4)] + [threading.Thread(target=web)]
    for t in threads:
        t.start()
    try:
        for _ in range(3):
            ingest([SOURCES], db)  # built beside, then moved into place
    finally:
        done.set()
        for t in threads:
            t.join()
        server.terminate()
        server.wait(timeout=30)
    assert errors == []
    assert all(c > 0 for c in counts)


def test_a_handle_on_a_replaced_file_keeps_its_own_caches(tmp_path):
    """Search keeps a database file's facts between queries; a request still reading a file that a
    rebuild has replaced must not fill the new file's caches with the old file's records."""
    from judge.search import search

    path = tmp_path / "r.db"
    shutil.copy(DEFAULT_DB, path)
    old = store.open_db(path)
    other = tmp_path / "other.txt"
    other.write_text("Zombie tokens cannot be Tributed for a Tribute Summon.\n\n"
                     "If a monster is destroyed by battle, it is sent to the Graveyard.\n", encoding="utf-8")
    ingest([other], tmp_path / "new.db")
    time.sleep(0.01)
    (tmp_path / "new.db").replace(path)  # the rebuild lands while `old` is still open
    question = "can a monster destroyed by battle be tributed"
    resolver = store.load_resolver(old)
    for words in ("monster", "summon", "destroyed", "graveyard", "monstro", "card", "effect"):
        search(old, words, resolver, limit=50)  # reads the old file: most of its records
    before = search(old, question, resolver)
    new = store.open_db(path)
    after = search(new, question, store.load_resolver(new))
    assert {r["source"]["document"] for r in before["results"]} <= {p.name for p in SOURCES.glob("*")}
    assert after["results"] and {r["source"]["document"] for r in after["results"]} == {"other.txt"}



def test_a_wiki_reference_never_runs_past_the_next_one_and_templates_nest_so_deep():
    """An unclosed "<ref>" ends at the next one (it runs to its "</ref>" within the next few
    thousand characters, never across another: a page of unclosed references is read in one
    pass, not rescanned from each); templates are read 20 deep, deeper ones left as written."""
    from judge.ingest.wiki import wiki_plain

    assert wiki_plain("Sangan searches.<ref>unclosed Jinzo negates.<ref>FAQ</ref> Done.") == \
        "Sangan searches.<ref>unclosed Jinzo negates. Done."
    assert wiki_plain("a {{b|{{c}}}} d") == "a  d"
    assert "{{" in wiki_plain("{{" * 30 + "x" + "}}" * 30)
