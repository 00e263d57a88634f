"""What a document says of itself at its top (and a page at its foot): a Markdown front matter,
an e-mail's headers, "SOURCE: …" header lines, a reStructuredText field list, a byline's date;
and its first line, which may title it."""
from __future__ import annotations

import re
from email.utils import parsedate_to_datetime

import yaml

from ..lang import detect_language
from ..model import FORMATS, Document, fold
from .chrome import is_byline, is_chrome
from .era import date_in, document_format, named_date


def head_of(text) -> str:
    """A document text's first characters (all of it when it was read whole)."""
    return text if isinstance(text, str) else text.head


def title_heads_text(doc: Document) -> bool:
    """Whether a document's title is a line of its opening (its first heading, read as its title:
    a heading's sections end at the next) rather than a title it declares (a page's <title>)."""
    title = doc.title.strip()
    return bool(title) and re.search(r"(?m)^[#=\s]*" + re.escape(title) + r"[\s=#]*$", head_of(doc.text)[:4000]) is not None

# "SOURCE: ...", "LANGUAGE: en", "NOTE: ..." lines that open a document describe it
HEADER_LINE = re.compile(r"(?m)\A(?:(SOURCE|LANGUAGE|NOTE|TITLE|DATE|ORIGIN|FORMAT|ERA): ?(.*)\n)+")
HEADER_FIELD = re.compile(r"(?m)^(SOURCE|LANGUAGE|NOTE|TITLE|DATE|ORIGIN|FORMAT|ERA): ?(.*)$")

FRONT_MATTER = re.compile(r"\A---[ \t]*\n(.{0,4000}?\n)---[ \t]*\n", re.S)


def _front_matter(doc: Document, head: str) -> bool:
    """A Markdown document's YAML front matter ("---\ntitle: …\ndate: …\n---"): its title,
    date, format and language are the document's, and the block is no ruling."""
    m = FRONT_MATTER.match(head)
    if not m:
        return False
    try:
        fields = yaml.safe_load(m.group(1))
    except yaml.YAMLError:
        return False
    if not isinstance(fields, dict):
        return False
    fields = {str(k).lower(): v for k, v in fields.items()}

    def value(*names: str) -> str:
        return next((str(fields[n]).strip() for n in names if fields.get(n) not in (None, "")), "")
    doc.title = value("title", "titulo", "título")
    date = re.match(r"(?:19|20)\d{2}(?:-\d{2}(?:-\d{2})?)?", value("date", "data"))
    doc.date = date.group(0) if date else ""  # a date, or none ("date: [1, 2]" says none)
    doc.game_format = format_named(value("format", "formato", "era"))
    lang = value("lang", "language", "idioma")[:2].lower()
    doc.declared_lang = lang if lang in ("en", "pt") else doc.declared_lang
    doc.header_spans.append((0, m.end()))
    return True


EMAIL_HEADERS = re.compile(r"\A(?:(?:from|to|cc|subject|date|sent|reply-to|message-id|assunto|de|para|data|enviado)"
                           r":[ \t]*[^\n]*\n){2,}(?=\s*\n|\Z)", re.I)
EMAIL_FIELD = re.compile(r"(?mi)^(subject|assunto|date|data|sent|enviado):[ \t]*(.*)$")
REPLY = re.compile(r"^(?:(?:re|fwd?|res|enc|rv)\s*:\s*)+", re.I)  # "Re: Fwd: …"


def _email_headers(doc: Document, head: str) -> bool:
    """An e-mail saved as text (a judge's answer from a rulings list): its "Subject:" titles
    it, its "Date:" dates it, and its header lines are no ruling."""
    m = EMAIL_HEADERS.match(head)
    if not m or not re.search(r"(?mi)^(?:from|de|subject|assunto):", m.group(0)):
        return False
    for field in EMAIL_FIELD.finditer(m.group(0)):
        key, value = field.group(1).lower(), field.group(2).strip()
        if key in ("subject", "assunto"):
            doc.title = REPLY.sub("", value)
        elif not doc.date:
            try:
                doc.date = parsedate_to_datetime(value).date().isoformat()
            except (TypeError, ValueError, IndexError):
                doc.date = date_in(value, "en") or date_in(value, "pt")
    doc.header_spans.append((0, m.end()))
    return True


def apply_headers(doc: Document) -> None:
    """The document's title, date, format, language, origin and note from what its top says of it,
    and where that is (`doc.header_spans`: no ruling)."""
    head = head_of(doc.text)
    if _front_matter(doc, head) or _email_headers(doc, head) or _field_list(doc, head):
        return
    block = HEADER_LINE.match(head)
    if not block:
        return
    for m in HEADER_FIELD.finditer(head, 0, block.end()):
        key, value = m.group(1), m.group(2).strip()
        if key == "LANGUAGE":
            doc.declared_lang = value[:2].lower()
        elif key in ("SOURCE", "ORIGIN"):
            doc.origin = value
        elif key == "TITLE":
            doc.title = value
        elif key == "DATE":  # as ISO when it names a date in words ("May 2006" → 2006-05)
            doc.date = named_date(value, "en") or named_date(value, "pt") or value
        elif key in ("FORMAT", "ERA"):
            doc.game_format = format_named(value)
        elif key == "NOTE":
            doc.note = value
    doc.header_spans.append((0, block.end()))


# a reStructuredText document's fields under its title (":Date: 2005-05-02", ":Format: Goat")
FIELD_LIST = re.compile(r"(?m)^(?::[A-Za-zÀ-ÿ][\w ]{0,30}:[ \t]*[^\n]*\n)+")
FIELD_LIST_FIELD = re.compile(r"(?m)^:([A-Za-zÀ-ÿ][\w ]{0,30}):[ \t]*(.*)$")
FIELD_LIST_LINES = 12  # lines of a document's head its field list may open on


def _field_list(doc: Document, head: str) -> bool:
    """A reStructuredText document's field list near its top, under its title: its date,
    format, language and title are the document's, and the block is no ruling."""
    lines = head.split("\n")[:FIELD_LIST_LINES]
    at = next((i for i, line in enumerate(lines) if line.startswith(":")), None)
    if at is None:
        return False
    start = sum(len(line) + 1 for line in lines[:at])
    m = FIELD_LIST.match(head, start)
    if not m or any(line.strip() and not ADORNMENT.fullmatch(line.strip()) and not line.strip()[0].isalnum()
                    for line in lines[:at]):
        return False
    for field in FIELD_LIST_FIELD.finditer(head, m.start(), m.end()):
        key, value = fold(field.group(1)).strip(), field.group(2).strip()
        if key in ("date", "data") and not doc.date:
            doc.date = date_in(value, "en") or date_in(value, "pt") or named_date(value, "en") or named_date(value, "pt")
        elif key in ("format", "formato", "era"):
            doc.game_format = format_named(value)
        elif key in ("language", "lang", "idioma"):
            doc.declared_lang = value[:2].lower()
        elif key in ("title", "titulo"):
            doc.title = value
        elif key in ("source", "fonte", "origin"):
            doc.origin = value
    if not doc.title:  # the title above it (between its adornment lines)
        doc.title = first_line("\n".join(lines[:at]))
    doc.header_spans.append((m.start(), m.end()))
    return True


BYLINE_LINES = 8  # lines of a document's head its byline may be on


def byline_date(head: str, tail: str = "") -> str:
    """The date a post's byline near its top gives ("Published on March 12, 2024", "Publicado
    em 12 de março de 2024"), or a page's footer near its end ("Last updated 14 May 2005"):
    the document's date when nothing else says one; "" if none."""
    langs = None
    for line in head.splitlines()[:BYLINE_LINES] + tail.splitlines()[-BYLINE_LINES:]:
        if is_byline(line):
            # "03/09/2005" is read as the page's language writes dates (3 September in Portuguese)
            langs = langs or (("pt", "en") if detect_language(head) == "pt" else ("en", "pt"))
            found = next((d for f in (date_in, named_date) for lang in langs if (d := f(line, lang))), "")
            if found:
                return found
    return ""


def title_date(title: str) -> str:
    """The date a document's title names whole — a day, or a month and its year ("Ruling changes
    – October 2005", "Mudanças de março de 2006"); "" for a bare year ("the 2005 era"), which
    names a period, not a date.

    >>> title_date("Ruling changes – October 2005"), title_date("Goat Format (2005 era) rulings")
    ('2005-10', '')
    """
    return named_date(title, "en") or named_date(title, "pt")


def format_named(value: str) -> str:
    """The format a metadata value names ("goat", "Goat Format", "formato Goat"); "" for none."""
    words = fold(value).split()
    return words[0] if words and words[0] in FORMATS else document_format(value)


ADORNMENT = re.compile(r"([=~^\"'`+*:.#_-])\1{2,}")  # a heading's over- or underline ("=====")


def first_line(text: str) -> str:
    """Its first line that says something (no heading's adornment, no site's chrome: a breadcrumb
    trail, "Home"): a title, maybe."""
    for line in text.splitlines():
        if is_chrome(line):
            continue
        line = line.strip(" \t|#-•")
        if line and not ADORNMENT.fullmatch(line):
            return line[:120]
    return ""
