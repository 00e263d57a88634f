"""Which of a page's tables lay the page out rather than hold a table of data.

Old forums and hand-made pages place everything in tables: a table for the page, one for the
thread, one for each post. Read as tables, a post's lines ("Q: …<br>A: …") become one row of
one line. A table is taken for layout when a cell of it holds another table (a table of data
holds none) or when no row of it has two cells (a column of blocks, not a table); its rows and
cells are then read as blocks, each on lines of its own, and its rows of header cells (the
columns' labels) are left out.
"""
from __future__ import annotations

import re
from html.parser import HTMLParser

TABLE = re.compile(r"<table\b", re.I)


class _TableShapes(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        # each open table: [where it starts, its widest row, cells of the row being read, holds a table,
        # where the header cells of the row being read start, those of its rows of header cells only]
        self.open: list[list] = []
        self.layout: set[tuple[int, int]] = set()
        self.labels: set[tuple[int, int]] = set()

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            if self.open:
                self.open[-1][3] = True
            self.open.append([self.getpos(), 0, 0, False, [], []])
        elif not self.open:
            return
        elif tag == "tr":
            self._row_ends()
        elif tag in ("td", "th"):
            table = self.open[-1]
            table[2] += 1
            table[1] = max(table[1], table[2])
            table[4].append(self.getpos() if tag == "th" else None)

    def _row_ends(self) -> None:
        table = self.open[-1]
        if len(table[4]) >= 2 and None not in table[4]:  # a row of header cells: the columns' labels
            table[5] += table[4]
        table[2], table[4] = 0, []

    def handle_endtag(self, tag):
        if tag == "tr" and self.open:
            self._row_ends()
        if tag == "table" and self.open:
            self._row_ends()
            where, widest, _, holds_a_table, _, labels = self.open.pop()
            if holds_a_table or widest <= 1:
                self.layout.add(where)
                self.labels.update(labels)

    def close(self):
        super().close()
        while self.open:  # a table never closed is judged on what it holds
            self.handle_endtag("table")


def layout_tables(html: str) -> tuple[frozenset, frozenset]:
    """Where (line, column: `HTMLParser.getpos()`) each table that lays the page out starts, and
    where the header cells of its rows of header cells start: a forum's "Author | Message", labels
    of its columns, no words of the page."""
    if not TABLE.search(html):
        return frozenset(), frozenset()
    shapes = _TableShapes()
    shapes.feed(html)
    shapes.close()
    return frozenset(shapes.layout), frozenset(shapes.labels)
