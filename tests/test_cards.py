"""Card names: resolution, spotting in questions, importing pools, `judge card`."""
from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest
import sqlite_utils
import yaml

from judge import store
from judge.cards import read_ygoprodeck_json
from judge.pool import import_pool, lookup
from judge.model import DEFAULT_DB, SOURCES_DIR, JudgeError
from judge.names import key

from .conftest import ingested, records_with_cards, run_judge

DATA = Path(__file__).parent / "data"
VARIANTS = yaml.safe_load((DATA / "card_variants.yaml").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def full_db(shared, tmp_path_factory) -> Path:
    """The shipped database with the whole shared card pool imported."""
    db = tmp_path_factory.mktemp("pool") / "full.db"
    shutil.copy(DEFAULT_DB, db)
    import_pool(db, shared / "data" / "cards.csv")
    return db


@pytest.fixture(scope="module")
def full_resolver(full_db):
    return store.load_resolver(sqlite_utils.Database(full_db))


def test_key_normalises():
    assert key("The Shallow Grave") == key("shallow-grave") == key("SHALLOW GRAVE")
    assert key("Polimerização") == key("polimerizacao")
    assert key("Scapegoats") == key("Scapegoat")
    assert key("  ") == ""


def test_variant_table(full_resolver, capsys):
    assert len(VARIANTS) >= 60
    misses = []
    for kind, query, want in VARIANTS:
        res = full_resolver.resolve(query)
        got = res.card if res else None
        if got != want:
            misses.append(f"{kind}: {query!r} → {got!r}, want {want!r}")
    rate = 1 - len(misses) / len(VARIANTS)
    with capsys.disabled():
        print(f"\ncard variants: {len(VARIANTS) - len(misses)}/{len(VARIANTS)} resolve ({rate:.0%})")
        for m in misses:
            print("  MISS", m)
    assert rate >= 0.95, "\n".join(misses)


def test_known_failures_of_other_tools_do_not_happen(full_resolver):
    assert full_resolver.resolve("wisdom magician").card != "Disk Magician"
    assert full_resolver.resolve("mst").card == "Mystical Space Typhoon"
    nix = full_resolver.resolve("Nix")
    assert nix is None or not nix.card.lower().endswith("phoenix")
    # an exact name beats any fuzzy hit, however close
    assert full_resolver.resolve("Dark Magician").card == "Dark Magician"
    assert full_resolver.resolve("Dark Magician").exact


def test_spotting_dev_questions(shared, full_resolver):
    questions = yaml.safe_load((shared / "eval" / "dev-questions.yaml").read_text(encoding="utf-8"))
    for q in questions:
        got = {s.card for s in full_resolver.spot(q["q"])}
        assert got == set(q.get("cards", [])), q["q"]


@pytest.mark.parametrize("text, cards", [
    ("can I tribute one of my two Spellcasters for Jinzo under rivaly of warlord?", {"Jinzo", "Rivalry of Warlords"}),
    ("is a token returned to the hand removed from play?", set()),
    ("the side deck and the main deck during a game", set()),
    ("MST on a set Jar of Greed", {"Mystical Space Typhoon", "Jar of Greed"}),
    # the floor's abbreviations (data/aliases.csv): "MoF" is Magician of Faith, not Mirror Force
    ("MoF gets back my Pot of Greed", {"Magician of Faith", "Pot of Greed"}),
    ("DMoC summoned in the middle of a chain", {"Dark Magician of Chaos"}),
    ("BTH on a DAD", {"Bottomless Trap Hole", "Dark Armed Dragon"}),
    ("posso usar Mago Negro como tributo?", {"Dark Magician"}),
    # a name opening with an initial ("A.I.'s Ritual", "A/D Changer") is keyed without it, as an
    # article is left out; it is named only with it, not by the words after it
    ("Can I ritual summon with a ritual spell on my field?", set()),
    ("I d changer my monster", set()),
    ("I activate A.I.'s Ritual", {"A.I.'s Ritual"}),
    ("can I use an a/d changer on it?", {"A/D Changer"}),
    # names the Goat-era rulings still write (data/aliases.csv): old printed names and their misspellings
    ("can I flip hidden book of spell with one spell in the grave?", {"Hidden Spellbook"}),
    ("B. Skull Dragon attacks my Kisetai", {"Black Skull Dragon", "Kiseitai"}),
    ("Kinetic Soldier battles a warrior", {"Cipher Soldier"}),
    # a card said as a verb in the past, the card whose name is the word without its "-ed" (not
    # another card closer to it as typed: Brain Controller)
    ("I Brain Controlled his Sangan", {"Brain Control", "Sangan"}),
    ("they Mirror Forced my attackers", {"Mirror Force"}),
    ("he Monster Reborned my Jinzo", {"Monster Reborn", "Jinzo"}),
    ("my monster was Dark Holed", {"Dark Hole"}),
    ("does a megamorphed monster double its atk?", {"Megamorph"}),
    ("the monsters controlled by my opponent were destroyed", set()),
])
def test_spot_in_free_text(full_resolver, text, cards):
    assert {s.card for s in full_resolver.spot(text)} == cards


@pytest.mark.parametrize("text, cards", [
    ("does Monitron flip in the damage step?", {"Morphtronic Monitron"}),
    ("chaos neos back from the grave with monster reborn", {"Elemental HERO Chaos Neos", "Monster Reborn"}),
    ("Chaos Emperor Dragon with a face-down Sangan", {"Chaos Emperor Dragon - Envoy of the End", "Sangan"}),
    ("Jinzo attacks", {"Jinzo"}),  # a whole name before another card's part ("Jinzo - Returner")
    ("a new face in the power struggle", set()),  # two everyday words are no card's short name
    ("thestalos discards a card", set()),  # three Monarchs start so: none is meant more than another
    # the card after its series' dash; a part two cards end with names neither
    ("two captain tenacious in my standby phase", {"Destiny HERO - Captain Tenacious"}),
    ("kay'est cannot be attacked", set()),  # "Guardian Kay'est", "Rod of Silence - Kay'est"
    # a LV monster: its first word and its LV, and its LV written apart ("LV 6")
    ("horus lv8 is on the field, can I activate a spell?", {"Horus the Black Flame Dragon LV8"}),
    ("Horus LV 4 destroyed a monster by battle", {"Horus the Black Flame Dragon LV4"}),
    ("Horus the Black Flame Dragon LV 6 cannot be targeted", {"Horus the Black Flame Dragon LV6"}),
    ("mystic swordsman lv 2 flips", {"Mystic Swordsman LV2"}),
    # the dotted initials before its dash, typed with or without the dots
    ("can D.D.M. summon a banished monster?", {"D.D.M. - Different Dimension Master"}),
    ("DDM on a removed monster", {"D.D.M. - Different Dimension Master"}),
    # … not the initials that begin other cards' names ("D/D/D Flame King Genghis")
    ("D.D.D. in my hand", set()),
])
def test_a_card_called_by_a_part_of_its_name(full_resolver, text, cards):
    assert {s.card for s in full_resolver.spot(text)} == cards


@pytest.mark.parametrize("text, cards", [
    # a ruling quotes a card's short name as it is written, capitalised; in lower case it is a word
    # in scare quotes, as rulings quote words ("rewind" is the last word of Fortune Lady Rewind)
    ('A replay causes the attack to "rewind" to the start of the Battle Step.', set()),
    ('"Rewind" is Special Summoned in Attack Position.', {"Fortune Lady Rewind"}),
    ('"Monitron" flips during the Damage Step.', {"Morphtronic Monitron"}),
    ('A "sangan" quoted in lower case is still the card.', {"Sangan"}),  # a whole name: the card
])
def test_a_ruling_quoting_a_short_name_in_lower_case_quotes_a_word(full_resolver, text, cards):
    assert {s.card for s in full_resolver.spot(text, fuzzy=False, strict=True)} == cards


@pytest.mark.parametrize("text, cards", [
    # a name whose initials are dotted, typed without the dots: joined, or apart from the rest
    ("tadpole search, can I add two of them?", {"T.A.D.P.O.L.E."}),
    ("TADPOLES in my graveyard", {"T.A.D.P.O.L.E."}),
    ("dd crow on my opponent's sangan", {"D.D. Crow", "Sangan"}),
    ("DD Scout Plane was banished", {"D.D. Scout Plane"}),
    ("D.D. Crow in response", {"D.D. Crow"}),  # with its dots, as before
])
def test_a_name_with_dotted_initials_is_called_without_the_dots(full_resolver, text, cards):
    assert {s.card for s in full_resolver.spot(text)} == cards


@pytest.mark.parametrize("question, cards", [
    # a name numbered with "#", typed without it
    ("sasuke samurai 4 destroyed it without damage calculation", ["Sasuke Samurai #4"]),
    ("can Luster Dragon 2 attack directly?", ["Luster Dragon #2"]),
    ("Sasuke Samurai #4 tosses a coin", ["Sasuke Samurai #4"]),  # with its "#", as before
    ("Sasuke Samurai attacks a face-down monster", ["Sasuke Samurai"]),  # no number: the card without one
])
def test_a_numbered_name_is_called_without_its_hash(question, cards):
    from judge.query import understand

    db = store.open_db(DEFAULT_DB)
    assert [c["name"] for c in understand(db, question, store.resolver(db)).cards] == cards


@pytest.mark.parametrize("question, cards", [
    # a Portuguese question's "de" before a word is the preposition, not a "De-" card's first word
    ("os monstros de fusion podem atacar no turno em que são invocados?", []),
    ("a invocação de synchro pode ser negada pelo Solemn Judgment?", ["Solemn Judgment"]),
    ("posso pagar o custo de spell counter com Royal Magical Library?", ["Royal Magical Library"]),
    # the card, written with its hyphen, quoted, or asked in English
    ("posso usar De-Fusion no Thousand Dragon do oponente?", ["De-Fusion", "Thousand Dragon"]),
    ('posso ativar "de spell" numa magia setada?', ["De-Spell"]),
    ("can De Spell destroy a face-down trap?", ["De-Spell"]),
])
def test_a_small_word_before_a_word_is_no_hyphenated_name(tmp_path_factory, question, cards):
    """In a library whose rulings name "De-Fusion", "De-Spell" and "De-Synchro" (so a name in
    lower case is read as the card), a Portuguese question's "de fusion" is still the preposition."""
    from judge.ingest import ingest
    from judge.query import understand

    db_path = tmp_path_factory.getbasetemp() / "de-cards.db"
    if not db_path.exists():
        docs = tmp_path_factory.mktemp("de-docs")
        (docs / "rulings.txt").write_text(
            '- "De-Fusion" can return "Thousand Dragon" to the Fusion Deck.\n'
            '- "De-Spell" can target a face-down Spell Card; it is revealed.\n'
            '- "De-Synchro" returns a Synchro Monster to the Extra Deck.\n', encoding="utf-8")
        ingest([docs], db_path)
    db = store.open_db(db_path)
    assert [c["name"] for c in understand(db, question, store.resolver(db)).cards] == cards


def test_an_unhashed_name_never_shadows_another_cards_name():
    from judge.cards import Card, card_names

    cards = [Card("1", "Toy Robot #2"), Card("2", "Toy Robot 2"), Card("3", "Toy Knight #3")]
    unhashed = {n.key: n.card for n in card_names(cards) if n.kind == "unhashed"}
    assert unhashed == {"toy knight 3": "Toy Knight #3"}  # "toy robot 2" is the other card's own name


def test_an_undotted_name_never_shadows_another_cards_name():
    from judge.cards import Card, card_names

    cards = [Card("1", "D.D. Crow"), Card("2", "DD Crow"), Card("3", "T.A.D.P.O.L.E.")]
    undotted = {n.key: n.card for n in card_names(cards) if n.kind == "undotted"}
    assert undotted == {"tadpole": "T.A.D.P.O.L.E."}  # "dd crow" is the other card's own name


def test_short_names_are_unique_and_never_shadow_a_name():
    from judge.cards import Card, card_names

    cards = [Card("1", "Gladiator Beast Bestiari"), Card("2", "Gladiator Beast Laquari"),
             Card("3", "Laquari"), Card("4", "Cyber Dragon Nova"), Card("5", "Galaxy-Eyes Nova Dragon"),
             Card("6", "Voltanis the Adjudicator"), Card("7", "Dark Voltanis")]
    short = {n.key: n.card for n in card_names(cards) if n.kind == "short"}
    assert short["bestiari"] == "Gladiator Beast Bestiari"
    assert "laquari" not in short  # a card of its own is written so
    assert "nova" not in short  # in two cards' names
    assert "voltanis" not in short  # the start of one, the end of another


def test_a_last_word_ending_in_s_is_weighed_as_written_and_as_keyed():
    """A name's key drops a last word's plural "s" ("Quartz Nimbus" → "quartz nimbu"): a last
    word ending so is no short name when another card's name holds it too, or when it is an
    everyday word as written ("Famous")."""
    from judge.cards import Card, card_names

    cards = [Card("1", "Quartz Nimbus"), Card("2", "Nimbus Archer"), Card("3", "Sky Famous"),
             Card("4", "Sea Caladrius")]
    short = {n.key: n.card for n in card_names(cards) if n.kind == "short"}
    assert "nimbu" not in short  # in two cards' names
    assert "famou" not in short  # an everyday word as written
    assert short["caladriu"] == "Sea Caladrius"


def test_a_cards_other_form_is_called_with_its_form_first():
    """"Nebula Wyrm/Overdrive" (a made-up form of a made-up card) is also "Overdrive Nebula
    Wyrm", "Overdrive Nebula" and "Nebula Overdrive"; a first word two forms share, or an
    everyday one, calls neither; a name of slashes and one-word parts is left alone."""
    from judge.cards import Card, card_names

    cards = [Card("1", "Nebula Wyrm/Overdrive"), Card("2", "Ember Knight/Overdrive"), Card("3", "Ember Golem/Overdrive"),
             Card("4", "Red Wyrm Lord/Overdrive"), Card("5", "B/B/B Tyrant")]
    short = {n.key: n.card for n in card_names(cards) if n.kind == "short"}
    for said in ("overdrive nebula wyrm", "overdrive nebula", "nebula overdrive"):
        assert short[said] == "Nebula Wyrm/Overdrive"
    assert short["overdrive ember knight"] == "Ember Knight/Overdrive"
    assert "overdrive ember" not in short and "ember overdrive" not in short  # two cards' forms
    assert short["overdrive red wyrm lord"] == "Red Wyrm Lord/Overdrive" and "overdrive red" not in short
    assert not [k for k, card in short.items() if card == "B/B/B Tyrant" and "tyrant b" in k]


def test_a_pool_import_derives_short_names_among_every_card_held(tmp_path):
    """A card imported whose last word another card's short name was: neither is called by it."""
    db = tmp_path / "r.db"
    shutil.copy(DEFAULT_DB, db)
    assert store.load_resolver(sqlite_utils.Database(db)).resolve("gaiodiaz").card == "Gladiator Beast Gaiodiaz"
    pool = tmp_path / "pool.csv"
    pool.write_text("password,name_en,name_pt,card_kind\n99999999,Cyber Gaiodiaz,,Monster\n", encoding="utf-8")
    import_pool(db, pool)
    short = {k for (k,) in sqlite_utils.Database(db).execute("select key from card_names where kind = 'short'")}
    assert "gaiodiaz" not in short and "chaos neo" in short


def test_the_long_name_prefix_filter_changes_no_spot():
    """A prepared resolver skips windows that start no name of three words or more; it must
    spot exactly what an unprepared one does (articles, plurals, quotes, long names included)."""
    plain = store.load_resolver(sqlite_utils.Database(DEFAULT_DB))
    prepared = store.load_resolver(sqlite_utils.Database(DEFAULT_DB))
    prepared.prepare_spotting()
    assert "long_prefixes" not in plain.__dict__ and prepared.long_prefixes
    texts = [
        "The Dark Door stops a second attack; Dark Magician of Chaos and the Dark Magician Girl too.",
        "Two Thousand-Eyes Restricts, a Blue-Eyes Ultimate Dragon and \"A Legendary Ocean\" on the field.",
        "If The Forceful Sentry is activated, the Gravekeeper's Spies in the hand are revealed.",
        "Dark Magician of Chaoses and the Ancient Gear Golem Ultimate Pound are not real cards.",
    ]
    texts += [line for p in SOURCES_DIR.glob("*.txt") for line in p.read_text(encoding="utf-8").splitlines() if line]
    for text in texts:
        for strict in (False, True):
            assert prepared.spot(text, fuzzy=False, strict=strict) == plain.spot(text, fuzzy=False, strict=strict), text


def test_ygoprodeck_reader():
    cards = {c.name: c for c in read_ygoprodeck_json(DATA / "cardinfo.json")}
    assert cards["Number 39: Utopia"].rank == "4" and cards["Number 39: Utopia"].level == ""
    assert cards["Decode Talker"].link == "3" and cards["Decode Talker"].def_ == ""
    assert cards["Pot of Greed"].kind == "Spell" and cards["Pot of Greed"].subtype == "Normal"
    assert cards["Ten Thousand Dragon"].atk == "?"
    assert ("Red-Eyes B. Dragon", "old") in cards["Red-Eyes Black Dragon"].aliases


def test_import_links_records_and_is_idempotent(tmp_path):
    db = tmp_path / "r.db"
    shutil.copy(DEFAULT_DB, db)
    first = import_pool(db, DATA / "cardinfo.json")
    conn = sqlite_utils.Database(db)
    linked = {r["record"] for r in conn.query("select record from record_cards where card = 'Sheep Token'")}
    assert first.linked >= 1 and linked, "a card named in a ruling links to it after import"
    texts = [r["text"] for r in conn.query("select text from records where id in (select record from "
                                            "record_cards where card = 'Sheep Token')")]
    assert all("Sheep Token" in t for t in texts)
    counts = (conn["cards"].count, conn["card_names"].count, conn["record_cards"].count)
    again = import_pool(db, DATA / "cardinfo.json")
    assert again.linked == 0
    assert (conn["cards"].count, conn["card_names"].count, conn["record_cards"].count) == counts


@pytest.mark.parametrize("name, content, where", [
    ("bad.json", '{"data": [{"id": 1, "type": "Spell Card"}]}', "data[0]: missing key 'name'"),
    ("bad.json", '{"data": 5}', "data"),
    ("bad.json", "{oops", "not valid JSON"),
    ("bad.csv", "password,name_en\n1,X\n", "missing column"),
    ("bad.csv", "password,konami_id,name_en,name_pt,card_kind\n1,2,,x,Spell\n", "line 2"),
    ("bad.txt", "whatever", "unsupported"),
])
def test_malformed_pool_exits_2_database_untouched(tmp_path, name, content, where):
    db = tmp_path / "r.db"
    shutil.copy(DEFAULT_DB, db)
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    pool = tmp_path / name
    pool.write_text(content, encoding="utf-8")
    proc = run_judge("cards", "import", str(pool), "--db", str(db))
    assert proc.returncode == 2, proc.stderr
    assert where in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
    assert hashlib.sha256(db.read_bytes()).hexdigest() == before


def test_card_command_json():
    proc = run_judge("card", "rivaly of warlord", "--json")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["card"]["name"] == "Rivalry of Warlords"
    assert data["card"]["names"]["pt"] == "Rivalidade dos Senhores da Guerra"
    assert len(data["results"]) >= 20
    assert {r["source"]["document"] for r in data["results"]} == {"rivalry-of-warlords.txt"}


def test_card_command_old_name_and_text():
    proc = run_judge("card", "Red-Eyes B. Dragon")
    assert proc.returncode == 0 and "Red-Eyes Black Dragon" in proc.stdout and "Inferno Fire Blast" in proc.stdout


def test_card_command_no_match_exits_1():
    proc = run_judge("card", "qwertyuiop zxcv")
    assert proc.returncode == 1 and "no card matches" in proc.stderr


@pytest.mark.parametrize("bad", ["", "   ", "x" * 300, "a\x00b"])
def test_card_lookup_bad_input(bad):
    with pytest.raises(JudgeError):
        lookup(store.open_db(DEFAULT_DB), bad)


@pytest.mark.parametrize("question, cards", [
    # words of the language near a card's name are those words, not a typo of it
    ("o ATK conta as magias e armadilhas de quem?", []),  # not "Mania de Armadilha" (Trap Holic)
    ("does it chain when someone flip summons?", []),  # not "Slip Summon"
    # in a name of two words, an everyday word a few letters off is another word, not a typo
    ("can I move the attack to another warrior?", []),  # not "Panther Warrior"
    ("which level water monster do I tribute?", []),  # not "Level Eater"
    # a short word of the language added between a name's words is a word, not a typo
    ("if I chain to summon a monster, does it resolve?", []),  # not "Chain Summon"
    ("can a quick effect negate an attack?", []),  # not "Negate Attack"
    ("solemn judgement on a special summon?", ["Solemn Judgment"]),  # a letter off: a typo
    ("card of sanity draws how many?", ["Card of Sanctity"]),  # a longer name
    # a typo is still a typo, a real word among them included ("greet")
    ("can i monster reborn my toon mermade", ["Monster Reborn", "Toon Mermaid"]),
    ("my mirror forse destroyed them", ["Mirror Force"]),
    ("does the jar of greet draw", ["Jar of Greed"]),
])
def test_a_question_names_a_card_by_a_typo_never_by_other_words(question, cards):
    from judge.query import understand

    db = store.open_db(DEFAULT_DB)
    assert [c["name"] for c in understand(db, question, store.resolver(db)).cards] == cards


@pytest.mark.parametrize("question, cards", [
    # a longer name typed with a typo around a shorter card's exact name is the longer card
    ("can dark magician grl attack directly", ["Dark Magician Girl"]),
    ("is csatle of dark illusions a field spell", ["Castle of Dark Illusions"]),
    ("dimension fissure is up, does sangan search?", ["Dimensional Fissure", "Sangan"]),
    ("dark magician knihgt summon", ["Dark Magician Knight"]),
    ("black luster soldier envoy of the begining summon", ["Black Luster Soldier - Envoy of the Beginning"]),  # 7 words
    # the shorter card stays itself where the words beside it are other words or the same card
    ("can I tribute dark magician for dark magician knight", ["Dark Magician", "Dark Magician Knight"]),
    ("can dark magician attack twice", ["Dark Magician"]),
    ("king of the skull servants with 2 skull servants", ["King of the Skull Servants", "Skull Servant"]),
    ("polymerization goes to the graveyard", ["Polymerization"]),
])
def test_a_longer_name_typed_with_a_typo_beats_the_shorter_name_inside_it(question, cards):
    from judge.query import understand

    db = store.open_db(DEFAULT_DB)
    assert [c["name"] for c in understand(db, question, store.resolver(db)).cards] == cards


def test_a_ruling_names_the_longer_card_it_quotes_or_capitalises_with_a_typo(tmp_path):
    """A ruling's quoted or capitalised name, typed a letter off a longer card's name around a
    shorter card's exact one, is the longer card ("Dimension Fissure" is Dimensional Fissure, not
    Fissure); names written right, and names side by side, stay what they are."""
    heading = "DARK MAGICIAN GRL\n\n- She gains 300 ATK for each \"Dark Magician\" in either Graveyard.\n"
    rulings = ("General rulings\n\n"
               "- If \"Dimension Fissure\" is face-up, a destroyed \"Sangan\" is banished instead.\n"
               "- While Dimension Fissure is active, Sangan's effect does not activate.\n"
               "- \"Harpie Lady 1\", \"Harpie Lady 2\" and \"Harpie Lady 3\" are each Harpie Lady in the Graveyard.\n"
               "- If Mirror Force destroys \"Dark Magician\" you can still Summon \"Dark Magician Girl\".\n")
    db = ingested(tmp_path, {"girl.md": heading, "general.md": rulings})
    cards = {text[:20]: set(joined.split(",")) for text, joined in records_with_cards(db, "text") if joined}
    assert cards["She gains 300 ATK fo"] == {"Dark Magician Girl", "Dark Magician"}  # the heading's card, and the quoted one
    assert cards["If \"Dimension Fissur"] == {"Dimensional Fissure", "Sangan"}
    assert cards["While Dimension Fiss"] == {"Dimensional Fissure", "Sangan"}
    assert cards["\"Harpie Lady 1\", \"Ha"] >= {"Harpie Lady 1", "Harpie Lady 2", "Harpie Lady 3"}
    assert cards["If Mirror Force dest"] == {"Mirror Force", "Dark Magician", "Dark Magician Girl"}


def test_a_card_named_by_an_everyday_word_is_that_card_in_lower_case_where_rulings_know_no_other(tmp_path):
    """"toll" names the card Toll in a library whose rulings hold the word only as that card's
    name; "return", which they hold as a word, stays a word, and a word too rare to tell stays too."""
    from judge.query import understand

    rulings = "\n".join(f'- "Toll" makes each attack cost {n} Life Points; you may still return a monster.'
                        for n in (100, 200, 300, 400, 500, 600))
    db = ingested(tmp_path, {"toll.txt": "TOLL\n" + rulings + "\n"})
    resolver = store.resolver(db)
    assert [c["name"] for c in understand(db, "does toll apply to direct attacks", resolver).cards] == ["Toll"]
    assert [c["name"] for c in understand(db, "can i return it", resolver).cards] == []
    assert [c["name"] for c in understand(db, "can i reload my hand", resolver).cards] == []  # no ruling says it
    assert [c["name"] for c in understand(db, "can i Reload my hand", resolver).cards] == ["Reload"]


def _cards_named_in(db):
    """What names the cards a question names, read against this library: question → sorted names."""
    from judge.query import understand

    resolver = store.resolver(db)
    return lambda question: sorted(c["name"] for c in understand(db, question, resolver).cards)


def test_an_everyday_word_card_is_named_though_a_longer_cards_rulings_hold_the_word_more(tmp_path):
    """"exchange" names Exchange where the rulings holding the word outside "Soul Exchange" are
    Exchange's, though Soul Exchange's rulings hold it more often; beside "Soul Exchange" in the
    same question the word written in lower case is that card's word, not Exchange."""
    own = "\n".join(f'- "Exchange" lets each player take {n} card from the other\'s hand.' for n in range(1, 7))
    longer = "\n".join(f'- "Soul Exchange" can Tribute a monster with {n}00 ATK or more.' for n in range(1, 13))
    named = _cards_named_in(ingested(tmp_path, {"exchange.txt": f"EXCHANGE\n{own}\n\nSOUL EXCHANGE\n{longer}\n"}))
    assert named("can i play exchange with one card in hand") == ["Exchange"]
    assert named("can i exchange monsters with soul exchange") == ["Soul Exchange"]
    assert named("can i play Exchange after soul exchange") == ["Exchange", "Soul Exchange"]


def test_an_everyday_word_card_is_named_where_a_card_is_played(tmp_path):
    """Rulings hold "disappear" as a word more than as Disappear's name, so the word alone names
    no card; right after a verb a card is played by, before a preposition or the question's end,
    it names the card, in either language. A word of the game's terms stays the term there."""
    words = "\n".join(f"- If the target leaves the field, the effect of \"Mirror Wall\" disappears ({n})."
                      for n in range(1, 9))
    own = "\n".join(f'- "Disappear" removes {n} card in your opponent\'s Graveyard from play.' for n in range(1, 4))
    back = "\n".join(f'- "Return" shuffles {n} card back; a card returned to the hand stays.' for n in range(1, 4))
    named = _cards_named_in(ingested(tmp_path, {"words.txt": f"MIRROR WALL\n{words}\n\nDISAPPEAR\n{own}\n\nRETURN\n{back}\n"}))
    assert named("does the effect disappear if mirror wall is negated") == ["Mirror Wall"]
    assert named("my opponent chains disappear to my mirror wall") == ["Disappear", "Mirror Wall"]
    assert named("can i activate disappear?") == ["Disappear"]
    assert named("meu oponente encadeou disappear no meu mirror wall") == ["Disappear", "Mirror Wall"]
    assert named("can i activate disappear twice") == []  # no preposition, no end: not where a card is played
    assert named("can i activate return to the hand effects") == []


def test_a_portuguese_name_that_is_an_everyday_word_is_a_card_only_when_written_as_one(tmp_path):
    """"O Juiz" (Judge Man) and "Floresta" (Forest) are everyday Portuguese words: a ruling's
    "O Juiz decide" or a heading "Floresta" names no card, the quoted name does; an English
    card name that is a Portuguese word too ("Ameba") stays a name."""
    from judge.cards import is_common_word

    assert is_common_word("O Juiz") and is_common_word("Floresta") and not is_common_word("Ameba")
    db = ingested(tmp_path, {"juiz.md": "# Floresta\n\n- O Juiz decide quando o duelo começa.\n"
                                        "- \"Floresta\" aumenta o ATK de Insetos.\n"})
    tagged = dict(db.execute("select r.text, group_concat(c.card) from records r "
                             "left join record_cards c on c.record = r.id group by r.id"))
    assert tagged["O Juiz decide quando o duelo começa."] is None
    assert tagged["\"Floresta\" aumenta o ATK de Insetos."] == "Forest"


def test_a_card_whose_name_is_a_term_of_the_game_is_named_only_in_quotes(tmp_path):
    """"Synchro Material" is a card and the rules' term for what a Synchro Summon uses: written
    unquoted, in a ruling or a question, capitalised or not, it is the term (the question asks
    Synchro Summon); quoted, the card."""
    from judge.query import understand

    db = ingested(tmp_path, {"goyo.md": "# Goyo Guardian\n\n"
                                        "- This card can be used as Synchro Material from the hand.\n"
                                        "- \"Synchro Material\" is a Spell Card, not a monster.\n"})
    tagged = dict(db.execute("select r.text, group_concat(c.card) from records r "
                             "left join record_cards c on c.record = r.id group by r.id"))
    assert tagged["This card can be used as Synchro Material from the hand."] == "Goyo Guardian"
    assert tagged["\"Synchro Material\" is a Spell Card, not a monster."] == "Goyo Guardian,Synchro Material"
    resolver = store.resolver(db)
    for question in ("must synchro materials be on my side of the field?", "Can Synchro Material come from the hand?"):
        q = understand(db, question, resolver)
        assert "Synchro Material" not in q.card_names and "synchro-summon" in q.mechanics, question
    for question in ('is "Synchro Material" a spell card?', 'can I activate the "Synchro Material" from my hand?'):
        assert understand(db, question, resolver).card_names == ["Synchro Material"], question


def test_a_number_and_an_everyday_word_are_no_short_name():
    from judge.cards import Card, card_names

    cards = [Card("1", "Additional Mirror Level 7"), Card("2", "Hero's Rule 2"), Card("3", "Winged Kuriboh LV9")]
    short = {n.key: n.card for n in card_names(cards) if n.kind == "short"}
    assert "level 7" not in short and "rule 2" not in short  # "a Level 7 monster", "rule 2 of Goat"
    assert short["kuriboh lv9"] == "Winged Kuriboh LV9"


QUOTED_POOL = ["Kaiser Sea Horse", "Marauding Captain", "Earth Chant", "Trap Master", "Kozmo Lightsword",
               "Horus the Black Flame Dragon LV6", "Horus the Black Flame Dragon LV8", "Time Wizard",
               "Relinquished", "Sangan", "Shrink", "Armityle the Chaos Phantasm", "Dark World Lightning",
               "Iron Hans", "Book of Moon"]


@pytest.mark.parametrize("text, tagged", [
    # other spacing: the letters of a name without its spaces
    ('you can Tribute a face-down "Kaiser Seahorse".', {"Kaiser Sea Horse"}),
    ('“Horus the Black Flame Dragon LV 6” is Summoned.', {"Horus the Black Flame Dragon LV6"}),
    ('"Timewizard" tosses a coin', {"Time Wizard"}),
    # a typo or two in a quoted name of several words, a plural aside
    ('"Maurading Captain" and two "Maurading Captains"', {"Marauding Captain"}),
    # an everyday word the name does not hold is another name; one word a letter off is as
    # often another word; quoted words in lower case are no name
    ('"Earth Chain" and "Trap Monster"', set()),
    ('"Iron Chain" monsters', set()),
    # unless it is the one word off and the rest pins the card down: a word of its own, or two
    # words kept (an old name, a typo that makes another word)
    ('you can Summon “Armityle the Chaos Phantom.”', {"Armityle the Chaos Phantasm"}),
    ('"Dark World Lighting" discards', {"Dark World Lightning"}),
    ('the "Lightsworn" monsters', set()),
    ('a monster "destroyed" by "Sangan"', {"Sangan"}),
    # a one-word name a letter off, as a scan or a hurried hand writes it, unless the word is short or everyday
    ('a scanned "Sangam" searches', {"Sangan"}),
    ('"Sangn" and "Sanga"', {"Sangan"}),
    ('"Sang" or a "String"', set()),
    # a scan's digits for letters ("M00n"), read as the letters
    ('"Book of M00n" flips it', {"Book of Moon"}),
    # exact names stay as they are
    ('"Relinquished or "Sangan"', {"Relinquished", "Sangan"}),
    # a name of one everyday word, quoted with a closing mark before it as smart quotes set one
    ('you may chain ”Shrink” to the attack, not a shrink of the rules', {"Shrink"}),
])
def test_quoted_names_written_otherwise_are_tagged_at_ingest(text, tagged):
    from judge.cards import Card, card_names
    from judge.quoted import spot_quoted
    from judge.resolver import Resolver

    resolver = Resolver(card_names([Card(str(i), n) for i, n in enumerate(QUOTED_POOL)]))
    found = resolver.spot(text, fuzzy=False, strict=True)
    assert {s.card for s in found + spot_quoted(resolver, text, found)} == tagged


def test_a_name_written_otherwise_and_quoted_again_and_again_is_tagged_each_time():
    """A text quoting a misspelt name many times (a long table dumped as one line) has each of
    them tagged, each where it stands; one that overlaps an exact name is not."""
    from judge.cards import Card, card_names
    from judge.quoted import spot_quoted
    from judge.resolver import Resolver

    resolver = Resolver(card_names([Card(str(i), n) for i, n in enumerate(QUOTED_POOL)]))
    text = 'then "Dark World Lighting" and "Sangan", ' * 40
    found = resolver.spot(text, fuzzy=False, strict=True)
    quoted = spot_quoted(resolver, text, found)
    assert [(s.card, text[s.start:s.end]) for s in quoted] == [("Dark World Lightning", "Dark World Lighting")] * 40
    assert len({s.start for s in quoted}) == 40 and not any(q.start < f.end and f.start < q.end
                                                             for q in quoted for f in found)


def test_a_heading_naming_a_card_otherwise_gives_its_records_the_card(tmp_path):
    """A heading is a card's whole name as a quoted run is: an old name or a typo in it is read
    the same way, and the rulings under it are about that card."""
    from .conftest import ingested

    db = ingested(tmp_path, {"rulings.txt": "ARMITYLE THE CHAOS PHANTOM\n- It cannot be Special Summoned by other ways.\n\n"
                                            "IRON CHAIN\n- It cannot be Special Summoned by other ways either.\n"})
    tagged = dict(db.execute("select r.text, group_concat(c.card) from records r "
                             "left join record_cards c on c.record = r.id group by r.id").fetchall())
    assert tagged["It cannot be Special Summoned by other ways."] == "Armityle the Chaos Phantasm"
    assert tagged["It cannot be Special Summoned by other ways either."] is None


def test_in_a_list_of_cards_a_heading_that_is_an_everyday_words_card_names_it(tmp_path):
    """Where a document's headings are cards' names, one that is exactly a card named by an
    everyday word ("PROHIBITION", "HONEST") is that card, and the rulings under it are about it;
    elsewhere such a heading ("Question" above a forum post) names no card."""
    from .conftest import ingested

    listed = "".join(f"{head}\n- {ruling}\n\n" for head, ruling in [
        ("SANGAN", "Its effect activates when it is sent from the field."),
        ("MAGIC CYLINDER", "It negates the attack before damage."),
        ("PROHIBITION", "The declared card cannot be used as a Fusion Material Monster."),
        ("MIRROR FORCE", "It destroys only Attack Position monsters."),
        ("DUST TORNADO", "You may Set a card from your hand after it resolves."),
        ("HONEST", "Its effect is a Quick Effect activated from the hand.")])
    db = ingested(tmp_path, {"rulings.txt": listed,
                             "forum.txt": "Question\n\nThe declared card is still on the field after the chain.\n"})
    tagged = dict(db.execute("select r.text, group_concat(c.card) from records r "
                             "left join record_cards c on c.record = r.id group by r.id").fetchall())
    assert tagged["The declared card cannot be used as a Fusion Material Monster."] == "Prohibition"
    assert tagged["Its effect is a Quick Effect activated from the hand."] == "Honest"
    assert tagged["It negates the attack before damage."] == "Magic Cylinder"
    assert tagged["The declared card is still on the field after the chain."] is None


def test_words_as_near_several_cards_names_name_none_of_them(full_resolver):
    """Words a typo away from several cards' names alike ("Spirit Message" from Spirit Message "I",
    "N", "A" and "L") name no one of them: the one picked had depended on the process's hash seed."""
    assert {s.card for s in full_resolver.spot("can Magic Jammer negate placing a Spirit Message?")} == {"Magic Jammer"}
    assert {s.card for s in full_resolver.spot("can Magic Jammer negate placing Spirit Message L?")} == {
        "Magic Jammer", 'Spirit Message "L"'}


def test_a_question_is_read_the_same_whatever_the_hash_seed():
    """Two processes read one question alike: its cards (and so its answer) never depend on the
    order a set is iterated in."""
    import subprocess
    import sys

    script = ("from judge import store; from judge.query import understand; db = store.open_db(store.default_db()); "
              "q = understand(db, 'Posso negar a colocacao de uma Spirit Message do Destiny Board com Magic Jammer?', "
              "store.resolver(db)); print(q.card_names)")
    read = {subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                           env={**__import__("os").environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "4", "9")}
    assert len(read) == 1


def test_the_resolvers_stored_index_is_the_same_whatever_the_hash_seed():
    """The index a database keeps (`Resolver.dumps`) is built in the names' order, not a set's:
    two builds of one library give the same bytes, so the shipped database changes only when
    what it holds does."""
    import subprocess
    import sys

    script = ("import hashlib; from judge.resolver import Resolver; from judge.cards import Card, card_names; "
              "names = card_names([Card(str(i), n) for i, n in enumerate(['Dark Magician', 'Dark Magician Girl', "
              "'Magician of Black Chaos', 'Chaos Emperor Dragon - Envoy of the End', 'Black Luster Soldier - "
              "Envoy of the Beginning', 'Red-Eyes B. Dragon', 'Blue-Eyes White Dragon'])]); "
              "r = Resolver(names); r.prepare_spotting(); print(hashlib.sha256(r.dumps()).hexdigest())")
    digests = {subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                              env={**__import__("os").environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2", "3")}
    assert len(digests) == 1


def test_a_rebuild_after_the_names_code_changed_keeps_the_card_fingerprint(tmp_path):
    """A database whose card tables came from older code is rebuilt with names derived again:
    its derived names (short, undotted) are no imported pool's, so the rebuild still holds only
    the shipped card table and records its fingerprint (the next rebuild copies the tables)."""
    from judge.ingest import ingest
    from judge.writer import CARDS_KEY, cards_fingerprint

    db = tmp_path / "r.db"
    shutil.copy(DEFAULT_DB, db)
    with sqlite_utils.Database(db).conn as conn:
        conn.execute("update meta set value = 'older code' where key = ?", [CARDS_KEY])
    ingest([SOURCES_DIR], db)
    assert dict(sqlite_utils.Database(db).execute("select key, value from meta").fetchall())[CARDS_KEY] \
        == cards_fingerprint()


def test_a_sentence_quoting_a_card_the_pool_lacks_is_not_about_the_card_named_before(tmp_path):
    """A sentence naming no card goes on about the one its paragraph named before, but not past a quoted name the
    pool does not hold: what follows it is about that card, and the sentence quoting it too."""
    from .conftest import ingested

    db = ingested(tmp_path, {"binder.txt": 'Binder rulings\n\n"Sangan" searches when it is destroyed by battle.\n'
                                           '"Qwerty Zxcvb Dragon" cannot be Special Summoned from the Graveyard.\n'
                                           'Its effect cannot be negated.\n'})
    tagged = dict(db.execute("select r.text, group_concat(rc.card) from records r left join record_cards rc "
                             "on rc.record = r.id group by r.id").fetchall())
    assert tagged['"Sangan" searches when it is destroyed by battle.'] == "Sangan"
    assert tagged['"Qwerty Zxcvb Dragon" cannot be Special Summoned from the Graveyard.'] is None
    assert [c for t, c in tagged.items() if t.endswith("Its effect cannot be negated.")] == [None]
