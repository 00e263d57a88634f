"""Signatures: who gave a ruling and when, written after it ("… Curtis Schultz, 03/09/2005")."""
from __future__ import annotations

import re
from typing import NamedTuple

# a name (one to four capitalised words, or a lower-case handle), a comma maybe, a US date
AUTHOR = re.compile(
    r"(?:(?<=\s)|^)((?:[A-Z][A-Za-z'’-]+(?: [A-Z][A-Za-z'’-]+){0,3})|[a-z][a-z'’-]{2,20}),?\s+"
    r"(\d{1,2})/(\d{1,2})/(\d{2,4})\.?\s*$"
)
SIGNED_AFTER = (".", "!", "?", '"', "”", ")", "]")  # how the sentence before a signature ends
WORD = re.compile(r"\w+")


class Signature(NamedTuple):
    author: str
    date: str  # ISO
    at: int  # where it starts in the text


def signature(text: str, start: int = 0) -> Signature | None:
    """The signature `text` ends with (looked for from `start`, the character before it read
    as what precedes it), or None."""
    m = AUTHOR.search(text, start)
    if m is None:
        return None
    month, day, year = int(m.group(2)), int(m.group(3)), int(m.group(4))
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return None
    return Signature(m.group(1), f"{year + (2000 if year < 100 else 0):04d}-{month:02d}-{day:02d}", m.start())


def signed_ruling(text: str) -> Signature | None:
    """The signature after a ruling's last sentence ("… is a legal target. Curtis Schultz,
    03/09/2005"); none when no sentence of three words or more ends before it (a date inside
    the ruling's own sentence, "Set before 04/11/2006", is no signature)."""
    sig = signature(text)
    if sig is None:
        return None
    before = text[:sig.at].rstrip()
    return sig if before.endswith(SIGNED_AFTER) and len(WORD.findall(before)) >= 3 else None
