"""Ask: a judge's question → the verdict on top, the records behind it, and disagreements."""
from __future__ import annotations

import json
from functools import lru_cache

from .lang import lexicon
from .model import JudgeError, fold
from .query import understand
from .search import WEIGHTS_FILE, rank, warm_facts

ANSWER_POOL = 10  # records considered for the answer and for disagreements
POLAR = {("allowed", "forbidden"), ("forbidden", "allowed")}


def summary(record: dict) -> str:
    verdict = " ".join(record["verdict"].split())
    situation = " ".join(record["situation"].split())
    if situation and situation != record.get("context"):
        return f"{record['label'].upper()}: {situation} → {verdict}"
    return f"{record['label'].upper()}: {verdict}"


def zones(record: dict) -> frozenset:
    """The places a record's verdict names (hand, field, Graveyard…), in its own language."""
    lex = lexicon(record["lang"])
    text = fold(record["verdict"])
    found = set()
    # longest names first, blanked once found: "extra deck" is not also "deck"
    for zone, rx in sorted(lex.zones, key=lambda z: -max(len(p) for p in z[1].pattern.split("|"))):
        if rx.search(text):
            found.add(zone)
            text = rx.sub(" ", text)
    return frozenset(found)


def disagreement(best: dict, others: list[dict]) -> dict | None:
    """A record among the top ones that says otherwise on the same subject, if any.

    Two records disagree when they share a card or mechanic and either give opposite verdicts
    (allowed vs forbidden) or the same kind of verdict over different places (materials "in
    the hand or on the field" vs "in the hand, on the field or in the Graveyard").
    """
    subject = set(best["cards"]) | set(best["mechanics"]) - {"hand", "graveyard", "activation", "destruction"}
    best_zones = zones(best)
    for other in others:
        shared = subject & (set(other["cards"]) | set(other["mechanics"]))
        if not shared or other["id"] == best["id"] or other["text"] == best["text"]:
            continue
        if (best["label"], other["label"]) in POLAR and best["cards"] and set(best["cards"]) == set(other["cards"]):
            return {"record": other["id"], "reason": f"{best['label']} here, {other['label']} there", "on": sorted(shared)}
        other_zones = zones(other)
        if (best["label"] == other["label"] == "required" and len(best_zones) >= 2 and len(other_zones) >= 2
                and best_zones != other_zones and (best_zones < other_zones or other_zones < best_zones)):
            return {"record": other["id"], "on": sorted(shared),
                    "reason": f"places differ: {', '.join(sorted(best_zones))} vs {', '.join(sorted(other_zones))}"}
    return None


CONFIDENCE = ("high", "medium", "low")
MIN_FIT = 0.25  # the share of the asker's words a first result with no asked card or mechanic must hold


@lru_cache(maxsize=1)
def thresholds() -> dict[str, float]:
    """The probability a first result needs for `high` and `medium` confidence: calibrated on
    the tuning questions by tools/fit_ranking.py --calibrate (data/ranking.json)."""
    try:
        levels = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8")).get("confidence") or {}
    except (OSError, ValueError):
        levels = {}
    return {"high": float(levels.get("high", 0.6)), "medium": float(levels.get("medium", 0.25))}


def confidence(best: dict, others: list[dict]) -> tuple[str, list[str]]:
    """How sure the answer is, and why not more: the first result's probability among the
    candidates, one level less when its ruling holds only in some cases ("unless", "só se")
    or when another of the first three, about the same cards, gives the opposite verdict."""
    level = thresholds()
    p = best.get("probability", 0.0)
    rank = 0 if p >= level["high"] else 1 if p >= level["medium"] else 2
    reasons = []
    why = best.get("why") or {}
    # the probability is relative to the other candidates: in a small library the best of poor
    # matches is still the best, so a first result that shares little with the question (few
    # of its words, none of its cards or mechanics) gives no verdict at all
    if why.get("coverage", 1.0) < MIN_FIT and not why.get("cards") and not why.get("mechanics"):
        return "low", ["weak match"]
    if lexicon(best["lang"]).exceptions.search(fold(best["text"])):
        rank += 1
        reasons.append("exception")
    for other in others[:2]:
        if ((best["label"], other["label"]) in POLAR and set(best["cards"]) == set(other["cards"])
                and fold(other["text"]) != fold(best["text"])):
            rank += 1
            reasons.append("opposite")
            break
    return CONFIDENCE[min(rank, 2)], reasons


# one question per language the app speaks, naming a card and a mechanic: asking them once fills
# what every later question reads (word counts, matchers, translations, the spotting index)
WARM_QUESTIONS = ("Can I activate a Quick-Play Spell from my hand during my opponent's Battle Phase?",
                  "Posso ativar uma Armadilha no mesmo turno em que a setei?")


def warm(db, resolver=None) -> int:
    """Load what answering reads of this database file, once, before the first question (a web
    server calls it before its workers start, so they share it); the records whose facts are kept."""
    kept = warm_facts(db)
    for question in WARM_QUESTIONS:
        ask(db, question, resolver)
    return kept


def ask(db, question: str, resolver=None, limit: int = 5) -> dict:
    """`judge ask`: the answer (label, one-line summary, source, check, confidence), then the
    ranked records; when nothing fits well enough, no verdict and the closest records."""
    if limit < 1 or limit > 100:
        raise JudgeError("--limit must be between 1 and 100")
    q = understand(db, question, resolver)
    pool = rank(db, q, max(limit, ANSWER_POOL))
    out = {"query": q.text, "lang": q.lang, "cards": q.cards, "mechanics": q.mechanics, "corrected": q.corrected,
           "asks": list(q.wants), "answer": None, "results": pool[:limit]}
    if not pool:
        out["closest"] = []
        return out
    best = pool[0]
    level, reasons = confidence(best, pool[1:])
    if level == "low":  # a verdict this unsure is not given: the closest rulings are shown instead
        out["closest"] = [{"record": r["id"], "summary": summary(r), "label": r["label"], "source": r["source"]}
                          for r in pool[:3]]
        out["unsure"] = reasons or ["weak match"]
        return out
    answer = {"label": best["label"], "summary": summary(best), "record": best["id"],
              "checked": best["check"]["status"], "source": best["source"], "confidence": level,
              "probability": best.get("probability", 0.0)}
    if reasons:
        answer["caveats"] = reasons
    other = disagreement(best, pool[1:ANSWER_POOL])
    if other:
        conflicting = next(r for r in pool if r["id"] == other["record"])
        answer["disagreement"] = {**other, "summary": summary(conflicting), "source": conflicting["source"]}
        if conflicting not in out["results"]:
            out["results"] = out["results"][:limit - 1] + [conflicting] if limit > 1 else out["results"]
    out["answer"] = answer
    return out
