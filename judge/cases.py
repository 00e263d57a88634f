"""Which case a question asks about, against the case a ruling rules on.

A ruling's exception names the case where its verdict does not hold ("you can activate it
during your turn, as long as it was not Set this turn"; "… unless an effect says so"): a
question about that case gets the other side. A ruling whose own condition is negated ("if
your opponent controls no Toon monster, you can attack directly") says nothing sure of the
case the question asks when the question's is the positive one: that answer is not given as a
verdict (a permission or a duty: an outcome's negated condition is often a state said
positively in the question). So does a condition naming a state whose opposite the question
names instead ("while it is face-up" asked "if it is face-down"). A case is "asked" when most
of the clause's words, or their translations, are in the question; of one sentence's verdicts,
the one whose own condition the question names most answers it (`case_fit`).
"""
from __future__ import annotations

import re
from functools import lru_cache

from .lang import dictionary_forms, lexicon
from .model import fold
from .provisos import CLAUSE_END, example_named, exception_of
from .query import Query, asking_sentences, stopwords
from .states import OPPOSITE_STATES, states_named
from .text import WORD, stem

# per language: the Portuguese "no" is "in the" ("no turno"), never a negation; "besides", "apart
# from", "aside from" ask the case left out ("some other way besides the one in its text")
NEGATION_WORDS = {"en": frozenset({"not", "no", "never", "cannot", "without", "none", "nothing", "besides", "apart",
                                   "aside"}),
                  "pt": frozenset({"nao", "nunca", "nem", "sem", "nenhum", "nenhuma", "nada"})}
NEGATIONS = NEGATION_WORDS["en"] | NEGATION_WORDS["pt"]
# forms of "to be" and "to have": a clause's grammar, not its case
COPULAS = frozenset({"be", "is", "are", "was", "were", "been", "being", "has", "have", "had", "ser", "seja", "sejam",
                     "foi", "foram", "sido", "esta", "estao", "esteja", "estiver", "estiverem", "tenha", "tenham",
                     "tiver", "tiverem", "tem"})
# the two poles of one idea the bilingual word list holds as one family, so that either finds the
# other ("my zones are full" ↔ "a zone must be vacant"): a case is not asked by the other pole
POLES = (frozenset({"free", "empty", "open", "vacant", "available", "unoccupied", "vago", "vazio", "livre", "vaga",
                    "disponivel", "desocupado"}),
         frozenset({"full", "occupied", "filled", "taken", "cheio", "cheia", "cheios", "ocupado", "ocupada",
                    "ocupados", "lotado", "lotada"}))
ASKED = 0.5  # the share of a clause's words the question must hold for it to ask that case
OPPOSITE = {"allowed": "forbidden", "forbidden": "allowed", "required": "allowed"}
QA_KINDS = ("qa", "question")
REASONS = frozenset({"because", "since", "porque", "pois", "ja que", "uma vez que"})  # a reason, not a case
# an English auxiliary with its "n't", the apostrophe typed or not ("wasn't", "didnt")
CONTRACTED = re.compile(r"\b(?:ca|do|does|did|is|are|was|were|has|have|had|wo|would|could|should|must|need)n'?t\b")


def content_words(text: str) -> list[str]:
    """A text's words that carry its subject: no stop words, negations, copulas or short words."""
    return [w for w in WORD.findall(CONTRACTED.sub(" not ", fold(text)))
            if len(w) > 2 and w not in stopwords() and w not in NEGATIONS and w not in COPULAS]


def _negated(text: str, lang: str) -> bool:
    words = NEGATION_WORDS.get(lang, NEGATIONS)
    folded = fold(text)
    return any(w in words for w in WORD.findall(folded)) or (lang != "pt" and bool(CONTRACTED.search(folded)))


def _asks(q: Query, clause: str) -> bool:
    """Whether the question names the clause's case: most of its words, or their translations,
    a verb in any of its forms ("setei" asks "setadas": both are "setar")."""
    words = content_words(clause)
    return len(words) >= 2 and _held(q, words) >= ASKED


def case_fit(q: Query, verdict: str, situation: str, lang: str) -> float:
    """How much of the case a verdict rules on the question names (0..1): its own condition
    ("… but if they chain Imperial Order, you may not …") or else the sentence's situation.
    Of one sentence's verdicts, the one whose case is asked answers."""
    return sentence_fit(q, _own_condition(verdict, lang) or situation or "")


def opening_condition(text: str, verdicts: list[str], lang: str) -> str | None:
    """The condition that opens a sentence's first verdict ("VS. Kycoo: If Kycoo destroys Aurkus
    by battle, its effect can activate, but it can't target …"): the case of every verdict of
    the sentence that carries none of its own."""
    folded = fold(text)
    placed = [(folded.find(fold(v)), v) for v in verdicts if fold(v) in folded]
    if not placed:
        return None
    first = min(placed)[1]
    return _own_condition(first, lang) if lexicon(lang).condition.match(fold(first)) else None


def sentence_fit(q: Query, sentence: str) -> float:
    """The share of a sentence's words the question holds, or their translations or other forms."""
    words = content_words(sentence)
    return _held(q, words) if words else 0.0


def condition_fit(q: Query, condition: str, cards) -> float:
    """`sentence_fit` of a ruling's condition without the names of its cards: a condition that says
    nothing the question does but a card's name ("if Premature Burial is destroyed", asked "can I
    activate Premature Burial with 800 Life Points?") is not the case asked."""
    for name in sorted(cards, key=len, reverse=True):
        condition = re.sub(re.escape(name), " ", condition, flags=re.I)
    return sentence_fit(q, condition)


def _own_condition(verdict: str, lang: str) -> str | None:
    """The condition a verdict carries in itself: leading ("if they chain X, you may not …", up
    to its comma or the verdict's cue) or trailing ("you can activate it if …")."""
    lex = lexicon(lang)
    folded = fold(verdict)
    if lex.condition.match(folded):
        comma = folded.find(", ")
        cue = lex.any_cue.search(folded)
        ends = [i for i in (comma, cue.start() if cue else -1) if i > 0]
        return folded[:min(ends)] if ends else None
    m = lex.trailing.search(folded)
    if m and m.group(1) not in REASONS:  # "…, because the effect is mandatory" gives a reason, not a case
        rest = folded[m.start(1):]
        end = CLAUSE_END.search(rest)
        return rest[:end.start() if end else len(rest)]
    return None


def _held(q: Query, words: list[str], lang: str | None = None) -> float:
    """The share of these words the question holds, or their translations or other forms, never
    through the other pole of an idea the word list holds as one family (`POLES`: "vacant" and
    "full" are one idea to search by, not to read a case by); words of a text in the question's
    own language (`lang` given), only as the question writes them or their other forms."""
    families = () if lang == q.lang else tuple(s for family in q.stems for s in _same_pole(family))
    stems = _asked_stems(q.text, q.lang, families)
    held = 0
    for w in words:
        forms = _forms(w)
        held += any(w.startswith(s) or s.startswith(stem(w)) or s in forms for s in stems)
    return held / len(words)


def _other_pole_asked(q: Query, clause: str) -> bool:
    """Whether the question says, in its own words, the other pole of an idea the clause names
    ("my zone is full" of "as long as there is a vacant zone"): the clause's case negated."""
    said, asked = _content_stems(clause), _content_stems(q.text)
    return any(said & pole and asked & other for pole in _pole_stems() for other in _pole_stems() if other is not pole)


def _content_stems(text: str) -> set[str]:
    """The stems of a text's content words."""
    return {stem(w) for w in content_words(text)}


def _same_pole(family: list[str]) -> list[str]:
    """A question word's family of stems (its own first) without the other pole of its idea."""
    pole = next((p for p in _pole_stems() if family[0] in p), None)
    other = next((p for p in _pole_stems() if p is not pole), frozenset()) if pole else frozenset()
    return [s for s in family if s not in other]


@lru_cache(maxsize=1)
def _pole_stems() -> tuple[frozenset[str], ...]:
    return tuple(frozenset(stem(w) for w in pole) for pole in POLES)


# a word a question negates by a prefix: "a non-Dragon Synchro Monster", "não-Tuner", "nao-efeito"
NEGATED = re.compile(r"\bnon[- ]\w+|\bnao-\w+")


@lru_cache(maxsize=64)
def _asked_stems(text: str, lang: str, families: tuple[str, ...]) -> frozenset[str]:
    """The stems a question holds: its words', their other forms', its word families' (read once
    per question, however many cases are weighed against it)."""
    asked = set(WORD.findall(fold(text)))
    return frozenset(s for s in (set(families) | {stem(w) for w in asked}
                                 | {stem(f) for w in asked for f in dictionary_forms(w, lang)}) if len(s) > 2)


def _forms(word: str) -> set[str]:
    """The stems of a word's dictionary forms in either language."""
    return {stem(f) for lang in ("en", "pt") for f in dictionary_forms(word, lang)}


def _case_asked(q: Query, clause: str, lang: str, least: int = 2, share: float = ASKED) -> bool:
    """Whether the question names an exception's case. The words of a card it asks are whom the
    case is about, not the case: the rest must be asked too ("as long as Kay'est cannot be
    selected as an attack target" is not asked by "Staunch Defender on Kay'est?"), unless all
    the rest says is that the card is there ("only while Toon World is on your side of the
    field", lang `PRESENCE`): then naming the card asks it ("if I don't have Toon World")."""
    lex = lexicon(lang)
    words = content_words(clause)
    refused = {stem(m.group(0).replace("-", " ").split()[-1]) for m in NEGATED.finditer(fold(q.text))}
    if refused & {stem(w) for w in words}:  # "a non-Dragon Synchro" asks the other case of "a Dragon-Type"
        return False
    named = {w for name in q.card_names for w in content_words(name)}
    rest = [w for w in words if w not in named]
    # a kind of card is asked by the words that say which kind: "normal monster" does not ask
    # "except Effect Monsters" by its "monster"
    telling = [w for w in rest if w not in lex.kind_nouns] or rest
    if len(rest) == len(words):  # no card asked is named: most of the clause's words (`least` of them) are asked
        return len(words) >= least and _held(q, telling) >= share
    return all(w in lex.presence for w in rest) or _held(q, telling) >= share


def _of_group(q: Query, group: str) -> bool:
    """Whether the cards asked are of a group a restriction names, by their kinds' words in the card table
    ("Solemn Judgment", a Counter Trap, of "Counter Traps"; not "Sakuretsu Armor", a Normal Trap). Cards
    of it asked with others not of it leave the case open: which of them the restriction is about, the
    question's words do not say ("chain Mystical Space Typhoon to Magic Jammer" of "only Counter Traps
    can be chained to a Counter Trap")."""
    grouped = grouped_cards(q, group)
    return bool(grouped) and grouped >= set(q.card_names)


def grouped_cards(q: Query, group: str | None = None, record: dict | None = None) -> set[str]:
    """The asked cards of a group a restriction names (of `record`'s restriction, if given instead):
    a ruling on their kind answers for them, though it names none of them."""
    if record is not None:
        found = exception_of(ruled(record), record["lang"])
        return {c for part in (found.groups if found and not found.whole else ()) for c in grouped_cards(q, part)}
    said = content_words(group or "")
    words = {stem(w) for w in said}
    if not set(said) - lexicon("en").kind_nouns - lexicon("pt").kind_nouns:
        return set()  # "this monster", "a card": no group a kind says, but any card
    return {card for card, kind in q.groups.items() if words <= {stem(w) for w in kind}}


def _means_asked(q: Query, clause: str, lang: str) -> bool:
    """Whether an exception naming a means ("except by Fusion Summon") is asked by the sentence
    that asks, when a play is told before it: "Dark Paladin was Fusion Summoned and died. Can I
    bring it back with Monster Reborn?" asks the means Monster Reborn, not the Fusion Summon told."""
    asking = asking_sentences(q.text) if lexicon(lang).means.match(clause) else []
    if not asking:
        return True
    said = {stem(w) for s in asking for w in WORD.findall(fold(s))}
    words = content_words(clause)
    return bool(words) and sum(stem(w) in said for w in words) / len(words) >= ASKED


def complementary(a: dict, b: dict) -> bool:
    """Whether two rulings rule on the two sides of one condition, one negated and the other
    not ("if no Field Spell is added …, it can" and "if a Field Spell is added …, it can't"):
    opposite verdicts so conditioned are two cases, not a disagreement."""
    ca, cb = a.get("when") or "", b.get("when") or ""
    if not (ca and cb) or _negated(ca, a["lang"]) == _negated(cb, b["lang"]):
        return False
    (negated, lang), positive = ((ca, a["lang"]), cb) if _negated(ca, a["lang"]) else ((cb, b["lang"]), ca)
    # what the one negates is what the other says ("no Field Spell" / "a Field Spell"), and the
    # rest of the two conditions is mostly the same: not "… it is not negated, but …" of another
    heads = _negated_words(negated, lang, 1)
    said, other = _content_stems(positive), _content_stems(negated)
    return (bool(heads) and all(stem(w) in said for w in heads)
            and len(said & other) >= ASKED * min(len(said), len(other)))


def side_asked(q: Query, a: dict, b: dict) -> dict:
    """Of two complementary rulings (`complementary`), the one whose side the question asks: the
    negated one when the question negates first a word of the other's condition ("I don't add a
    Field Spell" of "if a Field Spell is added") and holds most of that condition's words, or
    says the other pole of an idea it names ("my zones are full" of "if a zone is empty")."""
    negated, positive = (a, b) if _negated(a["when"], a["lang"]) else (b, a)
    condition = positive["when"]
    heads = _negated_words(q.text, q.lang, 1)
    said = _content_stems(condition) | {stem(f) for w in content_words(condition) for f in _forms(w)}
    asks_negated = ((bool(heads) and _asks(q, condition)
                     and any(stem(w) in said or bool(_forms(w) & said) for w in heads))
                    or _other_pole_asked(q, condition))
    return negated if asks_negated else positive


def ruled(record: dict) -> str:
    """What of a record rules: its text, but a Q&A's answer alone (an "unless" in the question
    says which case is asked, not where the answer fails)."""
    if record.get("kind") in QA_KINDS and record.get("verdict"):
        return record["verdict"]
    return record["text"]


def reaches_asked(q: Query, verdict: str, lang: str) -> bool:
    """Whether a verdict says, with "even" ("… even in the Damage Step", "(even monsters your
    opponent controls)", "mesmo durante …"), that it holds in the case the question asks, and
    says it in no negated words ("does not start a chain, even …" refuses; it reaches nothing)."""
    folded = fold(verdict)
    for m in lexicon(lang).reach.finditer(folded):
        rest = folded[m.end():]
        end = CLAUSE_END.search(rest)
        clause = rest[:end.start() if end else len(rest)]
        outside = folded[:m.start()] + " " + rest[len(clause):]
        if _asks(q, clause) and not _negated(outside, lang):
            return True
    return False


def asked_case(record: dict, q: Query) -> str | None:
    """"exception-applies" when the question asks the case the record's exception leaves out
    (its verdict turns), "exception-met" when it asks the case the exception keeps,
    "other-case" when the record's own condition is the negation of the question's;
    None when the question asks no case the record names."""
    asked_negated = _negated(q.text, q.lang)
    found = exception_of(ruled(record), record["lang"])
    if found is not None and found.groups and record["label"] != "forbidden":
        found = None  # "only X can" / "can only … in C" turns a prohibition; a ruling saying more is not one
    if found is not None:
        unless, clause, alternatives, whole, _ = found
        if not asked_negated and example_named(found, q.card_names):
            # an asked card is the exception's example: its case is C ("unless …, such as X" asked of X)
            return "exception-applies" if unless else "exception-met"
        if _opposite_state_asked(clause, record["lang"], q):
            # C names a state the question names the opposite of ("as long as it was Set" asked
            # "from the hand", "unless it is face-down" asked face-up): C does not hold
            return "exception-met" if unless else "exception-applies"
        # a one-case permission's case (`whole`) is asked by all its words and is no group of cards
        if (any(_case_asked(q, part, record["lang"], 1, 1.0 if whole else ASKED) or (not whole and _of_group(q, part))
                for part in alternatives) if alternatives
                else _case_asked(q, clause, record["lang"])) and _means_asked(q, clause, record["lang"]):
            # "unless C" fails in C; "as long as C" fails where C does not hold
            negated = _negated(clause, record["lang"]) != _other_pole_asked(q, clause)
            fails = (negated == asked_negated) if unless else (negated != asked_negated)
            return "exception-applies" if fails else "exception-met"
    # only a permission or a duty is read for the other case: an outcome's negated condition
    # is often a state the question says in positive words ("no longer in the Graveyard" of
    # a monster asked as "banished")
    condition = record.get("when") or ""
    if condition and record["label"] in OPPOSITE and _other_state(condition, record["lang"], q):
        return "other-case"
    if (condition and record["label"] in OPPOSITE and _negated(condition, record["lang"]) and not asked_negated
            and _asks(q, condition) and not _other_amount(condition, q.text)
            and not lexicon(record["lang"]).concessive.search(fold(condition))
            and _held(q, _negated_words(condition, record["lang"]) or ["\0"]) >= ASKED
            and _held(q, _negated_words(condition, record["lang"], NEGATED_FIRST), record["lang"]) == 1):
        # the question says in positive words what the condition negates ("controls a Toon
        # monster" of "controls no Toon monster"), not only the rest of the case, nor a case the
        # verdict holds in anyway ("even if it was not Special Summoned by …")
        return "other-case"
    return None


GOVERNED = 3  # the content words after a negation that say what it negates
NEGATED_FIRST = 2  # … of them, those the question must hold to ask the positive case (a noun and its
                   # adjective either way round: "no vacant zones", "nenhum lugar vago")


def _negated_words(text: str, lang: str, governed: int = GOVERNED) -> list[str]:
    """The words a text's negations negate: the first content words after each, within its
    clause ("not 3 empty Monster Zones" → empty, monster, zones; "and you do not." → none);
    `governed=1`, the word each negates first, what the question must say for the positive
    case ("no vacant Spell & Trap Zones" is not asked by "all their Spell & Trap Zones are
    filled", which names the zones but says the negation in its own words)."""
    negations = NEGATION_WORDS.get(lang, NEGATIONS)
    folded = fold(text) if lang == "pt" else CONTRACTED.sub(" not ", fold(text))
    out = []
    for clause in CLAUSE_END.split(folded):
        words = WORD.findall(clause)
        out += [w for i, word in enumerate(words) if word in negations
                for w in content_words(" ".join(words[i + 1:]))[:governed]]
    return out


def _other_state(condition: str, lang: str, q: Query) -> bool:
    """Whether the ruling's condition names a state ("while Jinzo is face-up") whose opposite
    the question names instead ("if Jinzo is face-down"), the rest of the condition asked."""
    folded = fold(condition)
    for spans in _turned_states(folded, lang, q):
        rest = folded
        for start, end in sorted(spans, reverse=True):
            rest = rest[:start] + " " + rest[end:]
        return len(content_words(rest)) < 2 or _asks(q, rest)
    return False


def _opposite_state_asked(clause: str, lang: str, q: Query) -> bool:
    """Whether an exception's clause names a state ("as long as it was Set beforehand") whose
    opposite the question names instead ("from the hand")."""
    return any(_turned_states(fold(clause), lang, q))


def _turned_states(folded: str, lang: str, q: Query):
    """Where a (folded) text names a state, not its opposite, that the question names the
    opposite of, not the state itself: the spans of each such state."""
    said = states_named(folded, (lang, "en"))
    asked = q.states
    for state, spans in said.items():
        other = OPPOSITE_STATES[state]
        if other in asked and state not in asked and other not in said:
            yield spans


NUMBER = re.compile(r"\b\d+\b")


def _other_amount(condition: str, question: str) -> bool:
    """Whether the question names an amount the condition does not ("only 2 free zones" against
    "not 3 vacant zones"): then it does not ask the condition's positive case, whatever its
    words share."""
    said, asked = set(NUMBER.findall(condition)), set(NUMBER.findall(question))
    return bool(said and asked and not said & asked)
