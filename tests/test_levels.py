"""Levels asked against the Levels a ruling rules on: a ruling on a range holds the Level asked
when the range does, and one naming only other Levels is about another case — in a library
written for the test, in both languages."""
from __future__ import annotations

import pytest

from judge.levels import levels_said
from judge.qa import ask
from judge.text import words_of

from .conftest import library_of

TRIBUTES = {"summoning.md": (
    "# Tribute Summons\n\n"
    "- A monster of Level 4 or lower is Normal Summoned without any Tribute.\n"
    "- A monster of Level 5 or 6 needs 1 Tribute to be Normal Summoned.\n"
    "- A monster of Level 7 or higher needs 2 Tributes to be Normal Summoned.\n"
    "- A monster Summoned by Tributing keeps its own ATK.\n"),
    "invocacao.md": (
    "# Invocação-Tributo\n\n"
    "- Monstros de nível 3 ou menor podem ser baixados sem tributo.\n"
    "- Monstros de nível 9 ou maior não podem ser invocados por efeitos de cartas de nível baixo.\n")}


@pytest.fixture(scope="module")
def library(tmp_path_factory):
    return library_of(tmp_path_factory, "levels", TRIBUTES)


@pytest.mark.parametrize("text, levels", [
    ("a Level 8 monster", {8}),
    ("lvl 2 guy", {2}),
    ("monstro de nível 10", {10}),
    ("Level 5 and 6 monsters", {5, 6}),
    ("Levels 2 to 4", {2, 3, 4}),
    ("nível 11 ou maior", {11, 12, 13}),
    ("Level 2 or less", {1, 2}),
    ("a 3-star monster", {3}),
    ("pay 1000 Life Points and draw 2 cards", set()),  # numbers that are no Level
])
def test_the_levels_a_text_names(text, levels):
    assert levels_said(words_of(text)) == levels


@pytest.mark.parametrize("question, says", [
    # a Level inside a range the ruling states, never written in it
    ("how many tributes does a level 8 monster need?", "Level 7 or higher"),
    ("my lvl 6 monster, how many tributes?", "Level 5 or 6"),
    ("quantos tributos pra um monstro de nível 4?", "Level 4 or lower"),  # not "nível 3 ou menor"
    # the Level written in the ruling, whose neighbours rule on other Levels
    ("Does a Level 5 monster need a Tribute?", "Level 5 or 6"),
])
def test_a_ruling_on_the_range_holding_the_level_asked_comes_first(library, question, says):
    db, resolver = library
    out = ask(db, question, resolver)
    assert says in out["results"][0]["text"], [r["text"] for r in out["results"][:3]]


def test_a_ruling_naming_only_other_levels_is_about_another_case(library):
    db, resolver = library
    out = ask(db, "Does a Level 12 monster need Tributes to be Normal Summoned?", resolver, limit=10)
    ranked = [r["text"] for r in out["results"]]
    first_other = min(i for i, t in enumerate(ranked) if "Level 4 or lower" in t or "Level 5 or 6" in t)
    assert "Level 7 or higher" in ranked[0] and first_other > 0
    assert out["results"][0]["why"]["other_state"] is False
    assert next(r for r in out["results"] if "Level 5 or 6" in r["text"])["why"]["other_state"] is True
