"""Multiple-choice and true-or-false items with their keys (a judge exam, a practice quiz): the stem asks,
the keyed choice answers, the other choices are no ruling; a lettered list no key names is left as it was.
A myth and the fact under it: the myth is asked and denied, never a ruling of its own."""
from __future__ import annotations

import pytest

from judge.ingest.quiz import quizzes

from .conftest import ingested

EXAM = """\
LEVEL 1 JUDGE PRACTICE QUIZ

1. Player A controls "Marshmallon" face-down and Player B attacks it with "Gemini Elf". What happens?
a) "Marshmallon" is destroyed.
b) "Marshmallon" is not destroyed and Player B takes 1000 damage.
c) The attack is negated.
Answer: b. "Marshmallon" cannot be destroyed by battle, and its damage applies because it was face-down.

2. Can "Heavy Storm" be activated during the Damage Step?
(A) Yes, any Spell Card can.
(B) No. A Normal Spell Card cannot be activated during the Damage Step.
Correct answer: (B)

3. True or False: You may activate "Trap Hole" when your opponent Special Summons a monster.
Answer: False

4) Must a player shuffle the Deck after "Sangan" adds a monster to the hand?
a - Yes. The Deck is shuffled after it is searched.
b - No, only if the opponent asks.
Key: a
"""

PORTUGUESE = """\
SIMULADO DE REGRAS

Questão 1 - Posso invocar por sacrifício usando um token como tributo?
A) Sim. Tokens podem ser oferecidos como tributo para uma invocação por sacrifício.
B) Não, tokens nunca saem do campo.
Gabarito: A

Questão 2 - Verdadeiro ou falso: o "Mirror Force" pode ser ativado contra um ataque direto.
Resposta: Verdadeiro. Ele só precisa de um ataque declarado.
"""

# a question answered by a lettered list, no key: each item is a ruling, as before
LISTED = """\
SPELL SPEEDS

What are the Spell Speeds of these cards?
a) "Mystical Space Typhoon" is Spell Speed 2.
b) "Magic Jammer" is Spell Speed 3.
c) "Pot of Greed" is Spell Speed 1.
"""


# a quiz written in Markdown, its choices a list, its key at the end
MARKDOWN = """\
# Friday quiz

**1. Can "Nobleman of Crossout" target a face-up monster?**

- a) Yes, any monster.
- b) No, it targets a face-down monster only.

**2. Is "Swords of Revealing Light" destroyed at the end of its third turn?**

- a) No, it stays until it is destroyed by a card.
- b) Yes, during the End Phase of its controller's third turn.

## Answer key

1. b
2. b (it counts its controller's turns)
"""

# a quiz page: the choices an <ol type="a">, the key under each
PAGE = """<html><body><h1>Quiz</h1>
<p><b>1. Can "Mirror Force" be activated against a direct attack?</b></p>
<ol type="A"><li>No, it needs an attack on a monster.</li><li>Yes, any attack declaration will do.</li></ol>
<p>Answer: B</p></body></html>"""


# myths players repeat, each with the fact that denies it
MYTHS = """\
MISCONCEPTIONS AT THE TABLE

Myth: You can Tribute a monster your opponent controls for your own Tribute Summon.
Fact: You can only Tribute monsters you control.

Misconception - "Cyber Jar" is destroyed only if it is face-up.
Reality - "Cyber Jar" destroys every monster on the field when it is flipped, itself included.

- ❌ Wrong: You must attack with a Toon monster the turn it is Summoned.
- ✅ Right: A Toon monster cannot attack the turn it is Summoned.
"""

MITOS = """\
MITOS

Mito: O "Sangan" procura um monstro quando é devolvido para a mão.
Verdade: O "Sangan" só procura quando vai do campo para o cemitério.
"""


@pytest.fixture(scope="module")
def db(tmp_path_factory):
    return ingested(tmp_path_factory.mktemp("quiz"), {"exam.txt": EXAM, "simulado.txt": PORTUGUESE, "speeds.txt": LISTED,
                                                      "friday.md": MARKDOWN, "page.html": PAGE, "myths.txt": MYTHS,
                                                      "mitos.txt": MITOS})


def _rows(db, document):
    return db.execute("select kind, label, situation, verdict, text from records where document = ? order by start",
                      [document]).fetchall()


def test_a_keyed_item_is_one_question_answered_by_its_keyed_choice(db):
    rows = _rows(db, "exam.txt")
    assert [r[0] for r in rows] == ["qa"] * 4
    kind, lab, situation, verdict, text = rows[0]
    assert situation.startswith('Player A controls "Marshmallon" face-down') and situation.endswith("What happens?")
    assert verdict.startswith('"Marshmallon" is not destroyed and Player B takes 1000 damage. "Marshmallon" cannot')
    assert text.startswith("Player A controls") and text.endswith("because it was face-down.")  # the source's span, whole
    # the choices the key does not name rule on nothing
    said = " ".join(r[3] for r in rows)
    assert "The attack is negated" not in said and "any Spell Card can" not in said and "only if the opponent asks" not in said
    # … nor are they what the record is about: "negated" in a wrong choice is no negation
    mechanics = {m for (m,) in db.execute("select rm.mechanic from record_mechanics rm join records r on r.id = rm.record "
                                          "where r.document = 'exam.txt' and r.start = (select min(start) from records "
                                          "where document = 'exam.txt')")}
    assert "negation" not in mechanics and "destruction" in mechanics


def test_the_keyed_choice_answers_the_stems_modal(db):
    labels = [r[1] for r in _rows(db, "exam.txt")]
    # outcome; "Can …?" — "No. …": forbidden; "You may …" — "False": forbidden; "Must …?" — "Yes. …": required
    assert labels == ["outcome", "forbidden", "forbidden", "required"]
    tf = _rows(db, "exam.txt")[2]
    assert tf[2] == 'You may activate "Trap Hole" when your opponent Special Summons a monster.' and tf[3] == "False"


def test_portuguese_items_keyed_by_gabarito_and_resposta(db):
    rows = _rows(db, "simulado.txt")
    assert [(r[0], r[1]) for r in rows] == [("qa", "allowed"), ("qa", "allowed")]
    assert rows[0][2] == "Posso invocar por sacrifício usando um token como tributo?"  # no "Questão 1 -"
    assert rows[0][3].startswith("Sim. Tokens podem ser oferecidos") and "nunca saem" not in rows[0][3]
    assert rows[1][2].startswith('o "Mirror Force" pode ser ativado') and rows[1][3].startswith("Verdadeiro.")


def test_a_lettered_list_no_key_names_stays_a_list_of_rulings(db):
    said = [r[3] for r in _rows(db, "speeds.txt")]
    assert any("Magic Jammer" in s and "Spell Speed 3" in s for s in said)
    assert any("Pot of Greed" in s and "Spell Speed 1" in s for s in said)


def test_a_key_at_the_end_answers_each_item_by_its_number(db):
    rows = _rows(db, "friday.md")
    assert [(r[0], r[1]) for r in rows] == [("qa", "forbidden"), ("qa", "outcome")]
    assert rows[0][2] == 'Can "Nobleman of Crossout" target a face-up monster?'
    assert rows[0][3] == "No, it targets a face-down monster only."
    # the key's words besides the letter follow the choice; the key's lines are no ruling of their own
    assert rows[1][3] == "Yes, during the End Phase of its controller's third turn. (it counts its controller's turns)"
    assert not any("any monster" in r[3] or "stays until" in r[3] for r in rows)


def test_a_pages_lettered_list_holds_the_choices(db):
    rows = _rows(db, "page.html")
    assert [(r[0], r[1], r[3]) for r in rows] == [("qa", "allowed", "Yes, any attack declaration will do.")]


@pytest.mark.parametrize("text", [
    # a key naming a letter no choice has
    "1. Can it be chained?\na) Yes.\nb) No.\nAnswer: d\n",
    # choices out of order: not a choice list
    "1. Can it be chained?\nb) Yes.\nd) No.\nAnswer: b\n",
    # an answer opening on the article "A", with no choices above it
    "Q: Does a replay happen?\nAnswer: A replay happens because the monsters changed.\n",
    # a fact with no myth above it
    "Fact: Sangan searches when it goes from the field to the Graveyard.\n",
    # "a" the article, not a letter
    "1. Can it be chained?\na) Yes.\nb) No.\nThe answer is a ruling Konami gave.\n",
    # an unnumbered heading over a lettered list, keyed: no stem that asks
    "SPEEDS\na) Spell Speed 1.\nb) Spell Speed 2.\nAnswer: a\n",
])
def test_no_quiz_without_a_stem_choices_in_order_and_a_key_naming_one(text):
    assert quizzes(text) == []


def test_a_myth_is_asked_and_its_fact_answers_it(db):
    rows = _rows(db, "myths.txt")
    assert [r[0] for r in rows] == ["qa"] * 3
    assert [r[2] for r in rows] == ["You can Tribute a monster your opponent controls for your own Tribute Summon.",
                                    '"Cyber Jar" is destroyed only if it is face-up.',
                                    "You must attack with a Toon monster the turn it is Summoned."]
    assert rows[0][3] == "You can only Tribute monsters you control."
    # the myth's modal denied: "can" → forbidden, "must" → not a duty; what happens → the fact's outcome
    assert [r[1] for r in rows] == ["forbidden", "outcome", "allowed"]
    rows = _rows(db, "mitos.txt")
    assert [(r[0], r[1], r[3]) for r in rows] == [("qa", "outcome", 'O "Sangan" só procura quando vai do campo para o cemitério.')]


@pytest.mark.parametrize("key", ["Answer: b", "Answer - (b)", "The correct answer is b.", "Key: B", "Gabarito: letra B",
                                 "A resposta correta é a B", "Resposta certa: (b) porque não pode", "Correct answer = b"])
def test_a_key_said_in_any_of_its_ways(key):
    text = f"7. Can it be chained?\na) Yes.\nb) No.\n{key}\n"
    found = quizzes(text)
    assert len(found) == 1 and text[found[0].choice[0]:found[0].choice[1]] == "No."


def test_a_key_of_every_item_on_one_line_at_the_end():
    text = ("SIMULADO\n\nQuestão 1 - Posso tributar um token?\n(A) Sim.\n(B) Não, nunca.\n\n"
            "Questão 2 - O Cyber Jar se destrói?\n(A) Não.\n(B) Sim, ele destrói todos os monstros.\n\nGabarito: 1-A, 2-B\n")
    found = quizzes(text)
    assert [(text[q.stem[0]:q.stem[1]], text[q.choice[0]:q.choice[1]]) for q in found] == [
        ("Posso tributar um token?", "Sim."), ("O Cyber Jar se destrói?", "Sim, ele destrói todos os monstros.")]
    assert all(text[q.key[0]:q.key[1]] == "Gabarito: 1-A, 2-B" for q in found)  # the key's line: no ruling either


def test_a_myth_alone_is_no_ruling_and_what_follows_it_still_is(tmp_path):
    text = ("MYTHS\n\nMyth: \"Sangan\" searches when it is banished by \"Dimensional Fissure\".\n\n"
            "\"Sangan\" only searches when it is sent from the field to the Graveyard.\n")
    found = quizzes(text)
    assert len(found) == 1 and not found[0].rules and found[0].blocks("MYTHS", ()) == []
    db = ingested(tmp_path, {"myths.txt": text})
    said = [v for (v,) in db.execute("select verdict from records")]
    assert not any("banished" in v for v in said) and any("only searches" in v for v in said)


def test_items_follow_each_other_without_taking_the_one_before():
    text = "1. Can A?\na) Yes.\nb) No.\nAnswer: a\n2. Can B?\na) Yes.\nb) No.\nAnswer: b\n"
    found = quizzes(text)
    assert [text[q.stem[0]:q.stem[1]] for q in found] == ["Can A?", "Can B?"]
    assert [text[q.choice[0]:q.choice[1]] for q in found] == ["Yes.", "No."]
