"""The cards a database holds, as a user reaches them: `judge card` looks one up by any of its
names, `judge cards import` adds a newer pool and re-tags the records. The one owner of card
lookup; it stands on the card table (`cards`) and the store."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from . import store
from .records import fetch_records
from .cards import attach_aliases, read_pool
from .model import JudgeError
from .names import key
from .resolver import Name, Resolver
from .writer import CARDS_KEY, write_card_names


# -- importing a pool ---------------------------------------------------------------
@dataclass
class ImportReport:
    cards: int
    names: int
    linked: int  # record ↔ card links added by re-tagging

    def line(self) -> str:
        return f"{self.cards} cards imported ({self.names} names); {self.linked} new record links"


def import_pool(db_path: Path, pool: Path) -> ImportReport:
    """Upsert a card pool into the database, then re-tag every record with the cards it names."""
    cards = attach_aliases(read_pool(pool))
    with store.rewrite(db_path) as db:
        db["cards"].upsert_all((c.row() for c in cards), pk="name")
        write_card_names(db, cards)
        db.execute("delete from meta where key = ?", [CARDS_KEY])  # no longer the shipped table's alone
        names = db["card_names"].count
        linked = retag(db, store.load_resolver(db))
    return ImportReport(len(cards), names, linked)


def retag(db, resolver) -> int:
    """Link each record to every card its text or heading names (exact names, quoted plain words)."""
    before = db["record_cards"].count
    rows = db.execute("select id, text, context, document, block, kind from records order by document, block").fetchall()
    found: dict[str, set[str]] = {}
    by_block: dict[tuple, list[str]] = {}
    for rid, text, context, document, block, kind in rows:
        found[rid] = {s.card for source in (text, context) for s in resolver.spot(source, fuzzy=False, strict=True)}
        if kind == "bullet":  # a bullet item is one ruling: its sentences share its cards
            by_block.setdefault((document, block), []).append(rid)
    for ids in by_block.values():
        shared = set().union(*(found[i] for i in ids))
        for i in ids:
            found[i] = shared
    links = [{"record": rid, "card": card} for rid, cards in found.items() for card in sorted(cards)]
    db["record_cards"].insert_all(links, pk=("record", "card"), ignore=True)
    return db["record_cards"].count - before


# -- looking a card up --------------------------------------------------------------
def lookup(db, query: str) -> dict:
    """`judge card`: the card a typed name means, its names and stats, and its records.

    Raises JudgeError for an empty name; returns {"card": None, "alternatives": [...]} when
    nothing matches.
    """
    if not query.strip() or len(query) > 200 or "\x00" in query:
        raise JudgeError("a card name must be 1 to 200 printable characters")
    k = key(query)
    rows = db.execute("select key, name, card, kind, common from card_names where key = ?", [k]).fetchall() if k else []
    if rows:
        res = Resolver([Name(*r[:4], bool(r[4])) for r in rows]).resolve(query)
        name, matched, score, alts = res.card, res.matched, res.score, res.alternatives
    else:
        resolver = store.resolver(db)  # built once per database file, kept by the process
        res = resolver.resolve(query)
        if res is None or not res.card:
            suggestions = resolver.suggest(query)
            return {"card": None, "matched": query, "score": 0.0,
                    "alternatives": [{"name": c, "score": round(s, 1)} for c, s in suggestions], "results": []}
        name, matched, score, alts = res.card, res.matched, res.score, res.alternatives
    ids = store.records_about(db, name)
    return {
        "card": store.card_row(db, name), "matched": matched, "score": round(score, 1),
        "alternatives": [{"name": c, "score": round(s, 1)} for c, s in alts],
        "results": fetch_records(db, ids),
    }
