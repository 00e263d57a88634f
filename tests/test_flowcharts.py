"""A judge's flowchart: each step a question with a YES and a NO way on under it, each on its line ("YES ->
…", "No: …", "Sim → …"). Every way on that rules is a Q&A of its own: the question with the way it took is
its situation ("Is it Spell Speed 1? NO"), what the way says its verdict, labelled by its own words (a "NO"
opening it is no prohibition); a way that only says where to go on ("Go to Step 2.", "Vá para o passo 2")
rules on nothing. A question with a single YES under it, or two YESes, is no fork."""
from __future__ import annotations

import pytest

from .conftest import ingested

STEPS = """\
Responding to a Summon: a flowchart

Step 1. Does the Summoned monster have 1500 or more ATK?
   NO: you cannot activate "Bottomless Trap Hole" against it.
   YES -> Go to Step 2.

Step 2. Was the monster Summoned face-up?
   YES: you can activate "Bottomless Trap Hole", then stop.
   NO -> "Bottomless Trap Hole" cannot be activated when a monster is Set.
"""

PASSOS = """\
Fluxograma do Torrential

Passo 1. O monstro foi Invocado por Invocação-Especial?
  Sim → Você pode ativar "Torrential Tribute".
  Não → Vá para o passo 2.
"""

# no fork: one way under a question, and a list of two yeses
NO_FORK = """\
Notes on Sangan

Does "Sangan" activate when destroyed by battle?
   YES -> It adds a monster with 1500 or less ATK to your hand.

Is "Sangan" a Fiend?
   Yes: it is a DARK Fiend-Type monster.
   Yes: its Level is 3.
"""


@pytest.fixture(scope="module")
def db(tmp_path_factory):
    return ingested(tmp_path_factory.mktemp("flowcharts"), {"steps.txt": STEPS, "passos.txt": PASSOS, "fork.txt": NO_FORK})


def _records(db, document):
    return [tuple(r) for r in db.execute("select situation, verdict, label, kind from records where document = ? "
                                         "order by start, end", [document])]


def test_each_way_on_is_the_question_answered_by_it(db):
    records = _records(db, "steps.txt")
    assert ("Does the Summoned monster have 1500 or more ATK? NO", 'you cannot activate "Bottomless Trap Hole" against it.',
            "forbidden", "qa") in records
    assert ("Was the monster Summoned face-up? NO", '"Bottomless Trap Hole" cannot be activated when a monster is Set.',
            "forbidden", "qa") in records


def test_a_no_opening_a_way_on_is_not_its_verdict(db):
    yes = [r for r in _records(db, "steps.txt") if r[0] == "Was the monster Summoned face-up? YES"]
    assert yes == [("Was the monster Summoned face-up? YES", 'you can activate "Bottomless Trap Hole"', "allowed", "qa")]


def test_a_way_that_only_says_where_to_go_on_is_no_ruling(db):
    said = " ".join(v for _, v, _, _ in _records(db, "steps.txt") + _records(db, "passos.txt"))
    assert "Step 2" not in said and "passo 2" not in said and "stop" not in said


def test_portuguese_steps(db):
    assert _records(db, "passos.txt") == [("O monstro foi Invocado por Invocação-Especial? Sim",
                                           'Você pode ativar "Torrential Tribute".', "allowed", "qa")]


def test_no_fork_no_flowchart(db):
    assert not any(s.endswith(("? YES", "? Yes")) for s, _, _, _ in _records(db, "fork.txt"))


CHAIN = """\
Call of the Haunted and Mystical Space Typhoon

Chain Link 1: Player A activates "Call of the Haunted", targeting "Jinzo" in the Graveyard.
Chain Link 2: Player B chains "Mystical Space Typhoon", targeting "Call of the Haunted".
Chain Link 2 resolves: "Call of the Haunted" is destroyed.
Chain Link 1 resolves: "Jinzo" is not Special Summoned.
"""

ELOS = """\
Mirror Force e Seven Tools

Elo 1: o jogador A ativa "Mirror Force".
Elo 2: o jogador B encadeia "Seven Tools of the Bandit" e paga 1000 Life Points.
Resultado: "Mirror Force" é negada e destruída.
"""


def test_a_chain_told_link_by_link_is_one_worked_example(tmp_path):
    """A chain told link by link ("Chain Link 1: …", "Elo 1: …") is a worked example: the links played are its
    situation, what resolves last its verdict; no link is a ruling of its own."""
    db = ingested(tmp_path, {"chain.txt": CHAIN, "elos.txt": ELOS})
    records = [tuple(r) for r in db.execute("select kind, situation, verdict from records order by document, start")]
    assert [kind for kind, _, _ in records] == ["example", "example"]
    (_, played, resolved), (_, jogado, _) = records
    assert played.startswith("Chain Link 1: Player A activates") and "Chain Link 2: Player B chains" in played
    assert resolved.endswith('"Jinzo" is not Special Summoned.')
    assert jogado.startswith("Elo 1: o jogador A ativa")
