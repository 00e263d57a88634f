"""Sentence text as the clause reader reads it (`clauses`): folded to the same length, so spans carry
over, quoted card names and brackets blanked, so the cues and commas inside them are ignored."""
from __future__ import annotations

import re
import unicodedata

from .model import QUOTES

NAME_OR_WORD = re.compile(r'"[^"\n]*"|[\w\'-]+')  # in masked text: a card name (blanked) or a word
# a quoted name that a list goes on from (in masked text): after one whose closing quote holds its comma, and
# after a comma that follows a quoted name
NEXT_NAME = re.compile(r'\s*"[^"\n]*"\s*(?:,|etc\b|(?:or|and|e|ou|nor|nem)\s+")')
NAME_LIST = re.compile(r'(?<=")\s*,' + NEXT_NAME.pattern)
QUOTED = re.compile(r"\"[^\"\n]*\"|\([^()\n]*\)|\[[^\]\n]*\]")


# the marks of emphasis in plain text ("you are *NOT* allowed", "you __must__"): read as spaces
EMPHASIS = str.maketrans({"*": " ", "_": " "})


def fold_same_length(text: str) -> str:
    """Lower-case, accentless text of exactly the same length, so spans carry over; marks of
    emphasis are spaces."""
    text = text.translate(QUOTES).translate(EMPHASIS)
    if text.isascii():
        return text.lower()
    out = []
    for ch in text:
        base = unicodedata.normalize("NFKD", ch)
        base = base[0] if base else ch
        low = base.lower()
        out.append(low if len(low) == 1 else base)
    return "".join(out)


def mask(text: str) -> str:
    """Blank out quoted card names and parentheses, so cues and commas inside them are ignored (not a
    comma inside a name's closing quote, "… of “Drop Off,” the effect …": the sentence's)."""
    return QUOTED.sub(_blanked, text)


def _blanked(m: re.Match) -> str:
    """A quoted name or a bracket, its ends kept and its inside blanked (its closing quote's comma kept)."""
    inside, end = m.group(0)[1:-1], m.group(0)[-1]
    if end == '"' and inside.endswith(","):
        return '"' + " " * (len(inside) - 1) + ',"'
    return m.group(0)[0] + " " * len(inside) + end


# a name written capitalised and unquoted ("Call of the Haunted", "Spell and Trap Cards", "Armadilhas"):
# capitalised words, a few small ones between them
CAPITALISED = re.compile(r"[A-ZÀ-Ý][\w'’.-]*(?:\s+(?:(?:of|the|de|da|do|das|dos|and|e|&)\s+){0,2}[A-ZÀ-Ý0-9][\w'’.-]*)*")


def named_subject(source: str, at: int, masked: str, main_start: re.Pattern) -> bool:
    """Whether a clause opens at `at` on a capitalised, unquoted name and its verb ("…, Call of the Haunted
    is destroyed as well"): `main_start` read with the name as a blanked one ("( ) is destroyed …")."""
    start = at + len(source[at:]) - len(source[at:].lstrip())
    name = CAPITALISED.match(source, start)
    if name is None:
        return False
    end = name.end() - 2 if name.group(0).endswith(("'s", "’s")) else name.end()  # "Sangan's effect …": read after it
    return main_start.match("( )" + masked[end:]) is not None
