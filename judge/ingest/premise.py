"""What a record is made of besides its own sentence: the asker's play told before a question,
and the cards and mechanics a span of a parsed block names."""
from __future__ import annotations

import re

# a sentence the asker tells of their own play ("My opponent used Snatch Steal on my Spirit Reaper.",
# "Eu tenho Jinzo no campo."): right before the question it sets up, it is that question's, no ruling
FIRST_PERSON = re.compile(r"(?<![\w'’])(?:i|i'm|i’m|i've|i’ve|i'd|i’d|my|me|mine|myself"
                          r"|eu|meu|minha|meus|minhas|comigo)(?![\w'’])", re.I)


def tells_own_play(text: str) -> bool:
    """Whether a sentence is told in the first person (the asker's play, not a ruling)."""
    return FIRST_PERSON.search(text) is not None


def labels_of(spans) -> list[str]:
    """The distinct labels of spaCy spans, in their order."""
    return list(dict.fromkeys(s.label_ for s in spans))


def labels_inside(spans, start: int, end: int) -> list[str]:
    """The labels of the spans within [start, end)."""
    return labels_of(s for s in spans if s.start_char >= start and s.end_char <= end)
