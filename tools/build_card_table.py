"""Write data/cards.csv: the full card pool the project ships (names, kinds and stats; no card text).

    python tools/build_card_table.py ../shared/data/cards.csv

Every card of the pool is written, a reprint under another password once (the first printing
stands), so that every card resolves out of the box. data/card-names.txt lists the cards the
shipped sources name: one the pool lacks is reported and the script exits 1.
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
    with open(ROOT / "data" / "cards.csv", "w", newline="", encoding="utf-8") as out:
        writer = csv.DictWriter(out, fieldnames=fields, lineterminator="\n")
        writer.writeheader()
        for name in sorted(by_name):
            writer.writerow(by_name[name])
    missing = [n for n in wanted if n.lower() not in by_name]
    for name in missing:
        print(f"not in the pool: {name}", file=sys.stderr)
    print(f"{len(by_name)} cards written to data/cards.csv")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else str(ROOT.parent / "shared" / "data" / "cards.csv")))
