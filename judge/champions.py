"""The best records of the words too common to rank at question time, ranked once at ingest.

A question whose every word is common is searched by its rarest word alone, and FTS5 computes
bm25 for every record that word matches before it can keep the best few: on a large library
that one query costs more than the rest of the answer ("quantas field spells podem ficar no
campo?": "spell" is in a tenth of 100,000 records). Such a word is never more than one of a few
hundred, and its best records never change while the database stays the same, so they are
ranked when the database is written (an IR "champion list") and read back by the query: the
same rows the live query returns, in a few hundredths of the time. A word the table lacks is
ranked live, as before."""
from __future__ import annotations

from bisect import bisect_left

from . import budget
from .lang import stopwords
from .model import fold
from .text import COMPOUND, WORD, fts_expression, term_words

BM25_WEIGHTS = (1.0, 0.2, 0.4, 0.8)  # text, situation, verdict, context
KEPT = 150  # the best records kept of each word (search.CANDIDATES reads at most this many)
RANKED = (f"select rowid, bm25(records_fts, {', '.join(map(str, BM25_WEIGHTS))}) as rank from records_fts "
          "where records_fts match :q order by rank limit :limit")


def over_budget(db) -> list[list[str]]:
    """The FTS5 expressions of a question's single word or compound (`text.fts_expression`)
    that a question can be searched by alone while they match more records than the row budget:
    the words and compounds `TermBudget.count` puts over it, as the query counts them. Prefixes
    that start the same words of the library match the same records: they come as one list."""
    total = db.execute("select count(*) from records").fetchone()[0]
    if total <= budget.ROW_BUDGET:  # a small library: every word is searched, none is over the budget
        return []
    terms = sorted(db.execute("select term, records from terms"))
    words = [t for t, _ in terms]
    sums = [0]
    for _, n in terms:
        sums.append(sums[-1] + n)
    allowed = budget.rows_allowed(total)

    def span(prefix: str) -> tuple[int, int]:
        return bisect_left(words, prefix), bisect_left(words, budget.past_prefix(prefix))

    def most_rows(prefix: str) -> int:
        lo, hi = span(prefix)
        return max((n for _, n in terms[lo:hi]), default=0)

    # a question's word is searched as its stem's prefix (`text.fts_expression`: a word of the
    # library asked in another form is searched by the same stem), or as a whole word, over the
    # budget only when in that many records itself (a stop word is never searched)
    stop = stopwords()
    found = [[f'"{w}"'] for w, n in terms if n > allowed and WORD.fullmatch(w) and w not in stop]
    same_words: dict[tuple[int, int], list[str]] = {}
    for p in sorted({e[1:-2] for w in words if WORD.fullmatch(w) and (e := fts_expression([w])).endswith("*")}):
        lo, hi = span(p)
        if sums[hi] - sums[lo] > allowed:
            same_words.setdefault((lo, hi), []).append(f'"{p}"*')
    found += same_words.values()
    compounds: set[str] = set()
    for (text,) in db.execute("select text from records where text like '%-%'"):
        compounds.update(COMPOUND.findall(fold(text)))
    for c in sorted(compounds):
        toks = term_words(c)
        if toks and min(most_rows(t) for t in toks) > allowed:
            found.append([fts_expression([], [c])])
    return found


def write_champions(db) -> None:
    """Rank the best KEPT records of every over-budget word once (after the word counts)."""
    db["champions"].create({"expression": str, "place": int, "record": int}, pk=("expression", "place"),
                           replace=True)
    with db.conn:
        for expressions in over_budget(db):
            rows = db.execute(RANKED, {"q": expressions[0], "limit": KEPT}).fetchall()
            db.conn.executemany("insert into champions (expression, place, record) values (?, ?, ?)",
                                [(e, i, rowid) for e in expressions for i, (rowid, _) in enumerate(rows)])


def champions(db, expression: str, limit: int) -> list[int] | None:
    """The best `limit` records of an over-budget word ranked at ingest, or None: not ranked
    there (ranked live instead), or fewer kept than asked while it holds more."""
    rows = [r for (r,) in db.execute("select record from champions where expression = ? and place < ? "
                                     "order by place", [expression, limit])]
    return rows if len(rows) == limit else None

