"""Situation → verdict splitting and labels, in both languages."""
from __future__ import annotations

import pytest

from judge.clauses import label, split
from judge.qalabel import label_qa
from judge.model import Label
from judge.lang import detect_language, lexicon

CASES = [
    ("en", "If you have 2 monsters on the field face-up of the same Type, you cannot Tribute 1 of them.",
     [("If you have 2 monsters on the field face-up of the same Type", "you cannot Tribute 1 of them.", "forbidden")]),
    ("en", "Because it is destroyed by its effect, it can be returned to the hand or Deck before it is destroyed.",
     [("Because it is destroyed by its effect", "it can be returned to the hand or Deck before it is destroyed.", "allowed")]),
    ("en", "When Rivalry of Warlords is activated, each player must send monsters to the Graveyard.",
     [("When Rivalry of Warlords is activated", "each player must send monsters to the Graveyard.", "required")]),
    ("en", "As long as it is active, you cannot Summon a Dragon face-up, but you can Special Summon face-down.",
     [("As long as it is active", "you cannot Summon a Dragon face-up", "forbidden"),
      ("As long as it is active", "you can Special Summon face-down.", "allowed")]),
    ("en", "The monster is destroyed after damage calculation.",
     [(None, "The monster is destroyed after damage calculation.", "outcome")]),
    # after a condition, a contrast with a condition of its own ("…, but if you don't, …") is a verdict of its own
    ("en", "When the Ritual Spell resolves and you hold the monster, you can Ritual Summon it, but if you don't "
           "hold it, then the Spell is sent to the Graveyard.",
     [("When the Ritual Spell resolves and you hold the monster", "you can Ritual Summon it", "allowed"),
      ("When the Ritual Spell resolves and you hold the monster",
       "if you don't hold it, then the Spell is sent to the Graveyard.", "outcome")]),
    ("en", "If a Fusion Monster Card is returned to your hand, place it back in the Fusion Deck instead.",
     [("If a Fusion Monster Card is returned to your hand", "place it back in the Fusion Deck instead.", "required")]),
    ("en", "You CAN'T activate \"Jinzo\" cards you can find.",
     [(None, "You CAN'T activate \"Jinzo\" cards you can find.", "forbidden")]),
    ("pt", "-Se VOCÊ não tiver um Toon World em campo, você NÃO PODE colocar um Toon em jogo.",
     [("Se VOCÊ não tiver um Toon World em campo", "você NÃO PODE colocar um Toon em jogo.", "forbidden")]),
    ("pt", "-Monster Reborn pode trazer monstros de Ritual, mas eles devem ter sido trazidos via rituais.",
     [(None, "Monster Reborn pode trazer monstros de Ritual", "allowed"),
      (None, "eles devem ter sido trazidos via rituais.", "required")]),
    ("pt", "-Monstros de Level 5 e 6: Necessitam de 1 tributo para serem invocados.",
     [("Monstros de Level 5 e 6", "Necessitam de 1 tributo para serem invocados.", "required")]),
    ("pt", "Contanto que tenha um lugar vago, voce pode jogar quantas cartas quiser.",
     [("Contanto que tenha um lugar vago", "voce pode jogar quantas cartas quiser.", "allowed")]),
    ("pt", "É importante ressaltar que monstros Xyz não possuem níveis.",
     [(None, "É importante ressaltar que monstros Xyz não possuem níveis.", "outcome")]),
    # a condition after its main clause stops where a clause of its own follows it
    ("en", 'Its effect is negated while "Gravity Bind" is face-up, so the monster can still attack.',
     [("while \"Gravity Bind\" is face-up", "Its effect is negated", "outcome"),
      ("while \"Gravity Bind\" is face-up", "the monster can still attack.", "allowed")]),
    ("en", "You cannot Set a Trap when your zones are full; you must wait for one to be vacant.",
     [("when your zones are full", "You cannot Set a Trap", "forbidden"),
      ("when your zones are full", "you must wait for one to be vacant.", "required")]),
    ("pt", "O efeito é negado enquanto Skill Drain estiver ativo, então o monstro não pode atacar.",
     [("enquanto Skill Drain estiver ativo", "O efeito é negado", "outcome"),
      ("enquanto Skill Drain estiver ativo", "o monstro não pode atacar.", "forbidden")]),
    # a comma and "so" inside the condition's own quotation is no clause of its own
    ("en", 'The monster is destroyed if "Stop, so Defend" is face-up.',
     [('if "Stop, so Defend" is face-up.', "The monster is destroyed", "outcome")]),
    # with nothing after the separator, the condition runs to the end
    ("en", "The card stays on the field while it is face-up; so.",
     [("while it is face-up; so.", "The card stays on the field", "outcome")]),
    # a condition after "so", "and" … opens a sentence of its own: the part before is a ruling
    ("en", "Its counters stay, so if you flip it again, you may add another counter.",
     [(None, "Its counters stay", "outcome"),
      ("if you flip it again", "you may add another counter.", "allowed")]),
    ("en", "The monster changes control, and if it is a Toon, it cannot attack this turn.",
     [(None, "The monster changes control", "outcome"),
      ("if it is a Toon", "it cannot attack this turn.", "forbidden")]),
    ("pt", "O efeito continua ativo, então se você virar o monstro, ele não pode atacar.",
     [(None, "O efeito continua ativo", "outcome"),
      ("se você virar o monstro", "ele não pode atacar.", "forbidden")]),
    # no conjunction before it: the condition trails the ruling as before
    ("en", "The monster cannot attack if it was Summoned this turn.",
     [("if it was Summoned this turn.", "The monster cannot attack", "forbidden")]),
    # the clause after a trailing condition reads its own condition ("…; however, C if D"), a
    # leading "however" skipped; ", something" is no ", so"
    ("en", "Sangan's effect activates if it is destroyed by battle; however, it does not activate if it is banished.",
     [("if it is destroyed by battle", "Sangan's effect activates", "outcome"),
      ("if it is banished.", "it does not activate", "outcome")]),
    ("en", "The card stays face-up while it is on the field, something it keeps until it leaves.",
     [("while it is on the field, something it keeps until it leaves.", "The card stays face-up", "outcome")]),
    ("pt", "O efeito ativa quando ele é destruído em batalha; porém, ele não ativa quando é banido.",
     [("quando ele é destruído em batalha", "O efeito ativa", "outcome"),
      ("quando é banido.", "ele não ativa", "outcome")]),
    # a numbered clause: its number is no part of it
    ("en", "(2) You cannot activate it.", [(None, "You cannot activate it.", "forbidden")]),
    # a permission, then a clause of its own with no cue: a permission and an outcome
    ("en", "While the Field Spell is active you can Set a monster, but it is flipped face-up at once.",
     [("While the Field Spell is active", "you can Set a monster", "allowed"),
      ("While the Field Spell is active", "it is flipped face-up at once.", "outcome")]),
    ("en", 'You may chain "Sakuretsu Armor" to it, but "Sakuretsu Armor" will not destroy the Token.',
     [(None, 'You may chain "Sakuretsu Armor" to it', "allowed"),
      (None, '"Sakuretsu Armor" will not destroy the Token.', "outcome")]),
    ("pt", "Você pode ativar o efeito, mas o monstro fica em modo de defesa.",
     [(None, "Você pode ativar o efeito", "allowed"), (None, "o monstro fica em modo de defesa.", "outcome")]),
    # what follows is no clause of its own (no subject, no verb of its own), or the comma a "while"
    ("en", "You can activate it, but only once per turn.",
     [(None, "You can activate it, but only once per turn.", "allowed")]),
    # … but a "not" denying the modal before it, its verb left out, is a verdict of its own (a record's label then
    # the modal's opposite: `clauses.denied`; read alone, as here, it says none)
    ("en", "You can activate it, but not during the Damage Step.",
     [(None, "You can activate it", "allowed"), (None, "not during the Damage Step.", "outcome")]),
    ("en", "You can attack directly, while the monster is face-down.",
     [("while the monster is face-down.", "You can attack directly", "allowed")]),
    # a condition after its verdict ends where a contrast that is a clause of its own begins: the
    # contrast is a second verdict under the same condition, not more of the condition
    ("en", 'You may place "Wall of Cards" face-down while "Sea Field" is not active, but it cannot be flipped.',
     [('while "Sea Field" is not active', 'You may place "Wall of Cards" face-down', "allowed"),
      ('while "Sea Field" is not active', "it cannot be flipped.", "forbidden")]),
    ("en", "Its effect still resolves when the Field Spell leaves, but the counters are lost.",
     [("when the Field Spell leaves", "Its effect still resolves", "outcome"),
      ("when the Field Spell leaves", "the counters are lost.", "outcome")]),
    ("pt", 'Você pode baixar "Wall of Cards" se "Sea Field" não estiver ativo, mas ela não pode ser virada.',
     [('se "Sea Field" não estiver ativo', 'Você pode baixar "Wall of Cards"', "allowed"),
      ('se "Sea Field" não estiver ativo', "ela não pode ser virada.", "forbidden")]),
    # a comma between the quoted names of a list ends no condition; one before a name opening the
    # main clause does
    ("en", 'If your opponent chains "Magic Jammer", "Magic Drain", etc., to negate it, its effect does not activate.',
     [('If your opponent chains "Magic Jammer", "Magic Drain", etc., to negate it', "its effect does not activate.",
       "outcome")]),
    ("en", 'While it is face-up you cannot flip a monster with "Book of Moon", "Darkness Approaches", etc.',
     [("While it is face-up", 'you cannot flip a monster with "Book of Moon", "Darkness Approaches", etc.', "forbidden")]),
    ("pt", 'Se o oponente encadear "Magic Jammer", "Magic Drain" ou "Seven Tools", o efeito não é ativado.',
     [('Se o oponente encadear "Magic Jammer", "Magic Drain" ou "Seven Tools"', "o efeito não é ativado.", "outcome")]),
    ("en", 'If "Sangan" is destroyed by "Raigeki", "Witch of the Black Forest" stays on the field.',
     [('If "Sangan" is destroyed by "Raigeki"', '"Witch of the Black Forest" stays on the field.', "outcome")]),
    # a comma written inside a name's closing quote ends the condition as one after it does; inside
    # names that list on, it ends none
    ("en", 'If “Jinzo” is Tributed for “Cyber Jar,” its effect resolves without it.',
     [("If “Jinzo” is Tributed for “Cyber Jar,”", "its effect resolves without it.", "outcome")]),
    ("en", 'When you chain “Magic Jammer,” “Solemn Judgment” cannot be chained to it.',
     [("When you chain “Magic Jammer,”", "“Solemn Judgment” cannot be chained to it.", "forbidden")]),
    ("en", 'While “Sea Field,” “Umi,” or “A Legendary Ocean” is active the Aqua monsters gain 200 ATK.',
     [(None, 'While “Sea Field,” “Umi,” or “A Legendary Ocean” is active the Aqua monsters gain 200 ATK.', "outcome")]),
    # … and so does one before a name written unquoted, capitalised, that opens the main clause with its verb
    ("en", "If the monster it revived leaves the field, Premature Burial is destroyed too.",
     [("If the monster it revived leaves the field", "Premature Burial is destroyed too.", "outcome")]),
    ("en", "If you activate it, until the End Phase, Spell and Trap Cards cannot be activated.",
     [("If you activate it, until the End Phase", "Spell and Trap Cards cannot be activated.", "forbidden")]),
    ("en", "When Sangan leaves the field, Sangan's effect activates in the Graveyard.",
     [("When Sangan leaves the field", "Sangan's effect activates in the Graveyard.", "outcome")]),
    ("pt", "Enquanto Royal Decree estiver no campo, Armadilhas não podem ser ativadas.",
     [("Enquanto Royal Decree estiver no campo", "Armadilhas não podem ser ativadas.", "forbidden")]),
    # … or before a contracted pronoun, "none" or "whichever" opening it
    ("en", 'If "Jinzo" is flipped face-up by "Book of Moon", it\'s not a Flip Summon.',
     [('If "Jinzo" is flipped face-up by "Book of Moon"', "it's not a Flip Summon.", "outcome")]),
    ("en", "If two copies of it are face-up, whichever was activated first applies.",
     [("If two copies of it are face-up", "whichever was activated first applies.", "outcome")]),
    ("en", 'If "Sangan" is removed from play, none of its effects activate.',
     [('If "Sangan" is removed from play', "none of its effects activate.", "outcome")]),
    # … but not before names that only list on
    ("en", "If you control Jinzo, Sangan, and Witch of the Black Forest, you can attack.",
     [("If you control Jinzo, Sangan, and Witch of the Black Forest", "you can attack.", "allowed")]),
    # a quoted name is one of the words a condition needs before its comma
    ("en", 'When "Cyber Jar" flips, "Jinzo" is Special Summoned face-up.',
     [('When "Cyber Jar" flips', '"Jinzo" is Special Summoned face-up.', "outcome")]),
    # a comparison's modal permits nothing; a modal of its own before it still does
    ("en", "Special Summon as many monsters as you can, and destroy the rest.",
     [(None, "Special Summon as many monsters as you can, and destroy the rest.", "outcome")]),
    ("en", "You can activate it as often as you like.", [(None, "You can activate it as often as you like.", "allowed")]),
    # … but a contrast that is no clause ("but not by battle") stays in the condition
    ("en", "The monster is destroyed if it is attacked, but not by battle.",
     [("if it is attacked, but not by battle.", "The monster is destroyed", "outcome")]),
]


@pytest.mark.parametrize("lang, sentence, expected", CASES, ids=[c[1][:40] for c in CASES])
def test_split_and_label(lang, sentence, expected):
    lex = lexicon(lang)
    got = []
    for c in split(sentence, lex):
        situation = sentence[c.situation[0]:c.situation[1]] if c.situation else None
        verdict = sentence[c.verdict[0]:c.verdict[1]]
        got.append((situation, verdict, label(verdict, lex).value))
    assert got == expected


@pytest.mark.parametrize("lang, words, want", [
    ("en", "you cannot", "forbidden"), ("en", "you may not", "forbidden"), ("en", "you have to", "required"),
    ("en", "you MUST", "required"), ("en", "you may", "allowed"), ("en", "it is destroyed", "outcome"),
    ("pt", "NAO PODE", "forbidden"), ("pt", "não podem", "forbidden"), ("pt", "devem", "required"),
    ("pt", "é necessário", "required"), ("pt", "e necessario", "required"), ("pt", "necessitam", "required"),
    ("pt", "precisa", "required"), ("pt", "podem", "allowed"), ("pt", "são destruídos", "outcome"),
    # marks of emphasis in plain text are no part of the cue
    ("en", "you are *NOT* allowed to", "forbidden"), ("en", "it would not be allowed:", "forbidden"),
    ("en", "that will not be permitted:", "forbidden"), ("en", "you **must**", "required"), ("en", "you _can_", "allowed"),
    ("pt", "*NÃO PODE*", "forbidden"),
])
def test_cue_spellings(lang, words, want):
    assert label(f"{words} fazer isso" if lang == "pt" else f"{words} do it", lexicon(lang)).value == want


def test_cue_inside_a_card_name_is_ignored():
    assert label('"You Can\'t Win" is destroyed.', lexicon("en")).value == "outcome"


@pytest.mark.parametrize("q, a, want", [
    ("Can I activate it in the Damage Step?", "Yes you can.", "allowed"),
    ("Can I activate it in the Damage Step?", "No, it cannot be activated.", "forbidden"),
    ("Do I have to pay again?", "No.", "allowed"),
    ("What happens to the Token?", "It is removed from play.", "outcome"),
    ("Posso ativar da mão?", "Não, só se estiver setada.", "forbidden"),
    # a "no" to what happens, then a duty that only explains it: what happens, not a duty
    ("Does its effect activate if it is banished?", "No. It must be sent from the field to the Graveyard.", "outcome"),
    ("O efeito ativa se ele for banido?", "Não. Ele precisa ir do campo para o cemitério.", "outcome"),
    # a "no" explained by a prohibition stays one; a "yes" explained by a duty stays one
    ("Does it hit face-up monsters?", "No. It can only target a face-down monster.", "forbidden"),
    ("Do I discard for it?", "Yes, you must discard 1 card.", "required"),
    # no yes or no: the sentence that says what the modal asks answers, not the first one ruling
    ("When its effect resolves, can I add a Spellcaster from my Deck?",
     "The effect must be activated while it is face-up. A Spellcaster cannot be added from your Deck, only from the Graveyard.",
     "forbidden"),
    ("Quando o efeito resolve, posso banir um monstro do cemitério do oponente?",
     "O efeito precisa de um alvo. Você pode banir um monstro do cemitério do oponente se ele for um Zumbi.", "allowed"),
    # of two sentences saying as much of it, the later applies the rule the first tells
    ("Can I chain Magic Jammer to it?",
     "Magic Jammer must be chained to a Spell Card. Mirror Force is a Trap Card, so Magic Jammer cannot be chained to it.",
     "forbidden"),
    # when no sentence says more of it than the first, the first rules
    ("Can I activate it during the Damage Step?", "You must wait for damage calculation. Then it cannot be used.",
     "required"),
])
def test_qa_label(q, a, want):
    lang = detect_language(q + " " + a)
    assert label_qa(q, a, lexicon(lang)).value == want


@pytest.mark.parametrize("q, a, first, want", [
    # a question that asks no modal is answered by the answer's first sentence; the
    # explanation after it ("it must …", "it cannot …") does not label it
    ("Will the Token still be destroyed?", "The Token survives. As you know, it must be face-up to be destroyed.",
     "The Token survives.", "outcome"),
    ("O monstro volta para o campo?", "Ele fica no cemitério. Você não pode ativar outra carta.",
     "Ele fica no cemitério.", "outcome"),
    # a question that asks "can I" takes the answer's first cue, wherever it is
    ("Can I activate it with no free zone?", "It resolves later. Without a free zone you cannot activate it.",
     "It resolves later.", "forbidden"),
])
def test_qa_label_from_the_answer_proper(q, a, first, want):
    lang = detect_language(q + " " + a)
    assert label_qa(q, a, lexicon(lang), first).value == want


@pytest.mark.parametrize("lang, sentence, want", [
    ("en", "Do not shuffle the Deck after this effect resolves.", "forbidden"),
    ("en", "Don't reveal the Set card.", "forbidden"),
    ("en", "Do not have to reveal it.", "allowed"),  # a cue at the same place wins
    ("en", "Note: never activate it during the Damage Step.", "forbidden"),
    ("pt", "Nunca embaralhe o deck depois disso.", "forbidden"),
])
def test_prohibitions(lang, sentence, want):
    assert label(sentence, lexicon(lang)).value == want


@pytest.mark.parametrize("sentence, want", [
    # "never" stating a fact is an outcome: what happens, not what a player may do
    ("The Fusion Monster is never treated as Fusion Summoned.", "outcome"),
    ("The Token never goes to the Graveyard, so the effect does not activate.", "outcome"),
    ("Because the Trap was negated, it was never face-up.", "outcome"),
    # with a modal or a permission it still forbids
    ("A Ritual Monster can never be Normal Summoned.", "forbidden"),
    ("You will never be able to Special Summon it again.", "forbidden"),
    ("Players are never allowed to look at the Set card.", "forbidden"),
    ("Never reveal your hand for this cost.", "forbidden"),
])
def test_never_forbids_only_with_a_modal(sentence, want):
    assert label(sentence, lexicon("en")).value == want


@pytest.mark.parametrize("text, lang", [
    ("Você não pode equipar um monstro face-down.", "pt"),
    ("Cartas Trap vão para o cemitério depois de terem seus efeitos resolvidos.", "pt"),
    ("You cannot Tribute 1 of them for another monster.", "en"),
    ("The Flip Effect activates twice, and they wait to create a new chain.", "en"),
])
def test_detect_language(text, lang):
    assert detect_language(text, default="en" if lang == "pt" else "pt") == lang


@pytest.mark.parametrize("lang, sentence, situation", [
    # how often is not a condition
    ("en", "Each monster can attack once per Battle Phase.", None),
    ("en", "Once per turn, you can change its battle position.", None),
    # how often, followed by when, how long or for what: "more than once during the turn"
    ("en", "You may use this effect more than once during the same turn.", None),
    ("en", "Its controller can only draw once for each monster sent to the Graveyard.", None),
    ("en", "This effect is applied once while the monster stays face-up.",
     "while the monster stays face-up."),
    ("en", "The cost is paid once when the card is activated.", "when the card is activated."),
    ("en", "You can tribute it once by each copy of the Spell.", None),
    ("en", "The monster attacks once within the same Battle Phase.", None),
    ("en", "Each player draws only once as long as the card is face-up.",
     "as long as the card is face-up."),
    # how often, then a condition of its own: the condition is what "if", "when", "while" opens
    ("en", "It can attack more than once if the attacked monster survives.", "if the attacked monster survives."),
    # "once" that means "as soon as" still is
    ("en", "Once it resolves, you draw 1 card.", "Once it resolves"),
])
def test_frequency_is_not_a_condition(lang, sentence, situation):
    clause = split(sentence, lexicon(lang))[0]
    got = sentence[clause.situation[0]:clause.situation[1]] if clause.situation else None
    assert got == situation


@pytest.mark.parametrize("lang, sentence, want", [
    ("en", "Only one Field Spell Card can be face-up at a time.", "forbidden"),
    ("en", "If you control only one monster, you can Tribute it.", "allowed"),
    ("pt", "Apenas o dono da carta pode ativá-la.", "forbidden"),
    ("en", "Only monsters that are able to attack must attack this card.", "required"),
])
def test_a_restriction_forbids_the_rest(lang, sentence, want):
    assert label(sentence, lexicon(lang)).value == want


@pytest.mark.parametrize("text, lean", [
    ("If Card Trooper is flipped face-down and face-up again, its ATK gain is lost. The effect can be activated again.",
     "The effect can be activated again."),
    ("Se Marshmallon for virado para baixo e depois para cima, o dano não é aplicado. O efeito pode ser usado de novo.",
     "O efeito pode ser usado de novo."),
])
def test_a_sentence_pointing_back_rules_on_the_situation_before(tmp_path, text, lean):
    """"The effect can be activated again." states no situation of its own: it rules on the
    sentence before's, and its record cites both sentences."""
    from judge import store
    from judge.ingest import ingest

    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "rulings.txt").write_text(f"- {text}\n", encoding="utf-8")
    ingest([docs], tmp_path / "r.db")
    rows = store.open_db(tmp_path / "r.db").execute("select text, situation, verdict from records").fetchall()
    leaning = next(r for r in rows if r[2].strip() == lean)
    assert leaning[0] == text and leaning[1].startswith(("If Card Trooper", "Se Marshmallon"))


@pytest.mark.parametrize("text, lean, label_", [
    ("Jar of Greed is a Trap Card that draws 1 card. It can be chained to a Spell Speed 2 effect.",
     "It can be chained to a Spell Speed 2 effect.", "allowed"),
    ("Os Sheep Tokens do Scapegoat são Invocados por Invocação-Especial. Eles não podem ser tributados para uma "
     "Invocação-Tributo.", "Eles não podem ser tributados para uma Invocação-Tributo.", "forbidden"),
])
def test_a_sentence_opening_with_a_pronoun_cites_the_sentence_it_stands_for(tmp_path, text, lean, label_):
    """A paragraph's sentence opening with a pronoun and naming no card ("It can be chained …",
    "Eles não podem …") is about what the sentence before named: its record cites both (so a
    question naming that is answered by it), its verdict and label its own; the sentence before
    is a record of its own still."""
    from judge import store
    from judge.ingest import ingest

    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "notes.txt").write_text(f"Notes\n\n{text}\n", encoding="utf-8")
    ingest([docs], tmp_path / "r.db")
    rows = store.open_db(tmp_path / "r.db").execute("select text, verdict, label from records order by start").fetchall()
    assert rows[0][0] == text.split(". ")[0] + "."
    leaning = next(r for r in rows if r[1].strip() == lean)
    assert (leaning[0], leaning[2]) == (text, label_)


@pytest.mark.parametrize("layout", ["Notes\n\n{}\n", "- {}\n"])
@pytest.mark.parametrize("text, conclusion, label_", [
    ('"Spirit Reaper" is not destroyed as a result of battle. So "Spirit Reaper" cannot be destroyed by an attack of '
     '"Summoned Skull".', 'So "Spirit Reaper" cannot be destroyed by an attack of "Summoned Skull".', "forbidden"),
    ('"Mirror Force" destroys only the Attack Position monsters of the attacker. Therefore, a monster in Defense '
     'Position stays on the field.', "Therefore, a monster in Defense Position stays on the field.", "outcome"),
    ('O efeito de "Sangan" é ativado quando ele é enviado do campo para o Cemitério. Portanto, você pode usar o efeito '
     'de "Sangan" quando ele é destruído em batalha.', 'Portanto, você pode usar o efeito de "Sangan" quando ele é '
     'destruído em batalha.', "allowed"),
    # a pronoun after a conjunction stands for what the sentence before named, as a bare one does
    ('"Skill Drain" negates the effects of face-up monsters on the field. But it does not negate the effects of '
     'monsters in the Graveyard.', "But it does not negate the effects of monsters in the Graveyard.", "outcome"),
    ('"Skill Drain" nega os efeitos dos monstros virados para cima no campo. Mas ele não nega os efeitos de monstros '
     'no Cemitério.', "Mas ele não nega os efeitos de monstros no Cemitério.", "outcome"),
])
def test_a_conclusion_cites_the_sentence_it_concludes_from(tmp_path, layout, text, conclusion, label_):
    """A sentence opening with a conclusion's word ("So …", "Therefore, …", "Portanto, …") or a
    conjunction and a pronoun ("But it …", "Mas ele …") rules on what the sentence before says,
    whatever cards it names: its record cites both (read alone,
    "So a monster in Defense Position stays" does not say why), its label its own; the sentence
    before is a record of its own still."""
    from judge import store
    from judge.ingest import ingest

    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "notes.txt").write_text(layout.format(text), encoding="utf-8")
    ingest([docs], tmp_path / "r.db")
    rows = store.open_db(tmp_path / "r.db").execute("select text, verdict, label from records order by start").fetchall()
    premise = text[:text.index(conclusion)].strip()
    assert any(r[0] == premise for r in rows)
    concluding = [r for r in rows if conclusion in r[0]]
    assert concluding and all(r[0] == text for r in concluding), rows
    assert label_ in {r[2] for r in concluding}


@pytest.mark.parametrize("doc, conclusion, premise, label_", [
    ('# Sangan\n\n- If "Sangan" is sent from the field to the Graveyard, its effect activates.\n'
     '- So you can add a monster even when "Sangan" is Tributed.\n',
     'So you can add a monster even when "Sangan" is Tributed.',
     'If "Sangan" is sent from the field to the Graveyard, its effect activates.', "allowed"),
    ('LANGUAGE: pt\n\n# Sangan\n\n* O efeito de "Sangan" ativa quando ele vai do campo para o Cemitério.\n'
     '* Portanto, o efeito ativa mesmo quando "Sangan" é tributado.\n',
     'Portanto, o efeito ativa mesmo quando "Sangan" é tributado.',
     'O efeito de "Sangan" ativa quando ele vai do campo para o Cemitério.', "outcome"),
])
def test_a_list_item_concluding_from_the_item_before_cites_it(tmp_path, doc, conclusion, premise, label_):
    """A list item opening with a conclusion's word ("- So …", "* Portanto, …") rules on what the
    item right before it in the same list says: its record cites both items; the item before stays
    a record of its own. An item under another heading, or opening otherwise, stands alone."""
    from judge import store
    from judge.ingest import ingest

    docs = tmp_path / "docs"
    docs.mkdir()
    other = doc.replace("- So", "- Also, note that").replace("* Portanto,", "* Note que")
    apart = doc.replace("\n- So", "\n\n# Sangan, again\n\n- So").replace("\n* Portanto", "\n\n# De novo\n\n* Portanto")
    for name, text in (("list.md", doc), ("other.md", other), ("apart.md", apart)):
        (docs / name).write_text(text, encoding="utf-8")
    ingest([docs], tmp_path / "r.db")
    rows = store.open_db(tmp_path / "r.db").execute("select document, text, label from records").fetchall()
    mine = [(t, lab) for d, t, lab in rows if d == "list.md"]
    assert (premise, ) in [(t,) for t, _ in mine]
    citing = [(t, lab) for t, lab in mine if conclusion in t]
    assert citing and all(t.startswith(premise) and t.endswith(conclusion) for t, _ in citing), mine
    assert label_ in {lab for _, lab in citing}
    for name in ("other.md", "apart.md"):
        assert all(not t.startswith(premise) or t == premise for d, t, _ in rows if d == name), name


@pytest.mark.parametrize("sentence, verdict, want", [
    ('If you retrieve the last piece of Exodia with "Backup Soldier" in a chain to "Delinquent Duo" you win the Duel '
     "before you have to discard.", "you win the Duel before you have to discard.", "outcome"),
    ("A Normal Trap Card must be Set on the field before you can activate it.",
     "A Normal Trap Card must be Set on the field before you can activate it.", "required"),
    ("If you control no monsters you can activate this card before your opponent attacks.",
     "you can activate this card before your opponent attacks.", "allowed"),
    # the clause of time's subject a card's name
    ('If "Command Knight" is Summoned, its ATK rises to 1600 before "Kycoo the Ghost Destroyer" can destroy it.',
     'its ATK rises to 1600 before "Kycoo the Ghost Destroyer" can destroy it.', "outcome"),
])
def test_a_modal_in_a_clause_of_time_is_no_main_clause(sentence, verdict, want):
    """The subject and modal of a clause of time after the main one ("… before you can Tribute it",
    "… before you have to discard") do not start the verdict: the verdict is the main clause,
    and its label is what that one rules (a modal of the main clause still decides)."""
    lex = lexicon("en")
    clauses = split(sentence, lex)
    verdicts = [sentence[c.verdict[0]:c.verdict[1]] for c in clauses]
    assert verdicts[-1].endswith(verdict) and label(verdicts[-1], lex).value == want, verdicts


@pytest.mark.parametrize("sentence, want", [
    ("Monsters that were told not to attack may still not attack this turn.", "forbidden"),
    ("The Set card can also not be flipped by its own effect.", "forbidden"),
    ("A player could then not respond to it.", "forbidden"),
    ("You may still activate it afterwards.", "allowed"),
    ("It is still not treated as a Tuner.", "outcome"),
])
def test_an_adverb_between_the_modal_and_its_not(sentence, want):
    assert label(sentence, lexicon("en")).value == want


@pytest.mark.parametrize("sentence, want", [
    ("Even with two of them out, you are still able to declare a direct attack.", "allowed"),
    ("Players are generally prohibited from chaining to it in that window.", "forbidden"),
    ("The chosen monster is still allowed its regular attack this turn.", "allowed"),
    ("The controller is always forced to attack with it.", "required"),
    ("Both players are now unable to Set cards.", "forbidden"),
    ("You are forbidden from responding to a Counter Trap with a Normal Trap.", "forbidden"),
    ("The monster is still a Tuner.", "outcome"),
    ("It is generally destroyed at the End Phase.", "outcome"),
])
def test_an_adverb_between_be_and_its_permission(sentence, want):
    """An adverb between "is"/"are" and what it permits or forbids ("are still able to", "are
    generally prohibited from") does not hide the modal; "forbidden from" forbids as "prohibited
    from" does; an adverb before anything else is no cue."""
    assert label(sentence, lexicon("en")).value == want


@pytest.mark.parametrize("lang, sentence, want", [
    ("en", "Then the defender wouldn't even be able to respond.", "forbidden"),
    ("en", "The Token won't be allowed to attack this turn.", "forbidden"),
    ("en", "He will not ever be permitted to chain to it.", "forbidden"),
    ("en", "Afterwards you will be able to activate it.", "allowed"),
    ("pt", "A armadilha não poderá ser ativada neste turno.", "forbidden"),
    ("pt", "Depois disso você não vai poder atacar.", "forbidden"),
    ("pt", "O token nem pode ser usado como tributo.", "forbidden"),
    ("pt", "Você poderá ativá-la no próximo turno.", "allowed"),
])
def test_a_refusal_in_the_future_or_the_conditional(lang, sentence, want):
    """A will or would refused, contracted or written out, an adverb between or not, forbids as
    "cannot" does: "wouldn't even be able to", "não poderá", "não vai poder", "nem pode"."""
    assert label(sentence, lexicon(lang)).value == want


@pytest.mark.parametrize("lang, question, want", [
    ("en", "is my opponent able to attack at all?", ("allowed", "forbidden")),
    ("en", "Kaiser Sea Horse as two tributes for a LIGHT monster, legal?", ("allowed", "forbidden")),
    ("en", "after the chain, do I still get to draw?", ("allowed", "forbidden")),
    ("en", "when should I roll the die again?", ("required", "allowed")),
    ("en", "is the discard mandatory?", ("required", "allowed")),
    ("en", "what happens to the equip card?", ("outcome",)),
    ("pt", "é permitido usar o token como tributo?", ("allowed", "forbidden")),
    ("pt", "o descarte é obrigatório?", ("required", "allowed")),
    # the floor's Brazilian "can I": "dá pra", "tem como", "vale", "rola"
    ("pt", "dá pra encadear isso no damage step?", ("allowed", "forbidden")),
    ("pt", "tem como ativar da mão?", ("allowed", "forbidden")),
    ("pt", "vale tributar o token?", ("allowed", "forbidden")),
    ("pt", "rola usar dois ao mesmo tempo?", ("allowed", "forbidden")),
    # other ways of asking whether one may: a way, an "ok", a conditional
    ("en", "is there a way to get my Jar of Greed back from the Graveyard?", ("allowed", "forbidden")),
    ("en", "any way to stop a Quick-Play Spell in the Damage Step?", ("allowed", "forbidden")),
    ("en", "is it okay if I Set two Field Spells?", ("allowed", "forbidden")),
    ("pt", "daria pra ativar a armadilha no turno que baixei?", ("allowed", "forbidden")),
    ("pt", "seria possível reviver um monstro de fusão?", ("allowed", "forbidden")),
    # how a thing is done is asked by what one must do, then what one may
    ("en", "how do I Tribute Summon a Level 7 monster?", ("required", "allowed")),
    ("en", "how can you get a Fusion monster out without Polymerization?", ("required", "allowed")),
    ("pt", "como eu faço pra invocar um monstro de ritual?", ("required", "allowed")),
    ("pt", "como posso tirar o Jinzo do campo?", ("required", "allowed")),
    # how it works, how many: what happens
    ("en", "how does the damage step work?", ("outcome",)),
    ("en", "how many tributes does a Level 6 monster take?", ("outcome",)),
    ("pt", "como funciona o efeito do Sangan?", ("outcome",)),
    # who, whose, where: a player or a place, what happens
    ("en", "the monster I took comes back, who controls it?", ("outcome",)),
    ("en", "where does a destroyed token go", ("outcome",)),
    ("pt", "pra onde vai o monstro banido?", ("outcome",)),
    ("pt", "quem controla o monstro depois?", ("outcome",)),
    ("en", "who can activate Solemn Judgment?", ("allowed", "forbidden")),
    # a question offering another alternative asks what the alternative asks; a choice of things
    # or a second clause that asks nothing leaves the first ask
    ("en", "Can I respond to Sangan's summon, or does its effect not start a chain?", ("outcome",)),
    ("en", "Do I choose the target now, or must I wait for the resolution?", ("required", "allowed")),
    ("en", "Does the token have to stay in Defense Position, or can I switch it?", ("allowed", "forbidden")),
    ("en", "Can I tribute the token or the Sangan?", ("allowed", "forbidden")),
    ("pt", "o efeito do Sangan ativa na hora, ou posso escolher depois?", ("allowed", "forbidden")),
    ("pt", "posso encadear agora ou tenho que esperar a resolução?", ("required", "allowed")),
    # two questions joined by "and": the first asked is answered first, then the second; a
    # statement before "and can I …?" asks nothing of its own
    ("en", "Is the Scapegoat token destroyed, and can I Tribute it later?", ("outcome", "allowed", "forbidden")),
    ("en", "Sangan left the field. Does its effect activate and can my opponent chain to it?",
     ("outcome", "allowed", "forbidden")),
    ("en", "Can I chain Sakuretsu Armor, and does it negate the attack?", ("allowed", "forbidden")),
    ("en", "My Sangan is destroyed and can I search for a monster?", ("allowed", "forbidden")),
    ("pt", "Posso ativar da mão, e tenho que pagar o custo?", ("allowed", "forbidden", "required")),
    # a play told before the sentence that asks: its modals are the play's, not the question's
    ("en", "I Set a monster so I can Tribute it next turn, but it gets flipped. Who controls it now?", ("outcome",)),
    ("en", "My opponent has to discard two cards before he can summon. Does the summon get negated?", ("outcome",)),
    ("pt", "Eu posso ativar o efeito e meu oponente responde. O que acontece com o custo?", ("outcome",)),
    ("en", "The token was Tributed so I could summon. Must I pay the cost again?", ("required", "allowed")),
    # … unless that sentence asks nothing a label answers: the whole is read
    ("en", "My opponent says only he can chain here. Why?", ("allowed", "forbidden")),
])
def test_what_a_question_asks(lang, question, want):
    from judge.asks import wanted_labels

    assert wanted_labels(question, lang) == want


def test_a_card_name_is_no_modal_in_a_qa_question():
    lex = lexicon("en")
    q = "Can you chain “Compulsory Evacuation Device” to the Flip Summon?"
    assert label_qa(q, "Yes, you can.", lex).value == "allowed"


@pytest.mark.parametrize("lang, sentence, want", [
    ("en", "Neither player can Tribute Summon while it is face-up.", "forbidden"),
    ("en", "No monster may attack during that turn.", "forbidden"),
    ("en", "None of the Tokens can be used as a Tribute.", "forbidden"),
    ("en", "No matter which card is chosen, you can activate it.", "allowed"),
    ("en", "If there are no monsters on the field, you can attack directly.", "allowed"),
    ("en", "It has no effect, but you can still chain to it.", "allowed"),
    ("pt", "Nenhum jogador pode ativar cartas de armadilha.", "forbidden"),
])
def test_a_negative_subject_turns_the_permission(lang, sentence, want):
    assert _last_label(sentence, lang) == want


def _last_label(sentence: str, lang: str) -> str:
    """The label of a sentence's last verdict."""
    lex = lexicon(lang)
    return [label(sentence[c.verdict[0]:c.verdict[1]], lex).value for c in split(sentence, lex)][-1]


@pytest.mark.parametrize("lang, sentence, want", [
    # a permission given or refused with a verb, not a modal
    ("en", "Flipping it this way allows the player to Set another monster that turn.", "allowed"),
    ("en", "Taking control of a monster, you are always entitled to change its battle position.", "allowed"),
    ("en", "Its effect lets you draw again during the End Phase.", "allowed"),
    ("en", "A Token returned this way won't allow \"Scapegoat\" to be activated.", "forbidden"),
    ("en", "Using it in Main Phase 2 does not allow the player to attack.", "forbidden"),
    ("en", "After that you are no longer entitled to a Normal Summon.", "forbidden"),
    ("en", "The effect lets the ATK rise each turn.", "outcome"),
    ("pt", "Invocar desse jeito permite que o jogador faça outra Invocação-Normal.", "allowed"),
    ("pt", "Você tem direito a mudar a posição do monstro.", "allowed"),
    # the right had with its article, given or refused
    ("pt", "Cada duelista tem o direito de baixar uma carta por turno.", "allowed"),
    ("pt", "Depois disso o duelista não tem o direito de atacar.", "forbidden"),
    ("pt", "O efeito não permite que você ative armadilhas.", "forbidden"),
    ("en", "Whenever it resolves you have the option to Set a card.", "allowed"),
    ("en", "After that you do not have the option to Set a card.", "forbidden"),
    ("en", "Your opponent then has the possibility to chain a Quick-Play Spell.", "allowed"),
    ("en", "After that you do not have the possibility to chain a Quick-Play Spell.", "forbidden"),
    # what a player does declared acceptable or not
    ("en", "Calling a card by a short name is acceptable when both players agree on it.", "allowed"),
    ("en", "Calling a card only by its artwork is not acceptable.", "forbidden"),
    ("en", "A description of its stats is considered acceptable in place of its name.", "allowed"),
    ("en", "A description of its artwork alone is not considered acceptable.", "forbidden"),
    ("pt", "Chamar a carta por um apelido é aceitável se os dois jogadores concordarem.", "allowed"),
    ("pt", "Chamar a carta só pela arte não é aceitável.", "forbidden"),
    ("pt", "Quando o oponente ativa algo, você tem a opção de responder.", "allowed"),
])
def test_a_permission_verb_gives_or_refuses(lang, sentence, want):
    assert _last_label(sentence, lang) == want


@pytest.mark.parametrize("lang, sentence, want", [
    ("en", "The Trigger Effect of this monster is mandatory.", "required"),
    ("en", "Paying the cost is not optional.", "required"),
    ("en", "Its second effect is optional.", "allowed"),
    ("en", "The discard is not mandatory.", "allowed"),
    ("en", "A Set card is a legal target for it.", "allowed"),
    ("en", "Activating it then is an illegal activation.", "forbidden"),
    ("en", "You need three cards in your hand to activate it.", "required"),
    ("en", "The Level that you need is not changed by it.", "outcome"),
    ("pt", "O efeito de virar é obrigatório.", "required"),
    ("pt", "O pagamento é opcional.", "allowed"),
    ("en", "Drawing a card with its second effect is an option.", "allowed"),
    ("en", "Which monster to return is up to you.", "allowed"),
    ("en", "Paying the cost twice is not an option.", "forbidden"),
    ("pt", "Adicionar a carta à mão é uma opção.", "allowed"),
    ("pt", "Devolver a carta ao deck não é uma opção.", "forbidden"),
])
def test_what_an_effect_is_says_whether_it_must_or_may(lang, sentence, want):
    assert label(sentence, lexicon(lang)).value == want


@pytest.mark.parametrize("lang, sentence, want", [
    # a writer's judgement on a topic or a pointer to more reading: no permission given
    ("en", "Chain resolution in the Damage Step can get rather tricky.", "outcome"),
    ("en", "The timing of these two cards may seem counterintuitive to newer players.", "outcome"),
    ("en", "This rarely matters, but it can also be useful against burn decks.", "outcome"),
    ("en", "The full list of errata can be found here.", "outcome"),
    ("pt", "A ordem das cadeias pode ficar bem complicada.", "outcome"),
    ("pt", "Essa interação pode ser útil contra decks de burn.", "outcome"),
    # a play permitted, described with the same verbs
    ("en", "It can be used against burn decks.", "allowed"),
    ("en", "You can get 1 card back with it.", "allowed"),
    ("en", "A monster can become the target again.", "allowed"),
    ("pt", "Você pode ficar com o monstro até a End Phase.", "allowed"),
])
def test_a_possibility_said_of_a_judgement_permits_nothing(lang, sentence, want):
    assert label(sentence, lexicon(lang)).value == want


@pytest.mark.parametrize("lang, q, a, want", [
    ("en", "Is the discard optional?", "Yes.", "allowed"),
    ("en", "Is the discard optional?", "No, you must discard.", "required"),
    ("pt", "O descarte é opcional?", "Não.", "required"),
    # choosing not to do it is asking whether it is optional
    ("en", "Can I choose not to add a monster with Sangan?", "No, you must add one if you can.", "required"),
    ("en", "When Mystic Tomato is destroyed, can I decide not to Special Summon?", "Yes.", "allowed"),
    ("pt", "Posso escolher não usar o efeito do Sangan?", "Não, você deve adicionar um monstro.", "required"),
])
def test_an_optional_asked_is_a_duty_asked_the_other_way_round(lang, q, a, want):
    from judge.asks import wanted_labels

    assert label_qa(q, a, lexicon(lang)).value == want
    assert wanted_labels(q, lang) == ("required", "allowed")


@pytest.mark.parametrize("lang, q, a, want, asks", [
    # a duty word naming the kind of effect is no duty asked: the modal of the question is
    ("en", "Can the mandatory Trigger Effect of Sangan be negated?", "Yes.", "allowed", ("allowed", "forbidden")),
    ("en", "Could an optional flip effect miss its timing?", "No.", "forbidden", ("allowed", "forbidden")),
    ("pt", "O efeito obrigatório do Sangan pode ser negado?", "Não.", "forbidden", ("allowed", "forbidden")),
    ("pt", "Um efeito de gatilho opcional pode ser encadeado?", "Sim.", "allowed", ("allowed", "forbidden")),
    # … and one said of the effect still asks it
    ("en", "Is the Trigger Effect of Sangan mandatory?", "Yes.", "required", ("required", "allowed")),
    ("pt", "O efeito do Sangan é obrigatório?", "Sim.", "required", ("required", "allowed")),
])
def test_a_duty_word_naming_the_kind_of_effect_asks_no_duty(lang, q, a, want, asks):
    from judge.asks import wanted_labels

    assert label_qa(q, a, lexicon(lang)).value == want
    assert wanted_labels(q, lang) == asks


@pytest.mark.parametrize("lang, sentence, situation, verdict", [
    # a determiner right after a preposition opens its object, not the main clause
    ("en", "If Swords of Revealing Light is face-up on the field you cannot attack.",
     "If Swords of Revealing Light is face-up on the field", "you cannot attack."),
    ("en", "When a monster is sent to the Graveyard you may draw 1 card.",
     "When a monster is sent to the Graveyard", "you may draw 1 card."),
    ("pt", "Se um monstro for enviado para o Cemitério você pode comprar 1 carta.",
     "Se um monstro for enviado para o Cemitério", "você pode comprar 1 carta."),
    # a card name is a word of its own: what follows it does not follow the preposition before it
    # (a guard: "the" here opens the main clause)
    ("en", "When your opponent attacks with \"Jinzo\" the turn player can still chain a Quick-Play Spell.",
     "When your opponent attacks with \"Jinzo\"", "the turn player can still chain a Quick-Play Spell."),
    # a card name right before the modal is the main clause's subject
    ("en", "If both monsters are destroyed at the same time, in that case \"Sangan\" can still use its effect.",
     "If both monsters are destroyed at the same time, in that case", "\"Sangan\" can still use its effect."),
    # … and every name a subject lists
    ("en", "When a monster is Flip Summoned by its own effect \"Trap Hole\" or \"Bottomless Trap Hole\" can be chained.",
     "When a monster is Flip Summoned by its own effect", "\"Trap Hole\" or \"Bottomless Trap Hole\" can be chained."),
])
def test_the_main_clause_after_a_condition_without_a_comma(lang, sentence, situation, verdict):
    [clause] = split(sentence, lexicon(lang))
    assert sentence[slice(*clause.situation)] == situation
    assert sentence[slice(*clause.verdict)] == verdict


@pytest.mark.parametrize("lang, sentence, situation, verdict, want", [
    # two conditions stacked, the main clause opened by "then" with no comma before it
    ("en", "After you activate \"Swords\", if every monster you control is destroyed (by \"Raigeki\", etc.) then "
           "your chosen monster can attack directly.",
     "After you activate \"Swords\", if every monster you control is destroyed (by \"Raigeki\", etc.)",
     "then your chosen monster can attack directly.", "allowed"),
    ("en", "If neither player has a card left in the Deck then the Duel ends in a Draw.",
     "If neither player has a card left in the Deck", "then the Duel ends in a Draw.", "outcome"),
    ("pt", "Se o oponente não controlar monstros então você pode atacar diretamente.",
     "Se o oponente não controlar monstros", "então você pode atacar diretamente.", "allowed"),
    # a condition's own "and then" is no main clause; a "then" after the modal neither
    ("en", "If you Summon it and then chain a Trap, you cannot activate its effect.",
     "If you Summon it and then chain a Trap", "you cannot activate its effect.", "forbidden"),
    ("en", "When the target is destroyed you can then draw 1 card.",
     "When the target is destroyed", "you can then draw 1 card.", "allowed"),
    ("en", "If the monster is flipped face-down then face-up again, the boost is no longer applied.",
     "If the monster is flipped face-down then face-up again", "the boost is no longer applied.", "outcome"),
])
def test_a_condition_ended_by_then(lang, sentence, situation, verdict, want):
    lex = lexicon(lang)
    [clause] = split(sentence, lex)
    assert sentence[slice(*clause.situation)] == situation
    assert sentence[slice(*clause.verdict)] == verdict
    assert label(sentence[slice(*clause.verdict)], lex).value == want


@pytest.mark.parametrize("lang, sentence, situation, verdict, want", [
    # a sentence written in brackets is split inside them, its lead-in label skipped
    ("en", "(Note: a face-down monster can be Tributed for a Tribute Summon.)", None,
     "a face-down monster can be Tributed for a Tribute Summon.", "allowed"),
    ("en", "[If \"Sangan\" is banished, its effect does not activate.]", "If \"Sangan\" is banished",
     "its effect does not activate.", "outcome"),
    ("pt", "(Obs: se você controla Jinzo, seu oponente não pode ativar Armadilhas.)", "se você controla Jinzo",
     "seu oponente não pode ativar Armadilhas.", "forbidden"),
    # a tip's label is no situation
    ("en", "Tip: if your opponent controls \"Jinzo\", you cannot activate Trap Cards.",
     "if your opponent controls \"Jinzo\"", "you cannot activate Trap Cards.", "forbidden"),
    ("pt", "Dica: você não pode ativar Armadilhas enquanto o oponente controla Jinzo.", "enquanto o oponente controla Jinzo.",
     "você não pode ativar Armadilhas", "forbidden"),
    # "not required" leaves the choice, "is required" demands
    ("en", "A Tribute is not required for this Special Summon.", None,
     "A Tribute is not required for this Special Summon.", "allowed"),
    ("en", "One Tribute is required to Normal Summon a Level 5 monster.", None,
     "One Tribute is required to Normal Summon a Level 5 monster.", "required"),
])
def test_bracketed_sentences_lead_in_labels_and_requirements(lang, sentence, situation, verdict, want):
    lex = lexicon(lang)
    [clause] = split(sentence, lex)
    assert (sentence[slice(*clause.situation)] if clause.situation else None) == situation
    assert sentence[slice(*clause.verdict)] == verdict
    assert label(sentence[slice(*clause.verdict)], lex).value == want


def test_emphasis_keeps_the_spans():
    sentence = "If it is *face-down*, you *cannot* flip it."
    (clause,) = split(sentence, lexicon("en"))
    assert sentence[clause.situation[0]:clause.situation[1]] == "If it is *face-down*"
    assert sentence[clause.verdict[0]:clause.verdict[1]] == "you *cannot* flip it."


@pytest.mark.parametrize("lang, sentence, want", [
    # a question reported in the sentence: its modal is what was asked, not a ruling
    ("en", "Last week a player asked whether Magic Jammer can be chained to Heavy Storm.", "outcome"),
    ("en", "Someone wanted to know if you must reveal the card you search.", "outcome"),
    ("pt", "Um leitor perguntou se pode ativar Trap Hole num Flip Summon.", "outcome"),
    # the answer after it, in a clause of its own, still rules; so does an "if" of condition
    ("en", "A player asked if he could Set it, and he can.", "allowed"),
    ("en", "If your opponent asks, you must show the card.", "required"),
    ("pt", "O jogador pergunta se pode ver a carta, e você deve mostrar.", "required"),
])
def test_a_question_reported_in_a_sentence_is_no_verdict(lang, sentence, want):
    assert label(sentence, lexicon(lang)).value == want


@pytest.mark.parametrize("sentence, verdict, expected", [
    ('"You cannot activate Call of the Haunted to revive a monster that was not properly Summoned."',
     "You cannot activate Call of the Haunted to revive a monster that was not properly Summoned.", Label.FORBIDDEN),
    ("“If Jinzo is face-up, you cannot activate Trap Cards.”", "you cannot activate Trap Cards.", Label.FORBIDDEN),
    ('"You must discard a card as the cost of Tribe-Infecting Virus".', "You must discard a card as the cost of Tribe-Infecting Virus", Label.REQUIRED),
    ('"Sangan" can be Tributed for a Tribute Summon.', '"Sangan" can be Tributed for a Tribute Summon.', Label.ALLOWED),
    # card text cited in brackets stays a quotation, not a ruling of its own
    ("The extra effect (“This card cannot attack this turn.”) is not applied.",
     "The extra effect (“This card cannot attack this turn.”) is not applied.", Label.OUTCOME),
])
def test_a_ruling_quoted_whole_is_read_inside_its_quotation_marks(sentence, verdict, expected):
    """An official answer cited whole in quotation marks rules as its words do (the marks hid
    its "cannot" as they hide a quoted card name's words)."""
    lex = lexicon("en")
    (clause,) = split(sentence, lex)[-1:]
    got = sentence[clause.verdict[0]:clause.verdict[1]]
    assert got == verdict and label(got, lex) == expected


@pytest.mark.parametrize("lang, sentence, situation, verdict, expected", [
    ("en", "A monster that was Summoned when Swords of Revealing Light was active cannot attack this turn.",
     "A monster that was Summoned when Swords of Revealing Light was active", "cannot attack this turn.", Label.FORBIDDEN),
    ("en", "A monster which was Special Summoned when Swords of Revealing Light was face-up also cannot attack.",
     "A monster which was Special Summoned when Swords of Revealing Light was face-up", "also cannot attack.", Label.FORBIDDEN),
    ("en", "A Trap Card that was Set while Jinzo was face-up can be activated once Jinzo leaves the field.",
     "A Trap Card that was Set while Jinzo was face-up", "can be activated once Jinzo leaves the field.", Label.ALLOWED),
    ("pt", "Um monstro que foi invocado quando Swords of Revealing Light estava ativa não pode atacar neste turno.",
     "Um monstro que foi invocado quando Swords of Revealing Light estava ativa", "não pode atacar neste turno.", Label.FORBIDDEN),
])
def test_a_clause_of_time_inside_the_subject_leaves_the_main_verb_its_verdict(lang, sentence, situation, verdict, expected):
    """A subject with a relative clause in the passive and a clause of time after it ("A monster
    that was Summoned when X was active cannot attack"): the time clause is part of the subject,
    the modal after it the verdict (the clause of time had swallowed it, the subject left as the
    verdict: an outcome)."""
    lex = lexicon(lang)
    (clause,) = split(sentence, lex)
    said = sentence[clause.verdict[0]:clause.verdict[1]]
    assert (sentence[clause.situation[0]:clause.situation[1]], said) == (situation, verdict)
    assert label(said, lex) is expected


@pytest.mark.parametrize("sentence", [
    "You cannot activate the effect of a Sangan that was destroyed when Dimensional Fissure was face-up.",
    "Um monstro que foi invocado quando Torrential Tribute foi ativada é destruído.",
])
def test_a_relative_clause_before_a_condition_with_no_modal_after_it_is_split_as_before(sentence):
    """A subject's modal before the relative clause, or no modal after the clause of time: the
    clause of time is the situation, as it was."""
    lex = lexicon("pt" if " que " in sentence else "en")
    (clause,) = split(sentence, lex)
    assert sentence[clause.situation[0]:].startswith(("when", "quando"))


@pytest.mark.parametrize("lang, sentence, verdict, expected", [
    ("en", 'The rulebook\'s summoning page: "You cannot Special Summon those monsters from the Graveyard '
           'unless they were properly Special Summoned first."',
     "You cannot Special Summon those monsters from the Graveyard", Label.FORBIDDEN),
    ("en", 'Konami FAQ: "Sangan can be Tributed for a Tribute Summon."', "Sangan can be Tributed for a Tribute Summon.",
     Label.ALLOWED),
    ("pt", 'Resposta da Konami: "Você não pode ativar Mirror Force durante a Damage Step."',
     "Você não pode ativar Mirror Force durante a Damage Step.", Label.FORBIDDEN),
])
def test_a_ruling_quoted_whole_after_words_naming_its_source_is_read_inside_its_quotes(lang, sentence, verdict, expected):
    """A few words naming where a ruling comes from, a colon, and the ruling quoted whole (a
    research note's or a forum post's citation): the quotation is the ruling, its modal its
    verdict (read as a quoted name, it had said nothing: an outcome)."""
    lex = lexicon(lang)
    clause = split(sentence, lex)[0]
    said = sentence[clause.verdict[0]:clause.verdict[1]]
    assert said == verdict and label(said, lex) is expected


def test_a_quotation_inside_a_sentence_stays_quoted_text():
    """Card text quoted inside a ruling, or a name after a label's colon, is still not its verdict."""
    lex = lexicon("en")
    sentence = 'The additional effect ("This card cannot battle this turn.") is not applied.'
    (clause,) = split(sentence, lex)
    assert label(sentence[clause.verdict[0]:clause.verdict[1]], lex) is Label.OUTCOME
    sentence = 'Card text: "Dark Magician" and "Dark Magician Girl".'
    assert label(sentence[slice(*split(sentence, lex)[0].verdict)], lex) is Label.OUTCOME


@pytest.mark.parametrize("question, lang, asks_permission", [
    ('does an "If ... you can" effect miss the timing?', "en", False),
    ('um efeito escrito "quando ... você pode" perde o timing?', "pt", False),
    ('can I activate "Call of the Haunted" on a monster in my opponent\'s graveyard?', "en", True),
    ('"can I chain to a summon?"', "en", True),
])
def test_what_a_question_quotes_asks_nothing(question, lang, asks_permission):
    """A card's wording quoted in a question ("does an "If … you can" effect miss the timing?") is
    what it asks about, not how it asks: its modal asks no permission (it had been read as "can I?").
    A question quoted whole still asks what it says."""
    from judge.asks import wanted_labels

    assert ("allowed" in wanted_labels(question, lang)) is asks_permission


def test_a_list_item_cites_the_item_before_it_whatever_batch_builds_each(tmp_path, monkeypatch):
    """Which batch builds a block, or which worker process, does not change what it leans on: the
    item before is the document's (a worker builds a share of a batch's blocks, picked by their
    texts' hashes, so the block built before an item is often not the one above it). Built one
    block to a batch, a list's records are the same as built in one batch."""
    from judge.ingest import records

    from .conftest import ingested

    doc = {"list.md": '# Spirit Reaper\n\n- "Spirit Reaper" cannot be destroyed by battle.\n'
                      '- So it stays on the field when it battles a stronger monster.\n'
                      '- "Spirit Reaper" is destroyed when it is targeted by a card effect.\n'}

    def texts(name: str) -> list[str]:
        (tmp_path / name).mkdir()
        return [t for (t,) in ingested(tmp_path / name, doc).execute("select text from records order by start, end")]

    whole = texts("whole")
    monkeypatch.setattr(records, "BATCH", 1)
    apart = texts("apart")
    assert apart == whole
    assert any(t.startswith('"Spirit Reaper" cannot') and t.endswith("stronger monster.") for t in apart)


ELLIPSES = """\
RULINGS

"Scapegoat" can be activated during your opponent's turn, but not during the Damage Step.

A Field Spell Card must be face-up for its effect to apply, but not for it to be destroyed by "Heavy Storm".

O efeito do "Sangan" pode ser negado pelo "Skill Drain", mas não pelo "Divine Wrath".

"Giant Trunade" returns the Spell Cards to the hand, but not the Tokens.
"""


def test_a_clause_denying_the_modal_before_it_with_its_verb_left_out_is_its_own_ruling(tmp_path):
    """"…, but not during the Damage Step": a verdict of its own, the modal before it denied (can → cannot,
    must → need not); after a clause that says no modal ("returns …, but not the Tokens") it says nothing more."""
    from tests.conftest import ingested

    db = ingested(tmp_path, {"ellipses.txt": ELLIPSES})
    rows = [tuple(r) for r in db.execute("select verdict, label from records order by start, end")]
    assert ("not during the Damage Step.", "forbidden") in rows
    assert any(v.startswith('"Scapegoat" can be activated') and lab == "allowed" for v, lab in rows)
    assert ('not for it to be destroyed by "Heavy Storm".', "allowed") in rows
    assert ('não pelo "Divine Wrath".', "forbidden") in rows
    assert [lab for v, lab in rows if "Giant Trunade" in v] == ["outcome"] and not any(v.startswith("not the Tokens") for v, _ in rows)
