"""How sure an answer is: the first result's probability among the candidates, calibrated into
`high`, `medium` and `low` (no verdict), and lowered by what the evidence says against it: an
exception in the ruling, a close ruling saying the opposite, a first result that is not about
what was asked (see README, "Confidence" and "No ruling found")."""
from __future__ import annotations

import math
from functools import lru_cache

from .lang import lexicon
from .model import fold
from .cases import OPPOSITE, complementary, ruled
from .about import GENERIC_MECHANICS
from .fitted import ranking_file

POLAR = {("allowed", "forbidden"), ("forbidden", "allowed")}


def about_the_same(a: dict, b: dict) -> bool:
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
    levels = ranking_file().get("confidence") or {}
    return {"high": float(levels.get("high", 0.6)), "medium": float(levels.get("medium", 0.25))}


# What a first result's evidence is made of, beside its probability among the candidates: the
# chance it is right at rank 1 is a logistic function of these, fitted by tools/fit_confidence.py
# on questions the ranking was not fitted on (data/ranking.json, "sureness"; see README).
EVIDENCE = ("chance", "coverage", "cards_asked", "no_card_asked", "asks", "label_asked", "example",
            "qa", "same_language", "heading_card", "cards_named", "subject")


def evidence(best: dict, label: str, asked_cards=(), wants=()) -> dict[str, float]:
    """The first result's evidence: its probability among the candidates (as log-odds), the
    share of the asker's words it holds, how many cards were asked and whether the question asks
    a verdict its label gives, what kind of passage it is (a worked example, a Q&A), whether it
    is in the asker's language, under a heading naming an asked card, how many cards it names,
    and whether the first card it names is an asked one (a ruling about that card, not one
    naming it in passing)."""
    why = best.get("why") or {}
    p = min(max(float(best.get("probability", 0.0)), 1e-4), 1 - 1e-4)
    wants = set(wants)
    return {
        "chance": math.log(p / (1 - p)),
        "coverage": float(why.get("coverage", 1.0)),
        "cards_asked": float(min(len(asked_cards), 3)),
        "no_card_asked": float(not asked_cards),
        "asks": float(bool(wants)),
        "label_asked": float(label in wants),
        "example": float(best.get("kind") == "example"),
        "qa": float(best.get("kind") == "qa"),
        "same_language": float(why.get("same_language", True)),
        "heading_card": float(bool(why.get("heading_card"))),
        "cards_named": float(min(len(best.get("cards") or ()), 6)),
        "subject": float(_about_an_asked_card(best, why.get("cards") or ())),
    }


def _about_an_asked_card(best: dict, asked) -> bool:
    """Whether a ruling is about an asked card rather than naming it in passing: the card is in
    its heading, or the first card its text names ("If Rivalry of Warlords is active and you take
    control … with Snatch Steal" is about Rivalry of Warlords)."""
    asked = [fold(name) for name in asked]
    if not asked:
        return False
    heading = fold(best.get("context") or "")
    if any(name in heading for name in asked):
        return True
    text = fold(best.get("text") or "")
    where = {name: text.find(name) for name in map(fold, best.get("cards") or ())}
    where = {name: at for name, at in where.items() if at >= 0}
    return bool(where) and min(where, key=where.get) in asked


@lru_cache(maxsize=1)
def sureness_model() -> dict | None:
    """The fitted model of `evidence` (data/ranking.json, "sureness"): its weights, bias, the
    chance of being right a `high` answer needs beside its probability and the chance any
    verdict needs; None without one (the probability alone decides)."""
    try:
        model = ranking_file().get("sureness")
        return {"weights": {name: float(model["weights"].get(name, 0.0)) for name in EVIDENCE},
                "bias": float(model["bias"]), "high": float(model["high"]), "verdict": float(model.get("verdict", 0.0))}
    except (KeyError, TypeError, AttributeError, ValueError):  # none, or not a model's shape
        return None


def sureness(facts: dict[str, float], model: dict) -> float:
    """The chance a first result so evidenced is right at rank 1 (the model's logistic)."""
    z = model["bias"] + sum(model["weights"][name] * facts[name] for name in EVIDENCE)
    return 1 / (1 + math.exp(-max(min(z, 30.0), -30.0)))


def confidence(best: dict, others: list[dict], case: str | None = None, asked_cards=(),
               asked_mechanics=(), uncovered=(), fit=None, own_words: int = 0, wants=()) -> tuple[str, list[str]]:
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
    heading naming an asked card. A verdict, and a `high` one more, needs besides its probability
    `evidence` that makes it right at rank 1 as often as the model fitted on it requires
    (`wants`: the verdicts the question asks)."""
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
    given = label_for_case(best["label"], case)
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
    model = sureness_model()
    if model and rank < 2:
        # probable among the candidates, but on evidence that is often wrong at rank 1 (a worked
        # example or another card's ruling naming the asked card in passing, a passage in the
        # other language holding few of the asker's words): the best of a library's poor matches
        # is no verdict when such results are seldom right, and not `high` when not mostly
        chance = sureness(evidence(best, given, asked_cards, wants), model)
        if chance < model["verdict"]:
            return "low", ["little-evidence"]
        if rank == 0 and chance < model["high"]:
            rank = 1
            reasons.append("weak-evidence")
    if case == "exception-applies":
        rank = max(rank, 1)
        reasons.append("exception-applies")
    elif case != "exception-met" and lexicon(best["lang"]).exceptions.search(fold(ruled(best))):
        rank = _lowered(rank)
        reasons.append("exception")
    for other in others[:2]:
        if ((given, other["label"]) in POLAR and about_the_same(best, other) and not other.get("superseded_by")
                and fold(other["text"]) != fold(best["text"]) and not complementary(best, other)
                and (fit is None or fit(other) >= fit(best))):
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
