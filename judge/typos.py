"""A question's words that no ruling holds, read as the words the rulings do hold: "dek" →
deck, "atack" → attack, two letters swapped ("damaeg") → damage."""
from __future__ import annotations

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from .budget import TermBudget
from .lang import stopwords
from .related import translations
from .text import common_words, version_cache

TYPO_CUTOFF = 85  # rapidfuzz ratio for a word no record holds to stand for one that one does
TYPO_SWAP_LENGTH = 5  # a word no record holds, of at least this many letters, one edit (a swap too) off a word


def typo_vocabulary(db) -> dict[str, list[str]]:
    """The words records hold (3 letters or more, no stop words), by first letter: what a typo
    is corrected to. Read once per database file, with how many records hold each (`typo_counts`)."""
    cache = version_cache(db, "vocabulary")
    if "by_first" not in cache:
        by_first: dict[str, list[str]] = {}
        stop = stopwords()  # a typo stands for a word that means something, never "with"
        held = {}
        for term, records in db.execute("select term, records from terms where length(term) >= 3"):
            held[term] = records
            if term not in stop:
                by_first.setdefault(term[0], []).append(term)
        cache["by_first"], cache["records"] = by_first, held
    return cache["by_first"]


def typo_counts(db) -> dict[str, int]:
    """How many records hold each word of `typo_vocabulary`."""
    typo_vocabulary(db)
    return version_cache(db, "vocabulary")["records"]


def typos(db, budget: TermBudget, words: list[str], terms: frozenset[str] = frozenset()) -> dict[str, str]:
    """Words of a question that no record holds, each mapped to the closest word records do hold
    ("dek" → "deck", "atack" → "attack"): same first letter, a close spelling, else left alone.
    A word of the bilingual lists, an everyday English word or one of `terms` (the mechanics'
    words) is a word, not a typo."""
    unknown = [w for w in dict.fromkeys(words) if len(w) >= 3 and not w.isdigit() and not budget.count(w, False)]
    if unknown:
        known = translations(db, unknown)
        everyday = common_words()
        unknown = [w for w in unknown if w not in known and w not in everyday and w not in terms]
    if not unknown:
        return {}
    by_first = typo_vocabulary(db)
    out = {}
    for w in unknown:
        hit = process.extractOne(w, by_first.get(w[0], ()), scorer=fuzz.ratio, score_cutoff=TYPO_CUTOFF)
        if hit:
            out[w] = hit[0]
        elif len(w) >= TYPO_SWAP_LENGTH:
            # two letters swapped ("effcet", "damaeg", "nomral") are two edits to the ratio (83
            # for a word of six letters): one edit of any kind, a swap one too, stands for the word
            # of the records that most of them hold
            near = process.extract(w, by_first.get(w[0], ()), scorer=OSA.distance, score_cutoff=1, limit=None)
            if near:
                held = typo_counts(db)
                out[w] = max(near, key=lambda n: (held.get(n[0], 0), n[0]))[0]
    return out
