"""What ranking reads of a record (its words, cards, mechanics, label, kind, era): read once per
database file and kept by the process, so a question scores its candidates without reading them."""
from __future__ import annotations

import json
from typing import NamedTuple

from .forms import Forms, Vocabulary
from .lang import lexicon
from .model import fold
from .text import version_cache, words_of
from .timing import timings_of

FACTS_CACHED = 50_000  # records whose ranking facts a process keeps


class Facts(NamedTuple):
    """What ranking reads of a record: fixed for a database file, so kept between queries."""

    id: str
    label: str
    lang: str
    words: str
    topic: str
    cards: frozenset
    mechanics: frozenset
    verdict: str  # word-normalised, as `words`
    kind: str  # prose, bullet, qa, example, card-text…
    format: str = ""  # the format it rules on ("" unknown)
    date: str = ""  # when it took effect ("" unknown)
    superseded_by: str = ""  # the ruling that replaced it
    leans: bool = False  # it opens leaning on the sentence before ("So …", "Portanto …")
    same: int = 0  # its text's identity (folded, hashed): the copies of a text share it
    tokens: tuple = ()  # the words of `words`, `verdict` and `topic`, the vocabulary's strings
    verdict_tokens: tuple = ()
    topic_tokens: tuple = ()
    # the cards it is about only through a heading that lists them ("ARCHFIENDS > … apply to
    # "Vilepawn Archfiend", "Desrook Archfiend", …"), its own words naming none of them
    listing: frozenset = frozenset()
    timings: frozenset = frozenset()  # when in the turn its own text places things (`timing.timings_of`)


# every word of the records whose facts this process read, whatever their database file: one table
# that only grows never misses a word of a kept record (a per-file one could be emptied under it)
WORDS = Vocabulary()


def facts_of(db, rowids) -> dict[int, Facts]:
    """The ranking facts of these records: from this process's cache of the database file, the
    rest read in two queries."""
    cache = version_cache(db, "facts")
    missing = sorted(r for r in rowids if r not in cache)
    tokens = WORDS.tokens
    if missing:
        if len(cache) + len(missing) > FACTS_CACHED:
            cache.clear()
        marks = json.dumps(missing)
        cards: dict[int, set] = {}
        mechs: dict[int, set] = {}
        for rowid, kind, value in db.execute(
                "select r.rowid, 'c', rc.card from records r join record_cards rc on rc.record = r.id "
                "where r.rowid in (select value from json_each(:m)) union all "
                "select r.rowid, 'm', rm.mechanic from records r join record_mechanics rm on rm.record = r.id "
                "where r.rowid in (select value from json_each(:m))", {"m": marks}):
            (cards if kind == "c" else mechs).setdefault(rowid, set()).add(value)
        for rowid, rid, label, lang, words, topic, verdict, kind, fmt, date, superseded_by, text, context in db.execute(
                "select rowid, id, label, lang, words, topic, verdict, kind, format, date, superseded_by, text, context "
                "from records where rowid in (select value from json_each(?))", [marks]):
            verdict, leans = words_of(verdict), lexicon(lang).follow_on.match(words) is not None
            cache[rowid] = Facts(rid, label, lang, words, topic, frozenset(cards.get(rowid, ())),
                                 frozenset(mechs.get(rowid, ())), verdict, kind, fmt or "", date or "",
                                 superseded_by or "", leans, hash(fold(text)),
                                 tokens(words), tokens(verdict), tokens(topic),
                                 _listing(cards.get(rowid, ()), text, context or ""), timings_of(text, words))
    return {r: cache[r] for r in rowids if r in cache}


def _listing(cards, text: str, context: str) -> frozenset:
    """Of a record's cards, those its context names and its own text does not, when there are
    two or more: the cards of a listing heading (one card's own heading is not a listing)."""
    if len(cards) < 3 or not context:
        return frozenset()
    own, around = words_of(text), words_of(context)
    listing = frozenset(c for c in cards if (name := words_of(c)) in around and name not in own)
    return listing if len(listing) >= 2 else frozenset()


def without_names(words: str, names) -> str:
    """Word-normalised text (`text.words_of`) without the names of two words or more of these
    cards written in it ("a deal with dark ruler"): itself when it writes none. A one-word name
    stays ("Megamorph"): an asker writing it in a form no card resolves ("Megamorphed") means it."""
    for name in names:
        written = words_of(name)
        if not _set_aside(written):
            continue
        while written in words:
            words = words.replace(written, " ")
    return words


def _set_aside(written: str) -> bool:
    """Whether a card's name as `text.words_of` writes it is set aside: two words or more."""
    return written.count(" ") > 2  # not " megamorph "


def masks_besides_names(forms: Forms, rows: list, asked, vocabulary: Vocabulary) -> dict[int, tuple[int, int]]:
    """rowid → the groups of `forms` its words hold, and its verdict's, besides the names of the
    cards it names that were not asked: for the records one of whose names holds an asker's word.
    The asker's words a text holds only in such a name are not its words ("when does an effect that
    deals damage activate?" is not about "A Deal with Dark Ruler")."""
    out = {}
    asked = frozenset(asked)
    in_names: dict[str, int] = {}  # a name → the groups its own words hold (a one-word name: none)

    def held_in(name: str) -> int:
        if name not in in_names:
            written = words_of(name)
            in_names[name] = forms.mask(vocabulary.tokens(written), written) if _set_aside(written) else 0
        return in_names[name]
    for rowid, f in rows:
        # most names hold none of the asker's words: the text holds the same without them
        if unasked := [name for name in f.cards if name not in asked and held_in(name)]:
            text, words, verdict, verdict_words = _besides(f, tuple(sorted(unasked)), vocabulary)
            out[rowid] = (forms.mask(words, text), forms.mask(verdict_words, verdict))
    return out


BESIDES_CACHED = 20_000  # records' texts without some names kept by a process (the same come back)
_BESIDES: dict = {}


def _besides(f: Facts, names: tuple, vocabulary: Vocabulary) -> tuple[str, tuple, str, tuple]:
    """A record's words and verdict without these names, and their words (`Vocabulary.tokens`)."""
    key = (f.id, f.words, names)
    if key not in _BESIDES:
        if len(_BESIDES) >= BESIDES_CACHED:
            _BESIDES.clear()
        text, verdict = without_names(f.words, names), without_names(f.verdict, names)
        _BESIDES[key] = (text, vocabulary.tokens(text), verdict, vocabulary.tokens(verdict))
    return _BESIDES[key]


WARM_RECORDS = 20_000  # a server reads the ranking facts of at most this many records when it starts


def warm_facts(db) -> int:
    """Read every record's ranking facts into this process's cache of the database file (up to
    WARM_RECORDS), so the first questions a server answers are as fast as later ones; the count."""
    rowids = [r for (r,) in db.execute("select rowid from records order by rowid limit ?", [WARM_RECORDS])]
    return len(facts_of(db, rowids))


class CardFacts(NamedTuple):
    """What the library's rulings on one card are."""

    rulings: int  # how many records are about it
    formats: frozenset  # the formats they say they rule on
    mechanics: dict  # mechanic → how many of them are about it


def card_facts(db, card: str) -> CardFacts:
    """The library's rulings on a card, counted by SQLite: read once per card and database file
    (the format a question about it is asked in, what the card does)."""
    cache = version_cache(db, "card_facts")
    if card not in cache:
        by_format = db.execute("select r.format, count(*) from record_cards rc join records r on r.id = rc.record "
                               "where rc.card = ? group by r.format", [card]).fetchall()
        mechanics = db.execute("select rm.mechanic, count(*) from record_cards rc join record_mechanics rm "
                               "on rm.record = rc.record where rc.card = ? group by rm.mechanic", [card]).fetchall()
        cache[card] = CardFacts(sum(n for _, n in by_format), frozenset(f for f, _ in by_format if f), dict(mechanics))
    return cache[card]


# what a card does: a mechanic at least this share of its rulings are about, this many times as
# often as the library's rulings are, among at least this many rulings
DOES = (0.25, 2.0, 8)


def card_does(db, card: str) -> frozenset[str]:
    """What a card does, read from the library: the mechanics its rulings are about far more often
    than the library's are ("Monster Reborn" → special-summon, "Change of Heart" → control,
    "Raigeki" → destruction). A question naming a card for what it does ("can Monster Reborn
    bring back my Chaos Neos?") is answered by a ruling on the other card that says so ("… can
    be Special Summoned from the Graveyard if …"): the ranking feature `stand_in`. Read once
    per card and database file."""
    cache = version_cache(db, "card_does")
    if None not in cache:  # the library's own counts, to measure a card's against
        cache[None] = (db.execute("select count(*) from records").fetchone()[0],
                       dict(db.execute("select mechanic, count(*) from record_mechanics group by mechanic")))
    if card not in cache:
        total, in_library = cache[None]
        ruled = card_facts(db, card)
        share, lift, fewest = DOES
        cache[card] = frozenset(m for m, n in ruled.mechanics.items() if ruled.rulings >= fewest
                                and n >= share * ruled.rulings and n * total >= lift * in_library[m] * ruled.rulings)
    return cache[card]


def card_group(db, card: str) -> frozenset[str]:
    """The words of a card's kind in the card table, folded ("Solemn Judgment" → trap, counter; a
    monster's kind, frame, Type and Attribute): what says it is of a group a ruling names ("Only
    Counter Traps can …"), or a Spell or a Trap. Nothing for a card the table lacks. Read once per
    card and database file."""
    cache = version_cache(db, "card_group")
    if card not in cache:
        row = db.execute("select kind, subtype, type, attribute from cards where name = ?", [card]).fetchone()
        cache[card] = frozenset(w for value in row or () for w in words_of(fold(value or "").replace("/", " ")).split())
    return cache[card]
