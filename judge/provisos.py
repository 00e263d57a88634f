"""A ruling's proviso: the exception that limits where its verdict holds ("… unless it was Set this
turn", "contanto que não …"), the example it gives of that case ("(such as Scapegoat)"), or the
group a permission is restricted to ("Only Counter Traps can be chained to a Summon": none can,
unless of that group). Read here; which case a question asks of them is `cases.py`'s."""
from __future__ import annotations

import re
from typing import NamedTuple

from .lang import lexicon
from .model import fold

CLAUSE_END = re.compile(r"[.;:()\[\]!?]|,\s")  # an opening bracket starts an aside: no part of the clause
# what opens an example of an exception's case right after its clause, in brackets or after a comma ("unless
# the card says otherwise (such as Scapegoat)", "a não ser que esteja escrito o contrário (como em Scapegoat)")
EXAMPLE = re.compile(r"\s*(?:\(|,\s)\s*(?:such as|like|e\.?g\.?,?|for example,?|for instance,?|as with|as in|as on|"
                     r"como em|como no|como na|como|por exemplo,?|ex\.?:?|tipo)\s+([^()]{1,120})")
RESTRICTED_WORDS = 12  # the most words a restriction's group may run to before its modal
# a count ("only one Field Spell can …", "can only be equipped with 1 Union monster", "uma vez"): no group, no case;
# Portuguese's "um"/"uma" are its "a" too, a count only opening a group ("somente uma Field Spell pode …")
NUMBER = re.compile(r"\d|\b(?:one|two|three|once|twice|single|dois|duas|tres|vez|vezes)\b")
COUNT = re.compile(r"(?:um|uma|a single)\b")
# what a number naming a phase or a step follows ("Main Phase 1 and 2"): no count; a Level's number is kept a count,
# as the words a case is asked by hold no numbers ("a Level 4 monster" would be asked by "a Level 7 monster")
NUMBERED = re.compile(r"(?:phase|phases|fase|fases|step|substep|etapa)(?: \d+ (?:and|or|e|ou))? $")
ALTERNATIVES = re.compile(r"\s+(?:and|or|e|ou)\s+|\s*/\s*")  # "only Counter Traps and cards that change ATK": either group


class Proviso(NamedTuple):
    unless: bool  # it names where the verdict fails ("unless C"), not where it holds ("as long as C")
    clause: str  # C
    groups: tuple[str, ...] = ()  # a restriction's groups or a one-case permission's cases, any one of which asks it
    whole: bool = False  # the question must hold every word of a case (a permission given in one case only)
    example: str = ""  # what the exception gives as an example of C ("(such as Scapegoat)")


def exception_of(text: str, lang: str) -> Proviso | None:
    """A ruling's proviso, or None: its exception, the group a permission is restricted to, or the
    case it is given in only."""
    lex = lexicon(lang)
    folded = fold(text)
    m = lex.exceptions.search(folded)
    if not m:
        return _restricted_to(folded, lex) or _only_qualified(folded, lang)
    rest = folded[m.end():]
    end = CLAUSE_END.search(rest)
    example = EXAMPLE.match(rest, end.start()) if end else None
    return Proviso(bool(lex.unless.match(m.group(0))), rest[:end.start() if end else len(rest)],
                   example=example.group(1) if example else "")


def _restricted_to(folded: str, lex) -> Proviso | None:
    """A ruling restricting a permission to a group ("Only Counter Traps can be chained to it",
    "Somente o dono pode …"): read as "none can, unless of that group", so a question about the
    group asks the case where it can (a count, "only one Field Spell can …", restricts no group)."""
    r = lex.restriction.match(folded)
    modal = dict(lex.cues)["allowed"].search(folded, r.end()) if r else None
    group = folded[r.end():modal.start()].strip() if modal else ""
    if not group or len(group.split()) > RESTRICTED_WORDS or _counted(group) or COUNT.match(group) or CLAUSE_END.search(group):
        return None
    return Proviso(True, group, tuple(ALTERNATIVES.split(group)))


# a permission given in one case only: "… can only be activated during your Main Phase", "só pode ser
# invocado por uma Magia de Ritual"; the words opening the case it is given in
ONLY_MODAL = {"en": re.compile(r"\b(?:can|may|could) (?:then |still )?only\b"),
              "pt": re.compile(r"\b(?:so|somente|apenas) (?:se )?(?:pode|podem)\b")}
QUALIFYING = {"en": "during|by|in|on|from|to|when|while|if|with|at|before|after|using|through|via",
              "pt": "durante|por|pelo|pela|com|na|no|em|quando|enquanto|se|antes|depois|usando|via"}
QUALIFIERS = {lang: re.compile(rf"\b(?:{words})\b") for lang, words in QUALIFYING.items()}
JOINED = re.compile(r"(?:and|or|e|ou)\s+")  # after a comma, a case joined to the one before
JOINED_CASES = re.compile(rf",?\s+(?:and|or|e|ou)\s+(?=(?:{'|'.join(QUALIFYING.values())})\b)")  # each case after the first


def _only_qualified(folded: str, lang: str) -> Proviso | None:
    """A permission given in one case only ("Swords of Revealing Light can only be activated during your
    Main Phase"): read as "it cannot, unless in that case", the case named by the words after the verb's
    preposition or conjunction ("during", "by", "if"), or in one of the cases it joins ("during YOUR Main
    Phase 1 and 2, and during your opponent's Battle Phase"); a case is asked only when the question names
    all its words ("in the Battle Phase" does not ask "your Main Phase")."""
    m = ONLY_MODAL.get(lang, ONLY_MODAL["en"]).search(folded)
    qualifier = QUALIFIERS.get(lang, QUALIFIERS["en"])
    at = qualifier.search(folded, m.end()) if m else None
    if not at:
        return None
    end = CLAUSE_END.search(folded, at.end())
    while end and end.group() == ", " and (more := JOINED.match(folded, end.end())) and qualifier.match(folded, more.end()):
        end = CLAUSE_END.search(folded, more.end())  # ", and during …": another case the permission is given in
    whole = folded[at.start():end.start() if end else len(folded)]
    cases = tuple(case for part in JOINED_CASES.split(whole) if (case := qualifier.sub("", part, count=1).strip()))
    # a count is no case ("can only be equipped with 1 Union monster", "can only activate 1 of their effects to …"): asked
    # "two", it holds; a phase's number is no count ("Main Phase 1 and 2"), a Level's is
    counted = _counted(folded, m.end(), at.start() + len(whole))
    return Proviso(True, " ".join(cases), cases, True) if cases and len(whole.split()) <= 2 * RESTRICTED_WORDS and not counted else None


def _counted(text: str, start: int = 0, end: int | None = None) -> bool:
    """Whether a text says a count between these offsets (a number not naming a phase)."""
    return any(not NUMBERED.search(text, 0, n.start()) for n in NUMBER.finditer(text, start, len(text) if end is None else end))


def example_named(found: Proviso, cards) -> bool:
    """Whether an exception gives as an example of its case one of these cards ("Tokens can be
    Tributed unless their card says otherwise (such as Scapegoat)", asked of Scapegoat's)."""
    return bool(found.example) and any(re.search(rf"\b{re.escape(fold(name))}\b", found.example) for name in cards)
