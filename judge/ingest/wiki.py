"""A wiki page's source (MediaWiki markup, as a card-rulings page is saved or exported) → the
text a judge reads on the page: "== OCG Rulings ==" a heading, "*"/"**" list items, a link's
words, no references, templates or categories.

>>> print(wiki_plain("== OCG Rulings ==\\n* If [[Sangan]] is [[banish]]ed, it does not activate.<ref>{{FAQ|1}}</ref>"))
## OCG Rulings
- If Sangan is banished, it does not activate.
"""
from __future__ import annotations

import re

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
EXTERNAL = re.compile(r"\[(?:https?|ftp)://[^\s\]]+(?:[ \t]+([^\]\n]+))?\]")
BOLD_ITALIC = re.compile(r"'{2,5}")
SUBJECT = re.compile(r"'''([^'\n]{1,60})'''")
MAX_NESTING = 20  # templates within templates read: deeper is no page, only a slow one
LIST_ITEM = re.compile(r"(?m)^([*#:]+)[ \t]*")


def is_wikitext(text: str) -> bool:
    """Whether a text is a wiki page's source: "== headings ==" with wiki markup, or [[links]]
    in number.

    >>> is_wikitext("# Notes\\n\\nSee [[Sangan]], [[Witch]] and [[Jar]]."), is_wikitext("== A ==\\n* [[Sangan]]")
    (False, True)
    """
    if HEADING.search(text):
        return "[[" in text or "{{" in text or "'''" in text
    # links alone: a wiki's, unless the text has Markdown's headings (a notes app links [[so]] too)
    return len(LINKED.findall(text[:50_000])) >= 3 and not MARKDOWN_HEADING.search(text)


def wiki_plain(text: str) -> str:
    """The page as read (see the module): its headings Markdown's, under the subject its lead
    names in bold ("Sangan > OCG Rulings"), its list items "- " items,
    each level nested two spaces deeper; a link's shown words; the markup of emphasis gone;
    references, templates (nested too), categories and files dropped."""
    text = REFERENCE.sub("", text)
    for _ in range(MAX_NESTING):  # a template inside another ("{{Ref|{{FAQ|1}}}}"): the inner one first
        text, n = TEMPLATE.subn("", text)
        if not n:
            break
    text = META_LINK.sub("", text)
    text = MAGIC.sub("", text)
    text = LINK.sub(lambda m: m.group(1).split("#")[0] or m.group(1), text)
    text = EXTERNAL.sub(lambda m: m.group(1) or "", text)
    # the page's subject, bold in its lead ("'''Sangan''' rulings"), heads each of its sections:
    # "OCG Rulings" is Sangan's
    first = HEADING.search(text)
    lead = SUBJECT.search(text, 0, first.start()) if first else None
    subject = f"{lead.group(1).strip()} > " if lead else ""
    text = BOLD_ITALIC.sub("", text)
    text = LIST_ITEM.sub(lambda m: "  " * (len(m.group(1)) - 1) + "- ", text)
    text = HEADING.sub(lambda m: "#" * len(m.group(1)) + " " + subject + m.group(2).strip(), text)
    # a line the dropped markup left empty ("{{Navigation}}", "[[Category:…]]") is no paragraph break
    return re.sub(r"\n[ \t]+\n", "\n\n", text)
