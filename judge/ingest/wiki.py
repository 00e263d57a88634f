"""A wiki page's source (MediaWiki markup, as a card-rulings page is saved or exported) → the
text a judge reads on the page: "== OCG Rulings ==" a heading, "*"/"**" list items, a link's
words, ";Q: …" / ":A: …" a question and its answer, a reference that ends a line the source of
what the line rules ("Source: …" under it), no templates or categories.

>>> print(wiki_plain("== OCG Rulings ==\\n* If [[Sangan]] is [[banish]]ed, it does not activate.<ref>{{FAQ|1}}</ref>"))
## OCG Rulings
- If Sangan is banished, it does not activate.
"""
from __future__ import annotations

import re

from ..lang import LANGS, lexicon
from ..model import fold
from .lineshapes import pipe_table, source_line, source_said

HEADING = re.compile(r"(?m)^[ \t]*(={1,6})[ \t]*([^=\n](?:[^\n]*?[^=\n])?)[ \t]*\1[ \t]*$")
LINKED = re.compile(r"\[\[[^\[\]\n]+\]\]")
MARKDOWN_HEADING = re.compile(r"(?m)^#{1,6}[ \t]+\S")
# what a page holds for its wiki, not for its reader: references, templates, categories, files
# (a reference runs to its </ref>, never past the next <ref: an unclosed one costs no rescans)
REFERENCE = re.compile(r"(?i)<ref\b[^>]{0,300}/>|<ref\b[^>]{0,300}>(?:(?!</?ref\b)[\s\S]){0,5000}</ref\s*>"
                       r"|<references\s*/>")
TEMPLATE = re.compile(r"\{\{[^{}]*\}\}")
META_LINK = re.compile(r"(?i)\[\[(?:category|file|image|media|arquivo|imagem|ficheiro|categoria):[^\[\]]*\]\]")
MAGIC = re.compile(r"__[A-Z]+__")
LINK = re.compile(r"\[\[(?:[^\[\]|\n]*\|)?([^\[\]|\n]+)\]\]")
# a talk page's signature: the user's link, their talk page's maybe, the time ("15:10, 3 May 2006 (UTC)",
# "15h10min de 3 de maio de 2006 (UTC)"), read as a signed ruling's "Name, 05/03/2006" (`signed`); the
# month is any language's (lang `MONTHS`)
SIGNATURE = re.compile(r"(?i)\[\[(?:user|usuário|usuario|usuária|usuário\(a\)):[^\]|\n]*\|?([^\]\n]*)\]\]"
                       r"(?:[^\[\n]{0,5}\[\[[^\]\n]*\]\]\)?)?\s*\d{1,2}(?::|h)\d{2}(?:min)?,?\s*(?:de\s+)?(\d{1,2})\s+(?:de\s+)?"
                       r"([^\W\d_]+)\s+(?:de\s+)?(\d{4})\s*\(UTC\)")
EXTERNAL = re.compile(r"\[(?:https?|ftp)://[^\s\]]+(?:[ \t]+([^\]\n]+))?\]")
BOLD_ITALIC = re.compile(r"'{2,5}")
TITLE = "\x00title\x00"  # where a page's title line goes, while its list items are read
TABLE = re.compile(r"(?ms)^[ \t]*\{\|.*?^[ \t]*\|\}[ \t]*$")
SUBJECT = re.compile(r"'''([^'\n]{1,60})'''")
MAX_NESTING = 20  # templates within templates read: deeper is no page, only a slow one
LIST_ITEM = re.compile(r"(?m)^([*#:]+)[ \t]*")
# a definition list: ";term" (";Q: Can I …?") and the ":definition" lines under it (":A: Yes. …")
TERM = re.compile(r"^;[ \t]*")
DEFINITION = re.compile(r"^:+[ \t]*")
# a reference: its name, whether it only points at a named one (<ref name="faq" />), its content
REF = re.compile(r"(?i)<ref\b([^>]{0,300}?)(/?)>")
REF_NAME = re.compile(r"""(?i)\bname\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s/>]+))""")
REF_END = re.compile(r"(?i)</ref\s*>")
# what a citation template inside a reference says of its source, in the order a reader names it
CITED = ("author", "publisher", "website", "work", "title", "source", "date")


def is_wikitext(text: str) -> bool:
    """Whether a text is a wiki page's source: "== headings ==" with wiki markup, or [[links]]
    in number.

    >>> is_wikitext("# Notes\\n\\nSee [[Sangan]], [[Witch]] and [[Jar]]."), is_wikitext("== A ==\\n* [[Sangan]]")
    (False, True)
    >>> is_wikitext("== Jar ==\\n{| class=wikitable\\n! Case !! Ruling\\n|-\\n| a || b\\n|}")
    True
    """
    if HEADING.search(text):
        return "[[" in text or "{{" in text or "'''" in text or TABLE.search(text) is not None  # a "{| … |}" table
    # links alone: a wiki's, unless the text has Markdown's headings (a notes app links [[so]] too)
    return len(LINKED.findall(text[:50_000])) >= 3 and not MARKDOWN_HEADING.search(text)


def wiki_plain(text: str) -> str:
    """The page as read (see the module): its headings Markdown's, under the subject its lead
    names in bold ("Sangan > OCG Rulings"), its list items "- " items,
    each level nested two spaces deeper; a link's shown words; the markup of emphasis gone;
    references, templates (nested too), categories and files dropped."""
    text = _sources_under(text)
    text = REFERENCE.sub("", text)
    text = _definitions(text)
    for _ in range(MAX_NESTING):  # a template inside another ("{{Ref|{{FAQ|1}}}}"): the inner one first
        text, n = TEMPLATE.subn("", text)
        if not n:
            break
    text = META_LINK.sub("", text)
    text = MAGIC.sub("", text)
    text = SIGNATURE.sub(_signed, text)
    text = LINK.sub(lambda m: m.group(1).split("#")[0] or m.group(1), text)
    text = EXTERNAL.sub(lambda m: m.group(1) or "", text)
    text = TABLE.sub(lambda m: _table(m.group(0)), text)
    # the page's subject, bold in its lead ("'''Sangan''' rulings"), heads each of its sections:
    # "OCG Rulings" is Sangan's
    first = HEADING.search(text)
    lead = SUBJECT.search(text, 0, first.start()) if first else None
    subject = f"{lead.group(1).strip()} > " if lead else ""
    if lead:  # a lead of the subject and a word or two ("'''Sangan''' rulings."): the page's title
        start, end = text.rfind("\n", 0, lead.start()) + 1, text.find("\n", lead.end())
        end = len(text) if end < 0 else end
        if len(re.findall(r"\w+", text[start:lead.start()] + text[lead.end():end])) <= 2:
            text = f"{text[:start]}{TITLE}{lead.group(1).strip()}{text[end:]}"
    text = BOLD_ITALIC.sub("", text)
    text = LIST_ITEM.sub(lambda m: "  " * (len(m.group(1)) - 1) + "- ", text)
    text = HEADING.sub(lambda m: "#" * len(m.group(1)) + " " + subject + m.group(2).strip(), text)
    text = text.replace(TITLE, "# ")  # (marked so, not as "#", which starts a wiki's numbered item)
    # a line the dropped markup left empty ("{{Navigation}}", "[[Category:…]]") is no paragraph break
    return re.sub(r"\n[ \t]+\n", "\n\n", text)


def _signed(m: re.Match) -> str:
    """A talk page's signature as a signed ruling's ("JudgeKate, 05/03/2006"); as it is if its month is none."""
    month = next((n for lang in LANGS if (n := lexicon(lang).months.get(fold(m.group(3))))), None)
    return f"{m.group(1).strip()}, {month:02d}/{int(m.group(2)):02d}/{m.group(4)}" if month else m.group(0)


def _table(source: str) -> str:
    """A wiki table ("{|" … "|}": "!" header cells, "|-" between rows, "|" cells, "!!"/"||"
    between cells on one line, "attributes | content" in a cell) as a Markdown table, on lines
    of its own; with no header row, each row a list item of its cells."""
    rows: list[list[tuple[str, str]]] = [[]]
    for line in source.split("\n")[1:-1]:
        line = line.strip()
        if line.startswith("|-"):
            rows.append([])
        elif line[:1] in ("|", "!") and not line.startswith("|+"):
            split = r"!!|\|\|" if line[0] == "!" else r"\|\|"
            rows[-1] += [(line[0], _cell(c)) for c in re.split(split, line[1:])]
    rows = [r for r in rows if any(c for _, c in r)]
    header = [c for _, c in rows[0]] if rows and all(k == "!" for k, _ in rows[0]) else []
    body = [[c for _, c in r] for r in rows[1:] if header] or [[c for _, c in r] for r in rows]
    if header:
        lines = pipe_table([header, *body])
    else:
        lines = ["- " + " — ".join(c for c in r if c) for r in body]
    return "\n\n" + "\n".join(lines) + "\n\n"


def _cell(cell: str) -> str:
    """A cell's content, its attributes ("style=… | content") dropped."""
    head, bar, rest = cell.partition("|")
    return " ".join((rest if bar and "=" in head else cell).split())


def _definitions(text: str) -> str:
    """A definition list read as its lines: ";Q: Can I …?" the line "Q: Can I …?", the
    ":A: Yes. …" lines under it (and under one another) "A: Yes. …", not list items; a ":" line
    under no term stays an indented item (a talk page's reply)."""
    out, in_list = [], False
    for line in text.split("\n"):
        if TERM.match(line):
            out.append(TERM.sub("", line))
            in_list = True
        elif in_list and DEFINITION.match(line):
            out.append(DEFINITION.sub("", line))
        else:
            out.append(line)
            in_list = False
    return "\n".join(out)


def _sources_under(text: str) -> str:
    """Each reference that ends a line (after its last sentence) as the source of what the line
    rules: "* Ruling.<ref>Konami FAQ (2005-07-04)</ref>" → "* Ruling." and "Source: Konami FAQ,
    2005-07-04" under it; a reference that only names another (<ref name="faq" />) is that one.
    A reference inside a line is dropped (REFERENCE), as are those of no words."""
    named: dict[str, str] = {}  # a named reference's words, wherever the page defines it
    for m in REF.finditer(text):
        name = _ref_name(m)
        close = None if m.group(2) or not name else REF_END.search(text, m.end(), m.end() + 5000)
        if close:
            named.setdefault(name, _cited(text[m.end():close.start()]))
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if "<ref" not in line.lower():
            continue
        found, rest, cut = [], line, None
        # the references the line ends with, read from its end backwards
        for m in reversed(list(REF.finditer(line))):
            name = _ref_name(m)
            if m.group(2):  # <ref name="faq" />
                end, said = m.end(), None
            else:
                close = REF_END.search(line, m.end())
                if not close:
                    break
                end, said = close.end(), _cited(line[m.end():close.start()])
            if rest[end:].strip():
                break
            found.append((name, said))
            rest, cut = line[:m.start()], m.start()
        if cut is None:
            continue
        said = [s if s is not None else named.get(n, "") for n, s in reversed(found)]
        said = "; ".join(dict.fromkeys(s for s in said if s))
        if said and rest.strip():
            lines[i] = rest.rstrip() + "\n" + source_line(said)
    return "\n".join(lines)


def _ref_name(ref: re.Match) -> str:
    """A reference's name (<ref name="faq">), "" for none."""
    named = REF_NAME.search(ref.group(1))
    return next((g for g in named.groups() if g), "") if named else ""


def _cited(ref: str) -> str:
    """A reference's words as a source line says them (`source_said`): its own words and its
    citation template's author, publisher, title and date (named parameters)."""
    parts = []
    for template in re.findall(r"\{\{([^{}]*)\}\}", ref):
        fields = dict(f.split("=", 1) for f in template.split("|")[1:] if "=" in f)
        fields = {k.strip().lower(): " ".join(v.split()) for k, v in fields.items()}
        parts += [fields[k] for k in CITED if fields.get(k)]
    words = re.sub(r"\{\{[^{}]*\}\}", "", ref)
    words = LINK.sub(lambda m: m.group(1), words)
    words = EXTERNAL.sub(lambda m: m.group(1) or "", words)
    words = " ".join(BOLD_ITALIC.sub("", words).split())
    return source_said(", ".join(dict.fromkeys(p for p in [words, *parts] if p)))
