"""A page a block editor saved as JSON (Editor.js's `{"blocks": [{"type": "header", "data":
{"text": …, "level": 2}}, …]}`, Portable Text's `[{"_type": "block", "style": "h2", "children":
[{"text": …}]}]`, Notion's `{"type": "heading_2", "heading_2": {"rich_text": […]}}`) as the
Markdown it shows: its headings headings, its lists lists, its paragraphs paragraphs — not each
block an entry headed by its id."""
from __future__ import annotations

import html
import re

from .lineshapes import pipe_table

HEADING_TYPE = re.compile(r"^(?:header|heading|title|h)[_ -]?([1-6])?$", re.I)  # "header", "heading_2", "h3"
LIST_TYPE = re.compile(r"(?:list|bulleted|numbered|to_?do|checklist)", re.I)
TEXT_KEYS = ("text", "content", "plain_text", "caption")
MOST = 0.6  # the share of a list's entries that must be typed blocks


def typed_blocks(items: list) -> str | None:
    """A list of typed blocks as Markdown, or None when the list is not one (most of its entries
    objects naming their type, one of them a heading or a paragraph).

    >>> print(typed_blocks([{"type": "header", "data": {"text": "Jinzo", "level": 2}},
    ...                     {"type": "paragraph", "data": {"text": "Traps <b>can&#39;t</b> be activated."}}]))
    ## Jinzo
    <BLANKLINE>
    Traps can't be activated.
    <BLANKLINE>
    """
    kinds = [_kind(item) for item in items]
    if len(items) < 2 or sum(k is not None for k in kinds) < MOST * len(items):
        return None
    if not any(k in ("paragraph", "block") or (k and HEADING_TYPE.match(k)) for k in kinds):
        return None
    lines: list[str] = []
    for item, kind in zip(items, kinds):
        if kind is None:
            continue
        body = _body(item, kind)
        style = str(item.get("style") or "")  # Portable Text: a block's style says its heading
        heading = HEADING_TYPE.match(kind) or HEADING_TYPE.match(style)
        if heading:
            text = _words(body)
            level = int(heading.group(1) or body.get("level") or 2) if isinstance(body, dict) else 2
            lines += [f"{'#' * min(max(level, 1), 6)} {text}", ""] if text else []
        elif LIST_TYPE.search(kind) or item.get("listItem"):
            entries = body.get("items") if isinstance(body, dict) and isinstance(body.get("items"), list) else [body]
            lines += [f"- {t}" for t in map(_words, entries) if t] + [""]
        elif kind == "table" and isinstance(body, dict) and isinstance(body.get("content"), list):
            rows = [[_words(c) for c in row] for row in body["content"] if isinstance(row, list)]
            if rows:
                lines += pipe_table(rows) + [""]
        elif text := _words(body):
            lines += [text, ""]
    return "\n".join(lines).strip() + "\n" if lines else None


def _kind(item) -> str | None:
    if not isinstance(item, dict):
        return None
    kind = item.get("type", item.get("_type"))
    return kind.strip().lower() if isinstance(kind, str) and kind.strip() else None


def _body(item: dict, kind: str):
    """Where a block keeps its content: Editor.js's "data", Notion's field named for its type,
    else the block itself (Portable Text's "children" are read from it)."""
    for key in ("data", kind):
        if isinstance(item.get(key), dict):
            return item[key]
    return item


def _words(value) -> str:
    """A block's words: a string, an object's text field, or the words of a list of runs
    ("rich_text", "children"), joined; "" for none."""
    if isinstance(value, str):
        return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", value)).split())  # inline tags, "&amp;"
    if isinstance(value, list):  # runs of one text ([{"text": "Sinister "}, {"text": "Serpent"}]), else texts
        runs = all(isinstance(v, dict) and isinstance(v.get("text", v.get("plain_text")), str) for v in value)
        if runs:
            return " ".join("".join(v.get("text", v.get("plain_text")) for v in value).split())
        return " ".join(filter(None, map(_words, value)))
    if isinstance(value, dict):
        for key in TEXT_KEYS + ("rich_text", "children"):
            if key in value and (words := _words(value[key])):
                return words
    return ""
