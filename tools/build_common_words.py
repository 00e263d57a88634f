"""Write data/common-words.txt: everyday English words, from spacy-lookups-data's word probabilities.

    python tools/build_common_words.py

A one-word card name that is also one of these words ("Reload", "Storm") is spotted in text
only when written as a name (capitalised in a question, quoted in a ruling).
"""
import gzip
import json
import re
from pathlib import Path

import spacy_lookups_data

THRESHOLD = -13.0  # log-probability: "reload" -12.0 is common, "scapegoat" -13.4 is not
ROOT = Path(__file__).resolve().parent.parent

folder = Path(spacy_lookups_data.__file__).parent / "data"
with gzip.open(folder / "en_lexeme_prob.json.gz", "rt", encoding="utf-8") as fh:
    probs = json.load(fh)
words = sorted(w for w, p in probs.items() if p >= THRESHOLD and re.fullmatch(r"[a-z]+", w))
(ROOT / "data" / "common-words.txt").write_text(
    "# everyday English words (spacy-lookups-data en_lexeme_prob >= -13); see tools/build_common_words.py\n"
    + "\n".join(words) + "\n", encoding="utf-8")
print(len(words), "words")
