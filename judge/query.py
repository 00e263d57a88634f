"""Understanding a question: language, cards, mechanics, what it asks, and the words to search.

Pure reading of the question against the database's vocabulary; no ranking here.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from rapidfuzz import fuzz

from .related import listed_phrases, translations
from .asks import asked_kinds, asking_sentences, told_part, wanted_labels
from .lang import (LANGS, TABLES, detect_language, dictionary_forms, effect_numbers, lexicon, named_format, small_talk,
                   stopwords)
from .eras import likely_format
from .budget import TermBudget
from .facts import card_does, card_group
from .glossary import hidden
from .model import JudgeError, fold
from .nicknames import library_nicknames, maybe_named, names_card, without_echoes
from .names import ABBREVIATIONS, small_word_spaced
from .states import states_named
from .levels import levels_said
from .timing import timings_said
from .text import (COMPOUND, OTHER_SENSE_GAP, WORD, common_words, fts_expression, stem, term_words, version_cache, word_pairs,
                   words_of)
from .typos import typos

MAX_QUERY = 20_000
ANALYSED = 1_000  # characters of a question that are read for cards, mechanics and words
OWN_WEIGHT = 2.0  # the asker's own words against translations and mechanic terms


@dataclass
class Query:
    """What a question asks, understood: language, cards, mechanics, wanted labels, words."""

    text: str
    lang: str = "en"
    cards: list[dict] = field(default_factory=list)  # {"name", "matched", "score"}
    mechanics: list[str] = field(default_factory=list)
    wants: tuple[str, ...] = ()
    # of its own words (`stems`), those of the sentence that asks, when others tell a play before it
    # ("I Summon …. They chain …. Does it still …?"); () when it is one sentence
    asking: tuple[bool, ...] = ()
    told: tuple[bool, ...] = ()  # … and those of the play it tells, before or after what it asks (`asks.told_part`)
    kinds: frozenset[str] = frozenset()  # what its wh-words ask for: "time", "means", "place", "owner", "amount"
    terms: str = ""  # the FTS5 expression of the words searched, quoted, OR-ed ("": none)
    together: str = ""  # … of the asker's words too common to search alone, AND-ed ("": none)
    anchored: str = ""  # the telling own words searched, OR-ed, AND each too common to search ("": none)
    stems: list[list[str]] = field(default_factory=list)  # each own word: its stem and translations' stems
    families: list[tuple[tuple[str, ...], float]] = field(default_factory=list)  # (a word's forms, weight × idf)
    corrected: dict[str, str] = field(default_factory=dict)  # a word no record holds → the closest one that does
    pairs: list[tuple[str, str]] = field(default_factory=list)  # stems of the asker's words met side by side
    card_filter: list[str] = field(default_factory=list)  # … this and the next two: filters from the command line or the web form
    mechanic_filter: list[str] = field(default_factory=list)
    lang_filter: str | None = None
    format: str = ""  # the format the answer is asked for, or the question names ("": the library's own, if it has one)
    as_of: str = ""  # the date the answer is asked as of (ISO, or a prefix of one)
    usual_format: str = ""  # the format a question naming none is most likely about (eras.likely_format)
    does: dict = field(default_factory=dict)  # an asked card → what it does (`card_does`)
    groups: dict = field(default_factory=dict)  # an asked card → the words of its kind ("trap", "counter": `card_group`)
    maybe: list[frozenset[str]] = field(default_factory=list)  # cards a word may name, none alone (`maybe_named`)
    label_filter: str | None = None

    @property
    def card_names(self) -> list[str]:
        return list(dict.fromkeys([c["name"] for c in self.cards] + self.card_filter))

    @cached_property
    def states(self) -> dict[str, list[tuple[int, int]]]:
        """The states it names (states.OPPOSITE_STATES), read once: by the ranking and the cases."""
        return states_named(fold(self.text), (self.lang, "en"))

    @cached_property
    def levels(self) -> frozenset[int]:
        """The Levels it asks about ("a Level 8 monster", "nível 4 ou menor"), read once."""
        return levels_said(words_of(fold(self.text)))

    @cached_property
    def timings(self) -> frozenset[tuple[str, str]]:
        """When in the turn it places what it asks ("in the Damage Step"), read once."""
        return timings_said(words_of(fold(self.text)))


def clean(text: str) -> str:
    """User text made safe to process: control characters gone, length bounded."""
    if not isinstance(text, str):
        raise JudgeError("the query must be text")
    text = "".join(ch if ch.isprintable() or ch in "\t\n" else " " for ch in text)
    return " ".join(text.split())[:MAX_QUERY]


def mechanic_matchers(db) -> dict:
    """Per mechanic id: its terms as word tuples (folded) and its terms per language."""
    return _mechanics(db)["matchers"]


def _mechanic_words(db) -> frozenset[str]:
    """Every word of every mechanic term, in both languages."""
    return _mechanics(db)["words"]


def _mechanics(db) -> dict:
    """The mechanic vocabulary as questions are read against it, once per database file: each
    term as its folded words, so a question is matched by looking its runs of words up (no
    regular expression to compile in a cold process)."""
    cache = version_cache(db, "mechanics")
    if "matchers" not in cache:
        out, words = {}, set()
        by_first: dict[str, set[int]] = {}
        unless = {}  # a mechanic → its `not_before` words' runs: after a term, another sense ("flipped face-down")
        hides = {}  # a mechanic → those whose terms inside its own longer ones are unmeant ("Damage Step": no damage)
        for mid, terms, terms_en, terms_pt, not_before, hidden_ones in db.execute(
                "select id, terms, terms_en, terms_pt, not_before, hides from mechanics order by id"):
            if not_before:
                unless[mid] = frozenset(term_words(t) for t in not_before.split("|")) - {()}
            if hidden_ones:
                hides[mid] = frozenset(hidden_ones.split("|"))
            runs = {term_words(t) for t in terms.split("|") if t} - {()}
            for run in runs:
                words.update(run)
                by_first.setdefault(run[0], set()).add(len(run))
            base = {"en": [t for t in terms_en.split("|") if t], "pt": [t for t in terms_pt.split("|") if t]}
            out[mid] = (frozenset(runs), base)
        cache.update(matchers=out, words=frozenset(words), sizes=by_first, unless=unless, stems=frozenset(map(stem, words)),
                     hides=hides, runs=frozenset(run for runs, _ in out.values() for run in runs))
    return cache


def _without(text: str, spots) -> str:
    """The text with the spotted card names blanked."""
    for spot in sorted(spots, key=lambda s: s.start, reverse=True):
        text = text[:spot.start] + " " + text[spot.end:]
    return text


def mentioned_mechanics(db, text: str) -> list[str]:
    """The mechanics whose terms a (folded) text holds as whole words, in vocabulary order; a term
    followed a word or two on by its mechanic's `not_before` words is another sense, as at ingest
    ("Book of Moon flipped it face-down", "flipado para baixo": no Flip Effect)."""
    vocab = _mechanics(db)
    toks = WORD.findall(_other_senses().sub(" ", text))
    at: dict[tuple, list[int]] = {}  # each run of words that may be a term → where it starts
    for i, t in enumerate(toks):
        for size in vocab["sizes"].get(t, ()):
            at.setdefault(tuple(toks[i:i + size]), []).append(i)
    found: dict[str, set] = {}
    for mid, (terms, _) in vocab["matchers"].items():
        held = terms & at.keys()
        if held and (unless := vocab["unless"].get(mid)):
            held = {run for run in held if not all(_followed(toks, i + len(run), unless) for i in at[run])}
        if held:
            found[mid] = held
    if vocab["hides"].keys() & found.keys():  # "damage" inside "Damage Step" is none (mechanics.yaml `hides`)
        spans = [(mid, i, i + len(run)) for mid, runs in found.items() for run in runs for i in at[run]]
        gone = hidden(spans, vocab["hides"])
        return list(dict.fromkeys(mid for k, (mid, _, _) in enumerate(spans) if k not in gone))
    return list(found)


def _followed(toks: list[str], end: int, runs: frozenset) -> bool:
    """Whether one of these runs of words starts within OTHER_SENSE_GAP words after `end`."""
    return any(tuple(toks[j:j + len(run)]) == run for j in range(end, end + OTHER_SENSE_GAP + 1) for run in runs)


@lru_cache(maxsize=1)
def _other_senses() -> re.Pattern:
    """A game term's word in another sense, in any language ("competitive level", "the newest set"):
    no mechanic, so it is read out before the terms are looked for."""
    return re.compile("|".join(lexicon(lang).other_senses for lang in LANGS))


def _held_in(part: str, lang: str, keys: list[str]) -> tuple[bool, ...]:
    """Which of the question's words (their `keys`: the stems of their dictionary forms) a part
    of it holds (the sentences that ask, the play told); () when it is empty."""
    if not part.strip():
        return ()
    held = {word_key(w, lang) for w in WORD.findall(part)}
    return tuple(k in held for k in keys)


def word_key(word: str, lang: str) -> str:
    """A question's word as one word of it, whatever its form: its dictionary form's stem
    ("milled … mill again", "ativei … ativar")."""
    return stem((dictionary_forms(word, lang) or [word])[0])


def understand(db, text: str, resolver=None) -> Query:
    """Read a question: its language, cards (the resolver), mechanics (the vocabulary), intent."""
    text = clean(text)
    q = Query(text=text)
    # a question is read from its first ANALYSED characters: a 20,000-character paste is no
    # longer a question, and reading all of it would only cost time
    text = text[:ANALYSED]
    folded = fold(text)
    budget = TermBudget(db)
    spots = []
    if resolver is not None:
        # a card's name that is an everyday word names it where a card is played ("chains disappear to
        # it"), unless the word is the game's term ("activate return to hand effects")
        played = {w for lang in LANGS for m in lexicon(lang).played.finditer(folded)
                  if stem(w := m.group(1)) not in _mechanics(db)["stems"]}
        spots = without_echoes(resolver, resolver.spot(
            text, is_word=lambda w: _is_word(db, budget, w),
            names_card=lambda w, card, term=False: (not term and w in played) or names_card(db, budget, w, card, term),
            terms=_mechanics(db)["runs"]))
        spots = sorted(spots + library_nicknames(db, resolver, text, spots, _mechanic_words(db)),
                       key=lambda s: s.start)
        spaced = [s for s in spots if s.text.islower() and small_word_spaced(s.card, s.text) and text[s.start - 1:s.start] not in "\"“'‘"]
        if spaced and detect_language(text, margin=1) == "pt":  # "materiais de synchro": Portuguese's "de", not "De-Synchro"
            spots = [s for s in spots if s not in spaced]
        q.maybe = maybe_named(db, resolver, text, spots, _mechanic_words(db), lambda w: _of_the_language(db, w))
    # what it says to the judge ("Hi judge, quick question:", "Thanks!", "please") is no part of
    # what it asks: blanked (the same length: the cards' places hold), unless a card's name
    # begins there ("Hey, Trunade!")
    talk = [(a, b) for a, b in small_talk(text) if not any(s.start < b and a < s.end for s in spots)]
    if talk and sum(b - a for a, b in talk) < len(text.strip()):
        for a, b in talk:
            text = text[:a] + " " * (b - a) + text[b:]
        folded = fold(text)
    # card names are English in questions of either language ("Call of the Haunted", "Last
    # Will"): the language is read from the asker's own words
    q.lang = detect_language(_without(text, spots), default="en", margin=1)
    lang = q.lang
    for spot in spots:  # a card named twice is asked about once
        if all(c["name"] != spot.card for c in q.cards):
            q.cards.append({"name": spot.card, "matched": spot.text, "score": round(spot.score, 1)})
    folded = _set_cards_flipped(db, folded, spots, lang)
    free = folded
    for spot in spots:  # words of a card name are the card's, not a mechanic's
        free = free.replace(fold(spot.text), " ")
    stop = stopwords()
    q.corrected = typos(db, budget, [w for w in WORD.findall(free) if w not in stop], _mechanic_words(db))
    said, names = folded, [fold(spot.text) for spot in spots]  # the asker's words, typos mended
    for typo, word in q.corrected.items():  # "side dek" is "side deck", for mechanics and words alike
        named = _one_word_card(resolver, typo, word, text)
        if named and all(c["name"] != named for c in q.cards):  # "scapegot" is Scapegoat the card
            q.cards.append({"name": named, "matched": typo, "score": round(fuzz.ratio(typo, word), 1)})
        free = re.sub(rf"\b{typo}\b", " " if named else word, free)
        said = re.sub(rf"\b{typo}\b", " | " if named else word, said)  # a card's name parts pairs
    # side by side as the asker meant them: "flip sumon" pairs "flip" with "summon"
    q.pairs = word_pairs(said, names, stop)
    matchers = mechanic_matchers(db)
    phrases: list[str] = []
    for mid in mentioned_mechanics(db, free):
        q.mechanics.append(mid)
        # the mechanic's words in the other languages: an English question finds Portuguese rulings
        base = matchers[mid][1]
        for other in LANGS:
            if other != lang:
                phrases += [t for t in base[other] if len(t) > 2][:6]
    q.wants, q.kinds = wanted_labels(text, lang), asked_kinds(text, lang)
    q.does = {c["name"]: card_does(db, c["name"]) for c in q.cards}
    q.groups = {c["name"]: card_group(db, c["name"]) for c in q.cards}
    q.format = named_format(text, lang)  # "in Goat Format, can I …": answered as of that format
    q.usual_format = likely_format(db, q.card_names)
    compounds = COMPOUND.findall(free)  # "face-down" is one idea, searched as a phrase
    for c in compounds:
        free = free.replace(c, " ")
    words = [w for w in WORD.findall(free) if (len(w) > 1 or w.isdigit()) and len(w) <= 40 and w not in stop]
    by_stem: dict[str, str] = {}
    for w in words:  # "milled … mill again", "ativei … ativar": one word, asked once
        by_stem.setdefault(word_key(w, lang), w)
    words = list(by_stem.values())
    asking = asking_sentences(free)
    q.asking = _held_in(" ".join(asking), lang, list(by_stem))
    q.told = _held_in(told_part(free, asking), lang, list(by_stem))
    own = compounds + words
    related = translations(db, own)
    phrases += [t for ts in related.values() for t in ts]
    # a few words the word list holds as one ("goes back", "at the same time"): their relations too
    listed = translations(db, listed_phrases(db, free))
    for ts in listed.values():
        phrases += ts
    q.stems = [[stem(w)] + [stem(t) for t in related.get(w, ())] for w in dict.fromkeys(words)]
    # … and the asker's word in such a phrase is held where one of them is ("at once" in "ao mesmo
    # tempo", "de uma vez": its "once" is)
    for phrase, ts in listed.items():
        for family, w in zip(q.stems, dict.fromkeys(words)):
            if w in phrase.split():
                family += [" ".join(WORD.findall(fold(t))) if " " in t else stem(t) for t in ts]
    # how a record found without FTS5 (by its card) is scored: the asker's words and their other
    # forms, then mechanic terms and translations
    q.families = [(_word_pattern((w, *related.get(w, ())), False), OWN_WEIGHT * budget.idf(w, False))
                  for w in dict.fromkeys(words)]
    q.families += [(_word_pattern((c, *related.get(c, ())), True), OWN_WEIGHT * budget.idf(c, True))
                   for c in dict.fromkeys(compounds)]
    q.families += [(_word_pattern((p,), True), budget.idf(p, True)) for p in dict.fromkeys(phrases)]
    # "its second effect": the effect rulings number "(2)", a number among their words
    q.families += [((f" {n} ",), OWN_WEIGHT * budget.idf(n, True)) for n in effect_numbers(folded, lang)]
    # FTS5 scores every record its words match: common words cost the most and tell the least,
    # so the asker's words first, then the rarest, within a budget of records
    asked = words
    words, compounds, phrases = budget.choose(words, compounds, list(dict.fromkeys(phrases)), bool(q.cards))
    expression = fts_expression(words, compounds)
    extra = fts_expression([], phrases)
    # the asker's words count twice against the extras (repeating a phrase doubles its bm25 share)
    parts = (expression, expression, extra) if extra else (expression,)
    q.terms = " OR ".join(p for p in parts if p) if (words or compounds or phrases) else ""
    # a question naming no card has no records found by their card: the asker's words too common
    # to search one by one are searched together, as a record holding them all is worth scoring
    # ("when do monsters destroyed by battle go to the graveyard?")
    common = budget.together(asked, words) if not q.cards else []
    if q.terms and common:
        q.together = " AND ".join(f'"{w}"' for w in common)
    # and a record holding a telling word the asker wrote and every common one they wrote is worth
    # scoring, however common those are ("where does a fusion monster go when destroyed?": the
    # records of "fusion" are many, those that also say "monster" and "destroyed" few), when the
    # telling words' own records are within the row budget: the AND reads them all
    rest = budget.common(asked, words) if not q.cards and expression and budget.within(words, compounds) else []
    if rest:
        q.anchored = f"({expression}) AND " + " AND ".join(
            "(" + " OR ".join(f'"{form}"' for form in budget.forms(w)) + ")" for w in rest)
    return q


def _set_cards_flipped(db, folded: str, spots, lang: str) -> str:
    """The question with the word that flips a Spell or Trap Card face-up ("I flip Mirror Force",
    "Skill Drain got flipped up", "virei o Mirror Force") read as the activation mechanic's word:
    a Set card flipped is activated, and rulings say so; turned face-down, it is not."""
    flips = getattr(TABLES[lang], "SET_CARD_FLIPS", ())
    flip = "|".join(re.escape(fold(w)) for w in sorted(flips, key=len, reverse=True))
    if not (flips and spots and re.search(rf"\b(?:{flip})\b", folded)):
        return folded  # no flip said: no card's kind looked up
    term = (mechanic_matchers(db).get("activation") or ((), {}))[1].get(lang)
    names = {fold(s.text) for s in spots if card_group(db, s.card) & {"spell", "trap"}}
    if not (term and names):
        return folded
    name = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    other = "|".join(r"\W?".join(map(re.escape, run)) for run in _mechanics(db)["unless"].get("flip-effect", ()))
    down = f"(?! (?:{other}))" if other else ""  # turned face-down: flipped in Flip Effects' other sense (`not_before`)
    word = fold(term[0])
    folded = re.sub(rf"\b(?:{flip})(?=(?: up)?(?: [\w-]+){{0,2}} (?:{name})\b{down})", word, folded)  # "flip my set …"
    # flipped itself, not flipping another ("Book of Moon flips my Jinzo"): nothing after it but "up" or the clause's end
    return re.sub(rf"(\b(?:{name}) (?:\w+ )?)(?:{flip})(?=(?: up| face.?up| para cima| pra cima)?\s*(?:[.,;:!?]|$))",
                  rf"\g<1>{word}", folded)


@lru_cache(maxsize=8_192)
def _word_pattern(forms: tuple[str, ...], phrase: bool) -> tuple[str, ...]:
    """How a word's forms appear in word-normalised text (" a b c "): " stem" as a prefix,
    " whole phrase " as is."""
    out = []
    for f in forms:
        toks = term_words(f)
        if not toks:
            continue
        # a number is a whole word: "2" must not find "2000"
        whole = phrase or len(toks) > 1 or toks[0].isdigit()
        out.append(" " + " ".join(toks) + " " if whole else " " + stem(toks[0]))
    return tuple(dict.fromkeys(out))


def _one_word_card(resolver, typo: str, word: str, text: str) -> str | None:
    """The card a typo names when the word it is read as is a card's one-word name ("scapegot" →
    Scapegoat, "Polymerizatin" → Polymerization): the resolver spots a name of two words or
    more by its typos, never one word alone, which everyday words would be. A name that is a
    plain word ("Question") only when the typo is capitalised, as the resolver spots it."""
    names = resolver.by_key.get(word) if resolver is not None else None
    name = next((n for n in names or () if n.kind not in ABBREVIATIONS), None)
    if name is None:
        return None
    typed = re.search(rf"\b{re.escape(typo)}\b", text, re.I)
    return name.card if not name.common or (typed and typed.group(0)[:1].isupper()) else None


def _of_the_language(db, word: str) -> bool:
    """Whether a word is one of the bilingual lists' or inflects an everyday word ("revived", "winged")."""
    everyday = common_words()
    return bool(translations(db, [word])) or any(f in everyday for lang in LANGS for f in dictionary_forms(word, lang))


def _is_word(db, budget: TermBudget, word: str) -> bool:
    """Whether a token is a word rather than a card's abbreviation: one the rulings hold, an
    everyday or stop word, or one of the bilingual lists."""
    return (word in stopwords() or word in common_words() or word in _mechanic_words(db)
            or budget.count(word, True) > 0 or bool(translations(db, [word])))
