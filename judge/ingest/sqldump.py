"""A database dump (.sql: mysqldump's, SQLite's `.dump`, pg_dump's INSERTs or COPY blocks) as the
tables of rows a spreadsheet's sheets are read as: a rulings site's backup is its rulings table.

The statements are read, never run: each CREATE TABLE gives a table's columns, each INSERT (or
REPLACE, or a COPY block's lines) its rows. A row naming another table's row by its id (a ruling's
`card_id`) names it by that row's name instead (the `cards` table's), under the other table's name
in the singular (`card`), and a table read so for its names is no table of rulings itself; nor is a
table none of whose columns holds sentences (a site's users, its moderators). A row's own id is no
ruling's word and is left out. A file holding no table of rulings is a one-line error.
"""
from __future__ import annotations

import re

from ..model import JudgeError

MAX_CELLS = 1_000_000  # a dump with more cells than this is refused
SENTENCE_WORDS = 4  # a column whose cells average this many words or more holds sentences

# one token of SQL: a comment, a quoted string (a backslash escapes in MySQL's dialect only), a quoted
# identifier, a number, a word, a mark
_TOKEN = r"""(?P<comment>--[^\n]*|/\*.*?\*/|\#[^\n]*)|(?P<str>'(?:[^'{esc}]|''{more})*')|(?P<dq>"(?:[^"{esc}]|""{more})*")
|(?P<bq>`(?:[^`]|``)*`)|(?P<br>\[[^\]\n]*\])|(?P<num>[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)|(?P<word>[A-Za-z_][\w$]*)
|(?P<mark>[^\s\w])"""
TOKEN_PLAIN = re.compile(_TOKEN.format(esc="", more=""), re.S | re.X)
TOKEN_MYSQL = re.compile(_TOKEN.format(esc="\\\\", more="|\\\\."), re.S | re.X)
MYSQL_ESCAPES = {"n": "\n", "r": "\n", "t": "\t", "0": "", "Z": "", "b": ""}
# pg_dump's data block: "COPY public.rulings (id, card_id, …) FROM stdin;", tab-separated lines, "\."
COPY_BLOCK = re.compile(r"(?ms)^COPY[ \t]+(\S+)[ \t]*\(([^)]*)\)[ \t]+FROM[ \t]+stdin;[ \t]*\n(.*?)^\\\.[ \t]*$")
CONSTRAINTS = {"PRIMARY", "KEY", "UNIQUE", "CONSTRAINT", "FOREIGN", "INDEX", "CHECK", "FULLTEXT", "SPATIAL", "EXCLUDE"}
# a column naming another table's row by its id: "card_id", "cardId", "CARD_ID", "id_carta", "fk_card"
REFERENCE = (re.compile(r"(?i)^(?:fk|id)_(?P<base>[a-z][a-z0-9]*)$"), re.compile(r"^(?P<base>[A-Za-z][A-Za-z0-9]*?)(?:_id|_ID|Id)$"))
NAME_COLUMNS = ("name", "nome", "title", "titulo", "título", "card_name", "nome_carta", "login", "username", "apelido")


def dump_tables(text: str, where: str) -> list[tuple[str, list[list[str]]]]:
    """(table name, rows with their header first) of each table of rulings the dump fills."""
    columns: dict[str, list[str]] = {}
    rows: dict[str, list[list[str]]] = {}
    cells = 0

    def add(table: str, names: list[str] | None, values: list[str]) -> None:
        nonlocal cells
        if names:  # an INSERT's own list of columns: its values put in the order of the table's
            header = columns.setdefault(table, list(names))
            header += [n for n in names if n not in header]
            given = dict(zip(names, values))
            values = [given.get(h, "") for h in header] if names != header else values
        rows.setdefault(table, []).append(values)
        cells += len(values)
        if cells > MAX_CELLS:
            raise JudgeError(f"{where}: the dump holds more than {MAX_CELLS:,} cells")

    for m in COPY_BLOCK.finditer(text):
        table, names = _last_part(m.group(1)), [_unquote(n.strip()) for n in m.group(2).split(",")]
        for line in m.group(3).splitlines():
            add(table, names, [_copy_cell(cell) for cell in line.split("\t")])
    text = COPY_BLOCK.sub("", text)
    mysql = "`" in text or "ENGINE=" in text.upper() or "/*!" in text
    for statement in _statements(text, TOKEN_MYSQL if mysql else TOKEN_PLAIN):
        head = [value.upper() for kind, value in statement[:4] if kind == "word"]
        if head[:2] == ["CREATE", "TABLE"]:
            table, names = _created(statement)
            if table:
                columns[table] = names
        elif head[:1] in (["INSERT"], ["REPLACE"]):
            for table, names, values in _inserted(statement):
                add(table, names, values)
    tables = _named(columns, rows)
    if not tables:
        raise JudgeError(f"{where}: no table of rulings in the database dump")
    return tables


def _statements(text: str, token: re.Pattern):
    """The dump's statements one at a time, each a list of (kind, value) tokens, comments and
    spaces left out (a dump of many megabytes is never held as tokens whole)."""
    current = []
    for m in token.finditer(text):
        kind = m.lastgroup
        if kind is None or kind == "comment":
            continue
        value = m.group()
        if kind == "mark" and value == ";":
            if current:
                yield current
            current = []
            continue
        current.append((kind, _literal(kind, value, token is TOKEN_MYSQL)))
    if current:
        yield current


def _literal(kind: str, value: str, mysql: bool) -> str:
    if kind == "str" or kind == "dq":
        inner = value[1:-1].replace(value[0] * 2, value[0])
        if mysql:
            inner = re.sub(r"\\(.)", lambda e: MYSQL_ESCAPES.get(e.group(1), e.group(1)), inner)
        return inner
    if kind in ("bq", "br"):
        return value[1:-1].replace("``", "`")
    return value


def _last_part(name: str) -> str:
    """A table's name without its schema ("public.rulings", `db`.`rulings`)."""
    return _unquote(name.split(".")[-1])


def _unquote(name: str) -> str:
    return name.strip().strip('`"[]')


def _copy_cell(cell: str) -> str:
    if cell == "\\N":
        return ""
    return re.sub(r"\\(.)", lambda e: {"n": "\n", "t": "\t", "r": "\n"}.get(e.group(1), e.group(1)), cell)


def _name_at(statement: list, at: int) -> tuple[str, int]:
    """A (maybe schema-qualified) name starting at token `at`, and the index after it."""
    name = statement[at][1] if at < len(statement) else ""
    at += 1
    while at + 1 < len(statement) and statement[at] == ("mark", "."):
        name, at = statement[at + 1][1], at + 2
    return name, at


def _created(statement: list) -> tuple[str, list[str]]:
    """CREATE TABLE [IF NOT EXISTS] name (column …, …): the table and its columns."""
    at = 2
    while at < len(statement) and statement[at][0] == "word" and statement[at][1].upper() in ("IF", "NOT", "EXISTS"):
        at += 1
    table, at = _name_at(statement, at)
    names, depth, first = [], 0, True
    for kind, value in statement[at:]:
        if kind == "mark" and value == "(":
            depth += 1
            if depth == 1:
                first = True
                continue
        elif kind == "mark" and value == ")":
            depth -= 1
            if depth == 0:
                break
        elif kind == "mark" and value == "," and depth == 1:
            first = True
            continue
        if depth == 1 and first:
            first = False
            if not (kind == "word" and value.upper() in CONSTRAINTS):
                names.append(value)
    return table, names


def _inserted(statement: list):
    """INSERT [OR …] INTO name [(columns)] VALUES (…), (…): (table, columns or None, values) of each row."""
    at = next((i for i, (kind, value) in enumerate(statement) if kind == "word" and value.upper() == "INTO"), None)
    if at is None:
        return
    table, at = _name_at(statement, at + 1)
    names = None
    if at < len(statement) and statement[at] == ("mark", "("):
        end = next((i for i in range(at, len(statement)) if statement[i] == ("mark", ")")), len(statement))
        names = [value for kind, value in statement[at + 1:end] if kind != "mark"]
        at = end + 1
    if at >= len(statement) or statement[at][1].upper() != "VALUES":
        return  # INSERT … SELECT: no rows written out
    depth, values, parts = 0, [], []
    for kind, value in statement[at + 1:]:
        if kind == "mark" and value == "(":
            depth += 1
            if depth == 1:
                values, parts = [], []
                continue
        elif kind == "mark" and value == ")":
            depth -= 1
            if depth == 0:
                values.append(_value(parts))
                yield table, names, values
                continue
        elif kind == "mark" and value == "," and depth == 1:
            values.append(_value(parts))
            parts = []
            continue
        if depth >= 1:
            parts.append((kind, value))


def _value(parts: list) -> str:
    """A value's tokens as its text: a literal's own, NULL none, an expression's words together."""
    if len(parts) == 1:
        kind, value = parts[0]
        return "" if kind == "word" and value.upper() == "NULL" else value
    return " ".join(value for _, value in parts)


def _named(columns: dict[str, list[str]], rows: dict[str, list[list[str]]]) -> list[tuple[str, list[list[str]]]]:
    """Each table of rulings' rows under its header, another table's ids named by its rows' names."""
    names_of: dict[str, dict[str, str]] = {}  # a table → its ids' names
    for table, body in rows.items():
        header = columns.get(table) or []
        if "id" in [h.lower() for h in header]:
            key = [h.lower() for h in header].index("id")
            named = next((i for i, h in enumerate(header) if h.lower() in NAME_COLUMNS), None)
            if named is not None:
                names_of[table.lower()] = {row[key]: row[named] for row in body if len(row) > max(key, named)}
    used: set[str] = set()
    out = []
    for table, body in rows.items():
        header = columns.get(table) or [f"column {i + 1}" for i in range(max(len(r) for r in body))]
        kept, titles, lookups = [], [], {}
        for i, name in enumerate(header):
            if name.lower() == "id":
                continue  # the row's own number
            target = _referenced(name, names_of, table)
            if target:
                lookups[i] = names_of[target]
                used.add(target)
                titles.append(_singular(target))
            elif _reference(name):
                continue  # an id of a table the dump does not name
            else:
                titles.append(name)
            kept.append(i)
        table_rows = [[(lookups[i].get(row[i], row[i]) if i in lookups else row[i]) if i < len(row) else "" for i in kept]
                      for row in body]  # a row written before a later INSERT added a column: that cell empty
        out.append((table, [titles, *table_rows]))
    return [(table, body) for table, body in out if table.lower() not in used and _sentences(body)]


def _reference(column: str) -> str | None:
    """The table a column's name says it names a row of by its id ("card_id" → "card"), if any."""
    m = REFERENCE[0].match(column) or REFERENCE[1].match(column)
    return m.group("base").lower() if m else None


def _referenced(column: str, names_of: dict[str, dict[str, str]], table: str) -> str | None:
    """The table of the dump a column names rows of by their ids (its name in the singular or the plural)."""
    base = _reference(column)
    if not base:
        return None
    for candidate in (base, base + "s", base + "es", base[:-1] + "ies" if base.endswith("y") else base):
        if candidate in names_of and candidate != table.lower():
            return candidate
    return None


def _singular(table: str) -> str:
    return table[:-3] + "y" if table.endswith("ies") else table[:-1] if table.endswith("s") else table


def _sentences(body: list[list[str]]) -> bool:
    """Whether a column of the table holds sentences (its cells average SENTENCE_WORDS words)."""
    data = body[1:]
    if not data:
        return False
    width = max(len(row) for row in data)
    return any(sum(len(row[c].split()) for row in data if c < len(row)) / len(data) >= SENTENCE_WORDS
               for c in range(width))
