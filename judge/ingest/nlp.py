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
from spacy.tokens import Doc, Span
from spacy.util import filter_spans

from ..model import fold
from .lexicon import lexicon

ENDERS = {".", "!", "?", "…", "?!", "!?", "..."}
OPENERS = {'"', "“", "(", "'", "‘", "["}
# sentences written without a capital still start with these ("… de forma correta. você não pode …")
LOWER_STARTS = {"você", "voce", "you"}
CLOSERS = {'"', "”", "'", "’", ")", "]"}


@Language.component("judge_norm")
def judge_norm(doc: Doc) -> Doc:
    """NORM = the token folded: lower case, accents stripped ("Cemitério" → "cemiterio")."""
    for token in doc:
        token.norm_ = fold(token.text)
    return doc


@Language.factory("judge_sentences", default_config={"abbreviations": []})
def make_sentences(nlp: Language, name: str, abbreviations: list[str]):
    return SentenceSplitter(set(abbreviations))


class SentenceSplitter:
    """A sentence starts after . ! ? when the next word opens with a capital, digit or quote."""

    def __init__(self, abbreviations: set[str]):
        self.abbreviations = abbreviations

    def __call__(self, doc: Doc) -> Doc:
        after_end = False
        for i, token in enumerate(doc):
            if i == 0:
                token.is_sent_start = True
                continue
            starts = False
            if token.is_space:
                starts = False
            elif after_end:
                first = token.text[0]
                starts = first.isupper() or first.isdigit() or first in "-•" or token.lower_ in LOWER_STARTS or (
                    first in OPENERS and bool(doc[i - 1].whitespace_ or doc[i - 1].is_space)
                )
            token.is_sent_start = starts
            if not token.is_space:
                after_end = self._ends(doc, i)
        return doc

    def _ends(self, doc: Doc, i: int) -> bool:
        """Whether token i closes a sentence (looking through a closing quote or bracket)."""
        token, text = doc[i], doc[i].text
        if text in CLOSERS and i > 0 and not doc[i - 1].whitespace_:
            return self._ends(doc, i - 1)
        if text in ENDERS:
            prev = doc[i - 1] if i > 0 else None
            if text in ".!" and prev is not None and not prev.whitespace_:
                base = prev.text.lower()
                if base in self.abbreviations or (len(base) == 1 and base.isalpha()):
                    return False  # "etc.", the "B." of "Red-Eyes B. Dragon"
            return True
        if len(text) > 1 and text.endswith("."):
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
        doc.spans["cards"] = filter_spans(self.cards(doc, as_spans=True))
        doc.spans["mechanics"] = self.mechanics(doc, as_spans=True)
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


def spans_in(doc: Doc, key: str, start: int, end: int) -> list[Span]:
    """The marked spans of `key` lying inside characters [start, end) of the doc."""
    return [s for s in doc.spans[key] if s.start_char >= start and s.end_char <= end]
