"""When in a turn a text places what it says: before, during or after a phase or step ("in the
Damage Step", "before damage calculation", "antes do Damage Step", "durante a fase de batalha").
A ruling that places it only at another time than the one asked ("before the Damage Step"
asked "in the Damage Step") is about the other case, as a ruling on the opposite state is.

Texts are read word-normalised (`text.words_of`: folded, " a b c "), in English and Portuguese.

>>> sorted(timings_said(" if it destroys a monster during the damage step no replay occurs "))
[('during', 'damage-step')]
>>> sorted(timings_said(" se destruir antes do damage step ocorre um replay "))
[('before', 'damage-step')]
>>> sorted(timings_said(" it gains 500 atk after damage calculation and before the end phase "))
[('after', 'damage-calculation'), ('before', 'end-phase')]
>>> timings_said(" at the start of the damage step ")
frozenset()
"""
from __future__ import annotations

import re

from .text import words_of

# the phases and steps a ruling places things in, as either language writes them
POINTS = {
    "draw-phase": ["draw phase", "fase de compra"],
    "standby-phase": ["standby phase", "fase de espera", "fase de preparação", "fase de preparacao"],
    "main-phase": ["main phase", "main phase 1", "main phase 2", "fase principal"],
    "battle-phase": ["battle phase", "fase de batalha"],
    "battle-step": ["battle step", "etapa de batalha"],
    "damage-step": ["damage step", "etapa de dano", "passo de dano"],
    "damage-calculation": ["damage calculation", "calculo de dano", "calculo do dano"],
    "end-phase": ["end phase", "fase final"],
}
# the time a word places something at, relative to a point right after it (an article between)
RELATIONS = {
    "before": ["before", "prior to", "antes de", "antes do", "antes da", "antes"],
    "during": ["during", "in", "at", "within", "durante", "em", "no", "na", "dentro de", "dentro do", "dentro da"],
    "after": ["after", "depois de", "depois do", "depois da", "apos"],
}
_ARTICLE = r"(?:(?:the|a|an|o|os|as|this|that|esse|essa|este|esta) )?"


def _alternation(phrases) -> str:
    return "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True))


_POINT_OF = {words: point for point, said in POINTS.items() for words in said}
_RELATION_OF = {words: rel for rel, said in RELATIONS.items() for words in said}
# "even after the End Phase", "mesmo depois da End Phase": then as before, so at the time asked too
EVEN = ["even", "mesmo"]
_SAID = re.compile(rf"(?<= )((?:{_alternation(EVEN)}) )?({_alternation(_RELATION_OF)}) {_ARTICLE}({_alternation(_POINT_OF)})(?= )")


_NAMED = re.compile(rf" (?:{_alternation(_POINT_OF)}) ")


def timings_of(text: str, words: str) -> frozenset[tuple[str, str]]:
    """`timings_said` of a record's own text, read only when its words (its context's too, `words`)
    name a phase or step at all: most records do not, and a query reads hundreds of records."""
    return timings_said(words_of(text)) if _NAMED.search(words) else frozenset()


def timings_said(words: str) -> frozenset[tuple[str, str]]:
    """Every (relation, point) a word-normalised text places something at (relation "any": it
    holds then as before, "even after the End Phase").

    >>> sorted(timings_said(" monsters removed remain removed even after the end phase "))
    [('any', 'end-phase')]
    """
    return frozenset(("any" if even else _RELATION_OF[rel], _POINT_OF[point])
                     for even, rel, point in _SAID.findall(words))


def other_timing(asked: frozenset[tuple[str, str]], said: frozenset[tuple[str, str]]) -> bool:
    """Whether a text placing things at `said` places a point asked only at other times than asked
    ("before the Damage Step" asked "in the Damage Step"); a text that does not place it says nothing."""
    asked = {(rel, at) for rel, at in asked if rel != "any"}  # "even after …?" asks no one time
    if not (asked and said):
        return False
    return any(not said & {(rel, point) for rel, at in asked if at == point} and ("any", point) not in said
               for point in {at for _, at in said} & {at for _, at in asked})
