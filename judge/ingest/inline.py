"""Markdown's own inline markup (bold terms, emphasis, links) and the HTML a Markdown or text
document holds (<details>, <br>, footnote marks in <sup>), read as the text they show."""
from __future__ import annotations

import re
from html import unescape

from ..lang import LANGS, lexicon
from ..model import fold
from .lineshapes import QUESTION_SENTENCE, TABLE_ROW

# a footnote's mark as Markdown holds it in HTML: in brackets ("<sup>[3]</sup>", "<sup>[]</sup>", a
# mark the site numbers when it shows the page), or right after a word or a sentence's end (after a
# digit, "10<sup>3</sup>" is a power)
SUP_MARK = re.compile(r"(?i)<sup\b[^>]*>(?:\s|<[^>]*>)*\[[^\]\n<]{0,10}\](?:\s|<[^>]*>)*</sup\s*>"
                      r"|(?<![\d\s])<sup\b[^>]*>(?:\s|<[^>]*>)*(?:\d{1,3}|[a-z])(?:\s|<[^>]*>)*</sup\s*>")
SUMMARY = re.compile(r"<summary[^>]*>(.*?)</summary\s*>\s*", re.S | re.I)
INLINE_TAG = re.compile(r"(?i)</?(?:b|i|em|strong|u|code|span|sup|sub|small|font|a|mark|kbd)(?:\s[^>]*)?>")
BLOCK_TAG = re.compile(r"(?i)</?(?:details|p|div|blockquote|center)(?:\s[^>]*)?>")
BREAK = re.compile(r"(?i)<br\s*/?>")


# a term in bold and its colon, outside the bold ("**Sangan**: …") or in it ("**Definition:** …", but
# not a question's or an answer's mark: "**Q:**", "**Resposta:**" stay marks)
BOLD_TERM = re.compile(r"(?m)^([ \t]*(?:[-*•][ \t]+)?)(?:(?:\*\*|__)([^*_\n]{1,60}?)(?:\*\*|__)[ \t]*:"
                       r"|(?:\*\*|__)(?!(?i:[QAPR]|question|answer|pergunta|resposta|ruling|decis[ãa]o|d[úu]vida|situation"
                       r"|situa[çc][ãa]o|example|exemplo)\W)([^*_\n:]{1,60}?):(?:\*\*|__))[ \t]+")
# a bold label closed by a full stop, opening a line or an item, words after it ("**UDE card FAQ.** "…"",
# "1. **Difference.** The script …"): a term and its definition too, when a few words saying no verb
BOLD_LABEL = re.compile(r"(?m)^([ \t]*(?:[-*•][ \t]+|\d{1,2}[.)][ \t]+)?)(?:\*\*|__)(?!(?i:[QAPR]|question|answer|asked"
                        r"|pergunta|resposta|example|exemplo|note|nota|obs)\W)([^*_\n!?:]{1,50}?)\.(?:\*\*|__)[ \t]+(?=\S)")
MAX_LABEL_WORDS = 6
EMPHASIS = re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1")
# *italic* and _italic_ within a line ("*Answer:* Yes"); a "* " list marker has its space
# (an underscore inside a starred span is a name's: "*Reply from u/judge_amy:*")
ITALIC = re.compile(r"(?<![*\w])(\*)(?=[^\s*])([^*\n]+?)(?<=[^\s*])\*(?![*\w])"
                    r"|(?<![_\w])(_)(?=[^\s_])([^_\n]+?)(?<=[^\s_])_(?![_\w])")
LINK = re.compile(r"\[([^\]\n]+)\]\([^)\n]*\)")
# a reference-style link ("[Mirror Force][mf]") and the line defining its target ("[mf]: https://…")
REFERENCE_LINK = re.compile(r"\[([^\]\n]+)\]\[[^\]\n]*\]")
LINK_TARGET = re.compile(r"(?m)^[ \t]{0,3}\[(?!\^)[^\]\n]+\]:[ \t]*<?(?:https?://|www\.|/|#)[^\n]*(?:\n|$)")


# words struck out ("~~The monster added can have any DEF.~~", <del>…</del>, <s>…</s>): a ruling its writer
# withdrew, no ruling of the document (left, it had been read as one, glued to the ruling replacing it)
STRUCK = re.compile(r"~~(?=\S)[^\n]+?(?<=\S)~~")
STRUCK_TAG = re.compile(r"(?is)<(del|s|strike)\b[^>]*>.*?</\1\s*>")


def markdown_inline(text: str) -> str:
    """Markdown's inline markup read: a bold "**term**: definition" as "term — definition",
    bold and italic as their words ("*Answer:*" → "Answer:"), a link as its words (its target's
    definition, "[mf]: https://…", gone)."""
    text = STRUCK.sub("", text) if "~~" in text else text
    text = BOLD_TERM.sub(lambda m: f"{m.group(1)}{(m.group(2) or m.group(3)).strip()} — ", text)
    text = BOLD_LABEL.sub(lambda m: f"{m.group(1)}{m.group(2).strip()} — " if _label(m.group(2)) else m.group(0), text)
    text = EMPHASIS.sub(r"\2", text)
    text = ITALIC.sub(lambda m: m.group(2) if m.group(1) else m.group(4), text)
    if "]:" in text or "][" in text:
        text = REFERENCE_LINK.sub(r"\1", LINK_TARGET.sub("", text))
    return LINK.sub(r"\1", text)


def markdown_html(text: str) -> str:
    """The HTML a Markdown or text document holds undone, its structure kept: a
    <details><summary>question</summary>answer</details> is a Q&A, a <br> a line's end, a <p>
    or <details> a paragraph's; inline tags (<b>, <span …>) go, entities are read.

    >>> markdown_html("<details><summary>Can it attack?</summary>No, it <b>cannot</b>.</details>").split()
    ['Q:', 'Can', 'it', 'attack?', 'A:', 'No,', 'it', 'cannot.']
    >>> markdown_html("| Waboku | Can be chained.<br>Stops damage. |")
    '| Waboku | Can be chained. Stops damage. |'
    """
    if "<!--" in text:  # a comment is the writer's note to themselves ("<!-- TODO -->"), not the page's
        text = re.sub(r"<!--.*?(?:-->|\Z)", "", text, flags=re.S)
    if "<" not in text or not re.search(r"(?i)</?(?:details|summary|br|p|div|b|i|em|strong|span|a|del|s|strike)\b", text):
        return text
    text = STRUCK_TAG.sub("", text)
    text = SUP_MARK.sub("", text)
    text = SUMMARY.sub(lambda m: _summary(" ".join(INLINE_TAG.sub("", m.group(1)).split())), text)
    text = BLOCK_TAG.sub("\n\n", text)
    text = re.sub(r"(?i)<br\s*/?>[ \t]*(?=\n)", "", text)
    # a table row's cell parted by <br> ("| Waboku | Can be activated ….<br>Does not …|") stays
    # one row: its breaks are spaces
    text = re.sub(TABLE_ROW.pattern, lambda m: BREAK.sub(" ", m.group(0)), text, flags=re.M)
    text = BREAK.sub("\n", text)
    return unescape(INLINE_TAG.sub("", text))


def asks(summary: str) -> bool:
    """Whether a <summary> asks what its <details> answer ("Can it attack?"), not names what they hold ("Example")."""
    return bool(QUESTION_SENTENCE.search(" ".join(summary.split())))


def _summary(summary: str) -> str:
    """A <summary> as text: a question over its answer's "A:", or a label on a line of its own."""
    return f"\n\nQ: {summary}\nA: " if asks(summary) else f"\n\n{summary}\n"


def _label(words: str) -> bool:
    """Whether a bold run closed by a full stop names what follows: a few words with no verb of
    either language ("Konami rulebook, Version 7.0"; not "This is wrong", "Sangan cannot attack")."""
    folded = fold(words)
    return len(folded.split()) <= MAX_LABEL_WORDS and not any(lexicon(lang).any_verb.search(folded) for lang in LANGS)
