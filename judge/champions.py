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

from bisect import bisect_left, bisect_right

from . import budget
from .model import fold
from .text import COMPOUND, WORD, fts_expression, stem, term_words

BM25_WEIGHTS = (1.0, 0.2, 0.4, 0.8)  # text, situation, verdict, context
KEPT = 150  # the best records kept of each word (search.CANDIDATES reads at most this many)
RANKED = (f"select rowid, bm25(records_fts, {', '.join(map(str, BM25_WEIGHTS))}) as rank from records_fts "
          "where records_fts match :q order by rank limit :limit")


def over_budget(db) -> list[str]:
    """The FTS5 expressions of a question's single word or compound (`text.fts_expression`)
    that a question can be searched by alone while they match more records than the row budget:
    the words and compounds `TermBudget.count` puts over it, as the query counts them."""
    total = db.execute("select count(*) from records").fetchone()[0]
    if total <= budget.ROW_BUDGET:  # a small library: every word is searched, none is over the budget
        return []
    terms = sorted(db.execute("select term, records from terms"))
    words = [t for t, _ in terms]
    sums = [0]
    for _, n in terms:
        sums.append(sums[-1] + n)
    allowed = budget.rows_allowed(total)

    def prefix_rows(prefix: str, agg=sum) -> int:
        lo, hi = bisect_left(words, prefix), bisect_right(words, prefix + "\uffff")
        if agg is sum:
            return sums[hi] - sums[lo]
        return max((n for _, n in terms[lo:hi]), default=0)

    found = set()
    for w, n in terms:
        expression = fts_expression([w]) if WORD.fullmatch(w) else ""
        # a prefix matches every word it starts, a whole word its own records (few: ranked live)
        if prefix_rows(stem(w)) > allowed and (expression.endswith("*") or n > allowed):
            found.add(expression)
    compounds: set[str] = set()
    for (text,) in db.execute("select text from records where text like '%-%'"):
        compounds.update(COMPOUND.findall(fold(text)))
    for c in compounds:
        toks = term_words(c)
        if toks and min(prefix_rows(t, max) for t in toks) > allowed:
            found.add(fts_expression([], [c]))
    return sorted(e for e in found if e)


def write_champions(db) -> None:
    """Rank the best KEPT records of every over-budget word once (after the word counts)."""
    db["champions"].create({"expression": str, "place": int, "record": int}, pk=("expression", "place"),
                           replace=True)
    for expression in over_budget(db):
        rows = db.execute(RANKED, {"q": expression, "limit": KEPT}).fetchall()
        db["champions"].insert_all(({"expression": expression, "place": i, "record": rowid}
                                    for i, (rowid, _) in enumerate(rows)), pk=("expression", "place"))


def champions(db, expression: str, limit: int) -> list[int] | None:
    """The best `limit` records of an over-budget word ranked at ingest, or None: not ranked
    there (ranked live instead), or fewer kept than asked while it holds more."""
    rows = [r for (r,) in db.execute("select record from champions where expression = ? and place < ? "
                                     "order by place", [expression, limit])]
    return rows if len(rows) == limit else None

