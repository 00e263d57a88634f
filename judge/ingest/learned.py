"""Cards the card table does not hold, learned from the library itself: a heading that its own
rulings quote as a name ("NULL AND VOID" over "You can chain “Null and Void” to …"; a newer set's
"Vortex Sentinel of the Abyss" over its bullets) names a card, as a ruling document heads each
card's rulings with the card's name. Such a card is added to the built database, its rulings
tagged with it, so a question naming it finds them as it finds a known card's. A heading naming
a card or an old name the table knows, or a mechanic of the vocabulary ("Damage Step"), is no new
card; the card table is never changed, and a rebuild copying the card tables leaves the learned
ones out (they are learned again from the documents the rebuild reads)."""
from __future__ import annotations

import re
from collections import Counter, defaultdict

from ..cards import Card, card_names
from ..model import fold
from ..store import load_resolver, record_texts, records_with_words
from ..writer import CARD_COLUMNS, LEARNED_INDEX, _read_resolver, write_resolver_index

QUOTED = re.compile(r"[\"“”]([^\"“”\n]{2,60})[\"“”]")  # a run in quotation marks (a card's name, as rulings quote them)
MAX_WORDS = 8  # a heading longer than this is a topic's, not a card's name


def learn_cards(db) -> list[str]:
    """Add the cards the library's headings name and its rulings quote, and tag their rulings;
    the names learned. The records are read as a stream, only the ids of those under a heading
    that may be a new card's kept (a large library's texts are not all held at once)."""
    terms = {" ".join(fold(t).split()) for (row,) in db.execute("select terms from mechanics") for t in row.split("|")}
    candidates: dict[str, bool] = {}  # heading → whether it may name a new card (a mechanic's name does not)
    said: dict[str, Counter] = defaultdict(Counter)  # heading → its rulings' quoted spellings of it
    under: dict[str, list[str]] = defaultdict(list)
    for rid, context, text in db.execute("select id, context, text from records where context != ''"):
        heading = context.split(" > ")[0].strip()
        if heading not in candidates:
            candidates[heading] = _may_name(heading) and " ".join(fold(heading).split()) not in terms
        if candidates[heading]:
            under[heading].append(rid)
            said[heading].update(q.strip() for q in QUOTED.findall(text) if _same(q, heading))
    resolver = load_resolver(db)
    learned: dict[str, tuple[str, list[str]]] = {}  # name as quoted → (heading, its records)
    for heading, spellings in said.items():
        known = resolver.resolve(heading) if spellings else None
        if spellings and (known is None or not known.exact):  # not a card (or an old name) the table holds
            name = spellings.most_common(1)[0][0]
            learned.setdefault(name, (heading, []))[1].extend(under[heading])
    if not learned:
        return []
    cards = [Card(password="", name=name) for name in learned]
    db.conn.executemany(f"insert or ignore into cards ({', '.join(CARD_COLUMNS)}) values "
                        f"({', '.join('?' * len(CARD_COLUMNS))})", (tuple(c.row().values()) for c in cards))
    db.conn.executemany("insert or replace into learned_cards (name, heading) values (?, ?)",
                        ((name, heading) for name, (heading, _) in learned.items()))
    db.conn.executemany("insert or replace into card_names (key, name, card, kind, common) values (?, ?, ?, ?, ?)",
                        ((n.key, n.name, n.card, n.kind, int(n.common)) for n in card_names(cards)))
    links = set()
    for name, (_, under_it) in learned.items():
        links |= {(rid, name) for rid in under_it}
        folded = fold(name)
        links |= {(rid, name) for rid, text in record_texts(db, records_with_words(db, name)).items()
                  if folded in fold(text)}
    db.conn.executemany("insert or ignore into record_cards (record, card) values (?, ?)", sorted(links))
    # the resolver over every name with the learned ones, kept beside the table's own (see writer)
    write_resolver_index(db, _read_resolver(db), LEARNED_INDEX)
    return sorted(learned)


def _may_name(heading: str) -> bool:
    """Whether a heading is written as a name may be: a few words, a letter among them, no
    sentence's end or question."""
    words = heading.split()
    return 0 < len(words) <= MAX_WORDS and len(heading) <= 60 and re.search(r"[^\W\d_]", heading) is not None \
        and not heading.rstrip().endswith((".", "?", "!", ":", ";"))


def _same(quoted: str, heading: str) -> bool:
    return " ".join(fold(quoted).split()) == " ".join(fold(heading).split())
