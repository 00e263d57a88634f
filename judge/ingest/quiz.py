"""A multiple-choice question with its key, as a judge exam or a practice quiz writes it: the stem asks,
the choice the key names (with what the key says besides) answers, and the other choices rule on nothing.

    1. Can "Sakuretsu Armor" be activated against a direct attack?
    a) Yes, it negates the attack.
    b) No. It needs a monster to be attacked.
    Answer: b

A true-or-false item is one too: "True or False: …" asks, the key's "False. …" answers; and so is a myth with
the fact under it ("Myth: you can chain it." / "Fact: only Counter Traps can."), read as the myth asked and
denied. Only an item whose key names one of its choices is read so; a lettered list under a question with no
key is left as it is (it may be the question's answer: "What are the Spell Speeds? a) … b) …").
"""
from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass

from ..lang import TABLES, Lexicon
from ..model import Label
from ..qalabel import label_qa
from .blocks import Block
from .lineshapes import BULLET

# the key: "Answer: c", "Correct answer: (b) …", "The correct answer is d.", "Gabarito: letra A", "A resposta certa é a B",
# "Answer: False. …"
KEY = re.compile(r"(?im)^[ \t]*(?:(?:the|a)[ \t]+)?(?:(?:correct|right)[ \t]+answer|answer(?:[ \t]+key)?|key|resposta(?:[ \t]+(?:certa|correta))?"
                 r"|gabarito|alternativa[ \t]+(?:correta|certa))[ \t]*(?:[:=]|[-–—](?=[ \t])|[ \t](?:is|é)[ \t])[ \t]*"
                 r"(?:(?:letter|option|choice|letra|alternativa|a)[ \t]+)?(?:\((?P<p>[a-e])\)|(?P<l>[a-e])(?=[ \t]*(?:[.):]|[-–—]|$))"
                 r"|(?P<tf>true|false|verdadeiro|falso)\b)[ \t]*(?:[.):](?![ \t]*\d)|[-–—])?[ \t]*(?P<said>[^\n]*)$")
# a choice: "a) …", "(b) …", "C. …", "d - …", a list's item "- a) …"
CHOICE = re.compile(r"^[ \t]*(?:[-*•+][ \t]+)?(?:\((?P<p>[a-e])\)|(?P<l>[a-e])(?:[).]|[ \t]+[-–—]))[ \t]+(?P<said>\S[^\n]*)$", re.I)
# the stem's number: "1.", "12)", "3 -", "Question 4:", "Questão 5 -", "Q6."
NUMBER = re.compile(r"[ \t]*(?:(?:question|questão|questao|pergunta|q)[ \t]*#?\d{1,3}|\d{1,3})[ \t]*(?:[.):]|[-–—](?=[ \t]))?[ \t]*(?=\S)",
                    re.I)
STEM = re.compile(r"(?im)^[ \t]*(?:(?:question|questão|questao|pergunta|q)[ \t]*#?)?(\d{1,3})\b")  # a numbered stem's line
# a key of every item at the end: "ANSWER KEY" or "Gabarito" alone on its line, then "1. b", "2 - (a) …" a line each
KEYS_HEAD = re.compile(r"(?im)^[ \t]*(?:#{1,6}[ \t]+)?(?:answer[ \t]+key|answers|key|gabarito|respostas)[ \t]*:?[ \t]*\n"
                       r"(?=(?:[ \t]*\n)*[ \t]*\d{1,3}[ \t]*[.):-])")
KEY_ITEM = re.compile(r"[ \t]*(?P<n>\d{1,3})[ \t]*[.):-][ \t]*\(?(?P<l>[a-e])\)?(?![^\W_])[ \t]*(?:[.):]|[-–—])?[ \t]*(?P<said>[^\n]*)", re.I)
# a claim players make and, under it (a blank line between or none), the fact that denies it: "Myth: …" /
# "Fact: …", "❌ Wrong: …" / "✅ Right: …", "Mito — …" / "Verdade — …" (a bold label read as a term and a dash)
_MARK = r"^[ \t]*(?:[-*•][ \t]+)?(?:[❌✗✘✖✅✔✓☑]\ufe0f?[ \t]*)?(?:{})[ \t]*(?:[:：]|[-–—](?=[ \t]))[ \t]*(?P<{}>\S[^\n]*)$"
CLAIM = _MARK.format(r"myth|(?:common[ \t]+)?misconception|wrong|incorrect|mito|errado|incorreto|equ[ií]voco", "claim")
MYTH = re.compile(CLAIM + r"\n(?:[ \t]*\n)?" + _MARK.format(r"fact|truth|reality|right|correct|verdade|fato|certo|correto|realidade",
                                                             "fact")[1:], re.I | re.M)
LONE_CLAIM = re.compile(CLAIM, re.I | re.M)  # … and one with no fact under it: a claim said to be false, no ruling
# … or all on the key's own line: "Gabarito: 1-A, 2-C, 3-B", "Answers: 1) b 2) d"
KEYS_LINE = re.compile(r"(?im)^[ \t]*(?:answer[ \t]+key|answers|key|gabarito|respostas)[ \t]*[:–—-][ \t]*"
                       r"(?=\d{1,3}[ \t]*[-.):=][ \t]*\(?[a-e]\)?(?![^\W_]))[^\n]*")
KEY_PAIR = re.compile(r"(\d{1,3})[ \t]*[-.):=][ \t]*\(?([a-e])\)?(?![^\W_])", re.I)
# a flowchart's step: a question with the ways on under it, a YES and a NO each on its line ("YES -> …", "No: …",
# "- Sim → …"); "Step 2." opening the question is no part of it
BRANCH = re.compile(r"[ \t]*(?:[-*•][ \t]+)?(?P<mark>yes|no|sim|não|nao)[ \t]*(?:-+>|→|=+>|⇒|[:：]|[-–—](?=[ \t]))[ \t]*(?P<said>\S[^\n]*)",
                    re.I)
STEP = re.compile(r"[ \t]*(?:[-*•][ \t]+)?(?:(?:step|passo|etapa)[ \t]*\d{1,2}[ \t]*[.):—–-]?[ \t]*)?", re.I)
# … whose words only say where to go on ("Go to Step 3.", "Stop here.", "Vá para o passo 2"): no ruling; said after one, none of it
WAY_ON = re.compile(r"(?:[.;,]?[ \t]*(?:(?:and|then|e|ent[ãa]o)[ \t]+)?(?:(?:go|skip|move|continue|proceed|jump)[ \t]+(?:on[ \t]+)?(?:to|with)[ \t]+step[ \t]*\d{1,2}|stop(?:[ \t]+here)?"
                    r"|(?:v[áa]|siga|pule|continue|passe)[ \t]+(?:para[ \t]+)?(?:o|a)[ \t]+(?:passo|etapa)[ \t]*\d{1,2}|pare(?:[ \t]+aqui)?)[.!]?)+[ \t]*$",
                    re.I)
TRUE_OR_FALSE = re.compile(r"(?:true[ \t]+or[ \t]+false|verdadeiro[ \t]+ou[ \t]+falso|v[ \t]+ou[ \t]+f)[ \t]*[:?.–—-][ \t]*", re.I)


@dataclass(slots=True)
class Quiz:
    """One keyed item: where it starts (its stem's line) and ends (its key's line), its stem, the chosen
    choice's words and what the key says besides (a true-or-false key's answer is its own words)."""

    start: int
    end: int
    stem: tuple[int, int]
    choice: tuple[int, int] | None
    said: tuple[int, int]
    key: tuple[int, int] | None = None  # the key at the end of the document naming it: no ruling either
    denies: bool = False  # a myth and its fact: the stem a claim the answer denies
    rules: bool = True  # a myth alone rules on nothing: its line is skipped, no block
    branches: tuple = ()  # a flowchart's step: (its mark's span, what it says) of each way on that rules on something

    def spans(self) -> list[tuple[int, int]]:
        """What the segmenter reads no line of: the item, and the key at the end that names it."""
        return [(self.start, self.end)] + ([self.key] if self.key else [])

    def blocks(self, context: str, above: tuple[str, ...]) -> list[Block]:
        """Its Q&A block under this context (none for a myth alone); a flowchart step's, one for each way on that rules."""
        if self.branches:
            return [Block("qa", self.stem[0], said[1], context, question=self.stem, answer=said, branch=mark, above=above)
                    for mark, said in self.branches]
        return [Block("qa", self.stem[0], self.end, context, question=self.stem, answer=self.said, choice=self.choice,
                      denies=self.denies, above=above)] if self.rules else []


MAX_LINES = 40  # lines a keyed item's choices and stem span at most above its key


def _lines_up(text: str, end: int):
    """(start, end, line) of the lines above the one starting at `end`, nearest first."""
    while end > 0:
        start = text.rfind("\n", 0, end - 1) + 1
        yield start, end - 1, text[start:end - 1]
        end = start


def quizzes(text: str) -> list[Quiz]:
    """The keyed multiple-choice and true-or-false items of a document, in order (none of a large text
    read a piece at a time: `stream.StreamText`)."""
    found: list[Quiz] = []
    if not isinstance(text, str):
        return found
    for key in KEY.finditer(text):
        letter = (key["p"] or key["l"] or "").lower()
        choices: dict[str, tuple[int, int]] = {}
        stem_end = stem_start = None
        for seen, (start, end, line) in enumerate(_lines_up(text, key.start())):
            if seen == MAX_LINES:
                stem_start = None  # no item's bounds within reach: none
                break
            if not line.strip():
                if stem_end is not None:
                    break
                continue
            m = CHOICE.match(line) if stem_end is None else None
            if m and (m["p"] or m["l"]).lower() not in choices:
                choices[(m["p"] or m["l"]).lower()] = (start + m.start("said"), start + m.end("said"))
                continue
            if KEY.match(line) or (found and start < found[-1].end):
                break
            stem_end = stem_end or end
            stem_start = start
            if NUMBER.match(line):
                break
        number = NUMBER.match(text, stem_start) if stem_start is not None else None
        if stem_start is None or not (number or "?" in text[stem_start:stem_end]):
            continue  # a stem is numbered or asks: not a heading over a lettered list
        stem_start = number.end() if number else stem_start
        told = TRUE_OR_FALSE.match(text, stem_start)
        lettered = sorted(choices) == [chr(ord("a") + i) for i in range(len(choices))] and len(choices) >= 2
        if letter and lettered and letter in choices:
            said = (key.start("said"), key.end("said"))
            found.append(Quiz(_line_start(text, stem_start), key.end(), (stem_start, stem_end), choices[letter], said))
        elif key["tf"] and told and not choices:
            found.append(Quiz(_line_start(text, stem_start), key.end(), (told.end(), stem_end), None, (key.start("tf"), key.end())))
    myths = [Quiz(m.start(), m.end(), (m.start("claim"), m.end("claim")), None, (m.start("fact"), m.end("fact")), denies=True)
             for m in MYTH.finditer(text)]
    paired = {q.start for q in myths}
    myths += [Quiz(m.start(), m.end(), (m.start(), m.start()), None, (m.end(), m.end()), rules=False)
              for m in LONE_CLAIM.finditer(text) if m.start() not in paired]
    return sorted(found + _keyed_at_the_end(text, found) + myths + _steps(text), key=lambda q: q.start)


def _steps(text: str) -> list[Quiz]:
    """A flowchart's steps: a line that asks, with a YES and a NO under it each on its line ("YES -> …" /
    "NO -> Go to Step 2."), every way on the question's answer, the words of one that only says where to go on
    no ruling."""
    out = []
    for asks in re.finditer(r"(?m)^[^\n?]{6,}\?[ \t]*$", text):
        at, ways = asks.end() + 1, []
        while at < len(text) and (m := BRANCH.match(text, at)) and text.find("\n", at) in (m.end(), -1):
            ways.append(m)
            at = m.end() + 1
        if len(ways) < 2 or len({_is_yes(m["mark"]) for m in ways}) < 2:
            continue  # a fork: a yes and a no
        stem = STEP.match(text, asks.start()).end()
        kept = [(m, m.start("said") + len(WAY_ON.sub("", m["said"]).rstrip(" ,;"))) for m in ways]  # … its full stop kept
        rules = [((m.start("mark"), m.end("mark")), (m.start("said"), end + (text[end:end + 1] in ".!")))
                 for m, end in kept if end > m.start("said")]
        out.append(Quiz(asks.start(), ways[-1].end(), (stem, asks.end()), None, (asks.end(), asks.end()),
                        rules=bool(rules), branches=tuple(rules)))
    return out


def _is_yes(mark: str) -> bool:
    """Whether a flowchart's mark is a yes (else a no)."""
    return mark.lower() in ("yes", "sim")


def asked_of(text: str, block: Block) -> str:
    """A Q&A block's question, without a number opening it ("3. Does …?"); a flowchart's, with the way it took ("… ? NO")."""
    asked = BULLET.sub("", text[block.question[0]:block.question[1]].strip(), count=1).strip()
    return f"{asked} {text[block.branch[0]:block.branch[1]]}" if block.branch else asked


def _keyed_at_the_end(text: str, found: list[Quiz]) -> list[Quiz]:
    """The items a key at the end of the document names by their numbers ("ANSWER KEY / 1. b / 2. a", or
    "Gabarito: 1-A, 2-C" on one line): a numbered stem over lettered choices, before the key, no item keyed
    under it."""
    key = _end_key(text)
    if key is None:
        return []
    start, end, keys = key
    out, starts = [], [q.start for q in found]  # `found` is in order
    for stem in STEM.finditer(text, 0, start):
        before = bisect_right(starts, stem.start()) - 1  # the keyed item it may be in
        if int(stem[1]) not in keys or before >= 0 and stem.start() < found[before].end:
            continue
        letter, said = keys[int(stem[1])]
        item = _choices_below(text, stem.start(), start)
        if item and letter in item[2]:
            out.append(Quiz(stem.start(), item[1], item[0], item[2][letter], said, (start, end)))
    return out


def _end_key(text: str) -> tuple[int, int, dict] | None:
    """Where a document's key of every item starts and ends, and its letter and what it says besides (a
    span) by item number: "ANSWER KEY" over a line each, or its pairs on the key's own line."""
    if (head := KEYS_HEAD.search(text)) is not None:
        keys, at = {}, head.end()
        while True:
            while text.startswith("\n", at):  # one line each, blank lines between
                at += 1
            if not (m := KEY_ITEM.match(text, at)) or text.find("\n", at) not in (m.end(), -1):
                break
            keys[int(m["n"])] = (m["l"].lower(), (m.start("said"), m.end("said")))
            at = m.end() + 1
        return head.start(), at, keys
    if (line := KEYS_LINE.search(text)) is not None:
        return line.start(), line.end(), {int(m[1]): (m[2].lower(), (line.end(), line.end())) for m in KEY_PAIR.finditer(line[0])}
    return None


def _choices_below(text: str, start: int, limit: int):
    """The stem (without its number), the end of the last choice and the choices by letter of a numbered
    item starting at `start`, or None when no lettered choices follow it in order."""
    number = NUMBER.match(text, start)
    stem_end = text.find("\n", start)
    if number is None or stem_end < 0 or "?" not in text[number.end():stem_end] and not text[number.end():stem_end].endswith(":"):
        return None
    choices, at, end = {}, stem_end + 1, stem_end
    while at < limit:
        line_end = text.find("\n", at)
        line_end = len(text) if line_end < 0 else line_end
        line = text[at:line_end]
        m = CHOICE.match(line)
        if m and (m["p"] or m["l"]).lower() == chr(ord("a") + len(choices)):
            choices[(m["p"] or m["l"]).lower()] = (at + m.start("said"), at + m.end("said"))
            end = line_end
        elif line.strip():
            break
        at = line_end + 1
    return ((number.end(), stem_end), end, choices) if len(choices) >= 2 else None


def _line_start(text: str, at: int) -> int:
    return text.rfind("\n", 0, at) + 1


def answer_of(text: str, block: Block) -> str:
    """A Q&A block's answer: a quiz's chosen choice and what its key says besides, else the answer's span."""
    said = text[block.answer[0]:block.answer[1]].strip()
    if block.choice is None:
        return said
    chosen = text[block.choice[0]:block.choice[1]].strip()
    return f"{chosen} {said}" if said else chosen


def told(block: Block, spans: list) -> list:
    """The spans (cards, mechanics) a Q&A block's record is about: a quiz's are its stem's, its keyed
    choice's and its key's, not the other choices' ("… negates the attack" in a wrong choice is no negation)."""
    if block.choice is None:
        return spans
    parts = [(a - block.start, b - block.start) for a, b in (block.question, block.choice, block.answer)]
    return [s for s in spans if any(a <= s.start_char and s.end_char <= b for a, b in parts)]


def qa_label(block: Block, question: str, answer: str, lex: Lexicon, first: str | None) -> Label:
    """A Q&A block's label (`qalabel.label_qa`); a myth's is its fact's read as a no to the myth asked."""
    if block.branch:  # a flowchart's way on: what it says, the question's "?" its end ("Is it Spell Speed 1? NO")
        return label_qa(question[:question.rfind("?") + 1], answer, lex, first)
    if block.denies:  # read as "<myth>? — No. <fact>", the "no" the language's own (`lang` tables' NO)
        return label_qa(question, f"{TABLES.get(lex.lang, TABLES['en']).NO[0].capitalize()}. {answer}", lex)
    return label_qa(question, answer, lex, first)
