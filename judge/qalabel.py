"""A Q&A's label: the answer's yes or no read against what its question asks (a permission, a
duty, whether an effect is optional), else the answer's own first cue."""
from __future__ import annotations

from .clauses import label
from .masking import fold_same_length
from .lang import Lexicon
from .marks import ANSWER_MARK, YES_MARKS
from .model import Label
from .text import SENTENCE_END, WORD, stem



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
    yes, no = lex.yes.match(a), lex.no.match(a + " ")  # "No" may be all the answer says
    if mark := ANSWER_MARK.match(a):  # a chart's "✔" or "✘" for its answer: a yes or a no
        yes, no = (mark, None) if mark.group(1) in YES_MARKS else (None, mark)
    duty, permission = lex.question_required.search(q), lex.question_allowed.search(q)
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
    if modal and not (yes or no):
        at = min(m.start() for m in (duty, permission) if m)
        told = _said_of_the_asked(q[at:], answer, lex) or told  # what the modal asks, not the scene before it
    if no and not modal and told is Label.REQUIRED:
        # "Does Sangan activate if it is banished? No. It must be sent to the Graveyard": the no
        # says what happens; the duty after it only explains why (no player must do anything)
        return Label.OUTCOME
    return told


def _said_of_the_asked(asking: str, answer: str, lex: Lexicon) -> Label | None:
    """The label of the answer's sentence that says most of what is asked (`asking`: the question
    from its modal on, folded), when it says at least as much of it as the answer's first ruling
    sentence: "Can I target a Gemini monster?" — "The effect must target an Effect Monster.
    Therefore, it cannot target a Gemini monster …" is answered by the second (forbidden), not by
    the first sentence's duty; of two saying as much, the later (the rule, then the case asked).
    None when no sentence says any of it."""
    asked = {stem(w) for w in WORD.findall(fold_same_length(asking).lower())
             if len(w) > 3 and w not in lex.stopwords}
    ruled = [(len(asked & {stem(w) for w in WORD.findall(fold_same_length(s).lower())}), i, said)
             for i, s in enumerate(SENTENCE_END.split(answer)) if (said := label(s, lex)) is not Label.OUTCOME]
    if len(ruled) < 2:
        return None
    best = max(ruled, key=lambda r: r[:2])  # of two saying as much, the later applies the rule told first
    return best[2] if best[0] >= max(1, ruled[0][0]) else None
