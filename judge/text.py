"""Text as the whole package reads it: folded words, stems, FTS5 expressions, everyday words,
and the per-file cache of a database's fixed facts. A leaf: it imports only `model`."""
from __future__ import annotations

import os
import re
from functools import lru_cache

from .model import DATA_DIR, fold

# where one sentence of a question or a ruling ends and the next begins
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")

WORD = re.compile(r"[a-z0-9]+")
MAX_TERMS = 48  # items of one FTS5 expression
COMPOUND = re.compile(r"\b[a-z]+(?:-[a-z]+)+")  # "face-down": one idea, searched as a phrase


@lru_cache(maxsize=16_384)
def term_words(term: str) -> tuple[str, ...]:
    """A short term's folded words ("Quick-Play" → ("quick", "play")); terms recur, so kept."""
    return tuple(WORD.findall(fold(term)))


# the words a mechanic term's other sense may come after it by ("flip it back face-down": no Flip Effect;
# the vocabulary's `not_before`), in rulings and questions alike
OTHER_SENSE_GAP = 2


PT_VERB_ENDINGS = ("ados", "adas", "idos", "idas", "ando", "endo", "indo", "ado", "ada", "ido", "ida", "ar", "ir", "am", "em", "ou")


@lru_cache(maxsize=16_384)
def stem(word: str) -> str:
    """A crude shared stem for prefix search: "spellcasters" → "spellcaster", "ativadas" → "ativad".

    >>> [stem(w) for w in ("exactly", "simultaneously", "only", "supply")]
    ['exact', 'simultaneous', 'only', 'supply']

    A Portuguese verb's forms share one ("retornar", "retornam", "retornados" → "retorn"):

    >>> [stem(w) for w in ("retornar", "retornam", "retornados", "tornado", "player", "monster")]
    ['retorn', 'retorn', 'retorn', 'tornad', 'player', 'monster']
    """
    if len(word) >= 7 and word.endswith("ly"):  # an adverb is its adjective: "exactly" → "exact"
        return word[:-2]
    for suffix in PT_VERB_ENDINGS:  # "retornar", "retornam", "retornado": "retorn"
        if len(word) - len(suffix) >= 5 and word.endswith(suffix):
            return word[: -len(suffix)]
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
        toks = term_words(p)
        if toks:
            items.append('"' + " ".join(toks) + '"')
    return " OR ".join(dict.fromkeys(items[:MAX_TERMS]))


def words_of(text: str) -> str:
    """Text as the ranking compares it: folded words between single spaces, " a b c ".

    >>> words_of("NÃO PODE, nunca!")
    ' nao pode nunca '
    """
    return words_of_folded(fold(text))


def words_of_folded(folded: str) -> str:
    """`words_of` of a text already folded (`model.fold`)."""
    return " " + " ".join(WORD.findall(folded)) + " "


COMMON_WORDS = DATA_DIR / "common-words.txt"


@lru_cache(maxsize=1)
def common_words() -> frozenset:
    """Everyday words (data/common-words.txt, built by tools/build_common_words.py): English
    ones, and the Portuguese ones that are a one-word card name or its plural."""
    try:
        lines = COMMON_WORDS.read_text(encoding="utf-8").splitlines()
    except OSError:
        return frozenset()
    return frozenset(w for w in lines if w and not w.startswith("#"))


_VERSION_CACHES: dict[tuple, dict] = {}
VERSIONS_KEPT = 4  # files (or versions of one) whose caches a process keeps: a server reading a
# replaced file while the new one fills, tests opening several


def version_cache(db, name: str) -> dict:
    """A cache for facts of one version of a database file (a rebuilt file gets fresh ones):
    word counts, records' words and tags never change while the file stays the same. The
    version is the one the handle was opened on (`store.open_db`), not the path's current one,
    so a request still reading a replaced file never fills the new file's caches."""
    version = getattr(db, "file_version", None)
    if version is None:  # a handle opened elsewhere (a build, a test): its file as it is now
        row = db.execute("select file from pragma_database_list where name = 'main'").fetchone()
        path = row[0] if row else ""
        try:
            stat = os.stat(path) if path else None
            version = (path, stat.st_ino, stat.st_mtime_ns) if stat else ("", id(db))
        except OSError:
            version = ("", id(db))
    key = (*version, name)
    cache = _VERSION_CACHES.get(key)
    if cache is None:
        # threads share the caches: the keys are read from a copy (another thread may add one
        # meanwhile), and a cache is kept as added or as another thread added it first
        if len({k[:-1] for k in list(_VERSION_CACHES)} | {key[:-1]}) > VERSIONS_KEPT:
            _VERSION_CACHES.clear()
        cache = _VERSION_CACHES.setdefault(key, {})
    return cache


PAIR_GAP = 2  # two of the asker's words are a pair when at most this many stop words part them
CLAUSE_BREAK = re.compile(r"[.,;:!?()\[\]\"“”]")


def word_pairs(folded: str, names: list[str], stop: frozenset) -> list[tuple[str, str]]:
    """The stems of the asker's words that stand side by side ("damage step", "equip spell",
    "face-down monster"), stop words between them skipped up to PAIR_GAP; card names and
    punctuation part them.

    >>> word_pairs("can i chain in the damage step?", [], frozenset({"can", "i", "in", "the"}))
    [('chain', 'damage'), ('damage', 'step')]
    >>> word_pairs("can i chain it in the damage step?", [], frozenset({"can", "i", "it", "in", "the"}))
    [('damage', 'step')]
    """
    for name in names:
        folded = folded.replace(name, " | ")
    pairs = []
    for segment in CLAUSE_BREAK.split(folded.replace("|", ".")):
        previous, gap = None, 0
        for word in WORD.findall(segment):
            if word in stop or len(word) < 2:
                gap += 1
                continue
            if previous is not None and gap <= PAIR_GAP:
                pairs.append((stem(previous), stem(word)))
            previous, gap = word, 0
    return list(dict.fromkeys(pairs))
