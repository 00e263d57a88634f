"""Turn a document's blocks into situation → verdict records, labelled and tagged."""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from typing import NamedTuple

from spacy.language import Language
from spacy.tokens import Doc

from ..quoted import listed_card, outside, quoted_card, spot_quoted
from ..resolver import Resolver
from ..model import Document, Label, Record, fold, stable_id
from .cardtext import card_texts, rules_on_text
from ..clauses import denied, label, split
from ..qalabel import label_qa
from .era import heading_date, place, with_eras
from .lineshapes import ANSWER, QUESTION_SENTENCE, continues_intro
from .rows import answered_column, answered_heading, no_ruling, row_clause
from .heads import head_of, title_heads_text
from ..lang import detect_language, lexicon, names_the_game, other_script
from .nlp import Sentence, inherited, labels_inside, labels_of, names_only, sentences as sentences_of, text_of, unknown_quotes
from .batching import batches
from .quiz import answer_of, asked_of, qa_label, told
from .blocks import Block, verdict_term, with_items_before
from .segment import segment
from .premise import tells_own_play

MIN_WORDS = 3
WORDS = re.compile(r"\w+")


class Span(NamedTuple):
    """A tagged stretch of a block's text: characters [start_char, end_char) and what it names."""
    start_char: int
    end_char: int
    label_: str


class Parsed(NamedTuple):
    """What the record builders read of a parsed block: its language, text, sentences, cards and mechanics.
    Kept per text: a block whose text repeats (a ruling copied under another format or heading) is not parsed again."""
    lang: str
    text: str
    sentences: list[Sentence]
    cards: list[Span]
    mechs: list[Span]


LISTED, LISTED_SHARE = 5, 0.5  # a document's top headings, most naming a card: its headings are cards' names
PARSED_KEPT = 20_000  # parsed texts a tagger keeps (then it starts again: memory stays bounded)


class Tagger:
    """Runs the spaCy pipelines, spots card names with the resolver, remembers what the headings (contexts) name."""

    def __init__(self, pipelines: dict[str, Language], resolver: Resolver | None = None, terms=frozenset()):
        self.pipelines = pipelines
        self.resolver = resolver
        self.terms = terms  # the vocabulary's terms (folded word tuples): "Synchro Material" is one
        self._context: dict[tuple[str, str], tuple[list[str], list[str]]] = {}
        self.sentences = 0
        self.workers = None  # a pool of worker processes (`workers.Workers`), for a large ingest
        self.parsed: dict[tuple[str, str], Parsed] = {}  # (block text, document language) → parsed

    def keep(self, text: str, lang: str, parsed: Parsed) -> Parsed:
        if len(self.parsed) >= PARSED_KEPT:
            self.parsed.clear()
        self.parsed[(text, lang)] = parsed
        return parsed

    def nlp(self, lang: str) -> Language:
        return self.pipelines.get(lang) or self.pipelines["en"]

    def tag(self, doc: Doc) -> tuple[list[Span], list[Span]]:
        """The cards and mechanics a parsed text names. Card names: every way the resolver knows
        (plurals, possessives, hyphen and spacing variants, old names; a plain-word name only in
        quotes), and a quoted name written otherwise (`quoted.spot_quoted`: "Kaiser Seahorse",
        "Maurading Captain"); a mechanic term inside a card name is the name's ("United We Stand"
        is no Union)."""
        cards = []
        if self.resolver is not None:
            text = text_of(doc)
            spots = self.resolver.spot(text, fuzzy=False, strict=True, terms=self.terms)
            spots += spot_quoted(self.resolver, text, spots)
            cards = [Span(s.start, s.end, s.card) for s in spots]
        mechs = [Span(m.start_char, m.end_char, m.label_) for m in doc.spans["mechanics"]]
        return cards, outside(mechs, cards)

    def context_tags(self, context: str, lang: str, listed: bool = False) -> tuple[list[str], list[str]]:
        """The cards and mechanics a heading names; `listed`: its document's headings are cards'
        names, so one that is exactly a card's everyday-word name ("PROHIBITION") is that card."""
        key = (context, lang, listed)
        if key not in self._context:
            nlp = self.nlp(lang)  # a heading's words and terms: its sentences are never read
            cards, mechs = self.tag(nlp.get_pipe("judge_terms")(nlp.make_doc(context)))
            named = labels_of(cards)
            if not named and self.resolver is not None:
                # a heading is a card's whole name, as a quoted run is: one written otherwise ("FLINT MISSLE") too
                named = next(([card] for heading in reversed(context.split(" > "))
                              if (card := quoted_card(self.resolver, heading.strip()))), [])
                top = context.split(" > ")[0].strip()
                named = named or ([card] if listed and (card := listed_card(self.resolver, top)) else [])
            self._context[key] = (named, labels_of(mechs))
        return self._context[key]


def _not_examples(parsed: Parsed, lex) -> list[Span]:
    """The cards a block names but as an example ("such as a "Trap Hole"": read before its first word)."""
    def begins(s: Span) -> int:
        return s.start_char + max(0, fold(parsed.text[s.start_char:s.end_char]).find(fold(s.label_).split()[0]))
    return [s for s in parsed.cards if not lex.example_of.search(fold(parsed.text[max(0, begins(s) - 24):begins(s)]))]


BATCH = 2_000  # blocks parsed at a time: a large document streams through in bounded memory


def build_records(doc: Document, tagger: Tagger, ids: "IdAssigner | None" = None) -> Iterator[Record]:
    """Every record of one document, in document order, with stable ids, its format and date
    where the text says them, and old rulings linked to their replacements (a stream)."""
    yield from with_eras(_records(doc, tagger, ids))


def _records(doc: Document, tagger: Tagger, ids: "IdAssigner | None" = None) -> Iterator[Record]:
    ids = ids or IdAssigner()
    doc.lang = doc.lang or detect_language(head_of(doc.text), default=doc.declared_lang or "en")
    release = getattr(doc.text, "release", None)  # a large text read a piece at a time
    if tagger.workers is not None and release is None:  # batches built in other processes
        built = tagger.workers.batches_of(doc)
    else:
        if tagger.workers is not None:
            for _ in tagger.workers.batches_of(doc):  # none: the workers leave a streamed text to us
                pass
        blocks = segment(doc.text, doc.lang, doc.title, doc.header_spans)
        built = ((batch, build_batch(doc, tagger, batch, release)) for batch in batches(blocks, BATCH, doc.text))

    def blocks_built():
        for batch, (records, sentences) in built:
            tagger.sentences += sentences
            yield from zip(batch, records)
    for block, recs, card_text in card_texts(doc, with_items_before(doc.text, blocks_built()), tagger.resolver):
        for rec in recs:
            if card_text and not rules_on_text(rec.mechanics):  # a card's quoted text above the rulings on it
                rec.kind = "card-text"
            rec.id = ids.assign(rec)
            yield rec


def build_batch(doc: Document, tagger: Tagger, batch: list[Block], release=None) -> tuple[list[list[Record]], int]:
    """The records of each block of a batch (without ids: those are given in document order)
    and the number of sentences parsed. Runs in the ingest's process or in a worker."""
    if release:
        release(batch[0].start)  # what came before this batch is done with
    texts = [doc.text[b.start:b.end] for b in batch]
    foreign = [other_script(text) for text in texts]  # in a script the app does not read: not parsed, no ruling
    parsed: list[Parsed | None] = [Parsed(doc.lang, t, [], [], []) if o else tagger.parsed.get((t, doc.lang)) for t, o in zip(texts, foreign)]
    langs = [p.lang if p is not None else detect_language(text, default=doc.lang, margin=3, names_aside=True)
             for p, text in zip(parsed, texts)]
    for lang in set(langs):
        idx = [i for i, lg in enumerate(langs) if lg == lang and parsed[i] is None]
        # a line break inside a block is a space to the matchers ("… receives a Match\nLoss." names a Match
        # Loss; a PDF breaks its lines anywhere); the same length, so the sentences found are the text's own
        for i, sdoc in zip(idx, tagger.nlp(lang).pipe((texts[i].replace("\n", " ") for i in idx), batch_size=256)):
            text = texts[i]
            sents = [Sentence(s.start_char, s.end_char, text[s.start_char:s.end_char]) for s in sentences_of(sdoc)]
            parsed[i] = tagger.keep(text, doc.lang, Parsed(lang, text, sents, *tagger.tag(sdoc)))
    sentences = sum(len(p.sentences) for p in parsed)
    out, titled = [], tagger.context_tags(doc.title, doc.lang)[0]  # "Card Rulings:Magic Cylinder - Yugipedia"
    tops = {b.context.split(" > ")[0].strip() for b in batch if b.context}  # most name a card: a list of cards'
    listed = len(tops) >= LISTED and sum(bool(tagger.context_tags(t, doc.lang)[0]) for t in tops) >= LISTED_SHARE * len(tops)
    titled = titled if len(titled) == 1 and not title_heads_text(doc) else []
    for block, lang, p, other in zip(batch, langs, parsed, foreign):
        builder = (lambda *_: ()) if other else {"qa": _qa_records, "example": _example_records}.get(block.kind, _sentence_records)
        recs = []
        for rec in builder(doc, block, lang, p):
            if recs and recs[-1].end <= rec.start and lexicon(rec.lang).rationale.match(fold(rec.text)):
                _with_reason(doc, recs, rec)  # "Reason: …" under a ruling is that ruling's
                continue
            answered = {"row": answered_column, "bullet": answered_heading}.get(block.kind)  # a column, a heading asking
            rec.label = (answered and answered(rec, lang)) or rec.label  # answered by its cell or its list's yes or no
            ctx_cards, ctx_mechs = tagger.context_tags(block.context, lang, listed)
            if block.columns:  # a table's column names say what it is about, but name no card ("Pergunta")
                ctx_cards = tagger.context_tags(block.context.removesuffix(f" > {block.columns}"), lang)[0]
            if not ctx_cards:  # a heading naming no card under one that does ("Sangan" > "OCG Rulings"): its card
                ctx_cards = next((found for heading in reversed(block.above)
                                  if (found := tagger.context_tags(heading, lang)[0])), [])
            ctx_cards = ctx_cards or ([] if rec.cards else titled)  # naming none, on a page titled by one card
            rec.cards = list(dict.fromkeys(rec.cards + ctx_cards))
            rec.mechanics = list(dict.fromkeys(rec.mechanics + ctx_mechs))
            # undated by its heading, a ruling is dated by one above it ("## 2004-01-28"), else by its document
            place(rec, doc.game_format, heading_date(" > ".join(block.above), lang) or doc.date, doc.lang)
            rec.id = stable_id(rec.identity())  # its id unless the text repeats (`IdAssigner`)
            recs.append(rec)
        out.append(recs)
    return out, sentences


def _with_reason(doc: Document, recs: list[Record], reason: Record) -> None:
    """The last ruling read (every record of its sentence) cites the reason written under it too."""
    last = (recs[-1].start, recs[-1].end)
    for rec in recs:
        if (rec.start, rec.end) == last:
            rec.end, rec.text = reason.end, doc.text[rec.start:reason.end]
            rec.cards = list(dict.fromkeys(rec.cards + reason.cards))
            rec.id = stable_id(rec.identity())


class IdAssigner:
    """Ids from document, context and text; a repeat of the same text gets its ordinal."""

    def __init__(self) -> None:
        self.seen: Counter = Counter()

    def assign(self, rec: Record) -> str:
        """`rec.id`, if given, is already `stable_id(rec.identity())` (read where it was built)."""
        first = rec.id or stable_id(rec.identity())
        self.seen[first] += 1
        n = self.seen[first]
        return first if n == 1 else stable_id(f"{rec.identity()}\x1f{n}")


def _record(doc: Document, block: Block, lang: str, start: int, end: int, kind: str = "", **fields) -> Record:
    fields.setdefault("author", block.author)  # who signed the block's ruling, and when
    fields.setdefault("author_date", block.author_date)
    fields.setdefault("format", block.format)
    return Record(document=doc.name, start=start, end=end, text=doc.text[start:end], lang=lang,
                  context=block.context, kind=kind or block.kind, block=block.start, **fields)


def _sentence_records(doc: Document, block: Block, lang: str, parsed: Parsed):
    lex = lexicon(lang)
    named = _not_examples(parsed, lex)  # what a sentence may go on about: not a card named as an example
    unknown = unknown_quotes(parsed.text, parsed.cards + parsed.mechs)  # … nor past a quoted name the pool lacks
    intro_label = None
    above = block.context.rsplit(" > ", 1)[1] if " > " in block.context else ""
    if block.kind == "bullet" and above and not above.rstrip().endswith((".", "!", "?")):
        intro_label = label(above, lex)  # a list's introduction ("… must be, as follows:"), not an item above
    # "On the contrary, in Goat Format, both are destroyed." rules on the sentence before's situation:
    # its record carries that situation and cites both sentences, which only together say what it rules on
    carried, carried_from, previous = "", 0, None  # previous: (start, text) of the ruling sentence before
    asked = None  # (start, text) of a question just read: the next sentence answers it
    # a row read across its columns is one record, a cell read alone prose; one naming cards only or a source none
    if block.kind == "row" and no_ruling(whole := parsed.text, parsed.cards, block.columns, lex):
        return
    whole_row = block.kind == "row" and "|" in whole
    sents = [Sentence(0, len(whole), whole)] if whole_row else parsed.sentences
    told = ""  # a bare yes or no answering the question just read: the sentence after it says the rest
    setup = None  # (start, text) of the asker's play told right before the question after it
    lead, numbered = None, False  # a lead-in ending in ":" (its label, text), its items numbered after it ("1. …")
    for i, sent in enumerate(sents):
        text = sent.text.strip()
        s0 = block.start + sent.start_char + (len(sent.text) - len(sent.text.lstrip()))
        s1 = block.start + sent.start_char + len(sent.text.rstrip())
        if told:
            text, told = f"{told} {text}", ""
        if QUESTION_SENTENCE.search(text):
            # a question asks, it does not rule: with its answer it is one Q&A record (the asker's play told right before it, its set-up)
            asked = (setup[0], f"{setup[1]} {text}") if setup else (s0, text) if len(WORDS.findall(text)) >= MIN_WORDS else None
            setup = None
            continue
        if not asked and i + 1 < len(sents) and QUESTION_SENTENCE.search(sents[i + 1].text.strip()) and tells_own_play(text):
            setup = (s0, text)
            continue
        if not asked and block.kind == "bullet" and names_only(parsed.text, parsed.cards, sent.start_char, sent.end_char):
            continue  # names listed under an item ("  - Jinzo"): its cards (every card an item names), no ruling of theirs
        unmarked = ANSWER.sub("", text, count=1) or text  # without its "A:" or "->"
        if len(WORDS.findall(text)) < MIN_WORDS:
            numbered = re.fullmatch(r"\d{1,2}\.", text) is not None  # an item's number: the item follows
            # a few words answer a question only by a yes, a no or a modal ("No.", "You can."), never "idk" or "thx!!"
            short = fold(unmarked).lstrip(" -")
            if not asked or not (lex.yes_or_no.match(short) or lex.any_cue.search(short)):
                asked = None
                continue
        opening = fold(text)
        item, numbered = numbered and lead is not None, False  # "Na Fase Principal você pode: 1. Invocar …"
        lead = (label(text, lex), text) if text.endswith(":") else lead if item else None
        follows = bool(carried) and bool(lex.contrast_opener.match(opening) or lex.anaphora.match(opening))
        # a bullet item is one ruling: its cards are every card it names
        first = asked[0] - block.start if asked else sent.start_char
        cards = labels_of(parsed.cards) if block.kind == "bullet" else labels_inside(parsed.cards, first, sent.end_char)
        mechs = labels_inside(parsed.mechs, first, sent.end_char)
        if not (cards or mechs or whole_row or (previous and (lex.new_ruling.match(opening) or follows))  # "Agora, …"
                or names_the_game(f"{asked[1]} {text}" if asked else text, block.context) or verdict_term(block)):
            asked, carried = None, ""
            continue  # nothing of the game: about the page, its site or its writer, not a ruling
        if asked:  # the answer, without its "A:" when the question and the answer share a line
            answer = unmarked
            if (len(WORDS.findall(answer)) < MIN_WORDS and i + 1 < len(sents)
                    and not QUESTION_SENTENCE.search(sents[i + 1].text.strip())):
                told = answer  # "Não. Trap Hole só responde a …": one answer, its reason with it
                continue
            yield _record(doc, block, lang, asked[0], s1, situation=asked[1], verdict=answer,
                          label=label_qa(asked[1], answer, lex), cards=cards, mechanics=mechs, kind="question")
            asked = None
            continue
        if block.kind == "prose" and not (cards or mechs or item or lex.any_cue.search(opening) or lex.prohibition.match(opening)
                                          or lex.permission.match(opening)):  # "DO: sign …"
            carried = ""
            continue  # no verdict: a remark about the article, not a ruling
        # (start, text) of the sentence before that this one leans on: a conclusion read with what it concludes
        # from ("So …", "Portanto …"), a pronoun after a conjunction ("However, it …"), or naming no card, a pronoun
        leans = previous if previous and not follows and lex.leaning.match(opening) else None
        if not cards and block.kind == "prose":
            # a sentence naming no card goes on about the card its paragraph named before it
            # ("Sakuretsu Armor only destroys the attacker. You must activate it when …")
            cards = inherited(named, unknown, first, sent.end_char)
            leans = leans or (previous if previous and not follows and lex.anaphora.match(opening) else None)  # "They …"
        if lex.cross_reference.match(opening.lstrip("([ ")) or lex.caption.match(opening.lstrip("([ ")):
            continue  # "See "Acorno" for …": where to read, not what is ruled; "Figure 4: A chain …": what a picture shows
        local = doc.text[s0:s1]
        clauses = [row_clause(local, block.context)] if whole_row else split(local, lex)
        said: list[tuple[Label, str]] = []  # each clause's label and situation
        for clause in clauses:
            verdict = local[clause.verdict[0]:clause.verdict[1]]
            if not WORDS.search(verdict) or lex.hearsay.match(fold(verdict).lstrip("([ ")):
                continue  # nor "My friend says you can't …": a claim reported to be judged, not a ruling
            own = local[clause.situation[0]:clause.situation[1]] if clause.situation else ""
            before = leans or ((carried_from, carried) if follows else None)  # what it leans on
            inherits = before is not None and not own
            situation = own or (before[1] if inherits else "") or block.context
            # a table row that asks in one cell and answers in another is a Q&A
            lab = label_qa(own, verdict, lex) if whole_row and QUESTION_SENTENCE.search(own) else denied(label(verdict, lex), verdict, said, lex, own)
            intro, intro_text = lead if item else (intro_label, above)
            if lab is Label.OUTCOME and intro not in (None, Label.OUTCOME) and continues_intro(
                    local if own else verdict, intro_text, lex):  # (an item with its own condition: whole)
                lab = intro  # "Todos na sua mão." under "… devem estar …, como:"
            start = leans[0] if leans else before[0] if inherits else s0  # a pronoun's sentence cites the one it names
            # citing the sentence it leans on, it is about what that sentence names too
            cited = start - block.start
            yield _record(doc, block, lang, start, s1, situation=situation, verdict=verdict, label=lab,
                          cards=list(dict.fromkeys(cards + labels_inside(named, cited, first))) if start < s0 else cards,
                          mechanics=list(dict.fromkeys(mechs + labels_inside(parsed.mechs, cited, first))) if start < s0 else mechs)
            said.append((lab, situation))
            if own:
                carried, carried_from = own, s0
        previous = (s0, local)
        if said and not whole_row:
            yield from _bracketed(doc, block, lang, s0, local, said, cards, mechs)


BRACKETED = re.compile(r"\(([^()]{15,})\)")


def _bracketed(doc: Document, block: Block, lang: str, at: int, sentence: str, said: list, cards: list, mechs: list):
    """A ruling of its own in brackets inside a sentence ("Pode ser ativada … contanto que tenha sido setada (NÃO PODE
    ser colocada de sua mão durante o turno do oponente)"): when it forbids, allows or requires otherwise than every
    verdict of the sentence, it is a record too, on the sentence's situation, citing the bracketed words (a question,
    an aside that decides nothing, or an alternative joined to the sentence's words is not)."""
    lex = lexicon(lang)
    for m in BRACKETED.finditer(sentence):
        inner = m.group(1).strip()
        if QUESTION_SENTENCE.search(inner) or len(WORDS.findall(inner)) < MIN_WORDS + 1 or lex.joined.match(fold(inner)):
            continue  # nor a part of the sentence's own grammar: "… wish to not (or are unable to) play …"
        lab = label(inner, lex)
        if lab is Label.OUTCOME or any(lab is outer for outer, _ in said):
            continue
        situation = said[0][1]
        if m.group(0) in situation:  # in brackets inside the condition: it rules on its own
            situation = block.context
        start = at + m.start(1) + (len(m.group(1)) - len(m.group(1).lstrip()))
        yield _record(doc, block, lang, start, start + len(inner), situation=situation, verdict=inner,
                      label=lab, cards=cards, mechanics=mechs)


def _example_records(doc: Document, block: Block, lang: str, parsed: Parsed):
    """A worked example stays whole: the set-up is the situation, the conclusion the verdict."""
    lex = lexicon(lang)
    whole = parsed.text
    sents = [s for s in parsed.sentences if s.text.strip()]
    head = lex.example_head.match(whole)
    body_start = head.end() if head else 0
    turn = next((i for i, s in enumerate(sents) if i > 0 and s.start_char >= body_start
                 and lex.example_verdict.search(s.text.strip())), len(sents) - 1)
    v0 = sents[turn].start_char
    situation = whole[body_start:v0].strip() or block.context
    verdict = whole[v0:].strip()
    conclusion = sents[turn].text.strip()  # its first sentence's main clause carries the label
    main = split(conclusion, lex)[0].verdict
    yield _record(doc, block, lang, block.start, block.end, situation=situation, verdict=verdict,
                  label=label(conclusion[main[0]:main[1]], lex), cards=labels_of(parsed.cards),
                  mechanics=labels_of(parsed.mechs))


def _qa_records(doc: Document, block: Block, lang: str, parsed: Parsed):
    """A netrep Q&A: the question is the situation, the answer the verdict."""
    lex = lexicon(lang)
    question = asked_of(doc.text, block)  # "3. Does …?": no "3."; a flowchart's "Is it …? NO"
    answer, answered = answer_of(doc.text, block), block.choice or block.answer  # a quiz's first sentence is its choice's
    a0, a1 = answered[0] - block.start, answered[1] - block.start
    whole = parsed.text
    first = next((whole[max(s.start_char, a0):min(s.end_char, a1)] for s in parsed.sentences
                  if s.end_char > a0 and whole[max(s.start_char, a0):min(s.end_char, a1)].strip(" \n:")), None)
    if first is not None:  # its main clause: "X would survive, since Y must …" is an outcome
        first = first.strip()
        clauses = split(first, lex)
        first = first[clauses[0].verdict[0]:clauses[0].verdict[1]] if clauses else first
    yield _record(doc, block, lang, block.start, block.end, situation=question, verdict=answer,
                  label=qa_label(block, question, answer, lex, first), cards=labels_of(told(block, parsed.cards)),
                  mechanics=labels_of(told(block, parsed.mechs)))
