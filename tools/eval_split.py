"""Score a shared question set in two fixed halves: a tuning half and a held-out half.

    python tools/eval_split.py ../shared/eval/goat-questions.yaml --db g.db [-v]

The split is fixed once (question i goes to the tuning half when i is even, else to the
held-out half), so that a change tuned on one half is judged on the other. Each half is
scored by the shared scorer (`../shared/tools/eval_questions.py`); its summary lines are
printed under the half's name. Nothing of the question files is copied into the project.
"""
import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
SCORER = ROOT.parent / "shared" / "tools" / "eval_questions.py"


def halves(questions: list) -> dict[str, list]:
    return {"tune": questions[0::2], "held-out": questions[1::2]}


QUOTES = str.maketrans({"\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'"})


def fold(text: str) -> str:
    return " ".join((text or "").translate(QUOTES).split()).lower()


def confidence_line(questions: list, args) -> str:
    """How the answers' confidence holds: the share of questions answered `high` and how many
    of those are right at rank 1; the same for `medium`; how many get no verdict (low)."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as fh:
        fh.write("".join(q["q"].replace("\n", " ") + "\n" for q in questions))
    cmd = args.judge.split() + ["ask", "--json", "--batch", fh.name] + (["--db", args.db] if args.db else [])
    lines = subprocess.run(cmd, capture_output=True, text=True).stdout.splitlines()
    Path(fh.name).unlink()
    tally = {"high": [0, 0], "medium": [0, 0], "none": [0, 0]}
    for q, line in zip(questions, lines):
        out = json.loads(line)
        level = (out.get("answer") or {}).get("confidence") or "none"
        results = out.get("results") or []
        right = bool(results) and any(fold(p) in fold(results[0].get("text")) for p in q["expect_any"])
        tally[level][0] += 1
        tally[level][1] += right
    n = len(questions) or 1
    return "confidence: " + ", ".join(f"{k} {v[0]} ({v[0] / n:.0%}; right at rank 1: {v[1]}/{v[0]})"
                                      for k, v in tally.items())


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("questions")
    ap.add_argument("--db")
    ap.add_argument("--judge", default="judge")
    ap.add_argument("--only", choices=["tune", "held-out"])
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    questions = yaml.safe_load(open(args.questions, encoding="utf-8"))
    for name, part in halves(questions).items():
        if args.only and name != args.only:
            continue
        with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False, encoding="utf-8") as fh:
            yaml.safe_dump(part, fh, allow_unicode=True)
        cmd = [sys.executable, str(SCORER), fh.name, "--judge", args.judge] + (["--db", args.db] if args.db else [])
        out = subprocess.run(cmd + (["-v"] if args.verbose else []), capture_output=True, text=True)
        print(f"== {name} ({len(part)})")
        print(out.stdout.rstrip())
        print(confidence_line(part, args))
        Path(fh.name).unlink()
    return 0


if __name__ == "__main__":
    sys.exit(main())
