"""A ruling's proviso: the exception that limits where its verdict holds ("… unless it was Set this
turn", "contanto que não …"), the example it gives of that case ("(such as Scapegoat)"), or the
group a permission is restricted to ("Only Counter Traps can be chained to a Summon": none can,
unless of that group). Read here; which case a question asks of them is `cases.py`'s."""
from __future__ import annotations

import re

from .lang import lexicon
from .model import fold

CLAUSE_END = re.compile(r"[.;:()\[\]!?]|,\s")  # an opening bracket starts an aside: no part of the clause
# what opens an example of an exception's case right after its clause, in brackets or after a comma ("unless
# the card says otherwise (such as Scapegoat)", "a não ser que esteja escrito o contrário (como em Scapegoat)")
EXAMPLE = re.compile(r"\s*(?:\(|,\s)\s*(?:such as|like|e\.?g\.?,?|for example,?|for instance,?|as with|as in|as on|"
                     r"como em|como no|como na|como|por exemplo,?|ex\.?:?|tipo)\s+([^()]{1,120})")
RESTRICTED_WORDS = 12  # the most words a restriction's group may run to before its modal
COUNT = re.compile(r"(?:\d|one|a single|once|twice|um|uma|uma vez|duas)\b")  # "only one … can": a count, no group
ALTERNATIVES = re.compile(r"\s+(?:and|or|e|ou)\s+")  # "only Counter Traps and cards that change ATK": either group


def exception_of(text: str, lang: str) -> tuple[bool, str, tuple[str, ...]] | None:
    """A ruling's exception: (whether it names where the verdict fails, its clause, and for a
    restriction to groups the groups, any one of which, a word of it as much as two, asks it), or None."""
    lex = lexicon(lang)
    folded = fold(text)
    m = lex.exceptions.search(folded)
    if not m:
        return _restricted_to(folded, lex)
    rest = folded[m.end():]
    end = CLAUSE_END.search(rest)
    return bool(lex.unless.match(m.group(0))), rest[:end.start() if end else len(rest)], ()


def _restricted_to(folded: str, lex) -> tuple[bool, str, tuple[str, ...]] | None:
    """A ruling restricting a permission to a group ("Only Counter Traps can be chained to it",
    "Somente o dono pode …"): read as "none can, unless of that group", so a question about the
    group asks the case where it can (a count, "only one Field Spell can …", restricts no group)."""
    r = lex.restriction.match(folded)
    modal = dict(lex.cues)["allowed"].search(folded, r.end()) if r else None
    group = folded[r.end():modal.start()].strip() if modal else ""
    if not group or len(group.split()) > RESTRICTED_WORDS or COUNT.match(group) or CLAUSE_END.search(group):
        return None
    return True, group, tuple(ALTERNATIVES.split(group))


def example_named(text: str, lang: str, cards) -> bool:
    """Whether a ruling's exception gives as an example of its case one of these cards ("Tokens
    can be Tributed unless their card says otherwise (such as Scapegoat)", asked of Scapegoat's)."""
    folded = fold(text)
    m = lexicon(lang).exceptions.search(folded)
    if not m or not cards:
        return False
    rest = folded[m.end():]
    end = CLAUSE_END.search(rest)
    example = EXAMPLE.match(rest, end.start()) if end else None
    return bool(example) and any(re.search(rf"\b{re.escape(fold(name))}\b", example.group(1)) for name in cards)
