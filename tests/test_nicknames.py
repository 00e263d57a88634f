"""A card named in a question by a word of its name that the library's rulings hold only of it."""
from __future__ import annotations

import pytest

from judge import store
from judge.ingest import ingest
from judge.query import understand

DOC = """\
MOBIUS THE FROST MONARCH
- "Mobius the Frost Monarch" can destroy 2 face-down Spell or Trap Cards.
- If "Mobius the Frost Monarch" is Special Summoned, its effect does not activate.
- "Mobius the Frost Monarch" Tribute Summoned by "Soul Exchange" activates its effect.
- The effect of "Mobius the Frost Monarch" targets.
- "Mobius the Frost Monarch" can target a card that is already face-up.

GEARFRIED
- "Gearfried the Iron Knight" destroys an Equip Card equipped to it.
- "Gearfried the Swordmaster" destroys a monster when an Equip Spell is equipped to it.
- "Gearfried the Iron Knight" is not destroyed by its own effect.
- "Gearfried the Swordmaster" can target a face-down monster.
- "Gearfried the Iron Knight" can be equipped with "Snatch Steal".
- "Gearfried the Swordmaster" can be Tributed for "Soul Exchange".
"""


@pytest.fixture(scope="module")
def library(tmp_path_factory):
    root = tmp_path_factory.mktemp("nick")
    (root / "docs").mkdir()
    (root / "docs" / "monarchs.txt").write_text(DOC, encoding="utf-8")
    ingest([root / "docs"], root / "rulings.db")
    db = store.open_db(root / "rulings.db")
    return db, store.resolver(db)


@pytest.mark.parametrize("question, cards", [
    # two Mobius cards in the pool, the library's rulings about one of them only
    ("Mobius targets my face-down card, can I chain?", ["Mobius the Frost Monarch"]),
    ("posso encadear ao efeito do mobius?", ["Mobius the Frost Monarch"]),
    # the library's rulings holding the word are about two cards: neither is meant
    ("Gearfried equipped with an Equip Spell", []),
    # a whole name is the name, not a nickname of another
    ("Gearfried the Iron Knight with Snatch Steal", ["Gearfried the Iron Knight", "Snatch Steal"]),
    # an everyday word held by rulings of one card is still a word
    ("can the effect target a face-up card?", []),
])
def test_a_word_the_library_holds_of_one_card_names_it(library, question, cards):
    db, resolver = library
    assert [c["name"] for c in understand(db, question, resolver).cards] == cards


def test_a_word_of_too_few_rulings_names_no_card(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "one.txt").write_text('- "Mobius the Frost Monarch" targets.\n', encoding="utf-8")
    ingest([tmp_path / "docs"], tmp_path / "rulings.db")
    db = store.open_db(tmp_path / "rulings.db")
    assert understand(db, "does mobius target?", store.resolver(db)).cards == []
