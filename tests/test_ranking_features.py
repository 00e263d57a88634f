"""The ranking's word-order, heading and follow-on features, on sentences written for the test."""
from __future__ import annotations

import math

import pytest

from judge import store
from judge.qa import ask
from judge.query import stopwords, understand, word_pairs
from judge.search import FEATURES, candidates, explain, features

from .conftest import ingested, library_of

DOC = """\
JAR OF GREED
- If "Jar of Greed" is activated during the Damage Step, it is not negated.
- So you draw 1 card when it resolves.

GENERAL NOTES
- A player may look at "Jar of Greed" in the Graveyard at any time.
- Damage is dealt once in each step; "Jar of Greed" is not a Quick-Play Spell.
"""


def _library(tmp_path_factory, name: str, text: str):
    """A database of one document written for a test, with its resolver."""
    return library_of(tmp_path_factory, name, {f"{name}.txt": text})


@pytest.fixture(scope="module")
def jar(tmp_path_factory):
    return _library(tmp_path_factory, "jar", DOC)


def _features(jar, question: str) -> dict[str, dict[str, float]]:
    db, resolver = jar
    q = understand(db, question, resolver)
    texts = dict(db.execute("select rowid, text from records"))
    return {texts[rowid]: dict(zip(FEATURES, vector)) for rowid, _, vector, _ in features(q, candidates(db, q))}


@pytest.mark.parametrize("text, names, expected", [
    ("can i chain in the damage step?", [], [("chain", "damage"), ("damage", "step")]),
    # three stop words are too many
    ("can i chain it in the damage step?", [], [("damage", "step")]),
    # a card name and punctuation part two words
    ("tribute lava golem summon, attack twice", ["lava golem"], [("attack", "twice")]),
    ("face-down monsters", [], [("face", "down"), ("down", "monster")]),
])
def test_word_pairs(text, names, expected):
    assert word_pairs(text, names, stopwords()) == expected


def test_pairs_count_words_side_by_side_only(jar):
    by_text = _features(jar, "is jar of greed negated in the damage step")
    side_by_side = next(v for t, v in by_text.items() if "during the Damage Step" in t)
    apart = next(v for t, v in by_text.items() if "Damage is dealt" in t)
    assert side_by_side["pairs"] > apart["pairs"]


def test_a_typo_does_not_part_the_words_it_stands_beside(jar):
    """The pairs are read from the question as meant: a mistyped word pairs as its correction."""
    db, resolver = jar
    q = understand(db, "is jar of greed negated in the damagge step", resolver)
    assert q.corrected == {"damagge": "damage"}
    assert ("damage", "step") in q.pairs
    mistyped = _features(jar, "is jar of greed negated in the damagge step")
    typed = _features(jar, "is jar of greed negated in the damage step")
    assert mistyped == typed


def test_heading_card_is_the_asked_cards_own_section(jar):
    by_text = _features(jar, "jar of greed graveyard")
    own = next(v for t, v in by_text.items() if "during the Damage Step" in t)
    general = next(v for t, v in by_text.items() if "look at" in t)
    assert own["heading_card"] == 1.0 and general["heading_card"] == 0.0


def test_an_asked_cards_name_in_a_heading_is_no_word_said_of_it(jar):
    """The asker's "greed" under "JAR OF GREED" is the asked card's name there (counted by
    `heading_card`), not a word the heading says of it; under "GENERAL NOTES" nothing is held."""
    by_text = _features(jar, "jar of greed: is greed a notes thing?")
    own = next(v for t, v in by_text.items() if "during the Damage Step" in t)
    general = next(v for t, v in by_text.items() if "look at" in t)
    assert own["heading_card"] == 1.0 and own["topic"] == 0.0
    assert general["topic"] > 0.0  # "notes", said of it


def test_follow_on_opener(jar, tmp_path_factory):
    """A record opening on what it does not hold ("So …" with nothing before it to cite) follows
    on; one that cites what it leans on (the item before it, in the same list) holds it and does not."""
    by_text = _features(jar, "jar of greed draw")
    leaning = [t for t in by_text if t.endswith("So you draw 1 card when it resolves.")]
    assert len(leaning) == 1 and leaning[0].startswith("If") and by_text[leaning[0]]["follow_on"] == 0.0
    alone = _library(tmp_path_factory, "alone", "JAR OF GREED\n\nSo you draw 1 card when it resolves.\n")
    by_text = _features(alone, "jar of greed draw")
    assert by_text["So you draw 1 card when it resolves."]["follow_on"] == 1.0
    assert sum(v["follow_on"] for v in by_text.values()) == 1.0


@pytest.mark.parametrize("asked, written", [
    ("resolves", "resolution"), ("declared", "declaration"), ("banishes", "removed"),
    ("wiped", "destroyed"), ("vacant", "free"), ("sacrificed", "tribute"),
    ("keeps", "remains"), ("goes back", "returned"), ("afterwards", "after"),
    ("counts", "considered"), ("together", "simultaneously"), ("at once", "simultaneously"),
    ("changes", "altered"), ("changes", "modified"),
    ("anymore", "no longer"), ("instead", "in place of"),
    ("is mandatory", "optional"), ("is obrigatório", "optional"), ("goes to zero", "0"),
    ("still leaves", "remains"), ("sai do campo", "remains"),
    # a hand with nothing in it, however it is said
    ("leaves me with zero cards", "no hand"), ("my hand is empty", "no cards in your hand"),
    ("deixa a mão vazia", "no hand"),
    # the floor's "go off" for an effect's activating
    ("goes off", "activate"), ("went off", "activated"),
    # whenever the player likes
    ("is sent whenever I want", "voluntarily"), ("vai pro cemitério quando eu quiser", "at will"),
    # a card acting on itself, said with a Portuguese reflexive
    ("revive ele mesmo", "itself"), ("destrói a si mesma", "itself"),
])
def test_a_verb_and_its_noun_or_floor_word_are_one_idea(jar, asked, written):
    """A question's word finds a ruling that says it as the game's noun or the rules' word."""
    db, resolver = jar
    q = understand(db, f"what happens if it {asked}", resolver)
    forms = [form for family, _ in q.families for form in family]
    assert any(written.startswith(form.strip()) or form.strip() == written for form in forms), forms


def _result(text, label="outcome", cards=("Sangan",), mechanics=(), lang="en"):
    from judge.text import words_of

    rec = {"text": text, "label": label, "cards": list(cards), "mechanics": list(mechanics), "lang": lang}
    return words_of(text), rec


@pytest.mark.parametrize("first, second, same", [
    # one ruling in two documents: quotes, case, a typo
    ('You must show "Sangan"\'s target to your opponent before adding it to your hand.',
     "You must show “Sangan's” target to your opponent before adding it to your hnad.", True),
    # a word that turns the ruling
    ("The opponent can respond to the search of Sangan with a Quick-Play Spell.",
     "The opponent cannot respond to the search of Sangan with a Quick-Play Spell.", False),
    # another number
    ("Turn 2: if your opponent controls Sangan, they may change its battle position.",
     "Turn 4: if your opponent controls Sangan, they may change its battle position.", False),
])
def test_one_ruling_written_twice_is_shown_once(first, second, same):
    from judge.results import _near_twin

    kept = _result(first)
    assert (_near_twin(_result(second)[1], _result(second)[0], [kept]) is kept[1]) is same


def test_one_ruling_word_for_word_is_one_result_whatever_its_quotes_let_ingest_tag():
    """An export that drops the quotes around card names leaves a plain-word name ("Gamble")
    untagged: the same words are still the same ruling, shown once."""
    from judge.results import _near_twin

    quoted = _result('If "Sangan" is skipped with "Gamble", it is not Summoned.', cards=("Sangan", "Gamble"))
    bare = _result("If Sangan is skipped with Gamble, it is not Summoned.", cards=("Sangan",))
    assert _near_twin(bare[1], bare[0], [quoted]) is quoted[1]
    other = _result("If Sangan is skipped with Gamble, it is not Summoned.", label="forbidden", cards=("Sangan",))
    assert _near_twin(other[1], other[0], [quoted]) is None


def test_near_twins_about_other_things_stay_apart():
    from judge.results import _near_twin

    synchro = _result("To Summon a Synchro Monster, the materials must be on your side of the field.",
                      label="required", cards=(), mechanics=("synchro",))
    xyz = _result("To Summon a Xyz Monster, the materials must be on your side of the field.",
                  label="required", cards=(), mechanics=("xyz",))
    assert _near_twin(xyz[1], xyz[0], [synchro]) is None
    allowed = _result("Sangan's effect is activated when it is sent to the Graveyard.", label="allowed")
    outcome = _result("Sangan's effect is activated when it is sent to the Graveyard!", label="outcome")
    assert _near_twin(outcome[1], outcome[0], [allowed]) is None


def test_a_sentence_and_the_fuller_passage_holding_it_are_one_result():
    from judge.results import _encloses, enclosed

    def rec(start, end, label="outcome", doc="a.txt"):
        return {"source": {"document": doc, "start": start, "end": end}, "label": label}

    alone = rec(100, 180)
    fuller = rec(100, 230)  # the sentence and "This effect does not target." after it
    assert _encloses(fuller, [alone]) is alone
    assert enclosed(alone, [fuller]) is fuller
    assert _encloses(rec(100, 230, label="forbidden"), [alone]) is None  # it rules otherwise
    assert _encloses(rec(100, 230, doc="b.txt"), [alone]) is None
    assert enclosed(rec(90, 180), [fuller]) is None


def test_two_rulings_that_differ_in_their_case_are_not_one():
    from judge.results import _near_twin

    tributed = _result("If the monster Special Summoned by Sangan's search is Tributed, the search card remains on "
                       "the field until the End Phase of this turn.")
    returned = _result("If the monster Special Summoned by Sangan's search is returned to the hand, the search card "
                       "remains on the field until the End Phase of this turn.")
    assert _near_twin(returned[1], returned[0], [tributed]) is None


def test_copies_of_a_text_are_scored_together():
    from judge.results import copy_lifts

    def copies_together(totals, texts):  # each score raised by its copies' lift
        return [t + lift for t, lift in zip(totals, copy_lifts(totals, texts))]

    raised = copies_together([2.0, 2.0, 1.5, 0.0], ["a", "a", "b", "c"])
    assert raised[0] == raised[1] == pytest.approx(2.0 + math.log(2))
    assert raised[2:] == [1.5, 0.0]  # a text given once keeps its score
    # copies keep their distance to the best of them: together they weigh e^3 + e^1
    assert copies_together([3.0, 1.0], ["x", "x"]) == pytest.approx([math.log(math.e ** 3 + math.e),
                                                                     1.0 + math.log(1 + math.e ** -2)])


ONE = "- The effect of Sangan adds one Fish monster from your Deck to your hand.\n"
OTHER = "- The effect of Sangan adds any Bird monster from your Deck to your hand.\n"


@pytest.mark.parametrize("copies", [1, 2])
def test_a_ruling_two_documents_give_outranks_one_given_once(tmp_path, copies):
    from judge.search import search

    # two words apart, neither asked: alone, each scores as the other, and the first read wins
    docs = {"a.txt": "SANGAN\n" + OTHER, "b.txt": "SANGAN\n" + ONE}
    if copies == 2:
        docs["c.txt"] = "SANGAN NOTES\n" + ONE
    db = ingested(tmp_path, docs)
    results = search(db, "sangan effect add monster from deck to hand", store.resolver(db))["results"]
    first = results[0]
    assert (first["text"] == ONE[2:].strip()) is (copies == 2)
    if copies == 2:
        assert len(first.get("also", ())) == 1 and first["probability"] > results[1]["probability"]
    probabilities = [r["probability"] for r in results]
    assert probabilities == sorted(probabilities, reverse=True) and sum(probabilities) <= 1.0001


@pytest.mark.parametrize("question, stem_asked", [
    ("I milled three cards, can I mill again?", "mill"),
    ("it attacked, then can it attack twice", "attack"),
    ("ativei a armadilha, posso ativar de novo", "ativ"),
])
def test_a_word_asked_twice_in_two_forms_counts_once(jar, question, stem_asked):
    db, resolver = jar
    firsts = [family[0] for family in understand(db, question, resolver).stems]
    assert sum(1 for f in firsts if f.startswith(stem_asked)) == 1, firsts


def test_explain_names_the_asked_words_a_result_holds(jar):
    from judge.search import search

    db, resolver = jar
    out = search(db, "is jar of greed negated in the damage step", resolver)
    top = out["results"][0]
    assert "during the Damage Step" in top["text"]
    assert {"negat", "damag", "step"} <= {w[:5] for w in top["why"]["words"]}, top["why"]["words"]
    held = next(r for r in out["results"] if "look at" in r["text"])["why"]["words"]
    assert not any(w.startswith("negat") for w in held)


STATES_DOC = """\
SPIRIT OF THE STATES
- While "Jar of Greed" is face-up you cannot Tribute it for a Tribute Summon.
- A face-down "Jar of Greed" can be Tributed.
- A monster in Defense Position that is attacked is not destroyed by "Jar of Greed".
"""


@pytest.fixture(scope="module")
def states(tmp_path_factory):
    return _library(tmp_path_factory, "states", STATES_DOC)


@pytest.mark.parametrize("question, turned", [
    # asked face-down: the face-up ruling names the other state only
    ("can I tribute a face-down jar of greed for a tribute summon?", {"face-up"}),
    ("posso tributar jar of greed virado para baixo?", {"face-up"}),
    # asked face-up: the face-down one
    ("can I tribute a face up jar of greed?", {"face-down"}),
    # no state asked, or both: no ruling is about the other state
    ("can I tribute jar of greed?", set()),
    ("jar of greed face-up or face-down, can I tribute it?", set()),
    # a state as the floor says it: flipped up is face-up, flipped back down face-down
    ("my jar of greed got flipped up, can I still tribute it?", {"face-down"}),
    ("i flipped it back down, can I tribute jar of greed now?", {"face-up"}),
    ("jar of greed was face-down and got flipped up, can I tribute it?", set()),
])
def test_other_state_marks_the_ruling_on_the_opposite_state(states, question, turned):
    by_text = _features(states, question)
    marked = {("face-up" if "face-up" in t else "face-down" if "face-down" in t else "other")
              for t, v in by_text.items() if v["other_state"]}
    assert marked == turned


ROLES_DOC = """\
MOON MIRROR
- If "Moon Mirror" flips the attacking monster face-down, the attack stops.
- If "Moon Mirror" flips the defending monster face-down, the attack goes on.
"""


@pytest.mark.parametrize("question, marked", [
    # a monster's part in the battle: the ruling on the other part only is the other case
    ("moon mirror on my monster that is being attacked, does the attack go on?", {"attacking"}),
    ("moon mirror flips the attacking monster, what happens?", {"defending"}),
    ("o monstro atacado virou com moon mirror, o ataque continua?", {"attacking"}),
    ("what does moon mirror do to an attack?", set()),
])
def test_other_state_marks_the_ruling_on_the_other_part_in_a_battle(tmp_path_factory, question, marked):
    by_text = _features(_library(tmp_path_factory, "roles", ROLES_DOC), question)
    assert {t.split(" the ")[1].split()[0] for t, v in by_text.items() if v["other_state"]} == marked


TIMES_DOC = """\
SHIELD BEARER
- If "Shield Bearer" destroys a monster before the Damage Step, you draw 1 card.
- If "Shield Bearer" destroys a monster during the Damage Step, you do not draw.
- "Shield Bearer" stays banished even after the End Phase.
- "Shield Bearer" can be Special Summoned at the end of the Battle Phase.
"""


@pytest.mark.parametrize("question, marked", [
    # asked in the Damage Step: the ruling placing it before only is the other case; and the other way round
    ("shield bearer destroys a monster in the damage step, do i draw?", {"before the Damage Step"}),
    ("se shield bearer destruir um monstro antes do damage step, eu compro?", {"during the Damage Step"}),
    # no time asked of the step, or a time the rulings do not name: no other case
    ("does shield bearer draw when it destroys a monster?", set()),
    ("shield bearer destroys a monster after the damage step, do i draw?", {"before the Damage Step",
                                                                             "during the Damage Step"}),
    # "even after the End Phase" holds at the End Phase too
    ("does shield bearer come back at the end phase?", set()),
])
def test_other_state_marks_the_ruling_placed_at_another_time_than_asked(tmp_path_factory, question, marked):
    by_text = _features(_library(tmp_path_factory, "times", TIMES_DOC), question)
    assert {t.split(", ")[0].split("monster ")[-1] for t, v in by_text.items() if v["other_state"]} == marked


def test_set_is_no_state_a_ruling_is_ranked_down_for(states):
    """"Set" is also the verb of playing face-down: a ruling saying it is not about a Set card."""
    by_text = _features(states, "can I tribute jar of greed from my hand?")
    assert not any(v["other_state"] for v in by_text.values())


FIELD_DOC = """\
JINZO
- While "Jinzo" is on the field, the effects of face-up Trap Cards cannot be activated.
- A face-up "Royal Oppression" can negate the Special Summon of "Jinzo", because "Jinzo" is not on the field until it is Summoned.
"""


@pytest.mark.parametrize("question, marked", [
    # asked on the field: the ruling saying it is not there is of the other case, though it names
    # a face-up card as the question does (each asked state is weighed against its own opposite)
    ("Jinzo is on the field. Can my opponent use the effect of a face-up Royal Oppression?", {"not on the field"}),
    ("O Jinzo está no campo. Meu oponente pode usar o Royal Oppression virado para cima?", {"not on the field"}),
    # asked not on the field: the ruling while it is
    ("Jinzo is not on the field yet, can Royal Oppression negate its summon?", {"While"}),
    # no place asked: neither
    ("can Royal Oppression negate the summon of Jinzo?", set()),
])
def test_a_ruling_on_a_card_off_the_field_is_another_case_than_on_it(tmp_path_factory, question, marked):
    db = _library(tmp_path_factory, "field", FIELD_DOC)
    by_text = _features(db, question)
    assert {m for m in ("While", "not on the field") for t, v in by_text.items() if m in t and v["other_state"]} == marked


LISTING_DOC = """\
FLOATERS (Mystic Tomato, Shining Angel, UFO Turtle)
- These effects do not activate if the monster is destroyed by a card effect.
- If "Giant Rat" is in the Graveyard, these effects still Special Summon from the Deck.
"""


def test_the_other_cards_of_a_listing_heading_are_not_other_cards(tmp_path_factory):
    """A ruling for every card a heading lists ("FLOATERS (Mystic Tomato, Shining Angel, UFO
    Turtle)") is about the asked one as much as a ruling under its own name: the others of the
    listing are not cards it is about besides the asked one; a card its own words name is."""
    db = _library(tmp_path_factory, "listing", LISTING_DOC)
    by_text = _features(db, "does mystic tomato activate if a card effect destroys it?")
    assert by_text["These effects do not activate if the monster is destroyed by a card effect."]["extra_cards"] == 0.0
    assert by_text['If "Giant Rat" is in the Graveyard, these effects still Special Summon from the Deck.'][
        "extra_cards"] == pytest.approx(1 / 3)


TOLD_DOC = """\
CALL OF THE HAUNTED
- If the monster Special Summoned by "Call of the Haunted" is destroyed, "Call of the Haunted" cannot stay on the field.
- If "Call of the Haunted" leaves the field, the monster it Special Summoned cannot stay on the field and is destroyed.
"""


@pytest.mark.parametrize("question", [
    "If the monster from Call of the Haunted gets destroyed, what happens to the trap?",
    "My monster from Call of the Haunted got destroyed in battle. What happens to the trap?",
    "Se o monstro do Call of the Haunted for destruído, o que acontece com a armadilha?",
    "What happens to the trap if the monster from Call of the Haunted gets destroyed?",
])
def test_the_play_told_is_held_in_a_rulings_situation_not_its_verdict(tmp_path_factory, question):
    """The play a question tells before what it asks (its condition, the sentences before the one
    that asks) is what a ruling's situation says: the ruling whose condition holds it, not the
    one whose verdict does, holds more of it there."""
    db = _library(tmp_path_factory, "told", TOLD_DOC)
    by_text = _features(db, question)
    situation = next(v for t, v in by_text.items() if t.startswith("If the monster"))
    verdict = next(v for t, v in by_text.items() if t.startswith('If "Call of the Haunted" leaves'))
    assert situation["told"] > verdict["told"]
    from judge.search import search
    assert "told" in search(db[0], question, db[1])["results"][0]["why"]  # `--explain` shows it


@pytest.mark.parametrize("question, told", [
    ("if the monster is destroyed, what happens to the trap?", "if the monster is destroyed,"),
    ("se o monstro for destruido, o que acontece?", "se o monstro for destruido,"),
    # written without a comma: up to the words that ask
    ("if it gets destroyed what happens to the trap", "if it gets destroyed"),
    ("quando ele ataca posso ativar a armadilha?", "quando ele ataca"),
    ("if I have no cards in hand", ""),
    ("I summon jinzo. they chain a trap. does it resolve?", "I summon jinzo. they chain a trap."),
    # … or the condition closing a one-sentence question: the play it tells, after what it asks
    ("can I chain to it when it is activated?", "when it is activated"),
    ("what happens if the monster is destroyed?", "if the monster is destroyed"),
    ("o que acontece com a armadilha se o monstro for destruido?", "se o monstro for destruido"),
    ("can I activate it once per turn?", ""),
])
def test_the_play_a_question_tells(question, told):
    from judge.asks import told_part
    assert told_part(question) == told


ZONES_DOC = """\
ROYAL DECREE
- If all of your Spell & Trap Card Zones are full, you still control "Royal Decree" face-up.
- If your Monster Card Zones are full, "Royal Decree" still negates Trap Cards.
"""


@pytest.mark.parametrize("question, other", [
    # a ruling on the other zones than those asked is of the other case ("Monster Zones are full"
    # asked, "Spell & Trap Card Zones are full" ruled on)
    ("all my monster zones are full, does Royal Decree still work?", "Spell & Trap"),
    ("my s/t zones are full, does Royal Decree still work?", "Monster Card Zones"),
    ("minhas zonas de monstros estão cheias, o Royal Decree ainda funciona?", "Spell & Trap"),
    ("meus espaços de magia/armadilha estão cheios, o Royal Decree ainda funciona?", "Monster Card Zones"),
])
def test_a_ruling_on_the_other_zones_is_another_case(tmp_path_factory, question, other):
    db = _library(tmp_path_factory, "zones", ZONES_DOC)
    by_text = _features(db, question)
    assert {t for t, v in by_text.items() if v["other_state"]} == {t for t in by_text if other in t}


PHRASE_DOC = """\
UNION RULES
- A monster can only be equipped with 1 Union monster at the same time.
- You cannot equip a Union monster to a monster directly from your hand.
"""


@pytest.mark.parametrize("question", [
    "can one monster have two union monsters equipped at once?",
    "can a monster be equipped with two union monsters simultaneously?",
])
def test_a_word_of_a_listed_phrase_is_held_where_its_relations_are(tmp_path_factory, question):
    """The asker's word in a phrase the word list holds ("at once") is held by a ruling saying one
    of the phrase's relations ("at the same time"): it counts among the asker's words held."""
    db = _library(tmp_path_factory, "phrase", PHRASE_DOC)
    by_text = _features(db, question)
    at_once = next(v for t, v in by_text.items() if "same time" in t)
    other = next(v for t, v in by_text.items() if "directly" in t)
    assert at_once["coverage"] > other["coverage"]


ONLY_DOC = """\
GRAVITY WARDEN
The effect applies so long as "Gravity Warden" is face-up on the field.
- "Gravity Warden" only negates the effects of face-up EARTH monsters on the field.
- The effect of "Gravity Warden" is negated if it is flipped face-down by "Book of Moon".
- A face-up EARTH monster destroyed by battle with "Gravity Warden" still activates its effect.
"""


@pytest.mark.parametrize("question, exempt", [
    # a ruling holding only for the other state ("only … face-up") rules on the asked one by
    # leaving it out: not a ruling on another case, whatever its heading says
    ("does Gravity Warden negate face-down EARTH monsters?", {"only negates"}),
    ("Gravity Warden nega efeitos de monstros EARTH virados para baixo?", {"only negates"}),
])
def test_a_ruling_only_for_the_other_state_rules_on_the_asked_one(tmp_path_factory, question, exempt):
    db = _library(tmp_path_factory, "only", ONLY_DOC)
    by_text = _features(db, question)
    marked = {t for t, v in by_text.items() if not v["other_state"]}
    assert {t for t in marked if any(e in t for e in exempt)} and all(
        any(e in t for e in exempt) or "face-down" in t for t in marked), marked


@pytest.mark.parametrize("question, first", [
    # the other state's ruling holds more of the asked words, side by side
    ("can I tribute a face-down jar of greed for a tribute summon?", "A face-down"),
    ("can I tribute a face-up jar of greed for a tribute summon?", "While \"Jar of Greed\" is face-up"),
])
def test_the_ruling_on_the_asked_state_comes_first(states, question, first):
    from judge.search import search

    db, resolver = states
    assert search(db, question, resolver)["results"][0]["text"].startswith(first)


@pytest.mark.parametrize("lang, question, kinds", [
    ("en", "when does the burn of Lava Golem happen?", {"time"}),
    ("en", "Lava Golem's burn happens when exactly?", {"time"}),
    ("en", "how do I summon Lava Golem?", {"means"}),
    # a moment or a stage asked is a time, as "em que momento" is
    ("en", "at what moment does Lava Golem deal its damage?", {"time"}),
    ("en", "Lava Golem burns in which stage?", {"time"}),
    ("en", "how many monsters do I tribute for Lava Golem?", {"amount"}),
    ("en", "after it is tributed, Lava Golem goes where?", {"place"}),
    ("en", "Lava Golem burns whose life points?", {"owner"}),
    # a "when" that opens a condition asks for nothing
    ("en", "can I chain to Lava Golem when my opponent attacks?", set()),
    ("en", "when my opponent attacks, can I chain to Lava Golem?", set()),
    ("pt", "quando o dano do Lava Golem acontece?", {"time"}),
    ("pt", "como faço pra invocar o Lava Golem?", {"means"}),
    ("pt", "quantos tributos o Lava Golem pede?", {"amount"}),
    ("pt", "quando eu ativo isso, posso encadear?", set()),
    # a subject "who" opening a sentence asks, whatever verb follows it; a relative one does not
    ("en", "They swap Lava Golem back and forth. Who takes the burn, me or them?", {"owner"}),
    ("en", "can the player who controls Lava Golem skip the burn?", set()),
    ("pt", "Lava Golem foi trocado de lado. Quem toma o dano?", {"owner"}),
    # a choice between two times asks for a time wherever it stands; a choice of things does not
    ("en", "Is the burn of Lava Golem counted when it is summoned, or only when the Standby Phase comes?",
     {"time"}),
    ("en", "does Lava Golem burn before or after my draw?", {"time"}),
    ("en", "when my opponent attacks, can I chain Lava Golem or Sakuretsu Armor?", set()),
    ("pt", "o Lava Golem queima antes ou depois da compra?", {"time"}),
    ("pt", "escolho o alvo na ativação ou na resolução?", {"time"}),
    ("pt", "quando ele ataca, posso usar Lava Golem ou Sakuretsu Armor?", set()),
])
def test_what_a_wh_question_asks_for(lang, question, kinds):
    from judge.asks import asked_kinds
    assert asked_kinds(question, lang) == kinds


@pytest.mark.parametrize("lang, said, gives", [
    # a time is also told as the timing a thing happens in ("the Summon response timing")
    ("en", "this effect activates in the summon response timing", True),
    ("en", "both effects are activated at the same timing", True),
    ("en", "this effect only negates effects on the field", False),
    ("pt", "este efeito ativa no momento de resposta à invocação", True),
    ("pt", "este efeito só nega efeitos no campo", False),
])
def test_a_timing_told_answers_when(lang, said, gives):
    from judge.asks import gives_kind
    from judge.text import words_of
    assert gives_kind(frozenset({"time"}), lang, " " + words_of(said) + " ") is gives


KINDS_DOC = """\
LAVA GOLEM
- The controller of "Lava Golem" takes 1000 damage during each of their Standby Phases.
- "Lava Golem" is Special Summoned to your opponent's field by Tributing 2 of their monsters.
- "Lava Golem" inflicts damage through its own effect, which is not an attack.
"""


@pytest.fixture(scope="module")
def kinds(tmp_path_factory):
    return _library(tmp_path_factory, "kinds", KINDS_DOC)


@pytest.mark.parametrize("question, giving", [
    # a time asked: the ruling that says when (during …) gives it
    ("when does lava golem inflict its damage?", {"during each"}),
    # a means asked: the rulings that say by what (by Tributing, through its effect)
    ("how do I summon lava golem to my opponent's field?", {"by Tributing", "through its own"}),
    # no wh-word: nothing is asked for
    ("does lava golem inflict damage?", set()),
])
def test_gives_asked_marks_the_rulings_that_answer_a_wh_question(kinds, question, giving):
    by_text = _features(kinds, question)
    marked = {t for t, v in by_text.items() if v["gives_asked"]}
    assert {next(g for g in giving if g in t) for t in marked} == giving, marked


ASKING_DOC = """\
LAVA GOLEM
- You can Special Summon "Lava Golem" to your opponent's field by Tributing 2 monsters they control.
- The controller of "Lava Golem" takes 1000 damage during each of their Standby Phases.
- If "Lava Golem" is flipped face-down, it is still controlled by your opponent.
"""


@pytest.fixture(scope="module")
def asking(tmp_path_factory):
    return _library(tmp_path_factory, "asking", ASKING_DOC)


def test_the_sentence_that_asks_is_told_from_the_play_before_it(asking):
    """A play told in sentences, then the question: the words of the sentence that asks are
    marked; a question of one sentence marks none (its words all ask)."""
    db, resolver = asking
    q = understand(db, "I Tributed two of their monsters and summoned Lava Golem to their side. "
                       "Who takes the damage during the Standby Phase?", resolver)
    marked = {family[0] for family, flag in zip(q.stems, q.asking) if flag}
    assert {"damage", "standby", "phase"} <= marked, marked
    assert not {m for m in marked if m.startswith(("tribut", "summon"))}, marked
    assert understand(db, "who takes the damage of lava golem during the standby phase?", resolver).asking == ()
    # the play told before it is no question: nothing asks in it
    assert understand(db, "Lava Golem went to their side. Then it was flipped.", resolver).asking == ()


def test_asked_part_prefers_the_ruling_on_what_the_last_sentence_asks(asking):
    by_text = _features(asking, "I Tributed two of their monsters and summoned Lava Golem to their side. "
                                "Who takes the damage during the Standby Phase?")
    best = max(by_text, key=lambda t: by_text[t]["asked_part"])
    assert best.startswith("The controller of"), by_text
    assert by_text[best]["asked_part"] > by_text[next(t for t in by_text if t.startswith("You can"))]["asked_part"]


def _counted_budget(held: dict[str, int]):
    """A TermBudget over a library large enough for it to choose (200,000 records), each word
    held by the records `held` says."""
    from judge.budget import TermBudget

    budget = TermBudget.__new__(TermBudget)
    budget.total = 200_000
    budget.count = lambda text, phrase, total=False: held[text]
    return budget


def test_the_rarest_own_words_are_searched_wherever_the_question_says_them():
    """A play told at length asks in its last sentence: its rare words are searched though the
    common words of the play come first (the budget weighs every own word, rarest first)."""
    from judge.budget import MAX_OWN

    common = ["opponent", "monster", "activate", "effect", "field", "card", "turn", "graveyard", "attack"]
    rare = ["counted", "purple"]
    held = {**{w: 1_500 for w in common}, **{w: 3 for w in rare}}
    budget = _counted_budget(held)
    words, _, _ = budget.choose(common + rare, [], [])
    assert set(rare) <= set(words)
    assert len(words) <= MAX_OWN
    assert words == [w for w in common + rare if w in words]  # in the question's order


def test_rulings_on_every_specific_mechanic_asked_are_candidates(tmp_path):
    """A Portuguese question whose answer is written in English: a ruling on every specific
    mechanic asked is scored though no word of the question found it, in the question's own
    language too (its words may say one of them otherwise); one on only some of the mechanics is
    left to its words."""
    from judge.about import mechanic_rows

    from .conftest import ingested

    db = ingested(tmp_path, {
        "fusion-en.txt": "FUSION MONSTERS\n- The Special Summon of a Fusion Monster does not start a Chain, so "
                         "nothing can be chained to it.\n- A Fusion Monster can be Special Summoned by its own effect.\n",
        "fusao-pt.txt": "MONSTROS DE FUSÃO\n- A invocação especial de um monstro de fusão não inicia uma corrente, "
                        "então nada pode ser encadeado a ela.\n"})
    q = understand(db, "dá pra encadear na invocação especial de um monstro de fusão?", store.resolver(db))
    assert {"chain", "fusion-summon", "special-summon"} <= set(q.mechanics) and q.lang == "pt"
    texts = dict(db.execute("select rowid, text from records"))
    found = [texts[r] for r in mechanic_rows(db, q.mechanics, q.lang)]
    assert found == ["The Special Summon of a Fusion Monster does not start a Chain, so nothing can be chained to it.",
                     "A invocação especial de um monstro de fusão não inicia uma corrente, então nada pode ser encadeado a ela."]
    q.terms = q.together = ""  # no word of it found by FTS5: the mechanics alone make it a candidate
    assert any(texts[rowid] == found[0] for rowid, _ in candidates(db, q))
    assert mechanic_rows(db, ["chain", "hand"], "pt") == []  # one specific mechanic asks too little


def test_the_common_words_too_many_records_hold_alone_are_searched_together():
    """Of the asker's words each too common to search alone, those not in most records are
    searched together, rarest first; none when fewer than two are left or the library is small."""
    from judge.budget import ROW_BUDGET

    held = {"monsters": 12_000, "destroyed": 14_000, "battle": 7_500, "graveyard": 15_000,
            "effect": 110_000, "go": 900, "unheard": 0}
    budget = _counted_budget(held)
    asked = ["monsters", "destroyed", "battle", "go", "graveyard", "effect", "unheard"]
    assert budget.together(asked, ["go"]) == ["battle", "monsters", "destroyed", "graveyard"]
    assert budget.together(["effect", "battle", "go"], ["go"]) == []  # one left: searched alone already
    budget.total = ROW_BUDGET  # a small library searches every word anyway
    assert budget.together(asked, ["go"]) == []


def test_the_common_words_left_out_are_listed_rarest_first_whatever_their_share():
    """The words too common to search alone, for a telling word to be searched with: every one
    of them (not only those in few records), rarest first, none the budget chose already."""
    from judge.budget import ROW_BUDGET, TOGETHER_WORDS

    held = {"monster": 120_000, "destroyed": 40_000, "fusion": 900, "unheard": 0}
    budget = _counted_budget(held)
    assert budget.common(["fusion", "monster", "destroyed", "unheard"], ["fusion"]) == ["destroyed", "monster"]
    many = {f"w{i}": 1000 * (i + 1) for i in range(TOGETHER_WORDS + 3)}
    held.update(many)
    assert budget.common(list(many)[::-1], []) == list(many)[:TOGETHER_WORDS]
    budget.total = ROW_BUDGET  # a small library searches every word anyway
    assert budget.common(["fusion", "monster"], []) == []


def test_a_telling_word_is_searched_with_the_common_ones_only_within_the_row_budget():
    """The AND of a telling word with every common one reads all the telling word's records: only
    when they are within the row budget (a large library's "flip" is not)."""
    from judge.budget import ROW_BUDGET

    budget = _counted_budget({"fusion": 900, "flip": 4 * ROW_BUDGET, "face down": 700})
    budget.total = 50_000  # 2 % of it is the budget: ROW_BUDGET
    assert budget.within(["fusion"], ["face down"]) and not budget.within(["flip"], [])
    assert not budget.within(["fusion"], ["face down"] * 3)


def test_a_telling_word_of_too_many_records_is_searched_with_the_common_words_asked(tmp_path, monkeypatch):
    """A question naming no card whose one telling word is in more records than are scored ("where
    does a fusion monster go when destroyed?"): the ruling that also holds its common words is a
    candidate, though records saying the telling word more often outrank it by bm25."""
    from judge import budget, search

    from .conftest import ingested

    lines = [f"- Fusion note {i}: a fusion, fusion and fusion again in line {i}.\n" for i in range(40)]
    lines += [f"- Rule {i}: a monster is destroyed in line {i}.\n" for i in range(40, 120)]
    lines.append("- When a Fusion Monster is destroyed by a card's effect during either player's turn, "
                 "it is sent to the Graveyard like any other monster.\n")
    db = ingested(tmp_path, {"rules.txt": "GENERAL RULES\n" + "".join(lines)})
    # a library this small scores every record: made to choose and cut as a large one does
    monkeypatch.setattr(budget, "ROW_BUDGET", 50)  # "fusion" (41 records) within it, with "destroyed" not
    monkeypatch.setattr(search, "CANDIDATES", 20)
    q = understand(db, "where does a fusion monster go when it is destroyed?", store.resolver(db))
    assert "fusion" in q.terms and "monster" not in q.terms and "monster" in q.anchored, (q.terms, q.anchored)
    texts = dict(db.execute("select rowid, text from records"))
    found = [texts[rowid] for rowid, _ in candidates(db, q)]
    assert any(t.startswith("When a Fusion Monster is destroyed") for t in found), found[:5]
    q.anchored = ""  # without it the ruling is cut with the fusion notes beyond the best CANDIDATES
    assert not any(texts[rowid].startswith("When a Fusion") for rowid, _ in candidates(db, q))


def test_a_question_of_common_words_finds_the_ruling_that_holds_them_all(tmp_path, monkeypatch):
    """A question naming no card whose words are each in too many records to search alone ("when
    do monsters destroyed by battle go to the graveyard?"): the ruling holding them all is a
    candidate, though the words searched alone are in other records only."""
    from judge import budget

    from .conftest import ingested

    words = ["monsters", "destroyed", "battle", "graveyard"]
    lines = [f"- Rule {i}: {words[i % 4]} and {words[(i // 4) % 4]} are named in this line number {i}.\n"
             for i in range(160)]  # at most two of the four words in a line
    lines += [f"- Rule {i}: players go first in line {i}.\n" for i in range(160, 164)]
    lines.append("- Monsters destroyed by battle are sent to the Graveyard at the end of the Damage Step.\n")
    db = ingested(tmp_path, {"rules.txt": "GENERAL RULES\n" + "".join(lines)})
    # a library this small searches every word: made to choose as a large one does
    monkeypatch.setattr(budget, "ROW_BUDGET", 20)
    monkeypatch.setattr(budget, "TOGETHER_SHARE", 0.9)
    q = understand(db, "when do monsters destroyed by battle go to the graveyard?", store.resolver(db))
    assert " AND " in q.together and " AND " not in q.terms, (q.terms, q.together)
    texts = dict(db.execute("select rowid, text from records"))
    found = [texts[rowid] for rowid, _ in candidates(db, q)]
    assert any(t.startswith("Monsters destroyed by battle") for t in found), found[:5]
    assert len(found) < 20  # the records of one word alone, or two of them, are not


NUMBERED = """\
STEP 3 - DRAWING FOR POT OF GREED
- You draw the cards when "Pot of Greed" resolves.
- You draw two cards for each "Pot of Greed" that resolves.
- If "Pot of Greed" is negated, no card is drawn for it.
"""


def test_a_number_in_a_heading_gives_no_amount(tmp_path_factory):
    """"How many?" is answered by what a ruling says (a number, "two", "no card"), not by the
    number of the heading it stands under ("Step 3")."""
    by_text = _features(_library(tmp_path_factory, "numbered", NUMBERED), "how many cards does pot of greed draw?")
    gives = {next(w for w in ("the cards", "two", "no card") if w in text): v["gives_asked"]
             for text, v in by_text.items()}
    assert gives == {"the cards": 0.0, "two": 1.0, "no card": 1.0}


SIDES = """\
BURNING SHIELD
- When "Burning Shield" resolves, you may destroy a Spell or Trap Card on your side of the field.
- When "Burning Shield" resolves, you may destroy a Spell or Trap Card of your opponent's.
"""


@pytest.fixture(scope="module")
def sides(tmp_path_factory):
    return _library(tmp_path_factory, "sides", SIDES)


@pytest.mark.parametrize("question", [
    "can burning shield destroy one of my own spells?",
    "burning shield pode destruir uma magia minha própria?",
])
def test_ones_own_cards_as_a_player_says_it_find_your_side_as_rulings_write_it(sides, question):
    db, resolver = sides
    first = ask(db, question, resolver)["results"][0]["text"]
    assert "your side of the field" in first


EVERYDAY = """\
MEGAMORPH
- "Megamorph" changes the original ATK of the equipped monster.
- "Megamorph" changes the current ATK of the equipped monster.

UNION MONSTERS
- Se você uniu um monstro Union neste turno, você não pode separá-lo até o fim do turno em que o uniu.
- Você pode unir um monstro Union neste turno.
- O Union principal não ganha efeitos adicionais quando se une a outro monstro Union.
- O Union tem efeitos.

JINZO
- "Jinzo" negates Trap Cards on the field.
- "Jinzo" prevents Trap Cards on the field.
- Monsters of every Type can be Tributed for "Jinzo".
- Monsters of every Attribute can be Tributed for "Jinzo".
"""


@pytest.fixture(scope="module")
def everyday(tmp_path_factory):
    return _library(tmp_path_factory, "everyday", EVERYDAY)


@pytest.mark.parametrize("question, said", [
    ("o megamorph muda o ATK atual?", "current ATK"),
    ("jinzo impede armadilhas no campo?", "prevents"),
    ("qualquer atributo pode ser tributado pro jinzo?", "Attribute"),
])
def test_the_rules_everyday_words_asked_in_portuguese_find_english_rulings(everyday, question, said):
    db, resolver = everyday
    assert said in ask(db, question, resolver)["results"][0]["text"]


@pytest.mark.parametrize("question, said", [
    ("I joined my union monster this turn, can I unequip it right away?", "separá-lo"),
    ("does the main union get additional effects?", "adicionais"),
])
def test_the_rules_everyday_words_asked_in_english_find_portuguese_rulings(everyday, question, said):
    db, resolver = everyday
    assert said in ask(db, question, resolver)["results"][0]["text"]


HOMONYMS = """\
BATTLE DAMAGE
- "Morale Boost" cannot be activated while you control no face-up Equip Spell Card.
- An effect that boosts a monster's ATK during the Damage Step applies before damage calculation.
- "A Deal with Dark Ruler" can be activated in the End Phase only.
- "Megamorph" doubles the original ATK, not the current one.
"""


@pytest.fixture(scope="module")
def homonyms(tmp_path_factory):
    return _library(tmp_path_factory, "homonyms", HOMONYMS)


def _words_held(library, question: str) -> dict[str, list[str]]:
    """Each candidate's text → the asker's words it holds, as `--explain` lists them."""
    db, resolver = library
    q = understand(db, question, resolver)
    texts = dict(db.execute("select rowid, text from records"))
    return {texts[rowid]: explain(why)["words"] for rowid, _, _, why in features(q, candidates(db, q))}


@pytest.mark.parametrize("question, word, name", [
    # "boost", "deal" are the asker's words; these rulings hold them only in a card's name
    ("when does a boost apply?", "boost", "Morale Boost"),
    ("can i activate an effect that deals damage in the end phase?", "deal", "A Deal with Dark Ruler"),
])
def test_words_held_only_in_an_unasked_cards_name_are_not_the_askers(homonyms, question, word, name):
    held = _words_held(homonyms, question)
    assert word not in next(words for text, words in held.items() if name in text)
    assert "boost" not in question or word in next(words for text, words in held.items() if "boosts" in text)


def test_a_one_word_name_is_words_held(homonyms):
    # a name of one word the question writes in a form no card resolves to still means the card
    # (after an article, "a megamorphed monster", the card said as a verb resolves: test_cards)
    held = _words_held(homonyms, "does my megamorphed monster double its original atk?")
    assert "megamorph" in next(words for text, words in held.items() if "Megamorph" in text)


def test_an_asked_cards_name_is_held(homonyms):
    db, resolver = homonyms
    question = "can morale boost be activated while i control no equip spell?"
    assert understand(db, question, resolver).card_names == ["Morale Boost"]
    by_text = _features(homonyms, question)
    named = next(v for t, v in by_text.items() if "Morale Boost" in t)
    assert named["cards"] == 1.0 and named["named"] == 1.0


CARD_TEXT_DOC = """\
SANGAN
Card Errata:
- When this card is sent from the field to the Graveyard, add 1 monster with 1500 or less ATK from your Deck to your hand.

Individual Card Rulings:
- If "Sangan" is removed from play instead, its effect does not activate.
- You can chain "Mystical Space Typhoon" to the activation of the effect of "Sangan".
- If you control your opponent's "Sangan" and it is destroyed, your opponent gets the effect.
"""


@pytest.fixture(scope="module")
def sangan(tmp_path_factory):
    return _library(tmp_path_factory, "sangan", CARD_TEXT_DOC)


def test_a_cards_text_is_weighed_by_how_much_of_the_question_it_holds(sangan):
    by_text = _features(sangan, "sangan goes from the field to the graveyard, which monster do i add from my deck?")
    text = next(v for t, v in by_text.items() if t.startswith("When this card"))
    ruling = next(v for t, v in by_text.items() if "removed from play" in t)
    assert text["card_text"] == 1.0 and ruling["card_text"] == 0.0
    assert text["text_covered"] == text["coverage"] > ruling["coverage"]
    assert ruling["text_covered"] == 0.0


@pytest.mark.parametrize("question, first", [
    # what the card itself does: its text holds the question, no ruling does
    ("sangan goes from the field to the graveyard, which monster do i add from my deck?", "When this card"),
    # a ruling on the card: the ruling, though the card's text names the same card
    ("can I chain mystical space typhoon to sangan's effect?", "You can chain"),
    ("sangan is removed from play, does its effect activate?", "If \"Sangan\" is removed"),
])
def test_a_cards_text_answers_what_the_card_does_only(sangan, question, first):
    db, _ = sangan
    assert ask(db, question)["results"][0]["text"].startswith(first)


def test_a_portuguese_verb_asked_in_one_form_is_held_in_another(tmp_path_factory):
    """"retornar" asked, "retornam" written: one word of the asker's, held."""
    doc = ("MONSTROS SPIRIT\n- Todos eles retornam para a mão do dono durante a End Phase.\n"
           "- Eles não podem ser invocados por efeito de cartas.\n")
    by_text = _features(_library(tmp_path_factory, "verbos", doc), "quando eles vão retornar pra mão?")
    held = next(v for t, v in by_text.items() if t.startswith("Todos"))
    assert held["coverage"] == 1.0


def test_the_state_finder_finds_each_phrase_where_its_first_word_starts():
    from judge.states import state_finder
    from judge.text import words_of

    finder, named, firsts = state_finder(frozenset({"face-up", "face-down"}), ("en",))
    words = words_of("Face-up monsters are negated, only face-down ones are not")
    assert [(named[m[1]], m.start(1)) for m in finder.finditer(words)] == [
        ("face-up", 1), ("face-down", words.index("face down"))]
    # a text none of whose words starts a phrase is not scanned: it holds none
    assert not firsts.isdisjoint(words.split())
    plain = words_of("A monster in Defense Position that is attacked is not destroyed")
    assert firsts.isdisjoint(plain.split()) and not finder.search(plain)
