"""A spreadsheet's text (CSV, or a sheet's cells) → its rows, its title lines apart, and the
tab-separated lines a plain text's table is read as."""
from __future__ import annotations

import csv
import io

from ..model import JudgeError


def rows_as_tsv(rows: list[list[str]]) -> str:
    """A spreadsheet's rows (`csv_rows`) → tab-separated lines, read as a plain text's table is:
    each row a record, the header its context."""
    return "\n".join("\t".join(row) for row in rows) + "\n"


def csv_rows(raw: str, where: str) -> list[list[str]]:
    """A spreadsheet's rows (comma, semicolon or tab separated, quoted cells allowed), each cell's
    spacing made single, empty rows left out."""
    try:
        dialect = csv.Sniffer().sniff(raw[:4096], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    try:
        rows = [[" ".join(cell.split()) for cell in row] for row in csv.reader(io.StringIO(raw), dialect)]
    except csv.Error as err:
        raise JudgeError(f"{where}: not a readable CSV table ({err})") from None
    rows = [row for row in rows if any(row)]
    if not rows:
        raise JudgeError(f"{where}: no rows in the table")
    return rows


def titled_rows(rows: list[list[str]]) -> tuple[str, list[list[str]]]:
    """A spreadsheet's title lines, rows with one cell filled above its header's row of two or
    more ("Goat Rulings Sheet,," over "Card,Ruling,Date"), as headings apart from its table's
    rows: the header is the first row of the table, never a title one of its records."""
    top = 0
    while top < len(rows) - 1 and sum(1 for cell in rows[top] if cell) == 1:
        top += 1
    if not top or sum(1 for cell in rows[top] if cell) < 2:
        return "", rows
    return "".join(f"# {next(cell for cell in row if cell)}\n\n" for row in rows[:top]), rows[top:]
