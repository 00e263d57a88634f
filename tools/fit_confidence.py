"""Fit when a probable answer is still not `high`, or no verdict at all: a logistic model of
the first result's evidence (`judge.confidence.EVIDENCE`) predicting that it is right at rank
1, the chance a `high` answer must reach beside its probability and the chance any verdict
must reach, chosen out of fold (data/ranking.json, "sureness").

    python tools/fit_confidence.py SET [SET ...] [--write]

Each SET is `QUESTIONS.yaml=DATABASE[:even]` as for tools/fit_ranking.py. Fit it on questions
the ranking weights were not fitted on (their probabilities are what a new question gets), and
on questions asked of a library that does not hold their answer (the shipped database asked
about the Goat corpus: what a confident wrong answer looks like). Every question `judge ask`
gives a verdict (or would, but for this model) is one example: its evidence, whether its
caveats keep it from `high`, whether its first result holds an expected phrase. The sets are
cut in folds by set (a set's questions share their library and their writer): each fold's
chances come from a model fitted on the others. The `high` threshold is the lowest chance at
which the answers the probability makes `high` (`judge.confidence.thresholds`), those below it
taken out, are right at least 95 % of the time; the verdict threshold the lowest at which the
verdicts reaching it are right 75 % of the time (as tools/fit_ranking.py chooses `medium`) —
each the lower end of the share's Wilson interval, not the share itself. The L2 strength is
chosen by the same folds' log-loss. (Letting the chance make `high` an answer the probability
does not was measured too: those answers were right at rank 1 about 90 % of the time, out of
fold.)
"""
import argparse
import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from fit_ranking import CAVEATS, asked_each, questions_of, wilson_lower  # noqa: E402
from judge.confidence import EVIDENCE, evidence, thresholds  # noqa: E402
from judge.search import WEIGHTS_FILE  # noqa: E402

PRECISION = 0.95  # of `high` answers (the lower end of the share's Wilson interval)
VERDICT_PRECISION = 0.75  # of every verdict given, as judge.confidence's `medium` threshold is chosen
L2 = (0.1, 0.3, 1.0, 3.0, 10.0)


def answered(spec: str) -> list[tuple[list[float], bool, bool, float]]:
    """(evidence, has caveats, right at rank 1, probability) of each question of a set that
    `judge ask` gives a verdict."""
    seen = []
    for _, out, right in asked_each(*questions_of(spec)):
        if out["answer"] is None and out.get("unsure") != ["little-evidence"]:
            continue  # no verdict for another reason than the model's (its own abstentions stay examples)
        best = out["results"][0]
        facts = evidence(best, best["label"], [c["name"] for c in out["cards"]], out["asks"])
        seen.append(([facts[name] for name in EVIDENCE], bool(set((out["answer"] or {}).get("caveats") or ()) & set(CAVEATS)),
                     right, best["probability"]))
    return seen


def fit(x: np.ndarray, y: np.ndarray, l2: float) -> tuple[np.ndarray, float]:
    """Logistic regression by Newton's method, the features standardised and L2-penalised (not
    the bias); returns the weights and bias on the features as they are."""
    mean, scale = x.mean(0), x.std(0) + 1e-9
    z = np.hstack([(x - mean) / scale, np.ones((len(x), 1))])
    w = np.zeros(z.shape[1])
    penalty = np.diag(np.r_[np.full(len(w) - 1, l2), 0.0])
    for _ in range(100):
        p = 1 / (1 + np.exp(-z @ w))
        step = np.linalg.solve((z * (p * (1 - p))[:, None]).T @ z + penalty, z.T @ (p - y) + penalty @ w)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    weights = w[:-1] / scale
    return weights, float(w[-1] - weights @ mean)


def chance(x: np.ndarray, weights: np.ndarray, bias: float) -> np.ndarray:
    return 1 / (1 + np.exp(-np.clip(x @ weights + bias, -30, 30)))


def out_of_fold(x, y, groups, l2: float, folds: int = 5) -> np.ndarray:
    """Each question's chance from a model fitted without its set's fold."""
    sets = sorted(set(groups))
    fold_of = {s: i % folds for i, s in enumerate(np.random.default_rng(0).permutation(sets))}
    k = np.array([fold_of[s] for s in groups])
    got = np.zeros(len(y))
    for i in range(folds):
        if (k == i).any():
            got[k == i] = chance(x[k == i], *fit(x[k != i], y[k != i], l2))
    return got


def lowest_threshold(p: np.ndarray, chosen_from: np.ndarray, y: np.ndarray, precision: float = PRECISION) -> float:
    """The lowest chance at which the answers `chosen_from` (for `high`: high by probability and
    with no caveat; for a verdict: every one) that reach it are right often enough."""
    for t in [0.0] + sorted(set(np.round(p, 3))):
        chosen = (p >= t) & chosen_from
        if chosen.any() and wilson_lower(int(y[chosen].sum()), int(chosen.sum())) >= precision:
            return float(t)
    return 1.0


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("sets", nargs="+")
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    rows = [(spec, *item) for spec in args.sets for item in answered(spec)]
    if not rows:
        print("no question of these sets gets a verdict", file=sys.stderr)
        return 1
    groups = [spec for spec, *_ in rows]
    x = np.array([facts for _, facts, _, _, _ in rows], dtype=float)
    caveat = np.array([c for _, _, c, _, _ in rows], dtype=bool)
    y = np.array([r for _, _, _, r, _ in rows], dtype=float)
    probability = np.array([p for *_, p in rows])

    def log_loss(l2):
        p = np.clip(out_of_fold(x, y, groups, l2), 1e-6, 1 - 1e-6)
        return -float(np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))

    l2 = min(L2, key=log_loss)
    oof = out_of_fold(x, y, groups, l2)
    old = (probability >= thresholds()["high"]) & ~caveat
    high = lowest_threshold(oof, old, y)
    verdict = lowest_threshold(oof, np.ones(len(y), dtype=bool), y, VERDICT_PRECISION)
    weights, bias = fit(x, y, l2)
    new = old & (oof >= high)
    given = oof >= verdict
    print(f"{len(y)} answers of {len(args.sets)} sets; L2 {l2}; high at chance >= {high}, a verdict at >= {verdict}")
    print(f"{'set':60s} {'answered':>14s} {'high by probability':>20s} {'and by evidence':>17s} {'verdicts kept':>16s}")
    for spec in args.sets + ["all"]:
        m = np.array([g == spec or spec == "all" for g in groups])
        print(f"{spec[-60:]:60s} {f'{m.sum()} ({y[m].sum():.0f} right)':>14s} "
              f"{f'{(old & m).sum()} ({y[old & m].sum():.0f} right)':>20s} "
              f"{f'{(new & m).sum()} ({y[new & m].sum():.0f} right)':>17s} "
              f"{f'{(given & m).sum()} ({y[given & m].sum():.0f} right)':>16s}")
    for name, weight in zip(EVIDENCE, weights):
        print(f"  {name:14s} {weight:+.3f}")
    if args.write:
        doc = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))
        doc["sureness"] = {"about": "the chance a first result is right at rank 1 from its evidence "
                                    "(judge/confidence.py EVIDENCE); `high` needs this chance besides "
                                    "its probability, a verdict the lower `verdict`; written by "
                                    "tools/fit_confidence.py",
                           "fitted_on": args.sets, "l2": l2, "high": round(high, 3), "verdict": round(verdict, 3),
                           "bias": round(bias, 4),
                           "weights": {name: round(float(w), 4) for name, w in zip(EVIDENCE, weights)}}
        WEIGHTS_FILE.write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
        print(f"written: {WEIGHTS_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
