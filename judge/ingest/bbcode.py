"""A forum post's BBCode read as the forum shows it: "[quote="duelist99"]Can I …?[/quote]" a quoted
paragraph (so a quoted question is a question, the reply under it its answer), "[card]Sangan[/card]"
the card's name in quotes (a forum's card tag names a card as a ruling's quotes do), "[b]…[/b]"
and "[i]…[/i]" Markdown's emphasis, "[list][*]…" a list, "[url=…]words[/url]" its words, an image
or a video nothing; any other known tag ([size], [color], [spoiler] …) its words. No spaCy here.
"""
from __future__ import annotations

import re

# the tags forums write; a bracketed word outside them ("[REF1]", "[Sangan]") is text
KNOWN = ("b", "i", "u", "s", "strike", "quote", "card", "url", "img", "list", "size", "color", "colour", "font",
         "spoiler", "code", "center", "left", "right", "h1", "h2", "h3", "youtube", "video", "email", "sub", "sup",
         "hide", "align", "indent")
NAMES = "|".join(KNOWN)
CLOSING = re.compile(rf"\[/(?:{NAMES})\]", re.I)
DROPPED = re.compile(r"\[(img|youtube|video)(?:=[^\]\n]*)?\].*?\[/\1\]", re.I | re.S)
QUOTE = re.compile(r"\[quote(?:=[^\]\n]*)?\]\s*(.*?)\s*\[/quote\]\s*", re.I | re.S)
CARD = re.compile(r"\[card(?:=[^\]\n]*)?\]\s*(.*?)\s*\[/card\]", re.I | re.S)
BARE_LINK = re.compile(r"\[url\]\s*\S*?\s*\[/url\]", re.I)
BOLD = re.compile(r"\[(?:b|h[123])\](.*?)\[/(?:b|h[123])\]", re.I | re.S)
ITALIC = re.compile(r"\[i\](.*?)\[/i\]", re.I | re.S)
ITEM = re.compile(r"[ \t]*\[\*\][ \t]*")
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
    text = DROPPED.sub("", text)
    text = CARD.sub(lambda m: f'"{m.group(1)}"', text)
    text = BARE_LINK.sub("", text)
    text = QUOTE.sub(lambda m: "\n\n" + "\n".join("> " + line for line in m.group(1).split("\n")) + "\n\n", text)
    text = BOLD.sub(r"**\1**", text)
    text = ITALIC.sub(r"*\1*", text)
    text = ITEM.sub("\n- ", text)
    return TAG.sub("", text).strip("\n")
