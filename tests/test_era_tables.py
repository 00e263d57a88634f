"""A table setting eras side by side ("| Situation | Goat Format | Current rules |", "| Caso | Formato Goat | Hoje |"):
each era's cell is that era's ruling on the row's situation, a record of its own in the format its header names (a
header of today's rules, "Today", "Hoje", names the current format). A table of marks alone ("| Play | Goat | Edison |"
over ❌ / ✅) is read a row at a time as before, and a table whose headers name no format is no such table."""
from __future__ import annotations

import pytest

from .conftest import ingested

ERAS = """\
# Then and now

| Situation | Goat Format | Current rules |
|---|---|---|
| A second Field Spell is activated by the opponent | The first Field Spell Card is destroyed. | Both Field Spell Cards stay face-up. |
| Paying your last Life Points as a cost | You cannot pay it. | You can pay it and you lose the Duel. |
"""

HTML = """<html><body><h1>Rules that changed</h1><table>
<tr><th>Play</th><th>In Goat</th><th>Today</th></tr>
<tr><td>Tributing a Token for a Tribute Set</td><td>Tokens can be Tributed for a Tribute Set.</td>
<td>Tokens can still be Tributed for a Tribute Set.</td></tr></table></body></html>
"""

PT = """\
# Antes e hoje

| Caso | Formato Goat | Hoje |
|---|---|---|
| Dois Field Spells, um de cada jogador | Só um Field Spell pode ficar no campo. | Cada jogador pode ter o seu. |
"""

MARKS = """\
# Chart

| Play | Goat | Edison |
|---|---|---|
| Using Jinzo as a Synchro Material | ❌ | ✅ |

| Situation | Ruling |
|---|---|
| Jinzo is face-down | Trap Cards can be activated. |
"""


@pytest.fixture(scope="module")
def db(tmp_path_factory):
    return ingested(tmp_path_factory.mktemp("eras"), {"eras.md": ERAS, "eras.html": HTML, "pt.md": PT, "marks.md": MARKS})


def _records(db, document):
    return [tuple(r) for r in db.execute("select verdict, format, label from records where document = ? order by start, end",
                                         [document])]


def test_each_eras_cell_a_record_in_its_format(db):
    records = _records(db, "eras.md")
    assert ("The first Field Spell Card is destroyed.", "goat", "outcome") in records
    assert ("Both Field Spell Cards stay face-up.", "current", "outcome") in records
    assert ("You cannot pay it.", "goat", "forbidden") in records
    assert ("You can pay it and you lose the Duel.", "current", "allowed") in records


def test_the_rows_situation_is_each_cells(db):
    situations = {s for (s,) in db.execute("select situation from records where document = 'eras.md'")}
    assert any("Paying your last Life Points as a cost" in s for s in situations)
    assert not any("Goat Format" in s and "Current rules" in s for s in situations)  # no row read whole


def test_a_header_of_todays_rules_names_the_current_format(db):
    assert _records(db, "eras.html") == [("Tokens can be Tributed for a Tribute Set.", "goat", "allowed"),
                                         ("Tokens can still be Tributed for a Tribute Set.", "current", "allowed")]
    assert ("Cada jogador pode ter o seu.", "current", "allowed") in _records(db, "pt.md")


def test_a_table_of_marks_and_one_of_no_era_are_read_by_row(db):
    verdicts = [v for v, _, _ in _records(db, "marks.md")]
    assert any("Using Jinzo as a Synchro Material" in v and "❌" in v for v in verdicts)
    assert any(v.startswith("Trap Cards can be activated") for v in verdicts)
