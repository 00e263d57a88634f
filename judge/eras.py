"""Answers as of a format and a date: a ruling of another format, or one that took effect
after the date asked, ranks below every ruling that applies; a ruling replaced by another (in
effect at that date) ranks just below its replacement. These are orderings, not weights: a
Goat player asking about Goat gets the Goat ruling first whatever the scores say."""
from __future__ import annotations

from .facts import card_facts
from .text import version_cache

MARGIN = 1.0  # a ruling of another format or a later date ends this far below the last one that applies
BELOW = 0.01  # how far below its replacement a replaced ruling is put
COUNTERPARTS = 3  # of the rulings of another format, the best this many look for their counterpart


def _formats(db) -> dict[str, int]:
    """How many of the library's documents say they rule on each format ("": they do not say);
    read once per database file."""
    cache = version_cache(db, "eras")
    if "formats" not in cache:
        cache["formats"] = {f or "": n for f, n in db.execute(
            "select game_format, count(*) from documents group by 1 order by 2 desc, 1")}
    return cache["formats"]


def library_format(db) -> str:
    """The format every document of the library says it rules on, when they all say the same;
    "" for a mixed library or one whose documents do not say."""
    found = list(_formats(db))
    return found[0] if len(found) == 1 else ""


def usual_format(db) -> str:
    """The format more of the library's documents say they rule on than any other ("" when
    none says, or two tie): what a question naming none is most likely about."""
    said = [(f, n) for f, n in _formats(db).items() if f]
    return said[0][0] if said and (len(said) == 1 or said[0][1] > said[1][1]) else ""


def likely_format(db, cards) -> str:
    """The format a question naming no format is most likely about: the library's usual one,
    unless a card it names is ruled on only in others: then the one format every named card
    is ruled in (a card of a later era is asked about in its own: "Elemental HERO Chaos Neos"
    in a Goat library's Edison rulings), if there is one."""
    usual = usual_format(db)
    ruled = [f for f in (card_facts(db, c).formats for c in cards) if f]
    if not usual or all(usual in f for f in ruled):
        return usual
    shared = frozenset.intersection(*ruled)
    return next(iter(shared)) if len(shared) == 1 else usual


def after(date: str, as_of: str) -> bool:
    """Whether a ruling dated `date` took effect after `as_of` (ISO dates or prefixes of them:
    a ruling dated only "2005" is not after 2005-06-13)."""
    if not date or not as_of:
        return False
    n = min(len(date), len(as_of))
    return date[:n] > as_of[:n]


def in_era(db, q, scored: list[tuple], facts: dict) -> list[tuple]:
    """The scored candidates (total, rowid, id, why) with those outside the asked format and
    date put below, and replaced rulings below their replacements."""
    fmt = q.format or library_format(db)
    as_of = q.as_of
    if not scored:
        return scored
    totals = [t for t, *_ in scored]
    # far enough down that every ruling of the asked era ranks above, their own order kept
    out_of_era = max(totals) - min(totals) + MARGIN
    out = []
    other_format = []
    for total, rowid, rid, why in scored:
        f = facts[rowid]
        mismatch = bool(fmt and f.format and f.format != fmt)
        if mismatch or after(f.date, as_of):
            if mismatch:
                other_format.append((total, rid))
            total -= out_of_era
        out.append([total, rowid, rid, why])
    by_id = {item[2]: item for item in out}
    # a ruling of another format that fitted the question well: its counterpart in the asked
    # format (the same document, the same situation: "in current format …; in Goat Format …")
    # takes its place
    for total, rid in sorted(other_format, reverse=True)[:COUNTERPARTS]:
        for (other,) in db.execute(
                "select n.id from records r join records n on n.document = r.document and n.situation = r.situation "
                "where r.id = ? and n.id != r.id and n.format = ? and r.situation != r.context", [rid, fmt]):
            twin = by_id.get(other)
            if twin is not None and twin[0] < total:
                twin[0] = total
    for item in out:
        replaced_by = facts[item[1]].superseded_by
        if not replaced_by:
            continue
        replacement = by_id.get(replaced_by)
        if replacement is not None:
            if not after(facts[replacement[1]].date, as_of):
                item[0] = min(item[0], replacement[0] - BELOW)
        elif not after(_date_of(db, replaced_by), as_of):
            item[0] -= out_of_era  # replaced, and its replacement is not even a candidate
    return [tuple(item) for item in out]


def _date_of(db, rid: str) -> str:
    row = db.execute("select date from records where id = ?", [rid]).fetchone()
    return (row[0] or "") if row else ""
