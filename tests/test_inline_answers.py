"""Answers written on the question's own line, threads numbered post by post, titles ending in a
quoted card name: each read as what it is (documents in my own words)."""
from __future__ import annotations

from .conftest import ingested

ARROWS = """Quick rulings for locals

Can Mystic Tomato search if it is destroyed face-down? -> No. It must be destroyed by battle face-up.
Can I activate Waboku during the Damage Step? => No, it does not change ATK or DEF.
Can Giant Trunade return a face-down Spell to the hand? → Yes, face-down cards are returned too.
"""
SETAS = """Regras rápidas da loja

Posso ativar Waboku na Battle Phase do oponente? -> Sim, em resposta a um ataque.
O Mystic Tomato busca um monstro se for destruído virado para baixo? => Não, ele precisa estar virado para cima.
"""


def _rows(db, doc: str) -> list[tuple]:
    return list(db.execute("select kind, label, situation, verdict from records where document = ? order by start",
                           [doc]))


def test_an_arrow_after_a_question_opens_its_answer(tmp_path):
    db = ingested(tmp_path, {"arrows.txt": ARROWS, "setas.txt": SETAS})
    rows = _rows(db, "arrows.txt")
    assert [(k, lab) for k, lab, _, _ in rows] == [("question", "forbidden"), ("question", "forbidden"),
                                                   ("question", "allowed")]
    assert [(k, lab) for k, lab, _, _ in _rows(db, "setas.txt")] == [("question", "allowed"), ("question", "outcome")]
    assert [s for _, _, s, _ in rows][1] == "Can I activate Waboku during the Damage Step?"
    assert [v for _, _, _, v in rows][:3] == ["No. It must be destroyed by battle face-up.",
                                              "No, it does not change ATK or DEF.",
                                              "Yes, face-down cards are returned too."]


def test_a_negated_question_is_answered_by_the_modal_after_its_yes_or_no(tmp_path):
    doc = ("Magic Cylinder\n\n"
           "- You cannot activate Magic Cylinder against a monster with 0 ATK? No, you can, it just inflicts no damage.\n"
           "- So I cannot chain Magic Cylinder to Waboku? Yes, you can't: both respond to the attack, and only one "
           "is needed.\n"
           "- Não posso ativar Magic Cylinder no meu turno? Não, você pode, se o oponente atacar.\n")
    rows = _rows(ingested(tmp_path, {"cylinder.txt": doc}), "cylinder.txt")
    assert [(k, lab) for k, lab, _, _ in rows] == [("question", "allowed"), ("question", "forbidden"),
                                                   ("question", "allowed")]


def test_a_threads_numbered_posts_are_each_a_ruling(tmp_path):
    doc = ("1/3 Some Scapegoat rulings people ask about at locals\n"
           "2/3 Sheep Tokens cannot be Tributed for a Tribute Summon.\n"
           "3/3 You cannot activate Scapegoat with fewer than 4 free Monster Zones.\n")
    rows = _rows(ingested(tmp_path, {"thread.txt": doc}), "thread.txt")
    verdicts = [v for _, _, _, v in rows]
    assert "Sheep Tokens cannot be Tributed for a Tribute Summon." in verdicts
    assert "You cannot activate Scapegoat with fewer than 4 free Monster Zones." in verdicts
    assert not any("2/3" in v or "3/3" in v for v in verdicts)


def test_a_title_ending_in_a_quoted_card_name_is_a_heading(tmp_path):
    doc = ("RULINGS FOR \u201cMAGIC CYLINDER\u201d\n\n"
           "\u2022 \u201cMagic Cylinder\u201d negates the attack and inflicts damage equal to its ATK.\n\n"
           "Notes on \u201cWaboku\u201d\n\n"
           "You can activate \u201cWaboku\u201d during your opponent's Battle Phase.\n")
    db = ingested(tmp_path, {"titles.txt": doc})
    rows = list(db.execute("select context, text from records order by start"))
    assert [c for c, _ in rows] == ["RULINGS FOR \u201cMAGIC CYLINDER\u201d", "Notes on \u201cWaboku\u201d"]


def test_a_numbered_question_mark_opens_a_question_and_answer(tmp_path):
    """"1. Q: …? A: …", "2) Question: …", "3- P: …": a numbered list of questions and answers is
    read as the unnumbered one, its marks no part of the question."""
    doc = ("Store rulings\n\n"
           "1. Q: Can Scapegoat be activated during the Battle Phase? A: Yes, it is a Quick-Play Spell.\n"
           "2) Question: Can I chain Magic Jammer to a Trap Card?\nAnswer: No, it only negates Spell Cards.\n"
           "3- P: O Sangan ativa se for banido? R: Não, ele precisa ir do campo para o cemitério.\n")
    rows = _rows(ingested(tmp_path, {"numbered.txt": doc}), "numbered.txt")
    assert [(k, lab, s) for k, lab, s, _ in rows] == [
        ("qa", "allowed", "Can Scapegoat be activated during the Battle Phase?"),
        ("qa", "forbidden", "Can I chain Magic Jammer to a Trap Card?"),
        ("qa", "outcome", "O Sangan ativa se for banido?")]
