"""Which of a question's words are worth searching with FTS5: not in most records, rarest first,
within a budget of records (the words' counts are read once per database file)."""
from __future__ import annotations

import math

from .text import WORD, stem, term_words, version_cache

MAX_OWN = 8  # of the asker's words, the rarest this many are searched
MAX_EXTRA = 10  # of translations and mechanic terms
ROW_BUDGET = 2_000  # FTS5 scores every record its words match: at most about this many
ROW_SHARE = 0.02  # or this share of the records, if more
TOGETHER_WORDS = 6  # of the asker's words too common to search alone, at most this many searched together
TOGETHER_SHARE = 0.15  # … each in at most this share of the records (more: long to read, telling little)
FORMS = 4  # of the words a stem is written as, the most held searched for a common word
MIN_STEM, ENDING = 4, 4  # … when the stem has this many letters, the words at most this many more


class TermBudget:
    """Chooses the words worth searching: not in most records, rarest first."""

    def __init__(self, db):
        # word counts never change for a built database: remember them per file and its version
        self.cache = version_cache(db, "terms")
        if "total" not in self.cache:
            row = db.execute("select value from meta where key = 'records'").fetchone()
            self.cache["total"] = int(row[0]) if row else 0
        self.total = self.cache["total"]
        self.db = db

    def rows_allowed(self) -> float:
        """The records the words searched may match in all (see `rows_allowed`)."""
        return rows_allowed(self.total)

    def count(self, text: str, phrase: bool, total: bool = False) -> int:
        """How many records hold a word (a stem: the most of any word it starts; `total`: all of
        them together, as a prefix search matches), or a phrase (at most its rarest word)."""
        toks = term_words(text)
        if not toks:
            return 0
        counts = []
        agg = "sum" if total else "max"
        for t in toks:
            s = t if phrase else stem(t)
            if (s, agg) not in self.cache:
                (self.cache[s, agg],) = self.db.execute(
                    f"select coalesce({agg}(records), 0) from terms where term >= ? and term < ?",
                    [s, past_prefix(s)]).fetchone()
            counts.append(self.cache[s, agg])
        return min(counts) if phrase else max(counts)

    def idf(self, text: str, phrase: bool) -> float:
        """How telling a word is: rare words weigh more (the bm25 idf)."""
        if ("idf", text, phrase) not in self.cache:
            n = max(self.total, 1)
            df = min(self.count(text, phrase), n)
            self.cache["idf", text, phrase] = math.log(1 + (n - df + 0.5) / (df + 0.5))
        return self.cache["idf", text, phrase]

    def choose(self, words: list[str], compounds: list[str], phrases: list[str], cards: bool = False):
        """The words, compounds and phrases to search: own words first, then the rarest, while
        the records they can match stay within the row budget (all of them in a small corpus).
        With cards asked, their records are candidates anyway: no over-budget word is needed."""
        if self.total <= ROW_BUDGET:  # a small corpus: every word, whatever it matches
            return words[:MAX_OWN], compounds[:MAX_OWN], phrases[:MAX_EXTRA * 3]
        budget = self.rows_allowed()
        # every own word is weighed, wherever the question says it: a play told at length asks
        # in its last sentence, whose words would be past the first few
        items = [(0, self.count(w, False, total=True), "w", w) for w in words]
        items += [(0, self.count(c, True), "c", c) for c in compounds]
        items += [(1, self.count(p, True), "p", p) for p in phrases[:MAX_EXTRA * 3]]
        items = [i for i in items if i[1] > 0]
        chosen, rows, own = [], 0, 0
        for item in sorted(items):
            if (rows + item[1] > budget and (chosen or cards)) or (item[0] == 0 and own == MAX_OWN):
                continue
            chosen.append(item)
            rows += item[1]
            own += item[0] == 0
        pick = {(kind, text) for _, _, kind, text in chosen}
        return ([w for w in words if ("w", w) in pick], [c for c in compounds if ("c", c) in pick],
                [p for p in phrases if ("p", p) in pick][:MAX_EXTRA])

    def together(self, words: list[str], chosen: list[str]) -> list[str]:
        """Of the asker's words too common to search one by one (not `chosen`), those to search
        together, as written, rarest first: a record holding them all is worth scoring ("when do
        monsters destroyed by battle go to the graveyard?"). A word in more than TOGETHER_SHARE of the
        records is left out (its list is long to read and tells little); none when fewer than two are
        left, or when a small corpus searches every word anyway."""
        if self.total <= ROW_BUDGET:
            return []
        kept = [w for n, w in self._left_out(words, chosen, exact=True)
                if 0 < n <= TOGETHER_SHARE * self.total][:TOGETHER_WORDS]
        return kept if len(kept) > 1 else []

    def forms(self, word: str, most: int = FORMS) -> list[str]:
        """The words the records write a word's stem as, most held first ("monster" → monster,
        monsters): searched as exact terms, which FTS5 reads far faster than a prefix. A short
        stem is the word alone ("go" is no stem of "goat"), an ending at most a few letters."""
        s = stem(word)
        if len(s) < MIN_STEM:
            return [word]
        if ("forms", s) not in self.cache:
            self.cache["forms", s] = [t for (t,) in self.db.execute(
                "select term from terms where term >= ? and term < ? and length(term) <= ? "
                "order by records desc limit ?", [s, past_prefix(s), len(s) + ENDING, most])]
        return self.cache["forms", s] or [word]

    def within(self, words: list[str], compounds: list[str]) -> bool:
        """Whether the records some words and compounds match stay within the row budget (the
        first word chosen may exceed it alone)."""
        budget = self.rows_allowed()
        rows = sum(self.count(w, False, total=True) for w in words) + sum(self.count(c, True) for c in compounds)
        return rows <= budget

    def common(self, words: list[str], chosen: list[str]) -> list[str]:
        """Of the asker's words, those not `chosen` for being too common, rarest first (at most
        TOGETHER_WORDS): none when a small corpus searches every word anyway."""
        if self.total <= ROW_BUDGET:
            return []
        return [w for n, w in self._left_out(words, chosen, exact=False) if n > 0][:TOGETHER_WORDS]

    def _left_out(self, words: list[str], chosen: list[str], exact: bool) -> list[tuple[int, str]]:
        """The asker's words not `chosen`, each with its records (as written, or all its stem's
        forms), rarest first."""
        return sorted((self.count(w, True) if exact else self.count(w, False, total=True), w)
                      for w in dict.fromkeys(words) if w not in chosen and WORD.fullmatch(w))


def rows_allowed(total: int) -> float:
    """The records the words searched may match in all: ROW_BUDGET, or ROW_SHARE of them if more."""
    return max(ROW_BUDGET, ROW_SHARE * total)


def past_prefix(prefix: str) -> str:
    """The first string after every string a prefix starts: terms >= prefix and < this start with it."""
    return prefix[:-1] + chr(ord(prefix[-1]) + 1)
