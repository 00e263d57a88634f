"""The normal form card names are compared in, and the words of free text they are read from
(no spaCy, no database: the query path and the ingest share them)."""
from __future__ import annotations

import re
from functools import lru_cache

from .model import fold

TOKEN = re.compile(r"[a-z0-9#]+")
POSSESSIVE = re.compile(r"'s\b")
ORIGINAL_CASE = re.compile(r"[\w'’#-]+")
ARTICLES = ("the", "o", "a", "os", "as")


def tokens(text: str) -> list[str]:
    """Folded word tokens: accents, case, punctuation and hyphens gone."""
    return TOKEN.findall(POSSESSIVE.sub("", fold(text)))


def holds_words(name: str, words: str) -> bool:
    """Whether a name holds some words side by side, as `tokens` reads both ("Dark Magician of
    Chaos" holds "dark magician"; "Darkness" does not hold "dark")."""
    said = " ".join(tokens(words))
    return bool(said) and f" {said} " in f" {' '.join(tokens(name))} "


def name_words(name: str) -> list[str]:
    """A name's folded words without its leading article ("O Juiz" → ["juiz"], "The Shallow
    Grave" → ["shallow", "grave"]); a name that is only an article keeps it."""
    toks = tokens(name)
    return toks[1:] if len(toks) > 1 and toks[0] in ARTICLES else toks


@lru_cache(maxsize=131_072)
def key(name: str) -> str:
    """The normal form a name is looked up by: no case, accents, punctuation, leading "the",
    trailing plural.

    >>> key("The Shallow Grave") == key("shallow-grave")
    True
    >>> key("Red-Eyes B. Dragon")
    'red eyes b dragon'
    >>> key("Scapegoats") == key("Scapegoat")
    True
    """
    toks = name_words(name)
    if toks and len(toks[-1]) > 3 and toks[-1].endswith("s") and not toks[-1].endswith("ss"):
        toks[-1] = toks[-1][:-1]
    return " ".join(toks)


STOPWORDS = frozenset(
    "the of a an and or to in on for with by is are be it its my your his her their i you he she we they "
    "can may must if when what does do that this from at as not no yes o os as de do da dos das e em no na "
    "um uma para com se que pode posso".split()
)


def small_word_spaced(name: str, written: str) -> bool:
    """Whether a name opening with a small word joined by a hyphen ("De-Synchro", "A-Team") is
    written with a space instead ("materiais de synchro"): the sentence's own small word, not the
    name's.

    >>> small_word_spaced("De-Synchro", "de synchro"), small_word_spaced("De-Synchro", "de-synchro")
    (True, False)
    """
    first = name.split("-", 1)[0]
    return "-" in name and " " not in first and fold(first) in STOPWORDS and written[len(first):len(first) + 1] != "-"


def token_spans(text: str) -> list[tuple[str, int, int]]:
    """Folded tokens with the character span each comes from."""
    out = []
    for m in ORIGINAL_CASE.finditer(text):
        start, end = m.span()
        for t in _word_tokens(m.group()):
            out.append((t, start, end))
    return out


@lru_cache(maxsize=200_000)
def _word_tokens(word: str) -> tuple[str, ...]:
    """A written word's tokens ("Eyes-Restrict's" → ("eyes", "restrict")); words recur, so kept."""
    return tuple(tokens(word))


def window_key(words: list[str]) -> str:
    """`key` of a run of tokens that are already folded (the same result, without folding again)."""
    if len(words) > 1 and words[0] in ARTICLES:
        words = words[1:]
    last = words[-1] if words else ""
    if len(last) > 3 and last.endswith("s") and not last.endswith("ss"):
        return " ".join([*words[:-1], last[:-1]])
    return " ".join(words)


@lru_cache(maxsize=4096)
def initial(name: str) -> str:
    """The first word of a name its key leaves out though it is no article: the "a" of "A.I.'s
    Ritual" and "A/D Changer" (an initial, joined to what follows); "" for any other name."""
    m = INITIAL.match(fold(name))
    return m.group(1) if m else ""


INITIAL = re.compile(r"({})[^\w\s]".format("|".join(ARTICLES)))


# the kinds of name that are letters standing for the name: typed in lower case, they name the
# card only when they are no word ("mst"; "bom" stays a word); "initials" are derived ("DDM")
ABBREVIATIONS = frozenset({"abbreviation", "initials"})
