"""What a web page copied as text leaves around its rulings: the site's own words on lines of
their own, a wiki's tagline, revision line and edit link after each heading, a list's bullets
alone on their lines (or read in another code page). None of it is a ruling, a heading or a
record's situation. And how a page's lists are read: a run of short steps, a card named between
two lists of points."""
from __future__ import annotations

from .conftest import ingested


def _read(db) -> list[tuple[str, str, set]]:
    """Each record's text, context and cards, in the document's order."""
    rows = db.execute("select id, text, context from records order by start").fetchall()
    return [(text, context, {c for (c,) in db.execute("select card from record_cards where record = ?", [rid])})
            for rid, text, context in rows]

WIKI_COPY = """Card Game Wiki
Registre-se
From Card Game Wiki
Revision as of 10:02, 5 March 2013 by DuelNerd (talk)
Advertisement

Negar um efeito impede que ele seja aplicado.

Ativação[]

Se a ativação de uma Trap for negada, ela vai para o Cemitério depois que a Corrente resolve.

Timing[edit]

A negated Trigger Effect still counts as activated for its once per turn.

Sign in
"""

CHAIN_STEPS = """Judge notes on a long chain

The chain below is legal.
ˇ
Player A Normal Summons "Sangan"
ˇ
Player B chains "Bottomless Trap Hole"
ˇ
Player A chains "Book of Moon" targeting "Sangan"
ˇ
Player B passes

When it resolves, "Book of Moon" flips "Sangan" face-down first, so "Bottomless Trap Hole" cannot banish it.
"""


def test_a_sites_own_words_and_a_wikis_edit_links_head_nothing(tmp_path):
    db = ingested(tmp_path, {"wiki-copy.txt": WIKI_COPY})
    rows = db.execute("select text, situation, context from records order by start").fetchall()
    assert len(rows) == 3
    said = " ".join(f"{text} {situation} {context}" for text, situation, context in rows)
    for leftover in ("Advertisement", "Registre-se", "Sign in", "[]", "[edit]", "From Card", "Revision", "DuelNerd"):
        assert leftover not in said
    assert rows[1][2] == "Ativação" and rows[2][2] == "Timing"
    # an edit link's word is no topic either
    assert not db.execute("select 1 from records where topic like '%edit%'").fetchone()


def test_bullets_alone_on_their_lines_make_each_next_line_an_item(tmp_path):
    """A glyph alone on its line over each line of a list ("ˇ": a Symbol font's bullet read in
    another code page) is that line's bullet: each step is an item of the list, none of them a
    heading over the steps after it."""
    db = ingested(tmp_path, {"chain.txt": CHAIN_STEPS})
    rows = db.execute("select text, situation, context from records order by start").fetchall()
    texts = [text for text, _, _ in rows]
    assert not any("ˇ" in text for text in texts)
    for step in ('Player B chains "Bottomless Trap Hole"', 'Player A chains "Book of Moon" targeting "Sangan"',
                 "Player B passes"):
        assert any(text.startswith(step) for text in texts)
    # no step heads the rulings under it
    last = rows[-1]
    assert "cannot banish it" in last[0] and "Player" not in (last[2] or "")


SET_RULINGS = """Rulings of the new set:
LOB-EN005: Sangan
• Its effect activates when it is sent from the field to the Graveyard.
• You can add a monster with 1500 or less ATK even if Sangan was sent to your opponent's Graveyard.
Sinister Serpent
• During your Standby Phase you can return it from the Graveyard to your hand.
• This effect does not start a Chain when it is negated.
"""


def test_a_card_named_between_two_lists_heads_the_points_under_it(tmp_path):
    """A set's rulings name each card on a line of its own (with its set code or not) between one
    list of points and the next: the card heads the points under it, it is no more of the point
    above it, and a point naming no card is that card's."""
    rows = _read(ingested(tmp_path, {"set-rulings.txt": SET_RULINGS}))
    assert len(rows) == 4
    assert not any("Sinister Serpent" in text or "LOB-EN005" in text for text, _, _ in rows)
    assert [context for _, context, _ in rows] == ["LOB-EN005: Sangan"] * 2 + ["Sinister Serpent"] * 2
    cards = {text: cards for text, _, cards in rows}
    assert cards["This effect does not start a Chain when it is negated."] == {"Sinister Serpent"}
    assert cards["Its effect activates when it is sent from the field to the Graveyard."] == {"Sangan"}


STARTER_LIST = """Card rulings of a starter deck

DECK-001 Sangan
    -its effect activates only when it goes from the field to the Graveyard
    -CANNOT search a monster with more than 1500 ATK
DECK-002 Giant Soldier of Stone
DECK-003 Sinister Serpent
    -returns to the hand during your own Standby Phase only
DECK-004 Dark Hole
    -destroys every monster on the field, face-down ones too
"""


def test_a_line_left_of_an_indented_items_bullet_is_no_more_of_it(tmp_path):
    """Cards listed at the margin with their rulings as items indented under them: a card's line
    stands left of the item above it, so it is the next card, not more of that item's text, and
    the items under it are its own (a card with no items heads nothing)."""
    rows = _read(ingested(tmp_path, {"starter.txt": STARTER_LIST}))
    assert [(text, context) for text, context, _ in rows] == [
        ("its effect activates only when it goes from the field to the Graveyard", "DECK-001 Sangan"),
        ("CANNOT search a monster with more than 1500 ATK", "DECK-001 Sangan"),
        ("returns to the hand during your own Standby Phase only", "DECK-003 Sinister Serpent"),
        ("destroys every monster on the field, face-down ones too", "DECK-004 Dark Hole")]
    assert rows[2][2] == {"Sinister Serpent"} and rows[3][2] == {"Dark Hole"}


FORUM_POST = """Chain basics

Post by [JK] Kai Sun Sep 21, 2014 7:28 pm

Declaring an attack does not start a Chain, so you cannot chain Mirror Force to it as Chain Link 2.
"""


def test_a_forums_post_header_dates_the_post_and_heads_nothing(tmp_path):
    db = ingested(tmp_path, {"forum.txt": FORUM_POST})
    rows = db.execute("select text, situation, context, author_date from records").fetchall()
    assert len(rows) == 1
    text, situation, context, day = rows[0]
    assert "Post by" not in f"{situation} {context}" and context == "Chain basics"
    assert day == "2014-09-21"


DIALOGUE = """Perguntas da mesa 3

— Dá pra encadear Waboku a um ataque direto?
— Dá sim. Waboku pode ser ativada quando o ataque é declarado.

— Posso ativar Monster Reborn no turno do oponente?
— Não, ela é uma Magia Normal e só pode ser ativada no seu turno.
"""


def test_a_dialogue_written_with_dashes_is_questions_and_their_answers(tmp_path):
    """Portuguese writes a dialogue with a dash opening each line: a line that asks, then the
    line answering it, is one Q&A (the question had been stored as a ruling), labelled by the
    answer's yes or no."""
    db = ingested(tmp_path, {"mesa.txt": DIALOGUE})
    rows = db.execute("select kind, label, text from records order by start").fetchall()
    assert [(kind, label) for kind, label, _ in rows] == [("qa", "allowed"), ("qa", "forbidden")]
    assert rows[0][2].startswith("Dá pra encadear Waboku") and "Dá sim." in rows[0][2]


SET_LIST_FLAT = """Starter deck rulings

DECK-010 Ookazi
DECK-011 Sinister Serpent -NOT returned if it is removed from play
-returns during your own Standby Phase only
-the return is optional
DECK-012 Dark Energy -can only be equipped to a Fiend-type monster
DECK-013 Black Luster Soldier - Envoy of the Beginning
"""


def test_a_set_lists_card_lines_head_their_rulings_and_part_the_first(tmp_path):
    """A set's list with its items at the margin: each line opening with a set code names the next
    card (it is no more of the item above it), a ruling on the card's own line behind a dash is its
    first item, and a short item saying "not" is a ruling, not a heading over the items after it."""
    rows = _read(ingested(tmp_path, {"set.txt": SET_LIST_FLAT}))
    assert [(text, context) for text, context, _ in rows] == [
        ("NOT returned if it is removed from play", "DECK-011 Sinister Serpent"),
        ("returns during your own Standby Phase only", "DECK-011 Sinister Serpent"),
        ("the return is optional", "DECK-011 Sinister Serpent"),
        ("can only be equipped to a Fiend-type monster", "DECK-012 Dark Energy")]
    assert [cards for _, _, cards in rows] == [{"Sinister Serpent"}] * 3 + [{"Dark Energy"}]


ONE_LINE_PARAGRAPHS = """Guia rápido de Corrente
Uma Corrente começa quando uma carta ou efeito é ativado, e cada ativação depois dela é um novo Elo da Corrente.
Ad
A Corrente resolve do último Elo para o primeiro, e nenhuma carta pode ser ativada enquanto ela resolve.
Quem começa uma corrente
O jogador do turno pode começar uma Corrente a qualquer momento do seu turno, antes do oponente.
Efeitos obrigatórios
Efeitos obrigatórios ativados ao mesmo tempo vão para a mesma Corrente, primeiro os do jogador do turno.
"""


def test_a_short_line_between_one_line_paragraphs_heads_the_next(tmp_path):
    """A page copied as text with each paragraph on one line and no line blank between: a short
    line with no stop between a sentence's end and a far longer line is a heading over the
    paragraphs under it (it had begun the next paragraph's first sentence); a page's "Ad" is none."""
    db = ingested(tmp_path, {"guia.txt": ONE_LINE_PARAGRAPHS})
    rows = db.execute("select text, context from records order by start").fetchall()
    assert not any(text.startswith(("Ad", "Quem começa", "Efeitos obrigatórios\n")) for text, _ in rows)
    contexts = {text.split(",")[0]: context for text, context in rows}
    assert contexts["O jogador do turno pode começar uma Corrente a qualquer momento do seu turno"] == "Quem começa uma corrente"
    assert contexts["Efeitos obrigatórios ativados ao mesmo tempo vão para a mesma Corrente"] == "Efeitos obrigatórios"


RULE_NOTES = """# Rule notes

### Tokens and Xyz Summons
**Definition:** Tokens cannot be used as Xyz Materials.

**Why:** they are not cards in the Extra Deck's sense, so nothing can be attached to a Token.

**Q:** Can a Token be Tributed for a Tribute Summon?
**A:** Yes, it can.
"""


def test_a_term_in_bold_with_its_colon_inside_labels_what_follows(tmp_path):
    """"**Definition:** …" as "**Definition**: …": the term is what the paragraph is under, no
    condition of its ruling (it had stood as the ruling's situation); "**Q:**" and "**A:**" stay
    a question's and an answer's marks."""
    db = ingested(tmp_path, {"notes.md": RULE_NOTES})
    rows = {text: (situation, context, kind, label)
            for text, situation, context, kind, label in db.execute(
                "select text, situation, context, kind, label from records")}
    situation, context, _, label = rows["Tokens cannot be used as Xyz Materials."]
    assert label == "forbidden" and context == "Tokens and Xyz Summons > Definition"
    assert situation != "Definition"
    assert any(kind == "qa" and label == "allowed" for _, _, kind, label in rows.values())


SET_PAGE = """<html><head><title>Store rulings</title></head><body>
<h2>Starter deck</h2>
<p>DECK-020 Dark Energy -can only be equipped to a Fiend-type monster<br>
DECK-022 Dark Hole -destroys every monster on the field<br>
-does not target, so a monster that cannot be targeted is destroyed too<br></p>
<h3>Activation<span class="mw-editsection">[edit]</span></h3>
<p>A Trap Card cannot be activated the turn it is Set.</p>
</body></html>
"""


def test_a_set_list_in_a_page_and_a_section_after_it(tmp_path):
    """The same list as a web page's lines: each card heads its rulings (the first one on its
    own line behind a dash; a short item starting with its verb is a ruling, no heading), and a
    section marked as a heading after the list is under the page's heading, not under its last card."""
    rows = _read(ingested(tmp_path, {"store.html": SET_PAGE}))
    assert [(text, context) for text, context, _ in rows] == [
        ("can only be equipped to a Fiend-type monster", "DECK-020 Dark Energy"),
        ("destroys every monster on the field", "DECK-022 Dark Hole"),
        ("does not target, so a monster that cannot be targeted is destroyed too", "DECK-022 Dark Hole"),
        ("A Trap Card cannot be activated the turn it is Set.", "Activation")]
    assert not rows[-1][2]


THREAD_COPY = """r/goatformat Mar 3 '19

Ruling thread

41 comments sorted by

12

u/sheepfarmer Mar 3 '19

If I Tribute Summon with a Scapegoat token, does it go to my Graveyard?

30

u/FloorJudgeAna Mar 3 '19

No. A Token that leaves the field is removed from the game instead of going to the Graveyard.
"""


def test_a_reddit_thread_copied_as_text_pairs_each_question_with_its_reply(tmp_path):
    """A thread as a Reddit page copied as text keeps each comment's votes and byline on lines of
    their own ("30", "u/FloorJudgeAna Mar 3 '19"): the counts had read as page numbers and the
    bylines between them as a running header, so the question and its reply were two paragraphs."""
    db = ingested(tmp_path, {"thread.txt": THREAD_COPY})
    rows = db.execute("select kind, text from records").fetchall()
    assert len(rows) == 1 and rows[0][0] == "qa"
    assert rows[0][1].startswith("If I Tribute Summon with a Scapegoat token")
    assert rows[0][1].endswith("instead of going to the Graveyard.")
    assert not db.execute("select 1 from records where context like '%comments%' or text like '%sorted by%'").fetchone()


COLUMN_ONE_LINE = """Ask the judge, week 12
Welcome back! As always, send your questions by e-mail and I will answer as many as I can in the next column of this series.
Remember that my answers are my own opinion unless I quote an official source, and that the judges at your event have the final word.
Bruno writes:
My opponent controls Jinzo face-up and I have Trap Hole set from an earlier turn. When my opponent Normal Summons a second monster, can I activate Trap Hole?
Hello Bruno!
No. While Jinzo is face-up on the field, neither player can activate Trap Cards, so Trap Hole cannot be activated until Jinzo leaves the field.
That's all for this week.
"""


def test_a_letter_column_written_one_paragraph_to_a_line_pairs_the_letter_and_its_answer(tmp_path):
    """A page copied as text with each paragraph on one line and none blank between: its lines are
    its paragraphs, so a letter to the column and the columnist's answer after the greeting are
    one Q&A (they had been two rulings, the letter's question one of them)."""
    db = ingested(tmp_path, {"column.txt": COLUMN_ONE_LINE})
    rows = db.execute("select kind, label, text from records").fetchall()
    qa = [(label, text) for kind, label, text in rows if kind == "qa"]
    assert len(qa) == 1 and qa[0][0] == "forbidden"
    assert "can I activate Trap Hole?" in qa[0][1] and "until Jinzo leaves the field" in qa[0][1]


def test_a_lone_bullet_keeps_its_item_across_a_blank_line():
    from judge.ingest.lineshapes import lone_bullets

    assert lone_bullets("Steps:\n•\n\nPlayer A Summons Sangan\n•\nPlayer B passes\n") == \
        "Steps:\n• Player A Summons Sangan\n• Player B passes\n"


CALLS = """Calls from the last locals

Ultimate Offering
Turn Player activates Heavy Storm, then chains his face-down Ultimate Offering and pays 500 Life Points to Summon a monster before it is destroyed. This is not a legal play.

Isso é uma jogada ilegal, porque Ultimate Offering ainda não resolveu.
"""


def test_a_call_on_the_play_told_before_it_rules_on_that_play(tmp_path):
    """"This is not a legal play." names no card and no word of the game but its judgement: it
    rules on the play told in the sentence before, which its record cites (it had been dropped as
    no ruling, and the play stored as an outcome)."""
    db = ingested(tmp_path, {"calls.txt": CALLS})
    rows = db.execute("select label, text from records").fetchall()
    call = next(text for label, text in rows if label == "forbidden" and text.endswith("This is not a legal play."))
    assert call.startswith("Turn Player activates Heavy Storm")
    assert any(label == "forbidden" and text.startswith("Isso é uma jogada ilegal") for label, text in rows)


WRAPPED_STEPS = """A long chain, as a guide wrapped it

- Player A chains 'Interdimensional Matter
Transporter' targeting 'Sangan'
- Player B chains 'Book of Moon' targeting 'Sangan', which flips it face-down before the Transporter resolves.
"""


def test_a_list_item_leaving_a_quotation_open_goes_on_in_the_next_line(tmp_path):
    """An item wrapped inside a quoted name ("'Interdimensional Matter" / "Transporter' targeting …")
    goes on in the next line, capital or not: neither line is a heading."""
    db = ingested(tmp_path, {"wrapped.txt": WRAPPED_STEPS})
    texts = [text for (text,) in db.execute("select text from records order by start")]
    assert texts[0] == "Player A chains 'Interdimensional Matter\nTransporter' targeting 'Sangan'"
    assert not db.execute("select 1 from records where context like '%Interdimensional%'").fetchone()


NEVER_HEARD = """Dúvidas do fórum

Nunca ouvi falar dessa carta, mas Jinzo não pode ser invocado com só um tributo.

I have never heard of a card that can do that.
"""


def test_what_a_writer_never_heard_of_is_no_ruling(tmp_path):
    """"Nunca ouvi falar dessa carta" / "I have never heard of …" says what the writer knows, not
    what a player may do (its "nunca", its "never" had read as forbidding)."""
    db = ingested(tmp_path, {"forum.txt": NEVER_HEARD})
    rows = db.execute("select label, verdict from records").fetchall()
    assert not any("ouvi" in verdict or "heard" in verdict for _, verdict in rows)
    assert ("forbidden", "Jinzo não pode ser invocado com só um tributo.") in rows


POST_OF_LINES = """Pergunta sobre Mirror Force

Meu oponente ataca com dois monstros em posição de ataque e eu tenho Mirror Force setada.
Se eu ativar Mirror Force no primeiro ataque, os dois monstros são destruídos?

Sim. Mirror Force destrói todos os monstros em posição de ataque que o oponente controla.
"""


def test_a_post_of_several_lines_that_asks_is_answered_by_the_yes_under_it(tmp_path):
    """A question asked at the end of a paragraph of several lines (the play told first), then a
    paragraph opening with a yes: one Q&A, its label the yes's (the told play had been stored as
    a ruling of its own)."""
    db = ingested(tmp_path, {"post.txt": POST_OF_LINES})
    rows = db.execute("select kind, label, text from records").fetchall()
    assert [(kind, label) for kind, label, _ in rows] == [("qa", "outcome")]
    assert rows[0][2].startswith("Meu oponente ataca com dois monstros")


FORUM_TALK = """Tópico: dúvidas de iniciante

Pessoal, uma pergunta rápida...
Para invocar Dark Magician eu preciso oferecer dois tributos, ou posso invocar com um só?

Para invocar Dark Magician voce precisa de dois tributos, porque ele é nível 7.
"""


def test_a_post_asking_is_answered_by_the_reply_that_goes_on_about_it(tmp_path):
    """A forum's post of several lines that asks, then a reply with no yes or no and no byline but
    ruling on what was asked (its words, a modal): one Q&A (the question had been lost and the
    reply stood alone)."""
    db = ingested(tmp_path, {"topico.txt": FORUM_TALK})
    rows = db.execute("select kind, label, text from records").fetchall()
    assert [(kind, label) for kind, label, _ in rows] == [("qa", "required")]
    assert "ou posso invocar com um só?" in rows[0][2] and "porque ele é nível 7" in rows[0][2]
