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

ANCIENT CITY - RAINBOW RUINS
- The effect of "Rainbow Ruins" with 4 or more "Crystal Beast" cards can be used once per turn.
- "Rainbow Ruins" counts the "Crystal Beast" cards in your Spell & Trap Card Zones.
- If "Rainbow Ruins" leaves the field, its effects are no longer applied.
- You can draw 1 card with "Rainbow Ruins" by sending 1 "Crystal Beast" card to the Graveyard.
- "Rainbow Ruins" prevents Battle Damage to you once per turn.

SUPERHEAVY SAMURAI
- "Superheavy Samurai Big Benkei" can attack while in Defense Position.
- "Superheavy Samurai Blue Brawler" cannot be destroyed by battle once per turn.
- "Superheavy Samurai Swordsman" gains 800 ATK when it battles.
- "Superheavy Samurai Flutist" can be Special Summoned from your hand.
- "Superheavy Samurai Magnet" Special Summons a monster from your Graveyard.

GEARFRIED
- "Gearfried the Iron Knight" destroys an Equip Card equipped to it.
- "Gearfried the Swordmaster" destroys a monster when an Equip Spell is equipped to it.
- "Gearfried the Iron Knight" is not destroyed by its own effect.
- "Gearfried the Swordmaster" can target a face-down monster.
- "Gearfried the Iron Knight" can be equipped with "Snatch Steal".
- "Gearfried the Swordmaster" can be Tributed for "Soul Exchange".
- "Snatch Steal" equipped to "Gearfried the Iron Knight" is destroyed by its effect.

RED-EYES
- "Inferno Fire Blast" deals damage equal to the original ATK of "Red-Eyes Black Dragon".
- "Inferno Fire Blast" needs a face-up "Red-Eyes Black Dragon" when it is activated.
- "Red-Eyes Darkness Dragon" is Special Summoned by Tributing "Red-Eyes Black Dragon".
- "Red-Eyes Darkness Dragon" gains 300 ATK for each Dragon in your Graveyard.
- "Red-Eyes Wyvern" is banished from the Graveyard for its effect.

TOON WORLD
- "Monster Reborn" can Special Summon a Toon monster while "Toon World" is on the field.
- "Monster Reborn" cannot Special Summon a Toon monster if you do not control "Toon World".
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
    # two words of a name together, everyday words both, that the rulings hold of one card
    ("rainbow ruins with 4 crystal beasts, once per turn?", ["Ancient City - Rainbow Ruins"]),
    # two words of a name the rulings hold of many cards name none of them
    ("can a superheavy samurai attack while in defense position?", []),
    # beside a card asked, the rulings holding the word that also name that card decide
    ("snatch steal on my gearfried, is it destroyed?", ["Snatch Steal", "Gearfried the Iron Knight"]),
    ("soul exchange on gearfried, can I tribute it?", ["Soul Exchange"]),  # one such ruling is too few
    # two halves of a hyphenated name, however short ("Red-Eyes"), read as the two words of a name
    ("red-eyes left the field before inferno fire blast resolved?", ["Red-Eyes Black Dragon", "Inferno Fire Blast"]),
    ("can red-eyes attack directly?", []),
    # a word of the game's terms names no card beside one ("Toon" is the Toon monsters')
    ("monster reborn on a toon monster?", ["Monster Reborn"]),
    # a card's name of everyday words, written as words, that no ruling of the library is about:
    # the words, not the card ("One by One"); capitalised, or a card the rulings are about, the card
    ("does rainbow ruins send the crystal beasts one by one?", ["Ancient City - Rainbow Ruins"]),
    ("does rainbow ruins send the crystal beasts One by One?", ["Ancient City - Rainbow Ruins", "One by One"]),
    ("can snatch steal take gearfried the iron knight?", ["Snatch Steal", "Gearfried the Iron Knight"]),
    # … a phrase of grammar only: a name of everyday nouns is still the card, ruled on or not (no
    # ruling on it then: no answer, rather than one about something else)
    ("can i use called by the grave on a monster in the graveyard?", ["Called by the Grave"]),
    ("does dark ruler no more stop rainbow ruins?", ["Dark Ruler No More", "Ancient City - Rainbow Ruins"]),
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


@pytest.mark.parametrize("question, maybe", [
    # the library's rulings holding the word are about two cards whose names hold it: either may be meant
    ("Gearfried equipped with an Equip Spell", [{"Gearfried the Iron Knight", "Gearfried the Swordmaster"}]),
    ("soul exchange on gearfried, can I tribute it?", [{"Gearfried the Iron Knight", "Gearfried the Swordmaster"}]),
    # a word the library holds of one of them beside an asked card names that one: nothing left to guess
    ("snatch steal on my gearfried, is it destroyed?", []),
    # the word is in an asked card's name, written whole: that card's
    ("Gearfried the Iron Knight attacks, then gearfried is destroyed?", []),
    # a word of several names that the library holds of none of those cards: no card it may name
    ("can a dragon attack directly?", []),
    # a word of the game's terms is the term
    ("monster reborn on a toon monster?", []),
])
def test_a_word_of_a_few_cards_names_that_may_be_meant(library, question, maybe):
    """A word of several cards' names that neither the pool nor the library tells apart ("Gearfried")
    names none of them, but the ranking may prefer a ruling about one of them (`maybe_card`)."""
    db, resolver = library
    assert [set(group) for group in understand(db, question, resolver).maybe] == maybe


TURNS = """\
LAST TURN
- "Last Turn" can only be activated when your Life Points are 1000 or less.
- "Last Turn" sends every other card to the Graveyard.
- If "Last Turn" is negated, nothing is sent to the Graveyard.
- "Last Turn" is activated during your opponent's Battle Phase.
- The monster selected for "Last Turn" can be face-down.
- "Last Turn" cannot be chained to by "Magic Jammer".
- "Last Turn" does not target.
- "Last Turn" can select a Token.
- "Last Turn" ends the Duel when neither player controls a monster.
- "Last Turn" Special Summons the opponent's monster in Attack Position.
- "Last Turn" can be activated while "Jinzo" is face-up only if it was Set before.
- "Last Turn" is a Normal Trap Card.
- "Last Turn" leaves the selected monster on the field.
- "Last Turn" can be activated in a Special Battle Phase.
- "Last Turn" can be chained to an attack declaration.
- "Last Turn" sends Tokens to the Graveyard, where they disappear.
- "Last Turn" does not send the selected monster's Equip Cards to the Graveyard.
- "Last Turn" can select a face-down monster.
- "Last Turn" makes each player select one monster.
- "Last Turn" is negated by "Royal Decree".

GOBLIN ATTACK FORCE
- If "Goblin Attack Force" attacked last turn, it stays in Defense Position until your next End Phase.
- A monster that attacked last turn can still be Tributed.
"""


def test_a_whole_name_the_rulings_write_as_words_is_no_nickname(tmp_path):
    """A card's whole name that the rulings also write in lower case as plain words ("attacked
    last turn") names the card only as the resolver reads names: capitalised or quoted, not
    written as words; the nickname reader (words of a name nearly all rulings holding them are
    about one card) leaves whole names to it."""
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "turns.txt").write_text(TURNS, encoding="utf-8")
    ingest([tmp_path / "docs"], tmp_path / "rulings.db")
    db = store.open_db(tmp_path / "rulings.db")
    resolver = store.resolver(db)
    asked = understand(db, "my goblin attack force attacked last turn, can I change its position?", resolver)
    assert [c["name"] for c in asked.cards] == ["Goblin Attack Force"]
    named = understand(db, "can Magic Jammer negate Last Turn?", resolver)
    assert "Last Turn" in [c["name"] for c in named.cards]


def test_a_short_name_echoing_a_card_already_named_is_that_cards_word(library):
    """A one-word short name written in lower case whose letters are in another card named in
    the same question is that card's word ("Dice Re-Roll … can I reroll?"), not the card it is
    short for; written as a name, or with no such card beside it, it still names its card."""
    db, resolver = library
    said = understand(db, "I use Dice Re-Roll on Dice Jar. Can I reroll only my own die?", resolver)
    assert sorted(c["name"] for c in said.cards) == ["Dice Jar", "Dice Re-Roll"]
    named = understand(db, "Can I reroll with D/D Reroll?", resolver)
    assert [c["name"] for c in named.cards] == ["D/D Reroll"]
    alone = understand(db, "does reroll count as a D/D monster?", resolver)
    assert [c["name"] for c in alone.cards] == ["D/D Reroll"]
