"""The case a question asks against the case a ruling rules on (its exception, its negated
condition, its opposite state; of one sentence's verdicts, the one whose case is asked), on
rulings and questions written for the test, in both languages."""
from __future__ import annotations

import pytest

from judge import store
from judge.cases import asked_case
from judge.qa import ask, confidence
from judge.query import understand

from .conftest import ingested, library_of


@pytest.fixture(scope="module")
def db():
    db = store.open_db(store.default_db())
    return db, store.resolver(db)


def _record(text: str, lang: str = "en", when: str = "", label: str = "allowed") -> dict:
    return {"text": text, "lang": lang, "when": when, "label": label, "cards": [], "probability": 0.99,
            "why": {"coverage": 1.0, "cards": [], "mechanics": ["x"]}}


UNLESS = _record("You can change its battle position, unless it was Summoned this turn.")
AS_LONG = _record("Pode ser ativada durante o turno do oponente, contanto que não seja o mesmo turno em que foi baixada.",
                  "pt")
NEGATED = _record("You can attack directly.", when="If your opponent controls no Spellcaster monster")
SET_PT = _record("Podem ser ativadas durante seu turno (contanto que não seja o mesmo turno em que foram setadas).",
                 "pt")
FACE_UP = _record("Its controller cannot Set Spell Cards.", when="While this monster is face-up on the field",
                  label="forbidden")
DEFENSE = _record("Pode ser escolhido como alvo.", "pt", when="Enquanto estiver em posição de defesa")
ASIDE = _record("It can be activated during the opponent's turn as long as it was Set before (it cannot be played "
                "from the hand then).")
REVIVED = _record("It cannot be Special Summoned from the Graveyard, unless it was properly Summoned first.",
                  label="forbidden")
ASKED_QA = {**_record("Can you chain a Counter Trap to it, other than one that negates the Summon? Yes, you can."),
            "kind": "qa", "verdict": "Yes, you can."}
PRESENT = _record('"Toon Mermaid" can attack directly, but only while "Toon World" is on your side of the field.')
TARGETED = _record('"Staunch Defender" cannot select it, as long as "Elemental Hero Neo Bubbleman" cannot be selected as '
                   'an attack target.', label="forbidden")
ONLY_WAY = _record("It cannot be Special Summoned except by the way its text describes.", label="forbidden")
COUNTED = _record("You cannot activate it.", when="If there are not 3 empty Monster Zones on your opponent's field",
                  label="forbidden")
WHILE_FREE = _record("You can activate as many Spells as you like, as long as you have an empty Spell & Trap Zone.")
NO_FREE = _record("You cannot equip it.", when="If your opponent has no free Spell & Trap Zones", label="forbidden")
# negated conditions whose negation is not what a question turns: another part of the case ("and
# you do not"), an aside ("(and is not the last link)"), a concession ("even if … not …")
BOTH_SIDES = _record("You can activate Lord's Horn.",
                     when="If your opponent controls a face-up Dragon Lord and you do not")
ASIDE_NOT = _record("You have missed the timing and cannot destroy any cards.", label="forbidden",
                    when="If Frost King is Summoned by Royal Offering in the middle of a chain (and is not the "
                         "last link of the chain to resolve)")
MEANS_ONLY = _record("It cannot be Special Summoned, except by Ritual Summon.", label="forbidden")
BUT_KIND = _record("You can select monsters as its target, except Fusion Monsters.")
BUT_KIND_PT = _record("Pode ser equipada a qualquer monstro, a menos que seja um monstro Ritual.", "pt")
CONCEDED = _record("You can Special Summon Larva Queen with its effect.",
                   when="Even if that Larva was not Special Summoned by the effect of Larva Egg")


@pytest.mark.parametrize("record, question, case", [
    (UNLESS, "can I change the battle position of a monster I Summoned this turn?", "exception-applies"),
    (UNLESS, "can I change the battle position of a monster that was not summoned this turn?", "exception-met"),
    (UNLESS, "can I change the battle position during the Battle Phase?", None),
    (AS_LONG, "can I activate it during my opponent's turn the same turn I set it?", "exception-applies"),
    (AS_LONG, "posso ativar no turno do oponente se não foi baixada no mesmo turno?", "exception-met"),
    # the Portuguese "no" is "in the", never a negation; a verb in another form asks its clause
    (AS_LONG, "posso ativar no turno do oponente no mesmo turno em que baixei?", "exception-applies"),
    (SET_PT, "dá pra ativar uma trap no turno que eu setei?", "exception-applies"),
    (NEGATED, "if my opponent controls a Spellcaster monster, can I attack directly?", "other-case"),
    (NEGATED, "if my opponent has no Spellcaster monster can I attack directly?", None),
    # an amount other than the condition's is its case, not the other one: "only 2" is "not 3"
    (COUNTED, "can I activate it if my opponent only has 2 empty Monster Zones?", None),
    (COUNTED, "dá pra ativar se o oponente só tem 2 zonas de monstro vazias?", None),
    (COUNTED, "can I activate it if my opponent has 3 empty Monster Zones?", "other-case"),
    # the positive case says the word negated first ("free"), as the asker writes it: the zones
    # alone, said full in the asker's own words, are the condition's case, not its opposite
    # (across languages by the word list's translation, not by the other pole of its family)
    (NO_FREE, "can I equip it when all of my opponent's Spell & Trap Zones are occupied?", None),
    (NO_FREE, "posso equipar se as zonas de magia e armadilha do oponente estão todas ocupadas?", None),
    (NO_FREE, "posso equipar se o oponente tem zonas de magia e armadilha livres?", "other-case"),
    # the other pole of the idea, said in the asker's words ("full" of "empty"), is its negation
    (WHILE_FREE, "can I activate a Spell when my Spell & Trap Zones are all full?", "exception-applies"),
    (WHILE_FREE, "posso ativar uma magia com as zonas de magia e armadilha lotadas?", "exception-applies"),
    (WHILE_FREE, "can I activate a Spell when I have an empty Spell & Trap Zone?", "exception-met"),
    (NO_FREE, "can I equip it if my opponent has free Spell & Trap Zones?", "other-case"),
    # the question says positively only the rest of the case, or the verdict holds either way
    (BOTH_SIDES, "Lord's Horn when only my opponent has a Dragon Lord?", None),
    (ASIDE_NOT, "Frost King summoned with Royal Offering in the middle of a chain, can I destroy two cards?", None),
    (CONCEDED, "Larva that was normal summoned, can it Special Summon Larva Queen with its effect?", None),
    # an exception naming a means is asked by the sentence that asks, not by the play told before it
    (MEANS_ONLY, "My monster was Ritual Summoned and destroyed. Can I bring it back with Call of the Haunted?", None),
    (MEANS_ONLY, "It was destroyed last turn. Can I summon it again by Ritual Summon?", "exception-applies"),
    (MEANS_ONLY, "can I special summon it by ritual summon?", "exception-applies"),
    (MEANS_ONLY, "Meu monstro foi invocado por Ritual e destruído. Posso revivê-lo com Call of the Haunted?", None),
    (CONCEDED, "uma Larva invocada por Normal Summon pode invocar Larva Queen com seu efeito?", None),
    # the aside in brackets after the clause is no part of it (its "cannot" does not negate the case)
    (ASIDE, "can a Set one be activated during the opponent's turn?", "exception-met"),
    (ASIDE, "can it be activated on the opponent's turn if it was not set before?", "exception-applies"),
    # "n't" negates, its apostrophe typed or not: a question asking the case an exception keeps
    (REVIVED, "can I bring it back from the graveyard if it wasn't summoned properly?", "exception-met"),
    (REVIVED, "can i revive it from the grave if it wasnt properly summoned", "exception-met"),
    (REVIVED, "can I bring it back from the graveyard if it was properly summoned?", "exception-applies"),
    # a Q&A's question saying "other than" says which case is asked: the answer has no exception
    (ASKED_QA, "can I chain a Counter Trap other than one that negates the Summon?", None),
    # a state the condition names, asked in its opposite (either language): the other case
    (FACE_UP, "if this monster is face down on the field can its controller Set Spell Cards?", "other-case"),
    (FACE_UP, "esse monstro virado para baixo impede de setar magias?", "other-case"),
    (FACE_UP, "com o monstro virado pra baixo no campo o controlador pode setar magias?", "other-case"),
    (FACE_UP, "while it is face-up can I still Set a Spell Card?", None),
    (FACE_UP, "I flip it face-down and back face-up: can I Set Spells now?", None),
    (DEFENSE, "can it be targeted while it is in attack position?", "other-case"),
    (DEFENSE, "can it be targeted in defense mode?", None),
    # an exception saying only that a card is there is asked by naming the card; one saying more
    # of a card asked is asked only when the rest is ("cannot be selected as an attack target")
    (PRESENT, "can Toon Mermaid attack directly when I don't control Toon World?", "exception-applies"),
    (PRESENT, "Toon World is on my field: can Toon Mermaid attack directly?", "exception-met"),
    (PRESENT, "can Toon Mermaid attack directly during the Battle Phase?", None),
    (TARGETED, "Staunch Defender on Elemental Hero Neo Bubbleman?", None),
    (TARGETED, "can Staunch Defender pick Elemental Hero Neo Bubbleman if it can be selected as an attack target?",
     "exception-applies"),
    # an exception naming a kind of card is asked by the word saying which kind, not by "monster"
    (BUT_KIND, "can I select a Synchro monster as its target?", None),
    (BUT_KIND, "posso escolher um monstro normal como alvo?", None),
    (BUT_KIND, "can I select a Fusion monster as its target?", "exception-applies"),
    (BUT_KIND_PT, "posso equipar em um monstro de efeito?", None),
    (BUT_KIND_PT, "can it be equipped to an Effect Monster?", None),
    (BUT_KIND_PT, "posso equipar em um monstro ritual?", "exception-applies"),
    # "besides", "apart from": the case left out is asked
    (ONLY_WAY, "can I Special Summon it some way besides the one its text describes?", "exception-met"),
    (ONLY_WAY, "can I Special Summon it the way its text describes?", "exception-applies"),
])
def test_the_case_asked(db, record, question, case):
    q = understand(db[0], question, db[1])
    assert asked_case(record, q) == case


def test_an_exception_asked_turns_the_verdict_and_the_other_case_gives_none(db):
    level, reasons = confidence(UNLESS, [], "exception-applies")
    assert level == "medium" and reasons == ["exception-applies"]
    assert confidence(UNLESS, [], "exception-met") == ("high", [])
    assert confidence(UNLESS, [], None)[1] == ["exception"]
    assert confidence(NEGATED, [], "other-case") == ("low", ["other-case"])


def test_a_caveat_lowers_a_verdict_but_never_to_none():
    """An exception in the ruling, or a close ruling saying the opposite, costs a `high` answer
    one level; a `medium` one keeps its verdict, the caveat shown beside it."""
    from judge.confidence import thresholds

    between = (thresholds()["high"] + thresholds()["medium"]) / 2
    assert confidence(UNLESS, [], None) == ("medium", ["exception"])
    assert confidence({**UNLESS, "probability": between}, [], None) == ("medium", ["exception"])
    opposite = {**_record("You cannot change its battle position."), "label": "forbidden"}
    assert confidence(_record("You can change its battle position."), [opposite]) == ("medium", ["opposite"])
    assert confidence({**_record("You can change its battle position."), "probability": between},
                      [opposite]) == ("medium", ["opposite"])
    assert confidence({**UNLESS, "probability": thresholds()["medium"] / 2}, [], None)[0] == "low"


def test_ask_gives_the_verdict_for_the_case_asked(db):
    """On the shipped rulings: a Trap "can be activated during your turn, as long as it was not
    Set this turn" (Portuguese seed) answers FORBIDDEN for the turn it was Set; a ruling for an
    opponent with no Toon monster gives no verdict for an opponent with one."""
    from judge.qa import ask

    out = ask(db[0], "am I able to activate my Trap Card in the same turn I set it?", db[1])
    assert out["answer"]["label"] == "forbidden" and out["answer"]["ruling_label"] == "allowed"
    assert "exception-applies" in out["answer"]["caveats"]
    out = ask(db[0], "my opponent controls a Toon monster, may I attack him directly?", db[1])
    # no verdict from the ruling for no Toon monster: the one for the case asked comes first
    assert out["answer"] is None and "other-case" not in out["unsure"]
    assert out["results"][0]["text"].startswith("Se seu oponente tiver algum Toon Monster")


def test_an_outcome_under_a_negated_condition_is_still_an_answer(db):
    record = _record("the effect of Monster Reborn disappears.", label="outcome",
                     when="If the targeted monster is no longer in the Graveyard at resolution")
    q = understand(db[0], "my opponent banishes the monster in the Graveyard that Monster Reborn targets", db[1])
    assert asked_case(record, q) is None


def test_an_opposite_ruling_lowers_confidence_only_about_the_same_thing():
    trap = {**_record("A Trap Card can be activated the turn after it is Set."), "mechanics": ["trap-card", "set"]}
    same = {**_record("A Trap Card cannot be activated the turn it is Set.", label="forbidden"),
            "mechanics": ["trap-card", "set"]}
    spell = {**_record("A Spell Card cannot be activated from the hand here.", label="forbidden"),
             "mechanics": ["spell-card"]}
    assert confidence(trap, [same])[1] == ["opposite"]
    assert confidence(trap, [spell]) == ("high", [])


def test_no_verdict_when_the_first_result_is_about_nothing_asked():
    about_sangan = {**_record("Sangan's effect activates in the Graveyard."), "cards": ["Sangan"],
                    "why": {"coverage": 0.8, "cards": ["Sangan"], "mechanics": ["graveyard"]}}
    general = {**_record("A Trap Card cannot be activated the turn it is Set.", label="forbidden"),
               "why": {"coverage": 0.8, "cards": [], "mechanics": ["trap-card"]}}
    assert confidence(general, [], None, ["Infinite Impermanence"]) == ("low", ["card-not-covered"])
    assert confidence(about_sangan, [], None, ["Sangan"])[0] != "low"
    assert confidence(general, [], None, [], ["pendulum-summon"]) == ("low", ["mechanic-not-covered"])
    assert confidence(general, [], None, [], ["trap-card", "turn"])[0] != "low"


def test_no_verdict_from_a_ruling_on_one_of_the_cards_asked_together():
    """A question about two cards answered by a ruling about one of them, and about nothing the
    other does, gets no verdict, however sure the ranking is: in a small library the one
    ruling on the card it knows is first by default."""
    on_jar = {**_record("Morphing Jar's effect makes both players discard their hands.", label="outcome"),
              "cards": ["Morphing Jar"], "probability": 0.7,
              "why": {"coverage": 0.5, "cards": ["Morphing Jar"], "mechanics": [], "stands_in_for": []}}
    asked = ["Morphing Jar", "Cyber Dragon"]
    assert confidence(on_jar, [], None, asked) == ("low", ["cards-not-together"])
    assert confidence(on_jar, [], None, ["Morphing Jar"])[0] == "medium"  # the one card asked
    # the other card asked is one whose doing it rules on (`stands_in_for`): an answer
    standing = {**on_jar, "why": {**on_jar["why"], "stands_in_for": ["Cyber Dragon"]}}
    assert confidence(standing, [], None, asked)[0] == "medium"
    sure = {**on_jar, "probability": 0.999}
    assert confidence(sure, [], None, asked) == ("low", ["cards-not-together"])
    assert confidence(sure, [], None, ["Morphing Jar"]) == ("high", [])


@pytest.mark.parametrize("coverage, heading_card, own_words, low", [
    # a card asked, named in passing by a ruling under another heading that shares few of the
    # asker's other words ("Heavy Storm" in a rule on Union monsters): no verdict
    (0.2, 0.0, 5, True),
    (0.25, 0.0, 4, True),
    # most of its words held, or the ruling under the asked card's own heading: an answer
    (0.4, 0.0, 5, False),
    (0.2, 1.0, 5, False),
    # a question of card names only has no other words to hold ("Axe of Despair on Jinzo")
    (0.0, 0.0, 0, False),
])
def test_a_ruling_naming_the_card_in_passing_and_little_else_is_no_verdict(coverage, heading_card, own_words, low):
    best = {**_record("A Union monster equipped to a monster is treated as an Equip Spell, so Heavy Storm "
                      "destroys it.", label="outcome"), "cards": ["Heavy Storm"],
            "why": {"coverage": coverage, "cards": ["Heavy Storm"], "mechanics": [], "heading_card": heading_card}}
    level = confidence(best, [], None, ["Heavy Storm"], own_words=own_words)
    assert (level == ("low", ["weak match"])) == low


@pytest.mark.parametrize("coverage, cards, mechanics, low", [
    # a question naming no card and no mechanic ("how long is a round at a regional?") answered by a
    # ruling that shares one incidental word of it ("round down"): no verdict
    (0.34, [], [], True),
    (0.45, [], [], True),
    # most of its words held: the ruling answers it
    (0.6, [], [], False),
    # a card or a mechanic asked and held: the ruling is about it, whatever else it shares
    (0.3, ["Sangan"], [], False),
    (0.3, [], ["graveyard"], False),
])
def test_a_ruling_sharing_few_words_and_nothing_asked_is_no_verdict(coverage, cards, mechanics, low):
    best = {**_record("If the Level is odd, round down.", label="outcome"),
            "why": {"coverage": coverage, "cards": cards, "mechanics": mechanics}}
    assert (confidence(best, []) == ("low", ["weak match"])) == low


def test_of_two_tied_rulings_the_one_for_the_case_asked_comes_first(db):
    """Two rulings that score alike (nothing but their cards to tell them apart): the one whose
    own condition is the other side of the question goes below the other; not tied, only below
    one about the same cards or mechanics whose own condition the question names."""
    from judge.qa import _case_breaks_the_tie

    q = understand(db[0], "if my opponent controls a Spellcaster monster, can I attack directly?", db[1])
    kept = _record("You can attack directly with it.", when="If your opponent controls a Spellcaster monster")
    pool = [{**NEGATED, "score": 40.0}, {**kept, "score": 40.0}, {**_record("Other."), "score": 39.0}]
    _case_breaks_the_tie(pool, q)
    assert pool[0]["text"] == kept["text"] and pool[1]["text"] == NEGATED["text"]
    # not tied: below a ruling on the case asked, about the same; not below one on a case unasked
    pool = [{**NEGATED, "score": 40.0}, {**kept, "score": 39.5}]
    _case_breaks_the_tie(pool, q)
    assert pool[0]["text"] == kept["text"]
    unasked = _record("You can attack directly with it.", when="If your opponent skipped the Draw Phase")
    pool = [{**NEGATED, "score": 40.0}, {**unasked, "score": 39.5}]
    _case_breaks_the_tie(pool, q)
    assert pool[0]["text"] == NEGATED["text"]
    other = {**kept, "mechanics": ["toon"]}
    pool = [{**NEGATED, "score": 40.0}, {**other, "score": 39.5}]
    _case_breaks_the_tie(pool, q)
    assert pool[0]["text"] == NEGATED["text"]


TWO_CASES = """HEAVY STORM RULINGS
- If your opponent chains "Magic Jammer" to your "Heavy Storm", you may still Set cards that turn, but if they chain "Solemn Judgment" you may not Set cards that turn.
- If "Gravity Bind" is face-up, you can activate "Heavy Storm" during your opponent's turn if it was Set; however, if it is in your hand, you cannot activate it then.
"""


@pytest.mark.parametrize("question, label, verdict_holds", [
    # the case the sentence's second verdict names is asked: its verdict answers, not the first's
    ("Heavy Storm got hit by Solemn Judgment, can I still Set cards?", "forbidden", "Solemn"),
    ("my opponent chained Magic Jammer to Heavy Storm, can I still Set cards?", "allowed", "still Set"),
    ("with Gravity Bind up can I activate Heavy Storm from my hand on the opponent's turn?", "forbidden", "hand"),
    ("with Gravity Bind up can I activate a Set Heavy Storm on the opponent's turn?", "allowed", "Set"),
])
def test_of_one_sentence_s_verdicts_the_one_whose_case_is_asked_answers(tmp_path, question, label, verdict_holds):
    from judge.qa import ask

    db = ingested(tmp_path, {"storm.txt": TWO_CASES})
    out = ask(db, question, store.resolver(db))
    assert out["results"][0]["label"] == label and verdict_holds in out["results"][0]["verdict"]
    assert out["answer"] is None or out["answer"]["label"] == label


def test_an_opposite_ruling_about_a_case_not_asked_leaves_the_confidence(db):
    """A Set Quick-Play Spell asked: "it cannot be activated from the hand during the opponent's
    turn" is the other side about another case (from the hand), not a disagreement."""
    from judge.cases import case_fit

    set_one = {**_record("It can be activated during the opponent's turn if it was Set beforehand.",
                         when="if it was Set beforehand"),
               "verdict": "It can be activated during the opponent's turn if it was Set beforehand.",
               "situation": "", "mechanics": ["quick-play-spell"]}
    from_hand = {**_record("If it is in the hand, it cannot be activated during the opponent's turn.",
                           label="forbidden"),
                 "verdict": "If it is in the hand, it cannot be activated during the opponent's turn.",
                 "situation": "", "mechanics": ["quick-play-spell"]}
    q = understand(db[0], "my Quick-Play Spell was Set beforehand: can I activate it on my opponent's turn?", db[1])

    def fit(r):
        return case_fit(q, r["verdict"], r["situation"], r["lang"])
    assert fit(set_one) > fit(from_hand)
    assert confidence(set_one, [from_hand], fit=fit) == ("high", [])
    assert confidence(set_one, [from_hand])[1] == ["opposite"]  # read without the question's case
    q = understand(db[0], "can I activate my Quick-Play Spell from the hand on the opponent's turn?", db[1])
    assert confidence(set_one, [from_hand], fit=fit)[1] == ["opposite"]


@pytest.mark.parametrize("text, question, case", [
    # "as long as C": asked with the opposite state of C, C does not hold and the verdict turns
    ("You can activate it during your opponent's turn, as long as it was Set beforehand.",
     "can I activate it from my hand during my opponent's turn?", "exception-applies"),
    ("Pode ser ativada no turno do oponente, contanto que tenha sido setada antes.",
     "posso ativar da mão no turno do oponente?", "exception-applies"),
    ("You can change its battle position, as long as it is face-up.",
     "can I change the position of my face-down monster?", "exception-applies"),
    # "unless C": asked with the opposite state of C, C does not hold and the verdict stands
    ("It cannot be targeted, unless it is face-down.",
     "can my face-up monster be targeted?", "exception-met"),
])
def test_an_exception_asked_in_the_opposite_state(db, text, question, case):
    """An exception naming a state (Set, face-up) asked with the opposite state (from the
    hand, face-down): the exception's case does not hold."""
    lang = "pt" if "ativada" in text else "en"
    q = understand(db[0], question, db[1])
    assert asked_case(_record(text, lang), q) == case


@pytest.mark.parametrize("text, question, case", [
    # the exception's case named with "non-"/"não-" before its word: not asked, the verdict stands
    ("It cannot be used as material, except for a Fusion Summon of a Fiend-Type monster.",
     "can it be material for a non-fiend fusion monster?", None),
    ("It cannot be used as material, except for a Fusion Summon of a Fiend-Type monster.",
     "can it be material for a fiend fusion monster?", "exception-applies"),
    ("Pode ser equipada a qualquer monstro, a menos que seja um monstro Tuner.",
     "posso equipar num monstro não-tuner?", None),
])
def test_an_exception_whose_word_the_question_negates_by_a_prefix_is_not_asked(db, text, question, case):
    """"a non-Fiend Fusion Monster" does not ask "except for … a Fiend-Type monster": the
    exception's word negated by a prefix names the other case."""
    lang = "pt" if "equipada" in text else "en"
    q = understand(db[0], question, db[1])
    assert asked_case(_record(text, lang, label="forbidden" if "cannot" in text else "allowed"), q) == case


SEVERAL_SENTENCES = {
    "decree.txt": """ROYAL DECREE RULINGS
Example 1: Player A controls a face-down Royal Decree. Player B activates Dust Tornado targeting it. If player A flips Royal Decree in a chain to Dust Tornado, he would not be able to also negate Dust Tornado with it. Royal Decree must already be face-up before the Trap Card is activated.
""",
    "netrep.txt": """MESSENGER OF PEACE Q&A
Q: Is a player with exactly 1000 Life Points destroyed when Messenger of Peace asks for its payment?
A: Messenger of Peace has no mandatory payment. The player can choose not to pay and the card is destroyed. The player cannot pay if the payment would leave 0 Life Points.
""",
}


@pytest.mark.parametrize("question, label, sentence_holds", [
    # asked what a player may do: the example's sentence on it, not its closing duty
    ("Player B activates Dust Tornado on my face-down Royal Decree. Can I flip Royal Decree and negate the "
     "Dust Tornado?", "forbidden", "would not be able to also negate"),
    # asked whether a payment may be made: the answer's sentence on paying, not its opening
    ("I have exactly 1000 Life Points. Can I pay for Messenger of Peace?", "forbidden", "cannot pay"),
])
def test_a_ruling_of_several_sentences_is_labelled_by_the_one_on_what_was_asked(tmp_path, question, label,
                                                                               sentence_holds):
    from judge.qa import ask

    db = ingested(tmp_path, SEVERAL_SENTENCES)
    first = ask(db, question, store.resolver(db))["results"][0]
    assert first["label"] == label and first["ruling_label"] != label
    assert sentence_holds in first["label_sentence"]


def test_every_result_shows_the_verdict_for_the_case_asked(tmp_path):
    """Not only the answer: a ruling shown among the results whose exception leaves out the case
    asked shows the other side, its own label kept."""
    from judge.qa import ask

    db = ingested(tmp_path, {"toons.txt": """TOON MERMAID RULINGS
- "Toon Mermaid" cannot attack the turn it is Summoned.
- "Toon Mermaid" can attack directly, but only while "Toon World" is on your side of the field.
"""})
    out = ask(db, "can Toon Mermaid attack directly if I don't have Toon World?", store.resolver(db))
    turned = next(r for r in out["results"] if "only while" in r["text"])
    assert turned["label"] == "forbidden" and turned["ruling_label"] == "allowed"
    other = next(r for r in out["results"] if "the turn it is Summoned" in r["text"])
    assert "ruling_label" not in other
    # and the page says what the ruling's own verdict is
    from judge.render import Style, record_block

    assert "the ruling itself says ALLOWED" in record_block(turned, Style(colour=False), 1, "en")


def test_a_question_on_what_happens_keeps_the_ruling_s_own_label(tmp_path):
    from judge.qa import ask

    db = ingested(tmp_path, SEVERAL_SENTENCES)
    first = ask(db, "What happens when Royal Decree is flipped in a chain to Dust Tornado?", store.resolver(db))["results"][0]
    assert first["label"] == "required" and "ruling_label" not in first


SMALL_LIBRARY = {"union.md": (
    "# Union monsters\n\n"
    "- A Union monster equipped to a monster is treated as an Equip Spell Card, so Heavy Storm destroys it.\n"
    "- A monster can be equipped with only 1 Union monster at a time.\n"
    "- If your opponent takes the equipped monster with Snatch Steal, the Union monster stays equipped to it.\n\n"
    "# Chains\n\n"
    "- Cards activated in a chain resolve in the reverse order of their activation.\n"
    "- A card that was Set this turn cannot be activated in that chain.\n")}


@pytest.fixture(scope="module")
def small_library(tmp_path_factory):
    return library_of(tmp_path_factory, "small", SMALL_LIBRARY)


@pytest.mark.parametrize("question, answered", [
    # the words asked are what the ruling rules on: an answer
    ("Does Heavy Storm destroy a Union monster that is equipped to a monster?", True),
    # the card is nearly all the ruling shares with the question: a rule on Union monsters
    # that names it in passing says nothing of cards Set this turn or of a chain's order
    ("Heavy Storm: does it also hit cards that were Set this turn?", False),
    ("heavy storm in a chain, what resolves first?", False),
    # two cards asked, the library rules on one of them only
    ("Snatch Steal on my Jinzo, is Jinzo still equipped?", False),
])
def test_a_small_library_gives_no_verdict_from_a_ruling_that_only_names_the_card(small_library, question, answered):
    db, resolver = small_library
    out = ask(db, question, resolver)
    assert (out["answer"] is not None) == answered, out.get("unsure")
    if not answered:
        assert out["closest"]  # the closest rulings are still shown


def test_every_reason_a_verdict_is_withheld_or_lowered_for_is_told_in_both_languages():
    """Each reason `confidence` and `ask` give (`unsure`, `caveats`) has the words a judge reads,
    in English and in Portuguese."""
    import re
    from pathlib import Path

    from judge.i18n import STRINGS
    source = "".join((Path(__file__).parent.parent / "judge" / name).read_text(encoding="utf-8")
                     for name in ("confidence.py", "qa.py"))
    reasons = set(re.findall(r'"low", \["([^"]+)"\]', source)) | set(re.findall(r'reasons(?:\.append\(| \+ \[)"([^"]+)"', source))
    assert {"cards-not-together", "weak match", "opposite", "clause-asked"} <= reasons
    for lang in ("en", "pt"):
        assert reasons <= set(STRINGS[lang]["caveats"]), (lang, reasons - set(STRINGS[lang]["caveats"]))


ONE_CASE = """ARMORY ARM RULINGS
- VS. "Royal Decree": If "Armory Arm" is equipped while "Royal Decree" and "Skill Drain" are active, you can still attack with the equipped monster, but it cannot inflict damage with the effect of "Armory Arm".
- "Armory Arm" can be equipped to a monster your opponent controls.
"""


@pytest.mark.parametrize("question, label, verdict_holds", [
    ("Armory Arm is equipped while Skill Drain is active. Can its effect still inflict damage?", "forbidden", "damage"),
    ("Skill Drain is active and my monster has Armory Arm. Can I still attack with the equipped monster?", "allowed", "attack"),
])
def test_a_condition_opening_a_sentence_is_the_case_of_all_its_verdicts(tmp_path, question, label, verdict_holds):
    """"VS. X: If A, B, but C": A is the case of C too. Of the sentence's verdicts the one that
    rules on what was asked answers, not the one whose words hold the condition."""
    from judge.qa import ask

    db = ingested(tmp_path, {"arm.txt": ONE_CASE})
    out = ask(db, question, store.resolver(db))
    assert out["results"][0]["label"] == label and verdict_holds in out["results"][0]["verdict"], out["results"][0]


AMOUNTS = {"cannon.txt": """CANNON SOLDIER RULINGS
- You can Tribute "Sangan" with "Cannon Soldier" to inflict 500 damage to your opponent.
- You cannot Tribute a monster your opponent controls for "Cannon Soldier".
- One monster must be Tributed to Tribute Summon "Summoned Skull".
"""}


@pytest.mark.parametrize("question, label, ruling_label", [
    # asked how much: the ruling saying what a player may do gives the amount, what happens
    ("How much damage does Cannon Soldier inflict if I tribute Sangan?", "outcome", "allowed"),
    ("Quanto de dano o Cannon Soldier causa se eu tributar o Sangan?", "outcome", "allowed"),
    # asked whether one may: its own label
    ("Can I tribute Sangan for Cannon Soldier?", "allowed", None),
    # a duty is no outcome: "how many?" answered by what must be done
    ("How many monsters does Summoned Skull need as Tributes?", "required", None),
])
def test_a_question_asking_how_much_or_when_is_answered_by_what_happens(tmp_path, question, label, ruling_label):
    """A question asking only what happens, and what of it (how much, when, where), answered by a
    ruling on what a player may do that gives it: the label shown is the outcome, the ruling's own
    kept."""
    first = _first_result(tmp_path, AMOUNTS, question)
    assert first["label"] == label and first.get("ruling_label") == ruling_label, first


def _first_result(tmp_path, files: dict, question: str) -> dict:
    """The first result `judge ask` gives for a question over a library of these files."""
    from judge.qa import ask

    db = ingested(tmp_path, files)
    return ask(db, question, store.resolver(db))["results"][0]


# two rulings on the two sides of one condition, in words of my own
ADDED = {**_record("The Graveyard effect cannot be activated.", label="forbidden",
                   when="If a Continuous Spell is added to the hand"), "cards": ["Geartown"], "mechanics": ["graveyard"]}
NOT_ADDED = {**_record("The Graveyard effect can be activated.", when="If no Continuous Spell is added to the hand"),
             "cards": ["Geartown"], "mechanics": ["graveyard"]}
# opposite verdicts whose conditions are not one condition's two sides ("it is not negated, but …")
ELSEWHERE = {**_record("You can still Set a card.", when="If your opponent flips the targeted card, it is not "
                       "negated, but destroyed"), "cards": ["Geartown"], "mechanics": ["graveyard"]}
CHAINED = {**_record("You cannot Set a card.", label="forbidden", when="If your opponent chains a card to destroy "
                     "the target"), "cards": ["Geartown"], "mechanics": ["graveyard"]}


def test_two_sides_of_one_condition_are_two_cases_not_a_disagreement():
    from judge.cases import complementary
    from judge.qa import disagreement

    assert complementary(ADDED, NOT_ADDED) and complementary(NOT_ADDED, ADDED)
    assert not complementary(ELSEWHERE, CHAINED)
    assert not complementary(ADDED, {**NOT_ADDED, "when": "If a Continuous Spell is added to the hand"})
    assert confidence(ADDED, [NOT_ADDED]) == ("high", [])
    assert confidence(ELSEWHERE, [CHAINED])[1] == ["opposite"]
    sourced = [{**r, "id": i, "source": {}, "verdict": r["text"]} for i, r in enumerate((ADDED, NOT_ADDED, CHAINED))]
    assert disagreement(sourced[0], sourced[1:2]) is None


@pytest.mark.parametrize("question, side", [
    ("the opponent destroyed Geartown and did not add a Continuous Spell to the hand: does its effect activate?",
     "NOT_ADDED"),
    ("Geartown was destroyed and a Continuous Spell was added to the hand: does its effect activate?", "ADDED"),
    # a negation of something else ("can't I …") asks the condition as it is said
    ("can't I activate the Graveyard effect when a Continuous Spell is added to my hand?", "ADDED"),
])
def test_the_side_of_one_condition_the_question_says_is_the_one_asked(db, question, side):
    from judge.cases import side_asked

    q = understand(db[0], question, db[1])
    asked = side_asked(q, ADDED, NOT_ADDED)
    assert asked is {"ADDED": ADDED, "NOT_ADDED": NOT_ADDED}[side]
    assert side_asked(q, NOT_ADDED, ADDED) is asked


def test_the_other_pole_of_an_idea_asks_the_negated_side(db):
    """"All my zones are full" asks the side of "if no Spell & Trap Zone is empty", not of "if a
    Spell & Trap Zone is empty", though the word list finds the one by the other."""
    from judge.cases import side_asked

    empty = {**_record("You can activate it.", when="If a Spell & Trap Zone is empty"), "cards": ["Geartown"]}
    none = {**_record("You cannot activate it.", label="forbidden", when="If no Spell & Trap Zone is empty"),
            "cards": ["Geartown"]}
    full = understand(db[0], "all my Spell & Trap Zones are full: can I activate Geartown's effect?", db[1])
    assert side_asked(full, empty, none) is none
    free = understand(db[0], "a Spell & Trap Zone of mine is empty: can I activate Geartown's effect?", db[1])
    assert side_asked(free, empty, none) is empty


REACHES = {"reach.txt": """SPELL AND TRAP REMOVAL RULINGS
- "Mystical Space Typhoon" destroys a Spell or Trap Card on the field, even one that is face-down.
- "Mirror Force" does not destroy Defense Position monsters, even if they are face-up.
""", "alcance.txt": """RULINGS DO MYSTICAL SPACE TYPHOON
- "Mystical Space Typhoon" destrói uma carta de Magia ou Armadilha, mesmo durante a Battle Phase do oponente.
"""}


@pytest.mark.parametrize("question, label, ruling_label", [
    # asked whether it may be done in a case the ruling says it happens in too: allowed
    ("Can I use Mystical Space Typhoon to destroy a face-down card?", "allowed", "outcome"),
    ("Posso usar o Mystical Space Typhoon durante a Battle Phase do meu oponente?", "allowed", "outcome"),
    # asked what happens: the ruling's own label
    ("Does Mystical Space Typhoon destroy face-down cards?", "outcome", None),
    # the ruling says the case with "even" but refuses it: no permission read into it
    ("Can Mirror Force destroy face-up Defense Position monsters?", "outcome", None),
])
def test_a_ruling_reaching_the_case_asked_with_even_allows_it(tmp_path, question, label, ruling_label):
    """A question asking whether a player may do something in a case, answered by a ruling saying
    what happens and that it happens "even" in that case: the label shown is allowed, the ruling's
    own (outcome) kept; a negated verdict reaches nothing."""
    first = _first_result(tmp_path, REACHES, question)
    assert first["label"] == label and first.get("ruling_label") == ruling_label, first


def _shown(rid: str, text: str, label: str, start: int, end: int, doc: str = "rulings.txt") -> dict:
    return {"id": rid, "text": text, "verdict": text, "situation": "", "when": "", "label": label, "cards": [],
            "mechanics": [], "score": 1.0, "probability": 0.1, "source": {"document": doc, "start": start, "end": end}}


def test_a_result_is_shown_with_the_sentence_that_leans_on_it_in_its_own_place():
    """A sentence ranked first and, lower, its passage with the sentence that leans on it ("So
    …", "However, …"): the fuller passage is shown once, in the first one's place, with the first
    one's label and evidence; the fuller passage's own label is kept as `ruling_label`. A passage
    of another document, or one that does not hold the sentence, is left where it is."""
    from judge.qa import _with_what_leans_on_it

    said = "Jinzo negates the effects of all face-up Trap Cards on the field."
    leaning = "So you cannot activate Mirror Force while Jinzo is face-up."
    premise = {**_shown("a", said, "outcome", 0, len(said)), "probability": 0.6, "score": 3.0}
    other = _shown("x", "Jinzo can be Tribute Summoned with 1 Tribute.", "allowed", 200, 245)
    elsewhere = _shown("y", f"{said} So …", "forbidden", 0, len(said) + 5, doc="other.txt")
    wider = _shown("ab", f"{said} {leaning}", "forbidden", 0, len(said) + 1 + len(leaning))
    shown = _with_what_leans_on_it([premise, other, elsewhere, wider])
    assert [r["id"] for r in shown] == ["ab", "x", "y"]
    first = shown[0]
    assert first["text"] == wider["text"] and first["label"] == "outcome" and first["ruling_label"] == "forbidden"
    assert first["verdict"] == f"{said} {leaning}"  # shown on to the end of the passage, what leans on it read with it
    assert first["probability"] == 0.6 and first["label_sentence"] == wider["text"]  # the answer's line: all of it
    # labelled alike: the fuller passage, nothing said of another label
    same = _with_what_leans_on_it([premise, {**wider, "label": "outcome"}])
    assert [r["id"] for r in same] == ["ab"] and "ruling_label" not in same[0]


def test_a_condition_naming_only_the_card_asked_is_not_the_case_asked(db):
    """"If Premature Burial is destroyed" names the card a question about paying for it names, and
    nothing else the question says: without the card's name, the condition is not asked."""
    from judge.cases import ASKED, condition_fit, sentence_fit

    q = understand(db[0], "can I activate premature burial with 800 life points?", db[1])
    destroyed = "If Premature Burial is destroyed"
    assert sentence_fit(q, destroyed) >= ASKED > condition_fit(q, destroyed, ["Premature Burial"])
    assert condition_fit(q, "if you do not have more than 800 Life Points", ["Premature Burial"]) >= ASKED


def test_a_ruling_on_another_case_of_the_card_does_not_break_the_tie(tmp_path):
    """The ruling first on paying the cost stays first, though the question may read as its other
    side: the ruling after it, on the card being destroyed, says no case the question asks."""
    first = _first_result(tmp_path, {"enterro.md": (
        "## Premature Burial\n\n"
        "Você precisa pagar 800 Life Points para ativar Premature Burial. "
        "Se você não tiver mais de 800 Life Points, não pode ativar a carta. "
        "Se Premature Burial for destruída, o monstro equipado também é destruído.\n")},
        "can I activate premature burial with 800 life points?")
    assert "800 Life Points" in first["text"]


@pytest.mark.parametrize("text, question, case", [
    # a card given as the example of an exception's case asks that case when it is the card asked
    ("Monsters can be used as Synchro Material, unless their text says otherwise (such as Krebons).",
     "can I use krebons as synchro material?", "exception-applies"),
    ("Monsters can be used as Synchro Material, unless their text says otherwise (such as Krebons).",
     "can I use Sangan as synchro material?", None),
    ("Qualquer monstro pode ser equipado, a menos que o texto diga o contrário, como em Jinzo.",
     "posso equipar o jinzo?", "exception-applies"),
    ("You can activate it in the Damage Step only if its text says so (e.g. Rush Recklessly).",
     "can I activate rush recklessly in the damage step?", "exception-met"),
    # the question that negates the card asks the other case: left to the rules that read negations
    ("Monsters can be used as Synchro Material, unless their text says otherwise (such as Krebons).",
     "can I use a monster that is not krebons as synchro material?", None),
])
def test_a_card_named_as_an_exception_s_example_asks_its_case(db, text, question, case):
    """"unless C (such as X)" asked of X: X's case is C, so the verdict turns; "only if C (e.g.
    X)" asked of X: C holds, the verdict stands; of another card, the exception is not asked."""
    lang = "pt" if "Qualquer" in text else "en"
    q = understand(db[0], question, db[1])
    assert asked_case(_record(text, lang), q) == case


@pytest.mark.parametrize("text, question, case", [
    # "only X can": none can, unless of the group X; a question about the group asks where it can
    ("Only Counter Traps can be chained to a Summon.", "can I chain a counter trap to a summon?", "exception-applies"),
    ("Only Counter Traps can be chained to a Summon.", "can I chain a quick-play spell to a summon?", None),
    ("Only Quick-Play Spells and Traps can be activated during the opponent's turn.",
     "can I activate a trap during the opponent's turn?", "exception-applies"),
    ("Somente o dono do monstro pode ativar esse efeito.", "o dono pode ativar o efeito?", "exception-applies"),
    # the group named by cards, "/" between them: asked by naming one of them
    ("ONLY \"Dark Fusion\" / \"Dark Calling\" can Special Summon this card.",
     "can I special summon evil hero dark gaia with dark calling?", "exception-applies"),
    ("ONLY \"Dark Fusion\" / \"Dark Calling\" can Special Summon this card.",
     "can I special summon it with monster reborn?", None),
    # a count restricts no group: "only one … can" asked of two is not its group asked
    ("Only one Field Spell Card can be face-up on the field.", "can two field spell cards be face-up?", None),
    # the group negated by a prefix is not asked
    ("Only Counter Traps can be chained to a Summon.", "can I chain a non-counter trap to a summon?", None),
])
def test_a_permission_restricted_to_a_group_is_asked_by_that_group(db, text, question, case):
    """"Only X can …" labelled forbidden (the rest cannot): asked of X, the verdict turns to
    allowed; asked of anything else, or of a count ("only one …"), it stands."""
    lang = "pt" if "Somente" in text else "en"
    q = understand(db[0], question, db[1])
    assert asked_case(_record(text, lang, label="forbidden"), q) == case


def test_ask_answers_a_restriction_s_group_with_its_permission(tmp_path):
    """The badge for the group a restriction names is ALLOWED, for another kind FORBIDDEN (or no
    verdict: one ruling naming the kind asked nowhere is little evidence)."""
    db = ingested(tmp_path, {"damage.md": "# The Damage Step\n\n- Only Counter Traps and cards that change ATK or "
                                          "DEF can be activated during the Damage Step.\n"})
    group = ask(db, "can I activate a counter trap in the damage step?", store.resolver(db))
    assert group["answer"]["label"] == group["results"][0]["label"] == "allowed"
    other = ask(db, "can I activate a normal spell in the damage step?", store.resolver(db))
    assert other["results"][0]["label"] == "forbidden" and (other["answer"] or {}).get("label") in (None, "forbidden")


def test_a_card_of_the_group_a_restriction_names_is_answered_by_it(tmp_path):
    """A ruling on a kind of card answers for a card of that kind (the card table says which), though
    it names no card: a Counter Trap asked of "Only Counter Traps can …" gets ALLOWED; a Normal Trap
    gets no verdict from it (nothing says the rule is about it), in English and in Portuguese."""
    db = ingested(tmp_path, {"chains.md": "# Summons\n\n- Only Counter Traps can be chained to a Summon.\n"})
    resolver = store.resolver(db)
    for question in ("can I chain Solemn Judgment to a Summon?", "posso encadear julgamento solene a uma invocação?"):
        out = ask(db, question, resolver)
        assert out["answer"]["label"] == "allowed" and out["answer"]["caveats"] == ["exception-applies"], question
    other = ask(db, "can I chain Sakuretsu Armor to a Summon?", resolver)
    assert other["answer"] is None and other["unsure"] == ["card-not-covered"]
    # a group no kind's word says ("this monster"): every monster would be of it, so none is
    q = understand(db, "can I target Jinzo?", resolver)
    assert asked_case(_record("Only this monster can be targeted.", label="forbidden"), q) is None


@pytest.mark.parametrize("question, case", [
    # both asked cards of the group: the restriction's case is asked, the verdict turns
    ("can I chain Magic Jammer to Solemn Judgment?", "exception-applies"),
    # one of it and one not: which of them the restriction is about the words do not say, the verdict stands
    ("can I chain Sakuretsu Armor to Solemn Judgment?", None),
    ("posso encadear sakuretsu armor ao solemn judgment?", None),
])
def test_cards_of_a_restrictions_group_asked_with_others_leave_its_case_open(db, question, case):
    q = understand(db[0], question, db[1])
    assert asked_case(_record("Only Counter Traps can be chained to a Counter Trap.", label="forbidden"), q) == case


@pytest.mark.parametrize("text, question, case", [
    # "can only V in C": it cannot, unless in C; asked in C (all of C's words), the verdict turns
    ("Swords of Revealing Light can only be activated during your Main Phase.",
     "can I activate swords of revealing light during my main phase?", "exception-applies"),
    ("Swords of Revealing Light can only be activated during your Main Phase.",
     "can I activate swords of revealing light during the battle phase?", None),
    ("Ritual Monsters can only be Special Summoned by a Ritual Spell Card.",
     "can I special summon a ritual monster with a ritual spell card?", "exception-applies"),
    ("Ritual Monsters can only be Special Summoned by a Ritual Spell Card.",
     "can I special summon a ritual monster with monster reborn?", None),
    ("Uma Magia de Ritual só pode ser ativada durante a sua Main Phase.",
     "posso ativar magia de ritual na main phase?", "exception-applies"),
    # asked negated, the case does not hold: the verdict stands
    ("Vampire Lord can only be Tribute Summoned if you control a Zombie-Type monster.",
     "can I tribute summon vampire lord if I don't control a zombie-type monster?", "exception-met"),
    # a count is no case: asked of two, "only 1" still forbids
    ("A monster can only be equipped with 1 Union monster at a time.",
     "can I equip two union monsters to the same monster?", None),
    # cases joined ("during … Main Phase 1 and 2, and during your opponent's Battle Phase"): either is asked;
    # a phase's number is no count
    ("You can only activate its effect during your Main Phase 1 and 2, and during your opponent's Battle Phase.",
     "can I activate its effect during my opponent's battle phase?", "exception-applies"),
    ("You can only activate its effect during your Main Phase 1 and 2, and during your opponent's Battle Phase.",
     "can I activate its effect during my main phase 2?", "exception-applies"),
    ("You can only activate its effect during your Main Phase 1 and 2, and during your opponent's Battle Phase.",
     "can I activate its effect during my standby phase?", None),
    # a Level's number is a count: the words a case is asked by hold none, so "Level 7" would ask "Level 4"
    ("It can only be Special Summoned by a Level 4 monster.", "can it be special summoned by a level 7 monster?", None),
    # a ruling on what a card does ("through its effect") is not its kind's words asked
    ("XYZ-Dragon Cannon may only be Special Summoned through its effect.",
     "can xyz dragon cannon be revived with monster reborn?", None),
])
def test_a_permission_given_in_one_case_only_is_asked_by_that_case(db, text, question, case):
    lang = "pt" if "Magia" in text else "en"
    q = understand(db[0], question, db[1])
    assert asked_case(_record(text, lang, label="forbidden"), q) == case


def test_a_one_case_permission_turns_only_a_prohibition(db):
    """A ruling saying more than the one case ("… only during your Main Phase, but may be activated
    more than once", labelled allowed) is not turned to forbidden; a count before the case ("only 1 of
    their effects to …") is a count, not the case."""
    q = understand(db[0], "can I activate its effect during my main phase?", db[1])
    said_more = _record("This card's effect can only be activated during your Main Phase, but may be activated more "
                        "than once per turn.", label="allowed")
    assert asked_case(said_more, q) is None
    q = understand(db[0], "can I activate both card blockers' effects to change the attack target?", db[1])
    counted = _record("You can only activate 1 of their effects to change the attack target.", label="forbidden")
    assert asked_case(counted, q) is None


def test_a_turned_verdict_s_summary_says_the_verdict_for_the_case_asked(tmp_path):
    """The one-line summary opens with the verdict given (the badge), not the ruling's own label,
    which `ruling_label` keeps."""
    db = ingested(tmp_path, {"chains.md": "# Summons\n\n- Only Counter Traps can be chained to a Summon.\n"})
    answer = ask(db, "can I chain a counter trap to a summon?", store.resolver(db))["answer"]
    assert (answer["label"], answer["ruling_label"]) == ("allowed", "forbidden")
    assert answer["summary"].startswith("ALLOWED: ")
