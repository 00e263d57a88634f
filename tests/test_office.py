"""Office files a judges' group keeps its rulings in: an Excel or LibreOffice spreadsheet, an
OpenDocument text (ingest/office.py)."""
from __future__ import annotations

import datetime
import zipfile

from .conftest import run_judge

NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"')


def _open_document(path, kind: str, body: str) -> None:
    """An OpenDocument file of `kind` ("text", "spreadsheet") whose body is `body`'s XML."""
    with zipfile.ZipFile(path, "w") as pack:
        pack.writestr("mimetype", f"application/vnd.oasis.opendocument.{kind}")
        pack.writestr("content.xml", f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {NS}>'
                                     f'<office:body><office:{kind}>{body}</office:{kind}></office:body>'
                                     f'</office:document-content>')


def _cell(words: str = "", repeated: int = 1) -> str:
    times = f' table:number-columns-repeated="{repeated}"' if repeated > 1 else ""
    return f"<table:table-cell{times}>" + (f"<text:p>{words}</text:p>" if words else "") + "</table:table-cell>"


def _records(db_path):
    from judge import store

    db = store.open_db(db_path)
    return db.execute("select r.document, r.kind, r.context, r.text, r.date from records r "
                      "order by r.document, r.start").fetchall()


def test_a_workbook_is_read_sheet_by_sheet_as_a_csv_is(tmp_path):
    """An .xlsx: a sheet of question and answer columns gives one Q&A a row, its date column
    dates it (a date cell, not the clock's midnight); empty rows are no records; a second sheet
    is read under its name, a sheet named as a new one is ("Planilha1") under none."""
    from openpyxl import Workbook

    book = Workbook()
    faq = book.active
    faq.title = "Planilha1"
    faq.append(["Pergunta", "Resposta", "Data"])
    faq.append(["Posso ativar Sakuretsu Armor num ataque direto?", "Sim, ela destrói o monstro atacante.",
                datetime.date(2005, 4, 2)])
    faq.append([None, None, None])
    faq.append(["Sangan banido ativa o efeito?", "Não. Sangan precisa ir do campo para o cemitério.",
                datetime.datetime(2005, 6, 1)])
    log = book.create_sheet("Goat rulings")
    log.append(["Card", "Ruling"])
    log.append(["Jinzo", "While Jinzo is face-up, Trap Cards cannot be activated."])
    docs = tmp_path / "docs"
    docs.mkdir()
    book.save(docs / "rulings.xlsx")
    proc = run_judge("ingest", str(docs), "--db", str(tmp_path / "r.db"))
    assert proc.returncode == 0, proc.stderr
    rows = _records(tmp_path / "r.db")
    assert [kind for _, kind, *_ in rows] == ["qa", "qa", "bullet"]
    assert rows[0][3].startswith("Posso ativar Sakuretsu Armor") and "destrói o monstro atacante" in rows[0][3]
    assert [date for *_, date in rows[:2]] == ["2005-04-02", "2005-06-01"]
    assert rows[2][2] == "Goat rulings > Jinzo" and not any("Planilha1" in (context or "") for _, _, context, *_ in rows)


def test_an_excel_97_workbook_is_read_as_a_newer_one_is(tmp_path):
    """An .xls (Excel 97-2003; the fixture was written with xlwt): its sheet of question, answer
    and date columns gives one Q&A a row, dated by its date cell (a date, not a serial number)."""
    from pathlib import Path

    docs = tmp_path / "docs"
    docs.mkdir()
    fixture = Path(__file__).parent / "data" / "shapes_fifteenth" / "planilha-2005.xls"
    (docs / "planilha-2005.xls").write_bytes(fixture.read_bytes())
    proc = run_judge("ingest", str(docs), "--db", str(tmp_path / "r.db"))
    assert proc.returncode == 0, proc.stderr
    rows = _records(tmp_path / "r.db")
    assert [(kind, date) for _, kind, _, _, date in rows] == [("qa", "2005-03-12"), ("qa", "2005-03-19")]
    assert rows[0][3].startswith("Posso ativar Waboku durante a Damage Step?") and "só antes dela" in rows[0][3]


def test_a_libreoffice_sheet_is_read_without_its_empty_filler(tmp_path):
    """An .ods: its Q&A rows as a CSV's are; the million empty rows and columns a sheet saves as
    "repeated" cells are no text (read in an instant, not spelled out)."""
    docs = tmp_path / "docs"
    docs.mkdir()
    rows = ("<table:table-row>" + _cell("Question") + _cell("Answer") + "</table:table-row>"
            "<table:table-row>" + _cell("Can I chain Mystical Space Typhoon to Heavy Storm?")
            + _cell("Yes, you can chain it.") + _cell(repeated=1000) + "</table:table-row>"
            '<table:table-row table:number-rows-repeated="1048570">' + _cell(repeated=1024) + "</table:table-row>")
    _open_document(docs / "faq.ods", "spreadsheet", f'<table:table table:name="Folha1">{rows}</table:table>')
    proc = run_judge("ingest", str(docs), "--db", str(tmp_path / "r.db"))
    assert proc.returncode == 0, proc.stderr
    [(_, kind, _, text, _)] = _records(tmp_path / "r.db")
    assert kind == "qa" and text.startswith("Can I chain Mystical Space Typhoon") and "Yes, you can chain it." in text


def test_an_opendocument_text_is_read_by_its_headings_lists_and_tables(tmp_path):
    """An .odt: outline levels head the rulings, nested lists are items a level deeper, a table of
    question and answer columns gives one Q&A a row; a comment on a paragraph is not its text,
    its spacing elements are spaces."""
    body = ('<text:h text:outline-level="1">Regras</text:h><text:h text:outline-level="2">Jinzo</text:h>'
            '<text:p>Enquanto Jinzo estiver virado para cima,<text:s text:c="2"/>armadilhas não podem ser ativadas.'
            '<office:annotation><text:p>revisar depois</text:p></office:annotation></text:p>'
            '<text:list><text:list-item><text:p>Jinzo não nega cartas de magia.</text:p></text:list-item>'
            '<text:list-item><text:list><text:list-item><text:p>Royal Decree também é negado.</text:p>'
            '</text:list-item></text:list></text:list-item></text:list>'
            '<table:table table:name="T1"><table:table-row>' + _cell("Pergunta") + _cell("Resposta")
            + '</table:table-row><table:table-row>' + _cell("Sangan banido ativa o efeito?")
            + _cell("Não, só se for para o cemitério.") + '</table:table-row></table:table>')
    docs = tmp_path / "docs"
    docs.mkdir()
    _open_document(docs / "regras.odt", "text", body)
    proc = run_judge("ingest", str(docs), "--db", str(tmp_path / "r.db"))
    assert proc.returncode == 0, proc.stderr
    rows = _records(tmp_path / "r.db")
    assert [(kind, text[:25]) for _, kind, _, text, _ in rows] == [
        ("prose", "Enquanto Jinzo estiver vi"), ("bullet", "Jinzo não nega cartas de "),
        ("bullet", "Royal Decree também é neg"), ("qa", "Sangan banido ativa o efe")]
    assert "virado para cima, armadilhas" in rows[0][3] and "revisar" not in rows[0][3]
    assert rows[0][2].endswith("Jinzo") and rows[2][2].endswith("Jinzo não nega cartas de magia.")


def test_an_office_file_that_is_not_one_is_a_clear_error(tmp_path):
    """A broken .xlsx, .xls, .ods or .odt (a failed download) is refused in one line naming it; the
    folder's other documents are read."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "broken.xlsx").write_bytes(b"not a workbook")
    (docs / "broken.xls").write_bytes(b"\xd0\xcf\x11\xe0 not really a workbook")
    (docs / "broken.ods").write_bytes(b"PK\x03\x04 not really a zip")
    with zipfile.ZipFile(docs / "nobody.odt", "w") as pack:
        pack.writestr("content.xml", "<x>")
    _open_document(docs / "empty.odt", "text", "<text:p> </text:p>")
    (docs / "ok.md").write_text("# Jinzo\n\n- Trap Cards cannot be activated while Jinzo is face-up.\n", encoding="utf-8")
    proc = run_judge("ingest", str(docs), "--db", str(tmp_path / "r.db"))
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert "broken.xlsx: not a readable Excel workbook" in proc.stderr
    assert "broken.xls: not a readable Excel 97-2003 workbook" in proc.stderr
    assert "broken.ods: not a readable OpenDocument spreadsheet" in proc.stderr
    assert "nobody.odt: not a readable OpenDocument text" in proc.stderr
    assert "empty.odt: no text in the document" in proc.stderr and "1 documents" in proc.stdout


def test_a_damaged_old_workbook_is_refused_in_one_line_and_quietly(tmp_path, capfd):
    """An .xls cut short or with bytes changed (a damaged download): read, or refused with a
    JudgeError naming it — never another exception — and the parser's own notes are not printed."""
    import random
    from pathlib import Path

    from judge.ingest.read import read_document
    from judge.model import JudgeError

    raw = (Path(__file__).parent / "data" / "shapes_fifteenth" / "planilha-2005.xls").read_bytes()
    rng = random.Random(6)
    for i in range(120):
        damaged = bytearray(raw[:rng.randint(0, len(raw))] if i % 2 else raw)
        for _ in range(0 if i % 2 else 20):
            damaged[rng.randrange(len(damaged))] = rng.randrange(256)
        path = tmp_path / f"damaged{i}.xls"
        path.write_bytes(bytes(damaged))
        try:
            read_document(path)
        except JudgeError as err:
            assert str(err).startswith(str(path)) and "\n" not in str(err)
    out, err = capfd.readouterr()
    assert out == "" and err == ""
