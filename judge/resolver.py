"""Card names as judges write them: exact names and aliases first, then a guarded fuzzy match.

`names.key()` is the one normal form every name and query is compared in; `Resolver.resolve`
turns a typed name into a card, `Resolver.spot` finds card names inside a question. No spaCy here.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
import marshal
from dataclasses import dataclass, field
from typing import NamedTuple
from functools import cached_property

from rapidfuzz import fuzz, process

from .model import fold
from .names import ABBREVIATIONS, ARTICLES, STOPWORDS, initial, key, token_spans, tokens, window_key
from .sharded import Sharded, cut
from .text import common_words
from .typed import OPENING_QUOTES, in_a_term, missing_word, name_runs, other_words, past_stems

FUZZY_CUTOFF = 86.0  # QRatio on keys: "rivaly of warlord" ~ "rivalry of warlord"
CLOSE = 4.0  # candidates this close to the best are shown as alternatives
SPOT_CUTOFF = 88.0
LONGER_CUTOFF = 90.0  # a longer name typed around an exact shorter one must be this close (fuzz.ratio) to win
LONGER_WORDS = 4  # … and hold at most this many words more on either side
LONGER_SIZES = range(2, 9)  # of so many words ("Black Luster Soldier - Envoy of the Beginning": 7)
INDEX_VERSION = 4  # of `Resolver.dumps`: a database holding another is read the slow way
MAX_WORD = 40  # the longest word any card name could hold


class Name(NamedTuple):
    """One way to write a card: its key, as written, the card it means, and what kind of name."""
    key: str
    name: str
    card: str
    kind: str  # en | pt | old | misspelling | abbreviation | short | undotted | unhashed | initials
    common: bool = False  # a plain word ("Reinforcements"): spotted in text only when capitalised


@dataclass
class Resolution:
    """A resolved card with how it was matched; alternatives when the match is not clear."""
    card: str
    matched: str
    score: float
    exact: bool
    alternatives: list[tuple[str, float]] = field(default_factory=list)


@dataclass
class Spot:
    """A card named inside free text: characters [start, end) of the text."""
    card: str
    start: int
    end: int
    score: float
    text: str


class _StoredNames(Sharded):
    """`Resolver.by_key` as loaded from its compact form: a key's names (plain tuples) become
    `Name`s when first asked for, so a cold process converts a handful, not 28,000."""

    def __getitem__(self, k: str) -> list[Name]:
        part = self._part(k)
        names = part[k]
        if isinstance(names, tuple):
            names = part[k] = [Name._make(n) for n in names]
        return names

    def get(self, k: str, default=None):
        return self[k] if k in self else default

    def items(self):
        keys = [k for k, _ in Sharded.items(self)]  # the stored map's own keys (its `__iter__` reads `items`)
        return ((k, self[k]) for k in keys)


class Resolver:
    """Resolves typed card names and spots them in questions."""

    def __init__(self, names: list[Name]):
        self.by_key: dict[str, list[Name]] = {}
        for n in names:
            if n.key:
                self.by_key.setdefault(n.key, []).append(n)
        self.keys = self.keys_by_length = sorted(self.by_key, key=len)  # one order, built or loaded: fuzzy ties alike
        self._near: dict[str, list[str]] = {}
        self._longer: dict[str, bool] = {}
        self._names = names

    def prepare_spotting(self) -> None:
        """Build (or decode) what `spot` and `resolve` need now rather than on their first use (a
        `judge card` look-up never needs it)."""
        _ = self.sizes_by_first, self.by_token, self.vocabulary, self.long_prefixes
        if isinstance(self.by_key, Sharded):
            self.by_key.decode_all()  # its names become `Name`s when first spotted
        if isinstance(self.by_token, Sharded):
            self.__dict__["by_token"] = dict(self.by_token.items())

    @cached_property
    def sizes_by_first(self) -> dict[str, list[int]]:
        """The sizes (in tokens) of the names each token can start, longest first."""
        sizes: dict[str, set[int]] = {}
        for n in self._names:
            toks = tokens(n.name)
            for start in ([0, 1] if len(toks) > 1 and toks[0] in ("the", "o", "a") else [0]):
                if toks[start:]:
                    sizes.setdefault(toks[start], set()).add(len(toks) - start)
        return {t: sorted(v, reverse=True) for t, v in sizes.items()}

    @cached_property
    def long_prefixes(self) -> frozenset[str]:
        """The first two words of every key of three words or more: a run of words that starts
        none of them starts no long name, whatever the sizes its first word allows. Built by
        `prepare_spotting` (a long-lived process, an ingest); a cold question does without it."""
        return frozenset(" ".join(k.split(" ", 2)[:2]) for k in self.keys if k.count(" ") >= 2)

    # -- a compact form, computed once when a database is built ----------------------
    def dumps(self) -> bytes:
        """Everything a cold process needs, in a form that loads in milliseconds (marshal of
        plain tuples and dicts): the names, the spotting sizes and the distinctive tokens."""
        by_key = {k: tuple(tuple(n) for n in names) for k, names in self.by_key.items()}
        # lists of words as one newline-joined string each: marshal reads one string at memory
        # speed, where 28,000 small strings cost a cold process milliseconds
        return marshal.dumps((INDEX_VERSION, cut(by_key), "\n".join(self.keys_by_length), self.sizes_by_first,
                              cut(self.by_token), "\n".join(self.vocabulary)))

    @classmethod
    def loads(cls, blob: bytes) -> "Resolver | None":
        """A resolver from `dumps`; None when the blob is of another version."""
        try:
            version, *parts = marshal.loads(blob)
        except (ValueError, EOFError, TypeError):
            return None
        if version != INDEX_VERSION:
            return None
        by_key, joined_keys, sizes, by_token, joined_vocabulary = parts
        by_length = joined_keys.split("\n") if joined_keys else []
        resolver = cls.__new__(cls)
        resolver.by_key = _StoredNames(by_key, by_length)
        resolver.keys = by_length
        resolver.keys_by_length = by_length
        resolver._near, resolver._longer = {}, {}
        resolver._names = ()  # only `sizes_by_first` reads them, and it is given
        resolver.__dict__["sizes_by_first"] = sizes  # what cached_property would compute
        resolver.__dict__["by_token"] = Sharded(by_token)
        resolver.__dict__["vocabulary"] = joined_vocabulary.split("\n") if joined_vocabulary else []
        return resolver

    @cached_property
    def key_lengths(self) -> list[int]:
        """The length of each key, in `keys_by_length` order (for a fuzzy look-up's window)."""
        return [len(k) for k in self.keys_by_length]

    @cached_property
    def _token_counts(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for k in self.keys:
            for t in dict.fromkeys(k.split()):  # in the keys' order: the same index whatever the hash seed
                counts[t] = counts.get(t, 0) + 1
        return counts

    @cached_property
    def _known_tokens(self) -> frozenset:
        return frozenset(self.vocabulary)

    @cached_property
    def vocabulary(self) -> list[str]:
        return list(self._token_counts)

    @cached_property
    def by_token(self) -> dict[str, list[str]]:
        """Names by each of their distinctive tokens, to find fuzzy candidates quickly."""
        counts = self._token_counts
        out: dict[str, list[str]] = {}
        for k in self.keys:
            for t in dict.fromkeys(k.split()):
                if len(t) > 2 and counts[t] <= 200:
                    out.setdefault(t, []).append(k)
        return out

    @cached_property
    def joined_keys(self) -> dict[str, list[str]]:
        """Keys by their letters without spaces: "kaiser seahorse" writes "kaiser sea horse"."""
        out: dict[str, list[str]] = {}
        for k in self.keys:
            out.setdefault(k.replace(" ", ""), []).append(k)
        return out

    # -- one name -----------------------------------------------------------
    def resolve(self, query: str, limit: int = 5) -> Resolution | None:
        """The card a typed name means; exact names and aliases always beat fuzzy matches."""
        k = key(query)
        if not k:
            return None
        exact = self.by_key.get(k)
        if exact:
            exact = sorted(exact, key=lambda n: _preference(n, query))
            cards = list(dict.fromkeys(n.card for n in exact))
            alts = [(c, 100.0) for c in cards[1:]]
            return Resolution(cards[0], exact[0].name, 100.0, True, alts)
        hits = process.extract(k, self._similar_length(k, FUZZY_CUTOFF - CLOSE), scorer=fuzz.QRatio,
                               score_cutoff=FUZZY_CUTOFF - CLOSE, limit=limit * 3)
        ranked: dict[str, float] = {}
        for hit_key, score, _ in hits:
            for n in self.by_key[hit_key]:
                ranked[n.card] = max(ranked.get(n.card, 0.0), score)
        order = sorted(ranked.items(), key=lambda kv: -kv[1])
        if not order or order[0][1] < FUZZY_CUTOFF:
            return None
        best_card, best = order[0]
        matched = next(n.name for hk, _, _ in hits for n in self.by_key[hk] if n.card == best_card)
        alts = [(c, s) for c, s in order[1:limit] if best - s <= CLOSE]
        return Resolution(best_card, matched, best, False, alts)

    def _similar_length(self, k: str, cutoff: float) -> list[str]:
        """Keys long or short enough to reach `cutoff`: ratio ≤ 200·min(a, b) / (a + b)."""
        low = len(k) * cutoff / (200 - cutoff)
        high = len(k) * (200 - cutoff) / cutoff
        return self.keys_by_length[bisect_left(self.key_lengths, low):bisect_right(self.key_lengths, high)]

    def suggest(self, query: str, limit: int = 5) -> list[tuple[str, float]]:
        """Closest cards to a name that resolved to nothing, best first."""
        k = key(query)
        hits = process.extract(k, self.keys, scorer=fuzz.WRatio, limit=limit * 3) if k else []
        seen: dict[str, float] = {}
        for hk, score, _ in hits:
            for n in self.by_key[hk]:
                seen.setdefault(n.card, score)
        return [kv for kv in sorted(seen.items(), key=lambda kv: -kv[1]) if kv[1] >= 50][:limit]

    # -- names inside text ----------------------------------------------------
    def spot(self, text: str, fuzzy: bool = True, strict: bool = False, is_word=None, names_card=None,
             terms=()) -> list[Spot]:
        """Cards named in free text, longest match first, tolerant to a typo or two per name.

        `strict` (for ruling texts): a card named by a plain word counts only inside quotes.
        `is_word` (for questions): tells whether a token is a word of the language or of the
        rulings; an abbreviation typed in lower case ("mst") stands for its card only when it
        is not one ("rod", "bom" stay words). `names_card(word, card[, term])` (for questions):
        whether the library's rulings hold a word only as that card's name ("toll"): then it names
        the card written in lower case too. `terms` (folded word tuples): a name that is a term of
        the game's ("Synchro Material") is the term, unless quoted or `names_card(…, True)` says no."""
        toks = token_spans(text)
        words = [t for t, _, _ in toks]
        count = len(words)
        found: list[tuple[int, int, str, float]] = []  # (i, size, card, score)
        prefixes = self.__dict__.get("long_prefixes")  # only where already built
        sizes_of = self.sizes_by_first.get  # looked up once: a call per word
        # each run of words is tested against the keys (a set's own look-up: most runs name no
        # card); a stored map is read only for the few that do
        keys = self.by_key if isinstance(self.by_key, dict) else self.by_key.key_set
        everyday = common_words()
        for i, w in enumerate(words):
            sizes = sizes_of(w, ())
            if len(w) > 4 and w[-1] == "s" and 1 not in sizes and 1 in sizes_of(w[:-1], ()) and w not in everyday:
                sizes = (*sizes, 1)  # a one-word name in the plural: "two Jinzos" (not "antes", of "Ante")
            if not sizes:
                continue
            article = 1 if w in ARTICLES else 0  # a key drops it (`window_key`)
            starts_long = None
            for size in sizes:
                if i + size > count:
                    continue
                if prefixes is not None and size - article >= 3:
                    if starts_long is None:
                        starts_long = f"{words[i + article]} {words[i + article + 1]}" in prefixes
                    if not starts_long:
                        continue
                k = window_key(words[i:i + size])
                names = self.by_key[k] if k in keys else None
                if names is None and size > 1 and not strict:  # a card said as a verb: "I Brain Controlled it"
                    past = (window_key(words[i:i + size - 1] + [w]) for w in past_stems(words[i + size - 1]))
                    names = next((self.by_key[pk] for pk in past if pk in keys), None)
                if names and self._plausible(names[0], text, toks[i:i + size], strict, is_word, names_card, terms):
                    written = text[toks[i][1]:toks[i + size - 1][2]]
                    best = names[0] if len(names) == 1 else min(names, key=lambda n: _preference(n, written))
                    found.append((i, size, best.card, 100.0))
        taken = [False] * len(words)
        spots: list[Spot] = []

        def take(candidates):
            for i, size, card, score in sorted(candidates, key=lambda f: (-f[1], -f[3], f[0])):
                if any(taken[i:i + size]) or in_a_term(text, toks, i, size):
                    continue
                taken[i:i + size] = [True] * size
                start, end = toks[i][1], toks[i + size - 1][2]
                spots.append(Spot(card, start, end, score, text[start:end]))

        if found and (fuzzy or strict):  # a longer name typed around a shorter one: the longer, typo and all
            found += self._typed_longer(words, found, is_word, None if fuzzy else (lambda: name_runs(text, toks)))
        take(found)  # exact names first, longest first; typos only in what is left
        if fuzzy:
            take(self._fuzzy_spots(words, taken, is_word))
        return sorted(spots, key=lambda s: s.start)

    @staticmethod
    def _plausible(name: Name, text: str, toks, strict: bool, is_word=None, names_card=None, terms=()) -> bool:
        start, written = toks[0][1], text[toks[0][1]:toks[-1][2]]
        if name.kind in ABBREVIATIONS:
            if strict:
                return False
            if written.isupper() or any(c.isupper() for c in written[1:]):  # "MST", "BoM"
                return True
            return is_word is not None and len(toks) == 1 and len(written) >= 3 and not is_word(toks[0][0])
        quoted = start > 0 and text[start - 1] in OPENING_QUOTES
        if (first := initial(name.name)) and toks[0][0] != first:  # "A.I.'s Ritual": keyed without its "A", not named
            return False
        if name.common:
            if strict:
                return quoted
            # "reload" is a word; "Reload" may be the card, and "toll" where rulings know no other
            return written[:1].isupper() or (names_card is not None and len(toks) == 1 and names_card(toks[0][0], name.card))
        # rulings write card names capitalised or quoted; a question in lower case names the card unless
        # the rulings hold its words as a term. An article before the name is not its own ("A fusion …")
        if len(toks) > 1 and toks[0][0] in ARTICLES:
            toks = toks[1:]
            written = text[toks[0][1]:toks[-1][2]]
            quoted = quoted or text[toks[0][1] - 1] in OPENING_QUOTES
        words = tokens(name.name)  # its words as the name has them
        if len(words) > 1 and tuple(words) in terms:  # a term of the game's, unless quoted or the card is meant
            return quoted or (not strict and names_card is not None and names_card(" ".join(words), name.card, True))
        if strict:  # a short name quoted in lower case is a word in scare quotes ("the attack "rewinds"")
            return not written.islower() or (quoted and name.kind != "short")
        return quoted or not written.islower() or names_card is None or len(toks) < 2 or names_card(" ".join(words), name.card)

    def _fuzzy_spots(self, words: list[str], taken: list[bool], is_word=None,
                     sizes=(2, 3, 4, 5)) -> list[tuple[int, int, str, float]]:
        out = []
        for i in range(len(words)):
            for size in sizes:
                window = words[i:i + size]
                if len(window) < size or window[0] in STOPWORDS or window[-1] in STOPWORDS or any(taken[i:i + size]):
                    continue
                if len(k := window_key(window)) < 8 or k in self.by_key:
                    continue
                candidates = {c for t in window if len(t) > 2 for c in self.by_token.get(t, ())}
                # a word no card name holds and no everyday word: maybe a misspelt one of a name's
                candidates |= {c for t in window if len(t) > 4 and t not in self._known_tokens
                               and t not in common_words() for c in self._near_token(t)}
                candidates = sorted(c for c in candidates if abs(c.count(" ") + 1 - size) <= 1)
                found = process.extract(k, candidates, scorer=fuzz.ratio, score_cutoff=SPOT_CUTOFF, limit=2) if candidates else []
                best = found[0] if found and not (found[1:] and found[1][1] == found[0][1] and self.by_key[found[1][0]][0].card
                                                  != self.by_key[found[0][0]][0].card) else None  # two as near: no one card
                if best is not None and not missing_word(k, best[0]):
                    name = self.by_key[best[0]][0]
                    if name.kind not in ABBREVIATIONS and not name.common and not other_words(k, best[0], is_word):
                        out.append((i, size, name.card, best[1]))
        return out

    def _typed_longer(self, words: list[str], exact: list, is_word=None, runs_of=None) -> list[tuple[int, int, str, float]]:
        """Longer names typed with a typo around a shorter card's exact name, that name among
        their words: "dark magician grl" is Dark Magician Girl, "csatle of dark illusions" Castle
        of Dark Illusions, not Dark Magician and Dark Illusion. In a question, the exact name and
        a few words either side are read; in a ruling, only the quoted or capitalised run of words
        that holds it and more (`runs_of()`, `typed.name_runs`: "Dimension Fissure"). A name inside a
        longer exact one ("Skull Servant" in "King of the Skull Servants") and one no other card's
        name holds are not read."""
        exact = [(i, size, card, score) for i, size, card, score in exact if self._held_by_longer(card) and not any(
            j <= i and i + size <= j + span and span > size for j, span, _, _ in exact)]
        runs = runs_of() if exact and runs_of is not None else None
        far = [True] * len(words)  # words the fuzzy pass skips, as it skips those taken
        bounds = []  # each exact name's (first word, word past the last) the longer name must lie within
        for i, size, _, _ in exact:
            lo, hi = (max(i - LONGER_WORDS, 0), min(i + size + LONGER_WORDS, len(words))) if runs is None else next(
                ((lo, hi) for lo, hi in runs if lo <= i and i + size <= hi and hi - lo > size), (0, 0))
            bounds.append((lo, hi))
            far[lo:hi] = [False] * (hi - lo)

        def holds_shorter(j: int, span: int, card: str) -> bool:
            return any(lo <= j <= i and i + size <= j + span <= hi and span > size and card != short
                       and key(short) in key(card) for (i, size, short, _), (lo, hi) in zip(exact, bounds))
        return [(j, span, card, score) for j, span, card, score in self._fuzzy_spots(words, far, is_word, LONGER_SIZES)
                if score >= LONGER_CUTOFF and holds_shorter(j, span, card)] if not all(far) else []

    def _held_by_longer(self, card: str) -> bool:
        """Whether another card's name holds this one's words and more ("Dark Magician" → "Dark
        Magician Girl"), looked up by a distinctive word of its (`by_token` has no common ones: a
        name of common words only is read): only such a name can be typed longer."""
        if card not in self._longer:
            k = key(card)
            postings = sorted((found for t in k.split() if len(t) > 2 and (found := self.by_token.get(t))), key=len)
            self._longer[card] = not postings or any(k in other and other != k for other in postings[0])
        return self._longer[card]

    def _near_token(self, token: str) -> list[str]:
        if len(token) > MAX_WORD:  # no card name has such a word: don't compare it with every word
            return []
        if token not in self._near:
            hits = process.extract(token, self.vocabulary, scorer=fuzz.ratio, score_cutoff=80, limit=3)
            self._near[token] = [c for t, _, _ in hits for c in self.by_token.get(t, ())]
        return self._near[token]


def _preference(name: Name, query: str) -> tuple:
    """Among names sharing a key, the one spelled as typed, then English, then the shortest."""
    return (fold(name.name) != fold(query), name.kind != "en", len(name.name), name.card)
