"""A Q&A's label: the answer's yes or no read against what its question asks (a permission, a
duty, whether an effect is optional), else the answer's own first cue."""
from __future__ import annotations

import re

from .clauses import YES_MARKS, fold_same_length, label
from .lang import Lexicon
from .model import Label
from .text import SENTENCE_END

# a check or a cross answering a question on its own ("Can …? | ✔"): its yes or no
ANSWER_MARK = re.compile(r"\s*([✔✓✅☑🟢✘✗❌✖❎☓⛔🚫🔴])\ufe0f?(?=\s|$|[.,;:])")


def label_qa(question: str, answer: str, lex: Lexicon, first: str | None = None) -> Label:
    """A Q&A's label: a yes or no answers the question's modal; otherwise the answer's first
    cue. A question that asks no modal ("will it still destroy itself?") is answered by the
    answer's `first` sentence: what follows it explains ("As stated before, it must be
    face-up …") and does not decide the label."""
    # what is asked is in the sentences that ask, not one telling more after them ("… can I add it
    # back? My friend says it has to be a cost."); "the mandatory effect" asks no duty
    asking = " ".join(s for s in SENTENCE_END.split(question) if s.rstrip().endswith("?")) or question
    q = lex.duty_attribute.sub(" ", fold_same_length(asking))
    a = fold_same_length(answer).lstrip(" -")
    yes, no = lex.yes.match(a), lex.no.match(a)
    if mark := ANSWER_MARK.match(a):  # a chart's "✔" or "✘" for its answer: a yes or a no
        yes, no = (mark, None) if mark.group(1) in YES_MARKS else (None, mark)
    duty, permission = bool(lex.question_required.search(q)), bool(lex.question_allowed.search(q))
    modal = duty or permission
    if (yes or no) and lex.question_negated.search(q):
        # "You cannot activate it then? No – you can, …": the answer's own modal after its yes or
        # no decides (a yes or a no to a negated question is read either way)
        said = label(a[(yes or no).end():], lex)
        if said is not Label.OUTCOME:
            return said
    if yes or no:
        if lex.question_optional.search(q):  # "is it optional?": yes, it may be skipped; no, it must be done
            return Label.ALLOWED if yes else Label.REQUIRED
        if duty:
            return Label.REQUIRED if yes else Label.ALLOWED
        if permission:
            return Label.ALLOWED if yes else Label.FORBIDDEN
    told = label(first if first is not None and not modal else answer, lex)
    if no and not modal and told is Label.REQUIRED:
        # "Does Sangan activate if it is banished? No. It must be sent to the Graveyard": the no
        # says what happens; the duty after it only explains why (no player must do anything)
        return Label.OUTCOME
    return told
