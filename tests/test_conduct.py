"""A list of what not to do under a heading of a few words that forbids ("## Don't", "Nunca"): each item
saying what to do is forbidden, not an instruction's outcome; an item that says a sentence of its own
keeps its label, and a longer title opening on such a word forbids nothing. So is a line a label that
forbids opens ("DON'T: shuffle …"), kept though it names no card and no mechanic. A heading or label
that is nothing but a permission ("## Do", "DO:", "Pode:") makes what it names allowed: a legal play
(a tip's "Do" is no duty, so not required), and an item's own sentence or an instruction keeps its label."""
from __future__ import annotations

import pytest

from .conftest import ingested

DONTS = """\
# Table manners

## Don'ts
- Shuffle your opponent's Deck a third time after they already shuffled it.
- Reveal the card you drew for "Mirage of Nightmare" to your opponent.
- You get a warning if you do.

## Never forget: the Damage Step
- Flip the face-down attack target face-up at its start.
"""

NUNCA = """\
# Etiqueta

## Não faça
- Olhar o deck do oponente quando resolver "Nobleman of Crossout".
"""


# a checklist's lines, each opening on its label: no card, no mechanic named
CHECKLIST = """\
DECK CHECK NOTES

DON'T: cut your opponent's Deck more than once.
DO NOT: write on a sleeve.
DO: sign the registration sheet.

NÃO FAÇA: trocar de sleeves no meio do duelo.
"""

# what to do, under a heading that only permits; and a heading of both, which says neither
DOS = """\
# Book of Moon tips

## Do
- Flip your own monster face-down in response to "Snatch Steal".
- You lose the Snatch Steal target if it is flipped.
- Shuffle your Deck after "Sangan" resolves.

## Pode
- Virar o seu próprio monstro com "Book of Moon" para escapar do "Change of Heart".

## Do's and don'ts
- Flip "Morphing Jar" face-down with "Book of Moon".
"""


@pytest.fixture(scope="module")
def db(tmp_path_factory):
    return ingested(tmp_path_factory.mktemp("conduct"), {"donts.md": DONTS, "nunca.md": NUNCA, "checklist.txt": CHECKLIST,
                                                         "dos.md": DOS})


def _labels(db, document):
    return [tuple(r) for r in db.execute("select substr(verdict, 1, 20), label from records where document = ? order by start",
                                         [document])]


def test_what_a_prohibiting_headings_items_say_to_do_is_forbidden(db):
    labels = _labels(db, "donts.md")
    assert labels[:2] == [("Shuffle your opponen", "forbidden"), ("Reveal the card you ", "forbidden")]
    assert labels[2] == ("You get a warning", "outcome")  # a sentence of its own: what follows, not what not to do


def test_a_longer_title_opening_on_never_forbids_nothing(db):
    assert _labels(db, "donts.md")[3][0] == "Flip the face-down a" and _labels(db, "donts.md")[3][1] != "forbidden"


def test_portuguese_nao_faca(db):
    assert _labels(db, "nunca.md") == [("Olhar o deck do opon", "forbidden")]


def test_a_line_a_forbidding_label_opens_is_a_prohibition(db):
    labels = dict(_labels(db, "checklist.txt"))
    assert labels.get("cut your opponent's ") == labels.get("write on a sleeve.") == labels.get("trocar de sleeves no") == "forbidden"
    assert labels.get("sign the registratio") == "allowed"  # "DO:" permits: kept, though it names no card


def test_what_a_permitting_headings_items_name_is_allowed(db):
    labels = _labels(db, "dos.md")
    assert labels[0] == ("Flip your own monste", "allowed")
    assert labels[1] == ("You lose the Snatch ", "outcome")  # a sentence of its own keeps its label
    assert labels[2] == ("Shuffle your Deck af", "required")  # an instruction stays one
    assert labels[3] == ("Virar o seu próprio ", "allowed")


def test_a_heading_of_both_permits_and_forbids_nothing(db):
    assert _labels(db, "dos.md")[4] == ("Flip \"Morphing Jar\" ", "outcome")
