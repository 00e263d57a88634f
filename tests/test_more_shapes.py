"""Documents of shapes met later: a Rich Text file, an e-book, a forum thread from an API whose
opening post tells more after its question. Each read into its rulings, never its markup; one
that is not what its name says is a one-line error, and the folder's other documents are read."""
from __future__ import annotations

import json
import zipfile

import pytest

from .conftest import ingested, run_judge

RTF = ("{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0 Arial;}}{\\info{\\title Notas do juiz \\'e0 mesa}}\n"
       "\\pard\\b Q:\\b0  Can Waboku be chained to Ring of Destruction?\\par\n"
       "\\b A:\\b0  Yes. Waboku stops the battle damage only, so both players still take the damage of the Ring.\\par\n"
       "\\pard Remember that Waboku is a Normal Trap: it must be Set a turn before it is activated.\\par\n}")


def test_a_rich_text_file_is_read_paragraph_by_paragraph_under_its_title(tmp_path):
    """An .rtf: its control words and font table are no text, its title (in its information
    group, an escaped letter in it) titles the document, and each of its paragraphs is one — an
    answer ends where its paragraph does, so the next paragraph is no part of it."""
    db = ingested(tmp_path, {"notes.rtf": RTF})
    assert db.execute("select title from documents").fetchone()[0] == "Notas do juiz à mesa"
    rows = db.execute("select kind, label, text from records order by start").fetchall()
    qa = [text for kind, _, text in rows if kind == "qa"]
    assert len(qa) == 1 and "both players still take the damage of the Ring" in qa[0]
    assert "Normal Trap" not in qa[0]
    assert any("it must be Set a turn before it is activated" in text and label == "required"
               for _, label, text in rows)
    assert not any("\\" in text or "fonttbl" in text or "Arial" in text for _, _, text in rows)


def _epub(path, chapters: dict[str, str], spine: list[str], title: str = "Judge Handbook") -> None:
    """An e-book written for a test: its chapters ({file name: body}) read in `spine`'s order."""
    manifest = "".join(f'<item id="{n}" href="text/{n}" media-type="application/xhtml+xml"/>' for n in chapters)
    refs = "".join(f'<itemref idref="{n}"/>' for n in spine)
    with zipfile.ZipFile(path, "w") as book:
        book.writestr("mimetype", "application/epub+zip")
        book.writestr("META-INF/container.xml",
                      '<?xml version="1.0"?><container xmlns="urn:oasis:names:tc:opendocument:xmlns:container" '
                      'version="1.0"><rootfiles><rootfile full-path="book/package.opf" '
                      'media-type="application/oebps-package+xml"/></rootfiles></container>')
        book.writestr("book/package.opf",
                      '<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0">'
                      '<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">'
                      f"<dc:title>{title}</dc:title></metadata><manifest>{manifest}</manifest>"
                      f"<spine>{refs}</spine></package>")
        for name, body in chapters.items():
            book.writestr(f"book/text/{name}", '<?xml version="1.0" encoding="utf-8"?>'
                          '<html xmlns="http://www.w3.org/1999/xhtml"><head><title>x</title></head>'
                          f"<body>{body}</body></html>")


def test_an_ebook_is_read_chapter_by_chapter_in_its_spines_order(tmp_path):
    """An .epub: its chapters are read in the order its spine gives (not the manifest's), each
    under its own heading, the book titled by its metadata; its markup is no text."""
    docs = tmp_path / "docs"
    docs.mkdir()
    _epub(docs / "handbook.epub", {
        "b.xhtml": "<h1>Battle</h1><p>A monster in Defense Position cannot attack.</p>",
        "a.xhtml": "<h1>Summons</h1><ul><li>You can Normal Summon or Set only once per turn.</li></ul>"},
        spine=["a.xhtml", "b.xhtml"])
    proc = run_judge("ingest", str(docs), "--db", str(tmp_path / "r.db"))
    assert proc.returncode == 0, proc.stderr
    from judge import store
    db = store.open_db(tmp_path / "r.db")
    assert db.execute("select title from documents").fetchone()[0] == "Judge Handbook"
    rows = db.execute("select context, label, text from records order by start").fetchall()
    assert [(c, label) for c, label, _ in rows] == [("Summons", "allowed"), ("Battle", "forbidden")]
    assert not any("<" in text or "xhtml" in text for _, _, text in rows)


def test_an_ebook_or_rich_text_that_is_not_one_is_a_clear_error(tmp_path):
    """A broken .epub (no zip, or a package naming a chapter it lacks) and an .rtf that is no
    Rich Text are each refused in one line naming them; the folder's other documents are read."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "broken.epub").write_bytes(b"PK\x03\x04 not really a zip")
    with zipfile.ZipFile(docs / "missing.epub", "w") as book:  # a package naming a chapter the zip lacks
        book.writestr("META-INF/container.xml",
                      '<container><rootfiles><rootfile full-path="p.opf"/></rootfiles></container>')
        book.writestr("p.opf", '<package><manifest><item id="a" href="gone.xhtml"/></manifest>'
                               '<spine><itemref idref="a"/></spine></package>')
    (docs / "plain.rtf").write_text("Jinzo negates Trap Cards.", encoding="utf-8")
    (docs / "ok.md").write_text("# Jinzo\n\n- Trap Cards cannot be activated while Jinzo is face-up.\n", encoding="utf-8")
    proc = run_judge("ingest", str(docs), "--db", str(tmp_path / "r.db"))
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert "broken.epub: not a readable EPUB book" in proc.stderr
    assert "missing.epub: not a readable EPUB book" in proc.stderr
    assert "plain.rtf: not an RTF document" in proc.stderr and "1 documents" in proc.stdout


def _post(title: str, text: str, replies: list[dict]) -> dict:
    return {"kind": "t3", "data": {"title": title, "selftext": text, "author": "asker",
                                   "replies": {"kind": "Listing", "data": {"children": replies}}}}


def _reply(body: str) -> dict:
    return {"kind": "t1", "data": {"body": body, "author": "judge", "replies": ""}}


def test_a_threads_opening_post_telling_more_after_its_question_is_answered_by_its_first_reply(tmp_path):
    """A titled post whose question is followed by a few words telling more ("My friend says it
    has to …") asks all the same: its first reply answers it, and the reply's "No." answers the
    question's "can I", not the duty the told words name. A chat's untitled message so written
    ("…? idk") asks nothing, and its next message stays a ruling of its own."""
    thread = [_post("Mystic Tomato question",
                    "Can I use Mystic Tomato's effect to Special Summon a monster face-down? "
                    "My friend says it has to be in Attack Position.",
                    [_reply("No. Mystic Tomato Special Summons the monster in face-up Attack Position.")])]
    chat = {"messages": [{"author": "a", "content": "jinzo stops trap monsters too? idk"},
                         {"author": "b", "content": "Embodiment of Apophis cannot be activated while Jinzo is face-up."}]}
    db = ingested(tmp_path, {"thread.json": json.dumps(thread), "chat.json": json.dumps(chat)})
    qa = db.execute("select label, text from records where kind = 'qa'").fetchall()
    assert len(qa) == 1 and qa[0][0] == "forbidden"
    assert "My friend says" in qa[0][1] and "face-up Attack Position" in qa[0][1]
    assert db.execute("select label from records where text like 'Embodiment of Apophis cannot%'").fetchone() == ("forbidden",)


MHTML = ("From: <Saved by Blink>\nSnapshot-Content-Location: https://example.org/faq\n"
         "Subject: =?utf-8?Q?Perguntas_=E2=80=93_Correntes?=\nDate: Mon, 06 Dec 2026 10:00:00 -0000\n"
         "MIME-Version: 1.0\nContent-Type: multipart/related; type=\"text/html\"; boundary=\"--B--\"\n\n"
         "----B--\nContent-Type: text/html\nContent-Transfer-Encoding: quoted-printable\n\n"
         "<html><head><title>x</title><style>p {{ color: red }}</style></head><body><h2>Magic Jammer</h2>"
         "<p>Voc=C3=AA n=C3=A3o pode encadear Trap Hole a Magic Jammer.</p></body></html>\n"
         "----B--\nContent-Type: text/css\n\nbody {{ font-family: serif }}\n----B----\n")


def test_a_page_saved_as_one_file_is_read_as_its_page_undated(tmp_path):
    """An .mhtml (a browser's "Save as single file"): its page's HTML, decoded, is read as any
    page is, under the archive's subject as its title; the archive's date is when it was saved,
    so the rulings are not dated by it; its style sheets are no text. One holding no page is a
    one-line error."""
    db = ingested(tmp_path, {"faq.mhtml": MHTML.replace("{{", "{").replace("}}", "}"),
                             "empty.mht": "Subject: nothing\nContent-Type: text/css\n\nbody { color: red }\n"})
    assert db.execute("select title from documents").fetchall() == [("Perguntas – Correntes",)]
    assert db.execute("select context, label, date, text from records").fetchall() == [
        ("Magic Jammer", "forbidden", "", "Você não pode encadear Trap Hole a Magic Jammer.")]
    proc = run_judge("ingest", str(tmp_path / "docs"), "--db", str(tmp_path / "r2.db"))
    assert proc.returncode == 1 and "empty.mht: the web archive holds no page with text" in proc.stderr


IRSSI = ("--- Log opened Sat Mar 13 20:00:03 2004\n"
         "20:01 -!- rui [~rui@host] has joined #rulings\n"
         "20:02 < rui> can Jinzo be Tributed for a Tribute Summon the turn it is Special Summoned?\n"
         "20:02 * lia looks it up\n"
         "20:03 <@lia> Yes. Jinzo can be Tributed the turn it is Special Summoned.\n"
         "--- Day changed Sun Mar 14 2004\n"
         "09:10 < rui> does Waboku stop the effect damage of Ring of Destruction?\n"
         "09:11 <@lia> No, Waboku only stops battle damage.\n")
WEECHAT = ("2005-06-13 18:00:01\t-->\tana (~ana@host) has joined #judges\n"
           "2005-06-13 18:00:30\tana\tcan Scapegoat be activated in the Damage Step?\n"
           "2005-06-13 18:01:02\t@bia\tNo. Scapegoat cannot be activated during the Damage Step.\n"
           "2005-06-13 18:01:40\t *\tana thanks bia\n")


def test_an_irc_log_is_read_as_a_chat_dated_by_its_days(tmp_path):
    """An IRC client's log (irssi's, a .log; WeeChat's, its fields apart by tabs): a question and
    the message answering it are one Q&A by the answerer, dated by the day the log's "Log opened"
    or "Day changed" line, or the line itself, gives; joins, actions and the log's own lines are
    no one's words."""
    db = ingested(tmp_path, {"rulings.log": IRSSI, "judges.txt": WEECHAT})
    rows = db.execute("select document, label, date, author, text from records order by document, start").fetchall()
    assert [(d, label, date, who) for d, label, date, who, _ in rows] == [
        ("judges.txt", "forbidden", "2005-06-13", "bia"),
        ("rulings.log", "allowed", "2004-03-13", "lia"), ("rulings.log", "outcome", "2004-03-14", "lia")]
    assert rows[1][4].startswith("can Jinzo be Tributed") and "Jinzo can be Tributed the turn" in rows[1][4]
    assert not any(mark in text for *_, text in rows for mark in ("<@lia>", "-!-", "looks it up", "thanks bia", "-->"))


@pytest.mark.parametrize("stamp", ["[{}]", "{}", "({}) -"])
def test_a_talks_transcript_pairs_each_question_with_the_answer_spoken_after_it(tmp_path, stamp):
    """A podcast's or a stream's transcript, each line a time in the talk, who speaks and the words:
    read as a chat is, a question and the answer after it one Q&A by whoever answered; the
    transcript's title line and the host's greetings are no ruling."""
    lines = [("00:00:05", "Rafael", "Bem-vindos a mais um episódio da mesa de juízes."),
             ("00:01:12", "Rafael", "A primeira: posso ativar Call of the Haunted no mesmo turno em que eu setei?"),
             ("00:01:20", "Juliana", "Não pode. Toda Trap precisa esperar o próximo turno depois de ser setada."),
             ("01:02:45", "Rafael", "E o Sinister Serpent descartado volta pra mão?"),
             ("01:02:58", "Juliana", "Volta sim, na sua Standby Phase.")]
    text = "Mesa de Juízes — episódio 12\n\n" + "".join(f"{stamp.format(t)} {who}: {words}\n" for t, who, words in lines)
    db = ingested(tmp_path, {"episodio.txt": text})
    rows = db.execute("select kind, author, text from records order by start").fetchall()
    assert [(kind, who) for kind, who, _ in rows] == [("qa", "Juliana"), ("qa", "Juliana")]
    assert rows[0][2].startswith("A primeira: posso ativar") and "Não pode." in rows[0][2]
    assert not any(mark in t for *_, t in rows for mark in ("00:0", "Rafael:", "Bem-vindos"))


def _group(author: str, when: str, *contents: str, reply: str = "") -> str:
    """A group of DiscordChatExporter's page: one author and time over its messages."""
    preview = (f'<div class="chatlog__reply"><span class="chatlog__reply-author">x</span>'
               f'<span class="chatlog__reply-content">{reply}</span></div>') if reply else ""
    messages = "".join(f'<div class="chatlog__message-container"><div class="chatlog__message">'
                       f'<div class="chatlog__content chatlog__markdown"><span class="chatlog__markdown-preserve">'
                       f"{c}</span></div></div></div>" for c in contents)
    return (f'<div class="chatlog__message-group">{preview}<div class="chatlog__header">'
            f'<span class="chatlog__author" title="{author}#0001">{author}</span> '
            f'<span class="chatlog__timestamp" title="{when}"><a href="#">13-Jun-05</a></span></div>{messages}'
            f'<div class="chatlog__embed"><div class="chatlog__embed-title">Card database</div></div></div>')


def test_a_chat_exported_as_a_page_is_read_as_its_messages(tmp_path):
    """DiscordChatExporter's HTML: each message its author's (a group shows its author once over
    several), dated by its time's tooltip; a question and the message answering it are one Q&A; a
    reply's preview of the message it answers, an embed and the page's preamble are no one's words."""
    page = ("<html><head><title>Judges Hub - rulings</title></head><body>"
            '<div class="preamble"><div class="preamble__entry">Judges Hub</div></div><div class="chatlog">'
            + _group("ana", "Monday, June 13, 2005 2:02 PM", "can Dust Tornado be activated in the End Phase?")
            + _group("bia", "Monday, June 13, 2005 2:03 PM", "Yes. It is a Normal Trap, so it can be activated in either End Phase.",
                     "It cannot be activated while Jinzo is face-up, though.", reply="can Dust Tornado be activated")
            + '</div><div class="postamble">Exported 3 message(s)</div></body></html>')
    db = ingested(tmp_path, {"rulings.html": page})
    rows = db.execute("select kind, label, date, author, text from records order by start").fetchall()
    assert [(k, label, d, who) for k, label, d, who, _ in rows] == [
        ("qa", "allowed", "2005-06-13", "bia"), ("prose", "forbidden", "2005-06-13", "bia")]
    assert rows[0][4].startswith("can Dust Tornado be activated in the End Phase?")
    assert not any(w in text for *_, text in rows for w in ("Card database", "Exported", "Judges Hub", "#0001"))


def _answer(body: str, votes: int, who: str = "", accepted: bool = False) -> str:
    user = f'<div class="user-details"><a href="/users/9">{who}</a><span class="reputation-score">3,141</span></div>' if who else ""
    return (f'<div class="answer{" accepted-answer" if accepted else ""}"><div class="votecell">'
            f'<div class="js-vote-count">{votes}</div></div><div class="answercell">'
            f'<div class="s-prose js-post-body"><p>{body}</p></div>{user}</div></div>')


def test_a_qa_sites_question_page_is_its_question_and_answers(tmp_path):
    """A Stack Exchange question's page saved from the browser: the question's words with each
    answer one Q&A by that answer's author, the accepted one first and one voted below zero none;
    vote counts, tags, comments and the page's chrome are no text, and the asker is no answer's
    author."""
    page = ('<html><head><title>Can Sangan be Tributed? - Board &amp; Card Games Stack Exchange</title></head><body>'
            '<header><a href="/">Board &amp; Card Games</a></header>'
            '<div id="question-header"><h1><a class="question-hyperlink">Can Sangan search if it is Tributed?</a></h1></div>'
            '<div class="question js-question"><div class="votecell"><div class="js-vote-count">7</div></div>'
            '<div class="postcell"><div class="s-prose js-post-body"><p>I Tributed Sangan for a Tribute Summon. '
            'Can I still add a monster to my hand?</p></div><div class="post-taglist"><a class="post-tag">yugioh</a></div>'
            '<div class="user-details"><a href="/users/1">asker_ana</a></div></div>'
            '<ul class="comments-list"><li><span class="comment-copy">Which format?</span></li></ul></div>'
            '<div id="answers"><h2>3 Answers</h2>'
            + _answer("Yes, because Sangan is sent from the field to the Graveyard.", 5, "rui")
            + _answer("Yes. Tributing Sangan sends it to the Graveyard, so you can add a monster with 1500 or less ATK.",
                      2, "bia", accepted=True)
            + _answer("I think you cannot, because Tributing is a cost.", -4, "guess")
            + "</div><footer>Site design / logo © 2026</footer></body></html>")
    db = ingested(tmp_path, {"sangan.html": page})
    rows = db.execute("select kind, label, author, text from records order by start").fetchall()
    assert [(k, label, who) for k, label, who, _ in rows] == [("qa", "allowed", "bia"), ("qa", "allowed", "rui")]
    assert all(text.startswith("I Tributed Sangan for a Tribute Summon. Can I still add") for *_, text in rows)
    assert not any(w in text for *_, text in rows for w in ("Which format", "yugioh", "Tributing is a cost", "3,141"))


def test_text_once_read_as_latin1_is_repaired_and_sound_text_kept(tmp_path):
    """A social network's JSON export writes its UTF-8 as Latin-1 escapes ("sÃ³ pode", "Itâ€™s"):
    its records read as written ("só pode" then restricts, as it says); a sound Portuguese text
    with accents, dashes and curly quotes is kept exactly as it is."""
    garbled = "Uma Armadilha Normal só pode ser ativada no turno seguinte ao que foi baixada.".encode("utf-8").decode("latin-1")
    sound = "# Regras\n\n- Você não pode ativar “Trap Hole” — nem “Sakuretsu Armor” — no turno em que a baixou.\n"
    db = ingested(tmp_path, {"grupo.json": json.dumps([{"timestamp": 1118674800, "data": [{"post": garbled}]}]),
                             "regras.md": sound})
    rows = dict(db.execute("select document, text from records").fetchall())
    assert rows["grupo.json"] == "Uma Armadilha Normal só pode ser ativada no turno seguinte ao que foi baixada."
    assert rows["regras.md"] == "Você não pode ativar “Trap Hole” — nem “Sakuretsu Armor” — no turno em que a baixou."
