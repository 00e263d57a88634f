"""Write data/common-words.txt: everyday English words, from spacy-lookups-data's word
probabilities, the everyday Portuguese words that are one-word card names, and those that are
the plural of one ("antes", of "Ante").

    python tools/build_common_words.py

A one-word card name that is also one of these words ("Reload", "Storm"; "O Juiz", "Floresta")
is spotted in text only when written as a name (capitalised in a question, quoted in a ruling).
spacy-lookups-data has no Portuguese word probabilities: a Portuguese name is everyday when its
word is in the Portuguese lemma table (a dictionary word, in any of its forms).
"""
import csv
import gzip
import json
import re
import sys
from pathlib import Path

import spacy_lookups_data

THRESHOLD = -13.0  # log-probability: "reload" -12.0 is common, "scapegoat" -13.4 is not
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from judge.names import name_words, tokens  # noqa: E402

folder = Path(spacy_lookups_data.__file__).parent / "data"
with gzip.open(folder / "en_lexeme_prob.json.gz", "rt", encoding="utf-8") as fh:
    probs = json.load(fh)
words = sorted(w for w, p in probs.items() if p >= THRESHOLD and re.fullmatch(r"[a-z]+", w))

with gzip.open(folder / "pt_lemma_lookup.json.gz", "rt", encoding="utf-8") as fh:
    lemmas = json.load(fh)
portuguese = {t for form in (*lemmas, *lemmas.values()) for t in tokens(form)}
with open(ROOT / "data" / "cards.csv", encoding="utf-8", newline="") as fh:
    rows = list(csv.DictReader(fh))
names = [row["name_pt"] for row in rows if row.get("name_pt")]
# a word that is also a card's whole English name ("Ameba", "Ante", "Flint") is that card's name
# in English text, where it is no everyday word
english_names = {" ".join(tokens(row["name_en"])) for row in rows}
pt_words = set()
for name in names:
    toks = name_words(name)  # "O Juiz": its word
    if len(toks) == 1 and toks[0] in portuguese and not toks[0].isdigit():
        pt_words.add(toks[0])
pt_words -= set(words) | english_names
# a one-word name's plural that is an everyday word of either language ("antes": "Ante"): a
# question's "antes de resolver" is no copies of the card
one_word = {toks[0] for row in rows for name in (row["name_en"], row.get("name_pt") or "")
            if len(toks := name_words(name)) == 1}
plurals = {w + "s" for w in one_word if w + "s" in portuguese or w + "s" in words} - set(words) - pt_words

(ROOT / "data" / "common-words.txt").write_text(
    "# everyday English words (spacy-lookups-data en_lexeme_prob >= -13); see tools/build_common_words.py\n"
    + "\n".join(words) + "\n"
    + "# everyday Portuguese words that are one-word card names (the pt lemma table's words)\n"
    + "\n".join(sorted(pt_words)) + "\n"
    + "# everyday Portuguese words that are the plural of a one-word card name\n"
    + "\n".join(sorted(plurals)) + "\n", encoding="utf-8")
print(len(words), "English words,", len(pt_words), "Portuguese,", len(plurals), "plurals")
