"""A forum post's BBCode read as the forum shows it: "[quote="duelist99"]Can I …?[/quote]" a quoted
paragraph (so a quoted question is a question, the reply under it its answer), "[card]Sangan[/card]"
the card's name in quotes (a forum's card tag names a card as a ruling's quotes do), "[b]…[/b]"
and "[i]…[/i]" Markdown's emphasis, "[list][*]…" a list, "[url=…]words[/url]" its words, an image,
a video or words struck out ("[s]…[/s]", withdrawn) nothing; any other known tag ([size], [color],
[spoiler] …) its words. No spaCy here.
"""
from __future__ import annotations

import re

from .wiki import is_wikitext, wiki_plain

# the tags forums write; a bracketed word outside them ("[REF1]", "[Sangan]") is text
KNOWN = ("b", "i", "u", "s", "strike", "quote", "card", "url", "img", "list", "size", "color", "colour", "font",
         "spoiler", "code", "center", "left", "right", "h1", "h2", "h3", "youtube", "video", "email", "sub", "sup",
         "hide", "align", "indent")
NAMES = "|".join(KNOWN)
CLOSING = re.compile(rf"\[/(?:{NAMES})\]", re.I)


def _paired(names: str) -> re.Pattern:
    """An opening tag of these names (with its "=value"), its words, its closing tag. The words
    hold no tag of these names, so an unclosed tag is looked past only as far as the next one."""
    return re.compile(rf"\[(?:{names})(?:=[^\]\n]*)?\]((?:(?!\[/?(?:{names})\b).)*?)\[/(?:{names})\]", re.I | re.S)


DROPPED = [_paired(name) for name in ("img", "youtube", "video", "s", "strike")]  # struck out: withdrawn
QUOTE = re.compile(_paired("quote").pattern + r"\s*", re.I | re.S)  # and the line break after it
CARD = _paired("card")
BARE_LINK = re.compile(r"\[url\][^\s\[]*\[/url\]", re.I)
BOLD = _paired("b|h[123]")
ITALIC = _paired("i")
ITEM = re.compile(r"(?<![ \t])[ \t]*\[\*\][ \t]*")  # from its run of spaces' start: each run read once
TAG = re.compile(rf"\[/?(?:{NAMES})(?:=[^\]\n]*)?\]", re.I)
LEAST = 2  # closing tags that make a text BBCode


def is_bbcode(text: str) -> bool:
    """Whether a text is written in BBCode: it closes at least two of the tags forums write.

    >>> is_bbcode("[b]Rulings[/b] [card]Sangan[/card] searches."), is_bbcode("Example [1] and [REF2].")
    (True, False)
    """
    return len(CLOSING.findall(text[:50_000])) >= LEAST


def bbcode_plain(text: str) -> str:
    """A BBCode text as the forum shows it (see the module).

    >>> bbcode_plain('[quote="ana"]Can [card]Sangan[/card] search?[/quote]\\nYes, [b]always[/b].')
    '> Can "Sangan" search?\\n\\nYes, **always**.'
    """
    for dropped in DROPPED:
        text = dropped.sub("", text)
    text = CARD.sub(lambda m: f'"{m.group(1).strip()}"', text)
    text = BARE_LINK.sub("", text)
    text = QUOTE.sub(lambda m: "\n\n" + "\n".join("> " + line for line in m.group(1).strip().split("\n")) + "\n\n",
                     text)
    text = BOLD.sub(r"**\1**", text)
    text = ITALIC.sub(r"*\1*", text)
    text = ITEM.sub("\n- ", text)
    return TAG.sub("", text).strip("\n")


def shown_text(text: str) -> str:
    """A wiki page's source or a forum post's BBCode as the page shows it: headings, lists,
    links, quotes, card tags and emphasis read (`wiki_plain`, `bbcode_plain`); other text as it is."""
    if is_wikitext(text):
        text = wiki_plain(text)
    return bbcode_plain(text) if is_bbcode(text) else text
