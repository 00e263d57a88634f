"""What the words written around a card's name tell `Resolver.spot`: whether a typed run differs
from a name by typos (a letter or two) or by words of its own; where a text's quoted runs are
(a ruling quotes the names it means); whether a name starts a term of the game's."""
from __future__ import annotations

import re

from rapidfuzz import fuzz

from .text import common_words

# the marks a quoted name opens with (a closing mark too, as a keyboard's smart quotes set one
# after a space now and then: ”Shrink”)
OPENING_QUOTES = "\"“'‘”"

LETTERS_OFF = 2  # letters a typed name of another number of words may have more or fewer than the name
TYPO = 80.0  # a typed word this close to a name's word (fuzz.ratio) may be a typo of it
SHORT_NAME_TYPO = 90.0  # … an everyday word in a name of two words, this close


def other_words(typed: str, name: str, is_word) -> bool:
    """Whether typed words (keys) close to a name differ from it by other words, not typos: a known
    word far from the name's ("magias e armadilhas" is no "Mania de Armadilha"); in a name of two words,
    an everyday word not nearly the same ("another warrior" is no "Panther Warrior")."""
    pairs, bar = list(zip(typed.split(), name.split())), SHORT_NAME_TYPO if name.count(" ") < 2 else TYPO
    return is_word is not None and len(pairs) == len(name.split()) == len(typed.split()) and any(
        t != n and fuzz.ratio(t, n) < (bar if t in common_words() else TYPO) and is_word(t) for t, n in pairs)


def missing_word(typed: str, name: str) -> bool:
    """Whether typed words (a key) close to a name of another number of words leave out one of its words
    rather than split or join them ("gladiator beast battled" is not "Gladiator Beast's Battle Gladius";
    "blueeyes white dragon" is "Blue-Eyes White Dragon"): a typo adds or drops a letter or two, not a word."""
    return (typed.count(" ") != name.count(" ")
            and abs(len(typed.replace(" ", "")) - len(name.replace(" ", ""))) > LETTERS_OFF)


# the game's kinds of card, written capitalised after a name as one term with it: "Synchro Material Monster",
# "Fusion Substitute Monsters", "DARK Fusion Monster" (not the cards "Synchro Material", "Dark Fusion")
KIND_NOUNS = frozenset({"Monster", "Monsters", "Card", "Cards", "Monstro", "Monstros", "Carta", "Cartas"})


def in_a_term(text: str, toks, i: int, size: int) -> bool:
    """Whether the words toks[i:i + size], unquoted, start a term of the game's: the next word is
    a kind of card written capitalised ("… as a Synchro Material Monster")."""
    if i + size >= len(toks):
        return False
    start, end = toks[i][1], toks[i + size - 1][2]
    if start > 0 and text[start - 1] in OPENING_QUOTES:
        return False  # '"Ancient Gear" Monsters': the card's name, quoted
    _, nstart, nend = toks[i + size]
    return text[end:nstart].strip() == "" and text[nstart:nend] in KIND_NOUNS


QUOTED = re.compile(r"[\"“‘]([^\"“”‘’\n]{1,80})[\"”’]")  # a quoted run of a line: a card's name, as rulings write it


def name_runs(text: str, toks) -> list[tuple[int, int]]:
    """Where a text writes names, as ranges of its tokens (`toks`: (word, start, end) each): its
    quoted runs, and its runs of capitalised words ("… while Dimension Fissure is active")."""
    runs = []
    for m in QUOTED.finditer(text):
        inside = [n for n, (_, start, end) in enumerate(toks) if m.start(1) <= start and end <= m.end(1)]
        if inside:
            runs.append((inside[0], inside[-1] + 1))
    first = None
    for n, (_, start, end) in enumerate([*toks, ("", len(text), len(text))]):
        capital = n < len(toks) and text[start].isupper() and (first is None or text[toks[n - 1][2]:start].strip() == "")
        if capital and first is None:
            first = n
        elif not capital and first is not None:
            if n - first > 1:
                runs.append((first, n))
            first = n if n < len(toks) and text[start].isupper() else None
    return runs
