"""A comment thread's reply to a question asked above it: a blog's or a forum's comments, each under
its writer's byline ("duelist99 says:", "Lia wrote:"), where a reply names the one who asked
("@duelist99 Yes, …"): the question and the reply are one Q&A, as a chat's question and the
message answering it are, however many comments stand between them.
"""
from __future__ import annotations

import re

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
