"""A document's lines by their shape, before any is read for what it says: a list item's
marker, a heading, a question's or an answer's mark, a table's row or rule, a title's case."""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..lang import Lexicon
from ..model import fold

# "- ", "• ", "3) ", "3. " and a section's number "4.2 " / "4.2.1. "
# (a lettered item "a." only indented, as a list nested under a numbered one writes it)
# (a thread's posts are numbered "1/4", "2/4": each is an item; reStructuredText numbers "#. ",
# a Brazilian list often "1- ")
BULLET = re.compile(r"^(\s*)(?:[-•*–]|[¹²³\u2074-\u2079]{1,2}(?=[^\W\d])|\d{1,2}[.)]|\d{1,2}-(?=[ \t])|#\.(?=\s)|\(?\d{1,2}/\d{1,2}\)?(?=\s)|\d{1,2}(?:\.\d{1,2})+\.?(?=\s)|\(?[a-z]\)(?=\s)|(?<=[ \t])[a-z]\.(?=\s))"
                    r"(?=\s|[^\d\s-])\s*")
# a sentence that ends in a question mark, not the "?" of a monster's unknown ATK ("with ?", '"?"'):
# '… equipped with "Mage Power"?' asks; so does one opening as a question does, its mark left off
# ("Quick question: can Sangan be Tributed for Cyber Jar", "Do I have to reveal it.", "Posso ativar …")
QUESTION_SENTENCE = re.compile(r"(?:(?<=[\w)”’])|(?<=\w\"))\?[\s\"”']*$|^(?i:quick question:\s*)?(?:(?i:can|could|does|do|did|"
                               r"will|would|must)\s+(?:(?i:i|you|we|it|he|she|they|my|your|the)\b|[\"“]?[A-Z][a-z])"
                               r"|(?i:is|are|am)\s+(?i:i|you|we|it|he|she|they|my|your)\b|(?i:posso|podemos)\s)")
# a list's bullet alone on its line, its item on the next, as a page copied as text or a converter
# leaves it ("•", "●", "·", or a Symbol font's bullet read in another code page as a spacing modifier
# letter, "ˇ"): the bullet goes on its item's line
LONE_BULLET = re.compile(r"(?m)^([ \t]*)[•●■◦▪▫‣⁃∙·◆◇►▶▸➢➤❖□○\uf0b7\uf0a7\u02b0-\u02ff][ \t]*\n(?:[ \t]*\n)?(?=[ \t]*[^\s•])")


def lone_bullets(text: str) -> str:
    """A text with each bullet alone on its line put before its item ("ˇ\\nPlayer A …" → "• Player A …")."""
    return LONE_BULLET.sub(r"\1• ", text)


MD_HEADING = re.compile(r"^\s*(#{1,6})\s+(.*?)\s*#*\s*$")
TABLE_ROW = re.compile(r"^\s*\|.*\|\s*$")
TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")  # |---|:---:|


def pipe_table(rows: list[list[str]]) -> list[str]:
    """Rows of cells as a pipe table's lines, its first row the header, a rule under it: how every
    table read from another markup (a sheet, a wiki's, a Word document's) is written for the reader."""
    lines = ["| " + " | ".join(row) + " |" for row in rows]
    return lines[:1] + ["|" + "---|" * len(rows[0])] + lines[1:]
# "Trigger effects — …", "Chain (Corrente) — …"
DASH_TERM = re.compile(r"^([A-Za-z][\w'’/ ]{0,40}?(?: \([^()\n]{1,30}\))?)\s+[—–]\s+(?=\S)")
# such lines one under another (a glossary, a card list "Sangan — …" / "Jinzo — …"): each its own paragraph
_TERM_DASH = r"[A-Za-z][\w'’/ ]{0,40}?(?: \([^()\n]{1,30}\))?[ \t]+[—–][ \t]+\S"
DASH_LINES = re.compile(r"(?m)^(" + _TERM_DASH + r"[^\n]*)\n(?=" + _TERM_DASH + ")")
# "Q:", "Question 3:", "Q1.", "Q2)", "P2:" (pergunta), "Q)", in a list or numbered ("- Q:", "3. Q:",
# "3) Q:") … and their answers "A:", "Answer 3:", "A1.", "A2)", "R2:", "A)" (a letter's bracket is
# read as a mark only as "Q)"/"P)" and "A)"/"R)": "B) …" is a list's option, and "A) …" with no
# question before it stays the first option); a situation and its ruling read the same way
# ("Situation: …" then "Ruling: …")
MARK_END = r"(?:\s*(?:(?:#?\d{1,3})?\s*[:.]|#?\d{1,3}\)|\([^()\n]{1,40}\)\s*:)\s*|\s*(?:#?\d{1,3})?\s+[-–—]\s+)"  # ":", " 3:", "1.", "2)",
# " - ", " (Judge Ana):"
# a mark may say whose it is: "Resposta do juiz:", "Answer from the judge:", "Judge's answer:"
# (a word mark only, and with its colon)
WHOSE = r"\s+(?:do|da|de|dos|das|from|by|of)\s+[\w'’. ]{1,30}?\s*:\s*"
WHO = r"(?:judge|juiz|official|oficial|konami|player|jogador)(?:'s|’s)?\s+"
# a dialogue's dash ("— Posso ativar …?" over "— Pode sim."): a line that asks, then the line answering it
DIALOGUE = r"[—–](?=[ \t])\s*"
QUESTION = re.compile(r"^\s*(?:(?:[-•*]|\d{1,3}[.)]|\d{1,3}-(?=[ \t]))\s*)?(?:[QP]\)\s*|(?:Q|P|Pergunta|Question|Dúvida|Duvida|Questão|Questao)" + MARK_END
                      + f"|(?:{WHO})?(?:Pergunta|Question|Dúvida|Duvida){WHOSE}|{WHO}(?:Question|Pergunta)\\s*:\\s*"
                      + r"|" + DIALOGUE + r"(?=[^\n]*\?[\s\"”']*$))", re.I)
SITUATION = re.compile(r"^\s*(?:Situation|Scenario|Situação|Situacao|Cenário|Cenario)\s*(?:#?\d{1,3})?\s*:\s*", re.I)
# an arrow from a question to its answer: "Can I …? -> No.", "… => Yes", "… → Sim"
ARROW_MARKS = "→⇒➔➜⟶"  # one character each ("->" and "=>" are typed as two)
ARROW = r"(?:-{1,2}>|={1,2}>|[" + ARROW_MARKS + "])"
ANSWER = re.compile(r"^\s*(?:" + ARROW + r"\s*|[AR]\)\s*|(?:A|R|Resposta|Answer|Ruling|Decisão|Decisao|Resultado|Result|Resolution|Resolução"
                    r"|Resolucao|Outcome|Verdict|Veredito|Veredicto)" + MARK_END
                    + f"|(?:{WHO})?(?:Resposta|Answer|Ruling|Decisão|Decisao){WHOSE}|{WHO}(?:Answer|Ruling|Resposta)\\s*:\\s*|{DIALOGUE})", re.I)
# a mark alone on its line without its colon, as a PDF sets it over the question or answer
# ("Question 3", "Answer", "Pergunta 2", "Q3"): a single letter only with its number
# ("Scenario 1" too, over a play told and its "Ruling: …")
QUESTION_ALONE = re.compile(r"^\s*(?:(?:Question|Pergunta|Dúvida|Duvida|Questão|Questao|Situation|Scenario|Situação|Situacao"
                            r"|Cenário|Cenario)\s*(?:#?\d{1,3})?|Q\s*#?\d{1,3})\s*$", re.I)
ANSWER_ALONE = re.compile(r"^\s*(?:(?:Answer|Resposta|Ruling|Decisão|Decisao)\s*(?:#?\d{1,3})?|[AR]\s*#?\d{1,3})\s*$", re.I)
INLINE_ANSWER = re.compile(r"(?<=\?)[ \t]*(?:" + ARROW + r"[ \t]*|[ \t](?:A|R|Resposta|Answer)" + MARK_END + ")")  # after the "?"
# a ruling's source under it ("Source: Konami netrep, 2005-06-13", "Fonte: lista de juízes, 21/06/2005")
SOURCE_LINE = re.compile(r"^(?:Source|Sources|Fonte|Fontes|Ref|Reference|Referência|Referencia)\s*:\s*(\S.*)$", re.I)
# a quoted ruling's attribution under it, dated: "— Konami netrep, 2005-03-02", "– UDE, March 2005"
ATTRIBUTION = re.compile(r"^[—–―]\s*(\S[^\n]{0,60}?\b(?:19|20)\d{2}\b[^\n.!?]{0,20})\s*$")
DATE_IN_PARENS = re.compile(r"\s*\(([^()]*\d{4}[^()]*)\)\s*$")


def source_said(words: str) -> str:
    """A note's words as a source line says them: a date in brackets at its end set off by a
    comma ("Upper Deck netrep (2005-03-14)" → "Upper Deck netrep, 2005-03-14")."""
    return DATE_IN_PARENS.sub(lambda m: ", " + m.group(1).strip(), " ".join(words.split()))


def source_line(said: str) -> str:
    """The line under a ruling naming its source (SOURCE_LINE reads it): what a document's
    reference, footnote or message author says of it, written where the document had it."""
    return f"Source: {said}"
# a ruling's source or day set at its line's end, after its last stop: "… activate. — Konami FAQ,
# 2005-03-10", "… Graveyard. (updated 2004-11-02)", "… face-up. [UDE netrep, 2005-01-02]"
LINE_END_SOURCE = re.compile(r"(?m)^(?P<line>[^\n]*?\S[.!?])[ \t]+(?:[—–―][ \t]*(?P<dash>\S[^\n—–―]{0,60}?\b(?:19|20)\d{2}\b"
                             r"[^\n.!?()]{0,20}?)|[(\[](?P<aside>[^()\[\]\n]{0,60}?\b(?:19|20)\d{2}\b[^()\[\]\n]{0,20}?)[)\]])[ \t]*$")
UPDATED = re.compile(r"(?i)^(?:updated|last updated|revised|as of|since|on|atualizado|atualizada|revisado|em|desde)\b[ \t:]*")


def line_end_sources(text: str) -> str:
    """The text with a source or a day a line ends with set on the line under it, as a source line
    (`source_line`): the ruling's author and date, no ruling of its own.

    >>> print(line_end_sources("- Sangan searches. (updated 2004-11-02)\\n- It does not. — Konami FAQ, 2005-03-10"))
    - Sangan searches.
    Source: 2004-11-02
    - It does not.
    Source: Konami FAQ, 2005-03-10
    """
    if "20" not in text and "19" not in text:
        return text
    return LINE_END_SOURCE.sub(lambda m: m.group("line") + "\n" + source_line(
        UPDATED.sub("", " ".join((m.group("dash") or m.group("aside")).split()))), text)


# a ruling numbered at its line's start ("Ruling 3:", "Decisão 4:", "#12 -"): a list's item, its number no word of it
NUMBERED_RULING = re.compile(r"(?im)^([ \t]*)(?:(?:ruling|decisão|decisao|regra|rule)[ \t]*#?[ \t]*\d{1,3}[ \t]*[:.)–—-]"
                             r"|#\d{1,3}[ \t]*[:.)–—-])[ \t]*(?=\S)")


RULING_LEAD = re.compile(r"^(?:Ruling|Decisão|Decisao)\s*:\s*(?=\S)", re.I)  # "Ruling: …" opening a paragraph
TERM_LEAD = re.compile(r"^([A-Z][A-Z0-9 /-]{1,40}[A-Z0-9])\s+[-–—]\s+(?=\S)")
# "Card: Jinzo" heads the rulings under it; so does an e-mail's "Subject: Re: Jinzo" (the next
# message's one in its place), without its marks
SUBJECT = re.compile(r"^(?:(?:card|card name|carta|nome da carta)\s*:\s*[^.!?:]{1,60}|(?:subject|assunto)\s*:\s*\S[^\n]{0,120})$", re.I)
EMAIL_SUBJECT = re.compile(r"^(?:subject|assunto)\s*:\s*(?:(?:re|fwd?|res|enc|rv)\s*:\s*)*", re.I)
HANDLE = re.compile(r"@?[\w.-]{2,30}")  # a forum user's name on its own line
MAX_PARENT = 160  # characters of a list item that may stand as its nested items' context
# (a closing quote only after one of them: "Rulings for “Magic Cylinder”" is a title)
TERMINAL = re.compile(r"(?:[.!?…:;,)]|[.!?…,)][\"”])\s*$")


@dataclass(slots=True)
class Line:
    start: int
    end: int
    text: str

    @property
    def stripped(self) -> str:
        return self.text.strip()


def lines_of(text: str, skip: list[tuple[int, int]]):
    """The document's lines, one at a time (never split all at once), one starting in a `skip` span (any order) blank."""
    spans, at, pos = sorted(skip), 0, 0
    while pos <= len(text):
        end = len(text) if (end := text.find("\n", pos)) < 0 else end
        while at < len(spans) and spans[at][1] <= pos:  # the spans ended before this line: read no more
            at += 1
        yield Line(pos, pos, "") if at < len(spans) and spans[at][0] <= pos else Line(pos, end, text[pos:end])
        pos = end + 1


NOT_WORD = re.compile(r"(?i)(?<!\w)(?:not|never|n[ãa]o|nunca)(?!\w)")  # "- NOT a flip effect" says, heads nothing


def heading_text(content: str, lex: Lexicon) -> bool:
    """Short text without sentence punctuation, verdict cue or a "not": a heading, not a ruling."""
    words = content.split()
    return (
        0 < len(words) <= 6
        and not TERMINAL.search(content)
        and not lex.any_cue.search(fold(content))
        and not QUESTION.match(content)
        and not NOT_WORD.search(content)
    )


SIBLINGS_READ = 30  # lines either side of a list's item read for the siblings of its run
# a section's number of two levels or more opening its line ("1.2.1 The field", "4.2 Simultaneous Effects")
DECIMAL_SECTION = re.compile(r"^[ \t]*\d{1,2}(?:\.\d{1,2})+\.?[ \t]+\S")


def among_sentences(text: str, end: int, indent: int, lex: Lexicon, before: list[bool]) -> bool:
    """Whether a list's item ending at `end` that would read as a heading (short, no stop) is a step
    of a run of sibling items (at its indent, no blank line, nothing nested under any) of which one
    reads as a sentence, and a sibling right before or after it is short too: "- Player A Summons
    Sangan" over "- Player B chains Book of Moon" over a longer step is a list of steps, each an
    item; a short item between sentences ("- Fusion Summon" over "- São considerados Special
    Summons.") heads the points under it in a flat list, as ever. `before`: whether each sibling
    read before it (the nearest first) would read as a heading (the text before is not read again)."""
    after = []
    for line in text[end:end + 4000].split("\n")[1:SIBLINGS_READ + 1]:
        b = BULLET.match(line)
        if not line.strip() or b is None:
            break
        deeper = len(b.group(1).expandtabs(4))
        if deeper > indent:
            return False  # an item with items under it: a heading of a list of headings
        if deeper < indent:
            break
        after.append(heading_text(line[b.end():].strip(), lex))
    # the run's last item after a step that reads as a sentence heads nothing below the list either
    return not all(before + after) and bool(before[:1] == [True] or after[:1] == [True] or (not after and before))


TRAILING_ASIDE = re.compile(r"\s*\([^()]{1,40}\)$")  # "Regras de Corrente (Chain)": a title's aside


def untitled(line: str) -> bool:
    """Whether a line ends as a sentence does (a title may end in a short aside in brackets), or gives a web
    address ("Traditional: Go to http://…"), which no title does."""
    return bool(TERMINAL.search(TRAILING_ASIDE.sub("", line.strip())) or re.search(r"(?i)\b(?:https?://|www\.)\S", line))


def title_case(line: str) -> bool:
    """A short line written as a title: "Setting Spell and Trap Cards" (every longer word
    capitalised, no end punctuation), not the first line of a wrapped sentence."""
    words = line.split()
    return (1 <= len(words) <= 8 and not untitled(line) and words[0][:1].isupper()
            and all(w[:1].isupper() or w[:1].isdigit() for w in words if len(w) > 3)
            and not BULLET.match(line))


SENTENCE_BREAK = re.compile(r"(?<=[.!?])[\"”’)]?\s+(?=[\"“(]?[A-Z0-9])")


def is_caps(content: str) -> bool:
    letters = [c for c in content if c.isalpha()]
    return len(letters) >= 3 and sum(c.isupper() for c in letters) / len(letters) > 0.8 and len(content.split()) <= 12


# a date as a source line writes it at its end, and what parts it from the name before it
WRITTEN_DATE = re.compile(r"[\s,;–—-]*(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})?[\s,;–—-]*$")


# a card's set code opening a line ("SDK-004 The Wicked Worm Beast", "LOB-EN005: Sangan", "CORE-JP055"):
# a set's list of card rulings names each card so, a ruling after it on its line behind a dash
SET_CODE = r"[A-Z0-9]{2,5}-(?:[A-Z]{1,2})?\d{2,3}"
SET_CODE_LINE = re.compile(rf"^[ \t]*{SET_CODE}:?[ \t]+\S")
SET_CODE_RULING = re.compile(rf"(?m)^([ \t]*{SET_CODE}:?[ \t]+[^\n]*?\S)[ \t]+-(?=[^\s-])")


def set_code_rulings(text: str) -> str:
    """A card's line in a set's list with its first ruling behind a dash ("SDK-020 Dark Energy -can
    only be used on Fiend-type monsters") parted: the card's line, the ruling a list's item under it
    (a name's own spaced dash, "Black Luster Soldier - Envoy of the Beginning", parts nothing)."""
    return SET_CODE_RULING.sub(r"\1\n- ", text)


# a comment's vote count alone on its line over the comment's byline, as a Reddit page copied as text
# keeps it ("37", a blank line, "u/JudgeTeam2018 Apr 20 '18"): no line of the thread
VOTES_OVER_BYLINE = re.compile(r"(?m)^[ \t]*\d[\d,.]*k?[ \t]*\n(?=(?:[ \t]*\n)*[ \t]*u/[\w-]{3,30}\b)")


def without_votes(text: str) -> str:
    """A thread's text without its comments' vote counts (read as page numbers, they had made the
    bylines between them a page's running header)."""
    return VOTES_OVER_BYLINE.sub("", text) if "u/" in text else text


LONG_LINE = 120  # characters: no text wrapped at a width writes a line this long


def one_line_paragraphs(text: str) -> str:
    """A text writing each paragraph on one line with no line blank between (a web page copied
    as text, a note typed in a plain editor) with a blank line between its lines, so that each is
    a paragraph: known by its lines, few blank (under one in ten), few a list's items (under
    three in ten) and some long (one in seven or more, which no text wrapped at a width has)."""
    lines = text.split("\n")
    full = [line for line in lines if line.strip()]
    if len(full) < 8 or len(text.strip("\n").split("\n")) - len(full) >= 0.1 * len(full):
        return text
    if (sum(bool(BULLET.match(line)) for line in full) >= 0.3 * len(full)
            or sum(len(line) > LONG_LINE for line in full) < max(2, 0.15 * len(full))):
        return text
    return "\n".join(line + "\n" if line.strip() else line for line in lines).rstrip("\n") + "\n"


# a list run into one line, each item glued to the end of the one before ("… estas regras:- Cada
# jogador …- O jogador …"), and a dot at a line's start, which a forum's writer typed to keep a blank line
# (".• Fase de Compra", ".Obs.: …"): the blank line
GLUED_ITEM = re.compile(r"(?<=\w[.!?:])-[ \t]+(?=[A-ZÀ-ÖØ-Þ\"“])")
DOTTED_LINE = re.compile(r"(?m)^([ \t]*)\.(?=[•·-][ \t]+\S|[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ])")


# a label and its words joined by a run of dots ("/LIMITED LIST..........Advanced: …"), or over them
# (a contents' entry ends on its page's number): the label a line of its own
LEADER_LABEL = re.compile(r"(?m)^([ \t]*)/?([^\s./][^\n.]{0,60}?)[ \t]*\.{5,}[ \t]*(?=[^\d\s.]|$)")


def page_lines(text: str) -> str:
    """A page's text with its lines made what they stand for: a set's card lines parted from their
    first ruling, bullets alone on their lines put on their items, items glued into one line each
    on its own."""
    return lone_bullets(set_code_rulings(DOTTED_LINE.sub(r"\n\1", GLUED_ITEM.sub("\n- ", LEADER_LABEL.sub(r"\1\2\n", text)))))


def left_open(text: str) -> bool:
    """Whether a line leaves a quotation or a bracket open ("Player A chains 'Interdimensional
    Matter", "… (see the"): its sentence goes on in the next line, whatever that line opens with."""
    return (text.count('"') % 2 == 1 or text.count("“") > text.count("”") or text.count("(") > text.count(")")
            or len(re.findall(r"(?<![\w'])'", text)) > len(re.findall(r"'(?![\w'])", text)))


def ends_open_item(line: str, above: str, nxt: str, lead: str, lex: Lexicon) -> bool:
    """Whether a line ends the block open above it rather than goes on with it: a heading that
    `caps_heading` finds; a short line with no stop or cue between a sentence's end and a far
    longer line, in a text writing each paragraph on one line with none blank between ("… durante
    um duelo." / "Iniciando uma corrente" / "O jogador do turno tem o direito …"); or a line
    standing left of the open list item's bullet (`lead`: the item's line up to its text, "    -"),
    which no line of that item's text does ("SDY-021 Book of Secret Arts" under "    -can only be
    used on a DARK-attribute monster" names the next card)."""
    s = line.strip()
    if caps_heading(s, above, nxt) or (SET_CODE_LINE.match(line) and not TERMINAL.search(s)):
        return True  # a heading, or the next card of a set's list
    if (above.rstrip()[-1:] in (".", "!", "?") and 0 < len(s.split()) <= 8 and not TERMINAL.search(s)
            and nxt[:1].isupper() and len(nxt) >= max(60, 3 * len(s)) and not BULLET.match(line)
            and not lex.any_cue.search(fold(s))):
        return True
    indent = len(lead) - len(lead.lstrip())
    return (indent >= 2 and BULLET.match(lead + " ") is not None and len(line) - len(line.lstrip()) < indent
            and not s[:1].islower())


def caps_heading(line: str, above: str, nxt: str = "") -> bool:
    """Whether a line in capitals heads what follows it though a paragraph is open: right under its last
    sentence (`above`: the text before the line), or a label ("… o básico.\nAS FASES DO JOGO\nCada turno …",
    "COMO COMEÇA:"); not a line of a sentence written in capitals. So does a title between a list's
    items, over the next list (`nxt`: the line after), as a set's rulings name each card over its
    points ("… applied normally." / "CORE-JP056: Brilliant Fusion" / "• The (1) effect …")."""
    ended = above.rstrip()[-1:] in (".", "!", "?", ":", ")")
    if nxt and BULLET.match(nxt) and title_case(line) and ended and not BULLET.match(line):
        return True
    return is_caps(line) and not TERMINAL.search(line.rstrip(":")) and (line.endswith(":") or ended)


def topic_line(answer: str) -> int | None:
    """Where an answer's last line starts when it is the topic of the question after it, as a wrapped
    FAQ writes one over each "Q:" (a sentence ended on the line before, and the line ends none); else None."""
    before, _, last = answer.rstrip().rpartition("\n")
    if not before.strip() or before.rstrip()[-1:] not in ".!?\"”)" or TERMINAL.search(last.strip()) or len(last.split()) > 12:
        return None
    return len(before)


# a line a document gives in one of its languages ("EN: …", "PT: …", "[PT] …", "Português: …")
LANGUAGE_TAG = re.compile(r"(?im)^([ \t]*(?:[-*•][ \t]+)?)(?:\[(?P<a>en|pt|pt-br)\]|\(?(?P<b>en|pt|pt-br|br)\)?[ \t]*[:–—-]"
                          r"|(?P<c>english|ingl[eê]s|portuguese|portugu[eê]s)[ \t]*:)[ \t]+(?=\S)")
TAGGED_LANGUAGE = {"en": "en", "english": "en", "ingles": "en", "pt": "pt", "pt-br": "pt", "br": "pt",
                   "portuguese": "pt", "portugues": "pt"}


def continues_intro(item: str, intro: str, lex: Lexicon) -> bool:
    """Whether a list item goes on with its introduction's sentence ("players CANNOT:" → "activate
    Spell Cards;", "Todos na sua mão.") rather than say a sentence of its own ("Continuous-like
    Effects are unaffected and will still apply."): one that opens with a capital and has its
    verb within its first words, unless the introduction ends on a condition ("… if:") that
    the item completes."""
    words = fold(intro).rstrip(" :,;-–—").split()
    if words and lex.condition.match(words[-1]):
        return True
    text = item.lstrip(" \"“'‘([")
    return not (text[:1].isupper() and lex.item_verb.match(text.lower()))


def answers_question(question: str, reply: str, lex: Lexicon) -> bool:
    """Whether the paragraph opening with `reply`, under who replies ("Posted by JudgeKai") below
    a question's paragraph, answers it: it opens with a yes or a no, or it rules (a modal: "you
    can", "não pode") or goes on about what was asked (a word of it, not an everyday one), and it
    neither asks back nor guesses ("I think …", "Acho que …")."""
    said = fold(reply).lstrip(" -")
    if lex.yes_or_no.match(said):
        return True
    if said.rstrip().endswith("?") or lex.hearsay.match(said):
        return False
    asked = {w for w in re.findall(r"\w{4,}", fold(question)) if w not in lex.stopwords}
    return bool(lex.any_cue.search(said)) or any(w in asked for w in re.findall(r"\w{4,}", said))


def language_tagged(text: str) -> str:
    """A text giving each ruling in two languages, each line tagged with its own ("EN: …" over
    "PT: …"): each line a paragraph of its own without its tag, so each is read in its language.
    Tags of one language alone are left as they are."""
    tagged = {TAGGED_LANGUAGE.get(fold(m.group("a") or m.group("b") or m.group("c")))
              for m in LANGUAGE_TAG.finditer(text[:200_000])}
    if len(tagged) < 2:
        return text
    return LANGUAGE_TAG.sub(lambda m: "\n" + m.group(1), text)


# a word processor's second-level bullet saved as text, the letter "o" ("o Counter Traps …"):
# a bullet only on two lines in a row, each before a capital (a Portuguese "o" opens no line so)
LETTER_ITEM = re.compile(r"^([ \t]*)o(?=[ \t]+[A-Z“\"])")


def letter_bullets(text: str) -> str:
    """Each "o " item of a run of two or more (`LETTER_ITEM`) drawn with "•"."""
    if "o " not in text:
        return text
    lines = text.split("\n")
    item = [LETTER_ITEM.match(line) is not None for line in lines]
    for i, line in enumerate(lines):
        if item[i] and (i and item[i - 1] or i + 1 < len(lines) and item[i + 1]):
            lines[i] = LETTER_ITEM.sub(r"\1•", line, count=1)
    return "\n".join(lines)
