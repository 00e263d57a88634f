"""What a rules site's pages hold around their rulings, and how their rulings are written: a
footnote's mark the site numbers when it shows the page ("[]"), an example folded under a
<summary> that names it, a two-column table whose first cell names its row, the same site's
interactions as JSON with an "example" field, cards a ruling calls "(1)" and "(2)"; and an old
forum's rules page whose list was glued into one line (".- "), numbered with superscript digits,
its blank lines kept with a dot."""
from __future__ import annotations

import json

from judge.clauses import split
from judge.lang import lexicon
from judge.ingest.inline import markdown_html
from judge.ingest.markup import html_to_text
from judge.model import Label

from .conftest import ingested


FIELDS = ("text", "situation", "verdict", "label", "kind", "context")


def _records(db) -> list[dict]:
    return [dict(zip(FIELDS, row)) for row in db.execute(
        f"select {', '.join(FIELDS)} from records order by document, start")]


def _clause(sentence: str, lang: str = "en") -> tuple[str, str]:
    first = split(sentence, lexicon(lang))[0]
    situation = sentence[slice(*first.situation)] if first.situation else ""
    return situation, sentence[slice(*first.verdict)]


def test_a_card_called_by_its_number_in_brackets_is_a_subject():
    # the main clause opens with the card's number, as a name or a pronoun would open it
    assert _clause("If its effects are negated by Skill Drain, (1) can no longer attack.") == (
        "If its effects are negated by Skill Drain", "(1) can no longer attack.")
    assert _clause("If (2) is flipped face-down by Book of Moon, (1)'s counters are removed.") == (
        "If (2) is flipped face-down by Book of Moon", "(1)'s counters are removed.")
    assert _clause("Se o efeito de (1) for negado, (2) não pode atacar.", "pt") == (
        "Se o efeito de (1) for negado", "(2) não pode atacar.")
    # nor is the number of a step, an order's verb after it
    steps = "When you activate it with Spell Absorption out: (1) pay the cost, (2) activate the card, (3) resolve it."
    assert not _clause(steps)[1].startswith(("(2)", "(3)"))
    # an aside in brackets is no subject
    assert _clause("If you control Jinzo, (as its text says) no Trap can be activated.")[0] == ""


def test_once_before_and_says_how_often():
    situation, verdict = _clause("Monsters that can attack each of your opponent's monsters once and can attack directly:")
    assert situation == "" and verdict.endswith("can attack directly")
    assert _clause("Each player may use it once or twice per Duel.")[0] == ""
    assert _clause("Once the Chain resolves, the card is destroyed.")[0] == "Once the Chain resolves"


def test_a_footnote_mark_the_site_numbers_later_is_no_word_of_the_ruling():
    assert html_to_text("<p>Tokens cannot be Tributed for Cyber Jar<sup><a>[]</a></sup>.</p>").strip() == (
        "Tokens cannot be Tributed for Cyber Jar.")
    said = markdown_html("A Token is never sent to the Graveyard<sup><a href='#n3'>[3]</a></sup>. "
                         "It leaves the field.<sup>4</sup> Its ATK is 10<sup>3</sup>.")
    assert said == "A Token is never sent to the Graveyard. It leaves the field. Its ATK is 103."


SECTION = """<h2>Flip Effects</h2>
<p>A Flip Effect is activated when the monster is flipped face-up.
<details><summary>Example</summary>Your opponent attacks your face-down "Man-Eater Bug". It is flipped face-up
in the Damage Step. So its effect is activated after damage calculation, even though it was destroyed.</details></p>
<details><summary>Can a Flip Effect be chained to?</summary>Yes, your opponent may chain to it.</details>
"""


def test_a_summary_that_names_what_it_folds_is_no_question(tmp_path):
    rows = _records(ingested(tmp_path, {"flip.html": SECTION}))
    example = next(r for r in rows if "Man-Eater Bug" in r["text"])
    assert example["kind"] == "example" and not example["text"].startswith("Q:")
    assert example["verdict"].startswith("So its effect is activated after damage calculation")
    assert [r["kind"] for r in rows if "chained to" in r["text"]] == ["qa"]  # a summary that asks still does


TABLE = """<h3>Activating in the Damage Step</h3>
<table><tbody>
<tr><td><b>Counter Traps</b></td><td>Includes: <ul><li>Counter Traps</li></ul> These may be activated until the end of damage calculation.</td></tr>
<tr><td><b>Destruction cards</b></td><td>Spells that destroy a monster cannot be activated in the Damage Step.</td></tr>
<tr><td>Sangan</td><td>Searches</td></tr>
</tbody></table>
"""


def test_a_cell_naming_its_row_heads_the_other(tmp_path):
    rows = _records(ingested(tmp_path, {"damage-step.html": TABLE}))
    named = {r["context"].rsplit(" > ", 1)[-1]: r for r in rows}
    assert named["Destruction cards"]["label"] == "forbidden"
    assert "Counter Traps" in named and "until the end of damage calculation" in named["Counter Traps"]["text"]
    assert not any(r["text"] in ("Counter Traps", "Destruction cards") for r in rows)  # names are no records


INTERACTIONS = {
    "Equip Cards": {
        "Change control": [{
            "interaction": "If your opponent takes control of a monster (1) equipped with your Equip Spell (2), "
                           "you still control (2)<sup><a>[]</a></sup>.",
            "example": "Your \"Axe of Despair\" is equipped to your monster and your opponent takes it with "
                       "\"Snatch Steal\". So the stolen monster keeps its extra 1000 ATK.",
            "reference": "<li><a href=\"https://example.org/faq#1\">Equip Spells and control</a></li>"}]}}


def test_an_example_field_is_a_worked_example(tmp_path):
    rows = _records(ingested(tmp_path, {"interactions.json": json.dumps(INTERACTIONS)}))
    assert [r["kind"] for r in rows] == ["prose", "example"]
    rule, example = rows
    assert rule["verdict"] == "you still control (2)." and rule["context"] == "Equip Cards > Change control"
    assert example["verdict"] == "So the stolen monster keeps its extra 1000 ATK."
    assert not any("faq#1" in r["text"] or "Equip Spells and control" in r["text"] for r in rows)


OLD_PAGE = """REGRAS
FIM DO DUELO
Um Duelo termina assim:- Cada jogador comeca com 8000 Pontos de Vida.- O jogador que fica com 0 Pontos de Vida perde o Duelo.
.
.• Fase de Batalha
O jogador que comeca o Duelo nao pode atacar no primeiro turno.
CADEIAS
Para responder a um card e preciso usar um card de velocidade igual ou maior:

¹Magias Rapidas tem velocidade 2 e respondem a velocidade 1 e 2.

²Armadilhas de Resposta tem velocidade 3 e podem responder a qualquer card.
"""


def test_an_old_forums_glued_list_superscript_numbers_and_dotted_lines(tmp_path):
    rows = _records(ingested(tmp_path, {"regras.txt": OLD_PAGE}))
    texts = [r["text"] for r in rows]
    # the glued items each a ruling of their own, under the line leading them in
    assert "Cada jogador comeca com 8000 Pontos de Vida." in texts
    assert "O jogador que fica com 0 Pontos de Vida perde o Duelo." in texts
    # the dot kept a blank line: the bullet after it heads the paragraph under it
    first_turn = next(r for r in rows if r["text"].startswith("O jogador que comeca"))
    assert first_turn["context"].endswith("Fase de Batalha") and first_turn["label"] == "forbidden"
    # superscript digits number the items of the list they lead in to
    counters = next(r for r in rows if "Armadilhas de Resposta" in r["text"])
    assert counters["text"].startswith("Armadilhas") and counters["label"] == "allowed"
    assert counters["context"].endswith("velocidade igual ou maior")
    assert not any("¹" in t or "²" in t for t in texts)
    assert Label.ALLOWED.value == "allowed"


def test_a_portuguese_name_of_a_mechanic_in_the_plural_is_that_mechanic(tmp_path):
    db = ingested(tmp_path, {"velocidades.txt": "VELOCIDADES\n\nMagias Rápidas têm velocidade 2 e podem ser encadeadas.\n\n"
                                                "Armadilhas de Resposta podem responder a qualquer card.\n"})
    tagged = {text: {m for (m,) in db.execute("select mechanic from record_mechanics where record = ?", [rid])}
              for rid, text in db.execute("select id, text from records")}
    assert {"quick-play-spell"} <= next(m for t, m in tagged.items() if t.startswith("Magias"))
    assert {"counter-trap"} <= next(m for t, m in tagged.items() if t.startswith("Armadilhas"))


LEAD_IN = """<h3>Negated Summons</h3>
<p>Even if your Normal Summon is negated, you cannot perform another Normal Summon that turn:</p>
<ul>
<li>nor Set a monster instead.</li>
<li>When a monster whose Summon was not negated is placed on the field, this is called a successful Normal Summon.</li>
</ul>
"""


def test_an_item_with_a_condition_of_its_own_does_not_go_on_with_its_lead_in(tmp_path):
    rows = _records(ingested(tmp_path, {"summons.html": LEAD_IN}))
    labels = {r["text"][:20]: r["label"] for r in rows}
    assert labels["nor Set a monster in"] == "forbidden"  # the lead-in's verdict, its sentence going on
    assert labels["When a monster whose"] == "outcome"  # a sentence of its own: what it says


ARTICLE = """Rules Corner

How many Spell Cards may I activate in one turn?

As far as the rules go you can activate as many Spell Cards as you like, one at a time.

Summoning with a full field.

The next question players ask is whether a Tribute Summon works with five monsters out.
"""


def test_an_articles_question_over_the_paragraph_that_rules_on_it_is_a_qa(tmp_path):
    rows = _records(ingested(tmp_path, {"rules-corner.txt": ARTICLE}))
    asked = next(r for r in rows if "as many Spell Cards" in r["text"])
    assert asked["kind"] == "qa" and asked["situation"].startswith("How many Spell Cards")
    assert asked["label"] == "allowed"


GUILD = """/DUEL SETTINGS..........
/BAN LIST.........................................Advanced: Go to http://example.org/banlist/advanced
Traditional: Go to http://example.org/banlist/traditional
Forbidden: Every card of the Advanced list plus "Pot of Greed" is forbidden.
/TEAMS............................................Tag Team: two Duelists share one field and 8000 Life Points.
Team members cannot show each other the cards in their hands.
"""


def test_a_label_joined_to_its_words_by_dots_heads_them_and_a_link_heads_nothing(tmp_path):
    rows = _records(ingested(tmp_path, {"guild.txt": GUILD}))
    assert next(r["context"] for r in rows if "Pot of Greed" in r["text"]) == "BAN LIST"  # not under a link's line
    assert next(r["context"] for r in rows if "Team members cannot" in r["text"]) == "TEAMS"
    assert not any("....." in r["context"] or "....." in r["text"] for r in rows)


README = """# Damage Step

### Timings
There are two timings worth knowing here.

<table>
  <tr><th>Timing</th><th>What happens</th><th>What can be activated</th></tr>
  <tr><th>Start of the Damage Step</th><td><h6><ul><li>Face-down monsters are still face-down</li></ul></h6></td>
      <td><h6>✔️ Counter Traps<br><br>❌ Spells that destroy a monster</h6></td></tr>
  <tr><th>Damage calculation</th><td><h6>Battle damage is inflicted</h6></td>
      <td><h6>✔️ Counter Traps</h6></td></tr>
</table>

<ul>
  <li>A flipped monster's Flip effect waits until after damage calculation.</li>
</ul>
"""


def test_a_markdown_documents_html_table_and_list_are_read_as_html(tmp_path):
    rows = _records(ingested(tmp_path, {"README.md": README}))
    said = " ".join(r["text"] + " " + r["context"] for r in rows)
    assert "<t" not in said and "<li" not in said and "######" not in said
    start = next(r for r in rows if r["text"].startswith("| Start of the Damage Step"))
    # one row, its cells under the columns its header names (a heading inside a cell is its words)
    assert "Face-down monsters are still face-down" in start["text"] and "❌ Spells that destroy" in start["text"]
    assert start["context"].endswith("Timing / What happens / What can be activated")
    assert any(r["text"].startswith("A flipped monster's Flip effect waits") and r["kind"] == "bullet" for r in rows)


def test_a_policy_saying_what_is_allowed_or_forbidden_rules():
    from judge.clauses import label

    en, pt = lexicon("en"), lexicon("pt")
    assert label("Card sleeves are allowed.", en) is Label.ALLOWED
    assert label("Talking to your partner about your hand is forbidden.", en) is Label.FORBIDDEN
    assert label("No response is allowed.", en) is Label.FORBIDDEN
    assert label("Protetores de cartas são permitidos.", pt) is Label.ALLOWED
    assert label("Proxies são proibidas em torneios.", pt) is Label.FORBIDDEN
    # the list's name is no verdict
    assert label("A Lista de Cartas Proibidas e Limitadas é atualizada a cada 6 meses.", pt) is Label.OUTCOME


QA_DATABASE = [
    {"id": 7, "qaData": {"ja": {"question": "「地割れ」は裏側表示のモンスターも破壊しますか？", "answer": "はい。"},
                         "en": {"question": "Does \"Fissure\" destroy a face-down monster?",
                                "answer": "No. It only destroys a face-up monster with the lowest ATK."}},
     "cards": [66788016], "date": "2016-03-08"},
    {"id": 8, "qaData": {"de": {"question": "Kann man „Sangan“ als Tribut verwenden?", "answer": "Ja."},
                         "en": {"question": "Can \"Sangan\" be Tributed for a Tribute Summon?",
                                "answer": "Yes, and its effect activates when it is sent to the Graveyard."}},
     "cards": [26202165], "date": "2016-04-12"}]


def test_a_databases_entries_are_read_in_the_apps_languages_and_dated(tmp_path):
    db = ingested(tmp_path, {"qa.json": json.dumps(QA_DATABASE, ensure_ascii=False)})
    rows = db.execute("select text, date, kind from records order by start").fetchall()
    assert [(text.split("?")[0], date, kind) for text, date, kind in rows] == [
        ('Does "Fissure" destroy a face-down monster', "2016-03-08", "qa"),
        ('Can "Sangan" be Tributed for a Tribute Summon', "2016-04-12", "qa")]  # no Japanese, no German


INDEX = """## Quick links to each card's rulings

| A | | |
| --- | --- | --- |
| [A Cat of Ill Omen](./rulings.html#a-cat) | [A Hero Emerges](./rulings.html#a-hero) | [Airknight Parshath](./rulings.html#airknight) |

## Banned in our league

| Forbidden | Limited |
| --- | --- |
| Pot of Greed | Sangan |
"""


def test_a_row_naming_cards_only_is_an_index_unless_its_header_says_what_they_are(tmp_path):
    rows = _records(ingested(tmp_path, {"index.md": INDEX}))
    assert [r["context"].rsplit(" > ", 1)[-1] for r in rows] == ["Forbidden / Limited"]


SECTIONS = """Rules site, as text

1.1 Things you need to duel

You must bring a Deck of 40 to 60 cards, and a coin or a die for some cards.

1.2 The field

If an effect says "the field", it can affect the Monster Zones of both players.
"""


def test_a_sections_number_of_two_levels_alone_on_its_line_heads_it(tmp_path):
    rows = _records(ingested(tmp_path, {"site.txt": SECTIONS}))
    # "need to" in a section's title does not make it an item of a list
    assert [r["context"] for r in rows] == ["Things you need to duel", "The field"]


TRANSLATED = """OCG rulings, translated

Q: 「地割れ」は裏側表示のモンスターも破壊しますか？
A: いいえ、破壊しません。

Q: Does "Fissure" destroy a face-down monster?
A: No, it only destroys a face-up monster.

Q: Может ли «Сангана» активировать эффект, если его изгнали?
A: Нет.
"""


def test_a_ruling_in_a_script_the_app_does_not_read_is_no_record(tmp_path):
    rows = _records(ingested(tmp_path, {"translated.txt": TRANSLATED}))
    assert [r["situation"] for r in rows] == ['Does "Fissure" destroy a face-down monster?']


def test_a_summon_said_by_its_kind_in_portuguese_is_that_summon(tmp_path):
    db = ingested(tmp_path, {"link.txt": "INVOCAÇÕES\n\nVocê não pode invocar por Link usando um monstro Token.\n\n"
                                         "Quem invocou por Sincro usa um Regulador como material.\n"})
    tagged = {text[:12]: {m for (m,) in db.execute("select mechanic from record_mechanics where record = ?", [rid])}
              for rid, text in db.execute("select id, text from records")}
    assert "link-summon" in tagged["Você não pod"]
    assert "synchro-summon" in tagged["Quem invocou"]


CHANGES = """# Ruling changes, March 2005

## Sinister Serpent
**Old ruling:** If it is in your Graveyard, you could return Sinister Serpent to your hand in each of your Standby Phases.
**New ruling:** Sinister Serpent's effect can only be used once while it is in the Graveyard.
"""


def test_a_change_lists_old_ruling_label_links_it_to_the_new_one(tmp_path):
    db = ingested(tmp_path, {"changes.md": CHANGES})
    old, new = db.execute("select id, superseded_by, text from records order by start").fetchall()
    assert old[1] == new[0] and not new[1]


MUDANCAS = """# Mudanças de regras

## Sinister Serpent
**Antes:** Você podia devolver Sinister Serpent do Cemitério para a mão em cada Standby Phase.
**Agora:** O efeito de Sinister Serpent só pode ser usado uma vez enquanto ela estiver no Cemitério.
"""


def test_a_change_lists_bare_labels_link_the_old_ruling_too(tmp_path):
    db = ingested(tmp_path, {"mudancas.md": MUDANCAS})
    old, new = db.execute("select id, superseded_by, text from records order by start").fetchall()
    assert old[1] == new[0] and not new[1]
