"""A `high` answer needs evidence besides its probability: the fitted model of the first
result's evidence (judge/confidence.py EVIDENCE, data/ranking.json "sureness") and the tool
that fits it (tools/fit_confidence.py), on rulings and questions written for the test."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest

from judge import store
from judge.confidence import EVIDENCE, _about_an_asked_card, evidence, sureness, sureness_model
from judge.qa import ask
from judge.search import WEIGHTS_FILE

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))


@pytest.fixture(scope="module")
def shipped():
    db = store.open_db(store.default_db())
    return db, store.resolver(db)


def _ruling(text: str, named: list[str], context: str = "", **why) -> dict:
    """A first result naming the cards `named`; `why` as the ranking explains it (the asked
    cards it is about under "cards")."""
    return {"text": text, "cards": named, "context": context, "lang": "en", "kind": "prose",
            "label": "allowed", "probability": 0.99, "why": {"coverage": 0.8, "same_language": True, **why}}


def test_a_ruling_names_its_subject_first_or_in_its_heading():
    passing = _ruling('If "Swords of Revealing Light" is active and you Tribute "Cyber Jar", the effect resolves.',
                      ["Cyber Jar", "Swords of Revealing Light"])
    assert not _about_an_asked_card(passing, ["Cyber Jar"])
    assert _about_an_asked_card(passing, ["Swords of Revealing Light"])
    headed = {**passing, "context": "Cyber Jar"}
    assert _about_an_asked_card(headed, ["Cyber Jar"])
    assert not _about_an_asked_card(passing, [])  # nothing asked: about no asked card
    named_otherwise = _ruling("It can be Tributed.", ["Cyber Jar"])  # the name is not in the text
    assert not _about_an_asked_card(named_otherwise, ["Cyber Jar"])


def test_evidence_reads_every_fact_the_model_weighs():
    best = {**_ruling("Example: Player A attacks with Cyber Jar.", ["Cyber Jar", "Battle Ox"],
                      cards=["Cyber Jar"], heading_card=1.0), "kind": "example", "label": "outcome"}
    facts = evidence(best, "outcome", ["Cyber Jar"], ("allowed", "forbidden"))
    assert set(facts) == set(EVIDENCE)
    assert facts["example"] == 1 and facts["qa"] == 0 and facts["asks"] == 1 and facts["label_asked"] == 0
    assert facts["cards_asked"] == 1 and facts["no_card_asked"] == 0 and facts["cards_named"] == 2
    assert facts["subject"] == 1 and facts["heading_card"] == 1 and facts["chance"] > 4
    assert evidence(best, "allowed", [], ("allowed",))["label_asked"] == 1


def test_the_fitted_model_prefers_a_ruling_about_the_asked_card():
    """Of two first results equally probable, the one about the asked card, in the asker's
    language, holding most of the asker's words, is likelier right than a worked example naming
    it in passing among other cards, in the other language, holding few of them."""
    model = sureness_model()
    assert model is not None and 0 < model["verdict"] < model["high"] < 1
    about = _ruling('"Cyber Jar" destroys every monster on the field, itself too.', ["Cyber Jar"],
                    cards=["Cyber Jar"])
    passing = {**_ruling('Example: "Battle Ox" attacks, "Umi" is destroyed, then "Cyber Jar" is flipped.',
                         ["Battle Ox", "Cyber Jar", "Umi"], cards=["Cyber Jar"], coverage=0.3, same_language=False),
               "kind": "example"}
    sure_about = sureness(evidence(about, "allowed", ["Cyber Jar"], ("allowed",)), model)
    sure_passing = sureness(evidence(passing, "outcome", ["Cyber Jar"], ("allowed",)), model)
    assert sure_about >= model["high"] > sure_passing


@pytest.mark.parametrize("question, shown", [
    # cards the shipped rulings name only inside a worked example of a replay, or inside a
    # ruling on Rivalry of Warlords: the best of poor matches, however far first — no verdict
    # where such results are seldom right, and never `high`
    ("can Book of Moon target a face-down monster?", None),
    ("can I chain Mystical Space Typhoon to a card being activated?", None),
    ("does Change of Heart let me tribute the monster I took?", "medium"),
    ("pode o Mystical Space Typhoon destruir uma carta setada?", None),
])
def test_a_card_named_only_in_passing_gives_no_high_answer(shipped, question, shown):
    out = ask(shipped[0], question, shipped[1])
    if shown is None:
        assert out["answer"] is None and out["unsure"] == ["little-evidence"]
        assert out["closest"]  # the closest rulings are still shown
    else:
        assert out["answer"]["confidence"] == shown
        assert "weak-evidence" in out["answer"]["caveats"]  # told, in the judge's words (judge/i18n.py)


@pytest.mark.parametrize("question", [
    "with Rivalry of Warlords out, can Cyber Jar special summon monsters of different types face-down?",
    "do my Toon monsters get destroyed when Toon World leaves the field by Giant Trunade?",
    "can a Toon monster attack on the turn it was summoned?",
])
def test_a_ruling_about_what_is_asked_stays_high(shipped, question):
    assert ask(shipped[0], question, shipped[1])["answer"]["confidence"] == "high"


def test_the_model_file_covers_the_evidence():
    doc = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))["sureness"]
    assert set(doc["weights"]) == set(EVIDENCE) and doc["fitted_on"]


def test_the_fit_recovers_a_known_logistic_and_its_threshold():
    from fit_confidence import VERDICT_PRECISION, chance, fit, lowest_threshold

    rng = np.random.default_rng(1)
    x = rng.normal(size=(4000, 2))
    y = (rng.random(4000) < chance(x, np.array([2.0, -1.0]), 0.5)).astype(float)
    weights, bias = fit(x, y, l2=0.01)
    assert np.allclose(weights, [2.0, -1.0], atol=0.2) and abs(bias - 0.5) < 0.2
    p = np.array([0.1, 0.4, 0.6, 0.9, 0.95, 0.99] * 50)
    right = np.array([0, 0, 1, 1, 1, 1] * 50, dtype=float)
    probable = np.ones(len(p), dtype=bool)
    assert lowest_threshold(p, probable, right) == 0.6  # from here on every chosen answer is right
    assert lowest_threshold(p, probable, np.zeros(len(p))) == 1.0  # never right: nothing is high
    # verdicts: right three times in four is enough (Wilson's lower end): from 0.4 on, 4 in 5
    assert lowest_threshold(p, probable, right, VERDICT_PRECISION) == 0.4
    assert lowest_threshold(p, probable, np.ones(len(p)), VERDICT_PRECISION) == 0.0  # always right: every verdict
