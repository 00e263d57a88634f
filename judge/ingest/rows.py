"""A table's row read as a ruling: its cells under the columns its header names (situation,
verdict), and a column that asks a question answered by its cell."""
from __future__ import annotations

import re

from ..lang import lexicon
from ..model import Label, Record, fold
from ..clauses import Clause, label_qa


def _columns(context: str) -> list[str]:
    """A table row's column headers: the last part of its context ("table > Card / Ruling")."""
    return context.rsplit(" > ", 1)[-1].split(" / ")


def row_clause(row: str, context: str, lex) -> Clause:
    """A table row's situation and verdict: the cells under a situation column ("Situation",
    "When", "Caso") and a verdict column ("Ruling", "Answer", "Resposta"), when its header has
    both; else the whole row is the verdict. Spans of the row."""
    columns = [fold(c) for c in _columns(context)]
    cells = [(m.start(), m.end()) for m in re.finditer(r"[^|\s](?:[^|]*[^|\s])?", row)]  # each cell, trimmed
    situation = next((i for i, c in enumerate(columns) if c in lex.situation_columns), None)
    verdict = next((i for i, c in enumerate(columns) if c in lex.verdict_columns), None)
    if situation is None or verdict is None or len(cells) != len(columns):
        return Clause(verdict=(0, len(row)))
    return Clause(verdict=cells[verdict], situation=cells[situation])


def answered_column(rec: Record, lang: str) -> Label | None:
    """A table row whose column asks a question ("Can it be chained?") answers it in its cell
    ("Yes"): the row's label is the answer's."""
    columns = _columns(rec.context)
    cells = [c.strip() for c in rec.text.strip().strip("|").split("|")]
    if len(columns) != len(cells):
        return None
    lex = lexicon(lang)
    for header, cell in zip(columns, cells):
        if header.rstrip().endswith("?") and cell:
            answered = label_qa(header, cell if cell[-1] in ".!" else cell + ".", lex)  # "No" is a whole answer
            if answered is not Label.OUTCOME:
                return answered
    return None
