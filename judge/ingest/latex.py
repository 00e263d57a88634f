"""A LaTeX source read as the Markdown its markup stands for: a judge team's notes typeset as an
article ("\\section{Card Notes}", "\\begin{itemize} \\item …"), its sentences as they print.

Only what rulings are written with is read: the title and date of the preamble, sectioning
commands as headings, list environments as items (a description's "\\item[Term]" as "Term:"),
font commands as their words, a footnote in brackets after its sentence, TeX's quotes, dashes,
escapes and ties as the characters they print. Other commands go and their braced words stay;
comments, the preamble's other lines and what follows "\\end{document}" go. No spaCy here.
"""
from __future__ import annotations

import re

BEGIN_DOCUMENT = re.compile(r"\\begin\{document\}")
END_DOCUMENT = re.compile(r"\\end\{document\}")
COMMENT = re.compile(r"(?<!\\)%[^\n]*")
PREAMBLE_FIELD = re.compile(r"\\(title|date)\{((?:[^{}]|\{[^{}]*\})*)\}")
SECTION = re.compile(r"\\(part|chapter|section|subsection|subsubsection|paragraph)\*?(?:\[[^\]]*\])?\{((?:[^{}]|\{[^{}]*\})*)\}")
DEPTH = {"part": 1, "chapter": 1, "section": 2, "subsection": 3, "subsubsection": 4, "paragraph": 5}
LIST_ENVIRONMENT = re.compile(r"\\(begin|end)\{(itemize|enumerate|description)\}")
ITEM = re.compile(r"\\item(?:\[([^\]]*)\])?[ \t]*")
FOOTNOTE = re.compile(r"\\footnote\{((?:[^{}]|\{[^{}]*\})*)\}")
# a command with its optional argument, its braces left to hold their words ("\textbf{Ring}" → "Ring")
COMMAND = re.compile(r"\\(?:[A-Za-z]+\*?)(?:\[[^\]\n]*\])?")
DROPPED = re.compile(r"\\(?:label|ref|pageref|cite|index|hspace|vspace|includegraphics|url)\*?(?:\[[^\]\n]*\])?\{[^{}]*\}")
PRINTED = [("``", "“"), ("''", "”"), ("---", "—"), ("--", "–"), ("\\&", "&"), ("\\%", "%"), ("\\$", "$"),
           ("\\#", "#"), ("\\_", "_"), ("\\{", "{"), ("\\}", "}"), ("\\ldots", "…"), ("\\dots", "…")]


def latex_text(text: str) -> str:
    """A LaTeX document as Markdown.

    >>> print(latex_text("\\\\title{Notes}\\\\date{May 2006}\\\\begin{document}\\\\section{Chains}"
    ...                  "\\\\begin{itemize}\\\\item A \\\\textbf{Counter Trap} only.\\\\end{itemize}\\\\end{document}"))
    DATE: May 2006
    <BLANKLINE>
    # Notes
    <BLANKLINE>
    ## Chains
    <BLANKLINE>
    - A Counter Trap only.
    """
    text = COMMENT.sub("", text)
    said = []
    begin = BEGIN_DOCUMENT.search(text)
    if begin:  # the preamble: its title and date only
        fields = {name: words for name, words in PREAMBLE_FIELD.findall(text[:begin.start()])}
        if fields.get("date", "").strip() and "\\today" not in fields["date"]:
            said.append(f"DATE: {_words(fields['date'])}\n")
        if fields.get("title", "").strip():
            said.append(f"# {_words(fields['title'])}\n")
        text = text[begin.end():]
    end = END_DOCUMENT.search(text)
    text = text[:end.start()] if end else text
    text = SECTION.sub(lambda m: f"\n\n{'#' * DEPTH[m.group(1)]} {_words(m.group(2))}\n", text)
    text = LIST_ENVIRONMENT.sub("\n", text)
    text = ITEM.sub(lambda m: f"\n- {_words(m.group(1))}: " if m.group(1) else "\n- ", text)
    text = FOOTNOTE.sub(lambda m: f" ({m.group(1)})", text)
    text = _words(DROPPED.sub("", text.replace("\\\\", "\n")))
    lines = [re.sub(r"[ \t]+", " ", line).strip() for line in text.split("\n")]
    body = re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()
    return "\n".join(said + [body]) if said else body


def _words(text: str) -> str:
    """Inline LaTeX as the words it prints: escapes, quotes and dashes as characters, ties as
    spaces, commands gone with their braces' words kept."""
    for tex, shown in PRINTED:
        text = text.replace(tex, shown)
    text = COMMAND.sub("", text.replace("~", " "))
    return text.replace("{", "").replace("}", "").strip(" \t")
