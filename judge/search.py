"""Search: a question or query → ranked records (text match plus card, mechanic and label fit).

The SQL is built by pure functions (`fts_expression`, `candidate_sql`) so it can be printed
and tested; no user text ever reaches FTS5 unquoted.
"""
from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from functools import lru_cache

from .lang import LANGS, detect_language, lexicon
from .model import JudgeError, fold

MAX_QUERY = 20_000
MAX_OWN = 8  # of the asker's words, the rarest this many are searched
MAX_EXTRA = 10  # of translations and mechanic terms
ROW_BUDGET = 2_000  # FTS5 scores every record its words match: at most about this many
ROW_SHARE = 0.02  # or this share of the records, if more
MAX_TERMS = 48
CANDIDATES = 150
CARD_CANDIDATES = 120  # records found by their card alone, scored here
CARD_SCAN = 5_000  # at most this many of a card's records are looked at
BM25_WEIGHTS = (1.0, 0.2, 0.4, 0.8)  # text, situation, verdict, context
WORD = re.compile(r"[a-z0-9]+")
COMPOUND = re.compile(r"[a-z]+(?:-[a-z]+)+")
LABELS = ("allowed", "forbidden", "required", "outcome")

# how much each kind of fit weighs next to the text match (which is scaled to 0..10)
CARD_WEIGHT = 8.0
ALL_CARDS_BONUS = 6.0
MECHANIC_WEIGHT = 1.5
MECHANIC_CAP = 6.0
LABEL_WEIGHT = 2.5
LANG_WEIGHT = 1.0
COVERAGE_WEIGHT = 3.0
TOPIC_WEIGHT = 2.0  # all the asker's words in the record's heading
OWN_WEIGHT = 2.0  # the asker's own words against translations and mechanic terms
BM25_B = 0.75  # length normalisation, as in bm25
BM25_K1 = 1.2  # all of the asker's words present
RERANK = 60


@dataclass
class Query:
    """What a question asks, understood: language, cards, mechanics, wanted labels, words."""

    text: str
    lang: str = "en"
    cards: list[dict] = field(default_factory=list)  # {"name", "matched", "score"}
    mechanics: list[str] = field(default_factory=list)
    wants: tuple[str, ...] = ()
    terms: list[str] = field(default_factory=list)  # FTS items, already quoted
    stems: list[list[str]] = field(default_factory=list)  # each own word: its stem and translations' stems
    families: list[tuple[tuple[str, ...], float]] = field(default_factory=list)  # (a word's forms, weight × idf)
    # filters from the command line or the web form
    card_filter: list[str] = field(default_factory=list)
    mechanic_filter: list[str] = field(default_factory=list)
    lang_filter: str | None = None
    label_filter: str | None = None

    @property
    def card_names(self) -> list[str]:
        return list(dict.fromkeys([c["name"] for c in self.cards] + self.card_filter))


def clean(text: str) -> str:
    """User text made safe to process: control characters gone, length bounded."""
    if not isinstance(text, str):
        raise JudgeError("the query must be text")
    text = "".join(ch if ch.isprintable() or ch in "\t\n" else " " for ch in text)
    return " ".join(text.split())[:MAX_QUERY]


def stem(word: str) -> str:
    """A crude shared stem for prefix search: "spellcasters" → "spellcaster", "ativadas" → "ativad"."""
    for suffix in ("ing", "ed", "as", "os", "es", "s", "a", "o"):
        if len(word) - len(suffix) >= 4 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def fts_expression(words: list[str], phrases: list[str] = ()) -> str:
    """An FTS5 MATCH expression: each word quoted (a prefix for longer words), phrases quoted, OR-ed.

    >>> fts_expression(["spellcasters", "dragon"], ["quick play"])
    '"spellcaster"* OR "dragon" OR "quick play"'
    """
    items = []
    for w in words:
        if not WORD.fullmatch(w):
            continue
        s = stem(w)
        items.append(f'"{s}"*' if s != w or len(w) >= 7 else f'"{w}"')
    for p in phrases:
        toks = WORD.findall(fold(p))
        if toks:
            items.append('"' + " ".join(toks) + '"')
    return " OR ".join(dict.fromkeys(items[:MAX_TERMS]))


def candidate_sql(filters: dict) -> str:
    """The SQL that ranks FTS hits by bm25 under the given filters (no values inlined)."""
    where = ["records_fts match :q"]
    if filters.get("lang"):
        where.append("r.lang = :lang")
    if filters.get("label"):
        where.append("r.label = :label")
    if filters.get("cards"):
        where.append("r.id in (select record from record_cards where card in (select value from json_each(:cards)))")
    if filters.get("mechanics"):
        where.append("r.id in (select record from record_mechanics where mechanic in "
                     "(select value from json_each(:mechanics)))")
    if filters.get("ids"):
        where.append("r.rowid in (select value from json_each(:ids))")
    weights = ", ".join(str(w) for w in BM25_WEIGHTS)
    if len(where) == 1:  # no filter: rank inside FTS5 first, join only the best
        return (f"select f.rowid, r.id, r.label, r.lang, f.rank from (select rowid, bm25(records_fts, {weights}) "
                f"as rank from records_fts where records_fts match :q order by rank limit :limit) f "
                f"join records r on r.rowid = f.rowid order by f.rank")
    return (f"select r.rowid, r.id, r.label, r.lang, bm25(records_fts, {weights}) as rank "
            f"from records_fts join records r on r.rowid = records_fts.rowid "
            f"where {' and '.join(where)} order by rank limit :limit")


# -- understanding a question -------------------------------------------------------
@lru_cache(maxsize=4)
def _mechanic_matchers(rows: tuple) -> dict:
    """Per mechanic id: a regex of its terms (folded) and its terms per language."""
    out = {}
    for mid, terms, terms_en, terms_pt in rows:
        words = [t for t in terms.split("|") if t]
        folded = sorted({fold(t) for t in words}, key=len, reverse=True)
        pattern = r"(?<![\w])(?:" + "|".join(re.escape(t).replace(r"\ ", r"[\s-]+") for t in folded) + r")(?![\w])"
        base = {"en": [t for t in terms_en.split("|") if t], "pt": [t for t in terms_pt.split("|") if t]}
        out[mid] = (re.compile(pattern), base)
    return out


def mechanic_matchers(db) -> dict:
    rows = tuple(db.execute("select id, terms, terms_en, terms_pt from mechanics order by id").fetchall())
    return _mechanic_matchers(rows)


def wanted_labels(text: str, lang: str) -> tuple[str, ...]:
    """The labels that answer the question: can I → allowed/forbidden, must I → required…"""
    lex = lexicon(lang)
    folded = fold(text)
    if lex.question_required.search(folded):
        return ("required", "allowed")
    if lex.question_allowed.search(folded):
        return ("allowed", "forbidden")
    if lex.question_outcome.search(folded):
        return ("outcome",)
    return ()


def understand(db, text: str, resolver=None) -> Query:
    """Read a question: its language, cards (the resolver), mechanics (the vocabulary), intent."""
    text = clean(text)
    lang = detect_language(text, default="en", margin=1)
    q = Query(text=text, lang=lang)
    folded = fold(text)
    if resolver is not None:
        for spot in resolver.spot(text):
            q.cards.append({"name": spot.card, "matched": spot.text, "score": round(spot.score, 1)})
    free = folded
    for card in q.cards:  # words of a card name are the card's, not a mechanic's
        free = free.replace(fold(card["matched"]), " ")
    matchers = mechanic_matchers(db)
    phrases: list[str] = []
    for mid, (rx, base) in matchers.items():
        if rx.search(free):
            q.mechanics.append(mid)
            # the mechanic's words in the other languages: an English question finds Portuguese rulings
            for other in LANGS:
                if other != lang:
                    phrases += [t for t in base[other] if len(t) > 2][:6]
    q.wants = wanted_labels(text, lang)
    stop = set().union(*(lexicon(lg).stopwords for lg in LANGS))
    compounds = COMPOUND.findall(free)  # "face-down" is one idea, searched as a phrase
    for c in compounds:
        free = free.replace(c, " ")
    words = [w for w in WORD.findall(free) if (len(w) > 1 or w.isdigit()) and w not in stop]
    own = compounds + words
    related = translations(db, own)
    phrases += [t for ts in related.values() for t in ts]
    q.stems = [[stem(w)] + [stem(t) for t in related.get(w, ())] for w in dict.fromkeys(words)]
    budget = TermBudget(db)
    # how a record found without FTS5 (by its card) is scored: the asker's words and their other
    # forms, then mechanic terms and translations
    q.families = [(_word_pattern([w] + related.get(w, []), False), OWN_WEIGHT * budget.idf(w, False))
                  for w in dict.fromkeys(words)]
    q.families += [(_word_pattern([c] + related.get(c, []), True), OWN_WEIGHT * budget.idf(c, True))
                   for c in dict.fromkeys(compounds)]
    q.families += [(_word_pattern([p], True), budget.idf(p, True)) for p in dict.fromkeys(phrases)]
    # FTS5 scores every record its words match: common words cost the most and tell the least,
    # so the asker's words first, then the rarest, within a budget of records
    words, compounds, phrases = budget.choose(words, compounds, list(dict.fromkeys(phrases)), bool(q.cards))
    expression = fts_expression(words, compounds)
    extra = fts_expression([], phrases)
    # the asker's words count twice against the extras (repeating a phrase doubles its bm25 share)
    parts = (expression, expression, extra) if extra else (expression,)
    q.terms = [" OR ".join(p for p in parts if p)] if (words or compounds or phrases) else []
    return q


def _word_pattern(forms: list[str], phrase: bool) -> tuple[str, ...]:
    """How a word's forms appear in word-normalised text (" a b c "): " stem" as a prefix,
    " whole phrase " as is."""
    out = []
    for f in forms:
        toks = WORD.findall(fold(f))
        if not toks:
            continue
        out.append(" " + stem(toks[0]) if len(toks) == 1 and not phrase else " " + " ".join(toks) + " ")
    return tuple(dict.fromkeys(out))


class TermBudget:
    """Chooses the words worth searching: not in most records, rarest first."""

    def __init__(self, db):
        row = db.execute("select value from meta where key = 'records'").fetchone()
        self.total = int(row[0]) if row else 0
        self.db = db
        # word counts never change for an open database: remember them on the connection
        self.cache = db.__dict__.setdefault("_judge_term_counts", {})

    def count(self, text: str, phrase: bool, total: bool = False) -> int:
        """How many records hold a word (a stem: the most of any word it starts; `total`: all of
        them together, as a prefix search matches), or a phrase (at most its rarest word)."""
        toks = WORD.findall(fold(text))
        if not toks:
            return 0
        counts = []
        agg = "sum" if total else "max"
        for t in toks:
            s = t if phrase else stem(t)
            if (s, agg) not in self.cache:
                hi = s[:-1] + chr(ord(s[-1]) + 1)
                (self.cache[s, agg],) = self.db.execute(
                    f"select coalesce({agg}(records), 0) from terms where term >= ? and term < ?", [s, hi]).fetchone()
            counts.append(self.cache[s, agg])
        return min(counts) if phrase else max(counts)

    def idf(self, text: str, phrase: bool) -> float:
        """How telling a word is: rare words weigh more (the bm25 idf)."""
        n = max(self.total, 1)
        df = min(self.count(text, phrase), n)
        return math.log(1 + (n - df + 0.5) / (df + 0.5))

    def choose(self, words: list[str], compounds: list[str], phrases: list[str], cards: bool = False):
        """The words, compounds and phrases to search: own words first, then the rarest, while
        the records they can match stay within the row budget (all of them in a small corpus).
        With cards asked, their records are candidates anyway: no over-budget word is needed."""
        if self.total <= ROW_BUDGET:  # a small corpus: every word, whatever it matches
            return words[:MAX_OWN], compounds[:MAX_OWN], phrases[:MAX_EXTRA * 3]
        budget = max(ROW_BUDGET, ROW_SHARE * self.total)
        items = [(0, self.count(w, False, total=True), "w", w) for w in words[:MAX_OWN]]
        items += [(0, self.count(c, True), "c", c) for c in compounds[:MAX_OWN]]
        items += [(1, self.count(p, True), "p", p) for p in phrases[:MAX_EXTRA * 3]]
        items = [i for i in items if i[1] > 0]
        chosen, rows = [], 0
        for item in sorted(items):
            if rows + item[1] > budget and (chosen or cards):
                continue
            chosen.append(item)
            rows += item[1]
        pick = {(kind, text) for _, _, kind, text in chosen}
        return ([w for w in words if ("w", w) in pick], [c for c in compounds if ("c", c) in pick],
                [p for p in phrases if ("p", p) in pick][:MAX_EXTRA])


def translations(db, words: list[str]) -> dict[str, list[str]]:
    """Each word's related words: translations, inflections, synonyms (the bilingual word list)."""
    out: dict[str, list[str]] = {}
    if words:
        for word, other in db.execute("select word, translation from translations where word in "
                                      "(select value from json_each(?))", [json.dumps(words)]):
            out.setdefault(word, []).append(other)
    return out


# -- ranking -------------------------------------------------------------------------
def rank(db, q: Query, limit: int = 10) -> list[dict]:
    """Candidates from FTS5 and from the asked cards, scored by text, card, mechanic, label fit."""
    expression = q.terms[0] if q.terms else ""
    filters = {"lang": q.lang_filter, "label": q.label_filter,
               "cards": json.dumps(q.card_filter) if q.card_filter else None,
               "mechanics": json.dumps(q.mechanic_filter) if q.mechanic_filter else None}
    params = {k: v for k, v in filters.items() if v}
    candidates: set[int] = set()
    if expression:
        sql = candidate_sql(filters)
        candidates.update(row[0] for row in db.execute(sql, {**params, "q": expression, "limit": CANDIDATES}))
    asked = q.card_names
    if q.cards:  # records about the asked cards are candidates even without a word in common
        about = json.dumps([c["name"] for c in q.cards])
        about_rows = [rowid for (rowid,) in db.execute(
            "select r.rowid from record_cards rc join records r on r.id = rc.record "
            "where rc.card in (select value from json_each(?)) limit ?", [about, CARD_SCAN])]
        if len(about_rows) > CARD_CANDIDATES and expression:
            # too many to score: those that hold one of the words first
            matching = {r for (r,) in db.execute("select rowid from records_fts where records_fts match ?",
                                                 [expression])}
            about_rows.sort(key=lambda r: r not in matching)
        candidates.update(about_rows[:CARD_CANDIDATES])
    if not candidates:
        return []
    rows = db.execute("select rowid, id, label, lang, text, context from records where rowid in "
                      "(select value from json_each(?))", [json.dumps(sorted(candidates))]).fetchall()
    rows = [r for r in rows if _passes(filters, q, r[2], r[3])]
    headings = {r[0]: " " + " ".join(WORD.findall(fold(r[5].split(" > ")[0]))) + " " for r in rows}
    own = [tuple(" " + st for st in family) for family in q.stems]
    if not rows:
        return []
    tags = _tags(db, [r[1] for r in rows])
    texts = {r[0]: " " + " ".join(WORD.findall(fold(r[4] + " " + r[5]))) + " " for r in rows}
    # every candidate's words are scored here, the same way whether FTS5 or its card found it:
    # FTS5 only searched the rarest words, so its bm25 would not rank the rest fairly
    text_scores = _text_scores(q, texts)
    scored = []
    for rowid, rid, label, lang, _, _ in rows:
        cards, mechs = tags.get(rid, ((), ()))
        text_score = text_scores.get(rowid, 0.0)
        hit_cards = [c for c in asked if c in cards]
        card_score = CARD_WEIGHT * len(hit_cards) + (ALL_CARDS_BONUS if len(asked) > 1 and len(hit_cards) == len(asked) else 0)
        hit_mechs = [m for m in q.mechanics if m in mechs]
        mech_score = min(MECHANIC_CAP, MECHANIC_WEIGHT * len(hit_mechs))
        label_score = LABEL_WEIGHT * (1.0 if label == q.wants[0] or label in q.wants[:2] and q.wants[0] != "required"
                                      else 0.3 if label in q.wants else 0.0) if q.wants else 0.0
        lang_score = LANG_WEIGHT if lang == q.lang else 0.0
        # the record's (top) heading names what it is about: its words in the question weigh more
        topic = sum(1 for forms in own if any(f in headings[rowid] for f in forms)) / len(own) if own else 0.0
        topic_score = TOPIC_WEIGHT * topic
        total = text_score + card_score + mech_score + label_score + lang_score + topic_score
        why = {"text": round(text_score, 2), "topic": round(topic, 2), "cards": hit_cards, "mechanics": hit_mechs,
               "label": label if label_score else None, "same_language": bool(lang_score)}
        scored.append((total, rowid, rid, why))
    scored.sort(key=lambda s: (-s[0], s[1]))
    scored = _rerank_by_coverage(q, scored, texts)
    return _distinct_records(db, scored, limit)


def _text_scores(q: Query, texts: dict[int, str]) -> dict[int, float]:
    """Each text's match to the question, 0..10: the idf of the words it holds, bm25-style
    normalised for length."""
    families = [(forms, weight) for forms, weight in q.families if forms]
    if not families or not texts:
        return {}
    average = sum(len(t) for t in texts.values()) / len(texts)
    raw = {}
    for rowid, text in texts.items():
        matched = sum(weight for forms, weight in families if any(f in text for f in forms))
        # bm25 for a word met once: idf · (k1 + 1) / (1 + k1 · (1 − b + b · length / average))
        raw[rowid] = matched * (BM25_K1 + 1) / (1 + BM25_K1 * (1 - BM25_B + BM25_B * len(text) / average))
    best = max(raw.values()) or 1.0
    return {rowid: 10.0 * v / best for rowid, v in raw.items()}


def _distinct_records(db, scored: list, limit: int) -> list[dict]:
    """The best `limit` records, a ruling printed in two places shown once (citing both)."""
    from .store import fetch_records

    out: list[dict] = []
    seen: dict[str, dict] = {}
    for start in range(0, len(scored), limit * 2):  # fetch in pages until `limit` distinct texts
        chunk = scored[start:start + limit * 2]
        records = {r["id"]: r for r in fetch_records(db, [rid for _, _, rid, _ in chunk])}
        for total, _, rid, why in chunk:
            rec = records[rid]
            twin = fold(rec["text"]) + "\x1f" + fold(rec["verdict"])
            if twin in seen:
                seen[twin].setdefault("also", []).append(rec["source"])
                continue
            rec["score"] = round(total, 2)
            rec["why"] = why
            seen[twin] = rec
            out.append(rec)
            if len(out) == limit:
                return out
    return out


def _rerank_by_coverage(q: Query, scored: list, texts: dict[int, str]) -> list:
    """Among the best candidates, prefer records that hold more of the asker's own words."""
    if len(q.stems) < 2:
        return scored
    head, tail = scored[:RERANK], scored[RERANK:]
    families = [tuple(" " + st for st in family) for family in q.stems]
    out = []
    for total, rowid, rid, why in head:
        text = texts.get(rowid, "")
        covered = sum(1 for forms in families if any(f in text for f in forms)) / len(families)
        why["coverage"] = round(covered, 2)
        out.append((total + COVERAGE_WEIGHT * covered, rowid, rid, why))
    out.sort(key=lambda s: (-s[0], s[1]))
    return out + tail


def _passes(filters: dict, q: Query, label: str, lang: str) -> bool:
    return (not filters["lang"] or lang == filters["lang"]) and (not filters["label"] or label == filters["label"])


def _tags(db, ids: list[str]) -> dict[str, tuple[set, set]]:
    marks = json.dumps(ids)
    out: dict[str, tuple[set, set]] = {i: (set(), set()) for i in ids}
    for rid, card in db.execute("select record, card from record_cards where record in "
                                "(select value from json_each(?))", [marks]):
        out[rid][0].add(card)
    for rid, mech in db.execute("select record, mechanic from record_mechanics where record in "
                                "(select value from json_each(?))", [marks]):
        out[rid][1].add(mech)
    return out


def search(db, text: str, resolver=None, limit: int = 10, cards=(), mechanics=(), lang=None, label=None) -> dict:
    """`judge search`: ranked records for a free-text query, with optional filters."""
    if limit < 1 or limit > 200:
        raise JudgeError("--limit must be between 1 and 200")
    if label and label not in LABELS:
        raise JudgeError(f"--label must be one of {', '.join(LABELS)}")
    if lang and lang not in LANGS:
        raise JudgeError(f"--lang must be one of {', '.join(LANGS)}")
    q = understand(db, text, resolver)
    q.lang_filter, q.label_filter = lang, label
    q.card_filter = _resolve_filters(db, resolver, cards)
    known = {m for (m,) in db.execute("select id from mechanics")}
    unknown = [m for m in mechanics if m not in known]
    if unknown:
        raise JudgeError(f"unknown mechanic {unknown[0]!r} (see `judge mechanics`)")
    q.mechanic_filter = list(mechanics)
    results = rank(db, q, limit)
    return {"query": q.text, "lang": q.lang, "cards": q.cards, "mechanics": q.mechanics, "results": results}


def _resolve_filters(db, resolver, cards) -> list[str]:
    names = []
    for name in cards:
        res = resolver.resolve(name) if resolver is not None else None
        if res is None or not res.card:
            raise JudgeError(f"--card {name!r}: no such card (see `judge card {name}`)")
        names.append(res.card)
    return names
