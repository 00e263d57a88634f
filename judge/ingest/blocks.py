"""The piece of a document that segmenting cuts and record building reads."""
from __future__ import annotations

from dataclasses import dataclass

from .lineshapes import ANSWER


@dataclass(slots=True)
class Block:
    """A structural piece of a document, ready to be split into records."""

    kind: str  # prose | bullet | row | qa | example | definition
    start: int
    end: int
    context: str
    question: tuple[int, int] | None = None
    answer: tuple[int, int] | None = None
    author: str = ""
    author_date: str = ""
    format: str = ""  # the format its own source line names apart from its words (a table's Format cell)
    columns: str = ""  # a table row's header cells, which end its context: field names, not cards
    above: tuple[str, ...] = ()  # the headings above its context's own, outermost first


def verdict_term(block: Block) -> bool:
    """Whether a block is a definition whose term marks a verdict ("**Verdict:** Yes, both apply.",
    "Ruling — …"): what it says rules on what its heading names, whatever its words."""
    return block.kind == "definition" and bool(ANSWER.match(block.context.rsplit(" > ", 1)[-1].strip() + ":"))
