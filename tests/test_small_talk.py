"""What a question says to the judge rather than about the game — a greeting, an opener, thanks,
"please" — is no part of what it asks: the question is read, searched and answered as it is
without it. Examples written for this test, in English and Brazilian Portuguese."""
from __future__ import annotations

import pytest

from judge import store
from judge.lang import small_talk
from judge.model import DEFAULT_DB
from judge.qa import ask
from judge.query import understand

ASKED_ALIKE = [
    ("Hi judge, quick question please: can I chain Mystical Space Typhoon to a face-down card? Thanks!",
     "can I chain Mystical Space Typhoon to a face-down card?"),
    ("hey can you please tell me if Jinzo stops Trap Hole? ty", "can you tell me if Jinzo stops Trap Hole?"),
    ("Hello everyone, sorry if this is a dumb question: does Sangan activate when it is banished? cheers",
     "does Sangan activate when it is banished?"),
    ("Judge, can Rivalry of Warlords stop me from Setting a monster of another Type? thanks judge",
     "can Rivalry of Warlords stop me from Setting a monster of another Type?"),
    ("Oi juiz, tenho uma dúvida: posso ativar uma armadilha no turno em que a baixei? Valeu!",
     "posso ativar uma armadilha no turno em que a baixei?"),
    ("E aí galera, pergunta rápida: dá pra encadear magia rápida no Mirror Force? por favor, obrigado",
     "dá pra encadear magia rápida no Mirror Force?"),
    # signed: a name after the thanks, or a second sign-off
    ("Can Torrential Tribute be activated in the Damage Step? Thanks, Ben!",
     "Can Torrential Tribute be activated in the Damage Step?"),
    ("Does Book of Moon target? Regards, Carlos", "Does Book of Moon target?"),
    ("O Sangan busca se for banido? Valeu, abraço!", "O Sangan busca se for banido?"),
]


@pytest.fixture(scope="module")
def db():
    return store.open_db(DEFAULT_DB)


@pytest.mark.parametrize("polite, plain", ASKED_ALIKE)
def test_a_question_said_politely_is_read_as_it_is_without_its_small_talk(db, polite, plain):
    resolver = store.resolver(db)
    a, b = understand(db, polite, resolver), understand(db, plain, resolver)
    read = lambda q: (q.lang, q.cards, q.mechanics, q.wants, q.kinds, q.terms, q.stems, q.pairs, q.families)  # noqa: E731
    assert read(a) == read(b)
    assert a.text == " ".join(polite.split())  # the question shown is the one typed
    answered = [r["id"] for r in ask(db, polite, resolver)["results"]]
    assert answered == [r["id"] for r in ask(db, plain, resolver)["results"]]


@pytest.mark.parametrize("text, card", [
    ("Hey, Trunade! returns face-down traps to the hand?", "Hey, Trunade!"),  # a card's name opens it
    ("Hi-Speedroid Chanbara attacks twice?", "Hi-Speedroid Chanbara"),
    ("Judge Man can be Normal Summoned without a Tribute?", "Judge Man"),
])
def test_a_card_whose_name_opens_like_small_talk_is_kept(db, text, card):
    assert card in [c["name"] for c in understand(db, text, store.resolver(db)).cards]


@pytest.mark.parametrize("text, word", [
    ("A judge may check my deck at any time?", "judge"),  # a judge spoken of, not to
    ("thanks to Jinzo, can my opponent activate traps?", "thank"),  # no closing
    ("is sorry the only word here, sorry?", "word"),
])
def test_words_that_only_look_like_small_talk_are_read(db, text, word):
    q = understand(db, text, store.resolver(db))
    assert any(stem.startswith(word) for family in q.stems for stem in family)


def test_a_question_of_small_talk_alone_is_kept_as_typed(db):
    q = understand(db, "Hi judge, thanks!", store.resolver(db))
    assert "judge" in q.terms


def test_the_spans_of_small_talk_are_the_greeting_the_opener_the_thanks_and_please():
    text = "Hello judges, quick question: can I please Tribute a Token? Thanks in advance!"
    assert [text[a:b] for a, b in small_talk(text)] == ["Hello judges, ", "quick question: ", "please",
                                                         "Thanks in advance!"]
    assert small_talk("can I Tribute a Token?") == []
