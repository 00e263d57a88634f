"""A PDF (a rulebook, a tournament policy, an FAQ printed to PDF) → its text layer, read as a
text pulled out of a PDF is (`read.plain_text`: words hyphenated across lines rejoined, page
numbers and running headers dropped). Pages are parted by form feeds, as `pdftotext` parts them."""
from __future__ import annotations

import logging
from pathlib import Path

from ..model import JudgeError

MAX_PAGES = 2_000  # a document longer than this is refused rather than read for minutes


def pdf_text(path: Path) -> str:
    """The text of every page of a PDF, pages parted by "\\f"; a broken, encrypted or scanned
    PDF (no text layer) is refused in one line."""
    import pypdf  # only a PDF needs it: off every other path (its import costs ~100 ms)
    from pypdf.errors import PyPdfError

    logging.getLogger("pypdf").setLevel(logging.ERROR)  # its notes on a sloppy file are not the user's errors
    where = str(path)
    try:
        reader = pypdf.PdfReader(path)
        if reader.is_encrypted:
            try:  # a PDF locked against editing only opens with an empty password
                opened = reader.decrypt("")
            except (PyPdfError, NotImplementedError) as err:
                raise JudgeError(f"{where}: an encrypted PDF judge cannot open ({_said(err)})") from None
            if not opened:
                raise JudgeError(f"{where}: an encrypted PDF (save it without a password, or its text as .txt)")
        if len(reader.pages) > MAX_PAGES:
            raise JudgeError(f"{where}: more than {MAX_PAGES:,} pages")
        pages = [_page_text(page) for page in reader.pages]
    except JudgeError:
        raise
    except (PyPdfError, ValueError, KeyError, TypeError, AttributeError, IndexError, RecursionError, OSError) as err:
        # pypdf meets a damaged file with one of these; a user sees one line, not a traceback
        raise JudgeError(f"{where}: not a readable PDF ({_said(err)})") from None
    text = "\f".join(pages)
    if not text.strip():
        raise JudgeError(f"{where}: no text in the PDF (a scan? run it through OCR, or give its text as .txt)")
    return text


def _page_text(page) -> str:
    lines = (page.extract_text() or "").replace("\r\n", "\n").replace("\r", "\n").split("\n")
    return "\n".join(line.rstrip() for line in lines).strip("\n") + "\n"


def _said(err: BaseException) -> str:
    return (str(err).splitlines() or [type(err).__name__])[0][:120] or type(err).__name__
