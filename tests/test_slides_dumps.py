"""A judge seminar's slide deck (.pptx) and a rulings site's database dump (.sql): read as the
text and the rows the readers know (ingest/slides.py, ingest/sqldump.py)."""
from __future__ import annotations

from pathlib import Path

import pytest

from judge.ingest.read import read_document
from judge.ingest.sqldump import dump_tables
from judge.model import JudgeError

from .conftest import run_judge


def _records(db_path):
    from judge import store

    db = store.open_db(db_path)
    return db.execute("select r.document, r.kind, r.context, r.text, r.date, r.label from records r "
                      "order by r.document, r.start").fetchall()


def _deck(path: Path) -> None:
    from pptx import Presentation
    from pptx.util import Inches

    deck = Presentation()
    first = deck.slides.add_slide(deck.slide_layouts[0])
    first.shapes.title.text = "Floor rulings refresher"
    first.placeholders[1].text = "Store judges, spring"
    slide = deck.slides.add_slide(deck.slide_layouts[1])
    slide.shapes.title.text = "Chaining to a Summon"
    frame = slide.placeholders[1].text_frame
    frame.text = "Only Counter Traps can be chained to a Summon."
    for level, words in ((1, "Solemn Judgment"), (1, "Horn of Heaven")):
        para = frame.add_paragraph()
        para.text, para.level = words, level
    slide.notes_slide.notes_text_frame.text = "Bottomless Trap Hole cannot be activated in response to a Summon."
    box = slide.shapes.add_textbox(Inches(1), Inches(6), Inches(6), Inches(1))
    box.text_frame.text = "Torrential Tribute is activated after the Summon succeeds."
    table = deck.slides.add_slide(deck.slide_layouts[5])
    table.shapes.title.text = "Quick answers"
    grid = table.shapes.add_table(2, 2, Inches(1), Inches(2), Inches(6), Inches(1)).table
    for (r, c), words in {(0, 0): "Question", (0, 1): "Answer", (1, 0): "Can Sangan search when banished?",
                          (1, 1): "No, Sangan must be sent to the Graveyard."}.items():
        grid.cell(r, c).text = words
    group = table.shapes.add_group_shape()  # a text box grouped with others
    group.shapes.add_textbox(Inches(1), Inches(4), Inches(6), Inches(1)).text_frame.text = (
        "Skill Drain negates the effects of face-up monsters on the field.")
    deck.save(path)


def test_a_slide_deck_is_read_slide_by_slide(tmp_path):
    """Each slide's title heads its bullets, a bullet a level down is an item under the one above,
    a text box is a paragraph of the slide (one in a group of shapes too), the speaker's notes are
    rulings of the slide, a table of question and answer columns a Q&A; the first slide's title is
    the deck's."""
    docs = tmp_path / "docs"
    docs.mkdir()
    _deck(docs / "refresher.pptx")
    doc = read_document(docs / "refresher.pptx")
    assert doc.title == "Floor rulings refresher"
    proc = run_judge("ingest", str(docs), "--db", str(tmp_path / "r.db"))
    assert proc.returncode == 0, proc.stderr
    rows = _records(tmp_path / "r.db")
    by_text = {text.split("\n")[0]: (kind, context, label) for _, kind, context, text, _, label in rows}
    assert by_text["Only Counter Traps can be chained to a Summon."][1:] == ("Chaining to a Summon", "forbidden")
    noted = by_text["Bottomless Trap Hole cannot be activated in response to a Summon."]
    assert noted[1] == "Chaining to a Summon" and noted[2] == "forbidden"
    assert by_text["Torrential Tribute is activated after the Summon succeeds."][1] == "Chaining to a Summon"
    assert any(kind == "qa" and "Sangan must be sent" in text and context.startswith("Quick answers")
               for _, kind, context, text, _, _ in rows)
    assert by_text["Skill Drain negates the effects of face-up monsters on the field."][1] == "Quick answers"


def test_a_deck_that_is_no_deck_is_refused_in_one_line_and_the_others_are_read(tmp_path):
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "broken.pptx").write_bytes(b"PK\x03\x04 not really a deck")
    (docs / "notes.md").write_text("# Jinzo\n\n- While Jinzo is face-up, Trap Cards cannot be activated.\n", encoding="utf-8")
    proc = run_judge("ingest", str(docs), "--db", str(tmp_path / "r.db"))
    assert proc.returncode == 1 and "Traceback" not in proc.stderr  # a document skipped, as for any unreadable one
    assert "broken.pptx: not a readable slide deck" in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
    assert [text for *_, text, _, _ in _records(tmp_path / "r.db")] == [
        "While Jinzo is face-up, Trap Cards cannot be activated."]


MYSQL = """-- MySQL dump 10.13
/*!40101 SET NAMES utf8 */;
DROP TABLE IF EXISTS `card`;
CREATE TABLE `card` (
  `id` int(11) NOT NULL auto_increment,
  `name` varchar(120) NOT NULL,
  PRIMARY KEY  (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8;
INSERT INTO `card` VALUES (7,'Sinister Serpent'),(9,'Card Destruction');
CREATE TABLE `member` (`id` int(11), `login` varchar(40), `mail` varchar(80));
INSERT INTO `member` VALUES (1,'kaiba_fan','k@example.org');
CREATE TABLE `faq` (
  `id` int(11) NOT NULL,
  `card_id` int(11) NOT NULL,
  `question` text,
  `answer` text,
  `topic_id` int(11) default NULL,
  KEY `card_id` (`card_id`),
  CONSTRAINT `fk` FOREIGN KEY (`card_id`) REFERENCES `card` (`id`)
) ENGINE=InnoDB;
INSERT INTO `faq` (`id`, `card_id`, `question`, `answer`, `topic_id`) VALUES
 (1,7,'Can Sinister Serpent return if it\\'s discarded by Card Destruction?','Yes, it returns to your hand in your next Standby Phase; it was sent to the Graveyard.',3),
 (2,9,NULL,'Card Destruction makes each player draw as many cards as they discarded.',3);
"""


def test_a_mysql_dump_gives_its_rulings_rows_naming_their_cards(tmp_path):
    """A row names its card by the card table's name, not its id; a table of names only (the
    cards, the members) is no table of rulings; an escaped quote is a quote; NULL is no text;
    a row's own id and an id of a table the dump does not hold are no words of the ruling."""
    tables = dump_tables(MYSQL, "site.sql")
    assert [name for name, _ in tables] == ["faq"]
    header, *rows = tables[0][1]
    assert header == ["card", "question", "answer"]
    assert rows[0][:2] == ["Sinister Serpent", "Can Sinister Serpent return if it's discarded by Card Destruction?"]
    assert rows[1][:2] == ["Card Destruction", ""]
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "site.sql").write_text(MYSQL, encoding="utf-8")
    assert read_document(docs / "site.sql").title == "site"  # the first row's card is no title
    proc = run_judge("ingest", str(docs), "--db", str(tmp_path / "r.db"))
    assert proc.returncode == 0, proc.stderr
    rows = _records(tmp_path / "r.db")
    assert [(kind, context.split(" (")[0].split(" >")[0]) for _, kind, context, *_ in rows] == [
        ("qa", "Sinister Serpent"), ("prose", "Card Destruction")]
    assert not any("kaiba_fan" in text or "k@example" in text for *_, text, _, _ in rows)


def test_sqlite_and_postgres_dumps_are_read_as_mysql_ones_are():
    """SQLite's `.dump` (no column list in its INSERTs: its CREATE TABLE names them; a doubled
    quote), pg_dump's COPY block (tab-separated, \\N for NULL, the table named with its schema)."""
    sqlite = ("CREATE TABLE regras (id INTEGER PRIMARY KEY, carta TEXT, resposta TEXT);\n"
              "INSERT INTO regras VALUES(1,'Jinzo','Enquanto Jinzo estiver virado para cima, nenhuma Trap pode ser ativada (nem a ''Magic Cylinder'').');\n")
    (name, (header, row)), = dump_tables(sqlite, "f.sql")
    assert (name, header, row[0]) == ("regras", ["carta", "resposta"], "Jinzo")
    assert "nem a 'Magic Cylinder'" in row[1]
    postgres = ("COPY public.rulings (id, card, ruling, source) FROM stdin;\n"
                "1\tSangan\tSangan must be sent from the field to the Graveyard to search.\t\\N\n"
                "\\.\n")
    (name, (header, row)), = dump_tables(postgres, "p.sql")
    assert (name, header) == ("rulings", ["card", "ruling", "source"])
    assert row == ["Sangan", "Sangan must be sent from the field to the Graveyard to search.", ""]


@pytest.mark.parametrize("text", [
    "CREATE TABLE users (id int, login text);\nINSERT INTO users VALUES (1,'admin');\n",  # no sentences
    "-- an empty dump\n",
    "INSERT INTO notes VALUES ('unterminated",
])
def test_a_dump_with_no_rulings_is_a_one_line_error(text):
    with pytest.raises(JudgeError, match="no table of rulings"):
        dump_tables(text, "x.sql")


def test_a_table_of_rulings_is_titled_by_its_file_not_its_first_row(tmp_path):
    """A CSV log's first row is its first ruling: its card and its day are neither the
    document's title nor its date (each row keeps its own day)."""
    path = tmp_path / "floor-log.csv"
    path.write_text("Card,Question,Answer,Date\n"
                    "Mirror Force,Can it be activated on a direct attack?,\"Yes, on any attack declaration.\",2005-03-02\n"
                    "Sangan,Does it search when banished?,\"No, it must be sent to the Graveyard.\",2005-04-11\n",
                    encoding="utf-8")
    doc = read_document(path)
    assert (doc.title, doc.date) == ("floor log", "")
    assert "## Mirror Force" in doc.text and "2005-03-02" in doc.text


ODP_NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
          'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
          'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
          'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" '
          'xmlns:officeooo="http://openoffice.org/2009/office"')


def test_an_impress_presentation_is_read_as_a_powerpoint_deck_is(tmp_path):
    """An .odp: each page's title frame heads its outline's items and the text of its other shapes
    (a shape in a group too; a reviewer's comment is none), the notes page's text is under the slide
    too; the first page's title is the deck's."""
    import zipfile

    def page(title: str, items: list[str], notes: str = "", shapes: str = "") -> str:
        listed = "".join(f"<text:list-item><text:p>{i}</text:p></text:list-item>" for i in items)
        noted = (f'<presentation:notes><draw:frame presentation:class="notes"><draw:text-box><text:p>{notes}'
                 f'</text:p></draw:text-box></draw:frame></presentation:notes>') if notes else ""
        return (f'<draw:page draw:name="p"><draw:frame presentation:class="title"><draw:text-box><text:p>{title}'
                f'</text:p></draw:text-box></draw:frame><draw:frame presentation:class="outline"><draw:text-box>'
                f'<text:list>{listed}</text:list></draw:text-box></draw:frame>{shapes}{noted}</draw:page>')

    grouped = ('<draw:g><draw:custom-shape><text:p>Heavy Storm destrói as cartas viradas para baixo também.</text:p>'
               '</draw:custom-shape></draw:g><officeooo:annotation><text:p>revisar este slide</text:p></officeooo:annotation>')
    body = page("Regras de Corrente", []) + page("Respostas rápidas", [
        "Sakuretsu Armor não pode ser ativada na Damage Step.",
        "Mirror Force pode ser ativada contra um ataque direto."], notes="Book of Moon pode ser encadeado a Mirror Force.",
        shapes=grouped)
    docs = tmp_path / "docs"
    docs.mkdir()
    with zipfile.ZipFile(docs / "palestra.odp", "w") as pack:
        pack.writestr("mimetype", "application/vnd.oasis.opendocument.presentation")
        pack.writestr("content.xml", f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {ODP_NS}>'
                                     f'<office:body><office:presentation>{body}</office:presentation></office:body>'
                                     f'</office:document-content>')
    assert read_document(docs / "palestra.odp").title == "Regras de Corrente"
    proc = run_judge("ingest", str(docs), "--db", str(tmp_path / "r.db"))
    assert proc.returncode == 0, proc.stderr
    rows = [(kind, context, text, label) for _, kind, context, text, _, label in _records(tmp_path / "r.db")]
    assert rows == [
        ("bullet", "Respostas rápidas", "Sakuretsu Armor não pode ser ativada na Damage Step.", "forbidden"),
        ("bullet", "Respostas rápidas", "Mirror Force pode ser ativada contra um ataque direto.", "allowed"),
        ("prose", "Respostas rápidas", "Heavy Storm destrói as cartas viradas para baixo também.", "outcome"),
        ("prose", "Respostas rápidas", "Book of Moon pode ser encadeado a Mirror Force.", "allowed")]


def test_an_insert_naming_its_columns_in_another_order_is_read_in_the_table_s():
    """INSERT INTO t (ruling, card) VALUES …: each value under its own column, whatever the order
    of the CREATE TABLE; a column the CREATE TABLE lacks is added."""
    dump = ("CREATE TABLE rulings (id INTEGER, card TEXT, ruling TEXT);\n"
            "INSERT INTO rulings (ruling, card, id) VALUES ('Trap Cards cannot be activated while it is face-up on the field.', "
            "'Jinzo', 1);\n"
            "INSERT INTO rulings (card, ruling, source) VALUES ('Sangan', 'Its effect activates when it is sent from the field "
            "to the Graveyard.', 'netrep');\n")
    (_, (header, *rows)), = dump_tables(dump, "o.sql")
    assert header == ["card", "ruling", "source"]
    assert rows == [["Jinzo", "Trap Cards cannot be activated while it is face-up on the field.", ""],
                    ["Sangan", "Its effect activates when it is sent from the field to the Graveyard.", "netrep"]]
