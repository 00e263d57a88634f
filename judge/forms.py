"""Which of a question's word forms a record's words hold, told by set lookups.

A form is how a word of the question appears in word-normalised text (`text.words_of`,
" a b c "): " stem" starts a word, " word " is a whole word, " a b " (or " a b") a run of
words. Forms come in groups (a word and its translations): a group is held when any of its
forms is. Ranking asks this of every candidate's text, verdict and heading; testing each form
with `in` costs (forms × texts) Python steps, so instead the words a form starts are looked up
once per question in the vocabulary of the texts read (sorted: a form's words are a range of
it), and a text's groups are the union over the words it holds (a set intersection with its
words, kept as a tuple). The answer is the same as the `in` tests'.
"""
from __future__ import annotations

from bisect import bisect_left
from typing import Iterable

MERGE = 256  # words read since the vocabulary was sorted (or a 16th of it, if more): more are merged in


class Vocabulary:
    """Every word of the texts read so far (one string object per word, shared by every text
    holding it), sorted for finding the words a prefix starts."""

    def __init__(self):
        self.words: dict[str, str] = {}  # a word → itself
        self._added: list[str] = []  # every word, in the order first read (only ever appended to)
        # (sorted words, words added since, how many of `_added` the two hold): replaced whole,
        # never changed in place, so a thread reading it sees one consistent state
        self._state: tuple[list[str], list[str], int] = ([], [], 0)

    def tokens(self, text: str) -> tuple[str, ...]:
        """A word-normalised text's words, each the vocabulary's own string."""
        parts = text.split()
        words = self.words
        fresh = set(parts).difference(words)
        if fresh:  # listed before they are known: a word another thread finds known is listed
            self._added.extend(fresh)
            for word in fresh:
                words.setdefault(word, word)
        return tuple(map(words.__getitem__, parts))

    def starting(self, starts: tuple[str, ...]) -> list[str]:
        """The words that start with any of `starts` (every word read before the call)."""
        words, recent, merged = self._state
        added = len(self._added)
        if added > merged:
            recent = recent + self._added[merged:added]
            if len(recent) > max(MERGE, len(words) // 16):
                words, recent = sorted(words + recent), []
            self._state = (words, recent, added)
        out = [w for w in recent if w.startswith(starts)]
        for start in starts:
            i = bisect_left(words, start)
            while i < len(words) and words[i].startswith(start):
                out.append(words[i])
                i += 1
        return out


class Forms:
    """Groups of forms, group i as bit i of a mask."""

    def __init__(self, groups: Iterable[Iterable[str]]):
        self.prefixes: dict[str, int] = {}  # a word's start → the groups it stands for
        self.whole: dict[str, int] = {}  # a whole word → its groups
        self.runs: list[tuple[str, str, int]] = []  # (its first word, the form, its groups): tested as text
        for bit, forms in enumerate(groups):
            for form in forms:
                words = form.split()
                if not words:
                    continue
                if len(words) > 1:  # the first word of a run is whole: a space follows it
                    self.runs.append((words[0], form, 1 << bit))
                elif form.endswith(" "):
                    self.whole[words[0]] = self.whole.get(words[0], 0) | 1 << bit
                else:
                    self.prefixes[words[0]] = self.prefixes.get(words[0], 0) | 1 << bit
        self._lengths = sorted({len(p) for p in self.prefixes})
        self._firsts = frozenset(first for first, _, _ in self.runs)
        self.masks: dict[str, int] = {}  # each word a form matches, or that starts a run → its groups
        self._known: frozenset[str] = frozenset()  # the keys of `masks`

    def learn(self, vocabulary: Vocabulary) -> None:
        """Match the vocabulary's words to the groups: before `mask` is asked of texts made of them."""
        masks, prefixes, lengths = self.masks, self.prefixes, self._lengths
        known = vocabulary.words
        for first, _, _ in self.runs:
            if first in known:
                masks.setdefault(first, 0)
        for word, groups in self.whole.items():
            if word in known:
                masks[word] = masks.get(word, 0) | groups
        for word in set(vocabulary.starting(tuple(prefixes))):
            mask = masks.get(word, 0)
            for n in lengths:
                if n > len(word):
                    break
                mask |= prefixes.get(word[:n], 0)
            masks[word] = mask
        self._known = frozenset(masks)

    def mask_besides(self, words: tuple[str, ...], text: str, names, vocabulary) -> int:
        """The groups a text of words (`text.words_of`; `words` its tokens) holds besides some names'
        words: the asker's words a heading holds that are no part of an asked card's name written
        in it ("reviver um monstro" asked of "MONSTER REBORN": the card's name, not words said of it)."""
        bare = text
        for name in names:
            if name in bare:
                bare = bare.replace(name, " ")
        return self.mask(words, text) if bare is text else self.mask(vocabulary.tokens(bare), bare)

    def mask(self, words: tuple[str, ...], text: str) -> int:
        """The groups a text holds: `words` is its words (`Vocabulary.tokens`), `text` itself."""
        masks = self.masks
        hits = self._known.intersection(words)
        mask = 0
        for word in hits:
            mask |= masks[word]
        if self.runs and not self._firsts.isdisjoint(hits):
            for first, form, bit in self.runs:
                if not mask & bit and first in hits and form in text:
                    mask |= bit
        return mask
