"""States a card is in that exclude each other, as a question or a ruling names them.

A ruling for one state says nothing sure of its opposite ("while it is face-up" asked "if it is
face-down"): the case reading (cases.py) and the ranking (search.py) both read them here, in
each language's words (the `STATES` of lang/). No spaCy here.
"""
from __future__ import annotations

import re
from functools import lru_cache

from .lang import lexicon

# states that exclude each other (each language's words for them: the `STATES` of lang/)
OPPOSITE_STATES = {"face-up": "face-down", "face-down": "face-up",
                   "attack-position": "defense-position", "defense-position": "attack-position",
                   "set": "in-hand", "in-hand": "set",  # a Spell or Trap played Set, or from the hand
                   "on-field": "off-field", "off-field": "on-field"}
# the states whose words name nothing else: "Set" is also the verb of playing a card face-down
SAID_ONLY_AS_STATES = frozenset({"face-up", "face-down", "attack-position", "defense-position", "on-field", "off-field"})


def states_named(folded: str, langs) -> dict[str, list[tuple[int, int]]]:
    """The states (OPPOSITE_STATES) a folded text names, with where."""
    found: dict[str, list[tuple[int, int]]] = {}
    for lang in dict.fromkeys(langs):
        for state, rx in lexicon(lang).states:
            for m in rx.finditer(folded):
                found.setdefault(state, []).append(m.span())
    return found


@lru_cache(maxsize=64)
def state_finder(states: frozenset, langs: tuple):
    """What finds these states in word-normalised text (`text.words_of`, `Facts.words`) in these
    languages: one pattern of all their phrases, and the state each phrase names; one scan of
    each of many ruling texts."""
    named = {}
    for lang in dict.fromkeys(langs):
        for state, words in lexicon(lang).state_words:
            if state in states:
                for w in words:
                    named.setdefault(w.strip(), state)
    if not named:
        return None, named
    alternation = "|".join(re.escape(w) for w in sorted(named, key=len, reverse=True))
    return re.compile(rf"(?<= )(?:{alternation})(?= )"), named


EXCLUSIVE_REACH = 5  # how many words before a state an "only" restricts it


def held_only_for(words: str, start: int, lang: str) -> bool:
    """Whether the state said at `start` of word-normalised text comes a few words after an
    "only" (lang `EXCLUSIVE`): "only negates the effects of face-up monsters" holds for them
    alone, and so rules on the opposite state too, by leaving it out."""
    before = words[:start].split()[-EXCLUSIVE_REACH:]
    return not lexicon(lang).exclusive_words.isdisjoint(before)
