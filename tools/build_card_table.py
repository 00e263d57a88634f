"""Write data/cards.csv: the rows of a full card pool for the cards the shipped sources name.

    python tools/build_card_table.py ../shared/data/cards.csv

The names come from data/card-names.txt (one English name per line); a name the pool
lacks is reported and the script exits 1.
"""
import csv
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(pool_path: str) -> int:
    wanted = [
        line.strip() for line in (ROOT / "data" / "card-names.txt").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]
    with open(pool_path, newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        fields = reader.fieldnames
        by_name = {}
        for row in reader:
            by_name.setdefault(row["name_en"].lower(), row)  # first printing wins over reprints
    missing = [n for n in wanted if n.lower() not in by_name]
    with open(ROOT / "data" / "cards.csv", "w", newline="", encoding="utf-8") as out:
        writer = csv.DictWriter(out, fieldnames=fields, lineterminator="\n")
        writer.writeheader()
        for name in sorted(wanted, key=str.lower):
            if name.lower() in by_name:
                writer.writerow(by_name[name.lower()])
    for name in missing:
        print(f"not in the pool: {name}", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else str(ROOT.parent / "shared" / "data" / "cards.csv")))
