"""Fit the ranking weights (data/ranking.json) on judge questions, with cross-validation.

    python tools/fit_ranking.py SET [SET ...] [--write]

Each SET is `QUESTIONS.yaml=DATABASE` (a question file in the shared format: `q` and
`expect_any`) or `QUESTIONS.yaml=DATABASE:even` to take only its even-numbered questions
(the tuning half of `tools/eval_split.py`; the odd ones stay held out). For each question,
the candidates `judge ask` would score are computed with their features
(`judge.search.features`); a record holding one of the expected phrases is a right answer.
The model is a linear score with a softmax over each question's candidates (the chance
that the first result is right); its L2 strength is chosen by 5-fold cross-validation over
questions. Prints the cross-validated hit@1 beside the current weights', and writes the
fitted weights with --write.
"""
import argparse
import json
import re
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from judge import store  # noqa: E402
from judge.query import understand  # noqa: E402
from judge.results import copy_lifts  # noqa: E402
from judge.search import FEATURES, WEIGHTS_FILE, candidates, features, ranking_weights  # noqa: E402

QUOTES = str.maketrans({"\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'"})


def fold(text: str) -> str:
    return re.sub(r"\s+", " ", (text or "").translate(QUOTES)).strip().lower()


def load_set(spec: str, keep_unanswered: bool = False) -> list:
    """(features of every candidate, which are right, copies' keys) for each question of a set
    that has a right candidate (`keep_unanswered`: None in the place of the others)."""
    questions, db_path = questions_of(spec)
    db = store.open_db(db_path)
    resolver = store.resolver(db)
    out = []
    for question in questions:
        q = understand(db, question["q"], resolver)
        rows = candidates(db, q)
        if not rows:
            if keep_unanswered:
                out.append(None)
            continue
        texts = dict(db.execute("select rowid, text from records where rowid in (select value from json_each(?))",
                                [json.dumps([r for r, _ in rows])]).fetchall())
        phrases = [fold(p) for p in question["expect_any"]]
        feats, right, keys = [], [], []
        for rowid, f, vector, _ in features(q, rows):
            feats.append(vector)
            right.append(any(p in fold(texts[rowid]) for p in phrases))
            keys.append(f.same)
        if any(right):  # a question whose answer no candidate holds teaches the ranking nothing
            out.append((np.array(feats, dtype=float), np.array(right, dtype=bool), keys))
        elif keep_unanswered:
            out.append(None)
    return out


class Stacked:
    """Every question's candidates in one array, with where each question's rows start."""

    def __init__(self, data):
        self.x = np.concatenate([x for x, _, _ in data])
        self.right = np.concatenate([r for _, r, _ in data]).astype(float)
        sizes = [len(r) for _, r, _ in data]
        self.starts = np.concatenate([[0], np.cumsum(sizes)[:-1]]).astype(int)
        self.owner = np.repeat(np.arange(len(data)), sizes)
        self.n = len(data)


def loss_and_grad(w: np.ndarray, data: Stacked, l2: float, anchor: np.ndarray | None = None):
    """Mean over questions of −log P(a right record first), P from a softmax of the scores,
    plus `l2` times the squared distance of the weights from `anchor` (zero by default)."""
    s = data.x @ w
    top = np.maximum.reduceat(s, data.starts)
    e = np.exp(s - top[data.owner])
    total = np.add.reduceat(e, data.starts)
    right = np.add.reduceat(e * data.right, data.starts)
    p = e / total[data.owner]
    q = e * data.right / np.maximum(right, 1e-300)[data.owner]
    loss = -np.sum(np.log(np.maximum(right / total, 1e-12))) / data.n
    grad = -((q - p) @ data.x) / data.n
    d = w if anchor is None else w - anchor
    return loss + l2 * (d @ d), grad + 2 * l2 * d


def fit(data, l2: float, start: np.ndarray, steps: int = 1500, rate: float = 0.05,
        free: np.ndarray | None = None, anchored: bool = False) -> np.ndarray:
    """Adam on the softmax loss from `start`; only the weights `free` marks move (all by default).
    `anchored`: the L2 pulls toward `start`, not zero — the weights move from where they are only
    as far as the questions ask (a flat direction, such as the cards' weight once cards decide,
    stays where it was instead of shrinking)."""
    data = Stacked(data)
    w = start.copy()
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    for t in range(1, steps + 1):
        _, g = loss_and_grad(w, data, l2, start if anchored else None)
        if free is not None:
            g = g * free
        m = 0.9 * m + 0.1 * g
        v = 0.999 * v + 0.001 * g * g
        w -= rate * (m / (1 - 0.9 ** t)) / (np.sqrt(v / (1 - 0.999 ** t)) + 1e-8)
    return w


def hit1(w: np.ndarray, data) -> float:
    """The share of questions whose best-scored candidate is right (ties: the first), a text's
    copies scored together as `judge ask` scores them."""
    return float(np.mean([right[int(np.argmax(x @ w + copy_lifts(list(x @ w), keys)))]
                          for x, right, keys in data])) if data else 0.0


def wilson_lower(right: int, n: int, z: float = 1.2816) -> float:
    """The lower end of the Wilson interval of a share (z 1.28: 90 % sure, one-sided): what
    the precision of unseen questions will be at least, not what these questions show."""
    p = right / n
    centre = p + z * z / (2 * n)
    spread = z * ((p * (1 - p) + z * z / (4 * n)) / n) ** 0.5
    return (centre - spread) / (1 + z * z / n)


CAVEATS = ("exception", "exception-applies", "opposite")  # what costs an answer one level


def questions_of(spec: str) -> tuple[list[dict], Path]:
    """The questions of a set (`QUESTIONS.yaml=DATABASE[:even]`) and its database's path."""
    questions_path, _, db_path = spec.partition("=")
    db_path, _, part = db_path.partition(":")
    questions = yaml.safe_load(Path(questions_path).read_text(encoding="utf-8"))
    return (questions[0::2] if part == "even" else questions), Path(db_path)


def asked_each(questions: list[dict], db_path: Path):
    """(question, `judge ask`'s answer, right at rank 1) of each question with a first result, as
    `judge ask` answers it with the weights in use."""
    from judge import qa

    db = store.open_db(db_path)
    resolver = store.resolver(db)
    for question in questions:
        out = qa.ask(db, question["q"], resolver, limit=3)
        if out["results"]:
            phrases = [fold(p) for p in question.get("expect_any") or []]
            yield question, out, any(p in fold(out["results"][0]["text"]) for p in phrases)


def answers_seen(questions: list[dict], db_path: Path) -> list[tuple[float, bool, bool]]:
    """(first result's probability, has caveats, right at rank 1) of each question answered."""
    # its caveats as the answer gives them (its exception, a ruling of the other side about the
    # case asked), also when they left it without a verdict
    return [(out["results"][0]["probability"],
             any(r in CAVEATS for r in (out["answer"] or {}).get("caveats") or out.get("unsure") or []), right)
            for _, out, right in asked_each(questions, db_path)]


def calibrate(specs: list[str], precision: dict[str, float]) -> dict[str, float]:
    """The thresholds (`thresholds_for`) over the questions of these sets as `judge ask`
    answers them with the current weights (which must not have been fitted on them)."""
    seen = [item for spec in specs for item in answers_seen(*questions_of(spec))]
    return thresholds_for(seen, precision)


def thresholds_for(seen: list[tuple[float, bool, bool]], precision: dict[str, float]) -> dict[str, float]:
    """The lowest first-result probabilities at which `high` answers are right at rank 1 at
    least `precision["high"]` of the time (and `high` or `medium` ones `precision["medium"]`),
    over answers seen ((probability, has caveats, right)) — the lower end of the share's
    Wilson interval, not the share itself: the questions seen are not the questions to come."""
    found = {}
    for level, target, caveat_ok in (("high", precision["high"], False), ("medium", precision["medium"], True)):
        for t in sorted({round(p, 3) for p, _, _ in seen}):
            # a caveat costs one level: a `medium` answer with one needs the `high` probability
            chosen = [right for p, caveat, right in seen
                      if (p >= t and (caveat_ok or not caveat)) or (level == "medium" and p >= found["high"])]
            if chosen and wilson_lower(sum(chosen), len(chosen)) >= target:
                found[level] = t
                break
        else:
            found[level] = 1.0
        share = sum(1 for p, caveat, _ in seen if p >= found[level] and (caveat_ok or not caveat)) / len(seen)
        print(f"{level}: probability >= {found[level]} ({share:.0%} of {len(seen)} questions)")
    return found


def out_of_fold(sets: dict[str, list], others: list, l2: float, start: np.ndarray, folds: int,
                free: np.ndarray | None, anchored: bool = False) -> list[tuple[float, bool, bool]]:
    """The answers to the questions of these sets (spec → `load_set(spec, keep_unanswered=True)`),
    each answered with weights fitted without it: the sets' questions cut in `folds`, each fold
    answered with weights fitted on `others` and the other folds. What the thresholds are
    calibrated on when those sets train the weights too: answers as a question nobody fitted on
    gets them."""
    read = {spec: questions_of(spec) for spec in sets}  # (questions, database) of each set
    asked = [(spec, i, question) for spec in sets for i, question in enumerate(read[spec][0])]
    order = np.random.default_rng(0).permutation(len(asked))
    seen = []
    for k in range(folds):
        test = set(order[k::folds].tolist())
        train = others + [sets[spec][i] for n, (spec, i, _) in enumerate(asked)
                          if n not in test and sets[spec][i] is not None]
        with weights_in_use(fit(train, l2, start, free=free, anchored=anchored)):
            for spec in sets:
                questions = [question for n, (s, _, question) in enumerate(asked) if n in test and s == spec]
                seen += answers_seen(questions, read[spec][1])
    return seen


@contextmanager
def weights_in_use(w: np.ndarray):
    """`judge ask` answers with the weights `w` inside the block (the file's outside it)."""
    from judge import search

    kept = search.ranking_weights
    search.ranking_weights = lambda: tuple(float(x) for x in w)
    try:
        yield
    finally:
        search.ranking_weights = kept


def read_anchor(where: str) -> str:
    """A ranking file's text: a path, or `REVISION:PATH` of this repository (git show)."""
    if Path(where).exists() or ":" not in where:
        return Path(where).read_text(encoding="utf-8")
    return subprocess.run(["git", "show", where], cwd=ROOT, capture_output=True, text=True, check=True).stdout


def answered_with(w: np.ndarray, specs: list[str]) -> list[tuple[float, bool, bool]]:
    """The answers to the questions of these sets (`answers_seen`) with the weights `w`, which
    were not fitted on them."""
    with weights_in_use(w):
        return [item for spec in specs for item in answers_seen(*questions_of(spec))]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("sets", nargs="+")
    ap.add_argument("--write", action="store_true")
    ap.add_argument("--folds", type=int, default=5)
    ap.add_argument("--only", action="append", default=[], metavar="FEATURE",
                    help="fit only this feature's weight (repeatable), the others kept as they are: "
                         "a new feature weighed without moving what the ranking was")
    ap.add_argument("--calibrate", action="store_true",
                    help="only choose the confidence thresholds on these sets (the weights stay)")
    ap.add_argument("--calibrate-out-of-fold", action="append", default=[], metavar="SET",
                    help="a set that trains the weights too and calibrates the thresholds on its answers "
                         "out of fold (each fold answered with weights fitted without it; repeatable)")
    ap.add_argument("--calibrate-unfitted", action="append", default=[], metavar="SET",
                    help="with --calibrate-out-of-fold: a set the weights are not fitted on, answered with "
                         "the fitted weights, whose answers calibrate the thresholds too (repeatable)")
    ap.add_argument("--anchor", metavar="FILE",
                    help="with --anchored: a ranking file (data/ranking.json's form; a path or REVISION:PATH) "
                         "whose weights the fit is regularised toward instead of the weights in use (weights "
                         "fitted on none of the sets calibrating out of fold keep their answers out of fold)")
    ap.add_argument("--thresholds-only", action="store_true",
                    help="with --calibrate-out-of-fold: write only the thresholds; the weights in use stay, and "
                         "the --calibrate-unfitted sets are answered with them")
    ap.add_argument("--anchored", action="store_true",
                    help="regularise toward the current weights instead of zero")
    args = ap.parse_args()
    if (args.calibrate_unfitted or args.thresholds_only) and not args.calibrate_out_of_fold:
        ap.error("--calibrate-unfitted and --thresholds-only go with --calibrate-out-of-fold")
    if args.calibrate:
        found = calibrate(args.sets, {"high": 0.95, "medium": 0.75})
        if args.write:
            doc = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))
            doc["confidence"] = found
            doc["calibrated_on"] = args.sets
            WEIGHTS_FILE.write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
            print(f"written: {WEIGHTS_FILE}")
        return 0
    unknown = [name for name in args.only if name not in FEATURES]
    if unknown:
        ap.error(f"--only {unknown[0]}: no such feature (see judge/search.py FEATURES)")
    free = np.array([name in args.only for name in FEATURES], dtype=float) if args.only else None
    base = [item for spec in args.sets for item in load_set(spec)]
    # the sets calibrating out of fold: each question's candidates read once, for the fit and the folds
    calibrating = {spec: load_set(spec, keep_unanswered=True) for spec in args.calibrate_out_of_fold}
    data = base + [item for items in calibrating.values() for item in items if item is not None]
    in_use = np.array(ranking_weights())
    current = in_use
    if args.anchor:
        fitted = json.loads(read_anchor(args.anchor))["weights"]
        current = np.array([float(fitted.get(name, 0.0)) for name in FEATURES])
    print(f"{len(data)} questions with a right candidate; current weights: hit@1 {hit1(current, data):.3f}")
    order = np.random.default_rng(0).permutation(len(data))
    folds = [order[i::args.folds] for i in range(args.folds)]
    best = None
    for l2 in ((0.0001, 0.0003, 0.001, 0.003, 0.01) if args.anchored else (0.0, 0.001, 0.01, 0.03, 0.1)):
        scores = []
        for k in range(args.folds):
            test = set(folds[k].tolist())
            train = [d for i, d in enumerate(data) if i not in test]
            w = fit(train, l2, current, free=free, anchored=args.anchored)
            scores.append(hit1(w, [data[i] for i in folds[k]]))
        cv = float(np.mean(scores))
        print(f"l2 {l2}: cross-validated hit@1 {cv:.3f}")
        if best is None or cv > best[0] + 1e-9:
            best = (cv, l2)
    w = fit(data, best[1], current, free=free, anchored=args.anchored)
    print(f"fitted (l2 {best[1]}): hit@1 on all {hit1(w, data):.3f}, cross-validated {best[0]:.3f}")
    for name, value in zip(FEATURES, w):
        print(f"  {name:14s} {value:8.3f}")
    found = None
    if args.calibrate_out_of_fold:
        seen = out_of_fold(calibrating, base, best[1], current, args.folds, free, args.anchored)
        print(f"out of fold: hit@1 {sum(right for _, _, right in seen)}/{len(seen)}")
        if args.calibrate_unfitted:
            unfitted = answered_with(in_use if args.thresholds_only else w, args.calibrate_unfitted)
            print(f"unfitted: hit@1 {sum(right for _, _, right in unfitted)}/{len(unfitted)}")
            seen += unfitted
        found = thresholds_for(seen, {"high": 0.95, "medium": 0.75})
    if args.write and args.thresholds_only:
        doc = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))
        doc["confidence"] = found
        doc["calibrated_on"] = ([f"{spec} (out of fold, anchored at {args.anchor or 'the weights in use'})"
                                 for spec in args.calibrate_out_of_fold]
                                + [f"{spec} (not fitted on)" for spec in args.calibrate_unfitted])
        WEIGHTS_FILE.write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
        print(f"written (thresholds): {WEIGHTS_FILE}")
    elif args.write and args.only:  # some weights alone: the fit the others came from stays described
        doc = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))
        doc["weights"].update({name: round(float(value), 4) for name, value in zip(FEATURES, w) if name in args.only})
        doc["last_fitted"] = {"weights": args.only, "trained_on": args.sets, "l2": best[1],
                              "l2_toward": "the weights before this fit" if args.anchored else "zero",
                              "cross_validated_hit1": round(best[0], 3)}
        WEIGHTS_FILE.write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
        print(f"written ({', '.join(args.only)}): {WEIGHTS_FILE}")
    elif args.write:
        doc = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8")) if WEIGHTS_FILE.exists() else {}
        doc.update({"about": "Weights of the ranking features (judge/search.py FEATURES) and the confidence "
                             "thresholds (judge/confidence.py); written by tools/fit_ranking.py",
                    "trained_on": args.sets + args.calibrate_out_of_fold, "l2": best[1],
                    "l2_toward": "the weights before this fit" if args.anchored else "zero",
                    "cross_validated_hit1": round(best[0], 3),
                    "weights": {name: round(float(value), 4) for name, value in zip(FEATURES, w)}})
        if found is not None:
            doc["confidence"] = found
            doc["calibrated_on"] = ([f"{spec} (out of fold)" for spec in args.calibrate_out_of_fold]
                                    + [f"{spec} (not fitted on)" for spec in args.calibrate_unfitted])
        doc.pop("last_fitted", None)  # what a fit of some weights alone moved, until all are fitted again
        WEIGHTS_FILE.write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
        print(f"written: {WEIGHTS_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
