"""A table of contents: a list of the document's own section titles, each repeated further down as
the line that heads its section ("• 4.1 Missing the timing" above "4.1 Missing the timing" and the
section under it). Its items name what comes, and rule on nothing."""
from __future__ import annotations

import re

from ..model import fold
from .lineshapes import BULLET
from .stream import HEAD

LINE = re.compile(r"(?m)^[ \t]*(\S[^\n]*?)[ \t]*\n(?:[ \t]*\n|[ \t]*\Z)")  # a line alone, a blank line (or the end) below it
MARKS = re.compile(r"^(?:#{1,6}[ \t]+)?")
MAX_TITLE_WORDS = 14
SENTENCE_END = re.compile(r"[.!;,]\W*$")
ITEM = re.compile(r"[-•*–+]\s")  # a list's item (the contents' last entry has a blank line under it too)
# a numbered section's title that asks ("4.4 Can I chain to a Summon?"), alone on its line: a question
# the paragraph under it answers, as one standing as a paragraph of its own is
QUESTION_SECTION = re.compile(r"^[ \t]*\d{1,2}(?:\.\d{1,2})+\.?[ \t]+\S[^\n]*\?[ \t]*$")


def title_key(text: str) -> str:
    """A title's words as compared: its markers (a list's bullet or number, a heading's "#") gone."""
    text = MARKS.sub("", text.strip())
    while (m := BULLET.match(text)) and m.end() < len(text):
        text = text[m.end():].lstrip()
    return " ".join(fold(text).rstrip(":").split())


def titles_below(text) -> dict[str, int]:
    """Each short line standing alone (a blank line under it) once in the text's first characters,
    no list's item and no sentence's end (a title; a question may be one) → where it ends. A line a
    document repeats (each card's section holding "The (1) Ignition Effect activates …") titles no
    one section. A large document, read a piece at a time (`stream.StreamText`), is read in its head
    as a whole one is in its first characters."""
    found, seen = {}, set()
    for m in LINE.finditer(text[:HEAD] if isinstance(text, str) else text.head):
        line = m.group(1)
        key = title_key(line)
        if key and len(key.split()) <= MAX_TITLE_WORDS and not SENTENCE_END.search(line) and not ITEM.match(line):
            if key in seen:
                found.pop(key, None)
            else:
                seen.add(key)
                found[key] = m.end(1)
    return found
