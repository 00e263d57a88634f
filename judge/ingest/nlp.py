"""spaCy pipelines for ingest: blank English / Portuguese with rule components.

`judge_norm` folds each token (lower case, no accents) into NORM; `judge_sentences` sets
sentence starts, aware of abbreviations and of quotes that open the next sentence;
`judge_terms` marks mechanic terms with a PhraseMatcher on NORM (card names are the
resolver's, `records.Tagger`).
"""
from __future__ import annotations

from functools import lru_cache

import numpy
import spacy
from spacy.attrs import SENT_START
from spacy.language import Language
from spacy.matcher import PhraseMatcher
from spacy.tokens import Doc

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
        texts, spaced, blank = [], [], []
        for t in doc:  # one pass over the tokens: reading a token's attributes is what costs
            texts.append(t.text)
            space = t.is_space
            spaced.append(space or bool(t.whitespace_))
            blank.append(space)
        starts = []
        after_end = False
        for i, text in enumerate(texts):
            if i == 0:
                starts.append(0)
            elif blank[i]:
                continue
            else:
                first = text[0]
                if after_end and (first.isupper() or first.isdigit() or first in "-•" or text.lower() in LOWER_STARTS
                                  or (first in OPENERS and spaced[i - 1])):
                    starts.append(i)
            after_end = self._ends(texts, spaced, i)
        # every token marked at once (1 starts a sentence, -1 does not)
        marks = numpy.full((len(texts), 1), -1, dtype="int32")
        marks[starts, 0] = 1
        if len(texts):
            doc.from_array([SENT_START], marks.astype("uint64"))
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


@Language.factory("judge_terms")
def make_terms(nlp: Language, name: str):
    return TermMarker(nlp)


class TermMarker:
    """Marks mechanic terms (doc.spans["mechanics"]) with a PhraseMatcher on NORM.

    Card names are the resolver's (`Tagger.cards`): one owner of every way to write a card.
    The terms are given after the component is made (`add_terms`), not through spaCy's
    config, which would validate every term on each pipeline build.
    """

    def __init__(self, nlp: Language):
        self.nlp = nlp
        self.mechanics = PhraseMatcher(nlp.vocab, attr="NORM")

    def add_terms(self, mechanics: dict[str, list[str]]) -> None:
        for key, terms in mechanics.items():
            self.mechanics.add(key, [judge_norm(d) for d in self.nlp.tokenizer.pipe(terms)])

    def __call__(self, doc: Doc) -> Doc:
        doc.spans["mechanics"] = list(self.mechanics(doc, as_spans=True))
        return doc


@lru_cache(maxsize=8)
def pipeline(lang: str, mechanics: tuple = ()) -> Language:
    """The ingest pipeline for a language; `mechanics` is ((key, (terms…)), …)."""
    nlp = spacy.blank(lang if lang in ("en", "pt") else "en")
    nlp.add_pipe("judge_norm")
    nlp.add_pipe("judge_sentences", config={"abbreviations": sorted(lexicon(lang).abbreviations)})
    nlp.add_pipe("judge_terms").add_terms({k: list(v) for k, v in mechanics})
    return nlp
