"""spaCy pipelines for ingest: blank English / Portuguese with rule components.

`judge_norm` folds each token (lower case, no accents) into NORM; `judge_sentences` sets
sentence starts, aware of abbreviations and of quotes that open the next sentence;
`judge_terms` marks card names and mechanic terms with PhraseMatchers on NORM.
"""
from __future__ import annotations

from functools import lru_cache

import spacy
from spacy.language import Language
from spacy.matcher import PhraseMatcher
from spacy.tokens import Doc
from spacy.util import filter_spans

from ..model import fold
from ..lang import lexicon

ENDERS = {".", "!", "?", "…", "?!", "!?", "..."}
OPENERS = {'"', "“", "(", "'", "‘", "["}
# sentences written without a capital still start with these ("… de forma correta. você não pode …")
LOWER_STARTS = {"você", "voce", "you"}
CLOSERS = {'"', "”", "'", "’", ")", "]"}


@Language.component("judge_norm")
def judge_norm(doc: Doc) -> Doc:
    """NORM = the token folded: lower case, accents stripped ("Cemitério" → "cemiterio")."""
    for token in doc:
        token.norm_ = _fold_token(token.text)
    return doc


@lru_cache(maxsize=200_000)
def _fold_token(text: str) -> str:
    return fold(text)


@Language.factory("judge_sentences", default_config={"abbreviations": []})
def make_sentences(nlp: Language, name: str, abbreviations: list[str]):
    return SentenceSplitter(set(abbreviations))


class SentenceSplitter:
    """A sentence starts after . ! ? when the next word opens with a capital, digit or quote."""

    def __init__(self, abbreviations: set[str]):
        self.abbreviations = abbreviations

    def __call__(self, doc: Doc) -> Doc:
        texts = [t.text for t in doc]
        spaced = [bool(t.whitespace_) or t.is_space for t in doc]
        blank = [t.is_space for t in doc]
        after_end = False
        for i, token in enumerate(doc):
            text = texts[i]
            if i == 0:
                token.is_sent_start = True
            elif blank[i]:
                token.is_sent_start = False
                continue
            else:
                first = text[0]
                token.is_sent_start = after_end and (
                    first.isupper() or first.isdigit() or first in "-•" or text.lower() in LOWER_STARTS
                    or (first in OPENERS and spaced[i - 1])
                )
            after_end = self._ends(texts, spaced, i)
        return doc

    def _ends(self, texts: list[str], spaced: list[bool], i: int) -> bool:
        """Whether token i closes a sentence (looking through a closing quote or bracket)."""
        text = texts[i]
        if text in CLOSERS and i > 0 and not spaced[i - 1]:
            return self._ends(texts, spaced, i - 1)
        if text in ENDERS:
            if text in ".!" and i > 0 and not spaced[i - 1]:
                base = texts[i - 1].lower()
                if base in self.abbreviations or (len(base) == 1 and base.isalpha()):
                    return False  # "vs.", the "B." of "Red-Eyes B. Dragon", "Yu-Gi-Oh!"
            return True
        if len(text) > 1 and text[-1] == ".":
            base = text[:-1].lower()
            return not (base in self.abbreviations or len(base) == 1 or "." in base)
        return False


@Language.factory("judge_terms", default_config={"cards": {}, "mechanics": {}})
def make_terms(nlp: Language, name: str, cards: dict[str, list[str]], mechanics: dict[str, list[str]]):
    return TermMarker(nlp, cards, mechanics)


class TermMarker:
    """Marks card names (doc.spans["cards"], longest match wins) and mechanic terms."""

    def __init__(self, nlp: Language, cards: dict[str, list[str]], mechanics: dict[str, list[str]]):
        self.cards = PhraseMatcher(nlp.vocab, attr="NORM")
        self.mechanics = PhraseMatcher(nlp.vocab, attr="NORM")
        for key, names in cards.items():
            self.cards.add(key, [self._pattern(nlp, v) for n in names for v in name_variants(n)])
        for key, terms in mechanics.items():
            self.mechanics.add(key, [self._pattern(nlp, t) for t in terms])

    @staticmethod
    def _pattern(nlp: Language, text: str) -> Doc:
        return judge_norm(nlp.make_doc(text))

    def __call__(self, doc: Doc) -> Doc:
        cards = filter_spans(self.cards(doc, as_spans=True))
        doc.spans["cards"] = cards
        # a term inside a longer card name is part of the name: "United We Stand" is no Union
        doc.spans["mechanics"] = [
            m for m in self.mechanics(doc, as_spans=True)
            if not any(c.start <= m.start and m.end <= c.end and len(m) < len(c) for c in cards)
        ]
        return doc


def name_variants(name: str) -> list[str]:
    """How a card name is written in running text: with or without hyphens and a leading "The"."""
    variants = {name, name.replace("-", " "), name.replace(" - ", " "), name.replace(",", "")}
    if name.lower().startswith("the "):
        variants.add(name[4:])
    return sorted(v for v in variants if v.strip())


@lru_cache(maxsize=8)
def pipeline(lang: str, cards: tuple = (), mechanics: tuple = ()) -> Language:
    """The ingest pipeline for a language; `cards`/`mechanics` are ((key, (terms…)), …)."""
    nlp = spacy.blank(lang if lang in ("en", "pt") else "en")
    nlp.add_pipe("judge_norm")
    nlp.add_pipe("judge_sentences", config={"abbreviations": sorted(lexicon(lang).abbreviations)})
    nlp.add_pipe("judge_terms", config={
        "cards": {k: list(v) for k, v in cards},
        "mechanics": {k: list(v) for k, v in mechanics},
    })
    return nlp

