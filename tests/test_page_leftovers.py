"""What a web page copied as text leaves around its rulings: the site's own words on lines of
their own, a wiki's edit link after each heading, a list's bullets alone on their lines (or read
in another code page). None of it is a ruling, a heading or a record's situation."""
from __future__ import annotations

from .conftest import ingested

WIKI_COPY = """Card Game Wiki
Registre-se
Advertisement

Negar um efeito impede que ele seja aplicado.

Ativação[]

Se a ativação de uma Trap for negada, ela vai para o Cemitério depois que a Corrente resolve.

Timing[edit]

A negated Trigger Effect still counts as activated for its once per turn.

Sign in
"""

CHAIN_STEPS = """Judge notes on a long chain

The chain below is legal.
ˇ
Player A Normal Summons "Sangan"
ˇ
Player B chains "Bottomless Trap Hole"
ˇ
Player A chains "Book of Moon" targeting "Sangan"

When it resolves, "Book of Moon" flips "Sangan" face-down first, so "Bottomless Trap Hole" cannot banish it.
"""


def test_a_sites_own_words_and_a_wikis_edit_links_head_nothing(tmp_path):
    db = ingested(tmp_path, {"wiki-copy.txt": WIKI_COPY})
    rows = db.execute("select text, situation, context from records order by start").fetchall()
    assert len(rows) == 3
    said = " ".join(f"{text} {situation} {context}" for text, situation, context in rows)
    for leftover in ("Advertisement", "Registre-se", "Sign in", "[]", "[edit]"):
        assert leftover not in said
    assert rows[1][2] == "Ativação" and rows[2][2] == "Timing"
    # an edit link's word is no topic either
    assert not db.execute("select 1 from records where topic like '%edit%'").fetchone()


def test_bullets_alone_on_their_lines_make_each_next_line_an_item(tmp_path):
    """A glyph alone on its line over each line of a list ("ˇ": a Symbol font's bullet read in
    another code page) is that line's bullet: each step is an item of the list, none of them a
    heading over the steps after it."""
    db = ingested(tmp_path, {"chain.txt": CHAIN_STEPS})
    rows = db.execute("select text, situation, context from records order by start").fetchall()
    texts = [text for text, _, _ in rows]
    assert not any("ˇ" in text for text in texts)
    for step in ('Player B chains "Bottomless Trap Hole"', 'Player A chains "Book of Moon" targeting "Sangan"'):
        assert any(text.startswith(step) for text in texts)
    # no step heads the rulings under it
    last = rows[-1]
    assert "cannot banish it" in last[0] and "Player" not in (last[2] or "")
