"""An e-book (.epub: a zip of XHTML chapters) as one HTML page: its chapters in the order its
package's spine reads them, under the title its metadata gives. The page is then read as any
HTML page is (`markup.html_to_text`), so its headings head the rulings and its lists are lists."""
from __future__ import annotations

import html
import posixpath
import re
import zipfile
from pathlib import Path
from xml.etree import ElementTree

from ..model import JudgeError

CONTAINER = "META-INF/container.xml"
BODY = re.compile(r"<body\b[^>]*>(.*?)</body\s*>", re.S | re.I)
MAX_BOOK_BYTES = 200_000_000  # chapters larger than this together, unpacked, are no book's text (as read.MAX_BYTES)


def _local(tag: str) -> str:
    """An element's name without its namespace ("{http://www.idpf.org/2007/opf}item" → "item")."""
    return tag.rsplit("}", 1)[-1]


def epub_html(path: Path) -> tuple[str, str]:
    """The book's chapters as one HTML page, and its title ("" when it gives none); a file that is
    no readable EPUB is a one-line error."""
    try:
        with zipfile.ZipFile(path) as book:
            package = _package_path(book)
            opf = ElementTree.fromstring(book.read(package))
            items = {item.get("id"): item.get("href") for item in opf.iter() if _local(item.tag) == "item"}
            spine = [ref.get("idref") for ref in opf.iter() if _local(ref.tag) == "itemref"]
            title = next((" ".join((el.text or "").split()) for el in opf.iter() if _local(el.tag) == "title"), "")
            base = posixpath.dirname(package)
            chapters, size = [], 0
            for idref in spine:
                href = items.get(idref)
                if not href:
                    continue
                name = posixpath.normpath(posixpath.join(base, href.split("#", 1)[0]))
                size += book.getinfo(name).file_size
                if size > MAX_BOOK_BYTES:
                    raise JudgeError(f"{path}: the book's chapters are too large unpacked (over {MAX_BOOK_BYTES:,} bytes)")
                page = book.read(name).decode("utf-8", errors="replace")
                body = BODY.search(page)
                chapters.append(body.group(1) if body else page)
    except (zipfile.BadZipFile, KeyError, ElementTree.ParseError, OSError, ValueError) as err:
        # not a zip, no container or package, a chapter the package lists but the zip lacks, XML it cannot parse
        raise JudgeError(f"{path}: not a readable EPUB book ({str(err) or type(err).__name__})") from None
    if not any(re.sub(r"<[^>]*>", "", chapter).strip() for chapter in chapters):
        raise JudgeError(f"{path}: no text in the EPUB book")
    head = f"<head><title>{html.escape(title)}</title></head>" if title else ""
    return f"<html>{head}<body>" + "\n".join(chapters) + "</body></html>", title


def _package_path(book: zipfile.ZipFile) -> str:
    """Where the book's package document (.opf) is: as its container says, else the first .opf."""
    try:
        container = ElementTree.fromstring(book.read(CONTAINER))
        found = next((el.get("full-path") for el in container.iter() if _local(el.tag) == "rootfile"), None)
        if found:
            return found
    except KeyError:
        pass
    found = next((name for name in book.namelist() if name.lower().endswith(".opf")), None)
    if found is None:
        raise KeyError("no package document (.opf)")
    return found
