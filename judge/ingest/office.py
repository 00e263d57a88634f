"""Office files a judges' group keeps its rulings in, read as the text or the rows the readers know:

- a spreadsheet, `.xlsx` (Excel, a Google Sheets download; with openpyxl), `.xls` (an Excel 97–2003
  workbook; with xlrd) or `.ods` (LibreOffice Calc): each sheet's rows, as a CSV's are read (a
  question and an answer column a Q&A a row);
- an OpenDocument text, `.odt` (LibreOffice Writer, a Google Docs download): "# " headings by
  their outline level, "- " items a level deeper as their lists nest, pipe tables, a blank line
  after each paragraph — as a Word document is read (wordfile.py);
- an OpenDocument presentation, `.odp` (LibreOffice Impress): read as a PowerPoint deck is
  (slides.py), each slide's title a heading over its outline's items, its other frames, and its notes.

An OpenDocument file is a zip holding `content.xml`; it is read with the standard library's XML
parser (no entity of its own is expanded). A file that is no such document is a one-line error.
"""
from __future__ import annotations

import zipfile
from pathlib import Path
from xml.etree import ElementTree

from ..model import JudgeError
from .lineshapes import pipe_table

TEXT = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
DRAW = "{urn:oasis:names:tc:opendocument:xmlns:drawing:1.0}"
PRESENTATION = "{urn:oasis:names:tc:opendocument:xmlns:presentation:1.0}"
TABLE = "{urn:oasis:names:tc:opendocument:xmlns:table:1.0}"
OFFICE = "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}"
REPEATS = 50  # a cell or row repeated more often than this is a sheet's empty filler, not data
MAX_CELLS = 1_000_000  # a sheet with more cells than this is refused


def sheet_rows(path: Path) -> list[tuple[str, list[list[str]]]]:
    """(sheet name, rows) of each sheet of a spreadsheet holding any text: each cell's spacing
    made single, empty rows and the empty cells ending a row left out."""
    suffix = path.suffix.lower()
    sheets = _xlsx_sheets(path) if suffix == ".xlsx" else _xls_sheets(path) if suffix == ".xls" else _ods_sheets(path)
    found = [(name, rows) for name, rows in sheets if rows]
    if not found:
        raise JudgeError(f"{path}: no text in the spreadsheet")
    return found


def _tidy(rows) -> list[list[str]]:
    out = []
    for row in rows:
        cells = [" ".join(_cell(value).split()) for value in row]
        while cells and not cells[-1]:
            cells.pop()
        if cells:
            out.append(cells)
    return out


def _cell(value) -> str:
    if value is None:
        return ""
    if hasattr(value, "isoformat"):  # a date cell: its date, not the clock's midnight
        text = value.isoformat()
        return text[:10] if text.endswith("T00:00:00") else text
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _xlsx_sheets(path: Path):
    from openpyxl import load_workbook  # read only when a workbook is met
    from openpyxl.utils.exceptions import InvalidFileException

    try:
        book = load_workbook(path, read_only=True, data_only=True)
    except (zipfile.BadZipFile, InvalidFileException, KeyError, ValueError, OSError) as err:
        raise JudgeError(f"{path}: not a readable Excel workbook ({str(err) or type(err).__name__})") from None
    try:
        out = []
        for sheet in book.worksheets:
            rows, cells = [], 0
            for row in sheet.iter_rows(values_only=True):
                cells += len(row)
                if cells > MAX_CELLS:
                    raise JudgeError(f"{path}: sheet {sheet.title!r} holds more than {MAX_CELLS:,} cells")
                rows.append(row)
            out.append((sheet.title, _tidy(rows)))
        return out
    finally:
        book.close()


def _xls_sheets(path: Path):
    """An Excel 97–2003 workbook's sheets (xlrd): a date cell as its date, as openpyxl gives one.
    xlrd's own notes on a damaged file go nowhere (it would print them); any failure of its parser
    on a damaged file, of whatever kind, is the one-line refusal (a parser of a binary format from
    elsewhere raises what its reading stumbled on: struct's, an index's, an assertion's)."""
    import os

    import xlrd  # read only when such a workbook is met

    with open(os.devnull, "w") as quiet:
        try:
            book = xlrd.open_workbook(str(path), on_demand=True, logfile=quiet, verbosity=0)
            try:
                out = []
                for sheet in book.sheets():
                    if sheet.nrows * sheet.ncols > MAX_CELLS:
                        raise JudgeError(f"{path}: sheet {sheet.name!r} holds more than {MAX_CELLS:,} cells")
                    rows = [[xlrd.xldate_as_datetime(c.value, book.datemode) if c.ctype == xlrd.XL_CELL_DATE
                             else c.value for c in sheet.row(i)] for i in range(sheet.nrows)]
                    out.append((sheet.name, _tidy(rows)))
                return out
            finally:
                book.release_resources()
        except JudgeError:
            raise
        except Exception as err:  # noqa: BLE001 — see the docstring
            raise JudgeError(f"{path}: not a readable Excel 97-2003 workbook ({str(err) or type(err).__name__})") from None


def _content(path: Path, kind: str) -> ElementTree.Element:
    """The body of an OpenDocument file's content.xml."""
    try:
        with zipfile.ZipFile(path) as pack:
            root = ElementTree.fromstring(pack.read("content.xml"))
    except (zipfile.BadZipFile, KeyError, ElementTree.ParseError, ValueError) as err:
        raise JudgeError(f"{path}: not a readable OpenDocument {kind} ({str(err) or type(err).__name__})") from None
    body = root.find(f"{OFFICE}body")
    if body is None:
        raise JudgeError(f"{path}: not a readable OpenDocument {kind} (no body)")
    return body


def _words(element) -> str:
    """An element's text, its spacing elements ("<text:s text:c='3'/>", tabs, line breaks) as spaces."""
    parts = [element.text or ""]
    for child in element:
        if child.tag in (f"{TEXT}s", f"{TEXT}tab", f"{TEXT}line-break"):
            parts.append(" " * int(child.get(f"{TEXT}c", "1") or 1) if child.tag == f"{TEXT}s" else " ")
        elif child.tag not in (f"{OFFICE}annotation", f"{TEXT}note"):  # a comment, a footnote: not its text
            parts.append(_words(child))
        parts.append(child.tail or "")
    return "".join(parts)


def _repeat(element, attribute: str) -> int:
    try:
        return max(1, int(element.get(f"{TABLE}{attribute}", "1")))
    except ValueError:
        return 1


def _table_rows(table) -> list[list[str]]:
    """A table's rows of cell texts, repeated cells and rows spelled out (an empty filler not)."""
    rows, cells = [], 0
    for row in table.iter(f"{TABLE}table-row"):
        line = []
        for cell in row:
            if cell.tag not in (f"{TABLE}table-cell", f"{TABLE}covered-table-cell"):
                continue
            text = " ".join(" ".join(_words(p).split()) for p in cell.iter(f"{TEXT}p")).strip()
            times = _repeat(cell, "number-columns-repeated")
            line += [text] * (times if text or times <= REPEATS else 1)
        times = _repeat(row, "number-rows-repeated")
        for _ in range(times if any(line) or times <= REPEATS else 1):
            rows.append(line)
            cells += len(line)
            if cells > MAX_CELLS:
                raise JudgeError(f"table {table.get(f'{TABLE}name', '')!r} holds more than {MAX_CELLS:,} cells")
    return _tidy(rows)


def _ods_sheets(path: Path):
    body = _content(path, "spreadsheet")
    try:
        return [(table.get(f"{TABLE}name", ""), _table_rows(table)) for table in body.iter(f"{TABLE}table")]
    except JudgeError as err:
        raise JudgeError(f"{path}: {err}") from None


def odt_text(path: Path) -> str:
    """An OpenDocument text's words: "# " headings, "- " items (two spaces a level), pipe
    tables, a blank line after each paragraph."""
    return _written(path, (block for part in _content(path, "text") for block in part), "document")


def _written(path: Path, blocks, kind: str) -> str:
    """The text of an OpenDocument file's blocks (an iterator; a slide's title lines among them as
    strings), read in order."""
    out: list[str] = []
    try:
        for block in blocks:
            if isinstance(block, str):
                out.append(block)
            else:
                _block(block, out, 0)
    except JudgeError as err:  # a table too large: the file is named
        raise JudgeError(f"{path}: {err}") from None
    text = "\n".join(out).strip()
    if not text:
        raise JudgeError(f"{path}: no text in the {kind}")
    return text + "\n"


def _block(block, out: list[str], depth: int) -> None:
    tag = block.tag
    if tag == f"{TEXT}h":
        words = " ".join(_words(block).split())
        if words:
            level = min(max(int(block.get(f"{TEXT}outline-level", "1") or 1), 1), 6)
            out += ["#" * level + " " + words, ""]
    elif tag == f"{TEXT}p":
        words = " ".join(_words(block).split())
        if words:
            out += [words, ""]
    elif tag == f"{TEXT}list":
        for item in block.findall(f"{TEXT}list-item"):
            for child in item:
                if child.tag == f"{TEXT}list":
                    _block(child, out, depth + 1)
                else:
                    words = " ".join(_words(child).split())
                    if words:
                        out.append("  " * depth + "- " + words)
        out.append("")
    elif tag == f"{TABLE}table":
        rows = [[cell.replace("|", "/") for cell in row] for row in _table_rows(block)]
        if rows:
            out += pipe_table(rows) + [""]
    elif tag == f"{TEXT}section":  # a section holds paragraphs and headings of its own
        for child in block:
            _block(child, out, depth)


def odp_text(path: Path) -> str:
    """An OpenDocument presentation's words: "## " each slide's title (the first one's "# "), its
    outline's items and other frames' paragraphs under it, then its speaker's notes."""
    return _written(path, _slide_blocks(_content(path, "presentation")), "presentation")


def _slide_blocks(body):
    """Each page's title line, then its frames' and shapes' blocks, then its notes' blocks."""
    for number, page in enumerate(body.iter(f"{DRAW}page"), 1):
        title = next((" ".join(_words(f).split()) for f in page if f.get(f"{PRESENTATION}class") == "title"), "")
        if title:
            yield ("# " if number == 1 else "## ") + title
            yield ""
        for shape in page:  # its frames but the title's, shapes holding text, groups of them
            if shape.get(f"{PRESENTATION}class") != "title" and shape.tag != f"{PRESENTATION}notes":
                yield from _text_blocks([shape])
        for notes in page.iter(f"{PRESENTATION}notes"):
            yield from _text_blocks(notes)


def _text_blocks(element):
    """The paragraphs, headings, lists and tables an element holds at any depth (a frame's text box,
    a shape's own text, a group's shapes), each once (a list's own paragraphs read with it)."""
    for child in element:
        if child.tag in (f"{TEXT}p", f"{TEXT}h", f"{TEXT}list", f"{TABLE}table"):
            yield child
        elif not child.tag.endswith("}annotation"):  # a reviewer's comment on the page is not its text
            yield from _text_blocks(child)
