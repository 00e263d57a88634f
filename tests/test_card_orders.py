"""Which of two cards was in place first: a question asking one order is not answered by a
ruling on the other ("I already have Skill Drain face-up" against "Skill Drain is activated later")."""
from __future__ import annotations

import pytest

from judge.query import understand
from judge.search import FEATURES, candidates, features
from judge.states import card_orders, other_order
from judge.text import words_of

from .conftest import library_of


def _names(*cards: str) -> dict[str, str]:
    return {words_of(c).strip(): c for c in cards}


@pytest.mark.parametrize("lang, text, expected", [
    # the card named nearest "already", after it or before it
    ("en", "The Goblin attacks me and I already have Royal Decree face-up.", {"Royal Decree": "first"}),
    ("en", "Premature Burial is already equipped when Imperial Order is flipped.", {"Premature Burial": "first"}),
    # what comes later is the card named before the word; what it comes after, not
    ("en", "If Imperial Order is activated after Premature Burial resolves, the monster stays.",
     {"Imperial Order": "later"}),
    ("en", "Royal Decree is Set, and Imperial Order is flipped face-up later that turn.", {"Imperial Order": "later"}),
    ("pt", "Eu já tenho Royal Decree virada quando o oponente ativa Imperial Order.", {"Royal Decree": "first"}),
    ("pt", "Se Imperial Order for ativada depois, o monstro fica no campo.", {"Imperial Order": "later"}),
    # too far from any card's name: no order said
    ("en", "Imperial Order stays on the field for the whole duel, as we all know already.", {}),
])
def test_card_orders(lang, text, expected):
    assert card_orders(words_of(text), _names("Royal Decree", "Imperial Order", "Premature Burial"), lang) == expected


def test_an_order_is_other_only_for_the_same_card_said_the_other_way():
    asked = {"Skill Drain": "first"}
    assert other_order(asked, {"Skill Drain": "later"})
    assert not other_order(asked, {"Skill Drain": "first"})
    assert not other_order(asked, {"Hino-Kagu-Tsuchi": "later"})  # another card's order: no contradiction
    assert not other_order(asked, {})


ORDERS = """\
PREMATURE BURIAL
- If "Imperial Order" is activated later, the monster equipped with "Premature Burial" stays on the field.
- If "Imperial Order" is already face-up, "Premature Burial" resolves without Special Summoning a monster.
"""


@pytest.fixture(scope="module")
def orders(tmp_path_factory):
    return library_of(tmp_path_factory, "orders", {"orders.txt": ORDERS})


@pytest.mark.parametrize("question", [
    "I already have Imperial Order face-up. Does my Premature Burial still bring back a monster?",
    "Já tenho Imperial Order virada. O Premature Burial ainda invoca o monstro?",
])
def test_a_ruling_on_the_other_order_of_the_asked_cards_is_of_the_other_case(orders, question):
    db, resolver = orders
    q = understand(db, question, resolver)
    texts = dict(db.execute("select rowid, text from records"))
    other = {texts[rowid]: dict(zip(FEATURES, v))["other_state"] for rowid, _, v, _ in features(q, candidates(db, q))}
    assert other[next(t for t in other if "activated later" in t)] == 1.0
    assert other[next(t for t in other if "already face-up" in t)] == 0.0
