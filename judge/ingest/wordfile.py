"""A Word document (.docx) as the Markdown-like text the readers know, with python-docx: its
headings by their styles, its lists by their numbering and level, its tables as pipe tables (a
table of question and answer columns is then read as any such table is), its title as a header
line. What the file says of when it was saved is not taken as the rulings' date: a template's
or a copy's date, not the ruling's (a date its text gives is read as in any text)."""
from __future__ import annotations

import re
import zipfile
from pathlib import Path

from ..model import JudgeError
from .lineshapes import pipe_table

HEADING = re.compile(r"(?:heading|título|titulo)\s*(\d)", re.I)  # "Heading 2", a Portuguese Word's "Título 2"
LIST_STYLE = re.compile(r"\blist\b|\blista\b", re.I)  # "List Bullet", "List Number 2", "List Paragraph"
NUMBERED = re.compile(r"number|númer|numer", re.I)


def docx_text(path: Path) -> str:
    """The document's text: "# " headings, "- " items (two spaces a level), pipe tables, a blank
    line after each paragraph; a file that is no Word document is a one-line error."""
    from docx import Document as open_document  # read only when a Word document is met
    from docx.opc.exceptions import OpcError
    from docx.table import Table
    from lxml.etree import LxmlError

    try:
        document = open_document(str(path))
        blocks = list(document.iter_inner_content())
        title = (document.core_properties.title or "").strip()
    except (zipfile.BadZipFile, OpcError, LxmlError, KeyError, ValueError) as err:
        # not a zip, a package without a document part, XML it cannot parse, a part it does not know
        raise JudgeError(f"{path}: not a readable Word document ({str(err) or type(err).__name__})") from None
    out = [f"TITLE: {' '.join(title.split())}", ""] if title else []
    listing = False  # the line before was a list's item: the next one follows with no blank line
    for block in blocks:
        if isinstance(block, Table):
            out += [""] * listing + _table(block) + [""]
            listing = False
            continue
        line, item = _paragraph(block)
        if not line:
            if listing:
                out.append("")
            listing = False
            continue
        if listing and not item:
            out.append("")
        out += [line] if item else [line, ""]
        listing = item
    text = "\n".join(out).strip()
    if not text.replace("TITLE:", "").strip():
        raise JudgeError(f"{path}: no text in the Word document")
    return text + "\n"


def _paragraph(p) -> tuple[str, bool]:
    """A paragraph as a line, and whether it is a list's item."""
    text = " ".join(p.text.replace("\t", " ").split())
    if not text:
        return "", False
    style = p.style.name if p.style is not None else ""
    level = HEADING.search(style)
    if level:
        return "#" * min(int(level.group(1)), 6) + " " + text, False
    if style.lower() == "title":
        return "# " + text, False
    numbering = p._p.pPr.numPr if p._p.pPr is not None else None
    if numbering is not None or LIST_STYLE.search(style):
        # its level: the paragraph's numbering's, else its style's ("List Bullet 2" is a level down)
        styled = re.search(r"(\d)\s*$", style)
        depth = (numbering.ilvl.val if numbering is not None and numbering.ilvl is not None
                 else int(styled.group(1)) - 1 if styled else 0)
        mark = "1." if NUMBERED.search(style) else "-"
        return "  " * int(depth) + f"{mark} {text}", True
    return text, False


def _table(table) -> list[str]:
    """A table as pipe rows under its first row (a merged cell stands in each place it spans)."""
    rows = [[" ".join(cell.text.split()).replace("|", "/") for cell in row.cells] for row in table.rows]
    rows = [row for row in rows if any(row)]
    if not rows:
        return []
    return pipe_table(rows)
