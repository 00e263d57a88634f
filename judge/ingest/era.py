"""Which era a ruling speaks of: its format (Goat, Edison, current…) and date where the text
says them, and which ruling replaced which. Unknown stays unknown: nothing here guesses.

A sentence's own words decide first ("in Goat Format, both monsters are destroyed"), then its
headings ("Goat Format Rule #14"), then its document (metadata, or `judge ingest --format`). A
ruling that changed ("the old ruling was …; the new ruling is …", "this ruling has been
reversed", Portuguese alike) links the old record to the new one (`superseded_by`).
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache

from ..lang import lexicon, named_format
from ..model import Record, fold

WINDOW = 3  # records apart that an old ruling and its replacement may be
LEAD_WORDS = 3  # words before a verdict read with it for its cues ("Now,", "But now")


@lru_cache(maxsize=65_536)  # rulings repeat across documents
def date_in(text: str, lang: str) -> str:
    """The date a text says a ruling takes effect ("as of June 13, 2005" → 2005-06-13, "since
    2005" → 2005); "" when it says none."""
    lex = lexicon(lang)
    return _written(lex.dated.search(fold(text)), lex)


def named_date(text: str, lang: str) -> str:
    """The day, or the month and its year, a text names with no word before it ("Ruling changes
    – October 2005" → 2005-10); "" for none or a bare year ("the 2005 era" names a period)."""
    lex = lexicon(lang)
    return _written(lex.named_date.search(fold(text)), lex)


def _written(m, lex) -> str:
    """The ISO date (or month, or year) a date pattern's match writes."""
    if not m:
        return ""
    g = m.groupdict()
    if g["iso"]:  # "2005/07/01" and "2005.07.01" too; never a thirteenth month
        year, month, day = (int(x) for x in re.split(r"[-/.]", g["iso"]))
        return f"{year}-{month:02d}-{day:02d}" if 1 <= month <= 12 and 1 <= day <= 31 else ""
    if g["slash"]:  # "06/13/2005" in English, "13/06/2005" in Portuguese; a day past 12 says which
        a, b, year = (int(x) for x in g["slash"].split("/"))
        month, day = (b, a) if lex.day_first else (a, b)
        if month > 12 >= day:
            month, day = day, month
        return f"{year}-{month:02d}-{day:02d}" if 1 <= month <= 12 and 1 <= day <= 31 else ""
    if g["year"] or g["pyear"]:
        month = lex.months[fold(g["month"] or g["pmonth"])]
        day = g["day"] or g["pday"]
        return f"{g['year'] or g['pyear']}-{month:02d}" + (f"-{int(day):02d}" if day else "")
    return g.get("bare") or ""


def document_format(*texts: str) -> str:
    """A document's format from its own metadata (title, note, front matter), in either language."""
    for text in texts:
        for lang in ("en", "pt"):
            fmt = named_format(text, lang) if text else ""
            if fmt:
                return fmt
    return ""


def date_of(rec: Record, doc_date: str) -> str:
    """A record's date: its sentence's, else its answer's (a dated netrep Q&A, a signed ruling),
    else its headings' ("Rulings as of March 2005", a JSON entry's `date` field), else its
    document's."""
    return (date_in(rec.text, rec.lang) or rec.author_date or (rec.kind == "row" and cell_date(rec.text, rec.lang))
            or tag_date(rec.text, rec.lang) or heading_date(rec.context, rec.lang) or doc_date or "")


CELL_DATE = re.compile(r"\|\s*((?:19|20)\d{2}-\d{2}-\d{2}|\d{1,2}/\d{1,2}/(?:19|20)\d{2})\s*(?=\|)")
TAG_DATE = re.compile(r"\s*[\[(]((?:19|20)\d{2}-\d{2}(?:-\d{2})?)[\])]")
# a day opening a log's line, set apart from the ruling: "2005-06-13: …", "13/06/2005 - …", "2005/06/13 Sangan …"
LEAD_DATE = re.compile(r"\s*((?:19|20)\d{2}[-/.]\d{2}[-/.]\d{2}|\d{1,2}/\d{1,2}/(?:19|20)\d{2})"
                       r"(?:\s*[:\-–—]\s|\s+(?=[A-Z\"“]))")


def tag_date(text: str, lang: str = "en") -> str:
    """The date a ruling is tagged with before its words ("[2005-06-13] Sinister Serpent …", a
    log's "2005-06-13: …", "13/06/2005 - …" read as the language writes days), or "".

    >>> tag_date("[2005-06-13] Sinister Serpent returns once per turn."), tag_date("It costs (2005) LP.")
    ('2005-06-13', '')
    >>> tag_date("13/06/2005 - Sangan busca.", "pt"), tag_date("2005-06-13: Sangan searches."), tag_date("2005 LP.")
    ('2005-06-13', '2005-06-13', '')
    """
    m = TAG_DATE.match(text)
    if m:
        return m.group(1)
    m = LEAD_DATE.match(text)
    return named_date(m.group(1), lang) if m else ""


def cell_date(row: str, lang: str = "en") -> str:
    """The date a table row's own cell holds (a rulings table's "Date" column), or "": ISO, or
    with slashes as the document's language writes them (13/06/2005 in Portuguese).

    >>> cell_date("| Spirit Reaper | It is not destroyed by battle. | 2005-06-13 |")
    '2005-06-13'
    >>> cell_date("| Sangan | Não. | 12/03/2005 |", "pt"), cell_date("| Sangan | No. | 12/03/2005 |")
    ('2005-03-12', '2005-12-03')
    """
    m = CELL_DATE.search(row)
    lex = lexicon(lang)
    return _written(lex.named_date.search(m.group(1)), lex) if m else ""


def ruling_cues(rec: Record) -> tuple[bool, bool, bool]:
    """Whether a record speaks of an old ruling, of a new one, of a reversal."""
    lex = lexicon(rec.lang)
    # the few words before the verdict that splitting set aside ("Now, you cannot …") say when too
    at = rec.text.find(rec.verdict)
    lead = rec.text[:at] if at > 0 and len(rec.text[:at].split()) <= LEAD_WORDS else ""
    # … and so does a change list's label heading it ("**Old ruling:** …", "New ruling" over its text)
    label = rec.context.rsplit(" > ", 1)[-1]
    label = label + ":" if len(label.split()) <= LEAD_WORDS else ""
    clause = fold(" ".join((lead, rec.verdict, rec.situation if rec.situation != rec.context else "", label)))
    return bool(lex.old_ruling.search(clause)), bool(lex.new_ruling.search(clause)), bool(lex.reversed.search(clause))


def supersede(records: list[Record]) -> None:
    """Link each old ruling to the one that replaced it, within a few records either way:
    "the old ruling was X … the new ruling is Y" (or new first, then "previously X"), and
    "this ruling has been reversed" (the record before it is the one reversed). Each record's
    `cues` are its `ruling_cues`, read when it was placed."""
    cues = [rec.cues for rec in records]
    if not any(old or reversed_ for old, _, reversed_ in cues):
        return
    for i, (old, new, reversed_) in enumerate(cues):
        rec = records[i]
        if reversed_ and i > 0:
            before = records[i - 1]
            if before.text != rec.text and not before.superseded_by:
                before.superseded_by = rec.id
        if not old or new:
            continue
        later = [j for j in range(i + 1, min(len(records), i + 1 + WINDOW)) if cues[j][1] and not cues[j][0]]
        earlier = [j for j in range(i - 1, max(-1, i - 1 - WINDOW), -1) if cues[j][1] and not cues[j][0]]
        for j in later + earlier:
            if records[j].id != rec.id:
                rec.superseded_by = records[j].id
                break


@lru_cache(maxsize=4096)
def heading_date(context: str, lang: str) -> str:
    """The date a record's headings say (headings repeat: read once per process): one they say it
    takes effect ("Rulings as of March 2005"), else the nearest heading that names a day or a month
    ("## 2005-04-01" or "Changes — April 2005" over a change list's items; not a bare year)."""
    if not context:
        return ""
    return date_in(context, lang) or next(
        (day for heading in reversed(context.split(" > ")) if (day := named_date(heading, lang))), "")


@lru_cache(maxsize=4096)
def heading_format(context: str, lang: str) -> str:
    """The format a record's headings name (headings repeat: read once per process)."""
    return named_format(context, lang)


def place(rec: Record, doc_format: str, doc_date: str, doc_lang: str) -> None:
    """Give one record its format and date and read its ruling cues: what needs no other record
    (done where records are built, in a worker process for a large ingest)."""
    in_text = named_format(rec.text, rec.lang)
    # the verdict's own format first; a verdict inside the text names one only if the text does
    in_verdict = named_format(rec.verdict, rec.lang) if in_text or rec.verdict not in rec.text else ""
    # then what its source line says beside its words (a table's Format cell), its headings, its document
    rec.format = in_verdict or in_text or rec.format or heading_format(rec.context, doc_lang or "en") or doc_format
    rec.date = date_of(rec, doc_date)
    rec.cues = ruling_cues(rec)


def with_eras(records: Iterable[Record]) -> Iterator[Record]:
    """Link old rulings to their replacements among one document's records (each already
    `place`d); records are held back one block, so a replacement in the next block is seen."""
    held: list[Record] = []
    current: list[Record] = []
    block = None
    for rec in records:
        if rec.block != block and current:
            supersede(held + current)
            yield from held
            held, current = current, []
        block = rec.block
        current.append(rec)
    supersede(held + current)
    yield from held
    yield from current
