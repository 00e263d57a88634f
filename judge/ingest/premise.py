"""The asker's own play told before a question: the question's set-up, not a ruling."""
from __future__ import annotations

import re

# a sentence the asker tells of their own play ("My opponent used Snatch Steal on my Spirit Reaper.",
# "Eu tenho Jinzo no campo."): right before the question it sets up, it is that question's, no ruling
FIRST_PERSON = re.compile(r"(?<![\w'’])(?:i|i'm|i’m|i've|i’ve|i'd|i’d|my|me|mine|myself"
                          r"|eu|meu|minha|meus|minhas|comigo)(?![\w'’])", re.I)


def tells_own_play(text: str) -> bool:
    """Whether a sentence is told in the first person (the asker's play, not a ruling)."""
    return FIRST_PERSON.search(text) is not None
