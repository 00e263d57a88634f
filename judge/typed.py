"""What the words written around a card's name tell `Resolver.spot`: whether a typed run differs
from a name by typos (a letter or two) or by words of its own; where a text's quoted runs are
(a ruling quotes the names it means); whether a name starts a term of the game's."""
from __future__ import annotations

import re
from bisect import bisect_left

from rapidfuzz import fuzz

from .names import STOPWORDS
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
    or add one, rather than split or join them ("gladiator beast battled" is not "Gladiator Beast's Battle
    Gladius"; "chain to summon" is not "Chain Summon"; "blueeyes white dragon" is "Blue-Eyes White
    Dragon"): a typo adds or drops a letter or two, not a word. A short word added (a stop word the name
    lacks) is a word, however few its letters."""
    typed_words, name_words = typed.split(), name.split()
    if len(typed_words) == len(name_words):
        return False
    added = [t for t in typed_words if t in STOPWORDS and t not in name_words]
    return (abs(len(typed.replace(" ", "")) - len(name.replace(" ", ""))) > LETTERS_OFF
            or (bool(added) and len(typed_words) - len(added) == len(name_words)))


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
    quoted runs, and its runs of capitalised words ("… while Dimension Fissure is active"); the
    stop words at either end left out ("If Mirror Force …": no name starts or ends with "if")."""
    runs = []
    starts = [start for _, start, _ in toks]
    for m in QUOTED.finditer(text):
        lo, hi = bisect_left(starts, m.start(1)), bisect_left(starts, m.end(1))
        while hi > lo and toks[hi - 1][2] > m.end(1):
            hi -= 1
        runs.append((lo, hi))
    first = None
    for n, start in enumerate([*starts, len(text)]):
        capital = n < len(toks) and text[start].isupper()
        if first is not None and not (capital and not text[toks[n - 1][2]:start].strip()):
            runs.append((first, n))
            first = None
        if capital and first is None:
            first = n
    trimmed = []
    for lo, hi in runs:
        while lo < hi and toks[lo][0] in STOPWORDS:
            lo += 1
        while hi > lo and toks[hi - 1][0] in STOPWORDS:
            hi -= 1
        if hi - lo > 1:
            trimmed.append((lo, hi))
    return trimmed


def past_stems(word: str) -> list[str]:
    """What a card's last word may be, the card said as a verb in the past ("I Brain Controlled
    it", "he Book of Mooned it", "they Mirror Forced"): the word without its "-ed" (or "-d", or
    the doubled consonant's "-led"); [] for a word with no such ending."""
    if len(word) < 5 or not word.endswith("ed"):
        return []
    return [word[:-2], word[:-1]] + ([word[:-3]] if word[-3] == word[-4] else [])
