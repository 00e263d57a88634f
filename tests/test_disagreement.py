"""Two sources are shown as disagreeing only when they do: my own pairs, conflicting and merely
different, classified both ways; and the Portuguese seed's Fusion-material contradiction."""
from __future__ import annotations

import pytest

from judge import records, store
from judge.model import DEFAULT_DB
from judge.qa import disagreement, same_situation


def rec(rid, text, label, cards=(), mechanics=(), lang="en", situation=""):
    return {"id": rid, "text": text, "label": label, "cards": list(cards), "mechanics": list(mechanics),
            "lang": lang, "situation": situation, "verdict": text}


CONFLICTING = [
    (rec("a1", "When your opponent declares a direct attack, you can activate Mirror Force.", "allowed",
         ["Mirror Force"], ["activation", "attack"], situation="When your opponent declares a direct attack"),
     rec("a2", "When your opponent declares a direct attack, you cannot activate Mirror Force.", "forbidden",
         ["Mirror Force"], ["activation", "attack"], situation="When your opponent declares a direct attack")),
    (rec("b1", "Durante a Damage Step, você pode ativar Call of the Haunted.", "allowed", ["Call of the Haunted"],
         ["damage-step"], "pt", situation="Durante a Damage Step"),
     rec("b2", "Durante a Damage Step, você não pode ativar Call of the Haunted.", "forbidden",
         ["Call of the Haunted"], ["damage-step"], "pt", situation="Durante a Damage Step")),
    (rec("c1", "If a Quick-Play Spell Card is chained to a Counter Trap Card, it is allowed.", "allowed", [],
         ["chain", "quick-play-spell", "counter-trap"], situation="a Quick-Play Spell Card chained to a Counter Trap Card"),
     rec("c2", "A Quick-Play Spell Card can never be chained to a Counter Trap Card.", "forbidden", [],
         ["chain", "quick-play-spell", "counter-trap"], situation="a Quick-Play Spell Card chained to a Counter Trap Card")),
    (rec("d1", "Fusion-Material Monsters must be in your hand or on the field.", "required", [],
         ["fusion-summon"], situation="Fusion-Material Monsters"),
     rec("d2", "Fusion-Material Monsters must be in your hand, on the field or in the Graveyard.", "required", [],
         ["fusion-summon"], situation="Fusion-Material Monsters")),
]

MERELY_DIFFERENT = [
    # the same card, opposite labels, different situations
    (rec("e1", "You can activate Rivalry of Warlords during your Main Phase.", "allowed", ["Rivalry of Warlords"],
         ["activation"], situation="during your Main Phase"),
     rec("e2", "While Rivalry of Warlords is face-up, you cannot Tribute Summon a monster of another Type.",
         "forbidden", ["Rivalry of Warlords"], ["tribute-summon"],
         situation="While Rivalry of Warlords is face-up")),
    # the same card, both required, different places for different things
    (rec("f1", "Under Rivalry of Warlords a monster you Set goes from your hand to the field.", "required",
         ["Rivalry of Warlords"], ["set"], situation="a monster you Set"),
     rec("f2", "Under Rivalry of Warlords a Dragon-Type monster must be sent from the field or the hand to the "
         "Graveyard.", "required", ["Rivalry of Warlords"], ["type"], situation="a Dragon-Type monster")),
    # no card, opposite labels, unrelated situations
    (rec("g1", "Você pode ativar Armadilhas no turno do oponente.", "allowed", [], ["trap-card", "activation"],
         "pt", situation="no turno do oponente"),
     rec("g2", "Você não pode ativar uma Armadilha no mesmo turno em que foi setada.", "forbidden", [],
         ["trap-card", "activation"], "pt", situation="no mesmo turno em que foi setada")),
    # different cards, opposite labels, the same situation
    (rec("h1", "During the Damage Step you can activate Rush Recklessly.", "allowed", ["Rush Recklessly"],
         ["damage-step"], situation="During the Damage Step"),
     rec("h2", "During the Damage Step you cannot activate Book of Moon.", "forbidden", ["Book of Moon"],
         ["damage-step"], situation="During the Damage Step")),
    # both required, nested places, but about different things
    (rec("i1", "Synchro Material Monsters must be face-up on the field or in the hand.", "required", [],
         ["synchro-summon"], situation="Synchro Material Monsters"),
     rec("i2", "A Tuner you discard must go from the hand or the field to the Graveyard.", "required", [],
         ["synchro-summon"], situation="A Tuner you discard")),
]


@pytest.mark.parametrize("a,b", CONFLICTING, ids=lambda r: r["id"])
def test_conflicting_pairs_are_shown_both_ways(a, b):
    assert disagreement(a, [b]) and disagreement(b, [a])


@pytest.mark.parametrize("a,b", MERELY_DIFFERENT, ids=lambda r: r["id"])
def test_merely_different_pairs_are_not(a, b):
    assert disagreement(a, [b]) is None and disagreement(b, [a]) is None


def test_the_kind_names_the_disagreement():
    assert disagreement(*CONFLICTING[0][:1], [CONFLICTING[0][1]])["kind"] == "opposite"
    assert disagreement(CONFLICTING[3][0], [CONFLICTING[3][1]])["kind"] == "places"


def test_same_situation_needs_most_words_of_the_shorter():
    assert same_situation(CONFLICTING[0][0], CONFLICTING[0][1])
    assert not same_situation(MERELY_DIFFERENT[0][0], MERELY_DIFFERENT[0][1])


def test_the_portuguese_fusion_material_contradiction_is_still_surfaced():
    db = store.open_db(DEFAULT_DB)
    found = {r["id"]: r for r in records.fetch_records(db, [rid for (rid,) in db.execute(
        "select id from records where lang = 'pt' and label = 'required' and text like '%materia%fus%'")])}
    pairs = [(a, b) for a in found.values() for b in found.values() if a["id"] < b["id"]]
    assert any(disagreement(a, [b]) and disagreement(b, [a]) for a, b in pairs), [r["text"] for r in found.values()]
