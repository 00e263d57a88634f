"""A comment thread's reply to a question asked above it: a blog's or a forum's comments, each under
its writer's byline ("duelist99 says:", "Lia wrote:"), where a reply names the one who asked
("@duelist99 Yes, …"): the question and the reply are one Q&A, as a chat's question and the
message answering it are, however many comments stand between them. So is a letter to a column
and the columnist's answer under it ("Connor G. writes…" … "Hello Connor!").
"""
from __future__ import annotations

import re

from ..lang import TABLES
from .chrome import COMMENT_BYLINE as BYLINE  # "duelist99 says:", "- Lia wrote:", "Rafa disse:"

MENTION = re.compile(r"@([\w.-]{2,30})[ \t,:]+(?=\S)")  # a reply opening by naming whom it answers
PARAGRAPHS = re.compile(r"(\n[ \t]*\n)")


def replies_answered(text: str) -> str:
    """The text with each reply naming someone whose comment asked ("@duelist99 Yes, both can
    …" under "duelist99 says:" over "Can you chain …?") written as that question and its answer
    ("Q: Can you chain …?" / "A: Yes, both can …"); the rest as it was.

    >>> print(replies_answered("- ana says:\\n\\nCan Jinzo be Tributed?\\n\\n- rui says:\\n\\nNice post.\\n\\n"
    ...                        "- lia says:\\n\\n@ana Yes, it can be Tributed."))
    - ana says:
    <BLANKLINE>
    Can Jinzo be Tributed?
    <BLANKLINE>
    - rui says:
    <BLANKLINE>
    Nice post.
    <BLANKLINE>
    - lia says:
    <BLANKLINE>
    Q: Can Jinzo be Tributed?
    A: Yes, it can be Tributed.
    """
    text = letters_answered(text)
    if "@" not in text or not any(BYLINE.match(line) for line in text.split("\n")):
        return text
    asked: dict[str, str] = {}  # a writer's name → the question their comment asked
    writer = None  # the byline over the comment being read (on its own line, or its paragraph's first)
    out = []
    for part in PARAGRAPHS.split(text):
        said = part.strip()
        if not said or PARAGRAPHS.fullmatch(part):
            out.append(part)
            continue
        first, _, rest = said.partition("\n")
        byline = BYLINE.match(first)
        if byline:
            writer, said = byline.group("name").lower(), rest.strip()
            if not said:  # the comment is the next paragraph
                out.append(part)
                continue
        mention = MENTION.match(said)
        if mention and mention.group(1).lower() in asked:
            answer = f"Q: {asked[mention.group(1).lower()]}\nA: {' '.join(said[mention.end():].split())}"
            out.append(part[:len(part) - len(part.lstrip())] + (first + "\n" if byline else "") + answer)
        else:
            if writer and said.endswith("?"):
                asked[writer] = " ".join(said.split())
            out.append(part)
        writer = None
    return "".join(out)


# who writes to a column that answers its readers' letters, alone on its line: "Connor G. writes…",
# "Art Dishman asks:", "Tim and Shane write…", "Ana pergunta:", "Ana e Bia perguntam:"
NAME = r"[A-Z][\w.'’-]*(?:[ \t][A-Z][\w.'’-]*){0,3}"
LETTER = re.compile(rf"^[ \t]*(?P<name>{NAME}(?:[ \t]+(?:and|&|e)[ \t]+{NAME})?)[ \t]+"
                    r"(?:writes?|asks?|escreve|escrevem|pergunta|perguntam)[ \t]*(?:…|\.{3}|:)[ \t]*$", re.M)


def _said(name: str) -> str:
    """Every language's phrases of a small-talk table (`lang` GREETINGS, THANKS), as one alternation."""
    return "|".join(sorted({re.escape(p) for t in TABLES.values() for p in getattr(t, name)}, key=len, reverse=True))


# a greeting opening a letter or its answer ("Hello Connor!", "Olá, Ana!"), or a letter's salutation ("Dear Joe,")
GREETING = rf"(?:{_said('GREETINGS')}|dear|caro|cara|prezado|prezada)\b,?[ \t]*"
THANKING = re.compile(rf"^(?:~\s*)?(?:{_said('THANKS')})\b", re.I)  # "Thanks for all you do.", "Valeu!"


def letters_answered(text: str) -> str:
    """A column answering its readers' letters: each letter under who writes it ("Connor G.
    writes…", "Art Dishman asks:") asks, and the paragraph after the columnist greets its
    writer ("Hello Connor!") answers it — with no greeting, the paragraph after the letter's
    first that asks. Written as "Q: …" (the letter's paragraphs as one, without its greeting
    and its thanks) and "A: …" (without the columnist's greeting); the rest as it was.

    >>> print(letters_answered("Bo writes…\\n\\nHi Joe!\\n\\nCan Jinzo be Tributed?\\n\\nThanks!\\n\\n"
    ...                        "Hello Bo!\\n\\nYes, it can.\\n\\nIt is a monster."))
    Bo writes…
    <BLANKLINE>
    Q: Can Jinzo be Tributed?
    <BLANKLINE>
    A: Yes, it can.
    <BLANKLINE>
    It is a monster.
    """
    if not LETTER.search(text):
        return text
    paras = PARAGRAPHS.split(text)  # paragraphs at even places, what parts them between
    said = [p.strip() for p in paras]
    i = 0
    while i < len(paras):
        byline = LETTER.match(said[i].split("\n", 1)[0]) if i % 2 == 0 else None
        if byline is None:
            i += 1
            continue
        name = byline.group("name").split()[0].lower()
        first = said[i].split("\n", 1)[1] if "\n" in said[i] else ""  # the letter on the byline's next line
        body = ([first] if first else []) + [said[k] for k in range(i + 2, len(paras), 2)]
        places = ([i] if first else []) + list(range(i + 2, len(paras), 2))
        greets = re.compile(rf"^{GREETING}{re.escape(name)}\b[^\n]{{0,20}}?[!,.:]?[ \t]*(?:\n|$)", re.I)
        asked, answer, dropped = [], None, []
        for n, (part, at) in enumerate(zip(body, places)):
            if LETTER.match(part.split("\n", 1)[0]) or part.startswith("#"):
                break  # the next letter, or a heading: this one went unanswered
            greeting = greets.match(part)
            if greeting and asked:  # the columnist greets the writer: the answer follows
                rest = part[greeting.end():].strip()
                answer = (at, rest) if rest else (places[n + 1], body[n + 1]) if n + 1 < len(body) else None
                dropped = [] if rest else [at]
                break
            asked.append((at, part))
        if answer is None:  # no greeting: the paragraph after the first that asks answers it
            ask_end = next((n for n, (_, part) in enumerate(asked) if "?" in part), None)
            if ask_end is None or ask_end + 1 >= len(asked):
                i += 2
                continue
            answer, asked = asked[ask_end + 1], asked[:ask_end + 1]
        if asked and re.match(GREETING, asked[0][1], re.I) and len(asked[0][1].split()) <= 8 and len(asked) > 1:
            dropped.append(asked.pop(0)[0])  # "Hello Judge Joe! How are you?"
        if asked and THANKING.match(asked[-1][1]) and len(asked[-1][1].split()) <= 8 and len(asked) > 1:
            dropped.append(asked.pop()[0])  # "Thanks for all you do."
        if not asked:
            i += 2
            continue
        letter = " ".join(" ".join(part.split()) for _, part in asked)
        for at, _ in asked[1:]:
            dropped.append(at)
        if first and asked[0][0] == i:
            paras[i] = said[i].split("\n", 1)[0] + "\n\nQ: " + letter
        else:
            paras[asked[0][0]] = "Q: " + letter
        paras[answer[0]] = "A: " + answer[1]
        for at in dropped:  # with what parts it from the paragraph before
            paras[at] = paras[at - 1] = ""
        i = answer[0] + 2
    return "".join(paras)
