"""spaCy pipelines for ingest: blank English / Portuguese with rule components.

Every word's NORM is its folded form (lower case, no accents), kept on the vocabulary's
entries so it is computed once per distinct word (`judge_norm` does it for a document made
elsewhere); `judge_sentences` sets
sentence starts, aware of abbreviations and of quotes that open the next sentence;
`judge_terms` marks mechanic terms with a PhraseMatcher on NORM (card names are the
resolver's, `records.Tagger`).
"""
from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable
from functools import lru_cache

import numpy
import spacy
from typing import NamedTuple

from spacy.attrs import IDX, IS_SPACE, NORM, ORTH, SENT_START, SPACY
from spacy.language import Language
from spacy.matcher import PhraseMatcher
from spacy.tokenizer import Tokenizer
from spacy.tokens import Doc
from spacy.util import compile_infix_regex, compile_prefix_regex, compile_suffix_regex

from ..model import fold
from ..lang import lexicon
from ..glossary import hidden
from ..quoted import QUOTED_RUN, reach_of
from ..text import OTHER_SENSE_GAP
from .lineshapes import ARROW_MARKS

ENDERS = {".", "!", "?", "…", "?!", "!?", "..."}
LAST_OF_END = frozenset(".!?…")  # the last character of every token that may end a sentence
OPENERS = {'"', "“", "(", "'", "‘", "["}
# sentences written without a capital still start with these ("… de forma correta. você não pode …")
LOWER_STARTS = {"você", "voce", "you"}
# words an example names by a letter: "Player A", "jogador B", "Monster C"
NAMED_BY_LETTER = {"player", "players", "jogador", "jogadora", "duelist", "duelista", "monster", "monstro",
                   "card", "carta", "opponent"}
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


def fold_norms(nlp: Language) -> None:
    """Every word's NORM, now and for words met later, is its folded form; the vocabulary's
    entries get theirs (the tokenizer's special cases carry none: `plain_special_cases`)."""
    nlp.vocab.lex_attr_getters[NORM] = _fold_token
    for lexeme in nlp.vocab:
        lexeme.norm_ = _fold_token(lexeme.orth_)


@spacy.registry.tokenizers("judge.tokenizer.v1")
def plain_special_cases() -> Callable[[Language], Tokenizer]:
    """The language's own tokenizer, its special cases without the norms they would set ("n't"
    stays "n't", not "not"), so that NORM is the folded word everywhere. Made so from the start:
    changing a made tokenizer's special cases loads all of them again."""

    def make(nlp: Language) -> Tokenizer:
        defaults = nlp.Defaults
        return Tokenizer(
            nlp.vocab,
            rules={text: [{ORTH: part[ORTH]} for part in parts] for text, parts in (defaults.tokenizer_exceptions or {}).items()},
            prefix_search=compile_prefix_regex(defaults.prefixes).search if defaults.prefixes else None,
            suffix_search=compile_suffix_regex(defaults.suffixes).search if defaults.suffixes else None,
            infix_finditer=compile_infix_regex(defaults.infixes).finditer if defaults.infixes else None,
            token_match=defaults.token_match,
            url_match=defaults.url_match,
        )

    return make


@Language.factory("judge_sentences", default_config={"abbreviations": []})
def make_sentences(nlp: Language, name: str, abbreviations: list[str]):
    return SentenceSplitter(set(abbreviations))


class Sentence(NamedTuple):
    """A sentence of a parsed text: its characters [start_char, end_char) and its text."""

    start_char: int
    end_char: int
    text: str


def text_of(doc: Doc) -> str:
    """A parsed text's text, as `judge_sentences` kept it (else spaCy's own, made anew each read)."""
    return doc.user_data.get("text") or doc.text


def labels_of(spans) -> list[str]:
    """The distinct labels of spaCy spans (the cards, the mechanics a text names), in their order."""
    return list(dict.fromkeys(s.label_ for s in spans))


def labels_inside(spans, start: int, end: int) -> list[str]:
    """The labels of the spans within [start, end)."""
    return labels_of(s for s in spans if s.start_char >= start and s.end_char <= end)


def unknown_quotes(text: str, tagged) -> list[int]:
    """Where each quoted, capitalised name of a block's text that no span `tagged` covers ends (a card the pool does not
    hold, "Qwerty Dragon"), in order: read once per block."""
    reach = reach_of((s.start_char, s.end_char) for s in tagged)
    return [m.end() for m in QUOTED_RUN.finditer(text) if m.group(1)[:1].isupper() and reach(m.end() - 1) <= m.start()]


def inherited(named, unknown: list[int], start: int, end: int) -> list[str]:
    """The cards (`named` spans) a sentence at [start, end) of a block's text that names none goes on about: those the
    block named before it, but none named before a quoted name the pool lacks (`unknown_quotes`: what follows is about
    that card); none when the sentence quotes one itself."""
    at = bisect_right(unknown, end) - 1
    after = unknown[at] if at >= 0 else 0
    return labels_inside(named, after, start) if after <= start else []


def names_only(text: str, spans, start: int = 0, end: int | None = None) -> bool:
    """Whether text[start:end] names something the spans within it tag and says nothing else: no
    letter outside them ("- Jinzo - Sangan", listed under an item; a site's index row of card pages)."""
    end = len(text) if end is None else end
    chars = list(text[start:end])
    inside = [s for s in spans if s.start_char >= start and s.end_char <= end]
    for s in inside:
        chars[s.start_char - start:s.end_char - start] = " " * (s.end_char - s.start_char)
    return bool(inside) and not re.search(r"[^\W\d_]", "".join(chars))


def sentences(doc: Doc) -> list[Sentence]:
    """A parsed text's sentences (as `judge_sentences` found them)."""
    found = doc.user_data.get("sentences")
    if found is None:
        found = [Sentence(s.start_char, s.end_char, s.text) for s in doc.sents]
    return found


class SentenceSplitter:
    """A sentence starts after . ! ? when the next word opens with a capital, digit or quote."""

    def __init__(self, abbreviations: set[str]):
        self.abbreviations = abbreviations

    def __call__(self, doc: Doc) -> Doc:
        # the tokens' words and spacing read as arrays: making a Token object for each is what costs
        cells = doc.to_array([ORTH, IS_SPACE, SPACY, IDX])
        strings = doc.vocab.strings
        texts = [strings[orth] for orth in cells[:, 0].tolist()]
        blank = cells[:, 1].astype(bool).tolist()
        spaced = (cells[:, 1] | cells[:, 2]).astype(bool).tolist()
        offsets = cells[:, 3].tolist()
        # the text once (spaCy's `doc.text` joins every token's Token object each time it is read)
        whole = "".join(t + " " if sp else t for t, sp in zip(texts, cells[:, 2].astype(bool).tolist()))
        doc.user_data["text"] = whole
        starts = [0] if texts else []
        # a sentence ends only at a token ending in . ! ? … or a closing quote or bracket: those
        # few are read, and the first word after each that ends one may start the next
        for end in (i for i, text in enumerate(texts) if (text[-1:] in LAST_OF_END or text in CLOSERS or text == ":")
                    and (i == 0 or not blank[i])):
            # "two kinds of chains: 1. A Chain …": the list's first item starts a sentence, as each
            # next one does ("… player. 2. A Chain …"), its number a sentence of its own, no ruling
            if texts[end] == ":":
                if _numbered_item(texts, spaced, end + 1):
                    starts.append(end + 1)
                continue
            if not self._ends(texts, spaced, end) or _stat_value(texts, end):
                continue
            i = end + 1
            while i < len(texts) and blank[i]:
                i += 1
            if i == len(texts):
                break
            text = texts[i]
            first = text[0]
            # (after a trailing-off "…" a "you" goes on: "a "When... you can" structure")
            if (first.isupper() or first.isdigit() or first in "-–—•" + ARROW_MARKS
                    or text.lower() in LOWER_STARTS and texts[end] not in ("...", "…")
                    # "… Damage Step? => No": an arrow to the answer
                    or (texts[end] == "?" and text in ("=", "==") and texts[i + 1:i + 2] == [">"])
                    or (first in OPENERS and spaced[i - 1])
                    # a question ends where it is asked, however casually the words after it
                    # are typed ("… the turn you make them? idk")
                    or (texts[end] == "?" and end > 0 and not spaced[end - 1] and first.isalpha())):
                starts.append(i)
        # every token marked at once (1 starts a sentence, -1 does not)
        marks = numpy.full((len(texts), 1), -1, dtype="int32")
        marks[starts, 0] = 1
        if len(texts):
            doc.from_array([SENT_START], marks.astype("uint64"))
        # the sentences as character spans, read by the record builder without making a Span
        # (and a Token for each word) per sentence
        ends = starts[1:] + [len(texts)]
        doc.user_data["sentences"] = [
            Sentence(offsets[a], offsets[b - 1] + len(texts[b - 1]), whole[offsets[a]:offsets[b - 1] + len(texts[b - 1])])
            for a, b in zip(starts, ends)]
        return doc

    def _ends(self, texts: list[str], spaced: list[bool], i: int) -> bool:
        """Whether token i closes a sentence (looking through a closing quote or bracket)."""
        text = texts[i]
        if text in CLOSERS and i > 0 and not spaced[i - 1]:
            return self._ends(texts, spaced, i - 1)
        if text in ENDERS:
            if text in ".!" and i > 0 and not spaced[i - 1]:
                base = texts[i - 1].lower()
                if len(base) == 1 and _named(texts, i - 1):
                    return True  # "… attacks Player B."
                if base in self.abbreviations or (len(base) == 1 and base.isalpha()):
                    return False  # "vs.", the "B." of "Red-Eyes B. Dragon", "Yu-Gi-Oh!"
            return True
        if len(text) > 1 and text[-1] == ".":
            base = text[:-1].lower()
            if len(base) == 1 and _named(texts, i):
                return True
            return not (base in self.abbreviations or len(base) == 1 or "." in base)
        return False


def _stat_value(texts: list[str], i: int) -> bool:
    """Whether the "?" at token i is a card's ATK or DEF, not a question's end: "a monster with
    "? ATK" (ex: "Tragoedia")", "monsters with ? DEF"."""
    if texts[i] != "?" and not (texts[i] in CLOSERS and i > 0 and texts[i - 1] == "?"):
        return False
    after = [t for t in texts[i + 1:i + 4] if t.strip() and t not in CLOSERS]
    return bool(after) and after[0].lower() in STATS


STATS = frozenset({"atk", "def", "atk/def", "pa", "pd"})


def _numbered_item(texts: list[str], spaced: list[bool], i: int) -> bool:
    """Whether an item of a list written in running text starts at token i: a number of one
    or two digits, a "." against it, then a capitalised word ("1. A Chain started by …")."""
    return (i + 2 < len(texts) and texts[i].isdigit() and len(texts[i]) <= 2 and texts[i + 1] == "."
            and not spaced[i] and texts[i + 2][:1].isupper())


def _named(texts: list[str], i: int) -> bool:
    """Whether the letter at token i names a player or a card of an example ("Player B."),
    which ends a sentence, rather than standing for a word ("Red-Eyes B. Dragon")."""
    j = i - 1
    while j >= 0 and not texts[j].strip():
        j -= 1
    return j >= 0 and texts[j].lower() in NAMED_BY_LETTER


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
        self.senses = PhraseMatcher(nlp.vocab, attr="NORM")  # what turns a term into another sense
        self.hides: dict[str, frozenset[str]] = {}  # a mechanic → those whose terms inside its longer ones are unmeant

    def add_terms(self, mechanics: dict[str, list[str]], not_before: dict[str, list[str]] | None = None,
                  hides: dict[str, list[str]] | None = None) -> None:
        for key, terms in mechanics.items():
            self.mechanics.add(key, [judge_norm(d) for d in self.nlp.tokenizer.pipe(terms)])
        for key, words in (not_before or {}).items():
            if words:
                self.senses.add(key, [judge_norm(d) for d in self.nlp.tokenizer.pipe(words)])
        self.hides.update((key, frozenset(inner)) for key, inner in (hides or {}).items() if inner)

    def __call__(self, doc: Doc) -> Doc:
        found = self.mechanics(doc, as_spans=True)
        if found and len(self.senses):
            # a term followed, a word or two on, by what makes it another sense is not the mechanic
            # ("flipped face-down", "flip it back face down": no Flip Effect)
            after = {(span.label_, span.start) for span in self.senses(doc, as_spans=True)}
            found = [span for span in found
                     if not any((span.label_, at) in after for at in range(span.end, span.end + OTHER_SENSE_GAP + 1))]
        if found and self.hides:  # "damage" inside "Damage Step" (mechanics.yaml `hides`)
            gone = hidden([(span.label_, span.start, span.end) for span in found], self.hides)
            found = [span for k, span in enumerate(found) if k not in gone]
        doc.spans["mechanics"] = list(found)
        return doc


@lru_cache(maxsize=8)
def pipeline(lang: str, mechanics: tuple = ()) -> Language:
    """The ingest pipeline for a language; `mechanics` is ((key, (terms…), (words not before…),
    (mechanics hidden…)), …): a term with one of its words not before a word or two after it is
    another sense, and a term of a hidden mechanic inside a longer one of the key's is none."""
    nlp = spacy.blank(lang if lang in ("en", "pt") else "en",
                      config={"nlp": {"tokenizer": {"@tokenizers": "judge.tokenizer.v1"}}})
    fold_norms(nlp)
    nlp.add_pipe("judge_sentences", config={"abbreviations": sorted(lexicon(lang).abbreviations)})
    nlp.add_pipe("judge_terms").add_terms({k: list(terms) for k, terms, _, _ in mechanics},
                                          {k: list(words) for k, _, words, _ in mechanics},
                                          {k: list(hides) for k, _, _, hides in mechanics})
    return nlp
