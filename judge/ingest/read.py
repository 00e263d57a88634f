"""Read ruling documents from disk: decode, turn HTML and JSON into text, collect metadata."""
from __future__ import annotations

import json
import re
from email.utils import parsedate_to_datetime
from pathlib import Path

import yaml

from ..lang import detect_language
from ..model import FORMATS, Document, JudgeError, fold
from ..text import common_words
from .era import date_in, document_format, named_date
from .layout import layout_tables
from .pages import PAGE_NUMBER, page_furniture
from .jsontext import json_lines, json_to_text
from .markup import csv_as_tsv, html_title, html_to_text, markdown_html
from .chrome import is_byline
from .wiki import is_wikitext, wiki_plain

__all__ = ["SUFFIXES", "decode", "find_documents", "head_of", "html_to_text", "json_to_text", "load_metadata",
           "plain_text", "read_document"]
from .stream import StreamText, scan

SUFFIXES = {".txt": "text", ".text": "text", ".md": "text", ".markdown": "text", ".mdown": "text", ".mkd": "text",
            ".tsv": "text", ".html": "html", ".htm": "html", ".xhtml": "html", ".json": "json",
            ".jsonl": "jsonl", ".ndjson": "jsonl", ".csv": "csv", ".wiki": "text", ".mediawiki": "text",
            ".wikitext": "text", ".rst": "text", ".rest": "text"}
METADATA_FILE = "sources.json"
# "SOURCE: ...", "LANGUAGE: en", "NOTE: ..." lines that open a document describe it
HEADER_LINE = re.compile(r"(?m)\A(?:(SOURCE|LANGUAGE|NOTE|TITLE|DATE|ORIGIN|FORMAT|ERA): ?(.*)\n)+")
HEADER_FIELD = re.compile(r"(?m)^(SOURCE|LANGUAGE|NOTE|TITLE|DATE|ORIGIN|FORMAT|ERA): ?(.*)$")
MAX_BYTES = 200_000_000  # a document larger than this is refused
STREAM_BYTES = 8_000_000  # a plain-text document larger than this is read a piece at a time


def find_documents(paths: list[Path]) -> list[Path]:
    """Every readable document under the given files and folders, in a stable order."""
    found: list[Path] = []
    for path in paths:
        if not path.exists():
            raise JudgeError(f"{path}: no such file or folder")
        if path.is_dir():
            found.extend(
                p for p in sorted(path.rglob("*"))
                if p.is_file() and p.suffix.lower() in SUFFIXES and p.name != METADATA_FILE
            )
        else:
            found.append(path)
    return found


def decode(raw: bytes, where: str) -> str:
    """Bytes → text: UTF-16 when its byte order mark says so, else UTF-8 first, then cp1252, then
    latin-1; binary data is refused."""
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):  # UTF-16 with its byte order mark (Windows Notepad's "Unicode")
        try:
            text = raw.decode("utf-16")
        except UnicodeDecodeError:
            raise JudgeError(f"{where}: cannot decode the UTF-16 text") from None
        if not text.strip():
            raise JudgeError(f"{where}: the file is empty")
        return text
    if not raw.strip():
        raise JudgeError(f"{where}: the file is empty")
    refuse_binary(raw[:65536], where)
    for encoding in ("utf-8-sig", "cp1252", "latin-1"):
        try:
            return raw.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise JudgeError(f"{where}: cannot decode the text")  # unreachable: latin-1 decodes anything


def refuse_binary(start: bytes, where: str) -> None:
    """A file whose start holds NUL bytes or many control characters is not a text document."""
    if b"\x00" in start or _control_ratio(start) > 0.05:
        raise JudgeError(f"{where}: binary data, not a text document")


def _control_ratio(raw: bytes) -> float:
    controls = sum(1 for b in raw if b < 32 and b not in (9, 10, 12, 13))
    return controls / max(1, len(raw))


def read_document(path: Path, metadata: dict | None = None) -> Document:
    """One file → a Document whose text is what records cite by offset."""
    fmt = SUFFIXES.get(path.suffix.lower())
    if fmt is None:
        raise JudgeError(f"{path}: unsupported file type {path.suffix or '(none)'} "
                         "(use .txt, .md, .rst, .html, .json, .jsonl, .csv or .wiki)")
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise JudgeError(f"{path}: larger than {MAX_BYTES // 1_000_000} MB")
        page_title = ""
        if fmt == "text" and size > STREAM_BYTES and not _utf16(path):
            text = _stream(path)  # plain text: read a piece at a time
        else:
            text, page_title = _whole(path, fmt)
    except OSError as err:
        raise JudgeError(f"{path}: cannot read ({err.strerror or err})") from None
    if isinstance(text, str) and not text.strip():
        raise JudgeError(f"{path}: no text in the document")
    doc = Document(name=path.name, path=str(path), format=fmt, text=text)
    _apply_headers(doc)
    meta = (metadata or {}).get(path.name, {})
    # a title the document gives (a header line, an HTML page's <title>), not its first line
    declared_title = meta.get("title") or doc.title or page_title
    after_headers = max((end for _, end in doc.header_spans), default=0)  # "SOURCE: …" lines are no title
    described = re.split(r"[:;]\s|\.\s", doc.note, maxsplit=1)[0].strip()[:100] if doc.note else ""
    first = _first_line(head_of(text)[after_headers:]) or _first_line(head_of(text))
    if len(first) > 80 or "|" in first or re.search(r"[.!?;:]$", first):
        first = ""  # a sentence or a table row is no title: the file's name says more
    elif fmt in ("json", "jsonl") and not re.match(r"\s*# ", text) and not _all_under(text, first):
        first = ""  # a JSON document's first key, unless all lies under it, is its first entry, not its name
    doc.title = declared_title or described or first or path.stem.replace("_", " ").replace("-", " ")
    doc.origin = meta.get("origin") or doc.origin
    doc.date = meta.get("date") or doc.date or byline_date(head_of(text), text[-4000:] if isinstance(text, str) else "") or title_date(doc.title)
    doc.declared_lang = meta.get("lang") or doc.declared_lang
    doc.game_format = format_named(str(meta.get("format") or "")) or doc.game_format
    if not doc.game_format:  # what its own description or title says it is about, else its file's name
        doc.game_format = document_format(doc.note, declared_title or "", re.sub(r"[_\W]+", " ", path.stem))
    return doc


def _all_under(text: str, first: str) -> bool:
    """Whether every heading of a JSON document's text lies under its first one (one key at
    its root: the document's name) and some heading is nested under it."""
    headings = re.findall(r"(?m)^## (.*)$", text)
    return (any(h.startswith(f"{first} > ") for h in headings)
            and all(h == first or h.startswith((f"{first} > ", f"{first} (")) for h in headings))


def _whole(path: Path, fmt: str) -> tuple[str, str]:
    """The document's text, and the title an HTML page gives itself."""
    text = decode(path.read_bytes(), str(path))
    title = ""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if fmt == "html":
        title = html_title(text)
        text = html_to_text(text)
    elif fmt == "json":
        text = json_to_text(text, str(path))
    elif fmt == "jsonl":
        text = json_to_text(json_lines(text, str(path)), str(path))
    elif fmt == "csv":
        text = plain_text(csv_as_tsv(text, str(path)))
    else:  # a text (out of a PDF, often): its lists are drawn with bullet glyphs; markup's are its own
        text = GLYPH_BULLET.sub(r"\1•", plain_text(text))
    return rejoin_ligatures(text.translate(LIGATURES)), title


# what a PDF's or a word processor's typesetting leaves in its text: ligatures, soft hyphens,
# unbreakable spaces (spelled out in every document), and list bullets drawn as glyphs ("●", "■",
# "◦", Symbol's private "\uf0b7"; a "•" item in a plain text)
LIGATURES = str.maketrans({"\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl",
                           "\u00ad": None, "\u00a0": " ", "\u202f": " ", "\u2009": " ", "\u2007": " "})
GLYPH_BULLET = re.compile(r"(?m)^([ \t]*)[●■◦▪▫‣⁃∙◆◇►▶➢➤❖□○✓✔\uf0b7\uf0a7\uf076\uf0d8\uf0fc](?=[ \t])")


ADMONITION = re.compile(r"(?m)^[ \t]*>[ \t]*\[![A-Za-z]+\][^\n]*\n?")
QUOTE_MARK = re.compile(r"(?m)^[ \t]*>[ \t]?")
# a quoted message that asks (an e-mail's or a forum reply's "> Does Sangan …?"), then the reply's
# own paragraph under it: its question and its answer
QUOTED_QUESTION = re.compile(r"(?m)^([ \t]*>[ \t]?)([^\n]*\n(?:[ \t]*>[^\n]*\n)*)((?:[ \t]*\n)+)(?=[ \t]*[^\s>-])")
BOLD_TERM = re.compile(r"(?m)^([ \t]*(?:[-*•][ \t]+)?)(?:\*\*|__)([^*_\n]{1,60}?)(?:\*\*|__)[ \t]*:[ \t]+")
EMPHASIS = re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1")
# *italic* and _italic_ within a line ("*Answer:* Yes"); a "* " list marker has its space
# (an underscore inside a starred span is a name's: "*Reply from u/judge_amy:*")
ITALIC = re.compile(r"(?<![*\w])(\*)(?=[^\s*])([^*\n]+?)(?<=[^\s*])\*(?![*\w])"
                    r"|(?<![_\w])(_)(?=[^\s_])([^_\n]+?)(?<=[^\s_])_(?![_\w])")
LINK = re.compile(r"\[([^\]\n]+)\]\([^)\n]*\)")
# Markdown footnotes: a mark in the text ("…Graveyard.[^1]") and its note below ("[^1]: FAQ, 2005")
FOOTNOTE_NOTE = re.compile(r"(?m)^[ \t]*\[\^[^\]\s]{1,20}\]:[^\n]*(?:\n|$)")
FOOTNOTE_MARK = re.compile(r"\[\^[^\]\s]{1,20}\]")
# a definition list ("Chain\n: A Chain is formed …"): the term is the definition's, as "Chain — …"
DEFINITION = re.compile(r"(?m)^([^\s:#>|\-*][^\n:]{0,58})\n:[ \t]+(?=\S)")
HYPHEN_BREAK = re.compile(r"([a-z])-\n[ \t]*([a-z])")
# a word a PDF's ligature split ("fi rst", "Fi eld", "e ff ect" → "eff ect"): its ligature's
# letters, a space, the rest of the word
LIGATURE_GAP = re.compile(r"\b([A-Za-z]*(?:[Ff]fi|[Ff]fl|[Ff]f|[Ff]i|[Ff]l)) ([a-z]{2,})\b")
TSV_ROW = re.compile(r"(?m)^[^\t\n]+(?:\t[^\t\n]*)+$")


def plain_text(text: str) -> str:
    """A text document as a reader sees it: a wiki page's markup read (`wiki_plain`), markdown
    admonition markers, quote marks, footnotes, emphasis
    and link targets gone (a bold "**term**: definition" read as "term — definition", an
    italic "*Answer:*" as "Answer:"); text extracted from a PDF rejoined where a word was
    hyphenated across lines, its page numbers and running headers ("RULEBOOK … Page 12")
    dropped; a tab-separated table made a table."""
    if is_wikitext(text):  # a wiki page's source: its headings, lists and links as a page shows them
        text = wiki_plain(text)
    text = markdown_html(text)  # <details>, <br>, <b> inside Markdown
    text = ADMONITION.sub("", text)
    text = QUOTED_QUESTION.sub(_quoted_question, text)
    text = QUOTE_MARK.sub("", text)
    text = BOLD_TERM.sub(lambda m: f"{m.group(1)}{m.group(2).strip()} — ", text)
    text = EMPHASIS.sub(r"\2", text)
    text = ITALIC.sub(lambda m: m.group(2) if m.group(1) else m.group(4), text)
    text = LINK.sub(r"\1", text)
    if "[^" in text:
        text = FOOTNOTE_MARK.sub("", FOOTNOTE_NOTE.sub("", text))
    text = DEFINITION.sub(r"\1 — ", text)
    text = HYPHEN_BREAK.sub(r"\1\2", text)
    lines = text.replace("\f", "\n").split("\n")  # a form feed is a page break
    furniture = page_furniture(lines)
    lines = ["" if i in furniture or PAGE_NUMBER.fullmatch(line) else line for i, line in enumerate(lines)]
    text = layout_tables("\n".join(lines))  # columns a PDF converter laid out with spaces
    return _tsv_tables(text) if "\t" in text else text


def _quoted_question(m: re.Match) -> str:
    """A quoted block that asks, marked as a question, and the paragraph after it as its answer."""
    if "?" not in m.group(2) or ANSWER_MARK.match(m.string, m.end()) or QUESTION_MARK.match(m.group(2)):
        return m.group(0)  # no question, or one marked already
    return f"{m.group(1)}Q: {m.group(2)}{m.group(3)}A: "


ANSWER_MARK = re.compile(r"[ \t]*(?:A|R|Answer|Resposta)\s*:", re.I)
QUESTION_MARK = re.compile(r"[ \t]*(?:Q|P|Question|Pergunta)\s*:", re.I)


def rejoin_ligatures(text: str) -> str:
    """Words a PDF's ligature split rejoined: "the fi rst Chain Link" → "the first Chain Link",
    when the whole is a word (an everyday word, or one the text writes whole elsewhere) and the
    rest alone is none ("staff members" stays).

    >>> rejoin_ligatures("Resolve the fi rst link. Fi eld Spells stay; the staff member rules.")
    'Resolve the first link. Field Spells stay; the staff member rules.'
    >>> rejoin_ligatures("A fl ip of a fi le")
    'A flip of a file'
    """
    if not LIGATURE_GAP.search(text):
        return text
    everyday = common_words()
    written = None

    def rejoin(m: re.Match) -> str:
        nonlocal written
        whole, rest = (m.group(1) + m.group(2)).lower(), m.group(2)
        if len(rest) > 2 and rest in everyday:  # "staff members", not "fi le"
            return m.group(0)
        if whole not in everyday:
            if written is None:  # the text's own words, read once and only when needed
                written = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", text)}
            if whole not in written:
                return m.group(0)
        return m.group(1) + m.group(2)
    return LIGATURE_GAP.sub(rejoin, text)


def _tsv_tables(text: str) -> str:
    """Runs of two or more tab-separated lines become a pipe table with its header row."""
    lines, out, i = text.split("\n"), [], 0
    while i < len(lines):
        j = i
        while j < len(lines) and TSV_ROW.fullmatch(lines[j]):
            j += 1
        if j - i >= 2:
            rows = [[c.strip() for c in line.split("\t")] for line in lines[i:j]]
            out.append("| " + " | ".join(rows[0]) + " |")
            out.append("|" + "---|" * len(rows[0]))
            out += ["| " + " | ".join(r) + " |" for r in rows[1:]]
            i = j
        else:
            out.append(lines[i])
            i += 1
    return "\n".join(out)


def _utf16(path: Path) -> bool:
    with path.open("rb") as fh:
        return fh.read(2) in (b"\xff\xfe", b"\xfe\xff")


def _stream(path: Path) -> StreamText:
    with path.open("rb") as fh:
        refuse_binary(fh.read(65536), str(path))
    return StreamText(path, scan(path))


def head_of(text) -> str:
    """A document text's first characters (all of it when it was read whole)."""
    return text if isinstance(text, str) else text.head


def load_metadata(folder: Path) -> dict:
    """The sources.json kept beside documents: file name → title, lang, origin, date."""
    meta_path = folder / METADATA_FILE
    if not meta_path.is_file():
        return {}
    try:
        data = json.loads(meta_path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise JudgeError(f"{meta_path}: not valid JSON ({err})") from None
    if not isinstance(data, dict):
        raise JudgeError(f"{meta_path}: expected an object keyed by file name")
    return data


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


def _apply_headers(doc: Document) -> None:
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
        elif key == "DATE":
            doc.date = value
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
        doc.title = _first_line("\n".join(lines[:at]))
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


def _first_line(text: str) -> str:
    for line in text.splitlines():
        line = line.strip(" \t|#-•")
        if line and not ADORNMENT.fullmatch(line):
            return line[:120]
    return ""
