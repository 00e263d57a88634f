"""Read ruling documents from disk: decode, turn HTML and JSON into text, collect metadata."""
from __future__ import annotations

import json
import re
from pathlib import Path

from ..marks import MARKS, NO_MARKS
from ..model import Document, JudgeError
from ..text import common_words
from .chatlog import chat_messages
from .converters import AS_TEXT, json_lines, page_archive, repaired, script_json
from .era import document_format
from .filetypes import ROWS, SUFFIXES, TYPES_SAID
from .layout import layout_tables
from .footnotes import footnote_sources
from .lineshapes import (ANSWER, DASH_LINES, NUMBERED_RULING, QUESTION, language_tagged, letter_bullets, line_end_sources,
                         one_line_paragraphs, page_lines, pipe_table, without_votes)
from .pages import without_furniture
from .pdf import pdf_text
from .slides import pptx_text
from .wordfile import docx_text
from .office import odp_text, odt_text, sheet_rows
from .ebook import epub_html
from .chatpage import chat_page_messages
from .qapage import qa_page
from .qatables import asked_rows, asked_tables
from .replies import replies_answered
from .rows import question_pairs
from .jsontext import json_to_text
from .structured import xml_to_json, yaml_to_json
from .markup import faq_markup, html_blocks, html_title, html_to_text
from .sheets import csv_rows, rows_as_tsv, titled_rows
from .sqldump import dump_tables
from .inline import markdown_html, markdown_inline
from .heads import apply_headers, byline_date, first_line, format_named, head_of, title_date
from .bbcode import shown_text

__all__ = ["SUFFIXES", "TYPES_SAID", "decode", "find_documents", "head_of", "html_to_text", "json_to_text", "load_metadata",
           "plain_text", "read_document"]
from .stream import StreamText, scan

METADATA_FILE = "sources.json"
MAX_BYTES = 200_000_000  # a document larger than this is refused
STREAM_BYTES = 8_000_000  # a plain-text document larger than this is read a piece at a time


def find_documents(paths: list[Path], others: list[str] | None = None) -> list[Path]:
    """Every readable document under the given files and folders, in a stable order; a folder's
    files of no type read (a ".pages", a ".key"; not hidden, not its metadata file) are added to
    `others`, when given, from the same walk."""
    found: list[Path] = []
    for path in paths:
        if not path.exists():
            raise JudgeError(f"{path}: no such file or folder")
        if not path.is_dir():
            found.append(path)
            continue
        for p in sorted(path.rglob("*")):
            if not p.is_file() or p.name == METADATA_FILE:
                continue
            if p.suffix.lower() in SUFFIXES:
                found.append(p)
            elif others is not None and not any(part.startswith(".") for part in p.relative_to(path).parts):
                others.append(str(p))
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
        raise JudgeError(f"{path}: unsupported file type {path.suffix or '(none)'} (use {TYPES_SAID})")
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
    except RecursionError:  # JSON, YAML or XML nested thousands deep: no reader follows it
        raise JudgeError(f"{path}: nested too deeply to read") from None
    if isinstance(text, str) and not text.strip():
        raise JudgeError(f"{path}: no text in the document")
    doc = Document(name=path.name, path=str(path), format=fmt, text=text)
    apply_headers(doc)
    meta = (metadata or {}).get(path.name, {})
    # a title the document gives (a header line, an HTML page's <title>), not its first line
    declared_title = meta.get("title") or doc.title or page_title
    after_headers = max((end for _, end in doc.header_spans), default=0)  # "SOURCE: …" lines are no title
    described = re.split(r"[:;]\s|\.\s", doc.note, maxsplit=1)[0].strip()[:100] if doc.note else ""
    first = first_line(head_of(text)[after_headers:]) or first_line(head_of(text))
    if len(first) > 80 or "|" in first or re.search(r"[.!?;:]$", first):
        first = ""  # a sentence or a table row is no title: the file's name says more
    elif fmt in ("json", "jsonl", *ROWS) and not re.match(r"\s*# ", text) and not _all_under(text, first):
        first = ""  # a JSON document's first key, a table's first row, unless all lies under it: its first entry, not its name
    doc.title = declared_title or described or first or path.stem.replace("_", " ").replace("-", " ")
    doc.origin = meta.get("origin") or doc.origin
    doc.date = (meta.get("date") or doc.date  # a table's rows have their own dates: none is a byline's
                or (fmt not in ROWS and byline_date(head_of(text), text[-4000:] if isinstance(text, str) else "")) or title_date(doc.title))
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
    # a PDF's text layer is read as any text out of a PDF is (below); a Word document as its Markdown
    if fmt == "sheets":  # a workbook: each sheet's rows as a CSV's are read
        return repaired(rejoin_ligatures(_sheets_text(sheet_rows(path), str(path)).translate(LIGATURES))), ""
    title = ""
    if fmt in ("epub", "mhtml"):  # an e-book's chapters, a saved page's: one HTML page, read as any page is
        text, title = epub_html(path) if fmt == "epub" else page_archive(decode(path.read_bytes(), str(path)), str(path))
        fmt = "html"
    else:
        text = (pdf_text(path) if fmt == "pdf" else docx_text(path) if fmt == "docx" else odt_text(path) if fmt == "odt"
                else pptx_text(path) if fmt == "slides" else odp_text(path) if fmt == "odp" else decode(path.read_bytes(), str(path)))
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if fmt in AS_TEXT:  # Org-mode, AsciiDoc, subtitles, an e-mail, a notebook: the text they come to
        text = AS_TEXT[fmt](text, str(path))
    if fmt == "html" and (site := chat_page_messages(text) or qa_page(text)) is not None:  # a chat's, a Q&A site's page
        title = title or html_title(text)
        text = json_to_text(json.dumps(site, ensure_ascii=False), str(path))
    elif fmt == "html":
        title = title or html_title(text)
        shown = page_lines(html_to_text(text))  # a set's card lines, bullets alone on their lines
        shown = replies_answered(asked_tables(GLYPH_BULLET.sub(r"\1•", shown)))  # a word processor's "·"
        faq = faq_markup(text, shown)  # its FAQ's markup for search engines, when not shown: under its title
        text = shown + (f"\n# {title or 'FAQ'}\n{faq}" if faq else "")
    elif fmt in ("json", "script"):  # a script: the JSON value it assigns
        text = json_to_text(script_json(text, str(path)) if fmt == "script" else text, str(path))
    elif fmt == "jsonl":
        text = json_to_text(json_lines(text, str(path)), str(path))
    elif fmt == "yaml":
        text = json_to_text(yaml_to_json(text, str(path)), str(path))
    elif fmt == "xml":
        text = json_to_text(xml_to_json(text, str(path)), str(path))
    elif fmt == "csv":
        text = _rows_text(csv_rows(text, str(path)), str(path))
    elif fmt == "sql":  # a database dump: its tables of rulings as a workbook's sheets
        text = _sheets_text(dump_tables(text, str(path)), str(path))
    elif (chat := chat_messages(text)) is not None:  # a chat exported as text: read as a JSON chat is
        text = json_to_text(json.dumps(chat, ensure_ascii=False), str(path))
    else:  # a text (out of a PDF, often): its lists are drawn with bullet glyphs; markup's are its own
        text = GLYPH_BULLET.sub(r"\1•", page_lines(plain_text(text)))  # a "✔" is one unless "✘"s open lines
        text = MARK_BULLET.sub(r"\1• ", text if CROSS_LINE.search(text) else CHECK_BULLET.sub(r"\1•", text))
        text = letter_bullets(text)
    return repaired(rejoin_ligatures(text.translate(LIGATURES))), title


def _sheets_text(sheets: list[tuple[str, list[list[str]]]], where: str) -> str:
    """A workbook's sheets (a dump's tables): each one's rows, under its name when it has several."""
    return "\n".join((f"# {name}\n\n" if len(sheets) > 1 and not DEFAULT_SHEET.match(name) else "")
                     + _rows_text(rows, where) for name, rows in sheets)


def _rows_text(rows: list[list[str]], where: str) -> str:
    """A sheet's rows: a FAQ's question, answer… columns read as a JSON FAQ; other sheets as a table."""
    titles, rows = titled_rows(rows)
    asked = asked_rows(rows)
    return titles + (json_to_text(json.dumps(asked, ensure_ascii=False), where) if asked else plain_text(rows_as_tsv(rows)))


# a spreadsheet's sheet named as its program names a new one: no heading of the rulings
DEFAULT_SHEET = re.compile(r"(?i)(?:sheet|planilha|plan|folha|p[aá]gina|tabela|feuille|hoja)\s*\d*$")
# what a PDF's or a word processor's typesetting leaves in its text: ligatures, soft hyphens,
# unbreakable spaces (spelled out in every document), characters of no width (a web page's
# zero-width spaces and word joiners, a byte-order mark pasted mid-text), and list bullets drawn as glyphs
# ("●", "■", "◦", a word processor's "·", Symbol's private "\uf0b7", a "✔" with no "✘": a "•" item)
# Control characters are no text: a PDF's "\x02" left for a hyphen it broke a word at
# ("acti\x02vated"), gone; a word processor's line break ("\x0b"), a line's end
LIGATURES = str.maketrans({"\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl",
                           "\u00ad": None, "\u00a0": " ", "\u202f": " ", "\u2009": " ", "\u2007": " ",
                           "\u200b": None, "\u200c": None, "\u200d": None, "\u2060": None, "\ufeff": None,
                           "\x0b": "\n", "\x7f": None,
                           **{chr(c): None for c in range(32) if chr(c) not in "\t\n\r\f\x0b"}})
# a line opened by a fan summary's emoji ("✅ Pode …", "❌ …", "⚠️ …"): an item, its mark kept (`marks`), a "✔" among "✘"s too
MARK_BULLET = re.compile(rf"(?m)^([ \t]*)(?=(?:[{MARKS}⚠👉➡🔹🔸🔷🔶💡📌⭐✨❗])\ufe0f?[ \t])")
CROSS_LINE, CHECK_BULLET = re.compile(rf"(?m)^[ \t]*[{NO_MARKS}]"), re.compile(r"(?m)^([ \t]*)[✓✔](?=[ \t\u00a0])")
GLYPH_BULLET = re.compile(r"(?m)^([ \t]*)[●■◦▪▫‣⁃∙·◆◇►▶▸➢➤❖□○§\uf0b7\uf0a7\uf076\uf0d8\uf0fc](?=[ \t\u00a0])")


TASK_BOX = re.compile(r"(?m)^([ \t]*[-*+][ \t]+)\[[ xX]\][ \t]+")
# a callout's marker ("> [!NOTE]", "> [!WARNING] Old ruling"): gone with its title, but a title that
# asks (Obsidian's "> [!question]- Can I …?") is kept, the question its body answers
ADMONITION = re.compile(r"(?m)^([ \t]*>[ \t]*)\[![A-Za-z]+\][-+]?[ \t]*(?:(?P<asks>[^\n]*\?[ \t]*$)|[^\n]*\n?)")
# reStructuredText's explicit markup: an admonition's marker (".. note::", ".. warning:: …") goes,
# its words stay; another directive, a link target, a substitution or a bare ".." goes whole
RST_ADMONITION = re.compile(r"(?m)^([ \t]*)\.\.[ \t]+(?:note|warning|tip|hint|important|caution|attention|danger|error|admonition|seealso)::[ \t]*")
RST_MARKUP = re.compile(r"(?m)^[ \t]*\.\.(?:[ \t]+(?:[\w-]+::|_[^:\n]+:|\|[^|\n]+\|)[^\n]*)?[ \t]*$\n?")
QUOTE_DEPTH = re.compile(r"[ \t]*((?:>[ \t]?)+)")  # a quoted line's marks: as many as it is deep
QUOTE_MARK = re.compile("(?m)^" + QUOTE_DEPTH.pattern)
# a quoted message that asks (an e-mail's or a forum reply's "> Does Sangan …?"), then the reply's
# own paragraph under it: its question and its answer
QUOTED_QUESTION = re.compile(r"(?m)^([ \t]*>[ \t]?)([^\n]*\n(?:[ \t]*>[^\n]*\n)*)((?:[ \t]*\n)+)(?=[ \t]*[^\s>#|-])")
# a definition list ("Chain\n: A Chain is formed …"): the term is the definition's, as "Chain — …"
DEFINITION = re.compile(r"(?m)^([^\s:#>|\-*][^\n:]{0,58})\n:[ \t]+(?=\S)")
HYPHEN_BREAK = re.compile(r"([a-z])-\n[ \t]*([a-z])")
# a word a PDF's ligature split ("fi rst", "Fi eld"): its ligature's letters, a space, the rest
# of the word (a word split twice, "e ff ect", stays split)
LIGATURE_GAP = re.compile(r"\b([A-Za-z]*(?:[Ff]fi|[Ff]fl|[Ff]f|[Ff]i|[Ff]l)) ([a-z]{2,})\b")
# a word split on both sides of its ligature ("e ff ect", "di ff erent", "o ffi cial")
LIGATURE_SPLIT = re.compile(r"\b([A-Za-z]+) (ffi|ffl|ff|fi|fl) ([a-z]{2,})\b")
TSV_ROW = re.compile(r"(?m)^[^\t\n]+(?:\t[^\t\n]*)+$")


def plain_text(text: str) -> str:
    """A text document as a reader sees it: a wiki page's markup read (`wiki_plain`), markdown
    admonition markers, quote marks, footnotes, emphasis
    and link targets gone (a bold "**term**: definition" read as "term — definition", an
    italic "*Answer:*" as "Answer:"); text extracted from a PDF rejoined where a word was
    hyphenated across lines, its page numbers and running headers ("RULEBOOK … Page 12")
    dropped; a tab-separated table made a table."""
    text = shown_text(one_line_paragraphs(without_votes(text)))  # a wiki page's source, a forum post's tags: as the page shows them
    text = markdown_html(html_blocks(text) if "<" in text else text)  # <table>, <details>, <br>, <b> inside Markdown
    text = ADMONITION.sub(lambda m: m.group(1) + m.group("asks") if m.group("asks") else "", text)
    text = RST_MARKUP.sub("", RST_ADMONITION.sub(r"\1", text)) if ".." in text else text
    text = TASK_BOX.sub(r"\1", text)  # a task list's "- [x] …": the item's words
    if re.search(r"(?m)^[ \t]*>[ \t]?>", text):
        text = _unnested_quotes(text)
    text = replies_answered(QUOTED_QUESTION.sub(_quoted_question, text))  # "> Can I …?", a reply to "@asker"
    text = QUOTE_MARK.sub("", text)
    text = markdown_inline(text)
    if "[" in text:
        text = footnote_sources(text)  # Markdown's, and a wiki's numbered notes
    text = DASH_LINES.sub("\\1\n\n", DEFINITION.sub(r"\1 — ", text))
    text = line_end_sources(language_tagged(NUMBERED_RULING.sub(r"\1- ", text)))  # "Ruling 3: …", "… — Konami FAQ, 2005"
    text = HYPHEN_BREAK.sub(r"\1\2", text)
    lines = without_furniture(text.split("\n"))  # a form feed in a line parts its pages
    text = layout_tables("\n".join(lines))  # columns a PDF converter laid out with spaces
    return asked_tables(_tsv_tables(text) if "\t" in text else text)


def _unnested_quotes(text: str) -> str:
    """A quotation holding a deeper one (a reply quoting the message it answers, "> > Can I …?"
    over "> Yes. …") loses the levels all its lines share: the reply is its own words again and
    the message it quotes a quotation, read as any quoted question and its reply are."""
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        j = i
        while j < len(lines) and QUOTE_DEPTH.match(lines[j]):
            j += 1
        if j == i:
            out.append(lines[i])
            i += 1
            continue
        block = lines[i:j]
        depths = [m.group(1).count(">") for line in block if (m := QUOTE_DEPTH.match(line)) and line[m.end():].strip()]
        if depths and max(depths) > min(depths):
            shared = re.compile(r"[ \t]*(?:>[ \t]?){1,%d}" % min(depths))
            block = [shared.sub("", line, count=1) for line in block]
        out += block
        i = j
    return "\n".join(out)


def _quoted_question(m: re.Match) -> str:
    """A quoted block that asks, marked as a question, and the paragraph after it as its answer."""
    under = m.string[m.end():m.end() + MARK_REACH]
    if "?" not in m.group(2) or QUESTION.match(m.group(2)) or ANSWER.match(under) or QUESTION.match(under):
        return m.group(0)  # no question, one marked already, or a paragraph under it marked otherwise
    return f"{m.group(1)}Q: {m.group(2)}{m.group(3)}A: "


MARK_REACH = 40  # characters of a line its question's or answer's mark is read in


def rejoin_ligatures(text: str) -> str:
    """Words a PDF's ligature split rejoined: "the fi rst Chain Link" → "the first Chain Link",
    when the whole is a word (an everyday word, or one the text writes whole elsewhere) and the
    rest alone is none ("staff members" stays).

    >>> rejoin_ligatures("Resolve the fi rst link. Fi eld Spells stay; the staff member rules.")
    'Resolve the first link. Field Spells stay; the staff member rules.'
    >>> rejoin_ligatures("A fl ip of a fi le")
    'A flip of a file'
    >>> rejoin_ligatures("Its e ff ect is di ff erent; a fl ip, an o ffi cial ruling")
    'Its effect is different; a flip, an official ruling'
    """
    if not (LIGATURE_GAP.search(text) or LIGATURE_SPLIT.search(text)):
        return text
    everyday = common_words()
    written = None

    def is_word(whole: str) -> bool:
        """An everyday word, or one the text writes whole elsewhere (read once, when needed)."""
        nonlocal written
        if whole.lower() in everyday:
            return True
        if written is None:
            written = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", text)}
        return whole.lower() in written

    def rejoin(m: re.Match) -> str:
        rest = m.group(2)
        if len(rest) > 2 and rest in everyday:  # "staff members", not "fi le"
            return m.group(0)
        return m.group(1) + rest if is_word(m.group(1) + rest) else m.group(0)

    def rejoin_split(m: re.Match) -> str:  # a ligature's letters alone are no word: the whole is one, if any
        whole = m.group(1) + m.group(2) + m.group(3)
        return whole if is_word(whole) else m.group(0)
    return LIGATURE_GAP.sub(rejoin, LIGATURE_SPLIT.sub(rejoin_split, text))


def _tsv_tables(text: str) -> str:
    """Runs of two or more tab-separated lines become a pipe table with its header row."""
    lines, out, i = text.split("\n"), [], 0
    while i < len(lines):
        j = i
        while j < len(lines) and TSV_ROW.fullmatch(lines[j]):
            j += 1
        rows = [[c.strip() for c in line.split("\t")] for line in lines[i:j]]
        if pairs := question_pairs(rows):  # a flash-card deck's questions and answers: no header
            out += [line for pair in pairs for line in (f"Q: {pair['question']}", f"A: {pair['answer']}", "")]
            i = j
        elif j - i >= 2:
            out += pipe_table(rows)
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
    return StreamText(path, scan(path, LIGATURES))  # its typesetting's leftovers replaced as in `_whole`


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
