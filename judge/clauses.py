"""Split a sentence into situation and verdict clauses, and label each verdict: the language rules
of verdicts, read at ingest and when an answer is given."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .marks import marked
from .model import Label, fold
from .masking import NAME_LIST, NAME_OR_WORD, NEXT_NAME, fold_same_length, mask, named_subject
from .lang import Lexicon

LEAD_NOISE = re.compile(r"^(?:[\s\-–—•*>]|\(\s*\)|\()+")  # "( )": a blanked "(2)" numbering a clause
# a label before a ruling that says what kind of remark it is, never part of its situation
LEAD_TAG = re.compile(r"^(?:note|exception|obs|nota|observação|observacao|ruling|clarification|tip|dica|hint|"
                      r"important|importante|attention|atenção|atencao|warning|aviso|reminder|lembrete|lembre-se)"
                      r"\.?\s*:\s*", re.I)  # "Obs.:" too
NAME_LINKS = {"or", "and", "ou", "e", "nor", "nem"}  # what joins the card names a subject lists
# "then" and a subject opening the main clause after a condition with no comma ("if B (…) then your
# monster …"); not a condition's own "and then" nor "then" and a verb ("flipped face-down then face-up")
THEN = re.compile(r"(?<!\band )(?<!\bor )(?<!\bbut )(?<!\be )(?<!\bou )(?<!\bmas )\b(?:then|então|entao)\b")
TRIM = " \t\n,;:-–—"


@dataclass(frozen=True)
class Clause:
    """One verdict of a sentence with the situation it depends on (spans into the sentence)."""

    verdict: tuple[int, int]
    situation: tuple[int, int] | None = None


def _skip_lead(masked: str, lex: Lexicon, source: str) -> int:
    pos = 0
    while True:
        start = pos
        m = LEAD_NOISE.match(masked, pos)
        if m:
            pos = m.end()
        m = LEAD_TAG.match(masked[pos:])
        if m:
            pos += m.end()
        m = lex.conjunction.match(masked[pos:])
        if m and source[pos:pos + m.end()].lower() == masked[pos:pos + m.end()]:
            pos += m.end()  # "But", "E" — yet not "É" (is), which folds to the same letters
        if pos == start:
            return pos


def _words(text: str) -> int:
    return len(re.findall(r"\w+", text))


def _past(masked: str, comma: int) -> int:
    """Where a sentence goes on after a comma: past the closing quote it is written inside ("… “Drop Off,” the …")."""
    return comma + 2 if masked[comma + 1:comma + 2] == '"' else comma + 1


def _condition_end(masked: str, pos: int, lex: Lexicon, source: str = "") -> int | None:
    """Where the opening conditional clause ends (its comma, or the space before its "then"), or None;
    `source`: the sentence itself, whose capitals show a name that opens the main clause unquoted."""
    # a comma between quoted names of a list ("… with "Book of Moon", "Darkness Approaches", etc."), or inside the
    # closing quote of one ("… with “Book of Moon,” “Darkness Approaches,” etc."), ends no clause
    commas = [m.start() for m in re.finditer(",", masked) if m.start() > pos and not NAME_LIST.match(masked, m.start())
              and not ((after := _past(masked, m.start())) > m.end() and NEXT_NAME.match(masked, after))]
    # at least three words before it, a quoted name one of them ("When "Fiber Jar" resolves, …")
    candidates = [c for c in commas if len(NAME_OR_WORD.findall(masked, pos, c)) >= 3
                  and (lex.main_start.match(masked[_past(masked, c):].lstrip())
                       or source and named_subject(source, c + 1, masked, lex.main_start))]
    then = THEN.search(masked, pos)
    if (then and _words(masked[pos:then.start()]) >= 3 and (not candidates or then.start() < candidates[0])
            and lex.main_start.match(masked[then.end():].lstrip())):
        if lex.any_cue.search(masked, pos, then.start()) is None:  # a modal before it began the main clause
            return then.start() - 1
    if not candidates:
        return _bare_main_clause(masked, pos, lex)
    first_cue = min((m.start() for _, rx in lex.cues for m in rx.finditer(masked, candidates[0])), default=-1)
    cut = ([c for c in candidates if c < first_cue] or candidates[:1])[-1]  # the last comma before the first modal
    return cut + 2 if _past(masked, cut) == cut + 2 else cut  # a closing quote the comma is inside ends the condition too


def _in_relative_clause(masked: str, cue: re.Match, lex: Lexicon, pos: int = 0) -> bool:
    """A modal cue opening a relative clause of the subject, the sentence's verb after it ("all
    monsters that could be Special Summoned will be sent …"): it says which, not what may be."""
    relative = lex.relative_end.search(masked, pos, cue.start())
    if not relative:
        return False
    # … or of a sentence that has no verb of its own ("Unlike previous Toon Monsters, which can
    # attack directly …"): what it names does so, nothing is ruled
    return bool(lex.main_verb_after.match(masked, cue.end()) or not lex.any_verb.search(masked, pos, relative.start()))


# a subject's relative clause in the passive ("A monster that was Summoned") before a clause of time
RELATIVE_HEAD = {"en": re.compile(r"\b(?:that|which|who)\s+(?:was|were|is|are|(?:has|have|had)\s+been)\s+[^,;:]*,?\s*$"),
                 "pt": re.compile(r"\bque\s+(?:foi|foram|era|eram|estava|estavam|tinha sido)\s+[^,;:]*,?\s*$")}
# a comparison's modal permits nothing: "Special Summon as many as you can", "as soon as they can"
COMPARED = {"en": re.compile(r"\bas\s+(?:many|much|soon|often|far|few|little)\b(?:\s+[\w'-]+){0,4}\s+as\s+"
                             r"(?:you|they|he|she|it|we|the player)\s+$"),
            "pt": re.compile(r"\b(?:tant[oa]s|quant[oa]s|o m[aá]ximo)\b(?:\s+[\w'-]+){0,4}\s+(?:quanto|que)\s+$")}
ADVERBS_BEFORE = re.compile(r"(?:\b(?:also|still|then|too|ainda|também|tambem|já|ja)\s+)+$")


def _main_after_inner(masked: str, head: str, at: int, end: int, lex: Lexicon) -> int | None:
    """Where the main clause starts after a clause of time inside its subject (`RELATIVE_HEAD`): at the first
    modal after it ("… when X was activated also cannot be attacked": at "also"); None if none or one before."""
    relative = RELATIVE_HEAD.get(lex.lang)
    if relative is None or not relative.search(head) or lex.any_cue.search(head):
        return None
    if (cue := lex.any_cue.search(masked, at, end)) is None or _words(masked[at:cue.start()]) < 2:
        return None
    return lead.start() if (lead := ADVERBS_BEFORE.search(masked, at, cue.start())) else cue.start()


def _bare_main_clause(masked: str, pos: int, lex: Lexicon) -> int | None:
    """Where the main clause starts after a condition with no comma.

    "When X is active you can …" and "Se … no campo o seu ataque DEVE …": the clause starts
    at the furthest determiner or pronoun within three words before the first cue that does
    not follow a preposition ("… active on the field you can …" starts at "you"), else at a
    card name right before the cue ("…, in both cases "Armor Exe" CAN attack"); "… is
    destroyed it is sent …": at a subject followed by an auxiliary.
    """
    for m in lex.any_cue.finditer(masked, pos):
        if _in_relative_clause(masked, m, lex, pos) or lex.temporal_end.search(masked, pos, m.start()):
            # "… all monsters that could be Summoned will be …", "… is destroyed before you can
            # Tribute it": a relative clause's, a clause of time's, not the main clause's
            continue
        before = list(re.finditer(r"[\w'-]+", masked[pos:m.start()]))
        if len(before) < 4:
            continue
        # the words and the (blanked) card names before the cue: what precedes each word
        tokens = list(NAME_OR_WORD.finditer(masked, pos, m.start()))
        preceding = {t.start(): tokens[i - 1].group(0) if i else "" for i, t in enumerate(tokens)}
        start = None
        for w in before[-3:]:
            if w.group(0) in lex.determiners and preceding.get(pos + w.start()) not in lex.prepositions:
                start = pos + w.start()
                break
        if start is None and len(tokens) > 1 and tokens[-1].group(0)[0] == '"':
            # the names a subject lists ("A" or "B" cannot …) are all of it
            first = len(tokens) - 1
            while first >= 2 and tokens[first - 1].group(0) in NAME_LINKS and tokens[first - 2].group(0)[0] == '"':
                first -= 2
            if first and tokens[first - 1].group(0) not in lex.prepositions:
                start = tokens[first].start()
        if start is not None and _words(masked[pos:start]) >= 3:
            return start - 1
        break
    for m in lex.subject_cue.finditer(masked, pos):
        subject_end = m.end() + len(masked[m.end():].split(maxsplit=1)[0]) + 1
        if lex.temporal_end.search(masked, pos, subject_end):
            continue  # "… before you can …": the subject of a clause of time
        return m.start() if _words(masked[pos:m.start()]) >= 3 else None
    return None


KEPT = 65_536  # sentences whose clauses and labels are kept: rulings repeat across documents


def split(sentence: str, lex: Lexicon, allow_colon: bool = True, quoted: bool = True) -> list[Clause]:
    """The clauses of a sentence: a situation (if any) and one or more verdicts. A sentence
    written in brackets ("(Note: a monster Set this turn cannot …)") is split inside them, and
    so is one quoted whole (`quoted`: not inside brackets, where a quotation is card text cited:
    "the additional effect (“This card cannot battle this turn.”) is not applied")."""
    return list(_clauses(sentence, lex, allow_colon, quoted))


@lru_cache(maxsize=KEPT)
def _clauses(sentence: str, lex: Lexicon, allow_colon: bool, quoted: bool) -> tuple[Clause, ...]:
    return tuple(_split(sentence, lex, allow_colon, quoted))


def _split(sentence: str, lex: Lexicon, allow_colon: bool, quoted: bool) -> list[Clause]:
    inner = _bracketed_whole(sentence)
    if inner is not None:
        start, end = inner
        return _split_from(sentence, start, end, lex, allow_colon, quoted=False)
    inner = _quoted_whole(sentence) if quoted else None
    if inner is not None:
        start, end = inner
        return _split_from(sentence, start, end, lex, allow_colon)
    masked = mask(fold_same_length(sentence))
    pos = _skip_lead(masked, lex, sentence)
    end = len(sentence.rstrip())
    situation = None
    verdict_start = pos
    later: list[Clause] = []  # the clauses after a trailing condition
    if lex.condition.match(masked, pos) or lex.condition.match(masked[pos:]):
        cut = _condition_end(masked, pos, lex, sentence)
        if cut is not None:
            situation = (pos, cut)
            verdict_start = cut + 1
    if situation is None and allow_colon:
        colon = masked.find(":", pos)
        if colon > pos and _words(masked[pos:colon]) <= 8 and _words(masked[colon + 1:]) >= 2 and not lex.any_cue.search(masked[pos:colon]):
            situation = (pos, colon)
            verdict_start = colon + 1
    if situation is None:
        m = lex.trailing.search(masked, pos)
        if m and _words(masked[pos:m.start()]) >= 3:
            head = masked[pos:m.start()]
            after_comma = head.rstrip().endswith(",")
            if after_comma:
                cut = _condition_end(masked, m.start(1), lex, sentence)
                if cut is not None:  # "A, if B, C": a second ruling follows the first
                    # unless A decides nothing: "In current format, when B, C" is one ruling, led in
                    first = [Clause(verdict=(pos, m.start()))] if lex.any_cue.search(head) else []
                    rest = [Clause(verdict=v, situation=(m.start(1), cut))
                            for v in _split_contrast(masked, cut + 1, end, lex)]
                    return [_trim(sentence, c) for c in first + rest]
            joined = lex.joining.search(head)
            if joined and _words(head[:joined.start()]) >= 2:
                # "A, so if B, C": A is a ruling, then "if B, C" a sentence of its own
                first = _trim(sentence, Clause(verdict=(pos, pos + joined.start())))
                return [first] + _split_from(sentence, m.start(1), len(sentence), lex, allow_colon, quoted)
            main = _main_after_inner(masked, head, m.end(), end, lex)
            if main is not None:  # "A monster that was Summoned when … cannot attack": the verb after it rules
                situation, verdict_start = (pos, main - 1), main
            else:
                plain = m.group(1) not in lex.ambiguous_markers
                dangling = head.split()[-1] in lex.determiners or head.rstrip().endswith(lex.dangling)
                if not dangling and (lex.any_cue.search(head) or plain and (after_comma or _words(head) >= 3)):
                    # the condition runs to the sentence's end, or to a clause of its own that follows
                    # it ("… while B, so C"): C is a verdict too, under the same condition
                    cut = _consequence(masked, m.end(), end, lex)
                    situation = (m.start(1), cut[0] if cut else end)
                    if cut:  # read as a sentence of its own: a condition of its own is its ("; C if D")
                        later = [c if c.situation else Clause(verdict=c.verdict, situation=situation)
                                 for c in _split_from(sentence, cut[1], end, lex, allow_colon, quoted)]
                    end = m.start()
    clauses = [Clause(verdict=v, situation=situation) for v in _split_contrast(masked, verdict_start, end, lex)]
    return [_trim(sentence, c) for c in clauses] + later


QUOTE_CLOSING = {'"': '"', "“": "”"}
QUOTE_LEAD = re.compile(r"\s*[^\s\"“”:][^\"“”:]{0,60}:\s*(?=[\"“])")  # "Konami's FAQ: " before a quotation


def _quoted_whole(sentence: str) -> tuple[int, int] | None:
    """The span inside the quotation marks a whole ruling is quoted in ("\"You cannot activate …\"" cited,
    or after words naming where: "The FAQ: \"…\""), or None: a quoted name, or quotes inside (in parts)."""
    lead = QUOTE_LEAD.match(sentence)
    start = lead.end() if lead else len(sentence) - len(sentence.lstrip())
    text = sentence.rstrip()
    closed = text.rstrip(".!?")  # "\"… it\"." ends past its quotation mark
    end = len(closed) if closed[-1:] in QUOTE_CLOSING.values() else len(text)
    if end - start < 3 or sentence[start] not in QUOTE_CLOSING or sentence[end - 1] != QUOTE_CLOSING[sentence[start]]:
        return None
    inner = sentence[start + 1:end - 1]
    if any(q in inner for q in ('"', "“", "”")) or len(inner.split()) < 4:
        return None
    return start + 1, end - 1


def _split_from(sentence: str, start: int, end: int, lex: Lexicon, allow_colon: bool,
                quoted: bool = True) -> list[Clause]:
    """The clauses of `sentence[start:end]` read as a sentence of its own, spans in `sentence`."""
    return [Clause(verdict=(c.verdict[0] + start, c.verdict[1] + start),
                   situation=(c.situation[0] + start, c.situation[1] + start) if c.situation else None)
            for c in split(sentence[start:end], lex, allow_colon, quoted)]


def _past_conjunction(masked: str, at: int, end: int, lex: Lexicon) -> int:
    """Where a clause starting at `at` begins once a leading "and", "so", "but" … is skipped."""
    m = lex.conjunction.match(masked[at:end])
    return at + m.end() if m else at


def _consequence(masked: str, start: int, end: int, lex: Lexicon) -> tuple[int, int] | None:
    """Where a condition that trails its main clause gives way to a clause of its own ("…, so
    C", "…; C"): (the separator's start, C's start), or None. C has at least two words."""
    found = [(at, at + len(sep)) for sep in lex.consequences if (at := masked.find(sep, start, end)) >= 0]
    # … or to a contrast that is a clause of its own ("… if "Umi" is not on the field, but it
    # cannot be activated"): a second verdict, not more of the condition
    found += [(at, at + len(sep)) for sep in lex.clause_splits
              if (at := masked.find(sep, start, end)) >= 0 and _opens_clause(masked, at + len(sep), end, lex)]
    if not found:
        return None
    at, rest = min(found)
    rest = _past_conjunction(masked, rest, end, lex)
    return (at, rest) if _words(masked[rest:end]) >= 2 else None


CLOSING = {"(": ")", "[": "]"}


def _bracketed_whole(sentence: str) -> tuple[int, int] | None:
    """The span inside the brackets a whole sentence is written in, or None ("(a) … (b)" is not)."""
    start = len(sentence) - len(sentence.lstrip())
    end = len(sentence.rstrip())
    if end - start < 3 or sentence[start] not in CLOSING or sentence[end - 1] != CLOSING[sentence[start]]:
        return None
    opening, depth = sentence[start], 0
    for i in range(start, end):
        depth += (sentence[i] == opening) - (sentence[i] == CLOSING[opening])
        if depth == 0 and i < end - 1:
            return None  # closed before the end: brackets inside the sentence, not around it
    return start + 1, end - 1


def _split_contrast(masked: str, start: int, end: int, lex: Lexicon) -> list[tuple[int, int]]:
    """A verdict with two cued halves ("you cannot …, but you can …") becomes two; so does a
    cued one with a clause of its own after it ("you can …, but it will not …"), or a condition
    of its own and its main clause ("you can …, but if you don't, it is sent …")."""
    for sep in lex.contrast:
        at = masked.find(sep, start, end)
        if at < 0:
            continue
        left, right = masked[start:at], masked[at + len(sep):end]
        if not lex.any_cue.search(left):
            continue
        rest = _past_conjunction(masked, at + len(sep), end, lex)
        if lex.any_cue.search(right) or (sep in lex.clause_splits and (_opens_clause(masked, rest, end, lex) or lex.elliptic.match(right))):
            return [(start, at)] + _split_contrast(masked, rest, end, lex)
    return [(start, end)]


def _opens_clause(masked: str, at: int, end: int, lex: Lexicon) -> bool:
    """Whether a clause of its own starts at `at` (past a leading "and", "but" …): a subject and
    its verb ("it will not …"), or a condition and its main clause ("if you don't, it is …")."""
    at = _past_conjunction(masked, at, end, lex)
    return bool(lex.own_clause.match(masked[at:end]) or (
        lex.condition.match(masked[at:end]) and _condition_end(masked, at, lex) is not None))


def _trim(sentence: str, clause: Clause) -> Clause:
    def trim(span):
        s, e = span
        while s < e and sentence[s] in TRIM:
            s += 1
        while e > s and sentence[e - 1] in TRIM:
            e -= 1
        if e > s and sentence[e - 1] in '"”' and sentence[s:e].count('"') % 2:
            e -= 1  # the closing quote of a quotation the sentence ends
        if e > s and sentence[e - 1] == ")" and sentence[s:e].count(")") > sentence[s:e].count("("):
            e -= 1  # the bracket closing a sentence written in brackets, its opening one skipped
        return (s, e)

    return Clause(verdict=trim(clause.verdict), situation=trim(clause.situation) if clause.situation else None)


@lru_cache(maxsize=KEPT)
def label(verdict: str, lex: Lexicon) -> Label:
    """The verdict's label from its first modal cue: cannot → forbidden, must → required, can → allowed.

    The earliest cue wins (a longer one at the same place first), so negation is read in its
    own scope: "you cannot Tribute 1 of them" is forbidden, "it can be returned … before it is
    destroyed" is allowed, "the monster is destroyed" is an outcome.
    """
    masked = mask(fold_same_length(verdict))
    # a written date is no modal: "in May 2005" says when, not what a player may do
    masked = lex.named_date.sub(lambda m: " " * len(m.group(0)), masked)
    best: tuple[int, int, str] | None = None
    for name, rx in lex.cues:
        # a modal in a clause of time ("… is destroyed before you have to discard"), opening a
        # relative clause ("monsters that cannot be Special Summoned are sent …") or asked of in a
        # question reported ("a player asked whether it can be chained to") rules on nothing
        m = next((m for m in rx.finditer(masked) if not lex.temporal_end.search(masked, 0, m.start())
                  and not _in_relative_clause(masked, m, lex) and not (name == "allowed" and (
                      lex.judgement.match(masked, m.end()) or lex.lang in COMPARED and COMPARED[lex.lang].search(masked, 0, m.start())))
                  and not lex.reported_question.search(masked, 0, m.start())), None)
        if m and (best is None or (m.start(), -len(m.group(0))) < (best[0], -best[1])):
            best = (m.start(), len(m.group(0)), name)
    lead = _skip_lead(masked, lex, verdict)
    if lex.prohibition.match(masked[lead:]) and (best is None or best[0] > lead):
        return Label.FORBIDDEN  # "Do not roll the die …" (but "do not have to" is a cue of its own)
    if best is not None:
        if best[2] == "allowed" and lex.negative_subject.search(masked[lead:best[0]]):
            return Label.FORBIDDEN  # "Neither player can …", "no monster may …"
        if best[2] == "allowed" and lex.restriction.match(masked[lead:]):
            # "Only one … can be face-up": the rest cannot; "Only monsters able to attack must attack" still requires
            duty = dict(lex.cues)["required"].search(masked, best[0] + best[1])
            return Label.REQUIRED if duty else Label.FORBIDDEN
        return Label(best[2])
    if (mark := marked(verdict)) is not None:  # "❌ Ativar …": the mark says what the words do not
        return mark
    if lex.imperative.match(masked[lead:]):
        return Label.REQUIRED
    return Label.OUTCOME


DENIED = {Label.ALLOWED: Label.FORBIDDEN, Label.REQUIRED: Label.ALLOWED}  # a modal's opposite, its verb left out
MAX_HEADING = 3  # words of a label or heading that forbids or allows what follows it ("Don't:", "## Do Not", "DO:", "Pode:")


def denied(lab: Label, verdict: str, said: list, lex: Lexicon, own: str = "") -> Label:
    """A clause's label (`label`'s); denying, its verb left out, the modal of the clause before it (`said`: (label, situation)
    of each so far; "…, but not by Divine Wrath"), that modal's opposite; under a label that forbids or allows (`own`), its."""
    if lab is Label.OUTCOME and said and said[-1][0] in DENIED and lex.elliptic.match(fold_same_length(verdict).lower()):
        return DENIED[said[-1][0]]
    return under_heading(lab, own, lex)


def under_heading(lab: Label, words: str, lex: Lexicon) -> Label:
    """A label under a few words' heading or label: forbidding ("DON'T:"), forbidden; only allowing ("DO:"), an outcome allowed."""
    folded = fold(words) if 0 < len(words.split()) <= MAX_HEADING else ""
    if lex.prohibition.match(folded):
        return Label.FORBIDDEN if lab in (Label.OUTCOME, Label.REQUIRED) else lab
    return Label.ALLOWED if lab is Label.OUTCOME and lex.permission.match(folded) else lab
