"""The piece of a document that segmenting cuts and record building reads, and how record
building reads two blocks together: a list item going on from the item before it."""
from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from ..lang import lexicon
from ..model import Record, fold, stable_id
from .lineshapes import ANSWER, BULLET, heading_text


@dataclass(slots=True)
class Block:
    """A structural piece of a document, ready to be split into records."""

    kind: str  # prose | bullet | row | qa | example | definition
    start: int
    end: int
    context: str
    question: tuple[int, int] | None = None
    answer: tuple[int, int] | None = None
    choice: tuple[int, int] | None = None  # a quiz's choice its key names, which answers before the key's words
    denies: bool = False  # its answer denies its question, a claim ("Myth: …" / "Fact: …"): `quiz.qa_label`
    branch: tuple[int, int] | None = None  # a flowchart's branch: the "YES" or "NO" its answer follows, said with its question
    author: str = ""
    author_date: str = ""
    format: str = ""  # the format its own source line names apart from its words (a table's Format cell)
    columns: str = ""  # a table row's header cells, which end its context: field names, not cards
    above: tuple[str, ...] = ()  # the headings above its context's own, outermost first


def verdict_term(block: Block) -> bool:
    """Whether a block is a definition whose term marks a verdict ("**Verdict:** Yes, both apply.",
    "Ruling — …"): what it says rules on what its heading names, whatever its words."""
    return block.kind == "definition" and bool(ANSWER.match(block.context.rsplit(" > ", 1)[-1].strip() + ":"))


# what may stand between two items of one list: the line break and the next item's mark
ITEM_GAP = re.compile(r"\s*(?:[-*•–+]|\d{1,2}[.)])?\s*")


def with_item_before(text: str, recs: list[Record], before: list[Record]) -> list[Record]:
    """`recs`, the records of a list item, its opening sentence's citing the last sentence of the item
    right before it in the same list (`before`: that block's records) when it opens leaning on it (a
    conclusion's word, a conjunction and a pronoun: `Lexicon.leaning`)."""
    if not recs or not before:
        return recs
    first, last = recs[0], before[-1]
    if (first.kind != "bullet" or last.kind != "bullet" or first.context != last.context
            or not ITEM_GAP.fullmatch(text[last.end:first.start]) or text[first.block:first.start].strip(" -*•–+")):
        return recs
    if not lexicon(first.lang).leaning.match(fold(text[first.start:first.end])):
        return recs
    for rec in recs:
        if rec.start == first.start:
            rec.start, rec.text = last.start, text[last.start:rec.end]
            rec.cards = list(dict.fromkeys(rec.cards + last.cards))
            rec.mechanics = list(dict.fromkeys(rec.mechanics + last.mechanics))
            rec.id = stable_id(rec.identity())
    return recs


def with_items_before(text: str, built) -> Iterator[tuple[Block, list[Record]]]:
    """(block, its records) in document order, as built, each list item's opening sentence citing the
    item before it when it leans on it ("- So …" under "- If …": `with_item_before`). Read here, after
    the blocks are built, whichever process built each and in whatever batch: the block before is the
    document's, not the one built before it."""
    before: list[Record] = []
    for block, recs in built:
        before = recs = with_item_before(text, recs, before)
        yield block, recs


def names_listed(text: str, end: int, indent: int | None, lex, several: bool = False) -> bool:
    """Whether the line after the one ending at `end` is a list item nested deeper than `indent` that
    only names something ("  - Magic Jammer" under "- Only Counter Traps can be activated …:") and has
    nothing nested under it in turn: a name the item above lists, not a heading of items below (no
    indent: the item above lists nothing). `several`: the item after it names something too, at its
    indent (under an item that does not say it introduces them, a lone short line is a reply's
    signature as often as a name)."""
    if indent is None:
        return False
    lines = text[end + 1:end + 800].split("\n")
    if not lines[0].strip():
        lines = lines[1:]  # a blank line between an item and its nested list, as a web page's lists are written out
    first, second = (_item(line) for line in (lines + ["", ""])[:2])
    return (first is not None and first[0] > indent and heading_text(first[1], lex)
            and not (second is not None and second[0] > first[0])
            and (not several or second is not None and second[0] == first[0] and heading_text(second[1], lex)))


def _item(line: str) -> tuple[int, str] | None:
    """A list item's indent and text, or None for a line that is no list item."""
    b = BULLET.match(line)
    return (len(b.group(1).expandtabs(4)), line[b.end():].strip()) if b else None
