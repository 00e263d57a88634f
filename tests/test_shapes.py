"""Documents of shapes the seeds never had: nested JSON, a bad file among good ones, questions
inside prose. My own fixtures."""
from __future__ import annotations

import json
import shutil

import pytest
import sqlite_utils

from judge.ingest import ingest
from judge.ingest.read import json_to_text
from judge.model import DEFAULT_DB, JudgeError

from .conftest import ingested, records_with_cards, run_judge

NESTED = {
    "Flip": {
        "Union": [{"interaction": "A Union monster equipped to a monster that is flipped face-down is destroyed.",
                   "example": "Player A flips Book of Moon on the equipped monster; the Union monster is destroyed.",
                   "format": "goat"}],
        "Chain": "You cannot chain a Spell Speed 1 effect to a Flip Summon.",
    },
    "Questions": [{"question": "Can I activate Mirror Force when a monster attacks directly?",
                   "answer": "Yes, you can activate Mirror Force.", "date": "2005-01-01"}],
    "Cards": [{"name": "Sangan", "rulings": ["<p>Sangan's effect activates when it is sent from the field to the "
                                             "Graveyard.</p>", "You must add a monster with 1500 or less ATK."]}],
    "version": 3,
}


def test_json_of_any_nesting_is_read_with_its_key_path_as_heading():
    text = json_to_text(json.dumps(NESTED), "nested.json")
    assert "## Flip > Union (format: goat)" in text and "## Flip > Chain" in text
    assert "Q: Can I activate Mirror Force" in text and "A: Yes, you can activate Mirror Force." in text
    assert "## Cards > Sangan" in text and "<p>" not in text
    assert "3" not in text.split("\n")  # a number is no text


def test_json_with_no_text_is_a_clear_error():
    with pytest.raises(JudgeError, match="no text"):
        json_to_text(json.dumps({"a": [1, 2, {"b": None}]}), "empty.json")
    with pytest.raises(JudgeError, match="no text"):  # what it says of itself is no ruling
        json_to_text(json.dumps({"format": "goat", "updated": "2006-01-10"}), "meta.json")
    deep: dict = {"ruling": "You cannot chain to it."}
    for _ in range(60):
        deep = {"k": deep}
    with pytest.raises(JudgeError, match="within 40 levels of nesting"):  # said, not silently lost
        json_to_text(json.dumps(deep), "deep.json")


@pytest.fixture(scope="module")
def mixed_folder(tmp_path_factory):
    folder = tmp_path_factory.mktemp("shapes")
    (folder / "nested.json").write_text(json.dumps(NESTED), encoding="utf-8")
    (folder / "notes.md").write_text(
        "# Chains\n\nCan you chain Mystical Space Typhoon to a Set Spell? You can chain Mystical Space Typhoon "
        "to the activation of a Set Spell Card.\n", encoding="utf-8")
    (folder / "broken.txt").write_bytes(b"\x00\x01\x02binary\x00")
    return folder


def test_one_bad_file_never_costs_the_others(mixed_folder, tmp_path):
    db = tmp_path / "mixed.db"
    proc = run_judge("ingest", str(mixed_folder), "--db", str(db))
    assert proc.returncode == 1, proc.stderr
    assert "broken.txt" in proc.stderr and "skipped" in proc.stderr and "Traceback" not in proc.stderr
    docs = {r["name"] for r in sqlite_utils.Database(db).query("select name from documents")}
    assert docs == {"nested.json", "notes.md"}


def test_strict_stops_at_a_bad_file_and_replaces_nothing(mixed_folder, tmp_path):
    db = tmp_path / "keep.db"
    shutil.copy(DEFAULT_DB, db)
    before = db.read_bytes()
    proc = run_judge("ingest", str(mixed_folder), "--db", str(db), "--strict")
    assert proc.returncode == 2 and "broken.txt" in proc.stderr
    assert db.read_bytes() == before


def test_nested_json_records_and_no_question_stored_as_a_ruling(mixed_folder, tmp_path):
    db = tmp_path / "shapes.db"
    ingest([mixed_folder], db)
    rows = [dict(r) for r in sqlite_utils.Database(db).query("select * from records")]
    union = next(r for r in rows if "Union monster equipped" in r["text"])
    assert union["context"].startswith("Flip > Union") and union["format"] == "goat"
    qa = next(r for r in rows if "Mirror Force" in r["text"])
    assert qa["kind"] == "qa" and qa["label"] == "allowed"
    assert not [r for r in rows if r["kind"] not in ("qa", "question") and r["text"].rstrip().endswith("?")]
    answered = next(r for r in rows if "You can chain Mystical Space Typhoon" in r["text"])
    assert answered["kind"] == "question" and answered["situation"].startswith("Can you chain")


def test_every_sentence_of_a_term_definition_is_a_record(tmp_path):
    doc = tmp_path / "glossary.txt"
    doc.write_text("Kinds of effects\n\nLINGERING EFFECT - As long as this card stays in the Graveyard, its effect "
                   "stays active. When it leaves, the effect ends.\n", encoding="utf-8")
    db = tmp_path / "g.db"
    ingest([doc], db)
    rows = [dict(r) for r in sqlite_utils.Database(db).query("select text, kind, context from records")]
    assert {r["text"] for r in rows} >= {"As long as this card stays in the Graveyard, its effect stays active.",
                                         "When it leaves, the effect ends."}
    assert all(r["kind"] == "definition" and r["context"].endswith("LINGERING EFFECT") for r in rows)


@pytest.mark.parametrize("name, text, pointer, rules_itself", [
    ("lists.md", "# Ritual Monsters\n\n- The rules below apply to every Ritual Monster:\n- It cannot be Normal Summoned.\n"
     "- Its Ritual Spell Card must be in your hand.\n- Before Battle, tributes must be on your field, like:\n"
     "- Both in the hand.\n", "The rules below apply to every Ritual Monster:",
     "Before Battle, tributes must be on your field, like:"),
    ("listas.txt", "Monstros Spirit\n\n-Os monstros Spirit seguem as regras abaixo:\n-Não podem ser invocados "
     "especialmente.\n-Voltam para a mão no fim do turno.\n-Para atacar, o monstro deve estar no campo, assim:\n"
     "-Em modo de ataque.\n", "Os monstros Spirit seguem as regras abaixo:", "Para atacar, o monstro deve estar no campo, assim:"),
])
def test_a_list_introduction_pointing_below_is_context_only(tmp_path, name, text, pointer, rules_itself):
    """An introduction that only points at the items ("the rules below apply:") is no record: it is
    the context of its items; one that rules by itself ("… must be on your field, like:") is both."""
    doc = tmp_path / name
    doc.write_text(text, encoding="utf-8")
    db = tmp_path / "l.db"
    ingest([doc], db)
    rows = [dict(r) for r in sqlite_utils.Database(db).query("select text, context from records order by start")]
    texts = [r["text"] for r in rows]
    assert pointer not in texts and rules_itself in texts
    items = [r for r in rows if r["text"] not in (rules_itself,)]
    assert len(items) == 3
    assert all(pointer.rstrip(":") in r["context"] for r in items[:2])
    assert rules_itself.rstrip(":") in items[-1]["context"]


def test_a_paragraph_ending_in_a_colon_introduces_the_list_below_it(tmp_path):
    """A one-sentence paragraph pointing at the list below is its items' context, not a record;
    in a longer paragraph only its last sentence introduces the list, and every sentence stays a
    record; the next paragraph ends the list, and a paragraph with no list below stays one."""
    doc = tmp_path / "guide.md"
    doc.write_text("# Damage Step\n\nThe following cards can be activated in the Damage Step:\n\n- Counter Traps "
                   "that negate an activation.\n- Cards that change ATK or DEF.\n\nBook of Moon cannot be activated "
                   "then. Before damage calculation, the attacking monster must be:\n- face-up in Attack Position on "
                   "the field.\n\nA Flip Effect of a monster flipped by the attack still activates.\n\nSangan's "
                   "effect is mandatory, and the player must add one of these:\n\n## Next\n\nA later rule.\n",
                   encoding="utf-8")
    db = tmp_path / "g.db"
    ingest([doc], db)
    rows = {r["text"]: r for r in sqlite_utils.Database(db).query("select text, context, label from records")}
    assert "The following cards can be activated in the Damage Step:" not in rows
    for item in ("Counter Traps that negate an activation.", "Cards that change ATK or DEF."):
        assert rows[item]["context"] == "Damage Step > The following cards can be activated in the Damage Step"
        assert rows[item]["label"] == "allowed"
    assert "Book of Moon cannot be activated then." in rows
    assert rows["face-up in Attack Position on the field."]["context"].endswith("the attacking monster must be")
    assert rows["A Flip Effect of a monster flipped by the attack still activates."]["context"] == "Damage Step"
    assert "Sangan's effect is mandatory, and the player must add one of these:" in rows


@pytest.mark.parametrize("title", ["Regras de Corrente (Chain)", "Fusion Summons (Goat Format)"])
def test_a_title_with_an_aside_in_brackets_is_a_heading(tmp_path, title):
    doc = tmp_path / "t.txt"
    doc.write_text(f"{title}\n\nA Fusion Summon needs Polymerization, e uma Corrente começa com a ativação.\n",
                   encoding="utf-8")
    db = tmp_path / "t.db"
    ingest([doc], db)
    rows = list(sqlite_utils.Database(db).query("select text, context from records"))
    assert [r["text"] for r in rows] == ["A Fusion Summon needs Polymerization, e uma Corrente começa com a ativação."]
    assert rows[0]["context"] == title


@pytest.mark.parametrize("q, a", [("Q1.", "A1."), ("Q2:", "A2:"), ("Question 3:", "Answer 3:"), ("P4:", "R4:"),
                                  # a mark saying whose it is: the asker's, the judge's
                                  ("Question from a player:", "Answer from the judge:"),
                                  ("Pergunta do jogador:", "Resposta do juiz:"), ("Player question:", "Judge's answer:"),
                                  # … or names who says it in brackets ("A (Head Judge Ana):", "R (juiz Caio):")
                                  ("Q (Bia):", "A (Head Judge Ana):"), ("P (jogador):", "R (juiz Caio):")])
def test_numbered_questions_and_answers_are_one_record(tmp_path, q, a):
    doc = tmp_path / "faq.txt"
    doc.write_text(f"JINZO\n\n{q} Can I activate Trap Cards while Jinzo is face-down?\n{a} Yes, you can activate "
                   "them.\n", encoding="utf-8")
    db = tmp_path / "f.db"
    ingest([doc], db)
    rows = list(sqlite_utils.Database(db).query("select kind, situation, verdict, label from records"))
    assert len(rows) == 1 and rows[0]["kind"] == "qa" and rows[0]["label"] == "allowed"
    assert rows[0]["situation"] == "Can I activate Trap Cards while Jinzo is face-down?"
    assert rows[0]["verdict"] == "Yes, you can activate them."


def test_an_example_over_a_list_of_steps_is_one_record_and_a_situation_gets_its_ruling(tmp_path):
    """"Example 2:" over numbered steps: the steps are its situation, the last its verdict, no
    step a ruling of its own; "Situation: …" then "Ruling: …" is one record too."""
    (tmp_path / "replays.md").write_text(
        "## Replays\n\nExample 2:\n1. Player A attacks Player B's Sangan with Battle Ox.\n"
        "2. Player B chains Scapegoat, so four Sheep Tokens appear.\n3. Then a replay occurs.\n", encoding="utf-8")
    (tmp_path / "replays-pt.md").write_text(
        "## Replays\n\nSituação: O oponente invoca um monstro durante o Battle Step.\nDecisão: Ocorre um replay.\n",
        encoding="utf-8")
    db = tmp_path / "r.db"
    ingest([tmp_path], db)
    rows = list(sqlite_utils.Database(db).query("select kind, situation, verdict from records order by kind"))
    assert [r["kind"] for r in rows] == ["example", "qa"]
    assert "Player A attacks Player B's Sangan" in rows[0]["situation"] and rows[0]["verdict"] == "Then a replay occurs."
    assert rows[1]["situation"] == "O oponente invoca um monstro durante o Battle Step."
    assert rows[1]["verdict"] == "Ocorre um replay."


def test_a_heading_that_asks_over_its_answer_is_one_qa_a_title_is_not(tmp_path):
    doc = tmp_path / "faq.md"
    doc.write_text("# FAQ\n\n### Can I chain Scapegoat to Heavy Storm?\nYes. Scapegoat is a Quick-Play Spell, so it "
                   "can be chained to Heavy Storm.\n\n### Rule 3: Why Chains?\nA Chain resolves last in, first out. "
                   "Each Chain Link resolves in turn.\n\n### Does Jinzo negate Trap Hole when it is Summoned?\n\n"
                   "- Yes, if it is face-up when Trap Hole resolves.\n", encoding="utf-8")
    db = tmp_path / "f.db"
    ingest([doc], db)
    rows = list(sqlite_utils.Database(db).query("select kind, situation, verdict, label, context from records order by start"))
    assert rows[0]["kind"] == "qa" and rows[0]["situation"] == "Can I chain Scapegoat to Heavy Storm?"
    assert rows[0]["verdict"].startswith("Yes. Scapegoat") and rows[0]["label"] == "allowed"
    assert [r["kind"] for r in rows[1:3]] == ["prose", "prose"]  # a title asks nothing: two rulings under it
    assert rows[3]["kind"] == "bullet" and rows[3]["context"] == "Does Jinzo negate Trap Hole when it is Summoned?"
    assert len(rows) == 4  # no question stored as a ruling
    doc.write_text("### Can I chain Scapegoat to Heavy Storm?\nA: Yes, it is a Quick-Play Spell.\n", encoding="utf-8")
    ingest([doc], db)
    rows = list(sqlite_utils.Database(db).query("select kind, verdict from records"))
    assert [(r["kind"], r["verdict"]) for r in rows] == [("qa", "Yes, it is a Quick-Play Spell.")]  # its marker is no text


def test_verify_lists_links_that_do_not_hold(tmp_path):
    """On the shipped database every link holds; the phrases of the Goat corpus's documents are
    listed apart (not looked for), and a phrase that names no record, or a document the
    scenario wrongly names, is unmatched."""
    proc = run_judge("verify", "--json", "--db", str(_copy(tmp_path)))
    out = json.loads(proc.stdout)
    assert out["unmatched"] == []
    assert {e["scenario"] for e in out["elsewhere"]} == {"battle-zero-atk-current", "battle-zero-atk-goat",
                                                         "field-spell-one-on-the-field"}
    from judge.sim.verify import verify

    folder = tmp_path / "scenarios"
    folder.mkdir()
    board = "state: {A: {monsters: [Battle Ox]}}\nactions: []\nexpect: {location: {Battle Ox: field}}\n"
    (folder / "nothing.yaml").write_text('ruling: "no record says this"\n' + board, encoding="utf-8")
    (folder / "held.yaml").write_text('ruling: [{phrase: "Battle Ox stays", document: rules.txt}]\n' + board,
                                      encoding="utf-8")
    records = [{"id": "r1", "text": "Battle Ox stays on the field."}]
    result = verify(records, folder=folder, documents={"rules.txt"})
    assert result.unmatched == [{"scenario": "nothing", "phrase": "no record says this", "records": 0}]
    assert result.statuses["r1"]["status"] == "confirmed"
    result = verify(records, folder=folder, documents={"other.txt"})
    assert [e["scenario"] for e in result.elsewhere] == ["held"] and "r1" not in result.statuses


def test_a_phrase_under_a_heading_links_only_the_record_under_it(tmp_path):
    """A sentence a document repeats under several headings ("the rules above apply here") is
    linked by its heading too: only that record is confirmed; a heading no record has is unmatched."""
    from judge.sim.verify import verify

    folder = tmp_path / "scenarios"
    folder.mkdir()
    board = "state: {A: {monsters: [Battle Ox]}}\nactions: []\nexpect: {location: {Battle Ox: field}}\n"
    (folder / "under.yaml").write_text('ruling: [{phrase: "the rules above apply", context: "Continuous Traps"}]\n'
                                       "records: 1\n" + board, encoding="utf-8")
    records = [{"id": "r1", "text": "The rules above apply here.", "context": "Traps > Continuous Traps"},
               {"id": "r2", "text": "The rules above apply here.", "context": "Traps > Counter Traps"}]
    result = verify(records, folder=folder)
    assert result.unmatched == [] and set(result.statuses) == {"r1"}
    (folder / "under.yaml").write_text('ruling: [{phrase: "the rules above apply", context: "Field Spells"}]\n'
                                       + board, encoding="utf-8")
    result = verify(records, folder=folder)
    assert [u["scenario"] for u in result.unmatched] == ["under"] and not result.statuses


def _copy(tmp_path):
    target = tmp_path / "copy.db"
    shutil.copy(DEFAULT_DB, target)
    return target


GUIDE_MD = """# Chain rules

> [!IMPORTANT]
> You cannot activate a Spell Speed 1 effect in response to a chain.

**Trigger effects**: Trigger effects create a Chain Link when they activate.

Ignition effects — You can activate an ignition effect only in your Main Phase.

| Card | Can it be chained? | Notes |
|---|---|---|
| Mystical Space Typhoon | Yes | Quick-Play Spell, Spell Speed 2 |
| Pot of Greed | No | Normal Spell, Spell Speed 1 |

Can Destruction Jammer be activated in response to Heavy Storm? No, it cannot.
"""

FAQ_HTML = """<html><body><nav>Home | Rules</nav><h2>Damage Step</h2>
<details><summary>Can I activate Book of Moon during the Damage Step?</summary><p>No. You cannot activate Book of
Moon during the Damage Step.</p></details>
<table><tr><th>Card</th><th>Damage Step</th></tr><tr><td>Rush Recklessly</td><td>You can activate it during the
Damage Step.</td></tr></table><script>var x = 1;</script></body></html>"""

RULEBOOK_PDF_TEXT = """OFFICIAL RULEBOOK                                              Page 12

When a monster is destroyed by battle, it is sent to the Graveyard. The monster's ef-
fect is then activated if it has one.

12

OFFICIAL RULEBOOK                                              Page 13

You cannot Tribute Summon more than once per turn.
"""

TSV = "Effect\tSpeed\tCan respond\nCounter Trap\t3\tYes, to anything\nNormal Spell\t1\tNo, it cannot be chained\n"


@pytest.fixture(scope="module")
def shapes(tmp_path_factory):
    folder = tmp_path_factory.mktemp("more-shapes")
    for name, text in (("guide.md", GUIDE_MD), ("faq.html", FAQ_HTML), ("rulebook.txt", RULEBOOK_PDF_TEXT),
                       ("table.txt", TSV)):
        (folder / name).write_text(text, encoding="utf-8")
    db = folder / "s.db"
    ingest([folder], db)
    return [dict(r) for r in sqlite_utils.Database(db).query("select * from records order by document, start")]


def test_markdown_markers_are_never_text_or_context(shapes):
    for r in shapes:
        assert "[!IMPORTANT]" not in r["context"] + r["text"] and not r["text"].startswith((">", "*"))
    assert any(r["text"] == "You cannot activate a Spell Speed 1 effect in response to a chain." for r in shapes)


def test_definitions_in_bold_or_with_a_dash_keep_their_term_as_context(shapes):
    trigger = next(r for r in shapes if r["text"].startswith("Trigger effects create"))
    ignition = next(r for r in shapes if r["text"].startswith("You can activate an ignition effect"))
    assert trigger["context"].endswith("> Trigger effects") and ignition["context"].endswith("> Ignition effects")
    assert ignition["label"] == "allowed"


def test_a_table_row_is_one_record_in_its_columns(shapes):
    rows = [r for r in shapes if r["kind"] == "row"]
    typhoon = next(r for r in rows if "Mystical Space Typhoon" in r["text"])
    assert "Yes" in typhoon["text"] and typhoon["context"].endswith("Card / Can it be chained? / Notes")
    # a column that asks a question is answered by its cell
    assert typhoon["label"] == "allowed"
    assert next(r for r in rows if "Pot of Greed" in r["text"])["label"] == "forbidden"
    tsv = next(r for r in rows if "Normal Spell" in r["text"] and r["document"] == "table.txt")
    assert tsv["context"].endswith("Effect / Speed / Can respond") and tsv["label"] == "forbidden"
    html = next(r for r in rows if "Rush Recklessly" in r["text"])
    assert html["context"].endswith("Card / Damage Step") and html["label"] == "allowed"


def test_a_question_and_its_answer_are_one_record(shapes):
    inline = next(r for r in shapes if "Destruction Jammer" in r["text"])
    assert inline["kind"] == "question" and inline["text"].endswith("No, it cannot.") and inline["label"] == "forbidden"
    details = next(r for r in shapes if "Book of Moon" in r["text"])
    assert details["kind"] == "qa" and details["label"] == "forbidden"
    assert not [r for r in shapes if r["text"].strip() in ("No, it cannot.",)]


def test_pdf_text_loses_page_furniture_and_rejoins_hyphenated_words(shapes):
    pages = [r for r in shapes if r["document"] == "rulebook.txt"]
    assert pages and all("Page" not in r["context"] and "RULEBOOK" not in r["context"] for r in pages)
    assert any("The monster's effect is then activated" in r["text"] for r in pages)
    assert all(r["text"].strip() != "12" for r in pages)


def test_a_rows_asking_column_decides_its_label_and_its_date_cell_dates_it(tmp_path):
    """A table whose column asks ("Pode?") is answered by the row's cell, whatever modal another
    cell holds ("Ela precisa estar setada" is why, not a duty); a "Date" cell dates the row."""
    db = ingested(tmp_path, {"tabela.md": "# Regras rápidas\n\n| Situação | Pode? | Observação | Data |\n|---|---|---|---|\n"
                   "| Ativar uma Quick-Play da mão no turno do oponente | Não | Ela precisa estar setada | 2005-06-13 |\n"
                   "| Tributar um Token | Sim | Tokens podem ser tributados | 2004-01-02 |\n"})
    rows = {t.split("|")[1].strip(): (label, date) for t, label, date in
            db.execute("select text, label, date from records")}
    assert rows["Ativar uma Quick-Play da mão no turno do oponente"] == ("forbidden", "2005-06-13")
    assert rows["Tributar um Token"] == ("allowed", "2004-01-02")


def test_a_chat_export_keeps_the_answers_and_drops_the_questions(tmp_path):
    """A chat export (messages with an author and a timestamp): a question typed casually ("…
    them? idk") is a question, not a ruling, and a word or two after it ("idk", "thx!!") is no
    answer to it; the judge's reply is a ruling, dated by its timestamp."""
    db = ingested(tmp_path, {"chat.json": json.dumps({"messages": [
        {"timestamp": "2024-05-02T18:09:00+00:00", "author": {"name": "kid"},
         "content": "also you cannot tribute the sheep tokens the turn you make them? idk"},
        {"timestamp": "2024-05-02T18:10:00+00:00", "author": {"name": "kid"}, "content": "thx!!"},
        {"timestamp": "2024-05-02T18:12:00+00:00", "author": {"name": "judge"},
         "content": "Sheep Tokens can be Tributed for a Tribute Summon the turn they are Special Summoned."}]})})
    rows = list(db.execute("select text, date from records"))
    assert [text for text, _ in rows] == [
        "Sheep Tokens can be Tributed for a Tribute Summon the turn they are Special Summoned."]
    assert rows[0][1] == "2024-05-02"


def test_a_wiki_pages_edit_links_reference_marks_and_card_text_are_not_rulings(tmp_path):
    db = ingested(tmp_path, {"wiki.html": "<h1>Sinister Serpent</h1>"
        "<h2><span class='mw-headline'>Card text</span><span class='mw-editsection'>[<a href='?e'>edit</a>]</span></h2>"
        "<p>During your Standby Phase, if this card is in your Graveyard: You can add it to your hand.</p>"
        "<h2><span class='mw-headline'>Rulings</span><span class='mw-editsection'>[<a href='?e'>edit</a>]</span></h2>"
        "<ul><li>If \"Sinister Serpent\" is removed from play, its effect cannot be activated."
        "<sup class='reference'>[2]</sup></li></ul>"})
    rows = {text: (kind, context) for text, kind, context in
            db.execute("select text, kind, context from records")}
    assert rows['If "Sinister Serpent" is removed from play, its effect cannot be activated.'][1].endswith("Rulings")
    assert rows["During your Standby Phase, if this card is in your Graveyard: You can add it to your hand."][0] \
        == "card-text"
    assert not any("[" in text or "edit" in context for text, (_, context) in rows.items())


def test_a_sentence_naming_no_card_goes_on_about_its_paragraphs_card(tmp_path):
    """"Sakuretsu Armor only destroys the attacker. You must activate it when …": the second
    sentence is about Sakuretsu Armor too; a remark after it ("Hope that helps!") is still none."""
    db = ingested(tmp_path, {"reply.md": "# Reply\n\nNo. Sakuretsu Armor only destroys the attacking monster. You must activate it "
                   "when the attack is declared. Hope that helps!\n"})
    rows = records_with_cards(db, "text")
    assert rows == [("No. Sakuretsu Armor only destroys the attacking monster.", "Sakuretsu Armor"),
                    ("You must activate it when the attack is declared.", "Sakuretsu Armor")]


@pytest.mark.parametrize("question, answer", [
    ("Q1: Can I Tribute a Token for a Tribute Set?", "A1: Yes, you can."),
    ("Q2) Does Dark Hole destroy face-down monsters?", "A2) Yes, every monster on the field."),
    ("P. Posso ativar Raigeki Break sem descartar?", "R. Não, o descarte é o custo."),
    ("Dúvida: O Jinzo nega armadilhas viradas para baixo?", "Resposta: Não, só as viradas para cima."),
    ("Questão 2: Posso setar Scapegoat e ativar no mesmo turno?", "Resposta 2: Não."),
])
def test_numbered_question_and_answer_marks_make_one_qa(tmp_path, question, answer):
    db = ingested(tmp_path, {"qa.txt": f"RULINGS\n\n{question}\n{answer}\n"})
    assert [kind for (kind,) in db.execute("select kind from records")] == ["qa"]


def test_a_label_over_a_paragraph_does_not_head_the_table_after_it(tmp_path):
    db = ingested(tmp_path, {"page.html": "<h1>House rulings</h1><p><b>Book of Moon:</b><br>Book of Moon can target a face-up monster.</p>"
                    "<table><tr><th>Card</th><th>Ruling</th></tr><tr><td>Sangan</td><td>Its effect is mandatory.</td></tr>"
                    "<tr><td>Jinzo</td><td>Traps cannot be activated.</td></tr></table>"})
    contexts = dict(db.execute("select text, context from records"))
    assert contexts["Book of Moon can target a face-up monster."] == "House rulings > Book of Moon"
    # a table of cards' rulings: each ruling under its card, not under the label before the table
    assert contexts["Its effect is mandatory."] == "House rulings > Sangan"


@pytest.mark.parametrize("line, byline", [
    ("Posted by u/goatplayer · 2 yr. ago", True),
    ("Publicado em 12 de março de 2024 por Carlos", True),
    ("Posted on March 3, 2005", True),
    ("Posted by the judge: you cannot chain it.", False),  # a sentence that rules is no byline
    ("Updated on a new ruling: the monster is destroyed.", False),
    # a page's footer
    ("Last updated 3 March 2006 by the store's judges.", True),
    ("Última atualização: 02/03/2006", True),
    ("Updated rulings for Jinzo are below.", False),  # no date: it says what follows
    # a comment's author and age
    ("u/floorjudge · 3 yr. ago", True),
    ("u/judgeabc · 2y", True),  # the compact age a thread shows now
    ("goatkid · 5w", True),
    ("ana_juiza · há 2 dias", True),
    ("Jinzo | 2400", False),  # a card and its ATK, laid out
    ("Level · 4 stars", False),
    ("If the ruling was updated in 2005, you cannot use it.", False),
    # who compiled a document, a reply's attribution, a post's date and time alone
    ("Compiled by the regional head judge, June 2005", True),
    ("Compilado por Ana, março de 2006", True),
    ("On Tue, 1 Mar 2005, Sam wrote:", True),
    ("Em 3 de março de 2005, Ana escreveu:", True),
    ("15/08/2005 22:02", True),
    ("Aug 15, 2005, 10:02 PM", True),
    ("On the field, it cannot be destroyed:", False),
    # a forum post copied as text: who wrote it, who replies
    ("Originally Posted by goatkid", True),
    ("Quote from: Ana", True),
    ("Reply from JudgeKai:", True),
    ("Resposta do Juiz (Carla):", True),
    ("Citação de bia_duelos", True),
    ("goatkid wrote:", True),
    ("Carla (juíza) escreveu:", True),
    ("Reply from the opponent is not needed.", False),
    ("Resposta do oponente não é necessária.", False),
    ("The monster you control said:", False),
])
def test_a_posts_byline_is_no_heading(line, byline):
    from judge.ingest.segment import is_byline

    assert is_byline(line) is byline


def test_a_pages_footer_dates_it_and_is_no_ruling(tmp_path):
    """"Last updated 3 March 2006 by …" at a page's foot: the document's date (a day written
    before its month), not a record; and "May" in a date is no modal ("may")."""
    db = ingested(tmp_path, {
        "faq.html": "<h1>Store FAQ</h1><p>Jinzo stops Trap Cards from being activated.</p>"
                    "<p>Last updated 3 March 2006 by the store's judges.</p>",
        "notes.md": "# Notes\n\n- In May 2005 the Limited list changed for Sinister Serpent.\n"})
    assert dict(db.execute("select name, date from documents"))["faq.html"] == "2006-03-03"
    assert [t for (t,) in db.execute("select text from records where document = 'faq.html'")] == [
        "Jinzo stops Trap Cards from being activated."]
    assert db.execute("select label from records where document = 'notes.md'").fetchone()[0] == "outcome"


def test_an_exports_top_fields_are_the_documents_and_a_card_named_one_level_down_heads_its_rulings(tmp_path):
    """{"format": "goat", "updated": "2006-01-10", "cards": [{"card": {"name": "Sangan", …},
    "rulings": [{"text": …}]}]}: the export's format and date are the document's (no record
    says "goat"), and each ruling is under its card though it does not name it."""
    export = {"format": "goat", "updated": "2006-01-10", "cards": [
        {"card": {"name": "Sangan", "id": 26202165},
         "rulings": [{"text": "Its effect does not activate if it is removed from play.", "source": "UDE"}]},
        {"card": {"nome": "Jinzo"}, "rulings": [{"text": "Trap Cards cannot be activated while it is face-up."}]}]}
    db = ingested(tmp_path, {"export.json": json.dumps(export)})
    assert db.execute("select date, game_format from documents").fetchone() == ("2006-01-10", "goat")
    rows = records_with_cards(db, "text", "context", "format")
    assert [(text, fmt, cards) for text, _, fmt, cards in rows] == [
        ("Its effect does not activate if it is removed from play.", "goat", "Sangan"),
        ("Trap Cards cannot be activated while it is face-up.", "goat", "Jinzo")]
    assert rows[0][1].startswith("Sangan")


@pytest.mark.parametrize("envelope", ["meta", "metadata", "info"])
def test_an_exports_envelope_says_its_format_and_what_it_says_of_the_file_is_no_text(tmp_path, envelope):
    """{"meta": {"format": "goat", "exported": "2024-03-02", "generator": …}, "data": …}: the
    envelope's format is every record's; the day the file was exported is no ruling's date, and
    neither it nor the program that wrote it is text."""
    export = {envelope: {"exported": "2024-03-02", "format": "goat", "generator": "deckbase 2.3"},
              "data": {"cards": [{"name": "Jinzo", "rulings": [
                  {"text": "Trap Cards cannot be activated while \"Jinzo\" is face-up."},
                  {"text": "\"Jinzo\" does not negate a Trap Monster already Special Summoned.", "date": "2005-06-10"}]}]}}
    db = ingested(tmp_path, {"export.json": json.dumps(export)})
    rows = db.execute("select text, format, date from records order by start").fetchall()
    assert [(fmt, date or None) for _, fmt, date in rows] == [("goat", None), ("goat", "2005-06-10")]
    assert not any("deckbase" in text or "2024" in text for text, _, _ in rows)
    assert db.execute("select game_format from documents").fetchone() == ("goat",)


def test_an_object_at_an_exports_top_holding_a_ruling_is_no_envelope(tmp_path):
    """{"info": {"card": "Jinzo", "text": …}}: a key an envelope may have, holding a card's ruling,
    which is read as any is."""
    export = {"info": {"card": "Jinzo", "text": "Trap Cards cannot be activated while \"Jinzo\" is face-up."},
              "updated": "2005-06-10"}
    db = ingested(tmp_path, {"export.json": json.dumps(export)})
    assert [t for (t,) in db.execute("select text from records")] == [
        "Trap Cards cannot be activated while \"Jinzo\" is face-up."]


def test_a_card_label_line_heads_the_rulings_under_it_with_no_blank_line_between(tmp_path):
    """"Card: Scapegoat" right under the last ruling of "Card: Book of Moon" starts Scapegoat's
    rulings: it is no part of the ruling above, and it takes that card's place as the heading."""
    db = ingested(tmp_path, {"notes.txt": "Card: Book of Moon\n"
                                          "Ruling: You can activate Book of Moon on a monster your opponent controls.\n"
                                          "Card: Scapegoat\n"
                                          "Ruling: You cannot Tribute the Sheep Tokens for a Tribute Summon.\n"
                                          "Carta: Jinzo\n"
                                          "Regra: Armadilhas não podem ser ativadas enquanto ele estiver virado para cima.\n"})
    rows = records_with_cards(db, "text", "context")
    assert [(context, cards) for _, context, cards in rows] == [
        ("Card: Book of Moon", "Book of Moon"), ("Card: Scapegoat", "Scapegoat"), ("Carta: Jinzo", "Jinzo")]
    assert not any("Card:" in text or "Carta:" in text for text, _, _ in rows)


def test_a_question_paragraph_answered_yes_or_no_below_it_is_one_qa(tmp_path):
    """A forum reply quotes the question, then answers it in a paragraph of its own: the two are
    one Q&A, whether the answer opens with a yes or a no or not (the reply under a quoted
    question is its answer)."""
    db = ingested(tmp_path, {"reply.md": (
        "## Re: Jinzo and Trap Hole\n\n"
        "> Can my opponent activate Trap Hole when I Summon Jinzo?\n\n"
        "Yes. Trap Hole is activated in response to the Summon, before Jinzo is face-up.\n\n"
        "> What about Torrential Tribute after that?\n\n"
        "Torrential Tribute cannot be activated once Jinzo is face-up.\n"),
        "resposta.md": "> O Sangan ativa se for banido do campo?\n\nNão. O efeito do Sangan só ativa quando ele vai para o cemitério.\n"})
    rows = db.execute("select document, kind, text from records order by document, start").fetchall()
    assert [(doc, kind) for doc, kind, _ in rows] == [("reply.md", "qa"), ("reply.md", "qa"), ("resposta.md", "qa")]
    assert rows[0][2].startswith("Can my opponent activate Trap Hole") and rows[0][2].endswith("before Jinzo is face-up.")
    assert rows[1][2].startswith("What about Torrential Tribute") and rows[1][2].endswith("once Jinzo is face-up.")


def test_the_askers_own_play_told_before_the_question_is_the_questions_not_a_ruling(tmp_path):
    """"My opponent used Snatch Steal on my Spirit Reaper. Is it destroyed?": the first sentence
    tells the asker's play, which the question asks about; it is the Q&A's when an answer
    follows, and nothing when none does (a post asking, the answer in another). A ruling told in
    the first person with no question after it stays a ruling."""
    db = ingested(tmp_path, {"thread.md": (
        "## Spirit Reaper\n\n"
        "My opponent used Snatch Steal on my Spirit Reaper. Is Spirit Reaper destroyed?\n\n"
        "Yes. Snatch Steal targets Spirit Reaper, so Spirit Reaper destroys itself.\n\n"
        "## Scapegoat\n\n"
        "I activated Scapegoat in my opponent's turn. Can I Tribute the tokens for a Tribute Summon? Thanks!\n"),
        "notas.md": "## Limiter Removal\n\nSe eu usar Limiter Removal em um monstro Union equipado, ele não é destruído.\n"})
    rows = db.execute("select document, kind, situation, text from records order by document, start").fetchall()
    assert [(doc, kind) for doc, kind, _, _ in rows] == [("notas.md", "prose"), ("thread.md", "qa")]
    assert rows[1][2].startswith("My opponent used Snatch Steal on my Spirit Reaper. Is Spirit Reaper destroyed?")
    assert not any(text.startswith(("My opponent", "I activated")) and kind != "qa" for _, kind, _, text in rows)


def test_a_question_after_a_conditioned_ruling_in_one_paragraph_is_a_qa_of_its_own(tmp_path):
    """A ruling with its condition, then a question and its answer, in one paragraph: the ruling
    stays one, the question and its answer are one Q&A, whose situation is the question alone
    (the ruling's condition is told by nobody asking)."""
    db = ingested(tmp_path, {"sangan.md": (
        "## Sangan\n\n"
        "If \"Sangan\" is removed from play by \"Nobleman of Crossout\", its effect does not activate. "
        "Can I chain to Sangan when it is destroyed? Yes, you can chain to its effect.\n")})
    rows = db.execute("select kind, situation, text from records order by start").fetchall()
    assert [kind for kind, _, _ in rows] == ["prose", "question"]
    assert rows[1][1] == "Can I chain to Sangan when it is destroyed?"
    assert rows[1][2].startswith("Can I chain") and rows[1][2].endswith("chain to its effect.")


def test_an_emails_quoted_question_and_the_reply_under_it_are_one_qa(tmp_path):
    """A judge's e-mail answer: the question quoted with ">" (its asker's claim on a line of its
    own) and the reply's paragraph under it are one Q&A dated by the e-mail; the signature is none."""
    mail = ("From: Judge <j@example.org>\nSubject: Re: Sangan and Fissure\nDate: Tue, 14 Jun 2005 10:22:00 -0400\n\n"
            "Sam wrote:\n> Does Sangan activate if it is destroyed while Dimensional Fissure is active?\n"
            "> My opponent says it still searches.\n\n"
            "No. Sangan is banished instead of going to the Graveyard, so its effect does not activate.\n\n-- \nJudge\n")
    db = ingested(tmp_path, {"mail.txt": mail})
    rows = db.execute("select kind, situation, verdict, date from records").fetchall()
    assert len(rows) == 1 and rows[0][0] == "qa" and rows[0][3] == "2005-06-14"
    assert rows[0][1].startswith("Does Sangan activate") and "My opponent says" in rows[0][1]
    assert rows[0][2].startswith("No. Sangan is banished")


def test_a_table_whose_first_row_is_in_bold_has_that_row_for_header(tmp_path):
    """A page with no <th> draws its header row in bold: each row below is its card's ruling,
    under the card's name; a table whose first row is not all bold keeps its cells apart."""
    db = ingested(tmp_path, {"quick.html": (
        "<h2>Quick rulings</h2><table><tr><td><strong>Card</strong></td><td><strong>Ruling</strong></td></tr>"
        "<tr><td>Sakuretsu Armor</td><td>It destroys the attacking monster only.</td></tr></table>")})
    rows = db.execute("select r.kind, r.text, r.context, group_concat(rc.card) from records r "
                      "left join record_cards rc on rc.record = r.id group by r.id").fetchall()
    assert rows == [("bullet", "It destroys the attacking monster only.", "Quick rulings > Sakuretsu Armor",
                     "Sakuretsu Armor")]


def test_a_comment_in_markdown_is_not_read(tmp_path):
    db = ingested(tmp_path, {"notes.md": "# Damage Step notes\n<!-- TODO: add the Goat notes -->\n"
                                         "- You can activate Counter Traps during the Damage Step.\n"
                                         "<!-- a note\nover two lines -->\n- Quick-Play Spells cannot be activated then.\n"})
    assert db.execute("select text, context from records").fetchall() == [
        ("You can activate Counter Traps during the Damage Step.", "Damage Step notes"),
        ("Quick-Play Spells cannot be activated then.", "Damage Step notes")]


def test_a_footnote_mark_is_no_part_of_the_ruling(tmp_path):
    """"…to your hand.<sup>[1]</sup>" or "<sup>2</sup>" after a word: a reference to a
    footnote, dropped; a power after a number ("10<sup>3</sup>") is kept as the page wrote it."""
    db = ingested(tmp_path, {"wiki.html": (
        "<h2>Rulings</h2><ol><li>During your Standby Phase, you can return it to your hand.<sup>[1]</sup></li>"
        "<li>If it is removed from play, you cannot use its effect.<sup>2</sup></li></ol>")})
    assert [t for (t,) in db.execute("select text from records order by start")] == [
        "During your Standby Phase, you can return it to your hand.",
        "If it is removed from play, you cannot use its effect."]


WIKI_SOURCE = """{{Card rulings header}}
'''Cyber Jar''' rulings from the official FAQ.

== OCG Rulings ==
* When this card is flipped face-up, destroy all monsters on the field, including this card.<ref name="FAQ">{{Cite|FAQ|{{Date|2004}}}}</ref>
** Monsters picked up by [[Cyber Jar]]'s effect that are not [[Level]] 4 or lower are added to the hand.
* The Special Summons happen at the same time, so [[Torrential Tribute|Torrential]] can be activated once.<ref name="FAQ" />

== Notes ==
See the [http://example.org/jar card's page] for its text.
[[Category:Rulings]]
"""


@pytest.mark.parametrize("name", ["cyber_jar.wiki", "cyber_jar.txt"])
def test_a_wiki_pages_source_reads_as_the_page_does(tmp_path, name):
    """A wiki page's source (MediaWiki markup): "== OCG Rulings ==" a heading under the subject
    its lead names in bold, "*"/"**" items rulings nested as listed, a link's words as shown,
    references, templates and categories gone."""
    db = ingested(tmp_path, {name: WIKI_SOURCE})
    rows = records_with_cards(db, "text", "context")
    rows = [row for row in rows if row[1].startswith("Cyber Jar > OCG Rulings")]
    texts = [text for text, _, _ in rows]
    assert texts == [
        "When this card is flipped face-up, destroy all monsters on the field, including this card.",
        "Monsters picked up by Cyber Jar's effect that are not Level 4 or lower are added to the hand.",
        "The Special Summons happen at the same time, so Torrential can be activated once."]
    assert rows[0][2] == "Cyber Jar"  # "this card" is the page's
    assert not any(mark in text for text in texts for mark in ("[[", "{{", "<ref", "'''", "Category"))


def test_pdf_page_numbers_set_apart_by_dashes_or_counted_are_furniture(tmp_path):
    """"- 7 -", "Page 3 of 9", "Página 2 de 5": a page's number however it is printed, and the
    running header above each page with it, are no part of the rulings."""
    header = "BATTLE CITY RULES                        SEASON GUIDE\n\n"
    text = (header + "ATTACKS\n\nA monster Summoned this turn can attack in the Battle Phase.\n\n- 7 -\n\f"
            + header + "You cannot attack directly while your opponent controls a monster.\n\nPage 8 of 9\n")
    db = ingested(tmp_path, {"guide.txt": text})
    rows = list(db.execute("select text, context from records order by start"))
    assert [t for t, _ in rows] == ["A monster Summoned this turn can attack in the Battle Phase.",
                                    "You cannot attack directly while your opponent controls a monster."]
    assert all(context == "ATTACKS" for _, context in rows)


@pytest.mark.parametrize("leaders", ["........................", ". . . . . . . .", "……", "· · · · · ·"])
def test_a_table_of_contents_is_no_ruling(tmp_path, leaders):
    """A rulebook's table of contents taken out of a PDF ("Damage Step ........ 18"): its lines,
    whatever their leaders, are no ruling and head nothing; the sections it lists are read."""
    text = (f"CONTENTS\nChains and Spell Speed {leaders} 12\nDamage Step {leaders} 18\n"
            f"  Damage Calculation {leaders} 19\n\nDAMAGE STEP\n\n"
            "During the Damage Step, only Counter Traps and cards that modify ATK or DEF can be activated.\n")
    db = ingested(tmp_path, {"rulebook.txt": text})
    assert list(db.execute("select context, text from records")) == [
        ("DAMAGE STEP", "During the Damage Step, only Counter Traps and cards that modify ATK or DEF can be activated.")]


def test_a_threads_question_and_the_reply_under_it_are_one_qa(tmp_path):
    """A message that asks, and the next that answers it, are one Q&A dated by the reply; a
    question nobody answered stays none."""
    db = ingested(tmp_path, {"thread.json": json.dumps({"posts": [
        {"body": "Does Sangan's effect activate if it is removed from play by Bottomless Trap Hole?",
         "posted": "2005-03-01"},
        {"body": "No. Sangan only activates when it is sent from the field to the Graveyard.", "posted": "2005-03-02"},
        {"body": "And can Witch of the Black Forest search a Ritual Monster?", "posted": "2005-03-03"}]})})
    rows = list(db.execute("select kind, situation, text, date from records"))
    assert len(rows) == 1
    kind, situation, text, date = rows[0]
    assert kind == "qa" and situation.startswith("Does Sangan's effect activate")
    assert text.endswith("sent from the field to the Graveyard.") and date == "2005-03-02"


def test_a_restructuredtext_faq_is_read_with_its_fields(tmp_path):
    """A .rst document: its title between adornment lines is its title, its field list
    (":Date:", ":Format:") dates it and names its format and is no ruling, its underlined
    headings head its rulings, a bold question and the paragraph after it are one Q&A."""
    text = ("==============\nSide Deck FAQ\n==============\n\n:Date: 2005-08-15\n:Format: Goat\n\n"
            "Dust Tornado\n============\n\n* Dust Tornado cannot target a card in the Graveyard.\n\n"
            "Sangan\n======\n\n**Can Sangan search a Ritual Monster?**\n\n"
            "Yes, if its ATK is 1500 or less.\n")
    db = ingested(tmp_path, {"side-deck.rst": text})
    assert db.execute("select title from documents").fetchone() == ("Side Deck FAQ",)
    rows = list(db.execute("select kind, context, date, format, text from records order by start"))
    assert [(k, c, d, f) for k, c, d, f, _ in rows] == [("bullet", "Dust Tornado", "2005-08-15", "goat"),
                                                        ("qa", "Sangan", "2005-08-15", "goat")]
    assert not any(":Date:" in t or "Format" in t for *_, t in rows)


def test_a_short_question_alone_asks_when_it_asks_yes_or_no(tmp_path):
    """A short line ending in "?" alone on its line: "What's a Replay?" titles the paragraph
    under it; "Does Sangan activate if banished?" asks, and the "No." under it answers."""
    text = ("BATTLE NOTES\n\nWhat's a Replay?\n\nA replay happens when the number of monsters on the "
            "opponent's side of the field changes after an attack is declared.\n\n"
            "Does Sangan activate if banished?\n\nNo, it must be sent from the field to the Graveyard.\n")
    db = ingested(tmp_path, {"notes.txt": text})
    rows = list(db.execute("select kind, context, text from records order by start"))
    assert [(kind, context) for kind, context, _ in rows] == [("prose", "What's a Replay?"), ("qa", "What's a Replay?")]
    assert rows[1][2].startswith("Does Sangan activate if banished?")


def test_a_question_and_its_answer_on_one_line_are_one_qa(tmp_path):
    """"**Q:** Can I …? **A:** Yes, …" on one line (a post's quick rulings), in either language:
    the question is the situation, the answer after its mark the verdict."""
    text = ("# Weekend calls\n\n**Q:** Can I chain Sakuretsu Armor to a direct attack? **A:** Yes, it responds "
            "to any attack declaration.\n\nP: Posso ativar Mirror Force contra um ataque direto? R: Não, "
            "Mirror Force precisa de um monstro atacando e só destrói monstros em Attack Position.\n")
    db = ingested(tmp_path, {"calls.md": text})
    rows = list(db.execute("select kind, situation, verdict from records order by start"))
    assert [kind for kind, *_ in rows] == ["qa", "qa"]
    assert rows[0][1] == "Can I chain Sakuretsu Armor to a direct attack?"
    assert rows[0][2].startswith("Yes, it responds") and rows[1][2].startswith("Não, Mirror Force")


def test_a_forum_topics_posts_are_its_question_and_answer(tmp_path):
    """A forum topic's JSON (posts in HTML under "cooked", a time under "created_at"): the post
    that asks and the next post are one Q&A dated by the answer; thanks are no ruling."""
    posts = [{"id": 1, "username": "newbie", "created_at": "2005-07-10T12:00:00Z",
              "cooked": "<p>Can my opponent chain <b>Jar of Greed</b> to my Heavy Storm?</p>"},
             {"id": 2, "username": "judge", "created_at": "2005-07-11T09:30:00Z",
              "cooked": "<p>Yes, Jar of Greed is a Normal Trap and can be chained to it.</p>"},
             {"id": 3, "username": "newbie", "created_at": "2005-07-11T10:00:00Z", "cooked": "<p>Thanks!</p>"}]
    db = ingested(tmp_path, {"topic.json": json.dumps({"title": "Heavy Storm", "post_stream": {"posts": posts}})})
    rows = list(db.execute("select kind, situation, date from records"))
    assert rows == [("qa", "Can my opponent chain Jar of Greed to my Heavy Storm?", "2005-07-11")]


def test_a_rulings_source_line_under_it_dates_it(tmp_path):
    """"Ruling: …" then "Source: who, when" under it (or "Decisão: …" / "Fonte: …"): the label is
    no part of the ruling, the source line is none, and its date is the ruling's own, not the
    document's."""
    text = ("Judge list digest, July 2005\n\n"
            "Ruling: Sangan's effect activates when it is sent from the field to the Graveyard.\n"
            "Source: head judge list, 2005-07-04\n\n"
            "Decisão: Não é possível Tributar Fichas de ovelha no turno em que são invocadas.\n"
            "Fonte: fórum de juízes, 18/07/2005\n\n"
            "Witch of the Black Forest searches a monster with 1500 or less DEF.\n")
    db = ingested(tmp_path, {"digest.txt": text})
    rows = list(db.execute("select text, date from records order by start"))
    assert rows == [("Sangan's effect activates when it is sent from the field to the Graveyard.", "2005-07-04"),
                    ("Não é possível Tributar Fichas de ovelha no turno em que são invocadas.", "2005-07-18"),
                    ("Witch of the Black Forest searches a monster with 1500 or less DEF.", "2005-07")]
    assert [a for (a,) in db.execute("select author from records order by start")] == [
        "head judge list", "fórum de juízes", ""]


def test_a_cell_spanning_rows_stands_in_each_of_them(tmp_path):
    """An HTML table whose card cell spans its card's rows (rowspan): every row under it holds
    the card and its columns line up with the header's."""
    html = ("<h2>Rulings</h2><table><tr><th>Card</th><th>Ruling</th><th>Date</th></tr>"
            "<tr><td rowspan='3'>Mirror Force</td><td>It destroys only Attack Position monsters.</td><td>2005-01-02</td></tr>"
            "<tr><td>It cannot be activated against a direct attack of a Toon monster.</td><td>2005-01-03</td></tr>"
            "<tr><td>It is a Normal Trap Card.</td><td>2005-01-04</td></tr>"
            "<tr><td>Sakuretsu Armor</td><td>It destroys the attacking monster.</td><td>2005-01-05</td></tr></table>")
    db = ingested(tmp_path, {"table.html": html})
    rows = records_with_cards(db, "text", "date")
    assert [(date, cards) for _, date, cards in rows] == [("2005-01-02", "Mirror Force"), ("2005-01-03", "Mirror Force"),
                                                          ("2005-01-04", "Mirror Force"), ("2005-01-05", "Sakuretsu Armor")]
    assert [text for text, _, _ in rows][1:3] == ["It cannot be activated against a direct attack of a Toon monster.",
                                                  "It is a Normal Trap Card."]


def test_a_json_table_of_lists_is_read_by_its_header_row(tmp_path):
    """JSON written as a table ([["card", "ruling", "date"], [...], …]): each row is an entry
    named by its card and dated by its date column."""
    rows = [["card", "ruling", "date"], ["Sangan", "Its effect activates even if it was face-down.", "2005-03-01"],
            ["Jinzo", "Trap Cards cannot be activated while it is face-up.", "2005-03-03"]]
    db = ingested(tmp_path, {"table.json": json.dumps(rows)})
    found = records_with_cards(db, "text", "date")
    assert found == [("Its effect activates even if it was face-down.", "2005-03-01", "Sangan"),
                     ("Trap Cards cannot be activated while it is face-up.", "2005-03-03", "Jinzo")]


def test_a_question_and_answer_marks_alone_on_their_lines(tmp_path):
    """"Pergunta:" alone, the question on the line under it, "Resposta:" alone, the answer
    under it: one Q&A, neither mark part of its question or its answer, no mark a heading."""
    text = ("Dúvidas da loja\n\nPergunta:\nPosso ativar Magic Cylinder contra um ataque direto?\n\n"
            "Resposta:\nSim, Magic Cylinder pode ser ativada contra qualquer ataque.\n\n"
            "Question:\nCan Jinzo be Tributed the turn it is Summoned?\nAnswer:\nYes, it can be Tributed.\n")
    db = ingested(tmp_path, {"duvidas.txt": text})
    rows = db.execute("select kind, context, situation, verdict from records order by start").fetchall()
    assert rows == [("qa", "Dúvidas da loja", "Posso ativar Magic Cylinder contra um ataque direto?",
                     "Sim, Magic Cylinder pode ser ativada contra qualquer ataque."),
                    ("qa", "Dúvidas da loja", "Can Jinzo be Tributed the turn it is Summoned?", "Yes, it can be Tributed.")]


def test_a_list_lettered_a_b_is_a_list(tmp_path):
    """Items lettered "a)", "b)" or "(c)" are items of a list: each a ruling with its own label."""
    text = ("RING OF DESTRUCTION\n\na) You can activate it during your opponent's turn.\n"
            "b) It cannot target a face-down monster.\n(c) Both players take the damage.\n")
    db = ingested(tmp_path, {"ring.txt": text})
    rows = db.execute("select kind, label, text from records order by start").fetchall()
    assert rows == [("bullet", "allowed", "You can activate it during your opponent's turn."),
                    ("bullet", "forbidden", "It cannot target a face-down monster."),
                    ("bullet", "outcome", "Both players take the damage.")]


def test_a_heading_that_asks_has_the_heading_above_it_for_context(tmp_path):
    """"### Can Spirit Reaper be destroyed by battle?" under "## Spirit Reaper", its answer
    under it: one Q&A whose context is the card's heading, not its own question."""
    text = ("# Store FAQ\n\n## Spirit Reaper\n\n### Can Spirit Reaper be destroyed by battle?\n\n"
            "No. It is not destroyed as a result of battle.\n")
    db = ingested(tmp_path, {"faq.md": text})
    rows = db.execute("select r.kind, r.context, group_concat(c.card) from records r "
                      "left join record_cards c on c.record = r.id group by r.id").fetchall()
    assert rows == [("qa", "Spirit Reaper", "Spirit Reaper")]


def test_a_pages_faq_markup_for_search_engines_is_read_when_not_shown(tmp_path):
    """A store page's schema.org FAQ (JSON-LD in a script): a question its text does not show
    is a Q&A under the page's title; one the page shows is not read twice; broken markup is none."""
    ld = {"@context": "https://schema.org", "@type": "FAQPage", "mainEntity": [
        {"@type": "Question", "name": "Can Magician of Faith add a Quick-Play Spell to my hand?",
         "acceptedAnswer": {"@type": "Answer", "text": "<p>Yes, any Spell Card in your Graveyard.</p>"}},
        {"@type": "Question", "name": "Can Sangan search a Ritual Monster?",
         "acceptedAnswer": {"@type": "Answer", "text": "Yes, if its ATK is 1500 or less."}}]}
    html = ("<html><head><title>Card Shop FAQ</title></head><body><h1>FAQ</h1>"
            "<h3>Can Sangan search a Ritual Monster?</h3><p>Yes, if its ATK is 1500 or less.</p>"
            f"<script type=\"application/ld+json\">{json.dumps(ld)}</script>"
            "<script type=\"application/ld+json\">{not json</script></body></html>")
    db = ingested(tmp_path, {"shop.html": html})
    rows = db.execute("select kind, context, situation from records order by start").fetchall()
    assert rows == [("qa", "FAQ", "Can Sangan search a Ritual Monster?"),
                    ("qa", "Card Shop FAQ", "Can Magician of Faith add a Quick-Play Spell to my hand?")]


def _listing(*children):
    return {"kind": "Listing", "data": {"children": [{"kind": "t1", "data": c} for c in children]}}


def test_a_nested_threads_questions_and_the_replies_under_them_are_qas(tmp_path):
    """A forum's API thread: the post (its title and its words), then the list of replies, each
    reply holding its own replies, all in the API's wrappers. The post that asks and the first
    reply are one Q&A; a reply that asks and the first reply under it, another; the chatter
    that answers nothing is no ruling."""
    post = {"kind": "Listing", "data": {"children": [{"kind": "t3", "data": {
        "title": "Judge call: Mirror Force against a monster summoned mid-battle?",
        "selftext": "They Special Summon Cyber Dragon in the Battle Phase and attack. Can I activate Mirror Force?",
        "author": "asker", "created_utc": 1112313600}}]}}
    follow = {"body": "Does that change if the attack was on my face-down monster?", "author": "asker",
              "created_utc": 1112320800, "replies": _listing(
                  {"body": "No, Mirror Force only cares that an attack was declared.", "author": "judge",
                   "created_utc": 1112324400, "replies": ""})}
    first = {"body": "Yes. Mirror Force is activated when an opponent's monster declares an attack, "
                     "however that monster was Summoned.", "author": "judge", "created_utc": 1112317200,
             "replies": _listing(follow)}
    chatter = {"body": "just side deck more traps", "author": "someone", "created_utc": 1112318000, "replies": ""}
    db = ingested(tmp_path, {"thread.json": json.dumps([post, _listing(first, chatter)])})
    rows = list(db.execute("select kind, situation, text, date from records order by start"))
    assert [kind for kind, *_ in rows] == ["qa", "qa"]
    assert rows[0][1].startswith("Judge call: Mirror Force") and "Can I activate Mirror Force?" in rows[0][1]
    assert rows[0][2].endswith("however that monster was Summoned.") and rows[0][3] == "2005-04-01"
    assert rows[1][1].startswith("Does that change") and rows[1][2].endswith("an attack was declared.")


@pytest.mark.parametrize("name, page", [
    ("duvidas.html", "<h1>Dúvidas da liga</h1><h2>Semana 3</h2><table><thead><tr><th>Carta</th><th>Pergunta</th>"
                     "<th>Resposta</th><th>Data</th></tr></thead><tbody><tr><td>Sangan</td><td>Sangan pode buscar um "
                     "monstro com 1500 de ATK?</td><td>Sim, 1500 não é mais que 1500.</td><td>02/03/2005</td></tr>"
                     "<tr><td>Jinzo</td><td>Jinzo deixa ativar armadilhas?</td><td>Não, nenhuma armadilha pode ser "
                     "ativada.</td><td>09/03/2005</td></tr></tbody></table>"
                     "<table><tr><th>Carta</th><th>Tipo</th></tr><tr><td>Jinzo</td><td>Máquina</td></tr></table>"),
    ("duvidas.md", "# Dúvidas da liga\n\n## Semana 3\n\n| Carta | Pergunta | Resposta | Data |\n|---|---|---|---|\n"
                   "| Sangan | Sangan pode buscar um monstro com 1500 de ATK? | Sim, 1500 não é mais que 1500. | 02/03/2005 |\n"
                   "| Jinzo | Jinzo deixa ativar armadilhas? | Não, nenhuma armadilha pode ser ativada. | 09/03/2005 |\n\n"
                   "| Carta | Tipo |\n|---|---|\n| Jinzo | Máquina |\n"),
])
def test_a_table_of_question_and_answer_columns_is_its_questions_and_answers(tmp_path, name, page):
    """A page's or a text's table whose columns are a question and its answer ("Carta |
    Pergunta | Resposta | Data") is read as a spreadsheet of them is: each row one Q&A, under its
    card within the section it is in, dated by its date cell; a table of other columns stays
    a table of rows."""
    db = ingested(tmp_path, {name: page})
    rows = list(db.execute("select kind, situation, label, context, date, "
                           "(select group_concat(card) from record_cards where record = records.id) from records order by start"))
    assert [r[:3] for r in rows if r[0] == "qa"] == [
        ("qa", "Sangan pode buscar um monstro com 1500 de ATK?", "allowed"),
        ("qa", "Jinzo deixa ativar armadilhas?", "forbidden")], rows
    assert [(r[3].split(" (")[0], r[4], r[5]) for r in rows if r[0] == "qa"] == [
        ("Sangan", "2005-03-02", "Sangan"), ("Jinzo", "2005-03-09", "Jinzo")]
    assert [r[0] for r in rows if r[0] != "qa"] in ([], ["row"])  # "Jinzo | Máquina" says no verdict, or is a row


@pytest.mark.parametrize("name, data", [
    ("deck.txt", "Can Mirror Force destroy a monster in Defense Position?\tNo, only monsters in Attack Position.\n"
                 "Posso encadear Sakuretsu Armor a um ataque direto?\tSim, ela responde a qualquer ataque.\n"),
    ("pairs.json", json.dumps([["Can Mirror Force destroy a monster in Defense Position?", "No, only monsters in "
                                "Attack Position."], ["Posso encadear Sakuretsu Armor a um ataque direto?",
                                                      "Sim, ela responde a qualquer ataque."]])),
])
def test_pairs_of_a_question_and_its_answer_with_no_header_are_qas(tmp_path, name, data):
    """A flash-card deck's lines (a question, a tab, its answer) or a JSON list of [question,
    answer] pairs: each pair one Q&A, the first no table's header, no answer without its question."""
    db = ingested(tmp_path, {name: data})
    rows = list(db.execute("select kind, situation, verdict from records order by start"))
    assert rows == [("qa", "Can Mirror Force destroy a monster in Defense Position?", "No, only monsters in Attack Position."),
                    ("qa", "Posso encadear Sakuretsu Armor a um ataque direto?", "Sim, ela responde a qualquer ataque.")], rows


def test_a_spreadsheet_published_as_a_page_is_read_as_its_sheet(tmp_path):
    """A sheet published as a web page heads its columns "A", "B", "C" and numbers its rows in a
    first column: the sheet's own first row is its header, and its rows are rulings on their cards."""
    row = '<tr><th class="row-headers-background"><div>{}</div></th><td>{}</td><td>{}</td><td>{}</td></tr>'
    page = ('<table class="waffle"><thead><tr><th></th><th>A</th><th>B</th><th>C</th></tr></thead><tbody>'
            + row.format(1, "Card", "Ruling", "Date")
            + row.format(2, "Sangan", "Sangan can add a monster with exactly 1500 ATK.", "2005-03-02")
            + row.format(3, "Jinzo", "Trap Cards cannot be activated while Jinzo is face-up.", "2005-03-09")
            + "</tbody></table>")
    db = ingested(tmp_path, {"sheet.html": page})
    rows = list(db.execute("select text, label, date, (select group_concat(card) from record_cards "
                           "where record = records.id) from records order by start"))
    assert rows == [("Sangan can add a monster with exactly 1500 ATK.", "allowed", "2005-03-02", "Sangan"),
                    ("Trap Cards cannot be activated while Jinzo is face-up.", "forbidden", "2005-03-09", "Jinzo")], rows


@pytest.mark.parametrize("name, data", [
    ("log.csv", "Timestamp,Card,Question,Ruling,Judge\n2004-07-19 14:05,Magic Cylinder,"
                "Can Magic Cylinder be activated against a direct attack?,\"Yes, it can be activated against any attack.\",Lia\n"),
    ("log.json", json.dumps([{"card": "Magic Cylinder", "question": "Can Magic Cylinder be activated against a direct "
                              "attack?", "ruling": "Yes, it can be activated against any attack.", "judge": "Lia",
                              "date": "2004-07-19"}])),
    ("log.md", "| Card | Question | Ruling |\n|---|---|---|\n| Magic Cylinder | Can Magic Cylinder be activated against "
               "a direct attack? | Yes, it can be activated against any attack. |\n"),
])
def test_a_judges_log_of_questions_and_rulings_is_its_questions_and_answers(tmp_path, name, data):
    """A judge's log whose columns (or fields) are a question and the ruling on it ("Question |
    Ruling", "pergunta" / "decisão"), in a spreadsheet, JSON or a table: each row one Q&A under its
    card, by its judge and on its day where it says them (the JSON entry had lost both)."""
    db = ingested(tmp_path, {name: data})
    rows = list(db.execute("select kind, situation, verdict, label, context, date, author from records"))
    assert [r[:4] for r in rows] == [("qa", "Can Magic Cylinder be activated against a direct attack?",
                                      "Yes, it can be activated against any attack.", "allowed")], rows
    assert rows[0][4].startswith("Magic Cylinder")
    assert rows[0][5:] == (("", "") if name == "log.md" else ("2004-07-19", "Lia"))


def test_a_faq_table_of_marked_question_and_answer_rows_is_qas(tmp_path):
    """A FAQ laid out as a table whose rows are marked "Q" and "A" (or "Pergunta"/"Resposta")
    is one Q&A a pair, dated by the page's "Last updated: 2005/07/01"; a table whose header
    cells are "Q" and "A" is no marked pair: its rows are its questions and answers."""
    db = ingested(tmp_path, {"faq.html": "<h2>Swords of Revealing Light</h2><table>"
                   "<tr><th>Q</th><td>Can my opponent flip a monster face-up while it is active?</td></tr>"
                   "<tr><th>A</th><td>No. Monsters flipped face-up by it cannot change their battle positions.</td></tr>"
                   "<tr><td>Pergunta:</td><td>Ela conta os turnos do oponente?</td></tr>"
                   "<tr><td>Resposta:</td><td>Sim, ela fica no campo por três turnos do oponente.</td></tr>"
                   "</table><p>Last updated: 2005/07/01</p>",
                   "grid.html": "<table><tr><th>Q</th><th>A</th></tr>"
                   "<tr><td>Can Swords of Revealing Light be destroyed?</td><td>Yes, by Heavy Storm.</td></tr></table>"})
    rows = list(db.execute("select document, kind, situation, date from records order by document, start"))
    faq = [r for r in rows if r[0] == "faq.html"]
    assert [(kind, situation) for _, kind, situation, _ in faq] == [
        ("qa", "Can my opponent flip a monster face-up while it is active?"),
        ("qa", "Ela conta os turnos do oponente?")]
    assert {date for *_, date in faq} == {"2005-07-01"}
    assert [(kind, situation) for document, kind, situation, _ in rows if document == "grid.html"] == [
        ("qa", "Can Swords of Revealing Light be destroyed?")]


def test_a_wiki_pages_source_inside_json_is_read_as_the_page(tmp_path):
    """A wiki's API gives a page's markup as a JSON string: it is read as the page shows it."""
    page = ("'''Sakuretsu Armor''' rulings.\n\n== TCG Rulings ==\n"
            "* This card destroys the attacking monster before damage calculation.<ref>{{FAQ}}</ref>\n")
    db = ingested(tmp_path, {"page.json": json.dumps({"parse": {"wikitext": {"*": page}}})})
    rows = records_with_cards(db, "text", "context")
    ruling = next(r for r in rows if r[0].startswith("This card destroys"))
    assert ruling == ("This card destroys the attacking monster before damage calculation.",
                      "Sakuretsu Armor > TCG Rulings", "Sakuretsu Armor")


def test_markdown_notes_linking_pages_wiki_style_stay_markdown():
    """A notes app's Markdown links pages as [[Sangan]] too: its "# headings" stay headings."""
    from judge.ingest.read import plain_text

    text = plain_text("# Sangan\n\nSee also [[Witch of the Black Forest]], [[Mystic Tomato]] and "
                      "[[Pyramid Turtle]].\n\n## Rulings\n\n- Its effect does not activate if it is banished.\n")
    assert text.startswith("# Sangan\n") and "\n## Rulings\n" in text


def test_markdown_footnotes_and_definition_lists(tmp_path):
    """A footnote's mark ("…Graveyard.[^1]") no longer glues two sentences, nor is its note
    below a ruling; a definition list's term ("Spell Speed\\n: …") heads its definition."""
    db = ingested(tmp_path, {"notes.md": "# Floor notes\n\nSangan searches when it is sent from the field to the "
                   "Graveyard.[^1] It does not search when it is removed from play.[^note]\n\n"
                   "[^1]: Official FAQ.\n[^note]: Netrep ruling.\n",
                   "terms.md": "Chain\n: A Chain is formed when an effect is activated in response to another.\n\n"
                   "Spell Speed\n: Spell Speed 1 cards cannot be chained to Spell Speed 2 cards.\n"})
    rows = {text: context for text, context in db.execute("select text, context from records")}
    assert "Sangan searches when it is sent from the field to the Graveyard." in rows
    # the second sentence is a ruling of its own, citing the first, which names its "It", with no mark between
    assert "Sangan searches when it is sent from the field to the Graveyard. It does not search when it is removed " \
           "from play." in rows
    assert not any("[^" in text or "Official FAQ" in text for text in rows)
    assert rows["Spell Speed 1 cards cannot be chained to Spell Speed 2 cards."].endswith("Spell Speed")
    assert rows["A Chain is formed when an effect is activated in response to another."].endswith("Chain")


def test_a_log_lines_leading_date_dates_it_and_an_entry_id_is_no_topic(tmp_path):
    """A ruling log's line opening on its day ("2005-06-13: …", "13/06/2005 - …" in Portuguese)
    is dated by it; a JSON export keyed by entry ids ({"1021": {…}}) has no "1021" topic (a
    card named by a number, "7", still is one)."""
    db = ingested(tmp_path, {
        "log.txt": "Ruling log\n\n2005-06-13: Sangan does not activate if it is removed from play.\n"
                   "2004/03/02 - Jinzo negates Trap effects while it is face-up.\n",
        "registro.txt": "Registro de regras\n\n13/06/2005 - Sangan não ativa se for removido de jogo.\n",
        "byid.json": json.dumps({"1021": {"card": "Sangan", "ruling": "Sangan does not activate if it is banished."},
                                 "7": {"ruling": "Each effect of 7 that gives Life Points goes on a chain."}})})
    rows = {text: (context, date) for text, context, date in db.execute("select text, context, date from records")}
    assert rows["2005-06-13: Sangan does not activate if it is removed from play."][1] == "2005-06-13"
    assert rows["2004/03/02 - Jinzo negates Trap effects while it is face-up."][1] == "2004-03-02"
    assert rows["13/06/2005 - Sangan não ativa se for removido de jogo."][1] == "2005-06-13"
    assert rows["Sangan does not activate if it is banished."][0] == "Sangan"
    assert rows["Each effect of 7 that gives Life Points goes on a chain."][0] == "7"


def test_a_wiki_pages_references_are_the_sources_of_the_rulings_they_end(tmp_path):
    """A reference that ends a ruling's line names its source and dates it (<ref name=…/>
    pointing at one defined anywhere on the page, a citation template's publisher and date);
    one inside a sentence is dropped, and a line with none has no source."""
    page = ("'''Jinzo''' rulings.\n\n== OCG Rulings ==\n"
            "* Jinzo negates the effects of face-up Trap Cards on the field.<ref name=\"faq\" />\n"
            "* Jinzo does not stop a Trap Card from being activated.<ref>{{Cite web|publisher=Konami|"
            "title=Jinzo FAQ|date=2004-11-02|url=http://example.org}}</ref>\n"
            "* Royal Decree<ref>an old name</ref> can still be Set while Jinzo is face-up.\n"
            "* Once Jinzo leaves the field, the Trap Cards apply again.<ref name=\"faq\">Upper Deck "
            "netrep (2005-03-14)</ref>\n\n== References ==\n<references />\n")
    db = ingested(tmp_path, {"jinzo.wiki": page})
    rows = {text: (author, date) for text, author, date in db.execute(
        "select text, author, author_date from records")}
    assert rows["Jinzo negates the effects of face-up Trap Cards on the field."] == ("Upper Deck netrep", "2005-03-14")
    assert rows["Jinzo does not stop a Trap Card from being activated."] == ("Konami, Jinzo FAQ", "2004-11-02")
    assert rows["Royal Decree can still be Set while Jinzo is face-up."] == ("", "")
    assert rows["Once Jinzo leaves the field, the Trap Cards apply again."] == ("Upper Deck netrep", "2005-03-14")
    assert not db.execute("select count(*) from records where text like '%Source%' or text like '%old name%'").fetchone()[0]


def test_a_wiki_definition_lists_question_and_answer_are_one_qa(tmp_path):
    """";Q: …" and the ":A: …" line under it (a wiki's definition list) are one Q&A whose answer
    gives the verdict; a ":" line under no term stays an item of its own."""
    page = ("'''Mirror Force''' rulings.\n\n== Questions ==\n"
            ";Q: Can Mirror Force be activated when my opponent attacks directly?\n"
            ":A: Yes. It destroys every Attack Position monster your opponent controls.\n\n"
            "== Notes ==\n* Mirror Force does not target.\n:It is a Normal Trap Card.\n")
    db = ingested(tmp_path, {"mirror.wiki": page})
    qa = db.execute("select text, label from records where kind = 'qa'").fetchall()
    assert len(qa) == 1 and qa[0][1] == "allowed"
    assert qa[0][0].startswith("Can Mirror Force be activated") and "destroys every Attack Position" in qa[0][0]
    assert db.execute("select count(*) from records where text = 'It is a Normal Trap Card.'").fetchone()[0] == 1


@pytest.mark.parametrize("table", [
    # a header row, then rows of cells split by "||" or one cell a line, one cell with attributes
    "{| class=\"wikitable\"\n! Situation !! Ruling\n|-\n| Your opponent controls [[Jinzo]] || "
    "You cannot activate [[Ring of Destruction|Ring]] on it.\n|-\n| style=\"color:red\" | It is attacking\n"
    "| You can still activate Ring of Destruction.\n|}",
    # no header row: each row an item of its cells
    "{|\n|-\n| Your opponent controls [[Jinzo]]\n| You cannot activate Ring on it.\n|-\n"
    "| It is attacking || You can still activate Ring of Destruction.\n|}",
])
def test_a_wiki_tables_rows_are_rulings_without_its_markup(tmp_path, table):
    """A wiki table ("{|" … "|}") reads as the page shows it: each row one ruling, its cells'
    words without the table's markup; the list item just above it keeps its own text. A lead of
    the page's subject and a word ("'''Ring of Destruction''' rulings.") is its title."""
    page = ("'''Ring of Destruction''' rulings.\n\n== Rulings ==\n"
            "# Ring of Destruction destroys the monster by a card effect.\n" + table + "\n\n== References ==\n")
    db = ingested(tmp_path, {"ring.wiki": page})
    rows = db.execute("select text, label from records order by start").fetchall()
    assert len(rows) == 3  # the lead "Ring of Destruction rulings." is the page's title, no ruling
    texts = [" ".join(t.split()) for t, _ in rows]
    assert texts[0] == "Ring of Destruction destroys the monster by a card effect."
    assert not any(mark in t for t in texts for mark in ("{|", "|}", "||", "!!", "style="))
    assert "Jinzo" in texts[1] and "cannot activate" in texts[1] and "still activate" in texts[2]
    assert [label for _, label in rows[1:]] == ["forbidden", "allowed"]


@pytest.mark.parametrize("newline", ["\n", "\r\n"])
def test_a_list_items_short_first_line_wrapped_onto_the_next_is_no_heading(tmp_path, newline):
    """"- If Jinzo is flipped" over "face-up by Book of Taiyou, …": one item whose sentence goes
    on below its short first line, not a heading over the rest of the list (its first line had
    been lost as the context of every item after it)."""
    text = newline.join(["Jinzo Rulings", "", "- If Jinzo is flipped", "face-up by Book of Taiyou, Trap Cards are negated.",
                         "- Jinzo does not stop Royal Decree from being Set.", ""])
    db = ingested(tmp_path, {"jinzo.txt": text})
    rows = list(db.execute("select text, context from records order by start"))
    assert [" ".join(t.split()) for t, _ in rows] == [
        "If Jinzo is flipped face-up by Book of Taiyou, Trap Cards are negated.",
        "Jinzo does not stop Royal Decree from being Set."]
    assert all(context == "Jinzo Rulings" for _, context in rows)


def test_characters_of_no_width_are_no_part_of_a_rulings_words(tmp_path):
    """A web page's zero-width spaces and word joiners, a byte-order mark pasted mid-text: the
    words around them are the words a judge reads ("Sangan's"), and the card is found."""
    db = ingested(tmp_path, {"sangan.txt": "Sangan notes\n\nSangan\u200b's effect activates\u2060 when it is "
                                           "sent from the\ufeff field to the Graveyard.\n"})
    (text, card), = db.execute("select r.text, c.card from records r join record_cards c on c.record = r.id")
    assert text == "Sangan's effect activates when it is sent from the field to the Graveyard." and card == "Sangan"


def test_a_question_and_an_answer_marked_alone_without_their_colons_are_one_qa(tmp_path):
    """"Question 7" and "Answer" alone on their lines, as a PDF sets them over a question and its
    answer ("Pergunta 2" / "Resposta" likewise): one Q&A, its yes the verdict; "Questions" is no
    mark (a heading)."""
    text = ("Floor digest\n\nQuestions\n\nQuestion 7\nCan Magic Cylinder be chained to an attack by a Toon monster?\n"
            "Answer\nYes. Magic Cylinder negates the attack and inflicts the damage.\n\n"
            "Pergunta 2\nPosso ativar Trap Hole num monstro invocado por Especial?\nResposta\nNão. Trap Hole só pega "
            "Invocação Normal ou Virar.\n")
    db = ingested(tmp_path, {"digest.txt": text})
    rows = list(db.execute("select text, label from records where kind = 'qa' order by start"))
    assert [label for _, label in rows] == ["allowed", "forbidden"]
    assert rows[0][0].startswith("Can Magic Cylinder") and "negates the attack" in rows[0][0]
    assert rows[1][0].startswith("Posso ativar Trap Hole") and "Trap Hole só pega" in rows[1][0]


def test_a_table_cells_line_breaks_part_its_sentences_not_its_row_and_a_list_above_it_no_heading(tmp_path):
    """A cell's <br> and paragraphs part its sentences, not its row: both are its card's rulings.
    A table after a list whose items head nested items ("<li><b>Sangan</b><ul>…") is not the last
    item's."""
    page = ("<h1>Compendium</h1><ul><li><b>Sangan</b><ul><li>Sangan's effect does not activate if it is "
            "banished.</li></ul></li><li><b>Witch of the Black Forest</b><ul><li>You cannot add a monster "
            "with more than 1500 DEF.</li></ul></li></ul>"
            "<table><tr><th>Card</th><th>Ruling</th></tr><tr><td>Jinzo</td><td>Jinzo negates Trap effects.<br>"
            "<p>It does not negate the monster effects of Trap Monsters.</p></td></tr></table>")
    db = ingested(tmp_path, {"compendium.html": page})
    jinzo = db.execute("select text, context from records where context like '%Jinzo' order by start").fetchall()
    assert jinzo == [("Jinzo negates Trap effects.", "Compendium > Jinzo"),
                     ("It does not negate the monster effects of Trap Monsters.", "Compendium > Jinzo")]
    assert db.execute("select context from records where text like 'You cannot add%'").fetchone()[0] == \
        "Witch of the Black Forest"


def test_markdown_footnotes_ending_a_ruling_are_its_source(tmp_path):
    """The notes a Markdown line ends with ("…face-up.[^ude]", "[^ude]: Upper Deck netrep
    (2005-03-14)") name the source of what the line rules and date it; a line without one has
    none, and the notes are no rulings."""
    db = ingested(tmp_path, {"jinzo.md": (
        "# Jinzo rulings\n\n- Jinzo negates the effects of face-up Trap Cards on the field.[^faq]\n"
        "- Royal Decree can still be activated while Jinzo is face-up.[^ude] [^faq]\n"
        "- Trap Monsters' monster effects are not negated by Jinzo.\n\n"
        "[^faq]: Konami FAQ, 2004-11-02\n[^ude]: Upper Deck netrep (2005-03-14)\n")})
    rows = {text: (author, day) for text, author, day in db.execute("select text, author, author_date from records")}
    assert rows == {
        "Jinzo negates the effects of face-up Trap Cards on the field.": ("Konami FAQ", "2004-11-02"),
        "Royal Decree can still be activated while Jinzo is face-up.": ("Upper Deck netrep, 2005-03-14; Konami FAQ", "2005-03-14"),
        "Trap Monsters' monster effects are not negated by Jinzo.": ("", "")}


@pytest.mark.parametrize("notes", [
    "\n  1. Konami FAQ, 2004-11-02\n  2. Upper Deck netrep (2005-03-14)\n",
    "\n1. Konami FAQ, 2004-11-02\n\n2. Upper Deck netrep (2005-03-14)\n\n",
])
def test_a_wikis_numbered_notes_closing_the_page_are_the_sources_of_the_lines_citing_them(tmp_path, notes):
    """A wiki page's rulings cite notes by number ("…face-up.[1]") and a numbered list closes the
    page with them: each is the source of the lines citing it, as a Markdown footnote is; the
    notes are no rulings, and a mark is no part of its ruling."""
    db = ingested(tmp_path, {"jinzo.txt": (
        "Card Rulings: Jinzo\n\n  • Jinzo negates the effects of face-up Trap Cards on the field.[1]\n"
        "  • Royal Decree can still be activated while Jinzo is face-up.[2]\n"
        "  • Trap Monsters' monster effects are not negated by Jinzo.\n" + notes)})
    rows = {text: (author, day) for text, author, day in db.execute("select text, author, author_date from records")}
    assert rows == {"Jinzo negates the effects of face-up Trap Cards on the field.": ("Konami FAQ", "2004-11-02"),
                    "Royal Decree can still be activated while Jinzo is face-up.": ("Upper Deck netrep", "2005-03-14"),
                    "Trap Monsters' monster effects are not negated by Jinzo.": ("", "")}


def test_a_numbered_list_closing_a_page_that_nothing_cites_is_still_read(tmp_path):
    """A page's last list numbered as notes are, when no line cites its numbers, is a list of rulings."""
    db = ingested(tmp_path, {"steps.txt": "Chains\n\nA Chain resolves backwards.[3]\n\n1. Chain Link 2 resolves first.\n"
                                          "2. Chain Link 1 resolves after it.\n"})
    texts = {t for (t,) in db.execute("select text from records")}
    assert {"Chain Link 2 resolves first.", "Chain Link 1 resolves after it."} <= texts


def test_a_source_or_a_day_a_ruling_line_ends_with_is_its_source(tmp_path):
    """A ruling line ending, after its stop, with its source or day ("— Konami FAQ, 2005-03-10",
    "(updated 2004-11-02)", "[UDE netrep, 2005-01-02]"): the ruling's author and date, not a ruling
    of its own nor part of its words; a year inside a sentence is not one."""
    db = ingested(tmp_path, {"sangan.md": (
        "## Sangan\n- Sangan's effect activates when it is sent from the field to the Graveyard. *(updated 2004-11-02)*\n"
        "- If Sangan is banished, its effect does not activate. — Konami FAQ, 2005-03-10\n"
        "- Sangan can search for Witch of the Black Forest. [UDE netrep, 2005-01-02]\n"
        "- Sangan was limited to one copy in the 2005 lists.\n")})
    rows = db.execute("select text, author, date from records order by start").fetchall()
    assert rows == [
        ("Sangan's effect activates when it is sent from the field to the Graveyard.", "", "2004-11-02"),
        ("If Sangan is banished, its effect does not activate.", "Konami FAQ", "2005-03-10"),
        ("Sangan can search for Witch of the Black Forest.", "UDE netrep", "2005-01-02"),
        ("Sangan was limited to one copy in the 2005 lists.", "", "")]


def test_rulings_numbered_at_their_lines_start_are_each_one(tmp_path):
    """Rulings numbered at their lines' start in one paragraph ("Ruling 1:", "#3 -", "Decisão 4:"):
    each its own ruling, its number and label no part of its words."""
    db = ingested(tmp_path, {"mirror.txt": (
        "MIRROR FORCE\n\nRuling 1: Mirror Force destroys only Attack Position monsters your opponent controls.\n"
        "Ruling 2: Mirror Force can be activated when a monster attacks directly.\n"
        "#3 - Mirror Force does not negate the attack; the attack ends when the attacker is destroyed.\n"
        "Decisão 4: Mirror Force não destrói monstros em Posição de Defesa.\n")})
    assert [t for (t,) in db.execute("select text from records order by start")] == [
        "Mirror Force destroys only Attack Position monsters your opponent controls.",
        "Mirror Force can be activated when a monster attacks directly.",
        "Mirror Force does not negate the attack; the attack ends when the attacker is destroyed.",
        "Mirror Force não destrói monstros em Posição de Defesa."]


def test_an_apis_connection_wrappers_camel_case_dates_and_markdown_posts(tmp_path):
    """A GraphQL export ({"edges": [{"node": …}]}): its wrappers name no topic, a "publishedAt"
    dates its entry, and a post written in Markdown ("**Q:** …? **A:** …") reads as its words:
    one Q&A, not a bold mark split from its question."""
    export = {"data": {"cards": {"edges": [
        {"node": {"name": "Cyber Jar", "rulings": {"edges": [{"node": {
            "text": "Cyber Jar's effect destroys itself too, as it destroys all monsters on the field.",
            "publishedAt": "2005-05-02T09:00:00Z"}}]}}},
        {"node": {"name": "Magic Cylinder", "rulings": {"edges": [{"node": {
            "text": "**Q:** Can Magic Cylinder negate an attack by a [Toon](http://x.org/toon) monster? **A:** Yes, "
                    "it negates the attack and inflicts damage equal to its ATK.",
            "publishedAt": "2005-06-20T09:00:00Z"}}]}}}]}}}
    db = ingested(tmp_path, {"export.json": json.dumps(export)})
    rows = list(db.execute("select text, context, date, kind, label from records order by start"))
    assert [(r[2], r[3]) for r in rows] == [("2005-05-02", "prose"), ("2005-06-20", "qa")]
    assert not any(w in r[1].split(" > ") for r in rows for w in ("edges", "node", "data"))
    assert rows[1][0].startswith("Can Magic Cylinder negate an attack by a Toon monster?") and rows[1][4] == "allowed"
    assert "*" not in rows[1][0] and "http" not in rows[1][0]


@pytest.mark.parametrize("line", [
    "{day} 19:40 - {who}: {said}",            # WhatsApp on Android
    "[{day}, 19:40:12] {who}: {said}",        # WhatsApp on an iPhone
])
def test_a_chat_exported_as_text_pairs_each_question_with_its_answer(tmp_path, line):
    """A chat exported as text: a message that asks and the next, which answers, are one Q&A
    dated by the answer's day; a message's second line is its own; media left out and system
    lines are no words."""
    said = [("21/08/2005", "Rui", "Posso encadear Magic Jammer no Heavy Storm?"),
            ("21/08/2005", "Lia", "Pode sim, Magic Jammer é Counter Trap."),
            ("21/08/2005", "Rui", "<Mídia oculta>"),
            ("22/08/2005", "Rui", "O Jinzo virado para baixo nega armadilhas?"),
            ("22/08/2005", "Lia", "Não. Jinzo só nega enquanto está virado para cima.")]
    lines = [line.format(day=d, who=w, said=s) for d, w, s in said]
    lines.insert(4, "22/08/2005 08:00 - Rui adicionou Caio")
    lines.append("O efeito dele é contínuo.")
    db = ingested(tmp_path, {"Conversa do WhatsApp com Juízes.txt": "\n".join(lines) + "\n"})
    rows = list(db.execute("select text, kind, label, date from records order by start"))
    assert [(kind, label, day) for _, kind, label, day in rows] == [
        ("qa", "allowed", "2005-08-21"), ("qa", "outcome", "2005-08-22")]
    assert {a for (a,) in db.execute("select author from records")} == {"Lia"}  # who answered
    assert rows[0][0].startswith("Posso encadear Magic Jammer") and "Counter Trap" in rows[0][0]
    assert rows[1][0].endswith("O efeito dele é contínuo.")
    assert not any("Mídia" in text or "adicionou" in text for text, *_ in rows)


def test_a_chat_exports_message_written_in_pieces_is_one_text(tmp_path):
    """A chat export's "text" in pieces (plain strings and styled runs, as Telegram writes a
    message with bold in it) is one message, not a list of rulings; its "text_entities", the
    same words again, are read once."""
    pieces = [{"type": "bold", "text": "Não."}, " Trap Hole só pega Invocação-Normal ou Invocação-Virar."]
    db = ingested(tmp_path, {"result.json": json.dumps({"name": "Juízes", "messages": [
        {"id": 1, "type": "message", "date": "2005-06-13T14:02:00", "from": "Rui",
         "text": "Posso ativar Trap Hole numa Invocação-Especial?"},
        {"id": 2, "type": "message", "date": "2005-06-13T14:03:00", "from": "Lia", "text": pieces,
         "text_entities": pieces}]})})
    (text, kind, label, author), = db.execute("select text, kind, label, author from records")
    assert kind == "qa" and label == "forbidden" and author == "Lia"
    assert text.startswith("Posso ativar Trap Hole") and text.count("Trap Hole só pega") == 1


def test_ids_a_program_gave_name_no_message(tmp_path):
    """A message's numeric "id", its sender's "from_id" and the "reply_to_message_id" of the one
    it answers are a program's references: none heads its rulings or shows in their context; a
    field naming something ("type") still does."""
    db = ingested(tmp_path, {"chat.json": json.dumps({"messages": [
        {"id": 40, "type": "message", "date": "2004-08-02T10:00:00", "from": "Ivo", "from_id": "user77",
         "text": "Does Jinzo stop Trap Cards already face-up on the field?"},
        {"id": 41, "type": "message", "date": "2004-08-02T10:05:00", "from": "Tess", "from_id": "user78",
         "reply_to_message_id": 40, "text": "Yes, face-up Trap Cards are negated while Jinzo is face-up."},
        {"id": 42, "type": "message", "date": "2004-08-03T09:00:00", "from": "Tess", "from_id": "user78",
         "text": "Trap Cards cannot be activated while Jinzo is face-up."}]})})
    contexts = [c for c, in db.execute("select context from records order by start")]
    assert len(contexts) == 2 and all("type: message" in c for c in contexts), contexts
    assert not any(mark in c for c in contexts for mark in ("user7", "40", "41", "42", "id:")), contexts


def test_a_slack_export_reads_as_its_people_wrote_it(tmp_path):
    """A Slack channel's export: a message's marks are its words ("<@U…>" mentions gone, a link
    by its label, "&gt;" as ">"), its sender by the profile's name, not the user's id, its day
    from "ts" (seconds since 1970, written as a string); the thread's "thread_ts" and the ids
    show nowhere."""
    db = ingested(tmp_path, {"general.json": json.dumps([
        {"type": "message", "user": "U07ASKER1", "ts": "1091959200.000100", "thread_ts": "1091959200.000100",
         "user_profile": {"real_name": "Nia Costa"}, "text": "Can <https://x.org/sg|Scapegoat> be activated in the Damage Step?"},
        {"type": "message", "user": "U07JUDGE2", "ts": "1091959500.000200", "thread_ts": "1091959200.000100",
         "user_profile": {"real_name": "Rui Head Judge", "display_name": "rui"},
         "text": "<@U07ASKER1> No, Scapegoat cannot be activated during the Damage Step &gt; see <https://x.org/ds|the Damage Step page>."}])})
    (text, context, date, author), = db.execute("select text, context, date, author from records")
    assert "Can Scapegoat be activated" in text and "No, Scapegoat cannot be activated during the Damage Step > see the Damage Step page." in text
    assert "<" not in text and "&gt;" not in text and "U07" not in text
    assert (date, author) == ("2004-08-08", "Rui Head Judge")
    assert "U07" not in context and "1091959" not in context and "ts" not in context.replace("created", ""), context


def test_term_and_dash_lines_one_under_another_are_each_a_definition(tmp_path):
    """"Card — ruling" lines one under another with no blank line between (a quick list of cards'
    rulings, a glossary): each line its own definition under its own term, with that term's card
    only (the first term had headed them all, each later line's term kept in its text)."""
    text = ("Quick list\n\nMirror Force — It destroys every Attack Position monster your opponent controls.\n"
            "Magic Cylinder — It negates an attack and inflicts damage equal to the attacker's ATK.\n"
            "Trap Hole — It only responds to a Normal or Flip Summon of a monster with 1000 or more ATK.\n")
    db = ingested(tmp_path, {"list.txt": text})
    rows = list(db.execute("select context, text, (select group_concat(card) from record_cards "
                           "where record = records.id) from records order by start"))
    assert [(c.split(" > ")[-1], t[:8], cards) for c, t, cards in rows] == [
        ("Mirror Force", "It destr", "Mirror Force"), ("Magic Cylinder", "It negat", "Magic Cylinder"),
        ("Trap Hole", "It only ", "Trap Hole")], rows


def test_question_and_answer_marked_with_a_letters_bracket_are_one_qa(tmp_path):
    """"Q) … ?" over "A) …" (and "P)" / "R)" in Portuguese) mark a question and its answer, the
    answer's yes its verdict; lettered options with no question before them ("A) …", "B) …") stay
    rulings of their own, their letters kept."""
    text = ("Store Q&A\n\nQ) Can Magic Cylinder be activated against a direct attack?\nA) Yes, it negates any attack.\n\n"
            "P) Posso ativar Trap Hole numa Invocação-Especial?\nR) Não, só numa Invocação-Normal ou Invocação-Virar.\n\n"
            "Two traps\n\nA) Mirror Force destroys every Attack Position monster your opponent controls.\n"
            "B) Magic Cylinder inflicts damage equal to the attacking monster's ATK.\n")
    db = ingested(tmp_path, {"store.txt": text})
    rows = list(db.execute("select kind, situation, verdict, label, text from records order by start"))
    assert [r[:4] for r in rows[:2]] == [
        ("qa", "Can Magic Cylinder be activated against a direct attack?", "Yes, it negates any attack.", "allowed"),
        ("qa", "Posso ativar Trap Hole numa Invocação-Especial?", "Não, só numa Invocação-Normal ou Invocação-Virar.",
         "forbidden")], rows
    assert [r[4][:3] for r in rows[2:]] == ["A) ", "B) "], rows


@pytest.mark.parametrize("name, page", [
    ("faq.md", "# FAQ\n\n### Can I chain Magic Cylinder to a direct attack?\n\n- Yes, it negates any attack.\n"
               "- Its damage is the attacking monster's ATK.\n\n### Posso ativar Trap Hole numa Invocação-Especial?\n\n"
               "- Não, Trap Hole só responde a Invocação-Normal ou Invocação-Virar.\n"),
    ("faq.html", "<h2>FAQ</h2><h3>Can I chain Magic Cylinder to a direct attack?</h3><ul><li>Yes, it negates any "
                 "attack.</li><li>Its damage is the attacking monster's ATK.</li></ul><h3>Posso ativar Trap Hole numa "
                 "Invocação-Especial?</h3><ul><li>Não, Trap Hole só responde a Invocação-Normal ou Invocação-Virar.</li></ul>"),
])
def test_a_heading_that_asks_is_answered_by_its_lists_yes_or_no(tmp_path, name, page):
    """A heading that asks over a list whose item opens with a yes or a no ("### Can I chain … ?",
    "- Yes, …"): the item's label is the answer to the heading's question (a yes to "can I" allows;
    it had been an outcome); an item saying no yes or no keeps its own."""
    db = ingested(tmp_path, {name: page})
    rows = [(text[:8], lab) for text, lab in db.execute("select text, label from records order by start")]
    assert rows == [("Yes, it ", "allowed"), ("Its dama", "outcome"), ("Não, Tra", "forbidden")], rows


def test_a_callout_titled_by_a_question_is_that_question_and_its_answer(tmp_path):
    """An Obsidian callout whose title asks ("> [!question]- Can Jinzo …?", its body the answer) is
    a question with its answer (the title had gone with the marker, leaving the answer alone or
    nothing); a callout titled otherwise ("> [!tip] Floor tip") still loses its marker and title."""
    text = ("# Notas\n\n> [!question]- Can Jinzo be Tributed while Imperial Order is active?\n"
            "> Yes, Imperial Order does not stop Tributes.\n\n"
            "> [!faq] Posso ativar Trap Hole numa Invocação-Especial?\n> Não, só numa Invocação-Normal ou Invocação-Virar.\n\n"
            "> [!tip] Floor tip\n> Sangan's effect activates when it is sent from the field to the Graveyard.\n")
    db = ingested(tmp_path, {"notas.md": text})
    rows = list(db.execute("select kind, situation, label, text from records order by start"))
    assert [(kind, sit) for kind, sit, _, _ in rows[:2]] == [
        ("question", "Can Jinzo be Tributed while Imperial Order is active?"),
        ("question", "Posso ativar Trap Hole numa Invocação-Especial?")], rows
    assert [lab for _, _, lab, _ in rows[:2]] == ["allowed", "forbidden"]
    assert rows[2][3] == "Sangan's effect activates when it is sent from the field to the Graveyard." and len(rows) == 3


def test_a_summary_marked_with_checks_and_crosses_is_a_list_whose_marks_are_verdicts(tmp_path):
    """A fan summary's lines opened by emoji ("✅ …", "❌ …", "⚠️ …") with no blank line between:
    each line one item of a list (they had been one paragraph, one record), its mark kept; a
    check or a cross before words that say no modal is the verdict ("❌ Usar Sangan …" is
    forbidden), the words' own modal wins where they say one."""
    text = ("# Dicas de torneio\n\n✅ Encadear Sakuretsu Armor a um ataque direto.\n"
            "❌ Usar o efeito de Sangan quando ele é banido do campo.\n"
            "❌ Você pode ativar Book of Moon no turno do oponente.\n"
            "⚠️ Jinzo com a face para cima impede a ativação de armadilhas.\n")
    db = ingested(tmp_path, {"dicas.md": text})
    rows = list(db.execute("select kind, text, label from records order by start"))
    assert [(kind, t[:3], lab) for kind, t, lab in rows] == [
        ("bullet", "✅ E", "allowed"), ("bullet", "❌ U", "forbidden"), ("bullet", "❌ V", "allowed"),
        ("bullet", "⚠️ ", "outcome")], rows


def test_a_page_titled_by_one_card_gives_it_to_the_rulings_naming_none(tmp_path):
    """A card's rulings page whose card is named only in its <title> ("Card Rulings:Magic Cylinder -
    Yugipedia", sections "OCG Rulings"): a ruling naming no card ("You can activate this card …")
    is about it; a ruling naming its own card is not given the title's, and a page titled by two
    cards (a thread's subject) gives neither."""
    page = ("<html><head><title>{}</title></head><body><h2>OCG Rulings</h2><ul>"
            "<li>You can activate this card when a monster attacks directly.</li>"
            "<li>Jinzo does not stop it once it has resolved.</li></ul></body></html>")
    db = ingested(tmp_path, {"cylinder.html": page.format("Card Rulings:Magic Cylinder - Yugipedia"),
                             "thread.html": page.format("Magic Cylinder vs Mirror Force - Rulings Board")})
    cards = {(document, text[:8]): named for document, text, named in db.execute(
        "select document, text, (select group_concat(card) from record_cards where record = records.id) from records")}
    assert cards == {("cylinder.html", "You can "): "Magic Cylinder", ("cylinder.html", "Jinzo do"): "Jinzo",
                     ("thread.html", "You can "): None, ("thread.html", "Jinzo do"): "Jinzo"}, cards


@pytest.mark.parametrize("name, page", [
    ("witch.md", "# Witch of the Black Forest\n\n## OCG Rulings\n\n- You cannot add a monster with more than 1500 DEF "
                 "with this effect.\n\n## Notes\n\nThis effect is a Trigger Effect.\n"),
    ("witch.html", "<h1>Card Rulings:Witch of the Black Forest</h1><h2>OCG Rulings</h2><ul><li>You cannot add a "
                   "monster with more than 1500 DEF with this effect.</li></ul><h2>Notes</h2><p>This effect is a "
                   "Trigger Effect.</p>"),
])
def test_a_cards_page_sections_are_about_its_card(tmp_path, name, page):
    """A card's page whose sections name no card ("OCG Rulings", "Notes" under "Witch of the Black
    Forest" or "Card Rulings:Witch of the Black Forest"): their rulings ("… with this effect")
    are about the page's card; a rules page's sections take no card from a heading naming none."""
    db = ingested(tmp_path, {name: page, "chains.md": "# Chains\n\n## Spell Speed\n\n- A Spell Speed 1 effect "
                                                        "cannot be chained to a Spell Speed 2 effect.\n"})
    cards = dict(records_with_cards(db, "text"))
    assert cards["You cannot add a monster with more than 1500 DEF with this effect."] == "Witch of the Black Forest"
    assert cards["This effect is a Trigger Effect."] == "Witch of the Black Forest"
    assert cards["A Spell Speed 1 effect cannot be chained to a Spell Speed 2 effect."] is None


@pytest.mark.parametrize("name, text", [
    ("exported.html", "<h1>Regras</h1><p class=MsoListParagraph><span style='font-family:Symbol'>·<span>&nbsp;&nbsp;"
                      "&nbsp; </span></span>Sangan não ativa se for banido.</p><p class=MsoListParagraph>"
                      "<span>·&nbsp;&nbsp; </span>Jinzo nega os efeitos das Armadilhas.</p>"),
    ("pasted.txt", "Regras\n\n·   Sangan não ativa se for banido.\n·   Jinzo nega os efeitos das Armadilhas.\n"),
])
def test_a_word_processors_dotted_list_is_a_list(tmp_path, name, text):
    """A list a word processor drew with "·" (its HTML export, or pasted as text): its items are
    list items without the dot; a "·" between words stays."""
    db = ingested(tmp_path, {name: text, "menu.txt": "Notes\n\nSangan · Jinzo · Witch are searched often.\n"})
    rows = dict(db.execute("select text, kind from records where document != 'menu.txt'"))
    assert rows == {"Sangan não ativa se for banido.": "bullet", "Jinzo nega os efeitos das Armadilhas.": "bullet"}
    assert db.execute("select text from records where document = 'menu.txt'").fetchone()[0].startswith("Sangan · Jinzo")


def test_a_forum_posts_author_is_its_source(tmp_path):
    """A post of a forum's or a chat's export names who wrote it (an author field, or an author
    object's name): the record's source, beside its date; a post without one has none."""
    db = ingested(tmp_path, {"posts.json": json.dumps({"posts": [
        {"author": {"name": "HeadJudgeLia", "id": 7}, "created_at": "2005-07-10T13:00:00Z",
         "body": "Sakuretsu Armor can be activated against a direct attack."},
        {"body": "Jinzo negates the effects of face-up Trap Cards.", "created_at": "2005-07-11T13:00:00Z"}]})})
    rows = dict(db.execute("select text, author from records"))
    assert rows == {"Sakuretsu Armor can be activated against a direct attack.": "HeadJudgeLia",
                    "Jinzo negates the effects of face-up Trap Cards.": ""}


def test_a_forum_thread_copied_as_text_pairs_each_question_with_the_reply_under_its_byline(tmp_path):
    """A thread pasted as text: "Originally Posted by …" over a question, "Reply from …:" (or
    "Resposta do Juiz (…):") over the reply that opens with a yes or a no: one Q&A each, labelled
    by its reply; a question nobody answers is no ruling."""
    db = ingested(tmp_path, {
        "thread.txt": "Thread: Tribute questions\n\nOriginally Posted by goatkid\n"
                      "can I tribute a monster my opponent controls for my own tribute summon?\n\n"
                      "Reply from JudgeKai:\nNo. You can only Tribute monsters you control.\n\n"
                      "Originally Posted by goatkid\nwhat about my face-down monsters, can those be tributed?\n\n"
                      "Reply from JudgeKai:\n\nYes, face-down monsters you control can be Tributed.\n\n"
                      "Originally Posted by setokid\ndoes anyone know if Jinzo stops Call of the Haunted?\n",
        "topico.txt": "Tópico: dúvidas de Premature Burial\n\nPostado por duelista_sp:\n"
                      "Se o monstro do Premature Burial for destruído, eu recebo os 800 pontos de vida de volta?\n\n"
                      "Resposta do Juiz (Carla):\nNão. Os 800 pontos de vida são um custo e não voltam.\n"})
    rows = [(kind, label_, text) for kind, label_, text in
            db.execute("select kind, label, text from records order by document, start")]
    assert [(kind, label_) for kind, label_, _ in rows] == [("qa", "forbidden"), ("qa", "allowed"), ("qa", "outcome")]
    assert rows[0][2].startswith("can I tribute") and rows[0][2].endswith("monsters you control.")
    assert rows[2][2].startswith("Se o monstro") and "Juiz" not in rows[2][2].split("?")[0]


COLUMN = """Ask the Judge: week 9

Every week I answer the questions you mail me. Please ask one question per mail.

Marta K. writes…

Hi Judge Rui!

My friend and I disagree about Spirit Reaper. If I target it with Book of Moon, is it destroyed by its own effect? He says it survives because it is turned face-down.

Thanks a lot!

Hello Marta!

Yes. Spirit Reaper is destroyed as soon as Book of Moon targets it, before Book of Moon resolves.

The same is true when Snatch Steal targets Spirit Reaper.

Tom Vale asks:
Can Sakuretsu Armor destroy a monster that attacks directly?

Yes, Sakuretsu Armor can be activated when a monster attacks directly.

Lee and Kim write…

Hi Judge Rui,

We argued about this at our locals. Can Mystical Space Typhoon target a Set Spell Card?

Thanks, Lee and Kim

Hello Lee and Kim!

Yes, Mystical Space Typhoon can target a Set Spell or Trap Card.
"""

COLUNA = """Pergunte ao Juiz

Bia Lopes pergunta:

Oi, juiz!

Posso ativar Mirror Force quando o oponente ataca diretamente?

Olá, Bia!

Sim, Mirror Force pode ser ativada contra um ataque direto.
"""


@pytest.mark.parametrize("name, doc, answers", [
    ("column.txt", COLUMN, [("outcome", "My friend and I disagree", "Yes. Spirit Reaper is destroyed"),
                            ("allowed", "Can Sakuretsu Armor destroy", "Yes, Sakuretsu Armor can be activated"),
                            ("allowed", "We argued about this", "Yes, Mystical Space Typhoon can target")]),
    ("coluna.txt", COLUNA, [("allowed", "Posso ativar Mirror Force", "Sim, Mirror Force pode ser ativada")]),
])
def test_a_letter_to_a_column_is_a_question_and_the_answer_greeting_its_writer_answers_it(tmp_path, name, doc, answers):
    """A column answering readers' letters: the letter under "Marta K. writes…" (or "Tom Vale
    asks:", "Lee and Kim write…", "Bia Lopes pergunta:") asks, the paragraph after "Hello Marta!"
    answers it (with no greeting, the paragraph after the letter's question); what the letter
    tells ("He says it survives …") is no ruling, nor its greeting or thanks; the answer's next
    paragraph is a ruling of its own."""
    db = ingested(tmp_path, {name: doc})
    rows = db.execute("select kind, label, situation, verdict from records order by start").fetchall()
    qa = [(label_, situation, verdict) for kind, label_, situation, verdict in rows if kind == "qa"]
    assert [(label_, situation[:len(s)], verdict[:len(v)]) for (label_, situation, verdict), (_, s, v)
            in zip(qa, answers)] == answers and len(qa) == len(answers)
    told = " ".join(f"{verdict} {situation}" for kind, _, situation, verdict in rows if kind != "qa")
    assert "survives" not in told and "Thanks" not in told and "Hi Judge" not in qa[0][1]
    if name == "column.txt":
        assert "The same is true when Snatch Steal" in told


def test_a_reply_under_its_byline_answers_the_question_above_when_it_rules_or_speaks_of_it(tmp_path):
    """A forum's reply that opens with no yes or no still answers the question posted above it
    when it rules (a modal) or goes on about what was asked; a reply asking back, or thanking,
    answers nothing, and the question alone is no ruling."""
    db = ingested(tmp_path, {
        "thread.txt": "Thread: Reaper questions\n\nPosted by duelist42\n\n"
                      "If my opponent attacks with Spirit Reaper and I chain Sakuretsu Armor to it, what happens?\n\n"
                      "Posted by JudgeKai\n\nSpirit Reaper is destroyed by its own effect when Sakuretsu Armor "
                      "targets it.\n\nPosted by duelist42\n\nThanks!\n\n"
                      "Posted by setokid\n\nDoes Book of Moon flip Spirit Reaper face-down in the Damage Step?\n\n"
                      "Posted by goatkid\n\nwhich Book of Moon do you mean?\n\n"
                      "Posted by lia\n\nNice thread, everyone.\n",
        "topico.txt": "Tópico: Jinzo\n\nPostado por ana:\n"
                      "Com o Jinzo virado para cima no campo, dá para ativar a Mirror Force?\n\n"
                      "Resposta de juiz_rui:\nA Mirror Force não pode ser ativada enquanto o Jinzo estiver virado para cima.\n"})
    rows = [(kind, label_, situation, verdict) for kind, label_, situation, verdict in
            db.execute("select kind, label, situation, verdict from records where kind = 'qa' order by document, start")]
    assert [(kind, label_) for kind, label_, _, _ in rows] == [("qa", "outcome"), ("qa", "forbidden")]
    assert rows[0][2].startswith("If my opponent attacks") and rows[0][3].startswith("Spirit Reaper is destroyed")
    assert rows[1][2].startswith("Com o Jinzo") and rows[1][3].startswith("A Mirror Force não pode")
    texts = " ".join(t for (t,) in db.execute("select text from records"))
    assert "which Book of Moon" not in texts and "Nice thread" not in texts


@pytest.mark.parametrize("doc", [
    "Tournament scenarios\n\nScenario 1\nPlayer A controls Jinzo. Player B activates Call of the Haunted in response.\n"
    "Ruling: Call of the Haunted resolves, because Jinzo was not face-up when it was activated.\n\n"
    "Situation 2: Player B has Jinzo face-up and Player A wants to activate Mirror Force.\n"
    "Ruling: Player A cannot activate Mirror Force while Jinzo is face-up.\n",
    "Cenários de torneio\n\nCenário 1\nO jogador A controla Jinzo. O jogador B ativa Call of the Haunted em resposta.\n"
    "Decisão: Call of the Haunted resolve, porque Jinzo não estava virado para cima quando foi ativado.\n\n"
    "Situação 2: O jogador B tem Jinzo virado para cima e o jogador A quer ativar Mirror Force.\n"
    "Decisão: o jogador A não pode ativar Mirror Force enquanto Jinzo estiver virado para cima.\n",
])
def test_a_scenario_alone_on_its_line_and_its_ruling_are_one_situation_and_verdict(tmp_path, doc):
    """"Scenario 1" (or "Cenário 1") alone on its line over a play told and its "Ruling: …"
    ("Decisão: …") reads as "Situation 2: …" does: the play is the situation, the ruling line the
    verdict and its label; the play's own sentences are no rulings."""
    db = ingested(tmp_path, {"scenarios.txt": doc})
    rows = db.execute("select kind, label, situation, verdict from records order by start").fetchall()
    assert [(kind, label_) for kind, label_, _, _ in rows] == [("qa", "outcome"), ("qa", "forbidden")]
    assert all(" A " in situation and not situation.startswith(("Scenario", "Situation", "Cenário", "Situação"))
               for _, _, situation, _ in rows)


def test_a_json_export_nested_three_levels_heads_each_ruling_by_its_own_path(tmp_path):
    """Sets → cards → rulings: each ruling is under its own card's path of keys (three keys or
    more are no breadcrumb trail to drop), so it is about that card and dated by its own field,
    never the card before it."""
    doc = {"format": "goat", "updated": "2005-05-01", "sets": [
        {"name": "Legacy of Darkness", "cards": [
            {"name": "Dark Ruler Ha Des", "rulings": [
                {"text": "Sangan destroyed by battle with Dark Ruler Ha Des does not activate its effect.", "date": "2004-07-01"}]},
            {"name": "Dark Scorpion - Chick the Yellow", "rulings": [
                {"text": "You can return a card on the field to its owner's hand."}]}]},
        {"name": "Pharaonic Guardian", "cards": [
            {"name": "Spirit Reaper", "faq": [
                {"q": "Is it destroyed when targeted?", "a": "Yes, it is destroyed when it is targeted by a card effect."}]}]}]}
    db = ingested(tmp_path, {"export.json": json.dumps(doc)})
    rows = {text.split()[0]: (date, set(cards.split(";"))) for text, date, cards in db.execute(
        "select text, date, (select group_concat(card, ';') from record_cards c where c.record = r.id) "
        "from records r order by start")}
    assert rows == {"Sangan": ("2004-07-01", {"Dark Ruler Ha Des", "Sangan"}),
                    "You": ("2005-05-01", {"Dark Scorpion - Chick the Yellow"}),
                    "Is": ("2005-05-01", {"Spirit Reaper"})}


@pytest.mark.parametrize("doc, label_", [
    ("# Dúvidas sobre Trap Hole\n\n**Posso ativar Trap Hole contra uma Invocação-Especial?**\n"
     "Não. Trap Hole só responde a Invocação-Normal ou Invocação-Virada.\n", "forbidden"),
    ("# Trap Hole questions\n\n**Can I activate Trap Hole against a monster with exactly 1000 ATK?**\n"
     "Yes. A monster with 1000 ATK is enough for Trap Hole.\n", "allowed"),
])
def test_a_bare_yes_or_no_answer_keeps_the_sentence_that_says_why(tmp_path, doc, label_):
    """A question in bold over its answer, the answer a bare "Não." / "Yes." and then its reason:
    one record, the question its situation and both sentences its verdict (was: "Não." alone,
    and the reason a ruling of its own)."""
    db = ingested(tmp_path, {"faq.md": doc})
    ((situation, verdict, got),) = db.execute("select situation, verdict, label from records").fetchall()
    assert situation.endswith("?") and verdict.split()[0] in ("Não.", "Yes.") and "Trap Hole" in verdict
    assert got == label_


def test_questions_and_answers_marked_with_a_dash_are_one_qa_each(tmp_path):
    """"Q - …" / "A - …" (and "Pergunta – …" / "Resposta – …") mark a question and its answer as
    "Q:" and "A:" do: one Q&A each, its label read from the answer."""
    db = ingested(tmp_path, {"faq.txt": "FAQ - Exodia\n\n"
                             "Q - Can I win with Exodia if one of the pieces is in my Graveyard?\n"
                             "A - No. You must have all five pieces in your hand at the same time.\n\n"
                             "Q - Does Exodia still win if my opponent controls Jinzo?\n"
                             "A - Yes. Winning with Exodia is not a Trap effect, so Jinzo does not stop it.\n",
                             "duvidas.txt": "Dúvidas de Jinzo\n\n"
                             "Pergunta – Posso ativar Mirror Force enquanto Jinzo está virado para cima?\n"
                             "Resposta – Não. Jinzo impede a ativação de Cartas de Armadilha.\n"})
    rows = db.execute("select kind, situation, label from records order by document, start").fetchall()
    assert [(kind, label_) for kind, _, label_ in rows] == [("qa", "forbidden"), ("qa", "forbidden"), ("qa", "outcome")]
    assert all(situation.endswith("?") and situation[0].isupper() for _, situation, _ in rows)


def test_a_chat_copied_from_its_window_pairs_each_question_with_the_reply(tmp_path):
    """A chat pasted as text, the sender and the time over each message ("JudgeKai — Today at
    12:05 PM"): those lines are bylines, a message that asks is answered by the reply under the
    next one when it opens with a yes or a no, and "ty!" is nothing."""
    db = ingested(tmp_path, {"chat.txt": "goatkid — Today at 12:03 PM\n"
                             "if my opponent chains Book of Moon to my Mirror Force, is the flipped monster destroyed?\n"
                             "JudgeKai — Today at 12:05 PM\n"
                             "No. Mirror Force only destroys Attack Position monsters, so the face-down monster stays.\n"
                             "goatkid — Today at 12:06 PM\nty!\n"
                             "setokid — Today at 12:10 PM\ncan Sakuretsu Armor be activated against a direct attack?\n"
                             "JudgeKai — Today at 12:11 PM\nYes, Sakuretsu Armor can be activated against any attack.\n"})
    rows = db.execute("select kind, situation, verdict from records order by start").fetchall()
    assert [kind for kind, _, _ in rows] == ["qa", "qa"]
    assert [situation.split()[0] for _, situation, _ in rows] == ["if", "can"]
    assert all(situation.endswith("?") and verdict.split()[0] in ("No.", "Yes,") for _, situation, verdict in rows)


def test_a_quoted_rulings_dated_attribution_is_its_source_not_its_words(tmp_path):
    """"— Konami netrep, 2005-03-02" under a quoted ruling names who gave it and when: the
    ruling is dated by it and its words end before it."""
    db = ingested(tmp_path, {"answers.md": "# Official answers\n\n"
                             "> \"You cannot activate Call of the Haunted to Special Summon a monster that was not properly Summoned.\"\n"
                             "> — Upper Deck Entertainment, 2004-11-15\n\n"
                             "> \"Sinister Serpent returns to the hand only if it is in the Graveyard at the start of the Standby Phase.\"\n"
                             "> – Konami netrep, March 2005\n"})
    rows = db.execute("select text, date, author from records order by start").fetchall()
    assert [(date, author.split(",")[0]) for _, date, author in rows] == [("2004-11-15", "Upper Deck Entertainment"),
                                                                         ("2005-03", "Konami netrep")]
    assert all(text.endswith('."') for text, _, _ in rows)


def test_each_rulings_own_date_line_dates_it_until_the_next(tmp_path):
    """A page listing rulings, each under its own date alone on a line (a forum's posts under
    their bylines too): each is dated by the line above it, not all by the page's first date;
    a heading ends what a date line dates."""
    db = ingested(tmp_path, {"cyber-jar.html": "<h1>Card rulings: Cyber Jar</h1>"
                             "<div><span>2004-09-01</span><p>When Cyber Jar is flipped face-up, all monsters on the field are destroyed.</p></div>"
                             "<div><span>2005-01-20</span><p>Level 4 or lower monsters picked up by Cyber Jar must be Special Summoned.</p>"
                             "<p>Cyber Jar's effect is not optional.</p></div>"
                             "<h2>Older notes</h2><p>Cyber Jar can be flipped face-up by Book of Taiyou.</p>",
                             "thread.txt": "Thread: Sangan questions\n\nPosted by goatkid on March 3, 2005\n"
                             "Sangan's effect activates when it is sent from the field to the Graveyard.\n\n"
                             "Posted by JudgeKai on April 9, 2005\nSangan can add a monster with 1500 or less ATK to your hand.\n"})
    dates = [d for (d,) in db.execute("select date from records order by document, start")]
    assert dates[:4] == ["2004-09-01", "2005-01-20", "2005-01-20", "2004-09-01"]  # the last: the page's own date
    assert dates[4:] == ["2005-03-03", "2005-04-09"]


def test_question_and_answer_marks_alone_with_blank_lines_between_are_one_qa(tmp_path):
    """"Question 12" and "Answer" each alone on a line, blank lines around them (a FAQ out of a
    PDF): the question under the one is answered by the paragraph under the other."""
    db = ingested(tmp_path, {"faq.txt": "OFFICIAL FAQ - SPIRIT MONSTERS\n\nQuestion 12\n"
                             "Can a Spirit monster be Special Summoned by Monster Reborn?\n\nAnswer\n"
                             "No. Spirit monsters cannot be Special Summoned unless their own text says so.\n\n"
                             "Question 13\nDoes a face-down Spirit monster return to the hand in the End Phase?\n\n"
                             "Answer\n\nNo. A face-down Spirit monster stays on the field.\n"})
    rows = db.execute("select kind, label, situation from records order by start").fetchall()
    assert [(kind, label_) for kind, label_, _ in rows] == [("qa", "forbidden"), ("qa", "outcome")]
    assert all(situation.endswith("?") for _, _, situation in rows)


def test_a_markdown_tables_cell_parted_by_br_gives_its_card_a_ruling_per_sentence(tmp_path):
    db = ingested(tmp_path, {"timing.md": "# Timing\n\n| Card | Ruling |\n|---|---|\n"
                             "| Waboku | Can be activated during the Damage Step.<br>Does not stop card effects from destroying monsters. |\n"
                             "| Book of Moon | Cannot be activated during the Damage Step.<br/>Can flip a monster Normal Summoned this turn. |\n"})
    rows = db.execute("select label, context from records order by start").fetchall()
    # each sentence of a cell its card's ruling, labelled by what it says
    assert rows == [("allowed", "Timing > Waboku"), ("outcome", "Timing > Waboku"),
                    ("forbidden", "Timing > Book of Moon"), ("allowed", "Timing > Book of Moon")]


def test_lettered_items_nested_under_numbered_ones_are_rulings_of_their_own(tmp_path):
    """"1. Sinister Serpent" over indented "a. …", "b. …": each lettered item is a ruling about
    the numbered item's card (was: the whole item one record)."""
    db = ingested(tmp_path, {"notes.md": "# Card notes\n\n1. Sinister Serpent\n"
                             "   a. It returns to the hand during your Standby Phase.\n"
                             "   b. It cannot be returned if it was removed from the Graveyard.\n"
                             "2. Magical Scientist\n   a. You can pay 1000 Life Points more than once per turn.\n"})
    rows = records_with_cards(db, "label", "verdict")
    assert [(label_, cards) for label_, _, cards in rows] == [
        ("outcome", "Sinister Serpent"), ("forbidden", "Sinister Serpent"), ("allowed", "Magical Scientist")]
    assert not any(verdict.startswith(("a.", "b.")) for _, verdict, _ in rows)


def test_a_reply_quoting_the_message_it_answers_pairs_them(tmp_path):
    """"> > can I …?" over "> Yes. …" (a reply quoting the question, itself quoted): the quoted
    question and the reply are one Q&A, and the paragraph after the quotation is a ruling of
    its own, not the reply's answer."""
    db = ingested(tmp_path, {"thread.md": "# Premature Burial and Bottomless Trap Hole\n\n"
                             "> > can I chain Bottomless Trap Hole to the Special Summon from Premature Burial?\n>\n"
                             "> Yes. Bottomless Trap Hole can be activated when Premature Burial Special Summons the monster.\n\n"
                             "If Premature Burial leaves the field, the monster is destroyed.\n"})
    rows = db.execute("select kind, label, situation, verdict from records order by start").fetchall()
    assert [(kind, label_) for kind, label_, _, _ in rows] == [("qa", "allowed"), ("prose", "outcome")]
    assert rows[0][2].startswith("can I chain") and rows[0][3].startswith("Yes.")


def test_a_forum_page_quoting_the_question_in_its_reply(tmp_path):
    """A phpBB-style page: each post under "by JudgeKai » Sat Jun 11, 2005 9:40 pm", the reply
    quoting the question under "<cite>goatkid wrote:</cite>": the quoted question and the reply
    are one Q&A, dated by the reply's byline; the byline is no heading and "goatkid wrote:" no
    part of the question."""
    db = ingested(tmp_path, {"thread.html": "<h2>Re: Magic Cylinder and Spirit Reaper</h2>"
                             "<div><p>by <strong>goatkid</strong> » Sat Jun 11, 2005 9:14 pm</p>"
                             "<div>Does Magic Cylinder destroy an attacking Spirit Reaper?</div></div>"
                             "<div><p>by <strong>JudgeKai</strong> » Sun Jun 12, 2005 10:02 am</p>"
                             "<div><blockquote><cite>goatkid wrote:</cite>Does Magic Cylinder destroy an attacking Spirit Reaper?"
                             "</blockquote>No. Magic Cylinder does not destroy Spirit Reaper, it only negates the attack.</div></div>",
                             "glossario.md": "# Glossário\n\n**Chain (Corrente)**: sequência de cartas ativadas em resposta umas às outras.\n"})
    (qa,) = db.execute("select kind, situation, date, context from records where document = 'thread.html'").fetchall()
    assert qa == ("qa", "Does Magic Cylinder destroy an attacking Spirit Reaper?", "2005-06-12",
                  "Re: Magic Cylinder and Spirit Reaper")
    ((kind, context),) = db.execute("select kind, context from records where document = 'glossario.md'").fetchall()
    assert (kind, context) == ("definition", "Glossário > Chain (Corrente)")


def test_a_reddit_thread_copied_with_compact_ages_pairs_the_question_with_the_reply(tmp_path):
    """"u/judgeabc · 2y" over a reply quoted under the question it answers: a byline, no heading,
    and the reply that opens with a no answers the question above it."""
    db = ingested(tmp_path, {"thread.md": "# r/yugioh: Quick rulings question\n\n**u/duelist42** · 2y\n\n"
                             "Can Scapegoat be activated during the Damage Step?\n\n> **u/judgeabc** · 2y\n>\n"
                             "> No, Scapegoat cannot be activated during the Damage Step.\n>\n"
                             "> > **u/duelist42** · 2y\n> >\n> > thanks!\n"})
    rows = db.execute("select kind, label, context, situation from records").fetchall()
    assert rows == [("qa", "forbidden", "r/yugioh: Quick rulings question", "Can Scapegoat be activated during the Damage Step?")]


def test_an_item_beside_a_lists_introduction_after_its_nested_items_is_not_one_of_them(tmp_path):
    """"- It does not negate:" over items indented under it, then "- Its second effect …" at the
    introduction's own indent: that one is the card's ruling, not an item of the list (flat
    items, at the introduction's indent, stay its items)."""
    db = ingested(tmp_path, {"notes.md": (
        "# Necrovalley\n\n- Its first effect does not negate:\n"
        "  - effects that do not target a card in the Graveyard.\n  - cards that move themselves from the Graveyard.\n"
        "- Its second effect does not activate.\n\n"
        "# Sangan\n\n- Its effect does not activate if:\n- it is removed from play.\n- it is sent from the hand.\n")})
    contexts = dict(db.execute("select text, context from records"))
    assert contexts["cards that move themselves from the Graveyard."] == "Necrovalley > Its first effect does not negate"
    assert contexts["Its second effect does not activate."] == "Necrovalley"
    assert contexts["it is sent from the hand."] == "Sangan > Its effect does not activate if"


def _records_of(tmp_path, name: str, text: str) -> list[dict]:
    """The records one document written for a test gives, in its order, with the cards each is about."""
    (tmp_path / name).write_text(text, encoding="utf-8")
    db = tmp_path / "d.db"
    ingest([tmp_path], db)
    return list(sqlite_utils.Database(db).query(
        "select kind, context, label, text, (select group_concat(card) from record_cards rc "
        "where rc.record = records.id) cards from records order by start"))


def test_restructuredtext_markup_is_never_text_or_context(tmp_path):
    """A reStructuredText page: its auto-numbered items ("#. …") are items, its admonitions
    (".. tip::", ".. important:: …") keep their words under the section's heading and lose their
    marker, and its other explicit markup (a comment's directive, a link target, an image) is
    no text."""
    rows = _records_of(
        tmp_path, "notes.rst", "Store Rulings\n=============\n\nMagic Cylinder\n--------------\n\n"
        "#. You can activate \"Magic Cylinder\" during the Battle Step.\n"
        "#. \"Magic Cylinder\" negates the attack and inflicts damage equal to its ATK.\n\n"
        ".. tip::\n   The damage of \"Magic Cylinder\" is effect damage, not battle damage.\n\n"
        ".. _cylinder-link:\n\n.. image:: cylinder.png\n\n"
        ".. important:: You cannot activate \"Magic Cylinder\" during the Damage Step.\n")
    assert [r["text"] for r in rows] == [
        "You can activate \"Magic Cylinder\" during the Battle Step.",
        "\"Magic Cylinder\" negates the attack and inflicts damage equal to its ATK.",
        "The damage of \"Magic Cylinder\" is effect damage, not battle damage.",
        "You cannot activate \"Magic Cylinder\" during the Damage Step."]
    assert [r["kind"] for r in rows[:2]] == ["bullet", "bullet"]
    assert all(r["context"].endswith("Magic Cylinder") for r in rows)


@pytest.mark.parametrize("drawn", [
    # box-drawing characters, as a terminal or a word processor's export draws a table
    "┌────────────────┬─────────────────────────────────────────┐\n"
    "│ Card           │ Ruling                                  │\n"
    "├────────────────┼─────────────────────────────────────────┤\n"
    "│ Mirror Force   │ You cannot activate it when your        │\n"
    "│                │ opponent Summons a monster.             │\n"
    "│ Magic Jammer   │ It can negate the activation of a Spell │\n"
    "│                │ Card.                                   │\n"
    "└────────────────┴─────────────────────────────────────────┘\n",
    # an ASCII grid, as a database shell or a reStructuredText grid table prints it
    "+----------------+-----------------------------------------+\n"
    "| Card           | Ruling                                  |\n"
    "+================+=========================================+\n"
    "| Mirror Force   | You cannot activate it when your        |\n"
    "|                | opponent Summons a monster.             |\n"
    "+----------------+-----------------------------------------+\n"
    "| Magic Jammer   | It can negate the activation of a Spell |\n"
    "|                | Card.                                   |\n"
    "+----------------+-----------------------------------------+\n",
])
def test_a_table_drawn_with_characters_is_read_as_a_table(tmp_path, drawn):
    """Its borders are no text, its bars part its cells, a line whose first cell is empty goes
    on with the row above: one record per row, about the card its row names."""
    rows = _records_of(tmp_path, "sheet.txt", "STORE RULING SHEET\n\n" + drawn + "\nAsk a judge when unsure.\n")
    assert [(r["text"], r["label"], r["cards"]) for r in rows[:2]] == [
        ("You cannot activate it when your opponent Summons a monster.", "forbidden", "Mirror Force"),
        ("It can negate the activation of a Spell Card.", "allowed", "Magic Jammer")]
    assert not any(ch in r["text"] for r in rows for ch in "│┌└─+|")


@pytest.mark.parametrize("name, text, rulings", [
    # a spreadsheet's title row above its header: a heading, never a record or the header
    ("sheet.csv", "Store rulings (updated weekly),,\nCard,Ruling,Date\n"
     "Magic Cylinder,It cannot be activated during the Damage Step.,2005-02-01\n",
     ["It cannot be activated during the Damage Step."]),
    # a Brazilian numbered list written "1- …": its items, their numbers no part of them
    ("lista.txt", "REGRAS DA MESA\n\n1- Você não pode ativar Magic Cylinder durante o Damage Step.\n"
     "2- Magic Jammer pode negar a ativação de uma magia.\n",
     ["Você não pode ativar Magic Cylinder durante o Damage Step.", "Magic Jammer pode negar a ativação de uma magia."]),
    # a bar escaped inside a Markdown table's cell parts no cells
    ("table.md", "| Card | Ruling |\n|---|---|\n| Magic Cylinder | It negates the attack \\| it inflicts damage. |\n",
     ["It negates the attack \\| it inflicts damage."]),
    # reference-style links read as their words, their targets' definitions no text
    ("links.md", "# Notes\n\n- You cannot chain [Magic Jammer][mj] to a Trap Card.\n\n[mj]: https://example.com/mj\n",
     ["You cannot chain Magic Jammer to a Trap Card."]),
])
def test_a_sheet_s_title_a_hyphen_list_an_escaped_bar_and_reference_links(tmp_path, name, text, rulings):
    assert [r["text"] for r in _records_of(tmp_path, name, text)] == rulings


def test_a_question_with_its_list_of_answers_gives_each_answer_with_the_question(tmp_path):
    """A Q&A site's export ({"question": …, "answers": [{"body": …, "author": …}, "…"]}): each
    answer is a question-and-answer record of its own, its author its source; the question alone
    is no record, and an answer that asks in turn is no answer."""
    doc = {"faq": [{"title": "Magic Cylinder", "question": "Can I activate Magic Cylinder during the Damage Step?",
                    "answers": [{"body": "No, it cannot be activated during the Damage Step.", "author": "judgeA"},
                                "No. Magic Cylinder is activated when an attack is declared, before the Damage Step.",
                                {"body": "Are you sure about that?", "author": "player7"}]}]}
    rows = _records_of(tmp_path, "faq.json", json.dumps(doc))
    assert [(r["kind"], r["label"], r["cards"]) for r in rows] == [("qa", "forbidden", "Magic Cylinder")] * 2
    db = sqlite_utils.Database(tmp_path / "d.db")
    assert [(r["situation"], r["author"]) for r in db.query("select situation, author from records order by start")] == [
        ("Can I activate Magic Cylinder during the Damage Step?", "judgeA"),
        ("Can I activate Magic Cylinder during the Damage Step?", "")]


def test_a_forum_thread_laid_out_in_tables_gives_its_posts_rulings(tmp_path):
    """A forum page of nested tables (the page, the thread, a post each): a post's "Q: …<br>A: …"
    is a question with its answer, never a question stored alone; who wrote it is no ruling."""
    post = ("<tr><td><b>{who}</b><br>Joined: 2005</td><td><table><tr><td>Posted: Mon Mar 14, 2005 9:40 pm "
            "Post subject: rulings</td></tr><tr><td>{body}</td></tr></table></td></tr>")
    page = ("<html><body><table><tr><td>Rulings board</td></tr><tr><td><table>"
            "<tr><th>Author</th><th>Message</th></tr>"
            + post.format(who="judge_amy", body="Q: Can Magic Cylinder be activated during the Damage Step?<br>"
                          "A: No. It is activated when an attack is declared.")
            + post.format(who="floor_ben", body="Sangan's effect activates when it is sent from the field to the "
                          "Graveyard.<br>It does not activate if Sangan is banished.")
            + "</table></td></tr></table></body></html>")
    rows = _records_of(tmp_path, "thread.html", page)
    assert [(r["kind"], r["cards"]) for r in rows] == [("qa", "Magic Cylinder"), ("prose", "Sangan"), ("prose", "Sangan")]
    assert rows[0]["label"] == "forbidden" and rows[0]["text"].startswith("Can Magic Cylinder be activated")
    assert not any("Joined" in r["text"] or "judge_amy" in r["text"] for r in rows)
    # the post's header dates its rulings, and heads none of them; the columns' labels head none either
    db = sqlite_utils.Database(tmp_path / "d.db")
    assert {(r["author_date"], r["context"]) for r in db.query("select author_date, context from records")} == {
        ("2005-03-14", "Rulings board")}


def test_a_thread_of_e_mails_saved_as_one_text_gives_each_message_its_subject_and_day(tmp_path):
    """Two messages of a rulings list in one file: the second's header lines ("To: …", "Date: …")
    are no ruling, its "Subject:" heads its rulings in place of the first's, its "Date:" dates them."""
    doc = ("From: Head Judge <hj@example.org>\nTo: judges@example.org\nSubject: Re: Scapegoat\n"
           "Date: Tue, 15 Mar 2005 10:12:00 -0500\n\nYou cannot Tribute Sheep Tokens for a Tribute Summon.\n\n"
           "From: Head Judge <hj@example.org>\nTo: judges@example.org\nSubject: Witch of the Black Forest\n"
           "Date: Wed, 16 Mar 2005 09:30:00 -0500\n\n"
           "Witch of the Black Forest's effect is mandatory, so you must add a monster if your Deck has one.\n")
    rows = _records_of(tmp_path, "list.txt", doc)
    assert [(r["text"][:20], r["context"]) for r in rows] == [("You cannot Tribute S", "Scapegoat"),
                                                             ("Witch of the Black F", "Witch of the Black Forest")]
    db = sqlite_utils.Database(tmp_path / "d.db")
    assert [r["day"] for r in db.query("select coalesce(nullif(author_date, ''), date) day from records order by start")] \
        == ["2005-03-15", "2005-03-16"]


def test_a_records_date_line_is_no_e_mail_header(tmp_path):
    """"Card: / Ruling: / Date: / Source:" records: the "Date:" under a ruling is the record's, not an
    e-mail's header line (those carry a time: "Date: Wed, 16 Mar 2005 09:30:00 -0500"), so the
    "Source:" under it is still the ruling's."""
    doc = ("Card: Sangan\nRuling: Sangan's effect does not activate if it is banished.\nDate: 2005-06-13\n"
           "Source: UDE netrep\n")
    rows = _records_of(tmp_path, "kv.txt", doc)
    assert [r["text"] for r in rows] == ["Sangan's effect does not activate if it is banished."]
    db = sqlite_utils.Database(tmp_path / "d.db")
    assert [r["author"] for r in db.query("select author from records")] == ["UDE netrep"]


def test_what_a_page_says_about_itself_its_site_or_its_writer_is_no_ruling(tmp_path):
    """A column's house rules, a forum's sign-up line and a writer's asides name nothing of the
    game (no card, no mechanic, no word such as monster, turn or hand): no records, whatever their
    shape (a list item, a sentence with "can", a question and its answer); the rulings beside them,
    and a sentence going on about what the one before named, stay."""
    db = ingested(tmp_path, {"column.txt": (
        "Reader mail\n\n"
        "Before you write in:\n"
        "- Send one message per topic.\n"
        "- I'll reply as soon as I can.\n"
        "- You can find older letters in the archive.\n\n"
        "Is this the right place to ask? Yes, it is.\n\n"
        "Let's get to it. A Normal Trap cannot be activated the turn it is Set. It can be activated from the next "
        "turn on.\n\n"
        "Mais uma coisa: você pode me escrever quando quiser. Uma carta de Armadilha não pode ser ativada da mão.\n")})
    texts = [text for (text,) in db.execute("select text from records order by start")]
    assert texts == ["A Normal Trap cannot be activated the turn it is Set.",
                     "A Normal Trap cannot be activated the turn it is Set. It can be activated from the next turn on.",
                     "Uma carta de Armadilha não pode ser ativada da mão."]


@pytest.mark.parametrize("item", ["You have to roll a die twice, not once.", "This card's name is said with a hard g.",
                                  "It also applies to the second copy."])
def test_a_list_item_of_the_game_in_a_few_words_stays_a_ruling(tmp_path, item):
    db = ingested(tmp_path, {"notes.md": f"# Odd rulings\n\n- {item}\n"})
    assert [text for (text,) in db.execute("select text from records")] == [item]


def test_a_sentence_under_a_heading_of_the_game_stays_a_ruling(tmp_path):
    """"Possuem coloração amarelo escuro." names nothing of the game, but under "Monstros Gemini" it
    says what Gemini monsters look like."""
    db = ingested(tmp_path, {"resumo.md": "# Tipos\n\n## Monstros Gemini\n\n- Possuem coloração amarelo escuro.\n"})
    assert [text for (text,) in db.execute("select text from records")] == ["Possuem coloração amarelo escuro."]


@pytest.mark.parametrize("label_", ["Efeito:", "Effect:", "Card text:", "Texto da carta:"])
def test_a_paragraph_labelled_as_the_cards_effect_is_its_text_not_a_ruling(tmp_path, label_):
    """A blog quoting a card's effect under its ruling's heading, the label on the text's own line:
    the quote is the card's text; the ruling after it stays a ruling."""
    db = ingested(tmp_path, {"blog.txt": (
        "Regras explicadas\n\nRuling 1: Sangan e o dano de batalha\n\n"
        f"{label_} When this card is sent from the field to the GY: Add 1 monster with 1500 or less ATK from "
        "your Deck to your hand.\n\n"
        "Sim, o efeito de Sangan ativa mesmo quando ele é destruído em batalha.\n")})
    kinds = dict(db.execute("select text, kind from records"))
    assert kinds["Sim, o efeito de Sangan ativa mesmo quando ele é destruído em batalha."] == "prose"
    assert [kind for text, kind in kinds.items() if "1500" in text] == ["card-text"]


def test_a_mechanics_term_ending_in_y_is_found_in_its_plural(tmp_path):
    """"penalty" is written "penalties" as often: a policy page's sentence on penalties is about the
    penalty mechanic, found by it (and not dropped as a remark naming nothing of the game)."""
    db = ingested(tmp_path, {"policy.txt": "Tournament regulations\n\nPenalties are given by the Head Judge of the event.\n"})
    rows = list(db.execute("select r.text, m.mechanic from records r join record_mechanics m on m.record = r.id"))
    assert rows == [("Penalties are given by the Head Judge of the event.", "penalty")]


def test_how_a_duel_is_won_lost_or_drawn_is_a_rule_of_the_game(tmp_path):
    """A rulebook's sections on winning ("VITÓRIA", "EMPATE") state their rules without a modal or
    a card: the duel-result mechanic makes them rulings, not remarks, in either language."""
    db = ingested(tmp_path, {"regras.txt": (
        "Regras do jogo\n\nVITÓRIA\nO jogador que vencer 2 Duelos numa Partida é declarado o vencedor.\n\n"
        "EMPATE\nSe os dois jogadores chegarem a 0 Pontos de Vida ao mesmo tempo, o Duelo termina em empate.\n")})
    rows = dict(db.execute("select r.text, group_concat(m.mechanic) from records r join record_mechanics m "
                           "on m.record = r.id group by r.id"))
    assert "duel-result" in rows["O jogador que vencer 2 Duelos numa Partida é declarado o vencedor."]
    assert len(rows) == 2


def test_a_chart_row_whose_cell_is_a_check_or_a_cross_takes_its_verdict(tmp_path):
    """A chart of plays and a column of checks and crosses ("| Play | OK? |"): a row's mark is its
    verdict when its words say no modal; marks that disagree across columns (one per format) say
    none, and a row whose words rule keep their own verdict."""
    text = ("# Quick chart\n\n| Play | OK? |\n|---|---|\n"
            "| Chaining Sakuretsu Armor to the attack of Cyber Dragon | ✅ |\n"
            "| Normal Summoning Jinzo without a Tribute | ❌ |\n"
            "| Negating Jinzo's effect with Skill Drain | ✔ |\n\n"
            "| Jogada | Goat | Edison |\n|---|---|---|\n"
            "| Usar Jinzo como material de uma Invocação-Sincro | ✖ | ✔ |\n"
            "| Você não pode ativar Mirror Force com Jinzo virado para cima | ✔ | ✔ |\n")
    db = ingested(tmp_path, {"chart.md": text})
    rows = list(db.execute("select kind, text, label from records order by start"))
    assert [(kind, lab) for kind, _, lab in rows] == [
        ("row", "allowed"), ("row", "forbidden"), ("row", "allowed"), ("row", "outcome"), ("row", "forbidden")], rows


def test_checks_among_crosses_opening_lines_are_marks_and_alone_are_bullets(tmp_path):
    """A plain text whose lines open with "✔" and "✘" (or a Markdown list's "✔️", "✗"): each
    mark is its item's verdict; a text whose lines all open with "✔" draws its list with it,
    a bullet's glyph that says nothing."""
    marked = ("Regras de Jinzo\n\n✔ Encadear Sakuretsu Armor ao ataque de Cyber Dragon.\n"
              "✘ Invocar Jinzo sem nenhum Tributo.\n")
    listed = "Rulings of Sangan\n\n✔ Sangan's effect activates in the Graveyard.\n✔ Sangan searches a monster.\n"
    markdown = "# Cyber Dragon\n\n- ✔️ Chaining Sakuretsu Armor to its attack.\n- ✗ Special Summoning it while your opponent controls no monster.\n"
    db = ingested(tmp_path, {"jinzo.txt": marked, "sangan.txt": listed, "cyber.md": markdown})
    rows = {doc: [(t, lab) for t, lab in db.execute("select text, label from records where document = ? order by start", [doc])]
            for doc in ("jinzo.txt", "sangan.txt", "cyber.md")}
    assert [lab for _, lab in rows["jinzo.txt"]] == ["allowed", "forbidden"], rows
    assert [t[:1] for t, _ in rows["jinzo.txt"]] == ["✔", "✘"]
    assert [t for t, _ in rows["sangan.txt"]] == ["Sangan's effect activates in the Graveyard.", "Sangan searches a monster."]
    assert [lab for _, lab in rows["sangan.txt"]] == ["outcome", "outcome"]
    assert [lab for _, lab in rows["cyber.md"]] == ["allowed", "forbidden"], rows


def test_a_research_notes_table_of_sources_is_no_ruling_and_its_quoted_rulings_are(tmp_path):
    """A judge's research note: a table of the documents it read (an id, a title, a web address,
    a day) holds no ruling (its rows had been outcomes); a passage it quotes whole after naming
    where ("The FAQ's Sangan entry: "…"") rules as the quotation says. A rulings table whose rows
    link their source still rules."""
    text = ("# Notes on Sangan\n\n## Sources read\n\n| id | document | address | captured |\n|---|---|---|---|\n"
            "| `faq-2005` | Card FAQ, letters S-T | `web.archive.org/web/2005/faq_st.html` | 2005-07-01 |\n"
            "| `rulebook-7` | Rulebook Version 7.0 | https://example.org/rulebook7.pdf | 2008-12-30 |\n\n"
            "## Findings\n\n1. **Card FAQ.** The Sangan entry: \"Sangan's effect cannot be activated if it is "
            "banished from the field.\"\n\n"
            "| Card | Ruling | Source |\n|---|---|---|\n"
            "| Sangan | Its effect activates when it is sent from the field to the Graveyard. | https://example.org/faq |\n")
    db = ingested(tmp_path, {"notes.md": text})
    rows = list(db.execute("select kind, label, text from records order by start"))
    assert not [t for _, _, t in rows if "faq-2005" in t or "rulebook-7" in t], rows
    quoted = [(kind, lab) for kind, lab, t in rows if "cannot be activated" in t]
    assert quoted == [("bullet", "forbidden")], rows
    assert [t for _, _, t in rows if "sent from the field" in t], rows


def test_a_bold_label_closed_by_a_full_stop_heads_its_item_and_is_no_ruling_of_its_own(tmp_path):
    """"1. **Card FAQ, 2005.** "…"" and "- **Difference.** …": a few bold words with no verb, closed
    by a full stop, name what follows as "**term**:" does (each had been a record of its own,
    "Card FAQ, 2005." an outcome naming the item's cards). A bold sentence saying a verb is its
    item's first sentence still ("**Sangan cannot be banished.** …")."""
    text = ("# Sangan notes\n\n1. **Card FAQ, version 1.2.** \"Sangan's effect activates when it is sent from the "
            "field to the Graveyard.\"\n2. **Difference.** Our script lets Sangan search a monster with 1600 ATK.\n"
            "3. **Sangan cannot search a Ritual Monster with 1600 ATK.** It searches 1500 or less.\n")
    db = ingested(tmp_path, {"notes.md": text})
    texts = [t for (t,) in db.execute("select text from records order by start")]
    assert not [t for t in texts if t.rstrip(".") in ("Card FAQ, version 1.2", "Difference")], texts
    assert any(t.startswith("Card FAQ, version 1.2 — ") and "sent from the field" in t for t in texts), texts
    assert any(t.startswith("Sangan cannot search a Ritual Monster") for t in texts), texts


def test_a_table_of_contents_is_no_ruling_and_a_numbered_section_that_asks_is_answered(tmp_path):
    """A forum guide's table of contents ("• 2.1 Stardust Dragon: what it can negate", each entry a
    section's title repeated further down) names what comes: no record and no heading of its own
    (its entries had been rulings, one labelled allowed for its "can"). A numbered section's title
    that asks ("2.2 Can I chain to a Summon?") alone on its line is answered by the paragraph under
    it (it had been dropped, its answer left with no question), and titles its section."""
    text = ("Judge guide\n\nContents:\n  • 1. Damage Step\n  • 2. Card rulings\n"
            "    • 2.1 Stardust Dragon: what it can and can't negate\n    • 2.2 Can I chain to a Summon?\n\n"
            "1. Damage Step\n\nOnly Counter Traps can be activated during damage calculation.\n\n"
            "2.1 Stardust Dragon: what it can and can't negate\n\n"
            "Stardust Dragon can negate Mirror Force, because Mirror Force destroys cards.\n\n"
            "2.2 Can I chain to a Summon?\n\nNo. You cannot chain to a Normal Summon, but Bottomless Trap Hole "
            "can be activated once it succeeds.\n")
    db = ingested(tmp_path, {"guide.txt": text})
    rows = list(db.execute("select kind, label, context, text from records order by start"))
    assert not [t for _, _, _, t in rows if t.strip().endswith(("negate", "Damage Step", "Card rulings"))], rows
    stardust = [(lab, ctx) for _, lab, ctx, t in rows if t.startswith("Stardust Dragon can negate")]
    assert stardust == [("allowed", "Stardust Dragon: what it can and can't negate")], rows
    asked = [(kind, lab) for kind, lab, _, t in rows if t.startswith("2.2 Can I chain to a Summon?")]
    assert asked == [("qa", "forbidden")], rows
    # … and titles its section: the section above's card is none of its answer's
    cards = [c for t, c in records_with_cards(db, "text") if t.startswith("2.2 Can I chain")]
    assert cards == ["Bottomless Trap Hole"], cards


def test_an_item_a_document_repeats_under_each_card_is_no_contents_entry(tmp_path):
    """A line a document repeats (each card's section holding "The (1) Ignition Effect activates on
    the field.", once as an item and once standing alone) titles no section: the items stay rulings."""
    text = ("# Rulings\n\n## ANTEATEREATINGANT\n\n- The (1) Ignition Effect activates on the field\n"
            "- You cannot activate its effect during Main Phase 2.\n\n## SANGAN\n\n"
            "The (1) Ignition Effect activates on the field\n\nSangan's effect activates in the Graveyard.\n\n"
            "## NEWDORIA\n\nThe (1) Ignition Effect activates on the field\n\nIt is a Flip Effect.\n")
    db = ingested(tmp_path, {"rulings.md": text})
    texts = [t for (t,) in db.execute("select text from records order by start")]
    assert texts[:2] == ["The (1) Ignition Effect activates on the field",
                         "You cannot activate its effect during Main Phase 2."], texts


def test_a_verdict_given_as_a_term_rules_whatever_its_words(tmp_path):
    """A "card vs card" page: "**Verdict:** Yes, both apply." under "# Jinzo vs Royal Decree" is its
    ruling though its words name nothing of the game (it had been dropped as a remark); a status
    line is still none, and "Veredito:" answers a question as "Resposta:" does."""
    text = ("# Jinzo vs Royal Decree\n\n**Verdict:** Yes, both apply.\n\n"
            "**Explanation:** Jinzo and Royal Decree both negate Trap effects; neither stops the other.\n\n"
            "**Status:** Unofficial opinion, comments below.\n\n"
            "Pergunta: Royal Decree impede o efeito de Jinzo?\nVeredito: Não, Jinzo é um monstro.\n")
    db = ingested(tmp_path, {"versus.md": text})
    rows = records_with_cards(db, "kind", "text")
    assert ("definition", "Yes, both apply.", "Jinzo,Royal Decree") in [(k, t, ",".join(sorted(c.split(",")))) for k, t, c in rows], rows
    assert not [t for _, t, _ in rows if "Unofficial" in t], rows
    assert [k for k, t, _ in rows if "Não, Jinzo" in t] == ["qa"], rows


@pytest.mark.parametrize("dash", ["—", "–"])
def test_a_question_answered_after_a_dash_on_its_line_is_a_question_and_its_answer(tmp_path, dash):
    """"1) Can I search a Ritual Monster with Sangan? — Yes, if its ATK is 1500 or less.": the dash
    opens the answer as a hyphen does (an em or en dash had left question and answer one sentence,
    a question dropped with its answer)."""
    text = (f"Sangan FAQ\n\n1) Can I search a Ritual Monster with Sangan? {dash} Yes, if its ATK is 1500 or less.\n"
            f"2) Does Skill Drain stop Sangan's effect? {dash} No, it activates in the Graveyard.\n")
    db = ingested(tmp_path, {"faq.txt": text})
    rows = list(db.execute("select kind, label, situation from records order by start"))
    assert rows == [("question", "allowed", "Can I search a Ritual Monster with Sangan?"),
                    ("question", "outcome", "Does Skill Drain stop Sangan's effect?")], rows


def test_words_struck_out_are_a_withdrawn_ruling_and_no_record(tmp_path):
    """A ruling struck out and its replacement after it ("- ~~Sangan can search a monster with 1600
    ATK.~~ It searches 1500 or less."), in Markdown, an HTML page (<del>, <s>), Markdown's HTML and
    a forum's BBCode ([s]): the struck words are a ruling its writer withdrew, no record (they had
    been read as a ruling, glued to the one replacing it)."""
    files = {
        "notes.md": "# Sangan\n\n- ~~Sangan can search a monster with 1600 ATK.~~ Sangan searches a monster with 1500 or less ATK.\n"
                    "- Sangan's effect activates <del>when it is banished</del> when it is sent from the field to the Graveyard.\n",
        "page.html": "<html><body><h1>Mirror Force</h1><ul><li><s>Mirror Force destroys face-down monsters.</s></li>"
                     "<li>Mirror Force destroys only Attack Position monsters.</li></ul></body></html>",
        "post.txt": "[b]Jinzo[/b]\n\n[s]Jinzo cannot be Special Summoned.[/s] Jinzo can be Special Summoned by Call of the Haunted.\n"
                    "[card]Jinzo[/card] negates Trap effects on the field.\n",
    }
    db = ingested(tmp_path, files)
    texts = [t for (t,) in db.execute("select text from records order by document, start")]
    assert not [t for t in texts if "1600" in t or "banished" in t or "face-down" in t or "cannot be Special" in t], texts
    assert "Sangan searches a monster with 1500 or less ATK." in texts, texts
    assert "Mirror Force destroys only Attack Position monsters." in texts, texts
    assert any(t.startswith("Jinzo can be Special Summoned by Call of the Haunted") for t in texts), texts


def test_a_tally_a_site_keeps_of_an_entry_is_no_part_of_its_heading(tmp_path):
    """A rulings site's JSON entry with its votes ("votes": 42, "curtidas": 7): the tally names
    nothing a judge reads (it had stood in the entry's heading, "…, votes: 42"); its source, day and
    category still do."""
    entries = {"data": [{"id": "r-1", "question": "Does Sangan's effect activate if it is banished?",
                         "answer": "No. It must be sent from the field to the Graveyard.", "source": "Card FAQ",
                         "date": "2005-07-01", "category": "triggers", "votes": 42, "curtidas": 7}]}
    db = ingested(tmp_path, {"rulings.json": json.dumps(entries)})
    ((context, date),) = db.execute("select context, date from records").fetchall()
    assert "Card FAQ" in context and "triggers" in context and date == "2005-07-01", context
    assert "42" not in context and "curtidas" not in context, context


def test_words_a_page_strikes_out_by_its_style_sheet_are_withdrawn(tmp_path):
    """A word processor's export (Google Docs: a class its <style> draws with a line through, or a
    style attribute saying so) strikes a ruling out as <del> does: no record (it had been read as
    a ruling, "allowed"); the words beside it in the same item stay."""
    page = ('<html><head><style type="text/css">.c1{font-weight:700}.c3{text-decoration:line-through}</style></head>'
            '<body><p><span class="c1">Sangan</span></p><ul>'
            '<li><span class="c3">Sangan can search a monster with 1600 ATK.</span><span> Sangan searches a monster with '
            '1500 or less ATK.</span></li>'
            '<li><span style="text-decoration: line-through">Sangan can be searched by Sangan.</span>'
            '<span>Sangan&rsquo;s effect does not activate if it is banished.</span></li></ul></body></html>')
    db = ingested(tmp_path, {"export.html": page})
    texts = [t for (t,) in db.execute("select text from records order by start")]
    assert texts == ["Sangan searches a monster with 1500 or less ATK.",
                     "Sangan\u2019s effect does not activate if it is banished."], texts


def test_a_forms_export_whose_headers_say_whose_question_and_answer_is_a_faq(tmp_path):
    """A form's responses exported as a sheet ("Your question", "Judge's answer", "Sua pergunta",
    "Resposta do juiz" beside a timestamp and the asker's name): each row is a question with its
    answer, labelled by the answer, not a row of every cell labelled by the question's modal."""
    sheet = ('"Timestamp","Your name","Your question","Judge\'s answer"\n'
             '"2024/05/01 10:00:00","Ann","Can Book of Moon be activated in the Damage Step?",'
             '"No, Book of Moon cannot be activated during the Damage Step."\n')
    planilha = ('"Carimbo de data/hora","Seu nome","Sua pergunta","Resposta do juiz"\n'
                '"2024/05/02 11:00:00","Bia","Posso ativar Mirror Force contra um ataque direto?",'
                '"Sim, Mirror Force pode ser ativada contra um ataque direto."\n')
    db = ingested(tmp_path, {"form.csv": sheet, "formulario.csv": planilha})
    rows = sorted(db.execute("select kind, label, text from records"))
    assert [(kind, lab) for kind, lab, _ in rows] == [("qa", "allowed"), ("qa", "forbidden")], rows
    assert not any("Ann" in text or "Bia" in text for _, _, text in rows)


def test_an_icon_in_a_table_cell_says_what_its_alternative_text_says(tmp_path):
    """A page's chart marks each row's verdict with an icon (<img alt="Não pode">): the icon's
    text is the cell's, so the row is ruled; an image outside a table adds nothing."""
    page = ("<html><body><h1>Chart</h1><p><img src='logo.png' alt='Store logo'> Our rulings.</p>"
            "<table><tr><th>Card</th><th>Play</th><th>Can you do it?</th></tr>"
            "<tr><td>Premature Burial</td><td>Activating it with 700 Life Points</td><td><img src='x.png' alt='No'></td></tr>"
            "<tr><td>Heavy Storm</td><td>Chaining Mystical Space Typhoon to it</td><td><img src='v.png' alt='Yes'></td></tr>"
            "</table></body></html>")
    db = ingested(tmp_path, {"chart.html": page})
    rows = list(db.execute("select label, text from records order by start"))
    assert [lab for lab, _ in rows] == ["forbidden", "allowed"], rows
    assert "No" in rows[0][1] and not any("logo" in text for _, text in rows)


def test_a_talk_pages_signatures_sign_the_replies_under_a_question_told_below_its_heading(tmp_path):
    """A wiki talk page: a section's heading asks, the paragraph under it asks on (no answer), the
    ":" reply answers; each "[[User:…]] … 15:10, 3 May 2006 (UTC)" signature is who said it and
    when, no record of its own."""
    page = ("== Does the counter come back? ==\n"
            "If Breaker the Magical Warrior is flipped face-down and Flip Summoned, does it get a counter again? "
            "[[User:Asker|Asker]] 14:02, 3 May 2006 (UTC)\n"
            ":No. The counter is only placed when it is Normal Summoned. "
            "[[User:Kate|Kate]] ([[User talk:Kate|talk]]) 15:10, 3 May 2006 (UTC)\n")
    db = ingested(tmp_path, {"talk.txt": page})
    rows = list(db.execute("select kind, text, date from records order by start"))
    assert [(kind, text, date) for kind, text, date in rows] == [
        ("bullet", "No. The counter is only placed when it is Normal Summoned.", "2006-05-03")], rows
