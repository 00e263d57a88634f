"""How a text's words match the asker's: bm25-style scores of the words held, the asker's words as
substrings of word-normalised text, two of them side by side."""
from __future__ import annotations

import re
from functools import lru_cache

BM25_B = 0.75  # length normalisation, as in bm25
BM25_K1 = 1.2  # all of the asker's words present


def text_scores(weights: list[float], offset: int, texts: dict[int, str], masks: dict[int, int]) -> dict[int, float]:
    """Each text's match to the question, 0..10: the idf of the words it holds (`weights` of the
    groups from `offset` on in its mask), bm25-style normalised for length."""
    if not weights or not texts:
        return {}
    average = sum(len(t) for t in texts.values()) / len(texts)
    held: dict[int, float] = {}  # a mask → the weight of its groups (texts share masks)
    raw = {}
    scored = (1 << len(weights)) - 1
    for rowid, text in texts.items():
        groups = masks[rowid] >> offset & scored
        matched = held.get(groups)
        if matched is None:
            matched = 0.0
            for i, weight in enumerate(weights):  # summed in the families' order, as ever
                if groups >> i & 1:
                    matched += weight
            held[groups] = matched
        # bm25 for a word met once: idf · (k1 + 1) / (1 + k1 · (1 − b + b · length / average))
        raw[rowid] = matched * (BM25_K1 + 1) / (1 + BM25_K1 * (1 - BM25_B + BM25_B * len(text) / average))
    best = max(raw.values()) or 1.0
    return {rowid: 10.0 * v / best for rowid, v in raw.items()}


@lru_cache(maxsize=4096)
def pair_pattern(first: str, second: str) -> re.Pattern:
    """Two of the asker's stems side by side in word-normalised text, up to two words apart."""
    return re.compile(rf" {re.escape(first)}\S* (?:\S+ ){{0,2}}{re.escape(second)}")


@lru_cache(maxsize=4096)
def own_forms(stems: tuple[str, ...]) -> tuple[str, ...]:
    """One of the asker's words as plain substrings of word-normalised text (" stem" starts a
    word, " 2 " is a whole number)."""
    return tuple(f" {st} " if st.isdigit() else " " + st for st in stems)

