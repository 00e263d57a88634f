"""How a typed run of words differs from a card's name: by typos (a letter or two), or by words
of its own — a typo adds or drops a letter or two, not a word. Read by `Resolver.spot`."""
from __future__ import annotations

from rapidfuzz import fuzz

from .text import common_words

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
