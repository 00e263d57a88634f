"""Records as the interface shows them (the JSON of `search`, `ask` and the record page), read
from a built database. A record's row never changes while its file stays the same, so a
process keeps the rows it read (per file version, `text.version_cache`)."""
from __future__ import annotations

import json

from .model import INERT_CARDS
from .text import version_cache

ROWS_CACHED = 10_000  # records whose rows a process keeps (at most ~16 MB: ~1.6 kB each)
ITEMS_READ = 40  # of the records after a list's introduction, at most this many are read for its items

RECORD_COLUMNS = ("r.id, r.document, r.start, r.end, r.text, r.situation, r.verdict, r.label, r.lang, "
                  "r.context, r.kind, r.author, r.author_date, r.check_status, d.title, r.date, r.format, "
                  "r.superseded_by, (select date from records n where n.id = r.superseded_by)")


def when(situation: str, verdict: str, context: str) -> str:
    """The situation a ruling applies to, as shown to a judge: never a document heading or
    title (what a record without a condition of its own carries), never the verdict again."""
    shown = " ".join((situation or "").split())
    if not shown or shown == " ".join(verdict.split()):
        return ""
    headings = {h.strip() for h in (context or "").split(" > ")} | {" ".join((context or "").split())}
    if shown in headings or (shown.isupper() and len(shown.split()) <= 8):
        return ""
    return shown


def fetch_records(db, ids: list[str]) -> list[dict]:
    """Records in the JSON shape of the interface, in the order of `ids`."""
    if not ids:
        return []
    rows = version_cache(db, "record rows")
    listed = version_cache(db, "list items")  # a list introduction's items (`list_items`)
    if len(rows) > ROWS_CACHED:
        rows.clear()
        listed.clear()
    missing = [i for i in dict.fromkeys(ids) if i not in rows]
    if missing:
        # with each row, the situation as shown (`when` of its situation, verdict and context)
        rows.update((row[0], (*row, when(row[5], row[6], row[9]))) for row in db.execute(
            f"select {RECORD_COLUMNS}, "
            "(select group_concat(card, char(31)) from record_cards where record = r.id), "
            "(select group_concat(mechanic, char(31)) from record_mechanics where record = r.id), "
            "(select group_concat(scenario, char(31)) from record_scenarios where record = r.id), "
            "(select reason from record_scenarios where record = r.id and reason != '' order by scenario desc limit 1) "
            "from records r join documents d on d.name = r.document "
            "where r.id in (select value from json_each(?))", [json.dumps(missing)]))
    by_id = {}
    for (rid, doc, start, end, text, situation, verdict, label, lang, context, kind, author,
         author_date, status, title, date, fmt, superseded_by, replaced_on, cards, mechs, scenarios,
         reason, shown_when) in (rows[i] for i in dict.fromkeys(ids) if i in rows):
        # the date and format a ruling carries (its sentence's, its answer's, its document's): null when unsaid
        source = {"document": doc, "title": title, "start": start, "end": end, "date": date or None,
                  "format": fmt or None}
        if author:
            source["author"] = author
        by_id[rid] = {
            "id": rid, "text": text, "situation": situation, "when": shown_when,
            "verdict": verdict, "label": label,
            "lang": lang, "context": context, "kind": kind, "cards": _split(cards),
            "mechanics": _split(mechs), "source": source,
            "check": {"status": status or "unverified", "scenarios": _split(scenarios)},
            "superseded_by": superseded_by or None,
        }
        if superseded_by:
            by_id[rid]["superseded_on"] = replaced_on or None
        if reason:
            by_id[rid]["check"]["reason"] = reason
            if status == "confirmed" and reason.startswith(INERT_CARDS):
                by_id[rid]["check"]["inert"] = reason[len(INERT_CARDS):].split(", ")
        if text.rstrip().endswith(":"):  # read once per record, kept with its row
            items = listed.get(rid)
            if items is None:
                items = listed[rid] = list_items(db, doc, end, text)
            if items:
                by_id[rid]["list_items"] = items
    return [by_id[i] for i in ids if i in by_id]


def list_items(db, document: str, end: int, lead_in: str) -> list[str]:
    """The items of the list a ruling introduces ("The effect will not activate if:" over "- it
    was removed from play …"): the texts of the records right after it whose context ends with
    it (as ingest gives a list's items), in order, each once."""
    lead = " ".join(lead_in.rstrip().rstrip(":").split())
    items: list[str] = []
    for text, context in db.execute("select text, context from records where document = ? and start >= ? "
                                    "order by start limit ?", [document, end, ITEMS_READ]):
        if not " ".join(context.split()).endswith(lead):
            break  # the list has ended
        if text not in items:
            items.append(text)  # the clauses of one sentence are records of one text
    return items


def _split(joined: str | None) -> list[str]:
    """A group_concat'ed column (joined by \\x1f) as a sorted list."""
    return sorted(joined.split("\x1f")) if joined else []
