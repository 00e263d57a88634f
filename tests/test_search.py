"""Search and ask: question sets, hostile input, JSON shapes, the command line."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import yaml

from judge import store
from judge.pool import import_pool
from judge.ingest import ingest
from judge.model import DEFAULT_DB, JudgeError, fold
from judge.qa import ask
from judge.query import understand
from judge.text import fts_expression, stem
from judge.search import search

from .conftest import ingested, run_judge

DATA = Path(__file__).parent / "data"


def score(db, resolver, questions: list[dict]) -> tuple[float, float, list[str]]:
    """hit@1, hit@3 and the misses, scored like ../shared/tools/eval_questions.py."""
    hit1 = hit3 = 0
    misses = []
    for q in questions:
        results = ask(db, q["q"], resolver, 5)["results"]
        found = [i for i, r in enumerate(results[:3]) if any(fold(p) in fold(r["text"]) for p in q["expect_any"])]
        if found:
            hit3 += 1
            hit1 += found[0] == 0
            if q.get("label") and results[found[0]]["label"] != q["label"]:
                misses.append(f"label {results[found[0]]['label']} for {q['q']!r}")
        else:
            misses.append(f"miss {q['q']!r}")
    n = len(questions)
    return hit1 / n, hit3 / n, misses


@pytest.fixture(scope="module")
def shipped():
    db = store.open_db(DEFAULT_DB)
    return db, store.load_resolver(db)


def test_own_questions(shipped, capsys):
    questions = yaml.safe_load((DATA / "questions.yaml").read_text(encoding="utf-8"))
    assert len(questions) >= 40
    h1, h3, misses = score(*shipped, questions)
    with capsys.disabled():
        print(f"\nown questions ({len(questions)}): hit@1 {h1:.0%}, hit@3 {h3:.0%}")
    assert h3 >= 0.95 and h1 >= 0.80, "\n".join(misses)
    assert not [m for m in misses if m.startswith("label")]


@pytest.mark.parametrize("name, hit3, hit1", [
    # written against 043ecdb, its misses then read for their classes
    ("seeds_fresh.yaml", 0.83, 0.70),
    # a second draw, written after that session's ranking changes, fitted on nothing: 22/30, as at its start
    ("seeds_fresh2.yaml", 0.83, 0.70),
    # a third (seed 20261208), written before the changes of its session: 19/30 then, its misses
    # read after (21/30, hit@3 27)
    ("seeds_fresh3.yaml", 0.86, 0.66),
])
def test_questions_drawn_from_the_seeds(shipped, capsys, name, hit3, hit1):
    """Questions written as the shared set's are, from passages drawn at random from the seeds,
    over the shipped database."""
    questions = yaml.safe_load((DATA / name).read_text(encoding="utf-8"))
    assert len(questions) >= 30
    h1, h3, misses = score(*shipped, questions)
    with capsys.disabled():
        print(f"\n{name} ({len(questions)}): hit@1 {h1:.0%}, hit@3 {h3:.0%}")
    assert h3 >= hit3 and h1 >= hit1, "\n".join(misses)


@pytest.mark.parametrize("folder, questions_file, least_hit1, least_hit3", [
    # documents in shapes the project had not seen (a forum thread, text out of PDFs, a chat
    # export, a wiki page, exports in JSON, tables, front matter)
    ("shapes_more", "shapes_more_questions.yaml", 0.85, 0.95),
    # a third round (a change log dated by its headings, forum threads and a chat copied as text,
    # "Q - / A -" marks, scenarios and their ruling line, quoted official answers, a JSON export
    # nested three levels, …): the session that met them scored hit@1 28/33 on them before its
    # changes and 32/33 after
    ("shapes_third", "shapes_third_questions.yaml", 0.90, 0.95),
    # a fourth (key-value records, callouts, XML, CSV and JSON FAQs, Office and Google Docs HTML,
    # PDF bullet glyphs, a policy guide whose page breaks cut a sentence, "Resposta do juiz:"):
    # 27/29 after the session that met them
    ("shapes_fourth", "shapes_fourth_questions.yaml", 0.85, 0.95),
    # a fifth (a Windows-1252 file, a UTF-16 one, JSON-LD FAQ markup in a page, a PDF's words cut
    # by hyphens, card names in capitals, YAML, answers after an arrow, a numbered thread,
    # footnotes, an errata log): 18/18 before and after the session that met them, labels 15 → 18
    ("shapes_fifth", "shapes_fifth_questions.yaml", 0.85, 0.95),
    # a sixth (reStructuredText, tables drawn with box characters and as an ASCII grid, a "1- "
    # list, a spreadsheet's title row, reference links, an escaped bar in a table): 13/16 after
    # the session that met them, its misses answers' (a ruling on Sangan's search found for
    # "do I get to search", Scapegoat's floor question for "already summoned"), not shapes'
    ("shapes_sixth", "shapes_sixth_questions.yaml", 0.75, 0.95),
    # a seventh (a forum thread laid out in nested tables, two e-mails of a rulings list in one
    # text, a numbered Q&A, an XML export): 11/15 after the session that met them, hit@3 14; its
    # misses answers': a sentence leaning on the one before ("If your Deck has no such monster, …")
    # holds none of the question's words but "deck", and "witch" alone names no card in a library
    # of two rulings on it
    ("shapes_seventh", "shapes_seventh_questions.yaml", 0.70, 0.90),
    # an eighth (WhatsApp's text export, Telegram's and Slack's JSON, a wiki page's source, BBCode,
    # a PDF's running headers without page numbers, a page's table of question and answer columns,
    # a log of card sections under day headings): 14/16 with the code before the session that met
    # them, 16/16 after (its last miss a sentence leaning on the one before, "They can be Tributed …")
    ("shapes_eighth", "shapes_eighth_questions.yaml", 0.85, 0.95),
    # a ninth (a flash-card deck, a JSON list of question and answer pairs, a sheet published as a
    # page, a rulings page titled by its card alone, an emoji-marked summary, unmarked questions
    # answered on the next line, lists inside table cells): 8/12, hit@3 9, labels 6/10 with the code
    # before the session that met them; 12/12, 12, 10/10 after
    ("shapes_ninth", "shapes_ninth_questions.yaml", 0.90, 0.95),
    # a tenth (a Notion export's toggles, Obsidian callouts titled by a question, a judge's log of
    # questions and rulings as a spreadsheet, JSON and a table): 9/10 with the code before the
    # session that met them, which stored the callouts' and the JSON log's answers without their
    # questions and the other logs' rows whole; 10/10 after
    ("shapes_tenth", "shapes_tenth_questions.yaml", 0.90, 0.95),
    # an eleventh (Org-mode notes, an AsciiDoc guide, a video's subtitles, an e-mail file in
    # quoted-printable Portuguese answering the question it quotes below, a social network's archive
    # saved as a script): 0/10 with the code before the session that met them, which read none of
    # these types (7/10 with the files renamed .txt); 9/10, hit@3 10 after (its miss two rulings
    # on one card, each the other's case: "if the monster is destroyed" and "if the Trap leaves")
    ("shapes_eleventh", "shapes_eleventh_questions.yaml", 0.80, 0.95),
    # a twelfth (Word documents: a judge's notes with styled headings, bullet and numbered lists and
    # a table of questions and answers; a Portuguese list of "Pergunta:" / "Resposta:" paragraphs):
    # 0/6 with the code before the session that met them, which read no .docx; 6/6 after
    ("shapes_twelfth", "shapes_twelfth_questions.yaml", 0.80, 0.95),
    # a thirteenth (a block editor's page saved as JSON, a JSON:API export, Markdown's underlined
    # headings, a wiki page's table in its source, a forum thread quoting the question each post
    # answers, a Jupyter notebook): 7/8, hit@3 7 with the code before the session that met them
    # (the notebook unread, the wiki table and the blocks read as markup and ids); 8/8 after
    ("shapes_thirteenth", "shapes_thirteenth_questions.yaml", 0.85, 0.95),
    # a fourteenth (a rulings list's archive as an mbox, "Q -" / "A -" marks, a chart answering
    # with a check or a cross, headings numbered "### 1. Card", list items holding a question and
    # its answer in bold marks): 7/10, hit@3 8, labels 6/10 with the code before the session that
    # met them (the mbox unread, the chart's checks and crosses no yes or no); 9/10, 10, 10/10 after
    ("shapes_fourteenth", "shapes_fourteenth_questions.yaml", 0.85, 0.95),
    # a fifteenth (a Reddit thread as its API gives it, the post telling more after its question, an
    # RTF file, an e-book, a page saved as .mhtml, an IRC log, DiscordChatExporter's page, a Stack
    # Exchange question's page, a Facebook group's export with its UTF-8 written as Latin-1, an
    # .xls workbook, a definition list, <details> toggles): 8/20, hit@3 10, labels 10/18 with the
    # code before the session that met them (the RTF, the e-book, the saved page, the log and the
    # .xls unread, the post's question unpaired, the chat page's questions lost, a vote count read as
    # an answer, "prÃ³prio"); 19/20, 20, 18/18 after
    ("shapes_fifteenth", "shapes_fifteenth_questions.yaml", 0.85, 0.95),
    # a sixteenth, met on real web pages copied as text (a set's rulings naming each card by its set
    # code over its points, cards at the margin with their rulings indented under them, a wiki page's
    # site lines, a dialogue written with dashes, a forum post's header and a chain's steps under
    # bullets read in another code page, a judge list's answers saying no yes or no): 9/14, hit@3 10,
    # labels 8/14 with the code before the session that met them; 13/14, 14, 14/14 after
    ("shapes_sixteenth", "shapes_sixteenth_questions.yaml", 0.85, 0.95),
    # a seventeenth, met in real documents (a rules site's sections as HTML, footnote marks it
    # numbers later, a table's first cell naming its row, an example folded under a <summary>; its
    # interactions as nested JSON, "(1)" and "(2)" for the cards; an old Portuguese rules page, its
    # list glued into one line with ".-", numbered with superscripts, a dot for a blank line; a
    # guild's rules with labels joined to their words by dots; an article's questions standing as
    # paragraphs over their answers): 14/20, hit@3 19, labels 14/20 with the code before the session
    # that met them; 15/20, 20, 15/20 after
    ("shapes_seventeenth", "shapes_seventeenth_questions.yaml", 0.7, 0.95),
    # an eighteenth, met in real documents (a fan's floor chart marked with ✔️ / ✘ / ✗ and tables
    # answering with ✅ / ❌ cells, one column per format; a judge's research note with its table of
    # sources, bold labels closed by a full stop and rulings quoted after the words naming their
    # source; a forum guide's table of contents and its numbered sections that ask; a Portuguese
    # sheet of ✔ / ✘ lines, a subject's relative clause holding a clause of time; a "card vs card"
    # page's verdict as a term, a FAQ answering after a dash, a ruling struck out): 19/25, hit@3 21,
    # labels 5/25 with the code before the session that met them; 21/25, 24, 24/25 after
    ("shapes_eighteenth", "shapes_eighteenth_questions.yaml", 0.8, 0.9),
    # a nineteenth, written in shapes met in real documents (a card database's export whose envelope,
    # {"meta": {"format": …, "exported": …}}, says the format and a day that is no ruling's; a forum
    # thread whose asker tells their play before the question, a reply quoting the post above; a
    # Portuguese judge's article; a tournament's numbered floor rules): 13/16, hit@3 16, labels 13/14
    # with the code before the session that met them (the export's day on every undated ruling, its
    # format on none, the asker's play a ruling); 15/16, 16, 13/14 after
    ("shapes_nineteenth", "shapes_nineteenth_questions.yaml", 0.85, 0.95),
    # a twentieth: a form's responses exported as a sheet ("Sua pergunta", "Resposta do juiz"), a GraphQL
    # reply, a wiki talk page with signed replies, a chart marking verdicts with icons: 13/14, hit@3 14, labels
    # 9/13 with the code before the session that met them; 14/14, 14, 13/13 after
    ("shapes_twentieth", "shapes_twentieth_questions.yaml", 0.85, 0.95),
    # a twenty-first: a list of bold "P:"/"R:" pairs, a tournament's rules out of a PDF (page headers,
    # a word broken across lines), a chat bot's JSON Lines log answering by reply: 8/8, labels 4/4 as met
    ("shapes_twentyfirst", "shapes_twentyfirst_questions.yaml", 0.85, 0.95),
    # a twenty-second: a judge desk's RSS feed (answers HTML-escaped or in CDATA, dated by pubDate), a LaTeX
    # source of judge notes, a podcast's transcript ("[00:01:12] Rafael: …"): 1/9, hit@3 3, labels 1/7 with
    # the code before the session that met them (the feed and the LaTeX unread, the transcript's answers
    # split from their questions); 8/9, 8, 7/7 after
    ("shapes_twentysecond", "shapes_twentysecond_questions.yaml", 0.85, 0.85),
    # a twenty-third: a judge seminar's slide deck (its rulings in bullets, a text box and the speaker's notes, a short
    # item nested under a sentence), a rulings site's MySQL dump naming each ruling's card by its id in another table,
    # a Portuguese forum's SQLite dump: 0/10 with the code before the session that met them (.pptx and .sql unread)
    ("shapes_twentythird", "shapes_twentythird_questions.yaml", 0.85, 0.95),
    # a twenty-fourth: a judge exam's practice items out of a PDF (a stem, lettered choices, "Answer: c" under them; a
    # true-or-false item), a Portuguese "simulado" keyed by "Gabarito:", a quiz page (<ol type="a">, the key at its end),
    # "Myth:" / "Fact:" pages in English and Portuguese: 4/17, hit@3 12, labels 11/17 with the code before the session
    # that met them (every choice a ruling of its own, the wrong ones too; each myth a ruling, "You can chain …" first
    # for "can I chain …?"); 17/17, 17, 17/17 after (labels 16/17 until cards of a restriction's group asked with others
    # left its case open)
    ("shapes_twentyfourth", "shapes_twentyfourth_questions.yaml", 0.85, 0.95),
    # a twenty-fifth: a judge's flowchart for chains (each step a question with a YES and a NO way on) in English and
    # Portuguese, tables setting Goat Format beside today's rules (Markdown, HTML, Portuguese), corrections whose old
    # rulings are struck through: 9/15, hit@3 12, labels 5/12 with the code before the session that met them (a way's
    # "NO" read as its verdict's, each era table row one record in Goat's format); 10/15, 14, 9/12 after (the rest: other
    # documents' same rulings first, the NO way asked in the question's own words ranked under the YES)
    ("shapes_twentyfifth", "shapes_twentyfifth_questions.yaml", 0.6, 0.9),
])
def test_questions_over_documents_of_new_shapes(tmp_path_factory, capsys, folder, questions_file, least_hit1,
                                                least_hit3):
    """The shipped sources plus documents in shapes the project had not seen: the questions on
    them are found as the shipped sources' are."""
    path = tmp_path_factory.mktemp(folder) / "s.db"
    ingest([Path(DEFAULT_DB).parent / "sources", DATA / folder], path)
    db = store.open_db(path)
    questions = yaml.safe_load((DATA / questions_file).read_text(encoding="utf-8"))
    h1, h3, misses = score(db, store.load_resolver(db), questions)
    with capsys.disabled():
        print(f"\nquestions over {folder} ({len(questions)}): hit@1 {h1:.0%}, hit@3 {h3:.0%}")
    assert h3 >= least_hit3 and h1 >= least_hit1, "\n".join(misses)


@pytest.fixture(scope="module")
def goat_db(shared, tmp_path_factory):
    """The goat corpus ingested, with the shared card pool imported (as a user would)."""
    db = tmp_path_factory.mktemp("goat") / "goat.db"
    ingest([shared / "corpus" / "goat"], db)
    import_pool(db, shared / "data" / "cards.csv")
    return db


@pytest.mark.parametrize("name, least, hit3, hit1", [
    # our own questions on the Goat corpus
    ("goat_questions.yaml", 20, 0.90, 0.75),
    # written from records drawn at random (the file's head says how), in other words than the
    # passage's: what a judge meets, not what we tuned
    ("goat_fresh.yaml", 70, 0.88, 0.72),
    # a second draw of the same kind (seed 20261202, mostly the Edison-era rulings the corpus
    # holds most of), in floor English and Brazilian Portuguese
    ("goat_fresh2.yaml", 45, 0.88, 0.75),
    # a third (seed 20261203), drawn after the ranking changes of its session were made: how they
    # hold on questions they were not made on
    ("goat_fresh3.yaml", 50, 0.88, 0.80),
    # a fourth (seed 20261204) drawn per document, not per record: the Goat card-ruling files,
    # the mechanics chapters and the Q&As weigh as much as the Edison export, as in the shared set
    ("goat_fresh4.yaml", 40, 0.82, 0.64),
    # a fifth, drawn the same way (seed 20261205) after the changes its misses led to were made
    ("goat_fresh5.yaml", 40, 0.86, 0.70),
    # a sixth (seed 20261207), drawn and written before any change of its session; and a seventh
    # (seed 20261208), after them: neither is fitted on; both draw from the seeds too, which this
    # library of the corpus alone does not hold (7 and 5 questions)
    ("goat_fresh6.yaml", 50, 0.86, 0.75),
    ("goat_fresh7.yaml", 36, 0.85, 0.80),
    # an eighth (seed 20261209), drawn and written at the start of a session, before any change:
    # four of its questions ask the seeds
    ("goat_fresh8.yaml", 35, 0.75, 0.57),
    # a ninth (seed 20261203), written at the start of a session, before its ranking changes, and a
    # tenth (seed 20261204) at its end, after them: two questions of each ask the seeds
    ("goat_fresh9.yaml", 36, 0.78, 0.64),
    ("goat_fresh10.yaml", 36, 0.82, 0.74),
    # two written as the shared set is, a play told at length (seeds 20261205, 20261206): the first
    # before a session's ranking changes, the second at its end; the seeds' Portuguese questions
    # (6 and 3) are not in this library of the corpus alone
    ("goat_fresh11.yaml", 36, 0.81, 0.63),
    ("goat_fresh12.yaml", 36, 0.73, 0.58),
    # a thirteenth told at length (seed 20261207), written at a session's start before its changes;
    # a fourteenth in the shared set's mix of shapes (seed 20261203), written after a session's only
    # ranking change: neither fitted on. Seven of the fourteenth's ask the seeds, which this
    # library of the corpus alone does not hold
    ("goat_fresh13.yaml", 21, 0.90, 0.71),
    ("goat_fresh14.yaml", 30, 0.66, 0.56),
    # a fifteenth in the same mix (seed 20261204), written at a session's start before its changes
    # and fitted on nothing; seven of its questions ask the seeds (24/31 at rank 1 here, 25 with them)
    ("goat_fresh15.yaml", 31, 0.80, 0.70),
    # a nineteenth (seed 20261207), written at a session's start before its changes (23/30 then,
    # over the library with the seeds); its misses read after
    ("goat_fresh19.yaml", 30, 0.90, 0.73),
    # a twentieth (seed 20261209), written at that session's end after its changes, fitted on
    # nothing: 23/29 at rank 1, hit@3 25, as with its start's code
    ("goat_fresh20.yaml", 29, 0.83, 0.75),
    # a twenty-first (seed 20261210), written after the confidence change of its session, fitted
    # on nothing: 24/28 at rank 1 over this library (23/28 with the seeds), as with its start's code
    ("goat_fresh21.yaml", 28, 0.92, 0.82),
    # a twenty-second (seed 20261222), written at a session's start before any change it could
    # measure: 31/35 at rank 1 then over this library (30/35 with the seeds), hit@3 35
    ("goat_fresh22.yaml", 35, 0.97, 0.85),
    # a twenty-third (seed 20261223), written at the end of that session after its changes,
    # fitted on nothing: 22/28 at rank 1, hit@3 25 (the same with its start's code)
    ("goat_fresh23.yaml", 28, 0.85, 0.75),
])
def test_goat_question_sets(goat_db, capsys, name, least, hit3, hit1):
    questions = yaml.safe_load((DATA / name).read_text(encoding="utf-8"))
    assert len(questions) >= least
    db = store.open_db(goat_db)
    h1, h3, misses = score(db, store.load_resolver(db), questions)
    with capsys.disabled():
        print(f"\n{name} ({len(questions)}): hit@1 {h1:.0%}, hit@3 {h3:.0%}")
    assert h3 >= hit3 and h1 >= hit1, "\n".join(misses)


def test_results_are_in_the_order_of_their_chance(goat_db):
    """A ruling shown once for several records (a sentence and the passage holding it, two
    clauses of one sentence) holds all their chances, and comes where they put it: every
    question of our Goat sets lists its results by chance."""
    db = store.open_db(goat_db)
    resolver = store.load_resolver(db)
    out_of_order = []
    for name in ("goat_questions.yaml", "goat_fresh.yaml", "goat_fresh2.yaml", "goat_fresh3.yaml",
                 "goat_fresh4.yaml", "goat_fresh5.yaml", "goat_fresh6.yaml", "goat_fresh7.yaml"):
        for question in yaml.safe_load((DATA / name).read_text(encoding="utf-8")):
            chances = [r["probability"] for r in ask(db, question["q"], resolver, 5)["results"]]
            if chances != sorted(chances, reverse=True):
                out_of_order.append((question["q"], chances))
    assert not out_of_order, out_of_order[:3]


def test_questions_the_library_does_not_answer_get_no_verdict(goat_db, capsys):
    """Questions of our own on later cards, Link and Pendulum, tournament policy
    (tests/data/goat_unanswerable.yaml): the right answer is "no ruling found"."""
    questions = yaml.safe_load((DATA / "goat_unanswerable.yaml").read_text(encoding="utf-8"))
    assert len(questions) >= 30
    db = store.open_db(goat_db)
    resolver = store.load_resolver(db)
    answered = [q["q"] for q in questions if ask(db, q["q"], resolver, 5)["answer"] is not None]
    with capsys.disabled():
        print(f"\nquestions the Goat corpus does not answer ({len(questions)}): "
              f"{len(questions) - len(answered)} get no verdict")
    assert len(answered) <= 0.2 * len(questions), "\n".join(answered)


def test_dev_questions_cards_and_labels(shared, shipped):
    db, resolver = shipped
    questions = yaml.safe_load((shared / "eval" / "dev-questions.yaml").read_text(encoding="utf-8"))
    h1, h3, misses = score(db, resolver, questions)
    assert h3 >= 15 / 16, misses
    for q in questions:
        if q.get("cards"):
            got = {c["name"] for c in ask(db, q["q"], resolver)["cards"]}
            assert set(q["cards"]) <= got, q["q"]


def test_cross_language(shipped):
    db, resolver = shipped
    en = ask(db, "Can a Fusion monster ever be in a player's hand?", resolver)
    assert any(r["lang"] == "pt" for r in en["results"][:3])
    pt = ask(db, "a Rivalidade dos Senhores da Guerra deixa eu tributar um dos meus dois monstros?", resolver)
    assert pt["cards"][0]["name"] == "Rivalry of Warlords"
    assert pt["results"][0]["lang"] == "en"


@pytest.mark.parametrize("word, relative", [
    # a game verb and the noun its rulings write are one idea, in either language
    ("fuse", "fusion"), ("fused", "fusão"), ("fundir", "fusion"), ("destruição", "destroy"),
])
def test_a_game_verb_finds_the_noun_rulings_write(shipped, word, relative):
    from judge.query import translations

    db, _ = shipped
    assert fold(relative) in translations(db, [fold(word)])[fold(word)]


@pytest.mark.parametrize("question, skipped, related", [
    # Brazilian contractions and asking words are not searched; the words around them find
    # their English rulings
    ("o monstro ainda volta pro dono no fim do turno?", {"pro"}, {"ainda": "still", "dono": "owner"}),
    ("quantas vezes posso trazer outro monstro pra mão?", {"quantas", "pra"}, {"trazer": "bring", "outro": "another"}),
    # everyday verbs and amounts of the floor: took, changed, shuffled, gained, half
    ("peguei o monstro dele e troquei a posição, ganho o dobro?", {"dele"}, {"peguei": "take", "ganho": "gain"}),
    ("ele embaralha o deck e mostra a carta, perde metade?", set(), {"embaralha": "shuffle", "mostra": "show",
                                                                      "metade": "half"}),
])
def test_brazilian_floor_words(shipped, question, skipped, related):
    from judge.query import translations

    db, resolver = shipped
    q = understand(db, question, resolver)
    searched = {family[0] for family in q.stems}
    assert not {stem(w) for w in skipped} & searched
    assert {stem(w) for w in related} <= searched
    found = translations(db, list(related))
    assert all(en in found[pt] for pt, en in related.items())


@pytest.mark.parametrize("text, corrected, mechanic", [
    ("side dek between games", {"dek": "deck"}, "side-deck"),
    ("toon atack direct", {"atack": "attack"}, "toon"),
    ("can a token be tributed", {}, "token"),  # words the records hold are never "corrected"
    ("token returned to the hand through a creature's effect", {}, "token"),  # nor everyday words
])
def test_a_word_no_record_holds_is_read_as_the_closest_one(shipped, text, corrected, mechanic):
    q = understand(shipped[0], text, shipped[1])
    assert q.corrected == corrected
    assert mechanic in q.mechanics


@pytest.mark.parametrize("text, mechanic, named", [
    ("what is the penalty for a marked sleeve at competitive level?", "level", False),
    ("is the level of play at a regional higher?", "level", False),
    ("can I tribute a level 5 monster with one tribute?", "level", True),
    ("can I play cards from the newest set?", "set", False),
    ("can I set a trap card and activate it the same turn?", "set", True),
    ("qual a punição por deck marcado no nível competitivo?", "level", False),
    ("posso invocar um monstro de nível 5 com um tributo?", "level", True),
    # the game's verbs for its mechanics, as players type them
    ("can I fuse two monsters from my hand?", "fusion-summon", True),
    ("my lvl 7 monster needs how many tributes?", "level", True),
])
def test_a_game_terms_word_in_another_sense_names_no_mechanic(shipped, text, mechanic, named):
    """A tournament's or a product's sense of a game word ("competitive level", "the newest set")
    names no mechanic; the game's sense ("a level 5 monster", "set a trap") does."""
    assert (mechanic in understand(shipped[0], text, shipped[1]).mechanics) == named


@pytest.mark.parametrize("text, named", [
    # turned face-down is no Flip Effect; flipped face-up, or flipped alone, is
    ("a monster with an equip spell gets flipped face-down by a trap, is the equip destroyed?", False),
    ("my monster got flipped back down, does its boost stay?", False),
    ("meu monstro foi flipado para baixo, o que acontece?", False),
    ("morphing jar is flipped, does its effect activate?", True),
    ("when my monster is flipped face-up, does its effect activate?", True),
])
def test_a_monster_flipped_face_down_names_no_flip_effect(shipped, text, named):
    """"flipped face-down" changes a monster's position: the verb names the Flip Effect mechanic
    only when it does not turn the monster down."""
    assert ("flip-effect" in understand(shipped[0], text, shipped[1]).mechanics) == named


@pytest.mark.parametrize("text, mechanic, named", [
    ("can I chain a trap during the damage step?", "life-points", False),
    ("posso encadear uma armadilha na etapa de dano?", "life-points", False),
    ("how much damage do I take in the damage step?", "life-points", True),  # asked outside the term too
    ("if I skip my draw phase, does my opponent's effect still resolve?", "deck-out", False),
    ("I cannot draw in my draw phase, do I lose?", "deck-out", True),
    ("can I flip summon a monster the turn it was set?", "flip-effect", False),
    ("can my opponent chain to a continuous trap card?", "trap-card", True),  # a kind of Trap Card
])
def test_a_term_inside_a_longer_term_that_hides_it_is_not_asked(shipped, text, mechanic, named):
    """As at ingest: a term inside a longer one of a mechanic that `hides` it names no mechanic."""
    assert (mechanic in understand(shipped[0], text, shipped[1]).mechanics) == named


def test_accents_do_not_matter(shipped):
    db, resolver = shipped
    a = [r["id"] for r in ask(db, "invocação por tributo com monstros de nível 5", resolver)["results"]]
    b = [r["id"] for r in ask(db, "invocacao por tributo com monstros de nivel 5", resolver)["results"]]
    assert a == b and a


def test_answer_shape_and_why(shipped):
    db, resolver = shipped
    out = ask(db, "rivaly of warlords tribute jinzo", resolver)
    assert out["cards"][0] == {"name": "Jinzo", "matched": "jinzo", "score": 100.0} or \
        {c["name"] for c in out["cards"]} == {"Jinzo", "Rivalry of Warlords"}
    assert set(out["answer"]) >= {"label", "summary", "record", "checked"}
    assert out["answer"]["label"] == "forbidden"
    top = out["results"][0]
    assert set(top) >= {"id", "text", "situation", "verdict", "label", "lang", "cards", "mechanics",
                        "source", "check", "score", "why"}
    assert set(top["source"]) >= {"document", "title", "start", "end"}
    assert top["why"]["cards"]


def test_disagreement_is_shown(shipped):
    db, resolver = shipped
    out = ask(db, "onde devem estar os materiais de fusão?", resolver)
    d = out["answer"].get("disagreement")
    assert d and "graveyard" in d["reason"]
    ids = {r["id"] for r in out["results"]}
    assert out["answer"]["record"] in ids and d["record"] in ids


def test_filters(shipped):
    db, resolver = shipped
    out = search(db, "monster", resolver, 20, lang="pt", label="forbidden")
    assert out["results"] and all(r["lang"] == "pt" and r["label"] == "forbidden" for r in out["results"])
    out = search(db, "summon", resolver, 20, cards=["rivaly of warlords"])
    assert out["results"] and all("Rivalry of Warlords" in r["cards"] for r in out["results"])
    out = search(db, "summon", resolver, 20, mechanics=["tribute-summon"])
    assert out["results"] and all("tribute-summon" in r["mechanics"] for r in out["results"])
    with pytest.raises(JudgeError):
        search(db, "x", resolver, mechanics=["no-such-mechanic"])
    with pytest.raises(JudgeError):
        search(db, "x", resolver, cards=["zzzzqqqq"])


def test_fts_expression_quotes_everything():
    assert fts_expression(["dragon", "spellcasters"]) == '"dragon" OR "spellcaster"*'
    assert fts_expression(["a\"b", "AND("]) == ""
    assert stem("ativadas") == "ativad"


HOSTILE = ['" AND( * - NOT', "blue-eyes", "don't", "x" * 20_000, "🐉🔥 dragão", "", "   ", "a\x00b",
           "NEAR(a b)", "col:rivalry", "^start", "'; drop table records; --", "\\", "*", "(((("]


@pytest.mark.parametrize("text", HOSTILE, ids=range(len(HOSTILE)))
def test_hostile_queries_library(shipped, text):
    db, resolver = shipped
    if not any(ch.isalnum() for ch in text):  # no words at all: a bad input, said as such
        with pytest.raises(JudgeError, match="no words"):
            ask(db, text, resolver)
    else:
        out = ask(db, text, resolver)
        assert isinstance(out["results"], list)
    understand(db, text, resolver)


@pytest.mark.parametrize("text", ['" AND( * - NOT', "x" * 20_000, "🐉", "", "a\x01b\x7f"], ids=range(5))
def test_hostile_queries_cli(text):
    for command in ("search", "ask"):
        proc = run_judge(command, text, "--json")
        assert proc.returncode in (0, 1, 2), proc.stderr
        assert "Traceback" not in proc.stderr
        if proc.returncode in (0, 1) and proc.stdout.strip():
            json.loads(proc.stdout)


def test_ask_batch_json(tmp_path):
    qfile = tmp_path / "q.txt"
    qfile.write_text("toons must be attacked first?\n\nposso usar um monstro de ritual da mão como tributo\n"
                     "zzzz qqqq\n", encoding="utf-8")
    proc = run_judge("ask", "--json", "--batch", str(qfile))
    assert proc.returncode == 0, proc.stderr
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [x["query"] for x in lines] == ["toons must be attacked first?",
                                           "posso usar um monstro de ritual da mão como tributo", "zzzz qqqq"]
    assert lines[0]["answer"]["label"] == "required" and lines[2]["results"] == []


def test_batch_with_nul_is_bad_input(tmp_path):
    qfile = tmp_path / "q.txt"
    qfile.write_bytes(b"replay?\x00\n")
    proc = run_judge("ask", "--batch", str(qfile))
    assert proc.returncode == 2 and "Traceback" not in proc.stderr


def test_ask_text_output_is_verdict_first():
    proc = run_judge("ask", "can I tribute one of my two Spellcasters for Jinzo under Rivalry of Warlords?")
    assert proc.returncode == 0
    first = proc.stdout.splitlines()[0]
    assert first.startswith("FORBIDDEN") and "\x1b[" not in proc.stdout
    assert all(len(line) <= 100 for line in proc.stdout.splitlines())


def test_search_nothing_found_exits_1():
    proc = run_judge("search", "qqqqzzzz")
    assert proc.returncode == 1 and "nothing found" in proc.stderr


def test_bad_options_exit_2(tmp_path):
    assert run_judge("search", "x", "--limit", "0").returncode == 2
    assert run_judge("search", "x", "--label", "maybe").returncode == 2
    assert run_judge("ask").returncode == 2
    assert run_judge("ask", "--batch", str(tmp_path / "missing.txt")).returncode == 2
    assert run_judge("search", "x", "--db", str(tmp_path / "none.db")).returncode == 2
    garbage = tmp_path / "garbage.db"
    garbage.write_bytes(b"not a database at all" * 100)
    proc = run_judge("search", "x", "--db", str(garbage))
    assert proc.returncode == 2 and "not a judge database" in proc.stderr


def test_mechanics_command():
    proc = run_judge("mechanics", "--json")
    data = json.loads(proc.stdout)["mechanics"]
    ids = {m["id"]: m for m in data}
    assert {"tribute-summon", "replay", "toon", "side-deck", "deck-out"} <= set(ids)
    assert ids["replay"]["records"] >= 5 and ids["tribute-summon"]["name_pt"]


def test_env_database(tmp_path):
    db = tmp_path / "env.db"
    shutil.copy(DEFAULT_DB, db)
    proc = run_judge("search", "replay", "--json", env={"JUDGE_DB": str(db)})
    assert proc.returncode == 0 and json.loads(proc.stdout)["results"]


def test_a_word_of_the_other_language_is_not_a_typo(goat_db):
    """The goat corpus is English: "monstro" and "especial" are in no record, but they are
    words of the bilingual lists, not misspellings of "monster" and "especially"."""
    db = store.open_db(goat_db)
    q = understand(db, "invocação especial de monstro de fusão", store.load_resolver(db))
    assert q.corrected == {}
    assert {"special-summon", "fusion-summon"} <= set(q.mechanics)


@pytest.mark.parametrize("text, turn", [
    ("can I activate it the same turn I Set it?", True),
    ("during my opponent's turns", True),
    ("it is turned face-down by Book of Moon", False),  # the verb "turn" is no game turn
    ("after turning a monster face-up", False),
])
def test_a_noun_mechanic_is_not_its_verb(text, turn):
    from judge.query import mentioned_mechanics

    db = store.open_db(DEFAULT_DB)
    assert ("turn" in mentioned_mechanics(db, fold(text))) is turn


@pytest.mark.parametrize("text, mechanic", [
    # a Portuguese verb finds its mechanic in whatever form the asker writes it
    ("eu encadeei uma armadilha", "chain"),
    ("ele descartou duas cartas", "hand"),
    ("equipei o monstro dele", "equip-spell"),
    ("paguei 800 pontos", "cost"),
    ("baniram meu cemitério inteiro", "banish"),
    ("ele declarou um ataque direto", "battle-step"),
])
def test_a_portuguese_verb_finds_its_mechanic_in_any_form(text, mechanic):
    from judge.query import mentioned_mechanics

    db = store.open_db(DEFAULT_DB)
    assert mechanic in mentioned_mechanics(db, fold(text))


@pytest.mark.parametrize("text", [
    "o fundo do deck",  # the bottom of the Deck is no form of "fundir"
    "as setas do monstro Link",  # nor are Link Arrows one of "setar"
])
def test_a_word_that_only_looks_like_a_verb_form_is_no_mechanic(text):
    from judge.query import mentioned_mechanics

    db = store.open_db(DEFAULT_DB)
    assert not {"fusion-summon", "set"} & set(mentioned_mechanics(db, fold(text)))


def test_a_portuguese_ruling_is_tagged_by_its_verbs_forms(tmp_path):
    db = ingested(tmp_path, {"regras.md": "# Regras\n\n- Se o oponente encadeou uma armadilha, você ainda paga o custo.\n"
                   "- Quem descartou a carta escolhe outra.\n"})
    rows = db.execute(
        "select r.text, m.mechanic from records r join record_mechanics m on m.record = r.id").fetchall()
    assert any(m == "chain" for text, m in rows if "encadeou" in text)
    assert any(m == "hand" for text, m in rows if "descartou" in text)


@pytest.mark.parametrize("question", [
    # the English words of the card names ("of the", "Will") do not make the question English
    "Posso ativar Call of the Haunted durante o Damage Step?",
    "Se um Sheep Token for destruído, ele serve pra ativar Last Will?",
    # a floor question without an article: its first person and "can I" tell
    "posso encadear Book of Moon?",
])
def test_a_portuguese_question_with_english_card_names_is_portuguese(shipped, question):
    db, resolver = shipped
    assert understand(db, question, resolver).lang == "pt"


def test_a_record_about_every_asked_card_is_scored_among_many_about_one(tmp_path):
    """Two popular cards asked together: a ruling about both is scored even when each card alone
    has more rulings than are scored, and the others hold the asked words."""
    from judge.search import CARD_CANDIDATES, candidates

    many = CARD_CANDIDATES
    lines = [f"- \"{card}\" ruling {i}: the order of play number {i} stays the same."
             for card in ("Mirror Force", "Sangan") for i in range(many)]
    lines.insert(many, "- If \"Sangan\" is destroyed by \"Mirror Force\", its effect still activates.")
    db = ingested(tmp_path, {"rulings.md": "# Rulings\n\n" + "\n".join(lines) + "\n"})
    q = understand(db, "Sangan and Mirror Force, in what order?", store.resolver(db))
    texts = dict(db.execute("select rowid, text from records"))
    assert any("its effect still activates" in texts[rowid] for rowid, _ in candidates(db, q))



def test_a_card_of_many_rulings_does_not_crowd_out_the_other_asked_card(tmp_path):
    """Two cards asked, one with more rulings than are scored, each holding a word asked (its
    own name): the other card's rulings, which hold none of the words, are scored too."""
    from judge.search import CARD_CANDIDATES, candidates

    lines = [f"- \"Monster Reborn\" ruling {i}: the monster number {i} comes back." for i in range(2 * CARD_CANDIDATES)]
    lines += ["\n# Gate Guardian\n", "- \"Gate Guardian\" may only be Special Summoned by its own way.",
              "- \"Gate Guardian\" is a Level 11 monster."]
    db = ingested(tmp_path, {"rulings.md": "# Monster Reborn\n\n" + "\n".join(lines) + "\n"})
    q = understand(db, "Can Monster Reborn bring back Gate Guardian? Reborn it?", store.resolver(db))
    texts = dict(db.execute("select rowid, text from records"))
    found = {texts[rowid] for rowid, _ in candidates(db, q)}
    assert any("only be Special Summoned by its own way" in t for t in found)
    assert sum("Monster Reborn" in t for t in found) >= CARD_CANDIDATES // 2

# my own rulings: a card most of whose rulings Special Summon, others that do not, and a card
# whose ruling says how it comes back from the Graveyard without naming the card that brings it
REVIVING = ("# Monster Reborn\n\n" + "".join(
    f"- \"Monster Reborn\" can Special Summon a monster {which}.\n"
    for which in ("of either player", "of any Type", "of any Attribute", "with 0 ATK", "with 0 DEF",
                  "its owner chose", "that was revealed", "that was discarded")) +
    "- \"Monster Reborn\" is a Normal Spell Card.\n"
    "\n# Card Trooper\n\n"
    "- \"Card Trooper\" can be Special Summoned from the Graveyard only if it was Normal Summoned first.\n"
    "- \"Card Trooper\" sends the top cards of your Deck to the Graveyard as a cost.\n"
    "\n# Notes\n\n" + "".join(f"- Each player draws 1 card in turn {i}.\n" for i in range(20)))


def test_a_card_named_for_what_it_does_finds_the_ruling_that_says_so(tmp_path):
    """"Can Monster Reborn bring back Card Trooper?": what Monster Reborn does is read from its
    rulings (Special Summoning, far more often than the library's rulings); Card Trooper's
    ruling on being Special Summoned stands in for Monster Reborn, the one on its cost does not."""
    from judge.query import card_does
    from judge.search import FEATURES, candidates, explain, features, ranking_weights

    db = ingested(tmp_path, {"rulings.md": REVIVING})
    assert "special-summon" in card_does(db, "Monster Reborn")
    assert card_does(db, "Card Trooper") == frozenset()  # too few rulings to tell
    q = understand(db, "can monster reborn bring back my card trooper?", store.resolver(db))
    texts = dict(db.execute("select rowid, text from records"))
    scored = features(q, candidates(db, q))
    stand_in = {texts[rowid]: dict(zip(FEATURES, v))["stand_in"] for rowid, _, v, _ in scored}
    said = {texts[rowid]: explain(why)["stands_in_for"] for rowid, _, _, why in scored}  # --explain, JSON `why`
    assert said["\"Card Trooper\" can be Special Summoned from the Graveyard only if it was Normal Summoned first."] == ["Monster Reborn"]
    assert not said["\"Card Trooper\" sends the top cards of your Deck to the Graveyard as a cost."]
    assert stand_in["\"Card Trooper\" can be Special Summoned from the Graveyard only if it was Normal Summoned first."] == 0.5
    assert stand_in["\"Card Trooper\" sends the top cards of your Deck to the Graveyard as a cost."] == 0.0
    assert stand_in["\"Monster Reborn\" can Special Summon a monster of either player."] == 0.0  # it is about the card itself
    assert ranking_weights()[FEATURES.index("stand_in")] > 0


def test_a_ruling_naming_another_card_in_the_asked_ones_place_does_not_stand_in_for_it(tmp_path):
    """"Can Monster Reborn bring back Card Trooper?": a ruling on Card Trooper Special Summoned
    by another card it names (Call of the Haunted) is about that card, not about what Monster
    Reborn does; the ruling that names no card in its place still stands in for it."""
    from judge.search import FEATURES, candidates, features

    rulings = REVIVING.replace("\n# Notes", "- \"Card Trooper\" can be Special Summoned by \"Call of the Haunted\" "
                                             "even if it was sent from the Deck.\n\n# Notes")
    db = ingested(tmp_path, {"rulings.md": rulings})
    q = understand(db, "can monster reborn bring back my card trooper?", store.resolver(db))
    texts = dict(db.execute("select rowid, text from records"))
    stand_in = {texts[rowid]: dict(zip(FEATURES, v))["stand_in"] for rowid, _, v, _ in features(q, candidates(db, q))}
    assert stand_in["\"Card Trooper\" can be Special Summoned by \"Call of the Haunted\" even if it was sent from the Deck."] == 0.0
    assert stand_in["\"Card Trooper\" can be Special Summoned from the Graveyard only if it was Normal Summoned first."] == 0.5


def test_a_ruling_that_names_the_asked_card_itself_is_told_from_one_that_inherits_it(tmp_path):
    """A bullet's second sentence is tagged with the cards its first names (its passage), but
    it does not itself say them: `named` is the share of the asked cards a record's own words
    (its text and heading) name."""
    from judge.search import FEATURES, candidates, features

    db = ingested(tmp_path, {"rulings.md": (
        "# Spirit Reaper\n\n"
        "- If you Special Summon \"Spirit Reaper\" with \"Monster Reborn\", it is not destroyed. "
        "If it is returned to the hand, it is not destroyed either.\n")})
    texts = dict(db.execute("select rowid, text from records"))
    cards: dict[str, set] = {}
    for rowid, card in db.execute("select r.rowid, rc.card from records r join record_cards rc on rc.record = r.id"):
        cards.setdefault(texts[rowid], set()).add(card)
    assert len(texts) == 2 and all(c == {"Spirit Reaper", "Monster Reborn"} for c in cards.values())  # the bullet's
    q = understand(db, "if I monster reborn spirit reaper does it die?", store.resolver(db))
    named = {texts[rowid]: dict(zip(FEATURES, v))["named"] for rowid, _, v, _ in features(q, candidates(db, q))}
    assert named["If you Special Summon \"Spirit Reaper\" with \"Monster Reborn\", it is not destroyed."] == 1.0
    assert named["If it is returned to the hand, it is not destroyed either."] == 0.5  # its heading names Spirit Reaper


@pytest.mark.parametrize("question, label, says", [
    ("Can Sheep Tokens be Tributed for a Tribute Set?", "allowed", "they can be used for a Tribute Set"),
    ("Can Sheep Tokens be Tributed for a Tribute Summon?", "forbidden", "cannot be Tributed for a Tribute Summon"),
    ("Can Mystical Space Typhoon target a face-down card in the Graveyard?", "forbidden", "it cannot target"),
    ("Can Mystical Space Typhoon target a face-down Spell Card?", "allowed", "can target a face-down"),
])
def test_of_one_sentences_clauses_the_one_that_rules_on_what_was_asked_answers(tmp_path, question, label, says):
    """A sentence of two clauses with opposite verdicts, the second's subject a pronoun: the
    clause that rules on what was asked is the answer, not the one that names the subject."""
    db = ingested(tmp_path, {"notes.md": "# Scapegoat\n\n"
                             "- The Sheep Tokens cannot be Tributed for a Tribute Summon, but they can be used "
                             "for a Tribute Set.\n\n# Mystical Space Typhoon\n\n"
                             "- Mystical Space Typhoon can target a face-down Spell or Trap Card, but it cannot "
                             "target a card in the Graveyard.\n"})
    best = ask(db, question, store.resolver(db), 3)["results"][0]
    assert best["label"] == label and says in best["verdict"]


def test_two_letters_swapped_are_read_as_the_word_most_rulings_hold():
    """A floor typo that swaps two letters ("effcet", "damaeg", "nomral") is one slip, not two:
    read as the word of the rulings one edit away (a swap counting as one), the one most of them
    hold; a short word is left as typed, and an everyday word is no typo."""
    db = store.open_db(DEFAULT_DB)
    resolver = store.load_resolver(db)
    q = understand(db, "can I chain a nomral trap in the damaeg step to an effcet?", resolver)
    assert q.corrected == {"nomral": "normal", "damaeg": "damage", "effcet": "effect"}
    assert understand(db, "can I chain a normal trap in the damage step to an effect?", resolver).terms == q.terms
    assert understand(db, "can a tkoen be tributed?", resolver).corrected == {"tkoen": "token"}
    assert understand(db, "can I search my dcek?", resolver).corrected == {}  # four letters: too short to tell
    assert understand(db, "can my sleeve be marked?", resolver).corrected == {}


@pytest.mark.parametrize("question, card", [
    ("I used scapegot this turn, can I still Normal Summon?", "Scapegoat"),
    ("can I fuse with polymerizatin using a monster in my hand?", "Polymerization"),
    ("is the damaeg halved?", None),  # a typo of a word that is no card
])
def test_a_card_of_one_word_typed_with_a_slip_is_asked(question, card):
    """The resolver spots a name of two words or more by its typos; a one-word name with a slip
    ("scapegot") is read as the word it is one slip from, and that word is the card's name."""
    db = store.open_db(DEFAULT_DB)
    q = understand(db, question, store.load_resolver(db))
    assert [c["name"] for c in q.cards] == ([card] if card else [])
    assert q.corrected  # the slip is said


def test_a_plain_word_cards_name_is_named_by_a_slip_only_when_capitalised():
    from types import SimpleNamespace

    from judge.query import _one_word_card
    from judge.resolver import Name

    resolver = SimpleNamespace(by_key={"question": [Name("question", "Question", "Question", "en", common=True)],
                                       "mst": [Name("mst", "MST", "Mystical Space Typhoon", "abbreviation")]})
    assert _one_word_card(resolver, "questoin", "question", "Questoin negates what?") == "Question"
    assert _one_word_card(resolver, "questoin", "question", "a questoin about chains") is None
    assert _one_word_card(resolver, "msst", "mst", "can I msst it?") is None  # an abbreviation is no name here
    assert _one_word_card(None, "questoin", "question", "Questoin?") is None


LISTED = ("TITLE: House notes\n\n# Goblin Zombie\n\n"
          "- Its effect does not activate if:\n"
          "- it is removed from play by Macro Cosmos.\n"
          "- it is sent from the hand to the Graveyard <by a cost>.\n\n"
          "# Sangan\n\n- Its effect is mandatory.\n")


def test_a_ruling_that_introduces_a_list_is_shown_with_its_items(tmp_path):
    """"Its effect does not activate if:" rules nothing without the items under it: search,
    ask, the CLI and the web show them with it (`list_items`), in order; a ruling that introduces
    no list has none."""
    from judge.records import fetch_records
    from judge.web import create_app

    db = ingested(tmp_path, {"notes.md": LISTED})
    lead, = [rid for (rid,) in db.execute("select id from records where text like '%activate if:'")]
    other, = [rid for (rid,) in db.execute("select id from records where text like '%mandatory%'")]
    shown = {r["id"]: r for r in fetch_records(db, [lead, other])}
    items = ["it is removed from play by Macro Cosmos.", "it is sent from the hand to the Graveyard <by a cost>."]
    assert shown[lead]["list_items"] == items and "list_items" not in shown[other]
    found = search(db, "when does Goblin Zombie's effect not activate?", store.resolver(db), 3)
    assert next(r for r in found["results"] if r["id"] == lead)["list_items"] == items
    db_path = tmp_path / "rulings.db"
    proc = run_judge("ask", "when does Goblin Zombie's effect not activate?", "--db", str(db_path))
    assert proc.returncode == 0 and "– it is removed from play by Macro Cosmos." in proc.stdout, proc.stdout
    page = create_app({"TESTING": True, "DATABASE": str(db_path)}).test_client().get(
        f"/record/{lead}").get_data(as_text=True)
    assert "<li>it is sent from the hand to the Graveyard &lt;by a cost&gt;.</li>" in page


def test_the_warm_up_leaves_what_it_loaded_out_of_the_collectors_scans():
    import gc

    from judge.qa import warm

    db = store.open_db(DEFAULT_DB)
    gc.unfreeze()
    try:
        warm(db, store.load_resolver(db))
        # what a server keeps for its life: no full collection walks it again mid-question
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
