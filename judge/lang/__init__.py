"""Language data for every reader: per-language cue tables compiled into matchers, and language detection."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..model import fold
from . import en as lang_en, pt as lang_pt

TABLES = {"en": lang_en, "pt": lang_pt}
LANGS = tuple(TABLES)
PT_LETTERS = re.compile(r"[ãõçâêôáéíóúà]", re.I)
WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")


def _alternation(phrases) -> str:
    """A regex alternation of folded phrases, longest first, on word boundaries."""
    folded = sorted({fold(p) for p in phrases}, key=len, reverse=True)
    return r"(?<![\w'])(?:" + "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in folded) + r")(?![\w'])"


@dataclass(frozen=True)
class Lexicon:
    """The compiled cue tables of one language."""

    lang: str
    condition: re.Pattern
    trailing: re.Pattern
    main_start: re.Pattern
    conjunction: re.Pattern
    cues: tuple[tuple[str, re.Pattern], ...]
    any_cue: re.Pattern
    imperative: re.Pattern
    contrast: tuple[str, ...]
    yes: re.Pattern
    no: re.Pattern
    question_allowed: re.Pattern
    question_required: re.Pattern
    example_head: re.Pattern
    example_verdict: re.Pattern
    abbreviations: frozenset
    subject_cue: re.Pattern
    question_outcome: re.Pattern
    stopwords: frozenset
    zones: tuple[tuple[str, re.Pattern], ...]
    determiners: frozenset
    dangling: tuple[str, ...]
    ambiguous_markers: frozenset


@lru_cache(maxsize=None)
def lexicon(lang: str) -> Lexicon:
    t = TABLES.get(lang, lang_en)
    cue_items = tuple((label, re.compile(_alternation(words))) for label, words in t.CUES.items())
    all_cues = [w for words in t.CUES.values() for w in words]
    return Lexicon(
        lang=lang,
        condition=re.compile(r"^(?:" + _alternation(t.CONDITION_MARKERS) + r")"),
        trailing=re.compile(r"[\s,](" + _alternation(t.TRAILING_MARKERS) + r")\s"),
        main_start=re.compile(r"^(?:" + _alternation(t.MAIN_CLAUSE_STARTS + all_cues + t.IMPERATIVES) + r"|[\"“'])"),
        conjunction=re.compile(r"^(?:" + _alternation(t.LEADING_CONJUNCTIONS) + r")[\s,]+"),
        cues=cue_items,
        any_cue=re.compile(_alternation(all_cues)),
        imperative=re.compile(r"^(?:" + _alternation(t.IMPERATIVES) + r")"),
        contrast=tuple(t.CONTRAST_SPLITS),
        yes=re.compile(r"^(?:" + _alternation(t.YES) + r")\b"),
        no=re.compile(r"^(?:" + _alternation(t.NO) + r")[\s,.!]"),
        question_allowed=re.compile(_alternation(t.QUESTION_ALLOWED)),
        question_required=re.compile(_alternation(t.QUESTION_REQUIRED)),
        example_head=re.compile(r"^\s*" + t.EXAMPLE_HEAD, re.I),
        example_verdict=re.compile(t.EXAMPLE_VERDICT, re.I),
        abbreviations=frozenset(t.ABBREVIATIONS),
        subject_cue=re.compile(
            r"\s(?=" + _alternation(t.SUBJECTS) + r"\s+" + _alternation(all_cues + t.AUXILIARIES) + r")"
        ),
        ambiguous_markers=frozenset(fold(w) for w in t.AMBIGUOUS_MARKERS),
        determiners=frozenset(fold(w) for w in t.DETERMINERS),
        question_outcome=re.compile(_alternation(t.QUESTION_OUTCOME)),
        stopwords=frozenset(fold(w) for w in t.STOPWORDS),
        zones=tuple((zone, re.compile(_alternation(words))) for zone, words in t.ZONES.items()),
        dangling=tuple(" " + fold(w) for w in t.DANGLING),
    )


_FUNCTION = {lang: frozenset(fold(w) for w in t.FUNCTION_WORDS) for lang, t in TABLES.items()}
_SHARED = _FUNCTION["en"] & _FUNCTION["pt"]


def language_scores(text: str) -> dict[str, int]:
    """How many function words of each language the text holds (accented letters count for pt)."""
    scores = dict.fromkeys(LANGS, 0)
    for word in WORD.findall(text[:20000]):
        w = fold(word)
        for lang in LANGS:
            if w in _FUNCTION[lang] and w not in _SHARED:
                scores[lang] += 1
    scores["pt"] += len(PT_LETTERS.findall(text[:20000])) // 2
    return scores


def detect_language(text: str, default: str = "en", margin: int = 2) -> str:
    """The language the text is written in, or `default` when the evidence is thin.

    >>> detect_language("Você não pode equipar um monstro face-down.")
    'pt'
    >>> detect_language("You cannot Tribute 1 of them for another monster.", default="pt")
    'en'
    """
    scores = language_scores(text)
    best = max(scores, key=scores.get)
    rest = max(v for k, v in scores.items() if k != best)
    if scores[best] >= margin and scores[best] >= 2 * rest + 1:
        return best
    return default
