"""Measure card tagging at ingest: the share of quoted card names tagged to the right card.

    python tools/measure_tagging.py DATABASE [-v]

Every quoted run in a record's text ("…", “…”) whose words are exactly a card's name or one
of its known other names (the resolver's exact look-up: case, accents, punctuation, a
possessive or a plural aside) is a quoted card name — but a short name quoted in lower case,
a word in scare quotes as ingest reads it; it counts as tagged when the record's cards
include that card. Prints the share, and with -v the untagged ones.
"""
import argparse
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from judge import store  # noqa: E402
from judge.names import key  # noqa: E402

QUOTED = re.compile(r"[\"“”]([^\"“”\n]{2,80})[\"“”]")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("db")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    db = store.open_db(Path(args.db))
    resolver = store.resolver(db)
    cards: dict[str, set] = {}
    for record, card in db.execute("select record, card from record_cards"):
        cards.setdefault(record, set()).add(card)
    total = tagged = 0
    missed: Counter = Counter()
    for rid, text in db.execute("select id, text from records"):
        for quoted in QUOTED.findall(text):
            names = [n for n in resolver.by_key.get(key(quoted)) or () if not (n.kind == "short" and quoted.islower())]
            if not names:
                continue
            total += 1
            if any(n.card in cards.get(rid, ()) for n in names):
                tagged += 1
            else:
                missed[quoted] += 1
    print(f"quoted card names tagged to their card: {tagged}/{total} ({tagged / max(total, 1):.1%})")
    if args.verbose:
        for quoted, n in missed.most_common(40):
            print(f"  {n:4d}  {quoted}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
