"""How sure an answer is: the first result's probability among the candidates, calibrated into
`high`, `medium` and `low` (no verdict), and lowered by what the evidence says against it: an
exception in the ruling, a close ruling saying the opposite, a first result that is not about
what was asked (see README, "Confidence" and "No ruling found")."""
from __future__ import annotations

import json
from functools import lru_cache

from .lang import lexicon
from .model import fold
from .cases import OPPOSITE, ruled
from .about import GENERIC_MECHANICS
from .search import WEIGHTS_FILE

POLAR = {("allowed", "forbidden"), ("forbidden", "allowed")}


def _about_the_same(a: dict, b: dict) -> bool:
    """Two records about the same cards and the same specific mechanics ("Magic cards can be
    activated the turn they are Set" is not about a Trap)."""
    return (set(a["cards"]) == set(b["cards"])
            and set(a.get("mechanics", ())) - GENERIC_MECHANICS == set(b.get("mechanics", ())) - GENERIC_MECHANICS)


CONFIDENCE = ("high", "medium", "low")
MIN_FIT = 0.5  # the share of the asker's words a first result with no asked card or mechanic must hold: most of them
MIN_PASSING = 0.3  # … and one naming what is asked only in passing (not its heading); see README


@lru_cache(maxsize=1)
def thresholds() -> dict[str, float]:
    """The probability a first result needs for `high` and `medium` confidence: calibrated on
    the tuning questions by tools/fit_ranking.py --calibrate (data/ranking.json)."""
    try:
        levels = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8")).get("confidence") or {}
    except (OSError, ValueError):
        levels = {}
    return {"high": float(levels.get("high", 0.6)), "medium": float(levels.get("medium", 0.25))}


def confidence(best: dict, others: list[dict], case: str | None = None, asked_cards=(),
               asked_mechanics=(), uncovered=(), fit=None, own_words: int = 0) -> tuple[str, list[str]]:
    """How sure the answer is, and why not more: the first result's probability among the
    candidates, one level less when its ruling holds only in some cases ("unless", "só se")
    or when another of the first three, about the same cards and specific mechanics, gives
    the opposite verdict.
    `case` is what the question asks of the ruling's cases (`cases.asked_case`): the case its
    exception leaves out (the verdict turns: at most medium), the case it keeps (no caveat),
    the other side of its negated condition (no verdict). A question naming cards
    (`asked_cards`) whose first result is about none of them gets no verdict; so does one
    naming no card whose first result is about none of its specific mechanics, one asking a
    mechanic no ruling of the library is about (`uncovered`), one naming cards whose first
    result is about only some of them (by name or by what they do), and one of `own_words`
    (words besides its cards' names) whose first result holds few of them and is not under a
    heading naming an asked card."""
    if case == "other-case":
        return "low", ["other-case"]
    why = best.get("why") or {}
    if asked_cards and not why.get("cards"):
        # the question is about a card no ruling of the first rank is about: the library has
        # nothing on it, and a general ruling found by the other words does not answer for it
        return "low", ["card-not-covered"]
    asked_mechanics = set(asked_mechanics) - GENERIC_MECHANICS
    if uncovered or (asked_mechanics and not asked_cards and not asked_mechanics & set(why.get("mechanics") or ())):
        return "low", ["mechanic-not-covered"]  # likewise for a mechanic ("Link Summon", "Pendulum")
    if not set(asked_cards) <= set(why.get("cards") or ()) | set(why.get("stands_in_for") or ()):
        # of the cards asked together, about some only, and on nothing the others do ("can
        # Morphing Jar be Tributed for Cyber-Stein?" → a ruling on Morphing Jar alone): no ruling
        # of the library is about them together, however far the ranking puts it first (in a
        # small library, a ruling on the one card the library knows wins by default)
        return "low", ["cards-not-together"]
    level = thresholds()
    p = best.get("probability", 0.0)
    rank = 0 if p >= level["high"] else 1 if p >= level["medium"] else 2
    reasons = []
    # the probability is relative to the other candidates: in a small library the best of poor
    # matches is still the best, so a first result that shares little with the question (few
    # of its words, none of its cards or mechanics) gives no verdict at all; nor does one that
    # shares few of them and names what is asked in passing, not under a heading about it
    # ("Snatch Steal" in a ruling on Rivalry of Warlords, a mechanic in a rule about another)
    coverage = why.get("coverage", 1.0)
    if coverage < MIN_FIT and not why.get("cards") and not why.get("mechanics"):
        return "low", ["weak match"]
    if own_words and coverage < MIN_PASSING and not why.get("heading_card"):
        return "low", ["weak match"]
    if case == "exception-applies":
        rank = max(rank, 1)
        reasons.append("exception-applies")
    elif case != "exception-met" and lexicon(best["lang"]).exceptions.search(fold(ruled(best))):
        rank = _lowered(rank)
        reasons.append("exception")
    given = label_for_case(best["label"], case)
    for other in others[:2]:
        if ((given, other["label"]) in POLAR and _about_the_same(best, other) and not other.get("superseded_by")
                and fold(other["text"]) != fold(best["text"]) and (fit is None or fit(other) >= fit(best))):
            rank = _lowered(rank)
            reasons.append("opposite")
            break
    return CONFIDENCE[min(rank, 2)], reasons


def _lowered(rank: int) -> int:
    """One level less for a caveat, but never from a verdict to none: the caveat (an exception
    in the ruling, a close ruling saying the opposite) is shown beside the verdict, and the
    verdict a `medium` first result gives is mostly right with one too (see README)."""
    return rank + 1 if rank == 0 else rank


def label_for_case(label: str, case: str | None) -> str:
    """The verdict a ruling gives for the case asked: its own label, or the other side when the
    question asks the case its exception leaves out ("exception-applies"; an outcome has none)."""
    return OPPOSITE.get(label, label) if case == "exception-applies" else label
