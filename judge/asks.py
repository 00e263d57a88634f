"""What a question asks: the labels that answer it (can I → allowed or forbidden, must I →
required, what happens → outcome) and the kinds of answer its wh-words ask for (a time, a means,
a place, an owner, an amount), and whether a ruling's words give that kind. Tables per language
in lang/; no spaCy here.
"""
from __future__ import annotations

import re
from functools import lru_cache

from .lang import LANGS, WORD, lexicon, stopwords
from .model import fold
from .text import SENTENCE_END


def names_nothing(text: str) -> bool:
    """Whether a question has no word but the ones it asks with, in any language: its modals,
    negations, yes and no, and stop words ("is it allowed?", "must I?", "why not", "não pode?"). It
    names nothing a ruling could be about, so no ruling answers it, however well its words match."""
    return not any(w not in _asking_words() for w in WORD.findall(fold(text)))


@lru_cache(maxsize=1)
def _asking_words() -> frozenset[str]:
    return stopwords().union(*(lexicon(lang).asking_words for lang in LANGS))


def asked_kinds(text: str, lang: str) -> frozenset[str]:
    """What its wh-words ask for: a time, a means, a place, an owner, an amount (lang `WH_ASKS`)."""
    folded = fold(text)
    return frozenset(kind for kind, rx in lexicon(lang).wh_asks if rx.search(folded))


DIGIT = re.compile(r"\d")


def gives_kind(kinds: frozenset[str], lang: str, words: str, said: str | None = None) -> bool:
    """Whether word-normalised text in `lang` gives one of the kinds of answer asked (lang
    `WH_ANSWERS`; an amount also as digits, in `said` when given: what the record itself says,
    not the heading that numbers it, "Substep 6")."""
    if not kinds:
        return False
    if _answer_signs(kinds, lang).search(words) is not None:
        return True
    return "amount" in kinds and DIGIT.search(words if said is None else said) is not None


@lru_cache(maxsize=256)
def _answer_signs(kinds: frozenset[str], lang: str) -> re.Pattern:
    """One pattern for the words that give any of these kinds of answer, in word-normalised text."""
    signs = lexicon(lang).wh_answers
    words = sorted({s.strip() for kind in kinds for s in signs[kind]}, key=len, reverse=True)
    return re.compile(" (?:" + "|".join(re.escape(w) for w in words) + ") ")


# the words that ask, ending a condition that opens a question written without its comma ("if it
# gets destroyed what happens …", "quando ele ataca posso …")
TOLD_END = re.compile(r"[^,?]*?(?:,|(?= (?:what|who|where|how|which|does|can|could|will|would|should|o que|quem|onde"
                      r"|como|posso|pode|podem|ainda)\b))")


def told_part(free: str, asking: list[str] | None = None) -> str:
    """The play a (folded) question tells besides what it asks: its sentences before the ones that
    ask (`asking`, `asking_sentences` when not given), or the condition opening a one-sentence
    question (a condition marker of any language's, up to its comma or the words that ask: "if the
    monster is destroyed, what happens to the trap?"), or the condition closing it ("what happens
    when Future Fusion resolves?", "o que acontece se ele for destruído?"); "" when it tells none."""
    asking = asking_sentences(free) if asking is None else asking
    if asking:
        return " ".join(s for s in SENTENCE_END.split(free.strip()) if s not in asking)
    rest = free.lstrip(" \t\"'¿¡(-")
    if not any(lexicon(lang).condition.match(rest) for lang in LANGS):
        closing = [m.start(1) for lang in LANGS if (m := lexicon(lang).trailing.search(rest))]
        return rest[min(closing):].rstrip(" ?!") if closing else ""
    told = TOLD_END.match(rest)
    return told.group(0) if told else ""


def asking_sentences(free: str) -> list[str]:
    """The sentences of a question that ask (ending in "?"), when others tell a play before
    them; none when every sentence asks, or none does."""
    sentences = [s for s in SENTENCE_END.split(free.strip()) if WORD.search(s)]
    asking = [s for s in sentences if s.rstrip().endswith("?")]
    return asking if len(sentences) > 1 and len(asking) < len(sentences) else []


QUOTED = re.compile(r'"[^"\n]*"')


def _unquoted(folded: str) -> str:
    """A question's words besides what it quotes (a card's wording, "does an "If ... you can" effect
    miss the timing?", asks no permission), unless the quotation is nearly all of it."""
    kept = QUOTED.sub(" ", folded)
    return kept if len(kept.split()) >= 2 else folded


def wanted_labels(text: str, lang: str) -> tuple[str, ...]:
    """The labels that answer the question: can I → allowed/forbidden, must I or how do I →
    required…; of a question offering another alternative ("can my opponent chain to it, or does
    it not start a chain?"), those its alternative asks (what happens), when it asks any; of two
    questions in one ("does it keep the boost, and can I use it again?"), those the first asks,
    then those the second asks."""
    lex = lexicon(lang)
    folded = _unquoted(fold(text))
    # a play told before the sentence that asks is no question ("… before I can Tribute it. What
    # happens to Soul Exchange?" asks what happens): that sentence is read, unless it asks nothing
    # a label answers ("Why?")
    asking = " ".join(asking_sentences(folded))
    if asking and _labels_asked(asking, lex):
        folded = asking
    other = lex.alternative_ask.search(folded)
    if other:
        wanted = _labels_asked(folded[other.end():], lex)
        if wanted:
            return wanted
    wanted = _labels_asked(folded, lex)
    second = lex.second_ask.search(folded)
    if second and lex.opens_ask.search(SENTENCE_END.split(folded[:second.start()])[-1]):
        first = _labels_asked(folded[:second.start()], lex)
        if first[:1] != wanted[:1]:  # the first asks another thing than the whole is read to
            return tuple(dict.fromkeys(first + wanted))
    return wanted


def _labels_asked(folded: str, lex) -> tuple[str, ...]:
    folded = lex.duty_attribute.sub(" ", folded)  # "can the mandatory effect …?" asks no duty
    if (lex.question_required.search(folded) or lex.question_optional.search(folded)
            or lex.question_how_to.search(folded)):
        return ("required", "allowed")
    if lex.question_allowed.search(folded):
        return ("allowed", "forbidden")
    if lex.question_outcome.search(folded):
        return ("outcome",)
    return ()
