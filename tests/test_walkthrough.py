"""A chain walked through link by link under "Scenario N", its "Resolution:" (or "Outcome:", "Resolução:")
the answer: one Q&A whose situation is the play told, not each link a ruling of its own."""
from __future__ import annotations

from .conftest import ingested

WALKTHROUGH = """\
CHAIN PRACTICE

Scenario 4
Chain Link 1: Player A activates "Swords of Revealing Light".
Chain Link 2: Player B chains "Mystical Space Typhoon" targeting it.
Resolution: "Swords of Revealing Light" is destroyed before it resolves, so its monsters are not flipped.

Cenário 5
Elo 1: o jogador A ativa "Pot of Greed".
Elo 2: o jogador B encadeia "Magic Jammer".
Resolução: o "Pot of Greed" é negado e destruído, e o jogador A não compra.
"""


def test_a_walked_through_chain_is_one_question_answered_by_its_resolution(tmp_path):
    db = ingested(tmp_path, {"walkthrough.txt": WALKTHROUGH})
    rows = [tuple(r) for r in db.execute("select kind, situation, verdict from records order by start")]
    assert [r[0] for r in rows] == ["qa", "qa"]
    assert rows[0][1].startswith('Chain Link 1: Player A activates "Swords of Revealing Light".')
    assert rows[0][2].startswith('"Swords of Revealing Light" is destroyed before it resolves')
    assert rows[1][2].startswith('o "Pot of Greed" é negado e destruído')
