"""The pages of a text taken out of a PDF: their numbers and running headers and footers, which
a reader skips."""
from __future__ import annotations

import re

# a page's number alone on its line: "12", "Page 12", "- 12 -", "[12]", "12 / 40", "Página 3 de 9"
PAGE_NUMBER = re.compile(r"(?im)^[ \t]*[-–—\[(]?[ \t]*(?:page[ \t]+|p\.[ \t]*|pág(?:ina)?\.?[ \t]+)?\d{1,4}"
                         r"(?:[ \t]*(?:/|of|de)[ \t]*\d{1,4})?[ \t]*[-–—\])]?[ \t]*$")
RUNNING = re.compile(r"(?i)\b(?:page|pág(?:ina)?)\s+\d{1,4}\b"
                     # or its number set apart by the layout: "OFFICIAL RULEBOOK        12", "13     RULEBOOK"
                     r"|\S {3,}\d{1,4}[ \t]*$|^[ \t]*\d{1,4} {3,}\S")

FURNITURE_WORDS = 12  # a running header or footer is a short line
NEAR_EDGE = 3  # lines from a page's edge (a page number, a form feed, the document's start or end)


def page_furniture(lines: list[str], breaks: frozenset[int] = frozenset()) -> set[int]:
    """The lines that are running headers or footers of a text taken out of a PDF: a line that
    names its page ("RULEBOOK … Page 12", "RULEBOOK        12", "Floor Guide - page 7 of 31")
    and recurs with another number, or a short line that recurs (numbers aside) at the edges of
    the pages ("OFFICIAL RULEBOOK Version 7.0" above each page) — a page's edge is its number,
    its footer naming it, or a page break (`breaks`: the first line of each page after a form
    feed). A document without page numbers or page breaks has no pages, and so no furniture."""
    # a line's shape: its words without its numbers (a page number moves from one side to the other)
    shape = lambda line: " ".join(re.sub(r"\d+", " ", line).split())  # noqa: E731
    numbers = [i for i, line in enumerate(lines) if PAGE_NUMBER.fullmatch(line) and line.strip()]
    seen: dict[str, list[int]] = {}  # each candidate line's shape: where it recurs
    for i, line in enumerate(lines):
        if line.strip() and len(line.split()) <= FURNITURE_WORDS:
            seen.setdefault(shape(line), []).append(i)
    recurring = [at for at in seen.values() if len(at) >= 2]
    out: set[int] = set()
    pages = 0  # how many pages the lines naming theirs show
    for at in recurring:
        if RUNNING.search(lines[at[0]]) and len({lines[i].strip() for i in at}) > 1:  # its page, another each time
            out.update(at)
            pages = max(pages, len(at))
    if not (numbers or breaks or out):
        return out  # no pages: no edges of pages
    edges = sorted({-1, len(lines), *numbers, *out, *(b - 0.5 for b in breaks)})
    for at in recurring:
        if not (numbers or breaks) and len(at) < pages:
            continue  # pages known by their named headers or footers alone: furniture is on each of them
        near = [i for i in at if any(0 < abs(i - e) <= NEAR_EDGE for e in edges)]
        if len(near) >= 2 and 2 * len(near) >= len(at):
            out.update(at)
    return out


SENTENCE_END = re.compile(r"[.!?:;][)\]\"”'»]*\s*$")


# a table of contents' line: a title, dot leaders, its page ("Damage Step ........ 18", "Chains . . . . 12")
CONTENTS_LINE = re.compile(r"[ \t]*\S[^\n]{0,80}?[ \t]*(?:(?:\.[ \t]?){4,}|…{2,}|(?:·[ \t]?){4,})[ \t]*\d{1,4}[ \t]*")


def without_furniture(lines: list[str]) -> list[str]:
    """The lines of a text taken out of a PDF (a form feed in one parts its pages) with its page
    numbers, running headers and footers and its table of contents' lines blanked; where a sentence runs on across a page
    break ("… the activation is not", the next page's header, "legal, because …"; or "… because
    that Summon is not a", "Tribute Summon." after it, a line as long as the text's wrapped lines
    ending in no stop), the furniture and the blank lines about it go, so the sentence is one again."""
    lines, breaks = _pages(lines)
    furniture = page_furniture(lines, breaks)
    gone = [i in furniture or bool(PAGE_NUMBER.fullmatch(line) or CONTENTS_LINE.fullmatch(line))
            for i, line in enumerate(lines)]
    width = _wrap_width(lines) if any(gone) else 0  # read only where a page break is to be mended
    out: list[str] = []
    i = 0
    while i < len(lines):
        if not gone[i]:
            out.append(lines[i])
            i += 1
            continue
        # a run of furniture and the blank lines about it: what stands before it and after it
        held = []
        while out and not out[-1].strip():
            held.append(out.pop())
        j = i
        while j < len(lines) and (gone[j] or not lines[j].strip()):
            j += 1
        runs_on = (bool(out) and j < len(lines) and not SENTENCE_END.search(out[-1])
                   and (lines[j].lstrip()[:1].islower()
                        or (lines[j].lstrip()[:1].isalnum() and len(out[-1].strip()) >= WRAPPED * width)))
        if not runs_on:
            out.extend(held + ["" if gone[k] else lines[k] for k in range(i, j)])
        i = j
    return out


def _pages(lines: list[str]) -> tuple[list[str], frozenset[int]]:
    """The lines with each form feed made a line break, and where each page after one starts."""
    if not any("\f" in line for line in lines):
        return lines, frozenset()
    out: list[str] = []
    breaks = set()
    for line in lines:
        first, *pages = line.split("\f")
        out.append(first)
        for page in pages:
            breaks.add(len(out))
            out.append(page)
    return out, frozenset(breaks)


WRAPPED = 0.8  # a line this share of the text's width long was wrapped, not ended
BODY_WORDS = 6  # a line of a paragraph's body, not a heading's or a list's short one


def _wrap_width(lines: list[str]) -> int:
    """How long the text's wrapped lines run: the longest of its paragraphs' lines, the longest
    tenth aside (a stray long line); out of reach for a text of few such lines (nothing is known
    wrapped)."""
    body = sorted(len(line.strip()) for line in lines if len(line.split()) >= BODY_WORDS)
    return body[int(0.9 * (len(body) - 1))] if len(body) >= 3 else 10 ** 6
