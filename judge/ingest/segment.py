"""Cut a document into blocks by its own structure: headings, paragraphs, bullets, rows, Q&A, examples.
Blocks keep character offsets into the document text; nothing is rewritten."""
from __future__ import annotations

from ..lang import lexicon, references_heading
from ..model import fold
from .blocks import Block, names_listed
from .chrome import heading_of, is_byline, is_chrome
from .contents import QUESTION_SECTION, title_key, titles_below
from .era import cell_date, named_date
from .lineshapes import (ANSWER, ANSWER_ALONE, ATTRIBUTION, BULLET, DASH_TERM, EMAIL_SUBJECT, HANDLE, INLINE_ANSWER, MAX_PARENT, MD_HEADING,
                         QUESTION, QUESTION_ALONE, RULING_LEAD, SENTENCE_BREAK, SITUATION, SOURCE_LINE, SUBJECT, TABLE_ROW, TABLE_RULE,
                         TERM_LEAD, TERMINAL, Line, answers_question, heading_text, DECIMAL_SECTION, SIBLINGS_READ, WRITTEN_DATE,
                         among_sentences, ends_open_item, is_caps, left_open, lines_of, title_case, topic_line, untitled)
from .rows import card_ruling, cell_spans, era_cells, named_cell
from .signed import signature, signed_ruling
from .quiz import quizzes


class _Segmenter:
    def __init__(self, text: str, lang: str, title: str, skip: list[tuple[int, int]]):
        self.text, self.lex, self.title = text, lexicon(lang), title
        self.quizzes = {q.start: q for q in quizzes(text)}  # keyed multiple-choice items: read whole, their lines skipped
        self.lines = lines_of(text, skip + [span for q in self.quizzes.values() for span in q.spans()])
        self.blocks: list[Block] = []  # blocks finished and not yet handed out
        self.headings: list[tuple[int, str]] = []  # (level, text), level 1 = top
        self.sub = ""  # "Netrep Rulings:", "[Ruling Modification]"
        self.sub_used = False  # a block has come under it
        self.intro = ""  # a list item ending in ":" that introduces the items below it
        self.intro_at: list | None = None  # that item's indent, and whether items nested deeper came
        self.nest: list[tuple[int, str]] = []  # the open list items above this one: (indent, text)
        self.parent = ""  # the list item a nested item sits under
        self.list_heading: tuple[int, list, bool] | None = None  # an item as a heading ("- **Sangan**"): indent, above, nested?
        self.md_level = 0  # the level of the last heading marked as one ("## Kaiba Starter Deck"): a plain line heads under it
        self.siblings: tuple[int, int, list[bool]] = (-1, -1, [])  # a run of sibling items: indent, last line's end, headings?
        self.item: dict | None = None  # the open block being gathered
        self.columns: list[str] = []  # the header cells of the table being read
        self.held: Block | None = None  # a one-line paragraph ending in ":", held until the next line says whether a list follows
        self.intro_ends = False  # the introduction came from a paragraph: the list's end ends it
        self.asking = False  # a question's mark stood alone on the line before: the question follows
        self.post_date = ""  # the day a post's byline says ("2005-01-20" alone on its line): its blocks'
        self.titles = titles_below(text)  # the lines heading sections: an item repeating one below is a contents' entry

    def context(self) -> str:
        parts = [self.headings[-1][1]] if self.headings else [self.title]
        parts += [p for p in (self.sub, self.intro, self.parent) if p]
        return " > ".join(p.rstrip(":").strip() for p in parts if p)

    def above(self) -> tuple[str, ...]:
        """The headings above the context's own, outermost first ("Sangan" above "OCG Rulings")."""
        return tuple(h for _, h in self.headings[:-1])

    def set_heading(self, level: int, text: str) -> None:
        self.headings = [h for h in self.headings if h[0] < level] + [(level, heading_of(text))]
        self.list_heading = None
        self.sub, self.intro, self.parent, self.post_date, self.nest = "", "", "", "", []

    def open(self, kind: str, line: Line, start: int, **extra) -> None:
        self.flush()
        self.sub_used = bool(self.sub)
        if kind != "bullet":  # a paragraph, a question or an example ends the list
            self.nest, self.parent = [], ""
            if self.intro_ends:
                self.intro, self.intro_ends = "", False
        self.item_at = line.start  # where the open block's first line starts (a list item's indent and bullet)
        self.item = {"kind": kind, "start": start, "end": line.end, "context": self.context(),
                     "above": self.above(), **({"author_date": self.post_date} if self.post_date else {}), **extra}

    def extend(self, line: Line) -> None:
        self.item["end"] = line.end

    def flush(self) -> None:
        item, self.item = self.item, None
        if item is None:
            return
        end = item["end"]
        while end > item["start"] and self.text[end - 1].isspace():
            end -= 1
        if end <= item["start"] or any(map(references_heading, (self.headings[-1][1] if self.headings else "",
                                                                self.sub, self.intro))):
            return  # nothing, or a page's references or contents ("References", "Índice"): what it cites, no ruling
        item["end"] = end
        if item["kind"] == "qa":
            self._finish_qa(item)  # … a prose paragraph when no answer came
        if item["kind"] in ("bullet", "prose", "definition"):
            self._sign(item)
        if item["kind"] == "prose" and RULING_LEAD.match(self.text[item["start"]:end]):
            item["start"] += RULING_LEAD.match(self.text[item["start"]:end]).end()  # the label is no part of it
        if item["kind"] == "prose":
            m = TERM_LEAD.match(self.text[item["start"]:end]) or DASH_TERM.match(self.text[item["start"]:end])
            if m and len(m.group(1).split()) <= 6:  # "TERM - its definition": the term is the context; every sentence of it is a rule
                item["context"] = f"{item['context']} > {m.group(1).strip()}"
                item["start"], item["kind"] = item["start"] + m.end(), "definition"
        for key in ("wants_more", "lists", "answer_next", "answer_if_told", "mark_at"):  # the reading's own marks
            item.pop(key, None)
        text = self.text[item["start"]:end]
        if item["kind"] == "prose" and text.endswith(":") and "\n" not in text:
            self.held = Block(**item)  # "The following cards can be activated …:" and maybe a list
            return
        self.blocks.append(Block(**item))

    def settle_held(self, line_is_bullet: bool) -> None:
        """The held paragraph ending in ":": before a list, it introduces the list's items (and is
        no record when it only points at them, "the following …:"); otherwise a paragraph."""
        held, self.held = self.held, None
        if held is None:
            return
        text = self.text[held.start:held.end]
        if line_is_bullet:
            last = SENTENCE_BREAK.split(text)[-1]  # the sentence that ends in ":" introduces the list
            self.intro, self.intro_ends, self.intro_at = last, True, None
            if last == text and self.lex.pointer.search(fold(text)):
                return
        self.blocks.append(held)

    def _sign(self, item: dict) -> None:
        """A ruling signed after its last sentence: the signature (who gave it, when) is none of it."""
        if (sig := signed_ruling(self.text[item["start"]:item["end"]])) is not None:
            item["author"], item["author_date"] = sig.author, sig.date
            item["end"] = item["start"] + len(self.text[item["start"]:item["start"] + sig.at].rstrip())

    def _source(self, said: str) -> None:
        """The line naming the open ruling's source (who gave it and when; a date it says dates the ruling): no ruling, its end."""
        if day := named_date(said, self.lex.lang):
            self.item["author_date"] = day
        self.item["author"] = WRITTEN_DATE.sub("", said).strip()  # who: the line without its date
        self.flush()

    def _finish_qa(self, item: dict) -> None:
        q_start, a_start = item.pop("q_start"), item.pop("a_start", None)
        end = item["end"]
        if a_start is None:  # a question without an answer is not a ruling
            item["kind"] = "prose"
            return
        item["question"] = (q_start, item.pop("a_mark"))
        a_end = end
        before = 1 if a_start > 0 else 0  # the answer and the character before it (which the pattern looks behind at)
        sig = signature(self.text[a_start - before:end], before)
        if sig is not None:
            item["author"], item["author_date"] = sig.author, sig.date
            a_end = a_start - before + sig.at
        item["answer"] = (a_start, a_end)

    def run(self):
        """The blocks, in order, as the lines are read."""
        lines = self.lines
        line = next(lines, None)
        while line is not None:
            following = next(lines, None)
            if line.start in self.quizzes:  # a keyed quiz item, read whole: what was open above it ends first
                self.flush()
                self.settle_held(False)
                self.blocks.extend(self.quizzes[line.start].blocks(self.context(), self.above()))
            self._line(line, following.stripped if following is not None else "")
            line = following
            yield from self.blocks
            self.blocks.clear()
        self.flush()
        self.settle_held(False)
        yield from self.blocks

    def _line(self, line: "Line", nxt: str) -> None:
        """One line: a heading, a bullet, a question or answer, or more of the open block."""
        s = line.stripped
        if not s:
            self.columns = []  # a table ends at a blank line
            if self.item and (self.item.get("wants_more") or names_listed(self.text, line.end, self.item.get("lists"), self.lex)):
                return  # "Example:" alone takes the next paragraph, "… such as:" the names listed below it
            if self.item and self.item["kind"] == "qa" and "a_start" not in self.item and (
                    ANSWER.match(nxt) or ANSWER_ALONE.match(nxt) or self.item.get("answer_next")):
                return  # "Question: …", a blank line, "Answer: …" (paragraphs of a web page)
            if self.item and self.item["kind"] == "prose" and nxt and self.text[self.item["start"]:self.item["end"]].rstrip()[-1:] == "?":
                self.item.update(kind="qa", q_start=self.item["start"], answer_if_told=True, mark_at=self.item["end"])  # a post asks
            if self.item and self.item.get("answer_if_told") and (not nxt or is_byline(nxt)):
                return  # a question's paragraph, then (past blank lines) who replies ("Reply from JudgeKai:"), then the reply
            if self.item and self.item.pop("answer_if_told", False) and (self.lex.yes_or_no.match(fold(nxt).lstrip(" -")) or (
                    "mark_at" in self.item and answers_question(self.text[self.item["q_start"]:self.item["mark_at"]], nxt, self.lex))):
                self.item["answer_next"] = True  # a question's paragraph, then "Yes. …" under it
                return
            self.flush()
            return
        if self.item and self.item.get("answer_next") and not any(
                p.match(line.text) for p in (MD_HEADING, BULLET, TABLE_ROW, ANSWER)):
            if line.text[:sig.at if (sig := signature(line.text)) else len(line.text)].rstrip().endswith("?"):
                self.extend(line)  # the heading's question asked on ("## Counters? / If … flipped, does it …?"): no answer
                return
            del self.item["answer_next"]  # the paragraph under a heading that asks is its answer
            self.item["a_mark"] = self.item.pop("mark_at", line.start)
            self.item["a_start"] = line.start + len(line.text) - len(line.text.lstrip())
            self.extend(line)
            return
        if self.item and self.item.get("wants_more"):
            self.item["wants_more"] = False
        if self.held is not None:
            self.settle_held(bool(BULLET.match(line.text)))
        if (self.list_heading is not None and (self.list_heading[2] or self.list_heading[0] > 0) and self.item is None
                and not line.text[:1].isspace() and not BULLET.match(line.text)):
            # a list whose items headed the items nested under them, or were nested themselves ("- Only Counter Traps
            # can be chained:" / "  - Solemn Judgment"), has ended: what follows is not its last item's
            self.headings, self.list_heading, self.intro, self.parent, self.nest = self.list_heading[1], None, "", "", []
        source = SOURCE_LINE.match(s) or ATTRIBUTION.match(s)
        if source and self.item is not None and self.item["kind"] in ("prose", "bullet", "qa"):
            self._source(source.group(1))
            return
        byline = is_byline(line.text)
        if self.item and self.item.get("answer_if_told") and byline:
            # who replies between a question and the reply ("Reply from JudgeKai:"): the Q&A stays open (`answers_question`)
            self.item["mark_at"] = line.start  # the question ends where the byline begins
            self.post_date = self.item["author_date"] = named_date(s, self.lex.lang) or self.post_date  # the reply's day
            if not nxt:
                return
            if answers_question(self.text[self.item["q_start"]:line.start], nxt, self.lex):
                del self.item["answer_if_told"]
                self.item["answer_next"] = True
                return
        if byline or is_chrome(line.text) or (HANDLE.fullmatch(s) and is_byline(nxt)):
            self.flush()  # a site's furniture, a byline, or the user name over a post's date
            self.post_date = (named_date(s, self.lex.lang) if byline else "") or self.post_date  # a byline's day dates posts below
            return
        if SUBJECT.match(s):  # "Card: Scapegoat" heads the rulings under it, blank line above or not,
            self.flush()      # in place of the one before it ("Card: Book of Moon")
            said = EMAIL_SUBJECT.sub("", s)
            self.set_heading(1 if said != s else next((lv for lv, h in self.headings if SUBJECT.match(h)),
                                                      2 if self.headings else 1), said)
            return
        lead = len(line.text) - len(line.text.lstrip())
        if m := MD_HEADING.match(line.text):
            self.flush()
            self.set_heading(len(m.group(1)), m.group(2))
            self.md_level, asks = len(m.group(1)), m.group(2)
            marked = QUESTION.match(asks)  # "### Q: Can I …?": its mark says it asks
            at = m.start(2) + (marked.end() if marked else 0)
            asks = asks[marked.end():] if marked else asks
            if asks.endswith("?") and len(asks.split()) >= 4 and ":" not in asks:  # a title ("Rule #11: Why?") is no question
                # "### Can I chain Scapegoat to Heavy Storm?" over its answer: one Q&A, whose context is the
                self.open("qa", line, line.start + at, q_start=line.start + at, answer_next=True)  # heading above it, not itself
                self.item["context"] = self.headings[-2][1] if len(self.headings) > 1 else self.title or asks
            return
        if TABLE_RULE.match(line.text) and self.columns:
            return  # the rule under a table's header row
        if TABLE_ROW.match(line.text):
            self.flush()
            cells = [line.text[a:b] for a, b in cell_spans(line.text)]
            if TABLE_RULE.match(nxt):  # a header row: its cells name the columns of the rows below
                self.columns = cells
                if self.sub_used:  # a label ("Book of Moon:") headed the paragraph before, not the table
                    self.sub = ""
            elif ruled := self.columns and (era_cells(line.text, self.columns, self.lex)
                                            or card_ruling(line.text, self.columns, self.lex)):
                for start, end, name, fmt in ruled:  # a card's ruling ("| Sangan | It does not … |") under its name, or
                    self.blocks.append(Block(  # each era's ruling of a row ("| Situation | Goat | Current |") under its situation
                        "bullet", line.start + start, line.start + end, f"{self.context()} > {name}",
                        author_date=cell_date(line.text, self.lex.lang), format=fmt, above=self.above()))
            elif self.columns:  # a row of a table: one record, its columns as its context
                lead = len(line.text) - len(line.text.lstrip())
                columns = " / ".join(c for c in self.columns if c)
                self.blocks.append(Block("row", line.start + lead, line.start + len(line.text.rstrip()),
                                         f"{self.context()} > {columns}", columns=columns, above=self.above()))
            else:
                self._row(line)
            return
        self.columns = []
        if self.asking:  # the line under a question's mark alone ("Pergunta:"): the question
            self.asking = False
            self.open("qa", line, line.start + lead, q_start=line.start + lead)
            return
        q = QUESTION.match(line.text) or SITUATION.match(line.text)
        if (q and not line.text[q.end():].strip()) or QUESTION_ALONE.match(line.text):
            self.flush()
            self.asking = True
            return
        a = ANSWER.match(line.text)
        alone = (a and not line.text[a.end():].strip()) or ANSWER_ALONE.match(line.text)
        if alone and self.item and self.item["kind"] == "qa" and "a_start" not in self.item:
            self.item["answer_next"] = True  # "Resposta:" alone: the paragraph under it answers
            self.item["mark_at"] = line.start
            return
        if q and len(s) > len(q.group(0).strip()) + 3:
            if self.item and self.item["kind"] == "qa" and "a_start" in self.item and (
                    cut := topic_line(self.text[self.item["a_start"]:self.item["end"]])) is not None:
                topic, self.item["end"] = self.text[self.item["a_start"] + cut:self.item["end"]].strip(), self.item["a_start"] + cut
                self.flush()
                self.set_heading(2, topic)  # the answer ends above its last line, the next question's topic
            self.open("qa", line, line.start + q.end(), q_start=line.start + q.end())
            a = INLINE_ANSWER.search(line.text, q.end())  # "Q: Can I …? A: Yes, …" on one line
            if a:
                self.item["a_mark"], self.item["a_start"] = line.start + a.start(), line.start + a.end()
            return
        a = ANSWER.match(line.text)
        if a and self.item and self.item["kind"] == "qa" and "a_start" not in self.item:
            self.item["a_mark"] = line.start
            self.item["a_start"] = line.start + a.end()
            self.extend(line)
            return
        b = BULLET.match(line.text) if nxt or not QUESTION_SECTION.match(line.text) else None  # "4.4 Can I …?": asks
        if b and self.item is not None and self.item["kind"] == "example":
            self.extend(line)  # "Example 1:" over a list: its steps are the example's
            return
        if b:
            if self.item is not None and self.item["kind"] == "prose":
                self.flush()  # a paragraph right above a list, with no blank line between
                self.settle_held(True)
            content = line.text[b.end():].strip()
            if self.titles.get(title_key(content), -1) > line.end:  # a table of contents' entry: no ruling, no heading
                return self.flush()
            indent = len(b.group(1).expandtabs(4))
            if self.item is not None and names_listed(self.text, line.start - 1, self.item.get("lists"), self.lex):
                return self.extend(line)  # "- Only Counter Traps …, such as:" / "  - Magic Jammer": a name its item lists
            # a short first line whose sentence goes on below ("- If Sangan is destroyed" / "and sent …") is an item wrapped
            wrapped = (nxt[:1].islower() or left_open(content)) and bool(nxt) and not BULLET.match(nxt)
            before = self.siblings[2] if self.siblings[:2] == (indent, line.start - 1) else []
            self.siblings = (indent, line.end, [heading_text(content, self.lex)] + before[:SIBLINGS_READ])
            section = not nxt and DECIMAL_SECTION.match(line.text) and not TERMINAL.search(content)  # "1.2.1 The field" alone
            if section or (self.siblings[2][0] and not wrapped and not content[:1].islower() and not (self.item and self.item["kind"] == "qa")
                           and not among_sentences(self.text, line.end, indent, self.lex, before)):
                self.flush()
                above = self.list_heading  # a sibling heading item: what was above the first one
                saved = above[1] if above is not None and above[0] >= indent else self.headings
                self.headings = saved  # the item heads what is under it, below the headings it is under
                self.set_heading(saved[-1][0] + 1 if saved else 1, content)
                self.list_heading = (indent, saved, False)
                return
            if self.list_heading is not None:  # "- **Sangan**" heads the items nested under it
                head_indent, saved, nested = self.list_heading
                if indent > head_indent:
                    self.list_heading = (head_indent, saved, True)
                elif nested or indent < head_indent:  # a sibling after its nested items, or out of the list it is in: not under it
                    self.headings, self.list_heading, self.intro, self.parent, self.nest = saved, None, "", "", []
            if self.intro and self.intro_at is not None:  # items indented under the introduction, then
                deeper = self.intro_at[1] = self.intro_at[1] or indent > self.intro_at[0]
                if deeper and indent <= self.intro_at[0]:  # one back at its indent: not one of its items
                    self.intro = ""
            if self.intro and content.lower().split()[:3] == self.intro.lower().split()[:3]:
                self.intro = ""  # a sibling of the list's introduction, not one of its items
            while self.nest and self.nest[-1][0] >= indent:
                self.nest.pop()
            self.parent = self.nest[-1][1] if self.nest else ""
            self.open("bullet", line, line.start + b.end())
            if names_listed(self.text, line.end, indent, self.lex, several=content[-1:] != ":"):  # "… Limited." over names too
                self.item["lists"] = indent  # a ruling going on in names nested under it ("… such as:" / "  - Magic Jammer")
            if content.endswith(":"):  # a list's introduction: the context of the items below it
                if self.lex.pointer.search(fold(content)) and "lists" not in self.item:
                    self.item = None  # "the rules below apply:" says nothing of its own: no record (over names listed, it does)
                elif "lists" not in self.item:
                    self.flush()  # "materials must be on your field, as:" rules by itself too
                self.intro, self.intro_at = content, [indent, "lists" in (self.item or {})]  # names listed: its items
            elif len(content) <= MAX_PARENT:
                self.nest.append((indent, content))
            return
        if self.lex.example_head.match(line.text):
            self.open("example", line, line.start + lead)
            rest = line.text[self.lex.example_head.match(line.text).end():].strip()
            self.item["wants_more"] = not rest  # "Example:" alone takes the next paragraph
            return
        if (self.item is not None and self.item["kind"] in ("prose", "example", "qa", "bullet") and not ends_open_item(
                line.text, self.text[max(0, self.item["end"] - 80):self.item["end"]], nxt, self.text[self.item_at:self.item["start"]], self.lex)):
            self.extend(line)
            return
        if self._heading_line(s, nxt):
            self.flush()
            if s.endswith(":") or (s.startswith("[") and s.endswith("]")):
                self.sub, self.sub_used = s, False
            else:
                self.set_heading(max(1 if is_caps(s) or not self.headings else 2, self.md_level + 1), s)
            return
        if s.endswith("?") and (not nxt or is_byline(nxt)) and len(s.split()) >= 4:
            # a question as a paragraph of its own: the paragraph (or the reply under a byline) under it answers it
            if QUESTION_SECTION.match(line.text):  # "2.2 Can I …?" titles its section, a sibling of the one above
                self.set_heading(self.headings[-1][0] if self.headings else 1, s)
            self.open("qa", line, line.start + lead, q_start=line.start + lead, answer_if_told=True,
                      mark_at=line.start + len(line.text.rstrip()))
            return
        self.open("prose", line, line.start + lead)

    def _heading_line(self, s: str, nxt: str) -> bool:
        if s.startswith("[") and s.endswith("]") and len(s) < 60:
            return True
        if s.endswith(":") and len(s.split()) <= 5 and not self.lex.example_head.match(s):
            return True
        if is_caps(s) and not TERMINAL.search(s.rstrip(":")):
            return True
        ends_block = (not nxt or is_byline(nxt) or is_chrome(nxt) or bool(BULLET.match(nxt))
                      or nxt.endswith(":") or nxt.startswith("["))
        if not nxt and s.endswith("?") and len(s.split()) <= 6 and not self.lex.yes_no_question.match(fold(s)):
            return True  # a question standing alone as a title: "What's A Replay?" ("Can … ?" asks)
        if nxt[:1].isupper() and not self.lex.any_cue.search(fold(s)) and (
                title_case(s) or (len(s.split()) <= 6 and not untitled(s) and len(nxt) >= max(40, 2 * len(s)))):
            return True  # a heading over its paragraph (from a PDF): title case, or far shorter than its lines
        return ends_block and len(s.split()) <= 10 and not untitled(s) and not self.lex.any_cue.search(fold(s))

    def _row(self, line: Line) -> None:  # a row under no header: each cell a block, but a cell that names
        name, cells = named_cell(line.text)  # the other's words ("| Spell Speed 2 | These can …|") heads them
        for start, end in cells:
            context = f"{self.context()} > {name}" if name else self.context()
            self.blocks.append(Block("row", line.start + start, line.start + end, context, above=self.above()))


def segment(text: str, lang: str, title: str = "", skip: list[tuple[int, int]] | None = None):
    """The blocks of a document, in order, each with its heading context (an iterator)."""
    return _Segmenter(text, lang, title, skip or []).run()
