"""The Levels a text is about: "a Level 8 monster" asks Level 8, "Monstros de Level 7 ou maior"
rules on Levels 7 and up, "Level 5 e 6" on 5 and 6. A ruling on a range holds the Level asked
when the range does ("nível 8" asked of "Level 7 ou maior"), and is about other Levels when it
names Levels that leave the asked one out ("Level 4" asked of "Level 5 e 6").

Texts are read word-normalised (`text.words_of`: folded, " a b c "), in English and Portuguese.

>>> sorted(levels_said(" monstros de level 7 ou maior necessitam de 2 tributos "))
[7, 8, 9, 10, 11, 12, 13]
>>> sorted(levels_said(" monstros de level 5 e 6 necessitam de 1 tributo "))
[5, 6]
>>> sorted(levels_said(" a level 4 or lower monster "))
[1, 2, 3, 4]
>>> sorted(levels_said(" do lvl 4 monsters need a tribute "))
[4]
>>> levels_said(" send 2 cards to the graveyard ")
frozenset()
"""
from __future__ import annotations

import re

HIGHEST = 13  # no monster's Level is above it
_LEVEL = r"(?:levels?|nivel|niveis|lvl|nv)(?: of)?"
_UP = r"(?:or|ou) (?:higher|more|above|greater|maior|maiores|mais|acima|superior|superiores)"
_DOWN = r"(?:or|ou) (?:lower|less|below|smaller|menor|menores|menos|abaixo|inferior|inferiores)"
_SAID = re.compile(rf" (?:{_LEVEL} (\d{{1,2}})(?: ({_UP})| ({_DOWN})| (?:and|e|or|ou|to|a|through) (\d{{1,2}}))?"
                   rf"|(\d{{1,2}}) (?:stars?|estrelas?)) ")


def levels_said(words: str) -> frozenset[int]:
    """Every Level a word-normalised text names, its ranges spelled out (empty: it names none)."""
    out: set[int] = set()
    for level, up, down, upto, stars in _SAID.findall(words):
        low = int(level or stars)
        if not 1 <= low <= HIGHEST:
            continue
        if up or down:
            out.update(range(low, HIGHEST + 1) if up else range(1, low + 1))
        elif upto and low < int(upto) <= HIGHEST:
            out.update(range(low, int(upto) + 1))
        else:
            out.add(low)
    return frozenset(out)


def by_levels(asked: frozenset[int], own: list, families: list, rows: list, masks: dict) -> set:
    """Of the ranking's candidates (`rows`: rowid, facts), one ruling on Levels that hold a Level
    asked holds its number ("nível 8" asked of "Level 7 ou maior"): the bits of the asker's word
    (`own`, then `families`, each a word's forms) are set in its `masks`. Returned: the
    candidates naming only other Levels, as naming another state than the one asked."""
    if not asked:
        return set()
    numbers = {f" {n} " for n in asked}
    bits = sum(1 << i for i, forms in enumerate(own) if numbers & set(forms))
    bits |= sum(1 << (len(own) + j) for j, (forms, _) in enumerate(families) if numbers & set(forms))
    other = set()
    for rowid, f in rows:
        said = levels_said(f.words)
        if said & asked:
            masks[rowid] |= bits
        elif said:
            other.add(rowid)
    return other
