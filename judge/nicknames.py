"""Cards a question names by a word of their name that the library's rulings hold only of them.

"Mobius targets my face-down Skull Lair": no card is called "Mobius" alone (two Monarchs
start so, and neither is meant more than the other by the card pool), but every ruling of a
Goat library that holds the word is about Mobius the Frost Monarch. A word of a question
that no spotted name holds, that is no everyday word and is a distinctive word of some card's
name, names a card when at least a few rulings hold it and nearly all of them are about that
one card, whose name holds the word. The library decides: another library may decide
otherwise, or not at all ("Gearfried": two Gearfrieds share its rulings). Two words standing
together in a card's name are read the same way, everyday words or not ("rainbow ruins" of
"Ancient City - Rainbow Ruins"; not "superheavy samurai", whose rulings are of many cards).
Whether a card's name written in lower case names the card at all is read the same way
(`names_card`). No spaCy here.
"""
from __future__ import annotations

import json
import re

from .model import fold
from .budget import TermBudget
from .facts import card_facts
from .names import STOPWORDS, holds_words, key, tokens, window_key
from .resolver import Resolver, Spot
from .text import common_words, fts_expression, version_cache

HELD = 5  # the fewest rulings that must hold the word
SHARE = 0.9  # the share of them that must be about the one card
HELD_BESIDE = 2  # the fewest rulings that must hold the word beside an asked card
MOST = 500  # a word more rulings hold is a word of the game, not of one card's rulings
SHORTEST = 4  # letters: "Jar" and "Elf" are words of too many things
WORD = re.compile(r"[^\W_]+")


def library_nicknames(db, resolver: Resolver, text: str, spots: list[Spot],
                      game_words: frozenset[str] = frozenset()) -> list[Spot]:
    """The cards the text names by such a word (outside the spotted names), or by two words
    of a name standing together, everyday words or not ("rainbow ruins": "Ancient City -
    Rainbow Ruins"; the rulings holding the two together decide, as for one word); a word the
    library's rulings hold of several cards, by the rulings that also name a card spotted
    (`card_beside`), unless it is a word of the game's terms (`game_words`)."""
    out: list[Spot] = []
    asked = tuple(sorted({s.card for s in spots}))
    words = _words(text, spots)
    for m, w, alone in words:
        if not _of_a_name(w, alone, resolver):
            continue
        # beside the cards asked, a word of the game's terms ("toon", "token") names no card
        card = library_card(db, w) or (card_beside(db, w, asked) if w not in game_words else None)
        if card is not None and all(o.card != card for o in out):
            out.append(Spot(card, m.start(), m.end(), 100.0 * SHARE, m.group(0)))
    for (m, a, free_a), (n, b, free_b) in zip(words, words[1:]):
        joined = text[m.end():n.start()] == "-"  # "Red-Eyes": one word, however short its halves
        if (not (free_a and free_b) or any(o.start < n.end() and m.start() < o.end for o in out)
                or not _name_part(resolver, a, b, 2 if joined else SHORTEST)
                or window_key([a, b]) in resolver.by_key):  # a whole name: the resolver has read it ("last turn")
            continue
        card = library_card(db, f"{a} {b}") or (
            card_beside(db, f"{a} {b}", asked) if not {a, b} <= game_words else None)
        if card is not None and all(o.card != card for o in out):
            out.append(Spot(card, m.start(), n.end(), 100.0 * SHARE, text[m.start():n.end()]))
    return out


def _words(text: str, spots: list[Spot]) -> list[tuple[re.Match, str, bool]]:
    """Each word of a text: where it is, folded, and whether it is outside the spotted names."""
    return [(m, fold(m.group(0)), not any(s.start < m.end() and m.start() < s.end for s in spots))
            for m in WORD.finditer(text)]


def _of_a_name(word: str, alone: bool, resolver: Resolver) -> bool:
    """Whether a (folded) word outside the spotted names may name a card by itself: a word of
    letters, long enough to tell something, no stop or everyday word, a distinctive word of some
    card's name."""
    return (alone and len(word) >= SHORTEST and word.isalpha() and word not in STOPWORDS
            and word not in common_words() and bool(resolver.by_token.get(word)))


MAYBE_MOST = 12  # cards: a word the library holds of more is a series' word ("Harpie"), not a card's


def maybe_named(db, resolver: Resolver, text: str, spots: list[Spot],
                game_words: frozenset[str] = frozenset(), is_word=None) -> list[frozenset[str]]:
    """The cards each word of a text may name when it names none alone: a distinctive word of a
    few cards' names, outside the spotted names, that the library's rulings hold of several of
    them ("Exodia": Exodia the Forbidden One, Exodia Necross; "Behemoth", "Gearfried"). None of
    them is asked; the ranking counts a ruling about one of them (`maybe_card`). A word of an
    asked card's name is that card's, a word of the game's terms is the term, and a word of the
    language (`is_word`: "revived", "winged", "nega") is that word."""
    asked = {s.card for s in spots}
    out: list[frozenset[str]] = []
    for _, w, alone in _words(text, spots):
        if not _of_a_name(w, alone, resolver) or w in game_words or (is_word is not None and is_word(w)):
            continue
        cards = frozenset(c for c in _held_by(db, w)[1] if holds_words(c, w))
        if 0 < len(cards) <= MAYBE_MOST and not cards & asked and cards not in out:
            out.append(cards)
    return out


def library_card(db, word: str) -> str | None:
    """The one card whose rulings hold a (folded) word, or two words together, nearly alone, or
    None: at least HELD rulings hold it and SHARE of them are about a card whose name holds it."""
    held, about = _held_by(db, word)
    top = min(about.items(), key=lambda kv: (-kv[1], kv[0]), default=None)
    return top[0] if held >= HELD and top and top[1] >= SHARE * held and holds_words(top[0], word) else None


def _held_by(db, word: str) -> tuple[int, dict[str, int]]:
    """How many rulings hold a word (up to MOST + 1), and how many of them each card is about
    (none counted for a word more than MOST hold: a word of the game's)."""
    cache = version_cache(db, "nicknames")
    if word not in cache:
        expression = fts_expression([], [word])
        (held,) = db.execute("select count(*) from (select rowid from records_fts where records_fts match ? "
                             "limit ?)", [expression, MOST + 1]).fetchone()
        cache[word] = (held, dict(db.execute(
            "select rc.card, count(distinct r.rowid) from records_fts "
            "join records r on r.rowid = records_fts.rowid join record_cards rc on rc.record = r.id "
            "where records_fts match ? group by rc.card", [expression])) if 0 < held <= MOST else {})
    return cache[word]


def card_beside(db, word: str, asked: tuple[str, ...]) -> str | None:
    """The card a word names beside the cards asked with it: when the library's rulings holding
    the word are about several cards ("Wynn": Wynn the Wind Charmer and Storming Wynn), those
    of them that are also about an asked card decide, if at least a couple hold it and nearly
    all are about one card whose name holds the word ("Wynn … Book of Moon": the rulings on
    Book of Moon that say Wynn are about Wynn the Wind Charmer). None otherwise, and for a word
    of the game (more than MOST rulings hold it)."""
    if not asked or not HELD_BESIDE <= _held_by(db, word)[0] <= MOST:
        return None
    cache = version_cache(db, "nicknames_beside")
    if (word, asked) not in cache:
        rows = db.execute(
            "select rc.card, r.rowid from records_fts join records r on r.rowid = records_fts.rowid "
            "join record_cards rc on rc.record = r.id where records_fts match :e and exists (select 1 from "
            "record_cards a where a.record = r.id and a.card in (select value from json_each(:asked)))",
            {"e": fts_expression([], [word]), "asked": json.dumps(asked)}).fetchall()
        held = len({rowid for _, rowid in rows})
        about: dict[str, int] = {}
        for card, _ in rows:
            if card not in asked:
                about[card] = about.get(card, 0) + 1
        top = max(about.items(), key=lambda kv: (kv[1], kv[0]), default=None)
        cache[word, asked] = (top[0] if top and held >= HELD_BESIDE and top[1] >= SHARE * held
                              and holds_words(top[0], word) else None)
    return cache[word, asked]


def _name_part(resolver: Resolver, a: str, b: str, shortest: int = SHORTEST) -> bool:
    """Two words stand side by side in some card's name (each long enough to tell something:
    `shortest` letters); the names are looked up by either word (`by_token` holds only the words
    of fewer than a few hundred names: one of the two is enough)."""
    if min(len(a), len(b)) < shortest or not (a.isalpha() and b.isalpha()) or a in STOPWORDS or b in STOPWORDS:
        return False
    # names are looked up by their keys, whose last word is singular ("… rainbow ruin")
    at_end = key(f"{a} {b}")
    lists = [found for w in dict.fromkeys((a, b, at_end.rsplit(" ", 1)[-1])) if (found := resolver.by_token.get(w))]
    return any(f" {a} {b} " in f" {name} " or f" {name}".endswith(f" {at_end}")
               for found in lists for name in found)


NAME_ONLY = (5, 0.9)  # a word held by at least this many rulings, nearly all of them about one card
TERM_SHARE = 0.5  # a name of several words held by fewer of its rulings' than this share is a term


def names_card(db, budget: TermBudget, word: str, card: str, term: bool = False) -> bool:
    """Whether a card's name written in lower case names it. A word: when the library's rulings
    hold it only as the card's name (at least a few rulings hold it and nearly all of them are
    about the card: "toll", "reload" in Goat rulings; never "return", which most rulings hold
    as a word). Words of a longer name: unless the rulings hold them mostly as a term of the
    game ("a fusion substitute", "as synchro material": at least a few rulings hold them, most
    about another card), as they hold "change of heart" as the card's name, and unless a couple
    of rulings write them so, in lower case and unquoted ("the condition to level up": the card is
    "Level Up!"), and unless they are a phrase of grammar and no ruling of the library is about
    the card ("sent one by one": no sign the card "One by One" is meant). Words that are a
    `term` of the game's vocabulary ("synchro material", "overlay network"), however written:
    only when the rulings show them as the card's name (a few hold them, most about the card)."""
    cache = version_cache(db, "names_card")
    if (word, card, term) not in cache:
        phrase = " " in word.strip()
        held = db.execute("select count(*) from records_fts where records_fts match ?",
                          [fts_expression([], [word])]).fetchone()[0] if phrase else budget.count(word, True)
        # each ruling holding the words looked up by its card links (not every ruling of the card)
        about = db.execute(
            "select count(*) from records_fts join records r on r.rowid = records_fts.rowid where records_fts match ? "
            "and exists (select 1 from record_cards rc where rc.record = r.id and rc.card = ?)",
            [fts_expression([], [word]), card]).fetchone()[0] if held >= NAME_ONLY[0] else 0
        if held >= NAME_ONLY[0] and about < (TERM_SHARE if phrase else NAME_ONLY[1]) * held:
            # rulings holding the words only inside a longer card's name ("Dark Magician of Chaos",
            # "Skilled Dark Magician"; "exchange" in "Soul Exchange") do not hold them as a term or a
            # word: the rest decide
            held = _held_outside_longer_names(db, word, card, held)
        if term:  # the term, unless the library's rulings hold it as the card's name
            cache[word, card, term] = held >= NAME_ONLY[0] and about >= TERM_SHARE * held
        elif phrase and _written_as_words(db, word) >= AS_WORDS:
            cache[word, card, term] = False  # the rulings write it in lower case, unquoted: "… to level up"
        elif phrase and held < NAME_ONLY[0] and _phrase_of_grammar(word) and not card_facts(db, card).rulings:
            # a phrase of grammar ("one by one", "stand in") naming a card no ruling of the library
            # is about: the library gives no sign the asker means the card, and a ruling it holds
            # cannot be about it either (not "called by the grave": a name, the library's or not)
            cache[word, card, term] = False
        else:
            cache[word, card, term] = (held < NAME_ONLY[0] or about >= TERM_SHARE * held) if phrase else \
                (held >= NAME_ONLY[0] and about >= NAME_ONLY[1] * held)
    return cache[word, card, term]


def _phrase_of_grammar(words: str) -> bool:
    """Whether a name's words are everyday ones, all stop words but one word at most ("one by
    one", "stand in"; not "called by the grave", "dark ruler no more", "pot of desires")."""
    toks = tokens(words)
    return all(w in common_words() for w in toks) and len({w for w in toks if w not in STOPWORDS}) <= 1


AS_WORDS = 2  # rulings writing a name's words in lower case, unquoted, that make them words of the game's


def _written_as_words(db, words: str) -> int:
    """How many of the library's rulings holding a card's name (folded words) write them in lower
    case and unquoted, as words of the game rather than the card's name ("the condition to level
    up", where the card is "Level Up!"): up to AS_WORDS."""
    pattern = re.compile(r"(?<![\w\"“'‘-])" + r"[\s-]+".join(map(re.escape, words.split())) + r"\b")
    rows = db.execute("select r.text from records_fts join records r on r.rowid = records_fts.rowid "
                      "where records_fts match ? limit ?", [fts_expression([], [words]), MOST])
    found = 0
    for (text,) in rows:
        found += bool(pattern.search(text))
        if found >= AS_WORDS:
            break
    return found


def _held_outside_longer_names(db, words: str, card: str, held: int) -> int:
    """Of the `held` rulings holding some words (of a card's name), how many are not about a
    card whose longer name holds them (unless about the card too)."""
    last = tokens(words)[-1]
    longer = [n for (n,) in db.execute("select name from cards where name like ?", [f"%{last}%"])
              if n != card and holds_words(n, words)]
    if not longer:
        return held
    inside = db.execute(
        "select count(*) from records_fts join records r on r.rowid = records_fts.rowid where records_fts match ? "
        "and exists (select 1 from record_cards rc where rc.record = r.id and rc.card in (select value from json_each(?))) "
        "and not exists (select 1 from record_cards rc where rc.record = r.id and rc.card = ?)",
        [fts_expression([], [words]), json.dumps(longer), card]).fetchone()[0]
    return held - inside


def without_echoes(resolver, spots: list) -> list:
    """The cards named, less a one-word short name written in lower case whose letters are in
    the name of another card named: that card's own word ("Dice Re-Roll … can I reroll my
    die?"), not the card it is short for ("D/D Reroll"); so too a card named by a plain word ("can I exchange
    monsters with Soul Exchange?": the word, not Exchange)."""
    letters = {s.card: key(s.card).replace(" ", "") for s in spots}  # as `Resolver.joined_keys` writes names
    return [s for s in spots if not (
        s.text.islower() and " " not in s.text.strip()
        and any((n.kind == "short" or n.common) and n.card == s.card for n in resolver.by_key.get(key(s.text), ()))
        and any(card != s.card and key(s.text).replace(" ", "") in held for card, held in letters.items()))]
