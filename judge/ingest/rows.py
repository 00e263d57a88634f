"""A table's row read as a ruling: its cells under the columns its header names (situation,
verdict), and a column that asks a question answered by its cell; a JSON table's rows read as
objects."""
from __future__ import annotations

import re
from functools import lru_cache

from ..lang import LANGS, TABLES, lexicon, named_format
from ..model import Label, Record, fold
from ..clauses import Clause, under_heading
from ..qalabel import label_qa
from .nlp import names_only


def _columns(context: str) -> list[str]:
    """A table row's column headers: the last part of its context ("table > Card / Ruling")."""
    return context.rsplit(" > ", 1)[-1].split(" / ")


def row_clause(row: str, context: str) -> Clause:
    """A table row's situation and verdict: the cells under a situation column ("Situation",
    "When", "Caso") and a verdict column ("Ruling", "Answer", "Resposta"), when its header has
    both (in either language the app reads); else the whole row is the verdict. Spans of the row."""
    columns = [fold(c) for c in _columns(context)]
    cells = [(a, b) for a, b in cell_spans(row) if b > a]  # each cell, trimmed
    situation = next((i for i, c in enumerate(columns) if c in columns_named("situation_columns")), None)
    verdict = next((i for i, c in enumerate(columns) if c in columns_named("verdict_columns")), None)
    if situation is None or verdict is None or len(cells) != len(columns):
        return Clause(verdict=(0, len(row)))
    return Clause(verdict=cells[verdict], situation=cells[situation])


UNESCAPED_BAR = re.compile(r"(?<!\\)\|")


def cell_spans(row: str) -> list[tuple[int, int]]:
    """Each cell of a table row ("| a | b |"), trimmed, as a span of the row (an empty cell too);
    a bar escaped inside a cell ("\\|", as Markdown writes one) parts nothing."""
    inner = row.strip()
    offset = len(row) - len(row.lstrip()) + inner.startswith("|")
    spans = []
    inner = inner.removeprefix("|")
    for cell in UNESCAPED_BAR.split(inner[:-1] if inner.endswith("|") and not inner.endswith("\\|") else inner):
        lead = len(cell) - len(cell.lstrip())
        spans.append((offset + lead, offset + lead + len(cell.strip())))
        offset += len(cell) + 1
    return spans


def named_cell(row: str) -> tuple[str, list[tuple[int, int]]]:
    """A row under no header, its cells' spans (those with words). One of two cells whose first
    names what the second says ("| **Spell Speed 2** | Includes … These can respond to …|": a few
    words and no sentence, over one or more sentences) is the second under that name; any other
    row is its cells under no name ("")."""
    cells = [(a, b) for a, b in cell_spans(row) if b > a]
    if len(cells) != 2:
        return "", cells
    name, said = row[slice(*cells[0])].strip(" *_:"), row[slice(*cells[1])]
    words = len(name.split())
    if (0 < words <= MAX_NAME_WORDS and name[-1] not in ".!?;," and re.search(r"\w[.!?]", said)
            and len(said.split()) >= 2 * words + 3):
        return name, cells[1:]
    return "", cells


MAX_NAME_WORDS = 6  # words of a cell that names its row


def card_index_row(row: str, cards, columns: str) -> bool:
    """Whether a table's row (or cell) names cards and says nothing else, under no header naming
    its columns ("| [3-HUMP LACOODA](…) | [7](…) |" under "| # | | |"): a site's index of its card
    pages, no ruling. `cards` are the spans naming cards (start_char, end_char, …)."""
    return not any(len(c.strip()) > 2 for c in columns.split(" / ")) and names_only(row, cards)


# a web address as a table of sources gives it ("https://…", "web.archive.org/web/…", "rulebook.pdf")
WEB_ADDRESS = re.compile(r"(?i)\S*(?:https?://|www\.|\b[\w-]+\.(?:com|org|net|br|io|pdf|html?|aspx?)\b)\S*")


def no_ruling(row: str, cards, columns: str, lex) -> bool:
    """Whether a table's row holds no ruling: it names cards only (`card_index_row`), or it lists a
    source: a web address among its cells, and beside it no card and no verb, modal or auxiliary
    ("| `rulebook-v7` | Konami rulebook Version 7.0 | `web.archive.org/…` | 2008-12-30 |", a
    research note's table of the documents it read)."""
    if card_index_row(row, cards, columns):
        return True
    return not cards and bool(WEB_ADDRESS.search(row)) and not lex.any_verb.search(fold(WEB_ADDRESS.sub(" ", row)))


def card_ruling(row: str, columns: list[str], lex) -> list[tuple[int, int, str, str]]:
    """A row of a table of cards' rulings ("| Card | Ruling |", no situation column): the span of
    its ruling cell, the card its other cell names and the format its Format cell names ("" when
    none). Its ruling is read as an item under the card's name, each sentence a record, as on a
    card's own page; none for any other row. Its headers may be in either language the app reads
    ("| Carta | Ruling |")."""
    names = [fold(c) for c in columns]
    cells = cell_spans(row)
    card = next((i for i, c in enumerate(names) if c in columns_named("card_columns")), None)
    ruling = next((i for i, c in enumerate(names) if c in columns_named("verdict_columns")), None)
    if (card is None or ruling is None or len(cells) != len(names)
            or any(c in columns_named("situation_columns") for c in names)
            or any(a == b for a, b in (cells[card], cells[ruling]))):
        return []  # not such a table, or an empty card or ruling cell
    formats = [row[slice(*cells[i])] for i, c in enumerate(names) if c in columns_named("format_columns")]
    named = next((fmt for cell in formats for fmt in (named_format(cell, lex.lang),) if fmt), "")
    return [(*cells[ruling], row[slice(*cells[card])], named)]


def era_cells(row: str, columns: list[str], lex) -> list[tuple[int, int, str, str]]:
    """A row of a table setting eras side by side ("| Situation | Goat Format (2005) | Current rules |"): each
    era's cell (its span), the situation its first cell says, and the format its column's header names. Each
    cell is that era's ruling on the situation, read as an item under it; none for a row of any other table (a
    header that names no format over a cell: "| Situation | Ruling |"), or with fewer cells than headers."""
    eras = _eras(tuple(columns), lex.lang)
    cells = cell_spans(row)
    if len(cells) != len(columns) or not any(eras) or cells[0][0] == cells[0][1] or not all(
            re.search(r"[^\W_]", row[a:b]) for (a, b), fmt in zip(cells, eras) if fmt and b > a):
        return []  # no era's column, a row with no situation, a table whose Format column says each row's, or a
        # cell of marks alone ("| Using Jinzo as Synchro Material | ❌ | ✅ |": the row is read whole, its marks its verdict)
    situation = row[slice(*cells[0])]
    return [(a, b, situation, fmt) for (a, b), fmt in zip(cells, eras) if fmt and b > a]


@lru_cache(maxsize=256)  # a table's header, read for each of its rows
def _eras(columns: tuple[str, ...], lang: str) -> tuple[str, ...]:
    """The format each column's header names ("" for the first, the situation's); none at all for a table with a
    Format column, whose cells say each row's ("| … | Goat | Today |": today's rules are the current format's)."""
    if any(fold(c) in columns_named("format_columns") for c in columns):
        return ("",) * len(columns)
    return ("",) + tuple(named_format(c, lang) or "current" * (fold(c).strip(" *_:") in columns_named("current_columns"))
                         for c in columns[1:])


@lru_cache(maxsize=None)
def columns_named(kind: str) -> frozenset[str]:
    """The headers of a kind of column ("card_columns", "format_columns"…) in every language the
    app reads: a table's headers need not be in its document's language."""
    return frozenset().union(*(getattr(lexicon(lang), kind) for lang in LANGS))


def answered_column(rec: Record, lang: str) -> Label | None:
    """A table row whose column asks a question ("Can it be chained?") answers it in its cell
    ("Yes"): the row's label is the answer's."""
    columns = _columns(rec.context)
    cells = [rec.text[a:b] for a, b in cell_spans(rec.text)]
    if len(columns) != len(cells):
        return None
    lex = lexicon(lang)
    for header, cell in zip(columns, cells):
        if header.rstrip().endswith("?") and cell:
            answered = label_qa(header, cell if cell[-1] in ".!" else cell + ".", lex)  # "No" is a whole answer
            if answered is not Label.OUTCOME:
                return answered
    return None


def answered_heading(rec: Record, lang: str) -> Label | None:
    """A list item under a heading that asks ("### Can I activate Magic Jammer …?" over "- Yes, …")
    opening with a yes or a no: the label is the answer's to that question; one saying what to do under
    a heading of a few words that forbids ("## Don't", "Nunca") is forbidden (None otherwise)."""
    heading = rec.context.rsplit(" > ", 1)[-1].strip()
    lex = lexicon(lang)
    own = fold(rec.verdict).lstrip(" -")  # a sentence of its own: a subject then its verb, or a personal subject first
    if (not (lex.own_clause.match(own) or own.split(" ", 1)[0] in TABLES[lang].SUBJECTS)
            and (said := under_heading(rec.label, heading, lex)) is not rec.label):
        return said  # "- Look at your opponent's Deck …", "- Shuffle …" under "## Don't" (not "- You get a warning.")
    if not heading.endswith("?") or not lex.yes_or_no.match(fold(rec.text).lstrip(" -")):
        return None
    return label_qa(heading, rec.text, lex)


def question_pairs(rows: list) -> list[dict]:
    """Rows of two cells, a question and its answer, with no header ([["Can Sangan …?", "Yes, …"],
    …]: a flash-card deck, a list of pairs): each as a JSON FAQ's entry; none for other rows."""
    if not rows or not all(isinstance(r, (list, tuple)) and len(r) == 2 and all(isinstance(c, str) for c in r)
                           for r in rows):
        return []
    asked = [r for r in rows if r[0].strip().endswith("?") and r[1].strip() and not r[1].strip().endswith("?")]
    return [{"question": q.strip(), "answer": a.strip()} for q, a in rows] if 2 * len(asked) > len(rows) else []


def objects_of_rows(rows: list) -> list:
    """A JSON table written as lists ([["card", "ruling", "date"], ["Sangan", "…", "2005-03-01"], …]):
    each row below the header row an object of its fields, read as an entry is; pairs of a
    question and its answer each an entry of a FAQ; any other list as it is."""
    if pairs := question_pairs(rows):
        return pairs
    if len(rows) < 2 or not all(isinstance(r, list) and len(r) == len(rows[0]) >= 2 for r in rows):
        return rows
    head = rows[0]
    if not all(isinstance(h, str) and 0 < len(h.strip()) <= 30 and not h.strip().endswith((".", "?", "!"))
               for h in head) or len({h.strip().lower() for h in head}) < len(head):
        return rows
    if not all(isinstance(c, (str, int, float)) or c is None for r in rows[1:] for c in r):
        return rows
    return [{h.strip(): c for h, c in zip(head, r) if c is not None} for r in rows[1:]]
