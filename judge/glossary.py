"""The bilingual mechanic vocabulary: ids, their names, and every term that means them."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from .lang import verb_forms
from .model import DATA_DIR, JudgeError, load_yaml

VOCABULARY = DATA_DIR / "mechanics.yaml"
LANGS = ("en", "pt")


@dataclass(frozen=True)
class Mechanic:
    """One game mechanic with its terms per language."""

    id: str
    terms: dict[str, tuple[str, ...]]  # for matching: English inflected
    base: dict[str, tuple[str, ...]] = None  # as written in the vocabulary
    # words that, a word or two after a term, make it another sense ("flipped face-down" names no Flip Effect)
    not_before: tuple[str, ...] = ()
    # mechanics whose terms inside one of its own are not meant ("Damage Step" names no damage to Life Points)
    hides: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return self.terms["en"][0] if self.terms.get("en") else self.id

    def name_in(self, lang: str) -> str:
        terms = self.terms.get(lang) or self.terms.get("en") or (self.id,)
        return terms[0]


def hidden(spans: list[tuple[str, int, int]], hides: dict[str, frozenset[str]]) -> set[int]:
    """The places in `spans` ((mechanic, start, end) of each term found) of the terms inside a
    longer term of a mechanic hiding theirs (`hides`: each mechanic's `Mechanic.hides`; "damage"
    in "Damage Step")."""
    return {k for k, (mid, start, end) in enumerate(spans)
            if any(mid in hides.get(other, ()) and a <= start and end <= b and b - a > end - start
                   for other, a, b in spans)}


def inflect_en(term: str, noun: bool = False) -> list[str]:
    """English forms of a term, inflecting its last word: summon → summons, summoned, summoning;
    a `noun` takes its plural only (a game's turns: "turned face-down" is no turn).

    >>> inflect_en("Special Summon")
    ['Special Summon', 'Special Summons', 'Special Summoned', 'Special Summoning']
    >>> inflect_en("turn", noun=True)
    ['turn', 'turns']
    >>> inflect_en("penalty")[:3]
    ['penalty', 'penalties', 'penaltied']
    """
    head, _, last = term.rpartition(" ")
    prefix = head + " " if head else ""
    if not last.isalpha() or last.isupper() and len(last) <= 4:
        return [term]
    if last.endswith("y") and last[-2:-1] not in ("a", "e", "i", "o", "u", ""):  # penalty → penalties, copied
        forms = [last, last[:-1] + "ies"] + ([] if noun else [last[:-1] + "ied", last + "ing"])
        return [prefix + f for f in forms]
    stem = last[:-1] if last.endswith("e") else last
    forms = [last, last + ("es" if last.endswith(("s", "x", "ch", "sh")) else "s")]
    if not noun:
        forms += [stem + "ed", stem + "ing"]
    return [prefix + f for f in dict.fromkeys(forms)]


def inflect_verb(term: str, lang: str) -> list[str]:
    """The forms of a term that opens with a verb written in its dictionary form, in lower case
    (`lang.verb_forms`): "encadear" → "encadeou", "encadeei", …; "tomar o controle" → "tomou o
    controle", …. A capitalised term is a name ("Tuner"), kept as written.

    >>> inflect_verb("tomar o controle", "pt")[:3]
    ['tomar o controle', 'tomaram o controle', 'tomamos o controle']
    >>> inflect_verb("Tuner", "pt")
    ['Tuner']
    """
    first, _, rest = term.partition(" ")
    if not first.isalpha() or not first.islower():
        return [term]
    return [" ".join(filter(None, (form, rest))) for form in verb_forms(first, lang)]


PT_LINKS = {"de", "do", "da", "dos", "das", "em", "no", "na", "para", "por", "com", "a", "o", "e"}
# Portuguese plural endings, the longest first: ação → ações, especial → especiais, controlador → controladores
PT_PLURALS = (("ão", "ões"), ("al", "ais"), ("el", "éis"), ("ol", "óis"), ("ul", "uis"), ("il", "is"), ("m", "ns"),
              ("r", "res"), ("z", "zes"))


def plural_pt(term: str) -> list[str]:
    """A Portuguese name of a thing and its plural, the noun that heads it and the words that
    qualify it before any preposition made plural ("Armadilha de Resposta" → "Armadilhas de
    Resposta", "Magia Rápida" → "Magias Rápidas", "Invocação-Tributo" → "Invocações-Tributo"); a
    verb's dictionary form ("encadear") has none.

    >>> plural_pt("Magia Rápida"), plural_pt("Armadilha de Resposta")[1], plural_pt("Invocação-Tributo")[1]
    (['Magia Rápida', 'Magias Rápidas'], 'Armadilhas de Resposta', 'Invocações-Tributo')
    >>> plural_pt("ativar o efeito"), plural_pt("Monstro Normal")[1]
    (['ativar o efeito'], 'Monstros Normais')
    """
    words = term.split(" ")
    first = words[0].replace("-", "")
    if not first.isalpha() or first.lower().endswith("s") or (first.islower() and first.endswith(("ar", "er", "ir"))):
        return [term]  # a verb, or a plural already ("Cartas Counter Trap")
    out = []
    for i, word in enumerate(words):
        if word.lower() in PT_LINKS or not word[:1].isalpha() or word.endswith("mente"):
            return [term, " ".join(out + words[i:])]  # a preposition's words, an adverb, qualify it as they are
        head, dash, rest = word.partition("-")
        low = head.lower()
        if low.endswith("s"):
            out.append(word)
            continue
        ending = next(((end, plural) for end, plural in PT_PLURALS if low.endswith(end)), ("", "s"))
        out.append(head[:len(head) - len(ending[0])] + ending[1] + dash + rest)
    return list(dict.fromkeys([term, " ".join(out)]))


@lru_cache(maxsize=None)
def load(path: Path = VOCABULARY) -> tuple[Mechanic, ...]:
    """Every mechanic of the vocabulary file, its terms inflected (English words; Portuguese verbs)."""
    try:
        raw = load_yaml(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as err:
        raise JudgeError(f"{path}: cannot read the mechanic vocabulary ({err})") from None
    mechanics = []
    for mid, entry in raw.items():
        terms, base = {}, {}
        for lang in LANGS:
            words = [str(w) for w in (entry or {}).get(lang, [])]
            base[lang] = tuple(dict.fromkeys(words))
            if lang == "en":
                nouns = set((entry or {}).get("nouns", ()))
                words = [form for w in words for form in inflect_en(w, w in nouns)]
            else:
                # a verb's forms, or a name's plural (an English name used as written is the English list's)
                english = {w.lower() for w in terms["en"]}
                words = [form for w in words for verb in (inflect_verb(w, lang),)
                         for form in (verb if verb != [w] or w.lower() in english else plural_pt(w))]
            terms[lang] = tuple(dict.fromkeys(words))
        not_before = tuple(str(w) for w in (entry or {}).get("not_before", ()))
        hides = tuple(str(h) for h in (entry or {}).get("hides", ()))
        mechanics.append(Mechanic(mid, terms, base, not_before, hides))
    unknown = sorted({h for m in mechanics for h in m.hides} - {m.id for m in mechanics})
    if unknown:
        raise JudgeError(f"{path}: `hides` names no mechanic of the vocabulary: {', '.join(unknown)}")
    return tuple(mechanics)



WORDS = DATA_DIR / "words.yaml"


def load_words(path: Path = WORDS) -> list[tuple[str, str]]:
    """(word, related word) pairs, folded, both directions, from the bilingual word list."""
    from .model import fold

    try:
        entries = load_yaml(path.read_text(encoding="utf-8")) or []
    except (OSError, yaml.YAMLError) as err:
        raise JudgeError(f"{path}: cannot read the word list ({err})") from None
    pairs = set()
    for en, pt in entries:
        # every word of an entry stands for the others: translations, inflections, synonyms
        group = [fold(str(w)) for w in list(en) + list(pt)]
        for a in group:
            for b in group:
                if a != b:
                    pairs.add((a, b))
    return sorted(pairs)
