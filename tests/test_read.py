"""Reading documents: decoding, bad input, HTML and JSON, from the command line too."""
from __future__ import annotations

import hashlib
import json
import random
import shutil

import pytest

from judge import store
from judge.ingest import ingest
from judge.ingest.read import decode, html_to_text, json_to_text, read_document
from judge.model import DEFAULT_DB, JudgeError

from .conftest import ingested, records_with_cards, run_judge


def test_decode_falls_back_from_utf8():
    assert decode("Não pode".encode("utf-8"), "x") == "Não pode"
    assert decode("Não pode “Jinzo”".encode("cp1252"), "x") == "Não pode “Jinzo”"
    assert decode("Não pode".encode("latin-1"), "x") == "Não pode"


@pytest.mark.parametrize("raw, why", [(b"", "empty"), (b"  \n", "empty"), (b"abc\x00def", "binary")])
def test_decode_refuses(raw, why):
    with pytest.raises(JudgeError, match=why):
        decode(raw, "f.txt")


def test_html_keeps_structure():
    text = html_to_text("<p>Intro.</p><ul><li>One.</li><li>Two &amp; more.</li></ul><h3>Head</h3>")
    assert "- One." in text and "- Two & more." in text and "### Head" in text


def test_a_table_whose_rows_open_with_a_header_cell_keeps_every_row():
    text = html_to_text("<table><tr><th>Card</th><th>Allowed?</th></tr><tr><th>Mirror Force</th><td>No</td></tr>"
                        "<tr><th>Rush Recklessly</th><td>Yes</td></tr></table>")
    assert text.count("|---|") == 1  # the header row only: a row header is no column header
    assert text.index("|---|") < text.index("Mirror Force") and "| Rush Recklessly | Yes |" in text


def test_tables_that_lay_out_a_page_are_read_as_its_blocks():
    """A forum's tables for the page, the thread and each post: a table holding a table, or one
    with a cell a row, lays the page out; its cells' lines stay lines. A table of data inside
    such a page is still a table."""
    page = ("<table><tr><td>Board</td></tr><tr><td><table><tr><th>Author</th><th>Message</th></tr>"
            "<tr><td>judge_amy<br>Posts: 40</td><td>"
            "<table><tr><td>Q: Does Sangan activate when it is banished?<br>A: No, it must go to the "
            "Graveyard.</td></tr></table></td></tr></table>"
            "<table><tr><th>Card</th><th>Ruling</th></tr><tr><td>Jinzo</td><td>It negates Traps.</td></tr>"
            "</table></td></tr></table>")
    lines = html_to_text(page).splitlines()
    assert "Q: Does Sangan activate when it is banished?" in lines
    assert "A: No, it must go to the Graveyard." in lines
    assert "judge_amy" in lines and "Posts: 40" in lines  # who wrote it: lines apart from the post
    assert "| Jinzo | It negates Traps. |" in lines  # two columns, no table inside: data
    assert "Author" not in lines and "Message" not in lines  # the layout's columns' labels: no words of it


def test_a_layout_table_without_its_optional_end_tags_loses_nothing_after_it():
    """HTML leaves "</th>", "</td>" and "</tr>" out at will: a columns' label left open ends at
    the next cell, and the page after the table is read."""
    page = ("<table><tr><td>Board</td></tr><tr><td><table><tr><th>Author<th>Message<tr><td>judge_amy<td>"
            "<table><tr><td>Q: Does Sangan activate when it is banished?<br>A: No.</table></table></table>"
            "<p>Sangan's effect is mandatory.</p>")
    lines = html_to_text(page).splitlines()
    assert "A: No." in lines and "Sangan's effect is mandatory." in lines and "Author" not in lines


def test_a_table_of_one_column_is_a_column_of_blocks():
    text = html_to_text("<table><tr><th>Sangan</th></tr><tr><td>Sangan's effect is mandatory.<br>"
                        "It activates in the Graveyard.</td></tr>"
                        "<tr><td>Witch of the Black Forest adds a monster with 1500 or less DEF.</td></tr></table>")
    assert text.splitlines() == ["Sangan", "", "Sangan's effect is mandatory.", "It activates in the Graveyard.", "",
                                 "Witch of the Black Forest adds a monster with 1500 or less DEF."]


def test_html_list_items_keep_their_nesting_and_their_paragraphs():
    text = html_to_text("<ul><li><p>Chaos Sorcerer's effect targets.</p></li><li>Breaker gets a Spell Counter."
                        "<ul><li>It does not get one when Special Summoned.</li></ul></li></ul>")
    assert "- Chaos Sorcerer's effect targets." in text  # the paragraph on its item's line
    assert "\n  - It does not get one when Special Summoned." in text  # indented under its item


def test_a_definition_list_of_questions_is_questions_and_answers():
    text = html_to_text("<dl><dt>Can Sangan be tributed for a Tribute Summon?</dt><dd>Yes, it can.</dd>"
                        "<dt>Spell Speed</dt><dd>How fast a card is.</dd></dl>")
    assert "Q: Can Sangan be tributed for a Tribute Summon?\nA: Yes, it can." in " ".join(text.split(" "))
    assert "Spell Speed — How fast a card is." in text  # a term and its definition stay one line


def test_a_json_list_of_rulings_under_a_card_is_a_list_never_its_card_text():
    text = json_to_text('{"cards": {"Sangan": {"rulings": ["Its effect activates in the Graveyard.", '
                        '"It cannot be searched by itself."]}}}', "x.json")
    assert "- Its effect activates in the Graveyard.\n- It cannot be searched by itself." in text


def test_json_sections_by_card():
    text = json_to_text(json.dumps({"JINZO": "<ul><li>Traps cannot be activated.</li></ul>"}), "x")
    assert text.startswith("## JINZO\n") and "- Traps cannot be activated." in text  # the card name heads its section
    with pytest.raises(JudgeError, match="JSON"):
        json_to_text("[1, 2", "x.json")


def test_a_card_name_key_written_in_markup_heads_its_section_as_words(tmp_path):
    """A rulings export keyed by card name sometimes keeps the name's markup in the key
    ("<strong>JINZO</strong>", "<span><span>D. D. WARRIOR</span> </span>"): the heading, and
    the context every record under it shows, is the name's words."""
    text = json_to_text(json.dumps({"<strong>JINZO</strong>": "<ul><li>Traps cannot be activated.</li></ul>",
                                    "<span><span>D. D. WARRIOR</span> </span>": "<ul><li>Its effect removes "
                                    "both monsters from play.</li></ul>", "A &amp; B": "<p>Kept as written.</p>"}), "x")
    assert "## JINZO\n" in text and "## D. D. WARRIOR\n" in text and "## A &amp; B\n" in text
    assert "<" not in text
    db = ingested(tmp_path, {"rulings.json": json.dumps({"<strong>JINZO</strong>": "<ul><li>Trap Cards cannot be "
                                                                                  "activated while Jinzo is face-up.</li></ul>"})})
    assert [c for (c,) in db.execute("select context from records")] == ["JINZO"]


def test_a_group_of_entries_is_headed_by_its_own_name_never_read_as_text():
    text = json_to_text(json.dumps({"sections": [
        {"topic": "Damage Step", "faq": [{"question": "Can I activate Book of Moon then?", "answer": "No, you cannot."}]},
        {"id": 7, "items": ["A Token that leaves the field ceases to exist."]}]}), "f.json")
    assert "## sections > Damage Step > faq" in text and "Q: Can I activate Book of Moon then?" in text
    assert "\nDamage Step\n" not in text  # the group's name is its heading, not a text of its own
    # a bare number names nothing, nor does a wrapper's key ("items")
    assert "## sections\n- A Token that leaves the field ceases to exist." in text and "7" not in text


def test_running_headers_of_pdf_pages_are_dropped_page_numbers_or_not():
    from judge.ingest.read import plain_text

    page = "OFFICIAL RULEBOOK          Version 7.0\n\n{}\n\n{}\n\n"
    text = (page.format("Chain Rules", "A Chain starts when a card is activated.") + "32\n\n"
            + page.format("Battle", "Each monster attacks once per turn.") + "33\n")
    out = plain_text(text)
    assert "OFFICIAL RULEBOOK" not in out and "32" not in out
    assert "Chain Rules" in out and "Each monster attacks once per turn." in out
    # a line that recurs in a document with no pages is the document's own
    assert plain_text("Note\n\nOne.\n\nNote\n\nTwo.\n").count("Note") == 2


def test_a_running_header_that_carries_its_page_number_is_dropped():
    """A PDF's header with its page number set apart on the same line ("RULEBOOK      12",
    "13      RULEBOOK") recurs with only the number changing: it is page furniture; a short line
    of the text that recurs, or a table row ending in a number, is the text's own."""
    from judge.ingest.read import plain_text

    text = ("DUELIST GUIDE                                 4\n\nTributes\nA Level 5 monster needs 1 Tribute.\n\n"
            "5                                 DUELIST GUIDE\n\nA Level 7 monster needs 2 Tributes.\n\n"
            "DUELIST GUIDE                                 6\n\nTributes\nTokens can be Tributed.\n")
    out = plain_text(text)
    assert "DUELIST GUIDE" not in out and out.count("Tributes\n") == 2
    assert "A Level 7 monster needs 2 Tributes." in out
    rows = "Level 5 or 6    1\nLevel 7 or more    2\nLevel 5 or 6    1\n"  # the same row twice: no page here
    assert plain_text(rows) == rows


def test_a_sentence_running_across_a_page_break_is_one_again(tmp_path):
    """A page's end cuts a sentence ("… the activation is not", the next page's header and
    number, "legal, because …"): without the furniture it is one sentence, one record with its
    one verdict; a sentence that ended before the break stays apart from the next page's."""
    from judge.ingest.read import plain_text

    from .conftest import ingested

    text = ("FLOOR GUIDE                                    3\n\nChains\n"
            "A Quick Effect activated in response to a Counter Trap is not\n\n"
            "FLOOR GUIDE                                    4\n\n"
            "legal, because only Counter Traps can respond to Counter Traps.\n"
            "A Quick-Play Spell can respond to a Normal Trap.\n\n"
            "FLOOR GUIDE                                    5\n\nBattle\nEach monster attacks once per turn.\n")
    out = plain_text(text)
    assert "is not\nlegal, because" in out and "FLOOR GUIDE" not in out
    assert "\n\nBattle\n" in out  # the page ended with its sentence: the break stays
    db = ingested(tmp_path, {"guide.txt": text})
    said = [(t, label) for t, label in db.execute("select text, label from records order by start")]
    assert said[0] == ("A Quick Effect activated in response to a Counter Trap is not\nlegal, because only Counter "
                       "Traps can respond to Counter Traps.", "forbidden"), said


def test_a_running_header_with_no_page_number_is_dropped_at_form_feeds_or_named_footers():
    """A PDF's pages parted by form feeds, or closed by a footer naming its page ("Judge Notes -
    page 2 of 9"), have edges without a bare page number: the short line recurring there is the
    running header; the same line recurring in a text with neither is the text's own."""
    from judge.ingest.read import plain_text

    header = "REGIONAL JUDGE NOTES          draft B"
    fed = f"{header}\n\nMirror Force\nIt destroys every attacking-position monster.\n\f{header}\n\nStep 2\nDraw.\n"
    out = plain_text(fed)
    assert "REGIONAL JUDGE NOTES" not in out and "Mirror Force" in out and "Step 2\nDraw." in out
    footed = (f"{header}\n\nMirror Force\nIt destroys attacking monsters.\n\nJudge Notes - page 2 of 9\n\n"
              f"{header}\n\nStep 2\nDraw.\n\nJudge Notes - page 3 of 9\n")
    out = plain_text(footed)
    assert "REGIONAL JUDGE NOTES" not in out and "page 2" not in out and "Step 2" in out
    kept = f"{header}\n\nMirror Force\n\n{header}\n\nStep 2\n"  # no pages: its own lines
    assert plain_text(kept).count("REGIONAL JUDGE NOTES") == 2


def test_a_wrapped_line_cut_by_a_page_break_runs_on_into_a_capitalised_word():
    """A sentence cut at a page's end before a capitalised word ("… is not a", the footer and
    header, "Tribute Summon.") is one again when its last line is as long as the text's wrapped
    lines; a short line without a stop before the break (a heading left at the foot of a page)
    stays apart from the next page's first line."""
    from judge.ingest.read import plain_text

    head = "CLUB RULES DIGEST\n\n"
    body = ("Toon World must stay face-up on the field for your Toon monsters to attack at all,\n"
            "and when it is destroyed every Toon monster you control is destroyed with it, which\n"
            "also happens when the copy of Toon World that was destroyed was face-down, so a\n")
    text = (f"{head}{body}\n5\n\f{head}Spell Card removed it. Each Toon keeps its own text in the meantime.\n\n"
            "Scapegoat and its Sheep Tokens\n\n6\n\f" + head + "Sheep Tokens cannot be Tributed for a Tribute Summon.\n\n7\n")
    out = plain_text(text)
    assert "was face-down, so a\nSpell Card removed it." in out, out
    assert "Scapegoat and its Sheep Tokens\n\n" in out and "CLUB RULES DIGEST" not in out


def test_header_lines_are_metadata(tmp_path):
    p = tmp_path / "g.txt"
    p.write_text("SOURCE: somewhere\nLANGUAGE: en\nNOTE: x\n\nJINZO\n- Traps cannot be activated.\n", encoding="utf-8")
    doc = read_document(p)
    assert doc.origin == "somewhere" and doc.declared_lang == "en" and doc.header_spans == [(0, 39)]


@pytest.mark.parametrize("name, data, title, fmt", [
    # entries keyed by card: the first key is an entry, so the file's name titles it (and says its format)
    ("goat_card_rulings.json", {"SANGAN": ["You must show the card you add."], "JINZO": ["Traps are negated."]},
     "goat card rulings", "goat"),
    # one object named at the top, everything under it: its name is the title
    ("house.json", {"title": "House FAQ", "rulings": [{"card": "Sangan", "text": "You must show it."}]},
     "House FAQ", ""),
    ("edison-faq.json", {"name": "Netrep answers", "sections": {"Sangan": {"text": "Show it."}}},
     "Netrep answers", "edison"),
])
def test_a_json_document_is_titled_by_its_own_name_else_its_files(tmp_path, name, data, title, fmt):
    p = tmp_path / name
    p.write_text(json.dumps(data), encoding="utf-8")
    doc = read_document(p)
    assert (doc.title, doc.game_format) == (title, fmt)


def _sha(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def db_copy(tmp_path):
    db = tmp_path / "copy.db"
    shutil.copy(DEFAULT_DB, db)
    return db


@pytest.mark.parametrize("name, content", [
    ("binary.txt", bytes(range(256)) * 4),
    ("empty.txt", b""),
    ("random.txt", random.Random(7).randbytes(3 * 1024 * 1024)),
    ("photo.png", b"\x89PNG\r\n"),
    ("broken.json", b"{not json"),
])
def test_bad_input_exits_2_and_keeps_database(tmp_path, db_copy, name, content):
    bad = tmp_path / name
    bad.write_bytes(content)
    before = _sha(db_copy)
    proc = run_judge("ingest", str(bad), "--db", str(db_copy))
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and name in lines[0]
    assert _sha(db_copy) == before


def test_missing_path_exits_2(tmp_path):
    proc = run_judge("ingest", str(tmp_path / "nope.txt"), "--db", str(tmp_path / "x.db"))
    assert proc.returncode == 2 and "nope.txt" in proc.stderr and "Traceback" not in proc.stderr


def test_latin1_document_is_decoded_not_dropped(tmp_path):
    doc = tmp_path / "velho.txt"
    doc.write_bytes("-Cartas Trap\n-Não podem ser ativadas no mesmo turno em que foram setadas.\n".encode("latin-1"))
    db = tmp_path / "l1.db"
    proc = run_judge("ingest", str(doc), "--db", str(db))
    assert proc.returncode == 0, proc.stderr
    import sqlite_utils
    row = next(sqlite_utils.Database(db).query("select text, label, lang from records"))
    assert row == {"text": "Não podem ser ativadas no mesmo turno em que foram setadas.", "label": "forbidden", "lang": "pt"}


def test_a_csv_spreadsheet_of_rulings_is_a_table_each_row_a_record(tmp_path):
    """Comma or semicolon separated, quoted cells with commas: each row is one record whose
    context is the header, labelled by what its cells say."""
    from judge.ingest import ingest
    from judge import store

    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "sheet.csv").write_text(
        'Card,When,Ruling\n'
        'Mirror Force,"an attack is declared, face-down or not","Mirror Force can be activated."\n'
        'Trap Hole,a Special Summon,"Trap Hole cannot be activated then."\n', encoding="utf-8")
    (docs / "semicolons.csv").write_text(
        "Carta;Situação;Regra\nBook of Moon;no turno do oponente;Você pode ativar Book of Moon.\n"
        "Trap Hole;quando o oponente faz uma Invocação Especial;Você não pode ativar Trap Hole.\n", encoding="utf-8")
    db = tmp_path / "r.db"
    ingest([docs], db)
    rows = {r[0].split("|")[1].strip(): r for r in store.open_db(db).execute(
        "select text, label, context, kind from records").fetchall()}
    assert rows["Mirror Force"][1:] == ("allowed", "sheet > Card / When / Ruling", "row")
    assert "face-down or not" in rows["Mirror Force"][0]  # a quoted cell keeps its comma
    assert rows["Trap Hole"][1] == "forbidden"
    assert rows["Book of Moon"][1:3] == ("allowed", "semicolons > Carta / Situação / Regra")


def test_json_lines_read_as_a_json_list_and_a_bad_line_is_named(tmp_path):
    from judge.ingest.read import read_document

    good = tmp_path / "qa.jsonl"
    good.write_text('{"question": "Can I chain Magic Jammer to Heavy Storm?", "answer": "Yes, it negates it."}\n\n'
                    '{"question": "Can Trap Hole answer a Special Summon?", "answer": "No."}\n', encoding="utf-8")
    text = read_document(good).text
    assert "Magic Jammer" in text and "Trap Hole" in text
    bad = tmp_path / "bad.ndjson"
    bad.write_text('{"question": "ok?", "answer": "Yes."}\n{broken\n', encoding="utf-8")
    with pytest.raises(JudgeError, match=r"bad.ndjson: line 2: not valid JSON"):
        read_document(bad)


def test_a_forum_posts_bbcode_is_read_as_the_forum_shows_it(tmp_path):
    """BBCode (a forum's "[quote=…]", "[card]", "[b]" tags): a quoted question over the reply is
    one Q&A labelled by the reply's "No"; a card tag names its card; no tag is left in a record;
    a bracketed reference that is no tag ("[REF1]") is text."""
    post = ('[b]Ruling thread[/b]\n\n[quote="duelist99"]Can I search with [card]Sangan[/card] if [card]Bottomless '
            'Trap Hole[/card] banishes it?[/quote]\nNo. [i]Sangan[/i] must be sent from the field to the Graveyard.\n\n'
            '[quote=newbie]Can I activate [card]Sakuretsu Armor[/card] on a direct attack?[/quote]\nYes, you can [REF1].\n'
            '[img]https://example.org/sangan.png[/img]')
    db = ingested(tmp_path, {"thread.txt": post, "post.json": json.dumps({"posts": [{"text": post}]})})
    rows = [r for r in records_with_cards(db, "document", "kind", "label", "text") if r[0] == "thread.txt"]
    assert [(kind, label, cards) for _, kind, label, _, cards in rows] == [
        ("qa", "forbidden", "Bottomless Trap Hole,Sangan"), ("qa", "allowed", "Sakuretsu Armor")]
    assert "[REF1]" in rows[1][3]
    assert not db.execute("select count(*) from records where text like '%[/%' or text like '%[quote%'").fetchone()[0]


def test_a_json_question_written_in_each_language_is_a_question_and_answer_in_each(tmp_path):
    """A bilingual export's question ({"question": {"en": …, "pt": …}, "answer": {…}}, or one
    answer for both) is a Q&A per language: the question, which names the card, is kept."""
    export = [{"id": 7, "question": {"en": "Does Sangan activate if it is Tributed?",
                                     "pt": "Sangan ativa se for oferecido em tributo?"},
               "answer": {"en": "Yes, it is sent from the field to the Graveyard.",
                          "pt": "Sim, ele vai do campo para o cemitério."}},
              {"question": {"en": "Can Jinzo be Tributed for Cyber-Stein?", "pt": "Jinzo pode ser tributo de Cyber-Stein?"},
               "answer": "No."}]
    db = ingested(tmp_path, {"faq.json": json.dumps(export, ensure_ascii=False)})
    rows = records_with_cards(db, "kind", "lang", "situation")
    assert [(kind, lang, cards) for kind, lang, _, cards in rows] == [
        ("qa", "en", "Sangan"), ("qa", "pt", "Sangan"), ("qa", "en", "Cyber-Stein,Jinzo"),
        ("qa", "pt", "Cyber-Stein,Jinzo")]
    assert rows[1][2] == "Sangan ativa se for oferecido em tributo?"


@pytest.mark.parametrize("name", ["rules.markdown", "rules.mdown", "rules.text", "rules.tsv", "page.xhtml"])
def test_common_spellings_of_the_known_kinds_are_read(tmp_path, name):
    from judge.ingest.read import find_documents

    path = tmp_path / name
    path.write_text("<p>You cannot activate Trap Hole during the Damage Step.</p>" if name.endswith("html")
                    else "You cannot activate Trap Hole during the Damage Step.\n", encoding="utf-8")
    assert find_documents([tmp_path]) == [path]
    assert "Trap Hole" in read_document(path).text


def test_page_chrome_marked_by_its_class_id_or_role_is_dropped():
    """A page's menus, breadcrumbs, share buttons and sidebars are dropped with everything in
    them (no empty bullet, no stray word left to head the rulings); the rulings stay, and a
    container nested in the chrome does not end it early."""
    html = ('<div class="top-menu"><ul><li><a href="/">Home</a></li><li><div class="menu-item">FAQ</div></li>'
            '<li><div>Cards</div></li></ul></div>'
            '<ol id="breadcrumbs"><li>Rulings</li></ol>'
            '<div id="content"><p>Mirror Force:</p><ul><li>It destroys Attack Position monsters only.</li></ul>'
            '<div class="share-buttons"><span>Tweet</span></div>'
            '<p>Jinzo negates face-up Trap Cards.</p></div>'
            '<aside class="sidebar"><p>Popular posts</p></aside><ul role="navigation"><li>Next</li></ul>'
            '<p>You cannot chain to a Summon with Jinzo.</p>')
    assert html_to_text(html) == ("Mirror Force:\n\n- It destroys Attack Position monsters only.\n\n"
                                  "Jinzo negates face-up Trap Cards.\n\nYou cannot chain to a Summon with Jinzo.\n")


def test_an_entrys_own_text_stays_under_its_own_heading():
    """An object's own words ("summary") come under its heading before the entries it holds;
    words of its own after a nested entry are headed by it again, never by the entry."""
    text = json_to_text(json.dumps({"Chain": {
        "interactions": [{"with": "Counter Trap", "interaction": "Only a Counter Trap can respond to a Counter Trap."}],
        "summary": "A Chain starts when a card is activated."}}), "c.json")
    assert text.index("## Chain\nA Chain starts when a card is activated.") < text.index("## Chain > interactions")
    mixed = json_to_text(json.dumps({"name": "Jinzo", "rulings": [
        "Trap Cards cannot be activated.", {"ruling": "Its effect is continuous.", "date": "2005"},
        "Trap effects on the field are negated."]}), "j.json")
    assert mixed.rstrip().endswith("## Jinzo\n- Trap effects on the field are negated.")


def test_json_fields_named_in_portuguese_are_read_as_their_english_twins():
    """A Brazilian site's JSON names its fields in Portuguese: the card ("carta", "nome") heads
    its entries, and its notes ("notas", "regras") are rulings, as "card" and "notes" would."""
    text = json_to_text(json.dumps([
        {"carta": "Jinzo", "regras": ["Armadilhas não podem ser ativadas."],
         "perguntas": [{"pergunta": "Jinzo nega armadilhas setadas?", "resposta": "Sim, os efeitos são negados."}]},
        {"nome": "Sangan", "notas": "O efeito ativa no cemitério."}]), "cartas.json")
    assert "## Jinzo\n- Armadilhas não podem ser ativadas." in text
    assert "## Jinzo > perguntas\nQ: Jinzo nega armadilhas setadas?" in text
    assert "## Sangan\nO efeito ativa no cemitério." in text
    assert "## carta" not in text and "## nome" not in text


def test_an_html_page_is_titled_by_its_title_element(tmp_path):
    page = tmp_path / "thread.html"
    page.write_text("<html><head><title>Rulings &amp; Q&amp;A: Jinzo</title></head><body>"
                    "<div><span>poster 01-02-2005</span></div><p>Jinzo negates Trap effects on the field.</p>"
                    "</body></html>", encoding="utf-8")
    assert read_document(page).title == "Rulings & Q&A: Jinzo"
    bare = tmp_path / "bare.html"
    bare.write_text("<h1>Jinzo</h1><p>Trap Cards cannot be activated.</p>", encoding="utf-8")
    assert read_document(bare).title == "Jinzo"


def test_a_quotation_is_a_paragraph_apart_from_the_reply_that_follows_it(tmp_path):
    """A forum reply quotes the question it answers: the quoted words never join the reply's
    first sentence into one record."""
    db = ingested(tmp_path, {"reply.html": "<div class='post'><blockquote><b>kid wrote:</b> does it die?</blockquote>"
                    "<p>Mirror Force destroys every Attack Position monster. Defense Position monsters stay.</p>"
                    "</div>"})
    texts = [t for (t,) in db.execute("select text from records")]
    assert "Mirror Force destroys every Attack Position monster." in texts
    assert not any("wrote" in t for t in texts)


def test_compound_json_field_names_are_read_by_their_head_word():
    """An export names its fields "card_name", "rulingText", "ruling_date" (or, in Portuguese,
    "nome_da_carta"): the card heads the entry, the text is the ruling, the date dates it; a
    name written with spaces is a card's, never taken apart."""
    text = json_to_text(json.dumps([
        {"card_name": "Jinzo", "ruling_text": "Trap Cards cannot be activated.", "ruling_date": "2004-03-01",
         "source_url": "https://example.org/jinzo"},
        {"nome_da_carta": "Sangan", "texto_da_regra": "O efeito ativa no cemitério."},
        {"Card of Safe Return": "Draw 1 card when a monster is Special Summoned from the Graveyard."}]), "x.json")
    assert "## Jinzo (date: 2004-03-01)\nTrap Cards cannot be activated." in text
    assert "## Sangan\nO efeito ativa no cemitério." in text
    assert "## Card of Safe Return\n" in text
    assert "example.org" not in text and "ruling_text" not in text


def test_italics_around_a_name_with_an_underscore_are_undone():
    from judge.ingest.read import plain_text

    text = plain_text("*Reply from u/judge_amy:* It is destroyed.\n\n_Note_: snake_case_name stays.\n")
    assert text.startswith("Reply from u/judge_amy: It is destroyed.")
    assert "Note: snake_case_name stays." in text


def test_markdown_front_matter_is_the_documents_metadata_not_a_ruling(tmp_path):
    doc = tmp_path / "guide.md"
    doc.write_text("---\ntitle: Damage Step Guide\ndate: 2023-11-05\nformat: goat\ntags: [damage step]\n---\n\n"
                   "Basics\n======\n\nOnly Counter Traps can be activated after damage calculation.\n",
                   encoding="utf-8")
    read = read_document(doc)
    assert (read.title, read.date, read.game_format) == ("Damage Step Guide", "2023-11-05", "goat")
    db_path = tmp_path / "g.db"
    ingest([doc], db_path)
    rows = list(store.open_db(db_path).execute("select text, date, format from records"))
    assert rows == [("Only Counter Traps can be activated after damage calculation.", "2023-11-05", "goat")]


def test_front_matter_that_is_no_date_or_language_says_none(tmp_path):
    doc = tmp_path / "odd.md"
    doc.write_text("---\ntitle: Odd\ndate: [1, 2]\nlang: 5\n---\n\nYou cannot activate it twice.\n", encoding="utf-8")
    read = read_document(doc)
    assert (read.title, read.date, read.declared_lang) == ("Odd", "", "")


def test_a_language_key_holds_a_translation_not_a_topic():
    text = json_to_text(json.dumps({"Ring of Destruction": {
        "en": ["It cannot target a face-down monster."], "pt": ["Não pode escolher um monstro virado para baixo."]}}),
        "r.json")
    assert text.count("## Ring of Destruction\n") == 2 and "> en" not in text and "> pt" not in text


def test_a_pdfs_bullet_glyphs_ligatures_and_soft_hyphens_are_read_as_typed(tmp_path):
    """Text out of a PDF draws its list with glyphs ("●", "■", Symbol's private "\\uf0b7") and
    keeps the typesetter's ligatures ("ﬁ"), soft hyphens and unbreakable spaces: each item is a
    ruling of its own, and every word is spelled as typed."""
    db = ingested(tmp_path, {"rulebook.txt":
                   "RULEBOOK\n\n\u25cf A Trap Card can be activated the turn after it is Set.\n"
                   "\u25a0 Only one Field Spell Card can be face-up on the \ufb01eld.\n"
                   "\uf0b7 A monster\u00a0can change its battle position once per turn.\n\n"
                   "A player may respond by add\u00ading a Chain Link.\n"})
    rows = [(kind, text) for kind, text in db.execute("select kind, text from records")]
    assert rows == [("bullet", "A Trap Card can be activated the turn after it is Set."),
                    ("bullet", "Only one Field Spell Card can be face-up on the field."),
                    ("bullet", "A monster can change its battle position once per turn."),
                    ("prose", "A player may respond by adding a Chain Link.")]


@pytest.mark.parametrize("name, write", [
    ("netrep.txt", lambda lines: "NETREP\n\n" + "".join(f"- {line}\n" for line in lines)),
    ("rulings.json", lambda lines: json.dumps({"Prohibition": lines})),
])
def test_control_characters_are_no_text(tmp_path, name, write):
    """A PDF's text keeps a control character where a word was hyphenated ("acti\x02vated",
    "Twin-\x02Headed"); a word processor's line break is "\x0b". Neither is text: the words
    are read whole, the line break ends its line."""
    db = ingested(tmp_path, {name: write([
        "Set copies can still be acti\x02vated after it resolves.",
        "A Tribute of \x01Twin-\x02Headed Behemoth\x1f is allowed.\x0bYou cannot chain to it.",
    ])})
    texts = [t for (t,) in db.execute("select text from records order by start")]
    assert not any(ch < " " and ch not in "\t\n" for t in texts for ch in t), texts
    assert "Set copies can still be activated after it resolves." in texts
    assert any(t.startswith("A Tribute of Twin-Headed Behemoth is allowed.") for t in texts), texts
    assert "You cannot chain to it." in texts or any("\nYou cannot chain to it." in t for t in texts), texts


@pytest.mark.parametrize("name, write", [
    ("rulebook.txt", lambda lines: "RULEBOOK\n\n" + "".join(f"- {line}\n" for line in lines)),
    ("rulings.json", lambda lines: json.dumps({"Call of the Haunted": "<ul>" + "".join(
        f"<li>{line}</li>" for line in lines) + "</ul>"})),
])
def test_a_word_a_ligature_split_is_one_word_again(tmp_path, name, write):
    """A PDF's ligature taken out as its letters and a space ("fi rst", "Fi eld")
    is one word again when the whole is a word, everyday or written whole in the document; two
    words stay two ("staff member"), and so does a rest no word makes whole."""
    lines = ["Call of the Haunted will resolve fi rst, Special Summoning a monster.",
             "Fi eld Spell Cards stay on the field until destroyed.",
             "A staff member rules on the Chain; a reclassifi ation needs nothing.",
             "Its e ff ect is negated, but an o ffi cial ruling says the monster stays."]  # split on both sides
    db = ingested(tmp_path, {name: write(lines)})
    texts = {t for (t,) in db.execute("select text from records")}
    assert "Call of the Haunted will resolve first, Special Summoning a monster." in texts
    assert "Field Spell Cards stay on the field until destroyed." in texts
    assert "A staff member rules on the Chain; a reclassifi ation needs nothing." in texts
    assert "Its effect is negated, but an official ruling says the monster stays." in texts


def test_a_rulebooks_laid_out_table_boxed_example_and_caption(tmp_path):
    """Text a PDF converter laid out: a table's columns aligned with spaces (a wrapped cell
    continued under its column) is a table, one row a record; "EXAMPLE" alone on its line opens
    a worked example; a figure's caption is no ruling."""
    db = ingested(tmp_path, {"rulebook.txt": "CHAINS\n\n"
        "Speed      Cards                          Can respond to\n"
        "1          Normal and Equip Spells        Nothing\n"
        "2          Quick-Play Spells, Normal      Speed 1 or 2\n"
        "           Traps\n"
        "3          Counter Traps                  Speed 1, 2 or 3\n\n"
        "Figure 4: A chain with three Chain Links.\n\n"
        "EXAMPLE\nPlayer A activates Mystical Space Typhoon. Player B chains Magic Jammer. "
        "So the card is not destroyed.\n"})
    rows = list(db.execute("select kind, text from records order by start"))
    assert [k for k, _ in rows] == ["row", "row", "row", "example"]
    assert rows[1][1] == "| 2 | Quick-Play Spells, Normal Traps | Speed 1 or 2 |"
    assert not any("Figure" in t for _, t in rows)


def test_a_paragraph_with_wide_spaces_that_do_not_line_up_is_no_table():
    from judge.ingest.layout import layout_tables

    text = ("A monster  can attack once.   It cannot attack   again\n"
            "in the same    Battle Phase, even if   its ATK changes.\n"
            "A replay   occurs if the   number of monsters changes.")
    assert layout_tables(text) == text


def test_html_inside_markdown_keeps_its_structure(tmp_path):
    """A GitHub FAQ in Markdown folds its answers in <details><summary>…</summary>…</details>
    and ends lines with <br>: each fold is a Q&A, no question is a ruling, no tag stays."""
    db = ingested(tmp_path, {"faq.md":
                   "# FAQ\n\n<details>\n<summary>Can I chain Scapegoat to Ring of Destruction?</summary>\n\n"
                   "Yes. Scapegoat is a Quick-Play Spell.\n</details>\n\n"
                   "<details><summary>Does Nobleman of Crossout hit face-up monsters?</summary>No. It only "
                   "targets a <b>face-down</b> monster.</details>\n\n"
                   "Some rules:<br>\n- Tokens cannot be returned to the hand.<br>\n"})
    rows = list(db.execute("select kind, label, text from records order by start"))
    assert [(k, label) for k, label, _ in rows] == [("qa", "allowed"), ("qa", "outcome"), ("bullet", "forbidden")]
    assert not any("<" in text for _, _, text in rows)


@pytest.mark.parametrize("encoding, bom", [("utf-16-le", b"\xff\xfe"), ("utf-16-be", b"\xfe\xff")])
def test_a_utf16_text_with_its_byte_order_mark_is_read_not_refused_as_binary(tmp_path, encoding, bom):
    doc = tmp_path / "notepad.txt"
    doc.write_bytes(bom + "Regras\n\n- Você não pode ativar uma armadilha no turno em que a setou.\n"
                    .encode(encoding))
    assert "Você não pode ativar" in read_document(doc).text
    binary = tmp_path / "image.txt"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4)
    with pytest.raises(JudgeError, match="binary"):
        read_document(binary)


def test_a_json_list_of_entries_is_titled_by_its_file_and_a_title_naming_a_month_dates_it(tmp_path):
    """The first entry of a JSON list or a JSON Lines export is an entry, not the document's
    name (nor its date: "Jinzo (date: 2004-03-01)" dated every entry); a title naming a month
    and its year dates a document ("Ruling changes – October 2005"), a bare year does not."""
    export = tmp_path / "rulings-export.jsonl"
    export.write_text('{"card_name": "Jinzo", "ruling_text": "Traps cannot be activated.", "ruling_date": "2004-03-01"}\n'
                      '{"card_name": "Sangan", "ruling_text": "Its effect activates in the Graveyard."}\n',
                      encoding="utf-8")
    faq = tmp_path / "cartas.json"
    faq.write_text(json.dumps([{"carta": "Sangan", "perguntas": [{"pergunta": "Ativa?", "resposta": "Sim."}]},
                               {"carta": "Jinzo", "regras": ["Armadilhas não podem ser ativadas."]}]), encoding="utf-8")
    changes = tmp_path / "changes.txt"
    changes.write_text("Ruling changes – October 2005\n\n- Sinister Serpent returns once per turn.\n", encoding="utf-8")
    era = tmp_path / "era.txt"
    era.write_text("Goat Format (2005 era) rulings\n\n- Sinister Serpent returns once per turn.\n", encoding="utf-8")
    read = {p.name: read_document(p) for p in (export, faq, changes, era)}
    assert [(d.title, d.date) for d in read.values()] == [
        ("rulings export", ""), ("cartas", ""), ("Ruling changes – October 2005", "2005-10"),
        ("Goat Format (2005 era) rulings", "")]


def test_an_exports_wrappers_and_lists_of_named_entries_are_no_topics():
    text = json_to_text(json.dumps({"data": {"cards": [
        {"name": "Sinister Serpent", "rulings": {"goat": ["It returns to the hand each Standby Phase."]}},
        {"name": "Witch of the Black Forest", "rulings": {"goat": ["It adds a monster with 1500 or less DEF."]}}]}}),
        "api.json")
    assert "## Sinister Serpent > rulings > goat\n- It returns" in text
    assert "data" not in text and "cards" not in text


def test_a_json_ld_faq_page_is_read_as_its_questions_and_answers(tmp_path):
    """A web page's FAQ saved as schema.org JSON-LD: each Question's name asks, its
    acceptedAnswer's text answers (one Q&A record each); "@type" and "@context" are no words of
    it; "dateModified" dates the page. An entry's title that asks over an "answer" does too."""
    page = {"@context": "https://schema.org", "@type": "FAQPage", "dateModified": "2005-09-14",
            "mainEntity": [
                {"@type": "Question", "name": "Can Book of Moon target a Token?",
                 "acceptedAnswer": {"@type": "Answer", "text": "<p>No, Tokens cannot be turned face-down.</p>"}},
                {"@type": "Question", "name": "Does Sangan activate when it is banished?",
                 "suggestedAnswer": [{"@type": "Answer", "text": "No. It must be sent to the Graveyard."}]}]}
    entries = [{"title": "Can Jinzo be Set?", "answer": "Yes, Jinzo can be Set like any Level 6 monster."}]
    db = ingested(tmp_path, {"faq.json": json.dumps(page), "entries.json": json.dumps(entries)})
    rows = {t: (kind, label, date) for t, kind, label, date in db.execute("select text, kind, label, date from records")}
    assert not any("@" in t or "schema.org" in t or "Answer)" in t for t in rows)
    moon = next(r for t, r in rows.items() if t.startswith("Can Book of Moon target a Token?"))
    assert moon == ("qa", "forbidden", "2005-09-14")
    assert next(r for t, r in rows.items() if t.startswith("Does Sangan activate"))[0] == "qa"
    assert next(r for t, r in rows.items() if t.startswith("Can Jinzo be Set?"))[:2] == ("qa", "allowed")


def test_a_list_item_heading_its_nested_items_heads_only_them(tmp_path):
    """"- **Sangan**" with rulings nested under it heads them; an item at its level after them
    is back under the document's heading (not under the last card named), and a flat list of
    heading items and rulings keeps each heading for the items after it."""
    nested = ("# Floor notes\n\n- **Sangan**\n  - Its effect activates if it is destroyed face-down.\n"
              "- **Mirror Force**\n  - It can be activated against a direct attack.\n"
              "- Breaker the Magical Warrior must remove its Spell Counter to destroy a Spell or Trap.\n")
    flat = "# Flat notes\n\n- **Jinzo**\n- Trap Cards cannot be activated.\n- Its effect is negated by Skill Drain.\n"
    db = ingested(tmp_path, {"nested.md": nested, "flat.md": flat})
    context = dict(db.execute("select text, context from records"))
    assert context["Its effect activates if it is destroyed face-down."] == "Sangan"
    assert context["It can be activated against a direct attack."] == "Mirror Force"
    assert context["Breaker the Magical Warrior must remove its Spell Counter to destroy a Spell or Trap."] == "Floor notes"
    assert context["Trap Cards cannot be activated."] == context["Its effect is negated by Skill Drain."] == "Jinzo"


def test_an_email_saved_as_text_is_titled_and_dated_by_its_headers(tmp_path):
    """A judge's reply from a rulings list: "Subject:" titles it (its "Re:" gone), "Date:"
    dates it, the header lines are no ruling; the quoted question over the reply's "Yes." is
    one Q&A, and "On …, Sam wrote:" is a byline, not a heading."""
    mail = ("From: head-judge@example.org\nTo: rulings@example.org\nSubject: Re: Re: Jinzo and Trap Hole\n"
            "Date: Wed, 02 Mar 2005 18:40:00 -0500\n\nOn Tue, 1 Mar 2005, Sam wrote:\n"
            "> Can I activate Trap Hole when my opponent summons Jinzo?\n\n"
            "Yes. Trap Hole is activated before Jinzo's effect is applied.\n")
    db = ingested(tmp_path, {"reply.txt": mail})
    assert list(db.execute("select title, date from documents")) == [("Jinzo and Trap Hole", "2005-03-02")]
    rows = list(db.execute("select kind, label, situation, context from records"))
    assert rows == [("qa", "allowed", "Can I activate Trap Hole when my opponent summons Jinzo?", "Jinzo and Trap Hole")]


def test_a_short_heading_right_over_its_paragraph_in_pdf_text_is_no_part_of_the_ruling(tmp_path):
    """Text taken out of a PDF: a heading in sentence case ("Chain rules") on the line right
    above its paragraph's wrapped lines heads them; it is no part of the first ruling."""
    text = ("Tournament guide\n\nChain rules\nA Spell Speed 1 card can never be chained to a Spell Speed 2 card\n"
            "or to a Counter Trap, whatever the situation.\n\nDamage Step notes\n"
            "Only Counter Traps and cards that change ATK or DEF can be activated during the Damage Step.\n")
    db = ingested(tmp_path, {"guide.txt": text})
    rows = dict(db.execute("select context, text from records"))
    assert rows["Chain rules"].startswith("A Spell Speed 1 card can never be chained")
    assert rows["Damage Step notes"].startswith("Only Counter Traps")


@pytest.mark.parametrize("name, sheet", [
    ("cards.csv", "Card,Rulings,Date\n"
                  "Magic Cylinder,\"It targets the attacking monster. You can activate it when your opponent's monster "
                  "attacks directly.\",2006-04-10\n"
                  "Spirit Reaper,It is destroyed after the chain resolves.,2006-04-11\n"),
    ("cartas.md", "| Carta | Regra | Data |\n|---|---|---|\n"
                  "| Magic Cylinder | Ela escolhe o monstro atacante como alvo. Você pode ativá-la num ataque direto. | 10/04/2006 |\n"
                  "| Spirit Reaper | Ele é destruído depois que a corrente resolve. | 11/04/2006 |\n"),
])
def test_a_table_of_cards_and_their_rulings_gives_each_card_its_rulings(tmp_path, name, sheet):
    """A sheet of a card column and a ruling column (no situation column): each sentence of a
    ruling cell is a record about the row's card, under its name and dated by the row's date
    cell, as on a card's own page; not one record of the row's cells run together."""
    db = ingested(tmp_path, {name: sheet})
    rows = records_with_cards(db, "context", "date", "label")
    assert [(context.rsplit(" > ", 1)[-1], date, cards) for context, date, _, cards in rows] == [
        ("Magic Cylinder", "2006-04-10", "Magic Cylinder"), ("Magic Cylinder", "2006-04-10", "Magic Cylinder"),
        ("Spirit Reaper", "2006-04-11", "Spirit Reaper")]
    assert [label for _, _, label, _ in rows] == ["outcome", "allowed", "outcome"]
    assert not db.execute("select count(*) from records where text like '%|%'").fetchone()[0]


@pytest.mark.parametrize("name, sheet", [
    ("formats.csv", "Card,Ruling,Format\nSpirit Reaper,It is destroyed after the chain resolves.,Edison\n"
                    "Magic Cylinder,It targets the attacking monster.,Goat\nSangan,It searches a monster.,TCG\n"),
    # a Portuguese sheet's headers in an English document: "Carta" names the card, "Formato" the format
    ("mixed.md", "| Carta | Ruling | Formato |\n|---|---|---|\n| Spirit Reaper | It is destroyed after the chain "
                 "resolves. | Edison |\n| Magic Cylinder | It targets the attacking monster. | Goat Format |\n"
                 "| Sangan | It searches a monster. | |\n"),
])
def test_a_card_rulings_table_row_holds_in_the_format_its_format_cell_names(tmp_path, name, sheet):
    """A card's ruling in a table with a Format column rules on the format its row names, as a
    sentence that says "in Goat Format" would; a cell naming no format the app knows ("TCG",
    empty) leaves the record's format unknown."""
    db = ingested(tmp_path, {name: sheet})
    rows = records_with_cards(db, "format")
    assert [(fmt, cards) for fmt, cards in rows] == [
        ("edison", "Spirit Reaper"), ("goat", "Magic Cylinder"), ("", "Sangan")]
    assert not db.execute("select count(*) from records where text like '%|%'").fetchone()[0]  # each under its card


def test_a_tables_situation_and_verdict_columns_are_read_in_either_language(tmp_path):
    """An English page whose table keeps a Portuguese sheet's headers ("Situação | Decisão"):
    each row's situation and verdict are its cells, as under "Situation | Ruling"."""
    db = ingested(tmp_path, {"notes.md": "# Floor notes\n\n| Situação | Decisão |\n|---|---|\n"
                                         "| Opponent attacks directly | You can activate Magic Cylinder. |\n"})
    assert db.execute("select situation, verdict, label from records").fetchall() == [
        ("Opponent attacks directly", "You can activate Magic Cylinder.", "allowed")]


def test_a_table_with_no_ruling_column_keeps_its_rows_whole(tmp_path):
    db = ingested(tmp_path, {"notes.md": "| Card | ATK | Notes |\n|---|---|---|\n"
                                        "| Jinzo | 2400 | Trap Cards cannot be activated. It is a Machine. |\n"})
    assert db.execute("select kind, context from records").fetchall() == [("row", "notes > Card / ATK / Notes")]


def test_a_portuguese_csv_of_questions_names_no_card_by_its_column_and_dates_rows_day_first(tmp_path):
    """A Brazilian spreadsheet export (";" between cells): its "Pergunta" column is a field's
    name, not the card "Question" (Pergunta in Portuguese); "12/03/2005" in its "Data" column is
    the 12th of March, as Portuguese writes a date."""
    sheet = ("Carta;Pergunta;Resposta;Data\n"
             "Jinzo;Posso ativar Armadilhas com Jinzo virado para cima?;Não, nenhuma Armadilha pode ser ativada.;12/03/2005\n")
    db = ingested(tmp_path, {"duvidas.csv": sheet})
    (rid, date), = db.execute("select id, date from records")
    assert date == "2005-03-12"
    assert [c for (c,) in db.execute("select card from record_cards where record = ?", [rid])] == ["Jinzo"]


def test_a_forum_thread_in_portuguese_is_read_as_its_question_and_answer(tmp_path):
    """A Brazilian forum thread saved from the site: its breadcrumb trail is navigation, a
    user's name over a post's date and time is a byline (the first post's date dates the
    page; the name is no heading and no card: "Juiz" is a card's Portuguese word), and the
    quoted question over "Pode sim. …" is one Q&A."""
    page = ("<html><head><title>Dúvida sobre Jinzo - Fórum</title></head><body>"
            "<div>Início » Fórum » Regras</div>"
            "<div>duelista_01</div><div>03/09/2005 20:15</div>"
            "<div>Posso ativar Trap Hole quando o oponente invoca Jinzo?</div>"
            "<div>Juiz_Paulo</div><div>03/09/2005 21:40</div>"
            "<blockquote>Posso ativar Trap Hole quando o oponente invoca Jinzo?</blockquote>"
            "<div>Pode sim. Trap Hole é ativada antes de o efeito de Jinzo ser aplicado.</div></body></html>")
    db = ingested(tmp_path, {"topico.html": page})
    assert list(db.execute("select date from documents")) == [("2005-09-03",)]
    (rid, kind, label, context), = db.execute("select id, kind, label, context from records")
    assert (kind, label) == ("qa", "allowed") and "»" not in context and "Juiz" not in context
    assert sorted(c for (c,) in db.execute("select card from record_cards where record = ?", [rid])) == ["Jinzo", "Trap Hole"]


def test_a_thread_dumped_as_json_keeps_the_answers_and_drops_the_askers_claims(tmp_path):
    """A forum's JSON dump: "children"/"replies" only hold entries; a post's time in seconds
    since 1970 ("created_utc") dates its reply; the asker's "My opponent says …" is a claim to
    be judged, never a ruling (nor its Portuguese "Meu amigo disse que …"), while a sentence
    correcting it keeps its correction."""
    dump = [{"data": {"children": [{"data": {"title": "Can Jinzo be revived by Monster Reborn?",
                                              "selftext": "My opponent says Jinzo cannot be revived.",
                                              "created_utc": 1118700000}}]}},
            {"data": {"children": [{"data": {"body": "Monster Reborn can Special Summon Jinzo from either Graveyard.",
                                              "created_utc": 1118703600,
                                              "replies": {"data": {"children": [{"data": {
                                                  "body": "Some players say you cannot, but you can revive it."}}]}}}}]}}]
    db = ingested(tmp_path, {"thread.json": json.dumps(dump),
                             "forum.md": "# Dúvida\n\nMeu amigo disse que Jinzo não pode ser revivido.\n"})
    rows = {v: (date, context) for v, date, context in db.execute("select verdict, date, context from records")}
    assert set(rows) == {"Monster Reborn can Special Summon Jinzo from either Graveyard.", "you can revive it."}
    assert rows["Monster Reborn can Special Summon Jinzo from either Graveyard."][0] == "2005-06-13"
    assert not any("children" in context for _, context in rows.values())


def test_a_reason_written_under_a_ruling_is_part_of_it(tmp_path):
    """"Reason: …" (or "Motivo: …") under a ruling explains it, and rules on nothing of its own:
    the ruling's record cites it too, and it is no record of its own."""
    db = ingested(tmp_path, {"notes.md": "# Sangan\n\n"
                             "- If Sangan is removed from play, its effect does not activate.\n"
                             "  Reason: it was not sent to the Graveyard.\n"
                             "- You cannot search a monster with 1600 ATK.\n\n"
                             "Ruling: the effect of Sangan is mandatory.\n"
                             "Reasoning: it is written as \"add\", not \"you can add\".\n",
                             "regras.md": "# Sangan\n\n- Você não pode buscar um monstro com 1600 de ATK.\n"
                                          "  Motivo: o efeito só busca 1500 ou menos.\n"})
    rows = [(label, " ".join(text.split())) for label, text in db.execute("select label, text from records order by document, start")]
    assert ("outcome", "If Sangan is removed from play, its effect does not activate. "
                       "Reason: it was not sent to the Graveyard.") in rows
    assert ("forbidden", "You cannot search a monster with 1600 ATK.") in rows
    assert ("required", 'the effect of Sangan is mandatory. Reasoning: it is written as "add", not "you can add".') in rows
    assert ("forbidden", "Você não pode buscar um monstro com 1600 de ATK. Motivo: o efeito só busca 1500 ou menos.") in rows
    assert not [text for _, text in rows if text.startswith(("Reason", "Motivo"))]


def test_a_qa_sites_accepted_answer_answers_and_a_downvoted_one_is_no_ruling(tmp_path):
    """A Q&A site's JSON (answers with "is_accepted" and "score"): the question's answer is the
    accepted reply, though listed after another; a reply voted below zero rules on nothing."""
    site = {"items": [{"title": "Can Mirror Force destroy face-down monsters?",
                       "body": "<p>My opponent attacks with one monster. Does it hit face-down ones?</p>",
                       "answers": [
                           {"body": "<p>Mirror Force destroys every monster your opponent controls.</p>", "score": -3},
                           {"body": "<p>It destroys every Attack Position monster, so face-down Defense "
                                    "Position ones stay.</p>", "score": 4},
                           {"body": "<p>No. Mirror Force only destroys Attack Position monsters; face-down "
                                    "monsters are in Defense Position.</p>", "score": 2, "is_accepted": True}]}]}
    db = ingested(tmp_path, {"site.json": json.dumps(site)})
    rows = [(kind, " ".join(text.split())) for kind, text in db.execute("select kind, text from records order by start")]
    assert rows[0][0] == "qa" and rows[0][1].startswith("Can Mirror Force destroy face-down monsters?")
    assert "No. Mirror Force only destroys Attack Position monsters" in rows[0][1]
    assert any("face-down Defense Position ones stay" in text for _, text in rows[1:])  # an upvoted reply stays
    assert not any("every monster your opponent controls" in text for _, text in rows)


def test_a_rulings_text_given_in_each_language_is_the_ruling_not_a_cards_text(tmp_path):
    """{"name": {"en": …, "pt": …}, "rulings": [{"text": {"en": …, "pt": …}}]}: each language's
    text is the ruling in that language, under the card's name, never a card's printed text."""
    export = [{"card": {"name": {"en": "Jinzo", "pt": "Jinzo"}},
               "rulings": [{"text": {"en": "While Jinzo is face-up, Trap Cards cannot be activated.",
                                     "pt": "Enquanto Jinzo estiver com a face para cima, Armadilhas não podem ser ativadas."},
                            "date": "2005-06-13"}]},
              {"card": {"name": {"en": "Sangan"}}, "rulings": [{"text": {"en": "If Sangan is removed from play, "
                                                                          "its effect does not activate."}}]}]
    db = ingested(tmp_path, {"export.json": json.dumps(export)})
    rows = db.execute("select kind, lang, context, label, date from records order by start").fetchall()
    assert [(kind, lang) for kind, lang, *_ in rows] == [("prose", "en"), ("prose", "pt"), ("prose", "en")]
    assert all(context.startswith("Jinzo") and label == "forbidden" and date == "2005-06-13"
               for _, _, context, label, date in rows[:2])
    assert rows[2][2].startswith("Sangan") and rows[2][4] == ""  # its own entry says no date


@pytest.mark.parametrize("name, sheet", [
    ("faq.csv", "question,answer,source,date\nCan I activate Mirror Force against a direct attack?,"
                "\"Yes, Mirror Force can be activated when the opponent declares any attack.\",Store FAQ,2006-03-01\n"),
    ("perguntas.csv", "Pergunta;Resposta;Fonte;Data\nPosso ativar Mirror Force contra um ataque direto?;"
                      "Sim, Mirror Force pode ser ativada quando o oponente declara qualquer ataque.;FAQ da loja;2006-03-01\n"),
])
def test_a_spreadsheet_of_questions_and_answers_is_a_faq(tmp_path, name, sheet):
    """A spreadsheet whose columns are a question, its answer, a source and a date: each row one
    question with its answer, dated by its own cell; the source and date cells are not its words."""
    db = ingested(tmp_path, {name: sheet})
    rows = db.execute("select kind, label, date, text from records").fetchall()
    assert len(rows) == 1
    kind, label, date, text = rows[0]
    assert (kind, label, date) == ("qa", "allowed", "2006-03-01")
    assert "Mirror Force" in text.split("\n")[0] and "FAQ" not in text and "2006" not in text


@pytest.mark.parametrize("text", [
    # a card whose ATK is "?": the mark is its stat, not a question's end
    "- If a monster with \"? ATK\" (ex: \"Tragoedia\") is Normal Summoned, first determine its original ATK, "
    "then halve it.\n",
    "- You cannot Special Summon monsters with ? DEF using this effect.\n",
])
def test_a_question_mark_standing_for_atk_or_def_ends_no_sentence(tmp_path, text):
    """"a monster with "? ATK"" is one ruling, not a question cut short before its ATK; a real
    question after it still ends where it is asked."""
    db = ingested(tmp_path, {"notes.md": "# Black Garden\n\n" + text + "\nCan I? Yes, you can.\n"})
    texts = [" ".join(t.split()) for (t,) in db.execute("select text from records order by start")]
    assert texts[0] == " ".join(text.strip("- \n").split())


@pytest.mark.parametrize("doc", [
    "LANGUAGE: pt\n\nNo torneio de Yu-Gi-Oh! ESTAMPAS ILUSTRADAS, uma Armadilha não pode ser ativada no turno em que foi "
    "baixada.\n",
    "In a Yu-Gi-Oh! TCG event, a Trap Card cannot be activated the turn it is Set.\n",
])
def test_the_games_name_ends_no_sentence_in_either_language(tmp_path, doc):
    """"Yu-Gi-Oh!" is the game's name, whose "!" Portuguese tokenises with the whole hyphenated word."""
    db = ingested(tmp_path, {"regras.txt": doc})
    assert [t for (t,) in db.execute("select text from records")] == [doc.split("\n\n")[-1].strip()]


@pytest.mark.parametrize("doc, items", [
    ("# Battle\n\nA monster can be in one of two positions: 1. Attack Position, face-up. 2. Defense Position, face-up "
     "or face-down. Only a monster in Attack Position can attack.\n",
     ["A monster can be in one of two positions:", "Attack Position, face-up.",
      "Defense Position, face-up or face-down.", "Only a monster in Attack Position can attack."]),
    ("LANGUAGE: pt\n\n# Fases\n\nNa Fase Principal você pode: 1. Baixar uma Carta Armadilha. 2. Ativar uma Carta "
     "Mágica. Você não pode atacar no primeiro turno.\n",
     ["Na Fase Principal você pode:", "Baixar uma Carta Armadilha.", "Ativar uma Carta Mágica.",
      "Você não pode atacar no primeiro turno."]),
    # a number closing a sentence is no list item: "… becomes 0. Then …"
    ("# Shrink\n\nIts ATK becomes 0. Then the monster is destroyed.\n",
     ["Its ATK becomes 0.", "Then the monster is destroyed."]),
])
def test_a_list_numbered_in_running_text_is_one_sentence_an_item(tmp_path, doc, items):
    """An enumeration written in a paragraph ("…: 1. A … 2. B …"): its lead-in and each item are
    sentences, as the lines of a numbered list are (their numbers no part of them), not a
    sentence ending "1." over the first item."""
    db = ingested(tmp_path, {"notes.md": doc})
    texts = [" ".join(t.split()) for (t,) in db.execute("select text from records order by start")]
    assert texts == items


@pytest.mark.parametrize("doc, ruling", [
    ("# Chains\n\nThe Chain ends when the players choose not to (or are unable to) activate more cards.\n", None),
    ("LANGUAGE: pt\n\n# Correntes\n\nA Corrente termina quando os jogadores não querem (ou não podem) ativar mais cartas.\n",
     None),
    # a bracketed sentence of its own still rules: "(it cannot be Set)", "(and Ignition Effects cannot …)"
    ("# Ritual Monsters\n\nA Ritual Monster is Special Summoned by a Ritual Spell Card (it cannot be Normal Summoned).\n",
     "it cannot be Normal Summoned"),
    ("# Summons\n\nThe effect activates in the Summon response timing (and Quick-Play Spells can be chained to it).\n",
     "and Quick-Play Spells can be chained to it"),
])
def test_an_alternative_in_brackets_is_part_of_its_sentence_not_a_ruling(tmp_path, doc, ruling):
    """"… choose not to (or are unable to) activate …": the bracket joins its verb to the sentence's
    subject ("or are", "ou não podem"), deciding nothing alone; a bracketed ruling with a subject
    of its own that says otherwise than its sentence is still one."""
    db = ingested(tmp_path, {"notes.md": doc})
    bracketed = [t for (t,) in db.execute("select text from records order by start")][1:]
    assert bracketed == ([ruling] if ruling else [])


@pytest.mark.parametrize("doc, kept", [
    ("# Sangan\n\nI was wondering if Sangan can be Tributed for Cyber Jar.\n\nDoes anyone know if Sangan can add "
     "a Flip monster to the hand.\n\nI would like to know whether Sangan can be Set.\n\nSangan's effect activates "
     "when it is sent from the field to the Graveyard.\n", "Sangan's effect activates"),
    ("LANGUAGE: pt\n\n# Sangan\n\nGostaria de saber se o Sangan pode ser tributado para a Cyber Jar.\n\nAlguém "
     "sabe se o Sangan pode buscar um monstro Virar.\n\nO efeito do Sangan ativa quando ele é enviado do campo para o "
     "Cemitério.\n", "O efeito do Sangan ativa"),
])
def test_a_question_asked_in_words_without_its_mark_is_no_ruling(tmp_path, doc, kept):
    """"I was wondering if Sangan can …", "Does anyone know if …", "Gostaria de saber se …": a
    question asked in words, its "?" left off, asks rather than rules; the ruling beside it stays."""
    db = ingested(tmp_path, {"notes.md": doc})
    texts = [t for (t,) in db.execute("select text from records order by start")]
    assert len(texts) == 1 and texts[0].startswith(kept)


@pytest.mark.parametrize("doc, asked", [
    ("# Sangan\n\nDo I have to reveal the card Sangan adds. No, you do not have to reveal it.\n",
     "Do I have to reveal the card Sangan adds."),
    ("# Sangan\n\nQuick question: can Sangan be Tributed for a Tribute Summon. Yes, it can.\n",
     "Quick question: can Sangan be Tributed for a Tribute Summon."),
    ("LANGUAGE: pt\n\n# Sangan\n\nPosso tributar o Sangan para uma Invocação-Tributo. Sim, você pode.\n",
     "Posso tributar o Sangan para uma Invocação-Tributo."),
])
def test_a_question_typed_without_its_mark_asks_and_the_next_sentence_answers(tmp_path, doc, asked):
    """A sentence that opens as a question does ("Do I …", "can Sangan …", "Posso …") asks though
    typed with a full stop: with the sentence answering it, one Q&A; a ruling that opens with its
    verb ("Can only be Special Summoned …", "Pode ser ativada …") still rules."""
    db = ingested(tmp_path, {"notes.md": doc + "\nCan only be Special Summoned by its own effect.\n"
                                                "\nPode ser ativada no turno do oponente.\n"})
    rows = db.execute("select kind, situation, text from records order by start").fetchall()
    assert rows[0][0] == "question" and rows[0][1] == asked
    assert [kind for kind, _, _ in rows[1:]] == ["prose", "prose"]


@pytest.mark.parametrize("doc, items", [
    ("# Main Phase\n\nDuring your Main Phase you can: 1. Normal Summon a monster. 2. Set a Spell Card. You cannot "
     "attack on the first turn.\n", [("allowed", "Normal Summon a monster."), ("allowed", "Set a Spell Card.")]),
    ("LANGUAGE: pt\n\n# Fases\n\nNa Fase Principal você pode: 1. Invocar um monstro. 2. Baixar uma Carta "
     "Armadilha. Você não pode atacar no primeiro turno.\n",
     [("allowed", "Invocar um monstro."), ("allowed", "Baixar uma Carta Armadilha.")]),
])
def test_the_items_of_a_list_numbered_in_a_paragraph_say_what_its_lead_in_says(tmp_path, doc, items):
    """"… you can: 1. Normal Summon a monster. 2. …": each item is a ruling of what the lead-in
    allows, as a bulleted list's items under "… you can:" are, even one naming no card or
    mechanic ("Invocar um monstro."); the sentence after the list rules for itself."""
    db = ingested(tmp_path, {"notes.md": doc})
    rows = db.execute("select label, text from records order by start").fetchall()
    assert rows[1:3] == items and rows[3][0] == "forbidden"


def test_a_you_after_a_trailing_off_ellipsis_goes_on_with_its_sentence(tmp_path):
    """"a "When... you can" structure": the ellipsis trails off inside the sentence, which goes
    on; a "you" after a question still starts the answer."""
    db = ingested(tmp_path, {"notes.md": "# Sangan\n\n- The effect follows a \"When... you can\" structure and can "
                                         "miss the timing.\n- Can it miss the timing? you bet it can.\n"})
    texts = [" ".join(t.split()) for (t,) in db.execute("select text from records order by start")]
    assert texts[0] == "The effect follows a \"When... you can\" structure and can miss the timing."


def test_a_card_databases_json_gives_card_text_not_rulings(tmp_path):
    """A card database's JSON (YGOPRODeck's: "name", "desc", "atk") dropped among the rulings: each
    card's "desc" is its printed text, kept as `card-text`, never a ruling on it."""
    pool = {"data": [{"id": 77585513, "name": "Jinzo", "type": "Effect Monster", "atk": 2400, "def": 1500,
                      "desc": "Trap Cards, and their effects on the field, cannot be activated."},
                     {"id": 26202165, "name": "Sangan", "type": "Effect Monster", "atk": 1000, "def": 600,
                      "desc": "If this card is sent from the field to the GY: Add 1 monster with 1500 or less ATK "
                              "from your Deck to your hand."}]}
    db = ingested(tmp_path, {"cardinfo.json": json.dumps(pool)})
    kinds = {kind for (kind,) in db.execute("select kind from records")}
    assert kinds == {"card-text"}


def test_lines_given_in_two_languages_are_each_read_in_their_own(tmp_path):
    """"EN: …" over "PT: …": each line a ruling of its own, in its language, without its tag; a
    document tagging one language only keeps its lines as they are."""
    db = ingested(tmp_path, {"bilingual.txt": "Jinzo\n\n"
                             "EN: Trap Cards cannot be activated while Jinzo is face-up.\n"
                             "PT: Armadilhas não podem ser ativadas enquanto Jinzo estiver com a face para cima.\n",
                             "notes.txt": "Sangan\n\nPT: If Sangan is removed from play, its effect does not activate.\n"})
    rows = db.execute("select lang, label, text from records where document = 'bilingual.txt' order by start").fetchall()
    assert [(lang, label) for lang, label, _ in rows] == [("en", "forbidden"), ("pt", "forbidden")]
    assert [t.split()[0] for _, _, t in rows] == ["Trap", "Armadilhas"]
    assert db.execute("select text from records where document = 'notes.txt'").fetchone()[0].startswith("PT:")


def test_a_task_lists_boxes_are_no_part_of_its_items(tmp_path):
    """A Markdown task list ("- [x] …", "- [ ] …"): each item's words, without its box."""
    db = ingested(tmp_path, {"checklist.md": "# Judge checklist\n\n"
                             "- [x] A player may not look at the faces of cards while shuffling.\n"
                             "- [ ] A judge may shuffle a Deck if either player asks for it.\n"})
    texts = [t for (t,) in db.execute("select text from records order by start")]
    assert texts == ["A player may not look at the faces of cards while shuffling.",
                     "A judge may shuffle a Deck if either player asks for it."]


def test_a_word_processors_bullets_saved_as_text_are_list_items(tmp_path):
    """A Word list saved as text draws its levels with "o" and "§": each item a ruling; a line
    opening on the word "o" alone is no item."""
    db = ingested(tmp_path, {"chains.txt": "Chain rules\n\n"
                             "o A Spell Speed 1 effect cannot be chained to anything.\n"
                             "o Counter Trap Cards can only be chained by other Counter Trap Cards.\n"
                             "§ Quick-Play Spells are Spell Speed 2.\n",
                             "regras.txt": "Regras\n\nQuando Jinzo está no campo,\no Jinzo impede as Armadilhas.\n"})
    texts = [t for (t,) in db.execute("select text from records where document = 'chains.txt' order by start")]
    assert texts == ["A Spell Speed 1 effect cannot be chained to anything.",
                     "Counter Trap Cards can only be chained by other Counter Trap Cards.",
                     "Quick-Play Spells are Spell Speed 2."]
    assert "o Jinzo impede" in " ".join(db.execute("select text from records where document = 'regras.txt'").fetchone()[0].split())


def test_a_folders_files_of_types_not_read_are_said_not_an_error(tmp_path):
    """A folder holding a Keynote file and a Pages file beside its rulings: the rulings are read,
    the report says which types were left out, and the build is no failure (exit 0); a hidden file
    is not counted."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "rulings.md").write_text("# Jinzo\n\n- Trap Cards cannot be activated while Jinzo is face-up.\n",
                                     encoding="utf-8")
    (docs / "slides.key").write_bytes(b"PK\x03\x04")
    (docs / "notes.pages").write_bytes(b"PK\x03\x04")
    (docs / ".DS_Store").write_bytes(b"\x00")
    proc = run_judge("ingest", str(docs), "--db", str(tmp_path / "r.db"))
    assert proc.returncode == 0, proc.stderr
    assert "1 documents" in proc.stdout and "2 file(s) of types not read (.key, .pages) left out" in proc.stdout
    assert "save .key as .pptx, .pages as .docx to read them" in proc.stdout  # what to do about them


@pytest.mark.parametrize("name, page", [
    ("faq.md", "# FAQ\n\n### Q: Does Sangan activate if it is destroyed in my hand?\n\n"
               "A: No. Sangan must be sent from the field to the Graveyard.\n"),
    ("faq.html", "<html><body><div class='faq'><h3>Q: Does Sangan activate if it is destroyed in my hand?</h3>"
                 "<div class='answer'><p>A: No. Sangan must be sent from the field to the Graveyard.</p></div>"
                 "</div></body></html>"),
])
def test_a_heading_marked_as_a_question_and_the_paragraph_under_it_are_one_qa(tmp_path, name, page):
    """"### Q: …?" (a FAQ page's question in a heading, marked "Q:") over "A: …": one Q&A whose
    answer gives its verdict for the question ("does it activate?" "No" → outcome), not a ruling
    under a heading that is the question."""
    db = ingested(tmp_path, {name: page})
    rows = db.execute("select kind, label, text from records").fetchall()
    assert len(rows) == 1
    kind, label, text = rows[0]
    assert (kind, label) == ("qa", "outcome") and text.startswith("Does Sangan activate")


def test_a_line_in_capitals_under_a_paragraphs_last_sentence_heads_what_follows(tmp_path):
    """A forum post's sections in capitals, each right under the text before it: "REGRAS DO TURNO"
    heads the rules under it instead of opening their paragraph; a label in capitals ending in ":"
    does the same under a list; a line in capitals inside a sentence stays in it."""
    db = ingested(tmp_path, {"post.txt": (
        "Guia rápido\n\nVamos ver o básico.\nREGRAS DO TURNO\nCada jogador compra uma carta na sua fase de compra.\n"
        "- Você pode fazer uma Invocação Normal por turno\nANTES DE COMEÇAR:\n"
        "Cada jogador começa com 8000 pontos de vida.\n\nA card of this kind can be used\nONLY DURING THE MAIN PHASE\n"
        "of its controller.\n")})
    contexts = dict(db.execute("select text, context from records"))
    assert contexts["Cada jogador compra uma carta na sua fase de compra."] == "REGRAS DO TURNO"
    assert contexts["Cada jogador começa com 8000 pontos de vida."] == "REGRAS DO TURNO > ANTES DE COMEÇAR"
    assert [t for t in contexts if "ONLY DURING" in t] == ["A card of this kind can be used\nONLY DURING THE MAIN PHASE\n"
                                                            "of its controller."]


def test_a_portuguese_modal_written_with_its_accent_keeps_a_ruling_naming_no_card(tmp_path):
    """"você poderá ter até 3 cópias …" rules (a modal, written with its accent) though it names no
    card or mechanic: a ruling, not a remark about the page."""
    db = ingested(tmp_path, {"regras.txt": "REGRAS\n\nNa montagem, você poderá ter até 3 cópias da mesma carta no "
                                           "seu deck.\n"})
    assert [t for (t,) in db.execute("select text from records")] == [
        "Na montagem, você poderá ter até 3 cópias da mesma carta no seu deck."]


def test_a_wrapped_faqs_topic_line_heads_the_next_question_not_the_answer_above(tmp_path):
    """A FAQ wrapped at a fixed width writes a topic over each "Q:" right under the answer before:
    the answer ends above it and the topic heads the next question; an answer whose last line
    goes on with its sentence keeps it."""
    db = ingested(tmp_path, {"faq.txt": (
        "F.A.Q.\nABOUT TRAP CARDS\nSetting Traps\nQ: Can I activate a Trap Card the turn I Set it?\n"
        "A: No. A Trap Card must wait until the next turn\nbefore it can be activated.\nTraps from the hand\n"
        "Q: Can I activate a Trap Card from my hand?\nA: No, a Trap Card must be Set on the field\n"
        "first.\nQ: Can a Counter Trap be chained to a Normal Trap?\nA: Yes, it can be chained.\n")})
    rows = [(" ".join(t.split()), c) for t, c in db.execute("select text, context from records where kind = 'qa' order by start")]
    assert rows[0] == ("Can I activate a Trap Card the turn I Set it? A: No. A Trap Card must wait until the next turn "
                       "before it can be activated.", "Setting Traps")
    assert rows[1][1] == "Traps from the hand" and rows[1][0].endswith("must be Set on the field first.")
    assert rows[2][1] == "Traps from the hand"


@pytest.mark.parametrize("doc", [
    "Index\n\nWHAT IS A CHAIN? .......... 3 CAN I CHAIN TO A COUNTER TRAP? ........ 4 \"NEGATE\" VS. \"DESTROY\" .... 5\n\n"
    "A Counter Trap can only be chained to by another Counter Trap.\n",
    "Index\n\nWhat is a chain?..........3\nCan I chain to a Counter Trap?........4\n\n"
    "A Counter Trap can only be chained to by another Counter Trap.\n",
])
def test_a_table_of_contents_in_running_text_is_no_ruling(tmp_path, doc):
    db = ingested(tmp_path, {"book.txt": doc})
    assert [t for (t,) in db.execute("select text from records")] == [
        "A Counter Trap can only be chained to by another Counter Trap."]


@pytest.mark.parametrize("heading", ["References", "Referências", "See also"])
def test_a_pages_references_are_no_rulings(tmp_path, heading):
    """A wiki's list of what it cites ("1. "Mirror Force". Konami Card Database. 2023-05-20.") under
    its references heading: no records, though it names a card."""
    db = ingested(tmp_path, {"wiki.md": "# Mirror Force\n\n## Rulings\n\n- It cannot be activated during the Damage Step.\n\n"
                                        f"## {heading}\n\n1. \"Mirror Force\". Konami Card Database. 2023-05-20.\n"})
    assert [t for (t,) in db.execute("select text from records")] == ["It cannot be activated during the Damage Step."]


def test_a_forums_breadcrumb_of_double_colons_is_no_heading(tmp_path):
    db = ingested(tmp_path, {"topic.txt": "Duel Portal :: Rules :: Traps\n\n"
                                          "A Trap Card cannot be activated the turn it is Set.\n"})
    assert [c for (c,) in db.execute("select context from records")] == ["topic"]


@pytest.mark.parametrize("heading", ["Table of contents", "Índice"])
def test_a_pages_table_of_contents_is_no_ruling(tmp_path, heading):
    """Its entries name what the sections rule on ("Why a Trap cannot be activated the turn it is Set"):
    where to read, not rulings; the section itself rules."""
    db = ingested(tmp_path, {"guide.md": f"# Trap guide\n\n## {heading}\n\n1. Why a Trap cannot be activated the turn it is Set\n"
                                         "2. Counter Traps and the chains they can start\n\n## Setting Traps\n\n"
                                         "A Trap Card cannot be activated the turn it is Set.\n"})
    assert [t for (t,) in db.execute("select text from records")] == ["A Trap Card cannot be activated the turn it is Set."]


@pytest.mark.parametrize("stamp", ["01/05/16 at 09:59 CET", "12.06.05 21:40"])
def test_a_posts_time_with_a_two_digit_year_is_no_heading(tmp_path, stamp):
    db = ingested(tmp_path, {"thread.txt": f"Rulings compendium\n\n{stamp}\n\nA Trap Card cannot be activated the turn it is Set.\n"})
    assert [c for (c,) in db.execute("select context from records")] == ["Rulings compendium"]


def test_a_numbered_question_heading_is_asked_without_its_number(tmp_path):
    """An FAQ whose questions are numbered headings ("## 2. Can …?", "3) Posso …?"): the question
    is the record's situation without its number, the record's text the passage as written."""
    db = ingested(tmp_path, {"faq.md": "# FAQ\n\n## 2. Can Book of Moon be activated during the Damage Step?\n\n"
                                       "No. Book of Moon cannot be activated during the Damage Step.\n\n"
                                       "## 3) Posso ativar Mirror Force quando o oponente ataca diretamente?\n\n"
                                       "Sim. Mirror Force pode ser ativada quando o oponente declara um ataque.\n"})
    rows = db.execute("select situation, text from records where kind = 'qa' order by start").fetchall()
    assert [s for s, _ in rows] == ["Can Book of Moon be activated during the Damage Step?",
                                    "Posso ativar Mirror Force quando o oponente ataca diretamente?"]
    assert rows[0][1].startswith("2. Can Book of Moon") and rows[1][1].startswith("3) Posso")


def test_a_reply_quoting_a_line_of_the_page_above_reads_it_once():
    """A forum reply quoting a line of the post it answers: the line is read where it was said,
    not again as the reply's; a quoted question stays, read with the answer under it."""
    page = ("<div class='post'><p>Jinzo negates Trap Cards on the field, but Trap Monsters already Summoned keep "
            "their effects.</p></div>"
            "<div class='post'><blockquote>Jinzo negates Trap Cards on the field</blockquote>"
            "<p>Does that include Continuous Traps?</p></div>"
            "<div class='post'><blockquote>Does that include Continuous Traps?</blockquote><p>Yes, all of them.</p></div>")
    text = html_to_text(page)
    assert text.count("Jinzo negates Trap Cards on the field") == 1
    assert text.count("Does that include Continuous Traps?") == 2
