"""Search: a question or query → ranked records (text match plus card, mechanic and label fit).

The SQL is built by pure functions (`query.fts_expression`, `candidate_sql`) so it can be
printed and tested; no user text ever reaches FTS5 unquoted.
"""
from __future__ import annotations

import json
import operator
from collections import Counter
from functools import lru_cache

from .lang import LANGS, lexicon
from .model import JudgeError, Label
from .asks import gives_kind
from .query import Query, mechanic_matchers, understand
from .states import OPPOSITE_STATES, SAID_ONLY_AS_STATES, card_orders, held_only_for, other_order, state_finder
from .levels import by_levels
from .timing import other_timing
from .about import card_rows, mechanic_rows
from .champions import BM25_WEIGHTS, RANKED, champions
from .eras import in_era
from .facts import masks_besides_names, WORDS, Facts, facts_of
from .fitted import WEIGHTS_FILE, ranking_file
from .forms import Forms, Vocabulary
from .results import break_ties, chances, copy_lifts, distinct
from .matching import own_forms, pair_pattern, text_scores as bm25_scores
from .text import term_words, words_of

CANDIDATES = 150
CARD_CANDIDATES = 120  # records found by their card alone, scored here
TOGETHER = 60  # records holding every common word asked, scored here
ANCHORED = 40  # of the records holding a telling word and every common one asked, the best scored here
LABELS = tuple(label.value for label in Label)


def candidate_sql(filters: dict, ranked: bool = True) -> str:
    """The SQL that ranks FTS hits by bm25 under the given filters (no values inlined);
    `ranked=False`: the hits in no order, up to :limit (no bm25 to compute)."""
    where = ["records_fts match :q"]
    if filters.get("lang"):
        where.append("r.lang = :lang")
    if filters.get("label"):
        where.append("r.label = :label")
    if filters.get("cards"):
        where.append("r.id in (select record from record_cards where card in (select value from json_each(:cards)))")
    if filters.get("mechanics"):
        where.append("r.id in (select record from record_mechanics where mechanic in "
                     "(select value from json_each(:mechanics)))")
    if not ranked:
        if len(where) == 1:
            return "select rowid from records_fts where records_fts match :q limit :limit"
        return (f"select r.rowid from records_fts join records r on r.rowid = records_fts.rowid "
                f"where {' and '.join(where)} limit :limit")
    if len(where) == 1:  # no filter: FTS5 alone (the records table is read for the candidates' facts)
        return RANKED  # as the champions were ranked at ingest
    weights = ", ".join(str(w) for w in BM25_WEIGHTS)
    return (f"select r.rowid, bm25(records_fts, {weights}) as rank "
            f"from records_fts join records r on r.rowid = records_fts.rowid "
            f"where {' and '.join(where)} order by rank limit :limit")


def rank(db, q: Query, limit: int = 10) -> list[dict]:
    """Candidates from FTS5 and from the asked cards, scored by text, card, mechanic, label fit."""
    rows = candidates(db, q)
    if not rows:
        return []
    weights = ranking_weights()
    scored = [(sum(map(operator.mul, weights, feats)), rowid, f.id, why, f.same)
              for rowid, f, feats, why in features(q, rows, WORDS)]
    # a ruling scored as its copies together (its order); its chance, its copies' chances added
    lifts = copy_lifts([s[0] for s in scored], [s[4] for s in scored])
    lifted = {s[2]: lift for lift, s in zip(lifts, scored) if lift}
    texts = {s[2]: s[4] for s in scored if s[2] in lifted}
    scored = in_era(db, q, [(s[0] + lift, *s[1:4]) for lift, s in zip(lifts, scored)], dict(rows))
    scored.sort(key=lambda s: (-s[0], s[1]))
    # equal scores (a sentence with two verdicts gives two records of one text): the record
    # whose verdict holds more of what was asked (its words, its cards' names) first
    scored = break_ties(scored, lambda s: s[3][ANSWERED])
    shown = distinct(db, scored, limit, explain, chances(scored, lifted, texts))
    # a ruling shown once for several records (a sentence and the passage that holds it, two
    # clauses of one sentence) holds all their chances: the results in the order of their chance
    return sorted(shown, key=lambda r: -r["probability"])


def candidates(db, q: Query) -> list[tuple[int, Facts]]:
    """(rowid, facts) of the records worth scoring: FTS5 hits of the question's words and the
    records about the asked cards, under the query's filters."""
    filters = {"lang": q.lang_filter, "label": q.label_filter,
               "cards": json.dumps(q.card_filter) if q.card_filter else None,
               "mechanics": json.dumps(q.mechanic_filter) if q.mechanic_filter else None}
    params = {k: v for k, v in filters.items() if v}

    def hits_of(words: str, limit: int, ranked: bool = False) -> list[int]:
        """The rowids of up to `limit` records matching an expression (the best by bm25 if ranked)."""
        return [row[0] for row in db.execute(candidate_sql(filters, ranked), {**params, "q": words, "limit": limit})]

    found: set[int] = set()
    hits: list[int] = []
    if q.terms:
        # the hits are all scored when there are no more than CANDIDATES: found without bm25
        hits = hits_of(q.terms, CANDIDATES + 1)
        if len(hits) > CANDIDATES:  # else the best CANDIDATES by bm25 (a common word's: ranked at ingest)
            hits = (not params and champions(db, q.terms, CANDIDATES)) or hits_of(q.terms, CANDIDATES, ranked=True)
        found.update(hits)
    if q.together:  # the asker's common words together: the records holding them all, if few
        together = hits_of(q.together, TOGETHER + 1)
        if len(together) <= TOGETHER:  # more: the words are not telling even together
            found.update(together)
    if q.anchored and len(hits) >= CANDIDATES:
        # the hits were too many to score all: of them, those holding every common word asked
        # too, if few (the best ANCHORED by bm25)
        anchored = hits_of(q.anchored, CANDIDATES + 1)
        if len(anchored) <= CANDIDATES:  # more: not telling even together, and long to rank
            found.update(anchored if len(anchored) <= ANCHORED else hits_of(q.anchored, ANCHORED, ranked=True))
    if not q.cards:  # rulings on every specific mechanic asked, in either language
        found.update(mechanic_rows(db, q.mechanics, q.lang))
    if q.cards:  # records about the asked cards are candidates even without a word in common
        about_rows = card_rows(db, [c["name"] for c in q.cards])
        if len(about_rows) > CARD_CANDIDATES:
            # too many to score: those about more of the asked cards first (a record is listed
            # once for each asked card it is about), then those that hold one of the words; each
            # asked card its share of them, so a card of many rulings (whose name is one of the
            # words) does not crowd out another's
            about = Counter(about_rows)
            matching = set() if not q.terms else set(hits) if len(hits) < CANDIDATES and not params else {
                r for (r,) in db.execute("select rowid from records_fts where records_fts match ?", [q.terms])}
            order = sorted(about, key=lambda r: (-about[r], r not in matching))
            names = sorted({c["name"] for c in q.cards})
            share = CARD_CANDIDATES // len(names)
            place = {r: i for i, r in enumerate(order)}
            first = dict.fromkeys(r for card in names
                                  for r in sorted(card_rows(db, [card]), key=place.__getitem__)[:share])
            about_rows = list(first) + [r for r in order if r not in first]
        found.update(about_rows[:CARD_CANDIDATES])
    if not found:
        return []
    facts = facts_of(db, found)
    return [(rowid, f) for rowid, f in sorted(facts.items())
            if (not filters["lang"] or f.lang == filters["lang"]) and (not filters["label"] or f.label == filters["label"])]


# -- what a candidate is scored on ------------------------------------------------------
FEATURES = (
    "text",          # its words' match to the question's (idf, bm25-style), 0..1 of the best candidate's
    "coverage",      # the share of the asker's own words it holds
    "topic",         # the share of the asker's words in its top heading
    "cards",         # the share of the asked cards it is about
    "all_cards",     # it is about every asked card (two or more asked)
    "card_focus",    # `cards`, when the question is mostly card names ("MST on a set Jar of Greed")
    "mechanics",     # asked mechanics it is about (0..1, four or more count as one)
    "label",         # its label is what the question asks first (can I → allowed…)
    "label_other",   # its label is another the question may be answered by
    "same_language", # written in the question's language
    "extra_cards",   # cards it is about that were not asked (0..1, three or more count as one), those of a
                     # heading's listing an asked card is in aside (`Facts.listing`: the ruling is each one's)
    "verdict_words", # the share of the asker's own words in its verdict (what it decides)
    "card_text",     # a card's own text quoted in a rulings document, not a ruling
    "qa",            # a question with its answer (a netrep Q&A)
    "example",       # a worked example
    "pairs",         # the share of the asker's side-by-side word pairs it holds side by side
    "heading_card",  # the share of the asked cards its top heading names (a card's own rulings)
    "follow_on",     # it opens leaning on the sentence before ("So …", "In that case …")
    "other_format",  # it rules on a format other than the one asked, or than the library's usual one
    "named",         # the share of the asked cards its own words name (not only its passage)
    "stand_in",      # the share of the asked cards it is not about but is about what they do
                     # ("can Monster Reborn bring back X": X's ruling on Special Summoning it)
    "other_state",   # it names the opposite of a state asked (face-up asked face-down), not the state, or
                     # the other order of an asked card ("activated later" asked "already face-up"), other Levels,
                     # or another time in the turn (`timing`: "before the Damage Step" asked "in the Damage Step")
    "gives_asked",   # its words give what a wh-question asks for: a time, a means, a place, an owner,
                     # an amount ("when does it apply?" → "after damage calculation")
    "asked_part",    # the share it holds of the words of the sentence that asks, a play told before it
    "maybe_card",    # the share of the words that may name one of a few cards (`Query.maybe`) it is about one of
    "told",          # the share it holds outside its verdict of the words of the play told besides what is asked
    "text_covered",  # `card_text` by `coverage`: a card's text that holds what the asker wrote says what it does
    "bias",          # 1: lets a fitted model keep its intercept
)


@lru_cache(maxsize=1)
def ranking_weights() -> tuple[float, ...]:
    """The weight of each feature: fitted on judge questions by tools/fit_ranking.py and kept
    in data/ranking.json (a feature the file lacks weighs 0)."""
    fitted = ranking_file().get("weights")
    if not isinstance(fitted, dict):
        raise JudgeError(f"{WEIGHTS_FILE}: missing or unreadable ranking weights")
    return tuple(float(fitted.get(name, 0.0)) for name in FEATURES)


def features(q: Query, rows: list, vocabulary: Vocabulary | None = None) -> list[tuple]:
    """(rowid, facts, feature vector, why) of each candidate: what its score is made of.
    `vocabulary` holds every word of the candidates (by default, read from them)."""
    own = [own_forms(tuple(family)) for family in q.stems]
    families = [(forms, weight) for forms, weight in q.families if forms]
    # the asker's own words are groups 0…len(own)-1 of the forms, the scored families follow,
    # then each word of the asker's side-by-side pairs (" stem": a word it starts)
    paired_words = list(dict.fromkeys(w for pair in q.pairs for w in pair))
    asked = q.card_names  # and last the asked cards' names, as whole words
    asked_words = [words_of(c) for c in asked]
    forms = Forms(own + [f for f, _ in families] + [(" " + w,) for w in paired_words] + [(w,) for w in asked_words])
    pair_bit = {w: 1 << (len(own) + len(families) + i) for i, w in enumerate(paired_words)}
    # what a verdict answers: the asker's words and the asked cards' names it holds
    answers = own_bits = (1 << len(own)) - 1
    card_bits = ((1 << len(asked)) - 1) << (len(own) + len(families) + len(paired_words))
    answers |= card_bits
    if vocabulary is None:
        vocabulary = Vocabulary()
        for _, f in rows:
            for text in (f.words, f.verdict, f.topic):
                vocabulary.tokens(text)
    forms.learn(vocabulary)

    def share(mask: int) -> float:
        """The share of the asker's words a text holds (its groups' mask)."""
        return (mask & own_bits).bit_count() / len(own) if own else 0.0
    # word-normalised text and heading, computed at ingest
    masks = {rowid: forms.mask(f.tokens, f.words) for rowid, f in rows}
    # the asker's words a text holds only in the name of a card not asked are not its words
    besides = masks_besides_names(forms, rows, asked, vocabulary)  # rowid → (its words', its verdict's)
    for rowid, (held, _) in besides.items():
        masks[rowid] = masks[rowid] & card_bits | held & ~card_bits
    other_levels = by_levels(q.levels, own, families, rows, masks)
    # every candidate's words are scored here, the same way whether FTS5 or its card found it:
    # FTS5 only searched the rarest words, so its bm25 would not rank the rest fairly
    text_scores = bm25_scores([w for _, w in families], len(own), {rowid: f.words for rowid, f in rows}, masks)
    card_words = sum(len(term_words(c["matched"])) for c in q.cards)
    focus = 2 * card_words / (card_words + len(q.stems)) if card_words else 0.0
    fmt = q.format or q.usual_format
    full_label = set(q.wants[:1] if q.wants[:1] == ("required",) else q.wants[:2])
    # a pair is looked for side by side only in a text that holds both its words
    pairs = [(pair_bit[a] | pair_bit[b], pair_pattern(a, b)) for a, b in q.pairs]
    # the texts two candidates share with other verdicts: one sentence's clauses ("… cannot be
    # Tributed for a Tribute Summon, but they can be used for a Tribute Set")
    verdicts: dict[int, set] = {}
    for _, f in rows:
        verdicts.setdefault(f.same, set()).add(f.verdict)
    clauses = {same for same, said in verdicts.items() if len(said) > 1}
    topics: dict[str, tuple[float, float]] = {}  # a heading → its share of the asker's words, of the asked cards
    asked_states = q.states
    turned = {OPPOSITE_STATES[s] for s in asked_states
              if s in SAID_ONLY_AS_STATES and OPPOSITE_STATES[s] not in asked_states}

    looked_for = frozenset(turned | set(asked_states))  # a ruling's other states do not matter here

    # which asked card was in place first, which came later ("I already have Skill Drain face-up")
    asked_orders = card_orders(words_of(q.text), {words_of(c["matched"]).strip(): c["name"] for c in q.cards}
                               | {words_of(n).strip(): n for n in asked}, q.lang) if q.cards else {}

    def other_state(f) -> float:
        if asked_orders and other_order(asked_orders, card_orders(
                f.words, {words_of(n).strip(): n for n in f.cards if n in asked_orders}, f.lang)):
            return 1.0
        if not turned:
            return 0.0
        finder, named, firsts = state_finder(looked_for, (f.lang, "en"))
        found = [(named[m[1]], m.start(1)) for m in finder.finditer(f.words)] \
            if finder and not firsts.isdisjoint(f.tokens) else []
        said = {state for state, _ in found}
        # the opposite of an asked state, that state unsaid (a ruling naming a card face-up and another not on the
        # field is of the other case for "is it on the field?"); "only … face-up" rules on face-down too: it leaves it out
        other = {state for state in said & turned if OPPOSITE_STATES[state] not in said}
        return float(bool(other) and not any(state in other and held_only_for(f.words, at, f.lang) for state, at in found))
    states_matter = bool(asked_orders or turned)  # else no candidate names another state or order
    asked_times = frozenset(t for t in q.timings if t[0] != "any")  # `other_timing`: no other time unless one is asked
    # the asked cards that do something (`card_does`): only theirs can be done by a record of other cards (`stand_in`)
    doers = [c for c in asked if q.does.get(c)]
    asking_bits = sum(1 << i for i, flag in enumerate(q.asking) if flag)
    asking_n = asking_bits.bit_count()
    told_n = (told_bits := sum(1 << i for i, flag in enumerate(q.told) if flag)).bit_count()

    out = []
    for rowid, f in rows:
        text = text_scores.get(rowid, 0.0) / 10.0
        covered = share(masks[rowid])
        in_topic = topics.get(f.topic)
        if in_topic is None:  # records under one heading share it (an asked card's name in it: `heading`'s)
            held_there = forms.mask(f.topic_tokens, f.topic)
            in_topic = topics[f.topic] = (share(forms.mask_besides(f.topic_tokens, f.topic, asked_words, vocabulary)),
                                          (held_there & card_bits).bit_count() / len(asked) if asked else 0.0)
        topic, heading = in_topic
        hit_cards = [c for c in asked if c in f.cards]
        cards = len(hit_cards) / len(asked) if asked else 0.0
        hit_mechs = [m for m in q.mechanics if m in f.mechanics]
        # about what an asked card does, no other card in its place (not Kuriboh on Hayabusa Knight for Fairy Meteor Crush)
        stands_for = [c for c in doers if c not in f.cards and q.does[c] & f.mechanics] \
            if doers and len(f.cards) == len(hit_cards) else []
        others = f.cards.difference(hit_cards, f.listing if f.listing.intersection(hit_cards) else ())  # `extra_cards`
        extra = min(1.0, len(others) / 3)
        in_verdict = besides[rowid][1] if rowid in besides else forms.mask(f.verdict_tokens, f.verdict)
        held = masks[rowid]
        paired = sum(1 for both, rx in pairs if held & both == both and rx.search(f.words)) / len(pairs) \
            if pairs else 0.0
        # `other_state`: it names another state, order of the cards, Level or time than asked
        elsewhere = bool(states_matter and other_state(f) or rowid in other_levels
                         or asked_times and f.timings and other_timing(asked_times, f.timings))
        feats = (text, covered, topic, cards, float(len(asked) > 1 and len(hit_cards) == len(asked)),
                 cards * focus, min(1.0, len(hit_mechs) / 4), float(f.label in full_label),
                 float(f.label in q.wants and f.label not in full_label), float(f.lang == q.lang),
                 extra, _predicate_share(f, own) if f.same in clauses else share(in_verdict),
                 float(f.kind == "card-text"), float(f.kind == "qa"), float(f.kind == "example"),
                paired, heading, float(f.leans), float(bool(f.format and fmt and f.format != fmt)),
                 (held & card_bits).bit_count() / len(asked) if asked else 0.0,
                 len(stands_for) / len(asked) if asked else 0.0, float(elsewhere),
                 float(gives_kind(q.kinds, f.lang, f.words, f.verdict)),
                 (held & asking_bits).bit_count() / asking_n if asking_n else 0.0,
                 sum(bool(group & f.cards) for group in q.maybe) / len(q.maybe) if q.maybe else 0.0,
                 (held & ~in_verdict & told_bits).bit_count() / told_n if told_n else 0.0,
                 covered * (f.kind == "card-text"), 1.0)
        # why it ranks where it does: made readable (`explain`) only for the records shown
        why = (feats, hit_cards, hit_mechs, f.label if f.label in q.wants else None, f.lang == q.lang, f.kind,
               (in_verdict & answers).bit_count(), held & own_bits, q.stems, stands_for)
        out.append((rowid, f, feats, why))
    return out


def explain(why: tuple) -> dict:
    """A candidate's features as the JSON `why` shows them."""
    feats, cards, mechanics, label, same_language, kind = why[:ANSWERED]
    named = dict(zip(FEATURES, feats))
    return {"text": round(named["text"] * 10, 2), "coverage": round(named["coverage"], 2),
            "topic": round(named["topic"], 2), "cards": cards, "mechanics": mechanics, "label": label,
            "same_language": same_language, "kind": kind, "verdict_words": round(named["verdict_words"], 2),
            "pairs": round(named["pairs"], 2), "heading_card": round(named["heading_card"], 2),
            "follow_on": bool(named["follow_on"]), "other_format": bool(named["other_format"]),
            "named": round(named["named"], 2),
            "words": [family[0] for i, family in enumerate(why[ANSWERED + 2]) if why[ANSWERED + 1] >> i & 1],
            "stands_in_for": why[ANSWERED + 3], "other_state": bool(named["other_state"]),
            "gives_asked": bool(named["gives_asked"]), "asked_part": round(named["asked_part"], 2),
            "maybe_card": round(named["maybe_card"], 2), "told": round(named["told"], 2)}



ANSWERED = 6  # the place in `why` of how much of what was asked a candidate's verdict holds


def _predicate_share(f: Facts, own: list) -> float:
    """The share of the asker's words a clause's verdict holds from its modal on, its subject
    aside: of one sentence's clauses, the one that rules on what was asked, not the one that
    names the subject ("… but they can be used for a Tribute Set", asked of a Tribute Set)."""
    said = _from_modal(f.verdict, f.lang)
    return sum(1 for forms in own if any(form in said for form in forms)) / len(own) if own else 0.0


@lru_cache(maxsize=20_000)
def _from_modal(verdict: str, lang: str) -> str:
    """A word-normalised verdict from its first modal on (from the space before it), or whole."""
    cue = lexicon(lang).any_cue.search(verdict)
    return verdict[max(cue.start() - 1, 0):] if cue else verdict



def search(db, text: str, resolver=None, limit: int = 10, cards=(), mechanics=(), lang=None, label=None) -> dict:
    """`judge search`: ranked records for a free-text query, with optional filters."""
    if limit < 1 or limit > 200:
        raise JudgeError("--limit must be between 1 and 200")
    if label and label not in LABELS:
        raise JudgeError(f"--label must be one of {', '.join(LABELS)}")
    if lang and lang not in LANGS:
        raise JudgeError(f"--lang must be one of {', '.join(LANGS)}")
    q = understand(db, text, resolver)
    q.lang_filter, q.label_filter = lang, label
    q.card_filter = _resolve_filters(db, resolver, cards)
    known = mechanic_matchers(db)
    unknown = [m for m in mechanics if m not in known]
    if unknown:
        raise JudgeError(f"unknown mechanic {unknown[0]!r} (see `judge mechanics`)")
    q.mechanic_filter = list(mechanics)
    results = rank(db, q, limit)
    return {"query": q.text, "lang": q.lang, "cards": q.cards, "mechanics": q.mechanics, "corrected": q.corrected,
            "results": results}


def _resolve_filters(db, resolver, cards) -> list[str]:
    names = []
    for name in cards:
        res = resolver.resolve(name) if resolver is not None else None
        if res is None or not res.card:
            raise JudgeError(f"--card {name!r}: no such card (see `judge card {name}`)")
        names.append(res.card)
    return names
