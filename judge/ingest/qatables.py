"""A table of questions and answers by column ("Card | Question | Answer | Date", "Carta |
Pergunta | Resposta | Data"), in a spreadsheet, a page or a text: its rows read as the entries
of a JSON FAQ are, each a question with its answer, headed by its card, dated by its date cell."""
from __future__ import annotations

import json
import re

from .jsonfields import ANSWER_FIELDS, QUESTION_FIELDS, RULING_ANSWERS, field_name
from .jsontext import json_to_text
from .lineshapes import pipe_table

ROW = re.compile(r"[ \t]*\|.*\|[ \t]*")
RULE = re.compile(r"[ \t]*\|(?:[ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*")  # "|---|---|", or one "|---|" under a page's table
HEADING = re.compile(r"(#{1,6})[ \t]+\S")


def asked_rows(rows: list[list[str]]) -> list[dict]:
    """A table whose header names a question column and an answer column ("pergunta",
    "resposta", "fonte", "data"; a log's "Question | Ruling"): its rows as the entries of a JSON
    FAQ, each cell under its column's name (so its source and date are read as a JSON entry's
    are); else none."""
    header = [asked_column(cell) or cell for cell in rows[0]]
    named = {field_name(cell) for cell in header}
    # a ruling column answers the question beside it as a JSON entry's "ruling" field does (`jsontext`)
    if not named & set(QUESTION_FIELDS) or not named & set(ANSWER_FIELDS + RULING_ANSWERS):
        return _marked_rows(rows)
    return [dict(zip(header, row)) for row in rows[1:] if any(cell.strip() for cell in row)]


# the words around a column's name that say whose it is: "Your question", "Sua pergunta", "Resposta do juiz"
WHOSE = frozenset({"your", "my", "the", "a", "judge", "judge's", "judges", "player", "player's", "asked", "given",
                   "sua", "seu", "minha", "meu", "o", "do", "da", "de", "juiz", "juíza", "juiza", "jogador", "dada"})


def asked_column(name: str) -> str | None:
    """A header of a few words naming a question or an answer column with words that say whose
    ("Your question", "Judge's answer", "Sua pergunta", "Resposta do juiz"): that column's field."""
    words = name.strip().lower().split()
    if not 2 <= len(words) <= 4:
        return None
    kept = [w for w in words if w not in WHOSE]
    field = kept[0] if len(kept) == 1 else None
    return field if field in QUESTION_FIELDS + ANSWER_FIELDS + RULING_ANSWERS else None


# a column marking each row a question or an answer ("Type: Q" over "Type: A")
ROW_MARKS = {"q": "question", "question": "question", "p": "question", "pergunta": "question",
             "a": "answer", "answer": "answer", "r": "answer", "resposta": "answer"}


def _marked_rows(rows: list[list[str]]) -> list[dict]:
    """A sheet whose rows are questions and answers by turns, a column marking which ("Q" over
    "A", "Pergunta" over "Resposta"): each question with the answer under it as one entry (the
    answer row's other cells, its date, the entry's); none when no column marks every row so."""
    header, body = rows[0], [row for row in rows[1:] if any(cell.strip() for cell in row)]
    for col in range(len(header)):
        marks = [ROW_MARKS.get(row[col].strip().lower().rstrip(":.")) for row in body]
        if len(header) < 2 or not body or not all(marks) or marks[0] != "question" or "answer" not in marks:
            continue
        said = max((c for c in range(len(header)) if c != col), key=lambda c: sum(len(row[c]) for row in body))
        entries, asked = [], None
        for row, mark in zip(body, marks):
            if mark == "question":
                asked = row[said]
            elif asked is not None:
                rest = {header[c]: row[c] for c in range(len(header)) if c not in (col, said)}
                entries.append({**rest, "question": asked, "answer": row[said]})
                asked = None
        return entries
    return []


def asked_tables(text: str) -> str:
    """The text with each pipe table of a question column and an answer column written as its
    questions and answers, each row's under a heading one level below the section it is in
    (its card's, else the table's own name for it); other tables and lines as they are. A
    spreadsheet published as a page is read as its sheet (`unnumbered`)."""
    if "|" not in text:
        return text
    lines, out, level = unnumbered(text.split("\n")), [], 1
    i = 0
    while i < len(lines):
        if m := HEADING.match(lines[i]):
            level = len(m.group(1))
        if j := _table_end(lines, i):
            rows = [_cells(line) for line in [lines[i]] + lines[i + 2:j]]
            entries = asked_rows(rows) if all(len(r) == len(rows[0]) for r in rows) else []
            if entries:
                faq = json_to_text(json.dumps(entries, ensure_ascii=False), "table")
                deeper = "#" * min(level + 1, 6)
                out += [re.sub(r"^## ", deeper + " ", line) for line in faq.split("\n")]
                i = j
                continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)


def _table_end(lines: list[str], i: int) -> int:
    """Where the pipe table whose header row is line `i` (a rule under it) ends; 0 if none is there."""
    if not (ROW.fullmatch(lines[i]) and i + 1 < len(lines) and RULE.fullmatch(lines[i + 1])):
        return 0
    j = i + 2
    while j < len(lines) and ROW.fullmatch(lines[j]):
        j += 1
    return j


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def unnumbered(lines: list[str]) -> list[str]:
    """Pipe tables of a spreadsheet published as a page (its columns headed "A", "B", "C", its rows
    numbered "1", "2", "3" in a first column) as the sheet's own table: the numbers and letters
    gone, its first row its header."""
    out, i = [], 0
    while i < len(lines):
        if j := _table_end(lines, i):
            letters = [c for c in _cells(lines[i]) if c]
            rows = [_cells(line) for line in lines[i + 2:j]]
            if (len(letters) >= 2 and "".join(letters) == LETTERS[:len(letters)] and len(rows) >= 2
                    and [r[0] for r in rows] == [str(n) for n in range(1, len(rows) + 1)]):
                sheet = [r[1:] for r in rows]
                out += pipe_table(sheet)
                i = j
                continue
        out.append(lines[i])
        i += 1
    return out


