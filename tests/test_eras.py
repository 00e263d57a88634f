"""Rulings know their era: format and date cues in both languages, supersession both ways, answers
as of a format and a date, and the display of rulings that differ by format. My own fixtures,
plus the Goat corpus's 0-ATK passage when ../shared is present."""
from __future__ import annotations

import json
import shutil

import pytest
import sqlite_utils

from judge import store
from judge.ingest import ingest
from judge.ingest.era import date_in
from judge.lang import named_format
from judge.qa import ask
from judge.render import Style, answer_page

from .conftest import SHARED, ingested, run_judge

GOAT_PART2 = SHARED / "corpus" / "goat" / "en_goat_general_mechanics_part2.txt"


@pytest.mark.parametrize("text,lang,fmt", [
    ("In Goat Format, both monsters are destroyed in battle.", "en", "goat"),
    ("In current format Yu-Gi-Oh!, neither one is destroyed.", "en", "current"),
    ("Under Edison format rules the Synchro Monster stays.", "en", "edison"),
    ("Unlike in current format, Continuous Traps must be flipped first in Goat Format.", "en", "goat"),
    ("Unlike in current format, this cannot be done.", "en", ""),
    ("No formato Goat, os dois monstros são destruídos.", "pt", "goat"),
    ("No formato atual, nenhum dos dois é destruído.", "pt", "current"),
    # asking how it is now names the current format
    ("Nowadays, can a Counter Trap be chained in the Damage Step?", "en", "current"),
    ("How does Book of Moon work these days?", "en", "current"),
    ("Hoje em dia o Sangan ainda busca?", "pt", "current"),
    ("Atualmente dá pra ativar armadilhas no damage step?", "pt", "current"),
    # the game's name as players write it ("yugioh", "ygo", "yu gi oh")
    ("what happens with a Replay in modern yugioh?", "en", "current"),
    ("is Sangan still a search in current ygo", "en", "current"),
    ("No yugioh atual o Sangan ainda busca?", "pt", "current"),
    ("Scapegoat cannot be chained to itself.", "en", ""),  # a card's name is no format
    ("You can activate it during the Damage Step.", "en", ""),
])
def test_format_cues(text, lang, fmt):
    assert named_format(text, lang) == fmt


@pytest.mark.parametrize("text,lang,date", [
    ("As of June 13, 2005, a replay happens when a monster is Special Summoned.", "en", "2005-06-13"),
    ("Since 2005-06-13 the new ruling applies.", "en", "2005-06-13"),
    ("As of March 2006, this card is Limited.", "en", "2006-03"),
    ("since 2004 this is legal", "en", "2004"),
    ("A partir de 13 de junho de 2005, o replay acontece.", "pt", "2005-06-13"),
    ("Desde 2005, a regra mudou.", "pt", "2005"),
    ("You take 2000 damage.", "en", ""),
    # a month with an accent ("março") is matched as the folded text writes it
    ("A partir de 1 de março de 2005, o efeito não ativa.", "pt", "2005-03-01"),
    # a post's update note in brackets
    ("Update (2024-04-01): it cannot be revived either.", "en", "2024-04-01"),
    ("Atualização (2024-04-01): também não pode ser revivido.", "pt", "2024-04-01"),
    # a date written with slashes: month first in English, day first in Portuguese
    ("RULINGS FAQ - UPDATED 06/13/2005", "en", "2005-06-13"),
    ("Atualizado em 13/06/2005", "pt", "2005-06-13"),
    # the day before the month in English too
    ("As of 13 June 2005, the replay happens.", "en", "2005-06-13"),
    # a month by its first three letters, as a forum's post dates are written
    ("Updated Jun 11, 2005 at 9:40 pm", "en", "2005-06-11"),
    ("Atualizado em 11 de jun. de 2005", "pt", "2005-06-11"),
    ("since 1st March, 2006 it is Limited", "en", "2006-03-01"),
])
def test_date_cues(text, lang, date):
    assert date_in(text, lang) == date


GOAT_DOC = """FORMAT: goat
TITLE: Goat house rulings

# Battles

When two Attack Position monsters with 0 ATK battle each other, both monsters are destroyed.

# Changes

The old ruling was that Sinister Serpent could be returned to the hand twice in one turn. The new ruling is that Sinister Serpent returns to the hand only once per turn.

Marshmallon is destroyed by battle when it is attacked by a monster with 0 ATK. This ruling has been reversed: Marshmallon cannot be destroyed by battle.
"""

CURRENT_DOC = """FORMAT: current
TITLE: Current rules digest

# Battles

When two Attack Position monsters with 0 ATK battle each other, neither monster is destroyed.

# Cards

- When Big Bang Shot's monster destroys a monster by battle, inflict damage equal to the destroyed monster's ATK.
- This ruling changed in January 2011: inflict damage equal to the destroyed monster's original ATK.
"""

PT_DOC = """LANGUAGE: pt
TITLE: Mudanças de regras

Agora, você pode ativar Call of the Haunted durante a Damage Step. Antigamente, você não podia ativar Call of the Haunted durante a Damage Step.

A partir de 13 de junho de 2005, um replay acontece quando um monstro é invocado por Scapegoat.
"""

PLAIN_DOC = """TITLE: Undated notes

You can activate Mystical Space Typhoon during the End Phase.
"""


@pytest.fixture(scope="module")
def library(tmp_path_factory):
    folder = tmp_path_factory.mktemp("eras")
    for name, text in (("goat.md", GOAT_DOC), ("current.md", CURRENT_DOC), ("mudancas.txt", PT_DOC),
                       ("plain.txt", PLAIN_DOC)):
        (folder / name).write_text(text, encoding="utf-8")
    db = folder / "eras.db"
    ingest([folder], db)
    return db


def _records(db, like: str) -> list[dict]:
    return [dict(r) for r in sqlite_utils.Database(db).query(
        "select * from records where text like ? order by start", [like])]


def test_documents_and_records_know_their_format(library):
    docs = {r["name"]: r["game_format"] for r in sqlite_utils.Database(library).query(
        "select name, game_format from documents")}
    assert docs == {"goat.md": "goat", "current.md": "current", "mudancas.txt": "", "plain.txt": ""}
    assert {r["format"] for r in _records(library, "%0 ATK battle%")} == {"goat", "current"}
    assert all(r["format"] == "" for r in _records(library, "%Mystical Space Typhoon%"))  # unknown stays unknown


def test_dates_from_the_sentence(library):
    (dated,) = _records(library, "%replay acontece%")
    assert dated["date"] == "2005-06-13"
    assert all(r["date"] == "" for r in _records(library, "%Mystical Space Typhoon%"))


def test_an_old_ruling_is_superseded_by_the_new_one_old_first(library):
    rows = _records(library, "%Sinister Serpent%")
    old = next(r for r in rows if "could be returned" in r["verdict"] or "old ruling" in r["verdict"].lower())
    new = next(r for r in rows if "only once per turn" in r["verdict"])
    assert old["superseded_by"] == new["id"] and not new["superseded_by"]


def test_an_old_ruling_is_superseded_new_first_in_portuguese(library):
    rows = _records(library, "%Call of the Haunted%")
    old = next(r for r in rows if "Antigamente" in r["verdict"])
    new = next(r for r in rows if r["verdict"].startswith("Agora") or "Agora" in r["verdict"])
    assert old["superseded_by"] == new["id"] and not new["superseded_by"]


def test_a_reversed_ruling_is_superseded_by_the_reversal(library):
    rows = _records(library, "%Marshmallon%")
    reversal = next(r for r in rows if "reversed" in r["text"] and "cannot be destroyed" in r["verdict"])
    before = next(r for r in rows if r["start"] < reversal["start"])
    assert before["superseded_by"] == reversal["id"]


def test_a_ruling_that_says_it_changed_supersedes_the_bullet_before_and_is_dated(library):
    rows = _records(library, "%inflict damage equal to the destroyed monster%")
    changed = next(r for r in rows if "changed" in r["text"])
    old = next(r for r in rows if "changed" not in r["text"])
    assert old["superseded_by"] == changed["id"] and changed["date"] == "2011-01"


def test_a_superseded_ruling_ranks_below_its_replacement_and_says_so(library):
    db = store.open_db(library)
    result = ask(db, "Can Sinister Serpent return to the hand twice in one turn?", store.resolver(db), 10)
    ids = [r["id"] for r in result["results"]]
    old = next(r for r in result["results"] if r.get("superseded_by"))
    assert old["superseded_by"] in ids and ids.index(old["superseded_by"]) < ids.index(old["id"])
    assert "superseded" in answer_page(result, Style(False), explain=False) or \
        result["answer"]["record"] == old["superseded_by"]


def test_asked_as_of_a_format_the_ruling_of_that_format_comes_first(library):
    db = store.open_db(library)
    question = "Two Attack Position monsters with 0 ATK battle each other: what happens?"
    for fmt, word in (("goat", "both monsters are destroyed"), ("current", "neither monster is destroyed")):
        result = ask(db, question, store.resolver(db), 5, fmt)
        assert word in result["results"][0]["text"] and result["results"][0]["source"]["format"] == fmt
        assert result["format"] == fmt


@pytest.mark.parametrize("question, fmt, word", [
    # the question names its format: answered as of it, as with --format
    ("In Goat format, two Attack Position monsters with 0 ATK battle each other: what happens?", "goat",
     "both monsters are destroyed"),
    ("Under current rules, two Attack Position monsters with 0 ATK battle each other: what happens?", "current",
     "neither monster is destroyed"),
    ("No formato Goat, o que acontece quando dois monstros com 0 ATK em posição de ataque batalham?", "goat",
     "both monsters are destroyed"),
])
def test_a_question_naming_its_format_is_answered_as_of_it(library, question, fmt, word):
    db = store.open_db(library)
    result = ask(db, question, store.resolver(db), 5)
    assert result["format"] == fmt
    assert word in result["results"][0]["text"] and result["results"][0]["source"]["format"] == fmt
    # --format wins over the question's words
    other = "current" if fmt == "goat" else "goat"
    assert ask(db, question, store.resolver(db), 5, other)["format"] == other


def test_a_mixed_library_shows_both_formats(library):
    db = store.open_db(library)
    result = ask(db, "Two Attack Position monsters with 0 ATK battle each other: what happens?", store.resolver(db), 5)
    assert result["format"] is None
    eras = result["answer"]["by_format"]
    assert {e["format"] for e in eras} == {"goat", "current"}
    text = answer_page(result, Style(False))
    assert "differ by format" in text and "Goat" in text and "current" in text


def test_as_of_a_date_before_a_ruling_it_ranks_below(library):
    db = store.open_db(library)
    question = "Does a replay happen when a monster is summoned by Scapegoat?"
    later = ask(db, question, store.resolver(db), 10, as_of="2005-01-01")
    dated = next(r for r in later["results"] if r["source"]["date"] == "2005-06-13")
    assert later["results"][0]["id"] != dated["id"] or len(later["results"]) == 1


def test_dates_are_shown_or_undated(library):
    db = store.open_db(library)
    result = ask(db, "Can I activate Mystical Space Typhoon during the End Phase?", store.resolver(db), 3)
    assert result["results"][0]["source"]["date"] is None
    assert "undated" in answer_page(result, Style(False))


def test_bad_format_and_date_are_bad_input(library):
    proc = run_judge("ask", "0 ATK battle", "--db", str(library), "--as-of", "June")
    assert proc.returncode == 2 and "--as-of" in proc.stderr
    proc = run_judge("ask", "0 ATK battle", "--db", str(library), "--format", "speed")
    assert proc.returncode == 2


def test_ingest_format_sets_the_default_of_documents_that_do_not_say(tmp_path):
    (tmp_path / "plain.txt").write_text(PLAIN_DOC, encoding="utf-8")
    (tmp_path / "current.md").write_text(CURRENT_DOC, encoding="utf-8")
    db = tmp_path / "d.db"
    proc = run_judge("ingest", str(tmp_path), "--db", str(db), "--format", "goat")
    assert proc.returncode == 0, proc.stderr
    docs = dict(sqlite_utils.Database(db).execute("select name, game_format from documents").fetchall())
    assert docs == {"plain.txt": "goat", "current.md": "current"}


SIDE_BY_SIDE = ("In current format Yu-Gi-Oh!, when a Union monster is equipped by its effect and then "
                "destroyed, the monster it was equipped to is not destroyed. On the contrary, in Goat "
                "Format, the monster it was equipped to is destroyed instead.")


def test_a_ruling_of_another_format_beside_it_is_its_counterpart(tmp_path):
    # the other format's ruling on the same situation in its passage is found; one of a third
    # format on that situation far down the document is not read (`store.PASSAGE`)
    filler = "\n\n".join(f"Notes on card number {i}: nothing here rules on anything at all." for i in range(60))
    far = ("In Edison format, when a Union monster is equipped by its effect and then destroyed, "
           "the monster it was equipped to is removed from play.")
    (tmp_path / "union.md").write_text(f"TITLE: Unions\n\n{SIDE_BY_SIDE}\n\n{filler}\n\n{far}\n", encoding="utf-8")
    db_path = tmp_path / "u.db"
    ingest([tmp_path], db_path)
    db = store.open_db(db_path)
    by_format = {fmt: (rid, start) for rid, fmt, start in db.execute(
        "select id, format, start from records where situation like 'when a Union monster is equipped%'")}
    assert set(by_format) == {"current", "goat", "edison"}
    assert by_format["edison"][1] - by_format["goat"][1] > store.PASSAGE
    assert store.counterparts(db, by_format["current"][0]) == [by_format["goat"][0]]
    assert store.counterparts(db, by_format["goat"][0]) == [by_format["current"][0]]
    assert store.counterparts(db, by_format["edison"][0]) == []


@pytest.mark.skipif(not GOAT_PART2.exists(), reason="the Goat corpus is not in ../shared")
def test_goat_corpus_zero_atk_battles(tmp_path):
    question = "Two monsters with 0 ATK in attack position battle each other: what happens?"
    goat_only = tmp_path / "goat"
    goat_only.mkdir()
    shutil.copy(GOAT_PART2, goat_only)
    db = tmp_path / "goat.db"
    ingest([goat_only], db)
    conn = store.open_db(db)
    for fmt in ("goat", None):  # asked for Goat, and a Goat-only library without asking
        result = ask(conn, question, store.resolver(conn), 5, fmt)
        assert "in Goat Format, both monsters are destroyed" in result["results"][0]["text"], result["results"][0]
    proc = run_judge("ask", "--json", question, "--db", str(db))
    data = json.loads(proc.stdout)
    assert data["format"] == "goat"


def _ruling(fmt, label, verdict, when="If the equipped monster is flipped face-down"):
    return {"id": f"{fmt}-{verdict[:8]}", "lang": "en", "label": label, "verdict": verdict, "when": when,
            "text": f"{when}, {verdict}", "source": {"format": fmt, "date": None}}


@pytest.mark.parametrize("goat, other, differ", [
    # two documents' wordings of one ruling: no change of ruling
    (("outcome", "the Equip Card is destroyed."), ("outcome", "the Equip Card is sent to the Graveyard."), False),
    (("allowed", "you can activate it again."), ("allowed", "its effect may be activated again."), False),
    # a word that turns the ruling, a number, opposite verdicts
    (("outcome", "the Equip Card is destroyed."), ("outcome", "the Equip Card is not destroyed."), True),
    (("outcome", "it loses 500 ATK."), ("outcome", "it loses 1000 ATK."), True),
    (("allowed", "you can activate it again."), ("forbidden", "you cannot activate it again."), True),
])
def test_rulings_differ_by_format_only_when_they_rule_otherwise(goat, other, differ):
    from judge.qa import by_format

    best, second = _ruling("goat", *goat), _ruling("edison", *other)
    assert bool(by_format(best, [second])) is differ
    assert not by_format(best, [_ruling("goat", *other)])  # one format: nothing to set apart


MOON = "BOOK OF MOON\n- If you chain Book of Moon to the attack, the attack is not negated.\n"


def test_a_file_named_for_its_format_rules_on_it_and_the_library_has_a_usual_format(tmp_path):
    from judge.eras import usual_format
    from judge.query import understand
    from judge.search import FEATURES, candidates, features

    db = ingested(tmp_path, {"goat_rulings.txt": MOON, "goat-netrep.txt": MOON.replace("not negated", "stopped"),
                             "edison_rulings.txt": MOON.replace("not negated", "negated"), "notes.txt": MOON})
    formats = dict(db.execute("select name, game_format from documents"))
    assert formats == {"goat_rulings.txt": "goat", "goat-netrep.txt": "goat", "edison_rulings.txt": "edison",
                       "notes.txt": ""}
    assert usual_format(db) == "goat"  # two documents say Goat, one Edison
    q = understand(db, "book of moon chained to an attack", store.resolver(db))
    docs = dict(db.execute("select rowid, document from records"))
    other = {docs[rowid]: dict(zip(FEATURES, v))["other_format"] for rowid, _, v, _ in features(q, candidates(db, q))}
    assert other == {"goat_rulings.txt": 0.0, "goat-netrep.txt": 0.0, "edison_rulings.txt": 1.0, "notes.txt": 0.0}
    # asked as of Edison, the Goat rulings are the other format's
    q.format = "edison"
    other = {docs[rowid]: dict(zip(FEATURES, v))["other_format"] for rowid, _, v, _ in features(q, candidates(db, q))}
    assert other["goat_rulings.txt"] == 1.0 and other["edison_rulings.txt"] == 0.0


def test_a_card_ruled_only_in_another_format_is_asked_about_in_it(tmp_path):
    """A Goat library's one Edison document rules on a card Goat never knew: a question naming
    it (with or without an older card) is about Edison, so its Edison rulings are not the other
    format's; one naming only cards Goat rules on stays in Goat."""
    from judge.eras import likely_format
    from judge.query import understand
    from judge.search import FEATURES, candidates, features

    goat = "MONSTER REBORN\n- You can use Monster Reborn on a monster in either Graveyard.\n"
    edison = ("CARD TROOPER\n- If Card Trooper is flipped face-down, its ATK gain is lost.\n"
              "MONSTER REBORN\n- Monster Reborn can revive Card Trooper from your Graveyard.\n")
    db = ingested(tmp_path, {"goat_rulings.txt": goat, "goat-netrep.txt": MOON, "edison_rulings.txt": edison})
    assert likely_format(db, ["Monster Reborn"]) == "goat"
    assert likely_format(db, ["Card Trooper"]) == "edison"
    assert likely_format(db, ["Card Trooper", "Monster Reborn"]) == "edison"  # both are ruled in Edison
    assert likely_format(db, ["Card Trooper", "Book of Moon"]) == "goat"  # no one format rules on both
    assert likely_format(db, []) == "goat"
    docs = dict(db.execute("select rowid, document from records"))

    def other_format(question):
        q = understand(db, question, store.resolver(db))
        return {docs[rowid]: dict(zip(FEATURES, v))["other_format"] for rowid, _, v, _ in features(q, candidates(db, q))}

    assert other_format("can monster reborn bring back card trooper?") == {"goat_rulings.txt": 1.0,
                                                                          "edison_rulings.txt": 0.0}
    assert other_format("can I use monster reborn on my opponent's graveyard?")["edison_rulings.txt"] == 1.0


def test_a_library_split_evenly_between_formats_has_no_usual_one(tmp_path):
    from judge.eras import usual_format

    db = ingested(tmp_path, {"goat_rulings.txt": MOON, "edison_rulings.txt": MOON, "notes.txt": MOON})
    assert usual_format(db) == ""


def test_a_change_lists_labels_link_its_old_ruling_to_the_new_and_a_byline_dates_the_post(tmp_path):
    """"Old ruling: …" / "New ruling: …" (no article) are a change's two sides; a blog post's
    byline ("Publicado em 12 de março de 2024") dates what it says."""
    db = ingested(tmp_path, {
        "changes.txt": "Ruling changes\n\nCard: Sinister Serpent\n"
                       "Old ruling: You could return Sinister Serpent to your hand during each Standby Phase.\n"
                       "New ruling: You can only return Sinister Serpent to your hand once per turn.\n",
        "post.html": "<h1>Dúvidas</h1><p>Publicado em 12 de março de 2024 por Carlos</p>"
                     "<p>Metamorphosis não invoca o monstro de forma correta.</p>"})
    rows = {text.split(":")[0]: (rid, sup, date) for rid, text, sup, date in
            db.execute("select id, text, superseded_by, date from records")}
    assert rows["Old ruling"][1] == rows["New ruling"][0]
    assert rows["Metamorphosis não invoca o monstro de forma correta."][2] == "2024-03-12"


def test_a_ruling_tagged_with_its_date_before_its_words_is_dated_by_it(tmp_path):
    """A changelog's items open with their date in brackets ("[2005-10-01] …", "(2006-03) …"):
    that is the ruling's date, not the document's; an item without one is undated."""
    db = ingested(tmp_path, {"changelog.txt": "UPDATED RULINGS\n"
                                              "- [2005-10-01] Witch of the Black Forest can only add a monster with 1500 or less DEF.\n"
                                              "- (2006-03) Sinister Serpent returns to the hand once per turn.\n"
                                              "- Jinzo negates the effects of face-up Trap Cards.\n"})
    dates = [d for (d,) in db.execute("select date from records order by start")]
    assert dates == ["2005-10-01", "2006-03", ""]


@pytest.mark.parametrize("old, new", [
    ("Old: you may return Sinister Serpent to the hand in every Standby Phase.",
     "New: Sinister Serpent returns to the hand only once per turn."),
    ("Before: Jinzo's effect was applied only while it was face-up in Attack Position.",
     "After: Jinzo's effect applies in either Battle Position."),
    ("Antes: você podia ativar Call of the Haunted durante a Damage Step.",
     "Depois: você não pode ativar Call of the Haunted durante a Damage Step."),
])
def test_a_change_lists_bare_labels_link_the_old_ruling_to_the_new(tmp_path, old, new):
    """"Old: …" / "New: …" (and "Before:"/"After:", "Antes:"/"Depois:") are a change's two sides
    as "Old ruling:" is: the old one is superseded by the new, never the other way."""
    heading = "Mudanças de regras" if old.startswith("Antes") else "Ruling changes"
    db = ingested(tmp_path, {"changes.md": f"# {heading}\n\n- {old}\n- {new}\n"})
    rows = {text.split(":")[0]: (rid, sup) for rid, text, sup in db.execute("select id, text, superseded_by from records")}
    first, second = old.split(":")[0], new.split(":")[0]
    assert rows[first][1] == rows[second][0] and not rows[second][1]


def test_a_heading_that_is_a_date_dates_the_rulings_under_it(tmp_path):
    """A change log's sections headed by their day ("## 2005-04-01", "## Janeiro de 2005") date
    their items; the nearest such heading counts, a bare year does not, and an item's own date
    wins."""
    db = ingested(tmp_path, {"log.md": "# Ruling changes 2005\n\n## 2005-04-01\n\n"
                                       "- Sinister Serpent returns to the hand only once per turn.\n"
                                       "- [2005-03-15] Jinzo negates the effects of face-up Trap Cards.\n\n"
                                       "## January 2005\n\n- Witch of the Black Forest searches a monster with 1500 or less DEF.\n\n"
                                       "# Older notes\n\n- Sangan searches a monster with 1500 or less ATK.\n",
                             "log-pt.md": "# Mudanças\n\n## 13 de junho de 2005\n\n- Scapegoat não pode ser ativado na Damage Step.\n"})
    dates = {text.split()[0]: date for text, date in db.execute("select text, date from records")}
    assert dates == {"Sinister": "2005-04-01", "[2005-03-15]": "2005-03-15", "Witch": "2005-01",
                     "Sangan": "", "Scapegoat": "2005-06-13"}


def test_a_day_heading_dates_the_card_sections_under_it(tmp_path):
    """A log's day over sections headed by card ("## 2004-03-02" over "### Sangan", or over a
    list item in bold heading the items nested under it) dates their rulings; the card's heading
    is still their context and their card, a day nearer them wins, and a later section headed by
    no day is not dated by the one before."""
    db = ingested(tmp_path, {"log.md": "# Judge log\n\n## 2004-03-02\n\n### Sangan\n\n"
                                       "- Its search is not optional once it resolves.\n\n"
                                       "## 2004-03-09\n\n- **Jinzo**\n  - Face-up Trap Cards are negated.\n"
                                       "- **Cyber Jar**\n  - Both players flip their 5 cards at once.\n\n"
                                       "### Witch of the Black Forest (2004-04-01)\n\n- Its search is a Trigger Effect.\n\n"
                                       "## Older notes\n\n### Mystic Tomato\n\n- It searches a DARK monster.\n"})
    got = {text.split()[0] + (cards[:5]): (context, date) for text, context, date, cards in db.execute(
        "select text, context, date, (select group_concat(card) from record_cards where record = records.id) "
        "from records")}
    assert got == {"ItsSanga": ("Sangan", "2004-03-02"), "Face-upJinzo": ("Jinzo", "2004-03-09"),
                   "BothCyber": ("Cyber Jar", "2004-03-09"),
                   "ItsWitch": ("Witch of the Black Forest (2004-04-01)", "2004-04-01"),
                   "ItMysti": ("Mystic Tomato", "")}, got


def test_a_ruling_that_was_replaced_does_not_contradict_its_replacement(tmp_path):
    """The old side of a change ("Old: … allowed") beside the new ("New: … cannot") is the ruling
    that was: the answer is the new one, with no "a close ruling says the opposite" and no
    disagreement shown."""
    db = ingested(tmp_path, {"changes.md": "# Ruling changes\n\n"
                             "- Old: Sheep Tokens from Scapegoat can be Tributed for a Tribute Summon.\n"
                             "- New: Sheep Tokens from Scapegoat cannot be Tributed for a Tribute Summon.\n"})
    out = ask(db, "can Scapegoat's sheep tokens be tributed for a tribute summon?", store.resolver(db))
    assert out["answer"]["label"] == "forbidden", out
    assert "opposite" not in (out["answer"].get("caveats") or []) and "disagreement" not in out["answer"]
