"""Tables a PDF converter laid out with spaces ("pdftotext -layout"): columns that line up
under each other, a wrapped cell continued on the next line under its own column; and tables
drawn with characters (box-drawing lines, an ASCII grid). They are made tab-separated rows,
which `read.plain_text` turns into a table like any other."""
from __future__ import annotations

import re

GAP = re.compile(r"\S(?: ?\S)*")  # a cell: words parted by single spaces (two or more part cells)
MIN_ROWS = 3  # lines of cells a table has at least (its header and two rows)
SLACK = 2  # characters a column's start may move from one row to the next
# a table drawn with characters, as a terminal, a database shell or a reStructuredText grid table
# prints it: its borders ("┌──┬──┐", "├──┼──┤", "+-----+-----+", "+=====+") and its rows' bars
BORDER = re.compile(r"^[ \t]*[┌├└╔╠╚┏┣┗╭╰+](?=[^\n]*[─━═=-])[─━═┬┼┴╦╬╩┳╋┻+=-]{3,}[┐┤┘╗╣╝┓┫┛╮╯+][ \t]*$")
BARS = str.maketrans({"│": "|", "┃": "|", "║": "|"})


def layout_tables(text: str) -> str:
    r"""The text with each paragraph laid out in aligned columns made tab-separated rows.

    >>> print(layout_tables("Speed      Cards                Responds to\n"
    ...                     "1          Normal Spells        Nothing\n"
    ...                     "2          Quick-Play Spells,   1 or 2\n"
    ...                     "           Normal Traps\n"
    ...                     "3          Counter Traps        1, 2 or 3").replace("\t", " | "))
    Speed | Cards | Responds to
    1 | Normal Spells | Nothing
    2 | Quick-Play Spells, Normal Traps | 1 or 2
    3 | Counter Traps | 1, 2 or 3
    """
    text = drawn_tables(text)
    if "   " not in text:
        return text
    out, para = [], []
    for line in text.split("\n"):
        if line.strip():
            para.append(line)
            continue
        out += _table(para) or para
        out.append(line)
        para = []
    out += _table(para) or para
    return "\n".join(out)


def drawn_tables(text: str) -> str:
    r"""The text with each table drawn with characters made tab-separated rows: its borders
    gone; the lines between two borders one row when a border parts every row, else a line
    whose first cell is empty goes on with the row above (a wrapped cell).

    >>> print(drawn_tables("+------+---------------------+\n| Card | Ruling              |\n"
    ...                    "+======+=====================+\n| Jinzo | Traps cannot be     |\n"
    ...                    "|       | activated.          |\n+------+---------------------+").replace("\t", " | "))
    Card | Ruling
    Jinzo | Traps cannot be activated.
    """
    if not any(bar in text for bar in "│┃║+"):
        return text
    out: list[str] = []
    groups: list[list[list[str]]] | None = None  # the table being read: its rows' lines, border to border
    for line in text.split("\n") + [""]:
        drawn = line.translate(BARS).strip()
        if BORDER.match(line):
            groups = [] if groups is None else groups
            groups.append([])
            continue
        if groups is not None and len(drawn) > 1 and drawn[0] == drawn[-1] == "|":
            groups[-1].append([cell.strip() for cell in drawn[1:-1].split("|")])
            continue
        if groups is not None:
            out += ["\t".join(row) for row in _drawn_rows([g for g in groups if g])]
            groups = None
        out.append(line)
    return "\n".join(out[:-1])


def _drawn_rows(groups: list[list[list[str]]]) -> list[list[str]]:
    """A drawn table's rows from its lines, border to border (see `drawn_tables`)."""
    parted = len(groups) > 2  # a header and two rows or more, each under its own border
    rows: list[list[str]] = []
    for group in groups:
        for i, cells in enumerate(group):
            if rows and (i if parted else not cells[0]) and len(cells) == len(rows[-1]):
                rows[-1] = [f"{old} {new}".strip() for old, new in zip(rows[-1], cells)]
            else:
                rows.append(cells)
    return rows


def _cells(line: str) -> list[tuple[int, str]]:
    """(column where it starts, text) of each cell of a line; cells are parted by two spaces or more."""
    return [(m.start(), m.group(0)) for m in GAP.finditer(line.expandtabs(8))]


def _table(lines: list[str]) -> list[str] | None:
    """The paragraph's lines as tab-separated rows, if it is a table laid out with spaces: every
    line either a row whose cells start at the table's columns (two or more of them) or a
    wrapped cell's next line, indented under its column; None for any other paragraph."""
    if len(lines) < MIN_ROWS:
        return None
    cells = [_cells(line) for line in lines]
    head = cells[0]
    if len(head) < 2 or head[0][0] > SLACK:
        return None
    starts = [at for at, _ in head]
    rows: list[list[str]] = []
    for line_cells in cells:
        places = [_column(starts, at) for at, _ in line_cells]
        if None in places or len(set(places)) != len(places):
            return None
        if places[0] == 0 or not rows:  # a row: it fills its first column
            if places[0] != 0 or len(line_cells) < 2:
                return None
            row = [""] * len(starts)
            for col, (_, text) in zip(places, line_cells):
                row[col] = text
            rows.append(row)
        else:  # a wrapped cell: its words join the row above, in their own column
            for col, (_, text) in zip(places, line_cells):
                rows[-1][col] = f"{rows[-1][col]} {text}".strip()
    if len(rows) < MIN_ROWS:
        return None
    return ["\t".join(row) for row in rows]


def _column(starts: list[int], at: int) -> int | None:
    """The column a cell starting at `at` belongs to (its start within SLACK), or None."""
    for i, start in enumerate(starts):
        if abs(at - start) <= SLACK:
            return i
    return None
