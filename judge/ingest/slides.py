"""A slide deck (.pptx: PowerPoint, a Google Slides or Keynote export) as the Markdown-like text
the readers know, with python-pptx: each slide's title a "## " heading (the first slide's the
deck's title when it has no other), its bullets "- " items two spaces a level deeper, the other
text boxes' paragraphs as paragraphs, a table as a pipe table, and the speaker's notes — where a
judge's seminar often keeps the ruling the slide only names — as paragraphs under the slide's
bullets. A file that is no such deck is a one-line error."""
from __future__ import annotations

import zipfile
from pathlib import Path

from ..model import JudgeError
from .lineshapes import pipe_table

MAX_SLIDES = 2000  # a deck longer than this is refused (a seminar has tens)


def pptx_text(path: Path) -> str:
    """The deck's text: "## " a slide's title, "- " its bullets, its notes after them."""
    from lxml.etree import LxmlError
    from pptx import Presentation  # read only when a deck is met
    from pptx.exc import PackageNotFoundError

    try:
        deck = Presentation(str(path))
        slides = list(deck.slides)
        title = (deck.core_properties.title or "").strip()
    except (zipfile.BadZipFile, PackageNotFoundError, LxmlError, KeyError, ValueError) as err:
        raise JudgeError(f"{path}: not a readable slide deck ({str(err) or type(err).__name__})") from None
    if len(slides) > MAX_SLIDES:
        raise JudgeError(f"{path}: more than {MAX_SLIDES:,} slides")
    out = [f"TITLE: {' '.join(title.split())}", ""] if title else []
    for number, slide in enumerate(slides, 1):
        try:
            out += _slide(slide, number)
        except (LxmlError, KeyError, ValueError) as err:  # one broken slide: the deck is refused, named
            raise JudgeError(f"{path}: slide {number} not readable ({str(err) or type(err).__name__})") from None
    text = "\n".join(out).strip()
    if not text.replace("TITLE:", "").strip():
        raise JudgeError(f"{path}: no text in the slide deck")
    return text + "\n"


def _slide(slide, number: int) -> list[str]:
    """One slide's lines: its title a heading (the first slide's a top one), then its shapes'
    text in their order on the slide, top to bottom, then its notes."""
    heading = ""
    body: list[str] = []
    shapes = sorted(_flat(slide.shapes), key=lambda s: (s.top or 0, s.left or 0))
    for shape in shapes:
        kind = _placeholder_kind(shape)
        if kind in ("TITLE", "CENTER_TITLE", "VERTICAL_TITLE") and shape.has_text_frame and not heading:
            heading = " ".join(shape.text_frame.text.split())
            continue
        if kind in ("DATE", "FOOTER", "HEADER", "SLIDE_NUMBER"):  # the date, the footer, the slide's number: no ruling
            continue
        if getattr(shape, "has_table", False) and shape.has_table:
            rows = [[" ".join(cell.text.split()).replace("|", "/") for cell in row.cells] for row in shape.table.rows]
            if any(any(row) for row in rows):
                body += ["", *pipe_table(rows), ""]
            continue
        if shape.has_text_frame:
            body += _paragraphs(shape.text_frame, listed=kind in ("BODY", "OBJECT", "VERTICAL_BODY", "VERTICAL_OBJECT"))
    notes = []
    if slide.has_notes_slide:
        notes = [" ".join(p.text.split()) for p in slide.notes_slide.notes_text_frame.paragraphs] \
            if slide.notes_slide.notes_text_frame is not None else []
    lines = [f"{'#' if number == 1 else '##'} {heading}", ""] if heading else []
    lines += body + [""]
    lines += [line for note in notes if note for line in (note, "")]
    return lines


def _flat(shapes):
    """The shapes of a slide, those of a group (text boxes grouped with an arrow or a picture) among them."""
    for shape in shapes:
        if getattr(shape, "shapes", None) is not None:  # a group shape holds shapes of its own
            yield from _flat(shape.shapes)
        else:
            yield shape


def _placeholder_kind(shape) -> str | None:
    """A placeholder's kind as python-pptx names it ("TITLE", "BODY", "FOOTER"), else None."""
    return shape.placeholder_format.type.name if shape.is_placeholder else None


def _paragraphs(frame, listed: bool) -> list[str]:
    """A text frame's paragraphs: a body placeholder's as list items at their levels (a slide's
    bullets), another box's as paragraphs."""
    lines = []
    for para in frame.paragraphs:
        text = " ".join(para.text.split())
        if not text:
            continue
        if listed:
            lines.append("  " * min(para.level, 8) + "- " + text)
        else:
            lines += ["", text, ""]
    return lines
