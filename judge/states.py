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
                   "on-field": "off-field", "off-field": "on-field",
                   "monster-zone": "spell-trap-zone", "spell-trap-zone": "monster-zone",  # full, vacant …
                   "attacker": "attack-target", "attack-target": "attacker"}  # a monster's part in a battle
# the states whose words name nothing else: "Set" is also the verb of playing a card face-down
SAID_ONLY_AS_STATES = frozenset({"face-up", "face-down", "attack-position", "defense-position", "on-field", "off-field",
                                 "monster-zone", "spell-trap-zone", "attacker", "attack-target"})


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
    languages: one pattern of all their phrases (the phrase its group 1), the state each phrase
    names, and the words the phrases start with (a text holding none of them holds no phrase: not
    worth a scan, and most of the hundreds of ruling texts a question reads hold none)."""
    named = {}
    for lang in dict.fromkeys(langs):
        for state, words in lexicon(lang).state_words:
            if state in states:
                for w in words:
                    named.setdefault(w.strip(), state)
    if not named:
        return None, named, frozenset()
    alternation = "|".join(re.escape(w) for w in sorted(named, key=len, reverse=True))
    # the space before a phrase matched, not looked behind for: a pattern that opens on a character
    # is scanned for it, one that opens on a lookbehind is tried at every place (four times slower)
    return re.compile(rf" ({alternation})(?= )"), named, frozenset(w.split()[0] for w in named)


EXCLUSIVE_REACH = 5  # how many words before a state an "only" restricts it


def held_only_for(words: str, start: int, lang: str) -> bool:
    """Whether the state said at `start` of word-normalised text comes a few words after an
    "only" (lang `EXCLUSIVE`): "only negates the effects of face-up monsters" holds for them
    alone, and so rules on the opposite state too, by leaving it out."""
    before = words[:start].split()[-EXCLUSIVE_REACH:]
    return not lexicon(lang).exclusive_words.isdisjoint(before)


ORDER_REACH = 4  # at most this many words between an order word and the card it is said of


def card_orders(words: str, names: dict[str, str], lang: str) -> dict[str, str]:
    """card → "first" or "later": which of the cards a word-normalised text names (`names`: each
    name as `text.words_of` writes it → the card) it says was in place already ("I already have
    Skill Drain face-up": the card named nearest the word) or came later ("Skill Drain is
    activated later", "… is activated after Hino-Kagu-Tsuchi …": the card named before it)."""
    tokens = words.split()
    spots = []  # (first word, past its last word, card) of each name written
    for written, card in names.items():
        name = written.split()
        spots += [(i, i + len(name), card) for i in range(len(tokens) - len(name) + 1)
                  if name and tokens[i:i + len(name)] == name]
    orders: dict[str, str] = {}
    if not spots:
        return orders
    for order, phrases in lexicon(lang).order_words:
        for phrase in phrases:
            for at in (i for i in range(len(tokens) - len(phrase) + 1) if tuple(tokens[i:i + len(phrase)]) == phrase):
                past = at + len(phrase)
                near = [(at - end, card) for start, end, card in spots if end <= at and at - end <= ORDER_REACH]
                if order == "first":  # "already have Skill Drain": the name after it too
                    near += [(start - past, card) for start, end, card in spots if start >= past and start - past <= ORDER_REACH]
                if near:
                    orders.setdefault(min(near)[1], order)
    return orders


def other_order(asked: dict[str, str], said: dict[str, str]) -> bool:
    """Whether a text says a card came in the other order than the question asks."""
    return any(said.get(card, order) != order for card, order in asked.items())
