"""A question's words as the library relates them: the bilingual word list's translations,
inflections and synonyms, and the form the rulings write of a word the list lacks ("ativei" →
"ativar", "normais" → "normal"); read per database file and kept."""
from __future__ import annotations

import json

from .lang import LANGS, dictionary_forms, verb_forms
from .text import WORD, version_cache


def translations(db, words: list[str]) -> dict[str, list[str]]:
    """Each word's related words: translations, inflections, synonyms (the bilingual word list);
    for a word the list lacks, those of the dictionary form it inflects, or that form alone when
    only the rulings hold it."""
    cache = version_cache(db, "translations")
    missing = [w for w in dict.fromkeys(words) if w not in cache]
    if missing:
        if len(cache) > 100_000:
            cache.clear()
        found = _listed(db, missing)
        # a word the list lacks may inflect one it has ("ativei" → "ativar", "chaining" → "chain"):
        # that word and its relations are its own
        guesses = {w: [f for lang in LANGS for f in dictionary_forms(w, lang)] for w in missing if not found[w]}
        if guesses:
            listed = _listed(db, [f for forms in guesses.values() for f in forms])
            for word, forms in guesses.items():
                base = next((f for f in forms if listed[f]), None)
                if base is not None:
                    found[word] = [base] + [t for t in listed[base] if t != word]
            # else the form the rulings write ("normais" → "normal"), or, of a verb asked in its
            # dictionary form, the forms they write ("fundir" → "fundido", "fundí-los"), looked up
            # in one query
            unlisted = {w: forms for w, forms in guesses.items() if not found[w]}
            written = {w: _written_forms(w) for w in unlisted}
            held = {t for (t,) in db.execute("select term from terms where term in (select value from json_each(?))",
                                             [json.dumps([f for w, forms in unlisted.items()
                                                          for f in forms + written[w]])])}
            for word, forms in unlisted.items():
                found[word] = [f for f in forms if f in held][:1] or [f for f in written[word] if f in held][:WRITTEN]
        cache.update(found)
    return {w: list(cache[w]) for w in words if cache.get(w)}


WRITTEN = 3  # of a verb asked in its dictionary form, at most this many forms the rulings write
INFINITIVE = ("ar", "er", "ir")  # Portuguese: its stem and vowel is also how it is written with a pronoun


def _written_forms(word: str) -> list[str]:
    """How a verb asked in its dictionary form is written (`lang.verb_forms`), and a Portuguese
    infinitive as it is written before a pronoun ("fundí-los": "fundi", "ativá-la": "ativa")."""
    forms = [f for lang in LANGS for f in verb_forms(word, lang) if f != word]
    if word.endswith(INFINITIVE) and len(word) >= 6:
        forms.append(word[:-1])
    return list(dict.fromkeys(forms))


def listed_phrases(db, folded: str) -> list[str]:
    """The runs of words of a (folded) text that the word list holds as one entry ("goes back")."""
    cache = version_cache(db, "phrases")
    if "firsts" not in cache:
        firsts: dict[str, set[int]] = {}
        for (word,) in db.execute("select distinct word from translations where word like '% %'"):
            toks = word.split()
            firsts.setdefault(toks[0], set()).add(len(toks))
        cache["firsts"] = firsts
    toks = WORD.findall(folded)
    found = []
    for i, t in enumerate(toks):
        for size in cache["firsts"].get(t, ()):
            if i + size <= len(toks):
                found.append(" ".join(toks[i:i + size]))
    return list(dict.fromkeys(found))


def _listed(db, words: list[str]) -> dict[str, list[str]]:
    """Each word's relations in the bilingual word list (none: an empty list)."""
    found: dict[str, list[str]] = {w: [] for w in words}
    for word, other in db.execute("select word, translation from translations where word in "
                                  "(select value from json_each(?))", [json.dumps(list(found))]):
        found[word].append(other)
    return found
