"""A card's own text quoted in a rulings document ("ARMORY ARM", then "(1) Once per turn…",
then the rulings on it): kept as `card-text`, not as a ruling."""
from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from ..lang import lexicon
from ..model import Document, fold
from ..resolver import Resolver, key
from ..clauses import LEAD_TAG
from .blocks import Block

CARD_TEXT_READ = 1_000  # characters of a block read to tell a card's text from rulings on it
QUOTED_NAME = re.compile(r"[\"“][^\"“”]*[\"”]")  # a name in quotes, as a card's text writes its own


# a heading that says what follows is a card's printed text ("Card text", "Card Errata", "Texto da carta";
# a card database's field for it, as YGOPRODeck's JSON names it: "desc", a Pendulum's two)
CARD_TEXT_HEADINGS = frozenset({"card text", "card errata", "errata", "card effect", "lore", "texto da carta",
                                "efeito da carta", "texto", "text", "desc", "pend_desc", "monster_desc"})


# the same said on the text's own line: "Efeito: When this card resolves: …", "Card text: …"
CARD_TEXT_LABEL = re.compile(r"\s*(?:card text|card effect|card errata|texto da carta|efeito da carta|effect|efeito|lore)"
                             r"\s*:\s*\S", re.I)


# the kinds of effect a ruling names and a card's printed text of these eras never does ("Special Summoning
# this monster is a Trigger Effect that activates in the Graveyard", "The (2) mandatory Trigger Effect only
# activates if …"): a sentence naming one in a card's text block rules on the text, it is not the text
EFFECT_KINDS = frozenset({"trigger-effect", "ignition-effect", "spell-speed"})


def rules_on_text(mechanics: Iterable[str]) -> bool:
    """Whether a sentence of a card's text block, by the mechanics it names, is a ruling on the text."""
    return not EFFECT_KINDS.isdisjoint(mechanics)


def under_card_text(context: str) -> bool:
    """Whether a block's own heading names a card's printed text: every block under it is one."""
    return fold(context.rsplit(" > ", 1)[-1]).strip(" :") in CARD_TEXT_HEADINGS


def card_texts(doc: Document, built: Iterable[tuple[Block, list]], resolver: Resolver | None
               ) -> Iterator[tuple[Block, list, bool]]:
    """Each block with its records, in order, and whether it is a card's quoted text: a block under
    a "Card text" heading, or a heading's first prose block under a card's name that reads as its
    text (`reads_as_card_text`; one that says it is a ruling, "Ruling: …", does not) and either is written as a card's text ("this card", "(1)", "Destroy 1
    monster.") or has a list under the same heading right after it (a card's text, then the
    rulings on it). A card's page of prose rulings has no text of the card above them: its first
    ruling is a ruling ("If "Sangan" is banished, its effect does not activate.")."""
    first_under: dict[str, int] = {}  # each heading's first block
    held = None  # a first block that reads as a card's text but is not written as one: the next decides
    for block, recs in built:
        if held is not None:
            yield *held, block.kind == "bullet" and (block.context + " > ").startswith(held[0].context + " > ")
            held = None
        first = first_under.setdefault(block.context, block.start) == block.start
        if block.kind == "prose" and CARD_TEXT_LABEL.match(doc.text[block.start:block.start + 40]):
            yield block, recs, True
            continue
        opening = doc.text[block.start:min(block.end, block.start + CARD_TEXT_READ)] if first else ""
        if (block.kind == "prose" and opening and not LEAD_TAG.match(opening.lstrip())
                and reads_as_card_text(resolver, block.context, opening)):
            if lexicon(doc.lang or "en").card_text_form.search(fold(opening)):
                yield block, recs, True
            else:
                held = (block, recs)
            continue
        yield block, recs, block.kind in ("prose", "bullet") and under_card_text(block.context)
    if held is not None:
        yield *held, False


def reads_as_card_text(resolver: Resolver | None, context: str, text: str) -> bool:
    """Whether the first prose block under this heading (`text`) is a card's own text: the
    heading is exactly a card's name. A card's text names itself "this card" or in quotes,
    never plainly nor as a sentence's subject: a block that does ("Mirror Force only destroys
    …") rules on the card."""
    if resolver is None or not context:
        return False
    heading = context.rsplit(" > ", 1)[-1]
    names = resolver.by_key.get(key(heading))
    if not names or not any(n.kind in ("en", "pt", "old") for n in names):
        return False
    folded, name = fold(text), fold(heading)
    plain = QUOTED_NAME.sub(" ", folded)
    return not (any(at == 0 or not _is_word_char(plain[at - 1]) for at in _ends_word(plain, name))
                or any(_opens_sentence(folded[:at]) for at in _ends_word(folded, name)))


def _is_word_char(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


def _ends_word(text: str, phrase: str) -> Iterator[int]:
    """Where `phrase` is written in `text` with no word character right after it (a plain
    search: a pattern made of each heading would be compiled once per heading)."""
    at = text.find(phrase)
    while at >= 0:
        after = at + len(phrase)
        if after == len(text) or not _is_word_char(text[after]):
            yield at
        at = text.find(phrase, at + 1)


def _opens_sentence(before: str) -> bool:
    """Whether what comes before a word puts it first in its sentence (after an opening quote)."""
    if before[-1:] in "\"“'":
        before = before[:-1]
    trimmed = before.rstrip()
    return not before or (len(trimmed) < len(before) and trimmed[-1:] in (".", "!", "?", ":"))
