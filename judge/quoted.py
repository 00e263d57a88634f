"""Card names in quotes that no exact name or alias matched, as ruling texts write them.

Rulings put card names in quotes, and write some of them otherwise than the card pool does:
with other spacing ("Kaiser Seahorse", "Horus the Black Flame Dragon LV 6") or with a typo or
two ("Maurading Captain"). A quoted run is one name the writer meant, so it is looked up
whole: its letters without spaces as a name's, else the resolver's guarded fuzzy look-up when
one card alone is that close, the run has several words and as many as the name (a typo
changes letters, not words; one word a letter off a name is as often another word:
"Lightsworn") and none of them is an everyday word the name does not hold ("Earth Chain" is
no "Earth Chant", "Trap Monster" no "Trap Master"; a plural aside) — unless that word is the
one off and the rest pins the card down ("Armityle the Chaos Phantom", "Dark World Lighting").
A heading naming a card is looked up the same way (ingest/records.py). No spaCy here.
"""
from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable
from itertools import accumulate

from rapidfuzz.distance import Levenshtein

from .names import key
from .resolver import Resolver, Spot
from .text import common_words

# a run of words in quotes, as rulings write card names
QUOTED_RUN = re.compile(r"[\"“]([^\"“”\n]{3,80})[\"”]")
PLURALS = ("s", "es")


def reach_of(spans: Iterable[tuple[int, int]]) -> Callable[[int], int]:
    """For spans (start, end) of a text: the farthest end reached by those starting at or before a
    position (-1 for none), each a look-up among them sorted by start, not a pass over them all
    (a block naming a card thousands of times)."""
    ordered = sorted(spans)
    starts = [start for start, _ in ordered]
    reach = list(accumulate((end for _, end in ordered), max))
    return lambda pos: reach[at - 1] if (at := bisect_right(starts, pos)) else -1


def spot_quoted(resolver: Resolver, text: str, found: list[Spot]) -> list[Spot]:
    """The cards quoted in a text written otherwise than their names; `found`: the exact
    spots, left as they are (a quoted run overlapping one is not looked up again)."""
    out: list[Spot] = []
    looked_up: dict[str, str | None] = {}
    # a run overlaps an exact spot when one starting before its end reaches past its start
    reach = reach_of((s.start, s.end) for s in found)
    for m in QUOTED_RUN.finditer(text):
        start, end = m.span(1)
        written = m.group(1).strip()
        if not written[:1].isupper() and not written[:1].isdigit():
            continue  # "destroyed", "on your side of the field": quoted words, not names
        if reach(end - 1) > start:
            continue
        if written not in looked_up:  # a text quoting one name many times looks it up once
            looked_up[written] = quoted_card(resolver, written)
        card = looked_up[written]
        if card is not None:
            lead = len(m.group(1)) - len(m.group(1).lstrip())
            out.append(Spot(card, start + lead, start + lead + len(written), 100.0, written))
    return out


def outside(spans: list, within: list) -> list:
    """The spans (`start_char`, `end_char`) that lie within none of `within`, in order (`reach_of`)."""
    if not within:
        return spans
    reach = reach_of((s.start_char, s.end_char) for s in within)
    return [s for s in spans if reach(s.start_char) < s.end_char]


LISTED_KINDS = ("en", "pt", "old")


def listed_card(resolver: Resolver, heading: str) -> str | None:
    """The one card whose own name (English, Portuguese or old) a heading is exactly, an everyday
    word's included ("PROHIBITION", "QUESTION"): read so only among headings that name cards."""
    cards = {n.card for n in resolver.by_key.get(key(heading)) or () if n.kind in LISTED_KINDS}
    return next(iter(cards)) if len(cards) == 1 else None


# a digit a scan reads for the letter it looks like, inside a word of letters ("Book of M00n", "Warr1or")
SCANNED = str.maketrans({"0": "o", "1": "l", "5": "s"})
MIXED = re.compile(r"\b(?=\w*[a-z])(?=\w*\d)\w+\b")
SHORTEST_OFF = 5  # letters of a one-word name a quoted word may be a letter off ("Sangam": Sangan; not "Jinz": a word)


def quoted_card(resolver: Resolver, written: str) -> str | None:
    """The one card a quoted run written otherwise than its name means, or None."""
    k = key(written)
    if not k or resolver.by_key.get(k):
        return None
    if (unscanned := MIXED.sub(lambda m: m.group(0).translate(SCANNED), k)) != k:  # a scan's digits for letters
        cards = {n.card for n in resolver.by_key.get(unscanned) or ()}
        if cards:
            return next(iter(cards)) if len(cards) == 1 else None
        k = written = unscanned  # … and then as any name written otherwise
    joined = resolver.joined_keys.get(k.replace(" ", ""))
    if joined is not None:
        cards = {n.card for jk in joined for n in resolver.by_key[jk]}
        return next(iter(cards)) if len(cards) == 1 else None
    if " " not in k:
        return _letter_off(resolver, k)
    found = resolver.resolve(written)
    if found is None or found.exact or found.alternatives:
        return None
    name = key(found.matched)
    if name.count(" ") != k.count(" "):
        return None
    pairs = list(zip(k.split(), name.split()))
    other = [t for t, n in pairs if t != n and t not in tuple(n + p for p in PLURALS)]
    kept = [t for t, n in pairs if t == n]
    # an everyday word off the name's is another word ("Earth Chain", "Trap Monster"), unless it
    # is the one word off and the rest pins the card down: a word of its own or two words kept
    # ("Armityle the Chaos Phantom", "Dark World Lighting")
    pinned = len(other) == 1 and (len(kept) >= 2 or any(t not in common_words() for t in kept))
    if any(t in common_words() for t in other) and not pinned:
        return None
    return found.card


def _letter_off(resolver: Resolver, k: str) -> str | None:
    """The one card whose whole name, one word, a quoted word (a key) is a letter off, added, dropped or changed ("Sangam",
    as a scan or a hurried hand writes "Sangan"), or None: a short word, an everyday one or one of other cards' names
    is as often another word, and a word a letter off two cards' names names neither."""
    if len(k) < SHORTEST_OFF or k in common_words() or not k.isalpha() or resolver.by_token.get(k):
        return None  # … nor is a word of some cards' names ("Lightsworn", a letter off "Lightsword")
    looked_up = resolver.__dict__.setdefault("_letter_off", {})  # a long document quotes its unknown words again and again
    if k in looked_up:
        return looked_up[k]
    near = {n.card for other in resolver.keys_by_length[bisect_left(resolver.key_lengths, len(k) - 1):
                                                        bisect_right(resolver.key_lengths, len(k) + 1)]
            if " " not in other and Levenshtein.distance(k, other, score_cutoff=1) <= 1
            for n in resolver.by_key[other] if n.kind in LISTED_KINDS}  # a card's whole name, not a short one
    looked_up[k] = next(iter(near)) if len(near) == 1 else None
    return looked_up[k]
