"""Language data for every reader: per-language cue tables compiled into matchers, and language detection (.detect's, read from here)."""
from __future__ import annotations

import re
from functools import lru_cache

from ..model import fold
from ..text import words_of
from .detect import LANGS, TABLES, WORD, detect_language, language_scores, other_script

__all__ = ["LANGS", "TABLES", "WORD", "Lexicon", "detect_language", "dictionary_forms", "effect_numbers", "language_scores", "lexicon",
           "named_format", "names_the_game", "other_script", "references_heading", "small_talk", "stopwords", "turning_words", "verb_forms"]


def _alternation(phrases, folded: bool = True) -> str:
    """A regex alternation of the phrases (folded, unless `folded` is false: to match text in
    lower case, where Portuguese "é" is no "e"), longest first, on word boundaries."""
    words = sorted({fold(p) if folded else p.lower() for p in phrases}, key=len, reverse=True)
    return r"(?<![\w'])(?:" + "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in words) + r")(?![\w'])"


def _date(t) -> str:
    """A written date: ISO (its year first, also with slashes or dots: "2005/07/01"), with
    slashes, a month (and its day) with its year, its day first ("13 de junho de 2005", "13 June 2005")."""
    # a month's name, or its first three letters ("Jun 11, 2005", "11 de jun. de 2005"), a whole word
    months = r"(?<!\w)(?:" + "|".join(sorted(_month_names(t), key=len, reverse=True)) + r")(?=[\s.,])"
    return (r"(?P<iso>\d{4}[-/.]\d{2}[-/.]\d{2})(?!\d)|(?P<slash>\d{1,2}/\d{1,2}/(?:19|20)\d{2})\b"
            r"|(?P<month>" + months + r")\.?\s+(?:(?P<day>\d{1,2})(?:st|nd|rd|th)?,?\s+)?(?:de\s+)?(?P<year>(?:19|20)\d{2})"
            r"|(?:(?P<pday>\d{1,2})(?:st|nd|rd|th)?\s+(?:de\s+)?(?P<pmonth>" + months + r")\.?,?\s+(?:de\s+)?)"
            r"(?P<pyear>(?:19|20)\d{2})")


def _month_names(t) -> dict[str, int]:
    """Each month's name and its first three letters (folded) → its number."""
    return {name: i for i, m in enumerate(t.MONTHS, 1) for name in (fold(m)[:3], fold(m))}


def _all_cues(t) -> list[str]:
    return [w for words in t.CUES.values() for w in words]


def _joined_ask(joiners, t) -> re.Pattern:
    """Where a question joined to the one before by one of these words ("or", "and") starts asking:
    the joiner after a comma or a space, an asking word after it."""
    return re.compile(r"(?:,\s*|\s)" + _alternation(joiners) + r"\s+(?=(?:" + _alternation(t.ALTERNATIVE_ASKS) + r"))")


def _wh_ask(t, kind: str) -> re.Pattern:
    """Where a wh-word of a kind asks: anywhere (`WH_ANYWHERE`), opening a sentence (`WH_OPENERS`),
    followed by a verb or ending the question, or opening a question no comma parts ("when my opponent attacks, can I …?" is a
    condition) unless a longer phrase of another kind opens it ("how many" is no "how")."""
    phrases = t.WH_ASKS[kind]
    anywhere = [p for p in phrases if p in t.WH_ANYWHERE]
    asking = [p for p in phrases if p not in t.WH_ANYWHERE]
    longer = [p for other, theirs in t.WH_ASKS.items() if other != kind for p in theirs
              if any(p.startswith(mine + " ") for mine in phrases)]
    ways = [r"^\W*" + (f"(?!{_alternation(longer)})" if longer else "") + f"(?:{_alternation(phrases)})[^,;:]*$"]
    if anywhere:
        ways.append(_alternation(anywhere))
    if asking:
        ways.append(f"(?:{_alternation(asking)})" + rf"(?=\s+(?:{_alternation(t.WH_FOLLOWERS)})|\s*[?!.]*\s*$)")
    openers = [p for p in phrases if p in t.WH_OPENERS]
    if openers:  # "Who takes the damage?": opening a sentence, a subject asks whatever verb follows
        ways.append(rf"(?:^|[.?!]\s+)\W*(?:{_alternation(openers)})\b")
    either = t.WH_EITHER.get(kind)
    if either:  # "… when it activates, or only when it resolves?": a choice of two asks, wherever it stands
        choice = _alternation(either)
        ways.append(rf"{choice}[^?.!]{{0,60}}?{_alternation(t.EITHER_OR)}\s+(?:\w+\s+)?{choice}")
    return re.compile("|".join(ways))


# how each matcher of a language is made from its table: built on first use (a question needs three of forty)
_BUILDERS = {
    "condition": lambda t: re.compile(r"^(?!" + _alternation(t.NOT_MARKERS) + r")(?:"
                                      + _alternation(t.CONDITION_MARKERS) + r")"),
    "trailing": lambda t: re.compile(r"[\s,](?!" + _alternation(t.NOT_MARKERS) + r")("
                                     + _alternation(t.TRAILING_MARKERS) + r")\s"),
    # … or a card called by its number in brackets and its verb ("(2) cannot"; "(2) pay …, (3) …" numbers steps)
    "main_start": lambda t: re.compile(r"^(?:" + _alternation(t.MAIN_CLAUSE_STARTS + _all_cues(t) + t.IMPERATIVES) + r"|[\"“']|\(\s{1,3}\)"
                                       + r"(?:'s\s|\s+(?:" + _alternation(t.AUXILIARIES + _all_cues(t)) + r")\b|\s+\w+s\b))"),
    "conjunction": lambda t: re.compile(r"^(?:" + _alternation(t.LEADING_CONJUNCTIONS) + r")[\s,]+"),
    "follow_on": lambda t: re.compile(r"^ (?:" + _alternation(t.LEADING_CONJUNCTIONS + t.FOLLOW_ON) + r") "),
    "cues": lambda t: tuple((label, re.compile(_alternation(words))) for label, words in t.CUES.items()),
    "any_cue": lambda t: re.compile(_alternation(_all_cues(t))),
    # the words a question asks with, whatever it asks about: its modals and negations ("is it allowed?", "must I?", "não pode"), each word
    "asking_words": lambda t: frozenset(w for phrase in _all_cues(t) + t.NEGATIONS + t.YES + t.NO + t.YES_NO_OPENERS
                                        for w in WORD.findall(fold(phrase))),
    "any_verb": lambda t: re.compile(_alternation(t.AUXILIARIES + _all_cues(t))),
    "restriction": lambda t: re.compile(r"^(?:" + _alternation(t.RESTRICTIONS) + r")\s"),
    "prohibition": lambda t: re.compile(r"^(?:" + _alternation(t.PROHIBITIONS) + r")"),
    "permission": lambda t: re.compile(r"^\W*(?:" + _alternation(t.PERMISSIONS) + r")(?:\W*$|\s*:)"),  # all a heading, or a label
    "imperative": lambda t: re.compile(r"^(?:" + _alternation(t.IMPERATIVES) + r")"),
    "contrast": lambda t: tuple(t.CONTRAST_SPLITS), "clause_splits": lambda t: tuple(t.CLAUSE_SPLITS),
    "elliptic": lambda t: re.compile(r"^\s*" + _alternation(t.ELLIPTIC_NEGATIONS) + r"\s+(?!" + _alternation(t.AUXILIARIES + _all_cues(t)) + ")"),
    # a clause of its own: a subject (a quoted name, a pronoun, a determiner and its words), then within a few words its verb ("it will not …")
    "own_clause": lambda t: re.compile(
        r"^(?:[\"“][^\"”]*[\"”]|(?:" + _alternation(t.SUBJECTS + t.DETERMINERS) + r")\b)(?:\s+[^\s,;:]+){0,5}?\s+(?:"
        + _alternation(t.AUXILIARIES + _all_cues(t)) + r")\b"),
    # folded as the text they are looked for in, their spaces kept (", so " is not ", some")
    "consequences": lambda t: tuple(c[:len(c) - len(c.lstrip())] + fold(c) + c[len(c.rstrip()):] for c in t.CONSEQUENCES),
    "joining": lambda t: re.compile(r"[\s,](?:" + _alternation(t.JOINING) + r")[\s,]*$"),
    "yes_no_question": lambda t: re.compile(r"^(?:" + _alternation(t.YES_NO_OPENERS) + r")\s"),
    "yes": lambda t: re.compile(r"^(?:" + _alternation(t.YES) + r")\b"), "no": lambda t: re.compile(r"^(?:" + _alternation(t.NO) + r")[\s,.!]"),
    # an answer that opens with either ("Yes.", "No, …", "Sim,", "Não.")
    "yes_or_no": lambda t: re.compile(r"^(?:(?:" + _alternation(t.YES) + r")\b|(?:" + _alternation(t.NO) + r")[\s,.!])"),
    "question_allowed": lambda t: re.compile(_alternation(t.QUESTION_ALLOWED)),
    "question_required": lambda t: re.compile(_alternation(t.QUESTION_REQUIRED)),
    "question_optional": lambda t: re.compile(_alternation(t.QUESTION_OPTIONAL)),
    "duty_attribute": lambda t: re.compile(r"(?<![\w'])" + t.DUTY_ATTRIBUTES + r"(?![\w'])"),
    "question_negated": lambda t: re.compile(_alternation(t.QUESTION_NEGATED)),
    "question_how_to": lambda t: re.compile(_alternation(t.QUESTION_HOW_TO)),
    "rationale": lambda t: re.compile(r"^(?:" + _alternation(t.RATIONALE) + r")\s*:"),
    "effect_ordinals": lambda t: {fold(k): v for k, v in t.EFFECT_ORDINALS.items()},
    # "second effect" / "segundo efeito" (folded), the ordinal's number its group 1
    "effect_ordinal": lambda t: re.compile(r"\b(" + _alternation(list(t.EFFECT_ORDINALS)) + r")\s+(?:"
                                           + _alternation(t.EFFECT_NOUNS) + r")\b"),
    # ", or does it …?": where a question's other alternative starts asking
    "alternative_ask": lambda t: _joined_ask(t.EITHER_OR, t),
    # ", and can I …?" after a question: where a second question starts, and what opens one
    "second_ask": lambda t: _joined_ask(t.BOTH_AND, t),
    "opens_ask": lambda t: re.compile(r"^\W*(?:" + _alternation(t.ALTERNATIVE_ASKS) + r")"),
    # "or are unable to": a conjunction, then a verb with no subject of its own
    "joined": lambda t: re.compile(r"^(?:" + _alternation(t.EITHER_OR + t.BOTH_AND) + r")\s+(?:(?:not|nao)\s+)?(?:"
                                   + _alternation(t.ALTERNATIVE_ASKS) + r")\b"),
    "question_outcome": lambda t: re.compile(_alternation(t.QUESTION_OUTCOME)),
    "example_head": lambda t: re.compile(r"^\s*" + t.EXAMPLE_HEAD, re.I),
    "example_verdict": lambda t: re.compile(t.EXAMPLE_VERDICT, re.I),
    "pointer": lambda t: re.compile(_alternation(t.POINTERS)),
    # "My friend says …": a claim reported to be judged, not a ruling
    "hearsay": lambda t: re.compile(r"^(?:" + _alternation(t.HEARSAY) + r")\b"),
    # "See "Acorno" for …": a pointer to rulings elsewhere, not a ruling (quotes folded straight)
    "cross_reference": lambda t: re.compile(r"^(?:" + _alternation(t.CROSS_REFERENCES) + r")\s+[\"'(]"),
    "references": lambda t: re.compile(_alternation(t.REFERENCE_HEADINGS)),
    "game_word": lambda t: re.compile(_alternation(t.GAME_WORDS).replace(r")(?![\w'])", r")(?:'s?)?(?![\w'])")),
    "caption": lambda t: re.compile(r"^(?:" + _alternation(t.CAPTIONS) + r")\.?\s*\d{1,3}[a-z]?\s*[:.\-–—]"),
    "states": lambda t: tuple((state, re.compile(_alternation(phrases))) for state, phrases in t.STATES.items()),
    "means": lambda t: re.compile(r"^\s*" + _alternation(t.MEANS)),
    "concessive": lambda t: re.compile(_alternation(t.CONCESSIVE)),
    "reach": lambda t: re.compile(_alternation(t.CONCESSIVE + t.REACH)),  # where a verdict says a case it holds in too
    "exclusive_words": lambda t: frozenset(words_of(w).strip() for w in t.EXCLUSIVE),
    # as word-normalised text writes them (`text.words_of`: " face down "), for a substring test on many texts
    "state_words": lambda t: tuple((state, tuple(dict.fromkeys(words_of(p) for p in phrases)))
                                   for state, phrases in t.STATES.items()),
    "abbreviations": lambda t: frozenset(t.ABBREVIATIONS),
    "order_words": lambda t: tuple((o, tuple(tuple(words_of(p).split()) for p in ps)) for o, ps in t.CARD_ORDER.items()),
    # the text before a modal when the modal is in a clause of time ("… is destroyed before you
    # have to"), which says when and rules on nothing: after other words (a sentence opening on
    # its time, "Until then you cannot attack", rules), with the clause's subject alone between
    # ("before you", "before the turn player", "before "X""; no word ending as a verb may, "resolved",
    # "resolves": "Monsters Summoned after this effect resolved cannot attack" rules)
    "temporal_end": lambda t: re.compile(r"\S\s+(?:" + _alternation(t.TEMPORAL) + r")\s+(?:"  # or a card's name
                                         + _alternation(t.DETERMINERS) + r'|"\s*")(?:\s+[^\s,;:]*[^\s,;:ds])?'
                                         r"(?:\s+[^\s,;:]*[^\s,;:ds])?\s+$"),
    # the text before a modal asked of in a question reported ("a player asked whether Cyber Jar
    # can be chained to"): what was asked, not what the ruling is; no clause ends between (the
    # "if" may be the cue's own: Portuguese "perguntou se pode", the cue "se pode")
    "reported_question": lambda t: re.compile(_alternation(t.REPORTED_QUESTION) + r"\s+(?:(?:"
                                              + _alternation(t.REPORTED_IF) + r")\s[^,;:.!?]*)?$"),
    # the text before a modal when the modal opens a relative clause ("… all monsters that could
    # be Special Summoned will be sent …"): it says which, and rules on nothing
    "relative_end": lambda t: re.compile(r"\S\s+(?:" + _alternation(t.RELATIVE) + r")\s+(?:"
                                         + _alternation(t.NEGATIONS) + r"\s+)?$"),
    # … when the sentence's own verb follows the relative clause, before any condition ("… that
    # could be Summoned will be sent"; not "… is a Trigger Effect that can be chained to", whose
    # relative clause is what it rules)
    "main_verb_after": lambda t: re.compile(r"(?:(?!" + _alternation(t.CONDITION_MARKERS) + r")[^;:.()])*?"
                                            + _alternation(t.AUXILIARIES + _all_cues(t))),
    # a verb that makes words a sentence of their own, among a list item's first words (in lower
    # case, not folded: Portuguese "é" is no "e")
    "item_verb": lambda t: re.compile(r"^(?:\S+\s+){0,7}?" + _alternation(t.AUXILIARIES, folded=False)),
    "subject_cue": lambda t: re.compile(
        r"\s(?=" + _alternation(t.SUBJECTS) + r"\s+" + _alternation(_all_cues(t) + t.AUXILIARIES) + r")"),
    "ambiguous_markers": lambda t: frozenset(fold(w) for w in t.AMBIGUOUS_MARKERS),
    "determiners": lambda t: frozenset(fold(w) for w in t.DETERMINERS),
    "prepositions": lambda t: frozenset(fold(w) for w in t.PREPOSITIONS),
    "stopwords": lambda t: frozenset(fold(w) for w in t.STOPWORDS),
    "zones": lambda t: tuple((zone, re.compile(_alternation(words))) for zone, words in t.ZONES.items()),
    "dangling": lambda t: tuple(" " + fold(w) for w in t.DANGLING),
    "exceptions": lambda t: re.compile(_alternation(t.EXCEPTIONS)),
    "unless": lambda t: re.compile(r"^(?:" + _alternation(t.UNLESS) + r")$"),
    "negations": lambda t: frozenset(fold(w) for w in t.NEGATIONS),
    "presence": lambda t: frozenset(fold(w) for w in t.PRESENCE),
    "kind_nouns": lambda t: frozenset(fold(w) for w in t.KIND_NOUNS),
    # the negative subject, then at most four words (no comma, no "matter") up to the modal
    "negative_subject": lambda t: re.compile(r"(?:^|\s)(?:" + _alternation(t.NEGATIVE_SUBJECTS)
                                             + r")(?!\s+matter)(?:\s+[^\s,;:]+){0,4}\s*$"),
    **{f"{kind}_columns": (lambda name: lambda t: frozenset(fold(w) for w in getattr(t, name)))(f"{kind.upper()}_COLUMNS")
       for kind in ("situation", "verdict", "card", "format", "current")},  # a table's headers of each kind of column
    "other_senses": lambda t: _alternation(t.OTHER_SENSES),
    "played": lambda t: re.compile(_alternation(t.PLAYS) + r"\s+(\w+)(?=\s*(?:$|[,.?!;:)])|\s+"  # a card played
                                   + _alternation(t.PREPOSITIONS + t.CONDITION_MARKERS) + ")"),
    # a card's printed text: its marks anywhere, an effect's number ("(1)", "(C)", "①") or an order opening a sentence
    "card_text_form": lambda t: re.compile(
        _alternation(t.CARD_TEXT_MARKS) + r"|(?:^|[.!:;]\s+)(?:\([0-9a-z]{1,2}\)|[①-⑩]|"
        + r"(?:" + "|".join(re.escape(fold(w)) for w in t.CARD_TEXT_OPENERS) + r")\b)"),
    "formats": lambda t: tuple((fmt, re.compile(_alternation(words))) for fmt, words in t.FORMATS.items()),
    "format_contrast": lambda t: re.compile(_alternation(t.FORMAT_CONTRAST)),
    "contrast_opener": lambda t: re.compile(r"^(?:" + _alternation(t.CONTRAST_OPENERS) + r")[\s,]"),
    "leaning": lambda t: re.compile(r"^(?:" + _alternation(t.FOLLOW_ON) + r"|(?:" + _alternation(t.LEADING_CONJUNCTIONS)
                                    + r")[\s,]+(?:" + _alternation(t.ANAPHORA) + r"))[\s,]"),  # "So …", "However, it …"
    "anaphora": lambda t: re.compile(r"^(?:" + _alternation(t.ANAPHORA) + r")\s"),
    "example_of": lambda t: re.compile(r"(?:" + _alternation(t.EXAMPLE_MARKERS) + r")[\s\"“'‘]*$"),
    "old_ruling": lambda t: re.compile(_alternation(t.OLD_RULING)),
    "new_ruling": lambda t: re.compile(_alternation(t.NEW_RULING)),
    "reversed": lambda t: re.compile(_alternation(t.REVERSED)),
    # a date after a word that says a ruling takes effect then ("as of", "since", "a partir de"),
    # or a field named so ("Updated: 2005-06-13", "posted: …")
    "dated": lambda t: re.compile(r"(?:" + _alternation(t.DATE_LEADS) + r"):?[\s(]+(?:" + _date(t)
                                  + r"|(?P<bare>(?:19|20)\d{2})\b)"),
    # a date standing alone, a day or a month and its year (a bare year names a period)
    "named_date": lambda t: re.compile(r"\b(?:" + _date(t) + r")"),
    "months": _month_names, "day_first": lambda t: t.DAY_FIRST,
    "judgement": lambda t: re.compile(rf"(?:\s+{_alternation(t.JUDGEMENT_DEGREES)})*\s+{_alternation(t.JUDGEMENT_VERBS)}"
                                      rf"(?:\s+{_alternation(t.JUDGEMENT_DEGREES)})*\s+{_alternation(t.JUDGEMENTS)}"),
    "inflections": lambda t: tuple((fold(ending), tuple(forms)) for ending, forms in t.INFLECTIONS),
    "wh_asks": lambda t: tuple((kind, _wh_ask(t, kind)) for kind in t.WH_ASKS),
    # the words of a verdict that answer each kind, as word-normalised text writes them (" by ")
    "wh_answers": lambda t: {kind: tuple(dict.fromkeys(words_of(p) for p in phrases))
                             for kind, phrases in t.WH_ANSWERS.items()},
}


@lru_cache(maxsize=1)
def stopwords() -> frozenset[str]:
    """The stop words of every language: a question's words are searched without them."""
    return frozenset().union(*(lexicon(lg).stopwords for lg in LANGS))


@lru_cache(maxsize=1)
def _small_talk() -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    """The matchers of what a question says to the judge (every language's tables: the language
    is read after): its opening, its closing, its politeness anywhere."""
    def words(name: str) -> str:
        return _alternation([p for t in TABLES.values() for p in getattr(t, name)], folded=False)
    # a greeting and whom it greets, then a comma or the next word ("hey can I"; never a hyphen:
    # "Hi-Speedroid" is a card); whom alone, or an opener, only with its punctuation
    please = rf"(?:\s+{words('POLITENESS')})?"
    opening = re.compile(rf"\W*(?:{words('GREETINGS')}(?:\s+{words('ADDRESSED')})?{please}(?:\s*[,:;!.—–]+|\s+-|(?=\s+\w))"
                         rf"|(?:{words('ADDRESSED')}|{words('OPENERS')}){please}\s*[,:;!?.—–]+)\s*", re.I)
    # thanks closing it, to whom ("thanks guys"), signed ("Thanks, Ben", "Valeu, abraço", "Regards, Carlos":
    # a name capitalised, or a second sign-off)
    signed = rf"(?:\s+{words('ADDRESSED')}|[,\s]+(?:{words('THANKS')})|,?\s+(?-i:[A-Z])[\w.'’-]{{1,20}})"
    closing = re.compile(rf"(?:^|(?<=[\s.,!?;:)]))(?:{words('THANKS')}){signed}?{signed}?[\s!.?:)(]*$", re.I)
    return opening, closing, re.compile(words("POLITENESS"), re.I)


@lru_cache(maxsize=1)
def _small_talk_words() -> tuple[frozenset, frozenset, frozenset]:
    """The words small talk opens with, closes with, and is said with anywhere (lower case)."""
    def first(*names: str) -> frozenset:
        return frozenset(p.split()[0].lower() for t in TABLES.values() for name in names for p in getattr(t, name))
    return first("GREETINGS", "ADDRESSED", "OPENERS"), first("THANKS"), first("POLITENESS")


def small_talk(text: str) -> list[tuple[int, int]]:
    """The spans of a question that speak to the judge, not of the game: "Hi judge, quick
    question:" opening it, "Thanks!" closing it, "please" / "por favor" anywhere. Their words
    would otherwise be searched as the question's rarest ("judge", "quick" → Quick-Play Spells).
    A question holding none of their words where they stand is spared the matchers (compiling
    them costs a cold process about 10 ms)."""
    words = WORD.findall(text.lower())
    opens, closes, anywhere = _small_talk_words()
    if not words or not (words[0] in opens or closes.intersection(words[-6:]) or anywhere.intersection(words)):
        return []
    opening, closing, politeness = _small_talk()
    spans, at = [], 0
    for _ in range(3):  # "Hi judge, quick question: …": a greeting, then an opener
        m = opening.match(text, at)
        if not m or m.end() == at:
            break
        spans.append((at, m.end()))
        at = m.end()
    m = closing.search(text, at)
    if m:
        spans.append(m.span())
    spans += [m.span() for m in politeness.finditer(text, at, m.start() if m else len(text))]
    return sorted(spans)


CONTRAST_REACH = 24  # characters before a format's name where "unlike" makes it a contrast


@lru_cache(maxsize=65_536)  # rulings repeat across documents
def named_format(text: str, lang: str) -> str:
    """The format (era of the rules) a text says it is about: the first one named other than in
    contrast ("unlike in current format" names current only to set it apart); "" when none.

    >>> named_format("In Goat Format, can I chain it?", "en")
    'goat'
    """
    lex = lexicon(lang)
    folded = fold(text)
    found = []
    for fmt, rx in lex.formats:
        for m in rx.finditer(folded):
            before = folded[max(0, m.start() - CONTRAST_REACH):m.start()]
            if not lex.format_contrast.search(before):
                found.append((m.start(), fmt))
    return min(found)[1] if found else ""


def names_the_game(text: str, heading: str = "") -> bool:
    """Whether a text says a word of the game in any language (`GAME_WORDS`: a card, a zone, an
    attack…), not only of the page, its site or its writer ("Let's begin."); or goes on about what
    was named before ("It also applies to …", "Reason: …"), or its heading's last level does ("Monstros Gemini")."""
    folded, head = fold(text), fold(heading.rsplit(" > ", 1)[-1])
    return any(lexicon(lang).game_word.search(folded) or lexicon(lang).anaphora.match(folded)
               or lexicon(lang).rationale.match(folded) or lexicon(lang).game_word.search(head) for lang in LANGS)


def references_heading(text: str) -> bool:
    """Whether a heading opens a page's list of what it cites ("References", "Fontes"), in any language."""
    return any(lexicon(lang).references.fullmatch(fold(text).strip(" :")) for lang in LANGS)


def turning_words(words, *langs: str) -> frozenset[str]:
    """The words (folded) that turn a ruling: a negation or restriction of the languages ("not",
    "only", "não"), or a number. Two wordings of one ruling hold the same ones."""
    negations = frozenset().union(*(lexicon(lang).negations for lang in langs))
    return frozenset(w for w in words if w in negations or any(ch.isdigit() for ch in w))


def effect_numbers(folded: str, lang: str) -> list[str]:
    """The numbers rulings give the effects a folded question calls by their place.

    >>> effect_numbers("does its second effect target? o primeiro efeito?", "en")
    ['2']
    """
    lex = lexicon(lang)
    return sorted({lex.effect_ordinals[m.group(1)] for m in lex.effect_ordinal.finditer(folded)})


MIN_STEM = 3  # letters a word keeps once its ending is cut ("vai" is no inflection of "var")


def dictionary_forms(word: str, lang: str) -> list[str]:
    """The dictionary forms a folded word may inflect, most likely first, by the language's
    endings ("ativei" → "ativar", "ataquei" → "atacar"; "tributing" → "tribut", "tribute").

    >>> dictionary_forms("encadeou", "pt")[:1]
    ['encadear']
    >>> dictionary_forms("paguei", "pt")[:1]
    ['pagar']
    >>> dictionary_forms("chaining", "en")
    ['chain', 'chaine']
    """
    out = []
    for ending, forms in lexicon(lang).inflections:
        if word.endswith(ending):
            stem = word[:-len(ending)]
            # a stem of MIN_STEM letters, or a dictionary form of two more: "paguei" → "pagar"
            out += [stem + form for form in forms
                    if len(stem) >= MIN_STEM or stem and len(stem + form) >= MIN_STEM + 2]
    return [f for f in dict.fromkeys(out) if f != word]


# endings too short or too common to write a verb's forms with ("fundo" is no "fundir", "setas" no "setar")
UNWRITTEN_ENDINGS = frozenset({"a", "e", "i", "o", "as", "es"})


def verb_forms(verb: str, lang: str) -> list[str]:
    """The written forms of a verb's dictionary form, by the language's endings read the other way
    ("encadear" → "encadeou", "encadeei", "encadeado", …; "atacar" → "ataquei"). Forms no
    language writes ("atacei") come too: they match nothing.

    >>> [f for f in verb_forms("encadear", "pt") if f in ("encadeou", "encadeei", "encadeado")]
    ['encadeado', 'encadeei', 'encadeou']
    >>> verb_forms("chain", "en")
    ['chain', 'chaining', 'chained', 'chains']
    """
    out = [verb]
    for ending, dict_endings in lexicon(lang).inflections:
        if ending in UNWRITTEN_ENDINGS:
            continue
        for de in dict_endings:
            if verb.endswith(de) and len(verb) >= MIN_STEM + 2:  # "pagar" → "paguei"; not "ser"
                out.append(verb[:len(verb) - len(de)] + ending)
    return list(dict.fromkeys(out))


class Lexicon:
    """The compiled cue tables of one language; each matcher is compiled when first read."""

    def __init__(self, lang: str):
        self.lang = lang
        self._table = TABLES.get(lang, TABLES["en"])

    def __getattr__(self, name: str):
        build = _BUILDERS.get(name)
        if build is None:
            raise AttributeError(name)
        value = build(self._table)
        setattr(self, name, value)  # read from the instance from now on
        return value


@lru_cache(maxsize=None)
def lexicon(lang: str) -> Lexicon:
    return Lexicon(lang)
