"""Files of other types turned into what the readers know: Org-mode notes and AsciiDoc pages into
Markdown-like text, a video's subtitles (SRT, WebVTT) into its running words, an e-mail (.eml)
into the text an e-mail saved as text is (a list's archive, .mbox, into its messages, one after
another; a web page saved as one file, .mhtml, into its page), a Jupyter notebook into its text
cells, a Rich Text file (.rtf, with striprtf) into its text, a script assigning one JSON value (a
social network's archive, "window.YTD.tweets.part0 = [ … ]") into that JSON. What the markup says
of the document (its title, date) comes out as the header lines `heads.apply_headers` reads.
"""
from __future__ import annotations

import json
import re
from email import message_from_string, policy
from email.utils import parsedate_to_datetime

from ..model import JudgeError
from .chrome import REPLY_ATTRIBUTION
from .latex import latex_text
from .markup import html_to_text

# --- Org-mode -------------------------------------------------------------------------------
ORG_KEYWORD = re.compile(r"(?m)^[ \t]*#\+(\w+):?[ \t]*(.*)\n?")  # "#+TITLE: …", "#+BEGIN_QUOTE"
ORG_COMMENT = re.compile(r"(?m)^[ \t]*#(?:[ \t][^\n]*)?$\n?")  # "# a comment" (not "#+…")
ORG_DRAWER = re.compile(r"(?ms)^[ \t]*:[A-Za-z_]+:[ \t]*\n.*?^[ \t]*:END:[ \t]*(?:\n|\Z)")  # :PROPERTIES: … :END:
# a heading, its task word, priority and tags aside ("** TODO [#A] Ask about tokens   :rulings:")
ORG_HEADING = re.compile(r"(?m)^(\*+)[ \t]+(?:(?:TODO|DONE|NEXT|WAITING|HOLD|CANCELL?ED)[ \t]+)?(?:\[#[A-Z]\][ \t]*)?"
                         r"(.*?)(?:[ \t]+:[\w@#%:]+:)?[ \t]*$")
ORG_LINK = re.compile(r"\[\[([^\]\n]+)\](?:\[([^\]\n]+)\])?\]")  # [[target][words]] → words, [[target]] → target
ORG_TIME = re.compile(r"[<\[](\d{4}-\d{2}-\d{2})(?: [A-Za-zçáéíóú.]{2,4})?(?: \d{1,2}:\d{2})?[>\]]")  # <2004-03-01 Mon>
ORG_KEEP = {"title": "TITLE", "date": "DATE"}  # keywords the document's header lines say


def org_text(text: str) -> str:
    """Org-mode notes as Markdown: "* Heading" → "## Heading", a level under the document's title
    (its TODO word, priority and tags gone), drawers (":PROPERTIES: … :END:"), comments and block markers ("#+BEGIN_QUOTE") gone,
    "#+TITLE:" and "#+DATE:" the document's, links and timestamps as their words.

    >>> print(org_text("#+TITLE: Notes\\n* TODO [#A] Sangan  :cards:\\n:PROPERTIES:\\n:ID: 1\\n:END:\\n- See [[https://x.org][the FAQ]] <2004-03-01 Mon>."))
    TITLE: Notes
    <BLANKLINE>
    ## Sangan
    - See the FAQ 2004-03-01.
    """
    text = ORG_DRAWER.sub("", ORG_TIME.sub(r"\1", text))
    said = []

    def keyword(m: re.Match) -> str:
        key = ORG_KEEP.get(m.group(1).lower())
        if key and m.group(2).strip():
            said.append(f"{key}: {m.group(2).strip()}")
        return ""
    text = ORG_COMMENT.sub("", ORG_KEYWORD.sub(keyword, text))
    text = ORG_HEADING.sub(lambda m: "#" * min(len(m.group(1)) + 1, 6) + " " + m.group(2), text)  # under the title
    text = ORG_LINK.sub(lambda m: m.group(2) or m.group(1), text)
    return ("\n".join(said) + "\n\n" if said else "") + text.lstrip("\n")


# --- AsciiDoc -------------------------------------------------------------------------------
ADOC_TITLE = re.compile(r"(?m)^(={1,6})[ \t]+(\S[^\n]*)$")  # "= Document", "== Section"
ADOC_ATTRIBUTE = re.compile(r"(?m)^:!?([\w-]+)!?:[ \t]*(.*)\n?")  # ":revdate: 2004-05-10", ":toc:"
ADOC_DELIMITER = re.compile(r"(?m)^(?:={4,}|-{4,}|\*{4,}|_{4,}|\.{4,}|\+{4,}|--|\|===|/{4,})[ \t]*\n?")
ADOC_BLOCK_ATTRIBUTES = re.compile(r"(?m)^\[[\w \t,.=\"'#%-]*\][ \t]*\n?")  # "[NOTE]", "[source,yaml]"
ADOC_ADMONITION = re.compile(r"(?m)^(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION):[ \t]+")
ADOC_BLOCK_TITLE = re.compile(r"(?m)^\.([A-Za-zÀ-ÿ][^\n]*?)[ \t]*$")  # ".Example" over a block
ADOC_LIST = re.compile(r"(?m)^([*.]{1,5})[ \t]+(?=\S)")  # "* item", "** nested", ". numbered"
ADOC_DEFINITION = re.compile(r"(?m)^([^\s:][^\n:]{0,58})::[ \t]+(?=\S)")  # "Chain:: A Chain is …"
ADOC_COMMENT = re.compile(r"(?m)^//(?!/)[^\n]*\n?")
ADOC_LINK = re.compile(r"(?:link:|(?=https?://))\S+?\[([^\]\n]*)\]|<<[^,>\n]+,([^>\n]+)>>")
ADOC_CONTINUATION = re.compile(r"(?m)^\+[ \t]*\n")
ADOC_DATES = ("revdate", "date")


def asciidoc_text(text: str) -> str:
    """An AsciiDoc page as Markdown: "== Section" → "## Section", its header's author line and
    attributes gone (":revdate:" dates it), block delimiters and attribute lines ("====",
    "[NOTE]") gone with their words kept, a block's title (".Example") a line of its own
    ("Example:"), "**" items nested, "Term:: …" a definition, links as their words.

    >>> print(asciidoc_text("= Guide\\nAna Lima\\n:revdate: 2004-05-10\\n\\n== Traps\\n.Example\\n====\\nA Sets it.\\n====\\n* One\\n** Two"))
    DATE: 2004-05-10
    <BLANKLINE>
    # Guide
    <BLANKLINE>
    ## Traps
    Example:
    A Sets it.
    - One
      - Two
    """
    said = []
    head = ADOC_TITLE.match(text)
    if head and len(head.group(1)) == 1:  # the document's title, then its header up to a blank line
        end = text.find("\n\n", head.end())
        end = len(text) if end < 0 else end
        header = text[head.end():end]
        for m in ADOC_ATTRIBUTE.finditer(header):
            if m.group(1).lower() in ADOC_DATES and m.group(2).strip():
                said.append(f"DATE: {m.group(2).strip()}")
        text = text[:head.end()] + text[end:]
    text = ADOC_COMMENT.sub("", ADOC_ATTRIBUTE.sub("", text))
    text = ADOC_BLOCK_ATTRIBUTES.sub("", ADOC_DELIMITER.sub("", text))
    text = ADOC_ADMONITION.sub("", ADOC_CONTINUATION.sub("", text))
    text = ADOC_TITLE.sub(lambda m: "#" * len(m.group(1)) + " " + m.group(2), text)
    text = ADOC_BLOCK_TITLE.sub(r"\1:", text)
    text = ADOC_LIST.sub(lambda m: "  " * (len(m.group(1)) - 1) + ("1. " if m.group(1)[0] == "." else "- "), text)
    text = ADOC_DEFINITION.sub(r"\1 — ", text)
    text = ADOC_LINK.sub(lambda m: m.group(1) or m.group(2) or "", text)
    return ("\n".join(said) + "\n\n" if said else "") + text


# --- subtitles ------------------------------------------------------------------------------
CUE_TIME = re.compile(r"^[ \t]*((?:\d{1,2}:)?\d{1,2}:\d{2}[.,]\d{1,3})[ \t]+-->[ \t]+((?:\d{1,2}:)?\d{1,2}:\d{2}[.,]\d{1,3})")
CUE_TAG = re.compile(r"</?(?:[ibuv]|c|lang|ruby|rt)(?:[.\s][^>]*)?>|\{\\[^}]*\}")  # <i>, <v Ana>, {\an8}
PAUSE = 2.0  # seconds of silence between cues that part the talk's paragraphs


def subtitle_text(text: str) -> str:
    """A video's subtitles (SRT or WebVTT) as its running words: cue numbers, timings, the
    WebVTT header, notes and styling gone, a sentence running across cues one again; a pause of
    a few seconds parts paragraphs.

    >>> subtitle_text("1\\n00:00:01,000 --> 00:00:03,000\\nIf Sangan is\\n\\n2\\n00:00:03,000 --> 00:00:05,000\\n<i>banished</i>, nothing.\\n")
    'If Sangan is banished, nothing.\\n'
    """
    paragraphs: list[list[str]] = []
    last_end = None
    for cue in re.split(r"\n[ \t]*\n", text.strip()):
        lines = cue.split("\n")
        at = next((i for i, line in enumerate(lines) if CUE_TIME.match(line)), None)
        if at is None:
            continue  # the WEBVTT header, a NOTE, a STYLE block: no words said
        start, end = (_seconds(t) for t in CUE_TIME.match(lines[at]).groups())
        words = " ".join(CUE_TAG.sub("", line).strip() for line in lines[at + 1:] if line.strip())
        if not words:
            continue
        if not paragraphs or last_end is None or start - last_end >= PAUSE:
            paragraphs.append([])
        paragraphs[-1].append(words)
        last_end = end
    return "\n\n".join(" ".join(p) for p in paragraphs) + "\n"


def _seconds(stamp: str) -> float:
    parts = stamp.replace(",", ".").split(":")
    return sum(float(p) * 60 ** i for i, p in enumerate(reversed(parts)))


# --- e-mail ---------------------------------------------------------------------------------
SALUTATION = re.compile(r"\A[ \t]*(?:hi|hello|hey|dear|oi|olá|ola|caro|cara|prezado|prezada|bom dia|boa tarde|boa noite)"
                        r"\b[^\n]{0,40},?[ \t]*\n[ \t]*\n", re.I)
# the line a reply signs off with ("-- ", "Best regards,", "Abraços,"): a word or three, nothing it rules on
SIGN_OFF = re.compile(r"(?mi)^[ \t]*(?:--[ \t]*$|(?:thanks|cheers|regards|best|abraço|abraços|abs|att|atenciosamente|"
                      r"obrigad[oa]|saudações)(?:[ \t]+\w+){0,2}[ \t]*[,!.]?[ \t]*$)")


def mail_text(text: str, where: str) -> str:
    """An e-mail file (.eml) as an e-mail saved as text: its subject, date and sender as header
    lines, its words decoded (quoted-printable, base64, encoded subjects; a page's when it holds
    only HTML), the greeting and sign-off gone, and a reply written above the message it quotes
    put under it, so the quoted question comes first and the reply answers it."""
    try:
        msg = message_from_string(text, policy=policy.default)
        part = msg.get_body(preferencelist=("plain", "html"))
        body = part.get_content() if part is not None else ""
    except (LookupError, ValueError, TypeError, AttributeError) as err:
        raise JudgeError(f"{where}: not a readable e-mail ({err})") from None
    if part is not None and part.get_content_subtype() == "html":
        body = html_to_text(body)
    heads = [f"{name}: {' '.join(str(msg[name]).split())}" for name in ("Subject", "Date", "From") if msg[name]]
    if not body.strip():
        raise JudgeError(f"{where}: the e-mail has no text")
    return "\n".join(heads) + "\n\n" + _reply_under_quote(body.replace("\r\n", "\n")) + "\n"


def page_archive(text: str, where: str) -> tuple[str, str]:
    """A web page saved as one file (.mhtml/.mht, a browser's "Save as single file"): the page's
    HTML, read then as any page is, and its title (the archive's subject). The archive's date is
    when the page was saved, not when its rulings were given, so it dates nothing."""
    try:
        msg = message_from_string(text, policy=policy.default)
        part = msg.get_body(preferencelist=("html",))
        raw = part.get_payload(decode=True) or b"" if part is not None else b""
    except (LookupError, ValueError, TypeError, AttributeError) as err:
        raise JudgeError(f"{where}: not a readable web archive ({err})") from None
    page = _decoded(raw, part.get_content_charset() if part is not None else None)
    if not isinstance(page, str) or not re.sub(r"<[^>]*>", "", page).strip():
        raise JudgeError(f"{where}: the web archive holds no page with text")
    return page, " ".join(str(msg["Subject"] or "").split())


def _decoded(raw: bytes, charset: str | None) -> str:
    """A part's bytes as text: in the charset its header names, else UTF-8 (a browser's archive
    names none), else cp1252."""
    for encoding in [charset] * bool(charset) + ["utf-8", "cp1252"]:
        try:
            return raw.decode(encoding)
        except (LookupError, UnicodeDecodeError):
            continue
    return raw.decode("latin-1")


MBOX_FROM = re.compile(r"(?m)^From [^\n]*\n(?=[A-Za-z-]+:)")  # the line an mbox opens each message with


def mailbox_text(text: str, where: str) -> str:
    """A mailing list's archive (.mbox): each message as an e-mail file is read, one after
    another; a message with no text is left out, an archive of none is refused."""
    read = []
    for message in MBOX_FROM.split(text):
        if message.strip():
            try:
                read.append(mail_text(message, where))
            except JudgeError:
                continue
    if not read:
        raise JudgeError(f"{where}: no message with text in the mailbox")
    return "\n\n".join(read)


def _reply_under_quote(body: str) -> str:
    """The reply's own words, the message it quotes put above them when the reply is written
    above it ("Yes, …" over "On …, Ana wrote:" and "> Can I …?" → "> Can I …?" over "Yes, …");
    a reply written under the quote, or between quotes, stays as it is. Its greeting, its
    attribution line and its sign-off go."""
    body = SALUTATION.sub("", body.strip("\n") + "\n")
    lines = body.rstrip("\n").split("\n")
    quoted = [i for i, line in enumerate(lines) if QUOTED.match(line)]
    if quoted:
        first, last = quoted[0], quoted[-1]
        while first > 0 and REPLY_ATTRIBUTION.match(lines[first - 1]):
            first -= 1
        own = [line for line in lines[:first] if line.strip()]
        after = "\n".join(lines[last + 1:])
        if own and (not after.strip() or SIGN_OFF.match(after.strip("\n"))) and all(
                QUOTED.match(line) or not line.strip() or REPLY_ATTRIBUTION.match(line) for line in lines[first:last + 1]):
            asked = [line for line in lines[first:last + 1] if not REPLY_ATTRIBUTION.match(QUOTED.sub("", line))]
            lines = asked + [""] + lines[:first]
    body = "\n".join(lines) + "\n"
    sign_off = SIGN_OFF.search(body)
    return (body[:sign_off.start()] if sign_off and sign_off.start() > 0 else body).strip("\n")


QUOTED = re.compile(r"^[ \t]*(?:>[ \t]?)+")


def rfc_date(value: str) -> str:
    """A time written as e-mails and some exports write it ("Wed Feb 04 18:22:10 +0000 2004",
    "Tue, 16 Mar 2004 21:14:00 -0300") as its ISO day; "" for anything else."""
    if not re.search(r"[A-Za-z]{3}", value) or not re.search(r"\b(?:19|20)\d{2}\b", value):
        return ""
    try:
        return parsedate_to_datetime(value.strip()).date().isoformat()
    except (TypeError, ValueError, IndexError):
        return ""


# --- a script holding JSON ------------------------------------------------------------------
ASSIGNED = re.compile(r"\A\s*(?:(?:var|let|const)\s+)?[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\s*=\s*")


def script_json(text: str, where: str) -> str:
    """A script that assigns one JSON value ("window.YTD.tweets.part0 = [ … ]", a social
    network's archive): that value; any other script is no document."""
    m = ASSIGNED.match(text)
    value = text[m.end():].rstrip().rstrip(";") if m else text
    try:
        json.loads(value)
    except ValueError:
        raise JudgeError(f"{where}: a script, not a JSON value assigned in one") from None
    return value


def json_lines(raw: str, where: str) -> str:
    """JSON Lines (one value per line) → one JSON list, read as JSON is."""
    values = []
    for n, line in enumerate(raw.split("\n"), 1):
        if line.strip():
            try:
                values.append(json.loads(line))
            except ValueError as err:
                raise JudgeError(f"{where}: line {n}: not valid JSON ({err})") from None
    return json.dumps(values)


# --- a notebook -----------------------------------------------------------------------------
def notebook_text(text: str, where: str) -> str:
    """A Jupyter notebook (.ipynb) as the Markdown of its text cells, one after another; its code
    and what the code printed are no one's ruling."""
    try:
        cells = json.loads(text).get("cells")
    except (ValueError, AttributeError):
        raise JudgeError(f"{where}: not a readable notebook (no JSON object of cells)") from None
    parts = []
    for cell in cells if isinstance(cells, list) else []:
        if isinstance(cell, dict) and cell.get("cell_type") == "markdown":
            source = cell.get("source")
            parts.append("".join(source) if isinstance(source, list) else str(source or ""))
    if not any(p.strip() for p in parts):
        raise JudgeError(f"{where}: the notebook has no text cells")
    return "\n\n".join(p.strip("\n") for p in parts) + "\n"


RTF_TITLE = re.compile(r"\{\\title\s+([^{}]*)\}")  # {\info{\title …}}: what WordPad and Word call it


def rtf_text(text: str, where: str) -> str:
    """A Rich Text file (WordPad's, Word's "Save as RTF") as its plain text, its title (when its
    information group gives one) as a header line; a file that is no RTF is a one-line error."""
    from striprtf.striprtf import rtf_to_text  # read only when an RTF file is met

    if not text.lstrip().startswith("{\\rtf"):
        raise JudgeError(f"{where}: not an RTF document (no {{\\rtf header)")
    try:
        plain = rtf_to_text(text, errors="replace")
    except (ValueError, IndexError, LookupError, OverflowError) as err:  # a broken escape, an unknown code page
        raise JudgeError(f"{where}: not a readable RTF document ({err})") from None
    if not plain.strip():
        raise JudgeError(f"{where}: no text in the RTF document")
    title = RTF_TITLE.search(text)
    try:
        title = " ".join(rtf_to_text("{\\rtf1 " + title.group(1) + "}", errors="replace").split()) if title else ""
    except (ValueError, IndexError, LookupError, OverflowError):
        title = ""  # a title it cannot read: the document is still read
    # each of its paragraphs a paragraph of the text (a blank line apart), as a Word document's are
    return (f"TITLE: {title}\n\n" if title else "") + "\n\n".join(line.rstrip() for line in plain.split("\n"))


# what UTF-8 read as Latin-1 or cp1252 leaves: "Ã" or "Â" before a byte of a character's tail ("Ã§",
# "Ã£", "Ã‡"), "â€" before a quote's or a dash's ("â€™"); "NÃO" in capitals is none
MOJIBAKE = re.compile("[ÃÂ][\x80-\xbf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u02c6\u02dc"
                      "\u2013\u2014\u2018-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]|â€")


def repaired(text: str) -> str:
    """A text whose UTF-8 was once read as Latin-1 or cp1252 and written again ("publicaÃ§Ã£o",
    "Itâ€™s": a social network's JSON export, a forum's old dump) as it was written, with ftfy;
    any other text as it is (a text with no trace of it is not read again; one with traces is
    repaired when ftfy's own test of badness says so)."""
    if not MOJIBAKE.search(text):
        return text
    import ftfy  # read only when a document shows the traces

    return ftfy.fix_encoding(text) if ftfy.badness.is_bad(text) else text


# the file types read as the text they are turned into: each turned by its function of the text
# and where it is (for its errors)
AS_TEXT = {"org": lambda text, where: org_text(text), "asciidoc": lambda text, where: asciidoc_text(text),
           "subtitles": lambda text, where: subtitle_text(text), "email": mail_text, "mailbox": mailbox_text,
           "notebook": notebook_text, "rtf": rtf_text, "latex": lambda text, where: latex_text(text)}
