"""Which language a text is written in: the function words of each language it holds, the
little English words of card names set aside where a ruling's own words decide."""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from ..model import fold
from . import en as lang_en, pt as lang_pt

TABLES = {"en": lang_en, "pt": lang_pt}
LANGS = tuple(TABLES)
PT_LETTERS = re.compile(r"[ãõçâêôáéíóúà]", re.I)
WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")

_FUNCTION = {lang: frozenset(fold(w) for w in t.FUNCTION_WORDS) for lang, t in TABLES.items()}
_SHARED = _FUNCTION["en"] & _FUNCTION["pt"]


@lru_cache(maxsize=100_000)
def _fold_word(word: str) -> str:
    return fold(word)  # words recur: each folded once


# the little English words inside a capitalised name ("Call of the Haunted", "Ring of Destruction"):
# the card's, not the writer's (card names are English in Portuguese texts too)
JOINERS = ("of", "the", "and", "to", "from", "for", "with", "in", "on", "a", "an")
_JOINING = frozenset(JOINERS)
NAME_JOINERS = re.compile(r"\b([A-Z][\w'’-]*) +(?:(?:%s) +){1,2}(?=[A-Z])" % "|".join(JOINERS))


def language_scores(text: str, names_aside: bool = False) -> dict[str, int]:
    """How many function words of each language the text holds (accented letters count for pt);
    `names_aside`: not those inside a capitalised name (a ruling's own words decide its language;
    a whole document's are many, and its names say which language its titles are in)."""
    scores = dict.fromkeys(LANGS, 0)
    text = NAME_JOINERS.sub(r"\1 ", text[:20000]) if names_aside else text[:20000]
    for word in WORD.findall(text):
        w = _fold_word(word)
        for lang in LANGS:
            if w in _FUNCTION[lang] and w not in _SHARED:
                scores[lang] += 1
    scores["pt"] += len(PT_LETTERS.findall(text)) // 2
    return scores


def _english_only_in_names(text: str) -> bool:
    """Whether the text's English function words are all of the kind card names are made of
    ("of", "the"; not "you", "cannot", "is"), and it holds one."""
    english = {w for word in WORD.findall(text[:20000]) if (w := _fold_word(word)) in _FUNCTION["en"] and w not in _SHARED}
    return bool(english) and english <= _JOINING


def detect_language(text: str, default: str = "en", margin: int = 2, names_aside: bool = False) -> str:
    """The language the text is written in, or `default` when the evidence is thin.

    >>> detect_language("Você não pode equipar um monstro face-down.")
    'pt'
    >>> detect_language("You cannot Tribute 1 of them for another monster.", default="pt")
    'en'
    """
    scores = language_scores(text, names_aside)
    if (names_aside and (scores["pt"] >= 2 or scores["pt"] and PT_LETTERS.search(text))
            and _english_only_in_names(text)):
        # its only English is the little words card names are made of, capitalised or not, and its
        # Portuguese more than one word that English writes too ("| Pot of Greed | No |"): "Você
        # podia ativar Call of the Haunted …", "posso ativar call of the haunted na damage step?"
        return "pt"
    best = max(scores, key=scores.get)
    rest = max(v for k, v in scores.items() if k != best)
    if scores[best] >= margin and scores[best] >= 2 * rest + 1:
        return best
    return default


def other_script(text: str) -> bool:
    """Whether a text is written mostly in a script no language the app reads writes (Japanese,
    Korean, Cyrillic …: an OCG ruling beside its translation, "「死者蘇生」の効果で …"): most of its
    letters are not Latin ones. Card names quoted in Latin letters inside it do not make it read."""
    letters = [ch for ch in text if ch.isalpha()]
    if not letters:
        return False
    latin = sum(ch.isascii() or unicodedata.name(ch, "").startswith("LATIN") for ch in letters)
    return latin < len(letters) / 2

