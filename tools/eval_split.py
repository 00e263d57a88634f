"""Score a shared question set in two fixed halves: a tuning half and a held-out half.

    python tools/eval_split.py ../shared/eval/goat-questions.yaml --db g.db [-v]

The split is fixed once (question i goes to the tuning half when i is even, else to the
held-out half), so that a change tuned on one half is judged on the other. Each half is
scored by the shared scorer (`../shared/tools/eval_questions.py`); its summary lines are
printed under the half's name. Nothing of the question files is copied into the project.
"""
import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
SCORER = ROOT.parent / "shared" / "tools" / "eval_questions.py"


def halves(questions: list) -> dict[str, list]:
    return {"tune": questions[0::2], "held-out": questions[1::2]}


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
        Path(fh.name).unlink()
    return 0


if __name__ == "__main__":
    sys.exit(main())
