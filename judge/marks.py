"""Checks and crosses standing for a verdict: a fan summary's point opened by one ("❌ Ativar …"),
a chart's cell holding one ("| Monster Reborn on it | ✅ |"), a chart's answer ("Can …? | ✔")."""
from __future__ import annotations

import re

from .model import Label

YES_MARKS = "✔✓✅☑🟢"  # a check: yes, allowed
NO_MARKS = "✘✗❌✖❎☓⛔🚫🔴"  # a cross: no, forbidden
MARKS = YES_MARKS + NO_MARKS
# a point marked allowed (a check) or forbidden (a cross) before its words
VERDICT_MARK = re.compile(rf"\s*(?:[-*•]\s*)?([{MARKS}])\ufe0f?\s")
# a table cell holding only a check or a cross
ROW_MARK = re.compile(rf"\|[ \t]*([{MARKS}])\ufe0f?[ \t]*(?=\|)")
# a check or a cross answering a question on its own ("Can …? | ✔"): its yes or no
ANSWER_MARK = re.compile(rf"\s*([{MARKS}])\ufe0f?(?=\s|$|[.,;:])")


def marked(verdict: str) -> Label | None:
    """The verdict a check or a cross gives words that say no modal: the mark opening them, else a
    chart row's cell holding only one (marks that disagree, one per format's column, say none)."""
    if mark := VERDICT_MARK.match(verdict):
        return Label.ALLOWED if mark.group(1) in YES_MARKS else Label.FORBIDDEN
    said = {m in YES_MARKS for m in ROW_MARK.findall(verdict)} if "|" in verdict else set()
    if len(said) == 1:
        return Label.ALLOWED if said.pop() else Label.FORBIDDEN
    return None
