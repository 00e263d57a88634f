"""One result per ruling: the ranked records as a judge reads them, a ruling found twice (two
documents, two clauses of one sentence, nearly the same words, a sentence and the passage
holding it) shown once, citing every source."""
from __future__ import annotations

import math
from collections import Counter

from rapidfuzz import fuzz

from .lang import turning_words
from .model import fold
from .text import version_cache, words_of_folded

TWINS_CACHED = 50_000  # texts whose folded form and words a process keeps


def chances(scored: list, lifted: dict, texts: dict):
    """The chance of each record's text being the right answer among the candidates, as
    `chance(id)` → (what identifies its text, the chance): a softmax of the scored records'
    scores ((score, rowid, id, why)), each less what it was `lifted` for its copies, summed
    over the copies of one text (`texts`: id → its text's identity, for the lifted ones)."""
    top = scored[0][0] if scored else 0.0
    weight = {rid: math.exp(total - top) for total, _, rid, _ in scored}
    of_text: dict = {}
    for rid, lift in lifted.items():
        if rid in weight:
            weight[rid] *= math.exp(-lift)
            of_text[texts[rid]] = of_text.get(texts[rid], 0.0) + weight[rid]
    norm = sum(weight.values()) or 1.0

    def chance(rid: str) -> tuple:
        if rid in lifted:
            return texts[rid], of_text[texts[rid]] / norm
        return rid, weight.get(rid, 0.0) / norm
    return chance


def distinct(db, scored: list, limit: int, explain, chance) -> list[dict]:
    """The best `limit` of the scored records ((score, rowid, id, why), best first), a ruling
    printed in two places shown once (citing both), each with its `probability` of being the
    right answer among the candidates (`chance(id)`, as `chances` gives it: a text's copies, and
    the rulings shown with it, add up) and its `why` (`explain(why)`)."""
    from .records import fetch_records

    shown: list[tuple[str, dict]] = []  # each result so far with its words (`words_of` of its text)
    seen: dict[str, int] = {}  # a shown text (folded) → its place in `shown`
    held: list[dict] = []  # at each place in `shown`: the texts whose chance it holds
    twins = version_cache(db, "twins")

    def add(i: int, rid: str) -> None:
        text, p = chance(rid)
        held[i].setdefault(text, p)
        shown[i][1]["probability"] = round(sum(held[i].values()), 4)

    for start in range(0, len(scored), limit * 2):  # fetch in pages until `limit` distinct texts
        chunk = scored[start:start + limit * 2]
        records = {r["id"]: r for r in fetch_records(db, [rid for _, _, rid, _ in chunk])}
        for total, _, rid, why in chunk:
            rec = records[rid]
            kept_forms = twins.get(rid)
            if kept_forms is None:
                if len(twins) > TWINS_CACHED:
                    twins.clear()
                folded = fold(rec["text"])
                kept_forms = twins[rid] = (folded, words_of_folded(folded))
            twin, said = kept_forms
            out = [r for _, r in shown]
            wider = _encloses(rec, out)
            if wider is not None:  # the same ruling with the sentence that leans on it: the fuller one shown
                i = next(n for n, r in enumerate(out) if r is wider)
                rec.update(score=wider["score"], why=explain(why))
                shown[i], seen[twin] = (said, rec), i
                add(i, rid)
                continue
            i = seen.get(twin)
            if i is None:
                kept = _near_twin(rec, said, shown) or enclosed(rec, out)
                i = next((n for n, r in enumerate(out) if r is kept), None) if kept is not None else None
            if i is not None:  # the same text (another document, or another clause of one sentence)
                kept = shown[i][1]
                add(i, rid)
                if rec["source"] != kept["source"] and rec["source"] not in kept.get("also", ()):
                    kept.setdefault("also", []).append(rec["source"])
                continue
            rec.update(score=round(total, 2), why=explain(why))
            seen[twin] = len(shown)
            shown.append((said, rec))
            held.append({})
            add(len(shown) - 1, rid)
            if len(shown) == limit:
                return [r for _, r in shown]
    return [r for _, r in shown]


def copy_lifts(totals: list[float], texts: list) -> list[float]:
    """How far each score rises for its text's copies (`texts`: what identifies each one's text,
    the same for its copies): the log of the sum of their weights relative to the best copy's, 0
    for a text given once. The chance that the answer is a ruling is the sum of the chances of the
    records that give it (as the ranking is fitted), so a ruling two documents give outranks one
    given once and scored as high; a text's copies keep their distance."""
    if len(set(texts)) == len(texts):
        return [0.0] * len(totals)  # no text twice
    twice = {text for text, n in Counter(texts).items() if n > 1}
    top: dict = {}
    for total, text in zip(totals, texts):
        if text in twice and total > top.get(text, -math.inf):
            top[text] = total
    weight: dict = {}
    for total, text in zip(totals, texts):
        if text in twice:
            weight[text] = weight.get(text, 0.0) + math.exp(total - top[text])
    return [math.log(weight[text]) if text in twice else 0.0 for text in texts]


def _span(rec: dict) -> tuple:
    source = rec["source"]
    return source["document"], source["start"], source["end"]


def enclosed(rec: dict, out: list[dict]) -> dict | None:
    """A result already shown whose passage holds this record's (a sentence shown with the one
    that leans on it, "This effect does not target.")."""
    doc, start, end = _span(rec)
    for other in out:
        odoc, ostart, oend = _span(other)
        if odoc == doc and ostart <= start and end <= oend:
            return other
    return None


def _encloses(rec: dict, out: list[dict]) -> dict | None:
    """A result already shown whose passage this record's holds, with the same label: the
    same ruling, and the sentence after it that leans on it."""
    doc, start, end = _span(rec)
    for other in out:
        odoc, ostart, oend = _span(other)
        if odoc == doc and start <= ostart and oend <= end and (start, end) != (ostart, oend) \
                and other["label"] == rec["label"]:
            return other
    return None


NEAR_TWIN = 90.0  # rapidfuzz ratio of two texts' words at which they may be one ruling written twice
NEAR_WORDS = 2  # and at most one word written otherwise (a typo: "hand" / "hard")


def _near_twin(rec: dict, said: str, shown: list[tuple[str, dict]]) -> dict | None:
    """A result already shown ((words, record)) that gives this record's ruling in nearly the
    same words (two documents of one ruling: quotes, case, a typo): the same label, cards and
    mechanics, one word at most written otherwise ("is Tributed" is not "is returned to the
    hand"), and no word that turns a ruling ("not", "only", a number) in one and not the
    other. `said` is the record's words. Word for word the same, the cards a document's quotes
    let ingest tag do not matter ("Gamble" unquoted in one export is a word, quoted in the other
    the card): one ruling, written twice."""
    for other_words, other in shown:
        if said == other_words and other["label"] == rec["label"]:
            return other
        if (other["label"] != rec["label"] or set(other["cards"]) != set(rec["cards"])
                or set(other["mechanics"]) != set(rec["mechanics"]) or fuzz.ratio(said, other_words) < NEAR_TWIN):
            continue  # "Synchro materials must …" is not "Xyz materials must …"
        mine, theirs = said.split(), other_words.split()
        if (len(set(mine) ^ set(theirs)) <= NEAR_WORDS
                and turning_words(mine, rec["lang"], other["lang"]) == turning_words(theirs, rec["lang"], other["lang"])):
            return other
    return None


def break_ties(scored: list, answered) -> list:
    """Runs of equal scores ordered by `answered(item)`, most first (stable otherwise)."""
    out, i = [], 0
    while i < len(scored):
        j = i + 1
        while j < len(scored) and scored[j][0] == scored[i][0]:
            j += 1
        run = scored[i:j]
        if len(run) > 1:
            run.sort(key=lambda s: -answered(s))
        out += run
        i = j
    return out
