"""Ask: a judge's question → the verdict on top, the records behind it, and disagreements."""
from __future__ import annotations

import gc
import json
import re

from .lang import lexicon, turning_words
from .model import FORMATS, JudgeError, fold
from .query import understand
from .text import SENTENCE_END, words_of
from .typos import typo_vocabulary
from .clauses import label, split
from .cases import (ASKED, asked_case, case_fit, complementary, content_words, grouped_cards, opening_condition,
                    reaches_asked, condition_fit, sentence_fit, side_asked)
from .asks import gives_kind, names_nothing
from .eras import library_format
from .facts import warm_facts
from .search import rank
from .confidence import POLAR, about_the_same, confidence, label_for_case
from .records import fetch_records
from .results import enclosed
from .about import GENERIC_MECHANICS
from .store import counterparts
from .text import version_cache

ANSWER_POOL = 10  # records considered for the answer and for disagreements


def summary(record: dict) -> str:
    if record.get("label_sentence"):  # the sentence of the ruling whose verdict was asked (`_sentence_asked`)
        return f"{record['label'].upper()}: {' '.join(record['label_sentence'].split())}"
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


SAME_SITUATION = 0.6  # share of the shorter situation's words the other must hold


def _content_words(text: str, lang: str) -> set[str]:
    """A text's words that carry its subject (`cases.content_words`), zone names aside."""
    words = set(content_words(text))
    for _, rx in lexicon(lang).zones:
        words = {w for w in words if not rx.fullmatch(w)}
    return words


def _situation(rec: dict) -> str:
    """A record's own condition (never a heading, see records.when), else its whole text."""
    shown = rec.get("when", rec.get("situation", ""))
    return shown or rec["text"]


def same_situation(a: dict, b: dict) -> bool:
    """Whether two records rule on the same situation: most words of the shorter situation (its
    condition, else its text) are in the other's."""
    wa = _content_words(_situation(a), a["lang"])
    wb = _content_words(_situation(b), b["lang"])
    if not wa or not wb:
        return False
    shared = wa & wb
    return len(shared) >= 2 and len(shared) >= SAME_SITUATION * min(len(wa), len(wb))


def disagreement(best: dict, others: list[dict]) -> dict | None:
    """A record among the top ones that rules otherwise on the same thing, if any.

    Two records disagree only when they are about the same cards and the same situation and
    their verdicts are opposite (one allows what the other forbids), or when both require the
    same thing (the same specific mechanic, most of the same words) in places one of which
    holds the other's (materials "in the hand or on the field" against "in the hand, on the
    field or in the Graveyard"). `kind` says which, for the words a judge reads.
    """
    best_mechs = set(best["mechanics"]) - GENERIC_MECHANICS
    best_zones = zones(best)
    for other in others:
        if other["id"] == best["id"] or fold(other["text"]) == fold(best["text"]) or other.get("superseded_by"):
            continue  # a ruling another replaced is no longer the ruling: it contradicts nothing
        if ((best["label"], other["label"]) in POLAR and set(best["cards"]) == set(other["cards"])
                and (best["cards"] or best_mechs & set(other["mechanics"])) and same_situation(best, other)
                and not complementary(best, other)):
            return {"record": other["id"], "kind": "opposite", "on": sorted(set(best["cards"]) or best_mechs),
                    "reason": f"{best['label']} here, {other['label']} there"}
        shared = best_mechs & set(other["mechanics"])
        if not shared or not (best["label"] == other["label"] == "required"):
            continue
        other_zones = zones(other)
        nested = best_zones != other_zones and (best_zones < other_zones or other_zones < best_zones)
        if (nested and len(best_zones) >= 2 and len(other_zones) >= 2
                and len(_content_words(best["text"], best["lang"]) & _content_words(other["text"], other["lang"])) >= 2):
            return {"record": other["id"], "kind": "places", "on": sorted(shared),
                    "reason": f"places differ: {', '.join(sorted(best_zones))} vs {', '.join(sorted(other_zones))}"}
    return None


def _other_format(a: dict, b: dict) -> bool:
    fa, fb = a["source"].get("format"), b["source"].get("format")
    return bool(fa and fb and fa != fb)


def by_format(best: dict, others: list[dict]) -> list[dict]:
    """When a close ruling of another format rules on the same situation otherwise, both
    rulings, each with its format and date (the first of each format). Otherwise is opposite
    verdicts, or a word that turns a ruling ("not", "neither", "only") or a number in one
    verdict and not the other: two documents' wordings of one ruling are not a change."""
    for other in others:
        if _other_format(best, other) and same_situation(best, other) and (
                (best["label"], other["label"]) in POLAR or _turns(best) != _turns(other)):
            return [{"format": r["source"]["format"], "date": r["source"].get("date"), "label": r["label"],
                     "verdict": r["verdict"], "record": r["id"]} for r in (best, other)]
    return []


def _turns(rec: dict) -> frozenset[str]:
    """The words of a record's verdict that turn a ruling (`turning_words`)."""
    return turning_words(re.findall(r"\w+", fold(rec["verdict"])), rec["lang"])


# one question per language the app speaks, naming a card and a mechanic: asking them once fills
# what every later question reads (word counts, matchers, translations, the spotting index)
WARM_QUESTIONS = ("Can I activate a Quick-Play Spell from my hand during my opponent's Battle Phase?",
                  "Posso ativar uma Armadilha no mesmo turno em que a setei?")


def warm(db, resolver=None) -> int:
    """Load what answering reads of this database file, once, before the first question (a web
    server calls it before its workers start, so they share it); the records whose facts are kept.
    What it loaded lives as long as the process: out of the collector's reach (`gc.freeze`), or each
    full collection walks every card's names and record's facts again, a pause of 0.1 s mid-question."""
    kept = warm_facts(db)
    typo_vocabulary(db)
    if resolver is not None:
        resolver.prepare_spotting()
    for question in WARM_QUESTIONS:
        ask(db, question, resolver)
    gc.collect()  # what the warm-up left over is freed first, not kept for ever
    gc.freeze()
    return kept


def ruled_mechanics(db) -> frozenset[str]:
    """The mechanics some record of this database is about (read once per database file)."""
    cache = version_cache(db, "ruled_mechanics")
    if "all" not in cache:
        cache["all"] = frozenset(m for (m,) in db.execute("select distinct mechanic from record_mechanics"))
    return cache["all"]


def _case_breaks_the_tie(pool: list[dict], q) -> str | None:
    """Of the first results tied (the same score), or of the first three a ruling about the same
    cards (of none, the same mechanics) whose own condition the question names, one whose own
    condition is not the other side of what is asked comes first ("if you have no Toon World …"
    asked with a Toon World up); of two rulings on the two sides of one condition ("if a Field
    Spell is added …", "if no Field Spell is added …"), the side the question says. The case the
    first result is asked in (`asked_case`)."""
    case = asked_case(pool[0], q)
    tied = [r for r in pool[1:] if r.get("score") == pool[0].get("score")]
    tied += [r for r in pool[1:3] if r not in tied and r.get("when") and condition_fit(q, r["when"], r["cards"]) >= ASKED
             and (set(r["cards"]) == set(pool[0]["cards"]) if pool[0]["cards"] else about_the_same(pool[0], r))]
    if case == "other-case" and tied:
        for r in tied:
            fits = asked_case(r, q)
            if fits != "other-case":
                pool.remove(r)
                pool.insert(0, r)
                return fits
    if case is None:
        # two rulings on the two sides of one condition ("if a Field Spell is added …, it can't",
        # "if no Field Spell is added …, it can"): the side the question says answers
        for r in pool[1:3]:
            if (complementary(pool[0], r) and set(r["cards"]) == set(pool[0]["cards"])
                    and (r["label"], pool[0]["label"]) in POLAR):
                if side_asked(q, pool[0], r) is r:
                    pool.remove(r)
                    pool.insert(0, r)
                    return asked_case(r, q)
                break
    return case


def _clauses_asked(db, pool: list[dict], q) -> list[dict]:
    """Of the verdicts of each result's sentence ("you may still Summon, but if they chain
    Imperial Order you may not"), the one whose case the question names (`case_fit`): the result
    shown is the sentence, its verdict and label that one's; its score and place stay the
    sentence's. The other verdicts of every result are read in one query."""
    spans = json.dumps([[r["source"]["document"], r["source"]["start"], r["source"]["end"]] for r in pool])
    siblings: dict[tuple, list[str]] = {}
    for rid, doc, start, end in db.execute(
            "select r.id, r.document, r.start, r.end from json_each(?) j join records r "
            "on r.document = json_extract(j.value, '$[0]') and r.start = json_extract(j.value, '$[1]') "
            "and r.end = json_extract(j.value, '$[2]')", [spans]):
        siblings.setdefault((doc, start, end), []).append(rid)
    out = []
    for result in pool:
        source = result["source"]
        others = [i for i in siblings.get((source["document"], source["start"], source["end"]), ()) if i != result["id"]]
        best, fit = result, None
        siblings_of = fetch_records(db, others) if others else []
        # a condition opening the sentence is the case of its verdicts that name none ("If A, B, but C")
        shared = siblings_of and opening_condition(result["text"], [r["verdict"] for r in [result, *siblings_of]],
                                                   result["lang"])
        for other in siblings_of:
            if other["verdict"] == result["verdict"]:
                continue
            if fit is None:
                fit = case_fit(q, result["verdict"], shared or result["situation"], result["lang"])
            other_fit = case_fit(q, other["verdict"], shared or other["situation"], other["lang"])
            if other_fit > fit:
                best, fit = other, other_fit
        kept = {k: v for k, v in result.items() if k not in best or k in ("score", "probability", "why", "also")}
        out.append(result if best is result else {**best, **kept})
    return out


AS_OF = re.compile(r"\d{4}(?:-\d{2}(?:-\d{2})?)?")
MODAL_WANTS = frozenset({"allowed", "forbidden", "required"})
PERMISSIONS = frozenset({"allowed", "forbidden"})  # what a player may do (a duty is no outcome: "two must be Tributed")


def _what_happens_asked(pool: list[dict], q) -> list[dict]:
    """A question asking only what happens, and what of it (how much, when, where, whose:
    `Query.kinds`), answered by a ruling labelled by what a player may or may not do, whose verdict
    gives what was asked ("you can Tribute "Embodiment of Apophis" to do 800 damage" for "how much
    damage …?"): the label shown is the outcome; the ruling's own stays in `ruling_label`."""
    if set(q.wants) - {"outcome"} or not q.kinds:  # asked nothing else ("quanto de dano …?" asks no label)
        return pool
    return [{**r, "label": "outcome", "ruling_label": r["label"]}
            if r["label"] in PERMISSIONS and not r.get("ruling_label")
            and gives_kind(q.kinds, r["lang"], words_of(r["text"]), words_of(r["verdict"])) else r for r in pool]


def _sentence_asked(pool: list[dict], q) -> list[dict]:
    """A question asking what a player may or must do, answered by a ruling of several sentences
    whose own label says only what happens, or a duty not asked (an example concluding "X must
    already be face-up", a Q&A answer opening with what a card does): the label shown is that of
    the clause, of those giving a label asked for, that holds most of what was asked ("… he would
    not be able to also negate …"). The ruling's own label stays in `ruling_label`."""
    if not MODAL_WANTS & set(q.wants):
        return pool
    out = []
    for r in pool:
        told = [r["verdict"]] + ([r["situation"] or ""] if r["kind"] == "example" else [])
        said = [s for text in told for s in SENTENCE_END.split(text) if s.strip() and not s.rstrip().endswith("?")]
        if r["label"] in q.wants or r["label"] not in ("outcome", "required") or len(said) < 2:
            out.append(r)
            continue
        lex = lexicon(r["lang"])
        fit, given, sentence = 0.0, "", ""
        for said_one in said:
            for clause in split(said_one, lex):
                verdict = said_one[clause.verdict[0]:clause.verdict[1]]
                its = label(verdict, lex).value
                if its in q.wants:  # of clauses holding as much, the first
                    case = said_one[clause.situation[0]:clause.situation[1]] if clause.situation else ""
                    held = sentence_fit(q, f"{case} {verdict}")
                    if held > fit:
                        fit, given, sentence = held, its, said_one.strip()
        out.append({**r, "label": given, "ruling_label": r["label"], "label_sentence": sentence} if fit > 0 else r)
    return out


# what a result was ranked by and its answer is read from, when the passage shown is a fuller one
CLAUSE_FIELDS = ("score", "probability", "why", "label", "verdict", "situation", "when", "cards", "mechanics")


def _with_what_leans_on_it(pool: list[dict]) -> list[dict]:
    """A result and, lower, the passage of it with the sentence that leans on it ("… does not have
    to attack it. However, it will prevent it from attacking directly", "… So you cannot …"): the
    fuller passage is shown once, in the first one's place, so the sentence that the premise's
    reader needs is not a result of its own further down; its place, evidence and label stay the
    ranked sentence's, its verdict is shown on to the passage's end, and a fuller passage labelled
    otherwise gives its label as `ruling_label`.
    (The passage ranked first takes in the sentence it holds in `results.distinct`.)"""
    out = list(pool)
    for i, r in enumerate(out):
        wider = enclosed(r, out[i + 1:])  # (`results.distinct` shows no two results of one passage)
        if wider is None:
            continue
        out.pop(next(j for j in range(i + 1, len(out)) if out[j] is wider))
        kept = {k: r[k] for k in CLAUSE_FIELDS if k in r}
        # the verdict shown goes on to the end of the passage: the sentence leaning on it is read with it
        tail = wider["text"][r["source"]["end"] - wider["source"]["start"]:].strip()
        kept["verdict"] = f"{r['verdict'].rstrip()} {tail}".strip()
        if r["label"] != wider["label"]:
            kept.update(ruling_label=wider["label"], label_sentence=wider["text"])
        out[i] = {**wider, **kept}
    return out


def _reach_asked(pool: list[dict], q) -> list[dict]:
    """A question asking whether a player may do something in a case, answered by a ruling that
    says only what happens, and that it happens in that case too ("This negates the activation of a
    card, even in the Damage Step" asked "can it negate during the Damage Step?"): what the ruling
    says happens even there may be done there, so the label shown is allowed. The ruling's own
    label stays in `ruling_label`."""
    if "allowed" not in q.wants:
        return pool
    return [{**r, "label": "allowed", "ruling_label": r["label"]}
            if r["label"] == "outcome" and not r.get("ruling_label") and reaches_asked(q, r["verdict"], r["lang"])
            else r for r in pool]


def ask(db, question: str, resolver=None, limit: int = 5, fmt: str | None = None, as_of: str | None = None) -> dict:
    """`judge ask`: the answer (label, one-line summary, source, check, confidence), then the
    ranked records; when nothing fits well enough, no verdict and the closest records. `fmt`
    and `as_of` ask as of a format and a date (see eras.py)."""
    if limit < 1 or limit > 100:
        raise JudgeError("--limit must be between 1 and 100")
    if not isinstance(question, str) or not any(ch.isalnum() for ch in question):
        raise JudgeError("the question has no words: ask it in a sentence, e.g. \"can I chain Mirror Force to a direct attack?\"")
    if fmt and fmt not in FORMATS:
        raise JudgeError(f"--format must be one of {', '.join(FORMATS)}")
    if as_of and not AS_OF.fullmatch(as_of):
        raise JudgeError(f"--as-of {as_of!r}: a date as YYYY-MM-DD (or YYYY-MM, YYYY)")
    q = understand(db, question, resolver)
    q.format, q.as_of = fmt or q.format, as_of or ""
    pool = rank(db, q, max(limit, ANSWER_POOL))
    pool = _with_what_leans_on_it(_clauses_asked(db, pool, q)) if pool else pool
    pool = _reach_asked(_what_happens_asked(_sentence_asked(pool, q), q), q)
    case = _case_breaks_the_tie(pool, q) if pool else None
    asked_format = q.format or library_format(db)
    out = {"query": q.text, "lang": q.lang, "cards": q.cards, "mechanics": q.mechanics, "corrected": q.corrected,
           "asks": list(q.wants), "format": asked_format or None, "as_of": q.as_of or None,
           "answer": None, "results": pool[:limit]}
    if not pool:
        out["closest"] = []
        return out
    best = pool[0]
    if not q.cards and not q.mechanics and names_nothing(q.text):
        level, reasons = "low", ["nothing-asked"]  # "is it allowed?": about nothing, so no ruling answers it
    else:
        grouped = grouped_cards(q, record=best)  # a card of the group a ruling restricts to is answered by it ("Only Counter Traps …")
        level, reasons = confidence(best, pool[1:], case, [c for c in q.card_names if c not in grouped], q.mechanics,
                                    set(q.mechanics) - ruled_mechanics(db),
                                    lambda r: case_fit(q, r["verdict"], r["situation"], r["lang"]),
                                    len(q.stems), q.wants)
    if level == "low":  # a verdict this unsure is not given: the closest rulings are shown instead
        shown = _labels_for_the_case(pool[:max(limit, 3)], q, case)  # each case read once
        out["closest"] = [{"record": r["id"], "summary": summary(r), "label": r["label"], "source": r["source"]}
                          for r in shown[:3]]
        out["unsure"] = reasons or ["weak match"]
        out["results"] = shown[:limit]
        return out
    given = label_for_case(best["label"], case)
    turned = given != best["label"]
    answer = {"label": given, "summary": summary({**best, "label": given}), "record": best["id"],  # the verdict for the case
              "checked": best["check"]["status"], "source": best["source"], "confidence": level,
              "probability": best.get("probability", 0.0)}
    if best.get("ruling_label"):  # the label of the sentence that rules on what was asked
        reasons = reasons + ["clause-asked"]
    if reasons:
        answer["caveats"] = reasons
    if turned or best.get("ruling_label"):
        answer["ruling_label"] = best.get("ruling_label", best["label"])
    eras = []
    if not asked_format and best["source"].get("format"):  # a ruling of no known format has no counterparts
        eras = by_format(best, pool[1:3] + fetch_records(db, counterparts(db, best["id"])))
    if eras:  # the top rulings differ because their formats do: both are shown, each with its era
        answer["by_format"] = eras
    other = disagreement(best, [r for r in pool[1:ANSWER_POOL] if not _other_format(best, r)])
    if other:
        conflicting = next(r for r in pool if r["id"] == other["record"])
        answer["disagreement"] = {**other, "summary": summary(conflicting), "source": conflicting["source"],
                                  "label": conflicting["label"], "verdict": conflicting["verdict"]}
        if conflicting not in out["results"]:
            out["results"] = out["results"][:limit - 1] + [conflicting] if limit > 1 else out["results"]
    out["answer"] = answer
    out["results"] = _labels_for_the_case(out["results"], q, case)
    return out


def _labels_for_the_case(results: list[dict], q, first_case: str | None) -> list[dict]:
    """Each result shown with the verdict for the case asked, as the answer is: a ruling whose
    exception leaves out the case the question asks ("can attack directly, but only while Toon
    World is on your side" asked "if I don't have Toon World") shows the other side, its own
    label kept in `ruling_label`. `first_case` is the first result's (read once already)."""
    shown = []
    for i, r in enumerate(results):
        given = label_for_case(r["label"], first_case if i == 0 else asked_case(r, q))
        if given != r["label"] and not r.get("ruling_label"):
            r = {**r, "label": given, "ruling_label": r["label"]}
        shown.append(r)
    return shown
