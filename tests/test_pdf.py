"""A PDF is read through its text layer, as a text pulled out of a PDF is: its rulings one
record each under their headings, page numbers and running headers gone, Portuguese accents
kept; a broken, locked or scanned PDF refused in one line without costing the other documents."""
from __future__ import annotations

import io
from pathlib import Path

import pytest

from judge.ingest.pdf import pdf_text
from judge.model import JudgeError

from .conftest import run_judge
from .pdfmake import make_pdf

RULEBOOK = [
    ["OFFICIAL RULEBOOK Version 7.0", "CHAINS", "- You cannot chain a Normal Spell Card to a Trap Card.",
     "- A Counter Trap Card can be chained to any card, and only Counter", "Trap Cards can be chained to it.", "12"],
    ["OFFICIAL RULEBOOK Version 7.0", "REGRAS DE ARMADILHA",
     "- Você não pode ativar uma Armadilha no mesmo turno em que a baixou.", "13"],
]


def _ingest(tmp_path, files: dict[str, bytes]):
    docs = tmp_path / "docs"
    docs.mkdir()
    for name, raw in files.items():
        (docs / name).write_bytes(raw)
    return run_judge("ingest", str(docs), "--db", str(tmp_path / "out.db"))


def test_a_rulebook_pdf_becomes_its_rulings_without_its_page_furniture(tmp_path):
    proc = _ingest(tmp_path, {"rulebook.pdf": make_pdf(RULEBOOK)})
    assert proc.returncode == 0, proc.stderr
    import sqlite3

    db = sqlite3.connect(tmp_path / "out.db")
    rows = db.execute("select kind, label, lang, text, context from records order by start").fetchall()
    assert [(k, lbl, lang, ctx) for k, lbl, lang, _, ctx in rows] == [
        ("bullet", "forbidden", "en", "CHAINS"), ("bullet", "allowed", "en", "CHAINS"),
        ("bullet", "forbidden", "pt", "REGRAS DE ARMADILHA")]
    assert rows[0][3] == "You cannot chain a Normal Spell Card to a Trap Card."
    assert " ".join(rows[1][3].split()) == ("A Counter Trap Card can be chained to any card, and only Counter "
                                            "Trap Cards can be chained to it.")  # one item across its lines
    assert rows[2][3] == "Você não pode ativar uma Armadilha no mesmo turno em que a baixou."
    said = " ".join(t for _, _, _, t, _ in rows)
    assert "RULEBOOK" not in said and "12" not in said  # a running header and page numbers are no ruling
    # every record is the passage of the document's text it cites
    text = pdf_text(tmp_path / "docs" / "rulebook.pdf")
    assert all(t in text for _, _, _, t, _ in rows)


def test_pages_are_parted_by_form_feeds():
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "two.pdf"
        path.write_bytes(make_pdf([["First page."], ["Second page."]]))
        assert pdf_text(path) == "First page.\n\fSecond page.\n"


def _locked(password: str) -> bytes:
    import pypdf

    writer = pypdf.PdfWriter(clone_from=pypdf.PdfReader(io.BytesIO(make_pdf(RULEBOOK))))
    writer.encrypt(user_password=password, owner_password="owner", algorithm="RC4-128")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def test_a_pdf_locked_only_against_editing_is_read():
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "locked.pdf"
        path.write_bytes(_locked(""))
        assert "You cannot chain a Normal Spell Card" in pdf_text(path)


@pytest.mark.parametrize("name, raw, said", [
    ("cut.pdf", make_pdf(RULEBOOK)[:300], "not a readable PDF ("),
    ("page.pdf", b"<html><body>Jinzo negates Traps.</body></html>", "not a readable PDF ("),
    ("scan.pdf", make_pdf([[]]), "no text in the PDF (a scan?"),
    ("secret.pdf", _locked("secret"), "an encrypted PDF (save it without a password"),
])
def test_a_pdf_that_cannot_be_read_is_refused_in_one_line_and_the_others_are_built(tmp_path, name, raw, said):
    proc = _ingest(tmp_path, {name: raw, "rules.txt": b"RULES\n- You cannot activate a Trap Card the turn it is Set.\n"})
    assert proc.returncode == 1  # built, one file skipped
    assert "Traceback" not in proc.stderr and said in proc.stderr and name in proc.stderr
    assert "1 document" in proc.stdout
    with pytest.raises(JudgeError, match="^" + str(tmp_path / "docs" / name)):
        pdf_text(tmp_path / "docs" / name)
