"""Tournament policy: what a judge rules on besides the game (penalties, deck lists, sleeves,
time). A policy page's rules are records; a policy question the library does not cover gets no
verdict from a game ruling that shares its everyday words."""
from __future__ import annotations

import pytest

from judge import store
from judge.qa import ask

from .conftest import ingested, records_with_cards

POLICY_PAGE = """\
Event Policy Extract                                    Page 2 of 6

5.1 Deck Problems
A player whose deck does not match the registered deck list receives a Game Loss.
A player who arrives more than ten minutes after the round starts receives a Match
Loss.

5.2 Card Condition
Cards in sleeves that can be told apart from the rest of the deck are marked cards, and their owner receives a Warning.
"""

GAME_RULES = """\
GENERAL RULES
- A Trap Card cannot be activated during the turn it is Set.
- Each player may have up to 15 cards in the Side Deck, and may change cards between duels of a match.
- A player who cannot draw a card during the Draw Phase loses the duel.
"""


def test_the_rules_of_a_policy_page_are_records_about_their_penalty(tmp_path):
    db = ingested(tmp_path, {"policy.txt": POLICY_PAGE})
    texts = [t for (t, _) in records_with_cards(db, "text")]
    assert any(t.startswith("A player whose deck does not match") for t in texts), texts
    assert any("Match\nLoss" in t for t in texts), texts  # a term a line break cuts is the term
    penalised = {t for (t,) in db.execute("select r.text from records r join record_mechanics m on m.record = r.id "
                                          "where m.mechanic = 'penalty'")}
    assert len(penalised) == 3 and not any("Page 2" in t for t in penalised), penalised


@pytest.mark.parametrize("question, mechanic", [
    ("what is the penalty for playing with marked sleeves?", "penalty"),
    ("my opponent's deck list doesn't match his deck, what happens?", "deck-registration"),
    ("qual a punição por usar shields marcados?", "penalty"),
])
def test_a_policy_question_the_library_does_not_cover_gets_no_verdict(tmp_path, question, mechanic):
    db = ingested(tmp_path, {"rules.txt": GAME_RULES})
    out = ask(db, question, store.resolver(db))
    assert mechanic in out["mechanics"]
    assert out["answer"] is None  # nothing found at all, or a ruling on something else
    assert not out["results"] or "mechanic-not-covered" in out["unsure"], out.get("unsure")


def test_a_policy_question_the_library_covers_is_answered(tmp_path):
    db = ingested(tmp_path, {"policy.txt": POLICY_PAGE, "rules.txt": GAME_RULES})
    out = ask(db, "what penalty for a deck that doesn't match the deck list?", store.resolver(db))
    assert out["results"][0]["text"].startswith("A player whose deck does not match")
    assert out["answer"] is not None
