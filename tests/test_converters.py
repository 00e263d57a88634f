"""Files of other common types (Org-mode notes, AsciiDoc pages, a video's subtitles, e-mail files,
a social network's archive as a script, Word documents) read as the text they come to: their markup is never a
record's words, what it says of the document dates it, and their rulings are the records."""
from __future__ import annotations

import json

import pytest

from .conftest import ingested, records_with_cards, run_judge


def test_org_mode_notes_are_read_by_their_headings_not_their_markup(tmp_path):
    """Org headings ("*", "**") head their rulings; a heading's task word and tags, a property
    drawer, a comment and the "#+" keywords are no text; "#+DATE" dates every ruling; a task
    heading with nothing under it is no ruling."""
    notes = ("#+TITLE: Rulings I keep\n#+DATE: <2005-02-11 Fri>\n#+STARTUP: overview\n\n"
             "* Sangan :monsters:\n  :PROPERTIES:\n  :CUSTOM_ID: sangan\n  :END:\n"
             "# checked with the head judge\n"
             "- If Sangan is banished from the field, its effect does not activate.\n"
             "** DONE Tribute\n- Sangan Tributed for a Tribute Summon still activates its effect.\n"
             "* TODO [#A] Find the ruling on Dimensional Fissure\n")
    db = ingested(tmp_path, {"notes.org": notes})
    rows = records_with_cards(db, "context", "text", "date")
    assert [(c, t) for c, t, _, _ in rows] == [
        ("Sangan", "If Sangan is banished from the field, its effect does not activate."),
        ("Tribute", "Sangan Tributed for a Tribute Summon still activates its effect.")]
    assert {d for _, _, d, _ in rows} == {"2005-02-11"}
    assert db.execute("select title from documents").fetchone()[0] == "Rulings I keep"


def test_an_asciidoc_page_is_read_by_its_sections_blocks_and_lists(tmp_path):
    """"== Section" heads its rulings; the header's author line and attributes are no text and
    ":revdate:" dates them; an example block titled ".Example" is a worked example; a note's
    delimiters and "[NOTE]" line go, its words stay; a "**" item nests under the item above."""
    page = ("= Chain notes\nRui Costa <rui@example.org>\n:revdate: 2005-08-30\n:toc: left\n\n"
            "== Counter Traps\n\nNOTE: Counter Traps are Spell Speed 3.\n\n"
            "[WARNING]\n====\nOnly a Counter Trap can be chained to a Counter Trap.\n====\n\n"
            ".Example\n====\nPlayer A activates Magic Jammer. Player B cannot chain Trap Hole to it.\n====\n\n"
            "* Solemn Judgment is a Counter Trap.\n** Its cost of half your Life Points is paid when it is activated.\n")
    db = ingested(tmp_path, {"chains.adoc": page})
    rows = db.execute("select kind, context, text, date from records order by start").fetchall()
    texts = [t for _, _, t, _ in rows]
    assert not any(mark in t for t in texts for mark in ("====", "[WARNING]", "NOTE:", ":revdate:", "Rui Costa", "**"))
    assert "Only a Counter Trap can be chained to a Counter Trap." in texts
    example = next(r for r in rows if "Magic Jammer" in r[2])
    assert example[0] == "example" and example[1].startswith("Counter Traps")
    nested = next(r for r in rows if r[2].startswith("Its cost of half"))
    assert "Solemn Judgment is a Counter Trap" in nested[1]
    assert {d for *_, d in rows} == {"2005-08-30"}


def test_a_latex_source_is_read_by_its_sections_and_items_not_its_markup(tmp_path):
    """"\\section{…}" heads its rulings, "\\item" opens one, a description's "\\item[Term]" says its
    term; the preamble, comments, font commands and TeX's quotes, dashes and escapes are no
    record's words; "\\date{…}" in words dates every ruling (a month: its ISO month)."""
    source = ("\\documentclass{article}\n\\usepackage[utf8]{inputenc}\n\\title{Chain \\& Summon Notes}\n"
              "\\date{March 2006}\n\\begin{document}\n\\maketitle\n% checked with the head judge\n"
              "\\section*{Counter Traps}\\label{sec:ct}\n\\begin{itemize}\n"
              "  \\item Only a \\textbf{Counter Trap} can be chained to a Counter Trap.\n"
              "  \\item ``Solemn Judgment'' costs half your Life Points --- paid when it is activated.\n"
              "\\end{itemize}\n\\subsection{Tokens}\n\\begin{description}\n"
              "  \\item[Scapegoat] A Sheep Token cannot be Tributed for a Tribute Summon.\n"
              "\\end{description}\n\\end{document}\n\\section{Never printed}\nNothing here counts.\n")
    db = ingested(tmp_path, {"notes.tex": source})
    rows = db.execute("select context, text, date from records order by start").fetchall()
    texts = [t for _, t, _ in rows]
    assert "Only a Counter Trap can be chained to a Counter Trap." in texts
    assert "“Solemn Judgment” costs half your Life Points — paid when it is activated." in texts
    assert any(t.startswith("Scapegoat: A Sheep Token cannot be Tributed") for t in texts)
    assert not any(mark in t for t in texts for mark in ("\\", "{", "}", "%", "``", "Nothing here"))
    assert [c for c, t, _ in rows if "Sheep Token" in t] == ["Tokens"]
    assert {d for *_, d in rows} == {"2006-03"}


@pytest.mark.parametrize("name, feed", [
    ("desk.rss", "<?xml version='1.0'?><rss version='2.0'><channel><title>Judge desk</title>"
                 "<item><title>Does Jinzo stop Trap Dustshoot?</title><pubDate>Thu, 23 Mar 2006 09:05:00 GMT</pubDate>"
                 "<description>&lt;p&gt;While Jinzo is face-up, your opponent cannot activate Trap Dustshoot.&lt;/p&gt;"
                 "</description></item></channel></rss>"),
    ("desk.atom", "<?xml version='1.0'?><feed xmlns='http://www.w3.org/2005/Atom'><title>Judge desk</title>"
                  "<entry><title>Does Jinzo stop Trap Dustshoot?</title><updated>2006-03-23T09:05:00Z</updated>"
                  "<content type='html'><![CDATA[<p>While Jinzo is face-up, your opponent cannot activate "
                  "Trap Dustshoot.</p>]]></content></entry></feed>"),
])
def test_a_news_feed_is_read_as_the_xml_it_is(tmp_path, name, feed):
    """An RSS or Atom feed of a judge desk's answers: each entry's answer a ruling under its title,
    dated by the entry, its HTML no record's words."""
    db = ingested(tmp_path, {name: feed})
    rows = db.execute("select context, text, date from records").fetchall()
    assert [t for _, t, _ in rows] == ["While Jinzo is face-up, your opponent cannot activate Trap Dustshoot."]
    assert "Does Jinzo stop Trap Dustshoot?" in rows[0][0] and rows[0][2] == "2006-03-23"


@pytest.mark.parametrize("name, cues", [
    ("talk.srt", "1\n00:00:00,500 --> 00:00:02,000\nHi everyone.\n\n"
                 "2\n00:00:02,000 --> 00:00:05,000\nIf Sangan is destroyed in your hand,\n\n"
                 "3\n00:00:05,000 --> 00:00:07,500\n<i>its effect</i> does not activate.\n\n"
                 "4\n00:00:11,000 --> 00:00:14,000\nA Sheep Token cannot be Tributed\nfor a Tribute Summon.\n"),
    ("talk.vtt", "WEBVTT - rulings talk\n\nNOTE recorded at a regional\n\n"
                 "intro\n00:00.500 --> 00:02.000 align:start\nHi everyone.\n\n"
                 "00:02.000 --> 00:05.000\n<v Ana>If Sangan is destroyed in your hand,\n\n"
                 "00:05.000 --> 00:07.500\nits effect does not activate.\n\n"
                 "00:11.000 --> 00:14.000\nA Sheep Token cannot be Tributed\nfor a Tribute Summon.\n"),
])
def test_a_videos_subtitles_are_its_running_words(tmp_path, name, cues):
    """A sentence said across cues is one ruling; cue numbers, timings, a WebVTT header, its
    notes and styling are nobody's words; a pause between cues parts paragraphs."""
    db = ingested(tmp_path, {name: cues})
    texts = [t for (t,) in db.execute("select text from records order by start")]
    assert texts == ["If Sangan is destroyed in your hand, its effect does not activate.",
                     "A Sheep Token cannot be Tributed for a Tribute Summon."]
    from judge.ingest.read import read_document
    text = read_document(tmp_path / "docs" / name).text
    assert "-->" not in text and "WEBVTT" not in text and "<" not in text
    assert "activate.\n\nA Sheep Token" in text


MAIL = ("From: =?UTF-8?Q?Jo=C3=A3o_Juiz?= <joao@example.org>\nTo: juizes@example.org\n"
        "Subject: Re: =?UTF-8?Q?D=C3=BAvida:_Sangan_e_Fissure?=\nDate: Wed, 02 Mar 2005 19:05:00 -0300\n"
        "MIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: quoted-printable\n\n"
        "Oi Bia,\n\nN=C3=A3o. Com Dimensional Fissure ativo o Sangan =C3=A9 banido em vez de ir para o cemit=\n"
        "=C3=A9rio, ent=C3=A3o o efeito dele n=C3=A3o ativa.\n\n"
        "Em ter., 1 de mar. de 2005 =C3=A0s 22:10, Bia escreveu:\n"
        "> O efeito do Sangan ativa se ele for destru=C3=ADdo com Dimensional Fissure ativo?\n\n"
        "Abra=C3=A7os,\nJo=C3=A3o\n")


def test_an_email_file_is_decoded_and_a_reply_above_its_quote_answers_it(tmp_path):
    """An .eml file: its quoted-printable words and encoded subject decoded, its subject its
    title, its date every record's; the reply written above the message it quotes is that
    question's answer (one Q&A); the greeting, the line introducing the quote and the sign-off
    are nobody's ruling."""
    db = ingested(tmp_path, {"resposta.eml": MAIL})
    rows = db.execute("select kind, situation, verdict, label, date from records").fetchall()
    assert len(rows) == 1
    kind, asked, said, label, date = rows[0]
    assert (kind, date) == ("qa", "2005-03-02") and asked.startswith("O efeito do Sangan ativa se")
    assert said.startswith("Não. Com Dimensional Fissure ativo o Sangan é banido") and "cemitério" in said
    assert label == "outcome"
    assert db.execute("select title from documents").fetchone()[0] == "Dúvida: Sangan e Fissure"
    assert "escreveu" not in asked + said and "Oi Bia" not in asked + said and "Abraços" not in said


def test_an_email_of_html_alone_is_read_as_its_page_and_one_with_no_text_is_refused(tmp_path):
    """An e-mail holding only HTML is read as the page it shows; one with no text at all is a
    one-line error naming it, and the other documents are still read."""
    html_mail = ("From: judge@example.org\nSubject: Scapegoat\nDate: Fri, 04 Mar 2005 10:00:00 +0000\n"
                 "Content-Type: text/html; charset=utf-8\n\n"
                 "<html><body><p>Sheep Tokens from <b>Scapegoat</b> cannot be Tributed for a Tribute Summon.</p>"
                 "</body></html>\n")
    empty = "From: judge@example.org\nSubject: nothing\nContent-Type: text/plain\n\n\n"
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "page.eml").write_text(html_mail, encoding="utf-8")
    (docs / "empty.eml").write_text(empty, encoding="utf-8")
    proc = run_judge("ingest", str(docs), "--db", str(tmp_path / "r.db"))
    assert proc.returncode == 1 and "Traceback" not in proc.stderr  # a document skipped, as for any unreadable one
    assert "empty.eml: the e-mail has no text" in proc.stderr
    from judge import store
    texts = [t for (t,) in store.open_db(tmp_path / "r.db").execute("select text from records")]
    assert texts == ["Sheep Tokens from Scapegoat cannot be Tributed for a Tribute Summon."]


ARCHIVE = "window.YTD.tweets.part0 = " + json.dumps([
    {"tweet": {"id_str": "5501", "created_at": "Sat Mar 05 14:02:11 +0000 2005", "retweet_count": "4",
               "full_text": "Jinzo's effect is a Continuous Effect: it does not start a Chain. #ygo #rulings"}},
    {"tweet": {"id_str": "5502", "created_at": "Sat Mar 05 15:40:00 +0000 2005",
               "in_reply_to_screen_name": "bia_duels", "in_reply_to_status_id_str": "5490", "favorite_count": "9",
               "full_text": "@bia_duels @rui No, Sakuretsu Armor cannot be chained to a direct attack from Mirror Force."}},
], indent=1) + ";\n"


def test_a_social_networks_archive_is_read_as_its_posts(tmp_path):
    """A post archive saved as a script ("window.YTD.tweets.part0 = [ … ];"): each post a record
    dated by its "created_at" time; its ids, counts and the user it replies to are no context; the
    users a reply opens by naming and the tags a post closes with are no part of its words."""
    db = ingested(tmp_path, {"tweets.js": ARCHIVE})
    rows = db.execute("select context, text, date from records order by start").fetchall()
    assert [t for _, t, _ in rows] == [
        "Jinzo's effect is a Continuous Effect: it does not start a Chain.",
        "No, Sakuretsu Armor cannot be chained to a direct attack from Mirror Force."]
    assert [d for *_, d in rows] == ["2005-03-05", "2005-03-05"]
    assert not any(w in c for c, _, _ in rows for w in ("5501", "5490", "count", "bia_duels", "id"))


def test_a_script_that_assigns_no_json_is_a_clear_error(tmp_path):
    """A .js file that is code, not a JSON value assigned, is refused in one line naming it."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "app.js").write_text("function f() { return 1; }\n", encoding="utf-8")
    (docs / "ok.md").write_text("# Jinzo\n\n- Trap Cards cannot be activated while Jinzo is face-up.\n", encoding="utf-8")
    proc = run_judge("ingest", str(docs), "--db", str(tmp_path / "r.db"))
    assert proc.returncode == 1 and "Traceback" not in proc.stderr  # a document skipped, as for any unreadable one
    assert "app.js: a script, not a JSON value assigned in one" in proc.stderr and "1 documents" in proc.stdout


def _word(path, build):
    """A Word document written with python-docx: `build(document)` fills it."""
    from docx import Document

    document = Document()
    build(document)
    document.save(str(path))


def test_a_word_document_is_read_by_its_styles_lists_and_tables(tmp_path):
    """A .docx: its title property titles it; "Heading" styles head the rulings; bullet and
    numbered list paragraphs (a level deeper nested) are list items; a table of question and
    answer columns gives one Q&A a row; a date its text says dates it."""
    def build(d):
        d.core_properties.title = "Store judge notes"
        d.add_paragraph("Updated 2 April 2005.")
        d.add_heading("Sakuretsu Armor", level=1)
        d.add_paragraph("Sakuretsu Armor destroys the attacking monster.", style="List Bullet")
        d.add_paragraph("It is activated when the opponent's monster declares an attack.", style="List Bullet 2")
        d.add_heading("Questions", level=2)
        table = d.add_table(rows=2, cols=2)
        for r, cells in enumerate([("Question", "Answer"),
                                   ("Does Sakuretsu Armor negate the attack?", "No. It destroys the attacker.")]):
            for c, words in enumerate(cells):
                table.cell(r, c).text = words
    docs = tmp_path / "docs"
    docs.mkdir()
    _word(docs / "notes.docx", build)
    from judge import store
    from judge.ingest import ingest
    ingest([docs], tmp_path / "r.db")
    db = store.open_db(tmp_path / "r.db")
    rows = db.execute("select kind, context, text, date from records order by start").fetchall()
    assert [(k, c) for k, c, _, _ in rows] == [("bullet", "Sakuretsu Armor"),
                                               ("bullet", "Sakuretsu Armor > Sakuretsu Armor destroys the attacking monster."),
                                               ("qa", "Questions")]
    assert rows[2][2].startswith("Does Sakuretsu Armor negate the attack?") and "No. It destroys the attacker." in rows[2][2]
    assert {d for *_, d in rows} == {"2005-04-02"}
    assert db.execute("select title from documents").fetchone()[0] == "Store judge notes"


def test_a_word_file_that_is_not_one_is_a_clear_error(tmp_path):
    """A .docx that is no Word document (a broken download) or holds no text is refused in one
    line naming it; the folder's other documents are read."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "broken.docx").write_bytes(b"PK\x03\x04 not really a zip")
    _word(docs / "blank.docx", lambda d: d.add_paragraph(""))
    (docs / "ok.md").write_text("# Jinzo\n\n- Trap Cards cannot be activated while Jinzo is face-up.\n", encoding="utf-8")
    proc = run_judge("ingest", str(docs), "--db", str(tmp_path / "r.db"))
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert "broken.docx: not a readable Word document" in proc.stderr
    assert "blank.docx: no text in the Word document" in proc.stderr and "1 documents" in proc.stdout


@pytest.mark.parametrize("name, page", [
    ("post.json", {"time": 1, "blocks": [
        {"id": "k1", "type": "header", "data": {"text": "Breaker the Magical Warrior", "level": 2}},
        {"id": "k2", "type": "paragraph", "data": {"text": "If Breaker the Magical Warrior is flipped face-down, its Spell Counter is removed."}},
        {"id": "k3", "type": "list", "data": {"style": "unordered", "items": [
            "Breaker does not get a Spell Counter when it is Special Summoned.",
            "You can remove the counter to destroy 1 Spell or Trap Card on the field."]}}]}),
    ("portable.json", [
        {"_type": "block", "_key": "k1", "style": "h2", "children": [{"_type": "span", "text": "Breaker the "},
                                                                     {"_type": "span", "text": "Magical Warrior"}]},
        {"_type": "block", "_key": "k2", "style": "normal",
         "children": [{"_type": "span", "text": "If Breaker the Magical Warrior is flipped face-down, its Spell Counter is removed."}]},
        {"_type": "block", "_key": "k3", "style": "normal", "listItem": "bullet",
         "children": [{"_type": "span", "text": "Breaker does not get a Spell Counter when it is Special Summoned."}]},
        {"_type": "block", "_key": "k4", "style": "normal", "listItem": "bullet",
         "children": [{"_type": "span", "text": "You can remove the counter to destroy 1 Spell or Trap Card on the field."}]}]),
    ("notion.json", {"object": "list", "results": [
        {"object": "block", "id": "9c1e", "type": "heading_2",
         "heading_2": {"rich_text": [{"plain_text": "Breaker the Magical Warrior"}]}},
        {"object": "block", "id": "9c1f", "type": "paragraph",
         "paragraph": {"rich_text": [{"plain_text": "If Breaker the Magical Warrior is flipped face-down, its Spell Counter is removed."}]}},
        {"object": "block", "id": "9c20", "type": "bulleted_list_item", "bulleted_list_item": {"rich_text": [
            {"plain_text": "Breaker does not get a Spell Counter when it is Special Summoned."}]}},
        {"object": "block", "id": "9c21", "type": "bulleted_list_item", "bulleted_list_item": {"rich_text": [
            {"plain_text": "You can remove the counter to destroy 1 Spell or Trap Card on the field."}]}}]}),
])
def test_a_block_editors_page_is_read_as_the_page_it_shows(tmp_path, name, page):
    """A page a block editor saved as JSON (Editor.js, Portable Text, Notion's blocks): its
    heading blocks head the rulings, its paragraphs and list items are the rulings (a text split
    in styled runs one text); a block's id or key is no heading."""
    db = ingested(tmp_path, {name: json.dumps(page)})
    rows = db.execute("select kind, context, text from records order by start").fetchall()
    assert [(k, c) for k, c, _ in rows] == [("prose", "Breaker the Magical Warrior")] + [
        ("bullet", "Breaker the Magical Warrior")] * 2
    assert rows[1][2] == "Breaker does not get a Spell Counter when it is Special Summoned."


def test_a_json_api_exports_attributes_are_no_topic(tmp_path):
    """JSON:API's resources ({"data": [{"type", "id", "attributes": {…}}]}): each resource's
    attributes are its fields, under its card, not under a heading "attributes"."""
    export = {"data": [{"type": "rulings", "id": "7", "attributes": {
        "card": "Jinzo", "text": "Trap Cards cannot be activated while Jinzo is face-up.", "updated": "2005-01-09"}}]}
    db = ingested(tmp_path, {"export.json": json.dumps(export)})
    assert db.execute("select context, date from records").fetchall() == [("Jinzo (updated: 2005-01-09)", "2005-01-09")]


def test_a_wiki_pages_table_is_read_as_a_table(tmp_path):
    """A wiki page's source whose only markup is its headings and a "{| … |}" table is still a
    wiki page: each row a record in its columns under the heading, no markup in any text."""
    page = ("== Morphing Jar ==\n{| class=\"wikitable\"\n! Case !! Ruling\n|-\n"
            "| Morphing Jar is flipped face-up || Both players discard their hands and draw 5 cards.\n|}\n")
    db = ingested(tmp_path, {"jar.wiki": page})
    rows = db.execute("select kind, context, text from records").fetchall()
    assert len(rows) == 1 and rows[0][0] == "row" and rows[0][1].startswith("Morphing Jar")
    assert "{|" not in rows[0][2] and "Both players discard their hands and draw 5 cards." in rows[0][2]


def test_a_notebooks_text_cells_are_read_and_its_code_is_not(tmp_path):
    """A Jupyter notebook: its Markdown cells are the document (headings, lists); its code cells
    and what they printed are not; one with no text cell is a clear error."""
    notebook = {"cells": [
        {"cell_type": "markdown", "source": ["## Mystic Tomato\n", "\n", "- Mystic Tomato's effect activates only when "
                                             "it is destroyed by battle.\n"]},
        {"cell_type": "code", "source": ["print('Mystic Tomato cannot be Tributed')"],
         "outputs": [{"text": ["Mystic Tomato cannot be Tributed\n"]}]}], "nbformat": 4}
    db = ingested(tmp_path, {"notes.ipynb": json.dumps(notebook)})
    assert db.execute("select context, text from records").fetchall() == [
        ("Mystic Tomato", "Mystic Tomato's effect activates only when it is destroyed by battle.")]


RSS = """<?xml version="1.0"?><rss version="2.0"><channel><title>Floor rulings</title>
<item><title>Waboku</title><link>https://example.org/1</link><pubDate>Thu, 10 Mar 2005 09:00:00 +0000</pubDate>
<description><![CDATA[<p>Waboku makes the Battle Damage you take that turn 0.</p>]]></description></item>
<item><title>Sakuretsu Armor</title><pubDate>Fri, 11 Mar 2005 09:00:00 +0000</pubDate>
<description>Sakuretsu Armor destroys the attacking monster.</description></item></channel></rss>"""
ATOM = """<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Regras</title>
<updated>2005-05-01T00:00:00Z</updated><entry><title>Waboku</title><id>urn:uuid:0b5e</id>
<updated>2005-04-20T10:00:00Z</updated><author><name>Rita</name></author>
<content type="html">&lt;p&gt;Waboku impede que seus monstros sejam destruídos em batalha naquele turno.&lt;/p&gt;</content>
</entry></feed>"""


def test_a_news_feeds_posts_are_dated_by_their_own_times(tmp_path):
    """An RSS feed's items and an Atom feed's entries: each post a ruling under its title, dated
    by its own time ("pubDate" written as e-mails write it, an entry's "updated"), an entry's
    author its source; the feed's channel is no topic and an entry's HTML content is its text."""
    db = ingested(tmp_path, {"feed.xml": RSS, "atom.xml": ATOM})
    rows = db.execute("select document, context, text, date, author from records order by document, start").fetchall()
    assert [(d, t, when) for d, _, t, when, _ in rows] == [
        ("atom.xml", "Waboku impede que seus monstros sejam destruídos em batalha naquele turno.", "2005-04-20"),
        ("feed.xml", "Waboku makes the Battle Damage you take that turn 0.", "2005-03-10"),
        ("feed.xml", "Sakuretsu Armor destroys the attacking monster.", "2005-03-11")]
    assert rows[0][4] == "Rita" and not any("channel" in c or "Mar 2005" in c for _, c, *_ in rows)


def test_a_mailing_lists_archive_is_read_message_by_message(tmp_path):
    """An .mbox archive: each message read as an e-mail file is (its own date), the archive's
    "From " lines and the headers no ruling; a message with no text is left out."""
    archive = ("From ana@example.org Wed Jun 01 10:00:00 2005\nFrom: Ana <ana@example.org>\n"
               "Subject: Jinzo\nDate: Wed, 01 Jun 2005 10:00:00 +0000\n\n"
               "Trap Cards cannot be activated while Jinzo is face-up on the field.\n\n"
               "From rui@example.org Thu Jun 02 11:00:00 2005\nFrom: Rui <rui@example.org>\n"
               "Subject: Re: Jinzo\nDate: Thu, 02 Jun 2005 11:00:00 +0000\n\n\n"
               "From ana@example.org Fri Jun 03 12:00:00 2005\nFrom: Ana <ana@example.org>\n"
               "Subject: Re: Jinzo\nDate: Fri, 03 Jun 2005 12:00:00 +0000\n\n"
               "Jinzo also negates the effects of face-up Trap Cards already on the field.\n")
    db = ingested(tmp_path, {"list.mbox": archive})
    rows = db.execute("select text, date from records order by start").fetchall()
    assert rows == [("Trap Cards cannot be activated while Jinzo is face-up on the field.", "2005-06-01"),
                    ("Jinzo also negates the effects of face-up Trap Cards already on the field.", "2005-06-03")]


def test_a_check_or_a_cross_answers_a_question(tmp_path):
    """A chart answering each question with a check or a cross: a check is a yes, a cross a no,
    to what the question asks (can I → allowed or forbidden)."""
    chart = ("| Question | Answer |\n|---|---|\n| Can Mirror Force be activated on a direct attack? | ✔ |\n"
             "| Can Book of Moon target a face-down monster? | ✗ |\n")
    db = ingested(tmp_path, {"chart.md": chart})
    assert db.execute("select kind, label from records order by start").fetchall() == [("qa", "allowed"), ("qa", "forbidden")]


BLOG = """<html><body><article><h1>Ruling of the week: Magic Cylinder</h1>
<p>Magic Cylinder negates the attack and inflicts damage to the attacking player equal to the attacker's ATK.</p>
</article><section id="comments"><h2>Comments</h2><ol>
<li><div class="author">bia_duels says:</div><p>Can Magic Cylinder be activated when the attacker has 0 ATK?</p></li>
<li><div class="author">rex says:</div><p>I think Magic Cylinder destroys the attacking monster too.</p></li>
<li><div class="author">rex says:</div><p>Acho que também dá pra usar na fase principal.</p></li>
<li><div class="author">Lia says:</div><p>@bia_duels Yes, it can be activated; it simply inflicts 0 damage.</p></li>
</ol></section></body></html>"""


def test_a_comment_threads_reply_answers_the_question_it_names_and_guesses_are_no_rulings(tmp_path):
    """A blog post's comments: a reply naming the one who asked ("@bia_duels Yes, …") is the
    answer to that question (one Q&A), however many comments stand between them; a guess of
    one's own ("I think …", "Acho que …") is no ruling, as a claim reported of another is not."""
    db = ingested(tmp_path, {"post.html": BLOG})
    rows = db.execute("select kind, label, situation, verdict from records order by start").fetchall()
    assert [r[0] for r in rows] == ["prose", "qa"]
    kind, label, asked, said = rows[1]
    assert asked == "Can Magic Cylinder be activated when the attacker has 0 ATK?" and label == "allowed"
    assert said.startswith("Yes, it can be activated") and "@" not in said


def test_a_json_rulings_source_object_dates_it_and_numbered_keys_pair_questions_with_answers(tmp_path):
    """A ruling whose source is an object of its own ({"source": {"name": …, "date": …}}) is dated
    by that date and shows that source, each ruling its own; an object numbering its questions and
    answers in its keys ("q1" / "a1", "pergunta2" / "resposta2") holds one Q&A a number."""
    export = {"cards": [{"name": "Magic Cylinder", "rulings": [
        {"text": "Magic Cylinder negates the attack.", "source": {"name": "Konami FAQ", "date": "2004-05-02"}},
        {"text": "Magic Cylinder inflicts damage equal to the attacker's ATK.", "source": {"name": "UDE", "date": "2004-06-09"}}]}]}
    faq = {"faq": {"pergunta2": "Magic Cylinder pode ser ativado num ataque direto?",
                   "resposta2": "Sim, em qualquer declaração de ataque do oponente.",
                   "q1": "Does Magic Cylinder destroy the attacker?", "a1": "No, it only negates the attack."}}
    db = ingested(tmp_path, {"cards.json": json.dumps(export), "faq.json": json.dumps(faq)})
    cards = db.execute("select context, date from records where document = 'cards.json' order by start").fetchall()
    assert [d for _, d in cards] == ["2004-05-02", "2004-06-09"] and "UDE" in cards[1][0]
    qas = db.execute("select kind, situation from records where document = 'faq.json' order by start").fetchall()
    assert qas == [("qa", "Does Magic Cylinder destroy the attacker?"),
                   ("qa", "Magic Cylinder pode ser ativado num ataque direto?")]


@pytest.mark.parametrize("name, sheet", [
    ("log.csv", "Type,Text,Date\nQ,Can Waboku be activated during the Damage Step?,2005-02-01\n"
                "A,\"Yes, it is a Normal Trap and can be activated then.\",2005-02-02\n"),
    ("log.md", "| Tipo | Texto | Data |\n|---|---|---|\n| Pergunta | Posso ativar Waboku na Damage Step? | 2005-02-01 |\n"
               "| Resposta | Sim, é uma Armadilha Normal e pode ser ativada então. | 2005-02-02 |\n"),
])
def test_a_sheet_of_questions_and_answers_by_turns_pairs_them(tmp_path, name, sheet):
    """A sheet whose rows are a question, then its answer, a column marking which ("Q" / "A",
    "Pergunta" / "Resposta"): one Q&A dated by the answer's row, the question never a ruling."""
    db = ingested(tmp_path, {name: sheet})
    rows = db.execute("select kind, label, date from records").fetchall()
    assert rows == [("qa", "allowed", "2005-02-02")]


def test_an_emails_sign_off_is_a_few_words_never_a_short_line_that_rules(tmp_path):
    """A reply's sign-off ("Best regards,") and what follows it are no ruling; a short line
    opening with such a word that says something ("Best of all, …") is the reply's own."""
    mail = ("From: Ana <ana@example.org>\nSubject: Jar of Greed\nDate: Mon, 06 Jun 2005 10:00:00 +0000\n\n"
            "Jar of Greed can be chained to Heavy Storm.\n\nBest of all, it draws.\n\nBest regards,\nAna\n")
    db = ingested(tmp_path, {"reply.eml": mail})
    text = " ".join(t for (t,) in db.execute("select text from records order by start"))
    assert "it draws" in text and "regards" not in text
