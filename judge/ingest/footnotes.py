"""Notes under a text that its lines cite: Markdown's footnotes ("…Graveyard.[^1]" over
"[^1]: FAQ, 2005") and a wiki page's numbered notes ("…is not applied.[2]" over a last list
"1. …", "2. …"). A line's notes are the source of what it rules; the notes are no rulings."""
from __future__ import annotations

import re

from .lineshapes import source_line, source_said

# Markdown footnotes: a mark in the text ("…Graveyard.[^1]") and its note below ("[^1]: FAQ, 2005")
FOOTNOTE_NOTE = re.compile(r"(?m)^[ \t]*\[\^([^\]\s]{1,20})\]:([^\n]*)(?:\n|$)")
FOOTNOTE_MARK = re.compile(r"\[\^([^\]\s]{1,20})\]")
LINE_END_NOTES = re.compile(r"(?m)^([^\n]*?)((?:[ \t]*\[\^[^\]\s]{1,20}\])+)[ \t]*$")  # a line, the marks it ends with
# a wiki's mark ("…is not applied.[2]", "[1][2]") and a note of the numbered list closing the page ("2. …")
CITED = re.compile(r"(?<=\S)\[(\d{1,2})\]")
NOTE_LINE = re.compile(r"^[ \t]*(\d{1,2})\.[ \t]+(\S[^\n]*)$")


def footnote_sources(text: str) -> str:
    """Markdown footnotes, and a wiki's numbered ones written as they are (`numbered_notes`): the
    notes a line ends with are the source of what it rules ("- Jinzo negates Trap Cards.[^faq]"
    and "[^faq]: Konami FAQ, 2004-11-02" below → the item, and "Source: Konami FAQ, 2004-11-02"
    under it); a mark inside a line and the notes themselves are dropped."""
    text = numbered_notes(text)
    if "[^" not in text:
        return text
    notes = {m.group(1): source_said(m.group(2)) for m in FOOTNOTE_NOTE.finditer(text)}
    text = FOOTNOTE_NOTE.sub("", text)

    def under(m: re.Match) -> str:
        said = "; ".join(dict.fromkeys(notes[k] for k in FOOTNOTE_MARK.findall(m.group(2)) if notes.get(k)))
        return m.group(1) + ("\n" + source_line(said) if said and m.group(1).strip() else "")
    text = LINE_END_NOTES.sub(under, text)
    return FOOTNOTE_MARK.sub("", text)


def numbered_notes(text: str) -> str:
    """A wiki page's notes: the numbered list closing the text ("1. Konami Judge Program Rulings
    are …", "2. …", blank lines between or not), when its numbers run from 1 and hold every
    number its lines cite ("…[2]"), written as Markdown footnotes ("[^2]: …", the marks "[^2]").

    >>> print(numbered_notes("- It is not applied.[1]\\n\\n  1. FAQ, 2009\\n"))
    - It is not applied.[^1]
    <BLANKLINE>
    [^1]: FAQ, 2009
    <BLANKLINE>
    """
    cited = set(CITED.findall(text))
    if not cited:
        return text
    lines = text.split("\n")
    end = len(lines)
    while end and not lines[end - 1].strip():
        end -= 1
    start, numbers = end, []
    while start and (NOTE_LINE.match(lines[start - 1]) or not lines[start - 1].strip()):
        start -= 1
        note = NOTE_LINE.match(lines[start])
        if note:
            numbers.insert(0, note.group(1))
    if not numbers or numbers != [str(n) for n in range(1, len(numbers) + 1)] or not cited <= set(numbers):
        return text
    for i in range(start, end):
        note = NOTE_LINE.match(lines[i])
        if note:
            lines[i] = f"[^{note.group(1)}]: {note.group(2)}"
    return CITED.sub(r"[^\1]", "\n".join(lines[:start])) + "\n" + "\n".join(lines[start:])
