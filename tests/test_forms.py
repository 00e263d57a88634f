"""The question's word forms told by set lookups (judge/forms.py) say what substring tests say,
and the search paths built on them pick the same candidates."""
from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from judge import about, results, search, store
from judge.forms import MERGE, Forms, Vocabulary
from judge.model import DEFAULT_DB
from judge.query import understand

WORD_TEXT = st.text(alphabet="abcde12", min_size=1, max_size=6)
TEXTS = st.lists(WORD_TEXT, min_size=0, max_size=12).map(lambda ws: " " + " ".join(ws) + " ")


@st.composite
def forms(draw):
    """A form as the ranking writes one: " stem", " word ", " a b " or " a b"."""
    words = draw(st.lists(WORD_TEXT, min_size=1, max_size=3))
    whole = draw(st.booleans())
    return " " + " ".join(words) + (" " if whole else "")


def held(groups, text: str) -> int:
    """The plain reading: a group is held when one of its forms is a substring of the text."""
    return sum(1 << i for i, group in enumerate(groups) if any(f in text for f in group))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(forms(), min_size=1, max_size=3), min_size=1, max_size=8),
       st.lists(TEXTS, min_size=1, max_size=6))
def test_a_mask_is_what_substring_tests_say(groups, texts):
    vocabulary = Vocabulary()
    tokens = [vocabulary.tokens(t) for t in texts]
    matcher = Forms(groups)
    matcher.learn(vocabulary)
    for words, text in zip(tokens, texts):
        assert matcher.mask(words, text) == held(groups, text), (groups, text)


def test_a_number_is_a_whole_word_and_a_stem_starts_one():
    vocabulary = Vocabulary()
    text = " pay 2000 life points "
    words = vocabulary.tokens(text)
    matcher = Forms([(" 2 ",), (" 2",), (" poin",), (" oints",), (" life point",), (" pay life ",)])
    matcher.learn(vocabulary)
    assert matcher.mask(words, text) == 0b010110


def test_the_vocabulary_finds_every_word_a_start_begins_across_merges():
    vocabulary = Vocabulary()
    seen = set()
    for n in range(3 * MERGE):  # enough new words to be merged into the sorted list more than once
        word = f"w{n * 7919 % 10007}x"
        vocabulary.tokens(f" {word} ")
        seen.add(word)
        if n % 97 == 0:
            for start in ("w1", "w23", "w999", "q"):
                assert sorted(set(vocabulary.starting((start,)))) == sorted(w for w in seen if w.startswith(start))


def test_threads_reading_one_vocabulary_each_find_the_words_they_added():
    """A server's threads share a database file's vocabulary: a thread finds every word it
    read before asking, whatever the others add and merge meanwhile."""
    import sys
    import threading

    vocabulary = Vocabulary()
    missed = []
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # threads switch as often as they can: a torn state would show

    def reader(n: int) -> None:
        for i in range(400):
            word = f"t{n}w{i}"
            vocabulary.tokens(f" {word} z{i % 7} ")
            if word not in vocabulary.starting((f"t{n}w{i}",)):
                missed.append(word)

    threads = [threading.Thread(target=reader, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    sys.setswitchinterval(interval)
    assert not missed and len(vocabulary.starting(("t",))) == 1600


def test_shared_words_are_one_string():
    vocabulary = Vocabulary()
    first = vocabulary.tokens(" " + "".join(["tri", "bute"]) + " summon ")
    second = vocabulary.tokens(" " + "".join(["trib", "ute"]) + " ")
    assert first[0] is second[0]


def test_candidates_without_bm25_are_the_ranked_ones(monkeypatch):
    """When there are no more hits than are scored, reading them without bm25 finds the same
    records; when there are more, bm25 still picks them."""
    db = store.open_db(DEFAULT_DB)
    resolver = store.resolver(db)
    questions = ["can a monster attack directly the turn it is summoned", "set a trap card and activate it",
                 "damage step", "fusion material from the hand", "tribute a face-down monster"]
    for limit in (3, 40, search.CANDIDATES):
        monkeypatch.setattr(search, "CANDIDATES", limit)
        for text in questions:
            q = understand(db, text, resolver)
            q.cards, q.mechanics = [], []  # the FTS5 hits alone (no records found by their cards or mechanics)
            expression = q.terms
            ranked = {r for (r, *_) in db.execute(search.candidate_sql({}), {"q": expression, "limit": limit})}
            assert {rowid for rowid, _ in search.candidates(db, q)} == ranked, (limit, text)
            q.label_filter = "allowed"
            filters = {"lang": None, "label": "allowed", "cards": None, "mechanics": None}
            ranked = {r for (r, *_) in db.execute(search.candidate_sql(filters),
                                                  {"q": expression, "label": "allowed", "limit": limit})}
            assert {rowid for rowid, _ in search.candidates(db, q)} == ranked, (limit, text)


def test_features_read_the_same_with_or_without_the_process_vocabulary():
    db = store.open_db(DEFAULT_DB)
    resolver = store.resolver(db)
    for text in ("can I chain Mystical Space Typhoon to a face-down trap", "posso ativar armadilha no turno"):
        q = understand(db, text, resolver)
        rows = search.candidates(db, q)
        shared = [feats for _, _, feats, _ in search.features(q, rows, search.WORDS)]
        own = [feats for _, _, feats, _ in search.features(q, rows)]
        assert shared == own and any(f[0] > 0 for f in own)


def test_facts_kept_while_the_per_file_caches_are_emptied_are_scored_alike():
    """Records whose facts a request holds are scored right even if every per-file cache is
    emptied meanwhile (another file opened): their words stay known."""
    from judge import text

    db = store.open_db(DEFAULT_DB)
    resolver = store.resolver(db)
    q = understand(db, "can I chain Mystical Space Typhoon to a face-down trap", resolver)
    rows = search.candidates(db, q)
    text._VERSION_CACHES.clear()
    assert [v for _, _, v, _ in search.features(q, rows, search.WORDS)] == \
        [v for _, _, v, _ in search.features(q, rows)]


def test_a_record_row_read_twice_is_shown_alike():
    from judge.records import fetch_records

    db = store.open_db(DEFAULT_DB)
    ids = [rid for (rid,) in db.execute("select id from records order by rowid limit 12")]
    first = fetch_records(db, ids)
    first[0]["score"] = 1  # a caller marks what it was given
    again = fetch_records(db, list(reversed(ids)))
    assert json.dumps(list(reversed(again)), sort_keys=True) == json.dumps(fetch_records(db, ids), sort_keys=True)
    assert "score" not in again[-1] and [r["id"] for r in again] == list(reversed(ids))


def test_equal_scores_are_ordered_by_what_their_verdicts_answer():
    why = lambda answered: (None,) * search.ANSWERED + (answered,)  # noqa: E731
    scored = [(2.0, 1, "a", why(0)), (2.0, 2, "b", why(2)), (2.0, 3, "c", why(1)), (1.0, 4, "d", why(5)),
              (1.0, 5, "e", why(5))]
    ordered = results.break_ties(scored, lambda s: s[3][search.ANSWERED])
    assert [s[2] for s in ordered] == ["b", "c", "a", "d", "e"]  # never above a higher score; stable


def test_what_a_verdict_answers_counts_the_asked_words_and_card_names_it_holds():
    from judge.facts import without_names
    from judge.text import words_of

    db = store.open_db(DEFAULT_DB)
    resolver = store.resolver(db)
    for text in ("can I chain Mystical Space Typhoon to a face-down trap in the damage step",
                 "Sangan destroyed by battle, do I search?"):
        q = understand(db, text, resolver)
        rows = search.candidates(db, q)
        asked = [search.own_forms(tuple(family)) for family in q.stems] + [(words_of(c),) for c in q.card_names]
        facts = dict(rows)
        counts = {rowid: why[search.ANSWERED] for rowid, _, _, why in search.features(q, rows)}
        for rowid, n in counts.items():
            # the words of a card's name not asked ("a trap hole" for "a face-down trap") are not held
            verdict = without_names(facts[rowid].verdict, facts[rowid].cards - set(q.card_names))
            assert n == sum(any(f in verdict for f in forms) for forms in asked), facts[rowid].verdict
        assert len(set(counts.values())) > 2  # verdicts that hold more and less of the question


def test_a_cards_records_kept_are_those_the_database_links_in_its_order(monkeypatch):
    import random

    from judge import text

    db = store.open_db(DEFAULT_DB)
    linked = [c for (c,) in db.execute("select card from record_cards group by card order by count(*) desc, card")]
    assert len(linked) > 20
    sql = ("select r.rowid from record_cards rc join records r on r.id = rc.record "
           "where rc.card in (select value from json_each(?)) limit ?")
    rng = random.Random(7)
    for scan, kept in ((about.CARD_SCAN, about.CARD_ROWS_KEPT), (5, 12)):  # and small: cut and cleared
        monkeypatch.setattr(about, "CARD_SCAN", scan)
        monkeypatch.setattr(about, "CARD_ROWS_KEPT", kept)
        text._VERSION_CACHES.clear()
        for _ in range(60):
            names = rng.sample(linked[:30], rng.choice((1, 2, 3))) + rng.sample(linked, 1)
            assert about.card_rows(db, names) == [r for (r,) in db.execute(sql, [json.dumps(names), scan])]
        assert text.version_cache(db, "card_rows")[None] <= max(kept, scan)


def test_the_records_found_by_mechanics_are_those_the_database_holds(monkeypatch, tmp_path):
    """Rulings in the other language on every specific mechanic asked, read from the records of
    the rarest one kept per file: the same set as the database gives, whatever was kept or
    cleared before, and none when more than MECHANIC_CANDIDATES or the rarest is too common."""
    import random

    from judge import about, text

    from .conftest import ingested

    rules = ["Fusion Summon", "Special Summon", "chain", "Tribute", "Flip", "Damage Step", "Graveyard", "banish"]
    rng = random.Random(11)
    lines = [f"- {' and '.join(rng.sample(rules, rng.choice((1, 2, 3))))} rule number {i} applies here." for i in range(40)]
    pt = [f"- {' e '.join(rng.sample(['invocação-especial', 'corrente', 'tributo', 'fusão'], 2))} regra {i}." for i in range(15)]
    db = ingested(tmp_path, {"rules-en.txt": "RULES\n" + "\n".join(lines) + "\n",
                             "regras-pt.txt": "REGRAS\n" + "\n".join(pt) + "\n"})
    mechanics = [m for (m,) in db.execute("select distinct mechanic from record_mechanics order by mechanic")]
    assert len(mechanics) > 4

    def direct(asked, lang):
        specific = sorted(set(asked) - about.GENERIC_MECHANICS)
        if len(specific) < 2:
            return []
        count = {m: db.execute("select count(*) from record_mechanics where mechanic = ?", [m]).fetchone()[0]
                 for m in specific}
        if min(count.values()) > about.MECHANIC_SCAN:
            return []
        found = []
        for same in ("=", "!="):  # the question's language and the other, each within the bound
            rows = {r for (r,) in db.execute(
                f"select rowid from records r where lang {same} ? and not exists (select 1 from json_each(?) j where not "
                "exists (select 1 from record_mechanics m where m.record = r.id and m.mechanic = j.value))",
                [lang, json.dumps(specific)])}
            found += rows if len(rows) <= about.MECHANIC_CANDIDATES else []
        return sorted(found)

    for scan, candidates, kept in ((about.MECHANIC_SCAN, about.MECHANIC_CANDIDATES, about.MECHANIC_RECORDS_KEPT),
                                   (30, 4, 25)):  # and small: too common, too many, cleared
        monkeypatch.setattr(about, "MECHANIC_SCAN", scan)
        monkeypatch.setattr(about, "MECHANIC_CANDIDATES", candidates)
        monkeypatch.setattr(about, "MECHANIC_RECORDS_KEPT", kept)
        text._VERSION_CACHES.clear()
        seen = set()
        for _ in range(80):
            asked, lang = rng.sample(mechanics, rng.choice((1, 2, 3))), rng.choice(("en", "pt"))
            found = about.mechanic_rows(db, asked, lang)
            assert sorted(found) == direct(asked, lang), (asked, lang)
            seen.add(bool(found))
        assert seen == {True, False}
        assert text.version_cache(db, "mechanic_records")[None] <= max(kept, scan)


def test_the_caches_of_a_few_files_read_in_turn_are_all_kept(tmp_path):
    """A process reading two files in turn (a server while a rebuild replaces its file, a tool
    comparing two) keeps the per-file caches of both: they are not emptied at every switch."""
    from judge import text

    from .conftest import ingested

    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first = ingested(tmp_path / "a", {"a.txt": "RULES\n- You cannot chain to a Special Summon.\n"})
    second = ingested(tmp_path / "b", {"b.txt": "RULES\n- You can chain to a Flip Summon.\n"})
    text._VERSION_CACHES.clear()
    kept = text.version_cache(first, "terms")
    kept["mark"] = 1
    for db in (first, second, first, second):
        for name in [f"facts {i}" for i in range(20)]:
            text.version_cache(db, name)
    assert text.version_cache(first, "terms") is kept
    assert text.version_cache(second, "terms") is not kept


def test_threads_reading_the_caches_of_files_being_replaced_each_get_one():
    """Readers in threads while files are replaced under them (new versions, so new caches, and
    the oldest let go): each gets a cache, never an error from another thread's adding one."""
    import sys
    import threading

    from judge import text

    class Handle:  # a handle opened on one version of a file
        def __init__(self, version: tuple):
            self.file_version = version

    errors: list[str] = []

    def read(n: int) -> None:
        try:
            for i in range(5_000):
                text.version_cache(Handle(("rulings.db", n, i % 7)), "terms")[i] = i
        except Exception as err:  # noqa: BLE001 - any failure is what the test counts
            errors.append(repr(err))

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        threads = [threading.Thread(target=read, args=(n,)) for n in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(interval)
        text._VERSION_CACHES.clear()
    assert errors == []
