"""The records about what a question asks, found by their tags rather than their words: those
about the asked cards, and those in the other language about every specific mechanic asked."""
from __future__ import annotations

import sys

from .text import version_cache

CARD_SCAN = 5_000  # at most this many of a card's records are looked at
MECHANIC_CANDIDATES = 60  # records in each language found by the specific mechanics asked alone, at most
MECHANIC_SCAN = 4_000  # records of the rarest mechanic asked read to find them, at most: the scan stays cheap
# mechanics nearly every ruling is about: a question asking only these asks nothing specific
GENERIC_MECHANICS = frozenset({"hand", "graveyard", "field", "deck", "activation", "destruction", "turn"})

CARD_ROWS_KEPT = 250_000  # links of cards to records a process keeps (~10 MB)
MECHANIC_RECORDS_KEPT = 100_000  # records of the rarest mechanics asked a process keeps (~16 MB)


def card_rows(db, cards: list[str]) -> list[int]:
    """The rowids of the cards' records, the first CARD_SCAN: card by card (in name order), each in
    the order it was linked; kept per process and file (a card is asked about again and again)."""
    cache = version_cache(db, "card_rows")
    out: list[int] = []
    for card in sorted(set(cards)):
        rows = cache.get(card)
        if rows is None:
            rows = tuple(rowid for (rowid,) in db.execute(
                "select r.rowid from record_cards rc join records r on r.id = rc.record where rc.card = ? limit ?",
                [card, CARD_SCAN]))
            _keep(cache, card, rows, CARD_ROWS_KEPT)
        out += rows
    return out[:CARD_SCAN]


def mechanic_rows(db, mechanics, lang: str) -> list[int]:
    """The rowids of the records about every specific mechanic asked (two or more), those not in
    `lang` and those in it each when there are at most MECHANIC_CANDIDATES of them: a ruling in the
    other language that FTS5 reached only through the translations of the question's words
    ("encadear … invocação especial … fusão" → "The Special Summoning of these monsters … cannot be
    chained to"), or in the question's own words but for one it says otherwise ("in which substep do
    flip effects activate?" → "Flip Effects … activate here"). Read from the records of the rarest
    of the mechanics, the others looked up for each."""
    specific = sorted(set(mechanics) - GENERIC_MECHANICS)
    if len(specific) < 2:
        return []
    counts = version_cache(db, "mechanic_counts")  # how many records each is about, read once
    for m in specific:
        if m not in counts:
            (counts[m],) = db.execute("select count(*) from record_mechanics where mechanic = ?", [m]).fetchone()
    rarest, *others = sorted(specific, key=lambda m: (counts[m], m))
    if counts[rarest] > MECHANIC_SCAN:
        return []
    others = set(others)
    held = [(rowid, language == lang) for rowid, language, about in _mechanic_records(db, rarest) if others <= about]
    return [rowid for own in (False, True) if len(rows := [r for r, same in held if same is own]) <= MECHANIC_CANDIDATES
            for rowid in rows]


def _mechanic_records(db, mechanic: str) -> tuple:
    """(rowid, language, every mechanic it is about) of each record about `mechanic` (one of at
    most MECHANIC_SCAN records), kept per process and file: reading a record's language from its
    row costs as much as the rest of a search, and questions ask the same mechanics again and again."""
    cache = version_cache(db, "mechanic_records")
    rows = cache.get(mechanic)
    if rows is None:
        shared: dict[str, frozenset] = {}  # records about the same mechanics share one set
        found = db.execute(
            "select r.rowid, r.lang, group_concat(o.mechanic, char(31)) from record_mechanics m "
            "join records r on r.id = m.record join record_mechanics o on o.record = m.record "
            "where m.mechanic = ? group by r.rowid limit ?", [mechanic, MECHANIC_SCAN])
        rows = tuple((rowid, sys.intern(language or ""),
                      shared.get(about) or shared.setdefault(about, frozenset(about.split("\x1f"))))
                     for rowid, language, about in found)
        _keep(cache, mechanic, rows, MECHANIC_RECORDS_KEPT)
    return rows


def _keep(cache: dict, key: str, rows: tuple, most: int) -> None:
    """Keep `rows` under `key` in a per-file cache holding at most `most` rows in all (counted
    under None): past that, what it held is dropped."""
    kept = cache.get(None, 0) + len(rows)
    if kept > most:
        cache.clear()
        kept = len(rows)
    cache[key], cache[None] = rows, kept
